"""A short story beside a box about its writer (or beside a guest book of condolences)
keeps only the story: the box often holds more prose than the story itself, so only
its name tells it apart. Author boxes are named with words for the writer; guest books
are reader messages like comments."""

from __future__ import annotations

import pytest

from scrapy_simhash.extract import extract_text
from scrapy_simhash.extract._hints import WEAK_NEGATIVE, attribute_hint

STORY = [
    (
        "The Riverside Community Pool will reopen on Saturday after a two-month renovation that "
        "replaced its filtration system and resurfaced the main basin, the parks department said."
    ),
    (
        "Opening hours will be 6 a.m. to 8 p.m. on weekdays and 8 a.m. to 6 p.m. at weekends. "
        "Prices are unchanged."
    ),
]
BIO = (
    "Jamie Ellis has covered city hall, schools and local parks for the Gazette since 2015. "
    "Before that, Jamie worked for six years at the Northfield Record, where a series on the "
    "town's failing water pipes won a state press association award. Jamie lives in town "
    "with a partner, two children and a very old dog, and can be reached at the newsroom."
)


@pytest.mark.parametrize("box", ["about-writer", "writer-bio", "bio-box", "user-bio"])
def test_a_box_about_the_writer_is_left_out(box: str) -> None:
    page = (
        "<html><head><title>Pool reopens</title></head><body><div class='left-col'>"
        "<h1>Pool reopens</h1><div class='story-text'>"
        + "".join(f"<p>{p}</p>" for p in STORY)
        + f"</div><div class='{box}'><p>{BIO}</p></div></div></body></html>"
    )
    assert attribute_hint("div", box) == WEAK_NEGATIVE
    assert extract_text(page).split("\n") == STORY


@pytest.mark.parametrize("classes", ["biography-content", "writer-story article-body"])
def test_a_content_name_beside_them_wins(classes: str) -> None:
    assert attribute_hint("div", classes) != WEAK_NEGATIVE


OBITUARY = [
    (
        "Margaret Ellen Doyle, 87, of Cedar Falls, passed away peacefully on Thursday, March 7, "
        "2024, at home surrounded by her family."
    ),
    (
        "Margaret taught third grade at Lincoln Elementary for 34 years. She loved her garden, her "
        "church choir and Sunday dinners with her grandchildren."
    ),
]
MESSAGES = [
    (
        "Mrs. Doyle was my third grade teacher in 1971 and I still remember the way she read to us "
        "every afternoon after recess. She made every child in that classroom feel like they "
        "mattered, and I became a teacher myself partly because of her. My deepest sympathy."
    ),
    (
        "We sang next to Margaret in the choir for more than twenty years. She always had a kind "
        "word and a peppermint in her pocket for anyone who needed one, and her alto voice will be "
        "missed at every service. Our thoughts and prayers are with you all."
    ),
]


@pytest.mark.parametrize("name", ["guestbook", "guest-book", "condolences"])
def test_a_guest_book_under_a_short_notice_is_left_out(name: str) -> None:
    entries = "".join(
        f"<div class='entry'><div class='message'>{m}</div><div class='sign'>A friend</div></div>"
        for m in MESSAGES
    )
    page = (
        "<html><head><title>Margaret Doyle</title></head><body><div class='obit-main'>"
        "<h1>Margaret Ellen Doyle</h1><div class='obit-text'>"
        + "".join(f"<p>{p}</p>" for p in OBITUARY)
        + f"</div><div class='{name}'><h2>Guest Book</h2>{entries}</div></div></body></html>"
    )
    assert extract_text(page).split("\n") == OBITUARY
