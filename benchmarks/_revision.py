"""The package as it was at a git revision, unpacked into a temporary folder, so a
benchmark can measure old and new code side by side in one run."""

from __future__ import annotations

import io
import subprocess
import tarfile
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


@contextmanager
def package_at(ref: str) -> Iterator[str]:
    """A folder holding ``scrapy_simhash`` at ``ref`` (put it first on a child's path);
    removed on exit."""
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", "--format=tar", ref, "scrapy_simhash"],
        check=True, capture_output=True,
    ).stdout  # fmt: skip
    with tempfile.TemporaryDirectory() as folder:
        with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
            tar.extractall(folder, filter="data")
        yield folder
