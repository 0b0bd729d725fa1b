"""``SimHashIndex``: the public face of the segment index (validation, time, namespaces)."""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from datetime import datetime, timedelta, timezone
from typing import TYPE_CHECKING, Any

from scrapy_simhash.fingerprint.bits import as_unsigned64
from scrapy_simhash.fingerprint.version import (
    DEFAULT_FINGERPRINT,
    FINGERPRINT_VERSIONS,
    FINGERPRINTS,
    LABEL,
)
from scrapy_simhash.index.errors import IndexUnavailableError, LayoutError
from scrapy_simhash.index.layout import (
    DEFAULT_MAX_DISTANCE,
    Layout,
    check_distance,
    default_layout,
    parse_layout,
)
from scrapy_simhash.index.match import Match, Offer, to_micros
from scrapy_simhash.index.memory import MemoryStorage
from scrapy_simhash.index.site_lines import SiteLine
from scrapy_simhash.index.storage import IndexStorage

if TYPE_CHECKING:
    from typing_extensions import Self

MEMORY_URL = "memory://"
logger = logging.getLogger(__name__)


class SimHashIndex:
    """Exact "is any stored fingerprint within k of this one?" over a database.

    ``url`` is a SQLAlchemy URL (``sqlite:///path``, ``postgresql+psycopg://...``) or
    ``"memory://"``/``None`` for an in-process index. ``max_distance`` fixes the layout
    (how fingerprints are cut into segment tables); every ``k <= max_distance`` is
    exact. ``layout="blocks:N"`` picks another layout (see ``layout.py``);
    ``"blocks:N/compact"``, ``"blocks:N/tables"`` or (SQLite) ``"blocks:N/buckets"``
    also how a new database holds it;
    ``"blocks:N/radius:R"`` probes each key with its flips within R bits (fewer keys).

    Fingerprints are taken in either of their two 64-bit forms: unsigned, as the
    fingerprint functions return them, or signed, as a ``BIGINT`` column holds them (so
    ``-1`` is the fingerprint ``2**64 - 1``); a value that fits neither, such as
    ``2**64``, raises ``ValueError``. Results are always unsigned.

    One instance may be created on one thread and used from another, but must not be
    used by two threads at once.

    Choosing a layout: the README's ``SIMHASH_INDEX_LAYOUT`` row, measured in
    BENCHMARKS.md ("Segment index"); ``layout.default_layout`` holds the defaults.

    Backends: SQLite (WAL) serves one writing process well; other processes may read,
    and may write, but writers take turns on one database-wide lock. For several
    crawler processes or machines use PostgreSQL, where check-and-add locks only the
    fingerprint's own segment keys.

    ``fingerprint`` names the function that makes the stored values (``"simhash"`` or
    ``"minwise"``); it only labels a new namespace, so that a crawl or tool using the
    other function is warned that the values would rarely match.
    """

    def __init__(
        self,
        url: str | None = MEMORY_URL,
        *,
        max_distance: int = DEFAULT_MAX_DISTANCE,
        namespace: str = "default",
        layout: str | None = None,
        fingerprint: str = DEFAULT_FINGERPRINT,
        **engine_options: Any,
    ) -> None:
        check_distance(max_distance)
        if fingerprint not in FINGERPRINTS:
            raise ValueError(f"fingerprint must be one of {', '.join(FINGERPRINTS)}: "
                             f"{fingerprint!r}")
        self.fingerprint = fingerprint
        check_namespace(namespace)
        requested: Layout | None = parse_layout(layout, max_distance) if layout else None
        self.max_distance = max_distance
        self.namespace = namespace
        self._storage: IndexStorage
        if url is None or url == MEMORY_URL:
            self._storage = MemoryStorage(requested or default_layout(max_distance))
        else:
            from scrapy_simhash.index.sql import SqlStorage

            self._storage = SqlStorage(
                url, layout=requested, max_distance=max_distance, **engine_options
            )
        self._closed = False
        self._version_seen = False  # whether this instance has labelled or read the label

    @property
    def layout(self) -> Layout:
        return self._storage.layout

    @property
    def candidates_examined(self) -> int:
        """Distinct stored fingerprints compared so far (for benchmarks and stats)."""
        return self._storage.candidates_examined

    @property
    def big_bucket_queries(self) -> int:
        """Look-ups that met more than ``BIG_BUCKET_CANDIDATES`` candidates (worth a stat)."""
        return self._storage.big_bucket_queries

    def find(self, fingerprint: int, k: int | None = None) -> list[Match]:
        """Every stored entry within ``k`` (default ``max_distance``), nearest and oldest first."""
        return self._live().find(self.namespace, as_unsigned64(fingerprint), self._k(k))

    def check_and_add(
        self, fingerprint: int, key: str, *, item_id: str | None = None,
        title: str | None = None,
    ) -> Match | None:
        """Atomically: the nearest stored match within ``max_distance``, or store and
        return None.

        ``title``: the page's ``title_signature``. A match of the same host under
        another headline may not count (``index.guard`` says when); when every match is
        so guarded the offer is stored and the nearest is returned with ``guarded``.
        """
        return self.check_and_add_many([(fingerprint, key, item_id, title)])[0]

    def check_and_add_many(
        self,
        offers: Iterable[tuple[int, str] | tuple[int, str, str | None]
                         | tuple[int, str, str | None, str | None]],
        *,
        pending: bool = False,
    ) -> list[Match | None]:
        """``check_and_add`` for a batch in one transaction: all applied or none.

        Later offers see earlier ones, so near-duplicates inside a batch are caught.
        ``pending=True`` (a crawl) stores the entries unconfirmed, owned by each offer's
        ``item_id``, until ``confirm``: an entry its owner never confirms stops counting
        once it is abandoned (``scrapy_simhash.index.ownership``), and the next
        near-duplicate takes its place.
        """
        checked = [_offer(offer) for offer in offers]
        if pending and any(offer.item_id is None for offer in checked):
            raise ValueError("pending entries need an owner: pass item_id with each offer")
        self._label_if_new()
        return self._live().check_and_add_many(
            self.namespace, checked, self.max_distance, _now(), pending)

    def confirm(self, entries: Iterable[tuple[int, str]], owner: str) -> int:
        """Confirm pending entries ``(fingerprint, key)`` that ``owner`` stored; returns
        how many were still pending."""
        pairs = [(as_unsigned64(fp), key) for fp, key in entries]
        return self._live().confirm(self.namespace, pairs, owner)

    def add_many(self, offers: Iterable[tuple[int, str] | tuple[int, str, str | None]]) -> int:
        """Bulk load without near-duplicate checks, in one transaction; returns rows added.

        Re-adding an existing (fingerprint, key) pair is a no-op.
        """
        self._label_if_new()
        return self._live().add_many(self.namespace, (_offer(o) for o in offers), _now())

    def expire(self, older_than: timedelta | datetime) -> int:
        """Remove entries stored before ``now - older_than`` (or before a datetime)."""
        if isinstance(older_than, timedelta):
            cutoff = _now() - older_than
        elif isinstance(older_than, datetime):
            cutoff = older_than if older_than.tzinfo else older_than.replace(tzinfo=timezone.utc)
        else:
            raise TypeError(f"older_than must be a timedelta or datetime, not {older_than!r}")
        return self._live().expire(self.namespace, cutoff)

    def delete(self, key: str) -> int:
        """Remove every entry stored under ``key``; returns how many."""
        return self._live().delete(self.namespace, key)

    def count(self) -> int:
        """Entries stored in this namespace."""
        return self._live().count(self.namespace)

    def label(self, name: str) -> str | None:
        """A short note stored with this namespace (``set_label``), or None."""
        return self._live().label(self.namespace, name)

    def set_label(self, name: str, value: str) -> None:
        """Store a short note with this namespace, e.g. which fingerprint made its entries."""
        if not name or len(name) > 40:
            raise ValueError(f"label names are 1 to 40 characters, not {name!r}")
        self._live().set_label(self.namespace, name, value)

    def load_site_lines(self, host: str, limit: int) -> list[SiteLine]:
        """The site memory's stored lines of ``host``: the ``limit`` most recently saved,
        oldest first."""
        return self._live().load_site_lines(self.namespace, host, limit)

    def save_site_lines(self, lines: Sequence[SiteLine], max_per_host: int,
                        max_total: int) -> None:
        """Store the site memory's ``lines`` (least recently seen first), keeping at most
        ``max_per_host`` a host and ``max_total`` in the namespace, the newest."""
        if max_per_host < 1 or max_total < 1:
            raise ValueError("max_per_host and max_total must be positive")
        self._live().save_site_lines(self.namespace, lines, to_micros(_now()), max_per_host,
                                     max_total)

    def _label_if_new(self) -> None:
        """Before this instance's first write: an empty, unlabelled namespace is labelled
        with the fingerprint version, so a later crawl can tell whose fingerprints it holds
        however the entries got there (a crawl, this API, ``scrapy simhash import``)."""
        if self._version_seen:
            return
        try:
            foreign_fingerprints(self)
        except Exception as exc:  # noqa: BLE001 - a label is a note: it never costs a write
            # e.g. processes labelling at once under REPEATABLE READ (serialization
            # failure); the write below still runs, and a later one labels.
            logger.debug("SimHash index: namespace label not written (%s)", exc)
            return
        self._version_seen = True

    def close(self) -> None:
        if not self._closed:
            self._closed = True
            self._storage.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return (
            f"SimHashIndex(namespace={self.namespace!r}, max_distance={self.max_distance}, "
            f"layout={self.layout.name!r})"
        )

    def _live(self) -> IndexStorage:
        if self._closed:
            raise IndexUnavailableError("the index is closed")
        return self._storage

    def _k(self, k: int | None) -> int:
        if k is None:
            return self.max_distance
        if isinstance(k, bool) or not isinstance(k, int) or k < 0:
            raise ValueError(f"k must be a non-negative int, got {k!r}")
        if k > self.max_distance:
            raise LayoutError(
                f"k={k} exceeds max_distance={self.max_distance}: the layout cannot "
                f"guarantee every match; open the index with max_distance={k} or more"
            )
        return k


def check_namespace(namespace: object, source: str = "namespace") -> None:
    """A namespace is 1 to 255 printable characters that encode as UTF-8.

    Namespaces are bound as values, never spliced into SQL; this keeps them within the
    column and storable on every backend (PostgreSQL rejects NUL, and no database
    stores a lone surrogate). A crawl's namespace is SIMHASH_NAMESPACE, or else the
    spider's name, which is checked here when the index opens.
    """
    if not isinstance(namespace, str) or not 0 < len(namespace) <= 255 or any(
        ord(c) < 32 or ord(c) == 127 or 0xD800 <= ord(c) <= 0xDFFF for c in namespace
    ):
        raise ValueError(
            f"{source} must be 1 to 255 printable characters (no control characters or "
            f"lone surrogates), got {namespace!r}; a crawl's namespace is "
            f"SIMHASH_NAMESPACE, or the spider's name when that is not set"
        )


def _now() -> datetime:
    return datetime.now(timezone.utc)


def _offer(offer: Sequence[Any]) -> Offer:
    fingerprint, key, *rest = offer
    if not isinstance(key, str):
        raise TypeError(f"key must be a str, got {type(key).__name__}")
    item_id = rest[0] if rest else None
    title = rest[1] if len(rest) > 1 else None
    if title is not None and not isinstance(title, str):
        raise TypeError(f"title must be a title signature (str), got {type(title).__name__}")
    return Offer(as_unsigned64(fingerprint), key, None if item_id is None else str(item_id),
                 title)


def foreign_fingerprints(index: SimHashIndex, *, label_new: bool = True) -> str | None:
    """None if the namespace's fingerprints are made by the version ``index`` is opened
    for (labelling a new, empty namespace as such, unless ``label_new`` is false); else
    which version made them."""
    current = FINGERPRINT_VERSIONS[index.fingerprint]
    stored = index.label(LABEL)
    if stored == current:
        return None
    if stored is None:
        if index.count() == 0:
            if label_new:
                index.set_label(LABEL, current)
            return None
        return "an earlier version (1)"
    return f"version {stored}"


def version_mismatch(index: SimHashIndex, *, label_new: bool = True) -> str | None:
    """None when the namespace holds fingerprints of the function and version ``index``
    is opened for (a new, empty namespace is labelled so); else what is wrong, in words
    every caller (crawl, import, lookup) adds its own advice to."""
    foreign = foreign_fingerprints(index, label_new=label_new)
    if foreign is None:
        return None
    current = FINGERPRINT_VERSIONS[index.fingerprint]
    return (f"namespace {index.namespace!r} holds fingerprints made by {foreign} of the "
            f"fingerprint function, not version {current} ({index.fingerprint}), and the "
            f"two rarely match")
