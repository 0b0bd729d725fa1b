"""schema.org ``articleBody`` in a page's linked data: read when the page itself shows
only a line or two (a paywalled teaser, a page its script renders), never in place of an
article the page shows."""

from __future__ import annotations

import json

from scrapy_simhash.extract import extract_text

ARTICLE = [
    "The river authority said on Tuesday that the water level had fallen by almost two "
    "metres since the spring, the lowest reading at the gauge since the nineteen sixties.",
    "Farmers along the lower valley have been asked to cut their use of irrigation by a "
    "fifth until the autumn rains arrive, and several towns have restricted watering.",
    "Engineers are studying whether an old weir upstream could be repaired to hold back "
    "more water next year, although the work would take at least three seasons.",
]
ZH_ARTICLE = [
    "据新华社北京11月20日电，国家统计局今天发布数据显示，十月份全国规模以上工业增加值同比增长"
    "百分之五点三，比上个月加快零点二个百分点，制造业投资继续保持较快增长。",
    "专家分析认为，随着一系列稳增长政策持续发力，国内需求逐步恢复，市场预期有所改善，预计四季度"
    "经济运行将延续回升向好态势，全年主要目标任务有望顺利完成。",
]
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
