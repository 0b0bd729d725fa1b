"""The fingerprint functions by name, their version labels and the default one (a module
of its own so the crawl process can read them without importing numpy and the segmenter)."""

from __future__ import annotations

#: Bump with every change that alters what ``simhash`` returns for some text (the golden
#: values in tests/unit/test_fingerprint.py change then too): a crawl warns when its index
#: namespace holds fingerprints made by another version, which would rarely match.
FINGERPRINT_VERSION = "2"

#: The label of each fingerprint function (``SIMHASH_FINGERPRINT``); ``minwise`` is
#: versioned apart, its values having nothing in common with SimHash's.
FINGERPRINT_VERSIONS = {"simhash": FINGERPRINT_VERSION, "minwise": "minwise-1"}
FINGERPRINTS = tuple(FINGERPRINT_VERSIONS)

#: The fingerprint a crawl and the Python API compute unless told otherwise (chosen on
#: benchmarks/minwise.py and benchmarks/neardup.py; see BENCHMARKS.md).
DEFAULT_FINGERPRINT = "minwise"

LABEL = "fingerprint_version"

