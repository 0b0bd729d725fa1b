"""Assemble the chosen container's segments into plain text."""

from __future__ import annotations

from scrapy_simhash.extract._blocks import GOOD, LINKS, Page
from scrapy_simhash.extract._score import Choice

PARAGRAPH_SEPARATOR = "\n"
_LINE_LINK_DENSITY_BAD = 0.6
# Headlines are left out: reposts rewrite them, and the fingerprint should not care.
_HEADLINE_TAGS = frozenset(("h1",))


def assemble(page: Page, choice: Choice) -> str:
    container = choice.container
    first, last = container, page.ends[container]
    dropped = choice.dropped
    kinds, tags = page.kinds, page.tags
    branches = choice.dropped_branches
    kept: list[tuple[bool, str]] = []  # (is prose, text)
    for segment in page.segments:
        block = segment.block
        if block < first or block > last:
            continue
        if segment.negatives and any(n > first and n in dropped for n in segment.negatives):
            continue
        if branches and any(start <= block <= end for start, end in branches):
            continue
        kind = kinds[block]
        if kind == LINKS or segment.link_size > _LINE_LINK_DENSITY_BAD * segment.size:
            continue
        if tags[block] in _HEADLINE_TAGS:
            continue
        kept.append((kind == GOOD, segment.text))
    prose_positions = [i for i, (is_prose, _) in enumerate(kept) if is_prose]
    if not prose_positions:
        return PARAGRAPH_SEPARATOR.join(text for _, text in kept)
    # Short lines count only between prose (sub-headings, short paragraphs); before
    # the first or after the last prose line they are bylines, dates, tags, share bars.
    start, stop = prose_positions[0], prose_positions[-1] + 1
    return PARAGRAPH_SEPARATOR.join(text for _, text in kept[start:stop])
