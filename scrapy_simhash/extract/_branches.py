"""Inside the chosen container, drop side branches that do not read like the article."""

from __future__ import annotations

from scrapy_simhash.extract._blocks import GOOD, SUBHEADING_TAGS, BlockTable
from scrapy_simhash.extract._hints import ARTICLE
from scrapy_simhash.extract._parse import HEADLINE_MIN_CHARS, in_title
from scrapy_simhash.extract._threads import repeated_linked_units

# A branch off the path to the article core is kept only when at least this share of
# its text is prose. Teaser lists (headline link + date + summary) and comment threads
# fall below.
SIDE_BRANCH_MIN_DENSITY = 0.8
# ...or when it is a plain heading, or a list of plain words: no link or boilerplate
# line at all, and a list of at least this many items (a recipe's ingredients, a
# product's specifications).
WORD_LIST_MIN_ITEMS = 3
_LIST_TAGS = frozenset(("ul", "ol"))


def _word_list(page: BlockTable, node: int, bad: list[float]) -> bool:
    """Whether ``node`` holds a list of at least ``WORD_LIST_MIN_ITEMS`` items and no
    link or boilerplate text (menus, tag rows and teaser lists all have links)."""
    if bad[node]:
        return False
    tags = page.tags
    for index in range(node, page.ends[node] + 1):
        if tags[index] in _LIST_TAGS:
            items = [i for i in page.children(index) if tags[i] == "li"]
            if len(items) >= WORD_LIST_MIN_ITEMS:
                return True
    return False


def _structure(page: BlockTable, node: int) -> tuple[str, str] | None:
    """Tag and first class name of ``node``; None when it has no class."""
    names = page.classes[node]
    if not names or names.isspace():
        return None
    return page.tags[node], names.split(None, 1)[0]


def _built_like_outside(page: BlockTable, unit: int, node: int, branch: int) -> bool:
    """Whether an element built like ``unit`` (same tag and first class name) sits in
    ``node`` outside ``branch``: then the run of units in ``branch`` is more of what
    the level holds (a blog's posts grouped by date), not a box of teasers beside it."""
    kind = _structure(page, unit)
    if kind is None:
        return False
    tags, classes = page.tags, page.classes
    tag, name = kind
    for index in range(node + 1, page.ends[node] + 1):
        if branch <= index <= page.ends[branch]:
            continue
        names = classes[index]
        if tags[index] == tag and names and names.split(None, 1)[0] == name:
            return True
    return False


# The page's headline (an ``h1`` whose text is in the ``<title>``) is followed by its
# article. A branch holding it and at least this many paragraphs after it is the one to
# follow, instead of a denser sibling, when it holds this share of that sibling's prose:
# a short brief beside a longer "about us" box or a column of comments.
HEADLINE_BRANCH_MIN_PARAGRAPHS = 2
HEADLINE_BRANCH_MIN_SHARE = 0.3


# Without such an ``h1``, the block holding the longest line that repeats the title is
# taken (``<font size=4><b>`` headlines of table layouts), if the line is this long: a
# site's name is usually shorter than a headline.
HEADLINE_LINE_MIN_CHARS = 25


def headline_block(page: BlockTable, title: str) -> int:
    """The first ``h1`` block whose text is part of the page title, else the block of the
    longest unlinked line of at least ``HEADLINE_LINE_MIN_CHARS`` in the title; -1 if none."""
    if not title:
        return -1
    tags = page.tags
    best, best_size = -1, HEADLINE_LINE_MIN_CHARS - 1
    for segment in page.segments:
        if tags[segment.block] == "h1":
            # Bytes, not characters: a two-character Chinese headline ("公告") is a word.
            if segment.size >= HEADLINE_MIN_CHARS and segment.text in title:
                return segment.block
            continue
        if not in_title(segment.text, title):
            continue
        if len(segment.text) > best_size and not segment.link_size:
            best, best_size = segment.block, len(segment.text)
    return best


# A choice beside the headline (neither holding it nor under it) loses to the smallest
# element holding the headline and paragraphs after it when that element holds at least
# this share of the choice's prose: a site box outweighing a short story.
HEADLINE_ARTICLE_MIN_SHARE = 0.3


def headline_article(page: BlockTable, choice: int, headline: int, good: list[float]) -> int:
    """The element under the headline instead of ``choice`` when ``choice`` lies beside
    it and is not named as the article; else ``choice``."""
    ends, parents = page.ends, page.parents
    if headline < 0 or choice < 0 or page.hints[choice] == ARTICLE:
        return choice
    if choice <= headline <= ends[choice] or headline <= choice <= ends[headline]:
        return choice
    node = parents[headline]
    while node >= 0 and not node <= choice <= ends[node]:
        if _follows_headline(page, node, headline, good):
            if good[node] >= HEADLINE_ARTICLE_MIN_SHARE * good[choice]:
                return node
            return choice
        node = parents[node]
    return choice


def _follows_headline(page: BlockTable, child: int, headline: int, good: list[float]) -> bool:
    """Whether ``child`` holds the headline and enough paragraphs after it."""
    if not child <= headline <= page.ends[child]:
        return False
    kinds = page.kinds
    paragraphs = 0
    # From the headline's own block on: a table cell may hold the headline line and the
    # paragraphs under it.
    for index in range(headline + 1, page.ends[child] + 1):
        if kinds[index] == GOOD and good[index] > 0:
            paragraphs += 1
            if paragraphs >= HEADLINE_BRANCH_MIN_PARAGRAPHS:
                return True
    return False


def _headline_branch(
    page: BlockTable, children: list[int], main: int, headline: int, good: list[float]
) -> int:
    """The child holding the headline and its paragraphs instead of ``main``, when ``main``
    is not named as the article and the child holds enough prose; else ``main``."""
    if headline < 0 or page.hints[main] == ARTICLE or main <= headline <= page.ends[main]:
        return main
    for child in children:
        if good[child] >= HEADLINE_BRANCH_MIN_SHARE * good[main] and _follows_headline(
            page, child, headline, good
        ):
            return child
    return main


def _stacked_article(
    page: BlockTable, children: list[int], headline: int, good: list[float]
) -> int:
    """The child holding the headline and its paragraphs when siblings built like it
    (same tag and first class name) each hold an ``h1`` of their own: whole articles
    stacked, not the sections of one (those carry sub-headings). -1 otherwise."""
    if headline < 0 or page.tags[headline] != "h1":
        return -1
    for child in children:
        if not child <= headline <= page.ends[child]:
            continue
        kind = _structure(page, child)
        if kind is None or not _follows_headline(page, child, headline, good):
            return -1
        alike = [other for other in children if other != child and _structure(page, other) == kind]
        if alike and all(_holds_h1(page, other) for other in alike):
            return child
        return -1
    return -1


def stacked_neighbours(page: BlockTable, headline: int, good: list[float]) -> list[int]:
    """The other articles stacked beside the one under the page's headline (see
    ``_stacked_article``); [] when the page does not stack articles."""
    node = headline
    while node >= 0 and page.parents[node] >= 0:
        parent = page.parents[node]
        children = page.children(parent)
        if _stacked_article(page, children, headline, good) == node:
            kind = _structure(page, node)
            return [child for child in children
                    if child != node and _structure(page, child) == kind]  # fmt: skip
        node = parent
    return []


def _holds_h1(page: BlockTable, node: int) -> bool:
    return "h1" in page.tags[node + 1 : page.ends[node] + 1]


def side_branches(
    page: BlockTable, container: int, scores: tuple[list[float], ...], headline: int = -1
) -> list[tuple[int, int]]:
    """Walk from the container towards its densest part, dropping side branches that
    are not prose-dense (unless built like the densest one and named as the article: an
    article in sections), and every sibling of the branch holding the headline and its
    paragraphs not built like it. Stops where no child holds most of the prose (the level
    at which the article's paragraphs are siblings). The branch holding the headline and
    its paragraphs is followed instead of a denser one not named as the article."""
    good, bad, short = scores
    ends = page.ends
    dropped: list[tuple[int, int]] = []
    node = container
    while True:
        children = page.children(node)
        if not children:
            return dropped
        stacked = _stacked_article(page, children, headline, good)
        if stacked >= 0:
            # Articles stacked one after another (a page that loads the next stories as
            # the reader scrolls): the one under the page's headline is the page's.
            dropped.extend((child, ends[child]) for child in children
                           if child != stacked and not _word_list(page, child, bad))  # fmt: skip
            node = stacked
            continue
        main = max(children, key=good.__getitem__)
        if good[main] <= 0.5 * good[node] or ends[main] == main:
            # No dominant child, or it is a single paragraph: the article's level. Among
            # the paragraphs, a block of teaser cards ("为您推荐") is still boilerplate.
            for child in children:
                if ends[child] <= child:
                    continue
                units = repeated_linked_units(page, child, good)
                if units and not _built_like_outside(page, units[0], node, child):
                    dropped.append((child, ends[child]))
            return dropped
        main = _headline_branch(page, children, main, headline, good)
        main_kind = _structure(page, main)
        # The branch holding the headline and the paragraphs under it is the article: a
        # prose sibling beside it is a box the site adds to every page (staff list,
        # "about us", promotion, cookie text), unless built like it (a second part).
        under_headline = headline >= 0 and _follows_headline(page, main, headline, good)
        for child in children:
            if child == main:
                continue
            if under_headline and (main_kind is None or _structure(page, child) != main_kind):
                if not _word_list(page, child, bad):
                    dropped.append((child, ends[child]))
                continue
            if (
                main_kind is not None
                and page.hints[child] == ARTICLE
                and _structure(page, child) == main_kind
            ):
                continue  # another section of the article, built and named like the main one
            total = good[child] + bad[child] + short[child]
            if main_kind is not None and _structure(page, child) == main_kind:
                # Built like the main part: its short lines (sub-headings, one-line
                # steps) are the article's too; only links weigh against it.
                total = good[child] + bad[child]
            if (
                total
                and good[child] < SIDE_BRANCH_MIN_DENSITY * total
                # A heading beside the main part is its sub-heading ("Instructions" over
                # the steps); one over boilerplate ends up outside the first and last prose
                # lines, where assembling leaves short lines out anyway.
                and not (page.tags[child] in SUBHEADING_TAGS and not bad[child])
                and not _word_list(page, child, bad)
            ):
                dropped.append((child, ends[child]))
        node = main


def with_prose_siblings(
    page: BlockTable, container: int, scores: tuple[list[float], ...], headline: int = -1
) -> tuple[int, list[tuple[int, int]]]:
    """The container's parent instead of it, its other children left out unless they
    read as prose throughout (or are a plain heading or word list), when such a sibling
    exists and the children left out hold less prose than those kept (counting what
    demoted boxes held: a large box set aside by its name says the parent is not one
    body in parts); ``(container, [])`` otherwise. On a page without a headline (table
    layouts, content-only pages) the choice may be one row or cell of a body split into
    several, its introduction or next section beside it. Not for pages with a headline
    (beside the article there, a prose box is the site's), nor for siblings built like
    the choice or runs of post-like units (a thread's replies, teaser cards)."""
    parent = page.parents[container] if container >= 0 else -1
    if headline >= 0 or parent < 0 or page.hints[container] == ARTICLE:
        return container, []
    good, bad, short = scores
    if repeated_linked_units(page, parent, good):
        return container, []
    kind = _structure(page, container)
    kept, left_out, dropped = 0.0, 0.0, []
    for child in page.children(parent):
        if child == container:
            continue
        total = good[child] + bad[child] + short[child]
        if (
            good[child] >= SIDE_BRANCH_MIN_DENSITY * total > 0
            and page.hints[child] >= 0
            and (kind is None or _structure(page, child) != kind)
        ):
            kept += good[child]
        elif not (page.tags[child] in SUBHEADING_TAGS and not bad[child]) and not _word_list(
            page, child, bad
        ):
            dropped.append((child, page.ends[child]))
            left_out += page.good[child]
    if kept and left_out < kept + good[container]:
        return parent, dropped
    return container, []
