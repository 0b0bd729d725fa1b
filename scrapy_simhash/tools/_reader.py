"""Read-only access to an index's tables, for what ``SimHashIndex`` does not answer.

``SimHashIndex`` serves one namespace and creates its schema when absent; the tools
also list namespaces, read time ranges and scan whole namespaces, and must never
create an index by looking at it. So they reflect the existing tables instead.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from sqlalchemy import MetaData, Table, create_engine, func, inspect, select
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.exc import ArgumentError, SQLAlchemyError

from scrapy_simhash.fingerprint.bits import from_signed64
from scrapy_simhash.index.match import from_micros
from scrapy_simhash.index.schema import PREFIX
from scrapy_simhash.index.url import check_password_escaped, mask_password, scrub
from scrapy_simhash.tools._errors import ToolError


@dataclass(frozen=True)
class NamespaceSummary:
    name: str
    entries: int
    oldest: datetime | None
    newest: datetime | None


@dataclass(frozen=True)
class StoredEntry:
    fingerprint: int  # unsigned 64-bit
    key: str
    stored_at: datetime


class IndexReader:
    """Reflects the index tables of an existing database; never writes."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.masked_url = mask_password(url)
        try:
            check_password_escaped(url)
        except ValueError as exc:
            raise ToolError(str(exc).replace("SIMHASH_DATABASE_URL ", "")) from None
        try:
            parsed = make_url(url)
        except ArgumentError as exc:
            raise ToolError(f"not a database URL: {self.masked_url} ({exc})") from None
        if parsed.get_backend_name() == "sqlite":
            path = parsed.database
            if not path or path == ":memory:" or not Path(path).is_file():
                raise ToolError(f"no simhash index at {self.masked_url}: the file does not exist")
        self.engine: Engine = create_engine(url)
        try:
            names = set(inspect(self.engine).get_table_names())
            if f"{PREFIX}meta" not in names or f"{PREFIX}entries" not in names:
                raise ToolError(f"no simhash index at {self.masked_url}: its tables are missing")
            metadata = MetaData()
            self.meta = Table(f"{PREFIX}meta", metadata, autoload_with=self.engine)
            self.namespaces = Table(f"{PREFIX}namespaces", metadata, autoload_with=self.engine)
            self.entries = Table(f"{PREFIX}entries", metadata, autoload_with=self.engine)
        except SQLAlchemyError as exc:
            self.engine.dispose()
            raise ToolError(
                f"cannot read {self.masked_url}: {scrub(_first_line(exc), url)}") from exc
        except ToolError:
            self.engine.dispose()
            raise

    def close(self) -> None:
        self.engine.dispose()

    def __enter__(self) -> IndexReader:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def metadata(self) -> dict[str, str]:
        with self.engine.connect() as conn:
            return {name: value for name, value in conn.execute(
                select(self.meta.c.name, self.meta.c.value))}

    def namespace_summaries(self) -> list[NamespaceSummary]:
        entries, namespaces = self.entries, self.namespaces
        query = (
            select(
                namespaces.c.name,
                func.count(entries.c.item_key),
                func.min(entries.c.stored_at),
                func.max(entries.c.stored_at),
            )
            .select_from(namespaces.outerjoin(entries,
                                              entries.c.namespace_id == namespaces.c.id))
            .group_by(namespaces.c.name)
            .order_by(namespaces.c.name)
        )
        with self.engine.connect() as conn:
            return [
                NamespaceSummary(
                    name, count,
                    None if oldest is None else from_micros(oldest),
                    None if newest is None else from_micros(newest),
                )
                for name, count, oldest, newest in conn.execute(query)
            ]

    def namespace_names(self) -> list[str]:
        with self.engine.connect() as conn:
            return sorted(conn.execute(select(self.namespaces.c.name)).scalars())

    def iter_entries(self, namespace: str, batch: int = 10_000) -> Iterator[StoredEntry]:
        """Every entry of ``namespace``, oldest first."""
        entries, namespaces = self.entries, self.namespaces
        query = (
            select(entries.c.fingerprint, entries.c.item_key, entries.c.stored_at)
            .join(namespaces, entries.c.namespace_id == namespaces.c.id)
            .where(namespaces.c.name == namespace)
            .order_by(entries.c.stored_at, entries.c.item_key)
        )
        with self.engine.connect() as conn:
            result = conn.execution_options(yield_per=batch).execute(query)
            for fingerprint, key, stored_at in result:
                yield StoredEntry(from_signed64(fingerprint), key, from_micros(stored_at))


def _first_line(exc: BaseException) -> str:
    return str(exc).splitlines()[0][:300] if str(exc) else type(exc).__name__


def choose_namespace(reader: IndexReader, requested: str | None) -> str:
    """``requested`` if the index holds it; without one, the index's only namespace."""
    names = reader.namespace_names()
    if requested is not None:
        if requested not in names:
            held = ", ".join(names) if names else "none"
            raise ToolError(f"namespace {requested!r} is not in {reader.masked_url} "
                            f"(namespaces there: {held})")
        return requested
    if len(names) == 1:
        return names[0]
    if not names:
        raise ToolError(f"the index at {reader.masked_url} holds no namespace yet")
    raise ToolError(f"the index at {reader.masked_url} holds several namespaces "
                    f"({', '.join(names)}): choose one (--namespace, or SIMHASH_NAMESPACE)")
