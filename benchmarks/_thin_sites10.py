# ruff: noqa: E501
"""Thin pages of 36 more made-up sites (English and Chinese, some GBK), written by a tenth
false-drop hunt (a helper), blind to every rule of the plugin; each scenario is one host's
pages, labelled with their content: pages with one content label are true copies (print
versions, AMP/mobile versions, tracking parameters, /index.html, a changed date or view
counter, a reordered sidebar, an added cookie banner, another breadcrumb); different labels
are documents a reader would call different. Site kinds: bus stops, library branch hours,
currency pages, postcode lookups, hospital departments, parking garages, bird species,
conference sessions, API endpoint docs, font families, chess openings, exam past papers,
SWIFT codes, vehicle trim specs, phrasebook phrases, patent summaries, recycling centres,
defibrillator (AED) locations, 公交站点, 银行网点, 邮编 (GBK), 医院科室, 停车场, 药店,
快递网点, 天气城市页, 成语 (GBK), 诗词, 食材百科, 驾校, 房产中介门店, 献血点, 法规条文,
长途区号 (GBK), 中药材, 车牌归属地."""

from __future__ import annotations

from benchmarks._thin_site_kit import P, built, scenario_registry

SC, scen = scenario_registry()


def doc(title, body, lang="en", head=""):
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{title}</title>\n{head}</head>\n<body>\n{body}\n</body>\n</html>\n"
    )


def amp_doc(title, body, canonical, lang="en"):
    return (
        f'<!DOCTYPE html>\n<html amp lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f'<link rel="canonical" href="{canonical}">\n'
        f'<meta name="viewport" content="width=device-width,minimum-scale=1">\n'
        f"<style amp-custom>body{{font-family:sans-serif}}.hdr{{padding:8px}}</style>\n"
        f"<title>{title}</title>\n</head>\n<body>\n{body}\n</body>\n</html>\n"
    )


COOKIE_EN = (
    '<div id="cookie-banner" class="cookie"><p>We use cookies to make this site work and, with your '
    "consent, to understand how it is used. You can accept all cookies or choose which ones to allow. "
    'Read our <a href="/cookies">cookie policy</a>.</p><button>Accept all</button> <button>Manage choices</button></div>'
)

COOKIE_ZH = (
    '<div class="cookie-tip">本网站使用Cookie以改善浏览体验，继续浏览即表示您同意我们使用Cookie。'
    '<a href="/privacy">了解更多</a> <button>我知道了</button></div>'
)


# ---------------------------------------------------------------- 1. bus stops
BUS_NAV = (
    '<header class="site"><a class="logo" href="/">Metro Buses</a><nav><a href="/routes">Routes</a> '
    '<a href="/stops">Stops</a> <a href="/tickets">Tickets</a> <a href="/disruptions">Disruptions</a> '
    '<a href="/contact">Contact</a></nav></header>'
)
BUS_INFO = """<div class="info">
<h3>About real-time departures</h3>
<p>Departure times shown for this stop come from the tracking units fitted to every Metro Buses vehicle.
Times marked "Due" mean the bus is less than two minutes away. Times shown as a clock time (for example
14:32) are scheduled times from the timetable, shown when we have not yet received a live position for
that journey. Live times are updated every 30 seconds; refresh the page if you have been waiting a while.</p>
<p>You can also get departures by text: send the stop code printed on the flag at the stop to 84268 (standard
network rates apply). Stops with a shelter display may show slightly different times from this page because
the display updates every 60 seconds. If a bus does not appear at all, it may be cancelled or diverted; check
the disruptions page before you travel. Accessibility: all our buses are low-floor with space for one
wheelchair user. Please tell the driver if you need the ramp lowered.</p>
</div>"""
BUS_FOOT = '<footer><p>Metro Buses Ltd, Depot Road. <a href="/privacy">Privacy</a> <a href="/accessibility">Accessibility</a></p></footer>'

BUS_STOPS = [
    ("40213", "High Street (Stop C)", "City Centre", ["12", "12A", "45"]),
    ("40214", "High Street (Stop D)", "Northgate", ["12", "12A", "45"]),
    ("40377", "Station Approach (Stop A)", "Riverside Park", ["3", "7", "N7"]),
    ("40378", "Station Approach (Stop B)", "Hospital", ["3", "7", "21"]),
    ("41102", "Elm Grove", "City Centre", ["21"]),
]


def bus_html(code, name, towards, routes, variant=""):
    rl = "".join(f'<li><a href="/routes/{r}">{r}</a></li>' for r in routes)
    record = (
        f'<div class="stop-head"><span class="code">Stop code {code}</span>'
        f"<h1>{name}</h1><p>Buses towards {towards}</p></div>"
        f'<div class="routes"><h2>Routes from this stop</h2><ul>{rl}</ul></div>'
        f'<div class="live"><p>Loading departures...</p></div>'
    )
    if variant == "print":
        return doc("Stop details - Metro Buses", f"<main>{record}</main>")
    return doc("Stop details - Metro Buses", f"{BUS_NAV}<main>{record}{BUS_INFO}</main>{BUS_FOOT}")


@scen("bus_stop_pages", "paired stops on one street share routes, differ only in code, letter and direction; long real-time explainer after")
def b_bus():
    u = "https://buses.example/stop/"
    pages = [P(u + s[0], bus_html(*s), s[0]) for s in BUS_STOPS]
    s = BUS_STOPS[0]
    pages.append(P(u + s[0] + "?utm_source=qr&utm_medium=poster", bus_html(*s), s[0]))
    s = BUS_STOPS[2]
    pages.append(P(u + s[0] + "/print", bus_html(*s, variant="print"), s[0]))
    return pages


# ---------------------------------------------------------------- 2. library branch hours
LIB_NAV = (
    '<nav class="top"><a href="/">Borough Libraries</a> | <a href="/catalogue">Catalogue</a> | '
    '<a href="/branches">Branches</a> | <a href="/events">Events</a> | <a href="/join">Join</a></nav>'
)
LIB_ASIDE = """<aside class="membership">
<h3>Borrowing and membership</h3>
<p>Membership is free for everyone who lives, works or studies in the borough. Bring proof of address to any
branch and you can start borrowing the same day. Adults may borrow up to 20 items at once, children up to 12.
The loan period is three weeks for books and one week for DVDs and games. Items can be renewed up to five times
online, by phone or at any branch, unless another member has reserved them.</p>
<p>We no longer charge fines on children's items. Adult overdue charges are 25p per item per day, up to a
maximum of 5 pounds per item. Lost or damaged items are charged at replacement cost. Reservations are free
and you will be told by email or text when the item is ready to collect; it will be held for seven days.</p>
<p>Public computers and Wi-Fi are free for members; sessions can be booked up to a week ahead. Printing
costs 15p per black and white page and 50p per colour page.</p>
</aside>"""
LIB_BRANCHES = [
    ("central", "Central Library", "1 Market Square", ["9:00-19:00"] * 5 + ["9:00-17:00", "11:00-15:00"]),
    ("eastfield", "Eastfield Library", "22 Chapel Road", ["9:30-17:30", "9:30-17:30", "Closed", "9:30-17:30", "9:30-19:00", "9:30-13:00", "Closed"]),
    ("westbury", "Westbury Library", "Westbury Community Centre, Oak Lane", ["9:30-17:30", "9:30-17:30", "Closed", "9:30-17:30", "9:30-19:00", "9:30-13:00", "Closed"]),
    ("northmoor", "Northmoor Library", "5 Heath Parade", ["Closed", "10:00-18:00", "10:00-18:00", "Closed", "10:00-18:00", "10:00-16:00", "Closed"]),
    ("hillside", "Hillside Library", "Hillside School, Ridge Way", ["15:30-19:00", "Closed", "15:30-19:00", "Closed", "Closed", "10:00-13:00", "Closed"]),
]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def lib_html(slug, name, addr, hours, updated="3 February 2025"):
    rows = "".join(f"<tr><td>{d}</td><td>{h}</td></tr>" for d, h in zip(DAYS, hours))
    body = (
        f"{LIB_NAV}<div class=\"wrap\"><main><h1>{name}</h1><p class=\"addr\">{addr}</p>"
        f"<h2>Opening hours</h2><table class=\"hours\">{rows}</table>"
        f"<p class=\"updated\">Page last updated: {updated}</p></main>{LIB_ASIDE}</div>"
        '<footer>Borough Libraries is a council service. <a href="/terms">Terms</a></footer>'
    )
    return doc(f"{name} - Borough Libraries", body)


@scen("library_branch_hours", "branch = name, address and a 7-row hours table; two branches have identical hours; membership rules aside is longer")
def b_lib():
    u = "https://libraries.example/branches/"
    pages = [P(u + b[0], lib_html(*b), b[0]) for b in LIB_BRANCHES]
    b = LIB_BRANCHES[1]
    pages.append(P(u + b[0] + "/", lib_html(*b, updated="17 March 2025"), b[0]))
    return pages


# ---------------------------------------------------------------- 3. currency pages
FX_DISCLAIMER = """<div class="notice">
<p><strong>About the rates on this site.</strong> The exchange rates we publish are mid-market reference rates
collected from several wholesale sources at the times shown. They are indicative only: banks, card issuers and
bureaux de change add a margin to the mid-market rate and may charge commission, so the rate you are offered
will usually be worse than the one shown here. Rates are not updated at weekends or on market holidays.</p>
<p>Nothing on this site is financial advice. We do not accept liability for losses arising from the use of
these figures. Historic rates are provided for reference and may be revised if a source corrects its data.
Currency symbols and subunit names are given in their most common form; local usage varies.</p>
</div>"""
FX_HEAD = '<div class="bar"><a href="/">FX Guide</a> <a href="/currencies">All currencies</a> <a href="/converter">Converter</a> <a href="/charts">Charts</a></div>'
FX = [
    ("dkk", "Danish krone", "DKK", "208", "kr", "100 øre", "Denmark, Greenland, Faroe Islands"),
    ("nok", "Norwegian krone", "NOK", "578", "kr", "100 øre", "Norway"),
    ("sek", "Swedish krona", "SEK", "752", "kr", "100 öre", "Sweden"),
    ("isk", "Icelandic króna", "ISK", "352", "kr", "none in use", "Iceland"),
    ("czk", "Czech koruna", "CZK", "203", "Kč", "100 haléřů", "Czech Republic"),
]


def fx_record(name, code, num, sym, sub, where):
    return (
        f'<div class="cur"><div class="row"><span class="k">Currency</span> <span class="v">{name}</span></div>'
        f'<div class="row"><span class="k">ISO 4217 code</span> <span class="v">{code}</span></div>'
        f'<div class="row"><span class="k">Numeric code</span> <span class="v">{num}</span></div>'
        f'<div class="row"><span class="k">Symbol</span> <span class="v">{sym}</span></div>'
        f'<div class="row"><span class="k">Subunit</span> <span class="v">{sub}</span></div>'
        f'<div class="row"><span class="k">Used in</span> <span class="v">{where}</span></div></div>'
    )


def fx_html(slug, name, code, num, sym, sub, where):
    return doc(f"{code} - FX Guide", f"{FX_HEAD}<div class=\"main\">{FX_DISCLAIMER}{fx_record(name, code, num, sym, sub, where)}</div><div class=\"ft\">FX Guide 2025</div>")


def fx_amp(slug, name, code, num, sym, sub, where):
    return amp_doc(f"{code} - FX Guide", f'<div class="hdr"><a href="/">FX Guide</a></div>{fx_record(name, code, num, sym, sub, where)}{FX_DISCLAIMER}', f"https://fxguide.example/currency/{slug}")


@scen("currency_pages", "no heading, title is the ISO code; records of the Nordic crowns differ in a name and a number; disclaimer comes before the record")
def b_fx():
    u = "https://fxguide.example/currency/"
    pages = [P(u + c[0], fx_html(*c), c[0]) for c in FX]
    c = FX[2]
    pages.append(P("https://fxguide.example/amp/currency/" + c[0], fx_amp(*c), c[0]))
    return pages


# ---------------------------------------------------------------- 4. postcode lookups
PC_INFO = """<div class="info">Postcodes are made of an outward code (the part before the space), which identifies the
postcode area and district, and an inward code, which narrows the address down to a sector and then to a unit
of around fifteen addresses. A single large organisation may have a postcode of its own. Coordinates shown are
the centre point of the unit and are not the location of any particular building. Ward and constituency
boundaries change from time to time; the details below are based on the most recent boundary review. New
developments may take several months to be added. Please do not use this page to verify a person's identity.</div>"""
PC = [
    ("AB12 4TX", "57.0921", "-2.1103", "Kincorth and Nigg", "Aberdeen South"),
    ("AB12 4TY", "57.0925", "-2.1097", "Kincorth and Nigg", "Aberdeen South"),
    ("AB12 4UA", "57.0933", "-2.1120", "Kincorth and Nigg", "Aberdeen South"),
    ("AB12 5AD", "57.0788", "-2.0987", "Kincorth and Nigg", "Aberdeen South"),
    ("AB15 6QR", "57.1402", "-2.1589", "Hazlehead", "Aberdeen West"),
]


def pc_html(code, lat, lon, ward, con):
    body = (
        '<div id="top"><a href="/">Postcode Finder</a> <form action="/search"><input name="q"><button>Find</button></form></div>'
        f'<div id="content">{PC_INFO}<table class="pc"><tr><th>Postcode</th><td>{code}</td></tr>'
        f"<tr><th>Latitude</th><td>{lat}</td></tr><tr><th>Longitude</th><td>{lon}</td></tr>"
        f"<tr><th>Ward</th><td>{ward}</td></tr><tr><th>Constituency</th><td>{con}</td></tr></table></div>"
        '<div id="foot">Contains public sector information. <a href="/about">About</a></div>'
    )
    return doc("Postcode lookup", body)


@scen("postcode_lookups", "generic title, neighbouring units differ only in the inward code and coordinates; explainer before the table")
def b_pc():
    u = "https://postcodes.example/pc/"
    return [P(u + c[0].replace(" ", ""), pc_html(*c), c[0]) for c in PC]


# ---------------------------------------------------------------- 5. hospital departments
HOSP_ASIDE = """<aside class="patient-info">
<h2>Visiting and patient information</h2>
<p>General visiting hours are 11:00 to 20:00 every day. Each patient may have two visitors at the bedside at any
one time. Children under 12 may visit with an adult but should not visit if they have a cough, cold, sickness
or diarrhoea in the previous 48 hours. Please use the hand gel at the entrance to every ward.</p>
<p>Outpatients: please arrive ten minutes before your appointment and check in at the self-service screens in
the main entrance. Bring a list of your current medicines and any letters from your GP. If you need an
interpreter, tell us when you book and we will arrange one free of charge.</p>
<p>Parking is available in the multi-storey car park on Infirmary Road; blue badge holders park free in the
marked bays. The hospital is served by buses 3, 7 and 21. The main restaurant on Level 1 is open 07:30 to 19:00.
To give feedback or raise a concern, contact the Patient Advice and Liaison Service on extension 4410.</p>
</aside>"""
HOSP_NAV = '<nav><a href="/">St Mary\'s Hospital</a> <a href="/departments">Departments</a> <a href="/visiting">Visiting</a> <a href="/jobs">Jobs</a> <a href="/contact">Contact us</a></nav>'
HOSP = [
    ("cardiology", "Cardiology", "Level 3, Zone B", "4120", "Monday to Friday, 08:30-17:00", "Dr A. Okafor, Dr R. Lindqvist"),
    ("dermatology", "Dermatology", "Level 1, Outpatients East", "4375", "Tuesday and Thursday, 09:00-16:30", "Dr S. Patel"),
    ("rheumatology", "Rheumatology", "Level 1, Outpatients East", "4376", "Monday and Wednesday, 09:00-16:30", "Dr H. Moreau"),
    ("ent", "Ear, Nose and Throat", "Level 2, Zone A", "4230", "Monday to Friday, 08:30-17:00", "Mr J. Whitfield, Ms C. Evans"),
    ("audiology", "Audiology", "Level 2, Zone A", "4238", "Monday to Friday, 08:30-17:00", "Head audiologist: M. Kowalski"),
]


def hosp_html(slug, name, loc, ext, hours, staff, variant=""):
    rec = (
        f"<h1>{name}</h1><dl class=\"dept\"><dt>Location</dt><dd>{loc}</dd><dt>Telephone</dt>"
        f"<dd>01632 960 000 ext. {ext}</dd><dt>Clinic hours</dt><dd>{hours}</dd><dt>Consultants</dt><dd>{staff}</dd></dl>"
    )
    if variant == "print":
        return doc(f"{name} | St Mary's Hospital", f'<main class="print">{rec}</main>')
    return doc(f"{name} | St Mary's Hospital", f'{HOSP_NAV}<div class="page"><main>{rec}</main>{HOSP_ASIDE}</div><footer>St Mary\'s Hospital NHS Trust</footer>')


@scen("hospital_departments", "department = location, extension, clinic hours, consultant names in a <dl>; neighbouring clinics share floors and hours; long visiting aside")
def b_hosp():
    u = "https://stmarys-hospital.example/departments/"
    pages = [P(u + h[0], hosp_html(*h), h[0]) for h in HOSP]
    h = HOSP[3]
    pages.append(P(u + h[0] + "?print=1", hosp_html(*h, variant="print"), h[0]))
    return pages


# ---------------------------------------------------------------- 6. parking garages
PARK_TERMS = """<div class="terms">
<h4>Conditions of parking</h4>
<p>By entering this car park you agree to these conditions. Vehicles are parked at the owner's risk; the operator
accepts no liability for loss of or damage to vehicles or their contents except where caused by its negligence.
Park within a marked bay only. Vehicles must not exceed the height limit shown at the entrance. Overnight parking
is permitted but the car park may be locked between the closing and opening times shown; vehicles cannot be
removed during these hours.</p>
<p>Pay on exit by card, contactless or the ParkCity app. Lost tickets are charged at the daily maximum. A parking
charge notice of 60 pounds, reduced to 30 pounds if paid within 14 days, may be issued for parking outside a bay,
in a reserved or disabled bay without entitlement, or for leaving without payment. Electric vehicle charging bays
are for vehicles that are actively charging. CCTV is in operation for your safety.</p>
</div>"""
PARK = [
    ("queen-street", "Queen Street", "412", "2.00 m", "06:00-24:00"),
    ("riverside", "Riverside", "268", "1.95 m", "24 hours"),
    ("market-hall", "Market Hall", "412", "2.10 m", "07:00-22:00"),
    ("cathedral-walk", "Cathedral Walk", "155", "1.90 m", "07:00-22:00"),
    ("station-north", "Station North", "620", "2.00 m", "24 hours"),
]
PARK_TARIFF = "<tr><td>Up to 1 hour</td><td>2.40</td></tr><tr><td>Up to 2 hours</td><td>4.20</td></tr><tr><td>Up to 4 hours</td><td>7.50</td></tr><tr><td>Up to 24 hours</td><td>14.00</td></tr>"


def park_html(slug, name, spaces, height, hours, cookie=False):
    body = (
        ('<div class="hdr"><a href="/">ParkCity</a> <a href="/car-parks">Car parks</a> <a href="/season-tickets">Season tickets</a> <a href="/app">App</a></div>')
        + (COOKIE_EN if cookie else "")
        + f'<div class="main"><h2>{name} car park</h2><ul class="facts"><li>Spaces: {spaces}</li><li>Height limit: {height}</li><li>Open: {hours}</li></ul>'
        f'<table class="tariff"><tr><th>Stay</th><th>Price (GBP)</th></tr>{PARK_TARIFF}</table>{PARK_TERMS}</div>'
        '<div class="foot">ParkCity Ltd. Registered in England.</div>'
    )
    return doc("Car park details | ParkCity", body)


@scen("parking_garages", "same tariff table at every garage; garages differ in name, space count, height limit, hours; long conditions block")
def b_park():
    u = "https://parkcity.example/car-parks/"
    pages = [P(u + p[0], park_html(*p), p[0]) for p in PARK]
    p = PARK[1]
    pages.append(P(u + p[0] + "?utm_source=google&utm_medium=cpc&utm_campaign=city", park_html(*p, cookie=True), p[0]))
    return pages


# ---------------------------------------------------------------- 7. bird species
BIRD_HELP = """<section class="record-help">
<h3>Seen one? Add your sighting</h3>
<p>Every record helps us map how birds are doing across the county. Log in and choose "Add a sighting", then give
the species, the number of birds, the date and a grid reference or a place name we can find on the map. If you
are not sure of the identification, say so in the notes: uncertain records are still useful and our county
recorder may contact you to ask for details or a photograph.</p>
<p>Please never disturb nesting birds to get a record or a picture; it is an offence to do so for many species.
Rare breeding sites are hidden from the public map automatically.</p>
</section>"""
BIRDS = [
    ("willow-warbler", "Willow Warbler", "Phylloscopus trochilus", "11-12.5 cm", "Summer visitor, declining in the south", "Song a soft descending cascade of notes; legs usually pale."),
    ("chiffchaff", "Chiffchaff", "Phylloscopus collybita", "10-12 cm", "Summer visitor, a few winter", "Song a repeated two-note chiff-chaff; legs usually dark."),
    ("wood-warbler", "Wood Warbler", "Phylloscopus sibilatrix", "11-12.5 cm", "Scarce summer visitor to oak woods", "Song an accelerating trill like a spinning coin."),
    ("blackcap", "Blackcap", "Sylvia atricapilla", "13-15 cm", "Resident and summer visitor", "Male has a black cap, female a chestnut one."),
    ("garden-warbler", "Garden Warbler", "Sylvia borin", "13-14.5 cm", "Summer visitor", "Plain grey-brown with no obvious markings."),
]


def bird_rec(name, latin, length, status, note):
    return (
        f'<div class="sp"><h1>{name}</h1><p class="latin"><i>{latin}</i></p>'
        f"<p>Length: {length}<br>Status: {status}<br>{note}</p></div>"
    )


def bird_html(slug, *r):
    body = (
        '<div class="masthead"><a href="/">County Bird Atlas</a><ul class="menu"><li><a href="/species">Species</a></li>'
        '<li><a href="/map">Map</a></li><li><a href="/recent">Recent sightings</a></li><li><a href="/login">Log in</a></li></ul></div>'
        f'<div class="col">{bird_rec(*r)}{BIRD_HELP}</div><div class="foot">County Bird Club, registered charity.</div>'
    )
    return doc(f"{r[0]} - County Bird Atlas", body)


@scen("bird_species", "similar warblers: name, Latin name, length, status, one identification line; sighting-help block is longer")
def b_bird():
    u = "https://birdatlas.example/species/"
    pages = [P(u + b[0], bird_html(*b), b[0]) for b in BIRDS]
    b = BIRDS[1]
    pages.append(P("https://birdatlas.example/amp/species/" + b[0], amp_doc(f"{b[1]} - County Bird Atlas", f'<div class="hdr">County Bird Atlas</div>{bird_rec(*b[1:])}', u + b[0]), b[0]))
    return pages


# ---------------------------------------------------------------- 8. conference sessions
CONF_COC = """<div class="coc">
<h3>Code of conduct</h3>
<p>DevConf is dedicated to providing a harassment-free conference experience for everyone, regardless of gender,
gender identity and expression, age, sexual orientation, disability, physical appearance, body size, race,
ethnicity, religion or technology choices. We do not tolerate harassment of participants in any form. Sexual
language and imagery is not appropriate for any conference venue, including talks, workshops, parties, social
media and other online media.</p>
<p>Participants asked to stop any harassing behaviour are expected to comply immediately. If you are being
harassed, notice that someone else is being harassed, or have any other concerns, please contact a member of
the conference staff straight away; staff wear bright orange lanyards. You can also call the safety line on
0161 496 0000 at any time during the event. Speakers are asked to follow the same rules in their slides and
demos. Sessions are recorded unless marked otherwise; the recording is published within two weeks.</p>
</div>"""
CONF = [
    ("s101", "Profiling Python in production", "Maya Lindgren", "Room 2", "Thu 10:00-10:40", "Sampling profilers, flame graphs and what they hide."),
    ("s102", "Profiling Go in production", "Tomasz Wójcik", "Room 2", "Thu 11:00-11:40", "pprof, continuous profiling and the cost of always-on."),
    ("s103", "Zero-downtime schema migrations", "Aiyana Brooks", "Room 1", "Thu 10:00-10:40", "Expand, migrate, contract: patterns that survive big tables."),
    ("s104", "Lightning talks", "Various speakers", "Main hall", "Thu 17:00-17:45", "Five-minute talks; sign up at the help desk."),
    ("s105", "Lightning talks", "Various speakers", "Main hall", "Fri 17:00-17:45", "Five-minute talks; sign up at the help desk."),
]


def conf_html(sid, title, speaker, room, time, abstract, order=None):
    others = [c for c in CONF if c[0] != sid]
    if order == "rev":
        others = others[::-1]
    side = "".join(f'<li><a href="/2025/sessions/{c[0]}">{c[1]}</a></li>' for c in others)
    body = (
        '<header><a href="/">DevConf 2025</a> <a href="/2025/schedule">Schedule</a> <a href="/2025/speakers">Speakers</a> <a href="/2025/venue">Venue</a> <a href="/2025/tickets">Tickets</a></header>'
        f'<div class="grid"><article class="session"><h2>{title}</h2><p class="meta">{speaker} &middot; {room} &middot; {time}</p>'
        f'<p>{abstract}</p></article><div class="more"><h4>More sessions</h4><ul>{side}</ul></div></div>{CONF_COC}'
        "<footer>DevConf 2025, Manchester.</footer>"
    )
    return doc("Session | DevConf 2025", body)


@scen("conference_sessions", "generic title; two lightning-talk slots differ only by day, two profiling talks by a word, a name and a time; code of conduct much longer")
def b_conf():
    u = "https://devconf.example/2025/sessions/"
    pages = [P(u + c[0], conf_html(*c), c[0]) for c in CONF]
    c = CONF[0]
    pages.append(P(u + c[0] + "?ref=schedule", conf_html(*c, order="rev"), c[0]))
    return pages


# ---------------------------------------------------------------- 9. API endpoint docs
API_AUTH = """<div class="callout">
<h3>Authentication and limits</h3>
<p>All requests must be made over HTTPS and authenticated with a secret API key sent in the Authorization header
as a bearer token. Test keys begin with sk_test_ and only act on test data; live keys begin with sk_live_. Never
put a secret key in client-side code. Requests without a valid key return 401.</p>
<p>Each account may make 100 read requests and 25 write requests per second. Requests over the limit return 429
with a Retry-After header giving the number of seconds to wait. Write requests accept an Idempotency-Key header so
that a retried request is not applied twice; keys are kept for 24 hours. All timestamps are Unix seconds in UTC
and all amounts are integers in the smallest currency unit. Errors return a JSON body with type, code and message.</p>
</div>"""
API = [
    ("retrieve-invoice", "GET", "/v2/invoices/{id}", "Retrieves an invoice.", [("id", "string", "The invoice ID.")]),
    ("delete-invoice", "DELETE", "/v2/invoices/{id}", "Deletes a draft invoice.", [("id", "string", "The invoice ID.")]),
    ("retrieve-customer", "GET", "/v2/customers/{id}", "Retrieves a customer.", [("id", "string", "The customer ID.")]),
    ("create-refund", "POST", "/v2/refunds", "Creates a refund for a charge.", [("charge", "string", "The charge to refund."), ("amount", "integer", "Amount to refund; defaults to the whole charge.")]),
    ("list-refunds", "GET", "/v2/refunds", "Lists refunds, newest first.", [("limit", "integer", "1 to 100, default 10."), ("starting_after", "string", "Cursor for pagination.")]),
]


def api_html(slug, method, path, desc, params, modified="2025-01-14"):
    rows = "".join(f"<tr><td><code>{n}</code></td><td>{t}</td><td>{d}</td></tr>" for n, t, d in params)
    nav = "".join(f'<li><a href="/api/{a[0]}">{a[1]} {a[2]}</a></li>' for a in API)
    body = (
        '<div class="topbar"><a href="/">Payrail Docs</a> <a href="/guides">Guides</a> <a href="/api">API reference</a> <a href="/changelog">Changelog</a></div>'
        f'<div class="layout"><ul class="sidenav">{nav}</ul><div class="content">{API_AUTH}'
        f'<div class="endpoint"><p><span class="method">{method}</span> <code>{path}</code></p><p>{desc}</p>'
        f'<table class="params"><tr><th>Parameter</th><th>Type</th><th>Description</th></tr>{rows}</table></div>'
        f'<p class="mod">Last modified {modified}</p></div></div>'
    )
    return doc("API reference - Payrail", body)


@scen("api_endpoint_docs", "endpoint = method, path, one line and a small parameter table; GET and DELETE of one path nearly identical; auth callout before the record")
def b_api():
    u = "https://docs.payrail.example/api/"
    pages = [P(u + a[0], api_html(*a), a[0]) for a in API]
    return pages


# ---------------------------------------------------------------- 10. font families
FONT_LIC = """<div class="licence-box">
<h3>Licensing</h3>
<p>All families in this library are released under the SIL Open Font License, version 1.1. You may use them for
free in personal and commercial projects, print and web, logos and apps, and you may embed them in documents and
software. You may modify the fonts, but modified versions must be released under the same licence and must not
use the reserved font name. The fonts themselves may not be sold on their own.</p>
<p>Web use: you can self-host the WOFF2 files from the download package or link to our CDN stylesheet. Our CDN does
not set cookies or log IP addresses beyond 24 hours. If you need a custom subset, use the subsetter in the tools
menu. Questions about licensing should go to the original designers listed on each page.</p>
</div>"""
FONTS = [
    ("halden-sans", "Halden Sans", "Ingrid Solheim", "2019", "12", "Latin, Latin Extended, Cyrillic"),
    ("halden-serif", "Halden Serif", "Ingrid Solheim", "2021", "8", "Latin, Latin Extended"),
    ("marrow-mono", "Marrow Mono", "Dev Sharma", "2020", "6", "Latin, Greek"),
    ("quire", "Quire", "Lucía Ferrer", "2018", "4", "Latin"),
    ("tallis-display", "Tallis Display", "Ben Achterberg", "2022", "2", "Latin, Latin Extended, Vietnamese"),
]


def font_html(slug, name, designer, year, styles, scripts):
    body = (
        '<nav class="nav"><a href="/">Type Library</a><a href="/fonts">Fonts</a><a href="/pairings">Pairings</a><a href="/about">About</a></nav>'
        f'<section class="family"><h1>{name}</h1><p class="by">Designed by {designer}, {year}</p>'
        f'<p class="sample" style="font-family:\'{name}\'">The quick brown fox jumps over the lazy dog</p>'
        f'<ul><li>{styles} styles</li><li>Scripts: {scripts}</li><li>Licence: OFL 1.1</li></ul>'
        f'<a class="btn" href="/download/{slug}.zip">Download family</a></section>{FONT_LIC}'
        '<footer class="f">Type Library, a non-profit archive.</footer>'
    )
    return doc(f"{name} - Type Library", body)


@scen("font_families", "family = name, designer, year, style count, scripts; sans and serif of one designer nearly identical; licence box longer")
def b_font():
    u = "https://typelibrary.example/fonts/"
    pages = [P(u + f[0], font_html(*f), f[0]) for f in FONTS]
    return pages


# ---------------------------------------------------------------- 11. chess openings
CHESS_HOW = """<div class="howto">
<p><b>Reading the moves.</b> Moves are written in standard algebraic notation. Each square is named by its file
(a to h, from White's left) and rank (1 to 8, from White's side). Pieces are shown by a capital letter: K king,
Q queen, R rook, B bishop, N knight; pawn moves show only the destination square. An x means a capture, + means
check and O-O and O-O-O mean castling on the king's side and the queen's side. Move numbers are followed by White's
move and then Black's. The ECO code is the classification used by the Encyclopaedia of Chess Openings, from A00
to E99. Statistics below the board come from games between players rated over 2000 in our database and are
updated monthly.</p>
</div>"""
CHESS = [
    ("b90", "Sicilian Defence, Najdorf Variation", "B90", "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6", "38% / 31% / 31%"),
    ("b70", "Sicilian Defence, Dragon Variation", "B70", "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 g6", "40% / 27% / 33%"),
    ("b33", "Sicilian Defence, Sveshnikov Variation", "B33", "1. e4 c5 2. Nf3 Nc6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 e5", "36% / 30% / 34%"),
    ("c65", "Ruy Lopez, Berlin Defence", "C65", "1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6", "33% / 22% / 45%"),
    ("d37", "Queen's Gambit Declined", "D37", "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Nf3 Be7", "35% / 21% / 44%"),
]


def chess_html(slug, name, eco, moves, stats):
    body = (
        '<div id="hd"><a href="/">Opening Explorer</a> &raquo; <a href="/eco">ECO index</a> &raquo; <a href="/play">Play</a></div>'
        f'<div id="bd"><div class="op">{name}<br>ECO {eco}<br><span class="moves">{moves}</span>'
        f'<br>White wins / Black wins / Draws: {stats}</div><div class="board" data-fen=""></div>{CHESS_HOW}</div>'
        '<div id="ft">Opening Explorer. Game data under CC0.</div>'
    )
    return doc("Opening explorer", body)


@scen("chess_openings", "no heading, one title for all; Sicilian lines differ in one move, an ECO code and percentages; notation guide longer")
def b_chess():
    u = "https://openings.example/eco/"
    return [P(u + c[0], chess_html(*c), c[0]) for c in CHESS]


# ---------------------------------------------------------------- 12. exam past papers
EXAM_NOTE = """<div class="info">
<p>These past papers, mark schemes and examiner reports are provided for the private study of students and teachers.
They remain the copyright of the examining board. You may print and copy them for use within your own school or
college; you may not sell them, host them on another website or include them in published material without permission.
Some third-party material, such as extracts and images, has been removed for copyright reasons and replaced with a note.</p>
<p>Mark schemes show the marks available for each answer and the points examiners were told to look for; they are
not model answers, and alternative correct answers were credited. Grade boundaries change every series, so use the
boundaries published for the same series as the paper. Papers from the most recent series are released to teachers
only and appear here after nine months.</p>
</div>"""
EXAM = [
    ("maths-h-p1-2022-06", "Mathematics (Higher) Paper 1: Non-calculator", "June 2022", "1 hour 30 minutes", "80"),
    ("maths-h-p2-2022-06", "Mathematics (Higher) Paper 2: Calculator", "June 2022", "1 hour 30 minutes", "80"),
    ("maths-h-p2-2023-06", "Mathematics (Higher) Paper 2: Calculator", "June 2023", "1 hour 30 minutes", "80"),
    ("maths-f-p2-2023-06", "Mathematics (Foundation) Paper 2: Calculator", "June 2023", "1 hour 30 minutes", "80"),
    ("stats-p1-2023-06", "Statistics (Higher) Paper 1", "June 2023", "1 hour 45 minutes", "80"),
]


def exam_html(slug, title, series, dur, marks, variant=""):
    rec = (
        f'<h1>{title}</h1><table><tr><td>Series</td><td>{series}</td></tr><tr><td>Duration</td><td>{dur}</td></tr>'
        f'<tr><td>Total marks</td><td>{marks}</td></tr></table>'
        f'<ul class="dl"><li><a href="/files/{slug}-qp.pdf">Question paper (PDF)</a></li><li><a href="/files/{slug}-ms.pdf">Mark scheme (PDF)</a></li>'
        f'<li><a href="/files/{slug}-er.pdf">Examiner report (PDF)</a></li></ul>'
    )
    if variant == "print":
        return doc(f"{title} - {series} | Past Papers", rec)
    return doc(
        f"{title} - {series} | Past Papers",
        '<nav><a href="/">Past Papers</a> <a href="/gcse">GCSE</a> <a href="/a-level">A level</a> <a href="/help">Help</a></nav>'
        f'<main>{rec}{EXAM_NOTE}</main><footer>Past Papers archive</footer>',
    )


@scen("exam_past_papers", "papers differ in paper number, year or tier; titles differ by a word or a year; copyright note longer than the record")
def b_exam():
    u = "https://pastpapers.example/gcse/"
    pages = [P(u + e[0], exam_html(*e), e[0]) for e in EXAM]
    e = EXAM[2]
    pages.append(P(u + "print/" + e[0], exam_html(*e, variant="print"), e[0]))
    return pages


# ---------------------------------------------------------------- 13. SWIFT codes
SWIFT_WHAT = """<section class="explain">
<h2>What is a SWIFT code?</h2>
<p>A SWIFT code, also called a BIC (Business Identifier Code), identifies a bank or financial institution in an
international payment. It has 8 or 11 characters: four letters for the bank, two letters for the country, two
letters or digits for the location, and optionally three characters for a particular branch. A code ending in XXX,
or an 8-character code, refers to the bank's head office.</p>
<p>When you send money abroad, your bank asks for the recipient's SWIFT code together with their account number or
IBAN. Always check the code with the recipient or their bank before sending: a wrong code can delay a payment or
send it to the wrong bank, and it may be hard to recover. Some banks route all incoming international payments
through their head office code, even when a branch has its own code. Fees for international transfers are set by
the sending bank and any intermediary banks, not by SWIFT.</p>
</section>"""
SWIFT = [
    ("HLDBGB2LXXX", "Harland Deposit Bank plc", "Head office", "London", "United Kingdom"),
    ("HLDBGB2L123", "Harland Deposit Bank plc", "Leeds Wellington Street", "Leeds", "United Kingdom"),
    ("HLDBGB2L456", "Harland Deposit Bank plc", "Bristol Corn Street", "Bristol", "United Kingdom"),
    ("MRBKIE2DXXX", "Meridian Bank Ireland DAC", "Head office", "Dublin", "Ireland"),
    ("MRBKDEFFXXX", "Meridian Bank AG", "Head office", "Frankfurt am Main", "Germany"),
]


def swift_html(code, bank, branch, city, country):
    body = (
        '<div class="hdr"><a href="/">SWIFT Finder</a> <a href="/countries">Countries</a> <a href="/iban">IBAN checker</a></div>'
        f'<div class="code-box"><table><tr><th>SWIFT / BIC</th><td>{code}</td></tr><tr><th>Bank</th><td>{bank}</td></tr>'
        f'<tr><th>Branch</th><td>{branch}</td></tr><tr><th>City</th><td>{city}</td></tr><tr><th>Country</th><td>{country}</td></tr></table></div>'
        f'{SWIFT_WHAT}<div class="ftr">SWIFT Finder is not affiliated with SWIFT SC.</div>'
    )
    return doc(f"{code} SWIFT code", body)


@scen("swift_codes", "branch codes of one bank differ in 3 characters, a branch and a city; explainer much longer")
def b_swift():
    u = "https://swiftfinder.example/code/"
    pages = [P(u + s[0], swift_html(*s), s[0]) for s in SWIFT]
    return pages


# ---------------------------------------------------------------- 14. vehicle trim specs
CAR_DISC = """<div class="disclaimer">Fuel consumption and CO2 figures are obtained under the WLTP test procedure, for comparison purposes only,
and may not reflect real driving results, which depend on many factors including accessories fitted, variations in
weather, driving style and vehicle load. Figures shown are for the lowest and highest values for the trim; the
exact figure for a specific car depends on optional equipment. Performance data are manufacturer's figures.
Prices are on-the-road recommended retail prices including VAT, delivery, number plates, first registration fee and
12 months' road fund licence, and may change at any time. Specifications may vary for cars built before the latest
model-year update; please check with your dealer before ordering. Images are for illustration only.</div>"""
CARS = [
    ("1-0-tsi-95", "1.0 TSI 95 PS", "95 PS", "175 Nm", "10.8 s", "5-speed manual", "52.3-55.4", "21,450"),
    ("1-0-tsi-115", "1.0 TSI 115 PS", "115 PS", "200 Nm", "9.9 s", "6-speed manual", "51.4-54.3", "22,705"),
    ("1-0-tsi-115-dsg", "1.0 TSI 115 PS DSG", "115 PS", "200 Nm", "10.1 s", "7-speed DSG", "50.4-53.3", "24,205"),
    ("1-5-tsi-150", "1.5 TSI 150 PS", "150 PS", "250 Nm", "8.2 s", "7-speed DSG", "47.1-49.6", "26,980"),
    ("e-hybrid", "1.5 e-Hybrid 204 PS", "204 PS", "350 Nm", "7.6 s", "6-speed DSG", "470-560", "33,150"),
]


def car_rec(name, pw, tq, acc, gb, mpg, price):
    return (
        f'<table class="spec"><caption>Corvo Hatch {name}</caption><tr><td>Power</td><td>{pw}</td></tr><tr><td>Torque</td><td>{tq}</td></tr>'
        f'<tr><td>0-62 mph</td><td>{acc}</td></tr><tr><td>Gearbox</td><td>{gb}</td></tr><tr><td>Combined mpg</td><td>{mpg}</td></tr>'
        f'<tr><td>OTR price from</td><td>&pound;{price}</td></tr></table>'
    )


def car_html(slug, name, *r):
    body = (
        '<header><a href="/">Corvo</a> <a href="/models">Models</a> <a href="/offers">Offers</a> <a href="/dealers">Find a dealer</a> <a href="/test-drive">Book a test drive</a></header>'
        f'<main><h1>Corvo Hatch</h1><h2>{name}</h2>{car_rec(name, *r)}{CAR_DISC}</main><footer>Corvo UK Ltd.</footer>'
    )
    return doc(f"Corvo Hatch {name} specifications", body)


@scen("vehicle_trim_specs", "trims of one model: spec tables differ only in numbers; manual and DSG versions nearly identical; WLTP disclaimer longer")
def b_car():
    u = "https://corvo.example/models/hatch/specs/"
    pages = [P(u + c[0], car_html(*c), c[0]) for c in CARS]
    c = CARS[3]
    pages.append(P("https://corvo.example/amp/models/hatch/specs/" + c[0], amp_doc(f"Corvo Hatch {c[1]} specifications", f'<div class="hdr">Corvo</div>{car_rec(*c[1:])}{CAR_DISC}', u + c[0]), c[0]))
    return pages


# ---------------------------------------------------------------- 15. phrasebook phrases
WELSH_PRON = """<div class="pron">
<p>Welsh spelling is very regular once you know a few rules. <b>dd</b> is like th in "this"; <b>f</b> is like v,
and <b>ff</b> like f. <b>ll</b> has no English equivalent: put your tongue as for l and blow air past its sides.
<b>ch</b> is like the ch in Scottish "loch". <b>w</b> and <b>y</b> are usually vowels: w sounds like oo in "pool",
and y like u in "fun" or i in "pin". <b>u</b> is pronounced like ee in the south and like a sound between ee and
oo in the north. The stress almost always falls on the last syllable but one. Audio on this site is recorded by
speakers from Gwynedd and from Carmarthenshire; choose the accent with the switch beside the play button.</p>
</div>"""
WELSH = [
    ("thank-you", "Thank you", "Diolch", "DEE-olkh"),
    ("thank-you-very-much", "Thank you very much", "Diolch yn fawr", "DEE-olkh un VOWR"),
    ("good-morning", "Good morning", "Bore da", "BOR-eh DAH"),
    ("good-night", "Good night", "Nos da", "NAWS DAH"),
    ("cheers", "Cheers", "Iechyd da", "YAKH-id DAH"),
    ("please", "Please", "Os gwelwch yn dda", "aws GWEL-ookh un THAH"),
]


def welsh_html(slug, en, cy, pron):
    body = (
        '<div class="top"><a href="/">Phrasebook</a> / <a href="/welsh">Welsh</a> <span class="menu"><a href="/languages">Languages</a> <a href="/quiz">Quiz</a></span></div>'
        f'<div class="phrase"><p>How to say "{en}" in Welsh: <b>{cy}</b>, pronounced {pron}. <button class="play">Play</button></p></div>'
        f'{WELSH_PRON}<div class="bottom">Phrasebook. Audio CC BY.</div>'
    )
    return doc(f"{en} in Welsh", body)


@scen("phrasebook_phrases", "the phrase is one short <p>; 'thank you' and 'thank you very much' overlap; pronunciation guide for the language repeated")
def b_welsh():
    u = "https://phrasebook.example/welsh/"
    pages = [P(u + w[0], welsh_html(*w), w[0]) for w in WELSH]
    return pages


# ---------------------------------------------------------------- 16. patent summaries
PAT_LEGAL = """<div class="legal">
<p>Summaries on this site are written by our editors from the published application and are provided for general
information only. They are not a substitute for the official publication, which is the only authoritative text. The
status shown is taken from the register on the date stated and may since have changed; a published application is
not a granted patent, and the claims of a granted patent may be narrower than those of the application.</p>
<p>Nothing on this site is legal advice. Before making commercial decisions, for example about whether a product
infringes a patent or whether an invention can be protected, consult a registered patent attorney. We accept no
liability for errors or omissions. Drawings are reproduced from the publication at reduced size. To report an error
in a summary, use the feedback link; we aim to respond within five working days.</p>
</div>"""
PAT = [
    ("GB2612345", "Hinge assembly for a folding bicycle frame", "Kestrel Folding Cycles Ltd", "2023-03-14", "A hinge with a cam lock that closes the frame joint with one lever and cannot open under load."),
    ("GB2612346", "Hinge assembly for a folding bicycle handlebar stem", "Kestrel Folding Cycles Ltd", "2023-03-14", "A stem hinge whose latch must be pressed before the lever turns, so it cannot open by accident."),
    ("GB2613001", "Compostable coffee capsule with a paper lid", "Brewleaf Ltd", "2023-04-02", "A capsule moulded from plant fibre with a paper lid heat-sealed by a starch adhesive."),
    ("GB2613388", "Method of detecting a blocked drain using sound", "Acoustiq Systems Ltd", "2023-04-19", "A microphone in the pipe compares flow noise with a stored profile and raises an alert."),
    ("GB2614020", "Child-resistant closure for a medicine bottle", "Saferpack plc", "2023-05-08", "A cap that turns freely unless pressed down and squeezed at two marked points."),
]


def pat_html(num, title, appl, filed, abstract):
    body = (
        '<nav class="bar"><a href="/">Patent Briefs</a> <a href="/recent">Recent</a> <a href="/classes">Classes</a> <a href="/alerts">Alerts</a></nav>'
        f'<div class="content"><div class="pb"><span class="no">{num}</span> <strong>{title}</strong><br>Applicant: {appl}<br>'
        f'Filed: {filed}<br>Status: published application<p>{abstract}</p></div>{PAT_LEGAL}</div>'
        '<div class="foot">Patent Briefs</div>'
    )
    return doc(f"{num} | Patent Briefs", body)


@scen("patent_summaries", "two sibling applications of one applicant filed the same day differ in a few words; title is the number only; legal notice longer")
def b_pat():
    u = "https://patentbriefs.example/p/"
    return [P(u + p[0], pat_html(*p), p[0]) for p in PAT]


# ---------------------------------------------------------------- 17. recycling centres
REC_RULES = """<div class="rules">
<h3>Before you visit</h3>
<p>Household waste recycling centres are for household waste from residents of the county only. You may be asked
for proof of address. Trade and business waste is not accepted at any centre; traders must use a licensed waste
carrier. Vans, pick-ups and trailers over 1.2 metres need a free van permit, which must be applied for at least five
working days before your visit, and each permit allows twelve visits a year.</p>
<p>Please sort your waste before you arrive so that you can put it in the right containers quickly. Staff are
happy to advise but cannot lift heavy items for you. Children and pets must stay in the vehicle. Small charges
apply for DIY waste such as rubble, plasterboard and tyres. Centres close on Christmas Day, Boxing Day and New Year's
Day, and may close at short notice in high winds. Queues are longest on weekend mornings.</p>
</div>"""
REC = [
    ("ashby-road", "Ashby Road", "Ashby Road Industrial Estate, LE67 4QT", "08:00-18:00 daily (16:00 October to March)", "Garden waste, wood, metal, electricals, textiles, batteries, paint", "No"),
    ("millbrook", "Millbrook", "Millbrook Lane, LE12 9PD", "08:00-18:00 daily (16:00 October to March)", "Garden waste, wood, metal, electricals, textiles, batteries, paint", "Yes"),
    ("south-wigston", "South Wigston", "Saffron Way, LE18 4UW", "09:00-17:00, closed Tuesday and Wednesday", "Garden waste, metal, electricals, textiles", "No"),
    ("oakham", "Oakham", "Station Road, LE15 6RD", "08:00-18:00 daily (16:00 October to March)", "Garden waste, wood, metal, electricals, textiles, batteries, paint, asbestos (by appointment)", "Yes"),
    ("kibworth", "Kibworth", "Harborough Road, LE8 0RB", "09:00-16:00, Friday to Monday", "Garden waste, wood, metal", "No"),
]


def rec_html(slug, name, addr, hours, acc, booking, order=None):
    near = [r for r in REC if r[0] != slug][:3]
    if order == "rev":
        near = near[::-1]
    nl = "".join(f'<li><a href="/centres/{r[0]}">{r[1]}</a></li>' for r in near)
    body = (
        '<div class="header"><a href="/">County Council</a><nav><a href="/bins">Bins and recycling</a> <a href="/roads">Roads</a> <a href="/schools">Schools</a> <a href="/council-tax">Council tax</a></nav></div>'
        f'<div class="crumbs"><a href="/">Home</a> &gt; <a href="/bins">Bins and recycling</a> &gt; <a href="/centres">Recycling centres</a></div>'
        f'<div class="cols"><div class="main">{REC_RULES}<h1>{name} recycling centre</h1><p>Address: {addr}</p><p>Opening times: {hours}</p>'
        f'<p>Accepted: {acc}</p><p>Booking required: {booking}</p></div>'
        f'<div class="side"><h4>Nearby centres</h4><ul>{nl}</ul></div></div><div class="footer">County Council</div>'
    )
    return doc(f"{name} recycling centre", body)


@scen("recycling_centres", "rules block comes before the small record; centres share hours and accepted lists, differ in name, address and booking")
def b_rec():
    u = "https://county-council.example/centres/"
    pages = [P(u + r[0], rec_html(*r), r[0]) for r in REC]
    r = REC[0]
    pages.append(P(u + r[0] + "?from=map", rec_html(*r, order="rev"), r[0]))
    return pages


# ---------------------------------------------------------------- 18. defibrillator locations
AED_CPR = """<div class="cpr">
<h3>If someone has collapsed and is not breathing normally</h3>
<ol><li>Call 999 straight away and put the phone on speaker. The call handler will tell you the code for the nearest
locked cabinet and talk you through what to do.</li>
<li>Start chest compressions: kneel beside the person, put the heel of one hand in the centre of the chest and your
other hand on top, and push down hard and fast, about twice a second. Do not stop.</li>
<li>If someone is with you, send them to fetch the defibrillator while you keep going. Open the lid or press the
green button: the machine speaks and tells you exactly what to do. Stick the pads on the bare chest as shown.</li>
<li>Follow the spoken instructions. The machine will only give a shock if one is needed; you cannot hurt the
person by using it. Keep going until help arrives.</li></ol>
</div>"""
AED = [
    ("aed-0412", "Outside the Co-op, 14 Mill Lane", "Locked cabinet (code from 999)", "24 hours", "2025-02-10"),
    ("aed-0413", "Outside the village hall, Mill Lane", "Locked cabinet (code from 999)", "24 hours", "2025-02-10"),
    ("aed-0420", "Inside Hartley Leisure Centre reception", "Unlocked, ask staff", "During opening hours", "2025-01-28"),
    ("aed-0431", "Red phone box, Church Green", "Unlocked cabinet", "24 hours", "2024-12-02"),
    ("aed-0437", "Cricket pavilion, Sandy Lane playing field", "Locked cabinet (code from 999)", "24 hours", "2025-02-21"),
]


def aed_html(aid, where, access, avail, checked, views="134"):
    body = (
        '<div class="topnav"><a href="/">HeartSafe Map</a> | <a href="/map">Map</a> | <a href="/register">Register a defibrillator</a> | <a href="/train">Training</a></div>'
        f'<div class="wrap">{AED_CPR}<div class="aed">{where}<br>Access: {access}<br>Available: {avail}<br>Last checked: {checked}</div>'
        f'<div class="views">Viewed {views} times</div></div><div class="ft">HeartSafe is a charity.</div>'
    )
    return doc("Defibrillator", body)


@scen("aed_locations", "one-word title; location records of 3-4 short lines after the CPR steps, two on one lane; copy differs only by a view counter")
def b_aed():
    u = "https://heartsafe.example/aed/"
    pages = [P(u + a[0], aed_html(*a), a[0]) for a in AED]
    a = AED[3]
    pages.append(P(u + a[0] + "?src=app", aed_html(*a, views="151"), a[0]))
    return pages


# ================================================================ Chinese sites
def zdoc(title, body, head=""):
    return doc(title, body, lang="zh-CN", head=head)


# ---------------------------------------------------------------- 19. 公交站点
GJ_TIP = """<div class="tip">
<h3>乘车须知</h3>
<p>1. 本市公交实行无人售票，普通线路票价1元，空调线路票价2元，可使用交通卡、手机扫码或投币乘车，投币不设找零。</p>
<p>2. 持老年优待卡、残疾人优待卡的乘客在规定时段内免费乘车；身高1.2米以下儿童在成人陪同下免费乘车。</p>
<p>3. 请在站台候车区有序排队，待车辆停稳后先下后上，不要在车辆行驶时站立在车门附近。</p>
<p>4. 严禁携带易燃、易爆、有毒等危险品乘车，宠物（导盲犬除外）不得带上车。</p>
<p>5. 车辆到站时间为实时预测，受路况和天气影响可能存在误差，请提前到站候车。如遇线路临时调整，以站牌公告为准。</p>
<p>6. 服务监督电话：12345转公交热线，失物招领请拨打公交集团客服。</p>
</div>"""
GJ = [
    ("1203", "人民路口（东）", ["3路", "18路", "夜1路"], "往火车站方向"),
    ("1204", "人民路口（西）", ["3路", "18路", "夜1路"], "往开发区方向"),
    ("1311", "市第一医院", ["5路", "18路", "27路", "旅游2线"], "往新城方向"),
    ("1312", "市第一医院", ["5路", "18路", "27路", "旅游2线"], "往老城方向"),
    ("1477", "滨江公园南门", ["9路", "33路"], "往体育中心方向"),
]


def gj_html(sid, name, lines, direction):
    ls = "、".join(f'<a href="/line/{x}">{x}</a>' for x in lines)
    body = (
        '<div class="nav"><a href="/">城市公交</a> <a href="/line">线路查询</a> <a href="/station">站点查询</a> <a href="/transfer">换乘查询</a> <a href="/notice">公告</a></div>'
        f'<div class="main"><div class="st"><h1>{name}</h1><p>站点编号：{sid}　{direction}</p><p>途经线路：{ls}</p></div>{GJ_TIP}</div>'
        '<div class="footer">市公共交通集团有限公司　版权所有</div>'
    )
    return zdoc(f"{name}_站点详情_城市公交", body)


@scen("zh_bus_stops", "公交站点：对向两站名称只差东西或方向、途经线路相同；乘车须知远长于站点内容")
def b_gj():
    u = "https://gongjiao.example/station/"
    pages = [P(u + g[0], gj_html(*g), g[0]) for g in GJ]
    g = GJ[2]
    pages.append(P(u + g[0] + "?from=timeline&isappinstalled=0", gj_html(*g), g[0]))
    return pages


# ---------------------------------------------------------------- 20. 银行网点
YH_TIP = """<div class="info">
<p><strong>温馨提示：谨防电信网络诈骗</strong></p>
<p>本行工作人员不会以任何理由要求您提供银行卡密码、短信验证码，也不会要求您将资金转入所谓的“安全账户”。凡是自称公检法机关要求转账汇款的，都是诈骗；凡是通过网络、电话要求您先交手续费、保证金才能办理贷款的，都是诈骗；凡是声称“刷单返利”“高额回报”的投资理财，都是诈骗。</p>
<p>如接到可疑电话或短信，请立即挂断，并通过本行官方客服热线核实。如不慎被骗，请第一时间拨打110报警，并联系本行冻结相关账户。办理大额现金业务请提前一天预约，携带本人有效身份证件原件。网点营业时间如遇节假日调整，以网点门口公告为准。</p>
</div>"""
YH = [
    ("3101", "城东支行", "东湖路218号", "0571-8801 2201", "周一至周五 9:00-17:00；周六 9:00-16:00", "310331000121"),
    ("3102", "城东支行东湖路分理处", "东湖路56号", "0571-8801 2256", "周一至周五 9:00-17:00", "310331000138"),
    ("3107", "高新支行", "文三路99号科技大厦一楼", "0571-8801 3099", "周一至周五 9:00-17:00；周六 9:00-16:00", "310331000205"),
    ("3109", "滨江支行", "江南大道1088号", "0571-8801 5108", "周一至周日 9:00-17:00", "310331000229"),
    ("3115", "临平支行", "迎宾路3号", "0571-8801 6003", "周一至周五 9:00-17:00；周六 9:00-16:00", "310331000317"),
]


def yh_html(bid, name, addr, tel, hours, cnaps):
    body = (
        '<div class="header"><a href="/">某某银行</a><ul><li><a href="/personal">个人业务</a></li><li><a href="/corporate">公司业务</a></li><li><a href="/outlets">网点查询</a></li><li><a href="/about">关于我们</a></li></ul></div>'
        f'<div class="content"><div class="outlet"><div class="row">网点名称：{name}</div><div class="row">地址：{addr}</div><div class="row">电话：{tel}</div>'
        f'<div class="row">营业时间：{hours}</div><div class="row">联行号：{cnaps}</div></div>{YH_TIP}</div>'
        '<div class="footer">客服热线 95500　版权所有</div>'
    )
    return zdoc("网点详情", body)


@scen("zh_bank_outlets", "银行网点：标题统一为“网点详情”，网点只差名称、门牌、电话、联行号；防诈骗提示更长")
def b_yh():
    u = "https://wangdian.example/outlets/"
    pages = [P(u + y[0] + ".html", yh_html(*y), y[0]) for y in YH]
    y = YH[2]
    pages.append(P(u + y[0] + ".html?spm=a2c4g.11186623.0.0.5f2b1c", yh_html(*y), y[0]))
    return pages


# ---------------------------------------------------------------- 21. 邮编 (GBK)
YB_NOTE = """<div class="note">邮政编码是由阿拉伯数字组成，用来表示邮局及其投送范围内的居民和单位的邮政通信代号。我国采用四级六位编码制，前两位表示省、自治区、直辖市，第三位表示邮区，第四位表示县、市，最后两位表示投递局。书写信封时，请将邮政编码填写在信封左上角的方格内，并写明详细地址、收件人姓名和联系电话。本站数据仅供参考，如有变动，请以当地邮政部门公布的为准。乡镇合并或撤并后邮编可能调整，寄递重要邮件前请向当地邮局核实。</div>"""
YB = [
    ("330106", "浙江省杭州市西湖区", "310012", "文新街道、翠苑街道、古荡街道"),
    ("330106b", "浙江省杭州市西湖区", "310013", "北山街道、西溪街道"),
    ("330106c", "浙江省杭州市西湖区", "310030", "三墩镇、双浦镇"),
    ("330105", "浙江省杭州市拱墅区", "310011", "米市巷街道、湖墅街道、小河街道"),
    ("330110", "浙江省杭州市余杭区", "311100", "余杭街道、仓前街道、五常街道"),
]


def yb_html(key, area, code, towns):
    body = (
        '<div id="top"><a href="/">邮编查询网</a> | <a href="/province">按省份</a> | <a href="/quhao">区号查询</a> | <a href="/help">帮助</a></div>'
        f'<div id="main">{YB_NOTE}<table class="yb"><tr><td>地区</td><td>{area}</td></tr><tr><td>邮政编码</td><td>{code}</td></tr>'
        f'<tr><td>投递范围</td><td>{towns}</td></tr></table></div><div id="foot">邮编查询网 版权所有</div>'
    )
    return zdoc(f"{area}邮编", body)


@scen("zh_postcodes_gbk", "GBK 邮编：同一区县多个邮编，标题相同，只差邮编和街道名；说明放在记录前")
def b_yb():
    u = "https://youbian.example/code/"
    return [P(u + y[0] + ".html", yb_html(*y), y[0], "gbk") for y in YB]


# ---------------------------------------------------------------- 22. 医院科室
YY_ASIDE = """<aside class="side">
<h3>就诊须知</h3>
<p>一、本院实行全面预约诊疗，患者可通过医院微信公众号、自助机、114预约挂号平台提前7天预约，当日号源有限，建议提前预约。</p>
<p>二、就诊时请携带本人身份证或医保电子凭证，按预约时段提前15分钟到诊区签到候诊，过号需重新签到。</p>
<p>三、初诊患者请带好既往病历、检查报告和正在服用的药物清单，以便医生全面了解病情。</p>
<p>四、检查、检验结果可在自助机打印或在公众号查询，部分检查需空腹，请注意查看检查单上的注意事项。</p>
<p>五、医院停车场车位紧张，建议乘坐公共交通前来就诊。院内全面禁烟，请保持安静，爱护公共设施。</p>
<p>六、如对医疗服务有意见或建议，请联系门诊一楼患者服务中心，电话 0571-8700 0100。</p>
</aside>"""
YY = [
    ("xnk", "心内科", "门诊楼3楼A区", "0571-8700 3301", "周一至周日全天", "王建国 主任医师；李芳 副主任医师"),
    ("xwk", "心外科", "门诊楼3楼B区", "0571-8700 3302", "周一、周三、周五全天", "陈立 主任医师"),
    ("pfk", "皮肤科", "门诊楼2楼C区", "0571-8700 2203", "周一至周六上午", "赵敏 主任医师；孙浩 主治医师"),
    ("eyhk", "耳鼻咽喉科", "门诊楼4楼A区", "0571-8700 4401", "周一至周日全天", "周涛 主任医师"),
    ("yk", "眼科", "门诊楼4楼B区", "0571-8700 4402", "周一至周日全天", "吴静 主任医师；郑凯 副主任医师"),
]


def yy_html(k, name, loc, tel, hours, docs, variant=""):
    rec = (
        f'<div class="dept"><h2>{name}</h2><ul><li>科室位置：{loc}</li><li>联系电话：{tel}</li>'
        f'<li>门诊时间：{hours}</li><li>出诊专家：{docs}</li></ul></div>'
    )
    if variant == "print":
        return zdoc(f"{name}-科室导航-市第一人民医院", rec)
    body = (
        '<div class="top"><a href="/">市第一人民医院</a><nav><a href="/about">医院概况</a> <a href="/depts">科室导航</a> <a href="/experts">专家介绍</a> <a href="/guide">就医指南</a> <a href="/news">新闻动态</a></nav></div>'
        f'<div class="box"><div class="mainbox">{rec}</div>{YY_ASIDE}</div><div class="foot">市第一人民医院　地址：解放路88号</div>'
    )
    return zdoc(f"{name}-科室导航-市第一人民医院", body)


@scen("zh_hospital_departments", "医院科室：心内科与心外科、眼科与耳鼻喉科只差几个字和电话；就诊须知侧栏更长")
def b_yy():
    u = "https://yiyuan.example/depts/"
    pages = [P(u + y[0] + ".html", yy_html(*y), y[0]) for y in YY]
    y = YY[0]
    pages.append(P(u + "print/" + y[0] + ".html", yy_html(*y, variant="print"), y[0]))
    return pages


# ---------------------------------------------------------------- 23. 停车场
TC_RULE = """<div class="info">
<b>停车须知</b><br>
1. 本停车场实行24小时电子收费，车辆凭车牌自动识别进出，支持微信、支付宝无感支付。<br>
2. 车辆进场后请按指示标志行驶，限速5公里/小时，按车位线停放，不得占用消防通道和无障碍车位。<br>
3. 本停车场只提供停车场地，不承担车辆及车内物品的保管责任，请锁好车门，贵重物品请随身携带。<br>
4. 新能源汽车充电车位仅供充电车辆使用，充满电后请及时驶离，超时将加收占位费。<br>
5. 15分钟内离场免费；当日最高收费封顶标准以公示为准；节假日收费标准不变。<br>
6. 如遇车牌识别失败、缴费异常，请按出口对讲按钮联系值班人员。
</div>"""
TC = [
    ("p1021", "市民中心地下停车场", "860", "小型车首小时5元，之后每小时3元", "全天开放"),
    ("p1022", "市民中心地面停车场", "120", "小型车首小时5元，之后每小时3元", "7:00-22:00"),
    ("p1105", "湖滨银泰停车场", "1200", "小型车首小时10元，之后每小时6元", "全天开放"),
    ("p1188", "城站火车站南广场停车场", "540", "小型车首小时6元，之后每小时4元", "全天开放"),
    ("p1230", "植物园北门停车场", "300", "小型车每次10元", "6:00-19:00"),
]


def tc_html(pid, name, spaces, fee, hours, views="2381"):
    body = (
        '<div class="hd"><a href="/">智慧停车</a> <a href="/map">停车地图</a> <a href="/monthly">包月办理</a> <a href="/app">下载APP</a></div>'
        f'<div class="bd"><div class="lot">名称：{name}<br>泊位数：{spaces}个<br>收费标准：{fee}<br>开放时间：{hours}</div>{TC_RULE}'
        f'<div class="stat">浏览次数：{views}</div></div><div class="ft">市停车管理服务中心</div>'
    )
    return zdoc("详细信息", body)


@scen("zh_parking_lots", "停车场：标题为“详细信息”，无标题标签，地下与地面停车场只差名称、泊位数和时间；副本只改浏览次数")
def b_tc():
    u = "https://tingche.example/lot/"
    pages = [P(u + t[0], tc_html(*t), t[0]) for t in TC]
    t = TC[0]
    pages.append(P(u + t[0] + "?from=wx", tc_html(*t, views="2406"), t[0]))
    return pages


# ---------------------------------------------------------------- 24. 药店
YD_TIP = """<section class="safe">
<h4>安全用药提示</h4>
<p>处方药须凭医师处方购买，并在药师指导下使用；非处方药请仔细阅读说明书，按说明书或在药师指导下购买和使用。用药期间如出现皮疹、呼吸困难等不适，请立即停药并及时就医。儿童、孕妇、哺乳期妇女、老年人及肝肾功能不全者用药请特别谨慎。请勿自行加大剂量或合并服用含相同成分的药品。</p>
<p>药品请存放在儿童不能接触的地方，过期药品请勿丢弃在生活垃圾中，可投放到药店设置的过期药品回收箱。医保定点药店可使用医保卡或医保电子凭证结算，个人账户不得用于购买保健食品和日用品。</p>
</section>"""
YD = [
    ("1001", "康宁大药房（解放路店）", "解放路102号", "8:00-22:00", "是"),
    ("1002", "康宁大药房（庆春路店）", "庆春路45号", "8:00-22:00", "是"),
    ("1003", "康宁大药房（凤起路店）", "凤起路210号", "24小时营业", "是"),
    ("1010", "仁和堂药店", "建国北路7号", "8:30-21:00", "否"),
    ("1018", "百姓平价药店", "文晖路88号", "7:30-21:30", "是"),
]


def yd_html(did, name, addr, hours, yb):
    body = (
        '<header><a href="/">找药店</a><nav><a href="/search">药品查询</a> <a href="/stores">附近药店</a> <a href="/yibao">医保定点</a></nav></header>'
        f'<main><h1>{name}</h1><p>地址：{addr}</p><p>营业时间：{hours}</p><p>医保定点：{yb}</p>{YD_TIP}</main>'
        '<footer>找药店 便民服务平台</footer>'
    )
    return zdoc(f"{name}_找药店", body)


@scen("zh_pharmacies", "连锁药店各分店只差店名括号、门牌和营业时间；安全用药提示更长")
def b_yd():
    u = "https://yaodian.example/store/"
    return [P(u + y[0], yd_html(*y), y[0]) for y in YD]


# ---------------------------------------------------------------- 25. 快递网点
KD_JJ = """<div class="notice">
<h3>寄件须知</h3>
<p>根据《邮件快件禁止寄递物品管理规定》，以下物品禁止寄递：枪支弹药、管制刀具；爆炸物品、易燃易压缩气体、易燃液体和固体，如打火机、酒精、油漆；毒害性和腐蚀性物品；放射性物品；毒品及吸毒工具；国家秘密文件和资料；非法出版物；国家禁止流通的濒危野生动植物及其制品；各类生鲜活体动物；现金、有价证券等。</p>
<p>寄件时须出示有效身份证件，快递员将依法进行实名登记和开箱验视，请予配合。贵重物品请如实申报价值并选择保价服务，未保价的物品如有损失，按照运费的一定倍数赔偿。液体、易碎品请做好包装。网点派送范围以外的地址可到网点自取，或联系客服转派。</p>
</div>"""
KD = [
    ("330102001", "上城区望江门营业部", "0571-5601 1201", "望江街道、近江街道", "钱江新城CBD写字楼"),
    ("330102002", "上城区近江营业部", "0571-5601 1202", "近江街道、闸弄口街道", "无"),
    ("330102003", "上城区四季青营业部", "0571-5601 1203", "四季青街道、凯旋街道", "四季青服装市场（需自取）"),
    ("330105001", "拱墅区大关营业部", "0571-5601 2101", "大关街道、和睦街道", "无"),
    ("330108001", "滨江区长河营业部", "0571-5601 3101", "长河街道、浦沿街道", "白马湖动漫广场"),
]


def kd_rec(code, name, tel, scope, excl):
    return (
        f'<table class="wd"><tr><th>网点编号</th><td>{code}</td></tr><tr><th>网点名称</th><td>{name}</td></tr>'
        f'<tr><th>联系电话</th><td>{tel}</td></tr><tr><th>派送范围</th><td>{scope}</td></tr><tr><th>不派送区域</th><td>{excl}</td></tr></table>'
    )


def kd_html(*r, mobile=False):
    if mobile:
        body = f'<div class="m-hd"><a href="/m/">顺达快递</a></div><div class="m-bd">{kd_rec(*r)}</div><div class="m-ft"><a href="/m/">首页</a> <a href="/m/track">查件</a></div>'
        return zdoc("网点查询-顺达快递", body)
    body = (
        '<div class="header"><a href="/">顺达快递</a> <a href="/track">快件查询</a> <a href="/send">在线寄件</a> <a href="/outlets">网点查询</a> <a href="/price">运费时效</a></div>'
        f'<div class="main">{kd_rec(*r)}{KD_JJ}</div><div class="footer">顺达快递有限公司 客服 95338</div>'
    )
    return zdoc("网点查询-顺达快递", body)


@scen("zh_courier_outlets", "快递网点：相邻营业部只差编号末位、名称、电话和街道；禁寄须知更长；手机版副本")
def b_kd():
    u = "https://kuaidi.example/outlets/"
    pages = [P(u + k[0], kd_html(*k), k[0]) for k in KD]
    k = KD[1]
    pages.append(P("https://kuaidi.example/m/outlets/" + k[0], kd_html(*k, mobile=True), k[0]))
    return pages


# ---------------------------------------------------------------- 26. 天气城市页
TQ_ZS = """<div class="zhishu">
<h4>生活指数说明</h4>
<p>穿衣指数根据气温、湿度和风力综合计算，分为炎热、热、舒适、较舒适、较冷、冷、寒冷七级；紫外线指数分为最弱、弱、中等、强、很强五级，中等及以上建议外出涂抹防晒霜；洗车指数考虑未来两天降水情况，有雨时不宜洗车；感冒指数提示气温变化大时注意增减衣物；运动指数结合天气与空气质量给出户外运动建议；晾晒指数适用于衣物晾晒参考。</p>
<p>空气质量指数（AQI）0-50为优，51-100为良，101-150为轻度污染，151-200为中度污染。以上数据来源于气象和环境监测部门，仅供参考，请以当地气象台发布的最新预报为准。</p>
</div>"""
TQ = [
    ("hangzhou", "杭州", "晴", "12～24℃", "东南风3级", "良 62"),
    ("shaoxing", "绍兴", "晴", "11～24℃", "东南风3级", "良 58"),
    ("ningbo", "宁波", "多云", "13～22℃", "东风3级", "优 41"),
    ("huzhou", "湖州", "晴", "11～25℃", "南风2级", "良 66"),
    ("wenzhou", "温州", "小雨", "15～21℃", "东北风4级", "优 35"),
]


def tq_html(slug, city, w, t, wind, aqi):
    body = (
        '<div class="nav"><a href="/">天气预报网</a> <a href="/province/zhejiang">浙江</a> <a href="/radar">雷达图</a> <a href="/typhoon">台风路径</a> <a href="/alarm">预警</a></div>'
        f'<div class="today"><span class="city">{city}</span> 今天 {w} {t} {wind} 空气质量：{aqi}</div>{TQ_ZS}'
        '<div class="foot">数据仅供参考</div>'
    )
    return zdoc(f"{city}天气预报", body)


@scen("zh_city_weather", "城市天气页：一行天气，城市间只差城市名和几个数字；生活指数说明远长于天气")
def b_tq():
    u = "https://tianqi.example/weather/"
    return [P(u + t[0] + ".shtml", tq_html(*t), t[0]) for t in TQ]


# ---------------------------------------------------------------- 27. 成语 (GBK)
CY_NOTE = """<div class="about">本词典收录常用成语三万余条，每条包括拼音、释义、出处和例句，释义参考多种成语词典编写。拼音按普通话标注，轻声不标调。成语中的异体字、古今字一般保留原貌。部分成语存在多种出处说法，本站选取较早的一种。例句为编者自拟，供学习参考。如发现错误，欢迎通过页面底部的纠错入口反馈，我们会在核实后尽快修改。未经许可，请勿转载本站释义内容。</div>"""
CY = [
    ("yi-ma-dang-xian", "一马当先", "yī mǎ dāng xiān", "作战时策马冲在最前面。形容领先，带头。", "他在抢险中一马当先，冲在最前面。"),
    ("yi-fan-feng-shun", "一帆风顺", "yī fān fēng shùn", "船挂着满帆顺风行驶。比喻非常顺利，没有任何阻碍。", "祝你此行一帆风顺。"),
    ("yi-ju-liang-de", "一举两得", "yī jǔ liǎng dé", "做一件事得到两方面的好处。", "骑车上班既能锻炼身体又能省钱，真是一举两得。"),
    ("yi-shi-er-niao", "一石二鸟", "yī shí èr niǎo", "扔一颗石子打到两只鸟。比喻做一件事达到两个目的。", "这个办法一石二鸟，大家都赞成。"),
    ("ban-tu-er-fei", "半途而废", "bàn tú ér fèi", "路走到一半就停下来。比喻做事情没有完成就停止。", "学习贵在坚持，不能半途而废。"),
]


def cy_html(slug, word, py, shiyi, li):
    body = (
        '<div class="top"><a href="/">成语词典</a> <a href="/az">按拼音</a> <a href="/bh">按笔画</a> <a href="/jielong">成语接龙</a></div>'
        f'<div class="cy"><h1>{word}</h1><div class="py">{py}</div><div class="sy">【释义】{shiyi}</div>'
        f'<div class="lj">【例句】{li}</div></div>{CY_NOTE}<div class="foot">成语词典 | <a href="/jiucuo">纠错</a></div>'
    )
    return zdoc(f"{word}的意思_成语词典", body)


@scen("zh_idioms_gbk", "GBK 成语：“一举两得”与“一石二鸟”释义相近；每条内容一行释义一行例句，词典说明更长")
def b_cy():
    u = "https://chengyu.example/cy/"
    pages = [P(u + c[0] + ".html", cy_html(*c), c[0], "gbk") for c in CY]
    c = CY[2]
    pages.append(P(u + c[0] + ".html?from=jielong", cy_html(*c), c[0], "gbk"))
    return pages


# ---------------------------------------------------------------- 28. 诗词 (made-up poems)
SC_ASIDE = """<aside class="sidebar">
<div class="box"><h4>关于本站</h4><p>本站收录历代诗词作品，提供原文、注释、译文与赏析。作品原文均以通行版本为底本，个别字句存在异文的，在注释中说明。译文和赏析由本站编辑撰写，仅供学习参考，转载请注明出处。朗读音频由志愿者录制，欢迎报名参与。</p>
<p>阅读古诗词时，建议先通读原文，结合注释理解字词含义，再体会作者的情感和写作背景。绝句每首四句，律诗每首八句，讲究平仄和对仗。如果您发现原文或注释有误，请点击纠错按钮反馈，编辑核实后会及时修正。</p></div>
<div class="box"><h4>热门专题</h4><p><a href="/topic/spring">写春天的诗</a> <a href="/topic/moon">咏月诗词</a> <a href="/topic/farewell">送别诗</a> <a href="/topic/home">思乡诗</a></p></div>
</aside>"""
SCI = [
    ("s5001", "春江晚归", "林素", "江上春风过，桥头柳色新。<br>归舟迟落日，不见采菱人。"),
    ("s5002", "秋江晚归", "林素", "江上秋风过，桥头柳色残。<br>归舟迟落日，渔火照沙滩。"),
    ("s5003", "山居", "许长庚", "竹深不见径，云起半溪阴。<br>午后无人到，松间一鸟吟。"),
    ("s5004", "夜雨寄友", "许长庚", "夜雨敲窗急，孤灯照案寒。<br>故人千里外，书到几时看。"),
    ("s5005", "登楼", "周野", "独上高楼望，烟波接远天。<br>家山何处是，雁过夕阳边。"),
]


def sci_html(sid, title, author, text, variant=""):
    rec = f'<div class="poem"><h1>{title}</h1><p class="author">{author}</p><div class="text">{text}</div></div>'
    if variant == "print":
        return zdoc(f"{title}_{author}_古诗文", f'<div class="print">{rec}</div>')
    body = (
        '<div class="nav"><a href="/">古诗文网</a> <a href="/shi">诗</a> <a href="/ci">词</a> <a href="/author">作者</a> <a href="/mingju">名句</a></div>'
        f'<div class="container"><div class="left">{rec}<div class="tool"><a href="#">收藏</a> <a href="#">朗读</a> <a href="#">纠错</a></div></div>{SC_ASIDE}</div>'
        '<div class="footer">古诗文网</div>'
    )
    return zdoc(f"{title}_{author}_古诗文", body)


@scen("zh_poems", "自拟五绝：《春江晚归》《秋江晚归》同一作者只差几个字；作品仅20字，侧栏说明很长")
def b_sci():
    u = "https://shiwen.example/shi/"
    pages = [P(u + s[0] + ".aspx", sci_html(*s), s[0]) for s in SCI]
    s = SCI[0]
    pages.append(P(u + s[0] + ".aspx?print=1", sci_html(*s, variant="print"), s[0]))
    return pages


# ---------------------------------------------------------------- 29. 食材百科
SCAI_NOTE = """<div class="note">
<p>营养成分数据说明：本页营养数据以每100克可食部计，主要参考食物成分表并结合检测数据整理。同一种食材因品种、产地、季节和储存方式不同，营养成分会有一定差异，表中数据仅供膳食搭配参考，不能作为诊断和治疗的依据。能量单位为千卡，1千卡约等于4.184千焦。</p>
<p>特殊人群如糖尿病患者、肾病患者、孕妇和婴幼儿，请在医生或注册营养师指导下安排饮食。购买食材请选择正规渠道，注意生熟分开，彻底加热。</p>
</div>"""
SCAI = [
    ("huanggua", "黄瓜", "16", "0.8", "0.2", "2.9"),
    ("sigua", "丝瓜", "21", "1.0", "0.2", "4.2"),
    ("donggua", "冬瓜", "12", "0.4", "0.2", "2.6"),
    ("nangua", "南瓜", "23", "0.7", "0.1", "5.3"),
    ("kugua", "苦瓜", "22", "1.0", "0.1", "4.9"),
]


def scai_html(slug, name, kcal, pro, fat, carb):
    body = (
        '<div class="hd"><a href="/">食材百科</a> <a href="/shucai">蔬菜</a> <a href="/shuiguo">水果</a> <a href="/rou">肉禽</a> <a href="/tiaoliao">调料</a></div>'
        f'<div class="bd">{SCAI_NOTE}<h2>{name}营养成分（每100克）</h2><table><tr><td>能量</td><td>{kcal}千卡</td></tr><tr><td>蛋白质</td><td>{pro}克</td></tr>'
        f'<tr><td>脂肪</td><td>{fat}克</td></tr><tr><td>碳水化合物</td><td>{carb}克</td></tr></table></div>'
        '<div class="ft">食材百科</div>'
    )
    return zdoc(f"{name}的营养价值", body)


@scen("zh_ingredient_nutrition", "食材营养表：几种瓜只差名称一个字和四个数字；数据说明在表前且更长")
def b_scai():
    u = "https://shicai.example/food/"
    pages = [P(u + s[0], scai_html(*s), s[0]) for s in SCAI]
    return pages


# ---------------------------------------------------------------- 30. 驾校
JX_FLOW = """<div class="flow">
<h3>学车流程</h3>
<p>第一步：报名。携带身份证原件到驾校报名，签订培训合同，在指定医院或体检机构完成驾驶人体检。</p>
<p>第二步：科目一。学习道路交通安全法律法规和相关知识，通过网上约考参加理论考试，满分100分，90分及格。</p>
<p>第三步：科目二。进行场地驾驶技能训练，考试项目包括倒车入库、侧方停车、坡道定点停车和起步、直角转弯、曲线行驶。</p>
<p>第四步：科目三。进行道路驾驶技能训练和安全文明驾驶常识学习，道路考试合格后参加安全文明驾驶常识考试。</p>
<p>第五步：领证。全部科目考试合格后，当场或邮寄领取驾驶证。驾驶证实习期为12个月。</p>
<p>温馨提示：请选择有资质的驾校，培训费用实行先培训后付费的，请通过监管平台支付，谨防不明收费。</p>
</div>"""
JX = [
    ("j201", "安顺驾校", "C1普通班 3980元；C2普通班 4280元", "余杭区五常大道168号"),
    ("j202", "安顺驾校（城西训练场）", "C1普通班 3980元；C2普通班 4280元", "西湖区留下镇横街100号"),
    ("j210", "通达驾校", "C1普通班 3680元；C1VIP班 5680元", "萧山区通惠路55号"),
    ("j215", "平安驾校", "C1普通班 4180元；C2普通班 4480元；C5班 4980元", "拱墅区石祥路720号"),
    ("j220", "顺风驾校", "C1周末班 4380元", "滨江区江虹路300号"),
]


def jx_html(jid, name, classes, site):
    body = (
        '<div class="header"><a href="/">学车网</a> <a href="/schools">找驾校</a> <a href="/exam">模拟考试</a> <a href="/news">学车资讯</a></div>'
        f'<div class="main"><div class="school">{name}<br>班型及价格：{classes}<br>训练场地址：{site}</div>{JX_FLOW}</div>'
        '<div class="footer">学车网 客服电话 400-000-0000</div>'
    )
    return zdoc(f"{name}_学车网", body)


@scen("zh_driving_schools", "驾校页面无标题标签，同一驾校两个训练场只差地址；学车流程远长于驾校信息")
def b_jx():
    u = "https://xueche.example/school/"
    return [P(u + j[0], jx_html(*j), j[0]) for j in JX]


# ---------------------------------------------------------------- 31. 房产中介门店
FC_PROMISE = """<div class="promise">
<h4>服务承诺</h4>
<p>真实房源：所有在售房源均经实地勘察和产权核验，如发现虚假房源，经核实后给予补偿。</p>
<p>透明收费：佣金标准在门店醒目位置公示，除公示项目外不收取任何额外费用，交易资金通过银行监管账户划转。</p>
<p>安心交易：签约前为买卖双方提供交易风险提示，协助办理网签、贷款、过户和水电燃气过户等手续。</p>
<p>服务监督：如对经纪人服务不满意，可拨打全国客服热线投诉，我们将在24小时内响应，3个工作日内给出处理意见。门店营业时间一般为8:30至21:00，节假日正常营业。</p>
</div>"""
FC = [
    ("m3301", "文一西路店", "文一西路588号1楼", "张磊", "18", "326"),
    ("m3302", "文二西路店", "文二西路120号1楼", "刘洋", "15", "284"),
    ("m3310", "城西银泰店", "丰潭路380号城西银泰1楼", "黄婷", "22", "410"),
    ("m3318", "翠苑店", "翠柏路7号", "刘洋", "12", "198"),
    ("m3325", "滨江星光店", "江南大道228号星光大道1楼", "马超", "20", "365"),
]


def fc_html(mid, name, addr, boss, agents, listings, crumbs="default"):
    if crumbs == "default":
        bc = '<a href="/">首页</a> &gt; <a href="/stores">门店</a> &gt; <a href="/stores/xihu">西湖区</a>'
    else:
        bc = '<a href="/">首页</a> &gt; <a href="/ershoufang">二手房</a> &gt; <a href="/stores">附近门店</a>'
    body = (
        '<div class="header"><a href="/">安居房产</a> <a href="/ershoufang">二手房</a> <a href="/zufang">租房</a> <a href="/xinfang">新房</a> <a href="/stores">门店</a></div>'
        f'<div class="crumb">{bc}</div><div class="main"><h1>安居房产 {name}</h1>'
        f'<dl><dt>门店地址</dt><dd>{addr}</dd><dt>店长</dt><dd>{boss}</dd><dt>经纪人</dt><dd>{agents}人</dd><dt>在售房源</dt><dd>{listings}套</dd></dl>'
        f'{FC_PROMISE}</div><div class="footer">安居房产经纪有限公司</div>'
    )
    return zdoc(f"{name}-安居房产", body)


@scen("zh_estate_agency_stores", "中介门店：店名只差一个字（文一西路店/文二西路店），数字不同；服务承诺更长；副本换了面包屑")
def b_fc():
    u = "https://anju.example/stores/"
    pages = [P(u + f[0], fc_html(*f), f[0]) for f in FC]
    f = FC[0]
    pages.append(P(u + f[0] + "?from=ershoufang", fc_html(*f, crumbs="other"), f[0]))
    return pages


# ---------------------------------------------------------------- 32. 献血点
XX_NOTE = """<div class="info">
<p><b>献血须知</b></p>
<p>年龄18至55周岁的健康公民均可献血，既往无献血反应、符合健康检查要求的多次献血者可延长至60周岁。男性体重不低于50公斤，女性不低于45公斤。献血前一天请保证充足睡眠，不饮酒，献血前一餐请吃清淡食物，不要空腹献血。</p>
<p>献血时请携带本人身份证件。全血献血间隔不少于6个月，单采血小板献血间隔不少于2周。献血后请按压针眼10分钟以上，24小时内不要剧烈运动和高空作业，多喝水。献血者本人及其家属用血时可按规定享受用血费用减免。</p>
<p>如遇恶劣天气，流动献血车可能暂停采血，请关注血液中心公众号的实时通知。</p>
</div>"""
XX = [
    ("d01", "武林广场献血屋", "武林广场地铁站C口旁", "9:00-17:00（周一休息）"),
    ("d02", "湖滨献血屋", "湖滨路步行街东坡路口", "9:00-17:00（周一休息）"),
    ("d03", "龙翔桥流动献血车", "龙翔桥地铁站B口", "周六、周日 9:00-16:30"),
    ("d04", "城站献血屋", "城站火车站东广场", "9:00-17:00"),
    ("d05", "下沙流动献血车", "下沙高教园区学源街", "每周三 10:00-16:00"),
]


def xx_html(did, name, addr, hours, updated="2025-02-01"):
    body = (
        '<nav class="top"><a href="/">市中心血站</a> <a href="/sites">献血点</a> <a href="/query">献血查询</a> <a href="/news">新闻</a></nav>'
        f'<div class="main">{XX_NOTE}<div class="site">{name}<br>地址：{addr}<br>采血时间：{hours}</div>'
        f'<p class="date">更新时间：{updated}</p></div><div class="foot">市中心血站</div>'
    )
    return zdoc("献血点", body)


@scen("zh_blood_donation_sites", "献血点：标题统一，两处献血屋名称地址不同而时间相同；须知在前且长；副本只改更新时间")
def b_xx():
    u = "https://xianxue.example/sites/"
    pages = [P(u + x[0] + ".html", xx_html(*x), x[0]) for x in XX]
    x = XX[1]
    pages.append(P(u + x[0] + ".html?t=2", xx_html(*x, updated="2025-03-15"), x[0]))
    return pages


# ---------------------------------------------------------------- 33. 法规条文 (made-up regulation)
FG_NOTE = """<div class="disclaimer">本库所载法规、规章文本仅供学习和参考，如与正式出版物或发布机关公布的文本不一致，以正式文本为准。法规的修改、废止情况请以立法机关和政府公报为准。本页所示为条文现行有效版本，历史版本可在“沿革”栏目查看。引用本库内容请注明来源。如发现文本错误，请通过纠错通道告知我们，我们将在核实后更正。本库不提供法律咨询服务，具体案件请咨询专业律师。</div>"""
FG_TITLE = "某市养犬管理条例"
FG = [
    ("a12", "第十二条", "携犬出户时，应当为犬只佩戴犬牌并束犬链，犬链长度不得超过一点五米。"),
    ("a13", "第十三条", "携犬出户时，应当由完全民事行为能力人牵领，并主动避让老年人、残疾人、孕妇和儿童。"),
    ("a14", "第十四条", "犬只在户外排泄的，携犬人应当立即清除粪便。"),
    ("a15", "第十五条", "禁止携犬进入机关、学校、医院、商场、饭店等公共场所，导盲犬、扶助犬除外。"),
    ("a16", "第十六条", "禁止携犬乘坐除出租汽车以外的公共交通工具；携犬乘坐出租汽车的，应当征得驾驶员同意。"),
]


def fg_html(aid, num, text, variant=""):
    rec = f'<div class="tiao"><p><strong>{num}</strong>　{text}</p></div>'
    if variant == "print":
        return zdoc(f"{FG_TITLE}{num}", f"<p>{FG_TITLE}</p>{rec}")
    body = (
        '<div class="hd"><a href="/">法规数据库</a> <a href="/local">地方性法规</a> <a href="/rules">规章</a> <a href="/search">高级检索</a></div>'
        f'<div class="bd"><div class="law-title">{FG_TITLE}</div><div class="crumbs">第三章 养犬行为规范</div>{rec}'
        f'<div class="pager"><a href="#">上一条</a> <a href="#">下一条</a></div>{FG_NOTE}</div><div class="ft">法规数据库</div>'
    )
    return zdoc(f"{FG_TITLE}{num}", body)


@scen("zh_regulation_articles", "自拟条例逐条页面：每条一句话，标题只差条号，两条开头相同；免责声明更长；打印版副本")
def b_fg():
    u = "https://fagui.example/law/2031/"
    pages = [P(u + f[0], fg_html(*f), f[0]) for f in FG]
    f = FG[1]
    pages.append(P(u + f[0] + "?print=1", fg_html(*f, variant="print"), f[0]))
    return pages


# ---------------------------------------------------------------- 34. 长途区号 (GBK)
QH_NOTE = """<div class="note">长途区号是国内长途电话的地区代码，拨打外地固定电话时需要先拨0加区号再拨电话号码，拨打本地固定电话无需加拨区号。手机拨打本地固定电话时也需加拨区号。直辖市和部分大城市使用两位区号，如北京010、上海021，其余城市一般使用三位区号。同一地级市下属县市通常与地级市共用一个区号。本站数据仅供参考，如有变更以电信运营商公布为准。</div>"""
QH = [
    ("0571", "杭州市", "浙江省", "上城区、拱墅区、西湖区、滨江区、萧山区、余杭区、临平区、富阳区等"),
    ("0572", "湖州市", "浙江省", "吴兴区、南浔区、德清县、长兴县、安吉县"),
    ("0573", "嘉兴市", "浙江省", "南湖区、秀洲区、海宁市、平湖市、桐乡市、嘉善县、海盐县"),
    ("0574", "宁波市", "浙江省", "海曙区、江北区、北仑区、镇海区、鄞州区、奉化区、余姚市、慈溪市等"),
    ("0575", "绍兴市", "浙江省", "越城区、柯桥区、上虞区、诸暨市、嵊州市、新昌县"),
]


def qh_html(code, city, prov, areas):
    body = (
        '<table width="100%" class="top"><tr><td><a href="/">区号查询</a></td><td><a href="/youbian">邮编查询</a></td><td><a href="/shouji">手机归属地</a></td></tr></table>'
        f'<div class="main">{city}区号：{code}<br>所属省份：{prov}<br>覆盖区县：{areas}<br>{QH_NOTE}</div>'
        '<div class="foot">区号查询</div>'
    )
    return zdoc("区号查询", body)


@scen("zh_area_codes_gbk", "GBK 长途区号：标题统一为“区号查询”，各市只差区号末位、市名和区县列表；br 分行")
def b_qh():
    u = "https://quhao.example/"
    pages = [P(u + q[0] + ".html", qh_html(*q), q[0], "gbk") for q in QH]
    q = QH[0]
    pages.append(P(u + q[0] + "/index.html", qh_html(*q), q[0], "gbk"))
    return pages


# ---------------------------------------------------------------- 35. 中药材
ZY_DISC = """<div class="mianze">
<p>免责声明：本站中药材资料来源于公开的药典及中医药文献，仅供中医药知识普及和学习参考，不作为临床用药依据。中药使用须辨证论治，请在执业中医师指导下使用，切勿自行抓药服用。孕妇、哺乳期妇女、儿童、老年人及患有慢性疾病者用药前务必咨询医生。部分中药材有毒或需要炮制后使用，用量须严格遵照医嘱。</p>
<p>购买中药材请到正规医院或药店，注意辨别伪品和劣质品。如服药后出现不适，请立即停药并就医。</p>
</div>"""
ZY = [
    ("jinyinhua", "金银花", "甘，寒", "归肺、心、胃经", "清热解毒，疏散风热", "6～15克"),
    ("lianqiao", "连翘", "苦，微寒", "归肺、心、小肠经", "清热解毒，消肿散结，疏散风热", "6～15克"),
    ("pugongying", "蒲公英", "苦、甘，寒", "归肝、胃经", "清热解毒，消肿散结，利尿通淋", "10～15克"),
    ("juhua", "菊花", "甘、苦，微寒", "归肺、肝经", "散风清热，平肝明目，清热解毒", "5～10克"),
    ("gancao", "甘草", "甘，平", "归心、肺、脾、胃经", "补脾益气，清热解毒，祛痰止咳，调和诸药", "2～10克"),
]


def zy_html(slug, name, xw, gj, gx, yl):
    body = (
        '<div class="nav"><a href="/">中药百科</a> <a href="/yaocai">中药材</a> <a href="/fangji">方剂</a> <a href="/zhongchengyao">中成药</a></div>'
        f'<div class="content"><table class="yc"><tr><th colspan="2">{name}</th></tr><tr><td>性味</td><td>{xw}</td></tr><tr><td>归经</td><td>{gj}</td></tr>'
        f'<tr><td>功效</td><td>{gx}</td></tr><tr><td>用量</td><td>{yl}</td></tr></table>{ZY_DISC}</div>'
        '<div class="footer">中药百科</div>'
    )
    return zdoc(f"{name}_中药百科", body)


@scen("zh_herbal_medicines", "中药材：清热解毒类药材的性味、归经、功效彼此重叠，只差几个字；免责声明更长")
def b_zy():
    u = "https://zhongyao.example/yaocai/"
    pages = [P(u + z[0] + ".html", zy_html(*z), z[0]) for z in ZY]
    return pages


# ---------------------------------------------------------------- 36. 车牌归属地
CP_NOTE = """<section class="about-plate">
<h3>车牌号码说明</h3>
<p>我国机动车号牌第一位汉字为省、自治区、直辖市的简称，第二位英文字母为发牌机关代号，一般A为省会城市，其余字母按地级市顺序排列，但也有例外。小型汽车号牌为蓝底白字，新能源汽车号牌为绿色渐变，大型汽车号牌为黄底黑字。号牌归属地表示车辆登记地，并不代表车辆当前所在地。</p>
<p>车辆跨省迁移后需重新登记并更换号牌。根据号牌查询车主个人信息属于违法行为，本站不提供任何车主信息查询服务。</p>
</section>"""
CP = [
    ("zhe-a", "浙A", "杭州市", "浙江省"),
    ("zhe-b", "浙B", "宁波市", "浙江省"),
    ("zhe-c", "浙C", "温州市", "浙江省"),
    ("zhe-d", "浙D", "绍兴市", "浙江省"),
    ("su-e", "苏E", "苏州市", "江苏省"),
    ("wan-a", "皖A", "合肥市", "安徽省"),
]


def cp_html(slug, plate, city, prov):
    body = (
        '<div class="header"><a href="/">车牌查询</a> <a href="/list">全国车牌代码</a> <a href="/weizhang">违章查询</a></div>'
        f'<div class="main"><p class="result">车牌代码“{plate}”的归属地为{prov}{city}。</p>{CP_NOTE}</div>'
        '<div class="footer">车牌查询</div>'
    )
    return zdoc("车牌归属地查询", body)


@scen("zh_plate_prefixes", "车牌归属地：每页一句话，只差一个字母和市名；标题相同；说明远长于内容")
def b_cp():
    u = "https://chepai.example/"
    return [P(u + c[0], cp_html(*c), c[0]) for c in CP]


def scenarios():
    return built(SC)
