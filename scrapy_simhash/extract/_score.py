"""Choose the element that holds the article: most prose, least link/boilerplate text."""

from __future__ import annotations

from dataclasses import dataclass, field

from scrapy_simhash.extract._blocks import BLOCK_TAGS, Page
from scrapy_simhash.extract._hints import ARTICLE, STRONG_NEGATIVE
from scrapy_simhash.extract._threads import opening_post

# Weight of link/boilerplate text and of short-line text against prose. A container
# may grow to take in more prose only while it does not bring in too much of these.
BAD_WEIGHT = 0.6
SHORT_WEIGHT = 0.3
# Link/boilerplate share up to which the parent of a lone winning paragraph is taken.
LONE_PARAGRAPH_PARENT_MAX_BAD = 0.25
# Multiplier for containers whose class/id/tag says "content".
POSITIVE_HINT_BONUS = 1.1
# Class names lie: wrappers named "left-side", "ad-margins" or "sidebar-layout" may
# hold the whole article. Strong words ("comment", "related", "footer") are believed
# for elements holding at most this share of the page's prose; weak ones ("side",
# "ad", "meta") only for elements that do not enclose the container chosen without them.
STRONG_NEGATIVE_MAX_SHARE = 0.9
# Neither is believed for an element whose prose is mostly inside a content-named one.
CONTENT_INSIDE_SHARE = 0.5


# Inside the container, a branch off the path to the article core is kept only when
# it reads like more of the article: at least this share of its text is prose.
# Teaser lists (headline link + date + summary) and comment threads fall below.
SIDE_BRANCH_MIN_DENSITY = 0.8


@dataclass
class Choice:
    container: int  # -1 when the page has no prose at all
    dropped: frozenset[int]  # boilerplate-hinted elements whose text is left out
    dropped_branches: list[tuple[int, int]] = field(default_factory=list)  # index ranges


def _outermost(candidates: list[int], ends: list[int]) -> list[int]:
    kept: list[int] = []
    covered_until = -1
    for index in candidates:  # document order, so ancestors come first
        if index > covered_until:
            kept.append(index)
            covered_until = ends[index]
    return kept


def _demote(page: Page, negatives: list[int], scores: tuple[list[float], ...]) -> None:
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


def best_scoring(page: Page, good: list[float], bad: list[float], short: list[float]) -> int:
    tags, hints = page.tags, page.hints
    best, best_score = -1, 0.0
    for index in range(len(tags)):
        prose = good[index]
        if prose <= 0 or tags[index] not in BLOCK_TAGS:
            continue
        score = prose - BAD_WEIGHT * bad[index] - SHORT_WEIGHT * short[index]
        if hints[index] > 0:
            score *= POSITIVE_HINT_BONUS
        if score > best_score:
            best, best_score = index, score
    if best > 0 and tags[best] == "p":
        # A lone paragraph wins when the article around it is mostly short lines (lists,
        # tables, captions). Take the parent instead when it adds text but few links.
        parent = page.parents[best]
        if good[parent] - BAD_WEIGHT * bad[parent] > good[best] and bad[
            parent
        ] <= LONE_PARAGRAPH_PARENT_MAX_BAD * (good[parent] + short[parent]):
            best = parent
    return best


def _best_article_inside(page: Page) -> list[float]:
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


def layout_wrappers(page: Page) -> set[int]:
    """Boilerplate-named elements holding the article anyway: most of their prose sits in a
    descendant named like content (``article``, ``entry-content``)."""
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
        return wrappers
    best = _best_article_inside(page)
    return {i for i in negatives if good[i] > 0 and best[i] >= CONTENT_INSIDE_SHARE * good[i]}


def side_branches(
    page: Page, container: int, scores: tuple[list[float], ...]
) -> list[tuple[int, int]]:
    """Walk from the container towards its densest part, dropping side branches that
    are not prose-dense. Stops where no child holds most of the prose (the level
    at which the article's paragraphs are siblings)."""
    good, bad, short = scores
    ends = page.ends
    dropped: list[tuple[int, int]] = []
    node = container
    while True:
        children = []
        index = node + 1
        last = ends[node]
        while index <= last:  # direct children: jump over each child's subtree
            children.append(index)
            index = ends[index] + 1
        if not children:
            return dropped
        main = max(children, key=good.__getitem__)
        if good[main] <= 0.5 * good[node] or ends[main] == main:
            # No dominant child, or it is a single paragraph: the article's level.
            return dropped
        for child in children:
            if child == main:
                continue
            total = good[child] + bad[child] + short[child]
            if total and good[child] < SIDE_BRANCH_MIN_DENSITY * total:
                dropped.append((child, ends[child]))
        node = main


def choose(page: Page) -> Choice:
    if not page.tags:
        return Choice(-1, frozenset())
    if not page.negatives:
        scores = (page.good, page.bad, page.short)
        container = best_scoring(page, *scores)
        if container >= 0:
            container = opening_post(page, container, page.good, page.bad)
        return Choice(container, frozenset(), side_branches(page, container, scores))
    hints, ends, good = page.hints, page.ends, page.good
    limit = STRONG_NEGATIVE_MAX_SHARE * good[0]
    wrappers = layout_wrappers(page)
    negatives = [i for i in page.negatives if i not in wrappers]
    strong = _outermost(
        [i for i in negatives if hints[i] == STRONG_NEGATIVE and good[i] <= limit], ends
    )
    scores = (good[:], page.bad[:], page.short[:])
    _demote(page, strong, scores)
    first_choice = best_scoring(page, *scores)
    strong_set = set(strong)
    weak = [
        i for i in negatives if hints[i] != STRONG_NEGATIVE and not (i <= first_choice <= ends[i])
    ]
    weak = [i for i in _outermost(sorted(strong_set.union(weak)), ends) if i not in strong_set]
    if weak:
        _demote(page, weak, scores)
        first_choice = best_scoring(page, *scores)
    if first_choice >= 0:
        first_choice = opening_post(page, first_choice, scores[0], scores[1])
    return Choice(
        first_choice, frozenset(strong_set.union(weak)), side_branches(page, first_choice, scores)
    )
