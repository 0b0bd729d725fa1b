"""64-bit fingerprints of a text (SimHash; :func:`minwise`, a crawl's default), Hamming
distance, and helpers to store and show fingerprints.

The steps (credit lines, normalisation, words, weights) are the README's "How it works"
and live in this package's modules (``features`` holds the weighting); the choices are
measured in BENCHMARKS.md. The value depends only on the text: no salted ``hash()``,
integer weights, exact sums and a fixed byte order, so every process, machine and Python
version computes the same number (golden values are pinned in
``tests/unit/test_fingerprint.py``).

Custom Chinese words (``add_word``, ``load_userdict``; README, "Custom words for
Chinese") keep a term in one piece; add them before the crawl starts, as a word added
later changes the fingerprints of texts containing it.
"""

from __future__ import annotations

import numpy as np

from scrapy_simhash.extract.credits import strip_credit_lines
from scrapy_simhash.fingerprint.bits import (
    BITS,
    fingerprint_hex,
    from_signed64,
    hamming_distance,
    to_signed64,
)
from scrapy_simhash.fingerprint.features import features, weighted_word_hashes
from scrapy_simhash.fingerprint.minhash import combine_minwise
from scrapy_simhash.fingerprint.segment import add_word, load_userdict
from scrapy_simhash.fingerprint.tokens import raw_words
from scrapy_simhash.fingerprint.version import FINGERPRINT_VERSION

__all__ = [
    "BITS",
    "EMPTY_FINGERPRINT",
    "FINGERPRINT_FUNCTIONS",
    "FINGERPRINT_VERSION",
    "add_word",
    "fingerprint_hex",
    "from_signed64",
    "hamming_distance",
    "load_userdict",
    "minwise",
    "simhash",
    "to_signed64",
]

_EXACT_FLOAT_LIMIT = 1 << 53

#: The fingerprint of a text with no weighted word (empty, whitespace, punctuation, or
#: only English function words): 0. All such texts share it, so it says nothing about
#: duplication: callers skip (not index) them (``fingerprint_text`` returns None). Any
#: other text gives 0 only if all 64 of its bit votes are <= 0 (probability about 2**-64).
EMPTY_FINGERPRINT = 0


def text_words(text: str) -> list[str]:
    """The words a fingerprint of ``text`` reads: credit lines left out, separators in
    (:func:`~scrapy_simhash.fingerprint.tokens.raw_words`)."""
    return raw_words(strip_credit_lines(text))


def simhash(text: str) -> int:
    """Return the unsigned 64-bit SimHash of ``text`` (``EMPTY_FINGERPRINT`` if it has no words)."""
    return _simhash_of(text_words(text))


def minwise(text: str) -> int:
    """Return 64 one-bit minwise hashes (:mod:`~scrapy_simhash.fingerprint.minhash`) of the
    words :func:`simhash` weighs, as a set (``EMPTY_FINGERPRINT`` if there are none): a
    crawl's default fingerprint. Not comparable with :func:`simhash` values: an index
    namespace holds one kind (its label says which).
    """
    return _minwise_of(text_words(text))


def _simhash_of(words: list[str]) -> int:
    return combine(*features(words))


def _minwise_of(words: list[str]) -> int:
    return combine_minwise(weighted_word_hashes(words))


#: The fingerprint functions a crawl can use (``SIMHASH_FINGERPRINT``), by name.
FINGERPRINT_FUNCTIONS = {"simhash": simhash, "minwise": minwise}
#: The same of a text's :func:`text_words`, for a caller that reads them too.
WORDS_FINGERPRINT_FUNCTIONS = {"simhash": _simhash_of, "minwise": _minwise_of}


def combine(hashes: np.ndarray, weights: np.ndarray) -> int:
    """Bit i of the result is set iff the weights of features with bit i set outweigh the rest."""
    if hashes.size == 0:
        return EMPTY_FINGERPRINT
    # float64 adds integers exactly below 2**53, so the BLAS product below is exact and
    # independent of summation order; only absurdly long texts need their weights cut.
    while int(weights.sum()) >= _EXACT_FLOAT_LIMIT:
        weights = weights >> 8
    # Little-endian bytes and bit order: bit i of each hash lands in column i on any CPU.
    bits = np.unpackbits(
        hashes.astype("<u8").view(np.uint8).reshape(-1, 8), axis=1, bitorder="little"
    )
    # sum(w * (+1 if bit else -1)) = 2 * sum(w where bit) - sum(w)
    votes = 2 * (weights.astype(np.float64) @ bits) - float(weights.sum())
    packed = np.packbits(votes > 0, bitorder="little")
    return int.from_bytes(packed.tobytes(), "little")
