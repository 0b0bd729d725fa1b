"""A page's own few lines instead of a site's small box that outweighs them.

A brief of one sentence, a gallery's captions, a listing's summaries, a notice: too
little to make prose, so the scoring takes the site's one-paragraph box beside them (an
"about us" paragraph, a newsletter pitch, a staff list), the same on every page of the
site, and two such pages then read alike. The page's own lines are those after its
headline, in the element holding it; without a headline, those of the one element named
as the article.
"""

from __future__ import annotations

from scrapy_simhash.extract._blocks import GOOD, HEADING_TAGS, SHORT, BlockTable
from scrapy_simhash.extract._hints import ARTICLE, STRONG_NEGATIVE

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
        if _has_own_line(page, page.segment_starts[index], index):
            if found >= 0:
                return -1  # several articles (a listing's cards): none is the page's
            found = index
        index = ends[index] + 1
    return found


def site_box_beside(page: BlockTable, box: int, anchor: int, good: list[float]) -> bool:
    """Whether ``box`` is a paragraph small enough to be a site's box, beside ``anchor``
    (neither holding it nor inside it)."""
    if anchor < 0 or box < 0 or good[box] > SITE_BOX_MAX_BYTES or page.hints[box] == ARTICLE:
        return False
    ends, kinds, tags = page.ends, page.kinds, page.tags
    if box <= anchor <= ends[box] or anchor <= box <= ends[anchor]:
        return False
    segments = page.segments[page.segment_starts[box] : page.segment_stops[box]]
    lines = sum(1 for segment in segments
                if kinds[segment.block] in _TEXT_KINDS and tags[segment.block] not in HEADING_TAGS)
    return lines <= 1


def own_lines_over_box(page: BlockTable, choice: int, headline: int, good: list[float]) -> int:
    """Instead of ``choice`` when it is a site's box beside the page's own lines: the
    article element holding them, or the smallest element holding the headline and lines
    after it, but not ``choice``; else ``choice``."""
    if choice < 0 or good[choice] > SITE_BOX_MAX_BYTES:
        return choice  # most pages: cheapest test first
    anchor = own_lines_anchor(page, headline)
    if not site_box_beside(page, choice, anchor, good):
        return choice
    if headline < 0:
        return anchor  # the article element, holding its lines
    ends, parents = page.ends, page.parents
    node = parents[anchor]
    while node >= 0 and not node <= choice <= ends[node]:
        if _has_own_line(page, page.segment_stops[anchor], node):
            return node
        node = parents[node]
    return choice


def box_beside_own_lines(
    page: BlockTable, first: int, second: int, headline: int, good: list[float]
) -> bool:
    """Whether ``second`` is a site's box beside the page's own lines, which ``first``
    holds: the fallback must not trade the page's lines for it."""
    if second < 0 or good[second] > SITE_BOX_MAX_BYTES:
        return False
    anchor = own_lines_anchor(page, headline)
    return first >= 0 and first <= anchor <= page.ends[first] and site_box_beside(
        page, second, anchor, good)


def _has_own_line(page: BlockTable, start: int, node: int) -> bool:
    """Whether an unlinked line from segment ``start`` to the end of ``node`` lies
    outside elements strongly named as boilerplate (a weak name, "list", may name a
    listing's own items)."""
    segments, hints = page.segments, page.hints
    return any(
        not segment.link_size and all(hints[i] != STRONG_NEGATIVE for i in segment.negatives)
        for segment in segments[start : page.segment_stops[node]]
    )
