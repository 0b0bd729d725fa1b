"""The near-duplicate benchmark's scoring (benchmarks/_neardup_metrics.py) on hand-built cases."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from _neardup_corpus import Corpus, CorpusPage
from _neardup_metrics import (
    NO_MATCH,
    Structure,
    dedup_run,
    distance_matrix,
    pair_counts,
    random_orders,
)


def page(name: str, article: str, template: str, site: str) -> CorpusPage:
    return CorpusPage(name, article, template, site, "original", f"https://{site}/{name}", "")


# a1 and a2 are one article on two sites; b1 is another article in a1's template;
# c1 is a third article on a2's site in its own template.
CORPUS = Corpus(
    "en",
    [
        page("a1", "A", "T1", "s1"),
        page("a2", "A", "T2", "s2"),
        page("b1", "B", "T1", "s1"),
        page("c1", "C", "T3", "s2"),
    ],
)
A1, A2, B1 = 0, 0b11, 0b1  # a1-a2: 2 bits, a1-b1: 1 bit, a2-b1: 1 bit
C1 = (1 << 64) - 1  # far from everything


def test_pair_counts_split_false_positives_by_template_and_site() -> None:
    structure = Structure.of(CORPUS)
    distances = distance_matrix([A1, A2, B1, C1])
    assert structure.multi_page_articles == 1
    at_1 = pair_counts(structure, distances, 1)
    assert at_1.recall == 0.0
    assert at_1.same_template_fp == 1  # a1-b1
    assert at_1.other_fp == 1  # a2-b1: different template, different site
    assert at_1.same_site_fp == 0
    at_2 = pair_counts(structure, distances, 2)
    assert at_2.recall == 1.0


def test_dedup_run_counts_false_drops_and_extra_copies() -> None:
    structure = Structure.of(CORPUS)
    distances = distance_matrix([A1, A2, B1, C1])
    # a1 kept; b1 within 1 of a1 only: a false drop; a2 is 2 bits from a1: kept again.
    run = dedup_run(structure, distances, 1, [0, 2, 1, 3])
    assert (run.kept_once, run.extra_copies, run.false_drops, run.lost) == (0, 1, 1, 1)
    # At k=2 a2 is dropped against a1, its own article: A is kept exactly once.
    run = dedup_run(structure, distances, 2, [0, 2, 1, 3])
    assert (run.kept_once, run.extra_copies, run.false_drops, run.lost) == (1, 0, 1, 1)
    # Order matters: with b1 first, both copies of A are dropped against it and A is lost.
    run = dedup_run(structure, distances, 2, [2, 0, 1, 3])
    assert (run.kept_once, run.extra_copies, run.false_drops, run.lost) == (0, 0, 2, 1)


def test_pages_without_fingerprint_are_kept_unchecked() -> None:
    structure = Structure.of(CORPUS)
    distances = distance_matrix([A1, None, B1, C1])
    assert distances[1, 1] == NO_MATCH and distances[0, 1] == NO_MATCH
    run = dedup_run(structure, distances, 8, [0, 1, 2, 3])
    assert run.extra_copies == 1  # a2 kept although a1 is kept
    assert run.false_drops == 1  # b1 against a1


@given(st.lists(st.integers(0, (1 << 64) - 1), min_size=2, max_size=12))
def test_distance_matrix_is_the_hamming_distance(values: list[int]) -> None:
    distances = distance_matrix(list(values))
    for i, a in enumerate(values):
        for j, b in enumerate(values):
            assert distances[i, j] == (a ^ b).bit_count()


def test_random_orders_are_permutations_fixed_by_seed() -> None:
    orders = random_orders(20, 3, seed=5)
    assert all(sorted(order) == list(range(20)) for order in orders)
    assert orders == random_orders(20, 3, seed=5)
    assert orders != random_orders(20, 3, seed=6)
    assert len({tuple(o) for o in orders}) == 3
    assert np.array(orders).shape == (3, 20)
