"""Crawl throughput with and without scrapy-simhash, side by side in one run.

A local asyncio HTTP server (its own process, pages pre-rendered in memory) serves
>= 2,000 article pages on 127.0.0.1. The same spider crawls them with the add-on off
(baseline) and on, alternating runs; pages/s = responses / elapsed seconds, median of
the repeats. With ``--postgres URL`` a PostgreSQL-backed phase (with baseline runs of
its own) follows the SQLite one.

    python benchmarks/crawl.py [--pages 2000] [--repeats 3] [--postgres URL]
                               [--also LABEL=CHECKOUT ...] [--with LABEL:SETTING=VALUE ...]

``--also`` adds a row for another version of the package, run from a checkout of it
(``git worktree add ../before <commit>``) in the same rounds, so a change of design is
measured against what it replaces on the same machine state. ``--with LABEL:SETTING=VALUE``
adds a row for this checkout with settings changed (``--with bare:SIMHASH_SITE_MEMORY=false``),
to tell a feature's cost from the design's.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import os
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks._report import command_line, markdown_table, write_section

LINKS_PER_INDEX = 50
# Compiled modules of the crawls, kept even where PYTHONDONTWRITEBYTECODE is set: a version
# whose modules were compiled again in every crawl would pay for its size, which an
# installed package (compiled once, by pip) does not. The warm-up crawls fill it.
PYCACHE = Path(tempfile.gettempdir()) / "scrapy_simhash_bench_pycache"


def load_pages() -> list[bytes]:
    """Real article pages: the shared extraction benchmark and the Chinese evaluation set."""
    folders = [ROOT.parent / "shared/data/extraction/article-extraction-benchmark/html",
               ROOT / "benchmarks/data/zh_pages/html"]
    pages = [path.read_bytes() for folder in folders if folder.is_dir()
             for path in sorted(folder.glob("*.html"))]
    if not pages:
        raise SystemExit("no pages found: needs ../shared/data and benchmarks/data/zh_pages")
    return pages


def build_site(pages: int) -> dict[str, bytes]:
    """Each real page served under several URLs (copies), plus index pages linking them."""
    bodies = load_pages()
    site: dict[str, bytes] = {}
    articles = [f"/a/{n // len(bodies)}/{n % len(bodies)}.html" for n in range(pages)]
    for n, path in enumerate(articles):
        site[path] = bodies[n % len(bodies)]
    indexes = [articles[i:i + LINKS_PER_INDEX] for i in range(0, len(articles), LINKS_PER_INDEX)]
    for i, chunk in enumerate(indexes):
        links = "".join(f"<li><a href='{h}'>{h}</a></li>" for h in chunk)
        nxt = f"<a class='next' href='/index/{i + 1}.html'>next</a>" if i + 1 < len(indexes) else ""
        site[f"/index/{i}.html"] = f"<html><body><ul>{links}</ul>{nxt}</body></html>".encode()
    return site


def serve(site: dict[str, bytes], port_queue: multiprocessing.Queue) -> None:
    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while True:
                head = await reader.readuntil(b"\r\n\r\n")
                path = head.split(b" ", 2)[1].decode()
                body = site.get(path)
                status = b"200 OK" if body is not None else b"404 Not Found"
                body = body or b"not found"
                writer.write(b"HTTP/1.1 " + status + b"\r\nContent-Type: text/html; charset=utf-8"
                             b"\r\nContent-Length: " + str(len(body)).encode() + b"\r\n\r\n" + body)
                await writer.drain()
        except (asyncio.IncompleteReadError, ConnectionError):
            writer.close()

    async def main() -> None:
        server = await asyncio.start_server(handle, "127.0.0.1", 0, backlog=512)
        port_queue.put(server.sockets[0].getsockname()[1])
        async with server:
            await server.serve_forever()

    asyncio.run(main())


# The spider's settings in every run; the plugin's runs add the add-on and its database.
BASE_SETTINGS = {"LOG_LEVEL": "WARNING", "TELNETCONSOLE_ENABLED": False, "ROBOTSTXT_OBEY": False,
                 "CONCURRENT_REQUESTS": 16, "CONCURRENT_REQUESTS_PER_DOMAIN": 16}


def start_site(pages: int) -> tuple[multiprocessing.Process, str]:
    """The page server, started in a process of its own, and the crawl's start URL."""
    queue: multiprocessing.Queue = multiprocessing.Queue()
    server = multiprocessing.Process(target=serve, args=(build_site(pages), queue), daemon=True)
    server.start()
    return server, f"http://127.0.0.1:{queue.get(timeout=30)}/index/0.html"


SPIDER = r'''
import json, sys, time
import scrapy
from scrapy.crawler import CrawlerProcess

class Bench(scrapy.Spider):
    name = "bench"
    def __init__(self, start, **kw):
        super().__init__(**kw)
        self.start_urls = [start]
    def parse(self, response):
        for href in response.css("ul a::attr(href), a.next::attr(href)").getall():
            yield response.follow(href, callback=self.parse_article if "/a/" in href else self.parse)
    def parse_article(self, response):
        # What a typical article spider does with a page: title and paragraph text.
        yield {"url": response.url, "title": response.css("title::text").get(),
               "text": "\n".join(response.css("p::text").getall())}

settings = json.loads(sys.argv[2])
process = CrawlerProcess(settings)
crawler = process.create_crawler(Bench)
process.crawl(crawler, start=sys.argv[1])
process.start()
stats = crawler.stats.get_stats()
import os, resource
usage = resource.getrusage(resource.RUSAGE_SELF)
from multiprocessing import resource_tracker
tracker = resource_tracker._resource_tracker  # the worker pool's; ends when its pipe closes
if tracker._fd is not None:
    os.close(tracker._fd)
while True:  # reap the worker processes so that their CPU time is counted below
    try:
        os.waitpid(-1, 0)
    except ChildProcessError:
        break
children = resource.getrusage(resource.RUSAGE_CHILDREN)
print(json.dumps({"cpu": usage.ru_utime + usage.ru_stime,
                  "preempted": usage.ru_nivcsw,
                  "worker_cpu": children.ru_utime + children.ru_stime,
                  "responses": stats.get("response_received_count", 0),
                  "items": stats.get("item_scraped_count", 0),
                  "dropped": stats.get("simhash/dropped", 0),
                  "elapsed": stats["elapsed_time_seconds"]}))
'''


def crawl_environment(checkout: Path | None) -> dict[str, str]:
    """A crawl process's environment: bytecode cached in ``PYCACHE``, and the package
    imported from ``checkout`` when one is given."""
    environment = {key: value for key, value in os.environ.items()
                   if key != "PYTHONDONTWRITEBYTECODE"}
    environment["PYTHONPYCACHEPREFIX"] = str(PYCACHE)
    if checkout is not None:
        environment["PYTHONPATH"] = str(checkout.resolve())
    return environment


def run_crawl(start: str, settings: dict, checkout: Path | None = None) -> dict:
    """One crawl in a new process; with ``checkout``, the package is imported from there."""
    # A file, not ``-c``: Scrapy inspects callback source code.
    # Named per benchmark process: two benchmarks running at once must not swap spiders.
    script = Path(tempfile.gettempdir()) / f"scrapy_simhash_bench_spider_{os.getpid()}.py"
    script.write_text(SPIDER)
    done = subprocess.run([sys.executable, str(script), start, json.dumps(settings)],
                          capture_output=True, text=True, check=True, cwd=tempfile.gettempdir(),
                          env=crawl_environment(checkout))
    return json.loads(done.stdout.strip().splitlines()[-1])


Variant = tuple[Path | None, dict]  # a checkout (None: this one) and settings added to its runs


def run_phase(start: str, base: dict, plugin_settings: Callable[[int | str], dict],
              repeats: int, others: dict[str, Variant]) -> tuple[dict[str, list[dict]], list[dict]]:
    """Baseline, plugin and each other variant's plugin runs, one each per round, after an
    untimed warm-up round (the first crawls after a start run slower, which would penalise
    whichever goes first). Returns the plugin runs by label (``""``: this checkout)."""
    variants: dict[str, Variant] = {"": (None, {}), **others}

    def run_variant(label: str, run: int | str) -> dict:
        checkout, extra = variants[label]
        return run_crawl(start, {**plugin_settings(f"{run}{label}"), **extra}, checkout)

    run_crawl(start, base)
    for label in variants:
        run_variant(label, "warm-up")
    plugin_runs: dict[str, list[dict]] = {label: [] for label in variants}
    baseline_runs = []
    for repeat in range(repeats):
        # Odd rounds run the order backwards, so a drift within a round favours none.
        order = ["baseline", *variants]
        for name in order if repeat % 2 == 0 else reversed(order):
            if name == "baseline":
                baseline_runs.append(run_crawl(start, base))
            else:
                plugin_runs[name].append(run_variant(name, repeat))
    return plugin_runs, baseline_runs


def pages_per_second(result: dict) -> float:
    return result["responses"] / result["elapsed"]


def table_row(name: str, results: list[dict], baseline_runs: list[dict]) -> list:
    rate = statistics.median(map(pages_per_second, results))
    baseline = statistics.median(map(pages_per_second, baseline_runs))
    # Each run against the baseline run of its round: the VM's speed drifts between
    # minutes, and a pair sees the same state.
    pair_ratios = [pages_per_second(r) / pages_per_second(b)
                   for r, b in zip(results, baseline_runs)]
    cpu_ms = statistics.median(1000 * r["cpu"] / r["responses"] for r in results)
    worker_ms = statistics.median(1000 * r["worker_cpu"] / r["responses"] for r in results)
    preempted = statistics.median(r["preempted"] / r["responses"] for r in results)
    return [name, results[0]["responses"], results[0]["items"], results[0]["dropped"],
            f"{rate:.0f}", f"{rate / baseline:.2f}",
            (f"{statistics.median(pair_ratios):.2f} "
             f"({min(pair_ratios):.2f}-{max(pair_ratios):.2f})"), f"{cpu_ms:.2f}",
            f"{worker_ms:.2f}", f"{preempted:.2f}"]


def setting_value(pair: str) -> tuple[str, object]:
    name, _, text = pair.partition("=")
    try:
        return name, json.loads(text)
    except json.JSONDecodeError:
        return name, text


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=2000)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--postgres", help="also run with this SQLAlchemy PostgreSQL URL")
    parser.add_argument("--also", action="append", default=[], metavar="LABEL=CHECKOUT",
                        help="add a row for the package as found in another checkout")
    parser.add_argument("--with", dest="variants", action="append", default=[],
                        metavar="LABEL:SETTING=VALUE[,SETTING=VALUE]",
                        help="add a row for this checkout with these settings (a value is "
                             "read as JSON where it parses: false, 2)")
    parser.add_argument("--no-write", action="store_true", help="do not update BENCHMARKS.md")
    args = parser.parse_args()
    checkouts: dict[str, Variant] = {label: (Path(path), {}) for label, _, path in
                                     (also.partition("=") for also in args.also)}
    for variant in args.variants:
        label, _, pairs = variant.partition(":")
        checkouts[label] = (None, dict(map(setting_value, pairs.split(","))))

    server, start = start_site(args.pages)
    base = BASE_SETTINGS
    with tempfile.TemporaryDirectory() as tmp:
        def sqlite_settings(run: int | str) -> dict:
            return {**base, "ADDONS": {"scrapy_simhash.Addon": 300},
                    "SIMHASH_DATABASE_URL": f"sqlite:///{tmp}/bench{run}.sqlite3"}

        def postgres_settings(run: int | str) -> dict:
            return {**base, "ADDONS": {"scrapy_simhash.Addon": 300},
                    "SIMHASH_DATABASE_URL": args.postgres,
                    "SIMHASH_NAMESPACE": f"bench-{run}-{Path(tmp).name}"}

        phases = [("SQLite", sqlite_settings)]
        if args.postgres:
            phases.append(("PostgreSQL", postgres_settings))
        rows = []
        # One phase per database, each with baseline runs of its own: PostgreSQL's own
        # processes (checkpoints, autovacuum) share the 2 cores and can outlast its runs,
        # so SQLite goes first and never shares a phase with them.
        for database, settings in phases:
            plugin_runs, baseline_runs = run_phase(start, base, settings, args.repeats,
                                                   checkouts)
            if not rows:
                rows.append(table_row("baseline (no plugin)", baseline_runs, baseline_runs))
            for label, runs in plugin_runs.items():
                name = f"scrapy-simhash{f' ({label})' if label else ''}, {database}"
                rows.append(table_row(name, runs, baseline_runs))
    server.terminate()
    table = markdown_table(["crawl", "responses", "items kept", "items dropped", "pages/s (median)",
                            "ratio of medians", "ratio per run pair: median (range)",
                            "crawl-process CPU ms/page",
                            "worker process CPU ms/page",
                            "crawl process preempted per page"], rows)
    print(table)
    if not args.no_write:
        write_section("crawl", "Crawl throughput (issue 2)", command_line(),
                      f"{args.pages} article pages served on 127.0.0.1 by an in-memory asyncio "
                      "server in its own process. Per database, one untimed warm-up round, then "
                      f"{args.repeats} rounds of a baseline run and a plugin run, in alternating "
                      "order; the SQLite rounds all come before the PostgreSQL ones, and the "
                      "baseline row is the SQLite phase's (the PostgreSQL row's ratios are "
                      "against its own phase's baseline runs); "
                      "CONCURRENT_REQUESTS=16. The pages are the real pages of the shared "
                      "extraction benchmark and of benchmarks/data/zh_pages, each served under "
                      "several URLs, so most items are duplicates and get dropped. The baseline "
                      "spider extracts title and paragraph text like a typical article spider. "
                      "Extraction and fingerprinting run in a worker process (SIMHASH_WORKERS=1), "
                      "whose CPU has its own column, and index checks on a thread of the crawl "
                      "process: on 2 cores the worker, the crawl process and the page server "
                      "share the machine, so "
                      "the plugin's total CPU per page, not only its crawl-process overhead, sets "
                      "the ratio. The last column counts the crawl process's involuntary context "
                      "switches (getrusage's ru_nivcsw): how often another process took its core. "
                      "Without the plugin the other core is mostly idle and the page server runs "
                      "there; with the worker busy on it, the page server is woken onto the "
                      "crawl's core instead."
                      + (" Rows with a label in brackets run the package from another "
                         "checkout (--also), or this one with settings changed (--with), "
                         "in the same rounds; a version that checks the "
                         "index in a process of its own counts that process in the worker "
                         "column." if checkouts else "") + "\n\n" + table)


if __name__ == "__main__":
    main()
