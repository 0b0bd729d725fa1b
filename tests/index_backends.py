"""Fixtures that run one index test suite against memory, SQLite and PostgreSQL."""

from __future__ import annotations

import random

import pytest

BACKENDS = ["memory", "sqlite", "sqlite-buckets",
            pytest.param("postgres", marks=pytest.mark.postgres)]
# What the "sqlite-buckets" backend's file is created with before the test opens it.
BUCKETS_LAYOUT = "blocks:3/radius:1/buckets"
BUCKETS_MAX_DISTANCE = 5


@pytest.fixture(params=BACKENDS)
def index_url(request: pytest.FixtureRequest) -> str:
    """A URL for an empty index: in memory, a SQLite file, a SQLite file made with the
    bucket storage (a test opening it without a layout gets that one), or a fresh
    PostgreSQL database."""
    if request.param == "memory":
        return "memory://"
    if request.param == "sqlite":
        return request.getfixturevalue("sqlite_url")
    if request.param == "sqlite-buckets":
        from scrapy_simhash.index import SimHashIndex

        url: str = request.getfixturevalue("sqlite_url")
        SimHashIndex(url, max_distance=BUCKETS_MAX_DISTANCE, layout=BUCKETS_LAYOUT).close()
        return url
    return request.getfixturevalue("postgres_url")


@pytest.fixture(params=[b for b in BACKENDS if b != "sqlite-buckets"])
def layout_index_url(request: pytest.FixtureRequest) -> str:
    """``index_url`` for tests that choose their layout themselves (and the bucket
    storage among them): memory, a new SQLite file or PostgreSQL."""
    if request.param == "memory":
        return "memory://"
    if request.param == "sqlite":
        return request.getfixturevalue("sqlite_url")
    return request.getfixturevalue("postgres_url")


def skip_unsupported(url: str, layout: str | None) -> None:
    """Bucket storage is for SQLite: a test asking for it elsewhere is skipped."""
    if layout is not None and layout.endswith("/buckets") and url.startswith("postgresql"):
        pytest.skip("bucket storage is SQLite only")


def flip(fingerprint: int, *bits: int) -> int:
    for bit in bits:
        fingerprint ^= 1 << bit
    return fingerprint


def flipped(fingerprint: int, bits: int, rng: random.Random) -> int:
    """``fingerprint`` with ``bits`` distinct random bits flipped."""
    return flip(fingerprint, *rng.sample(range(64), bits))
