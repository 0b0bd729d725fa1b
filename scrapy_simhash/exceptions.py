"""Exceptions raised by scrapy-simhash components."""

from __future__ import annotations

import inspect

from scrapy.exceptions import DropItem

# DropItem takes the level Scrapy logs the drop at from 2.13; before, drops log at WARNING.
_DROP_LEVELS = "log_level" in inspect.signature(DropItem.__init__).parameters


class NearDuplicateItem(DropItem):
    """The item's text is within the configured distance of a stored fingerprint.

    Scrapy counts these under ``item_dropped_reasons_count/NearDuplicateItem``.
    """

    def __init__(self, message: str, log_level: str | None = None) -> None:
        if _DROP_LEVELS:
            super().__init__(message, log_level=log_level)
        else:
            super().__init__(message)


class UncheckedItem(DropItem):
    """Dropped because the index could not answer and ``SIMHASH_ON_INDEX_ERROR = "drop"``.

    Logged at DEBUG: the outage itself gets one WARNING when it starts and one when the
    index answers again, not one per item; ``simhash/dropped_unchecked`` counts them.
    """

    def __init__(self, message: str, log_level: str | None = "DEBUG") -> None:
        super().__init__(message, log_level=log_level)
