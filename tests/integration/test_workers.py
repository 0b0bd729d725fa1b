"""Pages are extracted and fingerprinted in worker processes, whatever the crawl script."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.sites import corpus_articles, reposted_site

pytestmark = pytest.mark.slow


def test_unguarded_crawl_script_works_with_worker_processes(serve, tmp_path):
    # Scrapy's "run from a script" examples have no `if __name__ == "__main__":` guard;
    # spawned workers must not re-run such a script.
    site = serve(reposted_site(corpus_articles()[:3]))
    script = tmp_path / "crawl_script.py"
    script.write_text(textwrap.dedent(f"""
        import json
        import scrapy
        from scrapy.crawler import CrawlerProcess

        class Articles(scrapy.Spider):
            name = "articles"
            start_urls = ["{site.url}/"]

            def parse(self, response):
                if "/a/" in response.url:
                    yield {{"url": response.url}}
                for href in response.css("a::attr(href)").getall():
                    yield response.follow(href)

        process = CrawlerProcess({{
            "ADDONS": {{"scrapy_simhash.Addon": 300}},
            "SIMHASH_DATABASE_URL": "sqlite:///{tmp_path / 'index.sqlite3'}",
            "SIMHASH_WORKERS": 1,
            "LOG_LEVEL": "INFO",
            "TELNETCONSOLE_ENABLED": False,
        }})
        crawler = process.create_crawler(Articles)
        process.crawl(crawler)
        process.start()
        print("STATS " + json.dumps({{k: v for k, v in crawler.stats.get_stats().items()
                                      if k.startswith(("simhash/", "item_"))}}))
    """))
    done = subprocess.run([sys.executable, str(script)], check=False, capture_output=True, text=True,
                          timeout=120, cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    stats = json.loads(done.stdout.rsplit("STATS ", 1)[1])
    assert "bootstrapping phase" not in done.stderr
    assert stats.get("simhash/extraction_errors", 0) == 0
    assert stats.get("simhash/worker_crashes", 0) == 0
    assert stats["simhash/responses_fingerprinted"] == 9
    assert stats["item_scraped_count"] == 3 and stats["simhash/dropped"] == 6


# -- the worker pool, under a real reactor (tests/workers_harness.py) --------------------

HARNESS = Path(__file__).resolve().parents[1] / "workers_harness.py"


def _drive_workers(scenario: str, pages: list[Path]) -> dict:
    done = subprocess.run([sys.executable, str(HARNESS), scenario, *map(str, pages)],
                          check=False, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stdout.strip(), done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def _article_files(count: int) -> list[Path]:
    folder = Path(__file__).resolve().parents[2] / "benchmarks/data/zh_pages/html"
    return sorted(folder.glob("*.html"))[:count]


def test_many_pages_at_once_come_back_each_with_its_own_result(tmp_path):
    # Several MB of pages handed over at once, more than the pool takes at a time.
    pages = []
    for n, article in enumerate(_article_files(20)):
        padded = tmp_path / f"{n}.html"
        padded.write_bytes(article.read_bytes().replace(
            b"</body>", b"<script>" + b"var x = 1;" * 20_000 + b"</script></body>", 1))
        pages.append(padded)
    assert sum(page.stat().st_size for page in pages) > 3 << 20
    report = _drive_workers("all", pages)
    assert report["results"] == report["expected"]
    assert report["after"] == report["expected"][0]
    # An item's own text is fingerprinted by the workers as the crawl process would.
    assert report["texts"] == report["texts_expected"]
    assert report["texts"][0] is not None and report["texts"][1] is not None
    assert report["texts"][2] is None  # no tokens: nothing to compare


def test_a_worker_killed_mid_batch_fails_only_its_page_and_a_new_one_does_the_rest():
    report = _drive_workers("kill", _article_files(12))
    outcomes = list(zip(report["results"], report["expected"]))
    crashed = [n for n, (result, _) in enumerate(outcomes) if result == {"error": "WorkerCrashed"}]
    # The page the worker was on fails; the pages queued behind it go to the new worker.
    assert len(crashed) == 1 and crashed[0] > 0, report["results"]
    assert all(result == expected for n, (result, expected) in enumerate(outcomes)
               if n not in crashed)
    assert report["after"] == report["expected"][0]


def test_a_hung_worker_is_killed_by_the_watchdog_and_replaced():
    report = _drive_workers("hang", _article_files(3))
    assert report["results"][0] == {"error": "WorkerCrashed"}  # the page it hung on
    assert report["results"][1:] == report["expected"][1:]  # the queue goes to the new worker
    assert report["after"] == report["expected"][0]
    assert report["texts"] == report["texts_expected"]  # texts too, after the replacement


def test_time_in_the_queue_does_not_count_as_a_hang(tmp_path):
    # 1 s per page at most (each takes ~0.1-0.2 s), but the whole queue takes several.
    pages = []
    for n in range(60):
        page = tmp_path / f"{n}.html"
        page.write_text("<html><body><article>" + "".join(
            f"<p>Paragraph {i} of page {n}: the council met on day {i} to discuss item "
            f"{i * 7 + n} and harbour plan {i % 97}.</p>" for i in range(8000))
            + "</article></body></html>")
        pages.append(page)
    report = _drive_workers("queue", pages)
    assert report["results"] == report["expected"]
    assert report["elapsed"] > 1.0, "the queue must outlast one page's timeout"


def test_a_connection_without_the_crawls_token_is_dropped_and_gets_no_page():
    report = _drive_workers("intruder", _article_files(4))
    # Claiming the worker's pid with a wrong token, before and after the worker connected,
    # and an oversized frame in place of the hello: each dropped, with nothing sent to it.
    assert report["intruders"] == [0, 0, 0]
    refused = [record for record in report["logs"] if "refused a connection" in record["message"]]
    assert len(refused) == 3 and all(record["level"] == "WARNING" for record in refused)
    # The worker itself carried on.
    assert report["results"] == report["expected"]
    assert report["after"] == report["expected"][0]
    assert report["texts"] == report["texts_expected"]


@pytest.mark.parametrize("scenario", ["bad-start", "no-connect"])
def test_a_worker_that_cannot_start_fails_the_pages_at_once_instead_of_hanging(scenario):
    report = _drive_workers(scenario, _article_files(3))
    crashed = {"error": "WorkerCrashed"}  # counted by the caller, whose items are kept
    assert report["results"] == [crashed] * 3
    assert report["after"] == crashed and report["texts"] == [crashed] * 3
    errors = [record["message"] for record in report["logs"] if record["level"] == "ERROR"]
    assert len(errors) == 1, report["logs"]  # one clear line, not one per page
    assert "worker process" in errors[0] and "no longer fingerprinted" in errors[0]


def test_what_a_worker_logs_is_handled_by_the_crawls_own_loggers():
    report = _drive_workers("no-rjieba", _article_files(2))
    # (The harness's own reference extraction warns too, in the crawl process.)
    relayed = [record for record in report["logs"]
               if record["logger"] == "scrapy_simhash.fingerprint.segment"
               and "rjieba is not installed" in record["message"]
               and record["process"] != report["crawl_process"]]  # logged in the worker
    assert len(relayed) == 1, report["logs"]  # once: the worker warns at start-up
    assert relayed[0]["level"] == "WARNING"
    assert report["results"] == report["expected"]


def test_helper_processes_start_early_only_for_a_crawl_that_is_starting():
    from scrapy import Spider
    from scrapy.utils.test import get_crawler

    from scrapy_simhash.runtime.early_start import crawl_is_starting

    crawler = get_crawler(Spider, {"SIMHASH_ENABLED": True})
    assert not crawl_is_starting(crawler)  # built for its settings, or by a unit test
    crawler.crawling = True
    assert crawl_is_starting(crawler) == _reactor_installed()


def _reactor_installed() -> bool:
    from scrapy.utils.reactor import is_reactor_installed

    return is_reactor_installed()
