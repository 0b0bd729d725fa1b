"""SiteMemory: lines a host repeats on other pages are left out of the main text, within
fixed bounds, and a copy of a page seen before keeps its text."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from scrapy_simhash.extract import SiteMemory, extract, extract_text

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


@settings(max_examples=30, deadline=None)
@given(
    pages=st.lists(
        st.tuples(st.integers(0, 9), st.lists(st.text(min_size=40, max_size=60), max_size=8)),
        max_size=40,
    )
)
def test_memory_stays_within_its_bounds(pages) -> None:
    memory = SiteMemory(min_pages=2, max_lines=5, max_hosts=3)
    for n, (host, lines) in enumerate(pages):
        memory.learn(f"https://h{host}.example/{n}", lines)
        assert len(memory) <= 5 * 3
        assert all(len(seen) <= 3 for h in memory._hosts.values() for seen in h.values())
    assert len(memory._hosts) <= 3


def test_bad_urls_and_no_url_are_ignored() -> None:
    memory = SiteMemory()
    for address in (None, "", "not a url", "http://[::1"):
        memory.learn(address, ["x" * 50])
        assert memory.repeated(address) is None
        assert extract(page("bridge"), address, memory=memory).text
