"""A layout wrapper named for what it holds ("has-sidebar", "with-comments"), or a post
classed by its topic ("category-social-media"), is not taken for the boilerplate it names: the article inside it is read, and the sidebar itself, the
comments themselves, are still left out."""

from __future__ import annotations

import pytest

from scrapy_simhash.extract import extract_text
from scrapy_simhash.extract._hints import STRONG_NEGATIVE, WEAK_NEGATIVE, attribute_hint

PARAGRAPHS = [
    "The old harbour town has changed more in the last five years than in the previous "
    "fifty, according to residents who gathered on Tuesday to discuss the council's plans.",
    "Most of the change has come from the conversion of warehouses along the waterfront "
    "into flats, cafes and small workshops, many of them run by people from the city.",
    "Fishermen say the new arrivals have brought money but also rising rents, and several "
    "families who worked the boats for generations have already left for cheaper towns.",
    "The council insists that the plan protects the working harbour, setting aside the "
    "northern quay for boats and limiting new building to three storeys along the front.",
]
ABOUT = ("The Coast Courier is an independent local newspaper, published every week since "
         "1921 and read by families across the whole of the northern coast.")


def page(wrapper_class: str) -> str:
    body = "".join(f"<p>{text}</p>" for text in PARAGRAPHS)
    return (
        "<html><head><title>Harbour plan divides town</title></head><body>"
        f"<div class='{wrapper_class}'><div class='col-8'><h1>Harbour plan divides town</h1>"
        f"{body}</div><div class='col-4'><h3>Most read</h3><ul><li><a href='/a'>Storm "
        "closes ferry route</a></li><li><a href='/b'>New school opens</a></li></ul></div>"
        f"</div><div class='about'><p>{ABOUT}</p></div></body></html>"
    )


@pytest.mark.parametrize("wrapper_class", [
    "site-content", "site-content has-sidebar", "main-area with-sidebar", "layout no-comments",
    "content has-related-posts", "post-542 post type-post category-social-media",
])
def test_the_article_inside_a_wrapper_named_for_what_it_holds_is_read(wrapper_class: str) -> None:
    assert extract_text(page(wrapper_class)).split("\n") == PARAGRAPHS


def test_names_of_what_an_element_holds_are_not_strong_but_its_own_names_are() -> None:
    assert attribute_hint("div", "has-sidebar") != STRONG_NEGATIVE
    assert attribute_hint("div", "with-comments") != STRONG_NEGATIVE
    assert attribute_hint("div", "post type-post category-sponsored") != STRONG_NEGATIVE
    assert attribute_hint("div", "sidebar has-widgets") == STRONG_NEGATIVE
    assert attribute_hint("div", "post-with-sidebar") == STRONG_NEGATIVE  # not a modifier
    # A weak word keeps its weight: a figure "has-caption".
    assert attribute_hint("div", "media-landscape has-caption") == WEAK_NEGATIVE
