"""Real crawls: two photo galleries of one site, pages without an article whose only text
is a line or block their site repeats, are both kept, whether the extractor (a copyright
line is no article), site memory or the title guard tells them apart."""

from __future__ import annotations

import pytest

from tests.sites import index_page, page

pytestmark = pytest.mark.slow

FOOTER = "<div class='bottom'>Copyright 2024 Example Times Media Group. All rights reserved.</div>"


def gallery(title: str, captions: list[str]) -> str:
    figures = "".join(
        f"<figure><img src='/p/{n}.jpg' alt=''><figcaption>{caption}</figcaption></figure>"
        for n, caption in enumerate(captions)
    )
    return (
        f"<html><head><title>{title} | Example Times</title></head><body>"
        "<div class='top'><a href='/'>Example Times</a></div>"
        f"<h1>{title}</h1><div class='gallery'>{figures}</div>{FOOTER}</body></html>"
    )


def test_two_galleries_of_one_site_are_both_kept(serve, run_crawl, tmp_path):
    pages = {
        "/a/parade.html": page(gallery("Photos: Parade downtown",
                                       ["Floats on Main Street", "The mayor waves"])),
        "/a/flood.html": page(gallery("Photos: Flood in the valley",
                                      ["Water over the bridge", "Rescue boats on Elm Road"])),
    }
    pages["/"] = index_page(sorted(pages))
    site = serve(pages)
    result = run_crawl(site.url + "/", {"ADDONS": {"scrapy_simhash.Addon": 300},
                                        "SIMHASH_DATABASE_URL": f"sqlite:///{tmp_path}/i.sqlite3"})
    assert sorted(item["url"] for item in result.items) == [
        site.url + "/a/flood.html", site.url + "/a/parade.html"]
    assert result.stat("simhash/dropped") == 0
    # Neither has text to check: both pass unfingerprinted (counted with the index pages).
    assert result.stat("simhash/checked") == 0
    assert result.stat("simhash/extraction_empty") >= 2


ABOUT = ("<div class='x9'>The Example Times is published by Example Media Group. Our "
         "journalism is independent and funded by our readers.</div>")
STORIES = [
    ("Council approves tram line", "The council approved the tram line after a long debate "
     "on Tuesday, and building starts in spring."),
    ("Library reopens after repairs", "The library is open again since Tuesday, with a new "
     "roof and a children's corner on the first floor."),
    ("Harbour dredging delayed", "Dredging the harbour is delayed until autumn because the "
     "contractor could not find a second barge in time."),
    ("School gets solar panels", "The primary school on Elm Road has solar panels on its "
     "roof now, paid for by the parents' association."),
]


def story(title: str, text: str, links: list[str]) -> str:
    anchors = "".join(f"<a href='{href}'>more</a> " for href in links)
    return (f"<html><head><title>{title} | Example Times</title></head><body><h1>{title}</h1>"
            f"<div class='body'><p>{text}</p></div><div>{anchors}</div>{ABOUT}</body></html>")


# Titled apart, or alike ("Photo gallery"): a page whose only text is a line its site
# repeats has no text of its own to be anyone's copy.
@pytest.mark.parametrize("titles", [
    ("Photos: Parade downtown", "Photos: Flood in the valley"), ("Photo gallery", "Photo gallery"),
], ids=["titled-apart", "titled-alike"])
def test_galleries_whose_only_text_is_a_line_the_site_repeats_are_both_kept(
        serve, run_crawl, tmp_path, titles):
    # The stories come first (one request at a time, the galleries linked from the last),
    # so site memory has learnt the about line when the galleries arrive.
    galleries = {
        "/a/g/parade.html": gallery(titles[0], ["Floats on Main Street", "The mayor waves"]),
        "/a/g/flood.html": gallery(titles[1], ["Water over the bridge", "Rescue boats"]),
    }
    pages = {}
    paths = [f"/a/s{n}.html" for n in range(len(STORIES))]
    for n, (title, text) in enumerate(STORIES):
        links = [paths[n + 1]] if n + 1 < len(paths) else sorted(galleries)
        pages[paths[n]] = page(story(title, text, links))
    for path, html in galleries.items():
        pages[path] = page(html.replace(FOOTER, ABOUT))
    pages["/"] = index_page([paths[0]])
    site = serve(pages)
    result = run_crawl(site.url + "/", {"ADDONS": {"scrapy_simhash.Addon": 300},
                                        "CONCURRENT_REQUESTS": 1,
                                        "SIMHASH_DATABASE_URL": f"sqlite:///{tmp_path}/i.sqlite3"})
    assert len(result.items) == len(STORIES) + 2
    assert result.stat("simhash/dropped") == 0


ABOUT_BOX = (
    "<div class='x9'><p>The Example Times is published by Example Media Group, an independent "
    "company owned by its employees since 1998. Our journalism is funded by our readers: we "
    "take no money from political parties and we correct our mistakes in public. Write to "
    "the newsroom with tips, corrections and letters; we read every one of them.</p></div>")


def headed_gallery(head: str, heading: str, captions: list[str]) -> str:
    figures = "".join(f"<figure><img src='/p/{n}.jpg' alt=''><figcaption>{caption}</figcaption>"
                      f"</figure>" for n, caption in enumerate(captions))
    return (f"<html><head>{head}</head><body><div class='top'><a href='/'>Example Times</a>"
            f"</div>{heading}<div class='gallery'>{figures}</div>{ABOUT}</body></html>")


SITE_NAME_TITLE = "<title>Example Times</title>"
NEW_SITE_GALLERIES = {
    # A short block leaves the galleries little text of their own, so on their host only
    # the same headline words would make one a copy of the other.
    "about-line": (gallery("Photos: Parade downtown", ["Floats", "Crowds"]).replace(FOOTER, ABOUT),
                   gallery("Photos: Flood in the valley", ["Boats", "Water"])
                   .replace(FOOTER, ABOUT)),
    # A long one (over 300 bytes) holds no word that sets either headline apart (their
    # titles share "photos").
    "long-about-box": (gallery("Photos: Parade downtown", ["Floats", "Crowds"])
                       .replace(FOOTER, ABOUT_BOX),
                       gallery("Photos: Flood in the valley", ["Boats", "Water"])
                       .replace(FOOTER, ABOUT_BOX)),
    # Titles alike but for a number, and a long block: nothing else tells them apart.
    "numbered": (gallery("Weekly photos 12", ["Floats", "Crowds"]).replace(FOOTER, ABOUT_BOX),
                 gallery("Weekly photos 13", ["Boats", "Water"]).replace(FOOTER, ABOUT_BOX)),
    # Headlines shorter than the site's name in the title: the h1 tells which part is
    # the headline.
    "short-headlines": (gallery("Parade", ["Floats", "Crowds"]).replace(FOOTER, ABOUT_BOX),
                        gallery("Floods", ["Boats", "Water"]).replace(FOOTER, ABOUT_BOX)),
    # No title to tell them apart.
    "untitled": (headed_gallery("", "", ["Floats", "Crowds"]),
                 headed_gallery("", "", ["Boats", "Water"])),
    # A title that is only the site's name: the h1 names the gallery.
    "titled-with-the-site-name": (
        headed_gallery(SITE_NAME_TITLE, "<h1>Parade downtown</h1>", ["Floats", "Crowds"]),
        headed_gallery(SITE_NAME_TITLE, "<h1>Flood in the valley</h1>", ["Boats", "Water"])),
}


# Before site memory has seen the site's block anywhere.
@pytest.mark.parametrize("galleries", NEW_SITE_GALLERIES.values(), ids=NEW_SITE_GALLERIES.keys())
def test_galleries_of_a_new_site_whose_text_is_its_about_block_are_both_kept(
        serve, run_crawl, tmp_path, galleries):
    parade, flood = galleries
    pages = {"/a/parade.html": page(parade), "/a/flood.html": page(flood)}
    pages["/"] = index_page(sorted(pages))
    site = serve(pages)
    result = run_crawl(site.url + "/", {"ADDONS": {"scrapy_simhash.Addon": 300},
                                        "SIMHASH_DATABASE_URL": f"sqlite:///{tmp_path}/i.sqlite3"})
    assert len(result.items) == 2
    assert result.stat("simhash/guarded") == 1 and result.stat("simhash/dropped") == 0


def brief(line: str) -> str:
    return ("<html><head><title>In brief | Example Times</title></head><body>"
            "<div class='top'><a href='/'>Example Times</a></div><main><article>"
            f"<h1>In brief</h1><p>{line}</p></article></main>{ABOUT_BOX}</body></html>")


def test_two_briefs_titled_alike_beside_the_sites_about_box_are_both_kept(
        serve, run_crawl, tmp_path):
    # A sentence each, the site's longer one-paragraph box beside it: each brief reads as
    # its own sentence, not as the box, before site memory has seen the box anywhere.
    pages = {"/a/b1.html": page(brief("Elm Road is closed on Sunday for the town marathon.")),
             "/a/b2.html": page(brief("The swimming pool opens again on Monday after cleaning."))}
    pages["/"] = index_page(sorted(pages))
    site = serve(pages)
    result = run_crawl(site.url + "/", {"ADDONS": {"scrapy_simhash.Addon": 300},
                                        "SIMHASH_DATABASE_URL": f"sqlite:///{tmp_path}/i.sqlite3"})
    assert len(result.items) == 2
    assert result.stat("simhash/dropped") == 0 and result.stat("simhash/guarded") == 0
    assert result.stat("simhash/checked") == 2
