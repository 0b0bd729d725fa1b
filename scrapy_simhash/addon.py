"""Scrapy add-on: ``ADDONS = {"scrapy_simhash.Addon": 300}`` enables everything."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scrapy.utils.misc import load_object

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
            _setdefault_component(settings, setting, component, priority)


def _setdefault_component(settings: BaseSettings, setting: str, component: type,
                          priority: int) -> None:
    """Add *component* to a component priority dict unless it is there already.

    ``BaseSettings.setdefault_in_component_priority_dict`` does this from Scrapy 2.13;
    Scrapy 2.11 and 2.12 lack it, so the same rule is spelled out for them.
    """
    if hasattr(settings, "setdefault_in_component_priority_dict"):
        settings.setdefault_in_component_priority_dict(setting, component, priority)
    else:
        _add_unless_present(settings, setting, component, priority)


def _add_unless_present(settings: BaseSettings, setting: str, component: type,
                        priority: int) -> None:
    components = settings.getdict(setting)
    if any(load_object(name) is component for name in components):
        return
    components[component] = priority
    settings.set(setting, components, settings.getpriority(setting) or 0)
