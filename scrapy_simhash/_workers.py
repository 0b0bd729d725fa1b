"""Extract and fingerprint pages in worker processes, off the reactor thread.

Extraction and SimHash are CPU-bound Python: on the reactor thread they would slow
every request of the crawl, and threads would not help (the GIL). Worker processes
are spawned with the reactor's own ``spawnProcess`` and spoken to through their
stdin/stdout pipes in length-prefixed frames, so the crawl process needs no helper
threads: a ``ProcessPoolExecutor``'s feeder and manager threads fought the reactor
for the GIL and cost more than the work they moved (see BENCHMARKS.md, crawl).

A worker that crashes or hangs on a page (past ``PAGE_TIMEOUT``) is killed and
replaced; its pages go without a fingerprint and the caller counts them.
"""

from __future__ import annotations

import itertools
import logging
import os
import pickle
import struct
import sys
from typing import TYPE_CHECKING, Any

from scrapy.utils.defer import maybe_deferred_to_future
from twisted.internet.defer import Deferred
from twisted.internet.protocol import ProcessProtocol

if TYPE_CHECKING:
    from twisted.internet.interfaces import IDelayedCall
    from twisted.python.failure import Failure

logger = logging.getLogger(__name__)

FRAME_HEADER = struct.Struct(">I")  # payload length
PAGE_TIMEOUT = 60.0  # seconds a page may take in a worker (4M chars take < 1 s)
WORKER_MODULE = "scrapy_simhash._worker_main"
PIPE_BYTES = 1 << 20


class WorkerCrashed(Exception):
    """A worker process died, or was killed for hanging, while handling a page."""


class WorkerError(Exception):
    """Extraction raised inside the worker (it promises not to); the message says what."""


def text_fingerprint(text: str) -> int | None:
    """SimHash of ``text``; None when it has no tokens (all such texts share one value)."""
    from scrapy_simhash.fingerprint import EMPTY_FINGERPRINT, simhash

    fingerprint = simhash(text) if text.strip() else EMPTY_FINGERPRINT
    return None if fingerprint == EMPTY_FINGERPRINT else fingerprint


def extract_and_fingerprint(
    html: str | bytes, url: str | None, declared_encoding: str | None = None
) -> tuple[str, int | None]:
    """Main text of ``html`` and its fingerprint (None when there is no text).

    ``declared_encoding`` is the HTTP charset, used when ``html`` is a raw body.
    """
    from scrapy_simhash.extract import extract_text

    text = extract_text(html, url=url, declared_encoding=declared_encoding)
    return text, text_fingerprint(text)


def frame(obj: Any) -> bytes:
    payload = pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL)
    return FRAME_HEADER.pack(len(payload)) + payload


def _widen_pipe(transport: Any) -> None:
    """Let a typical page (~100 KB) go down the worker's stdin in one write, not several.

    Linux pipes hold 64 KB by default, so a page took several writes, each waiting for
    the worker to read; 1 MB is the unprivileged maximum. Elsewhere, a no-op.
    """
    try:
        import fcntl

        fd = transport.pipes[0].fileno()
        fcntl.fcntl(fd, fcntl.F_SETPIPE_SZ, PIPE_BYTES)
    except (ImportError, AttributeError, KeyError, OSError):
        pass  # no fcntl (Windows), no F_SETPIPE_SZ (not Linux), or a lower pipe-max-size


class _WorkerProtocol(ProcessProtocol):
    """One worker process: requests go to its stdin, results come from its stdout."""

    def __init__(self, on_exit: Any) -> None:
        self.pending: dict[int, tuple[Deferred[Any], IDelayedCall]] = {}
        self._buffer = bytearray()
        self._on_exit = on_exit
        self.exited = False

    def submit(self, request_id: int, body: bytes, encoding: str | None,
               url: str | None) -> Deferred[Any]:
        from twisted.internet import reactor

        deferred: Deferred[Any] = Deferred()
        watchdog = reactor.callLater(PAGE_TIMEOUT, self._hung, request_id)
        self.pending[request_id] = (deferred, watchdog)
        assert self.transport is not None
        self.transport.write(frame((request_id, body, encoding, url)))
        return deferred

    def outReceived(self, data: bytes) -> None:
        self._buffer += data
        while len(self._buffer) >= FRAME_HEADER.size:
            (size,) = FRAME_HEADER.unpack_from(self._buffer)
            end = FRAME_HEADER.size + size
            if len(self._buffer) < end:
                return
            request_id, text, fingerprint, error = pickle.loads(self._buffer[FRAME_HEADER.size:end])
            del self._buffer[:end]
            entry = self.pending.pop(request_id, None)
            if entry is None:
                continue
            deferred, watchdog = entry
            watchdog.cancel()
            if error is not None:
                deferred.errback(WorkerError(error))
            else:
                deferred.callback((text, fingerprint))

    def errReceived(self, data: bytes) -> None:
        logger.debug("SimHash worker stderr: %(text)s",
                     {"text": data.decode("utf-8", "replace").rstrip()})

    def _hung(self, request_id: int) -> None:
        if request_id in self.pending and self.transport is not None:
            logger.warning("SimHash: a page took over %(seconds)gs in the worker process; "
                           "killing it", {"seconds": PAGE_TIMEOUT})
            self.transport.signalProcess("KILL")

    def processEnded(self, reason: Failure) -> None:
        self.exited = True
        pending, self.pending = self.pending, {}
        for deferred, watchdog in pending.values():
            if watchdog.active():
                watchdog.cancel()
            deferred.errback(WorkerCrashed(reason.getErrorMessage()))
        self._on_exit(self)


class PageFingerprinter:
    """``await fingerprinter(html, url)`` -> (text, fingerprint or None)."""

    def __init__(self, workers: int) -> None:
        self.workers = workers
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
            if process.transport is not None:
                process.transport.closeStdin()  # the worker exits at end of input
        self._processes.clear()

    async def __call__(self, body: bytes, encoding: str | None,
                       url: str | None) -> tuple[str, int | None]:
        """Text and fingerprint of a raw response ``body`` (``encoding``: its HTTP charset)."""
        if self.workers <= 0:
            return extract_and_fingerprint(body, url, encoding)
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
        transport = reactor.spawnProcess(
            process, sys.executable, [sys.executable, "-m", WORKER_MODULE],
            env=env, childFDs={0: "w", 1: "r", 2: "r"})
        _widen_pipe(transport)
        self._processes.append(process)

    def _exited(self, process: _WorkerProtocol) -> None:
        if process in self._processes:
            self._processes.remove(process)
            if not self._closing:
                logger.warning("SimHash: a worker process exited; a new one takes its place")
