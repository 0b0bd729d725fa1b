"""Articles whose paragraphs are each too short to read as prose: one written a short
sentence a paragraph is read whole, not lost to an empty text or to its one longer
paragraph (short sentences that do not stand side by side, or that are links, stay out);
an article element of short lines (a table of results) is read on a page without any
prose as on a page with a line of it."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scrapy_simhash.extract import extract_text

SENTENCES = [
    "The old harbour town has changed more in five years than in the fifty before.",
    "Warehouses along the waterfront are now flats and cafes and small workshops.",
    "Fishermen say the newcomers brought money but also much higher rents.",
    "Several families who worked the boats for generations have already left.",
    "The council says its plan protects the working harbour on the north quay.",
    "Critics reply that the limits on new building come far too late to matter.",
    "A final decision is expected in the autumn after more public meetings.",
]
LAZY_IMAGE = ('<p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="/1.jpg" '
              'class="lazyload"><noscript><img src="/1.jpg"></noscript></p>')


def page(paragraphs: list[str], container: str = "div class='post'") -> str:
    body = "".join(f"<p>{text}</p>" for text in paragraphs[:2]) + LAZY_IMAGE + "".join(
        f"<p>{text}</p>" for text in paragraphs[2:])
    tag = container.split()[0]
    return (
        "<html><head><title>Harbour plan divides town</title></head><body>"
        "<div class='header'><a href='/'>Home</a> <a href='/news'>News</a></div>"
        f"<{container}><h1>Harbour plan divides town</h1>{body}</{tag}>"
        "<div class='footer'>Copyright 2024 The Coast Courier. All rights reserved.</div>"
        "</body></html>"
    )


@pytest.mark.parametrize("container", ["div class='post'", "article", "div"])
def test_an_article_of_one_sentence_paragraphs_is_read_whole(container: str) -> None:
    assert extract_text(page(SENTENCES, container)).split("\n") == SENTENCES


def test_one_longer_paragraph_does_not_stand_for_the_article() -> None:
    # A comma gives one paragraph two sentence marks: prose on its own.
    sentences = [SENTENCES[0], SENTENCES[1].replace(" and cafes", ", cafes"), *SENTENCES[2:]]
    assert extract_text(page(sentences)).split("\n") == sentences


@given(st.permutations(SENTENCES))
def test_the_paragraphs_are_read_in_any_order(sentences: list[str]) -> None:
    assert extract_text(page(sentences)).split("\n") == sentences


ARTICLE = " ".join(SENTENCES)


def test_short_sentences_apart_from_each_other_stay_out_beside_an_article() -> None:
    # One sentence a box: no box holds a run of them, and none is the article's.
    boxes = "".join(f"<div class='box'><p>{text}</p></div>" for text in SENTENCES[:3])
    html = (f"<html><body><div class='story'><h1>Harbour</h1><p>{ARTICLE}</p></div>"
            f"<div class='side'>{boxes}</div></body></html>")
    assert extract_text(html) == ARTICLE


def test_linked_sentences_are_not_a_run() -> None:
    links = "".join(f"<p><a href='/{n}'>{text}</a></p>" for n, text in enumerate(SENTENCES))
    html = (f"<html><body><div class='story'><p>{ARTICLE}</p></div>"
            f"<div class='more'>{links}</div></body></html>")
    assert extract_text(html) == ARTICLE


RESULTS = "".join(f"<tr><td>{n}</td><td>Runner number {n}</td><td>2:{n:02d}:13</td></tr>"
                  for n in range(1, 30))


@pytest.mark.parametrize("beside", ["", "<p>Our site, since 1998, is read by runners.</p>"])
def test_an_article_element_of_short_lines_is_read_with_or_without_prose_beside_it(
        beside: str) -> None:
    html = (f"<html><body><div class='nav'><a href='/'>Home</a></div><article>"
            f"<h1>Marathon results</h1><table>{RESULTS}</table></article>{beside}</body></html>")
    lines = extract_text(html).split("\n")
    assert lines[:3] == ["1", "Runner number 1", "2:01:13"]
    assert lines[-1] == "2:29:13" and "Our site" not in " ".join(lines)
