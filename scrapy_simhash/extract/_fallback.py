"""The recall-oriented second choice, for pages whose first choice lost the article.

The first choice sets aside teaser runs, notices, thread replies and side branches; on
some pages that leaves nothing, or one post of a blog page holding twenty. The second
choice scores the page again with only the elements named as boilerplate by a strong
word (comments, footers, related lists) and teaser runs demoted, and is taken when the
first choice's text is far shorter than the prose this choice holds. Link lists, captions and legal
lines stay out (``_text.assemble`` drops them line by line), and so do lines the page
repeats: a second choice spanning teaser cards or posts must not bring their shared
labels twice.
"""

from __future__ import annotations

from scrapy_simhash.extract._blocks import BlockTable
from scrapy_simhash.extract._branches import stacked_neighbours
from scrapy_simhash.extract._demote import demote, layout_wrappers, outermost
from scrapy_simhash.extract._hints import STRONG_NEGATIVE
from scrapy_simhash.extract._score import STRONG_NEGATIVE_MAX_SHARE, Choice, Scores, best_scoring
from scrapy_simhash.extract._teasers import teaser_runs

# The first choice's text must hold at least this share of the second choice's prose
# (UTF-8 bytes against UTF-8 bytes) to stand.
MIN_FIRST_SHARE = 0.25
# Below this share of the page's prose, the choice made believing boilerplate names is
# weighed against the one made without them.
NAMES_TOOK_THE_PAGE = 0.1
# A first choice's text shorter than this (UTF-8 bytes) is a line or two, not an article.
SCRAP_BYTES = 300


def recall_choice(page: BlockTable, first_is_scrap: bool = False, headline: int = -1) -> Choice:
    """The container with the most prose once strongly named boilerplate is demoted; if
    that leaves no prose at all (the article sits in an element named like boilerplate),
    the same without demoting names."""
    if not page.tags:
        return Choice(-1, frozenset())
    choice = _recall_choice(page, trust_names=True, headline=headline)
    if page.negatives and (
        choice.container < 0
        or first_is_scrap
        and choice.prose is not None
        and choice.prose[choice.container] < NAMES_TOOK_THE_PAGE * page.good[0]
    ):
        # Believing the names left a scrap of the page's prose and the first choice is a
        # line or two: on a forum thread every post is named "comment", and a login line
        # would speak for every thread of the site.
        untrusted = _recall_choice(page, trust_names=False, headline=headline)
        if choice.container < 0 or (
            untrusted.container >= 0
            and untrusted.prose is not None
            and choice.prose is not None
            and untrusted.prose[untrusted.container] > choice.prose[choice.container]
        ):
            choice = untrusted
    return choice


def _recall_choice(page: BlockTable, trust_names: bool, headline: int = -1) -> Choice:
    scores: Scores = (page.good[:], page.bad[:], page.short[:])
    strong: list[int] = []
    if page.negatives and trust_names:
        limit = STRONG_NEGATIVE_MAX_SHARE * page.good[0]
        wrappers = layout_wrappers(page)
        strong = outermost(
            [
                i
                for i in page.negatives
                if i not in wrappers and page.hints[i] == STRONG_NEGATIVE and page.good[i] <= limit
            ],
            page.ends,
        )
        demote(page, strong, scores)
    # Runs of small link-led items (summaries, cards) stand for other pages; the posts
    # of a blog page hold more prose than a teaser may and are not in such runs.
    teasers = sorted(i for run in teaser_runs(page, scores[0]) for i in run.items)
    # So do the other articles of a page that stacks them under the headline's one.
    teasers = sorted({*teasers, *stacked_neighbours(page, headline, scores[0])})
    if teasers:
        demote(page, teasers, scores)
    return Choice(
        best_scoring(page, *scores),
        frozenset(strong),
        [(i, page.ends[i]) for i in teasers],
        prose=scores[0],
    )


def may_need_fallback(first_size: int, page: BlockTable) -> bool:
    """Whether a first choice of ``first_size`` UTF-8 bytes could give way to the second
    choice. The second choice's prose is part of the page's prose (demoting only moves
    prose out), so a first choice holding ``MIN_FIRST_SHARE`` of the page's prose stands
    whatever the second choice is, and most pages need not compute it."""
    if not page.tags:
        return False
    # A byte of slack: the prose totals are float sums, rounded in a different order.
    return first_size < MIN_FIRST_SHARE * page.good[0] + 1


def needs_fallback(first_size: int, second: Choice) -> bool:
    """Whether a first choice of ``first_size`` UTF-8 bytes gives way to ``second``."""
    if second.container < 0 or second.prose is None:
        return False
    return first_size < MIN_FIRST_SHARE * second.prose[second.container]


def without_repeats(text: str, separator: str) -> str:
    """``text`` with each line kept once (the first time)."""
    seen: set[str] = set()
    lines = []
    for line in text.split(separator):
        if line in seen:
            continue
        seen.add(line)
        lines.append(line)
    return separator.join(lines)
