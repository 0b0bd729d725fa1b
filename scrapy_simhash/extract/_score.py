"""Choose the element that holds the article: most prose, least link/boilerplate text."""

from __future__ import annotations

from dataclasses import dataclass

from scrapy_simhash.extract._blocks import BLOCK_TAGS, Page

# Weight of link/boilerplate text and of short-line text against prose. A container
# may grow to take in more prose only while it does not bring in too much of these.
BAD_WEIGHT = 0.6
SHORT_WEIGHT = 0.3
# Multiplier for containers whose class/id/tag says "content".
POSITIVE_HINT_BONUS = 1.1
# A boilerplate class name is believed only for an element holding at most this share
# of the page's prose: wrappers named "ad-margins" or "reading-list-item" that hold
# the whole article are mislabelled, a comment section or sidebar is not.
NEGATIVE_HINT_MAX_SHARE = 0.5


@dataclass
class Choice:
    container: int  # -1 when the page has no prose at all
    dropped: frozenset[int]  # boilerplate-hinted elements whose text is left out


def believed_negatives(page: Page) -> list[int]:
    limit = NEGATIVE_HINT_MAX_SHARE * page.good[0] if page.good else 0.0
    believed: list[int] = []
    covered_until = -1
    for index in page.negatives:  # document order, so ancestors come first
        if index <= covered_until:
            continue
        if page.good[index] <= limit:
            believed.append(index)
            covered_until = page.ends[index]
    return believed


def choose(page: Page) -> Choice:
    tags, parents = page.tags, page.parents
    if not tags:
        return Choice(-1, frozenset())
    good, bad, short = page.good[:], page.bad[:], page.short[:]
    negatives = believed_negatives(page)
    for index in negatives:
        moved_good, moved_short = good[index], short[index]
        if not (moved_good or moved_short):
            continue
        ancestor = index
        while ancestor >= 0:
            good[ancestor] -= moved_good
            short[ancestor] -= moved_short
            bad[ancestor] += moved_good + moved_short
            ancestor = parents[ancestor]
    hints = page.hints
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
    return Choice(best, frozenset(negatives))
