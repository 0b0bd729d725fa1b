"""Drive one crawler's IndexGateway under a real reactor and print what it answered.

Run by tests/integration/test_gateway.py as a subprocess (a reactor runs once per process):
``python gateway_harness.py DATABASE_URL OFFERS_JSON [MAX_DISTANCE]``, where the offers are
``[[fingerprint, key], ...]`` submitted all at once, as concurrent items would be.
Prints one JSON object: per offer the matched key (or null when stored, or
``{"error": ...}``), the sizes of the batches the index was given, and the stats.
"""

from __future__ import annotations

import asyncio
import json
import sys
import threading
from typing import Any

from scrapy.utils.reactor import install_reactor

install_reactor("twisted.internet.asyncioreactor.AsyncioSelectorReactor")

from scrapy import Spider
from scrapy.utils.test import get_crawler
from twisted.internet import defer, reactor

from scrapy_simhash.runtime.gateway import IndexCallFailed, IndexGateway
from scrapy_simhash.runtime.index_thread import IndexThread

batch_sizes: list[int] = []
_real_check_each = IndexThread.check_each


async def counting_check_each(self, offers):  # the real call, with batch sizes noted
    batch_sizes.append(len(offers))
    return await _real_check_each(self, offers)


IndexThread.check_each = counting_check_each


async def answer_of(gateway: IndexGateway, fingerprint: int, key: str) -> object:
    """The matched key, None when stored, or ``{"error": ...}``."""
    try:
        match = await gateway.check_and_add(fingerprint, key)
    except IndexCallFailed as exc:
        return {"error": str(exc)}
    return None if match is None else match.key


async def main(url: str, offers: list[list], max_distance: int) -> dict:
    crawler = get_crawler(Spider, {"SIMHASH_DATABASE_URL": url, "SIMHASH_NAMESPACE": "gw",
                                   "SIMHASH_MAX_DISTANCE": max_distance})
    gateway = IndexGateway.for_crawler(crawler)
    try:
        await gateway.open()
    except ValueError as exc:  # a setting the database refuses: the crawl would stop here
        threads = [t.name for t in threading.enumerate() if "simhash" in t.name]
        return {"open_error": str(exc), "index_threads": threads,
                "index_left": gateway._index is not None}

    def check(fingerprint: int, key: str) -> Any:
        return answer_of(gateway, fingerprint, key)

    answers = await asyncio.gather(*(check(fp, key) for fp, key in offers))
    await gateway.close()
    return {"answers": answers, "batches": batch_sizes, "stats": crawler.stats.get_stats()}


def run() -> None:
    url, offers = sys.argv[1], json.loads(sys.argv[2])
    max_distance = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    result: dict = {}

    def done(value: dict) -> None:
        result.update(value)

    deferred = defer.Deferred.fromFuture(
        asyncio.ensure_future(main(url, offers, max_distance)))
    deferred.addCallback(done)
    deferred.addErrback(lambda failure: result.update(crash=failure.getTraceback()))
    deferred.addBoth(lambda _: reactor.stop())
    reactor.run()
    print(json.dumps(result, default=str))


if __name__ == "__main__":
    run()
