"""Shared fixtures: real SQLite files under tmp_path and a real PostgreSQL server.

PostgreSQL tests need ``SIMHASH_TEST_POSTGRES_URL`` (``.ci/run`` starts a throwaway
server and sets it). Without it they are skipped locally, but fail under CI so that
a broken server setup can never pass silently.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

POSTGRES_ENV = "SIMHASH_TEST_POSTGRES_URL"


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'simhash.sqlite3'}"


@pytest.fixture(scope="session")
def postgres_server_url() -> str:
    url = os.environ.get(POSTGRES_ENV)
    if not url:
        if os.environ.get("CI"):
            pytest.fail(f"{POSTGRES_ENV} is not set under CI: PostgreSQL tests must run")
        pytest.skip(f"{POSTGRES_ENV} not set; run `bash .ci/run` for the full suite")
    return url


@pytest.fixture
def postgres_url(postgres_server_url: str) -> Iterator[str]:
    """A fresh, empty database on the test server, dropped after the test."""
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    name = f"simhash_test_{uuid.uuid4().hex[:12]}"
    admin = create_engine(postgres_server_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        yield make_url(postgres_server_url).set(database=name).render_as_string(
            hide_password=False
        )
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def db_url(request: pytest.FixtureRequest) -> str:
    """Run a test once against a SQLite file and once against PostgreSQL."""
    if request.param == "sqlite":
        return request.getfixturevalue("sqlite_url")
    return request.getfixturevalue("postgres_url")
