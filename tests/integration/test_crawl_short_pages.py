"""Real crawls: short pages of one site that share their text (the dates of one concert)
are all kept when their headlines differ where the lines under them do; the same short
page under a second URL is dropped."""

from __future__ import annotations

import pytest

from tests.sites import index_page, page

pytestmark = pytest.mark.slow

# Over 300 bytes: not "little text", which the guard tells apart by any other headline.
DESCRIPTION = ("Join the Riverside Jazz Collective for an evening of standards and new "
               "compositions. Doors open at seven, the first set starts at eight. Tickets "
               "include a free drink at the bar. The venue is step-free and has an induction "
               "loop. Children under twelve go free when accompanied by an adult. Please "
               "arrive early, as seating is unreserved and the last two concerts sold out.")


def concert(title: str, date: str) -> str:
    return (f"<html><head><title>{title} | What's On</title></head><body>"
            "<div class='top'><a href='/'>What's On</a></div><main><article>"
            f"<h1>{title}</h1><div class='when'>{date}</div><div class='desc'><p>{DESCRIPTION}"
            "</p></div></article></main></body></html>")


def crawl(serve, run_crawl, tmp_path, pages):
    pages["/"] = index_page(sorted(pages))
    site = serve(pages)
    return run_crawl(site.url + "/", {"ADDONS": {"scrapy_simhash.Addon": 300},
                                      "SIMHASH_DATABASE_URL": f"sqlite:///{tmp_path}/i.sqlite3"})


def test_dates_of_one_concert_are_all_kept(serve, run_crawl, tmp_path):
    # The headlines name the day the lines under them give; the text is the same.
    pages = {f"/a/{n}.html": page(concert(title, date)) for n, (title, date) in enumerate([
        ("Jazz night", "Friday 12 May 2024"), ("Jazz night - 19 May", "Friday 19 May 2024"),
        ("Jazz night - 2 June", "Friday 2 June 2024")])}
    result = crawl(serve, run_crawl, tmp_path, pages)
    assert len(result.items) == 3
    assert result.stat("simhash/dropped") == 0 and result.stat("simhash/guarded") >= 2


def test_one_concert_page_under_two_urls_is_dropped_once(serve, run_crawl, tmp_path):
    html = concert("Jazz night", "Friday 12 May 2024")
    result = crawl(serve, run_crawl, tmp_path,
                   {"/a/1.html": page(html), "/a/1-print.html": page(html)})
    assert len(result.items) == 1
    assert result.stat("simhash/dropped") == 1


def weekly_class(date: str) -> str:
    # Titled with the site's name, named in a div, no h1, a description of under 300
    # bytes: only the date line differs.
    return ("<html><head><title>Sunrise Yoga</title></head><body><div class='nav'>Sunrise "
            "Yoga</div><div class='event'><div class='title'>Gentle Yoga</div><div "
            f"class='date'>{date}</div><p>A gentle hour of hatha yoga for all levels in the "
            "community room. Bring a mat and a blanket.</p></div></body></html>")


def test_the_weeks_of_a_class_titled_with_the_sites_name_are_all_kept(
        serve, run_crawl, tmp_path):
    pages = {f"/a/{n}.html": page(weekly_class(date)) for n, date in
             enumerate(["Monday 6 May, 7pm", "Monday 13 May, 7pm", "Monday 20 May, 7pm"])}
    result = crawl(serve, run_crawl, tmp_path, pages)
    assert len(result.items) == 3
    assert result.stat("simhash/dropped") == 0
