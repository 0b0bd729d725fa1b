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


# The template's standard text, long beside each notice's own line: the notices' texts
# lie within the default distance of one another.
STANDARD = ("Sealed bids will be received by the Purchasing Division, City of Springdale, "
            "until two in the afternoon local time on the date above, when they will be "
            "publicly opened and read aloud. Bid documents are available on the City's bid "
            "portal; bidders must register on the portal to receive addenda. Each bid must be "
            "accompanied by a bid guaranty in the amount of ten per cent of the bid. The City "
            "reserves the right to reject any or all bids, to waive irregularities, and to "
            "award the contract in the best interest of the City. Questions must be submitted "
            "in writing to the purchasing office no later than five business days before the "
            "opening. The City is an equal opportunity employer and encourages minority- and "
            "women-owned businesses to submit bids.")


def bid(what: str, date: str) -> str:
    return ("<html><head><title>Invitation to Bid | City of Springdale</title></head><body>"
            "<main><article><h1>Invitation to Bid</h1>"
            f"<p>The City of Springdale is accepting sealed bids for {what}.</p>"
            f"<p>Bid opening: {date}, 2:00 p.m.</p><p>{STANDARD}</p></article></main></body></html>")


def test_notices_of_one_template_titled_alike_are_all_kept(serve, run_crawl, tmp_path):
    pages = {f"/a/{n}.html": page(bid(what, date)) for n, (what, date) in enumerate([
        ("road resurfacing, 4.2 miles", "March 21, 2024"),
        ("patrol vehicles, lot 117", "March 26, 2024"),
        ("a salt dome, 12,000 gallons", "April 2, 2024")])}
    result = crawl(serve, run_crawl, tmp_path, pages)
    assert len(result.items) == 3
    assert result.stat("simhash/dropped") == 0


def job_ad(town: str, region: str) -> str:
    # One title for every town, the company's about box beside a few lines of the ad's
    # own, too short to make prose.
    return ("<html><head><title>Sales engineer | Northgate Machines</title></head><body>"
            "<div class='content'><h1>Sales engineer</h1>"
            f"<p>Location: {town}</p><p>Duties:</p><ul><li>Win and keep customers in the "
            f"{region} region</li><li>Meet the sales targets set each year</li></ul></div>"
            "<div class='about'><h3>About us</h3><p>Northgate Machines was founded in 1995 and "
            "builds machine tools and automated production lines for customers in more than "
            "thirty countries across Asia, the Middle East and Europe.</p></div></body></html>")


def test_one_job_advertised_in_several_towns_is_kept_once_per_town(serve, run_crawl, tmp_path):
    ads = [("Leeds", "northern"), ("York", "eastern"), ("Bristol", "western")]
    pages = {f"/a/{n}.html": page(job_ad(*ad)) for n, ad in enumerate(ads)}
    pages["/a/0-print.html"] = page(job_ad(*ads[0]))
    result = crawl(serve, run_crawl, tmp_path, pages)
    assert len(result.items) == 3
    assert result.stat("simhash/dropped") == 1


LETTER = ("Students should arrive at school by half past seven on the morning of departure "
          "with a packed lunch, a waterproof coat and sturdy shoes. The coach will return to "
          "the school car park at about five o'clock on the final day. Please complete the "
          "medical form and the consent form and return both to the school office by the end "
          "of next week. Students may bring a small amount of pocket money for the gift shop; "
          "phones will be collected each evening. The centre provides all meals, bedding and "
          "specialist equipment for the activities, which include gorge walking, canoeing on "
          "the lake, climbing and an evening walk with the centre's rangers. Staff trained in "
          "first aid will accompany the group at all times, and a member of the senior "
          "leadership team will be on call throughout the stay. If you have any questions, "
          "please contact the trips coordinator through the school office. A full kit list "
          "and the week's timetable will be handed to every student in form time on Monday, "
          "and a meeting for parents will be held in the hall on Thursday evening.")


def letter(year: str) -> str:
    # A long letter of one template; its headline and first line name the year group.
    return (f"<html><head><title>Year {year} residential trip | Hillside School</title></head>"
            f"<body><main><article><h1>Year {year} residential trip</h1><p>Dear parents and "
            f"carers of Year {year}, we are writing to confirm the trip's arrangements.</p>"
            f"<p>{LETTER}</p></article></main></body></html>")


def test_long_letters_of_one_template_each_naming_its_year_are_all_kept(
        serve, run_crawl, tmp_path):
    pages = {f"/a/{year}.html": page(letter(year)) for year in ("seven", "eight", "nine")}
    pages["/a/seven-print.html"] = page(letter("seven"))
    result = crawl(serve, run_crawl, tmp_path, pages)
    assert len(result.items) == 3
    assert result.stat("simhash/dropped") == 1
