"""One crawler's access to the fingerprint index, failing open.

The pipeline and the downloader middleware share one ``IndexGateway`` per crawler,
so exactly one component owns the database connection. Every index call runs on one
index thread (``index_thread``), one call at a time, each with a deadline: database
round trips never stall the reactor, and a stalled database never stalls the crawl.
Items that arrive while a check is running are checked together next, in one
transaction: under load that saves a round trip and a commit per item.
"""

from __future__ import annotations

import logging
import traceback
import weakref
from collections.abc import Awaitable
from typing import TYPE_CHECKING, Any, NoReturn, TypeVar

from scrapy.utils.defer import deferred_from_coro, maybe_deferred_to_future
from twisted.internet.defer import Deferred

from scrapy_simhash.index.match import Offer
from scrapy_simhash.index.url import (
    check_database_url,
    default_database_url,
    mask_password,
    scrub,
)
from scrapy_simhash.runtime.early_start import crawl_is_starting
from scrapy_simhash.runtime.index_calls import is_database_fault
from scrapy_simhash.runtime.index_thread import IndexThread
from scrapy_simhash.runtime.reactor import running_reactor
from scrapy_simhash.settings import SimHashConfig, refuse_start

if TYPE_CHECKING:
    from scrapy.crawler import Crawler

    from scrapy_simhash.index import Match
    from scrapy_simhash.index.site_lines import SiteLine

logger = logging.getLogger(__name__)

# Items checked in one transaction at most: bounds how long a batch holds its locks.
MAX_BATCH = 64
# How long the first offer waits for others before a batch goes to the index thread:
# fewer, larger transactions, each a commit saved per item it holds.
BATCH_WAIT_SECONDS = 0.01
T = TypeVar("T")

_GATEWAYS: weakref.WeakKeyDictionary[Crawler, IndexGateway] = weakref.WeakKeyDictionary()


class IndexCallFailed(Exception):
    """The index could not answer; the caller decides whether to keep the item."""


class IndexGateway:
    def __init__(self, crawler: Crawler, config: SimHashConfig) -> None:
        self.crawler = crawler
        self.config = config
        self.namespace = config.namespace or getattr(crawler.spidercls, "name", None) or "default"
        self.url = config.database_url or default_database_url()
        check_database_url(self.url)
        self._index: IndexThread | None = None
        self._opened = False
        self._users = 0
        self._outage_reason: str | None = None
        self._waiting: list[tuple[Offer, Deferred[Match | None]]] = []
        self._draining = False

    @classmethod
    def for_crawler(cls, crawler: Crawler) -> IndexGateway:
        gateway = _GATEWAYS.get(crawler)
        if gateway is None:
            gateway = cls(crawler, SimHashConfig.for_crawler(crawler))
            _GATEWAYS[crawler] = gateway
            if crawl_is_starting(crawler):
                gateway._index_thread().start()
        return gateway

    def _index_thread(self) -> IndexThread:
        if self._index is None:
            self._index = IndexThread(self.index_options(),
                                      database_timeout=self.config.database_timeout)
        return self._index

    def index_options(self) -> dict[str, Any]:
        """``SimHashIndex``'s keyword arguments for this crawler's index."""
        return {"url": self.url, "max_distance": self.config.max_distance,
                "namespace": self.namespace, "layout": self.config.index_layout,
                "fingerprint": self.config.fingerprint_function}

    @property
    def stats(self) -> Any:
        return self.crawler.stats

    async def open(self) -> None:
        """Open the index (on the index thread); reference counted."""
        self._users += 1
        if self._opened:
            return
        self._opened = True
        index = self._index_thread()
        logger.info(
            "SimHash index: %(url)s, namespace %(namespace)r, max distance %(k)d",
            {"url": mask_password(self.url), "namespace": self.namespace,
             "k": self.config.max_distance},
        )
        try:
            size = await self._call(index.count(), at_start=True)
            mismatch = await self._call(index.version_mismatch(), at_start=True)
        except IndexCallFailed:
            return  # fail-open: logged and counted; reconnects on the next call
        except Exception as exc:
            # A setting the database refuses stops the crawl: leave no index thread behind
            # (a long-lived CrawlerProcess runs other crawls after this one).
            await self.close()
            raise refuse_start(exc) from None
        except BaseException:
            await self.close()
            raise
        self.stats.set_value("simhash/index_size", size)
        if mismatch is not None:
            self.stats.set_value("simhash/fingerprint_version_mismatch", 1)
            logger.warning(
                "SimHash: %(mismatch)s: pages stored before will mostly not be recognised. "
                "Use a new SIMHASH_NAMESPACE (or database) after upgrading scrapy-simhash "
                "or changing SIMHASH_FINGERPRINT", {"mismatch": mismatch})

    async def close(self) -> None:
        self._users -= 1
        if self._users > 0 or not self._opened or self._index is None:
            return
        try:
            await self._index.close()
        except Exception:
            logger.debug("SimHash: error while closing the index", exc_info=True)
        finally:
            self._index = None
            self._opened = False
            _GATEWAYS.pop(self.crawler, None)

    async def check_and_add(self, fingerprint: int, key: str, item_id: str | None = None,
                            title: str | None = None) -> Match | None:
        """The nearest stored match, or None after storing (a match marked ``guarded``
        when the title guard let it be stored all the same); IndexCallFailed on failure."""
        waiter: Deferred[Match | None] = Deferred()
        self._waiting.append((Offer(fingerprint, key, item_id, title), waiter))
        if not self._draining:
            self._draining = True  # now, not when the task starts: one drain at a time
            reactor = running_reactor()
            reactor.callLater(BATCH_WAIT_SECONDS, lambda: deferred_from_coro(self._drain()))
        return await maybe_deferred_to_future(waiter)

    async def _drain(self) -> None:
        """Check waiting offers, a batch at a time, in arrival order, until none wait."""
        try:
            while self._waiting:
                batch = self._waiting[:MAX_BATCH]
                del self._waiting[:MAX_BATCH]
                try:
                    await self._check_batch(batch)
                except Exception as exc:  # noqa: BLE001 - a bug must not leave items waiting forever
                    for _, waiter in batch:
                        if not waiter.called:
                            waiter.errback(IndexCallFailed(f"{type(exc).__name__}: {exc}"))
        finally:
            self._draining = False

    async def _check_batch(self, batch: list[tuple[Offer, Deferred[Match | None]]]) -> None:
        offers = [offer for offer, _ in batch]
        try:
            results = await self._call(self._index_thread().check_each(offers),
                                       checks=len(offers))
        except IndexCallFailed as exc:
            for _, waiter in batch:
                waiter.errback(exc)
            return
        for (_, waiter), result in zip(batch, results, strict=True):
            if isinstance(result, Exception):
                try:
                    self._failed(result)
                except IndexCallFailed as exc:
                    waiter.errback(exc)
            else:
                waiter.callback(result)

    async def confirm(self, entries: list[tuple[int, str]], owner: str) -> int:
        """Confirm entries this crawl stored, once their items were scraped."""
        # Not a check: a failed confirmation is logged with the outage, not counted in
        # simhash/index_errors, which counts the checks the outage cost.
        return await self._call(self._index_thread().confirm(entries, owner), checks=0)

    async def find(self, fingerprint: int) -> list[Match]:
        return await self._call(self._index_thread().find(fingerprint))

    # The site memory's stored lines (runtime/site_store.py), which handles their
    # failures itself: they are no duplicate check, and no outage of the checks.
    async def load_site_lines(self, host: str, limit: int) -> list[SiteLine]:
        return await self._index_thread().load_site_lines(host, limit)

    async def save_site_lines(self, lines: list[SiteLine], max_per_host: int,
                              max_total: int) -> None:
        await self._index_thread().save_site_lines(lines, max_per_host, max_total)

    async def _call(self, call: Awaitable[T], at_start: bool = False, checks: int = 1) -> T:
        """Await an index call; turn its failures (a missed deadline included) into
        IndexCallFailed.

        At start, a ValueError (a layout or namespace the database refuses) stops the
        crawl with its message. Mid-crawl every failure fails open: an item is never
        lost to an error the index raises for it (a key it cannot encode, say).
        """
        try:
            result = await call
        except Exception as exc:
            if at_start and isinstance(exc, (ValueError, TypeError)):
                raise
            self._failed(exc, checks)
        if self._outage_reason is not None:
            logger.warning(
                "SimHash index %(url)s answers again; duplicate checks resume",
                {"url": mask_password(self.url)},
            )
            self._outage_reason = None
        return result

    def _failed(self, exc: BaseException, checks: int = 1) -> NoReturn:
        """Count (per failed check) and log (once per outage) an index failure, then
        raise IndexCallFailed."""
        if checks:
            self.stats.inc_value("simhash/index_errors", checks)
        reason = scrub(f"{type(exc).__name__}: {exc}".splitlines()[0][:300], self.url)
        reason += _hint(str(exc))
        if self._outage_reason is None:
            logger.warning(
                "SimHash index %(url)s unavailable (%(reason)s); items are %(policy)s "
                "until it answers again",
                {"url": mask_password(self.url), "reason": reason,
                 "policy": _POLICY_WORDS[self.config.on_index_error]},
                # A database fault is explained by its reason; a traceback would only
                # bury it. Anything else is a bug worth its traceback.
                exc_info=None if is_database_fault(exc) else exc,
            )
            if logger.isEnabledFor(logging.DEBUG):  # drivers may quote the connection string
                trace = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
                logger.debug("SimHash index failure: %(trace)s",
                             {"trace": scrub(trace, self.url)})
        self._outage_reason = reason
        raise IndexCallFailed(reason) from exc


_POLICY_WORDS = {"keep": "kept", "drop": "dropped", "pause": "held and the crawl paused"}


# SQLite's own words for a read-only file or directory are easy to misread.
_SQLITE_HINTS = {
    "unable to open database file": "the SQLite file's directory must exist and be writable "
                                    "(WAL mode keeps -wal and -shm files beside it)",
    "readonly database": "the SQLite file and its directory must be writable",
    "file is not a database": "the file is not an SQLite database (damaged or another "
                              "file); point SIMHASH_DATABASE_URL elsewhere, it is not "
                              "overwritten",
    "database or disk is full": "free disk space; checks resume by themselves",
    "disk I/O error": "is the disk full or failing? checks resume once writes succeed",
}


def _hint(message: str) -> str:
    for needle, hint in _SQLITE_HINTS.items():
        if needle in message:
            return f"; {hint}"
    return ""
