"""Progress bars on stderr (rich): for ``import`` and ``relayout``."""

from __future__ import annotations

import sys
from typing import Any, TextIO

from rich.console import Console
from rich.progress import (
    BarColumn,
    Progress,
    TaskProgressColumn,
    TextColumn,
    TimeRemainingColumn,
)

from scrapy_simhash.tools.importer import ImportProgress


class ProgressBar:
    """One bar; ``note(text)`` prints a line above it without breaking it."""

    detail = ""  # a rich TextColumn format: what the bar counts

    def __init__(self, stream: TextIO | None = None, *, console: Console | None = None) -> None:
        self.console = console or Console(file=stream or sys.stderr, highlight=False)
        # Redrawn a few times a second by rich's own thread: drawing never slows the work.
        self._progress = Progress(BarColumn(bar_width=30), TaskProgressColumn(),
                                  TextColumn(self.detail), TimeRemainingColumn(),
                                  console=self.console, refresh_per_second=5)
        self._task: Any = None

    def update(self, done: float, total: float, **fields: Any) -> None:
        if self._task is None:
            self._progress.start()
            self._task = self._progress.add_task("", total=total, completed=int(done), **fields)
        self._progress.update(self._task, completed=done, total=total, **fields)

    def note(self, text: str) -> None:
        self._progress.console.print(text, markup=False, highlight=False, soft_wrap=True)

    def finish(self) -> None:
        if self._task is not None:
            self._progress.stop()
            self._task = None


class ImportProgressBar(ProgressBar):
    """``import_jsonl(progress=...)``: bytes read of the file, lines and entries stored."""

    detail = "line {task.fields[lines]:,}  stored {task.fields[added]:,}"

    def __call__(self, progress: ImportProgress) -> None:
        self.update(progress.bytes_done, progress.bytes_total or 1, lines=progress.lines,
                    added=progress.added)


class RelayoutProgressBar(ProgressBar):
    """``relayout(progress=...)``: fingerprints laid out of those stored."""

    detail = "{task.completed:,.0f} of {task.total:,.0f} fingerprints"

    def __call__(self, done: int, total: int) -> None:
        self.update(done, max(total, 1))
