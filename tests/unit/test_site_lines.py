"""The site memory's lines in the index database (SIMHASH_SITE_MEMORY_PERSIST): stored
and loaded per host and namespace, merged by upsert, bounded, added to old databases,
saved by several writers at once; and how a memory takes stored lines in."""

from __future__ import annotations

import threading
import uuid

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import create_engine, text

from scrapy_simhash.extract.site_memory import SiteMemory, StoredLine
from scrapy_simhash.index import SimHashIndex
from scrapy_simhash.index.site_lines import SiteLine
from tests.index_backends import index_url  # noqa: F401 - the fixture

TOP = 2**64 - 1  # the largest unsigned key: stored signed, read back unsigned
FAR = [0, 2**64 - 1, 0x0F0F_0F0F_0F0F_0F0F]  # fingerprints far apart


def test_lines_round_trip_per_host_and_namespace(index_url: str) -> None:  # noqa: F811
    lines = [SiteLine("a.example", 1, (5, TOP), False), SiteLine("a.example", TOP, (), True),
             SiteLine("b.example", 3, (9,), False)]
    with SimHashIndex(index_url) as index:
        index.save_site_lines(lines, 10, 100)
        assert index.load_site_lines("a.example", 10) == lines[:2]  # oldest first
        assert index.load_site_lines("b.example", 10) == lines[2:]
        assert index.load_site_lines("c.example", 10) == []
        assert index.load_site_lines("a.example", 1) == lines[1:2]  # the newest
    with SimHashIndex(index_url, namespace="other") as index:
        assert index.load_site_lines("a.example", 10) == []


def test_lines_survive_reopening(db_url: str) -> None:
    with SimHashIndex(db_url) as index:
        index.save_site_lines([SiteLine("a.example", 7, (1, 2), False)], 10, 100)
    with SimHashIndex(db_url) as index:
        assert index.load_site_lines("a.example", 10) == [SiteLine("a.example", 7, (1, 2), False)]


def test_a_known_line_stays_known_when_a_later_save_has_only_pages(index_url: str) -> None:  # noqa: F811
    with SimHashIndex(index_url) as index:
        index.save_site_lines([SiteLine("a.example", 1, (), True),
                               SiteLine("a.example", 2, (4,), False)], 10, 100)
        index.save_site_lines([SiteLine("a.example", 1, (8,), False),
                               SiteLine("a.example", 2, (4, 6), False)], 10, 100)
        assert index.load_site_lines("a.example", 10) == [
            SiteLine("a.example", 1, (), True), SiteLine("a.example", 2, (4, 6), False)]


def test_a_database_made_before_the_table_gets_it_and_keeps_its_entries(db_url: str) -> None:
    with SimHashIndex(db_url) as index:
        index.check_and_add(0xFFFF_0000, "kept")
    engine = create_engine(db_url)
    with engine.begin() as conn:
        conn.execute(text("DROP TABLE simhash_site_lines"))  # as an older version made it
    engine.dispose()
    with SimHashIndex(db_url) as index:
        assert [m.key for m in index.find(0xFFFF_0000)] == ["kept"]
        index.save_site_lines([SiteLine("a.example", 1, (2,), False)], 10, 100)
        assert index.load_site_lines("a.example", 10) == [SiteLine("a.example", 1, (2,), False)]


saves = st.lists(  # each save: lines of a few hosts, keys from a small range (overlaps)
    st.lists(st.tuples(st.sampled_from("abc"), st.integers(0, 12), st.booleans()),
             min_size=1, max_size=20),
    min_size=1, max_size=4)


def test_stored_lines_stay_within_their_bounds_and_the_newest_are_kept(
    index_url: str,  # noqa: F811
) -> None:
    @settings(max_examples=15 if index_url == "memory://" else 8, deadline=None,
              suppress_health_check=[HealthCheck.too_slow])
    @given(saves=saves, per_host=st.integers(1, 6), total=st.integers(1, 12))
    def check(saves: list[list[tuple[str, int, bool]]], per_host: int, total: int) -> None:
        with SimHashIndex(index_url, namespace=uuid.uuid4().hex) as index:
            for save in saves:  # a line saved twice in one save: the later one counts
                lines = [SiteLine(host, key, () if known else (key + 1,), known)
                         for host, key, known in save]
                index.save_site_lines(lines, per_host, total)
            held = {host: index.load_site_lines(host, 10**6) for host in "abc"}
            assert all(len(lines) <= per_host for lines in held.values())
            assert sum(len(lines) for lines in held.values()) <= total
            # The last line saved is always kept: it is the newest.
            host, key, _ = saves[-1][-1]
            assert key in {line.key for line in held[host]}

    check()


@pytest.mark.postgres
def test_crawlers_saving_the_same_lines_at_once_neither_fail_nor_deadlock(
    postgres_url: str,
) -> None:
    SimHashIndex(postgres_url).close()
    errors: list[BaseException] = []
    # Each writer saves every line, in its own order, several times over.
    lines = [SiteLine(host, key, (key + 1,), False) for host in "abcd" for key in range(300)]

    def writer(n: int) -> None:
        try:
            with SimHashIndex(postgres_url) as index:
                for round_ in range(4):
                    order = lines[n + round_:] + lines[:n + round_]
                    index.save_site_lines(order[::-1] if n % 2 else order, 200, 700)
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    assert not any(thread.is_alive() for thread in threads)
    assert errors == []
    with SimHashIndex(postgres_url) as index:
        held = [index.load_site_lines(host, 10**6) for host in "abcd"]
    assert all(len(lines) <= 200 for lines in held)
    assert sum(map(len, held)) <= 700


# -- a memory taking stored lines in --------------------------------------------------


def test_stored_pages_count_beside_this_crawls_pages() -> None:
    memory = SiteMemory(min_pages=3, max_distance=3)
    memory.merge("a.example", [StoredLine(1, (FAR[0], FAR[1]), False)])
    assert memory.known("https://a.example/x") == frozenset()
    memory.record("https://a.example/x", [1], FAR[2])  # a third different page
    assert memory.known("https://a.example/x") == {1}


def test_a_stored_page_this_crawl_sees_again_counts_once() -> None:
    memory = SiteMemory(min_pages=3, max_distance=3)
    memory.record("https://a.example/x", [1], FAR[0])
    memory.merge("a.example", [StoredLine(1, (FAR[0] ^ 0b11, FAR[1]), False)])
    assert memory.known("https://a.example/x") == frozenset()  # two different pages
    memory.record("https://a.example/y", [1], FAR[2])
    assert memory.known("https://a.example/x") == {1}


def test_a_stored_known_line_is_known_at_once_and_lines_of_gives_it_back() -> None:
    memory = SiteMemory()
    memory.merge("a.example", [StoredLine(1, (), True), StoredLine(2, (FAR[0],), False)])
    assert memory.known("https://a.example/") == {1}
    assert memory.lines_of("a.example") == [StoredLine(1, (), True),
                                            StoredLine(2, (FAR[0],), False)]
    assert memory.take_changed() == []  # loaded, not learnt: nothing to save


def test_only_lines_recorded_since_the_last_take_are_changed() -> None:
    memory = SiteMemory()
    memory.merge("a.example", [StoredLine(9, (FAR[2],), False)])
    memory.record("https://a.example/", [1, 2], FAR[0])
    memory.record("https://b.example/", [1], FAR[0])
    assert memory.take_changed() == [
        ("a.example", [StoredLine(1, (FAR[0],), False), StoredLine(2, (FAR[0],), False)]),
        ("b.example", [StoredLine(1, (FAR[0],), False)])]
    memory.record("https://a.example/2", [2], FAR[1])  # line 1 unseen: keeps its place
    assert memory.take_changed() == [("a.example", [StoredLine(2, (FAR[0], FAR[1]), False)])]
    memory.mark_changed("b.example", [1])
    assert memory.take_changed() == [("b.example", [StoredLine(1, (FAR[0],), False)])]
    assert memory.take_changed() == []


stored_lines = st.lists(st.builds(StoredLine, st.integers(0, 40),
                                  st.lists(st.sampled_from(FAR), max_size=3).map(tuple),
                                  st.booleans()),
                        max_size=40)


@settings(max_examples=200, deadline=None)
@given(per_host=st.integers(1, 8), total=st.integers(1, 20),
       merges=st.lists(st.tuples(st.sampled_from("abc"), stored_lines), max_size=5),
       recorded=st.lists(st.tuples(st.sampled_from("abc"), st.lists(st.integers(0, 40)),
                                   st.sampled_from(FAR)), max_size=10))
def test_merged_lines_stay_within_the_memory_bounds(
    per_host: int, total: int, merges: list[tuple[str, list[StoredLine]]],
    recorded: list[tuple[str, list[int], int]],
) -> None:
    memory = SiteMemory(min_pages=3, max_lines=total, max_lines_per_host=per_host)
    for (host, lines), (other, keys, page) in zip(merges, recorded, strict=False):
        memory.merge(host, lines)
        memory.record(f"https://{other}/", keys, page)
    held = {host: memory.lines_of(host) for host in "abc"}
    assert all(len(lines) <= per_host for lines in held.values())
    assert sum(map(len, held.values())) == len(memory) <= total
    for lines in held.values():  # a line has pages until it is known, and fewer than three
        assert all(line.known == (not line.pages) and len(line.pages) < 3 for line in lines)


def test_relayout_and_compaction_keep_the_stored_lines(db_url: str) -> None:
    from scrapy_simhash.index.relayout import relayout

    lines = [SiteLine("a.example", 1, (5,), False), SiteLine("a.example", 2, (), True)]
    with SimHashIndex(db_url) as index:
        index.check_and_add(0xFFFF_0000, "kept")
        index.save_site_lines(lines, 10, 100)
    relayout(db_url, 3)
    relayout(db_url, 3, layout="blocks:4/compact")
    with SimHashIndex(db_url, max_distance=3) as index:
        assert index.layout.name == "blocks:4" and index.layout.compact
        assert [m.key for m in index.find(0xFFFF_0000)] == ["kept"]
        assert index.load_site_lines("a.example", 10) == lines
