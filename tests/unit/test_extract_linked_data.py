"""schema.org ``articleBody`` in a page's linked data: read when the page itself shows
only a line or two (a paywalled teaser, a page its script renders), never in place of an
article the page shows."""

from __future__ import annotations

import json

from scrapy_simhash.extract import extract_text
from tests.unit.test_extract_hidden import ARTICLE, ZH_ARTICLE

NAV = "<ul>" + "".join(f"<li><a href='/s{n}'>Section {n}</a></li>" for n in range(10)) + "</ul>"


def page(body: str, linked_data: object) -> str:
    script = f"<script type='application/ld+json'>{json.dumps(linked_data)}</script>"
    return (
        f"<html><head><title>Water</title>{script}</head>"
        f"<body>{NAV}{body}<p><a href='/about'>About</a></p></body></html>"
    )


def news_article(body: str) -> dict[str, object]:
    return {"@context": "https://schema.org", "@type": "NewsArticle", "articleBody": body}


TEASER = f"<div class='article'><h1>Water</h1><p>{ARTICLE[0][:90]}...</p></div>"


def test_a_teaser_page_is_read_from_its_article_body() -> None:
    text = extract_text(page(TEASER, news_article("\n\n".join(ARTICLE))))
    assert all(line in text for line in ARTICLE)
    assert "Section 2" not in text


def test_a_page_left_to_its_script_is_read_from_an_article_body_in_a_graph() -> None:
    linked = {"@context": "https://schema.org",
              "@graph": [{"@type": "WebSite", "name": "Example"},
                         {"@type": "Article", "articleBody": "\n".join(ZH_ARTICLE)}]}  # fmt: skip
    text = extract_text(page("<div id='root'></div>", linked).encode("utf-8"))
    assert text.split("\n") == ZH_ARTICLE


def test_an_article_body_held_as_markup_is_read_as_markup() -> None:
    markup = "".join(f"<p>{line}</p>" for line in ARTICLE)
    text = extract_text(page(TEASER, news_article(markup)))
    assert text.split("\n") == ARTICLE


def test_an_article_body_does_not_replace_the_article_the_page_shows() -> None:
    shown = "".join(f"<p>{line}</p>" for line in ARTICLE)
    other = "An older version of the story, kept by the publisher's system. " * 8
    text = extract_text(page(f"<article>{shown}</article>", news_article(other)))
    assert text.split("\n") == ARTICLE


def test_broken_or_short_linked_data_leaves_the_page_as_it_is() -> None:
    broken = page(TEASER, news_article("\n".join(ARTICLE))).replace('"articleBody"', "articleBody")
    short = page(TEASER, news_article("A line."))
    for html in (broken, short):
        assert extract_text(html) == extract_text(page(TEASER, {"@type": "WebPage"}))


def test_data_nested_too_deep_to_parse_leaves_the_page_as_it_is() -> None:
    deep = "[" * 5000 + "]" * 5000
    plain = page(TEASER, {"@type": "WebPage"})
    for kind, data in (
        ("application/ld+json", '{"articleBody": ' + deep + "}"),
        ("application/json", '{"a": ' + deep + ', "b": "<p>' + "word " * 60 + '</p>"}'),
    ):
        script = f"<script type='{kind}'>{data}</script>"
        assert extract_text(plain.replace("</head>", script + "</head>")) == extract_text(plain)
