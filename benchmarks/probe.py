"""Held-out probe: per-page token precision/recall/F1 of ``extract_text`` on the
hand-written pages in ``benchmarks/data/probe_pages`` (``<name>.html`` as served, in
its own encoding, and ``<name>.txt``, the article's own paragraphs in order).

Scored like ``benchmarks/extraction.py`` (bag of tokens: runs of letters/digits, one
token per CJK character). The pages were not used to tune the extractor before they
were written; see the folder's README.md for how they came about and their history.

Run: ``python benchmarks/probe.py`` (``--verbose`` lists, for each page below
``--below``, the lines wrongly kept and the expected lines lost).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _report import command_line, markdown_table, write_section
from extraction import token_scores

from scrapy_simhash.extract import extract_text

PAGES = ROOT / "benchmarks" / "data" / "probe_pages"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--below", type=float, default=0.95, help="F1 flagged as a miss")
    parser.add_argument("--verbose", action="store_true", help="show lines kept and lost")
    parser.add_argument("--no-write", action="store_true", help="print only")
    args = parser.parse_args()
    rows = []
    details = []
    for page in sorted(PAGES.glob("*.html")):
        got = extract_text(page.read_bytes())
        want = page.with_suffix(".txt").read_text(encoding="utf-8")
        precision, recall, f1 = token_scores(got, want)
        miss = f1 < args.below
        rows.append(
            [page.stem, f"{precision:.3f}", f"{recall:.3f}", f"{f1:.3f}", "<" if miss else ""]
        )
        if miss and args.verbose:
            expected, output = want.splitlines(), got.splitlines()
            details.append(f"{page.stem}: P {precision:.3f} R {recall:.3f}")
            details += [f"  + kept: {line[:140]}" for line in output if line not in expected]
            details += [f"  - lost: {line[:140]}" for line in expected if line not in output]
    mean = sum(float(row[3]) for row in rows) / len(rows)
    below = sum(1 for row in rows if row[4])
    table = markdown_table(["page", "precision", "recall", "F1", f"< {args.below}"], rows)
    summary = f"mean F1 {mean:.3f} over {len(rows)} pages; {below} below {args.below}"
    print(table)
    print(f"\n{summary}")
    if not args.no_write:
        note = (
            "Hand-written held-out probe pages (`benchmarks/data/probe_pages`, see its "
            "README): the extractor was fixed for the structures they exposed, so they are "
            "no longer unseen; scored like the extraction benchmark."
        )
        write_section("probe", "Extraction: held-out probe pages", command_line(),
                      f"{note}\n\n{summary}\n\n{table}")
    if details:
        print("\n" + "\n".join(details))


if __name__ == "__main__":
    main()
