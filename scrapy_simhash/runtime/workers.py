"""Extract and fingerprint pages in worker processes, off the reactor thread.

Extraction and fingerprinting are CPU-bound Python: on the reactor thread they would
slow every request of the crawl, and threads would not help (the GIL). The workers are
a ``ProcessPoolExecutor`` started with the ``spawn`` method on every platform (one
start-up path, and no fork of a process that runs a reactor and threads); results come
back to the reactor with ``callFromThread``, which every reactor provides.

A worker that crashes, or hangs on a page (no result for ``PAGE_TIMEOUT`` while pages
are in hand, so time queued behind other pages does not count), breaks the pool: the
oldest page in flight, the one a worker was on, goes without a fingerprint (the caller
counts it); the other pages go to a new pool.
"""

from __future__ import annotations

import logging
import multiprocessing
import sys
import types
from collections import deque
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from scrapy.utils.defer import maybe_deferred_to_future
from twisted.internet.defer import Deferred

from scrapy_simhash.fingerprint.page import extract_and_fingerprint, fingerprint_text
from scrapy_simhash.fingerprint.version import DEFAULT_FINGERPRINT
from scrapy_simhash.runtime.reactor import running_reactor
from scrapy_simhash.runtime.worker_main import (
    PageResult,
    RawPage,
    fingerprint_item_text,
    fingerprint_page,
    start_worker,
)

if TYPE_CHECKING:
    from twisted.internet.base import DelayedCall

logger = logging.getLogger(__name__)

__all__ = ["PageFingerprinter", "WorkerCrashed", "extract_and_fingerprint", "fingerprint_text"]

PAGE_TIMEOUT = 60.0  # seconds without a result while pages are in a worker (4M chars < 1 s)
WATCHDOG_INTERVAL = 5.0  # seconds between checks for a hung worker
# Pages handed to the pool per worker: one being worked on, one waiting, so a worker
# never idles while its next page crosses over; more would only blur which page failed.
PAGES_IN_FLIGHT_PER_WORKER = 2


class WorkerCrashed(Exception):
    """A worker process died, or was killed for hanging, while handling a page."""


@dataclass(eq=False)
class _Job:
    task: Callable[[Any, str], PageResult]  # run in a worker with (argument, function)
    argument: RawPage | str
    deferred: Deferred[PageResult] = field(default_factory=Deferred)
    future: Future[PageResult] | None = None


@contextmanager
def _main_module_hidden() -> Iterator[None]:
    """A spawned process runs the parent's ``__main__`` script again unless it is hidden:
    Scrapy's run-from-a-script examples have no ``if __name__ == "__main__"`` guard, and
    a worker must not crawl. Workers need only this package."""
    main = sys.modules["__main__"]
    sys.modules["__main__"] = types.ModuleType("__main__")
    try:
        yield
    finally:
        sys.modules["__main__"] = main


class PageFingerprinter:
    """``await fingerprinter(body, encoding, url[, site_lines])`` -> a PageResult (text,
    fingerprint or None, whether extraction fell back, site memory's line keys);
    ``await fingerprinter.text(text)`` -> fingerprint or None."""

    def __init__(self, workers: int, function: str = DEFAULT_FINGERPRINT) -> None:
        self.workers = workers
        self.function = function  # the fingerprint function's name (SIMHASH_FINGERPRINT)
        self._pool: ProcessPoolExecutor | None = None
        self._waiting: deque[_Job] = deque()
        self._in_flight: deque[_Job] = deque()  # oldest first
        self._progress_at = 0.0  # when a result last came back (or a page went to idle workers)
        self._watchdog: DelayedCall | None = None

    def start(self) -> None:
        if self._pool is not None or self.workers <= 0:
            return
        self._pool = ProcessPoolExecutor(
            self.workers, mp_context=multiprocessing.get_context("spawn"),
            initializer=start_worker, initargs=(self.function,))
        # The pool starts a process per submit until it has them all: start them now,
        # with __main__ hidden, so that none is started later without that guard.
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

    async def __call__(self, body: bytes, encoding: str | None, url: str | None,
                       site_lines: frozenset[int] | None = None) -> PageResult:
        """Text and fingerprint of a raw response ``body`` (``encoding``: its HTTP charset;
        ``site_lines``: the lines its host repeats, see ``SiteMemory.known``)."""
        page = RawPage(body, encoding, url, site_lines)
        if self.workers <= 0:
            return fingerprint_page(page, self.function)
        return await self._run(_Job(fingerprint_page, page))

    async def text(self, text: str) -> int | None:
        """Fingerprint of an item's own text (None when it has no tokens)."""
        if self.workers <= 0:
            return fingerprint_text(text, self.function)
        return (await self._run(_Job(fingerprint_item_text, text))).fingerprint

    async def _run(self, job: _Job) -> PageResult:
        self._waiting.append(job)
        self._feed()
        return await maybe_deferred_to_future(job.deferred)

    def _feed(self) -> None:
        reactor = running_reactor()
        self.start()
        assert self._pool is not None
        while self._waiting and len(self._in_flight) < self.workers * PAGES_IN_FLIGHT_PER_WORKER:
            job = self._waiting.popleft()
            if not self._in_flight:
                self._progress_at = reactor.seconds()
            try:
                future = self._pool.submit(job.task, job.argument, self.function)
            except BrokenProcessPool as exc:  # broke before its futures could say so
                self._waiting.appendleft(job)
                self._pool_broke(str(exc))
                return
            job.future = future
            self._in_flight.append(job)
            future.add_done_callback(self._reply_on_reactor(job))
        if self._in_flight and self._watchdog is None:
            self._watchdog = reactor.callLater(WATCHDOG_INTERVAL, self._check_hung)

    def _reply_on_reactor(self, job: _Job) -> Callable[[Future[PageResult]], None]:
        def done(future: Future[PageResult]) -> None:  # on the pool's thread
            running_reactor().callFromThread(self._done, job, future)

        return done

    def _done(self, job: _Job, future: Future[PageResult]) -> None:
        if future is not job.future or job not in self._in_flight:
            return  # closed meanwhile, or already handled with its broken pool
        error = future.exception()
        if isinstance(error, BrokenProcessPool):
            self._pool_broke(str(error))
            return
        self._in_flight.remove(job)
        self._progress_at = running_reactor().seconds()
        if error is not None:  # extraction raised (it promises not to): the caller counts it
            job.deferred.errback(error)
        else:
            result = future.result()
            for record in result.records:
                logging.getLogger(record.name).handle(record)
            job.deferred.callback(result)
        self._feed()

    def _pool_broke(self, reason: str) -> None:
        """The oldest page in flight is the one a worker died (or hung) on; the others
        go to a new pool, ahead of the pages still waiting."""
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
        logger.warning("SimHash: a worker process exited; a new one takes its place")
        culprit = self._in_flight.popleft() if self._in_flight else None
        self._waiting.extendleft(reversed(self._in_flight))
        self._in_flight.clear()
        if culprit is not None:
            culprit.deferred.errback(WorkerCrashed(reason))
        self._feed()

    def _check_hung(self) -> None:
        reactor = running_reactor()
        self._watchdog = None
        if not self._in_flight or self._pool is None:
            return
        if reactor.seconds() - self._progress_at > PAGE_TIMEOUT:
            logger.warning("SimHash: a page took over %(seconds)gs in the worker process; "
                           "killing it", {"seconds": PAGE_TIMEOUT})
            # The pool has no public way to stop one worker; a killed one breaks the pool,
            # which then reports each page in flight.
            processes: dict[int, Any] = getattr(self._pool, "_processes", None) or {}
            for process in processes.values():
                process.kill()
            return
        self._watchdog = reactor.callLater(WATCHDOG_INTERVAL, self._check_hung)

    def worker_pids(self) -> list[int]:
        """Process ids of the running workers (for diagnosis and tests)."""
        processes: dict[int, Any] = getattr(self._pool, "_processes", None) or {}
        return list(processes)
