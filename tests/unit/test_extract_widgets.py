"""Site widgets beside an article (a poll, script source shown as text, a list of other
stories' summaries) stay out of its text; a numbered list of the page's own notes stays in."""

from __future__ import annotations

from scrapy_simhash.extract import extract_text

PARAGRAPHS = [
    "The harbour board voted on Monday to close the old ferry pier for repairs this spring.",
    (
        "Engineers found that two of the timber piles under the pier had rotted through, and "
        "the board said it could not let the ferry tie up there while they are replaced."
    ),
    (
        "Passengers will board at the cargo wharf instead, a short walk along the front, "
        "where a covered waiting area and a ticket booth are being set up this week."
    ),
    "The board expects the pier to reopen before the summer timetable begins.",
]
MORE_PARAGRAPHS = [
    (
        f"The {part} survey of the pier, carried out over the winter, measured every pile "
        "and beam below the deck, and its findings were published in full by the board."
    )
    for part in ("first", "second", "third")
]
POLL_QUESTION = (
    "The city plans to charge drivers a daily fee to enter the old town between seven in "
    "the morning and seven in the evening, with the money going to buses and cycle lanes."
)
POLL_ANSWERS = [
    "Yes, a charge is the only way to cut the traffic and pay for better buses at last.",
    "No, it punishes people who have no choice but to drive into town for their work.",
    "Only if residents and deliveries are exempt and the fee is kept low for everyone.",
]


def _article_cell(related_links: int = 8) -> str:
    body = "".join(f"<p>{p}</p>" for p in PARAGRAPHS)
    related = "<br>".join(f'<span><a href="/news/{n}">Other story number {n}</a></span>'
                          for n in range(1, related_links + 1))  # fmt: skip
    return f"<td>{body}<hr>{related}</td>"


def test_a_poll_beside_an_article_of_short_paragraphs_stays_out() -> None:
    answers = "".join(
        f'<tr><td><input type="radio" name="choice" value="{n}"></td><td>{answer}</td></tr>'
        for n, answer in enumerate(POLL_ANSWERS)
    )
    poll = f"""<form method="post" action="/vote"><table>
      <tr><td colspan="2">{POLL_QUESTION}</td></tr>{answers}
      <tr><td colspan="2"><input type="submit" value="Vote"></td></tr></table></form>"""
    page = f"""<html><body><table><tr>{_article_cell()}
      <td><table><tr><td>{poll}</td></tr></table></td></tr></table></body></html>"""
    lines = extract_text(page).split("\n")
    assert lines == PARAGRAPHS


def test_links_under_the_last_paragraph_do_not_split_the_article_up() -> None:
    # More link text than prose in the article's cell, all of it after the last paragraph:
    # the whole cell is the article, not its longest paragraph alone.
    page = f"""<html><body><table><tr><td><a href="/">Home</a></td></tr>
      <tr>{_article_cell(related_links=24)}</tr></table></body></html>"""
    assert extract_text(page).split("\n") == PARAGRAPHS


def test_a_numbered_list_of_references_led_by_back_links_is_kept() -> None:
    references = [
        f'<li id="cite-{n}"><a href="#ref-{n}">^</a> <a href="https://example.org/{n}">'
        f'"Harbour works report, part {n}"</a>. Harbour Board. Retrieved 4 May 2016. '
        f"The board's survey of the pier, volume {n}.</li>"
        for n in range(1, 7)
    ]
    body = "".join(f"<p>{p}</p>" for p in PARAGRAPHS + MORE_PARAGRAPHS)
    page = f"""<html><body><div class="content">{body}<h2>References</h2>
      <ol class="references">{"".join(references)}</ol></div></body></html>"""
    text = extract_text(page)
    for n in range(1, 7):
        assert f"The board's survey of the pier, volume {n}." in text


BANNER = (
    "Note: you are seeing a plain version of this site because your web browser is out "
    "of date; upgrade it to see the site as it was designed."
)
MENU = "".join(f'<li><a href="/{n}">Section {n} of the site</a></li>' for n in range(1, 7))


def test_a_banner_above_the_menus_does_not_pull_the_choice_up_to_the_page() -> None:
    body = "".join(f"<p>{p}</p>" for p in PARAGRAPHS + MORE_PARAGRAPHS)
    related = "".join(f'<li><a href="/news/{n}">Other story {n}</a></li>' for n in range(4))
    page = f"""<html><body><div><p>{BANNER}</p></div><ul>{MENU}</ul>
      <div><div>{body}</div><ul>{related}</ul></div></body></html>"""
    assert extract_text(page).split("\n") == PARAGRAPHS + MORE_PARAGRAPHS
    # The same paragraph under the headline is the article's standfirst: it stays.
    page = f"""<html><body><div><h1>Ferry pier to close</h1><p>{BANNER}</p></div>
      <ul>{MENU}</ul><div><div>{body}</div><ul>{related}</ul></div></body></html>"""
    assert BANNER in extract_text(page)
