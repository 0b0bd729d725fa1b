"""SimHash with other feature weightings than the package's, for the fingerprint benchmarks.

The package computes one weighting (``scrapy_simhash.fingerprint.features``); the
benchmarks that chose it (``fingerprint.py``, ``neardup.py``) compare it with the schemes
below. ``simhash(text, DEFAULT_SCHEME)`` equals the package's ``simhash(text)``
(``tests/unit/test_feature_schemes.py``), so the sweep measures the shipped fingerprint.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from itertools import pairwise
from typing import Literal

import numpy as np

from scrapy_simhash.extract.credits import strip_credit_lines
from scrapy_simhash.fingerprint.features import (
    MEDIAN_IDF,
    SCALE,
    count_offset,
    is_han,
    load_idf,
    token_hash,
)
from scrapy_simhash.fingerprint.stopwords import ENGLISH_STOPWORDS
from scrapy_simhash.fingerprint.text import combine
from scrapy_simhash.fingerprint.tokens import raw_words


@dataclass(frozen=True)
class FeatureScheme:
    """How tokens become weighted features.

    ``tf``: term-frequency factor (``count``, ``log`` = 1 + ln(count), ``binary``).
    ``idf``: multiply by jieba's IDF for Chinese words; other words get the median IDF,
    English stop words ``stop_idf``, numbers ``number_idf``. Without it every word has
    weight 1 times ``tf``.
    ``min_han_len``: drop Chinese words shorter than this (jieba's keyword recipe uses 2).
    ``top_k``: keep only the k heaviest features (None keeps all).
    ``bigrams``: add adjacent word pairs as extra features.
    ``idf_power`` / ``tf_power``: raise the IDF / term-frequency factor alone to this power.
    ``power``: raise each weight to this power (1, 1.25, 1.5, 2 or 3), concentrating the
    vote on the heaviest features.
    ``tf_offset``: subtracted from every count (``count`` tf only), in units of the text's
    smallest count; with ``tf_offset_words`` it grows linearly with the number of distinct
    weighted words and reaches ``tf_offset`` at this many
    (``scrapy_simhash.fingerprint.features.count_offset``).
    ``credit_lines``: drop short credit lines at the edges of the text first.
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


#: The package's weighting. The field defaults stay the former plain scheme,
#: (count x IDF) ** 1.5, so benchmark variants are spelled out.
DEFAULT_SCHEME = FeatureScheme(
    credit_lines=True, tf_offset=0.5, tf_offset_words=150, power=1.25, min_han_len=1
)

_words: dict[tuple[float, float, int], dict[str, tuple[int, int]]] = {}


def simhash(text: str, scheme: FeatureScheme) -> int:
    """The 64-bit SimHash of ``text`` with features weighted by ``scheme``."""
    if scheme.credit_lines:
        text = strip_credit_lines(text)
    return combine(*features(raw_words(text), scheme))


def features(tokens: list[str], scheme: FeatureScheme) -> tuple[np.ndarray, np.ndarray]:
    """``(hashes uint64[n], weights int64[n])`` of the distinct features of ``tokens``."""
    if not scheme.idf or scheme.bigrams:
        # Only the IDF step (weight 0) drops short words after counting; bigrams also
        # need them gone before pairing.
        tokens = [t for t in tokens if t != " " and (len(t) >= scheme.min_han_len or not is_han(t))]
    counts = Counter(tokens)
    counts.pop(" ", None)
    if scheme.bigrams:
        counts.update(f"{a} {b}" for a, b in pairwise(tokens))
    if not counts:
        return np.empty(0, np.uint64), np.empty(0, np.int64)
    known = _words.setdefault((scheme.stop_idf, scheme.number_idf, scheme.min_han_len), {})
    for word in counts.keys() - known.keys():
        known[word] = (token_hash(word), _idf(word, scheme))
    hashes = np.array([known[w][0] for w in counts], np.uint64)
    idf = np.array([known[w][1] for w in counts], np.int64)
    weights = _tf(np.fromiter(counts.values(), np.int64, len(counts)), scheme.tf)
    if scheme.tf_offset and scheme.tf == "count":
        weights -= count_offset(weights, idf > 0, round(scheme.tf_offset * SCALE),
                                scheme.tf_offset_words)
    if scheme.tf_power != 1:
        weights = weights**scheme.tf_power // SCALE ** (scheme.tf_power - 1)
    if scheme.idf:
        weights *= idf**scheme.idf_power
    if scheme.power == 1.5:
        weights = weights * np.floor(np.sqrt(weights)).astype(np.int64)
    elif scheme.power == 1.25:
        weights = weights * np.floor(np.sqrt(np.floor(np.sqrt(weights)))).astype(np.int64)
    elif scheme.power != 1:
        weights = weights ** int(scheme.power)
    keep = weights > 0
    hashes, weights = hashes[keep], weights[keep]
    if scheme.top_k is not None and len(weights) > scheme.top_k:
        # Heaviest first; ties broken by hash so the cut is the same on every machine.
        heaviest = np.lexsort((hashes, -weights))[: scheme.top_k]
        hashes, weights = hashes[heaviest], weights[heaviest]
    return hashes, weights


def _tf(counts: np.ndarray, kind: str) -> np.ndarray:
    if kind == "count":
        return counts * SCALE
    if kind == "binary":
        return np.full_like(counts, SCALE)
    return np.array([round((1 + math.log(int(c))) * SCALE) for c in counts], np.int64)


def _idf(token: str, scheme: FeatureScheme) -> int:
    if " " in token:  # bigram: as informative as its rarer word
        return max(_idf(part, scheme) for part in token.split(" "))
    if is_han(token):
        return load_idf().get(token, MEDIAN_IDF) if len(token) >= scheme.min_han_len else 0
    if token in ENGLISH_STOPWORDS:
        return round(scheme.stop_idf * SCALE)
    if token.isdigit():
        return round(scheme.number_idf * SCALE)
    return MEDIAN_IDF
