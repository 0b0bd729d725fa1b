"""Spider middleware: remember which fingerprinted page each scraped item came from.

Scrapy hands pipelines the item alone. The spider middleware records, for every item a
callback yields, the fingerprint the downloader middleware computed for that response;
the pipeline takes it back. Entries hold the item itself, so an ``id()`` can never be
reused while its entry exists, and they are removed when the item leaves the pipeline.

Without this middleware the pipeline links items to pages by URL instead
(``PageLinks``), and without the downloader middleware it fingerprints pages itself
(``PageRecorder``): listing the pipeline alone is enough.
"""

from __future__ import annotations

import weakref
from collections import OrderedDict
from collections.abc import AsyncIterator, Iterable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from itemadapter import is_item
from scrapy import signals
from scrapy.exceptions import NotConfigured
from scrapy.http import HtmlResponse
from scrapy.utils.defer import deferred_from_coro, maybe_deferred_to_future
from w3lib.url import canonicalize_url

from scrapy_simhash.middleware import META_FINGERPRINT, META_TITLE, ResponseFingerprinter
from scrapy_simhash.settings import SimHashConfig

if TYPE_CHECKING:
    from scrapy import Request, Spider
    from scrapy.crawler import Crawler
    from scrapy.http import Response
    from twisted.internet.defer import Deferred


@dataclass
class PageFingerprint:
    url: str
    fingerprint: int | None  # None: the page had too little text to fingerprint
    title: str | None = None  # its title signature, for the title guard
    claimed: bool = False  # a page's fingerprint stands for one item only
    # Set while the pipeline fingerprints the page itself (no downloader middleware).
    ready: Deferred[None] | None = None

    async def result(self) -> int | None:
        """The fingerprint, once computed."""
        if self.ready is not None:
            await maybe_deferred_to_future(self.ready)
        return self.fingerprint


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
        """Recorded items never taken, including those let go."""
        return len(self._entries) + self.evicted

    def take(self, item: Any) -> PageFingerprint | None:
        entry = self._entries.pop(id(item), None)  # held, so no other item has its id
        return None if entry is None else entry[1]

    def __len__(self) -> int:
        return len(self._entries)


_ORIGINS: weakref.WeakKeyDictionary[Crawler, ItemOrigins] = weakref.WeakKeyDictionary()
# Pages the pipeline fingerprints itself, by response, for the spider middleware to find.
_RESPONSE_PAGES: weakref.WeakKeyDictionary[Crawler, weakref.WeakKeyDictionary[
    Response, PageFingerprint]] = weakref.WeakKeyDictionary()


def origins_for(crawler: Crawler) -> ItemOrigins:
    return _ORIGINS.setdefault(crawler, ItemOrigins())


def response_pages_for(crawler: Crawler) -> weakref.WeakKeyDictionary[Response, PageFingerprint]:
    return _RESPONSE_PAGES.setdefault(crawler, weakref.WeakKeyDictionary())


def link_key(url: str) -> str:
    """One spelling per page URL: an item's URL field need not match byte for byte."""
    try:
        return canonicalize_url(url, keep_fragments=False)
    except ValueError:  # not a URL w3lib can parse (a bad port, say): kept as it is
        return url


class PageLinks:
    """Recently fingerprinted pages by URL, for items to find their page by their URL
    field when the spider middleware is not listed. At most ``limit`` URLs are kept, the
    oldest let go first: memory stays flat however long the crawl. An item arrives soon
    after its page (the scraper holds a few megabytes of responses at most), so a page
    let go unclaimed had no item, or one that named another URL."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.peak = 0  # the most URLs held at once
        self._pages: OrderedDict[str, PageFingerprint] = OrderedDict()

    def record(self, urls: Iterable[str], page: PageFingerprint) -> None:
        for url in urls:
            key = link_key(url)
            self._pages[key] = page
            self._pages.move_to_end(key)  # a page fetched again replaces its old entry
        while len(self._pages) > self.limit:
            self._pages.popitem(last=False)
        self.peak = max(self.peak, len(self._pages))

    def find(self, url: Any) -> PageFingerprint | None:
        if not isinstance(url, str) or not url.strip():
            return None
        return self._pages.get(link_key(url.strip()))

    def __len__(self) -> int:
        return len(self._pages)


def page_urls(request: Request, response: Response) -> list[str]:
    """The response URL and every URL of the request's redirect chain."""
    urls = [response.url, request.url]
    urls.extend(url for url in request.meta.get("redirect_urls", ()) if isinstance(url, str))
    return list(dict.fromkeys(urls))


class PageRecorder:
    """The pipeline's view of pages when a middleware is not listed: on Scrapy's
    ``response_received`` signal it fingerprints HTML responses itself (with the crawler's
    shared worker processes) unless the downloader middleware did, and records each page
    by URL unless the spider middleware links items to it."""

    def __init__(self, crawler: Crawler, config: SimHashConfig) -> None:
        self.crawler = crawler
        self.components = config.components
        self.links = PageLinks(config.max_waiting_pages)
        self.response_pages = response_pages_for(crawler)
        self.fingerprinter = (None if self.components.downloader_middleware
                              else ResponseFingerprinter.for_crawler(crawler))
        crawler.signals.connect(self.response_received, signal=signals.response_received)

    def response_received(self, response: Response, request: Request,
                          spider: Spider | None = None, **kwargs: Any) -> None:
        if spider is not None and self.crawler.spider is not None \
                and spider is not self.crawler.spider:
            return  # a response of another crawl
        if self.fingerprinter is None:  # the downloader middleware fingerprinted it
            if META_FINGERPRINT not in request.meta:
                return
            page = PageFingerprint(url=response.url, fingerprint=request.meta[META_FINGERPRINT],
                                   title=request.meta.get(META_TITLE))
        else:
            if not self.fingerprinter.wanted(request, response):
                return
            assert isinstance(response, HtmlResponse)  # wanted() says so
            page = PageFingerprint(url=response.url, fingerprint=None)
            page.ready = deferred_from_coro(self._fingerprint(page, response))
        if self.components.spider_middleware:
            self.response_pages[response] = page
        else:
            self.links.record(page_urls(request, response), page)

    async def _fingerprint(self, page: PageFingerprint, response: HtmlResponse) -> None:
        assert self.fingerprinter is not None
        _, page.fingerprint, page.title = await self.fingerprinter.page(response)


class SimHashSpiderMiddleware:
    def __init__(self, crawler: Crawler) -> None:
        self.origins = origins_for(crawler)
        self.response_pages = response_pages_for(crawler)

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
        self.origins.take(item)

    def _page(self, response: Response) -> PageFingerprint | None:
        fingerprinted_here = self.response_pages.get(response)
        if fingerprinted_here is not None:  # no downloader middleware: the pipeline did it
            return fingerprinted_here
        try:
            meta = response.meta
        except AttributeError:  # a response not tied to a request carries no meta
            return None
        if META_FINGERPRINT not in meta:
            return None
        return PageFingerprint(url=response.url, fingerprint=meta[META_FINGERPRINT],
                               title=meta.get(META_TITLE))

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
