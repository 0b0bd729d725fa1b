"""Pages are extracted and fingerprinted in worker processes, whatever the crawl script."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

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
