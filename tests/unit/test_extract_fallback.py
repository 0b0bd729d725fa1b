"""The recall-oriented fallback (``extract``) and the parse repairs that keep pages from
coming out empty: unclosed titles, unclosed noscript, anchors that are not links."""

from __future__ import annotations

from scrapy_simhash.extract import Extraction, extract, extract_text
from tests.unit.test_extract_hidden import ZH_ARTICLE

WORDS = [
    "harbour",
    "council",
    "ferry",
    "timetable",
    "winter",
    "storm",
    "bridge",
    "repairs",
    "budget",
    "vote",
    "school",
    "library",
    "orchard",
    "river",
    "flooding",
    "volunteers",
    "market",
    "square",
    "lantern",
    "festival",
    "museum",
]


def sentences(seed: int, count: int) -> list[str]:
    """``count`` distinct sentences of about a dozen words each."""
    out = []
    for n in range(count):
        words = [WORDS[(seed * 7 + n * 3 + k * 5) % len(WORDS)] for k in range(12)]
        out.append(f"Paragraph {seed}-{n}: the " + " ".join(words) + " were discussed again.")
    return out


def blog_page(posts: int, paragraphs: int) -> tuple[str, list[str]]:
    """A blog's front page: several full posts, each with a linked headline and a
    comments link of its own (a count), in a column beside a menu."""
    body, texts = [], []
    for post in range(posts):
        lines = sentences(post, paragraphs)
        texts += lines
        body.append(
            f'<div class="entry"><h2><a href="/post/{post}">Post number {post}</a></h2>'
            + "".join(f"<p>{line}</p>" for line in lines)
            + f'<p class="meta"><a href="/post/{post}#c">{post + 2} comments</a></p></div>'
        )
    menu = "".join(f'<li><a href="/tag/{w}">{w}</a></li>' for w in WORDS)
    html = (
        "<html><head><title>A river town diary</title></head><body>"
        f'<div id="menu"><ul>{menu}</ul></div><div id="main">{"".join(body)}</div>'
        "</body></html>"
    )
    return html, texts


def test_extract_text_is_the_text_of_extract() -> None:
    html, _ = blog_page(4, 3)
    result = extract(html)
    assert isinstance(result, Extraction)
    assert extract_text(html) == result.text
    assert extract_text(html.encode("utf-8")) == result.text


def test_empty_or_hostile_input_gives_empty_text_without_fallback() -> None:
    for html in ("", "   ", "<html></html>", b"\x00\x00", "<p>"):
        assert extract(html) == Extraction("", False)


def test_single_article_does_not_use_the_fallback() -> None:
    lines = sentences(1, 8)
    html = (
        "<html><head><title>t</title></head><body><div id='nav'><a href='/'>Home</a></div>"
        "<article>" + "".join(f"<p>{line}</p>" for line in lines) + "</article></body></html>"
    )
    result = extract(html)
    assert not result.fallback
    assert all(line in result.text for line in lines)


def test_page_of_many_posts_keeps_more_than_one_post() -> None:
    # Read as a thread or a run of teasers, the page would keep one post, and every
    # front page of the blog would then extract to its newest post.
    html, texts = blog_page(posts=6, paragraphs=6)
    text = extract_text(html)
    kept = sum(line in text for line in texts)
    assert kept >= 0.8 * len(texts)
    assert "harbour" not in text.split("\n")  # the tag menu stays out


def test_fallback_flag_when_first_choice_is_far_shorter_than_the_prose() -> None:
    # A short notice named as the article, beside the real text in an unnamed column.
    lines = sentences(3, 12)
    html = (
        "<html><head><title>t</title></head><body>"
        "<article><p>Opening hours change on Monday, see the board for details.</p></article>"
        '<div class="column">' + "".join(f"<p>{line}</p>" for line in lines) + "</div>"
        "</body></html>"
    )
    result = extract(html)
    if result.fallback:
        assert all(line in result.text for line in lines)
    else:
        # The first choice already took the column.
        assert sum(line in result.text for line in lines) >= 10


def test_unclosed_anchor_does_not_turn_the_article_into_link_text() -> None:
    lines = sentences(5, 8)
    html = (
        '<html><head><title>t</title></head><body><a name="top">'
        "<table><tr><td>" + "".join(f"{line}<br>" for line in lines) + "</td></tr></table>"
        "</body></html>"
    )
    text = extract_text(html)
    assert all(line in text for line in lines)


def test_title_left_unclosed_does_not_swallow_the_page() -> None:
    lines = sentences(6, 8)
    html = (
        '<html><head><title>River news</titlevalue="1" -->\n</head><body><div>'
        + "".join(f"<p>{line}</p>" for line in lines)
        + "</div></body></html>"
    )
    text = extract_text(html)
    assert all(line in text for line in lines)


def test_noscript_left_open_keeps_the_rest_of_the_page() -> None:
    lines = sentences(7, 10)
    html = (
        "<html><head><title>t</title></head><body>"
        '<noscript><div id="plain"></noscript>'
        "<div>" + "".join(f"<p>{line}</p>" for line in lines) + "</div></body></html>"
    )
    text = extract_text(html)
    assert all(line in text for line in lines)


def test_small_noscript_stays_out() -> None:
    lines = sentences(8, 6)
    html = (
        "<html><head><title>t</title></head><body><div>"
        + "".join(f"<p>{line}</p>" for line in lines)
        + "<noscript><p>Please enable JavaScript to view the comments.</p></noscript>"
        + "</div></body></html>"
    )
    text = extract_text(html)
    assert "enable JavaScript" not in text
    assert all(line in text for line in lines)


def test_a_chinese_article_a_page_shows_only_without_scripts_is_read() -> None:
    # About 460 characters: under the 1,000 a noscript must hold if counted in characters,
    # over the 1,000 UTF-8 bytes the extractor counts (a Chinese character weighs three).
    lines = ZH_ARTICLE + [line.replace("十月份", "九月份") for line in ZH_ARTICLE[:3]]
    assert len("".join(lines)) < 1000 < len("".join(lines).encode("utf-8"))
    nav = "".join(f"<a href='/c{n}'>频道{n}</a>" for n in range(12))
    html = (
        "<html><head><meta charset='utf-8'><title>统计</title></head><body>"
        f"<div class='nav'>{nav}</div><div id='app'></div><noscript><div>"
        + "".join(f"<p>{line}</p>" for line in lines)
        + "</div></noscript><div class='footer'>版权所有 © 2024 某某网</div></body></html>"
    )
    text = extract_text(html.encode("utf-8"))
    assert all(line in text for line in lines)
    assert "频道3" not in text


def test_article_inside_elements_named_like_boilerplate_is_not_lost() -> None:
    # Every paragraph sits in an element whose class says popup or footer: trusting the
    # names leaves no prose at all, and the page would extract to nothing.
    lines = sentences(9, 5)
    html = (
        "<html><head><title>t</title></head><body>"
        '<div class="popup-layer">' + "".join(f"<p>{line}</p>" for line in lines) + "</div>"
        '<div class="footer-legal"><p>The contents of this site are owned by the publisher, '
        "who may change them at any time without notice to readers.</p></div></body></html>"
    )
    result = extract(html)
    assert result.fallback
    assert all(line in result.text for line in lines)
