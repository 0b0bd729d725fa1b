"""``scrapy simhash lookup`` fetches within bounds: a total deadline (a server trickling
bytes forever is given up on) and the crawl's ``DOWNLOAD_MAXSIZE``. The downloader
middleware hands the worker only the bytes extraction reads."""

from __future__ import annotations

import argparse
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from scrapy.settings import Settings

from scrapy_simhash.commands._run import resolve_target
from scrapy_simhash.extract import MAX_HTML_CHARS, extract_text
from scrapy_simhash.middleware import MAX_BODY_BYTES, extraction_input
from scrapy_simhash.tools import ToolError
from scrapy_simhash.tools.pages import fetch

STREAM_FOR = 15.0  # seconds a stream lasts at most, so that an unbounded fetch ends too


class Streams(BaseHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass

    def do_GET(self) -> None:  # noqa: N802 - the http.server interface
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        if self.path == "/declared-huge":
            self.send_header("Content-Length", str(10**12))
        self.end_headers()
        chunk, pause = {"/slow": (b"<p>drip</p>", 0.05), "/fast": (b"x" * 65536, 0.0),
                        "/declared-huge": (b"x" * 65536, 0.0)}[self.path]
        ends = time.monotonic() + STREAM_FOR
        try:
            while time.monotonic() < ends:
                self.wfile.write(chunk)
                if pause:
                    self.wfile.flush()
                    time.sleep(pause)
        except OSError:  # the client gave up: what the test wants
            pass


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Streams)
    httpd.daemon_threads = True
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()


def test_the_timeout_covers_the_whole_body_not_each_read(server):
    with pytest.raises(ToolError, match=r"did not arrive within 1 s"):
        fetch(server + "/slow", timeout=1.0, user_agent="test")


def test_a_body_over_the_limit_is_refused_while_it_streams(server):
    with pytest.raises(ToolError, match="larger than 1,000,000 bytes"):
        fetch(server + "/fast", timeout=60, user_agent="test", max_bytes=1_000_000)


def test_a_declared_length_over_the_limit_is_refused_before_reading(server):
    with pytest.raises(ToolError, match="DOWNLOAD_MAXSIZE"):
        fetch(server + "/declared-huge", timeout=60, user_agent="test", max_bytes=1_000_000)


def test_lookup_takes_the_crawl_download_maxsize():
    opts = argparse.Namespace(database="sqlite:///unused.sqlite3", namespace=None, spider=None,
                              max_distance=None)
    assert resolve_target(Settings({"DOWNLOAD_MAXSIZE": 12345}), opts).max_bytes == 12345
    assert resolve_target(Settings(), opts).max_bytes == 1024 * 1024 * 1024


def test_the_worker_gets_only_what_extraction_reads():
    assert MAX_BODY_BYTES == MAX_HTML_CHARS * 4  # the cut extract_text makes itself
    article = "<p>" + "A river ferry will run every twenty minutes from Monday. " * 40 + "</p>"
    body = f"<html><body><article>{article}</article>".encode() + b" " * (MAX_BODY_BYTES + 5)
    cut = extraction_input(body)
    assert len(cut) == MAX_BODY_BYTES and body.startswith(cut)
    assert extract_text(cut) == extract_text(body) != ""
    small = b"<p>short page</p>"
    assert extraction_input(small) is small
