"""Rebuilding a database's segment tables for another threshold (index/relayout.py)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scrapy_simhash.index import LayoutError, SimHashIndex
from scrapy_simhash.index.relayout import relayout
from tests.index_backends import flipped, skip_unsupported
from tests.reliability_fixtures import index_is_consistent


def fill(url: str, max_distance: int, count: int, seed: int = 1) -> list[int]:
    rng = random.Random(seed)
    fingerprints = [rng.getrandbits(64) for _ in range(count)]
    with SimHashIndex(url, max_distance=max_distance, namespace="news") as index:
        index.add_many((fp, f"https://example.com/{i}") for i, fp in enumerate(fingerprints))
    with SimHashIndex(url, max_distance=max_distance, namespace="forum") as index:
        index.add_many((fp, f"https://forum.example/{i}") for i, fp in enumerate(fingerprints[:50]))
    return fingerprints


def test_a_larger_threshold_is_refused_then_answered_exactly_after_relayout(db_url: str) -> None:
    fingerprints = fill(db_url, 2, 600)
    with pytest.raises(LayoutError, match="scrapy simhash relayout --max-distance 5"):
        SimHashIndex(db_url, max_distance=5, namespace="news")

    result = relayout(db_url, 5, batch_size=128)

    assert result.changed and not result.resumed
    assert result.fingerprints == 650  # distinct (namespace, fingerprint) pairs
    rng = random.Random(7)
    with SimHashIndex(db_url, max_distance=5, namespace="news") as index:
        for fp in fingerprints[:200]:
            matches = index.find(flipped(fp, 5, rng), k=5)
            assert [m.fingerprint for m in matches] == [fp]
        assert index.check_and_add(flipped(fingerprints[0], 4, rng), "repost") is not None
    with SimHashIndex(db_url, max_distance=5, namespace="forum") as index:
        assert index.count() == 50


@pytest.mark.parametrize("target", ["blocks:8/tables", "blocks:8/buckets"])
def test_an_interrupted_relayout_keeps_the_old_tables_working_and_resumes(
    db_url: str, target: str
) -> None:
    """Segment tables and bucket storage are built batch by batch (test_index_compact.py:
    compact layouts)."""
    skip_unsupported(db_url, target)
    fingerprints = fill(db_url, 3, 500)
    seen: list[tuple[int, int]] = []

    def stop_after_two_batches(done: int, total: int) -> None:
        seen.append((done, total))
        if len(seen) == 3:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        relayout(db_url, 6, layout=target, batch_size=100,
                 progress=stop_after_two_batches)
    assert seen == [(0, 550), (100, 550), (200, 550)]

    # The old layout still answers every stored fingerprint, and still refuses k=6.
    rng = random.Random(3)
    with SimHashIndex(db_url, max_distance=3, namespace="news") as index:
        assert all(index.find(flipped(fp, 3, rng), k=3) for fp in fingerprints)
        added = rng.getrandbits(64)
        index.add_many([(added, "added-while-interrupted")])
    with pytest.raises(LayoutError):
        SimHashIndex(db_url, max_distance=6, namespace="news")

    resumed: list[tuple[int, int]] = []
    result = relayout(db_url, 6, layout=target, batch_size=100,
                      progress=lambda d, t: resumed.append((d, t)))

    assert result.resumed
    # The fingerprint added meanwhile counts as done if it sorts before the mark; the
    # swap catches it up either way.
    assert resumed[0][0] in (200, 201) and resumed[-1] == (551, 551)
    with SimHashIndex(db_url, max_distance=6, namespace="news") as index:
        assert index.count() == 501
        assert all(index.find(flipped(fp, 6, rng), k=6) for fp in fingerprints)
        assert [m.key for m in index.find(flipped(added, 6, rng), k=6)] == [
            "added-while-interrupted"]
    # Each fingerprint once in its key rows or buckets: the catch-up at the swap adds only
    # what the batches had not laid out.
    assert index_is_consistent(db_url, "news")[1] == []


def test_the_same_layout_is_left_alone_and_a_missing_index_is_an_error(db_url: str,
                                                                        tmp_path) -> None:
    fill(db_url, 5, 20)
    result = relayout(db_url, 5)
    assert not result.changed and result.fingerprints == 0
    with pytest.raises(LayoutError, match="no scrapy-simhash index"):
        relayout(f"sqlite:///{tmp_path / 'empty.sqlite3'}", 5)


@settings(max_examples=15, deadline=None)
@given(first=st.integers(0, 8), second=st.integers(0, 8),
       stored=st.lists(st.integers(0, 2**64 - 1), min_size=1, max_size=40, unique=True),
       seed=st.integers(0, 1000))
def test_after_any_relayout_every_fingerprint_within_the_new_threshold_is_found(
    tmp_path_factory: pytest.TempPathFactory, first: int, second: int, stored: list[int],
    seed: int,
) -> None:
    url = f"sqlite:///{tmp_path_factory.mktemp('relayout') / 'index.sqlite3'}"
    with SimHashIndex(url, max_distance=first, namespace="n") as index:
        index.add_many((fp, str(i)) for i, fp in enumerate(stored))
    relayout(url, second, batch_size=7)
    rng = random.Random(seed)
    with SimHashIndex(url, max_distance=second, namespace="n") as index:
        for fp in stored:
            assert fp in {m.fingerprint for m in index.find(flipped(fp, second, rng), k=second)}
