"""Every ``SIMHASH_*`` setting, read once per crawler and validated at start."""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from scrapy_simhash.fingerprint.version import DEFAULT_FINGERPRINT, FINGERPRINTS
from scrapy_simhash.index.layout import DEFAULT_MAX_DISTANCE

if TYPE_CHECKING:
    from scrapy.crawler import Crawler
    from scrapy.settings import BaseSettings

logger = logging.getLogger(__name__)

ACTIONS = ("drop", "tag")
ON_INDEX_ERROR = ("keep", "drop", "pause")
DEFAULT_DATABASE_TIMEOUT = 30.0


@dataclass(frozen=True)
class SimHashConfig:
    enabled: bool
    database_url: str | None  # None: an SQLite file in the project's data dir
    # Seconds to wait for another SQLite writer's lock, or to connect to PostgreSQL,
    # before the call fails (and the item is kept or dropped per on_index_error).
    database_timeout: float
    max_distance: int
    index_layout: str | None  # "blocks:N" for a new index; None: the default for max_distance
    namespace: str | None  # None: the spider's name
    action: str
    text_field: str | None
    key_field: str
    tag_field: str
    min_text_length: int
    ignore_duplicate_responses: bool
    on_index_error: str
    retry_interval: float  # seconds between index retries while the crawl is paused
    debug: bool
    workers: int  # processes that extract and fingerprint pages; 0: on the reactor thread
    fingerprint: str = DEFAULT_FINGERPRINT  # the text-to-fingerprint function (FINGERPRINTS)

    @classmethod
    def for_crawler(cls, crawler: Crawler) -> SimHashConfig:
        """The crawler's settings; a bad one stops the crawl with one ERROR line.

        The line names the setting, the value and what is allowed. Scrapy would add the
        exception's traceback (asyncio's "Task exception was never retrieved" or Twisted's
        "Unhandled error in Deferred"); that repeat is filtered out. The crawl still ends
        with a non-zero exit status, as for any crawl that failed to start.
        """
        try:
            return cls.from_settings(crawler.settings)
        except ValueError as exc:
            raise refuse_start(exc) from None

    @classmethod
    def from_settings(cls, settings: BaseSettings) -> SimHashConfig:
        def text_or_none(name: str) -> str | None:
            value = settings.get(name)
            if value is None or value == "":
                return None
            if not isinstance(value, str):
                raise ValueError(f"{name} must be a string, got {value!r}")
            return value

        def choice(name: str, default: str, allowed: tuple[str, ...]) -> str:
            value = str(settings.get(name, default)).strip().lower()
            if value not in allowed:
                raise ValueError(f"{name} must be one of {', '.join(allowed)}; got {value!r}")
            return value

        def flag(name: str) -> bool:
            try:
                return settings.getbool(name, False)
            except ValueError:
                raise ValueError(
                    f"{name} must be True or False (or 1/0, true/false), got "
                    f"{settings.get(name)!r}") from None

        def integer(name: str, default: int, low: int, high: int) -> int:
            raw: Any = settings.get(name, default)
            try:
                value = int(raw)
            except (TypeError, ValueError):
                raise ValueError(f"{name} must be an integer, got {raw!r}") from None
            if not low <= value <= high:
                raise ValueError(f"{name} must be between {low} and {high}, got {value}")
            return value

        def seconds(name: str, default: float, high: float) -> float:
            raw: Any = settings.get(name, default)
            try:
                value = float(raw)
            except (TypeError, ValueError):
                raise ValueError(f"{name} must be a number of seconds, got {raw!r}") from None
            if not 0 < value <= high:
                raise ValueError(f"{name} must be above 0 and at most {high:g}, got {value:g}")
            return value

        max_distance = integer("SIMHASH_MAX_DISTANCE", DEFAULT_MAX_DISTANCE, 0, 16)
        return cls(
            enabled=flag("SIMHASH_ENABLED"),
            database_url=text_or_none("SIMHASH_DATABASE_URL"),
            database_timeout=seconds("SIMHASH_DATABASE_TIMEOUT", DEFAULT_DATABASE_TIMEOUT, 3600),
            max_distance=max_distance,
            index_layout=layout_or_none(text_or_none("SIMHASH_INDEX_LAYOUT"), max_distance),
            namespace=namespace_or_none(text_or_none("SIMHASH_NAMESPACE")),
            action=choice("SIMHASH_ACTION", "drop", ACTIONS),
            text_field=text_or_none("SIMHASH_TEXT_FIELD"),
            key_field=text_or_none("SIMHASH_KEY_FIELD") or "url",
            tag_field=text_or_none("SIMHASH_TAG_FIELD") or "simhash_duplicate_of",
            min_text_length=integer("SIMHASH_MIN_TEXT_LENGTH", 20, 0, 10**9),
            ignore_duplicate_responses=flag("SIMHASH_IGNORE_DUPLICATE_RESPONSES"),
            on_index_error=choice("SIMHASH_ON_INDEX_ERROR", "keep", ON_INDEX_ERROR),
            retry_interval=seconds("SIMHASH_RETRY_INTERVAL", 10.0, 3600),
            debug=flag("SIMHASH_DEBUG"),
            workers=integer("SIMHASH_WORKERS", default_workers(), 0, 64),
            fingerprint=choice("SIMHASH_FINGERPRINT", DEFAULT_FINGERPRINT, FINGERPRINTS),
        )


class StartRefused(ValueError):
    """A bad setting stopped the crawl; already logged (``refuse_start``)."""


def refuse_start(problem: Exception) -> StartRefused:
    """Log why the crawl cannot start, in one ERROR line; return the exception to raise.

    Scrapy would follow it with the exception's traceback (asyncio's "Task exception was
    never retrieved" or Twisted's "Unhandled error in Deferred") and, when the spider was
    already opening, CoreStats' failed assertion on closing a spider it never saw open:
    repeats and consequences of this one error, filtered out. The crawl still ends with a
    non-zero exit status, as any crawl that fails to start.
    """
    logger.error("SimHash: %(problem)s; the crawl does not start", {"problem": problem})
    for name in ("asyncio", "twisted", "scrapy.utils.signal"):
        _hide_refused_start(logging.getLogger(name))
    for handler in logging.getLogger().handlers:
        _hide_refused_start(handler)
    _stop_twisted_stderr_echo()
    return StartRefused(str(problem))


class _HideRefusedStart(logging.Filter):
    """Drops the traceback Scrapy's loop would log for a start already refused and logged."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.exc_info and isinstance(record.exc_info[1], StartRefused):
            return False
        if record.name == "scrapy.utils.signal":
            return "CoreStats.spider_closed" not in record.getMessage()
        # Twisted announces the unconsumed failure in a record of its own, then the
        # traceback in the next one; in a crawl already refused, both are the refusal.
        message = record.getMessage()
        return StartRefused.__name__ not in message and "Unhandled error in Deferred" not in message


def _hide_refused_start(target: logging.Logger | logging.Handler) -> None:
    if not any(isinstance(f, _HideRefusedStart) for f in target.filters):
        target.addFilter(_HideRefusedStart())


def _stop_twisted_stderr_echo() -> None:
    # Until logging is begun, Twisted echoes critical events (its "Unhandled error in
    # Deferred" with the traceback) to stderr besides Scrapy's handlers. Scrapy never
    # begins it; beginning it with no extra observer ends the echo. Only a refused crawl,
    # about to end, does this.
    from twisted.logger import globalLogBeginner

    globalLogBeginner.beginLoggingTo([], discardBuffer=True, redirectStandardIO=False)


def layout_or_none(spec: str | None, max_distance: int) -> str | None:
    if spec is not None:
        from scrapy_simhash.index import parse_layout

        parse_layout(spec, max_distance)  # LayoutError (a ValueError) says what to change
    return spec


def namespace_or_none(value: str | None) -> str | None:
    # Namespaces are bound as values, never spliced into SQL; this keeps them printable
    # and within the column (PostgreSQL rejects NUL in text outright).
    if value is not None and (len(value) > 255 or any(ord(c) < 32 or ord(c) == 127 for c in value)):
        raise ValueError(
            f"SIMHASH_NAMESPACE must be at most 255 printable characters, got {value!r}"
        )
    return value


def default_workers() -> int:
    # One worker process beside the reactor's core, if the machine has a second core.
    return 1 if (os.cpu_count() or 1) > 1 else 0
