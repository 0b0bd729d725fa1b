"""Turn a token list into SimHash features: 64-bit mmh3 hashes with integer weights.

Weights are integers so that the bit accumulation is exact and independent of summation
order, numpy version or CPU: the same text gives the same fingerprint everywhere.
The weighting, ``((count - 0.5) x IDF) ** 1.25`` with the 0.5 ramped in over the first
150 distinct weighted words, is the one ``benchmarks/fingerprint.py`` chose (BENCHMARKS.md,
"Fingerprint"); the alternatives it measures are built by ``benchmarks/feature_schemes.py``.
"""

from __future__ import annotations

import importlib.util
from collections import Counter
from itertools import repeat
from pathlib import Path

import mmh3
import numpy as np

from scrapy_simhash.fingerprint.bits import MASK64
from scrapy_simhash.fingerprint.stopwords import ENGLISH_STOPWORDS

HASH_SEED = 0x5EED
# Weights are fixed-point with this many steps per unit, then multiplied as integers.
SCALE = 32
_HAN_FIRST, _HAN_LAST = "\u4e00", "\u9fd5"
# Numbers ("1", "2", "2026") recur in every kind of text: a low IDF, fixed-point.
NUMBER_IDF = 2 * SCALE
# Taken off every count (in units of the text's smallest count, so repeating a whole text
# keeps its fingerprint), in full from this many distinct weighted words on: words seen
# once, the ones a light edit adds or removes, weigh less against repeated ones.
COUNT_OFFSET = SCALE // 2
COUNT_OFFSET_WORDS = 150

_VOCABULARY_LIMIT = 1 << 20  # distinct words remembered before starting afresh
_idf_table: dict[str, int] | None = None
# Median of jieba's idf.txt in fixed point (11.97 * 32): the IDF of words the table
# lacks, and of every non-Chinese word. A constant, so English text never loads the
# table; tests check it against the table.
MEDIAN_IDF = 383


def token_hash(token: str) -> int:
    """Unsigned 64-bit mmh3 (x64, first half) of the token's UTF-8 bytes, fixed seed."""
    # Signed x64 output folded to unsigned: same bits, and fewer arguments to parse.
    return mmh3.hash64(token, HASH_SEED)[0] & MASK64


class _Vocabulary:
    """Words seen so far, each with its hash and IDF in numpy arrays indexed by word id.

    One dict lookup per distinct word of a document replaces hashing and IDF look-ups;
    the arrays grow by doubling so adding words stays amortised O(1).
    """

    def __init__(self) -> None:
        self.ids: dict[str, int] = {}
        self.hashes = np.empty(1024, np.uint64)
        self.idf = np.empty(1024, np.int64)

    def lookup(self, words: list[str]) -> np.ndarray:
        try:
            return np.fromiter(map(self.ids.__getitem__, words), np.intp, len(words))
        except KeyError:
            self._add(words)
            return np.fromiter(map(self.ids.__getitem__, words), np.intp, len(words))

    def _add(self, words: list[str]) -> None:
        new = [w for w in dict.fromkeys(words) if w not in self.ids]
        if len(self.ids) + len(new) > _VOCABULARY_LIMIT:
            self.ids.clear()
            new = list(dict.fromkeys(words))
        start, end = len(self.ids), len(self.ids) + len(new)
        if end > len(self.hashes):
            size = max(end, 2 * len(self.hashes))
            self.hashes = np.resize(self.hashes, size)
            self.idf = np.resize(self.idf, size)
        self.hashes[start:end] = [token_hash(w) for w in new]
        self.idf[start:end] = [idf(w) for w in new]
        self.ids.update(zip(new, range(start, end)))


_vocabulary = _Vocabulary()


def features(tokens: list[str]) -> tuple[np.ndarray, np.ndarray]:
    """Return ``(hashes uint64[n], weights int64[n])`` for the distinct weighted words of
    ``tokens`` (:func:`~scrapy_simhash.fingerprint.tokens.raw_words`; separators dropped)."""
    counts = Counter(tokens)
    counts.pop(" ", None)
    if not counts:
        return np.empty(0, np.uint64), np.empty(0, np.int64)
    words = list(counts)
    ids = _vocabulary.lookup(words)
    hashes, word_idf = _vocabulary.hashes[ids], _vocabulary.idf[ids]
    weights = np.fromiter(counts.values(), np.int64, len(words)) * SCALE
    weights -= count_offset(weights, word_idf > 0, COUNT_OFFSET, COUNT_OFFSET_WORDS)
    weights *= word_idf
    # w ** 1.25 as w * floor(w ** 0.25), two floored square roots: IEEE sqrt is correctly
    # rounded, so every machine agrees.
    weights = weights * np.floor(np.sqrt(np.floor(np.sqrt(weights)))).astype(np.int64)
    if not weights.all():  # stop words: no vote, so no row in the bit matrix
        keep = weights > 0
        hashes, weights = hashes[keep], weights[keep]
    return hashes, weights


def weighted_word_hashes(tokens: list[str]) -> np.ndarray:
    """The hashes of the distinct words :func:`features` gives a positive weight, in no
    particular order: the feature set of the minwise fingerprint.

    Counts and weights never decide membership (a word counted once keeps a positive
    weight; see :func:`count_offset`), only the word's IDF does, so this skips counting
    and weighing altogether.
    """
    distinct = set(tokens)
    distinct.discard(" ")
    distinct -= ENGLISH_STOPWORDS  # the only words without a weight (``has_weight``)
    # Each word hashed afresh, in one C-level pass: a cache of its hash (a dict of every
    # word seen) cost twice as much, its entries out of the processor's caches by the time
    # the next page reads them. ``hash_bytes`` gives the x64 hash's two halves, the first
    # (``token_hash``) first, little-endian on every machine (mmh3 4.0 on).
    digests = b"".join(map(mmh3.hash_bytes, distinct, repeat(HASH_SEED)))
    return np.frombuffer(digests, "<u8")[0::2]


def count_offset(tf: np.ndarray, weighted: np.ndarray, offset: int, full_at_words: int) -> int:
    """What to take off every fixed-point count ``tf`` of this text: ``offset`` (fixed
    point, below ``SCALE``) in units of the smallest count among the weighted words (1 in
    nearly every text), so a text repeated n times keeps its fingerprint; and, if
    ``full_at_words``, in proportion to the number of distinct weighted words up to that
    many: in a short text nearly every word occurs once, and discounting them all would
    leave the vote to the one or two words that repeat.
    """
    if not weighted.any():
        return 0
    offset = offset * int(tf[weighted].min()) // SCALE
    if full_at_words:
        distinct = int(weighted.sum())
        offset = offset * min(distinct, full_at_words) // full_at_words
    return offset


def is_han(token: str) -> bool:
    return _HAN_FIRST <= token[0] <= _HAN_LAST


def idf(token: str) -> int:
    """A word's fixed-point IDF: jieba's for Chinese words (single characters included:
    the table gives function words such as 的 little weight), 0 for English stop words,
    ``NUMBER_IDF`` for numbers, the table's median for everything else."""
    if is_han(token):
        return load_idf().get(token, MEDIAN_IDF)
    if token in ENGLISH_STOPWORDS:
        return 0
    return NUMBER_IDF if token.isdigit() else MEDIAN_IDF


def has_weight(token: str) -> bool:
    """``idf(token) > 0`` without the IDF table: every value in jieba's table is positive
    (a test checks), so only English stop words have none."""
    return token not in ENGLISH_STOPWORDS


def _jieba_data_path(*parts: str) -> Path:
    """A data file of the installed jieba package, found without importing jieba: its
    ``__init__`` costs ~80 ms, a worker's start-up that the first Chinese page waits for."""
    spec = importlib.util.find_spec("jieba")
    if spec is None or not spec.submodule_search_locations:
        raise ModuleNotFoundError("jieba is not installed", name="jieba")
    return Path(next(iter(spec.submodule_search_locations)), *parts)


def load_idf() -> dict[str, int]:
    """jieba's IDF table (``jieba/analyse/idf.txt``), fixed-point, loaded on first need."""
    global _idf_table
    if _idf_table is None:
        text = _jieba_data_path("analyse", "idf.txt").read_text(encoding="utf-8")
        # "word value" lines, words without spaces: one split beats parsing 270k lines
        # one by one (paid once per process).
        parts = text.split()
        if len(parts) % 2:
            raise ValueError("jieba's idf.txt is not 'word value' lines")
        _idf_table = dict(zip(parts[0::2], [round(float(v) * SCALE) for v in parts[1::2]]))
    return _idf_table
