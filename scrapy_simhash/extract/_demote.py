"""Which boilerplate class names to believe, and what believing one does to the scores."""

from __future__ import annotations

from scrapy_simhash.extract._blocks import BlockTable
from scrapy_simhash.extract._hints import ARTICLE, POSITIVE, STRONG_NEGATIVE

# A boilerplate-named element whose prose mostly sits in a content-named descendant is a
# layout wrapper ("sidebar-layout" around "entry-content"), not boilerplate. A page has
# one article body: a content name repeated inside the element ("post-text" on every
# comment of a "comments" box) names its items, so it makes no wrapper.
CONTENT_INSIDE_SHARE = 0.5


def outermost(candidates: list[int], ends: list[int]) -> list[int]:
    kept: list[int] = []
    covered_until = -1
    for index in candidates:  # document order, so ancestors come first
        if index > covered_until:
            kept.append(index)
            covered_until = ends[index]
    return kept


def demote(page: BlockTable, negatives: list[int], scores: tuple[list[float], ...]) -> None:
    """Move the prose and short text under each element of ``negatives`` (disjoint
    subtrees) into bad text, for the element and all its ancestors; its descendants
    stop being candidates. One bottom-up pass, so deep pages stay linear."""
    good, bad, short = scores
    parents, ends = page.parents, page.ends
    moved_good = [0.0] * len(good)
    moved_short = [0.0] * len(good)
    highest = -1
    for index in negatives:
        if not (good[index] or short[index]):
            continue
        moved_good[index], moved_short[index] = good[index], short[index]
        highest = max(highest, index)
        for inside in range(index + 1, ends[index] + 1):
            good[inside] = 0.0
    # Preorder numbering puts every child after its parent: walk backwards to sum up.
    for index in range(highest, -1, -1):
        delta_good, delta_short = moved_good[index], moved_short[index]
        if delta_good or delta_short:
            good[index] -= delta_good
            short[index] -= delta_short
            bad[index] += delta_good + delta_short
            parent = parents[index]
            if parent >= 0:
                moved_good[parent] += delta_good
                moved_short[parent] += delta_short


def _best_article_inside(page: BlockTable) -> list[float]:
    """For every element, the most prose held by one strictly inner element whose class or
    tag names the article. One bottom-up pass (children follow parents in preorder)."""
    good, hints, parents = page.good, page.hints, page.parents
    best = [0.0] * len(good)
    for index in range(len(good) - 1, 0, -1):
        inner = best[index]
        if hints[index] == ARTICLE and good[index] > inner:
            inner = good[index]
        parent = parents[index]
        best[parent] = max(best[parent], inner)
    return best


def _named_once(page: BlockTable, index: int) -> bool:
    """Whether no two content-named elements inside ``index`` share a tag and class."""
    hints, tags, classes = page.hints, page.tags, page.classes
    seen: set[tuple[str, str | None]] = set()
    for inside in range(index + 1, page.ends[index] + 1):
        if hints[inside] == ARTICLE:
            key = (tags[inside], classes[inside])
            if key in seen:
                return False
            seen.add(key)
    return True


def layout_wrappers(page: BlockTable) -> set[int]:
    """Boilerplate-named elements holding the article anyway: most of their prose sits in a
    descendant named like content (``article``, ``entry-content``), a name used once there."""
    good, ends, negatives = page.good, page.ends, page.negatives
    if sum(ends[i] - i for i in negatives) <= 4 * len(good):
        # Few and small negatives (the usual case): scanning their subtrees is cheaper.
        hints = page.hints
        wrappers = set()
        for index in negatives:
            needed = CONTENT_INSIDE_SHARE * good[index]
            if needed > 0 and any(
                hints[i] == ARTICLE and good[i] >= needed for i in range(index + 1, ends[index] + 1)
            ):
                wrappers.add(index)
    else:
        best = _best_article_inside(page)
        wrappers = {
            i for i in negatives if good[i] > 0 and best[i] >= CONTENT_INSIDE_SHARE * good[i]
        }
    wrappers.update(_bodies_of_articles(page, wrappers))
    return {i for i in wrappers if _named_once(page, i)}


def _bodies_of_articles(page: BlockTable, wrappers: set[int]) -> list[int]:
    """Strongly boilerplate-named elements that are the body of the article element around
    them ("entry share" inside ``<article>``): they hold most of its prose, and most of
    their own prose sits in a descendant named like content ("entry-inner"). (A weak name
    is not believed around the first choice anyway.)"""
    good, hints, parents, ends = page.good, page.hints, page.parents, page.ends
    found = []
    for index in page.negatives:
        prose = good[index]
        if index in wrappers or prose <= 0 or hints[index] != STRONG_NEGATIVE:
            continue
        article = parents[index]
        while article >= 0 and hints[article] != ARTICLE:
            article = parents[article]
        if article < 0 or prose < CONTENT_INSIDE_SHARE * good[article]:
            continue
        needed = CONTENT_INSIDE_SHARE * prose
        if any(
            hints[i] >= POSITIVE and good[i] >= needed for i in range(index + 1, ends[index] + 1)
        ):
            found.append(index)
    return found
