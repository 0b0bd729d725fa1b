"""Repeated post-like units: forum threads (keep the opening post) and teaser lists.

A thread page repeats one post structure (same tag and first class name: boards
alternate row classes like ``post bg1`` / ``post bg2``) for every post, and each post
carries its own link-only lines (author, reply, report) next to its prose. When the
chosen container holds such a run of posts, the article is the first post with prose;
the replies are comments. Articles split into repeated paragraph wrappers do not match:
their links sit inside sentences, not on lines of their own. Neither do live blogs,
whose entries carry link-only lines too (permalink, share) but each its own headline:
forum posts have no headline, a linked one, or the thread's title again ("Re: ...").
Nor do a page's layout rows (``row-fluid`` x 5, one with the headline, one with the
article): a post is prose outside headings.
"""

from __future__ import annotations

from scrapy_simhash.extract._blocks import HEADING_TAGS, LINKS, SUBHEADING_TAGS, BlockTable

MIN_POSTS = 3
# Share of the level's prose the repeated units must hold to be read as a thread.
MIN_THREAD_SHARE = 0.6
# Nearly every post has its own link-only line; every post with prose must.
MIN_LINKED_SHARE = 0.8
_MAX_DEPTH = 8


def _first_name(names: str | None) -> str | None:
    return names.split(None, 1)[0] if names and not names.isspace() else None


def _has_letters(text: str) -> bool:
    return any(character.isalpha() for character in text)


def _own_headline(page: BlockTable, node: int) -> str | None:
    """Text of the first heading in the subtree that is not a link, if any."""
    tags, kinds = page.tags, page.kinds
    for index in range(node + 1, page.ends[node] + 1):
        if tags[index] in SUBHEADING_TAGS and kinds[index] != LINKS:
            start, stop = page.segment_starts[index], page.segment_stops[index]
            if stop > start:
                return " ".join(line.text for line in page.segments[start:stop])
    return None


def _entries_with_headlines(page: BlockTable, members: list[int]) -> bool:
    """Whether nearly every unit has a headline of its own, all different (live-blog
    entries, sections), which forum posts never do."""
    headlines = [_own_headline(page, m) for m in members]
    found = [h for h in headlines if h is not None]
    return len(found) >= MIN_LINKED_SHARE * len(members) and len(set(found)) == len(found)


def _link_lines(page: BlockTable, node: int, headings: bool) -> set[str]:
    """Texts of the blocks in the subtree that are all links (author, reply, report);
    with ``headings`` false, linked headings are left out."""
    kinds, tags, segments = page.kinds, page.tags, page.segments
    found: set[str] = set()
    for index in range(node, page.ends[node] + 1):
        if kinds[index] == LINKS and (headings or tags[index] not in HEADING_TAGS):
            found.update(
                line.text
                for line in segments[page.segment_starts[index] : page.segment_stops[index]]
                if line.block == index
            )
    return found


def _has_post_prose(page: BlockTable, node: int, good: list[float]) -> bool:
    """Whether the subtree holds prose outside its headings (by more than half a byte:
    the two sums add the same floats in different orders)."""
    tags = page.tags
    headings = sum(good[i] for i in range(node, page.ends[node] + 1) if tags[i] in HEADING_TAGS)
    return good[node] > headings + 0.5


def repeated_linked_units(
    page: BlockTable, node: int, good: list[float], linked_headings: bool = True
) -> list[int]:
    """Children of ``node`` that repeat one structure (same tag and first class name),
    each with a link-only line (forum posts; teaser cards: headline link + summary).
    With ``linked_headings`` false, a linked heading is not such a line. Empty if none."""
    tags, classes, ends = page.tags, page.classes, page.ends
    children = page.children(node)
    if len(children) < MIN_POSTS:
        return []
    groups: dict[tuple[str, str | None], list[int]] = {}
    for child in children:
        if ends[child] > child:
            groups.setdefault((tags[child], _first_name(classes[child])), []).append(child)
    for members in groups.values():
        if len(members) < MIN_POSTS:
            continue
        # A link line every unit repeats word for word ("Back to top") is the page's
        # furniture between sections, not a post's own line (its author, its number).
        # Nor is a counter (likes, comments: "18"): posts are linked by a name.
        lines = {
            m: {t for t in _link_lines(page, m, linked_headings) if _has_letters(t)}
            for m in members
        }
        everywhere = set.intersection(*lines.values())
        linked = {m for m in members if lines[m] - everywhere}
        with_prose = [m for m in members if _has_post_prose(page, m, good)]
        if (
            len(linked) >= MIN_LINKED_SHARE * len(members)
            and len(with_prose) >= 2
            and linked.issuperset(with_prose)
            and sum(good[m] for m in members) >= MIN_THREAD_SHARE * good[node]
            and not _entries_with_headlines(page, members)
        ):
            return members
    return []


def opening_post(page: BlockTable, container: int, good: list[float]) -> int:
    """The first post of a thread found at or below ``container``, else ``container``."""
    ends = page.ends
    node = container
    for _ in range(_MAX_DEPTH):
        children = page.children(node)
        if len(children) == 1 and ends[children[0]] > children[0]:
            node = children[0]
            continue
        # A post carries a link line besides its title (author, reply, quote): sections
        # whose only link lines are their headings (linked back to a contents box) are
        # the parts of one document.
        posts = repeated_linked_units(page, node, good, linked_headings=False)
        if posts:
            return next(m for m in posts if _has_post_prose(page, m, good))
        if not children:
            return container
        main = max(children, key=good.__getitem__)
        if good[main] <= 0.5 * good[node] or ends[main] == main:
            return container
        node = main
    return container
