"""Rate of ``scrapy simhash import`` (``scrapy_simhash.tools.import_jsonl``): lines per second.

Builds a JSON-lines corpus of N distinct articles from the project's article corpora
(each line a different edit of one article: one paragraph left out, a line added) as
``text`` lines and, separately, as ``html`` lines (the article in a page template with
navigation and footer, so extraction runs). Each configuration imports the whole file
into a fresh database; the figure is the median of the repeats, and configurations
alternate within each repeat so that machine load hits them alike.

    python benchmarks/import_rate.py [--lines 100000] [--html-lines 50000] [--repeats 3]
                                     [--postgres URL]
"""

from __future__ import annotations

import argparse
import html
import json
import statistics
import sys
import tempfile
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks._report import command_line, markdown_table, write_section
from benchmarks.corpus import load_en_articles, load_zh_articles

PAGE = ("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>{title}</title></head><body>"
        "<header><nav><a href=\"/\">Home</a> | <a href=\"/news\">News</a> | "
        "<a href=\"/sport\">Sport</a></nav></header><main><article><h1>{title}</h1>{body}"
        "</article><aside><h3>Most read</h3><ul><li><a href=\"/a/1\">Other story</a></li>"
        "<li><a href=\"/a/2\">Another story</a></li></ul></aside></main>"
        "<footer>Copyright 2026 Example News. All rights reserved.</footer></body></html>")


def build_corpus(path: Path, lines: int, as_html: bool) -> None:
    articles = load_zh_articles() + load_en_articles()
    with path.open("w", encoding="utf-8") as handle:
        for i in range(lines):
            article = articles[i % len(articles)]
            paragraphs = list(article.paragraphs)
            if len(paragraphs) > 2:
                del paragraphs[(i // len(articles)) % len(paragraphs)]
            paragraphs.append(f"Archive copy {i}, edition {i // len(articles)}.")
            record: dict[str, str] = {"url": f"https://archive.example/{article.id}/{i}"}
            if as_html:
                body = "".join(f"<p>{html.escape(p)}</p>" for p in paragraphs)
                record["html"] = PAGE.format(title=html.escape(article.title), body=body)
            else:
                record["text"] = "\n".join(paragraphs)
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")


def fresh_postgres(server_url: str) -> tuple[str, str]:
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    name = f"simhash_bench_{uuid.uuid4().hex[:10]}"
    admin = create_engine(server_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    admin.dispose()
    return make_url(server_url).set(database=name).render_as_string(hide_password=False), name


def drop_postgres(server_url: str, name: str) -> None:
    from sqlalchemy import create_engine, text

    admin = create_engine(server_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    admin.dispose()


def run_once(corpus: Path, database: str, workers: int, batch: int, work: Path) -> tuple[float, int]:
    from scrapy_simhash.tools import import_jsonl

    summary = import_jsonl(corpus, database, namespace="bench", workers=workers,
                           batch_size=batch, resume=False,
                           checkpoint=work / f"checkpoint-{uuid.uuid4().hex}.json")
    assert summary.bad_lines == 0 and summary.added + summary.no_text == summary.lines, summary
    return summary.rate, summary.added + summary.no_text


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--lines", type=int, default=100_000)
    parser.add_argument("--html-lines", type=int, default=50_000)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--batch-size", type=int, default=1000)
    parser.add_argument("--postgres", metavar="URL", help="also import into this PostgreSQL server")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="simhash-import-") as tmp:
        work = Path(tmp)
        text_corpus, html_corpus = work / "text.jsonl", work / "html.jsonl"
        build_corpus(text_corpus, args.lines, as_html=False)
        if args.html_lines:
            build_corpus(html_corpus, args.html_lines, as_html=True)
        configs: list[tuple[str, Path, str, int]] = [
            ("text", text_corpus, "sqlite", 0),
            ("text", text_corpus, "sqlite", 2),
        ]
        if args.postgres:
            configs.append(("text", text_corpus, "postgresql", 0))
        if args.html_lines:
            configs += [("html", html_corpus, "sqlite", 0), ("html", html_corpus, "sqlite", 2)]
        rates: dict[tuple[str, str, int], list[float]] = {(k, d, w): [] for k, _, d, w in configs}
        sizes = {text_corpus: args.lines, html_corpus: args.html_lines}
        for repeat in range(args.repeats):
            for kind, corpus, backend, workers in configs:
                if backend == "sqlite":
                    database, cleanup = f"sqlite:///{work / f'{uuid.uuid4().hex}.sqlite3'}", None
                else:
                    database, name = fresh_postgres(args.postgres)
                    cleanup = name
                try:
                    rate, added = run_once(corpus, database, workers, args.batch_size, work)
                finally:
                    if cleanup:
                        drop_postgres(args.postgres, cleanup)
                assert added == sizes[corpus]
                rates[(kind, backend, workers)].append(rate)
                print(f"repeat {repeat + 1}: {kind:4} {backend:10} workers={workers}: "
                      f"{rate:,.0f} lines/s", flush=True)

    baseline = statistics.median(rates[("text", "sqlite", 0)])
    rows = []
    for (kind, backend, workers), values in rates.items():
        median = statistics.median(values)
        lines = args.lines if kind == "text" else args.html_lines
        rows.append([f"{kind} lines", backend, workers, f"{lines:,}", f"{median:,.0f}",
                     f"{lines / median:,.1f}", f"{median / baseline:.2f}x",
                     ", ".join(f"{v:,.0f}" for v in values)])
    table = markdown_table(
        ["corpus", "database", "workers", "lines", "lines/s (median)", "seconds",
         "vs text/sqlite/0", "runs (lines/s)"], rows)
    print(table)
    body = (
        f"`scrapy simhash import` through `import_jsonl`, batches of {args.batch_size} lines "
        f"(one `add_many` transaction each), a fresh database per run, median of "
        f"{args.repeats} runs; configurations alternate within each repeat. Lines are distinct "
        f"edits of the project's {len(load_zh_articles())} Chinese and "
        f"{len(load_en_articles())} English articles (about 1-3 kB of text each); `html` lines "
        f"wrap the same text in a page template, so main-content extraction runs too. "
        f"`workers` = fingerprinting processes (0: in the importing process); the machine has "
        f"2 cores, shared with other work during the run.\n\n{table}\n"
    )
    write_section("import_rate", "Import rate (`scrapy simhash import`)", command_line(), body)


if __name__ == "__main__":
    main()
