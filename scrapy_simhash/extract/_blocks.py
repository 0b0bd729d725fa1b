"""One pass over the tree: split text into segments and total it per element.

A *block* is an element that starts a new line in a browser (``p``, ``div``, ``td``,
``li``...). A *segment* is a run of text inside one block, cut at block edges and
``<br>``; segments become the output paragraphs. Every element gets subtree totals
of good (paragraph-like), bad (link or boilerplate) and short text, measured in
UTF-8 bytes so that one Chinese character weighs about as much as an English word.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from lxml import etree

from scrapy_simhash.extract._hints import attribute_hint

BLOCK_TAGS = frozenset(
    "address article blockquote body caption center dd details dir div dl dt fieldset "
    "figcaption figure form h1 h2 h3 h4 h5 h6 header hgroup html li main ol p pre section "
    "summary table tbody td tfoot th thead tr ul".split()
)
_BREAK_TAGS = frozenset(("br", "hr"))
_PUNCTUATION = re.compile(r"[,.;:!?，。；：！？、…]")

# Block kinds.
EMPTY, GOOD, SHORT, LINKS = 0, 1, 2, 3

# A block with at least this many bytes (or some sentence punctuation) reads as prose.
_PROSE_BYTES = 100
_PROSE_MIN_BYTES = 40
_LINK_DENSITY_BAD = 0.5


@dataclass
class Segment:
    block: int  # node index of the enclosing block
    text: str
    size: int  # UTF-8 bytes
    link_size: float
    negatives: tuple[int, ...]  # enclosing elements whose class/id says boilerplate


@dataclass
class Page:
    tags: list[str] = field(default_factory=list)
    parents: list[int] = field(default_factory=list)
    ends: list[int] = field(default_factory=list)  # last node index of each subtree
    hints: list[int] = field(default_factory=list)
    negatives: list[int] = field(default_factory=list)  # boilerplate-hinted elements
    kinds: list[int] = field(default_factory=list)
    good: list[float] = field(default_factory=list)
    bad: list[float] = field(default_factory=list)
    short: list[float] = field(default_factory=list)
    segments: list[Segment] = field(default_factory=list)


def collect(root: etree._Element) -> Page:
    page = Page()
    tags, parents, ends, hints = page.tags, page.parents, page.ends, page.hints
    negatives, kinds = page.negatives, page.kinds
    good, bad, short, segments = page.good, page.bad, page.short, page.segments
    own_size: list[float] = []
    own_links: list[float] = []
    own_punctuation: list[int] = []

    stack: list[int] = []
    blocks: list[int] = [0]
    pieces: list[str] = []
    piece_link_flags: list[bool] = []
    link_depth = 0
    negative_stack: list[int] = []

    def flush() -> None:
        if not pieces:
            return
        raw = "".join(pieces)
        text = " ".join(raw.split())
        if text:
            size = len(text.encode("utf-8"))
            link_raw = 0
            for piece, is_link in zip(pieces, piece_link_flags):
                if is_link:
                    link_raw += len(piece.strip())
            link_size = size * min(1.0, link_raw / max(1, len(text))) if link_raw else 0.0
            block = blocks[-1]
            segments.append(
                Segment(block, text, size, link_size, tuple(negative_stack) if negative_stack else ())
            )
            own_size[block] += size
            own_links[block] += link_size
            own_punctuation[block] += len(_PUNCTUATION.findall(text))
        pieces.clear()
        piece_link_flags.clear()

    for event, element in etree.iterwalk(root, events=("start", "end")):
        tag = element.tag
        if event == "start":
            index = len(tags)
            if tag.__class__ is not str:  # entity or leftover comment: no text of its own
                tag = ""
            tags.append(tag)
            parents.append(stack[-1] if stack else -1)
            ends.append(index)
            kinds.append(EMPTY)
            good.append(0.0)
            bad.append(0.0)
            short.append(0.0)
            own_size.append(0.0)
            own_links.append(0.0)
            own_punctuation.append(0)
            stack.append(index)
            attributes = element.get("class")
            identifier = element.get("id")
            if identifier:
                attributes = f"{attributes} {identifier}" if attributes else identifier
            hint = attribute_hint(tag, attributes.lower()) if attributes else 0
            if tag == "article" or tag == "main":
                hint = 1
            hints.append(hint)
            is_block = tag in BLOCK_TAGS
            if is_block or hint < 0 or tag in _BREAK_TAGS:
                flush()
            if hint < 0:
                negative_stack.append(index)
                negatives.append(index)
            if is_block:
                blocks.append(index)
            if tag == "a":
                link_depth += 1
            text = element.text
            if text:
                pieces.append(text)
                piece_link_flags.append(link_depth > 0)
        else:
            index = stack.pop()
            tag = tags[index]
            is_block = tag in BLOCK_TAGS
            hint = hints[index]
            if is_block or hint < 0:
                flush()
            if is_block:
                blocks.pop()
                size = own_size[index]
                if size:
                    links = own_links[index]
                    if links > _LINK_DENSITY_BAD * size:
                        kinds[index] = LINKS
                        bad[index] += size
                    elif size >= _PROSE_BYTES or (
                        own_punctuation[index] >= 2 and size >= _PROSE_MIN_BYTES
                    ):
                        kinds[index] = GOOD
                        good[index] += size - links
                        bad[index] += links
                    else:
                        kinds[index] = SHORT
                        short[index] += size
            if hint < 0:
                negative_stack.pop()
            if tag == "a":
                link_depth -= 1
            ends[index] = len(tags) - 1
            if stack:
                parent = stack[-1]
                good[parent] += good[index]
                bad[parent] += bad[index]
                short[parent] += short[index]
            tail = element.tail
            if tail:
                pieces.append(tail)
                piece_link_flags.append(link_depth > 0)
    flush()
    return page
