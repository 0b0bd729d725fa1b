"""The probe's smaller findings: a spider name the index cannot store, one WARNING per
outage with ``SIMHASH_ON_INDEX_ERROR = "drop"``, distances that are not whole numbers."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from scrapy.settings import Settings

from scrapy_simhash.index import SimHashIndex
from scrapy_simhash.settings import SimHashConfig
from tests.conftest import HARNESS
from tests.integration.test_reliability_security import small_site
from tests.reliability_fixtures import crawl_settings, free_port, log_lines


@pytest.mark.parametrize("value", [3.5, "3.5", True, "true", "", [3]])
def test_a_distance_that_is_not_a_whole_number_is_refused(value):
    with pytest.raises(ValueError, match="SIMHASH_MAX_DISTANCE must be a whole number"):
        SimHashConfig.from_settings(Settings({"SIMHASH_MAX_DISTANCE": value}))


@pytest.mark.parametrize("value", [3, "3", " 4 ", 2.0])
def test_whole_numbers_are_taken_as_they_are(value):
    assert SimHashConfig.from_settings(Settings({"SIMHASH_MAX_DISTANCE": value})).max_distance \
        == int(float(value))


@pytest.mark.parametrize("name", ["news\x00", "news\ud800", "", "tab\there", "x" * 256])
def test_the_index_refuses_a_namespace_it_cannot_store(name):
    with pytest.raises(ValueError, match="printable"):
        SimHashIndex(namespace=name)
    with pytest.raises(ValueError, match="SIMHASH_NAMESPACE"):
        SimHashConfig.from_settings(Settings({"SIMHASH_NAMESPACE": name or "\x7f"}))


def crawl_that_may_fail(tmp_path, start_url, settings):
    out = tmp_path / "crawl"
    out.mkdir()
    (out / "settings.json").write_text(json.dumps(settings))
    (out / "spider_settings.json").write_text("{}")
    subprocess.run([sys.executable, str(HARNESS), str(out / "settings.json"),
                    str(out / "spider_settings.json"), str(out), start_url, ""],
                   cwd=tmp_path, capture_output=True, timeout=120, check=False)
    stats = json.loads((out / "stats.json").read_text()) if (out / "stats.json").exists() else {}
    return (out / "crawl.log").read_text(errors="replace"), stats


@pytest.mark.slow
@pytest.mark.parametrize("name", ["news\x00feed", "news\ud800feed"])
def test_a_spider_name_the_index_cannot_store_stops_the_crawl_at_start(
        name, db_url, serve, tmp_path):
    site = serve(small_site())
    log, stats = crawl_that_may_fail(tmp_path, site.url + "/", crawl_settings(
        db_url, HARNESS_SPIDER_NAME=name, SIMHASH_ON_INDEX_ERROR="pause"))
    assert "must be 1 to 255 printable characters" in log
    assert stats.get("response_received_count", 0) == 0
    assert stats.get("item_scraped_count", 0) == 0


@pytest.mark.slow
def test_drop_logs_one_warning_per_outage_not_one_per_item(serve, run_crawl):
    url = f"postgresql+psycopg://crawler@127.0.0.1:{free_port()}/simhash?connect_timeout=2"
    site = serve(small_site())
    result = run_crawl(site.url + "/", crawl_settings(url, SIMHASH_ON_INDEX_ERROR="drop"))
    assert result.stat("finish_reason") == "finished"
    assert result.stat("simhash/dropped_unchecked") == 3
    # The package's warnings only: Scrapy 2.19 also warns, under the default reactor, of an
    # extension it disables at start-up.
    warnings = [line for line in log_lines(result.log, "WARNING") if "[scrapy_simhash" in line]
    assert len(warnings) == 1 and "unavailable" in warnings[0], warnings
