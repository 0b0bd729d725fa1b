"""An article split into sections built and named alike keeps every section, even one
with links and short lines (a podcast's listen/download links) next to its prose."""

from __future__ import annotations

from scrapy_simhash.extract import extract_text

FIRST = [
    (
        "The Davis Cup Final began on Monday with the opening day of the new-look format taking "
        "place in Madrid, and the crowds were thinner than the organisers had hoped."
    ),
    (
        "Is it fair to say that the event was neither as bad as the sceptics predicted nor as good "
        "as its backers promised? We discuss the atmosphere, the scheduling and the late finishes, "
        "and what the players made of a week that felt more like an exhibition than a final."
    ),
]
SECOND = [
    (
        "Much of the focus on day one was about the feel and staging of the event, but there is "
        "also discussion about Russia's straightforward victory against the defending champions."
    ),
    "The podcast is produced weekly throughout the year and daily during the Slams.",
]


def sectioned_article(named_like_article: bool) -> str:
    name = "articleBodyText section" if named_like_article else "panel section"

    def section(paragraphs: list[str], extra: str = "") -> str:
        body = "".join(f"<p>{p}</p>" for p in paragraphs)
        return f"""<div class="{name}"><div class="article-body-text component">
                     <div class="component-content">{body}{extra}</div></div></div>"""

    links = """<ul><li>This week's episode is sponsored by the Finals. Tickets:
                 <a href="http://example.com/finals">http://example.com/finals</a></li></ul>
               <h4>How to listen to the podcast</h4>
               <p><a href="http://po.st/1">Listen: http://po.st/1</a><br>
                  <a href="http://po.st/2">Download: http://po.st/2</a></p>"""
    return f"""<!DOCTYPE html><html><head><title>Podcast</title></head><body>
      <div class="main-content"><main class="article__body"><div class="js-article-inner">
        <article>{section(FIRST)}<div class="htmlEmbed section"></div>
          {section(SECOND, links)}</article></div></main></div></body></html>"""


def test_second_section_of_the_article_is_kept() -> None:
    text = extract_text(sectioned_article(named_like_article=True))
    for paragraph in FIRST + SECOND:
        assert paragraph in text
    assert "po.st" not in text


def test_link_heavy_side_branch_not_named_as_the_article_still_goes() -> None:
    text = extract_text(sectioned_article(named_like_article=False))
    for paragraph in FIRST:
        assert paragraph in text
    assert SECOND[0] not in text


BRIEF = [
    "市图书馆新馆昨日正式对外开放，新馆建筑面积3.2万平方米，设有阅览座位2000余个，藏书容量达300万册。",
    "开馆首日，不少市民早早在门口排队等候。新馆实行每周七天开放，工作日延长开放至晚上九点。",
]
ABOUT = (
    "某某新闻网是经批准的地方重点新闻网站，由某某日报社主办，于2001年正式上线运行。网站以新闻资讯为主，"
    "设有时政、社会、经济、文化、教育、体育等三十多个频道，日均页面浏览量超过五百万次，是本地区最具影响力的"
    "综合性门户网站之一，致力于为广大网民提供及时、权威、全面的新闻信息服务。"
)


def brief_beside_about_box(h1: str) -> str:
    return (
        "<html><head><title>市图书馆新馆正式开放_某某新闻网</title></head><body><div class='wrap'>"
        f"<div class='l'><h1>{h1}</h1><div class='c'>"
        + "".join(f"<p>{p}</p>" for p in BRIEF)
        + "</div><div class='pn'>上一篇：<a href='/1'>我市开展夏季消防安全检查</a></div></div>"
        f"<div class='r'><div class='b'><h3>网站简介</h3><p>{ABOUT}</p></div><div class='h'><ol>"
        + "".join(
            f"<li><a href='/h/{n}'>热点新闻标题第{n}条，标题很长很长</a></li>" for n in range(5)
        )
        + "</ol></div></div></div></body></html>"
    )


def test_the_branch_under_the_headline_wins_over_a_longer_box_beside_it() -> None:
    # The brief holds less prose than the site's "about" box in the right column; the
    # headline, the page title's words in an <h1>, says which column is the article.
    assert extract_text(brief_beside_about_box("市图书馆新馆正式开放")) == "\n".join(BRIEF)


def test_without_a_matching_headline_the_denser_branch_still_wins() -> None:
    assert ABOUT in extract_text(brief_beside_about_box("今日要闻"))


SHARING_PARAGRAPHS = [
    "Two people who change the same history need a way to agree on which version wins. "
    "The simplest arrangement keeps one shared copy that both of them push to.",
    "Each of them rewrites changes locally, then publishes the result; the shared copy "
    "records which rewritten change replaces which, so that nothing is lost on the way.",
    "When both rewrite the same change at once, the tool notices the divergence on the "
    "next pull and asks one of them to settle it before anything else is published.",
]


def test_a_section_whose_id_spells_its_heading_is_not_read_as_a_share_box() -> None:
    # Documentation tools give each section the anchor of its heading: the word
    # "sharing" in it names the topic, not a share bar.
    html = (
        "<html><body><div class='body'><h1>Working together</h1>"
        "<p>This chapter explains how several people can work on one history and keep "
        "their copies in step with each other without losing any change.</p>"
        "<div class='section' id='sharing-with-another-developer'>"
        "<h2>Sharing with another developer</h2>"
        + "".join(f"<p>{p}</p>" for p in SHARING_PARAGRAPHS)
        + "</div></div></body></html>"
    )
    text = extract_text(html)
    for paragraph in SHARING_PARAGRAPHS:
        assert paragraph in text


def test_a_short_share_box_named_after_its_heading_is_still_left_out() -> None:
    html = (
        "<html><body><div class='body'><h1>Working together</h1>"
        + "".join(f"<p>{p}</p>" for p in SHARING_PARAGRAPHS)
        + "<div id='share-this-page'><h2>Share this page</h2><p>Tell your friends and "
        "colleagues about this page, it takes a second and helps us a lot. Thank you!</p>"
        "</div></div></body></html>"
    )
    text = extract_text(html)
    assert SHARING_PARAGRAPHS[-1] in text
    assert "Tell your friends" not in text


COSTS_OPENING = [
    "A small parish can keep a website running for years on a modest budget, if it "
    "plans the costs before it starts and asks volunteers to share the work.",
    "This page lists what such a team usually pays for, and what it can do once the "
    "site is up, so that a church council can decide with the figures in front of it.",
]
COSTS_SHORT_LINES = [
    "The domain name costs about twenty dollars a year.",
    "Hosting without adverts costs about ten dollars a month.",
    "A computer should be replaced every two years.",
]
COSTS_IDEAS = [
    "Share testimonies in the language of the group",
    "Keep a page of prayer requests",
    "Publish recipes of the region",
    "Post news and weather of the country",
]


def _costs_page() -> str:
    return (
        "<html><head><title>What a parish website costs</title></head><body>"
        "<div class='Section1'><h1>What a parish website costs</h1>"
        + "".join(f"<p>{p}</p>" for p in COSTS_OPENING)
        + "</div><div class='Section1'><h3>The yearly costs</h3>"
        + "".join(f"<p>{p}</p>" for p in COSTS_SHORT_LINES)
        + "<p>Altogether a well equipped team spends less than five thousand dollars a "
        "year, and a careful one can start with a fifth of that.</p></div>"
        "<ul>" + "".join(f"<li>{item}</li>" for item in COSTS_IDEAS) + "</ul>"
        "</body></html>"
    )


def test_a_part_built_like_the_article_keeps_its_short_lines() -> None:
    # The second part is mostly one-line sentences: they are the article's, as its
    # first part is, and no link weighs against them.
    text = extract_text(_costs_page())
    for line in COSTS_OPENING + COSTS_SHORT_LINES:
        assert line in text


def test_a_plain_word_list_after_the_headlined_article_is_kept() -> None:
    text = extract_text(_costs_page())
    for item in COSTS_IDEAS:
        assert item in text
