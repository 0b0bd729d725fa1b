"""One line of a corpus file (JSON: ``url`` plus ``text`` or ``html``) -> key and fingerprint."""

from __future__ import annotations

import json
from dataclasses import dataclass

from scrapy_simhash.extract import extract_text
from scrapy_simhash.fingerprint.page import field_text, fingerprint_text
from scrapy_simhash.fingerprint.version import DEFAULT_FINGERPRINT

KEY_FIELDS = ("url", "key")


class BadRecord(ValueError):
    """The line cannot be used; the message says why (it is reported and skipped)."""


@dataclass(frozen=True)
class Record:
    key: str
    text: str  # the text that is fingerprinted (extracted when the line gave html)
    fingerprint: int | None  # None: no words, or shorter than the minimum length
    too_short: bool = False  # has words, but fewer characters than the minimum length


def parse_record(line: str | bytes, *, min_text_length: int = 0,
                 fingerprint_function: str = DEFAULT_FINGERPRINT) -> Record:
    # Without its line break, a line cut short fails as truncated, not as a string
    # holding a control character.
    line = line.rstrip(b"\r\n") if isinstance(line, bytes) else line.rstrip("\r\n")
    try:
        value = json.loads(line)
    except json.JSONDecodeError as exc:
        if exc.msg.startswith("Unterminated string") or exc.pos >= len(exc.doc.rstrip()):
            raise BadRecord("truncated JSON: the line ends before the object does") from None
        raise BadRecord(f"not valid JSON ({exc})") from None
    except (ValueError, UnicodeDecodeError) as exc:
        raise BadRecord(f"not valid JSON ({exc})") from None
    if not isinstance(value, dict):
        raise BadRecord(f"expected a JSON object, got {type(value).__name__}")
    key = next((value[name] for name in KEY_FIELDS if value.get(name) is not None), None)
    if not isinstance(key, str) or not key:
        raise BadRecord("no \"url\" (a non-empty string)")
    text, html = field_text(value.get("text")), value.get("html")
    if text is None:
        if not isinstance(html, str):
            raise BadRecord("no \"text\" or \"html\" string")
        text = extract_text(html, url=key)
    if len(text) < min_text_length:
        # Too little to say anything, as in a crawl (SIMHASH_MIN_TEXT_LENGTH), unless it
        # has no words at all: then it is "no text" like any other.
        too_short = fingerprint_text(text, fingerprint_function) is not None
        return Record(key, text, None, too_short=too_short)
    return Record(key, text, fingerprint_text(text, fingerprint_function))
