"""The SQL text of the hot path, generated once per layout and dialect.

Written as plain SQL for the DBAPI connection (not SQLAlchemy Core): Core's
per-execution overhead is several tens of microseconds, more than a whole k=3
look-up on SQLite. Only fixed identifiers are interpolated; every value is bound.
"""

from __future__ import annotations

from dataclasses import dataclass

from scrapy_simhash.index.key_sql import indexed_key, key_expression, key_type
from scrapy_simhash.index.layout import Layout
from scrapy_simhash.index.schema import BUCKETS_TABLE, PREFIX

ENTRIES = f"{PREFIX}entries"
STAGE = f"{PREFIX}stage"
#: The SQLite function (registered on every index connection, sql.py) giving the Hamming
#: distance of two signed 64-bit fingerprints.
SQLITE_DISTANCE = f"{PREFIX}distance"


def distance_sql(a: str, b: str, postgres: bool) -> str:
    """SQL for the Hamming distance of two signed BIGINT fingerprints.

    PostgreSQL (14 and later): bigint -> bit(64) keeps the two's-complement bits, so the
    sign of either side does not matter.
    """
    if postgres:
        return f"bit_count((({a}) # ({b}))::bit(64))"
    return f"{SQLITE_DISTANCE}({a}, {b})"


# Stands for the query fingerprint in the key SQL ``probe_match`` is given.
_FP = "query_fp"


def probe_match(layout: Layout, table: int, p: str, sql_type: str | None,
                key_sql: str) -> str:
    """The condition on a key column that matches the probed keys of ``table``: ``= p``
    (the key) for a layout without radius; with a radius (PostgreSQL; SQLite lists the
    probed keys instead, ``listed_probes``), ``= ANY`` of the query fingerprint's key XOR
    each flip mask, computed in the statement from ``p`` (the fingerprint; ``key_sql``
    computes its key from the column ``_FP``). ``probes_in_sql`` says which."""
    if not layout.radius:
        return f"= CAST({p} AS {sql_type})" if sql_type else f"= {p}"
    typed = sql_type or "BIGINT"
    masks = ",".join(str(mask) for mask in layout.flip_masks(table))
    key = key_sql.replace(_FP, f"CAST({p} AS BIGINT)")
    return f"= ANY(ARRAY(SELECT ({key}) # m FROM unnest('{{{masks}}}'::{typed}[]) AS m))"


def probes_in_sql(layout: Layout, postgres: bool) -> bool:
    return postgres and layout.radius > 0


def probes_listed(layout: Layout, postgres: bool) -> bool:
    """SQLite, a layout with a radius: ``candidates`` takes, per key, its probed keys and
    then the namespace (``listed_probes``)."""
    return not postgres and layout.radius > 0


def listed_probes(layout: Layout, table: int, p: str, source: str, key_sql: str) -> str:
    """The rows of ``source`` whose key ``key_sql`` is one of the probed keys of
    ``table``, given as a VALUES list joined to the key's index: one seek per probed key,
    in that order (CROSS JOIN fixes it). An ``IN`` list of them builds a temporary index
    of the values at every execution before seeking them all the same."""
    values = ", ".join([f"({p})"] * layout.probe_count(table))
    return (f"SELECT fingerprint FROM (VALUES {values}) AS probe CROSS JOIN {source} "
            f"WHERE namespace_id = {p} AND {key_sql} = probe.column1")


def segment_table(index: int) -> str:
    return f"{PREFIX}seg_{index}"


@dataclass(frozen=True)
class Statements:
    candidates: str
    # The candidates filtered in the database: one row, (segment rows met, the distinct-
    # or-not fingerprints among them within k: a PostgreSQL array, an SQLite comma-separated
    # text, NULL for none). Parameters: query fingerprint, k, then those of ``candidates``.
    near: str
    # No ORDER BY: callers order matches themselves, and on SQLite without statistics an
    # ORDER BY stored_at made the planner walk the namespace's stored_at index instead of
    # seeking the primary key (one scan of every entry per match found).
    entries_of: str
    insert_entry: str
    delete_entry: str
    confirm: str
    insert_segments: tuple[str, ...]
    bulk_entries: str
    bulk_segments: tuple[str, ...]
    expire: str
    delete: str
    orphans: str
    delete_segments: tuple[str, ...]
    count: str
    total_entries: str
    # PostgreSQL only: a whole batch per statement (named parameters, arrays), so a
    # check costs the same few round trips whatever the batch size.
    batch: BatchStatements | None
    # No segment tables: inserts and deletes of entries keep the key indexes current, and
    # insert_segments, bulk_segments and delete_segments are empty.
    compact: bool
    # Bucket storage (SQLite): no segment tables either; ``buckets`` holds its statements.
    buckets: BucketStatements | None = None

    @classmethod
    def build(cls, layout: Layout, placeholder: str, postgres: bool) -> Statements:
        p = placeholder
        tables = [] if layout.compact or layout.buckets else [
            segment_table(i) for i in range(layout.table_count)]
        bucket_statements = BucketStatements.build(layout, p) if layout.buckets else None
        if bucket_statements is not None:
            candidates = bucket_statements.read
        elif probes_listed(layout, postgres):
            candidates = " UNION ALL ".join(
                listed_probes(layout, i, p, ENTRIES if layout.compact else tables[i],
                              indexed_key(layout, i) if layout.compact else "seg_key")
                for i in range(layout.table_count)
            )
        elif layout.compact:
            # One index probe per key, each reading the matching entries' fingerprints
            # (an entry stored under several item keys comes once per key; callers dedup).
            candidates = " UNION ALL ".join(
                f"SELECT fingerprint FROM {ENTRIES} WHERE namespace_id = {p} "
                f"AND {indexed_key(layout, i)} "
                + probe_match(layout, i, p, key_type(layout, i),
                              indexed_key(layout, i, _FP))
                for i in range(layout.table_count)
            )
        else:
            candidates = " UNION ALL ".join(
                f"SELECT fingerprint FROM {t} WHERE namespace_id = {p} "
                f"AND seg_key "
                + probe_match(layout, i, p, None, key_expression(layout, i, _FP))
                for i, t in enumerate(tables)
            )
        near_rows = (
            "array_agg(fingerprint)" if postgres else "group_concat(fingerprint)"
        ) + (f" FILTER (WHERE {distance_sql('fingerprint', f'CAST({p} AS BIGINT)', postgres)}"
             f" <= CAST({p} AS INTEGER))")
        near = f"SELECT count(*), {near_rows} FROM ({candidates}) AS c"
        entry_columns = "item_key, item_id, stored_at, confirmed, title"
        where_fp = f"WHERE namespace_id = {p} AND fingerprint = {p}"
        return cls(
            candidates=candidates,
            near=near,
            entries_of=f"SELECT {entry_columns} FROM {ENTRIES} {where_fp}",
            insert_entry=(
                f"INSERT INTO {ENTRIES} (namespace_id, fingerprint, item_key, item_id, "
                f"stored_at, confirmed, title) VALUES ({p}, {p}, {p}, {p}, {p}, {p}, {p}) "
                f"ON CONFLICT DO NOTHING"
            ),
            delete_entry=f"DELETE FROM {ENTRIES} {where_fp} AND item_key = {p}",
            confirm=(
                f"UPDATE {ENTRIES} SET confirmed = 1 {where_fp} AND item_key = {p} "
                f"AND item_id = {p} AND confirmed = 0"
            ),
            insert_segments=tuple(
                f"INSERT INTO {t} (namespace_id, seg_key, fingerprint) VALUES ({p}, {p}, {p}) "
                f"ON CONFLICT DO NOTHING"
                for t in tables
            ),
            # Duplicates within one statement are absorbed by ON CONFLICT (no DISTINCT sort).
            # "WHERE true" resolves SQLite's INSERT ... SELECT ... ON CONFLICT ambiguity;
            # sorting by key turns random B-tree inserts into an ordered merge.
            bulk_entries=(
                f"INSERT INTO {ENTRIES} (namespace_id, fingerprint, item_key, item_id, "
                f"stored_at) SELECT CAST({p} AS INTEGER), fingerprint, item_key, item_id, "
                f"CAST({p} AS BIGINT) FROM {STAGE} "
                f"WHERE true ORDER BY fingerprint, item_key ON CONFLICT DO NOTHING"
            ),
            bulk_segments=tuple(
                f"INSERT INTO {t} (namespace_id, seg_key, fingerprint) "
                f"SELECT CAST({p} AS INTEGER), {key_expression(layout, i)}, fingerprint "
                f"FROM {STAGE} "
                f"WHERE true ORDER BY 2, 3 ON CONFLICT DO NOTHING"
                for i, t in enumerate(tables)
            ),
            expire=(
                f"DELETE FROM {ENTRIES} WHERE namespace_id = {p} AND stored_at < {p} "
                f"RETURNING fingerprint"
            ),
            delete=(
                f"DELETE FROM {ENTRIES} WHERE namespace_id = {p} AND item_key = {p} "
                f"RETURNING fingerprint"
            ),
            orphans=(
                f"SELECT s.fingerprint FROM {STAGE} s WHERE NOT EXISTS (SELECT 1 FROM "
                f"{ENTRIES} e WHERE e.namespace_id = {p} AND e.fingerprint = s.fingerprint)"
            ),
            delete_segments=tuple(
                f"DELETE FROM {t} WHERE namespace_id = {p} AND seg_key = {p} AND fingerprint = {p}"
                for t in tables
            ),
            count=f"SELECT count(*) FROM {ENTRIES} WHERE namespace_id = {p}",
            total_entries=f"SELECT count(*) FROM {ENTRIES}",
            batch=BatchStatements.build(layout, tables) if postgres else None,
            compact=layout.compact,
            buckets=bucket_statements,
        )


@dataclass(frozen=True)
class BucketStatements:
    """The bucket storage's statements (SQLite). A bucket holds each fingerprint once:
    it is appended when the namespace's first entry of that fingerprint is stored and
    taken out when its last one goes."""

    # Parameters: the probed bucket ids (``Layout.probe_bucket_ids``). Rows: (fingerprints,).
    # A VALUES list joined to the row id: one integer-key seek per probe, in that order.
    read: str
    # Parameters: bucket id, packed fingerprints: a new bucket, or appended to its end.
    append: str
    # Parameters: bucket id. Rows: (fingerprints,) of that bucket, if any.
    get: str
    # Parameters: packed fingerprints, bucket id.
    put: str
    # Parameters: bucket id.
    drop: str
    # Parameters: namespace, fingerprint: up to 2 entries of it (the one just stored alone
    # means the fingerprint is new to the namespace's buckets).
    entries_of_fingerprint: str
    # Parameters: namespace. Rows: the stage's distinct fingerprints that have no entry in
    # the namespace yet (run before the stage's entries are stored).
    new_fingerprints: str

    @classmethod
    def build(cls, layout: Layout, p: str) -> BucketStatements:
        probes = sum(layout.probe_count(table) for table in range(layout.table_count))
        values = ", ".join([f"({p})"] * probes)
        return cls(
            read=(f"SELECT b.fingerprints FROM (VALUES {values}) AS probe CROSS JOIN "
                  f"{BUCKETS_TABLE} b WHERE b.id = probe.column1"),
            # SQLite's || concatenates the two blobs' bytes (as text); CAST keeps them a blob.
            append=(f"INSERT INTO {BUCKETS_TABLE} (id, fingerprints) VALUES ({p}, {p}) "
                    f"ON CONFLICT (id) DO UPDATE SET fingerprints = "
                    f"CAST(fingerprints || excluded.fingerprints AS BLOB)"),
            get=f"SELECT fingerprints FROM {BUCKETS_TABLE} WHERE id = {p}",
            put=f"UPDATE {BUCKETS_TABLE} SET fingerprints = {p} WHERE id = {p}",
            drop=f"DELETE FROM {BUCKETS_TABLE} WHERE id = {p}",
            entries_of_fingerprint=(f"SELECT count(*) FROM (SELECT 1 FROM {ENTRIES} WHERE "
                                    f"namespace_id = {p} AND fingerprint = {p} LIMIT 2)"),
            new_fingerprints=(f"SELECT DISTINCT s.fingerprint FROM {STAGE} s WHERE NOT EXISTS "
                              f"(SELECT 1 FROM {ENTRIES} e WHERE e.namespace_id = {p} "
                              f"AND e.fingerprint = s.fingerprint) ORDER BY 1"),
        )


@dataclass(frozen=True)
class BatchStatements:
    """PostgreSQL statements over a whole batch of offers (psycopg named parameters)."""

    # Parameters: ns, and k<i> = the batch's keys for table i (bigint[]). Rows: (table,
    # key, fingerprint), so that each offer examines only its own candidates.
    candidates: str
    # Parameters: ns, offers (bigint[]: the batch's fingerprints), k. One row per offer:
    # (its 1-based number, segment rows met, array of the stored fingerprints within k of
    # it or NULL), the distance computed in the database so only those come back.
    near: str
    # Parameters: ns, fps (bigint[]): every entry of those fingerprints, oldest first.
    entries: str
    # Parameters: ns, at, confirmed, fps (bigint[]), keys (text[]), ids (text[]), titles
    # (text[]): entries
    # and every segment row in one statement, through data-modifying CTEs.
    insert: str
    # Parameters: ns, fps (bigint[]), keys (text[]): removes those entries.
    delete: str

    @classmethod
    def build(cls, layout: Layout, tables: list[str]) -> BatchStatements:
        if layout.compact:
            # One index probe per key of the batch, forced: a hot statement is planned
            # once, without its arrays (sql.py), and that generic plan of "= ANY(array)"
            # or of a plain join with the keys can scan a whole index per key at 1M
            # stored. OFFSET 0 keeps the lateral subquery a per-key probe.
            candidates = " UNION ALL ".join(
                f"SELECT {i}, q.key, e.fingerprint "
                f"FROM unnest(%(k{i})s::{key_type(layout, i)}[]) AS q (key) "
                f"CROSS JOIN LATERAL (SELECT fingerprint FROM {ENTRIES} "
                f"WHERE namespace_id = %(ns)s AND {indexed_key(layout, i)} = q.key "
                f"OFFSET 0) AS e"
                for i in range(layout.table_count)
            )
        else:
            candidates = " UNION ALL ".join(
                f"SELECT {i}, seg_key, fingerprint FROM {t} WHERE namespace_id = %(ns)s "
                f"AND seg_key = ANY(%(k{i})s::bigint[])"
                for i, t in enumerate(tables)
            )
        if layout.radius:
            near = cls._near_probed(layout, tables)
        else:
            near = cls._near_by_key(layout, tables)
        segments = "".join(
            f", s{i} AS (INSERT INTO {t} (namespace_id, seg_key, fingerprint) "
            f"SELECT %(ns)s, {key_expression(layout, i)}, fingerprint FROM new "
            f"ON CONFLICT DO NOTHING)"
            for i, t in enumerate(tables)
        )
        return cls(
            candidates=candidates,
            near=near,
            entries=(
                f"SELECT fingerprint, item_key, item_id, stored_at, confirmed, title "
                f"FROM {ENTRIES} WHERE namespace_id = %(ns)s "
                f"AND fingerprint = ANY(%(fps)s::bigint[]) "
                f"ORDER BY fingerprint, stored_at, item_key"
            ),
            delete=(
                f"DELETE FROM {ENTRIES} WHERE namespace_id = %(ns)s AND (fingerprint, item_key) "
                f"IN (SELECT * FROM unnest(%(fps)s::bigint[], %(keys)s::text[]))"
            ),
            insert=(
                f"WITH new (fingerprint, item_key, item_id, title) AS (SELECT * FROM "
                f"unnest(%(fps)s::bigint[], %(keys)s::text[], %(ids)s::text[], "
                f"%(titles)s::text[])){segments} "
                f"INSERT INTO {ENTRIES} (namespace_id, fingerprint, item_key, item_id, "
                f"stored_at, confirmed, title) SELECT %(ns)s, fingerprint, item_key, item_id, "
                f"%(at)s, %(confirmed)s, title FROM new ON CONFLICT DO NOTHING"
            ),
        )

    @staticmethod
    def _near_by_key(layout: Layout, tables: list[str]) -> str:
        if layout.compact:
            arms = [f"SELECT fingerprint FROM {ENTRIES} WHERE namespace_id = %(ns)s "
                    f"AND {indexed_key(layout, i)} = {indexed_key(layout, i, 'o.fp')}"
                    for i in range(layout.table_count)]
        else:
            arms = [f"SELECT fingerprint FROM {t} WHERE namespace_id = %(ns)s "
                    f"AND seg_key = {key_expression(layout, i, 'o.fp')}"
                    for i, t in enumerate(tables)]
        # The aggregate keeps the lateral subquery a per-offer plan: each arm one index
        # probe with the offer's key as its parameter.
        return (
            f"SELECT o.no, c.n, c.near FROM unnest(%(offers)s::bigint[]) WITH ORDINALITY "
            f"AS o (fp, no) CROSS JOIN LATERAL (SELECT count(*) AS n, "
            f"array_agg(u.fingerprint) FILTER (WHERE "
            f"{distance_sql('u.fingerprint', 'o.fp', postgres=True)} <= %(k)s) AS near "
            f"FROM ({' UNION ALL '.join(arms)}) AS u) AS c"
        )

    @staticmethod
    def _near_probed(layout: Layout, tables: list[str]) -> str:
        """A layout with a radius: every offer's key XOR every flip mask (a constant of the
        statement, so only the offers are sent) is one index probe, forced as in
        ``candidates``. Offers meeting no candidate get no row."""
        arms = []
        for i in range(layout.table_count):
            masks = ",".join(str(mask) for mask in layout.flip_masks(i))
            if layout.compact:
                typed = key_type(layout, i)
                probe = (f"SELECT fingerprint FROM {ENTRIES} WHERE namespace_id = %(ns)s "
                         f"AND {indexed_key(layout, i)} = "
                         f"({indexed_key(layout, i, 'o.fp')} # m.mask) OFFSET 0")
            else:
                typed = "BIGINT"
                probe = (f"SELECT fingerprint FROM {tables[i]} WHERE namespace_id = %(ns)s "
                         f"AND seg_key = (({key_expression(layout, i, 'o.fp')}) # m.mask) "
                         f"OFFSET 0")
            arms.append(f"SELECT o.no, e.fingerprint FROM unnest(%(offers)s::bigint[]) "
                        f"WITH ORDINALITY AS o (fp, no) CROSS JOIN unnest('{{{masks}}}'::"
                        f"{typed}[]) AS m (mask) CROSS JOIN LATERAL ({probe}) AS e")
        return (
            f"SELECT o.no, count(*), array_agg(c.fingerprint) FILTER (WHERE "
            f"{distance_sql('c.fingerprint', 'o.fp', postgres=True)} <= %(k)s) "
            f"FROM ({' UNION ALL '.join(arms)}) AS c JOIN unnest(%(offers)s::bigint[]) "
            f"WITH ORDINALITY AS o (fp, no) ON o.no = c.no GROUP BY o.no"
        )
