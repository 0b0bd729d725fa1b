"""Which page an item was scraped from, so the pipeline can use the page's fingerprint.

Scrapy hands pipelines the item alone. The spider middleware records, for every item a
callback yields, the fingerprint the downloader middleware computed for that response;
the pipeline takes it back. Entries hold the item itself, so an ``id()`` can never be
reused while its entry exists, and they are removed when the item leaves the pipeline.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from scrapy.crawler import Crawler

META_FINGERPRINT = "simhash"
META_TEXT = "simhash_text"


@dataclass
class PageFingerprint:
    url: str
    fingerprint: int | None  # None: the page had too little text to fingerprint
    claimed: bool = False  # a page's fingerprint stands for one item only


# Items between the spider and the pipeline are few (CONCURRENT_ITEMS per response, a
# few responses at a time). More entries than this means items reach the pipeline as
# other objects (an earlier pipeline returns a copy); the oldest are then let go.
MAX_RECORDED = 10_000


@dataclass
class ItemOrigins:
    _entries: dict[int, tuple[Any, PageFingerprint]] = field(default_factory=dict)
    evicted: int = 0  # entries let go unclaimed, to bound memory

    def record(self, item: Any, page: PageFingerprint) -> None:
        self._entries[id(item)] = (item, page)
        if len(self._entries) > MAX_RECORDED:
            del self._entries[next(iter(self._entries))]  # the oldest: dicts keep order
            self.evicted += 1

    def unclaimed(self) -> int:
        """Recorded items never taken nor forgotten, including those let go."""
        return len(self._entries) + self.evicted

    def take(self, item: Any) -> PageFingerprint | None:
        entry = self._entries.pop(id(item), None)
        if entry is None or entry[0] is not item:
            return None
        return entry[1]

    def forget(self, item: Any) -> None:
        entry = self._entries.get(id(item))
        if entry is not None and entry[0] is item:
            del self._entries[id(item)]

    def __len__(self) -> int:
        return len(self._entries)


_ORIGINS: weakref.WeakKeyDictionary[Crawler, ItemOrigins] = weakref.WeakKeyDictionary()


def origins_for(crawler: Crawler) -> ItemOrigins:
    origins = _ORIGINS.get(crawler)
    if origins is None:
        origins = _ORIGINS[crawler] = ItemOrigins()
    return origins
