"""Schema creation, versioning and layout checks on SQLite and PostgreSQL."""

from __future__ import annotations

import pytest
from sqlalchemy import create_engine, text

from scrapy_simhash.index import LayoutError, SchemaMismatchError, SimHashIndex

FP = 0xDEAD_BEEF_0000_FFFF


def test_entries_survive_reopening(db_url: str) -> None:
    with SimHashIndex(db_url) as index:
        index.check_and_add(FP, "kept")
    with SimHashIndex(db_url) as index:
        assert [m.key for m in index.find(FP ^ 0b111)] == ["kept"]


def test_schema_creation_is_idempotent_and_records_version(db_url: str) -> None:
    SimHashIndex(db_url).close()
    SimHashIndex(db_url).close()
    engine = create_engine(db_url)
    with engine.connect() as conn:
        meta = dict(conn.execute(text("SELECT name, value FROM simhash_meta")).all())
    engine.dispose()
    # The default max_distance (5): 3 blocks, each a key probed with its one-bit flips;
    # PostgreSQL keeps them as expression indexes on the entries, SQLite as segment tables.
    storage = "compact" if db_url.startswith("postgresql") else "tables"
    assert meta == {"schema_version": "1", "layout_blocks": "3", "layout_per_table": "1",
                    "layout_storage": storage, "layout_radius": "1"}


def test_reopening_with_larger_distance_is_refused(db_url: str) -> None:
    SimHashIndex(db_url, max_distance=3).close()
    with pytest.raises(LayoutError, match="max_distance=5"):
        SimHashIndex(db_url, max_distance=5)
    # A smaller distance is served exactly by the stored layout.
    with SimHashIndex(db_url, max_distance=2) as index:
        assert index.layout.name == "blocks:4"


def test_reopening_adopts_stored_layout(db_url: str) -> None:
    SimHashIndex(db_url, max_distance=3, layout="blocks:5").close()
    with SimHashIndex(db_url, max_distance=3) as index:
        assert index.layout.table_count == 10
    with pytest.raises(LayoutError, match="blocks:5"):
        SimHashIndex(db_url, max_distance=3, layout="blocks:6")


def test_unknown_schema_version_is_refused(db_url: str) -> None:
    SimHashIndex(db_url).close()
    engine = create_engine(db_url)
    with engine.begin() as conn:
        conn.execute(text("UPDATE simhash_meta SET value = '99' WHERE name = 'schema_version'"))
    engine.dispose()
    with pytest.raises(SchemaMismatchError, match="version '99'"):
        SimHashIndex(db_url)


def test_foreign_simhash_tables_are_refused(db_url: str) -> None:
    engine = create_engine(db_url)
    with engine.begin() as conn:
        conn.execute(text("CREATE TABLE simhash_entries (id INTEGER)"))
    engine.dispose()
    with pytest.raises(SchemaMismatchError, match="not created by"):
        SimHashIndex(db_url)


def test_unsupported_urls_are_refused(tmp_path) -> None:
    with pytest.raises(ValueError, match="psycopg"):
        SimHashIndex("postgresql+psycopg2://u@localhost/db")
    with pytest.raises(ValueError, match="unsupported database"):
        SimHashIndex("mysql://u@localhost/db")


def test_sqlite_uses_wal(sqlite_url: str) -> None:
    SimHashIndex(sqlite_url).close()
    engine = create_engine(sqlite_url)
    with engine.connect() as conn:
        assert conn.execute(text("PRAGMA journal_mode")).scalar() == "wal"
    engine.dispose()


def test_sqlite_index_connections_map_the_file(sqlite_url: str) -> None:
    from scrapy_simhash.index.sql import create_index_engine

    engine = create_index_engine(sqlite_url)
    with engine.connect() as conn:  # the page reads of a look-up go through the mapping
        assert conn.execute(text("PRAGMA mmap_size")).scalar() == 256 * 1024 * 1024
        assert conn.execute(text("PRAGMA cache_size")).scalar() == -65536
    engine.dispose()


def test_in_memory_sqlite_is_shared_across_threads() -> None:
    from concurrent.futures import ThreadPoolExecutor

    index = SimHashIndex("sqlite://")
    index.check_and_add(FP, "a")
    with ThreadPoolExecutor(max_workers=1) as worker:
        assert worker.submit(index.find, FP).result()[0].key == "a"
    index.close()


def test_large_sqlite_load_rebuilds_secondary_indexes(
    sqlite_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from scrapy_simhash.index import sql

    monkeypatch.setattr(sql, "_REBUILD_MIN_ROWS", 10)
    with SimHashIndex(sqlite_url) as index:
        index.add_many([(FP ^ (i << 20), f"first-{i}") for i in range(5)])  # below threshold
        assert index.add_many([(FP ^ (i << 40), f"bulk-{i}") for i in range(40)]) == 40
        # The rebuilt key and time indexes answer delete and expire as before.
        assert index.delete("bulk-7") == 1 and index.delete("first-2") == 1
        assert index.count() == 43
        assert index.find(FP ^ (7 << 40), 0) == []
    engine = create_engine(sqlite_url)
    with engine.connect() as conn:
        names = set(
            conn.execute(text("SELECT name FROM sqlite_master WHERE type = 'index'")).scalars()
        )
        plan = " ".join(
            str(row)
            for row in conn.execute(
                text(
                    "EXPLAIN QUERY PLAN DELETE FROM simhash_entries WHERE namespace_id = 1 AND item_key = 'x'"
                )
            )
        )
    engine.dispose()
    assert {"simhash_entries_key", "simhash_entries_stored_at"} <= names
    assert "simhash_entries_key" in plan
