"""Reposts: an article's content moved into another site's page, with the donor's
headline, title and article metadata replaced and its own article text removed."""

from __future__ import annotations

import copy
import re

import lxml.html
from _neardup_pages import SourcePage, body_of, parse_with_content, shingles, visible_text
from lxml.html import HtmlElement

_META_KEYS = re.compile(r"^(description|og:.*|twitter:.*|article:.*|title)$", re.IGNORECASE)


def _article_meta(root: HtmlElement) -> list[HtmlElement]:
    head = root.find("head")
    if head is None:
        return []
    found = []
    for element in head:
        if (
            element.tag == "meta"
            and _META_KEYS.match(element.get("name") or element.get("property") or "")
            or element.tag == "script"
            and "ld+json" in (element.get("type") or "")
        ):
            found.append(element)
    return found


def _drop_donor_leftovers(
    body: HtmlElement, content: HtmlElement, donor_text: str, article_text: str
) -> None:
    """Remove the donor's article text that sat outside its content element.

    The content element holds most but not always all of the article (a lead caption, a
    pull quote, a teaser); a repost site would not carry those, so the smallest elements
    sharing an 8-token run with the donor's article (and not the transplanted one) go.
    """
    donor_only = shingles(donor_text) - shingles(article_text)
    protected = set(content.iterancestors()) | {content}

    def carries_donor_text(element: HtmlElement) -> bool:
        return bool(shingles(visible_text(element)) & donor_only)

    def visit(element: HtmlElement) -> None:
        if element in protected:
            for child in list(element):
                if child is not content and isinstance(child.tag, str):
                    visit(child)
            return
        if not carries_donor_text(element):
            return
        for child in list(element):
            if isinstance(child.tag, str):
                visit(child)
        if carries_donor_text(element):  # still, once the children are cleaned
            element.drop_tree()

    visit(body)


def _headline(root: HtmlElement) -> str | None:
    for h1 in body_of(root).iter("h1"):
        text = visible_text(h1).strip()
        if text:
            return text
    return None


def transplant(article: SourcePage, donor: SourcePage) -> str | None:
    """The donor page with its article replaced by ``article``'s content and headline."""
    article_root, article_content = parse_with_content(article)
    donor_root, donor_content = parse_with_content(donor)
    if article_content is None or donor_content is None:
        return None
    for child in list(donor_content):
        donor_content.remove(child)  # lxml moves the child's tail with it
    donor_content.text = article_content.text
    for child in article_content:
        donor_content.append(copy.deepcopy(child))  # deepcopy keeps the child's tail
    _drop_donor_leftovers(body_of(donor_root), donor_content, donor.text, article.text)

    title = article_root.findtext(".//title")
    donor_title = donor_root.find(".//title")
    if donor_title is not None:
        donor_title.text = title or ""
    headline = _headline(article_root) or title
    if headline:
        for h1 in body_of(donor_root).iter("h1"):
            if not any(a is donor_content for a in h1.iterancestors()):
                for child in list(h1):
                    h1.remove(child)
                h1.text = headline
    donor_head = donor_root.find("head")
    if donor_head is not None:
        for element in _article_meta(donor_root):
            element.drop_tree()
        for element in _article_meta(article_root):
            clone = copy.deepcopy(element)
            clone.tail = None
            donor_head.append(clone)
    return lxml.html.tostring(donor_root, encoding="unicode", doctype="<!DOCTYPE html>")
