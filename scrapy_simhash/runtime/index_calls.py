"""The batched check the index thread runs for the crawl, and how its failures are told
apart: the database's trouble (fail open, no traceback) or one offer's (that offer only).
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from scrapy_simhash.index import Match, SimHashIndex
    from scrapy_simhash.index.match import Offer


def check_each(index: SimHashIndex, offers: list[Offer]) -> list[Match | None | Exception]:
    """``check_and_add_many``; if the database refuses the batch for what one offer
    holds (not for being unreachable), each offer again on its own, so that only the
    offending one fails."""
    pending = all(offer.item_id is not None for offer in offers)  # a crawl confirms its entries
    try:
        return list(index.check_and_add_many(offers, pending=pending))
    except Exception as exc:
        if len(offers) == 1 or is_connection_fault(exc):
            raise
    results: list[Match | None | Exception] = []
    for offer in offers:
        try:
            results.append(index.check_and_add_many([offer], pending=pending)[0])
        except Exception as exc:
            if is_connection_fault(exc):
                raise
            results.append(exc)
    return results


def is_connection_fault(exc: BaseException) -> bool:
    """Server gone or unreachable, file locked, disk full: the fault is the database's,
    not one offer's, so retrying offer by offer would only repeat the wait."""
    from sqlalchemy.exc import DBAPIError, InterfaceError, OperationalError

    from scrapy_simhash.index.errors import IndexUnavailableError

    if isinstance(exc, (IndexUnavailableError, OSError)):
        return True
    if isinstance(exc, DBAPIError) and exc.connection_invalidated:
        return True
    driver_error = getattr(exc, "orig", None) or exc  # SQLAlchemy wraps the driver's
    sqlstate = getattr(driver_error, "sqlstate", None)  # PostgreSQL (psycopg)
    if sqlstate:
        return sqlstate[:2] in _SERVER_FAULT_CLASSES
    sqlite_code = getattr(driver_error, "sqlite_errorcode", None)  # Python >= 3.11
    if sqlite_code is not None:
        return sqlite_code & 0xFF in _SQLITE_FILE_FAULTS
    # Drivers also file some statement errors under OperationalError: the fallback.
    return isinstance(exc, (OperationalError, InterfaceError,
                            *_driver_errors("OperationalError", "InterfaceError")))


# SQLSTATE classes of the server's own trouble: connection (08), resources such as disk
# or connections (53), operator intervention such as shutdown (57), system I/O (58).
# Others, e.g. 54 "program limit exceeded" for a key too long to index, are one offer's.
_SERVER_FAULT_CLASSES = frozenset({"08", "53", "57", "58"})
# SQLite primary result codes of the file, not the statement: BUSY, LOCKED, READONLY,
# IOERR, CORRUPT, FULL, CANTOPEN, NOTADB.
_SQLITE_FILE_FAULTS = frozenset({5, 6, 8, 10, 11, 13, 14, 26})


def is_database_fault(exc: BaseException) -> bool:
    """Server gone, locked, disk full, read-only, corrupt file, foreign schema."""
    from sqlalchemy.exc import SQLAlchemyError

    from scrapy_simhash.index.errors import SimHashIndexError

    return isinstance(exc, (OSError, SQLAlchemyError, SimHashIndexError,
                            *_driver_errors("DatabaseError", "InterfaceError")))


def _driver_errors(*names: str) -> tuple[type[BaseException], ...]:
    """The DB-API classes ``names`` of the drivers in use (a connection that failed to
    open can surface as the driver's own error, not SQLAlchemy's)."""
    import sqlite3

    modules: list[object] = [sqlite3]
    psycopg = sys.modules.get("psycopg")  # imported by the engine if PostgreSQL is in use
    if psycopg is not None:
        modules.append(psycopg)
    return tuple(getattr(module, name) for module in modules for name in names
                 if hasattr(module, name))
