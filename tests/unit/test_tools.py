"""The operator tools as plain functions, on real SQLite and PostgreSQL indexes."""

from __future__ import annotations

import io
import json
import random
from datetime import timedelta
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scrapy_simhash.fingerprint.text import FINGERPRINT_FUNCTIONS, hamming_distance, simhash
from scrapy_simhash.fingerprint.version import DEFAULT_FINGERPRINT, FINGERPRINT_VERSIONS
from scrapy_simhash.index import SimHashIndex
from scrapy_simhash.index.layout import DEFAULT_MAX_DISTANCE
from scrapy_simhash.tools import (
    ToolError,
    delete,
    distance_report,
    expire,
    explain,
    import_jsonl,
    index_entries,
    index_stats,
    lookup,
    parse_age,
)
from scrapy_simhash.tools.pages import page_from_bytes, page_from_text
from scrapy_simhash.tools.report import DistanceReport, nearest_neighbours, sample_entries
from scrapy_simhash.tools.report_chart import write_report_chart

# What the tools compute unless told otherwise (SIMHASH_FINGERPRINT's default).
fingerprint_of = FINGERPRINT_FUNCTIONS[DEFAULT_FINGERPRINT]

ARTICLE = ("The river ferry service will run every twenty minutes from Monday, the city "
           "transport office said, after months of complaints about crowded boats and long "
           "queues at the harbour terminal during the morning rush. ")


def read_png(data: bytes) -> tuple[int, int, list[tuple[int, int, int]]]:
    """Decode a PNG (Pillow, which matplotlib brings); fail if it is not one."""
    from PIL import Image

    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG"
    rgb = image.convert("RGB")
    raw = rgb.tobytes()
    pixels = [tuple(raw[i:i + 3]) for i in range(0, len(raw), 3)]
    return rgb.width, rgb.height, pixels  # type: ignore[return-value]


def variant(i: int) -> str:
    """A distinct text per ``i``: 80 words drawn (seeded) from a 2,000-word vocabulary."""
    chooser = random.Random(i)
    return " ".join(f"word{chooser.randrange(2000)}" for _ in range(80)) + "."


# -- report chart (matplotlib) ----------------------------------------------------------------

NEAR, DISTINCT, THRESHOLD = (230, 140, 30), (60, 110, 190), (210, 30, 30)


@settings(max_examples=6, deadline=None)
@given(st.lists(st.integers(0, 10**6), min_size=17, max_size=40), st.integers(0, 16),
       st.booleans())
def test_report_chart_is_a_readable_png_of_the_counts(tmp_path_factory, counts, threshold,
                                                      index_only):
    report = DistanceReport("namespace 'news'", sum(counts), sum(counts), threshold, counts,
                            index_only=index_only)
    path = write_report_chart(tmp_path_factory.mktemp("chart") / "chart.png", report)
    width, height, pixels = read_png(path.read_bytes())
    assert width >= 900 and height >= 500  # readable without zooming
    colours = set(pixels)
    assert NEAR in colours and DISTINCT in colours  # the legend shows both kinds
    assert THRESHOLD in colours
    if max(counts):
        # The tallest bar, in the colour of its side of the threshold, is far larger
        # than a legend swatch.
        tallest = NEAR if counts.index(max(counts)) <= threshold else DISTINCT
        assert pixels.count(tallest) > 3000


def test_report_advice_on_a_sample_spans_the_gap_and_on_the_index_only_bounds_it():
    from scrapy_simhash.commands._render import advice

    counts = [5, 4, 2, 0, 0, 0, 0, 0, 1, 0, 0, 0, 3, 9, 20, 11, 4]
    sample = DistanceReport("sample", 59, 59, 5, counts)
    assert sample.suggested_thresholds() == (2, 7) and sample.distinct_from == 8
    assert "any threshold from 2 to 7" in " ".join(advice(sample))
    # The index of the issue: nearest distances 23-27 only. Nothing separates anything.
    index = DistanceReport("namespace 'news'", 40, 40, 5, [0] * 23 + [4, 9, 15, 8, 4],
                           index_only=True)
    assert index.suggested_thresholds() is None and index.distinct_from == 23
    text = " ".join(advice(index))
    assert "any threshold from" not in text
    assert "keep it at most 22" in text and "--sample" in text
    # A sample of reposts only (the example sites): no distinct page to bound it from above.
    reposts = DistanceReport("sample", 48, 48, 5, [43, 4, 1] + [0] * 14)
    assert reposts.suggested_thresholds() is None
    assert "at least 2 keeps these together" in " ".join(advice(reposts))


# -- nearest neighbours and the report --------------------------------------------------------

@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(0, 2**64 - 1), min_size=2, max_size=40))
def test_nearest_neighbours_equal_brute_force(values):
    fingerprints = np.array(values, dtype=np.uint64)
    distances, neighbours = nearest_neighbours(fingerprints, np.arange(len(values)))
    for i, value in enumerate(values):
        expected = min(hamming_distance(value, other) for j, other in enumerate(values) if j != i)
        assert distances[i] == expected
        assert neighbours[i] != i and hamming_distance(value, values[neighbours[i]]) == expected


@settings(max_examples=30, deadline=None)
@given(st.lists(st.integers(0, 2**64 - 1), min_size=2, max_size=60), st.integers(0, 8),
       st.integers(1, 60))
def test_report_counts_every_measured_page_once(values, threshold, sample):
    report = distance_report([(f"k{i}", v) for i, v in enumerate(values)], threshold=threshold,
                             sample=sample)
    assert report.queried == min(len(values), sample) == sum(report.counts)
    assert report.near_duplicates == sum(report.counts[: threshold + 1])
    for distance, pairs in report.examples.items():
        assert abs(distance - threshold) <= 3
        for pair in pairs:
            a, b = values[int(pair.key[1:])], values[int(pair.neighbour[1:])]
            assert hamming_distance(a, b) == pair.distance == distance
    gap = report.separating_gap()
    if gap is not None:
        low, high = gap
        assert report.counts[low] and report.counts[high]
        assert not any(report.counts[low + 1:high])


def test_report_finds_the_gap_between_copies_and_distinct_pages():
    chooser = random.Random(3)
    base = [chooser.getrandbits(64) for _ in range(10)]
    flipped = [fp ^ 0b101 for fp in base]  # each page has a copy at distance 2
    loners = [chooser.getrandbits(64) for _ in range(10)]  # random: about 20 bits from all
    entries = [(f"p{i}", fp) for i, fp in enumerate(base + flipped + loners)]
    report = distance_report(entries, threshold=3)
    assert report.counts[2] == 20 and sum(report.counts) == 30
    assert report.near_duplicates == 20
    low, high = report.separating_gap()
    assert low == 2 and high >= 10 and sum(report.counts[high:]) == 10
    assert [(p.key, p.neighbour) for p in report.examples[2]][:1] in (
        [("p0", "p10")], [("p10", "p0")])


@pytest.mark.parametrize("line", [b'{"url": "a", "text": "The river ferry\n',
                                  b'{"url": "a", "text": "The river ferry"\r\n', b'{"url": "a",'])
def test_a_truncated_line_is_reported_as_truncated(line):
    from scrapy_simhash.tools.records import BadRecord, parse_record

    with pytest.raises(BadRecord, match="truncated JSON"):
        parse_record(line)
    with pytest.raises(BadRecord, match="not valid JSON"):
        parse_record(b'{"url": "a" "text": "x"}\n')


def test_sample_entries_reads_jsonl_and_directories(tmp_path):
    corpus = tmp_path / "sample.jsonl"
    corpus.write_text(json.dumps({"url": "a", "text": ARTICLE}) + "\nnot json\n"
                      + json.dumps({"url": "b", "html": f"<html><body><p>{ARTICLE}</p></body></html>"})
                      + "\n")
    problems: list[str] = []
    entries = dict(sample_entries(corpus, errors=problems))
    assert set(entries) == {"a", "b"} and problems == ["line 2: not valid JSON "
                                                       + problems[0].split("JSON ", 1)[1]]
    pages = tmp_path / "pages"
    (pages / "site").mkdir(parents=True)
    (pages / "site" / "one.html").write_text(f"<html><body><article><p>{ARTICLE}</p></article></body></html>")
    (pages / "two.txt").write_text(ARTICLE)
    (pages / "ignored.css").write_text("body {}")
    assert set(dict(sample_entries(pages))) == {"site/one.html", "two.txt"}
    with pytest.raises(ToolError):
        list(sample_entries(tmp_path / "missing.jsonl"))


# -- stats, lookup, explain, expire, delete ---------------------------------------------------

def test_tools_refuse_a_missing_index_and_do_not_create_it(tmp_path):
    path = tmp_path / "none.sqlite3"
    for call in (lambda: index_stats(f"sqlite:///{path}"),
                 lambda: lookup(page_from_text("x", ARTICLE), f"sqlite:///{path}"),
                 lambda: expire(f"sqlite:///{path}", "1d"),
                 lambda: delete(f"sqlite:///{path}", "k")):
        with pytest.raises(ToolError, match="no simhash index"):
            call()
    assert not path.exists()


def test_stats_lookup_expire_delete_on_a_real_index(db_url):
    with SimHashIndex(db_url, namespace="news") as index:
        index.add_many([(fingerprint_of(variant(i)), f"https://n/{i}") for i in range(5)])
    with SimHashIndex(db_url, namespace="blog") as index:
        index.add_many([(fingerprint_of(variant(100)), "https://b/1")])

    stats = index_stats(db_url)
    assert {(n.name, n.entries) for n in stats.namespaces} == {("news", 5), ("blog", 1)}
    assert all(n.oldest <= n.newest for n in stats.namespaces)
    assert stats.total_entries == 6 and stats.max_distance >= 3

    with pytest.raises(ToolError, match="several namespaces"):
        lookup(page_from_text("x", variant(2)), db_url)
    found = lookup(page_from_text("x", variant(2)), db_url, namespace="news")
    assert [m.key for m in found.matches if m.distance == 0] == ["https://n/2"]
    empty = lookup(page_from_text("x", "   "), db_url, namespace="news")
    assert empty.page.fingerprint is None and empty.matches == []

    namespace, streamed = index_entries(db_url, "news")
    assert namespace == "news"
    assert dict(streamed) == {f"https://n/{i}": fingerprint_of(variant(i)) for i in range(5)}
    with pytest.raises(ToolError, match="several namespaces"):
        index_entries(db_url, None)

    assert delete(db_url, "https://n/2", namespace="news") == ("news", 1)
    assert delete(db_url, "https://n/2", namespace="news") == ("news", 0)
    assert expire(db_url, timedelta(days=30), namespace="news") == ("news", 0)
    assert expire(db_url, timedelta(0), namespace="blog") == ("blog", 1)
    assert {(n.name, n.entries) for n in index_stats(db_url).namespaces} == {
        ("news", 4), ("blog", 0)}


def test_explain_compares_html_and_text():
    html = f"<html><body><nav>Home | News</nav><article><p>{ARTICLE}</p><p>{ARTICLE}</p></article></body></html>"
    a = page_from_bytes("a.html", html.encode())
    b = page_from_text("b.txt", a.text + " One more sentence was added by an editor.")
    result = explain(a, b, max_distance=3)
    assert a.is_html and "Home" not in a.text
    assert result.distance == hamming_distance(a.fingerprint, b.fingerprint)
    assert result.near_duplicates == (result.distance <= 3)
    assert explain(a, page_from_text("c", ""), max_distance=3).near_duplicates is None


@pytest.mark.parametrize(("text", "seconds"), [
    ("45s", 45), ("90min", 5400), ("12h", 43200), ("30d", 2592000), ("2w", 1209600),
    ("1.5h", 5400), ("30 days", 2592000), ("6mo", 180 * 86400), ("1y", 365 * 86400),
    ("2 Months", 60 * 86400)])
def test_parse_age(text, seconds):
    assert parse_age(text) == timedelta(seconds=seconds)


@pytest.mark.parametrize("text", ["", "30", "d", "-1d", "3 fortnights", "1ms"])
def test_parse_age_rejects(text):
    with pytest.raises(ToolError):
        parse_age(text)


@pytest.mark.parametrize("text", ["1m", "30M", "1.5 m"])
def test_parse_age_refuses_m_for_minutes_or_months(text):
    with pytest.raises(ToolError, match="min for minutes or .*mo for months"):
        parse_age(text)


# -- import -----------------------------------------------------------------------------------

def write_corpus(path: Path, count: int, start: int = 0) -> None:
    with path.open("a") as handle:
        for i in range(start, start + count):
            handle.write(json.dumps({"url": f"https://old/{i}", "text": variant(i)}) + "\n")


def test_import_stores_every_line_and_skips_bad_ones(db_url, tmp_path):
    corpus = tmp_path / "corpus.jsonl"
    write_corpus(corpus, 25)
    with corpus.open("a") as handle:
        handle.write("[1, 2]\n\n" + json.dumps({"url": "https://old/empty", "text": "  "}) + "\n")
        handle.write(json.dumps({"url": "https://old/h", "html": f"<p>{ARTICLE}</p>"}) + "\n")
        handle.write(json.dumps({"url": 5, "text": "x"}) + "\n")
    bad: list[tuple[int, str]] = []
    seen = []
    summary = import_jsonl(corpus, db_url, namespace="old", batch_size=7,
                           on_bad_line=lambda n, why: bad.append((n, why)), progress=seen.append)
    assert [n for n, _ in bad] == [26, 30]
    assert (summary.lines, summary.added, summary.no_text, summary.bad_lines) == (30, 26, 1, 2)
    assert summary.too_short == 0
    assert seen[-1].bytes_done == seen[-1].bytes_total == corpus.stat().st_size
    assert [p.lines for p in seen] == sorted(p.lines for p in seen)
    with SimHashIndex(db_url, namespace="old") as index:
        assert index.count() == 26
        assert [m.key for m in index.find(fingerprint_of(variant(3)), 0)] == ["https://old/3"]


def test_import_resumes_from_its_checkpoint(sqlite_url, tmp_path):
    corpus = tmp_path / "corpus.jsonl"
    write_corpus(corpus, 30)
    first = import_jsonl(corpus, sqlite_url, namespace="old", batch_size=10)
    assert first.resumed_at_line == 0 and first.added == 30
    write_corpus(corpus, 5, start=30)
    second = import_jsonl(corpus, sqlite_url, namespace="old", batch_size=10)
    assert (second.resumed_at_line, second.lines, second.added) == (30, 5, 5)
    # Another namespace is another import: it starts from the first line.
    other = import_jsonl(corpus, sqlite_url, namespace="other", batch_size=10,
                         checkpoint=tmp_path / "other.json")
    assert other.resumed_at_line == 0 and other.added == 35
    # A different file under the same name starts over too.
    corpus.write_text("")
    write_corpus(corpus, 3, start=100)
    replaced = import_jsonl(corpus, sqlite_url, namespace="old")
    assert replaced.resumed_at_line == 0 and replaced.added == 3


def test_import_interrupted_midway_resumes_without_loss(sqlite_url, tmp_path):
    corpus = tmp_path / "corpus.jsonl"
    write_corpus(corpus, 40)

    class Stop(Exception):
        pass

    def stop_after_two_batches(progress):
        if progress.lines >= 20:
            raise Stop

    with pytest.raises(Stop):
        import_jsonl(corpus, sqlite_url, namespace="old", batch_size=10,
                     progress=stop_after_two_batches)
    resumed = import_jsonl(corpus, sqlite_url, namespace="old", batch_size=10)
    assert resumed.resumed_at_line == 20 and resumed.lines == 20
    with SimHashIndex(sqlite_url, namespace="old") as index:
        assert index.count() == 40


def test_import_with_workers_matches_in_process(sqlite_url, tmp_path):
    corpus = tmp_path / "corpus.jsonl"
    write_corpus(corpus, 60)
    with corpus.open("a") as handle:
        handle.write("oops\n")
    serial = import_jsonl(corpus, sqlite_url, namespace="a", batch_size=8, workers=0)
    parallel = import_jsonl(corpus, sqlite_url, namespace="b", batch_size=8, workers=2)
    assert (serial.added, serial.bad_lines) == (parallel.added, parallel.bad_lines) == (60, 1)
    with SimHashIndex(sqlite_url, namespace="a") as a, SimHashIndex(sqlite_url, namespace="b") as b:
        for i in (0, 33, 59):
            fp = fingerprint_of(variant(i))
            assert [m.key for m in a.find(fp, 0)] == [m.key for m in b.find(fp, 0)] == [f"https://old/{i}"]


def test_import_check_skips_near_duplicates(db_url, tmp_path):
    corpus = tmp_path / "corpus.jsonl"
    with corpus.open("w") as handle:
        for i, text in enumerate([variant(1), variant(1) + " Updated.", variant(2), variant(1)]):
            handle.write(json.dumps({"url": f"u{i}", "text": text}) + "\n")
    summary = import_jsonl(corpus, db_url, namespace="c", check=True)
    edited_is_close = hamming_distance(
        fingerprint_of(variant(1)), fingerprint_of(variant(1) + " Updated.")) <= DEFAULT_MAX_DISTANCE
    expected_duplicates = 2 if edited_is_close else 1  # the exact repeat always is one
    assert summary.near_duplicates == expected_duplicates
    assert summary.added == 4 - expected_duplicates


def test_import_counts_too_short_texts_apart_from_texts_without_words(sqlite_url, tmp_path):
    corpus = tmp_path / "corpus.jsonl"
    write_corpus(corpus, 2)
    with corpus.open("a") as handle:
        for url, text in (("https://old/short", "Harbour vote."), ("https://old/none", " ... ")):
            handle.write(json.dumps({"url": url, "text": text}) + "\n")
    summary = import_jsonl(corpus, sqlite_url, namespace="n", min_text_length=20, resume=False)
    assert (summary.added, summary.too_short, summary.no_text) == (2, 1, 1)


def test_import_labels_a_new_namespace_and_refuses_another_versions(sqlite_url, tmp_path):
    corpus = tmp_path / "corpus.jsonl"
    write_corpus(corpus, 3)
    import_jsonl(corpus, sqlite_url, namespace="fresh", resume=False)
    with SimHashIndex(sqlite_url, namespace="fresh") as index:
        assert index.label("fingerprint_version") == FINGERPRINT_VERSIONS[DEFAULT_FINGERPRINT]
    import_jsonl(corpus, sqlite_url, namespace="fresh", resume=False)  # same version: fine
    with SimHashIndex(sqlite_url, namespace="older") as index:
        index.add_many([(fingerprint_of(variant(1)), "u1")])
        index.set_label("fingerprint_version", "1")
    with pytest.raises(ToolError, match="version 1"):
        import_jsonl(corpus, sqlite_url, namespace="older", resume=False)


def test_simhash_import_and_lookup_use_simhash_and_refuse_mixing(sqlite_url, tmp_path):
    corpus = tmp_path / "corpus.jsonl"
    write_corpus(corpus, 4)
    import_jsonl(corpus, sqlite_url, namespace="sh", resume=False, fingerprint="simhash")
    with SimHashIndex(sqlite_url, namespace="sh") as index:
        assert index.label("fingerprint_version") == FINGERPRINT_VERSIONS["simhash"]
        assert [m.key for m in index.find(simhash(variant(2)), 0)] == ["https://old/2"]
    found = lookup(page_from_text("x", variant(2), fingerprint="simhash"), sqlite_url,
                   namespace="sh", fingerprint="simhash")
    assert [m.key for m in found.matches if m.distance == 0] == ["https://old/2"]
    # The default function (minwise) on this namespace is refused, both ways in.
    version = f"version {FINGERPRINT_VERSIONS['simhash']}"
    with pytest.raises(ToolError, match=version):
        lookup(page_from_text("x", variant(2)), sqlite_url, namespace="sh")
    with pytest.raises(ToolError, match=version):
        import_jsonl(corpus, sqlite_url, namespace="sh", resume=False)


def test_import_rejects_unreadable_input(sqlite_url, tmp_path):
    with pytest.raises(ToolError, match="cannot read"):
        import_jsonl(tmp_path / "missing.jsonl", sqlite_url, namespace="x")
    corpus = tmp_path / "c.jsonl"
    write_corpus(corpus, 1)
    with pytest.raises(ToolError, match="batch size"):
        import_jsonl(corpus, sqlite_url, namespace="x", batch_size=0)


def test_popcount_without_numpy_bitwise_count(monkeypatch):
    from scrapy_simhash.tools.report import _popcount

    values = np.array([0, 1, 2**64 - 1, 0xF0F0, 2**63 + 5], dtype=np.uint64)
    expected = [int(v).bit_count() for v in values]
    monkeypatch.delattr(np, "bitwise_count", raising=False)
    assert _popcount(values).tolist() == expected


def test_import_progress_bar_shows_share_lines_and_stored_and_notes_above_it():
    import io

    from rich.console import Console

    from scrapy_simhash.commands._progress import ImportProgressBar
    from scrapy_simhash.tools import ImportProgress

    stream = io.StringIO()
    bar = ImportProgressBar(console=Console(file=stream, width=120, force_terminal=False))
    bar(ImportProgress(lines=500, bytes_done=250, bytes_total=1000, bytes_at_start=0,
                       added=480, elapsed=2.0))
    bar.note("corpus.jsonl:7: skipped: not JSON")
    bar(ImportProgress(lines=2000, bytes_done=1000, bytes_total=1000, bytes_at_start=0,
                       added=1950, elapsed=8.0))
    bar.finish()
    text = stream.getvalue()
    assert "corpus.jsonl:7: skipped: not JSON" in text
    final = text.rstrip("\n").splitlines()[-1]  # what stays on screen
    assert "100%" in final and "line 2,000" in final and "stored 1,950" in final


def test_side_by_side_aligns_wide_characters():
    from rich.cells import cell_len

    from scrapy_simhash.commands._render import side_by_side

    left = ["北京市今日发布暴雨蓝色预警，提醒市民注意出行安全。", "共同的段落 same paragraph"]
    right = ["Beijing issued a blue rainstorm warning today.", "共同的段落 same paragraph"]
    rows = list(side_by_side(left, right, width=43))
    column = (43 - 3) // 2
    markers = {}
    for row in rows:
        # The marker column sits right after the left column, whatever the script.
        cut, used = 0, 0
        while cut < len(row) and used < column:
            used += cell_len(row[cut])
            cut += 1
        assert used == column and row[cut] == " " and row[cut + 1] in " |<>"
        markers[row] = row[cut + 1]
    assert markers[rows[0]] == "|"  # the first paragraphs differ
    common = next(row for row in rows if row.startswith("共同的段落"))
    assert markers[common] == " " and common.count("共同的段落") == 2


def test_scrub_removes_every_form_of_the_password():
    from scrapy_simhash.index.url import mask_password, scrub

    url = "postgresql+psycopg://crawler:p%40ss%2Fword@db.example:5432/simhash"
    message = "connection to db.example failed for crawler with p@ss/word (p%40ss%2Fword)"
    cleaned = scrub(message, url)
    assert "p@ss/word" not in cleaned and "p%40ss%2Fword" not in cleaned
    assert cleaned.count("***") == 2 and "crawler" in cleaned
    assert "p%40ss" not in mask_password(url) and "db.example:5432/simhash" in mask_password(url)
