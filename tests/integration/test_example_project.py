"""The example project's crawl gives the numbers its README documents, twice over."""

from __future__ import annotations

import ast
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

EXAMPLE = Path(__file__).resolve().parents[2] / "example_project"


def documented(name: str) -> int:
    """A number the example's README states, e.g. ``<!-- expect first_kept=16 -->``."""
    readme = (EXAMPLE / "README.md").read_text(encoding="utf-8")
    match = re.search(rf"<!-- expect {name}=(\d+) -->", readme)
    assert match, f"example_project/README.md does not state {name}"
    return int(match.group(1))


def crawl(project: Path, run: int) -> tuple[list[dict], dict]:
    items_path, log_path = project / f"items{run}.jsonl", project / f"crawl{run}.log"
    subprocess.run(
        [sys.executable, "-m", "scrapy", "crawl", "news", "-O", str(items_path),
         "-s", f"LOG_FILE={log_path}", "-s", "LOG_LEVEL=INFO"],
        cwd=project, check=True, timeout=300,
    )
    log = log_path.read_text(encoding="utf-8")
    dump = log.split("Dumping Scrapy stats:", 1)[1].split("\n20", 1)[0]
    stats = ast.literal_eval(re.sub(r"datetime\.datetime\([^)]*\)", "None", dump.strip()))
    items = [json.loads(line) for line in items_path.read_text().splitlines() if line.strip()]
    return items, stats


def test_example_crawl_matches_its_readme(tmp_path):
    project = tmp_path / "example_project"
    shutil.copytree(EXAMPLE, project, ignore=shutil.ignore_patterns(".scrapy", "output*", "*.log"))

    items, stats = crawl(project, 1)
    assert stats["finish_reason"] == "finished"
    assert len(items) == documented("first_kept")
    assert stats["simhash/dropped"] == documented("first_dropped")
    assert stats["simhash/checked"] == documented("pages")
    assert len({item["url"] for item in items}) == len(items)

    again, stats = crawl(project, 2)
    assert again == []  # every article was stored by the first run
    assert stats["simhash/index_size"] == documented("first_kept")
    assert stats["simhash/dropped"] == documented("pages")


def article_of(url: str) -> str:
    """The article a page of the example site publishes: its file name without the id."""
    return url.rsplit("/", 1)[1].rsplit("-", 1)[0]


def test_listing_only_the_pipeline_keeps_and_drops_what_the_addon_does(tmp_path):
    # The one-line setup of older guides: no add-on, no middleware, no SIMHASH_ENABLED.
    runs = {}
    for setup in ("addon", "pipeline"):
        project = tmp_path / setup / "example_project"
        shutil.copytree(EXAMPLE, project,
                        ignore=shutil.ignore_patterns(".scrapy", "output*", "*.log"))
        settings = project / "example_project" / "settings.py"
        text = settings.read_text(encoding="utf-8")
        assert 'ADDONS = {"scrapy_simhash.Addon": 300}' in text
        if setup == "pipeline":
            text = text.replace('ADDONS = {"scrapy_simhash.Addon": 300}',
                                'ITEM_PIPELINES = {"scrapy_simhash.SimHashPipeline": 300}')
            assert "SIMHASH_ENABLED" not in text and "MIDDLEWARES" not in text
            settings.write_text(text, encoding="utf-8")
        runs[setup] = crawl(project, 1)
        runs[setup] += ((project / "crawl1.log").read_text(encoding="utf-8"),)

    (addon_items, addon_stats, addon_log), (items, stats, log) = runs["addon"], runs["pipeline"]
    assert "add-on mode" in addon_log and "pipeline-only mode" in log
    for key in ("simhash/checked", "simhash/stored", "simhash/dropped",
                "simhash/responses_fingerprinted", "item_scraped_count"):
        assert stats[key] == addon_stats[key], key
    assert stats.get("simhash/no_page", 0) == 0
    # Which copy of an article comes first depends on download order; which articles are
    # kept, once each, does not.
    kept = sorted(article_of(item["url"]) for item in items)
    assert kept == sorted(article_of(item["url"]) for item in addon_items)
    assert len(kept) == len(set(kept)) == documented("first_kept")
