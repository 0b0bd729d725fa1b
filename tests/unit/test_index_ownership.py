"""Pending entries, their confirmation, and abandoned entries taken over (ownership.py),
on memory, SQLite and PostgreSQL."""

from __future__ import annotations

import pytest
from sqlalchemy import create_engine, text

from scrapy_simhash.index import SimHashIndex
from scrapy_simhash.index.ownership import ABANDONED_AFTER, is_abandoned, same_job
from tests import index_backends
from tests.index_backends import flip

index_url = index_backends.index_url

FP = 0x0123_4567_89AB_CDEF
NEAR = flip(FP, 3, 40)
EARLIER_RUN = "job:j1/run:r1"
RESUMED_RUN = "job:j1/run:r2"
OTHER_JOB = "job:j2/run:r3"


def test_a_pending_entry_of_a_live_run_still_counts(index_url: str) -> None:
    with SimHashIndex(index_url, max_distance=3) as index:
        assert index.check_and_add_many([(FP, "a", "run:one")], pending=True) == [None]
        (match,) = index.check_and_add_many([(NEAR, "b", "run:two")], pending=True)
        assert match is not None and (match.key, match.confirmed) == ("a", False)
        # The run that stored it sees it too (a near-duplicate within the same run).
        (again,) = index.check_and_add_many([(NEAR, "c", "run:one")], pending=True)
        assert again is not None and again.key == "a"
        assert index.count() == 1


def test_the_resumed_run_of_a_job_takes_over_what_the_dead_run_never_confirmed(
        index_url: str) -> None:
    with SimHashIndex(index_url, max_distance=3) as index:
        assert index.check_and_add_many([(FP, "original", EARLIER_RUN)], pending=True) == [None]
        assert index.check_and_add_many([(NEAR, "repost", RESUMED_RUN)], pending=True) == [None]
        # The repost stands in the original's place: one entry, the repost's.
        assert [(m.key, m.item_id, m.confirmed) for m in index.find(FP)] == [
            ("repost", RESUMED_RUN, False)]
        assert index.count() == 1
        # Another job does not take over a recent pending entry.
        (match,) = index.check_and_add_many([(FP, "third", OTHER_JOB)], pending=True)
        assert match is not None and match.key == "repost"


def test_a_confirmed_entry_is_never_taken_over(index_url: str) -> None:
    with SimHashIndex(index_url, max_distance=3) as index:
        index.check_and_add_many([(FP, "original", EARLIER_RUN), (flip(FP, 1, 2, 3, 4, 5, 6, 7,
                                  8, 9, 10, 11, 12, 13, 14, 15, 16), "other", EARLIER_RUN)],
                                 pending=True)
        # Confirmations by another owner do not count.
        assert index.confirm([(FP, "original")], OTHER_JOB) == 0
        assert index.confirm([(FP, "original")], EARLIER_RUN) == 1
        assert index.confirm([(FP, "original")], EARLIER_RUN) == 0  # already confirmed
        (match,) = index.check_and_add_many([(NEAR, "repost", RESUMED_RUN)], pending=True)
        assert match is not None and (match.key, match.confirmed) == ("original", True)
        # A plain check (no owner) meets it as well.
        assert index.check_and_add(NEAR, "api") is not None


def test_a_batch_takes_over_once_and_checks_later_offers_against_the_new_entry(
        index_url: str) -> None:
    with SimHashIndex(index_url, max_distance=3) as index:
        index.check_and_add_many([(FP, "original", EARLIER_RUN)], pending=True)
        results = index.check_and_add_many(
            [(NEAR, "repost", RESUMED_RUN), (flip(NEAR, 9), "second repost", RESUMED_RUN)],
            pending=True)
        assert results[0] is None
        assert results[1] is not None and results[1].key == "repost"
        assert [m.key for m in index.find(FP)] == ["repost"]


def test_pending_entries_need_an_owner(index_url: str) -> None:
    with SimHashIndex(index_url) as index, pytest.raises(ValueError, match="owner"):
        index.check_and_add_many([(FP, "a")], pending=True)


def test_a_pending_entry_older_than_the_limit_is_taken_over_by_anyone(db_url: str) -> None:
    with SimHashIndex(db_url, max_distance=3) as index:
        index.check_and_add_many([(FP, "left behind", "run:dead")], pending=True)
    engine = create_engine(db_url)
    micros = int(ABANDONED_AFTER.total_seconds() * 1_000_000) + 1_000_000
    with engine.begin() as conn:
        conn.execute(text("UPDATE simhash_entries SET stored_at = stored_at - :d"), {"d": micros})
    engine.dispose()
    with SimHashIndex(db_url, max_distance=3) as index:
        assert index.check_and_add(NEAR, "api") is None
        assert [(m.key, m.confirmed) for m in index.find(FP)] == [("api", True)]


def test_an_index_made_before_confirmations_reads_its_entries_as_confirmed(
        db_url: str) -> None:
    with SimHashIndex(db_url, max_distance=3) as index:
        index.check_and_add(FP, "old", item_id="job:j1")  # the job id older versions stored
    engine = create_engine(db_url)
    with engine.begin() as conn:
        conn.execute(text("ALTER TABLE simhash_entries DROP COLUMN confirmed"))
    engine.dispose()
    with SimHashIndex(db_url, max_distance=3) as index:
        assert [(m.key, m.confirmed) for m in index.find(FP)] == [("old", True)]
        (match,) = index.check_and_add_many([(NEAR, "repost", RESUMED_RUN)], pending=True)
        assert match is not None and match.key == "old"


def test_the_rule_itself() -> None:
    from datetime import datetime, timezone

    now = datetime.now(timezone.utc)
    assert same_job(EARLIER_RUN, RESUMED_RUN) and same_job("job:j1", RESUMED_RUN)
    assert not same_job("run:a", "run:a") and not same_job(EARLIER_RUN, OTHER_JOB)
    assert is_abandoned(False, EARLIER_RUN, now, RESUMED_RUN, now)
    assert not is_abandoned(True, EARLIER_RUN, now - 2 * ABANDONED_AFTER, RESUMED_RUN, now)
    assert not is_abandoned(False, RESUMED_RUN, now - 2 * ABANDONED_AFTER, RESUMED_RUN, now)
    assert not is_abandoned(False, "run:a", now, "run:b", now)
    assert is_abandoned(False, "run:a", now - 2 * ABANDONED_AFTER, None, now)
