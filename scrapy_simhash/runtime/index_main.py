"""Index process: open the fingerprint index and answer the crawl's calls on it.

Started by ``scrapy_simhash.runtime.index_process`` as
``python -m scrapy_simhash.runtime.index_main``.
The first frame on stdin holds the index's options and database timeout; each later
one is a call ``(call id, operation, args)``, answered on stdout with
``(call id, ok, value)``, in order. Log records go to stderr as ``level name "message"``
lines, which the crawl logs again under the same logger. Exits when its stdin closes.
"""

from __future__ import annotations

import json
import logging
import os
import pickle
import signal
import struct
import sys
from collections.abc import Iterator
from typing import Any, BinaryIO

FRAME_HEADER = struct.Struct(">I")  # payload length


def frame(obj: Any) -> bytes:
    payload = pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL)
    return FRAME_HEADER.pack(len(payload)) + payload


def frames(stream: BinaryIO) -> Iterator[Any]:
    while True:
        header = stream.read(FRAME_HEADER.size)
        if len(header) < FRAME_HEADER.size:
            return
        (size,) = FRAME_HEADER.unpack(header)
        payload = stream.read(size)
        if len(payload) < size:
            return
        yield pickle.loads(payload)


class _LineFormatter(logging.Formatter):
    """One record a line: its level number, its logger's name, then the message as JSON."""

    def format(self, record: logging.LogRecord) -> str:
        text = super().format(record)
        return f"{record.levelno} {record.name} {json.dumps(text)}"


def main() -> None:
    from scrapy_simhash.index.url import timeout_options
    from scrapy_simhash.runtime.index_calls import portable, run_call

    # Ctrl-C reaches the whole process group; the crawl decides when this process stops.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    requests = sys.stdin.buffer
    replies = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)  # anything a library prints goes to stderr, not into the replies
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(_LineFormatter())
    package_logger = logging.getLogger("scrapy_simhash")
    package_logger.addHandler(handler)
    package_logger.setLevel(logging.DEBUG)  # the crawl's own settings filter them again
    package_logger.propagate = False

    calls = frames(requests)
    start = next(calls, None)
    if start is None:
        return
    options, database_timeout = start
    # Engine options are worked out here: they need SQLAlchemy to parse the URL.
    options.update(timeout_options(options["url"], database_timeout))
    index = None
    for call_id, operation, args in calls:
        try:
            if operation == "close":
                if index is not None:
                    index, closing = None, index
                    closing.close()
                result = None
            else:
                if index is None:
                    from scrapy_simhash.index import SimHashIndex

                    index = SimHashIndex(**options)
                result = run_call(index, operation, args)
            reply = (call_id, True, result)
        except Exception as exc:  # noqa: BLE001 - every failure goes back to the crawl
            reply = (call_id, False, portable(exc))
        replies.write(frame(reply))
        replies.flush()


if __name__ == "__main__":
    main()
