"""Fixtures that run one index test suite against memory, SQLite and PostgreSQL."""

from __future__ import annotations

import random

import pytest

BACKENDS = ["memory", "sqlite", pytest.param("postgres", marks=pytest.mark.postgres)]


@pytest.fixture(params=BACKENDS)
def index_url(request: pytest.FixtureRequest) -> str:
    """A URL for an empty index: in memory, a SQLite file, or a fresh PostgreSQL database."""
    if request.param == "memory":
        return "memory://"
    if request.param == "sqlite":
        return request.getfixturevalue("sqlite_url")
    return request.getfixturevalue("postgres_url")


def flip(fingerprint: int, *bits: int) -> int:
    for bit in bits:
        fingerprint ^= 1 << bit
    return fingerprint


def flipped(fingerprint: int, bits: int, rng: random.Random) -> int:
    """``fingerprint`` with ``bits`` distinct random bits flipped."""
    return flip(fingerprint, *rng.sample(range(64), bits))
