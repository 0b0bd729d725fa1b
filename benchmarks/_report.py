"""Write one benchmark's tables into its own section of BENCHMARKS.md.

Each benchmark owns the text between ``<!-- BEGIN name -->`` and ``<!-- END name -->``
so scripts can be re-run independently without clobbering each other's results.
"""

from __future__ import annotations

import fcntl
import platform
import sys
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BENCHMARKS_MD = ROOT / "BENCHMARKS.md"
HEADER = (
    "# Benchmarks\n\n"
    "Every section below is written by the script named in it; re-run that command to refresh it.\n"
    "Figures are from one run on the machine named in the section, with peers measured side by side "
    "in the same run.\n"
)


def machine_line() -> str:
    import os

    return (
        f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
        f"{datetime.now(timezone.utc):%Y-%m-%d}"
    )


def write_section(name: str, title: str, command: str, body: str) -> None:
    """Replace (or append) the section ``name`` of BENCHMARKS.md."""
    begin, end = f"<!-- BEGIN {name} -->", f"<!-- END {name} -->"
    section = (
        f"{begin}\n## {title}\n\nCommand: `{command}`  \nMachine: {machine_line()}\n\n"
        f"{body.rstrip()}\n{end}"
    )
    # The lock file stays (git-ignored): unlinking it would let a third writer lock a new
    # file while a second still holds the old one.
    lock_path = BENCHMARKS_MD.with_suffix(".lock")
    with open(lock_path, "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        text = BENCHMARKS_MD.read_text(encoding="utf-8") if BENCHMARKS_MD.exists() else HEADER
        if begin in text and end in text:
            head, rest = text.split(begin, 1)
            _, tail = rest.split(end, 1)
            text = head + section + tail
        else:
            text = text.rstrip() + "\n\n" + section + "\n"
        BENCHMARKS_MD.write_text(text, encoding="utf-8")


def markdown_table(headers: list[str], rows: list[list[object]]) -> str:
    def cell(value: object) -> str:
        if isinstance(value, float):
            return f"{value:.3f}"
        return str(value)

    lines = ["| " + " | ".join(headers) + " |", "|" + "---|" * len(headers)]
    lines += ["| " + " | ".join(cell(v) for v in row) + " |" for row in rows]
    return "\n".join(lines)


def command_line() -> str:
    return "python " + " ".join(sys.argv)
