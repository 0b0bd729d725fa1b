"""Database URLs: checked at start, shown with the password masked, wait limits per backend."""

from __future__ import annotations

import math
import re
from pathlib import Path
from typing import Any
from urllib.parse import unquote

# Query parameters libpq and the drivers read a secret from.
_SECRET_PARAMETERS = frozenset({"password", "passwd", "pwd", "sslpassword"})


def mask_password(url: str) -> str:
    """``url`` with its password (in the user part or the query) shown as ``***``.

    Lexical on purpose: a password with unescaped ``@``, ``/`` or ``?`` makes the URL
    ambiguous to parsers, and must still not leak. When in doubt, more is masked.
    """
    scheme, separator, rest = url.partition("://")
    if not separator:
        return "<unparsable database URL>" if "@" in url or "=" in url else url
    if not rest.startswith("/"):  # sqlite:///path has no user part
        userinfo, at, location = rest.rpartition("@")
        if at and ":" in userinfo:
            rest = f"{userinfo.split(':', 1)[0]}:***@{location}"
    base, question, query = rest.partition("?")
    if question:
        pairs = []
        for pair in query.split("&"):
            name = pair.split("=", 1)[0]
            pairs.append(f"{name}=***" if name.lower() in _SECRET_PARAMETERS else pair)
        query = "&".join(pairs)
    return f"{scheme}://{base}{question}{query}"


def secrets_in(url: str) -> list[str]:
    """The password strings a URL carries, raw and URL-decoded, to scrub from messages."""

    found: list[str] = []
    rest = url.partition("://")[2]
    userinfo, at, _ = rest.rpartition("@")
    if at and ":" in userinfo and not rest.startswith("/"):
        found.append(userinfo.split(":", 1)[1])
    for pair in rest.partition("?")[2].split("&"):
        name, _, value = pair.partition("=")
        if name.lower() in _SECRET_PARAMETERS:
            found.append(value)
    return [s for secret in found if secret for s in {secret, unquote(secret)}]


def scrub(message: str, url: str) -> str:
    """``message`` with every password ``url`` carries replaced by ``***``.

    Longest first, so a raw secret that contains its decoded form (or the reverse) goes
    whole. Driver error messages may quote the connection string.
    """
    for secret in sorted(secrets_in(url), key=len, reverse=True):
        message = message.replace(secret, "***")
    return message


# URLs of a plain shape SQLAlchemy always parses (scheme, simple user, password, host and
# numeric port, a path, no query): accepted without importing SQLAlchemy, whose objects
# would otherwise sit in the crawl process for good (the index runs in its own process).
_PLAIN_URL = re.compile(
    r"[A-Za-z][A-Za-z0-9+]*://"
    r"(?:[A-Za-z0-9._~%-]+(?::[A-Za-z0-9._~%-]*)?@)?"
    r"[A-Za-z0-9.-]*(?::[0-9]{1,5})?"
    r"(?:/[^?#\s]*)?"
)


# Characters a URL's user part cannot hold as they are (RFC 3986 gen-delims, "%" not
# starting an escape, and blanks): parsers split the URL there, each in its own way.
_UNSAFE_IN_USERINFO = re.compile(r"[@/?#\[\]\s]|%(?![0-9A-Fa-f]{2})")
_QUERY = re.compile(r"[A-Za-z_][\w.-]*=[^&]*(?:&[A-Za-z_][\w.-]*=[^&]*)*")


def check_password_escaped(url: str) -> None:
    """Refuse a URL whose user name or password holds an unescaped reserved character.

    SQLAlchemy splits ``user:hunter2@prod@host`` at the first ``@`` and takes
    ``prod@host`` for the host name, which then appears in every connection error:
    half the password, in the log. Such a URL is ambiguous, so it is refused before use,
    with a message (masked) that says how to write it.
    """
    scheme, separator, rest = url.partition("://")
    if not separator or scheme.startswith("sqlite") or rest.startswith("/"):
        return
    # The query is the text after the first "?" that starts name=value pairs: values
    # (a certificate's path, say) may hold "@" or "/".
    head = next((rest[:m.start()] for m in re.finditer(r"\?", rest)
                 if _QUERY.fullmatch(rest, m.start() + 1)), rest)
    at = head.rfind("@")
    if at < 0:
        return
    if _UNSAFE_IN_USERINFO.search(rest[:at]):
        raise ValueError(
            f"SIMHASH_DATABASE_URL {mask_password(url)}: the user name or password holds a "
            f"character that must be %-escaped in a URL (@ / ? # [ ] whitespace, or a % not "
            f"followed by two hex digits); write it with urllib.parse.quote(password, "
            f"safe=''), e.g. '@' as %40 and '/' as %2F")


def check_database_url(url: str) -> None:
    """Refuse, at start, a database URL SQLAlchemy cannot parse or this package cannot
    use, or whose password is not escaped (the message is masked)."""
    check_password_escaped(url)
    # A plain URL's drivername, as make_url would say, is everything before "://".
    plain = _PLAIN_URL.fullmatch(url)
    drivername = url.partition("://")[0] if plain else _parsed_drivername(url)
    try:
        supported_drivername(drivername)
    except ValueError as exc:
        raise ValueError(f"SIMHASH_DATABASE_URL {mask_password(url)}: {exc}") from None
    missing = _missing_sqlite_directory(url)
    if missing is not None:
        # A lasting misconfiguration, unlike a locked file or a server that is down:
        # said at start rather than failing open for the whole crawl.
        raise ValueError(
            f"SIMHASH_DATABASE_URL {mask_password(url)}: the directory {missing} does not "
            f"exist (the SQLite file is created on first use, its directory is not)")


def _missing_sqlite_directory(url: str) -> Path | None:
    """The directory an SQLite file URL points into, if it does not exist."""
    scheme, _, rest = url.partition("://")
    if not scheme.startswith("sqlite") or not rest.startswith("/"):
        return None
    path = rest[1:].split("?", 1)[0]
    if not path or path == ":memory:" or path.startswith("file:"):
        return None
    parent = Path(path).parent
    if parent.is_dir() or Path(unquote(str(parent))).is_dir():
        return None
    return parent


def _parsed_drivername(url: str) -> str:
    from sqlalchemy.engine import make_url

    try:
        return str(make_url(url).drivername)
    except Exception:  # noqa: BLE001 - any parse failure gets the same masked message
        raise ValueError(
            f"SIMHASH_DATABASE_URL is not a valid SQLAlchemy URL: {mask_password(url)} "
            f"(expected sqlite:///path or postgresql+psycopg://user:password@host/db; "
            f"special characters in the password must be %-escaped)"
        ) from None


def supported_drivername(drivername: str) -> str:
    """The SQLAlchemy driver name the index uses for ``drivername``, or ValueError."""
    backend, _, driver = drivername.partition("+")
    if backend in ("postgresql", "postgres"):
        if driver not in ("", "psycopg"):
            raise ValueError(
                f"PostgreSQL driver {driver!r} is not supported: use a "
                f"'postgresql+psycopg://' URL (psycopg 3, `pip install scrapy-simhash[postgres]`)"
            )
        return "postgresql+psycopg"
    if backend != "sqlite":
        raise ValueError(
            f"unsupported database {drivername!r}: use sqlite:///path or "
            f"postgresql+psycopg://user@host/db"
        )
    return drivername


def timeout_options(url: str, timeout: float) -> dict[str, Any]:
    """Engine options bounding how long one index call may wait for the database.

    Index calls run one at a time: a call stuck on a lock, a slow statement or an
    unreachable server stalls every later check, so each wait is bounded and then
    fails open.
    """
    from sqlalchemy.engine import make_url

    try:
        parsed = make_url(url)
        backend = parsed.get_backend_name()
    except Exception:  # noqa: BLE001 - an unparsable URL fails when the index opens, with its reason
        return {}
    if backend == "sqlite":
        return {"connect_args": {"timeout": timeout}}  # busy wait for the write lock
    if backend == "postgresql":
        milliseconds = math.ceil(timeout * 1000)
        connect_args: dict[str, Any] = {
            "connect_timeout": max(2, math.ceil(timeout)),  # libpq's minimum is 2
            # A server that stops answering mid-statement (crashed host, partition) is
            # noticed by the socket, not after TCP's ~15 minutes of retransmissions.
            "keepalives": 1, "keepalives_idle": max(1, math.ceil(timeout / 2)),
            "keepalives_interval": max(1, math.ceil(timeout / 6)), "keepalives_count": 3,
            "tcp_user_timeout": milliseconds,
        }
        if "options" not in parsed.query:  # a user's own server options win
            # Bounds waits on row and advisory locks held by another crawler's
            # transaction, and any one statement.
            connect_args["options"] = (f"-c lock_timeout={milliseconds} "
                                       f"-c statement_timeout={milliseconds}")
        return {"connect_args": connect_args}
    return {}


def default_database_url(create: bool = True) -> str:
    """The SQLite file a Scrapy project's crawls and tools share when no
    ``SIMHASH_DATABASE_URL`` is set: ``.scrapy/simhash/index.sqlite3`` in its data dir.
    ``create=False`` leaves no empty directory behind for a tool that only looks."""
    from scrapy.utils.project import data_path

    return f"sqlite:///{Path(data_path('simhash', createdir=create), 'index.sqlite3').resolve()}"
