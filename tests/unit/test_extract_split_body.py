"""A page without a headline whose body is split over table rows: the row with most
prose wins, and a row beside it that reads as prose throughout (the introduction) is
its too; the rows of links beside them stay out."""

from __future__ import annotations

from scrapy_simhash.extract import extract_text

INTRO = (
    "The composer, born in 1937, helped shape the minimalist movement with a few friends "
    "from the downtown lofts; his style has won wide acceptance. Here are his essential "
    "recordings, each with a few words on why it matters."
)
REVIEWS = [
    f"Recording number {n} is an opera without a plot in the usual sense, built from "
    "repeated figures for keyboards, winds and voices, and it still sounds as fresh as "
    "the night it was first heard, when half of the audience walked out before the end."
    for n in range(6)
]


def menu(prefix: str) -> str:
    return " | ".join(f"<a href='/{prefix}/{n}'>{prefix} section {n}</a>" for n in range(25))


def page(intro_row: str) -> str:
    reviews = "".join(
        f"<p>{review} <a href='/buy/{n}'>Buy it here</a></p>" for n, review in enumerate(REVIEWS)
    )
    return (
        "<html><head><title>The Music Beat</title></head><body><table>"
        f"<tr><td>{menu('genre')}</td></tr>"
        f"{intro_row}"
        f"<tr><td>{reviews}</td></tr>"
        f"<tr><td>{menu('shop')}</td></tr>"
        "</table></body></html>"
    )


def test_introduction_in_a_row_of_its_own_is_kept() -> None:
    text = extract_text(page(f"<tr><td><p>{INTRO}</p></td></tr>"))
    assert INTRO in text
    assert all(review in text for review in REVIEWS)
    assert "genre section" not in text and "shop section" not in text


def test_a_row_of_links_beside_the_article_does_not_bring_its_neighbours() -> None:
    text = extract_text(page(f"<tr><td>{menu('artist')}</td></tr>"))
    assert all(review in text for review in REVIEWS)
    assert "artist section" not in text and "genre section" not in text


def test_beside_a_headline_a_prose_row_is_the_sites_box() -> None:
    """With a headline over the article, a prose row beside it is a box the site repeats
    on every page (an "about us" text): taking it would give two articles shared text."""
    about = INTRO.replace("The composer", "This magazine")
    html = page(f"<tr><td><p>{about}</p></td></tr>").replace(
        "<tr><td><p>Recording number 0", "<tr><td><h1>The Music Beat</h1><p>Recording number 0"
    )
    text = extract_text(html)
    assert all(review in text for review in REVIEWS)
    assert about not in text
