"""Peak memory of a crawl fetching a gzip bomb: one page of ~1.3 MB that inflates to
1 GB of HTML (under Scrapy's default DOWNLOAD_MAXSIZE of 1 GiB, so it is downloaded).

Scrapy inflates the body in the crawl process whatever the plugin does; what the plugin
controls is what it hands to the extraction worker. Two variants, alternating: the
body cut to the 16,000,000 bytes extraction reads (what the middleware does), and the
whole body (the middleware's cut lifted, as before it existed). Peak RSS per process is
the kernel's high-water mark (VmHWM), read from /proc while the processes run (Linux).

    python benchmarks/gzip_bomb.py [--repeats 1] [--no-write]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import threading
import time
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks._report import command_line, markdown_table, write_section  # noqa: E402

INFLATED_BYTES = 1_000_000_000

CRAWL = r"""
import json, sys
import scrapy
from scrapy.crawler import CrawlerProcess
import scrapy_simhash.middleware as middleware
if sys.argv[3] == "whole":
    middleware.MAX_BODY_BYTES = 1 << 62  # hand the worker the whole body
class Bomb(scrapy.Spider):
    name = "bomb"
    start_urls = [sys.argv[1]]
    def parse(self, response):
        yield {"url": response.url, "length": len(response.body),
               "fingerprint": response.meta.get("simhash")}
process = CrawlerProcess({"ADDONS": {"scrapy_simhash.Addon": 300}, "LOG_LEVEL": "WARNING",
                          "SIMHASH_DATABASE_URL": f"sqlite:///{sys.argv[2]}",
                          "SIMHASH_WORKERS": 1, "TELNETCONSOLE_ENABLED": False,
                          "FEEDS": {sys.argv[2] + ".jsonl": {"format": "jsonlines"}}})
process.crawl(Bomb)
process.start()
"""


def gzip_bomb() -> bytes:
    article = ("<p>" + "The river ferry service will run every twenty minutes from Monday, "
               "the city council said. " * 30 + "</p>").encode()
    filler = b"<p>lorem ipsum dolor sit amet, consectetur adipiscing elit</p>\n" * 16384
    compressor = zlib.compressobj(9, zlib.DEFLATED, 31)  # gzip container
    parts = [compressor.compress(b"<html><body><article>" + article + b"</article><div>")]
    written = 0
    while written < INFLATED_BYTES:
        chunk = filler[: INFLATED_BYTES - written]
        parts.append(compressor.compress(chunk))
        written += len(chunk)
    parts.append(compressor.flush())
    return b"".join(parts)


def serve(body: bytes) -> ThreadingHTTPServer:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args: object) -> None:
            pass

        def do_GET(self) -> None:  # noqa: N802
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def high_water_mark(pid: int) -> int | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) * 1024
    except OSError:
        return None
    return None


def descendants(pid: int) -> list[int]:
    found = []
    try:
        for task in Path(f"/proc/{pid}/task").iterdir():
            children = (task / "children").read_text().split()
            for child in map(int, children):
                found += [child, *descendants(child)]
    except OSError:
        pass
    return found


def role(pid: int) -> str:
    try:
        command = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return "?"
    if "worker_main" in command:
        return "worker"
    if "index_main" in command:
        return "index"
    return "other"


def run(url: str, variant: str) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as tmp:
        database = Path(tmp) / "index.sqlite3"
        crawl = subprocess.Popen([sys.executable, "-c", CRAWL, url, str(database), variant],
                                 cwd=tmp)
        peaks: dict[str, int] = {}
        while crawl.poll() is None:
            for pid, name in [(crawl.pid, "crawl")] + [(p, role(p)) for p in
                                                     descendants(crawl.pid)]:
                mark = high_water_mark(pid)
                if mark is not None:
                    peaks[name] = max(peaks.get(name, 0), mark)
            time.sleep(0.02)
        assert crawl.returncode == 0, crawl.returncode
        items = [json.loads(line) for line in
                 Path(str(database) + ".jsonl").read_text().splitlines()]
    assert len(items) == 1, items
    return {"crawl": peaks.get("crawl", 0) / 2**20, "worker": peaks.get("worker", 0) / 2**20,
            "index": peaks.get("index", 0) / 2**20,
            "body": items[0]["length"] / 1e6, "fingerprinted": items[0]["fingerprint"] is not None}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=1)
    parser.add_argument("--no-write", action="store_true", help="do not update BENCHMARKS.md")
    args = parser.parse_args()
    body = gzip_bomb()
    server = serve(body)
    url = f"http://127.0.0.1:{server.server_address[1]}/bomb.html"
    rows = []
    for repeat in range(args.repeats):
        for variant in ("cut", "whole"):
            result = run(url, variant)
            print(variant, repeat, result, flush=True)
            rows.append([
                "16,000,000 bytes (the middleware's cut)" if variant == "cut"
                else "whole body (no cut)",
                f"{result['body']:,.0f} MB", "yes" if result["fingerprinted"] else "no",
                f"{result['crawl']:,.0f}", f"{result['worker']:,.0f}",
                f"{result['index']:,.0f}"])
    server.shutdown()
    table = markdown_table(
        ["body handed to the worker", "body in the crawl", "fingerprinted",
         "crawl process peak RSS (MiB)", "worker peak RSS (MiB)", "index process peak RSS (MiB)"],
        rows)
    text = (f"One page, {len(body):,} bytes gzip-compressed, {INFLATED_BYTES:,} bytes inflated "
            f"(Scrapy inflates it in the crawl process: its peak is Scrapy's own). Peak RSS "
            f"is each process's VmHWM. Variants alternate, one crawl each.\n\n{table}\n")
    print(text)
    if not args.no_write:
        write_section("gzip-bomb", "Memory: a 1 GB gzip bomb (issue 23)", command_line(), text)


if __name__ == "__main__":
    main()
