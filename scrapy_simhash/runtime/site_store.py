"""The crawl's site memory kept in the index database (SIMHASH_SITE_MEMORY_PERSIST).

A host's stored lines are loaded the first time the crawl meets the host, before its
first page is extracted (one small query a host: a shared database may hold many hosts,
most of which a crawl never visits); pages of that host arriving meanwhile wait for the
same load. The lines seen since the last save are saved every ``SAVE_INTERVAL`` seconds
(so a killed crawl keeps most) and when the crawl closes, ``SAVE_CHUNK`` lines a
transaction.

The memory is a help, never a condition: a database fault while loading or saving is
logged once, counted (``simhash/site_memory_errors``), and the crawl goes on with the
memory it has. After a failed load no more are tried (each could wait the database's
deadline before a page); a failed save leaves its lines to the next one.
"""

from __future__ import annotations

import logging
import time
from collections import OrderedDict
from typing import TYPE_CHECKING

from scrapy.utils.defer import deferred_from_coro, maybe_deferred_to_future
from twisted.internet.defer import Deferred

from scrapy_simhash.extract.site_memory import SiteMemory, StoredLine, host_of
from scrapy_simhash.index.site_lines import SiteLine
from scrapy_simhash.index.url import scrub

if TYPE_CHECKING:
    from scrapy.statscollectors import StatsCollector

    from scrapy_simhash.runtime.gateway import IndexGateway

logger = logging.getLogger(__name__)

SAVE_INTERVAL = 300.0
SAVE_CHUNK = 5_000
# Hosts remembered as looked up, least recently met out first.
MAX_CHECKED_HOSTS = 100_000


class SiteMemoryStore:
    def __init__(self, memory: SiteMemory, gateway: IndexGateway,
                 stats: StatsCollector) -> None:
        self.memory = memory
        self.gateway = gateway
        self.stats = stats
        self._checked: OrderedDict[str, None] = OrderedDict()
        self._loading: dict[str, list[Deferred[None]]] = {}
        self._loads_off = False
        self._warned = False
        self._last_save = time.monotonic()
        self._saving: Deferred[None] | None = None

    async def open(self) -> None:
        await self.gateway.open()

    async def close(self) -> None:
        """Save what changed since the last save, then let the index go."""
        try:
            if self._saving is not None:
                await maybe_deferred_to_future(self._saving)
            await self.save()
        finally:
            await self.gateway.close()

    async def before_page(self, url: str) -> None:
        """Load the stored lines of ``url``'s host if the crawl has not met it yet."""
        host = host_of(url)
        if host is None or self._loads_off:
            return
        if host in self._checked:
            self._checked.move_to_end(host)
            return
        waiting = self._loading.get(host)
        if waiting is not None:
            loaded: Deferred[None] = Deferred()
            waiting.append(loaded)
            await maybe_deferred_to_future(loaded)
            return
        self._loading[host] = []
        try:
            await self._load(host)
        finally:
            self._checked[host] = None
            if len(self._checked) > MAX_CHECKED_HOSTS:
                self._checked.popitem(last=False)
            for loaded in self._loading.pop(host):
                loaded.callback(None)

    def after_page(self) -> None:
        """Start a save in the background when the last one is ``SAVE_INTERVAL`` old."""
        if self._saving is None and time.monotonic() - self._last_save >= SAVE_INTERVAL:
            self._saving = deferred_from_coro(self._save_in_background())

    async def _save_in_background(self) -> None:
        try:
            await self.save()
        finally:
            self._saving = None

    async def _load(self, host: str) -> None:
        try:
            stored = await self.gateway.load_site_lines(host, self.memory.max_lines_per_host)
        except Exception as exc:  # noqa: BLE001 - the memory is a help: the crawl goes on
            self._loads_off = True
            self._fault("loading", exc, "the crawl learns without them")
            return
        if stored:
            self.memory.merge(host, [StoredLine(line.key, line.pages, line.known)
                                     for line in stored])
            self.stats.inc_value("simhash/site_lines_loaded", len(stored))

    async def save(self) -> None:
        """Save the lines seen since the last save."""
        self._last_save = time.monotonic()
        lines = [SiteLine(host, *line) for host, held in self.memory.take_changed()
                 for line in held]
        for start in range(0, len(lines), SAVE_CHUNK):
            chunk = lines[start:start + SAVE_CHUNK]
            try:
                await self.gateway.save_site_lines(chunk, self.memory.max_lines_per_host,
                                                   self.memory.max_lines)
            except Exception as exc:  # noqa: BLE001 - the memory is a help: the crawl goes on
                for line in lines[start:]:
                    self.memory.mark_changed(line.host, (line.key,))
                self._fault("saving", exc, "the next save tries again")
                return
            self.stats.inc_value("simhash/site_lines_saved", len(chunk))

    def _fault(self, doing: str, exc: Exception, then: str) -> None:
        self.stats.inc_value("simhash/site_memory_errors")
        reason = scrub(f"{type(exc).__name__}: {exc}".splitlines()[0][:300], self.gateway.url)
        level = logging.DEBUG if self._warned else logging.WARNING
        self._warned = True
        logger.log(level, "SimHash: %(doing)s the site memory's lines failed (%(reason)s); "
                   "%(then)s", {"doing": doing, "reason": reason, "then": then})
