"""An item pipeline that holds each item a while, like one writing to a slow store
(imported by crawl_harness runs): items then sit between the SimHash check and
``item_scraped`` when a test kills the crawl."""

from __future__ import annotations

from typing import Any


class SlowPipeline:
    seconds = 1.0

    async def process_item(self, item: Any, spider: Any = None) -> Any:
        from scrapy.utils.defer import maybe_deferred_to_future
        from twisted.internet import reactor
        from twisted.internet.task import deferLater

        await maybe_deferred_to_future(deferLater(reactor, self.seconds, lambda: None))
        return item
