"""SiteMemory: lines a host repeats on other pages are left out of the main text, within
fixed bounds, and a copy of a page seen before keeps its text."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from scrapy_simhash.extract import SiteMemory, extract, extract_text
from scrapy_simhash.fingerprint.page import fingerprint_text
from scrapy_simhash.fingerprint.version import DEFAULT_FINGERPRINT
from scrapy_simhash.runtime.worker_main import RawPage, fingerprint_page

STAFF = [
    f"{name}, {role}, writes about {beat} for the Hill Post and answers readers' letters "
    "every Friday."
    for name, role, beat in [
        ("Ada Brook", "senior reporter", "the county council"),
        ("Ben Carrow", "staff writer", "schools and colleges"),
        ("Cleo Dunn", "photographer", "farming and the markets"),
        ("Dev Patel", "editor", "courts and the police"),
        ("Eva Lund", "data reporter", "housing and planning"),
        ("Finn Hale", "correspondent", "the coast and the ports"),
        ("Gus Ortiz", "copy editor", "sport on the weekends"),
        ("Hana Mori", "features writer", "arts and the theatre"),
    ]
]
TOPICS = [
    "bridge", "orchard", "library", "ferry", "quarry", "market", "school", "harbour",
    "museum", "chapel",
]  # fmt: skip


def story(topic: str) -> list[str]:
    return [
        f"Work on the {topic} began on Monday after months of delay, the council said in a "
        "statement.",
        f"Residents near the {topic} were told to expect noise until the end of the month, "
        "and a road nearby will close at night.",
        f"The {topic} project is paid for by a regional grant, and the contractor expects "
        "to finish before the summer holidays begin.",
    ]


def page(topic: str) -> str:
    body = "".join(f"<p>{line}</p>" for line in story(topic))
    staff = "".join(f"<p>{line}</p>" for line in STAFF)
    # No headline element: nothing on the page itself tells the story from the staff list.
    return (
        f"<html><head><title>Hill Post</title></head><body><div class='a'>{body}</div>"
        f"<div class='b'>{staff}</div></body></html>"
    )


def url(n: int) -> str:
    return f"https://hillpost.example/news/{n}"


def test_without_memory_the_staff_list_wins_and_two_stories_look_alike() -> None:
    # The case site memory exists for (if this starts failing, the page above no longer
    # shows it and the tests below prove nothing).
    assert STAFF[0] in extract_text(page("bridge"))


def test_staff_list_is_left_out_once_the_host_repeated_it() -> None:
    memory = SiteMemory(min_pages=3)
    texts = [extract(page(t), url(n), memory=memory).text for n, t in enumerate(TOPICS)]
    for text in texts[:3]:
        assert STAFF[0] in text  # not yet seen on three other pages
    for topic, text in list(zip(TOPICS, texts, strict=True))[3:]:
        assert text == "\n".join(story(topic))


def test_other_hosts_learn_nothing_from_this_one() -> None:
    memory = SiteMemory(min_pages=3)
    for n, topic in enumerate(TOPICS[:5]):
        extract(page(topic), url(n), memory=memory)
    other = extract(page("chapel"), "https://other.example/a", memory=memory).text
    assert STAFF[0] in other


def test_the_same_page_under_many_urls_keeps_its_text() -> None:
    # A copy's lines are all known: it must still extract as before, to be found a copy.
    memory = SiteMemory(min_pages=2)
    html = page("bridge").replace(
        "<div class='b'>", "<div class='a2'>" + "".join(f"<p>{s}</p>" for s in STAFF[:1])
    )
    alone = extract_text(html)
    for n in range(6):
        assert extract(html, url(n), memory=memory).text == alone


def test_refetching_one_url_does_not_count_as_other_pages() -> None:
    memory = SiteMemory(min_pages=3)
    for _ in range(5):
        text = extract(page("bridge"), url(1), memory=memory).text
    assert STAFF[0] in text


def test_the_worker_leaves_out_what_the_crawl_memory_knows() -> None:
    # The crawl's path: the memory in the crawl process, extraction in the worker's code.
    memory = SiteMemory(min_pages=3)
    results = []
    for n, topic in enumerate(TOPICS[:6]):
        raw = RawPage(page(topic).encode(), "utf-8", url(n), memory.known(url(n)))
        result = fingerprint_page(raw, DEFAULT_FINGERPRINT)
        memory.record(url(n), result.line_keys)
        results.append(result)
    assert [r.site_lines_removed > 0 for r in results] == [False] * 3 + [True] * 3
    assert results[4].text == "\n".join(story(TOPICS[4]))
    assert results[4].fingerprint == fingerprint_text(results[4].text, DEFAULT_FINGERPRINT)
    # Off (no site lines): the page's lines are neither used nor sent back.
    off = fingerprint_page(RawPage(page("bridge").encode(), "utf-8", url(9)), DEFAULT_FINGERPRINT)
    assert off.line_keys == () and STAFF[0] in off.text


LINE = st.integers(0, 11)  # line keys: few, so that lines repeat across pages


@settings(max_examples=60, deadline=None)
@given(pages=st.lists(st.tuples(st.integers(0, 3), st.integers(0, 5),
                                st.lists(LINE, max_size=6)), max_size=40),
       min_pages=st.integers(1, 3))  # fmt: skip
def test_known_lines_are_those_seen_on_enough_other_distinct_urls(pages, min_pages) -> None:
    # Large bounds: nothing is evicted, so the memory must match counting every sighting.
    memory = SiteMemory(min_pages=min_pages)
    seen: dict[tuple[int, int], set[str]] = {}
    for host, path, keys in pages:
        address = f"https://h{host}.example/{path}#part{len(keys)}"  # fragments: one page
        memory.record(address, keys)
        for key in keys:
            seen.setdefault((host, key), set()).add(address.partition("#")[0])
        for other in range(6):
            asked = f"https://h{host}.example/{other}"
            expected = {key for (h, key), urls in seen.items()
                        if h == host and len(urls - {asked}) >= min_pages}  # fmt: skip
            assert memory.known(asked) == expected


@settings(max_examples=60, deadline=None)
@given(pages=st.lists(st.tuples(st.integers(0, 9), st.lists(st.integers(0, 40), max_size=8)),
                      max_size=60))  # fmt: skip
def test_memory_stays_within_its_bounds(pages) -> None:
    memory = SiteMemory(min_pages=2, max_lines=12, max_lines_per_host=5)
    for n, (host, keys) in enumerate(pages):
        memory.record(f"https://h{host}.example/{n}", keys)
        hosts = memory._hosts.values()
        assert len(memory) == sum(len(h.lines) for h in hosts) <= 12
        assert all(len(h.lines) <= 5 for h in hosts)
        assert all(len(seen) <= 3 for h in hosts for seen in h.lines.values())
        assert all(h.solid | h.edge <= h.lines.keys() for h in hosts)


def test_a_host_forgets_its_least_recently_seen_lines_first() -> None:
    memory = SiteMemory(min_pages=1, max_lines_per_host=3)
    memory.record("https://a.example/1", [1, 2, 3])
    memory.record("https://a.example/2", [1])  # line 1 seen again: the most recent now
    memory.record("https://a.example/3", [4])  # one line too many: line 2 goes
    assert memory.known("https://a.example/9") == {1, 3, 4}


def test_the_least_recently_seen_host_gives_up_lines_when_the_total_is_full() -> None:
    memory = SiteMemory(min_pages=1, max_lines=4)
    memory.record("https://old.example/1", [1, 2])
    memory.record("https://new.example/1", [3, 4])
    memory.record("https://old.example/2", [1])  # old.example is the recent one now
    memory.record("https://third.example/1", [5, 6])
    assert memory.known("https://new.example/9") == set()  # the least recent: all gone
    assert memory.known("https://old.example/9") == {1, 2}
    memory.record("https://third.example/2", [7])
    assert memory.known("https://old.example/9") == {1}  # its least recently seen line went
    assert memory.hosts == 2 and len(memory) == 4


def test_bad_urls_and_no_url_are_ignored() -> None:
    memory = SiteMemory(min_pages=1)
    for address in (None, "", "not a url", "http://[::1"):
        memory.record(address, [1, 2])
        assert memory.known(address) == frozenset()
        assert extract(page("bridge"), address, memory=memory).text
    assert len(memory) == 0
