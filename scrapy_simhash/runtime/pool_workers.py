"""Extract and fingerprint pages in a ``ProcessPoolExecutor``, off the reactor thread.

Extraction and fingerprinting are CPU-bound Python: on the reactor thread they would
slow every request of the crawl, and threads would not help (the GIL). The pool's
processes are started with the ``spawn`` method on every platform (one start-up path;
no fork of a process that runs a reactor and threads), and results come back to the
reactor with ``callFromThread``, which every reactor provides.

A worker that crashes, or hangs on a page (past ``PAGE_TIMEOUT`` without any result
coming back), breaks the pool: the oldest page in flight, the one a worker was on, goes
without a fingerprint (the caller counts it); the others are sent to a new pool.
"""

from __future__ import annotations

import logging
import multiprocessing
import sys
import types
from collections import deque
from collections.abc import Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from scrapy.utils.defer import maybe_deferred_to_future
from twisted.internet.defer import Deferred

from scrapy_simhash.fingerprint.page import extract_and_fingerprint
from scrapy_simhash.fingerprint.version import DEFAULT_FINGERPRINT

if TYPE_CHECKING:
    from twisted.internet.interfaces import IDelayedCall

logger = logging.getLogger(__name__)

PAGE_TIMEOUT = 60.0  # seconds without any result while pages are in a worker (4M chars < 1 s)
WATCHDOG_INTERVAL = 5.0  # seconds between checks for a hung worker
PAGES_IN_FLIGHT_PER_WORKER = 2  # one being worked on, one waiting: no idle gap between pages


class WorkerCrashed(Exception):
    """A worker process died, or was killed for hanging, while handling a page."""


@dataclass(frozen=True)
class Page:
    body: bytes
    encoding: str | None  # the HTTP charset
    url: str | None


@dataclass(frozen=True)
class PageResult:
    text: str
    fingerprint: int | None
    records: list[logging.LogRecord]  # what the worker logged meanwhile, to log again here


# -- in the worker process ---------------------------------------------------------------

_records: list[logging.LogRecord] = []


class _Keep(logging.Handler):
    def emit(self, record: logging.LogRecord) -> None:
        record.msg, record.args = record.getMessage(), None  # args may not pickle
        if record.exc_info:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
            record.exc_info = None
        _records.append(record)


def _start_worker(function: str) -> None:
    import signal

    # Ctrl-C reaches the whole process group; the crawl decides when workers stop.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    package = logging.getLogger("scrapy_simhash")
    package.addHandler(_Keep())
    package.setLevel(logging.DEBUG)  # the crawl's own settings filter them again
    package.propagate = False
    extract_and_fingerprint(b"<html><body><p>warm up the extractor</p></body></html>", None,
                            function=function)


def _fingerprint_page(page: Page, function: str) -> PageResult:
    text, fingerprint = extract_and_fingerprint(page.body, page.url, page.encoding, function)
    records = list(_records)
    _records.clear()
    return PageResult(text, fingerprint, records)


# -- in the crawl process ----------------------------------------------------------------

@contextmanager
def _main_module_hidden() -> Iterator[None]:
    """Spawned processes import the parent's ``__main__`` (its script) unless it is
    hidden: Scrapy's run-from-a-script examples have no ``if __name__ == "__main__"``
    guard, and a worker must not crawl again. Children need only this package."""
    main = sys.modules["__main__"]
    sys.modules["__main__"] = types.ModuleType("__main__")
    try:
        yield
    finally:
        sys.modules["__main__"] = main


@dataclass
class _Job:
    page: Page
    deferred: Deferred[tuple[str, int | None]]
    future: Future[PageResult] | None = None


class PageFingerprinter:
    """``await fingerprinter(body, encoding, url)`` -> (text, fingerprint or None)."""

    def __init__(self, workers: int, fingerprint: str = DEFAULT_FINGERPRINT) -> None:
        self.workers = workers
        self.fingerprint = fingerprint  # the function's name, as SIMHASH_FINGERPRINT
        self._pool: ProcessPoolExecutor | None = None
        self._waiting: deque[_Job] = deque()
        self._in_flight: deque[_Job] = deque()  # oldest first
        self._progress_at = 0.0  # when a result last came back (or the first page went)
        self._watchdog: IDelayedCall | None = None

    def start(self) -> None:
        if self._pool is not None or self.workers <= 0:
            return
        self._pool = ProcessPoolExecutor(
            self.workers, mp_context=multiprocessing.get_context("spawn"),
            initializer=_start_worker, initargs=(self.fingerprint,))
        # Start every process now, with __main__ hidden (the pool starts them on submit).
        with _main_module_hidden():
            for _ in range(self.workers):
                self._pool.submit(int)

    def close(self) -> None:
        pool, self._pool = self._pool, None
        if self._watchdog is not None and self._watchdog.active():
            self._watchdog.cancel()
        self._watchdog = None
        jobs = [*self._in_flight, *self._waiting]
        self._in_flight.clear()
        self._waiting.clear()
        for job in jobs:
            job.deferred.errback(WorkerCrashed("the worker processes were closed"))
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)

    async def __call__(self, body: bytes, encoding: str | None,
                       url: str | None) -> tuple[str, int | None]:
        """Text and fingerprint of a raw response ``body`` (``encoding``: its HTTP charset)."""
        if self.workers <= 0:
            return extract_and_fingerprint(body, url, encoding, self.fingerprint)
        job = _Job(Page(body, encoding, url), Deferred())
        self._waiting.append(job)
        self._feed()
        return await maybe_deferred_to_future(job.deferred)

    def _feed(self) -> None:
        from twisted.internet import reactor

        self.start()
        assert self._pool is not None
        while self._waiting and len(self._in_flight) < self.workers * PAGES_IN_FLIGHT_PER_WORKER:
            job = self._waiting.popleft()
            if not self._in_flight:
                self._progress_at = reactor.seconds()
            job.future = self._pool.submit(_fingerprint_page, job.page, self.fingerprint)
            self._in_flight.append(job)
            job.future.add_done_callback(
                lambda future, job=job: reactor.callFromThread(self._done, job, future))
        if self._in_flight and self._watchdog is None:
            self._watchdog = reactor.callLater(WATCHDOG_INTERVAL, self._check_hung)

    def _done(self, job: _Job, future: Future[PageResult]) -> None:
        from twisted.internet import reactor

        if future is not job.future or job not in self._in_flight:
            return  # closed meanwhile, or handled with its broken pool
        error = future.exception()
        if isinstance(error, BrokenProcessPool):
            self._pool_broke(str(error))
            return
        self._in_flight.remove(job)
        self._progress_at = reactor.seconds()
        if error is not None:
            job.deferred.errback(error)
        else:
            result = future.result()
            for record in result.records:
                logging.getLogger(record.name).handle(record)
            job.deferred.callback((result.text, result.fingerprint))
        self._feed()

    def _pool_broke(self, reason: str) -> None:
        """The oldest page in flight is the one a worker died (or hung) on; the rest
        go to a new pool, ahead of the pages still waiting."""
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
        logger.warning("SimHash: a worker process exited; a new one takes its place")
        culprit = self._in_flight.popleft()
        self._waiting.extendleft(reversed(self._in_flight))
        self._in_flight.clear()
        culprit.deferred.errback(WorkerCrashed(reason))
        self._feed()

    def _check_hung(self) -> None:
        from twisted.internet import reactor

        self._watchdog = None
        if not self._in_flight or self._pool is None:
            return
        if reactor.seconds() - self._progress_at > PAGE_TIMEOUT:
            logger.warning("SimHash: a page took over %(seconds)gs in the worker process; "
                           "killing it", {"seconds": PAGE_TIMEOUT})
            # The pool has no public way to stop a worker; killing one breaks the pool.
            processes: dict[int, Any] = getattr(self._pool, "_processes", None) or {}
            for process in processes.values():
                process.kill()
            return
        self._watchdog = reactor.callLater(WATCHDOG_INTERVAL, self._check_hung)
