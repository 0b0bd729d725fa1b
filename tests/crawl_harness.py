"""Run one real Scrapy crawl in this process and write items, stats and log to a folder.

Used by the tests through ``run_crawl`` (conftest) as a subprocess, because a Twisted
reactor can run only once per process. The spider follows every same-site link from the
start URL and yields one item per page whose path contains ``/a/`` (an "article").
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import scrapy
from scrapy.crawler import CrawlerProcess

REACTORS = {"asyncio": "twisted.internet.asyncioreactor.AsyncioSelectorReactor", "default": None}


class UrlItem(scrapy.Item):
    url = scrapy.Field()


class SiteSpider(scrapy.Spider):
    name = "site"

    def __init__(self, start_url: str, text_field: str = "", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.start_urls = [start_url]
        self.text_field = text_field

    def parse(self, response: scrapy.http.Response) -> Any:
        if "/a/" in urlparse(response.url).path and self.settings.getbool("HARNESS_SCRAPY_ITEMS"):
            yield UrlItem(url=response.url)  # an Item class with one field, no tag field
        elif "/a/" in urlparse(response.url).path:
            item: dict[str, Any] = {"url": response.url}
            if self.text_field:
                item[self.text_field] = "\n".join(response.css("p::text").getall())
            if self.settings.getbool("HARNESS_ITEM_SIMHASH_TEXT"):  # the page's extracted text
                item["simhash_text"] = response.meta.get("simhash_text")
            yield item
        if not isinstance(response, scrapy.http.HtmlResponse):
            return
        # Some spiders pass the page's meta on to the pages it links to.
        meta = dict(response.meta) if self.settings.getbool("HARNESS_COPY_META") else None
        for href in response.css("a::attr(href)").getall():
            # Scrapy gives a followed request the page's encoding, and encodes its header
            # names with it: from a UTF-16 page, "Referer" becomes UTF-16 bytes that
            # Twisted refuses (InvalidHeaderName). The site's URLs are ASCII, so UTF-8
            # changes nothing else; what is tested is the plugin, not that Scrapy quirk.
            yield response.follow(href, callback=self.parse, meta=meta, encoding="utf-8")


def main() -> None:
    settings_path, spider_settings_path, out_dir, start_url, text_field = sys.argv[1:6]
    out = Path(out_dir)
    settings = json.loads(Path(settings_path).read_text())
    settings.setdefault("LOG_FILE", str(out / "crawl.log"))
    settings.setdefault("LOG_LEVEL", "DEBUG")
    settings.setdefault("FEEDS", {str(out / "items.jsonl"): {"format": "jsonlines"}})
    settings.setdefault("TELNETCONSOLE_ENABLED", False)
    settings.setdefault("ROBOTSTXT_OBEY", False)
    # .ci/run's version matrix runs the crawl tests under each reactor: "asyncio", or
    # "default" (Twisted's own for the platform, Scrapy's default before 2.13).
    reactor = os.environ.get("SIMHASH_TEST_REACTOR")
    if reactor:
        settings.setdefault("TWISTED_REACTOR", REACTORS[reactor])
    process = CrawlerProcess(settings)
    # Per-spider settings the way users write them: custom_settings.
    spider_settings = json.loads(Path(spider_settings_path).read_text())
    spider_class = type("SiteSpider", (SiteSpider,), {
        "custom_settings": spider_settings, "name": settings.get("HARNESS_SPIDER_NAME", "site")})
    crawler = process.create_crawler(spider_class)
    process.crawl(crawler, start_url=start_url, text_field=text_field)
    process.start()
    stats = {k: (v.isoformat() if hasattr(v, "isoformat") else v)
             for k, v in crawler.stats.get_stats().items()}
    (out / "stats.json").write_text(json.dumps(stats, indent=1, sort_keys=True))


if __name__ == "__main__":
    main()
