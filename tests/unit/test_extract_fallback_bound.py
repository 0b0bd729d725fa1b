"""The bound that lets extraction skip the recall-oriented second choice: its prose never
exceeds the page's prose, so a first choice holding ``MIN_FIRST_SHARE`` of the page's
prose can never give way to it (``may_need_fallback``)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from scrapy_simhash.extract._blocks import collect
from scrapy_simhash.extract._branches import headline_block
from scrapy_simhash.extract._clean import prune
from scrapy_simhash.extract._fallback import may_need_fallback, needs_fallback, recall_choice
from scrapy_simhash.extract._parse import parse_html

# Names the scorer believes (strong and weak boilerplate, content) and plain ones.
CLASSES = ["", "comment", "related-posts", "share", "sidebar", "menu", "entry-content",
           "article", "post", "teaser", "card"]  # fmt: skip
SENTENCE = (
    "The council met on Tuesday to weigh the plan, and most members asked for a slower "
    "timetable, a clearer budget and a public hearing before any work begins. "
)

paragraphs = st.builds(
    lambda words, linked: (
        f"<p>{SENTENCE[:words]}<a href='/a'>{SENTENCE[:linked]}</a></p>"
        if linked
        else f"<p>{SENTENCE[:words]}</p>"
    ),
    st.integers(0, len(SENTENCE)),
    st.integers(0, 60),
)
link_lists = st.builds(
    lambda count, words: (
        "<ul>"
        + "".join(f"<li><a href='/{i}'>{SENTENCE[:words]}</a></li>" for i in range(count))
        + "</ul>"
    ),
    st.integers(1, 8),
    st.integers(5, 60),
)
blocks = st.recursive(
    st.one_of(paragraphs, link_lists),
    lambda inner: st.builds(
        lambda names, children: f"<div class='{names}'>{''.join(children)}</div>",
        st.sampled_from(CLASSES),
        st.lists(inner, min_size=1, max_size=5),
    ),
    max_leaves=25,
)
pages = st.builds(
    lambda headline, body: (
        f"<html><head><title>{headline}</title></head><body>"
        f"<h1>{headline}</h1>{''.join(body)}</body></html>"
    ),
    st.sampled_from(["Council weighs the plan", ""]),
    st.lists(blocks, min_size=1, max_size=6),
)


@settings(max_examples=150, deadline=None)
@given(pages, st.booleans())
def test_the_second_choice_never_holds_more_prose_than_the_page(html: str, scrap: bool) -> None:
    root = parse_html(html)
    assert root is not None
    prune(root)
    page = collect(root)
    second = recall_choice(page, first_is_scrap=scrap, headline=headline_block(page, "Council"))
    if second.container < 0 or second.prose is None:
        return
    assert second.prose[second.container] <= page.good[0] + 1e-6
    # So no first choice the bound lets stand is ever replaced.
    for size in range(0, int(page.good[0]) + 2, 7):
        if not may_need_fallback(size, page):
            assert not needs_fallback(size, second)
