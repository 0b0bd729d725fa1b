"""Confirm index entries once their items have passed the whole pipeline chain.

The pipeline stores a page's fingerprint when it checks the item, before later
pipelines and feed exports have it. Until ``item_scraped`` the entry is pending: if the
crawl dies first, the entry is abandoned and does not make a later copy of the article
a duplicate (``scrapy_simhash.index.ownership``). Confirmations go to the index in
batches, off the item's path: a lost confirmation only lets one near-duplicate through.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from scrapy import signals
from scrapy.utils.defer import deferred_from_coro

from scrapy_simhash.runtime.gateway import IndexCallFailed

if TYPE_CHECKING:
    from scrapy.crawler import Crawler

    from scrapy_simhash.runtime.gateway import IndexGateway

logger = logging.getLogger(__name__)

# Confirmations sent in one index call at most, and how long the first one waits for
# others: a confirmation only has to arrive well within ``ABANDONED_AFTER``.
BATCH = 256
WAIT_SECONDS = 1.0
# Kept for a retry while the index is unavailable; beyond this the oldest are given up.
MAX_HELD = 100_000


class Confirmations:
    def __init__(self, crawler: Crawler, gateway: IndexGateway, owner: str) -> None:
        self.gateway = gateway
        self.owner = owner
        # id(item) -> (fingerprint, key) of the entry stored for it. By identity: items
        # need not be hashable, and the item scraped is the object the pipeline saw
        # unless a later pipeline returned another (see ``flush_all``).
        self._stored: dict[int, tuple[int, str]] = {}
        self._ready: list[tuple[int, str]] = []
        self._scheduled = False
        crawler.signals.connect(self._item_scraped, signal=signals.item_scraped)
        crawler.signals.connect(self._item_gone, signal=signals.item_dropped)
        crawler.signals.connect(self._item_gone, signal=signals.item_error)

    def stored(self, item: Any, fingerprint: int, key: str) -> None:
        self._stored[id(item)] = (fingerprint, key)

    def _item_scraped(self, item: Any) -> None:
        entry = self._stored.pop(id(item), None)
        if entry is None:
            return
        self._ready.append(entry)
        if len(self._ready) >= BATCH:
            deferred_from_coro(self.flush())
        elif not self._scheduled:
            self._scheduled = True
            from twisted.internet import reactor

            clock: Any = reactor
            clock.callLater(WAIT_SECONDS, lambda: deferred_from_coro(self.flush()))

    def _item_gone(self, item: Any) -> None:
        # Dropped by a later pipeline or failed: the entry stays pending, so a later copy
        # of the article is not a duplicate of an item nobody received.
        self._stored.pop(id(item), None)

    async def flush(self) -> None:
        self._scheduled = False
        while self._ready:
            batch, self._ready = self._ready[:BATCH], self._ready[BATCH:]
            try:
                await self.gateway.confirm(batch, self.owner)
            except IndexCallFailed:
                # Logged and counted by the gateway; try again with the next batch.
                self._ready = (batch + self._ready)[-MAX_HELD:]
                return
            except Exception:  # noqa: BLE001 - a confirmation must never fail a crawl
                logger.debug("SimHash: confirming index entries failed", exc_info=True)
                return

    async def flush_all(self) -> None:
        """At close: items still recorded reached the end as other objects (a later
        pipeline copied them) or were never reported; confirm them as the crawl ends
        normally, then send what is waiting."""
        self._ready += self._stored.values()
        self._stored.clear()
        await self.flush()
