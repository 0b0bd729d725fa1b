"""Keys as every backend stores them: the crawl and ``scrapy simhash import`` alike."""

from __future__ import annotations

import hashlib
from typing import Any

# PostgreSQL cannot index a row over ~2.7 kB; URLs with long tracking parameters reach it.
MAX_KEY_BYTES = 2000
_KEY_DIGEST_CHARS = 16


def storable_key(value: Any) -> str:
    """The key as text a database accepts: lone surrogates (JSON APIs can produce them
    from ``"\\ud800"``) become "?" and NUL is dropped, rather than failing the check.
    A key over ``MAX_KEY_BYTES`` of UTF-8 keeps its start plus a hash of the whole, so
    two long keys that differ only at the end stay two keys."""
    text = str(value).replace("\x00", "")
    encoded = text.encode("utf-8", "replace")
    if len(encoded) <= MAX_KEY_BYTES:
        return encoded.decode("utf-8")
    digest = hashlib.sha256(encoded).hexdigest()[:_KEY_DIGEST_CHARS]
    head = encoded[: MAX_KEY_BYTES - _KEY_DIGEST_CHARS - 4].decode("utf-8", "ignore")
    return f"{head}\u2026#{digest}"  # the ellipsis is 3 bytes, "#" one
