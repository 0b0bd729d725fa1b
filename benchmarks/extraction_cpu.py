"""Extraction CPU a page, this checkout against others, in alternating rounds.

The crawl benchmark's pages (the shared article benchmark and the Chinese pages) go
through ``extract_text`` as raw bytes, as the worker receives them. Each checkout runs in
a process of its own (the package imported from there), once a round, the checkouts in
turn, so load from other jobs falls on all of them alike. A run warms up with one pass,
then times ``--passes`` passes with process CPU time; the table gives, per checkout, the
median and the minimum of its runs' medians and the paired ratio to this checkout.

    python benchmarks/extraction_cpu.py --also before=../before [--rounds 6] [--no-write]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def load_pages() -> list[bytes]:
    # crawl.py puts this checkout first on sys.path: a child imports the package before it.
    from benchmarks.crawl import load_pages as crawl_pages

    return crawl_pages()


def time_passes(passes: int) -> dict[str, object]:
    """In the child: where the package came from, and ms of process CPU a page a pass."""
    import scrapy_simhash
    from scrapy_simhash import extract_text

    sys.path.insert(1, str(ROOT))
    pages = load_pages()
    for page in pages:
        extract_text(page)
    timings = []
    for _ in range(passes):
        started = time.process_time()
        for page in pages:
            extract_text(page)
        timings.append((time.process_time() - started) * 1000 / len(pages))
    return {"package": scrapy_simhash.__file__, "timings": timings}


def run_checkout(checkout: Path, passes: int) -> float:
    """The median pass of one child process importing the package from ``checkout``."""
    done = subprocess.run(
        [sys.executable, __file__, "--child", str(passes)],
        env={**os.environ, "PYTHONPATH": str(checkout.resolve())},
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    answer = json.loads(done.stdout)
    if not Path(answer["package"]).resolve().is_relative_to(checkout.resolve()):
        raise SystemExit(f"{checkout}: the package came from {answer['package']}")
    return statistics.median(answer["timings"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--also", action="append", default=[], metavar="LABEL=CHECKOUT",
                        help="another checkout of the package, timed in the same rounds")
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--passes", type=int, default=7, help="timed passes a run")
    parser.add_argument("--no-write", action="store_true", help="do not update BENCHMARKS.md")
    parser.add_argument("--child", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(time_passes(args.child)))
        return
    sys.path.insert(0, str(ROOT))
    from benchmarks._report import command_line, markdown_table, write_section
    checkouts = {"this checkout": ROOT}
    for spec in args.also:
        label, _, folder = spec.partition("=")
        checkouts[label] = Path(folder)
    runs: dict[str, list[float]] = {label: [] for label in checkouts}
    for round_number in range(args.rounds):
        order = list(checkouts.items())
        order = order[round_number % len(order):] + order[: round_number % len(order)]
        for label, folder in order:
            runs[label].append(run_checkout(folder, args.passes))
        print(f"round {round_number + 1}: "
              + ", ".join(f"{label} {values[-1]:.3f}" for label, values in runs.items()),
              flush=True)  # fmt: skip
    ours = runs["this checkout"]
    rows = []
    for label, values in runs.items():
        ratios = [value / mine for value, mine in zip(values, ours, strict=True)]
        rows.append([label, statistics.median(values), min(values),
                     f"{statistics.median(ratios):.3f} ({min(ratios):.3f}-{max(ratios):.3f})"])
    headers = ["package", "extract_text CPU ms/page: median of runs", "min",
               "ratio to this checkout per round: median (range)"]  # fmt: skip
    body = markdown_table(headers, rows)
    print(body)
    if not args.no_write:
        note = (f"{len(load_pages())} pages, raw bytes; {args.rounds} rounds, each checkout "
                f"once a round in rotating order, {args.passes} timed passes a run after one "
                "untimed pass; process CPU time.\n\n")
        write_section("extraction-cpu", "Extraction CPU a page across checkouts",
                      command_line(), note + body)


if __name__ == "__main__":
    main()
