"""``kill -9`` a crawl while it writes the index, then resume it from its ``JOBDIR``.

The SQLite file must pass an integrity check, every fingerprint committed before the
kill must still be there after the resumed crawl, and the resumed crawl must let no
near-duplicate of a stored page through.
"""

from __future__ import annotations

import os
import signal
import sqlite3
import time

import pytest

from scrapy_simhash.fingerprint.text import hamming_distance
from scrapy_simhash.runtime.workers import extract_and_fingerprint
from tests.reliability_fixtures import (
    assert_clean_finish,
    index_is_consistent,
    sqlite_settings,
    start_crawl_process,
    stored_entries,
)
from tests.sites import corpus_articles, index_page, page, template_a, template_b

pytestmark = pytest.mark.slow

ORIGINALS = 24
KILL_AFTER = 6  # entries committed before the kill
KILL_AFTER_CONFIRMED = 3  # of which delivered
MAX_DISTANCE = 3


def near_duplicate_pairs() -> list[dict]:
    """Articles whose repost under another template is within k of the original by the
    product's own extraction and fingerprint (a few corpus articles are not: they are
    not near-duplicates by this definition, so they cannot test it)."""
    chosen = []
    for article in corpus_articles("zh-p1-") + corpus_articles("zh-p2-"):
        original = extract_and_fingerprint(template_a(article["title"], article["paragraphs"]),
                                           None)[1]
        repost = extract_and_fingerprint(template_b(article["title"], article["paragraphs"]),
                                         None)[1]
        if original is not None and repost is not None \
                and hamming_distance(original, repost) <= MAX_DISTANCE:
            chosen.append(article)
    assert len(chosen) >= ORIGINALS
    return chosen[:ORIGINALS]


def one_copy_then_the_other(first: str) -> dict[str, tuple[bytes, str]]:
    """Each article as an original and a repost; the crawl fetches every ``first`` copy
    ("original" or "repost") before any of the others."""
    articles = near_duplicate_pairs()
    pages = {}
    for n, article in enumerate(articles):
        pages[f"/a/original-{n}.html"] = page(template_a(article["title"], article["paragraphs"]))
        pages[f"/a/repost-{n}.html"] = page(template_b(article["title"], article["paragraphs"]))
    second = "repost" if first == "original" else "original"
    # Requests leave the scheduler last-in first-out: the copies listed last go first.
    links = [f"/a/{second}-{n}.html" for n in range(ORIGINALS)]
    links += [f"/a/{first}-{n}.html" for n in range(ORIGINALS)]
    pages["/"] = index_page(links)
    return pages


def confirmed_entries(db) -> set[str]:
    """Keys of the entries whose items were delivered, read without writing."""
    try:
        with sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=5) as conn:
            return {key for (key,) in conn.execute(
                "SELECT item_key FROM simhash_entries WHERE confirmed = 1")}
    except sqlite3.OperationalError:  # no file or no schema yet
        return set()


def exported_by(out) -> set[str]:
    """URLs of the items a (possibly killed) run wrote; a torn last line is ignored."""
    import json

    path = out / "items.jsonl"
    urls = set()
    for line in (path.read_text().splitlines() if path.exists() else []):
        try:
            urls.add(json.loads(line)["url"])
        except ValueError:
            pass
    return urls


def number(url: str) -> int:
    return int(url.rsplit("-", 1)[1].split(".")[0])


@pytest.mark.parametrize("first", ["original", "repost"])
def test_kill_9_mid_write_then_resume_loses_nothing_and_lets_no_duplicate_through(
        serve, run_crawl, tmp_path, first):
    site = serve(one_copy_then_the_other(first))
    db = tmp_path / "index.sqlite3"
    # One request at a time, paced, so the kill lands while pages are still being stored.
    settings = sqlite_settings(db, JOBDIR=str(tmp_path / "job"), CONCURRENT_REQUESTS=1,
                               DOWNLOAD_DELAY=0.1, SIMHASH_MAX_DISTANCE=MAX_DISTANCE)
    crawl = start_crawl_process(tmp_path / "killed", site.url + "/", settings)
    try:
        deadline = time.monotonic() + 120
        while (len(stored_entries(db)) < KILL_AFTER
               or len(confirmed_entries(db)) < KILL_AFTER_CONFIRMED) \
                and crawl.poll() is None and time.monotonic() < deadline:
            time.sleep(0.01)
        assert crawl.poll() is None, "the crawl ended before it could be killed"
        os.killpg(crawl.pid, signal.SIGKILL)  # the crawler and its worker process
    finally:
        crawl.wait(timeout=30)
    assert crawl.returncode == -signal.SIGKILL

    with sqlite3.connect(db) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    before = stored_entries(db)
    confirmed_before = confirmed_entries(db)
    assert len(confirmed_before) >= KILL_AFTER_CONFIRMED
    assert KILL_AFTER <= len(before) < ORIGINALS  # killed mid-crawl
    assert index_is_consistent(f"sqlite:///{db}", "site")[1] == []

    resumed = run_crawl(site.url + "/", settings)
    assert_clean_finish(resumed)

    after = stored_entries(db)
    # Nothing committed before the kill is lost: an entry stays as it was, or, stored
    # pending by the dead run (its item never scraped), was taken over by the copy of the
    # same article the resumed run kept (older Scrapy may fetch the other copy first).
    for key, fingerprint in before.items():
        assert after.get(key) == fingerprint or any(number(k) == number(key) for k in after)
    entries, problems = index_is_consistent(f"sqlite:///{db}", "site")
    assert problems == [] and entries == len(after)
    # No near-duplicate got in: stored fingerprints are pairwise farther apart than k,
    # and the resumed crawl kept no repost of an article stored before the kill.
    fingerprints = sorted(after.values())
    for i, first in enumerate(fingerprints):
        for second in fingerprints[i + 1:]:
            assert hamming_distance(first, second) > MAX_DISTANCE
    # An article whose item the killed run delivered (its entry confirmed) is not kept
    # again under another URL. The URL it was confirmed under is kept again: its item may
    # have died in the feed's buffer. One stored but never delivered is pending: the
    # resumed run keeps the first copy it meets (older Scrapy may meet the other first).
    kept_urls = {item["url"] for item in resumed.items}
    kept_beside_confirmed = {(url, key) for url in kept_urls for key in confirmed_before
                             if number(url) == number(key) and url != key}
    assert kept_beside_confirmed == set()
    # No item is lost either: every stored page reached the output of one of the runs,
    # including those the killed run stored but had not yet exported (the resumed run
    # keeps its own job's earlier entries for the same URL instead of calling them
    # duplicates of themselves).
    exported = {item["url"] for item in resumed.items} | exported_by(tmp_path / "killed")
    assert set(after) <= exported
    # Scrapy buffers both the feed and JOBDIR/requests.seen, so kill -9 loses the killed
    # run's items and their "seen" marks together: the pages are fetched again, and their
    # pending entries, left by the dead run of this job, are taken over, not duplicates.
    lost = set(before) - exported_by(tmp_path / "killed")
    assert lost and {number(url) for url in lost} <= {number(item["url"])
                                                      for item in resumed.items}
    # Nor is any copy kept beside another stored copy of its article.
    kept_beside_stored = {(url, key) for url in kept_urls for key in after
                          if number(url) == number(key) and url != key}
    assert kept_beside_stored == set()
    # The resumed crawl fetched the reposts and dropped them as near-duplicates.
    assert resumed.stat("simhash/dropped") >= len(before)
    assert resumed.stat("simhash/index_size") == len(before)
