"""Extract and fingerprint pages in worker processes, off the reactor thread.

Extraction and SimHash are CPU-bound Python: on the reactor thread they would slow
every request of the crawl, and threads would not help (the GIL). Worker processes
are spawned with the reactor's own ``spawnProcess`` and spoken to through their
stdin/stdout pipes in binary frames (``_frames``) on pipe ends the reactor drives
(``_pipes``), so the crawl process needs no helper threads: a
``ProcessPoolExecutor``'s feeder and manager threads fought the reactor for the GIL
and cost more than the work they moved (see BENCHMARKS.md, crawl).

A worker that crashes, or hangs on a page (past ``PAGE_TIMEOUT`` on that page, not
counting the time it waited in the queue), is killed and replaced: the page it was on
goes without a fingerprint (the caller counts it), the pages queued behind it go to the
new worker.
"""

from __future__ import annotations

import itertools
import logging
import os
import sys
from typing import TYPE_CHECKING, Any

from scrapy.utils.defer import maybe_deferred_to_future
from twisted.internet.defer import Deferred
from twisted.internet.protocol import ProcessProtocol

from scrapy_simhash.fingerprint.page import extract_and_fingerprint, text_fingerprint
from scrapy_simhash.fingerprint.version import DEFAULT_FINGERPRINT
from scrapy_simhash.runtime.frames import (
    REPLY_ERROR,
    REPLY_FINGERPRINT,
    parse_replies,
    request_parts,
)
from scrapy_simhash.runtime.pipes import _PagePipe, _ResultPipe

if TYPE_CHECKING:
    from twisted.internet.interfaces import IDelayedCall
    from twisted.python.failure import Failure

logger = logging.getLogger(__name__)

__all__ = ["PageFingerprinter", "WorkerCrashed", "WorkerError", "extract_and_fingerprint",
           "text_fingerprint"]

PAGE_TIMEOUT = 60.0  # seconds a page may take in a worker (4M chars take < 1 s)
WATCHDOG_INTERVAL = 5.0  # seconds between checks for a hung worker
WORKER_MODULE = "scrapy_simhash.runtime.worker_main"


_Page = tuple[bytes, "str | None", "str | None"]  # body, HTTP charset, URL


class WorkerCrashed(Exception):
    """A worker process died, or was killed for hanging, while handling a page."""


class WorkerError(Exception):
    """Extraction raised inside the worker (it promises not to); the message says what."""


class _WorkerProtocol(ProcessProtocol):
    """One worker process: pages go down its stdin, results come up its stdout.

    Both pipes are this object's own (``_PagePipe``, ``_ResultPipe``), not Twisted's
    process transport: a page is written at once with ``os.writev`` (header and body
    side by side, no copy, no wait for the next reactor turn), and results are read in
    large chunks, so replies that queued up while the crawl was busy cost one wakeup.
    """

    def __init__(self, on_exit: Any) -> None:
        # request id -> (deferred, page); the worker answers in this order, so the first
        # entry is the page it is working on
        self.pending: dict[int, tuple[Deferred[Any], _Page]] = {}
        self._head_since = 0.0  # when the worker started on the first pending page
        self._results = bytearray()
        self._on_exit = on_exit
        self._watchdog: IDelayedCall | None = None
        self.pages: _PagePipe | None = None
        self.replies: _ResultPipe | None = None
        self.exited = False

    def attach(self, pages: _PagePipe, replies: _ResultPipe) -> None:
        self.pages, self.replies = pages, replies

    def submit(self, request_id: int, body: bytes, encoding: str | None,
               url: str | None, deferred: Deferred[Any] | None = None) -> Deferred[Any]:
        from twisted.internet import reactor

        deferred = Deferred() if deferred is None else deferred
        if not self.pending:
            self._head_since = reactor.seconds()
        self.pending[request_id] = (deferred, (body, encoding, url))
        if self._watchdog is None:
            self._watchdog = reactor.callLater(WATCHDOG_INTERVAL, self._check_hung)
        assert self.pages is not None
        self.pages.send(request_parts(request_id, body, encoding, url))
        return deferred

    def resultsReceived(self, data: bytes) -> None:
        from twisted.internet import reactor

        self._results += data
        for request_id, status, fingerprint, text in parse_replies(self._results):
            entry = self.pending.pop(request_id, None)
            if entry is None:
                continue
            self._head_since = reactor.seconds()  # the worker goes on to the next page
            deferred = entry[0]
            if status == REPLY_ERROR:
                deferred.errback(WorkerError(text))
            else:
                deferred.callback((text, fingerprint if status == REPLY_FINGERPRINT else None))

    def errReceived(self, data: bytes) -> None:
        logger.debug("SimHash worker stderr: %(text)s",
                     {"text": data.decode("utf-8", "replace").rstrip()})

    def _check_hung(self) -> None:
        """One timer per worker, not one per page: kill the worker if the page it is on
        has taken past ``PAGE_TIMEOUT`` (since the reply before it, not since it was
        queued: a deep queue of big pages is not a hang)."""
        from twisted.internet import reactor

        self._watchdog = None
        if not self.pending or self.exited:
            return
        if reactor.seconds() - self._head_since > PAGE_TIMEOUT and self.transport is not None:
            logger.warning("SimHash: a page took over %(seconds)gs in the worker process; "
                           "killing it", {"seconds": PAGE_TIMEOUT})
            self.transport.signalProcess("KILL")
            return
        self._watchdog = reactor.callLater(WATCHDOG_INTERVAL, self._check_hung)

    def processEnded(self, reason: Failure) -> None:
        self.exited = True
        if self._watchdog is not None and self._watchdog.active():
            self._watchdog.cancel()
        self._watchdog = None
        if self.replies is not None:
            self.replies.drain()  # results the worker wrote before it ended still count
        if self.pages is not None:
            self.pages.abandon()
        pending, self.pending = self.pending, {}
        entries = list(pending.values())
        if entries:  # the page the worker was on: it crashed or hung on that one
            entries[0][0].errback(WorkerCrashed(reason.getErrorMessage()))
        self._on_exit(self, entries[1:])


class PageFingerprinter:
    """``await fingerprinter(html, url)`` -> (text, fingerprint or None)."""

    def __init__(self, workers: int, fingerprint: str = DEFAULT_FINGERPRINT) -> None:
        self.workers = workers
        self.fingerprint = fingerprint  # the function's name, as SIMHASH_FINGERPRINT
        self._processes: list[_WorkerProtocol] = []
        self._request_ids = itertools.count()
        self._closing = False

    def start(self) -> None:
        self._closing = False
        while len(self._processes) < self.workers:
            self._spawn()

    def close(self) -> None:
        self._closing = True
        for process in self._processes:
            if process.pages is not None:
                process.pages.close()  # the worker exits at end of input
        self._processes.clear()

    async def __call__(self, body: bytes, encoding: str | None,
                       url: str | None) -> tuple[str, int | None]:
        """Text and fingerprint of a raw response ``body`` (``encoding``: its HTTP charset)."""
        if self.workers <= 0:
            return extract_and_fingerprint(body, url, encoding, self.fingerprint)
        self.start()
        process = min(self._processes, key=lambda p: len(p.pending))
        deferred = process.submit(next(self._request_ids), body, encoding, url)
        return await maybe_deferred_to_future(deferred)

    def _spawn(self) -> None:
        from twisted.internet import reactor

        # The worker runs as ``python -m``: it never imports the crawl's __main__ (a
        # script without an ``if __name__ == "__main__"`` guard would crawl again), and
        # it sees the crawl's sys.path, so an uninstalled checkout works too.
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(path for path in sys.path if path)
        process = _WorkerProtocol(self._exited)
        pages_read, pages_write = os.pipe()
        results_read, results_write = os.pipe()
        try:
            reactor.spawnProcess(
                process, sys.executable, [sys.executable, "-m", WORKER_MODULE, self.fingerprint],
                env=env, childFDs={0: pages_read, 1: results_write, 2: "r"})
        except BaseException:
            for fd in (pages_write, results_read):
                os.close(fd)
            raise
        finally:
            os.close(pages_read)  # the worker holds its own copies now
            os.close(results_write)
        process.attach(_PagePipe(reactor, pages_write),
                       _ResultPipe(reactor, results_read, process.resultsReceived))
        self._processes.append(process)

    def _exited(self, process: _WorkerProtocol,
                queued: list[tuple[Deferred[Any], _Page]]) -> None:
        if process in self._processes:
            self._processes.remove(process)
            if not self._closing:
                logger.warning("SimHash: a worker process exited; a new one takes its place")
        if self._closing or self.workers <= 0:
            for deferred, _ in queued:
                deferred.errback(WorkerCrashed("the worker processes were closed"))
            return
        # Pages queued behind the one it died on were never started: the new worker has them.
        for deferred, (body, encoding, url) in queued:
            self.start()
            least_busy = min(self._processes, key=lambda p: len(p.pending))
            least_busy.submit(next(self._request_ids), body, encoding, url, deferred)
