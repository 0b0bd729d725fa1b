"""Invariants of the near-duplicate benchmark's corpus generator (benchmarks/_neardup_corpus.py)."""

from __future__ import annotations

import itertools
import json
import sys
from collections import Counter
from pathlib import Path

import lxml.html
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

import _neardup_pages as pages_module
from _neardup_corpus import build_corpus
from _neardup_edits import EDIT_KINDS, edited_copy, shift_dates
from _neardup_pages import (
    SourcePage,
    body_of,
    load_sources,
    locate_content,
    parse,
    shingles,
    tokens,
    visible_text,
)
from _neardup_transplant import transplant

ROOT = Path(__file__).resolve().parents[2]
# Six English pages of the example sites (three sites, two articles each), in the layout
# of an extraction set, with the articles' own paragraphs as ground truth.
EXAMPLE_PAGES = {"globalwire": ("en-01", "en-02"), "harbor": ("en-03", "en-04"),
                 "signal": ("en-05", "en-06")}


def example_set(directory: Path) -> Path:
    """Write ``html/<id>.html`` + ``ground_truth.jsonl`` for :data:`EXAMPLE_PAGES` from
    ``example_project/site`` and ``benchmarks/data/en_articles.jsonl``."""
    articles = {row["id"]: row for row in map(json.loads, (
        ROOT / "benchmarks/data/en_articles.jsonl").read_text(encoding="utf-8").splitlines())}
    (directory / "html").mkdir(parents=True)
    records = []
    for site, article_ids in EXAMPLE_PAGES.items():
        for article_id in article_ids:
            [page] = (ROOT / "example_project/site" / site).glob(f"{article_id}-*.html")
            page_id = f"{article_id}-{site}"
            (directory / "html" / f"{page_id}.html").write_bytes(page.read_bytes())
            records.append({"id": page_id, "url": f"https://{site}.example/{page.name}",
                            "text": "\n".join(articles[article_id]["paragraphs"])})
    (directory / "ground_truth.jsonl").write_text(
        "".join(json.dumps(record) + "\n" for record in records), encoding="utf-8")
    return directory


def coverage(truth: str, text: str) -> float:
    wanted, got = Counter(tokens(truth)), Counter(tokens(text))
    return sum((wanted & got).values()) / sum(wanted.values())


def page_text(html: str) -> str:
    return visible_text(body_of(parse(html)))


@pytest.fixture(scope="module")
def shared_pages(tmp_path_factory: pytest.TempPathFactory) -> list[SourcePage]:
    # The suite needs nothing outside the repository.
    pages = load_sources(example_set(tmp_path_factory.mktemp("en_pages")))
    assert len(pages) == 6
    english = [p for p in pages if p.language == "en"]
    # A small, fixed sample: some hosts with two pages (same-site negatives), some without.
    by_site: dict[str, list[SourcePage]] = {}
    for page in english:
        by_site.setdefault(page.site, []).append(page)
    pairs = [ps for ps in by_site.values() if len(ps) == 2][:3]
    singles = [ps[0] for ps in by_site.values() if len(ps) == 1][:6]
    return [p for ps in pairs for p in ps] + singles


@pytest.fixture(scope="module")
def chinese_pages() -> list[SourcePage]:
    pages = load_sources(pages_module.CHINESE_SET, language="zh")
    if not pages:
        pytest.skip("Chinese extraction set not present yet")
    return pages


def test_same_seed_same_corpus_and_other_seed_differs(shared_pages: list[SourcePage]) -> None:
    first = build_corpus(shared_pages, shared_pages, "en", seed=7)
    again = build_corpus(shared_pages, shared_pages, "en", seed=7)
    other = build_corpus(shared_pages, shared_pages, "en", seed=8)
    assert [(p.page_id, p.html) for p in first.pages] == [(p.page_id, p.html) for p in again.pages]
    assert [(p.page_id, p.html) for p in first.pages] != [(p.page_id, p.html) for p in other.pages]


@pytest.mark.parametrize("language", ["en", "zh"])
def test_transplant_holds_the_article_in_the_donor_template_and_no_donor_article(
    language: str, shared_pages: list[SourcePage], request: pytest.FixtureRequest
) -> None:
    pages = shared_pages if language == "en" else request.getfixturevalue("chinese_pages")
    donors = pages[:8]
    for article, donor in itertools.permutations(donors, 2):
        if article.site == donor.site or article.article_key == donor.article_key:
            continue
        html = transplant(article, donor)
        assert html is not None
        text = page_text(html)
        assert coverage(article.text, text) >= pages_module.MIN_COVERAGE
        donor_only = shingles(donor.text) - shingles(article.text)
        assert not shingles(text) & donor_only, (article.page_id, donor.page_id)
        # The donor's template (everything outside its article) is mostly still there.
        donor_root = parse(donor.html)
        donor_content = locate_content(donor_root, donor.text)
        assert donor_content is not None
        donor_content.drop_tree()
        template = shingles(visible_text(body_of(donor_root))) - shingles(article.text)
        if len(template) >= 20:
            assert len(template & shingles(text)) >= 0.5 * len(template)
        assert lxml.html.fromstring(html).findtext(".//title") == (
            lxml.html.fromstring(article.html).findtext(".//title") or ""
        )


def test_edited_copies_keep_the_article_and_differ_from_the_original(
    shared_pages: list[SourcePage],
) -> None:
    import random

    rng = random.Random(0)
    for page in shared_pages:
        original = page_text(page.html)
        for kind in EDIT_KINDS:
            html = edited_copy(page, kind, rng)
            if html is None:
                assert kind in ("paragraph", "sentence")  # only these need a long enough text
                continue
            edited = page_text(html)
            assert edited != original, (page.page_id, kind)
            assert coverage(page.text, edited) >= 0.7
            if kind == "ad":
                assert "Sponsored:" in edited
            if kind == "editor_line":
                assert "Edited by" in edited


def test_negatives_really_differ(shared_pages: list[SourcePage]) -> None:
    corpus = build_corpus(shared_pages, shared_pages, "en", seed=0)
    truth = {p.article_key: p.text for p in shared_pages}
    texts = {p.page_id: shingles(page_text(p.html)) for p in corpus.pages}
    same_template = same_site = 0
    for a, b in itertools.combinations(corpus.pages, 2):
        if a.article_id == b.article_id:
            continue
        same_template += a.template_id == b.template_id
        same_site += a.site == b.site and a.template_id != b.template_id
        article_a = shingles(truth[a.article_id])
        # b shows at most a sliver of a's article (a shared quote, a teaser link).
        assert len(article_a & texts[b.page_id]) <= 0.1 * len(article_a), (a.page_id, b.page_id)
    assert same_template > 0 and same_site > 0


def test_chinese_articles_in_two_templates_are_one_article(chinese_pages: list[SourcePage]) -> None:
    corpus = build_corpus(chinese_pages, chinese_pages, "zh", seed=0)
    keys = Counter(p.article_key for p in chinese_pages)
    shown_twice = {k for k, n in keys.items() if n > 1}
    second = [p for p in corpus.pages if p.kind == "second_site"]
    assert {p.article_id for p in second} <= shown_twice
    for page in corpus.pages:
        assert page.article_id in keys


def test_shift_dates_moves_every_format_and_leaves_other_text() -> None:
    root = parse(
        "<html><body><p>Posted November 19, 2019 by Ann</p><span>2019-11-30</span>"
        "<div>发布时间：2019年12月31日 08:00</div><p>19 Nov 2019</p><p>No date, 42 items.</p>"
        "</body></html>"
    )
    assert shift_dates(root, 2) == 4
    text = page_text(lxml.html.tostring(root, encoding="unicode"))
    assert "November 21, 2019" in text
    assert "2019-12-02" in text
    assert "2020年1月2日" in text
    assert "21 November 2019" in text
    assert "No date, 42 items." in text


_WORDS = st.text(alphabet="abcdefghijklm", min_size=3, max_size=9)
# The page's other parts in words the article never uses: a menu that repeated the article's
# words would hold as much of it as the article's own element (hypothesis found one whose
# fourteen links each read "aaa", as did every word of the article).
_OTHER_WORDS = st.text(alphabet="nopqrstuvwxyz", min_size=3, max_size=9)


@settings(max_examples=40, deadline=None)
@given(
    paragraphs=st.lists(st.lists(_WORDS, min_size=8, max_size=30), min_size=2, max_size=8),
    navigation=st.lists(_OTHER_WORDS, min_size=0, max_size=40),
    sidebar=st.lists(st.lists(_OTHER_WORDS, min_size=1, max_size=12), min_size=0, max_size=6),
)
def test_locate_content_finds_the_article_container(
    paragraphs: list[list[str]], navigation: list[str], sidebar: list[list[str]]
) -> None:
    article = "\n".join(" ".join(p) for p in paragraphs)
    html = (
        "<html><body><nav>"
        + "".join(f"<a href='#'>{w}</a>" for w in navigation)
        + "</nav><div id='page'><div id='article'><h1>Headline</h1>"
        + "".join(f"<p>{' '.join(p)}</p>" for p in paragraphs)
        + "</div><aside>"
        + "".join(f"<li>{' '.join(s)}</li>" for s in sidebar)
        + "</aside></div><footer>Copyright</footer></body></html>"
    )
    found = locate_content(parse(html), article)
    assert found is not None
    # The smallest element covering the article: the article div itself.
    assert found.get("id") == "article"
