"""Scrapy add-on: ``ADDONS = {"scrapy_simhash.Addon": 300}`` enables everything."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scrapy_simhash.middleware import SimHashDownloaderMiddleware
from scrapy_simhash.pipelines import SimHashPipeline
from scrapy_simhash.spidermiddleware import SimHashSpiderMiddleware

if TYPE_CHECKING:
    from scrapy.settings import BaseSettings

# The downloader middleware sits below RetryMiddleware (550), so it fingerprints the
# final, decompressed, non-redirect response. The spider middleware is the last to see
# callback output, so items reach it after every other spider middleware.
COMPONENTS = (
    ("ITEM_PIPELINES", SimHashPipeline, 300),
    ("DOWNLOADER_MIDDLEWARES", SimHashDownloaderMiddleware, 540),
    ("SPIDER_MIDDLEWARES", SimHashSpiderMiddleware, 10),
)


class Addon:
    def update_settings(self, settings: BaseSettings) -> None:
        settings.set("SIMHASH_ENABLED", True, priority="addon")
        for setting, component, priority in COMPONENTS:
            # Keeps a priority the user already gave the component (None disables it).
            settings.setdefault_in_component_priority_dict(setting, component, priority)
