"""Parse (possibly hostile) HTML into an lxml tree, within a fixed size budget."""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Iterator
from html import escape

from lxml import etree

from scrapy_simhash.extract._hints import STRONG_NEGATIVE, attribute_hint
from scrapy_simhash.extract._script import utf8_size

# Inputs longer than this many characters are truncated before parsing (not rejected).
# Real article pages are far smaller (the shared benchmark's largest page is ~1.5 MB,
# mostly inline scripts). At the cap, a dense page takes ~0.7 s and ~110 MB of peak
# memory on the development machine (2 cores, measured with a 25 MB input).
MAX_HTML_CHARS = 4_000_000

_local = threading.local()


def _parser() -> etree.HTMLParser:
    # lxml parsers must not be shared between threads; one per thread is cheap.
    parser = getattr(_local, "parser", None)
    if parser is None:
        parser = _local.parser = etree.HTMLParser(
            encoding="utf-8",
            remove_comments=True,
            remove_pis=True,
            no_network=True,
            recover=True,
            compact=True,
            default_doctype=False,
            collect_ids=False,  # nothing looks elements up by id; ~5% faster parsing
            # Tag soup that never closes its tags nests pages past libxml2's default
            # depth of 256, where it stops reading: the article would be lost. Input is
            # capped (MAX_HTML_CHARS) before parsing, so lifting the parser's limits
            # does not lift the memory bound.
            huge_tree=True,
        )
    return parser


def parse_html(html: str | bytes) -> etree._Element | None:
    """Return the root element, or ``None`` when nothing usable parses.

    ``bytes`` must already be UTF-8 (decode foreign encodings with ``decode_html``).
    """
    if isinstance(html, str):
        if len(html) > MAX_HTML_CHARS:
            html = html[:MAX_HTML_CHARS]
        # lxml refuses ``str`` carrying an XML encoding declaration; UTF-8 bytes
        # with an explicit parser encoding avoid that and parse faster.
        data = html.encode("utf-8", "replace")
    else:
        data = html[: MAX_HTML_CHARS * 4]
    # NUL bytes make libxml2 stop reading; they never carry text.
    if b"\x00" in data:
        data = data.replace(b"\x00", b"")
    if not data.strip():
        return None
    if _continues_after_end(data):
        data = _DOCUMENT_END.sub(b"", data)
    root = _parse(data)
    if root is not None and len(root) == 0 and len(data) > _EMPTY_ROOT_MIN_BYTES:
        # A broken start tag of the root (``<html xmogo.jpg" alt="..." />``, a page cut
        # and pasted into another) leaves an empty root and drops the whole page.
        reparsed = _parse(_ROOT_START.sub(b"<html>", data, count=1))
        if reparsed is not None and len(reparsed):
            root = reparsed
    if root is not None and _swallowed_by_title(root):
        repaired = _close_title(data)
        if repaired is not None:
            reparsed = _parse(repaired)
            if reparsed is not None:
                root = reparsed
    return root


# Markup after the document's end: two documents served one after the other (an
# include with its own ``<html>``), or a header include that closes the page with
# ``</html>`` before the body's content. libxml2 stops reading there, as browsers do
# not. Without the end tags, the rest is read into the same body, as a browser shows it.
_DOCUMENT_END = re.compile(rb"</(?:body|html)\s*>", re.IGNORECASE)
_END_MARKERS = (b"</html", b"</HTML", b"</Html")
# An element starts after the end (comments and whitespace there are nothing to keep).
_ELEMENT_START = re.compile(rb"<[a-zA-Z]")
_EMPTY_ROOT_MIN_BYTES = 512
_ROOT_START = re.compile(rb"<html\b[^>]*>", re.IGNORECASE)


def _continues_after_end(data: bytes) -> bool:
    # One spelling is looked for at a time: looking for all three to find the earliest
    # would scan the whole page three times (~0.1 ms a page) for a rare mix.
    for marker in _END_MARKERS:
        at = data.find(marker)
        if at >= 0:
            return _ELEMENT_START.search(data, at) is not None
    return False


def _parse(data: bytes) -> etree._Element | None:
    try:
        return etree.fromstring(data, _parser())
    except (etree.LxmlError, ValueError):
        return None


# A ``<title>`` never closed (``</titlevalue="true">``, a script pasted into it) makes
# the parser read the rest of the page as the title's text. No real title is this long.
_TITLE_MAX_CHARS = 1000
_TITLE_START = re.compile(rb"<title\b[^>]*>", re.IGNORECASE)
_TITLE_END = re.compile(rb"</title\s*>", re.IGNORECASE)
_TITLE_TEXT_END = re.compile(rb"[<\r\n]")


def _swallowed_by_title(root: etree._Element) -> bool:
    title = root.find("head/title")
    return title is not None and len(title.text or "") > _TITLE_MAX_CHARS


def _close_title(data: bytes) -> bytes | None:
    """``data`` with the unclosed title ended at its first line or tag."""
    start = _TITLE_START.search(data)
    if start is None or _TITLE_END.search(data, start.end()) is not None:
        return None
    end = _TITLE_TEXT_END.search(data, start.end())
    cut = end.start() if end is not None else len(data)
    return data[:cut] + b"</title>" + data[cut:]


# Client-side templates (``<script type="text/template">``): some blog platforms ship
# the article's markup inside one and let a script lay it into the page, so a parser
# that does not run scripts sees an empty post.
_TEMPLATE_SCRIPT = re.compile(
    r"<script\b[^>]*\btype\s*=\s*[\"']?text/(?:x-)?template\b[^>]*>(.*?)</script\s*>",
    re.IGNORECASE | re.DOTALL,
)


def with_templates_laid_out(html: str) -> str | None:
    """``html`` with the markup of its template scripts laid into the page as elements,
    as the page's own script would show it; ``None`` when no template holds markup."""
    found = False

    def lay_out(match: re.Match[str]) -> str:
        nonlocal found
        body = match.group(1)
        if "<" not in body:
            return match.group(0)
        found = True
        return f"<div>{body}</div>"

    laid_out = _TEMPLATE_SCRIPT.sub(lay_out, html)
    return laid_out if found else None


# A declarative shadow root (``<template shadowrootmode="open">``; ``shadowroot`` before
# the attribute was renamed) is rendered where it stands, while other templates stay
# inert: a web component rendered on the server may hold the whole article in one.
_SHADOW_ROOT = re.compile(r"<template\b[^>]*\bshadowroot(?:mode)?\s*=", re.IGNORECASE)
_SHADOW_ROOT_ATTRIBUTES = ("shadowrootmode", "shadowroot")


def may_hold_shadow_roots(html: str) -> bool:
    return _SHADOW_ROOT.search(html) is not None


def show_shadow_roots(root: etree._Element) -> bool:
    """Make the tree's declarative shadow roots plain elements, so that pruning keeps
    their content as a browser shows it; whether there was one."""
    found = False
    for template in root.iter("template"):
        if any(template.get(name) is not None for name in _SHADOW_ROOT_ATTRIBUTES):
            template.tag = "div"
            found = True
    return found


# Pages rendered by a script in the browser may carry the article only as data for it:
# HTML strings inside JSON, in a ``data-*`` attribute of the element the script fills
# or in a ``<script type="application/json">``. Strings holding a paragraph tag are
# taken for such markup when together they are this long.
_EMBEDDED_MARKUP_MIN_CHARS = 200
_PARAGRAPH_TAG = re.compile(r"<p[\s>]", re.IGNORECASE)
# The same in JSON text, where ``<`` and ``>`` may be written as escapes.
_JSON_PARAGRAPH_TAG = re.compile(r"(?:<|\\u003c)p(?:[\s>]|\\u003e)", re.IGNORECASE)
_JSON_SCRIPT_TYPES = frozenset({"application/json", "text/json"})
# schema.org's ``articleBody`` in a page's linked data is the article's text by
# definition: a teaser page (paywall, script-rendered) may carry the whole article there.
_LINKED_DATA_TYPE = "application/ld+json"
# UTF-8 bytes, as the extractor sizes text: a Chinese character weighs three.
_ARTICLE_BODY_MIN_BYTES = 200


# Whether a page may hold such data at all (checked on the text, before parsing again).
_MAY_HOLD_JSON = re.compile(
    r"data-[\w-]+\s*=\s*[\"']?[\[{]|(?:application|text)/json|\"articleBody\"", re.IGNORECASE
)


def may_hold_json_markup(html: str) -> bool:
    return _MAY_HOLD_JSON.search(html) is not None


def lay_out_embedded_markup(root: etree._Element) -> bool:
    """Lay the markup held in JSON data (``data-*`` attributes, JSON scripts, the
    ``articleBody`` of linked data) into the tree as elements, where the page's script
    would show it; whether any was found."""
    placements: list[tuple[etree._Element, bool, list[str]]] = []
    for element in root.iter(etree.Element):
        if element.tag == "script":
            kind = (element.get("type") or "").strip().lower()
            if kind in _JSON_SCRIPT_TYPES and element.text:
                found = _markup_strings(element.text)
            elif kind == _LINKED_DATA_TYPE and element.text:
                found = _article_bodies(element.text)
            else:
                continue
            if found:
                placements.append((element, True, found))
            continue
        for name, value in element.items():
            if name.startswith("data-") and value[:1] in "{[":
                found = _markup_strings(value)
                if found:
                    placements.append((element, False, found))
    for element, is_script, markup in placements:
        holder = _fragment("".join(markup))
        if holder is None:
            continue
        if is_script:
            element.addnext(holder)
        else:
            element.append(holder)
    return bool(placements)


def _markup_strings(data: str) -> list[str]:
    if len(data) < _EMBEDDED_MARKUP_MIN_CHARS or _JSON_PARAGRAPH_TAG.search(data) is None:
        return []
    found = [
        text
        for _, text in _walk(_loads(data))
        if isinstance(text, str) and _PARAGRAPH_TAG.search(text)
    ]
    return found if sum(map(len, found)) >= _EMBEDDED_MARKUP_MIN_CHARS else []


def _article_bodies(data: str) -> list[str]:
    """The ``articleBody`` texts of linked data (``@graph`` included), as markup."""
    if "articleBody" not in data:
        return []
    found = []
    for key, body in _walk(_loads(data)):
        if key != "articleBody" or not isinstance(body, str):
            continue
        if utf8_size(body) < _ARTICLE_BODY_MIN_BYTES:
            continue
        if _PARAGRAPH_TAG.search(body):
            found.append(body)
        else:
            lines = (line.strip() for line in body.splitlines())
            found.append("".join(f"<p>{escape(line)}</p>" for line in lines if line))
    return found


def _loads(data: str) -> object:
    """Parsed JSON, or None for text that is not JSON (or nests too deep to parse)."""
    try:
        return json.loads(data)
    except (ValueError, RecursionError):
        return None


def _walk(value: object) -> Iterator[tuple[str | None, object]]:
    """Every value nested in ``value``, in document order, with the key it sits under
    (None in a list). A stack rather than recursion: pages may nest data deeply."""
    stack: list[tuple[str | None, object]] = [(None, value)]
    while stack:
        key, item = stack.pop()
        yield key, item
        if isinstance(item, dict):
            stack.extend(reversed(list(item.items())))
        elif isinstance(item, list):
            stack.extend((None, child) for child in reversed(item))


def _fragment(markup: str) -> etree._Element | None:
    parsed = _parse(f"<html><body><div>{markup}</div></body></html>".encode("utf-8", "replace"))
    if parsed is None:
        return None
    return parsed.find("body/div")


def page_title(root: etree._Element) -> str:
    """The ``<title>`` text, whitespace-collapsed ("" when there is none)."""
    title = root.find("head/title")
    if title is None:
        title = root.find(".//title")
    if title is None:
        return ""
    return " ".join(title.xpath("string()").split())


def headline_title(root: etree._Element, title: str) -> str:
    """What names the page's article, for the title guard: ``title`` (its
    ``<title>``), else its ``og:title``; then, on a line of its own, its first ``h1``
    (without one, its first ``h2`` outside menus, sidebars, header and footer) unless
    that is the title itself or the site's logo: it names the page where the title's
    longest part is the site's name, or the title is that name alone; "" when none has
    text."""
    named = title
    if not named:
        for meta in root.iterfind(".//meta[@property='og:title']"):
            content = " ".join((meta.get("content") or "").split())
            if content:
                named = content[:_TITLE_MAX_CHARS]
                break
    heading = root.find(".//h1")
    if heading is None:
        heading = _first_heading_in_body(root, named)
    if heading is None or _is_logo(heading):
        return named
    text = " ".join(heading.xpath("string()").split())[:_TITLE_MAX_CHARS]
    if not text or text.casefold() == named.casefold():
        return named
    return f"{named}\n{text}" if named else text


# Where a title joins its headline and the site's name: "Headline | Site", "Site - Headline",
# "标题_新浪网", "标题－网易新闻". Spaced dashes and colons only: "COVID-19" and "Q&A: x" stay.
SITE_SEPARATOR = re.compile(
    r"\s+[-–—:·»|/~]+\s+"  # spaced: " - ", " | ", " :: ", " / "
    r"|\s*(?:[|｜·•»«_–—]|-{2,})\s*"  # never inside a headline's word
    r"|(?<=[\u4e00-\u9fff])[-－](?=[\u4e00-\u9fff])"  # a dash between Chinese characters
)
# Elements whose headings are the site's (menus, sidebars, page header and footer).
_SITE_PARTS = frozenset(("nav", "aside", "footer", "header", "menu"))


def _first_heading_in_body(root: etree._Element, title: str) -> etree._Element | None:
    """The first ``h2`` outside the site's parts (by tag, or a class or id strongly named
    as boilerplate: "sidebar", "widget"), when it is part of ``title`` or the title has
    one part (the site's name alone): a page without an ``h1`` (status, author and
    table-layout pages) names itself there. A sidebar's heading on a page titled apart
    would otherwise join every page's title words."""
    for heading in root.iter("h2"):
        if any(_site_part(ancestor) for ancestor in heading.iterancestors()):
            continue
        text = " ".join(heading.xpath("string()").split())
        if text and (text.casefold() in title.casefold() or not SITE_SEPARATOR.search(title)):
            return heading
        return None
    return None


def _site_part(element: etree._Element) -> bool:
    tag = element.tag
    if tag in _SITE_PARTS:
        return True
    names = " ".join(filter(None, (element.get("class"), element.get("id"))))
    return bool(names) and isinstance(tag, str) and (
        attribute_hint(tag, names.lower()) == STRONG_NEGATIVE)


_FRONT_PAGE = re.compile(r"^(?:(?:https?:)?//[^/]+)?/?(?:index\.\w+)?$", re.IGNORECASE)


def _is_logo(heading: etree._Element) -> bool:
    """Whether an ``h1`` is the site's logo: an image, or a link to the front page."""
    if heading.find(".//img") is not None:
        return True
    return any(_FRONT_PAGE.match((link.get("href") or "").strip()) is not None
               for link in heading.iter("a"))


# Lines shorter than this are not taken for the headline even when the title holds them.
HEADLINE_MIN_CHARS = 6


def in_title(text: str, title: str) -> bool:
    """Whether a line of the page repeats part of its ``<title>``: the headline, or the
    site's name."""
    return len(text) >= HEADLINE_MIN_CHARS and text in title
