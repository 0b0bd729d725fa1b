# ruff: noqa: E501
"""Thin pages of 36 more made-up sites (English and Chinese, some GBK), written blind by an eighteenth false-drop hunt (a helper), who read none of the plugin's rules; each scenario is one host's pages, labelled with their content: pages with one content label are true copies (print versions, mobile m. hosts, AMP and MIP paths, tracking and session query parameters, /index.html suffixes, changed view counters and "generated at" times, reordered sidebars, added cookie banners, other breadcrumbs, other related-items boxes, changed live-status boxes); different labels are documents a reader would call different.
Site kinds: change-ringing tower directory, pipe organ survey, tartan register, climbing route guide, canal lock register, churchyard monumental inscriptions, hymn tune index, stamp catalogue, paint colour cards, school term dates, chess congress pairings, orienteering results, allotment site vacancies, harbour moorings register, model locomotive catalogue, knitting pattern library, public path order notices, bus stop pages, 法院开庭公告, 不动产首次登记公告, 事业单位招聘岗位表, 学区划分公示 (GBK), 农贸市场菜价监测, 高校录取分数线, 汉字字典, 成语词典, 古诗词, 紫砂壶商品页, 普洱茶饼商品页, 献血点信息 (GBK), 机动车检验机构名录, 电梯维保信息公示 (GBK), 公共自行车站点, 历史天气 (GBK), 彩票开奖公告, 停车场收费公示."""

from __future__ import annotations

import json

from benchmarks._thin_site_kit import P, built, dl_kv, doc, nav, scenario_registry, table_kv, ul_kv

SC, scen = scenario_registry()


def _mob(url):
    """The same path on the site's m. host."""
    return url.replace("://www.", "://m.", 1)


def _jsonld(obj):
    """A JSON-LD script element for the head."""
    return '<script type="application/ld+json">' + json.dumps(obj, ensure_ascii=False) + "</script>"


def _canon(url):
    return f'<link rel="canonical" href="{url}">'


def _figure(src, alt, caption, cls="fig"):
    return f'<figure class="{cls}"><img src="{src}" alt="{alt}" width="640" height="427"><figcaption>{caption}</figcaption></figure>'


def _grid(head, rows, cls="grid", caption=None):
    """A table with a header row."""
    cap = f"<caption>{caption}</caption>" if caption else ""
    th = "".join(f"<th>{h}</th>" for h in head)
    trs = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
    return f'<table class="{cls}">{cap}<thead><tr>{th}</tr></thead><tbody>{trs}</tbody></table>'


def _fields(rows, cls="fields"):
    """Label/value pairs as nested divs, the way page builders emit them."""
    return f'<div class="{cls}">' + "".join(
        f'<div class="field"><div class="field-label">{k}</div><div class="field-value">{v}</div></div>' for k, v in rows) + "</div>"


def _trail(items, cls="crumbs"):
    """Breadcrumbs; an item without a link is the current page."""
    parts = [f'<a href="{h}">{t}</a>' if h else f"<span>{t}</span>" for h, t in items]
    return f'<nav class="{cls}" aria-label="Breadcrumb">' + " &rsaquo; ".join(parts) + "</nav>"


def _items(items, cls="items"):
    return f'<ul class="{cls}">' + "".join(f"<li>{t}</li>" for t in items) + "</ul>"


COOKIES_EN = (
    '<div id="consent" class="consent-bar"><p>This website uses cookies. Some are needed for the site to work; others help us '
    "understand how the site is used so that we can improve it. We will not set optional cookies unless you agree.</p>"
    '<button type="button" data-consent="all">Accept optional cookies</button> <button type="button" data-consent="none">Reject</button> '
    '<a href="/cookies">Cookie settings</a></div>'
)

COOKIES_ZH = (
    '<div class="cookie-bar" id="cookieBar"><span>为了给您提供更好的浏览体验，本网站会使用Cookie。继续访问即视为您同意'
    '我们的《隐私政策》与《Cookie使用说明》。</span><a class="btn-close" href="javascript:void(0)">同意并关闭</a></div>'
)


# ---------------------------------------------------------------- English sites


@scen("ringing_towers", "change-ringing tower directory: dl records, twin towers in one church and in two villages of one name, weekly practice box")
def ringing_towers():
    host = "https://www.ringingtowers.org.uk"
    visiting = (
        '<section class="visiting"><h2>Visiting a tower</h2><p>Ringers are welcome at practice nights in almost every tower in '
        "the directory, but bands are small and practices are sometimes cancelled at short notice for weddings, funerals or "
        "building work. It is always worth contacting the tower correspondent a few days before you travel, especially if you "
        "are bringing a group. Many towers are reached by narrow spiral stairs and ring from a gallery or a first-floor ringing "
        "chamber; where a ring is on the ground floor this is noted.</p><p>Tenor weights are given in hundredweights, quarters "
        "and pounds as cast or as last weighed, with the metric weight in brackets. The note is the nominal of the tenor. Rings "
        "marked <em>unringable</em> are listed for completeness but cannot be rung until work has been done on the bells or "
        "the frame.</p></section>"
    )
    guild = ('<aside class="guild"><h3>Hexford Diocesan Guild</h3><p>The Guild runs training days, striking competitions and a '
             "quarterly peal week. New learners of any age are welcome; ask at your local tower.</p></aside>")
    foot = ('<footer><p>Ringing Towers is kept up to date by volunteers from the guilds and associations. Corrections are always '
            'welcome.</p><p><a href="/about">About</a> &middot; <a href="/corrections">Send a correction</a> &middot; <a href="/privacy">Privacy</a></p></footer>')

    def page(tid, place, dedication, bells, tenor, note, practice, room, *, url=None, week="Practice as normal", printv=False, banner=False):
        rec = f"<h1>{place}, {dedication}</h1>" + dl_kv([("Bells", bells), ("Tenor", tenor), ("Note", note), ("Practice", practice),
                                                        ("Ringing room", room), ("Tower ID", tid)], "tower")
        if printv:
            body = rec + '<p class="printed">Printed from ringingtowers.org.uk</p>'
        else:
            body = ('<header class="top"><a class="home" href="/">Ringing Towers</a><form action="/search"><input name="q" '
                    'placeholder="Place or dedication"><button>Find</button></form></header>'
                    f'<main>{rec}<div class="week-box"><strong>This week:</strong> {week}</div></main>{guild}{visiting}{foot}')
        if banner:
            body = COOKIES_EN + body
        return P(url or f"{host}/tower/{tid}", doc(f"{place}, {dedication} - Ringing Towers", body), f"rt-{tid}")

    a = ("10482", "Wymondley", "St Mary", "8", "14&ndash;1&ndash;9 (724 kg)", "E flat", "Thursday 7.30&ndash;9 pm", "First floor, 32 steps")
    b = ("10483", "Wymondley", "St Mary (light ring)", "6", "2&ndash;0&ndash;11 (107 kg)", "C", "Saturday 10&ndash;11 am, learners", "Ground floor")
    c = ("10490", "Great Hadlow", "All Saints", "6", "9&ndash;2&ndash;20 (491 kg)", "G", "Tuesday 7.30&ndash;9 pm", "Ground floor")
    d = ("10491", "Little Hadlow", "All Saints", "6", "7&ndash;3&ndash;4 (395 kg)", "A", "Tuesday 7.30&ndash;9 pm", "Ground floor")
    e = ("10495", "Hadlow Bury", "St John the Baptist", "5", "6&ndash;1&ndash;0 (318 kg)", "B", "None", "Unringable; frame unsafe")
    f = ("10497", "Stoke Abbas", "St Michael", "10", "21&ndash;2&ndash;3 (1093 kg)", "D", "Wednesday 7.30&ndash;9 pm", "First floor, 58 steps")
    return [
        page(*a),
        page(*a, url=f"{host}/tower/10482?utm_source=facebook&utm_medium=post"),
        page(*a, url=f"{_mob(host)}/tower/10482", week="No practice on 14 March (wedding ringing)"),
        page(*a, url=f"{host}/tower/10482/print", printv=True),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/tower/10490?from=map", banner=True),
        page(*d),
        page(*e),
        page(*f),
    ]


@scen("organ_survey", "pipe organ survey: div soup, stop lists per department, two surveys of one organ and two organs in one church")
def organ_survey():
    host = "https://www.organsurvey.org.uk"
    about = (
        '<div class="blk about"><div class="blk-h">About the survey</div><div class="blk-b"><p>The survey records pipe organs in '
        "churches, chapels, schools, halls and private houses, with their builders, their dates and their specifications. Many "
        "organs have been rebuilt, enlarged or moved several times, and each visit by a surveyor is kept as a separate record so "
        "that the history of an instrument can be followed. The record number identifies the survey, not the organ.</p><p>Stop "
        "names are given as they appear on the stop heads, with their pitch in feet. Couplers and accessories are listed only "
        "where the surveyor noted them. Where an organ is unplayable, or the building is closed, the record says so.</p><p>The "
        "survey is a research resource compiled by volunteers. It is not a guide to whether an organ may be played: always ask "
        "the organist or the church before visiting.</p></div></div>"
    )
    donate = '<div class="blk donate"><div class="blk-b">The survey is free to use and relies on donations. <a href="/support">Support our work</a>.</div></div>'

    def page(ref, building, place, builder, surveyed, depts, *, url=None, recent=("N07710", "N07702", "N07688", "N07651"), crumbs=None):
        crumbs = crumbs or [("/", "Survey"), ("/county/hexfordshire", "Hexfordshire"), (None, place)]
        stops = "".join(f'<div class="dept"><div class="dept-name">{name}</div>{_items(st, "stops")}</div>' for name, st in depts)
        rec = ('<div class="record">' + f'<div class="rec-ref">Survey {ref}</div><div class="rec-bld">{building}, {place}</div>'
               + _fields([("Builder", builder), ("Surveyed", surveyed)], "rec-meta") + f'<div class="spec">{stops}</div></div>')
        side = '<div class="blk recent"><div class="blk-h">Recently updated</div><div class="blk-b">' + "".join(
            f'<a href="/survey/{r}">{r}</a><br>' for r in recent) + "</div></div>"
        body = (f'<div id="hd"><div class="logo"><a href="/">National Organ Survey</a></div></div>{_trail(crumbs)}'
                f'<div id="bd"><div class="col-a">{rec}</div><div class="col-b">{side}{donate}</div></div>{about}'
                '<div id="ft">National Organ Survey &middot; a volunteer research project &middot; <a href="/terms">Terms of use</a></div>')
        return P(url or f"{host}/survey/{ref}", doc(f"Survey {ref} | National Organ Survey", body), f"os-{ref}")

    great1 = ["Open Diapason 8", "Dulciana 8", "Stopped Diapason 8", "Principal 4", "Fifteenth 2"]
    swell1 = ["Violin Diapason 8", "Lieblich Gedact 8", "Gemshorn 4", "Cornopean 8"]
    pedal1 = ["Bourdon 16"]
    a = ("N05521", "St Peter", "Ashby Magna", "Forster &amp; Andrews, 1881", "1962", [("Great", great1), ("Swell", swell1), ("Pedal", pedal1)])
    b = ("N05522", "St Peter", "Ashby Magna", "Forster &amp; Andrews, 1881; rebuilt by Hexley Organ Works, 1994", "2009",
         [("Great", great1 + ["Mixture III"]), ("Swell", swell1 + ["Oboe 8"]), ("Pedal", pedal1 + ["Octave Flute 8"])])
    c = ("N06110", "Wesley Chapel", "Stanway", "Peter Conacher, 1902", "1988", [("Manual", ["Open Diapason 8", "Dulciana 8", "Stopped Diapason 8", "Flute 4"]), ("Pedal", ["Bourdon 16"])])
    d = ("N06341", "Holy Trinity, chancel organ", "Hexley", "J. W. Walker, 1870", "2015", [("Great", ["Open Diapason 8", "Claribel Flute 8", "Principal 4"]), ("Swell", ["Salicional 8", "Gedackt 8", "Oboe 8"]), ("Pedal", ["Bourdon 16"])])
    e = ("N06342", "Holy Trinity, west gallery organ", "Hexley", "Unknown, c. 1790", "2015", [("Manual", ["Open Diapason 8", "Stopped Diapason 8", "Principal 4", "Twelfth 2 2/3", "Fifteenth 2"])])
    return [
        page(*a),
        page(*a, url=f"{host}/survey/N05521;jsessionid=0F3A991CE27B4D"),
        page(*b),
        page(*b, url=f"{host}/survey/N05522/index.html", crumbs=[("/", "Survey"), ("/builders/forster-andrews", "Forster &amp; Andrews"), (None, "Ashby Magna")]),
        page(*c),
        page(*d),
        page(*d, url=f"{host}/survey/N06341?ref=builder", recent=("N07651", "N07688", "N07710", "N07702")),
        page(*e),
    ]


@scen("tartan_register", "tartan register: swatch figure, JSON-LD, threadcount rows; hunting, dress and modern setts of one clan")
def tartan_register():
    host = "https://www.tartanindex.scot"
    about = (
        '<section class="about"><h2>About the index</h2><p>The index lists tartans recorded by weavers, clan societies, '
        "districts, regiments, companies and private designers, from setts known only from a scrap of eighteenth-century cloth "
        "to designs registered last month. Each entry gives the threadcount, which is the recipe for weaving the sett: a "
        "sequence of colours, each followed by the number of threads. Half the sett is given, and it is woven forwards and "
        "then in reverse about the pivots.</p><p>Colours are given as letters: K black, G green, B blue, R red, Y yellow, W "
        "white, N grey, A azure. The same threadcount can be woven in modern, ancient (lighter) or weathered (muted) colours; "
        "where a clan recognises these as separate tartans they are indexed separately.</p><p>Inclusion in the index is not "
        "an endorsement of a tartan's history or of any claim to wear it.</p></section>"
    )
    shop = '<aside class="weavers"><h3>Weave this tartan</h3><p>Find a weaver or kiltmaker who can make cloth in any indexed sett.</p><a href="/weavers">Weavers directory</a></aside>'

    def page(ref, name, cat, designer, date, tc, *, url=None, amp=False, banner=False):
        head = _jsonld({"@context": "https://schema.org", "@type": "CreativeWork", "name": name, "identifier": ref, "genre": f"{cat} tartan"})
        if amp:
            head += _canon(f"{host}/tartan/{ref}")
        art = (f'<article class="tartan"><h1>{name}</h1>' + _figure(f"/swatch/{ref}.png", f"{name} swatch", f"Threadcount: {tc}", "swatch")
               + table_kv([("Index number", ref), ("Category", cat), ("Designer", designer), ("Date", date)], "tartan-facts") + "</article>")
        body = ('<div class="hd"><a href="/">The Tartan Index</a> <a href="/search">Search</a> <a href="/register">Register a tartan</a></div>'
                + art + ("" if amp else shop) + about + '<div class="ft">&copy; The Tartan Index Trust. Swatches are computer-drawn from the threadcount.</div>')
        if banner:
            body = COOKIES_EN + body
        return P(url or f"{host}/tartan/{ref}", doc(f"{name} | The Tartan Index", body, head=head), f"ti-{ref}")

    a = ("TI-2207", "MacAlder Hunting", "Clan", "Unknown", "c. 1880", "G/48 K6 G6 K6 G6 K24 B24 K2 B4 K2 B/4")
    b = ("TI-2208", "MacAlder Dress", "Clan", "Unknown", "c. 1880", "W/48 K6 W6 K6 W6 K24 R24 K2 R4 K2 R/4")
    c = ("TI-2209", "MacAlder Modern", "Clan", "Clan MacAlder Society", "1997", "G/48 K6 G6 K6 G6 K24 B24 K2 B4 K2 B/4")
    d = ("TI-3310", "Strathdurran District", "District", "Hexley Mills", "1934", "N/8 K4 G32 K4 Y/2")
    e = ("TI-4102", "Corran Ferry Centenary", "Commemorative", "Corran Ferry Trust", "2019", "A/12 N4 A4 K16 W/2")
    return [
        page(*a),
        page(*a, url=f"{host}/amp/tartan/TI-2207", amp=True),
        page(*a, url=f"{host}/tartan/TI-2207?utm_source=pinterest&utm_medium=pin"),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/tartan/TI-2209?search=macalder", banner=True),
        page(*d),
        page(*e),
        page(*e, url=f"{_mob(host)}/tartan/TI-4102"),
    ]


@scen("crag_routes", "climbing route guide: one route per page on one buttress, Direct and Left-Hand variants, long access notice, live conditions box")
def crag_routes():
    host = "https://www.cragnotes.co.uk"
    access = (
        '<section class="access"><h2>Access and conservation</h2><p>Hexley Edge is on land owned by the Hexley Estate and managed '
        "for ground-nesting birds. Climbing is permitted by agreement with the estate on condition that climbers keep to the "
        "marked paths below the crag, do not leave gear or fixed ropes in place and take all litter home. Dogs must be kept on "
        "a lead between March and July.</p><p>A voluntary restriction applies to the buttresses west of the Pulpit from 1 March "
        "to 30 June while ring ouzels are nesting. Please check the notice board in the car park before climbing and respect "
        "any signs at the foot of the crag. Breaches of the agreement put access for everyone at risk.</p><p>Grades are given "
        "as adjectival grade and technical grade. First ascent details are as reported to the guidebook team and may be "
        "incomplete.</p></section>"
    )
    shop = '<aside class="book"><h3>The printed guide</h3><p>Hexley and the Northern Edges, 3rd edition, is available from local outdoor shops and from the club.</p></aside>'

    def page(slug, name, grade, length, fa, text, *, url=None, cond="Dry, light breeze (reported this morning)", banner=False, order=None):
        info = ul_kv([("Grade", grade), ("Length", length), ("First ascent", fa)], "route-facts")
        others = order or [("pulpit-crack", "Pulpit Crack"), ("pulpit-crack-direct", "Pulpit Crack Direct"), ("pulpit-arete", "Pulpit Arete"), ("lectern", "Lectern")]
        side = '<div class="buttress"><h3>Pulpit Buttress</h3>' + nav([(f"/hexley-edge/{s}", t) for s, t in others], "routes") + "</div>"
        body = (f'<header><a href="/">Crag Notes</a> &rsaquo; <a href="/hexley-edge">Hexley Edge</a></header>'
                f'<main><h1>{name}</h1>{info}<p class="desc">{text}</p><div class="conditions">Conditions: {cond}</div></main>'
                f'{side}{shop}{access}<footer>Crag Notes is written by climbers for climbers. Climbing is dangerous; use this guide at your own risk.</footer>')
        if banner:
            body = COOKIES_EN + body
        return P(url or f"{host}/hexley-edge/{slug}", doc(f"{name}, Hexley Edge - Crag Notes", body), f"cr-{slug}")

    a = ("pulpit-crack", "Pulpit Crack", "VS 4c", "18 m", "J. Orme, R. Baines, 1951", "Climb the obvious crack splitting the buttress to a ledge, then the wide finishing groove.")
    b = ("pulpit-crack-direct", "Pulpit Crack Direct", "HVS 5a", "18 m", "P. Lund, 1967", "Start as for Pulpit Crack but take the thin crack straight through the overlap where the parent route steps left.")
    c = ("pulpit-arete", "Pulpit Arete", "HVS 5b", "16 m", "P. Lund, M. Sayer, 1968", "The right arete of the buttress, climbed on its left side throughout.")
    d = ("vestry-chimney", "Vestry Chimney", "D", "12 m", "Unknown, before 1920", "The chimney left of the buttress. Traditional and often greasy.")
    e = ("vestry-wall", "Vestry Wall", "VS 4b", "12 m", "R. Baines, 1952", "The wall left of the chimney on small positive holds.")
    f = ("lectern", "Lectern", "E1 5b", "14 m", "A. Kerr, 1979", "The hanging slab right of the arete, gained from the boulder.")
    g = ("lectern-left-hand", "Lectern Left-Hand", "E2 5c", "14 m", "S. Kerr, 1986", "Gain the hanging slab from the arete and climb its left edge.")
    return [
        page(*a),
        page(*a, url=f"{_mob(host)}/hexley-edge/pulpit-crack", cond="Wet after overnight rain (reported 2 hours ago)"),
        page(*a, url=f"{host}/hexley-edge/pulpit-crack?sort=grade", order=[("lectern", "Lectern"), ("pulpit-arete", "Pulpit Arete"), ("pulpit-crack-direct", "Pulpit Crack Direct"), ("pulpit-crack", "Pulpit Crack")]),
        page(*b),
        page(*c),
        page(*d),
        page(*e),
        page(*e, url=f"{host}/hexley-edge/vestry-wall?utm_source=newsletter", banner=True),
        page(*f),
        page(*g),
    ]


@scen("canal_locks", "canal lock register: locks of one flight share every field but the number and rise, left menu, print view")
def canal_locks():
    host = "https://www.canalpedia.org.uk"
    canals = [("/canal/severn-avon-junction", "Severn &amp; Avon Junction Canal"), ("/canal/hexley-arm", "Hexley Arm"),
              ("/canal/stanway-navigation", "Stanway Navigation"), ("/canal/old-cut", "The Old Cut")]
    boating = (
        '<div class="boating"><h3>Using the locks</h3><p>All locks on the canal are broad locks worked by boaters with a '
        "windlass. Close the gates and paddles behind you unless a boat is coming the other way, and never leave a lock with a "
        "paddle up. In the Hexley flight the pounds between locks are short: work down only when the pound below has room for "
        "the water, and take care not to drain the pound above.</p><p>Volunteer lock keepers are on duty on the Hexley flight "
        "at weekends from Easter to October. Stoppages for maintenance are normally made in winter and are announced on the "
        "navigation authority's website.</p></div>"
    )
    foot = '<div class="foot">Canalpedia is a wiki for boaters. Text is available under a Creative Commons licence. <a href="/edit">Edit</a> &middot; <a href="/about">About</a></div>'

    def page(num, name, rise, chamber, nxt, services, *, url=None, printv=False, crumbs=None):
        crumbs = crumbs or [("/", "Canalpedia"), ("/canal/severn-avon-junction", "Severn &amp; Avon Junction Canal"), ("/canal/severn-avon-junction/hexley-flight", "Hexley Flight"), (None, f"Lock {num}")]
        title = f"Lock {num}" + (f" ({name})" if name else "")
        rec = f"<h1>{title}</h1>" + table_kv([("Canal", "Severn &amp; Avon Junction Canal"), ("Flight", "Hexley Flight"), ("Rise", rise),
                                               ("Chamber", chamber), ("Next lock up", nxt), ("Services", services)], "lock")
        if printv:
            body = rec
        else:
            body = (f'<table class="layout"><tr><td class="menu"><b>Canals</b>{nav(canals, "canals")}</td>'
                    f'<td class="content">{_trail(crumbs)}{rec}{boating}</td></tr></table>{foot}')
        return P(url or f"{host}/canal/severn-avon-junction/lock-{num}", doc(f"{title} - Severn &amp; Avon Junction Canal - Canalpedia", body), f"cl-{num}")

    a = ("14", "Hexley Bottom Lock", "2.21 m", "22.0 m &times; 4.3 m", "Lock 15, 350 m", "Water point, rubbish and recycling")
    b = ("15", "", "2.13 m", "22.0 m &times; 4.3 m", "Lock 16, 200 m", "None")
    c = ("16", "", "2.13 m", "22.0 m &times; 4.3 m", "Lock 17, 200 m", "None")
    d = ("17", "Hexley Top Lock", "2.13 m", "22.0 m &times; 4.3 m", "Lock 18, 1.6 km", "Water point, Elsan, pump-out")
    e = ("18", "Stanway Lock", "1.98 m", "22.0 m &times; 4.3 m", "Lock 19, 0.9 km", "None")
    f = ("21", "Orchard Stop Lock", "0.15 m", "22.0 m &times; 4.3 m", "None (summit pound)", "Visitor moorings above the lock")
    return [
        page(*a),
        page(*a, url=f"{host}/canal/severn-avon-junction/lock-14?printable=yes", printv=True),
        page(*a, url=f"{host}/canal/severn-avon-junction/lock-14/index.html"),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/canal/severn-avon-junction/lock-16?from=facilities", crumbs=[("/", "Canalpedia"), ("/facilities", "Facilities"), (None, "Lock 16")]),
        page(*d),
        page(*d, url=f"{host}/canal/severn-avon-junction/lock-17?utm_source=twitter"),
        page(*e),
        page(*f),
    ]


@scen("churchyard_mis", "family history society monumental inscriptions: blockquote per stone, father and son of one name, two illegible stones")
def churchyard_mis():
    host = "https://www.wealdfhs.org.uk"
    using = (
        '<section class="using"><h2>Using these transcriptions</h2><p>The society recorded the churchyard of St Keverne, '
        "Lowenna, between 1979 and 1983, and revisited it in 2018 to check the readings and add stones uncovered during "
        "clearance. Inscriptions are transcribed line by line as they appear on the stone, keeping the original spelling. "
        "Words in square brackets were unclear; a row of dots marks letters that could not be read. Stones are numbered by "
        "row and position from the plan held by the parish.</p><p>Weathering has made many inscriptions harder to read since "
        "the first survey, and some stones have been moved or lost. Before visiting, please contact the churchwardens; the "
        "churchyard is still in use and some areas are kept as a wildlife meadow.</p><p>These transcriptions are copyright "
        "of the society. You may quote them in your own family history with acknowledgement.</p></section>"
    )
    join = '<aside class="join"><h3>Join the society</h3><p>Members receive the quarterly journal and can search our index of 48,000 names.</p><a href="/join">Join now</a></aside>'

    def page(ref, plot, lines, stone, *, url=None, printv=False, banner=False):
        text = "<br>".join(lines)
        rec = (f'<article class="mi"><h1>St Keverne, Lowenna &mdash; {ref}</h1><p class="plot">{plot}</p>'
               f'<blockquote class="inscription">{text}</blockquote><p class="stone">{stone}</p></article>')
        if printv:
            body = rec + '<p class="src">Weald Family History Society</p>'
        else:
            body = ('<div class="banner"><a href="/">Weald Family History Society</a></div>'
                    + nav([("/", "Home"), ("/mi", "Monumental inscriptions"), ("/parishes", "Parishes"), ("/journal", "Journal"), ("/join", "Join")], "menu")
                    + rec + join + using + '<div class="footer">Registered charity 1052287 &middot; <a href="/contact">Contact</a></div>')
        if banner:
            body = COOKIES_EN + body
        return P(url or f"{host}/mi/lowenna/{ref}", doc(f"{ref} St Keverne, Lowenna - Weald FHS", body), f"mi-{ref}")

    a = ("C-04", "Row C, position 4", ["In loving memory of", "JOHN PELLOW", "who died 3 March 1861", "aged 64 years"], "Slate headstone, good condition")
    b = ("C-05", "Row C, position 5", ["In loving memory of", "JOHN PELLOW", "who died 19 November 1889", "aged 58 years", "son of the above"], "Slate headstone, good condition")
    c = ("C-06", "Row C, position 6", ["ELIZABETH", "wife of JOHN PELLOW", "died 8 May 1870", "aged 71"], "Slate headstone, lower part buried")
    d = ("C-07", "Row C, position 7", ["[Inscription illegible]"], "Slate headstone, broken in two")
    e = ("C-08", "Row C, position 8", ["[Inscription illegible]"], "Granite cross on base, fallen")
    return [
        page(*a),
        page(*a, url=f"{host}/mi/lowenna/C-04?print=1", printv=True),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/mi/lowenna/C-06?sid=a81f2c09e4d7"),
        page(*d),
        page(*e),
        page(*e, url=f"{host}/mi/lowenna/C-08?utm_source=forum", banner=True),
    ]


@scen("hymn_tunes", "hymn tune index: one tune per page, same composer and metre with other incipits, same-metre box")
def hymn_tunes():
    host = "https://www.hymntuneindex.net"
    about = (
        '<div class="about"><h2>About the index</h2><p>The index lists hymn tunes by name, with their metre, composer and the '
        "date of first publication. Metres are given as the number of syllables in each line of the verse, so that a tune can "
        "be matched to any text in the same metre: C.M. (common metre) is 8.6.8.6, L.M. (long metre) is 8.8.8.8 and S.M. "
        "(short metre) is 6.6.8.6; D means the pattern is doubled.</p><p>The incipit is the melody of the first line, written "
        "as note names in the key of C, so that tunes can be searched by their opening whatever key they are printed in. "
        "Texts listed under a tune are those it is set to in at least one hymnal in our collection; the first text is the one "
        "it was written for.</p></div>"
    )

    def page(slug, name, metre, composer, year, incipit, text, *, url=None, amp=False, same=("RHOSLAN", "CALDERBANK", "ST ALDRED", "COLCLOUGH")):
        head = _jsonld({"@context": "https://schema.org", "@type": "MusicComposition", "name": name, "composer": {"@type": "Person", "name": composer}, "dateCreated": year})
        if amp:
            head += _canon(f"{host}/tune/{slug}")
        rec = f'<div class="tune"><h1>{name}</h1>' + ul_kv([("Metre", metre), ("Composer", composer), ("First published", year), ("Incipit", incipit), ("Written for", text)], "tune-facts") + "</div>"
        box = '<div class="same-metre"><h3>Other tunes in this metre</h3>' + " &middot; ".join(f'<a href="/tune/{s.lower().replace(" ", "-")}">{s}</a>' for s in same if s != name) + "</div>"
        body = ('<div class="top"><a href="/">Hymn Tune Index</a> <form action="/search"><input name="q" placeholder="Tune, metre or incipit"></form></div>'
                + rec + ("" if amp else box) + about + '<div class="bottom">Hymn Tune Index &middot; compiled since 2006 &middot; <a href="/contact">Corrections</a></div>')
        return P(url or f"{host}/tune/{slug}", doc(f"{name} (hymn tune) - Hymn Tune Index", body, head=head), f"ht-{slug}")

    a = ("st-aldred", "ST ALDRED", "8.7.8.7.D", "Henry Colclough (1839&ndash;1904)", "1874", "G G A B C B A G", "&ldquo;Lift your voices, morning breaketh&rdquo;")
    b = ("colclough", "COLCLOUGH", "8.7.8.7.D", "Henry Colclough (1839&ndash;1904)", "1881", "E F G G A G F E", "&ldquo;Through the waters, through the fire&rdquo;")
    c = ("hexley", "HEXLEY", "L.M.", "Anne Threlfall (1852&ndash;1931)", "1890", "C E G C B A G", "&ldquo;O Light that breaks upon the hills&rdquo;")
    d = ("hexley-new", "HEXLEY NEW", "L.M.", "Anne Threlfall (1852&ndash;1931)", "1902", "C D E G F E D", "&ldquo;O Light that breaks upon the hills&rdquo;")
    e = ("wychwood", "WYCHWOOD", "C.M.", "Thomas Arden (1788&ndash;1860)", "1829", "D G A B A G", "&ldquo;Beneath the spreading wood we stand&rdquo;")
    return [
        page(*a),
        page(*a, url=f"{host}/amp/tune/st-aldred", amp=True),
        page(*a, url=f"{host}/tune/st-aldred?q=8787D", same=("COLCLOUGH", "ST ALDRED", "CALDERBANK", "RHOSLAN")),
        page(*b),
        page(*c, same=("HEXLEY NEW", "OLD HUNDREDTH", "TRURO", "HEXLEY")),
        page(*c, url=f"{host}/tune/hexley?ref=composer", same=("TRURO", "HEXLEY", "HEXLEY NEW", "DUKE STREET")),
        page(*d, same=("HEXLEY", "OLD HUNDREDTH", "TRURO", "HEXLEY NEW")),
        page(*e, same=("ST ANNE", "DUNDEE", "WYCHWOOD", "BELMONT")),
    ]


@scen("stamp_catalogue", "stamp catalogue: one value of a definitive set per page, a perforation variety of one value, other-values sidebar")
def stamp_catalogue():
    host = "https://www.carrowstamps.com"
    intro = (
        '<section class="set-intro"><h2>1937 Harbour definitives</h2><p>The Harbour series replaced the King\'s Head issue '
        "of 1912 and remained in use until decimalisation. All values show a view of Port Carrow from the breakwater, engraved "
        "by the printers from a drawing by the island's harbourmaster, with the value in the lower corners. The stamps were "
        "recess-printed in sheets of sixty on watermarked paper and issued perforated 14; a small printing of some values in "
        "1943 was perforated 12&frac12; on a different machine and is much scarcer.</p><p>Catalogue values are for fine "
        "examples. Used prices are for stamps with a clear postmark of the island.</p></section>"
    )
    terms = '<div class="terms">All stamps are guaranteed genuine. Returns accepted within 14 days. Postage is free on orders over &pound;20.</div>'
    others = [("CAR-37-1", "&frac12;d"), ("CAR-37-2", "1d"), ("CAR-37-3", "2d"), ("CAR-37-4", "6d")]

    def page(code, value, colour, perf, printed, mint, used, *, url=None, side=others, banner=False):
        rec = (f'<div class="stamp"><h1>Isle of Carrow 1937 {value} {colour}</h1>'
               + _figure(f"/scans/{code}.jpg", f"{value} {colour}", f"Catalogue number {code}", "scan")
               + table_kv([("Value", value), ("Colour", colour), ("Perforation", perf), ("Quantity printed", printed), ("Mint", mint), ("Used", used)], "stamp-data") + "</div>")
        sb = '<div class="set-values"><h3>Other values in this set</h3>' + nav([(f"/stamp/{c}", v) for c, v in side if c != code], "values") + "</div>"
        body = ('<div class="shop-head"><a href="/">Carrow Stamps</a> <a href="/basket">Basket (0)</a></div>'
                + f'<div class="wrap">{rec}{sb}</div>{intro}{terms}<div class="shop-foot">Carrow Stamps, Port Carrow. Member of the Philatelic Traders\' Society.</div>')
        if banner:
            body = COOKIES_EN + body
        return P(url or f"{host}/stamp/{code}", doc(f"1937 {value} {colour} - Carrow Stamps", body), f"st-{code}")

    a = ("CAR-37-1", "&frac12;d", "green", "14", "480,000", "&pound;0.80", "&pound;0.40")
    b = ("CAR-37-2", "1d", "scarlet", "14", "720,000", "&pound;0.90", "&pound;0.30")
    c = ("CAR-37-3", "2d", "blue", "14", "300,000", "&pound;2.50", "&pound;1.20")
    d = ("CAR-37-2a", "1d", "scarlet", "12&frac12;", "24,000", "&pound;45.00", "&pound;60.00")
    e = ("CAR-37-4", "6d", "purple", "14", "120,000", "&pound;6.00", "&pound;4.50")
    f = ("CAR-37-4a", "6d", "purple", "12&frac12;", "6,000", "&pound;180.00", "&pound;240.00")
    return [
        page(*a),
        page(*a, url=f"{host}/stamp/CAR-37-1?utm_source=ebay", banner=True),
        page(*b),
        page(*b, url=f"{_mob(host)}/stamp/CAR-37-2"),
        page(*c),
        page(*d),
        page(*d, url=f"{host}/stamp/CAR-37-2a?currency=GBP&ref=set", side=list(reversed(others))),
        page(*e),
        page(*e, url=f"{host}/stamp/CAR-37-4?sessionid=88d1e0aa7c"),
        page(*f),
    ]


@scen("paint_colours", "paint colour cards: swatch div, LRV and hex only differ, JSON-LD Product, recently-viewed box")
def paint_colours():
    host = "https://www.hollowaypaints.co.uk"
    about = (
        '<section class="about-paint"><h2>About our paint</h2><p>Every Holloway colour is made to order in our mill in the '
        "Calder valley, in small batches, using high-quality pigments and a water-based binder that is low in volatile "
        "organic compounds. Colours are mixed by weight rather than by machine tinting, so that every tin of a colour matches "
        "the last.</p><p>Colours on screen are only a guide. We strongly recommend buying a sample pot or a painted colour card "
        "and looking at it in your own room, at different times of day, before ordering. The light reflectance value (LRV) "
        "tells you how much light a colour reflects, from 0 for black to 100 for pure white; colours above 60 will make a "
        "dark room feel lighter.</p><p>All colours are available in Estate Emulsion, Modern Eggshell and Exterior Masonry. "
        "Tins are 100 ml, 2.5 litres and 5 litres.</p></section>"
    )
    delivery = '<section class="delivery"><h3>Delivery</h3><p>Sample pots are sent first class and usually arrive in two working days. Tins are delivered by courier within five working days; free delivery on orders over &pound;75.</p></section>'

    def page(num, name, hexv, lrv, note, *, url=None, amp=False, banner=False, recent=("Saltings", "Oyster Grey", "Harbour Rope")):
        slug = name.lower().replace(" ", "-")
        head = _jsonld({"@context": "https://schema.org", "@type": "Product", "name": f"{name} No. {num}", "sku": f"HP-{num}", "brand": "Holloway Paints",
                        "offers": {"@type": "Offer", "price": "52.00", "priceCurrency": "GBP"}})
        if amp:
            head += _canon(f"{host}/colours/{slug}")
        card = (f'<div class="colour"><div class="swatch" style="background:{hexv}"></div><h1>{name} <span class="no">No. {num}</span></h1>'
                f'<p class="note">{note}</p>' + ul_kv([("LRV", lrv), ("Screen colour", hexv)], "colour-facts")
                + '<div class="buy"><a class="btn" href="/basket/add?sample=1">Sample pot &pound;5</a> <a class="btn" href="/basket/add">2.5 L &pound;52</a></div></div>')
        rv = '<div class="recent"><h4>Recently viewed</h4>' + ", ".join(recent) + "</div>"
        body = ('<div class="hdr"><a href="/">Holloway Paints</a> ' + nav([("/colours", "Colours"), ("/samples", "Samples"), ("/inspiration", "Inspiration")], "main") + "</div>"
                + card + ("" if amp else rv) + about + delivery + '<div class="ftr">&copy; Holloway Paints Ltd, Hebden Mill</div>')
        if banner:
            body = COOKIES_EN + body
        return P(url or f"{host}/colours/{slug}", doc(f"{name} No. {num} | Holloway Paints", body, head=head), f"pc-{num}")

    a = ("214", "Shorebird", "#C9C2B2", "61", "A soft grey-stone neutral.")
    b = ("215", "Shorebird Deep", "#A39B89", "38", "A soft grey-stone neutral.")
    c = ("216", "Saltings", "#B8BFAE", "52", "A pale grey-green.")
    d = ("217", "Oyster Grey", "#D3CFC4", "68", "A pale warm grey.")
    e = ("218", "Oyster White", "#E6E2D8", "79", "A pale warm grey.")
    f = ("230", "Harbour Rope", "#8E7A5E", "21", "A deep earthy brown.")
    return [
        page(*a),
        page(*a, url=f"{host}/colours/shorebird?gclid=Cj0KCQjw8pKxBhD_ARIsAPrG45m"),
        page(*a, url=f"{host}/amp/colours/shorebird", amp=True),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/colours/saltings?ref=card", recent=("Shorebird", "Shorebird Deep", "Oyster White")),
        page(*d),
        page(*e),
        page(*e, url=f"{host}/colours/oyster-white?utm_source=instagram", banner=True),
        page(*f),
    ]


@scen("term_dates", "county school term dates: one academic year per page, a school with its own training days, print view")
def term_dates():
    host = "https://www.hexfordshire.gov.uk"
    notes = (
        '<section class="notes"><h2>About term dates</h2><p>These are the term and holiday dates for community and voluntary '
        "controlled schools in Hexfordshire. Academies, free schools, foundation and voluntary aided schools set their own "
        "dates, which are often the same as the county's but may differ, especially for teacher training (INSET) days. Check "
        "with your child's school before booking a holiday.</p><p>Each school also has five INSET days when pupils do not "
        "attend. Schools publish their INSET days on their own websites. Schools used as polling stations may close on "
        "election days.</p><p>Taking your child out of school during term time without the head teacher's permission may "
        "lead to a penalty notice.</p></section>"
    )
    foot = ('<footer class="council-foot"><ul><li><a href="/accessibility">Accessibility statement</a></li><li><a href="/privacy">Privacy</a></li>'
            '<li><a href="/contact">Contact us</a></li></ul><p>&copy; Hexfordshire County Council</p></footer>')

    def page(slug, heading, terms, extra, *, url=None, printv=False):
        tbl = _grid(["Term", "Starts", "Half term", "Ends"], terms, "terms")
        main = f"<h1>{heading}</h1>{tbl}" + (f'<p class="extra">{extra}</p>' if extra else "")
        if printv:
            body = main + "<p>Hexfordshire County Council</p>"
        else:
            body = ('<header class="council"><a href="/">Hexfordshire County Council</a></header>'
                    + _trail([("/", "Home"), ("/schools", "Schools and learning"), ("/schools/term-dates", "Term dates"), (None, heading)])
                    + f'<main id="content">{main}</main>{notes}{foot}')
        return P(url or f"{host}/schools/term-dates/{slug}", doc(f"{heading} - Hexfordshire County Council", body), f"td-{slug}")

    y2425 = [("Autumn", "Wednesday 4 September 2024", "28 October to 1 November", "Friday 20 December 2024"),
             ("Spring", "Monday 6 January 2025", "17 to 21 February", "Friday 4 April 2025"),
             ("Summer", "Tuesday 22 April 2025", "26 to 30 May", "Tuesday 22 July 2025")]
    y2526 = [("Autumn", "Wednesday 3 September 2025", "27 to 31 October", "Friday 19 December 2025"),
             ("Spring", "Monday 5 January 2026", "16 to 20 February", "Friday 27 March 2026"),
             ("Summer", "Monday 13 April 2026", "25 to 29 May", "Tuesday 21 July 2026")]
    y2324 = [("Autumn", "Tuesday 5 September 2023", "30 October to 3 November", "Wednesday 20 December 2023"),
             ("Spring", "Thursday 4 January 2024", "12 to 16 February", "Thursday 28 March 2024"),
             ("Summer", "Monday 15 April 2024", "27 to 31 May", "Tuesday 23 July 2024")]
    a = ("2024-25", "Term dates 2024 to 2025", y2425, "")
    b = ("2025-26", "Term dates 2025 to 2026", y2526, "")
    c = ("2023-24", "Term dates 2023 to 2024", y2324, "")
    d = ("st-wilfrids-2024-25", "St Wilfrid's CE Academy term dates 2024 to 2025", y2425, "INSET days: 2 and 3 September 2024, 3 January 2025, 23 May and 23 July 2025.")
    return [
        page(*a),
        page(*a, url=f"{host}/schools/term-dates/2024-25?print=true", printv=True),
        page(*a, url=f"{host}/schools/term-dates/2024-25?utm_source=schoolcomms&utm_campaign=newsletter"),
        page(*b),
        page(*b, url=f"{host}/schools/term-dates/2025-26/index.html"),
        page(*c),
        page(*d),
    ]


@scen("chess_pairings", "chess congress pairings: one section and round per table, same players re-paired, generated-at line and sections menu")
def chess_pairings():
    host = "https://www.eastfenchess.org.uk"
    sections = [("open", "Open"), ("major", "Major (U170)"), ("intermediate", "Intermediate (U140)"), ("minor", "Minor (U110)")]
    rules = (
        '<section class="rules"><h2>Congress rules</h2><p>All games are played at a rate of 60 minutes plus 15 seconds per move '
        "from move one. The default time is 30 minutes after the start of the round: a player who arrives later loses the game. "
        "Pairings are made by computer using the Swiss system and are final once published; please tell the arbiter before "
        "the round if you need a bye.</p><p>Mobile phones must be switched off and left in bags. Players may not carry a phone "
        "while their game is in progress, even if it is switched off. Results must be handed in by both players at the "
        "arbiter's desk.</p><p>Games count for national rating. Prize money is shared between players on equal points.</p></section>"
    )

    def page(slug, heading, boards, *, url=None, gen="Sat 9 Mar 2024 17:05", menu=sections):
        tbl = _grid(["Bd", "White", "Rtg", "Result", "Black", "Rtg"], boards, "pairings")
        side = '<div class="sections"><h3>Sections</h3>' + nav([(f"/2024/{s}", t) for s, t in menu], "sec") + "</div>"
        body = ('<div id="top"><a href="/">East Fen Chess Congress</a> <span>9&ndash;10 March 2024, Hexley Corn Exchange</span></div>'
                + f'<div id="main"><h1>{heading}</h1>{tbl}<p class="gen">Generated {gen} by the pairing program</p></div>{side}{rules}'
                + '<div id="bottom">East Fen Chess Club &middot; <a href="/entries">Entries</a> &middot; <a href="/results">Results</a></div>')
        return P(url or f"{host}/2024/{slug}", doc(f"{heading} - East Fen Chess Congress 2024", body), f"ch-{slug}")

    o3 = [("1", "Hale, R.", "2210", "1&ndash;0", "Osei, K.", "2105"), ("2", "Brandt, M.", "2080", "&frac12;&ndash;&frac12;", "Lister, J.", "2190"),
          ("3", "Okafor, T.", "2150", "0&ndash;1", "Wren, D.", "2044"), ("4", "Sandhu, P.", "1990", "1&ndash;0", "Morley, A.", "2001"),
          ("5", "Kaur, S.", "1962", "0&ndash;1", "Fenwick, G.", "2120")]
    o4 = [("1", "Wren, D.", "2044", "0&ndash;1", "Hale, R.", "2210"), ("2", "Fenwick, G.", "2120", "1&ndash;0", "Sandhu, P.", "1990"),
          ("3", "Lister, J.", "2190", "1&ndash;0", "Okafor, T.", "2150"), ("4", "Osei, K.", "2105", "&frac12;&ndash;&frac12;", "Brandt, M.", "2080"),
          ("5", "Morley, A.", "2001", "1&ndash;0", "Kaur, S.", "1962")]
    o5 = [("1", "Hale, R.", "2210", "&frac12;&ndash;&frac12;", "Fenwick, G.", "2120"), ("2", "Lister, J.", "2190", "1&ndash;0", "Wren, D.", "2044"),
          ("3", "Brandt, M.", "2080", "0&ndash;1", "Osei, K.", "2105"), ("4", "Morley, A.", "2001", "0&ndash;1", "Okafor, T.", "2150"),
          ("5", "Sandhu, P.", "1990", "1&ndash;0", "Kaur, S.", "1962")]
    m3 = [("1", "Pike, L.", "1688", "1&ndash;0", "Hussain, F.", "1640"), ("2", "Dunmore, E.", "1655", "0&ndash;1", "Clay, B.", "1602"),
          ("3", "Yates, C.", "1590", "1&ndash;0", "Ashworth, N.", "1611")]
    n3 = [("1", "Rowe, H.", "1081", "1&ndash;0", "Banerjee, A.", "1040"), ("2", "Lowther, S.", "1066", "0&ndash;1", "Kirk, J.", "1012"),
          ("3", "Mensah, D.", "998", "1&ndash;0", "Tully, O.", "1005")]
    return [
        page("open/round-3", "Open section, round 3", o3),
        page("open/round-3", "Open section, round 3", o3, url=f"{host}/2024/open/round-3?refresh=1", gen="Sat 9 Mar 2024 19:48"),
        page("open/round-3", "Open section, round 3", o3, url=f"{_mob(host)}/2024/open/round-3", menu=list(reversed(sections))),
        page("open/round-4", "Open section, round 4", o4),
        page("open/round-5", "Open section, round 5", o5),
        page("major/round-3", "Major section, round 3", m3),
        page("major/round-3", "Major section, round 3", m3, url=f"{host}/2024/major/round-3?utm_source=whatsapp", menu=sections[1:] + sections[:1]),
        page("minor/round-3", "Minor section, round 3", n3),
        page("open/round-4", "Open section, round 4", o4, url=f"{host}/2024/open/round-4/index.html", gen="Sun 10 Mar 2024 08:12"),
    ]


@scen("orienteering_results", "orienteering results: one course per table, same venue a year apart with overlapping runners, print view")
def orienteering_results():
    host = "https://www.fenlandorienteers.org"
    info = (
        '<section class="info"><h2>About these results</h2><p>Results are provisional until 48 hours after the event. If you '
        "think your time or course is wrong, please email the results team with your name, course and SI card number. Runners "
        "who missed a control or punched them out of order are listed as mispunched (mp) and do not receive a position; "
        "runners who retired are listed as rtd.</p><p>Times are taken from the electronic punching system and rounded to the "
        "second. Course lengths are measured along the straight line between controls, so the distance you ran was "
        "certainly longer. Ranking points are calculated nightly and appear on the national ranking list within a week.</p>"
        "<p>Thanks to the landowners for permission to use the area, and to all the volunteers who planned, controlled and "
        "ran the event.</p></section>"
    )

    def page(slug, event, course, length, rows, *, url=None, printv=False):
        tbl = _grid(["Pos", "Name", "Club", "Class", "Time"], rows, "results")
        main = f'<h1>{event}</h1><h2 class="course">{course}</h2><p class="len">{length}</p>{tbl}'
        if printv:
            body = main
        else:
            body = ('<div class="club-head"><a href="/">Fenland Orienteers</a>'
                    + nav([("/events", "Events"), ("/results", "Results"), ("/juniors", "Juniors"), ("/join", "Join")], "club-nav") + "</div>"
                    + f'<div class="page">{main}</div>{info}<div class="club-foot">Fenland Orienteers &middot; affiliated to the national federation</div>')
        return P(url or f"{host}/results/{slug}", doc(f"Results: {event}, {course} - Fenland Orienteers", body), f"or-{slug}")

    brown24 = [("1", "Ian Cowley", "FENO", "M45", "58:12"), ("2", "Tom Ridley", "HXO", "M21", "61:40"), ("3", "Ruth Abara", "FENO", "W35", "64:03"), ("", "Gary Nunn", "HXO", "M55", "mp")]
    brown23 = [("1", "Tom Ridley", "HXO", "M21", "56:55"), ("2", "Ian Cowley", "FENO", "M45", "59:30"), ("3", "Sam Ogle", "WAO", "M35", "63:17"), ("4", "Ruth Abara", "FENO", "W35", "66:48")]
    blue24 = [("1", "Helen Marsh", "FENO", "W50", "47:21"), ("2", "Colin Pratt", "WAO", "M65", "52:09"), ("3", "Ann Pratt", "WAO", "W60", "55:44")]
    yellow24 = [("1", "Evie Cowley", "FENO", "W12", "21:05"), ("2", "Noah Ridley", "HXO", "M10", "24:50"), ("3", "Isla Abara", "FENO", "W10", "26:12")]
    green24 = [("1", "Priya Sen", "HXO", "W21", "39:02"), ("2", "Owen Tate", "FENO", "M70", "44:38"), ("", "Jo Lake", "WAO", "W45", "rtd")]
    ev24, ev23 = "Wicken Fen, 17 March 2024", "Wicken Fen, 19 March 2023"
    return [
        page("2024-03-17/brown", ev24, "Brown", "7.2 km, 210 m climb", brown24),
        page("2024-03-17/brown", ev24, "Brown", "7.2 km, 210 m climb", brown24, url=f"{host}/results/2024-03-17/brown?view=print", printv=True),
        page("2024-03-17/brown", ev24, "Brown", "7.2 km, 210 m climb", brown24, url=f"{host}/results/2024-03-17/brown?utm_source=facebook"),
        page("2024-03-17/blue", ev24, "Blue", "5.4 km, 150 m climb", blue24),
        page("2023-03-19/brown", ev23, "Brown", "7.0 km, 190 m climb", brown23),
        page("2024-03-17/yellow", ev24, "Yellow", "2.1 km, 30 m climb", yellow24),
        page("2024-03-17/yellow", ev24, "Yellow", "2.1 km, 30 m climb", yellow24, url=f"{_mob(host)}/results/2024-03-17/yellow"),
        page("2024-03-17/green", ev24, "Green", "4.0 km, 90 m climb", green24),
    ]


@scen("allotment_sites", "allotment association site pages: card div soup, two sites with one facility list and other counts, waiting-list pitch")
def allotment_sites():
    host = "https://www.eastbrookallotments.org.uk"
    rules = (
        '<section class="rules"><h2>How plots are let</h2><p>Plots are let by the association on behalf of Eastbrook Town '
        "Council, on an annual tenancy that runs from 1 October. Rents are set each year at the annual general meeting and "
        "are charged per ten-pole plot (about 250 square metres); half plots and quarter plots are charged pro rata. Tenants "
        "who are over 65 or receive a means-tested benefit pay half rent.</p><p>When a plot becomes vacant it is offered to the "
        "first person on the waiting list for that site. If you are offered a plot you will be shown it by a site rep and have "
        "two weeks to decide. Plots must be kept cultivated: at least three quarters of a plot should be in use for growing "
        "by the end of your first year.</p><p>Bonfires are not allowed on any site between April and October.</p></section>"
    )
    pitch = '<div class="pitch"><strong>Want a plot?</strong> Join the waiting list online. You can choose up to two sites.</div>'

    def page(slug, name, road, plots, vacant, waiting, rent, facilities, *, url=None, banner=False, crumbs=None):
        crumbs = crumbs or [("/", "Home"), ("/sites", "Our sites"), (None, name)]
        card = ('<div class="site-card">' + f'<div class="site-name">{name}</div><div class="site-road">{road}</div>'
                + _fields([("Plots", plots), ("Vacant now", vacant), ("On waiting list", waiting), ("Rent per full plot", rent)], "site-nums")
                + '<div class="site-fac"><div class="lbl">Facilities</div>' + _items(facilities, "fac") + "</div></div>")
        body = ('<div class="head"><a href="/">Eastbrook &amp; District Allotment Association</a></div>'
                + _trail(crumbs) + f'<div class="body">{card}{pitch}</div>{rules}<div class="foot">EDAA &middot; <a href="/contact">Contact the secretary</a></div>')
        if banner:
            body = COOKIES_EN + body
        return P(url or f"{host}/sites/{slug}", doc(f"{name} allotments - EDAA", body), f"al-{slug}")

    fac = ["Mains water troughs", "Secure gate with code lock", "Communal shed", "Car parking"]
    a = ("mill-lane", "Mill Lane", "Mill Lane, off Station Road", "64", "0", "23", "&pound;48", fac)
    b = ("mill-lane-extension", "Mill Lane Extension", "Mill Lane, beyond the ford", "18", "2", "5", "&pound;40", fac)
    c = ("orchard-road", "Orchard Road", "Orchard Road, behind the school", "40", "1", "31", "&pound;48", ["Mains water troughs", "Toilet", "Trading hut (Saturday mornings)"])
    d = ("beck-side", "Beck Side", "Beck Side footpath", "22", "0", "8", "&pound;36", ["Water from the beck only", "No vehicle access"])
    e = ("station-road", "Station Road", "Station Road, opposite the church", "52", "0", "44", "&pound;48", ["Mains water troughs", "Toilet", "Car parking", "Raised beds for disabled tenants"])
    return [
        page(*a),
        page(*a, url=f"{host}/sites/mill-lane?fbclid=IwAR0zq", banner=True),
        page(*b),
        page(*c),
        page(*c, url=f"{_mob(host)}/sites/orchard-road", crumbs=[("/", "Home"), ("/waiting-list", "Waiting list"), (None, "Orchard Road")]),
        page(*d),
        page(*e),
    ]


@scen("harbour_moorings", "harbour moorings register: adjacent pontoon berths differing in one length, tide box, print view")
def harbour_moorings():
    host = "https://www.portmellionharbour.co.uk"
    regs = (
        '<section class="regs"><h2>Mooring conditions</h2><p>All moorings are let on annual licences running from 1 April. The '
        "licence holder must keep the vessel insured for third-party risks of at least three million pounds and must tell the "
        "harbour office of any change of vessel. Moorings may not be sublet or transferred. The harbour master may move a "
        "vessel to another berth for safety or for works.</p><p>Depths are given below chart datum at the mooring position; "
        "pontoon berths dry to soft mud at low water springs unless stated otherwise. Maximum lengths include bowsprits, "
        "davits and outboard brackets.</p><p>To apply for a mooring, complete the application form; vacant moorings are "
        "offered in order of application to vessels that fit them.</p></section>"
    )

    def page(mid, kind, loa, depth, status, *, url=None, tide="High water 14:32 (4.9 m), low water 20:41 (0.8 m)", printv=False):
        rec = f"<h1>Mooring {mid}</h1>" + table_kv([("Type", kind), ("Maximum length", loa), ("Depth at LWS", depth), ("Status", status)], "mooring")
        if printv:
            body = rec + "<p>Port Mellion Harbour Office</p>"
        else:
            body = ('<div class="topbar"><a href="/">Port Mellion Harbour</a> ' + nav([("/moorings", "Moorings"), ("/visitors", "Visitors"), ("/notices", "Notices to mariners")], "hnav")
                    + f'</div><div class="tide">Today: {tide}</div><main>{rec}</main>{regs}'
                    + '<footer>Port Mellion Harbour Commissioners &middot; VHF channel 12 &middot; <a href="/contact">Harbour office</a></footer>')
        return P(url or f"{host}/moorings/{mid}", doc(f"Mooring {mid} - Port Mellion Harbour", body), f"hm-{mid}")

    a = ("P-12", "Pontoon berth, inner pontoon", "9 m", "1.8 m", "Let")
    b = ("P-13", "Pontoon berth, inner pontoon", "10 m", "1.8 m", "Let")
    c = ("P-14", "Pontoon berth, inner pontoon", "10 m", "1.8 m", "Vacant")
    d = ("S-03", "Swinging mooring, outer harbour", "8 m", "2.5 m", "Let")
    e = ("S-04", "Swinging mooring, outer harbour", "8 m", "2.5 m", "Vacant")
    f = ("V-1", "Visitor pontoon (bookable by the night)", "14 m", "2.0 m", "Visitors only")
    return [
        page(*a),
        page(*a, url=f"{host}/moorings/P-12?d=tomorrow", tide="High water 15:10 (4.7 m), low water 21:22 (1.0 m)"),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/moorings/P-14;PHPSESSID=6c1e09fbd2"),
        page(*d),
        page(*e),
        page(*e, url=f"{host}/moorings/S-04/print", printv=True),
        page(*f),
    ]


@scen("model_locos", "model locomotive catalogue: one class in two numbers and two liveries, sound-fitted version, JSON-LD Product")
def model_locos():
    host = "https://www.hexleyrailmodels.co.uk"
    about = (
        '<section class="range"><h2>About the range</h2><p>All our OO gauge locomotives are built to 1:76 scale on 16.5 mm track '
        "with a five-pole skew-wound motor, twin flywheels and all-wheel pick-up. Every model has a 21-pin decoder socket, and "
        "sound-fitted versions are supplied with a decoder loaded with recordings made from the real locomotive class where "
        "one survives in preservation.</p><p>Each model is finished with the correct running number, lining and crest for its "
        "period. Minimum radius is second radius (438 mm). Models are not toys and are not suitable for children under 14.</p>"
        "<p>Pre-orders are taken without payment; we will email you before your model ships.</p></section>"
    )
    care = '<section class="care"><h3>Warranty</h3><p>Two-year warranty covering manufacturing faults. Repairs are carried out at our Hexley workshop.</p></section>'
    rel0 = [("HR-2201", "45712 Aurora"), ("HR-2202", "45719 Boreas"), ("HR-3105", "47482"), ("HR-3106", "47629")]

    def page(code, title, era, livery, dcc, price, *, url=None, amp=False, rel=rel0):
        head = _jsonld({"@context": "https://schema.org", "@type": "Product", "sku": code, "name": title,
                        "offers": {"@type": "Offer", "price": price, "priceCurrency": "GBP", "availability": "https://schema.org/InStock"}})
        if amp:
            head += _canon(f"{host}/product/{code}")
        prod = (f'<div class="product"><h1>{title}</h1><p class="code">Cat. no. {code}</p>'
                + ul_kv([("Era", era), ("Livery", livery), ("DCC", dcc), ("Price", "&pound;" + price)], "spec")
                + '<button class="add">Add to basket</button></div>')
        rbox = '<div class="related"><h3>You may also like</h3>' + nav([(f"/product/{c}", t) for c, t in rel if c != code], "rel") + "</div>"
        body = ('<div class="shop"><a href="/">Hexley Rail Models</a> <a href="/oo">OO gauge</a> <a href="/n">N gauge</a></div>'
                + prod + ("" if amp else rbox) + about + care + '<div class="end">Hexley Rail Models Ltd &middot; VAT no. GB 204 7781 12</div>')
        return P(url or f"{host}/product/{code}", doc(f"{code} {title} | Hexley Rail Models", body, head=head), f"ml-{code}")

    a = ("HR-2201", "Class 7P 4-6-0 45712 &lsquo;Aurora&rsquo;", "BR, late crest (1957&ndash;66)", "BR lined green", "21-pin socket, DCC ready", "189.95")
    b = ("HR-2202", "Class 7P 4-6-0 45719 &lsquo;Boreas&rsquo;", "BR, late crest (1957&ndash;66)", "BR lined green", "21-pin socket, DCC ready", "189.95")
    c = ("HR-2203", "Class 7P 4-6-0 5712 &lsquo;Aurora&rsquo;", "LMS (1934&ndash;47)", "LMS crimson lake", "21-pin socket, DCC ready", "189.95")
    d = ("HR-2201S", "Class 7P 4-6-0 45712 &lsquo;Aurora&rsquo;", "BR, late crest (1957&ndash;66)", "BR lined green", "Sound fitted", "279.95")
    e = ("HR-3105", "Class 3F 0-6-0T 47482", "BR, early emblem (1949&ndash;56)", "BR plain black", "21-pin socket, DCC ready", "129.95")
    f = ("HR-3106", "Class 3F 0-6-0T 47629", "BR, late crest (1957&ndash;66)", "BR plain black, weathered", "21-pin socket, DCC ready", "139.95")
    return [
        page(*a),
        page(*a, url=f"{host}/product/HR-2201?ref=rmweb&aff=221"),
        page(*a, url=f"{host}/amp/product/HR-2201", amp=True),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url=f"{host}/product/HR-2201S?sort=price", rel=list(reversed(rel0))),
        page(*e),
        page(*f),
        page(*f, url=f"{_mob(host)}/product/HR-3106"),
    ]


@scen("knitting_patterns", "knitting pattern library: adult and child versions of one design, photo figure, Pinterest tracking")
def knitting_patterns():
    host = "https://www.woolgatherpatterns.com"
    help_ = (
        '<section class="help"><h2>Before you cast on</h2><p>All Woolgather patterns are written for flat or in-the-round '
        "knitting as stated, with charts and written instructions for every stitch pattern. Sizes are given as finished "
        "measurements; choose a size with the amount of ease you prefer, usually 5 to 10 cm of positive ease for a cardigan. "
        "Yardage is approximate and includes a small allowance for swatching.</p><p>Always knit a gauge swatch and wash and "
        "block it as you will the finished piece. If your swatch has more stitches than the pattern gauge, try larger "
        "needles; if fewer, try smaller ones.</p><p>Patterns are delivered as PDF downloads. Please do not share or resell "
        "them; you are welcome to sell items you have knitted from them.</p></section>"
    )
    shop = '<div class="buyline"><a class="btn" href="/cart/add">Buy PDF &pound;6.50</a> <span>Instant download</span></div>'

    def page(slug, name, garment, yarn, needles, sizes, yardage, *, url=None, banner=False):
        art = (f'<article class="pattern"><h1>{name}</h1>' + _figure(f"/photos/{slug}.jpg", name, f"{name}, shown in {yarn.split(',')[0]}", "main-photo")
               + dl_kv([("Garment", garment), ("Yarn", yarn), ("Needles", needles), ("Sizes", sizes), ("Yardage", yardage)], "pattern-info") + shop + "</article>")
        body = ('<div class="site-top"><a href="/">Woolgather</a> ' + nav([("/patterns", "Patterns"), ("/yarn", "Yarn"), ("/blog", "Journal")], "tn") + "</div>"
                + art + help_ + '<div class="site-bottom">Woolgather Patterns &middot; designed on Shetland &middot; <a href="/faq">FAQ</a></div>')
        if banner:
            body = COOKIES_EN + body
        return P(url or f"{host}/patterns/{slug}", doc(f"{name} knitting pattern | Woolgather", body), f"kp-{slug}")

    a = ("skerry-cardigan", "Skerry Cardigan", "Cardigan with yoke", "Woolgather DK, 100% Shetland wool", "4 mm", "Chest 81 to 132 cm", "1100 to 1900 m")
    b = ("skerry-cardigan-child", "Skerry Cardigan (child)", "Cardigan with yoke", "Woolgather DK, 100% Shetland wool", "4 mm", "Age 1 to 12 years", "350 to 900 m")
    c = ("skerry-hat", "Skerry Hat", "Hat with yoke motif", "Woolgather DK, 100% Shetland wool", "4 mm", "Head 48 to 58 cm", "150 to 210 m")
    d = ("tidewrack-socks", "Tidewrack Socks", "Socks, toe-up", "Woolgather 4ply, 75% wool 25% nylon", "2.5 mm", "Foot 18 to 26 cm", "260 to 420 m")
    e = ("tidewrack-mitts", "Tidewrack Mitts", "Fingerless mitts", "Woolgather 4ply, 75% wool 25% nylon", "2.5 mm", "Hand 16 to 22 cm", "120 to 180 m")
    return [
        page(*a),
        page(*a, url=f"{host}/patterns/skerry-cardigan?utm_source=pinterest&utm_medium=social&utm_content=pin_1182"),
        page(*b),
        page(*b, url=f"{_mob(host)}/patterns/skerry-cardigan-child"),
        page(*c),
        page(*d),
        page(*e),
        page(*e, url=f"{host}/patterns/tidewrack-mitts?currency=GBP", banner=True),
    ]


@scen("path_orders", "public path order notices: long statutory wording shared, orders differ in path number, parish or stage")
def path_orders():
    host = "https://www.hexfordshire-row.gov.uk"
    statutory = (
        '<div class="statutory"><p>Copies of the order and the order map have been placed and may be seen free of charge at '
        "County Hall, Hexley, between 9 am and 5 pm on weekdays, and at the parish council office during its usual opening "
        "hours. Copies of the order and map may be bought from the address below at a cost of &pound;5.</p><p>Any "
        "representation about or objection to the order may be sent in writing to the Rights of Way Team, County Hall, Hexley "
        "HX1 2AA, or by email to the address below, not later than the date given in this notice. Please state the grounds on "
        "which it is made.</p><p>If no representations or objections are duly made, or if any so made are withdrawn, the "
        "County Council may confirm the order as an unopposed order. If the order is sent to the Secretary of State for "
        "confirmation, any representations and objections which have not been withdrawn will be sent with it.</p></div>"
    )
    foot = '<footer class="c-foot">Hexfordshire County Council Rights of Way Team &middot; <a href="mailto:row@example.org">row@example.org</a> &middot; <a href="/privacy">Privacy notice</a></footer>'

    def page(slug, title, made, effect, deadline, *, url=None, printv=False):
        art = (f'<article class="notice"><h1>{title}</h1><p class="made">{made}</p><p class="effect">{effect}</p>'
               + (f'<p class="deadline">Representations or objections by: <strong>{deadline}</strong></p>' if deadline else "")
               + ("" if printv else statutory) + "</article>")
        if printv:
            body = art + statutory
        else:
            body = ('<div class="c-head"><a href="/">Hexfordshire Rights of Way</a></div>'
                    + _trail([("/", "Home"), ("/notices", "Legal notices"), (None, "Public path orders")])
                    + f'<div class="c-main">{art}</div>' + nav([("/map", "Definitive map"), ("/report", "Report a problem"), ("/notices", "All notices")], "c-side") + foot)
        return P(url or f"{host}/notices/{slug}", doc(f"{title} - Hexfordshire Rights of Way", body), f"po-{slug}")

    a = ("fp12-stanway-diversion", "Footpath 12 (Parish of Stanway) Public Path Diversion Order 2024",
         "The above order was made on 4 March 2024 under section 119 of the Highways Act 1980.",
         "The effect of the order will be to divert the part of Footpath 12 that runs through the farmyard at Manor Farm to a new route along the field edge to the east.", "15 April 2024")
    b = ("fp13-stanway-diversion", "Footpath 13 (Parish of Stanway) Public Path Diversion Order 2024",
         "The above order was made on 4 March 2024 under section 119 of the Highways Act 1980.",
         "The effect of the order will be to divert the part of Footpath 13 that runs through the garden of Mill House to a new route along the field edge to the north.", "15 April 2024")
    c = ("fp12-stanway-confirmed", "Footpath 12 (Parish of Stanway) Public Path Diversion Order 2024: confirmation",
         "The above order was confirmed as an unopposed order on 2 May 2024.",
         "The effect of the order as confirmed is to divert the part of Footpath 12 that runs through the farmyard at Manor Farm to a new route along the field edge to the east.", "")
    d = ("bw4-ashby-extinguishment", "Bridleway 4 (Parish of Ashby Magna) Public Path Extinguishment Order 2024",
         "The above order was made on 11 March 2024 under section 118 of the Highways Act 1980.",
         "The effect of the order will be to extinguish the part of Bridleway 4 severed by the new bypass between the two underpasses.", "22 April 2024")
    e = ("fp7-ashby-temporary", "Footpath 7 (Parish of Ashby Magna) Temporary Closure Notice",
         "Notice is given under section 14 of the Road Traffic Regulation Act 1984.",
         "Footpath 7 will be closed from 8 April 2024 for up to six months while the footbridge over Ashby Brook is replaced. There is no alternative route.", "")
    return [
        page(*a),
        page(*a, url=f"{host}/notices/fp12-stanway-diversion?format=print", printv=True),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url=f"{host}/notices/bw4-ashby-extinguishment/index.html"),
        page(*e),
        page(*e, url=f"{host}/notices/fp7-ashby-temporary?utm_source=parish-magazine"),
    ]


@scen("bus_stops", "bus stop pages: stops either side of one square share name and routes, live departures box, QR-code parameter")
def bus_stops():
    host = "https://www.hexleybuses.info"
    fares = (
        '<section class="fares"><h2>Tickets and fares</h2><p>Pay the driver by contactless card or phone, or buy a ticket in the '
        "app before you travel. If you tap on with contactless every time you board, we will charge you no more than the cost "
        "of a day ticket for all your journeys in one day. Young people aged 5 to 21 travel at half fare with a YouCard, and "
        "holders of an older person's or disabled person's bus pass travel free after 9.30 am on weekdays and all day at "
        "weekends.</p><p>Live departure times come from the tracking equipment on each bus and are updated every 30 seconds. "
        "Times shown as a clock time rather than a number of minutes are from the timetable, because the bus has not yet "
        "started its journey.</p></section>"
    )

    def page(code, name, ind, towards, routes, *, url=None, live=(("1", "3 min"), ("12", "9 min"), ("4", "14:52"))):
        deps = _grid(["Route", "Due"], live, "live")
        main = (f'<h1>{name} <span class="ind">(Stop {ind})</span></h1><p class="towards">Towards {towards}</p>'
                + dl_kv([("Stop code", code), ("Routes", ", ".join(routes))], "stop") + f'<div class="departures"><h2>Live departures</h2>{deps}</div>')
        body = ('<div class="bar"><a href="/">Hexley Buses</a> <a href="/timetables">Timetables</a> <a href="/tickets">Tickets</a> <a href="/disruption">Disruption</a></div>'
                + f"<main>{main}</main>{fares}" + '<div class="foot">Hexley Buses is a trading name of Hexley Omnibus Company Ltd.</div>')
        return P(url or f"{host}/stops/{code}", doc(f"{name} (Stop {ind}) - Hexley Buses", body), f"bs-{code}")

    a = ("hexgpdm", "Market Square", "A", "City Centre", ["1", "4", "12"])
    b = ("hexgpdn", "Market Square", "B", "Hospital", ["1", "4", "12"])
    c = ("hexgpdp", "Market Square", "C", "Airport", ["X7"])
    d = ("hexmtkw", "Hexley Road", "K", "City Centre", ["4", "22"])
    e = ("hexmtkx", "Hexley Road", "L", "Stanway", ["4", "22"])
    return [
        page(*a),
        page(*a, url=f"{host}/stops/hexgpdm?t=1710417000", live=(("12", "Due"), ("4", "6 min"), ("1", "11 min"))),
        page(*a, url=f"{host}/stops/hexgpdm?src=qr"),
        page(*b, live=(("4", "2 min"), ("1", "7 min"), ("12", "15:04"))),
        page(*b, url=f"{_mob(host)}/stops/hexgpdn", live=(("1", "1 min"), ("12", "8 min"), ("4", "15:20"))),
        page(*c, live=(("X7", "15:15"), ("X7", "15:45"))),
        page(*d, live=(("22", "5 min"), ("4", "12 min"))),
        page(*e, live=(("4", "4 min"), ("22", "18 min"))),
        page(*e, url=f"{host}/stops/hexmtkx?src=qr", live=(("22", "Due"), ("4", "16 min"))),
    ]


# ---------------------------------------------------------------- Chinese sites


@scen("zh_kaiting_gonggao", "区法院开庭公告：同一法庭同日连开数案，同一案号第二次开庭另发公告，旁听须知长于正文")
def zh_kaiting_gonggao():
    host = "https://www.hxqfy.gov.cn"
    xuzhi = (
        '<div class="pangting"><h3>旁听须知</h3><p>一、公开开庭审理的案件，年满十八周岁的公民凭本人有效身份证件可以申请旁听，'
        "旁听席位有限，按登记先后顺序安排。未成年人经人民法院批准可以旁听。</p><p>二、旁听人员应当遵守法庭纪律，不得录音、录像、拍照，"
        "不得使用移动通信工具传播庭审活动，不得鼓掌、喧哗、随意走动或者进入审判区，不得发言、提问。</p><p>三、旁听人员应当接受安全检查，"
        "不得携带危险物品进入法庭。违反法庭纪律的，审判长或者独任审判员可以予以警告制止；不听制止的，可以责令退出法庭。</p>"
        "<p>四、因疫情防控、法庭改造等原因调整开庭安排的，以本院最新公告为准。诉讼服务热线：0571-12368。</p></div>"
    )

    def page(no, anyou, when, court, judge, parties, *, url=None, hits=36, printv=False, src=None):
        rows = [("案号", no), ("案由", anyou), ("开庭时间", when), ("开庭地点", court), ("承办人", judge), ("当事人", parties)]
        info = '<ul class="ggxx">' + "".join(f'<li><span class="k">{k}：</span><span class="v">{v}</span></li>' for k, v in rows) + "</ul>"
        art = f'<div class="article"><h2>开庭公告</h2><div class="meta">发布时间：2024-04-09　来源：{src or "立案庭"}　浏览：{hits}</div>{info}</div>'
        if printv:
            body = art
        else:
            body = ('<div class="top"><div class="logo">杭西区人民法院</div>'
                    + nav([("/", "首页"), ("/fygk/", "法院概况"), ("/ssfw/", "诉讼服务"), ("/ktgg/", "开庭公告"), ("/sfgk/", "司法公开")], "menu") + "</div>"
                    + '<div class="position">您当前的位置：首页 &gt; 司法公开 &gt; 开庭公告</div>'
                    + art + xuzhi + '<div class="foot">杭西区人民法院　版权所有　浙ICP备10012345号-1</div>')
        key = no[11:-1].replace("民初", "mc").replace("刑初", "xc")
        return P(url or f"{host}/ktgg/{key}.html", doc("开庭公告-杭西区人民法院", body, lang="zh-CN"), f"kt-{no}{when[:10]}")

    a = ("(2024)浙0108民初1234号", "民间借贷纠纷", "2024年4月16日 09:30", "第七法庭", "王某", "原告张某某，被告李某某")
    b = ("(2024)浙0108民初1235号", "民间借贷纠纷", "2024年4月16日 10:30", "第七法庭", "王某", "原告张某某，被告赵某")
    c = ("(2024)浙0108民初1236号", "买卖合同纠纷", "2024年4月16日 14:30", "第七法庭", "王某", "原告杭州某某建材有限公司，被告陈某某")
    d = ("(2024)浙0108民初1234号", "民间借贷纠纷", "2024年5月21日 09:30", "第三法庭", "王某", "原告张某某，被告李某某")
    e = ("(2024)浙0108刑初0088号", "盗窃罪", "2024年4月17日 09:00", "第一法庭", "周某", "公诉机关杭西区人民检察院，被告人刘某某")
    return [
        page(*a),
        page(*a, url=f"{host}/ktgg/print.jsp?id=mc1234", printv=True),
        page(*a, url=f"{host}/ktgg/mc1234.html?from=wxgzh", hits=152),
        page(*b),
        page(*c),
        page(*d, url=f"{host}/ktgg/mc1234-2.html"),
        page(*e),
        page(*e, url=f"{host}/ktgg/xc0088.html?from=timeline", hits=88),
    ]


@scen("zh_budongchan_gonggao", "不动产首次登记公告：同一楼栋相邻房号、面积相同，另有同一房号的更正登记公告，法条说明长于正文")
def zh_budongchan_gonggao():
    host = "https://www.hxbdc.gov.cn"
    fatiao = (
        '<div class="shuoming"><p>根据《不动产登记暂行条例实施细则》第十七条的规定，经初步审定，我中心拟对下列不动产权利予以登记，'
        "现予公告。如有异议，请自本公告之日起十五个工作日内将异议书面材料送达我中心。逾期无人提出异议或者异议不成立的，"
        "我中心将予以登记。</p><p>异议书面材料应当载明异议人的姓名或者名称、联系方式、异议事项及理由，并附异议人身份证明和相关证据材料。"
        "异议人为单位的，应当加盖单位公章。</p><p>异议受理地址：杭西区市民中心B座一楼不动产登记大厅十二号窗口；联系电话：0571-88123456。</p></div>"
    )

    def page(gid, kind, owner, loc, area, use, *, url=None, hits=21, banner=False):
        tbl = _grid(["序号", "权利人", "不动产坐落", "不动产单元号", "面积（㎡）", "用途"], [("1", owner, loc, gid, area, use)], "gg-table")
        art = (f'<div class="detail"><h1>{kind}</h1><div class="info">发布日期：2024-03-28　点击量：{hits}</div>'
               + fatiao + tbl + '<p class="sign">杭西区不动产登记中心<br>2024年3月28日</p></div>')
        body = ('<div class="header">杭西区不动产登记中心</div>'
                + nav([("/", "网站首页"), ("/tzgg/", "通知公告"), ("/djgg/", "登记公告"), ("/bszn/", "办事指南")], "nav")
                + '<div class="main"><div class="left">' + nav([("/djgg/scdj/", "首次登记公告"), ("/djgg/gzdj/", "更正登记公告"), ("/djgg/ysdj/", "遗失补证公告")], "sub")
                + f'</div><div class="right">{art}</div></div><div class="footer">主办：杭西区自然资源和规划局</div>')
        if banner:
            body = COOKIES_ZH + body
        return P(url or f"{host}/djgg/{gid[-6:]}.html", doc(f"{kind}-杭西区不动产登记中心", body, lang="zh-CN"), f"bd-{kind[:4]}{gid}")

    a = ("330108001001GB00312F00030501", "不动产首次登记公告", "陈某某", "翠湖花园3幢2单元501室", "89.36", "住宅")
    b = ("330108001001GB00312F00030502", "不动产首次登记公告", "刘某某", "翠湖花园3幢2单元502室", "89.36", "住宅")
    c = ("330108001001GB00312F00030601", "不动产首次登记公告", "孙某", "翠湖花园3幢2单元601室", "89.36", "住宅")
    d = ("330108001001GB00312F00050101", "不动产首次登记公告", "吴某某", "翠湖花园5幢1单元101室", "121.05", "住宅")
    e = ("330108001001GB00312F00030501", "不动产更正登记公告", "陈某某、黄某某", "翠湖花园3幢2单元501室", "89.36", "住宅")
    return [
        page(*a),
        page(*a, url=f"{_mob(host)}/djgg/030501.html"),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/djgg/030601.html?source=list", hits=47),
        page(*d),
        page(*e, url=f"{host}/djgg/gz030501.html"),
        page(*e, url=f"{host}/djgg/gz030501.html?spm=share", banner=True, hits=9),
    ]


@scen("zh_zhaopin_gangwei", "事业单位公开招聘岗位：同一医院同名岗位只差科室或学历，报名须知很长，相关岗位框")
def zh_zhaopin_gangwei():
    host = "https://www.hxrsj.gov.cn"
    xuzhi = (
        '<div class="bmxz"><h3>报名须知</h3><ol><li>报名时间为2024年5月6日9:00至5月10日17:00，逾期不再受理。每位考生限报一个岗位。</li>'
        "<li>所学专业以毕业证书载明的专业名称为准；专业要求中的“及以上”指该学历层次及更高学历层次。</li>"
        "<li>年龄要求中“35周岁以下”指1988年5月6日以后出生，以此类推。</li>"
        "<li>招聘计划与报名人数比例原则上不低于1:3；达不到比例的，相应核减或取消招聘计划，并在网上公告。</li>"
        "<li>考生应如实填写报名信息，凡弄虚作假的，一经查实，即取消考试或聘用资格。</li></ol>"
        "<p>咨询电话：0571-88765432（工作日上午8:30-11:30，下午14:00-17:00）。</p></div>"
    )

    def page(code, name, dept, num, edu, major, other, *, url=None, printv=False, rel=("2024017", "2024018", "2024020", "2024021")):
        rec = table_kv([("岗位代码", code), ("招聘单位", "杭西区人民医院"), ("岗位名称", name), ("科室", dept), ("招聘人数", num),
                        ("学历要求", edu), ("专业要求", major), ("其他条件", other)], "gw")
        main = f'<h1>岗位详情：{name}（{code}）</h1>{rec}'
        if printv:
            body = main
        else:
            box = '<div class="xggw"><h4>本单位其他岗位</h4>' + _items([f'<a href="/zp/gw/{r}.html">{r}</a>' for r in rel if r != code], "gwlist") + "</div>"
            body = ('<div class="hd">杭西区人力资源和社会保障局　|　2024年区属事业单位公开招聘</div>'
                    + f'<div class="bd"><div class="content">{main}</div><div class="aside">{box}</div></div>{xuzhi}'
                    + '<div class="ft">杭西区人力资源和社会保障局　地址：杭西区文一路188号</div>')
        return P(url or f"{host}/zp/gw/{code}.html", doc(f"岗位详情-{name}-杭西区人力资源和社会保障局", body, lang="zh-CN"), f"zp-{code}")

    a = ("2024017", "临床医师", "内科", "2", "本科及以上", "临床医学", "35周岁以下，具有执业医师资格")
    b = ("2024018", "临床医师", "外科", "2", "本科及以上", "临床医学", "35周岁以下，具有执业医师资格")
    c = ("2024019", "临床医师", "内科", "1", "硕士研究生及以上", "内科学", "35周岁以下")
    d = ("2024020", "护理", "护理部", "3", "大专及以上", "护理、护理学", "30周岁以下，具有护士执业资格")
    e = ("2024021", "药剂", "药剂科", "1", "本科及以上", "药学、临床药学", "30周岁以下")
    return [
        page(*a),
        page(*a, url=f"{host}/zp/gw/2024017.html?print=1", printv=True),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/zp/gw/2024019.html?from=list", rel=("2024021", "2024020", "2024018", "2024017")),
        page(*d),
        page(*e),
        page(*e, url=f"{host}/zp/gw/2024021.html?utm_source=wechat"),
    ]


@scen("zh_xuequ_gbk", "教育局学区划分公示（GBK），老式表格，本部与东校区范围只差一个小区，另有上年度公示")
def zh_xuequ_gbk():
    host = "http://www.hxjyj.gov.cn"
    shuoming = (
        '<table width="100%" class="sm"><tr><td><p>说明：一、本学区划分适用于2024年秋季小学一年级、初中一年级新生招生。适龄儿童少年'
        "凭户籍和房产（或居住证明）在对应学区学校登记入学，户籍与房产地址须一致。二、学区范围以门牌号码为准；同一小区跨两所学校学区的，"
        "以楼栋所在位置为准。三、对学区划分有疑问的，请于公示期内向区教育局基础教育科反映，联系电话：0571-87654321。四、本公示期为"
        "2024年4月1日至4月10日。</p></td></tr></table>"
    )

    def page(sid, school, year, streets, *, url=None, hits=218, printv=False):
        rec = ('<table width="100%" border="1" cellspacing="0" class="xq">'
               f'<tr><th width="20%">学校名称</th><td>{school}</td></tr><tr><th>学年</th><td>{year}</td></tr>'
               f'<tr><th>学区范围</th><td>{"、".join(streets)}</td></tr></table>')
        if printv:
            body = rec
        else:
            body = ('<table width="100%" class="top"><tr><td>杭西区教育局</td></tr><tr><td>首页 | 教育动态 | 通知公告 | 招生考试 | 政务公开</td></tr></table>'
                    + '<table width="100%"><tr><td>当前位置：首页 &gt; 招生考试 &gt; 学区划分</td></tr></table>'
                    + rec + f"<p>浏览次数：{hits}</p>" + shuoming
                    + '<table width="100%" class="foot"><tr><td>杭西区教育局　地址：杭西区教工路58号　浙ICP备05012345号</td></tr></table>')
        return P(url or f"{host}/zsks/xq/show.asp?id={sid}", doc(f"{school}{year}学区范围-杭西区教育局", body, lang="zh-CN"), f"xq-{sid}", encoding="gbk")

    a_streets = ["解放路以南、人民路以北、中山路以东、环城东路以西", "阳光花园", "锦绣苑", "南门新村", "解放路1号至99号（单号）"]
    a = ("1024", "城南实验小学", "2024学年", a_streets)
    b = ("1025", "城南实验小学东校区", "2024学年", ["解放路以南、人民路以北、中山路以东、环城东路以西", "阳光花园", "锦绣苑", "东湖小区", "解放路1号至99号（单号）"])
    c = ("1026", "城北小学", "2024学年", ["解放路以北、文一路以南、中山路以东、环城东路以西", "北门新村", "文华苑", "解放路2号至120号（双号）"])
    d = ("1031", "城南初级中学", "2024学年", ["城南实验小学学区", "城南实验小学东校区学区", "城北小学学区中解放路以南部分"])
    e = ("0917", "城南实验小学", "2023学年", ["解放路以南、人民路以北、中山路以东、环城东路以西", "阳光花园", "锦绣苑", "南门新村", "东湖小区", "解放路1号至99号（单号）"])
    return [
        page(*a),
        page(*a, url=f"{host}/zsks/xq/print.asp?id=1024", printv=True),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/zsks/xq/show.asp?id=1026&page=1", hits=463),
        page(*d),
        page(*e),
    ]


@scen("zh_caijia_jiance", "商务局农贸市场菜价监测：每日一页，相邻两日只差一两个价格，另一市场同日价格")
def zh_caijia_jiance():
    host = "https://www.hxsw.gov.cn"
    note = (
        '<div class="jcsm"><p>监测说明：本数据由区价格监测点每日上午9时采集，为市场主要摊位零售价格的平均值，仅供参考，不作为'
        "交易定价依据。蔬菜价格受天气、上市量和季节影响波动较大。如发现哄抬价格、价格欺诈等违法行为，请拨打12345政务服务热线举报。</p>"
        "<p>监测品种：蔬菜类（大白菜、青菜、土豆、西红柿、黄瓜）、肉禽蛋类（猪肉、鸡蛋）。价格单位：元/500克（鸡蛋为元/500克散装）。</p></div>"
    )

    def page(slug, market, date, prices, *, url=None, gen="2024-04-08 10:02"):
        names = ["大白菜", "青菜", "土豆", "西红柿", "黄瓜", "猪肉（精瘦）", "鸡蛋"]
        tbl = _grid(["品名", "价格（元/500克）"], list(zip(names, prices)), "price")
        body = ('<header class="g-hd"><span class="site">杭西区商务局</span>' + nav([("/", "首页"), ("/xxgk/", "信息公开"), ("/jgjc/", "价格监测"), ("/hdjl/", "互动交流")], "g-nav") + "</header>"
                + f'<section class="g-bd"><h1>{market}主要农副产品零售价格（{date}）</h1>{tbl}{note}<p class="gen">数据生成时间：{gen}</p></section>'
                + '<footer class="g-ft">杭西区商务局　主办　　技术支持：杭西区大数据中心</footer>')
        return P(url or f"{host}/jgjc/{slug}.html", doc(f"{market}价格监测{date}-杭西区商务局", body, lang="zh-CN"), f"cj-{slug}")

    d8 = ["1.20", "2.50", "2.00", "4.80", "3.60", "15.80", "5.20"]
    d9 = ["1.20", "2.50", "2.00", "5.00", "3.40", "15.80", "5.20"]
    d10 = ["1.20", "2.50", "2.00", "5.00", "3.40", "15.80", "5.30"]
    d15 = ["1.10", "2.20", "2.00", "4.60", "3.20", "16.00", "5.30"]
    nm8 = ["1.30", "2.60", "2.10", "4.90", "3.80", "16.20", "5.40"]
    return [
        page("dxc-20240408", "东新菜场", "2024年4月8日", d8),
        page("dxc-20240408", "东新菜场", "2024年4月8日", d8, url=f"{_mob(host)}/jgjc/dxc-20240408.html", gen="2024-04-08 16:30"),
        page("dxc-20240409", "东新菜场", "2024年4月9日", d9, gen="2024-04-09 10:05"),
        page("dxc-20240410", "东新菜场", "2024年4月10日", d10, gen="2024-04-10 09:58"),
        page("dxc-20240410", "东新菜场", "2024年4月10日", d10, url=f"{host}/jgjc/dxc-20240410.html?t=1712741000", gen="2024-04-10 18:12"),
        page("nm-20240408", "南门农贸市场", "2024年4月8日", nm8),
        page("dxc-20240415", "东新菜场", "2024年4月15日", d15, gen="2024-04-15 10:01"),
        page("dxc-20240415", "东新菜场", "2024年4月15日", d15, url=f"{host}/jgjc/dxc-20240415.html?utm_source=toutiao", gen="2024-04-15 10:01"),
    ]


@scen("zh_luqu_fenshuxian", "高校招生网历年录取分数线：同一省份相邻年份、同一年份文理两科，表格只差数字")
def zh_luqu_fenshuxian():
    host = "https://zs.hxdx.edu.cn"
    tip = (
        '<div class="tips"><h4>温馨提示</h4><p>1. 以上数据为我校在该省份的实际录取情况，仅供考生和家长填报志愿时参考，不代表当年录取分数线的预测。'
        "2. 最低位次为该专业录取最低分对应的省内排名。3. 各专业实际录取时，按照“分数优先、遵循志愿”的原则进行；体检结果、外语语种等"
        "须符合相关专业要求。4. 如数据与省级招生考试机构公布的数据不一致，以省级招生考试机构公布的为准。</p>"
        "<p>招生咨询电话：0571-86991234　　招生咨询QQ群：123456789</p></div>"
    )

    def page(slug, year, prov, kind, rows, *, url=None, banner=False):
        tbl = _grid(["专业", "最高分", "最低分", "平均分", "最低位次"], rows, "fsx")
        body = ('<div class="zs-top"><a href="/">杭西大学本科招生网</a></div>'
                + nav([("/zsjz/", "招生简章"), ("/lnfs/", "历年分数"), ("/zyjs/", "专业介绍"), ("/zxzx/", "在线咨询")], "zs-nav")
                + f'<div class="zs-main"><h1>{year}年{prov}{kind}录取分数</h1><div class="cond">年份：{year}　省份：{prov}　科类：{kind}</div>{tbl}</div>'
                + tip + '<div class="zs-foot">杭西大学招生办公室　版权所有</div>')
        if banner:
            body = COOKIES_ZH + body
        return P(url or f"{host}/lnfs/{slug}.html", doc(f"{year}年{prov}{kind}录取分数-杭西大学本科招生网", body, lang="zh-CN"), f"fs-{slug}")

    zj23 = [("计算机科学与技术", "641", "628", "632", "21580"), ("电子信息工程", "633", "622", "626", "26210"), ("汉语言文学", "625", "612", "616", "35012")]
    zj24 = [("计算机科学与技术", "645", "631", "635", "20930"), ("电子信息工程", "636", "624", "628", "25844"), ("汉语言文学", "627", "615", "618", "34107")]
    hnl = [("计算机科学与技术", "612", "598", "603", "38520"), ("电子信息工程", "604", "592", "596", "44109")]
    hnw = [("汉语言文学", "588", "575", "579", "9120"), ("法学", "585", "573", "577", "9804")]
    zjy = [("美术学", "603", "588", "594", "—"), ("视觉传达设计", "598", "585", "590", "—")]
    return [
        page("2023-zhejiang-pt", "2023", "浙江", "普通类", zj23),
        page("2024-zhejiang-pt", "2024", "浙江", "普通类", zj24),
        page("2024-zhejiang-pt", "2024", "浙江", "普通类", zj24, url=f"{host}/m/lnfs/2024-zhejiang-pt.html"),
        page("2024-henan-lk", "2024", "河南", "理科", hnl),
        page("2024-henan-wk", "2024", "河南", "文科", hnw),
        page("2024-henan-wk", "2024", "河南", "文科", hnw, url=f"{host}/lnfs/2024-henan-wk.html?year=2024&sf=41"),
        page("2024-zhejiang-ys", "2024", "浙江", "艺术类", zjy),
        page("2024-zhejiang-ys", "2024", "浙江", "艺术类", zjy, url=f"{host}/lnfs/2024-zhejiang-ys.html?from=baidu", banner=True),
    ]


@scen("zh_hanzi_zidian", "在线汉字字典：己已巳、戊戌戍等形近字各一页，字段极少，近形字框顺序不同")
def zh_hanzi_zidian():
    host = "https://www.hanzicidian.net"
    shuoming = (
        '<div class="zd-sm"><h3>字典说明</h3><p>本站收录通用规范汉字8105个，每字列出拼音、部首、笔画数、结构和常用释义。拼音依据'
        "《汉语拼音方案》标注声调；部首依据《汉字部首表》，笔画数为总笔画数。释义力求简明，仅列常用义项，完整义项请查阅权威纸质辞书。"
        "</p><p>形近字容易混淆，书写时要注意笔画的细微差别，例如开口大小、是否出头、点与横的不同等。本站的“近形字”栏目列出与本字"
        "字形相近的常见字，便于对照学习。</p><p>如发现错误，欢迎通过页面底部的“纠错”链接反馈，我们会尽快核实修改。</p></div>"
    )
    ad = '<div class="ad-slot">广告　小学生识字卡片全套，点击了解</div>'

    def page(slug, ch, py, bushou, bihua, jiegou, shiyi, *, url=None, near=("己", "已", "巳")):
        rec = (f'<div class="zi"><div class="zi-big">{ch}</div>'
               + dl_kv([("拼音", py), ("部首", bushou), ("总笔画", bihua), ("结构", jiegou)], "zi-info")
               + f'<div class="zi-sy"><h2>基本释义</h2><p>{shiyi}</p></div></div>')
        jx = '<div class="jinxing"><h3>近形字</h3>' + " ".join(f'<a href="/zi/{c}">{c}</a>' for c in near if c != ch) + "</div>"
        body = ('<div class="zd-top"><a href="/">汉字词典网</a><form action="/s"><input name="wd" placeholder="输入汉字"></form></div>'
                + f'<div class="zd-main">{rec}{jx}</div>{ad}{shuoming}<div class="zd-foot">汉字词典网　<a href="/jiucuo">纠错</a>　京ICP备12004567号</div>')
        return P(url or f"{host}/zi/{slug}", doc(f"{ch}字的意思_{ch}的拼音_{ch}的部首-汉字词典网", body, lang="zh-CN"), f"hz-{slug}")

    a = ("5df1", "己", "jǐ", "己", "3", "独体字", "自己，对人称本身。")
    b = ("5df2", "已", "yǐ", "己", "3", "独体字", "停止；已经。")
    c = ("5df3", "巳", "sì", "己", "3", "独体字", "地支的第六位。")
    d = ("620a", "戊", "wù", "戈", "5", "半包围结构", "天干的第五位。")
    e = ("620c", "戌", "xū", "戈", "6", "半包围结构", "地支的第十一位。")
    f = ("620d", "戍", "shù", "戈", "6", "半包围结构", "军队防守。")
    wx = ("戊", "戌", "戍", "戎")
    return [
        page(*a),
        page(*a, url=f"{_mob(host)}/zi/5df1"),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/zi/5df3?from=search&wd=%E5%B7%B3", near=("巳", "已", "己", "巴")),
        page(*d, near=wx),
        page(*e, near=wx),
        page(*f, near=wx),
        page(*f, url=f"{host}/zi/620d?ref=jinxing", near=("戎", "戍", "戌", "戊")),
    ]


@scen("zh_chengyu_cidian", "成语词典：一举两得、一箭双雕、一石二鸟释义几乎相同，各自一页，MIP页与来源参数为副本")
def zh_chengyu_cidian():
    host = "https://www.chengyuku.com"
    about = (
        '<div class="cy-about"><h3>关于成语</h3><p>成语是汉语中长期沿用、结构定型、意义完整的固定短语，大多由四个字组成，'
        "多数有出处，或来自古代寓言、历史故事，或来自诗文语句。使用成语要注意其感情色彩和适用对象，不可望文生义。本词典每条成语"
        "列出拼音、释义、出处和例句，并给出近义成语与反义成语，方便比较辨析。</p><p>近义成语意思相近，但在侧重点、语体色彩和搭配上"
        "往往有所不同，写作时应根据语境选用。</p></div>"
    )

    def page(slug, cy, py, shiyi, chuchu, liju, jinyi, *, url=None, mip=False):
        head = _canon(f"{host}/cy/{slug}.html") if mip else ""
        rec = (f'<div class="cy"><h1>{cy}</h1><p class="py">{py}</p>'
               + _fields([("释义", shiyi), ("出处", chuchu), ("例句", liju), ("近义词", jinyi)], "cy-f") + "</div>")
        body = ('<div class="hd"><a href="/">成语库</a> ' + nav([("/a/", "成语大全"), ("/gushi/", "成语故事"), ("/jielong/", "成语接龙")], "hn") + "</div>"
                + rec + about + ("" if mip else '<div class="hot">热门成语：画蛇添足　守株待兔　亡羊补牢　对牛弹琴</div>')
                + '<div class="ft">成语库　沪ICP备13045678号</div>')
        return P(url or f"{host}/cy/{slug}.html", doc(f"{cy}的意思_{cy}的出处-成语库", body, lang="zh-CN", head=head), f"cy-{slug}")

    a = ("yijuliangde", "一举两得", "yī jǔ liǎng dé", "做一件事得到两方面的好处。", "《晋书·束晳传》", "骑自行车上班既锻炼身体又节省开支，真是一举两得。", "一箭双雕、一石二鸟")
    b = ("yijianshuangdiao", "一箭双雕", "yī jiàn shuāng diāo", "射一支箭射中两只雕。比喻做一件事达到两个目的。", "《北史·长孙晟传》", "他这个办法一箭双雕，两个难题都解决了。", "一举两得、一石二鸟")
    c = ("yishierniao", "一石二鸟", "yī shí èr niǎo", "扔一块石头打到两只鸟。比喻做一件事得到两方面的好处。", "外来语", "植树既美化环境又防风固沙，可谓一石二鸟。", "一举两得、一箭双雕")
    d = ("shouzhudaitu", "守株待兔", "shǒu zhū dài tù", "比喻死守狭隘经验，不知变通；也比喻妄想不劳而获。", "《韩非子·五蠹》", "做生意要主动开拓市场，不能守株待兔。", "刻舟求剑")
    e = ("kezhouqiujian", "刻舟求剑", "kè zhōu qiú jiàn", "比喻拘泥成例，不知道根据情况的变化而改变看法或做法。", "《吕氏春秋·察今》", "形势变了还照搬老办法，无异于刻舟求剑。", "守株待兔")
    return [
        page(*a),
        page(*a, url=f"{host}/mip/cy/yijuliangde.html", mip=True),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/cy/yishierniao.html?from=jielong"),
        page(*d),
        page(*e),
    ]


@scen("zh_gushici", "古诗词网：同一诗人同题组诗其一其二各一页，五言绝句二十字，赏析说明与推荐框远长于诗")
def zh_gushici():
    host = "https://www.gushiwenku.cn"
    jianshang = (
        '<div class="gs-help"><h3>怎样读一首绝句</h3><p>绝句每首四句，五言绝句二十字，七言绝句二十八字，讲究平仄和押韵，一般'
        "第二、四句押韵，首句可押可不押。绝句篇幅短小，常常在一两个画面中寄托情思，读的时候要注意诗人选取了哪些景物，景物之间"
        "是什么关系，末句的情感落在哪里。</p><p>同一题目下的组诗，各首之间往往意脉相连，但每首都是独立的作品，可以分别欣赏，"
        "也可以合起来读，体会诗人在不同画面中情绪的变化。</p><p>本站诗文依据通行版本整理，个别字句各本有异，以通行本为准。</p></div>"
    )
    tuijian = '<div class="gs-tj"><h4>推荐阅读</h4><a href="/shici/tang/">唐诗三百首</a>　<a href="/shici/songci/">宋词精选</a>　<a href="/shici/xiaoxue/">小学必背古诗</a></div>'

    def page(slug, title, author, dynasty, lines, *, url=None, hits=1203):
        poem = "".join(f"<p>{ln}</p>" for ln in lines)
        art = (f'<div class="gs-poem"><h1>{title}</h1><p class="gs-author">{dynasty}　{author}</p><div class="gs-text">{poem}</div>'
               f'<div class="gs-meta">阅读：{hits}</div></div>')
        body = ('<div class="gs-top"><a href="/">古诗文库</a> ' + nav([("/shici/", "诗词"), ("/zuozhe/", "作者"), ("/mingju/", "名句"), ("/guji/", "古籍")], "gs-nav") + "</div>"
                + art + tuijian + jianshang + '<div class="gs-foot">古诗文库　蜀ICP备15023456号</div>')
        return P(url or f"{host}/shici/{slug}.html", doc(f"{title}（{author}）原文-古诗文库", body, lang="zh-CN"), f"gs-{slug}")

    a = ("dufu-jueju4-3", "绝句四首·其三", "杜甫", "唐", ["两个黄鹂鸣翠柳，", "一行白鹭上青天。", "窗含西岭千秋雪，", "门泊东吴万里船。"])
    b = ("dufu-jueju2-1", "绝句二首·其一", "杜甫", "唐", ["迟日江山丽，", "春风花草香。", "泥融飞燕子，", "沙暖睡鸳鸯。"])
    c = ("dufu-jueju2-2", "绝句二首·其二", "杜甫", "唐", ["江碧鸟逾白，", "山青花欲燃。", "今春看又过，", "何日是归年。"])
    d = ("wangwei-luzhai", "鹿柴", "王维", "唐", ["空山不见人，", "但闻人语响。", "返景入深林，", "复照青苔上。"])
    e = ("wangwei-zhuliguan", "竹里馆", "王维", "唐", ["独坐幽篁里，", "弹琴复长啸。", "深林人不知，", "明月来相照。"])
    f = ("libai-jingyesi", "静夜思", "李白", "唐", ["床前明月光，", "疑是地上霜。", "举头望明月，", "低头思故乡。"])
    return [
        page(*a),
        page(*b),
        page(*b, url=f"{_mob(host)}/shici/dufu-jueju2-1.html", hits=1210),
        page(*c),
        page(*d),
        page(*d, url=f"{host}/shici/wangwei-luzhai.html?from=zuozhe", hits=5872),
        page(*e),
        page(*f),
    ]


@scen("zh_zisha_shangpin", "紫砂壶商品页：同一壶型不同容量与泥料，参数表只差一格，猜你喜欢框与spm参数")
def zh_zisha_shangpin():
    host = "https://www.yixingzishatang.com"
    xuzhi = (
        '<div class="xuzhi"><h3>购买须知</h3><p>本店所有紫砂壶均为宜兴丁蜀镇手工制作，附作者证书及泥料检测报告。因手工制作，'
        "每把壶的容量存在正负5毫升左右的误差，颜色因拍摄光线和显示器不同可能略有差异，以实物为准。</p><p>新壶开壶：先用清水冲洗"
        "内外，再用沸水浸泡半小时，之后用所泡茶叶煮壶即可使用。建议一壶只泡一类茶，用后及时倒掉茶渣，自然晾干，切勿用洗洁精清洗。"
        "</p><p>支持七天无理由退换，退换时请保留证书和包装完好。全国包邮（港澳台及偏远地区除外），顺丰发货，易碎品全程保价。</p></div>"
    )

    def page(sku, name, shape, clay, cap, author, price, *, url=None, like=("ZS-1021", "ZS-1025", "ZS-1030")):
        head = _jsonld({"@context": "https://schema.org", "@type": "Product", "name": name, "sku": sku,
                        "offers": {"@type": "Offer", "price": price, "priceCurrency": "CNY"}})
        params = _grid(["参数", "内容"], [("壶型", shape), ("泥料", clay), ("容量", cap), ("作者", author), ("编号", sku)], "params")
        box = '<div class="like"><h4>猜你喜欢</h4>' + "".join(f'<a href="/item/{x}.html">{x}</a> ' for x in like if x != sku) + "</div>"
        body = ('<div class="shop-top">紫砂堂官方商城　<a href="/">首页</a>　<a href="/cat/hu/">紫砂壶</a>　<a href="/cat/bei/">品茗杯</a>　<a href="/cart/">购物车</a></div>'
                + f'<div class="item"><h1>{name}</h1><div class="price">￥{price}</div>{params}<a class="buy" href="/buy?sku={sku}">立即购买</a></div>'
                + box + xuzhi + '<div class="shop-foot">紫砂堂　苏ICP备18012345号　客服电话：400-800-1234</div>')
        return P(url or f"{host}/item/{sku}.html", doc(f"{name}-紫砂堂官方商城", body, lang="zh-CN", head=head), f"zs-{sku}")

    a = ("ZS-1021", "手工西施壶 原矿朱泥 200ml", "西施", "原矿朱泥", "200毫升", "周某某（助理工艺美术师）", "1280")
    b = ("ZS-1022", "手工西施壶 原矿朱泥 260ml", "西施", "原矿朱泥", "260毫升", "周某某（助理工艺美术师）", "1480")
    c = ("ZS-1023", "手工西施壶 底槽清 200ml", "西施", "底槽清", "200毫升", "周某某（助理工艺美术师）", "1180")
    d = ("ZS-1025", "手工石瓢壶 底槽清 260ml", "石瓢", "底槽清", "260毫升", "周某某（助理工艺美术师）", "1580")
    e = ("ZS-1030", "手工仿古壶 紫泥 300ml", "仿古", "紫泥", "300毫升", "钱某（工艺美术员）", "860")
    return [
        page(*a),
        page(*a, url=f"{host}/item/ZS-1021.html?spm=a1z10.1-c.w4002.3"),
        page(*a, url=f"{_mob(host)}/item/ZS-1021.html", like=("ZS-1030", "ZS-1025", "ZS-1022")),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/item/ZS-1023.html?from=cat", like=("ZS-1022", "ZS-1021", "ZS-1030")),
        page(*d),
        page(*e),
    ]


@scen("zh_puer_shangpin", "普洱茶饼商品页：同一山头同一规格只差年份，或只差克重，div拼凑的参数区")
def zh_puer_shangpin():
    host = "https://www.yunchashe.com"
    cang = (
        '<div class="tab-box"><div class="tab-h">存储与冲泡</div><div class="tab-b"><p>普洱茶宜存放于通风、干燥、无异味的环境中，'
        "避免阳光直射，温度保持在二十至三十摄氏度，相对湿度在百分之六十至七十之间为宜。不建议放入冰箱，也不要与化妆品、樟脑等有气味"
        "的物品混放。</p><p>冲泡建议：用盖碗或紫砂壶，投茶量七至八克，水温九十五摄氏度以上，前两泡快速出汤，之后逐泡延长浸泡时间，"
        "可冲泡十泡以上。生茶新茶刺激性较强，空腹及肠胃较弱者请适量饮用。</p><p>食品生产许可证编号：SC11453082200123。</p></div></div>"
    )

    def page(sku, name, year, area, raw, kind, weight, price, *, url=None):
        info = _fields([("年份", year), ("产区", area), ("原料", raw), ("类型", kind), ("净含量", weight), ("价格", "￥" + price)], "attrs")
        body = ('<div class="nav-top"><a href="/">云茶社</a> | <a href="/puer/">普洱茶</a> | <a href="/dianhong/">滇红</a> | <a href="/member/">会员中心</a></div>'
                + f'<div class="goods"><div class="goods-img"><img src="/img/{sku}.jpg" alt="{name}"></div><div class="goods-info"><h1>{name}</h1>{info}</div></div>'
                + cang + '<div class="nav-foot">云茶社茶叶有限公司　滇ICP备16001234号</div>')
        return P(url or f"{host}/goods/{sku}.html", doc(f"{name}_云茶社", body, lang="zh-CN"), f"pe-{sku}")

    a = ("PE19YW357", "2019年 易武古树 生茶 357克", "2019年", "西双版纳易武", "古树春茶", "生茶", "357克", "568")
    b = ("PE20YW357", "2020年 易武古树 生茶 357克", "2020年", "西双版纳易武", "古树春茶", "生茶", "357克", "528")
    c = ("PE19YW200", "2019年 易武古树 生茶 200克", "2019年", "西双版纳易武", "古树春茶", "生茶", "200克", "338")
    d = ("PE19MH357", "2019年 勐海 熟茶 357克", "2019年", "西双版纳勐海", "台地茶", "熟茶", "357克", "168")
    e = ("PE21BD357", "2021年 冰岛古树 生茶 357克", "2021年", "临沧双江冰岛", "古树春茶", "生茶", "357克", "1880")
    return [
        page(*a),
        page(*a, url=f"{host}/goods/PE19YW357.html?spm=pc.list.3&scm=1007"),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url=f"{_mob(host)}/goods/PE19MH357.html"),
        page(*e),
    ]


@scen("zh_xianxue_gbk", "血液中心献血点信息（GBK），老式表格，同一广场献血屋与采血车各一页，今日状态框变化")
def zh_xianxue_gbk():
    host = "http://www.hxxyzx.org.cn"
    xuzhi = (
        '<table width="100%" class="xz"><tr><td><p>献血须知：一、年龄十八至五十五周岁的健康公民均可献血，既往无献血反应、符合健康'
        "检查要求的多次献血者可延长至六十周岁。二、献血前一天晚上请保证充足睡眠，献血前不要空腹，不吃油腻食物，不饮酒。三、献血时"
        "请携带本人身份证件。四、两次全血献血间隔不少于六个月，机采血小板间隔不少于两周。五、献血后请在休息区休息十五分钟，当天不要"
        "剧烈运动。</p><p>献血咨询电话：0571-85123456。</p></td></tr></table>"
    )

    def page(sid, name, addr, hours, bus, *, url=None, status="正常开放", printv=False):
        rec = ('<table width="100%" border="1" cellspacing="0" class="xxd">'
               f'<tr><th width="18%">献血点</th><td>{name}</td></tr><tr><th>地址</th><td>{addr}</td></tr>'
               f'<tr><th>开放时间</th><td>{hours}</td></tr><tr><th>乘车路线</th><td>{bus}</td></tr></table>')
        if printv:
            body = rec
        else:
            body = ('<table width="100%" class="top"><tr><td>杭西区血液中心</td></tr><tr><td>首页 | 中心简介 | 献血点查询 | 用血指南 | 献血荣誉</td></tr></table>'
                    + f'<table width="100%"><tr><td class="zt">今日状态：{status}</td></tr></table>'
                    + rec + xuzhi + '<table width="100%" class="foot"><tr><td>杭西区血液中心　浙ICP备06023456号</td></tr></table>')
        return P(url or f"{host}/xxd/show.asp?id={sid}", doc(f"{name}-杭西区血液中心", body, lang="zh-CN"), f"xx-{sid}", encoding="gbk")

    a = ("12", "人民广场献血屋", "人民广场东南角（地铁1号线人民广场站C出口）", "每天9:00-17:00", "地铁1号线；公交8路、15路、K21路人民广场站")
    b = ("13", "火车站献血屋", "火车站南广场出站口西侧", "每天8:30-17:30", "地铁2号线火车站站；公交1路、9路火车站站")
    c = ("14", "大学城献血屋", "大学城北路88号学生活动中心旁", "周一至周五9:00-16:30（寒暑假闭屋）", "公交31路、K50路大学城北站")
    d = ("21", "人民广场流动献血车", "人民广场西北角", "周六、周日9:00-16:00", "地铁1号线；公交8路、15路、K21路人民广场站")
    e = ("22", "西湖文化广场流动献血车", "西湖文化广场北侧", "周六9:00-16:00", "地铁1号线西湖文化广场站")
    return [
        page(*a),
        page(*a, url=f"{host}/xxd/show.asp?id=12&t=0313", status="排队约20分钟"),
        page(*a, url=f"{host}/xxd/print.asp?id=12", printv=True),
        page(*b),
        page(*c, status="暂停开放（寒假）"),
        page(*d),
        page(*e),
    ]


@scen("zh_jianyan_jigou", "市场监管局机动车检验机构名录：同一公司两个检测站，字段相同只差地址和工位，面包屑不同")
def zh_jianyan_jigou():
    host = "https://www.hxscjg.gov.cn"
    shuoming = (
        '<div class="zysx"><h3>办事提示</h3><p>机动车所有人可自主选择本市任何一家经资质认定的机动车检验机构进行检验，不受车辆登记地'
        "限制。检验前请通过“交管12123”手机应用预约，携带机动车行驶证、交强险保单和车船税完税证明。检验机构应当在显著位置公示收费"
        "标准、检验流程和监督电话，不得强制维修、不得代办收取额外费用。</p><p>对检验结果有异议的，可向检验机构申请复检，或向区市场"
        "监督管理局投诉举报，投诉电话：12315。</p></div>"
    )

    def page(jid, name, addr, scope, lanes, phone, *, url=None, crumbs=None):
        crumbs = crumbs or [("/", "首页"), ("/fwzn/", "服务指南"), ("/fwzn/jdcjy/", "机动车检验机构"), (None, name)]
        rec = f'<h1>{name}</h1>' + ul_kv([("地址", addr), ("检验类别", scope), ("检测线", lanes), ("联系电话", phone), ("资质证书编号", jid)], "jg")
        body = ('<div class="gov-hd">杭西区市场监督管理局</div>' + _trail(crumbs, "wz")
                + f'<div class="gov-bd"><div class="nr">{rec}<div class="map"><img src="/map/{jid}.png" alt="位置图"></div></div></div>{shuoming}'
                + '<div class="gov-ft">杭西区市场监督管理局　网站标识码3301080012</div>')
        return P(url or f"{host}/fwzn/jdcjy/{jid}.html", doc(f"{name}-杭西区市场监督管理局", body, lang="zh-CN"), f"jy-{jid}")

    a = ("221101340123", "杭西区城东机动车检测站", "杭西区东湖路188号", "安全技术检验、排放检验", "小型车3条，大型车2条", "0571-86551001")
    b = ("221101340124", "杭西区城东第二机动车检测站", "杭西区东湖路566号", "安全技术检验、排放检验", "小型车4条", "0571-86551002")
    c = ("221101340130", "杭西区城西机动车检测站", "杭西区西溪路1200号", "安全技术检验、排放检验、综合性能检验", "小型车3条，大型车3条", "0571-86552010")
    d = ("221101340141", "杭西区新能源汽车检测中心", "杭西区科技园路36号", "安全技术检验（新能源汽车）", "小型车2条", "0571-86553030")
    e = ("221101340150", "杭西区摩托车检测站", "杭西区东湖路190号", "摩托车安全技术检验", "摩托车2条", "0571-86551003")
    return [
        page(*a),
        page(*a, url=f"{_mob(host)}/fwzn/jdcjy/221101340123.html"),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/fwzn/jdcjy/221101340130.html?from=ditu", crumbs=[("/", "首页"), ("/bsdt/", "办事大厅"), (None, "机动车检验")]),
        page(*d),
        page(*e),
    ]


@scen("zh_dianti_gbk", "特种设备电梯信息公示（GBK），同一单元A梯B梯只差编号，扫码参数与浏览次数为副本")
def zh_dianti_gbk():
    host = "http://www.hxtzsb.gov.cn"
    tishi = (
        '<table width="100%" class="ts"><tr><td><p>乘梯须知：一、请勿超载，超载报警时后进入者应主动退出。二、电梯门关闭时请勿用手、'
        "脚或物品阻挡。三、发生火灾、地震时严禁乘坐电梯。四、电梯运行中出现故障时，请保持冷静，按下警铃或拨打轿厢内的应急救援电话，"
        "切勿强行扒门。五、儿童及行动不便者须有人陪同乘梯。</p><p>本信息由电梯使用单位和维护保养单位报送，如发现信息与实际不符或电梯"
        "存在安全隐患，请拨打96333电梯应急处置热线。</p></td></tr></table>"
    )

    def page(code, reg, place, maint, last, nxt, *, url=None, hits=15, printv=False):
        rec = ('<table width="100%" border="1" cellspacing="0" class="dt">'
               f'<tr><th width="22%">设备代码</th><td>{code}</td></tr><tr><th>使用登记证号</th><td>{reg}</td></tr>'
               f'<tr><th>安装位置</th><td>{place}</td></tr><tr><th>使用单位</th><td>杭西翠湖物业服务有限公司</td></tr>'
               f'<tr><th>维保单位</th><td>{maint}</td></tr><tr><th>最近维保日期</th><td>{last}</td></tr><tr><th>下次检验日期</th><td>{nxt}</td></tr></table>')
        if printv:
            body = rec
        else:
            body = ('<table width="100%" class="top"><tr><td>杭西区特种设备安全信息公示平台</td></tr></table>'
                    + '<table width="100%"><tr><td>当前位置：首页 &gt; 电梯信息查询 &gt; 详细信息</td></tr></table>'
                    + rec + f"<p>浏览次数：{hits}</p>" + tishi
                    + '<table width="100%" class="foot"><tr><td>杭西区市场监督管理局特种设备安全监察科</td></tr></table>')
        return P(url or f"{host}/dt/show.asp?code={code}", doc("电梯信息公示-杭西区特种设备安全信息公示平台", body, lang="zh-CN"), f"dt-{code}", encoding="gbk")

    a = ("31103301082019080011", "梯11浙A08123(19)", "翠湖花园3幢1单元A梯", "杭州某某电梯工程有限公司", "2024年3月2日", "2024年8月")
    b = ("31103301082019080012", "梯11浙A08124(19)", "翠湖花园3幢1单元B梯", "杭州某某电梯工程有限公司", "2024年3月2日", "2024年8月")
    c = ("31103301082019080013", "梯11浙A08125(19)", "翠湖花园3幢2单元A梯", "杭州某某电梯工程有限公司", "2024年3月4日", "2024年8月")
    d = ("31103301082019080021", "梯11浙A08131(19)", "翠湖花园5幢1单元A梯", "杭州某某电梯工程有限公司", "2024年3月6日", "2024年9月")
    e = ("31203301082019090002", "梯12浙A00217(19)", "翠湖商业街1号楼自动扶梯", "浙江某某机电设备有限公司", "2024年3月10日", "2024年10月")
    return [
        page(*a),
        page(*a, url=f"{host}/dt/show.asp?code=31103301082019080011&from=qrcode", hits=16),
        page(*a, url=f"{host}/dt/print.asp?code=31103301082019080011", printv=True),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url=f"{host}/dt/show.asp?code=31103301082019080021&page=2", hits=41),
        page(*e),
    ]


@scen("zh_ggzxc_zhandian", "公共自行车站点：市民中心东西北三站只差方位与桩位，实时可借可还框变化，JSON-LD Place")
def zh_ggzxc_zhandian():
    host = "https://www.hxbike.com"
    guize = (
        '<section class="rule"><h2>租车规则</h2><p>市民卡、交通联合卡或手机应用扫码均可租车。单次租用一小时内免费，超过一小时'
        "不足两小时收费一元，超过两小时每小时收费三元，单次最高收费二十元。车辆须在服务时间内归还至任一有空桩的站点，锁止后听到"
        "提示音才表示归还成功。</p><p>站点实时数据每分钟更新一次，仅供参考。车辆故障请勿租用，可在车把上的报修按钮报修，或拨打服务"
        "热线0571-85331234。夜间停止服务期间不能租还车辆。</p></section>"
    )

    def page(sid, name, where, docks, hours, *, url=None, live=("12", "8")):
        head = _jsonld({"@context": "https://schema.org", "@type": "Place", "name": name, "identifier": sid, "address": where})
        card = (f'<div class="station"><h1>{name}</h1><p class="sid">站点编号：{sid}</p>'
                + dl_kv([("位置", where), ("锁桩数", docks), ("服务时间", hours)], "st-info")
                + f'<div class="live">实时：可借{live[0]}辆　可还{live[1]}个</div></div>')
        body = ('<div class="app-hd"><a href="/">杭西公共自行车</a> ' + nav([("/map/", "站点地图"), ("/card/", "办卡指南"), ("/news/", "公告")], "app-nav") + "</div>"
                + card + guize + '<div class="app-ft">杭西公共自行车交通服务发展有限公司</div>')
        return P(url or f"{host}/station/{sid}", doc(f"{name}-杭西公共自行车", body, lang="zh-CN", head=head), f"zx-{sid}")

    a = ("1043", "市民中心东", "市民中心东门广场，近富春路", "20", "6:00-21:00")
    b = ("1044", "市民中心西", "市民中心西门广场，近民心路", "20", "6:00-21:00")
    c = ("1045", "市民中心北（地铁口）", "地铁江锦路站D出口", "30", "6:00-22:00")
    d = ("2011", "江滨公园", "江滨公园北门停车场旁", "24", "6:00-21:00")
    e = ("2012", "江滨公园南门", "江滨公园南门，近之江路", "16", "6:00-21:00")
    return [
        page(*a),
        page(*a, url=f"{host}/station/1043?t=0815", live=("3", "17")),
        page(*a, url=f"{_mob(host)}/station/1043", live=("5", "15")),
        page(*b, live=("9", "11")),
        page(*c, live=("21", "9")),
        page(*c, url=f"{host}/station/1045?from=app", live=("18", "12")),
        page(*d, live=("7", "17")),
        page(*e, live=("2", "14")),
    ]


@scen("zh_lishi_tianqi_gbk", "历史天气查询（GBK），逐日一页，相邻两日只差一两度，去年同日和另一城市同日各一页")
def zh_lishi_tianqi_gbk():
    host = "http://www.tianqihoubao.net"
    shuoming = (
        '<table width="100%" class="sm"><tr><td><p>说明：本站历史天气数据来源于各地气象台站公开发布的逐日观测资料，气温为当日最高'
        "气温和最低气温，天气现象为白天和夜间的主要天气，风向风力为当日主导风向和平均风力等级，空气质量指数为当日城市平均值。"
        "数据仅供参考，如需用于司法鉴定、保险理赔等用途，请向当地气象部门申请出具正式气象证明。</p></td></tr></table>"
    )

    def page(slug, city, date, wx, hi, lo, wind, aqi, *, url=None, hits=57):
        rec = ('<table width="100%" border="1" cellspacing="0" class="tq">'
               "<tr><th>日期</th><th>天气状况</th><th>气温</th><th>风力风向</th><th>空气质量</th></tr>"
               f"<tr><td>{date}</td><td>{wx}</td><td>{hi}℃/{lo}℃</td><td>{wind}</td><td>{aqi}</td></tr></table>")
        body = ('<table width="100%" class="top"><tr><td>天气后报网</td><td>首页 | 历史天气 | 空气质量 | 气温排行</td></tr></table>'
                + f'<table width="100%"><tr><td><h1>{city}{date}天气</h1></td></tr></table>'
                + rec + f"<p>本页浏览：{hits}次</p>" + shuoming
                + '<table width="100%" class="foot"><tr><td>天气后报网　苏ICP备11012345号</td></tr></table>')
        return P(url or f"{host}/lishi/{slug}.html", doc(f"{city}{date}天气-天气后报网", body, lang="zh-CN"), f"tq-{slug}", encoding="gbk")

    a = ("hangzhou/20240311", "杭州", "2024年3月11日", "多云/多云", "16", "8", "东北风3级", "62 良")
    b = ("hangzhou/20240312", "杭州", "2024年3月12日", "多云/多云", "16", "9", "东北风3级", "58 良")
    c = ("hangzhou/20240313", "杭州", "2024年3月13日", "晴/晴", "19", "9", "东风2级", "71 良")
    d = ("hangzhou/20230311", "杭州", "2023年3月11日", "多云/小雨", "17", "8", "东北风3级", "45 优")
    e = ("shaoxing/20240311", "绍兴", "2024年3月11日", "多云/多云", "16", "8", "东北风3级", "55 良")
    return [
        page(*a),
        page(*a, url=f"{host}/lishi/hangzhou/20240311.html?r=0.4821", hits=98),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/lishi/hangzhou/20240313.html?from=month", hits=12),
        page(*d),
        page(*e),
    ]


@scen("zh_kaijiang_gonggao", "福彩中心开奖公告：逐期一页，只有期号、号码与金额不同，标题同式，浏览量变化为副本")
def zh_kaijiang_gonggao():
    host = "https://www.hxfcw.cn"
    shengming = (
        '<div class="sm"><p>声明：开奖号码以公证人员现场公证的结果为准，本页所载销售额、奖池金额等信息如与开奖公告原件不一致，以'
        "开奖公告原件为准。中奖彩票自开奖之日起六十个自然日内兑奖，逾期未兑奖的视为弃奖，弃奖奖金纳入彩票公益金。单注奖金超过一万元的"
        "须持中奖彩票和本人身份证件到市福彩中心兑奖，依法缴纳个人所得税。</p><p>理性购彩，量力而行。不向未成年人销售彩票，未成年人"
        "不得兑奖。</p></div>"
    )

    def page(qi, date, balls, sales, pool, first, *, url=None, views=3820):
        nums = "".join(f'<span class="ball">{n}</span>' for n in balls)
        rec = (f'<div class="kj"><h1>江南15选5 第{qi}期开奖公告</h1><p class="date">开奖日期：{date}　浏览：{views}</p>'
               f'<div class="balls">{nums}</div>'
               + _grid(["本期销售额", "奖池累计", "一等奖注数"], [(sales, pool, first)], "kj-t") + "</div>")
        body = ('<div class="top">杭西市福利彩票发行中心</div>' + nav([("/", "首页"), ("/kjgg/", "开奖公告"), ("/wfjs/", "玩法介绍"), ("/gyj/", "公益金使用")], "nav")
                + rec + shengming + '<div class="foot">杭西市福利彩票发行中心　监督电话：0571-87001234</div>')
        return P(url or f"{host}/kjgg/15x5/{qi}.html", doc(f"江南15选5第{qi}期开奖公告-杭西福彩", body, lang="zh-CN"), f"kj-{qi}")

    a = ("2024041", "2024年2月10日", ["02", "07", "11", "13", "15"], "318,452元", "1,204,330元", "2")
    b = ("2024042", "2024年2月11日", ["01", "05", "09", "13", "14"], "301,288元", "1,236,710元", "0")
    c = ("2024043", "2024年2月12日", ["03", "04", "08", "10", "12"], "296,014元", "1,266,095元", "1")
    d = ("2024044", "2024年2月13日", ["02", "07", "11", "12", "15"], "305,770元", "1,271,442元", "3")
    e = ("2024045", "2024年2月14日", ["05", "06", "09", "11", "14"], "340,116元", "1,302,008元", "0")
    return [
        page(*a),
        page(*a, url=f"{_mob(host)}/kjgg/15x5/2024041.html", views=3911),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/kjgg/15x5/2024043.html?from=list&page=1", views=2107),
        page(*d),
        page(*e),
        page(*e, url=f"{host}/kjgg/15x5/2024045.html?utm_source=wx", views=1566),
    ]


@scen("zh_tingche_shoufei", "发改局停车场收费公示：同一医院地上地下两个停车场收费标准相同只差泊位和名称，定价依据长于正文")
def zh_tingche_shoufei():
    host = "https://www.hxfgj.gov.cn"
    yiju = (
        '<div class="yiju"><p>依据《浙江省定价目录》和《杭西区机动车停放服务收费管理办法》，现将经营性停车场收费标准予以公示。'
        "停车场经营者应当在入口处醒目位置设置收费公示牌，标明收费标准、计费方式、免费时段和监督电话，不得擅自提高收费标准或变相"
        "收费。对执行公务的军警车辆、救护车、消防车等特种车辆，以及残疾人专用车，应当免收停车费。</p><p>市民如发现停车场存在不按"
        "公示标准收费、不出具票据等行为，可拨打12345政务服务热线或价格举报电话12315投诉举报。</p></div>"
    )

    def page(pid, name, addr, spaces, kind, rule, *, url=None, printv=False):
        rec = f'<h1>{name}收费公示</h1>' + table_kv([("停车场名称", name), ("地址", addr), ("泊位数", spaces), ("类型", kind), ("收费标准", rule), ("监督电话", "12345")], "tcc")
        if printv:
            body = rec
        else:
            body = ('<div class="gov-top">杭西区发展和改革局</div>' + nav([("/", "首页"), ("/xxgk/", "信息公开"), ("/jggl/", "价格管理"), ("/hdjl/", "互动交流")], "gnav")
                    + '<div class="crumb">首页 &gt; 价格管理 &gt; 收费公示</div>'
                    + f'<div class="gov-main">{rec}{yiju}</div><div class="gov-foot">杭西区发展和改革局　主办</div>')
        return P(url or f"{host}/jggl/tcc/{pid}.html", doc(f"{name}收费公示-杭西区发展和改革局", body, lang="zh-CN"), f"tc-{pid}")

    std = "首小时5元，之后每小时2元，单日最高30元；15分钟内免费"
    a = ("tc2024031", "杭西区人民医院地下停车场", "杭西区文一路268号", "420", "室内", std)
    b = ("tc2024032", "杭西区人民医院地面停车场", "杭西区文一路268号", "96", "室外", std)
    c = ("tc2024033", "市民中心停车场", "杭西区民心路100号", "650", "室内", "首小时3元，之后每小时2元，单日最高20元；30分钟内免费")
    d = ("tc2024040", "火车站P1停车场", "火车站南广场东侧", "800", "室内", "首小时6元，之后每小时3元，单日最高48元；15分钟内免费")
    e = ("tc2024041", "火车站P2停车场", "火车站南广场西侧", "560", "室内", "首小时6元，之后每小时3元，单日最高48元；15分钟内免费")
    return [
        page(*a),
        page(*a, url=f"{host}/jggl/tcc/tc2024031.html?print=1", printv=True),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url=f"{_mob(host)}/jggl/tcc/tc2024040.html"),
        page(*e),
    ]


def scenarios():
    return built(SC)
