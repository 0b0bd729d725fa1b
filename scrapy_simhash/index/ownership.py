"""Who stored an entry, and when an unconfirmed entry was left behind by a dead run.

A crawl stores a page's fingerprint before the item has left the pipeline chain, and
confirms the entry once the item was scraped. An entry that stays unconfirmed belongs
to an item that never left (the run was killed, or a later pipeline dropped it): it
must not make a later copy of the same article a "duplicate" of nothing. Such an entry
is *abandoned*, and the next near-duplicate is kept and takes its place, when

* it was stored by an earlier run of the same resumable job (``JOBDIR``): the run
  that is resuming the job is the only one alive, or
* it has waited for its confirmation longer than ``ABANDONED_AFTER``: a live run
  confirms within seconds of the item leaving its pipeline chain.

Owners are strings: ``"run:<hex>"`` for a crawl without a job, ``"job:<hex>/run:<hex>"``
with one. Entries stored by other means (the API, ``scrapy simhash import``, versions
before confirmations) are confirmed from the start.
"""

from __future__ import annotations

import uuid
from datetime import datetime, timedelta

ABANDONED_AFTER = timedelta(minutes=2)


def new_run_owner(job: str | None) -> str:
    """An owner id for one run of a crawl, within ``job`` when it can be resumed."""
    run = f"run:{uuid.uuid4().hex}"
    return f"{job}/{run}" if job else run


def job_of(owner: str | None) -> str | None:
    """The resumable job an owner id belongs to (``"job:<hex>"``), or None."""
    if not owner or not owner.startswith("job:"):
        return None
    return owner.split("/", 1)[0]


def same_job(first: str | None, second: str | None) -> bool:
    job = job_of(first)
    return job is not None and job == job_of(second)


def is_abandoned(confirmed: bool, entry_owner: str | None, stored_at: datetime,
                 checker: str | None, now: datetime) -> bool:
    """Whether an entry no longer stands for an item: see the module's docstring."""
    if confirmed or entry_owner == checker:
        return False
    return same_job(entry_owner, checker) or stored_at < now - ABANDONED_AFTER
