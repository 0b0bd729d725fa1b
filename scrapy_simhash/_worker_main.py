"""Worker process: read pages from stdin, write (text, fingerprint) frames to stdout.

Started by ``scrapy_simhash._workers`` as ``python -m scrapy_simhash._worker_main``;
exits when its stdin closes.
"""

from __future__ import annotations

import os
import signal
import sys
from typing import BinaryIO

from scrapy_simhash._workers import FRAME_HEADER, extract_and_fingerprint, frame, text_fingerprint


def read_exactly(stream: BinaryIO, size: int) -> bytes | None:
    chunks, missing = [], size
    while missing:
        chunk = stream.read(missing)
        if not chunk:
            return None
        chunks.append(chunk)
        missing -= len(chunk)
    return b"".join(chunks)


def main() -> None:
    import pickle

    # Ctrl-C reaches the whole process group; the crawl decides when workers stop.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    requests = sys.stdin.buffer
    # Results get their own copy of stdout; anything a library prints goes to stderr
    # instead of corrupting the frames.
    results = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)
    # Load the segmenter's dictionary and the IDF table now, while the crawl is starting,
    # rather than on the first Chinese page with pages queued behind it.
    text_fingerprint("预热：加载分词词典和逆文档频率表。Warm up the segmenter and the weights.")
    extract_and_fingerprint(b"<html><body><p>warm up the extractor</p></body></html>", None)
    while True:
        header = read_exactly(requests, FRAME_HEADER.size)
        if header is None:
            return
        payload = read_exactly(requests, FRAME_HEADER.unpack(header)[0])
        if payload is None:
            return
        request_id, body, encoding, url = pickle.loads(payload)
        try:
            text, fingerprint = extract_and_fingerprint(body, url, encoding)
            reply = (request_id, text, fingerprint, None)
        except Exception as exc:  # noqa: BLE001 - reported to the crawl, which counts it
            reply = (request_id, "", None, f"{type(exc).__name__}: {exc}")
        results.write(frame(reply))
        results.flush()


if __name__ == "__main__":
    main()
