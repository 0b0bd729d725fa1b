"""Choose the element that holds the article: most prose, least link/boilerplate text."""

from __future__ import annotations

from dataclasses import dataclass, field

from scrapy_simhash.extract._blocks import (
    BLOCK_TAGS,
    GOOD,
    HEADING_TAGS,
    LINKS,
    SUBHEADING_TAGS,
    BlockTable,
    Segment,
)
from scrapy_simhash.extract._branches import headline_article, side_branches, with_prose_siblings
from scrapy_simhash.extract._demote import demote, layout_wrappers, outermost
from scrapy_simhash.extract._hints import ARTICLE, STRONG_NEGATIVE
from scrapy_simhash.extract._notices import NOTICE_MAX_BYTES, is_site_notice
from scrapy_simhash.extract._own_lines import own_lines_over_box
from scrapy_simhash.extract._teasers import (
    MIN_ARTICLE_OVER_ITEM,
    MIN_NAMED_ARTICLE_OVER_ITEM,
    teaser_runs,
)
from scrapy_simhash.extract._threads import opening_post

# Weight of link/boilerplate text and of short-line text against prose. A container
# may grow to take in more prose only while it does not bring in too much of these.
BAD_WEIGHT = 0.6
SHORT_WEIGHT = 0.1
# Link/boilerplate share up to which the parent of a lone winning paragraph is taken.
LONE_PARAGRAPH_PARENT_MAX_BAD = 0.25
# Multiplier for containers whose class/id/tag says "content".
POSITIVE_HINT_BONUS = 1.1
# Class names lie: wrappers named "left-side", "ad-margins" or "sidebar-layout" may
# hold the whole article. Strong words ("comment", "related", "footer") are believed
# for elements holding at most this share of the page's prose; weak ones ("side",
# "ad", "meta") only for elements that do not enclose the container chosen without them
# (or the element holding all of its prose).
STRONG_NEGATIVE_MAX_SHARE = 0.9


@dataclass
class Choice:
    container: int  # -1 when the page has no prose at all
    dropped: frozenset[int]  # boilerplate-hinted elements whose text is left out
    dropped_branches: list[tuple[int, int]] = field(default_factory=list)  # index ranges
    # Chosen for its short lines (a table page): every line is content, not just those
    # between the first and last prose line.
    proseless: bool = False
    # Per-block prose after the choice's demotions (set by the recall choice only).
    prose: list[float] | None = None


def best_scoring(page: BlockTable, good: list[float], bad: list[float], short: list[float]) -> int:
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
        # Only the parent's own link/boilerplate text counts here, not the text of
        # demoted boxes (comments, teaser runs): those are left out of the text anyway.
        parent = page.parents[best]
        own_bad = (
            page.bad[parent] - _demoted_bad(page, parent, good) - _edge_bad(page, parent, good)
        )
        if good[parent] - BAD_WEIGHT * own_bad > good[best] and (
            own_bad <= LONE_PARAGRAPH_PARENT_MAX_BAD * (good[parent] + short[parent])
        ):
            best = parent
        elif page.kinds[parent] == GOOD and (
            good[parent] - sum(good[child] for child in page.children(parent)) > good[best]
        ):
            # The parent's own text (written straight into it, beside its link lists) is
            # prose and outweighs the paragraph: the paragraph is a part of that text.
            best = parent
    return best


def _edge_bad(page: BlockTable, node: int, good: list[float]) -> float:
    """The link/boilerplate text inside ``node`` before its first prose line and after
    its last (a row of links under the article): assembling the text leaves it out, and
    it does not break the prose up. Lines inside boilerplate-named boxes do not count
    (``_demoted_bad`` weighs those)."""
    kinds, segments = page.kinds, page.segments
    lines = segments[page.segment_starts[node] : page.segment_stops[node]]
    prose = [
        i for i, line in enumerate(lines) if kinds[line.block] == GOOD and good[line.block] > 0
    ]
    if not prose:
        return 0.0
    total = 0.0
    for position in (*range(prose[0]), *range(prose[-1] + 1, len(lines))):
        line = lines[position]
        # Lines of demoted boxes are weighed by ``_demoted_bad``; those of other named
        # boxes at the edges (a weakly named teaser feed under a short article) count here.
        if not any(n > node and _demoted_box(page, n, good) for n in line.negatives):
            total += _link_text(page, line)
    return total


def _demoted_box(page: BlockTable, index: int, good: list[float]) -> bool:
    """Whether ``index`` is a box strongly named as boilerplate whose prose was demoted."""
    return page.hints[index] == STRONG_NEGATIVE and page.good[index] > 0 and good[index] <= 0


def _link_text(page: BlockTable, line: Segment) -> float:
    """A line's link text: the whole line in a link-list block, else its links."""
    return line.size if page.kinds[line.block] == LINKS else line.link_size


def _demoted_bad(page: BlockTable, node: int, good: list[float]) -> float:
    """The link/boilerplate text of the boxes inside ``node`` strongly named as
    boilerplate whose prose was demoted (outermost ones only): it is left out with them.
    Teaser runs do not count: on a list article they may be its items."""
    total = 0.0
    index, end = node + 1, page.ends[node]
    base_bad, ends = page.bad, page.ends
    while index <= end:
        if _demoted_box(page, index, good):
            total += base_bad[index]
            index = ends[index] + 1
        else:
            index += 1
    return total


Scores = tuple[list[float], list[float], list[float]]


def set_aside_teasers(
    page: BlockTable, choice: int, scores: Scores
) -> tuple[int, Scores, list[tuple[int, int]]]:
    """Demote teaser runs (``_teasers``) and choose again. Cut-off summaries always go;
    runs of cards go only when the new choice holds clearly more prose than any card, or
    more and is named as the article (else they may be the posts of a thread). Returns the
    choice, the scores and the index ranges of the teaser items set aside."""
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
        needed = (
            MIN_NAMED_ARTICLE_OVER_ITEM
            if page.hints[new_choice] == ARTICLE
            else MIN_ARTICLE_OVER_ITEM
        )
        if cut_off or trial[0][new_choice] > needed * biggest_item:
            choice, scores = new_choice, trial
            dropped.extend((i, ends[i]) for i in items)
    return choice, scores, dropped


# A choice holding at most this much prose may be a notice (or a few) winning by default.
NOTICE_CHECK_MAX_PROSE = 1500
_NOTICE_ROUNDS = 3


def _notices_in(page: BlockTable, choice: int, good: list[float]) -> list[tuple[int, float]]:
    """Prose blocks inside ``choice`` whose own text is a site notice, with their prose."""
    kinds, ends, segments = page.kinds, page.ends, page.segments
    starts, stops = page.segment_starts, page.segment_stops
    found = []
    for index in range(choice, ends[choice] + 1):
        if kinds[index] != GOOD or not good[index]:
            continue
        lines = [line for line in segments[starts[index] : stops[index]] if line.block == index]
        size = sum(line.size for line in lines)
        if size <= NOTICE_MAX_BYTES and is_site_notice(" ".join(line.text for line in lines)):
            found.append((index, min(good[index], size - sum(line.link_size for line in lines))))
    return found


def set_aside_notices(
    page: BlockTable, choice: int, scores: Scores
) -> tuple[int, Scores, list[tuple[int, int]]]:
    """When the choice is small, demote the cookie/consent/terms/moderation notices in it
    (``_notices``) and choose again; -1 when nothing but notices was left. Only a
    notice's own text moves to bad text: paragraphs nested in its block stay."""
    dropped: list[tuple[int, int]] = []
    parents = page.parents
    for _ in range(_NOTICE_ROUNDS):
        if scores[0][choice] > NOTICE_CHECK_MAX_PROSE:
            break
        notices = _notices_in(page, choice, scores[0])
        if not notices:
            break
        scores = (scores[0][:], scores[1][:], scores[2][:])
        good, bad = scores[0], scores[1]
        for notice, prose in notices:
            dropped.append((notice, notice))
            node = notice
            while node >= 0:
                good[node] -= prose
                bad[node] += prose
                node = parents[node]
        choice = best_scoring(page, *scores)
        if choice < 0:
            break
    return choice, scores, dropped


# A paragraph at the very start of the choice, before any heading, cut off from the rest
# of its prose by at least this much link text (the site's menus), holding at most
# NOTICE_MAX_BYTES and at most this share of the choice's prose, is the site's banner
# (an "outdated browser" or service note) above the page: it does not pull the choice up
# to the whole page. An article's standfirst follows its headline.
ISLAND_MIN_GAP_LINKS = 100
ISLAND_MAX_SHARE = 0.25


def _leading_island(page: BlockTable, choice: int, good: list[float]) -> int:
    """The block of such a banner paragraph in ``choice``, -1 if none."""
    kinds, tags = page.kinds, page.tags
    lines = page.segments[page.segment_starts[choice] : page.segment_stops[choice]]
    island, gap = -1, 0.0
    for line in lines:
        block = line.block
        if island < 0 and tags[block] in HEADING_TAGS:
            return -1
        if kinds[block] == GOOD and good[block] > 0:
            if island < 0:
                island = block
                if good[block] > min(NOTICE_MAX_BYTES, ISLAND_MAX_SHARE * good[choice]):
                    return -1
            elif block != island:
                return island if gap >= ISLAND_MIN_GAP_LINKS else -1
        elif island >= 0:
            gap += _link_text(page, line)
    return -1


def set_aside_island(
    page: BlockTable, choice: int, scores: Scores
) -> tuple[int, Scores, list[tuple[int, int]]]:
    """Choose again without a leading banner paragraph's prose (``_leading_island``)."""
    island = _leading_island(page, choice, scores[0])
    if island < 0:
        return choice, scores, []
    trial: Scores = (scores[0][:], scores[1][:], scores[2][:])
    prose, node = trial[0][island], island
    for inside in range(island + 1, page.ends[island] + 1):
        trial[0][inside] = 0.0
    while node >= 0:
        trial[0][node] -= prose
        node = page.parents[node]
    new_choice = best_scoring(page, *trial)
    if new_choice < 0 or new_choice == choice:
        return choice, scores, []
    return new_choice, trial, [(island, page.ends[island])]


# Inside a first choice named as content, a list named with a weak word
# ("a-unordered-list", "list", "meta-list") is believed only when it is mostly links (a
# menu, a tag row): a list of words there is article content (a deals page's feature
# lists), whatever its class says. A first choice without such a name may be the whole
# page, where weak lists are still sidebars.
_LIST_TAGS = frozenset(("ul", "ol", "dl"))
LIST_LINK_SHARE_BELIEVED = 0.5


def believed_inside(page: BlockTable, choice: int, weak: list[int], scores: Scores) -> list[int]:
    """``weak`` without the word lists inside ``choice``, and without the sub-headings
    inside it that hold no link (ids like ``link-32de``, ``anchor-3`` name the heading's
    permalink target, not boilerplate)."""
    if choice < 0:
        return weak
    good, bad, short = scores
    last, tags = page.ends[choice], page.tags
    weak = [
        i for i in weak if not (choice < i <= last and tags[i] in SUBHEADING_TAGS and not bad[i])
    ]
    if page.hints[choice] <= 0:
        return weak
    return [
        i
        for i in weak
        if not (
            choice < i <= last
            and tags[i] in _LIST_TAGS
            and bad[i] < LIST_LINK_SHARE_BELIEVED * (good[i] + bad[i] + short[i])
        )
    ]


# A page without prose (a results table, a schedule) still has content when an element
# named as the article holds at least this much short-line text. A scrap of prose
# smaller than that (an editor's line, an ad line) loses to such an element holding this
# many times its bytes.
MIN_PROSELESS_ARTICLE_BYTES = 300
PROSELESS_OVER_SCRAP = 3.0


def proseless_article(page: BlockTable, scores: Scores) -> int:
    """The article-named element with the most short-line text, for pages with no prose
    left to choose from; -1 if none holds enough."""
    hints = page.hints
    _, bad, short = scores
    best, best_score = -1, float(MIN_PROSELESS_ARTICLE_BYTES)
    for index in range(len(hints)):
        if hints[index] == ARTICLE and short[index] >= MIN_PROSELESS_ARTICLE_BYTES:
            score = short[index] - BAD_WEIGHT * bad[index]
            if score >= best_score:
                best, best_score = index, score
    return best


def table_over_scrap(page: BlockTable, choice: int, scores: Scores) -> int:
    """A table-like article element instead of no prose or a scrap of it (a notice, an
    ad line, an editor's line left after notices are set aside)."""
    if choice >= 0 and scores[0][choice] >= MIN_PROSELESS_ARTICLE_BYTES:
        return choice
    table = proseless_article(page, scores)
    if table < 0:
        return _article_beside_scrap(page, choice, scores)
    if choice < 0 or scores[2][table] >= PROSELESS_OVER_SCRAP * scores[0][choice]:
        return table
    return choice


def _article_beside_scrap(page: BlockTable, choice: int, scores: Scores) -> int:
    """The element named as the article, when the choice is a scrap of prose outside it
    (a site's tagline, the headline alone) and the article's own lines, too short or
    linked to make prose (a photo post's captions, a link roll), hold more text: the
    scrap is the same on every page of the site, the article's lines are its own."""
    if choice < 0:
        return choice
    good, _, short = scores
    hints, ends = page.hints, page.ends
    needed = PROSELESS_OVER_SCRAP * good[choice]
    best, best_text = choice, needed
    for index in range(len(hints)):
        if hints[index] != ARTICLE or index <= choice <= ends[index]:
            continue
        text = good[index] + short[index]
        if text >= best_text:
            best, best_text = index, text
    return best


def _weak_holding_the_article(
    page: BlockTable, choice: int, weak: list[int], good: list[float], wrappers: set[int]
) -> list[int]:
    """``weak`` with each box inside ``choice`` that holds more prose than the rest of the
    choice replaced by the boilerplate-named boxes inside it: a weakly named wrapper
    ("more", "collapsed", "side") around most of the article is the article, and
    leaving it out would keep only its opening. ``good`` is the prose after demotions."""
    last = page.ends[choice]
    if not any(choice < i <= last for i in weak):
        return weak
    kept: list[int] = []
    for box in weak:
        if not (choice < box <= last and page.good[box] > good[choice]):
            kept.append(box)
            continue
        inner = [i for i in page.negatives if box < i <= page.ends[box] and i not in wrappers]
        kept.extend(outermost(inner, page.ends))
    return kept


def _prose_core(page: BlockTable, choice: int, good: list[float]) -> int:
    """The innermost element holding all of ``choice``'s prose (``choice`` when no child
    does; a byte of slack for float sums)."""
    node = choice
    while node >= 0:
        inner = next((c for c in page.children(node) if good[c] >= good[node] - 1), -1)
        if inner < 0:
            return node
        node = inner
    return node


def _without_prose(page: BlockTable, scores: Scores, demoted: frozenset[int]) -> Choice:
    """The choice on a page without a prose block: its article element, if that holds
    enough short lines (a table of results, a poem), as on a page with a scrap of prose."""
    table = proseless_article(page, scores)
    if table < 0:
        return Choice(-1, frozenset())
    return Choice(table, demoted, proseless=True)


def choose(page: BlockTable, headline: int = -1) -> Choice:
    if not page.tags:
        return Choice(-1, frozenset())
    if not page.negatives:
        scores: Scores = (page.good, page.bad, page.short)
        container = best_scoring(page, *scores)
        if container < 0:
            return _without_prose(page, scores, frozenset())
        container, scores, teasers = set_aside_teasers(page, container, scores)
        container, scores, notices = set_aside_notices(page, container, scores)
        container, scores, island = set_aside_island(page, container, scores)
        notices += island
        chosen = table_over_scrap(page, container, scores)
        if chosen < 0:
            return Choice(-1, frozenset())
        if chosen != container:
            return Choice(chosen, frozenset(), teasers + notices, proseless=True)
        container = headline_article(page, container, headline, scores[0])
        container = own_lines_over_box(page, container, headline, scores[0])
        container = opening_post(page, container, scores[0])
        branches = side_branches(page, container, scores, headline)
        container, siblings = with_prose_siblings(page, container, scores, headline)
        return Choice(container, frozenset(), teasers + notices + branches + siblings)
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
    # A wrapper and the one element it wraps are one choice, whichever won the tie: a weak
    # name on either (a board's list of posts classed "pl") holds the choice.
    core = _prose_core(page, first_choice, scores[0])
    weak = [i for i in negatives if hints[i] != STRONG_NEGATIVE and not (i <= core <= ends[i])]
    weak = [i for i in outermost(sorted(strong_set.union(weak)), ends) if i not in strong_set]
    weak = believed_inside(page, first_choice, weak, scores)
    if weak:
        demote(page, weak, scores)
        first_choice = best_scoring(page, *scores)
    if first_choice < 0:
        return _without_prose(page, scores, frozenset(strong_set.union(weak)))
    first_choice, scores, teasers = set_aside_teasers(page, first_choice, scores)
    first_choice, scores, notices = set_aside_notices(page, first_choice, scores)
    first_choice, scores, island = set_aside_island(page, first_choice, scores)
    notices += island
    chosen = table_over_scrap(page, first_choice, scores)
    if chosen < 0:
        return Choice(-1, frozenset())
    if chosen != first_choice:
        return Choice(chosen, frozenset(strong_set.union(weak)), teasers + notices, proseless=True)
    first_choice = headline_article(page, first_choice, headline, scores[0])
    first_choice = own_lines_over_box(page, first_choice, headline, scores[0])
    first_choice = opening_post(page, first_choice, scores[0])
    weak = _weak_holding_the_article(page, first_choice, weak, scores[0], wrappers)
    branches = side_branches(page, first_choice, scores, headline)
    first_choice, siblings = with_prose_siblings(page, first_choice, scores, headline)
    return Choice(
        first_choice,
        frozenset(strong_set.union(weak)),
        teasers + notices + branches + siblings,
    )
