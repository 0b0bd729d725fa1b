"""Site memory: the lines a host repeats on many of its pages (staff lists, legal text,
promotions, cookie notices), learnt during a crawl and left out of the main text.

A page's own block can outweigh a short article; two different articles of the site then
extract to the same block and the second is dropped as a duplicate. One page cannot tell
such a block from an article, but the host's other pages can: a line seen on at least
``min_pages`` other URLs of the same host is the site's, not the page's.

Lines are keyed by a hash of their whitespace-collapsed, lower-cased text; only lines of
``MIN_LINE_CHARS`` or more count. Memory is bounded: ``max_lines`` lines per host and
``max_hosts`` hosts, each evicted least recently used first. A line stops counting new
pages once it is known (``min_pages`` reached), so each entry holds at most that many
page keys. The memory lives in one process; it is not thread-safe.
"""

from __future__ import annotations

import hashlib
from collections import OrderedDict
from collections.abc import Callable, Iterable
from urllib.parse import urlsplit

MIN_LINE_CHARS = 40


def line_key(text: str) -> int:
    normal = " ".join(text.lower().split()).encode("utf-8")
    return int.from_bytes(hashlib.blake2b(normal, digest_size=8).digest(), "big")


def host_of(url: str | None) -> str | None:
    if not url:
        return None
    try:
        host = urlsplit(url).hostname
    except ValueError:
        return None
    return host or None


class SiteMemory:
    def __init__(self, min_pages: int = 3, max_lines: int = 20_000, max_hosts: int = 2_000):
        if min_pages < 1 or max_lines < 1 or max_hosts < 1:
            raise ValueError("min_pages, max_lines and max_hosts must be positive")
        self.min_pages = min_pages
        self.max_lines = max_lines
        self.max_hosts = max_hosts
        # host -> line key -> keys of the pages it was seen on (up to min_pages + 1)
        self._hosts: OrderedDict[str, OrderedDict[int, set[int]]] = OrderedDict()

    def __len__(self) -> int:
        return sum(len(lines) for lines in self._hosts.values())

    def repeated(self, url: str | None) -> Callable[[str], bool] | None:
        """A test for lines the host of ``url`` repeats on ``min_pages`` other pages, or
        None when nothing is known about the host."""
        host = host_of(url)
        lines = self._hosts.get(host) if host else None
        if not lines:
            return None
        page = line_key(url or "")
        needed = self.min_pages

        def test(text: str) -> bool:
            if len(text) < MIN_LINE_CHARS:
                return False
            pages = lines.get(line_key(text))
            return pages is not None and len(pages - {page}) >= needed

        return test

    def learn(self, url: str | None, texts: Iterable[str]) -> None:
        """Record the lines of the page at ``url``."""
        host = host_of(url)
        if host is None:
            return
        lines = self._hosts.get(host)
        if lines is None:
            lines = self._hosts[host] = OrderedDict()
            if len(self._hosts) > self.max_hosts:
                self._hosts.popitem(last=False)
        else:
            self._hosts.move_to_end(host)
        page = line_key(url or "")
        for text in texts:
            if len(text) < MIN_LINE_CHARS:
                continue
            key = line_key(text)
            pages = lines.get(key)
            if pages is None:
                lines[key] = {page}
                if len(lines) > self.max_lines:
                    lines.popitem(last=False)
                continue
            lines.move_to_end(key)
            if len(pages) <= self.min_pages:
                pages.add(page)
