"""Text to 64-bit fingerprint: words, features, SimHash and one-bit minwise hashes.

The public names are loaded from ``fingerprint.text`` on first use, so that the crawl
process can read ``fingerprint.version`` without importing numpy and the segmenter.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

__all__ = [
    "BITS",
    "EMPTY_FINGERPRINT",
    "FINGERPRINT_FUNCTIONS",
    "add_word",
    "fingerprint_hex",
    "from_signed64",
    "hamming_distance",
    "load_userdict",
    "minwise",
    "simhash",
    "to_signed64",
]

if TYPE_CHECKING:
    from scrapy_simhash.fingerprint.text import (
        BITS,
        EMPTY_FINGERPRINT,
        FINGERPRINT_FUNCTIONS,
        add_word,
        fingerprint_hex,
        from_signed64,
        hamming_distance,
        load_userdict,
        minwise,
        simhash,
        to_signed64,
    )


def __getattr__(name: str) -> Any:
    if name not in __all__:
        raise AttributeError(f"module 'scrapy_simhash.fingerprint' has no attribute {name!r}")
    value = getattr(import_module("scrapy_simhash.fingerprint.text"), name)
    globals()[name] = value
    return value
