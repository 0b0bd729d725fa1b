"""Source pages of the extraction sets: loading, visible text, and the element holding
the article, found from the ground-truth text alone (never with the extractor under test)."""

from __future__ import annotations

import functools
import json
import re
import urllib.parse
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import lxml.html
from lxml.html import HtmlElement

ROOT = Path(__file__).resolve().parent.parent
SHARED_SET = ROOT.parent / "shared" / "data" / "extraction" / "article-extraction-benchmark"
CHINESE_SET = ROOT / "benchmarks" / "data" / "zh_pages"

# Same token rule as the extraction benchmark's scoring: letter/digit runs, or one CJK char.
_TOKEN = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]|[^\W_]+")
_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_LATIN = re.compile(r"[A-Za-z\u00c0-\u024f]")
INVISIBLE_TAGS = frozenset({"script", "style", "noscript", "template", "head", "title"})
# The content element must hold this share of the ground-truth tokens.
MIN_COVERAGE = 0.85


@dataclass(frozen=True)
class SourcePage:
    page_id: str
    url: str
    html: str
    text: str
    language: str  # "en" (Latin script), "other" (Cyrillic/Korean/Japanese), "zh"
    article_key: str  # source pages sharing it show one article (the Chinese set has some)
    site: str


def tokens(text: str) -> list[str]:
    return _TOKEN.findall(text.lower())


def language_of(text: str) -> str:
    cjk, latin = len(_CJK.findall(text)), len(_LATIN.findall(text))
    if cjk > latin and not re.search(r"[\u3040-\u30ff\uac00-\ud7af]", text):
        return "zh"
    return "en" if latin >= 0.5 * len(re.findall(r"[^\W\d_]", text)) else "other"


def read_html(path: Path) -> str:
    """Decode a stored page: UTF-8, else its declared charset (GBK and Big5 pages exist)."""
    raw = path.read_bytes()
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        pass
    declared = re.search(rb"charset=[\"']?([\w-]+)", raw[:4096], re.IGNORECASE)
    charset = declared.group(1).decode("ascii").lower() if declared else "gb18030"
    if charset in ("gb2312", "gbk"):
        charset = "gb18030"  # the superset: pages labelled GB2312 often use GBK characters
    return raw.decode(charset, errors="replace")


def load_sources(directory: Path, language: str | None = None) -> list[SourcePage]:
    """Pages of an extraction set (``html/<id>.html`` + ``ground_truth.jsonl``).

    The Chinese set names pages ``<article>-<template>`` (one article may appear in two
    templates) on a single placeholder host, so there the template is the site.
    """
    pages = []
    gt_path = directory / "ground_truth.jsonl"
    if not gt_path.exists():
        return []
    for line in gt_path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        record = json.loads(line)
        page_id, url = str(record["id"]), record["url"]
        named = re.fullmatch(r"(zh-p\d+-\d+)-(\w+)", page_id)
        pages.append(
            SourcePage(
                page_id=page_id,
                url=url,
                html=read_html(directory / "html" / f"{page_id}.html"),
                text=record["text"],
                language=language or language_of(record["text"]),
                article_key=named.group(1) if named else page_id,
                site=named.group(2) if named else urllib.parse.urlsplit(url).hostname or url,
            )
        )
    return sorted(pages, key=lambda p: p.page_id)


def parse(html: str) -> HtmlElement:
    return lxml.html.document_fromstring(html)


def body_of(root: HtmlElement) -> HtmlElement:
    body = root.find("body")
    return body if body is not None else root


def _visible_token_ranges(
    body: HtmlElement,
) -> tuple[list[str], list[tuple[HtmlElement, int, int]]]:
    """Visible tokens in document order, and the token range each element spans."""
    sequence: list[str] = []
    ranges: list[tuple[HtmlElement, int, int]] = []

    def visit(element: HtmlElement) -> None:
        start = len(sequence)
        if not isinstance(element.tag, str) or element.tag.lower() in INVISIBLE_TAGS:
            return
        if _hidden(element):
            # e.g. a schema.org block repeating the article in display:none: a donor
            # whose "content element" is invisible would hide the transplanted article.
            return
        if element.text:
            sequence.extend(tokens(element.text))
        for child in element:
            visit(child)
            if child.tail:
                sequence.extend(tokens(child.tail))
        ranges.append((element, start, len(sequence)))

    visit(body)
    return sequence, ranges


_HIDDEN_STYLE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.IGNORECASE)


def _hidden(element: HtmlElement) -> bool:
    style = element.get("style")
    return element.get("hidden") is not None or bool(style and _HIDDEN_STYLE.search(style))


def locate_content(root: HtmlElement, ground_truth: str) -> HtmlElement | None:
    """The smallest element whose text holds MIN_COVERAGE of the ground-truth tokens."""
    truth = Counter(tokens(ground_truth))
    needed = MIN_COVERAGE * sum(truth.values())
    if not truth:
        return None
    sequence, ranges = _visible_token_ranges(body_of(root))
    # Prefix sums of "token occurs in the truth" bound the bag intersection from above,
    # so the exact (slower) multiset check only runs on plausible candidates.
    prefix = [0]
    for token in sequence:
        prefix.append(prefix[-1] + (token in truth))
    candidates = sorted(
        (end - start, index)
        for index, (_, start, end) in enumerate(ranges)
        if prefix[end] - prefix[start] >= needed
    )
    for _, index in candidates:
        element, start, end = ranges[index]
        if sum((Counter(sequence[start:end]) & truth).values()) >= needed:
            return element
    return None


@functools.lru_cache(maxsize=4096)
def _content_path(html: str, ground_truth: str) -> str | None:
    root = parse(html)
    content = locate_content(root, ground_truth)
    return None if content is None else root.getroottree().getpath(content)


def parse_with_content(page: SourcePage) -> tuple[HtmlElement, HtmlElement | None]:
    """A fresh parse of ``page`` and its content element (located once per page)."""
    root = parse(page.html)
    path = _content_path(page.html, page.text)
    found = root.getroottree().xpath(path) if path else []
    return root, (found[0] if found else None)


def visible_text(element: HtmlElement) -> str:
    """Text a reader sees inside ``element``: no scripts, styles or head."""
    parts: list[str] = []

    def visit(node: HtmlElement) -> None:
        if not isinstance(node.tag, str) or node.tag.lower() in INVISIBLE_TAGS:
            return
        if node.text:
            parts.append(node.text)
        for child in node:
            visit(child)
            if child.tail:
                parts.append(child.tail)
        if node.tag.lower() in _BLOCKS:
            parts.append("\n")

    visit(element)
    return re.sub(r"[ \t\r\f\v]+", " ", "".join(parts))


_BLOCKS = frozenset(
    [
        "p",
        "div",
        "li",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "td",
        "tr",
        "br",
        "section",
        "article",
        "header",
        "footer",
        "aside",
        "nav",
        "ul",
        "ol",
        "blockquote",
        "figure",
        "figcaption",
        "pre",
        "table",
        "main",
        "dd",
        "dt",
    ]
)


SHINGLE = 8


def shingles(text: str, size: int = SHINGLE) -> set[tuple[str, ...]]:
    words = tokens(text)
    return {tuple(words[i : i + size]) for i in range(len(words) - size + 1)}
