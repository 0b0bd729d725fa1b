"""Real crawls with fewer than the three components: the pipeline fills in for the
middlewares it does not find (issue 24)."""

from __future__ import annotations

import re

import pytest

from tests.sites import corpus_articles, reposted_site

pytestmark = pytest.mark.slow

PIPELINE_ONLY = {"ITEM_PIPELINES": {"scrapy_simhash.SimHashPipeline": 300}}
WITH_ADDON = {"ADDONS": {"scrapy_simhash.Addon": 300}}
NO_SPIDER_MIDDLEWARE = {
    **WITH_ADDON,
    "SPIDER_MIDDLEWARES": {"scrapy_simhash.spidermiddleware.SimHashSpiderMiddleware": None}}
NO_DOWNLOADER_MIDDLEWARE = {
    **WITH_ADDON,
    "DOWNLOADER_MIDDLEWARES": {"scrapy_simhash.middleware.SimHashDownloaderMiddleware": None}}


def article_number(url: str) -> int:
    return int(re.search(r"/a/(\d+)\.html$", url).group(1))


@pytest.mark.parametrize(("settings", "mode"), [
    (PIPELINE_ONLY, "pipeline-only mode"),
    (NO_SPIDER_MIDDLEWARE, "without the spider middleware"),
    (NO_DOWNLOADER_MIDDLEWARE, "without the downloader middleware"),
], ids=["pipeline-only", "no-spider-middleware", "no-downloader-middleware"])
def test_every_partial_setup_drops_the_reposts(serve, run_crawl, tmp_path, settings, mode):
    articles = corpus_articles()[:3]
    site = serve(reposted_site(articles))
    result = run_crawl(site.url + "/", {**settings,
                                        "SIMHASH_DATABASE_URL": f"sqlite:///{tmp_path / 'i.db'}"})

    assert result.stat("finish_reason") == "finished"
    assert sorted(article_number(item["url"]) for item in result.items) == [0, 1, 2]
    assert result.stat("simhash/stored") == 3 and result.stat("simhash/dropped") == 6
    assert result.stat("simhash/no_text") == 0
    [line] = [line for line in result.log.splitlines() if "[scrapy_simhash.settings] INFO" in line]
    assert mode in line


def test_an_explicit_false_keeps_a_listed_pipeline_off(serve, run_crawl, tmp_path):
    site = serve(reposted_site(corpus_articles()[:1]))
    result = run_crawl(site.url + "/", {**PIPELINE_ONLY, "SIMHASH_ENABLED": False,
                                        "SIMHASH_DATABASE_URL": f"sqlite:///{tmp_path / 'i.db'}"})
    assert len(result.items) == 3
    assert not [key for key in result.stats if key.startswith("simhash/")]
    assert "Disabled scrapy_simhash.SimHashPipeline: SIMHASH_ENABLED is off" in result.log


def test_a_long_crawl_keeps_the_waiting_pages_within_their_bound(serve, run_crawl, tmp_path):
    # 192 article pages and an index page through a structure of 24 URLs: it fills up and
    # lets pages go all crawl long, and no article is lost for it.
    articles = corpus_articles("")  # 64
    site = serve(reposted_site(articles))
    result = run_crawl(site.url + "/", {
        **PIPELINE_ONLY, "SIMHASH_MAX_WAITING_PAGES": 24, "CONCURRENT_REQUESTS": 8,
        "SIMHASH_DATABASE_URL": f"sqlite:///{tmp_path / 'i.db'}"}, timeout=300)

    pages = 3 * len(articles)
    assert result.stat("simhash/pages_waiting_peak") == 24
    assert result.stat("simhash/responses_fingerprinted") == pages
    # Every item was checked, or passed unchecked and counted; none went missing.
    assert len(result.items) + result.stat("simhash/dropped") == pages
    assert result.stat("simhash/checked") + result.stat("simhash/no_text") == pages
    assert result.stat("simhash/no_page") == result.stat("simhash/no_text")
    assert {article_number(item["url"]) for item in result.items} == set(range(len(articles)))
