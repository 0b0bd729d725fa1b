"""Multi-index hashing layouts (keys probed with their flips within a radius): the
exactness formula against brute force, the spec, old databases, relayout both ways."""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sqlalchemy import create_engine, text

from scrapy_simhash.index import LayoutError, SimHashIndex, parse_layout
from scrapy_simhash.index.layout import Layout, exact_distance
from scrapy_simhash.index.relayout import relayout
from tests.index_backends import flip, flipped
from tests.reliability_fixtures import index_is_consistent
from tests.unit.test_index_compact import all_entries, answers, queries_near

fingerprints = st.integers(min_value=0, max_value=(1 << 64) - 1)


def exact_by_enumeration(blocks: int, per_table: int, radius: int, widths: list[int]) -> int:
    """The largest d such that every way of putting d differing bits into blocks of these
    widths leaves some choice of ``per_table`` blocks with at most ``radius`` of them."""
    best = -1
    for d in range(sum(widths) + 1):
        for hits in spreads(d, widths):
            if all(sum(chosen) > radius for chosen in combinations(hits, per_table)):
                return best
        best = d
    return best


def spreads(d: int, widths: list[int]) -> Iterator[tuple[int, ...]]:
    """Every way of putting ``d`` differing bits into blocks of these widths."""
    if not widths:
        if d == 0:
            yield ()
        return
    for here in range(min(d, widths[0]) + 1):
        for rest in spreads(d - here, widths[1:]):
            yield (here, *rest)


@settings(max_examples=150, deadline=None)
@given(blocks=st.integers(1, 5), data=st.data())
def test_the_exactness_formula_equals_brute_force_over_small_widths(blocks: int, data) -> None:
    per_table = data.draw(st.integers(1, blocks))
    radius = data.draw(st.integers(0, 2))
    # Blocks as wide as a spread up to the answer needs (64-bit fingerprints: 12+ bits).
    widths = [data.draw(st.integers(4, 5)) for _ in range(blocks)]
    expected = exact_by_enumeration(blocks, per_table, radius, widths)
    assert exact_distance(blocks, per_table, radius) == expected


@pytest.mark.parametrize("blocks", range(1, 65))
def test_radius_zero_keeps_the_pigeonhole_limits(blocks: int) -> None:
    for per_table in range(1, blocks + 1):
        assert exact_distance(blocks, per_table) == blocks - per_table


@settings(max_examples=300, deadline=None)
@given(fingerprint=fingerprints, blocks=st.integers(1, 6), radius=st.integers(0, 2),
       data=st.data())
def test_every_pair_within_the_limit_meets_a_probe_and_shares_a_lock(
    fingerprint: int, blocks: int, radius: int, data
) -> None:
    layout = Layout(blocks, data.draw(st.integers(1, min(blocks, 3))), radius=radius)
    bits = data.draw(st.lists(st.integers(0, 63), max_size=layout.max_distance, unique=True))
    other = flip(fingerprint, *bits)
    stored = layout.keys(other)
    assert any(stored[table] in probes
               for table, probes in enumerate(layout.probe_keys(fingerprint)))
    assert set(layout.lock_keys(fingerprint)) & set(layout.lock_keys(other))


@pytest.mark.parametrize(("blocks", "per_table", "radius"), [(3, 1, 1), (4, 1, 1), (2, 1, 1),
                                                              (4, 2, 1), (3, 1, 2), (7, 2, 0)])
def test_the_limit_is_tight_an_even_spread_one_bit_further_is_missed(
    blocks: int, per_table: int, radius: int
) -> None:
    layout = Layout(blocks, per_table, radius=radius)
    distance = layout.max_distance + 1
    # Deal the differing bits round-robin over the blocks, from each block's low end.
    bits = [shift + depth for depth in range(64) for shift, _ in layout.block_ranges][:distance]
    fingerprint = random.Random(distance).getrandbits(64)
    other = flip(fingerprint, *bits)
    stored = layout.keys(other)
    assert not any(stored[table] in probes
                   for table, probes in enumerate(layout.probe_keys(fingerprint)))


def test_the_spec_names_blocks_radius_and_storage() -> None:
    layout = parse_layout("blocks:3/radius:1", 5)
    assert (layout.blocks, layout.per_table, layout.radius, layout.storage) == (3, 1, 1, None)
    assert layout.name == "blocks:3/radius:1" and layout.max_distance == 5
    assert [layout.probe_count(t) for t in range(3)] == [23, 22, 22]  # 22/21/21-bit keys
    assert parse_layout("blocks:3/radius:1/compact", 5).storage == "compact"
    assert parse_layout(" blocks:3/radius:1/tables ", 3).storage == "tables"
    assert parse_layout("blocks:7/radius:0", 5) == parse_layout("blocks:7", 5)
    assert "flips within 1 bit" in layout.describe()
    with pytest.raises(LayoutError, match="exact only up to distance 5"):
        parse_layout("blocks:3/radius:1", 6)
    with pytest.raises(LayoutError, match="radius must be 0..3"):
        parse_layout("blocks:3/radius:4", 5)
    with pytest.raises(LayoutError, match="blocks:N/radius:R"):
        parse_layout("blocks:3/radius", 5)
    with pytest.raises(LayoutError, match="probes .* keys per look-up"):
        parse_layout("blocks:2/radius:3", 3)


def test_radius_layout_is_stored_and_adopted_and_another_is_refused(db_url: str) -> None:
    with SimHashIndex(db_url, layout="blocks:3/radius:1", namespace="n") as index:
        index.add_many([(0x0123_4567_89AB_CDEF, "a")])
    with SimHashIndex(db_url, namespace="n") as index:  # no layout: the stored one
        assert index.layout.radius == 1 and index.layout.name == "blocks:3/radius:1"
        spread = flip(0x0123_4567_89AB_CDEF, 0, 1, 22, 23, 50)  # 2, 2 and 1 bits per block
        assert [m.key for m in index.find(spread)] == ["a"]
    with pytest.raises(LayoutError, match="blocks:3/radius:1"):
        SimHashIndex(db_url, layout="blocks:6")


@pytest.mark.postgres
def test_postgresql_radius_key_indexes_carry_the_fingerprint(postgres_url: str) -> None:
    SimHashIndex(postgres_url, layout="blocks:3/radius:1").close()
    engine = create_engine(postgres_url)
    with engine.connect() as conn:
        definitions = [row[0] for row in conn.execute(text(
            "SELECT indexdef FROM pg_indexes WHERE indexname LIKE 'simhash_key_%'"))]
    engine.dispose()
    assert len(definitions) == 3
    assert all("INCLUDE (fingerprint)" in definition for definition in definitions)


def test_a_database_without_a_radius_row_opens_as_radius_zero(db_url: str) -> None:
    rng = random.Random(8)
    stored = [rng.getrandbits(64) for _ in range(300)]
    for namespace in ("news", "forum"):  # blocks:7, the default before radius layouts
        with SimHashIndex(db_url, namespace=namespace, layout="blocks:7") as index:
            index.add_many((fp, f"https://{namespace}.example/{i}") for i, fp in enumerate(stored))
    engine = create_engine(db_url)
    with engine.begin() as conn:  # as versions before radius layouts left it
        conn.execute(text("DELETE FROM simhash_meta WHERE name = 'layout_radius'"))
    engine.dispose()
    queries = queries_near(stored)
    before = answers(db_url, queries)
    with SimHashIndex(db_url, namespace="news") as index:
        assert index.layout.radius == 0 and index.layout.name == "blocks:7"
        match = index.check_and_add(flipped(stored[3], 5, rng), "repost")
        assert match is not None and match.fingerprint == stored[3]
    assert answers(db_url, queries) == before


@pytest.mark.parametrize("storage", ["", "/tables", "/compact"])
def test_relayout_to_a_radius_layout_and_back_keeps_every_answer(db_url: str,
                                                                 storage: str) -> None:
    rng = random.Random(9)
    stored = [rng.getrandbits(64) for _ in range(400)]
    for namespace in ("news", "forum"):
        with SimHashIndex(db_url, namespace=namespace, layout="blocks:7") as index:
            index.add_many((fp, f"https://{namespace}.example/{i}", f"id{i}")
                           for i, fp in enumerate(stored))
    queries = queries_near(stored)
    entries, before = all_entries(db_url), answers(db_url, queries)

    result = relayout(db_url, 5, layout=f"blocks:3/radius:1{storage}", batch_size=64)

    assert result.changed and "flips within 1 bit" in result.new
    assert all_entries(db_url) == entries
    assert answers(db_url, queries) == before
    for namespace in ("news", "forum"):
        assert index_is_consistent(db_url, namespace)[1] == []
    with SimHashIndex(db_url, namespace="forum") as index:
        assert index.layout.radius == 1
        added = rng.getrandbits(64)
        assert index.check_and_add(added, "new") is None
        assert [m.key for m in index.find(flipped(added, 5, rng))] == ["new"]
    with_added = answers(db_url, queries)

    back = relayout(db_url, 5, layout="blocks:7", batch_size=64)

    assert back.changed and back.new.startswith("blocks:7:")
    with SimHashIndex(db_url, namespace="forum") as index:
        assert index.layout.radius == 0
        assert [m.key for m in index.find(added)] == ["new"]
    assert answers(db_url, queries) == with_added
    for namespace in ("news", "forum"):
        assert index_is_consistent(db_url, namespace)[1] == []


@pytest.mark.postgres
@pytest.mark.parametrize("layout", ["blocks:3/radius:1/compact", "blocks:3/radius:2/compact"])
def test_postgresql_reads_exactly_the_probed_keys(postgres_url: str, layout: str) -> None:
    """The look-up computes its probed keys in the statement: a stored fingerprint comes
    back once per key of it that is a probed key (the query's key or, within the radius,
    a flip of it), and one whose keys all differ from the query's in more bits than the
    radius does not, so the candidates counted are those of the layout."""
    rng = random.Random(22)
    query = rng.getrandbits(64)
    stored = []
    for shift, width in ((0, 22), (22, 21), (43, 21)):  # the keys of blocks:3
        field = ((1 << width) - 1) << shift
        for low_flip in (0, 1, 2, 3, 4, 5, 8, 9, 12, 15, 16, 17, 48):
            # The other keys random, so each fingerprint is found through this key alone.
            other = rng.getrandbits(64) & ~field
            stored.append(other | ((query ^ (low_flip << shift)) & field))
    stored += [rng.getrandbits(64) for _ in range(200)]
    index = SimHashIndex(postgres_url, max_distance=5, layout=layout)
    try:
        index.add_many((fp, f"https://example.com/{n}") for n, fp in enumerate(stored))
        storage = index._storage
        probed = [set(keys) for keys in storage.layout.probe_keys(query)]
        expected = sorted(fp for fp in stored for table, key in enumerate(storage.layout.keys(fp))
                          if key in probed[table])
        with storage._session(write=False) as cursor:
            cursor.execute(storage._sql.candidates,
                           storage._probe_params(storage._namespace_id("default"), query))
            rows = sorted(row[0] & ((1 << 64) - 1) for row in cursor.fetchall())
    finally:
        index.close()
    assert rows == expected
    # Each key's one-bit neighbours (0, 1, 2, 4, 8, 16) are there to be found.
    assert len(expected) >= 3 * 6
