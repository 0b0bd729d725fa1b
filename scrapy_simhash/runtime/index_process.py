"""The crawl's side of the index process: spawn it, call it, notice when it ends.

The index runs in a process of its own rather than on a thread of the crawl: its
database work (SQLAlchemy, ~0.1 ms of CPU a check) and SQLAlchemy's objects (which
every full garbage collection of the crawl walks) then stay off the crawl process,
whose one reactor thread is what limits a crawl's pages per second. It is spawned with
the reactor's ``spawnProcess``, like the extraction workers, so no thread is needed.
"""

from __future__ import annotations

import itertools
import json
import logging
import os
import pickle
import sys
from typing import TYPE_CHECKING, Any

from scrapy.utils.defer import maybe_deferred_to_future
from twisted.internet.defer import Deferred
from twisted.internet.protocol import ProcessProtocol

from scrapy_simhash.runtime.index_calls import IndexProcessExited
from scrapy_simhash.runtime.index_main import FRAME_HEADER, frame

if TYPE_CHECKING:
    from twisted.python.failure import Failure

logger = logging.getLogger(__name__)

INDEX_MODULE = "scrapy_simhash.runtime.index_main"


class _IndexProtocol(ProcessProtocol):
    def __init__(self) -> None:
        self.pending: dict[int, Deferred[Any]] = {}
        self._buffer = bytearray()
        self._log_buffer = b""
        self.ended = False

    def outReceived(self, data: bytes) -> None:
        self._buffer += data
        while len(self._buffer) >= FRAME_HEADER.size:
            (size,) = FRAME_HEADER.unpack_from(self._buffer)
            end = FRAME_HEADER.size + size
            if len(self._buffer) < end:
                return
            call_id, ok, value = pickle.loads(self._buffer[FRAME_HEADER.size:end])
            del self._buffer[:end]
            deferred = self.pending.pop(call_id, None)
            if deferred is None:
                continue
            if ok:
                deferred.callback(value)
            else:
                deferred.errback(value)

    def errReceived(self, data: bytes) -> None:
        """Log again what the index process logged, under the same logger."""
        lines = (self._log_buffer + data).split(b"\n")
        self._log_buffer = lines.pop()
        for line in lines:
            _relog(line.decode("utf-8", "replace"))

    def processEnded(self, reason: Failure) -> None:
        self.ended = True
        if self._log_buffer:
            _relog(self._log_buffer.decode("utf-8", "replace"))
        pending, self.pending = self.pending, {}
        for deferred in pending.values():
            deferred.errback(IndexProcessExited(
                f"the SimHash index process ended ({reason.getErrorMessage()})"))


def _relog(line: str) -> None:
    level, _, rest = line.partition(" ")
    name, _, message = rest.partition(" ")
    if level.isdigit() and name.startswith("scrapy_simhash") and message.startswith('"'):
        try:
            logging.getLogger(name).log(int(level), "%s", json.loads(message))
            return
        except ValueError:
            pass  # not one of ours after all
    if line.strip():
        logger.debug("SimHash index process stderr: %(text)s", {"text": line.rstrip()})


class IndexProcess:
    """``await process.call(operation, *args)`` runs ``_index_calls.run_call`` there.

    ``options`` are ``SimHashIndex``'s keyword arguments, to which the index process
    adds the engine options that bound each wait to ``database_timeout`` seconds. A
    process that ended is replaced on the next call; calls it had in hand fail with
    ``IndexProcessExited``.
    """

    def __init__(self, options: dict[str, Any], database_timeout: float) -> None:
        self._options = (options, database_timeout)
        self._protocol: _IndexProtocol | None = None
        self._call_ids = itertools.count()

    async def call(self, operation: str, *args: Any) -> Any:
        protocol = self._running()
        call_id = next(self._call_ids)
        deferred: Deferred[Any] = Deferred()
        protocol.pending[call_id] = deferred
        assert protocol.transport is not None
        protocol.transport.write(frame((call_id, operation, args)))
        return await maybe_deferred_to_future(deferred)

    def start(self) -> None:
        """Spawn the process now rather than at the first call."""
        self._running()

    def stop(self) -> None:
        """Let the process exit once it has answered every call sent."""
        if self._protocol is not None and self._protocol.transport is not None:
            self._protocol.transport.closeStdin()
        self._protocol = None

    def _running(self) -> _IndexProtocol:
        if self._protocol is None or self._protocol.ended:
            self._protocol = self._spawn()
        return self._protocol

    def _spawn(self) -> _IndexProtocol:
        from twisted.internet import reactor

        # As for the extraction workers: ``python -m``, with the crawl's sys.path.
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(path for path in sys.path if path)
        protocol = _IndexProtocol()
        transport = reactor.spawnProcess(
            protocol, sys.executable, [sys.executable, "-m", INDEX_MODULE],
            env=env, childFDs={0: "w", 1: "r", 2: "r"})
        transport.write(frame(self._options))
        return protocol
