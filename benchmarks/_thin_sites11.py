# ruff: noqa: E501
"""Thin pages of 36 more made-up sites (English and Chinese, some GBK), written by an
eleventh false-drop hunt (a helper), blind to every rule of the plugin; each scenario is one
host's pages, labelled with their content: pages with one content label are true copies
(print versions, AMP and mobile versions, tracking parameters, ``/index.html``, a changed
"updated" date or view counter, a reordered sidebar, a cookie banner, another breadcrumb);
different labels are documents a reader would call different. Site kinds: museum objects,
a ship registry, train station facilities, court cause lists, sports fixtures per team,
summit logs, software error codes, customs tariff codes, medication interactions, asteroid
entries, dog breeds, wine vintages, lost property, allotment plots, radio frequency bands,
bathing water samples, podcast episodes, university modules; 学校简介, 社保经办网点 (GBK),
报刊亭, 菜市场摊位, 基金净值, 航班动态, 快递运单, 物业公告, 职业技能证书查询,
农产品追溯 (GBK), 小区详情, 地铁站出入口, 打印机故障代码, 宠物领养, 馆藏文物 (GBK),
供水水质公示, 水电缴费网点, 志愿服务项目."""

from __future__ import annotations

from benchmarks._thin_site_kit import P, built, dl_kv, doc, nav, scenario_registry, table_kv, ul_kv

SC, scen = scenario_registry()


def doc_http_equiv(title, body, lang="zh-CN", head=""):
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}"><head>\n'
        f'<meta http-equiv="Content-Type" content="text/html; charset=utf-8">\n'
        f"<title>{title}</title>{head}</head>\n<body>\n{body}\n</body></html>\n"
    )


# ---------------------------------------------------------------- 1. museum objects

HM_HEAD = """<header class="site-head"><a class="logo" href="/">Harbour Museum</a>
""" + nav([("/visit", "Visit"), ("/whats-on", "What's on"), ("/collections", "Collections"), ("/learning", "Learning"), ("/support", "Support us")]) + """
<form action="/collections/search" class="search"><input name="q" placeholder="Search the collection"><button>Search</button></form></header>"""

HM_ASIDE = """<aside class="collection-info"><h2>About the online collection</h2>
<p>The Harbour Museum cares for more than 40,000 objects connected with the town's port, its fishing fleet and the families who worked along the quays. This online catalogue is a work in progress: records are added as our volunteers check each object against the original accession registers, and some descriptions may be brief or incomplete. Dimensions are given in millimetres (height x width x depth) unless stated otherwise, and dates are those recorded at the time of acquisition.</p>
<p>Not every object is on display. If you would like to see an item in our study room, please contact the collections team at least ten working days in advance, quoting the object number shown on this page.</p>
<h3>Using our images</h3>
<p>Photographs of objects in the collection may be downloaded for private study and non-commercial research. For publication, broadcast or commercial use, please apply for a licence through our picture library. Some objects are still in copyright, and we are unable to supply images of those without the permission of the rights holder.</p>
<p>Spotted a mistake, or know more about an object? We would love to hear from you: <a href="/collections/feedback">send us a note</a>.</p>
</aside>"""

HM_FOOT = """<footer><p>Harbour Museum, 3 Quay Street, Penharrow. Registered charity no. 1104472.</p>
<p><a href="/privacy">Privacy</a> | <a href="/accessibility">Accessibility</a> | <a href="/contact">Contact</a></p></footer>"""

HM_OBJ = [
    ("HM.1987.112", "Tea caddy", "c. 1850", "Mahogany, brass", "120 x 210 x 115", "Gift of Mrs E. Pollard, 1987", "Two-compartment caddy with a brass escutcheon; said to have belonged to a harbour pilot."),
    ("HM.1991.046", "Tea caddy", "c. 1870", "Rosewood, brass", "118 x 205 x 110", "Purchased, 1991", "Two-compartment caddy with a brass escutcheon; the lid lining is missing."),
    ("HM.2003.008", "Ship's compass in binnacle", "1912", "Brass, glass, oak", "410 x 300 x 300", "Transferred from the Port Authority, 2003", "Liquid compass from the steam drifter Good Intent, with its original binnacle cover."),
    ("HM.1978.230", "Net-making needle", "early 20th century", "Boxwood", "190 x 25 x 6", "Gift of J. Tarrant, 1978", "Used for mending herring nets on the quay."),
    ("HM.2011.077", "Brass telescope", "c. 1890", "Brass, glass, leather", "max. length 860", "Bequeathed by Captain R. Hale, 2011", "Three-draw telescope by a local instrument maker, in a worn leather case."),
]


def hm_record(o):
    num, name, date, mat, dim, credit, desc = o
    return dl_kv([("Object number", num), ("Object name", name), ("Date", date), ("Materials", mat), ("Dimensions (mm)", dim), ("Credit line", credit)]) + f'\n<p class="desc">{desc}</p>'


def hm_page(o):
    body = f"""{HM_HEAD}
<div class="crumbs"><a href="/">Home</a> &gt; <a href="/collections">Collections</a> &gt; {o[0]}</div>
<main><article class="object"><h1>{o[1]}</h1>
<div class="image"><img src="/media/objects/{o[0]}.jpg" alt="{o[1]}"></div>
{hm_record(o)}
<p class="share"><a href="/collections/enquiry?obj={o[0]}">Ask about this object</a></p>
</article>
{HM_ASIDE}</main>
{HM_FOOT}"""
    return doc(f"Object {o[0]} | Harbour Museum", body)


def hm_print(o):
    body = f"""<div class="print-bar"><a href="javascript:window.print()">Print this page</a> &middot; <a href="/objects/{o[0]}">Back to full record</a></div>
<h1>{o[1]}</h1>
{hm_record(o)}
<p class="print-foot">Harbour Museum, 3 Quay Street, Penharrow. Printed from the online collection.</p>"""
    return doc(f"Object {o[0]} | Harbour Museum", body)


@scen("museum_objects", "object records of a few lines; a long collection/image-rights aside on every record; two tea caddies differ in numbers and one clause")
def b_museum():
    u = "https://collections.harbourmuseum.example/objects/"
    pages = [P(u + o[0], hm_page(o), o[0]) for o in HM_OBJ]
    pages.append(P(u + HM_OBJ[2][0] + "/print", hm_print(HM_OBJ[2]), HM_OBJ[2][0]))
    return pages


# ---------------------------------------------------------------- 2. ship registry

VR_NAV = nav([("/", "Home"), ("/register", "Register a vessel"), ("/search", "Search the register"), ("/fees", "Fees"), ("/guidance", "Guidance")], "topnav")

VR_FOOT = """<footer class="legal">
<p>Information on this page is taken from the Coastal Flag Ship Register as at the date shown. Entries are made on the basis of documents supplied by the registered owner or its representative; the Registry does not warrant the accuracy of particulars supplied by third parties. An entry in the register is prima facie evidence of title but does not disclose mortgages or other charges registered after the last update; a transcript of registry, certified by the Registrar, should be obtained before any transaction is concluded.</p>
<p>Tonnages are stated in accordance with the International Convention on Tonnage Measurement of Ships, 1969. Call signs and MMSI numbers are allocated by the Radio Licensing Office and may be reassigned after deletion of a vessel from the register.</p>
<p>Reproduction of register data in bulk, or its use for marketing purposes, is not permitted without written consent. Personal data relating to individual owners is withheld under the Registry's privacy notice.</p>
<p>&copy; Coastal Flag Ship Registry. <a href="/privacy">Privacy notice</a> &middot; <a href="/terms">Terms of use</a> &middot; <a href="/contact">Contact the Registrar</a></p>
</footer>"""

VESSELS = [
    ("morwenna-star", "Morwenna Star", "9412087", "CFV7", "General cargo", "2,984", "2008", "Penharrow", "Star Coastal Shipping Ltd"),
    ("morwenna-tide", "Morwenna Tide", "9412099", "CFV8", "General cargo", "2,984", "2008", "Penharrow", "Star Coastal Shipping Ltd"),
    ("kestrel-bay", "Kestrel Bay", "9287341", "CFQ2", "Ro-ro passenger", "12,450", "2004", "Ardloch", "Westway Ferries plc"),
    ("saltings", "Saltings", "8719023", "CFD5", "Tug", "364", "1988", "Penharrow", "Harbour Towage Co."),
    ("northern-gannet", "Northern Gannet", "9634410", "CFN1", "Fishing vessel (stern trawler)", "1,212", "2013", "Kelmouth", "Gannet Fisheries Ltd"),
    ("aurora-wren", "Aurora Wren", "9771205", "CFW3", "Research vessel", "2,110", "2017", "Ardloch", "Coastal Science Trust"),
]


def vr_page(v):
    slug, name, imo, cs, typ, gt, yr, port, owner = v
    rows = [("Name", name), ("IMO number", imo), ("Call sign", cs), ("Ship type", typ), ("Gross tonnage", gt), ("Year of build", yr), ("Port of registry", port), ("Registered owner", owner), ("Status", "Registered")]
    body = f"""<div class="wrap">{VR_NAV}
<div id="content"><div class="panel">{table_kv(rows, "vessel")}
<p class="asat">Particulars as at 1 March 2024</p></div>
<p><a href="/search">New search</a> | <a href="/transcript?imo={imo}">Order a transcript</a></p></div>
{VR_FOOT}</div>"""
    return doc("Vessel details", body)


@scen("vessel_registry", "no heading, generic title; a small particulars table; long legal footer; sister ships differ only in name, IMO and call sign")
def b_vessels():
    u = "https://register.coastalflag.example/vessel/"
    pages = [P(u + v[0], vr_page(v), v[0]) for v in VESSELS]
    pages.append(P(u + "morwenna-star?utm_source=newsletter&utm_medium=email&utm_campaign=march", vr_page(VESSELS[0]), "morwenna-star"))
    return pages


# ---------------------------------------------------------------- 3. station facilities

RN_HELP = """<div class="help-panel"><h2>Travelling with us</h2>
<p>Facilities can change at short notice because of engineering work or staff shortages. Before you travel, check the live departure boards and any station notices. If a ticket office is closed, you can buy a ticket from the machine, on our app, or from the conductor on board without a penalty fare.</p>
<p>Passenger Assist: if you need help getting on or off the train, or moving through a station, book assistance up to two hours before you travel by calling 0800 555 0190 or through the app. Turn-up-and-go help is also available at staffed stations.</p>
<p>Step-free access means you can get from the entrance to the platform without using steps, although there may be ramps. Where access is partial, only some platforms can be reached step-free; the notes below explain which.</p>
</div>"""

RN_NAV = nav([("/", "Home"), ("/tickets", "Tickets"), ("/journey-planner", "Journey planner"), ("/stations", "Stations"), ("/help", "Help")])

STATIONS = [
    ("ashby-road", "Ashby Road", [("Step-free access", "Yes, all platforms"), ("Ticket office", "Mon&ndash;Sat 06:30&ndash;19:00, Sun 08:00&ndash;16:00"), ("Ticket machines", "2"), ("Toilets", "Yes, including accessible toilet"), ("Waiting room", "Platform 1"), ("Car park", "142 spaces"), ("Cycle spaces", "36"), ("Staffing", "Full time")]),
    ("brindley-junction", "Brindley Junction", [("Step-free access", "Partial: platforms 1 and 2 only"), ("Ticket office", "Mon&ndash;Fri 06:00&ndash;20:00, Sat 07:00&ndash;18:00"), ("Ticket machines", "3"), ("Toilets", "Yes"), ("Waiting room", "Platforms 1 and 3"), ("Car park", "210 spaces"), ("Cycle spaces", "48"), ("Staffing", "Full time")]),
    ("carrow-halt", "Carrow Halt", [("Step-free access", "Yes"), ("Ticket office", "None"), ("Ticket machines", "1"), ("Toilets", "No"), ("Waiting room", "Shelter only"), ("Car park", "No"), ("Cycle spaces", "4"), ("Staffing", "Unstaffed")]),
    ("dunmere", "Dunmere", [("Step-free access", "Yes"), ("Ticket office", "None"), ("Ticket machines", "1"), ("Toilets", "No"), ("Waiting room", "Shelter only"), ("Car park", "12 spaces"), ("Cycle spaces", "6"), ("Staffing", "Unstaffed")]),
    ("eastfield-parkway", "Eastfield Parkway", [("Step-free access", "Yes, lifts to both platforms"), ("Ticket office", "Daily 05:45&ndash;22:00"), ("Ticket machines", "4"), ("Toilets", "Yes, including Changing Places"), ("Waiting room", "Concourse"), ("Car park", "620 spaces"), ("Cycle spaces", "120"), ("Staffing", "Full time")]),
    ("felling-cross", "Felling Cross", [("Step-free access", "No, footbridge only"), ("Ticket office", "Mon&ndash;Fri 06:30&ndash;12:30"), ("Ticket machines", "1"), ("Toilets", "No"), ("Waiting room", "No"), ("Car park", "24 spaces"), ("Cycle spaces", "10"), ("Staffing", "Part time")]),
]


def rn_page(s):
    slug, name, rows = s
    body = f"""<header><a href="/" class="brand">RailNorth</a>{RN_NAV}</header>
<main class="station">
<h1>Station facilities</h1>
{RN_HELP}
<section class="facilities"><h2>{name}</h2>
{ul_kv(rows)}
<p><a href="/stations/{slug}/map">Station map</a> &middot; <a href="/departures/{slug}">Live departures</a></p>
</section>
</main>
<footer><p>&copy; RailNorth Trains Ltd. <a href="/cookies">Cookies</a> <a href="/privacy">Privacy</a> <a href="/accessibility">Accessibility</a></p></footer>"""
    return doc(f"Facilities &ndash; {name} | RailNorth", body)


def rn_mobile(s):
    slug, name, rows = s
    items = "".join(f'<div class="row"><span class="k">{k}</span><span class="v">{v}</span></div>' for k, v in rows)
    body = f"""<div class="m-top"><a href="/m/">RailNorth</a> <a href="/m/menu" class="burger">Menu</a></div>
<div class="m-page"><div class="m-title">Station facilities &ndash; {name}</div>
<div class="m-card">{items}</div>
<details class="m-help"><summary>Travelling with us</summary>{RN_HELP}</details>
<div class="m-links"><a href="/m/departures/{slug}">Live departures</a></div>
</div>
<div class="m-foot">Full site: <a href="/stations/{slug}">www</a></div>"""
    return doc(f"{name} facilities", body)


@scen("station_facilities", "generic h1, station name in an h2; a help panel before an eight-line facilities list; two unstaffed halts differ in two numbers")
def b_stations():
    u = "https://www.railnorth.example"
    pages = [P(f"{u}/stations/{s[0]}/facilities", rn_page(s), s[0]) for s in STATIONS]
    pages.append(P(f"{u}/m/stations/{STATIONS[2][0]}/facilities", rn_mobile(STATIONS[2]), STATIONS[2][0]))
    return pages


# ---------------------------------------------------------------- 4. court cause lists

CJ_RULES = """<section class="notice"><h2>Reporting restrictions and public access</h2>
<p>This list is published for the convenience of the public, the press and legal representatives. It is subject to change at any time before and during the sitting day, and cases may be heard in a different courtroom or at a different time from that shown. Please check the screens in the court foyer on arrival.</p>
<p>Cases involving defendants under 18 are not shown. Where a court has made an order restricting publication of a name or other detail, that detail is withheld from this list; the absence of a marker does not mean that no restriction applies. It is the responsibility of anyone reporting proceedings to check with the court whether any reporting restriction is in force.</p>
<p>Members of the public may attend most hearings. Security staff will search bags on entry; knives, sharp objects and aerosols are not allowed in the building. Mobile phones must be switched off in courtrooms, and photography, filming and audio recording anywhere in the building are contempt of court.</p>
<p>If you are attending as a witness, report to the Witness Service on the first floor. Interpreters must be requested at least five working days before the hearing. For enquiries about a case, contact the listing office quoting the case number.</p>
</section>"""

CJ_NAV = nav([("/", "Home"), ("/lists", "Court lists"), ("/courts", "Find a court"), ("/jury", "Jury service"), ("/fees", "Fines and fees")])

LISTS = [
    ("kelmouth/courtroom-2/2024-03-11", "Kelmouth Magistrates' Court", "Courtroom 2", "Monday 11 March 2024", [("10:00", "24/01182", "R v Hallam", "First appearance"), ("10:00", "24/01190", "R v Okafor", "Sentence"), ("14:00", "23/09921", "R v Pritchard", "Trial")]),
    ("kelmouth/courtroom-2/2024-03-12", "Kelmouth Magistrates' Court", "Courtroom 2", "Tuesday 12 March 2024", [("10:00", "23/09921", "R v Pritchard", "Trial (day 2)"), ("14:00", "24/01201", "R v Marsh", "Plea")]),
    ("kelmouth/courtroom-3/2024-03-11", "Kelmouth Magistrates' Court", "Courtroom 3", "Monday 11 March 2024", [("10:00", "24/01177", "R v Dunn", "Bail application"), ("11:30", "24/01185", "R v Lowe", "First appearance")]),
    ("kelmouth/courtroom-3/2024-03-12", "Kelmouth Magistrates' Court", "Courtroom 3", "Tuesday 12 March 2024", [("10:00", "24/01185", "R v Lowe", "Plea"), ("11:30", "24/01177", "R v Dunn", "First appearance")]),
    ("ardloch/courtroom-1/2024-03-11", "Ardloch Magistrates' Court", "Courtroom 1", "Monday 11 March 2024", [("09:45", "24/00412", "R v Whitlock", "Sentence")]),
]


def cj_page(li, updated="08:05"):
    path, court, room, date, rows = li
    trs = "".join(f"<tr><td>{t}</td><td>{c}</td><td>{p}</td><td>{h}</td></tr>" for t, c, p, h in rows)
    body = f"""<header class="gov"><a href="/">County Justice</a>{CJ_NAV}</header>
<div class="main"><h1>Daily cause list</h1>
<p class="court"><strong>{court}</strong>, {room}<br>{date}</p>
<table class="list"><thead><tr><th>Time</th><th>Case number</th><th>Parties</th><th>Hearing type</th></tr></thead><tbody>{trs}</tbody></table>
<p class="updated">List last updated: {updated}</p>
{CJ_RULES}</div>
<footer><a href="/accessibility">Accessibility</a> <a href="/cookies">Cookies</a> <a href="/privacy">Privacy</a> &copy; County Justice Service</footer>"""
    return doc("Daily cause list - County Justice", body)


@scen("court_cause_lists", "generic title and h1; one to three hearing rows; long reporting-restrictions notice; two lists of one courtroom share a case; the same defendants swap hearing types")
def b_courts():
    u = "https://courtlists.countyjustice.example/lists/"
    pages = [P(u + li[0], cj_page(li), li[0]) for li in LISTS]
    pages.append(P(u + LISTS[0][0] + "?refresh=1", cj_page(LISTS[0], "11:42"), LISTS[0][0]))
    return pages


# ---------------------------------------------------------------- 5. fixtures per team

VS_TEAMS = {
    "millbrook-rovers": ("Millbrook Rovers", "Millbrook Rec"),
    "ashcombe-united": ("Ashcombe United", "Ashcombe Park"),
    "fernley-athletic": ("Fernley Athletic", "Fernley Playing Fields"),
    "quarry-lane": ("Quarry Lane FC", "Quarry Lane"),
    "st-aldhelms": ("St Aldhelm's", "School Road Pitch 2"),
}

VS_FIX = [
    ("Sun 7 Apr", "millbrook-rovers", "ashcombe-united"), ("Sun 7 Apr", "fernley-athletic", "quarry-lane"),
    ("Sun 14 Apr", "ashcombe-united", "fernley-athletic"), ("Sun 14 Apr", "st-aldhelms", "millbrook-rovers"),
    ("Sun 21 Apr", "quarry-lane", "millbrook-rovers"), ("Sun 21 Apr", "fernley-athletic", "st-aldhelms"),
    ("Sun 28 Apr", "millbrook-rovers", "fernley-athletic"), ("Sun 28 Apr", "st-aldhelms", "ashcombe-united"),
    ("Sun 5 May", "ashcombe-united", "quarry-lane"), ("Sun 5 May", "quarry-lane", "st-aldhelms"),
]

VS_ASIDE = """<aside class="league-info"><h3>About the league</h3>
<p>The Valley Sunday League is an amateur adult league affiliated to the County FA. All matches kick off at 10:30 unless both clubs and the fixtures secretary agree otherwise in writing by Thursday evening.</p>
<h3>Postponements</h3>
<p>Only the fixtures secretary can postpone a match. If a pitch is waterlogged or frozen, the home club must inform the referee, the opposing secretary and the league by 08:30 on the morning of the match, and a council pitch inspection slip must be forwarded within 48 hours. Matches called off without a valid reason will be awarded 3&ndash;0 to the side that was ready to play.</p>
<h3>Results</h3>
<p>Home clubs must submit the result through the league app within two hours of the final whistle and send the team sheet and referee marks by Tuesday. Late results carry a &pound;10 fine.</p>
<p>Fixtures may be rearranged during the season; the version on this site is the only official one.</p>
</aside>"""


def vs_page(slug, crumbs=True):
    name, _ = VS_TEAMS[slug]
    rows = []
    for d, h, a in VS_FIX:
        if slug in (h, a):
            opp = VS_TEAMS[a if slug == h else h][0]
            ha = "H" if slug == h else "A"
            rows.append(f"<tr><td>{d}</td><td>{opp}</td><td>{ha}</td><td>10:30</td><td>{VS_TEAMS[h][1]}</td></tr>")
    body = f"""<div id="top"><a href="/">Valley Sunday League</a>
{nav([("/", "Home"), ("/table", "League table"), ("/fixtures", "Fixtures"), ("/results", "Results"), ("/clubs", "Clubs"), ("/handbook", "Handbook")])}</div>
<div id="page"><div id="main"><h1>Fixtures &ndash; {name}</h1>
<table class="fixtures"><tr><th>Date</th><th>Opponent</th><th>H/A</th><th>Kick-off</th><th>Ground</th></tr>{"".join(rows)}</table>
<p><a href="/teams/{slug}/results">Results</a> | <a href="/teams/{slug}/squad">Squad</a></p></div>
{VS_ASIDE}</div>
<div id="foot">Valley Sunday League &middot; Sponsored by Harwood Motors &middot; <a href="/contact">Contact the secretary</a></div>"""
    return doc(f"{name} fixtures | Valley Sunday League", body)


@scen("team_fixtures", "one page per club, four or five fixture rows among the same five clubs; league-rules aside longer than the table")
def b_fixtures():
    u = "https://fixtures.valleysundayleague.example/teams/"
    pages = [P(f"{u}{s}/", vs_page(s), s) for s in VS_TEAMS]
    pages.append(P(f"{u}millbrook-rovers/index.html", vs_page("millbrook-rovers"), "millbrook-rovers"))
    return pages


# ---------------------------------------------------------------- 6. summit logs

FW_SAFETY = """<div class="safety"><h3>Before you go</h3>
<p>Conditions on the fells can change within minutes. Check the mountain weather forecast on the morning of your walk, not the night before, and be ready to turn back. Summit temperatures are often ten degrees colder than in the valley once wind chill is taken into account.</p>
<p>Carry a map and compass and know how to use them; phone batteries fail quickly in the cold and there is no signal in many of the higher valleys. Take waterproofs, a hat and gloves, a head torch, food and water, and a whistle, even in summer.</p>
<p>In winter, paths above 600 m can be icy from November to April. Ice axe and crampons, and the skills to use them, are essential when there is snow on the tops.</p>
<p>Logs on this site are written by members and are not checked. They are a record of one day's conditions and must not be taken as a description of the route or a guarantee of what you will find. In an emergency, dial 999 and ask for the Police, then Mountain Rescue.</p>
</div>"""

LOGS = [
    ("4412", "Great Carrow", "812", "3 Feb 2024", "hillwren", "Clear on top, strong westerly, three of us. Cairn rebuilt after the storm."),
    ("4413", "Great Carrow", "812", "4 Feb 2024", "dmcleod", "Clag from 600 m, nothing to see. Path icy above the col."),
    ("4420", "Lingmoor Pike", "604", "10 Feb 2024", "hillwren", "Clear on top, light westerly, two of us."),
    ("4431", "Black Scar", "731", "17 Feb 2024", "petra_k", "Snow to the ankles, trig point rimed. Came down the east ridge."),
    ("4435", "Black Scar", "731", "18 Feb 2024", "tomh", "Snow to the knees on the ridge, turned back 50 m short."),
    ("4440", "Rook Howe", "569", "24 Feb 2024", "dmcleod", "Quick evening round, sunset from the top."),
]


def fw_page(lg):
    n, summit, h, d, user, text = lg
    body = f"""<div class="bar"><a href="/">Fellwalkers</a> <a href="/summits">Summits</a> <a href="/logs">Logs</a> <a href="/map">Map</a> <a href="/login">Log in</a></div>
<div class="content"><h1>Summit log</h1>
<div class="entry"><p class="meta">#{n} &middot; <a href="/summits/{summit.lower().replace(' ', '-')}">{summit}</a> ({h} m) &middot; {d} &middot; by <a href="/u/{user}">{user}</a></p>
<p class="text">{text}</p></div>
{FW_SAFETY}
</div>
<div class="foot">Fellwalkers is run by volunteers. <a href="/about">About</a> &middot; <a href="/rules">House rules</a></div>"""
    return doc("Summit log", body)


@scen("summit_logs", "generic title and h1; each log one line of text plus a meta line; a long safety block in the main column; two logs differ by one word and a number")
def b_summits():
    u = "https://summitlog.fellwalkers.example/log/"
    return [P(u + lg[0], fw_page(lg), lg[0]) for lg in LOGS]


# ---------------------------------------------------------------- 7. error codes

LG_ASIDE = """<aside class="help"><h2>Still stuck?</h2>
<p>Most errors clear themselves once the cause is fixed; refresh the page or sign out and back in before trying again. If the message keeps appearing, check our <a href="https://support.ledgerlyapp.example/status">status page</a> to see whether there is a known problem affecting all customers.</p>
<p>Our support team is available Monday to Friday, 08:00 to 18:00. When you contact us, include the error code, the time it appeared and what you were doing, and we will be able to help much faster. Customers on the Plus and Pro plans can also use live chat from inside the app.</p>
<ul><li><a href="/contact">Contact support</a></li><li><a href="/community">Ask the community</a></li><li><a href="/guides">Getting started guides</a></li></ul>
</aside>"""

LG_COOKIE = """<div class="cookie-banner" role="dialog"><p>We use cookies to keep you signed in and to understand how our help centre is used. You can accept all cookies or choose which ones to allow.</p><button>Accept all</button> <button>Manage</button></div>"""

ERRORS = [
    ("E1042", "Disk quota exceeded", "Your workspace has used all of its storage. Delete old attachments or upgrade your plan to continue uploading."),
    ("E1043", "Attachment too large", "The file is larger than 25 MB. Compress it or split it into smaller files and try again."),
    ("E2001", "Bank feed disconnected", "Your bank ended the connection. Reconnect the feed from Settings &gt; Bank accounts."),
    ("E2002", "Bank feed authorisation expired", "Your bank asks you to confirm access every 90 days. Reconnect the feed from Settings &gt; Bank accounts."),
    ("E3100", "Invoice number already used", "Another invoice in this workspace has the same number. Change the number or let Ledgerly assign the next one."),
    ("E3101", "Invoice number format invalid", "Invoice numbers may contain letters, digits and hyphens only, up to 20 characters."),
]


def lg_page(e, cookie=False):
    code, name, what = e
    body = f"""{LG_COOKIE if cookie else ""}<header><a href="/" class="logo">Ledgerly Help Centre</a>
{nav([("/guides", "Guides"), ("/errors", "Error codes"), ("/billing", "Billing"), ("/status", "Status")])}</header>
<div class="layout"><main><h1>Error {code}</h1>
<p class="summary"><strong>{name}.</strong> {what}</p>
<p class="helpful">Was this article helpful? <a href="?vote=yes">Yes</a> <a href="?vote=no">No</a></p></main>
{LG_ASIDE}</div>
<footer><p>We use cookies to remember your preferences and to measure traffic to our help centre. Strictly necessary cookies are always on; analytics cookies are only set if you agree. Read our <a href="/cookies">cookie policy</a> for details.</p><p>&copy; Ledgerly Software Ltd</p></footer>"""
    return doc(f"Error {code} | Ledgerly Help Centre", body)


@scen("software_error_codes", "titles differ only by the code; one-sentence explanation; help aside and cookie footer longer than the article; bank-feed codes share their fix")
def b_errors():
    u = "https://support.ledgerlyapp.example/errors/"
    pages = [P(u + e[0].lower(), lg_page(e), e[0]) for e in ERRORS]
    pages.append(P(u + "e2001?ref=app&utm_source=inapp", lg_page(ERRORS[2], cookie=True), "E2001"))
    return pages


# ---------------------------------------------------------------- 8. customs tariff codes

CP_LEGAL = """<div class="legal-note"><p><strong>Important:</strong> The tariff information on this service is provided for guidance only and has no legal force. The legally binding rates of duty are those published in the Customs Tariff (Establishment) Regulations and subsequent amending instruments. Rates shown apply to goods imported on the date selected and may be affected by preferential trade agreements, quotas, suspensions, anti-dumping measures or other trade remedies not displayed on this page.</p>
<p>It is the importer's responsibility to classify goods correctly. If you are unsure which commodity code applies, you may apply for an Advance Tariff Ruling, which is legally binding for three years. Incorrect classification may lead to a demand for additional duty, interest and penalties.</p>
<p>VAT is charged on the value of the goods plus duty and costs of transport to the first place of destination. Excise duty, where applicable, is shown separately.</p></div>"""

CODES = [
    ("0901210000", "Coffee, roasted: not decaffeinated", "09 Coffee, tea, mat&eacute; and spices", "7.50%"),
    ("0901220000", "Coffee, roasted: decaffeinated", "09 Coffee, tea, mat&eacute; and spices", "9.00%"),
    ("0901110000", "Coffee, not roasted: not decaffeinated", "09 Coffee, tea, mat&eacute; and spices", "0.00%"),
    ("0902100000", "Green tea (not fermented) in immediate packings of a content not exceeding 3 kg", "09 Coffee, tea, mat&eacute; and spices", "3.20%"),
    ("0902300000", "Black tea (fermented) and partly fermented tea, in immediate packings of a content not exceeding 3 kg", "09 Coffee, tea, mat&eacute; and spices", "0.00%"),
    ("0904110000", "Pepper of the genus Piper: neither crushed nor ground", "09 Coffee, tea, mat&eacute; and spices", "0.00%"),
]


def cp_code(c):
    return f"{c[:4]} {c[4:6]} {c[6:8]} {c[8:]}"


def cp_body(c):
    code, desc, chap, duty = c
    rows = [("Commodity code", cp_code(code)), ("Description", desc), ("Chapter", chap), ("Third country duty", duty), ("VAT", "20%"), ("Supplementary unit", "None"), ("Import controls", "None" if code.startswith("0901") else "Plant health certificate may be required")]
    return table_kv(rows, "commodity")


def cp_page(c):
    body = f"""<header class="portal"><a href="/">Customs Portal</a> {nav([("/tariff", "Trade tariff"), ("/rulings", "Tariff rulings"), ("/exchange-rates", "Exchange rates"), ("/guidance", "Guidance")])}</header>
<div class="crumbs"><a href="/tariff">Sections</a> / <a href="/tariff/section/II">Section II</a> / <a href="/tariff/chapter/09">Chapter 09</a> / {c[0][:4]}</div>
<main>{CP_LEGAL}
<h1>Commodity code {cp_code(c[0])}</h1>
{cp_body(c)}
<p><a href="/tariff/commodity/{c[0]}/print">Printable version</a> &middot; <a href="/tariff/commodity/{c[0]}/measures">All measures</a></p></main>
<footer>Customs Portal &middot; <a href="/help">Help</a> &middot; <a href="/terms">Terms</a></footer>"""
    return doc(f"Commodity code {c[0]} - Customs Portal", body)


def cp_print(c):
    body = f"""<p class="noprint"><button onclick="window.print()">Print this page</button></p>
<h1>Commodity code {cp_code(c[0])}</h1>
{cp_body(c)}
{CP_LEGAL}"""
    return doc(f"Commodity code {c[0]} - Customs Portal", body)


@scen("customs_tariff_codes", "titles differ by a number; a legal note above a seven-row table; coffee codes differ in one word and the duty rate")
def b_tariff():
    u = "https://tariff.customsportal.example/tariff/commodity/"
    pages = [P(u + c[0], cp_page(c), c[0]) for c in CODES]
    pages.append(P(u + CODES[0][0] + "/print", cp_print(CODES[0]), CODES[0][0]))
    pages.append(P(u + CODES[3][0] + "?utm_source=google&utm_medium=cpc", cp_page(CODES[3]), CODES[3][0]))
    return pages


# ---------------------------------------------------------------- 9. medication interactions

CW_DISCLAIMER = """<section class="disclaimer"><h2>About this information</h2>
<p>The interaction checker is intended to help you talk to your pharmacist or doctor about your medicines. It does not replace professional advice and it cannot take into account your own medical history, the doses you take, or other medicines, herbal remedies and supplements that are not entered. A result of &ldquo;no interaction found&rdquo; does not mean a combination is safe for you.</p>
<p>Do not stop taking a prescribed medicine, or change the dose, because of something you read here. Stopping some medicines suddenly can be dangerous. If you think you are having a serious reaction, such as difficulty breathing, swelling of the face or throat, or severe bleeding, call 999 or go to your nearest emergency department.</p>
<p>Severity levels: <em>Major</em> &ndash; the combination is usually avoided, or needs close monitoring; <em>Moderate</em> &ndash; the combination may need a dose change or extra checks; <em>Minor</em> &ndash; the interaction is unlikely to cause problems for most people.</p>
<p>Our content is written by pharmacists and reviewed every 12 months against current prescribing guidance. It is licensed to CheckWell Health Ltd and may not be reproduced without permission.</p>
</section>"""

PAIRS = [
    ("warfarin-ibuprofen", "Warfarin", "Ibuprofen", "Major", "Taking ibuprofen with warfarin increases the risk of serious bleeding. Avoid the combination unless your doctor advises otherwise."),
    ("warfarin-paracetamol", "Warfarin", "Paracetamol", "Moderate", "Regular paracetamol for several days may increase the effect of warfarin. Occasional doses are usually fine."),
    ("sertraline-tramadol", "Sertraline", "Tramadol", "Major", "Together these may cause serotonin syndrome and raise the risk of seizures."),
    ("simvastatin-clarithromycin", "Simvastatin", "Clarithromycin", "Major", "Clarithromycin raises simvastatin levels and the risk of muscle damage; simvastatin is usually paused during the course."),
    ("metformin-ibuprofen", "Metformin", "Ibuprofen", "Minor", "Occasional use is unlikely to matter; long-term use may affect kidney function."),
]


def cw_page(p):
    slug, a, b, sev, text = p
    body = f"""<header><a href="/" class="logo">CheckWell</a>{nav([("/medicines", "Medicines A-Z"), ("/interactions", "Interaction checker"), ("/conditions", "Conditions"), ("/pharmacy", "Find a pharmacy")])}</header>
<main><h1>Interaction result</h1>
<div class="result sev-{sev.lower()}"><p class="pair">{a} + {b}</p><p class="sev">Severity: {sev}</p><p>{text}</p></div>
<p><a href="/interactions">Check another combination</a></p>
{CW_DISCLAIMER}</main>
<footer>&copy; CheckWell Health Ltd &middot; <a href="/privacy">Privacy</a> &middot; <a href="/editorial-policy">Editorial policy</a></footer>"""
    return doc("Interaction checker result | CheckWell", body, head=f'<link rel="amphtml" href="/amp/interactions/{slug}">')


def cw_amp(p):
    slug, a, b, sev, text = p
    return f"""<!doctype html>
<html amp lang="en"><head><meta charset="utf-8"><title>Interaction checker result | CheckWell</title>
<link rel="canonical" href="/interactions/{slug}"><meta name="viewport" content="width=device-width">
<script async src="https://cdn.ampproject.example/v0.js"></script>
<style amp-custom>.sev{{font-weight:bold}}.hdr{{background:#064}}</style></head>
<body><div class="hdr"><a href="/">CheckWell</a></div>
<article><h1>Interaction result</h1>
<p class="pair">{a} + {b}</p><p class="sev">Severity: {sev}</p><p>{text}</p>
{CW_DISCLAIMER}</article>
<div class="amp-foot">&copy; CheckWell Health Ltd</div></body></html>
"""


@scen("medication_interactions", "generic title and h1; a two-line result above a long medical disclaimer; two warfarin pairs; AMP copy")
def b_interactions():
    u = "https://meds.checkwell.example"
    pages = [P(f"{u}/interactions/{p[0]}", cw_page(p), p[0]) for p in PAIRS]
    pages.append(P(f"{u}/amp/interactions/{PAIRS[0][0]}", cw_amp(PAIRS[0]), PAIRS[0][0]))
    return pages


# ---------------------------------------------------------------- 10. asteroid entries

SA_FOOT = """<div id="footer"><div class="about"><b>About the Small Body Archive.</b> The archive collects orbital elements and physical parameters of asteroids and comets reported by observatories and survey programmes. Elements are osculating elements for the epoch shown, referred to the ecliptic and mean equinox J2000.0, and are recomputed whenever new observations are accepted. Absolute magnitudes (H) are given on the V band and may be uncertain by several tenths of a magnitude for faint objects.</div>
<div class="use"><b>Data use.</b> Data may be used freely for research and education with acknowledgement of the archive. Automated downloads should use the bulk export service rather than these pages. Values shown here are not suitable for planning observations of close approaches; use the ephemeris service instead.</div>
<div class="links"><a href="/">Home</a> | <a href="/search">Search</a> | <a href="/export">Bulk export</a> | <a href="/ephemeris">Ephemeris service</a> | <a href="/contact">Contact</a></div></div>"""

BODIES = [
    ("20431", "1998 QX4", "2.3412", "0.1387", "5.214", "14.6", "1998-08-24", "Kitt Peak"),
    ("20432", "1998 QY11", "2.3489", "0.1402", "5.198", "14.9", "1998-08-26", "Kitt Peak"),
    ("31077", "1999 CA118", "3.0215", "0.0561", "9.872", "13.2", "1999-02-10", "Socorro"),
    ("48810", "1997 WT2", "2.7603", "0.2134", "12.440", "15.1", "1997-11-19", "Anderson Mesa"),
    ("66391", "1999 KW4", "0.6423", "0.6884", "38.890", "16.5", "1999-05-20", "Socorro"),
    ("102514", "1999 TS165", "2.5517", "0.1099", "3.105", "16.0", "1999-10-12", "Socorro"),
]


def sa_page(b):
    num, des, a, e, i, h, date, site = b
    body = f"""<div id="hdr"><a href="/">Small Body Archive</a> <form action="/search"><input name="sstr"><input type="submit" value="Search"></form></div>
<div id="body"><div class="name">({num}) {des}</div>
<table class="elements"><tr><td>Semi-major axis a (AU)</td><td>{a}</td></tr><tr><td>Eccentricity e</td><td>{e}</td></tr><tr><td>Inclination i (deg)</td><td>{i}</td></tr><tr><td>Absolute magnitude H</td><td>{h}</td></tr><tr><td>Epoch</td><td>2460400.5 (2024-Mar-31.0) TDB</td></tr><tr><td>Discovered</td><td>{date} at {site}</td></tr></table>
</div>
{SA_FOOT}"""
    return doc(f"({num}) {des} - Small body entry", body)


@scen("asteroid_entries", "no heading; six rows of orbital numbers; about/data-use footer; neighbouring numbers discovered two days apart differ only in digits")
def b_asteroids():
    u = "https://smallbodies.skyarchive.example/sbdb?sstr="
    return [P(u + b[0], sa_page(b), b[0]) for b in BODIES]


# ---------------------------------------------------------------- 11. dog breeds

KC_ABOUT = """<div class="box"><h3>About the Northern Kennel Club</h3>
<p>Founded in 1921, the Northern Kennel Club promotes the health and welfare of pedigree and cross-breed dogs across the region. We run championship and open shows, agility and obedience events, and a puppy socialisation scheme through our network of affiliated training clubs.</p></div>
<div class="box"><h3>Find a responsible breeder</h3>
<p>Always see a puppy with its mother, and ask to see the results of the health tests recommended for the breed. A good breeder will ask you as many questions as you ask them, will not let a puppy leave before eight weeks of age, and will take the dog back at any point in its life if you can no longer keep it. Our Assured Breeders have agreed to follow these rules and are inspected every three years.</p>
<p><a href="/breeders">Search Assured Breeders</a></p></div>"""

BREEDS = [
    ("border-terrier", "Border Terrier", "Terrier", "33&ndash;40 cm", "5&ndash;7 kg", "12&ndash;15 years", "Harsh, dense, with a close undercoat", "A working terrier bred to run with horses and bolt foxes; game but good-natured.", ["Norfolk Terrier", "Lakeland Terrier", "Cairn Terrier"]),
    ("norfolk-terrier", "Norfolk Terrier", "Terrier", "24&ndash;26 cm", "5&ndash;6 kg", "12&ndash;15 years", "Hard, wiry, straight", "One of the smallest working terriers; drop ears distinguish it from the Norwich.", ["Norwich Terrier", "Border Terrier", "Cairn Terrier"]),
    ("whippet", "Whippet", "Hound", "44&ndash;51 cm", "11&ndash;18 kg", "12&ndash;15 years", "Fine, short, close", "A sighthound built for speed; quiet and affectionate at home.", ["Greyhound", "Italian Greyhound", "Saluki"]),
    ("flat-coated-retriever", "Flat-coated Retriever", "Gundog", "56&ndash;61 cm", "25&ndash;36 kg", "8&ndash;10 years", "Dense, fine, flat; black or liver", "A cheerful retriever that keeps its puppyish nature well into old age.", ["Golden Retriever", "Labrador Retriever", "Curly-coated Retriever"]),
    ("shetland-sheepdog", "Shetland Sheepdog", "Pastoral", "35&ndash;37 cm", "6&ndash;12 kg", "12&ndash;14 years", "Double; long harsh outer coat, soft undercoat", "A small herding dog, alert and eager to please; can be reserved with strangers.", ["Rough Collie", "Border Collie", "Corgi"]),
]


def kc_page(b, reorder=False):
    slug, name, group, height, weight, life, coat, text, rel = b
    rel = list(reversed(rel)) if reorder else rel
    rel_html = "".join(f'<li><a href="/breeds/{r.lower().replace(" ", "-")}">{r}</a></li>' for r in rel)
    body = f"""<header><a href="/">Northern Kennel Club</a>{nav([("/breeds", "Breeds"), ("/shows", "Shows"), ("/training", "Training"), ("/health", "Health"), ("/join", "Join")])}</header>
<div class="cols"><main><h1>{name}</h1>
{ul_kv([("Group", group), ("Height", height), ("Weight", weight), ("Lifespan", life), ("Coat", coat)])}
<p>{text}</p></main>
<aside><div class="box"><h3>Related breeds</h3><ul>{rel_html}</ul></div>{KC_ABOUT}</aside></div>
<footer>&copy; Northern Kennel Club &middot; Registered charity 500214</footer>"""
    return doc(f"{name} | Breeds | Northern Kennel Club", body)


@scen("dog_breeds", "five-line breed facts and one sentence; club and breeder boxes in the aside; two small terriers; copy with the related list reordered")
def b_breeds():
    u = "https://www.kennelclubnorth.example/breeds/"
    pages = [P(u + b[0], kc_page(b), b[0]) for b in BREEDS]
    pages.append(P(u + BREEDS[2][0] + "?sort=az", kc_page(BREEDS[2], reorder=True), BREEDS[2][0]))
    return pages


# ---------------------------------------------------------------- 12. wine vintages

DR_ESTATE = """<div class="estate"><h2>The estate</h2>
<p>Domaine des Roches farms 14 hectares of old vines on the limestone slopes above the village, most of them planted by the present owner's grandfather in the 1950s. The vineyard has been worked organically since 2006, and all fruit is picked by hand and sorted twice before fermentation in concrete tanks with native yeasts. The wines spend eighteen months in large oak foudres and are bottled without fining.</p>
<p>Visits and tastings are by appointment from April to October.</p></div>"""

DR_FOOT = """<footer><p>By entering this site you confirm that you are of legal drinking age in your country of residence. We do not sell or deliver alcohol to anyone under 18. Please enjoy our wines responsibly; for facts about alcohol, visit the Drinkaware pages of your national health service.</p><p>Domaine des Roches SARL &middot; <a href="/mentions-legales">Legal notice</a> &middot; <a href="/privacy">Privacy</a></p></footer>"""

DR_COOKIE = """<div id="cookie-consent"><p>This site uses cookies to remember your age confirmation and your language. <a href="/privacy#cookies">More information</a></p><button>OK</button></div>"""

VINTAGES = [
    ("2014", "3/5", "22 Sep &ndash; 4 Oct", "31 hl/ha", "A cool, damp summer; fresh and light, drink now."),
    ("2015", "5/5", "8 &ndash; 19 Sep", "28 hl/ha", "Warm and dry; ripe, generous wines with a long future."),
    ("2016", "4/5", "26 Sep &ndash; 8 Oct", "24 hl/ha", "Frost in April cut yields; concentrated and fine."),
    ("2017", "4/5", "6 &ndash; 17 Sep", "22 hl/ha", "Frost in April cut yields; early harvest, supple and ripe."),
    ("2018", "4/5", "10 &ndash; 24 Sep", "34 hl/ha", "A large, healthy crop after a hot summer; round and fruity."),
    ("2019", "5/5", "16 &ndash; 30 Sep", "26 hl/ha", "Heat spikes in June and July; powerful yet balanced."),
]


def dr_page(v, cookie=False):
    y, rating, harvest, yld, note = v
    body = f"""{DR_COOKIE if cookie else ""}<header><a href="/" class="logo">Domaine des Roches</a>
{nav([("/wines", "Our wines"), ("/vintages", "Vintages"), ("/visit", "Visit"), ("/shop", "Shop"), ("/contact", "Contact")])}</header>
<main><h1>Vintage {y}</h1>
<table class="vintage"><tr><td>Rating</td><td>{rating}</td></tr><tr><td>Harvest</td><td>{harvest}</td></tr><tr><td>Yield</td><td>{yld}</td></tr></table>
<p>{note}</p>
{DR_ESTATE}</main>
{DR_FOOT}"""
    return doc(f"Vintage {y} &ndash; Domaine des Roches", body)


@scen("wine_vintages", "three-row vintage table and one sentence; estate box and age-gate footer; 2016 and 2017 share a clause; copy with a cookie banner")
def b_vintages():
    u = "https://www.domaineroches.example/vintages/"
    pages = [P(u + v[0], dr_page(v), v[0]) for v in VINTAGES]
    pages.append(P(u + "2016?age_verified=1", dr_page(VINTAGES[2], cookie=True), "2016"))
    return pages


# ---------------------------------------------------------------- 13. lost property

MT_CLAIM = """<div class="how"><b>How to claim an item</b><br>
Items found on our buses, trams and stations are held at the Lost Property Office, Central Station concourse, for 28 days, after which they are donated to charity or destroyed. Perishable items are disposed of after 24 hours, and bank cards are returned to the issuing bank.<br>
To claim an item, bring photo ID and the reference number shown below. You will be asked to describe the item and its contents. A handling fee of &pound;3 applies to items collected after the first seven days. We cannot post items, and we cannot hold items for longer than 28 days at the owner's request.<br>
Opening hours: Monday to Friday 09:00&ndash;17:00, Saturday 09:00&ndash;13:00. Closed on Sundays and public holidays.<br>
If your item is not listed, it may not have been handed in yet; items reach the office up to three working days after they are found.</div>"""

FOUND = [
    ("LP-20240312-0087", "Black folding umbrella", "12 March 2024", "Central Station, platform 4"),
    ("LP-20240312-0093", "Black folding umbrella", "12 March 2024", "Tram 3, towards Eastgate"),
    ("LP-20240313-0012", "Blue rucksack containing a laptop charger and notebooks", "13 March 2024", "Bus route 21"),
    ("LP-20240313-0040", "Child's red scooter", "13 March 2024", "Westgate tram stop"),
    ("LP-20240314-0005", "Reading glasses in a brown case", "14 March 2024", "Bus route 8"),
    ("LP-20240314-0031", "Grey wool scarf", "14 March 2024", "Central Station, ticket hall"),
]


def mt_page(f):
    ref, item, date, where = f
    body = f"""<table width="100%" class="top"><tr><td><a href="/"><img src="/img/metro.png" alt="Metro Transit"></a></td><td>{nav([("/", "Home"), ("/fares", "Fares"), ("/maps", "Maps"), ("/lostproperty", "Lost property"), ("/contact", "Contact us")])}</td></tr></table>
<div class="page">
{MT_CLAIM}
<div class="item">Item: {item}<br>Found: {date}<br>Location: {where}<br>Reference: {ref}<br>Status: Held at Lost Property Office</div>
<p><a href="/lostproperty/search">Back to search</a></p></div>
<div class="bottom">Metro Transit &copy; 2024</div>"""
    return doc("Found item", body)


@scen("lost_property", "no heading, generic title; four br-separated lines after a long how-to-claim block; two umbrellas found the same day differ in reference and place")
def b_lost():
    u = "https://lostproperty.metrotransit.example/item/"
    return [P(u + f[0], mt_page(f), f[0]) for f in FOUND]


# ---------------------------------------------------------------- 14. allotment plots

BP_RULES = """<div class="rules"><h2>Allotment rules (summary)</h2>
<p>Tenancies run from 1 October to 30 September and rent is due in full by 31 October. At least three quarters of the plot must be under cultivation during the growing season; plots found neglected at two inspections will receive a warning letter and may be re-let after 28 days.</p>
<p>Sheds and greenhouses need the written consent of the Parish Council and must not exceed 2.4 m x 1.8 m. No permanent structures, concrete or hard standing may be laid. Bonfires are allowed only between 1 November and 31 March, before 10:00 and after 16:00, and never when the wind blows towards houses.</p>
<p>Hens may be kept with permission (up to six, no cockerels); no other livestock. Hosepipes are not permitted on any site; please fill watering cans from the troughs. Dogs must be kept on a lead and must not be left on the site.</p>
<p>Paths between plots are the joint responsibility of the neighbouring tenants and should be kept mown. Please report vandalism or theft to the police and to the Parish Clerk.</p>
<p>The full tenancy agreement is available from the Parish Office.</p></div>"""

PLOTS = [
    ("14b", "Plot 14B", "Mill Lane", "125 m&sup2;", "&pound;38", "Vacant", "Next to the east trough"),
    ("14c", "Plot 14C", "Mill Lane", "125 m&sup2;", "&pound;38", "Let", "Next to the east trough"),
    ("3a", "Plot 3A", "Church Field", "250 m&sup2;", "&pound;62", "Vacant", "Near the gate; shed in poor repair"),
    ("21", "Plot 21", "Church Field", "60 m&sup2;", "&pound;20", "Waiting list (4)", "Raised beds, suitable for wheelchair users"),
    ("7", "Plot 7", "Station Road", "250 m&sup2;", "&pound;62", "Vacant", "Fruit cage and two apple trees"),
]


def bp_page(p, crumb=None):
    slug, name, site, size, rent, status, note = p
    crumb = crumb or f'<a href="/">Home</a> &raquo; <a href="/allotments">Allotments</a> &raquo; <a href="/allotments/{site.lower().replace(" ", "-")}">{site}</a> &raquo; {name}'
    body = f"""<div id="banner">Bramford Parish Council</div>
{nav([("/", "Home"), ("/council", "Your council"), ("/meetings", "Meetings"), ("/allotments", "Allotments"), ("/hall", "Village hall"), ("/contact", "Contact")], "menu")}
<div class="crumb">{crumb}</div>
<div id="main"><h1>{name}</h1>
{ul_kv([("Site", site), ("Size", size), ("Annual rent", rent), ("Status", status), ("Notes", note)])}
<p><a href="/allotments/apply">Apply for a plot</a></p>
{BP_RULES}</div>
<div id="footer">Bramford Parish Council, Parish Office, The Street, Bramford. Clerk: Mrs A. Penfold.</div>"""
    return doc(f"{name} | Bramford Parish Council", body)


@scen("allotment_plots", "titles differ by plot number; five-line list before long rules; 14B and 14C differ in one letter and the status; copy with another breadcrumb")
def b_allotments():
    u = "https://www.bramfordparish.example/allotments/plot/"
    pages = [P(u + p[0], bp_page(p), p[0]) for p in PLOTS]
    alt = '<a href="/">Home</a> &raquo; <a href="/allotments/vacant">Vacant plots</a> &raquo; Plot 3A'
    pages.append(P(u + "3a?list=vacant", bp_page(PLOTS[2], alt), "3a"))
    return pages


# ---------------------------------------------------------------- 15. radio frequency bands

RA_EXPLAIN = """<div class="explainer"><p><strong>How to read this table.</strong> Each entry shows a band of the national frequency allocation table with the radio services that may use it. Primary services are shown in capitals and are protected from interference; secondary services, in lower case, must not cause harmful interference to primary services and cannot claim protection from them. Footnotes refer to the International Radio Regulations and to national provisions.</p>
<p>An allocation does not in itself permit you to transmit. Most uses need a licence; some short-range devices are licence-exempt if they meet the conditions of the relevant interface requirement, including the maximum power and duty cycle shown. Power limits are expressed as effective radiated power (e.r.p.) unless stated otherwise.</p>
<p>Changes to the table are consulted on publicly before they take effect.</p></div>"""

BANDS = [
    ("433-05-434-79", "433.05&ndash;434.79 MHz", "Amateur; RADIOLOCATION", "Short-range devices (telemetry, alarms)", "10 mW e.r.p., duty cycle &lt;10%", "Exempt"),
    ("863-870", "863&ndash;870 MHz", "MOBILE", "Short-range devices, RFID", "25 mW e.r.p., duty cycle &lt;1%", "Exempt"),
    ("2400-2483-5", "2400&ndash;2483.5 MHz", "FIXED; MOBILE; Amateur", "Wi-Fi, Bluetooth, ISM", "100 mW e.i.r.p.", "Exempt"),
    ("5725-5875", "5725&ndash;5875 MHz", "FIXED-SATELLITE; Amateur", "Broadband fixed wireless access", "4 W e.i.r.p.", "Light licence"),
    ("144-146", "144&ndash;146 MHz", "AMATEUR; AMATEUR-SATELLITE", "Amateur radio (2 m band)", "400 W p.e.p.", "Amateur licence"),
    ("156-025-157-425", "156.025&ndash;157.425 MHz", "MARITIME MOBILE", "Marine VHF", "25 W", "Ship radio licence"),
]


def ra_page(b):
    slug, band, alloc, use, power, lic = b
    body = f"""<div class="masthead"><a href="/">Radio Authority</a> {nav([("/spectrum", "Spectrum"), ("/licences", "Licences"), ("/consultations", "Consultations"), ("/enforcement", "Interference")])}</div>
<main><h1>Frequency band details</h1>
{RA_EXPLAIN}
<dl class="band"><dt>Band</dt><dd>{band}</dd><dt>Allocation</dt><dd>{alloc}</dd><dt>Typical use</dt><dd>{use}</dd><dt>Maximum power</dt><dd>{power}</dd><dt>Authorisation</dt><dd>{lic}</dd></dl>
</main>
<footer>Radio Authority &middot; <a href="/foi">Freedom of information</a> &middot; <a href="/accessibility">Accessibility</a></footer>"""
    return doc("Frequency band details | Radio Authority", body)


@scen("radio_frequency_bands", "generic title and h1; an explainer before a five-item definition list; bands differ in numbers and a few words")
def b_bands():
    u = "https://spectrum.radioauthority.example/table/band/"
    return [P(u + b[0], ra_page(b), b[0]) for b in BANDS]


# ---------------------------------------------------------------- 16. bathing water samples

CA_ASIDE = """<aside><h2>Understanding the results</h2>
<p>From May to September we take up to 20 samples at each designated bathing water and test them for two types of bacteria, <em>E. coli</em> and intestinal enterococci, which indicate pollution from sewage or animal waste. Results are given in colony forming units per 100 millilitres (cfu/100ml).</p>
<p>A single sample is only a snapshot. Water quality can fall for a day or two after heavy rain, when rivers and storm overflows carry pollution to the sea. The annual classification &ndash; excellent, good, sufficient or poor &ndash; is based on four years of samples, and is shown on signs at the beach.</p>
<p>Sample results are published once laboratory analysis is complete, usually within three working days. A warning is issued on the day if pollution is forecast.</p>
<p><a href="/bathing/about">About bathing water monitoring</a></p></aside>"""

SAMPLES = [
    ("sandy-cove-2024-06-03", "Sandy Cove", "3 June 2024", "120", "40", "Excellent"),
    ("sandy-cove-2024-06-10", "Sandy Cove", "10 June 2024", "84", "32", "Excellent"),
    ("sandy-cove-2024-06-17", "Sandy Cove", "17 June 2024", "1,400", "310", "Poor"),
    ("gull-point-2024-06-03", "Gull Point", "3 June 2024", "230", "68", "Good"),
    ("gull-point-2024-06-10", "Gull Point", "10 June 2024", "46", "15", "Excellent"),
    ("west-strand-2024-06-04", "West Strand", "4 June 2024", "560", "140", "Sufficient"),
]


def ca_page(s, reviewed="2 July 2024"):
    slug, beach, date, ecoli, ent, res = s
    body = f"""<header><a href="/">Coast Agency</a>{nav([("/bathing", "Bathing water"), ("/flood", "Flooding"), ("/pollution", "Report pollution"), ("/about", "About us")])}</header>
<div class="grid"><main><h1>{beach}: sample result</h1>
<table><tr><th>Sample date</th><td>{date}</td></tr><tr><th><em>E. coli</em> (cfu/100ml)</th><td>{ecoli}</td></tr><tr><th>Intestinal enterococci (cfu/100ml)</th><td>{ent}</td></tr><tr><th>Assessment</th><td>{res}</td></tr></table>
<p class="reviewed">Page last reviewed: {reviewed}</p></main>
{CA_ASIDE}</div>
<footer>&copy; Coast Agency. <a href="/cookies">Cookies</a> &middot; <a href="/contact">Contact</a></footer>"""
    return doc(f"{beach} sample result | Coast Agency", body)


@scen("bathing_water_samples", "one beach's weekly samples differ only in date and counts; a four-row table beside a long explainer; copy with a changed review date")
def b_bathing():
    u = "https://www.coastagency.example/bathing/samples/"
    pages = [P(u + s[0], ca_page(s), s[0]) for s in SAMPLES]
    pages.append(P(u + SAMPLES[1][0] + "?view=full", ca_page(SAMPLES[1], "9 July 2024"), SAMPLES[1][0]))
    return pages


# ---------------------------------------------------------------- 17. podcast episodes

GH_ASIDE = """<aside class="show"><h2>About The Garden Hour</h2>
<p>The Garden Hour is a weekly podcast for people who grow things in small spaces: back gardens, balconies, window boxes and allotments. Each week horticulturist Maya Okonjo and head gardener Tom Reilly answer listeners' questions, visit a garden somewhere in the country, and talk through the jobs to do in the week ahead. New episodes come out every Friday morning.</p>
<p>Send us your questions by email or leave a voice message on our listener line, and we may answer them on the show. We read everything, even if we cannot reply to every message.</p>
<p>The Garden Hour is an independent production. It is supported by listeners and by our sponsors, who have no say over what we talk about.</p>
<h3>Listen and subscribe</h3><ul><li><a href="/rss">RSS feed</a></li><li><a href="/apps">Podcast apps</a></li><li><a href="/newsletter">Newsletter</a></li></ul></aside>"""

EPISODES = [
    ("112", "Pruning roses in late winter", "41 min", "Tom explains where to cut and why; Maya answers a question about black spot."),
    ("113", "Chitting potatoes", "38 min", "Do you really need to chit? We try both ways on the allotment."),
    ("114", "Balcony herbs", "44 min", "Which herbs cope with wind and afternoon sun, and which need shelter."),
    ("115", "Listener questions: slugs", "36 min", "Six listener questions about slugs, from beer traps to nematodes."),
    ("116", "Listener questions: moss in lawns", "39 min", "Six listener questions about moss, from scarifying to shade."),
    ("117", "A visit to Larkhill walled garden", "47 min", "Maya meets the volunteers restoring a Victorian kitchen garden."),
]


def gh_page(e):
    n, t, dur, note = e
    body = f"""<header><a href="/" class="logo">The Garden Hour</a>{nav([("/episodes", "Episodes"), ("/about", "About"), ("/ask", "Ask a question"), ("/support", "Support the show")])}</header>
<div class="wrap"><main><article><h1>Episode {n}: {t}</h1>
<p class="meta">{dur}</p>
<audio controls src="/media/gh-{n}.mp3"></audio>
<p>{note}</p></article></main>
{GH_ASIDE}</div>
<footer>&copy; The Garden Hour</footer>"""
    return doc(f"Episode {n}: {t} | The Garden Hour", body)


@scen("podcast_episodes", "one-sentence show notes and a duration; long show description in the aside; two listener-question episodes differ in one word")
def b_podcast():
    u = "https://www.thegardenhour.example/episodes/"
    return [P(u + e[0], gh_page(e), e[0]) for e in EPISODES]


# ---------------------------------------------------------------- 18. university modules

RU_REGS = """<div class="regs"><p>This catalogue describes modules planned for the 2024/25 academic year. The University makes every reasonable effort to run modules as described, but reserves the right to change content, assessment or timing, or to withdraw a module, where this is necessary because of staff availability, low enrolment or changes to professional body requirements. Students affected by a change will be told as early as possible and offered an alternative.</p>
<p>Credit is awarded when a student passes the module as a whole; the pass mark for undergraduate modules is 40%. Reassessment is available once, in August, and the module mark after reassessment is capped at the pass mark unless extenuating circumstances have been accepted. Optional modules are subject to timetable constraints and may have limited places.</p>
<p>For the regulations that apply to your programme, see the Academic Regulations and your programme specification.</p></div>"""

MODULES = [
    ("ENG2041", "Victorian Fiction", "15", "Semester 1", "60% coursework, 40% examination", "Dr H. Marlowe"),
    ("ENG2042", "Modernist Fiction", "15", "Semester 2", "60% coursework, 40% examination", "Dr H. Marlowe"),
    ("HIS1010", "Europe 1815&ndash;1914", "30", "Full year", "50% coursework, 50% examination", "Prof. D. Asante"),
    ("GEO3120", "Coastal Geomorphology", "15", "Semester 1", "100% coursework (fieldwork report)", "Dr S. Whitcombe"),
    ("MAT2200", "Linear Algebra II", "15", "Semester 2", "20% coursework, 80% examination", "Dr P. Nowak"),
]


def ru_page(m):
    code, t, cr, sem, ass, conv = m
    body = f"""<div id="uni-head"><a href="/">Riverdale University</a> {nav([("/study", "Study"), ("/research", "Research"), ("/modules", "Module catalogue"), ("/students", "Current students")])}</div>
<div id="content"><p class="kicker">Module catalogue 2024/25</p>
{RU_REGS}
<h1>{code}</h1>
<table class="module"><tr><td>Title</td><td>{t}</td></tr><tr><td>Credits</td><td>{cr}</td></tr><tr><td>Taught</td><td>{sem}</td></tr><tr><td>Assessment</td><td>{ass}</td></tr><tr><td>Convenor</td><td>{conv}</td></tr></table>
</div>
<div id="uni-foot">Riverdale University &middot; <a href="/privacy">Privacy</a> &middot; <a href="/freedom-of-information">FOI</a></div>"""
    return doc("Module catalogue | Riverdale University", body)


@scen("university_modules", "generic title; h1 is the module code; regulations before a five-row table; two fiction modules differ in a word, a code and the semester")
def b_modules():
    u = "https://modules.riverdaleuni.example/2024/"
    return [P(u + m[0].lower(), ru_page(m), m[0]) for m in MODULES]


# ================================================================ Chinese sites

def zdoc(title, body, head=""):
    return doc(title, body, "zh-CN", head)


# ---------------------------------------------------------------- 19. 学校简介

QS_ASIDE = """<div class="side"><h3>招生政策说明</h3>
<p>青山区2024年义务教育阶段招生工作坚持免试就近入学原则。公办小学、初中按照区教育局划定的施教区招生，适龄儿童少年凭户口簿、房产证明或居住证明在施教区内登记入学。</p>
<p>民办学校招生纳入审批地统一管理，与公办学校同步招生；报名人数超过招生计划的，实行电脑随机录取。随迁子女入学以流入地政府管理为主、以公办学校为主安排就学。</p>
<p>家长可于每年5月通过“青山教育”网上报名系统提交材料，6月中旬公布审核结果，7月上旬发放录取通知书。各校具体施教区范围、招生计划及咨询电话以当年发布的招生公告为准。如对划片结果有异议，可在公示期内向区教育局基础教育科书面反映。</p>
<p>咨询电话：0571-8860 2231（工作日 8:30-17:00）</p></div>"""

SCHOOLS = [
    ("1021", "青山区实验小学", "公办", "小学（1-6年级）", "青山区文昌路18号", "36", "1580", "0571-8860 3101", "创办于1952年，以科技教育和合唱团见长。"),
    ("1022", "青山区第二小学", "公办", "小学（1-6年级）", "青山区建设路66号", "24", "1032", "0571-8860 3125", "创办于1958年，以足球特色和合唱团见长。"),
    ("1035", "青山区滨河小学", "公办", "小学（1-6年级）", "青山区滨河东路200号", "18", "760", "0571-8860 3177", "2016年新建校，设有劳动实践基地。"),
    ("2007", "青山区第十五中学", "公办", "初中（7-9年级）", "青山区学院街9号", "30", "1410", "0571-8860 4012", "省级示范初中，开设数学、物理兴趣小组。"),
    ("2019", "青山区育才初级中学", "民办", "初中（7-9年级）", "青山区兴业大道321号", "20", "880", "0571-8860 4356", "寄宿制民办学校，实行小班化教学。"),
    ("3001", "青山区特殊教育学校", "公办", "九年一贯制", "青山区康乐路5号", "12", "136", "0571-8860 4990", "招收视障、听障及智障儿童，提供送教上门服务。"),
]


def qs_page(s):
    sid, name, nat, stage, addr, cls, stu, tel, intro = s
    body = f"""<div class="top"><a href="/">青山区教育局</a></div>
{nav([("/", "首页"), ("/zwgk", "政务公开"), ("/zsks", "招生考试"), ("/xxjj", "学校简介"), ("/bszn", "办事服务"), ("/hdjl", "互动交流")])}
<div class="main"><div class="pos">当前位置：<a href="/">首页</a> &gt; <a href="/xxjj">学校简介</a></div>
<div class="content"><h2>{name}</h2>
<table class="info"><tr><td>办学性质</td><td>{nat}</td></tr><tr><td>学段</td><td>{stage}</td></tr><tr><td>地址</td><td>{addr}</td></tr><tr><td>班级数</td><td>{cls}</td></tr><tr><td>在校学生</td><td>{stu}人</td></tr><tr><td>联系电话</td><td>{tel}</td></tr></table>
<p>{intro}</p></div>
{QS_ASIDE}</div>
<div class="footer">主办：青山区教育局　地址：青山区人民路1号　备案号：X ICP备1200xxxx号</div>"""
    return zdoc("学校简介", body)


@scen("zh_school_profiles", "标题统一为“学校简介”，学校名在h2；六行表格加一句简介；侧栏招生政策更长；两所小学只差几个字和数字")
def b_schools():
    u = "https://jyj.qingshan.example/xxjj/"
    pages = [P(f"{u}{s[0]}.html", qs_page(s), s[0]) for s in SCHOOLS]
    pages.append(P(f"{u}{SCHOOLS[0][0]}.html?from=timeline&isappinstalled=0", qs_page(SCHOOLS[0]), SCHOOLS[0][0]))
    return pages


# ---------------------------------------------------------------- 20. 社保经办网点 (GBK)

HX_NOTICE = """<div class="xuzhi"><h4>业务须知</h4>
<p>一、办理社会保险业务请携带本人有效身份证件原件；委托他人代办的，须同时提供委托书及代办人身份证件。</p>
<p>二、参保登记、缴费基数申报、转移接续、待遇申领等业务可通过“河西人社”网上服务大厅或手机App办理，无需到窗口排队。</p>
<p>三、每月最后两个工作日为系统结算日，部分业务暂停办理，请合理安排时间。</p>
<p>四、网点实行预约优先、叫号办理，老年人、残疾人、孕妇等可走绿色通道。</p>
<p>五、如遇系统升级或法定节假日调整，办公时间以网点现场公告为准。咨询电话：12333。</p></div>"""

HX_POINTS = [
    ("301", "河西区社会保险服务中心", "河西区解放南路256号一楼大厅", "周一至周五 9:00-17:00", "022-2831 0001", "参保登记、缴费、养老待遇、医保报销、社保卡"),
    ("302", "友谊路街道社保服务站", "河西区友谊路38号街道服务中心二楼", "周一至周五 9:00-12:00，13:30-17:00", "022-2831 0112", "参保登记、灵活就业缴费、社保卡补换"),
    ("303", "尖山街道社保服务站", "河西区黑牛城道16号", "周一至周五 9:00-12:00，13:30-17:00", "022-2831 0135", "参保登记、灵活就业缴费、社保卡补换"),
    ("304", "梅江社保服务站", "河西区珠江道90号便民中心", "周一至周六 9:00-17:00", "022-2831 0178", "灵活就业缴费、居民医保、社保卡"),
    ("305", "陈塘科技园社保服务窗口", "河西区洞庭路20号科技大厦一楼", "周一至周五 9:00-16:30", "022-2831 0190", "单位参保登记、缴费基数申报"),
]


def hx_page(p, views):
    pid, name, addr, hours, tel, biz = p
    body = f"""<div id="header"><a href="/">河西区人力资源和社会保障局</a></div>
{nav([("/", "首页"), ("/xxgk", "信息公开"), ("/shbx", "社会保险"), ("/jycy", "就业创业"), ("/wddt", "网点地图"), ("/zxft", "在线访谈")], "menu")}
<div id="article"><h1>{name}</h1>
<div class="info">发布时间：2024-03-05　浏览次数：{views}</div>
<ul class="wd"><li>地址：{addr}</li><li>办公时间：{hours}</li><li>咨询电话：{tel}</li><li>可办业务：{biz}</li></ul>
{HX_NOTICE}</div>
<div id="footer">河西区人力资源和社会保障局　版权所有　联系电话：022-2831 0000</div>"""
    return zdoc("社保经办网点详情_河西区人力资源和社会保障局", body)


@scen("zh_social_security_points_gbk", "GBK；四行网点信息后接长业务须知；两个街道服务站只差名称、地址和电话；浏览次数变化的副本")
def b_shebao():
    u = "https://rsj.hexi.example/wddt/"
    views = [1532, 488, 379, 266, 141]
    pages = [P(f"{u}{p[0]}.shtml", hx_page(p, v), p[0], "gbk") for p, v in zip(HX_POINTS, views)]
    pages.append(P(f"{u}{HX_POINTS[1][0]}.shtml?source=wx", hx_page(HX_POINTS[1], 503), HX_POINTS[1][0], "gbk"))
    return pages


# ---------------------------------------------------------------- 21. 报刊亭

DC_RULES = """<div class="gl"><p>根据《东城区报刊亭设置与管理办法》，报刊亭由区城市管理委员会统一规划设置、统一外观标识，经营者须持营业执照和出版物经营许可证亮照经营。</p>
<p>报刊亭以销售报纸、期刊为主营业务，可兼营公交卡充值、饮用水、地图等便民商品，兼营商品摆放不得超出亭体外沿五十厘米，不得占用盲道和消防通道。</p>
<p>经营者应保持亭体及周边环境整洁，每日营业时间不少于十二小时。市民对报刊亭经营有意见建议的，可拨打12345市民服务热线或通过本网站留言反映，城管部门将在五个工作日内答复。</p></div>"""

KIOSKS = [
    ("BK-0231", "东直门内大街与北新桥路口东北角", "李某某", "6:30-20:30", "报纸、期刊、公交卡充值"),
    ("BK-0232", "东直门内大街与北新桥路口西南角", "赵某某", "6:30-20:30", "报纸、期刊、公交卡充值"),
    ("BK-0418", "崇文门地铁站B口东侧", "孙某某", "6:00-21:00", "报纸、期刊、饮用水、地图"),
    ("BK-0509", "王府井大街东方广场北门", "周某某", "7:00-22:00", "报纸、期刊、明信片、纪念品"),
    ("BK-0612", "和平里北街社区卫生服务中心对面", "吴某某", "6:30-19:30", "报纸、期刊、彩票代售"),
]


def dc_page(k):
    code, loc, op, hours, biz = k
    body = f"""<div class="head"><img src="/images/logo.png" alt="东城区城市管理委员会"></div>
<div class="navbar"><a href="/">首页</a> | <a href="/zwgk">政务公开</a> | <a href="/bmfw">便民服务</a> | <a href="/bkt">报刊亭查询</a> | <a href="/hdjl">互动交流</a></div>
<div class="box">{DC_RULES}
<div class="kiosk"><div>编号：{code}</div><div>位置：{loc}</div><div>经营者：{op}</div><div>营业时间：{hours}</div><div>经营范围：{biz}</div></div>
<div class="back"><a href="/bkt">返回列表</a></div></div>
<div class="foot">东城区城市管理委员会　主办</div>"""
    return zdoc("报刊亭信息查询", body)


@scen("zh_newsstands", "无标题；管理办法在前，五行div记录在后；同一路口两个报刊亭只差编号、方位和经营者")
def b_kiosks():
    u = "https://cgj.dongcheng.example/bkt/detail?code="
    return [P(u + k[0], dc_page(k), k[0]) for k in KIOSKS]


# ---------------------------------------------------------------- 22. 菜市场摊位

NM_RULES = """<footer class="rules"><h4>南门农贸市场管理规定</h4>
<p>1. 经营户须亮证亮照经营，明码标价，使用经市场监管部门检定合格的计量器具，市场设公平秤供顾客复秤。</p>
<p>2. 禁止销售病死、来源不明及未经检疫的畜禽肉类，蔬菜水果实行每日农残快检，检测结果在市场入口电子屏公示。</p>
<p>3. 摊位不得私自转租、转让，不得超出划线范围摆放商品；经营结束后须清理摊位卫生，垃圾分类投放。</p>
<p>4. 市场实行诚信经营“红黑榜”制度，每季度评定一次信用等级，对缺斤短两、以次充好的经营户，依规扣分直至清退。</p>
<p>市场服务台电话：0731-8456 2210　投诉举报：12315　营业时间：6:00-19:00</p></footer>"""

STALLS = [
    ("A-12", "蔬菜", "王某某", "139****2201", "A级"),
    ("A-13", "蔬菜", "刘某某", "137****8812", "A级"),
    ("B-05", "猪肉", "陈某某", "135****4410", "B级"),
    ("C-21", "水产（活鱼、虾）", "张某某", "138****0937", "A级"),
    ("D-02", "豆制品", "黄某某", "136****5528", "A级"),
    ("E-08", "干货、调味品", "杨某某", "133****7719", "B级"),
]


def nm_page(s):
    code, kind, owner, tel, grade = s
    body = f"""<header><a href="/">南门农贸市场</a>{nav([("/", "首页"), ("/tanwei", "摊位查询"), ("/jiage", "今日价格"), ("/jiance", "快检公示"), ("/tousu", "投诉建议")])}</header>
<main><h1>摊位信息 {code}</h1>
<table class="stall"><tr><th>摊位号</th><td>{code}</td></tr><tr><th>经营品种</th><td>{kind}</td></tr><tr><th>摊主</th><td>{owner}</td></tr><tr><th>联系电话</th><td>{tel}</td></tr><tr><th>信用等级</th><td>{grade}</td></tr></table>
</main>
{NM_RULES}"""
    return zdoc(f"摊位信息 {code} - 南门农贸市场", body)


def nm_mobile(s):
    code, kind, owner, tel, grade = s
    body = f"""<div class="m-head">南门农贸市场</div>
<div class="m-card"><div class="m-title">摊位 {code}</div>
<p>经营品种：{kind}</p><p>摊主：{owner}</p><p>联系电话：{tel}</p><p>信用等级：{grade}</p></div>
{NM_RULES}
<div class="m-nav"><a href="/m/">首页</a><a href="/m/tanwei">摊位</a><a href="/m/jiage">价格</a></div>"""
    return zdoc(f"摊位{code}", body)


@scen("zh_market_stalls", "标题只差摊位号；五行表格；页脚市场管理规定更长；两个蔬菜摊只差号码、人名和电话；手机版副本")
def b_stalls():
    u = "https://shichang.nanmen.example"
    pages = [P(f"{u}/tanwei/{s[0]}", nm_page(s), s[0]) for s in STALLS]
    pages.append(P(f"{u}/tanwei/{STALLS[3][0]}?mobile=1", nm_mobile(STALLS[3]), STALLS[3][0]))
    return pages


# ---------------------------------------------------------------- 23. 基金净值

HY_RISK = """<div class="risk"><h3>风险提示</h3>
<p>基金管理人承诺以诚实信用、勤勉尽责的原则管理和运用基金资产，但不保证基金一定盈利，也不保证最低收益。基金的过往业绩及其净值高低并不预示其未来业绩表现，基金管理人管理的其他基金的业绩不构成对本基金业绩表现的保证。</p>
<p>投资者在投资本基金前，应认真阅读基金合同、招募说明书和基金产品资料概要等法律文件，全面认识本基金的风险收益特征和产品特性，充分考虑自身的风险承受能力，理性判断市场，在了解产品情况及销售适当性意见的基础上，根据自身的投资目的、投资期限、投资经验、资产状况等因素审慎作出投资决策。</p>
<p>本页面净值数据仅供参考，以基金管理人公告为准。基金有风险，投资须谨慎。</p></div>"""

NAVS = [
    ("007321-20240315", "华盈稳健增长混合A", "007321", "2024-03-15", "1.4527", "1.6127", "+0.38%"),
    ("007321-20240314", "华盈稳健增长混合A", "007321", "2024-03-14", "1.4472", "1.6072", "-0.21%"),
    ("007322-20240315", "华盈稳健增长混合C", "007322", "2024-03-15", "1.4310", "1.5910", "+0.37%"),
    ("008105-20240315", "华盈中证500指数增强A", "008105", "2024-03-15", "1.1893", "1.1893", "+1.02%"),
    ("006650-20240315", "华盈纯债债券A", "006650", "2024-03-15", "1.0562", "1.2388", "+0.02%"),
    ("006650-20240314", "华盈纯债债券A", "006650", "2024-03-14", "1.0560", "1.2386", "+0.01%"),
]


def hy_page(n):
    key, name, code, date, unit, acc, chg = n
    body = f"""<div class="hd"><a href="/">华盈基金</a> {nav([("/", "首页"), ("/funds", "基金产品"), ("/jz", "净值查询"), ("/gg", "信息披露"), ("/kf", "客户服务")])}</div>
<div class="bd"><div class="fund-title">{name}（{code}）</div>
<table class="nav-table"><tr><th>净值日期</th><th>单位净值</th><th>累计净值</th><th>日增长率</th></tr><tr><td>{date}</td><td>{unit}</td><td>{acc}</td><td>{chg}</td></tr></table>
<p class="links"><a href="/funds/{code}/history">历史净值</a> <a href="/funds/{code}/docs">基金公告</a></p>
{HY_RISK}</div>
<div class="ft">华盈基金管理有限公司　客服热线：400-820-xxxx</div>"""
    return zdoc(f"{name}({code})净值_华盈基金", body)


@scen("zh_fund_nav", "同一基金相邻两天只差日期和三个数字；一行净值表格加长风险提示；A/C份额名称差一个字母；两个跟踪参数副本")
def b_fund():
    u = "https://fund.huiying.example/jz/"
    pages = [P(u + n[0], hy_page(n), n[0]) for n in NAVS]
    pages.append(P(u + NAVS[0][0] + "?spm=a2c4g.11186623.0.0.5d1e", hy_page(NAVS[0]), NAVS[0][0]))
    pages.append(P(u + NAVS[4][0] + "?from=groupmessage", hy_page(NAVS[4]), NAVS[4][0]))
    return pages


# ---------------------------------------------------------------- 24. 航班动态

LJ_ASIDE = """<aside class="tips"><h3>乘机须知</h3>
<p>国内航班请至少提前90分钟到达机场，航班起飞前45分钟停止办理值机手续，起飞前30分钟停止安检，登机口于起飞前15分钟关闭。</p>
<p>旅客须持有效身份证件办理乘机手续；16周岁以下旅客可凭户口簿或护照乘机。充电宝、锂电池禁止托运，随身携带的充电宝额定能量不得超过160Wh。</p>
<p>航班动态信息由航空公司提供，可能因天气、空中交通管制等原因调整，请以机场广播和登机口显示屏为准。</p>
<p>问询电话：0851-9696 0000（24小时）</p></aside>"""

FLIGHTS = [
    ("CA1852-20240318", "CA1852", "澜江—北京首都", "08:05", "08:12", "已起飞", "12", "B01-B10"),
    ("CA1854-20240318", "CA1854", "澜江—北京首都", "13:40", "--", "计划", "14", "B01-B10"),
    ("MU5621-20240318", "MU5621", "澜江—上海虹桥", "09:30", "10:55", "延误", "6", "C11-C18"),
    ("CZ3408-20240318", "CZ3408", "澜江—广州", "11:15", "11:20", "已起飞", "21", "D01-D08"),
    ("3U8892-20240318", "3U8892", "澜江—成都天府", "15:25", "--", "取消", "--", "--"),
    ("HU7306-20240318", "HU7306", "澜江—海口", "17:50", "--", "值机", "9", "A05-A12"),
]


def lj_page(f):
    key, no, route, plan, act, status, gate, counters = f
    body = f"""<div class="header"><a href="/">澜江国际机场</a>{nav([("/", "首页"), ("/flight", "航班动态"), ("/guide", "出行指南"), ("/traffic", "交通停车"), ("/service", "服务设施")])}</div>
<div class="container"><div class="main"><h1>航班动态</h1>
<ul class="flight"><li>航班号：{no}</li><li>航线：{route}</li><li>计划起飞：{plan}</li><li>实际起飞：{act}</li><li>状态：{status}</li><li>登机口：{gate}</li><li>值机柜台：{counters}</li></ul></div>
{LJ_ASIDE}</div>
<div class="footer">澜江国际机场有限公司</div>"""
    return zdoc("航班动态_澜江国际机场", body)


@scen("zh_flight_status", "标题和h1通用；七行li记录；侧栏乘机须知更长；同一航线两个航班只差航班号、时间和状态")
def b_flights():
    u = "https://www.lanjiangairport.example/flight/"
    return [P(u + f[0], lj_page(f), f[0]) for f in FLIGHTS]


# ---------------------------------------------------------------- 25. 快递运单

SD_TIPS = """<div class="tips"><p><b>温馨提示：</b>物流信息更新可能存在延迟，如超过24小时未更新，请联系派件网点或拨打客服热线。快件签收前请当面验视外包装，如有破损、少件请拒签并要求快递员注明原因。</p>
<p>根据《快递暂行条例》，未保价快件发生丢失、损毁的，按照实际损失赔偿，最高不超过运费的三倍；保价快件按照保价金额赔偿。理赔申请须在快件签收之日起三十日内提出。</p>
<p>为保护用户隐私，运单查询结果中的收寄件人姓名、电话已做脱敏处理。请勿向任何人透露短信验证码，速达快递工作人员不会以任何理由索要验证码或要求转账。</p></div>"""

PARCELS = [
    ("SD7730128841", [("2024-03-18 20:14", "【杭州转运中心】已发出，下一站【南京转运中心】"), ("2024-03-18 17:02", "【杭州西湖区文一营业部】已揽收")]),
    ("SD7730128857", [("2024-03-18 20:14", "【杭州转运中心】已发出，下一站【合肥转运中心】"), ("2024-03-18 17:05", "【杭州西湖区文一营业部】已揽收")]),
    ("SD7730215530", [("2024-03-19 09:41", "已签收，签收人：本人"), ("2024-03-19 07:30", "【南京鼓楼区营业部】派件中，快递员：钱师傅"), ("2024-03-18 23:55", "【南京转运中心】已到达")]),
    ("SD7730301118", [("2024-03-19 11:20", "快件已存放至【丰巢智能柜】，请凭取件码领取"), ("2024-03-19 06:48", "【成都转运中心】已到达")]),
    ("SD7730412006", [("2024-03-19 14:03", "快件异常：收件地址不详，已联系寄件人"), ("2024-03-19 08:10", "【广州白云区营业部】派件中")]),
]


def sd_page(p):
    no, tr = p
    rows = "<br>".join(f"{t}　{s}" for t, s in tr)
    body = f"""<div class="top"><a href="/">速达快递</a> <a href="/query">运单查询</a> <a href="/send">我要寄件</a> <a href="/price">运费时效</a> <a href="/outlet">网点查询</a></div>
<div class="query"><form action="/query"><input name="no" value="{no}"><button>查询</button></form></div>
<div class="result"><div class="no">运单号：{no}</div><div class="trace">{rows}</div></div>
{SD_TIPS}
<div class="bottom">速达快递股份有限公司　客服热线 95xxx</div>"""
    return zdoc("运单查询", body)


@scen("zh_parcel_tracking", "无标题；两三行br分隔的轨迹；温馨提示更长；同时揽收的两件只差单号、时间和下一站")
def b_parcels():
    u = "https://www.suda-express.example/query?no="
    return [P(u + p[0], sd_page(p), p[0]) for p in PARCELS]


# ---------------------------------------------------------------- 26. 物业公告

JX_ASIDE = """<aside><div class="card"><h3>锦绣园物业服务中心</h3>
<p>锦绣园物业服务中心由华庭物业管理有限公司负责运营，为小区28栋住宅楼、3200余户业主提供秩序维护、保洁绿化、设施设备维修和客户服务。服务中心位于小区南门东侧会所一楼。</p>
<p>服务时间：8:00-18:00（节假日正常服务）<br>24小时报修电话：0755-2698 7100<br>物业费标准：高层住宅2.8元/平方米·月，多层住宅2.2元/平方米·月，地下车位管理费80元/月</p>
<p>业主可通过“锦绣园”微信公众号在线报修、缴费和查看公告，报修事项一般在30分钟内响应。</p></div>
<div class="card"><h3>常用电话</h3><p>南门岗亭 0755-2698 7101<br>社区居委会 0755-2698 3300<br>供电抢修 95598</p></div></aside>"""

NOTICES = [
    ("2024031201", "关于3号楼二次供水设施清洗的停水通知", "2024年3月12日", "因二次供水水箱年度清洗消毒，3号楼将于3月15日9:00至17:00停止供水，请各位业主提前储水。"),
    ("2024031202", "关于7号楼二次供水设施清洗的停水通知", "2024年3月12日", "因二次供水水箱年度清洗消毒，7号楼将于3月16日9:00至17:00停止供水，请各位业主提前储水。"),
    ("2024031801", "关于开展春季灭鼠消杀工作的通知", "2024年3月18日", "3月20日至22日将在小区绿化带及地下车库投放灭鼠药，请看管好儿童和宠物。"),
    ("2024032001", "关于南门道闸系统升级的通知", "2024年3月20日", "3月23日0:00至6:00南门道闸系统升级，车辆请从北门出入。"),
    ("2024032502", "关于12号楼电梯维修的通知", "2024年3月25日", "12号楼2号电梯更换曳引钢丝绳，3月26日至28日停用，请使用1号电梯。"),
    ("2024040101", "清明节假期物业服务安排", "2024年4月1日", "4月4日至6日物业服务中心正常办公，请业主文明祭扫，小区内禁止焚烧纸钱。"),
]


def jx_page(n):
    nid, title, date, text = n
    body = f"""<div class="hd"><a href="/">锦绣园业主服务平台</a> {nav([("/", "首页"), ("/gonggao", "物业公告"), ("/baoxiu", "在线报修"), ("/jiaofei", "生活缴费"), ("/wenjuan", "满意度调查")])}</div>
<div class="bd"><main><h1>{title}</h1><p class="date">发布日期：{date}　发布人：锦绣园物业服务中心</p>
<div class="txt"><p>各位业主、住户：</p><p>{text}</p><p>给您带来不便，敬请谅解。</p></div>
<p class="print"><a href="/gonggao/{nid}/print">打印本页</a></p></main>
{JX_ASIDE}</div>
<div class="ft">华庭物业管理有限公司</div>"""
    return zdoc(f"{title}_锦绣园业主服务平台", body)


def jx_print(n):
    nid, title, date, text = n
    body = f"""<div class="print-bar"><a href="javascript:window.print()">打印</a>　<a href="javascript:window.close()">关闭</a></div>
<h1>{title}</h1><p class="date">发布日期：{date}　发布人：锦绣园物业服务中心</p>
<div class="txt"><p>各位业主、住户：</p><p>{text}</p><p>给您带来不便，敬请谅解。</p></div>"""
    return zdoc(f"{title}_锦绣园业主服务平台", body)


@scen("zh_property_notices", "一两句话的公告；侧栏物业简介更长；两个停水通知只差楼号和日期；打印版和群消息参数两个副本")
def b_notices():
    u = "https://wy.jinxiuyuan.example/gonggao/"
    pages = [P(u + n[0], jx_page(n), n[0]) for n in NOTICES]
    pages.append(P(u + NOTICES[0][0] + "/print", jx_print(NOTICES[0]), NOTICES[0][0]))
    pages.append(P(u + NOTICES[2][0] + "?from=groupmessage", jx_page(NOTICES[2]), NOTICES[2][0]))
    return pages


# ---------------------------------------------------------------- 27. 职业技能证书查询

ZY_NOTE = """<div class="sm"><h3>查询说明</h3>
<p>1. 本系统可查询2019年1月1日以后由本省职业技能等级认定机构颁发的职业技能等级证书。2019年以前颁发的职业资格证书请登录全国职业资格证书查询系统查询。</p>
<p>2. 证书信息以数据库记录为准，纸质证书与查询结果不一致的，请持证书原件到发证机构核实。</p>
<p>3. 用人单位核验证书时，应同时核对持证人身份证件。伪造、变造职业技能等级证书的，依法追究法律责任。</p>
<p>4. 为保护个人信息，查询结果中的证件号码已做部分隐藏处理。</p></div>"""

CERTS = [
    ("S000033010012403000215", "张某", "电工", "四级/中级工", "2024-03-08", "浙江某职业技能鉴定中心"),
    ("S000033010012403000216", "李某", "电工", "四级/中级工", "2024-03-08", "浙江某职业技能鉴定中心"),
    ("S000033010012312001407", "王某某", "中式烹调师", "三级/高级工", "2023-12-20", "杭州某烹饪职业培训学校"),
    ("S000033010022402000088", "陈某", "保育师", "五级/初级工", "2024-02-26", "宁波某家政服务职业技能评价站"),
    ("S000033010012401000931", "刘某某", "汽车维修工", "二级/技师", "2024-01-15", "浙江某交通技师学院"),
]


def zy_page(c):
    no, name, job, lvl, date, org = c
    body = f"""<div class="header">职业技能等级证书查询系统</div>
<div class="wrap">{ZY_NOTE}
<h1>证书查询结果</h1>
<dl class="cert"><dt>证书编号</dt><dd>{no}</dd><dt>姓名</dt><dd>{name}</dd><dt>职业（工种）</dt><dd>{job}</dd><dt>等级</dt><dd>{lvl}</dd><dt>发证日期</dt><dd>{date}</dd><dt>发证机构</dt><dd>{org}</dd></dl>
<p><a href="/">重新查询</a></p></div>
<div class="footer">主办单位：某省职业技能鉴定指导中心</div>"""
    return zdoc("证书查询结果", body)


@scen("zh_certificate_lookup", "标题和h1通用；查询说明在前，六项dl在后；同一批次两张电工证只差编号尾号和姓名")
def b_certs():
    u = "https://cx.zhiyejineng.example/cert?no="
    return [P(u + c[0], zy_page(c), c[0]) for c in CERTS]


# ---------------------------------------------------------------- 28. 农产品追溯 (GBK)

NY_FOOT = """<div class="foot"><div class="sm">
<p>农产品质量安全追溯体系说明：本平台由县农业农村局建设，纳入追溯管理的生产主体须如实记录农产品的产地、投入品使用、采收、检测和销售信息，并在产品包装上加贴追溯码。消费者扫描追溯码即可查看产品来源及检测结果。</p>
<p>追溯信息由生产主体自行填报，县农产品质量安全检测站定期抽检核实。对于虚假填报追溯信息、冒用他人追溯码的，将依法依规处理并纳入信用记录。</p>
<p>如发现产品与追溯信息不符，请拨打监督电话0579-8765 1234，或通过“农安追溯”微信小程序反映。</p></div>
<p>主办：某县农业农村局　技术支持：某县农业信息中心</p></div>"""

TRACE = [
    ("3307820240315001", "高山茭白", "某县大溪镇上村基地", "某县绿源果蔬专业合作社", "2024-03-14", "合格（农残快检抑制率12%）"),
    ("3307820240315002", "高山茭白", "某县大溪镇下村基地", "某县绿源果蔬专业合作社", "2024-03-15", "合格（农残快检抑制率9%）"),
    ("3307820240316011", "红心猕猴桃", "某县石门乡", "某县果香家庭农场", "2024-03-12", "合格"),
    ("3307820240316020", "土鸡蛋", "某县竹林村", "某县山里人生态养殖场", "2024-03-16", "合格"),
    ("3307820240317003", "有机大米", "某县平原镇", "某县金穗粮食专业合作社", "2023-10-20", "合格（重金属未检出）"),
    ("3307820240318008", "香菇（鲜）", "某县高坪乡", "某县菇源食用菌专业合作社", "2024-03-18", "合格"),
]


def ny_page(t):
    code, prod, place, org, date, res = t
    body = f"""<div class="top"><span>某县农产品质量安全追溯平台</span></div>
<div class="main"><h2>追溯信息</h2>
<table class="trace"><tr><td>追溯码</td><td>{code}</td></tr><tr><td>产品名称</td><td>{prod}</td></tr><tr><td>产地</td><td>{place}</td></tr><tr><td>生产主体</td><td>{org}</td></tr><tr><td>采收日期</td><td>{date}</td></tr><tr><td>检测结果</td><td>{res}</td></tr></table></div>
{NY_FOOT}"""
    return doc_http_equiv("追溯信息查询", body)


@scen("zh_produce_traceability_gbk", "GBK，http-equiv声明；六行表格；页脚追溯体系说明更长；两批茭白只差追溯码、村名、日期和一个数字")
def b_trace():
    u = "https://zhuisu.nongye.example/q/"
    return [P(u + t[0], ny_page(t), t[0], "gbk") for t in TRACE]


# ---------------------------------------------------------------- 29. 小区详情

AJ_DISCLAIMER = """<div class="disclaimer"><p>免责声明：本页面小区信息来源于政府公开数据、开发商资料及用户反馈，安居网已尽力核实，但不对信息的准确性、完整性作任何保证，仅供参考，不构成任何购房建议。物业费、车位等收费标准可能调整，请以物业公司公示为准。</p>
<p>安居网不是任何房源的所有人或代理人，房屋交易请通过具有资质的房地产经纪机构进行，并签订书面合同；交易资金请通过银行监管账户划转，切勿私下转账。</p>
<p>如您发现信息有误，可点击“纠错”提交，我们将在三个工作日内处理。</p></div>"""

COMPOUNDS = [
    ("5011", "翠湖花园", "2008年", "万顺物业", "2.2元/㎡·月", "35%", "2.5", "1260户", ["金桂苑", "碧水湾", "湖畔雅居"]),
    ("5012", "翠湖花园二期", "2011年", "万顺物业", "2.5元/㎡·月", "35%", "2.8", "980户", ["翠湖花园", "金桂苑", "碧水湾"]),
    ("5020", "金桂苑", "2003年", "金桂物业", "1.2元/㎡·月", "30%", "1.8", "640户", ["翠湖花园", "东风新村", "湖畔雅居"]),
    ("5033", "东风新村", "1996年", "社区自管", "0.6元/㎡·月", "25%", "1.5", "420户", ["金桂苑", "铁路宿舍", "纺织厂小区"]),
    ("5047", "湖畔雅居", "2015年", "绿城物业", "3.8元/㎡·月", "40%", "2.2", "860户", ["翠湖花园", "碧水湾", "翠湖花园二期"]),
    ("5052", "碧水湾", "2018年", "碧桂物业", "3.2元/㎡·月", "38%", "3.0", "1520户", ["湖畔雅居", "翠湖花园二期", "翠湖花园"]),
]


def aj_page(c, reorder=False):
    cid, name, year, pm, fee, green, far, hh, near = c
    near = list(reversed(near)) if reorder else near
    near_html = "".join(f'<li><a href="/xiaoqu/s?kw={x}">{x}</a></li>' for x in near)
    body = f"""<div class="nav">{nav([("/", "首页"), ("/ershoufang", "二手房"), ("/xinfang", "新房"), ("/xiaoqu", "小区"), ("/fangjia", "房价"), ("/app", "APP下载")])}</div>
<div class="page"><div class="left"><div class="xq-name">{name}</div>
<div class="xq-info"><span>建成年代：{year}</span><span>物业公司：{pm}</span><span>物业费：{fee}</span><span>绿化率：{green}</span><span>容积率：{far}</span><span>总户数：{hh}</span></div>
{AJ_DISCLAIMER}</div>
<div class="right"><h4>周边小区</h4><ul>{near_html}</ul></div></div>
<div class="foot">安居网　客服电话 400-xxx-xxxx</div>"""
    return zdoc("小区详情-安居网", body)


@scen("zh_residential_compounds", "无h1，标题通用；六个span字段；免责声明更长；一期二期只差年代和数字；周边小区倒序的副本")
def b_compounds():
    u = "https://www.anjuwang.example/xiaoqu/"
    pages = [P(f"{u}{c[0]}/", aj_page(c), c[0]) for c in COMPOUNDS]
    pages.append(P(f"{u}{COMPOUNDS[0][0]}/?sort=near", aj_page(COMPOUNDS[0], reorder=True), COMPOUNDS[0][0]))
    return pages


# ---------------------------------------------------------------- 30. 地铁站出入口

HC_RULES = """<div class="xz"><h3>乘车须知</h3>
<p>乘客进站须接受安全检查，严禁携带易燃、易爆、有毒、放射性、腐蚀性等危险品及管制刀具进站乘车。单件行李长宽高之和不得超过1.6米，重量不得超过20公斤。</p>
<p>请在站台黄色安全线内候车，先下后上，有序乘车；车门关闭提示音响起时请勿强行上下车。车厢内禁止饮食、吸烟、乞讨、卖艺及散发广告。</p>
<p>身高1.3米以下的儿童可免费乘车，须由成年乘客陪同。持残疾人证、老年优待证的乘客可按规定享受乘车优惠。</p>
<p>各出入口开放时间可能因施工或大客流临时调整，请留意车站公告。服务热线：027-8588 8888。</p></div>"""

EXITS = [
    ("zhongshan-park", "中山公园站", [("A口", "解放大道北侧、中山公园正门"), ("B口", "解放大道南侧、武展购物中心"), ("C口", "青年路东侧（无障碍电梯）")]),
    ("xunlimen", "循礼门站", [("A口", "解放大道北侧、循礼门商场"), ("B口", "解放大道南侧、民生银行"), ("D口", "京汉大道（换乘1号线）")]),
    ("jianghan-road", "江汉路站", [("A口", "江汉路步行街"), ("B口", "中山大道、江汉关博物馆"), ("C口", "花楼街"), ("D口", "前进一路（无障碍电梯）")]),
    ("wangjiadun", "王家墩东站", [("A口", "青年路、武汉商务区"), ("B口", "新华路体育场")]),
    ("fanhu", "范湖站", [("A口", "青年路西侧、范湖公交站"), ("B口", "青年路东侧（无障碍电梯）")]),
]


def hc_page(s, crumb=None):
    slug, name, rows = s
    li = "".join(f"<li><b>{k}</b>：{v}</li>" for k, v in rows)
    crumb = crumb or f'<a href="/">首页</a> &gt; <a href="/station">车站信息</a> &gt; {name}'
    body = f"""<header><a href="/" class="logo">汉城地铁</a>{nav([("/", "首页"), ("/line", "线网图"), ("/station", "车站信息"), ("/fare", "票价查询"), ("/notice", "运营公告")])}</header>
<div class="crumb">{crumb}</div>
<main><h1>{name}</h1><h2>出入口信息</h2><ul class="exits">{li}</ul>
{HC_RULES}</main>
<footer>汉城地铁集团有限公司</footer>"""
    return zdoc(f"{name}出入口信息 - 汉城地铁", body)


@scen("zh_metro_exits", "两到四行出入口；乘车须知更长；中山公园和循礼门只差几处地名和一个字母")
def b_metro():
    u = "https://www.hcmetro.example/station/"
    return [P(u + s[0] + "/exits", hc_page(s), s[0]) for s in EXITS]


# ---------------------------------------------------------------- 31. 打印机故障代码

JY_ASIDE = """<aside class="sh"><h3>售后服务说明</h3>
<p>捷印打印机整机保修一年，打印头、定影组件保修六个月，耗材不在保修范围内。保修期内因产品质量问题出现故障，可凭购机发票到授权服务网点免费维修。</p>
<p>人为损坏、使用非原装耗材导致的故障、私自拆修及超出保修期的产品，维修时将收取材料费和人工费，收费标准在维修前告知用户并经确认。</p>
<p>全国服务热线：400-600-xxxx（周一至周日 8:30-20:00），也可关注“捷印服务”微信公众号在线报修、查询维修进度。</p>
<p><a href="/wangdian">查找服务网点</a>　<a href="/qudong">驱动下载</a></p></aside>"""

FAULTS = [
    ("E-02", "卡纸", "打开前盖，沿出纸方向缓慢取出卡住的纸张，确认无残留后关闭前盖。"),
    ("E-03", "进纸失败", "检查纸盒内纸张是否放平，纸张导板是否贴紧纸张边缘。"),
    ("E-10", "墨粉不足", "请准备新的墨粉盒；仍可继续打印约50页。"),
    ("E-11", "墨粉盒未安装", "请打开前盖，确认墨粉盒已安装到位。"),
    ("E-31", "定影器温度异常", "请关闭电源，30分钟后重新开机；如仍报错请联系售后。"),
    ("E-50", "激光扫描单元故障", "请关闭电源后重新开机；如仍报错请联系售后。"),
]


def jy_page(f):
    code, name, fix = f
    body = f"""<div class="head"><a href="/">捷印服务与支持</a>{nav([("/", "首页"), ("/guzhang", "故障代码"), ("/qudong", "驱动下载"), ("/shouce", "说明书"), ("/baoxiu", "在线报修")])}</div>
<div class="body"><div class="art"><h1>故障代码 {code}</h1>
<p>含义：{name}</p><p>处理方法：{fix}</p>
<p class="feedback">以上内容是否解决了您的问题？<a href="#">是</a> <a href="#">否</a></p></div>
{JY_ASIDE}</div>
<div class="foot">捷印科技有限公司　版权所有</div>"""
    return zdoc(f"故障代码 {code}_捷印服务与支持", body)


@scen("zh_printer_fault_codes", "标题只差代码；两行正文；侧栏售后说明更长；两个硬件故障的处理方法几乎一样")
def b_faults():
    u = "https://fuwu.jieyin.example/guzhang/"
    return [P(u + f[0].lower(), jy_page(f), f[0]) for f in FAULTS]


# ---------------------------------------------------------------- 32. 宠物领养

AC_NOTE = """<div class="xuzhi"><h3>领养须知</h3>
<p>1. 领养人须年满22周岁，有稳定的住所和收入，租房者须征得房东同意；家庭成员均同意领养。</p>
<p>2. 领养前须填写申请表并接受回访，签订领养协议，承诺不遗弃、不虐待、不转送、不用于繁殖和经营。</p>
<p>3. 领养为免费领养，但须按协议交纳500元回访押金，按时完成三次回访后全额退还。</p>
<p>4. 犬只须按规定办理养犬登记、佩戴犬牌，外出牵绳；猫咪建议室内饲养并封窗。</p>
<p>5. 所有待领养动物均已完成体检、驱虫，已绝育的会在资料中注明。领养后如遇健康问题，可联系合作医院享受优惠。</p>
<p>爱宠之家救助站　地址：城北区清水路88号　开放时间：周六、周日 10:00-16:00</p></div>"""

PETS = [
    ("0231", "豆豆", "中华田园犬", "公", "约1岁", "已绝育", "已接种", "亲人、活泼，会定点上厕所。"),
    ("0232", "花花", "中华田园犬", "母", "约1岁", "已绝育", "已接种", "亲人、胆小，适应后很黏人。"),
    ("0240", "年糕", "橘猫", "公", "约6个月", "未绝育", "已接种第一针", "贪吃，爱玩逗猫棒。"),
    ("0245", "芝麻", "狸花猫", "母", "约2岁", "已绝育", "已接种", "独立安静，适合上班族。"),
    ("0251", "阿黄", "中华田园犬", "公", "约5岁", "已绝育", "已接种", "老年犬，性格温顺，左后腿曾受伤。"),
    ("0256", "雪球", "白色长毛猫", "母", "约3岁", "已绝育", "已接种", "救助时有皮肤病，现已痊愈。"),
]


def ac_page(p, reads):
    pid, name, breed, sex, age, neut, vac, desc = p
    body = f"""<div class="header"><a href="/">爱宠之家</a>{nav([("/", "首页"), ("/daily", "待领养"), ("/story", "领养故事"), ("/juanzeng", "爱心捐赠"), ("/zhiyuan", "志愿者招募")])}</div>
<div class="main"><h1>待领养 - 编号{pid}</h1><p class="meta">阅读数 {reads}</p>
<div class="pet"><img src="/pics/{pid}.jpg" alt="{name}"><p>名字：{name}<br>品种：{breed}<br>性别：{sex}<br>年龄：{age}<br>绝育：{neut}<br>疫苗：{vac}</p><p>性格：{desc}</p></div>
{AC_NOTE}
<p><a href="/apply?id={pid}">我要领养</a></p></div>
<div class="footer">爱宠之家流浪动物救助站</div>"""
    return zdoc(f"待领养 - 编号{pid}_爱宠之家", body)


@scen("zh_pet_adoption", "标题只差编号；br分隔的资料和一句性格；长领养须知；两只田园犬只差名字、性别和半句；阅读数变化的副本")
def b_pets():
    u = "https://lingyang.aichong.example/daily/"
    reads = [862, 540, 1204, 377, 291, 455]
    pages = [P(f"{u}{p[0]}.html", ac_page(p, r), p[0]) for p, r in zip(PETS, reads)]
    pages.append(P(f"{u}{PETS[4][0]}.html?from=singlemessage", ac_page(PETS[4], 318), PETS[4][0]))
    return pages


# ---------------------------------------------------------------- 33. 馆藏文物 (GBK)

LS_COPY = """<div class="copyright"><p>版权声明：本网站所载馆藏文物图片及文字资料版权归岚山博物馆所有，仅供浏览和学习研究。未经书面许可，任何单位和个人不得以复制、转载、镜像等方式用于商业用途。</p>
<p>如需使用高清图片用于出版、展览或教学，请向本馆藏品部提出申请，经审核同意后签订使用协议。</p>
<p>本馆藏品信息正在陆续整理公布中，部分数据可能与最新研究成果不符，欢迎专家学者和社会公众批评指正。联系电话：0553-388 6600</p></div>"""

RELICS = [
    ("LS0123", "青釉刻花莲瓣纹碗", "北宋", "瓷", "高7.2厘米，口径15.6厘米", "二级", "1983年城关镇窑址出土"),
    ("LS0124", "青釉刻花莲瓣纹碗", "北宋", "瓷", "高6.8厘米，口径15.1厘米", "三级", "1983年城关镇窑址出土"),
    ("LS0310", "铜镜（海兽葡萄纹）", "唐", "铜", "直径12.4厘米", "一级", "1991年征集"),
    ("LS0457", "“岚山县正堂”木匾", "清", "木", "长186厘米，宽62厘米", "三级", "2006年社会捐赠"),
    ("LS0588", "石刻造像残件", "北魏", "石", "高34厘米", "二级", "1975年白马寺旧址采集"),
]


def ls_page(r):
    rid, name, era, mat, size, grade, src = r
    body = f"""<div id="top">岚山博物馆</div>
{nav([("/", "首页"), ("/zhanlan", "展览"), ("/dacang", "典藏"), ("/xuanjiao", "社教活动"), ("/canguan", "参观指南")], "menu")}
<div id="main"><div class="pos">您的位置：首页 &gt; 典藏 &gt; 馆藏精品</div>
<h1>{name}</h1>
<table class="wenwu"><tr><td>藏品编号</td><td>{rid}</td></tr><tr><td>年代</td><td>{era}</td></tr><tr><td>质地</td><td>{mat}</td></tr><tr><td>尺寸</td><td>{size}</td></tr><tr><td>级别</td><td>{grade}</td></tr><tr><td>来源</td><td>{src}</td></tr></table>
<p class="dy"><a href="/dacang/{rid}/print.html">打印</a></p></div>
<div id="foot">{LS_COPY}<p>岚山博物馆　地址：岚山县文化路12号</p></div>"""
    return zdoc(f"{name}_岚山博物馆", body)


def ls_print(r):
    rid, name, era, mat, size, grade, src = r
    body = f"""<h1>{name}</h1>
<table class="wenwu"><tr><td>藏品编号</td><td>{rid}</td></tr><tr><td>年代</td><td>{era}</td></tr><tr><td>质地</td><td>{mat}</td></tr><tr><td>尺寸</td><td>{size}</td></tr><tr><td>级别</td><td>{grade}</td></tr><tr><td>来源</td><td>{src}</td></tr></table>
<p>岚山博物馆　打印自馆藏文物数据库</p>"""
    return zdoc(f"{name}_岚山博物馆", body)


@scen("zh_museum_relics_gbk", "GBK；六行表格；页脚版权声明；两只同名青釉碗标题相同，只差编号、尺寸和级别；打印版副本")
def b_relics():
    u = "https://www.lanshanbowuguan.example/dacang/"
    pages = [P(f"{u}{r[0]}.html", ls_page(r), r[0], "gbk") for r in RELICS]
    pages.append(P(f"{u}{RELICS[2][0]}/print.html", ls_print(RELICS[2]), RELICS[2][0], "gbk"))
    return pages


# ---------------------------------------------------------------- 34. 供水水质公示

SW_EXPLAIN = """<div class="sm"><h3>指标说明</h3>
<p>浑浊度：反映水中悬浮物含量，国家标准限值为1 NTU，本公司内控标准为0.3 NTU。</p>
<p>游离余氯：保证管网输送过程中持续消毒的指标，出厂水应不低于0.3 mg/L且不高于2 mg/L，管网末梢水不低于0.05 mg/L。</p>
<p>pH值：国家标准为6.5-8.5。菌落总数：限值为100 CFU/mL；总大肠菌群、耐热大肠菌群均不得检出。</p>
<p>以上数据为本公司水质检测中心按《生活饮用水卫生标准》（GB 5749）每月检测的结果平均值，每月10日前公布上月数据。如对水质有疑问，请拨打供水服务热线96xxx。</p></div>"""

WATER = [
    ("beijiao-2024-01", "北郊水厂", "2024年1月", "0.12", "0.68", "7.42", "2"),
    ("beijiao-2024-02", "北郊水厂", "2024年2月", "0.10", "0.71", "7.38", "1"),
    ("beijiao-2024-03", "北郊水厂", "2024年3月", "0.15", "0.66", "7.45", "3"),
    ("nanhu-2024-01", "南湖水厂", "2024年1月", "0.18", "0.59", "7.51", "4"),
    ("nanhu-2024-02", "南湖水厂", "2024年2月", "0.14", "0.62", "7.49", "2"),
    ("xishan-2024-02", "西山水厂", "2024年2月", "0.08", "0.74", "7.30", "未检出"),
]


def sw_page(w):
    key, plant, month, turb, cl, ph, cfu = w
    body = f"""<div class="hd"><a href="/">城市水务集团</a>{nav([("/", "首页"), ("/gongshui", "供水服务"), ("/shuizhi", "水质公示"), ("/tingshui", "停水公告"), ("/jiaofei", "网上缴费")])}</div>
<div class="bd"><h1>出厂水水质公示</h1><p class="sub">{plant}　{month}</p>
<table class="sz"><tr><th>指标</th><th>检测值</th><th>标准限值</th></tr><tr><td>浑浊度（NTU）</td><td>{turb}</td><td>1</td></tr><tr><td>游离余氯（mg/L）</td><td>{cl}</td><td>0.3-2</td></tr><tr><td>pH</td><td>{ph}</td><td>6.5-8.5</td></tr><tr><td>菌落总数（CFU/mL）</td><td>{cfu}</td><td>100</td></tr><tr><td>总大肠菌群</td><td>未检出</td><td>不得检出</td></tr></table>
<p>结论：符合《生活饮用水卫生标准》。</p>
{SW_EXPLAIN}</div>
<div class="ft">城市水务集团有限公司</div>"""
    return zdoc("水质公示_城市水务集团", body)


@scen("zh_water_quality", "标题和h1通用；同一水厂逐月只差月份和四个数字；指标说明比表格长")
def b_water():
    u = "https://www.cityshuiwu.example/shuizhi/"
    return [P(u + w[0], sw_page(w), w[0]) for w in WATER]


# ---------------------------------------------------------------- 35. 水电缴费网点

HY_PAY = """<div class="fs"><p><b>缴费方式说明</b></p>
<p>除营业厅和代收网点外，您还可以通过以下方式缴纳电费：“恒源电力”App或微信公众号在线缴费；银行代扣（需携带户号和银行卡到开户行签约）；支付宝生活缴费。线上缴费实时到账，代收网点缴费一般在两小时内到账。</p>
<p>代收网点只办理现金及扫码缴费业务，不办理开户、过户、增容等业务，如需办理请前往供电营业厅。缴费时请核对户号和户名，缴费后请索要并保存收据。</p>
<p>欠费停电的用户缴清电费后，系统将在24小时内自动复电。</p></div>"""

PAYPOINTS = [
    ("8801", "城东供电营业厅", "城东区人民路102号", "周一至周日 8:30-17:30", "电费缴纳、开户、过户、增容、发票打印"),
    ("8812", "惠民超市（胜利路店）代收点", "城东区胜利路45号", "每天 8:00-21:00", "电费、水费现金缴纳"),
    ("8813", "惠民超市（建设路店）代收点", "城东区建设路230号", "每天 8:00-21:00", "电费、水费现金缴纳"),
    ("8830", "邮政储蓄银行城南支行", "城南区解放路17号", "周一至周五 9:00-17:00", "电费代收、代扣签约"),
    ("8845", "青云社区便民服务站", "城西区青云街3号", "周一至周六 9:00-18:00", "电费、水费、燃气费缴纳"),
]


def hyp_page(p):
    pid, name, addr, hours, biz = p
    body = f"""<div class="top"><a href="/">恒源电力</a> <a href="/">首页</a> <a href="/fuwu">办电服务</a> <a href="/jiaofei">缴费网点</a> <a href="/tingdian">停电公告</a></div>
<div class="mid"><p class="wd-name">{name}</p>
<p>地址：{addr}<br>营业时间：{hours}<br>业务范围：{biz}</p>
{HY_PAY}</div>
<div class="btm">恒源电力有限公司　服务热线95598</div>"""
    return zdoc("缴费网点", body)


@scen("zh_payment_points", "无标题；三行br信息；缴费方式说明更长；同一超市两家分店只差店名和门牌")
def b_paypoints():
    u = "https://jiaofei.hengyuan-power.example/wangdian/"
    return [P(u + p[0], hyp_page(p), p[0]) for p in PAYPOINTS]


# ---------------------------------------------------------------- 36. 志愿服务项目

BJ_NOTE = """<div class="notice"><h3>志愿者须知</h3>
<p>一、报名参加志愿服务项目须先在“滨江志愿”平台完成实名注册，未满18周岁的志愿者须由监护人陪同或出具书面同意书。</p>
<p>二、请按项目要求准时到岗签到，服务结束后签退，服务时长由项目负责人在三个工作日内审核录入。无故缺席两次以上的，将暂停报名资格三个月。</p>
<p>三、服务期间请佩戴志愿者标识，遵守服务单位的规章制度，尊重服务对象隐私，不得索取或收受任何财物。</p>
<p>四、平台为在册志愿者统一购买志愿服务意外保险。如遇恶劣天气，项目可能延期或取消，请留意平台通知。</p>
<p>滨江区志愿者联合会　咨询电话：0571-8770 1234</p></div>"""

PROJECTS = [
    ("P240301", "社区图书室整理", "3月23日 9:00-11:30", "长河街道社区图书室", "6", "王老师 137****1001"),
    ("P240302", "社区图书室整理", "3月30日 9:00-11:30", "长河街道社区图书室", "6", "王老师 137****1001"),
    ("P240305", "江边垃圾清捡", "3月24日 8:00-10:00", "滨江公园二号码头", "20", "李队长 139****2288"),
    ("P240311", "敬老院陪伴", "3月31日 14:00-16:30", "浦沿街道敬老院", "8", "陈社工 135****6620"),
    ("P240318", "地铁站文明引导", "4月6日 7:30-9:30", "地铁江陵路站", "10", "赵站长 136****3345"),
]


def bj_page(p, views):
    pid, name, when, where, need, contact = p
    body = f"""<header><a href="/">滨江志愿</a>{nav([("/", "首页"), ("/xiangmu", "项目招募"), ("/zuzhi", "志愿组织"), ("/shichang", "时长查询"), ("/my", "个人中心")])}</header>
<main><h1>项目详情</h1><p class="pv">浏览 {views}</p>
<h2>{name}</h2>
{ul_kv([("项目编号", pid), ("服务时间", when), ("服务地点", where), ("招募人数", need + "人"), ("联系人", contact)])}
<p><a class="btn" href="/xiangmu/{pid}/baoming">我要报名</a></p>
{BJ_NOTE}</main>
<footer>滨江区志愿者联合会 主办</footer>"""
    return zdoc("项目详情_滨江志愿", body)


@scen("zh_volunteer_projects", "标题和h1通用，项目名在h2；五项li；长志愿者须知；每周重复的项目只差编号和日期；浏览数变化的副本")
def b_volunteer():
    u = "https://zyz.binjiang.example/xiangmu/"
    views = [215, 98, 430, 167, 122]
    pages = [P(u + p[0], bj_page(p, v), p[0]) for p, v in zip(PROJECTS, views)]
    pages.append(P(u + PROJECTS[2][0] + "?source=share", bj_page(PROJECTS[2], 436), PROJECTS[2][0]))
    return pages


def scenarios():
    return built(SC)
