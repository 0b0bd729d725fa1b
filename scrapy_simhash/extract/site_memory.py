"""Site memory: the lines a host repeats on many of its pages (staff lists, legal text,
promotions, cookie notices), learnt during a crawl and left out of the main text.

A page's own block can outweigh a short article; two different articles of the site then
extract to the same block and the second is dropped as a duplicate. One page cannot tell
such a block from an article, but the host's other pages can: a line seen on at least
``min_pages`` other URLs of the same host is the site's, not the page's.

Lines are keyed by a hash of their whitespace-collapsed, lower-cased text (``line_key``);
only lines of ``MIN_LINE_CHARS`` or more count. Pages are keyed by their URL without its
fragment, so fetching one URL again counts once. The memory is bounded: at most
``max_lines_per_host`` lines per host and ``max_lines`` in all, each evicted least
recently seen first (a host's oldest line; the least recently seen host's when the total
is full). A line stops counting pages once no single URL can make it unknown (seen on
``min_pages + 1``), so an entry holds at most that many page keys.

The crawl keeps one memory in its own process (not thread-safe: the reactor thread uses
it): it sends each page's worker ``known(url)``, the host's repeated line keys, and
``record``\\ s the line keys the worker returns (``extract(..., site_lines=...)``).
"""

from __future__ import annotations

import hashlib
from collections import OrderedDict
from collections.abc import Iterable
from urllib.parse import urlsplit

MIN_LINE_CHARS = 40
DEFAULT_MIN_PAGES = 3
DEFAULT_MAX_LINES = 100_000
DEFAULT_MAX_LINES_PER_HOST = 5_000
_NOTHING: frozenset[int] = frozenset()


def line_key(text: str) -> int:
    """Key of a line whose whitespace is already collapsed (an extraction segment's)."""
    normal = text.lower().encode("utf-8")
    return int.from_bytes(hashlib.blake2b(normal, digest_size=8).digest(), "big")


class PageLines:
    """One page's lines against its host's known ``keys``: ``repeated`` tests a line (and
    counts the hits), ``keys_of`` gives the page's own keys; each line is hashed once."""

    def __init__(self, keys: frozenset[int]) -> None:
        self.keys = keys
        self.hits = 0
        self._cache: dict[str, int] = {}

    def key(self, text: str) -> int:
        key = self._cache.get(text)
        if key is None:
            key = self._cache[text] = line_key(text)
        return key

    def repeated(self, text: str) -> bool:
        if len(text) < MIN_LINE_CHARS or self.key(text) not in self.keys:
            return False
        self.hits += 1
        return True

    def keys_of(self, texts: Iterable[str]) -> tuple[int, ...]:
        """Keys of the distinct lines of ``texts`` long enough to count."""
        return tuple({self.key(text) for text in texts if len(text) >= MIN_LINE_CHARS})


def host_of(url: str | None) -> str | None:
    if not url:
        return None
    try:
        host = urlsplit(url).hostname
    except ValueError:
        return None
    return host or None


def page_key(url: str) -> int:
    return line_key(url.partition("#")[0])


class _Host:
    __slots__ = ("edge", "lines", "solid", "solid_frozen")

    def __init__(self) -> None:
        # line key -> keys of the distinct pages it was seen on (up to min_pages + 1; a
        # tuple, as most lines are seen on one page: a third of a set's size)
        self.lines: OrderedDict[int, tuple[int, ...]] = OrderedDict()
        self.solid: set[int] = set()  # seen on min_pages + 1 pages: known to every page
        self.edge: set[int] = set()  # seen on min_pages: known to pages other than those
        self.solid_frozen: frozenset[int] | None = None  # ``solid``, cached between changes

    def forget(self, key: int) -> None:
        del self.lines[key]
        if key in self.solid:
            self.solid.discard(key)
            self.solid_frozen = None
        self.edge.discard(key)


class SiteMemory:
    def __init__(
        self,
        min_pages: int = DEFAULT_MIN_PAGES,
        max_lines: int = DEFAULT_MAX_LINES,
        max_lines_per_host: int = DEFAULT_MAX_LINES_PER_HOST,
    ) -> None:
        if min_pages < 1 or max_lines < 1 or max_lines_per_host < 1:
            raise ValueError("min_pages, max_lines and max_lines_per_host must be positive")
        self.min_pages = min_pages
        self.max_lines = max_lines
        self.max_lines_per_host = min(max_lines_per_host, max_lines)
        self._hosts: OrderedDict[str, _Host] = OrderedDict()  # least recently seen first
        self._size = 0  # lines over all hosts

    def __len__(self) -> int:
        return self._size

    @property
    def hosts(self) -> int:
        return len(self._hosts)

    def known(self, url: str | None) -> frozenset[int]:
        """Keys of the lines the host of ``url`` repeats on ``min_pages`` other pages."""
        host = host_of(url)
        entry = self._hosts.get(host) if host else None
        if entry is None:
            return _NOTHING
        if entry.solid_frozen is None:
            entry.solid_frozen = frozenset(entry.solid)
        if not entry.edge:
            return entry.solid_frozen
        page = page_key(url or "")
        lines = entry.lines
        others = {key for key in entry.edge if page not in lines[key]}
        return entry.solid_frozen | others if others else entry.solid_frozen

    def record(self, url: str | None, keys: Iterable[int]) -> None:
        """Record that the page at ``url`` holds the lines ``keys`` (``line_keys``)."""
        host = host_of(url)
        if host is None:
            return
        entry = self._hosts.get(host)
        if entry is None:
            entry = _Host()
        page = page_key(url or "")
        lines, min_pages = entry.lines, self.min_pages
        for key in keys:
            pages = lines.get(key)
            if pages is None:
                lines[key] = (page,)
                self._size += 1
                if min_pages == 1:
                    entry.edge.add(key)
                if len(lines) > self.max_lines_per_host:
                    entry.forget(next(iter(lines)))
                    self._size -= 1
            else:
                lines.move_to_end(key)
                if len(pages) <= min_pages and page not in pages:
                    pages = lines[key] = (*pages, page)
                    if len(pages) == min_pages:
                        entry.edge.add(key)
                    elif len(pages) > min_pages:
                        entry.edge.discard(key)
                        entry.solid.add(key)
                        entry.solid_frozen = None
        if not lines:
            return
        self._hosts[host] = entry
        self._hosts.move_to_end(host)
        self._shrink()

    def _shrink(self) -> None:
        """Evict the least recently seen host's oldest lines until the total fits (the
        host just recorded is the most recently seen: the last to lose lines)."""
        while self._size > self.max_lines:
            host, entry = next(iter(self._hosts.items()))
            entry.forget(next(iter(entry.lines)))
            self._size -= 1
            if not entry.lines:
                del self._hosts[host]
