"""Database failures surface as SQLAlchemy errors, and the index recovers afterwards."""

from __future__ import annotations

import pytest
from sqlalchemy import create_engine, exc, text

from scrapy_simhash.index import SimHashIndex

FP = 0x0F0F_F0F0_1234_8765


def test_read_only_sqlite_raises_operational_error(tmp_path) -> None:
    path = tmp_path / "ro.sqlite3"
    SimHashIndex(f"sqlite:///{path}").close()
    url = f"sqlite:///file:{path}?mode=ro&uri=true"
    with pytest.raises(exc.OperationalError), SimHashIndex(url) as index:
        index.check_and_add(FP, "a")


def test_locked_sqlite_raises_after_timeout(sqlite_url: str) -> None:
    import sqlite3

    index = SimHashIndex(sqlite_url, connect_args={"timeout": 0.1})
    holder = sqlite3.connect(sqlite_url.removeprefix("sqlite:///"), isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")  # another writer holds the lock
    try:
        with index:
            with pytest.raises(exc.OperationalError, match="locked"):
                index.check_and_add(FP, "a")
            holder.execute("ROLLBACK")
            assert index.check_and_add(FP, "a") is None
    finally:
        holder.close()


@pytest.mark.postgres
def test_postgres_reconnects_after_connection_loss(postgres_url: str) -> None:
    with SimHashIndex(postgres_url) as index:
        assert index.check_and_add(FP, "before") is None
        admin = create_engine(postgres_url, isolation_level="AUTOCOMMIT")
        database = postgres_url.rsplit("/", 1)[1]
        with admin.connect() as conn:
            conn.execute(
                text(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                    "WHERE datname = :db AND pid <> pg_backend_pid()"
                ),
                {"db": database},
            )
        admin.dispose()
        with pytest.raises(exc.DBAPIError) as failure:
            index.check_and_add(FP ^ 0xFFFF_0000, "during")
        assert failure.value.connection_invalidated
        # The next call takes a fresh connection; nothing of the failed call was stored.
        assert index.check_and_add(FP ^ 1, "after").key == "before"
        assert index.count() == 1
