"""SiteMemory: lines a host repeats on pages of different contents are left out of the
main text, within fixed bounds; copies of one page teach it nothing."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from scrapy_simhash.extract import SiteMemory, extract_text
from scrapy_simhash.fingerprint.page import fingerprint_text
from scrapy_simhash.fingerprint.version import DEFAULT_FINGERPRINT
from scrapy_simhash.runtime.worker_main import PageResult, RawPage, fingerprint_page
from tests.site_pages import LONG, SHORT, STAFF, article_page

STORIES = [*LONG, *SHORT]


def url(n: int, host: str = "courier.example") -> str:
    return f"https://{host}/news/{n}"


def crawl_page(memory: SiteMemory, body: bytes, address: str | None) -> PageResult:
    """One page the crawl's way: known lines to the worker's code, its lines back."""
    result = fingerprint_page(RawPage(body, "utf-8", address, memory.known(address)),
                              DEFAULT_FINGERPRINT)  # fmt: skip
    memory.record(address, result.line_keys, result.fingerprint)
    return result


def test_without_memory_the_staff_list_wins_on_a_short_story() -> None:
    # The case site memory exists for (if this starts failing, the pages no longer show
    # it and the tests below prove nothing).
    for story in SHORT:
        assert STAFF[0] in extract_text(article_page(story)[0])


def test_the_staff_list_is_left_out_once_three_different_pages_showed_it() -> None:
    memory = SiteMemory(min_pages=3)
    results = [crawl_page(memory, article_page(s)[0], url(n)) for n, s in enumerate(STORIES)]
    assert [r.site_lines_removed > 0 for r in results] == [False] * 3 + [True] * 3
    for story, result in zip(STORIES[3:], results[3:], strict=True):
        assert result.text == "\n".join(story)
        assert result.fingerprint == fingerprint_text(result.text, DEFAULT_FINGERPRINT)
    # Off (no site lines): the page's lines are neither used nor sent back.
    off = fingerprint_page(RawPage(article_page(SHORT[0])[0], "utf-8", url(9)),
                           DEFAULT_FINGERPRINT)  # fmt: skip
    assert off.line_keys == () and STAFF[0] in off.text


def test_other_hosts_learn_nothing_from_this_one() -> None:
    memory = SiteMemory(min_pages=3)
    for n, story in enumerate(LONG):
        crawl_page(memory, article_page(story)[0], url(n))
    other = crawl_page(memory, article_page(SHORT[0])[0], url(1, "other.example"))
    assert other.site_lines_removed == 0 and STAFF[0] in other.text


def test_copies_of_one_article_under_many_urls_teach_nothing() -> None:
    # An article the site shows under many URLs, or one URL fetched again, is one page:
    # its lines must not become the site's and be cut from its next copy.
    memory = SiteMemory(min_pages=2)
    body = article_page(LONG[0])[0]
    alone = extract_text(body)
    for n in range(6):
        assert crawl_page(memory, body, url(n % 2)).text == alone
    assert memory.known(url(7)) == frozenset()


def test_a_copy_of_a_page_seen_before_keeps_its_text() -> None:
    memory = SiteMemory(min_pages=3)
    for n, story in enumerate(STORIES):
        crawl_page(memory, article_page(story)[0], url(n))
    # Known lines only, apart from the story: it is extracted as without memory.
    copy = article_page(SHORT[0][:1])[0]
    assert crawl_page(memory, copy, url(20)).text == extract_text(copy)


LINE = st.integers(0, 11)  # line keys: few, so that lines repeat across pages
FINGERPRINT = st.sampled_from([0, 0b111, 2**64 - 1, 2**40 - 1, 0xF0F0F0F0F0F0F0F0])


@settings(max_examples=80, deadline=None)
@given(pages=st.lists(st.tuples(st.integers(0, 3), FINGERPRINT, st.lists(LINE, max_size=6)),
                      max_size=40),
       min_pages=st.integers(1, 3))  # fmt: skip
def test_known_lines_are_those_seen_on_enough_different_pages(pages, min_pages) -> None:
    # Large bounds: nothing is evicted. The fingerprints are 3 bits (0 and 0b111, one
    # page) or 24+ bits apart (different pages) at max_distance 3.
    memory = SiteMemory(min_pages=min_pages, max_distance=3)
    seen: dict[tuple[int, int], set[int]] = {}
    for n, (host, fingerprint, keys) in enumerate(pages):
        memory.record(f"https://h{host}.example/{n}", keys, fingerprint)
        for key in keys:
            seen.setdefault((host, key), set()).add(0 if fingerprint == 0b111 else fingerprint)
        for asked in range(4):
            expected = {key for (h, key), contents in seen.items()
                        if h == asked and len(contents) >= min_pages}  # fmt: skip
            assert memory.known(f"https://h{asked}.example/x") == expected


@settings(max_examples=60, deadline=None)
@given(pages=st.lists(st.tuples(st.integers(0, 9), st.integers(0, 2**64 - 1),
                                st.lists(st.integers(0, 40), max_size=8)), max_size=60))
def test_memory_stays_within_its_bounds(pages) -> None:
    memory = SiteMemory(min_pages=2, max_lines=12, max_lines_per_host=5)
    for n, (host, fingerprint, keys) in enumerate(pages):
        memory.record(f"https://h{host}.example/{n}", keys, fingerprint)
        hosts = memory._hosts.values()
        assert len(memory) == sum(len(h.lines) for h in hosts) <= 12
        assert all(len(h.lines) <= 5 for h in hosts)
        assert all(len(seen) < 2 for h in hosts for seen in h.lines.values())
        assert all(h.known <= h.lines.keys() for h in hosts)


def test_a_host_forgets_its_least_recently_seen_lines_first() -> None:
    memory = SiteMemory(min_pages=1, max_lines_per_host=3)
    memory.record("https://a.example/1", [1, 2, 3], 1)
    memory.record("https://a.example/2", [1], 2)  # line 1 seen again: the most recent now
    memory.record("https://a.example/3", [4], 3)  # one line too many: line 2 goes
    assert memory.known("https://a.example/9") == {1, 3, 4}


def test_the_least_recently_seen_host_gives_up_lines_when_the_total_is_full() -> None:
    memory = SiteMemory(min_pages=1, max_lines=4)
    memory.record("https://old.example/1", [1, 2], 1)
    memory.record("https://new.example/1", [3, 4], 1)
    memory.record("https://old.example/2", [1], 2)  # old.example is the recent one now
    memory.record("https://third.example/1", [5, 6], 1)
    assert memory.known("https://new.example/9") == set()  # the least recent: all gone
    assert memory.known("https://old.example/9") == {1, 2}
    memory.record("https://third.example/2", [7], 2)
    assert memory.known("https://old.example/9") == {1}  # its least recently seen line went
    assert memory.hosts == 2 and len(memory) == 4


def test_bad_urls_no_url_and_no_fingerprint_are_ignored() -> None:
    memory = SiteMemory(min_pages=1)
    for address in (None, "", "not a url", "http://[::1"):
        memory.record(address, [1, 2], 1)
        assert memory.known(address) == frozenset()
        assert crawl_page(memory, article_page(SHORT[0])[0], address).text
    memory.record("https://a.example/1", [1, 2], None)
    assert len(memory) == 0
