"""A bad setting stops `scrapy crawl` with one ERROR line and a non-zero exit, no traceback."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import scrapy

from scrapy_simhash.index import SimHashIndex

pytestmark = pytest.mark.slow

EXAMPLE = Path(__file__).resolve().parents[2] / "example_project"
REACTORS = {
    "asyncio": "twisted.internet.asyncioreactor.AsyncioSelectorReactor",
    "default": "twisted.internet.selectreactor.SelectReactor",
}


def refused_crawl(tmp_path: Path, reactor: str, *settings: str) -> tuple[int, str]:
    project = tmp_path / "example_project"
    shutil.copytree(EXAMPLE, project, ignore=shutil.ignore_patterns(".scrapy", "output*", "*.log"))
    args = [sys.executable, "-m", "scrapy", "crawl", "news", "-s", "LOG_LEVEL=INFO",
            "-s", f"TWISTED_REACTOR={REACTORS[reactor]}"]
    for setting in settings:
        args += ["-s", setting]
    done = subprocess.run(args, cwd=project, capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PYTHONWARNINGS": "ignore"})
    return done.returncode, done.stdout + done.stderr


def assert_one_clean_error(returncode: int, output: str, *expected: str,
                           opened: bool = False) -> None:
    # Scrapy before 2.15 exits 0 from a crawl that fails after its spider was created
    # (CrawlerRunner counted only a missing spider as a failed start).
    if not opened or scrapy.version_info >= (2, 15):
        assert returncode != 0
    errors = [line for line in output.splitlines() if re.search(r"\] (ERROR|CRITICAL):", line)]
    assert len(errors) == 1, output[-3000:]
    assert "the crawl does not start" in errors[0]
    for text in expected:
        assert text in errors[0]
    assert "Traceback" not in output, output[-3000:]
    assert "Unhandled error" not in output and "never retrieved" not in output
    assert "Crawled 1 pages" not in output


@pytest.mark.parametrize("reactor", ["asyncio", "default"])
def test_an_invalid_setting_value_is_one_error_line_naming_it(tmp_path, reactor):
    returncode, output = refused_crawl(tmp_path, reactor, "SIMHASH_ACTION=foo")
    assert_one_clean_error(returncode, output, "SIMHASH_ACTION", "'foo'", "drop, tag")


@pytest.mark.parametrize("reactor", ["asyncio", "default"])
def test_a_threshold_beyond_the_layout_is_one_error_line_naming_relayout(tmp_path, reactor):
    db = tmp_path / "k2.sqlite3"
    SimHashIndex(f"sqlite:///{db}", max_distance=2).close()
    returncode, output = refused_crawl(tmp_path, reactor, f"SIMHASH_DATABASE_URL=sqlite:///{db}",
                                       "SIMHASH_MAX_DISTANCE=5")
    assert_one_clean_error(returncode, output, "max_distance=5",
                           "scrapy simhash relayout --max-distance 5", opened=True)
