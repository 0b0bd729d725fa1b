"""Pages whose markup stops libxml2 early still give their article: a page served as two
documents one after the other, and a page whose root start tag is broken."""

from __future__ import annotations

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
