"""The title guard: title signatures, the predicate, and both index backends deciding
with it inside their atomic check-and-add (memory, a real SQLite file, PostgreSQL)."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest
from hypothesis import given
from hypothesis import strategies as st
from sqlalchemy import create_engine, text

from scrapy_simhash.extract import SHORT_TEXT_BYTES, Extraction, extract
from scrapy_simhash.fingerprint.title import (
    MAX_NUMBERS,
    UNTITLED,
    has_little_text,
    headline,
    headline_lines_apart,
    held_words,
    line_numbers_apart,
    lines_apart,
    lines_reordered,
    numbers_apart,
    other_parts_apart,
    record_lines_apart,
    short_texts_apart,
    signature_words,
    texts_apart,
    title_signature,
    title_words,
    url_numbers_apart,
    words_reordered,
)
from scrapy_simhash.index import SimHashIndex
from scrapy_simhash.index.guard import duplicate_of, site_of, stores, title_guarded
from scrapy_simhash.index.match import Match, Offer
from tests import index_backends
from tests.index_backends import flip

index_url = index_backends.index_url  # the shared backend fixture


def signed(page: Extraction) -> str | None:
    """The title signature of an extracted page, as the worker makes it."""
    return title_signature(page.title, page.little_own_text, page.text, page.lines_around_text,
                           lines_beside_text=page.lines_beside_text)


def share_a_word(first: str, second: str) -> bool:
    return not signature_words(first).isdisjoint(signature_words(second))


FP = 0x0123_4567_89AB_CDEF
NEAR = flip(FP, 3, 40)  # distance 2

COUNCIL = title_signature("Council votes to close the harbour bridge | Daily Planet")
STORM = title_signature("Storm floods three coastal towns | Daily Planet")
BRIDGE = title_signature("Daily Planet - Harbour bridge closure delayed again")


# -- signatures -------------------------------------------------------------------------


def test_the_site_name_is_left_out_on_either_side() -> None:
    assert headline("Storm floods three towns | Daily Planet") == "Storm floods three towns"
    assert headline("Daily Planet - Storm floods three towns") == "Storm floods three towns"
    assert headline("国务院发布新规_新浪网") == "国务院发布新规"
    assert headline("北京暴雨致交通中断-网易新闻") == "北京暴雨致交通中断"
    assert headline("北京暴雨致交通中断--社会·法治--人民网") == "北京暴雨致交通中断"
    # Hyphens inside words and colons without a space before them are the headline's.
    assert headline("COVID-19 vaccines: what changes") == "COVID-19 vaccines: what changes"


def test_signatures_keep_content_words_only() -> None:
    assert title_words("The 10 best of the year | Site") == ["10", "best", "year"]
    # Numbers are words: a site's pages titled alike but for a number are other pages.
    assert title_words("Weekly roundup 7") == ["weekly", "roundup", "7"]
    assert title_words("国务院发布新规_新浪网") == ["国务院", "发布", "新规"]
    assert title_signature("") is None and title_signature(None) is None
    assert title_signature("Of the | Site") is None  # nothing left to compare
    # The same headline under another site name has the same words; only the digest of
    # the other parts differs.
    other_site = title_signature("Storm floods three coastal towns - Other Site")
    assert other_site is not None and STORM is not None
    assert signature_words(other_site) == signature_words(STORM)
    assert other_site.partition("~")[0] == STORM.partition("~")[0] and other_site != STORM


def test_a_letter_or_an_acronym_in_capitals_is_a_title_word() -> None:
    # What names the thing: a vitamin, a building's wing, a share class, a country.
    assert title_words("Vitamin C factsheet | Health") == ["vitamin", "c", "factsheet"]
    assert title_words("A座1801室写字楼出租")[-2:] == ["a", "1801"]
    assert "c" in title_words("沪深300指数C")
    assert title_words("Kestrel US Equity Fund") == ["kestrel", "us", "equity", "fund"]
    # Not an article or a pronoun before a word, a dotted abbreviation, a contraction,
    # or a headline all in capitals.
    assert title_words("A new hope as I see it") == ["new", "hope", "see"]
    assert title_words("U.S. economy grows, Trump's plan") == ["economy", "grows", "trump",
                                                               "plan"]
    assert title_words("BREAKING: PLAN B FOR A CITY") == ["breaking", "plan", "city"]


def test_pages_named_apart_only_by_a_letter_in_capitals_are_guarded() -> None:
    text = "It supports the immune system and is found in many foods. " * 20
    c = title_signature("Vitamin C factsheet | Health", text=f"Vitamin C. {text}")
    d = title_signature("Vitamin D factsheet | Health", text=f"Vitamin D. {text}")
    assert title_guarded("https://health.example/c", c, "https://health.example/d", d)

def test_headlines_of_the_same_words_in_another_order_name_other_pages() -> None:
    # A route and its way back: the same words, the same text but for a table.
    text = "Sailings daily. Check in closes 45 minutes before departure. " * 10
    out = title_signature("Portsmouth to Cherbourg | Channel Ferries", text=text)
    back = title_signature("Cherbourg to Portsmouth | Channel Ferries", text=text)
    assert out is not None and signature_words(out) == signature_words(back or "")
    assert title_guarded("https://ferry.example/r/1", out, "https://ferry.example/r/2", back)
    # The page and its print copy, which has no h1: the same words in the same order.
    page = title_signature("Portsmouth to Cherbourg | Channel Ferries\nPortsmouth to "
                           "Cherbourg", text=text)
    assert not title_guarded("https://ferry.example/r/1", page,
                             "https://ferry.example/print/r/1", out)


@given(words=st.lists(st.sampled_from(["storm", "floods", "towns", "coast", "river", "7"]),
                      min_size=1, max_size=6))
def test_a_headline_and_its_page_with_the_same_h1_read_in_one_order(words: list[str]) -> None:
    headline_text = " ".join(words)
    bare = title_signature(headline_text) or ""
    with_h1 = title_signature(f"{headline_text}\n{headline_text}") or ""
    assert not words_reordered(bare, with_h1)
    assert not title_guarded("https://p.example/1", bare, "https://p.example/1?print", with_h1)

def test_titles_sharing_a_word_are_told_apart_from_titles_sharing_none() -> None:
    assert COUNCIL is not None and STORM is not None and BRIDGE is not None
    assert share_a_word(COUNCIL, BRIDGE)  # "harbour", "bridge"
    assert not share_a_word(COUNCIL, STORM)


@given(title=st.text(st.characters(blacklist_categories=()), max_size=80))
def test_any_title_gives_a_signature_or_none(title: str) -> None:
    signature = title_signature(title)  # lone surrogates and control characters too
    if signature is not None:
        head, _, parts = signature.partition("~")
        words, _, order = head.partition("^")
        assert len(words) % 8 == 0 and int(words, 16) >= 0
        assert order == "" or len(order) == 8 and int(order, 16) >= 0
        assert parts == "" or len(parts) % 8 == 0 and int(parts, 16) >= 0
        assert share_a_word(signature, signature)


def test_the_page_title_falls_back_to_og_title_and_adds_an_h1_it_does_not_hold() -> None:
    body = "<p>" + "Some words of the article body. " * 20 + "</p>"
    titled = (f"<html><head><title>Storm floods towns | B</title></head><body>"
              f"<h1>Storm Floods  Towns</h1>{body}</body></html>")
    og = ('<html><head><meta property="og:title" content="From the og tag"></head>'
          f"<body><h1>From the OG tag</h1>{body}</body></html>")
    h1 = f"<html><body><h1>Only a heading</h1>{body}</body></html>"
    # A site that titles every page with its name: the h1 names the page.
    site_named = (f"<html><head><title>Daily Planet</title></head><body>"
                  f"<h1>Storm floods towns</h1>{body}</body></html>")
    assert extract(titled).title == "Storm floods towns | B\nStorm Floods Towns"
    assert extract(og).title == "From the og tag"
    assert extract(h1).title == "Only a heading"
    assert extract(site_named).title == "Daily Planet\nStorm floods towns"
    assert extract(f"<html><body>{body}</body></html>").title == ""


def test_the_h1_names_a_page_whose_headline_is_shorter_than_the_sites_name() -> None:
    # The title's longest part is the site's name: the h1's words join it.
    assert title_words("In brief | Riverside Chronicle") == ["riverside", "chronicle"]
    assert title_words("In brief | Riverside Chronicle\nIn brief") == [
        "riverside", "chronicle", "brief"]
    assert title_words("公告_江城日报\n公告") == ["江城", "日报", "公告"]
    about = "The Riverside Chronicle is an independent local newspaper founded in 1921."
    brief = title_signature("In brief | Riverside Chronicle\nIn brief", text=about)
    closure = title_signature("Road closure | Riverside Chronicle\nRoad closure", text=about)
    assert title_guarded("https://news.example/a", brief, "https://news.example/b", closure)
    # A logo h1 (an image, a link to the front page) is not the page's headline.
    body = "<p>" + "Some words of the article body. " * 20 + "</p>"
    for logo in ("<a href='/'>Riverside Chronicle</a>", "<img src='/logo.png' alt='RC'>",
                 "<a href='https://www.example.com/'>Riverside Chronicle</a>"):
        page = (f"<html><head><title>In brief | Riverside Chronicle</title></head><body>"
                f"<h1>{logo}</h1>{body}</body></html>")
        assert extract(page).title == "In brief | Riverside Chronicle"


def test_each_line_of_a_title_gives_its_headline_words() -> None:
    assert title_words("Daily Planet\nStorm floods towns") == [
        "daily", "planet", "storm", "floods", "towns"]
    assert title_words("Storm floods towns | Daily Planet\nFlood warning") == [
        "storm", "floods", "towns", "flood", "warning"]


def test_a_page_of_little_text_without_a_headline_word_is_marked_untitled() -> None:
    assert title_signature("", little_own_text=True) == UNTITLED
    assert title_signature(None, little_own_text=True, text="Our site's about line.") == UNTITLED
    assert title_signature("Of the | Site", little_own_text=True) == UNTITLED
    assert title_signature("", little_own_text=False) is None


# -- the predicate ----------------------------------------------------------------------

titles = st.text(min_size=1, max_size=60)


@given(title=titles, path=st.text(alphabet="abcxyz/", max_size=8))
def test_identical_titles_are_never_guarded(title: str, path: str) -> None:
    signature = title_signature(title)
    assert not title_guarded(f"https://news.example/{path}", signature,
                             "https://news.example/other", signature)


@given(first=titles, second=titles)
def test_different_hosts_are_never_guarded(first: str, second: str) -> None:
    assert not title_guarded("https://news.example/a", title_signature(first),
                             "https://copies.example/a", title_signature(second))


@given(first=titles, second=titles)
def test_a_guard_needs_both_titles_and_their_words_apart(first: str, second: str) -> None:
    a, b = title_signature(first), title_signature(second)
    guarded = title_guarded("https://news.example/a", a, "https://www.news.example/b", b)
    assert guarded == (a is not None and b is not None and not share_a_word(a, b))


@given(first=titles, second=titles)
def test_a_page_whose_text_is_its_sites_lines_is_told_apart_by_any_other_headline(
    first: str, second: str
) -> None:
    # Site memory kept the host's own lines for want of other text (a gallery whose one
    # sentence is the site's "about us" line): only the same headline words make it a copy.
    a, b = title_signature(first, little_own_text=True), title_signature(second)
    for offer, stored in ((a, b), (b, a)):
        guarded = title_guarded("https://news.example/a", offer, "https://news.example/b", stored)
        assert guarded == (a is not None and b is not None
                           and set(title_words(first)) != set(title_words(second)))
        assert not title_guarded("https://news.example/a", offer, "https://other.example/b",
                                 stored)


@given(title=titles, little=st.booleans())
def test_an_untitled_page_of_little_text_is_told_apart_from_any_page_of_its_host(
    title: str, little: bool
) -> None:
    # No headline word and a line or two, perhaps its site's: no page of its host, however
    # alike its text, is proven the same page (two such galleries, one "about" line).
    other = title_signature(title, little_own_text=little)
    for stored in (UNTITLED, other):
        if stored is None:
            continue
        assert title_guarded("https://news.example/a", UNTITLED, "https://news.example/b", stored)
        assert title_guarded("https://news.example/b", stored, "https://news.example/a", UNTITLED)
        assert not title_guarded("https://news.example/a", UNTITLED, "https://other.example/b",
                                 stored)
    # An entry stored before the guard, or an untitled page with text of its own: no guard.
    assert not title_guarded("https://news.example/a", UNTITLED, "https://news.example/b", None)


def test_a_site_that_titles_every_page_with_its_name_is_told_apart_by_the_h1() -> None:
    about = ("<p>The Example Times is published by Example Media Group. Our journalism is "
             "independent.</p>")

    def gallery(heading: str) -> str:
        return (f"<html><head><title>Example Times</title></head><body><h1>{heading}</h1>"
                f"<figure><img src='a.jpg'></figure>{about}</body></html>")

    def signature(html: str) -> str | None:
        page = extract(html)
        return title_signature(page.title, page.little_own_text, page.text)

    parade, flood = signature(gallery("Parade downtown")), signature(gallery("Flood in the valley"))
    assert title_guarded("https://news.example/a", parade, "https://news.example/b", flood)
    copy = signature(gallery("Parade downtown"))
    assert not title_guarded("https://news.example/a", parade, "https://news.example/c", copy)


def test_a_marked_signature_holds_the_same_words() -> None:
    marked = title_signature("Photos: Parade downtown | Daily Planet", little_own_text=True)
    plain = title_signature("Photos: Parade downtown | Daily Planet")
    assert marked is not None and plain is not None and marked != plain
    assert not title_guarded("https://news.example/a", marked, "https://news.example/b", plain)
    flood = title_signature("Photos: Flood in the valley", little_own_text=True)
    assert share_a_word(marked, flood)  # "photos": the plain guard would not act
    assert title_guarded("https://news.example/a", flood, "https://news.example/b", plain)


def test_a_short_text_marks_its_pages_signature() -> None:
    about = ("<p>The Example Times is published by Example Media Group. Our journalism is "
             "independent.</p>")
    article = "<p>" + "The council approved the tram line after a long debate. " * 8 + "</p>"
    short = extract(f"<html><head><title>Photos: Parade</title></head><body>{about}</body></html>")
    long = extract(f"<html><head><title>Tram line</title></head><body>{article}</body></html>")
    assert short.little_own_text and not long.little_own_text
    assert not extract("<html><body><ul><li>menu</li></ul></body></html>").little_own_text


ABOUT_BOX = (
    "The Example Times is published by Example Media Group, an independent company owned by "
    "its employees since 1998. Our journalism is funded by our readers: we take no money from "
    "political parties and we correct our mistakes in public. Write to the newsroom with "
    "tips, corrections and letters; we read every one of them."
)


def test_a_signature_with_the_text_marks_the_headline_words_the_text_holds() -> None:
    title = "Council closes the harbour bridge | Daily Planet"
    signature = title_signature(title, text="The bridge over the harbour shuts on Monday.")
    assert signature is not None
    assert signature_words(signature) == signature_words(title_signature(title) or "")
    held = held_words(title_signature("harbour bridge") or "")
    assert held_words(signature) == held  # "council" and "closes" are not in the text
    # Whole words only in Latin script; Chinese words are found inside the running text.
    assert held_words(title_signature("Art fair", text="Start early.") or "") == frozenset()
    chinese = title_signature("北京暴雨致交通中断-网易新闻", text="昨晚北京突降暴雨，多条道路积水。")
    assert held_words(chinese or "") == held_words(title_signature("北京暴雨") or "")
    # A mask this package did not write counts every word as held, as no mask does.
    assert held_words("0876e0d9/zz") == signature_words("0876e0d9")


@given(title=titles, text=st.text(max_size=120))
def test_the_held_words_are_words_of_the_signature(title: str, text: str) -> None:
    signature = title_signature(title, text=text)
    plain = title_signature(title)
    assert (signature is None) == (plain is None)
    if signature is not None and plain is not None:
        assert signature_words(signature) == signature_words(plain)
        assert held_words(signature) <= signature_words(signature)
        assert held_words(plain) == signature_words(plain)  # no text: every word counts


def test_pages_whose_texts_say_nothing_of_their_different_headlines_are_guarded() -> None:
    # Two galleries of a site memory has not learnt yet: their one text is the site's long
    # "about" box (300 bytes and more, so not "little text"); their titles share "photos".
    pages = []
    for title, caption in (("Photos: Parade downtown", "Floats"),
                           ("Photos: Flood in the valley", "Boats")):
        html = (f"<html><head><title>{title} | Example Times</title></head><body><h1>{title}"
                f"</h1><figure><img src='/1.jpg'><figcaption>{caption}</figcaption></figure>"
                f"<div class='x9'><p>{ABOUT_BOX}</p></div></body></html>")
        pages.append(extract(html))
    parade, flood = pages
    assert parade.text == flood.text and not parade.little_own_text
    a = title_signature(parade.title, parade.little_own_text, parade.text)
    b = title_signature(flood.title, flood.little_own_text, flood.text)
    assert a is not None and b is not None and share_a_word(a, b)
    assert title_guarded("https://news.example/a", a, "https://news.example/b", b)
    assert title_guarded("https://news.example/b", b, "https://news.example/a", a)
    assert not title_guarded("https://news.example/a", a, "https://copies.example/b", b)
    # Signatures without the text (stored before the mark existed) guard as before.
    assert not title_guarded("https://news.example/a", title_signature(parade.title),
                             "https://news.example/b", b)


def test_a_retitled_story_is_not_guarded() -> None:
    text = ("The mayor resigned on Friday after the audit of the harbour contracts. "
            "Her deputy leads the council until the vote.")
    resigns = title_signature("Mayor resigns | Daily Planet", text=text)
    audit = title_signature("Mayor quits after harbour audit | Daily Planet", text=text)
    # "harbour" and "audit", which only the second headline has, are in the text.
    assert not title_guarded("https://news.example/a", audit, "https://news.example/b", resigns)
    # One headline holding the other (a section's name added) is the same story too.
    section = title_signature("Politics: mayor resigns | Daily Planet", text=text)
    assert not title_guarded("https://news.example/a", section, "https://news.example/b",
                             resigns)


LAMP = ("The Aurora desk lamp combines a weighted base with an adjustable arm, and its "
        "dimmable light is warm and free of flicker.")


def test_an_h1_counts_whole_its_parts_name_no_site() -> None:
    assert title_words("Aurora desk lamp - Black | Lumen Store\nAurora desk lamp - Black") == [
        "aurora", "desk", "lamp", "aurora", "desk", "lamp", "black"]


def test_pages_whose_short_texts_differ_where_their_headlines_do_are_guarded() -> None:
    # Two variants of one product: the same description, each text naming its own colour.
    black = title_signature("Aurora desk lamp - Black | Lumen Store\nAurora desk lamp - Black",
                            text=LAMP + "\nColour: Black")
    white = title_signature("Aurora desk lamp - White | Lumen Store\nAurora desk lamp - White",
                            text=LAMP + "\nColour: White")
    assert title_guarded("https://shop.example/1", black, "https://shop.example/2", white)
    assert title_guarded("https://shop.example/2", white, "https://shop.example/1", black)
    # The same text under both headlines names both colours: one page, retitled.
    both = LAMP + "\nColours: Black, White"
    assert not title_guarded(
        "https://shop.example/1", title_signature("Aurora lamp in black", text=both),
        "https://shop.example/2", title_signature("Aurora lamp in white", text=both))
    # A long text carries a filter of its words too.
    long_text = LAMP + " " + "It ships in a recycled box with a two-year warranty. " * 20
    assert title_guarded(
        "https://shop.example/1", title_signature("Aurora desk lamp - Black | Lumen Store\n"
                                                  "Aurora desk lamp - Black", text=long_text + " Black"),
        "https://shop.example/2", title_signature("Aurora desk lamp - White | Lumen Store\n"
                                                  "Aurora desk lamp - White", text=long_text + " White"))


def test_lines_under_the_headline_tell_apart_pages_whose_texts_are_alike() -> None:
    # Two dates of one concert: the text is the shared description; the date line under
    # the headline, which the text leaves out, names the day the second headline adds.
    pages = []
    for title, date in (("Jazz night", "Friday 12 May 2024, 8pm"),
                        ("Jazz night - 2 June", "Friday 2 June 2024, 8pm")):
        html = (f"<html><head><title>{title} | What's On</title></head><body><main><article>"
                f"<h1>{title}</h1><div class='when'>{date}</div><div class='desc'><p>{LAMP}"
                f"</p></div></article></main></body></html>")
        pages.append(extract(html))
    may, june = pages
    assert may.text == june.text == LAMP
    assert "Friday 2 June 2024, 8pm" in june.lines_around_text.split("\n")
    a, b = (title_signature(page.title, page.little_own_text, page.text,
                            page.lines_around_text) for page in (may, june))
    assert title_guarded("https://events.example/1", a, "https://events.example/2", b)
    # Without those lines the second headline only adds words: one story, retitled.
    assert not title_guarded(
        "https://events.example/1", title_signature(may.title, text=may.text),
        "https://events.example/2", title_signature(june.title, text=june.text))
    # The same page under both headlines (one date line) is not told apart.
    assert not title_guarded(
        "https://events.example/1", title_signature(may.title, text=may.text,
                                                    lines_around_text="Friday 2 June"),
        "https://events.example/2", title_signature(june.title, text=june.text,
                                                    lines_around_text="Friday 2 June"))


def yoga(date: str, text: str = LAMP) -> str | None:
    # A class that recurs weekly: the site's name as title, its name in a div, the date
    # line beside the one description, no h1.
    html = ("<html><head><title>Sunrise Yoga</title></head><body><div class='nav'>Sunrise "
            f"Yoga</div><div class='event'><div class='title'>Gentle Yoga</div><div "
            f"class='date'>{date}</div><p>{text}</p></div></body></html>")
    page = extract(html)
    return signed(page)


def test_the_same_short_text_among_other_lines_is_another_page() -> None:
    monday, next_monday = yoga("Monday 6 May, 7pm"), yoga("Monday 13 May, 7pm")
    assert monday is not None and signature_words(monday) == signature_words(next_monday or "")
    assert title_guarded("https://yoga.example/1", monday, "https://yoga.example/2", next_monday)
    # The same page twice is not told apart.
    assert not title_guarded("https://yoga.example/1", monday, "https://yoga.example/1?ref=a",
                             yoga("Monday 6 May, 7pm"))
    # A long text carries no digest.
    sentence = "It ships in a recycled box with a two-year warranty. "
    long_text = LAMP + " " + sentence * (SHORT_TEXT_BYTES // len(sentence) + 1)
    assert not short_texts_apart(yoga("Monday 6 May", long_text) or "",
                                 yoga("Monday 13 May", long_text) or "")


def minutes(month: str, items: list[str], chrome: str = "") -> tuple[str, str | None]:
    # A council's minutes: every title the site's name, no h1; the minutes as a table of
    # short rows, beside the clerk's paragraph (prose, so the text) in the same element.
    rows = "".join(f"<tr><td>{n}. {item}</td></tr>" for n, item in enumerate(items, 1))
    html = ("<html><head><title>Hadley Parish Council</title></head><body>"
            f"<div class='brand'><a href='/'>Hadley Parish Council</a></div>{chrome}<main>"
            f"<table class='minutes'><tr><td><b>Minutes of the {month} meeting</b></td></tr>"
            f"{rows}</table><table><tr><td>Clerk to the Council: Mrs Jane Whitby, 4 Church "
            "Lane, Hadley. The Council meets on the second Monday of each month at 7.30pm in "
            "the Village Hall, and the public may speak in the open forum.</td></tr></table>"
            "</main></body></html>")
    page = extract(html)
    return page.text, signed(page)


def test_own_lines_the_text_leaves_out_of_its_element_tell_pages_apart() -> None:
    january_text, january = minutes("January", ["Apologies: Cllr Reed", "Precept agreed"])
    february_text, february = minutes("February", ["Apologies: none", "Two more dog bins"])
    assert january_text == february_text and january_text.startswith("Clerk to the Council")
    assert january is not None and february is not None
    assert title_guarded("http://hadley.example/m?id=1", january,
                         "http://hadley.example/m?id=2", february)
    # The same minutes again, with a menu of links added (a print or tracked copy).
    _, again = minutes("January", ["Apologies: Cllr Reed", "Precept agreed"],
                       chrome="<ul><li><a href='/print'>Print</a></li></ul>")
    assert not title_guarded("http://hadley.example/m?id=1", january,
                             "http://hadley.example/m?id=1&print=1", again)


SCENIC_INTRO = ("云岭山风景名胜区为国家AAAAA级旅游景区，由飞云瀑、天池、古栈道、观音岩、云顶索道五大景点组成，"
                "以奇峰、飞瀑、云海著称。游客须知：请遵守景区管理规定，文明游览；雨天山路湿滑，请注意安全。")


def test_titles_alike_in_their_longest_part_name_pages_by_the_others() -> None:
    # A scenic area's spots: the longest part of each title is the area's name; the text
    # is mostly the area's introduction, which names every spot.
    falls = title_signature("飞云瀑_云岭山风景名胜区", text="落差八十余米的瀑布。" + SCENIC_INTRO)
    lake = title_signature("天池_云岭山风景名胜区", text="四面环山的高山湖泊。" + SCENIC_INTRO)
    assert falls is not None and lake is not None
    assert signature_words(falls) == signature_words(lake)
    assert title_guarded("http://yls.example/1", falls, "http://yls.example/2", lake)
    # The same title, or another separator, is the same page's.
    for copy in ("飞云瀑_云岭山风景名胜区", "飞云瀑 - 云岭山风景名胜区"):
        again = title_signature(copy, text="落差八十余米的瀑布。" + SCENIC_INTRO)
        assert not title_guarded("http://yls.example/1", falls, "http://yls.example/1?p=1", again)
    # So are a product's variants titled by parts alike but for the variant's, whatever
    # their text names (safe: one product's pages may be kept twice).
    both = LAMP + "\nColours: Black, White"
    assert title_guarded(
        "https://shop.example/1", title_signature("Aurora lamp - Black", text=both),
        "https://shop.example/2", title_signature("Aurora lamp - White", text=both))
    # A title adding a section or the site's name beside another's parts shares them.
    assert not other_parts_apart(
        title_signature("Winter heating notice_Policy_Yunxi City", text=both) or "",
        title_signature("Winter heating notice_Yunxi City", text=both) or "")
    # A heading names the page whatever the title's parts say (one manual of two models).
    manual = "User manual: AF-200 and AF-300 dishwashers"
    assert not title_guarded(
        "https://aquaflow.example/1",
        title_signature(f"AF-200 user manual - Aquaflow Appliances\n{manual}", text=manual),
        "https://aquaflow.example/2",
        title_signature(f"AF-300 user manual - Aquaflow Appliances\n{manual}", text=manual))


BIN_RULES = ("<p>Put your bins out by 6:30am on collection day with the lid closed. Please do "
             "not leave bins on the pavement overnight for more than one day. Extra bags next "
             "to a general waste bin will not be taken.</p><p>Blue bins are for paper, card, "
             "cans, glass and plastic bottles, all rinsed. Brown bins are for garden waste and "
             "need a yearly permit.</p>")


def bin_days(street: str, day: str, stamp: str = "Updated 2 May 2024",
             split: bool = False) -> str | None:
    # A council's bin day for each street: one title and heading, the street's days in a
    # list, the council's rules (the only prose, so the text) under them.
    html = ("<html><head><title>Bin collection day - Eastford Council</title></head><body>"
            "<div class='main-content'><h1>Bin collection day</h1>"
            f"<p class='stamp'>{stamp}</p><p class='address'>"
            f"{street.replace(', ', '</p><p>') if split else street}</p><table>"
            f"<tr><td>General waste</td><td>{day}, fortnightly</td></tr>"
            f"<tr><td>Recycling</td><td>{day}, weekly</td></tr></table>"
            f"{BIN_RULES}</div></body></html>")
    page = extract(html)
    assert page.text.startswith("Put your bins out")
    return signed(page)


def test_a_short_text_among_lines_apart_in_their_words_is_another_page() -> None:
    acacia = bin_days("Acacia Avenue, EF3 2AA", "Tuesday")
    beech = bin_days("Beech Road, EF3 2BD", "Wednesday")
    assert acacia is not None and beech is not None
    assert lines_apart(acacia, beech)
    assert title_guarded("https://bins.example/acacia", acacia, "https://bins.example/beech", beech)
    # A copy restamped (its lines apart only in their digits) is the same page.
    restamped = bin_days("Acacia Avenue, EF3 2AA", "Tuesday", stamp="Updated 19 May 2024")
    assert restamped is not None and not lines_apart(acacia, restamped)
    assert not title_guarded("https://bins.example/acacia", acacia,
                             "https://bins.example/acacia?utm_source=x", restamped)
    # So is a copy that lacks a line (a print version without the stamp).
    unstamped = bin_days("Acacia Avenue, EF3 2AA", "Tuesday", stamp="")
    assert unstamped is not None and not lines_apart(acacia, unstamped)
    # And one whose markup breaks a line in two (an AMP page's fields).
    broken = bin_days("Acacia Avenue, EF3 2AA", "Tuesday", split=True)
    assert broken is not None and not lines_apart(acacia, broken)


EXAM_RULES = ("<div class='rules'><b>Examination rules</b><ol><li>Arrive 20 minutes before "
              "the start; you will not be admitted more than 30 minutes after it.</li><li>Bring "
              "your student card and place it face up on the desk.</li><li>Phones and smart "
              "watches must be switched off and left in your bag.</li></ol><p>Candidates with "
              "access arrangements are seated apart; check your own timetable. Questions: the "
              "Examinations Office, Block C, open 8:30 to 17:00.</p></div>")


def seating(paper: str, room: str, print_copy: bool = False) -> str | None:
    # An exams office's seat allocation per paper: one title, no heading, the paper and
    # its rooms in their own element, the office's rules (the text) beside it in the body.
    chrome = "" if print_copy else "<div id='crumbs'>Student portal / Exams</div>"
    html = ("<html><head><title>Seat allocation</title></head><body>"
            f"{chrome}<div id='main'><div class='paper'>{paper}</div><table><tr><td>{room}"
            f"</td><td>Seats 1-120</td></tr></table></div>{EXAM_RULES}</body></html>")
    page = extract(html)
    assert "Arrive 20 minutes" in page.text and page.lines_beside_text
    return signed(page)


def test_a_short_text_beside_a_record_with_nothing_nearer_reads_its_lines() -> None:
    calculus, mechanics = seating("MA101 Calculus I", "Sports Hall"), seating(
        "PH110 Mechanics", "Great Hall")
    assert calculus is not None and mechanics is not None
    assert title_guarded("https://exams.example/s?p=MA101", calculus,
                         "https://exams.example/s?p=PH110", mechanics)
    # A print copy, without the crumbs, holds no line its page lacks.
    printed = seating("MA101 Calculus I", "Sports Hall", print_copy=True)
    assert not title_guarded("https://exams.example/s?p=MA101", calculus,
                             "https://exams.example/print?p=MA101", printed)


@given(first=st.lists(st.text(max_size=30), max_size=6),
       second=st.lists(st.text(max_size=30), max_size=6))
def test_lines_apart_is_symmetric_and_never_parts_a_page_from_itself(
        first: list[str], second: list[str]) -> None:
    text = "The council's rules for putting bins out on collection day."
    a = title_signature("Bin day", text=text, lines_around_text="\n".join(first))
    b = title_signature("Bin day", text=text, lines_around_text="\n".join(second))
    assert a is not None and b is not None
    assert not lines_apart(a, a)
    assert lines_apart(a, b) == lines_apart(b, a)
    # A page whose lines are another's and more is not apart from it (a print copy).
    both = title_signature("Bin day", text=text,
                           lines_around_text="\n".join(first + second))
    assert both is not None and not lines_apart(a, both)


COLLEGES = ("物理学院", "化学学院", "数学学院")


def recruitment(college: str) -> str | None:
    # A university's notices, one per college, a template naming its college; under each,
    # the table of every college's contact, in the text's own element. The h1 adds the
    # university's name, so it is not the title's headline.
    contacts = "".join(f"<tr><td>{name}</td><td>王老师</td></tr>" for name in COLLEGES)
    html = (f"<html><head><title>{college}2024年教师招聘启事_东海大学人事处</title></head><body>"
            f"<div class='content'><h1>东海大学{college}2024年教师招聘启事</h1>"
            f"<p>东海大学{college}因学科发展需要，现面向海内外公开招聘专任教师，热忱欢迎优秀人才加盟。</p>"
            f"<p>一、招聘岗位：{college}专任教师若干名。</p><p>二、应聘条件：具有博士学位，年龄一般不超过"
            "35周岁；具有良好的学术道德和团队合作精神；在本学科领域取得较好的研究成果。</p>"
            "<p>三、待遇：按学校人才引进相关规定执行，提供安家费、科研启动经费和过渡住房。</p>"
            f"<h3>各学院联系方式</h3><table>{contacts}</table></div></body></html>")
    page = extract(html)
    assert not page.little_own_text
    return signed(page)


def test_a_sites_table_beside_a_longer_text_does_not_join_its_lines() -> None:
    # The contact table names every college: were its lines read around the text, each
    # page would show every other page's headline word, and none would read apart.
    physics, chemistry = recruitment(COLLEGES[0]), recruitment(COLLEGES[1])
    assert physics is not None and chemistry is not None
    assert title_guarded("https://hr.example/1", physics, "https://hr.example/2", chemistry)


def debtor(name: str, case: str, amount: str, chrome: str = "") -> tuple[str, str | None]:
    # A register's record pages: one title, the record a list of short label lines, and
    # the site's notice, two paragraphs in its footer, the only prose of the page.
    html = ("<html><head><title>失信被执行人详情_信用江城</title></head><body>"
            f"<div class='logo'>信用江城</div>{chrome}<div class='content'><h2>失信被执行人详情</h2>"
            f"<ul><li>被执行人：{name}</li><li>执行案号：{case}</li><li>义务：{amount}</li></ul>"
            "</div><div class='footer'><p>失信被执行人履行完毕生效法律文书确定的义务后，可向执行法院"
            "申请删除失信信息。法院应当在三个工作日内删除。被执行人认为将其纳入失信名单错误的，可以"
            "向执行法院申请纠正。</p><p>如对公示信息有异议，请携带相关证明材料向作出决定的人民法院"
            "提出，本网站不受理实体异议。</p></div></body></html>")
    page = extract(html)
    return page.text, signed(page)


def test_a_short_text_from_the_sites_footer_is_none_of_the_pages_own() -> None:
    wang_text, wang = debtor("王*明", "（2024）鄂0102执1187号", "偿还借款本金8万元")
    li_text, li = debtor("李*", "（2024）鄂0106执455号", "支付租金3.2万元")
    assert wang_text == li_text and wang_text.startswith("失信被执行人履行完毕")
    assert wang is not None and li is not None and has_little_text(wang)
    assert title_guarded("https://credit.example/d?id=1", wang, "https://credit.example/d?id=2", li)
    # The same record again, with a menu of links added: a copy.
    _, again = debtor("王*明", "（2024）鄂0102执1187号", "偿还借款本金8万元",
                      chrome="<ul><li><a href='/'>首页</a></li></ul>")
    assert not title_guarded("https://credit.example/d?id=1", wang,
                             "https://credit.example/d?id=1&from=search", again)


def job_ad(town: str, region: str) -> str | None:
    # A company's job ads: one title for every town, the site's about box in the
    # sidebar, the page's own few lines (town, duties) too short to make prose.
    html = ("<html><head><title>Sales engineer | Northgate Machines</title></head><body>"
            "<div class='content'><h1>Sales engineer</h1>"
            f"<p>Location: {town}</p><p>Duties:</p><ul><li>Win and keep customers in the "
            f"{region} region</li><li>Meet the sales targets set each year</li></ul></div>"
            f"{NORTHGATE_ABOUT}</body></html>")
    page = extract(html)
    assert page.little_own_text
    return signed(page)


NORTHGATE_ABOUT = ("<div class='about'><h3>About us</h3><p>Northgate Machines was founded in 1995 "
             "and builds machine tools and automated production lines for customers in more "
             "than thirty countries across Asia, the Middle East and Europe.</p></div>")


def test_pages_of_a_few_lines_titled_alike_differ_where_their_lines_do() -> None:
    # One job in two towns: the same headline, a few lines of their own that differ.
    leeds, york = job_ad("Leeds", "northern"), job_ad("York", "eastern")
    assert leeds is not None and has_little_text(leeds)
    assert signature_words(leeds) == signature_words(york or "")
    assert title_guarded("https://jobs.example/1", leeds, "https://jobs.example/2", york)
    # The same ad under a second URL is the same page.
    assert not title_guarded("https://jobs.example/1", leeds, "https://jobs.example/1?src=rss",
                             job_ad("Leeds", "northern"))


LETTER = ("Dear parents and carers, we are writing to confirm the arrangements for the "
          "residential trip. Students should arrive at school by half past seven on the "
          "morning of departure with a packed lunch, a waterproof coat and sturdy shoes. The "
          "coach will return to the school car park at about five o'clock on the final day. "
          "Please complete the medical form and the consent form and return both to the "
          "school office by the end of next week. Students may bring a small amount of "
          "pocket money for the gift shop; phones will be collected each evening. If you "
          "have any questions, please contact the trips coordinator through the school "
          "office. Thank you for your continued support. The centre provides all meals, "
          "bedding and specialist equipment for the activities, which include gorge walking, "
          "canoeing on the lake, climbing and an evening walk with the centre's rangers. "
          "Staff trained in first aid will accompany the group at all times, and a member "
          "of the senior leadership team will be on call throughout the stay.")


def test_long_letters_of_one_template_that_each_name_their_own_headline_are_guarded() -> None:
    # Texts of over 1,000 bytes, titled apart by one word that each text names and the
    # other lacks: two letters, not one story retitled.
    assert len(LETTER) > 1000
    seventh = title_signature("Year seven trip to Snowdonia | Hillside School",
                              text=f"Year seven trip to Snowdonia. {LETTER}")
    eighth = title_signature("Year eight trip to Snowdonia | Hillside School",
                             text=f"Year eight trip to Snowdonia. {LETTER}")
    assert title_guarded("https://school.example/l/7", seventh, "https://school.example/l/8",
                         eighth)
    # Retitled with a word both texts hold, one letter. (Its words merely put in another
    # order would read as another page: a route and its way back.)
    retitled = title_signature("Year seven trip to Snowdonia: arrangements | Hillside School",
                               text=f"Year seven trip to Snowdonia. {LETTER}")
    assert not title_guarded("https://school.example/l/7", seventh,
                             "https://school.example/news/7", retitled)


def test_chinese_notices_of_one_template_that_each_name_their_own_holiday_are_guarded() -> None:
    body = ("各位居民：根据国务院办公厅通知精神，结合本社区实际，现将{}放假安排通知如下。放假期间，社区服务"
            "中心暂停对外办公，如有紧急事务请拨打值班电话。请各位居民注意用火用电安全，外出时关好门窗，"
            "看管好老人和儿童，共同度过一个安全、祥和的{}假期。特此通知。")
    spring = title_signature("2024年春节放假通知_和平社区", text=body.format("春节", "春节"))
    tomb = title_signature("2024年清明节放假通知_和平社区", text=body.format("清明节", "清明节"))
    assert title_guarded("http://sq.example/a/1.html", spring, "http://sq.example/a/2.html", tomb)
    retitled = title_signature("和平社区2024年春节放假安排_和平社区", text=body.format("春节", "春节"))
    assert not title_guarded("http://sq.example/a/1.html", spring,
                             "http://sq.example/b/1.html", retitled)


@pytest.mark.parametrize("body", [
    "<p>" + LETTER + "</p>",
    "<p>各位居民：现将春节放假安排通知如下。放假期间，社区服务中心暂停对外办公，如有紧急事务请拨打值班电话。</p>",
    "<p>Elm Road will be closed on Sunday.</p>",
])
def test_a_workers_signature_is_the_one_its_text_gives(body: str) -> None:
    # The worker hands the words its fingerprint read to the signature; the signature
    # of the text alone must be the same.
    from scrapy_simhash.fingerprint.version import DEFAULT_FINGERPRINT
    from scrapy_simhash.runtime.worker_main import RawPage, fingerprint_page

    html = ("<html><head><title>Year seven trip | Hillside School</title></head><body><main>"
            f"<article><h1>Year seven trip</h1>{body}</article></main></body></html>")
    page = extract(html, "https://school.example/l/7")
    result = fingerprint_page(RawPage(html.encode(), "utf-8", "https://school.example/l/7",
                                      None), DEFAULT_FINGERPRINT)
    assert result.title == title_signature(page.title, page.little_own_text, page.text,
                                           page.lines_around_text)


def test_a_short_page_and_its_print_version_without_the_lines_around_it_are_one_page() -> None:
    text = "3 March: the district's spring job fair drew 120 employers and 3,000 visitors."
    page = title_signature("Spring job fair | District News", True, text, "Friday 3 March")
    printed = title_signature("Spring job fair | District News", True, text, "")
    assert not title_guarded("https://d.example/n/12", page, "https://d.example/print/12", printed)
    # Among other lines, or as another text, it is another page.
    other_day = title_signature("Spring job fair | District News", True, text, "Friday 10 March")
    other_text = title_signature("Spring job fair | District News", True, text + " More.", "")
    assert title_guarded("https://d.example/n/12", page, "https://d.example/n/13", other_day)
    assert title_guarded("https://d.example/print/12", printed, "https://d.example/n/14",
                         other_text)


@given(text=st.text(min_size=1, max_size=300))
def test_a_short_text_is_never_apart_from_itself(text: str) -> None:
    first = title_signature("Notice | Site", True, text) or ""
    second = title_signature("Notice | Site", True, text) or ""
    assert not short_texts_apart(first, second)
    assert not title_guarded("https://s.example/1", first, "https://s.example/2", second)


def test_a_page_without_an_h1_names_itself_by_its_first_h2_outside_menus() -> None:
    body = "<p>" + "Some words of the page. " * 5 + "</p>"
    page = extract("<html><head><title>Cloudly Status</title></head><body><aside><h2>Menu"
                   f"</h2></aside><div><h2>Storage</h2>{body}</div></body></html>")
    assert page.title == "Cloudly Status\nStorage"


def test_a_sidebars_h2_never_joins_a_title_it_is_not_part_of() -> None:
    # Pages titled apart, no h1, an old theme's sidebar heading first: were it read as the
    # pages' heading, their titles would share its words, and the guard would let the
    # second page, whose text is the first's, be dropped.
    text = ("<p>Coast Blog is written by two neighbours who walk the harbour bridge every "
            "morning and write about the storm season, the ferries and the people of the "
            "towns along the coast. We post twice a week and answer every letter.</p>")
    pages = []
    for title in ("Harbour bridge closes", "Storm floods towns"):
        for sidebar in ("<div id='sidebar'><h2>Categories and recent posts</h2></div>",
                        "<div class='col'><h2>Categories and recent posts</h2></div>"):
            html = (f"<html><head><title>{title} | Coast Blog</title></head><body>{sidebar}"
                    f"<div class='post'>{text}</div></body></html>")
            page = extract(html)
            assert page.title == f"{title} | Coast Blog"
            pages.append(title_signature(page.title, page.little_own_text, page.text))
    assert title_guarded("https://coast.example/1", pages[0], "https://coast.example/2", pages[2])
    # An h2 that is part of the title names the page, as an h1 would.
    page = extract("<html><head><title>Lena Ortiz | The City Paper</title></head><body><div>"
                   f"<h2>Lena Ortiz</h2>{text}</div></body></html>")
    assert page.title == "Lena Ortiz | The City Paper\nLena Ortiz"


STANDARD = ("Sealed bids will be received by the Purchasing Division until two in the "
            "afternoon on the date above, when they will be opened and read aloud. Each bid "
            "must be accompanied by a bid guaranty. The City reserves the right to reject "
            "any or all bids and to award the contract in its best interest.")


def bid(what: str, date: str) -> str:
    return f"The City is accepting sealed bids for {what}. Bid opening: {date}, 2:00 p.m. {STANDARD}"


def test_documents_of_one_template_citing_their_own_numbers_are_guarded() -> None:
    # Titled alike, near-identical texts: each cites an amount the other lacks.
    title = "Invitation to Bid | City of Springdale"
    roads = title_signature(title, text=bid("resurfacing 4.2 lane miles", "March 21, 2024"))
    cars = title_signature(title, text=bid("patrol cars, lot 117", "March 26, 2024"))
    assert title_guarded("https://city.example/bids/7", roads, "https://city.example/bids/8", cars)
    # A copy that leaves a paragraph out (its numbers with it) is the same document, and
    # so is one whose date or time changed (a copy updates them).
    full = bid("resurfacing 4.2 lane miles", "March 21, 2024") + " Call 555 0100 for questions."
    moved = bid("resurfacing 4.2 lane miles", "2024.03.28")
    for copy in (full, moved):
        assert not title_guarded("https://city.example/bids/7", roads,
                                 "https://city.example/bids/7-print",
                                 title_signature(title, text=copy))
    # Any number, however long, is read.
    assert title_signature(title, text="lot " + "9" * 6000) is not None


def test_notices_that_each_cite_their_own_lot_number_are_guarded() -> None:
    # A letter glued to a number makes an identifier, not a date: "B2-031" would read
    # as the parts of a date ("2-031") without it.
    def auction(lot: str) -> str | None:
        return title_signature("Auction notice | City Exchange", text=(
            f"Parking space {lot} in the Riverside car park will be sold at public auction "
            "on March 21, 2024. " + STANDARD))
    first, second = auction("B2-031"), auction("B2-047")
    assert title_guarded("https://x.example/a/31", first, "https://x.example/a/47", second)
    assert not title_guarded("https://x.example/a/31", first,
                             "https://x.example/print/31", auction("B2-031"))

numbers = st.lists(st.integers(0, 10**6), max_size=40)


@given(mine=numbers, extra=numbers)
def test_a_text_and_its_copy_with_more_numbers_are_never_numbers_apart(
        mine: list[int], extra: list[int]) -> None:
    text = " ".join(f"line {n}." for n in mine)
    longer = text + " " + " ".join(f"added {n}." for n in extra)
    a = title_signature("Notice | Site", text=text) or ""
    b = title_signature("Notice | Site", text=longer) or ""
    assert not numbers_apart(a, b) and not numbers_apart(b, a) and not numbers_apart(a, a)


def test_a_signature_takes_any_text() -> None:
    assert title_signature("Hello world", False, "caf\u00e9 \ud800 x") is not None


def test_only_a_short_text_carries_the_lines_under_its_headline() -> None:
    body = "<p>" + "A long story goes on and on, sentence after sentence. " * 30 + "</p>"
    html = ("<html><head><title>Long read | Site</title></head><body><article><h1>Long read"
            f"</h1><div class='when'>Friday 12 May</div>{body}</article></body></html>")
    assert extract(html).lines_around_text == ""


words = st.sampled_from(["lamp", "Lamp", "lamp's", "co-op", "COVID-19", "19", "naïve", "ﬁle",
                         "café", "cafe\u0301", "straße", "x_y", "e-mail", "ｌａｍｐ", "1,000",
                         "don't", "东京", "Black"])
separators = st.sampled_from([" ", "-", "'", ".", ",", "_", "/", "", "\n"])
phrases = st.lists(st.tuples(words, separators), max_size=12).map(
    lambda pairs: "".join(word + separator for word, separator in pairs))


@given(first=phrases, second=phrases, text=phrases)
def test_one_text_under_two_headlines_is_never_told_apart_by_its_words(
        first: str, second: str, text: str) -> None:
    # Whatever the text holds, its filter holds: a copy is never guarded for lacking it.
    a, b = title_signature(first, text=text), title_signature(second, text=text)
    if a is not None and b is not None and share_a_word(a, b) and not (
            has_little_text(a) or has_little_text(b)):
        words_a, words_b = signature_words(a), signature_words(b)
        if not (words_a <= words_b or words_b <= words_a):
            # Only the rule without filters may guard such a pair: neither text holds a
            # word only its own headline has.
            apart = held_words(a) <= words_b and held_words(b) <= words_a
            assert title_guarded("https://s.example/1", a, "https://s.example/2", b) == apart


def test_sites_are_registrable_domains_and_ports() -> None:
    assert site_of("https://www.News.example/a") == "news.example"
    # A site's editions and sections are the same site: one name under a public suffix.
    assert site_of("https://m.news.example/a") == site_of("https://news.example/b") \
        == site_of("http://wap.news.example/c") == site_of("https://archive.news.example/d") \
        == "news.example"
    assert site_of("https://m.example/a") == "m.example"  # a name, not an edition of one
    assert site_of("https://www.bbc.co.uk/a") == site_of("https://news.bbc.co.uk/b") == "bbc.co.uk"
    # Names a public suffix holds are other sites: two blogs of one host.
    assert site_of("https://ann.github.io/a") != site_of("https://bob.github.io/a")
    assert site_of("https://news.example/a") != site_of("https://news.example.org/a")
    assert title_guarded("https://m.news.example/1", COUNCIL, "https://archive.news.example/2",
                         STORM)
    assert not title_guarded("https://ann.github.io/1", COUNCIL, "https://bob.github.io/2", STORM)
    assert site_of("http://127.0.0.1:8080/a") == "127.0.0.1:8080"
    assert site_of("http://[::1]/a") == "::1" and site_of("http://localhost/a") == "localhost"
    assert site_of("not a url") is None and site_of("http://[::1/") is None
    # Keys that are not URLs are never guarded.
    assert not title_guarded("article-1", COUNCIL, "article-2", STORM)


def test_the_verdict_skips_guarded_matches_and_marks_an_all_guarded_one() -> None:
    at = datetime.now(timezone.utc)
    offer = Offer(FP, "https://news.example/storm", None, STORM)
    guarded = Match(FP, "https://news.example/council", 0, at, title=COUNCIL)
    counted = Match(NEAR, "https://news.example/bridge", 2, at, title=STORM)
    assert duplicate_of(offer, [guarded, counted]) == counted
    verdict = duplicate_of(offer, [guarded])
    assert verdict is not None and verdict.guarded and verdict.key == guarded.key
    assert stores(verdict) and stores(None) and not stores(counted)


# -- the backends -----------------------------------------------------------------------


def test_a_different_article_of_the_same_site_is_stored_and_reported_guarded(
        index_url: str) -> None:
    with SimHashIndex(index_url, max_distance=3) as index:
        assert index.check_and_add(FP, "https://news.example/council", title=COUNCIL) is None
        verdict = index.check_and_add(NEAR, "https://news.example/storm", title=STORM)
        assert verdict is not None and verdict.guarded
        assert verdict.key == "https://news.example/council" and verdict.distance == 2
        assert index.count() == 2
        assert {(m.key, m.title) for m in index.find(FP)} == {
            ("https://news.example/council", COUNCIL), ("https://news.example/storm", STORM)}
        # A page whose title shares words with a stored one of its site is a duplicate.
        same = index.check_and_add(FP, "https://news.example/bridge", title=BRIDGE)
        assert same is not None and not same.guarded
        assert same.key == "https://news.example/council"
        # Another host is never guarded; nor is an untitled page.
        repost = index.check_and_add(FP, "https://copies.example/x", title=STORM)
        assert repost is not None and not repost.guarded
        untitled = index.check_and_add(NEAR, "https://news.example/untitled")
        assert untitled is not None and not untitled.guarded
        assert index.count() == 2


def test_the_guard_holds_inside_one_batch(index_url: str) -> None:
    with SimHashIndex(index_url, max_distance=3) as index:
        first, second, third = index.check_and_add_many([
            (FP, "https://news.example/council", "run:a", COUNCIL),
            (NEAR, "https://news.example/storm", "run:a", STORM),
            (FP, "https://news.example/bridge", "run:a", BRIDGE),
        ], pending=True)
        assert first is None
        assert second is not None and second.guarded
        assert third is not None and not third.guarded
        assert third.key == "https://news.example/council"
        assert index.count() == 2


def test_an_index_made_before_the_guard_keeps_working_unguarded(db_url: str) -> None:
    with SimHashIndex(db_url, max_distance=3) as index:
        index.check_and_add(FP, "https://news.example/council")
    engine = create_engine(db_url)
    with engine.begin() as conn:
        conn.execute(text("ALTER TABLE simhash_entries DROP COLUMN title"))
    engine.dispose()
    with SimHashIndex(db_url, max_distance=3) as index:
        (old,) = index.find(FP)
        assert old.title is None
        # The old row has no title: no guard, the page is a duplicate as before.
        verdict = index.check_and_add(NEAR, "https://news.example/storm", title=STORM)
        assert verdict is not None and not verdict.guarded
        # New rows carry their title, and the guard works between them.
        index.check_and_add(flip(FP, 20, 21, 22, 23, 24, 25, 26, 27),
                            "https://news.example/a", title=COUNCIL)
        guarded = index.check_and_add(flip(FP, 20, 21, 22, 23, 24, 25, 26, 27, 50),
                                      "https://news.example/b", title=STORM)
        assert guarded is not None and guarded.guarded


def test_a_title_must_be_a_signature() -> None:
    with SimHashIndex("memory://") as index, pytest.raises(TypeError, match="title"):
        index.check_and_add_many([(FP, "k", None, 42)])  # type: ignore[list-item]


def test_one_fingerprint_kept_twice_by_the_guard_stays_until_its_last_entry(
    index_url: str,
) -> None:
    """Two articles of one site with the same fingerprint: both are stored; the
    fingerprint answers look-ups until the second one is deleted too (segment rows and
    buckets hold it once, and drop it with its last entry)."""
    from tests.reliability_fixtures import index_is_consistent

    with SimHashIndex(index_url, namespace="twice") as index:
        assert index.check_and_add(FP, "https://planet.example/a", title=COUNCIL) is None
        kept = index.check_and_add(FP, "https://planet.example/b", title=STORM)
        assert kept is not None and kept.guarded
        assert sorted(m.key for m in index.find(NEAR)) == [
            "https://planet.example/a", "https://planet.example/b"]
        if index_url != "memory://":
            assert index_is_consistent(index_url, "twice")[1] == []
        assert index.delete("https://planet.example/a") == 1
        assert [m.key for m in index.find(NEAR)] == ["https://planet.example/b"]
        assert index.delete("https://planet.example/b") == 1
        assert index.find(NEAR) == [] and index.count() == 0
        if index_url != "memory://":
            assert index_is_consistent(index_url, "twice")[1] == []


CODES_EXPLAINER = ("<div class='explainer'><h3>How codes are assigned</h3><p>Three-letter "
                   "location codes are assigned by an international trade association on "
                   "request of the operator. A code, once given, is rarely changed, because "
                   "tickets, baggage tags and timetables print it; retired codes are not "
                   "reused for several years. Codes often recall an older name of the place "
                   "rather than its present one, and a city served by several airports may "
                   "also have a code of its own for all of them together.</p></div>")


def airport(code: str, city: str, country: str, chrome: str = "") -> str | None:
    # A reference site's record pages: one generic title, no heading, the record a lead
    # line and a table; its explainer (the text) under a box title beside them, which
    # holds the only prose of the page.
    html = ("<html><head><title>Details</title></head><body><div class='wrap'>"
            f"<div class='logo'>Codes Reference</div>{chrome}<p class='lead'>{code}</p>"
            f"<table class='kv'><tr><td>City</td><td>{city}</td></tr><tr><td>Country</td>"
            f"<td>{country}</td></tr><tr><td>Runways</td><td>2</td></tr></table>"
            f"<p class='upd'>Last updated 2024-05-02</p>{CODES_EXPLAINER}</div></body></html>")
    page = extract(html)
    assert "Three-letter" in page.text and code not in page.text
    return signed(page)


def test_records_beside_their_sites_explainer_read_apart_by_their_own_lines() -> None:
    # The lines around the explainer are its box title: the record's own lines beside it
    # tell the records apart.
    oslo, lyon = airport("OSL", "Oslo", "Norway"), airport("LYS", "Lyon", "France")
    assert oslo is not None and lyon is not None
    assert title_guarded("https://codes.example/OSL", oslo, "https://codes.example/LYS", lyon)
    # A copy with a breadcrumb of links more is the same record.
    crumbs = airport("OSL", "Oslo", "Norway",
                     chrome="<div class='crumbs'><a href='/'>Home</a> / <a href='/e'>Europe</a></div>")
    assert not title_guarded("https://codes.example/OSL", oslo,
                             "https://codes.example/OSL?utm_source=feed", crumbs)


CPR_STEPS = ("<h3>If someone collapses</h3><ol><li>Ring the emergency number at once and put "
             "the phone on speaker; the operator gives you the cabinet's code and stays on the "
             "line.</li><li>Kneel beside the person, put the heel of one hand in the middle of "
             "the chest, the other on top, and press down hard twice a second without "
             "stopping.</li><li>Send someone for the defibrillator, switch it on and follow what "
             "it says: it only shocks when a shock is needed.</li><li>Keep pressing until the "
             "ambulance crew takes over; you cannot do harm by trying.</li></ol>")


def defibrillator(place: str, access: str, checked: str = "2025-03-01") -> str | None:
    # A charity's map of defibrillators: one title for every page, no heading; the site's
    # first-aid steps and the place's field lines are one short text together.
    html = ("<html><head><title>Defibrillator</title></head><body><div class='topnav'><a "
            f"href='/'>HeartMap</a></div><div class='wrap'><div class='cpr'>{CPR_STEPS}</div>"
            f"<div class='aed'>{place}<br>Access: {access}<br>Available: 24 hours<br>"
            f"Last checked: {checked}</div></div></body></html>")
    page = extract(html)
    assert place in page.text and "Kneel beside" in page.text
    return signed(page)


def test_short_texts_of_one_block_and_different_fields_read_apart() -> None:
    station = defibrillator("Railway station, platform 1 entrance",
                            "locked cabinet (code from the operator)")
    church = defibrillator("St Mary's church porch, Brook Road",
                           "open cabinet (no code needed at all)")
    assert station is not None and church is not None
    assert texts_apart(station, church) and texts_apart(church, station)
    assert title_guarded("https://heartmap.example/d/17", station,
                         "https://heartmap.example/d/18", church)
    # The same place checked again (a new date) is the same page.
    rechecked = defibrillator("Railway station, platform 1 entrance",
                              "locked cabinet (code from the operator)", checked="2025-04-12")
    assert rechecked is not None and not texts_apart(station, rechecked)
    assert not title_guarded("https://heartmap.example/d/17", station,
                             "https://heartmap.example/d/17?ref=map", rechecked)


def test_a_short_story_edited_in_its_prose_is_not_read_apart() -> None:
    # The same notice on one host, a sentence of its prose reworded: a copy, still.
    def notice(sentence: str) -> str | None:
        html = ("<html><head><title>Library closed on Monday</title></head><body><h1>Library "
                "closed on Monday</h1><p>The central library will be closed all day on Monday "
                f"while the heating system is replaced. {sentence} Returns can be left in the "
                "box by the side door, and no fines will be charged for the day.</p>"
                "<p>Opening hours: 9:00 to 17:00</p></body></html>")
        return signed(extract(html))

    first = notice("The branch libraries keep their usual hours.")
    edited = notice("Branch libraries are open as usual that day.")
    assert first is not None and edited is not None
    assert not texts_apart(first, edited)


# The signature's filters and number sample are built by fast paths; each must read as
# its plain definition does, or stored signatures would stop matching new ones.
_NUMBER_TEXT = st.text(alphabet="aZx 9٣２0.,:/-é中", max_size=24)


@given(_NUMBER_TEXT)
def test_numbers_are_read_with_the_letter_glued_before_them(text_):
    import re

    from scrapy_simhash.fingerprint.title import _numbers_with_letters

    letter_then_number = re.compile(r"([A-Za-z]?)(\d+(?:[.,:/-]\d+)*)")
    assert _numbers_with_letters(text_) == set(letter_then_number.findall(text_))


@given(st.sets(st.text(min_size=1, max_size=12), max_size=60), st.sampled_from([256, 512, 1024]))
def test_a_word_filter_sets_each_words_two_bits_and_no_other(words, size):
    from scrapy_simhash.fingerprint.title import _filter_bits, _word_filter, _word_hash

    expected = 0
    for word in words:
        expected |= _filter_bits(_word_hash(word), size)
    assert _word_filter(words, size) == expected


TENANCY_NOTICE = "".join(f"<p>{paragraph}</p>" for paragraph in (
    "These listings are published by the housing office as a service to applicants and "
    "their advisers. They are updated each working morning, and a room may be offered to "
    "someone else between the time a listing appears and the time you call us about it.",
    "Rooms are let in the order set by the allocation scheme, not in the order in which "
    "enquiries arrive. Your band and the date of your application decide your place; we "
    "cannot move anyone up the list because a room has been vacant for some weeks.",
    "Viewings are arranged only after an offer has been made in writing. Please do not "
    "visit a building or ask its residents about a vacancy: the address is given so that "
    "you can judge the journey to work or school, not as an invitation to call there.",
    "If you need the listing in another language, in large print or read aloud, ask at "
    "any of our offices or call the housing line, and we will arrange it without charge.",
    "Rents shown include water charges but not heating, which residents of shared "
    "buildings pay through a service charge set each April; housing benefit may cover part "
    "of both, and our advisers can help you apply before you sign a tenancy.",
))


def room_listing(rows: list[tuple[str, str, str]], updated: str = "09:10") -> str | None:
    # A housing office's listing pages: one title and heading for all, the office's long
    # notice (the only prose, so the text) under a table of the day's rooms.
    cells = "".join(f"<tr><td>{ref}</td><td>{street}</td><td>{rent}</td></tr>"
                    for ref, street, rent in rows)
    html = ("<html><head><title>Rooms to let - Housing Office</title></head><body>"
            "<div class='top'><a href='/'>Housing Office</a></div><div class='content'>"
            f"<h1>Rooms to let</h1><table class='rooms'><tbody>{cells}</tbody></table>"
            f"<p class='stamp'>Listing updated {updated}</p>{TENANCY_NOTICE}</div></body></html>")
    page = extract(html)
    assert 1000 < len(page.text.encode()) < 1500  # a notice longer than a short text was
    assert "allocation scheme" in page.text and rows[0][1] not in page.text
    return signed(page)


def test_listings_under_a_long_notice_read_apart_by_their_rows() -> None:
    # Every page extracts to the notice, so site memory, counting such pages once, never
    # learns it; the rows beside it tell two listings apart.
    north = room_listing([("R-4471", "Canal Street, room 2", "£95 a week"),
                          ("R-4480", "Orchard Terrace, room 5", "£88 a week")])
    south = room_listing([("R-4502", "Quarry Road, room 1", "£91 a week")])
    assert north is not None and south is not None
    assert title_guarded("https://rooms.example/north", north, "https://rooms.example/south", south)
    # The same listing stamped later is the same page.
    restamped = room_listing([("R-4471", "Canal Street, room 2", "£95 a week"),
                              ("R-4480", "Orchard Terrace, room 5", "£88 a week")], "11:45")
    assert not title_guarded("https://rooms.example/north", north,
                             "https://rooms.example/north?refresh=1", restamped)


GAUGE_NOTICE = "".join(f"<p>{paragraph}</p>" for paragraph in (
    "Readings are sent by the gauge every fifteen minutes and published without checking. "
    "They may be revised later, and a gauge that stops sending shows its last reading.",
    "Do not use these figures to decide whether it is safe to cross a ford or to enter the "
    "water. In a flood, follow the advice of the emergency services and the warnings given "
    "for your area, which take account of much more than one gauge.",
))


def gauge_reading(level: str, flow: str, rain: str, views: str = "118") -> str | None:
    # A river gauge's daily pages: one title and heading for all, the notice (the only
    # prose, so the text) under a table whose numbers alone change from day to day.
    rows = "".join(f"<tr><th>{name}</th><td>{value}</td></tr>" for name, value in (
        ("Gauge", "Ashford Weir"), ("Level (m)", level), ("Flow (m³/s)", flow),
        ("Rain, 24 hours (mm)", rain)))
    html = ("<html><head><title>Daily reading - River Gauges</title></head><body>"
            "<div class='top'><a href='/'>River Gauges</a></div><div class='content'>"
            f"<h1>Daily reading</h1><table class='reading'><tbody>{rows}</tbody></table>"
            f"<p class='seen'>Viewed {views} times</p>{GAUGE_NOTICE}</div></body></html>")
    page = extract(html)
    assert "published without checking" in page.text and level not in page.text
    return signed(page)


def test_readings_of_one_gauge_read_apart_by_their_numbers() -> None:
    # The days' lines hold the same words; only their numbers tell them apart.
    monday, tuesday = gauge_reading("1.42", "12.6", "3.4"), gauge_reading("1.57", "15.3", "8.9")
    assert monday is not None and tuesday is not None
    assert title_guarded("https://gauges.example/ashford/mon", monday,
                         "https://gauges.example/ashford/tue", tuesday)
    # One number changed (a count of views): the same day's page.
    assert not title_guarded("https://gauges.example/ashford/mon", monday,
                             "https://gauges.example/ashford/mon?ref=map",
                             gauge_reading("1.42", "12.6", "3.4", views="131"))
    # A second reading changed too still tells them apart.
    assert title_guarded("https://gauges.example/ashford/mon", monday,
                         "https://gauges.example/ashford/mon2",
                         gauge_reading("1.42", "12.9", "3.4", views="131"))


decimals = st.lists(st.integers(100, 9999).map(lambda n: f"{n / 100:.2f}"), max_size=15,
                    unique=True)
many_decimals = st.lists(st.integers(100, 999).map(lambda n: f"{n / 100:.2f}"),
                         min_size=10, max_size=60, unique=True)


def lines_signature(title: str, notice: str, lines: list[str]) -> str:
    """The signature of a page whose text is ``notice`` among ``lines``."""
    signature = title_signature(title, False, notice, "\n".join(lines))
    assert signature is not None
    return signature


def gauge_lines_signature(numbers: list[str]) -> str:
    return lines_signature("Daily reading - River Gauges",
                           "Readings are published without checking and may be revised later.",
                           numbers)


@given(decimals, decimals)
def test_line_numbers_apart_when_each_side_cites_two_numbers_the_other_lacks(
        mine: list[str], theirs: list[str]) -> None:
    # Below MAX_LINE_NUMBERS numbers the samples are whole, so the test is exact
    # (decimals are never dates' parts).
    expected = len(set(mine) - set(theirs)) >= 2 and len(set(theirs) - set(mine)) >= 2
    assert line_numbers_apart(gauge_lines_signature(mine),
                              gauge_lines_signature(theirs)) == expected


@given(many_decimals, st.data())
def test_line_numbers_read_apart_from_samples_only_when_they_are(
        mine: list[str], data: st.DataObject) -> None:
    # Past MAX_LINE_NUMBERS numbers each side keeps a sample: it may miss a difference,
    # never invent one (a copy whose lines change one number stays a copy).
    kept = data.draw(st.lists(st.sampled_from(mine), unique=True))
    theirs = kept + data.draw(st.lists(st.integers(1000, 1999).map(
        lambda n: f"{n / 100:.2f}"), max_size=20, unique=True))
    apart = line_numbers_apart(gauge_lines_signature(mine), gauge_lines_signature(theirs))
    if apart:
        assert len(set(mine) - set(theirs)) >= 2 and len(set(theirs) - set(mine)) >= 2


COURT_RULES = "".join(f"<p>{paragraph}</p>" for paragraph in (
    "Courts may be booked up to a week ahead by members. A booking not taken up within "
    "ten minutes of its start may be released to anyone waiting at the courts.",
    "Non-marking shoes must be worn on every court. Please leave the courts as you found "
    "them, close the gates behind you and take your litter home.",
    "The courts close when the committee decides they are too wet or icy to play on. "
    "Closures are posted on this page and on the clubhouse door by eight in the morning.",
))


def court_sheet(cells: list[str], refreshed: str = "07:50") -> str | None:
    # A tennis club's availability pages: one title and heading for all, its rules (the
    # only prose, so the text) beside a grid whose words (Free, Booked) every day shares.
    grid = "".join(f"<tr><td>{hour}:00</td><td>{cell}</td></tr>"
                   for hour, cell in zip(range(9, 9 + len(cells)), cells, strict=True))
    html = ("<html><head><title>Court availability - Elm Park Tennis</title></head><body>"
            "<div class='top'><a href='/'>Elm Park Tennis</a></div><div class='content'>"
            f"<h1>Court availability</h1><table class='grid'><tbody>{grid}</tbody></table>"
            f"<p class='seen'>Refreshed at {refreshed}</p>{COURT_RULES}</div></body></html>")
    page = extract(html)
    assert "Non-marking shoes" in page.text and "Booked" not in page.text
    return signed(page)


def test_sheets_of_one_grid_read_apart_by_the_order_of_their_lines() -> None:
    monday = court_sheet(["Free", "Booked", "Free", "Booked"])
    tuesday = court_sheet(["Booked", "Free", "Free", "Booked"])
    assert monday is not None and tuesday is not None
    assert lines_reordered(monday, tuesday)
    assert title_guarded("https://elmpark.example/courts/mon", monday,
                         "https://elmpark.example/courts/tue", tuesday)
    # The same grid refreshed later is the same page.
    again = court_sheet(["Free", "Booked", "Free", "Booked"], refreshed="12:05")
    assert not lines_reordered(monday, again)
    assert not title_guarded("https://elmpark.example/courts/mon", monday,
                             "https://elmpark.example/courts/mon?week=24", again)


def tide_sheet(times: list[str], generated: str = "06:10") -> str | None:
    # A harbour's tide pages: one title and heading for all, its safety notice (the only
    # prose, so the text) beside a table whose cells are the day's times alone.
    cells = "".join(f"<tr><th>{name}</th><td>{time}</td></tr>" for name, time in zip(
        ("High water", "Low water", "High water", "Low water"), times, strict=True))
    html = ("<html><head><title>Tide times - Porthmellin Harbour</title></head><body>"
            "<div class='top'><a href='/'>Porthmellin Harbour</a></div><div class='content'>"
            f"<h1>Tide times</h1><table class='tides'><tbody>{cells}</tbody></table>"
            f"<p class='seen'>Page generated at {generated}</p>{GAUGE_NOTICE}</div></body></html>")
    page = extract(html)
    assert "published without checking" in page.text and times[0] not in page.text
    return signed(page)


def test_tide_tables_read_apart_by_the_times_in_their_cells() -> None:
    # Times are dates' parts in a sentence (a stamp a copy renews), data in a cell.
    monday = tide_sheet(["04:12", "10:31", "16:40", "22:55"])
    tuesday = tide_sheet(["04:58", "11:17", "17:26", "23:41"])
    assert monday is not None and tuesday is not None
    assert title_guarded("https://porthmellin.example/tides/mon", monday,
                         "https://porthmellin.example/tides/tue", tuesday)
    again = tide_sheet(["04:12", "10:31", "16:40", "22:55"], generated="14:45")
    assert not title_guarded("https://porthmellin.example/tides/mon", monday,
                             "https://porthmellin.example/tides/mon?print=1", again)


def council_tax_band(reference: str, house: str, url: str, chrome: str = "") -> str | None:
    # A council's band look-up: one title and heading for every property, the council's
    # explainer the longest text; the property's reference is in its URL and its table.
    guidance = ("<div class='guidance'><h2>About council tax bands</h2><p>Every home is placed "
                "in one of eight valuation bands according to what it would have sold for in "
                "1991. Bands are set by the valuation office, not by the council, and the "
                "charge for each band is a fixed fraction of the Band D charge.</p><p>You can "
                "ask the valuation office to review your band. You must keep paying your bill "
                "while the review is carried out; any overpayment is refunded.</p></div>")
    html = ("<html><head><title>Council tax band - Eastmoor Council</title></head><body>"
            f"{chrome}<main><h1>Property details</h1><table><tr><th>Address</th><td>{house} "
            f"Moor View</td></tr><tr><th>Property reference</th><td>{reference}</td></tr>"
            "<tr><th>Band</th><td>B</td></tr></table></main>"
            f"{guidance}</body></html>")
    page = extract(html, url)
    assert "valuation office" in page.text and reference not in page.text
    return title_signature(page.title, page.little_own_text, page.text, page.lines_around_text,
                           lines_beside_text=page.lines_beside_text, url=url)


def test_records_citing_the_reference_their_url_holds_are_guarded() -> None:
    base = "https://www.eastmoor.example/council-tax/band?ref="
    first = council_tax_band("100010455101", "1", base + "100010455101")
    second = council_tax_band("100010455102", "2", base + "100010455102")
    assert first is not None and second is not None
    assert url_numbers_apart(first, second)
    assert title_guarded(base + "100010455101", first, base + "100010455102", second)
    # The same record under a session parameter, the mobile host or with a breadcrumb.
    for url, chrome in ((base + "100010455101&sid=3fa91bd0c2", ""),
                        ("https://m.eastmoor.example/council-tax/band?ref=100010455101",
                         "<p class='crumbs'>Home &gt; Council tax</p>")):
        copy = council_tax_band("100010455101", "1", url, chrome)
        assert copy is not None and not url_numbers_apart(first, copy)
        assert not title_guarded(base + "100010455101", first, url, copy)
    # A URL without the reference says nothing of the record.
    pretty = council_tax_band("100010455102", "2", "https://www.eastmoor.example/band/moor-view")
    assert pretty is not None and "$" not in pretty and not url_numbers_apart(first, pretty)


@given(st.lists(st.integers(100, 10**9), min_size=1, max_size=12, unique=True),
       st.integers(0, 10**6))
def test_a_page_and_its_copy_under_another_query_are_never_url_numbers_apart(
        numbers: list[int], extra: int) -> None:
    cited = " ".join(f"No. {n}." for n in numbers)
    text = f"Registered items: {cited} Entries are checked once a year by the register."
    url = "https://register.example/items/" + "/".join(map(str, numbers))
    page = title_signature("Items | Register", False, text, url=url)
    copy = title_signature("Items | Register", False, text, url=f"{url}?session={extra}")
    assert page is not None and copy is not None
    assert not url_numbers_apart(page, copy)


def register_record(numbers: list[int]) -> str:
    cited = " ".join(f"No. {n}." for n in numbers)
    signature = title_signature("Items | Register", False,
                                f"Registered items: {cited} Entries are checked once a year.",
                                url="https://register.example/items?" + "&".join(
                                    f"id={n}" for n in numbers))
    assert signature is not None
    return signature


@given(st.lists(st.integers(10**5, 10**9), min_size=1, max_size=12, unique=True), st.data())
def test_records_are_url_numbers_apart_exactly_when_whole_samples_share_none(
        mine: list[int], data: st.DataObject) -> None:
    theirs = data.draw(st.lists(st.integers(10**5, 10**9), min_size=1, max_size=12,
                                unique=True))
    whole = max(len(mine), len(theirs)) < MAX_NUMBERS
    expected = whole and set(mine).isdisjoint(theirs)
    assert url_numbers_apart(register_record(mine), register_record(theirs)) == expected


PERMIT_NOTICE = "".join(f"<p>{paragraph}</p>" for paragraph in (
    "A permit to carry dangerous goods by road is granted to an operator with suitable "
    "vehicles, a secure depot, trained drivers and a written safety plan. Each vehicle "
    "carries a tracking unit and the warning plates the regulations require.",
    "A permit may not be lent, let or sold. Anyone carrying such goods without one will be "
    "reported to the road transport office. To report a concern, write to the office with "
    "your name and address.",
))


def permit_record(holder: str, vehicles: str, views: str = "27",
                  print_copy: bool = False) -> str | None:
    # A register's record pages: one title and heading for all, the record's fields in a
    # table, the register's notice (the only prose, so the text) under it.
    rows = "".join(f"<tr><th>{name}</th><td>{value}</td></tr>" for name, value in (
        ("Holder", holder), ("Vehicles", vehicles), ("Depot", "Mill Lane")))
    seen = "" if print_copy else f"<p class='seen'>Viewed {views} times</p>"
    html = ("<html><head><title>Dangerous goods permit - Road Transport Office</title></head>"
            "<body><div class='top'><a href='/'>Road Transport Office</a></div>"
            "<div class='content'><h1>Dangerous goods permit</h1>"
            f"<table class='record'><tbody>{rows}</tbody></table>{seen}{PERMIT_NOTICE}"
            "</div></body></html>")
    page = extract(html)
    assert "may not be lent" in page.text and "Mill Lane" not in page.text
    return signed(page)


def test_records_of_one_register_read_apart_by_a_holder_and_a_number_of_their_own() -> None:
    # The second holder's name holds the first's and one word more, so neither page's lines
    # alone have a word the other's lack both ways; the vehicles' numbers differ.
    first = permit_record("Ashby Haulage", "4")
    second = permit_record("Ashby Haulage Tankers", "6")
    assert first is not None and second is not None
    assert not lines_apart(first, second) and not line_numbers_apart(first, second)
    assert record_lines_apart(first, second)
    assert title_guarded("https://permits.example/show?id=3301", first,
                         "https://permits.example/show?id=3302", second)
    # A copy with a new count of views: the same words, one number changed.
    viewed = permit_record("Ashby Haulage", "4", views="31")
    assert viewed is not None and not record_lines_apart(first, viewed)
    assert not title_guarded("https://permits.example/show?id=3301", first,
                             "https://permits.example/show?id=3301&from=list", viewed)
    # A print copy loses a line and cites no number of its own.
    printed = permit_record("Ashby Haulage", "4", print_copy=True)
    assert printed is not None and not record_lines_apart(first, printed)
    assert not title_guarded("https://permits.example/show?id=3301", first,
                             "https://permits.example/print?id=3301", printed)


_FIELD_WORDS = st.lists(st.sampled_from(
    ["Holder", "Depot", "Vehicles", "Ashby", "Haulage", "Tankers", "Mill", "Lane", "North"]),
    min_size=1, max_size=6)
_FIELD_NUMBERS = st.lists(st.integers(100, 9999).map(lambda n: f"{n / 100:.2f}"), max_size=6,
                          unique=True)


def record_signature(lines: list[str]) -> str:
    return lines_signature(
        "Dangerous goods permit - Road Transport Office",
        "A permit may not be lent, let or sold; write to the office with a concern.", lines)


@given(_FIELD_WORDS, _FIELD_NUMBERS, _FIELD_NUMBERS, st.data())
def test_a_copy_with_its_numbers_changed_or_its_lines_cut_is_never_record_lines_apart(
        words: list[str], numbers: list[str], changed: list[str], data: st.DataObject) -> None:
    lines = [" ".join(words), *numbers]
    page = record_signature(lines)
    # The same words, any numbers: a copy restamped, its count of views moved.
    assert not record_lines_apart(page, record_signature([" ".join(words), *changed]))
    # Some of its lines only, numbers and all: a print copy.
    kept = data.draw(st.lists(st.sampled_from(lines), unique=True))
    cut = record_signature(kept)
    assert not record_lines_apart(page, cut) and not record_lines_apart(cut, page)


@given(_FIELD_WORDS, _FIELD_WORDS, _FIELD_NUMBERS, _FIELD_NUMBERS)
def test_record_lines_apart_is_symmetric_and_needs_a_number_on_each_side(
        words: list[str], other_words: list[str], numbers: list[str],
        other_numbers: list[str]) -> None:
    first = record_signature([" ".join(words), *numbers])
    second = record_signature([" ".join(other_words), *other_numbers])
    apart = record_lines_apart(first, second)
    assert apart == record_lines_apart(second, first)
    if apart:
        # Below MAX_LINE_NUMBERS numbers the samples are whole, so this is exact.
        assert set(numbers) - set(other_numbers) and set(other_numbers) - set(numbers)


PRICE_NOTICE = "".join(f"<p>{paragraph}</p>" for paragraph in (
    "Prices are collected each morning from the jewellers and goldsmiths of the town and "
    "show the retail price per gram of jewellery, bars, platinum and silver, without the "
    "making charge. A shop may change its prices during the day when the market moves.",
    "These figures are for guidance only and are not investment advice. Ask in the shop "
    "for its buying-back price.",
))


def gold_prices(shop: str, prices: tuple[str, str, str], updated: str = "09:30",
                headline: str = "gold price today") -> str | None:
    # A price site's page per shop and day: the shop's name in the title and heading, one
    # table filled with its prices, the site's notice (the only prose, so the text) under it.
    rows = "".join(f"<tr><th>{kind}</th><td>{price}</td></tr>" for kind, price in zip(
        ("Jewellery", "Bars", "Platinum"), prices, strict=True))
    html = (f"<html><head><title>{shop} {headline} - Town Gold Prices</title></head><body>"
            "<div class='top'><a href='/'>Town Gold Prices</a></div><div class='content'>"
            f"<h1>{shop} {headline}</h1><table class='prices'><tbody>{rows}</tbody></table>"
            f"<p class='stamp'>Updated 12 March 2024 {updated}</p>{PRICE_NOTICE}</div>"
            "</body></html>")
    page = extract(html)
    assert "collected each morning" in page.text and prices[0] not in page.text
    return signed(page)


def test_one_table_filled_for_two_shops_reads_apart_by_its_headline_and_numbers() -> None:
    hartley = gold_prices("Hartley Jewellers", ("65.20", "64.00", "31.80"))
    moreton = gold_prices("Moreton Goldsmiths", ("65.20", "64.10", "31.80"))
    assert hartley is not None and moreton is not None
    assert not has_little_text(hartley) and not line_numbers_apart(hartley, moreton)
    assert headline_lines_apart(hartley, moreton)
    assert title_guarded("https://gold.example/hartley", hartley,
                         "https://gold.example/moreton", moreton)
    # The same shop's page stamped later, under a longer headline: one page retitled.
    later = gold_prices("Hartley Jewellers", ("65.20", "64.00", "31.80"), updated="14:05",
                        headline="gold price today, 12 March")
    assert later is not None and not headline_lines_apart(hartley, later)
    assert not title_guarded("https://gold.example/hartley", hartley,
                             "https://gold.example/hartley?v=2", later)


_HEADLINE_WORDS = st.lists(st.sampled_from(
    ["Hartley", "Moreton", "Jewellers", "Goldsmiths", "gold", "price", "today", "March"]),
    min_size=1, max_size=5)


def price_signature(headline: str, lines: list[str]) -> str:
    return lines_signature(
        headline, "Prices are collected each morning from the town's jewellers; guidance only.",
        lines)


@given(_HEADLINE_WORDS, _HEADLINE_WORDS, _FIELD_NUMBERS, _FIELD_NUMBERS)
def test_headline_lines_apart_needs_words_and_numbers_of_its_own_on_each_side(
        words: list[str], more: list[str], numbers: list[str], other_numbers: list[str]) -> None:
    first = price_signature(" ".join(words), numbers)
    # A headline holding the other's words (a copy retitled longer) is never apart.
    assert not headline_lines_apart(first, price_signature(" ".join(words + more),
                                                           other_numbers))
    # Nor are lines citing the same numbers (a copy retitled, its table unchanged).
    assert not headline_lines_apart(first, price_signature(" ".join(more), numbers))
    second = price_signature(" ".join(more), other_numbers)
    assert headline_lines_apart(first, second) == headline_lines_apart(second, first)
