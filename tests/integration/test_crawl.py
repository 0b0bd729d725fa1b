"""Real Scrapy crawls against a local HTTP server, with the add-on enabled."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

import pytest

from scrapy_simhash import SimHashIndex, extract_text, hamming_distance, simhash
from tests.sites import (
    corpus_articles,
    index_page,
    page,
    reposted_site,
    template_a,
    template_b,
    template_c,
)

pytestmark = pytest.mark.slow


def settings_for(db_path: Path, **extra: object) -> dict[str, object]:
    return {"ADDONS": {"scrapy_simhash.Addon": 300},
            "SIMHASH_DATABASE_URL": f"sqlite:///{db_path}", **extra}


def test_reposts_under_other_templates_are_stored_once(serve, run_crawl, tmp_path):
    articles = corpus_articles()[:5]
    site = serve(reposted_site(articles))
    result = run_crawl(site.url + "/", settings_for(tmp_path / "i.sqlite3"))

    assert len(result.items) == len(articles)
    assert result.stat("simhash/stored") == len(articles)
    assert result.stat("simhash/dropped") == 2 * len(articles)
    assert result.stat("item_dropped_reasons_count/NearDuplicateItem") == 2 * len(articles)
    assert result.stat("finish_reason") == "finished"
    # The first duplicate is logged at INFO naming the page it duplicated.
    kept = {item["url"] for item in result.items}
    info_lines = [line for line in result.log.splitlines()
                  if "[scrapy_simhash.pipelines] INFO" in line and "near-duplicate" in line]
    assert len(info_lines) == 1
    assert any(url in info_lines[0] for url in kept)


def test_second_crawl_drops_every_article_as_already_seen(serve, run_crawl, db_url):
    articles = corpus_articles()[:3]
    site = serve(reposted_site(articles))
    settings = {"ADDONS": {"scrapy_simhash.Addon": 300}, "SIMHASH_DATABASE_URL": db_url}
    first = run_crawl(site.url + "/", settings)
    second = run_crawl(site.url + "/", settings)

    assert len(first.items) == 3
    assert second.items == []
    assert second.stat("simhash/index_size") == 3
    assert second.stat("simhash/dropped") == 9
    assert second.stat("simhash/fingerprint_version_mismatch") == 0
    # A page met again is "already stored", not "a near-duplicate of" its own URL.
    same_url = re.compile(r"SimHash: (\S+) is a near-duplicate \(distance \d+\) of \1\b")
    assert not [line for line in second.log.splitlines() if same_url.search(line)]
    assert sum("is already stored (distance 0, since" in line
               for line in second.log.splitlines()) == 3
    if db_url.startswith("sqlite"):
        with sqlite3.connect(db_url.removeprefix("sqlite:///")) as db:
            assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


@pytest.mark.parametrize("stored_label", [None, "1"])
def test_an_index_of_another_fingerprint_version_is_reported(serve, run_crawl, tmp_path,
                                                             stored_label):
    # An index filled by an earlier release (no label, or another version's label):
    # its fingerprints would rarely match this release's, so the crawl says so at start.
    db = tmp_path / "old.sqlite3"
    with SimHashIndex(f"sqlite:///{db}", namespace="site") as old:
        old.add_many([(0x0123_4567_89AB_CDEF, "http://old.example/1")])
        old.set_label("fingerprint_version", stored_label or "")
    if stored_label is None:  # releases before labels wrote none
        with sqlite3.connect(db) as raw:
            raw.execute("DELETE FROM simhash_meta WHERE name LIKE 'label:%'")
    site = serve(reposted_site(corpus_articles()[:1]))
    result = run_crawl(site.url + "/", settings_for(db))

    assert result.stat("simhash/fingerprint_version_mismatch") == 1
    warning = [line for line in result.log.splitlines()
               if "WARNING" in line and "fingerprint function" in line]
    assert len(warning) == 1 and "'site'" in warning[0]
    assert len(result.items) == 1  # the crawl itself goes on as usual


def test_minwise_crawl_stores_minwise_fingerprints_under_their_own_label(serve, run_crawl,
                                                                          tmp_path):
    from scrapy_simhash.fingerprint.text import minwise

    articles = corpus_articles()[:3]
    site = serve(reposted_site(articles))
    db = tmp_path / "m.sqlite3"
    result = run_crawl(site.url + "/", settings_for(db, SIMHASH_FINGERPRINT="minwise"))

    assert len(result.items) == 3 and result.stat("simhash/dropped") == 6
    with SimHashIndex(f"sqlite:///{db}", namespace="site") as index:
        assert index.label("fingerprint_version") == "minwise-1"
        for article in articles:
            # The worker stored the minwise value of the kept copy's main text (whichever
            # template came first); a SimHash value would sit ~32 bits away.
            page_text = extract_text(template_a(article["title"], article["paragraphs"]))
            assert index.find(minwise(page_text)), article["title"]
    # A crawl with the other function over this namespace is told its values differ.
    simhash_crawl = run_crawl(site.url + "/", settings_for(db, SIMHASH_FINGERPRINT="simhash"))
    assert simhash_crawl.stat("simhash/fingerprint_version_mismatch") == 1
    assert any("minwise-1" in line and "SIMHASH_FINGERPRINT" in line
               for line in simhash_crawl.log.splitlines() if "WARNING" in line)


def test_spiders_sharing_a_namespace_dedup_across_each_other(serve, run_crawl, db_url):
    articles = corpus_articles()[:3]
    site = serve(reposted_site(articles))
    shared = {"ADDONS": {"scrapy_simhash.Addon": 300}, "SIMHASH_DATABASE_URL": db_url}
    first = run_crawl(site.url + "/", shared, spider_settings={"SIMHASH_NAMESPACE": "news"})
    other = run_crawl(site.url + "/", shared, spider_settings={"SIMHASH_NAMESPACE": "other"})
    same = run_crawl(site.url + "/", shared, spider_settings={"SIMHASH_NAMESPACE": "news"})
    assert len(first.items) == 3 and len(other.items) == 3
    assert same.items == [] and same.stat("simhash/index_size") == 3


def test_distinct_articles_in_one_template_are_all_kept(serve, run_crawl, tmp_path):
    articles = corpus_articles()[:8]
    site = serve(reposted_site(articles, templates=(template_a,)))
    result = run_crawl(site.url + "/", settings_for(tmp_path / "i.sqlite3"))
    assert len(result.items) == 8
    assert result.stat("simhash/dropped") == 0


def edited_pair() -> tuple[dict, list[str], int]:
    """An article and an edited copy, with the distance the product's own path gives them."""
    for article in corpus_articles():
        edited = list(article["paragraphs"])
        edited[0] = "据本报综合报道，" + edited[0]
        edited[-1] = edited[-1] + "（完）本文由通讯员提供，转载请注明出处。"
        a = simhash(extract_text(template_a(article["title"], article["paragraphs"])))
        b = simhash(extract_text(template_b(article["title"], edited)))
        distance = hamming_distance(a, b)
        if 1 <= distance <= 8:
            return article, edited, distance
    pytest.fail("no article gives an edited copy within distance 1..8")


def test_per_spider_threshold_changes_what_is_dropped(serve, run_crawl, tmp_path):
    article, edited, distance = edited_pair()
    pages = {
        "/x/a/original.html": page(template_a(article["title"], article["paragraphs"])),
        "/y/a/edited.html": page(template_b(article["title"], edited)),
    }
    pages["/"] = index_page(["/x/a/original.html", "/y/a/edited.html"])
    site = serve(pages)
    index_layout = {"SIMHASH_MAX_DISTANCE": 8}  # one layout for both runs' thresholds

    strict = run_crawl(site.url + "/", settings_for(tmp_path / "strict.sqlite3", **index_layout),
                       spider_settings={"SIMHASH_MAX_DISTANCE": distance - 1})
    loose = run_crawl(site.url + "/", settings_for(tmp_path / "loose.sqlite3", **index_layout),
                      spider_settings={"SIMHASH_MAX_DISTANCE": distance})

    assert len(strict.items) == 2 and strict.stat("simhash/dropped") == 0
    assert len(loose.items) == 1 and loose.stat("simhash/dropped") == 1
    assert loose.stat(f"simhash/distance/{distance}") == 1


def test_tag_mode_keeps_items_and_names_the_original(serve, run_crawl, tmp_path):
    articles = corpus_articles()[:2]
    site = serve(reposted_site(articles))
    result = run_crawl(site.url + "/",
                       settings_for(tmp_path / "i.sqlite3", SIMHASH_ACTION="tag"))

    assert len(result.items) == 6
    tagged = [item for item in result.items if "simhash_duplicate_of" in item]
    assert len(tagged) == 4 and result.stat("simhash/tagged") == 4
    originals = {item["url"] for item in result.items if "simhash_duplicate_of" not in item}
    for item in tagged:
        assert item["simhash_duplicate_of"]["key"] in originals
        assert 0 <= item["simhash_duplicate_of"]["distance"] <= 3
        # The stored original's fingerprint, as an int (like Match.fingerprint) and in hex.
        fingerprint = item["simhash_duplicate_of"]["fingerprint"]
        assert isinstance(fingerprint, int) and 0 <= fingerprint < 1 << 64
        assert item["simhash_duplicate_of"]["fingerprint_hex"] == f"{fingerprint:016x}"


def test_tag_mode_on_items_without_the_tag_field_keeps_them_and_warns_once(
        serve, run_crawl, tmp_path):
    site = serve(reposted_site(corpus_articles()[:2]))
    result = run_crawl(site.url + "/", settings_for(
        tmp_path / "i.sqlite3", SIMHASH_ACTION="tag", HARNESS_SCRAPY_ITEMS=True))

    assert len(result.items) == 6  # duplicates kept, as tag mode promises, but unmarked
    assert result.stat("simhash/tag_field_missing") == 4
    assert result.stat("simhash/tagged") == 0
    warnings = [line for line in result.log.splitlines()
                if " WARNING" in line and "cannot tag" in line]
    assert len(warnings) == 1 and "'simhash_duplicate_of'" in warnings[0]


def test_a_fingerprint_in_copied_meta_is_not_taken_for_the_next_page(serve, run_crawl, tmp_path):
    # The spider copies an article page's meta into the request for a JSON attachment:
    # the attachment's item must not inherit the article's fingerprint and be dropped.
    article = corpus_articles()[0]
    body = template_a(article["title"], article["paragraphs"]).replace(
        "</article>", "<a href='/a/1.json'>data</a></article>")
    pages = {"/": index_page(["/a/1.html"]), "/a/1.html": page(body),
             "/a/1.json": (b'{"views": 1}', "application/json")}
    site = serve(pages)
    result = run_crawl(site.url + "/", settings_for(tmp_path / "i.sqlite3",
                                                    HARNESS_COPY_META=True))

    assert sorted(item["url"].rsplit("/", 1)[1] for item in result.items) == ["1.html", "1.json"]
    assert result.stat("simhash/dropped") == 0
    assert result.stat("simhash/stored") == 1 and result.stat("simhash/no_text") == 1


def test_items_copied_before_the_pipeline_are_reported_not_silently_unchecked(
        serve, run_crawl, tmp_path):
    # Items are linked to their page by identity; a pipeline ordered before ours that
    # returns a copy breaks the link. The crawl must say so, not just stop deduplicating.
    site = serve(reposted_site(corpus_articles()[:2]))
    result = run_crawl(site.url + "/", settings_for(
        tmp_path / "i.sqlite3", ITEM_PIPELINES={"copying_pipeline.CopyingPipeline": 100}))

    assert len(result.items) == 6 and result.stat("simhash/no_text") == 6
    assert result.stat("simhash/items_unmatched") == 6
    warnings = [line for line in result.log.splitlines()
                if " WARNING" in line and "reached SimHashPipeline as other objects" in line]
    assert len(warnings) == 1 and "6 items" in warnings[0]


def test_text_field_items_are_fingerprinted_from_the_field(serve, run_crawl, tmp_path):
    first, second = corpus_articles()[:2]
    pages = {
        "/a/1.html": page(template_a(first["title"], first["paragraphs"])),
        "/a/2.html": page(template_a(first["title"] + "（转载）", first["paragraphs"])),
        "/a/3.html": page(template_a(second["title"], second["paragraphs"])),
    }
    pages["/"] = index_page(sorted(pages))
    site = serve(pages)
    result = run_crawl(site.url + "/",
                       settings_for(tmp_path / "i.sqlite3", SIMHASH_TEXT_FIELD="body"),
                       text_field="body")

    assert result.stat("simhash/checked") == 3 and result.stat("simhash/no_text") == 0
    kept = sorted(item["url"].rsplit("/", 1)[1] for item in result.items)
    assert len(kept) == 2 and "3.html" in kept
    assert result.stat("simhash/distance/0") == 1  # identical <p> text, different titles


def test_non_html_and_empty_responses_pass_untouched(serve, run_crawl, tmp_path):
    pages = {
        "/a/data.json": (b'{"items": [1, 2, 3]}', "application/json"),
        "/a/picture.png": (b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 8, "image/png"),
        "/a/empty.html": (b"", "text/html; charset=utf-8"),
        "/a/blank.html": (b"   \n\t  ", "text/html"),
        "/a/junk.html": (bytes(range(256)) * 40, "text/html"),
    }
    pages["/"] = index_page(sorted(pages))
    site = serve(pages)
    result = run_crawl(site.url + "/", settings_for(tmp_path / "i.sqlite3"))

    assert sorted(item["url"].rsplit("/", 1)[1] for item in result.items) == [
        "blank.html", "data.json", "empty.html", "junk.html", "picture.png"]
    assert result.stat("simhash/dropped") == 0
    assert result.stat("simhash/no_text") == 5
    assert result.stat("simhash/extraction_empty") == 3  # empty, blank, and the link-only index
    assert result.stat("simhash/binary_responses") == 1
    assert result.stat("finish_reason") == "finished"
    assert "Traceback" not in result.log


def test_pages_are_decoded_by_their_http_charset_and_their_bytes(serve, run_crawl, tmp_path):
    # One article three times: UTF-8; GBK declared only by the HTTP header; UTF-8 bytes
    # under a stale gb2312 <meta> and no header charset (a common Chinese-site leftover,
    # which Scrapy's response.text reads as GB18030 mojibake).
    articles = corpus_articles()[:2]
    pages: dict[str, tuple[bytes, str]] = {}
    for n, article in enumerate(articles):
        title, paragraphs = article["title"], article["paragraphs"]
        pages[f"/a/utf8-{n}.html"] = page(template_a(title, paragraphs))
        gbk = template_b(title, paragraphs).replace("<meta charset='utf-8'>", "")
        pages[f"/a/gbk-{n}.html"] = (gbk.encode("gbk"), "text/html; charset=gbk")
        stale = template_c(title, paragraphs).replace("charset='utf-8'", "charset='gb2312'")
        pages[f"/a/stale-{n}.html"] = (stale.encode("utf-8"), "text/html")
    pages["/"] = index_page(sorted(pages))
    site = serve(pages)
    result = run_crawl(site.url + "/", settings_for(tmp_path / "i.sqlite3"))

    assert result.stat("simhash/responses_fingerprinted") == 6
    assert result.stat("simhash/stored") == 2
    assert result.stat("simhash/dropped") == 4


def test_ignore_mode_skips_duplicate_pages_before_parsing(serve, run_crawl, tmp_path):
    articles = corpus_articles()[:3]
    site = serve(reposted_site(articles))
    db = tmp_path / "i.sqlite3"
    run_crawl(site.url + "/", settings_for(db))
    second = run_crawl(site.url + "/",
                       settings_for(db, SIMHASH_IGNORE_DUPLICATE_RESPONSES=True))
    assert second.items == []
    assert second.stat("simhash/responses_ignored") == 9
    assert second.stat("simhash/checked") == 0
    # Logged like dropped items: the first at INFO, all of them with SIMHASH_DEBUG.
    info = [line for line in second.log.splitlines() if " INFO" in line and "ignoring" in line]
    assert len(info) == 1
    verbose = run_crawl(site.url + "/", settings_for(
        db, SIMHASH_IGNORE_DUPLICATE_RESPONSES=True, SIMHASH_DEBUG=True))
    info = [line for line in verbose.log.splitlines() if " INFO" in line and "ignoring" in line]
    assert len(info) == 9



def test_token_free_pages_are_not_taken_for_duplicates(serve, run_crawl, tmp_path):
    symbols = "<html><body><div class='content'><p>{}</p></div></body></html>"
    pages = {f"/a/{n}.html": page(symbols.format("★ — … ※ ！" * (10 + n))) for n in range(3)}
    pages["/"] = index_page(sorted(pages))
    site = serve(pages)
    result = run_crawl(site.url + "/", settings_for(tmp_path / "i.sqlite3"))
    assert len(result.items) == 3 and result.stat("simhash/dropped") == 0
    assert result.stat("simhash/stored") == 0 and result.stat("simhash/no_text") == 3
