"""Real crawl: two photo galleries of one site, pages without an article whose only
sentence is the site's copyright line, are both kept (their titles share a word, so the
title guard does not tell them apart: only the extractor can)."""

from __future__ import annotations

import pytest

from tests.sites import index_page, page

pytestmark = pytest.mark.slow

FOOTER = "<div class='bottom'>Copyright 2024 Example Times Media Group. All rights reserved.</div>"


def gallery(title: str, captions: list[str]) -> str:
    figures = "".join(
        f"<figure><img src='/p/{n}.jpg' alt=''><figcaption>{caption}</figcaption></figure>"
        for n, caption in enumerate(captions)
    )
    return (
        f"<html><head><title>{title} | Example Times</title></head><body>"
        "<div class='top'><a href='/'>Example Times</a></div>"
        f"<h1>{title}</h1><div class='gallery'>{figures}</div>{FOOTER}</body></html>"
    )


def test_two_galleries_of_one_site_are_both_kept(serve, run_crawl, tmp_path):
    pages = {
        "/a/parade.html": page(gallery("Photos: Parade downtown",
                                       ["Floats on Main Street", "The mayor waves"])),
        "/a/flood.html": page(gallery("Photos: Flood in the valley",
                                      ["Water over the bridge", "Rescue boats on Elm Road"])),
    }
    pages["/"] = index_page(sorted(pages))
    site = serve(pages)
    result = run_crawl(site.url + "/", {"ADDONS": {"scrapy_simhash.Addon": 300},
                                        "SIMHASH_DATABASE_URL": f"sqlite:///{tmp_path}/i.sqlite3"})
    assert sorted(item["url"] for item in result.items) == [
        site.url + "/a/flood.html", site.url + "/a/parade.html"]
    assert result.stat("simhash/dropped") == 0
    # Neither has text to check: both pass unfingerprinted (counted with the index pages).
    assert result.stat("simhash/checked") == 0
    assert result.stat("simhash/extraction_empty") >= 2
