"""SQLite / PostgreSQL backend: schema through SQLAlchemy Core, hot path on the DBAPI connection.

Atomic check-and-insert, and why it does not serialise unrelated fingerprints:

* PostgreSQL: the transaction first takes ``pg_advisory_xact_lock`` on one lock id
  per segment key of the offered fingerprint(s), in ascending order (so two lockers
  can never deadlock), then searches and inserts. Two fingerprints within the
  layout's distance share at least one segment key (that is the pigeonhole
  guarantee the look-up relies on), hence one lock id, so near-duplicates offered at
  the same moment by different processes or machines serialise and the second sees
  the first's committed row (READ COMMITTED: each statement gets a fresh snapshot
  and the search runs after the lock is granted). Unrelated fingerprints share no
  key and proceed in parallel. A unique constraint alone cannot do this: the
  conflict is "within distance k", not equality. A layout with a radius guarantees
  only keys within that radius, not a shared key: its lock ids come from
  ``Layout.lock_keys``, which two such fingerprints always share.
* SQLite: ``BEGIN IMMEDIATE`` takes the database write lock, so check-and-insert is
  atomic across processes, but writers are serialised (one writer at a time; readers
  continue under WAL). For several crawler processes, use PostgreSQL.
"""

from __future__ import annotations

import logging
import sys
import threading
from array import array
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace
from datetime import datetime
from itertools import islice
from typing import Any

from sqlalchemy import Engine, create_engine, event, select
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DBAPIError, IntegrityError
from sqlalchemy.pool import StaticPool
from sqlalchemy.schema import CreateIndex, DropIndex

from scrapy_simhash.fingerprint.bits import MASK64
from scrapy_simhash.fingerprint.bits import to_signed64 as to_signed
from scrapy_simhash.index.errors import ForeignDatabaseError, IndexUnavailableError
from scrapy_simhash.index.guard import duplicate_of, stores
from scrapy_simhash.index.key_sql import key_index_name, key_type
from scrapy_simhash.index.layout import Layout
from scrapy_simhash.index.match import Match, Offer, from_micros, to_micros
from scrapy_simhash.index.ownership import is_abandoned
from scrapy_simhash.index.schema import PREFIX, build_tables, ensure_schema, key_index_ddl
from scrapy_simhash.index.site_lines import SiteLine, load_rows, load_sql, save_lines
from scrapy_simhash.index.statements import (
    SQLITE_DISTANCE,
    STAGE,
    Statements,
    probes_in_sql,
)
from scrapy_simhash.index.storage import note_candidates, sort_matches
from scrapy_simhash.index.url import check_password_escaped, supported_drivername

logger = logging.getLogger(__name__)

_BULK_CHUNK = 50_000
_REBUILD_MIN_ROWS = 100_000
# Bucket storage: buckets written per statement batch while packing a bulk load.
_BUCKET_CHUNK = 20_000
# Bucket storage maps the whole file (SQLite clamps this to its build limit, 2 GiB by
# default): its look-ups are one seek per probed key, and a seek through the page cache
# (a read call per page it misses) costs about as much again as through the mapping. The
# pages read count in the process's RSS; they are the OS's file cache all the same.
_BUCKETS_MMAP_SIZE = 1 << 40


def create_index_engine(url: str, **engine_options: Any) -> Engine:
    check_password_escaped(url)  # an ambiguous URL would put part of a password in errors
    parsed = make_url(url)
    drivername = supported_drivername(parsed.drivername)
    if drivername == "postgresql+psycopg":
        parsed = parsed.set(drivername=drivername)
        engine_options.setdefault("pool_pre_ping", True)
        engine_options.setdefault("pool_size", 2)
        return create_engine(parsed, **engine_options)
    if parsed.database not in (None, "", ":memory:"):
        check_sqlite_file(parsed.database)  # before the first connection switches it to WAL
    connect_args = engine_options.pop("connect_args", {})
    # The index may be created on one thread and used from another (a caller's
    # worker thread); it is never used by two threads at once (SqlStorage locks).
    connect_args.setdefault("check_same_thread", False)
    connect_args.setdefault("timeout", 30.0)  # busy wait for another process' write lock
    if parsed.database in (None, "", ":memory:"):
        engine_options.setdefault("poolclass", StaticPool)  # one shared in-memory database
    engine = create_engine(parsed, connect_args=connect_args, **engine_options)
    event.listen(engine, "connect", _configure_sqlite)
    # SQLAlchemy-managed transactions (schema creation) take the write lock up front.
    event.listen(engine, "begin", lambda conn: conn.exec_driver_sql("BEGIN IMMEDIATE"))
    return engine


def check_sqlite_file(path: str) -> None:
    """Refuse an SQLite file that holds anything but this package's tables.

    A new or empty file, or one holding only ``simhash_*`` tables, is used; any other
    database belongs to something else and is not touched at all: opening it for the
    index would add tables and switch its journal to WAL for good. Read through a
    read-only connection, which changes nothing. A file SQLite cannot read (damaged,
    not a database, locked) is left to the index's own connection, which reports it.
    """
    import sqlite3
    from pathlib import Path
    from urllib.parse import quote

    if path.startswith("file:"):
        return  # an SQLite URI: the user chose its flags
    try:
        if Path(path).stat().st_size == 0:
            return
        with open(path, "rb") as handle:
            header = handle.read(len(_SQLITE_HEADER))
    except OSError:  # absent: created on first use; unreadable: the connection says why
        return
    if header != _SQLITE_HEADER:
        raise ForeignDatabaseError(
            f"the file {path} is not an SQLite database (another program's file, or "
            f"overwritten); the SimHash index is kept only in a new file or one holding "
            f"its own tables. Point SIMHASH_DATABASE_URL at another file; this one was not "
            f"changed")
    try:
        conn = sqlite3.connect(f"file:{quote(path)}?mode=ro", uri=True, timeout=5)
        try:
            names = [row[0] for row in conn.execute(
                "SELECT name FROM sqlite_master WHERE type IN ('table', 'view') "
                "AND name NOT LIKE 'sqlite%'")]
        finally:
            conn.close()
    except sqlite3.Error:
        return
    foreign = sorted(name for name in names if not name.startswith(PREFIX))
    if foreign:
        shown = ", ".join(foreign[:5]) + (", ..." if len(foreign) > 5 else "")
        raise ForeignDatabaseError(
            f"the SQLite file {path} belongs to something else (it holds {shown}); the "
            f"SimHash index is kept only in a new file or one holding its own tables. "
            f"Point SIMHASH_DATABASE_URL at another file; this one was not changed")


# The first 16 bytes of every SQLite 3 database file (sqlite.org/fileformat.html, 1.3).
_SQLITE_HEADER = b"SQLite format 3\x00"


def _configure_sqlite(dbapi_connection: Any, _record: Any) -> None:
    # Autocommit at the driver level: this code issues BEGIN/COMMIT itself.
    dbapi_connection.isolation_level = None
    dbapi_connection.create_function(SQLITE_DISTANCE, 2, _distance, deterministic=True)
    cursor = dbapi_connection.cursor()
    # WAL: readers never block the writer; NORMAL sync is durable across process
    # crashes (may lose the last commits on power loss), the usual WAL pairing.
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    # 64 MiB page cache per connection: look-up memory is bounded by this, not by the
    # number of stored fingerprints. Temp tables and sorts (bulk loads) spill to temp
    # files rather than RAM, so a huge add_many does not balloon the process either.
    cursor.execute("PRAGMA cache_size=-65536")
    # Up to 256 MiB of the file read through memory mapping rather than a read call per
    # page: look-ups that leave the page cache cost less. The mapped pages are the OS's
    # file cache (shared, dropped under pressure), but they count in the process's RSS.
    cursor.execute("PRAGMA mmap_size=268435456")
    cursor.close()


class SqlStorage:
    """``IndexStorage`` on SQLite or PostgreSQL. Not for concurrent use by several threads."""

    def __init__(
        self, url: str, *, layout: Layout | None, max_distance: int, **engine_options: Any
    ) -> None:
        self._engine = create_index_engine(url, **engine_options)
        self._postgres = self._engine.dialect.name == "postgresql"
        try:
            self.layout = ensure_schema(self._engine, layout, max_distance)
        except BaseException:
            self._engine.dispose()
            raise
        self._tables = build_tables(self.layout)
        self._sql = Statements.build(
            self.layout, "%s" if self._postgres else "?", postgres=self._postgres
        )
        self._dbapi_error: type[Exception] = self._engine.dialect.dbapi.Error  # type: ignore[union-attr]
        self._key_params = _key_param_types(self.layout, self._postgres)
        self._int8, self._int4 = _int_types(self._postgres)
        #: Whether look-ups compute the Hamming distance in the database and receive only
        #: the stored fingerprints within k (rather than every candidate sharing a key).
        self.hamming_in_sql = self._hamming_in_sql_by_default()
        self._namespace_ids: dict[str, int] = {}
        self._fairy: Any = None  # pooled DBAPI connection, taken lazily in the caller's thread
        self._cursor: Any = None
        self._lock = threading.Lock()
        self._closed = False
        self.candidates_examined = 0
        self.big_bucket_queries = 0

    def _hamming_in_sql_by_default(self) -> bool:
        """PostgreSQL 14 and later (``bit_count``): the filter spares shipping every
        candidate. SQLite runs in this process: nothing is shipped, and the filter would be
        a Python call per candidate all the same, so the candidates are read as they are."""
        if not self._postgres:
            return False
        with self._engine.connect() as conn:
            version = conn.exec_driver_sql("SHOW server_version_num").scalar()
        return int(version or 0) >= 140000

    # -- connection handling -------------------------------------------------

    def _get_cursor(self) -> Any:
        if self._closed:
            raise IndexUnavailableError("the index is closed")
        if self._cursor is None:
            fairy = self._engine.raw_connection()
            driver: Any = fairy.driver_connection
            if self._postgres:
                driver.autocommit = True  # explicit BEGIN/COMMIT; plain reads are one round trip
                driver.prepare_threshold = 0  # server-side prepared statements from the first call
                # The hot statements keep their plan whatever the keys; planning them per
                # call (PostgreSQL's default for the first executions and whenever a custom
                # plan looks cheaper) cost more than running the 21-table search.
                driver.execute("SET plan_cache_mode = force_generic_plan")
            elif self.layout.buckets:
                driver.execute(f"PRAGMA mmap_size={_BUCKETS_MMAP_SIZE}")
            self._fairy, self._cursor = fairy, driver.cursor()
        return self._cursor

    @contextmanager
    def _session(self, write: bool) -> Iterator[Any]:
        """Run a block on the connection, in a transaction if ``write``.

        DBAPI errors become ``sqlalchemy.exc.DBAPIError`` subclasses (OperationalError
        for server gone / locked / disk full / read-only); a broken connection is
        invalidated so the next call reconnects.
        """
        with self._lock:
            cursor = self._get_cursor()
            try:
                if write:
                    # READ COMMITTED explicitly: the search after the advisory lock must see
                    # what the previous lock holder committed, whatever the server default.
                    cursor.execute(
                        "BEGIN ISOLATION LEVEL READ COMMITTED"
                        if self._postgres
                        else "BEGIN IMMEDIATE"
                    )
                yield cursor
                if write:
                    cursor.execute("COMMIT")
            except self._dbapi_error as exc:
                disconnected = self._is_disconnect(exc, cursor)
                if disconnected:
                    self._drop_connection(invalidate=True)
                else:
                    self._after_failure(cursor, write)
                raise DBAPIError.instance(
                    None,
                    None,
                    exc,
                    self._dbapi_error,
                    connection_invalidated=disconnected,
                    dialect=self._engine.dialect,
                ) from exc
            except BaseException:
                self._after_failure(cursor, write)
                raise

    def _is_disconnect(self, exc: Exception, cursor: Any) -> bool:
        driver = self._fairy.driver_connection if self._fairy is not None else None
        # psycopg marks a connection whose server went away as ``broken``/``closed``.
        if driver is not None and (
            getattr(driver, "broken", False) is True or getattr(driver, "closed", False) is True
        ):
            return True
        return bool(self._engine.dialect.is_disconnect(exc, driver, cursor))  # type: ignore[arg-type]

    def _after_failure(self, cursor: Any, write: bool) -> None:
        if not write:
            return
        try:
            cursor.execute("ROLLBACK")
        except self._dbapi_error:  # the connection itself is gone: start afresh next time
            self._drop_connection(invalidate=True)

    def _drop_connection(self, invalidate: bool) -> None:
        fairy, self._fairy, self._cursor = self._fairy, None, None
        if fairy is None:
            return
        try:
            if invalidate:
                fairy.invalidate()
            else:
                if self._postgres:  # hand the pooled connection back as we found it
                    fairy.driver_connection.execute("RESET plan_cache_mode")
                    fairy.driver_connection.autocommit = False
                    fairy.driver_connection.prepare_threshold = 5
                fairy.close()
        except Exception:  # closing a dead connection must not mask the real error
            logger.debug("error while dropping index connection", exc_info=True)

    def _namespace_id(self, namespace: str) -> int:
        cached = self._namespace_ids.get(namespace)
        if cached is not None:
            return cached
        table = self._tables.namespaces
        query = select(table.c.id).where(table.c.name == namespace)
        with self._engine.connect() as conn:
            found = conn.execute(query).scalar()
        if found is None:
            try:
                with self._engine.begin() as conn:
                    conn.execute(table.insert().values(name=namespace))
            except IntegrityError:  # another process created it first
                pass
            with self._engine.connect() as conn:
                found = conn.execute(query).scalar_one()
        self._namespace_ids[namespace] = found
        return found

    # -- look-ups -------------------------------------------------------------

    def _near(self, cursor: Any, ns_id: int, fingerprint: int, k: int) -> dict[int, int]:
        """The stored fingerprints within ``k`` of ``fingerprint`` -> their distance."""
        if self._sql.buckets is not None:
            return self._near_in_buckets(cursor, ns_id, fingerprint, k)
        params = self._probe_params(ns_id, fingerprint)
        if not self.hamming_in_sql:
            cursor.execute(self._sql.candidates, params)
            rows = cursor.fetchall()
            # UNION ALL returns a fingerprint once per shared key: counted once (a set of
            # the rows as they are), and filtered before being made unsigned, since only
            # the few within k survive.
            note_candidates(self, len(set(rows)))
            signed = to_signed(fingerprint)
            return {fp & MASK64: d for (fp,) in rows
                    if (d := ((fp ^ signed) & MASK64).bit_count()) <= k}
        cursor.execute(self._sql.near, [self._int8(to_signed(fingerprint)), self._int4(k),
                                        *params])
        met, near = cursor.fetchone()
        note_candidates(self, int(met))
        return {fp: (fp ^ fingerprint).bit_count() for fp in _fingerprints(near)}

    def _near_in_buckets(self, cursor: Any, ns_id: int, fingerprint: int,
                         k: int) -> dict[int, int]:
        """``_near`` on bucket storage: the probed buckets' fingerprints, filtered here
        (a fingerprint met in several buckets is counted and returned once)."""
        assert self._sql.buckets is not None
        cursor.execute(self._sql.buckets.read, self._probe_params(ns_id, fingerprint))
        packed = b"".join([row[0] for row in cursor.fetchall()])
        signed = to_signed(fingerprint)
        if len(packed) < _NUMPY_FROM_BYTES:  # numpy's fixed cost per call is the larger
            met = unpack_bucket(packed)
            note_candidates(self, len(set(met)))
            return {fp & MASK64: d for fp in met
                    if (d := ((fp ^ signed) & MASK64).bit_count()) <= k}
        import numpy as np

        values = np.frombuffer(packed, dtype=_PACKED)
        ordered = np.sort(values)
        note_candidates(self, 1 + int(np.count_nonzero(ordered[1:] != ordered[:-1])))
        distances = _bit_counts(values ^ np.int64(signed))
        return {int(values[i]) & MASK64: int(distances[i])
                for i in np.flatnonzero(distances <= k)}

    def _probe_params(self, ns_id: int, fingerprint: int) -> list[Any]:
        """The parameters of ``candidates``/``near`` after the first two: per key, the
        namespace and the probed keys (with a radius on PostgreSQL, the fingerprint: the
        statement computes its probed keys; on SQLite, the probed keys then the namespace,
        ``statements.listed_probes``; bucket storage: the probed buckets' ids)."""
        if self.layout.buckets:
            return self.layout.probe_bucket_ids(ns_id, fingerprint)
        params: list[Any] = []
        if not self.layout.radius:
            for key, typed in zip(self.layout.keys(fingerprint), self._key_params, strict=True):
                params += (ns_id, typed(key))
            return params
        if probes_in_sql(self.layout, self._postgres):
            signed = self._int8(to_signed(fingerprint))
            return [ns_id, signed] * self.layout.table_count
        for probes in self.layout.probe_keys(fingerprint):
            params += probes
            params.append(ns_id)
        return params

    def find(self, namespace: str, fingerprint: int, k: int) -> list[Match]:
        ns_id = self._namespace_id(namespace)
        with self._session(write=False) as cursor:
            matches = []
            for fp, distance in self._near(cursor, ns_id, fingerprint, k).items():
                cursor.execute(self._sql.entries_of, (ns_id, to_signed(fp)))
                matches += [
                    Match(fp, key, distance, from_micros(at), item_id, bool(confirmed), title)
                    for key, item_id, at, confirmed, title in cursor.fetchall()
                ]
        return sort_matches(matches)

    def _nearest(
        self, cursor: Any, ns_id: int, offer: Offer, k: int, now: datetime
    ) -> tuple[Match | None, list[tuple[int, str]]]:
        """The verdict on the offer (``guard.duplicate_of``) among the live entries
        within ``k``, and the abandoned ones met on the way."""
        live: list[Match] = []
        abandoned: list[tuple[int, str]] = []
        for fp, distance in self._near(cursor, ns_id, offer.fingerprint, k).items():
            cursor.execute(self._sql.entries_of, (ns_id, to_signed(fp)))
            for key, item_id, at, confirmed, title in cursor.fetchall():
                match = Match(fp, key, distance, from_micros(at), item_id, bool(confirmed),
                              title)
                if is_abandoned(match.confirmed, item_id, match.stored_at, offer.item_id, now):
                    abandoned.append((fp, key))
                else:
                    live.append(match)
        return duplicate_of(offer, live), abandoned

    # -- writes ------------------------------------------------------------------

    def check_and_add_many(
        self,
        namespace: str,
        offers: Sequence[Offer],
        k: int,
        stored_at: datetime,
        pending: bool = False,
    ) -> list[Match | None]:
        if not offers:
            return []
        ns_id = self._namespace_id(namespace)
        micros = to_micros(stored_at)
        with self._session(write=True) as cursor:
            if self._postgres:
                self._lock_segments(cursor, ns_id, offers)
                return self._check_batch(cursor, ns_id, offers, k, stored_at, pending)
            results: list[Match | None] = []
            for offer in offers:
                match, abandoned = self._nearest(cursor, ns_id, offer, k, stored_at)
                if stores(match):
                    # The item is kept and takes the place of entries whose items never
                    # left a dead run.
                    self._delete_entries(cursor, ns_id, abandoned)
                    self._insert(cursor, ns_id, offer, micros, confirmed=not pending)
                results.append(match)
            return results

    def _delete_entries(self, cursor: Any, ns_id: int, entries: list[tuple[int, str]]) -> None:
        if not entries:
            return
        if self._postgres:
            assert self._sql.batch is not None
            cursor.execute(self._sql.batch.delete, {
                "ns": ns_id, "fps": [to_signed(fp) for fp, _ in entries],
                "keys": [key for _, key in entries]})
        else:
            cursor.executemany(self._sql.delete_entry,
                               [(ns_id, to_signed(fp), key) for fp, key in entries])
        self._remove(cursor, ns_id, (to_signed(fp) for fp, _ in entries))

    def confirm(self, namespace: str, entries: Sequence[tuple[int, str]], owner: str) -> int:
        """Mark entries ``owner`` stored as standing for an item that was scraped."""
        if not entries:
            return 0
        ns_id = self._namespace_id(namespace)
        rows = [(ns_id, to_signed(fp), key, owner) for fp, key in entries]
        with self._session(write=True) as cursor:
            cursor.executemany(self._sql.confirm, rows)
            return max(int(cursor.rowcount), 0)

    def _lock_segments(self, cursor: Any, ns_id: int, offers: Sequence[Offer]) -> None:
        lock_ids = sorted(
            {
                _lock_id(ns_id, table, key)
                for offer in offers
                for table, key in self.layout.lock_keys(offer.fingerprint)
            }
        )
        # unnest yields the array in order and the aggregate consumes rows in that
        # order, so the locks are taken in ascending id order in every process.
        cursor.execute(
            "SELECT count(pg_advisory_xact_lock(id)) FROM unnest(%s::bigint[]) AS u(id)",
            (lock_ids,),
        )

    def _check_batch(
        self,
        cursor: Any,
        ns_id: int,
        offers: Sequence[Offer],
        k: int,
        now: datetime,
        pending: bool,
    ) -> list[Match | None]:
        """PostgreSQL: the same answers as offering one at a time, in a fixed number of
        round trips (a round trip costs more than the batch's Python work): one search for
        every offer's segment keys, one read of the entries of each stored fingerprint
        within ``k`` of an offer, one insert of the new offers. Each offer is then
        matched, in order, against the stored fingerprints that share one of its keys and
        against the batch's earlier new offers that do."""
        assert self._sql.batch is not None
        statements = self._sql.batch
        micros = to_micros(now)
        offer_keys = [list(enumerate(self.layout.keys(offer.fingerprint))) for offer in offers]
        # (table, key) pairs each offer looks up: its own keys, and with a radius their flips.
        offer_probes = offer_keys if not self.layout.radius else [
            [(table, key) for table, probes in enumerate(self.layout.probe_keys(offer.fingerprint))
             for key in probes]
            for offer in offers]
        # For each offer: stored fingerprint -> distance, for those within k.
        near_stored = (
            self._near_batch(cursor, ns_id, offers, k) if self.hamming_in_sql
            else self._near_batch_in_python(cursor, ns_id, offers, offer_probes, k))
        # Stored fingerprint -> its entries, oldest first.
        stored: dict[int, list[Match]] = defaultdict(list)
        wanted = {fp for near in near_stored for fp in near}
        if wanted:
            cursor.execute(
                statements.entries,
                {"ns": ns_id, "fps": [to_signed(fp) for fp in wanted]},
            )
            for fp, key, item_id, at, confirmed, title in cursor.fetchall():
                stored[fp & MASK64].append(
                    Match(fp & MASK64, key, 0, from_micros(at), item_id, bool(confirmed),
                          title))
        results: list[Match | None] = []
        new: list[Offer] = []
        doomed: dict[tuple[int, str], None] = {}
        new_buckets: dict[tuple[int, int], list[Offer]] = defaultdict(list)
        for offer, keys, probes, near in zip(offers, offer_keys, offer_probes, near_stored,
                                             strict=True):
            live: list[Match] = []
            abandoned: list[tuple[int, str]] = []
            for fp, distance in near.items():
                for entry in stored.get(fp, ()):  # none: a segment row whose entry was deleted
                    if (fp, entry.key) in doomed:
                        continue
                    if is_abandoned(entry.confirmed, entry.item_id, entry.stored_at,
                                    offer.item_id, now):
                        abandoned.append((fp, entry.key))
                        continue
                    live.append(replace(entry, distance=distance))
            seen: set[tuple[int, str]] = set()
            for table_key in probes:
                for earlier in new_buckets.get(table_key, ()):
                    distance = (earlier.fingerprint ^ offer.fingerprint).bit_count()
                    if distance <= k and (earlier.fingerprint, earlier.key) not in seen:
                        seen.add((earlier.fingerprint, earlier.key))
                        live.append(Match(earlier.fingerprint, earlier.key, distance, now,
                                          earlier.item_id, not pending, earlier.title))
            verdict = duplicate_of(offer, live)
            if stores(verdict):
                new.append(offer)
                doomed.update(dict.fromkeys(abandoned))
                for table_key in keys:
                    new_buckets[table_key].append(offer)
            results.append(verdict)
        self._delete_entries(cursor, ns_id, list(doomed))
        if new:
            cursor.execute(
                statements.insert,
                {
                    "ns": ns_id,
                    "at": micros,
                    "confirmed": 0 if pending else 1,
                    "fps": [to_signed(offer.fingerprint) for offer in new],
                    "keys": [offer.key for offer in new],
                    "ids": [offer.item_id for offer in new],
                    "titles": [offer.title for offer in new],
                },
            )
        return results

    def _near_batch(self, cursor: Any, ns_id: int, offers: Sequence[Offer],
                    k: int) -> list[dict[int, int]]:
        assert self._sql.batch is not None
        cursor.execute(self._sql.batch.near, {
            "ns": ns_id, "k": k, "offers": [to_signed(offer.fingerprint) for offer in offers]})
        near_stored: list[dict[int, int]] = [{} for _ in offers]
        for number, met, near in cursor.fetchall():
            note_candidates(self, int(met))
            offer = offers[number - 1]
            near_stored[number - 1] = {fp: (fp ^ offer.fingerprint).bit_count()
                                       for fp in _fingerprints(near)}
        return near_stored

    def _near_batch_in_python(self, cursor: Any, ns_id: int, offers: Sequence[Offer],
                              offer_probes: list[list[tuple[int, int]]],
                              k: int) -> list[dict[int, int]]:
        assert self._sql.batch is not None
        params: dict[str, Any] = {"ns": ns_id}
        wanted: list[set[int]] = [set() for _ in self._key_params]
        for probes in offer_probes:
            for table, key in probes:
                wanted[table].add(key)
        for table, typed in enumerate(self._key_params):
            params[f"k{table}"] = [typed(key) for key in sorted(wanted[table])]
        cursor.execute(self._sql.batch.candidates, params)
        buckets: dict[tuple[int, int], list[int]] = defaultdict(list)
        for table, key, fp in cursor.fetchall():
            buckets[(table, key)].append(fp & MASK64)
        near_stored: list[dict[int, int]] = []
        for offer, probes in zip(offers, offer_probes, strict=True):
            candidates = {fp for table_key in probes for fp in buckets.get(table_key, ())}
            note_candidates(self, len(candidates))
            near_stored.append(
                {fp: d for fp in candidates if (d := (fp ^ offer.fingerprint).bit_count()) <= k}
            )
        return near_stored

    def _insert(self, cursor: Any, ns_id: int, offer: Offer, micros: int,
                confirmed: bool = True) -> None:
        fp = to_signed(offer.fingerprint)
        cursor.execute(self._sql.insert_entry,
                       (ns_id, fp, offer.key, offer.item_id, micros, int(confirmed), offer.title))
        if self._sql.compact:
            return  # the key indexes follow the entry
        if self._sql.buckets is not None:
            if cursor.rowcount != 1:
                return  # that very entry was stored already
            cursor.execute(self._sql.buckets.entries_of_fingerprint, (ns_id, fp))
            if int(cursor.fetchone()[0]) == 1:  # the fingerprint's first entry
                packed = pack_bucket([fp])
                cursor.executemany(self._sql.buckets.append,
                                   [(bucket, packed) for bucket in
                                    self.layout.bucket_ids(ns_id, offer.fingerprint)])
            return
        keys = self.layout.keys(offer.fingerprint)
        for statement, key in zip(self._sql.insert_segments, keys, strict=True):
            cursor.execute(statement, (ns_id, key, fp))

    def add_many(self, namespace: str, offers: Iterable[Offer], stored_at: datetime) -> int:
        """Store every offer without checking for near-duplicates, in one transaction."""
        ns_id = self._namespace_id(namespace)
        micros = to_micros(stored_at)
        rows = ((to_signed(o[0]), o[1], o[2] if len(o) > 2 else None) for o in offers)
        with self._session(write=True) as cursor:
            staged = self._fill_stage(cursor, rows)
            rebuild = ((not self._postgres or self._sql.compact)
                       and self._worth_rebuilding(cursor, staged))
            if rebuild:
                for statement in self._index_ddl(drop=True):
                    cursor.execute(statement)
            new_fps = self._new_fingerprints(cursor, ns_id)
            cursor.execute(self._sql.bulk_entries, (ns_id, micros))
            added = cursor.rowcount
            if rebuild:
                for statement in self._index_ddl(drop=False):
                    cursor.execute(statement)
            for statement in self._sql.bulk_segments:
                cursor.execute(statement, (ns_id,))
            cursor.execute(f"DELETE FROM {STAGE}")
            if new_fps is not None:
                self._append_to_buckets(cursor, ns_id, new_fps)
        return added

    def _new_fingerprints(self, cursor: Any, ns_id: int) -> Any:
        """Bucket storage: the staged fingerprints the namespace has no entry of yet (an
        int64 array, sorted), which the load then appends to their buckets; None on other
        storage."""
        if self._sql.buckets is None:
            return None
        import numpy as np

        cursor.execute(self._sql.buckets.new_fingerprints, (ns_id,))
        fps = array("q")
        while rows := cursor.fetchmany(_BULK_CHUNK):
            fps.extend([row[0] for row in rows])
        return np.frombuffer(fps, dtype=np.int64) if fps else np.zeros(0, dtype=np.int64)

    def _append_to_buckets(self, cursor: Any, ns_id: int, fps: Any) -> None:
        """Append each of ``fps`` (distinct, none in the namespace's buckets yet) to its
        bucket of every key: grouped by bucket, one write per bucket, in id order."""
        assert self._sql.buckets is not None
        if not fps.size:
            return
        import numpy as np

        unsigned = fps.view(np.uint64)
        for table, parts in enumerate(self.layout.tables):
            keys = np.zeros(unsigned.size, dtype=np.uint64)
            for part in parts:
                keys |= ((unsigned >> np.uint64(part.shift)) & np.uint64(part.mask)) \
                    << np.uint64(part.out_shift)
            order = np.argsort(keys, kind="stable")
            keys = keys[order]
            packed = pack_bucket(fps[order])  # each bucket's bytes: a slice of these
            starts = np.flatnonzero(np.diff(keys, prepend=keys[0] ^ np.uint64(1)))
            ids = (keys[starts] | np.uint64(self.layout.bucket_base(ns_id, table))).tolist()
            offsets = (starts * 8).tolist() + [len(packed)]
            for first in range(0, len(ids), _BUCKET_CHUNK):
                cursor.executemany(self._sql.buckets.append, [
                    (ids[number], packed[offsets[number]:offsets[number + 1]])
                    for number in range(first, min(first + _BUCKET_CHUNK, len(ids)))])

    def _worth_rebuilding(self, cursor: Any, staged: int) -> bool:
        """Large SQLite loads: rebuild the secondary indexes rather than update them.

        Rows go in sorted by fingerprint, which leaves the key index with one random
        B-tree insert per row; past the page cache that dominates a bulk load. Building
        the index afresh (one external sort) is cheaper once the batch is a sizeable part
        of the table. Inside the write transaction, so readers never see it missing.
        The compact layout on PostgreSQL likewise (its 21 key indexes each take one random
        insert per row); there readers of the index wait for that transaction to commit,
        which only a load at least as large as what is stored does (an import).
        """
        if staged < _REBUILD_MIN_ROWS:
            return False
        cursor.execute(self._sql.total_entries)
        return staged * 2 >= int(cursor.fetchone()[0])

    def _index_ddl(self, drop: bool) -> list[str]:
        dialect = self._engine.dialect
        make = DropIndex if drop else CreateIndex
        ddl = [str(make(index).compile(dialect=dialect)) for index in self._tables.entries.indexes]
        if drop:
            return ddl + [f"DROP INDEX {key_index_name(table)}"
                          for table in range(self.layout.table_count if self.layout.compact else 0)]
        return ddl + key_index_ddl(self.layout, postgres=self._postgres)

    def _fill_stage(self, cursor: Any, rows: Iterator[tuple[int, str, str | None]]) -> int:
        columns = "fingerprint BIGINT NOT NULL, item_key TEXT NOT NULL, item_id TEXT"
        if self._postgres:
            cursor.execute(
                f"CREATE TEMP TABLE IF NOT EXISTS {STAGE} ({columns}) ON COMMIT DELETE ROWS"
            )
            staged = 0
            with cursor.copy(f"COPY {STAGE} (fingerprint, item_key, item_id) FROM STDIN") as copy:
                for row in rows:
                    copy.write_row(row)
                    staged += 1
            cursor.execute(f"ANALYZE {STAGE}")
            return staged
        cursor.execute(f"CREATE TEMP TABLE IF NOT EXISTS {STAGE} ({columns})")
        cursor.execute(f"DELETE FROM {STAGE}")
        insert = f"INSERT INTO {STAGE} VALUES (?, ?, ?)"
        staged = 0
        while chunk := list(islice(rows, _BULK_CHUNK)):
            cursor.executemany(insert, chunk)
            staged += len(chunk)
        return staged

    def _remove(self, cursor: Any, ns_id: int, removed_fps: Iterable[int]) -> None:
        """Drop the segment rows of fingerprints that no longer have any entry.

        Set-based through the stage table, so expiring millions of entries costs a few
        statements, not a round trip per fingerprint.
        """
        distinct = set(removed_fps)
        if not distinct or self._sql.compact:  # compact: the key indexes follow the entries
            return
        self._fill_stage(cursor, ((fp, "", None) for fp in distinct))
        cursor.execute(self._sql.orphans, (ns_id,))
        orphans = [row[0] for row in cursor.fetchall()]
        cursor.execute(f"DELETE FROM {STAGE}")
        if self._sql.buckets is not None:
            self._take_from_buckets(cursor, ns_id, orphans)
            return
        keyed = [(fp, self.layout.keys(fp & MASK64)) for fp in orphans]
        for table, statement in enumerate(self._sql.delete_segments):
            cursor.executemany(statement, [(ns_id, keys[table], fp) for fp, keys in keyed])

    def _take_from_buckets(self, cursor: Any, ns_id: int, orphans: list[int]) -> None:
        """Remove fingerprints (signed) from every bucket they are in; a bucket left
        empty is deleted."""
        assert self._sql.buckets is not None
        statements = self._sql.buckets
        leaving: dict[int, set[int]] = defaultdict(set)
        for fp in orphans:
            for bucket in self.layout.bucket_ids(ns_id, fp & MASK64):
                leaving[bucket].add(fp)
        for bucket in sorted(leaving):
            cursor.execute(statements.get, (bucket,))
            row = cursor.fetchone()
            if row is None:
                continue
            kept = [fp for fp in unpack_bucket(row[0]) if fp not in leaving[bucket]]
            if kept:
                cursor.execute(statements.put, (pack_bucket(kept), bucket))
            else:
                cursor.execute(statements.drop, (bucket,))

    def expire(self, namespace: str, before: datetime) -> int:
        ns_id = self._namespace_id(namespace)
        with self._session(write=True) as cursor:
            cursor.execute(self._sql.expire, (ns_id, to_micros(before)))
            removed = [row[0] for row in cursor.fetchall()]
            self._remove(cursor, ns_id, removed)
        return len(removed)

    def delete(self, namespace: str, key: str) -> int:
        ns_id = self._namespace_id(namespace)
        with self._session(write=True) as cursor:
            cursor.execute(self._sql.delete, (ns_id, key))
            removed = [row[0] for row in cursor.fetchall()]
            self._remove(cursor, ns_id, removed)
        return len(removed)

    def count(self, namespace: str) -> int:
        ns_id = self._namespace_id(namespace)
        with self._session(write=False) as cursor:
            cursor.execute(self._sql.count, (ns_id,))
            return int(cursor.fetchone()[0])

    def label(self, namespace: str, name: str) -> str | None:
        meta = self._tables.meta
        key = self._label_key(namespace, name)
        with self._engine.connect() as conn:
            return conn.execute(select(meta.c.value).where(meta.c.name == key)).scalar()

    def set_label(self, namespace: str, name: str, value: str) -> None:
        meta = self._tables.meta
        key = self._label_key(namespace, name)
        try:
            with self._engine.begin() as conn:
                conn.execute(meta.delete().where(meta.c.name == key))
                conn.execute(meta.insert().values(name=key, value=value))
        except IntegrityError:  # another process set it at the same moment
            pass

    def _label_key(self, namespace: str, name: str) -> str:
        # Namespace ids (not names) and 40-character label names fit the 64-character column.
        return f"label:{self._namespace_id(namespace)}:{name}"

    # -- the site memory's lines (index/site_lines.py) ------------------------------

    def load_site_lines(self, namespace: str, host: str, limit: int) -> list[SiteLine]:
        ns_id = self._namespace_id(namespace)
        with self._session(write=False) as cursor:
            cursor.execute(load_sql("%s" if self._postgres else "?"), (ns_id, host, limit))
            return load_rows(host, cursor.fetchall())

    def save_site_lines(self, namespace: str, lines: Sequence[SiteLine], saved_at: int,
                        max_per_host: int, max_total: int) -> None:
        ns_id = self._namespace_id(namespace)
        with self._engine.begin() as conn:
            save_lines(conn, ns_id, lines, saved_at, max_per_host, max_total)

    def close(self) -> None:
        with self._lock:
            if self._closed:
                return
            self._closed = True
            self._drop_connection(invalidate=False)
            self._engine.dispose()


def _fingerprints(near: Any) -> list[int]:
    """The unsigned fingerprints of a ``near`` column: a PostgreSQL array, SQLite text."""
    if not near:
        return []
    values = near.split(",") if isinstance(near, str) else near
    return list({int(value) & MASK64 for value in values})


# Bucket storage packs fingerprints as little-endian signed int64s, whatever the machine.
# NumPy is imported where bucket storage and bulk loads use it, not with the module: a
# crawl's index (segment tables) never needs it, and the crawl process would pay for the
# import.
_PACKED = "<i8"
# Candidates (bytes of them) from which a look-up filters them with numpy, not in Python.
_NUMPY_FROM_BYTES = 8 * 96
_LITTLE_ENDIAN = sys.byteorder == "little"


def pack_bucket(fps: Iterable[int] | Any) -> bytes:
    """Signed fingerprints (ints or an int64 array) as a bucket's bytes."""
    import numpy as np

    return np.asarray(fps, dtype=np.int64).astype(_PACKED, copy=False).tobytes()


def unpack_bucket(packed: bytes) -> list[int]:
    values = array("q", packed)
    if not _LITTLE_ENDIAN:
        values.byteswap()
    return values.tolist()


def _bit_counts(values: Any) -> Any:
    """The set bits of each int64 of an array (as unsigned: numpy counts a negative
    signed value's magnitude)."""
    import numpy as np

    unsigned = values.view(np.uint64)
    if hasattr(np, "bitwise_count"):  # numpy 2
        return np.bitwise_count(unsigned)
    return np.array([int(v).bit_count() for v in unsigned.tolist()], dtype=np.uint8)


def _distance(a: int, b: int) -> int:
    return ((a ^ b) & MASK64).bit_count()


def _key_param_types(layout: Layout, postgres: bool) -> list[Callable[[int], int]]:
    """Per key, the int type its parameters are sent as.

    psycopg sends a Python int as int2, int4 or int8 by its value, and prepares a
    statement once per combination of parameter types: keys of varying size would
    prepare (plan) the 21-key search anew on most calls. A fixed type per key keeps
    one prepared statement.
    """
    if not postgres:
        return [int] * layout.table_count
    from psycopg.types.numeric import Int4, Int8

    return [Int4 if layout.compact and key_type(layout, table) == "INTEGER" else Int8
            for table in range(layout.table_count)]


def _int_types(postgres: bool) -> tuple[Callable[[int], int], Callable[[int], int]]:
    """The int8 and int4 parameter types (see ``_key_param_types``)."""
    if not postgres:
        return int, int
    from psycopg.types.numeric import Int4, Int8

    return Int8, Int4


def _lock_id(ns_id: int, table: int, key: int) -> int:
    """A stable signed 64-bit advisory-lock id; collisions only cost extra waiting."""
    mixed = (key & MASK64) * 0x9E3779B97F4A7C15 + (ns_id << 8 | table) * 0xC2B2AE3D27D4EB4F
    mixed &= MASK64
    mixed ^= mixed >> 31
    return to_signed(mixed)
