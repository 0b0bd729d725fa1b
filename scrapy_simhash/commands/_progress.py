"""A one-line progress bar on stderr, redrawn in place with ``\\r``; no dependencies."""

from __future__ import annotations

import sys
import time
from typing import TextIO

from scrapy_simhash.tools.importer import ImportProgress

_BAR = 30


class ProgressLine:
    def __init__(self, stream: TextIO | None = None, every: float = 0.2) -> None:
        self.stream = stream or sys.stderr
        self.every = every  # seconds between redraws: drawing must not slow the import
        self._last = 0.0
        self._drawn = False

    def __call__(self, progress: ImportProgress) -> None:
        now = time.monotonic()
        if now - self._last < self.every and progress.bytes_done < progress.bytes_total:
            return
        self._last = now
        share = progress.bytes_done / progress.bytes_total if progress.bytes_total else 1.0
        filled = int(share * _BAR)
        self.stream.write(
            f"\r[{'#' * filled}{'.' * (_BAR - filled)}] {share:6.1%}  line {progress.lines:,}"
            f"  stored {progress.added:,}  {_eta(progress, share)}"
        )
        self.stream.flush()
        self._drawn = True

    def finish(self) -> None:
        if self._drawn:
            self.stream.write("\n")
            self.stream.flush()


def _eta(progress: ImportProgress, share: float) -> str:
    if share >= 1.0:
        return "done      "
    done = progress.bytes_done - progress.bytes_at_start
    if done <= 0 or progress.elapsed <= 0:
        return "          "
    left = progress.bytes_total - progress.bytes_done
    return f"ETA {progress.elapsed * left / done:5.0f}s"
