"""Main-content extraction benchmark: scrapy_simhash vs trafilatura, readability-lxml
and an "all visible text" floor, side by side in one run.

trafilatura runs twice: as it comes (reader comments kept), and with
``include_comments=False``, the setting that matches this package's job (comments
differ between reposts of one article, so they are left out here by design).

Sets (common format: ``html/<id>.html`` + ``ground_truth.jsonl`` of
``{"id","url","text"[,"split"]}``):

* ``shared``: ``../shared/data/extraction/article-extraction-benchmark`` (181 pages, no Chinese)
* ``cleaneval-final``, ``cleaneval-dev``, ``l3s-gn1``, ``readability-tests``: the public
  sets of ``../shared/data/extraction`` (see its README); each page is marked ``tune`` or
  ``check`` and the two halves are reported apart (``check`` is the unseen result)
* ``zh``: ``benchmarks/data/zh_pages`` (Chinese pages built by ``benchmarks/make_zh_pages.py``)

Scoring follows the shared set's README: bag-of-token precision/recall/F1 averaged over
documents (a token is a run of letters/digits or one CJK character; crash or empty
output scores 0), an upstream-style F1 on 4-token shingles (meaningless for Chinese),
and wall-clock ms per page for the extraction call alone, on already decoded HTML.

Run: ``python benchmarks/extraction.py`` (``--set zh``, ``--repeat 3``, ``--only ours``,
``--split check``, ``--no-write`` for quick development runs). Each set's table has one row
per extractor and half, and an "empty" column: pages with no output at all.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _report import command_line, markdown_table, write_section

from scrapy_simhash.extract import decode_html, extract_text

SHARED = ROOT.parent / "shared" / "data" / "extraction"
SETS = {
    "shared": SHARED / "article-extraction-benchmark",
    "cleaneval-final": SHARED / "cleaneval-final",
    "cleaneval-dev": SHARED / "cleaneval-dev",
    "l3s-gn1": SHARED / "l3s-gn1",
    "readability-tests": SHARED / "readability-tests",
    "zh": ROOT / "benchmarks" / "data" / "zh_pages",
}
TITLES = {
    "shared": "Extraction: shared article-extraction-benchmark (181 pages, English and others)",
    "cleaneval-final": "Extraction: CleanEval final (arbitrary English web pages)",
    "cleaneval-dev": "Extraction: CleanEval dev",
    "l3s-gn1": "Extraction: L3S-GN1 (Google News articles, 2008)",
    "readability-tests": "Extraction: Readability test pages",
    "zh": "Extraction: Chinese pages (benchmarks/data/zh_pages)",
}
_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0002ffff"
_TOKEN = re.compile(f"[{_CJK}]|[^\\W_{_CJK}]+")


def tokens(text: str) -> list[str]:
    return _TOKEN.findall(text.lower())


@dataclass
class Document:
    id: str
    url: str
    html: str
    truth: str
    split: str = "all"  # "tune" or "check" on the sets that mark them


def load_set(path: Path) -> list[Document]:
    documents = []
    with open(path / "ground_truth.jsonl", encoding="utf-8") as lines:
        for line in lines:
            if not line.strip():
                continue
            record = json.loads(line)
            body = (path / "html" / f"{record['id']}.html").read_bytes()
            documents.append(
                Document(
                    record["id"], record["url"], decode_html(body), record["text"],
                    record.get("split", "all"),
                )  # fmt: skip
            )
    return documents


# --- extractors -------------------------------------------------------------------


def ours(html: str, url: str) -> str:
    return extract_text(html, url)


def trafilatura_extract(html: str, url: str) -> str:
    import trafilatura

    return trafilatura.extract(html, url=url) or ""


def trafilatura_without_comments(html: str, url: str) -> str:
    import trafilatura

    return trafilatura.extract(html, url=url, include_comments=False) or ""


def readability_extract(html: str, url: str) -> str:
    from lxml import html as lxml_html
    from readability import Document as ReadabilityDocument

    summary = ReadabilityDocument(html, url=url).summary(html_partial=True)
    return lxml_html.fromstring(summary).text_content() if summary.strip() else ""


def all_visible_text(html: str, url: str) -> str:
    from lxml import etree

    root = etree.fromstring(html.encode("utf-8"), etree.HTMLParser(encoding="utf-8"))
    if root is None:
        return ""
    etree.strip_elements(root, "script", "style", "noscript", "template", "head", with_tail=False)
    return "\n".join(t.strip() for t in root.itertext() if t.strip())


EXTRACTORS: dict[str, Callable[[str, str], str]] = {
    "scrapy_simhash": ours,
    "trafilatura": trafilatura_extract,
    "trafilatura, comments off": trafilatura_without_comments,
    "readability-lxml": readability_extract,
    "all visible text (floor)": all_visible_text,
}


# --- scoring ----------------------------------------------------------------------


def token_scores(predicted: str, truth: str) -> tuple[float, float, float]:
    got, want = Counter(tokens(predicted)), Counter(tokens(truth))
    shared = sum((got & want).values())
    if not shared:
        return 0.0, 0.0, 0.0
    precision = shared / sum(got.values())
    recall = shared / sum(want.values())
    return precision, recall, 2 * precision * recall / (precision + recall)


def shingle_counts(predicted: str, truth: str, size: int = 4) -> tuple[float, float, float]:
    """Per-page tp/fp/fn on token shingles, normalised so each page sums to 1."""

    def shingles(text: str) -> Counter[tuple[str, ...]]:
        words = tokens(text)
        return Counter(tuple(words[i : i + size]) for i in range(max(1, len(words) - size + 1)))

    got, want = shingles(predicted), shingles(truth)
    tp = sum((got & want).values())
    fp = sum(got.values()) - tp
    fn = sum(want.values()) - tp
    total = tp + fp + fn
    return (tp / total, fp / total, fn / total) if total else (0.0, 0.0, 0.0)


@dataclass
class Result:
    precision: list[float] = field(default_factory=list)
    recall: list[float] = field(default_factory=list)
    f1: list[float] = field(default_factory=list)
    shingles: list[tuple[float, float, float]] = field(default_factory=list)
    ms: list[float] = field(default_factory=list)
    cpu_ms: list[float] = field(default_factory=list)
    failures: int = 0
    empty: int = 0
    outputs_empty: list[bool] = field(default_factory=list)

    def shingle_f1(self) -> float:
        tp = sum(s[0] for s in self.shingles)
        fp = sum(s[1] for s in self.shingles)
        fn = sum(s[2] for s in self.shingles)
        precision = tp / (tp + fp) if tp + fp else 0.0
        recall = tp / (tp + fn) if tp + fn else 0.0
        return 2 * precision * recall / (precision + recall) if precision + recall else 0.0


def run(documents: list[Document], names: list[str], repeat: int) -> dict[str, Result]:
    results = {name: Result() for name in names}
    for document in documents:
        # Extractors are interleaved per page so that load from other processes on
        # the machine hits all of them alike.
        for name in names:
            extractor, result = EXTRACTORS[name], results[name]
            timings, cpu_timings, output = [], [], ""
            for _ in range(repeat):
                started, cpu_started = time.perf_counter(), time.process_time()
                try:
                    output = extractor(document.html, document.url)
                except Exception:  # noqa: BLE001 - a crash scores 0, as the README says
                    output = ""
                    result.failures += 1
                timings.append((time.perf_counter() - started) * 1000)
                cpu_timings.append((time.process_time() - cpu_started) * 1000)
            result.outputs_empty.append(not output.strip())
            result.empty += not output.strip()
            result.ms.append(statistics.median(timings))
            result.cpu_ms.append(statistics.median(cpu_timings))
            precision, recall, f1 = token_scores(output, document.truth)
            result.precision.append(precision)
            result.recall.append(recall)
            result.f1.append(f1)
            result.shingles.append(shingle_counts(output, document.truth))
    return results


def load_average() -> str:
    try:
        return " / ".join(f"{value:.1f}" for value in os.getloadavg())
    except OSError:
        return "unknown"


def split_results(
    documents: list[Document], results: dict[str, Result]
) -> dict[str, dict[str, Result]]:
    """``results`` cut into the set's halves: {split: {extractor: Result}}."""
    splits = sorted({d.split for d in documents}, key=lambda s: (s != "tune", s))
    out: dict[str, dict[str, Result]] = {}
    for split in splits:
        keep = [i for i, d in enumerate(documents) if d.split == split]
        out[split] = {}
        for name, result in results.items():
            part = Result()
            for attribute in ("precision", "recall", "f1", "shingles", "ms", "cpu_ms"):
                values = getattr(result, attribute)
                getattr(part, attribute).extend(values[i] for i in keep)
            part.empty = sum(1 for i in keep if result.outputs_empty[i])
            out[split][name] = part
    return out


def table(by_split: dict[str, dict[str, Result]]) -> str:
    headers = ["extractor", "half", "pages", "token F1", "precision", "recall", "empty",
               "shingle F1", "median ms", "median CPU ms", "median ms vs ours"]  # fmt: skip
    rows = []
    for split, results in by_split.items():
        reference = results.get("scrapy_simhash")
        for name, result in results.items():
            median_ms = statistics.median(result.ms)
            ratio = f"{median_ms / statistics.median(reference.ms):.1f}x" if reference else "-"
            empty = f"{result.empty} ({100 * result.empty / len(result.f1):.1f}%)"
            rows.append([
                name, split, len(result.f1), statistics.fmean(result.f1),
                statistics.fmean(result.precision), statistics.fmean(result.recall), empty,
                result.shingle_f1(), median_ms, statistics.median(result.cpu_ms), ratio,
            ])  # fmt: skip
    return markdown_table(headers, rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--set", choices=[*SETS, "all"], default="all")
    parser.add_argument("--repeat", type=int, default=3, help="timed runs per page (median kept)")
    parser.add_argument("--only", choices=["ours", "all"], default="all")
    parser.add_argument("--split", choices=["tune", "check", "all"], default="all",
                        help="score only one half of the sets that mark halves")  # fmt: skip
    parser.add_argument("--no-write", action="store_true", help="do not update BENCHMARKS.md")
    parser.add_argument("--worst", type=int, default=0, help="list our N worst pages")
    args = parser.parse_args()
    names = ["scrapy_simhash"] if args.only == "ours" else list(EXTRACTORS)
    for set_name in SETS if args.set == "all" else [args.set]:
        documents = load_set(SETS[set_name])
        if args.split != "all":
            documents = [d for d in documents if d.split in (args.split, "all")]
        results = run(documents, names, args.repeat)
        body = table(split_results(documents, results))
        print(f"\n{TITLES[set_name]} ({len(documents)} pages)\n{body}", flush=True)
        if args.worst:
            ours_result = results["scrapy_simhash"]
            ranked = sorted(
                zip(ours_result.f1, ours_result.precision, ours_result.recall, documents,
                    strict=True),
                key=lambda r: r[0],
            )  # fmt: skip
            for f1, precision, recall, document in ranked[: args.worst]:
                print(
                    f"  {f1:.3f} P={precision:.3f} R={recall:.3f} {document.split} "
                    f"{document.id[:16]} {document.url}"
                )
        if not args.no_write and args.only == "all" and args.split == "all":
            note = (
                f"{len(documents)} pages. Token scores averaged over pages; empty = pages "
                "with no output (a crash counts as empty and scores 0); median ms is the "
                f"median over pages of the per-page median of {args.repeat} timed runs "
                "(extraction call only, HTML already decoded, wall clock); median CPU ms is "
                "the same for process CPU time, which shows how much of the wall time was "
                f"spent waiting for a core (load average at the start: {load_average()}).\n\n"
            )
            write_section(f"extraction-{set_name}", TITLES[set_name], command_line(), note + body)


if __name__ == "__main__":
    main()
