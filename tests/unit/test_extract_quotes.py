"""Pull quotes (a sentence of the article repeated in a blockquote) are left out; a
blockquote that quotes something not said elsewhere is article content."""

from __future__ import annotations

from scrapy_simhash.extract import extract_text

PARAGRAPHS = [
    (
        "“This is the first time in a generation that we have treated clean water as more than "
        "an afterthought,” said the senator. “Families should not have to wonder whether the "
        "water coming out of the tap is going to make their children sick.”"
    ),
    (
        "Republicans who opposed the measure argued that it gave federal regulators too much "
        "say over local utilities and that its formula favoured large cities."
    ),
    (
        "The House is expected to take up the bill next month, and the speaker said he "
        "expected it to pass with support from both parties."
    ),
]
PULL = "Families should not have to wonder whether the water coming out of the tap is going to make their children sick."
OWN_QUOTE = "Water is the driving force of all nature, as the old notebook on the wall says."


def page(quote: str, wrapped: bool) -> str:
    inner = f"<p>“{quote}”</p>" if wrapped else f"“{quote}”"
    return f"""<html><body><article><div class="body">
      <p>{PARAGRAPHS[0]}</p><div class="pullquote"><blockquote>{inner}</blockquote></div>
      <p>{PARAGRAPHS[1]}</p><p>{PARAGRAPHS[2]}</p></div></article></body></html>"""


def test_a_pull_quote_repeating_a_sentence_is_left_out() -> None:
    for wrapped in (False, True):
        text = extract_text(page(PULL, wrapped))
        lines = text.split("\n")
        assert lines == PARAGRAPHS


def test_a_blockquote_not_repeated_elsewhere_is_kept() -> None:
    for wrapped in (False, True):
        text = extract_text(page(OWN_QUOTE, wrapped))
        assert OWN_QUOTE in text
        assert all(paragraph in text for paragraph in PARAGRAPHS)
