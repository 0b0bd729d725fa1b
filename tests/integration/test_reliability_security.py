"""Settings cannot inject SQL, the database password never reaches logs or stats, and the
example's web server listens on the loopback interface only.

There is no table-prefix setting: table names are fixed constants of the index
(``simhash_*``); the namespace is the only setting that reaches SQL, always as a bound
value.
"""

from __future__ import annotations

import importlib.util
import sqlite3
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scrapy import Spider
from scrapy.settings import Settings
from scrapy.utils.misc import build_from_crawler
from scrapy.utils.test import get_crawler

from scrapy_simhash import SimHashPipeline
from scrapy_simhash.index import SimHashIndex
from scrapy_simhash.index.url import mask_password, scrub
from scrapy_simhash.runtime.workers import extract_and_fingerprint
from scrapy_simhash.settings import SimHashConfig
from tests.reliability_fixtures import (
    assert_clean_finish,
    crawl_settings,
    free_port,
    log_lines,
)
from tests.sites import corpus_articles, index_page, page, template_a, template_b

HOSTILE_NAMESPACE = "site'); DROP TABLE simhash_entries; --\" \\ ; DELETE FROM simhash_meta"
PASSWORD = "Pw-0f-the-Test"


def small_site() -> dict[str, tuple[bytes, str]]:
    first, second = corpus_articles()[:2]
    pages = {
        "/a/1.html": page(template_a(first["title"], first["paragraphs"])),
        "/a/2.html": page(template_a(second["title"], second["paragraphs"])),
        "/a/1-repost.html": page(template_b(first["title"], first["paragraphs"])),
    }
    pages["/"] = index_page(sorted(pages))
    return pages


@pytest.mark.slow
def test_hostile_namespace_is_stored_as_data_not_run_as_sql(db_url, serve, run_crawl):
    victim = corpus_articles()[5]
    _, victim_fingerprint = extract_and_fingerprint(
        template_a(victim["title"], victim["paragraphs"]), None)
    with SimHashIndex(db_url, namespace="victim") as index:
        index.check_and_add(victim_fingerprint, "victim/1")

    site = serve(small_site())
    result = run_crawl(site.url + "/",
                       crawl_settings(db_url, SIMHASH_NAMESPACE=HOSTILE_NAMESPACE))

    assert_clean_finish(result)
    assert result.stat("simhash/stored") == 2 and result.stat("simhash/dropped") == 1
    # The tables and the other namespace's data are intact; the namespace is a plain value.
    with SimHashIndex(db_url, namespace=HOSTILE_NAMESPACE) as index:
        assert index.count() == 2
    with SimHashIndex(db_url, namespace="victim") as index:
        assert [m.key for m in index.find(victim_fingerprint)] == ["victim/1"]
    from sqlalchemy import create_engine, text

    engine = create_engine(db_url)
    try:
        with engine.connect() as conn:
            names = {row[0] for row in conn.execute(text("SELECT name FROM simhash_namespaces"))}
            assert conn.execute(text("SELECT count(*) FROM simhash_meta")).scalar_one() > 0
    finally:
        engine.dispose()
    assert names == {"victim", HOSTILE_NAMESPACE}


@pytest.mark.parametrize("namespace", ["site\x00", "a\nb", "x" * 256, "tab\there"])
def test_namespaces_that_cannot_be_stored_faithfully_are_refused_at_start(namespace):
    with pytest.raises(ValueError, match="SIMHASH_NAMESPACE"):
        SimHashConfig.from_settings(Settings({"SIMHASH_NAMESPACE": namespace}))


@pytest.mark.parametrize(
    ("url", "secrets"),
    [
        ("postgresql+psycopg://crawler:s3cret@db.example:5432/simhash", ["s3cret"]),
        ("postgresql+psycopg://crawler:p%40ss%2Fword@db/simhash", ["p%40ss%2Fword", "p@ss"]),
        # Unescaped separators make the URL ambiguous; no part of the password may show.
        ("postgresql://crawler:pa@ss/wo?rd@db/simhash", ["pa@ss", "wo?rd", "ss/wo"]),
        ("postgresql://crawler@db/simhash?password=qs-secret&sslmode=require", ["qs-secret"]),
        ("postgresql+psycopg://crawler@db/simhash?sslmode=require&sslpassword=key-pass"
         "&passfile=/home/c/.pgpass&api_token=t0k3n", ["key-pass", "pgpass", "t0k3n"]),
        # Not a URL SQLAlchemy parses (port): shown lexically, the query hidden whole.
        ("postgresql://crawler:s3cret@db:port/simhash?password=qs-secret", ["s3cret", "qs-secret"]),
    ],
)
def test_mask_password_hides_every_part_of_the_password(url, secrets):
    masked = mask_password(url)
    assert "***" in masked
    for secret in secrets:
        assert secret not in masked
    assert "crawler" in masked  # the rest stays readable


def test_sqlite_urls_are_shown_unchanged():
    assert mask_password("sqlite:////data/a@b:c.sqlite3") == "sqlite:////data/a@b:c.sqlite3"


def test_masked_urls_keep_everything_but_the_secrets():
    assert (mask_password("postgresql+psycopg://crawler:pw@db.example:5432/simhash"
                          "?sslmode=require&password=x&connect_timeout=5")
            == "postgresql+psycopg://crawler:***@db.example:5432/simhash"
               "?connect_timeout=5&sslmode=require&password=***")
    assert (mask_password("postgresql://crawler@db/simhash?password=x")
            == "postgresql://crawler@db/simhash?password=***")
    assert mask_password("not a url") == "not a url"
    assert mask_password("crawler:pw@db") == "<unparsable database URL>"


@given(st.text(alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",),
                                      exclude_characters="*"), min_size=4, max_size=20))
@settings(max_examples=200, deadline=None)
def test_any_escaped_password_is_masked_and_scrubbed(password):
    from urllib.parse import quote

    escaped = quote(password, safe="")
    url = f"postgresql+psycopg://crawler:{escaped}@db.example/simhash?sslpassword={escaped}"
    assert mask_password(url) == (
        "postgresql+psycopg://crawler:***@db.example/simhash?sslpassword=***")
    message = f"failed for {password} ({escaped.lower()}) at db.example"
    assert password not in scrub(message, url) and escaped.lower() not in scrub(message, url)


def test_secrets_of_an_unparsable_url_are_scrubbed_too():
    url = "postgresql://crawler:p%40ss@db:port/simhash?password=qs%2Dsecret"
    message = "could not use postgresql://crawler:p%40ss@db:port/simhash (p@ss, qs-secret)"
    assert scrub(message, url) == "could not use postgresql://crawler:***@db:port/simhash (***, ***)"


class NamedSpider(Spider):
    name = "named"


def test_unparsable_url_is_refused_at_start_without_echoing_the_password():
    crawler = get_crawler(NamedSpider, {
        "SIMHASH_ENABLED": True,
        "SIMHASH_DATABASE_URL": f"postgresql+psycopg://crawler:{PASSWORD}@db:notaport/x",
    })
    with pytest.raises(ValueError, match="SIMHASH_DATABASE_URL is not a valid") as failure:
        build_from_crawler(SimHashPipeline, crawler)
    assert PASSWORD not in str(failure.value)


@pytest.mark.slow
def test_password_stays_out_of_logs_and_stats_when_the_server_is_unreachable(
        serve, run_crawl):
    url = (f"postgresql+psycopg://postgres:{PASSWORD}@127.0.0.1:{free_port()}/simhash"
           f"?password={PASSWORD}2&connect_timeout=2")
    site = serve(small_site())
    result = run_crawl(site.url + "/", crawl_settings(url))

    assert result.stat("finish_reason") == "finished"
    assert len(result.items) == 3  # fail-open: nothing could be checked, nothing is lost
    assert result.stat("simhash/kept_unchecked") == 3
    warnings = log_lines(result.log, "WARNING", "scrapy_simhash.runtime.gateway")
    assert len(warnings) == 1 and "postgres:***@127.0.0.1" in warnings[0]
    assert PASSWORD not in result.log  # DEBUG included: the harness logs everything
    assert PASSWORD not in repr(result.stats)


def test_example_site_and_test_sites_listen_on_loopback_only(serve):
    example = Path(__file__).resolve().parents[2] / "example_project" / "example_project"
    spec = importlib.util.spec_from_file_location("example_localsite", example / "localsite.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    local_site = module.LocalSite().start()
    try:
        assert local_site._server.server_address[0] == "127.0.0.1"
        assert local_site.url.startswith("http://127.0.0.1:")
    finally:
        local_site.stop()
    assert serve({}).server.server_address[0] == "127.0.0.1"


def test_sqlite_identifiers_do_not_depend_on_settings(tmp_path):
    """Two very different namespaces produce exactly the same tables."""
    first, second = tmp_path / "a.sqlite3", tmp_path / "b.sqlite3"
    SimHashIndex(f"sqlite:///{first}", namespace="plain").close()
    SimHashIndex(f"sqlite:///{second}", namespace=HOSTILE_NAMESPACE).close()

    def schema(path: Path) -> list[tuple[str, str]]:
        with sqlite3.connect(path) as conn:
            return sorted(conn.execute("SELECT name, sql FROM sqlite_master").fetchall(),
                          key=lambda row: row[0])

    assert schema(first) == schema(second)
    assert all(name.startswith(("simhash_", "sqlite_")) for name, _ in schema(first))
