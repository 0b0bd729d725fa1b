"""Spider middleware: remember which fingerprinted page each scraped item came from.

Scrapy hands pipelines the item alone. The spider middleware records, for every item a
callback yields, the fingerprint the downloader middleware computed for that response;
the pipeline takes it back. Entries hold the item itself, so an ``id()`` can never be
reused while its entry exists, and they are removed when the item leaves the pipeline.
"""

from __future__ import annotations

import weakref
from collections.abc import AsyncIterator, Iterable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from itemadapter import is_item
from scrapy import signals
from scrapy.exceptions import NotConfigured

from scrapy_simhash.middleware import META_FINGERPRINT
from scrapy_simhash.settings import SimHashConfig

if TYPE_CHECKING:
    from scrapy import Spider
    from scrapy.crawler import Crawler
    from scrapy.http import Response



@dataclass
class PageFingerprint:
    url: str
    fingerprint: int | None  # None: the page had too little text to fingerprint
    claimed: bool = False  # a page's fingerprint stands for one item only


# Items between the spider and the pipeline are few (CONCURRENT_ITEMS per response, a
# few responses at a time). More entries than this means items reach the pipeline as
# other objects (an earlier pipeline returns a copy); the oldest are then let go.
MAX_RECORDED = 10_000


@dataclass
class ItemOrigins:
    _entries: dict[int, tuple[Any, PageFingerprint]] = field(default_factory=dict)
    evicted: int = 0  # entries let go unclaimed, to bound memory

    def record(self, item: Any, page: PageFingerprint) -> None:
        self._entries[id(item)] = (item, page)
        if len(self._entries) > MAX_RECORDED:
            del self._entries[next(iter(self._entries))]  # the oldest: dicts keep order
            self.evicted += 1

    def unclaimed(self) -> int:
        """Recorded items never taken nor forgotten, including those let go."""
        return len(self._entries) + self.evicted

    def take(self, item: Any) -> PageFingerprint | None:
        entry = self._entries.pop(id(item), None)
        if entry is None or entry[0] is not item:
            return None
        return entry[1]

    def forget(self, item: Any) -> None:
        entry = self._entries.get(id(item))
        if entry is not None and entry[0] is item:
            del self._entries[id(item)]

    def __len__(self) -> int:
        return len(self._entries)


_ORIGINS: weakref.WeakKeyDictionary[Crawler, ItemOrigins] = weakref.WeakKeyDictionary()


def origins_for(crawler: Crawler) -> ItemOrigins:
    origins = _ORIGINS.get(crawler)
    if origins is None:
        origins = _ORIGINS[crawler] = ItemOrigins()
    return origins


class SimHashSpiderMiddleware:
    def __init__(self, crawler: Crawler) -> None:
        self.origins = origins_for(crawler)

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> SimHashSpiderMiddleware:
        if not SimHashConfig.for_crawler(crawler).enabled:
            raise NotConfigured("SIMHASH_ENABLED is off")
        middleware = cls(crawler)
        # An item dropped or failed before reaching our pipeline must not stay recorded.
        for signal in (signals.item_dropped, signals.item_error, signals.item_scraped):
            crawler.signals.connect(middleware._forget, signal=signal)
        return middleware

    def _forget(self, item: Any, **kwargs: Any) -> None:
        self.origins.forget(item)

    def _page(self, response: Response) -> PageFingerprint | None:
        try:
            meta = response.meta
        except AttributeError:  # a response not tied to a request carries no meta
            return None
        if META_FINGERPRINT not in meta:
            return None
        return PageFingerprint(url=response.url, fingerprint=meta[META_FINGERPRINT])

    def process_spider_output(
        self, response: Response, result: Iterable[Any], spider: Spider | None = None
    ) -> Iterator[Any]:
        page = self._page(response)
        for output in result:
            if page is not None and is_item(output):
                self.origins.record(output, page)
            yield output

    async def process_spider_output_async(
        self, response: Response, result: AsyncIterator[Any], spider: Spider | None = None
    ) -> AsyncIterator[Any]:
        page = self._page(response)
        async for output in result:
            if page is not None and is_item(output):
                self.origins.record(output, page)
            yield output
