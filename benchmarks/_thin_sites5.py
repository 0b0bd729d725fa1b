"""Thin pages of 36 more made-up sites (English and Chinese, some GBK), written by a fifth
false-drop hunt (a helper, issue 19), blind to every rule; each scenario is one host's
pages, labelled with their content: pages with one content label are true copies (print,
AMP, mobile, ?utm_source= URLs); different labels are documents a reader would call
different. Site kinds none of the earlier sets has: route directions, drug strengths,
app versions on mirror sites, manuals per model, book series, patent continuations,
course sections, poster sessions, episode guides, district results, corrections,
JSON-LD-only bodies, accordions, 办事指南, 学院招聘, 发布会, 预警, 景区, 楼盘, 科室,
法规条文, 课程表, 车位拍卖, 寻物启事, 专利, 公交上下行, 说明书, SSR 商城."""

from __future__ import annotations

import json

from benchmarks._thin_page import Page
from benchmarks._thin_site_kit import built, scenario_registry

SC, scen = scenario_registry()


def P(url, html, content, encoding=None):
    if encoding == "gbk":
        return Page(url, html.replace("charset=utf-8", "charset=gbk").encode("gbk"), content, "gbk")
    return Page(url, html, content, encoding)


def para(*xs):
    return "".join(f"<p>{x}</p>" for x in xs)


def lis(items, cls=""):
    c = f' class="{cls}"' if cls else ""
    return f"<ul{c}>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>"


def table(rows, head=None, cls="data"):
    h = "<thead><tr>" + "".join(f"<th>{x}</th>" for x in head) + "</tr></thead>" if head else ""
    body = "".join("<tr>" + "".join(f"<td>{x}</td>" for x in r) + "</tr>" for r in rows)
    return f'<table class="{cls}">{h}<tbody>{body}</tbody></table>'


def deflist(pairs, cls="meta"):
    return f'<dl class="{cls}">' + "".join(f"<dt>{a}</dt><dd>{b}</dd>" for a, b in pairs) + "</dl>"


def page_en(site, title, main, *, side="", foot="", head="", nav=("Home", "Search", "Help"),
            title_raw=None, pre="", lang="en"):
    t = title_raw if title_raw is not None else f"{title} - {site}"
    n = "".join(f'<a href="/{x.lower()}/">{x}</a> ' for x in nav)
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{t}</title>{head}'
            f'</head><body><header><div class="brand"><a href="/">{site}</a></div><nav>{n}</nav></header>'
            f'{pre}<div class="wrap"><main>{main}</main><aside class="side">{side}</aside></div>'
            f'<footer class="foot">{foot}<p>&copy; 2024 {site}</p></footer></body></html>')


def page_zh(site, title, main, *, side="", foot="", head="", crumbs=("首页",), title_raw=None):
    t = title_raw if title_raw is not None else f"{title}_{site}"
    c = " &gt; ".join(f'<a href="#">{x}</a>' for x in crumbs)
    return (f'<!DOCTYPE html><html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">'
            f'<title>{t}</title>{head}</head><body><div class="top"><div class="logo">{site}</div>'
            f'<ul class="nav"><li><a href="/">首页</a></li><li><a href="/news/">新闻动态</a></li>'
            f'<li><a href="/gk/">信息公开</a></li><li><a href="/hd/">互动交流</a></li></ul></div>'
            f'<div class="position">当前位置：{c}</div><div class="main"><div class="content">{main}</div>'
            f'<div class="right">{side}</div></div><div class="footer">{foot}</div></body></html>')


# ============================================================================= ENGLISH

FERRY_INFO = (
    "<div class='onboard'><h3>On board</h3><p>All our crossings offer a self-service restaurant, "
    "a café serving hot and cold drinks all day, a children's play area and reclining seats in the "
    "quiet lounge. Cabins can be booked on every sailing and include a shower, towels and fresh bedding. "
    "Pets may travel in the kennels on the car deck or in a pet-friendly cabin.</p>"
    "<p>Check-in closes 45 minutes before departure for cars and 30 minutes for foot passengers. "
    "Please have your passport or identity card ready; vehicles are subject to customs checks at both "
    "ports.</p></div>")
FERRY_BLOCK = ("<div class='promo'><p>Save up to 20% with a Saver fare booked 30 days ahead. Members of "
               "the Tidewater Club earn points on every crossing and get priority boarding.</p></div>")


@scen("en_ferry_route_directions", "Ferry operator: one page per route direction (A to B, B to A): same port pair, same on-board text, crossing times mostly under 60 so date-like; 1 ?utm copy")
def s_ferry():
    site = "Tidewater Ferries"
    routes = [("Portsmouth", "Cherbourg", "3 hours", ["08:30", "14:15", "23:00"]),
              ("Cherbourg", "Portsmouth", "3 hours", ["09:00", "17:30", "23:45"]),
              ("Poole", "Guernsey", "2 hours 15 minutes", ["07:45", "16:20"]),
              ("Guernsey", "Poole", "2 hours 15 minutes", ["11:10", "19:40"]),
              ("Plymouth", "Roscoff", "6 hours", ["08:15", "22:30"])]
    out = []
    for i, (a, b, dur, times) in enumerate(routes):
        main = (f"<h1>{a} to {b}</h1>"
                + para(f"Sail from {a} to {b} with Tidewater Ferries. The crossing takes around {dur} "
                       f"and our ships sail up to {len(times)} times a day in summer.")
                + table([(t, "Daily", "Car and foot passengers") for t in times],
                        ("Departs", "Days", "Who can travel"))
                + FERRY_INFO)
        out.append(P(f"https://www.tidewaterferries.example/routes/{a.lower()}-{b.lower()}/",
                     page_en(site, f"{a} to {b} ferry", main, side=FERRY_BLOCK), f"route{i}"))
    out.append(P("https://www.tidewaterferries.example/routes/portsmouth-cherbourg/?utm_source=newsletter",
                 out[0].html, "route0"))
    return out


BUS_FOOT = ("<div class='fares'><p>Fares: single 2.20, day ticket 5.50, weekly 19.00. Children under five "
            "travel free. Contactless payment is accepted on all buses. Timetables may change on public "
            "holidays; check service updates before you travel.</p></div>")


@scen("en_bus_line_directions", "Bus company: each line has an outbound and an inbound page; same stops reversed, times all date-like; fares block")
def s_bus():
    site = "Greenvale Buses"
    stops7 = ["Harbour Square", "Market Street", "Town Hall", "Library", "Hospital", "Ridgeway Park",
              "University Campus"]
    stops12 = ["Bus Station", "Castle Road", "Oakfield Estate", "Retail Park", "Airport Terminal"]
    out = []

    def tt(stops, starts):
        rows = []
        for k, s in enumerate(stops):
            rows.append([s] + [f"{(h + (m + 4 * k) // 60):02d}:{(m + 4 * k) % 60:02d}" for h, m in starts])
        return table(rows, ["Stop"] + ["" for _ in starts], cls="timetable")

    for line, stops, ob, ib in (("7", stops7, [(6, 40), (7, 10), (7, 40), (8, 10)],
                                 [(6, 55), (7, 25), (7, 55), (8, 25)]),
                                ("12", stops12, [(5, 50), (6, 50), (7, 50)], [(6, 20), (7, 20), (8, 20)])):
        for d, seq, starts in (("out", stops, ob), ("in", list(reversed(stops)), ib)):
            name = f"Line {line}: {seq[0]} to {seq[-1]}"
            main = (f"<h1>{name}</h1><p class='note'>Monday to Friday, from 2 September 2024</p>"
                    + tt(seq, starts))
            out.append(P(f"https://greenvalebuses.example/lines/{line}/{d}bound",
                         page_en(site, name, main, foot=BUS_FOOT), f"l{line}{d}"))
    out.append(P("https://greenvalebuses.example/lines/7/outbound/print", page_en(
        site, "Line 7: Harbour Square to University Campus", out[0].html.split("<main>")[1].split("</main>")[0]),
        "l7out"))
    return out


CLUB_ABOUT = ("<div class='club-box'><p>Ashford Town FC was founded in 1889 and plays its home matches at "
              "the Mill Ground. Season tickets for the 2024/25 campaign are on sale at the club shop and "
              "online. Follow the club on social media for team news, ticket alerts and behind the scenes "
              "video from the training ground.</p></div>")


@scen("en_match_previews_home_away", "Club site: previews of both league meetings with each opponent ('Ashford v Dunmore', 'Dunmore v Ashford'): same title words, templated preview; club box")
def s_match():
    site = "Ashford Town FC"
    fixtures = [("Ashford Town", "Dunmore Rovers", "the Mill Ground", "Saturday 14 September", "3pm"),
                ("Dunmore Rovers", "Ashford Town", "Victoria Park", "Saturday 8 February", "3pm"),
                ("Ashford Town", "Kelby United", "the Mill Ground", "Tuesday 1 October", "7.45pm"),
                ("Kelby United", "Ashford Town", "Riverside Road", "Saturday 15 March", "3pm"),
                ("Ashford Town", "Hollins Athletic", "the Mill Ground", "Saturday 26 October", "3pm")]
    out = []
    for i, (h, a, ground, day, ko) in enumerate(fixtures):
        opp = a if h == "Ashford Town" else h
        main = (f"<article><h1>Preview: {h} v {a}</h1><p class='meta'>{day}, kick-off {ko}, {ground}</p>"
                + para(f"Ashford Town face {opp} at {ground} on {day} with kick-off at {ko}.",
                       f"Team news: the manager will give an update on Friday. Tickets for the match are "
                       f"available from the club shop and online; away supporters should check {h}'s "
                       f"website for ticket details.",
                       "The match will be streamed live for season pass holders on the club channel.")
                + "</article>" + CLUB_ABOUT)
        out.append(P(f"https://ashfordtownfc.example/news/preview-{h.split()[0].lower()}-v-{a.split()[0].lower()}-{i}",
                     page_en(site, f"Preview: {h} v {a}", main), f"m{i}"))
    out.append(P(out[1].url.replace("/news/", "/amp/news/"), page_en(
        site, f"Preview: {fixtures[1][0]} v {fixtures[1][1]}",
        out[1].html.split("<main>")[1].split("</main>")[0]), "m1"))
    return out


@scen("en_flight_route_seo", "Travel SEO pages 'Cheap flights from X to Y' both directions: same distance/flight time/airlines text, prices differ; long why-book box")
def s_flight():
    site = "SkyCompare"
    why = ("<section class='why'><h2>Why book with SkyCompare?</h2><p>We compare hundreds of airlines and "
           "travel agents so you can find the cheapest flight in seconds. There are no hidden fees: the "
           "price you see is the price you pay. Set up a price alert and we will email you when fares for "
           "your route drop.</p></section>")
    routes = [("Berlin", "Rome", "BER", "FCO", "2h 5m", "1,183", "49"), ("Rome", "Berlin", "FCO", "BER", "2h 5m", "1,183", "52"),
              ("Lisbon", "Paris", "LIS", "CDG", "2h 30m", "1,453", "61"), ("Paris", "Lisbon", "CDG", "LIS", "2h 30m", "1,453", "58"),
              ("Dublin", "Madrid", "DUB", "MAD", "2h 35m", "1,452", "44")]
    out = []
    for i, (a, b, ca, cb, t, km, price) in enumerate(routes):
        main = (f"<h1>Cheap flights from {a} to {b}</h1>"
                + table([("Cheapest one-way", f"from &euro;{price}"), ("Flight time", t), ("Distance", f"{km} km"),
                         ("Airports", f"{ca} &rarr; {cb}"), ("Airlines", "Ryanair, easyJet, ITA Airways, Lufthansa")])
                + para(f"The fastest direct flight from {a} to {b} takes {t}. Flights on this route leave "
                       "several times a day; the cheapest days to fly are usually Tuesday and Wednesday, and "
                       "booking around six weeks ahead gives the best fares.")
                + why)
        out.append(P(f"https://www.skycompare.example/flights/{a.lower()}-{b.lower()}/",
                     page_en(site, f"Cheap flights from {a} to {b}", main), f"f{i}"))
    return out


LEAFLET_COMMON = [
    "What {d} is and what it is used for",
    "{D} belongs to a group of medicines called calcium channel blockers. It is used to treat high blood "
    "pressure (hypertension) and a certain type of chest pain called angina.",
    "What you need to know before you take {d}",
    "Do not take {d} if you are allergic to it or to any of the other ingredients, if you have severe low "
    "blood pressure, or if you suffer from heart failure after a heart attack.",
    "How to take {d}",
    "Always take this medicine exactly as your doctor or pharmacist has told you. The usual starting dose "
    "is 5 mg once a day. The dose can be increased to 10 mg once a day. Swallow the tablet with a glass "
    "of water, with or without food.",
    "Possible side effects",
    "Like all medicines, this medicine can cause side effects, although not everybody gets them. Common "
    "side effects include headache, dizziness, flushing, swollen ankles and tiredness.",
]


@scen("en_drug_leaflets_strengths", "Online pharmacy: patient leaflets per product; two strengths of one drug share the leaflet text but for strength, tablet marking and pack (separate products); pharmacist box")
def s_drug():
    site = "Hillcrest Online Pharmacy"
    box = ("<div class='pharmacist'><p>Our pharmacists are registered with the General Pharmaceutical "
           "Council. If you have any questions about your medicine, call our pharmacy team free on the "
           "number below or use the secure message service in your account.</p></div>")
    products = [("Amlodipine", "5 mg", "white, round tablets marked AM 5", "28", "amlodipine"),
                ("Amlodipine", "10 mg", "white, oblong tablets marked AM 10", "28", "amlodipine"),
                ("Lisinopril", "10 mg", "pink, round tablets marked L10", "28", "lisinopril"),
                ("Lisinopril", "20 mg", "pink, oval tablets marked L20", "28", "lisinopril"),
                ("Ramipril", "5 mg", "capsules with a red cap", "28", "ramipril")]
    out = []
    for i, (d, s, look, n, slug) in enumerate(products):
        secs = "".join(
            (f"<h2>{x.format(d=d, D=d)}</h2>" if k % 2 == 0 else f"<p>{x.format(d=d, D=d)}</p>")
            for k, x in enumerate(LEAFLET_COMMON))
        if d != "Amlodipine":
            secs = secs.replace("calcium channel blockers", "ACE inhibitors").replace(
                "a certain type of chest pain called angina", "heart failure")
        main = (f"<h1>{d} {s} tablets: patient information leaflet</h1>"
                f"<p>Each tablet contains {s} {slug}. The tablets are {look}. Packs of {n} tablets.</p>"
                + secs + box)
        out.append(P(f"https://hillcrestpharmacy.example/leaflets/{slug}-{s.replace(' ', '')}",
                     page_en(site, f"{d} {s} tablets leaflet", main), f"d{i}"))
    out.append(P(out[0].url + "/print", page_en(site, f"{products[0][0]} {products[0][1]} tablets leaflet",
                 out[0].html.split("<main>")[1].split("</main>")[0], nav=()), "d0"))
    return out


@scen("en_app_versions_mirror", "APK mirror: one page per version of one app; identical description, 2-line changelog, 'All versions' list inside the article naming every version")
def s_apk():
    site = "ApkVault"
    versions = ["5.12.0", "5.11.2", "5.11.1", "5.10.0", "5.9.4"]
    notes = {"5.12.0": "Added offline maps for hiking trails. Fixed a crash when sharing a route.",
             "5.11.2": "Fixed GPS drift on some Samsung devices.",
             "5.11.1": "Improved battery use while recording. Minor bug fixes.",
             "5.10.0": "New elevation profile view. Dark mode for the map legend.",
             "5.9.4": "Bug fixes and performance improvements."}
    desc = ("TrailMate is a hiking and cycling route planner with topographic maps, turn-by-turn "
            "navigation and a community of millions of outdoor fans sharing their favourite trails. "
            "Plan a route, download it for offline use and record your activity with detailed statistics.")
    out = []
    for v in versions:
        allv = lis([f'<a href="/app/trailmate/{x}">TrailMate {x}</a>' for x in versions], cls="versions")
        main = (f"<article><h1>TrailMate {v} APK</h1>"
                + table([("Version", v), ("Package", "com.trailmate.app"), ("Requires", "Android 8.0+"),
                         ("Downloads", "1,204,331")])
                + f"<h2>What's new in {v}</h2><p>{notes[v]}</p><h2>Description</h2><p>{desc}</p>"
                + "<h2>All versions</h2>" + allv
                + "<p class='safe'>Every file on ApkVault is checked against the developer's signature. "
                  "We never modify APK files.</p></article>")
        out.append(P(f"https://apkvault.example/app/trailmate/{v}", page_en(site, f"TrailMate {v} APK Download", main), f"v{v}"))
    out.append(P("https://apkvault.example/app/trailmate/5.11.2?utm_source=twitter", out[1].html, "v5.11.2"))
    return out


@scen("en_product_manuals_models", "Appliance maker: online manual per model; AF-200 and AF-300 pages show one shared manual (true copies), other models' manuals differ in capacity/program lists; support box")
def s_manuals():
    site = "Aquaflow Appliances"
    support = ("<div class='support'><p>Need help? Register your appliance to extend your warranty to five "
               "years, book an engineer visit or order genuine spare parts from our online shop.</p></div>")
    common = para("Before first use, read the safety instructions. Remove all packaging and transport bolts. "
                  "Connect the appliance to a cold water supply and a properly earthed socket.",
                  "Load the baskets with dishes facing the centre. Add detergent to the dispenser and close the "
                  "lid. Select a programme and press Start. The display shows the remaining time.",
                  "Clean the filter once a week: turn it anticlockwise, lift it out, rinse it under running "
                  "water and refit it. Refill the salt container when the salt indicator lights up.")
    models = {
        "AF-200": ("AF-200 and AF-300 dishwashers", "12 place settings", ["Eco", "Auto", "Intensive", "Quick"]),
        "AF-300": ("AF-200 and AF-300 dishwashers", "12 place settings", ["Eco", "Auto", "Intensive", "Quick"]),
        "AF-450": ("AF-450 dishwasher", "14 place settings", ["Eco", "Auto", "Intensive", "Glass", "Half load", "Quick"]),
        "AF-510": ("AF-510 slimline dishwasher", "9 place settings", ["Eco", "Quick", "Rinse"]),
        "AF-620": ("AF-620 integrated dishwasher", "15 place settings", ["Eco", "Auto", "Intensive", "Glass", "Night"]),
    }
    out = []
    for m, (cover, cap, progs) in models.items():
        body = (f"<h1>User manual: {cover}</h1><p>Capacity: {cap}.</p>" + common
                + "<h2>Programmes</h2>" + lis(progs))
        label = "man200" if m in ("AF-200", "AF-300") else f"man{m}"
        out.append(P(f"https://aquaflow.example/support/{m.lower()}/manual",
                     page_en(site, f"{m} user manual", body, side=support), label))
    return out


@scen("en_book_series_store", "Bookshop: the books of one series; series blurb + 'Books in this series' list inside the product description, 1-2 line book blurb, same author bio")
def s_books():
    site = "Inkwell Books"
    series = ("<p class='series'>The Harbour Lights mysteries follow retired detective Nell Cartwright "
              "as she solves crimes in the fishing town of Port Alwen. Perfect for fans of cosy crime with "
              "a sea breeze.</p>")
    books = [("The Lantern Keeper", "A body on the lighthouse steps brings Nell out of retirement."),
             ("The Drowned Bell", "When the church bell rings at midnight, Nell knows something is wrong."),
             ("The Salt Ledger", "An old account book holds the key to a forty-year-old disappearance."),
             ("The Last Regatta", "A sabotaged boat race leaves the town divided and a sailor missing."),
             ("The Winter Tide", "Snow cuts Port Alwen off from the world, and a guest vanishes.")]
    bio = ("<div class='author'><h3>About the author</h3><p>Morwenna Pascoe grew up in Cornwall and worked "
           "as a journalist before turning to crime fiction. She lives by the sea with her husband and two "
           "very lazy cats.</p></div>")
    listing = "<h3>Books in this series</h3>" + lis([f"Book {k}: {t}" for k, (t, _) in enumerate(books, 1)])
    out = []
    for k, (t, blurb) in enumerate(books, 1):
        main = (f"<div class='product'><h1>{t} (Harbour Lights, Book {k})</h1><p class='by'>Morwenna Pascoe</p>"
                f"<div class='description'><p>{blurb}</p>{series}{listing}</div>"
                + table([("Format", "Paperback"), ("Pages", "320"), ("Publisher", "Gullrock Press")]) + bio + "</div>")
        out.append(P(f"https://inkwellbooks.example/books/harbour-lights-{k}", page_en(site, f"{t} (Harbour Lights, Book {k})", main), f"b{k}"))
    return out


@scen("en_patent_continuations", "Patent database: a parent patent and its continuations share title and abstract, claims differ; numbers only in the title and URL; search box")
def s_patents():
    site = "OpenPatents"
    abstract = ("A system for routing parcels in a sorting facility comprises a conveyor, an imaging unit "
                "that reads a label on each parcel, and a controller that assigns each parcel to an output "
                "chute based on the destination and on the current load of each chute, so that parcels for "
                "one delivery route are gathered together.")
    claims = {
        "US10443210B2": "1. A method comprising: reading a label of a parcel on a conveyor; determining a "
                        "destination; and selecting an output chute based on the destination and a chute load.",
        "US10982115B2": "1. A system comprising: a conveyor; a camera; and a controller configured to divert a "
                        "parcel to a chute when the chute load is below a threshold set by the operator.",
        "US11520876B1": "1. A non-transitory medium storing instructions that cause a processor to group "
                        "parcels for a delivery route by reassigning chutes during a sorting shift.",
    }
    others = {"US10651002B2": ("Drone landing pad with battery swap", "A landing pad for an unmanned aircraft "
                               "includes a robotic arm that removes a depleted battery and inserts a charged "
                               "battery while the aircraft is held by clamps."),
              "US10877344B2": ("Refrigerated locker for grocery pickup", "A locker bank has compartments each "
                               "held at a temperature chosen for the goods, with a door that opens when a "
                               "customer scans a code.")}
    out = []
    for num, cl in claims.items():
        main = (f"<h1>{num}: Parcel sorting system with dynamic chute assignment</h1>"
                f"<h2>Abstract</h2><p>{abstract}</p><h2>Claims</h2><p>{cl}</p>")
        out.append(P(f"https://openpatents.example/patent/{num}", page_en(
            site, f"{num} - Parcel sorting system with dynamic chute assignment", main), num))
    for num, (t, ab) in others.items():
        main = f"<h1>{num}: {t}</h1><h2>Abstract</h2><p>{ab}</p><h2>Claims</h2><p>1. {ab}</p>"
        out.append(P(f"https://openpatents.example/patent/{num}", page_en(site, f"{num} - {t}", main), num))
    return out


@scen("en_course_sections", "University class search: one page per section of a course; same course description, sections differ in instructor, days, room (times date-like, no CRN); registrar block")
def s_sections():
    site = "Westbrook University Class Search"
    reg = ("<div class='registrar'><p>Enrollment is subject to prerequisites and seat availability. Waitlisted "
           "students are enrolled automatically when a seat opens, up to the end of the first week of term. "
           "Contact the Office of the Registrar with any questions.</p></div>")
    desc = ("Principles of chemistry: atomic structure, bonding, stoichiometry, gases, thermochemistry and "
            "solutions, with an introduction to chemical equilibrium. Three lectures and one three-hour lab "
            "each week.")
    secs = [("CHEM 101", "01", "Dr. Alice Moreno", "MWF 9:00-9:50", "Hall B 120"),
            ("CHEM 101", "02", "Dr. Alice Moreno", "MWF 11:00-11:50", "Hall B 120"),
            ("CHEM 101", "03", "Dr. Kenji Watanabe", "TTh 10:00-11:15", "Science 204"),
            ("CHEM 101", "04", "Staff", "TTh 13:00-14:15", "Science 204"),
            ("HIST 210", "01", "Prof. Ruth Adler", "MW 14:00-15:15", "Humanities 31")]
    out = []
    for course, s, who, when, room in secs:
        d = desc if course == "CHEM 101" else ("The United States from Reconstruction to the present, with "
                                              "emphasis on social movements, migration and the growth of cities.")
        name = "General Chemistry I" if course == "CHEM 101" else "Modern American History"
        main = (f"<h1>{course} {name}, Section {s}</h1>"
                + deflist([("Instructor", who), ("Meets", when), ("Room", room), ("Credits", "4" if course == "CHEM 101" else "3"),
                           ("Term", "Fall 2024")])
                + f"<h2>Description</h2><p>{d}</p>" + reg)
        out.append(P(f"https://classes.westbrook.example/fall2024/{course.replace(' ', '').lower()}/{s}",
                     page_en(site, f"{course} Section {s}", main), f"{course}{s}"))
    return out


@scen("en_poster_sessions", "Conference programme: poster session pages whose poster lists load by script (empty div); text = session time/room + venue/accessibility block; session pages titled 'Poster Session A/B/C'")
def s_posters():
    site = "ICDM 2024 Programme"
    venue = ("<div class='venue'><p>All sessions take place at the Lakeside Congress Centre. The poster hall "
             "is on level 1 next to the registration desk. Step-free access is available from the main "
             "entrance; quiet rooms and a prayer room are on level 2. Coffee is served in the poster hall "
             "during every poster session.</p></div>")
    out = []
    for s, day, room in ([("A", "Tuesday", "Hall 1"), ("B", "Tuesday", "Hall 1"),
                                        ("C", "Wednesday", "Hall 1"), ("D", "Thursday", "Hall 2")]):
        main = (f"<h1>Poster Session {s}</h1><p class='when'>{day}, 15:30-17:00, {room}</p>"
                f"<div id='posters' data-session='{s}'></div><script>loadPosters('{s}')</script>" + venue)
        out.append(P(f"https://icdm2024.example/programme/posters-{s.lower()}", page_en(site, f"Poster Session {s}", main), f"ps{s}"))
    main = ("<h1>Keynote: Learning from streams</h1><p class='when'>Tuesday, 09:00-10:00, Auditorium</p>"
            + para("Our opening keynote looks at how models can learn from data that never stops arriving, "
                   "and what that means for monitoring, drift detection and fairness in production systems.")
            + venue)
    out.append(P("https://icdm2024.example/programme/keynote-1", page_en(site, "Keynote: Learning from streams", main), "kn1"))
    return out


@scen("en_tv_episode_guide", "TV guide: episode pages with a 1-2 line synopsis and a long 'about the show' + where-to-watch block; titles 'Series 2, Episode 3'-style")
def s_tv():
    site = "ScreenGuide"
    about = ("<div class='show'><h2>About Harbour Street</h2><p>Harbour Street is a BBC drama about the "
             "families who live and work on one street of a northern fishing town. The series is created by "
             "Joanne Hale and stars Maxine Peake, David Morrissey and Bella Ramsey.</p><p>Where to watch: all "
             "episodes are available on BBC iPlayer for twelve months after broadcast.</p></div>")
    eps = [(2, 1, "The Homecoming", "Danny returns from the rigs with news that splits the family."),
           (2, 2, "Low Water", "A storm keeps the boats in harbour and tempers run high."),
           (2, 3, "The Auction", "The chip shop goes under the hammer."),
           (2, 4, "Nets", "Sal finds something in the nets that she cannot explain."),
           (3, 1, "New Year", "The street celebrates, but Maggie has a secret.")]
    out = []
    for s, e, t, syn in eps:
        main = f"<h1>Harbour Street: Series {s}, Episode {e}</h1><h2>{t}</h2><p>{syn}</p>" + about
        out.append(P(f"https://screenguide.example/tv/harbour-street/s{s}e{e}",
                     page_en(site, f"Harbour Street Series {s} Episode {e}: {t}", main), f"s{s}e{e}"))
    return out


@scen("en_district_results", "County election results: one page per district, candidate table (same candidates in several districts, votes differ); long results-are-provisional notice")
def s_results():
    site = "Marlow County Elections"
    note = ("<div class='notice'><p>Results shown are unofficial until certified by the County Board of "
            "Canvassers. Provisional and late-arriving absentee ballots are counted after election night and "
            "may change the totals. Certified results will be posted within fourteen days.</p></div>")
    data = {"District 1": [("Laura Kim", "DEM", "4,812"), ("Peter Olsen", "REP", "5,103")],
            "District 2": [("Laura Kim", "DEM", "6,220"), ("Peter Olsen", "REP", "3,985")],
            "District 3": [("Marco Diaz", "DEM", "2,901"), ("Sandra Lee", "REP", "3,340")],
            "District 4": [("Marco Diaz", "DEM", "3,077"), ("Sandra Lee", "REP", "3,076")],
            "District 5": [("Tom Reyes", "IND", "1,450"), ("Anne Buckley", "REP", "2,210")]}
    out = []
    for i, (d, rows) in enumerate(data.items()):
        main = (f"<h1>County Commissioner, {d}</h1>"
                + table(rows, ("Candidate", "Party", "Votes")) + "<p>Precincts reporting: 100%</p>" + note)
        out.append(P(f"https://elections.marlowcounty.example/2024/general/commissioner-{i + 1}",
                     page_en(site, f"County Commissioner {d} results", main), f"dist{i}"))
    return out


@scen("en_corrections_pages", "Newspaper daily 'Corrections and clarifications' pages, same title each day, 1-2 short corrections; readers' editor box")
def s_corr():
    site = "The Northern Gazette"
    box = ("<div class='readers-editor'><p>The readers' editor can be contacted by email or by post at the "
           "address below. We aim to correct significant errors as soon as possible. Please quote the date "
           "and page of the article and explain what you believe is wrong.</p></div>")
    items = [["An article about the new library said it would open in May; it will open in June."],
             ["A caption on the sport pages misnamed the Hartley Rovers goalkeeper; he is Sam Ibe, not Sam Ibbs.",
              "Our review of Blue Door misspelled the chef's surname, which is Lindqvist."],
             ["A report on the council budget said the tax rise was 4.9%; it is 3.9%."],
             ["The obituary of Joan Marsh gave her age as 88; she was 86."],
             ["An article on bus fares said the day ticket costs 5.50; it costs 5.80."]]
    days = ["3 June 2024", "4 June 2024", "5 June 2024", "6 June 2024", "7 June 2024"]
    out = []
    for i, (d, its) in enumerate(zip(days, items)):
        main = f"<h1>Corrections and clarifications</h1><p class='date'>{d}</p>" + para(*its) + box
        out.append(P(f"https://northerngazette.example/corrections/2024/06/{3 + i:02d}",
                     page_en(site, "Corrections and clarifications", main), f"c{i}"))
    out.append(P("https://northerngazette.example/corrections/2024/06/04/amp", page_en(
        site, "Corrections and clarifications", out[1].html.split("<main>")[1].split("</main>")[0], nav=()), "c1"))
    return out


@scen("en_jsonld_body_news", "Local news app: server HTML holds headline + standfirst + subscribe wall; the article body only in JSON-LD articleBody; same subscribe text on every page")
def s_jsonld():
    site = "Cedar Valley Now"
    wall = ("<div class='paywall'><p>This story is for subscribers. Subscribe today for unlimited access to "
            "Cedar Valley Now on any device, plus our e-edition and exclusive newsletters. Already a "
            "subscriber? Log in to keep reading.</p></div>")
    stories = [("School board approves new start times", "Middle schools will start 20 minutes later from August.",
                "The Cedar Valley school board voted 5-2 on Monday to move middle school start times..."),
               ("Water main break closes Elm Street", "Crews expect repairs to last through Thursday.",
                "A water main broke early Tuesday under Elm Street between 3rd and 5th avenues..."),
               ("Farmers market moves to Riverside Park", "The Saturday market will open in its new home on May 4.",
                "After twelve years in the courthouse square, the farmers market is moving..."),
               ("County fair adds a second weekend", "Organisers cite record attendance last year.",
                "The Cedar Valley County Fair will run for two weekends this summer..."),
               ("Library extends Sunday hours", "Branches will open from noon to five on Sundays.",
                "Starting next month, all three library branches will open on Sundays...")]
    out = []
    for i, (h, st, body) in enumerate(stories):
        ld = json.dumps({"@context": "https://schema.org", "@type": "NewsArticle", "headline": h,
                         "description": st, "articleBody": body * 3, "isAccessibleForFree": False})
        main = f"<article><h1>{h}</h1><p class='standfirst'>{st}</p>{wall}</article>"
        out.append(P(f"https://cedarvalleynow.example/news/2024/{i + 101}",
                     page_en(site, h, main, head=f'<script type="application/ld+json">{ld}</script>'), f"j{i}"))
    return out


@scen("en_accordion_product_faq", "Smart-home shop: product pages whose specs/description sit in closed accordions (hidden panels); visible: name, price, delivery/returns accordion open; 1 /m/ copy")
def s_accordion():
    site = "Nestwise Home"
    deliv = ("<details open><summary>Delivery and returns</summary><p>Free next-day delivery on orders over "
             "forty pounds placed before 8pm. Returns are free within 30 days: print a label from your account "
             "and drop the parcel at any post office. Refunds reach your card within five working days.</p></details>")
    prods = [("Nestwise Smart Plug Mini", "14.99", "A compact Wi-Fi plug with energy monitoring and schedules."),
             ("Nestwise Smart Plug Outdoor", "24.99", "A weatherproof plug with two sockets for garden lights."),
             ("Nestwise Door Sensor", "19.99", "A slim contact sensor that alerts you when a door opens."),
             ("Nestwise Motion Sensor", "22.99", "A wide-angle motion sensor with a two-year battery."),
             ("Nestwise Hub 2", "59.99", "The hub that connects all your Nestwise devices to your router.")]
    out = []
    for i, (n, price, d) in enumerate(prods):
        main = (f"<div class='pdp' data-sku='NW{i + 100}'><h1>{n}</h1><p class='price'>&pound;{price}</p>"
                f"<div class='accordion'><details><summary>Description</summary><p>{d}</p></details>"
                f"<div class='panel' hidden><h3>Specifications</h3><p>{d} Works with Alexa and Google Home.</p></div>"
                + deliv + "</div></div>")
        out.append(P(f"https://nestwise.example/p/{n.lower().replace(' ', '-')}", page_en(site, n, main), f"p{i}"))
    out.append(P("https://nestwise.example/m/p/nestwise-door-sensor", out[2].html, "p2"))
    return out


@scen("en_sitename_titles_table_main", "Old parish council site: every <title> is the site name, no h1; minutes of each meeting in a <table> (items, 1 line each); clerk contact block")
def s_parish():
    site = "Little Hadley Parish Council"
    clerk = ("<table class='clerk'><tr><td>Clerk to the Council: Mrs Jane Whitby, 4 Church Lane, Little Hadley. "
             "The Council meets on the second Monday of each month at 7.30pm in the Village Hall. Members of "
             "the public are welcome to attend and may speak during the open forum.</td></tr></table>")
    meetings = [("January", ["Apologies: Cllr Reed", "Planning: no objection to the barn conversion at Hill Farm",
                             "Precept agreed for the coming year"]),
                ("February", ["Apologies: none", "Dog bins: two more to be installed on the green",
                              "Footpath 12: overgrown hedge reported to the county"]),
                ("March", ["Apologies: Cllr Hale", "Playground inspection report received",
                           "Annual parish meeting date agreed"]),
                ("April", ["Apologies: Cllr Reed and Cllr Moss", "Speed watch volunteers needed",
                           "Village hall roof quotes to be obtained"])]
    out = []
    for i, (m, items) in enumerate(meetings):
        main = (f"<table class='minutes'><tr><td><b>Minutes of the meeting held in {m} 2024</b></td></tr>"
                + "".join(f"<tr><td>{k + 1}. {x}</td></tr>" for k, x in enumerate(items)) + "</table>" + clerk)
        out.append(P(f"http://littlehadley-pc.example/minutes.php?id={i + 31}", page_en(site, "", main, title_raw=site), f"min{i}"))
    return out


@scen("en_react_ssr_listings", "Next.js SSR holiday-cottage listings: cards of data-* attributes, short text per cottage; __NEXT_DATA__; shared 'book direct' block; title = '<name> | Site'")
def s_cottages():
    site = "Dales Cottages"
    block = ("<section data-block='book-direct'><p>Book direct with Dales Cottages and save the booking fee. "
             "Every cottage is inspected each season by our own team, and our local office is open seven "
             "days a week to help during your stay.</p></section>")
    cots = [("Beck Cottage", "Sleeps 4", "2 bedrooms", "Dog friendly", "A stone cottage by the beck in Grassington."),
            ("Fell View", "Sleeps 4", "2 bedrooms", "Dog friendly", "A stone cottage with views of the fells near Kettlewell."),
            ("The Old Forge", "Sleeps 2", "1 bedroom", "No dogs", "A converted forge with a wood burner in Malham."),
            ("Swallow Barn", "Sleeps 6", "3 bedrooms", "Dog friendly", "A barn conversion with a hot tub in Reeth."),
            ("Curlew Lodge", "Sleeps 4", "2 bedrooms", "No dogs", "A modern lodge beside the river in Hawes.")]
    out = []
    for i, (n, sl, bd, dogs, d) in enumerate(cots):
        nd = json.dumps({"props": {"pageProps": {"id": i + 7, "name": n}}})
        main = (f'<div id="__next"><div data-testid="listing" data-id="{i + 7}"><h1 data-field="name">{n}</h1>'
                f'<ul data-field="facts"><li data-k="sleeps">{sl}</li><li data-k="bedrooms">{bd}</li>'
                f'<li data-k="dogs">{dogs}</li></ul><p data-field="summary">{d}</p></div>{block}</div>'
                f'<script id="__NEXT_DATA__" type="application/json">{nd}</script>')
        out.append(P(f"https://dalescottages.example/cottages/{n.lower().replace(' ', '-')}",
                     page_en(site, n, main, title_raw=f"{n} | {site}"), f"cot{i}"))
    return out


# ============================================================================= CHINESE

ZW_FOOT = ("<p>主办：江宁市人民政府办公室 承办：江宁市大数据管理局 网站标识码：3201150001 "
           "苏ICP备05012345号 地址：江宁市竹山路88号 联系电话：025-52101234</p>")


@scen("zh_banshi_zhinan_generic_title", "政务服务网 办事指南: 每页 <title> 都是'办事指南'，事项名只在表格里；受理条件/材料/流程 模板相同，时限数字都小于60；1 个 ?from= 副本")
def s_zh_banshi():
    site = "江宁市政务服务网"
    items = [("食品经营许可（新办）", "市场监督管理局", "营业执照；食品安全管理制度；主要设备设施布局图", "20", "5"),
             ("食品经营许可（延续）", "市场监督管理局", "原食品经营许可证；食品安全管理制度", "20", "5"),
             ("食品经营许可（注销）", "市场监督管理局", "原食品经营许可证正副本", "20", "3"),
             ("公共场所卫生许可（新办）", "卫生健康委员会", "营业执照；卫生管理制度；检测报告", "20", "10"),
             ("户外广告设施设置审批", "城市管理局", "设置方案；效果图；场地使用证明", "20", "7")]
    out = []
    for i, (name, dept, mats, fd, cn) in enumerate(items):
        main = ("<h2 class='tit'>办事指南</h2>"
                + table([("事项名称", name), ("实施主体", f"江宁市{dept}"), ("事项类型", "行政许可"),
                         ("法定办结时限", f"{fd}个工作日"), ("承诺办结时限", f"{cn}个工作日"), ("收费标准", "不收费"),
                         ("申请材料", mats)], cls="bszn")
                + "<h3>办理流程</h3>" + para("1. 申请：申请人通过江宁市政务服务网在线提交申请或到政务服务中心窗口提交材料。",
                                           "2. 受理：窗口工作人员对申请材料进行审查，材料齐全、符合法定形式的予以受理。",
                                           "3. 审查：承办处室对申请材料进行审查，必要时进行现场核查。",
                                           "4. 决定：作出准予许可或不予许可的书面决定，并告知申请人。",
                                           "5. 送达：申请人可选择窗口领取或免费邮寄送达。")
                + "<h3>咨询方式</h3><p>咨询电话：12345政务服务便民热线；监督投诉：江宁市政务服务管理办公室。</p>")
        out.append(P(f"http://zwfw.jiangning.example/bszn/item.html?id=3201{i:04d}", page_zh(site, "", main, foot=ZW_FOOT,
                     title_raw="办事指南", crumbs=("首页", "个人办事", "办事指南")), f"bs{i}"))
    out.append(P("http://zwfw.jiangning.example/bszn/item.html?id=32010001&from=list", out[1].html, "bs1"))
    return out


@scen("zh_college_recruit_contacts", "大学 各学院 2024年 教师招聘启事: 模板正文(学院名写在每段)，附 全校各学院联系方式表(每页相同，列出所有学院名)；人事处块")
def s_zh_recruit():
    site = "东海大学人事处"
    cols = [("物理与电子工程学院", "凝聚态物理、光学、电子科学与技术"), ("化学与材料学院", "有机化学、材料物理与化学"),
            ("数学与统计学院", "基础数学、应用数学、统计学"), ("计算机科学与技术学院", "人工智能、软件工程、网络安全"),
            ("外国语学院", "英语语言文学、翻译学")]
    contacts = table([(c, f"{['王', '李', '张', '刘', '陈'][k]}老师", f"0571-8822{k}01{k}") for k, (c, _) in enumerate(cols)],
                     ("学院", "联系人", "电话"), cls="contacts")
    out = []
    for i, (c, fields) in enumerate(cols):
        main = (f"<h1>东海大学{c}2024年教师招聘启事</h1>"
                + para(f"东海大学{c}因学科发展需要，现面向海内外公开招聘专任教师，热忱欢迎优秀人才加盟。",
                       f"一、招聘岗位：{c}专任教师若干名，研究方向：{fields}。",
                       "二、应聘条件：具有博士学位，年龄一般不超过35周岁；具有良好的学术道德和团队合作精神；"
                       "在本学科领域取得较好的研究成果。",
                       "三、待遇：按学校人才引进相关规定执行，提供安家费、科研启动经费和过渡住房。",
                       "四、应聘方式：请将个人简历、代表性成果等材料发送至学院联系人邮箱，邮件主题注明“应聘＋姓名＋方向”。")
                + "<h3>各学院联系方式</h3>" + contacts)
        out.append(P(f"https://rsc.donghai.example/info/1012/{3100 + i}.htm",
                     page_zh(site, f"{c}2024年教师招聘启事", main, crumbs=("首页", "招聘信息"),
                             foot="<p>东海大学人事处 地址：杭州市学林街1号行政楼 邮编310018</p>"), f"r{i}"))
    return out


@scen("zh_fabuhui_placeholder", "市政府 新闻发布会 页面: 视频 + '文字实录整理中' 占位 + 发布人名单；发布会栏目介绍块；第N场 标题")
def s_zh_fbh():
    site = "滨江市人民政府新闻办公室"
    intro = ("<div class='lmjs'><p>滨江市政府新闻发布会是市政府新闻办公室定期组织的权威信息发布平台，"
             "围绕市委市政府中心工作和群众关心关注的热点问题，邀请有关部门负责人发布信息、解读政策、回应关切。"
             "欢迎媒体记者和市民朋友关注。</p></div>")
    meetings = [(21, "2024年一季度经济运行情况", "市统计局局长 陈立军；市发展改革委副主任 周敏"),
                (22, "滨江市优化营商环境若干措施", "市发展改革委主任 高远；市市场监管局副局长 赵红"),
                (23, "2024年高考招生工作", "市教育局副局长 孙晓东"),
                (24, "防汛防台工作部署", "市应急管理局局长 吴海；市水利局副局长 钱军"),
                (25, "文明城市创建工作进展", "市文明办专职副主任 李娜")]
    out = []
    for n, topic, who in meetings:
        main = (f"<h1>滨江市政府新闻发布会（第{n}场）：{topic}</h1>"
                f"<div class='video'><video src='/v/fbh{n}.mp4' controls></video></div>"
                f"<p>发布人：{who}</p><p>文字实录整理中，敬请关注。</p>" + intro)
        out.append(P(f"http://www.binjiang.example/xwfbh/2024/fbh{n}.html",
                     page_zh(site, f"滨江市政府新闻发布会（第{n}场）", main, crumbs=("首页", "新闻发布会")), f"fb{n}"))
    return out


@scen("zh_weather_warning_counties", "市气象局 网站 各县气象台 暴雨预警信号: 同一过程、同一模板，正文列出受影响的全部县区，防御指南长块；发布时间像日期")
def s_zh_warn():
    site = "清远市气象局"
    guide = ("<div class='fyzn'><h3>防御指南</h3>" + para(
        "1. 政府及相关部门按照职责做好防暴雨准备工作；",
        "2. 学校、幼儿园采取适当措施，保证学生和幼儿安全；",
        "3. 驾驶人员应当注意道路积水和交通阻塞，确保安全；",
        "4. 检查城市、农田、鱼塘排水系统，做好排涝准备。") + "</div>")
    counties = [("阳山县", "黄色", "黎埠镇、小江镇、七拱镇"), ("连州市", "黄色", "西岸镇、保安镇、星子镇"),
                ("英德市", "黄色", "西牛镇、九龙镇、石灰铺镇"), ("清新区", "橙色", "太和镇、山塘镇、三坑镇"),
                ("佛冈县", "黄色", "石角镇、汤塘镇")]
    out = []
    for i, (c, color, towns) in enumerate(counties):
        main = (f"<h1>{c}气象台发布暴雨{color}预警信号</h1><p class='time'>发布时间：2024-06-18 14:20</p>"
                + para(f"{c}气象台2024年6月18日14时20分发布暴雨{color}预警信号：受强降雨云团影响，"
                       "清远市阳山县、连州市、英德市、清新区、佛冈县已出现强降雨，"
                       f"预计未来6小时{c}{towns}等地将出现50毫米以上降水，请注意防御。")
                + guide)
        out.append(P(f"http://qx.qingyuan.example/yjxx/20240618/{i + 1}.html",
                     page_zh(site, f"{c}气象台发布暴雨{color}预警信号", main, crumbs=("首页", "预警信息")), f"w{i}"))
    return out


@scen("zh_scenic_spots_gbk", "景区 官网 GBK: 各景点页(门票/开放时间 表 + 一句介绍) ，景区总介绍块列出所有景点；游客须知块")
def s_zh_scenic():
    site = "云岭山风景名胜区"
    intro = ("<div class='jqjs'><p>云岭山风景名胜区为国家AAAAA级旅游景区，由飞云瀑、天池、古栈道、"
             "观音岩、云顶索道五大景点组成，以奇峰、飞瀑、云海著称。</p></div>")
    notice = ("<div class='yxxz'><p>游客须知：请遵守景区管理规定，文明游览；雨天山路湿滑，请注意安全；"
              "景区内禁止吸烟和野炊；请勿投喂野生动物。</p></div>")
    spots = [("飞云瀑", "60元", "8:00-17:30", "落差八十余米的瀑布，雨季水量最大。"),
             ("天池", "60元", "8:00-17:30", "海拔一千四百米的高山湖泊，四面环山。"),
             ("古栈道", "40元", "8:00-17:00", "沿悬崖开凿的明代栈道，全长三公里。"),
             ("观音岩", "40元", "8:00-17:00", "形似观音的巨岩，岩下有古寺。"),
             ("云顶索道", "单程80元", "8:30-16:30", "全长两千米的观光索道，可俯瞰云海。")]
    out = []
    for i, (n, price, hours, d) in enumerate(spots):
        main = (f"<div class='title'>{n}</div>" + table([("门票", price), ("开放时间", hours), ("游览时长", "约2小时")], cls="jd")
                + f"<p>{d}</p>" + intro + notice)
        out.append(P(f"http://www.yunlingshan.example/jd/{i + 1}.html",
                     page_zh(site, n, main, crumbs=("首页", "景点介绍")), f"jd{i}", "gbk"))
    return out


@scen("zh_loupan_developer_intro", "房产网 楼盘页: 楼盘名共享开发商品牌词(保利·X)，参数表短；开发商介绍块列出其全部项目；免责声明")
def s_zh_loupan():
    site = "安居房产网"
    dev = ("<div class='kfs'><h3>开发商介绍</h3><p>保利发展控股集团股份有限公司是国有控股房地产企业，"
           "在本市已开发保利天悦、保利和光、保利时代、保利云禧、保利江语等项目，坚持品质与服务并重。</p></div>")
    disc = "<div class='mz'><p>免责声明：本页面信息仅供参考，最终以政府部门登记备案为准，请谨慎核查。</p></div>"
    lps = [("保利天悦", "江北新区", "32000元/㎡", "住宅", "2025年12月"),
           ("保利和光", "江北新区", "29500元/㎡", "住宅", "2025年6月"),
           ("保利时代", "河西新城", "45000元/㎡", "住宅、商业", "2026年3月"),
           ("保利云禧", "仙林", "27800元/㎡", "住宅", "2025年9月"),
           ("保利江语", "浦口", "26000元/㎡", "住宅", "2026年6月")]
    out = []
    for i, (n, area, price, kind, deliver) in enumerate(lps):
        main = (f"<h1>{n}</h1>" + table([("参考均价", price), ("区域", area), ("物业类型", kind),
                                         ("交房时间", deliver), ("开发商", "保利发展")], cls="lp") + dev + disc)
        out.append(P(f"https://nj.anju.example/loupan/{10231 + i}.html", page_zh(site, f"{n}", main, crumbs=("首页", "新房", n)), f"lp{i}"))
    out.append(P("https://nj.anju.example/m/loupan/10232.html", out[1].html, "lp1"))
    return out


@scen("zh_hospital_depts_nav", "医院 科室介绍: 一两句科室简介 + 正文里 科室导航(列出全部科室) + 医院简介块; 标题'心血管内科'等共享'内科'")
def s_zh_depts():
    site = "南湖市第一人民医院"
    depts = [("心血管内科", "开放床位60张，擅长冠心病介入治疗和心律失常射频消融。"),
             ("神经内科", "开放床位45张，擅长脑血管病、癫痫和帕金森病的诊治。"),
             ("消化内科", "开放床位50张，擅长消化道早癌内镜诊治。"),
             ("呼吸内科", "开放床位48张，擅长慢阻肺、哮喘和肺部感染的诊治。"),
             ("普通外科", "开放床位55张，擅长腹腔镜微创手术。")]
    nav = "<div class='ksdh'><h3>科室导航</h3>" + lis([f'<a href="/ks/{k}.html">{d}</a>' for k, (d, _) in enumerate(depts)]) + "</div>"
    about = ("<div class='yyjj'><p>南湖市第一人民医院始建于1938年，是一所集医疗、教学、科研、预防为一体的三级甲等综合医院，"
             "现有职工2600余人，开放床位1800张。</p></div>")
    out = []
    for i, (d, t) in enumerate(depts):
        main = f"<h1>{d}</h1><p>{t}</p>" + nav + about
        out.append(P(f"http://www.nhsyy.example/ks/{i}.html", page_zh(site, d, main, crumbs=("首页", "科室导航")), f"ks{i}"))
    return out


@scen("zh_law_articles", "法规库 条文页: 《XX条例》 第N条 每条一页，条文一两句；法规信息块(制定机关/施行日期)每页相同；1 个 print 副本")
def s_zh_law():
    site = "地方法规数据库"
    info = ("<div class='fginfo'><p>《南湖市养犬管理条例》2023年10月27日南湖市第十六届人民代表大会常务委员会第十二次会议通过，"
            "2024年3月1日起施行。本库文本仅供参考，以官方公布的文本为准。</p></div>")
    arts = [("第十二条", "个人养犬的，每户限养一只。"),
            ("第十三条", "禁止个人饲养烈性犬。烈性犬品种目录由市公安机关会同农业农村部门制定并公布。"),
            ("第十四条", "携犬出户时，应当为犬只束犬链，犬链长度不得超过一点五米。"),
            ("第十五条", "携犬出户时，应当及时清除犬只排泄的粪便。"),
            ("第十六条", "禁止携犬进入机关、学校、医院、商场、餐馆等公共场所。")]
    out = []
    for i, (n, t) in enumerate(arts):
        main = f"<h1>南湖市养犬管理条例 {n}</h1><p>{n}　{t}</p>" + info
        out.append(P(f"https://fg.example.cn/nanhu/yqgl/{12 + i}", page_zh(site, f"南湖市养犬管理条例 {n}", main), f"a{i}"))
    out.append(P("https://fg.example.cn/nanhu/yqgl/13/print", page_zh(site, f"南湖市养犬管理条例 {arts[1][0]}",
                 out[1].html.split('<div class="content">')[1].split('</div><div class="right">')[0]), "a1"))
    return out


@scen("zh_kebiao_classes_gbk", "中学 教务 课程表 GBK: 每班一页，课表 table(科目名两字)，时间像日期；学校地址块；标题 '高一(3)班课程表'")
def s_zh_kebiao():
    site = "明德中学教务处"
    subs = ["语文", "数学", "英语", "物理", "化学", "生物", "历史", "地理", "政治", "体育", "音乐", "美术"]
    out = []
    for c in range(1, 6):
        rows = []
        for p in range(6):
            rows.append([f"第{p + 1}节"] + [subs[(c * 3 + p * 5 + d * 7) % len(subs)] for d in range(5)])
        main = (f"<h1>高一({c})班课程表</h1><p>2024-2025学年第一学期 班主任：{['周', '吴', '郑', '王', '冯'][c - 1]}老师</p>"
                + table(rows, ("节次", "星期一", "星期二", "星期三", "星期四", "星期五"), cls="kb")
                + "<div class='school'><p>明德中学 地址：南湖市文昌路18号 教务处电话：0573-82011234</p></div>")
        out.append(P(f"http://www.mdzx.example/jwc/kb/g1_{c}.htm", page_zh(site, f"高一({c})班课程表", main), f"kb{c}", "gbk"))
    return out


@scen("zh_parking_auction_generic_gbk", "拍卖公司 网站 GBK: 每则 <title> 都是'拍卖公告'，同一债务人多个地下车位分别拍卖，模板相同，起拍价相同，车位号数字像日期")
def s_zh_auction():
    site = "华信拍卖有限公司"
    spots = ["B2-031", "B2-047", "B2-052", "B1-018"]
    out = []
    for i, sp in enumerate(spots):
        main = ("<h2>拍卖公告</h2>" + para(
            "受南湖市中级人民法院委托，本公司定于2024年7月16日上午10时在淘宝网司法拍卖平台公开拍卖下列标的：",
            f"标的：南湖市锦绣花园小区地下车位{sp}号，建筑面积约12平方米，起拍价：人民币120000元，"
            "竞买保证金：人民币20000元，增价幅度：人民币1000元。",
            "展示时间：2024年7月8日至7月12日，展示地点：标的所在地。有意竞买者请于7月15日17时前交纳保证金并办理竞买登记手续。",
            "特别说明：标的按现状拍卖，过户所涉税费由买受人承担。",
            "咨询电话：0573-82219988 联系人：张先生")
            + "<p class='ptnr'>华信拍卖有限公司 2024年6月28日</p>")
        out.append(P(f"http://www.huaxinpm.example/news_view.asp?id={812 + i}",
                     page_zh(site, "", main, title_raw="拍卖公告", crumbs=("首页", "拍卖公告")), f"pm{i}", "gbk"))
    main = ("<h2>拍卖公告</h2>" + para("受南湖市国资委委托，本公司定于2024年7月20日公开拍卖报废公务车辆一批（共8辆），"
                                     "起拍价合计人民币86000元，竞买保证金人民币10000元。", "咨询电话：0573-82219988 联系人：李女士"))
    out.append(P("http://www.huaxinpm.example/news_view.asp?id=820", page_zh(site, "", main, title_raw="拍卖公告"), "pm_car", "gbk"))
    return out


@scen("zh_xunwu_qishi_bbs", "高校 BBS 失物招领版: 每帖标题都是'寻物启事'，一两句正文，版规块；1 个 &page=1 副本")
def s_zh_xunwu():
    site = "南湖大学 BBS"
    rules = ("<div class='bangui'><p>本版规：1. 发帖请注明物品、时间、地点及联系方式；2. 物品找回后请及时编辑标题为“已找到”；"
             "3. 禁止发布商业广告，违者删帖。</p></div>")
    posts = ["本人于昨天下午在图书馆三楼丢失一张校园卡，姓名王磊，拾到者请联系，万分感谢！",
             "今天中午在二食堂丢失黑色雨伞一把，伞柄有红色挂绳，拾到请联系宿舍12号楼。",
             "周三晚上在东操场丢失一副白色蓝牙耳机，充电盒上贴有小熊贴纸，有偿感谢。",
             "在教学楼A座205教室遗失一本高等数学笔记，封面写有“张晓”，对我很重要，拜托了。",
             "体育馆更衣室丢失钥匙一串，挂有蓝色钥匙扣，拾到请放到体育馆值班室。"]
    out = []
    for i, t in enumerate(posts):
        main = f"<div class='post'><h2>寻物启事</h2><div class='pcb'>{t}</div></div>" + rules
        out.append(P(f"https://bbs.nhu.example/thread-{52001 + i}-1-1.html", page_zh(site, "寻物启事", main, crumbs=("首页", "失物招领")), f"x{i}"))
    out.append(P("https://bbs.nhu.example/forum.php?mod=viewthread&tid=52003&page=1", out[2].html, "x2"))
    return out


@scen("zh_patent_divisional", "专利检索站: 母案与分案申请 摘要相同、名称相同，权利要求不同，专利号只在标题；另两件不同专利；检索说明块")
def s_zh_patent():
    site = "专利之家"
    ab = ("本发明公开了一种锂电池极片的涂布方法，包括以下步骤：将浆料通过狭缝挤出头涂布在集流体上，"
          "采用红外测厚仪实时检测涂层厚度，并根据检测结果闭环调节挤出头的间隙，从而提高涂层厚度的一致性。")
    cases = {"CN112345678A": "1. 一种锂电池极片的涂布方法，其特征在于，根据红外测厚仪的检测结果调节挤出头间隙。",
             "CN114567890A": "1. 一种锂电池极片的涂布装置，其特征在于，包括狭缝挤出头、红外测厚仪和控制器。",
             "CN116789012A": "1. 一种计算机可读存储介质，其上存储有程序，程序被执行时实现闭环调节挤出头间隙的步骤。"}
    out = []
    for num, cl in cases.items():
        main = (f"<h1>{num} 一种锂电池极片的涂布方法及装置</h1><h3>摘要</h3><p>{ab}</p><h3>主权项</h3><p>{cl}</p>"
                "<div class='sm'><p>说明：本站数据来源于国家知识产权局公开信息，仅供检索参考。</p></div>")
        out.append(P(f"https://www.zlzj.example/patent/{num}.html", page_zh(site, f"{num} 一种锂电池极片的涂布方法及装置", main), num))
    for num, t, a in (("CN113000111A", "一种茶叶揉捻机", "本发明公开了一种茶叶揉捻机，包括揉盘、揉桶和加压机构，可根据茶叶嫩度自动调节压力。"),
                      ("CN113222333A", "一种可折叠婴儿推车", "本实用新型公开了一种可折叠婴儿推车，单手即可完成折叠，折叠后可站立放置。")):
        main = (f"<h1>{num} {t}</h1><h3>摘要</h3><p>{a}</p><h3>主权项</h3><p>1. {a}</p>"
                "<div class='sm'><p>说明：本站数据来源于国家知识产权局公开信息，仅供检索参考。</p></div>")
        out.append(P(f"https://www.zlzj.example/patent/{num}.html", page_zh(site, f"{num} {t}", main), num))
    return out


@scen("zh_bus_line_updown", "公交集团 线路查询: 每条线路 上行/下行 各一页，站点相同顺序相反，首末班时间像日期；票价说明块")
def s_zh_bus():
    site = "南湖公交集团"
    fare = "<div class='pj'><p>票价说明：本线路实行一票制，票价2元，支持公交卡、银联闪付和手机扫码乘车；70周岁以上老人凭卡免费。</p></div>"
    lines = {"21路": ["火车站", "人民广场", "市图书馆", "中心医院", "大学城", "科技园"],
             "35路": ["汽车南站", "建设路口", "体育中心", "湿地公园", "高铁东站"]}
    out = []
    for ln, stops in lines.items():
        for d, seq, first, last in (("上行", stops, "6:00", "21:30"), ("下行", list(reversed(stops)), "6:10", "21:40")):
            name = f"{ln}（{seq[0]}—{seq[-1]}）"
            main = (f"<h1>{name}</h1><p>首班：{first}　末班：{last}　发车间隔：8-12分钟</p>"
                    + "<ol class='zd'>" + "".join(f"<li>{s}</li>" for s in seq) + "</ol>" + fare)
            out.append(P(f"http://www.nhbus.example/xl/{ln[:-1]}_{'s' if d == '上行' else 'x'}.html",
                         page_zh(site, name, main, crumbs=("首页", "线路查询")), f"{ln}{d}"))
    return out


@scen("zh_drug_shuomingshu_gbk", "医药网 药品说明书 GBK: 同一药品 不同规格(0.1g / 0.2g)各一页，说明书正文几乎相同；另两种药；用药提示块")
def s_zh_drug():
    site = "康源医药网"
    tip = "<div class='tip'><p>温馨提示：本品为处方药，请在医生或药师指导下使用。本站说明书仅供参考，请以药品包装内说明书为准。</p></div>"

    def body(name, spec, look, ind, dose):
        return para(f"【药品名称】通用名称：{name}", f"【成份】本品主要成份为{name.replace('片', '').replace('胶囊', '')}。",
                    f"【性状】本品为{look}。", f"【适应症】{ind}", f"【规格】{spec}", f"【用法用量】{dose}",
                    "【不良反应】可见胃肠道反应，如恶心、呕吐、腹泻；偶见皮疹、头晕。",
                    "【禁忌】对本品过敏者禁用。", "【贮藏】遮光，密封保存。")
    items = [("布洛芬缓释胶囊", "0.3g", "胶囊剂，内容物为白色球形小丸", "用于缓解轻至中度疼痛，如头痛、关节痛、牙痛、肌肉痛、神经痛、痛经。也用于普通感冒或流行性感冒引起的发热。", "口服。成人一次1粒，一日2次（早晚各一次）。"),
             ("布洛芬缓释胶囊", "0.4g", "胶囊剂，内容物为白色球形小丸", "用于缓解轻至中度疼痛，如头痛、关节痛、牙痛、肌肉痛、神经痛、痛经。也用于普通感冒或流行性感冒引起的发热。", "口服。成人一次1粒，一日2次（早晚各一次）。"),
             ("阿莫西林胶囊", "0.25g", "胶囊剂，内容物为白色或类白色粉末", "适用于敏感菌所致的中耳炎、鼻窦炎、咽炎、扁桃体炎等上呼吸道感染。", "口服。成人一次0.5g，每6～8小时1次。"),
             ("阿莫西林胶囊", "0.5g", "胶囊剂，内容物为白色或类白色粉末", "适用于敏感菌所致的中耳炎、鼻窦炎、咽炎、扁桃体炎等上呼吸道感染。", "口服。成人一次0.5g，每6～8小时1次。"),
             ("氯雷他定片", "10mg", "白色片", "用于缓解过敏性鼻炎有关的症状，如喷嚏、流涕、鼻痒、鼻塞以及眼部痒及烧灼感。", "口服。成人及12岁以上儿童：一次1片，一日1次。")]
    out = []
    for i, (n, spec, look, ind, dose) in enumerate(items):
        main = f"<h1>{n}（{spec}）说明书</h1>" + body(n, spec, look, ind, dose) + tip
        out.append(P(f"http://www.kangyuan.example/sms/{2201 + i}.html", page_zh(site, f"{n}（{spec}）说明书", main), f"sms{i}", "gbk"))
    return out


@scen("zh_ssr_mall_sitename_title", "React SSR 商城: <title> 全是 '优选商城'，商品信息在 data-* 属性的 div 卡片里(名称/规格/价格短)，服务保障块；同系列不同容量")
def s_zh_mall():
    site = "优选商城"
    svc = ("<section data-module='service'><p>服务保障：正品行货，七天无理由退货，十五天质量问题换货，"
           "全国联保，满99元包邮，支持花呗分期。</p></section>")
    goods = [("清风原木抽纸 3层120抽 24包", "24包", "59.90"), ("清风原木抽纸 3层120抽 12包", "12包", "32.90"),
             ("清风原木抽纸 3层100抽 6包", "6包", "16.90"), ("心相印茶语卷纸 4层 10卷", "10卷", "29.90"),
             ("维达超韧湿巾 80片 3包", "3包", "25.90")]
    out = []
    for i, (n, spec, price) in enumerate(goods):
        main = (f'<div id="root" data-reactroot=""><div data-sku="{60021 + i}" class="pd">'
                f'<div data-field="name" class="pd-name">{n}</div><div data-field="spec">规格：{spec}</div>'
                f'<div data-field="price" class="pd-price">￥{price}</div></div>{svc}</div>')
        out.append(P(f"https://m.youxuan.example/item/{60021 + i}", page_zh(site, "", main, title_raw=site, crumbs=("首页",)), f"g{i}"))
    out.append(P("https://m.youxuan.example/item/60022?spm=a1z10.1", out[1].html, "g1"))
    return out


@scen("zh_episode_guide", "影视站 分集剧情: 每集 2-3 句剧情 + 剧集介绍/演员表 长块(每页相同)；标题 'XX第N集剧情'")
def s_zh_ep():
    site = "剧情网"
    info = ("<div class='jqjs'><p>《山海情缘》是由李明执导，王一凡、林小雨、陈浩领衔主演的年代剧，共36集，"
            "讲述了上世纪八十年代一群青年在西北山区扎根奋斗、追求爱情与理想的故事。</p>"
            "<p>主演：王一凡 饰 李春生；林小雨 饰 赵秀兰；陈浩 饰 马建国；张丽 饰 马母。</p></div>")
    eps = ["春生回到村里，发现父亲病重，决定留下来照顾家人。", "秀兰被分配到村小学任教，与春生第一次见面便发生了误会。",
           "建国带头修水渠，却因资金不足与村干部发生争执。", "一场暴雨冲毁了刚修好的水渠，众人陷入绝望。",
           "春生四处奔走筹钱，秀兰悄悄拿出自己的积蓄。"]
    out = []
    for i, t in enumerate(eps, 1):
        main = f"<h1>山海情缘第{i}集剧情</h1><p>{t}</p>" + info
        out.append(P(f"https://www.juqing.example/shqy/{i}.html", page_zh(site, f"山海情缘第{i}集剧情", main), f"e{i}"))
    return out


@scen("zh_bid_lots_print", "政府采购网 中标(成交)公告: 同一项目分包，每包一页，模板相同，包号/中标供应商/金额不同；采购代理机构块；1 个 print 副本")
def s_zh_lots():
    site = "南湖市政府采购网"
    agent = ("<div class='dl'><p>采购代理机构：南湖市公共资源交易中心 地址：南湖市政务中心B座5楼 联系电话：0573-82108899。"
             "各有关当事人对中标结果有异议的，可以在中标公告发布之日起七个工作日内以书面形式提出质疑。</p></div>")
    lots = [("1", "南湖数码科技有限公司", "台式计算机120台", "589,600.00"),
            ("2", "浙北办公设备有限公司", "激光打印机45台", "98,550.00"),
            ("3", "南湖数码科技有限公司", "便携式计算机60台", "341,400.00"),
            ("4", "华东网络工程有限公司", "交换机及布线", "215,780.00")]
    out = []
    for n, who, what, amt in lots:
        main = (f"<h1>南湖市教育局2024年教学设备采购项目（第{n}包）中标公告</h1>"
                + para("一、项目编号：NHCG-2024-0316", "二、项目名称：南湖市教育局2024年教学设备采购项目",
                       f"三、中标信息：第{n}包 {what}，中标供应商：{who}，中标金额：{amt}元。",
                       "四、评审专家名单：王建、刘芳、陈立、赵强、孙敏", "五、公告期限：自本公告发布之日起1个工作日。")
                + agent)
        out.append(P(f"http://www.nhcg.example/cggg/zbgg/202406/t20240612_{n}.html",
                     page_zh(site, f"南湖市教育局2024年教学设备采购项目（第{n}包）中标公告", main,
                             crumbs=("首页", "采购公告", "中标公告")), f"lot{n}"))
    out.append(P("http://www.nhcg.example/cggg/zbgg/202406/t20240612_2.html?print=1", page_zh(
        site, "南湖市教育局2024年教学设备采购项目（第2包）中标公告",
        out[1].html.split('<div class="content">')[1].split('</div><div class="right">')[0]), "lot2"))
    return out


@scen("zh_12345_replies", "12345 热线 网上留言 回复 页: 群众留言一句 + 部门回复(长模板，只有一句事实不同)；平台说明块；标题 '关于XX的诉求'")
def s_zh_12345():
    site = "南湖市12345政务服务便民热线"
    notice = ("<div class='ptsm'><p>平台说明：网上留言经审核后转交有关部门办理，办理结果在本平台公开。"
              "涉及个人隐私的内容不予公开。请勿重复留言。</p></div>")
    items = [("锦绣花园小区夜间施工噪音扰民", "锦绣花园小区旁工地每天晚上十一点后还在施工，噪音很大。", "已责令施工单位夜间停止高噪声作业"),
             ("文昌路人行道违章停车", "文昌路学校门口人行道经常停满车辆，学生只能走机动车道。", "已安排交警中队加强巡查并设置隔离桩"),
             ("滨河公园路灯损坏", "滨河公园东侧步道路灯坏了半个多月，晚上散步很不安全。", "已通知路灯管理所完成维修"),
             ("建设路菜市场占道经营", "建设路菜市场门口摊贩占道经营，早高峰严重堵车。", "已组织综合执法队进行整治"),
             ("城北小区供水压力不足", "城北小区高层住户每天晚上水压不足，洗澡都困难。", "已协调水务集团对二次供水设备进行检修")]
    out = []
    for i, (t, q, a) in enumerate(items):
        main = (f"<h1>关于{t}的诉求</h1><div class='ly'><b>留言内容：</b>{q}</div>"
                f"<div class='hf'><b>办理回复：</b>" + para("您好！您反映的问题已收悉，感谢您对我市工作的关心和支持。",
                                                       f"经调查核实，{a}。",
                                                       "如您还有其他问题，可拨打12345热线咨询。感谢您的来电！")
                + "</div>" + notice)
        out.append(P(f"https://12345.nanhu.example/ly/detail?id={90311 + i}", page_zh(site, f"关于{t}的诉求", main,
                     crumbs=("首页", "留言公开")), f"q{i}"))
    return out


def scenarios():
    return built(SC)
