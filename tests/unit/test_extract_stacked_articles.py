"""A page that stacks whole articles one after another (the next stories loaded as the
reader scrolls) gives the article under its own headline, not the longest of them."""

from __future__ import annotations

import pytest

from scrapy_simhash.extract import extract_text

OWN = [
    "Drivers of every kind of vehicle are invited to the yearly blessing that the friars "
    "hold tomorrow morning on the avenue in front of their church, as every year.",
    "The friars will also hand out a card with ten rules for careful driving, to remind "
    "everyone of the care owed to passengers and to the people met on the road.",
]
NEXT = [
    f"The attorney general of the neighbouring country arrived on Thursday for talks on "
    f"cooperation against organised crime, the {n} of a series of visits this year, and "
    f"met the prosecutors who lead the joint investigations of the two countries."
    for n in ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")
]


def stacked_page(heading: str) -> str:
    def unit(headline: str, paragraphs: list[str]) -> str:
        body = "".join(f"<p>{p}</p>" for p in paragraphs)
        return (
            f"<div class='scrollblock'><article class='entry'>"
            f"<header><{heading}>{headline}</{heading}></header>"
            f"<div class='entry-text'>{body}</div></article></div>"
        )

    own = unit("Blessing of vehicles this Saturday", OWN).replace(f"<{heading}>", "<h1>", 1)
    own = own.replace(f"</{heading}>", "</h1>", 1)
    return (
        "<html><head><title>Daily News | Blessing of vehicles this Saturday</title></head>"
        "<body><main><section class='column'>"
        + own
        + unit("Prosecutors meet on crime", NEXT[:4])
        + unit("Talks continue for a second day", NEXT[4:])
        + "</section></main></body></html>"
    )


def test_the_article_under_the_pages_headline_is_given_not_the_stories_after_it() -> None:
    text = extract_text(stacked_page("h1"))
    for paragraph in OWN:
        assert paragraph in text
    for paragraph in NEXT:
        assert paragraph not in text


@pytest.mark.parametrize("heading", ["h2", "h3"])
def test_parts_under_sub_headings_are_the_same_article(heading: str) -> None:
    # Built alike but headed by sub-headings: the sections of one article.
    text = extract_text(stacked_page(heading))
    for paragraph in OWN + NEXT:
        assert paragraph in text
