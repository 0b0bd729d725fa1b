"""Spider middleware: remember which fingerprinted page each scraped item came from."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterable, Iterator
from typing import TYPE_CHECKING, Any

from itemadapter import is_item
from scrapy import signals
from scrapy.exceptions import NotConfigured

from scrapy_simhash._config import SimHashConfig
from scrapy_simhash._origins import META_FINGERPRINT, PageFingerprint, origins_for

if TYPE_CHECKING:
    from scrapy import Spider
    from scrapy.crawler import Crawler
    from scrapy.http import Response


class SimHashSpiderMiddleware:
    def __init__(self, crawler: Crawler) -> None:
        self.origins = origins_for(crawler)

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> SimHashSpiderMiddleware:
        if not SimHashConfig.from_settings(crawler.settings).enabled:
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
