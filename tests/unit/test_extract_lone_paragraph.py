"""A lone paragraph that outscores its article (the rest is short lines and lists) gives
way to the article element around it; the links of a related-posts box inside that
element, left out anyway, do not hold the article back."""

from __future__ import annotations

from scrapy_simhash.extract import extract_text

LEAD = (
    "The island refused to bail out its private banks when they failed, let them go "
    "bankrupt and put the bankers who caused the crash on trial, a film now shows. "
    "The story is hardly told on the continent, where governments took the other way "
    "and the public paid for the losses of the banks with cuts to schools and hospitals."
)
SECOND = (
    "One example of the silence is the public broadcaster, which turned down the film "
    "without giving a reason, although it was offered for free and has been shown in "
    "cinemas across the north, where the halls were full on every evening of the tour."
)
DEMANDS = [
    "Banks serve the people again",
    "Fees instead of interest",
    "Money made by the public",
    "A vote on every bail-out",
]
CLOSING = "The film can be seen online, and screenings are planned in several cities."


def related_item(n: int) -> str:
    return (
        f"<li><a href='/post-{n}'>Another post on money and banks, number {n}</a> "
        f"<small>A short summary of the other post, about banks and the crisis, part {n} "
        f"of the series on this blog, written last year and read by many.</small></li>"
    )


def page(related_class: str) -> str:
    demands = "".join(f"<li>{line}</li>" for line in DEMANDS)
    related = "".join(related_item(n) for n in range(10))
    return (
        "<html><head><title>The island and its banks | Blog</title></head><body>"
        "<div class='menu'><a href='/'>Home</a> <a href='/about'>About</a></div>"
        "<div class='post'><h1>The island and its banks</h1><div class='entry'>"
        f"<p>{LEAD}</p><p>Watch the film:</p><p>Trailer, 3 minutes</p><p>{SECOND}</p>"
        f"<h3>What the film asks for</h3><ul>{demands}</ul><p>{CLOSING}</p>"
        f"<ul class='{related_class}'>{related}</ul>"
        "<p class='tags'><a href='/t/banks'>banks</a> <a href='/t/film'>film</a></p>"
        "</div></div></body></html>"
    )


def test_related_posts_box_inside_the_article_does_not_leave_one_paragraph() -> None:
    text = extract_text(page("related_post"))
    assert LEAD in text
    assert SECOND in text
    assert CLOSING in text
    assert "Another post" not in text


def test_text_written_straight_into_the_entry_beside_link_lists_is_kept() -> None:
    """A podcast episode page: the episode's description sits directly in the entry
    element, between line breaks, beside a paragraph and long lists of show-note and
    contributor links."""
    notes = "".join(
        f'<li><a href="https://example.org/note/{n}">Show note number {n} about the series</a>'
        "</li>"
        for n in range(30)
    )
    html = f"""<html><body><main><article class="podcast"><h1>Episode 70</h1>
      <div class="entry-content">{LEAD}<br><br>{SECOND}
        <p>{CLOSING} We will spoil, assuming everyone has seen the first five episodes.</p>
        <ul>{notes}</ul></div></article></main></body></html>"""
    text = extract_text(html)
    assert LEAD in text and SECOND in text
    assert "We will spoil" in text
