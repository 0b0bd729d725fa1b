"""The title guard on the near-duplicate corpus: does it keep any copy it should drop?

Builds ``neardup.py``'s corpora (reposts, edited copies, different articles in one
template or from one site) for each seed, extracts and fingerprints every page with the
product's own path at the default threshold, and runs the same random arrival orders
with ``SIMHASH_TITLE_GUARD`` off (``dedup_run``) and on (``guarded_dedup_run``: each
page's title signature as the worker makes it, and the index backends' own verdict).
The guard must add no false drop and must not lower the articles kept exactly once
(it keeps a copy only when a same-site copy's title shares no word with the first).

    python benchmarks/title_guard.py [--seeds 0 1 2 3] [--orders 5] [--no-write]
"""

from __future__ import annotations

import argparse
import sys
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
    guarded_dedup_run,
    random_orders,
    title_signatures,
)
from _report import command_line, markdown_table, write_section  # noqa: E402
from neardup import (  # noqa: E402
    LANGUAGE_NAMES,
    _min_text_length,
    default_max_distance,
    fingerprint_text,
    our_default,
    product_text,
)


def mean(runs: list[DedupRun], field: str) -> float:
    return sum(getattr(r, field) for r in runs) / len(runs)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2, 3])
    parser.add_argument("--orders", type=int, default=5, help="random arrival orders per seed")
    parser.add_argument("--no-write", action="store_true")
    args = parser.parse_args(argv)
    hasher, k, min_length = our_default(), default_max_distance(), _min_text_length()
    rows = []
    for seed in args.seeds:
        for corpus in build_all(seed):
            structure = Structure.of(corpus)
            texts = [product_text(page) for page in corpus.pages]
            distances = distance_matrix([fingerprint_text(t, min_length, hasher)
                                         for t in texts])  # fmt: skip
            titles = title_signatures(corpus.pages)
            keys = [page.url for page in corpus.pages]
            orders = random_orders(len(corpus.pages), args.orders, seed)
            off = [dedup_run(structure, distances, k, order) for order in orders]
            on_runs = [guarded_dedup_run(structure, distances, k, order, keys, titles)
                       for order in orders]  # fmt: skip
            on = [run for run, _ in on_runs]
            multi = max(structure.multi_page_articles, 1)
            rows.append([
                LANGUAGE_NAMES.get(corpus.language, corpus.language).split(" (")[0], seed,
                len(corpus.pages), structure.multi_page_articles,
                sum(t is not None for t in titles),
                f"{mean(off, 'false_drops'):.2f} / {mean(on, 'false_drops'):.2f}",
                f"{100 * mean(off, 'kept_once') / multi:.1f}% / "
                f"{100 * mean(on, 'kept_once') / multi:.1f}%",
                f"{mean(off, 'extra_copies'):.2f} / {mean(on, 'extra_copies'):.2f}",
                f"{sum(g for _, g in on_runs) / len(on_runs):.2f}",
            ])  # fmt: skip
            print(rows[-1], flush=True)
    headers = ["language", "seed", "pages", "articles on 2+ pages", "pages with a title "
               "signature", "false drops per crawl (guard off / on)", "kept exactly once "
               "(off / on)", "extra copies kept (off / on)", "pages kept by the guard"]  # fmt: skip
    body = markdown_table(headers, rows)
    print(body)
    if not args.no_write:
        note = (
            f"Seeds {' '.join(map(str, args.seeds))}, {args.orders} random arrival orders "
            "each (means over orders); `neardup.py`'s corpora, the product's extraction and "
            f"default fingerprint, threshold k = {k}; keys are the pages' URLs, as a crawl "
            "stores them (an edited copy sits at its original's URL, a repost at its "
            "donor site's).\n\n"
        )
        write_section("title_guard", "Title guard on the near-duplicate corpus",
                      command_line(), note + body)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
