"""Site memory: the lines a host repeats on many of its pages (staff lists, legal text,
promotions, cookie notices), learnt during a crawl and left out of the main text.

A page's own block can outweigh a short article; two different articles of the site then
extract to the same block and the second is dropped as a duplicate. One page cannot tell
such a block from an article, but the host's other pages can: a line seen on at least
``min_pages`` pages of the same host with different contents is the site's, not a page's.

Pages count by their content and headline, not their URL: a page is told apart by its
key, the fingerprint of its text mixed with its headline's words and its own lines'
(``page_key`` in ``runtime/worker_main.py``), and pages whose keys lie within
``max_distance`` of one another (the crawl's own duplicates: a URL fetched again, an
article shown under several URLs, edited) count once. Otherwise the lines of an article
the site shows under four URLs would be learnt as the site's and cut from its copies.
Not by the fingerprint alone: pages that all extract to the site's block (galleries,
notices whose own line is too short for prose) share it, and the block would never be
learnt; their headlines differ. Nor by text and headline alone: a register's record
pages may all extract to the site's notice under one title, and their own lines beside
it are then all that tells them apart, so the key mixes those lines' words in (digits
and dates aside: a copy restamped counts once). A line stored by an older release with
the fingerprints of its pages, or with keys made before the lines counted, counts them
beside this release's keys.

Lines are keyed by a hash of their text (``line_key``); only lines of ``MIN_LINE_BYTES``
or more count (UTF-8, as the extractor sizes text: a Chinese line of 14 characters
does). The memory is bounded: at most ``max_lines_per_host`` lines per host and
``max_lines`` in all, each evicted least recently seen first (a host's oldest line; the
least recently seen host's when the total is full). A line holds at most ``min_pages``
page keys, and none once it is known.

The crawl keeps one memory in its own process (not thread-safe: the reactor thread uses
it): it sends each page's worker ``known(url)``, the host's repeated line keys, and
``record``\\ s the line keys and the page key the worker returns
(``extract(..., site_lines=...)``).

Stored between crawls (``runtime/site_store.py``), the lines seen since the last save
are ``take_changed`` (lines not seen again keep their older place in the stored order),
and a host's stored lines are ``merge``\\ d in when the crawl first meets it: as the
oldest of the host's lines, their pages counted with this crawl's.
"""

from __future__ import annotations

import hashlib
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from typing import NamedTuple
from urllib.parse import urlsplit

from scrapy_simhash.extract._script import utf8_size

MIN_LINE_BYTES = 40
DEFAULT_MIN_PAGES = 3
DEFAULT_MAX_LINES = 100_000
DEFAULT_MAX_LINES_PER_HOST = 5_000
DEFAULT_MAX_DISTANCE = 5  # the crawl passes its SIMHASH_MAX_DISTANCE
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
        if not _long_enough(text) or self.key(text) not in self.keys:
            return False
        self.hits += 1
        return True

    def __contains__(self, text: str) -> bool:
        """Whether ``text`` is a known line (not counted as a hit)."""
        return _long_enough(text) and self.key(text) in self.keys

    def keys_of(self, texts: Iterable[str]) -> tuple[int, ...]:
        """Keys of the distinct lines of ``texts`` long enough to count."""
        return tuple({self.key(text) for text in texts if _long_enough(text)})


def _long_enough(text: str) -> bool:
    # A character is at least a byte: only lines shorter in characters are encoded.
    return len(text) >= MIN_LINE_BYTES or utf8_size(text) >= MIN_LINE_BYTES


def host_of(url: str | None) -> str | None:
    if not url:
        return None
    try:
        host = urlsplit(url).hostname
    except ValueError:
        return None
    return host or None


class StoredLine(NamedTuple):
    """A host's line as the index database keeps it: ``pages`` are the keys of
    the different pages it was seen on, empty once it is ``known``."""

    key: int
    pages: tuple[int, ...]
    known: bool


class _Host:
    __slots__ = ("known", "known_frozen", "lines")

    def __init__(self) -> None:
        # line key -> keys of the different pages it was seen on, until it is
        # known (then empty). A tuple: most lines are seen on one page.
        self.lines: OrderedDict[int, tuple[int, ...]] = OrderedDict()
        self.known: set[int] = set()
        self.known_frozen: frozenset[int] | None = None  # ``known``, cached between changes

    def forget(self, key: int) -> None:
        del self.lines[key]
        if key in self.known:
            self.known.discard(key)
            self.known_frozen = None


class SiteMemory:
    def __init__(
        self,
        min_pages: int = DEFAULT_MIN_PAGES,
        max_distance: int = DEFAULT_MAX_DISTANCE,
        max_lines: int = DEFAULT_MAX_LINES,
        max_lines_per_host: int = DEFAULT_MAX_LINES_PER_HOST,
    ) -> None:
        if min_pages < 1 or max_lines < 1 or max_lines_per_host < 1 or max_distance < 0:
            raise ValueError("min_pages, max_lines and max_lines_per_host must be positive")
        self.min_pages = min_pages
        self.max_distance = max_distance
        self.max_lines = max_lines
        self.max_lines_per_host = min(max_lines_per_host, max_lines)
        self._hosts: OrderedDict[str, _Host] = OrderedDict()  # least recently seen first
        self._size = 0  # lines over all hosts
        # host -> keys of its lines recorded since the last ``take_changed``
        self._changed: dict[str, set[int]] = {}

    def __len__(self) -> int:
        return self._size

    @property
    def hosts(self) -> int:
        return len(self._hosts)

    def known(self, url: str | None) -> frozenset[int]:
        """Keys of the lines the host of ``url`` repeats on ``min_pages`` different pages."""
        host = host_of(url)
        entry = self._hosts.get(host) if host else None
        if entry is None:
            return _NOTHING
        if entry.known_frozen is None:
            entry.known_frozen = frozenset(entry.known)
        return entry.known_frozen

    def record(self, url: str | None, keys: Iterable[int], page: int | None) -> None:
        """Record that the page at ``url``, of key ``page``, holds the lines ``keys``
        (``PageLines.keys_of``). A page without a key (no text to fingerprint) teaches
        nothing: nothing tells whether it is another page's copy."""
        host = host_of(url)
        if host is None or page is None:
            return
        entry = self._hosts.get(host)
        if entry is None:
            entry = _Host()
        lines, min_pages, near = entry.lines, self.min_pages, self.max_distance
        for key in keys:
            pages = lines.get(key)
            if pages is None:
                lines[key] = (page,)
                self._size += 1
                if min_pages == 1:
                    self._learn(entry, key)
                elif len(lines) > self.max_lines_per_host:
                    entry.forget(next(iter(lines)))
                    self._size -= 1
                continue
            lines.move_to_end(key)
            if pages and all((page ^ other).bit_count() > near for other in pages):
                if len(pages) + 1 >= min_pages:
                    self._learn(entry, key)
                else:
                    lines[key] = (*pages, page)
        if not lines:
            return
        self._hosts[host] = entry
        self._hosts.move_to_end(host)
        self._changed.setdefault(host, set()).update(keys)
        self._shrink()

    def merge(self, host: str, stored: Sequence[StoredLine]) -> None:
        """Add ``host``'s ``stored`` lines (oldest first) as older than this crawl's: a
        line this crawl saw too counts the stored pages beside its own (a page within
        ``max_distance`` of one already counted counts once)."""
        if not stored:
            return
        entry = self._hosts.get(host)
        if entry is None:
            entry = self._hosts[host] = _Host()
        lines, near = entry.lines, self.max_distance
        for line in reversed(stored):  # newest first, each put before the older ones
            if not line.known and not line.pages:
                continue  # says nothing
            pages = lines.get(line.key)
            if pages is None:
                if len(lines) >= self.max_lines_per_host:
                    continue  # this crawl's lines, and newer stored ones, come first
                lines[line.key] = pages = ()
                lines.move_to_end(line.key, last=False)
                self._size += 1
            elif line.key in entry.known:
                continue
            if line.known:
                self._learn(entry, line.key)
                continue
            merged = list(pages)
            for page in line.pages:
                if all((page ^ other).bit_count() > near for other in merged):
                    merged.append(page)
            if len(merged) >= self.min_pages:
                self._learn(entry, line.key)
            else:
                lines[line.key] = tuple(merged)
        if not lines:
            del self._hosts[host]
            return
        self._hosts.move_to_end(host)
        self._shrink()

    def lines_of(self, host: str) -> list[StoredLine]:
        """``host``'s lines, least recently seen first."""
        entry = self._hosts.get(host)
        if entry is None:
            return []
        known = entry.known
        return [StoredLine(key, pages, key in known) for key, pages in entry.lines.items()]

    def take_changed(self) -> list[tuple[str, list[StoredLine]]]:
        """Per host, least recently seen first, the lines still held that were recorded
        since the last call, least recently seen first; the next call starts afresh."""
        changed, self._changed = self._changed, {}
        taken = []
        for host, entry in self._hosts.items():
            keys = changed.get(host)
            if keys:
                known = entry.known
                taken.append((host, [StoredLine(key, pages, key in known)
                                     for key, pages in entry.lines.items() if key in keys]))
        return taken

    def mark_changed(self, host: str, keys: Iterable[int]) -> None:
        """Give ``host``'s lines ``keys`` back to the next ``take_changed`` (their save
        failed)."""
        self._changed.setdefault(host, set()).update(keys)

    def _learn(self, entry: _Host, key: int) -> None:
        entry.lines[key] = ()
        entry.known.add(key)
        entry.known_frozen = None
        if len(entry.lines) > self.max_lines_per_host:
            entry.forget(next(iter(entry.lines)))
            self._size -= 1

    def _shrink(self) -> None:
        """Evict the least recently seen host's oldest lines until the total fits (the
        host just recorded is the most recently seen: the last to lose lines)."""
        while self._size > self.max_lines:
            host, entry = next(iter(self._hosts.items()))
            entry.forget(next(iter(entry.lines)))
            self._size -= 1
            if not entry.lines:
                del self._hosts[host]
