"""A PostgreSQL server that stops answering (``kill -STOP``) in the middle of a real crawl.

A stopped server keeps its sockets open and its kernel acknowledges every byte, so
neither the driver nor the server's own timeouts ever fire: only the crawl's deadline
on each index call ends the wait. Each test stops its own private cluster, never the
shared test server.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
from pathlib import Path

import pytest

from tests.reliability_fixtures import (
    PagesWithHooks,
    chain_site,
    crawl_settings,
    log_lines,
    private_postgres,
    private_postgres_cluster,
    records_with_traceback,
    start_crawl_process,
)
from tests.sites import corpus_articles, index_page, template_a, template_b

__all__ = ["private_postgres", "private_postgres_cluster"]  # fixtures: imported for pytest

pytestmark = [pytest.mark.slow, pytest.mark.postgres]

BEFORE, DURING, REPOSTS = 5, 8, 4
# One request a second, one at a time: the stall (DURING pages) outlasts the deadline of
# an index call (SIMHASH_DATABASE_TIMEOUT plus a margin), so items meet a stalled index.
STALL_SETTINGS = {"CONCURRENT_REQUESTS": 1, "DOWNLOAD_DELAY": 1.0,
                  "RANDOMIZE_DOWNLOAD_DELAY": False, "LOG_LEVEL": "INFO",
                  "SIMHASH_DATABASE_TIMEOUT": 2}


def server_processes(cluster) -> list[int]:
    """The postmaster of ``cluster`` and every process it started (its backends)."""
    postmaster = int((cluster.data / "postmaster.pid").read_text().split()[0])
    children = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:  # ended meanwhile
            continue
        if int(fields[1]) == postmaster:
            children.append(int(stat.parent.name))
    return [postmaster, *children]


def signal_server(cluster, signum: int) -> None:
    for pid in server_processes(cluster):
        with contextlib.suppress(ProcessLookupError):  # ended meanwhile
            os.kill(pid, signum)


def stall_site(cluster, resume: bool) -> PagesWithHooks:
    """Articles 0-4; the server stops when article 5 is requested; articles 5-13; (if
    ``resume``) it continues when article 13 is requested; then 4 reposts of articles
    0-3 under another template."""
    articles = corpus_articles()
    bodies = [template_a(a["title"], a["paragraphs"]) for a in articles[:BEFORE + DURING + 1]]
    bodies += [template_b(a["title"], a["paragraphs"]) for a in articles[:REPOSTS]]
    hooks = {f"/a/{BEFORE}.html": lambda: signal_server(cluster, signal.SIGSTOP)}
    if resume:
        hooks[f"/a/{BEFORE + DURING}.html"] = lambda: signal_server(cluster, signal.SIGCONT)
    pages = chain_site(bodies)
    pages["/"] = index_page(["/a/0.html"])
    return PagesWithHooks(pages, hooks)


def test_a_stalled_server_fails_open_after_the_deadline_warns_once_and_checks_resume(
        private_postgres, serve, run_crawl):
    pages = stall_site(private_postgres, resume=True)
    site = serve(pages)
    try:
        result = run_crawl(site.url + "/", crawl_settings(private_postgres.url,
                                                          **STALL_SETTINGS))
    finally:
        signal_server(private_postgres, signal.SIGCONT)

    assert pages.errors == []
    assert result.stat("finish_reason") == "finished"
    # Items met during the stall were kept unchecked, not held until the server woke...
    assert result.stat("simhash/kept_unchecked") >= 1
    assert result.stat("simhash/index_errors") == result.stat("simhash/kept_unchecked")
    # ...and once it answers again, the reposts of articles stored before it are caught.
    assert result.stat("simhash/dropped") == REPOSTS
    assert len(result.items) == BEFORE + DURING + 1
    warnings = log_lines(result.log, "WARNING", "scrapy_simhash.runtime.gateway")
    assert len(warnings) == 2, warnings  # one for the outage, one when it ends
    assert "unavailable" in warnings[0] and "IndexCallTimeout" in warnings[0]
    assert "kept" in warnings[0]
    assert "answers again" in warnings[1]
    assert records_with_traceback(result.log) == []


def test_ctrl_c_during_a_stall_finishes_cleanly_with_every_scraped_item_in_the_feed(
        private_postgres, serve, tmp_path):
    crawl: list[subprocess.Popen] = []
    pages = stall_site(private_postgres, resume=False)
    # Ctrl-C, as a terminal sends it (to the whole process group), mid-stall.
    pages.hooks[f"/a/{BEFORE + 3}.html"] = lambda: os.killpg(crawl[0].pid, signal.SIGINT)
    site = serve(pages)
    out = tmp_path / "crawl"
    try:
        crawl.append(start_crawl_process(out, site.url + "/", crawl_settings(
            private_postgres.url, **STALL_SETTINGS)))
        try:
            returncode = crawl[0].wait(timeout=120)
        except subprocess.TimeoutExpired:
            os.killpg(crawl[0].pid, signal.SIGKILL)
            crawl[0].wait()
            pytest.fail("the crawl did not shut down on Ctrl-C during the stall")
    finally:
        signal_server(private_postgres, signal.SIGCONT)

    assert pages.errors == []
    assert returncode == 0
    stats = json.loads((out / "stats.json").read_text())
    assert stats["finish_reason"] == "shutdown"
    items = [json.loads(line) for line in (out / "items.jsonl").read_text().splitlines()]
    assert len(items) == stats["item_scraped_count"]
    # No item was dropped or lost in the shutdown: the feed holds the articles in chain
    # order, from the first on, past the start of the stall.
    assert stats.get("item_dropped_count", 0) == 0
    assert sorted(item["url"] for item in items) == sorted(
        f"{site.url}/a/{n}.html" for n in range(len(items)))
    assert len(items) > BEFORE
    assert stats.get("simhash/kept_unchecked", 0) >= 1
    log = (out / "crawl.log").read_text()
    assert records_with_traceback(log) == []
