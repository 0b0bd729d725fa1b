"""Semantic hints from tag names and class/id/itemprop values (English and Chinese).

Hints only weight the density scores; they never decide alone, because class names
are arbitrary (``post``, ``content`` and ``main`` appear on boilerplate too).
"""

from __future__ import annotations

import re
from functools import lru_cache

# Words that mark boilerplate whatever else the class says ("comment-content").
_STRONG_NEGATIVE = (
    r"comment(?!ary)|disqus|respond|sidebar|side-bar|breadcrumb|crumbs|share(?!d)|sharing|social|"
    r"related|recommend|advert|sponsor|promo|cookie|consent|gdpr|newsletter|subscri|signup|"
    r"sign-up|popup|modal|footer|copyright|pagination|pager(?![a-z])|outbrain|taboola|mostpopular|"
    r"most-popular|most-read|trending|byline|author-bio|authorbio|tag-list|taglist|"
    r"guestbook|guest-book|condolence|"
    r"daohang|mianbao|xiangguan|tuijian|paihang|guanggao|fenxiang|pinglun|banquan|"
    r"相关|推荐|评论|分享|广告|导航|版权|热门|排行|相關|推薦|評論|廣告|導航|版權|熱門"
)
# Words that mark boilerplate unless the class also looks like content.
_WEAK_WORDS = (
    r"nav|navbar|navigation|menu|toolbar|widget|banner|ad|ads|adv|"
    r"advertisement|gg|dh|fx|pl|top|bottom|foot|side|tags?|keywords|meta|extra|hot|rank|login|"
    r"print|skip|hidden|sr-only|visually-hidden|screen-reader|caption|credit|rating|vote|"
    r"author|writer|bio|date|time|source|info|tool|tools|links?|more|list|subnav|"
    r"crumb|bread|gallery|slideshow|carousel|slider|swiper|"
    # a contents box: the article's outline, its headings again. (A reference list is
    # the entry's own text, unlike any other page's: it stays.)
    r"toc|catalog|catalogue"
)
_WEAK_NEGATIVE = rf"(?:^|[^a-z])(?:header|masthead|{_WEAK_WORDS})(?:$|[^a-z])"
# A heading named "...-header" ("recipe-header", "section-header") heads a part of the
# page; it is not the page's header.
_WEAK_NEGATIVE_HEADING = rf"(?:^|[^a-z])(?:{_WEAK_WORDS})(?:$|[^a-z])"
_HEADING_TAGS = frozenset(("h1", "h2", "h3", "h4", "h5", "h6"))
# Words naming the article itself, not just "some content".
_ARTICLE = (
    r"article|entry-content|entry-body|post-content|post-body|postbody|post_body|story|"
    r"articlebody|main-content|maincontent|zhengwen|正文|artibody|trs_editor|post-text"
)
_POSITIVE = (
    r"article|content|entry|post-body|postbody|post-content|story|main|text|body|detail|"
    r"zhengwen|正文|artibody|trs_editor|blog|news|cont|con_|txt"
)

# Class names that say what an element holds, lacks or is about ("has-sidebar",
# "with-comments", "no-related", as layout wrappers are named; "category-social-media", as
# blog engines class a post by its topics), not what it is: no strong word there names
# the element as boilerplate (a weak one still may: "has-caption" on a figure).
_HOLDS_NAME = re.compile(r"(?:^|(?<=\s))(?:has|with|without|no|category)-\S*")

_STRONG_NEGATIVE_RE = re.compile(_STRONG_NEGATIVE)
_WEAK_NEGATIVE_RE = re.compile(_WEAK_NEGATIVE)
_WEAK_NEGATIVE_HEADING_RE = re.compile(_WEAK_NEGATIVE_HEADING)
_POSITIVE_RE = re.compile(_POSITIVE)
_ARTICLE_RE = re.compile(_ARTICLE)

# Tags that are content containers by definition; never treated as boilerplate.
_NEVER_NEGATIVE_TAGS = frozenset(("html", "body", "article", "main"))


STRONG_NEGATIVE, WEAK_NEGATIVE, NEUTRAL, POSITIVE, ARTICLE = -2, -1, 0, 1, 2


# An id spelling out the section's own heading ("sharing-with-a-single-developer" over
# "Sharing with a single developer") is an anchor for links to that heading, generated
# by documentation and wiki tools: its words name the topic, not the element's role.
# Short headings ("Related stories", "Share this") are still believed: they name boxes.
HEADING_ANCHOR_MIN_WORDS = 4
_ANCHOR_WORD = re.compile(r"[^\W_]+")


def anchors_heading(identifier: str, heading: str) -> bool:
    """Whether ``identifier`` is ``heading`` written as an anchor: the same words, at
    least ``HEADING_ANCHOR_MIN_WORDS`` of them."""
    words = _ANCHOR_WORD.findall(identifier.lower())
    return len(words) >= HEADING_ANCHOR_MIN_WORDS and words == _ANCHOR_WORD.findall(
        heading.lower()
    )


@lru_cache(maxsize=32768)
def attribute_hint(tag: str, attributes: str) -> int:
    """One of the constants above; ``attributes`` is the lower-cased class and id
    joined by a space. Strong: the words say boilerplate whatever else is there."""
    if tag in _NEVER_NEGATIVE_TAGS:
        return ARTICLE if tag != "body" and tag != "html" else NEUTRAL
    article = _ARTICLE_RE.search(attributes) is not None
    if _STRONG_NEGATIVE_RE.search(attributes) and (
        "-" not in attributes or _STRONG_NEGATIVE_RE.search(_HOLDS_NAME.sub(" ", attributes))
    ):
        # "article-body pagination-first" and "related-articles": leave it to density.
        return NEUTRAL if article else STRONG_NEGATIVE
    if article:
        return ARTICLE
    positive = _POSITIVE_RE.search(attributes) is not None
    weak = _WEAK_NEGATIVE_HEADING_RE if tag in _HEADING_TAGS else _WEAK_NEGATIVE_RE
    if not positive and weak.search(attributes):
        return WEAK_NEGATIVE
    return POSITIVE if positive else NEUTRAL
