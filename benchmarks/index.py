"""Segment-index benchmark: look-up latency, candidates, load speed, size and RSS per layout.

Default run (about 10 minutes on 2 cores): 1M random fingerprints on SQLite and
PostgreSQL, layouts ``3:blocks:4`` (4 tables), ``3:blocks:5`` (10 tables) and ``6:default``
(28 tables), with peers (numpy brute force, the ``simhash`` package's in-memory index)
in the same run. Full run: ``--sizes 1e6,1e7`` (SQLite; PostgreSQL stops at
``--postgres-max-size``). A layout item may end in ``/tables``, ``/compact`` or (SQLite) ``/buckets`` (how the
database holds the keys; default: compact on PostgreSQL, tables on SQLite). Fingerprints are uniform random 64-bit values; "new" queries are
fresh random fingerprints (the common case in a crawl), "near" queries are stored ones
with 1..k bits flipped.

At the default threshold, 1M and 10M stored, one backend per run (each 20-40 minutes on 2
cores; ``benchmarks/projection.py`` reads both sections)::

    python benchmarks/index.py --sizes 1e6,1e7 --backends sqlite --layouts 5:default \
        --no-peers --section index-k5-sqlite-1M-10M
    python benchmarks/index.py --sizes 1e6,1e7 --backends postgres --postgres-layouts \
        5:default --postgres-max-size 1e7 --no-peers --section index-k5-postgres-1M-10M

Where look-ups compare candidates with the query (the Hamming filter in the database or in
Python), paired on one loaded database, at 1M and 10M on PostgreSQL::

    python benchmarks/index.py --sizes 1e6,1e7 --backends postgres --postgres-layouts \
        5:default --postgres-max-size 1e7 --no-peers --queries 1000 --hamming-filter ab \
        --section index-hamming-filter-postgres-1M-10M

A multi-index hashing layout (keys probed with their one-bit flips) beside the default,
in one run, and alone at 10M on PostgreSQL::

    python benchmarks/index.py --sizes 1e6 --layouts 5:default,5:blocks:3/radius:1 \
        --postgres-layouts 5:default,5:blocks:3/radius:1 --no-peers --section index-k5-radius-1M
    python benchmarks/index.py --sizes 1e6,1e7 --backends postgres --postgres-layouts \
        5:blocks:3/radius:1 --postgres-max-size 1e7 --no-peers --section index-k5-radius-postgres-10M

The PostgreSQL run wants a server sized for 10M (random inserts into every key index):
``shared_buffers`` of a few GB and a ``max_wal_size`` that keeps checkpoints out of the
load; the section names the settings it ran with.
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks._report import command_line, markdown_table, write_section
from scrapy_simhash.index import Layout, SimHashIndex

DEFAULT_POSTGRES = os.environ.get(
    "SIMHASH_TEST_POSTGRES_URL", "postgresql+psycopg://postgres@127.0.0.1:55432/postgres"
)
LOAD_CHUNK = 1_000_000
# From this many stored on, look-ups use --large-queries queries.
LARGE = 10_000_000


def rss_mb() -> float:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def size_label(n: int) -> str:
    return f"{n // 1_000_000}M" if n % 1_000_000 == 0 else f"{n // 1000}k"


def socket_bytes(port: int) -> tuple[int, int]:
    """(bytes sent, bytes received) on this process's TCP connections to ``port``.

    From the kernel's TCP_INFO of each socket (Linux: tcpi_bytes_acked at offset 120,
    tcpi_bytes_received at 128), so every byte the driver exchanged is counted.
    """
    import socket
    import struct

    sent = received = 0
    for name in os.listdir("/proc/self/fd"):
        try:
            if not os.readlink(f"/proc/self/fd/{name}").startswith("socket:"):
                continue
            sock = socket.fromfd(int(name), socket.AF_INET, socket.SOCK_STREAM)
        except OSError:
            continue
        with sock:
            try:
                if sock.getpeername()[1] != port:
                    continue
                info = sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_INFO, 136)
            except OSError:
                continue
        acked, got = struct.unpack_from("QQ", info, 120)
        sent += acked
        received += got
    return sent, received


def median_us(samples_ns: list[int]) -> float:
    return statistics.median(samples_ns) / 1000


def flip_random_bits(rng: np.random.Generator, fingerprint: int, count: int) -> int:
    for bit in rng.choice(64, size=count, replace=False):
        fingerprint ^= 1 << int(bit)
    return fingerprint


@dataclass
class Target:
    backend: str
    max_distance: int
    layout: str | None
    max_size: int | None = None
    url: str = ""
    cleanup: list = field(default_factory=list)

    @property
    def layout_label(self) -> str:
        return self.layout or "default"


def layout_label(layout: Layout) -> str:
    if layout.compact:
        return f"{layout.name} compact ({layout.table_count} key indexes)"
    if layout.buckets:
        return f"{layout.name} buckets ({layout.table_count} keys, one row per key value)"
    return f"{layout.name} ({layout.table_count} tables)"


def make_url(target: Target, workdir: Path, postgres_url: str) -> str:
    label = target.layout_label.replace(":", "").replace("/", "_")
    name = f"bench_{target.max_distance}_{label}"
    if target.backend == "sqlite":
        path = workdir / f"{name}.sqlite3"
        for suffix in ("", "-wal", "-shm"):
            Path(f"{path}{suffix}").unlink(missing_ok=True)
        target.cleanup.append(
            lambda: [Path(f"{path}{s}").unlink(missing_ok=True) for s in ("", "-wal", "-shm")]
        )
        return f"sqlite:///{path}"
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url as parse

    database = f"simhash_{name}_{uuid.uuid4().hex[:6]}"
    admin = create_engine(postgres_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{database}"'))

    def drop() -> None:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{database}" WITH (FORCE)'))
        admin.dispose()

    target.cleanup.append(drop)
    return parse(postgres_url).set(database=database).render_as_string(hide_password=False)


def make_url_port(url: str) -> int:
    from sqlalchemy.engine import make_url as parse

    return parse(url).port or 5432


def storage_bytes(index: SimHashIndex, url: str) -> int:
    from sqlalchemy import create_engine, text

    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            if url.startswith("sqlite"):
                conn.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)")
                path = url.removeprefix("sqlite:///")
                return sum(os.path.getsize(p) for p in (path, f"{path}-wal") if os.path.exists(p))
            return int(
                conn.execute(
                    text(
                        "SELECT sum(pg_total_relation_size(c.oid)) FROM pg_class c "
                        "WHERE c.relname LIKE 'simhash%' AND c.relkind = 'r'"
                    )
                ).scalar()
            )
    finally:
        engine.dispose()


def postgres_settings(url: str) -> str:
    """The server settings that decide how a large index loads and reads."""
    from sqlalchemy import create_engine, text

    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            shown = [
                f"{name} {conn.execute(text(f'SHOW {name}')).scalar()}"
                for name in ("server_version", "shared_buffers", "max_wal_size", "wal_level")
            ]
    finally:
        engine.dispose()
    return "PostgreSQL server: " + ", ".join(shown) + "."


def vacuum_postgres(url: str) -> None:
    """What autovacuum would do after a bulk load: statistics and the visibility map; then
    a checkpoint, so the load's dirty pages are written as part of the load rather than
    by the checkpointer during the look-ups timed next."""
    from sqlalchemy import create_engine, text

    engine = create_engine(url, isolation_level="AUTOCOMMIT")
    with engine.connect() as conn:
        conn.execute(text("VACUUM (ANALYZE)"))
        conn.execute(text("CHECKPOINT"))
    engine.dispose()


_RSS_PROBE = """
import random, sys
sys.path.insert(0, {root!r})
from scrapy_simhash.index import Layout, SimHashIndex
from benchmarks.index import rss_mb
index = SimHashIndex({url!r}, max_distance={k})
for _ in range(2000):
    index.find(random.getrandbits(64))
print(rss_mb())
"""


def fresh_process_rss(url: str, k: int) -> float:
    """RSS of a new process that opened the index and ran 2000 look-ups.

    Measured apart from this process, whose memory also holds the generated data.
    """
    import subprocess

    root = str(Path(__file__).resolve().parent.parent)
    code = _RSS_PROBE.format(root=root, url=url, k=k)
    output = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    return float(output.stdout.strip().splitlines()[-1])


def time_queries(
    index: SimHashIndex, queries: list[int], k: int, repeats: int
) -> tuple[float, float, float]:
    """(median us, p95 us, candidates per query); medians over ``repeats`` passes."""
    medians, p95s = [], []
    before = index.candidates_examined
    for _ in range(repeats):
        samples = []
        for fingerprint in queries:
            start = time.perf_counter_ns()
            index.find(fingerprint, k)
            samples.append(time.perf_counter_ns() - start)
        samples.sort()
        medians.append(median_us(samples))
        p95s.append(samples[int(len(samples) * 0.95)] / 1000)
    candidates = (index.candidates_examined - before) / (len(queries) * repeats)
    return statistics.median(medians), statistics.median(p95s), candidates


def time_queries_paired(
    index: SimHashIndex, queries: list[int], k: int, repeats: int
) -> dict[bool, tuple[float, float]]:
    """Per filter (Python: False, SQL: True), (median us, p95 us) of look-ups that take
    turns query by query, so that a busy machine slows both alike; medians over passes."""
    passes: dict[bool, list[tuple[float, float]]] = {False: [], True: []}
    for repeat in range(repeats):
        samples: dict[bool, list[int]] = {False: [], True: []}
        for number, fingerprint in enumerate(queries):
            order = (False, True) if (number + repeat) % 2 == 0 else (True, False)
            for in_sql in order:
                set_hamming_filter(index, in_sql)
                start = time.perf_counter_ns()
                index.find(fingerprint, k)
                samples[in_sql].append(time.perf_counter_ns() - start)
        for in_sql, taken in samples.items():
            taken.sort()
            passes[in_sql].append((median_us(taken), taken[int(len(taken) * 0.95)] / 1000))
    return {
        in_sql: (statistics.median(m for m, _ in got), statistics.median(p for _, p in got))
        for in_sql, got in passes.items()
    }


def random_offers(
    rng: np.random.Generator, first: int, count: int, sample: list[int]
) -> Iterator[tuple[int, str]]:
    """``count`` random (fingerprint, key) offers, made a chunk at a time; keeps a sample."""
    made = 0
    while made < count:
        chunk = min(LOAD_CHUNK, count - made)
        fps = rng.integers(0, 2**64, size=chunk, dtype=np.uint64).tolist()
        sample += fps[:: max(1, chunk // 500)]
        for i, fp in enumerate(fps):
            yield fp, f"https://example.com/{first + made + i}"
        made += chunk


def filter_modes(spec: str) -> list[bool | None]:
    """``default``: the index's own choice; ``ab``: Python then SQL filter, twice, paired
    on the same loaded database (A B A B)."""
    return {"default": [None], "sql": [True], "python": [False],
            "ab": [False, True, False, True]}[spec]


def set_hamming_filter(index: SimHashIndex, in_sql: bool) -> None:
    from scrapy_simhash.index.sql import SqlStorage

    storage = index._storage
    assert isinstance(storage, SqlStorage)
    storage.hamming_in_sql = in_sql


def mode_suffix(mode: bool | None) -> str:
    return "" if mode is None else f", Hamming in {'SQL' if mode else 'Python'}"


def make_key_indexes_covering(index: SimHashIndex, url: str) -> None:
    """Rebuild the compact layout's key indexes with ``INCLUDE (fingerprint)`` (index-only
    candidate reads once VACUUM has set the visibility map), then VACUUM and CHECKPOINT."""
    from sqlalchemy import create_engine

    from scrapy_simhash.index.key_sql import indexed_key, key_index_name

    engine = create_engine(url, isolation_level="AUTOCOMMIT")
    with engine.connect() as conn:
        for table in range(index.layout.table_count):
            conn.exec_driver_sql(f"DROP INDEX {key_index_name(table)}")
            conn.exec_driver_sql(
                f"CREATE INDEX {key_index_name(table)} ON simhash_entries (namespace_id, "
                f"({indexed_key(index.layout, table)})) INCLUDE (fingerprint)")
    engine.dispose()
    vacuum_postgres(url)


def run_target(
    target: Target,
    sizes: list[int],
    args: argparse.Namespace,
    rng: np.random.Generator,
    lookup_rows: list,
    write_rows: list,
    traffic_rows: list,
    on_row: Callable[[], object] = lambda: None,
    paired_rows: list | None = None,
) -> None:
    paired_rows = [] if paired_rows is None else paired_rows
    target.url = make_url(target, args.workdir, args.postgres_url)
    index = SimHashIndex(target.url, max_distance=target.max_distance, layout=target.layout)
    k = target.max_distance
    layout_text = layout_label(index.layout)
    sample: list[int] = []
    stored = 0
    try:
        for size in sizes:
            start = time.perf_counter()
            loaded = size - stored
            stored += index.add_many(random_offers(rng, stored, loaded, sample))
            if target.backend == "postgres":
                vacuum_postgres(target.url)
            load_seconds = time.perf_counter() - start

            if args.hamming_filter == "ab":
                paired_queries = rng.integers(0, 2**64, size=args.queries,
                                              dtype=np.uint64).tolist()
                paired_near = [
                    flip_random_bits(rng, sample[int(i)], int(rng.integers(1, k + 1)))
                    for i in rng.integers(0, len(sample), size=args.queries)
                ]
                for kind, kind_queries in (("new", paired_queries), ("near", paired_near)):
                    paired = time_queries_paired(index, kind_queries, k, args.repeats)
                    paired_rows.append(
                        [target.backend, layout_text, size_label(size), kind, args.queries]
                        + [f"{paired[m][i]:.1f}" for m in (False, True) for i in (0, 1)]
                        + [f"{paired[True][0] / paired[False][0]:.2f}"])
                    print(paired_rows[-1], flush=True)
            covering_runs = [True] if args.covering and index.layout.compact else []
            runs = [(covering, mode) for covering in [False, *covering_runs]
                    for mode in filter_modes(args.hamming_filter)]
            for run_number, (covering, mode) in enumerate(runs):
                if covering and not runs[run_number - 1][0]:
                    make_key_indexes_covering(index, target.url)
                if mode is not None:
                    set_hamming_filter(index, mode)
                query_count = args.large_queries if size >= LARGE else args.queries
                new_queries = rng.integers(0, 2**64, size=query_count, dtype=np.uint64).tolist()
                near_queries = [
                    flip_random_bits(rng, sample[int(i)], int(rng.integers(1, k + 1)))
                    for i in rng.integers(0, len(sample), size=query_count)
                ]
                gc.collect()
                port = make_url_port(target.url) if target.backend == "postgres" else 0
                lookup_io = socket_bytes(port) if port else (0, 0)
                new_med, new_p95, candidates = time_queries(index, new_queries, k, args.repeats)
                lookup_received = ((socket_bytes(port)[1] - lookup_io[1]) if port else 0) / (
                    query_count * args.repeats)
                near_med, _, _ = time_queries(index, near_queries, k, args.repeats)

                # Inserts through the atomic path: batches of 500, and one at a time.
                offers = rng.integers(0, 2**64, size=10_000, dtype=np.uint64).tolist()
                port = make_url_port(target.url) if target.backend == "postgres" else 0
                io_before = socket_bytes(port) if port else (0, 0)
                start = time.perf_counter()
                for offset in range(0, len(offers), 500):
                    index.check_and_add_many(
                        (fp, f"batch-{size}-{offset + i}")
                        for i, fp in enumerate(offers[offset : offset + 500])
                    )
                batched_rate = len(offers) / (time.perf_counter() - start)
                # PostgreSQL: what one crawler process sends and receives per page.
                io_after = socket_bytes(port) if port else (0, 0)
                sent, received = (after - before for after, before in zip(io_after, io_before))
                traffic = (sent / len(offers), received / len(offers))
                singles = []
                for i, fp in enumerate(rng.integers(0, 2**64, size=1000, dtype=np.uint64).tolist()):
                    begin = time.perf_counter_ns()
                    index.check_and_add(fp, f"single-{size}-{i}")
                    singles.append(time.perf_counter_ns() - begin)
                stored += 11_000

                mb_per_million = storage_bytes(index, target.url) / 1e6 / (stored / 1e6)
                row = [
                    target.backend,
                    layout_text + mode_suffix(mode) + (', covering' if covering else ''),
                    k,
                    size_label(size),
                    query_count,
                    f"{new_med:.1f}",
                    f"{new_p95:.1f}",
                    f"{near_med:.1f}",
                    f"{candidates:.1f}",
                    f"{mb_per_million:.0f}",
                    f"{fresh_process_rss(target.url, k):.0f}",
                ]
                lookup_rows.append(row)
                write_rows.append(
                    [
                        target.backend,
                        layout_text + mode_suffix(mode) + (', covering' if covering else ''),
                        size_label(size),
                        size_label(loaded),
                        f"{loaded / load_seconds:,.0f}",
                        f"{load_seconds:.1f}",
                        f"{batched_rate:,.0f}",
                        f"{median_us(singles):.0f}",
                    ]
                )
                if target.backend == "postgres":
                    traffic_rows.append(
                        [layout_text + mode_suffix(mode) + (', covering' if covering else ''), size_label(size), f"{traffic[0]:.0f}",
                         f"{traffic[1]:.0f}", f"{lookup_received:.0f}"]
                    )
                print(" | ".join(map(str, row)), "||", " | ".join(map(str, write_rows[-1])), flush=True)
                on_row()
    finally:
        index.close()
        if not args.keep:
            for cleanup in target.cleanup:
                cleanup()


def run_peers(sizes: list[int], args: argparse.Namespace, rng: np.random.Generator) -> list:
    rows = []
    for size in sizes:
        stored = rng.integers(0, 2**64, size=size, dtype=np.uint64)
        queries = rng.integers(0, 2**64, size=200, dtype=np.uint64)
        for k in (3, 6):
            samples = []
            for q in queries:
                start = time.perf_counter_ns()
                np.flatnonzero(np.bitwise_count(stored ^ q) <= k)
                samples.append(time.perf_counter_ns() - start)
            rows.append(
                [
                    "numpy brute force",
                    k,
                    size_label(size),
                    f"{median_us(samples):.1f}",
                    size,
                    f"{stored.nbytes / 1e6:.0f} (array)",
                ]
            )
            print(rows[-1], flush=True)
        del stored
    if args.no_simhash_peer:
        return rows
    from simhash import Simhash
    from simhash import SimhashIndex as PackageIndex

    for size, k in ((min(sizes[0], 1_000_000), 3), (100_000, 6)):
        gc.collect()
        before = rss_mb()
        values = rng.integers(0, 2**64, size=size, dtype=np.uint64).tolist()
        start = time.perf_counter()
        peer = PackageIndex([(str(i), Simhash(v)) for i, v in enumerate(values)], k=k)
        build = time.perf_counter() - start
        grown = rss_mb() - before
        samples = []
        for q in rng.integers(0, 2**64, size=300, dtype=np.uint64).tolist():
            query = Simhash(q)
            begin = time.perf_counter_ns()
            peer.get_near_dups(query)
            samples.append(time.perf_counter_ns() - begin)
        rows.append(
            [
                f"`simhash` SimhashIndex (memory, built in {build:.0f} s)",
                k,
                size_label(size),
                f"{median_us(samples):.1f}",
                "",
                f"{grown:.0f} (RSS growth)",
            ]
        )
        print(rows[-1], flush=True)
        del peer, values
    return rows


def run_bulk_load(count: int, args: argparse.Namespace, rng: np.random.Generator) -> str:
    """Time one ``add_many`` call of ``count`` fingerprints into an empty SQLite index."""
    rows = []
    for item in args.layouts.split(","):
        item, _, _cap = item.partition("@")
        distance, _, layout = item.partition(":")
        target = Target("sqlite", int(distance), None if layout == "default" else layout)
        target.url = make_url(target, args.workdir, args.postgres_url)

        def offers(total: int = count):
            made = 0
            while made < total:
                chunk = min(LOAD_CHUNK, total - made)
                for i, fp in enumerate(
                    rng.integers(0, 2**64, size=chunk, dtype=np.uint64).tolist()
                ):
                    yield fp, f"https://example.com/{made + i}"
                made += chunk

        index = SimHashIndex(target.url, max_distance=target.max_distance, layout=target.layout)
        try:
            start = time.perf_counter()
            added = index.add_many(offers())
            seconds = time.perf_counter() - start
            size = storage_bytes(index, target.url)
        finally:
            index.close()
            if not args.keep:
                for cleanup in target.cleanup:
                    cleanup()
        rows.append(
            [
                layout_label(index.layout),
                size_label(added),
                f"{seconds:.0f}",
                f"{added / seconds:,.0f}",
                f"{size / 1e6 / (added / 1e6):.0f}",
            ]
        )
        print(rows[-1], flush=True)
    return (
        "One `add_many` call (one transaction) into an empty SQLite index; generating the "
        "random fingerprints is included.\n\n"
        + markdown_table(["layout", "fingerprints", "seconds", "fps/s", "MB per 1M fps"], rows)
    )


def run_layout_pairs(args: argparse.Namespace) -> str:
    """Two layouts of one backend holding the same fingerprints, each query looked up in
    both in turn (which goes first alternates): look-up time with the machine's load
    shared alike."""
    backend = args.backends.split(",")[0]
    size = int(float(args.sizes.split(",")[0]))
    items = args.compare_layouts.split(",")
    indexes, targets = [], []
    sample: list[int] = []
    try:
        for item in items:
            distance, _, layout = item.partition(":")
            target = Target(backend, int(distance), None if layout == "default" else layout)
            target.url = make_url(target, args.workdir, args.postgres_url)
            targets.append(target)
            index = SimHashIndex(target.url, max_distance=target.max_distance,
                                 layout=target.layout)
            indexes.append(index)
            rng = np.random.default_rng(20261121)  # the same fingerprints in every layout
            kept: list[int] = []
            index.add_many(random_offers(rng, 0, size, kept))
            sample = sample or kept
            if backend == "postgres":
                vacuum_postgres(target.url)
        rng = np.random.default_rng(7)
        k = min(index.layout.max_distance for index in indexes)
        kinds = {
            "new": rng.integers(0, 2**64, size=args.queries, dtype=np.uint64).tolist(),
            "near": [flip_random_bits(rng, sample[int(i)], int(rng.integers(1, k + 1)))
                     for i in rng.integers(0, len(sample), size=args.queries)],
        }
        rows = []
        for kind, queries in kinds.items():
            medians: list[list[float]] = [[] for _ in indexes]
            p95s: list[list[float]] = [[] for _ in indexes]
            for repeat in range(args.repeats):
                samples: list[list[int]] = [[] for _ in indexes]
                for number, fingerprint in enumerate(queries):
                    order = list(range(len(indexes)))
                    if (number + repeat) % 2:
                        order.reverse()
                    for position in order:
                        start = time.perf_counter_ns()
                        indexes[position].find(fingerprint, k)
                        samples[position].append(time.perf_counter_ns() - start)
                for position, taken in enumerate(samples):
                    medians[position].append(median_us(taken))
                    taken.sort()
                    p95s[position].append(taken[int(len(taken) * 0.95)] / 1000)
            first = statistics.median(medians[0])
            for position, index in enumerate(indexes):
                median = statistics.median(medians[position])
                rows.append([backend, layout_label(index.layout), k, size_label(size), kind,
                             args.queries, f"{median:.1f}",
                             f"{statistics.median(p95s[position]):.1f}",
                             f"{median / first:.2f}"])
                print(rows[-1], flush=True)
    finally:
        for index in indexes:
            index.close()
        if not args.keep:
            for target in targets:
                for cleanup in target.cleanup:
                    cleanup()
    server = postgres_settings(args.postgres_url) + "\n\n" if backend == "postgres" else ""
    return server + (
        "Each layout in its own database holding the same random fingerprints (bulk loaded, "
        "then VACUUM ANALYZE and CHECKPOINT on PostgreSQL); every query looked up in each "
        "layout in turn, which goes first alternating; medians (and p95s) of the passes' "
        "figures; "
        "the index's default Hamming filter.\n\n"
        + markdown_table(["backend", "layout", "k", "stored", "look-ups", "queries",
                          "median us", "p95 us", "median vs first layout"], rows)
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", default="1e6", help="comma-separated stored counts, ascending")
    parser.add_argument("--backends", default="sqlite,postgres")
    parser.add_argument(
        "--layouts",
        default="3:blocks:4,3:blocks:5,6:default@1e6",
        help="max_distance:layout[@max stored] items; 'default' = the default for k",
    )
    parser.add_argument("--postgres-layouts", default="3:blocks:4,3:blocks:5")
    parser.add_argument("--postgres-url", default=DEFAULT_POSTGRES)
    parser.add_argument("--postgres-max-size", type=float, default=1e6)
    parser.add_argument("--queries", type=int, default=2000)
    parser.add_argument(
        "--large-queries",
        type=int,
        default=None,
        help="queries per kind at 10M stored and more (default: --queries)",
    )
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument(
        "--compare-layouts",
        default="",
        help="only: load these max_distance:layout items (first of --backends, first of "
        "--sizes) and time look-ups in them query by query",
    )
    parser.add_argument(
        "--covering",
        action="store_true",
        help="PostgreSQL compact layouts: after the measurements, rebuild the key indexes "
        "with INCLUDE (fingerprint) and measure again",
    )
    parser.add_argument(
        "--hamming-filter",
        choices=["default", "sql", "python", "ab"],
        default="default",
        help="where look-ups compare candidates with the query: the index's default "
        "(the database on PostgreSQL 14+), forced, or ab = Python, SQL, Python, SQL on the "
        "same loaded database",
    )
    parser.add_argument(
        "--section",
        default=None,
        help="BENCHMARKS.md section to write (default: index-<sizes>)",
    )
    parser.add_argument("--workdir", type=Path, default=Path("/tmp/simhash-index-bench"))
    parser.add_argument("--no-peers", action="store_true")
    parser.add_argument("--no-simhash-peer", action="store_true")
    parser.add_argument("--keep", action="store_true", help="keep the databases")
    parser.add_argument("--no-write", action="store_true", help="print only; leave BENCHMARKS.md")
    parser.add_argument(
        "--bulk-load",
        type=float,
        default=0,
        help="only time one add_many of this many fingerprints per --layouts item (SQLite)",
    )
    args = parser.parse_args()
    if args.large_queries is None:
        args.large_queries = args.queries
    args.workdir.mkdir(parents=True, exist_ok=True)
    if args.compare_layouts:
        body = run_layout_pairs(args)
        if not args.no_write:
            write_section(args.section or "index-layout-pairs", "Segment index: layouts "
                          "compared query by query", command_line(), body)
        print(body)
        return
    if args.bulk_load:
        count = int(args.bulk_load)
        body = run_bulk_load(count, args, np.random.default_rng(20261121))
        if not args.no_write:
            write_section(
                f"index-bulk-{size_label(count)}",
                f"Segment index bulk load ({size_label(count)})",
                command_line(),
                body,
            )
        print(body)
        return
    sizes = sorted(int(float(s)) for s in args.sizes.split(","))
    rng = np.random.default_rng(20261121)

    def parse_targets(spec: str, backend: str) -> list[Target]:
        targets = []
        for item in spec.split(","):
            item, _, cap = item.partition("@")
            distance, _, layout = item.partition(":")
            targets.append(
                Target(
                    backend,
                    int(distance),
                    None if layout == "default" else layout,
                    int(float(cap)) if cap else None,
                )
            )
        return targets

    lookup_rows: list = []
    server = postgres_settings(args.postgres_url) if "postgres" in args.backends else ""
    write_rows: list = []
    traffic_rows: list = []
    paired_rows: list = []
    def publish(peer_rows: list) -> str:
        """Write the rows so far (a run stopped at 10M still leaves its 1M rows)."""
        body = (
            (server + "\n\n" if server else "")
            + "### Look-ups (`find(fp, k)`, k = the layout's max distance)\n\n"
            '"new" = random fingerprints not in the index (median and p95), "near" = stored '
            "fingerprints with 1..k bits flipped; candidates = stored fingerprints sharing a "
            "key with a new query (distinct with the Hamming filter in Python, segment rows "
            "met with it in SQL: the same but for fingerprints sharing several keys); MB per 1M = database size / million stored (all tables and "
            "indexes); RSS = a fresh process that opened the index and ran 2000 look-ups; queries = "
            "new and near queries each, every one timed in each of the repeated passes.\n\n"
            + markdown_table(
                [
                    "backend",
                    "layout",
                    "k",
                    "stored",
                    "queries",
                    "new median us",
                    "new p95 us",
                    "near median us",
                    "candidates/query",
                    "MB per 1M fps",
                    "look-up process RSS MB",
                ],
                lookup_rows,
            )
            + "\n\n### Writes\n\nBulk load = one `add_many` call (one transaction) of the "
            "fingerprints added since the previous size, generated a million at a time "
            "(PostgreSQL: COPY, then VACUUM ANALYZE and CHECKPOINT, included); batched = `check_and_add_many`, 500 per transaction; "
            "single = one `check_and_add` (one transaction) each.\n\n"
            + markdown_table(
                [
                    "backend",
                    "layout",
                    "stored",
                    "bulk loaded",
                    "bulk load fps/s",
                    "bulk load s",
                    "batched check_and_add fps/s",
                    "single check_and_add median us",
                ],
                write_rows,
            )
        )
        if traffic_rows:
            body += (
                "\n\n### PostgreSQL traffic per page (batched check_and_add, 500 per transaction)"
                "\n\nBytes on the benchmark process's TCP connections to the server (kernel TCP_INFO: "
                "bytes acknowledged by the server, bytes received) during the batched run, divided "
                "by the offers; keys are "
                "`https://example.com/...`-style URLs of about 30 characters.\n\n"
                + markdown_table(
                    ["layout", "stored", "bytes sent per page", "bytes received per page",
                     "bytes received per new look-up"],
                    traffic_rows,
                )
            )
        if paired_rows:
            body += (
                "\n\n### Hamming filter in Python or in SQL, query by query\n\nThe same "
                "fingerprints (new: random; near: stored ones with 1..k bits flipped) looked up with each filter in turn (which goes first "
                "alternates), on the loaded database, before the passes above.\n\n"
                + markdown_table(
                    ["backend", "layout", "stored", "look-ups", "queries", "Python median us",
                     "Python p95 us", "SQL median us", "SQL p95 us", "SQL / Python median"],
                    paired_rows,
                )
            )
        if peer_rows:
            body += "\n\n### Peers, same run (new random queries)\n\n" + markdown_table(
                ["peer", "k", "stored", "median us", "stored count", "memory MB"], peer_rows
            )
        name = args.section or "index-" + "-".join(size_label(s) for s in sizes)
        if not args.no_write:
            title = f"Segment index ({', '.join(size_label(s) for s in sizes)})"
            if args.section:
                title = f"Segment index ({', '.join(size_label(s) for s in sizes)}, {args.backends})"
            write_section(name, title, command_line(), body)
        return body

    for backend in args.backends.split(","):
        spec = args.postgres_layouts if backend == "postgres" else args.layouts
        backend_sizes = [s for s in sizes if backend != "postgres" or s <= args.postgres_max_size]
        for target in parse_targets(spec, backend):
            capped = [s for s in backend_sizes if target.max_size is None or s <= target.max_size]
            run_target(
                target, capped, args, rng, lookup_rows, write_rows, traffic_rows,
                lambda: publish([]), paired_rows,
            )
    peer_rows = [] if args.no_peers else run_peers(sizes, args, rng)
    body = publish(peer_rows)
    print(body)


if __name__ == "__main__":
    main()
