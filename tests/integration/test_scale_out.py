"""The scale-out recipe, run: three crawler processes, one scrapy-redis queue and URL
dupefilter in a real Redis server, one content index in a real PostgreSQL server.

The site has every article under five URLs (the original, the same page under a second
URL, two reposts in other page templates, an edited copy). The three processes run one
``RedisSpider`` with one ``SIMHASH_NAMESPACE``; one of them (``b``) is killed with SIGKILL
mid-crawl while it holds items it has checked and stored in the index but not delivered,
and is restarted with the same ``JOBDIR`` while the other two go on.

What the assertion may expect: scrapy-redis pops a request from Redis with no
acknowledgement, and its URL is already in the shared dupefilter, so the requests the
killed process had taken (waiting for their download slot, being fetched, or parsed into
items it held) are gone for every process, with or without this plugin. That loss belongs
to the queue, so the test re-offers them, as an operator would: each process records what
it took from the queue, the test checks that what no process delivered is exactly what
the killed one took and did not finish, and pushes those URLs to the start URLs again
for the killed job to crawl once more after the others have finished (a process of
another job would rightly drop them as copies of the killed run's entries, which stay
pending for ``ABANDONED_AFTER``). What the plugin owes is then asserted exactly: every
article URL reached one outcome in one process, each article was kept exactly once over
all feeds and dropped for each of its other URLs, only ever as a near-duplicate, and the
index holds one confirmed entry per article, the kept URL's. The kill lands after every
item the process delivered was confirmed in the index (the test waits for that): an item
delivered in the second before its confirmation may reach the output twice after a
restart, which the plugin documents (it prefers a duplicate to a loss), and which would
make an exact count flaky.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
import uuid
from collections import Counter
from collections.abc import Iterator
from itertools import combinations
from pathlib import Path
from typing import Any

import pytest

from scrapy_simhash.fingerprint.text import hamming_distance
from scrapy_simhash.index import SimHashIndex
from scrapy_simhash.index.layout import DEFAULT_MAX_DISTANCE
from scrapy_simhash.runtime.workers import extract_and_fingerprint
from tests.reliability_fixtures import log_lines, records_with_traceback
from tests.sites import corpus_articles, page, template_a, template_b, template_c

pytestmark = [pytest.mark.slow, pytest.mark.postgres]

REDIS_ENV = "SIMHASH_TEST_REDIS_URL"
ROOT = Path(__file__).resolve().parents[2]
HARNESS = ROOT / "tests" / "scale_harness.py"
NAMESPACE = "scale-out"
K = DEFAULT_MAX_DISTANCE
MIN_ARTICLES = 48
GATE_AFTER = 4  # outcomes in the process to be killed before it starts holding items
HELD_AT_KILL = 3  # items it holds, checked and stored but undelivered, when it is killed


@pytest.fixture
def redis_url() -> str:
    url = os.environ.get(REDIS_ENV)
    if not url:
        if os.environ.get("CI"):
            pytest.fail(f"{REDIS_ENV} is not set under CI: the scale-out test must run")
        pytest.skip(f"{REDIS_ENV} not set (no Redis server); `bash .ci/run` starts one")
    pytest.importorskip("scrapy_redis", reason="scrapy-redis is in the test extra")
    return url


@pytest.fixture
def redis_keys(redis_url: str) -> Iterator[dict[str, str]]:
    """Keys of this test's queue, dupefilter and start URLs, deleted afterwards: the
    server's other keys are never touched."""
    import redis

    prefix = f"simhash-test-{uuid.uuid4().hex[:12]}"
    keys = {"REDIS_START_URLS_KEY": f"{prefix}:start_urls",
            "SCHEDULER_QUEUE_KEY": f"{prefix}:requests",
            "SCHEDULER_DUPEFILTER_KEY": f"{prefix}:dupefilter"}
    yield keys
    client = redis.Redis.from_url(redis_url)
    client.delete(*keys.values())
    client.close()


# -- the site ---------------------------------------------------------------------------

def edited(title: str, paragraphs: list[str]) -> str:
    changed = [*paragraphs[:-1], paragraphs[-1] + "（本文有删改）"]
    return template_a(title + "（更新）", changed)


def copies(article: dict) -> dict[str, str]:
    """Body of each copy of an article, by the path part of its URLs."""
    title, paragraphs = article["title"], article["paragraphs"]
    return {"original": template_a(title, paragraphs), "repost-b": template_b(title, paragraphs),
            "repost-c": template_c(title, paragraphs), "edited": edited(title, paragraphs)}


def articles_for_the_site() -> list[dict]:
    """Corpus articles whose copies are all within k of each other and farther than k
    from every other article's, by the product's own extraction and fingerprint: the
    exact expectation (one kept per article) is then the definition, not a guess."""
    chosen: list[tuple[dict, list[int]]] = []
    for article in corpus_articles("zh-p1-") + corpus_articles("zh-p2-"):
        fingerprints = [extract_and_fingerprint(body, None)[1] for body in copies(article).values()]
        if None in fingerprints or any(hamming_distance(a, b) > K
                                       for a, b in combinations(fingerprints, 2)):
            continue
        if all(hamming_distance(a, b) > K for _, others in chosen
               for a in fingerprints for b in others):
            chosen.append((article, fingerprints))
    assert len(chosen) >= MIN_ARTICLES
    return [article for article, _ in chosen]


def build_site(articles: list[dict]) -> tuple[dict[str, tuple[bytes, str]], dict[str, int]]:
    """(pages by path, article number by each article URL path with its query)."""
    pages: dict[str, tuple[bytes, str]] = {}
    article_of: dict[str, int] = {}
    for n, article in enumerate(articles):
        for kind, body in copies(article).items():
            pages[f"/a/{kind}/{n}.html"] = page(body)
            article_of[f"/a/{kind}/{n}.html"] = n
        article_of[f"/a/original/{n}.html?ref=home"] = n  # the original under a second URL
    links = sorted(article_of)
    random.Random(22).shuffle(links)  # copies of an article spread over the crawl
    anchors = "".join(f"<li><a href='{href}'>{href}</a></li>" for href in links)
    pages["/"] = page(f"<html><body><ul>{anchors}</ul></body></html>")
    return pages, article_of


# -- the crawler processes ----------------------------------------------------------------

class Crawler:
    def __init__(self, out: Path, settings: dict[str, Any]) -> None:
        out.mkdir(parents=True)
        (out / "settings.json").write_text(json.dumps(settings))
        self.out = out
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(
            [str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])])}
        self.process = subprocess.Popen(
            [sys.executable, str(HARNESS), str(out / "settings.json"), str(out)],
            cwd=out, env=env, stdout=subprocess.DEVNULL, stderr=(out / "stderr.txt").open("w"),
            start_new_session=True,  # killpg reaches its extraction worker too
        )

    def outcomes(self) -> list[list[str]]:
        path = self.out / "outcomes.tsv"
        lines = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
        return [line.split("\t") for line in lines]

    def urls(self, *kinds: str) -> list[str]:
        return [fields[1] for fields in self.outcomes() if fields[0] in kinds]

    def wait(self, timeout: float) -> int:
        try:
            return self.process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.kill()
            pytest.fail(f"{self.out.name} did not finish within {timeout} s:\n"
                        + self.log()[-3000:])

    def kill(self) -> None:
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait(timeout=30)

    def log(self) -> str:
        path = self.out / "crawl.log"
        return path.read_text(errors="replace") if path.exists() else ""

    def assert_clean_finish(self) -> None:
        stderr = (self.out / "stderr.txt").read_text(errors="replace")
        assert self.process.returncode == 0, stderr[-3000:]
        stats = json.loads((self.out / "stats.json").read_text())
        assert stats["finish_reason"] == "finished"
        assert log_lines(self.log(), "ERROR") == []
        assert records_with_traceback(self.log()) == []


def crawler_settings(job: str, redis_url: str, redis_keys: dict[str, str], postgres_url: str,
                     tmp_path: Path, **extra: Any) -> dict[str, Any]:
    """The recipe of the README's "Many crawler machines" section, per process."""
    return {
        # scrapy-redis: one request queue and one URL dupefilter for every process.
        "SCHEDULER": "tests.scale_harness.RecordingScheduler",  # scrapy_redis.scheduler.Scheduler
        "DUPEFILTER_CLASS": "scrapy_redis.dupefilter.RFPDupeFilter",
        "SCHEDULER_PERSIST": True,  # a process that closes must not clear the others' queue
        "SCHEDULER_QUEUE_CLASS": "scrapy_redis.queue.FifoQueue",
        "REDIS_URL": redis_url,
        **redis_keys,
        "MAX_IDLE_TIME_BEFORE_CLOSE": 4,  # close once the queue stays empty
        # scrapy-simhash: one PostgreSQL index and namespace for every process.
        "ADDONS": {"scrapy_simhash.Addon": 300},
        "SIMHASH_DATABASE_URL": postgres_url,
        "SIMHASH_NAMESPACE": NAMESPACE,
        "SIMHASH_WORKERS": 1,
        # Each process is its own resumable job: a restart goes on with the same JOBDIR.
        "JOBDIR": str(tmp_path / f"job-{job}"),
        # Paced, so the kill lands while the shared queue still holds most pages.
        "CONCURRENT_REQUESTS": 4,
        "DOWNLOAD_DELAY": 0.1,
        **extra,
    }


def wait_until(condition: Any, timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            pytest.fail(f"timed out after {timeout} s waiting until {what}")
        time.sleep(0.05)


def confirmed_in_index(index: SimHashIndex, urls: list[str], fingerprint_of: dict[str, int]
                       ) -> bool:
    for url in urls:
        matches = [m for m in index.find(fingerprint_of[url]) if m.key == url]
        if not matches or not all(m.confirmed for m in matches):
            return False
    return True


def test_three_crawlers_one_queue_one_index_keep_each_article_once_through_a_kill(
        serve, redis_url, redis_keys, postgres_url, tmp_path):
    import redis

    articles = articles_for_the_site()
    pages, article_of = build_site(articles)
    site = serve(pages)
    queue = redis.Redis.from_url(redis_url)
    url_of = {path: site.url + path for path in article_of}
    article_of_url = {url_of[path]: n for path, n in article_of.items()}
    fingerprint_of = {url: extract_and_fingerprint(pages[path.split("?")[0]][0], None)[1]
                      for path, url in url_of.items()}
    gate = tmp_path / "gate"
    start_key, queue_key = redis_keys["REDIS_START_URLS_KEY"], redis_keys["SCHEDULER_QUEUE_KEY"]
    crawlers: list[Crawler] = []

    def start(run: str, job: str, **extra: Any) -> Crawler:
        crawler = Crawler(tmp_path / run, crawler_settings(
            job, redis_url, redis_keys, postgres_url, tmp_path, **extra))
        crawlers.append(crawler)
        return crawler

    try:
        queue.lpush(start_key, json.dumps({"url": site.url + "/"}))
        a = start("a", "a")
        # The others join once a has put the start page's links in the queue: a process
        # that finds the queue empty for MAX_IDLE_TIME_BEFORE_CLOSE closes.
        wait_until(lambda: queue.llen(queue_key) > 0 or a.process.poll() is not None, 90,
                   "a queued the start page's links")
        b1 = start("b1", "b", SCALE_GATE_FILE=str(gate))
        c = start("c", "c")

        # b1 delivers some items, then holds every item it checks; once each item it
        # delivered is confirmed in the index, it is killed holding stored, undelivered items.
        wait_until(lambda: len(b1.urls("kept", "dropped")) >= GATE_AFTER
                   or b1.process.poll() is not None, 90, "b1 delivered items")
        assert b1.process.poll() is None, "b1 ended before the kill:\n" + b1.log()[-3000:]
        gate.touch()
        with SimHashIndex(postgres_url, namespace=NAMESPACE) as index:
            wait_until(lambda: (len(b1.urls("held")) >= HELD_AT_KILL
                                or queue.llen(queue_key) == 0)
                       and confirmed_in_index(index, b1.urls("kept"), fingerprint_of), 60,
                       "b1 held items and its delivered items were confirmed")
        assert len(b1.urls("held")) >= HELD_AT_KILL and queue.llen(queue_key) > 0, \
            f"the crawl ended before the kill: b1 holds {len(b1.urls('held'))} items"
        b1.kill()
        assert b1.process.returncode == -signal.SIGKILL
        held = set(b1.urls("held"))
        assert held

        b2 = start("b2", "b")  # the restart: same job, back on the shared queue
        for crawler in (a, c, b2):
            crawler.wait(timeout=120)
            crawler.assert_clean_finish()
        assert queue.llen(queue_key) == 0

        # What no process delivered is exactly what b1 took from the queue and did not
        # finish: the queue's loss, none of the plugin's. It is re-offered to b1's job.
        delivered = {url for run in (a, b1, c, b2) for url in run.urls("kept", "dropped")}
        reoffered = set(url_of.values()) - delivered
        assert reoffered == set(b1.urls("took")) - set(b1.urls("kept", "dropped")) - {
            site.url + "/"}
        assert held <= reoffered
        for url in sorted(reoffered):
            queue.lpush(start_key, json.dumps({"url": url}))
        b3 = start("b3", "b")
        b3.wait(timeout=120)
        b3.assert_clean_finish()
    finally:
        for crawler in crawlers:
            crawler.kill()
        queue.close()

    runs = [a, b1, c, b2, b3]
    outcomes = [fields for run in runs for fields in run.outcomes()
                if fields[0] in ("kept", "dropped")]
    # Every article URL reached exactly one outcome in one process: the three processes
    # shared the work, and nothing fetched was lost to the kill once re-offered.
    assert Counter(fields[1] for fields in outcomes) == Counter(set(url_of.values()))
    assert all(run.urls("kept", "dropped") for run in (a, b1, c, b2)), "a process got no work"
    # Dropped only as near-duplicates, never for another reason.
    assert {fields[2] for fields in outcomes if fields[0] == "dropped"} <= {"NearDuplicateItem"}
    # Per article: kept exactly once over the union of the feeds, dropped for every other URL.
    kept = Counter(article_of_url[fields[1]] for fields in outcomes if fields[0] == "kept")
    dropped = Counter(article_of_url[fields[1]] for fields in outcomes if fields[0] == "dropped")
    urls_per_article = Counter(article_of_url.values())
    assert kept == Counter(range(len(articles)))
    assert dropped == Counter({n: count - 1 for n, count in urls_per_article.items()})
    # The index holds one confirmed entry per article: the URL that was kept.
    kept_url = {article_of_url[fields[1]]: fields[1] for fields in outcomes
                if fields[0] == "kept"}
    with SimHashIndex(postgres_url, namespace=NAMESPACE) as index:
        for n, url in kept_url.items():
            confirmed = [m.key for m in index.find(fingerprint_of[url]) if m.confirmed]
            assert confirmed == [url], n
