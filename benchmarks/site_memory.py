"""Site memory (``SIMHASH_SITE_MEMORY``) on and off, outside the site-grouped benchmark
(``benchmarks/sites.py`` has its rows): what it changes where it was not designed in, and
what it costs.

1. ``benchmarks/neardup.py``'s corpora (seeds given), default fingerprint and threshold:
   articles kept exactly once and false drops per crawl, memory off and on. With memory
   each random arrival order is its own crawl; every page gets a URL of its own (the
   corpus gives an edited copy its original's URL; a crawl meets reposts at other URLs).
2. The extraction sets: macro token F1 of the ``check`` half (all pages where a set has
   no halves), pages in file order through one memory per set, off and on.
3. Cost per page on the site-grouped corpus: the crawl process's share (``known`` before,
   ``record`` after; on the reactor thread), the bytes it adds to what crosses to the
   worker and back, the worker's extraction with and without memory (paired per page, A
   B A B), and the memory's size per line held.

Every page goes the crawl's way: ``known`` -> the worker's ``fingerprint_page`` -> ``record``.

    python benchmarks/site_memory.py [--seeds 0 1 2 3] [--orders 5] [--no-write]
"""

from __future__ import annotations

import argparse
import pickle
import random
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _neardup_corpus import build_all  # noqa: E402
from _neardup_metrics import (  # noqa: E402
    DedupRun,
    Structure,
    dedup_run,
    distance_matrix,
    random_orders,
)
from _report import command_line, markdown_table, write_section  # noqa: E402
from extraction import SETS, load_set, token_scores  # noqa: E402
from neardup import (  # noqa: E402
    _default_name,
    _min_text_length,
    default_max_distance,
    fingerprint_text,
    our_default,
)

from scrapy_simhash.extract import SiteMemory, extract_text  # noqa: E402
from scrapy_simhash.runtime.worker_main import PageResult, RawPage, fingerprint_page  # noqa: E402

FUNCTION = _default_name()


def through_memory(memory: SiteMemory, html: str, url: str) -> PageResult:
    """One page the way a crawl with site memory handles it."""
    result = fingerprint_page(RawPage(html.encode("utf-8"), "utf-8", url, memory.known(url)),
                              FUNCTION)  # fmt: skip
    memory.record(url, result.line_keys, result.page_key)
    return result


def own_url(url: str, index: int) -> str:
    return f"{url}{'&' if '?' in url else '?'}copy={index}"


def mean_run(runs: list[DedupRun]) -> DedupRun:
    return DedupRun(*(statistics.fmean(getattr(r, f) for r in runs)
                      for f in DedupRun.__dataclass_fields__))  # fmt: skip


def neardup_rows(seeds: list[int], orders_count: int) -> list[list[object]]:
    hasher, k, min_length = our_default(), default_max_distance(), _min_text_length()
    rows: list[list[object]] = []
    for seed in seeds:
        for corpus in build_all(seed):
            structure = Structure.of(corpus)
            orders = random_orders(len(corpus.pages), orders_count, seed)
            texts = [extract_text(p.html, url=p.url) for p in corpus.pages]
            distances = distance_matrix([fingerprint_text(t, min_length, hasher) for t in texts])
            off = mean_run([dedup_run(structure, distances, k, order) for order in orders])
            on_runs, removed = [], 0
            for order in orders:
                memory, texts = SiteMemory(), [""] * len(corpus.pages)
                for index in order:
                    page = corpus.pages[index]
                    result = through_memory(memory, page.html, own_url(page.url, index))
                    texts[index] = result.text
                    removed += result.site_lines_removed > 0
                fingerprints = [fingerprint_text(t, min_length, hasher) for t in texts]
                on_runs.append(dedup_run(structure, distance_matrix(fingerprints), k, order))
            on = mean_run(on_runs)
            multi = structure.multi_page_articles
            rows.append([
                seed, corpus.language, len(corpus.pages), multi,
                f"{100 * off.kept_once / multi:.1f}%", f"{100 * on.kept_once / multi:.1f}%",
                f"{off.false_drops:.2f}", f"{on.false_drops:.2f}",
                f"{removed / len(orders):.0f}",
            ])  # fmt: skip
            print(rows[-1], file=sys.stderr)
    return rows


def extraction_rows() -> list[list[object]]:
    rows: list[list[object]] = []
    for name, path in SETS.items():
        if not path.exists():
            continue
        documents = load_set(path)
        memory = SiteMemory()
        off_f1, on_f1, changed, removed = [], [], 0, 0
        for document in documents:  # the whole set teaches the memory, in file order
            on = through_memory(memory, document.html, document.url)
            if document.split not in ("check", "all"):
                continue
            off = extract_text(document.html, url=document.url)
            off_f1.append(token_scores(off, document.truth)[2])
            on_f1.append(token_scores(on.text, document.truth)[2])
            changed += off != on.text
            removed += on.site_lines_removed > 0
        half = "check" if any(d.split == "check" for d in documents) else "all"
        rows.append([name, half, len(off_f1), f"{statistics.fmean(off_f1):.4f}",
                     f"{statistics.fmean(on_f1):.4f}", removed, changed])  # fmt: skip
        print(rows[-1], file=sys.stderr)
    return rows


def cost_rows() -> list[list[object]]:
    from sites import build, load_pool

    corpus, _ = build(load_pool(), 0)
    pages = corpus.pages * 2  # a second pass: what a long crawl of these hosts meets
    memory = SiteMemory()
    crawl_us, sent, returned, with_ms, without_ms = [], [], [], [], []
    for index, page in enumerate(pages):
        url, body = own_url(page.url, index), page.html.encode("utf-8")
        start = time.perf_counter()
        known = memory.known(url)
        asked = time.perf_counter()
        result = fingerprint_page(RawPage(body, "utf-8", url, known), FUNCTION)
        worked = time.perf_counter()
        memory.record(url, result.line_keys, result.page_key)
        crawl_us.append((asked - start + time.perf_counter() - worked) * 1e6)
        with_ms.append((worked - asked) * 1000)
        start = time.perf_counter()
        fingerprint_page(RawPage(body, "utf-8", url), FUNCTION)
        without_ms.append((time.perf_counter() - start) * 1000)
        sent.append(len(pickle.dumps(known)) - len(pickle.dumps(frozenset())))
        returned.append(len(pickle.dumps(result.line_keys)) - len(pickle.dumps(())))
    ratios = [a / b for a, b in zip(with_ms, without_ms, strict=True)]

    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    big, rng = SiteMemory(max_lines=100_000), random.Random(0)
    for n in range(5_000):  # 20 lines a page, a third of them the host's own block
        host, lines = f"h{n % 200}.example", [n * 20 + i for i in range(14)]
        block = [10**12 + n % 200 * 10 + i for i in range(6)]
        big.record(f"https://{host}/{n}", lines + block, rng.getrandbits(64))
    per_line = (tracemalloc.get_traced_memory()[0] - before) / len(big)
    tracemalloc.stop()
    return [
        ["crawl process, `known` + `record`, per page (reactor thread)",
         f"median {statistics.median(crawl_us):.1f} µs, max {max(crawl_us):.0f} µs"],
        ["bytes added to a page's trip to the worker / back",
         f"median {statistics.median(sent):.0f} / {statistics.median(returned):.0f} B"],
        ["worker, `fingerprint_page` with memory / without, paired per page",
         f"median {statistics.median(with_ms):.2f} / {statistics.median(without_ms):.2f} ms, "
         f"median ratio {statistics.median(ratios):.3f}"],
        ["memory held per line (tracemalloc)", f"{per_line:.0f} B: "
         f"{per_line * 100_000 / 2**20:.0f} MiB at the default 100,000 lines"],
        ["pages", f"{len(pages)} (the site-grouped corpus, seed 0, twice)"],
    ]  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2, 3])
    parser.add_argument("--orders", type=int, default=5, help="random arrival orders per seed")
    parser.add_argument("--no-write", action="store_true")
    args = parser.parse_args(argv)
    cost = markdown_table(["", "figure"], cost_rows())
    print(cost)
    extraction = markdown_table(
        ["set", "half", "pages", "token F1 off", "token F1 on", "pages with lines left out",
         "texts changed"], extraction_rows())  # fmt: skip
    print(extraction)
    neardup = markdown_table(
        ["seed", "language", "pages", "articles on 2+ pages", "kept exactly once off",
         "kept exactly once on", "false drops off", "false drops on",
         "pages with lines left out"], neardup_rows(args.seeds, args.orders))  # fmt: skip
    print(neardup)
    if not args.no_write:
        body = (
            f"Default fingerprint, threshold k = {default_max_distance()}, site memory "
            "defaults (a line is the host's after 3 other URLs; 100,000 lines, 5,000 a "
            "host). Pages go the crawl's way: `SiteMemory.known` -> the worker's "
            "`fingerprint_page` -> `SiteMemory.record`.\n\n"
            f"`benchmarks/neardup.py` corpora, seeds {' '.join(map(str, args.seeds))}, "
            f"{args.orders} random arrival orders each (each order its own crawl with "
            "memory), means per crawl:\n\n" + neardup + "\n\n"
            "Extraction sets, pages in file order through one memory per set:\n\n"
            + extraction + "\n\nCost (wall clock, one process):\n\n" + cost + "\n"
        )
        write_section("site-memory", "Site memory on and off: near-duplicates, extraction, "
                      "cost", command_line(), body)  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
