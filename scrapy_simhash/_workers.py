"""Extract and fingerprint pages in worker processes, off the reactor thread.

Extraction and SimHash are CPU-bound Python: on the reactor thread they would slow
every request of the crawl. Worker processes put them on another core (threads would
not, because of the GIL). A crashed worker (a pathological page can take down a
process) is replaced, and the page simply goes without a fingerprint.
"""

from __future__ import annotations

import logging
import multiprocessing
import sys
import types
from collections.abc import Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from contextlib import contextmanager
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from twisted.internet.defer import Deferred

from scrapy.utils.defer import maybe_deferred_to_future

logger = logging.getLogger(__name__)


class WorkerCrashed(Exception):
    """A worker process died while handling a page."""


def extract_and_fingerprint(html: str, url: str | None) -> tuple[str, int | None]:
    """Main text of ``html`` and its SimHash (None when there is no text)."""
    from scrapy_simhash.extract import extract_text
    from scrapy_simhash.fingerprint import simhash

    text = extract_text(html, url=url)
    return text, (simhash(text) if text.strip() else None)


@contextmanager
def _main_module_hidden() -> Iterator[None]:
    """Start worker processes without them importing the parent's ``__main__``.

    Spawned processes re-import the parent's main script. A crawl script without an
    ``if __name__ == "__main__":`` guard (Scrapy's own "run from a script" examples have
    none) would then start a second crawl in every worker. The workers need nothing
    from ``__main__``: the function they run is pickled by its module path.
    """
    main = sys.modules.get("__main__")
    sys.modules["__main__"] = types.ModuleType("__main__")
    try:
        yield
    finally:
        if main is not None:
            sys.modules["__main__"] = main


def _warm_up() -> None:
    # Load the segmenter's dictionary before the first page arrives.
    extract_and_fingerprint("<html><body><p>预热 warm up</p></body></html>", None)


class PageFingerprinter:
    """``await fingerprinter(html, url)`` -> (text, fingerprint or None)."""

    def __init__(self, workers: int) -> None:
        self.workers = workers
        self._executor: ProcessPoolExecutor | None = None

    def start(self) -> None:
        if self.workers > 0 and self._executor is None:
            self._executor = ProcessPoolExecutor(
                max_workers=self.workers,
                # spawn: forking a process that runs a reactor and database threads is unsafe
                mp_context=multiprocessing.get_context("spawn"),
                initializer=_warm_up,
            )

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=True, cancel_futures=True)
            self._executor = None

    async def __call__(self, html: str, url: str | None) -> tuple[str, int | None]:
        if self.workers <= 0:
            return extract_and_fingerprint(html, url)
        self.start()
        assert self._executor is not None
        try:
            with _main_module_hidden():  # submit() starts the worker processes
                future = self._executor.submit(extract_and_fingerprint, html, url)
            return await maybe_deferred_to_future(_as_deferred(future))
        except BrokenProcessPool as exc:
            # Replace the broken pool; pages already queued in it fail the same way.
            broken, self._executor = self._executor, None
            if broken is not None:
                broken.shutdown(wait=False, cancel_futures=True)
            raise WorkerCrashed(str(exc) or "worker process died") from exc


def _as_deferred(future: Future[Any]) -> Deferred[Any]:
    from twisted.internet import reactor

    deferred: Deferred[Any] = Deferred()

    def settle(done: Future[Any]) -> None:
        exception = done.exception()
        if exception is not None:
            deferred.errback(exception)
        else:
            deferred.callback(done.result())

    # The callback runs on the executor's management thread; fire on the reactor's.
    future.add_done_callback(lambda done: reactor.callFromThread(settle, done))
    return deferred
