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

from scrapy_simhash.extract._hints import ARTICLE, attribute_hint

BLOCK_TAGS = frozenset(
    "address article blockquote body caption center dd details dir div dl dt fieldset "
    "figcaption figure form h1 h2 h3 h4 h5 h6 header hgroup html li main ol p pre section "
    "summary table tbody td tfoot th thead tr ul".split()
)
_BREAK_TAGS = frozenset(("br", "hr"))
# Sentence punctuation (colons are left out: "Source: X  Date: Y" lines are metadata).
_PUNCTUATION = re.compile(r"[,.;!?，。；！？、…]")

# Copyright, licence and ICP registration lines: boilerplate by their words, wherever
# they sit. Only short lines are tested, so an article about copyright law survives.
_LEGAL_LINE = re.compile(
    r"版权所有|版權所有|ICP备|ICP證|ICP证|公网安备|公網安備|copyright|all rights reserved|©",
    re.IGNORECASE,
)
_LEGAL_LINE_MAX_BYTES = 400

# Block kinds.
EMPTY, GOOD, SHORT, LINKS = 0, 1, 2, 3

# A block reads as prose when it is long and punctuated like sentences, or very long,
# or short but with several sentence marks.
_PROSE_BYTES = 100
_PROSE_UNPUNCTUATED_BYTES = 250
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


_COUNT_NODES = etree.XPath("count(//* | //comment() | //processing-instruction())")


def collect(root: etree._Element) -> Page:
    # Per-element lists are preallocated (index assignment is cheaper than append in
    # this hot loop); entity nodes, which XPath does not count, grow them on demand.
    size_hint = int(_COUNT_NODES(root)) + 1
    page = Page(
        tags=[""] * size_hint,
        parents=[-1] * size_hint,
        ends=[0] * size_hint,
        hints=[0] * size_hint,
        kinds=[EMPTY] * size_hint,
        good=[0.0] * size_hint,
        bad=[0.0] * size_hint,
        short=[0.0] * size_hint,
    )
    tags, parents, ends, hints = page.tags, page.parents, page.ends, page.hints
    negatives, kinds = page.negatives, page.kinds
    good, bad, short, segments = page.good, page.bad, page.short, page.segments
    own_size = [0] * size_hint
    own_links = [0.0] * size_hint
    own_punctuation = [0] * size_hint

    stack: list[int] = []
    blocks: list[int] = [0]
    pieces: list[str] = []
    link_pieces: list[str] = []
    link_depth = 0
    negative_stack: list[int] = []
    count = 0

    def flush() -> None:
        text = " ".join("".join(pieces).split())
        if text:
            size = len(text.encode("utf-8"))
            link_size = 0.0
            if size < _LEGAL_LINE_MAX_BYTES and _LEGAL_LINE.search(text):
                link_size = float(size)  # scored and dropped like a link list
            elif link_pieces:
                link_text = " ".join("".join(link_pieces).split())
                link_size = size * min(1.0, len(link_text) / len(text))
            block = blocks[-1]
            segments.append(
                Segment(block, text, size, link_size, tuple(negative_stack) if negative_stack else ())
            )
            own_size[block] += size
            own_links[block] += link_size
            own_punctuation[block] += len(_PUNCTUATION.findall(text))
        pieces.clear()
        link_pieces.clear()

    block_tags, break_tags = BLOCK_TAGS, _BREAK_TAGS
    for event, element in etree.iterwalk(root, events=("start", "end")):
        if event == "start":
            index = count
            count += 1
            if index >= len(tags):
                for column in (tags, parents, ends, hints, kinds, good, bad, short,
                               own_size, own_links, own_punctuation):  # fmt: skip
                    column.append(column[-1].__class__())
            tag = element.tag
            if tag.__class__ is not str:  # entity or leftover comment: no text of its own
                tag = ""
            tags[index] = tag
            if stack:
                parents[index] = stack[-1]
            stack.append(index)
            attributes = element.get("class")
            identifier = element.get("id")
            if identifier:
                attributes = f"{attributes} {identifier}" if attributes else identifier
            hint = attribute_hint(tag, attributes.lower()) if attributes else 0
            if tag == "article" or tag == "main" or element.get("itemprop") == "articleBody":
                hint = ARTICLE
            is_block = tag in block_tags
            if hint:
                hints[index] = hint
                if hint < 0:
                    if pieces:
                        flush()
                    negative_stack.append(index)
                    negatives.append(index)
            if is_block:
                if pieces:
                    flush()
                blocks.append(index)
            elif tag == "a":
                link_depth += 1
            elif tag in break_tags and pieces:
                flush()
            text = element.text
            if text:
                pieces.append(text)
                if link_depth:
                    link_pieces.append(text)
        else:
            index = stack.pop()
            tag = tags[index]
            hint = hints[index]
            if tag in block_tags:
                if pieces:
                    flush()
                blocks.pop()
                size = own_size[index]
                if size:
                    links = own_links[index]
                    if links > _LINK_DENSITY_BAD * size:
                        kinds[index] = LINKS
                        bad[index] += size
                    elif (
                        size >= _PROSE_UNPUNCTUATED_BYTES
                        or (own_punctuation[index] and size >= _PROSE_BYTES)
                        or (own_punctuation[index] >= 2 and size >= _PROSE_MIN_BYTES)
                    ):
                        kinds[index] = GOOD
                        good[index] += size - links
                        bad[index] += links
                    else:
                        kinds[index] = SHORT
                        short[index] += size
            elif tag == "a":
                link_depth -= 1
            if hint < 0:
                if pieces:
                    flush()
                negative_stack.pop()
            ends[index] = count - 1
            if stack and (good[index] or bad[index] or short[index]):
                parent = stack[-1]
                good[parent] += good[index]
                bad[parent] += bad[index]
                short[parent] += short[index]
            tail = element.tail
            if tail:
                pieces.append(tail)
                if link_depth:
                    link_pieces.append(tail)
    if pieces:
        flush()
    for column in (tags, parents, ends, hints, kinds, good, bad, short):
        del column[count:]
    return page
