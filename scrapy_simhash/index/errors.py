"""Errors raised by the segment index (named so as not to shadow builtins)."""

from __future__ import annotations


class SimHashIndexError(Exception):
    """Base class for errors raised by the index itself (not by the database driver)."""


class LayoutError(SimHashIndexError, ValueError):
    """The requested layout or distance cannot be served exactly; the message says what
    to change."""


class SchemaMismatchError(SimHashIndexError):
    """The database holds a simhash schema (version or layout) this code does not understand."""


class ForeignDatabaseError(SchemaMismatchError, ValueError):
    """The SQLite file holds another application's tables: it is left as it is, and a
    crawl pointed at it stops at start."""


class IndexUnavailableError(SimHashIndexError):
    """The index was used after ``close()``.

    Database failures (server gone, locked, disk full, read-only) are raised as
    ``sqlalchemy.exc.DBAPIError`` subclasses such as ``OperationalError``.
    """
