"""Backfill an index from an existing corpus: a JSON-lines file, ``url`` + ``text`` or ``html``.

Lines are fingerprinted in batches (in worker processes when asked) and stored with
one ``add_many`` transaction per batch. After each committed batch a checkpoint file
records how far the import got, so a rerun after a crash (or after lines were
appended) continues where it stopped; re-storing a batch is harmless because adding an
existing (fingerprint, key) pair is a no-op. A bad line is reported and skipped.
"""

from __future__ import annotations

import hashlib
import json
import multiprocessing
import os
import time
from collections.abc import Callable, Iterator
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from contextlib import nullcontext
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from scrapy_simhash.fingerprint.version import DEFAULT_FINGERPRINT
from scrapy_simhash.index import SimHashIndex
from scrapy_simhash.index.keys import storable_key
from scrapy_simhash.index.layout import DEFAULT_MAX_DISTANCE
from scrapy_simhash.index.simhash_index import version_mismatch
from scrapy_simhash.index.url import check_password_escaped, mask_password, scrub
from scrapy_simhash.runtime.index_calls import is_connection_fault
from scrapy_simhash.tools._errors import ToolError
from scrapy_simhash.tools.records import BadRecord, parse_record

CHECKPOINT_SUFFIX = ".simhash-import.json"
_HEAD_BYTES = 64 * 1024  # identifies the file: a different file under the same name restarts
_KEPT_ERRORS = 20


@dataclass(frozen=True)
class ImportProgress:
    lines: int  # lines handled so far, including those of earlier runs
    bytes_done: int
    bytes_total: int
    bytes_at_start: int  # where this run began (after the checkpoint)
    added: int  # this run
    elapsed: float  # seconds, this run


@dataclass
class ImportSummary:
    path: str
    namespace: str
    checkpoint: str
    resumed_at_line: int  # 0: started from the beginning
    lines: int = 0  # lines read this run (blank lines included)
    added: int = 0  # entries stored
    already_present: int = 0  # (fingerprint, key) pairs the index held already
    near_duplicates: int = 0  # with check=True: not stored, a stored entry was within k
    no_text: int = 0  # no words
    too_short: int = 0  # words, but shorter than min_text_length
    bad_lines: int = 0
    seconds: float = 0.0
    errors: list[str] = field(default_factory=list)  # the first few bad lines, described

    @property
    def rate(self) -> float:
        """Lines per second this run."""
        return self.lines / self.seconds if self.seconds > 0 else 0.0


@dataclass(frozen=True)
class _Line:
    number: int
    key: str | None
    fingerprint: int | None
    error: str | None
    too_short: bool = False


def import_jsonl(
    path: str | Path,
    database_url: str,
    *,
    namespace: str,
    max_distance: int = DEFAULT_MAX_DISTANCE,
    batch_size: int = 1000,
    workers: int = 0,
    min_text_length: int = 0,
    fingerprint: str = DEFAULT_FINGERPRINT,
    check: bool = False,
    resume: bool = True,
    checkpoint: str | Path | None = None,
    progress: Callable[[ImportProgress], None] | None = None,
    on_bad_line: Callable[[int, str], None] | None = None,
) -> ImportSummary:
    """Store every line's fingerprint under its ``url`` in ``namespace``.

    ``check=True`` stores only lines with no stored entry within ``max_distance``
    (slower: one atomic check per line), the way a crawl would have. ``workers`` > 0
    fingerprints in that many processes. ``resume=False`` ignores the checkpoint.
    """
    path = Path(path)
    try:
        check_password_escaped(database_url)
    except ValueError as exc:
        raise ToolError(str(exc).replace("SIMHASH_DATABASE_URL ", "")) from None
    if batch_size < 1:
        raise ToolError(f"batch size must be at least 1, got {batch_size}")
    try:
        handle = path.open("rb")
    except OSError as exc:
        raise ToolError(f"{path}: cannot read it ({exc.strerror or exc})") from None
    checkpoint_path = (Path(checkpoint) if checkpoint
                       else path.with_name(path.name + CHECKPOINT_SUFFIX))
    with handle:
        total = os.fstat(handle.fileno()).st_size
        identity = {"database": mask_password(database_url), "namespace": namespace}
        start_line, start_offset = (
            _read_checkpoint(checkpoint_path, identity, handle, total) if resume else (0, 0))
        handle.seek(start_offset)
        summary = ImportSummary(str(path), namespace, str(checkpoint_path), start_line)
        began = time.monotonic()
        with SimHashIndex(database_url, max_distance=max_distance, namespace=namespace,
                          fingerprint=fingerprint) as index, \
                _executor(workers) as executor:
            mismatch = version_mismatch(index)
            if mismatch is not None:
                raise ToolError(f"{mismatch}: import into a new namespace")
            batches = _batches(handle, start_line, start_offset, batch_size)
            fingerprinted = _fingerprint_all(executor, batches, min_text_length, fingerprint)
            for lines, line_number, offset in fingerprinted:
                _store(index, lines, summary, check, on_bad_line, database_url)
                summary.lines = line_number - start_line
                _write_checkpoint(checkpoint_path, identity, handle, line_number, offset)
                summary.seconds = time.monotonic() - began
                if progress is not None:
                    progress(ImportProgress(line_number, offset, total, start_offset,
                                            summary.added, summary.seconds))
        summary.seconds = time.monotonic() - began
    return summary


def _store(index: SimHashIndex, lines: list[_Line], summary: ImportSummary, check: bool,
           on_bad_line: Callable[[int, str], None] | None, database_url: str) -> None:
    offers: list[tuple[int, tuple[int, str]]] = []  # (line number, offer)
    for line in lines:
        if line.error is not None:
            _bad_line(summary, line.number, line.error, on_bad_line)
        elif line.too_short:
            summary.too_short += 1
        elif line.fingerprint is None:
            summary.no_text += 1
        else:
            assert line.key is not None
            offers.append((line.number, (line.fingerprint, line.key)))
    if not offers:
        return
    try:
        _store_offers(index, [offer for _, offer in offers], summary, check)
    except Exception as exc:
        if len(offers) == 1 or is_connection_fault(exc):
            raise  # the database's fault, not a line's: stop before the checkpoint moves
    else:
        return
    # The database refused the batch for what one line holds: store the lines one by
    # one, so only that line is reported and skipped.
    for number, offer in offers:
        try:
            _store_offers(index, [offer], summary, check)
        except Exception as exc:
            if is_connection_fault(exc):
                raise
            problem = scrub(str(exc).splitlines()[0][:300] if str(exc) else "", database_url)
            _bad_line(summary, number, f"cannot be stored: {type(exc).__name__}: {problem}",
                      on_bad_line)


def _store_offers(index: SimHashIndex, offers: list[tuple[int, str]], summary: ImportSummary,
                  check: bool) -> None:
    if check:
        matches = index.check_and_add_many(offers)
        duplicates = sum(match is not None for match in matches)
        summary.near_duplicates += duplicates
        summary.added += len(offers) - duplicates
    else:
        added = index.add_many(offers)
        summary.added += added
        summary.already_present += len(offers) - added


def _bad_line(summary: ImportSummary, number: int, problem: str,
              on_bad_line: Callable[[int, str], None] | None) -> None:
    summary.bad_lines += 1
    if len(summary.errors) < _KEPT_ERRORS:
        summary.errors.append(f"line {number}: {problem}")
    if on_bad_line is not None:
        on_bad_line(number, problem)


def _batches(handle: IO[bytes], line_number: int, offset: int,
             size: int) -> Iterator[tuple[list[tuple[int, bytes]], int, int]]:
    """(numbered non-blank lines, last line number, byte offset after the batch)."""
    batch: list[tuple[int, bytes]] = []
    read = 0
    for raw in handle:
        line_number += 1
        offset += len(raw)
        read += 1
        if raw.strip():
            batch.append((line_number, raw))
        if read >= size:
            yield batch, line_number, offset
            batch, read = [], 0
    if read:
        yield batch, line_number, offset


def fingerprint_lines(lines: list[tuple[int, bytes]], min_text_length: int,
                      fingerprint: str = DEFAULT_FINGERPRINT) -> list[_Line]:
    """Parse and fingerprint numbered lines (runs in a worker process when there are any)."""
    done = []
    for number, raw in lines:
        try:
            record = parse_record(raw, min_text_length=min_text_length,
                                  fingerprint_function=fingerprint)
        except BadRecord as exc:
            done.append(_Line(number, None, None, str(exc)))
        except Exception as exc:  # noqa: BLE001 - one odd line must not end the import
            done.append(_Line(number, None, None, f"{type(exc).__name__}: {exc}"))
        else:
            # The crawl's normalisation: lone surrogates, NUL, keys over 2,000 bytes.
            done.append(_Line(number, storable_key(record.key), record.fingerprint, None,
                              record.too_short))
    return done


def _fingerprint_all(
    executor: Executor | None,
    batches: Iterator[tuple[list[tuple[int, bytes]], int, int]],
    min_text_length: int,
    fingerprint: str,
) -> Iterator[tuple[list[_Line], int, int]]:
    if executor is None:
        for lines, line_number, offset in batches:
            yield fingerprint_lines(lines, min_text_length, fingerprint), line_number, offset
        return
    # Keep a few batches in flight per worker, in order, without reading the whole file.
    pending: list[tuple[Future[list[_Line]], int, int]] = []
    limit = 2 * max(1, getattr(executor, "_max_workers", 1))
    for lines, line_number, offset in batches:
        pending.append((executor.submit(fingerprint_lines, lines, min_text_length, fingerprint),
                        line_number, offset))
        if len(pending) >= limit:
            future, done_line, done_offset = pending.pop(0)
            yield future.result(), done_line, done_offset
    for future, done_line, done_offset in pending:
        yield future.result(), done_line, done_offset


def _executor(workers: int) -> ProcessPoolExecutor | nullcontext[None]:
    if workers < 0:
        raise ToolError(f"workers must be 0 or more, got {workers}")
    if workers == 0:
        return nullcontext()  # fingerprinted in this process
    return ProcessPoolExecutor(max_workers=workers, initializer=_ignore_interrupts,
                               mp_context=multiprocessing.get_context("spawn"))


def _ignore_interrupts() -> None:
    # Ctrl-C reaches the whole process group: the importing process handles it (and keeps
    # its checkpoint); workers printing their own tracebacks would only bury that message.
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _head_sha1(handle: IO[bytes], length: int) -> str:
    """Hash of the file's first ``length`` bytes (then back to where reading was)."""
    position = handle.tell()
    handle.seek(0)
    digest = hashlib.sha1(handle.read(length)).hexdigest()
    handle.seek(position)
    return digest


def _read_checkpoint(path: Path, identity: dict[str, str], handle: IO[bytes],
                     size: int) -> tuple[int, int]:
    try:
        saved = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return 0, 0
    if not isinstance(saved, dict) or any(saved.get(k) != v for k, v in identity.items()):
        return 0, 0  # another database or namespace: start over
    line, offset, head = saved.get("line"), saved.get("offset"), saved.get("head_bytes")
    if not (isinstance(line, int) and isinstance(offset, int) and isinstance(head, int)):
        return 0, 0
    if not 0 <= offset <= size:
        return 0, 0  # the file shrank: it is not the one the checkpoint describes
    if head != min(offset, _HEAD_BYTES) or saved.get("head_sha1") != _head_sha1(handle, head):
        return 0, 0  # the part already imported changed: another file under this name
    return line, offset


def _write_checkpoint(path: Path, identity: dict[str, str], handle: IO[bytes], line: int,
                      offset: int) -> None:
    # The hash covers only bytes already imported, so appending lines keeps it valid.
    head = min(offset, _HEAD_BYTES)
    state = {**identity, "line": line, "offset": offset, "head_bytes": head,
             "head_sha1": _head_sha1(handle, head)}
    temporary = path.with_name(path.name + ".tmp")
    try:
        temporary.write_text(json.dumps(state), encoding="utf-8")
        os.replace(temporary, path)  # atomic: a crash leaves the old checkpoint or the new
    except OSError as exc:
        raise ToolError(f"cannot write the checkpoint {path} ({exc.strerror or exc}); "
                        f"pass another checkpoint path") from None
