"""Downloader middleware: extract the main content of HTML responses and fingerprint it.

The text and fingerprint go into ``request.meta`` (so ``response.meta`` in the
callback) under ``simhash_text`` and ``simhash``. Opt-in, a response whose page
is a near-duplicate of a stored one is ignored before the spider parses it.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from scrapy import signals
from scrapy.exceptions import IgnoreRequest, NotConfigured
from scrapy.http import HtmlResponse
from scrapy.utils.defer import deferred_from_coro

from scrapy_simhash._config import SimHashConfig
from scrapy_simhash._gateway import IndexGateway, IndexUnavailable
from scrapy_simhash._origins import META_FINGERPRINT, META_TEXT

if TYPE_CHECKING:
    from scrapy import Request, Spider
    from scrapy.crawler import Crawler
    from scrapy.http import Response

logger = logging.getLogger(__name__)

META_SKIP = "simhash_skip"
META_IGNORE_DUPLICATES = "simhash_ignore_duplicates"


class SimHashDownloaderMiddleware:
    def __init__(self, crawler: Crawler, config: SimHashConfig) -> None:
        self.crawler = crawler
        self.config = config
        self.stats = crawler.stats
        self.gateway = IndexGateway.for_crawler(crawler)

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> SimHashDownloaderMiddleware:
        config = SimHashConfig.from_settings(crawler.settings)
        if not config.enabled:
            raise NotConfigured("SIMHASH_ENABLED is off")
        middleware = cls(crawler, config)
        crawler.signals.connect(middleware.spider_opened, signal=signals.spider_opened)
        crawler.signals.connect(middleware.spider_closed, signal=signals.spider_closed)
        return middleware

    def spider_opened(self, spider: Spider) -> Any:
        return deferred_from_coro(self.gateway.open())

    def spider_closed(self, spider: Spider) -> Any:
        return deferred_from_coro(self.gateway.close())

    async def process_response(
        self, request: Request, response: Response, spider: Spider | None = None
    ) -> Response:
        if request.meta.get(META_SKIP) or not isinstance(response, HtmlResponse):
            return response
        fingerprint = self.fingerprint_response(request, response)
        wants_ignore = request.meta.get(
            META_IGNORE_DUPLICATES, self.config.ignore_duplicate_responses
        )
        if fingerprint is not None and wants_ignore:
            await self._ignore_if_duplicate(response, fingerprint)
        return response

    def fingerprint_response(self, request: Request, response: HtmlResponse) -> int | None:
        """Store the page's main text and fingerprint in ``request.meta``; return the latter."""
        from scrapy_simhash.extract import extract_text
        from scrapy_simhash.fingerprint import simhash

        try:
            text = extract_text(response.text, url=response.url)
        except Exception:  # extract_text promises not to raise; a crawl must survive if it does
            self.stats.inc_value("simhash/extraction_errors")
            logger.warning("SimHash: extraction failed for %(url)s", {"url": response.url},
                           exc_info=True)
            return None
        request.meta[META_TEXT] = text
        if not text.strip():
            self.stats.inc_value("simhash/extraction_empty")
            logger.debug("SimHash: no main content in %(url)s", {"url": response.url})
            request.meta[META_FINGERPRINT] = None
            return None
        if len(text) < self.config.min_text_length:
            self.stats.inc_value("simhash/text_too_short")
            request.meta[META_FINGERPRINT] = None
            return None
        fingerprint = simhash(text)
        request.meta[META_FINGERPRINT] = fingerprint
        self.stats.inc_value("simhash/responses_fingerprinted")
        return fingerprint

    async def _ignore_if_duplicate(self, response: Response, fingerprint: int) -> None:
        try:
            matches = await self.gateway.find(fingerprint)
        except IndexUnavailable:
            return  # fail-open: the gateway has logged and counted it
        if matches:
            nearest = matches[0]
            self.stats.inc_value("simhash/responses_ignored")
            logger.debug(
                "SimHash: ignoring %(url)s, near-duplicate (distance %(distance)d) of %(key)s",
                {"url": response.url, "distance": nearest.distance, "key": nearest.key},
            )
            raise IgnoreRequest(
                f"near-duplicate (distance {nearest.distance}) of {nearest.key}"
            )
