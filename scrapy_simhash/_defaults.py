"""The defaults a crawl's settings and the Python API share, so that an index built
with one works with the other.

Chosen on benchmarks/minwise.py and benchmarks/neardup.py (BENCHMARKS.md): with the same
words, one-bit minwise hashes keep reposts and small edits within fewer bits than
SimHash while unrelated texts stay as far apart as random values; at distance 5 the
end-to-end benchmark keeps >= 90% of reposted articles exactly once, with no false
drop, in English and Chinese on every corpus seed measured.
"""

DEFAULT_FINGERPRINT = "minwise"
DEFAULT_MAX_DISTANCE = 5
