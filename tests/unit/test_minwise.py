"""The opt-in minwise fingerprint: pinned values, set semantics, and the vectorised
combination against its per-bit definition."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scrapy_simhash.fingerprint.minhash import FINALISER, MULTIPLIERS, OFFSETS, combine_minwise
from scrapy_simhash.fingerprint.text import (
    EMPTY_FINGERPRINT,
    FINGERPRINT_FUNCTIONS,
    hamming_distance,
    minwise,
    simhash,
)

ROOT = Path(__file__).resolve().parents[2]
U64 = st.integers(min_value=0, max_value=2**64 - 1)
M64 = 2**64 - 1

# Pinned on purpose: stored minwise fingerprints must keep matching new ones.
GOLDEN = {
    "The quick brown fox jumps over the lazy dog near the riverbank.": 0xA75C36E2B4677D37,
    "云溪市轨道交通集团宣布，地铁4号线北延段将于12月28日上午10时开通初期运营。": 0x48B574311C98279F,
    "OpenAI发布了GPT模型，售价99美元，详情见 https://example.com/news?id=42 。": 0xD366A48A26E4AE18,
    (
        "The tram line opens in May. The tram runs every six minutes and the line has "
        "twelve stops.\n(Reporting by J. Smith; editing by the city desk)"
    ): 0xBEEB99232935F171,
}


@pytest.mark.parametrize("text", list(GOLDEN))
def test_golden_values(text: str) -> None:
    assert minwise(text) == GOLDEN[text]


def test_same_values_in_a_process_with_another_hash_seed() -> None:
    code = (
        "import json, sys\n"
        "from scrapy_simhash.fingerprint.text import minwise\n"
        "print(json.dumps([minwise(t) for t in json.loads(sys.stdin.read())]))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], input=json.dumps(list(GOLDEN)),
        env={**os.environ, "PYTHONHASHSEED": "4321"}, capture_output=True, text=True,
        check=True, cwd=ROOT,
    )
    assert json.loads(result.stdout) == list(GOLDEN.values())


def test_both_functions_are_selectable_by_name() -> None:
    assert FINGERPRINT_FUNCTIONS == {"simhash": simhash, "minwise": minwise}
    text = next(iter(GOLDEN))
    assert minwise(text) != simhash(text)


@pytest.mark.parametrize("text", ["", " \n\t", "，。！？", "The of and, or to it."])
def test_text_without_weighted_words_gets_the_empty_fingerprint(text: str) -> None:
    assert minwise(text) == EMPTY_FINGERPRINT


def test_only_the_set_of_words_matters() -> None:
    text = "Rail strike halts trains across the region as unions reject the pay offer"
    assert minwise(text) == minwise(f"{text}. {text}.")  # repetition
    assert minwise(text) == minwise(" ".join(reversed(text.split())))  # order
    assert minwise(text) == minwise(text.upper().replace(" ", "  "))  # case, spacing


def test_one_changed_word_in_an_article_moves_few_bits() -> None:
    path = ROOT / "benchmarks" / "data" / "zh_articles" / "part1.jsonl"
    row = json.loads(path.read_text(encoding="utf-8").splitlines()[0])
    zh = "\n\n".join(row["paragraphs"])
    english = (
        "The city council approved the new tram line on Tuesday after a long debate. "
        "Construction of the twelve stops starts in spring, and the first trams should "
        "carry passengers within three years, officials said. Residents along the route "
        "asked for quieter rails and more trees; the council promised both, and a review "
        "of the timetable once the line opens. The budget includes new depots, a bridge "
        "over the river and a park-and-ride site near the motorway junction."
    )
    for text, old, new in ((english, "quieter", "smoother"), (zh, "，", "，据悉，")):
        edited = text.replace(old, new, 1)
        assert edited != text
        assert hamming_distance(minwise(text), minwise(edited)) <= 3
    assert hamming_distance(minwise(english), minwise(zh)) > 10


def _reference_combine(hashes: list[int]) -> int:
    """The definition, one permutation and one feature at a time in Python integers."""

    def finalise(value: int) -> int:
        value ^= value >> 33
        value = (value * FINALISER) & M64
        return value ^ (value >> 33)

    fp = 0
    for bit in range(64):
        a, b = int(MULTIPLIERS[bit]), int(OFFSETS[bit])
        smallest = min(finalise((a * h + b) & M64) for h in hashes)
        fp |= (finalise(smallest) & 1) << bit
    return fp


@settings(max_examples=100, deadline=None)
@given(st.lists(U64, min_size=1, max_size=40))
def test_vectorised_combination_matches_the_per_bit_definition(hashes: list[int]) -> None:
    assert combine_minwise(np.array(hashes, np.uint64)) == _reference_combine(hashes)


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=300))
def test_any_text_gives_an_unsigned_64_bit_value(text: str) -> None:
    fp = minwise(text)
    assert 0 <= fp < 2**64
    assert fp == minwise(text)


def test_constants_are_odd_multipliers_derived_from_fixed_strings() -> None:
    import mmh3

    assert all(int(a) & 1 for a in MULTIPLIERS)
    assert int(OFFSETS[7]) == mmh3.hash64("minwise-b-7", 0)[0] & M64
    assert len(set(map(int, MULTIPLIERS))) == 64


_MIXED_WORDS = st.sampled_from(
    ["the", "and", "tram", "Line", "2026", "12", "的", "是", "了", "地铁", "北延段", "开通",
     "运营", "云溪", "OpenAI", "GPT", "café", "über", "Москва", "，", "。", " ", "\n"]
)


@settings(max_examples=150, deadline=None)
@given(st.lists(_MIXED_WORDS, max_size=60).map("".join))
def test_feature_set_shortcut_keeps_exactly_the_words_simhash_weighs(text: str) -> None:
    # minwise() takes the set of words straight from their IDF; it must be the same set
    # as the words SimHash's full weighting leaves with a positive weight.
    from scrapy_simhash.extract.credits import strip_credit_lines
    from scrapy_simhash.fingerprint.features import features, weighted_word_hashes
    from scrapy_simhash.fingerprint.tokens import raw_words

    words = raw_words(strip_credit_lines(text))
    full, _ = features(words)
    assert sorted(weighted_word_hashes(words).tolist()) == sorted(full.tolist())
    assert minwise(text) == combine_minwise(full)
