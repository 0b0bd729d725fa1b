"""A short story beside a box about its writer (or beside a guest book of condolences)
keeps only the story: the box often holds more prose than the story itself, so only
its name tells it apart. Author boxes are named with words for the writer; guest books
are reader messages like comments."""

from __future__ import annotations

import pytest

from scrapy_simhash.extract import extract_text
from scrapy_simhash.extract._hints import WEAK_NEGATIVE, attribute_hint

STORY = [
    "The Riverside Community Pool will reopen on Saturday after a two-month renovation that "
    "replaced its filtration system and resurfaced the main basin, the parks department said.",
    "Opening hours will be 6 a.m. to 8 p.m. on weekdays and 8 a.m. to 6 p.m. at weekends. "
    "Prices are unchanged.",
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
