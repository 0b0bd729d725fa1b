"""Teaser lists (tickers of cut-off summaries, grids of story cards) never win over the
article they sit next to, and never make two different articles extract alike."""

from __future__ import annotations

from scrapy_simhash.extract import extract_text

TOPICS = [
    ("Council approves flood barrier after decade of delays", "MILLBROOK", "city council"),
    ("Rail strike called off after late-night pay deal", "LEEDS", "union leaders"),
    ("Hospital waiting lists fall for third month running", "CARDIFF", "health officials"),
    ("Drought forces farmers to sell cattle early", "BOISE", "ranchers"),
    ("New bridge opens to traffic two years late", "PORTLAND", "engineers"),
    ("Museum returns looted bronzes to Nigeria", "LONDON", "curators"),
    ("Wildfire season starts early in the south", "MADRID", "firefighters"),
    ("School meals to be free for all pupils", "GLASGOW", "ministers"),
    ("Storm knocks out power to thousands of homes", "HALIFAX", "utility crews"),
    ("Central bank holds rates for a fifth time", "OTTAWA", "economists"),
]


def ticker_item(headline: str, dateline: str, who: str) -> str:
    summary = (
        f"{dateline}: Expressing concern over the plan, {who} said on Wednesday that close "
        f"to two million residents of the region may soon be affected by the decision, which "
        f"was announced after months of talks and..."
    )
    return f'<li><a href="/news/{dateline.lower()}">{headline}</a> <span>{summary}</span></li>'


def story_card(headline: str, dateline: str, who: str) -> str:
    return f"""
    <div class="col col--1-of-3">
      <article class="fp-story">
        <a href="/story/{dateline.lower()}"><img src="/i/{dateline.lower()}.jpg" alt=""></a>
        <header>
          <div class="kicker">{who.upper()} SPEAK OUT</div>
          <h2 class="headline"><a href="/story/{dateline.lower()}">{headline}</a></h2>
          <div class="meta"><span><a href="/source/x">example.com</a></span>
            <span><a href="/channel/news">News</a></span></div>
        </header>
        <div class="description"><p>What happens when {who} in {dateline.title()} are
          asked to choose between two bad options, and why do so many of them choose
          the worse one?</p></div>
      </article>
    </div>"""


def article_paragraphs(seed: str) -> list[str]:
    return [
        (
            f"The {seed} project was approved on Tuesday after a vote that ran late into the "
            "night, ending a dispute that had divided the town for most of a decade."
        ),
        (
            f"Supporters of the {seed} plan said the cost was modest next to the damage done "
            "by the last three floods, which closed the high street for weeks at a time."
        ),
        (
            f"Opponents of the {seed} scheme argued that the money would be better spent on "
            "moving the most exposed homes, and said they would appeal the decision."
        ),
        (
            f"Work on the {seed} site is due to begin in the spring and to take two years, "
            "with the first section finished before next winter's storms."
        ),
    ]


def page(main_column: str, sidebar: str = "") -> str:
    return f"""<!DOCTYPE html><html><head><title>Example News</title></head><body>
      <div class="boxed"><div class="content"><div class="wrapper">
        <div class="main-content-left">{main_column}</div>
        <div class="main-content-right">{sidebar}</div>
      </div></div></div></body></html>"""


def ticker_page(paragraphs: list[str]) -> str:
    ticker = "".join(ticker_item(*topic) for topic in TOPICS)
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    return page(
        f"""<div class="breaking-news"><div class="breaking-title">Breaking News</div>
              <div class="breaking-block"><ul>{ticker}</ul></div></div>
            <div class="main-article-content"><div class="date">Nov 20, 2019</div>
              <div class="shortcode-content">{body}</div></div>"""
    )


def card_grid_page(paragraphs: list[str]) -> str:
    cards = "".join(story_card(*topic) for topic in TOPICS * 4)
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    return f"""<!DOCTYPE html><html><head><title>Digg</title></head><body>
      <section><section><article class="single-story"><h1>Headline</h1>
        <div class="content">{body}</div></article></section></section>
      <section><section class="wrapper"><div class="grid">{cards}</div></section></section>
      </body></html>"""


def test_ticker_of_cut_off_summaries_loses_to_a_short_article() -> None:
    paragraphs = article_paragraphs("barrier")
    text = extract_text(ticker_page(paragraphs))
    for paragraph in paragraphs:
        assert paragraph in text
    assert "Expressing concern" not in text
    assert TOPICS[0][0] not in text


def test_grid_of_story_cards_loses_to_the_article_beside_it() -> None:
    paragraphs = article_paragraphs("barrier")
    text = extract_text(card_grid_page(paragraphs))
    assert text.split("\n") == paragraphs


def test_different_articles_in_one_card_heavy_template_extract_differently() -> None:
    first = extract_text(card_grid_page(article_paragraphs("barrier")))
    second = extract_text(card_grid_page(article_paragraphs("tunnel")))
    assert first and second and first != second
    assert "tunnel" in second and "tunnel" not in first


def test_thread_of_short_posts_keeps_its_opening_post() -> None:
    """Short posts look like cards (link line + a little prose); with no clearly bigger
    article beside them (only a forum blurb) they are the content: the first is kept."""
    posts = [
        f"Has anyone else noticed the {word} timetable changed this week? My train was "
        "cancelled twice and nobody at the station could tell me why."
        for word in ("bus", "rail", "tram", "ferry", "metro")
    ]
    thread = "".join(
        f"""<div class="post"><div class="author"><a href="/u/{i}">user{i}</a>
              <a href="/report/{i}">Report</a></div>
            <div class="message"><p>{post}</p></div></div>"""
        for i, post in enumerate(posts)
    )
    blurb = (
        "<div class='about'><p>The Commuters' Forum is a place for travellers in the region "
        "to share news about delays, fares and timetable changes, and to help each other "
        "find a way home when things go wrong.</p></div>"
    )
    html = f"<html><body>{blurb}<div class='thread'>{thread}</div></body></html>"
    text = extract_text(html)
    assert posts[0] in text
    assert posts[3] not in text


def related_posts_page(article: str) -> str:
    """WordPress "you may also like" boxes: per-post classes, a share-link line, an excerpt
    of several sentences each (no ellipsis), next to a one-paragraph article."""
    boxes = "".join(
        f"""<article class="fundo postbox post-{7800 + i} post type-post category-{i}">
              <div class="icons"><a href="/w">Whatsapp</a> <a href="/f">Facebook</a>
                <a href="/p">Pint</a></div>
              <p>{dateline.title()}: {headline}. Residents said the change came after years of
              complaints, and {who} promised a review of how the decision was reached. Many
              of them say they will be watching closely over the coming months, and a public
              meeting has been called for next week in the town hall to hear their views.</p>
            </article>"""
        for i, (headline, dateline, who) in enumerate(TOPICS)
    )
    return f"""<!DOCTYPE html><html><head><title>Blog</title></head><body>
      <div class="row"><div class="large-8 columns">
        <article class="fundo articlebox post-1806 post type-post"><h1>Title</h1>
          <p>{article}</p></article>
        <div class="reading-box"><h3>You may also like...</h3>{boxes}</div>
      </div></div></body></html>"""


def test_related_post_boxes_with_per_post_classes_lose_to_the_named_article() -> None:
    article = " ".join(article_paragraphs("barrier")[:3]) + (
        " Only a handful of residents turned up to the final meeting, held on a wet evening."
    )
    text = extract_text(related_posts_page(article))
    assert text == article


def test_boxes_titled_related_or_comments_are_dropped_in_unnamed_markup() -> None:
    # Two related items with long summaries outweigh a two-paragraph brief, and the reader
    # comments below it hold more prose still; only their titles say what they are.
    brief = [
        "6月25日，本市首条无人机配送航线开始试运行，航线全程约八公里，飞行时间约十二分钟。",
        "据介绍，试运行期间每天安排六个架次，市民下单后可以在小区的专用取货柜领取包裹。",
    ]
    related = "".join(
        f'<div class="it"><h4><a href="/r/{n}">相关报道标题第{n}条</a></h4><p>'
        + "记者从有关部门获悉，全国首条跨省低空物流航线近日正式开通运行，航线全长约一百二十公里，"
        "连接两省三地的物流枢纽，单次可运载货物五十公斤，配送时间比陆运缩短一半以上。"
        * 2
        + "</p></div>"
        for n in range(2)
    )
    comments = "".join(
        f"<div class='c'><b>user{n}</b><p>This is great news for the estate. I have waited for "
        "years for faster deliveries out here, because the nearest depot is miles away and "
        "parcels always arrive a day late, so I hope the trial is extended to us soon.</p></div>"
        for n in range(3)
    )
    page = (
        '<html><body><div class="wrap"><h1>本市首条无人机配送航线试运行</h1><div class="c1">'
        + "".join(f"<p>{line}</p>" for line in brief)
        + f'</div><div class="xg"><div class="t">相关新闻</div>{related}</div>'
        + f'<div class="cm"><h3>网友评论 (3)</h3>{comments}</div></div></body></html>'
    )
    assert extract_text(page) == "\n".join(brief)


def test_a_sub_heading_inside_the_body_does_not_title_the_body_away() -> None:
    # Stock words as the article's own sub-heading: not the first line of its block.
    body = [
        (
            "The council published the results of its consultation on the new cycle lanes "
            "today, and two thirds of the residents who replied were in favour of the plan."
        ),
        (
            "Research from the university found similar support in neighbouring towns, "
            "although older residents were less keen, according to the survey's authors."
        ),
    ]
    page = (
        "<html><body><div class='story'><p>"
        + body[0]
        + "</p><h2>Comments</h2><p>"
        + body[1]
        + "</p></div></body></html>"
    )
    assert extract_text(page) == "\n".join([body[0], "Comments", body[1]])


ROUTE_STORY = [
    "The mapping service added the most visited places of its community to the route "
    "planner this week, so riders see them while they draw a route.",
    "Cafes, water taps and viewpoints now show on the map as points of interest, ranked "
    "by how many riders stopped there in the last year.",
    "The feature is free for every account, and the company says it will add opening "
    "hours for the cafes in a later update this spring.",
]


def overlay_card(n: int, topic: str) -> str:
    # The whole card is clickable through an empty link laid over its picture; the
    # headline and summary themselves are not links.
    return (
        f"<li><div class='image'><a href='/news/{n}' title='{topic}'></a><img src='/{n}.jpg'>"
        f"</div><div class='text'><div class='topline'>{topic}</div>"
        f"<div class='title'>What the {topic} means for riders</div>"
        f"<p>{20 - n}.01.2022 The {topic} changes the way riders plan their season, and "
        f"our editors explain what to expect from it in the coming months.</p></div></li>"
    )


def test_cards_clickable_through_an_empty_overlay_link_do_not_win() -> None:
    topics = [f"topic {n}" for n in range(12)]
    cards = "".join(overlay_card(n, topic) for n, topic in enumerate(topics))
    html = (
        "<html><head><title>Route planner update</title></head><body><div>"
        "<article><h1>Route planner update</h1>"
        + "".join(f"<p>{line}</p>" for line in ROUTE_STORY)
        + f"</article><div><ul class='timeline'>{cards}</ul></div></div></body></html>"
    )
    text = extract_text(html)
    assert all(line in text for line in ROUTE_STORY)
    assert "our editors explain" not in text


def test_empty_icon_links_after_the_text_do_not_make_paragraphs_teasers() -> None:
    # Share bars of icon links (no text) after each part of a slideshow: the parts stay.
    parts = [f"<section class='slide'><p>{line}</p><div class='share'><a href='/s/{n}'></a>"
             f"<a href='/t/{n}'></a></div></section>" for n, line in enumerate(ROUTE_STORY)]  # fmt: skip
    html = (
        "<html><head><title>Route planner update</title></head><body><div>"
        + "".join(parts)
        + "</div></body></html>"
    )
    text = extract_text(html)
    assert all(line in text for line in ROUTE_STORY)
