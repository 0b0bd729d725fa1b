"""The crawl's ends of a worker's stdin and stdout pipes, driven by the reactor.

Twisted's process transport buffers every write until the reactor's next turn and
reads 8 KB at a time. A page is ~100 KB and its result ~10 KB, so that meant an extra
reactor turn per page on the way out and several on the way back. These ends write a
page at once when the pipe has room (the usual case: it is widened to 1 MB) and read
whatever results have queued up in one call.
"""

from __future__ import annotations

import errno
import os
from collections import deque
from collections.abc import Callable, Sequence
from typing import Any

PIPE_BYTES = 1 << 20
READ_BYTES = 1 << 20
_MAX_PARTS = 512  # buffers per writev call, well under IOV_MAX


def _widen(fd: int) -> None:
    """Let a typical page (~100 KB) go down the pipe in one write, not several.

    Linux pipes hold 64 KB by default; 1 MB is the unprivileged maximum. Elsewhere,
    a no-op.
    """
    try:
        import fcntl

        fcntl.fcntl(fd, fcntl.F_SETPIPE_SZ, PIPE_BYTES)
    except (ImportError, AttributeError, OSError):
        pass  # no fcntl (Windows), no F_SETPIPE_SZ (not Linux), or a lower pipe-max-size


class _PagePipe:
    """Writes frames to a worker's stdin; what the pipe cannot take yet waits here."""

    def __init__(self, reactor: Any, fd: int) -> None:
        self._reactor = reactor
        self._fd = fd
        os.set_blocking(fd, False)
        _widen(fd)
        self._backlog: deque[memoryview] = deque()
        self._writing = False  # registered with the reactor for writability
        self._closing = False
        self._closed = False

    def fileno(self) -> int:
        return self._fd

    def logPrefix(self) -> str:
        return "SimHashPagePipe"

    def send(self, parts: Sequence[bytes]) -> None:
        if self._closed or self._closing:
            return  # the worker is gone or going; its pages fail with it
        if self._backlog:
            self._backlog.extend(memoryview(part) for part in parts)
            return
        try:
            written = os.writev(self._fd, parts)
        except BlockingIOError:
            written = 0
        except OSError:
            self.abandon()  # EPIPE: the worker died; processEnded fails its pages
            return
        for part in parts:
            if written >= len(part):
                written -= len(part)
                continue
            self._backlog.append(memoryview(part)[written:])
            written = 0
        if self._backlog and not self._writing:
            self._writing = True
            self._reactor.addWriter(self)

    def doWrite(self) -> None:
        while self._backlog:
            parts = [self._backlog[i] for i in range(min(len(self._backlog), _MAX_PARTS))]
            try:
                written = os.writev(self._fd, parts)
            except BlockingIOError:
                return
            except OSError:
                self.abandon()
                return
            while written:
                head = self._backlog[0]
                if written >= len(head):
                    written -= len(head)
                    self._backlog.popleft()
                else:
                    self._backlog[0] = head[written:]
                    written = 0
        self._stop_writing()
        if self._closing:
            self.abandon()

    def close(self) -> None:
        """Close once everything sent has been written: the worker then exits."""
        if self._backlog:
            self._closing = True
        else:
            self.abandon()

    def abandon(self) -> None:
        """Close now, dropping what is unwritten (the worker is gone)."""
        self._stop_writing()
        self._backlog.clear()
        if not self._closed:
            self._closed = True
            os.close(self._fd)

    def _stop_writing(self) -> None:
        if self._writing:
            self._writing = False
            self._reactor.removeWriter(self)

    def connectionLost(self, reason: Any) -> None:
        self.abandon()


class _ResultPipe:
    """Reads a worker's stdout in large chunks and hands the bytes to ``received``."""

    def __init__(self, reactor: Any, fd: int, received: Callable[[bytes], None]) -> None:
        self._reactor = reactor
        self._fd = fd
        self._received = received
        self._closed = False
        os.set_blocking(fd, False)
        reactor.addReader(self)

    def fileno(self) -> int:
        return self._fd

    def logPrefix(self) -> str:
        return "SimHashResultPipe"

    def doRead(self) -> None:
        try:
            data = os.read(self._fd, READ_BYTES)
        except BlockingIOError:
            return
        except OSError as exc:
            if exc.errno == errno.EINTR:
                return
            data = b""
        if data:
            self._received(data)
        else:
            self._close()

    def drain(self) -> None:
        """Read to the end: the worker has exited, so its last results are all there."""
        while not self._closed:
            try:
                data = os.read(self._fd, READ_BYTES)
            except OSError:  # BlockingIOError: a child of the worker holds the pipe open
                data = b""
            if data:
                self._received(data)
            else:
                self._close()

    def _close(self) -> None:
        if not self._closed:
            self._closed = True
            self._reactor.removeReader(self)
            os.close(self._fd)

    def connectionLost(self, reason: Any) -> None:
        self._close()
