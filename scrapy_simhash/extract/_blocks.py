"""One pass over the tree: split text into segments and total it per element.

A *block* is an element that starts a new line in a browser (``p``, ``div``, ``td``,
``li``...). A *segment* is a run of text inside one block, cut at block edges and
``<br>``; segments become the output paragraphs. Every block gets subtree totals
of good (prose-like), bad (links, legal lines) and short text, measured in UTF-8
bytes so that one Chinese character (3 bytes) weighs about half an English word.
Blocks are numbered in document order (preorder), so a subtree is the index range
``[i, ends[i]]``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from lxml import etree

from scrapy_simhash.extract._clean import CONTROL_FORM_MARK, RADIO_GROUP_MARK
from scrapy_simhash.extract._hints import (
    ARTICLE,
    STRONG_NEGATIVE,
    anchors_heading,
    attribute_hint,
)
from scrapy_simhash.extract._script import has_han

BLOCK_TAGS = frozenset(
    [
        "address",
        "article",
        "blockquote",
        "body",
        "caption",
        "center",
        "dd",
        "details",
        "dir",
        "div",
        "dl",
        "dt",
        "fieldset",
        "figcaption",
        "figure",
        "form",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "header",
        "hgroup",
        "html",
        "li",
        "main",
        "ol",
        "p",
        "pre",
        "section",
        "summary",
        "table",
        "tbody",
        "td",
        "tfoot",
        "th",
        "thead",
        "tr",
        "ul",
        "nav",
        "aside",
        "footer",
        "menu",
        "dialog",
    ]
)
# Headings below the headline: the article's own sub-headings, or a part's title.
SUBHEADING_TAGS = frozenset(("h2", "h3", "h4", "h5", "h6"))
HEADING_TAGS = SUBHEADING_TAGS | {"h1"}
_BREAK_TAGS = frozenset(("br", "hr"))
# Sentence punctuation (colons are left out: "Source: X  Date: Y" lines are metadata).
_PUNCTUATION = re.compile(r"[,.;!?，。；！？、…]")

_RIGHTS_WORDS = "copyright|all rights reserved|©"
# Copyright, licence, reprint-notice and ICP registration lines of Chinese pages
# (``_script``): boilerplate by their words, wherever they sit. Only short lines are
# tested, so an article about copyright law survives.
_LEGAL_LINE = re.compile(
    r"版权所有|版權所有|ICP备|ICP證|ICP证|公网安备|公網安備|" + _RIGHTS_WORDS + "|"
    r"版权归|版權歸|版权声明|版權聲明|特别声明|免责声明|免責聲明|转载请|轉載請|禁止转载|"
    r"不得转载|不得轉載|未经授权|未經授權|侵权|侵權|声明[：:]|聲明[：:]",
    re.IGNORECASE,
)
_LEGAL_LINE_MAX_BYTES = 400
# Copyright lines in other scripts ("Copyright 2024 X. All rights reserved."): left in the
# text where they stand, but they never make a block prose. On a page without an article
# (a gallery, a table of results) the site's copyright line would otherwise be its text,
# the same on every such page of the site.
_RIGHTS_LINE = re.compile(_RIGHTS_WORDS, re.IGNORECASE)
_LEGAL_HINTS = (
    "©", "opyright", "OPYRIGHT", "ights", "IGHTS", "ICP", "版权", "版權", "公网安备", "公網安備",
    "声明", "聲明", "转载", "轉載", "授权", "授權", "侵",
)  # fmt: skip
# The publisher's sentences about itself: affiliate disclosures, newsletter and follow
# calls. A repost drops them or brings its own. Whole sentences only, and not a bare
# "X may receive a commission" (deals lists label every product with it). The one
# English phrase list kept (BENCHMARKS.md, phrase lists): neutral on the public sets'
# check halves, it keeps reposts of real pages alike (benchmarks/neardup.py).
_SELF_PROMOTION = re.compile(
    r"affiliate (?:commission|links?|partner)|"
    r"(?:may|might|could) (?:earn|receive|get|collect) (?:a |an )?(?:small )?"
    r"share of (?:the )?(?:sales?|revenue)|"
    r"(?:buy|purchase) (?:something|a product|products) (?:through|via|from) (?:our |the |a )?"
    r"(?:links?|this (?:post|page|article))|"
    r"sign up (?:for|to) .{0,80}newsletter|subscribe to (?:our|the) .{0,60}newsletter|"
    r"newsletter delivered|delivered (?:straight |right )?to your inbox|"
    r"follow us (?:on|at) (?:twitter|facebook|instagram|linkedin|x\b|@)|"
    # a listener- or reader-funded site's appeal: "please consider joining our supporters club"
    r"please consider (?:supporting (?:us|our|the)|joining our|becoming a (?:supporter|member|"
    r"patron|subscriber)|making a (?:donation|contribution)|donating)",
    re.IGNORECASE,
)
_SELF_PROMOTION_MIN_WORDS = 8
_SELF_PROMOTION_HINTS = (
    "ffiliate", "hare of", "through", "via", "ewsletter", "nbox", "ollow us",
    "OLLOW US", "lease consider",
)  # fmt: skip
# One search for any legal hint costs less than a substring test per hint (on Chinese
# lines, where the test runs).
_LEGAL_HINTS_RE = re.compile("|".join(map(re.escape, _LEGAL_HINTS)))
# A line mostly made of addresses (image metadata, raw link dumps) is not prose. An
# address ends at whitespace or at the first CJK character or full-width mark: Chinese
# prose puts no space after one ("访问www.example.cn）购票，…"), so the rest of the
# sentence is not part of it.
_URL = re.compile(
    r"(?:https?://|www\.)[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+", re.IGNORECASE
)


def _chinese_legal_line(text: str) -> bool:
    """A Chinese copyright/licence/registration line."""
    # Cheapest tests first: the pattern is only run on the rare candidate lines.
    return (
        has_han(text)
        and _LEGAL_HINTS_RE.search(text) is not None
        and _LEGAL_LINE.search(text) is not None
    )


def _rights_line(text: str) -> bool:
    """A copyright line in any script (Chinese ones are also ``_chinese_legal_line``)."""
    # Substring tests first: this runs for most lines of the page, and they are cheaper
    # than any pattern.
    return (
        "©" in text or "opyright" in text or "OPYRIGHT" in text or "ights" in text
        or "IGHTS" in text
    ) and _RIGHTS_LINE.search(text) is not None


def _legal_line(text: str) -> bool:
    """A line scored and dropped like a link list: Chinese legal lines, the publisher's."""
    return _chinese_legal_line(text) or _publisher_line(text)


def _publisher_line(text: str) -> bool:
    """The publisher's promotional sentences, address dumps."""
    if (
        text.count(" ") + 1 >= _SELF_PROMOTION_MIN_WORDS
        and _holds_any(text, _SELF_PROMOTION_HINTS)
        and _SELF_PROMOTION.search(text) is not None
    ):
        return True
    return ("http" in text or "www." in text) and _mostly_urls(text)


def _holds_any(text: str, hints: tuple[str, ...]) -> bool:
    """Whether ``text`` holds one of ``hints``. A substring test per hint: on the long
    lines of English prose, half the cost of one search of a pattern joining them, which
    tries every hint at every character."""
    for hint in hints:  # noqa: SIM110 - a loop: ``any`` over a generator costs a third more
        if hint in text:
            return True
    return False


def _sentence_marks(text: str) -> int:
    """How many sentence marks ``text`` holds, counted up to 2: a block's kind only asks
    whether it has one, or two (stopping there spares scanning the rest)."""
    first = _PUNCTUATION.search(text)
    if first is None:
        return 0
    return 1 if _PUNCTUATION.search(text, first.end()) is None else 2


def _mostly_urls(text: str) -> bool:
    return 2 * sum(len(url) for url in _URL.findall(text)) >= len(text)


# A short centred line right under a block holding only an image is its caption (Chinese
# CMS pages: <p align="center"><img></p><p align="center">图为…</p>; blog editors alike).
_CAPTION_MAX_BYTES = 200
_CENTERED_STYLE = re.compile(r"text-align\s*:\s*center", re.IGNORECASE)


def _centered(element: etree._Element, style: str | None) -> bool:
    align = element.get("align")
    if align is not None and align.lower() == "center":
        return True
    return style is not None and _CENTERED_STYLE.search(style) is not None


def _under_image(page: BlockTable, index: int, image_at: int) -> bool:
    """Whether the block (sub)tree closed just before block ``index`` starts holds the
    block ``image_at`` and no text: ``index`` sits right under an image."""
    parents, ends = page.parents, page.ends
    previous = index - 1
    while parents[previous] >= 0 and ends[parents[previous]] == index - 1:
        previous = parents[previous]  # the outermost block closed at index - 1
    return previous <= image_at <= index - 1 and not (
        page.good[previous] or page.bad[previous] or page.short[previous]
    )


def _anchors_first_heading(element: etree._Element, identifier: str) -> bool:
    """Whether ``identifier`` spells out the heading that opens ``element`` (its first
    child element): a section's anchor, not a name for its role (``_hints``)."""
    for child in element:
        if not isinstance(child.tag, str):
            continue  # a comment or processing instruction before the heading
        return child.tag in HEADING_TAGS and anchors_heading(identifier, child.xpath("string()"))
    return False


_HIDDEN_STYLE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.IGNORECASE)

LINKED_CHILDREN_MIN = 3

NO_LINK = 1 << 62

# Block kinds.
EMPTY, GOOD, SHORT, LINKS = 0, 1, 2, 3

# A block reads as prose when it is long and punctuated like sentences, or very long,
# or short but with several sentence marks.
_PROSE_BYTES = 100
_PROSE_UNPUNCTUATED_BYTES = 250
_PROSE_MIN_BYTES = 40
_LINK_DENSITY_BAD = 0.5
# Sibling blocks each holding one short sentence (a line ending like one, without links)
# are prose together when at least this many share a parent: news written one sentence a
# paragraph.
SENTENCE_RUN_MIN = 3
_SENTENCE_ENDS = frozenset(".!?…。！？\"'”’")
# ...unless its text reads as sentences around its links (a link roundup's paragraphs):
# several sentence marks, this long, and some words outside links.
_LINKED_PROSE_MIN_BYTES = 80
_LINKED_PROSE_MAX_DENSITY = 0.85


class Segment(NamedTuple):
    block: int  # node index of the enclosing block
    text: str
    size: int  # UTF-8 bytes
    link_size: float
    negatives: tuple[int, ...]  # enclosing elements whose class/id says boilerplate
    lead_link: bool = False  # the text starts inside a link (a headline link, a "Read" button)
    # A Chinese copyright/reprint line by its words (scored like a link list): left out
    # at the article's edges, kept between its paragraphs, where it is the article's own
    # sentence ("…甚至是侵权。" in a piece about phone carriers).
    legal: bool = False


@dataclass
class BlockTable:
    """A parsed page as columns, one row per element in document order (preorder)."""

    tags: list[str] = field(default_factory=list)
    parents: list[int] = field(default_factory=list)
    ends: list[int] = field(default_factory=list)  # last node index of each subtree
    hints: list[int] = field(default_factory=list)
    classes: list[str | None] = field(default_factory=list)
    negatives: list[int] = field(default_factory=list)  # boilerplate-hinted elements
    kinds: list[int] = field(default_factory=list)
    good: list[float] = field(default_factory=list)
    bad: list[float] = field(default_factory=list)
    short: list[float] = field(default_factory=list)
    segments: list[Segment] = field(default_factory=list)
    # The segments of block i's subtree are segments[segment_starts[i]:segment_stops[i]].
    segment_starts: list[int] = field(default_factory=list)
    segment_stops: list[int] = field(default_factory=list)
    # Blocks with at least LINKED_CHILDREN_MIN child blocks holding link text: the only
    # places a teaser list can be (``_teasers``), in no particular order.
    link_parents: list[int] = field(default_factory=list)
    # The block holding each image, in document order (a block once per image).
    image_blocks: list[int] = field(default_factory=list)
    # Per block, the position (in ``segments``) of the first empty link in its subtree
    # (``<a href=...></a>``: no text, no image), ``NO_LINK`` without one. A block whose
    # first line comes after such a link is a card made clickable by a link laid over
    # it, as teaser cards are (empty icon links of share bars come after the text).
    overlay_at: list[int] = field(default_factory=list)
    # Whether the walk left out a hidden block not named as boilerplate: the only pages
    # ``collect(..., show_hidden=True)`` reads differently.
    hid_content: bool = False

    def overlaid(self, block: int) -> bool:
        """Whether ``block`` opens with an empty link (a card's overlay link)."""
        return self.overlay_at[block] <= self.segment_starts[block]

    def children(self, node: int) -> list[int]:
        """Direct child blocks of ``node``, found by jumping over each child's subtree."""
        ends = self.ends
        children = []
        index, last = node + 1, ends[node]
        while index <= last:
            children.append(index)
            index = ends[index] + 1
        return children


# Columns start this long and double when a page has more blocks: cheaper than counting
# the elements first (an XPath count cost ~7% of the walk).
_INITIAL_CAPACITY = 512


def collect(
    root: etree._Element,
    repeated: Callable[[str], bool] | None = None,
    show_hidden: bool = False,
) -> BlockTable:
    """Walk the tree once. Only block elements get an index (they are the only possible
    containers and branches); inline elements just feed text into the current segment.
    Lines ``repeated`` says the site repeats on other pages are scored like link text.
    Blocks the page hides are left out, unless ``show_hidden`` and their class or id
    does not name them as boilerplate (menus, dialogs, notices stay out even then)."""
    # Per-block lists are preallocated: index assignment is cheaper than append here.
    capacity = _INITIAL_CAPACITY
    page = BlockTable(
        tags=[""] * capacity,
        parents=[-1] * capacity,
        ends=[0] * capacity,
        hints=[0] * capacity,
        classes=[None] * capacity,
        kinds=[EMPTY] * capacity,
        good=[0.0] * capacity,
        bad=[0.0] * capacity,
        short=[0.0] * capacity,
        segment_starts=[0] * capacity,
        segment_stops=[0] * capacity,
        overlay_at=[NO_LINK] * capacity,
    )
    tags, parents, ends, hints = page.tags, page.parents, page.ends, page.hints
    classes = page.classes
    negatives, kinds = page.negatives, page.kinds
    good, bad, short, segments = page.good, page.bad, page.short, page.segments
    segment_starts, segment_stops = page.segment_starts, page.segment_stops
    overlay_at = page.overlay_at
    own_size = [0] * capacity
    own_links = [0.0] * capacity
    own_punctuation = [0] * capacity
    own_rights = [0] * capacity  # bytes of copyright lines, which never make a block prose
    linked_children = [0] * capacity
    sentence_children = [0] * capacity  # child blocks that are one short sentence
    sentence_bytes = [0] * capacity
    link_parents = page.link_parents

    blocks: list[int] = [0]  # open blocks, innermost last
    pieces: list[str] = []
    link_pieces: list[str] = []
    link_depth = 0
    # Per open ``<a>``, whether it is a link (has an href): read once at its start, as
    # an attribute lookup costs more than the list.
    links_open: list[bool] = []
    lead_link = False  # whether the current segment's first piece sits inside a link
    negative_stack: list[int] = []
    count = 0
    image_at = -1  # the block holding the last <img>, until the next block starts
    caption_block = -1  # the block read as the caption of the image above it
    # The last prose block closed: when it is centred too, the page centres its text, and
    # a centred line under an image there is text like the rest.
    last_prose: etree._Element | None = None
    # Forms with a submit control among their own children (``_clean``): the form's own
    # text labels the control (a consent banner beside its "accept" button), it is not
    # prose, however sentence-like. Blocks nested in such a form (a page wrapped whole in
    # one) are unaffected.
    control_forms: set[int] = set()

    def flush() -> None:
        raw = "".join(pieces)
        pieces.clear()
        if "\xad" in raw:  # soft hyphens: invisible unless a line breaks there
            raw = raw.replace("\xad", "")
        if raw.isspace():
            link_pieces.clear()
            return
        text = " ".join(raw.split())
        if text:
            # ``utf8_size``, written out: this runs for every run of text on the page.
            size = len(text) if text.isascii() else len(text.encode("utf-8"))
            link_size = 0.0
            legal = False
            block = blocks[-1]
            if size < _LEGAL_LINE_MAX_BYTES and _legal_line(text):
                link_size = float(size)  # scored and dropped like a link list
                legal = _chinese_legal_line(text)
            elif repeated is not None and repeated(text):
                link_size = float(size)  # the site's own block, seen on its other pages
            elif block == caption_block and size <= _CAPTION_MAX_BYTES:
                link_size = float(size)  # an image caption: not the article's text either
            elif link_pieces:
                link_text = " ".join("".join(link_pieces).split())
                link_size = size * min(1.0, len(link_text) / len(text))
            segments.append(
                new_segment(
                    Segment,
                    (
                        block,
                        text,
                        size,
                        link_size,
                        tuple(negative_stack) if negative_stack else (),
                        lead_link and link_size > 0,
                        legal,
                    ),
                )
            )
            own_size[block] += size
            own_links[block] += link_size
            if size < _LEGAL_LINE_MAX_BYTES and not link_size and _rights_line(text):
                own_rights[block] += size
            elif size < _PROSE_UNPUNCTUATED_BYTES:  # longer blocks are prose regardless
                own_punctuation[block] += _sentence_marks(text)
        link_pieces.clear()

    block_tags, break_tags = BLOCK_TAGS, _BREAK_TAGS
    # ``Segment(...)`` runs the named tuple's ``__new__``, a Python function; building the
    # tuple directly gives the same value without that call, for every line of the page.
    new_segment = tuple.__new__
    walker = etree.iterwalk(root, events=("start", "end"))
    for event, element in walker:
        tag = element.tag
        if event == "start":
            if tag in block_tags:
                if pieces:
                    image_at = -1  # text came between the image and this block
                    flush()
                index = count
                count += 1
                if index >= capacity:
                    columns: tuple[tuple[list[Any], object], ...] = (
                        (tags, ""), (parents, -1), (ends, 0), (hints, 0), (classes, None),
                        (kinds, EMPTY), (good, 0.0), (bad, 0.0), (short, 0.0),
                        (segment_starts, 0), (segment_stops, 0), (own_size, 0),
                        (own_links, 0.0), (own_punctuation, 0), (own_rights, 0),
                        (linked_children, 0), (sentence_children, 0), (sentence_bytes, 0),
                        (overlay_at, NO_LINK),
                    )  # fmt: skip
                    for column, initial in columns:
                        column.extend([initial] * capacity)
                    capacity *= 2
                tags[index] = tag
                segment_starts[index] = len(segments)
                parents[index] = blocks[-1] if index else -1
                blocks.append(index)
                # All of a block's attributes in one call: lxml's ``get`` costs about as
                # much as reading them all, and a block is asked for five or six.
                attribute = dict(element.items()).get
                attributes = classes[index] = attribute("class")
                identifier = attribute("id")
                if identifier:
                    attributes = f"{attributes} {identifier}" if attributes else identifier
                if attributes:
                    hint = attribute_hint(tag, attributes.lower())
                    if attribute("itemprop") == "articleBody":
                        hint = ARTICLE
                    elif hint < 0 and identifier and _anchors_first_heading(element, identifier):
                        names = classes[index]
                        hint = attribute_hint(tag, names.lower()) if names else 0
                    if hint:
                        hints[index] = hint
                        if hint < 0:
                            negative_stack.append(index)
                            negatives.append(index)
                elif tag == "article" or tag == "main":
                    hints[index] = ARTICLE
                if attribute(RADIO_GROUP_MARK) is not None:  # a poll (``_clean``)
                    if hints[index] >= 0:
                        negative_stack.append(index)
                        negatives.append(index)
                    hints[index] = STRONG_NEGATIVE
                if tag == "form" and attribute(CONTROL_FORM_MARK) is not None:
                    control_forms.add(index)
                style = attribute("style")
                if (
                    (style and _HIDDEN_STYLE.search(style)) or attribute("hidden") is not None
                ) and (not show_hidden or hints[index] < 0):
                    walker.skip_subtree()  # hidden by the page: collapsed menus, popups
                    if hints[index] >= 0:
                        page.hid_content = True
                    continue
                if image_at >= 0:  # only the first block to start after an image
                    if (
                        _under_image(page, index, image_at)
                        and _centered(element, style)
                        and (
                            last_prose is None or not _centered(last_prose, last_prose.get("style"))
                        )
                    ):
                        caption_block = index
                    image_at = -1
            elif tag == "a":
                # Only links count: an anchor (``<a name="top">``) left unclosed by the
                # page would otherwise turn all the text after it into link text.
                is_link = element.get("href") is not None
                links_open.append(is_link)
                if is_link:
                    link_depth += 1
            elif tag == "img":
                image_at = blocks[-1]
                page.image_blocks.append(image_at)
            elif tag in break_tags and pieces:
                flush()
            text = element.text
            # Whitespace only matters between words, never at the start of a segment.
            if text and (pieces or not text.isspace()):
                if not pieces:
                    lead_link = link_depth > 0
                pieces.append(text)
                if link_depth:
                    link_pieces.append(text)
        else:
            if tag in block_tags:
                if pieces:
                    flush()
                index = blocks.pop()
                segment_stops[index] = len(segments)
                size = own_size[index]
                if size:
                    links = own_links[index]
                    if index in control_forms or (
                        links > _LINK_DENSITY_BAD * size
                        and not (
                            own_punctuation[index] >= 2
                            and size >= _LINKED_PROSE_MIN_BYTES
                            and links <= _LINKED_PROSE_MAX_DENSITY * size
                        )
                    ):
                        kinds[index] = LINKS
                        bad[index] += size
                    elif (
                        (prose_size := size - own_rights[index]) >= _PROSE_UNPUNCTUATED_BYTES
                        or (own_punctuation[index] and prose_size >= _PROSE_BYTES)
                        or (own_punctuation[index] >= 2 and prose_size >= _PROSE_MIN_BYTES)
                    ):
                        kinds[index] = GOOD
                        good[index] += size - links
                        bad[index] += links
                        last_prose = element
                    else:
                        kinds[index] = SHORT
                        short[index] += size
                        if (
                            not links
                            and own_punctuation[index]
                            and size >= _PROSE_MIN_BYTES
                            and not own_rights[index]
                            and segments[-1].block == index
                            and segments[-1].text[-1] in _SENTENCE_ENDS
                        ):
                            sentence_children[blocks[-1]] += 1
                            sentence_bytes[blocks[-1]] += size
                if sentence_children[index] >= SENTENCE_RUN_MIN:
                    # Paragraphs of one short sentence each, side by side: prose together.
                    good[index] += sentence_bytes[index]
                    short[index] -= sentence_bytes[index]
                if hints[index] < 0:
                    negative_stack.pop()
                ends[index] = count - 1
                if index and overlay_at[index] < overlay_at[blocks[-1]]:
                    overlay_at[blocks[-1]] = overlay_at[index]
                if index and (good[index] or bad[index] or short[index]):
                    parent = blocks[-1]
                    good[parent] += good[index]
                    bad[parent] += bad[index]
                    short[parent] += short[index]
                    if bad[index] or overlay_at[index] <= segment_starts[index]:
                        linked_children[parent] += 1
                        if linked_children[parent] == LINKED_CHILDREN_MIN:
                            link_parents.append(parent)
            elif tag == "a" and links_open.pop():  # each end pops its own start's entry
                link_depth -= 1
                if not len(element) and (not element.text or element.text.isspace()):
                    block = blocks[-1]
                    if overlay_at[block] == NO_LINK:
                        # Text read but not yet flushed puts the link after a line.
                        overlay_at[block] = len(segments) + (1 if pieces else 0)
            tail = element.tail
            if tail and (pieces or not tail.isspace()):
                if not pieces:
                    lead_link = link_depth > 0
                pieces.append(tail)
                if link_depth:
                    link_pieces.append(tail)
    if pieces:
        flush()
    for column in (tags, parents, ends, hints, classes, kinds, good, bad, short, segment_starts,
                   segment_stops, overlay_at):  # fmt: skip
        del column[count:]
    return page
