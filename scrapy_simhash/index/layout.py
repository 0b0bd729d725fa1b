"""How a 64-bit fingerprint is cut into segment keys so that no near-duplicate is missed.

Generalised pigeonhole (Manku, Jain, Das Sarma, "Detecting near-duplicates for web
crawling", WWW 2007): split the 64 bits into ``B`` contiguous blocks. Two fingerprints
within Hamming distance ``d`` differ in at most ``d`` blocks, so at least ``B - d``
blocks are identical. Index every combination of ``m = B - d`` blocks as its own table
(key = those blocks' bits packed together): a query probes one exact key per table and
is guaranteed to meet every stored fingerprint within ``d``. ``B = d + 1`` gives
``d + 1`` tables with wide buckets; larger ``B`` gives ``C(B, m)`` tables with longer
keys, hence far fewer candidates per query at the cost of more rows per fingerprint.

Multi-index hashing (Norouzi, Punjani, Fleet, "Fast search in Hamming space with
multi-index hashing", CVPR 2012) adds a search radius ``r``: a query probes every key
within ``r`` bits of its own (the key and its flips), so two fingerprints need only
differ in at most ``r`` bits in some key's blocks. Three blocks with ``r = 1`` are exact
up to distance 5 with three keys stored per fingerprint instead of 21.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property
from itertools import combinations
from math import comb

from scrapy_simhash.fingerprint.bits import BITS as FINGERPRINT_BITS
from scrapy_simhash.fingerprint.bits import MASK64 as _MASK64
from scrapy_simhash.fingerprint.bits import to_signed64
from scrapy_simhash.index.errors import LayoutError

MAX_SUPPORTED_DISTANCE = 16
#: The near-duplicate threshold of a crawl and of the Python API unless told otherwise,
#: so an index built with one serves the other (chosen in BENCHMARKS.md).
DEFAULT_MAX_DISTANCE = 5
# Beyond this the index would write more segment rows per fingerprint than is sane.
MAX_TABLES = 64

# Default block count per maximum distance without a radius layout: d + 1 blocks (the
# classic 4-table design at d = 3) while buckets stay small; d + 2 blocks from d = 4 on,
# where d + 1 blocks would leave buckets of only 9-13 bits (thousands of candidates per
# query at 1M).
_DEFAULT_BLOCKS = {0: 1, 1: 2, 2: 3, 3: 4, 4: 6, 6: 8, 7: 9, 8: 10}
# At the default threshold, 3 keys probed with their one-bit flips (blocks:3/radius:1)
# beat the 21 keys of blocks:7 on look-up time, writes and disk (BENCHMARKS.md).
_DEFAULT_RADIUS = {5: (3, 1)}  # max distance: (blocks, radius), one block per key

_LAYOUT_RE = re.compile(r"^blocks:(\d+)(?:/radius:(\d+))?(?:/(tables|compact|buckets))?$")
# Probes per look-up beyond this cost more than reading the candidates they spare.
MAX_PROBES = 4096
MAX_RADIUS = 3

#: How a database holds the segment keys. "tables": one table of (namespace, key,
#: fingerprint) rows per key. "compact": no segment tables; one expression index per key
#: on the entries table, whose rows the look-up reads through those indexes. "buckets"
#: (SQLite): one table of one row per (namespace, key, key value) holding every
#: fingerprint stored under that key value, packed; a look-up reads one row per probed
#: key rather than one row per candidate.
TABLES = "tables"
COMPACT = "compact"
BUCKETS = "buckets"
STORAGE_KINDS = (TABLES, COMPACT, BUCKETS)
# A bucket's row id packs (namespace, key number, key value): keys of up to 32 bits,
# up to MAX_TABLES keys (6 bits) and namespace ids below 2**25.
BUCKET_KEY_BITS = 32
_BUCKET_TABLE_SHIFT = BUCKET_KEY_BITS
_BUCKET_NAMESPACE_SHIFT = BUCKET_KEY_BITS + 6
MAX_BUCKET_NAMESPACE_ID = (1 << (63 - _BUCKET_NAMESPACE_SHIFT)) - 1


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
    #: Bits flipped in each key when probing (multi-index hashing); 0: the key alone.
    radius: int = 0

    def __post_init__(self) -> None:
        if not 1 <= self.per_table <= self.blocks <= FINGERPRINT_BITS:
            raise LayoutError(f"invalid layout: {self.per_table} of {self.blocks} blocks per table")
        if not 0 <= self.radius <= MAX_RADIUS:
            raise LayoutError(f"invalid layout radius {self.radius}: use 0..{MAX_RADIUS}")
        if self.storage is not None and self.storage not in STORAGE_KINDS:
            raise LayoutError(f"invalid layout storage {self.storage!r}: use one of "
                              f"{', '.join(STORAGE_KINDS)}")

    @property
    def name(self) -> str:
        return f"blocks:{self.blocks}" + (f"/radius:{self.radius}" if self.radius else "")

    @property
    def compact(self) -> bool:
        return self.storage == COMPACT

    @property
    def buckets(self) -> bool:
        return self.storage == BUCKETS

    def bucket_base(self, namespace_id: int, table: int) -> int:
        """The bits of a bucket id above the key value: ``bucket_base | key`` is the id of
        the bucket of ``key`` in ``table`` of a namespace."""
        if not 0 <= namespace_id <= MAX_BUCKET_NAMESPACE_ID:
            raise LayoutError(f"namespace id {namespace_id} is beyond the bucket layout's "
                              f"{MAX_BUCKET_NAMESPACE_ID}")
        return namespace_id << _BUCKET_NAMESPACE_SHIFT | table << _BUCKET_TABLE_SHIFT

    def bucket_ids(self, namespace_id: int, fingerprint: int) -> list[int]:
        """The ids of the buckets ``fingerprint`` (unsigned) is stored in, one per key."""
        return [self.bucket_base(namespace_id, table) | key
                for table, key in enumerate(self.keys(fingerprint))]

    def probe_bucket_ids(self, namespace_id: int, fingerprint: int) -> list[int]:
        """The ids of the buckets a look-up of ``fingerprint`` reads (``probe_keys``, in
        their order). A flip touches only key bits, below the id's other parts, so it
        applies to the whole id."""
        return [bucket ^ flips
                for bucket, masks in zip(self.bucket_ids(namespace_id, fingerprint),
                                         self._flip_masks, strict=True)
                for flips in masks]

    @property
    def max_distance(self) -> int:
        """The largest distance this layout finds with certainty."""
        return exact_distance(self.blocks, self.per_table, self.radius)

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
        """The segment key of ``fingerprint`` (unsigned) in every table, as signed int64:
        what is stored."""
        return [_pack(fingerprint, runs) for runs in self._bit_runs]

    @cached_property
    def _bit_runs(self) -> tuple[tuple[tuple[int, int, int], ...], ...]:
        """``tables`` as plain (shift, mask, out_shift) triples: keys are cut for every
        check, and attribute look-ups would cost more than the bit operations."""
        return tuple(tuple((part.shift, part.mask, part.out_shift) for part in parts)
                     for parts in self.tables)

    def probe_keys(self, fingerprint: int) -> list[list[int]]:
        """Per table, the keys a look-up probes: the stored key first, then every key
        within ``radius`` bits of it (signed int64, as ``keys``)."""
        if not self.radius:
            return [[key] for key in self.keys(fingerprint)]
        if self.per_table < self.blocks:  # keys under 64 bits: their flips stay positive
            return [[key ^ flips for flips in masks]
                    for key, masks in zip(self.keys(fingerprint), self._flip_masks, strict=True)]
        return [[to_signed64((key & _MASK64) ^ flips) for flips in masks]
                for key, masks in zip(self.keys(fingerprint), self._flip_masks, strict=True)]

    def probe_count(self, table: int) -> int:
        """How many keys a look-up probes in ``table`` (the same for every fingerprint)."""
        width = self.key_bits(table)
        return sum(comb(width, flipped) for flipped in range(self.radius + 1))

    def lock_keys(self, fingerprint: int) -> list[tuple[int, int]]:
        """(lock group, value) pairs such that two fingerprints this layout must find
        from each other share at least one pair (the atomic check-and-add locks them).

        Radius 0: the keys themselves. Radius r: their keys differ in at most r bits in
        some table; that key is cut into r + 3 parts, and every choice of 3 parts is one
        lock value, so the 3 parts holding none of the differing bits give a shared lock.
        """
        keys = self.keys(fingerprint)
        if not self.radius:
            return list(enumerate(keys))
        pairs = []
        for table, key in enumerate(keys):
            for number, mask in enumerate(self._lock_masks[table]):
                pairs.append((table * len(self._lock_masks[table]) + number, key & mask))
        return pairs

    def flip_masks(self, table: int) -> tuple[int, ...]:
        """The XOR masks turning a key of ``table`` into each key a look-up probes (0
        first), as signed int64 like the keys."""
        return tuple(to_signed64(mask) for mask in self._flip_masks[table])

    @cached_property
    def _flip_masks(self) -> tuple[tuple[int, ...], ...]:
        return tuple(
            tuple(sum(1 << bit for bit in bits)
                  for flipped in range(self.radius + 1)
                  for bits in combinations(range(self.key_bits(table)), flipped))
            for table in range(self.table_count))

    @cached_property
    def _lock_masks(self) -> tuple[tuple[int, ...], ...]:
        result = []
        for table in range(self.table_count):
            width = self.key_bits(table)
            count = min(self.radius + 3, width)
            bounds = [width * part // count for part in range(count + 1)]
            parts = [((1 << bounds[i + 1]) - 1) ^ ((1 << bounds[i]) - 1)
                     for i in range(count)]
            kept = max(count - self.radius, 1)
            result.append(tuple(sum(chosen) for chosen in combinations(parts, kept)))
        return tuple(result)

    def describe(self) -> str:
        widths = sorted({self.key_bits(t) for t in range(self.table_count)})
        bits = "/".join(str(w) for w in widths)
        held = (f"{self.table_count} key indexes on the entries table" if self.compact
                else f"{self.table_count} keys in one bucket table" if self.buckets
                else f"{self.table_count} tables")
        probed = (f", each probed with its flips within {self.radius} bit"
                  f"{'s' if self.radius > 1 else ''}" if self.radius else "")
        return (f"{self.name}: {held} of {bits}-bit keys{probed}, exact up to distance "
                f"{self.max_distance}")


def exact_distance(blocks: int, per_table: int, radius: int = 0) -> int:
    """The largest ``d`` such that however ``d`` differing bits fall into ``blocks``
    blocks, some choice of ``per_table`` blocks holds at most ``radius`` of them.

    The worst spread is the even one: ``q, rem = divmod(d, blocks)`` puts ``q + 1`` bits
    in ``rem`` blocks and ``q`` in the others, and the ``per_table`` least-hit blocks then
    hold ``per_table * q + max(0, per_table - (blocks - rem))``. (Blocks hold at least 64 //
    blocks bits, never fewer than the spread puts in them for d <= 64.)
    """
    distance = -1
    for d in range(FINGERPRINT_BITS + 1):
        q, rem = divmod(d, blocks)
        if per_table * q + max(0, per_table - (blocks - rem)) > radius:
            break
        distance = d
    return distance


def _pack(fingerprint: int, runs: tuple[tuple[int, int, int], ...]) -> int:
    key = 0
    for shift, mask, out_shift in runs:
        key |= ((fingerprint >> shift) & mask) << out_shift
    # Keys of 64 bits (distance 0, one table) must fit a signed BIGINT column.
    return to_signed64(key)


def default_layout(max_distance: int) -> Layout:
    check_distance(max_distance)
    if max_distance in _DEFAULT_RADIUS:
        blocks, radius = _DEFAULT_RADIUS[max_distance]
        return Layout(blocks, 1, radius=radius)
    blocks = _DEFAULT_BLOCKS.get(max_distance, max_distance + 2)
    layout = Layout(blocks, blocks - max_distance)
    if layout.table_count > MAX_TABLES:  # from k = 10 on: one block per table
        layout = Layout(max_distance + 1, 1)
    return layout


def parse_layout(spec: str, max_distance: int) -> Layout:
    """``"blocks:N"`` -> the layout of N blocks that is exact up to ``max_distance``;
    ``"blocks:N/radius:R"`` probes every key with its flips within R bits (multi-index
    hashing), so fewer, longer keys suffice; ``"/tables"``, ``"/compact"`` or (SQLite)
    ``"/buckets"`` at the end also chooses how a new database holds it (default: compact
    on PostgreSQL, tables on SQLite)."""
    check_distance(max_distance)
    match = _LAYOUT_RE.match(spec.strip())
    if match is None:
        raise LayoutError(
            f"unknown index layout {spec!r}: use 'blocks:N' with N > max_distance "
            f"(e.g. 'blocks:{max_distance + 1}' for {max_distance + 1} tables, or "
            f"'blocks:{max_distance + 2}' for more tables and fewer candidates), or "
            f"'blocks:N/radius:R' to probe each key with its R-bit flips (e.g. "
            f"'blocks:3/radius:1', 3 keys, exact up to 5), optionally followed by "
            f"'/tables', '/compact' or '/buckets'"
        )
    blocks = int(match.group(1))
    radius = int(match.group(2) or 0)
    storage = match.group(3)
    if blocks > FINGERPRINT_BITS:
        raise LayoutError(f"layout {spec!r}: at most {FINGERPRINT_BITS} blocks")
    if blocks < 1:
        raise LayoutError(f"layout {spec!r}: at least 1 block")
    if match.group(2) is not None and not 0 <= radius <= MAX_RADIUS:
        raise LayoutError(f"layout {spec!r}: the radius must be 0..{MAX_RADIUS}")
    # The longest keys (most blocks per key) that still find every match within k.
    per_table = next((m for m in range(blocks, 0, -1)
                      if exact_distance(blocks, m, radius) >= max_distance), None)
    if per_table is None:
        if not radius:
            raise LayoutError(
                f"layout {spec!r} cannot find every match within max_distance={max_distance}: "
                f"a layout of N blocks is exact only up to distance N - 1; "
                f"use 'blocks:{max_distance + 1}' or more"
            )
        raise LayoutError(
            f"layout {spec!r} cannot find every match within max_distance={max_distance}: "
            f"{blocks} blocks probed within radius {radius} are exact only up to distance "
            f"{exact_distance(blocks, 1, radius)}; use more blocks or a larger radius "
            f"(e.g. 'blocks:3/radius:1' is exact up to 5, 'blocks:4/radius:1' up to 7)"
        )
    layout = Layout(blocks, per_table, storage, radius)
    if layout.buckets and any(layout.key_bits(table) > BUCKET_KEY_BITS
                              for table in range(layout.table_count)):
        raise LayoutError(
            f"layout {spec!r}: bucket storage takes keys of at most {BUCKET_KEY_BITS} bits; "
            f"use more blocks (e.g. 'blocks:3/radius:1/buckets') or '/tables'")
    if layout.table_count > MAX_TABLES:
        raise LayoutError(
            f"layout {spec!r} with max_distance={max_distance} needs {layout.table_count} "
            f"segment tables (limit {MAX_TABLES}); use fewer blocks, e.g. "
            f"'blocks:{max_distance + 1}'"
        )
    probes = sum(layout.probe_count(table) for table in range(layout.table_count))
    if probes > MAX_PROBES:
        raise LayoutError(
            f"layout {spec!r} probes {probes} keys per look-up (limit {MAX_PROBES}); use a "
            f"smaller radius or fewer blocks per key"
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
