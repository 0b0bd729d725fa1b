"""Content the page hides: left out while the page shows an article, read when the page
shows only a line or two and hides its article until a script reveals it (WeChat
articles keep ``#js_content`` at ``visibility: hidden``); blocks named as boilerplate
stay out even then."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from scrapy_simhash import hamming_distance, minwise
from scrapy_simhash.extract import extract_text
from scrapy_simhash.index.layout import DEFAULT_MAX_DISTANCE

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
    "国家统计局新闻发言人表示，从环比看，十月份规模以上工业增加值比上月增长百分之零点四，装备"
    "制造业和高技术制造业增加值分别增长百分之六点八和百分之七点一。",
    "专家分析认为，随着一系列稳增长政策持续发力，国内需求逐步恢复，市场预期有所改善，预计四季度"
    "经济运行将延续回升向好态势，全年主要目标任务有望顺利完成。",
]
HIDDEN_PROSE = (
    "Sign up today and we will send you the best of our reporting every morning, with "
    "offers from our partners, events near you and the stories our readers loved most."
)
NAV = "<ul>" + "".join(f"<li><a href='/s{n}'>Section {n}</a></li>" for n in range(10)) + "</ul>"
FOOTER = "<p><a href='/about'>About</a> <a href='/contact'>Contact</a></p>"


def page(body: str) -> str:
    return f"<html><head><title>Water</title></head><body>{NAV}{body}{FOOTER}</body></html>"


def paragraphs(lines: list[str]) -> str:
    return "".join(f"<p>{line}</p>" for line in lines)


def test_wechat_article_hidden_until_its_script_runs_is_read() -> None:
    html = page(
        "<div id='img-content'><h1 class='rich_media_title'>Water</h1>"
        "<div class='rich_media_content' id='js_content' style='visibility: hidden;'>"
        + paragraphs(ARTICLE)
        + "</div></div>"
    )
    text = extract_text(html)
    assert all(line in text for line in ARTICLE)
    assert "Section 3" not in text


def test_chinese_sections_hidden_by_display_none_are_read() -> None:
    sections = "".join(f"<section><span>{line}</span></section>" for line in ZH_ARTICLE)
    html = page(f"<div id='js_content' style='display:none'>{sections}</div>")
    text = extract_text(html.encode("utf-8"))
    assert all(line in text for line in ZH_ARTICLE)


def test_a_wechat_article_and_its_repost_on_a_news_site_fingerprint_alike() -> None:
    body = "".join(f"<section><span>{line}</span></section>" for line in ZH_ARTICLE)
    wechat = page(
        f"<div class='rich_media_content' id='js_content' style='visibility: hidden;'>{body}</div>"
    )
    repost = page(
        f"<div class='article'><h1>十月份工业</h1>{paragraphs(ZH_ARTICLE)}"
        "<p>（来源：新华社）</p></div>"
    )
    first, second = minwise(extract_text(wechat)), minwise(extract_text(repost))
    assert first != 0
    assert hamming_distance(first, second) <= DEFAULT_MAX_DISTANCE


def test_hidden_attribute_counts_as_hidden() -> None:
    html = page(f"<div class='story' hidden>{paragraphs(ARTICLE)}</div>")
    assert ARTICLE[1] in extract_text(html)


def test_hidden_block_named_as_boilerplate_stays_out_of_a_page_without_article() -> None:
    html = page(
        "<p>Photos of the week.</p>"
        f"<div class='newsletter-modal' style='display: none'><p>{HIDDEN_PROSE}</p>"
        f"<p>{HIDDEN_PROSE.replace('today', 'now')}</p></div>"
    )
    assert "Sign up" not in extract_text(html)


def test_a_page_showing_its_article_keeps_hidden_text_out() -> None:
    html = page(
        f"<article>{paragraphs(ARTICLE)}</article>"
        f"<div class='content' style='display:none'><p>{HIDDEN_PROSE}</p></div>"
    )
    text = extract_text(html)
    assert ARTICLE[0] in text
    assert "Sign up" not in text


@settings(max_examples=60, deadline=None)
@given(
    position=st.integers(min_value=0, max_value=len(ARTICLE)),
    how=st.sampled_from(["style='display:none'", "style='visibility: hidden'", "hidden"]),
    name=st.sampled_from(["", "class='content'", "id='main'", "class='panel'"]),
    words=st.lists(st.sampled_from(HIDDEN_PROSE.split()), min_size=5, max_size=80),
)
def test_hidden_blocks_never_change_a_visible_article(
    position: int, how: str, name: str, words: list[str]
) -> None:
    visible = page(f"<article>{paragraphs(ARTICLE)}</article>")
    blocks = [f"<p>{line}</p>" for line in ARTICLE]
    blocks.insert(position, f"<div {name} {how}><p>{' '.join(words)}.</p></div>")
    with_hidden = page("<article>" + "".join(blocks) + "</article>")
    assert extract_text(with_hidden) == extract_text(visible)
