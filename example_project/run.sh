#!/usr/bin/env bash
# Install scrapy-simhash into ./.venv (if needed) and run the example crawl.
# The crawl serves the bundled sites on 127.0.0.1 by itself; no network is used.
# Pass --fresh to forget the fingerprints stored by earlier runs.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
if [ ! -x .venv/bin/python ]; then
  "${PYTHON:-python3}" -m venv .venv
fi
# Ask for the installed distribution: from the repository root the source tree itself
# would import fine without Scrapy's command being installed.
if ! .venv/bin/python -c "import importlib.metadata as m; m.version('scrapy-simhash')" 2>/dev/null \
    || [ ! -x .venv/bin/scrapy ]; then
  .venv/bin/python -m pip install -q --upgrade pip
  .venv/bin/python -m pip install -q -e .
fi
cd example_project
if [ "${1:-}" = "--fresh" ]; then
  rm -rf .scrapy/simhash
fi
../.venv/bin/scrapy crawl news -O output.jsonl -s LOG_LEVEL=INFO 2>&1 | tee crawl.log \
  | grep -E "near-duplicate|'simhash/|item_scraped_count|item_dropped_count|finish_reason"
echo "Kept items are in example_project/output.jsonl; the full log is in example_project/crawl.log."
