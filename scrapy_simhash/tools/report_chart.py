"""The report's chart (matplotlib, the optional ``[report]`` extra): a PNG a person can read
without the README: title, axis labels, the threshold marked and labelled, near-duplicates
and distinct pages in two colours, and whether it shows the index alone or a sample."""

from __future__ import annotations

from pathlib import Path

from scrapy_simhash.tools._errors import ToolError
from scrapy_simhash.tools.report import DistanceReport

INSTALL_HINT = 'pip install "scrapy-simhash[report]"'
NEAR = "#e68c1e"  # orange: at or below the threshold
DISTINCT = "#3c6ebe"  # blue: above it
THRESHOLD = "#d21e1e"
UNKNOWN = "#bbbbbb"


class ChartUnavailable(ToolError):
    """matplotlib is not installed."""


def write_report_chart(path: str | Path, report: DistanceReport) -> Path:
    """Draw the nearest-neighbour histogram of ``report`` into a PNG at ``path``."""
    try:
        from matplotlib.backends.backend_agg import FigureCanvasAgg
        from matplotlib.figure import Figure
        from matplotlib.patches import Patch
    except ImportError:
        raise ChartUnavailable(f"the chart needs matplotlib: {INSTALL_HINT}") from None

    k, counts = report.threshold, report.counts
    distances = range(len(counts))
    figure = Figure(figsize=(10, 5.6), dpi=100, layout="constrained")
    FigureCanvasAgg(figure)
    axes = figure.add_subplot()
    colours = [NEAR if d <= k else DISTINCT for d in distances]
    axes.bar(distances, counts, width=0.85, color=colours, edgecolor="none")

    if report.index_only:
        kind = "index only: stored pages, each against the others (no duplicates are stored)"
        start = report.distinct_from
        if start is not None and start > k + 1:
            # Between the threshold and the closest stored pair the index has no evidence.
            axes.axvspan(k + 0.5, start - 0.5, color=UNKNOWN, alpha=0.35, linewidth=0)
    else:
        kind = "sample crawl: crawled pages, duplicates included"
    axes.axvline(k + 0.5, color=THRESHOLD, linewidth=2.2, linestyle="--")
    top = max(max(counts, default=0), 1)
    axes.annotate(f"threshold k = {k}\n(≤ {k}: near-duplicate)", xy=(k + 0.5, top),
                  xytext=(6, -4), textcoords="offset points", va="top", ha="left",
                  color=THRESHOLD, fontsize=11, fontweight="bold",
                  bbox={"facecolor": "white", "edgecolor": "none", "alpha": 0.85, "pad": 2})

    figure.suptitle("How far is each page from its nearest other page?", fontsize=15,
                    fontweight="bold")
    axes.set_title(f"{report.source}\n{kind}; {report.queried:,} of {report.pages:,} pages "
                   "measured", fontsize=10, color="#444444")
    axes.set_xlabel("Hamming distance to the nearest other page (bits differing, of 64)",
                    fontsize=12)
    axes.set_ylabel("pages", fontsize=12)
    axes.set_xlim(-0.7, len(counts) - 0.3)
    axes.set_ylim(0, top * 1.12)
    step = 1 if len(counts) <= 34 else 2
    axes.set_xticks(range(0, len(counts), step))
    axes.grid(axis="y", color="#dddddd", linewidth=0.8)
    axes.set_axisbelow(True)
    for side in ("top", "right"):
        axes.spines[side].set_visible(False)

    legend = [Patch(color=NEAR, label=f"≤ {k} bits: near-duplicate (dropped)"),
              Patch(color=DISTINCT, label=f"> {k} bits: distinct (kept)")]
    if report.index_only:
        legend.append(Patch(color=UNKNOWN, alpha=0.35,
                            label="no evidence in the index alone: use --sample"))
    figure.legend(handles=legend, loc="outside lower center", ncols=len(legend), fontsize=10,
                  frameon=False)

    path = Path(path)
    try:
        figure.savefig(path, format="png")
    except OSError as exc:
        raise ToolError(f"cannot write {path} ({exc.strerror or exc})") from None
    return path
