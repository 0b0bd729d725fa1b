"""Persistent near-duplicate index for 64-bit SimHash fingerprints.

``SimHashIndex`` answers "is any stored fingerprint within distance k of this one?"
exactly, over SQLite, PostgreSQL (psycopg 3) or memory.
"""

from __future__ import annotations

from scrapy_simhash.index.errors import (
    ForeignDatabaseError,
    IndexUnavailableError,
    LayoutError,
    SchemaMismatchError,
    SimHashIndexError,
)
from scrapy_simhash.index.layout import Layout, default_layout, parse_layout
from scrapy_simhash.index.match import Match
from scrapy_simhash.index.simhash_index import SimHashIndex
from scrapy_simhash.index.storage import IndexStorage

__all__ = [
    "ForeignDatabaseError",
    "IndexStorage",
    "IndexUnavailableError",
    "Layout",
    "LayoutError",
    "Match",
    "SchemaMismatchError",
    "SimHashIndex",
    "SimHashIndexError",
    "default_layout",
    "parse_layout",
]
