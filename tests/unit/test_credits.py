"""Credit-line stripping and the count offset of the SimHash weighting."""

from __future__ import annotations

import numpy as np
import pytest

from scrapy_simhash.extract.credits import is_credit_line, strip_credit_lines
from scrapy_simhash.fingerprint.features import SCALE, count_offset, features
from scrapy_simhash.fingerprint.text import combine, simhash
from scrapy_simhash.fingerprint.tokens import raw_words

BODY = (
    "The city council approved the new tram line on Tuesday after a long debate.\n\n"
    "Construction of the tram line starts in spring and the first trams run in 2028.\n\n"
    "Residents along the route asked for quieter trams and more frequent stops."
)
ZH_BODY = (
    "云溪市轨道交通集团宣布，地铁4号线北延段将于12月28日上午10时开通初期运营。\n\n"
    "北延段全长约12公里，设车站8座，开通后从北部新区到市中心只需35分钟。"
)


@pytest.mark.parametrize(
    "line",
    [
        "Copyright © 2026 Daily Courier. All rights reserved.",
        "(Reporting by Jane Doe; Editing by John Roe)",
        "Source: Associated Press",
        "This story originally appeared on example.com.",
        "（责任编辑：王晓明）",
        "本文来源：云溪日报，转载请注明出处。",
        "來源：中央社　編輯：陳小明",
    ],
)
def test_credit_lines_are_recognised(line: str) -> None:
    assert is_credit_line(line)


@pytest.mark.parametrize(
    "line",
    [
        "The council will publish the route map next week.",
        "Copyright law was the main topic of the hearing, " + "which ran long " * 20,
        "记者从市交通局获悉，4号线北延段已完成全部验收工作，具备开通条件，市民可于开通当日免费乘坐体验新线路。"
        * 2,
    ],
)
def test_ordinary_and_long_lines_are_not_credit_lines(line: str) -> None:
    assert not is_credit_line(line)


def test_credit_lines_at_either_end_are_stripped() -> None:
    text = "Source: Metro Tribune\n\n" + BODY + "\n\nCopyright © 2026 Metro Tribune.\nEditor: J. Smith"
    assert strip_credit_lines(text).strip() == BODY


def test_credit_words_inside_the_body_stay() -> None:
    text = BODY.replace("Tuesday", "Tuesday (source: the mayor's office)")
    assert strip_credit_lines(text) == text


def test_a_text_of_only_credit_lines_is_left_as_it_is() -> None:
    text = "Copyright © 2026 Metro Tribune. All rights reserved."
    assert strip_credit_lines(text) == text


@pytest.mark.parametrize(
    ("body", "trailer"),
    [
        (BODY, "\n\n(Reporting by Maria Lopez; editing by Metro Tribune staff)"),
        (ZH_BODY, "\n\n（责任编辑：李静 来源：今日财经）"),
    ],
)
def test_an_appended_credit_line_does_not_move_the_fingerprint(body: str, trailer: str) -> None:
    assert simhash(body + trailer) == simhash(body)
    # Counted as words, the credit line would have moved it.
    assert combine(*features(raw_words(body + trailer))) != combine(*features(raw_words(body)))


def test_count_offset_discounts_words_seen_once_against_repeated_ones() -> None:
    counts = np.array([3, 1]) * SCALE  # "tram tram tram route"
    weighted = np.array([True, True])
    offset = count_offset(counts, weighted, SCALE // 2, 0)
    assert (counts[0] - offset) == 5 * (counts[1] - offset)  # (3 - 0.5) against (1 - 0.5)
    # In units of the smallest weighted count: the text repeated twice keeps its ratios.
    assert count_offset(2 * counts, weighted, SCALE // 2, 0) == 2 * offset
    assert count_offset(counts, np.array([False, False]), SCALE // 2, 0) == 0


def test_count_offset_ramp_leaves_short_texts_almost_undiscounted() -> None:
    short = np.array([3, 1]) * SCALE
    assert count_offset(short, np.array([True, True]), SCALE // 2, 150) == 0
    long_counts = np.array([3] + [1] * 199) * SCALE
    everything = np.ones(200, bool)
    assert count_offset(long_counts, everything, SCALE // 2, 150) == SCALE // 2
    half = np.array([3] + [1] * 74) * SCALE
    assert count_offset(half, np.ones(75, bool), SCALE // 2, 150) == SCALE // 4
