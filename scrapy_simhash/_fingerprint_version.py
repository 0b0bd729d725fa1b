"""Which text-to-fingerprint function this package computes (a module of its own so
the crawl process can read it without importing numpy and the segmenter)."""

#: Bump with every change that alters what ``simhash`` returns for some text (the golden
#: values in tests/test_fingerprint.py change then too): a crawl warns when its index
#: namespace holds fingerprints made by another version, which would rarely match.
#: "1" was ``(count x IDF) ** 1.5`` without credit-line stripping (up to 2026-11-21).
FINGERPRINT_VERSION = "2"
