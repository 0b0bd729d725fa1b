"""Snippet benchmark on trafilatura's public evaluation set: which extractor keeps the
sentences a page's article holds and leaves out the ones its boilerplate holds.

The set is not in this repository. Get it with ``git clone https://github.com/adbar/trafilatura``
and pass its ``tests`` folder, which holds ``evaldata.json`` (per page: the file name, some
``with`` snippets that belong to the main text and ``without`` snippets that do not) and
``eval/<file>.html``:

    python benchmarks/snippets.py --eval-dir ../trafilatura/tests [--failures] [--no-write]

Per extractor: the share of ``with`` snippets found and of ``without`` snippets absent
(whitespace normalised, over all snippets of all pages), pages where at most a third of
the ``with`` snippets are found (a wrong block or a sliver of the article), empty outputs,
and pages where this project finds at most a third while a peer finds two thirds or more.
trafilatura was developed against this set, so its own figures here are not those of an
unseen set; the project uses the set to find its own failure shapes.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _report import command_line, markdown_table, write_section
from extraction import EXTRACTORS

from scrapy_simhash.extract import decode_html

PEERS = ["scrapy_simhash", "trafilatura", "readability-lxml"]
_SPACES = re.compile(r"\s+")


def normalise(text: str) -> str:
    return _SPACES.sub(" ", text.replace("\xad", "")).strip()


@dataclass
class Page:
    url: str
    html: str
    present: list[str]  # snippets of the main text
    absent: list[str]  # snippets of the boilerplate


@dataclass
class Tally:
    found: int = 0
    wanted: int = 0
    kept_out: int = 0
    unwanted: int = 0
    sliver_pages: int = 0  # at most a third of the wanted snippets found
    empty: int = 0


def load_pages(eval_dir: Path) -> list[Page]:
    records = json.loads((eval_dir / "evaldata.json").read_text(encoding="utf-8"))
    pages = []
    for url, record in records.items():
        path = eval_dir / "eval" / record["file"]
        if path.is_file():
            pages.append(Page(url, decode_html(path.read_bytes()),
                              [normalise(s) for s in record.get("with") or []],
                              [normalise(s) for s in record.get("without") or []]))
    return pages


def snippet_counts(text: str, page: Page) -> tuple[int, int]:
    return sum(s in text for s in page.present), sum(s not in text for s in page.absent)


def run(pages: list[Page]) -> tuple[dict[str, Tally], list[tuple[str, ...]]]:
    tallies = {name: Tally() for name in PEERS}
    failures = []
    for page in pages:
        found = {}
        for name in PEERS:
            try:
                output = EXTRACTORS[name](page.html, page.url)
            except Exception:  # noqa: BLE001 - a crash counts as an empty output
                output = ""
            text = normalise(output)
            hits, kept_out = snippet_counts(text, page)
            tally = tallies[name]
            tally.found += hits
            tally.wanted += len(page.present)
            tally.kept_out += kept_out
            tally.unwanted += len(page.absent)
            tally.sliver_pages += bool(page.present) and hits * 3 <= len(page.present)
            tally.empty += not text
            found[name] = hits
        wanted = len(page.present)
        if wanted and found["scrapy_simhash"] * 3 <= wanted \
                and max(found["trafilatura"], found["readability-lxml"]) * 3 >= 2 * wanted:
            failures.append((page.url, *(f"{found[n]}/{wanted}" for n in PEERS)))
    return tallies, failures


def table(tallies: dict[str, Tally], failures: int) -> str:
    rows = []
    for name, tally in tallies.items():
        rows.append([name, tally.found / max(tally.wanted, 1), tally.kept_out / max(tally.unwanted, 1),
                     tally.sliver_pages, tally.empty,
                     failures if name == "scrapy_simhash" else ""])
    return markdown_table(
        ["extractor", "main-text snippets found", "boilerplate snippets left out",
         "pages with <= 1/3 found", "empty", "pages <= 1/3 where a peer finds >= 2/3"], rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--eval-dir", type=Path, required=True,
                        help="trafilatura's tests folder (evaldata.json and eval/)")
    parser.add_argument("--failures", action="store_true",
                        help="list the pages where ours finds <= 1/3 and a peer >= 2/3")
    parser.add_argument("--no-write", action="store_true", help="do not update BENCHMARKS.md")
    args = parser.parse_args()
    pages = load_pages(args.eval_dir)
    if not pages:
        raise SystemExit(f"no pages under {args.eval_dir}: expected evaldata.json and eval/")
    tallies, failures = run(pages)
    body = table(tallies, len(failures))
    print(f"{len(pages)} pages\n{body}")
    if args.failures:
        for row in failures:
            print("  " + "  ".join(row))
    if not args.no_write:
        note = (f"{len(pages)} pages of trafilatura's evaluation set (`tests/evaldata.json` and "
                "`tests/eval/` in adbar/trafilatura), scored by snippets: each page lists "
                "sentences of its main text and of its boilerplate. Shares are over all "
                "snippets of all pages. trafilatura was developed against this set, so its "
                "figures are not those of unseen pages.\n\n")
        write_section("extraction-snippets", "Extraction: trafilatura's evaluation snippets",
                      command_line(), note + body)


if __name__ == "__main__":
    main()
