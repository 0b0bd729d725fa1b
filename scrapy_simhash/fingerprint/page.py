"""Main text and fingerprint of a page: the work a worker process does for each page.

A module of its own, importing neither Scrapy nor Twisted, so that a worker process
starts without them.
"""

from __future__ import annotations

from typing import Any

from scrapy_simhash.fingerprint.version import DEFAULT_FINGERPRINT


def fingerprint_text(text: str, function: str = DEFAULT_FINGERPRINT,
                     words: list[str] | None = None) -> int | None:
    """Fingerprint of ``text`` by the named function (``SIMHASH_FINGERPRINT``), of its
    ``words`` when given (``text_words(text)``); None when it has no tokens (all such
    texts share one value)."""
    from scrapy_simhash.fingerprint.text import (
        EMPTY_FINGERPRINT,
        FINGERPRINT_FUNCTIONS,
        WORDS_FINGERPRINT_FUNCTIONS,
    )

    if not text.strip():
        return None
    fingerprint = (FINGERPRINT_FUNCTIONS[function](text) if words is None
                   else WORDS_FINGERPRINT_FUNCTIONS[function](words))
    return None if fingerprint == EMPTY_FINGERPRINT else fingerprint


def field_text(value: Any) -> str | None:
    """A text field's value as text: a string, or a list of strings (a shape Scrapy items
    often give it) joined by line breaks; else None."""
    if isinstance(value, str):
        return value
    if isinstance(value, (list, tuple)) and all(isinstance(part, str) for part in value):
        return "\n".join(value)
    return None


def extract_and_fingerprint(
    html: str | bytes, url: str | None, declared_encoding: str | None = None,
    function: str = DEFAULT_FINGERPRINT,
) -> tuple[str, int | None]:
    """Main text of ``html`` and its fingerprint (None when there is no text).

    ``declared_encoding`` is the HTTP charset, used when ``html`` is a raw body.
    """
    from scrapy_simhash.extract import extract_text

    text = extract_text(html, url=url, declared_encoding=declared_encoding)
    return text, fingerprint_text(text, function)
