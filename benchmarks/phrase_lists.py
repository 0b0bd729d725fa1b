"""Does each phrase list of the extractor earn its place? Macro token F1 of
``extract_text`` on the ``check`` halves of the public sets (and on the article benchmark
and the Chinese pages), with every phrase list in place and with each one switched off in
turn (its pattern replaced by one that never matches, or its test by ``False``).

A list is kept only if removing it lowers the ``check`` halves; the Chinese lists are
judged on the Chinese pages as well, the only pages here they can match. ``--ref REV``
measures the package as it was at git revision REV (exported to a temporary folder), so
the lists can be measured as they were before a change; a last row gives this
checkout's score.

    python benchmarks/phrase_lists.py [--ref REV] [--no-write]
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if "--package-root" in sys.argv:  # a child measuring another revision's package
    sys.path.insert(0, sys.argv[sys.argv.index("--package-root") + 1])
    import scrapy_simhash.extract  # noqa: F401 - bound before extraction.py imports it
else:
    sys.path.insert(0, str(ROOT))
sys.path.insert(1, str(ROOT / "benchmarks"))

from _report import command_line, markdown_table, write_section  # noqa: E402
from _revision import package_at  # noqa: E402
from extraction import SETS, Document, load_set, token_scores  # noqa: E402

from scrapy_simhash.extract import _blocks, _box_titles, _score, _text, extract_text  # noqa: E402

NEVER = re.compile(r"(?!)")
FALSE = lambda text: False  # noqa: E731

# name -> [(module, attribute, replacement)]; attributes a revision lacks are skipped
LISTS: dict[str, list[tuple[object, str, object]]] = {
    "legal/copyright lines (_blocks._LEGAL_LINE)": [(_blocks, "_LEGAL_LINE", NEVER)],
    "publisher self-promotion (_blocks._SELF_PROMOTION)": [(_blocks, "_SELF_PROMOTION", NEVER)],
    "site notices: cookies, consent, moderation (_notices)": [(_score, "is_site_notice", FALSE)],
    "box titles: related, comments (_box_titles)": [(_box_titles, "is_box_title", FALSE)],
    "label lines: advertisement, share (_text._LABEL_LINE)": [(_text, "_LABEL_LINE", NEVER)],
    "photo credit lines (_text._CREDIT_LINE)": [(_text, "_CREDIT_LINE", NEVER)],
    "closing promo lines (_text._PROMO_LINE)": [(_text, "_PROMO_LINE", NEVER)],
    "author/editor credits (credits.is_credit_line)": [(_text, "is_credit_line", FALSE)],
    "disclaimers (_text._disclaimer_line)": [(_text, "_disclaimer_line", FALSE)],
    "Chinese notice signature, addressee, summary box (_text)": [
        (_text, "_SIGNATURE_DATE", NEVER),
        (_text, "_ADDRESSEE", NEVER),
        (_text, "_SUMMARY_BOX", NEVER),
    ],
}
BASELINE = "nothing (all lists in place)"
SET_NAMES = ["cleaneval-final", "cleaneval-dev", "l3s-gn1", "readability-tests", "shared", "zh"]


@contextmanager
def switched_off(patches: list[tuple[object, str, object]]) -> Iterator[None]:
    patches = [(module, name, new) for module, name, new in patches if hasattr(module, name)]
    saved = [(module, name, getattr(module, name)) for module, name, _ in patches]
    try:
        for module, name, replacement in patches:
            setattr(module, name, replacement)
        yield
    finally:
        for module, name, value in saved:
            setattr(module, name, value)


def macro_f1(documents: list[Document], extract: Callable[[str, str], str]) -> float:
    return statistics.fmean(token_scores(extract(d.html, d.url), d.truth)[2] for d in documents)


def measure(documents: dict[str, list[Document]]) -> dict[str, dict[str, float]]:
    """{row label: {set: F1}}: all lists in place, then each switched off."""
    rows = {BASELINE: {n: macro_f1(d, extract_text) for n, d in documents.items()}}
    for label, patches in LISTS.items():
        if not any(hasattr(module, name) for module, name, _ in patches):
            continue  # the list is not in this revision: a row would only repeat the first
        with switched_off(patches):
            rows[label] = {n: macro_f1(d, extract_text) for n, d in documents.items()}
        print(label, rows[label], file=sys.stderr, flush=True)
    return rows


def at_revision(ref: str) -> dict[str, dict[str, float]]:
    with package_at(ref) as folder:
        out = subprocess.run(
            [sys.executable, __file__, "--package-root", folder, "--child"],
            check=True, capture_output=True, text=True,
        ).stdout  # fmt: skip
    return json.loads(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ref", help="measure the package at this git revision")
    parser.add_argument("--no-write", action="store_true")
    parser.add_argument("--package-root", help=argparse.SUPPRESS)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    documents = {}
    for name in SET_NAMES:
        docs = load_set(SETS[name])
        documents[name] = [d for d in docs if d.split in ("check", "all")]
    if args.child:
        print(json.dumps(measure(documents)))
        return
    rows_f1 = at_revision(args.ref) if args.ref else measure(documents)
    checks = SET_NAMES[:4]
    headers = ["switched off", *[f"{n} ({'check' if n in checks else 'all'})"
                                 for n in SET_NAMES], "mean of the 4 check halves"]  # fmt: skip
    baseline = rows_f1[BASELINE]
    base_mean = statistics.fmean(baseline[n] for n in checks)
    rows: list[list[object]] = []
    for label, scores in rows_f1.items():
        cells: list[object] = [label]
        for name in SET_NAMES:
            cells.append(f"{scores[name]:.4f} ({scores[name] - baseline[name]:+.4f})")
        mean = statistics.fmean(scores[n] for n in checks)
        cells.append(f"{mean:.4f} ({mean - base_mean:+.4f})")
        rows.append(cells)
    if args.ref:
        now = {n: macro_f1(d, extract_text) for n, d in documents.items()}
        mean = statistics.fmean(now[n] for n in checks)
        cells = ["this checkout"]
        cells += [f"{now[n]:.4f} ({now[n] - baseline[n]:+.4f})" for n in SET_NAMES]
        rows.append([*cells, f"{mean:.4f} ({mean - base_mean:+.4f})"])
    body = markdown_table(headers, rows)
    print(body)
    if not args.no_write:
        where = f"the package at `{args.ref}`" if args.ref else "this checkout"
        note = (
            f"Macro token F1 of extract_text ({where}) with each phrase list switched off in "
            "turn (in brackets: change against all lists in place; a negative change means "
            "the list helps). check halves only for the four public sets."
            + (" Last row: this checkout." if args.ref else "")
            + "\n\n"
        )
        write_section("phrase-lists", "Extraction: phrase lists, each switched off",
                      command_line(), note + body)  # fmt: skip


if __name__ == "__main__":
    main()
