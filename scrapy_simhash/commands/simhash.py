"""``scrapy simhash <subcommand>``: inspect, tune and maintain the near-duplicate index.

Registered through the ``scrapy.commands`` entry point. Scrapy imports this module
whenever it starts (even for ``scrapy -h``), so it imports nothing heavy at module
level: the tools are loaded when a subcommand runs.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any, ClassVar

from scrapy.commands import ScrapyCommand, ScrapyHelpFormatter
from scrapy.exceptions import UsageError

# Each subcommand's one-line help, and its usage after "scrapy simhash NAME".
SUBCOMMANDS: dict[str, tuple[str, str]] = {
    "stats": ("size per namespace, oldest/newest entry, database, layout",
              "[--json] [index options]"),
    "lookup": ("fingerprint a page (URL, file or -) and list its stored near-duplicates",
               "URL|FILE|- [-k K] [--show-text] [--json] [index options]"),
    "explain": ("compare two pages: extracted text, fingerprints, distance, verdict",
                "A B [-k K] [--width N] [--stacked] [--json]"),
    "report": ("histogram of nearest-neighbour distances, to choose a threshold",
               "[--sample PATH] [-o FILE.png] [-k K] [--examples N] [index options]"),
    "expire": ("remove entries older than an age (e.g. 30d)",
               "--older-than AGE [--dry-run] [--yes] [index options]"),
    "delete": ("remove the entries stored under a key",
               "KEY [KEY ...] [--dry-run] [--yes] [index options]"),
    "import": ("backfill the index from a JSON-lines corpus (url + text or html)",
               "FILE.jsonl [--batch-size N] [--workers N] [--check] [--restart] [index options]"),
    "relayout": ("rebuild the segment keys for a larger (or smaller) threshold",
                 "--max-distance K [--layout blocks:N] [--batch-size N] [--database URL]"),
}


class Command(ScrapyCommand):
    requires_project = False  # works anywhere given --database or SIMHASH_DATABASE_URL
    requires_crawler_process = False  # nothing is crawled: no reactor
    default_settings: ClassVar[dict[str, Any]] = {"LOG_ENABLED": False}

    def syntax(self) -> str:
        return "<subcommand> [options] [args]"

    def short_desc(self) -> str:
        return "Inspect and maintain the scrapy-simhash near-duplicate index"

    def long_desc(self) -> str:
        return (
            "Inspect, tune and maintain the near-duplicate index of scrapy-simhash. The "
            "database, namespace and threshold come from the project's settings "
            "(SIMHASH_DATABASE_URL, SIMHASH_NAMESPACE, SIMHASH_MAX_DISTANCE; --spider NAME "
            "applies that spider's custom_settings) unless given as options. Run "
            "'scrapy simhash <subcommand> -h' for each subcommand's help. Exit status: 0 "
            "success, 1 error (no index, unreadable input, database failure), 2 usage error."
        )

    def add_options(self, parser: argparse.ArgumentParser) -> None:
        super().add_options(parser)
        subparsers = parser.add_subparsers(dest="subcommand", metavar="SUBCOMMAND",
                                           title="subcommands")
        for name, (help_text, usage) in SUBCOMMANDS.items():
            sub = subparsers.add_parser(
                name, help=help_text, description=help_text, prog=f"scrapy simhash {name}",
                formatter_class=ScrapyHelpFormatter, conflict_handler="resolve",
                usage=f"scrapy simhash {name} {usage}",
            )
            getattr(self, f"_options_{name}")(sub)
            self._add_shared_options(sub)

    # -- options ------------------------------------------------------------------------

    def _add_shared_options(self, sub: argparse.ArgumentParser) -> None:
        index = sub.add_argument_group("index options")
        index.add_argument("--database", metavar="URL",
                           help="SQLAlchemy URL of the index (default SIMHASH_DATABASE_URL, "
                                "else .scrapy/simhash/index.sqlite3 of the project)")
        index.add_argument("--namespace", metavar="NAME",
                           help="namespace (default SIMHASH_NAMESPACE, the --spider name, or "
                                "the index's only namespace)")
        index.add_argument("--spider", metavar="NAME",
                           help="use this spider's custom_settings and name as namespace")
        # Scrapy's global options (-s, -L, --pdb...) also after the subcommand; SUPPRESS
        # keeps the subparser from resetting values given before it.
        before = len(sub._actions)
        ScrapyCommand.add_options(self, sub)
        for action in sub._actions[before:]:
            action.default = argparse.SUPPRESS

    def _options_stats(self, sub: argparse.ArgumentParser) -> None:
        sub.add_argument("--json", action="store_true", help="print JSON")

    def _options_lookup(self, sub: argparse.ArgumentParser) -> None:
        sub.add_argument("source", metavar="URL|FILE|-",
                         help="page to fetch, HTML or text file to read, or - for stdin")
        sub.add_argument("-k", "--max-distance", type=int, metavar="K",
                         help="threshold (default SIMHASH_MAX_DISTANCE)")
        sub.add_argument("--show-text", action="store_true", help="print the extracted text too")
        sub.add_argument("--timeout", type=float, default=30.0, help="fetch timeout in seconds")
        sub.add_argument("--json", action="store_true", help="print JSON")

    def _options_explain(self, sub: argparse.ArgumentParser) -> None:
        sub.add_argument("first", metavar="A", help="URL, file or -")
        sub.add_argument("second", metavar="B", help="URL, file or -")
        sub.add_argument("-k", "--max-distance", type=int, metavar="K",
                         help="threshold (default SIMHASH_MAX_DISTANCE)")
        sub.add_argument("--width", type=int, help="columns for the side-by-side text "
                                                   "(default the terminal's)")
        sub.add_argument("--stacked", action="store_true",
                         help="print the two texts one after the other")
        sub.add_argument("--timeout", type=float, default=30.0, help="fetch timeout in seconds")
        sub.add_argument("--json", action="store_true", help="print JSON")

    def _options_report(self, sub: argparse.ArgumentParser) -> None:
        sub.add_argument("--sample", metavar="PATH",
                         help="measure a sample crawl instead of the index, either a JSON-lines "
                              "file (url + text or html) or a directory of .html/.txt pages")
        sub.add_argument("-o", "--output", metavar="FILE.png",
                         help="histogram image (default simhash-report-<namespace>.png)")
        sub.add_argument("-k", "--max-distance", type=int, metavar="K",
                         help="threshold to mark (default SIMHASH_MAX_DISTANCE)")
        sub.add_argument("--examples", type=int, default=3, metavar="N",
                         help="example pairs per distance near the threshold (default 3)")
        sub.add_argument("--sample-size", type=int, default=2000, metavar="N",
                         help="pages measured when there are more (default 2000; 0 for all)")
        sub.add_argument("--json", action="store_true", help="print JSON")

    def _options_expire(self, sub: argparse.ArgumentParser) -> None:
        sub.add_argument("--older-than", required=True, metavar="AGE",
                         help="age such as 45s, 90min, 12h, 30d, 2w, 6mo (30 days), 1y; "
                              "'m' alone is refused (minutes or months?)")
        self._removal_options(sub)

    def _options_delete(self, sub: argparse.ArgumentParser) -> None:
        sub.add_argument("keys", nargs="+", metavar="KEY", help="key (URL) of the entries")
        self._removal_options(sub)

    def _removal_options(self, sub: argparse.ArgumentParser) -> None:
        sub.add_argument("--dry-run", action="store_true",
                         help="print what would be removed, and how many, and remove nothing")
        sub.add_argument("--yes", action="store_true",
                         help="confirm removing every entry of the namespace")

    def _options_import(self, sub: argparse.ArgumentParser) -> None:
        sub.add_argument("file", metavar="FILE.jsonl",
                         help="one JSON object per line, with url and text or html")
        sub.add_argument("--batch-size", type=int, default=1000, metavar="N",
                         help="lines per transaction (default 1000)")
        sub.add_argument("--workers", type=int, default=None, metavar="N",
                         help="fingerprinting processes (default one per core after the first, "
                              "none on 2 cores or fewer)")
        sub.add_argument("--check", action="store_true",
                         help="store only lines with no stored near-duplicate (slower)")
        sub.add_argument("--restart", action="store_true",
                         help="ignore the checkpoint and start from the first line")
        sub.add_argument("--checkpoint", metavar="PATH",
                         help="checkpoint file (default FILE.jsonl.simhash-import.json)")
        sub.add_argument("--no-progress", action="store_true", help="no progress bar")

    def _options_relayout(self, sub: argparse.ArgumentParser) -> None:
        sub.add_argument("-k", "--max-distance", type=int, metavar="K", required=True,
                         help="the largest SIMHASH_MAX_DISTANCE the database must answer exactly")
        sub.add_argument("--layout", metavar="blocks:N[/radius:R][/compact|/tables|/buckets]",
                         help="layout to build (default: what a new database gets for K; "
                              "on PostgreSQL that is compact, so a database of segment "
                              "tables is converted)")
        sub.add_argument("--batch-size", type=int, default=20_000, metavar="N",
                         help="fingerprints per transaction (default 20000)")
        sub.add_argument("--no-progress", action="store_true", help="no progress bar")

    # -- running ------------------------------------------------------------------------

    def run(self, args: list[str], opts: argparse.Namespace) -> None:
        if not getattr(opts, "subcommand", None):
            raise UsageError("a subcommand is required: " + ", ".join(SUBCOMMANDS),
                             print_help=False)
        if args:
            raise UsageError(f"unexpected arguments: {' '.join(args)}", print_help=False)
        from scrapy_simhash.commands._run import run_subcommand

        assert self.settings is not None
        self.exitcode = run_subcommand(self.settings, opts, sys.stdout, sys.stderr)
