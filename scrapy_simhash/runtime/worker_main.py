"""Worker process: read pages from stdin, write (text, fingerprint) frames to stdout.

Started by ``scrapy_simhash.runtime.workers`` as ``python -m scrapy_simhash.runtime.worker_main
[FINGERPRINT]`` (a ``SIMHASH_FINGERPRINT`` name, default ``DEFAULT_FINGERPRINT``);
exits when its stdin closes.
"""

from __future__ import annotations

import os
import select
import signal
import sys
from collections.abc import Callable, Iterator

from scrapy_simhash.fingerprint.page import extract_and_fingerprint, text_fingerprint
from scrapy_simhash.fingerprint.version import DEFAULT_FINGERPRINT
from scrapy_simhash.runtime.frames import error_frame, parse_request, reply_frame, request_size

READ_BYTES = 1 << 20


def requests_from(fd: int, idle_steps: list[Callable[[], object]] | None = None
                  ) -> Iterator[tuple[int, bytes, str | None, str | None]]:
    """Each (request id, body, encoding, url) read from ``fd``, until it closes.

    ``idle_steps`` run one at a time, first to last, whenever no input is waiting.
    """
    steps = list(idle_steps or ())
    buffer = bytearray()
    while True:
        size = request_size(buffer)
        while size is not None and len(buffer) >= size:
            request = parse_request(buffer)
            del buffer[:size]
            yield request
            size = request_size(buffer)
        while steps and not select.select([fd], [], [], 0)[0]:
            steps.pop(0)()
        # A page's body is usually the bulk of its frame: read it whole in one call.
        wanted = max(READ_BYTES, (size or 0) - len(buffer))
        chunk = os.read(fd, wanted)
        if not chunk:
            return
        buffer += chunk


def chinese_warm_up(function: str = DEFAULT_FINGERPRINT) -> list[Callable[[], object]]:
    """Load the segmenter's dictionary (~0.2 s) and, for SimHash, the IDF table
    (~0.15 s; minwise never reads it) before the first Chinese page needs them, in steps
    taken while no page waits: pages that arrive meanwhile (the crawl's first ones) are
    not held up behind the whole load."""
    from scrapy_simhash.fingerprint import features as _features
    from scrapy_simhash.fingerprint import segment as _segment

    steps: list[Callable[[], object]] = [_segment.backend_name]  # loads rjieba's dictionary
    if function == "simhash":
        steps.append(_features.load_idf_table)
    steps.append(lambda: text_fingerprint("预热：加载分词词典。Warm up the weights.", function))
    return steps


def write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def main() -> None:
    # Ctrl-C reaches the whole process group; the crawl decides when workers stop.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    function = sys.argv[1] if len(sys.argv) > 1 else DEFAULT_FINGERPRINT
    # Results get their own copy of stdout; anything a library prints goes to stderr
    # instead of corrupting the frames.
    results = os.dup(1)
    os.dup2(2, 1)
    extract_and_fingerprint(b"<html><body><p>warm up the extractor</p></body></html>", None,
                            function=function)
    for request_id, body, encoding, url in requests_from(0, chinese_warm_up(function)):
        try:
            text, fingerprint = extract_and_fingerprint(body, url, encoding, function)
            reply = reply_frame(request_id, text, fingerprint)
        except Exception as exc:  # noqa: BLE001 - reported to the crawl, which counts it
            reply = error_frame(request_id, f"{type(exc).__name__}: {exc}")
        write_all(results, reply)


if __name__ == "__main__":
    main()
