"""The compact layout beside the segment tables: which one a database gets, databases
made before the compact layout, and converting between them with relayout."""

from __future__ import annotations

import random

import pytest
from sqlalchemy import create_engine, inspect, text

from scrapy_simhash.index import LayoutError, SimHashIndex
from scrapy_simhash.index.relayout import relayout
from tests.index_backends import flipped
from tests.reliability_fixtures import index_is_consistent

NAMESPACES = ("news", "forum")


def make_pre_compact_database(url: str, count: int = 400) -> list[int]:
    """A database as versions before the compact layout left it: segment tables, and no
    ``layout_storage`` row in simhash_meta. Entries in two namespaces, some confirmed, some
    pending, some with an item id, some fingerprints under two keys."""
    rng = random.Random(5)
    fingerprints = [rng.getrandbits(64) for _ in range(count)]
    for namespace in NAMESPACES:
        with SimHashIndex(url, namespace=namespace, layout="blocks:7/tables") as index:
            index.add_many((fp, f"https://{namespace}.example/{i}", f"id{i}" if i % 3 else None)
                           for i, fp in enumerate(fingerprints))
            index.add_many((fp, f"https://{namespace}.example/copy/{i}")
                           for i, fp in enumerate(fingerprints[:20]))
            index.check_and_add_many(
                [(flipped(fingerprints[i], 9, rng) ^ (1 << 63),
                  f"https://{namespace}.example/pending/{i}", f"owner{i}") for i in range(10)],
                pending=True)
    engine = create_engine(url)
    with engine.begin() as conn:
        conn.execute(text("DELETE FROM simhash_meta WHERE name = 'layout_storage'"))
    engine.dispose()
    return fingerprints


def all_entries(url: str) -> list[tuple]:
    engine = create_engine(url)
    with engine.connect() as conn:
        rows = conn.execute(text(
            "SELECT n.name, e.fingerprint, e.item_key, e.item_id, e.stored_at, e.confirmed "
            "FROM simhash_entries e JOIN simhash_namespaces n ON n.id = e.namespace_id "
            "ORDER BY 1, 2, 3")).all()
    engine.dispose()
    return [tuple(row) for row in rows]


def answers(url: str, queries: list[int]) -> dict[str, list[list[tuple]]]:
    result = {}
    for namespace in NAMESPACES:
        with SimHashIndex(url, namespace=namespace) as index:
            result[namespace] = [
                [(m.fingerprint, m.key, m.distance, m.item_id, m.confirmed)
                 for m in index.find(query, k=5)]
                for query in queries
            ]
    return result


def queries_near(fingerprints: list[int], seed: int = 11) -> list[int]:
    rng = random.Random(seed)
    near = [flipped(fp, rng.randint(0, 5), rng) for fp in fingerprints[:150]]
    return near + [rng.getrandbits(64) for _ in range(30)]


def storage_of(url: str) -> str | None:
    engine = create_engine(url)
    with engine.connect() as conn:
        value = conn.execute(text(
            "SELECT value FROM simhash_meta WHERE name = 'layout_storage'")).scalar()
    engine.dispose()
    return value


def segment_tables(url: str) -> list[str]:
    engine = create_engine(url)
    with engine.connect() as conn:
        names = [name for name in inspect(conn).get_table_names() if "seg_" in name]
    engine.dispose()
    return names


def serves_reposts_and_new_pages(url: str, fingerprints: list[int], storage: str) -> int:
    """After a relayout into ``storage``: a repost of a stored page matches it, and a new
    page is stored and found again; returns the new page's fingerprint."""
    with SimHashIndex(url, namespace="forum") as index:
        assert index.layout.storage == storage
        match = index.check_and_add(flipped(fingerprints[7], 4, random.Random(3)), "repost")
        assert match is not None and match.fingerprint == fingerprints[7]
        added = random.Random(4).getrandbits(64)
        assert index.check_and_add(added, "new") is None
        assert [m.key for m in index.find(flipped(added, 5, random.Random(6)))] == ["new"]
    return added


def back_to_segment_tables(url: str, added: int) -> None:
    """Relayout to the 21 segment tables of ``blocks:7``: consistent, and the page added
    before it is found."""
    back = relayout(url, 5, layout="blocks:7/tables", batch_size=64)
    assert back.changed and storage_of(url) == "tables"
    assert len(segment_tables(url)) == 21
    for namespace in NAMESPACES:
        assert index_is_consistent(url, namespace)[1] == []
    with SimHashIndex(url, namespace="forum") as index:
        assert [m.key for m in index.find(added)] == ["new"]


def test_new_databases_are_compact_on_postgresql_and_tables_on_sqlite(db_url: str) -> None:
    with SimHashIndex(db_url) as index:
        postgres = db_url.startswith("postgresql")
        assert index.layout.compact is postgres
        assert index.layout.storage == ("compact" if postgres else "tables")
    assert storage_of(db_url) == index.layout.storage
    assert bool(segment_tables(db_url)) is not postgres


def test_a_database_made_before_the_compact_layout_answers_as_before(db_url: str) -> None:
    fingerprints = make_pre_compact_database(db_url)
    queries = queries_near(fingerprints)
    before = answers(db_url, queries)
    assert any(before["news"]) and storage_of(db_url) is None

    # Opened by this version without a layout (as a crawl does): still segment tables.
    with SimHashIndex(db_url, namespace="news") as index:
        assert index.layout.storage == "tables"
        assert index.check_and_add(flipped(fingerprints[0], 3, random.Random(1)), "repost")
        assert index.check_and_add(random.Random(2).getrandbits(64), "new") is None
    assert answers(db_url, queries) == before
    assert storage_of(db_url) is None  # opening it changes nothing
    entries, problems = index_is_consistent(db_url, "news")
    assert problems == [] and entries == 400 + 20 + 10 + 1
    # Asking for the compact layout on it is refused, naming the way to convert it.
    with pytest.raises(LayoutError, match="relayout --max-distance 5 --layout blocks:7/compact"):
        SimHashIndex(db_url, layout="blocks:7/compact")


def test_relayout_turns_segment_tables_into_the_compact_layout_and_back(db_url: str) -> None:
    fingerprints = make_pre_compact_database(db_url)
    queries = queries_near(fingerprints)
    entries, before = all_entries(db_url), answers(db_url, queries)

    result = relayout(db_url, 5, layout="blocks:7/compact", batch_size=64)

    assert result.changed and "key indexes" in result.new
    assert result.fingerprints == 400 * 2 + 20  # distinct (namespace, fingerprint) pairs
    assert storage_of(db_url) == "compact" and segment_tables(db_url) == []
    assert all_entries(db_url) == entries
    assert answers(db_url, queries) == before
    added = serves_reposts_and_new_pages(db_url, fingerprints, "compact")
    back_to_segment_tables(db_url, added)


@pytest.mark.postgres
def test_relayout_on_postgresql_converts_to_compact_by_default(postgres_url: str) -> None:
    fingerprints = make_pre_compact_database(postgres_url, count=200)
    queries = queries_near(fingerprints)
    entries, before = all_entries(postgres_url), answers(postgres_url, queries)

    assert relayout(postgres_url, 5).changed
    assert storage_of(postgres_url) == "compact"
    assert all_entries(postgres_url) == entries and answers(postgres_url, queries) == before
    assert not relayout(postgres_url, 5).changed  # already there


@pytest.mark.postgres
def test_an_interrupted_compact_relayout_keeps_serving_and_resumes(postgres_url: str) -> None:
    fingerprints = make_pre_compact_database(postgres_url, count=200)
    queries = queries_near(fingerprints)
    before = answers(postgres_url, queries)
    calls: list[tuple[int, int]] = []

    def stop_after_three_indexes(done: int, total: int) -> None:
        calls.append((done, total))
        if len(calls) == 3:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        relayout(postgres_url, 6, progress=stop_after_three_indexes)
    # Still the old layout, complete, and still refusing k=6.
    assert storage_of(postgres_url) is None
    assert answers(postgres_url, queries) == before
    with pytest.raises(LayoutError):
        SimHashIndex(postgres_url, max_distance=6, namespace="news")

    resumed: list[tuple[int, int]] = []
    result = relayout(postgres_url, 6, progress=lambda d, t: resumed.append((d, t)))

    assert result.resumed and result.changed and resumed[-1] == (420, 420)
    assert storage_of(postgres_url) == "compact"
    rng = random.Random(8)
    with SimHashIndex(postgres_url, max_distance=6, namespace="news") as index:
        assert index.layout.table_count == 28
        for fp in fingerprints:
            assert fp in {m.fingerprint for m in index.find(flipped(fp, 6, rng), k=6)}


def test_relayout_turns_segment_tables_into_buckets_and_back(sqlite_url: str) -> None:
    fingerprints = make_pre_compact_database(sqlite_url)
    queries = queries_near(fingerprints)
    entries, before = all_entries(sqlite_url), answers(sqlite_url, queries)

    result = relayout(sqlite_url, 5, layout="blocks:3/radius:1/buckets", batch_size=64)

    assert result.changed and "bucket table" in result.new
    assert result.fingerprints == 400 * 2 + 20
    assert storage_of(sqlite_url) == "buckets" and segment_tables(sqlite_url) == []
    assert all_entries(sqlite_url) == entries
    assert answers(sqlite_url, queries) == before
    for namespace in NAMESPACES:
        assert index_is_consistent(sqlite_url, namespace)[1] == []
    added = serves_reposts_and_new_pages(sqlite_url, fingerprints, "buckets")
    with pytest.raises(LayoutError, match="layout blocks:3/radius:1/tables"):
        SimHashIndex(sqlite_url, layout="blocks:3/radius:1/tables")
    back_to_segment_tables(sqlite_url, added)


@pytest.mark.postgres
def test_bucket_storage_is_refused_on_postgresql(postgres_url: str) -> None:
    with pytest.raises(LayoutError, match="bucket storage is for SQLite"):
        SimHashIndex(postgres_url, layout="blocks:3/radius:1/buckets")


def test_bucket_storage_takes_keys_of_at_most_32_bits() -> None:
    with pytest.raises(LayoutError, match="at most 32 bits"):
        SimHashIndex("memory://", max_distance=0, layout="blocks:1/buckets")
