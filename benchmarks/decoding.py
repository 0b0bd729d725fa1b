"""Decoding of pages that do not declare their encoding (issue 19).

Pages are built from texts in many languages, encoded in a legacy charset (or UTF-16
without a byte-order mark) and served with no HTTP charset and no ``<meta>``. A page
counts as right when ``decode_html`` returns exactly what its charset decodes to (the
WHATWG superset: Shift_JIS as cp932, EUC-KR as cp949, GBK as GB18030, Big5 as
Big5-HKSCS). Two page shapes per text: short (a title and two paragraphs) and heavy
with ASCII markup (head, scripts, a 30-link menu, footer), where detectors fail.

Sources: ``benchmarks/data/decoding_texts.json`` (written for this benchmark),
``zh_articles`` (GBK, and Big5 for the traditional ones), ``zh_pages`` with their
declarations removed, CPython's ``test/cjkencodings`` samples when that directory is
found, and the pages of ``../shared/data/extraction`` that hold non-ASCII text, in
cp1252 (English pages with curly quotes and dashes; pages whose text already holds
mojibake are left out, their cp1252 bytes being valid UTF-8).

``--baseline REF`` decodes every page with ``scrapy_simhash/extract/_decode.py`` as of
the git revision REF as well, and times the two interleaved (alternating order,
thread CPU time per call).

    python benchmarks/decoding.py [--baseline main] [--rounds 3] [--no-write]
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks._report import command_line, markdown_table, write_section  # noqa: E402
from scrapy_simhash.extract._decode import decode_html  # noqa: E402

DATA = ROOT / "benchmarks" / "data"
SHARED = ROOT.parent / "shared" / "data" / "extraction"
DECLARATION = re.compile(r"<meta[^>]*charset[^>]*>|<\?xml[^>]*\?>", re.I)
# A cp1252 page whose text holds UTF-8 read as Latin-1 gives valid UTF-8 sequences.
UTF8_SEQUENCE = re.compile(rb"[\xc2-\xdf][\x80-\xbf]|[\xe0-\xef][\x80-\xbf]{2}")
WHATWG = {"shift_jis": "cp932", "euc_kr": "cp949", "gbk": "gb18030", "big5": "big5hkscs"}
LANGUAGES = {  # charset -> languages of decoding_texts.json written in it
    "cp1251": ["ru", "uk"],
    "koi8_r": ["ru"],
    "cp1250": ["pl", "cs"],
    "iso8859_2": ["pl", "cs"],
    "cp1253": ["el"],
    "cp1254": ["tr"],
    "cp1255": ["he"],
    "cp1256": ["ar"],
    "cp874": ["th"],
    "cp1252": ["de", "fr", "es"],
    "shift_jis": ["ja"],
    "euc_jp": ["ja"],
    "iso2022_jp": ["ja"],
    "euc_kr": ["ko"],
    "utf_16_le": ["ja", "ko", "ru", "de", "el"],
    "utf_16_be": ["ja", "ko", "ru", "de", "el"],
}
MENU = "".join(
    f'<li><a href="/section/{n}/index.html" class="nav-item nav-{n}">Section {n}</a></li>'
    for n in range(30)
)
HEAVY = (
    '<!DOCTYPE html><html><head><meta name="viewport" content="width=device-width">'
    '<link rel="stylesheet" href="/static/css/main.min.css?v=20261127">'
    "<style>body{margin:0;font-family:Helvetica,Arial,sans-serif}.nav a{padding:4px 8px}"
    ".article p{line-height:1.8}.ad-slot{min-height:250px}</style>"
    "<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}"
    'gtag(\'js\',new Date());var cfg={"section":"news","lazy":true};</script>'
    '<title>{title}</title></head><body><div class="header"><a href="/">Example Daily</a>'
    f'<ul class="nav">{MENU}</ul></div><div class="ad-slot" data-slot="top"></div>'
    '<div class="article"><h1>{title}</h1><div class="meta">2026-11-27 10:30</div>{body}</div>'
    '<div class="footer">Copyright 2026 Example Media Group. <a href="/privacy">Privacy</a>'
    '</div><script src="/static/js/vendor.bundle.js"></script></body></html>'
)


def short_page(title: str, paragraphs: list[str]) -> str:
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    return f"<html><head><title>{title}</title></head><body><h1>{title}</h1>{body}</body></html>"


def heavy_page(title: str, paragraphs: list[str]) -> str:
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    return HEAVY.replace("{title}", title).replace("{body}", body)


def text_pages(paragraphs: list[str]) -> Iterator[tuple[str, str]]:
    """A short page (2 paragraphs) and a heavy one (3) starting at each paragraph."""
    n = len(paragraphs)
    for i in range(n):
        title = re.split(r"[。.!?！？]", paragraphs[i])[0][:40]
        yield f"s{i}", short_page(title, [paragraphs[i], paragraphs[(i + 1) % n]])
        yield f"h{i}", heavy_page(title, [paragraphs[(i + k) % n] for k in range(3)])


def cpython_samples() -> Path | None:
    spec = importlib.util.find_spec("test")
    candidates = [
        Path(sys.base_prefix) / "lib" / f"python{sys.version_info.major}.{sys.version_info.minor}"
    ]
    if spec and spec.origin:
        candidates.insert(0, Path(spec.origin).parent.parent)
    for base in candidates:
        if (base / "test" / "cjkencodings").is_dir():
            return base / "test" / "cjkencodings"
    return None


def cjk_paragraphs(directory: Path, name: str) -> list[str]:
    lines = [ln.strip() for ln in (directory / f"{name}-utf8.txt").read_text("utf-8").splitlines()]
    lines = [ln for ln in lines if ln]
    return ["".join(lines[i : i + 3]) for i in range(0, len(lines), 3)]


def zh_article_pages(script: str) -> Iterator[tuple[str, str]]:
    for path in sorted((DATA / "zh_articles").glob("*.jsonl")):
        for line in path.read_text("utf-8").splitlines():
            record = json.loads(line)
            if record["script"] == script:
                yield record["id"] + "-s", short_page(record["title"], record["paragraphs"][:2])
                yield record["id"] + "-h", heavy_page(record["title"], record["paragraphs"])


def servable(html: str, charset: str) -> bool:
    """At most 1% of the non-ASCII characters fall outside ``charset``."""
    outside = [ch for ch in html if ord(ch) > 127]
    missing = sum(1 for ch in outside if not ch.encode(charset, "ignore"))
    return missing <= 0.01 * len(outside)


def build_pages() -> list[tuple[str, str, bytes, str]]:
    """(set, page id, body, charset) for every measured page."""
    texts = json.loads((DATA / "decoding_texts.json").read_text("utf-8"))
    wanted: list[tuple[str, str, str, str]] = []
    for charset, languages in LANGUAGES.items():
        for language in languages:
            for page_id, html in text_pages(texts[language]):
                wanted.append((charset, f"{language}-{page_id}", html, charset))
    samples = cpython_samples()
    if samples:
        for charset in ("shift_jis", "euc_jp", "iso2022_jp", "euc_kr"):
            for page_id, html in text_pages(cjk_paragraphs(samples, charset)):
                wanted.append((charset, f"cpython-{page_id}", html, charset))
        for charset, name in (("gbk", "gb2312"), ("big5", "big5")):
            for page_id, html in text_pages(cjk_paragraphs(samples, name)):
                wanted.append((f"{charset} (CPython samples)", page_id, html, charset))
    for page_id, html in zh_article_pages("simplified"):
        wanted.append(("gbk (zh_articles)", page_id, html, "gbk"))
    for page_id, html in zh_article_pages("traditional"):
        wanted.append(("big5 (zh_articles)", page_id, html, "big5"))
    for path in sorted((DATA / "zh_pages" / "html").glob("*.html")):
        html = DECLARATION.sub("", decode_html(path.read_bytes()))
        wanted.append(("gbk (zh_pages)", path.stem, html, "gbk"))
        wanted.append(("big5 (zh_pages)", path.stem, html, "big5"))
    pages = []
    for set_name, page_id, html, charset in wanted:
        if servable(html, WHATWG.get(charset, charset)):
            # Characters outside the charset become numeric references, as servers do.
            body = html.encode(WHATWG.get(charset, charset), "xmlcharrefreplace")
            pages.append((set_name, page_id, body, charset))
    if SHARED.is_dir():
        for set_dir in sorted(p for p in SHARED.iterdir() if (p / "html").is_dir()):
            for path in sorted((set_dir / "html").glob("*.html")):
                html = DECLARATION.sub("", path.read_text("utf-8"))
                body = html.encode("cp1252", "xmlcharrefreplace")
                if not body.isascii() and not UTF8_SEQUENCE.search(body):
                    pages.append(
                        ("cp1252 (extraction sets)", f"{set_dir.name}/{path.stem}", body, "cp1252")
                    )
    return pages


def load_baseline(ref: str) -> Callable[[bytes], str]:
    source = subprocess.run(
        ["git", "show", f"{ref}:scrapy_simhash/extract/_decode.py"],
        cwd=ROOT, check=True, capture_output=True, text=True,
    ).stdout  # fmt: skip
    directory = Path(tempfile.mkdtemp())
    (directory / "baseline_decode.py").write_text(source, encoding="utf-8")
    spec = importlib.util.spec_from_file_location(
        "baseline_decode", directory / "baseline_decode.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.decode_html  # type: ignore[no-any-return]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--baseline", help="git revision to compare with, e.g. main")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--no-write", action="store_true")
    args = parser.parse_args()

    pages = build_pages()
    decoders: dict[str, Callable[[bytes], str]] = {"this tree": decode_html}
    if args.baseline:
        decoders = {args.baseline: load_baseline(args.baseline), "this tree": decode_html}
    names = list(decoders)
    right = {name: {} for name in names}  # type: dict[str, dict[str, int]]
    cpu_ns = {name: {} for name in names}  # type: dict[str, dict[str, list[int]]]
    sets: dict[str, int] = {}
    for round_ in range(args.rounds):
        for index, (set_name, _, body, charset) in enumerate(pages):
            sets[set_name] = sets.get(set_name, 0) + (round_ == 0)
            expected = body.decode(WHATWG.get(charset, charset), "replace")
            order = names if (index + round_) % 2 == 0 else names[::-1]
            for name in order:
                start = time.thread_time_ns()
                text = decoders[name](body)
                cpu_ns[name].setdefault(set_name, []).append(time.thread_time_ns() - start)
                if round_ == 0:
                    right[name][set_name] = right[name].get(set_name, 0) + (text == expected)

    headers = ["set (undeclared)", "pages"]
    headers += [f"right, {name}" for name in names] + [f"median ms, {name}" for name in names]
    rows: list[list[object]] = []
    for set_name, count in sets.items():
        row: list[object] = [set_name, count]
        row += [right[name][set_name] for name in names]
        row += [f"{statistics.median(cpu_ns[name][set_name]) / 1e6:.3f}" for name in names]
        rows.append(row)
    total: list[object] = ["all", sum(sets.values())]
    total += [sum(right[name].values()) for name in names]
    total += [
        f"{statistics.median([t for ts in cpu_ns[name].values() for t in ts]) / 1e6:.3f}"
        for name in names
    ]
    rows.append(total)
    table = markdown_table(headers, rows)
    cpu = {name: sum(sum(ts) for ts in cpu_ns[name].values()) / 1e9 for name in names}
    summary = "Thread CPU of `decode_html` over all pages and rounds: " + ", ".join(
        f"{name} {seconds:.2f} s" for name, seconds in cpu.items()
    )
    if args.baseline:
        summary += f" (ratio {cpu['this tree'] / cpu[args.baseline]:.2f})"
    body = table + "\n\n" + summary + ".\n"
    print(body)
    if not args.no_write:
        write_section(
            "decoding", "Decoding pages that do not declare their encoding (issue 19)",
            command_line(), body,
        )  # fmt: skip


if __name__ == "__main__":
    main()
