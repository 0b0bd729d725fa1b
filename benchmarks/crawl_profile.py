"""Where the crawl process's reactor thread spends its CPU, by package, side by side.

Crawls the site of ``benchmarks/crawl.py`` with its spider and the add-on on, the spider's
process under ``cProfile`` clocked by ``time.thread_time``: the reactor thread's own CPU,
neither the time other processes took its core nor other threads' work (the index
thread's, for one). Each function's own time is summed by package, per page. A profiler
slows every call, so the figures are larger than the crawl's real CPU: compare the columns,
not the absolute values. ``--also`` adds a column for the package imported from another
checkout, profiled in the same rounds; the function table lists the functions whose own
time differs most between the first two columns (mean of the repeats).

    python benchmarks/crawl_profile.py [--pages 2000] [--repeats 2]
                                       [--also LABEL=CHECKOUT ...] [--top 25]
"""

from __future__ import annotations

import argparse
import json
import os
import pstats
import re
import statistics
import subprocess
import sys
import sysconfig
import tempfile
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks._report import command_line, markdown_table, write_section
from benchmarks.crawl import BASE_SETTINGS, SPIDER, crawl_environment, start_site

PROFILED = r'''
import cProfile, runpy, sys, time
out, spider = sys.argv[1], sys.argv[2]
sys.argv = [spider] + sys.argv[3:]
profile = cProfile.Profile(time.thread_time)
profile.enable()
try:
    runpy.run_path(spider, run_name="__main__")
finally:
    profile.disable()
    profile.dump_stats(out)
'''

STDLIB = sysconfig.get_paths()["stdlib"]


def package_of(filename: str) -> str:
    """A profile entry's group: the plugin's subpackage, a third-party package, a standard
    library module, or C code."""
    if filename == "~" or filename.startswith("<"):
        return "C functions and built-ins"
    path = filename.replace(os.sep, "/")
    if "/scrapy_simhash/" in path:
        parts = path.split("/scrapy_simhash/", 1)[1].split("/")
        return "scrapy_simhash/" + (parts[0] if len(parts) > 1 else parts[0].removesuffix(".py"))
    if "site-packages/" in path:
        return path.split("site-packages/", 1)[1].split("/")[0].removesuffix(".py")
    if path.startswith(STDLIB.replace(os.sep, "/")):
        module = path[len(STDLIB):].lstrip("/").split("/")[0].removesuffix(".py")
        return f"stdlib {module}"
    return "other"


def function_name(filename: str, name: str) -> str:
    path = filename.replace(os.sep, "/")
    for marker in ("/scrapy_simhash/", "site-packages/"):
        if marker in path:
            path = ("scrapy_simhash/" if "simhash" in marker else "") + path.split(marker, 1)[1]
            break
    else:
        path = path.removeprefix(STDLIB.replace(os.sep, "/") + "/")
    return f"{path}:{re.sub(r' at 0x[0-9a-f]+', '', name)}"  # a type's address differs by run


def profile_crawl(start: str, settings: dict, checkout: Path | None, out: Path,
                  scripts: Path) -> dict:
    done = subprocess.run([sys.executable, str(scripts / "profiled.py"), str(out),
                           str(scripts / "spider.py"), start, json.dumps(settings)],
                          capture_output=True, text=True, check=True, cwd=scripts,
                          env=crawl_environment(checkout))
    return json.loads(done.stdout.strip().splitlines()[-1])


def own_times(stats_file: Path, pages: int) -> tuple[dict[str, float], dict[str, float]]:
    """Own time per page (ms) by group and by function."""
    by_group: dict[str, float] = defaultdict(float)
    by_function: dict[str, float] = defaultdict(float)
    for (filename, _line, name), (_cc, _nc, own, _cum, _callers) in \
            pstats.Stats(str(stats_file)).stats.items():  # type: ignore[attr-defined]
        by_group[package_of(filename)] += 1000 * own / pages
        by_function[function_name(filename, name)] += 1000 * own / pages
    return by_group, by_function


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=2000)
    parser.add_argument("--repeats", type=int, default=2)
    parser.add_argument("--also", action="append", default=[], metavar="LABEL=CHECKOUT",
                        help="add a column for the package as found in another checkout")
    parser.add_argument("--top", type=int, default=25, help="functions in the second table")
    parser.add_argument("--no-write", action="store_true", help="do not update BENCHMARKS.md")
    args = parser.parse_args()
    checkouts: dict[str, Path | None] = {"this checkout": None}
    checkouts.update({label: Path(path) for label, _, path in
                      (also.partition("=") for also in args.also)})

    server, start = start_site(args.pages)
    groups: dict[str, list[dict[str, float]]] = {label: [] for label in checkouts}
    functions: dict[str, list[dict[str, float]]] = {label: [] for label in checkouts}
    with tempfile.TemporaryDirectory() as tmp:
        scripts = Path(tmp)
        # A file, not ``-c``: Scrapy inspects callback source code.
        (scripts / "spider.py").write_text(SPIDER)
        (scripts / "profiled.py").write_text(PROFILED)
        for repeat in range(args.repeats):
            for label, checkout in checkouts.items():
                name = label.replace(" ", "_")
                settings = {**BASE_SETTINGS, "ADDONS": {"scrapy_simhash.Addon": 300},
                            "SIMHASH_DATABASE_URL": f"sqlite:///{tmp}/{name}-{repeat}.sqlite3"}
                out = scripts / f"{name}-{repeat}.prof"
                result = profile_crawl(start, settings, checkout, out, scripts)
                by_group, by_function = own_times(out, result["responses"])
                groups[label].append(by_group)
                functions[label].append(by_function)
    server.terminate()

    def mean(runs: list[dict[str, float]], key: str) -> float:
        return statistics.fmean(run.get(key, 0.0) for run in runs)

    labels = list(checkouts)
    names = sorted({name for runs in groups.values() for run in runs for name in run},
                   key=lambda name: -mean(groups[labels[0]], name))
    rows: list[list[object]] = [
        [name, *(f"{mean(groups[label], name):.3f}" for label in labels)] for name in names
        if max(mean(groups[label], name) for label in labels) >= 0.005]
    rows.append(["total", *(f"{statistics.fmean(sum(run.values()) for run in groups[label]):.3f}"
                            for label in labels)])
    group_table = markdown_table(["package (own time, ms a page under the profiler)", *labels],
                                 rows)
    print(group_table)
    body = group_table
    if len(labels) > 1:
        first, second = labels[0], labels[1]
        every = {name for runs in functions.values() for run in runs for name in run}

        def difference(name: str) -> float:
            return mean(functions[first], name) - mean(functions[second], name)

        top = sorted(every, key=lambda name: -abs(difference(name)))[:args.top]
        function_table = markdown_table(
            ["function", f"{first} ms/page", f"{second} ms/page", "difference"],
            [[name, f"{mean(functions[first], name):.4f}",
              f"{mean(functions[second], name):.4f}", f"{difference(name):+.4f}"]
             for name in top])
        print()
        print(function_table)
        body += "\n\n" + function_table
    if not args.no_write:
        write_section("crawl-profile", "Crawl process CPU by package (reactor thread)",
                      command_line(),
                      f"{args.pages} pages, the crawl benchmark's site and spider, the add-on "
                      f"on with SQLite, {args.repeats} profiled crawls of each column in "
                      "alternating rounds (mean shown). Own time of each function under "
                      "cProfile with time.thread_time as its clock, summed by package: the "
                      "reactor thread's CPU only, inflated by the profiler's cost per call, so "
                      "compare columns, not absolute values.\n\n" + body)


if __name__ == "__main__":
    main()
