"""End-to-end near-duplicate benchmark: extraction + SimHash on reposts and look-alikes.

Builds the corpus (``_neardup_corpus``: cross-site transplants, edited copies, different
articles in one template or from one site), fingerprints every page with the product's
own path (``extract_text`` then ``simhash``, skipping texts the pipeline skips) and with
baselines side by side, and reports for k = 0..8 per language: recall over same-article
pairs, false-positive pairs, and a dedup run over random arrival orders.

    python benchmarks/neardup.py [--seed 0] [--orders 5] [--no-write]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from _neardup_corpus import EDIT_KINDS, Corpus, CorpusPage, body_of, build_all, parse, visible_text
from _neardup_metrics import (
    DedupRun,
    PairCounts,
    Structure,
    distance_matrix,
    mean_dedup_run,
    pair_counts,
    random_orders,
)
from _report import command_line, markdown_table, write_section

KS = range(9)
LANGUAGE_NAMES = {
    "en": "English (and other Latin-script) articles",
    "other": "Cyrillic, Korean and Japanese articles",
    "zh": "Chinese articles",
}

Fingerprinter = Callable[[CorpusPage], "int | None"]


def _min_text_length() -> int:
    from scrapy.settings import Settings

    from scrapy_simhash._config import SimHashConfig

    return SimHashConfig.from_settings(Settings()).min_text_length


def default_max_distance() -> int:
    from scrapy_simhash._config import DEFAULT_MAX_DISTANCE

    return DEFAULT_MAX_DISTANCE


def fingerprint_text(text: str, min_length: int, hasher: Callable[[str], int]) -> int | None:
    """What the pipeline stores for a text: nothing for empty or too-short texts."""
    if not text.strip() or len(text) < min_length:
        return None
    return hasher(text)


def product_method(min_length: int) -> Fingerprinter:
    from scrapy_simhash.extract import extract_text
    from scrapy_simhash.fingerprint import simhash

    return lambda page: fingerprint_text(extract_text(page.html, url=page.url), min_length, simhash)


def visible_text_method(min_length: int) -> Fingerprinter:
    from scrapy_simhash.fingerprint import simhash

    return lambda page: fingerprint_text(page_text(page), min_length, simhash)


def trafilatura_method(min_length: int) -> Fingerprinter:
    import trafilatura

    from scrapy_simhash.fingerprint import simhash

    def run(page: CorpusPage) -> int | None:
        text = trafilatura.extract(page.html, url=page.url, include_comments=False) or ""
        return fingerprint_text(text, min_length, simhash)

    return run


def simhash_package_method(min_length: int) -> Fingerprinter:
    from simhash import Simhash  # the PyPI ``simhash`` package, default features

    return lambda page: fingerprint_text(page_text(page), min_length, lambda t: Simhash(t).value)


def page_text(page: CorpusPage) -> str:
    """All visible text of the page (no scripts, styles or head)."""
    return visible_text(body_of(parse(page.html)))


METHODS: dict[str, tuple[str, Callable[[int], Fingerprinter]]] = {
    "product": ("scrapy_simhash: extract_text + simhash", product_method),
    "visible": ("all visible text + our simhash", visible_text_method),
    "trafilatura": ("trafilatura text + our simhash", trafilatura_method),
    "simhash-pkg": ("all visible text + `simhash` package", simhash_package_method),
}


@dataclass
class MethodResult:
    name: str
    pairs: dict[int, PairCounts]
    runs: dict[int, DedupRun]
    kind_recall: dict[str, dict[int, float]]  # original vs. each variant kind
    median_ms: float
    unfingerprinted: int


def fingerprint_all(corpus: Corpus, method: Fingerprinter) -> tuple[list[int | None], float]:
    values, times = [], []
    for page in corpus.pages:
        start = time.perf_counter()
        values.append(method(page))
        times.append((time.perf_counter() - start) * 1000)
    return values, statistics.median(times)


def kind_recall(corpus: Corpus, distances: np.ndarray) -> dict[str, dict[int, float]]:
    """Share of (original, variant) pairs within k, per kind of variant."""
    original = {p.article_id: i for i, p in enumerate(corpus.pages) if p.kind == "original"}
    result = {}
    for kind in ("transplant", "second_site", *EDIT_KINDS):
        pairs = [
            (original[p.article_id], i) for i, p in enumerate(corpus.pages) if p.kind == kind
        ]
        if pairs:
            d = np.array([distances[a, b] for a, b in pairs])
            result[kind] = {k: float((d <= k).mean()) for k in KS}
    return result


def evaluate(
    corpus: Corpus, name: str, method: Fingerprinter, orders: list[list[int]]
) -> MethodResult:
    structure = Structure.of(corpus)
    fingerprints, median_ms = fingerprint_all(corpus, method)
    distances = distance_matrix(fingerprints)
    return MethodResult(
        name=name,
        pairs={k: pair_counts(structure, distances, k) for k in KS},
        runs={k: mean_dedup_run(structure, distances, k, orders) for k in KS},
        kind_recall=kind_recall(corpus, distances),
        median_ms=median_ms,
        unfingerprinted=sum(fp is None for fp in fingerprints),
    )


def best_k(result: MethodResult) -> int:
    """The k keeping most articles exactly once with no false drop (ties: smaller k)."""
    clean = [k for k in KS if result.runs[k].false_drops == 0] or [0]
    return max(clean, key=lambda k: (result.runs[k].kept_once, -k))


def k_table(result: MethodResult, multi: int) -> str:
    rows = []
    for k in KS:
        p, r = result.pairs[k], result.runs[k]
        rows.append([
            k, f"{p.recall:.1%}", p.same_template_fp, p.same_site_fp, p.other_fp,
            f"{r.kept_once:.1f}/{multi} ({r.kept_once / max(multi, 1):.0%})",
            f"{r.extra_copies:.1f}", f"{r.false_drops:.1f}", f"{r.lost:.1f}",
        ])  # fmt: skip
    return markdown_table(
        ["k", "same-article pairs within k", "FP pairs: same template", "FP pairs: same site",
         "FP pairs: other sites", "articles kept exactly once", "extra copies kept",
         "false drops", "articles lost"],
        rows,
    )  # fmt: skip


def comparison_table(results: list[MethodResult], multi: int, default_k: int) -> str:
    product = results[0]
    rows = []
    for result in results:
        at_default, k = result.runs[default_k], best_k(result)
        best = result.runs[k]
        rows.append([
            result.name,
            f"{at_default.kept_once:.1f}/{multi}", f"{at_default.false_drops:.1f}",
            f"{result.pairs[default_k].recall:.1%}",
            f"k={k}: {best.kept_once:.1f}/{multi}",
            f"{result.median_ms:.1f}",
            f"{result.median_ms / product.median_ms:.2f}x" if product.median_ms else "-",
            result.unfingerprinted,
        ])  # fmt: skip
    return markdown_table(
        [
            "method", f"kept exactly once (k={default_k})", f"false drops (k={default_k})",
            f"pair recall (k={default_k})", "best k with 0 false drops",
            "median ms/page", "vs scrapy_simhash", "pages without fingerprint",
        ],
        rows,
    )  # fmt: skip


def kind_table(results: list[MethodResult], k: int) -> str:
    kinds = list(results[0].kind_recall)
    rows = [[r.name, *(f"{r.kind_recall[kind][k]:.0%}" for kind in kinds)] for r in results]
    return markdown_table(["method", *kinds], rows)


def describe(corpus: Corpus, structure: Structure) -> str:
    kinds: dict[str, int] = {}
    for page in corpus.pages:
        kinds[page.kind] = kinds.get(page.kind, 0) + 1
    pos = int((structure.same_article & structure.upper).sum())
    tmpl = int((structure.same_template & structure.upper).sum())
    site = int((structure.same_site & structure.upper).sum())
    return (
        f"{len(corpus.pages)} pages, {len(set(p.article_id for p in corpus.pages))} articles "
        f"({structure.multi_page_articles} with several pages), "
        f"{len(corpus.skipped)} source pages skipped (content element not found). "
        f"Pages by kind: {', '.join(f'{k} {v}' for k, v in kinds.items())}. "
        f"Pairs: {pos} same-article, {tmpl} different articles in one template, "
        f"{site} different articles from one site."
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--orders", type=int, default=5, help="random arrival orders per run")
    parser.add_argument("--transplants", type=int, default=2, help="reposts per article")
    parser.add_argument("--methods", default=",".join(METHODS))
    parser.add_argument("--no-write", action="store_true", help="print only")
    args = parser.parse_args(argv)

    start = time.perf_counter()
    corpora = build_all(args.seed, args.transplants)
    generation_s = time.perf_counter() - start
    min_length, default_k = _min_text_length(), default_max_distance()
    sections = [
        f"Corpus generated in {generation_s:.1f} s (seed {args.seed}). Dedup runs: "
        f"{args.orders} random arrival orders, mean shown; a page whose text is empty or "
        f"shorter than {min_length} characters is kept unchecked, as the pipeline does. "
        f"Default threshold (`SIMHASH_MAX_DISTANCE`): {default_k}.\n"
    ]
    for corpus in corpora:
        structure = Structure.of(corpus)
        orders = random_orders(len(corpus.pages), args.orders, args.seed)
        results = []
        for key in args.methods.split(","):
            label, factory = METHODS[key]
            results.append(evaluate(corpus, label, factory(min_length), orders))
            print(f"[{corpus.language}] {label}: done", file=sys.stderr)
        multi = structure.multi_page_articles
        text = (
            f"### {LANGUAGE_NAMES.get(corpus.language, corpus.language)}\n\n"
            f"{describe(corpus, structure)}\n\n"
            f"**{results[0].name}**, k = 0..8:\n\n{k_table(results[0], multi)}\n\n"
            f"All methods, same pages and orders:\n\n"
            f"{comparison_table(results, multi, default_k)}\n\n"
            f"Share of (original, variant) pairs within k={default_k}, by variant kind:\n\n"
            f"{kind_table(results, default_k)}\n"
        )
        for result in results[1:]:
            text += f"\n<details><summary>{result.name}, k = 0..8</summary>\n\n"
            text += f"{k_table(result, multi)}\n\n</details>\n"
        print(text)
        sections.append(text)
    if not args.no_write:
        write_section(
            "neardup",
            "Near-duplicate detection end to end (extraction + SimHash)",
            command_line(),
            "\n".join(sections),
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
