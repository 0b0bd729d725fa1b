"""Short paragraphs: a news story told in one-sentence paragraphs is prose, and outweighs
a box beside it that holds one longer paragraph (a poll, a promotion)."""

from __future__ import annotations

from scrapy_simhash.extract import extract_text

# One sentence each, no comma, 50 to 99 bytes: wire-story paragraphs.
STORY = [
    "The harbour board voted on Tuesday to close the old ferry pier for good.",
    "Engineers found that the wooden piles under the pier had rotted through.",
    "Repairs would have cost more than building a new landing further south.",
    "The last crossing from the old pier is planned for the end of next month.",
    "Passengers will be moved to a temporary pontoon beside the fish market.",
]
POLL = (
    "Should the harbour board spend the money on a new landing, or should it repair the "
    "old pier, keep the crossing where it is, and raise the fares to pay for it?"
)

OPTIONS = "".join(
    f"<p>{option}</p>"
    for option in ("Build a new landing", "Repair the old pier", "Close the crossing", "Not sure")
)


def story_page(story: list[str]) -> str:
    paragraphs = "".join(f"<p>{line}</p>" for line in story)
    return (
        "<html><head><title>City news</title></head><body><table><tr>"
        f"<td><h2>Old ferry pier to close</h2>{paragraphs}</td>"
        f"<td><form><p>{POLL}</p>{OPTIONS}<a href='/poll/results'>View results</a></form></td>"
        "</tr></table></body></html>"
    )


def test_a_story_of_one_sentence_paragraphs_beats_a_longer_paragraph_beside_it() -> None:
    text = extract_text(story_page(STORY))
    assert text.split("\n") == STORY
    assert "Should the harbour board" not in text


def test_dated_headline_lines_are_not_read_as_prose() -> None:
    # The same lines ending in a bracketed date instead of a full stop: a list of dated
    # headlines, not a story. The box's paragraph stays the text.
    headlines = [line.rstrip(".") + " (Tuesday 14 May 2024)" for line in STORY]
    assert extract_text(story_page(headlines)) == POLL
