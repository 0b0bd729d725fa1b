"""The probe's scenario: ``kill -9`` a crawl with a ``JOBDIR`` while items are between the
SimHash check and the end of the pipeline chain, resume the job, crawl the reposts.

Every article must reach the output of one of the runs: an entry whose item never left
the killed run is pending, and a repost of that article is kept and takes it over
rather than being dropped as a duplicate of an item nobody received.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import time
from pathlib import Path

import pytest

from tests.integration.test_reliability_killed import near_duplicate_pairs, number
from tests.reliability_fixtures import assert_clean_finish, crawl_settings, start_crawl_process
from tests.sites import index_page, page, template_a, template_b

pytestmark = pytest.mark.slow

ARTICLES = 24
MAX_DISTANCE = 3


def two_sites() -> tuple[dict[str, tuple[bytes, str]], dict[str, tuple[bytes, str]]]:
    """The originals on one site, the reposts on another (whose pages link only there)."""
    originals, reposts = {}, {}
    for n, article in enumerate(near_duplicate_pairs()[:ARTICLES]):
        originals[f"/a/original-{n}.html"] = page(template_a(article["title"],
                                                             article["paragraphs"]))
        reposts[f"/a/repost-{n}.html"] = page(template_b(article["title"], article["paragraphs"]))
    originals["/"] = index_page(list(originals))
    reposts["/"] = index_page(list(reposts))
    return originals, reposts


def entry_keys(database_url: str, where: str = "") -> set[str]:
    from sqlalchemy import create_engine, text
    from sqlalchemy.exc import DBAPIError

    engine = create_engine(database_url)
    try:
        with engine.connect() as conn:
            return set(conn.execute(text(f"SELECT item_key FROM simhash_entries {where}"))
                       .scalars())
    except DBAPIError:  # the schema is not created yet
        return set()
    finally:
        engine.dispose()


def exported_articles(out: Path) -> set[int]:
    """Articles in a killed run's feed: one file per item, each closed once written."""
    found = set()
    for path in out.glob("items-*.jsonl"):
        for line in path.read_text().splitlines():
            with contextlib.suppress(ValueError):  # a torn last line
                found.add(number(json.loads(line)["url"]))
    return found


@pytest.mark.parametrize("backend",
                         ["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def test_kill_9_resume_then_reposts_keeps_every_article(backend, serve, run_crawl, tmp_path,
                                                         request):
    database_url = (f"sqlite:///{tmp_path / 'index.sqlite3'}" if backend == "sqlite"
                    else request.getfixturevalue("postgres_url"))
    originals, reposts = two_sites()
    site = serve(originals)
    settings = crawl_settings(
        database_url, JOBDIR=str(tmp_path / "job"), SIMHASH_MAX_DISTANCE=MAX_DISTANCE,
        CONCURRENT_REQUESTS=2, DOWNLOAD_DELAY=0.05,
        # Items wait a second after the SimHash check, as in a pipeline writing to a
        # slow store: the kill lands while several are stored but not yet scraped.
        ITEM_PIPELINES={"slow_pipeline.SlowPipeline": 900})
    killed_out = tmp_path / "killed"
    first = dict(settings, FEEDS={str(killed_out / "items-%(batch_id)d.jsonl"): {
        "format": "jsonlines", "batch_item_count": 1}})
    crawl = start_crawl_process(killed_out, site.url + "/", first)
    try:
        deadline = time.monotonic() + 120
        # Kill once some items were exported and more are stored but not yet scraped.
        while crawl.poll() is None and time.monotonic() < deadline:
            stored = {number(key) for key in entry_keys(database_url)}
            exported = exported_articles(killed_out)
            if len(exported) >= 2 and len(stored - exported) >= 2:
                break
            time.sleep(0.02)
        assert crawl.poll() is None, "the crawl ended before it could be killed"
        os.killpg(crawl.pid, signal.SIGKILL)  # the crawler, its worker and index processes
    finally:
        crawl.wait(timeout=30)
    stored = {number(key) for key in entry_keys(database_url)}
    exported = exported_articles(killed_out)
    # The scenario: stored by the killed run, but never scraped.
    assert stored - exported

    resumed = run_crawl(serve(reposts).url + "/", settings)
    assert_clean_finish(resumed)
    kept_after = {number(item["url"]) for item in resumed.items}
    assert exported | kept_after == set(range(ARTICLES))
    # Reposts of articles whose items the killed run confirmed are still caught.
    confirmed = {number(key) for key in entry_keys(database_url, "WHERE confirmed = 1")
                 if "original" in key}
    assert confirmed <= exported
    assert not confirmed & kept_after
    assert resumed.stat("simhash/dropped") >= len(confirmed)
    # A run that finishes confirms every entry it stored.
    assert entry_keys(database_url, "WHERE confirmed = 0") <= {
        key for key in entry_keys(database_url) if "original" in key}
    assert {number(key) for key in entry_keys(database_url, "WHERE confirmed = 1")
            if "repost" in key} == {number(item["url"]) for item in resumed.items}


@pytest.mark.slow
def test_a_pending_entry_of_a_dead_run_does_not_get_a_response_ignored(serve, run_crawl,
                                                                       tmp_path):
    """SIMHASH_IGNORE_DUPLICATE_RESPONSES skips a page before the spider sees it: only a
    confirmed entry may justify that; a pending one of a dead run is taken over."""
    from scrapy_simhash.index import SimHashIndex
    from scrapy_simhash.runtime.workers import extract_and_fingerprint

    originals, reposts = two_sites()
    site = serve(reposts)
    database_url = f"sqlite:///{tmp_path / 'index.sqlite3'}"
    job = tmp_path / "job"
    job.mkdir()
    (job / "simhash_job_id").write_text("job:probe", encoding="ascii")
    # The killed run of this job stored every original, and scraped none of them.
    with SimHashIndex(database_url, namespace="site", max_distance=MAX_DISTANCE) as index:
        index.check_and_add_many(
            [(extract_and_fingerprint(body, None)[1], f"http://gone{path}", "job:probe/run:dead")
             for path, (body, _) in originals.items() if path.startswith("/a/")], pending=True)
    result = run_crawl(site.url + "/", crawl_settings(
        database_url, JOBDIR=str(job), SIMHASH_MAX_DISTANCE=MAX_DISTANCE,
        SIMHASH_IGNORE_DUPLICATE_RESPONSES=True))
    assert_clean_finish(result)
    assert len(result.items) == ARTICLES
    assert result.stat("simhash/responses_ignored") == 0
