"""Load the plain-text article corpora the benchmarks share.

* Chinese: ``benchmarks/data/zh_articles/*.jsonl``, articles written for this project
  (see ``benchmarks/data/README.md``).
* English: the ground-truth texts of the shared article-extraction benchmark
  (``../shared/data/extraction/article-extraction-benchmark/ground_truth.jsonl``; only the
  Latin-script ones unless asked) plus ``benchmarks/data/en_articles.jsonl`` when present.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ZH_DIR = ROOT / "benchmarks" / "data" / "zh_articles"
EN_EXTRA = ROOT / "benchmarks" / "data" / "en_articles.jsonl"
SHARED_GROUND_TRUTH = (
    ROOT.parent
    / "shared"
    / "data"
    / "extraction"
    / "article-extraction-benchmark"
    / "ground_truth.jsonl"
)

_PARAGRAPH_BREAK = re.compile(r"\n\s*\n|\n")
_NON_LATIN_LETTER = re.compile(r"[\u0400-\u04ff\u3040-\u30ff\uac00-\ud7af\u4e00-\u9fff]")


@dataclass(frozen=True)
class Article:
    id: str
    language: str  # "zh" or "en"
    title: str
    paragraphs: tuple[str, ...]
    source: str  # file the article came from

    @property
    def text(self) -> str:
        return "\n\n".join(self.paragraphs)


def load_zh_articles() -> list[Article]:
    """All Chinese articles, in file order (``part1.jsonl`` first)."""
    articles = []
    for path in sorted(ZH_DIR.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                articles.append(
                    Article(
                        row["id"], "zh", row.get("title", ""), tuple(row["paragraphs"]), path.name
                    )
                )
    return articles


def load_en_articles(include_non_latin: bool = False) -> list[Article]:
    """The shared benchmark's ground-truth texts (Latin script only by default) + en_articles.jsonl."""
    articles = []
    for line in SHARED_GROUND_TRUTH.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        text = row["text"]
        if not include_non_latin and len(_NON_LATIN_LETTER.findall(text)) > 0.05 * len(text):
            continue
        paragraphs = tuple(p.strip() for p in _PARAGRAPH_BREAK.split(text) if p.strip())
        articles.append(Article(row["id"], "en", "", paragraphs, SHARED_GROUND_TRUTH.name))
    if EN_EXTRA.exists():
        for line in EN_EXTRA.read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                paragraphs = row.get("paragraphs") or [
                    p.strip() for p in _PARAGRAPH_BREAK.split(row["text"]) if p.strip()
                ]
                articles.append(
                    Article(row["id"], "en", row.get("title", ""), tuple(paragraphs), EN_EXTRA.name)
                )
    return articles
