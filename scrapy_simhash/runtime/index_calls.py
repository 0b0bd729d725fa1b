"""What the index process does for the crawl: its calls, and failures that can cross a pipe.

Imported by the index process (``_index_main``); the crawl process imports only
``RemoteIndexError`` and the fault tests, which touch SQLAlchemy only when a failure
has to be classified.
"""

from __future__ import annotations

import pickle
import traceback
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from scrapy_simhash.index import Match, SimHashIndex

Offer = tuple[int, str, "str | None"]


class RemoteIndexError(Exception):
    """An exception of the index process that could not be sent as itself (it does not
    pickle); ``type_name`` names it and ``database_fault`` says how to report it."""

    def __init__(self, message: str, type_name: str, database_fault: bool) -> None:
        super().__init__(message, type_name, database_fault)
        self.message = message
        self.type_name = type_name
        self.database_fault = database_fault

    def __str__(self) -> str:
        return self.message


class IndexProcessExited(ConnectionError):
    """The index process ended (killed, out of memory) while calls were waiting."""


def portable(exc: Exception) -> Exception:
    """``exc`` itself if it survives pickling, else a ``RemoteIndexError`` that says
    the same; a bug (not a database fault) carries the index process's traceback."""
    if not is_database_fault(exc):
        exc.add_note("In the SimHash index process:\n" + "".join(
            traceback.format_exception(type(exc), exc, exc.__traceback__)).rstrip())
    try:
        if type(pickle.loads(pickle.dumps(exc))) is type(exc):
            return exc
    except Exception:  # noqa: BLE001, S110 - any pickling failure: describe it instead
        pass
    substitute = RemoteIndexError(str(exc), type(exc).__name__, is_database_fault(exc))
    for note in getattr(exc, "__notes__", ()):
        substitute.add_note(note)
    return substitute


def exception_name(exc: BaseException) -> str:
    return exc.type_name if isinstance(exc, RemoteIndexError) else type(exc).__name__


def check_each(index: SimHashIndex, offers: list[Offer]) -> list[Match | None | Exception]:
    """``check_and_add_many``; if the database refuses the batch for what one offer
    holds (not for being unreachable), each offer again on its own, so that only the
    offending one fails."""
    pending = all(offer[2] is not None for offer in offers)  # a crawl confirms its entries
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
            results.append(portable(exc))
    return results


def is_connection_fault(exc: BaseException) -> bool:
    """Server gone or unreachable, file locked, disk full: the fault is the database's,
    not one offer's, so retrying offer by offer would only repeat the wait."""
    from sqlalchemy.exc import DBAPIError

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
    # DB-API 2 names its exception classes alike in every driver (and SQLAlchemy
    # mirrors them): a connection that failed to open is a raw driver error. Drivers
    # also file some statement errors under OperationalError, so this is the fallback.
    return _in_hierarchy(exc, "OperationalError", "InterfaceError")


# SQLSTATE classes of the server's own trouble: connection (08), resources such as disk
# or connections (53), operator intervention such as shutdown (57), system I/O (58).
# Others, e.g. 54 "program limit exceeded" for a key too long to index, are one offer's.
_SERVER_FAULT_CLASSES = frozenset({"08", "53", "57", "58"})
# SQLite primary result codes of the file, not the statement: BUSY, LOCKED, READONLY,
# IOERR, CORRUPT, FULL, CANTOPEN, NOTADB.
_SQLITE_FILE_FAULTS = frozenset({5, 6, 8, 10, 11, 13, 14, 26})


def is_database_fault(exc: BaseException) -> bool:
    """Server gone, locked, disk full, read-only, corrupt file, foreign schema."""
    if isinstance(exc, RemoteIndexError):
        return exc.database_fault
    # By class name: the crawl process need not import SQLAlchemy to ask.
    return isinstance(exc, OSError) or _in_hierarchy(
        exc, "DatabaseError", "InterfaceError", "SQLAlchemyError", "SimHashIndexError")


def _in_hierarchy(exc: BaseException, *names: str) -> bool:
    return any(cls.__name__ in names for cls in type(exc).__mro__)


def run_call(index: SimHashIndex, operation: str, args: tuple[Any, ...]) -> Any:
    from scrapy_simhash.index.simhash_index import foreign_fingerprints

    if operation == "check_each":
        return check_each(index, *args)
    if operation == "confirm":
        return index.confirm(*args)
    if operation == "find":
        return index.find(*args)
    if operation == "count":
        return index.count()
    if operation == "foreign_fingerprints":
        return foreign_fingerprints(index)
    raise ValueError(f"unknown index call {operation!r}")
