"""Where the crawl process's CPU goes: user and kernel time, per thread, syscalls by kind.

The crawl benchmark's site and spider (benchmarks/crawl.py), one crawl per checkout and
round. For each crawl the process's getrusage (user, system, page faults, voluntary and
involuntary context switches) is read at its end, and /proc is polled during the crawl for
each thread's user and system time (the reactor's thread, the index thread, Twisted's and
the others). ``--perf trace`` runs each crawl under ``perf trace -s`` and counts the crawl
process's syscalls by kind; ``--perf record`` samples it with ``perf record`` and splits
its samples by shared object (libpython, libsqlite3, the kernel, libc...). Both follow
every thread and child of the crawl; the counts are kept for the crawl process's threads
only (its threads are learnt by the polling). Tracing slows the crawl, so take CPU times
from the runs without ``--perf``.

``--count-calls`` counts the reactor thread's function calls by top-level module instead
(a profile hook: slow; run two page counts to tell start-up calls from calls per page).

    python benchmarks/crawl_cpu.py [--pages 2000] [--repeats 2] [--also LABEL=CHECKOUT ...]
                                   [--perf trace|record] [--count-calls] [--keep FOLDER]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.crawl import BASE_SETTINGS, SPIDER, crawl_environment, start_site  # noqa: E402

# The benchmark's spider, reporting its getrusage split rather than summed.
SPLIT_SPIDER = SPIDER.replace(
    'print(json.dumps({"cpu": usage.ru_utime + usage.ru_stime,',
    'print(json.dumps({"cpu": usage.ru_utime + usage.ru_stime, "user": usage.ru_utime, '
    '"sys": usage.ru_stime, "minflt": usage.ru_minflt, "voluntary": usage.ru_nvcsw,')
assert SPLIT_SPIDER != SPIDER, "the benchmark's spider changed: update SPLIT_SPIDER"

# With --count-calls: the reactor thread's function calls counted by top-level module
# (Python functions by their module, C functions as "<C>"), through a profile hook.
CALL_COUNTER = """
import collections, sys
_calls = collections.Counter()
def _count_call(frame, event, arg):
    if event == "call":
        _calls[(frame.f_globals.get("__name__") or "?").split(".")[0]] += 1
    elif event == "c_call":
        _calls["<C>"] += 1
sys.setprofile(_count_call)
"""
COUNTING_SPIDER = CALL_COUNTER + SPLIT_SPIDER.replace(
    'print(json.dumps({"cpu":', 'sys.setprofile(None)\nprint(json.dumps({"calls": _calls, "cpu":')

TICKS = os.sysconf("SC_CLK_TCK")


class ThreadPoller:
    """The last seen user and system time of every thread of one process, by thread id."""

    def __init__(self, pid: int) -> None:
        self.pid = pid
        self.threads: dict[int, tuple[str, float, float]] = {}
        self.children: set[int] = set()

    def poll(self) -> None:
        try:
            tids = os.listdir(f"/proc/{self.pid}/task")
        except FileNotFoundError:
            return
        for tid in tids:
            try:
                stat = Path(f"/proc/{self.pid}/task/{tid}/stat").read_text()
                kids = Path(f"/proc/{self.pid}/task/{tid}/children").read_text().split()
            except (FileNotFoundError, ProcessLookupError):
                continue
            comm = stat[stat.index("(") + 1:stat.rindex(")")]
            fields = stat[stat.rindex(")") + 2:].split()
            self.threads[int(tid)] = (comm, int(fields[11]) / TICKS, int(fields[12]) / TICKS)
            self.children.update(map(int, kids))


def child_pid(parent: int, deadline: float) -> int:
    while time.monotonic() < deadline:
        try:
            kids = Path(f"/proc/{parent}/task/{parent}/children").read_text().split()
        except FileNotFoundError:
            kids = []
        if kids:
            return int(kids[0])
        time.sleep(0.005)
    raise RuntimeError("the crawl process did not start")


def run_crawl(start: str, settings: dict, checkout: Path | None, perf: str | None,
              perf_out: Path) -> dict:
    script = Path(tempfile.gettempdir()) / f"scrapy_simhash_cpu_spider_{os.getpid()}.py"
    script.write_text(COUNTING_SPIDER if perf == "calls" else SPLIT_SPIDER)
    command = [sys.executable, str(script), start, json.dumps(settings)]
    perf = None if perf == "calls" else perf
    if perf == "trace":
        command = ["perf", "trace", "-s", "-o", str(perf_out), "--", *command]
    elif perf == "record":
        command = ["perf", "record", "-q", "-F", "999", "-g", "-o", str(perf_out), "--",
                   *command]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True, cwd=tempfile.gettempdir(),
                               env=crawl_environment(checkout))
    crawl_pid = child_pid(process.pid, time.monotonic() + 30) if perf else process.pid
    poller = ThreadPoller(crawl_pid)
    while process.poll() is None:
        poller.poll()
        time.sleep(0.02)
    out, err = process.communicate()
    if process.returncode:
        raise RuntimeError(err[-3000:])
    result = json.loads(out.strip().splitlines()[-1])
    result["pid"] = crawl_pid
    result["threads"] = poller.threads
    return result


def thread_role(tid: int, pid: int, comm: str) -> str:
    return "reactor (main) thread" if tid == pid else "other threads"


def syscalls_by_kind(trace_file: Path, tids: set[int]) -> dict[str, int]:
    """Sum ``perf trace -s`` per-thread syscall counts over the given threads."""
    counts: dict[str, int] = defaultdict(int)
    current: int | None = None
    for line in trace_file.read_text().splitlines():
        head = re.match(r"^ \S.* \((\d+)\), \d+ events", line)
        if head:
            current = int(head.group(1))
            continue
        row = re.match(r"^\s+([a-z_0-9]+)\s+(\d+)\s+\d+\s+[\d.]+", line)
        if row and current in tids:
            counts[row.group(1)] += int(row.group(2))
    return counts


def samples_by_symbol(record_file: Path, tids: set[int]) -> dict[str, float]:
    """CPU seconds by ``shared object [.] symbol`` for the given threads, from the samples.

    Filtered here by thread id: ``perf report --pid`` kept every process's sample counts."""
    text = subprocess.run(
        ["perf", "report", "-i", str(record_file), "--no-children", "--sort", "pid,dso,sym",
         "--stdio", "-g", "none", "-n"], capture_output=True, text=True, check=True).stdout
    events = re.search(r"# Samples: .*\n# Event count \(approx.\): (\d+)", text)
    rows = re.findall(r"^\s+[\d.]+%\s+(\d+)\s+(\d+):\S+\s+(.*\S)\s*$", text, re.M)
    total = sum(int(samples) for samples, _, _ in rows)
    seconds_per_sample = int(events.group(1)) / 1e9 / total if events and total else 0.0
    symbols: dict[str, float] = defaultdict(float)
    for samples, tid, symbol in rows:
        if int(tid) in tids:
            symbols[re.sub(r"\s+", " ", symbol)] += int(samples) * seconds_per_sample
    return symbols


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=2000)
    parser.add_argument("--repeats", type=int, default=2)
    parser.add_argument("--also", action="append", default=[], metavar="LABEL=CHECKOUT")
    parser.add_argument("--perf", choices=["trace", "record"])
    parser.add_argument("--count-calls", action="store_true",
                        help="count the reactor thread's calls by module (slows the crawls)")
    parser.add_argument("--keep", type=Path, help="keep the perf files in this folder")
    args = parser.parse_args()
    variants: dict[str, Path | None] = {"this": None}
    variants.update({label: Path(path) for label, _, path in
                     (also.partition("=") for also in args.also)})
    server, start = start_site(args.pages)
    results: dict[str, list[dict]] = defaultdict(list)
    with tempfile.TemporaryDirectory() as tmp:
        keep = args.keep or Path(tmp)
        keep.mkdir(parents=True, exist_ok=True)

        def settings(run: str) -> dict:
            return {**BASE_SETTINGS, "ADDONS": {"scrapy_simhash.Addon": 300},
                    "SIMHASH_DATABASE_URL": f"sqlite:///{tmp}/cpu{run}.sqlite3"}

        run_crawl(start, BASE_SETTINGS, None, None, keep / "warm")
        for label, checkout in variants.items():
            run_crawl(start, settings(f"warm{label}"), checkout, None, keep / "warm")
        order = ["baseline", *variants]
        mode = "calls" if args.count_calls else args.perf
        for repeat in range(args.repeats):
            for label in order if repeat % 2 == 0 else reversed(order):
                perf_out = keep / f"{label}-{repeat}.perf"
                if label == "baseline":
                    result = run_crawl(start, BASE_SETTINGS, None, mode, perf_out)
                else:
                    result = run_crawl(start, settings(f"{repeat}{label}"), variants[label],
                                       mode, perf_out)
                if args.perf == "trace":
                    result["syscalls"] = syscalls_by_kind(perf_out, set(result["threads"]))
                elif args.perf == "record":
                    result["symbols"] = samples_by_symbol(perf_out, set(result["threads"]))
                results[label].append(result)
                print(f"# {label} round {repeat}: {result['responses']} responses, "
                      f"{result['elapsed']:.1f} s", file=sys.stderr, flush=True)
    server.terminate()
    report(results)


def per_page(results: list[dict], value) -> float:
    return statistics.median(value(r) / r["responses"] for r in results)


def report(results: dict[str, list[dict]]) -> None:
    labels = list(results)
    print("| per page (median of runs) | " + " | ".join(labels) + " |")
    print("|---" * (len(labels) + 1) + "|")

    def row(name: str, value, scale: float = 1000.0, digits: int = 3) -> None:
        cells = [f"{scale * per_page(results[label], value):.{digits}f}" for label in labels]
        print(f"| {name} | " + " | ".join(cells) + " |")

    row("crawl process CPU ms", lambda r: r["cpu"])
    row("  user ms", lambda r: r["user"])
    row("  system ms", lambda r: r["sys"])
    row("worker CPU ms", lambda r: r["worker_cpu"])
    row("minor page faults", lambda r: r["minflt"], 1, 2)
    row("voluntary context switches", lambda r: r["voluntary"], 1, 2)
    row("involuntary context switches", lambda r: r["preempted"], 1, 2)

    def thread_time(r: dict, main: bool, field: int) -> float:
        return sum(times[field] for tid, times in r["threads"].items()
                   if (tid == r["pid"]) == main)

    row("reactor thread user ms (/proc)", lambda r: thread_time(r, True, 1))
    row("reactor thread system ms (/proc)", lambda r: thread_time(r, True, 2))
    row("other threads user ms (/proc)", lambda r: thread_time(r, False, 1))
    row("other threads system ms (/proc)", lambda r: thread_time(r, False, 2))
    row("threads seen", lambda r: len(r["threads"]) * r["responses"], 1, 0)
    if "syscalls" in results[labels[0]][0]:
        kinds: dict[str, float] = defaultdict(float)
        for label in labels:
            for kind in results[label][0]["syscalls"]:
                kinds[kind] = max(kinds[kind], per_page(
                    results[label], lambda r, k=kind: r["syscalls"].get(k, 0)))
        for kind, most in sorted(kinds.items(), key=lambda item: -item[1]):
            if most >= 0.05:
                row(f"syscall {kind}", lambda r, k=kind: r["syscalls"].get(k, 0), 1, 2)
        row("syscalls, all kinds", lambda r: sum(r["syscalls"].values()), 1, 2)
    if "calls" in results[labels[0]][0]:
        modules = {m for label in labels for r in results[label] for m in r["calls"]}
        row("calls, all modules", lambda r: sum(r["calls"].values()), 1, 0)
        most = {m: max(per_page(results[label], lambda r, m=m: r["calls"].get(m, 0))
                       for label in labels) for m in modules}
        for module in sorted(modules, key=lambda m: -most[m])[:20]:
            row(f"calls into {module}", lambda r, m=module: r["calls"].get(m, 0), 1, 0)
    if "symbols" in results[labels[0]][0]:
        def library(r: dict, name: str) -> float:
            return sum(v for k, v in r["symbols"].items() if k.split(" [")[0] == name)

        def symbol(r: dict, name: str) -> float:
            return r["symbols"].get(name, 0.0)

        row("sampled CPU ms", lambda r: sum(r["symbols"].values()))
        libraries = {k.split(" [")[0] for label in labels for r in results[label]
                     for k in r["symbols"]}
        spread = {name: max(per_page(results[label], lambda r, n=name: library(r, n))
                            for label in labels) for name in libraries}
        for name in sorted(libraries, key=lambda n: -spread[n]):
            if 1000 * spread[name] >= 0.005:
                row(f"in {name} ms", lambda r, n=name: library(r, n))
        if len(labels) > 2:  # the symbols that differ most between the first two plugin rows
            first, second = labels[1], labels[2]
            names = {k for label in (first, second) for r in results[label] for k in r["symbols"]}
            gap = {n: per_page(results[first], lambda r, n=n: symbol(r, n))
                   - per_page(results[second], lambda r, n=n: symbol(r, n)) for n in names}
            for name in sorted(names, key=lambda n: -abs(gap[n]))[:25]:
                row(f"`{name}` ms", lambda r, n=name: symbol(r, n))
    print()
    for label in labels:
        for result in results[label]:
            threads = sorted(result["threads"].items(), key=lambda item: -sum(item[1][1:]))
            shown = ", ".join(f"{comm}{'*' if tid == result['pid'] else ''} "
                              f"{1000 * u / result['responses']:.2f}u"
                              f"+{1000 * s / result['responses']:.2f}s"
                              for tid, (comm, u, s) in threads[:6])
            print(f"- {label} threads (ms/page): {shown}")


if __name__ == "__main__":
    main()
