"""What a worker process runs: its start-up, and the extraction of one page at a time.

Started by ``scrapy_simhash.runtime.workers`` in a ``ProcessPoolExecutor``. Imports
neither Scrapy nor Twisted, so that a worker starts quickly. What the package logs in
the worker travels back with each result and is logged again in the crawl process.
"""

from __future__ import annotations

import logging
import signal
from dataclasses import dataclass

from scrapy_simhash.extract import extract
from scrapy_simhash.fingerprint.page import extract_and_fingerprint, fingerprint_text
from scrapy_simhash.fingerprint.title import title_signature


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
    site_lines_removed: int = 0  # site memory on: the host's repeated lines left out


_records: list[logging.LogRecord] = []


class _KeepRecords(logging.Handler):
    def emit(self, record: logging.LogRecord) -> None:
        record.msg, record.args = record.getMessage(), None  # arguments may not pickle
        if record.exc_info:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
            record.exc_info = None
        _records.append(record)


def start_worker(function: str) -> None:
    """Pool initializer: keep log records for the crawl, and load what the first pages
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
    return PageResult(extraction.text, fingerprint_text(extraction.text, function),
                      _take_records(), extraction.fallback,
                      title=title_signature(extraction.title), line_keys=extraction.line_keys,
                      site_lines_removed=extraction.site_lines_removed)


def fingerprint_item_text(text: str, function: str) -> PageResult:
    """An item's own text field (``SIMHASH_TEXT_FIELD``): fingerprinted as it is, and
    not sent back."""
    return PageResult("", fingerprint_text(text, function), _take_records())


def _take_records() -> list[logging.LogRecord]:
    records = list(_records)
    _records.clear()
    return records
