"""The index gateway under a real reactor: concurrent checks, batching, failures."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from scrapy_simhash import SimHashIndex

HARNESS = Path(__file__).resolve().parents[1] / "gateway_harness.py"


def run_gateway(url: str, offers: list[tuple[int, str]], max_distance: int = 3) -> dict:
    done = subprocess.run([sys.executable, str(HARNESS), url, json.dumps(offers),
                           str(max_distance)],
                          capture_output=True, text=True, timeout=120, check=True)
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert "crash" not in result, result.get("crash")
    return result


def near_duplicate_groups(groups: int, copies: int, seed: int) -> list[tuple[int, str]]:
    """``copies`` fingerprints within distance 2 of each other per group, interleaved."""
    rng = random.Random(seed)
    bases = [rng.getrandbits(64) for _ in range(groups)]
    offers = []
    for copy in range(copies):
        for group, base in enumerate(bases):
            flips = rng.sample(range(64), min(copy, 2))
            fingerprint = base
            for bit in flips:
                fingerprint ^= 1 << bit
            offers.append((fingerprint, f"g{group}-c{copy}"))
    return offers


def test_concurrent_checks_are_batched_and_see_each_other(db_url):
    offers = near_duplicate_groups(groups=10, copies=3, seed=7)
    result = run_gateway(db_url, offers)

    # Submitted together, the checks after the first were batched...
    assert sum(result["batches"]) == len(offers)
    assert max(result["batches"]) > 1
    # ...and a batch is checked in arrival order, each offer against the ones before it.
    for (_, key), answer in zip(offers, result["answers"]):
        group, copy = key.split("-")
        assert answer == (None if copy == "c0" else f"{group}-c0"), key
    assert result["stats"].get("simhash/index_errors", 0) == 0


def assert_only_the_refused_offer_fails(url: str, refused_key: str) -> None:
    offers = [(0x1234_5678_9ABC_DEF0, "first"), (0x0FED_CBA9_8765_4321, refused_key),
              (0x1111_2222_3333_4444, "third"), (0x5555_6666_7777_8888, "fourth")]
    result = run_gateway(url, offers)

    answers = result["answers"]
    assert answers[0] is None and answers[2] is None and answers[3] is None
    assert "error" in answers[1]
    assert result["stats"]["simhash/index_errors"] == 1
    assert max(result["batches"]) > 1  # the refused offer really shared a batch


def test_an_offer_the_database_refuses_fails_alone(sqlite_url):
    # A lone surrogate cannot be encoded for the database (the pipeline cleans keys;
    # this is the gateway's own guard): only that check fails, its batch mates pass.
    assert_only_the_refused_offer_fails(sqlite_url, "bad-\ud800")


@pytest.mark.postgres
def test_a_key_postgres_cannot_index_fails_alone_without_an_outage(postgres_url):
    # PostgreSQL refuses index rows over ~2.7 kB ("program limit exceeded"), which its
    # driver files under OperationalError like a lost connection: it must be retried
    # offer by offer, not reported as the server being unavailable for the whole batch.
    rng = random.Random(3)  # varied, so that PostgreSQL cannot compress it under the limit
    long_key = "https://example.com/?q=" + "".join(rng.choices("abcdefghijk0123456789", k=9000))
    assert_only_the_refused_offer_fails(postgres_url, long_key)


def test_a_refused_open_leaves_no_index_thread_behind(sqlite_url):
    SimHashIndex(sqlite_url, max_distance=2).close()  # a database laid out for k <= 2
    result = run_gateway(sqlite_url, [], max_distance=3)

    assert "larger than this database's layout" in result["open_error"]
    assert result["index_threads"] == []
    assert result["index_left"] is False
