"""Choose the element that holds the article: most prose, least link/boilerplate text."""

from __future__ import annotations

from dataclasses import dataclass, field

from scrapy_simhash.extract._blocks import BLOCK_TAGS, Page
from scrapy_simhash.extract._branches import side_branches
from scrapy_simhash.extract._hints import STRONG_NEGATIVE
from scrapy_simhash.extract._teasers import MIN_ARTICLE_OVER_ITEM, teaser_runs
from scrapy_simhash.extract._threads import opening_post
from scrapy_simhash.extract._trust import demote, layout_wrappers, outermost

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


@dataclass
class Choice:
    container: int  # -1 when the page has no prose at all
    dropped: frozenset[int]  # boilerplate-hinted elements whose text is left out
    dropped_branches: list[tuple[int, int]] = field(default_factory=list)  # index ranges


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


Scores = tuple[list[float], list[float], list[float]]


def set_aside_teasers(
    page: Page, choice: int, scores: Scores
) -> tuple[int, Scores, list[tuple[int, int]]]:
    """Demote teaser runs (``_teasers``) and choose again. Cut-off summaries always go;
    runs of cards go only when the new choice holds clearly more prose than any card
    (else they may be the posts of a thread). Returns the choice, the scores and the
    index ranges of the teaser items set aside."""
    runs = teaser_runs(page, scores[0])
    if not runs:
        return choice, scores, []
    ends = page.ends
    dropped: list[tuple[int, int]] = []
    for cut_off in (True, False):
        items = sorted(i for run in runs if run.cut_off is cut_off for i in run.items)
        if not items:
            continue
        biggest_item = max(scores[0][i] for i in items)
        trial: Scores = (scores[0][:], scores[1][:], scores[2][:])
        demote(page, items, trial)
        new_choice = best_scoring(page, *trial)
        if new_choice < 0:
            continue
        if cut_off or trial[0][new_choice] >= MIN_ARTICLE_OVER_ITEM * biggest_item:
            choice, scores = new_choice, trial
            dropped.extend((i, ends[i]) for i in items)
    return choice, scores, dropped


def choose(page: Page) -> Choice:
    if not page.tags:
        return Choice(-1, frozenset())
    if not page.negatives:
        scores: Scores = (page.good, page.bad, page.short)
        container = best_scoring(page, *scores)
        if container < 0:
            return Choice(-1, frozenset())
        container, scores, teasers = set_aside_teasers(page, container, scores)
        container = opening_post(page, container, scores[0])
        return Choice(
            container, frozenset(), teasers + side_branches(page, container, scores)
        )
    hints, ends, good = page.hints, page.ends, page.good
    limit = STRONG_NEGATIVE_MAX_SHARE * good[0]
    wrappers = layout_wrappers(page)
    negatives = [i for i in page.negatives if i not in wrappers]
    strong = outermost(
        [i for i in negatives if hints[i] == STRONG_NEGATIVE and good[i] <= limit], ends
    )
    scores = (good[:], page.bad[:], page.short[:])
    demote(page, strong, scores)
    first_choice = best_scoring(page, *scores)
    strong_set = set(strong)
    weak = [
        i for i in negatives if hints[i] != STRONG_NEGATIVE and not (i <= first_choice <= ends[i])
    ]
    weak = [i for i in outermost(sorted(strong_set.union(weak)), ends) if i not in strong_set]
    if weak:
        demote(page, weak, scores)
        first_choice = best_scoring(page, *scores)
    if first_choice < 0:
        return Choice(-1, frozenset())
    first_choice, scores, teasers = set_aside_teasers(page, first_choice, scores)
    first_choice = opening_post(page, first_choice, scores[0])
    return Choice(
        first_choice,
        frozenset(strong_set.union(weak)),
        teasers + side_branches(page, first_choice, scores),
    )
