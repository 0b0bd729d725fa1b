"""A password made of reserved characters never shows, whole or in part: not when the
URL leaves it unescaped (refused at start), not when it is wrong, not in an outage; in
log lines (DEBUG tracebacks included), stats, and ``scrapy simhash`` output.

The server is a private PostgreSQL cluster with password authentication over TCP.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import quote

import pytest
from scrapy import Spider
from scrapy.utils.misc import build_from_crawler
from scrapy.utils.test import get_crawler

from scrapy_simhash.pipelines import SimHashPipeline
from tests.integration.test_reliability_security import small_site
from tests.reliability_fixtures import (
    PG_BIN_CANDIDATES,
    PostgresCluster,
    crawl_settings,
    log_lines,
)

pytestmark = [pytest.mark.slow, pytest.mark.postgres]

# Every URL-reserved character, between letters that would be readable fragments.
PASSWORD = "Qx7@Zr9/Kp3?Wm5#Tj2:Lb4%Hn6 Vc8&Fd1=Gs4[Ny2]"
WRONG = "Yh4@Gt6/Ub8?Nr3#Ke5:Mw7%Jq2 Sd9&Rc6=Pv1[Ej3]"


def fragments(password: str) -> list[str]:
    return [part for part in re.split(r"[^A-Za-z0-9]", password) if part] + [
        password, quote(password, safe="")]


def assert_hidden(text: str, password: str) -> None:
    for fragment in fragments(password):
        assert fragment not in text, fragment


class ScramCluster(PostgresCluster):
    """TCP connections must give a password (SCRAM); the test's own admin connection
    comes through the Unix socket, trusted."""

    def init(self) -> None:
        if os.geteuid() == 0:
            import shutil

            shutil.chown(self.root, user="postgres")
        done = self._as_owner(str(self.bin_dir / "initdb"), "-D", str(self.data),
                              "--auth-host=scram-sha-256", "--auth-local=trust",
                              "-U", "postgres", "-E", "UTF8")
        assert done.returncode == 0, done.stdout + done.stderr

    def admin_url(self) -> str:
        return f"postgresql+psycopg://postgres@/postgres?host={self.root}&port={self.port}"

    def url_with(self, password: str) -> str:
        return (f"postgresql+psycopg://crawler:{quote(password, safe='')}@127.0.0.1:"
                f"{self.port}/simhash")


@pytest.fixture(scope="module")
def scram_postgres() -> Iterator[ScramCluster]:
    bin_dir = next((d for d in PG_BIN_CANDIDATES if (d / "pg_ctl").exists()), None)
    if bin_dir is None:
        if os.environ.get("CI"):
            pytest.fail("PostgreSQL server binaries not found under CI")
        pytest.skip("PostgreSQL server binaries not found (/usr/lib/postgresql/*/bin)")
    import shutil

    from sqlalchemy import create_engine, text

    root = Path(tempfile.mkdtemp(prefix="simhash-pg-scram-"))
    os.chmod(root, 0o755)
    cluster = ScramCluster(bin_dir, root)
    try:
        cluster.init()
        cluster.start()
        admin = create_engine(cluster.admin_url(), isolation_level="AUTOCOMMIT")
        with admin.connect() as conn:
            literal = PASSWORD.replace("'", "''")
            conn.execute(text(f"CREATE ROLE crawler LOGIN PASSWORD '{literal}'"))
            conn.execute(text("CREATE DATABASE simhash OWNER crawler"))
        admin.dispose()
        yield cluster
    finally:
        cluster.stop("immediate")
        shutil.rmtree(root, ignore_errors=True)


class NamedSpider(Spider):
    name = "named"


def test_an_unescaped_password_is_refused_at_start_with_how_to_escape_it():
    url = f"postgresql+psycopg://crawler2:{PASSWORD}@127.0.0.1:5/simhash"
    crawler = get_crawler(NamedSpider, {"SIMHASH_ENABLED": True, "SIMHASH_DATABASE_URL": url})
    with pytest.raises(ValueError, match=r"urllib\.parse\.quote") as failure:
        build_from_crawler(SimHashPipeline, crawler)
    assert_hidden(str(failure.value), PASSWORD)
    # The probe's URL: half the password used to show as a host name.
    crawler = get_crawler(NamedSpider, {
        "SIMHASH_ENABLED": True,
        "SIMHASH_DATABASE_URL": "postgresql+psycopg://crawler2:hunter2@prod@127.0.0.1:55440/x"})
    with pytest.raises(ValueError, match="%40") as failure:
        build_from_crawler(SimHashPipeline, crawler)
    assert "prod" not in str(failure.value) and "hunter2" not in str(failure.value)


def simhash_command(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    (cwd / "scrapy.cfg").write_text("[settings]\ndefault = probe_settings\n")
    (cwd / "probe_settings.py").write_text("BOT_NAME = 'probe'\n")
    return subprocess.run([sys.executable, "-m", "scrapy", "simhash", *args], cwd=cwd,
                          capture_output=True, text=True, timeout=120, check=False,
                          env={**os.environ, "PYTHONPATH": str(cwd)})


def test_the_right_escaped_password_works(scram_postgres, serve, run_crawl):
    site = serve(small_site())
    result = run_crawl(site.url + "/", crawl_settings(scram_postgres.url_with(PASSWORD)))
    assert result.stat("simhash/stored") == 2 and result.stat("simhash/dropped") == 1
    assert_hidden(result.log, PASSWORD)


@pytest.mark.parametrize("case", ["wrong password", "outage"])
def test_no_fragment_of_the_password_in_logs_stats_or_command_output(
        case, scram_postgres, serve, run_crawl, tmp_path):
    password = WRONG if case == "wrong password" else PASSWORD
    url = scram_postgres.url_with(password)
    if case == "outage":
        scram_postgres.stop()
    try:
        site = serve(small_site())
        result = run_crawl(site.url + "/", crawl_settings(url))
        command = simhash_command(tmp_path, "stats", "--database", url)
    finally:
        if case == "outage":
            scram_postgres.start()
    assert result.stat("finish_reason") == "finished"
    assert result.stat("simhash/kept_unchecked") == 3  # fail-open: nothing lost
    warnings = log_lines(result.log, "WARNING", "scrapy_simhash.runtime.gateway")
    assert len(warnings) == 1 and "crawler:***@127.0.0.1" in warnings[0]
    expected = "password authentication failed" if case == "wrong password" else "refused"
    assert expected in result.log
    assert "Traceback" in result.log  # the DEBUG traceback is there, and masked
    assert_hidden(result.log, password)
    assert_hidden(repr(result.stats), password)
    assert command.returncode != 0
    assert "crawler:***@127.0.0.1" in command.stderr + command.stdout
    assert_hidden(command.stdout + command.stderr, password)
