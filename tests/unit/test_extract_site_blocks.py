"""A block a site repeats on every page (staff list, promotion, legal text) must not be
taken for the article, nor join it, when the page's headline shows where the article is."""

from __future__ import annotations

import pytest

from scrapy_simhash.extract import extract_text
from scrapy_simhash.fingerprint.text import FINGERPRINT_FUNCTIONS, hamming_distance
from scrapy_simhash.fingerprint.version import DEFAULT_FINGERPRINT
from scrapy_simhash.index.layout import DEFAULT_MAX_DISTANCE

ABOUT = (
    "The Orchard Gazette was started by four neighbours who wanted a paper for the hill "
    "villages after the old weekly closed. We publish every morning online and on Fridays "
    "in print, and our reporters live in the towns they write about. We cover councils, "
    "schools, farming, weather and the people of the valleys, and we answer every letter "
    "our readers send us. Our editors decide what we cover without regard to the wishes "
    "of advertisers or donors, and we correct our mistakes in public, at the foot of the "
    "story, saying what was wrong and when it was fixed."
)
STORIES = {
    "Ferry returns to the lake": [
        "The lake ferry made its first crossing of the season on Saturday morning, two "
        "weeks later than planned because of the repairs.",
        "Forty passengers and two dogs rode the repaired boat to the island jetty, where "
        "the café had opened early for them.",
        "The operator said the new engine halves the crossing time in calm weather and "
        "burns a third less fuel than the old one.",
    ],
    "Library extends opening hours": [
        "The town library will stay open until nine on weekday evenings from May, the "
        "first change to its hours in twelve years.",
        "Volunteers from the reading club offered to staff the extra hours at the desk, "
        "and the school will lend two of its laptops.",
        "The council agreed to pay for heating and lighting for a trial of six months, "
        "after which the hours will be reviewed.",
    ],
}


def sectioned_page(headline: str, paragraphs: list[str]) -> str:
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    return f"""<html><head><title>{headline} - Orchard Gazette</title></head><body>
      <div class="container"><div class="logo"><a href="/">Orchard Gazette</a></div>
      <section class="story"><h1>{headline}</h1><p class="when">May 2</p>{body}</section>
      <div class="about-box"><p>{ABOUT}</p></div></div></body></html>"""


def table_page(headline: str, paragraphs: list[str]) -> str:
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    menu = "<br>".join(f'<a href="/{s}">{s}</a>' for s in ("News", "Farming", "Sport"))
    return f"""<html><head><title>{headline}</title></head><body><table>
      <tr><td colspan="2"><a href="/">Orchard Gazette</a></td></tr>
      <tr><td>{menu}</td><td><font size="4"><b>{headline}</b></font><br>{body}</td></tr>
      <tr><td colspan="2"><div><p>{ABOUT}</p></div></td></tr></table></body></html>"""


@pytest.mark.parametrize("make_page", [sectioned_page, table_page])
def test_site_box_beside_the_headlined_story_stays_out(make_page) -> None:
    for headline, paragraphs in STORIES.items():
        text = extract_text(make_page(headline, paragraphs))
        assert all(p in text for p in paragraphs)
        assert "Orchard Gazette was started" not in text


@pytest.mark.parametrize("make_page", [sectioned_page, table_page])
def test_two_stories_of_one_site_are_not_near_duplicates(make_page) -> None:
    fingerprint = FINGERPRINT_FUNCTIONS[DEFAULT_FINGERPRINT]
    first, second = (extract_text(make_page(h, p)) for h, p in STORIES.items())
    assert hamming_distance(fingerprint(first), fingerprint(second)) > DEFAULT_MAX_DISTANCE


def test_article_in_two_sections_keeps_both() -> None:
    # Siblings built like the headline's branch are parts of the article, not site boxes.
    first, second = STORIES["Ferry returns to the lake"], STORIES["Library extends opening hours"]
    html = f"""<html><head><title>Spring in the valley</title></head><body><div>
      <div class="part"><h1>Spring in the valley</h1>{"".join(f"<p>{p}</p>" for p in first)}</div>
      <div class="part">{"".join(f"<p>{p}</p>" for p in second)}</div></div></body></html>"""
    text = extract_text(html)
    assert all(p in text for p in first + second)
