"""Rebuild an index's segment keys for another largest threshold, from its entries.

The layout (how fingerprints are cut into segment keys) is fixed when a database is
created, and bounds the largest threshold it answers exactly. ``relayout`` builds the
segment tables of a new layout beside the old ones, batch by batch from the stored
fingerprints (each batch and its progress mark commit together, so an interrupted run
resumes where it stopped), then swaps them in one transaction. Until that swap the old
tables stay complete and in use: an interrupted relayout loses nothing.

A compact layout (``layout.py``) is built as one expression index per key on the entries
table instead, each in its own transaction (an interrupted run keeps the indexes it
finished); on PostgreSQL beside the old keys and renamed at the swap, on SQLite (which
cannot rename an index) inside the swap. The same path turns a database of segment
tables into a compact one: ``relayout`` on PostgreSQL, without ``--layout``, does that.

Bucket storage (SQLite) is built like segment tables: its one table beside the old keys,
each batch's fingerprints appended to their buckets, swapped in by a rename.
"""

from __future__ import annotations

import functools
import json
import time
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass

from sqlalchemy import Connection, Engine, MetaData, func, inspect, select, text, tuple_

from scrapy_simhash.index.errors import LayoutError
from scrapy_simhash.index.key_sql import create_key_index, key_expression, key_index_name
from scrapy_simhash.index.layout import Layout, default_layout, parse_layout
from scrapy_simhash.index.schema import (
    BUCKETS_TABLE,
    PREFIX,
    SCHEMA_LOCK_ID,
    SchemaTables,
    _read_stored_layout,
    build_tables,
    declare_bucket_table,
    declare_segment_table,
    layout_meta,
    resolve_storage,
)
from scrapy_simhash.index.sql import create_index_engine, pack_bucket, unpack_bucket
from scrapy_simhash.index.statements import BucketStatements, segment_table

_NEXT = f"{PREFIX}next_seg_"
_NEXT_BUCKETS = f"{_NEXT}buckets"  # bucket storage's table being built
_NEXT_KEY = "next_"  # key_index_name prefix of a compact layout's indexes being built
_PROGRESS = "relayout"  # simhash_meta row: target layout and the last fingerprint done
_BATCH = 20_000  # fingerprints per transaction
# Entries stored while the relayout ran (a crawl still writing) are caught up at the swap.
_CATCH_UP_MARGIN_MICROS = 60_000_000


@dataclass(frozen=True)
class RelayoutResult:
    old: str  # Layout.describe() before
    new: str  # and after
    fingerprints: int  # distinct (namespace, fingerprint) pairs laid out
    resumed: bool  # an interrupted run was continued
    changed: bool  # False: the database already had this layout


def relayout(database_url: str, max_distance: int, *, layout: str | None = None,
             batch_size: int = _BATCH,
             progress: Callable[[int, int], None] | None = None) -> RelayoutResult:
    """Rebuild the segment tables of ``database_url`` for ``max_distance``.

    ``layout`` ("blocks:N", "blocks:N/radius:R") chooses the new layout; by default, the
    one a new database gets for ``max_distance``. ``progress(done, total)`` is called
    after each batch.
    """
    requested = parse_layout(layout, max_distance) if layout else default_layout(max_distance)
    engine = create_index_engine(database_url)
    try:
        target = resolve_storage(requested, engine.dialect.name)
        with engine.connect() as conn:
            stored = _read_stored_layout(conn)
        if stored is None:
            raise LayoutError("no scrapy-simhash index in this database: nothing to relayout")
        if stored == target:
            _drop_next_tables(engine)  # a run for this layout may have been left
            return RelayoutResult(stored.describe(), target.describe(), 0, False, False)
        resumed, started_at, done_after = _start(engine, target)
        total = _count_fingerprints(engine)
        progress = progress or (lambda done, total: None)
        if target.compact:
            done = _build_key_indexes(engine, target, total, progress)
        else:
            done = _fill(engine, target, started_at, done_after, batch_size, total, progress)
        _swap(engine, stored, target, started_at)
        return RelayoutResult(stored.describe(), target.describe(), done, resumed, True)
    finally:
        engine.dispose()


def _next_tables(layout: Layout) -> MetaData:
    md = MetaData()
    if layout.buckets:
        declare_bucket_table(_NEXT_BUCKETS, md)
        return md
    for index in range(layout.table_count):
        declare_segment_table(f"{_NEXT}{index}", md)
    return md


def _append_to_next_buckets(conn: Connection, target: Layout,
                            fingerprints: list[tuple[int, int]], only_missing: bool) -> None:
    """Add (namespace_id, signed fingerprint) pairs to the buckets being built; with
    ``only_missing``, those a bucket holds already are left out (the catch-up at the
    swap meets fingerprints the batches laid out)."""
    statements = BucketStatements.build(target, "?")
    adding: dict[int, list[int]] = defaultdict(list)
    for ns_id, fp in fingerprints:
        for bucket in target.bucket_ids(ns_id, fp & ((1 << 64) - 1)):
            adding[bucket].append(fp)
    rows = []
    for bucket in sorted(adding):
        fps = adding[bucket]
        if only_missing:
            held = conn.exec_driver_sql(statements.get.replace(BUCKETS_TABLE, _NEXT_BUCKETS),
                                        (bucket,)).scalar()
            present = set(unpack_bucket(held)) if held is not None else set()
            fps = [fp for fp in dict.fromkeys(fps) if fp not in present]
        if fps:
            rows.append((bucket, pack_bucket(fps)))
    if rows:
        conn.exec_driver_sql(statements.append.replace(BUCKETS_TABLE, _NEXT_BUCKETS), rows)


@functools.cache
def _base_tables() -> SchemaTables:
    return build_tables(Layout(1, 1))  # meta and entries do not depend on the layout


def _set_meta(conn: Connection, name: str, value: str) -> None:
    meta = _base_tables().meta
    updated = conn.execute(meta.update().where(meta.c.name == name).values(value=value))
    if not updated.rowcount:  # no such row yet
        conn.execute(meta.insert().values(name=name, value=value))


def _start(engine: Engine, target: Layout) -> tuple[bool, int, tuple[int, int] | None]:
    """Resume a run for the same target, else (re)create the new tables empty.

    Returns (resumed, started_at micros, last (namespace_id, fingerprint) done).
    """
    with engine.begin() as conn:
        meta = _base_tables().meta
        row = conn.execute(select(meta.c.value).where(meta.c.name == _PROGRESS)).scalar()
        state = json.loads(row) if row else None
        if state and (state["blocks"], state["per_table"], state.get("storage"),
                      state.get("radius", 0)) == (
                target.blocks, target.per_table, target.storage, target.radius):
            after = state["after"]  # [namespace_id, fingerprint] as JSON keeps it, or null
            return True, int(state["started_at"]), (after[0], after[1]) if after else None
    _drop_next_tables(engine)
    started_at = int(time.time() * 1_000_000)
    with engine.begin() as conn:
        if not target.compact:
            _next_tables(target).create_all(conn)
        _save_progress(conn, target, started_at, None)
    return False, started_at, None


def _save_progress(conn: Connection, target: Layout, started_at: int,
                   after: tuple[int, int] | None) -> None:
    _set_meta(conn, _PROGRESS, json.dumps({
        "blocks": target.blocks, "per_table": target.per_table, "storage": target.storage,
        "radius": target.radius,
        "started_at": started_at, "after": list(after) if after else None}))


def _fill(engine: Engine, target: Layout, started_at: int, after: tuple[int, int] | None,
          batch_size: int, total: int, progress: Callable[[int, int], None]) -> int:
    entries = _base_tables().entries
    pair = (entries.c.namespace_id, entries.c.fingerprint)
    done = 0 if after is None else _count_fingerprints(engine, after)
    progress(done, total)
    while True:
        with engine.begin() as conn:
            batch = select(*pair).distinct()
            if after is not None:
                batch = batch.where(tuple_(*pair) > tuple_(*after))
            rows = conn.execute(batch.order_by(*pair).limit(batch_size)).all()
            if not rows:
                return done
            first, last = (rows[0][0], rows[0][1]), (rows[-1][0], rows[-1][1])
            if target.buckets:
                _append_to_next_buckets(conn, target, [(r[0], r[1]) for r in rows],
                                        only_missing=False)
            for index in range(0 if target.buckets else target.table_count):
                conn.execute(text(
                    f"INSERT INTO {_NEXT}{index} (namespace_id, seg_key, fingerprint) "
                    f"SELECT DISTINCT namespace_id, {key_expression(target, index)}, fingerprint "
                    f"FROM {PREFIX}entries WHERE (namespace_id, fingerprint) >= (:ns0, :fp0) "
                    f"AND (namespace_id, fingerprint) <= (:ns1, :fp1)"),
                    {"ns0": first[0], "fp0": first[1], "ns1": last[0], "fp1": last[1]})
            _save_progress(conn, target, started_at, last)
        after = last
        done += len(rows)
        progress(done, total)


def _build_key_indexes(engine: Engine, target: Layout, total: int,
                       progress: Callable[[int, int], None]) -> int:
    """PostgreSQL: the new layout's key indexes, built beside the old keys (writers wait
    while one is built; readers do not). SQLite builds them at the swap."""
    count = target.table_count
    progress(0, total)
    if engine.dialect.name != "postgresql":
        return total
    for table in range(count):
        with engine.begin() as conn:
            # IF NOT EXISTS: a resumed run keeps the indexes an interrupted one committed.
            conn.exec_driver_sql(create_key_index(target, table, _NEXT_KEY, postgres=True))
        progress(total * (table + 1) // count, total)
    return total


def _count_fingerprints(engine: Engine, up_to: tuple[int, int] | None = None) -> int:
    """Distinct (namespace_id, fingerprint) pairs, all or those up to ``up_to``."""
    entries = _base_tables().entries
    pair = (entries.c.namespace_id, entries.c.fingerprint)
    distinct = select(*pair).distinct()
    if up_to is not None:
        distinct = distinct.where(tuple_(*pair) <= tuple_(*up_to))
    with engine.connect() as conn:
        return int(conn.execute(select(func.count()).select_from(distinct.subquery()))
                   .scalar() or 0)


def _swap(engine: Engine, old: Layout, target: Layout, started_at: int) -> None:
    """In one transaction: catch up, drop the old tables, put the new ones in their place."""
    postgres = engine.dialect.name == "postgresql"
    with engine.begin() as conn:
        if postgres:
            # The lock schema creation takes: no process creates or checks the schema now.
            conn.execute(select(func.pg_advisory_xact_lock(SCHEMA_LOCK_ID)))
        meta = _base_tables().meta
        for name, value in layout_meta(target).items():
            _set_meta(conn, name, value)  # layout_storage/radius: new with those layouts
        conn.execute(meta.delete().where(meta.c.name == _PROGRESS))
        if old.buckets:
            conn.execute(text(f"DROP TABLE {BUCKETS_TABLE}"))
        for index in range(0 if old.buckets else old.table_count):
            conn.execute(text(f"DROP INDEX {key_index_name(index)}" if old.compact
                              else f"DROP TABLE {segment_table(index)}"))
        if target.compact:
            for index in range(target.table_count):
                if postgres:
                    conn.execute(text(f"ALTER INDEX {key_index_name(index, _NEXT_KEY)} "
                                      f"RENAME TO {key_index_name(index)}"))
                else:
                    conn.exec_driver_sql(create_key_index(target, index))
            return
        since = started_at - _CATCH_UP_MARGIN_MICROS
        if target.buckets:
            recent = conn.execute(text(
                f"SELECT DISTINCT namespace_id, fingerprint FROM {PREFIX}entries "
                f"WHERE stored_at >= :since"), {"since": since}).all()
            _append_to_next_buckets(conn, target, [(r[0], r[1]) for r in recent],
                                    only_missing=True)
            conn.execute(text(f"ALTER TABLE {_NEXT_BUCKETS} RENAME TO {BUCKETS_TABLE}"))
            return
        for index in range(target.table_count):
            key = key_expression(target, index, "e.fingerprint")
            conn.execute(text(
                f"INSERT INTO {_NEXT}{index} (namespace_id, seg_key, fingerprint) "
                f"SELECT DISTINCT e.namespace_id, {key}, e.fingerprint FROM {PREFIX}entries e "
                f"WHERE e.stored_at >= :since AND NOT EXISTS (SELECT 1 FROM {_NEXT}{index} s "
                f"WHERE s.namespace_id = e.namespace_id AND s.seg_key = {key} "
                f"AND s.fingerprint = e.fingerprint)"), {"since": since})
        for index in range(target.table_count):
            conn.execute(text(f"ALTER TABLE {_NEXT}{index} RENAME TO {segment_table(index)}"))
            if postgres:
                # Constraint names stay with a renamed table; the next relayout reuses these.
                conn.execute(text(f"ALTER TABLE {segment_table(index)} RENAME CONSTRAINT "
                                  f"{_NEXT}{index}_pkey TO {segment_table(index)}_pkey"))


def _drop_next_tables(engine: Engine) -> None:
    with engine.begin() as conn:
        for name in inspect(conn).get_table_names():
            if name.startswith(_NEXT):
                conn.execute(text(f"DROP TABLE {name}"))
        for name in _index_names(conn):
            if name.startswith(key_index_name(0, _NEXT_KEY)[:-1]):
                conn.execute(text(f"DROP INDEX {name}"))
        meta = _base_tables().meta
        conn.execute(meta.delete().where(meta.c.name == _PROGRESS))


def _index_names(conn: Connection) -> list[str]:
    # From the catalogues: SQLAlchemy's reflection skips expression indexes on SQLite.
    if conn.dialect.name == "postgresql":
        query = "SELECT indexname FROM pg_indexes WHERE tablename = :table"
    else:
        query = "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = :table"
    return [str(row[0]) for row in conn.execute(text(query), {"table": f"{PREFIX}entries"})]
