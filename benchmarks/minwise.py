"""The fingerprint choice: the default one-bit minwise fingerprint (64 one-bit minwise
hashes, ``scrapy_simhash.fingerprint.minhash``) beside SimHash (``SIMHASH_FINGERPRINT = "simhash"``).

SimHash bits differ with probability angle/pi between the
weighted feature vectors, and that angle grows like the square root of the share of the
text an edit touches; a one-bit minwise hash differs with probability (1 - J) / 2, which
grows linearly with it (J = Jaccard similarity of the two feature sets; Li and Koenig,
"b-Bit Minwise Hashing", WWW 2010, give the estimator). Small edits therefore move far
fewer bits, while unrelated texts (J small) still differ in about half of them. The 64
bits drop into the same Hamming-distance index unchanged.

Both fingerprints see the same features: the package's text pipeline (credit lines
stripped, normalised, tokenised, jieba words) and the words the default SimHash scheme
gives a positive weight (English stop words and Chinese words jieba's IDF table rates 0
drop out). The minwise fingerprint treats them as a set.

It scores both on the issue-3 robustness corpus (``fingerprint.py``) and the issue-8
end-to-end corpus (``neardup.py``) for several seeds, and times both on the same texts.

    python benchmarks/minwise.py [--seeds 0,1,2] [--no-write]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

# One core, as in fingerprint.py: BLAS must not spread SimHash's bit vote over threads.
for _variable in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_variable, "1")

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _report import command_line, markdown_table, write_section

from scrapy_simhash.fingerprint.text import minwise, simhash

SIMHASH = "SimHash (SIMHASH_FINGERPRINT = simhash)"
METHODS = {SIMHASH: simhash, "1-bit minwise x 64 (default)": minwise}


def robustness_rows(seeds: list[int]) -> list[list[object]]:
    import fingerprint as issue3

    articles = {"en": issue3.load_en_articles(), "zh": issue3.load_zh_articles()}
    rows = []
    for seed in seeds:
        for language, texts in articles.items():
            corpus = issue3.build_corpus(texts, language, seed or issue3.SEED)
            for name, method in METHODS.items():
                r = issue3.measure(corpus, method)
                rows.append([
                    seed, language, name, f"{r.light_within3:.1%}", f"{r.medium_within3:.1%}",
                    r.k90, f"{r.unrelated_min} / {r.unrelated_median:g}",
                    f"{r.unrelated_within_k90} ({r.unrelated_sources_within_k90})",
                    f"{r.paragraph_min} / {r.paragraph_median:g}", r.paragraph_within_k90,
                ])  # fmt: skip
                print(" | ".join(map(str, rows[-1])), flush=True)
    return rows


def end_to_end_rows(seeds: list[int]) -> list[list[object]]:
    import neardup as issue8
    from _neardup_corpus import build_all
    from _neardup_metrics import Structure, random_orders

    min_length = issue8._min_text_length()
    rows = []
    for seed in seeds:
        for corpus in build_all(seed, 2):
            if corpus.language not in ("en", "zh"):
                continue
            texts = [issue8.product_text(page) for page in corpus.pages]
            multi = Structure.of(corpus).multi_page_articles
            orders = random_orders(len(corpus.pages), 5, seed)
            for name, method in METHODS.items():
                fingerprints = [issue8.fingerprint_text(t, min_length, method) for t in texts]
                _, runs, _ = issue8.score(corpus, fingerprints, orders)
                cells = [f"{runs[k].kept_once / multi:.0%} / {runs[k].false_drops:g}"
                         for k in issue8.KS]  # fmt: skip
                rows.append([seed, corpus.language, name, *cells])
                print(" | ".join(map(str, rows[-1])), flush=True)
    return rows


def speed_rows(repeats: int) -> list[list[object]]:
    import fingerprint as issue3

    rows = []
    for language, texts in (("en", issue3.load_en_articles()), ("zh", issue3.load_zh_articles())):
        docs = [article.text for article in texts]
        for method in METHODS.values():  # warm the word caches of both
            for doc in docs:
                method(doc)
        rates = issue3.interleaved_rates(list(METHODS.items()), docs, repeats)
        base = float(np.median(rates[SIMHASH]))
        for name, runs in rates.items():
            median = float(np.median(runs))
            rows.append([language, name, f"{1000 / median:.3f}", f"{base / median:.2f}x"])
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="0,1,2", help="corpus/edit seeds (0: each benchmark's default)")
    parser.add_argument("--repeats", type=int, default=5, help="timed passes per method")
    parser.add_argument("--no-write", action="store_true", help="print only")
    args = parser.parse_args()
    seeds = [int(s) for s in args.seeds.split(",")]

    robustness = markdown_table(
        ["seed", "lang", "fingerprint", "light <= 3", "medium <= 3", "k90",
         "unrelated: min / median", "unrelated pairs <= k90 (distinct article pairs)",
         "paragraph pairs: min / median", "paragraph pairs <= k90"],
        robustness_rows(seeds),
    )  # fmt: skip
    import neardup as issue8

    end_to_end = markdown_table(
        ["seed", "lang", "fingerprint", *(f"k={k}" for k in issue8.KS)], end_to_end_rows(seeds)
    )
    speed = markdown_table(
        ["lang", "fingerprint", "ms/doc (median pass, one core)", "vs SimHash"],
        speed_rows(args.repeats),
    )
    body = (
        f"{__doc__.split(chr(10) + chr(10), 1)[1].rsplit(chr(10) + chr(10), 1)[0]}\n\n"
        "Issue-3 robustness (`fingerprint.py`'s corpus and edits, `--seed s`; seed 0 is its "
        "default seed):\n\n"
        f"{robustness}\n\n"
        "Issue-8 end to end (`neardup.py`'s corpus for seed s, `extract_text` then the "
        "fingerprint, 5 arrival orders): articles kept exactly once / false drops at each "
        "k:\n\n"
        f"{end_to_end}\n\n"
        "Speed on the issue-3 articles (same process, alternating passes, CPU time; BLAS on "
        "one thread):\n\n"
        f"{speed}\n"
    )
    print(body)
    if not args.no_write:
        write_section("minwise", "Fingerprint choice: one-bit minwise hashing (default) and SimHash",
                      command_line(), body)


if __name__ == "__main__":
    main()
