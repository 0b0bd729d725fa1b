"""SQLite faults during a real crawl: locked by another writer, read-only, disk full, corrupt.

Each crawl starts while the fault is present, with three articles already stored. The
fault is cleared (where it can be) while a known page is fetched; reposts of the stored
articles come after it. So each test shows: the crawl survives, the items met during
the fault are kept and counted, one clear WARNING names the cause, and once the
database works again the stored fingerprints are all there and catch the reposts.
"""

from __future__ import annotations

import errno
import sqlite3
from pathlib import Path

import pytest

from scrapy_simhash.index import SimHashIndex
from scrapy_simhash.runtime.workers import extract_and_fingerprint
from tests.reliability_fixtures import (
    PagesWithHooks,
    chain_site,
    index_is_consistent,
    log_lines,
    records_with_traceback,
    remount,
    sqlite_settings,
    tiny_tmpfs,
    wait_for_log,
)
from tests.sites import corpus_articles, index_page, template_a, template_b

__all__ = ["tiny_tmpfs"]  # a fixture: imported so that pytest finds it

pytestmark = pytest.mark.slow

SEEDED, DURING, REPOSTS, AFTER = 3, 3, 3, 1
NAMESPACE = "site"  # the harness spider's name


def seed(db: Path) -> None:
    """Store articles 0-2 as a previous crawl would have."""
    with SimHashIndex(f"sqlite:///{db}", namespace=NAMESPACE) as index:
        for n, article in enumerate(corpus_articles()[:SEEDED]):
            html = template_a(article["title"], article["paragraphs"])
            _, fingerprint = extract_and_fingerprint(html, None)
            assert fingerprint is not None
            assert index.check_and_add(fingerprint, f"seed/{n}") is None


def fault_site(clear_fault, log: Path) -> PagesWithHooks:
    """Pages 0-2: new articles while the fault lasts; ``clear_fault`` runs when page 3
    is requested, once the items of pages 0-2 were let through unchecked; pages 3-5:
    reposts of the seeded articles; page 6: a new article."""
    articles = corpus_articles()
    bodies = [template_a(a["title"], a["paragraphs"])
              for a in articles[SEEDED:SEEDED + DURING]]
    bodies += [template_b(a["title"], a["paragraphs"]) for a in articles[:REPOSTS]]
    bodies += [template_a(a["title"], a["paragraphs"])
               for a in articles[SEEDED + DURING:SEEDED + DURING + AFTER]]
    pages = chain_site(bodies)
    pages["/"] = index_page(["/a/0.html"])
    def after_the_fault_items() -> None:
        # Items are checked while later pages download: wait until the pipeline has
        # met the fault for each of them, or clearing it would race their checks.
        wait_for_log(log, "not checked, index unavailable", DURING)
        clear_fault()

    hooks = {f"/a/{DURING}.html": after_the_fault_items} if clear_fault else {}
    return PagesWithHooks(pages, hooks)


def crawl_settings_for(db: Path) -> dict[str, object]:
    # One request at a time keeps the pages in chain order; a short lock wait keeps it quick.
    return sqlite_settings(db, CONCURRENT_REQUESTS=1, SIMHASH_DATABASE_TIMEOUT=0.5)


def crawl_log(tmp_path: Path) -> Path:
    return tmp_path / "crawl0" / "crawl.log"  # where run_crawl puts its first crawl's log


def assert_survived_and_recovered(result, db: Path, cause: str) -> None:
    assert result.stat("finish_reason") == "finished"
    assert records_with_traceback(result.log) == []
    pages = DURING + REPOSTS + AFTER
    # Items of the fault are kept unchecked; the reposts after it are caught.
    assert result.stat("simhash/kept_unchecked") == DURING
    assert result.stat("simhash/index_errors") >= DURING  # and the size query at start
    assert result.stat("simhash/dropped") == REPOSTS
    assert len(result.items) == pages - REPOSTS
    warnings = log_lines(result.log, "WARNING", "scrapy_simhash.runtime.gateway")
    assert len(warnings) == 2, warnings
    assert cause in warnings[0] and "kept" in warnings[0]
    assert "answers again" in warnings[1]
    with sqlite3.connect(db) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    entries, problems = index_is_consistent(f"sqlite:///{db}", NAMESPACE)
    assert problems == []
    assert entries == SEEDED + result.stat("simhash/stored")


def test_locked_by_another_writer(serve, run_crawl, tmp_path):
    db = tmp_path / "index.sqlite3"
    seed(db)
    holder = sqlite3.connect(db, isolation_level=None, check_same_thread=False)
    holder.execute("BEGIN IMMEDIATE")  # another process' writer holds the lock
    try:
        site = serve(fault_site(lambda: holder.execute("ROLLBACK"), crawl_log(tmp_path)))
        result = run_crawl(site.url + "/", crawl_settings_for(db))
    finally:
        holder.close()
    assert_survived_and_recovered(result, db, "database is locked")


def test_read_only_file_system(serve, run_crawl, tiny_tmpfs, tmp_path):
    mount = tiny_tmpfs(4096)
    db = mount / "index.sqlite3"
    seed(db)
    remount(mount, "ro")

    site = serve(fault_site(lambda: remount(mount, "rw"), crawl_log(tmp_path)))
    result = run_crawl(site.url + "/", crawl_settings_for(db))
    assert_survived_and_recovered(result, db, "must exist and be writable")


def test_disk_full(serve, run_crawl, tiny_tmpfs, tmp_path):
    mount = tiny_tmpfs(1024)
    db = mount / "index.sqlite3"
    seed(db)
    filler = mount / "filler"
    with open(filler, "wb", buffering=0) as out:  # take every free block
        try:
            while True:
                out.write(b"\0" * 4096)
                out.flush()
        except OSError as exc:
            assert exc.errno == errno.ENOSPC

    site = serve(fault_site(filler.unlink, crawl_log(tmp_path)))
    result = run_crawl(site.url + "/", crawl_settings_for(db))
    # SQLite says "database or disk is full" or, when the WAL index cannot grow, "disk
    # I/O error"; the hint names the full disk either way.
    assert_survived_and_recovered(result, db, "full")


def test_a_file_that_is_not_a_database_stops_the_crawl_at_start_untouched(serve, run_crawl,
                                                                          tmp_path):
    db = tmp_path / "index.sqlite3"
    garbage = b"this is not a database, it was overwritten by something else\n" * 200
    db.write_bytes(garbage)
    site = serve(fault_site(None, crawl_log(tmp_path)))
    result = run_crawl(site.url + "/", crawl_settings_for(db))

    assert result.items == []  # the crawl did not run: no item was let through unchecked
    errors = [line for line in result.log.splitlines()
              if "ERROR" in line and "is not an SQLite database" in line]
    assert len(errors) == 1, result.log[-3000:]
    assert records_with_traceback(result.log) == []
    assert db.read_bytes() == garbage  # the user's file is never overwritten
    assert not (tmp_path / "index.sqlite3-wal").exists()
