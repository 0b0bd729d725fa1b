"""Layouts: the pigeonhole guarantee and the errors that prevent silent misses."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scrapy_simhash.index import LayoutError, SimHashIndex, default_layout, parse_layout
from scrapy_simhash.index.key_sql import key_expression
from scrapy_simhash.index.layout import MAX_SUPPORTED_DISTANCE, Layout

fingerprints = st.integers(min_value=0, max_value=(1 << 64) - 1)


@pytest.mark.parametrize("max_distance", range(MAX_SUPPORTED_DISTANCE + 1))
def test_default_layouts_are_exact_up_to_their_distance(max_distance: int) -> None:
    layout = default_layout(max_distance)
    assert layout.max_distance == max_distance
    assert sum(width for _, width in layout.block_ranges) == 64
    # Within the limit that an explicit layout is held to, and buildable as one.
    assert parse_layout(layout.name, max_distance) == layout


def test_classic_four_table_default() -> None:
    layout = default_layout(3)
    assert (layout.blocks, layout.table_count) == (4, 4)
    assert {layout.key_bits(t) for t in range(4)} == {16}
    assert parse_layout("blocks:5", 3).table_count == 10


@settings(max_examples=300, deadline=None)
@given(
    fingerprint=fingerprints,
    blocks=st.integers(min_value=1, max_value=12),
    data=st.data(),
)
def test_any_pair_within_distance_shares_a_key(fingerprint: int, blocks: int, data) -> None:
    per_table = data.draw(st.integers(min_value=max(1, blocks - 8), max_value=blocks))
    layout = Layout(blocks, per_table)
    bits = data.draw(st.lists(st.integers(0, 63), max_size=layout.max_distance, unique=True))
    other = fingerprint
    for bit in bits:
        other ^= 1 << bit
    shared = set(enumerate(layout.keys(fingerprint))) & set(enumerate(layout.keys(other)))
    assert shared


@settings(max_examples=200, deadline=None)
@given(fingerprint=fingerprints, blocks=st.integers(1, 10), data=st.data())
def test_sql_key_expression_matches_python_keys(fingerprint: int, blocks: int, data) -> None:
    import sqlite3

    layout = Layout(blocks, data.draw(st.integers(1, blocks)))
    signed = fingerprint - (1 << 64) if fingerprint >= 1 << 63 else fingerprint
    conn = sqlite3.connect(":memory:")
    sql_keys = [
        conn.execute(
            f"SELECT {key_expression(layout, t, 'x')} FROM (SELECT ? AS x)", (signed,)
        ).fetchone()[0]
        for t in range(layout.table_count)
    ]
    assert sql_keys == layout.keys(fingerprint)


@pytest.mark.parametrize(
    ("spec", "max_distance", "message"),
    [
        ("blocks:3", 3, "blocks:4"),
        ("blocks:99", 3, "at most 64"),
        ("4x16", 3, "blocks:N"),
        ("blocks:20", 6, "segment tables"),
    ],
)
def test_bad_layouts_say_what_to_change(spec: str, max_distance: int, message: str) -> None:
    with pytest.raises(LayoutError, match=message):
        SimHashIndex("memory://", max_distance=max_distance, layout=spec)


@pytest.mark.parametrize("max_distance", [-1, MAX_SUPPORTED_DISTANCE + 1, 2.5, True])
def test_out_of_range_distance_rejected(max_distance) -> None:
    with pytest.raises(LayoutError):
        SimHashIndex("memory://", max_distance=max_distance)


def test_layout_error_is_a_value_error() -> None:
    assert issubclass(LayoutError, ValueError)


@pytest.mark.parametrize(("spec", "max_distance"), [
    ("blocks:3/radius:1/buckets", 5), ("blocks:5/buckets", 3), ("blocks:2/radius:1/buckets", 3),
    ("blocks:4/radius:2/buckets", 9)])
@given(fingerprint=st.integers(0, (1 << 64) - 1), namespace_id=st.integers(0, (1 << 25) - 1))
def test_bucket_ids_are_the_namespace_key_number_and_probed_key_packed(
    spec: str, max_distance: int, fingerprint: int, namespace_id: int
) -> None:
    layout = parse_layout(spec, max_distance)
    probed = layout.probe_bucket_ids(namespace_id, fingerprint)
    assert probed == [layout.bucket_base(namespace_id, table) | key
                      for table, keys in enumerate(layout.probe_keys(fingerprint))
                      for key in keys]
    assert all(0 <= bucket < 1 << 63 for bucket in probed)
    # Distinct keys, namespaces and key numbers never share a bucket.
    assert len(set(probed)) == len(probed)
    assert set(probed).isdisjoint(layout.probe_bucket_ids(namespace_id ^ 1, fingerprint))
