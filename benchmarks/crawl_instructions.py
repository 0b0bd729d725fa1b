"""Instructions a crawled page costs each process, counted by valgrind, side by side.

Crawls the site of ``benchmarks/crawl.py`` with its spider at two sizes, every process of
the crawl under callgrind: the crawl process and the processes it starts (the extraction
workers; an index process where a version has one). What the larger crawl costs more,
divided by the responses it has more, is the cost of a page; the rest is start-up
(imports, starting the workers, opening the index). Counts do not move with the machine's
load, so differences of a few percent between versions show, where CPU time on a shared
machine varies by more than that between runs. They do not show how long an instruction
takes (cache misses, two threads on one core): the CPU columns of ``crawl.py`` do, and the
difference between the two is that share.

    python benchmarks/crawl_instructions.py [--pages 200,600] [--also LABEL=CHECKOUT ...]

Needs valgrind. Each crawl runs once without it first, so that every column reads its
modules from compiled bytecode, as an installed package does.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks._report import command_line, markdown_table, write_section
from benchmarks.crawl import BASE_SETTINGS, SPIDER, crawl_environment, start_site

_COLLECTED = re.compile(r"Collected : (\d+)")
_PID = re.compile(r"vg\.(\d+)\.log$")


def counted_crawl(start: str, settings: dict, environment: dict[str, str],
                  scripts: Path, out: Path) -> dict:
    """One crawl under callgrind: instructions of the crawl process and of its children,
    and the crawl's own figures."""
    out.mkdir()
    valgrind = subprocess.Popen(
        ["valgrind", "--tool=callgrind", "--trace-children=yes",
         f"--callgrind-out-file={out}/cg.%p", f"--log-file={out}/vg.%p.log",
         sys.executable, str(scripts / "spider.py"), start, json.dumps(settings)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=scripts,
        env=environment)
    stdout, stderr = valgrind.communicate()
    if valgrind.returncode:
        raise SystemExit(f"the crawl failed under valgrind:\n{stderr[-2000:]}")
    crawl = children = 0
    for log in out.glob("vg.*.log"):
        match = _COLLECTED.search(log.read_text(errors="replace"))
        pid = _PID.search(log.name)
        if match is None or pid is None:
            continue
        if int(pid.group(1)) == valgrind.pid:  # valgrind runs the program in its own pid
            crawl = int(match.group(1))
        else:
            children += int(match.group(1))
    result = json.loads(stdout.strip().splitlines()[-1])
    return {**result, "crawl_instructions": crawl, "child_instructions": children}


def per_page(small: dict, large: dict, key: str) -> float:
    return (large[key] - small[key]) / (large["responses"] - small["responses"])


def start_up(small: dict, large: dict, key: str) -> float:
    return small[key] - per_page(small, large, key) * small["responses"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", default="200,600",
                        help="the two crawl sizes, in article pages (default: 200,600)")
    parser.add_argument("--also", action="append", default=[], metavar="LABEL=CHECKOUT",
                        help="add a row for the package as found in another checkout")
    parser.add_argument("--no-write", action="store_true", help="do not update BENCHMARKS.md")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is needed (Debian: apt-get install valgrind)")
    sizes = sorted(int(size) for size in args.pages.split(","))
    if len(sizes) != 2 or sizes[0] == sizes[1]:
        raise SystemExit("--pages takes two different sizes, e.g. 200,600")
    columns: dict[str, tuple[Path | None, bool]] = {"baseline (no plugin)": (None, False),
                                                    "scrapy-simhash (this checkout)": (None, True)}
    columns.update({f"scrapy-simhash ({label})": (Path(path), True)
                    for label, _, path in (also.partition("=") for also in args.also)})

    results: dict[str, list[dict]] = {label: [] for label in columns}
    with tempfile.TemporaryDirectory() as tmp:
        scripts = Path(tmp)
        (scripts / "spider.py").write_text(SPIDER)  # a file: Scrapy reads callbacks' source
        for size in sizes:
            server, start = start_site(size)
            try:
                for number, (label, (checkout, plugin)) in enumerate(columns.items()):
                    settings = dict(BASE_SETTINGS)
                    environment = crawl_environment(checkout)
                    for run in ("warm-up", "counted"):
                        if plugin:
                            settings.update({
                                "ADDONS": {"scrapy_simhash.Addon": 300},
                                "SIMHASH_DATABASE_URL":
                                    f"sqlite:///{tmp}/{number}-{size}-{run}.sqlite3"})
                        if run == "warm-up":
                            subprocess.run([sys.executable, str(scripts / "spider.py"), start,
                                            json.dumps(settings)], capture_output=True,
                                           check=True, cwd=scripts, env=environment)
                            continue
                        out = scripts / f"cg-{number}-{size}"
                        results[label].append(counted_crawl(start, settings, environment,
                                                            scripts, out))
                        print(f"{label}, {size} pages: {results[label][-1]}", flush=True)
            finally:
                server.terminate()

    baseline = results["baseline (no plugin)"]
    base_page = per_page(*baseline, "crawl_instructions")
    rows = []
    for label, (small, large) in results.items():
        crawl_page = per_page(small, large, "crawl_instructions")
        child_page = per_page(small, large, "child_instructions")
        rows.append([
            label, f"{small['items']}/{large['items']}", f"{small['dropped']}/{large['dropped']}",
            f"{crawl_page / 1e6:.2f}",
            "" if label == "baseline (no plugin)" else f"{(crawl_page - base_page) / 1e6:.2f}",
            f"{child_page / 1e6:.2f}",
            f"{start_up(small, large, 'crawl_instructions') / 1e9:.2f}",
            f"{start_up(small, large, 'child_instructions') / 1e9:.2f}",
        ])
    table = markdown_table(
        ["crawl", "items kept (small/large crawl)", "items dropped",
         "crawl process: M instructions a page", "of which the plugin's",
         "worker processes: M instructions a page", "crawl process start-up: G instructions",
         "worker processes start-up: G instructions"], rows)
    print(table)
    if not args.no_write:
        write_section(
            "crawl-instructions", "Crawl: instructions a page, by process", command_line(),
            f"The crawl benchmark's site and spider (benchmarks/crawl.py), crawled with "
            f"{sizes[0]} and with {sizes[1]} article pages, each process under valgrind's "
            "callgrind (instruction counts). A page costs what the larger crawl costs more, "
            "divided by the responses it has more (most of them copies of pages the smaller "
            "crawl has, as in the throughput benchmark); start-up is what remains of the "
            "smaller crawl. The plugin's share of the crawl process is its column less the "
            "baseline's. Worker processes are the extraction workers and, in a version that "
            "has one, the index process. Every column reads compiled bytecode (an untimed "
            "crawl runs first). Under valgrind every process runs some 50 times slower, so "
            "batches and hand-overs between them may differ from a real crawl's; the counts "
            "are work done, not time taken.\n\n" + table)


if __name__ == "__main__":
    main()
