"""Real crawls with the site memory kept in the index database
(SIMHASH_SITE_MEMORY_PERSIST): a second crawl of the site starts knowing its staff list,
so its first two pages, two different short stories, are both kept; and a database that
cannot hold the lines costs the memory nothing but its stored part."""

from __future__ import annotations

import signal
from typing import Any

import pytest
from sqlalchemy import create_engine, text

from scrapy_simhash.index import SimHashIndex
from tests.integration.test_index_stall import (
    BEFORE,
    DURING,
    REPOSTS,
    STALL_SETTINGS,
    signal_server,
    stall_site,
)
from tests.reliability_fixtures import (
    crawl_settings,
    log_lines,
    private_postgres,
    private_postgres_cluster,
)
from tests.site_pages import LONG, SHORT, STAFF, article_page
from tests.sites import page

__all__ = ["private_postgres", "private_postgres_cluster"]  # fixtures: imported for pytest

pytestmark = pytest.mark.slow


def chain(stories: list[list[str]], prefix: str) -> tuple[dict[str, tuple[bytes, str]],
                                                             list[str]]:
    """The stories' pages, each linking only to the next, so they arrive in order."""
    paths = [f"/a/{prefix}{n}.html" for n in range(len(stories))]
    pages = {path: article_page(story, paths[n + 1] if n + 1 < len(paths) else None)
             for n, (path, story) in enumerate(zip(paths, stories, strict=True))}
    pages["/"] = page(f"<html><body><a href='{paths[0]}'>start</a></body></html>")
    return pages, paths


def settings(url: str, persist: bool) -> dict[str, Any]:
    return {"ADDONS": {"scrapy_simhash.Addon": 300}, "SIMHASH_DATABASE_URL": url,
            "SIMHASH_SITE_MEMORY_PERSIST": persist, "HARNESS_ITEM_SIMHASH_TEXT": True}


def test_the_second_crawl_leaves_out_the_lines_only_the_first_one_saw(
    serve, run_crawl, db_url
):
    first_pages, _ = chain(LONG, "long")
    first = run_crawl(serve(first_pages).url + "/", settings(db_url, True))
    assert first.stat("simhash/site_lines_saved") > len(STAFF)
    assert first.stat("simhash/site_memory_errors") == 0

    # Another crawl, other pages of the same host: the short stories alone would extract
    # to the staff list (test_crawl_site_memory.py), which this crawl has seen on one
    # page only when it meets the second.
    pages, paths = chain(SHORT, "short")
    site = serve(pages)
    second = run_crawl(site.url + "/", settings(db_url, True))

    texts = {item["url"].removeprefix(site.url): item["simhash_text"] for item in second.items}
    assert set(texts) == set(paths)  # both different stories kept
    assert second.stat("simhash/dropped") == 0
    assert second.stat("simhash/site_lines_loaded") >= len(STAFF)
    assert second.stat("simhash/site_lines_removed") == 2
    for path, story in zip(paths, SHORT, strict=True):
        assert story[0] in texts[path] and STAFF[0] not in texts[path]


def test_without_persistence_the_second_crawl_starts_blank_and_loses_a_story(
    serve, run_crawl, sqlite_url
):
    first_pages, _ = chain(LONG, "long")
    run_crawl(serve(first_pages).url + "/", settings(sqlite_url, False))
    pages, paths = chain(SHORT, "short")
    site = serve(pages)
    second = run_crawl(site.url + "/", settings(sqlite_url, False))

    kept = [item["url"].removeprefix(site.url) for item in second.items]
    assert kept == paths[:1]  # the second story is taken for a copy of the first
    assert second.stat("simhash/site_lines_removed") == 0
    assert second.stat("simhash/site_lines_loaded") == 0
    assert STAFF[0] in second.items[0]["simhash_text"]


def test_a_database_that_cannot_hold_the_lines_loses_no_item(serve, run_crawl, sqlite_url):
    SimHashIndex(sqlite_url).close()
    engine = create_engine(sqlite_url)
    with engine.begin() as conn:  # a table of that name the lines do not fit in
        conn.execute(text("DROP TABLE simhash_site_lines"))
        conn.execute(text("CREATE TABLE simhash_site_lines (something INTEGER)"))
    engine.dispose()
    pages, paths = chain([*LONG, *SHORT], "s")
    site = serve(pages)
    result = run_crawl(site.url + "/", settings(sqlite_url, True))

    kept = {item["url"].removeprefix(site.url) for item in result.items}
    assert result.stat("finish_reason") == "finished"
    assert kept == set(paths)  # the memory learnt in the crawl as without persistence
    assert result.stat("simhash/site_lines_removed") == 3
    assert result.stat("simhash/site_memory_errors") == 2  # the one load, the save
    warnings = [line for line in result.log.splitlines()
                if "WARNING" in line and "site memory's lines failed" in line]
    assert len(warnings) == 1


@pytest.mark.postgres
def test_a_server_that_stops_answering_before_the_save_costs_no_item_and_no_hang(
    private_postgres, serve, run_crawl
):
    pages = stall_site(private_postgres, resume=False)  # stops at article 5, for good
    site = serve(pages)
    try:
        result = run_crawl(site.url + "/", crawl_settings(
            private_postgres.url, SIMHASH_SITE_MEMORY_PERSIST=True, **STALL_SETTINGS))
    finally:
        signal_server(private_postgres, signal.SIGCONT)

    assert result.stat("finish_reason") == "finished"
    assert len(result.items) == BEFORE + DURING + 1 + REPOSTS  # all kept, most unchecked
    assert result.stat("simhash/site_memory_errors") == 1  # the save at close (loaded before)
    warnings = log_lines(result.log, "WARNING", "scrapy_simhash.runtime.site_store")
    assert len(warnings) == 1 and "saving" in warnings[0] and "IndexCallTimeout" in warnings[0]
