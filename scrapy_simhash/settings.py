"""Every ``SIMHASH_*`` setting, read once per crawler and validated at start."""

from __future__ import annotations

import logging
import os
import weakref
from contextlib import suppress
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from scrapy.utils.conf import build_component_list
from scrapy.utils.misc import load_object

from scrapy_simhash.fingerprint.version import DEFAULT_FINGERPRINT, FINGERPRINTS
from scrapy_simhash.index.layout import DEFAULT_MAX_DISTANCE, parse_layout
from scrapy_simhash.index.simhash_index import check_namespace

if TYPE_CHECKING:
    from scrapy.crawler import Crawler
    from scrapy.settings import BaseSettings

logger = logging.getLogger(__name__)

ACTIONS = ("drop", "tag")
ON_INDEX_ERROR = ("keep", "drop", "pause")
DEFAULT_DATABASE_TIMEOUT = 30.0
# Page URLs the pipeline keeps, without the spider middleware, for items to find their page.
DEFAULT_MAX_WAITING_PAGES = 10_000
# Lines the site memory (SIMHASH_SITE_MEMORY) holds over all hosts.
DEFAULT_SITE_MEMORY_LINES = 100_000

# The components by the import path of their defining module, compared along a listed
# class's MRO: a user's subclass counts, and nothing here imports the components.
ADDON = "scrapy_simhash.addon.Addon"
PIPELINE = "scrapy_simhash.pipelines.SimHashPipeline"
DOWNLOADER_MIDDLEWARE = "scrapy_simhash.middleware.SimHashDownloaderMiddleware"
SPIDER_MIDDLEWARE = "scrapy_simhash.spidermiddleware.SimHashSpiderMiddleware"


@dataclass(frozen=True)
class Components:
    """Which scrapy-simhash components the crawl lists, and so what the pipeline must do
    itself: fingerprint pages (no downloader middleware), link items to pages by their
    URL field (no spider middleware)."""

    addon: bool = False
    pipeline: bool = False
    downloader_middleware: bool = False
    spider_middleware: bool = False

    @classmethod
    def listed_in(cls, settings: BaseSettings) -> Components:
        def listed(setting: str, path: str) -> bool:
            return any(_is_component(entry, path) for entry in _enabled(settings, setting))

        return cls(
            addon=listed("ADDONS", ADDON),
            pipeline=listed("ITEM_PIPELINES", PIPELINE),
            downloader_middleware=listed("DOWNLOADER_MIDDLEWARES", DOWNLOADER_MIDDLEWARE),
            spider_middleware=listed("SPIDER_MIDDLEWARES", SPIDER_MIDDLEWARE),
        )

    @property
    def mode(self) -> str:
        if not self.pipeline:
            return "middlewares without the pipeline"
        if self.downloader_middleware and self.spider_middleware:
            return "add-on" if self.addon else "components"
        if not (self.downloader_middleware or self.spider_middleware):
            return "pipeline-only"
        missing = "spider" if self.downloader_middleware else "downloader"
        return f"components without the {missing} middleware"

    def blind_spots(self, config: SimHashConfig) -> list[str]:
        """What this set of components cannot see, one sentence each."""
        if not self.pipeline:
            return ["SimHashPipeline is not listed in ITEM_PIPELINES: no item is checked"]
        spots = []
        if not self.spider_middleware:
            text_field_note = (f" unless its {config.text_field!r} field holds its text"
                               if config.text_field else "")
            spots.append(
                f"items are linked to their page by their {config.key_field!r} field "
                "(SIMHASH_KEY_FIELD), the page's URL or one it was redirected from: an "
                "item without that field, or naming another URL, passes unchecked "
                f"(simhash/no_page){text_field_note}")
        if not self.downloader_middleware:
            spots.append(
                "pages are fingerprinted from Scrapy's response_received signal: callbacks "
                "see no response.meta['simhash'] or ['simhash_text'], and "
                "SIMHASH_IGNORE_DUPLICATE_RESPONSES has no effect")
        return spots


def _enabled(settings: BaseSettings, setting: str) -> list[Any]:
    try:
        return list(build_component_list(settings.getwithbase(setting)))
    except (KeyError, ValueError, TypeError):
        return []


def _is_component(entry: Any, path: str) -> bool:
    if isinstance(entry, str):
        try:
            entry = load_object(entry)
        except (ImportError, NameError, ValueError, AttributeError):
            return False  # Scrapy itself reports a component it cannot load
    return any(f"{cls.__module__}.{cls.__qualname__}" == path
               for cls in getattr(entry, "__mro__", ()))


_CONFIGS: weakref.WeakKeyDictionary[Crawler, SimHashConfig] = weakref.WeakKeyDictionary()


@dataclass(frozen=True)
class SimHashConfig:
    enabled: bool
    database_url: str | None  # None: an SQLite file in the project's data dir
    # Seconds to wait for another SQLite writer's lock, or to connect to PostgreSQL,
    # before the call fails (and the item is kept or dropped per on_index_error).
    database_timeout: float
    max_distance: int
    index_layout: str | None  # "blocks:N[/radius:R]" for a new index; None: the default
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
    fingerprint_function: str = DEFAULT_FINGERPRINT  # SIMHASH_FINGERPRINT, one of FINGERPRINTS
    max_waiting_pages: int = DEFAULT_MAX_WAITING_PAGES
    # A page is not dropped against a page of its own host with another headline when
    # neither text speaks of what sets the headlines apart (index/guard.py).
    title_guard: bool = True
    site_memory: bool = True  # leave out lines a host repeats on its other pages
    site_memory_lines: int = DEFAULT_SITE_MEMORY_LINES  # its size, over all hosts
    site_memory_persist: bool = False  # keep its lines in the index database between crawls
    components: Components = field(default_factory=Components)

    def repeat_level(self, first: bool, level: int = logging.INFO) -> int:
        """The level of a message the crawl may repeat many times: ``level`` the first
        time, DEBUG after, unless SIMHASH_DEBUG asks for every one at ``level``."""
        return level if first or self.debug else logging.DEBUG

    @classmethod
    def for_crawler(cls, crawler: Crawler) -> SimHashConfig:
        """The crawler's settings, read and checked once and shared by every component;
        a bad one stops the crawl with one ERROR line that names the setting, the value
        and what is allowed (``refuse_start``)."""
        config = _CONFIGS.get(crawler)
        if config is None:
            settings = crawler.settings
            try:
                config = replace(cls.from_settings(settings),
                                 components=Components.listed_in(settings))
            except ValueError as exc:
                raise refuse_start(exc) from None
            # Settings still being built (add-ons not yet applied) may change: not cached.
            if settings.frozen:
                _CONFIGS[crawler] = config
        return config

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

        def flag(name: str, default: bool = False) -> bool:
            try:
                return settings.getbool(name, default)
            except ValueError:
                raise ValueError(
                    f"{name} must be True or False (or 1/0, true/false), got "
                    f"{settings.get(name)!r}") from None

        def integer(name: str, default: int, low: int, high: int) -> int:
            raw: Any = settings.get(name, default)
            value = None  # int() alone would take 3.5 as 3 and True as 1, silently
            if isinstance(raw, (int, str)) and not isinstance(raw, bool):
                with suppress(ValueError):
                    value = int(raw)  # a string's decimal digits, blanks around them allowed
            elif isinstance(raw, float) and raw.is_integer():
                value = int(raw)
            if value is None:
                raise ValueError(f"{name} must be a whole number, got {raw!r}")
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
        index_layout = text_or_none("SIMHASH_INDEX_LAYOUT")
        if index_layout is not None:
            parse_layout(index_layout, max_distance)  # a LayoutError says what to change
        namespace = text_or_none("SIMHASH_NAMESPACE")
        if namespace is not None:
            check_namespace(namespace, "SIMHASH_NAMESPACE")
        return cls(
            # Unset: on wherever a component is listed; False turns every one off.
            enabled=flag("SIMHASH_ENABLED", True),
            database_url=text_or_none("SIMHASH_DATABASE_URL"),
            database_timeout=seconds("SIMHASH_DATABASE_TIMEOUT", DEFAULT_DATABASE_TIMEOUT, 3600),
            max_distance=max_distance,
            index_layout=index_layout,
            namespace=namespace,
            action=choice("SIMHASH_ACTION", "drop", ACTIONS),
            text_field=text_or_none("SIMHASH_TEXT_FIELD"),
            key_field=text_or_none("SIMHASH_KEY_FIELD") or "url",
            tag_field=text_or_none("SIMHASH_TAG_FIELD") or "simhash_duplicate_of",
            min_text_length=integer("SIMHASH_MIN_TEXT_LENGTH", 20, 0, 10**9),
            ignore_duplicate_responses=flag("SIMHASH_IGNORE_DUPLICATE_RESPONSES"),
            on_index_error=choice("SIMHASH_ON_INDEX_ERROR", "keep", ON_INDEX_ERROR),
            retry_interval=seconds("SIMHASH_RETRY_INTERVAL", 10.0, 3600),
            debug=flag("SIMHASH_DEBUG"),
            # One worker process beside the reactor's core, if the machine has a second core.
            workers=integer("SIMHASH_WORKERS", 1 if (os.cpu_count() or 1) > 1 else 0, 0, 64),
            fingerprint_function=choice("SIMHASH_FINGERPRINT", DEFAULT_FINGERPRINT, FINGERPRINTS),
            max_waiting_pages=integer("SIMHASH_MAX_WAITING_PAGES", DEFAULT_MAX_WAITING_PAGES,
                                      1, 10**7),
            title_guard=flag("SIMHASH_TITLE_GUARD", True),
            site_memory=flag("SIMHASH_SITE_MEMORY", True),
            site_memory_lines=integer("SIMHASH_SITE_MEMORY_LINES", DEFAULT_SITE_MEMORY_LINES,
                                      1, 10**8),
            site_memory_persist=flag("SIMHASH_SITE_MEMORY_PERSIST", False),
        )


def log_mode(config: SimHashConfig) -> None:
    """Say at start which components run and what they cannot see."""
    components = config.components
    spots = components.blind_spots(config)
    logger.info("SimHash: %(mode)s mode%(colon)s%(spots)s",
                {"mode": components.mode, "colon": ": " if spots else "",
                 "spots": "; ".join(spots)})
    if config.ignore_duplicate_responses and not components.downloader_middleware:
        logger.warning("SimHash: SIMHASH_IGNORE_DUPLICATE_RESPONSES needs "
                       "SimHashDownloaderMiddleware (the add-on lists it); no response is "
                       "ignored before parsing, duplicate items are still dropped")


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
