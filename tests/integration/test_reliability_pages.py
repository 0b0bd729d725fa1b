"""Hostile and broken pages through a real crawl: nothing escapes, nothing is lost.

One crawl serves every kind of bad page the open web produces. Items are dropped only
for a real match (the same article in other encodings), every page is accounted for in
the stats, and the crawl finishes normally.
"""

from __future__ import annotations

import gzip
import html
import random
import zlib

import pytest

from scrapy_simhash.middleware import looks_binary
from tests.reliability_fixtures import assert_clean_finish, sqlite_settings
from tests.sites import corpus_articles, index_page, template_a

pytestmark = pytest.mark.slow

JAPANESE = (
    "東京都内の図書館では、週末になると家族連れで賑わう読書会が開かれている。"
    "参加者は毎回異なる本を持ち寄り、感想を語り合う。主催者によれば、"
    "今年は昨年の二倍にあたる三百人以上が参加したという。"
)


def article_page(article: dict, head: str = "<meta charset='utf-8'>") -> str:
    return template_a(article["title"], article["paragraphs"]).replace(
        "<meta charset='utf-8'>", head
    )


def traditional_articles() -> list[dict]:
    return [a for a in corpus_articles("zh-p2-") if a["script"] == "traditional"]


def binary_bodies() -> dict[str, bytes]:
    noise = random.Random(6)
    junk = bytes(noise.randrange(256) for _ in range(20_000))
    png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + junk[:4000]
    stream = zlib.compress(junk)
    pdf = (b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Length " + str(len(stream)).encode()
           + b" /Filter /FlateDecode >>\nstream\n" + stream + b"\nendstream\nendobj\n%%EOF\n")
    garbage_gzip = gzip.compress(junk)[:9000]  # a truncated archive
    return {"picture.html": png, "document.html": pdf, "archive.html": garbage_gzip}


def bad_site() -> tuple[dict[str, tuple[bytes, str]], set[str]]:
    """The pages, and the paths that are the same article (only these may be dropped)."""
    articles = corpus_articles()
    original, truncated_source, lying = articles[0], articles[1], articles[2]
    hant, other_hant = traditional_articles()[:2]
    utf8 = "text/html; charset=utf-8"
    pages: dict[str, tuple[bytes, str]] = {
        # The same article three times: plain, GBK declared in a meta tag, UTF-8 with a BOM.
        "/a/original.html": (article_page(original).encode("utf-8"), utf8),
        "/a/gbk-meta.html": (
            article_page(original, "<meta http-equiv='Content-Type' "
                                   "content='text/html; charset=gbk'>").encode("gbk", "xmlcharrefreplace"),
            "text/html",
        ),
        "/a/utf8-bom.html": (b"\xef\xbb\xbf" + article_page(original, "").encode("utf-8"),
                             "text/html"),
        "/a/utf16-bom.html": (article_page(original, "").encode("utf-16"), "text/html"),
        # Other encodings and lies about them.
        "/a/big5.html": (article_page(hant, "").encode("big5", "xmlcharrefreplace"), "text/html; charset=big5"),
        "/a/shift-jis.html": (
            f"<html><head><meta charset='shift_jis'></head><body><article><h1>読書会</h1>"
            f"<p>{JAPANESE}</p><p>{JAPANESE[::-1]}</p></article></body></html>"
            .encode("shift_jis"),
            "text/html",
        ),
        "/a/gbk-labelled-utf8.html": (article_page(original).encode("gbk", "xmlcharrefreplace"), utf8),
        "/a/lying-meta.html": (
            article_page(lying, "<meta charset='iso-8859-1'>").encode("utf-8"), "text/html"),
        "/a/unknown-charset.html": (article_page(articles[4]).encode("utf-8"),
                                    "text/html; charset=no-such-codec"),
        "/a/utf16-labelled-utf8.html": (article_page(articles[5]).encode("utf-8"),
                                        "text/html; charset=utf-16"),
        "/a/missing-charset.html": (article_page(other_hant, "").encode("big5", "xmlcharrefreplace"), "text/html"),
        # Broken structure.
        "/a/empty.html": (b"", utf8),
        "/a/whitespace.html": (b" \r\n\t " * 500, utf8),
        "/a/truncated.html": (
            article_page(truncated_source).encode("utf-8")[:2500].rsplit(b"<", 1)[0] + b"<di",
            utf8,
        ),
        "/a/deep.html": (
            ("<div>" * 10_000 + "<p>" + html.escape(" ".join(articles[3]["paragraphs"][:2]))
             + "</p>" + "</div>" * 10_000).encode("utf-8"),
            utf8,
        ),
        "/a/huge.html": (huge_page(), utf8),
        "/a/all-links.html": (
            ("<html><body>" + "".join(f"<a href='#l{n}'>link {n}</a> " for n in range(5000))
             + "</body></html>").encode(), utf8),
        "/a/only-scripts.html": (
            ("<html><head>" + "<script>var article = 'not text'; function f(x) "
             "{ return x * 2; }</script>" * 300 + "</head><body><script>document.write("
             "'<p>hello</p>')</script><noscript></noscript></body></html>").encode(),
            utf8,
        ),
    }
    for name, body in binary_bodies().items():
        pages[f"/a/{name}"] = (body, "text/html")
    pages["/"] = index_page(sorted(pages))
    return pages, {"/a/original.html", "/a/gbk-meta.html", "/a/utf8-bom.html",
                   "/a/utf16-bom.html"}


def huge_page() -> bytes:
    """About 20 MB of distinct prose-like paragraphs."""
    words = ("river", "market", "council", "harbour", "winter", "railway", "school", "garden",
             "museum", "bridge", "festival", "library", "factory", "village", "orchard")
    paragraph = 0
    parts = [b"<html><head><meta charset='utf-8'></head><body><article>"]
    size = 0
    while size < 20 * 1024 * 1024:
        text = " ".join(f"{words[(paragraph * 7 + n) % len(words)]}{paragraph % 97}"
                        for n in range(60))
        chunk = f"<p>Paragraph {paragraph}: {text}.</p>\n".encode()
        parts.append(chunk)
        size += len(chunk)
        paragraph += 1
    parts.append(b"</article></body></html>")
    return b"".join(parts)


def test_bad_pages_never_break_the_crawl_or_lose_items(serve, run_crawl, tmp_path):
    pages, same_article = bad_site()
    site = serve(pages)
    result = run_crawl(site.url + "/", sqlite_settings(tmp_path / "i.sqlite3"), timeout=300)

    assert_clean_finish(result)
    article_paths = {path for path in pages if path.startswith("/a/")}
    kept = {item["url"].removeprefix(site.url) for item in result.items}
    dropped = article_paths - kept
    # Only copies of the one article that really is repeated are dropped: three of the
    # four (the GBK page decodes, through its meta tag, to the same text; the UTF-16 one
    # is full of NUL bytes yet text, by its byte-order mark).
    assert dropped < same_article and len(dropped) == 3
    assert result.stat("item_dropped_reasons_count/NearDuplicateItem") == 3
    assert result.stat("item_scraped_count") == len(article_paths) - 3
    # Every page is accounted for, and no component failed on any of them.
    assert result.stat("simhash/extraction_errors") == 0
    assert result.stat("simhash/worker_crashes") == 0
    assert result.stat("simhash/index_errors") == 0
    binary = sum(looks_binary(body) for path, (body, _) in pages.items())
    assert binary >= 2 and result.stat("simhash/binary_responses") == binary
    # Empty, whitespace, link-only, script-only pages and the index have no main text.
    assert result.stat("simhash/extraction_empty") >= 5
    fingerprinted = result.stat("simhash/responses_fingerprinted")
    responses = result.stat("downloader/response_status_count/200")
    assert responses >= len(pages)  # the start URL is fetched again from the pages' links
    assert fingerprinted + result.stat("simhash/extraction_empty") \
        + result.stat("simhash/text_too_short") + binary == responses
    # The 20 MB page and the truncated page were extracted and stored as distinct pages;
    # the 10,000-deep page is kept (libxml2 stops building the tree at depth 256, so its
    # text may not be reached: then it counts as extraction_empty, never as an error).
    assert {"/a/deep.html", "/a/huge.html", "/a/truncated.html"} <= kept
    assert result.stat("simhash/stored") == fingerprinted - 3
