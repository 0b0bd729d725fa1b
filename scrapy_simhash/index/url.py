"""Database URLs: checked at start, shown with the password masked, wait limits per backend."""

from __future__ import annotations

import math
import re
from pathlib import Path
from typing import Any
from urllib.parse import quote, unquote

from sqlalchemy.engine import URL, make_url

# A query parameter whose name says it holds a secret (password, sslpassword, passwd,
# pwd, passfile, a token): its value is masked. When in doubt, more is masked.
_SECRET_PARAMETER = re.compile(r"pass|pwd|secret|token", re.IGNORECASE)
# Characters a URL's user part cannot hold as they are (RFC 3986 gen-delims, "%" not
# starting an escape, and blanks): parsers split the URL there, each in its own way.
_UNSAFE_IN_USERINFO = re.compile(r"[@/?#\[\]\s]|%(?![0-9A-Fa-f]{2})")
_QUERY = re.compile(r"[A-Za-z_][\w.-]*=[^&]*(?:&[A-Za-z_][\w.-]*=[^&]*)*")


def mask_password(url: str) -> str:
    """``url`` with its password and the values of secret query parameters shown as ``***``.

    SQLAlchemy renders every URL it parses unambiguously; the rest (text that is no URL,
    or a user part with unescaped separators, which SQLAlchemy would split inside the
    password) keeps only the scheme, user name and host.
    """
    parsed = None if _ambiguous_userinfo(url) else _parse(url)
    if parsed is None:
        scheme, separator, rest = url.partition("://")
        if not separator:
            return "<unparsable database URL>" if "@" in url or "=" in url else url
        user, at, location = rest.rpartition("@")
        shown = f"{scheme}://{user.split(':', 1)[0]}:***@" if at else f"{scheme}://"
        return shown + location.partition("?")[0] + ("?***" if "?" in location else "")
    secrets = [name for name in parsed.query if _SECRET_PARAMETER.search(name)]
    if parsed.password is None and not secrets:
        return url  # as written: SQLAlchemy would re-escape an SQLite path
    kept = parsed.difference_update_query(secrets)
    shown = kept.render_as_string(hide_password=True)
    if secrets:
        shown += ("&" if kept.query else "?") + "&".join(f"{name}=***" for name in secrets)
    return shown


def secrets_in(url: str) -> list[str]:
    """The secrets a URL carries (password, secret query values), decoded and %-escaped,
    to scrub from messages such as a driver's error."""
    parsed = _parse(url)
    if parsed is None:  # lexically: between the user name and the last "@", and the query
        rest = url.partition("://")[2]
        found = [rest.rpartition("@")[0].partition(":")[2]]
        query = [pair.partition("=") for pair in rest.partition("?")[2].split("&")]
        found += [unquote(value) for name, _, value in query if _SECRET_PARAMETER.search(name)]
    else:
        found = [parsed.password or ""]
        for name, value in parsed.query.items():
            if _SECRET_PARAMETER.search(name):
                found += [value] if isinstance(value, str) else value
    return [s for secret in found if secret for s in {secret, unquote(secret),
                                                       quote(secret, safe="")}]


def scrub(message: str, url: str) -> str:
    """``message`` with every secret ``url`` carries replaced by ``***``: lexical, as a
    driver's message is no URL. Longest first, so a secret that contains another one
    goes whole; %-escapes in any letter case."""
    for secret in sorted(secrets_in(url), key=len, reverse=True):
        message = re.sub(re.escape(secret), "***", message, flags=re.IGNORECASE)
    return message


def _parse(url: str) -> URL | None:
    try:
        return make_url(url)
    except Exception:  # noqa: BLE001 - whatever SQLAlchemy refuses is shown lexically
        return None


def _ambiguous_userinfo(url: str) -> bool:
    """Whether the user part of a server URL holds an unescaped reserved character."""
    scheme, separator, rest = url.partition("://")
    if not separator or scheme.startswith("sqlite") or rest.startswith("/"):
        return False
    # The query is the text after the first "?" that starts name=value pairs: values
    # (a certificate's path, say) may hold "@" or "/".
    head = next((rest[:m.start()] for m in re.finditer(r"\?", rest)
                 if _QUERY.fullmatch(rest, m.start() + 1)), rest)
    return bool(_UNSAFE_IN_USERINFO.search(head[:max(head.rfind("@"), 0)]))


def check_password_escaped(url: str) -> None:
    """Refuse a URL whose user name or password holds an unescaped reserved character.

    SQLAlchemy splits ``user:hunter2@prod@host`` at the first ``@`` and takes
    ``prod@host`` for the host name, which then appears in every connection error:
    half the password, in the log. Such a URL is ambiguous, so it is refused before use,
    with a message (masked) that says how to write it.
    """
    if _ambiguous_userinfo(url):
        raise ValueError(
            f"SIMHASH_DATABASE_URL {mask_password(url)}: the user name or password holds a "
            f"character that must be %-escaped in a URL (@ / ? # [ ] whitespace, or a % not "
            f"followed by two hex digits); write it with urllib.parse.quote(password, "
            f"safe=''), e.g. '@' as %40 and '/' as %2F")


def check_database_url(url: str) -> None:
    """Refuse, at start, a database URL SQLAlchemy cannot parse or this package cannot
    use, or whose password is not escaped (the message is masked)."""
    check_password_escaped(url)
    parsed = _parse(url)
    if parsed is None:
        raise ValueError(
            f"SIMHASH_DATABASE_URL is not a valid SQLAlchemy URL: {mask_password(url)} "
            f"(expected sqlite:///path or postgresql+psycopg://user:password@host/db; "
            f"special characters in the password must be %-escaped)")
    try:
        supported_drivername(parsed.drivername)
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
    parsed = _parse(url)
    if parsed is None:  # an unparsable URL fails when the index opens, with its reason
        return {}
    backend = parsed.get_backend_name()
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
