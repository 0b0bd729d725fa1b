"""The narrow interface every index backend implements, and helpers they share."""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import Protocol

from scrapy_simhash.index.layout import Layout
from scrapy_simhash.index.match import Match, Offer
from scrapy_simhash.index.site_lines import SiteLine

logger = logging.getLogger(__name__)

# A query meeting more candidates than this hits a "big bucket": one segment value
# shared by very many fingerprints (typically empty or boilerplate-only pages).
BIG_BUCKET_CANDIDATES = 10_000


class IndexStorage(Protocol):
    """Backends are given unsigned fingerprints and already-validated distances.

    ``check_and_add_many`` is the atomic primitive: for each offer in order, either
    report the nearest live stored match within ``k`` or store the offer, all in one
    transaction that is applied completely or not at all. Abandoned entries (see
    ``ownership``) are no match: an offer stored in their place removes them.
    ``pending`` stores the offers unconfirmed, until ``confirm``. Matches the title
    guard leaves out do not count (``guard.duplicate_of`` decides, in both backends): an
    offer whose every match is guarded is stored, and its result is the nearest of them
    marked ``guarded``.
    """

    layout: Layout
    #: Candidates (distinct stored fingerprints sharing a segment key) examined so far.
    candidates_examined: int
    #: Queries that met more than ``BIG_BUCKET_CANDIDATES`` candidates.
    big_bucket_queries: int

    def find(self, namespace: str, fingerprint: int, k: int) -> list[Match]: ...

    def check_and_add_many(
        self,
        namespace: str,
        offers: Sequence[Offer],
        k: int,
        stored_at: datetime,
        pending: bool = False,
    ) -> list[Match | None]: ...

    def confirm(self, namespace: str, entries: Sequence[tuple[int, str]], owner: str) -> int: ...

    def add_many(self, namespace: str, offers: Iterable[Offer], stored_at: datetime) -> int: ...

    def expire(self, namespace: str, before: datetime) -> int: ...

    def delete(self, namespace: str, key: str) -> int: ...

    def count(self, namespace: str) -> int: ...

    def label(self, namespace: str, name: str) -> str | None: ...

    def set_label(self, namespace: str, name: str, value: str) -> None: ...

    # The site memory's lines (index/site_lines.py), outside the look-up tables.
    def load_site_lines(self, namespace: str, host: str, limit: int) -> list[SiteLine]: ...

    def save_site_lines(self, namespace: str, lines: Sequence[SiteLine], saved_at: int,
                        max_per_host: int, max_total: int) -> None: ...

    def close(self) -> None: ...


def sort_matches(matches: list[Match]) -> list[Match]:
    matches.sort(key=lambda m: (m.distance, m.stored_at, m.key))
    return matches


def note_candidates(storage: IndexStorage, count: int) -> None:
    """Count candidates; warn once when a bucket grows big (exact, but slow)."""
    storage.candidates_examined += count
    if count > BIG_BUCKET_CANDIDATES:
        storage.big_bucket_queries += 1
        if storage.big_bucket_queries == 1:
            logger.warning(
                "simhash index: a query met %d candidates (big bucket: many pages share a "
                "segment value, e.g. empty text); look-ups stay exact but slow down. A "
                "layout with more blocks splits buckets further.",
                count,
            )
