"""Content-level near-duplicate filtering for Scrapy.

The pure parts (``extract_text``, ``minwise``, ``simhash``, ``SimHashIndex``) import nothing
from Scrapy; the Scrapy components are loaded only when first used.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

# name -> module that defines it; resolved lazily so that ``import scrapy_simhash``
# stays cheap and extraction/fingerprinting work without Scrapy being imported.
_EXPORTS = {
    "extract_text": "scrapy_simhash.extract",
    "simhash": "scrapy_simhash.fingerprint.text",
    "minwise": "scrapy_simhash.fingerprint.text",
    "hamming_distance": "scrapy_simhash.fingerprint.text",
    "SimHashIndex": "scrapy_simhash.index",
    "Match": "scrapy_simhash.index",
    "SimHashPipeline": "scrapy_simhash.pipelines",
    "SimHashDownloaderMiddleware": "scrapy_simhash.middleware",
    "SimHashSpiderMiddleware": "scrapy_simhash.spidermiddleware",
    "NearDuplicateItem": "scrapy_simhash.exceptions",
    "Addon": "scrapy_simhash.addon",
}

__all__ = [
    "Addon",
    "Match",
    "NearDuplicateItem",
    "SimHashDownloaderMiddleware",
    "SimHashIndex",
    "SimHashPipeline",
    "SimHashSpiderMiddleware",
    "__version__",
    "extract_text",
    "hamming_distance",
    "minwise",
    "simhash",
]

if TYPE_CHECKING:
    from scrapy_simhash.addon import Addon
    from scrapy_simhash.exceptions import NearDuplicateItem
    from scrapy_simhash.extract import extract_text
    from scrapy_simhash.fingerprint.text import hamming_distance, minwise, simhash
    from scrapy_simhash.index import Match, SimHashIndex
    from scrapy_simhash.middleware import SimHashDownloaderMiddleware
    from scrapy_simhash.pipelines import SimHashPipeline
    from scrapy_simhash.spidermiddleware import SimHashSpiderMiddleware


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'scrapy_simhash' has no attribute {name!r}")
    value = getattr(import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
