"""Crawl the local news sites like a real news spider: index pages -> article pages."""

from __future__ import annotations

from typing import Any

import scrapy
from scrapy import signals

from example_project.localsite import LocalSite


class NewsSpider(scrapy.Spider):
    name = "news"

    @classmethod
    def from_crawler(cls, crawler: Any, *args: Any, **kwargs: Any) -> NewsSpider:
        spider = super().from_crawler(crawler, *args, **kwargs)
        crawler.signals.connect(spider._stop_site, signal=signals.spider_closed)
        return spider

    async def start(self):  # type: ignore[override]
        for request in self.start_requests():
            yield request

    def start_requests(self):
        # What Scrapy before 2.13 calls (later ones call start()).
        self.site = LocalSite().start()
        self.logger.info("Serving the example sites at %s", self.site.url)
        yield scrapy.Request(self.site.url, callback=self.parse_portal)

    def _stop_site(self) -> None:
        site = getattr(self, "site", None)
        if site is not None:
            site.stop()

    def parse_portal(self, response: scrapy.http.Response):
        for href in response.css("a.site::attr(href)").getall():
            yield response.follow(href, callback=self.parse_section)

    def parse_section(self, response: scrapy.http.Response):
        for href in response.css("a[rel=article]::attr(href)").getall():
            yield response.follow(href, callback=self.parse_article)

    def parse_article(self, response: scrapy.http.Response):
        # No text field: scrapy-simhash fingerprints the page's main content itself.
        yield {
            "url": response.url,
            "title": (response.css("title::text").get() or "").strip(),
            "site": response.url.split("/")[3],
        }
