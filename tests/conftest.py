"""Shared fixtures: real SQLite files under tmp_path and a real PostgreSQL server.

PostgreSQL tests need ``SIMHASH_TEST_POSTGRES_URL`` (``.ci/run`` starts a throwaway
server and sets it). Without it they are skipped locally, but fail under CI so that
a broken server setup can never pass silently.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

POSTGRES_ENV = "SIMHASH_TEST_POSTGRES_URL"


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'simhash.sqlite3'}"


@pytest.fixture(scope="session")
def postgres_server_url() -> str:
    url = os.environ.get(POSTGRES_ENV)
    if not url:
        if os.environ.get("CI"):
            pytest.fail(f"{POSTGRES_ENV} is not set under CI: PostgreSQL tests must run")
        pytest.skip(f"{POSTGRES_ENV} not set; run `bash .ci/run` for the full suite")
    return url


@pytest.fixture
def postgres_url(postgres_server_url: str) -> Iterator[str]:
    """A fresh, empty database on the test server, dropped after the test."""
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    name = f"simhash_test_{uuid.uuid4().hex[:12]}"
    admin = create_engine(postgres_server_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        yield make_url(postgres_server_url).set(database=name).render_as_string(
            hide_password=False
        )
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def db_url(request: pytest.FixtureRequest) -> str:
    """Run a test once against a SQLite file and once against PostgreSQL."""
    if request.param == "sqlite":
        return request.getfixturevalue("sqlite_url")
    return request.getfixturevalue("postgres_url")


# -- real crawls against a local HTTP server --------------------------------------------

HARNESS = Path(__file__).resolve().parent / "crawl_harness.py"


class StaticSite:
    """Serve ``{path: (body, content_type)}`` on 127.0.0.1 from a daemon thread."""

    def __init__(self, pages: dict[str, tuple[bytes, str]]) -> None:
        import threading
        from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

        site_pages = pages

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                page = site_pages.get(self.path.split("?")[0])
                if page is None:
                    self.send_error(404)
                    return
                body, content_type = page
                self.send_response(200)
                self.send_header("Content-Type", content_type)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, format: str, *args: object) -> None:
                pass

        class Server(ThreadingHTTPServer):
            # A crawl opens up to CONCURRENT_REQUESTS connections at once; the default
            # listen backlog of 5 drops some of them when the machine is busy.
            request_queue_size = 128

        self.pages = pages
        self.server = Server(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    @property
    def url(self) -> str:
        host, port = self.server.server_address[:2]
        return f"http://{host}:{port}"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def serve() -> Iterator[Any]:
    sites: list[StaticSite] = []

    def start(pages: dict[str, tuple[bytes, str]]) -> StaticSite:
        site = StaticSite(pages)
        sites.append(site)
        return site

    yield start
    for site in sites:
        site.close()


class CrawlResult:
    def __init__(self, out: Path) -> None:
        import json

        items_path = out / "items.jsonl"
        self.items = (
            [json.loads(line) for line in items_path.read_text().splitlines() if line.strip()]
            if items_path.exists() else []
        )
        self.stats: dict[str, Any] = json.loads((out / "stats.json").read_text())
        self.log = (out / "crawl.log").read_text(errors="replace")

    def stat(self, key: str, default: Any = 0) -> Any:
        return self.stats.get(key, default)


@pytest.fixture
def run_crawl(tmp_path: Path) -> Any:
    """Run a real crawl in a subprocess; returns a CrawlResult."""
    import json
    import subprocess
    import sys

    counter = iter(range(1000))

    def crawl(start_url: str, settings: dict[str, Any], *, spider_settings: dict[str, Any] | None = None,
              text_field: str = "", cwd: Path | None = None, timeout: float = 120) -> CrawlResult:
        out = tmp_path / f"crawl{next(counter)}"
        out.mkdir()
        settings_path = out / "settings.json"
        settings_path.write_text(json.dumps(settings))
        spider_path = out / "spider_settings.json"
        spider_path.write_text(json.dumps(spider_settings or {}))
        completed = subprocess.run(
            [sys.executable, str(HARNESS), str(settings_path), str(spider_path), str(out),
             start_url, text_field],
            check=False, cwd=cwd or tmp_path, capture_output=True, text=True, timeout=timeout,
        )
        assert completed.returncode == 0, completed.stderr[-4000:]
        return CrawlResult(out)

    return crawl
