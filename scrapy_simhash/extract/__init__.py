"""Main-content extraction: the article body of an HTML page as plain text.

``extract_text`` never raises. Output paragraphs are separated by a single ``"\\n"``;
the headline (``h1``) and the bylines, dates and share bars around the body are left
out, because reposts change those while the body stays. Inputs longer than
``MAX_HTML_CHARS`` characters are truncated before parsing (not rejected).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import NamedTuple

from lxml import etree

from scrapy_simhash.extract._blocks import BlockTable, collect
from scrapy_simhash.extract._box_titles import mark_titled_boxes
from scrapy_simhash.extract._branches import headline_block
from scrapy_simhash.extract._clean import prune
from scrapy_simhash.extract._decode import decode_html, utf8_body
from scrapy_simhash.extract._fallback import (
    SCRAP_BYTES,
    may_need_fallback,
    needs_fallback,
    recall_choice,
    without_repeats,
)
from scrapy_simhash.extract._own_lines import (
    MIN_OWN_TEXT_BYTES,
    SHORT_TEXT_BYTES,
    box_beside_own_lines,
    in_site_part,
    lines_around_text,
    own_lines_beside,
    own_lines_over_box,
)
from scrapy_simhash.extract._parse import (
    MAX_HTML_CHARS,
    SITE_SEPARATOR,
    headline_title,
    lay_out_embedded_markup,
    may_hold_json_markup,
    may_hold_shadow_roots,
    page_title,
    parse_html,
    show_shadow_roots,
    with_templates_laid_out,
)
from scrapy_simhash.extract._score import choose
from scrapy_simhash.extract._script import utf8_size
from scrapy_simhash.extract._text import PARAGRAPH_SEPARATOR, assemble
from scrapy_simhash.extract.site_memory import PageLines, SiteMemory

__all__ = [
    "MAX_HTML_CHARS",
    "PARAGRAPH_SEPARATOR",
    "SHORT_TEXT_BYTES",
    "SITE_SEPARATOR",
    "Extraction",
    "SiteMemory",
    "decode_html",
    "extract",
    "extract_text",
]


class Extraction(NamedTuple):
    text: str
    # The first choice was empty or far shorter than the page's prose, and the
    # recall-oriented second choice gave the text (a crawl counts these).
    fallback: bool = False
    # What names the article (``<title>``, else og:title, else the first h1): the
    # title guard compares it between pages of one site.
    title: str = ""
    # With site lines given: the keys of this page's lines, for the site memory to record,
    # and how many lines the host repeats were left out of it.
    line_keys: tuple[int, ...] = ()
    site_lines_removed: int = 0
    # Under MIN_OWN_TEXT_BYTES of the text is the page's own (lines its host repeats, when
    # known, left aside), or the text is a short one from the site's part of the page (a
    # footer's notice): on its own host, the text tells the page apart only with its
    # title and the lines around it (the title guard compares headlines strictly).
    little_own_text: bool = False
    # For a short text: the page's lines under its headline (without one, around its
    # text), kept in the text or not (a date, a price): the title guard compares them
    # between pages of one site.
    lines_around_text: str = ""
    # For a short text: the page's own lines it does not hold, wherever they are (a
    # record beside its site's explainer, whose lines around are only its box title):
    # the guard compares their words, with those of the lines around, between pages of
    # one site.
    lines_beside_text: str = ""


def extract_text(
    html: str | bytes, url: str | None = None, *, declared_encoding: str | None = None
) -> str:
    """Return the main text of ``html`` (``str``, or ``bytes`` in any declared or
    sniffable encoding), or ``""`` when the input holds no usable text.

    ``declared_encoding``: the charset of the HTTP ``Content-Type`` header, if any, for
    ``bytes`` input (``decode_html`` weighs it against the body itself).
    ``url`` is accepted for API stability (extractors may use it); it is not needed.
    """
    return extract(html, url, declared_encoding=declared_encoding).text


def extract(
    html: str | bytes,
    url: str | None = None,
    *,
    declared_encoding: str | None = None,
    site_lines: frozenset[int] | None = None,
) -> Extraction:
    """``extract_text``'s text, and whether the recall-oriented fallback gave it.

    ``site_lines``: keys of the lines the host of ``url`` repeats on other pages
    (``SiteMemory.known``). When the text holds any of them, it is chosen again
    without them (unless too little would remain: a copy of a page already seen). The
    result carries this page's line keys for the memory to record.
    """
    try:
        if isinstance(html, (bytes, bytearray, memoryview)):
            body = bytes(html[: MAX_HTML_CHARS * 4])
            utf8 = utf8_body(body, MAX_HTML_CHARS)
            html = utf8 if utf8 is not None else decode_html(body, declared_encoding)
        elif not isinstance(html, str):
            return Extraction("")
        root = parse_html(html)
        if root is None:
            return Extraction("")
        title = page_title(root)
        named = headline_title(root, title)
        prune(root)
        result, page = _extract_page(root, title, None)
        show_hidden = False
        if utf8_size(result.text) < SCRAP_BYTES:
            shown = _with_templates_shown(html, title)
            if shown is not None and len(shown[1].text) > len(result.text):
                root, result, page = shown
            if page.hid_content and utf8_size(result.text) < SCRAP_BYTES:
                # A line or two in sight, and content the page hides until its script
                # runs (WeChat articles are hidden this way): read what it hides.
                revealed, revealed_page = _extract_page(root, title, None, show_hidden=True)
                if len(revealed.text) > len(result.text):
                    result, page, show_hidden = revealed, revealed_page, True
        result = result._replace(title=named)
        if site_lines is None:
            return _with_own_size(result)
        lines = PageLines(site_lines)
        keys = lines.keys_of(segment.text for segment in page.segments)
        if site_lines and _holds_known_line(result.text, lines):
            # Choose again without the site's lines, unless too little text remains (a
            # copy of a page seen before must keep its text).
            own, _ = _extract_page(root, title, lines.repeated, show_hidden)
            if utf8_size(own.text) >= MIN_OWN_TEXT_BYTES:
                return own._replace(title=named, line_keys=keys, site_lines_removed=lines.hits)
            # With no text of its own at all, its title names nothing the page holds (a
            # gallery titled like the site's others): untitled, the guard keeps it apart.
            return result._replace(line_keys=keys, little_own_text=True,
                                   title=named if own.text else "")
        return _with_own_size(result._replace(line_keys=keys))
    except Exception:  # noqa: BLE001 - a crawl must survive any page
        return Extraction("")


def _with_own_size(result: Extraction) -> Extraction:
    """``result`` marked when its text, all of it the page's own, is short."""
    return result._replace(little_own_text=result.little_own_text or (
        bool(result.text) and utf8_size(result.text) < MIN_OWN_TEXT_BYTES))


def _with_templates_shown(
    html: str | bytes, title: str
) -> tuple[etree._Element, Extraction, BlockTable] | None:
    """The page extracted again with the markup its scripts would show (template
    scripts, HTML held in JSON data) and its declarative shadow roots laid into it, when
    a first choice of a line or two suggests the article was left to a script to show."""
    if isinstance(html, bytes):  # valid UTF-8 here (``utf8_body``)
        html = html.decode("utf-8", "replace")
    laid_out = with_templates_laid_out(html)
    shadow = may_hold_shadow_roots(html)
    if laid_out is None and not shadow and not may_hold_json_markup(html):
        return None
    root = parse_html(laid_out if laid_out is not None else html)
    if root is None:
        return None
    shown = show_shadow_roots(root) if shadow else False
    if not lay_out_embedded_markup(root) and laid_out is None and not shown:
        return None
    prune(root)
    return (root, *_extract_page(root, title, None))


def _holds_known_line(text: str, lines: PageLines) -> bool:
    """Whether ``text`` holds a line its host repeats. Only such a page is extracted a
    second time; any share of known lines counts, because a long article keeps the
    site's block otherwise, and reposts on two sites then differ by their blocks."""
    return any(line in lines for line in text.split(PARAGRAPH_SEPARATOR))


def _extract_page(
    root: etree._Element,
    title: str,
    repeated: Callable[[str], bool] | None,
    show_hidden: bool = False,
) -> tuple[Extraction, BlockTable]:
    page = collect(root, repeated, show_hidden)
    mark_titled_boxes(page)
    headline = headline_block(page, title)
    choice = choose(page, headline)
    text = assemble(page, choice, title) if choice.container >= 0 else ""
    size = utf8_size(text)
    first = _with_lines(Extraction(text), page, choice.container, headline)
    if not may_need_fallback(size, page):
        return first, page
    second = recall_choice(page, first_is_scrap=size < SCRAP_BYTES, headline=headline)
    if needs_fallback(size, second) and not (
        second.prose is not None
        and box_beside_own_lines(page, choice.container, second.container, headline, second.prose)
    ):
        if choice.container < 0 and second.prose is not None:
            # No prose but a site's box beside the page's own lines: the lines, all of them.
            own = own_lines_over_box(page, second.container, headline, second.prose)
            if own != second.container:
                second = replace(second, container=own, proseless=True)
        recalled = without_repeats(assemble(page, second, title), PARAGRAPH_SEPARATOR)
        if len(recalled) > len(text):
            return _with_lines(Extraction(recalled, fallback=True), page, second.container,
                               headline), page
    return first, page


def _with_lines(result: Extraction, page: BlockTable, container: int, headline: int) -> Extraction:
    """``result``, its text taken from ``container``, with the lines around a short text
    and the page's own lines beside it, marked as of little own text when that short text
    is from the site's part of the page (a footer)."""
    text = result.text
    if utf8_size(text) > SHORT_TEXT_BYTES:
        return result
    under = lines_around_text(page, container, headline, text)
    beside = own_lines_beside(page, text) if text else ""
    return result._replace(little_own_text=in_site_part(page, container, headline),
                           lines_around_text=under, lines_beside_text=beside)
