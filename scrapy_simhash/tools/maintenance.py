"""Remove entries: by age (``expire``) or by key (``delete``)."""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from scrapy_simhash.index import SimHashIndex
from scrapy_simhash.tools._errors import ToolError
from scrapy_simhash.tools._reader import IndexReader, choose_namespace

_AGE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([smhdw])\s*$", re.IGNORECASE)
_UNIT_SECONDS = {"s": 1, "m": 60, "h": 3600, "d": 86_400, "w": 604_800}


def parse_age(text: str) -> timedelta:
    """``"30d"``, ``"12h"``, ``"2w"``, ``"90m"``, ``"45s"`` -> timedelta."""
    match = _AGE.match(text)
    if not match:
        raise ToolError(f"not an age: {text!r} (use a number and a unit: 45s, 90m, 12h, 30d, 2w)")
    return timedelta(seconds=float(match.group(1)) * _UNIT_SECONDS[match.group(2).lower()])


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


def _open(database_url: str, namespace: str) -> SimHashIndex:
    # Distance 0 fits every stored layout; expire and delete do not search.
    return SimHashIndex(database_url, max_distance=0, namespace=namespace)
