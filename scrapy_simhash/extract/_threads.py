"""Forum threads and comment-like repeats: keep the opening post only.

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


def opening_post(page: Page, container: int, good: list[float], bad: list[float]) -> int:
    """The first post of a thread found at or below ``container``, else ``container``."""
    tags, classes, ends = page.tags, page.classes, page.ends
    node = container
    for _ in range(_MAX_DEPTH):
        children = page.children(node)
        if len(children) < MIN_POSTS:
            if len(children) == 1 and ends[children[0]] > children[0]:
                node = children[0]
                continue
            return container
        groups: dict[tuple[str, str | None], list[int]] = {}
        for child in children:
            if ends[child] > child and (good[child] or bad[child]):
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
                return with_prose[0]
        main = max(children, key=good.__getitem__)
        if good[main] <= 0.5 * good[node] or ends[main] == main:
            return container
        node = main
    return container
