"""The crawler's fingerprint index, run on a thread of its own.

Every index call runs on one dedicated thread, one call at a time, in call order:
database round trips never stall the reactor, and one connection serves the crawl.
The thread is a daemon: a call stuck on a stalled database must not hold up the
crawl's exit (the caller has given up on it by its deadline).
"""

from __future__ import annotations

import functools
import threading
from typing import TYPE_CHECKING, Any

from scrapy.utils.defer import maybe_deferred_to_future
from twisted.internet.threads import deferToThreadPool
from twisted.python.threadpool import ThreadPool

if TYPE_CHECKING:
    from scrapy_simhash.index import SimHashIndex


class _DaemonThreadPool(ThreadPool):
    threadFactory = functools.partial(threading.Thread, daemon=True)  # type: ignore[assignment]


class IndexThread:
    """``await thread.call(operation, *args)`` runs ``index_calls.run_call`` there."""

    def __init__(self, options: dict[str, Any], database_timeout: float) -> None:
        self._options = options
        self._database_timeout = database_timeout
        self._pool: ThreadPool | None = None
        self._index: SimHashIndex | None = None

    def start(self) -> None:
        if self._pool is None:
            self._pool = _DaemonThreadPool(minthreads=1, maxthreads=1, name="simhash-index")
            self._pool.start()

    def stop(self) -> None:
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.stop()

    async def call(self, operation: str, *args: Any) -> Any:
        from twisted.internet import reactor

        self.start()
        assert self._pool is not None
        return await maybe_deferred_to_future(
            deferToThreadPool(reactor, self._pool, self._run, operation, args))

    def _run(self, operation: str, args: tuple[Any, ...]) -> Any:
        from scrapy_simhash.runtime.index_calls import run_call

        if operation == "close":
            index, self._index = self._index, None
            if index is not None:
                index.close()
            return None
        if self._index is None:
            from scrapy_simhash.index import SimHashIndex
            from scrapy_simhash.index.url import timeout_options

            options = {**self._options,
                       **timeout_options(self._options["url"], self._database_timeout)}
            self._index = SimHashIndex(**options)
        return run_call(self._index, operation, args)
