"""Ids that are anchors, not names: a section's id made from its heading's words.

Documentation and wiki generators give each section the slug of its heading as id
(``<div class="section" id="sharing-with-multiple-developers"><h2>Sharing with multiple
developers</h2>``), so a heading's words ("sharing", "footer", "related work") would read
as boilerplate names. Such an id says what the section is about, not what it is.
"""

from __future__ import annotations

import re

from scrapy_simhash.extract._blocks import HEADING_TAGS, BlockTable
from scrapy_simhash.extract._hints import NEUTRAL

_WORD = re.compile(r"[^\W_]+")
# The heading must be among the first blocks of the element (its own title).
_HEADING_WITHIN = 3


def _words(text: str) -> list[str]:
    return _WORD.findall(text.lower())


def clear_heading_anchors(page: BlockTable) -> None:
    """Forget the boilerplate hint of blocks named only by an id whose words are the
    words their first heading opens with."""
    if not page.named_by_id:
        return
    tags, ends, segments = page.tags, page.ends, page.segments
    cleared = set()
    for index, identifier in page.named_by_id.items():
        id_words = _words(identifier)
        if not id_words:
            continue
        for block in range(index + 1, min(ends[index], index + _HEADING_WITHIN) + 1):
            if tags[block] not in HEADING_TAGS:
                continue
            start, stop = page.segment_starts[block], page.segment_stops[block]
            heading = _words(" ".join(line.text for line in segments[start:stop]))
            if heading[: len(id_words)] == id_words:
                cleared.add(index)
            break
    if cleared:
        for index in cleared:
            page.hints[index] = NEUTRAL
        page.negatives[:] = [i for i in page.negatives if i not in cleared]
