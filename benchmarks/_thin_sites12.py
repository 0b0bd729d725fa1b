# ruff: noqa: E501
"""Thin pages of 36 more made-up sites (English and Chinese, some GBK), written by a
twelfth false-drop hunt (a helper), blind to every rule of the plugin; each scenario is one
host's pages, labelled with their content: pages with one content label are true copies
(print versions, AMP and mobile versions, tracking and share parameters, session ids,
``/index.html``, a changed "updated" time, live count or view counter, a reordered sidebar,
a cookie banner, another breadcrumb); different labels are documents a reader would call
different. Site kinds: seed varieties, hymn numbers, theatre seating blocks, preserved
railway locomotives, fishing permits by beat, bridge inspection records, planning
applications, roadworks, food hygiene ratings, tree preservation orders, election
candidates, scholarship awards, boat moorings, listed buildings, war memorial names, guitar
chords, bike-share docks, race results; 公厕位置, 加油站, 违章查询结果 (GBK), 社区活动,
菜谱, 公租房配租公示, 渔业捕捞许可, 食品抽检结果, 人才公寓, 奖学金公示, 占道施工公告,
行政处罚决定, 环评受理公示, 低保公示 (GBK), 体育场馆预约, 土地出让结果, 法律援助工作站,
中标结果公告 (GBK)."""

from __future__ import annotations

from benchmarks._thin_site_kit import P, built, dl_kv, doc, nav, scenario_registry, table_kv, ul_kv

SC, scen = scenario_registry()


def doc_old(title, body, head=""):
    """An older Chinese CMS head: XHTML doctype and an http-equiv charset."""
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
        '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        '<html xmlns="http://www.w3.org/1999/xhtml"><head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        f"<title>{title}</title>{head}</head>\n<body>\n{body}\n</body></html>\n"
    )


def amp_doc(title, canonical, body, lang="en"):
    return (
        f'<!doctype html>\n<html amp lang="{lang}"><head><meta charset="utf-8">\n'
        f'<script async src="https://cdn.ampproject.org/v0.js"></script>\n'
        f'<link rel="canonical" href="{canonical}">\n'
        f'<meta name="viewport" content="width=device-width">\n'
        f"<style amp-boilerplate>body{{-webkit-animation:none;animation:none}}</style>\n"
        f"<title>{title}</title></head>\n<body>\n{body}\n</body></html>\n"
    )


def table_rows(head, rows, cls="list"):
    th = "".join(f"<th>{c}</th>" for c in head)
    trs = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
    return f'<table class="{cls}"><thead><tr>{th}</tr></thead><tbody>{trs}</tbody></table>'


def crumbs(items, sep=" &gt; ", cls="breadcrumb"):
    parts = [f'<a href="{h}">{t}</a>' if h else f"<span>{t}</span>" for h, t in items]
    return f'<div class="{cls}">' + sep.join(parts) + "</div>"


COOKIE_EN = (
    '<div id="cookie-banner" class="cookie"><p>We use cookies to make this site work and to '
    "understand how you use it. Some are essential; others, such as analytics cookies, are "
    'set only if you accept them.</p><button id="accept">Accept all</button> '
    '<button id="reject">Reject non-essential</button> <a href="/cookies/">Cookie settings</a></div>'
)


# ---------------------------------------------------------------- 1. seed varieties
@scen("seed_varieties", "tomato packets under one long growing guide; Moneymaker and Ailsa Craig differ in a few numbers and words")
def _seeds():
    h = "https://www.fernleyseeds.co.uk"
    menu = nav([("/", "Home"), ("/vegetables/", "Vegetable seeds"), ("/flowers/", "Flower seeds"), ("/herbs/", "Herbs"), ("/offers/", "Offers"), ("/basket/", "Basket (0)")], "topnav")
    guide = (
        '<section class="growing-guide"><h3>How to grow tomatoes from seed</h3>'
        "<p>Sow indoors from late February to early April in a heated propagator at 18-21°C. Fill a seed tray with moist seed compost, "
        "sow thinly and cover with a fine layer of vermiculite. Seedlings usually appear in 7-14 days.</p>"
        "<p>When the first true leaves have formed, prick out into 9cm pots and grow on in good light at no less than 10°C at night. "
        "Harden off plants for 10-14 days before planting outside after the last frost, or plant into a greenhouse border or growbag in early May.</p>"
        "<p>Cordon varieties need a cane or string for support: pinch out side shoots as they form and stop the plant when it has set four trusses "
        "outdoors or six to seven under glass. Feed weekly with a high-potash tomato feed once the first truss has set, and water evenly to "
        "prevent blossom end rot and split fruit.</p></section>"
    )
    promise = (
        '<aside class="promise"><h4>Our seed promise</h4><p>All Fernley seed is tested for germination in our own laboratory and packed for '
        "the current season. If your seed fails to germinate under the conditions shown on the packet we will replace it free of charge or "
        "refund you in full. Orders over £20 are posted free by Royal Mail second class; orders placed before 1pm are dispatched the same working day.</p></aside>"
    )
    foot = (
        '<footer><p>Fernley Seeds Ltd, Unit 4 Mill Lane, Wisbech PE13 2XL. Registered in England no. 04412987.</p>'
        '<p><a href="/privacy/">Privacy</a> | <a href="/terms/">Terms &amp; conditions</a> | <a href="/contact/">Contact us</a></p></footer>'
    )

    def page(name, blurb, rows, price, stock, top=""):
        body = (
            top + '<header><a class="logo" href="/">Fernley Seeds</a>' + menu + "</header>"
            + crumbs([("/", "Home"), ("/vegetables/", "Vegetable seeds"), ("/vegetables/tomato/", "Tomato"), ("", name)])
            + f'<main><div class="product"><h1>Tomato {name}</h1><p class="blurb">{blurb}</p>'
            + ul_kv(rows)
            + f'<p class="price">£{price} <span>per packet</span></p><p class="stock">{stock} in stock</p>'
            + '<button type="submit">Add to basket</button></div>' + guide + "</main>" + promise + foot
        )
        return doc(f"Tomato {name} Seeds | Fernley Seeds", body)

    gd = ("Gardener's Delight", "A reliable red cherry tomato with long trusses of sweet, bite-sized fruit. Crops heavily outdoors or under glass.",
          [("Type", "Cordon"), ("Fruit", "Red cherry, 15-20g"), ("Days to harvest", "65-70"), ("Seeds per packet", "30")], "2.49")
    mm = ("Moneymaker", "The traditional greenhouse variety, producing even, medium-sized red fruit with a good flavour.",
          [("Type", "Cordon"), ("Fruit", "Red round, 60-80g"), ("Days to harvest", "75-80"), ("Seeds per packet", "50")], "1.99")
    ac = ("Ailsa Craig", "The traditional exhibition variety, producing even, medium-sized red fruit with an excellent flavour.",
          [("Type", "Cordon"), ("Fruit", "Red round, 50-70g"), ("Days to harvest", "70-75"), ("Seeds per packet", "40")], "2.19")
    sg = ("Sungold F1", "An orange cherry tomato with an exceptionally high sugar content; early to ripen and resistant to tomato mosaic virus.",
          [("Type", "Cordon, F1 hybrid"), ("Fruit", "Orange cherry, 15g"), ("Days to harvest", "57-60"), ("Seeds per packet", "8")], "3.75")
    return [
        P(f"{h}/vegetables/tomato/gardeners-delight/", page(*gd, 214), "gardeners-delight"),
        P(f"{h}/vegetables/tomato/gardeners-delight/?utm_source=newsletter&utm_medium=email&utm_campaign=feb-sowing", page(*gd, 197), "gardeners-delight"),
        P(f"{h}/vegetables/tomato/moneymaker/", page(*mm, 88), "moneymaker"),
        P(f"{h}/vegetables/tomato/ailsa-craig/", page(*ac, 41), "ailsa-craig"),
        P(f"{h}/vegetables/tomato/ailsa-craig", page(*ac, 41, top=COOKIE_EN), "ailsa-craig"),
        P(f"{h}/vegetables/tomato/sungold-f1/", page(*sg, 12), "sungold"),
    ]


# ---------------------------------------------------------------- 2. hymn numbers
@scen("hymn_numbers", "hymnal index pages with no h1; 251 and 252 share a metre and differ in title, tune and author")
def _hymns():
    h = "https://www.stcolumbamusic.org.uk"
    side = [("/hymnal/", "Hymnal index"), ("/hymnal/by-tune/", "By tune name"), ("/hymnal/by-metre/", "By metre"), ("/hymnal/seasons/", "By season"), ("/psalms/", "Psalter"), ("/service-music/", "Service music")]
    licence = (
        '<div class="licence"><p><strong>Copyright and licensing.</strong> Words and music marked as public domain may be reproduced freely. '
        "Texts and tunes still in copyright are shown here for reference by the choir and clergy of St Columba's only; if you wish to reproduce "
        "them in a service sheet or project them on screen your church must hold a current CCLI Church Copyright Licence or a OneLicense "
        "Reprint Licence, and you must report each use. Do not copy or redistribute the music files on this site.</p>"
        "<p><strong>Using this index.</strong> Numbers refer to the 2019 St Columba's Hymn Book. Metres are given in syllables per line; a "
        "hymn may be sung to any other tune of the same metre at the director of music's discretion. Please check the weekly music list for "
        "the tune actually in use.</p></div>"
    )

    def page(num, title, first, tune, metre, words, music, order=None):
        s = side if order is None else [side[i] for i in order]
        body = (
            '<div id="top"><a href="/">St Columba\'s Church Music</a></div>' + nav(s, "sidebar")
            + f'<div class="hymn-head"><span class="num">{num}</span> <span class="title">{title}</span></div>'
            + table_kv([("First line", first), ("Tune", tune), ("Metre", metre), ("Words", words), ("Music", music)], "hymn")
            + licence + '<div id="foot">St Columba\'s Parish Church, Kirkgate, Stenhousemuir. Scottish Charity SC004711.</div>'
        )
        return doc(f"Hymn {num}: {title} - St Columba's Music", body)

    a = (251, "Love divine, all loves excelling", "Love divine, all loves excelling, joy of heaven, to earth come down", "BLAENWERN", "87 87 D", "Charles Wesley (1707-1788)", "William Penfro Rowlands (1860-1937)")
    b = (252, "Alleluia! Sing to Jesus", "Alleluia! sing to Jesus, his the sceptre, his the throne", "HYFRYDOL", "87 87 D", "William Chatterton Dix (1837-1898)", "Rowland Hugh Prichard (1811-1887)")
    c = (377, "Now thank we all our God", "Now thank we all our God, with heart and hands and voices", "NUN DANKET", "67 67 66 66", "Martin Rinkart (1586-1649), tr. Catherine Winkworth", "Johann Crüger (1598-1662)")
    d = (112, "Praise to the Lord, the Almighty", "Praise to the Lord, the Almighty, the King of creation", "LOBE DEN HERREN", "14 14 4 7 8", "Joachim Neander (1650-1680), tr. Catherine Winkworth", "Stralsund Gesangbuch, 1665")
    return [
        P(f"{h}/hymnal/251/", page(*a), "h251"),
        P(f"{h}/hymnal/251/print/", doc("Hymn 251: Love divine, all loves excelling", '<div class="print">' + table_kv([("No.", "251"), ("Title", a[1]), ("First line", a[2]), ("Tune", a[3]), ("Metre", a[4]), ("Words", a[5]), ("Music", a[6])]) + licence + "</div>"), "h251"),
        P(f"{h}/hymnal/252/", page(*b), "h252"),
        P(f"{h}/hymnal/377/", page(*c), "h377"),
        P(f"{h}/hymnal/377/?ref=search&q=thank", page(*c, order=[2, 1, 0, 3, 4, 5]), "h377"),
        P(f"{h}/hymnal/112/", page(*d), "h112"),
    ]


# ---------------------------------------------------------------- 3. theatre seating blocks
@scen("theatre_seating", "seating-plan blocks after a long access box; stalls left and right mirror each other, differing in one word and the seat numbers")
def _seating():
    h = "https://www.belfieldgrand.co.uk"
    access = (
        '<div class="panel access"><h2>Access at the Grand</h2><p>The Stalls are reached from the main foyer by six steps or by the '
        "platform lift beside the box office; the Dress Circle and Upper Circle are reached by stairs only. Wheelchair spaces are in Row R of "
        "the Stalls and can be booked with a free companion seat by calling our access line on 01632 960 441. Assistance dogs are welcome "
        "and can stay with you in the auditorium or with our front-of-house team. An infrared hearing system is available for every "
        "performance; headsets can be collected from the cloakroom.</p><p>Seat views shown on this page are indicative and taken from the "
        "centre of each block. Prices vary by performance and are shown when you choose a date. Tickets cannot be exchanged or refunded "
        "except where a performance is cancelled. A booking fee of £2.50 per transaction applies to online and telephone bookings.</p></div>"
    )
    head_html = '<header class="site"><a href="/" class="brand">The Grand Theatre Belfield</a>' + nav([("/whats-on/", "What's on"), ("/your-visit/", "Your visit"), ("/your-visit/seating-plan/", "Seating plan"), ("/support-us/", "Support us"), ("/account/", "My account")]) + "</header>"
    foot = '<footer class="site">The Grand Theatre (Belfield) Trust is a registered charity no. 1098413. Box office 01632 960 400.</footer>'

    def page(block, lines, top=""):
        body = (
            top + head_html + access
            + f'<section class="block"><h3>{block}</h3>' + "<br>".join(lines) + "</section>" + foot
        )
        return doc(f"Seating plan - {block} | The Grand Theatre Belfield", body)

    sl = ("Stalls Left", ["Rows A to R, seats 1 to 12", "Aisle seats: 12 in every row", "Slight restriction from the overhang of the Dress Circle from Row P back", "Nearest exit: left-hand side doors to Mill Street"])
    sr = ("Stalls Right", ["Rows A to R, seats 29 to 40", "Aisle seats: 29 in every row", "Slight restriction from the overhang of the Dress Circle from Row P back", "Nearest exit: right-hand side doors to the bar"])
    dc = ("Dress Circle Centre", ["Rows A to H, seats 9 to 24", "Best view of the full stage; Row A has a low safety rail", "Leg room is limited in Rows F to H", "Nearest exit: rear doors to the Circle bar"])
    uc = ("Upper Circle Side", ["Rows A to D, seats 1 to 6 and 31 to 36", "Restricted view: the side of the stage nearest you is not visible", "Steep rake; handrails at every row", "Nearest exit: rear stairs only"])
    return [
        P(f"{h}/your-visit/seating-plan/stalls-left/", page(*sl), "stalls-left"),
        P(f"{h}/your-visit/seating-plan/stalls-right/", page(*sr), "stalls-right"),
        P(f"{h}/your-visit/seating-plan/stalls-right/?performance=PRF-88213&tab=seats", page(*sr, top=COOKIE_EN), "stalls-right"),
        P(f"{h}/your-visit/seating-plan/dress-circle-centre/", page(*dc), "dress-circle"),
        P(f"{h}/your-visit/seating-plan/upper-circle-side/", page(*uc), "upper-circle"),
    ]


# ---------------------------------------------------------------- 4. preserved locomotives
@scen("railway_locomotives", "generic 'Locomotive details' title; two Class 08 shunters differ only in numbers, livery and location")
def _locos():
    h = "https://www.preservedtraction.org.uk"
    about = (
        '<div class="about"><h4>About the register</h4><p>The Preserved Traction Register lists every British diesel and electric '
        "locomotive that has passed into preservation, with its current owner, location and status as reported to us. Entries are compiled "
        "by volunteers from railway society magazines, heritage line stock lists and members' sightings. Locations change frequently as "
        "locomotives move between railways on loan or for galas, so please check with the railway concerned before travelling to see a "
        "particular engine. The register is not affiliated with any operator and cannot pass on enquiries about purchase or hire.</p>"
        '<p>Spotted a locomotive somewhere else? <a href="/submit/">Submit a sighting</a> with the date and a photo if you have one.</p></div>'
    )
    recent = [("08 436", "Swanage Railway, 12 Mar"), ("20 227", "Great Central Railway, 10 Mar"), ("37 264", "North Yorkshire Moors Railway, 9 Mar"), ("50 026", "Eastleigh Works, 7 Mar")]

    def page(rows, rev=False):
        r = list(reversed(recent)) if rev else recent
        side = '<div class="recent"><h4>Recent updates</h4><ul>' + "".join(f"<li>{n} - {w}</li>" for n, w in r) + "</ul></div>"
        body = (
            '<div id="hdr"><img src="/img/logo.png" alt="Preserved Traction Register"></div>'
            + nav([("/", "Home"), ("/fleet/", "Fleet list"), ("/classes/", "By class"), ("/railways/", "By railway"), ("/submit/", "Submit a sighting")])
            + '<div id="content"><h1>Locomotive details</h1>' + table_kv(rows, "loco") + "</div>"
            + side + about + '<div id="ftr">Compiled by volunteers. Last full revision March 2024.</div>'
        )
        return doc("Locomotive details - Preserved Traction Register", body)

    a = [("Number", "08 436"), ("Previous numbers", "D3551"), ("Class", "08"), ("Builder", "BR Derby Works"), ("Built", "1958"), ("Status", "Operational"), ("Livery", "BR green with wasp stripes"), ("Location", "Swanage Railway")]
    b = [("Number", "08 444"), ("Previous numbers", "D3559"), ("Class", "08"), ("Builder", "BR Derby Works"), ("Built", "1958"), ("Status", "Operational"), ("Livery", "BR blue"), ("Location", "Bodmin &amp; Wenford Railway")]
    c = [("Number", "20 227"), ("Previous numbers", "D8327, 2004"), ("Class", "20"), ("Builder", "English Electric, Vulcan Foundry"), ("Built", "1968"), ("Status", "Operational, main line certified"), ("Livery", "London Underground maroon"), ("Location", "Great Central Railway"), ("Name", "Sherlock Holmes")]
    d = [("Number", "50 026"), ("Previous numbers", "D426"), ("Class", "50"), ("Builder", "English Electric, Vulcan Foundry"), ("Built", "1968"), ("Status", "Under overhaul"), ("Livery", "Network SouthEast"), ("Location", "Eastleigh Works"), ("Name", "Indomitable")]
    return [
        P(f"{h}/fleet/view.php?id=08436", page(a), "08436"),
        P(f"{h}/fleet/view.php?id=08436&sort=date", page(a, rev=True), "08436"),
        P(f"{h}/fleet/view.php?id=08444", page(b), "08444"),
        P(f"{h}/fleet/view.php?id=20227", page(c), "20227"),
        P(f"{h}/fleet/view.php?id=50026", page(d), "50026"),
    ]


# ---------------------------------------------------------------- 5. fishing permits by beat
@scen("fishing_permits", "angling beats under a long byelaw box that comes first; beats 3 and 4 are two banks of one stretch")
def _fishing():
    h = "https://www.tamarvalleyangling.co.uk"
    rules = (
        '<div class="rules"><h3>Before you fish</h3><p>All anglers aged 13 and over must hold a valid Environment Agency rod licence as well as '
        "an association permit. Salmon caught before 16 June must be returned alive, and all salmon caught after 1 September must be returned. "
        "Fly only on all beats when the river is below summer level; spinning is permitted on Beats 1 to 5 when the gauge at Gunnislake reads "
        "above 0.6m. No shrimp or prawn at any time. Please complete a catch return for every visit, including blank days, using the online "
        "form or the cards in the fishing hut.</p><p>Protect our river: Check, Clean, Dry your waders, boots and nets before and after "
        "every visit to stop the spread of invasive species. Park only in the marked areas and close all gates behind you.</p></div>"
    )
    top = '<div class="masthead">Tamar Valley Angling Association</div>' + nav([("/", "Home"), ("/permits/", "Permits"), ("/beats/", "Beat maps"), ("/catch-returns/", "Catch returns"), ("/membership/", "Membership")])

    def page(title, lines):
        body = top + rules + f'<div class="beat"><h1>{title}</h1><p>' + "<br>\n".join(lines) + "</p></div>" + '<div class="footer">TVAA is affiliated to the Angling Trust. Secretary: 01822 555 0193.</div>'
        return doc(f"{title} | Tamar Valley Angling Association", body)

    b3 = ("Beat 3 - Horsebridge to Greystone", ["Right bank, 1.4 miles single bank", "Species: salmon, sea trout, brown trout", "Day ticket £25, week ticket £110", "Season 1 March to 14 October", "Maximum 2 visiting rods per day"])
    b4 = ("Beat 4 - Horsebridge to Greystone", ["Left bank, 1.1 miles single bank", "Species: salmon, sea trout, brown trout", "Day ticket £20, week ticket £90", "Season 1 March to 14 October", "Maximum 3 visiting rods per day"])
    b7 = ("Beat 7 - Lifton Mill Pool", ["Both banks, 600 yards", "Species: brown trout, grayling", "Day ticket £12", "Trout season 15 March to 30 September; grayling to 14 March", "Fly only at all times"])
    lk = ("Tamar Lakes - Upper Lake", ["Stillwater, 81 acres", "Species: carp, tench, bream, roach", "Day ticket £10, night ticket £15", "Open all year", "Barbless hooks only"])
    return [
        P(f"{h}/permits/beat-3/", page(*b3), "beat3"),
        P(f"{h}/permits/beat-3/index.html", page(*b3), "beat3"),
        P(f"{h}/permits/beat-4/", page(*b4), "beat4"),
        P(f"{h}/permits/beat-7/", page(*b7), "beat7"),
        P(f"{h}/permits/beat-7/?utm_source=facebook&utm_medium=social", page(*b7), "beat7"),
        P(f"{h}/permits/upper-lake/", page(*lk), "lake"),
    ]


# ---------------------------------------------------------------- 6. bridge inspections
@scen("bridge_inspections", "highway structures pages: a small table whose values are mostly numbers, under a long explanation of the inspection regime")
def _bridges():
    h = "https://highways.northmoor.gov.uk"
    regime = (
        '<section class="explain"><h2>How we inspect bridges</h2><p>Northmoor County Council is responsible for 1,146 highway structures, '
        "including road bridges, footbridges, culverts over 0.9m span and retaining walls. Every structure receives a General Inspection "
        "every two years, a visual check from ground level, and a Principal Inspection every six years, a close examination of all "
        "inspectable parts, using access equipment where necessary. Structures crossing railways are inspected jointly with Network Rail.</p>"
        "<p>The Bridge Condition Index (BCI) is a score from 0 to 100 calculated from the severity and extent of defects recorded at "
        "inspection. A score of 90 or above is very good, 80 to 89 good, 65 to 79 fair, 40 to 64 poor and below 40 very poor. A low score "
        "does not mean that a bridge is unsafe; structures with significant defects are assessed and, where needed, have weight or width "
        "restrictions applied until repairs are complete. To report damage to a bridge call 0300 123 6610 (24 hours).</p></section>"
    )

    def page(sid, name, rows, printv=False):
        t = table_kv([("Structure ID", sid), ("Name", name)] + rows, "structure")
        if printv:
            return doc(f"{sid} {name} - Bridge record", f"<h1>{sid} {name}</h1>{t}{regime}<p>Printed from highways.northmoor.gov.uk</p>")
        body = (
            '<header><a href="/" class="logo">Northmoor County Council - Highways</a></header>'
            + crumbs([("/", "Highways"), ("/structures/", "Bridges and structures"), ("", sid)])
            + f"<main><h1>{name}</h1>{t}{regime}</main>"
            + '<footer><a href="/accessibility/">Accessibility</a> <a href="/privacy/">Privacy</a> &copy; Northmoor County Council</footer>'
        )
        return doc(f"{name} ({sid}) | Northmoor Highways", body)

    a = ("BR1043", "Mill Lane Bridge", [("Road", "C214 Mill Lane, Hexley"), ("Crosses", "River Wenning"), ("Type", "Masonry arch, 2 spans"), ("Last principal inspection", "14 June 2022"), ("Last general inspection", "3 May 2024"), ("BCI (average)", "86"), ("BCI (critical)", "71"), ("Restrictions", "None")])
    b = ("BR1044", "Mill Lane Culvert", [("Road", "C214 Mill Lane, Hexley"), ("Crosses", "Hexley Beck"), ("Type", "Masonry arch culvert, 1 span"), ("Last principal inspection", "14 June 2022"), ("Last general inspection", "3 May 2024"), ("BCI (average)", "79"), ("BCI (critical)", "64"), ("Restrictions", "None")])
    c = ("BR2210", "Station Road Overbridge", [("Road", "B6480 Station Road, Bentham"), ("Crosses", "Leeds to Morecambe railway"), ("Type", "Steel beams with concrete deck"), ("Last principal inspection", "21 September 2023"), ("Last general inspection", "21 September 2023"), ("BCI (average)", "58"), ("BCI (critical)", "33"), ("Restrictions", "7.5 tonne weight limit")])
    d = ("BR0317", "Kirk Beck Footbridge", [("Road", "Public footpath 12, Clapham"), ("Crosses", "Kirk Beck"), ("Type", "Timber footbridge"), ("Last principal inspection", "2 March 2021"), ("Last general inspection", "11 April 2023"), ("BCI (average)", "92"), ("BCI (critical)", "88"), ("Restrictions", "None")])
    return [
        P(f"{h}/structures/BR1043", page(*a), "br1043"),
        P(f"{h}/structures/BR1044", page(*b), "br1044"),
        P(f"{h}/structures/BR2210", page(*c), "br2210"),
        P(f"{h}/structures/BR2210?print=1", page(*c, printv=True), "br2210"),
        P(f"{h}/structures/BR0317", page(*d), "br0317"),
    ]


# ---------------------------------------------------------------- 7. planning applications
@scen("planning_applications", "public-access planning summaries with a long comments disclaimer; neighbouring house extensions differ in a word and a number")
def _planning():
    h = "https://publicaccess.eastwold.gov.uk"
    disclaimer = (
        '<div class="disclaimer"><p>Comments you make on a planning application will be published on this website, including your name and '
        "address. Your telephone number, email address and signature will not be published. We will not publish comments that contain "
        "offensive, racist or defamatory remarks. Only material planning considerations can be taken into account when a decision is made: "
        "these include overlooking, loss of light, highway safety, noise and the design of the proposal. Issues such as loss of a private "
        "view, effects on property values and boundary disputes are not material planning considerations.</p><p>The information on this "
        "site is provided for general reference. Plans and documents are protected by copyright and may only be used to comment on the "
        "application. Please do not copy them for any other purpose.</p></div>"
    )
    tabs = '<ul class="tabs"><li class="active">Summary</li><li>Further Information</li><li>Contacts</li><li>Important Dates</li><li>Documents</li><li>Map</li></ul>'

    def page(ref, addr, proposal, status, decision, validated):
        rows = [("Reference", ref), ("Application Validated", validated), ("Address", addr), ("Proposal", proposal), ("Status", status), ("Decision", decision)]
        body = (
            '<div id="header"><a href="https://www.eastwold.gov.uk/">Eastwold District Council</a> <span>Planning - Online Register</span></div>'
            + '<div id="searchbar"><a href="/online-applications/search.do?action=simple">Simple Search</a> | <a href="/online-applications/search.do?action=advanced">Advanced</a> | <a href="/online-applications/search.do?action=weeklyList">Weekly/Monthly Lists</a></div>'
            + f'<div id="pa"><h1>Application Summary</h1>{tabs}' + table_kv(rows, "simpleDetailsTable") + disclaimer + "</div>"
            + '<div id="footer">Powered by Idox Public Access</div>'
        )
        return doc("Planning Applications - Summary", body)

    a = ("24/00412/HOUS", "14 Orchard Way Hexford Eastwold EW4 7RN", "Single storey rear extension and conversion of garage to habitable room", "Decided", "Permit", "Mon 04 Mar 2024")
    b = ("24/00418/HOUS", "16 Orchard Way Hexford Eastwold EW4 7RN", "Two storey rear extension and conversion of garage to habitable room", "Awaiting decision", "Not available", "Wed 06 Mar 2024")
    c = ("24/00421/TPO", "Land Rear Of 2 Church Street Hexford Eastwold", "T1 Oak - crown reduction by 2m and removal of deadwood (TPO/1998/07)", "Decided", "Consent", "Thu 07 Mar 2024")
    d = ("24/00433/FUL", "The Old Forge Main Road Little Stanbury Eastwold", "Change of use from workshop (Class B2) to one dwelling (Class C3) with associated parking", "Registered", "Not available", "Tue 12 Mar 2024")
    base = f"{h}/online-applications/applicationDetails.do?activeTab=summary&keyVal="
    return [
        P(base + "S8K2LQHJ0F100", page(*a), "00412"),
        P(f"{h}/online-applications/applicationDetails.do;jsessionid=8F3A61C0D2E94B7A11C5E0B7D6F2A9C4?activeTab=summary&keyVal=S8K2LQHJ0F100", page(*a), "00412"),
        P(base + "S8K6C1HJ0F800", page(*b), "00418"),
        P(base + "S8K8T2HJ0FA00", page(*c), "00421"),
        P(base + "S8KF01HJ0G300", page(*d), "00433"),
    ]


# ---------------------------------------------------------------- 8. roadworks
@scen("roadworks", "works permits on a map site; each page's refresh time changes, and two phases of one scheme differ in dates and a junction name")
def _roadworks():
    h = "https://roadworks.westford.gov.uk"
    about = (
        '<aside class="about-map"><h3>About this information</h3><p>Roadworks shown here are taken from the Westford Permit Scheme and '
        "include works by the council, utility companies and developers. Information is supplied by the organisation carrying out the works "
        "and may change at short notice because of weather, emergencies or delays on site. Emergency works can start without notice and "
        "may not appear until the next working day. Westford County Council accepts no liability for any loss arising from the use of "
        "this information.</p><p>If you think works are causing a danger, or are not signed properly, please call 01923 555 800. For "
        "problems with gas, water or electricity works, contact the utility company named on the site board.</p></aside>"
    )

    def page(ref, rows, refreshed):
        body = (
            '<div class="top"><span class="logo">Westford Roadworks</span>' + nav([("/", "Map"), ("/list/", "List view"), ("/closures/", "Road closures"), ("/help/", "Help")]) + "</div>"
            + f'<div class="detail"><h2>Works reference {ref}</h2>' + dl_kv(rows, "works") + f'<p class="refreshed">Page refreshed {refreshed}</p></div>' + about
        )
        return doc(f"{ref} | Westford Roadworks", body)

    a = ("WF-2024-01187", [("Location", "Station Road, Croxley, between Mill Street and the railway bridge"), ("Works", "Carriageway resurfacing"), ("Promoter", "Westford County Council Highways"), ("Dates", "3 June 2024 to 7 June 2024"), ("Traffic management", "Road closure 20:00 to 06:00, diversion via A412")])
    b = ("WF-2024-01188", [("Location", "Station Road, Croxley, between the railway bridge and Baldwins Lane"), ("Works", "Carriageway resurfacing"), ("Promoter", "Westford County Council Highways"), ("Dates", "10 June 2024 to 13 June 2024"), ("Traffic management", "Road closure 20:00 to 06:00, diversion via A412")])
    c = ("AF-0077-33412", [("Location", "High Street, Rickmansford, outside No. 42"), ("Works", "Repair leak on water main"), ("Promoter", "Affinity Water"), ("Dates", "22 May 2024 to 24 May 2024"), ("Traffic management", "Two-way temporary traffic lights")])
    d = ("UK-PN-9981204", [("Location", "Cassio Road, Westford, junction with Rickmansford Road"), ("Works", "New fibre broadband connection in footway"), ("Promoter", "Openreach"), ("Dates", "28 May 2024 to 30 May 2024"), ("Traffic management", "Footway closed, pedestrians diverted to opposite side")])
    return [
        P(f"{h}/works/WF-2024-01187", page(*a, "29 May 2024 09:14"), "01187"),
        P(f"{h}/works/WF-2024-01187?src=map&zoom=15", page(*a, "29 May 2024 10:02"), "01187"),
        P(f"{h}/works/WF-2024-01188", page(*b, "29 May 2024 09:14"), "01188"),
        P(f"{h}/works/AF-0077-33412", page(*c, "22 May 2024 08:30"), "33412"),
        P(f"{h}/works/UK-PN-9981204", page(*d, "27 May 2024 16:45"), "9981204"),
    ]


# ---------------------------------------------------------------- 9. food hygiene ratings
@scen("food_hygiene_ratings", "generic h1 with the business in an h2; two branches of one bakery chain differ in address, date and score")
def _hygiene():
    h = "https://www.northdale.gov.uk"
    meaning = (
        '<div class="meaning"><h3>What the rating means</h3><p>Food hygiene ratings reflect the standards of food hygiene found on the '
        "date of inspection or visit by the council. The rating is not a guide to food quality. Businesses are given a rating from 0 to 5: "
        "5 - hygiene standards are very good; 4 - good; 3 - generally satisfactory; 2 - some improvement is necessary; 1 - major "
        "improvement is necessary; 0 - urgent improvement is required.</p><p>Each business is checked on how hygienically food is handled, "
        "the condition of the structure of the premises and how food safety is managed and documented. A business can appeal against its "
        "rating within 21 days, ask for a re-visit once improvements have been made, or publish a right to reply which will be shown on "
        "this page.</p></div>"
    )

    def page(name, addr, rating, date, scores, top="", crumb=None):
        cr = crumb or [("/", "Home"), ("/food-hygiene/", "Food hygiene ratings"), ("", name)]
        body = (
            top + '<div class="site-header">Northdale Borough Council</div>' + crumbs(cr)
            + '<div class="main"><h1>Food hygiene rating</h1>'
            + f'<h2>{name}</h2><p class="address">{addr}</p><p class="rating">Rating: <span class="score">{rating}</span> out of 5</p><p>Date of inspection: {date}</p>'
            + ul_kv(scores, "breakdown") + meaning + "</div>"
            + '<div class="site-footer">Northdale Borough Council, Town Hall, Northdale ND1 1AA</div>'
        )
        return doc(f"{name} - Food hygiene rating | Northdale Borough Council", body)

    a = ("Bakewell's Bakery", "12 Market Place, Northdale ND1 2BQ", "5", "14 February 2024", [("Hygienic food handling", "Very good"), ("Cleanliness and condition of facilities", "Very good"), ("Management of food safety", "Good")])
    b = ("Bakewell's Bakery", "Unit 3, Riverside Retail Park, Northdale ND4 6TJ", "3", "9 January 2024", [("Hygienic food handling", "Generally satisfactory"), ("Cleanliness and condition of facilities", "Improvement necessary"), ("Management of food safety", "Generally satisfactory")])
    c = ("The Golden Wok", "88 Bridge Street, Northdale ND2 3LP", "4", "30 November 2023", [("Hygienic food handling", "Good"), ("Cleanliness and condition of facilities", "Good"), ("Management of food safety", "Good")])
    d = ("St Aidan's Primary School Kitchen", "Aidan Road, Ashby Moor ND7 9EE", "5", "6 March 2024", [("Hygienic food handling", "Very good"), ("Cleanliness and condition of facilities", "Very good"), ("Management of food safety", "Very good")])
    return [
        P(f"{h}/food-hygiene/business/118842", page(*a), "118842"),
        P(f"{h}/food-hygiene/business/118842?from=search&q=bakery&page=1", page(*a, crumb=[("/", "Home"), ("/food-hygiene/", "Food hygiene ratings"), ("/food-hygiene/search?q=bakery", "Search results"), ("", a[0])]), "118842"),
        P(f"{h}/food-hygiene/business/120017", page(*b), "120017"),
        P(f"{h}/food-hygiene/business/097731", page(*c), "097731"),
        P(f"{h}/food-hygiene/business/097731/", page(*c, top=COOKIE_EN), "097731"),
        P(f"{h}/food-hygiene/business/131905", page(*d), "131905"),
    ]


# ---------------------------------------------------------------- 10. tree preservation orders
@scen("tree_preservation_orders", "div-soup TPO records under long guidance on works to protected trees; two orders in one road differ in tree species and numbers")
def _tpo():
    h = "https://www.hartsmere.gov.uk"
    guidance = (
        '<div class="guidance"><div class="g-title">Works to protected trees</div><div class="g-body">You must apply to the council for '
        "consent before cutting down, topping, lopping, uprooting or wilfully damaging a tree covered by a Tree Preservation Order. This "
        "includes cutting roots. It is a criminal offence to carry out works without consent and fines can be unlimited. You do not need "
        "consent to remove dead branches, but you must give us five working days' notice before removing a tree that is dead or dangerous, "
        "unless there is an immediate risk. Trees in a conservation area that are not covered by an order are also protected: you must "
        "give us six weeks' notice of any works.</div>"
        '<div class="g-body">Apply online through the Planning Portal using the form '
        "'Works to trees'. There is no fee. We aim to decide applications within eight weeks. The order map is for guidance only; the "
        "legal order and its plan are held at the council offices and can be inspected by appointment.</div></div>"
    )

    def page(no, rows):
        inner = "".join(f'<div class="row"><div class="k">{k}</div><div class="v">{v}</div></div>' for k, v in rows)
        body = (
            '<div class="wrap"><div class="hdr"><a href="/"><img src="/logo.svg" alt="Hartsmere District Council"></a></div>'
            + '<div class="menu"><a href="/planning/">Planning</a><a href="/trees/">Trees and hedges</a><a href="/trees/tpo/">Tree Preservation Orders</a></div>'
            + f'<div class="content"><div class="page-title">Tree Preservation Order {no}</div><div class="record">{inner}</div></div>'
            + guidance + '<div class="ftr">Hartsmere District Council, Station Road, Hartley HT3 9QA</div></div>'
        )
        return doc(f"Tree Preservation Order {no} | Hartsmere District Council", body)

    a = ("TPO/2019/014", [("Location", "Land at 7 Beech Grove, Hartley"), ("Trees", "T1 Beech, T2 Beech"), ("Made", "12 April 2019"), ("Confirmed", "3 October 2019"), ("Status", "Confirmed")])
    b = ("TPO/2019/015", [("Location", "Land at 21 Beech Grove, Hartley"), ("Trees", "T1 Horse Chestnut"), ("Made", "12 April 2019"), ("Confirmed", "3 October 2019"), ("Status", "Confirmed")])
    c = ("TPO/2023/002", [("Location", "Woodland north of Brook Farm, Lower Wrenham"), ("Trees", "W1 Woodland, mixed broadleaf"), ("Made", "16 January 2023"), ("Confirmed", "Not yet confirmed"), ("Status", "Provisional")])
    d = ("TPO/1987/006", [("Location", "The Green, Cross Easton"), ("Trees", "G1 Group of 5 Lime"), ("Made", "2 July 1987"), ("Confirmed", "30 November 1987"), ("Status", "Confirmed, varied 2004")])
    return [
        P(f"{h}/trees/tpo/TPO-2019-014/", page(*a), "tpo-2019-014"),
        P(f"{h}/trees/tpo/TPO-2019-014/index.html", page(*a), "tpo-2019-014"),
        P(f"{h}/trees/tpo/TPO-2019-015/", page(*b), "tpo-2019-015"),
        P(f"{h}/trees/tpo/TPO-2023-002/", page(*c), "tpo-2023-002"),
        P(f"{h}/trees/tpo/TPO-1987-006/", page(*d), "tpo-1987-006"),
    ]


# ---------------------------------------------------------------- 11. election candidates
@scen("election_candidates", "candidate pages with a long voter-information box; two candidates of one party stand in neighbouring wards")
def _candidates():
    h = "https://www.whitcombe.gov.uk"
    info = (
        '<div class="voter-info"><h3>About the candidate information</h3><p>The details on this page are taken from the Statement of '
        "Persons Nominated published by the Returning Officer on 9 April 2024. Descriptions and emblems are those registered by each party "
        "with the Electoral Commission. The council does not publish candidates' election addresses or manifestos and is not responsible for "
        "the content of any linked campaign website.</p><p>Polling day is Thursday 2 May 2024. Polling stations are open from 7am to 10pm. "
        "You will need to show an accepted form of photo ID to vote in person; if you do not have one, apply for a free Voter Authority "
        "Certificate by 5pm on 24 April. Published by the Returning Officer, Whitcombe Borough Council, Civic Centre, Whitcombe WC1 4EL.</p></div>"
    )

    def page(name, rows, extra_crumb=None):
        cr = [("/", "Home"), ("/elections/", "Elections"), ("/elections/borough-2024/", "Borough elections 2024"), ("/elections/borough-2024/candidates/", "Candidates")]
        if extra_crumb:
            cr.append(extra_crumb)
        cr.append(("", name))
        body = (
            '<header class="council">Whitcombe Borough Council</header>' + crumbs(cr, " / ")
            + f'<article class="candidate"><h1>{name}</h1>' + ul_kv(rows) + "</article>" + info
            + '<footer class="council"><a href="/contact/">Contact us</a> <a href="/privacy/">Privacy notice</a></footer>'
        )
        return doc(f"{name} - Candidate | Whitcombe Borough Council", body)

    a = ("Jane Ellery", [("Ward", "Abbey"), ("Description", "Liberal Democrats"), ("Address", "Whitcombe (in the Abbey ward)"), ("Proposer", "Michael R Dunn"), ("Seconder", "Helen Cartwright")])
    b = ("Peter Ellery-Shaw", [("Ward", "Priory"), ("Description", "Liberal Democrats"), ("Address", "Whitcombe (in the Abbey ward)"), ("Proposer", "Susan J Hale"), ("Seconder", "Raymond Doyle")])
    c = ("Amrit Sandhu", [("Ward", "Abbey"), ("Description", "Labour Party"), ("Address", "Whitcombe (in the Castle ward)"), ("Proposer", "Gail O'Neill"), ("Seconder", "Tom Price")])
    d = ("Colin Barraclough", [("Ward", "Castle"), ("Description", "Independent"), ("Address", "Whitcombe (in the Castle ward)"), ("Proposer", "Derek Smalley"), ("Seconder", "Ann Hobbs")])
    base = f"{h}/elections/borough-2024/candidates"
    return [
        P(f"{base}/jane-ellery/", page(*a), "ellery"),
        P(f"{base}/jane-ellery/?from=ward&ward=abbey", page(*a, extra_crumb=("/elections/borough-2024/wards/abbey/", "Abbey ward")), "ellery"),
        P(f"{base}/peter-ellery-shaw/", page(*b), "ellery-shaw"),
        P(f"{base}/amrit-sandhu/", page(*c), "sandhu"),
        P(f"{base}/colin-barraclough/", page(*d), "barraclough"),
    ]


# ---------------------------------------------------------------- 12. scholarship awards
@scen("scholarship_awards", "university funding pages; the PGT and PGR scholarships differ by a word and an amount inside one long eligibility sentence")
def _scholarships():
    h = "https://www.haldane.ac.uk"
    howto = (
        '<section class="howto"><h2>How to apply for funding</h2><p>Most Haldane scholarships are awarded automatically to eligible '
        "applicants who hold an offer of a place; you do not need to submit a separate application unless the award description says so. "
        "Where an application is needed, use the funding form in your applicant portal and upload a personal statement of no more than "
        "500 words. Awards are normally paid as a reduction in tuition fees in the first year of study and cannot be exchanged for cash. "
        "You may hold only one Haldane scholarship at a time.</p><p><strong>Beware of scholarship fraud.</strong> The university will "
        "never ask you to pay a fee to apply for a scholarship, and will only contact you from an @haldane.ac.uk email address. If you "
        "receive a suspicious message, forward it to funding@haldane.ac.uk.</p></section>"
    )

    def sentence(level, amount, entry):
        return (f"This scholarship of £{amount} is available to {level} students from the United Kingdom who hold an offer for a full-time "
                f"programme starting in September 2024 and who achieved a first-class honours degree or an equivalent qualification; "
                f"it is awarded once, {entry}.")

    def page(title, amount, level, entry, deadline, amp=False):
        facts = ul_kv([("Value", f"£{amount}"), ("Study level", level.capitalize()), ("Deadline", deadline)])
        main = f"<h1>{title}</h1><p>{sentence(level, amount, entry)}</p>{facts}"
        if amp:
            return amp_doc(f"{title} | Haldane University", f"{h}/study/fees-and-funding/scholarships/" + title.lower().replace(" ", "-").replace("(", "").replace(")", "").replace("'", "") + "/",
                           '<header><amp-img src="/logo.png" width="120" height="40" alt="Haldane University"></amp-img></header>' + main + howto)
        body = (
            '<div class="masthead"><a href="/">Haldane University</a></div>' + nav([("/study/", "Study"), ("/research/", "Research"), ("/study/fees-and-funding/", "Fees and funding"), ("/international/", "International"), ("/about/", "About")])
            + crumbs([("/", "Home"), ("/study/", "Study"), ("/study/fees-and-funding/", "Fees and funding"), ("/study/fees-and-funding/scholarships/", "Scholarships"), ("", title)])
            + f'<main class="award">{main}</main>' + howto + '<footer>Haldane University, Cairncross Road, Dunholm DH2 5QP. Scottish charity SC018421.</footer>'
        )
        return doc(f"{title} | Haldane University", body)

    a = ("Vice-Chancellor's Excellence Scholarship (PGT)", "3,000", "postgraduate taught", "as a reduction in tuition fees for the first year", "30 June 2024")
    b = ("Vice-Chancellor's Excellence Scholarship (PGR)", "2,000", "postgraduate research", "as a reduction in tuition fees for the first year", "30 June 2024")
    c = ("Alumni Loyalty Award", "1,500", "postgraduate taught", "as a reduction in tuition fees to any Haldane graduate", "31 August 2024")
    d = ("Cairncross Sports Scholarship", "4,000", "undergraduate", "as a cash bursary paid in two instalments", "15 March 2024")
    base = f"{h}/study/fees-and-funding/scholarships"
    return [
        P(f"{base}/vice-chancellors-excellence-scholarship-pgt/", page(*a), "vc-pgt"),
        P(f"{base}/vice-chancellors-excellence-scholarship-pgt/amp/", page(*a, amp=True), "vc-pgt"),
        P(f"{base}/vice-chancellors-excellence-scholarship-pgr/", page(*b), "vc-pgr"),
        P(f"{base}/alumni-loyalty-award/", page(*c), "alumni"),
        P(f"{base}/cairncross-sports-scholarship/", page(*d), "sports"),
    ]


# ---------------------------------------------------------------- 13. boat moorings
@scen("boat_moorings", "marina berth pages: five numbers differ between neighbouring berths, under long marina terms and facilities")
def _moorings():
    h = "https://www.riverbankmarina.co.uk"
    terms = (
        '<div class="terms"><h4>Marina facilities and terms</h4><p>All berths include 24-hour CCTV and gated pontoon access, free Wi-Fi, '
        "use of the shower and laundry block, pump-out and diesel on the service pontoon, and car parking for one vehicle. Electricity is "
        "metered and charged at cost. Annual mooring fees run from 1 April and may be paid in full or by ten monthly direct debits. "
        "All vessels must carry third-party liability insurance of at least £3 million and a current Boat Safety Scheme certificate; "
        "copies must be provided before arrival. Liveaboard use is by separate agreement only.</p><p>Berth dimensions are the maximum "
        "length overall and beam accepted; depths are at the outer end of the finger at mean low water springs and may vary with river "
        "conditions. To arrange a viewing, call the marina office on 01752 555 274 between 9am and 5pm.</p></div>"
    )

    def page(berth, rows, avail):
        body = (
            '<div class="top-bar">Riverbank Marina - Plymouth</div>' + nav([("/", "Home"), ("/moorings/", "Moorings"), ("/boatyard/", "Boatyard"), ("/brokerage/", "Brokerage"), ("/contact/", "Contact")])
            + f'<div class="berth"><h1>Berth {berth}</h1><p class="avail">{avail}</p>' + table_kv(rows, "berth-spec") + "</div>"
            + terms + '<div class="foot">Riverbank Marina Ltd, Tamar Wharf, Plymouth PL5 1JN</div>'
        )
        return doc(f"Berth {berth} - Moorings - Riverbank Marina", body)

    a = ("C14", [("Pontoon", "C"), ("Max length", "10.0m"), ("Max beam", "3.5m"), ("Depth", "2.1m"), ("Annual fee", "£4,180 inc. VAT")], "Available from 1 April 2024")
    b = ("C16", [("Pontoon", "C"), ("Max length", "11.0m"), ("Max beam", "3.8m"), ("Depth", "2.3m"), ("Annual fee", "£4,598 inc. VAT")], "Available from 1 April 2024")
    c = ("A03", [("Pontoon", "A (hammerhead)"), ("Max length", "18.0m"), ("Max beam", "5.2m"), ("Depth", "3.0m"), ("Annual fee", "£9,720 inc. VAT")], "Currently let - waiting list open")
    d = ("F22", [("Pontoon", "F (drying)"), ("Max length", "7.5m"), ("Max beam", "2.8m"), ("Depth", "Dries at low water"), ("Annual fee", "£1,990 inc. VAT")], "Available now")
    return [
        P(f"{h}/moorings/pontoon-c/c14/", page(*a), "c14"),
        P(f"{h}/moorings/pontoon-c/c16/", page(*b), "c16"),
        P(f"{h}/moorings/pontoon-c/c16/?utm_source=google&utm_medium=cpc&utm_campaign=moorings-2024&gclid=Cj0KCQjw8J6wBhDXARIsAPo7QA9", page(*b), "c16"),
        P(f"{h}/moorings/pontoon-a/a03/", page(*c), "a03"),
        P(f"{h}/moorings/pontoon-f/f22/", page(*d), "f22"),
    ]


# ---------------------------------------------------------------- 14. listed buildings
@scen("listed_buildings", "heritage list entries under a long legal-status notice; two pairs of cottages share the same description")
def _listed():
    h = "https://www.heritage-list.org.uk"
    legal = (
        '<div class="legal"><h3>Legal status</h3><p>This building is listed under the Planning (Listed Buildings and Conservation Areas) '
        "Act 1990 as amended for its special architectural or historic interest. Listing covers the whole building, inside and out, and may "
        "also cover objects or structures fixed to it or within its curtilage that pre-date 1 July 1948. Listed building consent is needed "
        "from the local planning authority for any works that would affect its character.</p><p>The description is a summary made at the "
        "time of listing to help identify the building; it is not a complete record of its features, and the absence of a feature from the "
        "description does not mean that it is not of interest. The official record is the National Heritage List; this copy is for "
        "information only and may not reflect later amendments.</p></div>"
    )

    def page(num, name, grade, listed, desc, section=False):
        head = f'<div class="entry"><h1>{name}</h1>' + dl_kv([("List entry number", num), ("Grade", grade), ("Date first listed", listed)], "summary")
        if section:
            head += '<h2>Official list entry</h2>'
        body = (
            '<div class="brand">Heritage List</div>' + nav([("/", "Search the list"), ("/map/", "Map search"), ("/about/", "About listing"), ("/enrich/", "Add your photos")])
            + head + f'<p class="desc">{desc}</p></div>' + legal
            + '<footer>Data reproduced under the Open Government Licence v3.0.</footer>'
        )
        return doc(f"{name}, Grade {grade} - Heritage List", body)

    cott = "Pair of cottages, early C18, altered C19. Coursed limestone rubble with Stonesfield slate roof. Two storeys, two-window range; C20 casements, plank doors in gabled porches. Interior not inspected."
    a = ("1084123", "1 and 2, Church Lane", "II", "14 March 1986", cott)
    b = ("1084124", "3 and 4, Church Lane", "II", "14 March 1986", cott)
    c = ("1052298", "Church of St Mary the Virgin", "I", "2 February 1959", "Parish church, C12 and C13, restored 1874 by G.E. Street. Limestone ashlar, lead and slate roofs. West tower, nave with north and south aisles, chancel. Norman south doorway with chevron ornament.")
    d = ("1389012", "K6 Telephone Kiosk, Market Square", "II", "22 October 1993", "Telephone kiosk. 1935, designed by Sir Giles Gilbert Scott. Cast iron, square with domed roof, unperforated crowns to top panels and margin glazing to windows and door.")
    return [
        P(f"{h}/list-entry/1084123", page(*a), "1084123"),
        P(f"{h}/list-entry/1084123?section=official-list-entry", page(*a, section=True), "1084123"),
        P(f"{h}/list-entry/1084124", page(*b), "1084124"),
        P(f"{h}/list-entry/1052298", page(*c), "1052298"),
        P(f"{h}/list-entry/1389012", page(*d), "1389012"),
    ]


# ---------------------------------------------------------------- 15. war memorial names
@scen("war_memorial_names", "one page per name on a village memorial; two brothers in one battalion differ in first name, dates and burial place")
def _memorial():
    h = "https://www.ashworthmemorial.org.uk"
    about = (
        '<div class="about"><p>The Ashworth War Memorial stands on the village green and was unveiled on 11 November 1921 by Colonel '
        "J. H. Fenwick. It bears the names of 47 men of the parish who died in the First World War and 12 who died in the Second. This site "
        "was created by the Ashworth Local History Group in 2014 to record what is known about each of them, using service records, the "
        "Commonwealth War Graves Commission register, census returns and local newspapers.</p><p><strong>Can you help?</strong> If you "
        "are related to any of the men named, or have photographs, letters or other information about them, we would be very glad to hear "
        'from you. Please write to the group secretary or use the <a href="/contact/">contact form</a>.</p></div>'
    )

    def page(name, lines, printv=False):
        rec = f'<div class="person"><h2>{name}</h2><p>' + "<br>".join(lines) + "</p></div>"
        if printv:
            return doc(f"{name} - Ashworth War Memorial", rec + about + "<p>www.ashworthmemorial.org.uk</p>")
        body = (
            '<div id="banner"><h1>Ashworth War Memorial</h1></div>' + nav([("/", "Home"), ("/ww1/", "First World War"), ("/ww2/", "Second World War"), ("/memorial/", "The memorial"), ("/contact/", "Contact")])
            + rec + about + '<div id="footer">Ashworth Local History Group</div>'
        )
        return doc(f"{name} - Ashworth War Memorial", body)

    a = ("Private Albert Hollins", ["Service number 17042", "2nd Battalion, Lancashire Fusiliers", "Died 1 July 1916, aged 22", "Commemorated on the Thiepval Memorial, France", "Son of Thomas and Mary Hollins of 6 Mill Row, Ashworth"])
    b = ("Private Walter Hollins", ["Service number 17043", "2nd Battalion, Lancashire Fusiliers", "Died 12 October 1917, aged 19", "Buried at Tyne Cot Cemetery, Belgium", "Son of Thomas and Mary Hollins of 6 Mill Row, Ashworth"])
    c = ("Lance Corporal Fred Battersby", ["Service number 240511", "1/5th Battalion, East Lancashire Regiment", "Died 4 June 1915, aged 27", "Commemorated on the Helles Memorial, Gallipoli", "Husband of Edith Battersby of Church Street, Ashworth"])
    d = ("Sergeant Harold Kay", ["Service number 1384407", "Royal Air Force Volunteer Reserve, 49 Squadron", "Died 28 August 1943, aged 24", "Buried at Berlin 1939-1945 War Cemetery", "Son of James and Alice Kay of Ashworth"])
    return [
        P(f"{h}/ww1/hollins-albert/", page(*a), "albert"),
        P(f"{h}/ww1/hollins-walter/", page(*b), "walter"),
        P(f"{h}/ww1/hollins-walter/?print=yes", page(*b, printv=True), "walter"),
        P(f"{h}/ww1/battersby-fred/", page(*c), "battersby"),
        P(f"{h}/ww2/kay-harold/", page(*d), "kay"),
    ]


# ---------------------------------------------------------------- 16. guitar chords
@scen("guitar_chords", "chord pages whose only content is a name, four notes and a tab line; C major and C minor differ by one note and one word")
def _chords():
    h = "https://www.chordbook.net"
    howto = (
        '<div class="howto"><h3>How to read chord diagrams</h3><p>Each diagram shows the guitar neck as if it were standing upright '
        "in front of you: the six vertical lines are the strings, low E on the left and high E on the right, and the horizontal lines are "
        "the frets. Dots show where to place your fingers, and the numbers underneath tell you which finger to use (1 index, 2 middle, "
        "3 ring, 4 little). An O above a string means play it open; an X means do not play it. In tab form the chord is written from the "
        "low E string to the high E string, with x for a muted string.</p><p>Tip: if a chord buzzes, press just behind the fret rather "
        "than on top of it, and keep your thumb behind the neck.</p></div>"
    )
    ad = '<div class="ad-slot" data-slot="chord-top">Advertisement</div>'

    def page(name, notes, tab, fingers, slug, amp=False):
        main = f"<h1>{name} chord</h1>" + table_kv([("Notes", notes), ("Tab", f"<code>{tab}</code>"), ("Fingers", fingers)], "chord")
        if amp:
            return amp_doc(f"{name} Guitar Chord - Chordbook", f"{h}/chords/guitar/{slug}/", main + howto)
        body = (
            '<header><a href="/">Chordbook</a> <form action="/search/"><input name="q" placeholder="Find a chord"></form></header>'
            + nav([("/chords/guitar/", "Guitar"), ("/chords/ukulele/", "Ukulele"), ("/chords/piano/", "Piano"), ("/scales/", "Scales"), ("/tuner/", "Tuner")])
            + ad + f'<main><img src="/diagrams/{slug}.svg" alt="{name} chord diagram">{main}</main>' + howto + '<footer>&copy; 2024 Chordbook. <a href="/privacy/">Privacy</a></footer>'
        )
        return doc(f"{name} Guitar Chord - Chordbook", body)

    a = ("C major", "C E G", "x32010", "- 3 2 - 1 -", "c-major")
    b = ("C minor", "C Eb G", "x35543", "- 1 3 4 2 1", "c-minor")
    c = ("C7", "C E G Bb", "x32310", "- 3 2 4 1 -", "c7")
    d = ("Cmaj7", "C E G B", "x32000", "- 3 2 - - -", "cmaj7")
    return [
        P(f"{h}/chords/guitar/c-major/", page(*a), "c"),
        P(f"{h}/chords/guitar/c-major/amp/", page(*a, amp=True), "c"),
        P(f"{h}/chords/guitar/c-minor/", page(*b), "cm"),
        P(f"{h}/chords/guitar/c7/", page(*c), "c7"),
        P(f"{h}/chords/guitar/cmaj7/", page(*d), "cmaj7"),
        P(f"{h}/chords/guitar/cmaj7/?utm_source=pinterest&utm_medium=social", page(*d), "cmaj7"),
    ]


# ---------------------------------------------------------------- 17. bike-share docks
@scen("bike_share_docks", "docking-station pages whose live bike count and update time change between copies; two stations on one street differ in name and counts")
def _docks():
    h = "https://www.portburycyclehire.co.uk"
    pricing = (
        '<div class="pricing"><h3>How to hire</h3><p>Download the Portbury Cycle Hire app or tap your contactless card at any docking '
        "station terminal. Single rides cost £1.65 for the first 30 minutes and £1.65 for each extra 30 minutes. A day pass is £3.50 and "
        "includes unlimited rides of up to 30 minutes each within 24 hours; an annual membership is £90 and includes unlimited rides of up "
        "to 60 minutes. E-bikes cost an extra 10p per minute.</p><p>Return your bike to any docking station with a free dock and wait for "
        "the green light. If a station is full, the terminal will give you 15 minutes of free time to reach the nearest station with space. "
        "Riders must be 16 or over. Please report damaged bikes using the button on the dock.</p></div>"
    )

    def page(name, num, docks, bikes, ebikes, updated, near):
        body = (
            '<div class="app-header">Portbury Cycle Hire</div>' + nav([("/", "Map"), ("/stations/", "All stations"), ("/pricing/", "Pricing"), ("/help/", "Help")])
            + f'<div class="station"><h1>{name}</h1><p>Station {num} - {near}</p>'
            + f'<ul class="live"><li>{bikes} bikes available</li><li>{ebikes} e-bikes available</li><li>{docks - bikes - ebikes} free docks</li></ul><p class="upd">Updated {updated}</p></div>'
            + pricing + '<div class="f">Portbury Cycle Hire is operated on behalf of Portbury City Council.</div>'
        )
        return doc(f"{name} - Docking station {num} | Portbury Cycle Hire", body)

    return [
        P(f"{h}/stations/214", page("Harbourside, Cannon Street", 214, 24, 9, 2, "2 minutes ago", "outside the Maritime Museum"), "214"),
        P(f"{h}/stations/214?refresh=1", page("Harbourside, Cannon Street", 214, 24, 6, 3, "just now", "outside the Maritime Museum"), "214"),
        P(f"{h}/stations/215", page("Harbourside, Quay Street", 215, 18, 11, 0, "1 minute ago", "by the ferry landing"), "215"),
        P(f"{h}/stations/301", page("Temple Meads Station", 301, 40, 23, 5, "4 minutes ago", "at the station forecourt"), "301"),
        P(f"{h}/stations/118", page("University Road", 118, 20, 2, 1, "3 minutes ago", "opposite the Students' Union"), "118"),
    ]


# ---------------------------------------------------------------- 18. race results
@scen("race_results", "one runner's result per page; runners in the same club and category differ only in name, bib and times")
def _results():
    h = "https://results.harbourhalf.co.uk"
    notes = (
        '<div class="notes"><p>Results are provisional until 7 days after the race. Chip time is measured from when you crossed the start '
        "mat to when you crossed the finish; gun time, which decides positions and prizes under UK Athletics rules, is measured from the "
        "start signal. If you believe your time is wrong, email results@harbourhalf.co.uk with your bib number and, if you can, a photo "
        "or a GPS file of your run.</p><p>Official race photos are available from our photography partner and can be found by searching "
        "for your bib number. Certificates can be downloaded from this page once results are confirmed. The Harbour Half is run under a "
        "UK Athletics permit; a £2 levy from every unaffiliated entry goes to England Athletics.</p></div>"
    )

    def page(name, bib, club, cat, chip, gun, pos, catpos):
        body = (
            '<div class="hdr"><img src="/img/harbour-half-2024.png" alt="Harbour Half Marathon 2024"></div>' + nav([("/2024/", "2024 results"), ("/2023/", "2023 results"), ("/search/", "Find a runner")])
            + '<div class="result"><h1>Harbour Half Marathon 2024</h1>'
            + table_rows(["Name", "Bib", "Club", "Category", "Chip time", "Gun time", "Position", "Cat. position"], [[name, bib, club, cat, chip, gun, pos, catpos]], "runner")
            + "</div>" + notes + '<div class="ftr">Timing by ChipTrack Ltd</div>'
        )
        return doc(f"{name} - Harbour Half Marathon 2024 results", body)

    a = ("Sarah Whitlock", "1432", "Portbury Harriers", "F40", "1:38:12", "1:38:47", "412", "9")
    b = ("Sarah Whitcombe", "1438", "Portbury Harriers", "F40", "1:41:05", "1:41:39", "503", "14")
    c = ("Daniel Osei", "2210", "Unattached", "MSEN", "1:21:54", "1:22:02", "37", "22")
    d = ("Margaret Finch", "0078", "Clevedon AC", "F65", "2:05:30", "2:06:48", "1688", "2")
    return [
        P(f"{h}/2024/runner/1432", page(*a), "1432"),
        P(f"{h}/2024/runner/1432?utm_source=email&utm_campaign=results-2024", page(*a), "1432"),
        P(f"{h}/2024/runner/1438", page(*b), "1438"),
        P(f"{h}/2024/runner/2210", page(*c), "2210"),
        P(f"{h}/2024/runner/0078", page(*d), "0078"),
    ]


# ---------------------------------------------------------------- 19. 公厕位置
@scen("public_toilets_zh", "城管公厕查询详情页：同一公园东门、西门两座公厕只差名称、蹲位数和地址；长的文明如厕倡议在每页")
def _toilets_zh():
    h = "http://cgj.hexi.gov.cn"
    advice = (
        '<div class="tips"><h4>文明如厕倡议</h4><p>公共厕所是城市文明的窗口。请广大市民和游客自觉维护公厕卫生，做到便后冲水、'
        "纸屑入篓，不在厕所内吸烟、乱涂乱画，不随意丢弃杂物堵塞便池；爱护厕所内的洗手台、烘手器、扶手等设施，节约用水用电。"
        "老人、儿童、残障人士如需帮助，可联系现场保洁人员。</p><p>市民可通过“河西城管”微信小程序“找厕所”功能查询附近公厕的位置和"
        "开放时间，公厕信息如有变动以现场公示为准。如发现公厕设施损坏、卫生不达标或未按时开放，请拨打城管服务热线 0931-12319 "
        "进行反映，我们将在24小时内处理并反馈。</p></div>"
    )
    top = (
        '<div class="header"><img src="/images/logo.png" alt="河西区城市管理局"></div>'
        + nav([("/", "首页"), ("/zwgk/", "政务公开"), ("/bsfw/", "办事服务"), ("/gcxx/", "公厕信息"), ("/hdjl/", "互动交流")], "menu")
    )
    foot = (
        '<div class="footer"><p>版权所有：河西区城市管理局　主办单位：河西区城市管理局</p>'
        "<p>地址：河西区建设路18号　联系电话：0931-8812345　陇ICP备05001234号-1</p><p>网站标识码：6201050012</p></div>"
    )

    def page(name, rows, views, date):
        body = (
            top + '<div class="location">当前位置：<a href="/">首页</a> &gt; <a href="/gcxx/">公厕信息</a> &gt; 公厕详情</div>'
            + f'<div class="article"><h2 class="title">{name}</h2><div class="info">发布时间：{date}　浏览次数：{views}</div>'
            + table_kv(rows, "gc") + "</div>" + advice + foot
        )
        return doc_old(f"{name}-河西区城市管理局", body)

    a = ("人民公园东门公厕", [("地址", "河西区人民路与公园东路交叉口东北角"), ("类别", "二类"), ("开放时间", "全天开放"), ("男厕蹲位", "6个"), ("女厕蹲位", "10个"), ("第三卫生间", "有"), ("管理单位", "河西区环卫中心")])
    b = ("人民公园西门公厕", [("地址", "河西区人民路与公园西路交叉口西南角"), ("类别", "二类"), ("开放时间", "全天开放"), ("男厕蹲位", "4个"), ("女厕蹲位", "8个"), ("第三卫生间", "无"), ("管理单位", "河西区环卫中心")])
    c = ("滨河路三号公厕", [("地址", "河西区滨河中路黄河铁桥西侧200米"), ("类别", "一类"), ("开放时间", "6:00-23:00"), ("男厕蹲位", "8个"), ("女厕蹲位", "12个"), ("第三卫生间", "有，含母婴室"), ("管理单位", "河西区环卫中心")])
    d = ("西站农贸市场公厕", [("地址", "河西区西站路农贸市场北门内"), ("类别", "三类"), ("开放时间", "7:00-20:00"), ("男厕蹲位", "3个"), ("女厕蹲位", "4个"), ("第三卫生间", "无"), ("管理单位", "西站农贸市场")])
    return [
        P(f"{h}/gcxx/2023/0612/1043.html", page(*a, 318, "2023-06-12"), "dongmen"),
        P("https://cgj.hexi.gov.cn/gcxx/2023/0612/1043.html", page(*a, 342, "2023-06-12"), "dongmen"),
        P(f"{h}/gcxx/2023/0612/1044.html", page(*b, 205, "2023-06-12"), "ximen"),
        P(f"{h}/gcxx/2023/0703/1102.html", page(*c, 561, "2023-07-03"), "binhe"),
        P(f"{h}/gcxx/2023/0703/1109.html", page(*d, 97, "2023-07-03"), "xizhan"),
    ]


# ---------------------------------------------------------------- 20. 加油站
@scen("gas_stations_zh", "油企加油站详情：同城两站只差站名、地址、电话和是否有柴油；另有 /m/ 手机版")
def _gas_zh():
    h = "https://www.hengtongpetro.com.cn"
    safety = (
        '<div class="safe"><div class="hd">加油站安全须知</div><div class="bd">进站请减速慢行，服从加油员指挥，加油时请熄火，'
        "站内严禁吸烟、拨打或接听手机，严禁使用明火。请勿使用塑料桶等非专用容器加装汽油，散装汽油须凭公安机关核发的购买证明办理。"
        "摩托车加油请下车，电动车请勿进入加油区。<br>恒通石油加油卡可在全省所有恒通加油站通用，持卡加油享受积分，积分可兑换"
        "洗车券、便利店商品和油品代金券。办卡请携带本人身份证到任一加油站营业室办理，单位卡请携带营业执照副本。客户服务热线："
        "400-600-9588（7×24小时）。<br>发票说明：使用现金、银行卡、微信或支付宝加油的，可在加油后凭小票到营业室开具增值税电子普通发票；"
        "使用加油卡充值的，充值时已开具发票的，消费时不再重复开具。单位客户如需开具增值税专用发票，请提前在官网“发票服务”栏目登记开票信息。</div></div>"
    )

    def page(name, rows):
        body = (
            '<div class="top"><div class="w1200"><a class="logo" href="/">恒通石油</a>'
            + nav([("/", "首页"), ("/about/", "关于我们"), ("/jyz/", "加油站查询"), ("/card/", "加油卡"), ("/news/", "新闻中心"), ("/contact/", "联系我们")]) + "</div></div>"
            + '<div class="w1200"><div class="pos">您的位置：<a href="/">首页</a> &gt; <a href="/jyz/">加油站查询</a> &gt; 站点详情</div>'
            + f'<div class="station"><h1>{name}</h1>' + ul_kv(rows, "zd") + "</div>" + safety + "</div>"
            + '<div class="foot">Copyright 2024 恒通石油销售有限公司 版权所有　苏ICP备12045678号</div>'
        )
        return doc(f"{name}_加油站查询_恒通石油", body, "zh-CN")

    def mobile(name, rows):
        body = (
            '<header class="m-head"><a href="/m/" class="back">返回</a>站点详情</header>'
            + f'<div class="m-card"><h3>{name}</h3>' + "".join(f"<p>{k}：{v}</p>" for k, v in rows) + "</div>" + safety
            + '<footer class="m-foot">恒通石油 版权所有</footer>'
        )
        return doc(f"{name}_恒通石油", body, "zh-CN")

    a = ("恒通石油南京中山北路加油站", [("地址", "南京市鼓楼区中山北路288号"), ("电话", "025-8331 2201"), ("油品", "92#、95#、98#汽油，0#柴油"), ("营业时间", "24小时"), ("服务", "便利店、自助洗车、卫生间")])
    b = ("恒通石油南京中山南路加油站", [("地址", "南京市秦淮区中山南路455号"), ("电话", "025-8446 1307"), ("油品", "92#、95#汽油"), ("营业时间", "24小时"), ("服务", "便利店、卫生间")])
    c = ("恒通石油江宁开发区加油站", [("地址", "南京市江宁区双龙大道1188号"), ("电话", "025-5218 0096"), ("油品", "92#、95#汽油，0#柴油，车用尿素"), ("营业时间", "6:00-23:00"), ("服务", "便利店、充电桩、轮胎充气")])
    d = ("恒通石油溧水高速服务区加油站（南向北）", [("地址", "宁杭高速溧水服务区"), ("电话", "025-5601 7733"), ("油品", "92#、95#汽油，0#柴油"), ("营业时间", "24小时"), ("服务", "便利店、餐饮、卫生间")])
    return [
        P(f"{h}/jyz/detail/1206.html", page(*a), "zhongshanbei"),
        P(f"{h}/m/jyz/1206.html", mobile(*a), "zhongshanbei"),
        P(f"{h}/jyz/detail/1207.html", page(*b), "zhongshannan"),
        P(f"{h}/jyz/detail/1315.html", page(*c), "jiangning"),
        P(f"{h}/jyz/detail/1402.html", page(*d), "lishui"),
    ]


# ---------------------------------------------------------------- 21. 违章查询结果 (GBK)
@scen("traffic_violation_results_zh", "GBK 违章查询结果页：车牌打码、一条记录几项字段，长的温馨提示；复制页查询时间和时间戳参数不同")
def _violations_zh():
    h = "http://www.cheyoubang.net"
    tips = (
        '<div class="wxts"><b>温馨提示：</b><br>1、本站数据来源于各地公安交通管理部门公开信息，仅供参考，具体以当地交管部门处理结果为准。'
        "<br>2、交通技术监控记录一般在违法行为发生后3至15个工作日内录入系统，如刚发生的违法暂未查到，请过几天再来查询。"
        "<br>3、非本地车辆的异地违法，可通过“交管12123”APP或到任一车管所、交警大队违法处理窗口办理，需携带机动车行驶证和驾驶证。"
        "<br>4、违法记录处理后罚款请在15日内缴纳，逾期每日按罚款数额的3%加处罚款。<br>5、本站不提供代办、消分服务，"
        "凡以本站名义收费的均属诈骗，请车主提高警惕。</div>"
    )

    def page(plate, rows, qtime):
        body = (
            '<div id="top"><a href="/">车友帮</a> | <a href="/wz/">违章查询</a> | <a href="/nj/">年检</a> | <a href="/bx/">车险</a> | <a href="/yj/">油价</a></div>'
            + '<div class="weizhi">当前位置：<a href="/">首页</a> &gt; <a href="/wz/">违章查询</a> &gt; 查询结果</div>'
            + f'<div class="result"><div class="tit">{plate} 违章查询结果</div><div class="qt">查询时间：{qtime}</div>'
            + table_rows(["违法时间", "违法地点", "违法行为", "罚款(元)", "记分", "状态"], rows, "wz") + "</div>" + tips
            + '<div id="foot">版权所有 车友帮 Copyright 2009-2024　粤ICP备09087654号</div>'
        )
        return doc_old(f"{plate}违章查询结果-车友帮", body)

    a = ("粤B1**45", [["2024-03-02 08:41", "深南大道与彩田路交叉口", "不按导向车道行驶", "100", "2", "未处理"]])
    b = ("粤B3**17", [["2024-03-02 08:47", "深南大道与彩田路交叉口", "不按导向车道行驶", "100", "2", "未处理"], ["2024-01-19 18:22", "滨海大道侨城东路段", "超速未达20%", "200", "3", "已处理"]])
    c = ("粤S7**09", [["2024-02-14 11:05", "东莞大道鸿福路口", "机动车违反禁令标志指示", "200", "3", "未处理"]])
    d = ("粤B9**62", [["2024-03-11 07:58", "北环大道香蜜湖立交", "驾驶时拨打接听手持电话", "50", "3", "未处理"]])
    return [
        P(f"{h}/wz/cx_58211.html", page(*a, "2024-03-20 21:14:07"), "b145", "gbk"),
        P(f"{h}/wz/cx_58211.html?t=1711017312", page(*a, "2024-03-21 18:35:12"), "b145", "gbk"),
        P(f"{h}/wz/cx_58230.html", page(*b, "2024-03-20 21:30:44"), "b317", "gbk"),
        P(f"{h}/wz/cx_58304.html", page(*c, "2024-03-21 09:02:19"), "s709", "gbk"),
        P(f"{h}/wz/cx_58377.html", page(*d, "2024-03-21 12:47:50"), "b962", "gbk"),
    ]


# ---------------------------------------------------------------- 22. 社区活动
@scen("community_events_zh", "社区活动预告：每月一期的亲子阅读会只差日期和书名；报名须知和社区简介比正文长")
def _community_zh():
    h = "https://www.xhjd.gov.cn"
    intro = (
        '<div class="side"><h4>社区简介</h4><p>新华社区位于新华街道中部，辖区面积0.8平方公里，现有居民小区11个，常住人口1.2万人。'
        "社区党群服务中心设有图书室、老年活动室、四点半课堂、多功能活动厅等服务场所，常年开展文体、助老、助学等各类活动。</p>"
        "<h4>报名须知</h4><p>1. 活动报名请拨打社区服务电话或到党群服务中心一楼服务台现场登记，名额有限，报满即止。"
        "2. 亲子类活动须由家长全程陪同，请按时到场签到。3. 活动期间请遵守现场秩序，爱护公共设施。"
        "4. 如遇天气等原因活动调整，将在社区居民群及本网站另行通知。服务电话：0571-8802 6613（工作日8:30-17:00）。</p></div>"
    )

    def page(title, rows, date, printv=False):
        main = f'<div class="con"><h1>{title}</h1><div class="sj">发布日期：{date}　来源：新华社区居委会</div>' + ul_kv(rows, "hd") + "</div>"
        if printv:
            return doc(title, main + intro + '<p class="print">【打印本页】【关闭窗口】</p>', "zh-CN")
        body = (
            '<div class="banner">新华街道办事处</div>' + nav([("/", "首页"), ("/jdgk/", "街道概况"), ("/sqfw/", "社区服务"), ("/sqhd/", "社区活动"), ("/tzgg/", "通知公告")])
            + '<div class="dqwz">当前位置：<a href="/">首页</a> &gt;&gt; <a href="/sqhd/">社区活动</a></div>'
            + main + intro + '<div class="bottom">版权所有：杭州市上城区新华街道办事处　浙ICP备13027711号</div>'
        )
        return doc(f"{title}-新华街道", body, "zh-CN")

    a = ("“书香邻里”亲子阅读会（四月）", [("活动时间", "2024年4月13日（周六）9:30-11:00"), ("活动地点", "社区党群服务中心三楼图书室"), ("活动内容", "共读绘本《小蓝和小黄》，手工制作色彩卡片"), ("参加对象", "4-8岁儿童及家长"), ("名额", "20组家庭")])
    b = ("“书香邻里”亲子阅读会（五月）", [("活动时间", "2024年5月11日（周六）9:30-11:00"), ("活动地点", "社区党群服务中心三楼图书室"), ("活动内容", "共读绘本《好饿的毛毛虫》，手工制作毛毛虫书签"), ("参加对象", "4-8岁儿童及家长"), ("名额", "20组家庭")])
    c = ("老年人智能手机使用培训", [("活动时间", "2024年4月17日（周三）14:00-16:00"), ("活动地点", "社区党群服务中心二楼多功能厅"), ("活动内容", "健康码、移动支付、网上挂号等常用功能讲解"), ("参加对象", "辖区60周岁以上老人"), ("名额", "30人")])
    d = ("免费义诊进社区", [("活动时间", "2024年4月20日（周六）8:30-11:30"), ("活动地点", "新华社区文化广场"), ("活动内容", "测血压、血糖，中医推拿，用药咨询"), ("参加对象", "辖区居民"), ("名额", "不限")])
    return [
        P(f"{h}/sqhd/202404/t20240408_88213.html", page(*a, "2024-04-08"), "apr"),
        P(f"{h}/sqhd/202405/t20240506_89017.html", page(*b, "2024-05-06"), "may"),
        P(f"{h}/sqhd/202405/t20240506_89017.html?print=1", page(*b, "2024-05-06", printv=True), "may"),
        P(f"{h}/sqhd/202404/t20240410_88290.html", page(*c, "2024-04-10"), "phone"),
        P(f"{h}/sqhd/202404/t20240415_88402.html", page(*d, "2024-04-15"), "yizhen"),
    ]


# ---------------------------------------------------------------- 23. 菜谱
@scen("recipes_zh", "菜谱站：红烧肉和红烧排骨用料、步骤大半相同；页面上 APP 推广、小贴士、免责声明比菜谱本身长")
def _recipes_zh():
    h = "https://www.chufangji.com"
    promo = (
        '<div class="app-promo"><p>下载厨房记APP，收藏菜谱、跟着视频一步步做，还能上传你的作品和大家交流。每天更新上百道家常菜、'
        "烘焙、快手早餐，支持按食材搜索，冰箱里有什么就做什么。</p></div>"
        '<div class="kitchen-tips"><h4>厨房小贴士</h4><p>炒糖色时火要小，糖全部融化并冒出细密的小泡、颜色变成枣红色时立即下肉，'
        "时间过长会发苦。炖肉要一次加足热水，中途加冷水会使肉质变紧变柴。收汁阶段要不停翻动，防止粘锅。"
        "焯水时冷水下锅，加几片姜和少许料酒，水开后撇去浮沫再煮两三分钟，能有效去除腥味。老抽主要用来上色，用量不宜多，"
        "咸味以生抽和盐来调节。用铸铁锅或砂锅小火慢炖，肉质会更加软糯。</p></div>"
        '<div class="disclaimer">本站菜谱由用户上传，仅供参考，用量请根据个人口味调整。如菜谱内容侵犯了您的权益，请联系 '
        "kefu@chufangji.com，我们将在核实后及时处理。未经授权禁止转载。</div>"
    )

    def page(name, author, ings, steps, printv=False, views=None):
        ing = '<ul class="ings">' + "".join(f"<li><span>{a}</span><span>{b}</span></li>" for a, b in ings) + "</ul>"
        st = '<ol class="steps">' + "".join(f"<li>{s}</li>" for s in steps) + "</ol>"
        if printv:
            return doc(f"{name}的做法", f"<h1>{name}</h1><p>作者：{author}</p><h3>用料</h3>{ing}<h3>做法</h3>{st}" + promo, "zh-CN")
        vw = f'<span class="views">{views}人看过</span>' if views else ""
        body = (
            '<div class="header"><a href="/" class="logo">厨房记</a><form action="/search/"><input name="keyword" placeholder="搜索菜谱、食材"></form>'
            + nav([("/", "首页"), ("/category/", "菜谱分类"), ("/explore/", "流行菜谱"), ("/works/", "作品动态"), ("/app/", "下载APP")]) + "</div>"
            + f'<div class="recipe"><h1 class="page-title">{name}</h1><div class="author">{author} {vw}</div><h2>用料</h2>{ing}<h2>{name}的做法步骤</h2>{st}</div>'
            + promo + '<div class="footer">厨房记 版权所有 京ICP备11018821号-2</div>'
        )
        return doc(f"【{name}的做法步骤图】{author}_厨房记", body, "zh-CN")

    a = ("红烧肉", "阿朱的小厨房", [("五花肉", "500克"), ("冰糖", "20克"), ("生抽", "2勺"), ("老抽", "1勺"), ("料酒", "2勺"), ("葱姜", "适量")],
         ["五花肉切3厘米见方的块，冷水下锅焯水后捞出。", "锅中少油放冰糖，小火炒出糖色，下肉块翻炒上色。", "加料酒、生抽、老抽和葱姜，加开水没过肉，小火炖1小时。", "大火收汁即可。"])
    b = ("红烧排骨", "阿朱的小厨房", [("猪肋排", "500克"), ("冰糖", "15克"), ("生抽", "2勺"), ("老抽", "半勺"), ("料酒", "2勺"), ("葱姜", "适量")],
         ["排骨剁小段，冷水下锅焯水后捞出。", "锅中少油放冰糖，小火炒出糖色，下排骨翻炒上色。", "加料酒、生抽、老抽和葱姜，加开水没过排骨，小火炖40分钟。", "大火收汁即可。"])
    c = ("番茄炒蛋", "厨房新手小王", [("番茄", "2个"), ("鸡蛋", "3个"), ("白糖", "1小勺"), ("盐", "适量"), ("葱花", "少许")],
         ["番茄切块，鸡蛋加少许盐打散。", "热锅多油，倒入蛋液炒至凝固盛出。", "锅中留底油，下番茄炒出汁，加糖和盐。", "倒回鸡蛋翻匀，撒葱花出锅。"])
    d = ("葱油拌面", "面食控", [("细面", "200克"), ("小葱", "1把"), ("生抽", "3勺"), ("老抽", "1勺"), ("白糖", "1勺")],
         ["小葱切段，葱白葱绿分开。", "冷油下葱白小火炸至微黄，再下葱绿炸至焦脆。", "关火加生抽、老抽、白糖搅匀成葱油。", "面条煮熟捞出，拌入葱油即可。"])
    return [
        P(f"{h}/recipe/106734/", page(*a, views="2.3万"), "hongshaorou"),
        P(f"{h}/recipe/106734/?from=timeline", page(*a, views="2.3万"), "hongshaorou"),
        P(f"{h}/recipe/106734/print/", page(*a, printv=True), "hongshaorou"),
        P(f"{h}/recipe/106751/", page(*b, views="8912"), "paigu"),
        P(f"{h}/recipe/100213/", page(*c, views="15.6万"), "fanqie"),
        P(f"{h}/recipe/104889/", page(*d, views="4.1万"), "congyou"),
    ]


# ---------------------------------------------------------------- 24. 公租房配租公示
@scen("public_rental_allocation_zh", "公租房配租结果公示：每批一张小表，批次相邻的两页只差批次号、日期和几户名单；公示说明在表格之前")
def _gzf_zh():
    h = "http://zjj.yuhang.gov.cn"
    note = (
        '<div class="gsyq"><p>根据《杭州市余杭区公共租赁住房管理办法》有关规定，经申请人摇号选房，现将本批次公共租赁住房配租结果予以公示。'
        "公示期为7个工作日。公示期内，任何单位和个人对公示对象有异议的，可通过来信、来电、来访等方式向区住房保障服务中心反映，"
        "反映情况须实事求是，提倡署真实姓名和联系方式，我们将严格为反映人保密。公示期满无异议或经核查异议不成立的，"
        "由区住房保障服务中心通知配租家庭签订租赁合同。</p><p>联系电话：0571-8923 1156　地址：余杭区临平大道502号住房保障服务中心二楼"
        "（为保护个人隐私，申请人姓名中间字以*代替）</p></div>"
    )

    def page(batch, date, rows, views):
        body = (
            '<div class="head"><img src="/images/banner.jpg" alt="余杭区住房和城乡建设局"></div>'
            + nav([("/", "网站首页"), ("/xxgk/", "信息公开"), ("/zfbz/", "住房保障"), ("/zcfg/", "政策法规"), ("/bsfw/", "办事服务")])
            + '<div class="position">您现在的位置：<a href="/">首页</a> &gt; <a href="/zfbz/">住房保障</a> &gt; <a href="/zfbz/pzgs/">配租公示</a></div>'
            + f'<div class="article"><h1>余杭区{batch}公共租赁住房配租结果公示</h1><div class="attr">发布日期：{date}　浏览次数：{views}</div>'
            + note + table_rows(["序号", "申请人", "家庭人口", "配租房源"], rows, "pz") + "</div>"
            + '<div class="footer">主办：杭州市余杭区住房和城乡建设局　版权所有　浙ICP备05013385号　网站标识码：3301100023</div>'
        )
        return doc_old(f"余杭区{batch}公共租赁住房配租结果公示", body)

    a = ("2024年第3批", "2024-03-18", [["1", "陈*华", "3", "星桥家园12幢2单元601"], ["2", "李*", "2", "星桥家园12幢1单元302"], ["3", "王*平", "4", "星桥家园14幢2单元1103"]])
    b = ("2024年第4批", "2024-04-15", [["1", "张*军", "3", "星桥家园14幢1单元802"], ["2", "周*", "1", "星桥家园15幢2单元204"], ["3", "陈*华", "2", "星桥家园15幢1单元905"]])
    c = ("2024年第5批（人才专项）", "2024-05-13", [["1", "刘*宇", "1", "未来科技城人才公寓3幢1208"], ["2", "许*", "2", "未来科技城人才公寓3幢1511"]])
    d = ("2023年第12批", "2023-12-11", [["1", "沈*林", "2", "临平新城公租房A区5幢703"], ["2", "吴*芳", "3", "临平新城公租房A区6幢1202"], ["3", "顾*", "1", "临平新城公租房B区2幢309"], ["4", "马*强", "4", "临平新城公租房B区3幢1006"]])
    return [
        P(f"{h}/zfbz/pzgs/202403/t20240318_4412.html", page(*a, 1288), "b3"),
        P("https://zjj.yuhang.gov.cn/zfbz/pzgs/202403/t20240318_4412.html", page(*a, 1305), "b3"),
        P(f"{h}/zfbz/pzgs/202404/t20240415_4519.html", page(*b, 976), "b4"),
        P(f"{h}/zfbz/pzgs/202405/t20240513_4633.html", page(*c, 641), "b5"),
        P(f"{h}/zfbz/pzgs/202312/t20231211_4102.html", page(*d, 2210), "b12"),
    ]


# ---------------------------------------------------------------- 25. 渔业捕捞许可
@scen("fishing_licences_zh", "渔业捕捞许可证公示：几条渔船只差船名号、功率、证号；伏季休渔提示很长；有打印版")
def _yuye_zh():
    h = "http://nyncj.xiangshan.gov.cn"
    xiuyu = (
        '<div class="notice"><strong>伏季休渔提示：</strong>根据农业农村部关于调整海洋伏季休渔制度的通告，北纬26度30分至北纬35度之间的东海海域，'
        "拖网、围网、帆张网等作业类型休渔时间为5月1日12时至9月16日12时，桁杆拖虾、笼壶类、刺网和灯光围（敷）网休渔时间为5月1日12时至"
        "8月1日12时。休渔期间，渔船应回港停泊，不得擅自出海作业；未经批准，严禁渔获物海上过驳。渔船船东是安全生产和遵守休渔规定的"
        "第一责任人，违反规定的将依法没收渔获物和渔具，并处罚款，情节严重的吊销捕捞许可证。举报电话：0574-6578 1011。</div>"
    )

    def page(ship, rows, printv=False):
        t = table_kv([("船名号", ship)] + rows, "xk")
        if printv:
            return doc(f"{ship}渔业捕捞许可证信息", f"<h3>{ship}渔业捕捞许可证信息</h3>{t}{xiuyu}", "zh-CN")
        body = (
            '<div class="top-banner">象山县农业农村局</div>' + nav([("/", "首页"), ("/zwgk/", "政务公开"), ("/yyjg/", "渔业管理"), ("/xzxk/", "行政许可"), ("/hdjl/", "互动交流")])
            + '<div class="crumb">当前位置：首页 &gt; 渔业管理 &gt; 捕捞许可公示</div>'
            + f'<div class="detail"><h2>渔业捕捞许可证信息公示</h2>{t}</div>{xiuyu}'
            + '<div class="copyright">版权所有：象山县农业农村局　浙ICP备10219874号</div>'
        )
        return doc(f"渔业捕捞许可证信息公示_{ship}", body, "zh-CN")

    a = ("浙象渔10268", [("许可证号", "(浙象)船捕(2024)HY-100268号"), ("船长", "38.6米"), ("主机功率", "330千瓦"), ("作业类型", "单拖"), ("作业场所", "C2 东海"), ("有效期", "2024-01-01至2028-12-31")])
    b = ("浙象渔10271", [("许可证号", "(浙象)船捕(2024)HY-100271号"), ("船长", "38.6米"), ("主机功率", "330千瓦"), ("作业类型", "单拖"), ("作业场所", "C2 东海"), ("有效期", "2024-01-01至2028-12-31")])
    c = ("浙象渔32015", [("许可证号", "(浙象)船捕(2023)HY-320015号"), ("船长", "22.0米"), ("主机功率", "88千瓦"), ("作业类型", "刺网"), ("作业场所", "C1 东海"), ("有效期", "2023-06-01至2028-05-31")])
    d = ("浙象渔运0583", [("许可证号", "(浙象)船捕(2022)YF-000583号"), ("船长", "45.2米"), ("主机功率", "441千瓦"), ("作业类型", "捕捞辅助（冷藏运输）"), ("作业场所", "C2 东海"), ("有效期", "2022-03-15至2027-03-14")])
    return [
        P(f"{h}/art/2024/1/8/art_1229041_10268.html", page(*a), "10268"),
        P(f"{h}/art/2024/1/8/art_1229041_10271.html", page(*b), "10271"),
        P(f"{h}/art/2023/6/2/art_1229041_32015.html", page(*c), "32015"),
        P(f"{h}/art/2023/6/2/art_1229041_32015.html?print=1", page(*c, printv=True), "32015"),
        P(f"{h}/art/2022/3/16/art_1229041_0583.html", page(*d), "0583"),
    ]


# ---------------------------------------------------------------- 26. 食品抽检结果
@scen("food_sampling_zh", "市场监管抽检结果：同一企业同一产品两个批次，一个合格一个不合格，只差批次日期和结论几字")
def _choujian_zh():
    h = "https://scjgj.jinhua.gov.cn"
    shuoming = (
        '<div class="sm"><h4>抽检说明</h4><p>本次抽检依据《食品安全国家标准 食品中污染物限量》（GB 2762）、《食品安全国家标准 食品添加剂使用标准》'
        "（GB 2760）等标准及产品明示标准和指标的要求。抽检结果仅对所抽样品负责。对抽检中发现的不合格产品，市场监管部门已责令相关"
        "食品生产经营者立即采取下架、召回不合格产品等措施，查清产品流向，分析不合格原因并进行整改，同时依法开展调查处理。</p>"
        "<h4>消费提示</h4><p>消费者购买食品时应选择正规渠道，查看包装标签上的生产日期、保质期和生产许可证编号，索要并保存购物凭证。"
        "如发现食品安全问题，可拨打投诉举报电话12315。</p></div>"
    )

    def page(title, rows, date):
        body = (
            '<div class="head-wrap"><div class="logo">金华市市场监督管理局</div></div>'
            + nav([("/", "首页"), ("/xxgk/", "信息公开"), ("/spaq/", "食品安全"), ("/cjxx/", "抽检信息"), ("/tsjb/", "投诉举报")])
            + '<div class="bread">当前位置：<a href="/">首页</a> » <a href="/cjxx/">抽检信息</a> » 正文</div>'
            + f'<div class="zw"><h1>{title}</h1><p class="date">{date}</p>' + table_kv(rows, "cj") + "</div>"
            + shuoming + '<div class="ft">金华市市场监督管理局 版权所有　浙ICP备2020034511号</div>'
        )
        return doc(f"{title}_金华市市场监督管理局", body, "zh-CN")

    t = "食品安全监督抽检信息"
    a = (t, [("样品名称", "酱香型白酒"), ("规格型号", "500ml/瓶　53%vol"), ("生产日期/批号", "2023-09-12"), ("标称生产企业", "浙江金华府酒业有限公司"), ("被抽样单位", "婺城区好又多超市"), ("检验结论", "合格")], "2024-01-26")
    b = (t, [("样品名称", "酱香型白酒"), ("规格型号", "500ml/瓶　53%vol"), ("生产日期/批号", "2023-11-03"), ("标称生产企业", "浙江金华府酒业有限公司"), ("被抽样单位", "金东区惠民烟酒商行"), ("检验结论", "不合格（酒精度实测值51.2%vol）")], "2024-02-23")
    c = (t, [("样品名称", "油条"), ("规格型号", "散装称重"), ("生产日期/批号", "2024-02-20"), ("标称生产企业", "/"), ("被抽样单位", "义乌市稠城老王早餐店"), ("检验结论", "不合格（铝的残留量）")], "2024-03-08")
    d = (t, [("样品名称", "鲜鸡蛋"), ("规格型号", "散装称重"), ("生产日期/批号", "2024-02-27"), ("标称生产企业", "/"), ("被抽样单位", "兰溪市百姓农贸市场周某摊位"), ("检验结论", "合格")], "2024-03-08")
    return [
        P(f"{h}/cjxx/202401/t20240126_8841.html", page(*a), "baijiu-ok"),
        P(f"{h}/cjxx/202402/t20240223_8977.html", page(*b), "baijiu-bad"),
        P(f"{h}/cjxx/202403/t20240308_9102.html", page(*c), "youtiao"),
        P(f"{h}/cjxx/202403/t20240308_9102/index.html", page(*c), "youtiao"),
        P(f"{h}/cjxx/202403/t20240308_9105.html", page(*d), "jidan"),
    ]


# ---------------------------------------------------------------- 27. 人才公寓
@scen("talent_apartments_zh", "人才公寓项目页：长的申请流程在左栏每页出现；两期项目只差期数、套数、面积和租金")
def _rcgy_zh():
    h = "https://rcj.suzhou-sip.gov.cn"
    flow = (
        '<div class="left"><div class="box"><h3>申请流程</h3><ol><li>在“园区人才服务”平台注册并完成实名认证；</li><li>选择意向项目和房型，'
        "在线填写申请表并上传劳动合同、社保缴纳证明、学历学位证书等材料；</li><li>用人单位在3个工作日内完成审核确认；</li><li>人才服务中心"
        "复核，复核通过后进入配租轮候，按申请时间先后顺序配租；</li><li>收到配租通知后5个工作日内到项目现场签订租赁合同并缴纳押金。</li></ol>"
        "<p>申请条件：在园区工作、缴纳社保满3个月，本人及配偶在园区无自有住房，具有全日制本科及以上学历或中级及以上职称。租期一般为一年，"
        "期满可续租，累计租住不超过6年。咨询电话：0512-6658 7210。</p></div></div>"
    )

    def page(name, rows, views):
        body = (
            '<div class="header">苏州工业园区人才服务中心</div>' + nav([("/", "首页"), ("/zcwj/", "政策文件"), ("/rcgy/", "人才公寓"), ("/rcbt/", "人才补贴"), ("/lxwm/", "联系我们")])
            + '<div class="main">' + flow
            + '<div class="right"><div class="path">当前位置：首页 / 人才公寓 / 项目详情</div>'
            + f'<div class="xm"><h2>{name}</h2><div class="count">浏览量：{views}</div>' + table_kv(rows, "xq") + "</div></div></div>"
            + '<div class="footer">版权所有 苏州工业园区人才服务中心　苏ICP备10087112号</div>'
        )
        return doc(f"{name}-人才公寓-苏州工业园区人才服务中心", body, "zh-CN")

    a = ("星湖人才公寓一期", [("地址", "苏州工业园区星湖街328号"), ("房源", "612套"), ("户型", "一室一厅38-45平方米、两室一厅62平方米"), ("租金", "38-45平方米 1600元/月；62平方米 2300元/月"), ("配套", "拎包入住，含家具家电，地铁3号线星湖街站步行5分钟")])
    b = ("星湖人才公寓二期", [("地址", "苏州工业园区星湖街330号"), ("房源", "480套"), ("户型", "一室一厅40-48平方米、两室一厅65平方米"), ("租金", "40-48平方米 1700元/月；65平方米 2450元/月"), ("配套", "拎包入住，含家具家电，地铁3号线星湖街站步行5分钟")])
    c = ("独墅湖科教创新区人才公寓", [("地址", "苏州工业园区仁爱路99号"), ("房源", "1020套"), ("户型", "单间25平方米、一室一厅42平方米"), ("租金", "单间 900元/月；一室一厅 1500元/月"), ("配套", "食堂、健身房、共享会议室，紧邻高校图书馆")])
    d = ("金鸡湖商务区人才公寓", [("地址", "苏州工业园区苏州大道东265号"), ("房源", "236套"), ("户型", "两室一厅78平方米、三室一厅96平方米"), ("租金", "78平方米 3800元/月；96平方米 4600元/月"), ("配套", "精装修，地铁1号线东方之门站，周边商业齐全")])
    return [
        P(f"{h}/rcgy/xm/2023-0412.html", page(*a, 15302), "xinghu1"),
        P(f"{h}/rcgy/xm/2023-0412.html?source=wechat", page(*a, 15377), "xinghu1"),
        P(f"{h}/rcgy/xm/2024-0108.html", page(*b, 8894), "xinghu2"),
        P(f"{h}/rcgy/xm/2022-0915.html", page(*c, 22140), "dushu"),
        P(f"{h}/rcgy/xm/2024-0220.html", page(*d, 3078), "jinji"),
    ]


# ---------------------------------------------------------------- 28. 奖学金公示
@scen("scholarship_lists_zh", "学院奖学金拟推荐名单公示：国家奖学金与国家励志奖学金两份名单只差奖项名和几个学生；微信分享参数的复制页")
def _jxj_zh():
    h = "https://jxxy.hbut.edu.cn"
    side = (
        '<div class="sidebar"><h3>学院概况</h3><p>机械工程学院现有机械设计制造及其自动化、车辆工程、工业设计、智能制造工程4个本科专业，'
        "拥有机械工程一级学科博士点，现有在校本科生2100余人、研究生600余人。</p><h3>学生工作办公室</h3><p>办公地点：工科楼B座216室<br>"
        "值班时间：周一至周五 8:00-12:00，14:30-17:30<br>联系电话：027-5975 0312</p></div>"
    )
    gs = (
        '<p class="gs">以上名单经学生本人申请、班级民主评议、学院评审委员会审核产生，现予以公示。公示期为2023年10月16日至10月20日，共5个工作日。'
        "公示期内如有异议，请以书面形式实名向学院学生工作办公室反映，学院将及时调查核实并予以答复。匿名反映一律不予受理。</p>"
        '<p class="sign">机械工程学院<br>2023年10月16日</p>'
    )

    def page(award, rows, crumb="通知公告"):
        body = (
            '<div class="top"><img src="/images/logo.png" alt="湖北工业大学机械工程学院"></div>'
            + nav([("/", "首页"), ("/xygk/", "学院概况"), ("/jxgz/", "教学工作"), ("/xsgz/", "学生工作"), ("/tzgg/", "通知公告")])
            + '<div class="container">' + side
            + f'<div class="content"><div class="loc">当前位置：<a href="/">首页</a> &gt; <a href="/tzgg/">{crumb}</a> &gt; 正文</div>'
            + f"<h1>机械工程学院2022-2023学年{award}拟推荐名单公示</h1>"
            + table_rows(["序号", "姓名", "班级", "学号"], rows, "md") + gs + "</div></div>"
            + '<div class="footer">版权所有 © 湖北工业大学机械工程学院　地址：武汉市洪山区南李路28号</div>'
        )
        return doc(f"机械工程学院2022-2023学年{award}拟推荐名单公示-湖北工业大学机械工程学院", body, "zh-CN")

    a = ("国家奖学金", [["1", "李思远", "机制2001", "2010311107"], ["2", "王雨桐", "车辆2001", "2010312215"], ["3", "陈浩然", "智造2101", "2110315103"]])
    b = ("国家励志奖学金", [["1", "张晓东", "机制2002", "2010311231"], ["2", "刘佳怡", "工设2101", "2110313118"], ["3", "赵明", "车辆2102", "2110312207"], ["4", "黄欣", "机制2103", "2110311319"]])
    c = ("学业一等奖学金（研究生）", [["1", "周文博", "机械工程2022级硕士", "102200541"], ["2", "吴桐", "机械工程2022级硕士", "102200556"]])
    d = ("国家助学金", [["1", "孙立", "机制2001", "2010311122"], ["2", "马俊杰", "智造2101", "2110315126"], ["3", "杨帆", "车辆2002", "2010312230"]])
    return [
        P(f"{h}/info/1042/5821.htm", page(*a), "gj"),
        P(f"{h}/info/1042/5821.htm?from=groupmessage&isappinstalled=0", page(*a), "gj"),
        P(f"{h}/info/1042/5822.htm", page(*b), "lz"),
        P(f"{h}/info/1042/5830.htm", page(*c, crumb="研究生工作"), "yjs"),
        P(f"{h}/info/1042/5833.htm", page(*d), "zx"),
    ]


# ---------------------------------------------------------------- 29. 占道施工公告
@scen("roadwork_notices_zh", "交警占道施工公告：正文就一长句，两则公告只差路名、日期和“北侧/南侧”；出行提示比正文长")
def _zhandao_zh():
    h = "http://gaj.foshan.gov.cn"
    tishi = (
        '<div class="cxts"><h4>出行提示</h4><p>施工期间，施工路段车道减少，通行能力下降，高峰时段可能出现车辆排队现象，请过往车辆和行人提前规划出行路线，'
        "尽量避开施工路段。途经施工路段的车辆请减速慢行，按照现场交通标志标线和交通警察、施工引导人员的指挥通行，注意避让行人和施工机械，"
        "切勿抢行、加塞。非机动车和行人请在施工围挡外侧的临时通道通行。实时路况可通过“佛山交警”微信公众号查询。由此给您带来的不便，敬请谅解。</p>"
        "<p>温馨提示：在施工路段发生轻微财产损失交通事故，车辆能够移动的，当事人应立即拍照取证后将车辆移至不妨碍交通的地点，"
        "通过“交管12123”APP快处快赔或拨打122报警，不得在施工路段停车协商，以免造成交通拥堵和二次事故。"
        "对不按规定设置施工标志、擅自扩大施工范围或超期占道的，市民可拨打12345政务服务便民热线投诉。</p></div>"
    )

    def sentence(road, seg, start, end, side, reason):
        return (f"因{reason}需要，自{start}至{end}，对{road}（{seg}）{side}机动车道实施半幅封闭施工，施工期间保留单向两车道通行，"
                "大型货车禁止通行，请途经车辆提前绕行。")

    def page(title, no, date, args, printv=False):
        zw = f'<div class="zw"><p>{sentence(*args)}</p><p>特此通告。</p><p class="luokuan">佛山市公安局交通警察支队<br>{date}</p></div>'
        if printv:
            return doc(title, f"<h2>{title}</h2><p>{no}</p>{zw}{tishi}", "zh-CN")
        body = (
            '<div class="header">佛山市公安局</div>' + nav([("/", "首页"), ("/jwgk/", "警务公开"), ("/jtgl/", "交通管理"), ("/bsdt/", "办事大厅"), ("/jmhd/", "警民互动")])
            + '<div class="path">当前位置：<a href="/">首页</a> &gt; <a href="/jtgl/">交通管理</a> &gt; <a href="/jtgl/sgtg/">施工通告</a></div>'
            + f'<div class="wz"><h1>{title}</h1><div class="wh">{no}</div><div class="rq">发布时间：{date}</div>{zw}</div>' + tishi
            + '<div class="footer">主办：佛山市公安局　版权所有　粤ICP备05078912号　粤公网安备44060402000113号</div>'
        )
        return doc(f"{title}_佛山市公安局", body, "zh-CN")

    a = ("关于季华路部分路段占道施工的通告", "佛公交通告〔2024〕18号", "2024年4月1日", ("季华路", "佛山大道至文华路段", "2024年4月8日", "2024年5月20日", "北侧", "雨水管道改造工程施工"))
    b = ("关于季华路部分路段占道施工的通告", "佛公交通告〔2024〕23号", "2024年5月13日", ("季华路", "文华路至南海大道段", "2024年5月21日", "2024年6月30日", "南侧", "雨水管道改造工程施工"))
    c = ("关于汾江中路占道施工的通告", "佛公交通告〔2024〕20号", "2024年4月15日", ("汾江中路", "普澜路至建新路段", "2024年4月22日", "2024年4月28日", "东侧", "地铁3号线附属工程施工"))
    d = ("关于桂澜路夜间占道施工的通告", "佛公交通告〔2024〕26号", "2024年5月27日", ("桂澜路", "海八路至海三路段", "2024年6月1日", "6月10日每日22时至次日6时", "西侧", "路面沥青罩面工程施工"))
    return [
        P(f"{h}/jtgl/sgtg/content/post_5821042.html", page(*a), "jihua-n"),
        P(f"{h}/jtgl/sgtg/content/post_5930117.html", page(*b), "jihua-s"),
        P(f"{h}/jtgl/sgtg/content/post_5861339.html", page(*c), "fenjiang"),
        P(f"{h}/jtgl/sgtg/content/post_5861339.html?print=true", page(*c, printv=True), "fenjiang"),
        P(f"{h}/jtgl/sgtg/content/post_5988201.html", page(*d), "guilan"),
    ]


# ---------------------------------------------------------------- 30. 行政处罚决定
@scen("administrative_penalties_zh", "行政处罚决定信息公开表：两家药店同一违法行为只差当事人、文号和罚款金额；从列表页进入的复制页面包屑不同")
def _chufa_zh():
    h = "https://amr.xiangtan.gov.cn"
    shuoming = (
        '<div class="explain"><p>根据《企业信息公示暂行条例》《市场监督管理行政处罚信息公示规定》，市场监督管理部门应当依法公示行政处罚信息。'
        "公示内容包括行政处罚决定书文号、当事人名称、违法行为类型、处罚内容、作出处罚决定的机关名称和日期等。行政处罚信息自公示之日起"
        "满5年的，不再公示；仅受到警告或者通报批评、罚款金额较小的，公示期为3年。当事人对公示信息有异议的，可向作出处罚决定的机关提出。</p>"
        "<p>本栏目信息仅供社会公众查询参考，不作为其他用途的依据。</p></div>"
    )

    def page(rows, list_crumb=False):
        cr = '当前位置：<a href="/">首页</a> &gt; <a href="/zwgk/">政务公开</a> &gt; <a href="/zwgk/xzcf/">行政处罚</a>'
        if list_crumb:
            cr += ' &gt; <a href="/zwgk/xzcf/list_3.html">第3页</a>'
        body = (
            '<div class="logo-bar">湘潭市市场监督管理局</div>' + nav([("/", "首页"), ("/zwgk/", "政务公开"), ("/zwfw/", "政务服务"), ("/hdjl/", "互动交流")])
            + f'<div class="crumb">{cr}</div>'
            + '<div class="detail"><h1>行政处罚决定信息公开表</h1>' + table_kv(rows, "cf") + "</div>" + shuoming
            + '<div class="foot">湘潭市市场监督管理局版权所有　湘ICP备12003011号</div>'
        )
        return doc("行政处罚决定信息公开表_湘潭市市场监督管理局", body, "zh-CN")

    a = [("决定书文号", "潭市监处罚〔2024〕112号"), ("当事人", "湘潭市岳塘区康寿堂大药房"), ("违法行为", "销售未按规定凭处方销售的处方药"), ("处罚依据", "《药品流通监督管理办法》第三十八条"), ("处罚内容", "警告，罚款人民币5000元"), ("处罚日期", "2024-03-05")]
    b = [("决定书文号", "潭市监处罚〔2024〕117号"), ("当事人", "湘潭市雨湖区仁和大药房"), ("违法行为", "销售未按规定凭处方销售的处方药"), ("处罚依据", "《药品流通监督管理办法》第三十八条"), ("处罚内容", "警告，罚款人民币8000元"), ("处罚日期", "2024-03-08")]
    c = [("决定书文号", "潭市监处罚〔2024〕121号"), ("当事人", "湘潭县易俗河镇老李餐馆"), ("违法行为", "使用超过保质期的食品原料"), ("处罚依据", "《中华人民共和国食品安全法》第一百二十四条"), ("处罚内容", "没收违法所得320元，罚款人民币50000元"), ("处罚日期", "2024-03-12")]
    d = [("决定书文号", "潭市监处罚〔2024〕130号"), ("当事人", "湘潭市某电动车销售有限公司"), ("违法行为", "销售不符合强制性国家标准的电动自行车"), ("处罚依据", "《中华人民共和国产品质量法》第四十九条"), ("处罚内容", "没收违法产品6辆，罚款人民币21000元"), ("处罚日期", "2024-03-20")]
    return [
        P(f"{h}/zwgk/xzcf/202403/t20240306_11208.html", page(a), "112"),
        P(f"{h}/zwgk/xzcf/202403/t20240309_11217.html", page(b), "117"),
        P(f"{h}/zwgk/xzcf/202403/t20240309_11217.html?from=list&page=3", page(b, list_crumb=True), "117"),
        P(f"{h}/zwgk/xzcf/202403/t20240313_11225.html", page(c), "121"),
        P(f"{h}/zwgk/xzcf/202403/t20240321_11240.html", page(d), "130"),
    ]


# ---------------------------------------------------------------- 31. 环评受理公示
@scen("eia_acceptance_zh", "建设项目环评文件受理情况公示：一句话一张表，两个扩建项目只差项目名、地点和单位；有 /index.html 和 ?source= 复制页")
def _huanping_zh():
    h = "http://sthjj.wuhu.gov.cn"
    gongzhong = (
        '<div class="gzcy"><p>根据《中华人民共和国环境影响评价法》《环境影响评价公众参与办法》及《建设项目环境影响评价政府信息公开指南（试行）》等规定，'
        "现将我局受理的建设项目环境影响评价文件基本情况予以公示，公示期为10个工作日。公众可登录本网站下载环评文件（公开本），"
        "对项目建设及环评文件有意见和建议的，可在公示期内以信函、传真、电子邮件等方式向我局反映，来信请注明联系方式。</p>"
        "<p>联系电话：0553-3841 520　传真：0553-3841 566　电子邮箱：hpk@sthjj.wuhu.gov.cn　通讯地址：芜湖市鸠江区政务中心2号楼</p></div>"
    )

    def page(rows, date):
        body = (
            '<div class="head">芜湖市生态环境局</div>' + nav([("/", "首页"), ("/xxgk/", "信息公开"), ("/hpgs/", "环评公示"), ("/hjzl/", "环境质量"), ("/hdjl/", "互动交流")])
            + '<div class="wz">您当前的位置：首页 &gt; 环评公示 &gt; 受理公示</div>'
            + f'<div class="newsinfo"><h1>建设项目环境影响评价文件受理情况公示</h1><div class="fbsj">发布时间：{date}</div>'
            + f"<p>{date[:4]}年{int(date[5:7])}月{int(date[8:10])}日，我局受理了以下建设项目环境影响评价文件，现予以公示：</p>"
            + table_kv(rows, "slgs") + "</div>" + gongzhong
            + '<div class="footer">芜湖市生态环境局 主办　版权所有　皖ICP备05001926号</div>'
        )
        return doc("建设项目环境影响评价文件受理情况公示_芜湖市生态环境局", body, "zh-CN")

    a = ([("项目名称", "芜湖某汽车零部件有限公司年产50万套底盘结构件扩建项目"), ("建设地点", "芜湖经济技术开发区凤鸣湖北路28号"), ("建设单位", "芜湖某汽车零部件有限公司"), ("环评机构", "安徽皖环环境科技有限公司"), ("文件类型", "环境影响报告表")], "2024-04-09")
    b = ([("项目名称", "芜湖某新材料股份有限公司年产3万吨改性塑料扩建项目"), ("建设地点", "芜湖市三山经济开发区峨溪路6号"), ("建设单位", "芜湖某新材料股份有限公司"), ("环评机构", "安徽皖环环境科技有限公司"), ("文件类型", "环境影响报告表")], "2024-04-09")
    c = ([("项目名称", "长江芜湖段某码头改扩建工程"), ("建设地点", "芜湖市弋江区长江南岸"), ("建设单位", "芜湖港务某集装箱有限公司"), ("环评机构", "中交水运规划设计院有限公司"), ("文件类型", "环境影响报告书")], "2024-04-17")
    d = ([("项目名称", "芜湖市第二垃圾焚烧发电厂提标改造项目"), ("建设地点", "芜湖市鸠江区二坝镇"), ("建设单位", "芜湖某环保能源有限公司"), ("环评机构", "南京国环科技股份有限公司"), ("文件类型", "环境影响报告书")], "2024-04-25")
    return [
        P(f"{h}/hpgs/slgs/8392011.html", page(*a), "dipan"),
        P(f"{h}/hpgs/slgs/8392011/index.html", page(*a), "dipan"),
        P(f"{h}/hpgs/slgs/8392014.html", page(*b), "suliao"),
        P(f"{h}/hpgs/slgs/8401107.html", page(*c), "matou"),
        P(f"{h}/hpgs/slgs/8401107.html?source=wx", page(*c), "matou"),
        P(f"{h}/hpgs/slgs/8410093.html", page(*d), "fenshao"),
    ]


# ---------------------------------------------------------------- 32. 低保公示 (GBK)
@scen("dibao_lists_zh", "GBK 乡镇低保对象公示：各村一张小表，长的政策说明和监督电话在表格前；复制页浏览次数不同")
def _dibao_zh():
    h = "http://www.lxzf.gov.cn"
    zhengce = (
        '<div class="zcsm">根据《社会救助暂行办法》和《湖南省最低生活保障工作规程》的规定，经户主申请、村（居）民委员会入户调查和民主评议、'
        "镇人民政府审核、县民政局审批，下列家庭纳入（或调整）最低生活保障范围，现予以公示，接受群众监督。公示期为7天。对公示对象有异议的，"
        "可在公示期内向镇社会事务办或县民政局反映。农村低保保障标准为每人每年5280元，按月发放，实行分档补差。"
        "<br>镇社会事务办监督电话：0736-7621 308　县民政局监督电话：0736-7222 415　县纪委监委举报电话：12388</div>"
    )

    def page(village, rows, date, views):
        body = (
            '<div id="header"><div class="logo">澧县人民政府</div></div>'
            + nav([("/", "首页"), ("/zwgk/", "政务公开"), ("/xzdt/", "乡镇动态"), ("/msfw/", "民生服务"), ("/hdjl/", "互动交流")])
            + '<div class="dqwz">当前位置：<a href="/">首页</a> &gt; <a href="/xzdt/">乡镇动态</a> &gt; <a href="/xzdt/mxz/">码头铺镇</a></div>'
            + f'<div class="content"><h1>码头铺镇{village}2024年第一季度农村低保对象公示</h1>'
            + f'<div class="info">发布时间：{date}　信息来源：码头铺镇人民政府　浏览次数：{views}</div>'
            + zhengce + table_rows(["序号", "户主姓名", "保障人口", "月保障金(元)", "类别"], rows, "db") + "</div>"
            + '<div id="footer">版权所有：澧县人民政府　主办：澧县人民政府办公室　湘ICP备05010223号　网站标识码：4307230008</div>'
        )
        return doc_old(f"码头铺镇{village}2024年第一季度农村低保对象公示_澧县人民政府", body)

    a = ("金罗村", [["1", "王*福", "2", "520", "新增"], ["2", "刘*英", "1", "310", "新增"], ["3", "张*山", "3", "690", "调整"]], "2024-03-25", 214)
    b = ("新桥村", [["1", "李*华", "1", "310", "新增"], ["2", "陈*生", "2", "520", "新增"]], "2024-03-25", 156)
    c = ("码头铺社区", [["1", "周*", "1", "380", "新增"], ["2", "胡*林", "4", "890", "调整"], ["3", "杨*珍", "2", "560", "新增"], ["4", "邓*", "1", "380", "调整"]], "2024-03-26", 301)
    d = ("彭坪村", [["1", "黄*元", "2", "520", "新增"], ["2", "谢*秀", "1", "310", "新增"], ["3", "李*华", "2", "520", "调整"]], "2024-03-27", 98)
    return [
        P(f"{h}/xzdt/mxz/content_1204417.html", page(*a), "jinluo", "gbk"),
        P("https://www.lxzf.gov.cn/xzdt/mxz/content_1204417.html", page(a[0], a[1], a[2], 237), "jinluo", "gbk"),
        P(f"{h}/xzdt/mxz/content_1204418.html", page(*b), "xinqiao", "gbk"),
        P(f"{h}/xzdt/mxz/content_1204435.html", page(*c), "shequ", "gbk"),
        P(f"{h}/xzdt/mxz/content_1204502.html", page(*d), "pengping", "gbk"),
    ]


# ---------------------------------------------------------------- 33. 体育场馆预约
@scen("sports_venue_booking_zh", "体育中心场地预约页：羽毛球1号场和2号场只差场号、一句位置说明；入馆须知很长；带 jsessionid 的复制页")
def _changguan_zh():
    h = "https://tyzx.ningbo-yz.cn"
    xuzhi = (
        '<div class="xuzhi"><h4>入馆须知</h4><p>1. 请提前在线预约，凭预约二维码入馆，每次预约最少1小时，最多2小时；预约成功后开场前2小时内不可取消。'
        "2. 进入场地须穿着运动服装和平底运动鞋，禁止穿皮鞋、高跟鞋、钉鞋入场。3. 场馆内禁止吸烟、饮酒，禁止携带宠物，不得在场内进食。"
        "4. 请爱护场馆设施，如有损坏按价赔偿。5. 未满12周岁的儿童须由成人陪同。6. 运动前请做好热身，量力而行，患有心脏病、高血压等"
        "疾病者不宜进行剧烈运动。7. 场馆提供免费储物柜，贵重物品请随身携带，遗失自负。服务电话：0574-8751 2200。</p></div>"
    )

    def page(name, rows):
        body = (
            '<div class="hd"><span class="logo">鄞州体育中心</span>' + nav([("/", "首页"), ("/venue/", "场馆预约"), ("/training/", "培训报名"), ("/events/", "赛事活动"), ("/my/", "我的")]) + "</div>"
            + '<div class="bread">首页 / 场馆预约 / 场地详情</div>'
            + f'<div class="court"><h1>{name}</h1>' + dl_kv(rows, "cd") + '<a class="btn" href="#">立即预约</a></div>'
            + xuzhi + '<div class="ft">宁波市鄞州区体育中心 版权所有　浙ICP备17024421号-1</div>'
        )
        return doc(f"{name}-场馆预约-鄞州体育中心", body, "zh-CN")

    a = ("羽毛球馆 1号场", [("场地类型", "室内羽毛球场（PVC运动地胶）"), ("位置", "综合馆二楼，靠近东侧入口"), ("开放时间", "周一至周五 9:00-21:30，周六日 8:00-21:30"), ("价格", "工作日18:00前 40元/小时，18:00后及节假日 60元/小时")])
    b = ("羽毛球馆 2号场", [("场地类型", "室内羽毛球场（PVC运动地胶）"), ("位置", "综合馆二楼，中间场地"), ("开放时间", "周一至周五 9:00-21:30，周六日 8:00-21:30"), ("价格", "工作日18:00前 40元/小时，18:00后及节假日 60元/小时")])
    c = ("篮球馆 全场", [("场地类型", "室内木地板篮球场"), ("位置", "综合馆一楼"), ("开放时间", "周一至周日 9:00-21:00"), ("价格", "半场 150元/小时，全场 280元/小时")])
    d = ("游泳馆 单次票", [("场地类型", "50米标准泳池，8条泳道"), ("位置", "游泳馆一楼"), ("开放时间", "周二至周日 6:30-8:30，12:00-21:00，周一闭馆"), ("价格", "成人 30元/次，学生及60岁以上老人 20元/次")])
    return [
        P(f"{h}/venue/court.do?id=101", page(*a), "c1"),
        P(f"{h}/venue/court.do?id=102", page(*b), "c2"),
        P(f"{h}/venue/court.do;jsessionid=A93F02C1E7B84D5590C3B71E2A6D18F4?id=102", page(*b), "c2"),
        P(f"{h}/venue/court.do?id=201", page(*c), "lanqiu"),
        P(f"{h}/venue/court.do?id=301", page(*d), "youyong"),
    ]


# ---------------------------------------------------------------- 34. 土地出让结果
@scen("land_transfer_results_zh", "国有建设用地使用权出让结果公示：同一片区两宗地只差地块编号、面积和成交价；有手机版")
def _tudi_zh():
    h = "http://zrzyj.hefei.gov.cn"
    shengming = (
        '<div class="sm">依据《招标拍卖挂牌出让国有建设用地使用权规定》，现将本次国有建设用地使用权挂牌出让结果公示如下。公示期为10个工作日，'
        "公示期内对出让结果有异议的，可向合肥市公共资源交易中心书面反映。竞得人须在公示期满后10个工作日内与出让人签订《国有建设用地使用权出让合同》，"
        "并按合同约定缴纳土地出让价款。本公示内容以合肥市公共资源交易中心发布的成交公示为准，本网转载仅供查阅。"
        "<br>竞得人逾期不签订出让合同或未按期缴纳出让价款的，出让人有权解除合同，竞买保证金不予退还，并依法追究其法律责任。"
        "地块规划设计条件、出让须知及出让合同示范文本可在合肥市公共资源交易中心网站下载。土地市场咨询电话：0551-6353 1127。</div>"
    )

    def page(rows, mobile=False):
        t = table_kv(rows, "cr")
        if mobile:
            return doc("国有建设用地使用权出让结果公示", '<div class="m-top">合肥市自然资源和规划局</div><div class="m-art"><h3>国有建设用地使用权出让结果公示</h3>' + t + shengming + "</div>", "zh-CN")
        body = (
            '<div class="header">合肥市自然资源和规划局</div>' + nav([("/", "首页"), ("/xxgk/", "信息公开"), ("/tdsc/", "土地市场"), ("/ghgl/", "规划管理"), ("/bsfw/", "办事服务")])
            + '<div class="crumbs">当前位置：首页 &gt; 土地市场 &gt; 出让结果</div>'
            + '<div class="art"><h1>国有建设用地使用权出让结果公示</h1>' + t + shengming + "</div>"
            + '<div class="footer">合肥市自然资源和规划局 版权所有　皖ICP备05004578号</div>'
        )
        return doc("国有建设用地使用权出让结果公示_合肥市自然资源和规划局", body, "zh-CN")

    a = [("地块编号", "BH202405号"), ("地块位置", "包河区南屏路与东至路交口东南角"), ("出让面积", "42316.08平方米"), ("土地用途", "居住用地"), ("成交价", "112320万元"), ("竞得人", "合肥某置业有限公司"), ("成交日期", "2024年5月16日")]
    b = [("地块编号", "BH202406号"), ("地块位置", "包河区南屏路与东至路交口西南角"), ("出让面积", "38870.52平方米"), ("土地用途", "居住用地"), ("成交价", "98760万元"), ("竞得人", "合肥某城市发展有限公司"), ("成交日期", "2024年5月16日")]
    c = [("地块编号", "FX202411号"), ("地块位置", "肥西县上派镇金寨南路与方兴大道交口"), ("出让面积", "66702.30平方米"), ("土地用途", "工业用地"), ("成交价", "2802万元"), ("竞得人", "安徽某智能装备有限公司"), ("成交日期", "2024年5月21日")]
    d = [("地块编号", "SS202403号"), ("地块位置", "蜀山区望江西路与科学大道交口西北角"), ("出让面积", "15240.00平方米"), ("土地用途", "商务金融用地"), ("成交价", "30480万元"), ("竞得人", "合肥某科技园开发有限公司"), ("成交日期", "2024年5月28日")]
    return [
        P(f"{h}/tdsc/crjg/202405/t20240517_9903.html", page(a), "bh05"),
        P(f"{h}/m/tdsc/crjg/t20240517_9903.html", page(a, mobile=True), "bh05"),
        P(f"{h}/tdsc/crjg/202405/t20240517_9904.html", page(b), "bh06"),
        P(f"{h}/tdsc/crjg/202405/t20240522_9921.html", page(c), "fx11"),
        P(f"{h}/tdsc/crjg/202405/t20240529_9950.html", page(d), "ss03"),
    ]


# ---------------------------------------------------------------- 35. 法律援助工作站
@scen("legal_aid_stations_zh", "法律援助工作站名录：各站只有地址、电话、值班时间；申请条件说明比正文长得多，且在正文之前")
def _falvyuanzhu_zh():
    h = "https://sfj.jiangbei.gov.cn"
    tiaojian = (
        '<div class="tj"><h3>哪些人可以申请法律援助？</h3><p>公民因经济困难没有委托代理人的，可以就以下事项申请法律援助：依法请求国家赔偿；'
        "请求给予社会保险待遇或者社会救助；请求发给抚恤金；请求给付赡养费、抚养费、扶养费；请求确认劳动关系或者支付劳动报酬；"
        "请求认定公民无民事行为能力或者限制民事行为能力；请求工伤事故、交通事故、食品药品安全事故、医疗事故人身损害赔偿；"
        "请求环境污染、生态破坏损害赔偿等。英雄烈士近亲属维护英雄烈士人格权益、因见义勇为行为主张相关民事权益、再审改判无罪请求国家赔偿等"
        "情形，申请法律援助不受经济困难条件的限制。</p><p>申请时请携带身份证件、经济困难状况说明表和与案件有关的材料。法律援助热线：12348。</p></div>"
    )

    def page(name, lines, mobile=False):
        card = f'<div class="zhan"><h2>{name}</h2><p>' + "<br>".join(lines) + "</p></div>"
        if mobile:
            return doc(f"{name}_江北区司法局", '<div class="m-hd">江北区司法局</div>' + tiaojian + card, "zh-CN")
        body = (
            '<div class="top">重庆市江北区司法局</div>' + nav([("/", "首页"), ("/zwgk/", "政务公开"), ("/flyz/", "法律援助"), ("/rmtj/", "人民调解"), ("/gzfw/", "公证服务")])
            + '<div class="dq">当前位置：首页 &gt; 法律援助 &gt; 工作站名录</div>' + tiaojian + card
            + '<div class="bottom">重庆市江北区司法局 主办　版权所有　渝ICP备13002210号</div>'
        )
        return doc(f"{name}_江北区司法局", body, "zh-CN")

    a = ("观音桥街道法律援助工作站", ["地址：江北区建新北路二支路6号观音桥街道公共法律服务站一楼", "电话：023-6786 1148", "值班时间：周一至周五 9:00-12:00，14:00-17:30"])
    b = ("石马河街道法律援助工作站", ["地址：江北区石马河街道南桥寺路45号便民服务中心二楼", "电话：023-6785 0327", "值班时间：周一至周五 9:00-12:00，14:00-17:30"])
    c = ("区总工会法律援助工作站", ["地址：江北区洋河一路70号区职工服务中心三楼", "电话：023-6703 3266", "值班时间：周二、周四 9:00-17:00", "主要受理：劳动争议、工伤赔偿"])
    d = ("区妇联法律援助工作站", ["地址：江北区洋河一路70号区妇女儿童活动中心", "电话：023-6703 5510", "值班时间：周三 14:00-17:30", "主要受理：婚姻家庭、妇女儿童权益保障"])
    return [
        P(f"{h}/flyz/gzz/202310/t20231019_1201.html", page(*a), "guanyinqiao"),
        P(f"{h}/flyz/gzz/202310/t20231019_1202.html", page(*b), "shimahe"),
        P(f"{h}/m/flyz/gzz/t20231019_1202.html", page(*b, mobile=True), "shimahe"),
        P(f"{h}/flyz/gzz/202310/t20231019_1207.html", page(*c), "gonghui"),
        P(f"{h}/flyz/gzz/202310/t20231019_1208.html", page(*d), "fulian"),
    ]


# ---------------------------------------------------------------- 36. 中标结果公告 (GBK)
@scen("tender_results_zh", "GBK 中标结果公告：一标段和二标段只差标段名、中标人和金额；投诉说明比公告内容长；带 ?from=list 的复制页")
def _zhongbiao_zh():
    h = "http://www.jjggzy.com"
    tousu = (
        '<div class="tsxz"><p><b>特别提示：</b>各有关当事人对中标结果有异议的，应当在中标候选人公示期间以书面形式向招标人提出；对招标人的答复不满意的，'
        "可在收到答复之日起10日内，依据《工程建设项目招标投标活动投诉处理办法》向有关行政监督部门投诉。投诉书应当包括投诉人和被投诉人的"
        "名称、地址及有效联系方式，投诉事项的基本事实，相关请求及主张，有效线索和相关证明材料。以非法手段取得证明材料进行投诉的，"
        "行政监督部门将予以驳回。</p><p>九江市公共资源交易中心地址：九江市濂溪区长虹大道88号　服务电话：0792-8128 511</p></div>"
    )

    def page(title, rows, date):
        body = (
            '<div class="top"><div class="logo">九江市公共资源交易网</div></div>'
            + nav([("/", "首页"), ("/jyxx/", "交易信息"), ("/zcfg/", "政策法规"), ("/bszn/", "办事指南"), ("/cxgs/", "诚信公示")])
            + '<div class="wei">当前位置：首页 &gt; 交易信息 &gt; 建设工程 &gt; 中标结果公告</div>'
            + f'<div class="ewb-info"><h3 class="tit">{title}</h3><div class="infos">【信息时间：{date}】【阅读次数：<span id="viewcount"></span>】</div>'
            + table_kv(rows, "zb") + "</div>" + tousu
            + '<div class="foot">主办单位：九江市公共资源交易中心　技术支持：江西某软件有限公司　赣ICP备13007702号</div>'
        )
        return doc_old(f"{title}", body)

    a = ("九江市濂溪区2024年农村公路提档升级工程（一标段）中标结果公告", [("项目编号", "JJLX2024-GC-017-1"), ("招标人", "九江市濂溪区交通运输局"), ("中标人", "江西某路桥建设有限公司"), ("中标价", "1268.53万元"), ("工期", "180日历天"), ("项目经理", "刘*强")], "2024-04-12")
    b = ("九江市濂溪区2024年农村公路提档升级工程（二标段）中标结果公告", [("项目编号", "JJLX2024-GC-017-2"), ("招标人", "九江市濂溪区交通运输局"), ("中标人", "九江某交通工程有限公司"), ("中标价", "1104.87万元"), ("工期", "180日历天"), ("项目经理", "陈*")], "2024-04-12")
    c = ("九江市第一人民医院门诊楼改造工程中标结果公告", [("项目编号", "JJ2024-GC-031"), ("招标人", "九江市第一人民医院"), ("中标人", "江西某建工集团有限公司"), ("中标价", "3377.20万元"), ("工期", "240日历天"), ("项目经理", "黄*华")], "2024-04-19")
    d = ("修水县城区老旧小区雨污分流改造项目中标结果公告", [("项目编号", "XS2024-GC-008"), ("招标人", "修水县住房和城乡建设局"), ("中标人", "江西某市政工程有限公司"), ("中标价", "2150.06万元"), ("工期", "150日历天"), ("项目经理", "吴*")], "2024-04-23")
    return [
        P(f"{h}/jyxx/jsgc/zbjg/20240412/8f2a3c41.html", page(*a), "bd1", "gbk"),
        P(f"{h}/jyxx/jsgc/zbjg/20240412/8f2a3c57.html", page(*b), "bd2", "gbk"),
        P(f"{h}/jyxx/jsgc/zbjg/20240412/8f2a3c57.html?from=list", page(*b), "bd2", "gbk"),
        P(f"{h}/jyxx/jsgc/zbjg/20240419/90c11e02.html", page(*c), "yiyuan", "gbk"),
        P(f"{h}/jyxx/jsgc/zbjg/20240423/91d4a7b8.html", page(*d), "xiushui", "gbk"),
    ]


def scenarios():
    return built(SC)
