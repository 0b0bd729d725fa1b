"""64-bit fingerprints of a text (SimHash; :func:`minwise`, a crawl's default), Hamming
distance, and helpers to store and show fingerprints.

Pipeline: short credit, source and copyright lines at the start and end dropped -> NFKC
width folding and casefold -> words (Chinese through jieba's dictionary, run by rjieba;
other scripts split on non-letters) -> one feature per distinct word, weighted
``((count - 0.5) x IDF) ** 1.25`` -> mmh3 64-bit hash per word -> weighted vote per bit.
IDF is jieba's table for Chinese words (single-character words included: the table
gives the function words among them little weight); other words get the table's
median, English function words 0 and numbers 2. Taking 0.5 off every count leans the
vote towards the words an article repeats, which small edits rarely touch, without
letting the top word take over; in texts with fewer than 150 distinct weighted words
the 0.5 shrinks in proportion, because there nearly every word occurs once. See
BENCHMARKS.md for the measurements behind each choice.

The value depends only on the text: no salted ``hash()``, integer weights, exact sums
and a fixed byte order, so every process, machine and Python version computes the same
number (golden values are pinned in ``tests/unit/test_fingerprint.py``).

Custom words (names, brands, jargon) keep a Chinese term in one piece, so an edit next
to it cannot split it differently::

    from scrapy_simhash.fingerprint import add_word, load_userdict

    add_word("云溪轨道交通")            # frequency chosen so the word is cut out whole
    add_word("北延段", freq=2000)
    load_userdict("userdict.txt")      # jieba format: "word [freq] [tag]" per line, UTF-8

Both update jieba and the fast segmenter (rjieba) together. Only words made of Han
characters matter (Latin words are split on non-letters anyway). Add words before the
crawl starts: a word added later changes the fingerprints of texts containing it.
Words added with ``jieba.add_word`` / ``jieba.load_userdict`` directly are honoured
too, but switch segmentation to pure-Python jieba (about 30x slower).
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
#: only English function words): 0. All such texts share
#: it, so it says nothing about duplication: callers should check
#: ``fp == EMPTY_FINGERPRINT`` and skip (not index) those texts. Any other text gives 0
#: only if all 64 of its bit votes are <= 0 (probability about 2**-64).
EMPTY_FINGERPRINT = 0


def simhash(text: str) -> int:
    """Return the unsigned 64-bit SimHash of ``text`` (``EMPTY_FINGERPRINT`` if it has no words)."""
    return combine(*features(raw_words(strip_credit_lines(text))))


def minwise(text: str) -> int:
    """Return 64 one-bit minwise hashes of the words :func:`simhash` weighs, as a set
    (``EMPTY_FINGERPRINT`` if there are none): a crawl's default fingerprint
    (``SIMHASH_FINGERPRINT = "minwise"``).

    Same text pipeline as :func:`simhash` (credit lines, normalisation, jieba words, the
    words with a positive weight), but each bit is a minwise hash
    (:mod:`scrapy_simhash.fingerprint.minhash`), so an edit touching a share f of the words moves
    about 32 f bits instead of SimHash's square-root growth. Not comparable with
    :func:`simhash` values: an index namespace holds one kind (its label says which).
    """
    return combine_minwise(weighted_word_hashes(raw_words(strip_credit_lines(text))))


#: The fingerprint functions a crawl can use (``SIMHASH_FINGERPRINT``), by name.
FINGERPRINT_FUNCTIONS = {"simhash": simhash, "minwise": minwise}


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
