"""Two pages side by side: what extraction kept, both fingerprints, distance, verdict."""

from __future__ import annotations

from dataclasses import dataclass

from scrapy_simhash.fingerprint.text import hamming_distance
from scrapy_simhash.fingerprint.version import DEFAULT_FINGERPRINT
from scrapy_simhash.index.layout import DEFAULT_MAX_DISTANCE
from scrapy_simhash.tools.pages import DEFAULT_USER_AGENT, LoadedPage, load_page


@dataclass(frozen=True)
class Explanation:
    first: LoadedPage
    second: LoadedPage
    distance: int | None  # None when either page has no text
    max_distance: int

    @property
    def near_duplicates(self) -> bool | None:
        """The verdict under ``max_distance``; None when it cannot be decided."""
        return None if self.distance is None else self.distance <= self.max_distance


def explain(first: str | LoadedPage, second: str | LoadedPage, *,
            max_distance: int = DEFAULT_MAX_DISTANCE, timeout: float = 30.0,
            user_agent: str = DEFAULT_USER_AGENT,
            fingerprint: str = DEFAULT_FINGERPRINT) -> Explanation:
    pages = [p if isinstance(p, LoadedPage)
             else load_page(p, timeout=timeout, user_agent=user_agent, fingerprint=fingerprint)
             for p in (first, second)]
    a, b = pages
    distance = (None if a.fingerprint is None or b.fingerprint is None
                else hamming_distance(a.fingerprint, b.fingerprint))
    return Explanation(a, b, distance, max_distance)
