"""What a worker process runs: its start-up, its end of the link to the crawl, and the
extraction of one page at a time.

Spawned by ``scrapy_simhash.runtime.workers``, it connects to the crawl's loopback port,
says who it is with the crawl's token, then answers calls in order on that blocking
socket. Frames are a 4-byte big-endian length and a pickle, as Twisted's
``Int32StringReceiver`` reads them at the other end. Imports neither Scrapy nor Twisted,
so that a worker starts quickly. What the package logs in the worker travels back with
each result and is logged again in the crawl process.
"""

from __future__ import annotations

import logging
import os
import pickle
import signal
import socket
import struct
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, BinaryIO

from scrapy_simhash.extract import extract
from scrapy_simhash.fingerprint.page import extract_and_fingerprint, fingerprint_text
from scrapy_simhash.fingerprint.text import text_words
from scrapy_simhash.fingerprint.title import headline_key, own_lines_key, title_signature


@dataclass(frozen=True)
class RawPage:
    body: bytes
    encoding: str | None  # the HTTP charset
    url: str | None
    # Site memory on: keys of the lines the host repeats (left out of the text); None: off.
    site_lines: frozenset[int] | None = None


@dataclass(frozen=True)
class PageResult:  # of a page, or of an item's text (then ``text`` is empty)
    text: str
    fingerprint: int | None  # None: the text has no tokens
    records: list[logging.LogRecord]  # what the worker logged since the last result
    fallback: bool = False  # the text is extraction's recall-oriented second choice
    title: str | None = None  # the page's title signature (fingerprint/title.py)
    line_keys: tuple[int, ...] = ()  # site memory on: the page's lines, for it to record
    page_key: int | None = None  # the page's key for site memory (``page_key``)
    site_lines_removed: int = 0  # site memory on: the host's repeated lines left out


@dataclass(frozen=True)
class WorkerCall:
    """What the crawl asks of a worker: ``task(argument, fingerprint function name)``."""

    task: Callable[[Any, str], PageResult]
    argument: RawPage | str


TOKEN_SIZE = 32  # bytes of the per-crawl secret a worker presents first
HELLO_SIZE = TOKEN_SIZE + 8  # the token, then the worker's pid
_LENGTH = struct.Struct(">I")

_records: list[logging.LogRecord] = []


class _KeepRecords(logging.Handler):
    def emit(self, record: logging.LogRecord) -> None:
        record.msg, record.args = record.getMessage(), None  # arguments may not pickle
        if record.exc_info:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
            record.exc_info = None
        _records.append(record)


def serve_crawl(port: int, token: bytes, function: str) -> None:
    """A worker process's life: start up, connect, answer calls until the crawl closes
    the connection (or dies: the operating system closes it then)."""
    start_worker(function)
    with socket.create_connection(("127.0.0.1", port)) as link:
        link.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        _send(link, token + os.getpid().to_bytes(HELLO_SIZE - TOKEN_SIZE, "big"))
        try:
            _answer_calls(link, function)
        except ConnectionError:  # the crawl process ended without closing the link
            return


def _answer_calls(link: socket.socket, function: str) -> None:
    frames = link.makefile("rb")
    while (frame := _receive(frames)) is not None:
        call_id, call = pickle.loads(frame)
        try:
            outcome: PageResult | BaseException = call.task(call.argument, function)
        except Exception as exc:  # extraction promises not to raise; the crawl counts it
            outcome = exc
        try:
            reply = pickle.dumps((call_id, outcome), pickle.HIGHEST_PROTOCOL)
        except Exception:  # an exception that does not pickle
            reply = pickle.dumps((call_id, RuntimeError(repr(outcome))))
        _send(link, reply)


def _send(link: socket.socket, frame: bytes) -> None:
    link.sendall(_LENGTH.pack(len(frame)) + frame)


def _receive(frames: BinaryIO) -> bytes | None:
    header = frames.read(_LENGTH.size)
    if len(header) < _LENGTH.size:
        return None
    (length,) = _LENGTH.unpack(header)
    frame = frames.read(length)
    return frame if len(frame) == length else None


def start_worker(function: str) -> None:
    """A worker's start-up: keep log records for the crawl, and load what the first pages
    would otherwise wait for (the extractor, the segmenter's dictionary, SimHash's IDF
    table)."""
    # Ctrl-C reaches the whole process group; the crawl decides when workers stop.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    package_logger = logging.getLogger("scrapy_simhash")
    package_logger.addHandler(_KeepRecords())
    package_logger.setLevel(logging.DEBUG)  # the crawl's own settings filter them again
    package_logger.propagate = False
    extract_and_fingerprint(b"<html><body><p>warm up the extractor</p></body></html>", None,
                            function=function)
    fingerprint_text("预热：加载分词词典。Warm up the weights.", function)


def fingerprint_page(page: RawPage, function: str) -> PageResult:
    extraction = extract(page.body, page.url, declared_encoding=page.encoding,
                         site_lines=page.site_lines)
    words = text_words(extraction.text)  # read once, for the fingerprint and the title
    fingerprint = fingerprint_text(extraction.text, function, words)
    title = title_signature(extraction.title, extraction.little_own_text, extraction.text,
                            extraction.lines_around_text, words, extraction.lines_beside_text,
                            page.url)
    return PageResult(extraction.text, fingerprint, _take_records(), extraction.fallback,
                      title=title, line_keys=extraction.line_keys,
                      site_lines_removed=extraction.site_lines_removed,
                      page_key=page_key(fingerprint, title))


def page_key(fingerprint: int | None, title: str | None) -> int | None:
    """The page's key for site memory: its fingerprint, mixed with its headline's words
    and with the words of its own lines around and beside a short text (pages that
    extract to one block of their site differ there: galleries titled apart, records
    under their site's notice); None without one."""
    if fingerprint is None:
        return None
    return fingerprint ^ headline_key(title) ^ own_lines_key(title)


def fingerprint_item_text(text: str, function: str) -> PageResult:
    """An item's own text field (``SIMHASH_TEXT_FIELD``): fingerprinted as it is, and
    not sent back."""
    return PageResult("", fingerprint_text(text, function), _take_records())


def _take_records() -> list[logging.LogRecord]:
    records = list(_records)
    _records.clear()
    return records
