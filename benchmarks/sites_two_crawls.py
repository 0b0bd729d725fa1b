"""The site-grouped benchmark (``sites.py``) crawled twice into one index: does a second
crawl that starts with the first crawl's site memory (SIMHASH_SITE_MEMORY_PERSIST)
keep more articles exactly once, without a false drop?

Per seed and arrival order, the first crawl fetches a random ``--first-share`` of the
pages, the second the rest; both dedup against one index (the second sees what the
first kept). Each page goes the crawl's way (``sites.measure_with_memory``): the
memory's known lines to the worker's ``fingerprint_page``, its line keys back to
``record``. Memory modes: none; one memory per crawl, not kept; and kept, through a
real ``SimHashIndex`` on an SQLite file: a host's stored lines are loaded when the
second crawl first meets it, and the lines the first crawl saw are saved at its end,
as ``runtime/site_store.py`` does. Each with the title guard off and on (the defaults:
guard on, memory on, not kept).

Reported: false drops and articles kept exactly once over both crawls, and pages of
the second crawl whose text holds their site's repeated block; for the kept mode, the
lines saved and loaded, and the median time of a save and of a host's load.

    python benchmarks/sites_two_crawls.py [--seeds 0 1 2] [--orders 10] [--first-share 0.3]
        [--database-url URL] [--language en|zh] [--no-write]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _neardup_metrics import (  # noqa: E402
    DedupRun,
    Structure,
    dedup_run,
    distance_matrix,
    guarded_dedup_run,
)
from _report import command_line, markdown_table, write_section  # noqa: E402
from neardup import (  # noqa: E402
    _default_name,
    _min_text_length,
    default_max_distance,
    fingerprint_text,
    our_default,
)
from sites import build, load_pool  # noqa: E402

from scrapy_simhash.extract.site_memory import SiteMemory, StoredLine, host_of  # noqa: E402
from scrapy_simhash.index import SimHashIndex  # noqa: E402
from scrapy_simhash.index.site_lines import SiteLine  # noqa: E402
from scrapy_simhash.runtime.worker_main import RawPage, fingerprint_page  # noqa: E402

MODES = ("no site memory", "site memory, not kept between crawls",
         "site memory kept in the index (SIMHASH_SITE_MEMORY_PERSIST)")


@dataclass
class Totals:
    runs: list[DedupRun] = field(default_factory=list)
    block_in_second: int = 0
    crawls: int = 0


@dataclass
class StoreCost:
    saved: int = 0
    loaded: int = 0
    save_seconds: list[float] = field(default_factory=list)
    load_seconds: list[float] = field(default_factory=list)


def crawl(pages: list, order: list[int], texts: list[str], titles: list[str | None],
          memory: SiteMemory | None, index: SimHashIndex | None, cost: StoreCost) -> None:
    """Extract ``order``'s pages into ``texts`` and their title signatures into ``titles``
    the crawl's way; with ``index``, load a host's stored lines the first time this crawl
    meets it."""
    met: set[str] = set()
    name = _default_name()
    for n in order:
        page = pages[n]
        host = host_of(page.url)
        if memory is not None and index is not None and host and host not in met:
            met.add(host)
            started = time.perf_counter()
            stored = index.load_site_lines(host, memory.max_lines_per_host)
            cost.load_seconds.append(time.perf_counter() - started)
            memory.merge(host, [StoredLine(line.key, line.pages, line.known) for line in stored])
            cost.loaded += len(stored)
        known = memory.known(page.url) if memory is not None else None
        result = fingerprint_page(RawPage(page.html.encode("utf-8"), "utf-8", page.url, known),
                                  name)
        if memory is not None:
            memory.record(page.url, result.line_keys, result.page_key)
        texts[n], titles[n] = result.text, result.title


def save(memory: SiteMemory, index: SimHashIndex, cost: StoreCost) -> None:
    lines = [SiteLine(host, *line) for host, held in memory.take_changed() for line in held]
    started = time.perf_counter()
    index.save_site_lines(lines, memory.max_lines_per_host, memory.max_lines)
    cost.save_seconds.append(time.perf_counter() - started)
    cost.saved += len(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2])
    parser.add_argument("--orders", type=int, default=10, help="random crawl pairs per seed")
    parser.add_argument("--first-share", type=float, default=0.3,
                        help="share of the pages the first crawl fetches")
    parser.add_argument("--database-url", help="index for the kept mode (a throwaway one: "
                        "each crawl pair adds a namespace); default: a temporary SQLite file")
    parser.add_argument("--language", choices=("en", "zh"), default="en",
                        help="the English site-grouped corpus, or the Chinese one")  # fmt: skip
    parser.add_argument("--no-write", action="store_true")
    args = parser.parse_args(argv)
    hasher, k, min_length = our_default(), default_max_distance(), _min_text_length()
    pool = load_pool(args.language)
    totals = {(mode, guard): Totals() for mode in MODES for guard in (False, True)}
    multi = pages_total = 0
    cost = StoreCost()
    with tempfile.TemporaryDirectory() as folder:
        index_url = args.database_url or f"sqlite:///{Path(folder) / 'site-lines.sqlite3'}"
        for seed in args.seeds:
            corpus, markers = build(pool, seed, args.language)
            pages = corpus.pages
            structure = Structure.of(corpus)
            urls = [p.url for p in pages]
            multi += structure.multi_page_articles * args.orders
            pages_total += len(pages)
            rng = random.Random(f"two-crawls-{seed}")
            for _ in range(args.orders):
                order = list(range(len(pages)))
                rng.shuffle(order)
                cut = round(args.first_share * len(order))
                first, second = order[:cut], order[cut:]
                for mode in MODES:
                    texts = [""] * len(pages)
                    titles: list[str | None] = [None] * len(pages)
                    if mode == MODES[0]:
                        crawl(pages, order, texts, titles, None, None, cost)
                    elif mode == MODES[1]:
                        crawl(pages, first, texts, titles, SiteMemory(), None, cost)
                        crawl(pages, second, texts, titles, SiteMemory(), None, cost)
                    else:
                        # A namespace per crawl pair: pairs do not learn from one another.
                        with SimHashIndex(index_url, namespace=uuid.uuid4().hex) as index:
                            memory = SiteMemory()
                            crawl(pages, first, texts, titles, memory, index, cost)
                            save(memory, index, cost)
                            crawl(pages, second, texts, titles, SiteMemory(), index, cost)
                    distances = distance_matrix(
                        [fingerprint_text(t, min_length, hasher) for t in texts])
                    block = sum(markers[pages[n].site] in " ".join(texts[n].split())
                                for n in second)
                    for guard in (False, True):
                        run = (guarded_dedup_run(structure, distances, k, order, urls,
                                                 titles)[0]
                               if guard else dedup_run(structure, distances, k, order))
                        total = totals[(mode, guard)]
                        total.runs.append(run)
                        total.block_in_second += block
                        total.crawls += 1
    headers = ["site memory", "title guard", "false drops per crawl pair",
               "kept exactly once", "articles lost per pair",
               "2nd crawl pages holding the site's block (per pair)"]
    rows = []
    for (mode, guard), total in totals.items():
        runs = total.runs
        rows.append([
            mode, "on" if guard else "off",
            f"{sum(r.false_drops for r in runs) / len(runs):.2f}",
            f"{100 * sum(r.kept_once for r in runs) / max(multi, 1):.1f}%",
            f"{sum(r.lost for r in runs) / len(runs):.2f}",
            f"{total.block_in_second / total.crawls:.1f}",
        ])  # fmt: skip
    body = markdown_table(headers, rows)
    store = (
        f"Kept mode, {'the given database' if args.database_url else 'SQLite file'}: "
        f"{cost.saved:,} lines saved in {len(cost.save_seconds)} "
        f"saves (median {1000 * statistics.median(cost.save_seconds):.1f} ms a save), "
        f"{cost.loaded:,} loaded in {len(cost.load_seconds)} host loads (median "
        f"{1000 * statistics.median(cost.load_seconds):.2f} ms a load)."
    )
    print(body)
    print(store)
    if not args.no_write:
        note = (
            f"Seeds {' '.join(map(str, args.seeds))}, {args.orders} random crawl pairs "
            f"each ({pages_total} pages over the seeds); the first crawl fetches "
            f"{100 * args.first_share:.0f}% of the pages, the second the rest, into one "
            f"index. Default fingerprint, threshold k = {k}. Figures are means over the "
            "pairs; a false drop is a page dropped against different articles only.\n\n"
        )
        section, title = "sites-two-crawls", "Site memory kept between two crawls"
        if args.language == "zh":
            section, title = "sites-two-crawls-zh", title + ", Chinese sites"
        write_section(section, title, command_line(), note + body + "\n\n" + store)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
