"""Plain-text renderings of the tools' results, for a terminal."""

from __future__ import annotations

import difflib
import textwrap
from collections.abc import Iterator, Sequence
from datetime import datetime
from itertools import zip_longest

from rich.cells import cell_len, chop_cells

from scrapy_simhash.fingerprint.text import fingerprint_hex
from scrapy_simhash.tools import (
    DistanceReport,
    Explanation,
    ImportSummary,
    IndexStats,
    LookupResult,
)


def stats(result: IndexStats, threshold: int | None = None) -> str:
    lines = [
        f"database:     {result.database_url}",
        f"layout:       {result.layout_description}",
        (f"max distance: {result.max_distance} (largest SIMHASH_MAX_DISTANCE this layout answers "
        f"exactly)"),
        f"entries:      {result.total_entries:,} in {len(result.namespaces)} namespace(s)",
        "",
    ]
    if threshold is not None:
        note = ("" if threshold <= result.max_distance
                else ": ABOVE what this layout answers exactly; scrapy simhash relayout "
                f"--max-distance {threshold} rebuilds it")
        lines.insert(3, f"threshold:    {threshold} (SIMHASH_MAX_DISTANCE in the settings{note})")
    rows = [("namespace", "entries", "oldest", "newest")] + [
        (n.name, f"{n.entries:,}", _when(n.oldest), _when(n.newest)) for n in result.namespaces
    ]
    lines.extend(_table(rows, right={1}))
    return "\n".join(lines)


def lookup(result: LookupResult, *, show_text: bool = False, min_text_length: int = 0) -> str:
    page = result.page
    kind = "HTML, main text extracted" if page.is_html else "text"
    lines = [f"source:      {page.source} ({kind})",
             f"text:        {len(page.text):,} characters"]
    if page.fingerprint is not None and len(page.text) < min_text_length:
        lines[-1] += (f": shorter than SIMHASH_MIN_TEXT_LENGTH ({min_text_length}), so a crawl "
                      f"would not check it")
    if page.fingerprint is None:
        lines.append("fingerprint: none: no text to fingerprint (a crawl would not check it)")
        return "\n".join(lines)
    lines += [f"fingerprint: {fingerprint_hex(page.fingerprint)}",
              f"namespace:   {result.namespace}, max distance {result.max_distance}", ""]
    if not result.matches:
        lines.append(f"no stored entry within distance {result.max_distance}: "
                     "a crawl would keep it")
    else:
        lines.append(f"{len(result.matches)} stored near-duplicate(s): a crawl would drop it as a "
                     f"near-duplicate of the first")
        rows = [("distance", "fingerprint", "stored at", "key")] + [
            (str(m.distance), fingerprint_hex(m.fingerprint), _when(m.stored_at), m.key)
            for m in result.matches]
        lines.extend(_table(rows, right={0}))
    if show_text:
        lines += ["", "main text:", page.text]
    return "\n".join(lines)


def explain(result: Explanation, *, width: int = 100, stacked: bool = False) -> str:
    a, b = result.first, result.second
    lines = []
    for label, page in (("A", a), ("B", b)):
        fingerprint = ("none (no text)" if page.fingerprint is None
                       else fingerprint_hex(page.fingerprint))
        lines.append(f"{label}: {page.source}  "
                     f"[{len(page.text):,} chars, fingerprint {fingerprint}]")
    if result.distance is None:
        lines.append("distance: n/a: a page without text is never compared")
    else:
        verdict = ("NEAR-DUPLICATES: the later one would be dropped"
                   if result.near_duplicates else "distinct: both would be kept")
        lines.append(f"distance: {result.distance} (threshold {result.max_distance}) -> {verdict}")
    lines.append("")
    if stacked:
        lines += ["=== A: main text ===", a.text or "(empty)", "", "=== B: main text ===",
                  b.text or "(empty)"]
    else:
        lines.append("main text side by side ('|' differs, '<' only in A, '>' only in B):")
        lines.extend(side_by_side(a.text.split("\n"), b.text.split("\n"), width))
    return "\n".join(lines)


def side_by_side(left: list[str], right: list[str], width: int) -> Iterator[str]:
    column = max(20, (width - 3) // 2)
    matcher = difflib.SequenceMatcher(a=left, b=right, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        marker = {"equal": " ", "replace": "|", "delete": "<", "insert": ">"}[tag]
        for a, b in zip_longest(left[i1:i2], right[j1:j2], fillvalue=""):
            wrapped = zip_longest(_wrap(a, column), _wrap(b, column), fillvalue="")
            for row, (a_part, b_part) in enumerate(wrapped):
                yield f"{_pad(a_part, column)} {marker if row == 0 else ' '} {b_part}".rstrip()


def report(result: DistanceReport, image: str | None) -> str:
    k = result.threshold
    lines = [
        f"nearest-neighbour distances: {result.source}",
        f"pages: {result.pages:,}; measured: {result.queried:,}"
        + ("" if result.queried == result.pages else " (a random sample, each against every page)"),
        (f"threshold (max distance): {k}; {result.near_duplicates:,} of {result.queried:,} "
        f"measured pages have a near-duplicate within it"),
        "",
    ]
    total = max(result.queried, 1)
    rows = [("distance", "pages", "cumulative", "")]
    running = 0
    for distance, count in enumerate(result.counts):
        running += count
        bar = "#" * (round(count / max(max(result.counts), 1) * 40) if count else 0)
        mark = "  <- threshold" if distance == k else ""
        rows.append((str(distance), f"{count:,}", f"{running / total:.1%}", bar + mark))
    lines.extend(_table(rows, right={0, 1, 2}))
    lines.append("")
    lines.extend(advice(result))
    lines += ["", "example pairs near the threshold (nearest neighbours):"]
    for distance, pairs in sorted(result.examples.items()):
        side = "<= threshold" if distance <= k else "> threshold"
        if not pairs:
            lines.append(f"  distance {distance} ({side}): none")
        for pair in pairs:
            lines.append(f"  distance {distance} ({side}): {pair.key}  ~  {pair.neighbour}")
    if image:
        lines += ["", f"chart: {image}"]
    return "\n".join(lines)


def advice(result: DistanceReport) -> list[str]:
    """What the distances say about the threshold, in a few sentences."""
    k, start = result.threshold, result.distinct_from
    if not any(result.counts):
        return []
    if result.index_only and start is not None:
        lines = [
            f"The index stores no page within the threshold of another, so this shows only "
            f"how close distinct pages come: as close as {start} bits. A threshold of {start} "
            f"or more would merge distinct stored pages; keep it at most {start - 1}.",
            "The index alone cannot place the threshold higher or tell whether a smaller one "
            "would do: measure a sample crawl, duplicates included, with --sample PATH (a "
            "JSON-lines file or a directory of pages).",
        ]
        if k >= start:
            lines.insert(0, f"WARNING: the threshold {k} is at or above the closest distinct "
                            f"pair ({start}).")
        return lines
    suggested = result.suggested_thresholds()
    if suggested is None:
        measured = [d for d, count in enumerate(result.counts) if count]
        closest, farthest = measured[0], measured[-1]
        if farthest <= k:
            return [f"Every page of this sample has a near-duplicate within {farthest} bits and "
                    f"none stands apart: it shows where reposts end, not where distinct pages "
                    f"begin. A threshold of at least {farthest} keeps these together; measure "
                    f"a sample with unrelated pages too to bound it from above."]
        if closest > k:
            return [f"No page of this sample has a near-duplicate within the threshold: the "
                    f"closest pages are {closest} bits apart, so a threshold up to "
                    f"{closest - 1} keeps them all apart; a sample with reposts would show "
                    f"where near-duplicates end."]
        return [f"No empty stretch of distances separates near-duplicates from distinct pages "
                f"in this sample ({closest} to {farthest} bits, unbroken): judge the example "
                f"pairs below."]
    low, high = suggested
    verdict = ("inside it" if low <= k <= high else
               "BELOW it: some near-duplicates here would be kept" if k < low else
               "ABOVE it: distinct pages here would be merged")
    return [f"Near-duplicates end at {low} bits and distinct pages begin at {high + 1}: any "
            f"threshold from {low} to {high} separates this sample the same way (the current "
            f"{k} is {verdict}); one in the middle leaves room on both sides."]


def import_summary(summary: ImportSummary) -> str:
    start = (f"resumed after line {summary.resumed_at_line:,}" if summary.resumed_at_line
             else "from the first line")
    lines = [
        f"imported {summary.path} into namespace {summary.namespace!r} ({start})",
        f"  lines read:          {summary.lines:,}",
        f"  stored:              {summary.added:,}",
        f"  already in index:    {summary.already_present:,}",
    ]
    if summary.near_duplicates:
        lines.append(f"  near-duplicates:     {summary.near_duplicates:,} (not stored)")
    lines += [
        f"  no text:             {summary.no_text:,}",
        f"  too short:           {summary.too_short:,}",
        f"  bad lines (skipped): {summary.bad_lines:,}",
        f"  time:                {summary.seconds:.1f}s ({summary.rate:,.0f} lines/s)",
        f"  checkpoint:          {summary.checkpoint}",
    ]
    return "\n".join(lines)


def _when(moment: datetime | None) -> str:
    return "-" if moment is None else moment.strftime("%Y-%m-%d %H:%M:%S UTC")


def _table(
    rows: Sequence[tuple[str, ...]], right: frozenset[int] | set[int] = frozenset()
) -> list[str]:
    widths = [max(cell_len(row[i]) for row in rows) for i in range(len(rows[0]))]
    return ["  ".join(_pad(cell, widths[i], right=i in right) for i, cell in enumerate(row))
            .rstrip() for row in rows]


def _pad(text: str, width: int, *, right: bool = False) -> str:
    # cell_len: terminal columns, two for East Asian wide and full-width characters.
    padding = " " * max(0, width - cell_len(text))
    return padding + text if right else text + padding


def _wrap(text: str, width: int) -> list[str]:
    if not text:
        return [""]
    if cell_len(text) == len(text):
        return textwrap.wrap(text, width) or [""]
    return chop_cells(text, width)  # wide characters: cut by columns, not by words
