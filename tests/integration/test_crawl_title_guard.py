"""Real crawls: the title guard keeps a different article of the same site whose text is
the block its site repeats, and still drops a repost on another host."""

from __future__ import annotations

import html
from pathlib import Path

import pytest

from scrapy_simhash import extract_text, hamming_distance, simhash
from tests.sites import corpus_articles, index_page, page, template_a

pytestmark = pytest.mark.slow

NEWSROOM = [("Alice Moreno", "local politics"), ("Ben Okafor", "the courts"),
            ("Chloe Duval", "education"), ("Dmitri Ivanov", "business and the port"),
            ("Esther Lindqvist", "health"), ("Farid Haddad", "sport"),
            ("Grace Nakamura", "culture and the arts"), ("Hugo Brennan", "the environment")]
# A staff list on every page of the site, far longer than its short news items.
STAFF = "".join(
    f"<p>{name} covers {beat} for the Harbour Gazette and has reported on the town "
    f"council, the schools and the port for many years; write to "
    f"{name.split()[0].lower()}@gazette.example.</p>" for name, beat in NEWSROOM)


def gazette(title: str, paragraphs: list[str]) -> str:
    body = "".join(f"<p>{html.escape(p)}</p>" for p in paragraphs)
    return (f"<html><head><meta charset='utf-8'><title>{html.escape(title)} | Harbour "
            f"Gazette</title></head><body><article><h1>{html.escape(title)}</h1>{body}"
            f"</article><section class='staff'><h2>Our newsroom</h2>{STAFF}</section>"
            "</body></html>")


FERRY = ("Ferry timetable changes on Monday", ["The ferry leaves at seven from Monday."])
LIBRARY = ("Library reopens after repairs", ["The library is open again since Tuesday."])


def two_sites(serve):
    """The gazette (two short items, one long article) and another host reposting the
    long article under a title of its own."""
    article = corpus_articles()[0]
    other = serve({"/a/copy.html": page(template_a("转载：" + article["paragraphs"][0][:12],
                                                    article["paragraphs"]))})
    gazette_pages = {
        "/a/ferry.html": page(gazette(*FERRY)),
        "/a/library.html": page(gazette(*LIBRARY)),
        "/a/long.html": page(gazette(article["title"], article["paragraphs"])),
    }
    gazette_pages["/"] = index_page(sorted(gazette_pages) + [other.url + "/a/copy.html"])
    return serve(gazette_pages), other


WITH_ADDON = {"ADDONS": {"scrapy_simhash.Addon": 300}}
# The title travels from the worker to the pipeline by each path a crawl may take.
COMPONENTS = {
    "add-on": WITH_ADDON,
    "pipeline only": {"ITEM_PIPELINES": {"scrapy_simhash.SimHashPipeline": 300}},
    "no spider middleware": {**WITH_ADDON, "SPIDER_MIDDLEWARES": {
        "scrapy_simhash.spidermiddleware.SimHashSpiderMiddleware": None}},
}


def settings_for(db_path: Path, components: str = "add-on", **extra: object) -> dict[str, object]:
    return {**COMPONENTS[components], "SIMHASH_DATABASE_URL": f"sqlite:///{db_path}", **extra}


def test_the_short_items_really_share_one_fingerprint() -> None:
    # What the crawl test relies on: extraction takes the staff list for both items.
    ferry, library = extract_text(gazette(*FERRY)), extract_text(gazette(*LIBRARY))
    assert "Alice Moreno" in ferry and "ferry" not in ferry.lower()
    assert hamming_distance(simhash(ferry), simhash(library)) <= 3


@pytest.mark.parametrize("components", sorted(COMPONENTS))
def test_a_different_article_of_one_site_is_kept_and_a_repost_elsewhere_dropped(
        serve, run_crawl, tmp_path, components):
    gazette_site, other = two_sites(serve)
    result = run_crawl(gazette_site.url + "/", settings_for(tmp_path / "i.sqlite3", components))

    kept = {item["url"] for item in result.items}
    assert {gazette_site.url + "/a/ferry.html", gazette_site.url + "/a/library.html"} <= kept
    assert result.stat("simhash/guarded") == 1
    assert result.stat("simhash/dropped") == 1  # the long article, once of its two hosts
    assert len(kept & {gazette_site.url + "/a/long.html", other.url + "/a/copy.html"}) == 1
    assert len(result.items) == 3
    guarded_lines = [line for line in result.log.splitlines()
                     if "[scrapy_simhash.pipelines] INFO" in line and "other headlines" in line]
    assert len(guarded_lines) == 1


def test_with_the_guard_off_the_second_short_item_is_lost(serve, run_crawl, tmp_path):
    gazette_site, _ = two_sites(serve)
    result = run_crawl(gazette_site.url + "/",
                       settings_for(tmp_path / "i.sqlite3", SIMHASH_TITLE_GUARD=False))
    assert result.stat("simhash/guarded") == 0
    assert result.stat("simhash/dropped") == 2
    assert len(result.items) == 2


def test_ignore_mode_parses_a_new_article_whose_only_matches_are_guarded(
        serve, run_crawl, tmp_path):
    gazette_site, other = two_sites(serve)
    db = tmp_path / "i.sqlite3"
    run_crawl(gazette_site.url + "/", settings_for(db))
    # The site publishes one more short item; its text is the staff list again.
    market = page(gazette("Market hall gets a new roof", ["Roofers start work on Friday."]))
    gazette_site.pages["/a/market.html"] = market
    gazette_site.pages["/"] = index_page(sorted(p for p in gazette_site.pages if p != "/")
                                         + [other.url + "/a/copy.html"])
    second = run_crawl(gazette_site.url + "/",
                       settings_for(db, SIMHASH_IGNORE_DUPLICATE_RESPONSES=True))
    # Every page seen before is ignored; the new item is parsed, checked and kept.
    assert second.stat("simhash/responses_ignored") == 4
    assert [item["url"] for item in second.items] == [gazette_site.url + "/a/market.html"]
    assert second.stat("simhash/guarded") == 1
