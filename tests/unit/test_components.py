"""The Scrapy components built from a crawler, in this process: settings read once, the
mode each set of components runs in, and items checked against a real SQLite index.

The tests that talk to the worker and index processes run under Twisted's trial, which
turns the reactor for the length of each test."""

from __future__ import annotations

import logging
import sqlite3
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scrapy import Request, Spider, signals
from scrapy.exceptions import DropItem
from scrapy.http import HtmlResponse, TextResponse
from scrapy.utils.defer import deferred_f_from_coro_f
from scrapy.utils.misc import build_from_crawler
from scrapy.utils.test import get_crawler
from twisted.trial import unittest

from scrapy_simhash import (
    Addon,
    SimHashDownloaderMiddleware,
    SimHashPipeline,
    SimHashSpiderMiddleware,
)
from scrapy_simhash.middleware import META_FINGERPRINT, ResponseFingerprinter
from scrapy_simhash.settings import SimHashConfig
from scrapy_simhash.spidermiddleware import PageFingerprint, PageLinks
from tests.sites import corpus_articles, template_a, template_b, template_c

PIPELINE = {"ITEM_PIPELINES": {"scrapy_simhash.SimHashPipeline": 300}}
NO_DOWNLOADER_MIDDLEWARE = {"DOWNLOADER_MIDDLEWARES": {SimHashDownloaderMiddleware: None}}
NO_SPIDER_MIDDLEWARE = {"SPIDER_MIDDLEWARES": {SimHashSpiderMiddleware: None}}
ADDON = {"ADDONS": {Addon: 300}}


class NewsSpider(Spider):
    name = "news"


def crawler_with(tmp_path: Path, **settings: Any) -> Any:
    crawler = get_crawler(NewsSpider, {
        "SIMHASH_DATABASE_URL": f"sqlite:///{tmp_path / 'index.sqlite3'}", **settings})
    crawler.spider = crawler._create_spider()
    return crawler


def mode_lines(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records
            if r.name == "scrapy_simhash.settings" and " mode" in r.getMessage()]


# -- settings and modes ---------------------------------------------------------------


def test_settings_are_read_once_and_shared_by_every_component(tmp_path):
    crawler = crawler_with(tmp_path, **ADDON)
    pipeline = build_from_crawler(SimHashPipeline, crawler)
    downloader = build_from_crawler(SimHashDownloaderMiddleware, crawler)
    build_from_crawler(SimHashSpiderMiddleware, crawler)

    config = SimHashConfig.for_crawler(crawler)
    assert pipeline.config is config and downloader.config is config
    assert pipeline.gateway is downloader.gateway and pipeline.gateway.config is config
    assert downloader.fingerprinter is ResponseFingerprinter.for_crawler(crawler)
    # Listed alone, the pipeline fingerprints with the crawler's one set of workers too.
    alone = crawler_with(tmp_path, **PIPELINE)
    pipeline_alone = build_from_crawler(SimHashPipeline, alone)
    assert pipeline_alone.pages.fingerprinter is ResponseFingerprinter.for_crawler(alone)
    assert pipeline_alone.pages.fingerprinter is not downloader.fingerprinter
    # Another crawler reads its own settings.
    other = crawler_with(tmp_path, **ADDON, SIMHASH_MAX_DISTANCE=2)
    assert SimHashConfig.for_crawler(other).max_distance == 2 and config.max_distance == 5


def test_settings_still_being_built_are_not_cached(tmp_path):
    crawler = crawler_with(tmp_path, **PIPELINE)
    crawler.settings.frozen = False  # as while add-ons update them
    first = SimHashConfig.for_crawler(crawler)
    crawler.settings.set("SIMHASH_MAX_DISTANCE", 3)
    crawler.settings.freeze()
    assert first.max_distance == 5 and SimHashConfig.for_crawler(crawler).max_distance == 3


@pytest.mark.parametrize(("settings", "mode", "blind_to"), [
    (ADDON, "add-on", None),
    ({**PIPELINE, "DOWNLOADER_MIDDLEWARES": {SimHashDownloaderMiddleware: 540},
      "SPIDER_MIDDLEWARES": {SimHashSpiderMiddleware: 10}}, "components", None),
    (PIPELINE, "pipeline-only", "'url' field"),
    ({**ADDON, **NO_SPIDER_MIDDLEWARE}, "without the spider middleware", "'url' field"),
    ({**ADDON, **NO_DOWNLOADER_MIDDLEWARE}, "without the downloader middleware",
     "response_received"),
])
def test_the_start_log_names_the_mode_and_what_it_cannot_see(tmp_path, caplog, settings,
                                                             mode, blind_to):
    crawler = crawler_with(tmp_path, **settings)
    with caplog.at_level(logging.INFO, logger="scrapy_simhash"):
        build_from_crawler(SimHashPipeline, crawler)
    [line] = mode_lines(caplog)
    assert f"{mode} mode" in line
    if blind_to is None:
        assert "unchecked" not in line and "response_received" not in line
    else:
        assert blind_to in line


def test_the_key_field_is_named_in_the_pipeline_only_warning(tmp_path, caplog):
    crawler = crawler_with(tmp_path, **PIPELINE, SIMHASH_KEY_FIELD="link")
    with caplog.at_level(logging.INFO, logger="scrapy_simhash"):
        build_from_crawler(SimHashPipeline, crawler)
    [line] = mode_lines(caplog)
    assert "'link' field" in line and "without that field" in line


def test_middlewares_without_the_pipeline_say_no_item_is_checked(tmp_path, caplog):
    crawler = crawler_with(tmp_path, **ADDON, ITEM_PIPELINES={SimHashPipeline: None})
    with caplog.at_level(logging.INFO, logger="scrapy_simhash"):
        build_from_crawler(SimHashDownloaderMiddleware, crawler)
    [line] = mode_lines(caplog)
    assert "no item is checked" in line


def test_ignoring_responses_without_the_downloader_middleware_warns(tmp_path, caplog):
    crawler = crawler_with(tmp_path, **PIPELINE, SIMHASH_IGNORE_DUPLICATE_RESPONSES=True)
    with caplog.at_level(logging.INFO, logger="scrapy_simhash"):
        build_from_crawler(SimHashPipeline, crawler)
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1
    assert "SIMHASH_IGNORE_DUPLICATE_RESPONSES needs" in warnings[0].getMessage()


def test_a_subclass_of_the_pipeline_counts_as_the_pipeline(tmp_path, caplog):
    class MyPipeline(SimHashPipeline):
        pass

    crawler = crawler_with(tmp_path, ITEM_PIPELINES={MyPipeline: 300})
    with caplog.at_level(logging.INFO, logger="scrapy_simhash"):
        pipeline = build_from_crawler(MyPipeline, crawler)
    assert pipeline.config.components.pipeline
    assert "pipeline-only mode" in mode_lines(caplog)[0]


# -- linking items to pages by URL -----------------------------------------------------


def html_response(url: str, body: str, request: Request | None = None) -> HtmlResponse:
    request = request or Request(url)
    return HtmlResponse(url, body=body.encode("utf-8"), request=request,
                        headers={"Content-Type": "text/html; charset=utf-8"})


def test_without_the_spider_middleware_items_find_their_page_by_url_and_redirects(tmp_path):
    # The downloader middleware fingerprinted the pages; the pipeline records them by URL.
    crawler = crawler_with(tmp_path, **ADDON, **NO_SPIDER_MIDDLEWARE)
    pipeline = build_from_crawler(SimHashPipeline, crawler)
    redirected = Request("https://news.example/a/1", meta={
        META_FINGERPRINT: 0xABC,
        "redirect_urls": ["http://news.example/a?id=1&x=2", "http://news.example:99999/a"]})
    plain = Request("https://news.example/b", meta={META_FINGERPRINT: 0xDEF})
    unfingerprinted = Request("https://news.example/data.json")
    for request in (redirected, plain, unfingerprinted):
        crawler.signals.send_catch_log(signals.response_received, request=request,
                                       response=html_response(request.url, "<p>x</p>", request),
                                       spider=crawler.spider)

    links = pipeline.pages.links
    # The response URL, and the first URL of the chain with its query in another order.
    assert links.find("https://news.example/a/1").fingerprint == 0xABC
    assert links.find("http://news.example/a?x=2&id=1").fingerprint == 0xABC
    assert links.find("http://news.example:99999/a").fingerprint == 0xABC  # kept as written
    assert links.find("https://news.example/b#comments").fingerprint == 0xDEF
    assert links.find(" https://news.example/b\n").fingerprint == 0xDEF  # as scraped
    assert links.find("https://news.example/data.json") is None
    for missing in (None, "", "  ", 42, ["https://news.example/b"], "https://news.example/other"):
        assert links.find(missing) is None


def test_without_any_middleware_non_html_responses_are_not_recorded(tmp_path):
    crawler = crawler_with(tmp_path, **PIPELINE)
    pipeline = build_from_crawler(SimHashPipeline, crawler)
    request = Request("https://news.example/feed.json")
    crawler.signals.send_catch_log(
        signals.response_received, request=request, spider=crawler.spider,
        response=TextResponse(request.url, body=b"{}", request=request))
    binary = Request("https://news.example/image")
    crawler.signals.send_catch_log(
        signals.response_received, request=binary, spider=crawler.spider,
        response=HtmlResponse(binary.url, body=b"\x89PNG\x00\x00\x01" * 100, request=binary))
    assert len(pipeline.pages.links) == 0
    assert crawler.stats.get_value("simhash/binary_responses") == 1


@settings(max_examples=60, deadline=None)
@given(limit=st.integers(1, 40),
       pages=st.lists(st.lists(st.integers(0, 60), min_size=1, max_size=4), max_size=200))
def test_waiting_pages_stay_within_their_bound(limit, pages):
    links = PageLinks(limit)
    for n, urls in enumerate(pages):
        page = PageFingerprint(url=f"https://site.example/{urls[0]}", fingerprint=n)
        links.record([f"https://site.example/{u}" for u in urls], page)
        assert len(links) <= limit
        # The latest page is always found by its last URL, whatever was let go before.
        assert links.find(f"https://site.example/{urls[-1]}") is page
    assert links.peak <= limit


# -- items checked against a real SQLite index, under a running reactor ---------------


def article_pages() -> tuple[str, str, str]:
    """One article under two templates (a repost) and another article."""
    first, second = corpus_articles()[:2]
    return (template_a(first["title"], first["paragraphs"]),
            template_b(first["title"], first["paragraphs"]),
            template_c(second["title"], second["paragraphs"]))


def stored_keys(tmp_path: Path) -> list[str]:
    with sqlite3.connect(tmp_path / "index.sqlite3") as db:
        tables = [name for (name,) in db.execute("SELECT name FROM sqlite_master")]
        entries = next(name for name in tables if name.endswith("_entries"))
        return sorted(key for (key,) in db.execute(f"SELECT item_key FROM {entries}"))


async def reactor_settles(timeout: float = 15.0) -> None:
    """Wait until the worker and index processes have exited and left the reactor."""
    from twisted.internet import reactor
    from twisted.internet.task import deferLater

    def children() -> list[Any]:  # the reactor's own wakers stay
        return [s for s in reactor.getReaders() + reactor.getWriters()
                if "Waker" not in type(s).__name__]

    deadline = time.monotonic() + timeout
    while children() and time.monotonic() < deadline:
        await deferLater(reactor, 0.05, lambda: None)


def test_a_page_extraction_had_to_fall_back_on_is_counted(tmp_path):
    import asyncio

    from tests.unit.test_extract_fallback import blog_page

    # SIMHASH_WORKERS=0: pages are fingerprinted in this process, by the same function.
    crawler = crawler_with(tmp_path, SIMHASH_WORKERS=0, **PIPELINE)
    fingerprinter = ResponseFingerprinter.for_crawler(crawler)
    blog, _ = blog_page(posts=6, paragraphs=6)  # one post of many, read as a thread
    article = template_a(corpus_articles()[0]["title"], corpus_articles()[0]["paragraphs"])
    for url, html in (("https://a.example/", blog), ("https://a.example/story", article)):
        text, fingerprint, _ = asyncio.run(fingerprinter.page(html_response(url, html, Request(url))))
        assert text and fingerprint is not None
    assert crawler.stats.get_value("simhash/extraction_fallback") == 1
    assert crawler.stats.get_value("simhash/responses_fingerprinted") == 2


class CheckedAgainstTheIndex(unittest.TestCase):
    @pytest.fixture(autouse=True)
    def _fixtures(self, tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
        self.tmp_path = tmp_path
        self.caplog = caplog
        caplog.set_level(logging.INFO, logger="scrapy_simhash")

    async def crawl(self, settings: dict[str, Any], pages: list[tuple[str, str, list[str]]],
                    items: list[dict[str, Any]] | None = None) -> tuple[Any, list[dict], list]:
        """Each page (URL, HTML, redirect chain) goes through whichever components the
        settings list, then yields one item ``{"url": URL}`` (or ``items``); returns the
        crawler, the items kept and those dropped."""
        crawler = crawler_with(self.tmp_path, SIMHASH_WORKERS=1, **settings)
        components = SimHashConfig.for_crawler(crawler).components
        pipeline = build_from_crawler(SimHashPipeline, crawler)
        downloader = (build_from_crawler(SimHashDownloaderMiddleware, crawler)
                      if components.downloader_middleware else None)
        spider_mw = (build_from_crawler(SimHashSpiderMiddleware, crawler)
                     if components.spider_middleware else None)
        await crawler.signals.send_catch_log_async(signals.spider_opened, spider=crawler.spider)
        await pipeline.open_spider()
        kept, dropped = [], []
        try:
            for n, (url, body, chain) in enumerate(pages):
                request = Request(url, meta={"redirect_urls": chain} if chain else {})
                response = html_response(url, body, request)
                if downloader is not None:
                    response = await downloader.process_response(request, response)
                crawler.signals.send_catch_log(signals.response_received, response=response,
                                               request=request, spider=crawler.spider)
                output = [items[n] if items else {"url": url}]
                if spider_mw is not None:
                    output = list(spider_mw.process_spider_output(response, output))
                for item in output:
                    try:
                        kept.append(await pipeline.process_item(item))
                    except DropItem:
                        dropped.append(item)
        finally:
            await pipeline.close_spider()
            await crawler.signals.send_catch_log_async(signals.spider_closed,
                                                       spider=crawler.spider, reason="done")
            await reactor_settles()
        return crawler, kept, dropped

    def repost_crawl(self) -> list[tuple[str, str, list[str]]]:
        original, repost, other = article_pages()
        return [("https://a.example/story", original, []),
                # Reached through a redirect; its item names the URL it was linked as.
                ("https://b.example/2026/story.html", repost, ["https://b.example/s?id=7"]),
                ("https://c.example/other", other, [])]

    def assert_repost_dropped(self, crawler: Any, kept: list, dropped: list) -> None:
        stats = crawler.stats.get_stats()
        assert [item["url"] for item in kept] == ["https://a.example/story",
                                                  "https://c.example/other"]
        assert len(dropped) == 1
        assert stats["simhash/stored"] == 2 and stats["simhash/dropped"] == 1
        assert stats["simhash/responses_fingerprinted"] == 3
        assert stored_keys(self.tmp_path) == ["https://a.example/story",
                                              "https://c.example/other"]
        [line] = [r.getMessage() for r in self.caplog.records if "near-duplicate" in
                  r.getMessage() and r.name == "scrapy_simhash.pipelines"]
        assert "of https://a.example/story" in line

    @deferred_f_from_coro_f
    async def test_the_pipeline_alone_fingerprints_pages_and_drops_reposts(self):
        pages = self.repost_crawl()
        # The repost's item names the URL before the redirect, as a spider may.
        items = [{"url": pages[0][0]}, {"url": "https://b.example/s?id=7"}, {"url": pages[2][0]}]
        crawler, kept, dropped = await self.crawl(PIPELINE, pages, items)
        self.assert_repost_dropped(crawler, kept, dropped)
        assert crawler.stats.get_value("simhash/pages_waiting_peak") == 4  # 3 pages, 4 URLs

    @deferred_f_from_coro_f
    async def test_with_the_addon_items_are_linked_by_identity_as_before(self):
        crawler, kept, dropped = await self.crawl(ADDON, self.repost_crawl())
        self.assert_repost_dropped(crawler, kept, dropped)
        assert crawler.stats.get_value("simhash/pages_waiting_peak") is None

    @deferred_f_from_coro_f
    async def test_the_spider_middleware_links_pages_the_pipeline_fingerprinted(self):
        # An item with no URL field: only the spider middleware can link it.
        pages = self.repost_crawl()
        items = [{"title": "first"}, {"title": "repost"}, {"title": "other"}]
        crawler, kept, dropped = await self.crawl({**ADDON, **NO_DOWNLOADER_MIDDLEWARE},
                                                  pages, items)
        assert [item["title"] for item in kept] == ["first", "other"]
        assert [item["title"] for item in dropped] == ["repost"]
        assert crawler.stats.get_value("simhash/stored") == 2

    @deferred_f_from_coro_f
    async def test_pipeline_only_items_without_their_page_pass_unchecked_and_counted(self):
        pages = self.repost_crawl()
        items = [{"url": pages[0][0]}, {"title": "no url field"}, {"url": "https://elsewhere/"}]
        crawler, kept, dropped = await self.crawl(PIPELINE, pages, items)
        assert kept == items and dropped == []
        assert crawler.stats.get_value("simhash/stored") == 1
        assert crawler.stats.get_value("simhash/no_page") == 2
        assert crawler.stats.get_value("simhash/no_text") == 2
