"""The site memory's lines kept in the index database, per namespace, between crawls.

A row is one line of one host (``extract/site_memory.py``): its key, the fingerprints
of the different pages it was seen on (until it is known) and whether it is known.
Rows are written with an upsert (a line two crawlers save at once is merged: known wins,
the later pages win otherwise) and bounded like the memory: at most ``max_per_host``
rows a host and ``max_total`` in the namespace, the least recently saved first out.

On PostgreSQL a save first takes a transaction-level advisory lock of its own per
namespace: saves of one namespace take turns (they are rare: at the end of a crawl and
every few minutes), so the upsert and the trims of two crawlers never wait on each
other's rows in opposite orders (no deadlock). The look-up index's locks are of the
one-number kind, this one of the two-number kind: PostgreSQL keeps the two apart.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from sqlalchemy import (
    BigInteger,
    Column,
    ColumnElement,
    Connection,
    Index,
    Integer,
    MetaData,
    PrimaryKeyConstraint,
    SmallInteger,
    String,
    Table,
    Text,
    case,
    delete,
    func,
    select,
    tuple_,
)

from scrapy_simhash.fingerprint.bits import from_signed64, to_signed64

SITE_LINES = "simhash_site_lines"
_LOCK_CLASS = 0x5349_5445  # "SITE": the first number of the two-number advisory lock


class SiteLine(NamedTuple):
    """One stored line of ``host`` (``key`` and ``pages`` unsigned 64-bit)."""

    host: str
    key: int
    pages: tuple[int, ...]
    known: bool


TABLE = Table(
    SITE_LINES,
    MetaData(),
    Column("namespace_id", Integer, nullable=False),
    Column("host", String(255), nullable=False),
    Column("line_key", BigInteger, nullable=False),  # signed view of the uint64
    # The pages' fingerprints, as signed decimal numbers separated by spaces.
    Column("pages", Text, nullable=False),
    Column("known", SmallInteger, nullable=False),
    Column("saved_at", BigInteger, nullable=False),  # save order: microseconds + rank
    PrimaryKeyConstraint("namespace_id", "host", "line_key"),
    Index(f"{SITE_LINES}_saved_at", "namespace_id", "saved_at"),
    sqlite_with_rowid=False,
)


def ensure_site_lines_table(conn: Connection) -> None:
    """Create the table if absent: a database made before it gets it, nothing else changes."""
    TABLE.create(conn, checkfirst=True)


def load_sql(placeholder: str) -> str:
    """The look-up of a host's most recently saved lines, for the DBAPI cursor (a plain
    read: no transaction, so on SQLite no write lock), parameters (namespace id, host,
    limit); ``load_rows`` reads its rows."""
    return (f"SELECT line_key, pages, known FROM {SITE_LINES} WHERE namespace_id = "
            f"{placeholder} AND host = {placeholder} ORDER BY saved_at DESC, line_key "
            f"LIMIT {placeholder}")


def load_rows(host: str, rows: Sequence[tuple[int, str, int]]) -> list[SiteLine]:
    """``load_sql``'s rows (newest first) as lines, oldest first."""
    return [SiteLine(host, from_signed64(key), _pages(pages), bool(known))
            for key, pages, known in reversed(rows)]


def save_lines(conn: Connection, ns_id: int, lines: Sequence[SiteLine], saved_at: int,
               max_per_host: int, max_total: int) -> None:
    """Upsert ``lines`` (least recently seen first; of a line given twice, the later) in
    the transaction of ``conn``, then trim the hosts saved and the namespace to their
    bounds."""
    if not lines:
        return
    postgres = conn.dialect.name == "postgresql"
    if postgres:
        conn.execute(select(func.pg_advisory_xact_lock(_LOCK_CLASS, ns_id)))
        from sqlalchemy.dialects.postgresql import insert
    else:
        from sqlalchemy.dialects.sqlite import insert  # type: ignore[assignment]
    rows = [{"namespace_id": ns_id, "host": line.host, "line_key": to_signed64(line.key),
             "pages": "" if line.known else " ".join(str(to_signed64(p)) for p in line.pages),
             "known": int(line.known), "saved_at": saved_at + rank}
            for rank, line in enumerate(latest_lines(lines))]  # a row takes one update
    # One order for every saver: row locks are taken in it.
    rows.sort(key=lambda row: (row["host"], row["line_key"]))
    statement = insert(TABLE)
    old, new = TABLE.c, statement.excluded
    conn.execute(statement.on_conflict_do_update(
        index_elements=[old.namespace_id, old.host, old.line_key],
        set_={"known": case((old.known == 1, 1), else_=new.known),
              "pages": case((old.known == 1, ""), else_=new.pages),
              "saved_at": case((old.saved_at > new.saved_at, old.saved_at),
                               else_=new.saved_at)},
    ), rows)
    in_namespace = TABLE.c.namespace_id == ns_id
    for host in sorted({line.host for line in lines}):
        _trim(conn, max_per_host, in_namespace, TABLE.c.host == host)
    _trim(conn, max_total, in_namespace)


def latest_lines(lines: Sequence[SiteLine]) -> list[SiteLine]:
    """``lines`` with each (host, key) once: the last, where it stands."""
    latest: dict[tuple[str, int], SiteLine] = {}
    for line in lines:
        latest.pop((line.host, line.key), None)
        latest[(line.host, line.key)] = line
    return list(latest.values())


def _trim(conn: Connection, keep: int, *where: ColumnElement[bool]) -> None:
    """Delete all but the ``keep`` most recently saved of the rows ``where`` selects."""
    t = TABLE.c
    if conn.execute(select(func.count()).where(*where)).scalar_one() <= keep:
        return
    older = (select(t.host, t.line_key).where(*where)
             .order_by(t.saved_at.desc(), t.host, t.line_key).offset(keep).subquery())
    conn.execute(delete(TABLE).where(*where, tuple_(t.host, t.line_key).in_(select(older))))


def _pages(text: str) -> tuple[int, ...]:
    return tuple(from_signed64(int(page)) for page in text.split())
