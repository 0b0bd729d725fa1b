"""Run one ``scrapy simhash`` subcommand: settings -> tool call -> rendered output."""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import shutil
from datetime import datetime
from pathlib import Path
from typing import Any, TextIO

from scrapy.settings import Settings
from scrapy.spiderloader import get_spider_loader
from sqlalchemy.exc import SQLAlchemyError

from scrapy_simhash import tools
from scrapy_simhash.commands import _render
from scrapy_simhash.commands._progress import ImportProgressBar, RelayoutProgressBar
from scrapy_simhash.index import SimHashIndexError
from scrapy_simhash.index.relayout import relayout
from scrapy_simhash.index.url import default_database_url, mask_password, scrub
from scrapy_simhash.settings import SimHashConfig
from scrapy_simhash.tools._reader import IndexReader
from scrapy_simhash.tools.pages import DEFAULT_USER_AGENT
from scrapy_simhash.tools.report_chart import INSTALL_HINT, ChartUnavailable, write_report_chart

EXIT_OK, EXIT_ERROR, EXIT_USAGE = 0, 1, 2


@dataclasses.dataclass(frozen=True)
class Target:
    database_url: str
    namespace: str | None
    max_distance: int
    min_text_length: int
    user_agent: str
    fingerprint: str  # SIMHASH_FINGERPRINT
    max_bytes: int  # DOWNLOAD_MAXSIZE: a fetched page's largest body


class _Usage(Exception):
    """A bad option value: exit status 2."""


def run_subcommand(settings: Settings, opts: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    name = opts.subcommand
    database_url = opts.database or ""
    try:
        target = resolve_target(settings, opts)
        database_url = target.database_url
        return _HANDLERS[name](target, opts, out, err)
    except _Usage as exc:
        err.write(f"scrapy simhash {name}: usage error: {exc}\n")
        return EXIT_USAGE
    except (tools.ToolError, SimHashIndexError) as exc:
        err.write(f"scrapy simhash {name}: error: {exc}\n")
        return EXIT_ERROR
    except SQLAlchemyError as exc:
        first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        err.write(f"scrapy simhash {name}: database error: {scrub(first, database_url)}\n")
        return EXIT_ERROR
    except KeyboardInterrupt:
        hint = ("; run the same command again to resume" if name in ("import", "relayout")
                else "")
        err.write(f"\nscrapy simhash {name}: interrupted{hint}\n")
        return 130


def resolve_target(settings: Settings, opts: argparse.Namespace) -> Target:
    """Database, namespace and thresholds from options, then the (spider's) settings."""
    spider = getattr(opts, "spider", None)
    if spider:
        settings = _with_spider_settings(settings, spider)
    try:
        config = SimHashConfig.from_settings(settings)
    except ValueError as exc:
        raise _Usage(str(exc)) from None
    max_distance = config.max_distance
    override = getattr(opts, "max_distance", None)
    if override is not None:
        if not 0 <= override <= 16:
            raise _Usage(f"-k/--max-distance must be between 0 and 16, got {override}")
        max_distance = override
    database_url = opts.database or config.database_url or default_database_url(create=False)
    namespace = opts.namespace or config.namespace or spider or None
    user_agent = str(settings.get("USER_AGENT") or "") or DEFAULT_USER_AGENT
    return Target(database_url, namespace, max_distance, config.min_text_length, user_agent,
                  config.fingerprint_function, settings.getint("DOWNLOAD_MAXSIZE"))


def _with_spider_settings(settings: Settings, spider: str) -> Settings:
    try:
        spidercls = get_spider_loader(settings).load(spider)
    except KeyError:
        raise tools.ToolError(f"no spider named {spider!r} in this project") from None
    copy = settings.copy()
    spidercls.update_settings(copy)
    return copy


# -- subcommands ------------------------------------------------------------------------

def _stats(target: Target, opts: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    result = tools.index_stats(target.database_url)
    out.write((_json(result) if opts.json else _render.stats(result, target.max_distance))
              + "\n")
    return EXIT_OK


def _lookup(target: Target, opts: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    result = tools.lookup(opts.source, target.database_url, namespace=target.namespace,
                          max_distance=target.max_distance, timeout=opts.timeout,
                          user_agent=target.user_agent, fingerprint=target.fingerprint,
                          max_bytes=target.max_bytes)
    out.write((_json(result) if opts.json else _render.lookup(result, show_text=opts.show_text,
                                                       min_text_length=target.min_text_length))
              + "\n")
    return EXIT_OK


def _explain(target: Target, opts: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    if opts.first == "-" and opts.second == "-":
        raise _Usage("only one of A and B can be - (stdin)")
    result = tools.explain(opts.first, opts.second, max_distance=target.max_distance,
                           timeout=opts.timeout, user_agent=target.user_agent,
                           fingerprint=target.fingerprint)
    if opts.json:
        out.write(_json(result) + "\n")
    else:
        width = opts.width or shutil.get_terminal_size((120, 24)).columns
        out.write(_render.explain(result, width=width, stacked=opts.stacked) + "\n")
    return EXIT_OK


def _report(target: Target, opts: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    if opts.examples < 0 or opts.sample_size < 0:
        raise _Usage("--examples and --sample-size must be 0 or more")
    problems: list[str] = []
    if opts.sample:
        entries = tools.sample_entries(opts.sample, min_text_length=target.min_text_length,
                                       errors=problems, fingerprint=target.fingerprint)
        source, label = f"sample {opts.sample}", Path(opts.sample).stem or "sample"
    else:
        namespace, entries = tools.index_entries(target.database_url, target.namespace)
        source = f"namespace {namespace!r} of {mask_password(target.database_url)}"
        label = namespace
    result = tools.distance_report(entries, threshold=target.max_distance, source=source,
                                   sample=opts.sample_size or None, examples=opts.examples,
                                   index_only=not opts.sample)
    if problems:
        shown = "; ".join(problems[:5]) + ("; ..." if len(problems) > 5 else "")
        err.write(f"skipped {len(problems)} unusable page(s) or line(s): {shown}\n")
    if result.pages < 2:
        err.write(f"scrapy simhash report: error: {source} has {result.pages} fingerprinted "
                  f"page(s); at least 2 are needed\n")
        return EXIT_ERROR
    image: Path | None = None
    try:
        image = write_report_chart(opts.output or f"simhash-report-{_safe(label)}.png", result)
    except ChartUnavailable:
        err.write(f"scrapy simhash report: no chart drawn (it needs matplotlib): "
                  f"{INSTALL_HINT}\n")
    if opts.json:
        out.write(_json({"report": result, "image": str(image) if image else None,
                         "suggested_thresholds": result.suggested_thresholds(),
                         "distinct_from": result.distinct_from}) + "\n")
    else:
        out.write(_render.report(result, str(image) if image else None) + "\n")
    return EXIT_OK


def _expire(target: Target, opts: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    try:
        age = tools.parse_age(opts.older_than)
    except tools.ToolError as exc:
        raise _Usage(str(exc)) from None
    plan = tools.plan_expire(target.database_url, age, namespace=target.namespace)
    what = f"entries older than {opts.older_than}"
    if not _may_remove(plan, what, "expire", opts, out, err):
        return EXIT_OK if opts.dry_run else EXIT_USAGE
    namespace, removed = tools.expire(target.database_url, age, namespace=plan.namespace)
    out.write(f"expired {removed:,} {what} from namespace {namespace!r}\n")
    return EXIT_OK


def _delete(target: Target, opts: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    plan = tools.plan_delete(target.database_url, list(opts.keys), namespace=target.namespace)
    if not _may_remove(plan, "entries under the given keys", "delete", opts, out, err):
        return EXIT_OK if opts.dry_run else EXIT_USAGE
    status = EXIT_OK
    for key in opts.keys:
        namespace, removed = tools.delete(target.database_url, key, namespace=plan.namespace)
        if removed:
            out.write(f"deleted {removed} entr{'y' if removed == 1 else 'ies'} for {key} "
                      f"from namespace {namespace!r}\n")
        else:
            err.write(f"scrapy simhash delete: error: no entry for {key} in namespace "
                      f"{namespace!r}\n")
            status = EXIT_ERROR
    return status


def _may_remove(plan: tools.RemovalPlan, what: str, name: str, opts: argparse.Namespace,
                out: TextIO, err: TextIO) -> bool:
    """Print a dry run, or refuse to empty a namespace without --yes; True: go ahead."""
    if opts.dry_run:
        out.write(f"dry run: would remove {plan.matching:,} of {plan.total:,} entries "
                  f"({what}) from namespace {plan.namespace!r}\n")
        for key in plan.examples:
            out.write(f"  {key}\n")
        if plan.matching > len(plan.examples):
            out.write(f"  ... and {plan.matching - len(plan.examples):,} more\n")
        return False
    if plan.removes_everything and not opts.yes:
        err.write(f"scrapy simhash {name}: this would remove every entry of namespace "
                  f"{plan.namespace!r} ({plan.total:,}); check with --dry-run, then add --yes "
                  f"to confirm\n")
        return False
    return True


def _import(target: Target, opts: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    namespace = target.namespace or _only_namespace(target.database_url)
    if namespace is None:
        raise _Usage("import needs a namespace: --namespace, --spider or SIMHASH_NAMESPACE")
    workers = opts.workers if opts.workers is not None else default_import_workers(os.cpu_count())
    if workers < 0 or opts.batch_size < 1:
        raise _Usage("--workers must be 0 or more and --batch-size at least 1")
    progress = None if opts.no_progress else ImportProgressBar(err)

    def bad_line(number: int, problem: str) -> None:
        message = f"{opts.file}:{number}: skipped: {problem}"
        if progress is not None:
            progress.note(message)  # above the bar, which goes on
        else:
            err.write(message + "\n")

    try:
        summary = tools.import_jsonl(
            opts.file, target.database_url, namespace=namespace,
            max_distance=target.max_distance, batch_size=opts.batch_size, workers=workers,
            min_text_length=target.min_text_length, fingerprint=target.fingerprint,
            check=opts.check,
            resume=not opts.restart, checkpoint=opts.checkpoint, progress=progress,
            on_bad_line=bad_line,
        )
    finally:
        if progress is not None:
            progress.finish()
    out.write(_render.import_summary(summary) + "\n")
    return EXIT_OK


def _relayout(target: Target, opts: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    if opts.batch_size < 1:
        raise _Usage("--batch-size must be at least 1")
    progress = None if opts.no_progress else RelayoutProgressBar(err)
    try:
        result = relayout(target.database_url, target.max_distance, layout=opts.layout,
                          batch_size=opts.batch_size, progress=progress)
    finally:
        if progress is not None:
            progress.finish()
    where = mask_password(target.database_url)
    if not result.changed:
        out.write(f"{where} already has layout {result.new}; nothing to do\n")
    else:
        out.write(f"relaid out {where}{' (resumed)' if result.resumed else ''}: "
                  f"{result.fingerprints:,} fingerprints\n"
                  f"  from {result.old}\n  to   {result.new}\n")
    return EXIT_OK


def default_import_workers(cores: int | None) -> int:
    """Fingerprinting processes for import: one per core beyond the importing process.

    On two cores, workers measured within noise of fingerprinting in-process
    (BENCHMARKS.md, "Import rate"), so there they are not worth their start-up and memory.
    """
    cores = cores or 1
    return 0 if cores <= 2 else min(cores - 1, 8)


def _only_namespace(database_url: str) -> str | None:
    """The namespace of an existing index that holds exactly one, else None."""
    try:
        with IndexReader(database_url) as reader:
            names = reader.namespace_names()
    except tools.ToolError:
        return None  # no index yet: the import creates it, in a namespace named by the user
    return names[0] if len(names) == 1 else None


_HANDLERS = {"stats": _stats, "lookup": _lookup, "explain": _explain, "report": _report,
             "expire": _expire, "delete": _delete, "import": _import, "relayout": _relayout}


def _json(value: Any) -> str:
    return json.dumps(_plain(value), ensure_ascii=False, indent=2)


def _plain(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        data = {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
        if "fingerprint" in data and isinstance(data["fingerprint"], int):
            data["fingerprint_hex"] = f"{data['fingerprint']:016x}"
        return data
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, datetime):
        return value.isoformat()
    return value


def _safe(label: str) -> str:
    return "".join(ch if ch.isalnum() or ch in "-_." else "_" for ch in label) or "index"
