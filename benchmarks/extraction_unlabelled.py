"""Extraction on pages without gold text: how ours compares with its peers.

For a folder of saved HTML pages (``*.html``, any encoding ``decode_html`` can read) this
runs scrapy_simhash, trafilatura (``include_comments=False``), readability-lxml and, when
the ``gne`` package is installed, GeneralNewsExtractor, and prints per half of the folder:

* empty: pages with no output (a crash counts as empty);
* median length ratio ours/peer (characters; pages where the peer is empty are skipped);
* median agreement with each peer: token F1 of ours against the peer's text, with the
  tokenizer of ``benchmarks/extraction.py`` (one token per CJK character), and the
  pages where it is under 0.5 (medians hide the few pages that go wrong);
* Han share of the output (Han characters over non-space characters), median;
* median wall ms a page (extraction call only, HTML already decoded, median of
  ``--repeat`` runs).

Without gold text agreement is not accuracy: a high agreement with two unrelated peers is
evidence, a drop in it after a change is a warning to read the page.

Halves: a page is ``tune`` or ``check`` by a stable hash of its file name (about half each),
so a change can be looked at on ``tune`` pages and judged on ``check`` pages only.

Run: ``python benchmarks/extraction_unlabelled.py --pages DIR [--pages DIR2] [--write]``;
``--dump FILE`` writes the per-page figures as JSON; ``--show tune`` prints our text of
each tune page for reading. ``--write`` puts the table in BENCHMARKS.md, with the first
line of ``DIR/SOURCE.txt`` (where the pages come from) when the folder has one.

The section in BENCHMARKS.md was made from GeneralNewsExtractor's test pages, laid out
as ``../data-gne/<site>_<n>.html`` from a clone of that repository:
``for p in tests/*/*.html visiable_test/*/*.html: cp p ../data-gne/<site>_<n>.html``
(``visiable_test`` pages as ``<site>_vis<n>.html``).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _report import command_line, markdown_table, write_section
from extraction import readability_extract, token_scores, trafilatura_without_comments

from scrapy_simhash.extract import decode_html, extract_text

_HAN = re.compile("[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0002ffff]")
_SPACE = re.compile(r"\s")


def half_of(name: str) -> str:
    """``tune`` or ``check``, fixed by the file name alone."""
    return "tune" if hashlib.sha1(name.encode("utf-8")).digest()[0] % 2 == 0 else "check"


def han_share(text: str) -> float:
    visible = len(_SPACE.sub("", text))
    return len(_HAN.findall(text)) / visible if visible else 0.0


def gne_extract(html: str, url: str) -> str:
    from gne import GeneralNewsExtractor

    return str(GeneralNewsExtractor().extract(html).get("content") or "")


def peers() -> dict[str, Callable[[str, str], str]]:
    found: dict[str, Callable[[str, str], str]] = {
        "trafilatura": trafilatura_without_comments,
        "readability-lxml": readability_extract,
    }
    try:
        import gne  # noqa: F401
    except ImportError:
        pass
    else:
        found["gne"] = gne_extract
    return found


def peer_versions(names: list[str]) -> str:
    from importlib.metadata import PackageNotFoundError, version

    found = []
    for name in names:
        try:
            found.append(f"{name} {version(name)}")
        except PackageNotFoundError:
            found.append(name)
    return ", ".join(found)


def ours(html: str, url: str) -> str:
    return extract_text(html, url)


def timed(
    extractor: Callable[[str, str], str], html: str, url: str, repeat: int
) -> tuple[str, float]:
    """The extractor's output and the median wall ms of ``repeat`` runs."""
    timings, output = [], ""
    for _ in range(repeat):
        started = time.perf_counter()
        try:
            output = extractor(html, url)
        except Exception:  # noqa: BLE001 - a crash counts as an empty output
            output = ""
        timings.append((time.perf_counter() - started) * 1000)
    return output, statistics.median(timings)


def measure(
    paths: list[Path], peer_names: dict[str, Callable[[str, str], str]], repeat: int
) -> list[dict]:
    rows = []
    for path in paths:
        html = decode_html(path.read_bytes())
        url = f"file://{path.name}"
        text, ms = timed(ours, html, url, repeat)
        row: dict = {
            "page": f"{path.parent.name}/{path.name}",
            "half": half_of(path.name),
            "ours": {"chars": len(text.strip()), "han": han_share(text), "ms": ms},
            "text": text,
        }
        for name, extractor in peer_names.items():
            peer_text, peer_ms = timed(extractor, html, url, repeat)
            row[name] = {
                "chars": len(peer_text.strip()),
                "han": han_share(peer_text),
                "ms": peer_ms,
                "agreement": token_scores(text, peer_text)[2],
            }
        rows.append(row)
    return rows


def _median(values: list[float]) -> float | str:
    return statistics.median(values) if values else "-"


def table(rows: list[dict], peer_names: list[str]) -> str:
    """One row per extractor and half: ours first, then each peer against ours."""
    headers = ["extractor", "half", "pages", "empty", "median chars", "Han share",
               "ours/peer chars", "agreement with ours", "agreement < 0.5", "median ms"]  # fmt: skip
    body: list[list[object]] = []
    for name in ["ours", *peer_names]:
        for half in ("tune", "check", "all"):
            part = [r for r in rows if half in ("all", r["half"])]
            if not part:
                continue
            figures = [r[name] for r in part]
            body.append([
                "scrapy_simhash" if name == "ours" else name, half, len(part),
                sum(1 for f in figures if not f["chars"]),
                round(statistics.median(f["chars"] for f in figures)),
                _median([f["han"] for f in figures if f["chars"]]),
                "-" if name == "ours" else _median(
                    [r["ours"]["chars"] / r[name]["chars"] for r in part if r[name]["chars"]]
                ),
                "-" if name == "ours" else _median([f["agreement"] for f in figures]),
                "-" if name == "ours" else sum(1 for f in figures if f["agreement"] < 0.5),
                _median([f["ms"] for f in figures]),
            ])  # fmt: skip
    return markdown_table(headers, body)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pages", type=Path, action="append", required=True)
    parser.add_argument("--dump", type=Path, help="write per-page figures (JSON) here")
    parser.add_argument("--show", choices=["tune"], help="print our text of these pages")
    parser.add_argument("--repeat", type=int, default=3, help="timed runs a page (median kept)")
    parser.add_argument("--write", action="store_true", help="put the table in BENCHMARKS.md")
    args = parser.parse_args()
    paths = sorted(p for folder in args.pages for p in folder.glob("*.html"))
    peer_names = peers()
    rows = measure(paths, peer_names, args.repeat)
    body = table(rows, list(peer_names))
    print(body)
    print("\nlow agreement (median over peers < 0.5):")
    for r in rows:
        agreement = statistics.median(r[name]["agreement"] for name in peer_names)
        if agreement < 0.5:
            print(f"  {r['half']:5s} {r['page']:32s} ours {r['ours']['chars']:6d} chars, "
                  f"agreement {agreement:.2f}")  # fmt: skip
    if args.show:
        for r in rows:
            if r["half"] == args.show:
                print(f"\n===== {r['page']} ({r['ours']['chars']} chars)\n{r['text']}")
    if args.dump:
        args.dump.write_text(json.dumps(rows, ensure_ascii=False, indent=1), encoding="utf-8")
    if args.write:
        folders = ", ".join(str(folder) for folder in args.pages)
        sources = [
            (folder / "SOURCE.txt").read_text(encoding="utf-8").strip().split("\n")[0]
            for folder in args.pages
            if (folder / "SOURCE.txt").exists()
        ]
        source = f": {' '.join(sources)}" if sources else ""
        note = (
            f"{len(paths)} pages without gold text ({folders}){source}\n\n"
            f"Peers: {peer_versions(list(peer_names))}. "
            "Halves by a hash of the file name. Empty = no output (a crash counts as empty); "
            "median chars and Han share (Han characters over non-space characters, non-empty "
            "outputs) per extractor; ours/peer chars and agreement (token F1 of ours against "
            "the peer's text, one token per CJK character, as benchmarks/extraction.py) are "
            "medians over pages, with the count of pages under 0.5; ms = median over pages "
            f"of the median wall time of {args.repeat} runs of the extraction call on decoded "
            "HTML. Agreement is not accuracy: a page where ours disagrees with every peer is "
            "one to read; where a single peer disagrees, that peer has often failed (a few "
            "characters, or the whole page).\n\n"
        )
        write_section("extraction-unlabelled", "Extraction: pages without gold text",
                      command_line(), note + body)  # fmt: skip


if __name__ == "__main__":
    main()
