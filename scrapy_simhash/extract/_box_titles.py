"""Boxes titled as boilerplate: a block whose first line is a widget title ("相关新闻",
"网友留言", "Related stories", "3 Comments") is that widget, whatever its class says.

Sites title their side boxes, related lists and comment sections with a short line of
stock words, often in markup whose class names (``div.box``, ``div.c``) the class hints
cannot read. Only whole short lines made of those words count, and only as the first
line of the block they title, so an article sentence or a sub-heading inside the body
never marks the body.
"""

from __future__ import annotations

import re
from bisect import insort

from scrapy_simhash.extract._blocks import BlockTable
from scrapy_simhash.extract._hints import ARTICLE, STRONG_NEGATIVE
from scrapy_simhash.extract._script import has_han

_COUNT = r"\s*(?:[(（\[]\s*\d+\s*[)）\]])?"
_TITLE = re.compile(
    r"(?:"
    # 相关新闻, 推荐阅读, 延伸阅读, 网友评论, 热门评论, 留言列表 (3), 相關新聞
    r"(?:相关|相關|延伸|推荐|推薦|热门|熱門|精彩|网友|網友|读者|讀者|最新)"
    r"(?:新闻|新聞|阅读|閱讀|文章|报道|報導|链接|連結|推荐|推薦|评论|評論|留言|回复|回應)"
    r"|(?:评论|評論|回复|回應)(?:列表|区|區)|留言(?:列表|区|區|板)?"
    r")" + _COUNT + "|"
    r"(?i:(?:related|recommended|similar|popular|trending)"
    r"(?: (?:news|stories|articles|posts|reading|content|links|jobs|episodes|videos))?"
    r"|more (?:stories|articles|news|posts|episodes|videos)"
    r"|(?:\d+ )?(?:comments?|responses?|replies|reader comments)"
    r"|leave a (?:comment|reply)|join the discussion)" + _COUNT,
)
# Longer lines are text, not a box title.
_TITLE_MAX_CHARS = 32


def is_box_title(text: str) -> bool:
    """Chinese box titles only (``_script``)."""
    return (
        len(text) <= _TITLE_MAX_CHARS
        and has_han(text)
        and _TITLE.fullmatch(text.strip(" :：")) is not None
    )


def mark_titled_boxes(page: BlockTable) -> None:
    """Name as strong boilerplate every block whose first line is a widget title: the
    nearest block around the title's own block that holds more than the title."""
    segments, parents, hints = page.segments, page.parents, page.hints
    starts, stops, tags = page.segment_starts, page.segment_stops, page.tags
    for number, segment in enumerate(segments):
        if not is_box_title(segment.text):
            continue
        box = segment.block
        while box > 1 and stops[box] - starts[box] <= 1:
            box = parents[box]
        if box <= 1 or starts[box] != number or tags[box] in ("body", "html"):
            continue
        if hints[box] == ARTICLE or hints[box] == STRONG_NEGATIVE:
            continue
        if hints[box] >= 0:
            insort(page.negatives, box)
        hints[box] = STRONG_NEGATIVE
        for inside in range(starts[box], stops[box]):
            negatives = segments[inside].negatives
            if box not in negatives:
                segments[inside] = segments[inside]._replace(
                    negatives=tuple(sorted((*negatives, box)))
                )
