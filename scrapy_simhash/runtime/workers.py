"""Extract and fingerprint pages in worker processes that talk to the reactor over
loopback TCP, so the crawl process runs no extra thread.

Extraction and fingerprinting are CPU-bound Python: on the reactor thread they would
slow every request of the crawl, and threads would not help (the GIL). Each worker is a
``multiprocessing`` process started with the ``spawn`` method on every platform (one
start-up path, and no fork of a process that runs a reactor). It connects back to a
port the reactor listens on at 127.0.0.1 and first sends a random per-crawl token; a
connection without it is dropped, so no other local process can feed a worker pages or
read them. Frames are a 4-byte big-endian length and a pickle (Twisted's
``Int32StringReceiver`` on the reactor's side, see ``worker_main`` for the worker's).
Plain sockets and Twisted TCP work with every reactor, on every platform.

A worker that dies (crashed, or killed for hanging: no result for ``PAGE_TIMEOUT``
while it holds pages, so time queued behind other pages does not count) closes its
connection: the oldest page it held, the one it was on, goes without a fingerprint (the
caller counts it); its other pages go to the other workers or its replacement. A worker
that does not connect within ``CONNECT_TIMEOUT`` is not replaced; with no worker left,
pages fail at once (counted by the caller, and their items kept) rather than wait.
"""

from __future__ import annotations

import hmac
import itertools
import logging
import multiprocessing
import pickle
import secrets
import sys
import types
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from scrapy.utils.defer import maybe_deferred_to_future
from twisted.internet.defer import Deferred
from twisted.internet.protocol import Factory
from twisted.protocols.basic import Int32StringReceiver

from scrapy_simhash.fingerprint.page import extract_and_fingerprint, fingerprint_text
from scrapy_simhash.fingerprint.version import DEFAULT_FINGERPRINT
from scrapy_simhash.runtime.reactor import running_reactor
from scrapy_simhash.runtime.worker_main import (
    HELLO_SIZE,
    TOKEN_SIZE,
    PageResult,
    RawPage,
    WorkerCall,
    fingerprint_item_text,
    fingerprint_page,
    serve_crawl,
)

if TYPE_CHECKING:
    from multiprocessing.process import BaseProcess

    from twisted.internet.base import DelayedCall

logger = logging.getLogger(__name__)

__all__ = ["PageFingerprinter", "WorkerCrashed", "extract_and_fingerprint", "fingerprint_text"]

PAGE_TIMEOUT = 60.0  # seconds without a result while a worker holds pages (4M chars < 1 s)
WATCHDOG_INTERVAL = 5.0  # seconds between checks for a hung worker
CONNECT_TIMEOUT = 120.0  # seconds for a new worker to start up and connect
STARTUP_POLL = 0.25  # seconds between checks of a worker still starting up
# Pages sent to each worker: one being worked on and three queued, so a worker does not
# wait for its next page while the reactor is busy with the crawl's own work (results then
# come back in runs). The cap bounds the page copies in flight and the pages queued
# behind one that hangs.
PAGES_IN_FLIGHT_PER_WORKER = 4
MAX_FRAME = 1 << 30  # a result frame (the page's text); the worker's hello is shorter


class WorkerCrashed(Exception):
    """A worker process died, or was killed for hanging, while handling a page; or no
    worker process could be started."""


@dataclass(eq=False)
class _Job:
    call: WorkerCall
    deferred: Deferred[PageResult] = field(default_factory=Deferred)


@dataclass(eq=False)
class _Worker:
    process: BaseProcess
    started_at: float
    link: _WorkerLink | None = None  # None until it has connected with the token
    jobs: dict[int, _Job] = field(default_factory=dict)  # sent, by call id, oldest first
    progress_at: float = 0.0  # when a result last came back (or a page went to it idle)


class _WorkerLink(Int32StringReceiver):
    """The reactor's end of one connection: the first frame must be the crawl's token
    (and the worker's pid), every later one is a pickled ``(call id, result)``."""

    MAX_LENGTH = HELLO_SIZE  # until the token is in: a stranger's frames are not buffered
    transport: Any  # a TCP transport (zope interfaces, which mypy cannot check)

    def __init__(self, owner: PageFingerprinter) -> None:
        self.owner = owner
        self.worker: _Worker | None = None

    def connectionMade(self) -> None:
        self.transport.setTcpNoDelay(True)

    def stringReceived(self, frame: bytes) -> None:
        if self.worker is None:
            self.worker = self.owner._connected(self, frame)
            if self.worker is None:
                self.transport.abortConnection()
            else:
                self.MAX_LENGTH = MAX_FRAME
            return
        call_id, outcome = pickle.loads(frame)  # only from a worker holding the token
        self.owner._reply(self.worker, call_id, outcome)

    def lengthLimitExceeded(self, length: int) -> None:
        if self.worker is None:
            self.owner._refused()
        self.transport.abortConnection()

    def connectionLost(self, reason: Any = None) -> None:
        if self.worker is not None:
            self.owner._lost(self.worker)


class _LinkFactory(Factory):
    noisy = False  # no "Starting factory" line in the crawl's log

    def __init__(self, owner: PageFingerprinter) -> None:
        self.owner = owner

    def buildProtocol(self, addr: Any) -> _WorkerLink:
        return _WorkerLink(self.owner)


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
        self._port: Any = None  # the reactor's IListeningPort
        self._token = b""
        self._running: list[_Worker] = []
        self._waiting: deque[_Job] = deque()
        self._call_ids = itertools.count()
        self._timer: DelayedCall | None = None

    def start(self) -> None:
        if self._port is not None or self.workers <= 0:
            return
        self._token = secrets.token_bytes(TOKEN_SIZE)
        self._port = running_reactor().listenTCP(0, _LinkFactory(self), interface="127.0.0.1")
        for _ in range(self.workers):
            self._spawn()

    def close(self) -> None:
        port, self._port = self._port, None
        if port is None:
            return
        if self._timer is not None and self._timer.active():
            self._timer.cancel()
        self._timer = None
        workers, self._running = self._running, []
        jobs = [job for worker in workers for job in worker.jobs.values()]
        jobs.extend(self._waiting)
        self._waiting.clear()
        port.stopListening()
        for worker in workers:
            worker.jobs.clear()
            if worker.link is not None:
                worker.link.worker = None  # closed on purpose: not a crash
                worker.link.transport.loseConnection()
            worker.process.terminate()
        for worker in workers:  # SIGTERM ends a worker at once: this waits milliseconds
            worker.process.join(1.0)
            if worker.process.exitcode is None:
                worker.process.kill()
                worker.process.join(1.0)
        for job in jobs:
            job.deferred.errback(WorkerCrashed("the worker processes were closed"))

    async def __call__(self, body: bytes, encoding: str | None, url: str | None,
                       site_lines: frozenset[int] | None = None) -> PageResult:
        """Text and fingerprint of a raw response ``body`` (``encoding``: its HTTP charset;
        ``site_lines``: the lines its host repeats, see ``SiteMemory.known``)."""
        page = RawPage(body, encoding, url, site_lines)
        if self.workers <= 0:
            return fingerprint_page(page, self.function)
        return await self._run(WorkerCall(fingerprint_page, page))

    async def text(self, text: str) -> int | None:
        """Fingerprint of an item's own text (None when it has no tokens)."""
        if self.workers <= 0:
            return fingerprint_text(text, self.function)
        return (await self._run(WorkerCall(fingerprint_item_text, text))).fingerprint

    async def _run(self, call: WorkerCall) -> PageResult:
        job = _Job(call)
        self._waiting.append(job)
        self.start()
        self._feed()
        return await maybe_deferred_to_future(job.deferred)

    def worker_pids(self) -> list[int]:
        """Process ids of the running workers (for diagnosis and tests)."""
        return [worker.process.pid for worker in self._running if worker.process.pid]

    def listening_port(self) -> int | None:
        """The loopback port the workers connect to (for diagnosis and tests)."""
        return self._port.getHost().port if self._port is not None else None

    # -- workers coming and going ---------------------------------------------------

    def _spawn(self) -> None:
        process = multiprocessing.get_context("spawn").Process(
            target=serve_crawl, args=(self.listening_port(), self._token, self.function),
            name="scrapy-simhash worker", daemon=True)
        with _main_module_hidden():
            process.start()
        self._running.append(_Worker(process, running_reactor().seconds()))
        self._schedule()

    def _connected(self, link: _WorkerLink, hello: bytes) -> _Worker | None:
        """The worker that sent this hello, if it holds the token; None: drop the link."""
        token, pid = hello[:TOKEN_SIZE], int.from_bytes(hello[TOKEN_SIZE:], "big")
        worker = next((worker for worker in self._running
                       if worker.process.pid == pid and worker.link is None), None)
        if worker is None or not hmac.compare_digest(token, self._token):
            self._refused()
            return None
        worker.link = link
        self._feed()
        return worker

    def _refused(self) -> None:
        logger.warning("SimHash: refused a connection to the worker port that did not "
                       "present this crawl's token")

    def _lost(self, worker: _Worker) -> None:
        """A worker's connection closed: it died (or was killed for hanging). The oldest
        page it held is the one it died on; the others go back to the front of the queue."""
        if worker not in self._running:
            return
        self._running.remove(worker)
        worker.process.kill()  # a no-op unless it closed the link but lives on
        worker.process.join(1.0)
        jobs = list(worker.jobs.values())
        worker.jobs.clear()
        logger.warning("SimHash: a worker process exited (exit code %(code)s); a new one "
                       "takes its place", {"code": worker.process.exitcode})
        self._waiting.extendleft(reversed(jobs[1:]))
        if self._port is not None:
            self._spawn()
        if jobs:
            jobs[0].deferred.errback(WorkerCrashed(
                f"exit code {worker.process.exitcode}"))
        self._feed()

    def _start_failed(self, worker: _Worker, reason: str) -> None:
        self._running.remove(worker)
        worker.process.kill()
        worker.process.join(1.0)
        logger.error("SimHash: a worker process %(reason)s; it is not replaced. %(left)s",
                     {"reason": reason, "left": (
                         f"{len(self._running)} worker process(es) remain" if self._running
                         else "Pages are no longer fingerprinted; their items are kept")})
        self._feed()

    # -- pages going out and results coming back -------------------------------------

    def _feed(self) -> None:
        if not self._running:  # every worker failed to start: fail now rather than wait
            jobs = list(self._waiting)
            self._waiting.clear()
            for job in jobs:
                job.deferred.errback(WorkerCrashed("no worker process could be started"))
            return
        reactor = running_reactor()
        while self._waiting:
            ready = [worker for worker in self._running if worker.link is not None
                     and len(worker.jobs) < PAGES_IN_FLIGHT_PER_WORKER]
            if not ready:
                break
            worker = min(ready, key=lambda worker: len(worker.jobs))
            job = self._waiting.popleft()
            if not worker.jobs:
                worker.progress_at = reactor.seconds()
            call_id = next(self._call_ids)
            worker.jobs[call_id] = job
            assert worker.link is not None
            worker.link.sendString(pickle.dumps((call_id, job.call), pickle.HIGHEST_PROTOCOL))
        self._schedule()

    def _reply(self, worker: _Worker, call_id: int, outcome: PageResult | BaseException) -> None:
        job = worker.jobs.pop(call_id, None)
        if job is None:
            return
        worker.progress_at = running_reactor().seconds()
        if isinstance(outcome, BaseException):  # extraction raised (it promises not to)
            job.deferred.errback(outcome)
        else:
            for record in outcome.records:
                logging.getLogger(record.name).handle(record)
            job.deferred.callback(outcome)
        self._feed()

    # -- the watchdog: hung workers, and workers that never connect ----------------------

    def _schedule(self) -> None:
        if self._port is None:
            return
        starting = any(worker.link is None for worker in self._running)
        busy = any(worker.jobs for worker in self._running)
        if not starting and not busy:
            return
        delay = STARTUP_POLL if starting else WATCHDOG_INTERVAL
        if self._timer is not None and self._timer.active():
            if self._timer.getTime() - running_reactor().seconds() <= delay:
                return
            self._timer.cancel()
        self._timer = running_reactor().callLater(delay, self._check)

    def _check(self) -> None:
        self._timer = None
        now = running_reactor().seconds()
        for worker in list(self._running):
            if worker.link is None:
                if worker.process.exitcode is not None:
                    self._start_failed(worker, f"exited while starting up (exit code "
                                               f"{worker.process.exitcode})")
                elif now - worker.started_at > CONNECT_TIMEOUT:
                    self._start_failed(worker, f"did not connect within {CONNECT_TIMEOUT:g}s")
            elif worker.jobs and now - worker.progress_at > PAGE_TIMEOUT:
                logger.warning("SimHash: a page took over %(seconds)gs in a worker process; "
                               "killing it", {"seconds": PAGE_TIMEOUT})
                worker.process.kill()  # its connection then closes: _lost takes over
        self._schedule()
