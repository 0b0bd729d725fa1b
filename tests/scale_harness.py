"""One crawler process of the scale-out test (``tests/integration/test_scale_out.py``).

A scrapy-redis spider: it reads its start URLs from Redis, shares the request queue and
the URL dupefilter with the other processes through Redis, and the content index with
them through PostgreSQL. Every item's outcome is written to ``outcomes.tsv`` and flushed
at once, so the file holds what this process delivered even when it is killed with
SIGKILL (a feed export would lose its buffer).

Usage: ``python tests/scale_harness.py SETTINGS_JSON OUT_DIR``.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

from scrapy import signals
from scrapy.crawler import CrawlerProcess
from scrapy_redis.scheduler import Scheduler
from scrapy_redis.spiders import RedisSpider
from twisted.internet.defer import Deferred

OUTCOMES = "outcomes.tsv"


def append_line(out: Path, *fields: str) -> None:
    with (out / OUTCOMES).open("a", encoding="utf-8") as file:
        file.write("\t".join(fields) + "\n")


class ScaleSpider(RedisSpider):
    name = "scale"

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # scrapy-redis counts MAX_IDLE_TIME_BEFORE_CLOSE from when its module was imported
        # (or start URLs last waited in Redis); count it from this process's last response,
        # so a process that waits while another parses the start page does not close.
        self.spider_idle_start_time = int(time.time())

    def parse(self, response: Any) -> Any:
        self.spider_idle_start_time = int(time.time())
        if "/a/" in urlparse(response.url).path:
            yield {"url": response.url}
        for href in response.css("a::attr(href)").getall():
            yield response.follow(href, callback=self.parse)


class RecordingScheduler(Scheduler):
    """The scrapy-redis scheduler, writing ``took URL`` for each request it pops from the
    shared queue: what a killed process took with it."""

    @classmethod
    def from_crawler(cls, crawler: Any) -> RecordingScheduler:
        scheduler = super().from_crawler(crawler)
        scheduler.out = Path(crawler.settings["SCALE_OUT_DIR"])
        return scheduler

    def next_request(self) -> Any:
        request = super().next_request()
        if request is not None:
            append_line(self.out, "took", request.url)
        return request


class OutcomeLog:
    """Writes ``kept URL`` at ``item_scraped`` and ``dropped URL REASON`` at ``item_dropped``."""

    def __init__(self, out: Path) -> None:
        self.out = out

    @classmethod
    def from_crawler(cls, crawler: Any) -> OutcomeLog:
        log = cls(Path(crawler.settings["SCALE_OUT_DIR"]))
        crawler.signals.connect(log.kept, signal=signals.item_scraped)
        crawler.signals.connect(log.dropped, signal=signals.item_dropped)
        return log

    def kept(self, item: Any) -> None:
        append_line(self.out, "kept", item["url"])

    def dropped(self, item: Any, exception: BaseException) -> None:
        append_line(self.out, "dropped", item["url"], type(exception).__name__)


class GatePipeline:
    """Once ``SCALE_GATE_FILE`` exists, holds every item that reaches it for good (its
    index entry stays pending) and writes ``held URL``: the test then kills the process
    with items stored but never delivered."""

    def __init__(self, gate: Path, out: Path) -> None:
        self.gate = gate
        self.out = out

    @classmethod
    def from_crawler(cls, crawler: Any) -> GatePipeline:
        return cls(Path(crawler.settings["SCALE_GATE_FILE"]),
                   Path(crawler.settings["SCALE_OUT_DIR"]))

    def process_item(self, item: Any, spider: Any = None) -> Any:
        if not self.gate.exists():
            return item
        append_line(self.out, "held", item["url"])
        return Deferred()  # never fires


def main() -> None:
    settings_path, out_dir = sys.argv[1:3]
    out = Path(out_dir)
    settings = json.loads(Path(settings_path).read_text())
    settings.update({
        "SCALE_OUT_DIR": str(out),
        "LOG_FILE": str(out / "crawl.log"),
        "TELNETCONSOLE_ENABLED": False,
        "ROBOTSTXT_OBEY": False,
    })
    settings.setdefault("LOG_LEVEL", "INFO")
    settings.setdefault("EXTENSIONS", {})["tests.scale_harness.OutcomeLog"] = 0
    if settings.get("SCALE_GATE_FILE"):
        settings.setdefault("ITEM_PIPELINES", {})["tests.scale_harness.GatePipeline"] = 800
    process = CrawlerProcess(settings)
    crawler = process.create_crawler(ScaleSpider)
    process.crawl(crawler)
    process.start()
    stats = {k: (v.isoformat() if hasattr(v, "isoformat") else v)
             for k, v in crawler.stats.get_stats().items()}
    (out / "stats.json").write_text(json.dumps(stats, indent=1, sort_keys=True))


if __name__ == "__main__":
    main()
