"""find(fp, k) equals a brute-force scan, for every k up to the maximum, on every backend."""

from __future__ import annotations

import itertools
import uuid

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scrapy_simhash.index import SimHashIndex
from tests import index_backends

# The shared backends, each test choosing its layout (the bucket storage among them).
index_url = index_backends.layout_index_url

MASK = (1 << 64) - 1
fingerprints = st.integers(min_value=0, max_value=MASK)

# (max_distance, layout): the defaults at 1 (32-bit keys), 3, 6 and 8, the 10-table
# design at 3, and the default at 5 held both ways on each backend (compact keys are
# expression indexes; the default is compact on PostgreSQL, tables on SQLite), and
# multi-index hashing layouts (keys probed with their one-bit flips) held both ways, and
# as SQLite's bucket storage.
LAYOUTS = [(1, None), (3, None), (3, "blocks:5"), (6, None), (8, None),
           (5, "blocks:7/compact"), (5, "blocks:7/tables"), (3, "blocks:2/radius:1"),
           (5, "blocks:3/radius:1/compact"), (5, "blocks:3/radius:1/tables"),
           (5, "blocks:3/radius:1/buckets"), (3, "blocks:5/buckets")]


def _boundary_bits(index: SimHashIndex) -> list[int]:
    """Bits on either side of every block boundary: where a layout bug would hide."""
    bits: set[int] = set()
    for shift, width in index.layout.block_ranges:
        bits |= {shift, (shift - 1) % 64, shift + width - 1, (shift + width) % 64}
    return sorted(bits)


@st.composite
def neighbourhoods(draw, boundary_bits: list[int], max_distance: int):
    """A stored set of clustered fingerprints and queries near (and far from) them."""
    bases = draw(st.lists(fingerprints, min_size=1, max_size=4))
    flip_bits = st.one_of(st.sampled_from(boundary_bits), st.integers(0, 63))
    stored = list(bases)
    queries = list(bases)
    for base in bases:
        for _ in range(draw(st.integers(0, 6))):
            bits = draw(st.sets(flip_bits, min_size=1, max_size=max_distance + 2))
            variant = base
            for bit in bits:
                variant ^= 1 << bit
            (stored if draw(st.booleans()) else queries).append(variant)
    queries.append(draw(fingerprints))
    return stored, queries


def brute_force(stored: list[tuple[int, str]], query: int, k: int) -> set[tuple[int, str, int]]:
    result = set()
    for fp, key in stored:
        distance = (fp ^ query).bit_count()
        if distance <= k:
            result.add((fp, key, distance))
    return result


@pytest.mark.parametrize(("max_distance", "layout"), LAYOUTS)
def test_find_equals_brute_force(index_url: str, max_distance: int, layout: str | None) -> None:
    index_backends.skip_unsupported(index_url, layout)
    template = SimHashIndex(index_url, max_distance=max_distance, layout=layout)
    boundaries = _boundary_bits(template)
    template.close()
    examples = 60 if index_url == "memory://" else 25

    @settings(
        max_examples=examples,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(case=neighbourhoods(boundaries, max_distance))
    def check(case: tuple[list[int], list[int]]) -> None:
        stored_fps, queries = case
        # A fresh namespace per example keeps examples independent in one database.
        with SimHashIndex(
            index_url, max_distance=max_distance, layout=layout, namespace=uuid.uuid4().hex
        ) as index:
            stored = [(fp, f"k{i}") for i, fp in enumerate(stored_fps)]
            index.add_many(stored)
            for query in queries:
                for k in range(max_distance + 1):
                    found = {(m.fingerprint, m.key, m.distance) for m in index.find(query, k)}
                    assert found == brute_force(stored, query, k), (query, k)

    check()


@pytest.mark.parametrize(("max_distance", "layout"),
                         [(3, None), (6, None), (3, "blocks:4/tables"), (3, "blocks:4/compact"),
                          (5, "blocks:3/radius:1/tables"), (5, "blocks:3/radius:1/compact"),
                          (5, "blocks:3/radius:1/buckets")])
def test_check_and_add_agrees_with_brute_force(
    index_url: str, max_distance: int, layout: str | None
) -> None:
    index_backends.skip_unsupported(index_url, layout)
    template = SimHashIndex(index_url, max_distance=max_distance, layout=layout)
    boundaries = _boundary_bits(template)
    template.close()

    @settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(case=neighbourhoods(boundaries, max_distance))
    def check(case: tuple[list[int], list[int]]) -> None:
        offered_fps, more = case
        with SimHashIndex(
            index_url, max_distance=max_distance, layout=layout, namespace=uuid.uuid4().hex
        ) as index:
            stored: list[tuple[int, str]] = []
            for i, fp in enumerate(offered_fps + more):
                expected = brute_force(stored, fp, max_distance)
                match = index.check_and_add(fp, f"k{i}")
                if not expected:
                    assert match is None
                    stored.append((fp, f"k{i}"))
                else:
                    assert match is not None
                    assert match.distance == min(d for _, _, d in expected)
                    assert (match.fingerprint, match.key, match.distance) in expected
            assert index.count() == len(stored)

    check()


@pytest.mark.parametrize(("max_distance", "layout"),
                         [(3, None), (5, None), (5, "blocks:7/tables"), (5, "blocks:7/compact"),
                          (5, "blocks:3/radius:1/tables"), (5, "blocks:3/radius:1/compact"),
                          (5, "blocks:3/radius:1/buckets"),
                          (1, "blocks:1/radius:1")])  # one 64-bit key: the sign bit flipped
def test_batches_agree_with_brute_force(
    index_url: str, max_distance: int, layout: str | None
) -> None:
    """``check_and_add_many`` in batches of any size answers as if each offer came alone:
    the nearest earlier offer that was stored (oldest batch, then smallest key, on ties),
    including the batch's own earlier offers."""
    index_backends.skip_unsupported(index_url, layout)
    template = SimHashIndex(index_url, max_distance=max_distance, layout=layout)
    boundaries = _boundary_bits(template)
    template.close()

    @settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(
        case=neighbourhoods(boundaries, max_distance),
        sizes=st.lists(st.integers(1, 7), min_size=1, max_size=6),
    )
    def check(case: tuple[list[int], list[int]], sizes: list[int]) -> None:
        offered = case[0] + case[1]
        with SimHashIndex(
            index_url, max_distance=max_distance, layout=layout, namespace=uuid.uuid4().hex
        ) as index:
            stored: list[tuple[int, str, str | None, int]] = []  # fp, key, item id, batch
            start = 0
            for batch_number, size in enumerate(itertools.cycle(sizes)):
                if start >= len(offered):
                    break
                batch = [
                    (fp, f"k{i}", f"id{i}" if i % 2 else None)
                    for i, fp in enumerate(offered[start : start + size], start)
                ]
                start += size
                for (fp, key, item_id), match in zip(batch, index.check_and_add_many(batch)):
                    near = [
                        ((stored_fp ^ fp).bit_count(), number, stored_key, stored_fp, stored_id)
                        for stored_fp, stored_key, stored_id, number in stored
                        if (stored_fp ^ fp).bit_count() <= max_distance
                    ]
                    if not near:
                        assert match is None, (fp, match)
                        stored.append((fp, key, item_id, batch_number))
                        continue
                    distance, _, stored_key, stored_fp, stored_id = min(near)
                    assert match is not None, fp
                    assert (match.fingerprint, match.key, match.distance, match.item_id) == (
                        stored_fp, stored_key, distance, stored_id,
                    )  # fmt: skip
            assert index.count() == len(stored)

    check()


@pytest.mark.parametrize(("max_distance", "layout"),
                         [(5, "blocks:3/radius:1/tables"), (5, "blocks:3/radius:1/buckets"),
                          (3, "blocks:5/buckets")])
def test_deletes_and_expiry_agree_with_brute_force(
    index_url: str, max_distance: int, layout: str
) -> None:
    """Entries stored in two rounds (bulk and one at a time, fingerprints under several
    keys, some re-stored in the second round), then some keys deleted and the first round
    expired: look-ups find exactly what is left, and a fingerprint leaves the segment rows
    or buckets only with its last entry."""
    from datetime import datetime, timezone

    from tests.reliability_fixtures import index_is_consistent

    index_backends.skip_unsupported(index_url, layout)
    template = SimHashIndex(index_url, max_distance=max_distance, layout=layout)
    boundaries = _boundary_bits(template)
    template.close()

    @settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(case=neighbourhoods(boundaries, max_distance), data=st.data())
    def check(case: tuple[list[int], list[int]], data: st.DataObject) -> None:
        fps, queries = case
        namespace = uuid.uuid4().hex
        with SimHashIndex(index_url, max_distance=max_distance, layout=layout,
                          namespace=namespace) as index:
            first = [(fp, f"a{i}") for i, fp in enumerate(fps)]
            first += [(fp, f"b{i}") for i, fp in enumerate(fps) if data.draw(st.booleans())]
            index.add_many(first)
            cutoff = datetime.now(timezone.utc)
            while datetime.now(timezone.utc) <= cutoff:
                pass
            again = [fp for fp in fps if data.draw(st.booleans())]
            second = [(fp, f"c{i}") for i, fp in enumerate(again)]
            index.add_many(second[: len(second) // 2])
            for fp, key in second[len(second) // 2:]:
                index.add_many([(fp, key)])
            stored = set(first) | set(second)
            for fp, key in sorted(stored, key=lambda entry: entry[1]):
                if data.draw(st.integers(0, 3)) == 0:
                    assert index.delete(key) == 1
                    stored.discard((fp, key))
            index.expire(cutoff)
            stored -= set(first)
            for query in queries + fps:
                found = {(m.fingerprint, m.key, m.distance)
                         for m in index.find(query, max_distance)}
                assert found == brute_force(sorted(stored), query, max_distance), query
            assert index.count() == len(stored)
        if index_url != "memory://":
            assert index_is_consistent(index_url, namespace)[1] == []

    check()
