"""Crawl throughput and outcome of the two setups the README offers: the add-on (three
components) and ``ITEM_PIPELINES`` alone (the pipeline fingerprints pages from
``response_received`` and links items by URL), alternating runs of the crawl benchmark's
site and spider (``benchmarks/crawl.py``).

    python benchmarks/crawl_setups.py [--pages 1000] [--repeats 5] [--no-write]
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks._report import command_line, markdown_table, write_section  # noqa: E402
from benchmarks.crawl import build_site, pages_per_second, run_crawl, serve  # noqa: E402

SETUPS = {
    "add-on": {"ADDONS": {"scrapy_simhash.Addon": 300}},
    "ITEM_PIPELINES alone": {"ITEM_PIPELINES": {"scrapy_simhash.SimHashPipeline": 300}},
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=1000)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--no-write", action="store_true", help="do not update BENCHMARKS.md")
    args = parser.parse_args()

    queue: multiprocessing.Queue = multiprocessing.Queue()
    server = multiprocessing.Process(target=serve, args=(build_site(args.pages), queue),
                                     daemon=True)
    server.start()
    start = f"http://127.0.0.1:{queue.get(timeout=30)}/index/0.html"
    base = {"LOG_LEVEL": "WARNING", "TELNETCONSOLE_ENABLED": False, "ROBOTSTXT_OBEY": False,
            "CONCURRENT_REQUESTS": 16, "CONCURRENT_REQUESTS_PER_DOMAIN": 16}
    runs: dict[str, list[dict]] = {name: [] for name in SETUPS}
    with tempfile.TemporaryDirectory() as tmp:
        def settings(name: str, run: int | str) -> dict:
            return {**base, **SETUPS[name],
                    "SIMHASH_DATABASE_URL": f"sqlite:///{tmp}/{list(SETUPS).index(name)}-{run}.db"}

        for name in SETUPS:  # untimed warm-up
            run_crawl(start, settings(name, "warm-up"))
        for repeat in range(args.repeats):
            order = list(SETUPS) if repeat % 2 == 0 else list(reversed(SETUPS))
            for name in order:
                runs[name].append(run_crawl(start, settings(name, repeat)))
    server.terminate()

    addon = runs["add-on"]
    rows = []
    def cpu_ms(results: list[dict], key: str) -> str:
        return f"{statistics.median(1000 * r[key] / r['responses'] for r in results):.2f}"

    for name, results in runs.items():
        rate = statistics.median(map(pages_per_second, results))
        pairs = [pages_per_second(r) / pages_per_second(a)
                 for r, a in zip(results, addon, strict=True)]
        outcomes = sorted({(r["items"], r["dropped"]) for r in results})
        rows.append([name, results[0]["responses"],
                     " / ".join(f"{kept} kept, {dropped} dropped" for kept, dropped in outcomes),
                     f"{rate:.0f}",
                     f"{rate / statistics.median(map(pages_per_second, addon)):.2f}",
                     f"{statistics.median(pairs):.2f} ({min(pairs):.2f}-{max(pairs):.2f})",
                     cpu_ms(results, "cpu"), cpu_ms(results, "worker_cpu")])
    table = markdown_table(["setup", "responses", "items (every run)", "pages/s (median)",
                            "ratio of medians to add-on", "ratio per run pair: median (range)",
                            "crawl-process CPU ms/page", "worker + index process CPU ms/page"],
                           rows)
    print(table)
    if not args.no_write:
        write_section("crawl-setups", "Crawl: add-on vs ITEM_PIPELINES alone (issue 24)",
                      command_line(),
                      f"{args.pages} article pages of the crawl benchmark's site and spider; one "
                      f"untimed warm-up run per setup, then {args.repeats} rounds of one run per "
                      "setup in alternating order, each run on a new SQLite index; "
                      "CONCURRENT_REQUESTS=16, SIMHASH_WORKERS default. Same items kept and "
                      "dropped is the point; the rates show the pipeline's own fingerprinting "
                      "costs no more than the downloader middleware's.\n\n" + table)


if __name__ == "__main__":
    main()
