"""extract_text never raises and stays bounded on hostile or unusable input."""

from __future__ import annotations

import random
import re

from hypothesis import example, given, settings
from hypothesis import strategies as st
from lxml import etree

from scrapy_simhash.extract import MAX_HTML_CHARS, decode_html, extract_text

PARAGRAPH = (
    "This paragraph is long enough to be taken for article prose, and it has commas, "
    "full stops and several clauses. "
)


def test_empty_and_whitespace_inputs_give_empty_text() -> None:
    for value in ["", " ", "\n\t  \r\n", b"", b"   \n", "\x00", b"\x00\x00"]:
        assert extract_text(value) == ""


def test_non_text_inputs_give_empty_text() -> None:
    for value in [None, 42, ["<p>x</p>"], object()]:
        assert extract_text(value) == ""  # type: ignore[arg-type]


def test_fragment_without_html_or_body_still_extracts() -> None:
    assert extract_text(f"<p>{PARAGRAPH}</p>") == PARAGRAPH.strip()
    assert extract_text(PARAGRAPH) == PARAGRAPH.strip()


def test_malformed_markup_is_repaired_not_fatal() -> None:
    html = (
        "<html><body><div><p>" + PARAGRAPH + "<b><i>unclosed <table><tr><td>"
        "</div></span></p></p><p " + PARAGRAPH + "<<<>>> &bogus; &#xFFFFFFFF; &#0; </html></html>"
    )
    text = extract_text(html)
    assert "This paragraph is long enough" in text


def test_binary_junk_does_not_raise() -> None:
    rng = random.Random(1234)
    for size in (1, 17, 4096, 300_000):
        junk = bytes(rng.randrange(256) for _ in range(size))
        assert isinstance(extract_text(junk), str)
        assert isinstance(decode_html(junk), str)


def test_xml_documents_do_not_raise() -> None:
    rss = (
        '<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Feed</title>'
        f"<item><title>One</title><description>{PARAGRAPH}</description></item></channel></rss>"
    )
    assert isinstance(extract_text(rss), str)
    assert isinstance(extract_text(rss.encode("utf-8")), str)
    svg = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><text>hi</text></svg>'
    assert isinstance(extract_text(svg), str)


def test_ten_thousand_levels_of_nesting_complete() -> None:
    depth = 10_000
    for tag in ("div", "span", "b", "table"):
        html = f"<{tag}>" * depth + PARAGRAPH + f"</{tag}>" * depth
        assert isinstance(extract_text(html), str)
    # Unclosed nesting is the more common real-world form.
    assert isinstance(extract_text("<div>" * depth + PARAGRAPH), str)


def test_page_beyond_the_cap_is_truncated_not_rejected() -> None:
    article = f"<html><body><article><p>{PARAGRAPH}</p><p>{PARAGRAPH}</p></article>"
    filler = "<div><a href='/x'>link</a> filler text</div>\n"
    padding = filler * (20_000_000 // len(filler))  # a 20 MB page
    assert len(article + padding) > MAX_HTML_CHARS
    text = extract_text(article + padding + "</body></html>")
    assert "This paragraph is long enough" in text
    # Text that lies entirely past the cap is never read.
    late = padding + f"<p>{PARAGRAPH.replace('This', 'Late')}</p>"
    assert "Late paragraph" not in extract_text(late)


def test_twenty_megabytes_of_bytes_complete() -> None:
    body = ("<p>" + PARAGRAPH + "</p>\n").encode("utf-8") * (20_000_000 // 160)
    assert "This paragraph is long enough" in extract_text(body)


def test_lone_surrogates_and_control_characters() -> None:
    html = f"<p>{PARAGRAPH}\ud800\udfff\x01\x02\x1b</p>"
    assert "This paragraph is long enough" in extract_text(html)


# --- properties ---------------------------------------------------------------------

WORDS = st.sampled_from(
    ["news", "river", "council", "vote", "million", "城市", "公交", "图书馆", "居民", "通知"]
)
TEXT = st.lists(WORDS, min_size=1, max_size=30).map(" ".join)
TAGS = st.sampled_from(
    ["div", "p", "span", "a", "td", "li", "ul", "table", "article", "nav", "footer", "br", "h1",
     "section", "font", "script", "style", "form", "aside"]
)  # fmt: skip
CLASSES = st.sampled_from(
    ["", "content", "comment", "sidebar", "article-body", "share", "ad", "正文"]
)


@st.composite
def html_documents(draw: st.DrawFn, depth: int = 0) -> str:
    parts = []
    for _ in range(draw(st.integers(0, 4))):
        if depth < 5 and draw(st.booleans()):
            tag, cls = draw(TAGS), draw(CLASSES)
            inner = draw(html_documents(depth + 1))
            parts.append(f'<{tag} class="{cls}">{inner}</{tag}>')
        else:
            parts.append(draw(TEXT))
    return "".join(parts)


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=2000))
def test_never_raises_on_any_text(value: str) -> None:
    assert isinstance(extract_text(value), str)


@settings(max_examples=150, deadline=None)
@given(st.binary(max_size=2000))
def test_never_raises_on_any_bytes(value: bytes) -> None:
    assert isinstance(extract_text(value), str)
    assert isinstance(decode_html(value), str)


@settings(max_examples=200, deadline=None)
@given(html_documents())
def test_output_words_come_from_the_page_text(html: str) -> None:
    text = extract_text(html)
    assert "\n\n" not in text and text == text.strip()
    # Every output word is a run of the text a browser would render (block edges and
    # <br> may split runs, never join them): check against the parsed document's text
    # with scripts and styles removed.
    root = etree.fromstring(html.encode("utf-8"), etree.HTMLParser(encoding="utf-8"))
    if root is None:
        assert text == ""
        return
    etree.strip_elements(root, "script", "style", with_tail=False)
    rendered = root.xpath("string()")
    for word in re.findall(r"\w+", text):
        assert word in rendered


@settings(max_examples=100, deadline=None)
@given(html_documents())
# A <meta charset> tag put in front of the markup would change the document itself: an
# element before any body content then lands in <head> (libxml2), as in this example. The
# charset is declared the way a crawl declares it instead, by the HTTP header.
@example(
    '<section class="share">' + "news " * 14 + "river " + "council " * 8 + "城市 图书馆 图书馆"
    '</section><p class=""><div class=""></div>' + "news " * 12 + "council " * 10
    + '城市 城市 图书馆 图书馆 图书馆</p><h1 class="comment">' + "news " * 30 + "council " * 6
    + "图书馆 图书馆" + "news " * 5 + "council council</h1>news news river river council "
    "council 图书馆 图书馆 图书馆"
)
def test_str_and_utf8_bytes_agree(html: str) -> None:
    text = extract_text(html)
    assert extract_text(html.encode("utf-8")) == text
    assert extract_text(html.encode("utf-8"), declared_encoding="utf-8") == text


def test_pathological_shapes_complete() -> None:
    # Shapes that would make a naive implementation quadratic: deep boilerplate-named
    # nesting, tens of thousands of sibling posts or table rows, one huge paragraph.
    shapes = [
        ('<div class="comment">' * 250 + f"<p>{PARAGRAPH}</p>" + "</div>" * 250) * 20,
        "<div>" * 200
        + "".join(
            f'<div class="share"><p>{PARAGRAPH}</p><a href="/x">l</a></div>' for _ in range(5000)
        )
        + "</div>" * 200,
        "<table>"
        + "".join(f'<tr><td><a href="/x">a</a></td><td>{PARAGRAPH}</td></tr>' for _ in range(5000))
        + "</table>",
        "<p>" + PARAGRAPH * 20_000 + "</p>",
        "<p>" + "<b>w</b> " * 100_000 + "</p>",
        ("word " * 3 + "<br>") * 100_000,
    ]
    for html in shapes:
        assert isinstance(extract_text(html), str)


def test_concurrent_threads_get_the_same_text() -> None:
    from concurrent.futures import ThreadPoolExecutor
    from pathlib import Path

    fixtures = sorted((Path(__file__).parents[1] / "fixtures" / "extract").glob("*.html"))
    pages = [path.read_bytes() for path in fixtures] * 8
    expected = [extract_text(page) for page in pages]
    with ThreadPoolExecutor(max_workers=4) as pool:
        assert list(pool.map(extract_text, pages)) == expected
    assert all(expected)


def test_html5_content_right_after_meta_is_not_lost_in_head() -> None:
    # libxml2 keeps unknown (HTML5) elements inside <head> when no body content came first.
    html = f'<meta charset="utf-8"><section><p>{PARAGRAPH}</p></section>'
    assert extract_text(html) == PARAGRAPH.strip()
    assert extract_text(html.encode("utf-8")) == PARAGRAPH.strip()


@given(st.binary(max_size=300) | st.text(max_size=200).map(lambda t: t.encode("utf-8", "surrogatepass")))
@settings(max_examples=300, deadline=None)
def test_utf8_bodies_skip_decoding_only_when_the_result_is_the_same(body: bytes) -> None:
    from scrapy_simhash.extract._decode import utf8_body

    for candidate in (body, b"\xef\xbb\xbf" + body, b"<p>\xe2\x80\x9cquoted\xe2\x80\x9d</p>" + body):
        passed = utf8_body(candidate, MAX_HTML_CHARS)
        if passed is not None:
            assert passed == decode_html(candidate).encode("utf-8")
        for declared in (None, "gbk", "utf-8"):
            html = "<html><body><p>" + "A sentence of the article, long enough. " * 4 + "</p>"
            page = html.encode() + candidate
            assert extract_text(page, declared_encoding=declared) == extract_text(
                decode_html(page, declared))


def test_utf8_body_cases() -> None:
    from scrapy_simhash.extract._decode import utf8_body

    assert utf8_body(b"ascii only", 100) is None  # decode_html's own rules apply
    assert utf8_body("caf\u00e9".encode(), 100) == "caf\u00e9".encode()
    assert utf8_body(b"\xef\xbb\xbf" + "caf\u00e9".encode(), 100) == "caf\u00e9".encode()
    assert utf8_body(b"caf\xe9", 100) is None  # not UTF-8
    assert utf8_body(("\u00e9" * 11).encode(), 10) is None  # over the character budget
    assert utf8_body(b"\xff\xfe" + "x".encode("utf-16-le"), 100) is None
