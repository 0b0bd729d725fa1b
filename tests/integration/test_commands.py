"""``scrapy simhash`` run as a subprocess against an index built by a real crawl.

One crawl of the example project (module-scoped) builds the index; commands that
change it work on copies of its SQLite file.
"""

from __future__ import annotations

import json
import re
import shutil
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from scrapy_simhash.extract import extract_text
from scrapy_simhash.fingerprint.text import FINGERPRINT_FUNCTIONS, hamming_distance
from scrapy_simhash.fingerprint.version import DEFAULT_FINGERPRINT
from scrapy_simhash.index.layout import DEFAULT_MAX_DISTANCE
from tests.unit.test_tools import read_png

pytestmark = pytest.mark.slow

EXAMPLE = Path(__file__).resolve().parents[2] / "example_project"
SUBCOMMANDS = ("stats", "lookup", "explain", "report", "expire", "delete", "import", "relayout")
K = DEFAULT_MAX_DISTANCE  # the example project keeps the default threshold
ARTICLE = re.compile(r"/((?:en|zh-p\d)-\d\d)-\d+\.html$")  # site/<site>/<article>-<n>.html


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    project = tmp_path_factory.mktemp("tools") / "example_project"
    shutil.copytree(EXAMPLE, project, ignore=shutil.ignore_patterns(".scrapy", "output*", "*.log"))
    subprocess.run([sys.executable, "-m", "scrapy", "crawl", "news", "-s", "LOG_LEVEL=WARNING"],
                   cwd=project, check=True, timeout=300, capture_output=True)
    assert (project / ".scrapy/simhash/index.sqlite3").is_file()
    return project


def scrapy(project: Path, *args: str, stdin: str | None = None,
           timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "scrapy", *args], cwd=project, input=stdin,
                          capture_output=True, text=True, timeout=timeout, check=False)


def stored(project: Path, database: Path | None = None) -> dict[str, int]:
    """key -> unsigned fingerprint, read straight from the SQLite file (not via the tools)."""
    path = database or project / ".scrapy/simhash/index.sqlite3"
    with sqlite3.connect(path) as conn:
        rows = conn.execute("SELECT item_key, fingerprint FROM simhash_entries").fetchall()
    return {key: fingerprint & (2**64 - 1) for key, fingerprint in rows}


def site_file(project: Path, key: str) -> Path:
    """The bundled page a stored URL was crawled from."""
    return project / "site" / key.split("/", 3)[3]


def page_fingerprint(path: Path) -> int:
    return FINGERPRINT_FUNCTIONS[DEFAULT_FINGERPRINT](extract_text(path.read_bytes()))


def copy_index(project: Path, tmp_path: Path) -> tuple[Path, str]:
    copy = tmp_path / "copy.sqlite3"
    shutil.copy(project / ".scrapy/simhash/index.sqlite3", copy)
    return copy, f"sqlite:///{copy}"


# -- the command line itself ------------------------------------------------------------------

def test_listed_in_scrapy_help_inside_the_project(project):
    result = scrapy(project, "-h")
    assert result.returncode == 0
    assert re.search(r"^\s+simhash\s+\S", result.stdout, re.MULTILINE)


def test_scrapy_help_still_works_outside_a_project(tmp_path):
    result = scrapy(tmp_path, "-h")
    assert result.returncode == 0 and "simhash" in result.stdout


def test_help_lists_every_subcommand_and_each_has_its_own(project):
    overview = scrapy(project, "simhash", "-h")
    assert overview.returncode == 0
    for name in SUBCOMMANDS:
        assert re.search(rf"^\s+{name}\s+\S", overview.stdout, re.MULTILINE), name
        own = scrapy(project, "simhash", name, "--help")
        assert own.returncode == 0, own.stderr
        assert f"scrapy simhash {name}" in own.stdout
        assert "--database" in own.stdout or name == "explain"


def test_usage_errors_exit_2(project):
    missing = scrapy(project, "simhash")
    assert missing.returncode == 2 and "subcommand is required" in missing.stderr
    unknown = scrapy(project, "simhash", "frobnicate")
    assert unknown.returncode == 2
    no_source = scrapy(project, "simhash", "lookup")
    assert no_source.returncode == 2 and "required" in no_source.stderr
    bad_age = scrapy(project, "simhash", "expire", "--older-than", "soon")
    assert bad_age.returncode == 2 and "not an age" in bad_age.stderr
    bad_setting = scrapy(project, "simhash", "stats", "-s", "SIMHASH_MAX_DISTANCE=99")
    assert bad_setting.returncode == 2 and "SIMHASH_MAX_DISTANCE" in bad_setting.stderr


def test_errors_exit_1_with_a_message_and_create_nothing(project, tmp_path):
    absent = tmp_path / "absent.sqlite3"
    result = scrapy(project, "simhash", "stats", "--database", f"sqlite:///{absent}")
    assert result.returncode == 1
    assert "no simhash index" in result.stderr and "Traceback" not in result.stderr
    assert not absent.exists()
    missing_file = scrapy(project, "simhash", "lookup", "no/such/page.html")
    assert missing_file.returncode == 1 and "no such file" in missing_file.stderr


def test_database_password_is_masked_in_errors(project):
    url = "postgresql+psycopg://operator:s3cret-pw@127.0.0.1:1/simhash"
    result = scrapy(project, "simhash", "stats", "--database", url)
    assert result.returncode == 1
    assert "s3cret-pw" not in result.stderr + result.stdout
    assert "cannot read" in result.stderr and "operator:***@" in result.stderr


# -- stats ------------------------------------------------------------------------------------

def test_stats_reports_the_crawl_index(project):
    entries = stored(project)
    result = scrapy(project, "simhash", "stats")
    assert result.returncode == 0, result.stderr
    row = re.search(r"^news\s+(\d+)\s+(\S+ \S+ UTC)\s+(\S+ \S+ UTC)$", result.stdout, re.MULTILINE)
    assert row and int(row.group(1)) == len(entries)
    assert row.group(2) <= row.group(3)
    assert str(project / ".scrapy/simhash/index.sqlite3") in result.stdout
    assert f"exact up to distance {K}" in result.stdout
    assert re.search(rf"^threshold:\s+{K} \(SIMHASH_MAX_DISTANCE", result.stdout, re.MULTILINE)
    too_far = scrapy(project, "simhash", "stats", "-s", f"SIMHASH_MAX_DISTANCE={K + 2}")
    assert re.search(rf"^threshold:\s+{K + 2} .*ABOVE what this layout answers", too_far.stdout,
                     re.MULTILINE)

    as_json = json.loads(scrapy(project, "simhash", "stats", "--json").stdout)
    [news] = as_json["namespaces"]
    assert news["name"] == "news" and news["entries"] == len(entries)
    assert news["oldest"] <= news["newest"]
    assert as_json["max_distance"] >= K


def test_stats_masks_the_password_of_a_postgres_index(project, postgres_url):
    from sqlalchemy.engine import make_url

    from scrapy_simhash.index import SimHashIndex

    with SimHashIndex(postgres_url, namespace="pg") as index:
        index.add_many([(0x1234, "a"), (0xFFFF0000, "b")])
    with_password = make_url(postgres_url).set(password="hunter22").render_as_string(
        hide_password=False)
    result = scrapy(project, "simhash", "stats", "--database", with_password)
    assert result.returncode == 0, result.stderr  # trust auth: the password is not checked
    assert "hunter22" not in result.stdout and "***" in result.stdout
    assert re.search(r"^pg\s+2\s", result.stdout, re.MULTILINE)


# -- lookup -----------------------------------------------------------------------------------

def test_lookup_file_lists_the_stored_copy_it_duplicates(project):
    entries = stored(project)
    dropped = [page for page in sorted((project / "site").glob("*/*-*.html"))
               if not any(key.endswith("/" + page.parent.name + "/" + page.name) for key in entries)]
    assert dropped, "the crawl dropped reposts"
    checked = 0
    for page in dropped[:6]:
        result = scrapy(project, "simhash", "lookup", str(page.relative_to(project)))
        assert result.returncode == 0, result.stderr
        fingerprint = page_fingerprint(page)
        assert f"{fingerprint:016x}" in result.stdout
        rows = re.findall(r"^\s+(\d+)\s+([0-9a-f]{16})\s+\S+ \S+ UTC\s+(\S+)$", result.stdout,
                          re.MULTILINE)
        for distance, hex_fingerprint, key in rows:
            assert entries[key] == int(hex_fingerprint, 16)
            assert int(distance) == hamming_distance(fingerprint, entries[key]) <= K
        if rows:
            checked += 1
            # The nearest stored page is the same article on another site.
            assert ARTICLE.search(rows[0][2]).group(1) == ARTICLE.search("/" + page.name).group(1)
    assert checked >= 3


def test_lookup_of_text_on_stdin_finds_the_stored_page_at_distance_0(project):
    key, fingerprint = next(iter(stored(project).items()))
    text = extract_text(site_file(project, key).read_bytes())
    result = scrapy(project, "simhash", "lookup", "-", "--json", stdin=text)
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout)
    assert found["page"]["fingerprint"] == fingerprint
    short = scrapy(project, "simhash", "lookup", "-", stdin="Ferry news.")
    assert short.returncode == 0 and "shorter than SIMHASH_MIN_TEXT_LENGTH" in short.stdout
    assert {"key": key, "distance": 0} in [
        {"key": m["key"], "distance": m["distance"]} for m in found["matches"]]


def test_lookup_url_fetches_the_page(project, serve):
    key = next(iter(stored(project)))
    body = site_file(project, key).read_bytes()
    site = serve({"/copy.html": (body, "text/html; charset=gbk" if "/kandian/" in key
                                 else "text/html; charset=utf-8")})
    result = scrapy(project, "simhash", "lookup", f"{site.url}/copy.html")
    assert result.returncode == 0, result.stderr
    assert re.search(rf"^\s+0\s+[0-9a-f]{{16}}\s+\S+ \S+ UTC\s+{re.escape(key)}$", result.stdout,
                     re.MULTILINE)
    gone = scrapy(project, "simhash", "lookup", f"{site.url}/missing.html")
    assert gone.returncode == 1 and "HTTP 404" in gone.stderr


def test_lookup_honours_a_lower_threshold(project):
    entries = stored(project)
    pages = sorted((project / "site").glob("*/*-*.html"))
    for page in pages:
        nearest = min(hamming_distance(page_fingerprint(page), fp) for fp in entries.values())
        if 1 <= nearest <= K:
            break
    else:
        pytest.skip(f"no page at distance 1..{K} from a stored one")
    strict = scrapy(project, "simhash", "lookup", str(page), "-k", str(nearest - 1))
    assert strict.returncode == 0
    assert "a crawl would keep it" in strict.stdout


# -- explain ----------------------------------------------------------------------------------

def test_explain_shows_texts_fingerprints_distance_and_verdict(project):
    copies: dict[str, list[Path]] = {}
    for page in sorted((project / "site").glob("*/*-*.html")):
        copies.setdefault(ARTICLE.search("/" + page.name).group(1), []).append(page)
    same = next(pages for pages in copies.values() if len(pages) >= 2)
    a, b = same[0], same[1]
    other = next(pages[0] for article, pages in copies.items()
                 if article[:2] == ARTICLE.search("/" + a.name).group(1)[:2] and pages[0] != a
                 and hamming_distance(page_fingerprint(pages[0]), page_fingerprint(a)) > K)

    result = scrapy(project, "simhash", "explain", str(a), str(b), "--width", "160")
    assert result.returncode == 0, result.stderr
    distance = hamming_distance(page_fingerprint(a), page_fingerprint(b))
    assert f"{page_fingerprint(a):016x}" in result.stdout
    assert f"{page_fingerprint(b):016x}" in result.stdout
    assert f"distance: {distance} (threshold {K})" in result.stdout
    verdict = "NEAR-DUPLICATES" if distance <= K else "distinct"
    assert verdict in result.stdout
    first_words = extract_text(a.read_bytes()).split("\n")[0][:30]
    assert first_words in result.stdout

    distinct = scrapy(project, "simhash", "explain", str(a), str(other), "--stacked")
    assert distinct.returncode == 0
    assert "distinct: both would be kept" in distinct.stdout
    assert "=== A: main text ===" in distinct.stdout

    as_json = json.loads(scrapy(project, "simhash", "explain", str(a), str(b), "--json").stdout)
    assert as_json["distance"] == distance
    assert as_json["first"]["text"] == extract_text(a.read_bytes())


# -- report -----------------------------------------------------------------------------------

def test_report_on_the_index_writes_a_png_and_a_table(project, tmp_path):
    entries = stored(project)
    image = tmp_path / "news.png"
    result = scrapy(project, "simhash", "report", "-o", str(image))
    assert result.returncode == 0, result.stderr
    width, height, pixels = read_png(image.read_bytes())
    assert width > 100 and height > 100
    assert len(set(pixels)) > 3  # bars, axes, threshold line: not a blank image

    rows = re.findall(r"^\s+(\d+)\s+(\d+)\s+[\d.]+%", result.stdout, re.MULTILINE)
    counts = {int(d): int(n) for d, n in rows}
    assert sum(counts.values()) == len(entries)
    values = list(entries.values())
    for distance in range(max(counts) + 1):
        expected = sum(1 for i, fp in enumerate(values)
                       if min(hamming_distance(fp, other) for j, other in enumerate(values)
                              if j != i) == distance)
        assert counts.get(distance, 0) == expected, distance
    assert re.search(rf"^\s+{K}\s+\d+\s+[\d.]+%.*<- threshold$", result.stdout, re.MULTILINE)


def test_report_on_a_sample_crawl_lists_example_pairs_near_the_threshold(project, tmp_path):
    image = tmp_path / "sample.png"
    # The sample's copies sit at distance 0-2: a threshold of 2 puts pairs in the listed
    # range (threshold - 2 to threshold + 3).
    result = scrapy(project, "simhash", "report", "--sample", "site", "-o", str(image),
                    "--examples", "2", "-s", "SIMHASH_MAX_DISTANCE=2")
    assert result.returncode == 0, result.stderr
    read_png(image.read_bytes())
    pairs = re.findall(r"^\s+distance (\d+) \([<>]= ?threshold\): (\S+)  ~  (\S+)$",
                       result.stdout, re.MULTILINE)
    assert pairs
    for distance, a, b in pairs:
        assert 0 <= int(distance) <= 5
        assert hamming_distance(page_fingerprint(project / "site" / a),
                                page_fingerprint(project / "site" / b)) == int(distance)
    # Reposts of one article are each other's nearest neighbours: most pages sit under k.
    measured = re.search(r"(\d+) of (\d+) measured pages have a near-duplicate", result.stdout)
    assert measured and int(measured.group(1)) > int(measured.group(2)) // 2


def test_report_default_image_name_and_json(project):
    result = scrapy(project, "simhash", "report", "--json", "-k", "2")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["image"] == "simhash-report-news.png"
    read_png((project / data["image"]).read_bytes())
    assert data["report"]["threshold"] == 2
    assert sum(data["report"]["counts"]) == len(stored(project))


def test_report_on_the_index_says_it_only_bounds_the_threshold(project):
    result = scrapy(project, "simhash", "report", "-o", "index.png")
    assert result.returncode == 0, result.stderr
    assert "The index alone cannot place the threshold higher" in result.stdout
    assert "--sample PATH" in result.stdout
    assert "any threshold from" not in result.stdout


def test_report_without_matplotlib_prints_the_text_and_how_to_get_the_chart(project, tmp_path):
    # Python refuses to import a module whose sys.modules entry is None: as if not installed.
    code = ("import sys; sys.modules['matplotlib'] = None; "
            "from scrapy.cmdline import execute; execute()")
    image = tmp_path / "none.png"
    result = subprocess.run(
        [sys.executable, "-c", code, "simhash", "report", "-o", str(image)],
        cwd=project, capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    assert re.search(rf"^\s+{K}\s+\d+\s+[\d.]+%.*<- threshold$", result.stdout, re.MULTILINE)
    assert 'pip install "scrapy-simhash[report]"' in result.stderr
    assert not image.exists()


def test_report_needs_two_pages(project, tmp_path):
    empty = tmp_path / "empty"
    empty.mkdir()
    no_pages = scrapy(project, "simhash", "report", "--sample", str(empty))
    assert no_pages.returncode == 1 and "no .html" in no_pages.stderr
    lonely = tmp_path / "one.jsonl"
    lonely.write_text(json.dumps({"url": "u", "text": "one article about river ferries"}) + "\n")
    one = scrapy(project, "simhash", "report", "--sample", str(lonely))
    assert one.returncode == 1 and "at least 2 are needed" in one.stderr


# -- expire and delete --------------------------------------------------------------------------

def test_expire_removes_only_old_entries(project, tmp_path):
    copy, url = copy_index(project, tmp_path)
    before = len(stored(project, copy))
    kept = scrapy(project, "simhash", "expire", "--older-than", "30d", "--database", url)
    assert kept.returncode == 0, kept.stderr
    assert "expired 0 entries" in kept.stdout and len(stored(project, copy)) == before
    time.sleep(1.1)
    dry = scrapy(project, "simhash", "expire", "--older-than", "1s", "--dry-run", "--database", url)
    assert dry.returncode == 0, dry.stderr
    assert f"would remove {before} of {before} entries" in dry.stdout
    listed = [line.strip() for line in dry.stdout.splitlines() if line.startswith("  http")]
    assert len(listed) == 5 and set(listed) <= set(stored(project, copy))
    assert f"... and {before - 5} more" in dry.stdout and len(stored(project, copy)) == before
    # Emptying the namespace needs --yes.
    refused = scrapy(project, "simhash", "expire", "--older-than", "1s", "--database", url)
    assert refused.returncode == 2 and "--yes" in refused.stderr
    assert len(stored(project, copy)) == before
    ambiguous = scrapy(project, "simhash", "expire", "--older-than", "1m", "--database", url)
    assert ambiguous.returncode == 2 and "1min for minutes or 1mo for months" in ambiguous.stderr
    gone = scrapy(project, "simhash", "expire", "--older-than", "1s", "--yes", "--database", url)
    assert gone.returncode == 0
    assert f"expired {before} entries" in gone.stdout
    assert stored(project, copy) == {}


def test_delete_removes_a_key_and_reports_unknown_keys(project, tmp_path):
    copy, url = copy_index(project, tmp_path)
    entries = stored(project, copy)
    key = min(entries)
    result = scrapy(project, "simhash", "delete", key, "--database", url)
    assert result.returncode == 0, result.stderr
    assert f"deleted 1 entry for {key}" in result.stdout
    assert set(stored(project, copy)) == set(entries) - {key}
    again = scrapy(project, "simhash", "delete", key, "--database", url)
    assert again.returncode == 1 and "no entry" in again.stderr
    others = sorted(set(entries) - {key})
    dry = scrapy(project, "simhash", "delete", *others[:2], "--dry-run", "--database", url)
    assert dry.returncode == 0 and f"would remove 2 of {len(others)} entries" in dry.stdout
    everything = scrapy(project, "simhash", "delete", *others, "--database", url)
    assert everything.returncode == 2 and "--yes" in everything.stderr
    assert set(stored(project, copy)) == set(others)
    # Looking the page up now finds no copy at distance 0 under that key.
    lookup = scrapy(project, "simhash", "lookup", str(site_file(project, key)), "--database", url)
    assert key not in lookup.stdout


# -- import -------------------------------------------------------------------------------------

def test_import_backfills_skips_bad_lines_and_resumes(project, tmp_path):
    database = tmp_path / "imported.sqlite3"
    url = f"sqlite:///{database}"
    pages = sorted((project / "site").glob("*/*-*.html"))[:6]
    corpus = tmp_path / "corpus.jsonl"
    lines = [json.dumps({"url": f"https://old.example/{p.name}",
                         "html": p.read_bytes().decode("utf-8", "replace")}) for p in pages[:3]]
    lines.insert(1, "{not json")
    lines.append(json.dumps({"url": "https://old.example/text", "text": "A plain text article "
                             "about river ferries, their timetables and the people on board."}))
    lines.append(json.dumps({"title": "no url"}))
    corpus.write_text("\n".join(lines) + "\n")

    result = scrapy(project, "simhash", "import", str(corpus), "--database", url,
                    "--namespace", "archive", "--workers", "0", "--batch-size", "2")
    assert result.returncode == 0, result.stderr
    assert f"{corpus}:2: skipped: not valid JSON" in result.stderr
    assert f"{corpus}:6: skipped: no \"url\"" in result.stderr
    assert re.search(r"lines read:\s+6$", result.stdout, re.MULTILINE)
    assert re.search(r"bad lines \(skipped\):\s+2$", result.stdout, re.MULTILINE)
    assert re.search(r"stored:\s+4$", result.stdout, re.MULTILINE)
    imported = stored(project, database)
    assert set(imported) == {f"https://old.example/{p.name}" for p in pages[:3]} | {
        "https://old.example/text"}
    assert imported[f"https://old.example/{pages[0].name}"] == page_fingerprint(pages[0])

    # Appended lines: a rerun starts after the last line done.
    with corpus.open("a") as handle:
        for p in pages[3:]:
            handle.write(json.dumps({"url": f"https://old.example/{p.name}",
                                     "html": p.read_bytes().decode("utf-8", "replace")}) + "\n")
    resumed = scrapy(project, "simhash", "import", str(corpus), "--database", url,
                     "--namespace", "archive", "--workers", "1")
    assert resumed.returncode == 0, resumed.stderr
    assert "resumed after line 6" in resumed.stdout
    assert re.search(r"lines read:\s+3$", resumed.stdout, re.MULTILINE)
    assert "skipped" not in resumed.stderr  # the bad lines are behind the checkpoint
    assert len(stored(project, database)) == 7

    # --restart reads everything again; stored pairs are not stored twice.
    again = scrapy(project, "simhash", "import", str(corpus), "--database", url,
                   "--namespace", "archive", "--restart", "--workers", "0")
    assert re.search(r"already in index:\s+7$", again.stdout, re.MULTILINE)
    assert len(stored(project, database)) == 7

    stats = scrapy(project, "simhash", "stats", "--database", url)
    assert re.search(r"^archive\s+7\s", stats.stdout, re.MULTILINE)


def test_import_interrupted_by_ctrl_c_resumes_where_it_stopped(project, tmp_path):
    import signal

    corpus = tmp_path / "big.jsonl"
    with corpus.open("w") as handle:
        for i in range(3000):
            words = " ".join(f"w{(i * 31 + j * 17) % 5000}" for j in range(120))
            handle.write(json.dumps({"url": f"https://old/{i}", "text": words}) + "\n")
    database = tmp_path / "big.sqlite3"
    command = [sys.executable, "-m", "scrapy", "simhash", "import", str(corpus), "--database",
               f"sqlite:///{database}", "--namespace", "big", "--workers", "0",
               "--batch-size", "100"]
    checkpoint = Path(str(corpus) + ".simhash-import.json")
    process = subprocess.Popen(command, cwd=project, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while not checkpoint.exists() and time.monotonic() < deadline and process.poll() is None:
        time.sleep(0.05)
    process.send_signal(signal.SIGINT)
    _, stderr = process.communicate(timeout=60)
    done = json.loads(checkpoint.read_text())["line"]
    if process.returncode == 0:
        pytest.skip("the import finished before the interrupt arrived")
    assert process.returncode == 130 and "run the same command again to resume" in stderr
    assert 0 < done < 3000 and len(stored(project, database)) >= done

    resumed = subprocess.run(command, cwd=project, capture_output=True, text=True, timeout=120,
                             check=False)
    assert resumed.returncode == 0, resumed.stderr
    assert f"resumed after line {done:,}" in resumed.stdout
    assert re.search(rf"lines read:\s+{3000 - done:,}$", resumed.stdout, re.MULTILINE)
    assert len(stored(project, database)) == 3000


def test_import_check_stores_only_new_articles(project, tmp_path):
    copy, url = copy_index(project, tmp_path)
    before = stored(project, copy)
    corpus = tmp_path / "reposts.jsonl"
    with corpus.open("w") as handle:
        for page in sorted((project / "site").glob("*/*-*.html")):
            handle.write(json.dumps({"url": "https://mirror.example/" + page.name,
                                     "html": page.read_bytes().decode("utf-8", "replace")}) + "\n")
    result = scrapy(project, "simhash", "import", str(corpus), "--database", url,
                    "--check", "--workers", "0")
    assert result.returncode == 0, result.stderr
    added = int(re.search(r"stored:\s+(\d+)$", result.stdout, re.MULTILINE).group(1))
    duplicates = int(re.search(r"near-duplicates:\s+(\d+)", result.stdout).group(1))
    assert added + duplicates == 48
    assert duplicates > added  # the crawl stored every article already
    assert len(stored(project, copy)) == len(before) + added


def test_import_needs_a_namespace_outside_a_single_spider(project, tmp_path):
    corpus = tmp_path / "c.jsonl"
    corpus.write_text('{"url": "u", "text": "some words here"}\n')
    result = scrapy(project, "simhash", "import", str(corpus), "--database",
                    f"sqlite:///{tmp_path / 'x.sqlite3'}")
    assert result.returncode == 2 and "namespace" in result.stderr


def test_spider_option_applies_the_spiders_namespace(project, tmp_path):
    page = min((project / "site" / "harbor").glob("en-*.html"))
    result = scrapy(project, "simhash", "lookup", str(page), "--spider", "news", "--json",
                    "-s", "SIMHASH_MAX_DISTANCE=2")
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout)
    assert found["namespace"] == "news" and found["max_distance"] == 2
    unknown = scrapy(project, "simhash", "report", "--spider", "nope")
    assert unknown.returncode == 1 and "no spider named 'nope'" in unknown.stderr


def test_readme_walkthrough_names_only_real_subcommands():
    readme = (EXAMPLE / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Tools walkthrough", 1)[1]
    named = set(re.findall(r"scrapy simhash (\w+)", section))
    assert named == set(SUBCOMMANDS)
    pages = set(re.findall(r"\b(site/\w+/[\w-]+\.html)\b", section))
    assert pages and all((EXAMPLE / page).is_file() for page in pages)


@pytest.mark.parametrize(("cores", "workers"), [(None, 0), (1, 0), (2, 0), (4, 3), (64, 8)])
def test_import_workers_default_to_the_spare_cores(cores, workers):
    from scrapy_simhash.commands._run import default_import_workers

    assert default_import_workers(cores) == workers
