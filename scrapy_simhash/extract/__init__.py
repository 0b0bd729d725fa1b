"""Main-content extraction: the article body of an HTML page as plain text.

``extract_text`` never raises. Output paragraphs are separated by a single ``"\\n"``;
the headline (``h1``) and the bylines, dates and share bars around the body are left
out, because reposts change those while the body stays. Inputs longer than
``MAX_HTML_CHARS`` characters are truncated before parsing (not rejected).
"""

from __future__ import annotations

from scrapy_simhash.extract._blocks import collect
from scrapy_simhash.extract._branches import headline_block
from scrapy_simhash.extract._clean import prune
from scrapy_simhash.extract._decode import decode_html, utf8_body
from scrapy_simhash.extract._parse import MAX_HTML_CHARS, page_title, parse_html
from scrapy_simhash.extract._score import choose
from scrapy_simhash.extract._text import PARAGRAPH_SEPARATOR, assemble
from scrapy_simhash.extract._titles import mark_titled_boxes

__all__ = ["MAX_HTML_CHARS", "PARAGRAPH_SEPARATOR", "decode_html", "extract_text"]


def extract_text(
    html: str | bytes, url: str | None = None, *, declared_encoding: str | None = None
) -> str:
    """Return the main text of ``html`` (``str``, or ``bytes`` in any declared or
    sniffable encoding), or ``""`` when the input holds no usable text.

    ``declared_encoding``: the charset of the HTTP ``Content-Type`` header, if any, for
    ``bytes`` input (``decode_html`` weighs it against the body itself).
    ``url`` is accepted for API stability (extractors may use it); it is not needed.
    """
    try:
        if isinstance(html, (bytes, bytearray, memoryview)):
            body = bytes(html[: MAX_HTML_CHARS * 4])
            utf8 = utf8_body(body, MAX_HTML_CHARS)
            html = utf8 if utf8 is not None else decode_html(body, declared_encoding)
        elif not isinstance(html, str):
            return ""
        root = parse_html(html)
        if root is None:
            return ""
        title = page_title(root)
        prune(root)
        page = collect(root)
        mark_titled_boxes(page)
        choice = choose(page, headline_block(page, title))
        if choice.container < 0:
            return ""
        return assemble(page, choice, title)
    except Exception:  # noqa: BLE001 - a crawl must survive any page
        return ""
