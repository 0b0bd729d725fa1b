"""Which text-to-fingerprint function this package computes, and the index namespace
label that records it (a module of its own so the crawl process can read it without
importing numpy and the segmenter)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from scrapy_simhash.index import SimHashIndex

#: Bump with every change that alters what ``simhash`` returns for some text (the golden
#: values in tests/test_fingerprint.py change then too): a crawl warns when its index
#: namespace holds fingerprints made by another version, which would rarely match.
#: "1" was ``(count x IDF) ** 1.5`` without credit-line stripping (up to 2026-11-21).
FINGERPRINT_VERSION = "2"

#: The label of each fingerprint function (``SIMHASH_FINGERPRINT``); ``minwise`` is
#: versioned apart, its values having nothing in common with SimHash's.
FINGERPRINT_VERSIONS = {"simhash": FINGERPRINT_VERSION, "minwise": "minwise-1"}
FINGERPRINTS = tuple(FINGERPRINT_VERSIONS)

LABEL = "fingerprint_version"


def foreign_fingerprints(index: SimHashIndex) -> str | None:
    """None if the namespace's fingerprints are made by the version ``index`` is opened
    for (labelling a new, empty namespace as such); else which version made them."""
    current = FINGERPRINT_VERSIONS[index.fingerprint]
    stored = index.label(LABEL)
    if stored == current:
        return None
    if stored is None:
        if index.count() == 0:
            index.set_label(LABEL, current)
            return None
        return "an earlier version (1)"
    return f"version {stored}"
