"""The fast segmenter (rjieba) gives jieba's tokens; user words reach both; jieba stays quiet."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from scrapy_simhash.fingerprint import segment as _segment
from scrapy_simhash.fingerprint.tokens import tokenize

ROOT = Path(__file__).resolve().parents[2]
ZH_DIR = ROOT / "benchmarks" / "data" / "zh_articles"
# Sentences, then clauses: shorter units put more run boundaries and short runs under test.
_SENTENCE = re.compile(r"[^。！？!?\n]+[。！？!?]?")
_CLAUSE = re.compile(r"[^，、；：,;:]+")


def _chinese_sentences() -> list[str]:
    units: list[str] = []
    for path in sorted(ZH_DIR.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            for paragraph in [row["title"], *row["paragraphs"]]:
                for sentence in _SENTENCE.findall(paragraph):
                    units.append(sentence)
                    units.extend(c for c in _CLAUSE.findall(sentence) if c != sentence)
    return units


SENTENCES = _chinese_sentences()


def _jieba_reference(text: str, hmm: bool) -> list[str]:
    import jieba

    words: list[str] = []
    for run in _segment.HAN_RUN.findall(text):
        words += jieba.lcut(run, HMM=hmm)
    return words


def test_there_are_a_few_thousand_sentences() -> None:
    assert len(SENTENCES) >= 2000


@pytest.mark.parametrize("hmm", [True, False], ids=["hmm", "no-hmm"])
def test_rjieba_gives_jiebas_tokens_on_real_chinese_sentences(hmm: bool) -> None:
    import rjieba

    assert _segment.backend_name() == "rjieba"
    mismatches = []
    for sentence in SENTENCES:
        joined = " ".join(_segment.HAN_RUN.findall(sentence))
        fast = [w for w in _segment.cut_han(joined, hmm) if w != _segment.SEPARATOR]
        if fast != _jieba_reference(sentence, hmm) or fast != [
            w for w in rjieba.cut(joined, hmm) if w != " "
        ]:
            mismatches.append(sentence)
    assert mismatches == []


def test_tokens_are_the_same_with_either_backend(monkeypatch: pytest.MonkeyPatch) -> None:
    texts = [" ".join(SENTENCES[i : i + 20]) for i in range(0, len(SENTENCES), 20)]
    fast = [tokenize(t) for t in texts]
    _segment.cut_han("预热")  # make sure rjieba is loaded before switching it off
    monkeypatch.setattr(_segment, "_fast", False)
    assert _segment.backend_name() == "jieba"
    assert [tokenize(t) for t in texts] == fast


def test_non_han_text_never_reaches_the_segmenter() -> None:
    # jieba and rjieba disagree on Latin runs in HMM mode (e.g. "www.thsrc.com.tw");
    # the tokeniser splits those itself, identically for both.
    tokens = tokenize("高铁订票 www.thsrc.com.tw 或 4066-3000，Ｗｉ－Ｆｉ ７")
    assert tokens == [
        "高铁",
        "订票",
        "或",
        "www",
        "thsrc",
        "com",
        "tw",
        "4066",
        "3000",
        "wi",
        "fi",
        "7",
    ]


def _run(code: str) -> subprocess.CompletedProcess[str]:
    """User dictionaries change process-wide state, so they are tested in a fresh process."""
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )


def test_add_word_reaches_both_segmenters_and_the_fingerprint() -> None:
    result = _run(
        "from scrapy_simhash.fingerprint import segment as _segment\n"
        "from scrapy_simhash.fingerprint.text import add_word, simhash\n"
        "from scrapy_simhash.fingerprint.tokens import tokenize\n"
        "text = '副总经理罗文斌介绍科创大道站的建设进展'\n"
        "before = (tokenize(text), simhash(text))\n"
        "assert add_word('罗文斌') and add_word('科创大道', freq=5000)\n"
        "assert not add_word('iPhone')  # not Han: cannot change segmentation\n"
        "fast = tokenize(text)\n"
        "_segment._fast = False\n"
        "print(before[0], fast, tokenize(text), before[1] != simhash(text), sep='|')\n"
    )
    before, fast, reference, changed = result.stdout.strip().split("|")
    assert "罗文斌" not in before and "科创大道" not in before
    assert "'罗文斌'" in fast and "'科创大道'" in fast
    assert fast == reference
    assert changed == "True"


def test_load_userdict_in_jieba_format(tmp_path: Path) -> None:
    userdict = tmp_path / "userdict.txt"
    userdict.write_text(
        "\ufeff罗文斌 10 nr\n科创大道\n\niPhone 3 nz\n北延段 200\n", encoding="utf-8"
    )
    result = _run(
        "from scrapy_simhash.fingerprint.text import load_userdict\n"
        "from scrapy_simhash.fingerprint.tokens import tokenize\n"
        f"print(load_userdict({str(userdict)!r}))\n"
        "print(tokenize('罗文斌说科创大道与北延段同步建设'))\n"
    )
    count, tokens = result.stdout.strip().splitlines()
    assert count == "3"
    assert all(f"'{w}'" in tokens for w in ("罗文斌", "科创大道", "北延段"))


def test_words_added_to_jieba_directly_switch_to_jieba() -> None:
    result = _run(
        "import jieba\n"
        "from scrapy_simhash.fingerprint import segment as _segment\n"
        "from scrapy_simhash.fingerprint.tokens import tokenize\n"
        "text = '石墨烯量子点的应用'\n"
        "print(_segment.backend_name(), tokenize(text))\n"
        "jieba.add_word('石墨烯量子点')\n"
        "print(_segment.backend_name(), tokenize(text))\n"
    )
    first, second = result.stdout.strip().splitlines()
    assert first.startswith("rjieba") and "'石墨烯量子点'" not in first
    assert second.startswith("jieba") and "'石墨烯量子点'" in second
    assert "changed outside scrapy_simhash" in result.stderr  # a WARNING, once


def test_untouched_jieba_loaded_elsewhere_keeps_the_fast_path() -> None:
    result = _run(
        "import jieba\n"
        "jieba.lcut('先用一下结巴')\n"
        "from scrapy_simhash.fingerprint import segment as _segment\n"
        "from scrapy_simhash.fingerprint.text import add_word\n"
        "from scrapy_simhash.fingerprint.tokens import tokenize\n"
        "add_word('罗文斌')\n"
        "print(_segment.backend_name(), tokenize('罗文斌介绍'), jieba.lcut('罗文斌介绍'))\n"
    )
    assert result.stdout.strip() == "rjieba ['罗文斌', '介绍'] ['罗文斌', '介绍']"


def test_jieba_start_up_messages_stay_out_of_the_log() -> None:
    result = _run(
        "import logging\n"
        "logging.basicConfig(level=logging.DEBUG)\n"
        "from scrapy_simhash.fingerprint import segment as _segment\n"
        "_segment._fast = False  # force pure-Python jieba, which announces its dictionary\n"
        "from scrapy_simhash.fingerprint.text import simhash\n"
        "simhash('云溪市轨道交通集团宣布地铁开通')\n"
    )
    assert "prefix dict" not in result.stderr
    assert "Loading model" not in result.stderr


def test_importing_the_fingerprint_module_loads_no_dictionary() -> None:
    result = _run(
        "import sys\n"
        "import scrapy_simhash.fingerprint.text as f\n"
        "print('jieba' in sys.modules, 'rjieba' in sys.modules)\n"
        "f.simhash('english only text never needs the Chinese dictionary')\n"
        "print('jieba' in sys.modules, 'rjieba' in sys.modules)\n"
    )
    assert result.stdout.split() == ["False", "False", "False", "False"]


def test_without_rjieba_jieba_gives_the_same_fingerprints() -> None:
    code = (
        "import sys\n"
        "{block}"
        "from scrapy_simhash.fingerprint import segment as _segment\n"
        "from scrapy_simhash.fingerprint.text import simhash\n"
        "texts = ['云溪市轨道交通集团宣布地铁4号线北延段开通', '副总经理罗文斌介绍了Wi-Fi 7覆盖情况']\n"
        "print(_segment.backend_name(), *[simhash(t) for t in texts])\n"
    )
    with_fast = _run(code.format(block="")).stdout.split()
    without = _run(code.format(block="sys.modules['rjieba'] = None  # import fails\n"))
    assert with_fast[0] == "rjieba" and without.stdout.split()[0] == "jieba"
    assert without.stdout.split()[1:] == with_fast[1:]
    assert "rjieba is not installed" in without.stderr
