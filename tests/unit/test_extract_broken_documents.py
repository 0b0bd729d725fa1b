"""Pages whose markup stops libxml2 early still give their article: a page served as two
documents one after the other, a page whose root start tag is broken, and tag soup nested
past libxml2's default depth."""

from __future__ import annotations

import json
from html import escape as html_escape

import pytest

from scrapy_simhash.extract import extract_text

STORY = [
    "The council voted on Tuesday to reopen the old swimming baths on the river after a "
    "decade of closure, ending a long campaign by residents of the east side of town.",
    "Repairs to the roof and the filtration plant will take most of next year, officials "
    "said, and the pool should open to swimmers in the spring of the following year.",
    "Campaigners, who collected more than four thousand signatures, said they would keep "
    "watching the budget to make sure the money promised is actually spent on the work.",
]
STORY_HTML = "".join(f"<p>{p}</p>" for p in STORY)

WEATHER_HEADER = """<html><head><title>Channel 7</title></head><body>
  <div class="top"><a href="/">Home</a> <a href="/weather">Weather</a></div>
  <table><tr><td>Riverside, 12 degrees, clear</td></tr></table>
</body></html>"""


@pytest.mark.parametrize("doctype", ["", "<!DOCTYPE html>\n"])
def test_second_document_after_the_first_ones_end_is_read(doctype: str) -> None:
    page = (
        WEATHER_HEADER
        + "<script>var x = 1;</script>\n"
        + doctype
        + "<html><head><title>Baths to reopen</title></head><body>"
        + f"<div class='story'><h1>Baths to reopen</h1>{STORY_HTML}</div></body></html>"
    )
    text = extract_text(page)
    for paragraph in STORY:
        assert paragraph in text


@pytest.mark.parametrize("end", ["</html>", "</body></html>", "</BODY></HTML>\n<!-- header -->"])
def test_article_after_a_header_include_that_ends_the_document_is_read(end: str) -> None:
    # A header include closes the page, and the body's content follows with no new
    # <html> or <body>: browsers show it, libxml2 stopped reading at the end tag.
    page = (
        WEATHER_HEADER.replace("</body></html>", end)
        + f"\n<div class='content'><div class='story'>{STORY_HTML}</div></div>"
        + "<div class='footer'><a href='/a'>Home</a> | <a href='/b'>Privacy</a></div>"
        + ("</BODY></HTML>" if "HTML" in end else "</body></html>")
    )
    assert extract_text(page).split("\n") == STORY


def test_markup_after_the_end_of_one_document_stays_out_of_the_story() -> None:
    page = (
        f"<html><body><div class='story'>{STORY_HTML}</div></body></html>"
        "<div class='legal'><a href='/a'>Home</a> | <a href='/b'>Privacy</a></div>"
    )
    text = extract_text(page)
    assert text.split("\n") == STORY


def test_broken_root_start_tag_does_not_drop_the_page() -> None:
    page = (
        '<!DOCTYPE html>\n<html xlogo.jpg" alt="News wire" width="145" border="0" />'
        "</a></td><td><table><tr><td><a href='/mail'>Refer to a friend</a></td></tr></table>"
        f"<div class='body'>{STORY_HTML}</div></td></tr></table></body></html>"
    )
    text = extract_text(page)
    for paragraph in STORY:
        assert paragraph in text


_STORY = [
    "The ferry council met on Tuesday to decide the winter timetable for the harbour crossing.",
    "Volunteers from the river school asked for an earlier first boat on market days.",
    "The budget for bridge repairs was moved to the spring, after a long and heated vote.",
    "A lantern festival will close the square on the last weekend of the month instead.",
    "The museum on the square keeps its winter hours, and the library opens on Sundays.",
    "Flooding on the river road closed the orchard lane twice in the last fortnight.",
    "The harbour master said the storm season had been the longest in a decade.",
    "Repairs to the old quay will start once the council has chosen a contractor.",
]
_MENU = "".join(f'<li><a href="/{word}">{word}</a></li>' for word in ("news", "sport", "weather"))


@pytest.mark.parametrize("tag", ["nav", "aside", "footer"])
def test_boilerplate_element_left_open_keeps_the_article(tag: str) -> None:
    # The page never closes its menu: the parser nests the article inside it.
    html = (
        f"<html><head><title>Ferry timetable</title></head><body><{tag}><ul>{_MENU}</ul>"
        "<article><h1>Ferry timetable</h1>"
        + "".join(f"<p>{line}</p>" for line in _STORY)
        + "</article></body></html>"
    )
    text = extract_text(html)
    assert all(line in text for line in _STORY)
    assert "weather" not in text


@pytest.mark.parametrize("tag", ["font", "div", "center"])
@pytest.mark.parametrize("depth", [300, 1500])
def test_article_under_hundreds_of_unclosed_tags_is_read(tag: str, depth: int) -> None:
    # Tag soup: a template that opens a tag per line and never closes it nests the
    # article hundreds of levels deep. libxml2 stops reading at depth 256 unless told
    # otherwise, and every page of such a site would keep only its header.
    html = (
        "<html><head><title>Ferry timetable</title></head><body>"
        f"<div class='top'><ul>{_MENU}</ul></div>"
        + f"<{tag}>" * depth
        + "".join(f"<p>{line}</p>" for line in _STORY)
        + "</body></html>"
    )
    text = extract_text(html)
    assert all(line in text for line in _STORY)


def test_closed_boilerplate_element_with_prose_stays_out() -> None:
    # An aside holding most of the page's text but no headline or article element is a
    # real sidebar: its paragraphs stay out of the article's text.
    sidebar = [f"{line} This is the sidebar's copy of it." for line in _STORY]
    html = (
        "<html><head><title>Ferry timetable</title></head><body>"
        "<aside>" + "".join(f"<p>{line}</p>" for line in sidebar) + "</aside>"
        "<div><p>" + _STORY[0] + " " + _STORY[1] + "</p></div></body></html>"
    )
    text = extract_text(html)
    assert "sidebar's copy" not in text
    assert _STORY[0] in text


def test_ruby_readings_are_left_out() -> None:
    # Furigana (<rt>) print the reading above the words; the text is the words.
    sentence = (
        "<ruby>子<rt>こ</rt></ruby>どもへの<ruby>虐待<rp>(</rp><rt>ぎゃくたい</rt><rp>)</rp>"
        "</ruby>をなくすための法律ができて、親が子どもをたたくことを禁止することになりました。"
    )
    html = (
        "<html><head><title>t</title></head><body><article>"
        + "".join(f"<p>{n}年、{sentence}</p>" for n in range(2015, 2020))
        + "</article></body></html>"
    )
    text = extract_text(html)
    assert "2016年、子どもへの虐待をなくすための法律ができて、" in text
    assert "ぎゃくたい" not in text
    assert "(" not in text


def test_soft_hyphens_are_removed() -> None:
    # A soft hyphen only shows where a line breaks: a page hyphenated for narrow screens
    # has the same words as its repost without them.
    hyphenated = [line.replace("timetable", "time\xadtable").replace("harbour", "har\xadbour")
                  for line in _STORY]  # fmt: skip
    html = (
        "<html><head><title>t</title></head><body><article>"
        + "".join(f"<p>{line}</p>" for line in hyphenated)
        + "</article></body></html>"
    )
    assert extract_text(html) == extract_text(html.replace("\xad", ""))
    assert "\xad" not in extract_text(html)


def _blog_post(body: str, script_type: str = "text/template") -> str:
    return (
        "<html><head><title>Baths to reopen</title></head><body>"
        "<div class='nav'><a href='/'>Home</a> <a href='/archive'>Archive</a></div>"
        "<div class='post'><h2>Baths to reopen</h2><div class='post-body'>"
        f"<script type='{script_type}'>{body}</script>"
        "</div></div><div class='footer'>Powered by a blog platform</div></body></html>"
    )


@pytest.mark.parametrize("as_bytes", [False, True])
@pytest.mark.parametrize("script_type", ["text/template", "text/x-template"])
def test_article_shown_by_a_template_script_is_read(script_type: str, as_bytes: bool) -> None:
    page = _blog_post(STORY_HTML, script_type)
    text = extract_text(page.encode("utf-8") if as_bytes else page)
    for paragraph in STORY:
        assert paragraph in text
    assert "Powered by" not in text


def test_template_scripts_stay_out_when_the_page_shows_its_article() -> None:
    template = "<p>{{ comment.author }} wrote {{ comment.body }} on {{ comment.date }}</p>"
    page = _blog_post(template).replace(
        "<div class='post-body'>", f"<div class='post-body'>{STORY_HTML}"
    )
    text = extract_text(page)
    assert STORY[0] in text
    assert "{{" not in text


def test_executable_scripts_are_not_read_as_markup() -> None:
    page = _blog_post('document.write("<p>" + story + "</p>")', "text/javascript")
    assert "document.write" not in extract_text(page)


def _script_rendered_page(mount: str) -> str:
    return (
        "<html><head><title>Baths to reopen</title></head><body>"
        "<div class='nav'><a href='/'>Home</a> <a href='/archive'>Archive</a></div>"
        f"{mount}<p class='notice'>Please update your browser for a better experience.</p>"
        "</body></html>"
    )


def test_article_held_as_markup_in_a_data_attribute_is_read() -> None:
    props = json.dumps({"project": {"title": "Baths", "steps": [
        {"id": 1, "text": f"<p>{STORY[0]}</p><p>{STORY[1]}</p>"},
        {"id": 2, "text": f"<p>{STORY[2]}</p>"},
    ]}}).replace("<", "\\u003c").replace(">", "\\u003e")  # fmt: skip
    page = _script_rendered_page(f"<div data-react-props='{html_escape(props)}'></div>")
    text = extract_text(page)
    for paragraph in STORY:
        assert paragraph in text
    assert "\\u003c" not in text and "<p>" not in text


def test_article_held_as_markup_in_a_json_script_is_read() -> None:
    data = json.dumps({"article": {"body": STORY_HTML}}).replace("</", "<\\/")
    page = _script_rendered_page(f"<div id='app'></div><script type='application/json'>{data}</script>")
    text = extract_text(page)
    for paragraph in STORY:
        assert paragraph in text


def test_json_data_stays_out_when_the_page_shows_its_article() -> None:
    teaser = json.dumps({"related": "<p>" + "A summary of another story on the site. " * 8 + "</p>"})
    page = _script_rendered_page(f"<div data-props='{html_escape(teaser)}'>{STORY_HTML}</div>")
    text = extract_text(page)
    assert STORY[0] in text
    assert "another story" not in text
