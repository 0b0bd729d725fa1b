"""Exceptions raised by scrapy-simhash components."""

from __future__ import annotations

import inspect

from scrapy.exceptions import DropItem

# DropItem takes the level Scrapy logs the drop at from 2.13; before, drops log at WARNING.
_DROP_LEVELS = "log_level" in inspect.signature(DropItem.__init__).parameters


class _LeveledDrop(DropItem):
    default_level: str | None = None

    def __init__(self, message: str, log_level: str | None = None) -> None:
        if _DROP_LEVELS:
            super().__init__(message, log_level=log_level or self.default_level)
        else:
            super().__init__(message)


class NearDuplicateItem(_LeveledDrop):
    """The item's text is within the configured distance of a stored fingerprint.

    Scrapy counts these under ``item_dropped_reasons_count/NearDuplicateItem``.
    """


class UncheckedItem(_LeveledDrop):
    """Dropped because the index could not answer and ``SIMHASH_ON_INDEX_ERROR = "drop"``.

    Logged at DEBUG: the outage itself gets one WARNING when it starts and one when the
    index answers again, not one per item; ``simhash/dropped_unchecked`` counts them.
    """

    default_level = "DEBUG"
