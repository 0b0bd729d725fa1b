"""Downloader middleware: extract the main content of HTML responses and fingerprint it.

The text and fingerprint go into ``request.meta`` (so ``response.meta`` in the
callback) under ``simhash_text`` and ``simhash``, the title signature the pipeline's
title guard compares under ``simhash_title``. Opt-in, a response whose page
is a near-duplicate of a stored one is ignored before the spider parses it.
"""

from __future__ import annotations

import codecs
import logging
import weakref
from typing import TYPE_CHECKING, NamedTuple

from scrapy import signals
from scrapy.exceptions import IgnoreRequest, NotConfigured
from scrapy.http import HtmlResponse
from w3lib.encoding import http_content_type_encoding

from scrapy_simhash.extract.site_memory import SiteMemory
from scrapy_simhash.index.guard import title_guarded
from scrapy_simhash.runtime.early_start import crawl_is_starting
from scrapy_simhash.runtime.gateway import IndexCallFailed, IndexGateway
from scrapy_simhash.runtime.site_store import SiteMemoryStore
from scrapy_simhash.runtime.workers import PageFingerprinter, WorkerCrashed
from scrapy_simhash.settings import SimHashConfig, log_mode

if TYPE_CHECKING:
    from scrapy import Request, Spider
    from scrapy.crawler import Crawler
    from scrapy.http import Response

logger = logging.getLogger(__name__)

META_FINGERPRINT = "simhash"
META_TEXT = "simhash_text"
# The page's title signature, for the pipeline's title guard (fingerprint/title.py).
META_TITLE = "simhash_title"
META_SKIP = "simhash_skip"
META_IGNORE_DUPLICATES = "simhash_ignore_duplicates"

# Control bytes that never occur in text (tab, newlines, form feed and ESC excluded).
_CONTROL_BYTES = bytes(c for c in range(32) if c not in b"\t\n\r\x0c\x1b")
_WIDE_BOMS = (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)  # UTF-32's start with these too
_WIDE_UTFS = ("utf16", "utf32")
# ``extract_text`` reads the first ``MAX_HTML_CHARS * 4`` bytes of a body and no more.
# Cutting there before the pipe keeps a 1 GiB (decompressed) body out of the worker and
# gives extraction the very bytes it would have read.
MAX_BODY_BYTES = 16_000_000


def extraction_input(body: bytes) -> bytes:
    """The part of ``body`` extraction reads."""
    return body if len(body) <= MAX_BODY_BYTES else body[:MAX_BODY_BYTES]


def declared_charset(response: HtmlResponse) -> str | None:
    """The encoding the response was built with, else its ``Content-Type`` charset."""
    explicit = getattr(response, "_encoding", None)  # TextResponse(encoding=...)
    if explicit:
        return str(explicit)
    content_type = response.headers.get(b"Content-Type")
    if not content_type:
        return None
    return http_content_type_encoding(content_type.decode("latin-1"))


def looks_binary(body: bytes, encoding: str | None = None, sample: int = 8192) -> bool:
    """True for bodies whose first bytes hold NULs or more than 1% control bytes, unless
    a byte-order mark or the declared ``encoding`` says UTF-16/32 (text full of NULs)."""
    head = body[:sample]
    if not head or head.startswith(_WIDE_BOMS):
        return False
    if encoding and encoding.lower().replace("-", "").replace("_", "").startswith(_WIDE_UTFS):
        return False
    controls = len(head) - len(head.translate(None, _CONTROL_BYTES))
    return b"\x00" in head or controls * 100 > len(head)


class Fingerprinted(NamedTuple):
    text: str | None
    fingerprint: int | None
    title: str | None = None  # title signature for the guard


class ResponseFingerprinter:
    """One crawler's page fingerprinting: the downloader middleware's, or the pipeline's
    when it works without that middleware. One set of worker processes per crawler,
    started early, closed when the spider closes."""

    def __init__(self, crawler: Crawler, config: SimHashConfig) -> None:
        self.config = config
        self.stats = crawler.stats
        self.workers = PageFingerprinter(config.workers, config.fingerprint_function)
        # One memory per crawl, in this process, so every worker's pages teach it.
        self.site_memory = (
            SiteMemory(max_distance=config.max_distance, max_lines=config.site_memory_lines)
            if config.site_memory else None)
        # Its lines kept in the index database between crawls (SIMHASH_SITE_MEMORY_PERSIST).
        self.site_store = (
            SiteMemoryStore(self.site_memory, IndexGateway.for_crawler(crawler), crawler.stats)
            if self.site_memory is not None and config.site_memory_persist else None)

    @classmethod
    def for_crawler(cls, crawler: Crawler) -> ResponseFingerprinter:
        fingerprinter = _FINGERPRINTERS.get(crawler)
        if fingerprinter is None:
            fingerprinter = _FINGERPRINTERS[crawler] = cls(crawler,
                                                           SimHashConfig.for_crawler(crawler))
            if crawl_is_starting(crawler):
                fingerprinter.workers.start()
            crawler.signals.connect(fingerprinter.spider_opened, signal=signals.spider_opened)
            crawler.signals.connect(fingerprinter.spider_closed, signal=signals.spider_closed)
        return fingerprinter

    async def spider_opened(self, spider: Spider) -> None:
        self.workers.start()
        if self.site_store is not None:
            await self.site_store.open()

    async def spider_closed(self, spider: Spider) -> None:
        self.workers.close()
        if self.site_store is not None:
            await self.site_store.close()

    def wanted(self, request: Request, response: Response) -> bool:
        """Whether the response is an HTML page to fingerprint (counts binary bodies)."""
        if request.meta.get(META_SKIP) or not isinstance(response, HtmlResponse):
            return False
        if looks_binary(response.body, declared_charset(response)):
            # Images, PDFs and archives served as text/html: nothing to fingerprint.
            self.stats.inc_value("simhash/binary_responses")
            logger.debug("SimHash: %(url)s is binary, not fingerprinted", {"url": response.url})
            return False
        return True

    async def page(self, response: HtmlResponse) -> Fingerprinted:
        """The page's main text and fingerprint (None for one too weak to use), and its
        title signature (None without a fingerprint, or with SIMHASH_TITLE_GUARD off).
        Failures are logged and counted, never raised: the page passes unfingerprinted."""
        try:
            # The raw body, not ``response.text``: bytes cross the pipe without being
            # encoded again, and the worker decodes them (see ``decode_html``).
            memory = self.site_memory
            if self.site_store is not None:
                await self.site_store.before_page(response.url)
            result = await self.workers(
                extraction_input(response.body), declared_charset(response), response.url,
                memory.known(response.url) if memory is not None else None)
        except WorkerCrashed as exc:
            self.stats.inc_value("simhash/worker_crashes")
            logger.warning("SimHash: the worker process died on %(url)s (%(reason)s); the page "
                           "is not fingerprinted", {"url": response.url, "reason": exc})
            return Fingerprinted(None, None)
        except Exception:  # extract_text promises not to raise; a crawl must survive if it does
            self.stats.inc_value("simhash/extraction_errors")
            logger.warning("SimHash: extraction failed for %(url)s", {"url": response.url},
                           exc_info=True)
            return Fingerprinted(None, None)
        text, fingerprint = result.text, result.fingerprint
        if memory is not None:
            memory.record(response.url, result.line_keys, result.page_key)
            if self.site_store is not None:
                self.site_store.after_page()
            if result.site_lines_removed:
                self.stats.inc_value("simhash/site_lines_removed")
        if result.fallback:
            # The first choice was empty or far shorter than the page's running prose.
            self.stats.inc_value("simhash/extraction_fallback")
        if fingerprint is None:
            self.stats.inc_value("simhash/extraction_empty")
            logger.debug("SimHash: no main content in %(url)s", {"url": response.url})
            return Fingerprinted(text, None)
        if len(text) < self.config.min_text_length:
            self.stats.inc_value("simhash/text_too_short")
            return Fingerprinted(text, None)
        self.stats.inc_value("simhash/responses_fingerprinted")
        return Fingerprinted(text, fingerprint, result.title if self.config.title_guard else None)

    async def text(self, text: str) -> int | None:
        """Fingerprint of an item's own text, in a worker; None when it has no tokens or
        the worker failed (logged and counted: the item then uses its page)."""
        try:
            return await self.workers.text(text)
        except WorkerCrashed as exc:
            self.stats.inc_value("simhash/worker_crashes")
            logger.warning("SimHash: the worker process died on an item's text (%(reason)s); "
                           "it is not fingerprinted", {"reason": exc})
        except Exception:  # fingerprinting promises not to raise; a crawl must survive
            self.stats.inc_value("simhash/extraction_errors")
            logger.warning("SimHash: fingerprinting an item's text failed", exc_info=True)
        return None


_FINGERPRINTERS: weakref.WeakKeyDictionary[Crawler, ResponseFingerprinter] = (
    weakref.WeakKeyDictionary())


class SimHashDownloaderMiddleware:
    def __init__(self, crawler: Crawler, config: SimHashConfig) -> None:
        self.crawler = crawler
        self.config = config
        self.stats = crawler.stats
        self.gateway = IndexGateway.for_crawler(crawler)
        self.fingerprinter = ResponseFingerprinter.for_crawler(crawler)

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> SimHashDownloaderMiddleware:
        config = SimHashConfig.for_crawler(crawler)
        if not config.enabled:
            raise NotConfigured("SIMHASH_ENABLED is off")
        middleware = cls(crawler, config)
        if not config.components.pipeline:
            log_mode(config)  # otherwise the pipeline says it
        crawler.signals.connect(middleware.spider_opened, signal=signals.spider_opened)
        crawler.signals.connect(middleware.spider_closed, signal=signals.spider_closed)
        return middleware

    async def spider_opened(self, spider: Spider) -> None:
        await self.gateway.open()

    async def spider_closed(self, spider: Spider) -> None:
        await self.gateway.close()

    async def process_response(
        self, request: Request, response: Response, spider: Spider | None = None
    ) -> Response:
        # A spider may build requests with its page's meta (``meta=response.meta``): a
        # fingerprint found there belongs to that page, and a response this method does
        # not fingerprint (JSON, PDF, skipped) must not pass it on to its items.
        for name in (META_FINGERPRINT, META_TEXT, META_TITLE):
            request.meta.pop(name, None)
        if not self.fingerprinter.wanted(request, response):
            return response
        assert isinstance(response, HtmlResponse)  # wanted() says so
        fingerprint = await self.fingerprint_response(request, response)
        wants_ignore = request.meta.get(
            META_IGNORE_DUPLICATES, self.config.ignore_duplicate_responses
        )
        if fingerprint is not None and wants_ignore:
            await self._ignore_if_duplicate(response, fingerprint, request.meta.get(META_TITLE))
        return response

    async def fingerprint_response(self, request: Request, response: HtmlResponse) -> int | None:
        """Store the page's main text and fingerprint in ``request.meta``; return the latter."""
        request.meta[META_FINGERPRINT] = None
        text, fingerprint, title = await self.fingerprinter.page(response)
        if text is not None:
            request.meta[META_TEXT] = text
        if title is not None:
            request.meta[META_TITLE] = title
        request.meta[META_FINGERPRINT] = fingerprint
        return fingerprint

    async def _ignore_if_duplicate(self, response: Response, fingerprint: int,
                                   title: str | None) -> None:
        try:
            matches = await self.gateway.find(fingerprint)
        except IndexCallFailed:
            return  # fail-open: the gateway has logged and counted it
        # A pending entry may stand for an item that never leaves a dead run: only
        # confirmed ones justify not parsing a page (the pipeline judges the rest). A
        # title-guarded one is a different article of the same site.
        matches = [match for match in matches if match.confirmed
                   and not title_guarded(response.url, title, match.key, match.title)]
        if matches:
            nearest = matches[0]
            first = not self.stats.get_value("simhash/responses_ignored")
            self.stats.inc_value("simhash/responses_ignored")
            logger.log(
                self.config.repeat_level(first),
                "SimHash: ignoring %(url)s, near-duplicate (distance %(distance)d) of %(key)s",
                {"url": response.url, "distance": nearest.distance, "key": nearest.key},
            )
            raise IgnoreRequest(
                f"near-duplicate (distance {nearest.distance}) of {nearest.key}"
            )
