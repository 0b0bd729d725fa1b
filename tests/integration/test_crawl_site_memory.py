"""A real crawl of one site whose pages all carry a long staff list: with site memory two
different short articles are both kept, and a real repost is still dropped."""

from __future__ import annotations

import pytest

from scrapy_simhash import extract_text
from tests.site_pages import LONG, SHORT, STAFF, article_page
from tests.sites import page

pytestmark = pytest.mark.slow

def chained_site() -> tuple[dict[str, tuple[bytes, str]], list[str]]:
    """Four long stories, two different short ones, then a repost of the first short one
    at another URL; each page links only to the next, so they arrive in this order."""
    stories = [*LONG, *SHORT, SHORT[0]]
    paths = [f"/a/{n}.html" for n in range(len(stories))]
    pages = {}
    for n, (path, paragraphs) in enumerate(zip(paths, stories, strict=True)):
        pages[path] = article_page(paragraphs, paths[n + 1] if n + 1 < len(paths) else None)
    pages["/"] = page(f"<html><body><a href='{paths[0]}'>start</a></body></html>")
    return pages, paths


def test_the_short_stories_alone_would_extract_to_the_staff_list() -> None:
    # What the crawl below guards against (if this fails, the pages no longer show it).
    pages, paths = chained_site()
    first, second = (extract_text(pages[path][0]) for path in paths[4:6])
    assert STAFF[0] in first and STAFF[0] in second


@pytest.mark.parametrize("memory", [True, False])
def test_site_memory_keeps_different_short_articles_and_drops_a_repost(
    serve, run_crawl, tmp_path, memory
):
    pages, paths = chained_site()
    site = serve(pages)
    result = run_crawl(site.url + "/", {
        "ADDONS": {"scrapy_simhash.Addon": 300},
        "SIMHASH_DATABASE_URL": f"sqlite:///{tmp_path / 'i.sqlite3'}",
        "SIMHASH_SITE_MEMORY": memory,
    })  # fmt: skip

    kept = {item["url"].removeprefix(site.url) for item in result.items}
    assert result.stat("finish_reason") == "finished"
    assert set(paths[:4]) <= kept  # the long stories outweigh the list either way
    assert paths[6] not in kept  # the repost of the first short story
    if memory:
        assert set(paths[4:6]) <= kept
        assert result.stat("simhash/dropped") == 1
        assert result.stat("simhash/site_lines_removed") == 4  # the pages after the third
    else:
        # Without memory the second short story is lost as a "duplicate" of the first.
        assert paths[5] not in kept
        assert result.stat("simhash/site_lines_removed") == 0
