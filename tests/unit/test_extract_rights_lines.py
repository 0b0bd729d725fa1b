"""A copyright line never makes its block prose: on a page without an article (a photo
gallery, a table of results) it would otherwise be the page's text, the same on every
such page of the site, and the second page would be dropped as a copy of the first.
Where it closes an article it stays, as before."""

from __future__ import annotations

import pytest

from scrapy_simhash import minwise
from scrapy_simhash.extract import extract_text

FOOTERS = [
    "<div class='bottom'><p>Copyright 2024 Example Times Media Group. All rights reserved.</p>"
    "</div>",
    "<p>Copyright 2024 Example Times Media Group. All rights reserved.</p>",
    "<table><tr><td>Copyright 2024 Example Times Media Group. All rights reserved. "
    "Reproduction in whole or in part without permission is prohibited.</td></tr></table>",
    "<div id='ft'>© 2024 Example Times Media Group, 100 Main Street, Springfield. "
    "All rights reserved.</div>",
]
GALLERIES = [
    ("Photos: Parade downtown", ["Floats on Main Street", "The mayor waves", "Crowds at noon"]),
    ("Photos: Flood in the valley", ["Water over the bridge", "Rescue boats on Elm Road"]),
]
ARTICLE = [
    "The city council approved the new tram line on Tuesday after a debate that lasted "
    "well into the evening, with residents speaking on both sides.",
    "Construction starts in spring, and the first trams are to run along the river in 2028, "
    "the transport office said.",
]


def gallery(title: str, captions: list[str], footer: str) -> str:
    figures = "".join(
        f"<figure><img src='/p/{n}.jpg' alt=''><figcaption>{caption}</figcaption></figure>"
        for n, caption in enumerate(captions)
    )
    return (
        f"<html><head><title>{title} | Example Times</title></head><body>"
        "<div class='top'><a href='/'>Example Times</a> <a href='/news'>News</a> "
        f"<a href='/photos'>Photos</a></div><h1>{title}</h1><div class='gallery'>{figures}</div>"
        f"{footer}</body></html>"
    )


@pytest.mark.parametrize("footer", FOOTERS)
def test_two_galleries_of_a_site_do_not_share_its_copyright_line_as_their_text(
    footer: str,
) -> None:
    texts = [extract_text(gallery(title, captions, footer)) for title, captions in GALLERIES]
    assert all("rights reserved" not in text for text in texts)
    fingerprints = [minwise(text) for text in texts if text]
    assert len(set(fingerprints)) == len(fingerprints)  # no two alike


def test_a_copyright_line_closing_an_article_stays() -> None:
    notice = (
        "Copyright 2024 The Associated Press. All rights reserved. "
        "This material may not be published."
    )
    paragraphs = "".join(f"<p>{text}</p>" for text in [*ARTICLE, notice])
    page = f"<html><body><article><h1>Tram line approved</h1>{paragraphs}</article></body></html>"
    assert extract_text(page).split("\n") == [*ARTICLE, notice]


def test_an_article_about_copyright_is_still_prose() -> None:
    # The rule is for short lines: a paragraph that discusses copyright is the article.
    paragraph = (
        "The court ruled that copyright in the photographs belongs to the agency, not to the "
        "magazine that printed them, and that the magazine must pay for every reuse since 2019. "
        "Lawyers for both sides said they would study the ruling before deciding on an appeal, "
        "which the magazine's publisher has called likely. The judgment runs to forty pages and "
        "sets out, for the first time, how long a licence granted by e-mail can be relied on."
    )
    page = f"<html><body><div class='story'><p>{paragraph}</p></div></body></html>"
    assert extract_text(page) == paragraph
