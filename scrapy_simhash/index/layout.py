"""How a 64-bit fingerprint is cut into segment keys so that no near-duplicate is missed.

Generalised pigeonhole (Manku, Jain, Das Sarma, "Detecting near-duplicates for web
crawling", WWW 2007): split the 64 bits into ``B`` contiguous blocks. Two fingerprints
within Hamming distance ``d`` differ in at most ``d`` blocks, so at least ``B - d``
blocks are identical. Index every combination of ``m = B - d`` blocks as its own table
(key = those blocks' bits packed together): a query probes one exact key per table and
is guaranteed to meet every stored fingerprint within ``d``. ``B = d + 1`` gives
``d + 1`` tables with wide buckets; larger ``B`` gives ``C(B, m)`` tables with longer
keys, hence far fewer candidates per query at the cost of more rows per fingerprint.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property
from itertools import combinations
from math import comb

from scrapy_simhash.fingerprint.bits import BITS as FINGERPRINT_BITS
from scrapy_simhash.fingerprint.bits import to_signed64
from scrapy_simhash.index.errors import LayoutError

MAX_SUPPORTED_DISTANCE = 16
#: The near-duplicate threshold of a crawl and of the Python API unless told otherwise,
#: so an index built with one serves the other (chosen in BENCHMARKS.md).
DEFAULT_MAX_DISTANCE = 5
# Beyond this the index would write more segment rows per fingerprint than is sane.
MAX_TABLES = 64

# Default block count per maximum distance: d + 1 blocks (the classic 4-table design
# at d = 3) while buckets stay small; d + 2 blocks from d = 4 on, where d + 1 blocks
# would leave buckets of only 9-13 bits (thousands of candidates per query at 1M).
_DEFAULT_BLOCKS = {0: 1, 1: 2, 2: 3, 3: 4, 4: 6, 5: 7, 6: 8, 7: 9, 8: 10}

_LAYOUT_RE = re.compile(r"^blocks:(\d+)(?:/(tables|compact))?$")

#: How a database holds the segment keys. "tables": one table of (namespace, key,
#: fingerprint) rows per key. "compact": no segment tables; one expression index per key
#: on the entries table, whose rows the look-up reads through those indexes.
TABLES = "tables"
COMPACT = "compact"
STORAGE_KINDS = (TABLES, COMPACT)


@dataclass(frozen=True)
class _Part:
    """One contiguous run of fingerprint bits copied into a key."""

    shift: int
    width: int
    out_shift: int

    @property
    def mask(self) -> int:
        return (1 << self.width) - 1


@dataclass(frozen=True)
class Layout:
    """``blocks`` equal-ish blocks; every table (segment key) takes ``per_table`` of them.

    ``storage`` is ``TABLES`` or ``COMPACT`` once a database holds the layout; ``None``
    while asked for without one, meaning the backend's default (``schema.py``).
    """

    blocks: int
    per_table: int
    storage: str | None = None

    def __post_init__(self) -> None:
        if not 1 <= self.per_table <= self.blocks <= FINGERPRINT_BITS:
            raise LayoutError(f"invalid layout: {self.per_table} of {self.blocks} blocks per table")
        if self.storage is not None and self.storage not in STORAGE_KINDS:
            raise LayoutError(f"invalid layout storage {self.storage!r}: use one of "
                              f"{', '.join(STORAGE_KINDS)}")

    @property
    def name(self) -> str:
        return f"blocks:{self.blocks}"

    @property
    def compact(self) -> bool:
        return self.storage == COMPACT

    def stored_as(self, storage: str) -> Layout:
        return Layout(self.blocks, self.per_table, storage)

    @property
    def max_distance(self) -> int:
        """The largest distance this layout finds with certainty."""
        return self.blocks - self.per_table

    @property
    def table_count(self) -> int:
        return comb(self.blocks, self.per_table)

    @property
    def block_ranges(self) -> tuple[tuple[int, int], ...]:
        """(shift, width) of every block, least significant first; widths differ by <= 1."""
        base, extra = divmod(FINGERPRINT_BITS, self.blocks)
        ranges, shift = [], 0
        for index in range(self.blocks):
            width = base + (1 if index < extra else 0)
            ranges.append((shift, width))
            shift += width
        return tuple(ranges)

    @cached_property  # in the instance's __dict__: no field, so eq and hash ignore it
    def tables(self) -> tuple[tuple[_Part, ...], ...]:
        """Per table, the bit runs packed into its key (adjacent blocks merged)."""
        ranges = self.block_ranges
        result = []
        for chosen in combinations(range(self.blocks), self.per_table):
            parts: list[_Part] = []
            out_shift = 0
            for index in chosen:
                shift, width = ranges[index]
                if parts and parts[-1].shift + parts[-1].width == shift:
                    last = parts.pop()
                    parts.append(_Part(last.shift, last.width + width, last.out_shift))
                else:
                    parts.append(_Part(shift, width, out_shift))
                out_shift += width
            result.append(tuple(parts))
        return tuple(result)

    def key_bits(self, table: int) -> int:
        return sum(part.width for part in self.tables[table])

    def keys(self, fingerprint: int) -> list[int]:
        """The segment key of ``fingerprint`` (unsigned) in every table, as signed int64."""
        return [_pack(fingerprint, parts) for parts in self.tables]

    def describe(self) -> str:
        widths = sorted({self.key_bits(t) for t in range(self.table_count)})
        bits = "/".join(str(w) for w in widths)
        held = (f"{self.table_count} key indexes on the entries table" if self.compact
                else f"{self.table_count} tables")
        return f"{self.name}: {held} of {bits}-bit keys, exact up to distance {self.max_distance}"


def _pack(fingerprint: int, parts: tuple[_Part, ...]) -> int:
    key = 0
    for part in parts:
        key |= ((fingerprint >> part.shift) & part.mask) << part.out_shift
    # Keys of 64 bits (distance 0, one table) must fit a signed BIGINT column.
    return to_signed64(key)


def default_layout(max_distance: int) -> Layout:
    check_distance(max_distance)
    blocks = _DEFAULT_BLOCKS.get(max_distance, max_distance + 2)
    layout = Layout(blocks, blocks - max_distance)
    if layout.table_count > MAX_TABLES:  # from k = 10 on: one block per table
        layout = Layout(max_distance + 1, 1)
    return layout


def parse_layout(spec: str, max_distance: int) -> Layout:
    """``"blocks:N"`` -> the layout of N blocks that is exact up to ``max_distance``;
    ``"blocks:N/tables"`` or ``"blocks:N/compact"`` also choose how a new database
    holds it (default: compact on PostgreSQL, tables on SQLite)."""
    check_distance(max_distance)
    match = _LAYOUT_RE.match(spec.strip())
    if match is None:
        raise LayoutError(
            f"unknown index layout {spec!r}: use 'blocks:N' with N > max_distance "
            f"(e.g. 'blocks:{max_distance + 1}' for {max_distance + 1} tables, or "
            f"'blocks:{max_distance + 2}' for more tables and fewer candidates), optionally "
            f"followed by '/tables' or '/compact'"
        )
    blocks = int(match.group(1))
    if blocks <= max_distance:
        raise LayoutError(
            f"layout {spec!r} cannot find every match within max_distance={max_distance}: "
            f"a layout of N blocks is exact only up to distance N - 1; "
            f"use 'blocks:{max_distance + 1}' or more"
        )
    if blocks > FINGERPRINT_BITS:
        raise LayoutError(f"layout {spec!r}: at most {FINGERPRINT_BITS} blocks")
    layout = Layout(blocks, blocks - max_distance, match.group(2))
    if layout.table_count > MAX_TABLES:
        raise LayoutError(
            f"layout {spec!r} with max_distance={max_distance} needs {layout.table_count} "
            f"segment tables (limit {MAX_TABLES}); use fewer blocks, e.g. "
            f"'blocks:{max_distance + 1}'"
        )
    return layout


def check_distance(max_distance: int) -> None:
    if isinstance(max_distance, bool) or not isinstance(max_distance, int):
        raise LayoutError(f"max_distance must be an int, got {max_distance!r}")
    if not 0 <= max_distance <= MAX_SUPPORTED_DISTANCE:
        raise LayoutError(
            f"max_distance={max_distance} is out of range: the index supports 0.."
            f"{MAX_SUPPORTED_DISTANCE} for 64-bit fingerprints (near-duplicates are "
            f"usually within 3-6; beyond ~16 bits the fingerprints barely relate)"
        )
