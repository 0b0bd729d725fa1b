"""Remove entries: by age (``expire``) or by key (``delete``); count them first (``plan_*``)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone

from sqlalchemy import ColumnElement, func, select

from scrapy_simhash.index import SimHashIndex
from scrapy_simhash.index.match import to_micros
from scrapy_simhash.tools._errors import ToolError
from scrapy_simhash.tools._reader import IndexReader, choose_namespace

_AGE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([a-z]+)\s*$", re.IGNORECASE)
_DAY = 86_400
_UNIT_SECONDS = {
    **dict.fromkeys(("s", "sec", "secs", "second", "seconds"), 1),
    **dict.fromkeys(("min", "mins", "minute", "minutes"), 60),
    **dict.fromkeys(("h", "hr", "hrs", "hour", "hours"), 3600),
    **dict.fromkeys(("d", "day", "days"), _DAY),
    **dict.fromkeys(("w", "week", "weeks"), 7 * _DAY),
    **dict.fromkeys(("mo", "month", "months"), 30 * _DAY),
    **dict.fromkeys(("y", "year", "years"), 365 * _DAY),
}
_UNITS_HELP = "45s, 90min, 12h, 30d, 2w, 6mo, 1y"


def parse_age(text: str) -> timedelta:
    """``"30d"``, ``"12h"``, ``"2w"``, ``"90min"``, ``"6mo"`` (30 days), ``"1y"`` -> timedelta.

    ``m`` alone is refused: minutes and months are both common, and guessing wrong deletes
    a whole namespace.
    """
    match = _AGE.match(text)
    if not match:
        raise ToolError(f"not an age: {text!r} (use a number and a unit: {_UNITS_HELP})")
    unit = match.group(2).lower()
    if unit == "m":
        raise ToolError(f"ambiguous unit in {text!r}: write {match.group(1)}min for minutes "
                        f"or {match.group(1)}mo for months")
    if unit not in _UNIT_SECONDS:
        raise ToolError(f"unknown unit in {text!r} (use {_UNITS_HELP})")
    return timedelta(seconds=float(match.group(1)) * _UNIT_SECONDS[unit])


@dataclass(frozen=True)
class RemovalPlan:
    """What an ``expire`` or ``delete`` would remove, counted without removing anything."""

    namespace: str
    matching: int  # entries it would remove
    total: int  # entries in the namespace
    examples: tuple[str, ...]  # keys of some of them, oldest first

    @property
    def removes_everything(self) -> bool:
        return self.total > 0 and self.matching == self.total


def plan_expire(database_url: str, older_than: timedelta | datetime | str, *,
                namespace: str | None = None, examples: int = 5) -> RemovalPlan:
    before = _cutoff(older_than)
    with IndexReader(database_url) as reader:
        namespace = choose_namespace(reader, namespace)
        return _plan(reader, namespace, reader.entries.c.stored_at < to_micros(before), examples)


def plan_delete(database_url: str, keys: list[str], *, namespace: str | None = None,
                examples: int = 5) -> RemovalPlan:
    with IndexReader(database_url) as reader:
        namespace = choose_namespace(reader, namespace)
        return _plan(reader, namespace, reader.entries.c.item_key.in_(keys), examples)


def expire(database_url: str, older_than: timedelta | datetime | str, *,
           namespace: str | None = None) -> tuple[str, int]:
    """Remove entries stored before ``now - older_than``; return (namespace, removed)."""
    age = parse_age(older_than) if isinstance(older_than, str) else older_than
    with IndexReader(database_url) as reader:
        namespace = choose_namespace(reader, namespace)
    with _open(database_url, namespace) as index:
        return namespace, index.expire(age)


def delete(database_url: str, key: str, *, namespace: str | None = None) -> tuple[str, int]:
    """Remove every entry stored under ``key``; return (namespace, removed)."""
    with IndexReader(database_url) as reader:
        namespace = choose_namespace(reader, namespace)
    with _open(database_url, namespace) as index:
        return namespace, index.delete(key)


def _cutoff(older_than: timedelta | datetime | str) -> datetime:
    if isinstance(older_than, datetime):
        return older_than if older_than.tzinfo else older_than.replace(tzinfo=timezone.utc)
    age = parse_age(older_than) if isinstance(older_than, str) else older_than
    return datetime.now(timezone.utc) - age


def _plan(reader: IndexReader, namespace: str, condition: ColumnElement[bool],
          examples: int) -> RemovalPlan:
    entries, namespaces = reader.entries, reader.namespaces
    ns_id = select(namespaces.c.id).where(namespaces.c.name == namespace).scalar_subquery()
    in_namespace = entries.c.namespace_id == ns_id
    with reader.engine.connect() as conn:
        total = conn.execute(select(func.count()).where(in_namespace)).scalar_one()
        matching = conn.execute(select(func.count()).where(in_namespace, condition)).scalar_one()
        keys = conn.execute(select(entries.c.item_key).where(in_namespace, condition)
                            .order_by(entries.c.stored_at).limit(examples)).scalars().all()
    return RemovalPlan(namespace, int(matching), int(total), tuple(keys))


def _open(database_url: str, namespace: str) -> SimHashIndex:
    # Distance 0 fits every stored layout; expire and delete do not search.
    return SimHashIndex(database_url, max_distance=0, namespace=namespace)
