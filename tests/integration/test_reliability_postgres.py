"""PostgreSQL goes away in the middle of a real crawl and comes back.

Each test runs its own PostgreSQL cluster (``private_postgres``) and stops it from the
HTTP server while the crawl is fetching a known page, then starts it again a few
pages later. The shared test server is never stopped.

The crawl's item pipeline runs behind its downloads, the more so on a loaded machine,
so the server is stopped and started on conditions (entries stored, lines in the crawl's
log), never after a fixed time.
"""

from __future__ import annotations

import os
import signal
import subprocess
from pathlib import Path

import pytest

from tests.conftest import CrawlResult
from tests.reliability_fixtures import (
    PagesWithHooks,
    chain_site,
    crawl_settings,
    free_port,
    index_is_consistent,
    log_lines,
    private_postgres,
    private_postgres_cluster,
    records_with_traceback,
    start_crawl_process,
    stored_rows,
    wait_for_log,
    wait_until,
)
from tests.sites import corpus_articles, index_page, template_a, template_b

__all__ = ["private_postgres", "private_postgres_cluster"]  # fixtures: imported for pytest

pytestmark = [pytest.mark.slow, pytest.mark.postgres]  # postgres: needs the server binaries

PASSWORD = "pw-Secret-4711"  # trust authentication accepts and ignores it
BEFORE, DURING, REPOSTS, AFTER = 6, 5, 4, 3
# On a loaded machine a step of the crawl can take many times its usual time.
DEADLINE = 120
NOT_CHECKED = "not checked, index unavailable"  # the pipeline's DEBUG line per item


def first_crawl_log(tmp_path: Path) -> Path:
    """Where the ``run_crawl`` fixture's first crawl of a test writes its log."""
    return tmp_path / "crawl0" / "crawl.log"


def outage_site(cluster, crawl_log: Path) -> tuple[PagesWithHooks, list[str]]:
    """Pages 0-5 new articles; the server stops when page 6 is requested, once their
    entries are stored; pages 6-10 new articles; it starts again when page 11 is
    requested, once their items met the outage; pages 11-14 repost articles 0-3 under
    another template; pages 15-17 new articles. Returns the pages and each page's role."""
    articles = corpus_articles()
    bodies, roles = [], []
    for n in range(BEFORE + DURING):
        bodies.append(template_a(articles[n]["title"], articles[n]["paragraphs"]))
        roles.append("before" if n < BEFORE else "during")
    for n in range(REPOSTS):
        bodies.append(template_b(articles[n]["title"], articles[n]["paragraphs"]))
        roles.append("repost")
    for n in range(AFTER):
        article = articles[BEFORE + DURING + n]
        bodies.append(template_a(article["title"], article["paragraphs"]))
        roles.append("after")
    def stop_once_the_first_articles_are_stored() -> None:
        wait_until(lambda: stored_rows(cluster.url) >= BEFORE, DEADLINE)
        cluster.stop()

    def start_once_the_outage_was_met() -> None:
        wait_for_log(crawl_log, NOT_CHECKED, DURING, DEADLINE)
        cluster.start()

    hooks = {f"/a/{BEFORE}.html": stop_once_the_first_articles_are_stored,
             f"/a/{BEFORE + DURING}.html": start_once_the_outage_was_met}
    pages = chain_site(bodies)
    # Start from an index: a start URL is fetched again when a page links back to it.
    pages["/"] = index_page(["/a/0.html"])
    return PagesWithHooks(pages, hooks), roles


def secret_url(cluster) -> str:
    return cluster.url.replace("postgres@", f"postgres:{PASSWORD}@")


# One request at a time, so pages are fetched in chain order around the outage; DEBUG,
# the harness's level, for the lines the hooks wait on.
SEQUENTIAL = {"CONCURRENT_REQUESTS": 1}


def test_outage_keeps_items_warns_once_and_resumes_checking(
        private_postgres, serve, run_crawl, tmp_path):
    pages, roles = outage_site(private_postgres, first_crawl_log(tmp_path))
    site = serve(pages)
    url = secret_url(private_postgres)
    result = run_crawl(site.url + "/", crawl_settings(url, **SEQUENTIAL), timeout=4 * DEADLINE)

    assert pages.errors == []
    assert result.stat("finish_reason") == "finished"
    kept = {int(item["url"].rsplit("/", 1)[1].split(".")[0]) for item in result.items}
    by_role = {role: {n for n, r in enumerate(roles) if r == role} for role in set(roles)}
    # Fail-open: everything but the reposts is kept, those met while the server was
    # away included; once it is back the reposts of pre-outage articles are caught,
    # which proves the pipeline reconnected and that nothing stored before was lost.
    assert kept == by_role["before"] | by_role["during"] | by_role["after"]
    assert result.stat("simhash/dropped") == REPOSTS
    assert result.stat("simhash/index_errors") == DURING
    assert result.stat("simhash/kept_unchecked") == DURING
    assert result.stat("simhash/kept_unchecked") + result.stat("simhash/stored") \
        + result.stat("simhash/dropped") == len(roles)

    # One WARNING when the outage starts (with the reason), one when it ends.
    warnings = log_lines(result.log, "WARNING", "scrapy_simhash.runtime.gateway")
    assert len(warnings) == 2, warnings
    assert "unavailable" in warnings[0] and "kept" in warnings[0]
    assert "OperationalError" in warnings[0]
    assert "answers again" in warnings[1]
    assert records_with_traceback(result.log) == []  # a database fault is told by its reason
    # The password is masked wherever the URL is logged, and never reaches stats.
    assert "***" in warnings[0]
    assert PASSWORD not in result.log and PASSWORD not in repr(result.stats)

    # Every stored item is in the index whole: no check-and-add was half written.
    entries, problems = index_is_consistent(private_postgres.url, "site")
    assert problems == []
    assert entries == result.stat("simhash/stored")


def test_drop_mode_drops_unchecked_items_during_the_outage(
        private_postgres, serve, run_crawl, tmp_path):
    pages, roles = outage_site(private_postgres, first_crawl_log(tmp_path))
    site = serve(pages)
    result = run_crawl(site.url + "/",
                       crawl_settings(private_postgres.url, SIMHASH_ON_INDEX_ERROR="drop",
                                      **SEQUENTIAL), timeout=4 * DEADLINE)

    assert pages.errors == []
    assert result.stat("finish_reason") == "finished"
    unchecked = result.stat("simhash/dropped_unchecked")
    assert unchecked == DURING
    assert result.stat("item_dropped_reasons_count/UncheckedItem") == unchecked
    assert result.stat("simhash/dropped") == REPOSTS
    assert len(result.items) == len(roles) - REPOSTS - unchecked
    warnings = log_lines(result.log, "WARNING", "scrapy_simhash.runtime.gateway")
    assert len(warnings) == 2 and "dropped" in warnings[0]


def test_pause_mode_holds_the_crawl_until_the_server_returns(
        private_postgres, serve, run_crawl, tmp_path):
    import threading

    articles = corpus_articles()
    bodies = [template_a(a["title"], a["paragraphs"]) for a in articles[:BEFORE + DURING]]
    bodies += [template_b(a["title"], a["paragraphs"]) for a in articles[:REPOSTS]]
    crawl_log = first_crawl_log(tmp_path)

    def restart_once_paused() -> None:
        wait_for_log(crawl_log, "crawl paused until the index answers", 1, DEADLINE)
        private_postgres.start()

    def stop_then_restart_once_paused() -> None:
        private_postgres.stop()
        # The paused crawl requests no further page, so the restart cannot wait on one.
        threading.Thread(target=restart_once_paused, daemon=True).start()

    pages = chain_site(bodies)
    pages["/"] = index_page(["/a/0.html"])
    site = serve(PagesWithHooks(pages, {f"/a/{BEFORE}.html": stop_then_restart_once_paused}))
    result = run_crawl(site.url + "/", crawl_settings(
        private_postgres.url, SIMHASH_ON_INDEX_ERROR="pause", SIMHASH_RETRY_INTERVAL=0.3,
        **SEQUENTIAL), timeout=4 * DEADLINE)

    assert result.stat("finish_reason") == "finished"
    # Every item was checked: none kept or dropped unchecked, the reposts caught.
    assert result.stat("simhash/pauses") >= 1
    assert result.stat("simhash/kept_unchecked") == 0
    assert result.stat("simhash/dropped_unchecked") == 0
    assert result.stat("simhash/dropped") == REPOSTS
    assert len(result.items) == result.stat("simhash/stored") == BEFORE + DURING
    # While paused, the crawl fetched at most the one page already in flight.
    log = result.log
    paused_at = log.index("crawl paused until the index answers")
    resumed_at = log.index("crawl resumed", paused_at)
    assert log.count("Crawled (200)", paused_at, resumed_at) <= 1
    assert records_with_traceback(log) == []


def test_pause_mode_lets_a_closing_crawl_end(serve, tmp_path):
    """A server that never returns must not hold the crawl forever: when the crawl is
    closed (here by Ctrl-C once it paused), held items are dropped and counted."""
    articles = corpus_articles()[:3]
    pages = chain_site([template_a(a["title"], a["paragraphs"]) for a in articles])
    pages["/"] = index_page(["/a/0.html"])
    site = serve(pages)
    unreachable = f"postgresql+psycopg://postgres@127.0.0.1:{free_port()}/simhash"
    out = tmp_path / "crawl"
    crawl = start_crawl_process(out, site.url + "/", crawl_settings(
        unreachable, SIMHASH_ON_INDEX_ERROR="pause", SIMHASH_RETRY_INTERVAL=0.3, **SEQUENTIAL))
    try:
        wait_for_log(out / "crawl.log", "crawl paused until the index answers", 1, DEADLINE)
        os.killpg(crawl.pid, signal.SIGINT)  # as a terminal sends it
        returncode = crawl.wait(timeout=DEADLINE)
    except subprocess.TimeoutExpired:
        pytest.fail("the paused crawl did not close on Ctrl-C")
    finally:
        if crawl.poll() is None:
            os.killpg(crawl.pid, signal.SIGKILL)
            crawl.wait()
    result = CrawlResult(out)

    assert returncode == 0
    assert result.stat("finish_reason") == "shutdown"
    assert result.items == []
    held = result.stat("simhash/dropped_unchecked")
    assert held >= 1
    assert result.stat("item_dropped_reasons_count/UncheckedItem") == held
    assert result.stat("simhash/kept_unchecked") == 0


def test_a_batch_cut_off_mid_write_is_not_half_written(postgres_url):
    """The connection dies while a check-and-add batch is inside its transaction, after
    two of its three entries were written: none of the three may remain."""
    import threading
    import time

    import psycopg
    from sqlalchemy import exc
    from sqlalchemy.engine import make_url

    from scrapy_simhash.index import SimHashIndex

    first, second, third = 0x1111_0000_0000_0001, 0x2222_0000_0000_0002, 0x4444_0000_0000_0004
    conninfo = make_url(postgres_url).set(drivername="postgresql").render_as_string(
        hide_password=False)
    with SimHashIndex(postgres_url, namespace="batch") as index:
        assert index.check_and_add(0x7777_0000_0000_0007, "stored-before") is None
        blocker = psycopg.connect(conninfo)
        try:
            # An uncommitted row with the third offer's key makes the batch wait right
            # before its last insert, with the first two written in its transaction.
            ns_id = blocker.execute(
                "SELECT id FROM simhash_namespaces WHERE name = 'batch'").fetchone()[0]
            blocker.execute(
                "INSERT INTO simhash_entries (namespace_id, fingerprint, item_key, stored_at) "
                "VALUES (%s, %s, 'k3', 0)", (ns_id, third))

            terminated: list[int] = []

            def cut_off_the_waiting_batch() -> None:
                deadline = time.monotonic() + DEADLINE
                with psycopg.connect(conninfo, autocommit=True) as admin:
                    while time.monotonic() < deadline:
                        waiting = admin.execute(
                            "SELECT pid FROM pg_stat_activity WHERE datname = current_database()"
                            # Not the table's name: with many segment tables the
                            # statement is longer than the text pg_stat_activity keeps.
                            " AND wait_event_type = 'Lock' AND query LIKE '%%simhash%%'"
                        ).fetchall()
                        if waiting:
                            admin.execute("SELECT pg_terminate_backend(%s)", waiting[0])
                            terminated.append(waiting[0][0])
                            return
                        time.sleep(0.05)
                blocker.rollback()  # let the batch go on, so the test fails rather than hangs

            killer = threading.Thread(target=cut_off_the_waiting_batch)
            killer.start()
            with pytest.raises(exc.DBAPIError):
                index.check_and_add_many([(first, "k1"), (second, "k2"), (third, "k3")])
            killer.join()
            assert terminated, "the batch never waited on the blocking row"
        finally:
            blocker.rollback()
            blocker.close()
        assert index.count() == 1  # only the entry stored before
        assert index.find(first) == [] and index.find(second) == []
        # The index reconnects and the same batch then goes through whole.
        assert index.check_and_add_many([(first, "k1"), (second, "k2"), (third, "k3")]) \
            == [None, None, None]
        assert index.count() == 4
    entries, problems = index_is_consistent(postgres_url, "batch")
    assert problems == [] and entries == 4
