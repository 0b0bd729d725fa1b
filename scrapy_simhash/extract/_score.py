"""Choose the element that holds the article: most prose, least link/boilerplate text."""

from __future__ import annotations

from scrapy_simhash.extract._blocks import BLOCK_TAGS, Page

# Weight of link/boilerplate text and of short-line text against prose. A container
# may grow to take in more prose only while it does not bring in too much of these.
BAD_WEIGHT = 0.6
SHORT_WEIGHT = 0.3
# Multiplier for containers whose class/id/tag says "content".
POSITIVE_HINT_BONUS = 1.1


def best_container(page: Page) -> int:
    """Index of the block element with the best prose-vs-boilerplate balance, or -1."""
    tags, good, bad, short, hints = page.tags, page.good, page.bad, page.short, page.hints
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
    return best
