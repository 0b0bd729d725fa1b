"""A page's own lines (unlinked, outside boilerplate-named elements): taken instead of a
site's small box that outweighs them, and read around a short text for the title guard.

A brief of one sentence, a gallery's pictures, a listing's summaries, a notice: too
little to make prose, so the scoring takes the site's one-paragraph box beside them (an
"about us" paragraph, a newsletter pitch, a staff list), the same on every page of the
site, and two such pages then read alike. The page's own lines are those after its
headline, in the element holding it; without a headline, those of the one element named
as the article. Around a short text, its own lines (a date, a price) tell pages apart
that share it (``lines_around_text``).
"""

from __future__ import annotations

from scrapy_simhash.extract._blocks import GOOD, HEADING_TAGS, SHORT, BlockTable, Segment
from scrapy_simhash.extract._hints import ARTICLE, STRONG_NEGATIVE
from scrapy_simhash.extract._script import utf8_size

# A site's box holds at most this much prose (UTF-8 bytes), in one paragraph under its
# heading, if any: a short article outside the headline's element (a paywalled page's
# opening paragraphs) has several.
SITE_BOX_MAX_BYTES = 600
_TEXT_KINDS = (GOOD, SHORT)


def own_lines_anchor(page: BlockTable, headline: int) -> int:
    """The headline's block; without one, the only outermost element named as the
    article that holds a line; -1 if neither."""
    if headline >= 0:
        return headline
    hints, ends = page.hints, page.ends
    found, index = -1, 0
    while index < len(hints):
        if hints[index] != ARTICLE:
            index += 1
            continue
        if _last_own_line(page, page.segment_starts[index], index) >= 0:
            if found >= 0:
                return -1  # several articles (a listing's cards): none is the page's
            found = index
        index = ends[index] + 1
    return found


def site_box_beside(page: BlockTable, box: int, anchor: int, good: list[float]) -> bool:
    """Whether ``box`` is small enough to be a site's box, a paragraph (or a column of
    boxes, a paragraph under each heading), beside ``anchor`` (neither holding it nor
    inside it)."""
    if anchor < 0 or box < 0 or good[box] > SITE_BOX_MAX_BYTES:
        return False
    ends, kinds, tags, hints = page.ends, page.kinds, page.tags, page.hints
    if box <= anchor <= ends[box] or anchor <= box <= ends[anchor]:
        return False
    if ARTICLE in hints[box : ends[box] + 1]:
        return False  # the box holds an article's body
    node = page.parents[box]
    while node >= 0:
        if hints[node] == ARTICLE:
            return False  # the box is (part of) an article's body, maybe the headline's
        node = page.parents[node]
    # Several paragraphs under one heading are an article's (a paywalled page's opening).
    paragraph = -1
    for segment in page.segments[page.segment_starts[box] : page.segment_stops[box]]:
        block = segment.block
        if tags[block] in HEADING_TAGS:
            paragraph = -1
        elif kinds[block] in _TEXT_KINDS and block != paragraph:
            if paragraph >= 0:
                return False
            paragraph = block
    return True


def own_lines_over_box(page: BlockTable, choice: int, headline: int, good: list[float]) -> int:
    """Instead of ``choice`` when it is, or holds, a site's box beside the page's own
    lines: the article element holding them, or the smallest element holding the headline
    and every own line after it in the headline's branch (up to where the box joins);
    else ``choice``."""
    if choice < 0 or good[choice] > SITE_BOX_MAX_BYTES:
        return choice  # most pages: cheapest test first
    anchor = own_lines_anchor(page, headline)
    box = _site_box(page, choice, anchor, good)
    if box < 0:
        return choice
    if headline < 0:
        return anchor  # the article element, holding its lines
    ends, parents = page.ends, page.parents
    branch = anchor
    while parents[branch] >= 0 and not parents[branch] <= box <= ends[parents[branch]]:
        branch = parents[branch]
    last = max(_last_own_line(page, page.segment_stops[anchor], branch),
               _last_image(page, anchor, branch))
    if last < 0:
        return choice
    node = parents[anchor]
    while ends[node] < last:
        node = parents[node]
    return node


def _prose_beside(page: BlockTable, choice: int, anchor: int, good: list[float]) -> int:
    """The innermost element of ``choice`` holding all its prose outside the branch that
    holds ``anchor``, where that branch parts from the rest; -1 when that prose is spread
    over several branches, or none."""
    ends, node = page.ends, choice
    while True:
        children = page.children(node)
        outside = [child for child in children
                   if good[child] > 0 and not child <= anchor <= ends[child]]
        if outside:
            break
        node = next((child for child in children if child <= anchor <= ends[child]), anchor)
        if node == anchor:
            return -1
    if len(outside) != 1:
        return -1
    node = outside[0]
    while True:
        inner = [child for child in page.children(node) if good[child] > 0]
        if len(inner) != 1 or good[inner[0]] < good[node] - 1:  # float sums: a byte of slack
            return node
        node = inner[0]


def box_beside_own_lines(
    page: BlockTable, first: int, second: int, headline: int, good: list[float]
) -> bool:
    """Whether ``second`` is a site's box beside the page's own lines, which ``first``
    holds: the fallback must not trade the page's lines for it."""
    if second < 0 or first < 0 or good[second] > SITE_BOX_MAX_BYTES:
        return False
    anchor = own_lines_anchor(page, headline)
    return first <= anchor <= page.ends[first] and _site_box(page, second, anchor, good) >= 0


def _site_box(page: BlockTable, choice: int, anchor: int, good: list[float]) -> int:
    """The site's box ``choice`` is, or holds beside the branch holding ``anchor``; -1
    if none."""
    box = choice
    if anchor >= 0 and choice <= anchor <= page.ends[choice]:
        box = _prose_beside(page, choice, anchor, good)
    return box if site_box_beside(page, box, anchor, good) else -1


def _last_image(page: BlockTable, anchor: int, node: int) -> int:
    """The block of the last image after ``anchor``'s block in ``node``; -1 if none: a
    gallery's pictures are its own, their captions a page may leave out of its text."""
    last = page.ends[node]
    return max((block for block in page.image_blocks if anchor < block <= last), default=-1)


def _last_own_line(page: BlockTable, start: int, node: int) -> int:
    """The block of the last unlinked line from segment ``start`` to the end of ``node``
    outside elements strongly named as boilerplate (a weak name, "list", may name a
    listing's own items); -1 if none."""
    segments = page.segments
    for index in range(page.segment_stops[node] - 1, start - 1, -1):
        if _own(page, segments[index]):
            return segments[index].block
    return -1


# With site memory, a page left with less text than this (UTF-8 bytes, so that a short
# Chinese article counts as an English one of as many words) once the host's repeated
# lines are out is extracted without it: it is a copy of a page seen before (its lines
# are all known), and it must keep its text to be found as one. A text this short is
# little of a page's own.
MIN_OWN_TEXT_BYTES = 300
# A text of at most this many UTF-8 bytes is short: the title guard reads all its words
# (``fingerprint/title.py``), and the lines around it (``lines_around_text``) up to as many.
# A site's notice of a few paragraphs (reporting rules, how to claim, a disclaimer), which
# extraction may take for the text of every record under it, is as long.
SHORT_TEXT_BYTES = 1500


def lines_around_text(page: BlockTable, container: int, headline: int, text: str) -> str:
    """The unlinked lines (outside elements strongly named as boilerplate), whether the
    text keeps them or not, after the headline in the smallest element holding it and
    ``container``; without a headline, in ``container`` when ``text`` is little and
    leaves one of them out (a product card's lines beside a service box the text is; a
    longer text's element may hold a site's table naming every page's subject), in the
    whole page when ``container`` is the site's part (``in_site_part``), else in the
    smallest element holding ``container`` and a line beside it: a date, a venue, a
    product's specifications. "" if none."""
    if container < 0:
        return ""
    ends, parents, tags = page.ends, page.parents, page.tags
    if headline >= 0:
        node, start = headline, page.segment_stops[headline]
        while node >= 0 and not node <= container <= ends[node]:
            node = parents[node]
    elif utf8_size(text) < MIN_OWN_TEXT_BYTES and _line_left_out(page, container, text):
        node, start = container, page.segment_starts[container]
    elif in_site_part(page, container, headline):
        node, start = 0, 0  # the text is the site's: the page's own lines are all around it
    else:
        inner, node = container, parents[container]
        while node >= 0 and tags[node] not in _PAGE_TAGS and not _line_beside(
                page, node, inner):
            inner, node = node, parents[node]
        if node < 0 or tags[node] in _PAGE_TAGS:
            return ""
        start = page.segment_starts[node]
    if node < 0:
        return ""
    return _own_lines(page, page.segments[start : page.segment_stops[node]], "")


_PAGE_TAGS = frozenset(("body", "html"))


def own_lines_beside(page: BlockTable, text: str) -> str:
    """The page's own lines (unlinked, outside elements strongly named as boilerplate)
    that ``text`` does not hold, up to ``SHORT_TEXT_BYTES``: a short text that is its
    site's rules or explainer may stand beside the page's record with nothing nearer to
    hold both, or only its own box title."""
    return _own_lines(page, page.segments, text)


def _own_lines(page: BlockTable, segments: list[Segment], text: str) -> str:
    """The own lines of ``segments`` that ``text`` does not hold ("" holds none), up to
    ``SHORT_TEXT_BYTES``, one a line."""
    lines, size = [], 0
    for segment in segments:
        if not _own(page, segment) or (text and segment.text in text):
            continue
        size += segment.size
        if size > SHORT_TEXT_BYTES:
            break
        lines.append(segment.text)
    return "\n".join(lines)


def _own(page: BlockTable, segment: Segment) -> bool:
    """An unlinked line outside elements strongly named as boilerplate."""
    hints = page.hints
    return not segment.link_size and all(hints[i] != STRONG_NEGATIVE for i in segment.negatives)


def in_site_part(page: BlockTable, node: int, headline: int) -> bool:
    """Whether ``node`` is, or lies in, an element strongly named as boilerplate (a
    footer, a sidebar) that does not hold the ``headline``: what it holds is the site's,
    not the page's (a page wrapped whole in an element so named is not)."""
    hints, parents = page.hints, page.parents
    while node >= 0:
        if hints[node] == STRONG_NEGATIVE:
            return not node <= headline <= page.ends[node]
        node = parents[node]
    return False


def _line_left_out(page: BlockTable, node: int, text: str) -> bool:
    """Whether ``node`` holds an own line that ``text`` leaves out."""
    segments = page.segments[page.segment_starts[node] : page.segment_stops[node]]
    return any(_own(page, segment) and segment.text not in text for segment in segments)


def _line_beside(page: BlockTable, node: int, inner: int) -> bool:
    """Whether ``node`` holds an own line outside its descendant ``inner`` (each step of
    a walk up reads only the lines the step adds)."""
    segments = page.segments
    before = segments[page.segment_starts[node] : page.segment_starts[inner]]
    after = segments[page.segment_stops[inner] : page.segment_stops[node]]
    return any(_own(page, segment) for segment in before) or any(
        _own(page, segment) for segment in after)
