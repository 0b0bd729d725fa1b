"""Path to a billion: fit two measured index sizes (1M and 10M), project to 100M and 1B.

Reads the sections that ``benchmarks/index.py --sizes 1e6,1e7 --section ...`` wrote into
BENCHMARKS.md (one per backend), fits how each figure grows between the two sizes, and
writes the projection and what a deployment of that size needs as the section
``path-to-a-billion``. Every projected figure is arithmetic on the measured rows; the
models are printed beside the figures.

A section with other sizes (say 1M and 3M) is fitted from those. Models (two measured
points each, so every fit is exact at both):

- candidates per look-up: linear in n, as the pigeonhole layout predicts
  (n x sum over keys of 2^-key_bits, printed beside the measurement);
- look-up time, time per batched or single check-and-add, bytes received per page:
  ``a + b x candidates`` (a fixed cost of probing the keys, plus a cost per candidate);
- disk: linear in n (MB per million constant; both measured values are shown);
- bulk-load rate: a power law ``r(n) = r(n1) x (n/n1)^e``, e from the two points.
"""

from __future__ import annotations

import argparse
import math
import re
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks._report import BENCHMARKS_MD, command_line, markdown_table, write_section
from scrapy_simhash.index.layout import Layout, parse_layout
from scrapy_simhash.index.storage import BIG_BUCKET_CANDIDATES

PROJECTED = (1e8, 1e9)


def section_text(name: str) -> str:
    text = BENCHMARKS_MD.read_text(encoding="utf-8")
    begin, end = f"<!-- BEGIN {name} -->", f"<!-- END {name} -->"
    if begin not in text:
        raise SystemExit(f"BENCHMARKS.md has no section {name}: run benchmarks/index.py first")
    return text.split(begin, 1)[1].split(end, 1)[0]


def tables_of(text: str) -> dict[str, list[dict[str, str]]]:
    """Markdown tables of a section, keyed by the ``###`` heading above each."""
    tables: dict[str, list[dict[str, str]]] = {}
    heading = ""
    header: list[str] | None = None
    for line in text.splitlines():
        if line.startswith("### "):
            heading, header = line[4:].strip(), None
        elif line.startswith("|") and not line.startswith("|---"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if header is None:
                header = cells
                tables[heading] = []
            else:
                tables[heading].append(dict(zip(header, cells, strict=True)))
    return tables


def number(cell: str) -> float:
    return float(cell.replace(",", ""))


def layout_of(label: str, k: int) -> Layout:
    """The layout a benchmark row names ("blocks:7 compact ...", "blocks:3/radius:1 ...")."""
    return parse_layout(label.split()[0], k)


def expected_candidates(layout: Layout, n: float) -> float:
    """Stored fingerprints a random look-up meets: each probed key of each table."""
    return n * sum(layout.probe_count(t) * 2.0 ** -layout.key_bits(t)
                   for t in range(layout.table_count))


@dataclass
class Measured:
    """One backend's figures at its two measured sizes (index 0 and 1)."""

    backend: str
    sizes: tuple[float, float]
    layout_label: str
    layout: Layout
    command: str
    lookup_median: tuple[float, float]
    lookup_p95: tuple[float, float]
    candidates: tuple[float, float]
    mb_per_million: tuple[float, float]
    bulk_rate: tuple[float, float]
    batched_rate: tuple[float, float]
    single_us: tuple[float, float]
    queries: tuple[int, int]
    sent: tuple[float, float] | None = None
    received: tuple[float, float] | None = None


def read_measured(section: str) -> Measured:
    text = section_text(section)
    command = re.search(r"Command: `([^`]*)`", text)
    tables = tables_of(text)
    lookups = next(rows for head, rows in tables.items() if head.startswith("Look-ups"))
    writes = tables["Writes"]
    traffic = next((rows for head, rows in tables.items() if "traffic" in head), None)

    labels = [row["stored"] for row in lookups]
    small, large = labels[0], labels[-1]
    if small == large:
        raise KeyError("one size only")

    def pair(rows: list[dict[str, str]], column: str) -> tuple[float, float]:
        by_size = {row["stored"]: number(row[column]) for row in rows}
        return by_size[small], by_size[large]

    first = lookups[0]
    k = int(first["k"])
    return Measured(
        backend=first["backend"],
        sizes=(stored_count(small), stored_count(large)),
        layout_label=first["layout"],
        layout=layout_of(first["layout"], k),
        command=command.group(1) if command else "",
        lookup_median=pair(lookups, "new median us"),
        lookup_p95=pair(lookups, "new p95 us"),
        candidates=pair(lookups, "candidates/query"),
        mb_per_million=pair(lookups, "MB per 1M fps"),
        bulk_rate=pair(writes, "bulk load fps/s"),
        batched_rate=pair(writes, "batched check_and_add fps/s"),
        single_us=pair(writes, "single check_and_add median us"),
        queries=tuple(int(v) for v in pair(lookups, "queries")),  # type: ignore[arg-type]
        sent=pair(traffic, "bytes sent per page") if traffic else None,
        received=pair(traffic, "bytes received per page") if traffic else None,
    )


def stored_count(label: str) -> float:
    return float(label[:-1]) * {"k": 1e3, "M": 1e6, "B": 1e9}[label[-1]]


def linear_in_candidates(values: tuple[float, float], candidates: tuple[float, float]):
    """``a + b x candidates`` through both points."""
    slope = (values[1] - values[0]) / (candidates[1] - candidates[0])
    intercept = values[0] - slope * candidates[0]
    return intercept, slope


NOISE = "n/a: fell with size (noise above growth)"


def fitted(intercept: float, slope: float, x: float, digits: int = 0) -> str:
    """The linear model at x, or n/a when the measured change went the wrong way."""
    return fmt(intercept + slope * x, digits) if slope >= 0 else "n/a"


def size_label(n: float) -> str:
    return f"{n / 1e9:.3g}B" if n >= 1e9 else f"{n / 1e6:.3g}M"


def fmt(value: float, digits: int = 0) -> str:
    return f"{value:,.{digits}f}"


def project(m: Measured) -> tuple[list[list[str]], dict[str, object]]:
    """Rows (figure, both measured sizes, 100M, 1B, model) and the projected values."""
    n1, n2 = m.sizes
    per_n = m.candidates[1] / n2
    growth = math.log(m.candidates[1] / m.candidates[0]) / math.log(n2 / n1)
    candidates = {n: per_n * n for n in PROJECTED}
    look_a, look_b = linear_in_candidates(m.lookup_median, m.candidates)
    p95_a, p95_b = linear_in_candidates(m.lookup_p95, m.candidates)
    batch_a, batch_b = linear_in_candidates(
        (1e6 / m.batched_rate[0], 1e6 / m.batched_rate[1]), m.candidates)
    single_a, single_b = linear_in_candidates(m.single_us, m.candidates)
    mb = m.mb_per_million[1]
    bulk_e = math.log(m.bulk_rate[1] / m.bulk_rate[0]) / math.log(n2 / n1)
    theory = [expected_candidates(m.layout, n) for n in (n1, n2, *PROJECTED)]
    values: dict[str, object] = {"candidates": candidates, "mb": mb}

    def lookup(n: float) -> float:
        return look_a + look_b * candidates[n]

    def batched(n: float) -> float:
        return 1e6 / (batch_a + batch_b * candidates[n])

    values["lookup"] = {n: lookup(n) for n in PROJECTED}
    values["batched"] = {n: batched(n) for n in PROJECTED}
    values["batched_model"] = (batch_a, batch_b)
    rows = [
        ["candidates per look-up", fmt(m.candidates[0], 1), fmt(m.candidates[1], 1),
         *(fmt(candidates[n]) for n in PROJECTED),
         f"linear in n (exponent measured {size_label(n1)} to {size_label(n2)}: "
         f"{growth:.2f}); the layout predicts "
         f"{', '.join(fmt(t, 1) for t in theory)}"],
        ["look-up median us", fmt(m.lookup_median[0], 1), fmt(m.lookup_median[1], 1),
         *(fitted(look_a, look_b, candidates[n]) for n in PROJECTED),
         f"{look_a:.1f} + {look_b:.3f} x candidates" if look_b >= 0 else NOISE],
        ["look-up p95 us", fmt(m.lookup_p95[0], 1), fmt(m.lookup_p95[1], 1),
         *(fitted(p95_a, p95_b, candidates[n]) for n in PROJECTED),
         f"{p95_a:.1f} + {p95_b:.3f} x candidates" if p95_b >= 0 else NOISE],
        ["batched check_and_add per s", fmt(m.batched_rate[0]), fmt(m.batched_rate[1]),
         *(fmt(batched(n)) if batch_b >= 0 else "n/a" for n in PROJECTED),
         f"1 / ({batch_a:.0f} us + {batch_b:.3f} us x candidates) per page"
         if batch_b >= 0 else NOISE],
        ["single check_and_add median us", fmt(m.single_us[0]), fmt(m.single_us[1]),
         *(fitted(single_a, single_b, candidates[n]) for n in PROJECTED),
         f"{single_a:.0f} + {single_b:.3f} x candidates" if single_b >= 0 else NOISE],
        ["disk GB", fmt(m.mb_per_million[0] * n1 / 1e9, 1),
         fmt(m.mb_per_million[1] * n2 / 1e9, 1), *(fmt(mb * n / 1e9) for n in PROJECTED),
         f"linear: {mb:.0f} MB per million (measured {m.mb_per_million[0]:.0f} at "
         f"{size_label(n1)}, {m.mb_per_million[1]:.0f} at {size_label(n2)})"],
        ["bulk load fps/s", fmt(m.bulk_rate[0]), fmt(m.bulk_rate[1]),
         *(fmt(m.bulk_rate[0] * (n / n1) ** bulk_e) for n in PROJECTED),
         f"power law, exponent {bulk_e:.2f}"],
    ]
    if m.sent and m.received:
        recv_a, recv_b = linear_in_candidates(m.received, m.candidates)
        sent = sum(m.sent) / 2
        values["sent"] = sent
        values["received"] = {n: recv_a + recv_b * candidates[n] for n in PROJECTED}
        rows += [
            ["bytes sent per page (batched)", fmt(m.sent[0]), fmt(m.sent[1]),
             *(fmt(sent) for _ in PROJECTED), "constant (the offer and its keys)"],
            ["bytes received per page (batched)", fmt(m.received[0]), fmt(m.received[1]),
             *(fmt(values["received"][n]) for n in PROJECTED),  # type: ignore[index]
             f"{recv_a:.0f} + {recv_b:.2f} x candidates"],
        ]
    return rows, values


def wider_keys(k: int, n: float) -> list[list[str]]:
    """Candidates at ``n`` for the layouts with more blocks (longer keys) at distance k."""
    rows = []
    for blocks in range(k + 1, k + 5):
        layout = Layout(blocks, blocks - k)
        if layout.table_count > 64:
            break
        bits = sorted({layout.key_bits(t) for t in range(layout.table_count)})
        rows.append([layout.name, str(layout.table_count), "/".join(map(str, bits)),
                     fmt(expected_candidates(layout, n))])
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--postgres-section", default="index-k5-postgres-1M-10M")
    parser.add_argument("--sqlite-section", default="index-k5-sqlite-1M-10M")
    parser.add_argument(
        "--pages-per-second",
        type=float,
        default=1000,
        help="crawl rate the deployment must sustain (all crawler machines together)",
    )
    parser.add_argument("--no-write", action="store_true")
    args = parser.parse_args()

    measured = []
    missing = []
    for section in (args.postgres_section, args.sqlite_section):
        try:
            measured.append(read_measured(section))
        except (SystemExit, KeyError, StopIteration):
            missing.append(section)
    body = (
        "Projected from the two measured sizes of the sections below; every projected "
        "figure is the model's arithmetic on them. The fits hold while the index's "
        "working set stays in the server's memory (see \"Where the limit is\").\n"
    )
    projections = {}
    for m in measured:
        rows, values = project(m)
        headers = ["figure", *(f"{size_label(n)} (measured)" for n in m.sizes), "100M", "1B",
                   "model"]
        projections[m.backend] = (m, values)
        body += (
            f"\n### {m.backend}, {m.layout_label}, k = {m.layout.max_distance}\n\n"
            f"Measured by `{m.command}` ({m.queries[0]:,} queries at {size_label(m.sizes[0])}, "
            f"{m.queries[1]:,} at {size_label(m.sizes[1])}).\n\n" + markdown_table(headers, rows) + "\n"
        )
    for section in missing:
        body += f"\nNot projected: section `{section}` has no two measured sizes.\n"
    if "postgres" in projections:
        pg, pg_values = projections["postgres"]
        k = pg.layout.max_distance
        body += "\n" + deployment(pg, pg_values, k, args.pages_per_second)
    if not args.no_write:
        write_section("path-to-a-billion", "Path to a billion", command_line(), body)
    print(body)


def deployment(pg: Measured, values: dict, k: int, rate: float) -> str:
    candidates = values["candidates"]
    batch_a, batch_b = values["batched_model"]
    mb = values["mb"]
    memory_gb = _memory_gb()
    fits_in_memory = memory_gb * 1e9 / mb  # fingerprints: bytes / (bytes per fingerprint)
    warned_at = BIG_BUCKET_CANDIDATES / (candidates[1e9] / 1e9)
    # The size at which one namespace's batched rate falls to the crawl rate.
    limit_candidates = (1e6 / rate - batch_a) / batch_b if batch_b > 0 else float("inf")
    limit_n = limit_candidates / (candidates[1e9] / 1e9)
    lines = [
        "### What a deployment at that size needs",
        "",
        f"Figures for PostgreSQL, {pg.layout_label}, at a crawl rate of {rate:,.0f} pages/s "
        f"over all crawler machines (`--pages-per-second`).",
        "",
        f"- **Disk.** {mb:.0f} MB per million stored: {mb * 1e8 / 1e9:,.0f} GB at 100M, "
        f"{mb * 1e9 / 1e9:,.0f} GB at 1B (table and its indexes; WAL and free space extra).",
        f"- **Per page, each crawler machine sends** one offer in a batched "
        f"`check_and_add_many` (500 per transaction): {values.get('sent', 0):,.0f} bytes out "
        f"and, at 1B stored, {values.get('received', {}).get(1e9, 0):,.0f} bytes back "
        "(the candidates that share a key); a batch is one transaction of a fixed number of "
        "round trips whatever its size (BEGIN, the advisory locks, one search for every "
        "offer's keys, one read of the entries within k when any, one insert, COMMIT), so "
        "about 1/100 of a round trip per page.",
    ] + (throughput_lines(values, rate, pg, memory_gb, fits_in_memory, warned_at, limit_n)
         if batch_b > 0 else [
        f"- **Throughput.** Not projected: the measured batched rate did not fall between "
        f"the two sizes ({fmt(pg.batched_rate[0])} and {fmt(pg.batched_rate[1])}/s), so the "
        "noise of the shared machine is larger than the growth and no per-candidate cost can "
        "be fitted.",
        f"- **Where the limit is.** Candidates per look-up grow linearly with the pages in "
        f"one namespace ({candidates[1e8]:,.0f} at 100M, {candidates[1e9]:,.0f} at 1B); the "
        f"package logs its big-bucket warning ({BIG_BUCKET_CANDIDATES:,} candidates) from "
        f"about {size_label(warned_at)}. Memory is the other limit: this machine's "
        f"{memory_gb:.0f} GB hold about {size_label(fits_in_memory)} fingerprints at "
        f"{mb:.0f} MB per million, and past that each of the {pg.layout.table_count} key "
        "probes of a look-up can be a disk read.",
        f"- **How many servers.** To keep the index in memory, 1B stored needs "
        f"{math.ceil(mb * 1e9 / (memory_gb * 1e9))} servers with this machine's memory "
        f"({mb * 1e9 / 1e9:,.0f} GB of index / {memory_gb:.0f} GB), and 100M needs "
        f"{math.ceil(mb * 1e8 / (memory_gb * 1e9))}.",
    ]) + [
        "- **How to partition.** By namespace: a namespace is a separate index (one "
        "crawl, one site group), so namespaces go to different servers (or to PostgreSQL "
        "list partitions of the entries table by `namespace_id`) with no cross-server "
        "query, and each namespace stays below the limit above. Partitioning one namespace "
        "by segment key does not cut the candidates (every look-up still probes every key, "
        "now on several servers, and every insert writes to all of them), so past the "
        "limit the lever is a longer key: more blocks at the same k, with more keys per "
        "fingerprint:",
        "",
        markdown_table(
            ["layout", "keys per fingerprint", "key bits", f"candidates per look-up at 1B (k={k})"],
            wider_keys(k, 1e9),
        ),
    ]
    return "\n".join(lines) + "\n"


def batched_at(intercept: float, slope: float, candidates: float) -> float:
    return 1e6 / (intercept + slope * candidates)


def throughput_lines(values: dict, rate: float, pg: Measured, memory_gb: float,
                     fits_in_memory: float, warned_at: float, limit_n: float) -> list[str]:
    candidates, lookup, batched = values["candidates"], values["lookup"], values["batched"]
    batch_a, batch_b = values["batched_model"]
    mb = values["mb"]
    # A median that fell from 1M to 10M (noise above growth) has no fit to project.
    projected_lookup = (f" (look-up median {lookup[1e8]:,.0f} us and {lookup[1e9]:,.0f} us)"
                        if lookup[1e8] < lookup[1e9] else "")
    return [
        f"- **Throughput.** Projected batched rate of one namespace: "
        f"{batched[1e8]:,.0f} pages/s at 100M stored and {batched[1e9]:,.0f} pages/s at 1B"
        f"{projected_lookup}.",
        f"- **Where the limit is.** Candidates per look-up grow linearly with the pages in "
        f"one namespace ({candidates[1e8]:,.0f} at 100M, {candidates[1e9]:,.0f} at 1B), and "
        f"each costs {batch_b:.3f} us of a batched check: one namespace keeps up with "
        f"{rate:,.0f} pages/s only up to about {size_label(limit_n)} stored, and the package "
        f"logs its big-bucket warning ({BIG_BUCKET_CANDIDATES:,} candidates) from about "
        f"{size_label(warned_at)}. Memory is the other limit: the fits hold while the index "
        f"is in memory; this machine's {memory_gb:.0f} GB hold about "
        f"{size_label(fits_in_memory)} fingerprints at {mb:.0f} MB per million, and past "
        f"that each of the {pg.layout.table_count} key probes of a look-up can be a disk "
        "read.",
        f"- **How many servers.** With namespaces kept at or below {size_label(min(limit_n, 1e9))} "
        f"and the index in memory, 1B stored needs {math.ceil(mb * 1e9 / (memory_gb * 1e9))} "
        f"servers with this machine's memory ({mb * 1e9 / 1e9:,.0f} GB of index / "
        f"{memory_gb:.0f} GB), and 100M needs {math.ceil(mb * 1e8 / (memory_gb * 1e9))}; "
        f"throughput then follows, since each server answers for its own namespaces at "
        f"{batched_at(batch_a, batch_b, candidates[1e9] / 1e9 * min(limit_n, 1e9)):,.0f} "
        f"pages/s or more (the rate at that namespace size).",
    ]


def _memory_gb() -> float:
    with open("/proc/meminfo") as meminfo:
        for line in meminfo:
            if line.startswith("MemTotal:"):
                return int(line.split()[1]) / 1024 / 1024
    return float("nan")


if __name__ == "__main__":
    main()
