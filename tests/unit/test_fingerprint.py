"""Behaviour of scrapy_simhash.fingerprint.text: values, normalisation, helpers, determinism."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scrapy_simhash.fingerprint.text import (
    EMPTY_FINGERPRINT,
    fingerprint_hex,
    from_signed64,
    hamming_distance,
    simhash,
    to_signed64,
)

ROOT = Path(__file__).resolve().parents[2]
U64 = st.integers(min_value=0, max_value=2**64 - 1)

# Pinned on purpose: any change to normalisation, segmentation, weights or hashing moves
# these, and stored fingerprints would silently stop matching new ones.
GOLDEN = {
    "The quick brown fox jumps over the lazy dog near the riverbank.": 0x674004224A641040,
    "云溪市轨道交通集团宣布，地铁4号线北延段将于12月28日上午10时开通初期运营。": 0x7B0D02B098DA6D0F,
    "OpenAI发布了GPT模型，售价99美元，详情见 https://example.com/news?id=42 。": 0x59BBC29EB56B5B30,
    "Ｆｕｌｌ－ｗｉｄｔｈ ＴＥＸＴ １２３ and Ελληνικά κείμενα": 0xA2496E47285A583D,
    # Repeated words and a credit line: pins the count offset, the power and the stripping.
    (
        "The tram line opens in May. The tram runs every six minutes and the line has "
        "twelve stops.\n(Reporting by J. Smith; editing by the city desk)"
    ): 0xDF55418B7C6B6DE7,
    "地铁4号线北延段开通，北延段设车站8座，地铁票价2至5元。\n（责任编辑：王晓明）": 0x1B3840620CBFED09,
}


def _article(language: str) -> str:
    if language == "zh":
        path = ROOT / "benchmarks" / "data" / "zh_articles" / "part1.jsonl"
        row = json.loads(path.read_text(encoding="utf-8").splitlines()[0])
        return "\n\n".join(row["paragraphs"])
    path = ROOT / "benchmarks" / "data" / "en_articles.jsonl"
    for line in path.read_text(encoding="utf-8").splitlines():
        text = "\n\n".join(json.loads(line)["paragraphs"])
        if len(text) > 3000:
            return text
    raise AssertionError("no long English text")


@pytest.mark.parametrize("text", list(GOLDEN))
def test_golden_values(text: str) -> None:
    assert simhash(text) == GOLDEN[text]


def test_same_values_in_a_process_with_another_hash_seed() -> None:
    code = (
        "import json, sys\n"
        "from scrapy_simhash.fingerprint.text import simhash\n"
        "print(json.dumps([simhash(t) for t in json.loads(sys.stdin.read())]))\n"
    )
    for seed in ("0", "12345"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        result = subprocess.run(
            [sys.executable, "-c", code],
            input=json.dumps(list(GOLDEN)),
            env=env,
            capture_output=True,
            text=True,
            check=True,
            cwd=ROOT,
        )
        assert json.loads(result.stdout) == list(GOLDEN.values())


@pytest.mark.parametrize(
    "text",
    ["", " ", "\n\t \u3000", "，。！？……", "--- *** ___", "The of and, or to it."],
)
def test_text_without_words_gets_the_empty_fingerprint(text: str) -> None:
    assert simhash(text) == EMPTY_FINGERPRINT


def test_chinese_single_character_words_count_with_their_small_idf() -> None:
    # Kept since fp-research: jieba's IDF gives 的/是 little weight, but not none.
    assert simhash("我是你的。") != EMPTY_FINGERPRINT
    assert EMPTY_FINGERPRINT != simhash("猫") != simhash("狗") != EMPTY_FINGERPRINT


def test_width_case_and_punctuation_do_not_move_bits() -> None:
    assert simhash("ＧＰＴ－４ 模型在２０２４年发布！") == simhash("gpt-4模型在2024年发布!")
    assert simhash("Hello,   WORLD — “quoted” text") == simhash("hello world quoted text")


def test_mixed_script_text_uses_both_scripts() -> None:
    chinese = "苹果公司在发布会上展示了新款手机和笔记本电脑，售价与去年持平。"
    english = " Apple Vision Pro headset pricing announced at https://apple.example/event"
    assert simhash(chinese + english) not in (simhash(chinese), simhash(english))
    # Order of the scripts in the text does not matter: features are a bag of words.
    assert simhash(english + chinese) == simhash(chinese + english)


@pytest.mark.parametrize("language", ["en", "zh"])
def test_small_edit_keeps_a_real_article_close(language: str) -> None:
    text = _article(language)
    edited = text.replace("\n\n", "\n", 1) + (
        "\n\n（责任编辑：王晓明）" if language == "zh" else "\n\nEditor: J. Smith"
    )
    assert hamming_distance(simhash(text), simhash(edited)) <= 3


def test_different_articles_are_far_apart() -> None:
    assert hamming_distance(simhash(_article("en")), simhash(_article("zh"))) > 10


def test_very_long_text() -> None:
    text = _article("zh") + _article("en")
    long_text = "\n".join([text] * 300)  # about 2 MB
    fp = simhash(long_text)
    assert 0 <= fp < 2**64 and fp != EMPTY_FINGERPRINT
    assert hamming_distance(fp, simhash(text)) <= 3


@settings(max_examples=200, deadline=None)
@given(st.text())
def test_any_text_gives_a_stable_unsigned_64_bit_value(text: str) -> None:
    fp = simhash(text)
    assert 0 <= fp < 2**64
    assert simhash(text) == fp


@given(U64, U64, U64)
def test_hamming_distance_is_a_metric_on_64_bits(a: int, b: int, c: int) -> None:
    assert hamming_distance(a, a) == 0
    assert hamming_distance(a, b) == hamming_distance(b, a) == bin(a ^ b).count("1")  # noqa: FURB161 (independent reference)
    assert 0 <= hamming_distance(a, b) <= 64
    assert hamming_distance(a, c) <= hamming_distance(a, b) + hamming_distance(b, c)


@given(U64, U64)
def test_hamming_distance_accepts_the_signed_form(a: int, b: int) -> None:
    assert hamming_distance(to_signed64(a), to_signed64(b)) == hamming_distance(a, b)


@given(U64)
def test_signed64_round_trip_fits_sql_bigint(fp: int) -> None:
    value = to_signed64(fp)
    assert -(2**63) <= value < 2**63
    assert from_signed64(value) == fp


def test_signed64_boundaries() -> None:
    assert to_signed64(2**63 - 1) == 2**63 - 1
    assert to_signed64(2**63) == -(2**63)
    assert to_signed64(2**64 - 1) == -1
    for bad in (-1, 2**64):
        with pytest.raises(ValueError):
            to_signed64(bad)
    with pytest.raises(ValueError):
        from_signed64(2**63)


@given(U64)
def test_fingerprint_hex_is_16_lowercase_digits(fp: int) -> None:
    shown = fingerprint_hex(fp)
    assert len(shown) == 16 and shown == shown.lower()
    assert int(shown, 16) == fp


def test_fingerprint_hex_pads_and_rejects_out_of_range() -> None:
    assert fingerprint_hex(255) == "00000000000000ff"
    with pytest.raises(ValueError):
        fingerprint_hex(-1)


def _reference_combine(hashes: list[int], weights: list[int]) -> int:
    """Plain-Python SimHash vote, one bit at a time, with exact integers."""
    fp = 0
    for bit in range(64):
        vote = sum(w if (h >> bit) & 1 else -w for h, w in zip(hashes, weights))
        if vote > 0:
            fp |= 1 << bit
    return fp


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(U64, st.integers(min_value=0, max_value=2**46)), min_size=1, max_size=60))
def test_vectorised_vote_matches_the_per_bit_definition(pairs: list[tuple[int, int]]) -> None:
    import numpy as np

    from scrapy_simhash.fingerprint.text import combine

    hashes, weights = [h for h, _ in pairs], [w for _, w in pairs]
    result = combine(np.array(hashes, np.uint64), np.array(weights, np.int64))
    assert result == _reference_combine(hashes, weights)


def _reference_tokens(text: str) -> list[str]:
    """The tokeniser's definition, without its shortcuts: normalise all, then split."""
    import jieba

    from scrapy_simhash.fingerprint.normalize import normalize
    from scrapy_simhash.fingerprint.segment import HAN_RUN
    from scrapy_simhash.fingerprint.tokens import _WORD

    text = normalize(text)
    words = [w for run in HAN_RUN.findall(text) for w in jieba.lcut(run)]
    return words + _WORD.findall(HAN_RUN.sub(" ", text))


_MIXED_TEXT = st.text(
    alphabet=st.sampled_from(
        list("abcXYZ019 _-.,'\n\t\u00a0\u2019\u201c\u2026\u2014éßİ")
        + list("ＡＺ１，。「」\u3000㈱⼀豈𠀀㐀かハ한")
        + list("北京时间新闻发布会上宣布地铁开通的了")
    ),
    max_size=80,
)


@settings(max_examples=300, deadline=None)
@given(_MIXED_TEXT)
def test_tokeniser_shortcuts_match_its_definition(text: str) -> None:
    from collections import Counter

    from scrapy_simhash.fingerprint.tokens import tokenize

    assert Counter(tokenize(text)) == Counter(_reference_tokens(text))


def test_word_cache_gives_the_same_features_when_it_overflows_and_restarts(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import random

    from scrapy_simhash.fingerprint import features as _features

    monkeypatch.setattr(_features, "_VOCABULARY_LIMIT", 50)
    vocabulary = _features._Vocabulary()
    rng = random.Random(7)
    for _ in range(200):
        words = list(
            dict.fromkeys(f"word{rng.randrange(300)}" for _ in range(rng.randrange(1, 40)))
        )
        ids = vocabulary.lookup(words)
        assert [int(h) for h in vocabulary.hashes[ids]] == [_features.token_hash(w) for w in words]
        assert [int(i) for i in vocabulary.idf[ids]] == [_features.idf(w) for w in words]
    assert len(vocabulary.ids) <= 50 + 40


def test_minwise_feature_set_is_the_token_hash_of_each_weighted_word() -> None:
    import random

    from scrapy_simhash.fingerprint import features as _features

    rng = random.Random(7)
    stop_words = sorted(_features.ENGLISH_STOPWORDS)[:20]
    for _ in range(200):
        words = [
            f"word{rng.randrange(300)}" if rng.random() < 0.6
            else rng.choice([*stop_words, "中文", "的", "é", "2026", " "])
            for _ in range(rng.randrange(0, 40))
        ]
        weighted = {_features.token_hash(w) for w in words if w != " " and _features.idf(w) > 0}
        hashes = _features.weighted_word_hashes(words).tolist()
        assert len(hashes) == len(weighted)
        assert set(hashes) == weighted


def test_a_word_has_a_minwise_feature_iff_its_idf_is_positive() -> None:
    # minwise never loads the IDF table: it relies on every value in it being positive.
    from scrapy_simhash.fingerprint import features as _features

    table = _features.load_idf()
    assert min(table.values()) > 0
    samples = [*list(table)[::500], *sorted(_features.ENGLISH_STOPWORDS), "的", "2026", "x1",
               "word", "é", "中文 的", "的 了"]
    for word in samples:
        assert _features.has_weight(word) == (_features.idf(word) > 0), word


def test_median_idf_constant_is_the_median_of_jiebas_table() -> None:
    from scrapy_simhash.fingerprint import features as _features

    ordered = sorted(_features.load_idf().values())
    assert _features.MEDIAN_IDF == ordered[len(ordered) // 2]


def test_the_idf_table_is_jiebas_and_loads_without_importing_jieba() -> None:
    # Importing jieba's package costs a worker ~80 ms of start-up that the first Chinese
    # page waits for; only its data file is needed.
    code = (
        "import sys\n"
        "from scrapy_simhash.fingerprint import features as _features\n"
        "table = _features.load_idf()\n"
        "assert 'jieba' not in sys.modules, 'jieba was imported'\n"
        "import jieba.analyse\n"
        "reference = jieba.analyse.TFIDF().idf_freq\n"
        "assert table.keys() == reference.keys()\n"
        "assert all(table[w] == round(reference[w] * 32) for w in reference)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_every_character_that_normalises_to_an_ideograph_takes_the_cjk_path() -> None:
    import re
    import unicodedata

    from scrapy_simhash.fingerprint.tokens import _CJK_OR_COMPATIBLE

    ideograph = re.compile("[\u3400-\u4dbf\u4e00-\u9fff\U00020000-\U0003ffff]")
    missed = [
        hex(code)
        for code in range(sys.maxunicode + 1)
        if not 0xD800 <= code < 0xE000
        and ideograph.search(unicodedata.normalize("NFKC", chr(code)))
        and not _CJK_OR_COMPATIBLE.search(chr(code))
    ]
    assert missed == []


@settings(max_examples=300, deadline=None)
@given(_MIXED_TEXT)
def test_counting_raw_words_equals_counting_filtered_tokens(text: str) -> None:
    # simhash() counts raw words and drops separators after counting; the result must
    # equal fingerprinting the filtered token list of the text without its credit lines.
    from scrapy_simhash.extract.credits import strip_credit_lines
    from scrapy_simhash.fingerprint.features import features
    from scrapy_simhash.fingerprint.text import combine
    from scrapy_simhash.fingerprint.tokens import tokenize

    tokens = tokenize(strip_credit_lines(text))
    assert simhash(text) == combine(*features(tokens))


_LATIN_AND_MORE = st.text(
    st.sampled_from("abcÉéßçøŁ _-,.'\u00ad\u200b©®₩½²٣\U0001f642\ud800\u0301Ⅻ")
    | st.characters(codec=None),
    max_size=80,
)


@settings(max_examples=300, deadline=None)
@given(_LATIN_AND_MORE)
def test_fast_word_split_matches_the_letters_and_digits_pattern(text: str) -> None:
    from scrapy_simhash.fingerprint.tokens import _LETTERS_AND_DIGITS, letter_and_digit_runs

    assert letter_and_digit_runs(text) == _LETTERS_AND_DIGITS.findall(text)
