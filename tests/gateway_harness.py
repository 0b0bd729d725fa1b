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

from scrapy_simhash.runtime.gateway import IndexGateway, IndexUnavailable
from scrapy_simhash.runtime.index_process import IndexProcess

batch_sizes: list[int] = []
_real_call = IndexProcess.call


async def counting_call(self, operation, *args):  # the real call, with batch sizes noted
    if operation == "check_each":
        batch_sizes.append(len(args[0]))
    return await _real_call(self, operation, *args)


IndexProcess.call = counting_call


async def answer_of(gateway: IndexGateway, fingerprint: int, key: str) -> object:
    """The matched key, None when stored, or ``{"error": ...}``."""
    try:
        match = await gateway.check_and_add(fingerprint, key)
    except IndexUnavailable as exc:
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
                "index_process_left": gateway._process is not None}

    def check(fingerprint: int, key: str) -> Any:
        return answer_of(gateway, fingerprint, key)

    answers = await asyncio.gather(*(check(fp, key) for fp, key in offers))
    await gateway.close()
    return {"answers": answers, "batches": batch_sizes, "stats": crawler.stats.get_stats()}


async def kill_mid_check(url: str, offers: list[list], max_distance: int) -> dict:
    """Check the first offer; kill the index process while the second is being checked;
    then check the rest."""
    import os
    import signal

    crawler = get_crawler(Spider, {"SIMHASH_DATABASE_URL": url, "SIMHASH_NAMESPACE": "gw"})
    gateway = IndexGateway.for_crawler(crawler)
    await gateway.open()

    def check(fingerprint: int, key: str) -> Any:
        return answer_of(gateway, fingerprint, key)

    answers = [await check(*offers[0])]
    pending = asyncio.ensure_future(check(*offers[1]))
    protocol = gateway._process._protocol
    while not protocol.pending:  # the gateway waits a moment to batch the check
        await asyncio.sleep(0.001)
    # The check is sent; now the process dies under it.
    os.kill(protocol.transport.pid, signal.SIGKILL)
    answers.append(await pending)
    answers += [await check(*offer) for offer in offers[2:]]
    await gateway.close()
    return {"answers": answers, "batches": batch_sizes, "stats": crawler.stats.get_stats()}


def run() -> None:
    url, offers = sys.argv[1], json.loads(sys.argv[2])
    max_distance = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    scenario = kill_mid_check if sys.argv[4:] == ["kill"] else main
    result: dict = {}

    def done(value: dict) -> None:
        result.update(value)

    deferred = defer.Deferred.fromFuture(
        asyncio.ensure_future(scenario(url, offers, max_distance)))
    deferred.addCallback(done)
    deferred.addErrback(lambda failure: result.update(crash=failure.getTraceback()))
    deferred.addBoth(lambda _: reactor.stop())
    reactor.run()
    print(json.dumps(result, default=str))


if __name__ == "__main__":
    run()
