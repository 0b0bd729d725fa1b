"""Repeated post-like units: forum threads (keep the opening post) and teaser lists.

A thread page repeats one post structure (same tag and class) for every post, and
each post carries its own link-only lines (author, reply, report) next to its prose. When the
chosen container holds such a run of posts, the article is the first post with prose;
the replies are comments. Articles split into repeated paragraph wrappers do not match:
their links sit inside sentences, not on lines of their own.
"""

from __future__ import annotations

from scrapy_simhash.extract._blocks import LINKS, Page

MIN_POSTS = 3
# Share of the level's prose the repeated units must hold to be read as a thread.
MIN_THREAD_SHARE = 0.6
# Nearly every post has its own link-only line; every post with prose must.
MIN_LINKED_SHARE = 0.8
_MAX_DEPTH = 8


def _has_link_line(page: Page, node: int) -> bool:
    """Whether the subtree holds a line that is all links (author, reply, report)."""
    kinds = page.kinds
    return any(kinds[i] == LINKS for i in range(node, page.ends[node] + 1))


def repeated_linked_units(page: Page, node: int, good: list[float]) -> list[int]:
    """Children of ``node`` that repeat one structure (same tag and class), each with a
    link-only line (forum posts; teaser cards: headline link + summary). Empty if none."""
    tags, classes, ends = page.tags, page.classes, page.ends
    children = page.children(node)
    if len(children) < MIN_POSTS:
        return []
    groups: dict[tuple[str, str | None], list[int]] = {}
    for child in children:
        if ends[child] > child:
            groups.setdefault((tags[child], classes[child]), []).append(child)
    for members in groups.values():
        if len(members) < MIN_POSTS:
            continue
        linked = {m for m in members if _has_link_line(page, m)}
        with_prose = [m for m in members if good[m] > 0]
        if (
            len(linked) >= MIN_LINKED_SHARE * len(members)
            and len(with_prose) >= 2
            and linked.issuperset(with_prose)
            and sum(good[m] for m in members) >= MIN_THREAD_SHARE * good[node]
        ):
            return members
    return []


def opening_post(page: Page, container: int, good: list[float]) -> int:
    """The first post of a thread found at or below ``container``, else ``container``."""
    ends = page.ends
    node = container
    for _ in range(_MAX_DEPTH):
        children = page.children(node)
        if len(children) == 1 and ends[children[0]] > children[0]:
            node = children[0]
            continue
        posts = repeated_linked_units(page, node, good)
        if posts:
            return next(m for m in posts if good[m] > 0)
        if not children:
            return container
        main = max(children, key=good.__getitem__)
        if good[main] <= 0.5 * good[node] or ends[main] == main:
            return container
        node = main
    return container
