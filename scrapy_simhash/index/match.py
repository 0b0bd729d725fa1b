"""The value type returned by index look-ups."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from typing import NamedTuple

_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
_MICROSECOND = timedelta(microseconds=1)


@dataclass(frozen=True)
class Match:
    """A stored fingerprint within the queried distance."""

    fingerprint: int  # unsigned 64-bit
    key: str
    distance: int
    stored_at: datetime  # timezone-aware, UTC
    item_id: str | None = None  # who stored it: a crawl run's owner id (see ownership.py)
    # False while the crawl that stored it has not yet seen its item scraped.
    confirmed: bool = True
    title: str | None = None  # the stored page's title signature (fingerprint/title.py)
    # Returned by check-and-add when every match was title-guarded (index/guard.py): the
    # offer was stored all the same, and this is the nearest of those matches.
    guarded: bool = False


class Offer(NamedTuple):
    """One fingerprint offered for storage (unsigned fingerprint)."""

    fingerprint: int
    key: str
    item_id: str | None = None
    title: str | None = None  # title signature (fingerprint/title.py); None: no guard


def to_micros(moment: datetime) -> int:
    """UTC datetime -> integer microseconds since the epoch (how SQL backends store time)."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    return (moment - _EPOCH) // _MICROSECOND  # exact: timedelta division is integer


def from_micros(micros: int) -> datetime:
    return _EPOCH + micros * _MICROSECOND
