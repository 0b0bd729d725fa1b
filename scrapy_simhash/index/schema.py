"""Table definitions (SQLAlchemy Core), idempotent creation and the schema-version check."""

from __future__ import annotations

from dataclasses import dataclass, replace

from sqlalchemy import (
    BigInteger,
    Column,
    Connection,
    Engine,
    Index,
    Integer,
    LargeBinary,
    MetaData,
    PrimaryKeyConstraint,
    SmallInteger,
    String,
    Table,
    Text,
    func,
    inspect,
    select,
    text,
)

from scrapy_simhash.index.errors import LayoutError, SchemaMismatchError
from scrapy_simhash.index.key_sql import create_key_index
from scrapy_simhash.index.layout import BUCKETS, COMPACT, TABLES, Layout
from scrapy_simhash.index.site_lines import ensure_site_lines_table

SCHEMA_VERSION = 1
PREFIX = "simhash_"
BUCKETS_TABLE = f"{PREFIX}buckets"
# Any constant works: it only serialises concurrent schema creation on one PostgreSQL.
SCHEMA_LOCK_ID = 0x51_4D_48_41_53_48  # "SIMHASH"-ish


@dataclass(frozen=True)
class SchemaTables:
    metadata: MetaData
    meta: Table
    namespaces: Table
    entries: Table
    segments: tuple[Table, ...]
    buckets: Table | None


def build_tables(layout: Layout) -> SchemaTables:
    md = MetaData()
    meta = Table(
        f"{PREFIX}meta",
        md,
        Column("name", String(64), primary_key=True),
        Column("value", Text, nullable=False),
    )
    namespaces = Table(
        f"{PREFIX}namespaces",
        md,
        Column("id", Integer, primary_key=True, autoincrement=True),
        Column("name", String(255), nullable=False, unique=True),
    )
    # One row per stored (fingerprint, key); the primary key doubles as the
    # fingerprint -> entries index and makes re-adding the same pair idempotent.
    entries = Table(
        f"{PREFIX}entries",
        md,
        Column("namespace_id", Integer, nullable=False),
        Column("fingerprint", BigInteger, nullable=False),  # signed view of the uint64
        Column("item_key", Text, nullable=False),
        Column("item_id", Text, nullable=True),
        Column("stored_at", BigInteger, nullable=False),  # microseconds since epoch, UTC
        # 0 while the crawl that stored it waits for its item to be scraped (ownership.py);
        # rows written by other means, or before this column existed, count as confirmed.
        Column("confirmed", SmallInteger, nullable=False, server_default=text("1")),
        # The page's title signature (fingerprint/title.py) for the title guard; NULL
        # (no title, or a row written before this column existed): never guarded.
        Column("title", Text, nullable=True),
        PrimaryKeyConstraint("namespace_id", "fingerprint", "item_key"),
        Index(f"{PREFIX}entries_key", "namespace_id", "item_key"),
        Index(f"{PREFIX}entries_stored_at", "namespace_id", "stored_at"),
        sqlite_with_rowid=False,
    )
    # Segment rows carry the full fingerprint so the candidate filter needs no join:
    # the primary key is a covering index (SQLite WITHOUT ROWID = the table itself).
    # The compact layout has none: its keys are expression indexes on the entries.
    segments = () if layout.compact or layout.buckets else tuple(
        declare_segment_table(f"{PREFIX}seg_{index}", md) for index in range(layout.table_count))
    buckets = declare_bucket_table(BUCKETS_TABLE, md) if layout.buckets else None
    return SchemaTables(md, meta, namespaces, entries, segments, buckets)


def declare_bucket_table(name: str, metadata: MetaData) -> Table:
    """The bucket storage's one table: the row id packs (namespace, key number, key
    value) (``Layout.bucket_base``), so a look-up's probes are integer-key seeks of one
    B-tree; ``fingerprints`` holds that key value's distinct fingerprints as signed
    little-endian int64s, in no particular order."""
    return Table(
        name,
        metadata,
        Column("id", BigInteger().with_variant(Integer, "sqlite"), primary_key=True,
               autoincrement=False),
        Column("fingerprints", LargeBinary, nullable=False),
    )


def declare_segment_table(name: str, metadata: MetaData) -> Table:
    """One key's table of a layout held as segment tables (``relayout`` builds new ones)."""
    return Table(
        name,
        metadata,
        Column("namespace_id", Integer, nullable=False),
        Column("seg_key", BigInteger, nullable=False),
        Column("fingerprint", BigInteger, nullable=False),
        PrimaryKeyConstraint("namespace_id", "seg_key", "fingerprint"),
        sqlite_with_rowid=False,
    )


def ensure_schema(engine: Engine, requested: Layout | None, max_distance: int) -> Layout:
    """Create the schema if absent, else verify it; return the layout the database uses.

    Runs under a database-wide lock (PostgreSQL advisory lock, SQLite write lock)
    so that several processes starting at once create it exactly once.
    """
    from scrapy_simhash.index.layout import default_layout

    with engine.begin() as conn:
        if conn.dialect.name == "postgresql":
            conn.execute(select(func.pg_advisory_xact_lock(SCHEMA_LOCK_ID)))
        stored = _read_stored_layout(conn)
        if stored is not None:
            _add_new_columns(conn)
            ensure_site_lines_table(conn)
        if stored is None:
            layout = resolve_storage(requested or default_layout(max_distance),
                                     conn.dialect.name)
            tables = build_tables(layout)
            tables.metadata.create_all(conn)
            ensure_site_lines_table(conn)
            for statement in key_index_ddl(layout, postgres=conn.dialect.name == "postgresql"):
                conn.exec_driver_sql(statement)
            rows = {"schema_version": str(SCHEMA_VERSION), **layout_meta(layout)}
            conn.execute(tables.meta.insert(),
                         [{"name": name, "value": value} for name, value in rows.items()])
            return layout
    return _check_layout(stored, requested, max_distance)


def resolve_storage(layout: Layout, dialect: str) -> Layout:
    """A layout as a new database holds it: compact on PostgreSQL (a fraction of the disk
    of full segment rows, same look-up speed), segment tables on SQLite, whose entries
    table keys its rows by (namespace, fingerprint, item key): an expression index there
    repeats that whole key per row, so it saves nothing."""
    if layout.storage == BUCKETS and dialect == "postgresql":
        raise LayoutError(f"layout {layout.name}/{BUCKETS}: bucket storage is for SQLite; "
                          f"on PostgreSQL use {layout.name} (compact)")
    if layout.storage is not None:
        return layout
    return replace(layout, storage=COMPACT if dialect == "postgresql" else TABLES)


def key_index_ddl(layout: Layout, prefix: str = "", postgres: bool = False) -> list[str]:
    if not layout.compact:
        return []
    return [create_key_index(layout, table, prefix, postgres)
            for table in range(layout.table_count)]


# Columns added to the entries table since its first version, for indexes made before:
# their rows read as confirmed (confirmations) and are never guarded (the title guard).
_ADDED_COLUMNS = {"confirmed": "SMALLINT NOT NULL DEFAULT 1", "title": "TEXT"}


def _add_new_columns(conn: Connection) -> None:
    entries = f"{PREFIX}entries"
    columns = {column["name"] for column in inspect(conn).get_columns(entries)}
    for name, definition in _ADDED_COLUMNS.items():
        if name not in columns:
            conn.exec_driver_sql(f"ALTER TABLE {entries} ADD COLUMN {name} {definition}")


def _read_stored_layout(conn: Connection) -> Layout | None:
    inspector = inspect(conn)
    names = set(inspector.get_table_names())
    ours = {name for name in names if name.startswith(PREFIX)}
    meta_name = f"{PREFIX}meta"
    if meta_name not in ours:
        if ours:
            raise SchemaMismatchError(
                f"the database has simhash tables ({', '.join(sorted(ours))}) but no "
                f"{meta_name} table: it was not created by this version of scrapy-simhash; "
                f"use another database"
            )
        return None
    meta = build_tables(Layout(1, 1)).meta
    values = {name: value for name, value in conn.execute(select(meta.c.name, meta.c.value))}
    version = values.get("schema_version")
    if version != str(SCHEMA_VERSION):
        raise SchemaMismatchError(
            f"the database holds simhash index schema version {version!r}; this version of "
            f"scrapy-simhash understands version {SCHEMA_VERSION}. Upgrade scrapy-simhash, "
            f"or point it at a new database"
        )
    try:
        return layout_from_meta(values)
    except (KeyError, ValueError, LayoutError) as exc:
        raise SchemaMismatchError(f"the simhash index metadata is damaged: {values!r}") from exc


def layout_meta(layout: Layout) -> dict[str, str]:
    """The ``simhash_meta`` rows that record a database's layout."""
    return {"layout_blocks": str(layout.blocks), "layout_per_table": str(layout.per_table),
            "layout_storage": str(layout.storage), "layout_radius": str(layout.radius)}


def layout_from_meta(values: dict[str, str]) -> Layout:
    """The layout ``layout_meta`` rows record; KeyError, ValueError or LayoutError when
    they are damaged. Databases made before the compact layout have no storage row
    (segment tables), those made before radius layouts no radius row (radius 0)."""
    return Layout(int(values["layout_blocks"]), int(values["layout_per_table"]),
                  values.get("layout_storage", TABLES), int(values.get("layout_radius", 0)))


def _check_layout(stored: Layout, requested: Layout | None, max_distance: int) -> Layout:
    if requested is not None and (requested.blocks, requested.radius) != (
            stored.blocks, stored.radius):
        raise LayoutError(
            f"this database was built with layout {stored.describe()}; the requested "
            f"{requested.describe()} differs. Pass layout=None (or {stored.name!r} with "
            f"max_distance <= {stored.max_distance}) to use it, or use a new database"
        )
    if requested is not None and requested.storage not in (None, stored.storage):
        raise LayoutError(
            f"this database holds layout {stored.describe()} as {stored.storage}; the "
            f"requested {requested.name}/{requested.storage} differs. Pass {stored.name!r} to "
            f"use it, or convert it: scrapy simhash relayout --max-distance "
            f"{stored.max_distance} --layout {stored.name}/{requested.storage}"
        )
    if max_distance > stored.max_distance:
        raise LayoutError(
            f"max_distance={max_distance} is larger than this database's layout supports "
            f"({stored.describe()}): it would silently miss matches. Lower max_distance to "
            f"{stored.max_distance}, or rebuild the layout for it from the stored fingerprints: "
            f"scrapy simhash relayout --max-distance {max_distance}"
        )
    return stored
