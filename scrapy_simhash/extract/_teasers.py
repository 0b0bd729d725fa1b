"""Teaser lists: runs of small link-led items (headline link + summary) that stand for
other articles ("Breaking News" tickers, "More stories" card grids).

One summary is a paragraph of prose, so forty of them outweigh the article they sit
next to. An item *opens with a link* (a headline link among its first lines) and holds
little prose; a run is at least ``MIN_ITEMS`` such siblings of one structure (same tag
and first class name: WordPress adds per-post classes like ``post-7816`` after it).
Summaries cut off with an ellipsis ("...may soon...") mark a run as teasers outright;
without one, a run of cards could also be a forum thread of short posts, so it is only
set aside when that leaves an article clearly bigger than any one item, or an element
named as the article bigger than any one item.
"""

from __future__ import annotations

from scrapy_simhash.extract._blocks import LINKED_CHILDREN_MIN, BlockTable

MIN_ITEMS = LINKED_CHILDREN_MIN
# Share of a run's items that must open with a link / end with an ellipsis.
MIN_LINK_LED_SHARE = 0.8
MIN_ELLIPSIS_SHARE = 0.5
# Prose bytes one item may hold: a summary of a few sentences, not an article.
MAX_ITEM_PROSE = 700
# Without ellipses, the article left after setting cards aside must hold this many
# times the prose of the biggest card (more than it, when named as the article).
MIN_ARTICLE_OVER_ITEM = 3.0
MIN_NAMED_ARTICLE_OVER_ITEM = 1.0
_ELLIPSES = ("...", "…", "..」", "...”", "…”")


# A headline link may follow a kicker line ("LOVE IS LOVE") or a label.
_HEADLINE_WITHIN_LINES = 3


def _opens_with_link(page: BlockTable, item: int) -> bool:
    if page.overlaid(item):
        return True  # the whole card is the link
    start, stop = page.segment_starts[item], page.segment_stops[item]
    return any(
        line.lead_link or line.link_size >= 0.5 * line.size
        for line in page.segments[start : min(stop, start + _HEADLINE_WITHIN_LINES)]
    )


def _ends_with_ellipsis(page: BlockTable, item: int) -> bool:
    start, stop = page.segment_starts[item], page.segment_stops[item]
    return stop > start and page.segments[stop - 1].text.endswith(_ELLIPSES)


class TeaserRun:
    __slots__ = ("cut_off", "items")

    def __init__(self, items: list[int], cut_off: bool) -> None:
        self.items = items  # sibling block indices, document order
        self.cut_off = cut_off  # most summaries end with an ellipsis


def _run_among(page: BlockTable, members: list[int], good: list[float]) -> TeaserRun | None:
    if any(good[m] > MAX_ITEM_PROSE for m in members):
        return None
    if not any(good[m] > 0 for m in members):
        return None  # link lists are already scored as links
    led = sum(_opens_with_link(page, m) for m in members)
    if led < MIN_LINK_LED_SHARE * len(members):
        return None
    cut = sum(_ends_with_ellipsis(page, m) for m in members)
    return TeaserRun(members, cut >= MIN_ELLIPSIS_SHARE * len(members))


def teaser_runs(page: BlockTable, good: list[float]) -> list[TeaserRun]:
    """Every teaser run of the page, outermost first; items of one run never nest in
    another's (a run found inside an item of an earlier run is skipped)."""
    tags, classes, ends = page.tags, page.classes, page.ends
    # Siblings grouped by (parent, tag, first class name), only under the parents that
    # have enough children holding link text (``BlockTable.link_parents``); parents in preorder,
    # so groups come in order of their first member and an enclosing run comes first.
    groups: dict[tuple[int, str, str | None], list[int]] = {}
    for parent in sorted(page.link_parents):
        if good[parent] <= 0:
            continue  # menus and link lists: no summaries to set aside
        if tags[parent] == "ol" and page.hints[parent] >= 0:
            continue  # numbered items: parts of one text (references, steps, a ranking)
        for index in page.children(parent):
            if good[index] > 0 or ends[index] > index:
                names = classes[index]
                first_name = names.split(None, 1)[0] if names and not names.isspace() else None
                groups.setdefault((parent, tags[index], first_name), []).append(index)
    runs: list[TeaserRun] = []
    covered = bytearray(len(tags))  # blocks inside an item of a run found already
    for members in groups.values():
        if len(members) < MIN_ITEMS or covered[members[0]]:
            continue
        run = _run_among(page, members, good)
        if run is not None:
            runs.append(run)
            for item in members:
                covered[item : ends[item] + 1] = b"\x01" * (ends[item] + 1 - item)
    return runs
