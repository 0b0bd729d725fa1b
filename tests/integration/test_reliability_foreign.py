"""An SQLite file that belongs to another application is never changed: not a byte, not
its journal mode. The crawl stops at start and says why; an empty file or the index's
own is used as before."""

from __future__ import annotations

import hashlib
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from scrapy_simhash.index import ForeignDatabaseError, SimHashIndex
from tests.conftest import HARNESS
from tests.integration.test_reliability_security import small_site
from tests.reliability_fixtures import sqlite_settings


def application_database(path: Path) -> str:
    """An application's SQLite file in the default (rollback journal) mode; its digest."""
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT)")
    conn.executemany("INSERT INTO users (name) VALUES (?)", [(f"user {n}",) for n in range(500)])
    conn.commit()
    conn.close()
    return digest(path)


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def journal_mode(path: Path) -> str:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return str(conn.execute("PRAGMA journal_mode").fetchone()[0])
    finally:
        conn.close()


def test_the_index_refuses_a_foreign_file_and_leaves_it_byte_identical(tmp_path):
    app = tmp_path / "app.sqlite3"
    before = application_database(app)
    with pytest.raises(ForeignDatabaseError, match="users"):
        SimHashIndex(f"sqlite:///{app}")
    assert digest(app) == before and journal_mode(app) == "delete"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["app.sqlite3"]  # no -wal, -shm


def test_an_empty_file_and_the_index_own_file_are_used(tmp_path):
    empty = tmp_path / "empty.sqlite3"
    empty.touch()
    with SimHashIndex(f"sqlite:///{empty}") as index:
        assert index.check_and_add(1, "a") is None
    with SimHashIndex(f"sqlite:///{empty}") as index:
        assert index.count() == 1
    assert journal_mode(empty) == "wal"


@pytest.mark.slow
def test_a_crawl_pointed_at_a_foreign_file_stops_at_start(serve, tmp_path):
    import json

    app = tmp_path / "app.sqlite3"
    before = application_database(app)
    site = serve(small_site())
    out = tmp_path / "crawl"
    out.mkdir()
    (out / "settings.json").write_text(json.dumps(sqlite_settings(app)))
    (out / "spider_settings.json").write_text("{}")
    done = subprocess.run(
        [sys.executable, str(HARNESS), str(out / "settings.json"),
         str(out / "spider_settings.json"), str(out), site.url + "/", ""],
        cwd=tmp_path, capture_output=True, text=True, timeout=120, check=False)
    log = (out / "crawl.log").read_text()
    # One ERROR line says why (a start refused is not followed by its traceback).
    errors = [line for line in log.splitlines()
              if " ERROR: " in line and "belongs to something else (it holds users)" in line]
    assert len(errors) == 1, log[-3000:] + done.stderr[-2000:]
    stats = json.loads((out / "stats.json").read_text()) if (out / "stats.json").exists() else {}
    assert stats.get("response_received_count", 0) == 0, stats
    assert digest(app) == before and journal_mode(app) == "delete"
