"""Drive a PageFingerprinter under a real reactor and print what each page got.

The script has no ``if __name__ == "__main__"`` guard, on purpose: spawned workers must
not run it again.

Run by tests/integration/test_workers.py as a subprocess (a reactor runs once per process):
``python workers_harness.py SCENARIO PAGE_FILE...``. Every page is submitted at once,
as concurrent responses would be. Scenarios:

- ``all``: nothing goes wrong.
- ``kill``: the worker is killed (SIGKILL) once the first result is in.
- ``hang``: the worker is stopped (SIGSTOP) at once; the watchdog must kill it.
- ``queue``: a page timeout shorter than the whole queue takes, longer than any page.
- ``intruder``: other local connections to the workers' port, one before the worker
  has connected and one after, claim to be the worker with a wrong token; another sends
  an oversized frame instead of a hello. Each must be dropped without a page.
- ``bad-start``: the worker exits while starting up (an unknown fingerprint function).
- ``no-connect``: the worker is given no time to connect.
- ``no-rjieba``: workers cannot import rjieba (a module of that name on their path
  raises ImportError), so they log a WARNING, which must reach the crawl's loggers.

Then one more page is fingerprinted, to show a new worker took over. Prints one JSON
object: per page ``[text, fingerprint]`` or ``{"error": exception class name}``, the
result of the page after, and the outcome of the in-process reference extraction.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import signal
import struct
import sys
import tempfile
import time
from pathlib import Path

from scrapy.utils.reactor import install_reactor

install_reactor("twisted.internet.asyncioreactor.AsyncioSelectorReactor")

from twisted.internet import defer, reactor

from scrapy_simhash.fingerprint.version import DEFAULT_FINGERPRINT
from scrapy_simhash.runtime import workers as _workers
from scrapy_simhash.runtime.workers import (
    PageFingerprinter,
    extract_and_fingerprint,
    fingerprint_text,
)

# Item texts (SIMHASH_TEXT_FIELD) go to the workers too; one has no tokens at all.
ITEM_TEXTS = ["The harbour council voted to widen the northern breakwater before winter.",
              "港务委员会投票决定在冬季前加宽北防波堤。", "  ... !!! "]


async def settled(call) -> object:
    try:
        return await call
    except Exception as error:
        return {"error": type(error).__name__}


def outcome(result: object) -> object:
    if isinstance(result, BaseException):
        return {"error": type(result).__name__}
    return [result.text, result.fingerprint]  # type: ignore[attr-defined]


class Records(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.seen: list[dict] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.seen.append({"logger": record.name, "level": record.levelname,
                          "message": record.getMessage(), "process": record.process})


async def main(scenario: str, bodies: list[bytes]) -> dict:
    records = Records()
    logging.getLogger("scrapy_simhash").addHandler(records)
    logging.getLogger("scrapy_simhash").setLevel(logging.DEBUG)
    if scenario == "no-rjieba":
        hidden = Path(tempfile.mkdtemp())
        (hidden / "rjieba.py").write_text("raise ImportError('hidden from this worker')\n")
        sys.path.insert(0, str(hidden))  # spawned workers start with the crawl's sys.path
    if scenario == "hang":
        # Longer than a worker's start-up (~0.6 s), which the page after a kill waits out.
        _workers.PAGE_TIMEOUT = 3.0
        _workers.WATCHDOG_INTERVAL = 0.1
    if scenario == "queue":
        _workers.WATCHDOG_INTERVAL = 0.1
    if scenario == "no-connect":
        _workers.CONNECT_TIMEOUT = 0.0
    fingerprinter = PageFingerprinter(1, "no such function" if scenario == "bad-start"
                                      else DEFAULT_FINGERPRINT)
    fingerprinter.start()
    pid = fingerprinter.worker_pids()[0]
    intruders = []
    if scenario == "intruder":
        intruders.append(await intrude(fingerprinter, b"\0" * 32 + pid.to_bytes(8, "big")))
        intruders.append(await intrude(fingerprinter, b"x" * 100_000, length=1 << 30))
    if scenario in ("queue", "hang", "intruder"):
        # Once the worker has started and connected (a worker that never connects is a
        # failed start, not a hang; its start-up would count against the first page).
        await fingerprinter(b"<html><body><p>The worker is up.</p></body></html>", "utf-8",
                            "http://test/warm-up")
    if scenario == "queue":
        # A timeout many times one page's time and a fraction of the whole queue's.
        _workers.PAGE_TIMEOUT = 1.0
    if scenario == "intruder":  # the worker holds the port's only authenticated link now
        intruders.append(await intrude(fingerprinter, b"\1" * 32 + pid.to_bytes(8, "big")))
    started = time.monotonic()
    calls = [asyncio.ensure_future(fingerprinter(body, "utf-8", f"http://test/{n}"))
             for n, body in enumerate(bodies)]
    if scenario == "kill":
        await asyncio.wait(calls, return_when=asyncio.FIRST_COMPLETED)
        os.kill(pid, signal.SIGKILL)
    elif scenario == "hang":
        os.kill(pid, signal.SIGSTOP)
    results = await asyncio.gather(*calls, return_exceptions=True)
    elapsed = time.monotonic() - started
    _workers.PAGE_TIMEOUT = 60.0  # the next worker's start-up must not count as a hang
    [after] = await asyncio.gather(fingerprinter(bodies[0], "utf-8", "http://test/after"),
                                   return_exceptions=True)
    texts = [await settled(fingerprinter.text(text)) for text in ITEM_TEXTS]
    fingerprinter.close()
    return {
        "intruders": [await received for received in intruders],
        "logs": records.seen,
        "crawl_process": os.getpid(),
        "results": [outcome(result) for result in results],
        "elapsed": elapsed,
        "after": outcome(after),
        "texts": texts,
        "texts_expected": [fingerprint_text(text) for text in ITEM_TEXTS],
        "expected": [list(extract_and_fingerprint(body, f"http://test/{n}", "utf-8"))
                     for n, body in enumerate(bodies)],
    }


async def intrude(fingerprinter: PageFingerprinter, frame: bytes, length: int | None = None):
    """Connect to the workers' port, send ``frame`` (``length`` its claimed length), and
    return what will count the bytes received until the connection is dropped."""
    reader, writer = await asyncio.open_connection("127.0.0.1", fingerprinter.listening_port())
    writer.write(struct.pack(">I", len(frame) if length is None else length) + frame)
    await writer.drain()

    async def received() -> object:
        count = 0
        try:
            while chunk := await asyncio.wait_for(reader.read(1 << 16), 30):
                count += len(chunk)
        except ConnectionResetError:  # dropped by an abort rather than a close
            pass
        except asyncio.TimeoutError:
            return "still connected"
        finally:
            writer.close()
        return count

    return asyncio.ensure_future(received())


def run() -> None:
    scenario, paths = sys.argv[1], sys.argv[2:]
    bodies = [Path(path).read_bytes() for path in paths]
    done = defer.Deferred.fromFuture(asyncio.ensure_future(main(scenario, bodies)))
    done.addCallback(lambda report: print(json.dumps(report)))
    done.addErrback(lambda failure: print(failure.getTraceback(), file=sys.stderr))
    done.addBoth(lambda _: reactor.stop())


reactor.callWhenRunning(run)
reactor.run()
