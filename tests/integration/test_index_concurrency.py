"""Several processes offering near-duplicates at the same moment to one shared index."""

from __future__ import annotations

import multiprocessing
import random

import pytest

from scrapy_simhash.index import SimHashIndex

PROCESSES = 4
CLUSTERS = 30


def _clusters(seed: int = 7) -> list[int]:
    rng = random.Random(seed)
    return [rng.getrandbits(64) for _ in range(CLUSTERS)]


def _spread_variant(base: int, worker: int, cluster: int) -> int:
    """A variant differing from every other worker's in each of the three 21-22 bit blocks
    of ``blocks:3/radius:1`` (so no two share a stored key) and within 5 bits of each:
    in block j, worker j keeps the base's bits and every other worker flips its own bit."""
    variant = base
    for block, shift in enumerate((0, 22, 43)):
        if worker != block:
            variant ^= 1 << (shift + worker + 4 * (cluster % 4))
    return variant


def _offer_all(url: str, worker: int, barrier, results,  # type: ignore[no-untyped-def]
               spread: bool = False) -> None:
    """Offer this worker's variant of every cluster, in the same order as the others."""
    bases = _clusters()
    with SimHashIndex(url, namespace="shared") as index:
        barrier.wait(timeout=60)
        outcome = []
        for cluster, base in enumerate(bases):
            # One distinct bit per worker: every two variants are 2 bits apart.
            variant = (_spread_variant(base, worker, cluster) if spread
                       else base ^ (1 << (worker * 16 + cluster % 16)))
            match = index.check_and_add(variant, f"w{worker}-c{cluster}")
            outcome.append((cluster, f"w{worker}-c{cluster}", None if match is None else match.key))
    results.put(outcome)


@pytest.mark.slow
def test_concurrent_near_duplicates_store_exactly_one_per_cluster(db_url: str) -> None:
    _race(db_url)


@pytest.mark.slow
@pytest.mark.postgres
def test_concurrent_near_duplicates_on_segment_tables(postgres_url: str) -> None:
    """PostgreSQL databases made before the compact layout hold segment tables; the same
    advisory locks serialise near-duplicates there."""
    _race(postgres_url, layout="blocks:7/tables")


@pytest.mark.slow
@pytest.mark.parametrize("storage", ["tables", "compact"])
def test_concurrent_near_duplicates_sharing_no_key_on_a_radius_layout(db_url: str,
                                                                     storage: str) -> None:
    """Variants that share no stored key (found only through one-bit flips) still
    serialise: the check-and-add locks of a radius layout meet for them."""
    _race(db_url, layout=f"blocks:3/radius:1/{storage}", spread=True)


@pytest.mark.slow
@pytest.mark.postgres
def test_race_safe_when_server_defaults_to_repeatable_read(postgres_url: str) -> None:
    from sqlalchemy import create_engine, text

    engine = create_engine(postgres_url, isolation_level="AUTOCOMMIT")
    database = postgres_url.rsplit("/", 1)[1]
    with engine.connect() as conn:
        conn.execute(
            text(
                f"ALTER DATABASE \"{database}\" SET default_transaction_isolation = 'repeatable read'"
            )
        )
    engine.dispose()
    _race(postgres_url)


def _race(db_url: str, layout: str | None = None, spread: bool = False) -> None:
    """Start the workers together; check every cluster kept exactly one fingerprint."""
    # Create the schema once up front; the workers adopt its layout.
    SimHashIndex(db_url, namespace="shared", layout=layout).close()
    context = multiprocessing.get_context("spawn")
    barrier = context.Barrier(PROCESSES)
    results = context.Queue()
    workers = [
        context.Process(target=_offer_all, args=(db_url, worker, barrier, results, spread))
        for worker in range(PROCESSES)
    ]
    for process in workers:
        process.start()
    outcomes = [results.get(timeout=120) for _ in workers]
    for process in workers:
        process.join(timeout=30)
        assert process.exitcode == 0

    offers = [row for outcome in outcomes for row in outcome]
    assert len(offers) == PROCESSES * CLUSTERS  # nothing lost
    with SimHashIndex(db_url, namespace="shared") as index:
        assert index.count() == CLUSTERS
        for cluster, base in enumerate(_clusters()):
            rows = [row for row in offers if row[0] == cluster]
            stored = [key for _, key, match in rows if match is None]
            assert len(stored) == 1, (cluster, rows)
            # Every other offer was reported as a duplicate of the one stored.
            assert all(match == stored[0] for _, _, match in rows if match is not None)
            assert [m.key for m in index.find(base)] == stored
