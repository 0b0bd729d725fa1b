"""Operator tools as plain functions: what the ``scrapy simhash`` command runs.

Each takes a database URL (and a namespace where it matters) and returns a dataclass,
so a program can call them without Scrapy's command line::

    from scrapy_simhash.tools import index_stats, lookup, explain

    print(index_stats("sqlite:///.scrapy/simhash/index.sqlite3").namespaces)
    result = lookup("https://example.com/a", "sqlite:///...", namespace="news")
"""

from __future__ import annotations

from scrapy_simhash.tools._errors import ToolError
from scrapy_simhash.tools.explain import Explanation, explain
from scrapy_simhash.tools.importer import ImportProgress, ImportSummary, import_jsonl
from scrapy_simhash.tools.lookup import LookupResult, lookup
from scrapy_simhash.tools.maintenance import (
    RemovalPlan,
    delete,
    expire,
    parse_age,
    plan_delete,
    plan_expire,
)
from scrapy_simhash.tools.pages import LoadedPage, load_page
from scrapy_simhash.tools.report import (
    DistanceReport,
    distance_report,
    index_entries,
    sample_entries,
)
from scrapy_simhash.tools.report_chart import write_report_chart
from scrapy_simhash.tools.stats import IndexStats, index_stats

__all__ = [
    "DistanceReport",
    "Explanation",
    "ImportProgress",
    "ImportSummary",
    "IndexStats",
    "LookupResult",
    "LoadedPage",
    "RemovalPlan",
    "ToolError",
    "delete",
    "distance_report",
    "expire",
    "explain",
    "import_jsonl",
    "index_entries",
    "index_stats",
    "load_page",
    "lookup",
    "parse_age",
    "plan_delete",
    "plan_expire",
    "sample_entries",
    "write_report_chart",
]
