"""The crawler's fingerprint index on a thread of its own, every call with a deadline.

Index calls run on one dedicated thread, one at a time, in call order: database round
trips never stall the reactor, and one connection serves the crawl. A call that has not
returned by its deadline is given up on: the caller fails open, and until the thread is
free again later calls fail at once instead of queueing behind it (a server stopped with
SIGSTOP, or cut off by a network partition, answers nothing, so its own timeouts never
fire). The thread is a daemon, so a call stuck there never holds up the crawl's exit.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from scrapy.utils.defer import maybe_deferred_to_future
from twisted.internet.defer import Deferred
from twisted.internet.defer import TimeoutError as DeferredTimeout
from twisted.python.failure import Failure

from scrapy_simhash.runtime.index_calls import check_each
from scrapy_simhash.runtime.reactor import running_reactor

if TYPE_CHECKING:
    from scrapy_simhash.index import Match, SimHashIndex
    from scrapy_simhash.index.match import Offer
    from scrapy_simhash.index.site_lines import SiteLine

T = TypeVar("T")

# Beyond SIMHASH_DATABASE_TIMEOUT, for the Python side of a call: when the database
# answers at all, its own limits (connect, lock and statement timeouts) fire first.
DEADLINE_MARGIN = 2.0


class IndexCallTimeout(TimeoutError):
    """An index call got no answer by its deadline (the database stalls or is cut off)."""


# A call for the thread: the Deferred its answer fires, the function, its arguments and
# whether it needs the index opened.
_Job = tuple[Deferred[Any], Callable[..., Any], tuple[Any, ...], bool]


class IndexThread:
    """``SimHashIndex(**options)`` on a dedicated thread; ``await`` its typed calls.

    ``database_timeout`` bounds each wait on the database (engine options) and, with
    ``DEADLINE_MARGIN``, each call as seen from the crawl.
    """

    def __init__(self, options: dict[str, Any], database_timeout: float) -> None:
        self._options = options
        self._database_timeout = database_timeout
        self.deadline = database_timeout + DEADLINE_MARGIN
        self._thread: threading.Thread | None = None
        self._jobs: queue.SimpleQueue[_Job | None] = queue.SimpleQueue()
        self._index: SimHashIndex | None = None
        self._calls_in_thread = 0  # sent and not yet returned there, abandoned ones included
        self._stuck_since: float | None = None  # when a call was given up on

    def start(self) -> None:
        """Start the thread now rather than at the first call."""
        if self._thread is None:
            # Imported here, not in the thread: the first call's deadline is for the database.
            import scrapy_simhash.index  # noqa: F401

            # A plain thread and queue rather than a thread pool: one hand-over each way
            # per call, and no pool bookkeeping on either thread.
            self._jobs = queue.SimpleQueue()
            self._thread = threading.Thread(target=self._serve, args=(self._jobs,),
                                            name="simhash-index", daemon=True)
            self._thread.start()

    async def count(self) -> int:
        return await self._call(lambda index: index.count())

    async def version_mismatch(self) -> str | None:
        """What is wrong if this namespace holds another fingerprint version's values."""
        from scrapy_simhash.index.simhash_index import version_mismatch

        return await self._call(version_mismatch)

    async def check_each(self, offers: list[Offer]) -> list[Match | None | Exception]:
        return await self._call(check_each, offers)

    async def find(self, fingerprint: int) -> list[Match]:
        return await self._call(lambda index: index.find(fingerprint))

    async def confirm(self, entries: list[tuple[int, str]], owner: str) -> int:
        return await self._call(lambda index: index.confirm(entries, owner))

    async def load_site_lines(self, host: str, limit: int) -> list[SiteLine]:
        return await self._call(lambda index: index.load_site_lines(host, limit))

    async def save_site_lines(self, lines: list[SiteLine], max_per_host: int,
                              max_total: int) -> None:
        await self._call(lambda index: index.save_site_lines(lines, max_per_host, max_total))

    async def close(self) -> None:
        """Close the index and end the thread; a thread stuck on a call is left behind
        (it is a daemon), never waited for."""
        thread = self._thread
        if thread is None:
            return
        try:
            if self._index is not None:
                await self._call(self._close_index, open_index=False)
        finally:
            self._thread = None
            self._jobs.put(None)  # the thread ends once it is free
            if self._calls_in_thread == 0:
                thread.join()  # idle: ends at once

    async def _call(self, function: Callable[..., T], *args: Any, open_index: bool = True) -> T:
        reactor = running_reactor()
        if self._stuck_since is not None:
            raise IndexCallTimeout(
                f"an index call has had no answer for "
                f"{reactor.seconds() - self._stuck_since:.0f}s (deadline {self.deadline:g}s)")
        self.start()
        deferred: Deferred[T] = Deferred()
        self._calls_in_thread += 1
        self._jobs.put((deferred, function, args, open_index))
        deferred.addTimeout(self.deadline, reactor)
        try:
            return await maybe_deferred_to_future(deferred)
        except DeferredTimeout:
            if self._stuck_since is None:
                self._stuck_since = reactor.seconds() - self.deadline
            raise IndexCallTimeout(f"no answer within {self.deadline:g}s") from None

    def _serve(self, jobs: queue.SimpleQueue[_Job | None]) -> None:
        """The thread: each call in turn, its answer handed to the reactor's thread."""
        reactor = running_reactor()
        while (job := jobs.get()) is not None:
            deferred, function, args, open_index = job
            try:
                answer: Any = self._run(function, args, open_index)
                succeeded = True
            except BaseException:
                answer, succeeded = Failure(), False
            reactor.callFromThread(self._returned, deferred, succeeded, answer)
            del job, deferred, answer  # held until the next call otherwise

    def _run(self, function: Callable[..., T], args: tuple[Any, ...], open_index: bool) -> T:
        if open_index and self._index is None:
            from scrapy_simhash.index import SimHashIndex
            from scrapy_simhash.index.url import timeout_options

            self._index = SimHashIndex(**self._options, **timeout_options(
                self._options["url"], self._database_timeout))
        return function(self._index, *args)

    def _close_index(self, index: SimHashIndex) -> None:
        self._index = None
        index.close()

    def _returned(self, deferred: Deferred[Any], succeeded: bool, answer: Any) -> None:
        self._calls_in_thread -= 1
        if self._calls_in_thread == 0:
            self._stuck_since = None
        # A call given up on has failed already: its Deferred ignores the late answer.
        if succeeded:
            deferred.callback(answer)
        else:
            deferred.errback(answer)
