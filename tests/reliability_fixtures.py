"""Fixtures and helpers for the reliability tests: crawl settings, log checks, and
infrastructure the tests break on purpose (a private PostgreSQL cluster, tiny file systems).

Imported by ``tests/integration/test_reliability_*.py``; the shared ``conftest.py`` stays the lead's.
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

PG_BIN_CANDIDATES = sorted(Path("/usr/lib/postgresql").glob("*/bin"), reverse=True)


def crawl_settings(database_url: str, **extra: Any) -> dict[str, Any]:
    return {"ADDONS": {"scrapy_simhash.Addon": 300}, "SIMHASH_DATABASE_URL": database_url,
            **extra}


def sqlite_settings(db_path: Path, **extra: Any) -> dict[str, Any]:
    return crawl_settings(f"sqlite:///{db_path}", **extra)


def log_lines(log: str, level: str, logger_name: str | None = None) -> list[str]:
    """Log lines at ``level`` (``WARNING``...), optionally from one logger only."""
    lines = []
    for line in log.splitlines():
        match = re.match(r"^\S+ \S+ \[([^\]]+)\] (\w+): ", line)
        if match and match.group(2) == level and (
            logger_name is None or match.group(1) == logger_name
        ):
            lines.append(line)
    return lines


def records_with_traceback(log: str) -> list[str]:
    """Log records above DEBUG that carry a traceback (DEBUG may keep one for diagnosis)."""
    found = []
    records = re.split(r"\n(?=\d{4}-\d\d-\d\d \d\d:\d\d:\d\d \[)", log)
    for record in records:
        match = re.match(r"^\S+ \S+ \[[^\]]+\] (\w+): ", record)
        if "Traceback (most recent call last)" in record and (match is None
                                                             or match.group(1) != "DEBUG"):
            found.append(record[:3000])
    return found


def assert_clean_finish(result: Any) -> None:
    """The crawl ended normally and no component let an exception escape."""
    assert result.stat("finish_reason") == "finished"
    assert records_with_traceback(result.log) == []
    assert log_lines(result.log, "ERROR") == []
    assert result.stat("log_count/ERROR") == 0


def wait_for_log(path: Path, needle: str, count: int, timeout: float = 60) -> None:
    """Block until ``needle`` occurs ``count`` times in the log file (or the time is up:
    then the test's own assertions report what happened)."""
    import time

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if path.exists() and path.read_text(errors="replace").count(needle) >= count:
            return
        time.sleep(0.05)


def wait_until(condition: Callable[[], bool], timeout: float = 120) -> None:
    """Poll ``condition`` until it holds or the time is up (then the test's own assertions
    report what happened). The deadline is generous: on a loaded machine a crawl's steps
    take many times their usual time."""
    import time

    deadline = time.monotonic() + timeout
    while not condition() and time.monotonic() < deadline:
        time.sleep(0.05)


def stored_rows(database_url: str) -> int:
    """Entries in an index's database (0 while it cannot be read), without opening it."""
    from sqlalchemy import create_engine, text
    from sqlalchemy.exc import SQLAlchemyError
    from sqlalchemy.pool import NullPool

    engine = create_engine(database_url, poolclass=NullPool)
    try:
        with engine.connect() as conn:
            return int(conn.execute(text("SELECT count(*) FROM simhash_entries")).scalar_one())
    except SQLAlchemyError:
        return 0
    finally:
        engine.dispose()


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


# -- a private PostgreSQL cluster that a test may stop and start ---------------------------

class PostgresCluster:
    """A throwaway PostgreSQL server in a temp dir, owned by this test only.

    The shared development server is never touched: stopping it would break the
    other tests and engineers using it.
    """

    def __init__(self, bin_dir: Path, root: Path) -> None:
        self.bin_dir = bin_dir
        self.root = root
        self.data = root / "data"
        self.port = free_port()
        self.server_url = f"postgresql+psycopg://postgres@127.0.0.1:{self.port}/postgres"
        self.url = self.server_url  # the database a test uses (see private_postgres)

    def _as_owner(self, *args: str) -> subprocess.CompletedProcess[str]:
        command = list(args)
        if os.geteuid() == 0:  # PostgreSQL refuses to run as root
            command = ["runuser", "-u", "postgres", "--", *command]
        return subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)

    def init(self) -> None:
        if os.geteuid() == 0:
            shutil.chown(self.root, user="postgres")
        done = self._as_owner(str(self.bin_dir / "initdb"), "-D", str(self.data), "-A", "trust",
                              "-U", "postgres", "-E", "UTF8")
        assert done.returncode == 0, done.stdout + done.stderr

    def start(self) -> None:
        done = self._as_owner(
            str(self.bin_dir / "pg_ctl"), "-D", str(self.data), "-l", str(self.root / "server.log"),
            # pg_ctl appends to the log: earlier starts stay readable
            "-w", "-t", "60", "-o",
            f"-c listen_addresses=127.0.0.1 -p {self.port} -k {self.root} -c fsync=off",
            "start",
        )
        assert done.returncode == 0, done.stdout + done.stderr + self.server_log()

    def stop(self, mode: str = "fast") -> None:
        done = self._as_owner(str(self.bin_dir / "pg_ctl"), "-D", str(self.data), "-m", mode,
                              "-w", "stop")
        assert done.returncode == 0 or "not running" in done.stderr + done.stdout, (
            done.stdout + done.stderr + self.server_log()[-3000:])

    def is_running(self) -> bool:
        return self._as_owner(str(self.bin_dir / "pg_ctl"), "-D", str(self.data),
                              "status").returncode == 0

    def server_log(self) -> str:
        path = self.root / "server.log"
        return path.read_text(errors="replace") if path.exists() else ""


@pytest.fixture(scope="module")
def private_postgres_cluster() -> Iterator[PostgresCluster]:
    bin_dir = next((d for d in PG_BIN_CANDIDATES if (d / "pg_ctl").exists()), None)
    if bin_dir is None:
        if os.environ.get("CI"):
            pytest.fail("PostgreSQL server binaries not found under CI")
        pytest.skip("PostgreSQL server binaries not found (/usr/lib/postgresql/*/bin)")
    root = Path(tempfile.mkdtemp(prefix="simhash-pg-outage-"))
    cluster = PostgresCluster(bin_dir, root)
    try:
        cluster.init()
        cluster.start()
        yield cluster
    finally:
        cluster.stop("immediate")
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture
def private_postgres(private_postgres_cluster: PostgresCluster) -> PostgresCluster:
    """The module's private cluster, running, with ``url`` naming a fresh database."""
    import uuid

    from sqlalchemy import create_engine, text

    cluster = private_postgres_cluster
    if not cluster.is_running():  # a previous test may have left it stopped
        cluster.start()
    name = f"outage_{uuid.uuid4().hex[:10]}"
    admin = create_engine(cluster.server_url, isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as conn:
            conn.execute(text(f'CREATE DATABASE "{name}"'))
    finally:
        admin.dispose()
    cluster.url = cluster.server_url.rsplit("/", 1)[0] + f"/{name}"
    return cluster


# -- small file systems for SQLite fault tests ------------------------------------------------

def as_root(*command: str) -> list[str]:
    """``command`` run as root: directly when we are root, else through passwordless sudo
    (CI runners); an empty list when neither is possible."""
    if os.geteuid() == 0:
        return list(command)
    if shutil.which("sudo") and subprocess.run(["sudo", "-n", "true"], capture_output=True,
                                               check=False).returncode == 0:
        return ["sudo", "-n", *command]
    return []


@pytest.fixture
def tiny_tmpfs(tmp_path: Path) -> Iterator[Any]:
    """``mount_tmpfs(size_kib)`` -> a freshly mounted tmpfs directory owned by this user,
    unmounted afterwards. Needs root or passwordless sudo."""
    if not as_root("mount"):
        if os.environ.get("CI"):
            pytest.fail("the SQLite file-system fault tests need root or sudo to mount a tmpfs")
        pytest.skip("mounting a tmpfs needs root or passwordless sudo")
    mounts: list[Path] = []

    def mount_tmpfs(size_kib: int) -> Path:
        point = tmp_path / f"fs{len(mounts)}"
        point.mkdir()
        options = f"size={size_kib}k,uid={os.geteuid()},gid={os.getegid()},mode=0700"
        done = subprocess.run(as_root("mount", "-t", "tmpfs", "-o", options, "tmpfs",
                                      str(point)), capture_output=True, text=True, check=False)
        if done.returncode != 0:
            if os.environ.get("CI"):
                pytest.fail(f"cannot mount a tmpfs: {done.stderr}")
            pytest.skip(f"cannot mount a tmpfs: {done.stderr}")
        mounts.append(point)
        return point

    yield mount_tmpfs
    for point in reversed(mounts):
        subprocess.run(as_root("umount", "-l", str(point)), capture_output=True, check=False)


def remount(point: Path, mode: str) -> None:
    """Remount a tmpfs from ``tiny_tmpfs`` ``"ro"`` or ``"rw"``."""
    done = subprocess.run(as_root("mount", "-o", f"remount,{mode}", str(point)),
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr


# -- sites that act when a page is requested ----------------------------------------------

class PagesWithHooks(dict):  # type: ignore[type-arg]
    """Pages for ``serve`` that run ``hooks[path]()`` before that page is answered.

    The conftest server looks pages up with ``get``; running the hook there, in the
    server thread, lets a test break the infrastructure at a known point of a crawl
    (the response waits until the hook returns).
    """

    def __init__(self, pages: dict[str, tuple[bytes, str]],
                 hooks: dict[str, Any]) -> None:
        super().__init__(pages)
        self.hooks = dict(hooks)
        self.errors: list[BaseException] = []

    def get(self, path: str, default: Any = None) -> Any:  # type: ignore[override]
        hook = self.hooks.pop(path, None)  # once: retries of the page must not re-run it
        if hook is not None:
            try:
                hook()
            except BaseException as exc:  # the server thread would swallow it
                self.errors.append(exc)
                raise
        return super().get(path, default)


def chain_site(bodies: list[str], prefix: str = "/a/") -> dict[str, tuple[bytes, str]]:
    """Pages ``/a/0.html`` -> ``/a/1.html`` -> ...: with one request at a time, the crawl
    visits them in this order, so a hook on page N fires after pages 0..N-1 were fetched."""
    pages = {}
    for n, body in enumerate(bodies):
        link = f"<a href='{prefix}{n + 1}.html'>next</a>" if n + 1 < len(bodies) else ""
        pages[f"{prefix}{n}.html"] = (body.replace("</body>", f"{link}</body>").encode("utf-8"),
                                      "text/html; charset=utf-8")
    return pages


def index_is_consistent(database_url: str, namespace: str) -> tuple[int, list[str]]:
    """(entries, problems): every stored entry has its row in every segment table and
    every segment row belongs to an entry, i.e. no check-and-add was half written."""
    from sqlalchemy import create_engine, text

    from scrapy_simhash.index import SimHashIndex

    # Distance 0: any stored layout serves it, and only the layout is wanted here.
    with SimHashIndex(database_url, namespace=namespace, max_distance=0) as index:
        layout = index.layout
    engine = create_engine(database_url)
    problems: list[str] = []
    try:
        with engine.connect() as conn:
            ns_id = conn.execute(text("SELECT id FROM simhash_namespaces WHERE name = :n"),
                                 {"n": namespace}).scalar_one()
            fingerprints = {row[0] for row in conn.execute(
                text("SELECT fingerprint FROM simhash_entries WHERE namespace_id = :ns"),
                {"ns": ns_id})}
            entries = conn.execute(text(
                "SELECT count(*) FROM simhash_entries WHERE namespace_id = :ns"),
                {"ns": ns_id}).scalar_one()
            if layout.buckets:
                problems += _bucket_problems(conn, layout, ns_id, fingerprints)
            # A compact layout has no segment rows to drift: its keys are indexes.
            for table in range(0 if layout.compact or layout.buckets else layout.table_count):
                rows = set(conn.execute(text(
                    f"SELECT seg_key, fingerprint FROM simhash_seg_{table} "
                    f"WHERE namespace_id = :ns"), {"ns": ns_id}))
                expected = {(layout.keys(fp & (1 << 64) - 1)[table], fp) for fp in fingerprints}
                if rows != expected:
                    problems.append(f"simhash_seg_{table}: {len(rows ^ expected)} rows differ")
    finally:
        engine.dispose()
    return int(entries), problems


def _bucket_problems(conn: Any, layout: Any, ns_id: int, fingerprints: set[int]) -> list[str]:
    """Bucket storage: every fingerprint of the namespace once in its bucket of every key,
    nothing else in the namespace's buckets, and no empty bucket."""
    from array import array

    from sqlalchemy import text

    expected: dict[int, list[int]] = {}
    for fp in fingerprints:
        for bucket in layout.bucket_ids(ns_id, fp & (1 << 64) - 1):
            expected.setdefault(bucket, []).append(fp)
    low, high = layout.bucket_base(ns_id, 0), layout.bucket_base(ns_id + 1, 0)
    held = {row[0]: sorted(array("q", row[1]).tolist()) for row in conn.execute(
        text("SELECT id, fingerprints FROM simhash_buckets WHERE id >= :low AND id < :high"),
        {"low": low, "high": high})}
    return [f"bucket {bucket}: holds {held.get(bucket)}, expected {sorted(expected.get(bucket, []))}"
            for bucket in sorted(set(expected) | set(held))
            if held.get(bucket) != sorted(expected.get(bucket, []))]


# -- a crawl that the test can kill ---------------------------------------------------------

def start_crawl_process(out: Path, start_url: str, settings: dict[str, Any]) -> Any:
    """Start ``tests/crawl_harness.py`` in its own session (so the test can kill it with
    its worker processes) and return the ``Popen``; it writes into ``out``."""
    import json
    import sys

    from tests.conftest import HARNESS

    out.mkdir(parents=True)
    (out / "settings.json").write_text(json.dumps(settings))
    (out / "spider_settings.json").write_text("{}")
    return subprocess.Popen(
        [sys.executable, str(HARNESS), str(out / "settings.json"),
         str(out / "spider_settings.json"), str(out), start_url, ""],
        cwd=out, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True,
    )


def stored_entries(db: Path) -> dict[str, int]:
    """``{item_key: fingerprint}`` of a SQLite index, read without writing to it."""
    import sqlite3

    if not db.exists():
        return {}
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=5)
    try:
        try:
            rows = conn.execute("SELECT item_key, fingerprint FROM simhash_entries").fetchall()
        except sqlite3.OperationalError:  # the schema is not created yet
            return {}
    finally:
        conn.close()
    return {key: fingerprint & ((1 << 64) - 1) for key, fingerprint in rows}
