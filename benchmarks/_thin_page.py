"""A made-up page of the thin-page benchmarks (``thin_pages.py``, ``_thin_layouts.py``)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Page:
    url: str
    html: str | bytes
    content: str  # pages with the same content are true duplicates of one another
    encoding: str | None = None

    @property
    def body(self) -> bytes:
        return self.html if isinstance(self.html, bytes) else self.html.encode("utf-8")
