"""End-to-end near-duplicate benchmark: extraction + fingerprint on reposts and look-alikes.

Builds the corpus (``_neardup_corpus``: cross-site transplants, edited copies, different
articles in one template or from one site), fingerprints every page with the product's
own path (``extract_text`` then the default fingerprint, skipping texts the pipeline
skips; SimHash beside it) and with
baselines side by side, and reports for k = 0..8 per language: recall over same-article
pairs, false-positive pairs, and a dedup run over random arrival orders.

    python benchmarks/neardup.py [--seed 0] [--orders 5] [--no-write]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
from _neardup_corpus import Corpus, CorpusPage, build_all
from _neardup_edits import EDIT_KINDS
from _neardup_metrics import (
    DedupRun,
    PairCounts,
    Structure,
    distance_matrix,
    mean_dedup_run,
    pair_counts,
    random_orders,
)
from _neardup_pages import body_of, locate_content, parse, tokens, visible_text
from _report import command_line, markdown_table, write_section

KS = range(9)
LANGUAGE_NAMES = {
    "en": "English (and other Latin-script) articles",
    "other": "Cyrillic, Korean and Japanese articles",
    "zh": "Chinese articles",
}

TextOf = Callable[[CorpusPage], str]
Hasher = Callable[[str], int]


def _min_text_length() -> int:
    from scrapy.settings import Settings

    from scrapy_simhash.settings import SimHashConfig

    return SimHashConfig.from_settings(Settings()).min_text_length


def default_max_distance() -> int:
    from scrapy_simhash.settings import DEFAULT_MAX_DISTANCE

    return DEFAULT_MAX_DISTANCE


def product_text(page: CorpusPage) -> str:
    from scrapy_simhash.extract import extract_text

    return extract_text(page.html, url=page.url)


def page_text(page: CorpusPage) -> str:
    """All visible text of the page (no scripts, styles or head)."""
    return visible_text(body_of(parse(page.html)))


def trafilatura_text(page: CorpusPage) -> str:
    import trafilatura

    return trafilatura.extract(page.html, url=page.url, include_comments=False) or ""


def ground_truth_text_of(corpus: Corpus) -> TextOf:
    """Text of the element holding the article, found from its ground truth: what a
    perfect extractor would return, to tell extraction losses from fingerprint losses."""

    def text(page: CorpusPage) -> str:
        content = locate_content(parse(page.html), corpus.truths[page.article_id])
        return visible_text(content) if content is not None else ""

    return text


def our_simhash() -> Hasher:
    from scrapy_simhash.fingerprint.text import simhash

    return simhash


def our_default() -> Hasher:
    """What a crawl uses unless SIMHASH_FINGERPRINT says otherwise."""
    from scrapy_simhash.fingerprint.text import FINGERPRINT_FUNCTIONS
    from scrapy_simhash.fingerprint.version import DEFAULT_FINGERPRINT

    return FINGERPRINT_FUNCTIONS[DEFAULT_FINGERPRINT]


def _default_name() -> str:
    from scrapy_simhash.fingerprint.version import DEFAULT_FINGERPRINT

    return DEFAULT_FINGERPRINT


def simhash_package() -> Hasher:
    from simhash import Simhash  # the PyPI ``simhash`` package, default features

    return lambda text: int(Simhash(text).value)


@dataclass(frozen=True)
class Method:
    label: str
    text_of: Callable[[Corpus], TextOf]
    hasher: Callable[[], Hasher]


_OURS = f"our {_default_name()}"
METHODS: dict[str, Method] = {
    "product": Method(
        f"scrapy_simhash: extract_text + {_default_name()} (default)", lambda c: product_text,
        our_default,
    ),
    "product-simhash": Method(
        "scrapy_simhash: extract_text + simhash (SIMHASH_FINGERPRINT = simhash)",
        lambda c: product_text, our_simhash,
    ),
    "visible": Method(f"all visible text + {_OURS}", lambda c: page_text, our_default),
    "trafilatura": Method(
        f"trafilatura text + {_OURS}", lambda c: trafilatura_text, our_default
    ),
    "trafilatura-simhash": Method(
        "trafilatura text + our simhash", lambda c: trafilatura_text, our_simhash
    ),
    "simhash-pkg": Method(
        "all visible text + `simhash` package", lambda c: page_text, simhash_package
    ),
    "truth": Method(
        f"ground-truth content element + {_OURS} (upper bound)", ground_truth_text_of,
        our_default,
    ),
}  # fmt: skip


@dataclass
class MethodResult:
    name: str
    pairs: dict[int, PairCounts]
    runs: dict[int, DedupRun]
    kind_recall: dict[str, dict[int, float]]  # original vs. each variant kind
    median_ms: float
    unfingerprinted: int
    texts: list[str]


def fingerprint_text(text: str, min_length: int, hasher: Hasher) -> int | None:
    """What the pipeline stores for a text: nothing for empty or too-short texts."""
    if not text.strip() or len(text) < min_length:
        return None
    return hasher(text)


def fingerprint_all(
    corpus: Corpus, text_of: TextOf, hasher: Hasher, min_length: int
) -> tuple[list[str], list[int | None], float]:
    texts, values, times = [], [], []
    for page in corpus.pages:
        start = time.perf_counter()
        text = text_of(page)
        values.append(fingerprint_text(text, min_length, hasher))
        times.append((time.perf_counter() - start) * 1000)
        texts.append(text)
    return texts, values, statistics.median(times)


def kind_recall(corpus: Corpus, distances: np.ndarray) -> dict[str, dict[int, float]]:
    """Share of (original, variant) pairs within k, per kind of variant."""
    original = {p.article_id: i for i, p in enumerate(corpus.pages) if p.kind == "original"}
    result = {}
    for kind in ("transplant", "second_site", *EDIT_KINDS):
        pairs = [(original[p.article_id], i) for i, p in enumerate(corpus.pages) if p.kind == kind]
        if pairs:
            d = np.array([distances[a, b] for a, b in pairs])
            result[kind] = {k: float((d <= k).mean()) for k in KS}
    return result


def score(
    corpus: Corpus, fingerprints: list[int | None], orders: list[list[int]]
) -> tuple[dict[int, PairCounts], dict[int, DedupRun], np.ndarray]:
    structure = Structure.of(corpus)
    distances = distance_matrix(fingerprints)
    pairs = {k: pair_counts(structure, distances, k) for k in KS}
    runs = {k: mean_dedup_run(structure, distances, k, orders) for k in KS}
    return pairs, runs, distances


def evaluate(
    corpus: Corpus, method: Method, orders: list[list[int]], min_length: int
) -> MethodResult:
    texts, fingerprints, median_ms = fingerprint_all(
        corpus, method.text_of(corpus), method.hasher(), min_length
    )
    pairs, runs, distances = score(corpus, fingerprints, orders)
    return MethodResult(
        name=method.label,
        pairs=pairs,
        runs=runs,
        kind_recall=kind_recall(corpus, distances),
        median_ms=median_ms,
        unfingerprinted=sum(fp is None for fp in fingerprints),
        texts=texts,
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
        f"{len(corpus.pages)} pages, {len({p.article_id for p in corpus.pages})} articles "
        f"({structure.multi_page_articles} with several pages), "
        f"{len(corpus.skipped)} source pages skipped (content element not found). "
        f"Pages by kind: {', '.join(f'{k} {v}' for k, v in kinds.items())}. "
        f"Pairs: {pos} same-article, {tmpl} different articles in one template, "
        f"{site} different articles from one site."
    )


TARGET_KEPT_ONCE = 0.9


def meets_target(run: DedupRun, multi: int) -> bool:
    return run.kept_once >= TARGET_KEPT_ONCE * multi and run.false_drops == 0


def feature_variants() -> dict[str, Hasher]:
    """The default fingerprint, SimHash with the shipped feature scheme, and SimHash with
    one-field changes to that scheme, to tune against this corpus."""
    from dataclasses import replace

    from feature_schemes import DEFAULT_SCHEME as default
    from feature_schemes import FeatureScheme, simhash

    def with_scheme(scheme: FeatureScheme) -> Hasher:
        return lambda text: simhash(text, scheme)

    variants: dict[str, Hasher] = {f"{_default_name()} (default)": our_default()}
    variants["SimHash, shipped features"] = with_scheme(default)
    variants["SimHash, former default, (count x IDF)^1.5"] = with_scheme(FeatureScheme())
    for name, change in (
        ("credit_lines=False", {"credit_lines": False}),
        ("tf_offset=0", {"tf_offset": 0.0}),
        ("power=1", {"power": 1}),
        ("power=1.5", {"power": 1.5}),
        ("power=2", {"power": 2}),
        ("tf=log", {"tf": "log"}),
        ("bigrams", {"bigrams": True}),
        ("min_han_len=1 (every Chinese character counts)", {"min_han_len": 1}),
        ("min_han_len=2 (one-character Chinese words dropped)", {"min_han_len": 2}),
    ):
        variant = replace(default, **change)
        if variant != default:
            variants[f"SimHash, {name}"] = with_scheme(variant)
    return variants


def variant_cells(
    corpus: Corpus, texts: list[str], hasher: Hasher, orders: list[list[int]], min_length: int
) -> list[str]:
    """Kept-once share / false drops at every k for ``texts`` fingerprinted by ``hasher``."""
    multi = Structure.of(corpus).multi_page_articles
    fingerprints = [fingerprint_text(t, min_length, hasher) for t in texts]
    _, runs, _ = score(corpus, fingerprints, orders)
    return [
        f"{runs[k].kept_once / multi:.0%} / {runs[k].false_drops:g}"
        + (" ✓" if meets_target(runs[k], multi) else "")
        for k in KS
    ]


def variant_table(
    corpus: Corpus, sources: list[MethodResult], orders: list[list[int]], min_length: int
) -> str:
    rows = []
    for source in sources:
        for name, hasher in feature_variants().items():
            if "min_han_len" in name and corpus.language != "zh":
                continue  # only changes Chinese text
            cells = variant_cells(corpus, source.texts, hasher, orders, min_length)
            rows.append([f"{name} on {source.name.split(' + ')[0]}", *cells])
    return markdown_table(["fingerprint, text", *(f"k={k}" for k in KS)], rows)


def seed_table(corpora: list[tuple[int, Corpus]], orders_count: int, min_length: int) -> str:
    """The default fingerprint and SimHash on corpora built from other seeds: how much of
    a difference between settings is the corpus draw, not the setting."""
    variants = feature_variants()
    schemes = {name: hasher for name, hasher in variants.items()
               if "(default)" in name or name == "SimHash, shipped features"}
    rows = []
    for seed, corpus in corpora:
        orders = random_orders(len(corpus.pages), orders_count, seed)
        for label, text_of in (
            ("extract_text", product_text),
            ("ground-truth content", ground_truth_text_of(corpus)),
        ):
            texts = [text_of(page) for page in corpus.pages]
            for name, hasher in schemes.items():
                cells = variant_cells(corpus, texts, hasher, orders, min_length)
                rows.append([seed, f"{name} on {label}", *cells])
    return markdown_table(["seed", "fingerprint, text", *(f"k={k}" for k in KS)], rows)


def random_collision_table() -> str:
    """Chance that an unrelated page lands within k of one of N stored fingerprints,
    if fingerprints of unrelated texts were independent uniform 64-bit values."""
    from math import comb

    rows = []
    for k in KS:
        pair = sum(comb(64, i) for i in range(k + 1)) / 2**64
        rows.append([k, f"{pair:.1e}", f"{pair * 1e6:.1e}", f"{pair * 1e7:.1e}"])
    return markdown_table(
        ["k", "per pair", "per new page, 1M stored", "per new page, 10M stored"], rows
    )


def worst_extractions(corpus: Corpus, result: MethodResult, count: int) -> str:
    """The pages whose extracted text is furthest from their article (token F1), to debug."""
    scored = []
    for page, text in zip(corpus.pages, result.texts):
        truth, got = Counter(tokens(corpus.truths[page.article_id])), Counter(tokens(text))
        shared = sum((truth & got).values())
        f1 = 2 * shared / max(sum(truth.values()) + sum(got.values()), 1)
        scored.append((f1, page, text))
    scored.sort(key=lambda item: item[0])
    lines = [f"[{corpus.language}] {count} pages extracted furthest from their article:"]
    for f1, page, text in scored[:count]:
        lines.append(
            f"  F1 {f1:.2f}  {page.kind:<11} template {page.template_id[:24]:<24} "
            f"article {page.article_id[:24]:<24} {text[:70]!r}"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--orders", type=int, default=5, help="random arrival orders per run")
    parser.add_argument("--transplants", type=int, default=2, help="reposts per article")
    parser.add_argument("--methods", default=",".join(METHODS))
    parser.add_argument("--no-variants", action="store_true", help="skip feature variants")
    parser.add_argument("--no-write", action="store_true", help="print only")
    parser.add_argument(
        "--extra-seeds", default="", metavar="S,S",
        help="also score shipped features and power=1 on corpora from these seeds",
    )  # fmt: skip
    parser.add_argument(
        "--worst", type=int, default=0, metavar="N",
        help="also print the N pages extracted furthest from their article",
    )  # fmt: skip
    args = parser.parse_args(argv)

    start = time.perf_counter()
    corpora = build_all(args.seed, args.transplants)
    generation_s = time.perf_counter() - start
    min_length, default_k = _min_text_length(), default_max_distance()
    extra: dict[str, list[tuple[int, Corpus]]] = {}
    for seed in (int(x) for x in args.extra_seeds.split(",") if x.strip()):
        for other in build_all(seed, args.transplants):
            extra.setdefault(other.language, []).append((seed, other))
    sections, meeting = [], []
    for corpus in corpora:
        structure = Structure.of(corpus)
        multi = structure.multi_page_articles
        orders = random_orders(len(corpus.pages), args.orders, args.seed)
        results = []
        for key in args.methods.split(","):
            results.append(evaluate(corpus, METHODS[key], orders, min_length))
            print(f"[{corpus.language}] {METHODS[key].label}: done", file=sys.stderr)
        product = results[0]
        if args.worst:
            print(worst_extractions(corpus, product, args.worst), file=sys.stderr)
        good = [k for k in KS if meets_target(product.runs[k], multi)]
        meeting.append((corpus.language, good))
        text = (
            f"### {LANGUAGE_NAMES.get(corpus.language, corpus.language)}\n\n"
            f"{describe(corpus, structure)}\n\n"
            f"**{product.name}**, k = 0..8:\n\n{k_table(product, multi)}\n\n"
            f"All methods, same pages and orders:\n\n"
            f"{comparison_table(results, multi, default_k)}\n\n"
            f"Share of (original, variant) pairs within k={default_k}, by variant kind:\n\n"
            f"{kind_table(results, default_k)}\n"
        )
        if not args.no_variants:
            sources = [r for r in results if r.name in (product.name, METHODS["truth"].label)]
            text += (
                "\nFingerprint variants: the default, SimHash, and SimHash with `FeatureScheme` "
                "fields changed one at a time; articles kept exactly once / false drops; "
                "✓ = target met (>= 90%, 0 false drops):\n\n"
                f"{variant_table(corpus, sources, orders, min_length)}\n"
            )
        if corpus.language in extra:
            text += (
                "\nThe same, kept exactly once / false drops, on corpora from other seeds:\n\n"
                f"{seed_table(extra[corpus.language], args.orders, min_length)}\n"
            )
        for result in results[1:]:
            text += f"\n<details><summary>{result.name}, k = 0..8</summary>\n\n"
            text += f"{k_table(result, multi)}\n\n</details>\n"
        print(text)
        sections.append(text)
    summary = (
        f"Corpus generated in {generation_s:.1f} s (seed {args.seed}). Dedup runs: "
        f"{args.orders} random arrival orders, mean shown; a page whose text is empty or "
        f"shorter than {min_length} characters is kept unchecked, as the pipeline does. "
        f"Configured default threshold (`SIMHASH_MAX_DISTANCE`): {default_k}. "
        "Target: >= 90% of multi-page articles kept exactly once and 0 false drops. "
        "k meeting it with the product's path: "
        + "; ".join(f"{lang}: {', '.join(map(str, ks)) or 'none'}" for lang, ks in meeting)
        + ".\n"
    )
    summary += (
        "\nRaising k catches more edited copies and reposts (the k tables below) at two "
        "costs: pages of *different* articles whose texts share heavy words or leftovers "
        "start to collide (the false-positive columns), and the chance of a purely random "
        "collision grows about tenfold per step. For uniform random 64-bit fingerprints "
        "that chance is:\n\n" + random_collision_table() + "\n"
    )
    print(summary)
    if not args.no_write:
        write_section(
            "neardup",
            "Near-duplicate detection end to end (extraction + fingerprint)",
            command_line(),
            "\n".join([summary, *sections]),
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
