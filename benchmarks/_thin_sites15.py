# ruff: noqa: E501
"""Thin pages of 36 more made-up sites (English and Chinese, some GBK), written by a fifteenth false-drop hunt (a helper), blind to every rule of the plugin; each scenario is one host's pages, labelled with their content: pages with one content label are true copies (print versions, mobile m. hosts, AMP paths, tracking and session query parameters, /index.html suffixes, changed view counters and "generated at" times, reordered sidebars, added cookie banners, other breadcrumbs, other related-items boxes, changed live-status boxes); different labels are documents a reader would call different.
Site kinds: typewriter serial numbers, post box collection times, coin mintages, level crossings, beer festival cask list, pedigree cattle herd book, electricity substations, turret clocks, roadside milestones, ferry timetables, camera lenses, dinghy handicap numbers, borehole logs, beach huts, cheese register, hallmark date letters, amateur radio callsigns, cave survey, 农家书屋, 林木采伐许可, 取水许可 (GBK), 传统村落, 上网服务营业场所, 种畜禽生产经营许可, 兽药批准文号 (GBK), 中小学教材目录, 大型仪器共享, 公证机构, 粮食收购备案 (GBK), 导游证查询, 校外培训机构, 瓶装燃气供应站, 航标, 古籍普查登记, 烟花爆竹零售点, 社会组织登记."""

from __future__ import annotations

from benchmarks._thin_site_kit import P, built, dl_kv, doc, nav, scenario_registry, table_kv, ul_kv

SC, scen = scenario_registry()


def _q(url, query):
    """``url`` with ``query`` appended as (more) query parameters."""
    return url + ("&" if "?" in url else "?") + query


def _m(url):
    """The same path on the site's m. host."""
    return url.replace("://www.", "://m.", 1)


def _lis(items, cls="list"):
    return f'<ul class="{cls}">' + "".join(f"<li>{t}</li>" for t in items) + "</ul>"


def _links(items, cls="links"):
    return f'<ul class="{cls}">' + "".join(f'<li><a href="{h}">{t}</a></li>' for h, t in items) + "</ul>"


def _rows(head, rows, cls="grid"):
    th = "".join(f"<th>{h}</th>" for h in head)
    trs = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
    return f'<table class="{cls}"><thead><tr>{th}</tr></thead><tbody>{trs}</tbody></table>'


COOKIE_EN = (
    '<div class="cookie-notice" role="dialog" aria-label="Cookie consent"><p>We use a small number of '
    "cookies to remember your settings and to count visits anonymously. You can accept all cookies or keep "
    'only the essential ones.</p><button type="button">Accept all</button> <button type="button">Essential only</button></div>'
)

COOKIE_ZH = (
    '<div class="cookie-tip"><p>本网站使用必要的 Cookie 以保障页面正常访问，并通过匿名统计改进服务。'
    '继续浏览即表示您同意我们按照隐私政策使用 Cookie。</p><a href="#" class="ok">我知道了</a></div>'
)


# ---------------------------------------------------------------- English sites


@scen("typewriter_serials", "serial-range pages of one typewriter model and a sister model")
def typewriter_serials():
    host = "https://www.typewriter-serials.org.uk"
    makers = [("/maker/adler", "Adler"), ("/maker/bar-let", "Bar-Let"), ("/maker/brother", "Brother"), ("/maker/erika", "Erika"),
              ("/maker/hermes", "Hermes"), ("/maker/imperial", "Imperial"), ("/maker/olivetti", "Olivetti"), ("/maker/olympia", "Olympia"),
              ("/maker/remington", "Remington"), ("/maker/royal", "Royal"), ("/maker/smith-corona", "Smith-Corona"), ("/maker/underwood", "Underwood")]
    about = (
        '<section class="about"><h2>About the register</h2>'
        "<p>The Typewriter Serials register has been compiled since 2004 by a small group of collectors and repairers who "
        "photograph the serial number stamped on the frame of every machine that passes through their hands. Most makers "
        "kept ledgers that were lost during the war or thrown out when the factories closed, so the ranges shown here are "
        "reconstructed from dated machines: a typewriter with its original sales receipt, a guarantee card or a dealer's "
        "stamp gives us a fixed point, and the ranges between fixed points are filled in by interpolation.</p>"
        "<p>Treat every year as approximate. A machine stamped late in one year was often sold in the next, and export "
        "models were sometimes numbered in a separate block. If your serial number falls near the edge of a range, the "
        "earlier year is usually the safer guess for the date of manufacture.</p>"
        "<p>You can help: send us a clear photograph of the serial number, the model name on the paper table and, if you "
        "have it, any paperwork that dates the machine. Every confirmed machine narrows the ranges for everyone.</p></section>"
    )
    side = (
        '<aside class="submit"><h3>Add your machine</h3><p>Found a serial number that does not fit? Use the submission form. '
        "We check each entry by hand, so please allow two weeks before it appears in the tables.</p>"
        '<a class="button" href="/submit">Submit a serial number</a></aside>'
    )
    foot = (
        '<footer><p>Typewriter Serials is a volunteer project and is not connected with any manufacturer. Names of makers and '
        "models are used for identification only.</p><p>Contributors this year: A. Marsh, B. Okafor, C. Lindqvist, D. Ferris, "
        'E. Takahashi, F. Doyle, G. Brandt.</p><p><a href="/privacy">Privacy</a> · <a href="/contact">Contact</a> · '
        '<a href="/sitemap">Site map</a></p></footer>'
    )

    def page(path, model, year, first, last, plant, remark, *, url=None, printv=False, counter=412, banner=False):
        rows = [("Model", model), ("Year", year), ("First serial", first), ("Last serial", last), ("Factory", plant)]
        rec = f'<h1>{model} serial numbers</h1>{table_kv(rows, "serials")}<p class="remark">{remark}</p>'
        seen = f'<p class="seen">Looked up {counter} times this month</p>'
        if printv:
            body = f'<main class="print">{rec}</main><p>Printed from typewriter-serials.org.uk</p>'
        else:
            body = (f'{COOKIE_EN if banner else ""}<header><a href="/">Typewriter Serials</a></header>{nav(makers, "makers")}'
                    f"<main>{rec}{seen}</main>{side}{about}{foot}")
        return P(url or host + path, doc(f"{model} serial numbers | Typewriter Serials", body), f"tw-{path.rsplit('/', 1)[-1]}")

    a = ("/olympia/sm3/1955", "Olympia SM3", "1955", "320001", "384000", "Wilhelmshaven", "Segmented shift key introduced part way through this range.")
    b = ("/olympia/sm3/1956", "Olympia SM3", "1956", "384001", "452000", "Wilhelmshaven", "Two-tone grey paint is usual; green machines were for export.")
    c = ("/olympia/sm3/1957", "Olympia SM3", "1957", "452001", "521000", "Wilhelmshaven", "Final year before the SM4 took over the catalogue.")
    d = ("/olympia/sm4/1957", "Olympia SM4", "1957", "500001", "540000", "Wilhelmshaven", "Overlaps with late SM3 numbers; check the model badge.")
    e = ("/olympia/sm4/1958", "Olympia SM4", "1958", "540001", "612000", "Wilhelmshaven", "Segmented shift key introduced part way through this range.")
    return [
        page(*a),
        page(*a, url=host + "/olympia/sm3/1955?print=1", printv=True),
        page(*a, url=host + "/olympia/sm3/1955?utm_source=forum&utm_medium=post", counter=415),
        page(*b),
        page(*b, url=_m(host) + "/olympia/sm3/1956", banner=True, counter=97),
        page(*c),
        page(*d),
        page(*d, url=host + "/olympia/sm4/1957/", counter=430),
        page(*e),
    ]


@scen("post_box_collections", "post box pages of one town, refs and last-collection times differ")
def post_box_collections():
    host = "https://www.postboxfinder.co.uk"
    crumbs_a = '<ol class="crumbs"><li><a href="/">Home</a></li><li><a href="/scotland">Scotland</a></li><li><a href="/scotland/perth">Perth</a></li></ol>'
    crumbs_b = '<ol class="crumbs"><li><a href="/">Home</a></li><li><a href="/postcode/PH1">PH1</a></li></ol>'
    info = (
        '<div class="help"><h2>About collection times</h2><p>Collection times are the latest time that mail posted in the box '
        "will be collected on that day. Boxes are often emptied earlier than the time shown, so please post at least fifteen "
        "minutes before. On public holidays most boxes have no collection at all, or a single collection at the Saturday time.</p>"
        "<p>Times are copied from the plate on the front of each box by our volunteers and from the published list. If a plate "
        "shows a different time from ours, the plate is correct: tell us and we will fix the record.</p>"
        "<h2>Box types</h2><p>Pillar boxes stand on their own; wall boxes are set into a wall or gate pier; lamp boxes are "
        "small boxes fixed to a post. The royal cipher on the door tells you the reign in which the box was made, which is "
        "why some streets have boxes from four different reigns.</p></div>"
    )
    foot = (
        '<footer class="site"><div><h4>Postbox Finder</h4><p>An independent directory. We are not the postal operator and '
        'cannot trace lost mail.</p></div><div><h4>Links</h4><ul><li><a href="/about">About</a></li><li><a href="/volunteer">Volunteer</a>'
        '</li><li><a href="/api">Data for developers</a></li><li><a href="/terms">Terms</a></li></ul></div></footer>'
    )

    def page(ref, where, kind, wk, sat, *, url=None, near=("PH1 12", "PH1 31", "PH1 7"), crumbs=crumbs_a, upd="2 days ago"):
        card = dl_kv([("Box number", ref), ("Location", where), ("Type", kind), ("Mon–Fri", wk), ("Saturday", sat)], "box")
        nearby = '<aside class="near"><h3>Nearby boxes</h3>' + _links([(f"/box/{n.replace(' ', '-')}", n) for n in near]) + "</aside>"
        body = (f'<header><a class="logo" href="/">Postbox Finder</a><form action="/search"><input name="q" placeholder="Postcode"></form></header>'
                f'{crumbs}<main><h1>Post box {ref}</h1>{card}<p class="upd">Record checked {upd}</p></main>{nearby}{info}{foot}')
        slug = ref.replace(" ", "-")
        return P(url or f"{host}/box/{slug}", doc(f"Post box {ref} – Postbox Finder", body), f"pb-{slug}")

    r1 = ("PH1 24", "South Street, outside no. 88", "Pillar, EIIR", "17:30", "12:00")
    r2 = ("PH1 25", "South Street, at County Place", "Pillar, EIIR", "17:30", "11:45")
    r3 = ("PH1 26", "South Street, at Princes Street", "Wall, GR", "17:15", "11:45")
    r4 = ("PH1 42", "Tay Street, by the library", "Pillar, VR", "18:30", "12:00")
    r5 = ("PH2 24", "South Street, outside no. 88", "Lamp, EIIR", "17:30", "12:00")
    return [
        page(*r1),
        page(*r1, url=f"{host}/box/PH1-24?utm_source=newsletter", near=("PH1 7", "PH1 25", "PH1 31"), upd="3 days ago"),
        page(*r1, url=f"{_m(host)}/box/PH1-24", crumbs=crumbs_b),
        page(*r2),
        page(*r3),
        page(*r3, url=f"{host}/box/PH1-26?sid=8f21c0a4", near=("PH1 25", "PH1 27")),
        page(*r4),
        page(*r5),
    ]


@scen("coin_mintages", "mintage pages of one denomination, one page per year")
def coin_mintages():
    host = "https://www.coinmintages.net"
    years = [(f"/penny/{y}", str(y)) for y in range(1953, 1968)]
    guide = (
        '<section class="guide"><h2>Reading the mintage figures</h2><p>Mintage is the number of coins struck for circulation in '
        "a calendar year, as reported by the mint in its annual report. Proof coins and specimen sets are listed separately. "
        "A high mintage does not make a coin worthless, and a low one does not make it rare: what matters to collectors is how "
        "many survive in good condition, and that depends on how long the coin stayed in circulation.</p>"
        "<h2>Grading in brief</h2><p>Fine coins show wear on all high points but the legend is clear. Very fine coins show "
        "light wear only. Extremely fine coins show the faintest rubbing. Uncirculated coins have no wear at all, though they "
        "may have bag marks from the mint. Lustre, the original shine, matters a great deal for bronze.</p>"
        "<p>Prices below are a guide to what dealers ask, not what they pay. Auction results vary widely.</p></section>"
    )
    foot = '<footer><p>Coin Mintages · figures from published mint reports · prices reviewed each spring</p><p><a href="/about">About</a> | <a href="/sources">Sources</a> | <a href="/contact">Contact</a></p></footer>'

    def page(year, mint, rows, note, *, url=None, amp=False, years_nav=True, price_date="March"):
        tbl = _rows(["Variety", "Fine", "VF", "EF", "UNC"], rows, "prices")
        rec = f"<h1>Penny {year}</h1><p>Mintage: <b>{mint}</b></p>{tbl}<p>{note}</p><p class='when'>Prices as of {price_date}</p>"
        yn = f'<nav class="years">{_links(years, "yrs")}</nav>' if years_nav else ""
        head = f'<link rel="canonical" href="{host}/penny/{year}">' if amp else ""
        body = f'<header><h2 class="brand">Coin Mintages</h2></header>{yn}<article>{rec}</article>{guide}{foot}'
        return P(url or f"{host}/penny/{year}", doc("Penny mintage and values", body, head=head), f"coin-{year}")

    y60 = ("1960", "48,483,600", [("Standard", "£0.10", "£0.20", "£0.80", "£3"), ("Proof", "—", "—", "—", "£8")], "Bronze, Britannia seated, lighthouse to the left.")
    y61 = ("1961", "143,293,200", [("Standard", "£0.10", "£0.20", "£0.50", "£2"), ("Proof", "—", "—", "—", "£8")], "Bronze, Britannia seated, lighthouse to the left.")
    y62 = ("1962", "183,182,600", [("Standard", "£0.10", "£0.20", "£0.50", "£2"), ("Proof", "—", "—", "—", "£7")], "Bronze, Britannia seated, lighthouse to the left.")
    y54 = ("1954", "1 known outside museums", [("Standard", "—", "—", "—", "on request")], "Bronze, Britannia seated, lighthouse to the left.")
    y63 = ("1963", "195,640,800", [("Standard", "£0.10", "£0.20", "£0.50", "£2"), ("Proof", "—", "—", "—", "£7")], "Bronze, Britannia seated, lighthouse to the left.")
    return [
        page(*y60),
        page(*y60, url=f"{host}/amp/penny/1960", amp=True, years_nav=False),
        page(*y61),
        page(*y61, url=f"{host}/penny/1961?ref=ebay", price_date="March"),
        page(*y62),
        page(*y62, url=f"{host}/penny/1962/index.html"),
        page(*y54),
        page(*y63),
    ]


@scen("level_crossings", "level crossing records on one line, codes and mileages differ")
def level_crossings():
    host = "https://www.crossingsregister.uk"
    safety = (
        '<div class="safety"><h2>Using a level crossing safely</h2><p>Stop, look and listen. Never cross when the lights are '
        "flashing or the alarm is sounding, even if you cannot see a train: a second train may be coming from the other "
        "direction. At crossings with telephones, call the signaller before crossing with a slow vehicle, a large group or "
        "animals, and call again once you are clear.</p><p>If your vehicle breaks down on the crossing, get everyone out, "
        "move well away and use the telephone to tell the signaller at once. Do not try to push the vehicle clear.</p>"
        "<h3>Crossing types</h3><p>AHB: automatic half barrier. ABCL: automatic barrier locally monitored. MCB-CCTV: manually "
        "controlled barriers watched on camera. UWC: user-worked crossing with gates. FP: footpath crossing with stiles or "
        "wicket gates.</p></div>"
    )
    foot = '<footer><small>Crossings Register — records compiled from public sources by enthusiasts; not an official safety document.</small><br><a href="/about">About</a> <a href="/data">Open data</a> <a href="/contact">Contact</a></footer>'
    lines = nav([("/lines/ecm1", "ECM1"), ("/lines/ecm2", "ECM2"), ("/lines/hgl", "HGL"), ("/lines/shl", "SHL"), ("/lines/lec1", "LEC1")], "lines")

    def page(name, elr, miles, kind, speed, tracks, *, url=None, session=None, mobile=False):
        lines_p = f"<p class='rec'>Crossing: {name}<br>ELR: {elr}<br>Mileage: {miles}<br>Type: {kind}<br>Line speed: {speed}<br>Tracks: {tracks}</p>"
        slug = name.lower().replace(" ", "-")
        body = f'<header><a href="/">Crossings Register</a></header>{"" if mobile else lines}<main><h1>{name}</h1>{lines_p}</main>{safety}{foot}'
        u = url or f"{host}/crossing/{slug}"
        if session:
            u = _q(u, f"session={session}")
        return P(u, doc(f"{name} level crossing", body), f"lc-{slug}")

    a = ("Low Field", "ECM2", "17m 44ch", "UWC", "100 mph", "2")
    b = ("Low Fold", "ECM2", "18m 06ch", "UWC", "100 mph", "2")
    c = ("Mill Lane", "ECM2", "19m 71ch", "AHB", "90 mph", "2")
    d = ("Mill Road", "ECM2", "21m 02ch", "MCB-CCTV", "90 mph", "2")
    e = ("Church Walk", "ECM2", "21m 40ch", "FP", "90 mph", "2")
    return [
        page(*a),
        page(*a, session="a81c22"),
        page(*b),
        page(*b, url=f"{_m(host)}/crossing/low-fold", mobile=True),
        page(*c),
        page(*d),
        page(*d, session="ff0912"),
        page(*e),
    ]


@scen("beer_festival_casks", "beer festival cask list: one page per beer, live pouring status changes")
def beer_festival_casks():
    host = "https://www.tynebeerfest.org"
    bars = [("/bars/north", "North Bar"), ("/bars/river", "River Bar"), ("/bars/cider", "Cider & Perry"), ("/bars/foreign", "World Beer"), ("/bars/keg", "Keg Wall")]
    info = (
        '<section class="visit"><h2>Visiting the festival</h2><p>The festival runs from Wednesday to Saturday in the Exhibition '
        "Hall. Entry is by ticket at busy sessions and on the door otherwise. Your entry includes a festival glass, which you "
        "may keep or return for a refund of the deposit at the glass stall by the main door.</p><p>Beers are served in thirds, "
        "halves and pints. Prices are shown on the boards at each bar. Card payment is accepted everywhere; the token system "
        "has been retired.</p><p>Please drink responsibly. Free water is available at every bar and soft drinks are on sale at "
        "the food court. Staff will refuse service to anyone who appears to be drunk.</p><h2>Volunteering</h2><p>Every person "
        "behind the bars is an unpaid volunteer. If you would like to help next year, sign up at the membership stand.</p></section>"
    )
    foot = '<footer><p>Tyne Beer Festival is organised by volunteers of the local branch. Beer list subject to change.</p></footer>'

    def page(slug, brewery, beer, abv, style, bar, note, *, status="Pouring", url=None, bar_order=None, print_v=False):
        live = f'<div class="live"><span class="dot"></span> Status: {status}</div>'
        card = (f'<div class="beer-card"><h1>{beer}</h1><div class="brewery">{brewery}</div><div class="meta">'
                f'<span class="abv">{abv}</span> <span class="style">{style}</span> <span class="bar">{bar}</span></div>'
                f'<p class="tasting">{note}</p>{live}</div>')
        if print_v:
            return P(url, doc(f"{beer} – {brewery}", card), f"beer-{slug}")
        bn = nav(bar_order or bars, "bars")
        body = f'<header><h2>Tyne Beer Festival</h2>{bn}</header><main>{card}</main>{info}{foot}'
        return P(url or f"{host}/beer/{slug}", doc(f"{beer} – {brewery} | Tyne Beer Festival", body), f"beer-{slug}")

    a = ("high-level-ipa-45", "Ouseburn Brewing", "High Level IPA", "4.5%", "Pale ale", "River Bar", "Citrus hops on a light biscuit malt.")
    b = ("high-level-ipa-58", "Ouseburn Brewing", "High Level IPA (strong)", "5.8%", "IPA", "River Bar", "Citrus hops on a light biscuit malt.")
    c = ("swing-bridge-stout", "Ouseburn Brewing", "Swing Bridge Stout", "4.5%", "Stout", "River Bar", "Roast coffee and dark chocolate, dry finish.")
    d = ("swing-bridge-porter", "Ouseburn Brewing", "Swing Bridge Porter", "4.8%", "Porter", "North Bar", "Roast coffee and dark chocolate, dry finish.")
    e = ("quayside-mild", "Quayside Ales", "Quayside Mild", "3.4%", "Dark mild", "North Bar", "Soft toffee malt, very easy drinking.")
    return [
        page(*a),
        page(*a, status="Low – last few pints", url=f"{host}/beer/high-level-ipa-45?from=list"),
        page(*b),
        page(*c, status="Coming soon"),
        page(*c, status="Pouring", bar_order=list(reversed(bars)), url=f"{host}/beer/swing-bridge-stout?bar=river"),
        page(*c, url=f"{host}/beer/swing-bridge-stout/print", print_v=True),
        page(*d),
        page(*e, status="Sold out"),
        page(*e, status="Sold out", url=f"{_m(host)}/beer/quayside-mild"),
    ]


@scen("herd_book", "pedigree cattle herd book entries, siblings share sire and dam")
def herd_book():
    host = "https://www.dexterherdbook.org.uk"
    intro = (
        '<div class="society"><h2>The herd book</h2><p>The society has kept a herd book since 1900. Every registered animal '
        "has a unique registration number, a herd prefix that identifies the breeder, and a recorded sire and dam. Calves "
        "must be registered within twelve months of birth and must be tagged and recorded with the national cattle tracing "
        "service before registration.</p><p>The online herd book shows the animal's name, sex, date of birth, colour, "
        "horn status and three generations of pedigree. Show results and classification scores are shown for members only.</p>"
        "<p>Errors in a pedigree can be corrected only by the society office on written request from the breeder. Please "
        "include the registration number and copies of any supporting documents.</p>"
        '<h2>Membership</h2><p>Full members may register animals and vote at the annual meeting. Associate membership is open '
        "to anyone with an interest in the breed.</p></div>"
    )
    foot = '<footer><p>Dexter Cattle Society · registered charity · office open Tuesday to Thursday</p><p><a href="/members">Members area</a> · <a href="/privacy">Privacy</a></p></footer>'

    def ped(sire, dam, ss, sd, ds, dd):
        return (f'<table class="pedigree"><tr><td rowspan="2">Sire: {sire}</td><td>{ss}</td></tr><tr><td>{sd}</td></tr>'
                f'<tr><td rowspan="2">Dam: {dam}</td><td>{ds}</td></tr><tr><td>{dd}</td></tr></table>')

    def page(reg, name, sex, dob, colour, *, url=None, print_v=False):
        facts = ul_kv([("Reg. no.", reg), ("Sex", sex), ("Born", dob), ("Colour", colour), ("Horns", "Horned")], "animal")
        p = ped("Fellside Brigadier", "Fellside Clover 9th", "Woodmanton Monarch", "Fellside Bluebell", "Ravenwood Duke", "Fellside Clover 4th")
        rec = f"<h1>{name}</h1>{facts}{p}"
        if print_v:
            body = f"<main>{rec}</main>"
        else:
            body = f'<header><a href="/">Dexter Cattle Society</a> <a href="/herdbook">Herd book</a> <a href="/shows">Shows</a> <a href="/sales">Sales</a></header><main>{rec}</main>{intro}{foot}'
        return P(url or f"{host}/herdbook/animal/{reg}", doc(f"Herd book – {name}", body), f"hb-{reg}")

    a = ("F41207", "Fellside Clover 12th", "Female", "14 April 2021", "Black")
    b = ("F41208", "Fellside Clover 13th", "Female", "2 May 2022", "Black")
    c = ("M41209", "Fellside Colonel", "Male", "2 May 2022", "Black")
    d = ("F41310", "Fellside Clover 14th", "Female", "21 March 2023", "Red")
    e = ("F41311", "Fellside Clover 15th", "Female", "21 March 2023", "Black")
    return [
        page(*a),
        page(*a, url=f"{host}/herdbook/animal/F41207/index.html"),
        page(*b),
        page(*b, url=f"{host}/herdbook/animal/F41208?format=print", print_v=True),
        page(*c),
        page(*d),
        page(*e),
        page(*e, url=f"{host}/herdbook/animal/F41311?back=search&q=clover"),
    ]


@scen("substations", "primary substation capacity pages with JSON-LD and visible text")
def substations():
    host = "https://www.gridcapacitymap.co.uk"
    explain = (
        '<section class="explain"><h2>What the figures mean</h2><p>Firm capacity is the load a substation can carry with its '
        "largest transformer out of service. Demand headroom is firm capacity minus the highest load recorded last winter. "
        "Generation headroom is an estimate of how much new generation could connect without reinforcement, taking account "
        "of fault level and reverse power flow limits.</p><p>These figures are indicative. They change as new connections are "
        "accepted and as the network is reconfigured, and they do not reserve capacity for anyone. A formal connection offer "
        "is the only way to confirm what is available at a particular site.</p><p>Colours on the map: green means headroom above "
        "five megawatts, amber between one and five, red below one megawatt or constrained by an upstream fault level limit.</p>"
        "<h2>Before you apply</h2><p>Check the nearest two or three substations: a site may be fed from more than one. Budget "
        "estimates are free for schemes under one megawatt.</p></section>"
    )
    foot = '<footer><p>Grid Capacity Map is published by the distribution network operator under its licence obligations. Data refreshed weekly.</p><p><a href="/terms">Terms of use</a> · <a href="/accessibility">Accessibility</a></p></footer>'

    def page(code, name, volts, firm, demand, gen, *, url=None, generated="2024-05-06 04:00", extra_q=None):
        ld = ('<script type="application/ld+json">{"@context":"https://schema.org","@type":"Place","name":"' + name +
              ' Primary","identifier":"' + code + '","additionalProperty":[{"name":"voltage","value":"' + volts +
              '"},{"name":"firmCapacityMVA","value":"' + firm + '"}]}</script>')
        vis = (f'<div class="sub"><h1>{name} Primary</h1><p>Site code {code} · {volts}</p>'
               f'<div class="figs"><div><span>Firm capacity</span><b>{firm} MVA</b></div><div><span>Demand headroom</span><b>{demand} MVA</b></div>'
               f'<div><span>Generation headroom</span><b>{gen} MW</b></div></div></div>')
        body = (f'<header><a href="/">Grid Capacity Map</a><nav><a href="/map">Map</a> <a href="/list">List</a> <a href="/apply">Apply</a></nav></header>'
                f'<main>{vis}<p class="gen">Generated {generated}</p></main>{explain}{foot}')
        u = url or f"{host}/substation/{code}"
        if extra_q:
            u = _q(u, extra_q)
        return P(u, doc("Substation capacity | Grid Capacity Map", body, head=ld), f"sub-{code}")

    a = ("7104", "Hexham", "33/11kV", "24", "3.1", "0.8")
    b = ("7105", "Hexham West", "33/11kV", "24", "5.6", "0.8")
    c = ("7106", "Corbridge", "33/11kV", "15", "3.1", "2.2")
    d = ("7107", "Haltwhistle", "66/11kV", "15", "4.0", "0.4")
    e = ("7210", "Prudhoe", "33/11kV", "30", "7.9", "5.1")
    return [
        page(*a),
        page(*a, generated="2024-05-13 04:00", url=f"{host}/substation/7104/"),
        page(*b),
        page(*c),
        page(*c, extra_q="layer=demand&zoom=12"),
        page(*d),
        page(*e),
        page(*e, extra_q="utm_campaign=connections-week", generated="2024-05-07 04:00"),
    ]


@scen("turret_clocks", "turret clock survey records of one county")
def turret_clocks():
    host = "https://www.turretclocksurvey.org"
    crumbs1 = '<p class="bc"><a href="/">Survey</a> › <a href="/county/suffolk">Suffolk</a> › Record</p>'
    crumbs2 = '<p class="bc"><a href="/">Survey</a> › <a href="/maker/thwaites-reed">Thwaites &amp; Reed</a> › Record</p>'
    about = (
        '<div class="project"><h2>The survey</h2><p>The Turret Clock Survey records public clocks in church towers, town halls, '
        "stables, schools and factories. Volunteers visit each clock, photograph the movement and the dials, and note the "
        "maker's name, the frame type, the escapement and the way the clock is wound. Many movements have been converted to "
        "electric winding or replaced altogether, and the survey tries to record what was there before.</p><p>Access to clock "
        "rooms is by arrangement with the churchwardens or owners only. Ladders and bell chambers can be dangerous; never "
        "climb a tower on your own and never enter a bell chamber while the bells are up.</p><p>If you look after a turret "
        "clock and would like advice on maintenance, our regional advisers can put you in touch with a specialist.</p></div>"
    )
    foot = '<footer>Turret Clock Survey · recording public clocks since 1979 · <a href="/contact">contact the recorder</a></footer>'

    def page(rid, place, maker, year, frame, dials, strikes, *, url=None, crumbs=crumbs1, banner=False):
        dlrec = dl_kv([("Maker", maker), ("Date", year), ("Frame", frame), ("Dials", dials), ("Strikes", strikes)], "clock")
        body = f'{COOKIE_EN if banner else ""}<header><b>Turret Clock Survey</b></header>{crumbs}<article><h1>{place}</h1>{dlrec}<p>Record {rid}</p></article>{about}{foot}'
        return P(url or f"{host}/record/{rid}", doc(f"{place} – turret clock", body), f"tc-{rid}")

    a = ("SK0412", "St Mary, Bungay", "Thwaites & Reed", "1848", "Flatbed", "2", "Hours")
    b = ("SK0413", "St Mary, Beccles", "Thwaites & Reed", "1848", "Flatbed", "3", "Hours")
    c = ("SK0414", "St Mary, Bungay", "Smith of Derby", "1926", "Flatbed", "2", "Hours and quarters")
    d = ("SK0415", "Town Hall, Beccles", "Thwaites & Reed", "1852", "Birdcage", "1", "None")
    e = ("SK0501", "Holy Trinity, Blythburgh", "Unknown", "c.1700", "Birdcage", "1", "Hours")
    return [
        page(*a),
        page(*a, crumbs=crumbs2, banner=True, url=f"{host}/record/SK0412?via=maker"),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/record/SK0414?ref=map"),
        page(*d),
        page(*e),
    ] + [page(*e, url=f"{host}/record/SK0501/index.html", banner=True)]


@scen("roadside_milestones", "milestone records with inscriptions on one turnpike road")
def roadside_milestones():
    host = "https://www.milestonesociety.info"
    text = (
        '<div class="soc"><h2>Why milestones matter</h2><p>Most of the milestones beside our roads were set up by turnpike '
        "trusts in the eighteenth and nineteenth centuries, when the law required distances to be marked so that coaches "
        "could keep to time and charges could be set fairly. Many were buried, defaced or removed in 1940 so that they "
        "could not help an invading army, and not all were put back.</p><p>Each record below gives the inscription as it can "
        "be read today, the position and the condition of the stone or casting. Please report damage, and never attempt to "
        "clean or paint a milestone without permission from the highway authority: many are listed structures.</p>"
        "<p>Society members adopt stones near where they live and check them every year. Adopters receive a short guide to "
        "recording and a form for reporting changes.</p></div>"
    )
    foot = '<footer><p>The Milestone Society · recording and protecting roadside heritage</p></footer>'

    def page(rid, road, lines, grid, cond, *, url=None, views=88):
        ins = "<blockquote class='ins'>" + "<br>".join(lines) + "</blockquote>"
        rec = f"<h1>Milestone {rid}</h1><p>{road}</p>{ins}<p>Grid reference {grid}. Condition: {cond}.</p>"
        body = f'<header><a href="/">Milestone Society</a> · <a href="/database">Database</a> · <a href="/adopt">Adopt a stone</a></header><main>{rec}<p class="views">{views} views</p></main>{text}{foot}'
        return P(url or f"{host}/db/{rid}", doc(f"Milestone {rid}", body), f"ms-{rid}")

    a = ("NY_KWSB04", "Kendal to Sedbergh turnpike, A684", ["SEDBERGH", "6", "KENDAL", "4"], "SD 5903 9267", "good")
    b = ("NY_KWSB05", "Kendal to Sedbergh turnpike, A684", ["SEDBERGH", "5", "KENDAL", "5"], "SD 6040 9251", "good")
    c = ("NY_KWSB06", "Kendal to Sedbergh turnpike, A684", ["SEDBERGH", "4", "KENDAL", "6"], "SD 6171 9233", "face worn")
    d = ("NY_KWSB07", "Kendal to Sedbergh turnpike, A684", ["SEDBERGH", "3", "KENDAL", "7"], "SD 6308 9219", "missing since 2011")
    e = ("NY_KWSB08", "Kendal to Sedbergh turnpike, A684", ["SEDBERGH", "2", "KENDAL", "8"], "SD 6437 9198", "good")
    return [
        page(*a),
        page(*a, url=f"{_m(host)}/db/NY_KWSB04", views=91),
        page(*b),
        page(*c),
        page(*c, views=120, url=f"{host}/db/NY_KWSB06?page=1"),
        page(*d),
        page(*e),
        page(*e, url=f"{host}/db/NY_KWSB08?fbclid=IwAR0x7"),
    ]


@scen("ferry_timetables", "one ferry route's timetables for seasons and days, few cells differ")
def ferry_timetables():
    host = "https://www.islandferries.scot"
    routes = [("/route/oban-craignure", "Oban – Craignure"), ("/route/oban-lismore", "Oban – Lismore"), ("/route/tobermory-kilchoan", "Tobermory – Kilchoan"),
              ("/route/fionnphort-iona", "Fionnphort – Iona"), ("/route/lochaline-fishnish", "Lochaline – Fishnish")]
    notes = (
        '<section class="notes"><h2>Travel information</h2><p>Please arrive at least thirty minutes before departure with a '
        "vehicle and ten minutes before as a foot passenger. Check-in closes ten minutes before sailing. Vehicles that arrive "
        "after check-in has closed may not be carried even if space is available.</p><p>Booking is strongly advised for "
        "vehicles between May and September. Foot passengers and bicycles do not need to book. Dogs are welcome in the "
        "designated lounge and on the open deck.</p><p>Timetables may change at short notice because of weather or technical "
        "problems. Always check the service status before you travel, and sign up for text alerts for your route.</p></section>"
    )
    foot = '<footer><p>Island Ferries · timetables are published for information and may be varied</p><p><a href="/tickets">Tickets</a> · <a href="/accessibility">Accessibility</a> · <a href="/contact">Contact</a></p></footer>'

    def page(slug, period, day, times, *, status="Sailing as scheduled", url=None, amp=False, rts=routes):
        tbl = _rows(["Depart Oban", "Arrive Craignure", "Depart Craignure", "Arrive Oban"], times, "tt")
        st = f'<div class="status">Service status: {status}</div>'
        rec = f"<h1>Oban – Craignure</h1><h2>{period}, {day}</h2>{tbl}"
        head = f'<link rel="canonical" href="{host}/timetable/{slug}">' if amp else ""
        body = f'<header><a href="/">Island Ferries</a></header>{nav(rts, "routes")}<main>{st}{rec}</main>{notes}{foot}'
        return P(url or f"{host}/timetable/{slug}", doc("Oban – Craignure timetable | Island Ferries", body, head=head), f"ft-{slug}")

    wk = [("07:45", "08:31", "08:55", "09:41"), ("10:00", "10:46", "11:00", "11:46"), ("12:00", "12:46", "13:05", "13:51"), ("16:00", "16:46", "17:00", "17:46")]
    sat = wk[:3] + [("17:00", "17:46", "18:00", "18:46")]
    sun = [("09:00", "09:46", "10:00", "10:46")] + wk[2:]
    win = [("07:45", "08:31", "08:55", "09:41"), ("12:00", "12:46", "13:05", "13:51"), ("16:00", "16:46", "17:00", "17:46")]
    return [
        page("summer-mon-fri", "Summer 2024", "Monday to Friday", wk),
        page("summer-mon-fri", "Summer 2024", "Monday to Friday", wk, status="Disruption possible: high winds forecast", rts=list(reversed(routes)), url=f"{host}/timetable/summer-mon-fri?date=2024-07-15"),
        page("summer-sat", "Summer 2024", "Saturday", sat),
        page("summer-sun", "Summer 2024", "Sunday", sun),
        page("summer-sun", "Summer 2024", "Sunday", sun, url=f"{host}/amp/timetable/summer-sun", amp=True),
        page("winter-mon-fri", "Winter 2024/25", "Monday to Friday", win),
        page("winter-sat", "Winter 2024/25", "Saturday", win[:2]),
        page("winter-sat", "Winter 2024/25", "Saturday", win[:2], url=f"{host}/timetable/winter-sat?utm_source=sms"),
    ]


@scen("camera_lenses", "lens database entries of one mount, close focal lengths and apertures")
def camera_lenses():
    host = "https://www.lensregistry.net"
    mounts = [("/mount/m42", "M42"), ("/mount/pk", "Pentax K"), ("/mount/fd", "Canon FD"), ("/mount/ai", "Nikon F"), ("/mount/om", "Olympus OM"), ("/mount/md", "Minolta MD")]
    blurb = (
        '<section class="blurb"><h2>Using vintage lenses</h2><p>Most manual-focus lenses from the film era can be used on '
        "modern mirrorless cameras with a simple adapter, because the mirrorless flange distance is shorter than that of the "
        "old reflex cameras. The adapter holds the lens at the right distance so that it focuses to infinity. Aperture is set "
        "on the lens ring; metering works in aperture-priority mode.</p><p>When buying a used lens, check for haze, fungus and "
        "separation by shining a torch through it from the back. Oily aperture blades are common and can be cleaned, but "
        "fungus that has etched the coating cannot. Stiff focus usually means dried grease and is fixable.</p><p>Dimensions "
        "and weights in this registry are measured without caps. Element counts come from the maker's brochures.</p></section>"
    )
    foot = '<footer>Lens Registry · independent database · no affiliation with any manufacturer · <a href="/about">about</a></footer>'

    def page(slug, name, focal, ap, eg, filt, weight, *, url=None, amp=False, related=("SMC Pentax-M 28mm f/2.8", "SMC Pentax-M 50mm f/1.7")):
        spec = ul_kv([("Focal length", focal), ("Maximum aperture", ap), ("Elements / groups", eg), ("Filter", filt), ("Weight", weight)], "spec")
        rel = '<aside><h3>Also in this mount</h3>' + _lis(related) + "</aside>"
        head = f'<link rel="canonical" href="{host}/lens/{slug}">' if amp else ""
        body = f'<header><a href="/">Lens Registry</a>{nav(mounts, "mounts")}</header><main><h1>{name}</h1>{spec}</main>{rel}{blurb}{foot}'
        return P(url or f"{host}/lens/{slug}", doc(f"{name} | Lens Registry", body, head=head), f"lens-{slug}")

    a = ("pentax-m-35-2", "SMC Pentax-M 35mm f/2", "35 mm", "f/2", "7 / 7", "49 mm", "175 g")
    b = ("pentax-m-35-28", "SMC Pentax-M 35mm f/2.8", "35 mm", "f/2.8", "6 / 6", "49 mm", "160 g")
    c = ("pentax-a-35-2", "SMC Pentax-A 35mm f/2", "35 mm", "f/2", "7 / 7", "49 mm", "185 g")
    d = ("pentax-m-40-28", "SMC Pentax-M 40mm f/2.8", "40 mm", "f/2.8", "5 / 4", "49 mm", "110 g")
    e = ("pentax-m-28-35", "SMC Pentax-M 28mm f/3.5", "28 mm", "f/3.5", "7 / 7", "49 mm", "156 g")
    return [
        page(*a),
        page(*a, url=f"{host}/amp/lens/pentax-m-35-2", amp=True),
        page(*b),
        page(*b, url=f"{host}/lens/pentax-m-35-28?utm_source=reddit&utm_medium=social", related=("SMC Pentax-M 135mm f/3.5", "SMC Pentax-M 50mm f/1.4")),
        page(*c),
        page(*d),
        page(*e),
        page("pentax-m-35-2-black", "SMC Pentax-M 35mm f/2 (late black)", "35 mm", "f/2", "7 / 7", "49 mm", "170 g"),
        page(*e, url=f"{host}/lens/pentax-m-28-35?src=compare"),
    ]


@scen("dinghy_handicaps", "handicap number pages of dinghy classes, one figure each")
def dinghy_handicaps():
    host = "https://www.yardstick-numbers.org.uk"
    expl = (
        '<div class="expl"><h2>How handicap racing works</h2><p>Each class of dinghy has a handicap number that reflects how fast '
        "it sails on average. A boat's corrected time is its elapsed time multiplied by one thousand and divided by its "
        "handicap number, so a faster boat with a lower number must finish further ahead to win. Numbers are reviewed each "
        "year from the returns that clubs send in, which is why clubs are asked to submit every handicap race they sail.</p>"
        "<p>Numbers marked provisional are based on too few races to be reliable. Numbers for experimental classes are set "
        "by the committee from the design and adjusted as results come in.</p><p>Clubs may set their own local numbers when "
        "their water or conditions differ a lot from the average; local numbers should be published on the club notice "
        "board before the first race of the series.</p></div>"
    )
    foot = '<footer><p>Handicap numbers are published for club racing and may be freely copied with acknowledgement.</p></footer>'

    def page(slug, cls, pn, crew, rig, races, *, url=None, sortq=None, print_v=False):
        tbl = _rows(["Class", "Number", "Crew", "Rig", "Races in return"], [(cls, pn, crew, rig, races)], "pn")
        main = f"<main><h1>{cls}</h1>{tbl}</main>"
        body = main if print_v else f'<header><a href="/">Yardstick Numbers</a> <a href="/list">All classes</a> <a href="/returns">Submit returns</a></header>{main}{expl}{foot}'
        u = url or f"{host}/class/{slug}"
        if sortq:
            u = _q(u, sortq)
        return P(u, doc("Handicap number", body), f"pn-{slug}")

    a = ("laser", "ILCA 7 (Laser)", "1100", "1", "Una", "6,214")
    b = ("laser-radial", "ILCA 6 (Laser Radial)", "1147", "1", "Una", "5,090")
    c = ("laser-4-7", "ILCA 4 (Laser 4.7)", "1208", "1", "Una", "1,322")
    d = ("rs-aero-7", "RS Aero 7", "1065", "1", "Una", "2,441")
    e = ("rs-aero-9", "RS Aero 9", "1014", "1", "Una", "803")
    return [
        page(*a),
        page(*a, sortq="sort=number&dir=asc"),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/class/laser-4-7/print", print_v=True),
        page(*d),
        page(*e),
        page(*e, sortq="sort=class"),
    ]


@scen("borehole_logs", "borehole logs of one site investigation, strata tables share most rows")
def borehole_logs():
    host = "https://www.geo-records.org.uk"
    side_a = [("/search", "Search records"), ("/map", "Map viewer"), ("/submit", "Deposit a log"), ("/help/codes", "Lithology codes"), ("/help/licence", "Licence")]
    disclaimer = (
        '<section class="disc"><h2>Using these records</h2><p>Borehole logs are deposited by drilling contractors, consultants '
        "and landowners. They are made available as deposited and have not been checked. Depths are in metres below ground "
        "level at the time of drilling; the ground level itself may have changed since. Descriptions follow the standard "
        "current at the time of the investigation, which may differ from today's practice.</p><p>Some records are held in "
        "confidence for a period at the depositor's request and appear only as a location. Water strikes are recorded where "
        "the driller noted them; the absence of a strike does not mean that no water was present.</p><p>You may copy these "
        "records for research and design, acknowledging the source. Commercial redistribution requires a licence.</p></section>"
    )
    foot = '<footer>Geo Records · national archive of deposited ground investigation data</footer>'

    base = [("0.00–0.30", "Topsoil: dark brown sandy clay with roots"), ("0.30–1.80", "Firm brown slightly sandy CLAY"), ("1.80–4.50", "Stiff grey mottled brown CLAY with occasional gravel"),
            ("4.50–7.20", "Very stiff dark grey CLAY (London Clay)")]

    def page(bh, ref, depth, rows, water, *, url=None, side=side_a):
        tbl = _rows(["Depth (m)", "Description"], rows, "strata")
        rec = f"<h1>Borehole {bh}</h1><p>Investigation {ref} · final depth {depth} m · water: {water}</p>{tbl}"
        body = f'<header><a href="/">Geo Records</a></header><aside>{_links(side, "tools")}</aside><main>{rec}</main>{disclaimer}{foot}'
        return P(url or f"{host}/borehole/{ref}/{bh}", doc(f"Borehole {bh} – Geo Records", body), f"bh-{ref}-{bh}")

    bh1 = ("BH1", "GI-22-0417", "7.20", base, "none")
    bh2 = ("BH2", "GI-22-0417", "7.20", base[:2] + [("1.80–4.20", "Stiff grey mottled brown CLAY with occasional gravel"), ("4.20–7.20", "Very stiff dark grey CLAY (London Clay)")], "none")
    bh3 = ("BH3", "GI-22-0417", "10.00", base + [("7.20–10.00", "Very stiff dark grey fissured CLAY (London Clay)")], "seepage at 2.10 m")
    bh4 = ("BH4", "GI-22-0417", "4.50", [("0.00–0.60", "Made ground: brick and concrete fragments in sandy clay")] + base[1:3], "none")
    wsa = ("WS1", "GI-22-0417", "3.00", base[:2] + [("1.80–3.00", "Stiff grey mottled brown CLAY with occasional gravel")], "none")
    return [
        page(*bh1),
        page(*bh1, url=f"{host}/borehole/GI-22-0417/BH1/index.html", side=list(reversed(side_a))),
        page(*bh2),
        page(*bh3),
        page(*bh3, url=f"{host}/borehole/GI-22-0417/BH3?session=QX81Z"),
        page(*bh4),
        page(*wsa),
        page("BH2A", "GI-22-0417", "7.20", base, "none"),
    ]


@scen("beach_huts", "council beach hut pages in one row, numbers and status differ")
def beach_huts():
    host = "https://www.seafrontservices.gov.uk"
    rules = (
        '<div class="rules"><h2>Beach hut licence conditions</h2><ol><li>Huts may be used between 7am and 11pm. Overnight '
        "sleeping is not permitted.</li><li>Licence holders must keep their hut in good repair and painted in the approved "
        "colours for the row.</li><li>No gas appliances or open flames may be used inside a hut. Small camping stoves may be "
        "used outside on the promenade with care.</li><li>Huts may be sub-let for no more than twelve weeks a year and only "
        "through the council's approved scheme.</li><li>The licence fee is payable in advance by 1 April. Licences are not "
        "transferable except to a spouse or civil partner.</li></ol><p>The waiting list is open to residents and non-residents. "
        "Residents pay the lower fee shown.</p></div>"
    )
    foot = '<footer><p>Seafront Services · Tendring District Council · Town Hall, Clacton-on-Sea</p><p><a href="/contact">Contact us</a> | <a href="/privacy">Privacy notice</a> | <a href="/cookies">Cookies</a></p></footer>'

    def page(no, row, size, status, fee, *, url=None, sid=None, banner=False):
        grid = (f'<div class="hut-grid"><div class="cell"><span>Hut</span><b>{no}</b></div><div class="cell"><span>Row</span><b>{row}</b></div>'
                f'<div class="cell"><span>Size</span><b>{size}</b></div><div class="cell"><span>Status</span><b>{status}</b></div>'
                f'<div class="cell"><span>Annual fee (resident)</span><b>{fee}</b></div></div>')
        body = f'{COOKIE_EN if banner else ""}<header><a href="/">Seafront Services</a></header><main><h1>Beach hut details</h1>{grid}</main>{rules}{foot}'
        u = url or f"{host}/beach-huts/{row.lower().replace(' ', '-')}/{no}"
        if sid:
            u = _q(u, f"ASP.NET_SessionId={sid}")
        return P(u, doc("Beach hut details", body), f"hut-{row}-{no}")

    a = ("114", "Martello Bay", "2.4 × 2.4 m", "Licensed", "£612")
    b = ("115", "Martello Bay", "2.4 × 2.4 m", "Licensed", "£612")
    c = ("116", "Martello Bay", "2.4 × 2.4 m", "Available – apply now", "£612")
    d = ("117", "Martello Bay", "3.0 × 2.4 m", "Licensed", "£744")
    e = ("114", "West Cliff", "2.4 × 2.4 m", "Licensed", "£540")
    return [
        page(*a),
        page(*a, sid="k3jv0a2x"),
        page(*b),
        page(*c),
        page(*c, url=f"{_m(host)}/beach-huts/martello-bay/116", banner=True),
        page(*d),
        page(*e),
        page(*e, url=f"{host}/beach-huts/west-cliff/114/"),
    ]


@scen("cheese_register", "regional cheese register, cheeses from one dairy differ in a few facts")
def cheese_register():
    host = "https://www.britishcheeseregister.org"
    feature = (
        '<section class="feature"><h2>About the register</h2><p>The register lists cheeses made in Britain and Ireland by '
        "farmhouse and small creamery makers. Each entry is written from information supplied by the maker and checked at "
        "our annual tasting days. We record the milk, whether it is pasteurised, the rennet, the rind and the typical age at "
        "sale, so that shoppers with dietary needs can choose with confidence.</p><p>Inclusion is free. We do not accept "
        "advertising and we do not rank cheeses: awards are listed only where the maker asks us to.</p><h2>Storing cheese</h2>"
        "<p>Wrap hard cheese in waxed paper, not cling film, and keep it in the salad drawer of the fridge. Take it out an "
        "hour before serving. Soft cheeses are best eaten within a few days of cutting.</p></section>"
    )
    foot = '<footer><p>British Cheese Register · a not-for-profit guide</p></footer>'

    def page(slug, name, milk, rind, age, veg, *, url=None, related=("Lincolnshire Poacher", "Sparkenhoe Red Leicester"), print_v=False):
        rec = f"<h1>{name}</h1><p>Made by Hollins Farm Dairy, Cheshire.</p>" + dl_kv([("Milk", milk), ("Rind", rind), ("Age at sale", age), ("Rennet", veg)], "cheese")
        side = '<aside class="rel"><h3>You might also like</h3>' + _lis(related) + "</aside>"
        body = f"<main>{rec}</main>" if print_v else f'<header><a href="/">British Cheese Register</a> <a href="/regions">Regions</a> <a href="/makers">Makers</a></header><main>{rec}</main>{side}{feature}{foot}'
        return P(url or f"{host}/cheese/{slug}", doc(f"{name} | British Cheese Register", body), f"ch-{slug}")

    a = ("hollins-cheshire", "Hollins Cheshire", "Cow, unpasteurised", "Cloth-bound", "3–6 months", "Animal")
    b = ("hollins-cheshire-mature", "Hollins Cheshire Mature", "Cow, unpasteurised", "Cloth-bound", "9–12 months", "Animal")
    c = ("hollins-cheshire-veg", "Hollins Cheshire (vegetarian)", "Cow, pasteurised", "Cloth-bound", "3–6 months", "Vegetarian")
    d = ("hollins-blue", "Hollins Blue", "Cow, pasteurised", "Natural", "10 weeks", "Vegetarian")
    e = ("hollins-goat", "Hollins Goat", "Goat, pasteurised", "Natural", "10 weeks", "Vegetarian")
    return [
        page(*a),
        page(*a, related=("Appleby's Cheshire", "Kirkham's Lancashire"), url=f"{_m(host)}/cheese/hollins-cheshire"),
        page(*b),
        page(*b, url=f"{host}/cheese/hollins-cheshire-mature?print", print_v=True),
        page(*c),
        page(*d),
        page(*e),
        page("hollins-cheshire-smoked", "Hollins Cheshire Smoked", "Cow, unpasteurised", "Cloth-bound", "3–6 months", "Animal"),
    ]


@scen("hallmark_date_letters", "one assay office's date-letter pages, one year each")
def hallmark_date_letters():
    host = "https://www.hallmarkguide.co.uk"
    cycles = [("/london/1896-1915", "1896–1915"), ("/london/1916-1935", "1916–1935"), ("/london/1936-1955", "1936–1955"), ("/london/1956-1974", "1956–1974")]
    guide = (
        '<section class="how"><h2>How to read a hallmark</h2><p>A full British hallmark has up to four parts: the sponsor\'s '
        "mark, usually the initials of the maker or retailer; the standard mark, showing the fineness of the metal; the assay "
        "office mark, showing where it was tested; and the date letter, showing the year of testing. Date letters run in "
        "cycles of twenty or twenty-five letters, and each cycle uses a different font and shield shape so that the same "
        "letter in two cycles can be told apart.</p><p>The London date letter changed each May until 1975, so a letter covers "
        "parts of two calendar years. Since 1999 the date letter has been optional.</p><p>Use a loupe of at least ten times "
        "magnification and compare the shape of the shield, not just the letter.</p></section>"
    )
    foot = '<footer>Hallmark Guide · reference pages for collectors and dealers · images drawn by the author</footer>'

    def page(year, letter, shield, *, url=None, amp=False, views=2310):
        fig = f'<figure class="mark"><img src="/img/london/{year}.png" alt="London date letter {letter}"><figcaption>London, {year}: {letter} in {shield}</figcaption></figure>'
        rec = f"<h1>London date letter</h1>{fig}<p class='views'>{views} views</p>"
        head = f'<link rel="canonical" href="{host}/london/{year}">' if amp else ""
        body = f'<header><a href="/">Hallmark Guide</a></header><nav>{_links(cycles, "cycles")}</nav><main>{rec}</main>{guide}{foot}'
        return P(url or f"{host}/london/{year}", doc("London date letter | Hallmark Guide", body, head=head), f"hm-{year}")

    return [
        page("1923-24", "h", "a shield with a pointed base"),
        page("1923-24", "h", "a shield with a pointed base", url=f"{host}/amp/london/1923-24", amp=True, views=2311),
        page("1924-25", "i", "a shield with a pointed base"),
        page("1925-26", "k", "a shield with a pointed base"),
        page("1925-26", "k", "a shield with a pointed base", views=2407, url=f"{host}/london/1925-26?ref=pinterest"),
        page("1943-44", "h", "a shield with a flat top and indented corners"),
        page("1903-04", "h", "a shield with cusped corners"),
        page("1926-27", "l", "a shield with a pointed base"),
    ]


@scen("ham_callsigns", "amateur radio callsign lookups, monospace record block")
def ham_callsigns():
    host = "https://www.callbook.radio"
    about = (
        '<div class="about"><h2>About the callbook</h2><p>This callbook lists amateur radio stations whose operators have '
        "chosen to publish their details. A callsign is issued with a licence and stays with the holder for life unless the "
        "licence is surrendered or revoked. The prefix shows the country and, in some countries, the region; the suffix is "
        "personal. Foundation, intermediate and full licences carry different power limits and band permissions.</p><p>Locators "
        "are Maidenhead grid squares, accurate to about five kilometres at six characters. Town names are shown only when the "
        "holder has agreed. Postal addresses are never shown; QSL cards can be sent through the bureau.</p><p>To correct an "
        "entry, log in with your callsign and confirm the change by email.</p></div>"
    )
    foot = '<footer><p>Callbook Radio · free lookups · supported by donations</p></footer>'

    def page(call, name, lic, loc, town, *, url=None, gen="12:04 UTC", banner=False):
        pre = f'<pre class="rec">Callsign : {call}\nName     : {name}\nLicence  : {lic}\nLocator  : {loc}\nQTH      : {town}</pre>'
        body = (f'{COOKIE_EN if banner else ""}<header><form action="/lookup"><input name="call" value=""><button>Look up</button></form></header>'
                f'<main><h1>{call}</h1>{pre}<p class="gen">Page generated {gen}</p></main>{about}{foot}')
        return P(url or f"{host}/call/{call}", doc(f"{call} – Callbook", body), f"call-{call}")

    a = ("M0XKT", "K. Thornton", "Full", "IO83qm", "Bolton")
    b = ("M0XKU", "K. Thornton", "Full", "IO83qm", "Bolton")
    c = ("M7XKT", "K. Thornton", "Foundation", "IO83qm", "Bolton")
    d = ("2E0XKT", "J. Ward", "Intermediate", "IO83pn", "Horwich")
    e = ("M0XKV", "P. Iqbal", "Full", "IO83ql", "Bolton")
    return [
        page(*a),
        page(*a, gen="18:40 UTC", banner=True, url=f"{host}/call/m0xkt"),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url=f"{host}/call/2E0XKT?src=cluster"),
        page(*e),
        page(*c, url=f"{host}/call/M7XKT?format=mobile", gen="07:55 UTC"),
    ]


@scen("cave_survey", "cave registry entries of one limestone valley")
def cave_survey():
    host = "https://www.caveregistry.org.uk"
    cons = (
        '<section class="conserve"><h2>Caving responsibly</h2><p>Many caves in this registry are on private land or within '
        "sites of special scientific interest. Access arrangements differ from cave to cave: some need a permit from a "
        "controlling club, some are gated and locked, and some are closed during the bat hibernation season from October to "
        "April. Always check before you go.</p><p>Tell someone on the surface where you are going and when you expect to be "
        "out. Do not touch formations, and keep to marked routes where they exist. Take all rubbish out with you, including "
        "spent carbide and food waste.</p><p>Lengths and depths are from the latest survey deposited with the registry. "
        "Grades follow the usual five-point scale.</p></section>"
    )
    foot = '<footer><p>Cave Registry · compiled by the regional caving council · surveys © their authors</p></footer>'

    def page(slug, name, length, depth, grid, grade, access, *, url=None, print_v=False, ref=None):
        sec = (f'<section class="entry"><h1>{name}</h1><h2>Dimensions</h2><p>Length {length} m, depth {depth} m.</p>'
               f'<h2>Entrance</h2><p>{grid}</p><h2>Grade</h2><p>{grade}</p><h2>Access</h2><p>{access}</p></section>')
        body = sec if print_v else f'<header><a href="/">Cave Registry</a> · <a href="/areas">Areas</a> · <a href="/access">Access</a></header><main>{sec}</main>{cons}{foot}'
        u = url or f"{host}/cave/{slug}"
        if ref:
            u = _q(u, f"ref={ref}")
        return P(u, doc(f"{name} – Cave Registry", body), f"cave-{slug}")

    a = ("long-kin-west", "Long Kin West", "610", "92", "SD 7602 7314", "IV", "Free access; pitches need ladder or rope.")
    b = ("long-kin-east", "Long Kin East", "340", "81", "SD 7618 7310", "IV", "Free access; pitches need ladder or rope.")
    c = ("rift-pot", "Rift Pot", "1,250", "105", "SD 7641 7296", "IV", "Permit from the controlling club.")
    d = ("juniper-gulf", "Juniper Gulf", "560", "128", "SD 7654 7331", "V", "Free access; pitches need ladder or rope.")
    e = ("jib-tunnel", "Jib Tunnel", "210", "41", "SD 7681 7322", "III", "Free access; pitches need ladder or rope.")
    return [
        page(*a),
        page(*a, url=f"{host}/cave/long-kin-west/print", print_v=True),
        page(*b),
        page(*c),
        page(*c, ref="ukcaving"),
        page(*d),
        page(*e),
        page(*e, url=f"{host}/cave/jib-tunnel/index.html"),
    ]


# ---------------------------------------------------------------- Chinese sites


@scen("zh_nongjia_shuwu", "县文旅局农家书屋名录，各村书屋只差数字和村名")
def zh_nongjia_shuwu():
    host = "https://www.lqxwl.gov.cn"
    top = ('<div class="top"><span>临泉县文化旅游体育局</span><a href="/">首页</a><a href="/zwgk/">政务公开</a><a href="/whfw/">公共文化</a>'
           '<a href="/lyfw/">旅游服务</a><a href="/tyfw/">全民健身</a><a href="/hdjl/">互动交流</a></div>')
    intro = (
        '<div class="col-intro"><h3>农家书屋工程简介</h3><p>农家书屋是为满足农民文化需要，在行政村建立的、农民自己管理的、'
        '能提供农民实用的书报刊和音像电子产品阅读视听条件的公益性文化服务设施。我县农家书屋已实现行政村全覆盖，'
        '每个书屋配备图书不少于一千五百册、报刊不少于十种、电子音像制品不少于一百种，并逐年补充更新。</p>'
        '<p>书屋日常管理由村（社区）确定专人负责，实行登记借阅、定时开放。县文化旅游体育局会同乡镇综合文化站'
        '每年开展一次书屋运行情况检查，检查结果纳入乡镇公共文化服务考核。群众对书屋开放和借阅有意见建议的，'
        '可拨打县公共文化服务热线或通过本网站“互动交流”栏目反映。</p>'
        '<p>欢迎社会各界通过捐赠图书、志愿服务等方式参与农家书屋建设，共同营造爱读书、读好书的乡村氛围。</p></div>'
    )
    foot = ('<div class="foot"><p>主办：临泉县文化旅游体育局　承办：临泉县文化旅游体育局办公室</p>'
            '<p>地址：临泉县城关街道文化路18号　电话：0558-6512318</p>'
            '<p>网站标识码：3412210041　皖ICP备05001234号　皖公网安备34122102000123号</p></div>')

    def page(nid, name, town, books, mags, av, hours, keeper, *, url=None, views=136, printv=False):
        rec = (f'<h1>{name}</h1><table class="info"><tr><td>所在乡镇</td><td>{town}</td><td>藏书（册）</td><td>{books}</td></tr>'
               f'<tr><td>报刊（种）</td><td>{mags}</td><td>电子音像（种）</td><td>{av}</td></tr>'
               f'<tr><td>开放时间</td><td colspan="3">{hours}</td></tr><tr><td>管理员</td><td colspan="3">{keeper}</td></tr></table>')
        if printv:
            body = f'<div class="print">{rec}</div><p><a href="javascript:window.print()">打印</a>　<a href="javascript:window.close()">关闭</a></p>'
        else:
            body = (f'{top}<div class="pos">当前位置：<a href="/">首页</a> &gt; <a href="/whfw/">公共文化</a> &gt; <a href="/whfw/njsw/">农家书屋</a></div>'
                    f'<div class="main">{rec}<p class="meta">浏览次数：{views}　发布时间：2024-03-18</p></div>{intro}{foot}')
        return P(url or f"{host}/whfw/njsw/{nid}.html", doc(f"{name}_临泉县文化旅游体育局", body, lang="zh-CN"), f"sw-{nid}")

    a = ("20240318001", "杨桥镇王庄村农家书屋", "杨桥镇", "1860", "12", "120", "每周二、四、六 8:30-11:30", "王**")
    b = ("20240318002", "杨桥镇王寨村农家书屋", "杨桥镇", "1720", "12", "120", "每周二、四、六 8:30-11:30", "王**")
    c = ("20240318003", "杨桥镇李庄村农家书屋", "杨桥镇", "2105", "15", "130", "每周二、四、六 8:30-11:30", "李**")
    d = ("20240318004", "鲖城镇王庄村农家书屋", "鲖城镇", "1860", "10", "100", "每周一、三、五 14:30-17:30", "张**")
    e = ("20240318005", "鲖城镇曹集村农家书屋", "鲖城镇", "1540", "10", "100", "每周一、三、五 14:30-17:30", "曹**")
    return [
        page(*a),
        page(*a, views=151, url=f"{host}/whfw/njsw/20240318001.html?wxfrom=5&isappinstalled=0"),
        page(*a, url=f"{host}/whfw/njsw/20240318001.html?print=1", printv=True),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url=f"{host}/whfw/njsw/20240318004.html?from=timeline", views=88),
        page(*e),
    ]


@scen("zh_linmu_caifa", "林业局林木采伐许可公示，同一村不同小班")
def zh_linmu_caifa():
    host = "https://www.slxly.gov.cn"
    menu = nav([("/", "网站首页"), ("/xxgk/", "信息公开"), ("/bsfw/", "办事服务"), ("/lyzy/", "林业资源"), ("/slfh/", "森林防火"), ("/gzcy/", "公众参与")], "menu")
    notice = (
        '<div class="gsxz"><h3>公示说明</h3><p>根据《中华人民共和国森林法》及其实施条例有关规定，现将我局核发的林木采伐许可证'
        '有关信息予以公示。公示期为七个工作日，公示期间如有异议，请以书面形式向松溪县林业局资源管理股反映，'
        '反映问题应实事求是，并提供联系方式，以便调查核实。</p><p>林木采伐应严格按照许可证规定的地点、树种、面积、'
        '蓄积、方式和期限进行，采伐作业结束后应在规定时间内完成更新造林。擅自超范围采伐或无证采伐的，'
        '依法予以查处。</p><p>联系电话：0599-2332106　监督电话：0599-2332110</p></div>'
    )
    foot = ('<div id="footer"><p>版权所有：松溪县林业局　主办单位：松溪县林业局　技术支持：松溪县融媒体中心</p>'
            '<p>网站标识码：3507240012　闽ICP备12003456号-1</p></div>')

    def page(no, who, place, tree, way, area, vol, term, *, url=None, side=None):
        tbl = table_kv([("许可证编号", no), ("申请人", who), ("采伐地点", place), ("树种", tree), ("采伐方式", way),
                        ("面积（公顷）", area), ("蓄积（立方米）", vol), ("采伐期限", term)], "gs")
        sd = side or [("/xxgk/tzgg/", "通知公告"), ("/xxgk/cfgs/", "采伐公示"), ("/xxgk/zcfg/", "政策法规")]
        body = (f'<div class="head"><img src="/images/logo.png" alt="松溪县林业局"></div>{menu}<div class="wz">您现在的位置：首页 &gt; 信息公开 &gt; 采伐公示</div>'
                f'<div class="left">{_links(sd, "sub")}</div><div class="right"><h2>林木采伐许可证公示</h2>{tbl}</div>{notice}{foot}')
        return P(url or f"{host}/xxgk/cfgs/{no[-4:]}.htm", doc("林木采伐许可证公示", body, lang="zh-CN"), f"cf-{no[-4:]}")

    a = ("35072420240318", "李某某", "郑墩镇双源村 林班12 大班3 小班5", "杉木", "皆伐", "1.20", "186", "2024年4月1日至2024年12月31日")
    b = ("35072420240319", "李某某", "郑墩镇双源村 林班12 大班3 小班6", "杉木", "皆伐", "0.86", "131", "2024年4月1日至2024年12月31日")
    c = ("35072420240320", "吴某某", "郑墩镇双源村 林班12 大班4 小班1", "马尾松", "择伐", "2.40", "98", "2024年4月1日至2024年12月31日")
    d = ("35072420240321", "松溪县国有林场", "渭田镇溪东村 林班7 大班1 小班2", "杉木", "抚育采伐", "6.33", "74", "2024年4月8日至2025年3月31日")
    e = ("35072420240322", "李某某", "郑墩镇双源村 林班12 大班3 小班5", "毛竹", "择伐", "1.20", "——", "2024年4月1日至2024年12月31日")
    return [
        page(*a),
        page(*a, url="https://m.slxly.gov.cn/xxgk/cfgs/0318.htm"),
        page(*b),
        page(*c),
        page(*c, side=[("/xxgk/cfgs/", "采伐公示"), ("/xxgk/tzgg/", "通知公告"), ("/xxgk/zcfg/", "政策法规")], url=f"{host}/xxgk/cfgs/0320.htm?pageIndex=2"),
        page(*d),
        page(*e),
        page(*e, url=f"{host}/xxgk/cfgs/0322.htm?wxshare=1"),
    ]


@scen("zh_qushui_xuke_gbk", "水利局取水许可信息公开（GBK），证号水量略有不同")
def zh_qushui_xuke_gbk():
    host = "http://www.jyslj.gov.cn"
    banner = ('<table class="banner" width="100%"><tr><td><b>缙云县水利局</b></td><td>政务公开 | 水利建设 | 水资源管理 | 防汛抗旱 | 农村水利 | 网上办事</td></tr></table>')
    law = (
        '<div class="law"><p>依据《取水许可和水资源费征收管理条例》和《取水许可管理办法》，直接从江河、湖泊或者地下取用水资源的单位和个人，'
        '应当申请领取取水许可证，并缴纳水资源费。取水单位或者个人应当依照取水许可证规定的取水地点、取水量和用途取水，'
        '安装计量设施，保证计量设施正常运行，并按规定报送年度取水情况。</p><p>取水许可证有效期限一般为五年，最长不超过十年。'
        '有效期届满需要延续的，取水单位或者个人应当在有效期届满四十五日前向原审批机关提出申请。连续停止取水满二年的，'
        '由审批机关注销取水许可证。</p><p>本栏目公开内容为我局审批发放的取水许可证基本信息，如发现信息有误，请与水资源管理科联系，电话0578-3131520。</p></div>'
    )
    foot = ('<table class="foot" width="100%"><tr><td>主办单位：缙云县水利局　承办单位：缙云县水利局办公室</td></tr>'
            '<tr><td>地址：缙云县五云街道好溪路2号　邮编：321400</td></tr><tr><td>网站标识码：3311220019　浙ICP备10012345号</td></tr></table>')

    def page(nid, who, no, src, place, qty, use, valid, *, url=None, idx=False, printv=False):
        rec = (f'<h2>取水许可证信息</h2><table border="1" class="qs"><tr><td>取水权人</td><td>{who}</td></tr><tr><td>证书编号</td><td>{no}</td></tr>'
               f'<tr><td>水源类型</td><td>{src}</td></tr><tr><td>取水地点</td><td>{place}</td></tr><tr><td>年取水量（万立方米）</td><td>{qty}</td></tr>'
               f'<tr><td>取水用途</td><td>{use}</td></tr><tr><td>有效期限</td><td>{valid}</td></tr></table>')
        if printv:
            body = rec
        else:
            body = f'{banner}<p class="loc">当前位置：首页 &gt;&gt; 水资源管理 &gt;&gt; 取水许可</p>{rec}{law}{foot}'
        u = url or f"{host}/szy/qsxk/{nid}/" + ("index.html" if idx else "")
        return P(u, doc("缙云县水利局", body, lang="zh-CN"), f"qs-{nid}", encoding="gbk")

    a = ("2024015", "缙云县新碧街道某某水厂", "取水（缙）字〔2024〕第015号", "地表水", "好溪新碧段", "182.5", "生活用水", "2024年3月1日至2029年2月28日")
    b = ("2024016", "缙云县新碧街道某某水厂", "取水（缙）字〔2024〕第016号", "地下水", "新碧街道黄碧村", "18.2", "生活用水", "2024年3月1日至2029年2月28日")
    c = ("2024017", "浙江某某食品有限公司", "取水（缙）字〔2024〕第017号", "地下水", "壶镇镇工业园区", "18.2", "工业用水", "2024年3月5日至2029年3月4日")
    d = ("2024018", "缙云县某某矿泉水有限公司", "取水（缙）字〔2024〕第018号", "地下水（矿泉水）", "大洋镇大洋村", "3.6", "矿泉水生产", "2024年3月12日至2029年3月11日")
    e = ("2024019", "缙云县某某农业开发有限公司", "取水（缙）字〔2024〕第019号", "地表水", "好溪壶镇段", "9.8", "农业灌溉", "2024年3月20日至2034年3月19日")
    return [
        page(*a),
        page(*a, idx=True),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/szy/qsxk/2024017/?print=yes", printv=True),
        page(*d),
        page(*e),
        page("2024020", "缙云县某某农业开发有限公司", "取水（缙）字〔2024〕第020号", "地表水", "好溪壶镇段", "9.8", "农业灌溉", "2024年3月20日至2029年3月19日"),
    ]


@scen("zh_chuantong_cunluo", "传统村落名录，同镇各村一句简介不同")
def zh_chuantong_cunluo():
    host = "https://www.qdnctcl.cn"
    chan = _links([("/ml/", "村落名录"), ("/bh/", "保护发展"), ("/wh/", "乡土文化"), ("/ly/", "乡村旅游"), ("/zc/", "政策文件")], "chan")
    about = (
        '<div class="about"><h3>关于传统村落</h3><p>传统村落是指形成较早，拥有较丰富的传统资源，具有一定历史、文化、科学、艺术、'
        '经济、社会价值，应予以保护的村落。自2012年起，住房城乡建设部等部门分批公布中国传统村落名录，我州已有一百余个村落列入名录。'
        '列入名录的村落须编制保护发展规划，建立村落档案，保持传统格局、历史风貌和空间尺度。</p><p>本平台汇集我州各批次传统村落基本信息，'
        '包括所在乡镇、列入批次、民族和主要特色，供研究、保护和参观参考。参观传统村落时请尊重村民生活习惯，爱护古建筑和古树名木，'
        '不随意攀爬、刻画，不在木结构建筑内吸烟用火。</p></div>'
    )
    foot = '<div class="ft">黔东南州传统村落数字博物馆　主办：黔东南州住房和城乡建设局　联系电话：0855-8221234　黔ICP备13004567号</div>'

    def page(cid, name, town, batch, nation, feat, *, url=None, related=None, spm=None):
        rec = f'<div class="village"><h1>{name}</h1>' + dl_kv([("所在乡镇", town), ("列入批次", batch), ("主要民族", nation), ("主要特色", feat)], "v") + "</div>"
        rel = related or ["郎德上寨", "西江千户苗寨", "季刀苗寨"]
        side = '<div class="tj"><h4>相关推荐</h4>' + _lis(rel) + "</div>"
        body = f'<div class="hd"><b>黔东南州传统村落数字博物馆</b>{chan}</div><div class="crumb">当前位置：首页 / 村落名录 / {town}</div>{rec}{side}{about}{foot}'
        u = url or f"{host}/ml/{cid}.html"
        if spm:
            u = _q(u, f"spm={spm}")
        return P(u, doc(f"{name} - 传统村落名录", body, lang="zh-CN"), f"cl-{cid}")

    a = ("522635-01", "大利侗寨", "榕江县栽麻镇", "第一批", "侗族", "保存完好的侗族干栏式木楼群与花桥。")
    b = ("522635-02", "宰荡侗寨", "榕江县栽麻镇", "第二批", "侗族", "侗族大歌传承地，寨中保存鼓楼一座。")
    c = ("522635-03", "归柳侗寨", "榕江县栽麻镇", "第二批", "侗族", "保存完好的侗族干栏式木楼群与禾仓。")
    d = ("522635-04", "高岜苗寨", "榕江县栽麻镇", "第三批", "苗族", "依山而建的吊脚楼与梯田相映。")
    e = ("522635-05", "苗兰侗寨", "榕江县栽麻镇", "第五批", "侗族", "侗族大歌传承地，寨中保存鼓楼两座。")
    return [
        page(*a),
        page(*a, spm="a1.b2.c3", related=["肇兴侗寨", "堂安侗寨", "占里侗寨"]),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url="https://m.qdnctcl.cn/ml/522635-04.html", related=["岜沙苗寨"]),
        page(*e),
        page(*b, url=f"{host}/ml/522635-02.html?from=map", related=["大利侗寨", "归柳侗寨"]),
    ]


@scen("zh_wangba_mingdan", "上网服务营业场所名单，台数和地址不同")
def zh_wangba_mingdan():
    host = "https://wlj.jiaxing.gov.cn"
    side1 = [("/col/whsc/", "文化市场"), ("/col/wbxk/", "上网服务场所"), ("/col/ylcs/", "娱乐场所"), ("/col/cbwy/", "出版物经营")]
    tip = (
        '<div class="tips"><h4>经营须知</h4><ol><li>互联网上网服务营业场所不得接纳未成年人进入，应当在显著位置悬挂未成年人禁入标志。</li>'
        '<li>营业时间为每日8时至24时，其他时间不得营业。</li><li>应当对上网消费者的身份证等有效证件进行核对、登记，并记录有关上网信息，'
        '记录备份保存时间不得少于60日。</li><li>不得擅自停止实施经营管理技术措施，不得利用明火照明，不得在营业场所吸烟。</li>'
        '<li>经营单位变更名称、住所、法定代表人或者主要负责人、注册资本、网络地址或者终止经营活动的，应当依法办理变更或者注销手续。</li></ol>'
        '<p>群众如发现违规经营行为，可拨打文化市场举报电话12318。</p></div>'
    )
    foot = ('<div class="bottom"><span>嘉兴市文化广电旅游局 主办</span><span>地址：嘉兴市南湖区中山东路1128号</span>'
            '<span>网站标识码：3304000031</span><span>浙ICP备05009876号</span><span>浙公网安备33040202000345号</span></div>')

    def page(nid, name, lic, addr, pcs, boss, *, url=None, side=side1, upd="2024-06-03 09:12"):
        card = (f'<div class="card"><h1>{name}</h1><p>许可证编号：{lic}</p><p>经营地址：{addr}</p>'
                f'<p>计算机台数：{pcs}台</p><p>法定代表人：{boss}</p></div>')
        body = (f'<div class="header">嘉兴市文化广电旅游局</div><div class="l">{_links(side, "side")}</div>'
                f'<div class="r"><div class="path">当前位置：首页 › 文化市场 › 上网服务场所</div>{card}<p class="t">更新时间：{upd}</p></div>{tip}{foot}')
        return P(url or f"{host}/col/wbxk/art/{nid}.html", doc("上网服务营业场所信息", body, lang="zh-CN"), f"wb-{nid}")

    a = ("2024_0612", "嘉兴市南湖区极速网络会所", "网文〔2023〕0412-021号", "南湖区建国南路452号二楼", "120", "陈某")
    b = ("2024_0613", "嘉兴市南湖区极速网络会所（东栅店）", "网文〔2023〕0412-022号", "南湖区东栅街道东升路88号", "96", "陈某")
    c = ("2024_0614", "嘉兴市秀洲区星际电竞馆", "网文〔2023〕0411-007号", "秀洲区洪兴西路201号", "120", "沈某")
    d = ("2024_0615", "嘉兴市秀洲区星际电竞馆（王店店）", "网文〔2023〕0411-008号", "秀洲区王店镇建设路201号", "120", "沈某")
    e = ("2024_0616", "嘉兴市南湖区蓝鲸网咖", "网文〔2024〕0412-003号", "南湖区中环南路1688号", "80", "朱某")
    return [
        page(*a),
        page(*a, upd="2024-06-05 16:40", side=list(reversed(side1)), url=f"{host}/col/wbxk/art/2024_0612.html?webid=12&colid=88"),
        page(*b),
        page(*c),
        page(*d, upd="2024-07-11 10:02"),
        page(*d, url=f"{host}/col/wbxk/art/2024_0615.html?isshare=1", upd="2024-07-12 08:30"),
        page(*e),
        page("2024_0617", "嘉兴市南湖区蓝鲸网咖（二店）", "网文〔2024〕0412-004号", "南湖区中环南路1690号", "60", "朱某"),
    ]


@scen("zh_zhongxuqin_xuke", "种畜禽生产经营许可证公示，同企业不同品种证")
def zh_zhongxuqin_xuke():
    host = "https://nync.lingyang.gov.cn"
    menu = '<ul class="mnu"><li>首页</li><li>机构概况</li><li>政务公开</li><li>畜牧兽医</li><li>种植业</li><li>农村改革</li><li>便民服务</li></ul>'
    txt = (
        '<div class="fg"><p>根据《中华人民共和国畜牧法》《种畜禽管理条例》规定，从事种畜禽生产经营或者生产经营商品代仔畜、雏禽的单位和个人，'
        '应当取得种畜禽生产经营许可证。申请取得许可证应当具备与生产经营规模相适应的畜牧兽医技术人员、繁育设施设备、'
        '防疫条件和种畜禽质量管理制度。</p><p>种畜禽生产经营许可证有效期为五年。许可证应当注明生产经营者名称、场（厂）址、'
        '生产经营范围及许可证有效期的起止日期。禁止任何单位、个人无许可证或者违反许可证的规定生产经营种畜禽。</p>'
        '<p>现将我局核发的种畜禽生产经营许可证予以公布，接受社会监督。</p></div>'
    )
    foot = ('<div class="gf"><table><tr><td>主办：凌阳县农业农村局</td><td>承办：凌阳县农业农村局信息中心</td></tr>'
            '<tr><td>网站标识码：2113240008</td><td>辽ICP备09006543号</td></tr></table></div>')

    def page(nid, firm, no, scope, addr, valid, *, url=None, crumb="首页 > 政务公开 > 行政许可"):
        rec = _rows(["单位名称", "许可证编号", "生产经营范围", "场址", "有效期"], [(firm, no, scope, addr, valid)], "xk")
        body = f'<div class="logo">凌阳县农业农村局</div>{menu}<div class="dq">当前位置：{crumb}</div><div class="nr"><h1>种畜禽生产经营许可证信息</h1>{rec}</div>{txt}{foot}'
        return P(url or f"{host}/zwgk/xzxk/{nid}.html", doc("种畜禽生产经营许可证信息公示", body, lang="zh-CN"), f"zx-{nid}")

    a = ("t20240521_01", "凌阳县某某牧业有限公司", "(2024)辽种畜禽第0211号", "长白猪 种猪", "凌阳县大王杖子乡", "2024.05.20-2029.05.19")
    b = ("t20240521_02", "凌阳县某某牧业有限公司", "(2024)辽种畜禽第0212号", "大约克夏猪 种猪", "凌阳县大王杖子乡", "2024.05.20-2029.05.19")
    c = ("t20240521_03", "凌阳县某某牧业有限公司", "(2024)辽种畜禽第0213号", "杜洛克猪 种猪", "凌阳县大王杖子乡", "2024.05.20-2029.05.19")
    d = ("t20240521_04", "凌阳县某某禽业合作社", "(2024)辽种畜禽第0214号", "商品代雏鸡", "凌阳县三十家子镇", "2024.05.20-2029.05.19")
    e = ("t20240521_05", "凌阳县某某羊业有限公司", "(2024)辽种畜禽第0215号", "小尾寒羊 种羊", "凌阳县三十家子镇", "2024.05.22-2029.05.21")
    return [
        page(*a),
        page(*a, crumb="首页 > 畜牧兽医 > 许可公示", url=f"{host}/xmsy/xkgs/t20240521_01.html"),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/zwgk/xzxk/t20240521_03.html?source=wx"),
        page(*d),
        page(*e),
        page(*e, url=f"{host}/zwgk/xzxk/t20240521_05/index.html", crumb="首页 > 政务公开 > 行政许可 > 畜牧"),
    ]


@scen("zh_shouyao_wenhao_gbk", "兽药产品批准文号查询（GBK），同品种不同规格或企业")
def zh_shouyao_wenhao_gbk():
    host = "http://www.hnsyxx.com.cn"
    top = '<div id="top"><h3>湖南省兽药信息网</h3><p>首页 | 政策法规 | 兽药监管 | 产品查询 | 质量抽检 | 兽医处方 | 联系我们</p></div>'
    memo = (
        '<div class="memo"><h4>查询说明</h4><p>本栏目数据来源于农业农村部兽药产品批准文号核发公告，仅供参考，以正式公告为准。'
        '兽药产品批准文号有效期为五年，期满继续生产的，兽药生产企业应当在有效期届满前六个月内申请换发。'
        '兽药生产企业停产、转产或者被吊销生产许可证的，其产品批准文号同时失效。</p><p>购买和使用兽药时，请查看产品标签上的批准文号、'
        '生产许可证号和二维码追溯码是否齐全，可通过国家兽药综合查询系统核对真伪。发现假劣兽药，请向当地畜牧兽医主管部门举报。</p>'
        '<p>执业兽医开具处方后方可购买使用处方药；食品动物使用兽药应当严格遵守休药期规定，做好用药记录。</p></div>'
    )
    foot = '<div id="foot"><p>主办单位：湖南省兽药饲料监察所　协办单位：湖南省兽药行业协会</p><p>湘ICP备06012345号　建议使用1366*768分辨率浏览</p></div>'

    def page(qid, name, spec, no, firm, until, *, url=None, hits=58, printv=False):
        rec = (f'<table class="cx" border="1" cellspacing="0"><tr><th>通用名称</th><td>{name}</td></tr><tr><th>规格</th><td>{spec}</td></tr>'
               f'<tr><th>批准文号</th><td>{no}</td></tr><tr><th>生产企业</th><td>{firm}</td></tr><tr><th>有效期至</th><td>{until}</td></tr></table>')
        if printv:
            body = rec
        else:
            body = f'{top}<div class="wz">当前位置：首页 -&gt; 产品查询 -&gt; 批准文号</div>{rec}<p class="hits">点击数：{hits}</p>{memo}{foot}'
        return P(url or f"{host}/cpcx/show.asp?id={qid}", doc("兽药产品批准文号查询结果", body, lang="zh-CN"), f"sy-{qid}", encoding="gbk")

    a = ("40211", "阿莫西林可溶性粉", "10%", "兽药字（2023）180215012", "湖南某某动物药业有限公司", "2028年6月12日")
    b = ("40212", "阿莫西林可溶性粉", "20%", "兽药字（2023）180215013", "湖南某某动物药业有限公司", "2028年6月12日")
    c = ("40213", "阿莫西林可溶性粉", "10%", "兽药字（2022）180318044", "湖南某某兽药有限公司", "2027年9月3日")
    d = ("40214", "硫酸黏菌素可溶性粉", "10%", "兽药字（2023）180215021", "湖南某某动物药业有限公司", "2028年6月12日")
    e = ("40215", "盐酸多西环素可溶性粉", "10%", "兽药字（2023）180215030", "湖南某某动物药业有限公司", "2028年6月12日")
    return [
        page(*a),
        page(*a, hits=61, url=f"{host}/cpcx/show.asp?id=40211&page=3"),
        page(*b),
        page(*b, url=f"{host}/cpcx/show.asp?id=40212&print=1", printv=True),
        page(*c),
        page(*d),
        page(*e),
        page(*e, url=f"{host}/cpcx/show.asp?id=40215&keyword=%B6%E0%CE%F7"),
    ]


@scen("zh_jiaocai_mulu", "中小学教学用书目录，上下册只差册别书号定价")
def zh_jiaocai_mulu():
    host = "https://jyj.shaoxing.gov.cn"
    subj = nav([("/jc/yw/", "语文"), ("/jc/sx/", "数学"), ("/jc/yy/", "英语"), ("/jc/kx/", "科学"), ("/jc/ds/", "道德与法治"), ("/jc/ms/", "美术"), ("/jc/yyue/", "音乐"), ("/jc/xx/", "信息科技")], "subj")
    note = (
        '<section class="sm"><h3>说明</h3><p>本目录依据教育部《义务教育国家课程教学用书目录》和省教育厅公布的地方课程、'
        '专题教育教学用书目录编制，适用于我市2024年秋季学期义务教育阶段学校。学校应严格按照目录选用教学用书，'
        '不得选用目录以外的教辅材料作为教学用书，不得强制或变相强制学生购买教辅材料。</p><p>教材由新华书店统一征订发行，'
        '学生免费使用国家课程教科书。教科书循环使用学科的学校，应做好教科书的回收、消毒和发放工作。家长对教学用书有疑问的，'
        '可向所在学校或区（县、市）教育局咨询。</p></section>'
    )
    foot = '<footer class="gov"><p>绍兴市教育局　主办</p><p>联系地址：绍兴市越城区洋江西路589号</p><p>网站标识码3306000021　浙ICP备10203040号</p></footer>'

    def page(bid, book, grade, vol, press, isbn, price, *, url=None, gen="2024-07-01"):
        rec = _rows(["书名", "年级", "册别", "出版社", "书号", "定价（元）"], [(book, grade, vol, press, isbn, price)], "ml")
        body = (f'<header><b>绍兴市教育局</b></header><div class="place">当前位置：首页 &gt; 教育服务 &gt; 教学用书目录</div>'
                f'{subj}<main><h1>2024年秋季学期义务教育教学用书目录</h1>{rec}<p class="date">生成日期：{gen}</p></main>{note}{foot}')
        return P(url or f"{host}/jc/{bid}.html", doc("2024年秋季学期义务教育教学用书目录", body, lang="zh-CN"), f"jc-{bid}")

    a = ("sx-3a", "数学", "三年级", "上册", "人民教育出版社", "ISBN 978-7-107-38351-2", "9.27")
    b = ("sx-3b", "数学", "三年级", "下册", "人民教育出版社", "ISBN 978-7-107-38352-9", "9.18")
    c = ("sx-4a", "数学", "四年级", "上册", "人民教育出版社", "ISBN 978-7-107-38353-6", "10.05")
    d = ("kx-3a", "科学", "三年级", "上册", "教育科学出版社", "ISBN 978-7-5191-3106-7", "8.64")
    e = ("kx-3a-zj", "科学", "三年级", "上册", "浙江教育出版社", "ISBN 978-7-5722-4016-3", "8.40")
    return [
        page(*a),
        page(*a, gen="2024-07-15", url=f"{host}/jc/sx-3a/index.html"),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/jc/sx-4a.html?utm_source=wechat&utm_medium=menu"),
        page(*d),
        page(*e),
        page("sx-3a-bs", "数学", "三年级", "上册", "北京师范大学出版社", "ISBN 978-7-303-29461-8", "9.27"),
    ]


@scen("zh_yiqi_gongxiang", "大型科研仪器共享平台，同类仪器不同型号，预约状态会变")
def zh_yiqi_gongxiang():
    host = "https://www.jsyqgx.cn"
    cats = [("/cat/dianjing", "电子光学仪器"), ("/cat/guangpu", "光谱仪器"), ("/cat/sepu", "色谱仪器"), ("/cat/zhipu", "质谱仪器"), ("/cat/rfx", "热分析仪器"), ("/cat/cl", "力学性能测试")]
    rule = (
        '<div class="rule"><h3>共享服务须知</h3><p>平台汇集省内高校、科研院所和企业的大型科研仪器设备，面向社会开放共享。用户通过平台提交预约申请，'
        '仪器管理单位在两个工作日内确认。使用前须阅读仪器操作规程并接受管理单位的安全培训，独立上机须取得上机资格。</p>'
        '<p>收费标准由仪器管理单位按照成本补偿和非盈利原则制定，校外用户收费可高于校内用户。符合条件的中小企业可申请创新券抵扣部分测试费用，'
        '抵扣比例以当年政策为准。</p><p>样品须提前说明成分与危险性，有毒、放射性和易燃易爆样品须事先报备。测试数据由用户自行保存，'
        '平台不对数据的科研用途负责。</p></div>'
    )
    foot = '<div class="foot">江苏省大型科学仪器设备共享服务平台　指导单位：江苏省科学技术厅　运营单位：江苏省科技资源统筹服务中心</div>'

    def page(eid, name, model, org, fee, status, *, url=None, cat_order=cats):
        st = f'<div class="yy-status">当前状态：<em>{status}</em></div>'
        grid = (f'<div class="dev"><h1>{name}</h1><div class="row"><span>型号</span>{model}</div><div class="row"><span>所属单位</span>{org}</div>'
                f'<div class="row"><span>收费标准</span>{fee}</div>{st}<a class="btn" href="/yy/{eid}">在线预约</a></div>')
        body = f'<div class="hd">江苏省大型科学仪器设备共享服务平台</div><div class="lm">{_links(cat_order, "cat")}</div>{grid}{rule}{foot}'
        return P(url or f"{host}/device/{eid}", doc(f"{name}-仪器详情", body, lang="zh-CN"), f"yq-{eid}")

    a = ("320100-0231", "场发射扫描电子显微镜", "Zeiss Sigma 300", "南京某大学分析测试中心", "校外 300元/小时")
    b = ("320100-0232", "场发射扫描电子显微镜", "Hitachi SU8010", "南京某大学分析测试中心", "校外 300元/小时")
    c = ("320100-0233", "场发射扫描电子显微镜", "Zeiss Sigma 300", "南京某大学材料学院", "校外 260元/小时")
    d = ("320100-0234", "透射电子显微镜", "JEOL JEM-2100F", "南京某大学分析测试中心", "校外 800元/小时")
    e = ("320100-0235", "X射线衍射仪", "Bruker D8 Advance", "南京某大学分析测试中心", "校外 150元/样")
    return [
        page(*a, "可预约"),
        page(*a, "使用中（预计16:00空闲）", url=f"{host}/device/320100-0231?tab=info"),
        page(*b, "可预约"),
        page(*c, "维修中"),
        page(*c, "维修中", cat_order=list(reversed(cats)), url="https://m.jsyqgx.cn/device/320100-0233"),
        page(*d, "可预约"),
        page(*e, "可预约"),
        page(*e, "已约满", url=f"{host}/device/320100-0235?from=search&kw=XRD"),
    ]


@scen("zh_gongzheng_jigou", "司法局公证机构名录，各公证处只差地址电话人数")
def zh_gongzheng_jigou():
    host = "https://sfj.weifang.gov.cn"
    guide = (
        '<div class="zn"><h3>办理公证须知</h3><p>申请办理公证，当事人应当向住所地、经常居住地、行为地或者事实发生地的公证机构提出。'
        '申请办理涉及不动产的公证，应当向不动产所在地的公证机构提出。申请人应当如实说明申请公证事项的有关情况，'
        '提供真实、合法、充分的证明材料。</p><p>公证机构受理公证申请后，应当告知当事人申请公证事项的法律意义和可能产生的法律后果。'
        '公证机构出具公证书的期限一般为十五个工作日；需要核实的，核实时间不计算在期限内。公证收费按照省发展改革委核定的标准执行，'
        '符合法律援助条件的当事人可以申请减免。</p><p>对公证书的内容有争议的，当事人可以向出具公证书的公证机构提出复查。</p></div>'
    )
    foot = ('<div class="ft"><ul><li>潍坊市司法局版权所有</li><li>地址：潍坊市奎文区东风东街6396号</li><li>网站标识码：3707000034</li>'
            '<li>鲁ICP备09087654号</li><li>鲁公网安备37070502000567号</li></ul></div>')

    def page(slug, name, addr, tel, n, hours, *, url=None, crumbs="首页 &gt; 公共法律服务 &gt; 公证", views=204, banner=False):
        rec = f"<h1>{name}</h1>" + ul_kv([("地址", addr), ("电话", tel), ("执业公证员", f"{n}名"), ("办公时间", hours)], "gz")
        body = (f'{COOKIE_ZH if banner else ""}<div class="head">潍坊市司法局</div><div class="nav">首页 | 新闻动态 | 政务公开 | 公共法律服务 | 法治宣传 | 互动交流</div>'
                f'<div class="site">当前位置：{crumbs}</div>{rec}<p>阅读：{views}</p>{guide}{foot}')
        return P(url or f"{host}/ggfw/gz/{slug}.html", doc(f"{name}-潍坊市司法局", body, lang="zh-CN"), f"gz-{slug}")

    a = ("qz", "山东省潍坊市青州公证处", "青州市海岱北路1788号", "0536-3221345", 8, "工作日 9:00-12:00 13:30-17:00")
    b = ("zc", "山东省潍坊市诸城公证处", "诸城市密州路东首", "0536-6062134", 8, "工作日 9:00-12:00 13:30-17:00")
    c = ("sg", "山东省潍坊市寿光公证处", "寿光市金光街1299号", "0536-5221378", 11, "工作日 9:00-12:00 13:30-17:00")
    d = ("gm", "山东省潍坊市高密公证处", "高密市夷安大道168号", "0536-2331566", 6, "工作日 9:00-12:00 13:30-17:00")
    e = ("ql", "山东省潍坊市临朐公证处", "临朐县骈邑路1500号", "0536-3112285", 5, "工作日 9:00-12:00 13:30-17:00")
    return [
        page(*a),
        page(*a, crumbs="首页 &gt; 办事服务 &gt; 机构名录", banner=True, url=f"{host}/bsfw/jgml/qz.html"),
        page(*b),
        page(*c),
        page(*d),
        page(*d, views=230, url=f"{host}/ggfw/gz/gm.html?from=singlemessage"),
        page(*e),
        page("ql-ba", "山东省潍坊市临朐公证处", "临朐县骈邑路1500号（便民服务大厅二楼）", "0536-3112285", 5, "周六 9:00-12:00"),
    ]


@scen("zh_liangshi_shougou_gbk", "粮食收购企业备案公示（GBK），仓容品种不同")
def zh_liangshi_shougou_gbk():
    host = "http://lsj.zhoukou.gov.cn"
    lm = '<div class="lm"><a href="/">首页</a> <a href="/zwgk/">政务公开</a> <a href="/lscg/">粮食流通</a> <a href="/wzcb/">物资储备</a> <a href="/aqsc/">安全生产</a></div>'
    exp = (
        '<div class="sm"><p>根据《粮食流通管理条例》规定，从事粮食收购的企业应当向收购地的县级人民政府粮食和储备行政管理部门备案企业名称、'
        '地址、负责人以及仓储设施等信息，备案内容发生变化的，应当及时变更备案。粮食收购企业应当告知售粮者或者在收购场所公示粮食品种、'
        '质量标准和收购价格，执行国家粮食质量标准，按质论价，不得损害农民和其他粮食生产者的利益。</p>'
        '<p>粮食收购企业应当及时向售粮者支付售粮款，不得拖欠；不得接受任何组织或者个人的委托代扣、代缴任何税、费和其他款项。'
        '售粮群众发现压级压价、短斤少两等行为，可拨打12325全国粮食和物资储备监管热线举报。</p></div>'
    )
    foot = '<div class="ft">主办：周口市粮食和物资储备局　承办：局办公室　网站标识码：4116000045　豫ICP备12034567号</div>'

    def page(nid, firm, no, addr, cap, kinds, date, *, url=None, printv=False, upd="2024-06-20"):
        rec = (f'<table class="ba" border="1"><caption>粮食收购企业备案信息</caption><tr><td>企业名称</td><td>{firm}</td><td>备案编号</td><td>{no}</td></tr>'
               f'<tr><td>仓储地址</td><td colspan="3">{addr}</td></tr><tr><td>仓容（吨）</td><td>{cap}</td><td>收购品种</td><td>{kinds}</td></tr>'
               f'<tr><td>备案日期</td><td colspan="3">{date}</td></tr></table>')
        if printv:
            body = rec
        else:
            body = f'<div class="logo">周口市粮食和物资储备局</div>{lm}<div class="dqwz">当前位置：首页 &gt; 粮食流通 &gt; 收购备案</div>{rec}<p>更新日期：{upd}</p>{exp}{foot}'
        return P(url or f"{host}/lscg/ba/{nid}.html", doc("粮食收购企业备案信息", body, lang="zh-CN"), f"ls-{nid}", encoding="gbk")

    a = ("411602001", "周口市某某粮油购销有限公司", "周粮收备〔2024〕001号", "川汇区搬口乡周淮路南段", "25000", "小麦、玉米", "2024年5月20日")
    b = ("411602002", "周口市某某粮油购销有限公司", "周粮收备〔2024〕002号", "川汇区李埠口乡", "12000", "小麦", "2024年5月20日")
    c = ("411602003", "项城市某某面粉有限公司", "周粮收备〔2024〕003号", "项城市产业集聚区", "40000", "小麦", "2024年5月22日")
    d = ("411602004", "淮阳区某某粮食收储有限公司", "周粮收备〔2024〕004号", "淮阳区安岭镇", "25000", "小麦、玉米、大豆", "2024年5月24日")
    e = ("411602005", "西华县某某农业合作社", "周粮收备〔2024〕005号", "西华县红花集镇", "3000", "玉米", "2024年5月27日")
    return [
        page(*a),
        page(*a, url=f"{host}/lscg/ba/411602001.html?print=true", printv=True),
        page(*b),
        page(*c),
        page(*c, upd="2024-06-27", url=f"{host}/lscg/ba/411602003.html?tdsourcetag=s_pcqq"),
        page(*d),
        page(*e),
        page(*e, url=f"{host}/lscg/ba/411602005/index.html"),
    ]


@scen("zh_daoyou_zheng", "导游证查询结果页，JSON-LD 加可见文字，姓名遮挡")
def zh_daoyou_zheng():
    host = "https://www.ynlyxx.cn"
    tips = (
        '<div class="ts"><h4>游客提示</h4><p>导游人员从事导游活动时，应当佩戴电子导游证，携带导游身份标识，并开启导游执业相关应用软件。'
        '游客可通过扫描电子导游证上的二维码或在本平台输入证号，查询导游身份及执业信息。请选择有资质的旅行社和持证导游，'
        '不参加“不合理低价游”，不接受强迫购物和另行付费项目。</p><p>如遇导游擅自变更行程、诱导购物、索要小费等行为，'
        '请保留证据并拨打12345政务服务便民热线或旅游服务热线投诉。出行前请关注目的地天气和交通信息，注意人身和财产安全。</p></div>'
    )
    foot = '<div class="f">云南旅游信息服务平台　主办单位：云南省文化和旅游厅　滇ICP备05005678号</div>'

    def page(no, name, level, lang, agency, area, *, url=None, qtime="2024-08-02 10:31:07", banner=False):
        ld = ('<script type="application/ld+json">{"@context":"https://schema.org","@type":"Person","jobTitle":"导游","identifier":"' + no +
              '","affiliation":{"@type":"Organization","name":"' + agency + '"}}</script>')
        vis = (f'<div class="res"><h2>查询结果</h2><p>姓名：{name}</p><p>导游证号：{no}</p><p>等级：{level}</p>'
               f'<p>语种：{lang}</p><p>所属机构：{agency}</p><p>执业区域：{area}</p><p class="qt">查询时间：{qtime}</p></div>')
        body = f'{COOKIE_ZH if banner else ""}<div class="top">云南旅游信息服务平台 · 导游信息查询</div>{vis}{tips}{foot}'
        return P(url or f"{host}/dy/cx?zh={no}", doc("导游信息查询", body, lang="zh-CN", head=ld), f"dy-{no}")

    a = ("D-5301-011523", "李*芬", "初级", "普通话", "昆明某某国际旅行社有限公司", "云南省")
    b = ("D-5301-011524", "李*芳", "初级", "普通话", "昆明某某国际旅行社有限公司", "云南省")
    c = ("D-5301-011525", "杨*", "中级", "英语", "昆明某某国际旅行社有限公司", "云南省")
    d = ("D-5329-004410", "段*华", "初级", "普通话", "大理某某旅行社有限公司", "云南省")
    e = ("D-5329-004411", "段*华", "初级", "普通话", "大理某某旅游服务有限公司", "云南省")
    return [
        page(*a),
        page(*a, qtime="2024-08-03 19:02:44", url=f"{host}/dy/cx?zh=D-5301-011523&channel=qrcode"),
        page(*b),
        page(*c),
        page(*d),
        page(*d, qtime="2024-08-05 08:15:20", banner=True, url="https://m.ynlyxx.cn/dy/cx?zh=D-5329-004410"),
        page(*e),
        page("D-5301-011526", "杨*", "中级", "日语", "昆明某某国际旅行社有限公司", "云南省"),
    ]


@scen("zh_xiaowai_peixun", "校外培训机构白名单，同一品牌不同校区")
def zh_xiaowai_peixun():
    host = "https://jyj.hefei.gov.cn"
    warn = (
        '<div class="warn"><h3>家长提醒</h3><p>请家长选择列入白名单、证照齐全的校外培训机构，查验办学许可证和营业执照（或事业单位法人证书、'
        '民办非企业单位登记证书），签订《中小学生校外培训服务合同（示范文本）》，通过监管账户缴费，一次性缴费不超过三个月或六十课时。'
        '不要向机构工作人员个人账户转账，不要轻信“限时优惠”“预存返现”等宣传。</p><p>白名单实行动态管理，机构存在违规收费、'
        '虚假宣传、安全隐患等问题的，将被移出白名单并依法处理。发现无证办学或违规培训，可拨打市教育局监督电话0551-63538000举报。</p></div>'
    )
    foot = '<div class="copy"><p>合肥市教育局主办　合肥市教育信息中心承办</p><p>网站标识码：3401000006　皖ICP备08101234号</p></div>'

    def page(nid, name, lic, kind, items, addr, *, url=None, related=None, views=512):
        rec = dl_kv([("办学许可证号", lic), ("培训类别", kind), ("培训项目", items), ("办学地址", addr), ("资金监管", "已纳入监管")], "org")
        rel = related or ["蜀山区某某围棋培训学校", "包河区某某美术培训学校"]
        body = (f'<div class="banner">合肥市教育局</div><div class="bread">当前位置：首页 / 教育服务 / 校外培训 / 白名单</div>'
                f'<div class="c"><h1>{name}</h1>{rec}<p class="v">浏览量：{views}</p></div><div class="rel"><h4>同区机构</h4>{_lis(rel)}</div>{warn}{foot}')
        return P(url or f"{host}/xwpx/bmd/{nid}.html", doc("校外培训机构白名单信息", body, lang="zh-CN"), f"px-{nid}")

    a = ("340104-0021", "蜀山区某某跆拳道培训学校", "教民134010470000211号", "非学科类（体育）", "跆拳道", "蜀山区长江西路669号3楼")
    b = ("340104-0022", "蜀山区某某跆拳道培训学校（南七校区）", "教民134010470000212号", "非学科类（体育）", "跆拳道", "蜀山区望江西路52号2楼")
    c = ("340104-0023", "蜀山区某某舞蹈培训学校", "教民134010470000213号", "非学科类（艺术）", "中国舞、拉丁舞", "蜀山区长江西路669号4楼")
    d = ("340111-0008", "包河区某某科技培训学校", "教民134011170000081号", "非学科类（科技）", "机器人编程", "包河区马鞍山路130号")
    e = ("340111-0009", "包河区某某科技培训学校", "教民134011170000091号", "非学科类（科技）", "机器人编程、航模", "包河区徽州大道88号")
    return [
        page(*a),
        page(*a, related=["蜀山区某某书法培训学校"], views=530, url=f"{host}/xwpx/bmd/340104-0021.html?sfrom=list"),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url="https://m.jyj.hefei.gov.cn/xwpx/bmd/340111-0008.html"),
        page(*e),
        page(*c, views=512, url=f"{host}/xwpx/bmd/340104-0023.html?utm_source=wechat"),
    ]


@scen("zh_pingzhuang_ranqi", "瓶装燃气供应站点名录，br 分行，站名地址电话不同")
def zh_pingzhuang_ranqi():
    host = "https://zjj.jinhua.gov.cn"
    safe = (
        '<div class="aq"><h3>安全用气常识</h3><p>请到有经营许可的供应站购买瓶装液化石油气，不使用超期未检、无二维码标识或来源不明的钢瓶。'
        '钢瓶应直立放置在通风良好的地方，与灶具保持五十厘米以上距离，严禁倒置、卧放或加热钢瓶。使用燃气时人不离火，'
        '用完后关闭灶具开关和角阀。</p><p>闻到燃气异味时，应立即关闭角阀，打开门窗通风，不要开关电器、不要使用明火、不要在室内拨打电话，'
        '到室外安全地点拨打供应站或燃气抢险电话。餐饮等商业用户应当安装可燃气体报警装置并保持正常使用。</p></div>'
    )
    foot = ('<div class="footer">金华市住房和城乡建设局　版权所有<br>主办：金华市住房和城乡建设局　承办：市城市燃气管理中心<br>'
            '网站标识码：3307000055　浙ICP备13022222号</div>')

    def page(nid, name, lic, addr, tel, area, *, url=None, upd="2024-04-10", crumb="首页 &gt; 城市管理 &gt; 燃气管理"):
        rec = f'<p class="zd"><b>{name}</b><br>经营许可证：{lic}<br>地址：{addr}<br>服务电话：{tel}<br>服务范围：{area}</p>'
        body = (f'<div class="hd">金华市住房和城乡建设局</div><div class="loc">您当前的位置：{crumb}</div>'
                f'<div class="bd"><h1>瓶装燃气供应站点</h1>{rec}<p class="gx">信息更新：{upd}</p></div>{safe}{foot}')
        return P(url or f"{host}/rqgl/gyz/{nid}.html", doc("瓶装燃气供应站点信息", body, lang="zh-CN"), f"rq-{nid}")

    a = ("0701", "某某燃气婺城区城西供应站", "浙202307000112P", "婺城区城西街道金西路12号", "0579-82201101", "城西街道、白龙桥镇")
    b = ("0702", "某某燃气婺城区城北供应站", "浙202307000112P", "婺城区城北街道丹溪路880号", "0579-82201102", "城北街道、罗店镇")
    c = ("0703", "某某燃气金东区多湖供应站", "浙202307000112P", "金东区多湖街道光南路66号", "0579-82201103", "多湖街道、东孝街道")
    d = ("0704", "另一家燃气金东区孝顺供应站", "浙202307000128P", "金东区孝顺镇孝顺大街21号", "0579-82711234", "孝顺镇、傅村镇")
    e = ("0705", "某某燃气兰溪市供应站", "浙202307000112P", "兰溪市兰江街道振兴路3号", "0579-88801105", "兰江街道、上华街道")
    return [
        page(*a),
        page(*a, upd="2024-05-08", url=f"{host}/rqgl/gyz/0701/index.html"),
        page(*b),
        page(*c),
        page(*c, crumb="首页 &gt; 便民服务 &gt; 燃气站点", url=f"{host}/rqgl/gyz/0703.html?t=1717400000"),
        page(*d),
        page(*e),
        page("0706", "某某燃气兰溪市游埠供应站", "浙202307000112P", "兰溪市游埠镇溪西路3号", "0579-88801106", "游埠镇、诸葛镇"),
    ]


@scen("zh_hangbiao_biao", "海事局航标表，同航道各标只差位置灯质，航标动态框会变")
def zh_hangbiao_biao():
    host = "https://www.msa-zhoushan.cn"
    expl = (
        '<div class="zs"><h3>航标表说明</h3><p>本表所列航标位置采用CGCS2000坐标系，以度、分表示。灯质中“闪”表示单闪，“闪(2)”表示联闪两次，'
        '“快闪”表示每分钟闪光五十至八十次，“莫(A)”表示按莫尔斯码A发光。射程为在晴天能见度条件下的标称射程。</p>'
        '<p>航标是船舶航行的重要助航设施，任何单位和个人不得损坏、移动或者擅自设置航标，不得在航标附近抛锚、拖锚或者进行其他影响航标正常使用的活动。'
        '船舶发现航标失常、移位或者损坏，请及时通过甚高频或拨打水上遇险求救电话12395报告。</p>'
        '<p>航标动态以航行通告和航行警告为准，本页面信息仅供参考。</p></div>'
    )
    foot = '<div class="ft">东海航海保障中心宁波航标处舟山航标管理站　地址：舟山市定海区环城南路　电话：0580-2021234　浙ICP备07123456号</div>'

    def page(code, name, pos, light, height, rng, build, *, status="正常", url=None, amp=False):
        dyn = f'<div class="dt">航标动态：<span>{status}</span></div>'
        tbl = table_kv([("编号", code), ("位置", pos), ("灯质", light), ("灯高", height), ("射程", rng), ("构造", build)], "hb")
        head = f'<link rel="canonical" href="{host}/hbb/{code}.html">' if amp else ""
        body = (f'<div class="hd"><span>舟山航标管理站</span><a href="/">首页</a><a href="/tz/">航行通告</a><a href="/hbb/">航标表</a><a href="/fw/">服务指南</a></div>'
                f'<div class="pos">当前位置：首页 › 航标表 › 螺头水道</div><div class="hbxq"><h1>{name}</h1>{tbl}{dyn}</div>{expl}{foot}')
        return P(url or f"{host}/hbb/{code}.html", doc(f"{name}-航标表", body, lang="zh-CN", head=head), f"hb-{code}")

    a = ("30211", "螺头水道1号灯浮", "29°57.12′N 122°02.35′E", "闪绿 4秒", "—", "4海里", "绿色锥形灯浮")
    b = ("30212", "螺头水道2号灯浮", "29°57.30′N 122°02.61′E", "闪红 4秒", "—", "4海里", "红色罐形灯浮")
    c = ("30213", "螺头水道3号灯浮", "29°56.88′N 122°03.10′E", "闪(2)绿 6秒", "—", "4海里", "绿色锥形灯浮")
    d = ("30214", "螺头水道4号灯浮", "29°57.05′N 122°03.42′E", "闪(2)红 6秒", "—", "4海里", "红色罐形灯浮")
    e = ("30220", "大猫山灯桩", "29°58.40′N 122°01.55′E", "闪白 5秒", "18米", "8海里", "白色圆塔")
    return [
        page(*a),
        page(*a, status="灯光熄灭，已安排维修", url=f"{host}/hbb/30211.html?lang=zh"),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/amp/hbb/30213.html", amp=True),
        page(*d),
        page(*e),
        page(*e, status="正常", url=f"{host}/hbb/30220.html?from=notice"),
    ]


@scen("zh_guji_pucha", "古籍普查登记目录，同题名不同版本或复本")
def zh_guji_pucha():
    host = "https://gj.sxlib.org.cn"
    shuoming = (
        '<section class="sm"><h3>关于古籍普查登记</h3><p>全国古籍普查登记工作是中华古籍保护计划的基础工作，旨在摸清古籍存藏家底，'
        '建立古籍总台账。普查登记的对象为1912年以前书写或印刷的中国古典装帧形式的书籍，著录项目包括普查登记编号、索书号、题名卷数、'
        '著者、版本、册数和存缺卷。本馆普查登记数据经专家审校后公布，著录如有疏误，欢迎读者指正。</p><p>阅览古籍原件须持有效证件提前预约，'
        '善本原则上提供影像或缩微阅览。阅览时请使用铅笔记录，不得折页、圈点或以手指蘸唾液翻页。拍照须经同意且不得使用闪光灯。</p></section>'
    )
    foot = '<footer><p>山西省图书馆古籍保护中心　地址：太原市长风街189号</p><p>晋ICP备05000789号</p></footer>'

    def page(no, title, author, edition, vols, cun, *, url=None, printv=False, crumbs="首页 › 古籍普查 › 登记目录"):
        rec = (f'<div class="gj"><h1>{title}</h1><table class="gjt"><tr><td>普查登记编号</td><td>{no}</td></tr><tr><td>著者</td><td>{author}</td></tr>'
               f'<tr><td>版本</td><td>{edition}</td></tr><tr><td>册数</td><td>{vols}</td></tr><tr><td>存缺卷</td><td>{cun}</td></tr></table></div>')
        body = rec if printv else f'<header><b>山西省古籍保护中心</b></header><p class="cr">{crumbs}</p>{rec}{shuoming}{foot}'
        return P(url or f"{host}/pc/{no}", doc(f"{title} - 古籍普查登记", body, lang="zh-CN"), f"gj-{no}")

    a = ("140000-0101-0004512", "资治通鉴二百九十四卷", "（宋）司马光撰", "清同治八年（1869）江苏书局刻本", "100册", "全")
    b = ("140000-0101-0004513", "资治通鉴二百九十四卷", "（宋）司马光撰", "清同治八年（1869）江苏书局刻本", "98册", "存二百八十八卷")
    c = ("140000-0101-0004514", "资治通鉴二百九十四卷", "（宋）司马光撰", "清光绪十四年（1888）上海鸿文书局石印本", "32册", "全")
    d = ("140000-0101-0004520", "通鉴纪事本末四十二卷", "（宋）袁枢撰", "清光绪二年（1876）江西书局刻本", "24册", "全")
    e = ("140000-0101-0004521", "续资治通鉴二百二十卷", "（清）毕沅撰", "清同治八年（1869）江苏书局刻本", "64册", "全")
    return [
        page(*a),
        page(*a, url=f"{host}/pc/140000-0101-0004512?print=1", printv=True),
        page(*b),
        page(*c),
        page(*d),
        page(*d, crumbs="首页 › 馆藏检索 › 史部", url=f"{host}/pc/140000-0101-0004520?q=通鉴"),
        page(*e),
        page("140000-0101-0004515", "资治通鉴二百九十四卷", "（宋）司马光撰", "清同治八年（1869）江苏书局刻本", "100册", "全　钤“晋阳王氏藏书”印"),
    ]


@scen("zh_yanhua_lingshou", "烟花爆竹零售点许可公示，编号地址负责人不同")
def zh_yanhua_lingshou():
    host = "https://yjj.yiwu.gov.cn"
    req = (
        '<div class="req"><h3>零售经营要求</h3><p>烟花爆竹零售点应当在许可证载明的地点和有效期内经营，限量存放，不得在居民住宅内储存烟花爆竹。'
        '零售点与居民居住场所应当保持安全距离，店内配备灭火器材，醒目位置张贴“严禁烟火”标志。不得销售非法生产、'
        '经营的烟花爆竹，不得向未成年人销售个人燃放类礼花弹等产品。</p><p>市民燃放烟花爆竹应当在规定时间、地点燃放，'
        '禁放区域内严禁燃放。发现非法销售、违规储存等行为，请拨打应急管理举报电话12350。</p></div>'
    )
    foot = ('<div class="foot"><p>主办单位：义乌市应急管理局</p><p>承办单位：义乌市应急管理局办公室　联系电话：0579-85521234</p>'
            '<p>网站标识码：3307820043　浙ICP备05056789号-3</p></div>')

    def page(no, shop, addr, boss, valid, *, url=None, views=77, banner=False, sid=None):
        rec = _rows(["许可证编号", "零售点名称", "经营地址", "主要负责人", "有效期"], [(no, shop, addr, boss, valid)], "ls")
        body = (f'{COOKIE_ZH if banner else ""}<div class="hd">义乌市应急管理局</div><div class="weizhi">当前位置：首页 » 政务公开 » 行政许可 » 烟花爆竹零售</div>'
                f'<div class="con"><h1>烟花爆竹经营（零售）许可证公示</h1>{rec}<p>访问次数：{views}</p></div>{req}{foot}')
        u = url or f"{host}/xzxk/yhbz/{no[-8:-1]}.html"
        if sid:
            u = _q(u, f"jsessionid={sid}")
        return P(u, doc("烟花爆竹经营（零售）许可证公示", body, lang="zh-CN"), f"yh-{no[-8:-1]}")

    a = ("（浙）YH零许证字〔2025〕第0782031号", "义乌市稠城某某便利店", "稠城街道县前街112号", "金某", "2025年1月10日至2025年2月28日")
    b = ("（浙）YH零许证字〔2025〕第0782032号", "义乌市稠城某某超市", "稠城街道县前街140号", "金某", "2025年1月10日至2025年2月28日")
    c = ("（浙）YH零许证字〔2025〕第0782033号", "义乌市北苑某某烟酒店", "北苑街道雪峰西路21号", "楼某", "2025年1月10日至2025年2月28日")
    d = ("（浙）YH零许证字〔2025〕第0782034号", "义乌市佛堂某某商行", "佛堂镇新华街5号", "王某", "2025年1月10日至2025年2月28日")
    e = ("（浙）YH零许证字〔2025〕第0782035号", "义乌市佛堂某某商行", "佛堂镇新华街5号", "王某", "2025年1月10日至2025年12月31日")
    return [
        page(*a),
        page(*a, views=103, banner=True, url=f"{host}/xzxk/yhbz/0782031.html?from=groupmessage"),
        page(*b),
        page(*c),
        page(*c, sid="A81F0C2B9E"),
        page(*d),
        page(*e),
        page(*d, views=81, url=f"{host}/xzxk/yhbz/0782034.html?sid=3"),
    ]


@scen("zh_shehui_zuzhi", "民政局社会组织登记信息，同类协会只差名称代码日期")
def zh_shehui_zuzhi():
    host = "https://mzj.yangzhou.gov.cn"
    side = [("/shzz/djxx/", "登记信息"), ("/shzz/nj/", "年度检查"), ("/shzz/pg/", "等级评估"), ("/shzz/cf/", "行政处罚"), ("/shzz/bszn/", "办事指南")]
    zn = (
        '<div class="about"><h3>社会组织登记管理</h3><p>社会组织包括社会团体、民办非企业单位（社会服务机构）和基金会。成立社会组织应当经其业务主管单位审查同意后，'
        '向登记管理机关申请登记；行业协会商会类、科技类、公益慈善类、城乡社区服务类社会组织可以直接向民政部门依法申请登记。</p>'
        '<p>社会组织应当按照章程开展活动，每年按时报送年度工作报告，接受登记管理机关的监督检查。社会组织不得从事营利性经营活动，'
        '不得向会员摊派费用。公众可通过本栏目查询社会组织的登记状态、年检结论和评估等级，识别非法社会组织。</p></div>'
    )
    foot = '<div class="ft"><p>扬州市民政局　主办</p><p>网站标识码：3210000023　苏ICP备05012345号　苏公网安备32100202010123号</p></div>'

    def page(code, name, kind, sup, rep, date, *, url=None, side_order=side, printv=False):
        rec = (f'<div class="dj"><h1>{name}</h1>' + table_kv([("统一社会信用代码", code), ("组织类型", kind), ("业务主管单位", sup),
               ("法定代表人", rep), ("成立登记日期", date), ("登记状态", "正常")], "djb") + "</div>")
        if printv:
            body = rec
        else:
            body = f'<div class="top">扬州市民政局</div><div class="dqwz">当前位置：首页 &gt; 社会组织 &gt; 登记信息</div><div class="zuo">{_links(side_order, "sz")}</div>{rec}{zn}{foot}'
        return P(url or f"{host}/shzz/djxx/{code}.html", doc("社会组织登记信息", body, lang="zh-CN"), f"zz-{code}")

    a = ("51321000MJ0A12345K", "扬州市摄影家协会", "社会团体", "扬州市文学艺术界联合会", "陈某某", "1986年5月12日")
    b = ("51321000MJ0A12353B", "扬州市书法家协会", "社会团体", "扬州市文学艺术界联合会", "陈某某", "1986年5月12日")
    c = ("51321000MJ0A12361W", "扬州市美术家协会", "社会团体", "扬州市文学艺术界联合会", "刘某某", "1985年10月8日")
    d = ("52321000MJ0B23456X", "扬州市广陵区某某社会工作服务中心", "民办非企业单位", "无（直接登记）", "孙某某", "2019年3月21日")
    e = ("52321000MJ0B23464Q", "扬州市邗江区某某社会工作服务中心", "民办非企业单位", "无（直接登记）", "孙某某", "2020年7月2日")
    return [
        page(*a),
        page(*a, side_order=side[2:] + side[:2], url=f"{host}/shzz/djxx/51321000MJ0A12345K.html?keyword=摄影"),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url=f"{host}/shzz/djxx/52321000MJ0B23456X.html?print=1", printv=True),
        page(*e),
        page(*e, url="https://m.mzj.yangzhou.gov.cn/shzz/djxx/52321000MJ0B23464Q.html"),
    ]


def scenarios():
    return built(SC)
