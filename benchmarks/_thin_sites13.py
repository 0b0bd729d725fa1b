# ruff: noqa: E501
"""Thin pages of 36 more made-up sites (English and Chinese, some GBK), written by a
thirteenth false-drop hunt (a helper), blind to every rule of the plugin; each scenario is one
host's pages, labelled with their content: pages with one content label are true copies
(print versions, AMP and mobile versions, tracking and session parameters, ``/index.html``,
a changed "updated" date, "generated" time or view counter, a reordered sidebar, a cookie
banner, another breadcrumb); different labels are documents a reader would call different.
Site kinds: choral sheet-music catalogue entries, weather station daily summaries, school
term dates per school, burial register entries, crossword clue answers, film
classification certificates, vet practices, equine passport records, a kit car build
register, apiary inspection records, grit bin locations, stained-glass windows, mineral
planning permissions, bowling green availability, golf course holes, church bell towers,
a stolen bike register, knot guides; 公墓墓位, 民宿, 月嫂档案, 外卖店铺, 地震速报,
水库水位 (GBK), 路灯报修工单, 电动自行车登记, 个体工商户公示, 建筑工程施工许可 (GBK),
驾考题库, 食物热量, 高速公路服务区, 出租车车辆信息, 应急避难场所, 养老机构 (GBK),
机动车检测站, 春联."""

from __future__ import annotations

from benchmarks._thin_site_kit import P, built, dl_kv, doc, nav, scenario_registry, table_kv, ul_kv

SC, scen = scenario_registry()


def doc_http_equiv(title, body, lang="zh-CN", head=""):
    return (
        f'<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml"><head>\n'
        f'<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        f"<title>{title}</title>{head}</head>\n<body>\n{body}\n</body></html>\n"
    )


def table_cols(head, rows, cls="grid"):
    th = "".join(f"<th>{h}</th>" for h in head)
    trs = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
    return f'<table class="{cls}"><thead><tr>{th}</tr></thead><tbody>{trs}</tbody></table>'


def br_lines(rows, sep="："):
    return "<br>\n".join(f"{k}{sep}{v}" for k, v in rows)


COOKIE_EN = (
    '<div id="cookie-banner" class="cookie-banner" role="dialog"><p>We use cookies to make this site work and, '
    'with your consent, to understand how it is used. <a href="/cookies">Cookie settings</a></p>'
    '<button type="button">Accept all</button> <button type="button">Reject optional cookies</button></div>'
)


# ---------------------------------------------------------------- 1. sheet music catalogue
@scen("sheet_music_catalogue", "generic title and h1, the work named only in an h2; two arrangements of one canticle differ only in voicing, page count and shelfmark, under a lending-conditions block three times longer")
def _sheet_music():
    host = "https://library.fenwickchoral.org.uk"
    NAV = nav([("/", "Home"), ("/catalogue/", "Catalogue"), ("/catalogue/search", "Search the catalogue"), ("/borrowing/", "Borrowing"), ("/membership/", "Membership"), ("/contact/", "Contact")])
    COND = """<section class="conditions"><h3>Lending and copying conditions</h3>
<p>Sets are lent to affiliated choirs for a period of up to twelve weeks, renewable once if no other choir has reserved the title. The borrowing choir is responsible for the return of every copy in the condition in which it was received; lost or damaged copies are charged at the current replacement price plus a handling fee of &pound;2.50 per copy.</p>
<p>Pencil markings only, please. Copies returned with ink, highlighter or adhesive notes left in place will be charged for cleaning. Do not cut, tape or rebind copies.</p>
<p>Most of the works in the library are still in copyright. Photocopying any part of a borrowed copy is not permitted unless the choir holds a licence that covers it. Where a title is marked &ldquo;public domain&rdquo; the edition itself may still be protected.</p>
<p>Postage is charged at cost. Sets of more than forty copies are sent in two parcels. Collection from the library store at Fenwick Hall is available by appointment on Tuesday and Thursday mornings.</p>
</section>"""
    SIDE = """<aside class="side"><h4>Borrowing</h4><ul><li><a href="/borrowing/how-to-reserve">How to reserve a set</a></li><li><a href="/borrowing/charges">Charges 2024&ndash;25</a></li><li><a href="/borrowing/returns">Returns address</a></li></ul></aside>"""
    FOOT = '<footer><p>Fenwick Choral Library is run by volunteers on behalf of the Northern Association of Choirs. Registered charity no. 1093117.</p><p>&copy; 2024 Fenwick Choral Library</p></footer>'

    def page(r, *, printed=False, seen="12 May 2024"):
        rows = [("Title", r["title"]), ("Composer", r["composer"]), ("Voicing", r["voicing"]), ("Accompaniment", r["acc"]), ("Key", r["key"]), ("Publisher", r["pub"]), ("Copies held", r["copies"]), ("Pages", r["pages"]), ("Shelfmark", r["shelf"])]
        main = f'<h1>Catalogue entry</h1>\n<h2>{r["title"]}</h2>\n{table_kv(rows, "entry")}\n<p class="avail">{r["avail"]}</p>'
        if printed:
            body = f'<div class="print-header">Fenwick Choral Library &mdash; catalogue entry</div>\n<main>{main}</main>\n<p class="printed">Printed from library.fenwickchoral.org.uk</p>'
            return doc("Catalogue entry | Fenwick Choral Library", body, head='<meta name="robots" content="noindex">')
        body = f'<header><a class="logo" href="/">Fenwick Choral Library</a></header>\n{NAV}\n<div class="wrap"><main>{main}\n<p><a class="btn" href="/borrowing/reserve?item={r["id"]}">Reserve this set</a> <a href="/catalogue/item/{r["id"]}/print">Print</a></p></main>\n{SIDE}</div>\n{COND}\n<p class="stock">Stock figures checked {seen}.</p>\n{FOOT}'
        return doc("Catalogue entry | Fenwick Choral Library", body)

    a = dict(id="10442", title="Magnificat and Nunc Dimittis in G", composer="Charles Villiers Stanford", voicing="SATB with treble solo", acc="Organ", key="G major", pub="Novello", copies="38", pages="20", shelf="CAN/STA/014", avail="Available: 38 of 38 copies on the shelf.")
    b = dict(a, id="10443", voicing="SSA with treble solo", copies="24", pages="16", shelf="CAN/STA/015", avail="Available: 24 of 24 copies on the shelf.")
    c = dict(id="10871", title="I was glad", composer="Hubert Parry", voicing="SSAATTBB", acc="Organ or orchestra", key="B flat major", pub="Novello", copies="52", pages="24", shelf="ANT/PAR/002", avail="On loan until 30 June 2024.")
    d = dict(id="10915", title="In the Bleak Midwinter", composer="Gustav Holst", voicing="SATB", acc="Piano or organ", key="F major", pub="Oxford University Press", copies="60", pages="4", shelf="CAR/HOL/001", avail="Available: 41 of 60 copies on the shelf.")
    return [
        P(f"{host}/catalogue/item/10442", page(a), "fcl-10442"),
        P(f"{host}/catalogue/item/10443", page(b), "fcl-10443"),
        P(f"{host}/catalogue/item/10442?utm_source=newsletter&utm_medium=email&utm_campaign=may24", page(a, seen="19 May 2024"), "fcl-10442"),
        P(f"{host}/catalogue/item/10442/print", page(a, printed=True), "fcl-10442"),
        P(f"{host}/catalogue/item/10871", page(c), "fcl-10871"),
        P(f"{host}/catalogue/item/10915", page(d), "fcl-10915"),
    ]


# ---------------------------------------------------------------- 2. weather station daily summaries
@scen("weather_station_daily", "one station's consecutive days differ only in the numbers of a readings table; another station on the same day likewise; the data disclaimer outweighs the readings")
def _weather_station():
    host = "https://www.woldsweather.net"
    NAV = nav([("/", "Home"), ("/stations/", "Stations"), ("/map/", "Live map"), ("/records/", "Records"), ("/join/", "Add your station"), ("/about/", "About")], "topnav")
    ABOUT = """<div class="disclaimer"><h3>About these readings</h3>
<p>Wolds Weather Network stations are owned and run by volunteers. Readings are uploaded automatically every five minutes and are not quality controlled before they are published. Instruments vary in type and siting, and some stations are not sited to Met Office standards: temperatures from stations near buildings can read high on sunny afternoons, and rainfall totals from unheated gauges will under-read in snow.</p>
<p>Daily figures run from 09:00 to 09:00 GMT for maximum temperature and rainfall, in line with climatological practice, and from 21:00 to 09:00 GMT for minimum temperature. Gusts are the highest three-second gust recorded. Pressure is reduced to mean sea level by the station software.</p>
<p>Do not rely on these readings for safety-critical decisions, flood warnings or insurance claims. For official observations and warnings please use the Met Office and the Environment Agency.</p></div>"""

    def page(st, day, vals, *, generated="09:14", units=False):
        rows = [("Maximum temperature", f'{vals[0]} &deg;C'), ("Minimum temperature", f'{vals[1]} &deg;C'), ("Rainfall", f"{vals[2]} mm"), ("Highest gust", f"{vals[3]} mph"), ("Mean wind direction", vals[4]), ("Pressure at 09:00", f"{vals[5]} hPa"), ("Sunshine (estimated)", f"{vals[6]} h")]
        side = f'<aside><h4>{st[1]}</h4><p>Station {st[0]}<br>Altitude {st[2]} m<br>Online since {st[3]}</p><p><a href="/stations/{st[0]}/">Latest readings</a> &middot; <a href="/stations/{st[0]}/month">This month</a></p></aside>'
        body = (f'<header class="site"><a href="/" class="brand">Wolds Weather Network</a></header>\n{NAV}\n'
                f'<div class="content"><main><h1>Daily summary &ndash; {st[1]} &ndash; {day}</h1>\n{table_kv(rows, "daily")}\n'
                f'<p class="pager"><a href="prev">&larr; Previous day</a> | <a href="next">Next day &rarr;</a></p></main>\n{side}</div>\n{ABOUT}\n'
                f'<footer><p>Page generated {generated} GMT. Data &copy; station owners, shared under CC BY 4.0.</p></footer>')
        return doc(f"{st[1]} daily summary {day} | Wolds Weather Network", body)

    mw = ("MWT01", "Market Weighton", "38", "2016")
    dr = ("DRF02", "Driffield (Kelleythorpe)", "27", "2019")
    v14 = ("11.4", "3.2", "6.8", "34", "SW", "1004.2", "1.9")
    v15 = ("10.9", "4.6", "0.4", "27", "W", "1011.7", "4.3")
    v16 = ("12.1", "1.8", "0.0", "19", "NW", "1019.5", "6.1")
    d14 = ("11.8", "2.7", "7.4", "31", "SW", "1004.6", "2.2")
    d15 = ("11.2", "4.1", "0.6", "25", "W", "1012.0", "4.0")
    v17 = ("12.1", "2.4", "0.0", "16", "N", "1022.3", "7.4")
    return [
        P(f"{host}/stations/MWT01/2024-03-14", page(mw, "14 March 2024", v14), "www-mwt01-0314"),
        P(f"{host}/stations/MWT01/2024-03-15", page(mw, "15 March 2024", v15), "www-mwt01-0315"),
        P(f"{host}/stations/MWT01/2024-03-14?units=metric", page(mw, "14 March 2024", v14, generated="17:52"), "www-mwt01-0314"),
        P(f"{host}/stations/DRF02/2024-03-14", page(dr, "14 March 2024", d14), "www-drf02-0314"),
        P(f"{host}/stations/MWT01/2024-03-16", page(mw, "16 March 2024", v16), "www-mwt01-0316"),
        P(f"{host}/stations/DRF02/2024-03-15", page(dr, "15 March 2024", d15), "www-drf02-0315"),
        P(f"{host}/stations/MWT01/2024-03-17", page(mw, "17 March 2024", v17), "www-mwt01-0317"),
    ]


# ---------------------------------------------------------------- 3. school term dates
@scen("school_term_dates", "two primaries share every local-authority date and differ only in the school name and two INSET days, in br-separated lines under long term-time-leave rules")
def _term_dates():
    host = "https://www.northmoor.gov.uk"
    NAV = nav([("/", "Home"), ("/schools", "Schools and education"), ("/schools/term-dates", "Term dates"), ("/schools/admissions", "Admissions"), ("/schools/transport", "School transport")], "govnav")
    RULES = """<div class="callout"><h2>Taking your child out of school in term time</h2>
<p>Head teachers can only grant leave of absence during term time in exceptional circumstances. You must apply to the school in advance, and the head teacher will decide whether to authorise the absence and for how many days. Family holidays are not normally considered exceptional.</p>
<p>If your child is absent without authorisation for five or more sessions (two and a half days), the council may issue a penalty notice of &pound;80 per parent, per child, rising to &pound;160 if it is not paid within 21 days. Failure to pay can lead to prosecution in the magistrates&rsquo; court.</p>
<p>Academies, free schools, voluntary aided and foundation schools can set their own term dates, which may differ from the council&rsquo;s. Always check with the school before booking appointments or travel. Dates for training (INSET) days are set by each school and can change during the year.</p></div>"""
    FOOT = '<footer class="govfoot"><ul><li><a href="/accessibility">Accessibility</a></li><li><a href="/privacy">Privacy</a></li><li><a href="/cookies">Cookies</a></li></ul><p>&copy; Northmoor Borough Council</p></footer>'
    LA = [("Autumn term", "Tuesday 3 September 2024 to Friday 20 December 2024"), ("Half term", "Monday 28 October to Friday 1 November 2024"), ("Spring term", "Monday 6 January 2025 to Friday 4 April 2025"), ("Half term", "Monday 17 February to Friday 21 February 2025"), ("Summer term", "Tuesday 22 April 2025 to Tuesday 22 July 2025"), ("Half term", "Monday 26 May to Friday 30 May 2025"), ("May Day bank holiday", "Monday 5 May 2025")]

    def page(school, dates, inset, *, banner=False, crumb="Term dates"):
        lines = "<br>\n".join(f"<strong>{k}:</strong> {v}" for k, v in dates)
        ins = "<br>\n".join(inset)
        body = (("" if not banner else COOKIE_EN + "\n") + f'<header class="govhead"><a href="/">Northmoor Borough Council</a></header>\n{NAV}\n'
                f'<p class="breadcrumb"><a href="/">Home</a> &rsaquo; <a href="/schools">Schools and education</a> &rsaquo; {crumb}</p>\n'
                f'<main><h1>Term and holiday dates 2024 to 2025</h1>\n<h2>{school}</h2>\n<p class="dates">{lines}</p>\n<h3>Training (INSET) days</h3>\n<p>{ins}</p>\n{RULES}\n'
                f'<p class="updated">Last updated: 4 March 2024</p></main>\n{FOOT}')
        return doc(f"Term dates: {school} | Northmoor Borough Council", body)

    acad = [("Autumn term", "Monday 2 September 2024 to Thursday 19 December 2024"), ("Half term", "Monday 21 October to Friday 1 November 2024"), ("Spring term", "Monday 6 January 2025 to Friday 28 March 2025"), ("Half term", "Monday 17 February to Friday 21 February 2025"), ("Summer term", "Monday 14 April 2025 to Friday 18 July 2025"), ("Half term", "Monday 26 May to Friday 30 May 2025")]
    return [
        P(f"{host}/schools/st-aidans-ce-primary/term-dates", page("St Aidan's CE Primary School", LA, ["Monday 2 September 2024", "Monday 6 January 2025"]), "nmb-staidans"),
        P(f"{host}/schools/hollybank-primary/term-dates", page("Hollybank Primary School", LA, ["Monday 2 September 2024", "Friday 14 February 2025"]), "nmb-hollybank"),
        P(f"{host}/schools/st-aidans-ce-primary/term-dates?from=school-finder", page("St Aidan's CE Primary School", LA, ["Monday 2 September 2024", "Monday 6 January 2025"], crumb="School finder"), "nmb-staidans"),
        P(f"{host}/schools/st-aidans-ce-primary/term-dates/", page("St Aidan's CE Primary School", LA, ["Monday 2 September 2024", "Monday 6 January 2025"], banner=True), "nmb-staidans"),
        P(f"{host}/schools/kingsway-academy/term-dates", page("Kingsway Academy", acad, ["Friday 25 October 2024", "Monday 28 April 2025", "Monday 21 July 2025"]), "nmb-kingsway"),
        P(f"{host}/schools/moorside-infant/term-dates", page("Moorside Infant School", LA, ["Monday 2 September 2024", "Tuesday 3 September 2024"]), "nmb-moorside"),
    ]


# ---------------------------------------------------------------- 4. burial register
@scen("burial_register", "husband and wife share a plot, section and minister and differ in name, age and date; a session-id copy; the register notes sit before the record")
def _burials():
    host = "https://www.ashcombe-tc.gov.uk"
    NAV = nav([("/index.php", "Home"), ("/cemetery.php", "Cemetery"), ("/burials/search.php", "Burial search"), ("/allotments.php", "Allotments"), ("/council.php", "Your council")], "menu")
    NOTES = """<div class="notes"><p><b>Using the burial register.</b> These entries have been transcribed by volunteers from the handwritten registers held at the council office, which date from the opening of Ashcombe Cemetery in 1887. Spellings are given as written in the register, even where they are known to be wrong. Ages were often given by relatives and may not match birth records.</p>
<p>Plot references use the cemetery plan of 1952; older graves have been given the nearest equivalent reference. Many plots are unmarked. If you intend to visit, please contact the office first so that the grave can be located for you.</p>
<p>Certified copies of register entries can be supplied for a fee of &pound;12. Applications to place or alter a memorial require the written consent of the registered owner of the exclusive right of burial and must be made by a registered memorial mason.</p></div>"""

    def page(r, sid=None):
        q = f"?PHPSESSID={sid}" if sid else ""
        t = '<table class="rec" border="0" cellpadding="3">' + "".join(f'<tr><td class="lbl">{k}</td><td>{v}</td></tr>' for k, v in r[1:]) + "</table>"
        body = (f'<div id="header"><img src="/img/crest.png" alt="Ashcombe Town Council"> <span>Ashcombe Town Council</span></div>\n{NAV}\n'
                f'<div id="content"><h1>Burial register</h1>\n{NOTES}\n<h2>Record {r[0]}</h2>\n{t}\n'
                f'<p><a href="search.php{q}">New search</a> | <a href="javascript:history.back()">Back to results</a></p></div>\n'
                f'<div id="footer">Ashcombe Town Council, Market House, Ashcombe. Tel 01398 552100. Office open Mon&ndash;Thu 9.30am&ndash;1pm.</div>')
        return doc("Burial record - Ashcombe Town Council", body)

    a = ("20417", ("Surname", "PENNOCK"), ("Forenames", "Arthur William"), ("Age", "71"), ("Date of burial", "14 February 1962"), ("Abode", "3 Station Road, Ashcombe"), ("Section", "C"), ("Plot", "C/118"), ("Grave type", "Earthen, double depth"), ("Officiating minister", "Rev. H. J. Clatworthy"))
    b = ("20418", ("Surname", "PENNOCK"), ("Forenames", "Edith May"), ("Age", "83"), ("Date of burial", "2 November 1974"), ("Abode", "3 Station Road, Ashcombe"), ("Section", "C"), ("Plot", "C/118"), ("Grave type", "Earthen, double depth"), ("Officiating minister", "Rev. H. J. Clatworthy"))
    c = ("31102", ("Surname", "VOWLES"), ("Forenames", "Thomas"), ("Age", "4 months"), ("Date of burial", "9 August 1911"), ("Abode", "Lower Hayne Farm"), ("Section", "A"), ("Plot", "A/47"), ("Grave type", "Common grave"), ("Officiating minister", "Rev. E. Pym"))
    d = ("31140", ("Surname", "HARTNOLL"), ("Forenames", "Mary Ann"), ("Age", "58"), ("Date of burial", "21 March 1913"), ("Abode", "Fore Street"), ("Section", "A"), ("Plot", "A/52"), ("Grave type", "Earthen"), ("Officiating minister", "Rev. E. Pym"))
    return [
        P(f"{host}/burials/record.php?id=20417", page(a), "atc-20417"),
        P(f"{host}/burials/record.php?id=20418", page(b), "atc-20418"),
        P(f"{host}/burials/record.php?id=20417&PHPSESSID=8f3a2c91d07be4455a1c0f9e2d6b7a13", page(a, sid="8f3a2c91d07be4455a1c0f9e2d6b7a13"), "atc-20417"),
        P(f"{host}/burials/record.php?id=31102", page(c), "atc-31102"),
        P(f"{host}/burials/record.php?id=31140", page(d), "atc-31140"),
    ]


# ---------------------------------------------------------------- 5. crossword clue answers
@scen("crossword_clues", "one clue at two lengths has two answers; the clue text is nearly the whole unique content, under a long how-to-solve panel; AMP and ?ref= copies")
def _crossword():
    host = "https://www.cluefinder.co.uk"
    NAV = nav([("/", "Solver"), ("/anagram", "Anagram solver"), ("/today", "Today's clues"), ("/guides", "Guides")], "bar")
    HOWTO = """<section class="help"><h3>How to use the clue solver</h3>
<p>Type the clue as it appears in your puzzle and add the number of letters in brackets, for example <em>Shelter for ships (5)</em>. If you already have some letters from crossing answers, enter them in the pattern box using a question mark for each unknown letter: <code>H?V?N</code>.</p>
<p>Answers are ranked by how often they have appeared for this clue in the puzzles we index, which include national and regional daily papers, puzzle magazines and online games. A clue can have more than one correct answer, so always check the answer against the letters you have.</p>
<p>Cryptic clues usually have two parts: a straight definition at the start or end, and wordplay such as an anagram, a hidden word or a homophone. Our guides explain the most common indicators. We do not publish answers to prize puzzles until the closing date has passed.</p></section>"""

    def page(clue, n, answers, seen, *, amp=False):
        rows = "".join(f'<tr><td class="ans">{a}</td><td>{p}%</td></tr>' for a, p in answers)
        main = (f'<h1>{clue} ({n})</h1>\n<p class="lead">Crossword clue answers for <q>{clue}</q> with {n} letters.</p>\n'
                f'<table class="answers"><thead><tr><th>Answer</th><th>Match</th></tr></thead><tbody>{rows}</tbody></table>\n'
                f'<p class="seen">Last seen in: {seen}</p>')
        if amp:
            head = f'<link rel="canonical" href="{host}/clue/{slug(clue)}-{n}"><style amp-custom>body{{font-family:sans-serif}}</style>'
            body = f'<header><a href="/">ClueFinder</a></header>\n<main>{main}</main>\n{HOWTO}\n<footer>&copy; ClueFinder</footer>'
            return f'<!doctype html>\n<html amp lang="en"><head><meta charset="utf-8"><title>{clue} ({n}) crossword clue | ClueFinder</title>{head}</head><body>\n{body}\n</body></html>\n'
        body = (f'<header><a href="/" class="logo">ClueFinder</a><form action="/search"><input name="q" placeholder="Enter a clue"></form></header>\n{NAV}\n'
                f'<main>{main}\n<div class="ad-slot" data-slot="clue-mid"></div></main>\n{HOWTO}\n'
                f'<footer><p>ClueFinder is not affiliated with any newspaper or puzzle publisher.</p><p>&copy; 2024 ClueFinder</p></footer>')
        return doc(f"{clue} ({n}) crossword clue | ClueFinder", body)

    def slug(s):
        return s.lower().replace(" ", "-")

    a = ("Shelter for ships", 5, [("HAVEN", 94), ("BERTH", 4)], "Daily Courier Quick Crossword, 11 June 2024")
    b = ("Shelter for ships", 7, [("HARBOUR", 97), ("MARINAS", 2)], "Evening Gazette Crossword, 2 May 2024")
    c = ("River in Paris", 5, [("SEINE", 99)], "Sunday Mercury Quick, 9 June 2024")
    d = ("River in Florence", 4, [("ARNO", 99)], "Daily Courier Quick Crossword, 28 May 2024")
    return [
        P(f"{host}/clue/shelter-for-ships-5", page(*a), "cf-shelter5"),
        P(f"{host}/clue/shelter-for-ships-7", page(*b), "cf-shelter7"),
        P(f"{host}/amp/clue/shelter-for-ships-5", page(*a, amp=True), "cf-shelter5"),
        P(f"{host}/clue/river-in-paris-5", page(*c), "cf-paris5"),
        P(f"{host}/clue/river-in-florence-4", page(*d), "cf-florence4"),
        P(f"{host}/clue/shelter-for-ships-5?ref=related", page(*a), "cf-shelter5"),
    ]


# ---------------------------------------------------------------- 6. film classification
@scen("film_classification", "a film's cinema and extended home releases are separate certificates differing in running time, date and one content issue; the category explanations dwarf each record")
def _film_cert():
    host = "https://www.filmratings-board.org"
    NAV = nav([("/", "Home"), ("/search", "Search releases"), ("/categories", "Age categories"), ("/parents", "For parents"), ("/industry", "Industry")], "main-nav")
    CATS = """<section class="categories"><h2>What the categories mean</h2>
<dl><dt>U &ndash; Universal</dt><dd>Suitable for all. A U film should be suitable for audiences aged four years and over, although it is impossible to predict what might upset any particular child.</dd>
<dt>PG &ndash; Parental guidance</dt><dd>General viewing, but some scenes may be unsuitable for young children. A PG film should not unsettle a child aged around eight or older.</dd>
<dt>12A and 12</dt><dd>Suitable for 12 years and over. No one younger than 12 may see a 12A film in a cinema unless accompanied by an adult. No one younger than 12 may rent or buy a 12 rated video work.</dd>
<dt>15</dt><dd>Suitable only for 15 years and over. No one younger than 15 may see a 15 film in a cinema or rent or buy a 15 rated video work.</dd>
<dt>18</dt><dd>Suitable only for adults. No one younger than 18 may see an 18 film in a cinema or rent or buy an 18 rated video work.</dd></dl></section>"""

    def page(r):
        rows = [("Classification", f'<span class="badge b{r[1]}">{r[1]}</span>'), ("Content advice", r[2]), ("Release type", r[3]), ("Running time", r[4]), ("Classified", r[5]), ("Distributor", r[6]), ("Language", r[7])]
        body = (f'<header><a href="/" class="logo">Film Ratings Board</a></header>\n{NAV}\n'
                f'<main class="release"><h1>{r[0]}</h1>\n{ul_kv(rows, "cert")}\n<p class="note">Classification reference {r[8]}.</p></main>\n{CATS}\n'
                f'<footer><p>Film Ratings Board is an independent, not-for-profit body.</p><p><a href="/contact">Contact</a> &middot; <a href="/privacy">Privacy</a></p></footer>')
        return doc(f"{r[0]} | Film Ratings Board", body)

    a = ("The Saltmarsh (2023)", "15", "strong threat, violence, language", "Cinema", "118m 22s", "14 September 2023", "Northlight Pictures", "English", "AFF398211")
    b = ("The Saltmarsh (2023)", "15", "strong threat, violence, language, sex references", "Home entertainment &ndash; extended cut", "131m 05s", "22 January 2024", "Northlight Pictures", "English", "AVV402870")
    c = ("Harbour Lights (2024)", "12A", "moderate threat, language, injury detail", "Cinema", "104m 40s", "3 April 2024", "Gullwing Films", "English, Welsh", "AFF404112")
    d = ("Little Owl Goes Camping (2024)", "U", "very mild threat", "Cinema", "71m 10s", "18 June 2024", "Treetop Animation", "English", "AFF406035")
    return [
        P(f"{host}/release/the-saltmarsh-2023-cinema", page(a), "frb-saltmarsh-cin"),
        P(f"{host}/release/the-saltmarsh-2023-home-entertainment-extended", page(b), "frb-saltmarsh-ext"),
        P(f"{host}/release/the-saltmarsh-2023-cinema?utm_source=twitter&utm_medium=social", page(a), "frb-saltmarsh-cin"),
        P(f"{host}/release/harbour-lights-2024-cinema", page(c), "frb-harbour"),
        P(f"{host}/release/little-owl-goes-camping-2024-cinema", page(d), "frb-littleowl"),
    ]


# ---------------------------------------------------------------- 7. vet practices
@scen("vet_practices", "two branches of one practice group share species, out-of-hours provider and opening hours, differing in address and phone; an emergency panel and directory notes repeat in div soup; mobile and /index.html copies")
def _vets():
    host = "https://www.findavet-directory.co.uk"
    EMERG = """<div class="panel emergency"><div class="panel-title">Is it an emergency?</div><div class="panel-body">
<div>If your animal is having difficulty breathing, is bleeding heavily, has collapsed, is having a fit, has eaten something poisonous or is in severe pain, phone your own practice first, even out of hours. Every practice must make arrangements for 24-hour emergency cover, and the recorded message will tell you where to go.</div>
<div>Do not travel to an out-of-hours clinic without phoning first: the vet may be out on a call, and the team can prepare for your arrival. Keep the packaging of anything your pet may have swallowed.</div></div></div>
<div class="panel about"><div class="panel-title">About this directory</div><div class="panel-body"><div>Practice details are supplied by the practices themselves and are checked once a year. Listing in the directory does not mean that we recommend a practice. Opening hours can change over bank holidays; please check with the practice before visiting.</div></div></div>"""

    def page(r, *, mobile=False):
        rows = "".join(f'<div class="row"><div class="k">{k}</div><div class="v">{v}</div></div>' for k, v in r[1:])
        card = f'<div class="practice"><div class="practice-name">{r[0]}</div>{rows}</div>'
        if mobile:
            body = f'<div class="m-top"><a href="/m/">Find a Vet</a></div>\n<div class="m-main">{card}</div>\n{EMERG}\n<div class="m-foot"><a href="/practice/?desktop=1">Desktop site</a></div>'
            return doc(f"{r[0]} - Find a Vet", body)
        body = (f'<div class="top"><div class="logo"><a href="/">Find a Vet</a></div><div class="search"><form action="/search"><input name="postcode" placeholder="Postcode"></form></div></div>\n'
                f'<div class="menu"><a href="/">Home</a> <a href="/search">Search</a> <a href="/species">By species</a> <a href="/add">Add a practice</a></div>\n'
                f'<div class="container"><div class="col-main">{card}<div class="map" data-lat="" data-lng=""></div></div><div class="col-side">{EMERG}</div></div>\n'
                f'<div class="foot">Find a Vet &copy; 2024. Independent listings for the UK.</div>')
        return doc(f"{r[0]} - Find a Vet", body)

    a = ("Greenacre Veterinary Group &ndash; Thornbury", ("Address", "14 High Street, Thornbury, BS35 2AQ"), ("Telephone", "01454 412870"), ("Species", "Dogs, cats, rabbits, small mammals"), ("Opening hours", "Mon&ndash;Fri 8.30am&ndash;7pm, Sat 9am&ndash;12pm"), ("Out of hours", "Vets Now, Bristol"), ("Parking", "Public car park opposite"))
    b = ("Greenacre Veterinary Group &ndash; Almondsbury", ("Address", "Unit 3, Gloucester Road, Almondsbury, BS32 4HE"), ("Telephone", "01454 617330"), ("Species", "Dogs, cats, rabbits, small mammals"), ("Opening hours", "Mon&ndash;Fri 8.30am&ndash;7pm, Sat 9am&ndash;12pm"), ("Out of hours", "Vets Now, Bristol"), ("Parking", "On site"))
    c = ("Castle Equine Clinic", ("Address", "Hill Farm, Tockington Lane, BS32 4LU"), ("Telephone", "01454 620011"), ("Species", "Horses, donkeys"), ("Opening hours", "Mon&ndash;Fri 8am&ndash;5.30pm; ambulatory visits by appointment"), ("Out of hours", "Own 24-hour service"), ("Parking", "Lorry and trailer parking"))
    d = ("The Ark Exotics Practice", ("Address", "2 Mill Lane, Frampton Cotterell, BS36 2AA"), ("Telephone", "01454 779902"), ("Species", "Reptiles, birds, rabbits, small mammals, fish"), ("Opening hours", "Tue&ndash;Sat 10am&ndash;6pm"), ("Out of hours", "Vets Now, Bristol"), ("Parking", "Street parking"))
    return [
        P(f"{host}/practice/greenacre-thornbury", page(a), "fav-greenacre-thornbury"),
        P(f"{host}/practice/greenacre-almondsbury", page(b), "fav-greenacre-almondsbury"),
        P(f"{host}/practice/greenacre-thornbury/index.html", page(a), "fav-greenacre-thornbury"),
        P(f"{host}/practice/castle-equine-clinic", page(c), "fav-castle-equine"),
        P(f"{host}/practice/the-ark-exotics", page(d), "fav-ark-exotics"),
        P(f"{host}/m/practice/greenacre-thornbury", page(a, mobile=True), "fav-greenacre-thornbury"),
    ]


# ---------------------------------------------------------------- 8. equine passports
@scen("equine_passports", "full siblings share sire, dam, breed and breeder and differ in name, year, sex, colour and chip number; the legal notice on passports is the longest block; a print copy")
def _equine():
    host = "https://lookup.equine-id-register.org.uk"
    LEGAL = """<div class="legal"><h3>Important information</h3>
<p>Every horse, pony, donkey and other equine must have a passport issued by an approved Passport Issuing Organisation, and must be microchipped. The passport must travel with the animal whenever it is moved, and must be produced on request to an inspector or to a vet.</p>
<p>This look-up shows the identification details recorded against the animal&rsquo;s Unique Equine Life Number (UELN). It does not show who owns or keeps the animal, and a record on this register is not proof of ownership or of title. Buyers should always check that the markings and microchip of the animal in front of them match the passport.</p>
<p>If the record shows the animal as &ldquo;excluded from the food chain&rdquo;, this cannot be reversed. Report errors to the issuing organisation named on the record, not to the register. Misuse of this service, including automated searching, may lead to access being withdrawn.</p></div>"""

    def page(r, *, printed=False):
        rows = [("UELN", r[0]), ("Name", r[1]), ("Sex", r[2]), ("Colour", r[3]), ("Date of birth", r[4]), ("Breed", r[5]), ("Sire", r[6]), ("Dam", r[7]), ("Breeder", r[8]), ("Microchip", r[9]), ("Food chain status", r[10]), ("Issuing organisation", r[11])]
        tbl = table_kv(rows, "equine")
        if printed:
            body = f'<h1>Equine record</h1>\n{tbl}\n<p class="printed">Printed from the Equine ID Register look-up service. {LEGAL[:0]}</p>'
            return doc(f"Equine record {r[0]}", body)
        body = (f'<header class="bar"><span class="svc">Equine ID Register</span> <span class="tag">Look-up service</span></header>\n'
                f'<main><a href="/search" class="back">&lsaquo; New search</a>\n<h1>Equine record</h1>\n{tbl}\n<p><a href="?print=1">Print this record</a></p>\n{LEGAL}</main>\n'
                f'<footer><a href="/terms">Terms of use</a> | <a href="/privacy">Privacy notice</a> | <a href="/help">Help</a></footer>')
        return doc(f"Equine record {r[0]}", body)

    a = ("826002000148713", "Tanglewood Skylark", "Mare", "Bay", "12 May 2016", "Welsh Section D", "Nantcwm Commander", "Tanglewood Breeze", "Mrs J. Pryce", "826098102214453", "Not excluded", "Welsh Pony and Cob Society")
    b = ("826002000171904", "Tanglewood Sovereign", "Gelding", "Chestnut", "30 April 2019", "Welsh Section D", "Nantcwm Commander", "Tanglewood Breeze", "Mrs J. Pryce", "826098102290117", "Excluded", "Welsh Pony and Cob Society")
    c = ("826041000093652", "Mossy Bank Whisper", "Mare", "Grey", "2 June 2011", "Connemara", "Ballinaboy Rocky", "Mossy Bank Misty", "R. T. Haddon", "250259806114320", "Not excluded", "Connemara Pony Society UK")
    d = ("826007000221378", "Bramble", "Gelding", "Skewbald", "Unknown (estimated 2009)", "Cob type", "Unknown", "Unknown", "Unknown", "826098100043901", "Excluded", "Equine Passport Services Ltd")
    return [
        P(f"{host}/record/826002000148713", page(a), "eir-skylark"),
        P(f"{host}/record/826002000171904", page(b), "eir-sovereign"),
        P(f"{host}/record/826002000148713?print=1", page(a, printed=True), "eir-skylark"),
        P(f"{host}/record/826041000093652", page(c), "eir-whisper"),
        P(f"{host}/record/826007000221378", page(d), "eir-bramble"),
    ]


# ---------------------------------------------------------------- 9. kit car register
@scen("kit_car_register", "consecutive chassis numbers of one model differ in engine, colour and year; a changed last-edited stamp makes a copy; the register rules are several paragraphs")
def _kit_cars():
    host = "https://register.sevenownersclub.org"
    NAV = nav([("/", "Register home"), ("/chassis/", "Browse by chassis"), ("/models/", "Models"), ("/submit/", "Submit a car"), ("https://www.sevenownersclub.org/", "Club website")])
    RULES = """<div class="rules"><h4>About the register</h4>
<p>The build register records cars built from kits and component sets supplied by the original factory between 1984 and 2009, whether factory-built or home-built. It is compiled from factory build sheets, club records and owners&rsquo; submissions, and it is never complete: many cars changed engines, colours and registrations several times.</p>
<p>We do not publish owners&rsquo; names or addresses. Registration numbers are shown only where the current keeper has agreed. If you are buying a car, the register can help you check its history, but it is not a substitute for a DVLA V5C check and an inspection.</p>
<p>Corrections and photographs are welcome. Please quote the chassis number and tell us where the information came from. Entries are edited by volunteer registrars and may take a few weeks to update.</p></div>"""

    def page(r, edited):
        body = (f'<div id="hd"><b>Seven Owners Club</b> &mdash; Build Register</div>\n{NAV}\n<div id="bd">\n'
                f'<h1>Chassis {r[0]}</h1>\n{dl_kv(r[1], "car")}\n<p class="notes">{r[2]}</p>\n<p class="edited">Last edited {edited}</p>\n{RULES}\n</div>\n'
                f'<div id="ft">&copy; Seven Owners Club. Not affiliated with any current manufacturer.</div>')
        return doc(f"Chassis {r[0]} - Build Register", body)

    a = ("SE1141", [("Model", "SE Sport"), ("Year", "1991"), ("Engine", "Ford Crossflow 1700"), ("Gearbox", "Ford 2000E four-speed"), ("Colour", "British racing green / aluminium"), ("Build", "Home built from component set"), ("Registration", "withheld")], "Original build sheet held. IVA not required (pre-1998).")
    b = ("SE1142", [("Model", "SE Sport"), ("Year", "1992"), ("Engine", "Vauxhall 2.0 XE"), ("Gearbox", "Ford Type 9 five-speed"), ("Colour", "Yellow / aluminium"), ("Build", "Factory built"), ("Registration", "J812 KWD")], "Engine changed from Ford Crossflow in 2003.")
    c = ("ZK0037", [("Model", "ZK Roadster"), ("Year", "1998"), ("Engine", "Rover K-series 1.8 VHPD"), ("Gearbox", "Ford Type 9 five-speed"), ("Colour", "Red"), ("Build", "Home built from full kit"), ("Registration", "withheld")], "One of around 60 ZK Roadsters.")
    d = ("SE0816", [("Model", "SE Standard"), ("Year", "1988"), ("Engine", "Ford Kent 1600"), ("Gearbox", "Ford four-speed"), ("Colour", "Blue"), ("Build", "Home built"), ("Registration", "withheld")], "Believed written off in 1996; details wanted.")
    return [
        P(f"{host}/chassis/SE1141", page(a, "3 March 2024"), "soc-se1141"),
        P(f"{host}/chassis/SE1142", page(b, "3 March 2024"), "soc-se1142"),
        P(f"{host}/chassis/SE1141?ref=model-list", page(a, "11 April 2024"), "soc-se1141"),
        P(f"{host}/chassis/ZK0037", page(c, "20 January 2024"), "soc-zk0037"),
        P(f"{host}/chassis/SE0816", page(d, "8 November 2023"), "soc-se0816"),
    ]


# ---------------------------------------------------------------- 10. apiary inspections
@scen("apiary_inspections", "one apiary's two inspection visits differ in date, colony count and varroa level; all records share a long notifiable-disease and biosecurity notice")
def _apiary():
    host = "https://www.valebeekeepers.org.uk"
    NAV = nav([("/", "Home"), ("/apiaries/", "Member apiaries"), ("/swarms/", "Swarms"), ("/training/", "Training"), ("/members/", "Members")], "site-nav")
    BIO = """<aside class="biosecurity"><h3>Notifiable diseases and biosecurity</h3>
<p>American foulbrood (AFB) and European foulbrood (EFB) are notifiable diseases. If you suspect either in your colonies you are required by law to report it to the National Bee Unit, and you must not move bees, combs or equipment from the apiary until a bee inspector has visited. The small hive beetle and Tropilaelaps mites are also notifiable.</p>
<p>Register your apiaries on BeeBase so that inspectors can contact you if disease is found nearby. Clean your hive tool and gloves between colonies, never feed bought-in honey to bees, and do not leave combs exposed where robbing bees can reach them.</p>
<p>Inspection records on this page are published with the agreement of the member concerned. They record the result of a visit on the day and do not certify that an apiary is free of disease.</p></aside>"""

    def page(r, *, banner=False):
        body = (("" if not banner else COOKIE_EN + "\n") + f'<header><h2 class="site">Vale Beekeepers&rsquo; Association</h2></header>\n{NAV}\n<main>\n'
                f'<h1>Apiary inspection record</h1>\n{table_kv(r, "inspection")}\n</main>\n{BIO}\n'
                '<footer>Vale Beekeepers&rsquo; Association is a branch of the county association. Charity no. 1187430.</footer>')
        return doc("Apiary inspection record | Vale Beekeepers", body)

    a = [("Apiary", "VBA-014 Orchard End, Great Haseley"), ("Visit date", "17 May 2023"), ("Colonies inspected", "6"), ("Brood diseases", "None seen"), ("Varroa", "Low (natural drop 2 per day)"), ("Queen status", "All colonies queenright"), ("Inspector", "Seasonal bee inspector, Thames region")]
    b = [("Apiary", "VBA-014 Orchard End, Great Haseley"), ("Visit date", "22 May 2024"), ("Colonies inspected", "8"), ("Brood diseases", "None seen"), ("Varroa", "Moderate (natural drop 9 per day)"), ("Queen status", "One colony drone-laying, requeened"), ("Inspector", "Seasonal bee inspector, Thames region")]
    c = [("Apiary", "VBA-031 Church Farm, Tiddington"), ("Visit date", "4 July 2024"), ("Colonies inspected", "3"), ("Brood diseases", "Chalkbrood, light, in one colony"), ("Varroa", "Low"), ("Queen status", "All colonies queenright"), ("Inspector", "Association mentor")]
    d = [("Apiary", "VBA-007 Allotments, Thame"), ("Visit date", "12 June 2024"), ("Colonies inspected", "11"), ("Brood diseases", "None seen"), ("Varroa", "High in two colonies; treatment advised"), ("Queen status", "All colonies queenright"), ("Inspector", "Seasonal bee inspector, Thames region")]
    return [
        P(f"{host}/apiaries/inspection/2023-014-01", page(a), "vba-014-2023"),
        P(f"{host}/apiaries/inspection/2024-014-01", page(b), "vba-014-2024"),
        P(f"{host}/apiaries/inspection/2024-031-02", page(c), "vba-031-2024"),
        P(f"{host}/apiaries/inspection/2024-014-01?fbclid=IwAR2x9kLmQp7", page(b, banner=True), "vba-014-2024"),
        P(f"{host}/apiaries/inspection/2024-007-01", page(d), "vba-007-2024"),
    ]


# ---------------------------------------------------------------- 11. grit bin locations
@scen("grit_bins", "neighbouring bins on one road differ only in number, the junction named and refill date, in one long sentence; the 'use of grit bins' rules and report panel repeat; map and cookie copies")
def _grit_bins():
    host = "https://www.eastvale.gov.uk"
    NAV = nav([("/", "Home"), ("/roads", "Roads and travel"), ("/roads/winter", "Winter gritting"), ("/report", "Report it"), ("/contact", "Contact us")], "primary")
    USE = """<div class="guidance"><h2>Using grit bins</h2>
<p>Grit bins are provided for use on public roads and pavements only, where the council&rsquo;s gritting lorries do not go. The salt and grit mix must not be taken for use on private drives, paths or business premises. Taking grit for private use may be treated as theft.</p>
<p>Spread the grit thinly: a tablespoon covers about one square metre. It works best when spread before ice forms or after the snow has been cleared. Close the lid after use to keep the grit dry.</p>
<p>Bins are checked and refilled before the start of winter and then when reported empty. We cannot add new bins this winter; requests for new bins are assessed each summer against our criteria, which include the gradient of the road and the number of homes it serves.</p></div>
<div class="report-box"><h3>Report an empty or damaged bin</h3><p>Tell us the bin number, which is printed on the lid. We aim to refill reported bins within five working days, but during severe weather our priority is keeping the main gritting routes open.</p><p><a class="button" href="/report/grit-bin">Report a grit bin</a></p></div>"""
    FOOT = '<footer><p>Eastvale District Council, Civic Centre, Eastvale. 0300 123 4567</p><p><a href="/privacy">Privacy</a> | <a href="/accessibility">Accessibility statement</a></p></footer>'

    def page(no, road, junction, ward, filled, *, banner=False, crumb=None):
        crumbs = crumb or '<a href="/">Home</a> &gt; <a href="/roads">Roads and travel</a> &gt; <a href="/roads/winter">Winter gritting</a> &gt; Grit bin'
        body = (("" if not banner else COOKIE_EN + "\n") + f'<header><a href="/" class="logo">Eastvale District Council</a></header>\n{NAV}\n<div class="crumbs">{crumbs}</div>\n'
                f'<main><h1>Grit bin {no}</h1>\n<p>Grit bin {no} is on {road}, at the junction with {junction}, in {ward} ward. It was last filled on {filled} and is checked as part of the winter service.</p>\n{USE}</main>\n{FOOT}')
        return doc(f"Grit bin {no} | Eastvale District Council", body)

    return [
        P(f"{host}/roads/winter/grit-bins/114", page("114", "Church Lane, Hatherby", "Mill Road", "Hatherby", "28 October 2024"), "edc-bin114"),
        P(f"{host}/roads/winter/grit-bins/115", page("115", "Church Lane, Hatherby", "Orchard Close", "Hatherby", "28 October 2024"), "edc-bin115"),
        P(f"{host}/roads/winter/grit-bins/114?from=map", page("114", "Church Lane, Hatherby", "Mill Road", "Hatherby", "28 October 2024", crumb='<a href="/">Home</a> &gt; <a href="/roads/winter/map">Grit bin map</a> &gt; Grit bin'), "edc-bin114"),
        P(f"{host}/roads/winter/grit-bins/203", page("203", "Station Hill, Lowerby", "Queen Street", "Lowerby East", "4 November 2024"), "edc-bin203"),
        P(f"{host}/roads/winter/grit-bins/114/", page("114", "Church Lane, Hatherby", "Mill Road", "Hatherby", "28 October 2024", banner=True), "edc-bin114"),
        P(f"{host}/roads/winter/grit-bins/116", page("116", "Church Lane, Hatherby", "Mill Road", "Hatherby", "2 December 2024"), "edc-bin116"),
    ]


# ---------------------------------------------------------------- 12. stained-glass windows
@scen("stained_glass_windows", "two aisle windows of one church by one studio differ in subject, date and dedication; the survey and image-rights text is longer than either description")
def _stained_glass():
    host = "https://www.glass-survey.org.uk"
    NAV = nav([("/", "Home"), ("/counties/", "Counties"), ("/makers/", "Makers"), ("/subjects/", "Subjects"), ("/about/", "About the survey")])
    ABOUT = """<section class="survey-note"><h3>About the survey</h3>
<p>The survey records stained and painted glass in the churches and chapels of the county, parish by parish. Each entry is based on a visit by one of our volunteer recorders and on the church guide, faculty papers and makers&rsquo; records where these survive. Attributions marked &ldquo;attributed&rdquo; are stylistic and have not been confirmed by documents.</p>
<p>Windows are numbered following the Corpus Vitrearum system, starting with the east window (I), then north side windows (nII, nIII&hellip;) and south side windows (sII, sIII&hellip;), counting westwards.</p>
<p>Photographs are &copy; the survey and its recorders and may not be reproduced without permission. Churches are often locked outside service times; please check access arrangements with the parish before visiting.</p></section>"""

    def page(church, num, rows, desc, *, crumb_first=False):
        crumb = f'<p class="trail"><a href="/">Home</a> / <a href="/counties/somerset/">Somerset</a> / {church}</p>'
        main = f'<h1>{church}: window {num}</h1>\n{ul_kv(rows, "window")}\n<p class="desc">{desc}</p>'
        body = (f'<header><a href="/">Stained Glass Survey</a></header>\n{NAV}\n' + (crumb if crumb_first else "") +
                f'<main>{main}</main>\n' + ("" if crumb_first else crumb) + f'\n{ABOUT}\n<footer>Stained Glass Survey &middot; a volunteer project</footer>')
        return doc(f"{church}: window {num} | Stained Glass Survey", body)

    ch = "Holy Trinity, Combe St Nicholas"
    r2 = [("Position", "North aisle, second from east"), ("Subject", "The Sower; the Good Samaritan"), ("Maker", "Clayton &amp; Bell"), ("Date", "1884"), ("Dedication", "In memory of John Palmer, churchwarden")]
    r3 = [("Position", "North aisle, third from east"), ("Subject", "The Prodigal Son; the Lost Sheep"), ("Maker", "Clayton &amp; Bell"), ("Date", "1891"), ("Dedication", "In memory of Ann Palmer, his wife")]
    r1 = [("Position", "East window, five lights"), ("Subject", "The Crucifixion with the Virgin and St John"), ("Maker", "Attributed to Burlison &amp; Grylls"), ("Date", "c. 1875"), ("Dedication", "None recorded")]
    rx = [("Position", "South chancel"), ("Subject", "St Francis with birds"), ("Maker", "Lawrence Lee"), ("Date", "1962"), ("Dedication", "Given by the Mothers&rsquo; Union")]
    return [
        P(f"{host}/somerset/combe-st-nicholas-holy-trinity/nII", page(ch, "nII", r2, "Two lights with canopies; the figures are set against ruby grounds with grisaille borders."), "sgs-cstn-nII"),
        P(f"{host}/somerset/combe-st-nicholas-holy-trinity/nIII", page(ch, "nIII", r3, "Two lights with canopies; the figures are set against blue grounds with grisaille borders."), "sgs-cstn-nIII"),
        P(f"{host}/somerset/combe-st-nicholas-holy-trinity/I", page(ch, "I", r1, "Five lights; tracery with angels holding instruments of the Passion."), "sgs-cstn-I"),
        P(f"{host}/somerset/combe-st-nicholas-holy-trinity/nII?view=list", page(ch, "nII", r2, "Two lights with canopies; the figures are set against ruby grounds with grisaille borders.", crumb_first=True), "sgs-cstn-nII"),
        P(f"{host}/somerset/wambrook-st-mary/sIV", page("St Mary, Wambrook", "sIV", rx, "Single light in bright slab glass; the saint stands in a landscape of hills."), "sgs-wambrook-sIV"),
    ]


# ---------------------------------------------------------------- 13. mineral planning permissions
@scen("mineral_permissions", "a quarry's original permission and its extension share operator, site and mineral and differ in reference, dates and tonnage; the statutory register statement sits before the record")
def _minerals():
    host = "https://planning.westmarch.gov.uk"
    STAT = """<div class="statement"><p>This register of mineral planning permissions is kept under the Town and Country Planning Act 1990 and the Environment Act 1995. It includes permissions for the winning and working of minerals and for the deposit of mineral waste, and the dates by which the conditions attached to older permissions must be reviewed.</p>
<p>The register can be inspected free of charge at County Hall during office hours. Copies of decision notices and approved plans can be supplied; a charge is made for copies of large plans. The information shown here is a summary and the decision notice is the legal record of the permission and its conditions.</p>
<p>To report a suspected breach of a planning condition at a mineral site, such as working outside permitted hours, blasting complaints or mud on the highway, please use the minerals enforcement form.</p></div>"""

    def page(r, sid=None):
        q = f"?sessionid={sid}" if sid else ""
        rows = "".join(f"<tr><td>{k}</td><td>{v}</td></tr>" for k, v in r)
        body = (f'<div class="header">Westmarch County Council &ndash; Planning</div>\n<div class="menu"><a href="/">Planning home</a> | <a href="/minerals/register{q}">Minerals register</a> | <a href="/applications{q}">Search applications</a> | <a href="/enforcement">Enforcement</a></div>\n'
                f'<div class="main"><h1>Mineral planning permission</h1>\n{STAT}\n<table class="register" width="100%">{rows}</table></div>\n'
                '<div class="footer">Westmarch County Council &copy; 2024</div>')
        return doc("Mineral planning permission - Westmarch County Council", body)

    a = [("Reference", "M/2009/0117"), ("Site", "Hillhead Quarry, Brackenridge"), ("Operator", "Northfell Aggregates Ltd"), ("Mineral", "Carboniferous limestone"), ("Granted", "14 October 2009"), ("Working to cease by", "31 December 2029"), ("Maximum output", "450,000 tonnes a year"), ("Review due", "2024")]
    b = [("Reference", "M/2021/0042"), ("Site", "Hillhead Quarry, Brackenridge (western extension)"), ("Operator", "Northfell Aggregates Ltd"), ("Mineral", "Carboniferous limestone"), ("Granted", "2 March 2022"), ("Working to cease by", "31 December 2041"), ("Maximum output", "500,000 tonnes a year"), ("Review due", "2037")]
    c = [("Reference", "M/2015/0309"), ("Site", "Low Moor Sand Pit, Aldwick"), ("Operator", "T. Rudd &amp; Sons"), ("Mineral", "Sand and gravel"), ("Granted", "9 June 2016"), ("Working to cease by", "30 June 2028"), ("Maximum output", "120,000 tonnes a year"), ("Review due", "2031")]
    d = [("Reference", "M/1994/0021"), ("Site", "Cragg End Clay Pit"), ("Operator", "Westmarch Brick Company"), ("Mineral", "Brick clay and shale"), ("Granted", "21 July 1994"), ("Working to cease by", "21 February 2042"), ("Maximum output", "Not limited"), ("Review due", "2025")]
    return [
        P(f"{host}/minerals/register/M-2009-0117", page(a), "wcc-m20090117"),
        P(f"{host}/minerals/register/M-2021-0042", page(b), "wcc-m20210042"),
        P(f"{host}/minerals/register/M-2009-0117?sessionid=A91F03C2E77B", page(a, sid="A91F03C2E77B"), "wcc-m20090117"),
        P(f"{host}/minerals/register/M-2015-0309", page(c), "wcc-m20150309"),
        P(f"{host}/minerals/register/M-1994-0021", page(d), "wcc-m19940021"),
    ]


# ---------------------------------------------------------------- 14. bowling green availability
@scen("bowling_green_bookings", "a club's rink availability grids for consecutive days differ in a few booked slots; a refreshed-time copy; six paragraphs of green rules beside the grid")
def _bowls():
    host = "https://www.parkviewbowls.club"
    RULES = """<div class="rules"><h2>Green rules</h2>
<p>Flat-soled bowling shoes or approved overshoes must be worn on the green at all times. Please step on and off the green at the ends, not over the ditch, and do not lean or sit on the bank.</p>
<p>Rinks may be booked up to fourteen days ahead by full members. Visitors may play when a rink is free, on payment of the green fee at the clubhouse. A booking not taken up within fifteen minutes of its start time may be released.</p>
<p>Roll-ups are played on rinks 5 and 6 unless those rinks are booked for a match. League and county fixtures take priority over casual bookings, and the fixture secretary may move a booking to another rink.</p>
<p>The green is closed when the greenkeeper decides it is too wet or frosty to play. Closures are posted on this page and on the clubhouse door by 9am.</p>
<p>Please bring mats and jacks back to the hut after play and replace the rink markers as you found them.</p></div>"""

    def page(day, grid, refreshed):
        head = ["Time", "Rink 1", "Rink 2", "Rink 3", "Rink 4", "Rink 5", "Rink 6"]
        body = (f'<div class="topbar"><a href="/">Parkview Bowls Club</a></div>\n<div class="links"><a href="/">Home</a> <a href="/bookings">Bookings</a> <a href="/fixtures">Fixtures</a> <a href="/membership">Join us</a></div>\n'
                f'<div class="page"><div class="left"><h1>Green availability</h1>\n<h3>{day}</h3>\n{table_cols(head, grid, "rinks")}\n<p class="small">Availability refreshed at {refreshed}. Book in the clubhouse or call 01603 448120.</p></div>\n'
                f'<div class="right">{RULES}</div></div>\n<div class="foot">Parkview Bowls Club, Recreation Ground, Eaton. Affiliated to Bowls England.</div>')
        return doc("Green availability - Parkview Bowls Club", body)

    F, B, M = "Free", "Booked", "Match"
    g11 = [("10:00", B, B, F, F, "Roll-up", "Roll-up"), ("14:00", M, M, M, F, F, F), ("18:30", F, B, F, F, "Roll-up", "Roll-up")]
    g12 = [("10:00", B, F, F, F, "Roll-up", "Roll-up"), ("14:00", F, F, B, F, F, F), ("18:30", M, M, M, M, F, F)]
    g13 = [("10:00", B, B, F, F, "Roll-up", "Roll-up"), ("14:00", F, F, F, F, F, F), ("18:30", F, B, B, F, "Roll-up", "Roll-up")]
    g15 = [("10:00", "Closed", "Closed", "Closed", "Closed", "Closed", "Closed"), ("14:00", M, M, M, M, M, M), ("18:30", F, F, F, F, F, F)]
    return [
        P(f"{host}/bookings/2024-06-11", page("Tuesday 11 June 2024", g11, "08:05"), "pvb-0611"),
        P(f"{host}/bookings/2024-06-12", page("Wednesday 12 June 2024", g12, "08:05"), "pvb-0612"),
        P(f"{host}/bookings/2024-06-11?week=24", page("Tuesday 11 June 2024", g11, "12:40"), "pvb-0611"),
        P(f"{host}/bookings/2024-06-13", page("Thursday 13 June 2024", g13, "08:05"), "pvb-0613"),
        P(f"{host}/bookings/2024-06-15", page("Saturday 15 June 2024", g15, "08:05"), "pvb-0615"),
    ]


# ---------------------------------------------------------------- 15. golf course holes
@scen("golf_course_holes", "hole pages with a yardage table and one tip sentence; two par 4s differ in yardages, stroke index and the tip; local rules and etiquette repeat under every hole; AMP copy")
def _golf():
    host = "https://www.brackenmoorgolf.co.uk"
    NAV = nav([("/", "Home"), ("/course", "The course"), ("/visitors", "Visitors"), ("/membership", "Membership"), ("/clubhouse", "Clubhouse"), ("/contact", "Contact")], "menu-main")
    LOCAL = """<div class="local-rules"><h3>Local rules</h3><ol>
<li>Out of bounds: beyond any white stakes or fences defining the course boundary, and the practice ground when playing holes 1 and 18.</li>
<li>Penalty areas: all ditches and ponds are marked with red or yellow stakes. The drainage ditch on holes 4 and 12 is a red penalty area throughout.</li>
<li>Preferred lies are in operation on closely mown areas through the green from 1 November to 31 March. Lift, clean and place within one scorecard length, not nearer the hole.</li>
<li>Young trees staked or tied must not be played from. Take relief under Rule 16.1.</li></ol>
<h3>On the course</h3><p>Please repair pitch marks, replace divots and rake bunkers. Keep up with the group in front. Buggies must keep 20 yards from greens and tees. Dress code: golf attire, no denim.</p></div>"""

    def page(n, par, si, yards, tip, *, amp=False):
        t = table_cols(["Tee", "Yards"], yards, "yardage")
        main = f'<h1>Hole {n}</h1>\n<p class="meta">Par {par} &middot; Stroke index {si}</p>\n{t}\n<p class="tip">{tip}</p>'
        if amp:
            return (f'<!doctype html>\n<html amp lang="en"><head><meta charset="utf-8"><title>Hole {n} | Brackenmoor Golf Club</title>'
                    f'<link rel="canonical" href="{host}/course/hole-{n}"></head><body>\n<header>Brackenmoor Golf Club</header>\n<main>{main}</main>\n{LOCAL}\n</body></html>\n')
        body = (f'<header class="masthead"><a href="/">Brackenmoor Golf Club</a></header>\n{NAV}\n'
                f'<main>{main}\n<p class="holes"><a href="/course/hole-{n - 1}">Previous hole</a> | <a href="/course/hole-{n + 1}">Next hole</a></p></main>\n{LOCAL}\n'
                '<footer>Brackenmoor Golf Club, Moor Road, Ilkley LS29 8RT &middot; 01943 600144</footer>')
        return doc(f"Hole {n} | Brackenmoor Golf Club", body)

    y7 = [("White", "392"), ("Yellow", "376"), ("Red", "341")]
    y16 = [("White", "388"), ("Yellow", "371"), ("Red", "336")]
    y9 = [("White", "164"), ("Yellow", "152"), ("Red", "131")]
    y18 = [("White", "512"), ("Yellow", "497"), ("Red", "448")]
    return [
        P(f"{host}/course/hole-7", page(7, 4, 3, y7, "Favour the left side of the fairway; anything right is blocked out by the old oak."), "bgc-7"),
        P(f"{host}/course/hole-16", page(16, 4, 6, y16, "Favour the right side of the fairway; anything left runs into the ditch."), "bgc-16"),
        P(f"{host}/amp/course/hole-7", page(7, 4, 3, y7, "Favour the left side of the fairway; anything right is blocked out by the old oak.", amp=True), "bgc-7"),
        P(f"{host}/course/hole-9", page(9, 3, 17, y9, "Take one club more than you think: the green is raised and slopes from back to front."), "bgc-9"),
        P(f"{host}/course/hole-18", page(18, 5, 10, y18, "A long hitter can reach in two, but the pond guards the front right of the green."), "bgc-18"),
        P(f"{host}/course/hole-16?utm_source=scorecard-qr", page(16, 4, 6, y16, "Favour the right side of the fairway; anything left runs into the ditch."), "bgc-16"),
    ]


# ---------------------------------------------------------------- 16. church bell towers
@scen("bell_towers", "two towers in one village with eight and six bells differ in dedication, tenor and practice night; the visiting-ringers guidance repeats on every page, before the data in one layout")
def _bells():
    host = "https://towers.ringing-guide.org"
    VISIT = """<div class="visitors"><p><b>Visiting ringers</b> are welcome at most towers, but please contact the tower captain before you arrive: practice nights change, towers are sometimes closed for maintenance, and many towers are locked. Do not ring at any tower without permission.</p>
<p>Tenor weights are given in hundredweight, quarters and pounds as recorded by the bellhanger, with the metric weight where known. &ldquo;GF&rdquo; means the ringing chamber is on the ground floor. Steps are counted from the tower door to the ringing chamber.</p>
<p>Information is supplied by tower correspondents and may be out of date. Please send corrections using the link below. This guide does not publish the personal contact details of tower captains; use the contact form, which will forward your message.</p></div>"""

    def page(r):
        rows = "<br>".join(f"{k}: {v}" for k, v in r[1])
        body = (f'<div id="top"><a href="/">Ringing Guide</a> &middot; <a href="/search">Search</a> &middot; <a href="/map">Map</a> &middot; <a href="/recent">Recently updated</a></div>\n'
                f'<div id="main"><h2>{r[0]}</h2>\n<div class="tower">{rows}</div>\n{VISIT}\n<p><a href="/contact?tower={r[2]}">Contact the tower</a> | <a href="/correct?tower={r[2]}">Send a correction</a></p></div>\n'
                '<div id="foot">Ringing Guide. Data compiled by volunteers.</div>')
        return doc("Tower details - Ringing Guide", body)

    a = ("Long Sutton, St Mary the Virgin", [("Bells", "8"), ("Tenor", "17&ndash;2&ndash;11 (871 kg) in E"), ("Practice", "Tuesday 19:30&ndash;21:00"), ("Service ringing", "Sunday 10:15"), ("Ringing chamber", "32 steps"), ("Toilet", "In church")], "10411")
    b = ("Long Sutton, Holy Trinity", [("Bells", "6"), ("Tenor", "9&ndash;1&ndash;4 (462 kg) in A"), ("Practice", "Thursday 19:30&ndash;21:00"), ("Service ringing", "Sunday 09:30 (alternate weeks)"), ("Ringing chamber", "GF"), ("Toilet", "None")], "10412")
    c = ("Kingsbury Episcopi, St Martin", [("Bells", "8"), ("Tenor", "23&ndash;0&ndash;18 (1176 kg) in D"), ("Practice", "Friday 19:30&ndash;21:00"), ("Service ringing", "Sunday 10:30"), ("Ringing chamber", "44 steps"), ("Toilet", "Village hall")], "10390")
    d = ("Muchelney, St Peter and St Paul", [("Bells", "6"), ("Tenor", "11&ndash;3&ndash;8 (600 kg) in G"), ("Practice", "By arrangement"), ("Service ringing", "First Sunday of the month"), ("Ringing chamber", "GF"), ("Toilet", "None")], "10455")
    return [
        P(f"{host}/tower.php?id=10411", page(a), "rg-10411"),
        P(f"{host}/tower.php?id=10412", page(b), "rg-10412"),
        P(f"{host}/tower.php?id=10411&from=map", page(a), "rg-10411"),
        P(f"{host}/tower.php?id=10390", page(c), "rg-10390"),
        P(f"{host}/tower.php?id=10455", page(d), "rg-10455"),
    ]


# ---------------------------------------------------------------- 17. stolen bike register
@scen("stolen_bikes", "two stolen bikes of the same make and model differ in colour, frame number, date and town; the buyer-check guidance repeats at length; utm and view-counter copies")
def _stolen_bikes():
    host = "https://www.bikewatch-register.co.uk"
    NAV = nav([("/", "Home"), ("/check", "Check a frame number"), ("/report", "Report a theft"), ("/register", "Register your bike"), ("/recovered", "Recovered bikes")], "nav-main")
    GUIDE = """<div class="guide"><h3>Buying a second-hand bike?</h3>
<p>Always check the frame number before you hand over any money. The frame number is usually stamped under the bottom bracket, where the pedal cranks meet the frame. Be wary if the number has been filed off or painted over, if the seller cannot show you a receipt, or if the price seems too good to be true.</p>
<p>Meet the seller at their home address rather than in a car park or station. Ask how long they have owned the bike and where it was bought. A genuine seller will not mind you checking the register while you are with them.</p>
<p>If a bike you are offered appears on this register, do not buy it and do not confront the seller. Make a note of the advert and the seller&rsquo;s details and report them to the police on 101, quoting the crime reference shown.</p></div>"""

    def page(r, *, views="214"):
        rows = [("Make", r[1]), ("Model", r[2]), ("Colour", r[3]), ("Frame number", r[4]), ("Stolen on", r[5]), ("Location", r[6]), ("Police reference", r[7]), ("Distinguishing features", r[8])]
        body = (f'<header><a href="/" class="logo">BikeWatch</a></header>\n{NAV}\n'
                f'<main><h1>Stolen bike</h1><p class="status">Status: <b>Stolen &ndash; not recovered</b></p>\n{table_kv(rows, "bike")}\n'
                f'<p class="views">This report has been viewed {views} times.</p>\n{GUIDE}</main>\n<footer>BikeWatch is free to use. We work with police forces across the UK.</footer>')
        return doc(f"Stolen {r[1]} {r[2]} | BikeWatch", body)

    a = ("58213", "Trek", "FX 2 Disc", "Matte dark grey", "WTU318C0441H", "3 May 2024", "Railway station cycle racks, Reading", "43240212771", "Pannier rack, bell, scratch on top tube")
    b = ("58297", "Trek", "FX 2 Disc", "Gloss blue", "WTU224C0867K", "9 May 2024", "Broad Street, Reading", "43240219012", "Child seat bracket on seat post")
    c = ("57744", "Brompton", "C Line Explore", "Racing green", "2301148620", "18 April 2024", "Outside home, Wokingham", "43240178855", "Brooks saddle, front bag")
    e = ("58344", "Specialized", "Sirrus 2.0", "Gloss blue", "WSBC604118822T", "14 May 2024", "Oracle shopping centre racks, Reading", "43240226118", "Mudguards, D-lock bracket")
    d = ("58310", "Carrera", "Vengeance E", "Black / red", "CV2210993187", "10 May 2024", "Leisure centre, Bracknell", "43240221430", "None")
    return [
        P(f"{host}/bike/58213", page(a), "bw-58213"),
        P(f"{host}/bike/58297", page(b, views="97"), "bw-58297"),
        P(f"{host}/bike/58213?utm_source=facebook&utm_medium=share", page(a, views="231"), "bw-58213"),
        P(f"{host}/bike/57744", page(c, views="540"), "bw-57744"),
        P(f"{host}/bike/58310", page(d, views="38"), "bw-58310"),
        P(f"{host}/bike/58297?utm_source=twitter", page(b, views="112"), "bw-58297"),
        P(f"{host}/bike/58344", page(e, views="21"), "bw-58344"),
    ]


# ---------------------------------------------------------------- 18. knot guides
@scen("knot_guides", "two figure-eight knots share type and most uses and differ in a few words of three steps; the safety warning and site help are longer than the steps")
def _knots():
    host = "https://www.ropeworkguide.com"
    NAV = nav([("/", "All knots"), ("/category/loops", "Loops"), ("/category/hitches", "Hitches"), ("/category/bends", "Bends"), ("/category/stoppers", "Stoppers")], "cats")
    SAFE = """<div class="warning"><strong>Safety first.</strong> The instructions on this site are for general interest and practice. Knots used in climbing, caving, arboriculture, rescue or any situation where failure could cause injury must be learned from a qualified instructor and checked by a competent person every time they are tied. Every knot weakens a rope, some by half or more, and a knot that is dressed badly or tied in the wrong type of rope can slip or capsize under load.</div>
<div class="help"><h4>Reading the diagrams</h4><p>The &ldquo;working end&rdquo; is the end of the rope you are moving; the &ldquo;standing part&rdquo; is the rest of the rope. Always leave a tail at least twelve times the rope&rsquo;s diameter. Numbers such as ABOK #1047 refer to <em>The Ashley Book of Knots</em>.</p></div>"""

    def page(r):
        steps = "".join(f"<li>{s}</li>" for s in r[4])
        body = (f'<div class="site-head"><a href="/">Ropework Guide</a></div>\n{NAV}\n'
                f'<article><h1>{r[0]}</h1>\n<p class="aka">Also known as: {r[1]} &middot; {r[2]} &middot; Uses: {r[3]}</p>\n<ol class="steps">{steps}</ol></article>\n{SAFE}\n'
                '<div class="site-foot">&copy; Ropework Guide. Animations may not be copied.</div>')
        return doc(f"{r[0]} | Ropework Guide", body)

    a = ("Figure-eight loop", "Figure-eight on a bight", "ABOK #1047", "fixed loop in the middle or end of a rope, anchoring, climbing", ["Form a bight in the rope.", "Tie a figure-eight knot with the doubled rope.", "Pull the loop and the standing parts to tighten; dress so the strands lie parallel."])
    b = ("Figure-eight follow-through", "Rewoven figure eight", "ABOK #1047", "tying into a harness, attaching to a ring or post, climbing", ["Tie a loose figure-eight knot in the single rope.", "Pass the working end around the harness or ring.", "Follow the first knot back with the working end; dress so the strands lie parallel."])
    c = ("Clove hitch", "Builder's knot", "ABOK #1245", "temporary attachment to a post or rail, starting lashings", ["Wrap the working end around the post.", "Cross over the first turn and wrap again.", "Tuck the working end under the second turn and pull tight."])
    d = ("Sheet bend", "Weaver's knot", "ABOK #1431", "joining two ropes of different thickness", ["Form a bight in the thicker rope.", "Pass the thinner rope up through the bight, around behind both parts, and under itself.", "Pull all four ends to tighten."])
    return [
        P(f"{host}/knot/figure-eight-loop", page(a), "rwg-fig8loop"),
        P(f"{host}/knot/figure-eight-follow-through", page(b), "rwg-fig8ft"),
        P(f"{host}/knot/clove-hitch", page(c), "rwg-clove"),
        P(f"{host}/knot/figure-eight-loop/index.html", page(a), "rwg-fig8loop"),
        P(f"{host}/knot/sheet-bend", page(d), "rwg-sheetbend"),
    ]


# ---------------------------------------------------------------- 19. 公墓墓位
@scen("zh_cemetery_plots", "相邻墓位只差排号一个数字和状态，面积、墓型、价格相同；购墓须知数段远长于墓位表；微信分享参数和打印版副本")
def _zh_cemetery():
    host = "https://www.qingsongling-gm.cn"
    NAV = '<div class="nav"><a href="/">首页</a><a href="/about.html">陵园概况</a><a href="/muwei/">墓位选购</a><a href="/jisi/">网上祭扫</a><a href="/news/">陵园动态</a><a href="/contact.html">联系我们</a></div>'
    XUZHI = """<div class="xuzhi"><h3>购墓须知</h3>
<p>一、购买墓位须持逝者的死亡证明或火化证明原件及复印件、购墓人身份证原件及复印件，办理手续后领取《墓穴使用证》。为健在老人预购寿穴的，须由老人本人或其子女持户口簿办理，年满60周岁方可购买。</p>
<p>二、墓位价格含墓穴、墓碑及基本刻字费用，不含20年墓位维护管理费。维护管理费一次性缴纳，期满后续交，逾期未续交的按国家有关规定处理。</p>
<p>三、本园严禁炒买炒卖墓位，墓位只限安葬《墓穴使用证》登记之逝者，不得转让。</p>
<p>四、清明、冬至期间园区实行交通管制，请提前预约祭扫，文明祭扫，园内禁止燃放烟花爆竹和焚烧纸钱。</p>
<p>五、墓位实际状态以现场为准，网站信息每日更新一次。咨询电话：0571-8869 2231。</p></div>"""

    def page(r, *, printed=False):
        t = table_kv(r, "mw-table")
        if printed:
            body = f'<div class="print"><h2>墓位详情</h2>{t}<p>青松岭公墓 打印日期：2024-04-02</p></div>'
            return doc("墓位详情-青松岭公墓", body, lang="zh-CN")
        body = (f'<div class="top"><img src="/images/logo.png" alt="青松岭公墓"><span class="tel">服务热线：0571-8869 2231</span></div>\n{NAV}\n'
                f'<div class="position">当前位置：<a href="/">首页</a> &gt; <a href="/muwei/">墓位选购</a> &gt; 松柏园</div>\n'
                f'<div class="main"><div class="title">墓位详情</div>\n{t}\n<div class="btns"><a href="/yuyue.html">预约看墓</a> <a href="javascript:window.print()">打印</a></div>\n{XUZHI}</div>\n'
                '<div class="footer">版权所有 &copy; 杭州青松岭公墓有限公司　浙ICP备12034567号-1<br>地址：杭州市余杭区闲林街道青松岭路1号</div>')
        return doc("墓位详情-青松岭公墓", body, lang="zh-CN")

    def rec(pos, state, price="38800"):
        return [("墓区", "松柏园"), ("墓位编号", pos), ("墓型", "单穴立碑式"), ("占地面积", "0.8平方米"), ("朝向", "坐北朝南"), ("价格", f"{price}元"), ("状态", state)]

    a = rec("A区3排12号", "可选")
    b = rec("A区3排13号", "已售")
    c = rec("A区5排2号", "可选", "42800")
    d = [("墓区", "思亲苑"), ("墓位编号", "C区1排7号"), ("墓型", "双穴卧碑式"), ("占地面积", "1.2平方米"), ("朝向", "坐西朝东"), ("价格", "56000元"), ("状态", "可选")]
    return [
        P(f"{host}/muwei/show-3012.html", page(a), "qsl-3012"),
        P(f"{host}/muwei/show-3013.html", page(b), "qsl-3013"),
        P(f"{host}/muwei/show-3012.html?from=groupmessage&isappinstalled=0", page(a), "qsl-3012"),
        P(f"{host}/muwei/print.php?id=3012", page(a, printed=True), "qsl-3012"),
        P(f"{host}/muwei/show-3031.html", page(c), "qsl-3031"),
        P(f"{host}/muwei/show-4107.html", page(d), "qsl-4107"),
    ]


# ---------------------------------------------------------------- 20. 民宿
@scen("zh_minsu", "同一主人的两家院子同村同特色，只差房间数、价格和一句介绍；预订须知与退订规则是页面最长的部分；移动版副本")
def _zh_minsu():
    host = "https://www.tusu-minsu.cn"
    mhost = "https://m.tusu-minsu.cn"
    RULE = """<div class="notice-box"><h3>预订须知</h3>
<ul><li>入住时间14:00以后，退房时间12:00以前，如需提前入住或延迟退房请与房东联系，视当日房态安排。</li>
<li>入住时须出示每位入住人的有效身份证件，按公安机关要求进行实名登记，未成年人须由监护人陪同入住。</li>
<li>民宿多位于山区，部分路段较窄，自驾请谨慎慢行；节假日停车位紧张，请提前告知房东车辆数。</li>
<li>请爱护房间设施，室内禁止吸烟，损坏物品须照价赔偿；携带宠物请提前咨询。</li></ul>
<h3>退订规则</h3>
<p>入住日前7天（含）以上取消可全额退款；入住日前3至6天取消扣除首晚房费的50%；入住日前3天以内取消或未入住，扣除首晚房费。节假日及特殊日期以订单页面规则为准。</p>
<p class="pt">途宿仅为房东与房客提供信息发布与交易服务，房源信息由房东发布，请以实际入住为准。</p></div>"""

    def page(r, *, mobile=False):
        info = "".join(f'<li><span class="lb">{k}</span>{v}</li>' for k, v in r[1])
        main = f'<div class="house"><h1>{r[0]}</h1><ul class="info">{info}</ul><p class="intro">{r[2]}</p></div>'
        if mobile:
            body = f'<header class="m-hd"><a href="/" class="back">返回</a>房源详情</header>\n{main}\n{RULE}\n<div class="m-bar"><a href="tel:4008201234">咨询</a><a class="book" href="/order?hid={r[3]}">立即预订</a></div>'
            return doc(f"{r[0]}-途宿民宿", body, lang="zh-CN")
        body = (f'<div class="header"><a class="logo" href="/">途宿</a><div class="hnav"><a href="/">首页</a><a href="/city/huzhou/">湖州民宿</a><a href="/city/anji/">安吉民宿</a><a href="/story/">民宿故事</a><a href="/host/">房东入驻</a></div></div>\n'
                f'<div class="crumb">当前位置：<a href="/">首页</a> &gt; <a href="/city/huzhou/">湖州</a> &gt; <a href="/city/huzhou/moganshan/">莫干山</a> &gt; 房源详情</div>\n'
                f'<div class="wrap">{main}\n<div class="price-box"><a class="btn" href="/order?hid={r[3]}">立即预订</a></div>\n{RULE}</div>\n'
                '<div class="footer">关于途宿 | 联系我们 | 隐私政策<br>Copyright &copy; 2018-2024 途宿 版权所有 浙ICP备18045566号</div>')
        return doc(f"{r[0]}-莫干山民宿预订-途宿", body, lang="zh-CN")

    a = ("半亩田·溪边院", [("地址", "湖州市德清县莫干山镇劳岭村溪边28号"), ("房间", "6间（大床房4间，家庭房2间）"), ("价格", "688元/晚起"), ("设施", "停车场、茶室、烧烤、接站")], "院子紧挨溪水，夏天可以在门口戏水，早餐是房东自己做的农家菜。", "2841")
    b = ("半亩田·竹林院", [("地址", "湖州市德清县莫干山镇劳岭村竹林坞3号"), ("房间", "4间（大床房3间，家庭房1间）"), ("价格", "888元/晚起"), ("设施", "停车场、茶室、烧烤、接站")], "院子在竹林深处，安静私密，露台可以看到整片竹海。", "2842")
    c = ("云栖山舍", [("地址", "湖州市德清县莫干山镇仙潭村21号"), ("房间", "9间"), ("价格", "520元/晚起"), ("设施", "泳池、停车场、亲子乐园")], "带无边泳池的亲子民宿，距莫干山景区南大门约4公里。", "3107")
    d = ("老宅·二十四", [("地址", "湖州市德清县莫干山镇庾村48号"), ("房间", "5间"), ("价格", "460元/晚起"), ("设施", "停车场、书房、咖啡")], "由上世纪七十年代老粮仓改建，保留了原来的夯土墙。", "1963")
    return [
        P(f"{host}/house/2841.html", page(a), "ts-2841"),
        P(f"{host}/house/2842.html", page(b), "ts-2842"),
        P(f"{mhost}/house/2841.html", page(a, mobile=True), "ts-2841"),
        P(f"{host}/house/3107.html", page(c), "ts-3107"),
        P(f"{host}/house/1963.html", page(d), "ts-1963"),
        P(f"{host}/house/2842.html?from=singlemessage", page(b), "ts-2842"),
    ]


# ---------------------------------------------------------------- 21. 月嫂档案
@scen("zh_yuesao", "两位同籍贯同星级的月嫂档案只差编号、姓氏、年龄、经验年限和价格；服务保障和签约流程比档案长得多；浏览次数不同的副本")
def _zh_yuesao():
    host = "https://www.ayijia-jz.com"
    BAOZHANG = """<div class="bz"><div class="bz-t">服务保障</div>
<div class="bz-c"><div class="item"><b>持证上岗</b>：所有月嫂均经过公司岗前培训，持有健康证和母婴护理相关职业技能证书，上户前统一体检。</div>
<div class="item"><b>免费更换</b>：服务期间对月嫂不满意，可申请免费更换，公司在48小时内安排新的月嫂上户，服务天数顺延。</div>
<div class="item"><b>保险保障</b>：公司为每位在岗月嫂购买家政服务责任险，服务中发生意外由保险公司按约定理赔。</div>
<div class="item"><b>签约流程</b>：电话或在线预约 &rarr; 顾问上门或到店了解需求 &rarr; 面试月嫂 &rarr; 签订三方服务合同并支付定金 &rarr; 预产期前一周确认上户时间 &rarr; 上户服务 &rarr; 服务结束回访。</div></div></div>"""

    def page(r, *, hits="1286"):
        info = "".join(f'<div class="row"><span class="k">{k}：</span><span class="v">{v}</span></div>' for k, v in r[1])
        body = (f'<div class="head"><div class="logo">阿姨家家政</div><div class="hot">预约热线 400-655-2310</div></div>\n'
                f'<div class="menu"><a href="/">首页</a><a href="/yuesao/">找月嫂</a><a href="/yuersao/">找育儿嫂</a><a href="/baomu/">找保姆</a><a href="/px/">家政培训</a><a href="/about/">关于我们</a></div>\n'
                f'<div class="loc">您的位置：<a href="/">首页</a> &gt; <a href="/yuesao/">找月嫂</a> &gt; 月嫂详情</div>\n'
                f'<div class="box"><div class="pic"><img src="/upload/ys/{r[0]}.jpg" alt=""></div><div class="detail">{info}<div class="row">浏览次数：{hits}</div></div></div>\n'
                f'<div class="say"><div class="say-t">自我评价</div><p>{r[2]}</p></div>\n{BAOZHANG}\n'
                '<div class="foot">阿姨家家政服务有限公司 版权所有 苏ICP备16002233号 地址：南京市鼓楼区中山北路88号</div>')
        return doc("月嫂详情-阿姨家家政", body, lang="zh-CN")

    a = ("YS20318", [("编号", "YS20318"), ("姓名", "张阿姨"), ("年龄", "46岁"), ("籍贯", "四川"), ("级别", "金牌月嫂"), ("从业经验", "8年"), ("服务家庭", "52户"), ("证书", "高级母婴护理师、健康证、催乳师"), ("服务价格", "16800元/26天")], "性格开朗，做月子餐很拿手，擅长新生儿黄疸护理和产妇催乳。")
    b = ("YS20331", [("编号", "YS20331"), ("姓名", "李阿姨"), ("年龄", "51岁"), ("籍贯", "四川"), ("级别", "金牌月嫂"), ("从业经验", "11年"), ("服务家庭", "70户"), ("证书", "高级母婴护理师、健康证、育婴师"), ("服务价格", "18800元/26天")], "做事细心有耐心，带过双胞胎，擅长早产儿护理和宝宝作息调整。")
    c = ("YS19072", [("编号", "YS19072"), ("姓名", "王阿姨"), ("年龄", "39岁"), ("籍贯", "安徽"), ("级别", "五星月嫂"), ("从业经验", "4年"), ("服务家庭", "23户"), ("证书", "中级母婴护理师、健康证"), ("服务价格", "12800元/26天")], "年轻有活力，会做南北方月子餐，能熟练使用吸奶器和婴儿抚触。")
    d = ("YS21005", [("编号", "YS21005"), ("姓名", "陈阿姨"), ("年龄", "48岁"), ("籍贯", "江苏"), ("级别", "皇冠月嫂"), ("从业经验", "13年"), ("服务家庭", "95户"), ("证书", "高级母婴护理师、健康证、营养配餐员、小儿推拿"), ("服务价格", "23800元/26天")], "有医院产科护理工作经历，擅长产后恢复指导和新生儿护理。")
    return [
        P(f"{host}/yuesao/YS20318.html", page(a), "ayj-ys20318"),
        P(f"{host}/yuesao/YS20331.html", page(b, hits="944"), "ayj-ys20331"),
        P(f"{host}/yuesao/YS20318.html?from=timeline", page(a, hits="1302"), "ayj-ys20318"),
        P(f"{host}/yuesao/YS19072.html", page(c, hits="2510"), "ayj-ys19072"),
        P(f"{host}/yuesao/YS21005.html", page(d, hits="631"), "ayj-ys21005"),
    ]


# ---------------------------------------------------------------- 22. 外卖店铺
@scen("zh_takeaway_shops", "连锁店两家分店的店铺信息只差地址、电话、月售、评分和许可证号；平台规则和食品安全公示说明重复在每页；utm 副本")
def _zh_takeaway():
    host = "https://h5.kuaisong-waimai.cn"
    PLAT = """<div class="plat"><div class="plat-t">食品安全公示说明</div>
<p>根据《网络餐饮服务食品安全监督管理办法》，入网餐饮服务提供者应当在平台公示营业执照、食品经营许可证，并保证公示信息真实、准确、完整。商家所公示的量化分级等级由所在地市场监管部门评定，以最新一次检查结果为准。</p>
<p>如您发现商家存在无证经营、证照不符、食品异物等问题，可通过订单页面“投诉商家”反馈，或拨打市场监管投诉热线12315。平台将在核实后依规处理，必要时下架店铺。</p>
<p>配送费、起送价和营业时间可能随天气、节假日和运力情况调整，请以下单页面显示为准。商品图片仅供参考，以实物为准。</p></div>"""

    def page(r):
        base = "".join(f'<div class="cell"><em>{k}</em><span>{v}</span></div>' for k, v in r[1])
        lic = "".join(f'<div class="cell"><em>{k}</em><span>{v}</span></div>' for k, v in r[2])
        body = (f'<div class="shop-hd"><img class="shop-logo" src="/img/shop/{r[3]}.png" alt=""><div class="shop-name">{r[0]}</div></div>\n'
                f'<div class="tabs"><a href="/store/{r[3]}/menu">点餐</a><a href="/store/{r[3]}/comments">评价</a><a class="on" href="/store/{r[3]}/info">商家</a></div>\n'
                f'<div class="sec"><div class="sec-t">商家信息</div>{base}</div>\n<div class="sec"><div class="sec-t">食品安全档案</div>{lic}</div>\n{PLAT}\n'
                '<div class="ft">快送外卖 客服电话 10109777</div>')
        return doc(f"{r[0]}-快送外卖", body, lang="zh-CN")

    def lic(n, lvl):
        return [("营业执照", "已公示"), ("食品经营许可证", n), ("量化分级", lvl)]

    a = ("乡味鸡汤（徐汇田林店）", [("月售", "2183"), ("评分", "4.7"), ("起送", "20元"), ("配送费", "约3元"), ("营业时间", "09:30-21:30"), ("地址", "上海市徐汇区田林路200号1楼"), ("电话", "021-64851207")], lic("JY13101040087312", "A级"), "10293")
    b = ("乡味鸡汤（长宁天山店）", [("月售", "1654"), ("评分", "4.6"), ("起送", "20元"), ("配送费", "约3元"), ("营业时间", "09:30-21:30"), ("地址", "上海市长宁区天山路598号B1"), ("电话", "021-62097716")], lic("JY13101050066203", "B级"), "10388")
    c = ("阿婆馄饨小馆", [("月售", "860"), ("评分", "4.8"), ("起送", "15元"), ("配送费", "约2.5元"), ("营业时间", "06:30-14:00"), ("地址", "上海市徐汇区宜山路455弄3号"), ("电话", "13816602345")], lic("JY23101040102277", "A级"), "11720")
    d = ("渝香小面", [("月售", "3120"), ("评分", "4.5"), ("起送", "18元"), ("配送费", "约4元"), ("营业时间", "10:00-次日01:00"), ("地址", "上海市徐汇区漕溪北路88号"), ("电话", "021-54118609")], lic("JY13101040091145", "B级"), "12906")
    return [
        P(f"{host}/store/10293/info", page(a), "ks-10293"),
        P(f"{host}/store/10388/info", page(b), "ks-10388"),
        P(f"{host}/store/10293/info?utm_source=share&utm_medium=wechat", page(a), "ks-10293"),
        P(f"{host}/store/11720/info", page(c), "ks-11720"),
        P(f"{host}/store/12906/info", page(d), "ks-12906"),
    ]


# ---------------------------------------------------------------- 23. 地震速报
@scen("zh_earthquake_reports", "同一地点的主震与余震速报只在一句长句里差时间、经纬度小数、震级和深度；防震避险知识多段重复；timeline 与移动版副本")
def _zh_quake():
    host = "https://www.scdzj-cenc.cn"
    ZHISHI = """<div class="kp"><div class="kp-t">防震避险小知识</div>
<p>1. 地震发生时，如在室内，应迅速躲到坚固的桌子下面或承重墙墙角，用枕头、书包等护住头部，远离窗户、玻璃和悬挂物，不要使用电梯，不要跳楼。</p>
<p>2. 如在室外，应尽量避开高大建筑物、广告牌、高压线和立交桥，就近选择开阔地带蹲下或趴下，保护好头部。</p>
<p>3. 如在行驶的汽车内，应减速靠边停车，不要停在桥上、桥下或隧道内，待震动停止后再下车。</p>
<p>4. 震后应尽快关闭燃气和电源，有序撤离到应急避难场所，不轻信、不传播地震谣言，以政府部门发布的信息为准。</p></div>
<div class="sm">声明：本网发布的地震速报信息为自动测定或正式测定结果，以中国地震台网正式测定结果为准。转载请注明来源。</div>"""

    def page(r, *, mobile=False, crumb="地震速报"):
        sentence = f"中国地震台网正式测定：{r[1]}在{r[2]}（北纬{r[3]}度，东经{r[4]}度）发生{r[5]}级地震，震源深度{r[6]}千米。"
        t = table_kv([("发震时刻", r[7]), ("震级(M)", r[5]), ("纬度(&deg;)", r[3]), ("经度(&deg;)", r[4]), ("深度(千米)", r[6]), ("参考位置", r[2])], "eq")
        title = f"{r[2]}发生{r[5]}级地震"
        if mobile:
            body = f'<div class="mhead">四川省地震局</div>\n<div class="mart"><h1>{title}</h1><p>{sentence}</p>{t}</div>\n{ZHISHI}'
            return doc(title, body, lang="zh-CN")
        body = (f'<div class="banner">四川省地震局</div>\n<div class="nav"><a href="/">首页</a><a href="/sb/">地震速报</a><a href="/fzjz/">防震减灾</a><a href="/zwgk/">政务公开</a><a href="/kp/">科普宣传</a><a href="/hd/">互动交流</a></div>\n'
                f'<div class="dqwz">当前位置：<a href="/">首页</a> &gt; <a href="/sb/">{crumb}</a></div>\n'
                f'<div class="article"><h1>{title}</h1><div class="info">发布时间：{r[8]}　来源：四川省地震局</div>\n<div class="content"><p>{sentence}</p>{t}</div></div>\n{ZHISHI}\n'
                '<div class="footer">版权所有：四川省地震局　主办单位：四川省地震局　蜀ICP备05001234号<br>地址：成都市人民南路三段29号</div>')
        return doc(f"{title}_四川省地震局", body, lang="zh-CN")

    a = ("0312a", "03月12日14时27分", "四川甘孜州泸定县", "29.59", "102.08", "3.1", "12", "2024-03-12 14:27:36", "2024-03-12 14:41")
    b = ("0313a", "03月13日02时05分", "四川甘孜州泸定县", "29.61", "102.07", "2.8", "10", "2024-03-13 02:05:12", "2024-03-13 02:19")
    c = ("0320a", "03月20日09时48分", "四川宜宾市珙县", "28.42", "104.77", "3.6", "8", "2024-03-20 09:48:03", "2024-03-20 10:02")
    e = ("0318a", "03月18日06时52分", "四川甘孜州泸定县", "29.57", "102.10", "3.1", "11", "2024-03-18 06:52:19", "2024-03-18 07:06")
    d = ("0401a", "04月01日21时13分", "四川阿坝州九寨沟县", "33.20", "103.82", "4.2", "15", "2024-04-01 21:13:50", "2024-04-01 21:28")
    return [
        P(f"{host}/sb/2024/0312/8213.html", page(a), "sc-eq-0312"),
        P(f"{host}/sb/2024/0313/8214.html", page(b), "sc-eq-0313"),
        P(f"{host}/sb/2024/0312/8213.html?from=timeline", page(a), "sc-eq-0312"),
        P(f"{host}/sb/2024/0320/8230.html", page(c), "sc-eq-0320"),
        P(f"{host}/m/sb/2024/0312/8213.html", page(a, mobile=True), "sc-eq-0312"),
        P(f"{host}/sb/2024/0401/8257.html", page(d), "sc-eq-0401"),
        P(f"{host}/sb/2024/0318/8226.html", page(e), "sc-eq-0318"),
    ]


# ---------------------------------------------------------------- 24. 水库水位 (GBK)
@scen("zh_reservoir_levels_gbk", "GBK 县水利局水情页：同一水库相邻两天只差几个数字；数据说明和防汛提示长于水情表；浏览次数副本")
def _zh_reservoir():
    host = "http://www.jdxslj.gov.cn"
    SM = """<div class="sm"><p><strong>数据说明：</strong>本页水情数据来源于县水文站及各水库自动监测站，每日8时更新，为报汛数据，未经整编，仅供参考，不作为工程调度和法律依据。库水位采用1985国家高程基准，蓄水量依据各水库库容曲线推算。</p>
<p><strong>防汛提示：</strong>主汛期（6月1日至9月30日）各水库严格按照汛限水位控制运行，超汛限水位时将按调度方案泄洪。水库泄洪期间，下游河道水位上涨较快，请沿河群众不要在河道内游泳、捕鱼、洗衣，远离溢洪道和泄洪闸。</p>
<p>水库库区属于饮用水源保护区，禁止游泳、垂钓、养殖和倾倒垃圾。发现险情请立即拨打县防汛抗旱指挥部办公室电话：0579-8552 1100。</p></div>"""

    def page(r, hits):
        t = '<table width="100%" border="1" cellspacing="0" cellpadding="4" class="sq">' + "".join(f'<tr><td width="30%" align="right">{k}</td><td>{v}</td></tr>' for k, v in r) + "</table>"
        body = (f'<div class="top"><img src="/images/banner.jpg" alt="金东县水利局"></div>\n'
                f'<div class="nav"><a href="/">首页</a> | <a href="/zwgk/">政务公开</a> | <a href="/sqxx/">水情信息</a> | <a href="/fxkh/">防汛抗旱</a> | <a href="/szy/">水资源管理</a> | <a href="/hdjl/">互动交流</a></div>\n'
                f'<div class="dqwz">当前位置：<a href="/">首页</a> &gt;&gt; <a href="/sqxx/">水情信息</a> &gt;&gt; 正文</div>\n'
                f'<div class="zw"><div class="bt">水情信息</div><div class="xx">发布机构：县水利局　浏览次数：{hits}　【<a href="javascript:window.print()">打印</a>】【<a href="javascript:window.close()">关闭</a>】</div>\n{t}\n{SM}</div>\n'
                '<div class="bottom">版权所有：金东县水利局　地址：金东县人民路16号　电话：0579-8552 1000<br>浙ICP备05011223号</div>')
        return doc_http_equiv("水情信息-金东县水利局", body)

    def rec(day, z, v, qin, qout, name="东风水库", flim="127.00"):
        return [("水库名称", name), ("时间", f"2024年7月{day}日8时"), ("库水位（米）", z), ("汛限水位（米）", flim), ("蓄水量（万立方米）", v), ("入库流量（立方米/秒）", qin), ("出库流量（立方米/秒）", qout)]

    a = rec("15", "126.42", "3862", "12.6", "8.0")
    b = rec("16", "126.58", "3901", "15.3", "8.0")
    c = rec("17", "126.91", "3983", "22.7", "20.5")
    d = rec("15", "211.07", "1174", "3.1", "2.4", name="石门坑水库", flim="212.50")
    return [
        P(f"{host}/sqxx/202407/t20240715_3301.html", page(a, "86"), "jd-dfsk-0715", "gbk"),
        P(f"{host}/sqxx/202407/t20240716_3305.html", page(b, "73"), "jd-dfsk-0716", "gbk"),
        P(f"{host}/sqxx/202407/t20240717_3310.html", page(c, "91"), "jd-dfsk-0717", "gbk"),
        P(f"{host}/sqxx/202407/t20240715_3301.html?n=2", page(a, "112"), "jd-dfsk-0715", "gbk"),
        P(f"{host}/sqxx/202407/t20240715_3302.html", page(d, "40"), "jd-smk-0715", "gbk"),
    ]


# ---------------------------------------------------------------- 25. 路灯报修工单
@scen("zh_streetlight_repairs", "同一路段相邻两根灯杆的工单只差工单号、灯杆编号和时间，故障与处理结果相同；报修须知和处理时限说明更长；短信链接与打印版副本")
def _zh_streetlight():
    host = "https://cgj.linhai-city.gov.cn"
    XZ = """<div class="xz"><h4>报修须知</h4>
<p>1. 报修时请尽量提供灯杆上的编号（一般喷涂在灯杆离地约1.5米处），或说明道路名称、交叉口及方位，以便维修人员快速找到故障路灯。</p>
<p>2. 主干道路灯故障一般在24小时内修复，次干道及支路在48小时内修复；涉及电缆被盗、地下线路故障或需要更换灯杆的，修复时间相应延长，我们会在工单中说明原因。</p>
<p>3. 小区内部、厂区内部及村庄自建路灯不属于城市路灯管理范围，请联系物业或所在村（社区）。</p>
<p>4. 发现灯杆倾斜、线缆裸露、检修门缺失等安全隐患，请远离并立即拨打24小时报修电话：0576-8512 3110。</p></div>"""

    def page(r, *, printed=False):
        t = table_kv(r, "gd")
        if printed:
            return doc("工单详情", f'<h3>路灯报修工单</h3>{t}<p>临海市城市管理局路灯管理所</p>', lang="zh-CN")
        body = (f'<div class="header"><div class="logo">临海市城市管理局</div></div>\n'
                f'<ul class="menu"><li><a href="/">首页</a></li><li><a href="/xxgk/">信息公开</a></li><li><a href="/bmfw/">便民服务</a></li><li><a href="/ldbx/">路灯报修</a></li><li><a href="/hdjl/">互动交流</a></li></ul>\n'
                f'<div class="pos">当前位置：首页 &gt; 便民服务 &gt; 路灯报修 &gt; 工单查询</div>\n'
                f'<div class="content"><h2 class="tt">工单详情</h2>\n{t}\n<p class="pj"><a href="/ldbx/pj?id={r[0][1]}">对本次服务进行评价</a></p>\n{XZ}</div>\n'
                '<div class="footer">主办：临海市城市管理局　版权所有　浙ICP备10203040号　浙公网安备33108202000123号</div>')
        return doc("工单详情-路灯报修-临海市城市管理局", body, lang="zh-CN")

    def rec(no, t1, pole, t2, fault="整杆不亮", result="已修复，更换镇流器1只", road="靖江路（东湖路至回浦路段）北侧"):
        return [("工单号", no), ("报修时间", t1), ("报修位置", road), ("灯杆编号", pole), ("故障现象", fault), ("处理状态", "已办结"), ("处理结果", result), ("办结时间", t2)]

    a = rec("LD20240611037", "2024-06-11 20:42", "JJ-0412", "2024-06-12 15:10")
    b = rec("LD20240611039", "2024-06-11 21:05", "JJ-0413", "2024-06-12 15:35")
    c = rec("LD20240618002", "2024-06-18 07:16", "HP-0087", "2024-06-19 10:20", fault="白天常亮", result="已修复，更换时控器", road="回浦路与大洋路交叉口西南角")
    d = rec("LD20240620015", "2024-06-20 22:30", "DY-1120至DY-1126", "2024-06-25 17:00", fault="连续7盏不亮", result="地下电缆被盗，已重新敷设电缆", road="大洋路（大洋桥至柏叶路段）")
    return [
        P(f"{host}/ldbx/gd?id=LD20240611037", page(a), "lh-037"),
        P(f"{host}/ldbx/gd?id=LD20240611039", page(b), "lh-039"),
        P(f"{host}/ldbx/gd?id=LD20240611037&src=sms", page(a), "lh-037"),
        P(f"{host}/ldbx/gd/print?id=LD20240611037", page(a, printed=True), "lh-037"),
        P(f"{host}/ldbx/gd?id=LD20240618002", page(c), "lh-002"),
        P(f"{host}/ldbx/gd?id=LD20240620015", page(d), "lh-015"),
    ]


# ---------------------------------------------------------------- 26. 电动自行车登记查询
@scen("zh_ebike_registration", "相邻号牌的两辆电动自行车同品牌型号，只差号牌、颜色、电机号后四位和登记日期；登记须知多段；查询时间不同的副本")
def _zh_ebike():
    host = "https://jj.gaj-yangzhou.gov.cn"
    XZ = """<div class="tips"><h4>电动自行车登记须知</h4>
<ol><li>本市对电动自行车实行登记管理，登记后方可上道路行驶。申请登记的电动自行车应当是列入《电动自行车产品目录》、符合GB 17761-2018《电动自行车安全技术规范》的车型，并具有产品合格证和3C认证。</li>
<li>办理登记须携带：车辆所有人身份证明、购车发票、整车出厂合格证，以及车辆本身。车辆登记信息与合格证不一致或私自改装的，不予登记。</li>
<li>号牌应安装在车辆尾部指定位置，不得遮挡、污损、涂改。号牌遗失或损坏的，可到原登记点申请补领。</li>
<li>驾驶电动自行车应当佩戴安全头盔，不得搭载12周岁以上人员，不得逆向行驶、闯红灯。</li></ol></div>"""

    def page(r, qtime):
        body = (f'<div class="gh"><span class="jh">扬州市公安局交通警察支队</span></div>\n'
                f'<div class="gnav"><a href="/">首页</a><a href="/bsfw/">办事服务</a><a href="/cx/ddc/">电动自行车查询</a><a href="/wfcx/">违法查询</a><a href="/tzgg/">通知公告</a></div>\n'
                f'<div class="wz">当前位置：首页 &gt; 查询服务 &gt; 电动自行车登记信息查询</div>\n'
                f'<div class="result"><div class="rt">查询结果</div>{table_kv(r, "ddc")}<div class="qt">查询时间：{qtime}</div></div>\n{XZ}\n'
                '<div class="gf">版权所有：扬州市公安局交通警察支队　技术支持：扬州市公安局科技信息化处<br>苏ICP备09012345号</div>')
        return doc("电动自行车登记信息查询", body, lang="zh-CN")

    def rec(plate, color, motor, day, brand="雅迪", model="TDT1234Z", state="正常"):
        return [("号牌号码", plate), ("品牌", brand), ("整车型号", model), ("车身颜色", color), ("电机编号", motor), ("登记日期", day), ("车辆状态", state)]

    a = rec("扬州K38261", "白色", "******1207", "2023-08-14")
    b = rec("扬州K38262", "灰色", "******3352", "2023-08-14")
    c = rec("扬州K41907", "红色", "******8810", "2023-11-02", brand="爱玛", model="TDT2281Z")
    d = rec("扬州H07115", "黑色", "******0461", "2021-04-19", brand="新日", model="TDT0937Z", state="注销")
    return [
        P(f"{host}/cx/ddc/result?hphm=K38261", page(a, "2024-05-20 09:12:45"), "yz-k38261"),
        P(f"{host}/cx/ddc/result?hphm=K38262", page(b, "2024-05-20 09:13:02"), "yz-k38262"),
        P(f"{host}/cx/ddc/result?hphm=K38261&t=1716170003", page(a, "2024-05-20 10:53:23"), "yz-k38261"),
        P(f"{host}/cx/ddc/result?hphm=K41907", page(c, "2024-05-20 11:20:40"), "yz-k41907"),
        P(f"{host}/cx/ddc/result?hphm=H07115", page(d, "2024-05-21 08:40:17"), "yz-h07115"),
    ]


# ---------------------------------------------------------------- 27. 个体工商户公示
@scen("zh_sole_trader_register", "同一市场两家个体户只差名称、信用代码、经营者、摊位号和经营范围几个字；公示声明和信用修复说明长于记录；标签页参数副本")
def _zh_soletrader():
    host = "https://gs.scjg-wuxi.gov.cn"
    SM = """<div class="shengming"><p>声明：</p>
<p>1. 本系统依据《企业信息公示暂行条例》《个体工商户条例》等规定公示个体工商户登记、备案、年度报告及行政处罚等信息。登记信息由登记机关公示，年度报告信息由个体工商户自行报送，个体工商户对其报送信息的真实性、及时性负责。</p>
<p>2. 社会公众发现公示信息不真实的，可以向登记机关举报，登记机关将依法核查处理。</p>
<p>3. 个体工商户未按规定报送年度报告的，将被标记为经营异常状态；补报年度报告后，可申请恢复正常记载状态。</p>
<p>4. 本系统公示的信息仅供参考，以登记机关的登记档案为准。严禁利用公示信息从事违法活动。</p></div>"""

    def page(r, *, tab=""):
        t = '<table class="detail-info">' + "".join(f'<tr><td class="name">{k}：</td><td class="value">{v}</td></tr>' for k, v in r) + "</table>"
        body = (f'<div class="hd"><div class="logo">国家企业信用信息公示系统（江苏无锡）</div></div>\n'
                f'<div class="hnav"><a href="/">首页</a><a href="/search">信息查询</a><a href="/jyyc">经营异常名录</a><a href="/yzwf">严重违法失信名单</a><a href="/help">帮助中心</a></div>\n'
                f'<div class="tab-nav"><span class="on">基础信息</span><span>行政许可信息</span><span>行政处罚信息</span><span>年报信息</span></div>\n'
                f'<div class="tab-con"><h3>营业执照信息</h3>{t}</div>\n{SM}\n'
                '<div class="ft">主办单位：无锡市市场监督管理局　地址：无锡市观山路199号　苏ICP备12011222号</div>')
        return doc("个体工商户信息公示", body, lang="zh-CN")

    a = [("统一社会信用代码", "92320206MA1P8K3X2R"), ("名称", "无锡市惠山区老王五金店"), ("类型", "个体工商户"), ("经营者", "王建国"), ("组成形式", "个人经营"), ("注册日期", "2017年06月12日"), ("经营场所", "无锡市惠山区堰桥街道西漳农贸市场A区12号"), ("经营范围", "五金交电、日用百货零售。"), ("登记机关", "无锡市惠山区行政审批局"), ("登记状态", "存续（在营、开业、在册）")]
    b = [("统一社会信用代码", "92320206MA1P8K4L0E"), ("名称", "无锡市惠山区建兵五金店"), ("类型", "个体工商户"), ("经营者", "周建兵"), ("组成形式", "个人经营"), ("注册日期", "2017年06月12日"), ("经营场所", "无锡市惠山区堰桥街道西漳农贸市场A区13号"), ("经营范围", "五金交电、劳保用品零售。"), ("登记机关", "无锡市惠山区行政审批局"), ("登记状态", "存续（在营、开业、在册）")]
    c = [("统一社会信用代码", "92320213MA20RW1T5K"), ("名称", "无锡市梁溪区小杨生煎包子铺"), ("类型", "个体工商户"), ("经营者", "杨丽"), ("组成形式", "个人经营"), ("注册日期", "2019年10月08日"), ("经营场所", "无锡市梁溪区崇安寺街道新生路45号"), ("经营范围", "餐饮服务（不含凉菜、生食海产品）。"), ("登记机关", "无锡市梁溪区行政审批局"), ("登记状态", "存续（在营、开业、在册）")]
    d = [("统一社会信用代码", "92320211MA1X06HB7Q"), ("名称", "无锡市滨湖区阿峰手机维修部"), ("类型", "个体工商户"), ("经营者", "徐峰"), ("组成形式", "个人经营"), ("注册日期", "2018年03月26日"), ("经营场所", "无锡市滨湖区蠡园街道青祁路18号"), ("经营范围", "通讯设备维修；电子产品零售。"), ("登记机关", "无锡市滨湖区行政审批局"), ("登记状态", "注销")]
    return [
        P(f"{host}/detail/92320206MA1P8K3X2R", page(a), "wx-laowang"),
        P(f"{host}/detail/92320206MA1P8K4L0E", page(b), "wx-jianbing"),
        P(f"{host}/detail/92320206MA1P8K3X2R?tab=jbxx", page(a), "wx-laowang"),
        P(f"{host}/detail/92320213MA20RW1T5K", page(c), "wx-xiaoyang"),
        P(f"{host}/detail/92320211MA1X06HB7Q", page(d), "wx-afeng"),
    ]


# ---------------------------------------------------------------- 28. 建筑工程施工许可 (GBK)
@scen("zh_construction_permits_gbk", "GBK 住建局公示：同一楼盘一期二期的施工许可同建设单位同监理，只差编号、楼号、面积、价款和施工单位；公示说明与监督电话在记录之前；浏览次数与打印版副本")
def _zh_permit():
    host = "http://zjj.xinyu-county.gov.cn"
    GS = """<div class="gsbox"><p>根据《中华人民共和国建筑法》和《建筑工程施工许可管理办法》（住房和城乡建设部令第18号）的规定，现将以下建筑工程施工许可证核发情况予以公示。公示期为7个工作日。</p>
<p>对公示内容有异议的，请在公示期内以书面形式向县住房和城乡建设局行政审批科反映，反映情况应当客观真实，并署真实姓名和联系方式，匿名反映的不予受理。</p>
<p>建设单位应当自领取施工许可证之日起三个月内开工；因故不能按期开工的，应当向发证机关申请延期。施工现场应当在醒目位置悬挂施工许可证公示牌，接受社会监督。</p>
<p>监督电话：0790-6321 4085　　监督邮箱：xyzjjsp@163.com</p></div>"""

    def page(r, hits, *, printed=False):
        t = '<table class="xkz" border="1" cellspacing="0" width="96%">' + "".join(f"<tr><td class=\"l\">{k}</td><td>{v}</td></tr>" for k, v in r) + "</table>"
        if printed:
            return doc_http_equiv("建筑工程施工许可证公示", f'<div class="dy"><h2>建筑工程施工许可证公示</h2>{GS}{t}</div>')
        body = (f'<div id="top"><img src="/images/top.jpg" alt="新余县住房和城乡建设局"></div>\n'
                f'<div id="nav"><a href="/">网站首页</a> | <a href="/zwgk/">政务公开</a> | <a href="/xzsp/">行政审批</a> | <a href="/gsgg/">公示公告</a> | <a href="/jzsc/">建筑市场</a> | <a href="/fdc/">房地产</a></div>\n'
                f'<div class="wz">您现在的位置：<a href="/">首页</a> &gt; <a href="/gsgg/">公示公告</a> &gt; 施工许可公示</div>\n'
                f'<div class="nr"><h1>建筑工程施工许可证公示</h1><div class="fbxx">发布日期：2024-06-13　点击数：{hits}</div>\n{GS}\n{t}\n'
                f'<div class="dy">【<a href="print.asp?id=">打印本页</a>】【<a href="javascript:window.close()">关闭窗口</a>】</div></div>\n'
                '<div id="bottom">新余县住房和城乡建设局 版权所有　赣ICP备07001234号<br>地址：新余县城北大道66号　邮编：338000</div>')
        return doc_http_equiv("建筑工程施工许可证公示-新余县住房和城乡建设局", body)

    def rec(no, name, scale, price, builder, days, date):
        return [("施工许可证编号", no), ("项目名称", name), ("建设单位", "新余县城发置业有限公司"), ("施工单位", builder), ("监理单位", "江西中赣工程监理有限公司"), ("建设地址", "新余县城北新区仙来大道与长青路交叉口东北侧"), ("建设规模", scale), ("合同价格", price), ("合同工期", days), ("发证日期", date)]

    a = rec("360521202406120101", "仙来华府一期（1#-4#楼及地下室）", "42315.60平方米", "12680.00万元", "江西省建工集团有限责任公司", "720日历天", "2024年6月12日")
    b = rec("360521202406120102", "仙来华府二期（5#-9#楼及地下室）", "56872.35平方米", "16930.00万元", "中恒建设集团有限公司", "810日历天", "2024年6月12日")
    c = [("施工许可证编号", "360521202405280103"), ("项目名称", "新余县第三小学教学综合楼"), ("建设单位", "新余县教育体育局"), ("施工单位", "新余市兴达建筑工程有限公司"), ("监理单位", "江西华禹工程咨询有限公司"), ("建设地址", "新余县渝水东路102号"), ("建设规模", "8640.20平方米"), ("合同价格", "2456.80万元"), ("合同工期", "365日历天"), ("发证日期", "2024年5月28日")]
    return [
        P(f"{host}/gsgg/sgxk/show.asp?id=1288", page(a, "57"), "xy-0101", "gbk"),
        P(f"{host}/gsgg/sgxk/show.asp?id=1289", page(b, "41"), "xy-0102", "gbk"),
        P(f"{host}/gsgg/sgxk/show.asp?id=1288&page=1", page(a, "63"), "xy-0101", "gbk"),
        P(f"{host}/gsgg/sgxk/print.asp?id=1288", page(a, "0", printed=True), "xy-0101", "gbk"),
        P(f"{host}/gsgg/sgxk/show.asp?id=1275", page(c, "118"), "xy-0103", "gbk"),
    ]


# ---------------------------------------------------------------- 29. 驾考题库
@scen("zh_driving_test_questions", "三道限速题的题干只差“城市道路/公路”和“没有中心线/同方向只有1条机动车道”几个字，选项相同、答案不同；考试说明和答题技巧更长；移动版与搜索来源副本")
def _zh_jiakao():
    host = "https://www.kaojiazhao-tiku.com"
    mhost = "https://m.kaojiazhao-tiku.com"
    SM = """<div class="ksinfo"><h3>科目一考试说明</h3>
<p>科目一即道路交通安全法律、法规和相关知识考试，考试题库由公安部交通管理局统一发布。小型汽车考试共100题，其中判断题40题、单项选择题60题，每题1分，考试时间45分钟，成绩90分及以上为合格。</p>
<p>答题技巧：题目中出现“最高速度不能超过”时，先看道路类型（城市道路还是公路），再看有没有道路中心线、同方向有几条机动车道。没有道路中心线的城市道路限速30公里每小时、公路限速40公里每小时；同方向只有1条机动车道的城市道路限速50公里每小时、公路限速70公里每小时。</p>
<p>本站题库与官方考试题库同步更新，解析由驾校教练编写，仅供学习参考。未经许可，禁止任何单位和个人转载、采集本站题目及解析。</p></div>"""

    def page(r, *, mobile=False):
        opts = "".join(f"<li>{o}</li>" for o in ["A、30公里", "B、40公里", "C、50公里", "D、70公里"])
        q = f'<div class="question"><div class="tg">{r[1]}</div><ul class="xx">{opts}</ul><div class="da">正确答案：<b>{r[2]}</b></div><div class="jx"><span>试题解析：</span>{r[3]}</div></div>'
        if mobile:
            body = f'<header class="mh"><a href="/">考驾照题库</a></header>\n<div class="m-crumb">科目一 &gt; 第{r[0]}题</div>\n{q}\n{SM}\n<footer class="mf">电脑版 | 下载APP</footer>'
            return doc(f"{r[1]}-科目一题库", body, lang="zh-CN")
        body = (f'<div class="header"><a class="logo" href="/">考驾照题库</a><div class="hn"><a href="/">首页</a><a href="/km1/">科目一</a><a href="/km2/">科目二</a><a href="/km3/">科目三</a><a href="/km4/">科目四</a><a href="/mnks/">模拟考试</a></div></div>\n'
                f'<div class="crumb">当前位置：<a href="/">首页</a> &gt; <a href="/km1/">科目一题库</a> &gt; 第{r[0]}题</div>\n'
                f'<div class="main">{q}\n<div class="pn"><a href="/km1/{int(r[0]) - 1}.html">上一题</a><a href="/km1/{int(r[0]) + 1}.html">下一题</a></div></div>\n{SM}\n'
                '<div class="footer">Copyright &copy; 2015-2024 考驾照题库 版权所有　京ICP备15012345号</div>')
        return doc(f"{r[1]}-科目一题库-考驾照题库", body, lang="zh-CN")

    a = ("1523", "在没有道路中心线的城市道路上，最高速度不能超过每小时多少公里？", "A", "没有道路中心线的城市道路，最高速度为每小时30公里。")
    b = ("1524", "在没有道路中心线的公路上，最高速度不能超过每小时多少公里？", "B", "没有道路中心线的公路，最高速度为每小时40公里。")
    c = ("1525", "在同方向只有1条机动车道的城市道路上，最高速度不能超过每小时多少公里？", "C", "同方向只有1条机动车道的城市道路，最高速度为每小时50公里。")
    d = ("1526", "在同方向只有1条机动车道的公路上，最高速度不能超过每小时多少公里？", "D", "同方向只有1条机动车道的公路，最高速度为每小时70公里。")
    return [
        P(f"{host}/km1/1523.html", page(a), "kjz-1523"),
        P(f"{host}/km1/1524.html", page(b), "kjz-1524"),
        P(f"{mhost}/km1/1523.html", page(a, mobile=True), "kjz-1523"),
        P(f"{host}/km1/1525.html", page(c), "kjz-1525"),
        P(f"{host}/km1/1526.html", page(d), "kjz-1526"),
        P(f"{host}/km1/1525.html?from=baidu&bd_vid=11478201356625", page(c), "kjz-1525"),
    ]


# ---------------------------------------------------------------- 30. 食物热量
@scen("zh_food_calories", "米饭、糙米饭的营养成分表格式完全相同，只差名称和五个数字；数据来源说明与健康提示长于表格；移动版与 utm 副本")
def _zh_food():
    host = "https://www.shiwuku.net.cn"
    mhost = "https://m.shiwuku.net.cn"
    SM = """<div class="shuoming"><h4>数据说明</h4>
<p>本站营养成分数据主要参考《中国食物成分表（标准版）》，以每100克可食部计。同一种食物因品种、产地、烹调方法不同，营养成分会有较大差异，表中数据仅供参考，不能替代专业营养师或医生的建议。</p>
<p>热量单位换算：1千卡（大卡）= 4.184千焦。一般成年女性每天需要约1800千卡能量，成年男性约2250千卡，具体需要量与年龄、体重和身体活动水平有关。</p>
<h4>健康提示</h4>
<p>控制体重不要只看热量，还应注意食物多样、谷类为主、粗细搭配，多吃蔬菜水果和全谷物，少油少盐少糖。糖尿病、肾病等患者请遵医嘱安排饮食。</p></div>"""

    def page(r, *, mobile=False):
        head = ["营养素", "含量（每100克）"]
        rows = [("热量", f"{r[1]}千卡"), ("蛋白质", f"{r[2]}克"), ("脂肪", f"{r[3]}克"), ("碳水化合物", f"{r[4]}克"), ("膳食纤维", f"{r[5]}克")]
        t = table_cols(head, rows, "yycf")
        title = f"{r[0]}的热量和营养成分"
        if mobile:
            body = f'<div class="m-top">食物库</div>\n<h1>{title}</h1>\n{t}\n{SM}'
            return doc(f"{title}-食物库", body, lang="zh-CN")
        body = (f'<div class="top"><a href="/" class="logo">食物库</a><form action="/s"><input name="q" placeholder="搜索食物热量"></form></div>\n'
                f'<div class="menu"><a href="/">首页</a><a href="/fenlei/guwu/">谷薯类</a><a href="/fenlei/shucai/">蔬菜类</a><a href="/fenlei/shuiguo/">水果类</a><a href="/fenlei/rou/">肉蛋类</a><a href="/jisuan/">热量计算器</a></div>\n'
                f'<div class="crumb">当前位置：<a href="/">首页</a> &gt; <a href="/fenlei/guwu/">谷薯类</a> &gt; {r[0]}</div>\n'
                f'<div class="main"><h1>{title}</h1>\n{t}\n</div>\n{SM}\n<div class="foot">食物库 版权所有 &copy; 2024　粤ICP备20011234号</div>')
        return doc(f"{title}-食物库", body, lang="zh-CN")

    a = ("米饭（蒸）", "116", "2.6", "0.3", "25.9", "0.3")
    b = ("糙米饭", "111", "2.6", "0.9", "23.0", "1.8")
    c = ("馒头", "223", "7.0", "1.1", "47.0", "1.3")
    d = ("红薯（蒸）", "89", "1.4", "0.2", "21.1", "2.2")
    return [
        P(f"{host}/food/mifan.html", page(a), "swk-mifan"),
        P(f"{host}/food/caomifan.html", page(b), "swk-caomifan"),
        P(f"{mhost}/food/mifan.html", page(a, mobile=True), "swk-mifan"),
        P(f"{host}/food/mantou.html", page(c), "swk-mantou"),
        P(f"{host}/food/hongshu.html", page(d), "swk-hongshu"),
        P(f"{host}/food/caomifan.html?utm_source=wechat&utm_medium=article", page(b), "swk-caomifan"),
    ]


# ---------------------------------------------------------------- 31. 高速公路服务区
@scen("zh_expressway_service_areas", "同一服务区南北两区只差方向、桩号尾数、充电桩数和电话；出行提示与客服说明重复；/index.html 与改版面包屑副本")
def _zh_fwq():
    host = "https://www.hnjtgs-fwq.com"
    TS = """<div class="cxts"><div class="t">出行提示</div>
<p>节假日期间小型客车免收车辆通行费，高速公路车流量大，服务区停车位紧张，请合理安排行程，错峰出行。进入服务区请按指示牌减速慢行，按规定车位停放，不要在匝道和加减速车道上停车。</p>
<p>服务区餐厅、超市商品实行明码标价，价格不高于当地市区同类商品。新能源汽车充电高峰期可能需要排队，建议提前通过手机客户端查看充电桩空闲情况。</p>
<p>如遇车辆故障或交通事故，请开启危险报警闪光灯，在来车方向150米以外设置警告标志，车上人员迅速转移到护栏外，并拨打高速公路救援电话96528或交通服务热线12328。</p></div>"""

    def page(r, *, crumb=None):
        c = crumb or '当前位置：<a href="/">首页</a> &gt; <a href="/fwq/">服务区</a> &gt; 服务区详情'
        info = "".join(f"<p><span>{k}：</span>{v}</p>" for k, v in r[1])
        body = (f'<div class="header"><div class="logo">湖南高速服务区</div><div class="nav"><a href="/">首页</a><a href="/fwq/">服务区</a><a href="/lk/">路况信息</a><a href="/cdz/">充电桩</a><a href="/tousu/">投诉建议</a></div></div>\n'
                f'<div class="crumb">{c}</div>\n<div class="fwq-detail"><h2>{r[0]}</h2><div class="info">{info}</div></div>\n{TS}\n'
                '<div class="footer">湖南高速公路服务区经营管理有限公司 版权所有　湘ICP备13004567号</div>')
        return doc(f"{r[0]}-湖南高速服务区", body, lang="zh-CN")

    def rec(name, dirn, zh, cdz, tel, road="G4京港澳高速", fuel="中国石化"):
        return (name, [("所在路段", road), ("桩号", zh), ("行驶方向", dirn), ("加油站", fuel), ("充电桩", f"{cdz}个（快充）"), ("配套设施", "餐厅、便利店、卫生间、母婴室、汽车维修、免费热水"), ("服务电话", tel)])

    a = rec("长沙北服务区（北区）", "长沙往北京方向", "K1488+300", "8", "0731-8409 6601")
    b = rec("长沙北服务区（南区）", "北京往长沙方向", "K1488+500", "6", "0731-8409 6602")
    c = rec("雷锋服务区", "双向", "K1512+800", "12", "0731-8862 3300", road="G5513长张高速", fuel="中国石油")
    d = rec("衡山西服务区（东区）", "往广州方向", "K1643+200", "10", "0734-5821 1208")
    return [
        P(f"{host}/fwq/cbfwq-bq.html", page(a), "hn-cb-bq"),
        P(f"{host}/fwq/cbfwq-nq.html", page(b), "hn-cb-nq"),
        P(f"{host}/fwq/cbfwq-bq/index.html", page(a), "hn-cb-bq"),
        P(f"{host}/fwq/leifeng.html", page(c), "hn-leifeng"),
        P(f"{host}/fwq/hsxfwq-dq.html", page(d), "hn-hsx-dq"),
        P(f"{host}/lk/g4/cbfwq-bq.html", page(a, crumb='当前位置：<a href="/">首页</a> &gt; <a href="/lk/">路况信息</a> &gt; <a href="/lk/g4/">G4京港澳高速</a> &gt; 服务区详情'), "hn-cb-bq"),
    ]


# ---------------------------------------------------------------- 32. 出租车车辆信息
@scen("zh_taxi_info", "扫码页：同公司相邻车牌的出租车只差车牌、驾驶员、监督卡号和评分；乘客须知远长于车辆信息；扫码参数与时间戳副本")
def _zh_taxi():
    host = "https://taxi.hzyzglj.cn"
    XZ = """<div class="ckxz"><div class="xz-t">乘客须知</div>
<p>1. 请在道路允许停车的地点扬招或通过电召、网约平台约车，上车后请系好安全带。驾驶员应按乘客要求的路线行驶，乘客未指定路线的，应按合理路线行驶。</p>
<p>2. 出租汽车实行计价器计费，驾驶员不得拒载、议价、甩客、绕道行驶。夜间（22:00至次日5:00）起步价上浮20%。乘客可要求出具车票，请妥善保管以便查询。</p>
<p>3. 下车时请带好随身物品。如有物品遗失，请凭车票或本页面车牌信息拨打运输服务热线查询，驾驶员拾到乘客遗失物品应及时交还或交至所属企业。</p>
<p>4. 对驾驶员服务不满意的，可拨打12345政务服务热线或96520运输服务投诉热线，请提供车牌号和乘车时间。</p></div>"""

    def page(r, ts):
        body = (f'<div class="hd">杭州市出租汽车服务信息</div>\n<div class="card"><div class="plate">{r[0]}</div>{dl_kv(r[1], "clxx")}</div>\n'
                f'<div class="pj"><a href="/pj?cp={r[2]}">评价本次服务</a>　<a href="tel:96520">投诉</a></div>\n{XZ}\n'
                f'<div class="ft">杭州市运输管理服务中心　查询时间：{ts}</div>')
        return doc("出租汽车服务信息", body, lang="zh-CN")

    def rec(plate, code, driver, card, score, co="杭州大众出租汽车股份有限公司", model="比亚迪秦PLUS EV", color="绿白"):
        return (plate, [("所属企业", co), ("驾驶员", driver), ("服务监督卡号", card), ("车型", model), ("车身颜色", color), ("服务评价", f"{score}分")], code)

    a = rec("浙A·T3581", "AT3581", "王师傅（工号 302417）", "HZ0135821", "4.9")
    b = rec("浙A·T3582", "AT3582", "陈师傅（工号 302466）", "HZ0135840", "4.7")
    c = rec("浙A·D0729", "AD0729", "刘师傅（工号 118203）", "HZ0072903", "4.8", co="杭州外事旅游汽车有限公司", model="吉利帝豪EV", color="蓝白")
    d = rec("浙A·T6095", "AT6095", "张师傅（工号 305112）", "HZ0160954", "5.0")
    return [
        P(f"{host}/q?cp=AT3581", page(a, "2024-07-03 18:22:07"), "hz-at3581"),
        P(f"{host}/q?cp=AT3582", page(b, "2024-07-03 18:40:51"), "hz-at3582"),
        P(f"{host}/q?cp=AT3581&qr=1&ts=1720003321", page(a, "2024-07-03 19:02:01"), "hz-at3581"),
        P(f"{host}/q?cp=AD0729", page(c, "2024-07-04 08:15:30"), "hz-ad0729"),
        P(f"{host}/q?cp=AT6095", page(d, "2024-07-04 09:47:12"), "hz-at6095"),
    ]


# ---------------------------------------------------------------- 33. 应急避难场所
@scen("zh_emergency_shelters", "两处公园避难场所同类型同管理单位，只差名称、地址、面积和容纳人数；避难须知和场所类型说明是最长的块，放在详情之前；改序侧栏副本")
def _zh_shelter():
    host = "https://yjj.shaoxing-kq.gov.cn"
    XZ = """<div class="bnxz"><h3>应急避难场所使用须知</h3>
<p>应急避难场所是为应对地震、火灾、洪涝等突发事件，经规划建设，具有应急避难生活服务设施，可供居民紧急疏散、临时生活的安全场所。Ⅰ类场所可安置人员30天以上，Ⅱ类场所10至30天，Ⅲ类场所为紧急避难场所，供居民就近临时避险。</p>
<p>发生突发事件时，请听从政府和社区工作人员指挥，沿避难场所指示牌标示的疏散路线有序进入，不要拥挤。进入场所后按功能区安排就位，服从管理，爱护设施，不要随意搭建帐篷或生火。</p>
<p>平时请不要占用场所内的应急通道和应急设施，场所内的应急水源、应急厕所、应急供电设施仅在启用时开放。</p></div>"""
    SIDE_ITEMS = [('<a href="/bncs/">避难场所分布图</a>'), ('<a href="/yjya/">应急预案</a>'), ('<a href="/kpzs/">应急科普</a>'), ('<a href="/xxgk/">信息公开</a>')]

    def page(r, *, side_order=(0, 1, 2, 3)):
        side = '<div class="side"><div class="st">相关链接</div><ul>' + "".join(f"<li>{SIDE_ITEMS[i]}</li>" for i in side_order) + "</ul></div>"
        body = (f'<div class="top">绍兴市柯桥区应急管理局</div>\n<div class="nav"><a href="/">首页</a><a href="/xxgk/">信息公开</a><a href="/bncs/">应急避难场所</a><a href="/kpzs/">应急科普</a><a href="/hdjl/">互动交流</a></div>\n'
                f'<div class="dqwz">当前位置：<a href="/">首页</a> &gt; <a href="/bncs/">应急避难场所</a> &gt; 详情</div>\n'
                f'<div class="body">{side}<div class="cont">{XZ}<h2>{r[0]}</h2>{table_kv(r[1], "bncs")}</div></div>\n'
                '<div class="foot">版权所有：绍兴市柯桥区应急管理局　浙ICP备05022334号　网站标识码3306030012</div>')
        return doc(f"{r[0]}_绍兴市柯桥区应急管理局", body, lang="zh-CN")

    def rec(name, addr, area, people, kind="Ⅱ类", mgr="柯桥区综合行政执法局（园林所）", fac="应急供水、应急厕所、应急供电、广播系统、医疗救护点"):
        return (name, [("场所类型", kind), ("地址", addr), ("有效避难面积", area), ("可容纳人数", people), ("主要设施", fac), ("管理单位", mgr), ("联系电话", "0575-8411 2119")])

    a = rec("柯岩公园应急避难场所", "柯桥区柯岩街道鉴湖路1号", "3.2万平方米", "约1.6万人")
    b = rec("笛扬公园应急避难场所", "柯桥区柯桥街道笛扬路与湖西路交叉口", "2.1万平方米", "约1.05万人")
    c = rec("柯桥区体育中心应急避难场所", "柯桥区华舍街道体育场路99号", "5.6万平方米", "约2.8万人", kind="Ⅰ类", mgr="柯桥区文化广电旅游局", fac="应急供水、应急厕所、应急供电、物资储备库、直升机停机坪、医疗救护点")
    d = rec("钱清小学应急避难点", "柯桥区钱清街道钱清大道18号", "0.45万平方米", "约2200人", kind="Ⅲ类", mgr="钱清街道办事处", fac="应急厕所、广播系统")
    return [
        P(f"{host}/bncs/202305/t20230512_1001.html", page(a), "kq-keyan"),
        P(f"{host}/bncs/202305/t20230512_1002.html", page(b), "kq-diyang"),
        P(f"{host}/bncs/202305/t20230512_1001.html?tdsourcetag=s_pcqq_aiomsg", page(a, side_order=(2, 0, 3, 1)), "kq-keyan"),
        P(f"{host}/bncs/202305/t20230512_1003.html", page(c), "kq-tyzx"),
        P(f"{host}/bncs/202305/t20230512_1007.html", page(d), "kq-qianqing"),
    ]


# ---------------------------------------------------------------- 34. 养老机构 (GBK)
@scen("zh_care_homes_gbk", "GBK 民政局信息公开：两家同街道民办养老院只差名称、床位、收费和电话；入住须知与补贴政策几段，旁边一张小表；浏览次数和打印副本")
def _zh_yanglao():
    host = "http://mzj.ganzhou-ay.gov.cn"
    XZ = """<div class="zcsm"><p><b>一、入住须知。</b>申请入住养老机构的老年人，须由本人或其赡养人、监护人提出申请，提供身份证、户口簿、近期体检报告，经机构进行老年人能力评估后，签订入住服务协议。患有传染病、精神病急性发作期的老年人，机构可暂缓收住。</p>
<p><b>二、收费说明。</b>养老机构收费包括床位费、护理费和伙食费。公办养老机构床位费、护理费实行政府指导价，民办养老机构收费由机构自主确定，并在显著位置公示。表中收费为每人每月标准，具体以机构评估后签订的协议为准。</p>
<p><b>三、补贴政策。</b>具有本县户籍、年满80周岁的失能老年人入住本县养老机构的，可按规定申请每人每月300元的入住补贴；城乡特困人员由政府供养，不收取费用。民办养老机构按实际入住老人数享受运营补贴。</p>
<p><b>四、监督投诉。</b>对养老机构服务质量、收费有异议的，可向县民政局养老服务股反映，电话：0797-7123 456。</p></div>"""

    def page(r, hits, *, printed=False):
        t = '<table class="jg" border="1" cellpadding="3">' + "".join(f"<tr><th>{k}</th><td>{v}</td></tr>" for k, v in r[1]) + "</table>"
        if printed:
            return doc_http_equiv(r[0], f'<div class="print"><h3>{r[0]}</h3>{t}<p>安远县民政局</p></div>')
        body = (f'<div class="head">安远县民政局</div>\n<div class="menu"><a href="/">首页</a> <a href="/xxgk/">信息公开</a> <a href="/ylfw/">养老服务</a> <a href="/shjz/">社会救助</a> <a href="/bsfw/">办事服务</a></div>\n'
                f'<div class="location">您当前的位置：首页 &gt; 养老服务 &gt; 养老机构信息</div>\n'
                f'<div class="wrap"><div class="left"><h1>{r[0]}</h1><div class="attr">信息来源：县民政局　访问量：{hits}</div>{t}</div>\n<div class="right">{XZ}</div></div>\n'
                '<div class="copyright">安远县民政局 版权所有　赣ICP备09002345号　建议使用1024*768分辨率浏览</div>')
        return doc_http_equiv(f"{r[0]}_安远县民政局", body)

    def rec(name, kind, beds, fee, addr, tel, obj="自理、半失能、失能老人", level="二级"):
        return (name, [("机构性质", kind), ("床位数", beds), ("收住对象", obj), ("收费标准", fee), ("等级评定", level), ("地址", addr), ("联系电话", tel)])

    a = rec("安远县康乐老年公寓", "民办非企业", "120张", "自理1600元/月起，失能2800元/月起", "安远县欣山镇濂江路36号", "0797-7128 801")
    b = rec("安远县福寿养老院", "民办非企业", "80张", "自理1400元/月起，失能2600元/月起", "安远县欣山镇濂江路112号", "0797-7129 360")
    c = rec("安远县社会福利中心", "公办", "200张", "特困人员免费；社会老人1200元/月起", "安远县欣山镇东门路8号", "0797-7122 119", obj="特困人员、自理及失能老人", level="三级")
    d = rec("凤山乡敬老院", "公办", "45张", "特困人员免费", "安远县凤山乡凤山村", "0797-7310 052", obj="农村特困人员", level="一级")
    return [
        P(f"{host}/ylfw/jgxx/201.html", page(a, "305"), "ay-kangle", "gbk"),
        P(f"{host}/ylfw/jgxx/202.html", page(b, "188"), "ay-fushou", "gbk"),
        P(f"{host}/ylfw/jgxx/201.html?page=1", page(a, "327"), "ay-kangle", "gbk"),
        P(f"{host}/ylfw/jgxx/print.asp?id=201", page(a, "0", printed=True), "ay-kangle", "gbk"),
        P(f"{host}/ylfw/jgxx/195.html", page(c, "512"), "ay-flzx", "gbk"),
        P(f"{host}/ylfw/jgxx/210.html", page(d, "97"), "ay-fengshan", "gbk"),
    ]


# ---------------------------------------------------------------- 35. 机动车检测站
@scen("zh_vehicle_inspection_stations", "两家检测站同区同营业时间，只差名称、地址、检测线数和一项检测类别；年检须知与免检政策说明重复；来源参数副本")
def _zh_jcz():
    host = "https://www.cdjcz-chaxun.com"
    XZ = """<div class="njxz"><h3>机动车年检须知</h3>
<p>一、非营运小型、微型载客汽车（面包车除外）6年以内免予上线检验，第6年、第10年需申领检验标志；超过10年的每年检验1次，超过15年的每半年检验1次。营运车辆、货车等按国家规定的周期检验。</p>
<p>二、检验时需携带机动车行驶证、有效期内的交强险保单，车辆存在未处理的交通违法或交通事故的，应先处理完毕。</p>
<p>三、机动车在检验有效期满前3个月内可申请检验，逾期未检验的车辆不得上道路行驶。全国范围内可异地检验，无需办理委托手续。</p>
<p>四、检测收费实行明码标价，请认准正规检测机构，不要相信“包过”“代检”等违法宣传。</p></div>"""

    def page(r, *, src=False):
        info = "<br>".join(f"<b>{k}：</b>{v}" for k, v in r[1])
        body = (f'<div class="hd"><a class="logo" href="/">成都检测站查询</a></div>\n<div class="nav"><a href="/">首页</a> <a href="/jcz/">检测站大全</a> <a href="/njlc/">年检流程</a> <a href="/zxyy/">在线预约</a></div>\n'
                f'<div class="crumb">当前位置：<a href="/">首页</a> &gt; <a href="/jcz/">检测站大全</a> &gt; {r[2]} &gt; 正文</div>\n'
                f'<div class="jcz"><h1>{r[0]}</h1><p class="info">{info}</p><a class="yy" href="/zxyy/?jcz={r[3]}">在线预约</a></div>\n{XZ}\n'
                '<div class="ft">本站为民间查询网站，信息仅供参考，以检测站实际公布为准。蜀ICP备19004321号</div>')
        return doc(f"{r[0]}地址电话_成都检测站查询", body, lang="zh-CN")

    a = ("成都市郫都区安驰机动车检测站", [("地址", "成都市郫都区犀浦镇百草路168号"), ("检测类别", "小型汽车、新能源汽车"), ("检测线", "4条"), ("营业时间", "周一至周日 8:30-17:30"), ("联系电话", "028-8784 6120")], "郫都区", "1021")
    b = ("成都市郫都区顺通机动车检测站", [("地址", "成都市郫都区红光街道港通北二路521号"), ("检测类别", "小型汽车、新能源汽车、货车"), ("检测线", "6条"), ("营业时间", "周一至周日 8:30-17:30"), ("联系电话", "028-6751 3309")], "郫都区", "1022")
    c = ("成都市温江区诚信机动车检测站", [("地址", "成都市温江区柳城街道光华大道三段1588号"), ("检测类别", "小型汽车、摩托车"), ("检测线", "3条"), ("营业时间", "周一至周六 9:00-17:00"), ("联系电话", "028-8271 0066")], "温江区", "1105")
    d = ("成都市龙泉驿区车城机动车检测站", [("地址", "成都市龙泉驿区经开区南二路99号"), ("检测类别", "小型汽车、新能源汽车、大型客车、货车"), ("检测线", "8条"), ("营业时间", "周一至周日 8:00-18:00"), ("联系电话", "028-8485 2200")], "龙泉驿区", "1210")
    return [
        P(f"{host}/jcz/1021.html", page(a), "cd-1021"),
        P(f"{host}/jcz/1022.html", page(b), "cd-1022"),
        P(f"{host}/jcz/1021.html?source=map", page(a), "cd-1021"),
        P(f"{host}/jcz/1105.html", page(c), "cd-1105"),
        P(f"{host}/jcz/1210.html", page(d), "cd-1210"),
    ]


# ---------------------------------------------------------------- 36. 春联
@scen("zh_spring_couplets", "两副春联的下联只差最后一个字（福满门/福满楼），横批相同；另两副同为七言；贴春联的讲究四段重复在每页；移动版与来源参数副本")
def _zh_duilian():
    host = "https://www.duilian-daquan.com"
    mhost = "https://m.duilian-daquan.com"
    JJ = """<div class="jiangjiu"><h3>贴春联的讲究</h3>
<p>分清上下联：上联最后一个字一般是仄声（普通话的第三声、第四声），下联最后一个字是平声（第一声、第二声）。面对大门，传统竖写的春联上联贴在右边，下联贴在左边；横批从左往右写时，上联贴左边，下联贴右边。</p>
<p>贴的时间：一般在腊月二十九或除夕上午贴好，讲究的人家要先把旧春联揭干净，把门框擦净后再贴。</p>
<p>守孝的人家三年内不贴红春联，可以贴白色、黄色或蓝色的对联，也可以不贴。</p>
<p>本站对联均来自民间流传和网友投稿，如有版权问题请联系删除。</p></div>"""

    def page(r, *, mobile=False):
        box = f'<div class="dl"><p>上联：{r[1]}</p><p>下联：{r[2]}</p><p>横批：{r[3]}</p></div><div class="tag">分类：{r[4]}　字数：{r[5]}</div>'
        title = f"{r[1]} {r[2]}"
        if mobile:
            body = f'<div class="mtop"><a href="/">对联大全</a></div>\n<h1 class="mt">{title}</h1>\n{box}\n{JJ}\n<div class="mfoot"><a href="{host}/">电脑版</a></div>'
            return doc(f"{title}_对联大全", body, lang="zh-CN")
        body = (f'<div class="top"><div class="logo">对联大全</div><div class="menu"><a href="/">首页</a><a href="/chunlian/">春联</a><a href="/hunlian/">婚联</a><a href="/shoulian/">寿联</a><a href="/wanlian/">挽联</a><a href="/hangye/">行业对联</a></div></div>\n'
                f'<div class="where">当前位置：<a href="/">首页</a> &gt; <a href="/chunlian/">春联</a> &gt; 正文</div>\n'
                f'<div class="left"><h1>{title}</h1>\n{box}\n<div class="sx"><a href="/chunlian/{int(r[0]) - 1}.html">上一副</a> <a href="/chunlian/{int(r[0]) + 1}.html">下一副</a></div></div>\n'
                f'<div class="right"><div class="rt">热门春联</div><ul><li><a href="/chunlian/1001.html">一帆风顺年年好 万事如意步步高</a></li><li><a href="/chunlian/1015.html">春回大地千山秀 日照神州万木荣</a></li><li><a href="/chunlian/1020.html">家和人和万事和 国泰民安天下安</a></li></ul></div>\n{JJ}\n'
                '<div class="footer">Copyright &copy; 对联大全 www.duilian-daquan.com 版权所有　鲁ICP备17008899号</div>')
        return doc(f"{title}_春联_对联大全", body, lang="zh-CN")

    a = ("1003", "天增岁月人增寿", "春满乾坤福满门", "四季长安", "通用春联", "七字")
    b = ("1004", "天增岁月人增寿", "春满乾坤福满楼", "四季长安", "通用春联", "七字")
    c = ("1042", "龙腾虎跃人间景", "鸟语花香天地春", "春意盎然", "龙年春联", "七字")
    e = ("1015", "春回大地千山秀", "日照神州万木荣", "万象更新", "通用春联", "七字")
    d = ("1088", "生意兴隆通四海", "财源茂盛达三江", "招财进宝", "商铺春联", "七字")
    return [
        P(f"{host}/chunlian/1003.html", page(a), "dl-1003"),
        P(f"{host}/chunlian/1004.html", page(b), "dl-1004"),
        P(f"{mhost}/chunlian/1003.html", page(a, mobile=True), "dl-1003"),
        P(f"{host}/chunlian/1042.html", page(c), "dl-1042"),
        P(f"{host}/chunlian/1088.html", page(d), "dl-1088"),
        P(f"{host}/chunlian/1015.html", page(e), "dl-1015"),
        P(f"{host}/chunlian/1004.html?from=sogou", page(b), "dl-1004"),
    ]


def scenarios():
    return built(SC)
