"""The Hamming filter run inside the database: same distances as Python, no match lost."""

from __future__ import annotations

import uuid
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scrapy_simhash.fingerprint.bits import to_signed64
from scrapy_simhash.index import SimHashIndex
from scrapy_simhash.index.sql import SqlStorage, create_index_engine
from scrapy_simhash.index.statements import distance_sql
from tests.index_backends import flip

MASK = (1 << 64) - 1
EDGES = [0, 1, MASK, 1 << 63, (1 << 63) - 1, (1 << 63) | 1, 0x5555555555555555,
         0xAAAAAAAAAAAAAAAA]
fingerprints = st.one_of(st.sampled_from(EDGES), st.integers(min_value=0, max_value=MASK))


@pytest.fixture
def raw_cursor(db_url: str) -> Iterator[tuple[object, bool]]:
    engine = create_index_engine(db_url)
    connection = engine.raw_connection()
    try:
        yield connection.cursor(), engine.dialect.name == "postgresql"
    finally:
        connection.close()
        engine.dispose()


def test_the_sql_distance_equals_python(raw_cursor: tuple[object, bool]) -> None:
    cursor, postgres = raw_cursor
    placeholder = "%s" if postgres else "?"
    operand = f"CAST({placeholder} AS BIGINT)"
    query = f"SELECT {distance_sql(operand, operand, postgres)}"

    @settings(max_examples=300, deadline=None)
    @given(a=fingerprints, b=fingerprints)
    def check(a: int, b: int) -> None:
        cursor.execute(query, (to_signed64(a), to_signed64(b)))  # type: ignore[attr-defined]
        assert cursor.fetchone()[0] == (a ^ b).bit_count(), (hex(a), hex(b))  # type: ignore[attr-defined]

    check()


@st.composite
def around(draw: st.DrawFn, k: int) -> tuple[int, list[int]]:
    """A query and stored fingerprints at every distance from 0 to k + 2 of it, often
    differing in bit 63 (the sign of the stored BIGINT)."""
    query = draw(fingerprints)
    stored = []
    for distance in range(k + 3):
        bits = draw(st.sets(st.integers(0, 63), min_size=distance, max_size=distance))
        if distance and draw(st.booleans()):
            bits = set(sorted(bits)[1:]) | {63}
        stored.append(flip(query, *bits))
    return query, stored


@pytest.mark.parametrize("in_sql", [True, False], ids=["sql-filter", "python-filter"])
@pytest.mark.parametrize("layout", ["blocks:7/tables", "blocks:7/compact",
                                    "blocks:3/radius:1/tables", "blocks:3/radius:1/compact"])
def test_no_match_within_k_is_filtered_out(db_url: str, in_sql: bool, layout: str) -> None:
    k = 5

    @settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(case=around(k))
    def check(case: tuple[int, list[int]]) -> None:
        query, stored_fps = case
        with SimHashIndex(db_url, max_distance=k, layout=layout,
                          namespace=uuid.uuid4().hex) as index:
            storage = index._storage
            assert isinstance(storage, SqlStorage)
            storage.hamming_in_sql = in_sql
            stored = [(fp, f"k{i}") for i, fp in enumerate(stored_fps)]
            index.add_many(stored)
            for limit in range(k + 1):
                expected = {(fp, key, (fp ^ query).bit_count()) for fp, key in stored
                            if (fp ^ query).bit_count() <= limit}
                found = {(m.fingerprint, m.key, m.distance) for m in index.find(query, limit)}
                assert found == expected, (hex(query), limit)
            # The batched path (PostgreSQL: one statement for the batch) and the single
            # one: each offer is a duplicate of its nearest stored fingerprint.
            offers = [(query, "offer"), (query ^ MASK, "far")]
            nearest = min(stored, key=lambda entry: (entry[0] ^ query).bit_count())
            first, second = index.check_and_add_many(offers)
            assert first is not None and first.fingerprint == nearest[0]
            assert first.distance == (nearest[0] ^ query).bit_count()
            assert second is None or second.distance <= k

    check()


def test_the_database_filters_where_it_spares_shipping_candidates(db_url: str) -> None:
    """PostgreSQL (14 and later; the suite's server is newer) filters in SQL; SQLite, in
    the process anyway, reads the candidates and filters them in Python."""
    with SimHashIndex(db_url) as index:
        storage = index._storage
        assert isinstance(storage, SqlStorage)
        assert storage.hamming_in_sql is db_url.startswith("postgresql")
