"""Item pipeline: drop (or tag) items whose text is a near-duplicate of a stored one."""

from __future__ import annotations

import logging
import uuid
from collections.abc import Coroutine
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any

from itemadapter import ItemAdapter
from scrapy.exceptions import NotConfigured
from scrapy.pipelines import ItemPipelineManager
from scrapy.utils.defer import deferred_from_coro, maybe_deferred_to_future
from scrapy.utils.job import job_dir

from scrapy_simhash.exceptions import NearDuplicateItem, UncheckedItem
from scrapy_simhash.fingerprint.bits import fingerprint_hex
from scrapy_simhash.fingerprint.page import field_text
from scrapy_simhash.index.keys import storable_key
from scrapy_simhash.index.ownership import new_run_owner, same_job
from scrapy_simhash.middleware import ResponseFingerprinter
from scrapy_simhash.runtime.confirmations import Confirmations
from scrapy_simhash.runtime.gateway import IndexCallFailed, IndexGateway
from scrapy_simhash.settings import SimHashConfig, log_mode
from scrapy_simhash.spidermiddleware import PageFingerprint, PageRecorder, origins_for

if TYPE_CHECKING:
    from scrapy import Spider
    from scrapy.crawler import Crawler

    from scrapy_simhash.index import Match

logger = logging.getLogger(__name__)


class SimHashPipeline:
    def __init__(self, crawler: Crawler, config: SimHashConfig) -> None:
        self.crawler = crawler
        self.config = config
        self.stats = crawler.stats
        self.gateway = IndexGateway.for_crawler(crawler)
        self.origins = origins_for(crawler)
        # Listed alone (or with one middleware), the pipeline sees pages itself.
        components = config.components
        self.pages = (None if components.downloader_middleware and components.spider_middleware
                      else PageRecorder(crawler, config))
        # An item's own text is fingerprinted by the crawl's workers, off the reactor.
        self.text_fingerprinter = (ResponseFingerprinter.for_crawler(crawler)
                                   if config.text_field is not None else None)
        self._logged_first_duplicate = False
        self._paused_engine = False  # whether this pipeline paused the engine
        # Who stores this run's entries: the run, within its job when it can be resumed
        # (JOBDIR). Entries are confirmed once their items are scraped.
        self._owner = new_run_owner(None)
        self._confirmations = Confirmations(crawler, self.gateway, self._owner)
        self._opened_at = datetime.now(timezone.utc)

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> SimHashPipeline:
        config = SimHashConfig.for_crawler(crawler)
        if not config.enabled:
            raise NotConfigured("SIMHASH_ENABLED is off")
        log_mode(config)
        return cls(crawler, config)

    def open_spider(self, spider: Spider | None = None) -> Any:
        return _awaitable_by_scrapy(self._open())

    async def _open(self) -> None:
        self._owner = new_run_owner(_resumable_job_id(self.crawler))
        self._confirmations.owner = self._owner
        self._opened_at = datetime.now(timezone.utc)
        await self.gateway.open()

    def close_spider(self, spider: Spider | None = None) -> Any:
        return _awaitable_by_scrapy(self._close())

    async def _close(self) -> None:
        await self._confirmations.flush_all()
        await self.gateway.close()
        self._report_unmatched_items()
        if self.pages is not None and not self.config.components.spider_middleware:
            self.stats.set_value("simhash/pages_waiting_peak", self.pages.links.peak)

    def _report_unmatched_items(self) -> None:
        # Items are linked to their page by identity: an item that reached this pipeline
        # as another object went unchecked (counted in simhash/no_text) and its record
        # stayed behind. Said at close, when every item has left the pipelines.
        unmatched = self.origins.unclaimed()
        if not unmatched:
            return
        self.stats.set_value("simhash/items_unmatched", unmatched)
        logger.warning(
            "SimHash: %(count)d items from fingerprinted pages reached SimHashPipeline as "
            "other objects and were not checked: a pipeline ordered before it returns a "
            "new item instead of the one it was given (return that one, order "
            "SimHashPipeline first, or set SIMHASH_TEXT_FIELD)",
            {"count": unmatched},
        )

    async def process_item(self, item: Any, spider: Spider | None = None) -> Any:
        adapter = ItemAdapter(item)
        page = self._page_of(item, adapter)
        fingerprint, title = await self._fingerprint(adapter, page)
        if fingerprint is None:
            self.stats.inc_value("simhash/no_text")
            if page is None and not self.config.components.spider_middleware:
                self.stats.inc_value("simhash/no_page")  # its URL field named no page seen
            return item
        key = storable_key(adapter.get(self.config.key_field) or (page.url if page else ""))
        self.stats.inc_value("simhash/checked")
        try:
            match = await self.gateway.check_and_add(fingerprint, key, self._owner, title)
        except IndexCallFailed as exc:
            # The outage itself was logged once at WARNING by the gateway.
            logger.debug("SimHash: %(key)s not checked, index unavailable (%(policy)s)",
                         {"key": key, "policy": self.config.on_index_error})
            if self.config.on_index_error == "pause":
                match = await self._pause_until_checked(fingerprint, key, title, exc)
            elif self.config.on_index_error == "keep":
                self.stats.inc_value("simhash/kept_unchecked")
                return item
            else:
                self.stats.inc_value("simhash/dropped_unchecked")
                raise UncheckedItem(f"SimHash index unavailable: {exc}") from exc
        if match is not None and match.guarded:
            self._log_guarded(key, match)
            match = None
        if match is None:
            self.stats.inc_value("simhash/stored")
            self._confirmations.stored(item, fingerprint, key)
            return item
        if self._stored_before_restart(match, key):
            # This job stored the page, then was killed before the item surely left
            # (feed exports buffer): it is this item itself, not a duplicate of another.
            self.stats.inc_value("simhash/kept_after_restart")
            return item
        return self._handle_duplicate(item, adapter, key, match)

    async def _pause_until_checked(self, fingerprint: int, key: str, title: str | None,
                                   failure: IndexCallFailed) -> Match | None:
        """Hold the item and pause the crawl until the index answers for it.

        ``SIMHASH_ON_INDEX_ERROR = "pause"``: no item leaves unchecked. If the crawl is
        shut down meanwhile, the item is dropped (its check could not be done).
        """
        engine = self.crawler.engine
        if engine is not None and not engine.paused:
            engine.pause()
            self._paused_engine = True
            self.stats.inc_value("simhash/pauses")
            logger.warning("SimHash: crawl paused until the index answers; retrying every "
                           "%(interval)gs (SIMHASH_ON_INDEX_ERROR = pause)",
                           {"interval": self.config.retry_interval})
        while True:
            await _sleep(self.config.retry_interval)
            if _closing(engine):
                self.stats.inc_value("simhash/dropped_unchecked")
                raise UncheckedItem(
                    f"SimHash index unavailable while the crawl closed: {failure}")
            try:
                match = await self.gateway.check_and_add(fingerprint, key, self._owner, title)
            except IndexCallFailed as exc:
                failure = exc
                continue
            if engine is not None and self._paused_engine:
                self._paused_engine = False
                engine.unpause()
                logger.info("SimHash: the index answers again; crawl resumed")
            return match

    def _stored_before_restart(self, match: Match, key: str) -> bool:
        # A confirmed entry too: the feed export may have lost the item in its buffer.
        return (same_job(match.item_id, self._owner) and match.key == key
                and match.stored_at < self._opened_at)

    def _page_of(self, item: Any, adapter: ItemAdapter) -> PageFingerprint | None:
        if self.config.components.spider_middleware:
            return self.origins.take(item)
        assert self.pages is not None  # without the spider middleware there is a recorder
        return self.pages.links.find(adapter.get(self.config.key_field))

    async def _fingerprint(self, adapter: ItemAdapter,
                           page: PageFingerprint | None) -> tuple[int | None, str | None]:
        """The item's fingerprint and title signature (None: no title guard)."""
        field = self.config.text_field
        if field is not None:
            text = field_text(adapter.get(field))
            if text is not None and len(text.strip()) >= max(self.config.min_text_length, 1):
                assert self.text_fingerprinter is not None  # made when a text field is set
                fingerprint = await self.text_fingerprinter.text(text)
                if fingerprint is not None:
                    return fingerprint, None
        if page is None or page.claimed:
            # The page's fingerprint stands for the first item taken from it only: other
            # items of a listing page would otherwise be "duplicates" of the first.
            return None, None
        page.claimed = True
        fingerprint = await page.result()
        return fingerprint, page.title if fingerprint is not None else None

    def _handle_duplicate(self, item: Any, adapter: ItemAdapter, key: str, match: Match) -> Any:
        self.stats.inc_value("simhash/duplicates")
        self.stats.inc_value(f"simhash/distance/{match.distance}")
        self._log_duplicate(key, match)
        if self.config.action == "tag":
            try:
                adapter[self.config.tag_field] = {
                    "key": match.key,
                    "distance": match.distance,
                    # An int as Match.fingerprint is; hex beside it, as the tools print it.
                    "fingerprint": match.fingerprint,
                    "fingerprint_hex": fingerprint_hex(match.fingerprint),
                }
            except KeyError:
                # Kept unmarked: the user asked to keep duplicates. Said once, counted always.
                first = not self.stats.get_value("simhash/tag_field_missing")
                self.stats.inc_value("simhash/tag_field_missing")
                logger.log(
                    self.config.repeat_level(first, logging.WARNING),
                    "SimHash: cannot tag %(key)s: the item has no field %(field)r; add it "
                    "to the item class or set SIMHASH_TAG_FIELD (duplicates pass on "
                    "unmarked; simhash/tag_field_missing counts them)",
                    {"key": key, "field": self.config.tag_field},
                )
                return item
            self.stats.inc_value("simhash/tagged")
            return item
        self.stats.inc_value("simhash/dropped")
        raise NearDuplicateItem(
            f"near-duplicate (distance {match.distance}) of {match.key}", log_level="DEBUG"
        )

    def _log_guarded(self, key: str, match: Match) -> None:
        first = not self.stats.get_value("simhash/guarded")
        self.stats.inc_value("simhash/guarded")
        logger.log(
            self.config.repeat_level(first),
            "SimHash: %(key)s kept: its text is within distance %(distance)d of %(original)s, "
            "but the two pages of one site have other headlines, and texts that say nothing "
            "of what sets them apart (a block the site repeats, not the same article; "
            "SIMHASH_TITLE_GUARD)%(more)s",
            {"key": key, "distance": match.distance, "original": match.key,
             "more": "" if (self.config.debug or not first)
             else " (further ones are logged at DEBUG; set SIMHASH_DEBUG to log all at INFO)"},
            extra={"spider": self.crawler.spider},
        )

    def _log_duplicate(self, key: str, match: Match) -> None:
        first, self._logged_first_duplicate = not self._logged_first_duplicate, True
        if key and key == match.key:
            # The same key again (a second crawl of the page): naming it twice says nothing.
            message = "SimHash: %(key)s is already stored (distance %(distance)d, since %(since)s)"
        else:
            message = "SimHash: %(key)s is a near-duplicate (distance %(distance)d) of %(original)s"
        logger.log(
            self.config.repeat_level(first), message + "%(more)s",
            {"key": key or "<item without key>", "distance": match.distance,
             "original": match.key, "since": match.stored_at.isoformat(timespec="seconds"),
             "more": "" if (self.config.debug or not first)
             else " (further near-duplicates are logged at DEBUG; set SIMHASH_DEBUG to log all "
                  "at INFO)"},
            extra={"spider": self.crawler.spider},
        )


def _awaitable_by_scrapy(hook: Coroutine[Any, Any, None]) -> Any:
    """The open/close hook's result in the form this Scrapy waits for.

    Scrapy awaits coroutine ``open_spider``/``close_spider`` from 2.14 (which added
    ``ItemPipelineManager.open_spider_async``) and deprecates Deferreds there; 2.11-2.13
    wait only for a Deferred and would leave a coroutine never awaited.
    """
    if hasattr(ItemPipelineManager, "open_spider_async"):
        return hook
    return deferred_from_coro(hook)


async def _sleep(seconds: float) -> None:
    from twisted.internet import reactor
    from twisted.internet.task import deferLater

    await maybe_deferred_to_future(deferLater(reactor, seconds, lambda: None))


def _closing(engine: Any) -> bool:
    """True once the crawl is shutting down: a held item would block the close forever."""
    if engine is None or not engine.running:
        return True
    slot = getattr(engine, "_slot", None)  # private; a close_spider() call sets .closing
    return slot is None or getattr(slot, "closing", None) is not None


def _resumable_job_id(crawler: Crawler) -> str | None:
    """An id kept in ``JOBDIR`` for the life of a resumable crawl job, else None."""
    directory = job_dir(crawler.settings)
    if directory is None:
        return None
    path = Path(directory) / "simhash_job_id"
    if path.exists():
        return path.read_text(encoding="ascii").strip()
    job = f"job:{uuid.uuid4().hex}"
    path.write_text(job, encoding="ascii")
    return job
