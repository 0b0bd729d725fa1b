"""Where do near-duplicates end? Nearest-neighbour distances over a set of fingerprints.

For every page (or a sample of them) the distance to its nearest other page is
counted: near-duplicates pile up at small distances, distinct pages far away, and a
good threshold sits in the empty stretch between. Pairs at distances around the
threshold are kept as examples for a human to judge.
"""

from __future__ import annotations

import itertools
import random
from array import array
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from scrapy_simhash.fingerprint.version import DEFAULT_FINGERPRINT
from scrapy_simhash.tools._errors import ToolError
from scrapy_simhash.tools._reader import IndexReader, choose_namespace
from scrapy_simhash.tools.pages import page_from_bytes
from scrapy_simhash.tools.records import BadRecord, parse_record

SAMPLE_SUFFIXES = (".html", ".htm", ".xhtml", ".txt")
_CELLS = 1 << 23  # distances computed at once (queries x pages): about 100 MB at most
MIN_CHART_DISTANCE = 16  # a chart always spans 0..16 at least, so charts compare by eye


@dataclass(frozen=True)
class Pair:
    distance: int
    key: str
    neighbour: str


@dataclass
class DistanceReport:
    source: str  # "namespace 'news' of sqlite:///..." or the sample path
    pages: int  # fingerprints in the set
    queried: int  # pages whose nearest neighbour was measured (all, or a sample)
    threshold: int
    counts: list[int]  # counts[d]: queried pages whose nearest neighbour is at distance d
    examples: dict[int, list[Pair]] = field(default_factory=dict)
    # True: the fingerprints are a namespace of the index, which never stores a page
    # within the threshold of another, so it shows only how close distinct pages come.
    index_only: bool = False

    @property
    def near_duplicates(self) -> int:
        return sum(self.counts[: self.threshold + 1])

    @property
    def distinct_from(self) -> int | None:
        """The smallest distance at which distinct pages begin, as far as these pages show.

        The index holds distinct pages only, so there it is the smallest distance
        measured. In a sample it is the far side of ``separating_gap``; None if there
        is no gap (the two overlap, or the sample has no near-duplicates).
        """
        if self.index_only:
            return next((d for d, count in enumerate(self.counts) if count), None)
        gap = self.separating_gap()
        return None if gap is None else gap[1]

    def suggested_thresholds(self) -> tuple[int, int] | None:
        """(lowest, highest) thresholds that split a sample the same way: from the farthest
        near-duplicate to just below the closest distinct pair. None for the index alone
        (it holds no near-duplicates: only ``distinct_from - 1`` bounds the threshold) or
        when no gap separates the two."""
        gap = None if self.index_only else self.separating_gap()
        return None if gap is None else (gap[0], gap[1] - 1)

    def separating_gap(self) -> tuple[int, int] | None:
        """(last, next): the widest empty run of distances between two measured ones, below
        the busiest distance of the far side (unrelated pages are each other's nearest at
        15-30 bits, in one unbroken run; the few distinct pairs that come closer sit
        apart from it, and near-duplicates lie far below). Any threshold in
        [last, next-1] splits these pages the same way. None if there is no such run."""
        nonzero = [d for d, count in enumerate(self.counts) if count]
        if not nonzero:
            return None
        far_start = nonzero[-1]
        while far_start > 0 and self.counts[far_start - 1]:
            far_start -= 1
        busiest = max(range(far_start, nonzero[-1] + 1), key=self.counts.__getitem__)
        best: tuple[int, int] | None = None
        for low, high in itertools.pairwise(d for d in nonzero if d <= busiest):
            if high - low > 1 and (best is None or high - low > best[1] - best[0]):
                best = (low, high)
        return best


def nearest_neighbours(
    fingerprints: np.ndarray, queries: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """For each index in ``queries``: the distance to, and index of, its nearest other entry."""
    count = len(fingerprints)
    distances = np.full(len(queries), 65, dtype=np.int64)
    neighbours = np.full(len(queries), -1, dtype=np.int64)
    if count < 2:
        return distances, neighbours
    step = max(1, _CELLS // count)
    for start in range(0, len(queries), step):
        chunk = queries[start : start + step]
        bits = _popcount(fingerprints[chunk][:, None] ^ fingerprints[None, :])
        bits[np.arange(len(chunk)), chunk] = 65  # a page is not its own neighbour
        nearest = bits.argmin(axis=1)
        distances[start : start + len(chunk)] = bits[np.arange(len(chunk)), nearest]
        neighbours[start : start + len(chunk)] = nearest
    return distances, neighbours


def distance_report(
    entries: Iterable[tuple[str, int]],
    *,
    threshold: int,
    source: str = "",
    sample: int | None = 2000,
    examples: int = 3,
    window: int = 2,
    seed: int = 0,
    index_only: bool = False,
) -> DistanceReport:
    """Histogram of nearest-neighbour distances over ``(key, fingerprint)`` pairs.

    With more than ``sample`` pages, a seeded random sample of them is queried (each
    against every page). ``examples`` pairs are kept for every distance within
    ``window`` of the threshold (threshold - window .. threshold + window + 1).
    """
    keys: list[str] = []
    values = array("Q")  # 8 bytes per fingerprint, not a Python int each
    for key, fingerprint in entries:
        keys.append(key)
        values.append(fingerprint)
    fingerprints = np.frombuffer(values, dtype=np.uint64) if values else np.zeros(0, np.uint64)
    if sample is not None and len(keys) > sample:
        queries = np.sort(np.array(random.Random(seed).sample(range(len(keys)), sample)))
    else:
        queries = np.arange(len(keys))
    distances, neighbours = nearest_neighbours(fingerprints, queries)
    counts = [0] * 65
    shown: dict[int, list[Pair]] = {
        d: [] for d in range(max(0, threshold - window), min(64, threshold + window + 1) + 1)}
    seen: set[frozenset[int]] = set()
    for query, distance, neighbour in zip(queries.tolist(), distances.tolist(),
                                          neighbours.tolist(), strict=True):
        if neighbour < 0:
            continue
        counts[distance] += 1
        pair = frozenset((query, neighbour))
        if distance in shown and len(shown[distance]) < examples and pair not in seen:
            seen.add(pair)
            shown[distance].append(Pair(distance, keys[query], keys[neighbour]))
    last = max((d for d, c in enumerate(counts) if c), default=threshold + 1)
    counts = counts[: max(last, threshold + window + 1, MIN_CHART_DISTANCE) + 1]
    return DistanceReport(source, len(keys), int(sum(counts)), threshold, counts, shown,
                          index_only)


def index_entries(
    database_url: str, namespace: str | None
) -> tuple[str, Iterator[tuple[str, int]]]:
    """(namespace, its (key, fingerprint) pairs, streamed) from an existing index."""
    reader = IndexReader(database_url)
    try:
        namespace = choose_namespace(reader, namespace)
    except BaseException:
        reader.close()
        raise

    def stream(chosen: str) -> Iterator[tuple[str, int]]:
        try:
            for entry in reader.iter_entries(chosen):
                yield entry.key, entry.fingerprint
        finally:
            reader.close()

    return namespace, stream(namespace)


def sample_entries(path: str | Path, *, min_text_length: int = 0,
                   errors: list[str] | None = None,
                   fingerprint: str = DEFAULT_FINGERPRINT) -> Iterator[tuple[str, int]]:
    """(key, fingerprint) of a sample crawl: a JSON-lines corpus or a directory of pages.

    Unusable lines and files without text are skipped (and described in ``errors``).
    """
    path = Path(path)
    if path.is_dir():
        files = sorted(p for p in path.rglob("*") if p.suffix.lower() in SAMPLE_SUFFIXES)
        if not files:
            raise ToolError(f"{path}: no {', '.join(SAMPLE_SUFFIXES)} files in it")
        for file in files:
            page = page_from_bytes(str(file.relative_to(path)), file.read_bytes(),
                                   fingerprint=fingerprint)
            if page.fingerprint is not None and len(page.text) >= min_text_length:
                yield page.source, page.fingerprint
            elif errors is not None:
                errors.append(f"{page.source}: no main text")
        return
    try:
        handle = path.open("rb")
    except OSError as exc:
        raise ToolError(f"{path}: cannot read it ({exc.strerror or exc})") from None
    with handle:
        for number, line in enumerate(handle, 1):
            if not line.strip():
                continue
            try:
                record = parse_record(line, min_text_length=min_text_length,
                                      fingerprint_function=fingerprint)
            except BadRecord as exc:
                if errors is not None:
                    errors.append(f"line {number}: {exc}")
                continue
            if record.fingerprint is not None:
                yield record.key, record.fingerprint


def _popcount(values: np.ndarray) -> np.ndarray:
    if hasattr(np, "bitwise_count"):  # numpy >= 2.0
        return np.bitwise_count(values)  # uint8: 0..64 (65 marks "self" above)
    as_bytes = values.view(np.uint8).reshape(*values.shape, 8)
    return _BYTE_BITS[as_bytes].sum(axis=-1, dtype=np.uint8)


_BYTE_BITS = np.array([i.bit_count() for i in range(256)], dtype=np.uint8)
