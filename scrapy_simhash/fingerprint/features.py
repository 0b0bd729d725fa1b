"""Turn a token list into SimHash features: 64-bit mmh3 hashes with integer weights.

Weights are integers so that the bit accumulation is exact and independent of summation
order, numpy version or CPU: the same text gives the same fingerprint everywhere.
Which weighting is used was chosen by ``benchmarks/fingerprint.py`` (see BENCHMARKS.md);
the alternatives stay selectable through :class:`FeatureScheme` so the choice can be
re-measured.
"""

from __future__ import annotations

import importlib.util
import math
from collections import Counter
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path
from typing import Literal

import mmh3
import numpy as np

from scrapy_simhash.fingerprint.stopwords import ENGLISH_STOPWORDS

HASH_SEED = 0x5EED
# Weights are fixed-point with this many steps per unit, then multiplied as integers.
_SCALE = 32
_HAN_FIRST, _HAN_LAST = "\u4e00", "\u9fd5"


@dataclass(frozen=True)
class FeatureScheme:
    """How tokens become weighted features.

    ``tf``: term-frequency factor (``count``, ``log`` = 1 + ln(count), ``binary``).
    ``idf``: multiply by jieba's IDF for Chinese words; other words get the median IDF,
    English stop words ``stop_idf``. Without it every word has weight 1 times ``tf``.
    ``min_han_len``: drop Chinese words shorter than this (jieba's keyword recipe uses 2).
    ``top_k``: keep only the k heaviest features (None keeps all).
    ``bigrams``: add adjacent word pairs as extra features.
    ``idf_power`` / ``tf_power``: raise the IDF / term-frequency factor alone to this power.
    ``power``: raise each weight to this power (1, 1.5, 2 or 3), concentrating the vote
    on the heaviest features (SimHash bits flip with the angle between weight vectors,
    so what matters is the share of the vector's length held by edited words); 1.25 too.
    ``tf_offset``: subtracted from every count before weighting (``count`` tf only), so
    words seen once (the ones a light edit adds or removes) weigh less against repeated
    ones without the top word taking over, as a higher ``power`` does.
    The offset is counted in units of the text's smallest count, so repeating a whole
    text does not change its fingerprint.
    ``tf_offset_words``: if set, the offset grows linearly with the number of distinct
    weighted words of the text and reaches ``tf_offset`` at this many.
    ``credit_lines``: drop short credit, source and copyright lines among the first and
    last lines of the text before counting (:mod:`scrapy_simhash.extract.credits`).
    """

    tf: Literal["count", "log", "binary"] = "count"
    idf: bool = True
    stop_idf: float = 0.0
    number_idf: float = 2.0
    min_han_len: int = 2
    top_k: int | None = None
    bigrams: bool = False
    power: float = 1.5
    idf_power: int = 1
    tf_power: int = 1
    tf_offset: float = 0.0
    tf_offset_words: int = 0
    credit_lines: bool = False

    def __post_init__(self) -> None:
        if not 0 <= self.tf_offset < 1:
            raise ValueError(f"tf_offset must be in [0, 1), not {self.tf_offset!r}")


# Chosen on evidence (BENCHMARKS.md, "Fingerprint"): count x IDF, English stop words and
# numbers down-weighted; credit lines at the edges dropped; counts less 0.5 (ramped in
# over the first 150 distinct weighted words, so short texts are not left to their one
# repeated word) and the weight raised to 1.25; Chinese single-character words kept with
# jieba's IDF (low for function words such as 的). Against the former default,
# (count x IDF) ** 1.5 without single characters, it keeps more lightly edited copies
# within 3 bits and halves the unrelated pairs within k90 (benchmarks/fingerprint.py,
# 6 edit seeds). The field defaults stay the plain scheme so benchmark variants are explicit.
DEFAULT_SCHEME = FeatureScheme(
    credit_lines=True, tf_offset=0.5, tf_offset_words=150, power=1.25, min_han_len=1
)

_VOCABULARY_LIMIT = 1 << 20  # distinct words remembered before starting afresh
_idf_table: dict[str, int] | None = None
# Median of jieba's idf.txt in fixed point (11.97 * 32): the IDF of words the table
# lacks, and of every non-Chinese word. A constant, so English text never loads the
# table; tests check it against the table.
MEDIAN_IDF = 383


def token_hash(token: str) -> int:
    """Unsigned 64-bit mmh3 (x64, first half) of the token's UTF-8 bytes, fixed seed."""
    # Signed x64 output folded to unsigned: same bits, and fewer arguments to parse.
    return mmh3.hash64(token, HASH_SEED)[0] & 0xFFFF_FFFF_FFFF_FFFF


class _Vocabulary:
    """Words seen so far, each with its hash and IDF in numpy arrays indexed by word id.

    One dict lookup per distinct word of a document replaces hashing and IDF look-ups;
    the arrays grow by doubling so adding words stays amortised O(1).
    """

    def __init__(self, scheme: FeatureScheme) -> None:
        self.scheme = scheme
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
        self.idf[start:end] = [_idf(w, self.scheme) for w in new]
        self.ids.update(zip(new, range(start, end)))


_vocabularies: dict[tuple[float, float, int], _Vocabulary] = {}


class _FeatureSet:
    """Words seen so far split by whether they have a weight (a positive IDF): the
    positive ones with their hash. The feature set of a text is then one set difference
    and one dict lookup per kept word, all in C; and, as only the sign of each IDF
    matters, jieba's IDF table (~35 MB, ~0.15 s to load) is never read."""

    def __init__(self, scheme: FeatureScheme) -> None:
        self.scheme = scheme
        self.positive: dict[str, int] = {}
        self.unweighted: set[str] = set()

    def hashes(self, distinct: set[str]) -> np.ndarray:
        """The hashes of the words of ``distinct`` that have a weight; consumes ``distinct``."""
        distinct -= self.unweighted
        try:
            return np.fromiter(map(self.positive.__getitem__, distinct), np.uint64, len(distinct))
        except KeyError:
            self._add(distinct)
            distinct -= self.unweighted
            return np.fromiter(map(self.positive.__getitem__, distinct), np.uint64, len(distinct))

    def _add(self, words: set[str]) -> None:
        new = [w for w in words if w not in self.positive]
        if len(self.positive) + len(self.unweighted) + len(new) > _VOCABULARY_LIMIT:
            self.positive.clear()
            self.unweighted.clear()
            new = list(words)
        for word in new:
            if _has_weight(word, self.scheme):
                self.positive[word] = token_hash(word)
            else:
                self.unweighted.add(word)


_feature_sets: dict[tuple[float, float, int], _FeatureSet] = {}


def _cache_key(scheme: FeatureScheme) -> tuple[float, float, int]:
    """What a word's hash and IDF depend on: schemes that agree on it share word caches."""
    return (scheme.stop_idf, scheme.number_idf, scheme.min_han_len)


def _vocabulary(scheme: FeatureScheme) -> _Vocabulary:
    key = _cache_key(scheme)
    vocabulary = _vocabularies.get(key)
    if vocabulary is None:
        vocabulary = _vocabularies[key] = _Vocabulary(scheme)
    return vocabulary


def features(
    tokens: list[str], scheme: FeatureScheme = DEFAULT_SCHEME
) -> tuple[np.ndarray, np.ndarray]:
    """Return ``(hashes uint64[n], weights int64[n])`` for the distinct features of ``tokens``.

    ``tokens`` may be :func:`~scrapy_simhash.fingerprint.tokens.raw_words`: separators and Chinese
    words shorter than ``scheme.min_han_len`` are dropped here.
    """
    if not scheme.idf or scheme.bigrams:
        # Only the IDF step (weight 0) drops short words after counting; bigrams also
        # need them gone before pairing.
        tokens = [
            t for t in tokens if t != " " and (len(t) >= scheme.min_han_len or not _is_han(t))
        ]
    counts = Counter(tokens)
    counts.pop(" ", None)
    if scheme.bigrams:
        counts.update(f"{a} {b}" for a, b in pairwise(tokens))
    if not counts:
        return np.empty(0, np.uint64), np.empty(0, np.int64)
    words = list(counts)
    vocabulary = _vocabulary(scheme)
    ids = vocabulary.lookup(words)
    hashes = vocabulary.hashes[ids]
    weights = _tf(np.fromiter(counts.values(), np.int64, len(words)), scheme.tf)
    if scheme.tf_offset and scheme.tf == "count":
        weights -= _count_offset(weights, vocabulary.idf[ids] > 0, scheme)
    if scheme.tf_power != 1:
        weights = weights**scheme.tf_power // _SCALE ** (scheme.tf_power - 1)
    if scheme.idf:
        idf = vocabulary.idf[ids]
        weights *= idf**scheme.idf_power if scheme.idf_power != 1 else idf
    if scheme.power == 1.5:
        # w * floor(sqrt(w)): IEEE sqrt is correctly rounded, so every machine agrees.
        weights = weights * np.floor(np.sqrt(weights)).astype(np.int64)
    elif scheme.power == 1.25:
        # w * floor(w ** 0.25), as two floored square roots: exact on every machine.
        weights = weights * np.floor(np.sqrt(np.floor(np.sqrt(weights)))).astype(np.int64)
    elif scheme.power != 1:
        weights = weights ** int(scheme.power)
    if not weights.all():  # stop words: no vote, so no row in the bit matrix
        keep = weights > 0
        hashes, weights = hashes[keep], weights[keep]
    if scheme.top_k is not None and len(weights) > scheme.top_k:
        # Heaviest first; ties broken by hash so the cut is the same on every machine.
        heaviest = np.lexsort((hashes, -weights))[: scheme.top_k]
        hashes, weights = hashes[heaviest], weights[heaviest]
    return hashes, weights


def weighted_word_hashes(tokens: list[str], scheme: FeatureScheme = DEFAULT_SCHEME) -> np.ndarray:
    """The hashes of the distinct words :func:`features` gives a positive weight under
    ``scheme``, in no particular order: the feature set of the minwise fingerprint.

    Under a scheme with IDF, counts and weights never decide membership (a word counted
    once keeps a positive weight; see :func:`_count_offset`), only the word's IDF does,
    so this skips counting and weighing altogether.
    """
    if not scheme.idf or scheme.bigrams or scheme.top_k is not None:
        hashes, _ = features(tokens, scheme)
        return hashes
    distinct = set(tokens)
    distinct.discard(" ")
    key = _cache_key(scheme)
    feature_set = _feature_sets.get(key)
    if feature_set is None:
        feature_set = _feature_sets[key] = _FeatureSet(scheme)
    return feature_set.hashes(distinct)


def _count_offset(tf: np.ndarray, weighted: np.ndarray, scheme: FeatureScheme) -> int:
    """What ``tf_offset`` takes off every fixed-point count of this text.

    In units of the smallest count among the weighted words (1 in nearly every text), so
    a text repeated n times keeps its fingerprint; and, with ``tf_offset_words``, in
    proportion to the number of distinct weighted words up to that many: in a short text
    nearly every word occurs once, and discounting them all would leave the vote to the
    one or two words that repeat.
    """
    if not weighted.any():
        return 0
    offset = round(scheme.tf_offset * _SCALE) * int(tf[weighted].min()) // _SCALE
    if scheme.tf_offset_words:
        distinct = int(weighted.sum())
        offset = offset * min(distinct, scheme.tf_offset_words) // scheme.tf_offset_words
    return offset


def _tf(counts: np.ndarray, kind: str) -> np.ndarray:
    if kind == "count":
        return counts * _SCALE
    if kind == "binary":
        return np.full_like(counts, _SCALE)
    return np.array([_log_tf(int(c)) for c in counts], np.int64)


_LOG_TF = [0] + [round((1 + math.log(c)) * _SCALE) for c in range(1, 257)]


def _log_tf(count: int) -> int:
    return _LOG_TF[count] if count < len(_LOG_TF) else round((1 + math.log(count)) * _SCALE)


def _is_han(token: str) -> bool:
    return _HAN_FIRST <= token[0] <= _HAN_LAST


def _idf(token: str, scheme: FeatureScheme) -> int:
    if " " in token:  # bigram: as informative as its rarer word
        return max(_idf(part, scheme) for part in token.split(" "))
    if _is_han(token):
        if len(token) < scheme.min_han_len:
            return 0
        table = _load_idf()
        return table.get(token, MEDIAN_IDF)
    if token in ENGLISH_STOPWORDS:
        return round(scheme.stop_idf * _SCALE)
    if token.isdigit():
        # Counts, dates and list numbers ("1", "2", "2026") recur in every kind of text.
        return round(scheme.number_idf * _SCALE)
    return MEDIAN_IDF


def _has_weight(token: str, scheme: FeatureScheme) -> bool:
    """``_idf(token, scheme) > 0`` without the IDF table: every value in jieba's table
    is positive (a test checks), so a Chinese word has a weight iff it is long enough."""
    if " " in token:
        return any(_has_weight(part, scheme) for part in token.split(" "))
    if _is_han(token):
        return len(token) >= scheme.min_han_len
    if token in ENGLISH_STOPWORDS:
        return round(scheme.stop_idf * _SCALE) > 0
    if token.isdigit():
        return round(scheme.number_idf * _SCALE) > 0
    return MEDIAN_IDF > 0


def load_idf_table() -> None:
    """Load the IDF table now rather than on the first Chinese text."""
    _load_idf()


def _jieba_data_path(*parts: str) -> Path:
    """A data file of the installed jieba package, found without importing jieba: its
    ``__init__`` costs ~80 ms, a worker's start-up that the first Chinese page waits for."""
    spec = importlib.util.find_spec("jieba")
    if spec is None or not spec.submodule_search_locations:
        raise ModuleNotFoundError("jieba is not installed", name="jieba")
    return Path(next(iter(spec.submodule_search_locations)), *parts)


def _load_idf() -> dict[str, int]:
    """jieba's IDF table (``jieba/analyse/idf.txt``), fixed-point, loaded on first need."""
    global _idf_table
    if _idf_table is None:
        text = _jieba_data_path("analyse", "idf.txt").read_text(encoding="utf-8")
        # "word value" lines, words without spaces: one split is ~40% faster than
        # parsing line by line (270k lines, paid once per process).
        parts = text.split()
        if len(parts) % 2:
            raise ValueError("jieba's idf.txt is not 'word value' lines")
        _idf_table = dict(zip(parts[0::2], [round(float(v) * _SCALE) for v in parts[1::2]]))
    return _idf_table
