# ruff: noqa: E501
"""Thin pages of 36 more made-up sites (English and Chinese, some GBK), written blind by a nineteenth false-drop hunt (a helper), who read none of the plugin's rules; each scenario is one host's pages, labelled with their content: pages with one content label are true copies (print versions, mobile m. hosts, AMP paths, tracking and session query parameters, /index.html suffixes, changed view counters and "generated at" times, reordered sidebars, added cookie banners, other breadcrumbs, other related-items boxes, changed live-status boxes, and combinations of these); different labels are documents a reader would call different.
Site kinds: bridge club hand records, herbarium specimen sheets, record pressings discography, construction toy set catalogue, approved wedding premises register, pub guide entries, hillfort atlas, software security advisories, browser support tables, thesis repository records, assembly written questions, council committee meetings, food bank needs lists, safety camera sites, flood warning areas, watch reference database, opera performance archive, exam grade boundaries, 企业标准自我声明公开, 干部任前公示, 药品集采中选结果, 医疗服务价格项目, 律师执业信息查询, 地铁票价查询, 农村土地流转公示 (GBK), 老年助餐点, 歇后语, 中医方剂 (GBK), 象棋残局, 计划停电公告 (GBK), 电线电缆商品页, 白酒商品页, 农业保险理赔公示 (GBK), 专家门诊出诊表, 黄历, 每日金价."""

from __future__ import annotations

import json
import random

from benchmarks._thin_site_kit import P, built, dl_kv, doc, nav, scenario_registry, table_kv, ul_kv

SC, scen = scenario_registry()


def _m(url):
    """The same path on the site's m. host."""
    return url.replace("://www.", "://m.", 1)


def _ld(obj):
    """A JSON-LD script element for the head."""
    return '<script type="application/ld+json">' + json.dumps(obj, ensure_ascii=False) + "</script>"


def _canonical(url):
    return f'<link rel="canonical" href="{url}">'


def _fig(src, alt, caption, cls="figure"):
    return f'<figure class="{cls}"><img src="{src}" alt="{alt}" loading="lazy"><figcaption>{caption}</figcaption></figure>'


def _table(head, rows, cls="tbl", caption=None):
    """A table with a header row."""
    cap = f"<caption>{caption}</caption>" if caption else ""
    th = "".join(f"<th>{h}</th>" for h in head)
    trs = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
    return f'<table class="{cls}">{cap}<thead><tr>{th}</tr></thead><tbody>{trs}</tbody></table>'


def _divs(rows, cls="props"):
    """Label/value pairs as the div soup a page builder emits."""
    return f'<div class="{cls}">' + "".join(
        f'<div class="prop"><span class="prop-k">{k}</span><span class="prop-v">{v}</span></div>' for k, v in rows) + "</div>"


def _crumbs(items, cls="breadcrumb", sep=" / "):
    """Breadcrumbs; an item without a link is the current page."""
    parts = [f'<a href="{h}">{t}</a>' if h else f'<span aria-current="page">{t}</span>' for h, t in items]
    return f'<nav class="{cls}">' + sep.join(parts) + "</nav>"


def _ul(items, cls="list"):
    return f'<ul class="{cls}">' + "".join(f"<li>{t}</li>" for t in items) + "</ul>"


def _ol(items, cls="list"):
    return f'<ol class="{cls}">' + "".join(f"<li>{t}</li>" for t in items) + "</ol>"


COOKIE_EN = (
    '<div class="cookie-notice" role="dialog"><p>We use essential cookies to make this site work. With your permission we would '
    "also like to set analytics cookies to see how the site is used, so we can make it better. You can change your mind at any "
    'time on the cookies page.</p><button class="accept">Accept analytics cookies</button> <button class="reject">Reject analytics cookies</button> '
    '<a href="/cookies">View cookies</a></div>'
)

COOKIE_ZH = (
    '<div class="yinsi-tip" id="yinsiTip"><p>本站使用Cookie及类似技术来改善浏览体验、统计访问量。点击“同意”或继续浏览，即表示您'
    '同意我们按照《隐私保护声明》使用Cookie。</p><a class="yinsi-ok" href="javascript:;">同意</a><a class="yinsi-more" href="/yinsi/">了解更多</a></div>'
)


# ---------------------------------------------------------------- English sites

SUITS = (("S", "&spades;"), ("H", "&hearts;"), ("D", "&diams;"), ("C", "&clubs;"))
RANKS = "AKQJT98765432"
VULS = ("None", "N-S", "E-W", "Both", "N-S", "E-W", "Both", "None", "E-W", "Both", "None", "N-S", "Both", "None", "N-S", "E-W")


def _deal(seed):
    """Four 13-card hands (North, East, South, West) from a seeded shuffle, each as suit -> ranks."""
    cards = [s + r for s, _ in SUITS for r in RANKS]
    random.Random(seed).shuffle(cards)
    hands = []
    for i in range(4):
        part = set(cards[i * 13:(i + 1) * 13])
        hands.append({s: "".join(r for r in RANKS if s + r in part).replace("T", "10") or "&mdash;" for s, _ in SUITS})
    return hands


def _tricks(seed):
    """A made-up double-dummy table: rows of seat and tricks in NT and each suit."""
    rng = random.Random(seed * 31 + 7)
    ns = [rng.randint(4, 10) for _ in range(5)]
    ns2 = [t + rng.choice((0, 0, 0, 1, -1)) for t in ns]
    return [("N", *ns), ("S", *ns2), ("E", *(13 - t for t in ns)), ("W", *(13 - t for t in ns2))]


@scen("bridge_hands", "bridge club hand records: deal diagrams in a layout table, boards 1 and 17 share dealer and vulnerability, board 1 of two evenings, print and mobile copies")
def bridge_hands():
    host = "https://www.hexleybridge.org.uk"
    notes = (
        '<section class="hr-notes"><h2>About these hand records</h2><p>Boards for our duplicate sessions are dealt by computer '
        "and duplicated by machine before play, so every table plays the same cards. The hand records are published after the "
        "session has finished; please do not look at them if you are due to play the boards later in the week at one of our "
        "partner clubs.</p><p>The makeable contracts table shows how many tricks each declarer can take in each denomination "
        "with best play by both sides and every card visible (double dummy). Real play seldom reaches these figures, so use "
        "them as a guide when going through a board with your partner, not as a verdict on the result.</p><p>Results and "
        "travellers for each board are on the session results page. Queries about scoring go to the scorer on the night.</p></section>"
    )
    club = '<aside class="club"><h3>Play with us</h3><p>Duplicate pairs on Tuesday and Friday evenings at 7.15 pm. Partners found for visitors.</p></aside>'
    foot = '<footer><p>Hexley Bridge Club &middot; affiliated to the county association &middot; <a href="/contact">Contact</a> &middot; <a href="/privacy">Privacy</a></p></footer>'

    def hand(seat, h):
        lines = "".join(f'<div class="suit">{sym} {h[s]}</div>' for s, sym in SUITS)
        return f'<div class="hand"><div class="seat">{seat}</div>{lines}</div>'

    def page(date, day, board, seed, par, *, url=None, printed=None, banner=False):
        n, e, s, w = _deal(seed)
        dealer = ("North", "East", "South", "West")[(board - 1) % 4]
        vul = VULS[(board - 1) % 16]
        diagram = (f'<table class="deal"><tr><td class="info">Board {board}<br>Dealer {dealer}<br>Vul {vul}</td><td>{hand("North", n)}</td><td></td></tr>'
                   f'<tr><td>{hand("West", w)}</td><td class="compass">N<br>W &nbsp; E<br>S</td><td>{hand("East", e)}</td></tr>'
                   f'<tr><td></td><td>{hand("South", s)}</td><td></td></tr></table>')
        dd = _table(["", "NT", "&spades;", "&hearts;", "&diams;", "&clubs;"], _tricks(seed), "dd", "Makeable contracts")
        head_line = f"<h1>{day} Pairs, {date} &mdash; Board {board}</h1>"
        rec = head_line + diagram + dd + f'<p class="par">Par: {par}</p>'
        if printed:
            body = rec + f'<p class="printed">Printed {printed} from hexleybridge.org.uk</p>'
        else:
            pager = f'<div class="pager"><a href="?board={board - 1}">&laquo; Previous board</a> <a href="?board={board + 1}">Next board &raquo;</a></div>'
            body = ('<header><a class="logo" href="/">Hexley Bridge Club</a>' + nav([("/results", "Results"), ("/hands", "Hand records"), ("/calendar", "Calendar"), ("/teaching", "Lessons")]) + "</header>"
                    f"<main>{rec}{pager}</main>{club}{notes}{foot}")
        if banner:
            body = COOKIE_EN + body
        return P(url or f"{host}/hands/{date}/board-{board}", doc(f"Board {board} - {day} Pairs {date} - Hexley Bridge Club", body), f"bh-{date}-{board}")

    a = ("2024-03-12", "Tuesday", 1, 1201, "4&spades; by N, +420")
    b = ("2024-03-12", "Tuesday", 2, 1202, "3NT by E, +600")
    c = ("2024-03-12", "Tuesday", 17, 1217, "4&hearts;x by W, &minus;300")
    d = ("2024-03-19", "Tuesday", 1, 1901, "2&spades; by S, +110")
    e = ("2024-03-12", "Tuesday", 5, 1205, "6&diams; by N, +920")
    return [
        page(*a),
        page(*a, url=f"{host}/hands/2024-03-12/board-1?print=1", printed="13/03/2024 09:14"),
        page(*a, url=f"{_m(host)}/hands/2024-03-12/board-1", banner=True),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/hands/2024-03-12/board-17?utm_source=newsletter&utm_campaign=results"),
        page(*d),
        page(*e),
    ]


@scen("herbarium_sheets", "herbarium specimen sheets: duplicate sheets of one gathering differ only in barcode and sheet number, two gatherings of one day, label view, search-context copy")
def herbarium_sheets():
    host = "https://herbarium.hexley.ac.uk"
    about = (
        '<div class="about-coll"><h2>About the collection</h2><p>The Hexley University Herbarium holds about 180,000 sheets of '
        "vascular plants, mostly from the county and neighbouring districts, collected from the 1820s to the present day. Each "
        "sheet has its own barcode. Where a collector pressed several pieces from one gathering, each sheet is catalogued "
        "separately under the same collector number; these duplicates may have been determined differently over the years.</p>"
        "<p>Locality and habitat are transcribed from the original label. Grid references were added by volunteers from the "
        "locality text and may be approximate. Images are released for research and teaching; please cite the barcode. To "
        "arrange a visit or a loan, contact the curator.</p></div>"
    )
    foot = '<div class="site-foot">Hexley University Herbarium &middot; Department of Plant Sciences &middot; <a href="/loans">Loans and visits</a> &middot; <a href="/data">Data licence</a></div>'

    def page(barcode, taxon, family, coll, number, date, locality, habitat, dets, sheet, *, url=None, label=False, back=False, banner=False):
        rec = (f'<h1 class="taxon"><em>{taxon}</em></h1><p class="family">{family}</p>'
               + table_kv([("Barcode", barcode), ("Collector", coll), ("Collector number", number), ("Date collected", date),
                           ("Locality", locality), ("Habitat", habitat), ("Sheet", sheet)], "specimen")
               + _table(["Determination", "Determiner", "Year"], dets, "dets", "Determination history"))
        if label:
            body = f'<div class="label-view">{rec}</div>'
        else:
            img = _fig(f"/iiif/{barcode}/full/800,/0/default.jpg", f"Herbarium sheet {barcode}", f"Sheet {barcode} (click to zoom)", "sheet-image")
            backlink = '<p class="back"><a href="/search?q=carex&amp;page=2">&larr; Back to search results</a></p>' if back else ""
            body = ('<div class="site-head"><a href="/">Hexley University Herbarium</a> <form action="/search"><input name="q"><button>Search</button></form></div>'
                    f'{backlink}<div class="specimen-page"><div class="col-img">{img}</div><div class="col-data">{rec}</div></div>{about}{foot}')
        if banner:
            body = COOKIE_EN + body
        return P(url or f"{host}/specimen/{barcode}", doc(f"{barcode} {taxon} | Hexley University Herbarium", body), f"hb-{barcode}")

    marsh_flacca = [("<em>Carex flacca</em> Schreb.", "J. Marsh", "1987"), ("<em>Carex flacca</em> Schreb. (conf.)", "A. C. Jermy", "1993")]
    a = ("HXU012345", "Carex flacca Schreb.", "Cyperaceae", "J. Marsh", "1142", "14 June 1987", "Hexley Down, Hexfordshire; SU 412 887",
         "Short chalk grassland on a south-facing slope", marsh_flacca, "1 of 2")
    b = ("HXU012346", "Carex flacca Schreb.", "Cyperaceae", "J. Marsh", "1142", "14 June 1987", "Hexley Down, Hexfordshire; SU 412 887",
         "Short chalk grassland on a south-facing slope", marsh_flacca, "2 of 2")
    c = ("HXU012351", "Carex caryophyllea Latourr.", "Cyperaceae", "J. Marsh", "1143", "14 June 1987", "Hexley Down, Hexfordshire; SU 412 887",
         "Chalk grassland among <em>Festuca ovina</em>", [("<em>Carex caryophyllea</em> Latourr.", "J. Marsh", "1987")], "1 of 1")
    d = ("HXU013002", "Carex flacca Schreb.", "Cyperaceae", "R. Hallam", "77", "3 July 1952", "Stanway Common, Hexfordshire",
         "Damp heath by the track", [("<em>Carex panicea</em> L.", "R. Hallam", "1952"), ("<em>Carex flacca</em> Schreb.", "J. Marsh", "1988")], "1 of 1")
    e = ("HXU020551", "Primula veris L.", "Primulaceae", "E. Vaughan", "s.n.", "2 May 1911", "Great Hadlow, railway bank",
         "Grassy bank", [("<em>Primula veris</em> L.", "E. Vaughan", "1911")], "1 of 1")
    return [
        page(*a),
        page(*a, url=f"{host}/specimen/HXU012345?view=label", label=True),
        page(*a, url=f"{host}/specimen/HXU012345?q=carex&page=2", back=True),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/specimen/HXU012351?lang=en", banner=True),
        page(*d),
        page(*e),
    ]


@scen("record_pressings", "discography of one album's pressings: shared tracklist, a repress that differs from the original only in year, runout matrix and sleeve note, marketplace box changes")
def record_pressings():
    host = "https://www.grooveindex.com"
    tracks = [("A1", "Harbour Lights", "3:52"), ("A2", "Salt Road", "4:10"), ("A3", "Low Water", "3:05"), ("A4", "The Pilot's Daughter", "5:21"),
              ("A5", "Breakwater", "2:48"), ("B1", "Night Ferry", "4:44"), ("B2", "Gulls", "3:17"), ("B3", "Customs House", "3:59"),
              ("B4", "Ebb", "4:02"), ("B5", "Harbour Lights (Reprise)", "1:36")]
    versions = [("r1021", "LP, UK, 1979"), ("r1022", "LP, UK, 1981"), ("r1030", "LP, Germany, 1979"), ("r1044", "LP, US, 1980"), ("r2004", "CD, UK, 2004")]
    guide = (
        '<div class="guide"><h3>Identifying pressings</h3><p>Pressings of the same album can often be told apart only by the '
        "text scratched or stamped into the run-out groove (the matrix), by the label design or by small differences in the "
        "sleeve. Matrix numbers are given exactly as they appear, with hand-etched and machine-stamped parts noted. If your "
        "copy matches none of the versions listed, please add it as a new version rather than editing an existing one.</p></div>"
    )

    def page(rid, label, catno, fmt, country, year, matrix, notes, *, extra=(), url=None, market=("12", "&pound;18.00"), have=("1,840", "412"), banner=False):
        tl = _table(["", "Title", "Length"], list(tracks) + list(extra), "tracklist", "Tracklist")
        facts = dl_kv([("Label", f"{label} &ndash; {catno}"), ("Format", fmt), ("Country", country), ("Released", year), ("Genre", "Rock, Folk Rock")], "release-facts")
        mx = '<div class="matrix"><h3>Matrix / runout</h3>' + _ul(matrix, "runout") + "</div>"
        others = '<div class="versions"><h3>All versions of this album</h3>' + nav([(f"/release/{v}", t) for v, t in versions], "vlist") + "</div>"
        shop = f'<div class="market">{market[0]} copies for sale from {market[1]} <a href="/sell/release/{rid}">Buy a copy</a></div>'
        comm = f'<div class="community">Have: {have[0]} &middot; Want: {have[1]}</div>'
        body = ('<div id="top"><a href="/">GrooveIndex</a> ' + nav([("/explore", "Explore"), ("/market", "Marketplace"), ("/forum", "Forum")], "topnav") + "</div>"
                f'<div id="release"><h1>The Wrecking Tides &ndash; Harbour Lights</h1>{facts}{tl}{mx}<p class="notes">{notes}</p></div>'
                f'<div id="side">{shop}{comm}{others}</div>{guide}<div id="foot">Data on GrooveIndex is contributed by its users. &copy; GrooveIndex</div>')
        if banner:
            body = COOKIE_EN + body
        return P(url or f"{host}/release/{rid}", doc(f"The Wrecking Tides - Harbour Lights ({fmt.split(',')[0]}, {country}, {year}) | GrooveIndex", body), f"rp-{rid}")

    a = ("r1021", "Larkspur Records", "LRK 1021", "Vinyl, LP, Album, Gatefold", "UK", "1979",
         ["Side A runout (etched): LRK-1021-A1 &nbsp; PORKY", "Side B runout (etched): LRK-1021-B1"], "Gatefold sleeve. Printed inner sleeve with lyrics.")
    b = ("r1022", "Larkspur Records", "LRK 1021", "Vinyl, LP, Album", "UK", "1981",
         ["Side A runout (etched): LRK-1021-A2", "Side B runout (etched): LRK-1021-B3"], "Single sleeve. Plain black inner sleeve.")
    c = ("r1030", "Larkspur Records", "6.23901", "Vinyl, LP, Album", "Germany", "1979",
         ["Side A runout (stamped): 6.23901 A &nbsp; 1", "Side B runout (stamped): 6.23901 B &nbsp; 1"], "Made in Germany. Barcode on back sleeve.")
    d = ("r1044", "Ocean Drive Records", "OD-4410", "Vinyl, LP, Album", "US", "1980",
         ["Side A runout (stamped): OD-4410-A &nbsp; MASTERED BY KD", "Side B runout (stamped): OD-4410-B"], "Cut-out notch on the top right corner of some copies.")
    e = ("r2004", "Larkspur Records", "LRKCD 1021", "CD, Album, Remastered", "UK", "2004",
         ["Matrix: LRKCD1021 01 &nbsp; IFPI L553"], "Remastered from the original tapes. Booklet with new liner notes.")
    return [
        page(*a),
        page(*a, url=f"{host}/release/r1021?utm_source=reddit&utm_medium=social"),
        page(*a, url=f"{_m(host)}/release/r1021", market=("14", "&pound;16.50"), have=("1,842", "413")),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/release/r1030?ref=artist_page", banner=True),
        page(*d),
        page(*e, extra=[("11", "Salt Road (Demo)", "3:58"), ("12", "Night Ferry (Live)", "5:02")]),
    ]


@scen("brick_sets", "construction toy set catalogue: JSON-LD Product, a set and its re-release under a new number, two polybags of one theme, AMP and price-guide copies")
def brick_sets():
    host = "https://www.brickcensus.net"
    note = (
        '<section class="note"><h2>How we catalogue sets</h2><p>Every set is listed under the number printed on its box. When '
        "a set is re-released with a new number, even if the model is almost unchanged, it gets a page of its own so that "
        "inventories, prices and minifigures can be recorded accurately. Polybags and promotional sets are included when they "
        "have an official number.</p><p>Piece counts exclude spare parts and stickers. Retail prices are the manufacturer's "
        "recommended price at launch. Price guide figures are based on completed sales reported by members over the last six "
        "months and are shown for information only.</p></section>"
    )

    def page(num, name, theme, year, pieces, figs, rrp, desc, *, url=None, amp=False, guide=("&pound;72&ndash;&pound;95", "&pound;40&ndash;&pound;60"), owners="1,204", banner=False):
        head = _ld({"@context": "https://schema.org", "@type": "Product", "name": f"{num} {name}", "sku": num, "brand": "Klikbrick", "releaseDate": year})
        if amp:
            head += _canonical(f"{host}/set/{num}")
        rec = (f'<div class="set-head"><h1>{num}: {name}</h1><div class="theme">{theme} &middot; {year}</div></div>'
               + _fig(f"/img/sets/{num}.jpg", f"{num} {name}", f"{num} {name} (box art)", "box")
               + ul_kv([("Set number", num), ("Pieces", pieces), ("Minifigures", figs), ("Launch price", rrp)], "set-facts")
               + f'<p class="desc">{desc}</p>')
        side = (f'<div class="pg"><h3>Price guide</h3><p>New: {guide[0]}<br>Used: {guide[1]}</p></div>'
                f'<div class="owners">{owners} members own this set</div>')
        body = ('<header class="bc-head"><a href="/">BrickCensus</a> ' + nav([("/sets", "Sets"), ("/themes", "Themes"), ("/parts", "Parts"), ("/minifigs", "Minifigures")]) + "</header>"
                + f'<div class="bc-body"><main>{rec}</main>' + ("" if amp else f"<aside>{side}</aside>") + f"</div>{note}"
                + '<footer class="bc-foot">BrickCensus is a fan site and is not connected with the manufacturer.</footer>')
        if banner:
            body = COOKIE_EN + body
        return P(url or f"{host}/set/{num}", doc(f"{num} {name} | BrickCensus", body, head=head), f"bk-{num}")

    a = ("7210", "Fire Station", "Town", "2019", "509", "4", "&pound;79.99", "A three-bay fire station with a lookout tower, fire engine and command car.")
    b = ("7245", "Fire Station", "Town", "2023", "540", "5", "&pound;84.99", "A three-bay fire station with a lookout tower, fire engine and drone unit.")
    c = ("3051", "Fire Quad", "Town", "2021", "41", "1", "Promotional", "A firefighter with a quad bike and hose trailer.")
    d = ("3052", "Police Quad", "Town", "2021", "39", "1", "Promotional", "A police officer with a quad bike and traffic cones.")
    e = ("9100", "Harbour Crane", "Town", "2022", "1,288", "3", "&pound;149.99", "A working dockside crane with a container lorry and two containers.")
    return [
        page(*a),
        page(*a, url=f"{host}/amp/set/7210", amp=True),
        page(*a, url=f"{host}/set/7210?utm_source=instagram", guide=("&pound;70&ndash;&pound;92", "&pound;38&ndash;&pound;58"), owners="1,211"),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url=f"{host}/set/3052?ref=theme-town", banner=True),
        page(*e),
    ]


@scen("wedding_premises", "council register of premises approved for civil ceremonies: one hotel's three rooms differ in room name and capacity, legal explainer longer than the records")
def wedding_premises():
    host = "https://www.hexfordshire.gov.uk"
    law = (
        '<div class="law"><h2>About approved premises</h2><p>Civil marriages and civil partnerships can take place at the '
        "register office or in any room or outdoor structure that the council has approved. Approval is given for a named room "
        "or area, not for the whole building, and lasts for three years. The premises must be open to the public for the "
        "ceremony, and the ceremony must not contain any religious content, although readings and music with a passing "
        "religious reference may be allowed.</p><p>You must give notice of your intention to marry at your local register "
        "office at least 29 days before the ceremony, and book two registrars to attend. Registrar fees for ceremonies at "
        "approved premises are set by the council and are in addition to any charges made by the venue.</p><p>If a room is not "
        "listed here it is not approved, and a legal ceremony cannot take place there.</p></div>"
    )
    foot = '<footer class="gov-foot"><a href="/accessibility">Accessibility</a> <a href="/privacy">Privacy</a> <a href="/contact">Contact the council</a> &copy; Hexfordshire County Council</footer>'

    def page(pid, premises, room, capacity, holder, granted, expires, address, *, url=None, printv=False, crumbs=None, banner=False):
        crumbs = crumbs or [("/", "Home"), ("/births-marriages-deaths", "Births, marriages and deaths"), ("/approved-premises", "Approved premises"), (None, f"{premises}: {room}")]
        rec = (f'<h1>{premises}: {room}</h1>'
               + table_kv([("Premises", premises), ("Address", address), ("Approved room or area", room), ("Maximum number of guests", capacity),
                           ("Licence holder", holder), ("Approval granted", granted), ("Approval expires", expires)], "premises"))
        if printv:
            body = rec
        else:
            body = ('<header class="gov-head"><a href="/">Hexfordshire County Council</a></header>' + _crumbs(crumbs)
                    + f'<main class="gov-main">{rec}<p class="contact">To book a ceremony at this venue contact the venue first, then the register office.</p></main>{law}{foot}')
        if banner:
            body = COOKIE_EN + body
        return P(url or f"{host}/approved-premises/{pid}", doc(f"{premises}: {room} - Approved premises - Hexfordshire County Council", body), f"wp-{pid}")

    addr1 = "Hadlow Manor Hotel, Manor Lane, Great Hadlow HX7 2QP"
    a = ("ap-0142", "Hadlow Manor Hotel", "The Orangery", "120", "Hadlow Manor Hotels Ltd", "1 April 2022", "31 March 2025", addr1)
    b = ("ap-0143", "Hadlow Manor Hotel", "The Library", "40", "Hadlow Manor Hotels Ltd", "1 April 2022", "31 March 2025", addr1)
    c = ("ap-0144", "Hadlow Manor Hotel", "Garden Pavilion (outdoor)", "150", "Hadlow Manor Hotels Ltd", "1 June 2023", "31 May 2026", addr1)
    d = ("ap-0201", "Stanway Town Hall", "Council Chamber", "80", "Stanway Town Council", "12 January 2024", "11 January 2027", "Market Place, Stanway HX4 1AA")
    e = ("ap-0233", "Old Mill Barn", "Threshing Barn", "200", "Old Mill Events LLP", "5 May 2021", "4 May 2024", "Mill Road, Ashby Magna HX9 8LT")
    return [
        page(*a),
        page(*a, url=f"{host}/approved-premises/ap-0142?print=true", printv=True),
        page(*a, url=f"{host}/approved-premises/ap-0142?from=a-z", crumbs=[("/", "Home"), ("/a-z", "A to Z of services"), (None, "Hadlow Manor Hotel: The Orangery")]),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url=f"{host}/approved-premises/ap-0201;jsessionid=A81C0F44D2E97B31"),
        page(*e),
        page(*e, url=f"{host}/approved-premises/ap-0233?utm_source=google&utm_medium=cpc", banner=True),
    ]


@scen("pub_guide", "real-ale pub guide: two pubs of one name in neighbouring villages, a closed pub, opening-hours grid, recently-viewed box and mobile copies")
def pub_guide():
    host = "https://www.hexalepubs.org.uk"
    branch = (
        '<div class="branch-info"><h3>About the guide</h3><p>Entries are written and checked by volunteers from the Hexfordshire '
        "branch, who visit every pub at least once a year. Beers listed are those usually available; guest ales change often, "
        "so a pub may not have every beer on the day you visit. Opening hours are supplied by the licensee and may vary on bank "
        "holidays.</p><p>If a pub has closed, changed hands or stopped selling real ale, please let us know through the update "
        "form. Pubs that have closed stay in the guide, marked closed, so that their history is kept.</p></div>"
    )

    def hours(rows):
        return _table(["Day", "Open"], rows, "hours", "Opening hours")

    def page(slug, name, village, address, beers, features, opening, status, *, url=None, recent=("The Bell, Stanway", "The Crown Inn, Wymondley", "The Fox, Hexley")):
        rec = (f'<div class="pub-card"><h1>{name}</h1><div class="village">{village}</div><p class="addr">{address}</p>'
               + f'<p class="status">{status}</p>' + '<h2>Regular beers</h2>' + _ul(beers, "beers") + _ul(features, "features") + hours(opening) + "</div>")
        side = '<div class="recent"><h3>Recently viewed</h3>' + _ul(recent, "recent-list") + "</div>"
        body = ('<div class="masthead"><a href="/">Hexfordshire Real Ale Pubs</a> ' + nav([("/pubs", "Find a pub"), ("/festival", "Beer festival"), ("/branch", "Branch")], "mast-nav") + "</div>"
                + f'<div class="wrap">{rec}<div class="sidebar">{side}{branch}</div></div>'
                + '<div class="foot">Published by the Hexfordshire branch. Please drink responsibly.</div>')
        return P(url or f"{host}/pub/{slug}", doc(f"{name}, {village} | Hexfordshire Real Ale Pubs", body), f"pg-{slug}")

    std = [("Monday&ndash;Thursday", "12:00&ndash;23:00"), ("Friday&ndash;Saturday", "12:00&ndash;00:00"), ("Sunday", "12:00&ndash;22:30")]
    a = ("plough-great-hadlow", "The Plough", "Great Hadlow", "1 High Street, Great Hadlow HX7 2AB", ["Hexley Best Bitter", "Stanway Gold", "Guest ale"],
         ["Real fire", "Garden", "Dogs welcome", "Food lunchtimes"], std, "Open")
    b = ("plough-little-hadlow", "The Plough", "Little Hadlow", "Church Lane, Little Hadlow HX7 3CD", ["Hexley Best Bitter", "Guest ale"],
         ["Garden", "Dogs welcome", "Quiz night Tuesday"], [("Monday", "Closed"), ("Tuesday&ndash;Saturday", "17:00&ndash;23:00"), ("Sunday", "12:00&ndash;18:00")], "Open")
    c = ("bell-stanway", "The Bell", "Stanway", "14 Market Place, Stanway HX4 1AB", ["Stanway Gold", "Stanway Porter", "Two guest ales", "Real cider"],
         ["Near station", "Live music Saturday"], std, "Open")
    d = ("railway-tavern-ashby-magna", "The Railway Tavern", "Ashby Magna", "Station Road, Ashby Magna HX9 8AA", ["&mdash;"], ["&mdash;"], [("All days", "Closed")],
         "Closed in 2022; the building is now a house.")
    e = ("crown-inn-wymondley", "The Crown Inn", "Wymondley", "The Green, Wymondley HX2 5EF", ["Wymondley Mild", "Hexley Best Bitter"],
         ["Real fire", "Bar billiards", "Accommodation"], std, "Open")
    return [
        page(*a),
        page(*a, url=f"{_m(host)}/pub/plough-great-hadlow"),
        page(*a, url=f"{host}/pub/plough-great-hadlow?utm_source=facebook", recent=("The Plough, Little Hadlow", "The Bell, Stanway")),
        page(*b),
        page(*b, url=f"{host}/pub/plough-little-hadlow?from=map", recent=("The Plough, Great Hadlow", "The Crown Inn, Wymondley", "The Bell, Stanway", "The Fox, Hexley")),
        page(*c),
        page(*d),
        page(*e),
        page(*e, url=f"{host}/pub/crown-inn-wymondley/index.html"),
    ]


@scen("hillfort_atlas", "hillfort atlas: div-soup site records, north and south enclosures of one hill, Bury Ditches and Bury Camp, nearby-sites box reordered, /index.html and cookie copies")
def hillfort_atlas():
    host = "https://hillforts.hexley.ac.uk"
    method = (
        '<div class="method"><div class="method-h">Reading a record</div><div class="method-b"><p>Each record describes one '
        "enclosure. Where two or more enclosures share a hill they are recorded separately, because they were often built and "
        "used at different times. Areas are internal areas, measured inside the innermost rampart. The number of ramparts "
        "counts lines of bank and ditch, not phases of building.</p><p>Condition is assessed from the most recent field visit "
        "or aerial survey. Most hillforts are on private land; the record does not mean that there is public access. Many are "
        "scheduled monuments and it is an offence to damage them or to use a metal detector on them.</p></div></div>"
    )

    def page(no, name, parish, grid, area, ramparts, entrances, interior, condition, *, url=None, nearby=None, banner=False):
        nearby = nearby or [("HX0412", "Castle Hill (North Enclosure)"), ("HX0413", "Castle Hill (South Enclosure)"), ("HX0420", "Bury Ditches"), ("HX0421", "Bury Camp")]
        nearby = [(n, t) for n, t in nearby if n != no]
        rec = (f'<div class="rec-title">{name}</div><div class="rec-no">Atlas number {no}</div>'
               + _divs([("Parish", parish), ("Grid reference", grid), ("Internal area", area), ("Ramparts", ramparts),
                        ("Entrances", entrances), ("Interior features", interior), ("Condition", condition)], "rec-props"))
        side = '<div class="nearby"><div class="nearby-h">Nearby sites</div>' + "".join(f'<div class="nb"><a href="/site/{n}">{t}</a></div>' for n, t in nearby) + "</div>"
        body = ('<div class="top"><div class="brand"><a href="/">Atlas of Hillforts</a></div><div class="tabs"><a href="/map">Map</a><a href="/search">Search</a><a href="/about">About</a></div></div>'
                f'<div class="main"><div class="left">{rec}</div><div class="right">{side}</div></div>{method}'
                '<div class="bottom">Atlas of Hillforts, Hexley University School of Archaeology. Data CC BY 4.0.</div>')
        if banner:
            body = COOKIE_EN + body
        return P(url or f"{host}/site/{no}", doc(f"{name} ({no}) - Atlas of Hillforts", body), f"hf-{no}")

    a = ("HX0412", "Castle Hill (North Enclosure)", "Great Hadlow", "SU 402 871", "2.4 ha", "2", "2 (north-east, south-west)", "Hut platforms, pits", "Good; under pasture")
    b = ("HX0413", "Castle Hill (South Enclosure)", "Great Hadlow", "SU 403 867", "1.1 ha", "1", "1 (south)", "None recorded", "Fair; ploughed in 1950s")
    c = ("HX0420", "Bury Ditches", "Stanway", "SU 455 902", "2.8 ha", "3", "2 (north, east)", "Hut platforms, spring", "Good; woodland cleared 2012")
    d = ("HX0421", "Bury Camp", "Stanway", "SU 471 910", "0.9 ha", "1", "1 (west)", "None recorded", "Poor; rampart levelled on east side")
    e = ("HX0450", "Hadlow Rings", "Little Hadlow", "SU 380 850", "4.6 ha", "2", "3 (east, south, west)", "Hut platforms, trackway", "Good; National Trust")
    return [
        page(*a),
        page(*a, url=f"{host}/site/HX0412/index.html"),
        page(*a, url=f"{host}/site/HX0412?from=map", banner=True),
        page(*b),
        page(*b, url=f"{host}/site/HX0413?sort=distance", nearby=[("HX0412", "Castle Hill (North Enclosure)"), ("HX0421", "Bury Camp"), ("HX0420", "Bury Ditches")]),
        page(*c),
        page(*c, url=f"{host}/site/HX0420?lang=en"),
        page(*d),
        page(*e),
    ]


@scen("security_advisories", "software security advisories: CVE records of one library differing in version range and score, a GHSA alias URL of the same record, the same flaw in a binding package, a withdrawn advisory")
def security_advisories():
    host = "https://advisories.codeguard.dev"
    scoring = (
        '<section class="scoring"><h2>About severity</h2><p>Severity is the CVSS v3.1 base score calculated by our analysts from '
        "the information available when the advisory was published. It describes how a vulnerability can be exploited and "
        "what it can affect, not how likely it is that your application is exposed. A package that is only used at build time, "
        "or only with trusted input, may not be at risk even when the score is high.</p><p>Affected versions are given as "
        "ranges using the package ecosystem's version rules. Upgrade to a patched version where one exists. If no patched "
        "version is listed, follow the workarounds in the advisory or contact the maintainers. Advisories can be updated as "
        "more information becomes available; see the history tab for changes.</p></section>"
    )

    def page(aid, ghsa, pkg, eco, summary, detail, affected, patched, score, *, url=None, related=None, status=None, banner=False):
        related = related or [("CVE-2024-31001", "XXE in fastparse-xml"), ("CVE-2024-31002", "Entity expansion in fastparse-xml"), ("CVE-2023-45500", "Deep nesting in fastparse-json")]
        related = [(r, t) for r, t in related if r != aid]
        head = _ld({"@context": "https://schema.org", "@type": "TechArticle", "headline": f"{aid}: {summary}", "identifier": [aid, ghsa]})
        facts = table_kv([("Package", f"{pkg} ({eco})"), ("Affected versions", affected), ("Patched versions", patched), ("Severity", score),
                          ("Identifiers", f"{aid}, {ghsa}")], "adv-facts")
        state = f'<div class="withdrawn">{status}</div>' if status else ""
        rec = f'<article class="adv"><h1>{summary}</h1><div class="adv-id">{aid}</div>{state}{facts}<h2>Description</h2><p>{detail}</p></article>'
        side = '<aside class="related"><h3>Related advisories</h3>' + _ul([f'<a href="/advisories/{r}">{r}</a> {t}' for r, t in related], "rel") + "</aside>"
        body = ('<header class="cg"><a href="/">CodeGuard Advisory Database</a> ' + nav([("/advisories", "Advisories"), ("/ecosystems", "Ecosystems"), ("/api", "API")]) + "</header>"
                f'<div class="cg-main">{rec}{side}</div>{scoring}<footer class="cg-foot">Advisory data is licensed CC BY 4.0. Report a problem with this advisory.</footer>')
        if banner:
            body = COOKIE_EN + body
        return P(url or f"{host}/advisories/{aid}", doc(f"{aid}: {summary} - CodeGuard", body, head=head), f"sa-{aid}")

    xxe = ("The <code>parse_stream</code> function resolves external entities by default. An attacker who can supply an XML "
           "document can make the parser read local files or send requests to internal hosts.")
    a = ("CVE-2024-31001", "GHSA-7q2m-x4vr-9hfj", "fastparse-xml", "PyPI", "XML external entity injection in fastparse-xml", xxe,
         "&lt; 2.4.1", "2.4.1", "7.5 High")
    b = ("CVE-2024-31002", "GHSA-c3vw-88p2-m5qe", "fastparse-xml", "PyPI", "Entity expansion denial of service in fastparse-xml",
         "Nested entity definitions are expanded without a limit, so a small document can use large amounts of memory and CPU.",
         "&gt;= 2.0.0, &lt; 2.4.1", "2.4.1", "5.3 Medium")
    c = ("CVE-2023-45500", "GHSA-j9x4-2hr6-wq7t", "fastparse-json", "PyPI", "Stack exhaustion on deeply nested input in fastparse-json",
         "Arrays and objects nested more than a few thousand levels deep exhaust the stack and crash the process.",
         "&lt; 1.9.8", "1.9.8", "5.3 Medium")
    d = ("CVE-2024-31003", "GHSA-5ffm-qq8c-3p9x", "fastparse-xml-node", "npm", "XML external entity injection in fastparse-xml-node", xxe,
         "&lt; 2.4.2", "2.4.2", "7.5 High")
    e = ("CVE-2024-31107", "GHSA-r2hh-6m4v-x8cw", "fastparse-xml", "PyPI", "Withdrawn: XML external entity injection in fastparse-xml",
         "This advisory was published in error.", "None", "None", "None")
    return [
        page(*a),
        page(*a, url=f"{host}/advisories/GHSA-7q2m-x4vr-9hfj"),
        page(*a, url=f"{host}/advisories/CVE-2024-31001?utm_source=osv&utm_medium=referral"),
        page(*b),
        page(*b, url=f"{host}/advisories/CVE-2024-31002?tab=overview", related=[("CVE-2023-45500", "Deep nesting in fastparse-json"), ("CVE-2024-31001", "XXE in fastparse-xml")], banner=True),
        page(*c),
        page(*d),
        page(*e, status="This advisory has been withdrawn. It duplicated CVE-2024-31001."),
    ]


@scen("browser_support", "browser support tables: one grid of first supporting versions per feature, :has() and container queries differ in one cell, data timestamp and usage share change")
def browser_support():
    host = "https://www.canweship.dev"
    browsers = ("Chrome", "Edge", "Firefox", "Safari", "Opera", "Samsung Internet")
    reading = (
        '<section class="reading"><h2>Reading the table</h2><p>Each cell gives the first stable version of a browser that '
        "supports the feature without a flag or prefix. Partial support, where a browser implements the main part of a "
        "feature but not all of it, is marked and explained in the notes. Versions before the one shown do not support the "
        "feature, or support it only behind a flag.</p><p>Global usage is the share of page views, from our partner analytics "
        "networks, made by browsers that support the feature. It is recalculated every night and can move by a fraction of a "
        "percent from day to day. Mobile browsers are counted separately where their engine differs.</p></section>"
    )

    def page(slug, name, spec, blurb, versions, *, url=None, updated="2024-03-11 04:00 UTC", usage="92.31", banner=False):
        grid = _table(["Browser", "Supported since"], list(zip(browsers, versions)), "support")
        rec = (f'<div class="feature"><h1>{name}</h1><p class="blurb">{blurb}</p><p class="spec">Specification: {spec}</p>{grid}'
               f'<p class="usage">Global usage: {usage}%</p><p class="updated">Data updated {updated}</p></div>')
        body = ('<div class="hdr"><a href="/">Can We Ship</a><form action="/search"><input name="q" placeholder="Feature"></form></div>'
                f'{rec}{reading}<div class="ftr">Support data is community maintained and openly licensed. <a href="/contribute">Contribute</a></div>')
        if banner:
            body = COOKIE_EN + body
        return P(url or f"{host}/feature/{slug}", doc(f"{name} | Can We Ship", body), f"bs-{slug}")

    a = ("css-has", "CSS :has() selector", "Selectors Level 4", "Selects an element if any of the given relative selectors match.", ("105", "105", "121", "15.4", "91", "20"))
    b = ("css-nesting", "CSS nesting", "CSS Nesting Module", "Write style rules inside other style rules.", ("120", "120", "117", "17.2", "106", "23"))
    c = ("css-subgrid", "CSS subgrid", "CSS Grid Layout Level 2", "A grid item can use the tracks of its parent grid.", ("117", "117", "71", "16", "103", "24"))
    d = ("css-container-queries", "CSS container queries", "CSS Containment Level 3", "Style an element according to the size of its container.", ("105", "105", "110", "16", "91", "20"))
    e = ("js-array-findlast", "Array.prototype.findLast()", "ECMAScript 2023", "Find the last array element that matches a test.", ("97", "97", "104", "15.4", "83", "18"))
    return [
        page(*a),
        page(*a, url=f"{host}/feature/css-has?updated=1", updated="2024-03-12 04:00 UTC", usage="92.36"),
        page(*a, url=f"{host}/feature/css-has?ref=search"),
        page(*b, usage="88.02"),
        page(*c, usage="85.77"),
        page(*d, usage="91.40"),
        page(*d, url=f"{host}/feature/css-container-queries?utm_source=newsletter", usage="91.44", updated="2024-03-13 04:00 UTC", banner=True),
        page(*e, usage="94.10"),
    ]


@scen("thesis_repository", "university thesis repository: Dublin Core style metadata tables, one author's MSc and PhD with similar titles, two embargoed theses with no abstract, statistics box changes")
def thesis_repository():
    host = "https://repository.hexley.ac.uk"
    policy = (
        '<div class="policy"><h3>Copyright and reuse</h3><p>Theses in the repository are made available for private study and '
        "research. Copyright remains with the author unless otherwise stated. You may not reproduce more than a short extract "
        "without the author's permission. Where a thesis is under embargo, its full text and sometimes its abstract are withheld "
        "until the embargo ends; the record is published so that the thesis can be cited.</p><p>If you believe that a thesis "
        "contains material that infringes your rights, contact the repository team and we will withdraw it while we look into "
        "the matter.</p></div>"
    )

    def page(handle, title, author, degree, year, supervisor, dept, abstract, files, *, url=None, stats=("311", "92"), full=False):
        rows = [("dc.title", title), ("dc.contributor.author", author), ("dc.type", degree), ("dc.date.issued", year),
                ("dc.contributor.advisor", supervisor), ("dc.publisher.department", dept), ("dc.description.abstract", abstract),
                ("dc.identifier.uri", f"{host}/handle/10771/{handle}")]
        if full:
            rows += [("dc.language.iso", "en"), ("dc.rights", "All rights reserved")]
        meta = _table(["Field", "Value"], rows, "meta")
        fl = '<div class="files"><h3>Files</h3>' + files + "</div>"
        st = f'<div class="stats">Views: {stats[0]} &middot; Downloads: {stats[1]}</div>'
        body = ('<div id="ds-header"><a href="/">Hexley Research Repository</a> <a href="/browse">Browse</a> <a href="/deposit">Deposit</a></div>'
                f'<div id="ds-body"><h1 class="item-title">{title}</h1>{meta}{fl}{st}</div>{policy}'
                '<div id="ds-footer">Hexley University Library &middot; Powered by open repository software</div>')
        return P(url or f"{host}/handle/10771/{handle}", doc(f"{title} | Hexley Research Repository", body), f"tr-{handle}")

    pdf = '<a href="/bitstream/{0}/thesis.pdf">thesis.pdf</a> (PDF, {1})'
    emb = "Full text embargoed until 30 September 2026."
    a = ("4411", "Sediment transport in the lower Hex estuary", "Okafor, Joseph", "MSc thesis", "2016", "Wren, Helen", "Geography",
         "Measurements of suspended sediment over two spring-neap cycles show net landward transport in the lower estuary.", pdf.format(4411, "4.2 MB"))
    b = ("5820", "Sediment transport and saltmarsh accretion in the Hex estuary", "Okafor, Joseph", "PhD thesis", "2020", "Wren, Helen", "Geography",
         "Four years of sediment traps and marker horizons link landward sediment transport to accretion on three saltmarshes.", pdf.format(5820, "18.9 MB"))
    c = ("5821", "Labour mobility in the Hexfordshire woollen trade, 1780&ndash;1840", "Price, Amelia", "PhD thesis", "2022", "Lowe, Martin", "History",
         "Abstract withheld during embargo.", emb)
    d = ("5822", "Catalytic reduction of nitroarenes over supported gold clusters", "Zhang, Wei", "PhD thesis", "2022", "Ellis, Sarah", "Chemistry",
         "Abstract withheld during embargo.", emb)
    e = ("6001", "A survey of bat roosts in Hexley's churches", "Byrne, Ciara", "MRes thesis", "2023", "Wren, Helen", "Biology",
         "Droppings surveys and emergence counts in 31 churches found roosts of five bat species in 19 of them.", pdf.format(6001, "9.7 MB"))
    return [
        page(*a),
        page(*a, url=f"{host}/handle/10771/4411?show=full&locale-attribute=en", full=True),
        page(*a, url=f"{host}/handle/10771/4411?recordstats=1", stats=("318", "95")),
        page(*b, stats=("604", "240")),
        page(*c, stats=("88", "0")),
        page(*c, url=f"{host}/handle/10771/5821?utm_source=twitter", stats=("91", "0")),
        page(*d, stats=("57", "0")),
        page(*e, stats=("140", "61")),
    ]


@scen("written_questions", "assembly written questions: two questions given one grouped answer that is longer than either question, two unanswered questions, print and mobile copies")
def written_questions():
    host = "https://www.hexfordshire-assembly.gov.uk"
    about = (
        '<div class="wq-about"><h3>About written questions</h3><p>Members of the Assembly may put written questions to any '
        "Cabinet Member. A question must be answered within ten working days. Where several questions on the same subject are "
        "tabled, the Cabinet Member may give one answer to all of them; each question is still published on its own page "
        "with its own number.</p><p>Answers are published here on the day they are given. Questions that have not yet been "
        "answered are shown with their date for answer.</p></div>"
    )
    grouped = ("Fourteen supported bus routes were withdrawn or reduced in 2023 after the operators ended their contracts. "
               "For each route the council consulted the affected parishes, assessed the effect on access to schools, health "
               "services and work, and secured replacement demand-responsive services on nine of them. A full assessment will "
               "be published with the Bus Service Improvement Plan review in June.")

    def page(uin, asker, to, tabled, question, answer, answered, *, url=None, printv=False):
        ans = (f'<div class="answer"><h2>Answer</h2><p class="by">Answered by the {to} on {answered}</p><p>{answer}</p></div>' if answer
               else f'<div class="answer pending"><p>Awaiting answer. Due for answer on {answered}.</p></div>')
        rec = (f'<h1>Written question {uin}</h1>' + ul_kv([("Asked by", asker), ("Asked of", to), ("Date tabled", tabled)], "wq-meta")
               + f'<div class="question"><h2>Question</h2><p>{question}</p></div>{ans}')
        if printv:
            body = rec
        else:
            body = ('<header><a href="/">Hexfordshire Assembly</a>' + nav([("/business", "Business"), ("/members", "Members"), ("/questions", "Written questions")]) + "</header>"
                    f'<main>{rec}</main>{about}<footer>&copy; Hexfordshire Assembly. Open Government Licence.</footer>')
        return P(url or f"{host}/questions/{uin}", doc(f"Written question {uin} - Hexfordshire Assembly", body), f"wq-{uin}")

    to = "Cabinet Member for Transport"
    a = ("HQ-2024-0310", "Cllr Maria Green (Stanway)", to, "26 February 2024",
         "To ask the Cabinet Member for Transport how many supported bus routes were withdrawn in 2023.", grouped, "7 March 2024")
    b = ("HQ-2024-0311", "Cllr Anil Patel (Hexley East)", to, "27 February 2024",
         "To ask the Cabinet Member for Transport what assessment has been made of the impact of bus route withdrawals in 2023.", grouped, "7 March 2024")
    c = ("HQ-2024-0325", "Cllr Maria Green (Stanway)", "Cabinet Member for Education", "11 March 2024",
         "To ask the Cabinet Member for Education how many pupils are on waiting lists for school transport.", None, "22 March 2024")
    d = ("HQ-2024-0326", "Cllr Tom Adeyemi (Wymondley)", "Cabinet Member for Education", "11 March 2024",
         "To ask the Cabinet Member for Education how many schools have had their roofs surveyed since 2022.", None, "22 March 2024")
    e = ("HQ-2024-0290", "Cllr Anil Patel (Hexley East)", "Cabinet Member for Highways", "12 February 2024",
         "To ask the Cabinet Member for Highways how many potholes were reported in January 2024.",
         "2,318 potholes were reported in January 2024, of which 1,904 had been repaired by 29 February.", "23 February 2024")
    return [
        page(*a),
        page(*b),
        page(*b, url=f"{host}/questions/HQ-2024-0311?print=1", printv=True),
        page(*b, url=f"{host}/questions/HQ-2024-0311?utm_source=twitter&utm_medium=social"),
        page(*c),
        page(*d),
        page(*e),
        page(*e, url=f"{_m(host)}/questions/HQ-2024-0290"),
    ]


@scen("committee_meetings", "council committee meeting pages in ModernGov style: an agenda and its reconvened meeting, two cancelled meetings that differ in date and committee, Ver= and LLL= copies")
def committee_meetings():
    host = "https://democracy.stanway.gov.uk"
    public = (
        '<div class="mgPublic"><h2>Attending meetings</h2><p>Council meetings are open to the public except when confidential '
        "or exempt information is being discussed. Seating in the council chamber is limited, and meetings are also broadcast "
        "live on the council's website. If you wish to speak on a planning application you must register with Democratic "
        "Services by noon on the working day before the meeting.</p><p>Agenda papers are published at least five clear working "
        "days before a meeting. Minutes are published once they have been approved. Dates of meetings can change; please "
        "check this page before travelling.</p></div>"
    )

    def page(cid, mid, committee, date, venue, items, *, url=None, cancelled=False, related=("Planning Committee", "Licensing Sub-Committee", "Audit Committee")):
        if cancelled:
            agenda = '<p class="mgCancelled">This meeting has been cancelled.</p>'
        else:
            agenda = '<div class="mgAgenda"><h2>Agenda items</h2>' + _ol(items, "mgItems") + "</div>"
        rec = (f'<h1 class="mgTitle">{committee} &ndash; {date}</h1>'
               + dl_kv([("Date and time", date), ("Venue", venue), ("Contact", "Democratic Services, 01632 960 441")], "mgDetails") + agenda)
        side = '<div class="mgRelated"><h3>Committees</h3>' + _ul(list(related), "mgCommittees") + "</div>"
        body = ('<div id="mgHeader"><a href="/">Stanway Town Council &ndash; Democracy</a></div>'
                + nav([("/mgCalendarMonthView.aspx", "Calendar"), ("/mgListCommittees.aspx", "Committees"), ("/mgMemberIndex.aspx", "Councillors"), ("/mgPlansHome.aspx", "Forward plans")], "mgNav")
                + f'<div id="mgContent">{rec}</div>{side}{public}<div id="mgFooter">Stanway Town Council, Market Place, Stanway HX4 1AA</div>')
        return P(url or f"{host}/ieListDocuments.aspx?CId={cid}&MId={mid}", doc(f"Agenda for {committee} on {date} - Stanway Town Council", body), f"cm-{mid}")

    chamber = "Council Chamber, Town Hall, Market Place, Stanway"
    a = ("142", "5530", "Planning Committee", "Tuesday, 5th March, 2024 7.00 pm", chamber,
         ["Apologies for absence", "Declarations of interest", "Minutes of the previous meeting", "24/00112/FUL &ndash; Land at Mill Lane", "24/00131/HOU &ndash; 8 Church Street", "Appeal decisions"])
    b = ("142", "5531", "Planning Committee", "Tuesday, 2nd April, 2024 7.00 pm", chamber, [])
    c = ("150", "5540", "Licensing Sub-Committee", "Tuesday, 12th March, 2024 10.00 am", "Committee Room 1, Town Hall", [])
    d = ("142", "5535", "Planning Committee (reconvened)", "Thursday, 7th March, 2024 7.00 pm", chamber,
         ["Apologies for absence", "24/00131/HOU &ndash; 8 Church Street", "Appeal decisions"])
    e = ("155", "5544", "Audit Committee", "Wednesday, 20th March, 2024 6.30 pm", "Committee Room 1, Town Hall",
         ["Apologies for absence", "Internal audit report 2023/24", "Risk register", "External audit plan"])
    return [
        page(*a),
        page(*a, url=f"{host}/ieListDocuments.aspx?CId=142&MId=5530&Ver=4"),
        page(*a, url=f"{host}/ieListDocuments.aspx?CId=142&MId=5530&LLL=0", related=("Audit Committee", "Planning Committee", "Licensing Sub-Committee")),
        page(*b, cancelled=True),
        page(*b, url=f"{host}/ieListDocuments.aspx?CId=142&MId=5531&Ver=4", cancelled=True),
        page(*c, cancelled=True),
        page(*d),
        page(*e),
    ]


@scen("food_bank_needs", "food bank weekly needs lists per centre: one week to the next differs by one item, two centres with the same list, donation-points sidebar reordered, fbclid and mobile copies")
def food_bank_needs():
    host = "https://www.hexleyfoodbank.org.uk"
    how = (
        '<section class="how"><h2>How to donate</h2><p>Food can be left at any of our centres during opening hours, or in the '
        "donation trolleys at the supermarkets listed on this page. Please check that everything is in date and unopened. We "
        "cannot accept fresh or frozen food, home-made food or alcohol. Each centre publishes its own list because stock varies "
        "from place to place, and the list is updated every Monday.</p><p>If you would like to give money instead, every "
        "&pound;1 buys around &pound;3 of food through our wholesale partners. Volunteers are always welcome to help sort "
        "donations on weekday mornings.</p></section>"
    )

    def page(centre, week, name, address, open_, needs, plenty, *, url=None, points=("Co-op, High Street", "Sainsbury's, Stanway Road", "Tesco Extra, Hexley Retail Park")):
        rec = (f'<h1>{name}: what we need this week</h1><p class="wk">Week beginning {week}</p>'
               + ul_kv([("Address", address), ("Open for donations", open_)], "centre")
               + '<div class="needs"><h2>We are running low on</h2>' + _ul(needs, "need") + "</div>"
               + '<div class="plenty"><h2>Please no more</h2>' + _ul(plenty, "plenty-list") + "</div>")
        side = '<aside class="points"><h3>Supermarket donation points</h3>' + _ul(list(points), "pts") + "</aside>"
        body = ('<header><a href="/">Hexley Food Bank</a>' + nav([("/get-help", "Get help"), ("/give", "Give food"), ("/volunteer", "Volunteer"), ("/donate", "Donate money")]) + "</header>"
                f'<main class="needs-page">{rec}</main>{side}{how}<footer>Hexley Food Bank is a registered charity, no. 1160042.</footer>')
        return P(url or f"{host}/needs/{centre}/{week}", doc(f"{name} - what we need - Hexley Food Bank", body), f"fb-{centre}-{week}")

    list11 = ["UHT milk", "Tinned meat", "Tinned fish", "Coffee (small jars)", "Sugar (500 g)", "Shower gel", "Toothpaste"]
    list12 = ["UHT milk", "Tinned meat", "Tinned fish", "Tea bags (80s)", "Sugar (500 g)", "Shower gel", "Toothpaste"]
    plenty = ["Pasta", "Baked beans", "Tinned soup"]
    central = ("central", "", "Central Centre", "St Luke's Hall, Church Street, Hexley HX1 2AB", "Monday, Wednesday and Friday, 10 am &ndash; 2 pm")
    east = ("eastgate", "", "Eastgate Centre", "Eastgate Methodist Church, Hexley HX1 5CD", "Tuesday and Thursday, 11 am &ndash; 3 pm")
    west = ("westbury", "", "Westbury Centre", "Westbury Community Centre, Hexley HX3 7EF", "Saturday, 9 am &ndash; 12 noon")

    def rec_(c, week, needs, pl=plenty):
        return (c[0], week, c[2], c[3], c[4], needs, pl)

    a = rec_(central, "2024-03-11", list11)
    b = rec_(central, "2024-03-18", list12)
    c = rec_(east, "2024-03-11", list11)
    d = rec_(east, "2024-03-18", ["Tinned vegetables", "Tinned fruit", "Long-life juice", "Rice (1 kg)", "Nappies (size 5)"], ["Pasta", "Cereal"])
    e = rec_(west, "2024-03-11", ["UHT milk", "Tinned meat", "Custard", "Deodorant"])
    return [
        page(*a),
        page(*a, url=f"{_m(host)}/needs/central/2024-03-11"),
        page(*a, url=f"{host}/needs/central/2024-03-11?fbclid=IwAR3k9xQ2ZfL0pVb7"),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/needs/eastgate/2024-03-11?from=home", points=("Tesco Extra, Hexley Retail Park", "Co-op, High Street", "Sainsbury's, Stanway Road")),
        page(*d),
        page(*e),
    ]


@scen("safety_cameras", "mobile safety camera sites: the two directions of one road share the collision figures and differ in direction and site number, weekly deployment box changes, print copy")
def safety_cameras():
    host = "https://www.hexsafetycameras.org.uk"
    why = (
        '<div class="why"><h2>Why cameras are here</h2><p>Mobile camera sites are chosen where there is a record of collisions in '
        "which people were killed or seriously injured, and where there is evidence that drivers speed. Every site is marked "
        "with signs, and vans are parked where they can be seen. Sites are reviewed every year and removed when the collision "
        "record improves.</p><p>The deployment schedule is published a week in advance, but vans may be moved at short notice. "
        "The schedule is not a guarantee that a site will or will not be enforced on any day. Fines from camera enforcement go "
        "to central government, not to the partnership.</p></div>"
    )

    def page(site, road, place, direction, limit, ksi, *, url=None, week="Planned this week: Monday 7&ndash;10 am, Thursday 3&ndash;6 pm", printv=False):
        rec = (f'<h1>{road}, {place}</h1><p class="site-no">Site {site}</p>'
               + table_kv([("Road", road), ("Location", place), ("Direction enforced", direction), ("Speed limit", limit)], "site")
               + _table(["Years", "Fatal", "Serious", "Slight"], ksi, "ksi", "Collisions at this site"))
        if printv:
            body = rec
        else:
            body = ('<div class="head"><a href="/">Hexfordshire Safety Camera Partnership</a></div>'
                    + nav([("/sites", "Camera sites"), ("/schedule", "Schedule"), ("/courses", "Speed awareness"), ("/faq", "FAQ")])
                    + f'<div class="body">{rec}<div class="deploy">{week}</div></div>{why}<div class="foot">A partnership of the county council and the police.</div>')
        return P(url or f"{host}/sites/{site}", doc(f"Camera site {site}: {road}, {place} | Hexfordshire Safety Cameras", body), f"sc-{site}")

    a412 = [("2019&ndash;2021", "1", "3", "11"), ("2020&ndash;2022", "0", "4", "9")]
    a = ("SC0101", "A412 Hexley Road", "between Mill Lane and Park Avenue, Hexley", "Northbound", "40 mph", a412)
    b = ("SC0102", "A412 Hexley Road", "between Mill Lane and Park Avenue, Hexley", "Southbound", "40 mph", a412)
    c = ("SC0115", "B4410 Mill Lane", "Great Hadlow", "Both directions", "30 mph", [("2019&ndash;2021", "0", "2", "6"), ("2020&ndash;2022", "0", "2", "5")])
    d = ("SC0120", "A49 Stanway Bypass", "west of Mill Roundabout", "Both directions", "50 mph", [("2019&ndash;2021", "2", "5", "14"), ("2020&ndash;2022", "1", "5", "12")])
    e = ("SC0121", "A49 Stanway Bypass", "east of Mill Roundabout", "Both directions", "60 mph", [("2019&ndash;2021", "0", "3", "8"), ("2020&ndash;2022", "1", "3", "7")])
    return [
        page(*a),
        page(*a, url=f"{host}/sites/SC0101?utm_source=radio", week="Planned this week: Tuesday 4&ndash;7 pm"),
        page(*b),
        page(*b, url=f"{_m(host)}/sites/SC0102", week="No deployment planned this week"),
        page(*c),
        page(*d),
        page(*d, url=f"{host}/sites/SC0120/print", printv=True),
        page(*e),
    ]


@scen("flood_warning_areas", "flood warning target areas: upstream and downstream areas of one river differ in places and gauge, live warning status and river level change, mobile copy")
def flood_warning_areas():
    host = "https://www.floodwatch-hex.org.uk"
    advice = (
        '<section class="advice"><h2>What warnings mean</h2><p>A <strong>flood alert</strong> means flooding is possible: be '
        "prepared. A <strong>flood warning</strong> means flooding is expected and you should act now: move family, pets and "
        "valuables to a safe place and turn off gas, electricity and water if it is safe to do so. A <strong>severe flood "
        "warning</strong> means there is a danger to life.</p><p>Warnings are issued for target areas. Each area covers places "
        "expected to flood from the same river at about the same time. River levels are measured every 15 minutes and may be "
        "delayed during high flows. Sign up to receive warnings by phone, text or email.</p></section>"
    )

    def page(code, name, river, places, gauge, *, url=None, status="No flood warnings or alerts are in force for this area.", level="0.82 m at 09:15 (normal range 0.20 to 1.40 m)"):
        rec = (f'<h1>{name}</h1><p class="code">Target area {code}</p><div class="status-box">{status}</div>'
               + dl_kv([("River", river), ("Places at risk", places), ("River gauge", gauge), ("Latest level", level)], "fwa"))
        body = ('<div class="banner-top"><a href="/">Hexfordshire Flood Watch</a> <a href="/signup">Sign up for warnings</a> <a href="/levels">River levels</a></div>'
                f'<main>{rec}</main>{advice}<footer>Flood information is provided by the river authority. In an emergency call 999.</footer>')
        return P(url or f"{host}/area/{code}", doc(f"{name} - flood warning area {code}", body), f"fw-{code}")

    a = ("061FWF23GtHad", "River Hex at Great Hadlow", "River Hex", "Properties on Mill Lane, Bridge Street and Water End, Great Hadlow", "Great Hadlow")
    b = ("061FWF23LtHad", "River Hex at Little Hadlow", "River Hex", "Properties on Church Lane and the Green, Little Hadlow", "Little Hadlow")
    c = ("061WAF23Hex", "River Hex from Great Hadlow to Hexley", "River Hex", "Low-lying land and roads along the River Hex", "Great Hadlow")
    d = ("061FWF24Stan", "Mill Brook at Stanway", "Mill Brook", "Properties on Brook Street and Station Road, Stanway", "Stanway Mill")
    e = ("061FWF25Ashby", "Ashby Brook at Ashby Magna", "Ashby Brook", "Properties on Mill Road, Ashby Magna", "Ashby Magna")
    return [
        page(*a),
        page(*a, url=f"{host}/area/061FWF23GtHad?t=1710239400", status="Flood alert in force. Updated 07:15 on 12 March 2024.", level="1.36 m at 07:00 (normal range 0.20 to 1.40 m)"),
        page(*a, url=f"{host}/area/061FWF23GtHad?utm_source=sms"),
        page(*b),
        page(*c),
        page(*d, level="0.41 m at 09:15 (normal range 0.15 to 0.90 m)"),
        page(*d, url=f"{_m(host)}/area/061FWF24Stan", level="0.43 m at 09:30 (normal range 0.15 to 0.90 m)"),
        page(*e, level="0.30 m at 09:15 (normal range 0.10 to 0.75 m)"),
    ]


@scen("watch_references", "watch reference database: references of one diver model differ in dial or bezel colour or case size, JSON-LD, AMP and price-guide copies")
def watch_references():
    host = "https://www.referencewatch.net"
    disclaimer = (
        '<div class="disclaimer"><h3>About reference numbers</h3><p>A reference number identifies a particular combination of '
        "case, dial, bezel and bracelet. Small changes, such as a new dial colour, usually mean a new reference. Production "
        "years are those reported by the maker or observed from dated examples and may be approximate. Market prices are "
        "averages of sales reported to us over the last 90 days for watches with box and papers, and can vary widely with "
        "condition.</p><p>We are not affiliated with any watch brand. Names and trademarks belong to their owners.</p></div>"
    )

    def page(ref, model, case, dial, bezel, movement, years, *, url=None, amp=False, market="&pound;2,150", banner=False):
        head = _ld({"@context": "https://schema.org", "@type": "Product", "name": f"Halden {model} {ref}", "mpn": ref, "brand": {"@type": "Brand", "name": "Halden"}})
        if amp:
            head += _canonical(f"{host}/ref/{ref}")
        rec = (f'<h1>Halden {model} <span class="ref">{ref}</span></h1>' + _fig(f"/img/ref/{ref}.jpg", f"Halden {ref}", f"Halden {model} ref. {ref}", "watch")
               + _table(["Case", "Dial", "Bezel", "Movement", "Produced"], [(case, dial, bezel, movement, years)], "specs"))
        price = f'<div class="market">Average market price: {market}</div>'
        body = ('<div class="rw-top"><a href="/">ReferenceWatch</a> ' + nav([("/brands", "Brands"), ("/models", "Models"), ("/prices", "Prices")]) + "</div>"
                + f'<div class="rw-main">{rec}{"" if amp else price}</div>{disclaimer}<div class="rw-foot">&copy; ReferenceWatch</div>')
        if banner:
            body = COOKIE_EN + body
        return P(url or f"{host}/ref/{ref}", doc(f"Halden {model} {ref} | ReferenceWatch", body, head=head), f"wr-{ref}")

    a = ("2210.01", "Seacrest Diver 300", "42 mm steel", "Black", "Black aluminium", "Calibre H-24 automatic", "2017&ndash;2022")
    b = ("2210.02", "Seacrest Diver 300", "42 mm steel", "Blue", "Blue aluminium", "Calibre H-24 automatic", "2017&ndash;2022")
    c = ("2210.03", "Seacrest Diver 300", "42 mm steel", "Black", "Green aluminium", "Calibre H-24 automatic", "2019&ndash;2022")
    d = ("2211.01", "Seacrest Diver 300", "39 mm steel", "Black", "Black aluminium", "Calibre H-24 automatic", "2018&ndash;2022")
    e = ("3300.10", "Seacrest Chronograph", "43 mm steel", "White", "Black ceramic tachymeter", "Calibre H-70 automatic chronograph", "2020&ndash;")
    return [
        page(*a),
        page(*a, url=f"{host}/amp/ref/2210.01", amp=True),
        page(*a, url=f"{host}/ref/2210.01?ref=forum", market="&pound;2,120"),
        page(*b, market="&pound;2,300"),
        page(*c, market="&pound;2,650"),
        page(*c, url=f"{host}/ref/2210.03?currency=GBP", market="&pound;2,640", banner=True),
        page(*d, market="&pound;1,980"),
        page(*e, market="&pound;3,400"),
    ]


@scen("opera_archive", "opera house performance archive: nights of one revival with identical cast lists that differ only in date, a night with a cover tenor, print and mobile copies")
def opera_archive():
    host = "https://archive.hexleyopera.org.uk"
    about = (
        '<div class="arch-about"><h2>About the archive</h2><p>The archive records every performance given by the company since '
        "its first season in 1958, from programmes, cast sheets and stage managers' reports. Each performance has its own "
        "record, even when the cast was the same as on other nights, so that the archive can answer questions about who sang "
        "on a particular date. Replacement singers are recorded where the change was announced from the stage or by a slip in "
        "the programme.</p><p>Photographs and programmes can be seen by appointment in the archive reading room. Please "
        "contact the archivist to arrange a visit.</p></div>"
    )
    prod = ("La traviata", "Giuseppe Verdi", "2019 revival of the 2016 production directed by Clara Voss")

    def page(pid, date, conductor, cast, *, url=None, note="", printv=False):
        rec = (f'<h1>{prod[0]} &ndash; {date}</h1><p class="prod">{prod[1]} &middot; {prod[2]}</p>'
               + dl_kv([("Date", date), ("Venue", "Hexley Opera House"), ("Conductor", conductor)], "perf")
               + _table(["Role", "Singer"], cast, "cast", "Cast") + (f'<p class="note">{note}</p>' if note else ""))
        if printv:
            body = rec
        else:
            body = ('<header class="ho"><a href="/">Hexley Opera Archive</a> ' + nav([("/productions", "Productions"), ("/people", "People"), ("/seasons", "Seasons")]) + "</header>"
                    f'<main>{rec}</main>{about}<footer class="ho-foot">Hexley Opera, registered charity 208871.</footer>')
        return P(url or f"{host}/performance/{pid}", doc(f"{prod[0]}, {date} - Hexley Opera Archive", body), f"oa-{pid}")

    cast = [("Violetta Val&eacute;ry", "Ilse Marenko"), ("Alfredo Germont", "David Ochoa"), ("Giorgio Germont", "Peter Lindqvist"),
            ("Flora Bervoix", "Sian Howells"), ("Annina", "Rachel Amos"), ("Gastone", "Tom Bell"), ("Baron Douphol", "Mark Reyes"),
            ("Marquis d'Obigny", "Liam Carr"), ("Doctor Grenvil", "Owen Price")]
    cast_cover = [(r, "Jonah Ferris" if r == "Alfredo Germont" else s) for r, s in cast]
    a = ("8101", "12 January 2019", "Anna Keller", cast)
    b = ("8102", "15 January 2019", "Anna Keller", cast)
    c = ("8103", "18 January 2019", "Anna Keller", cast_cover)
    d = ("8104", "22 January 2019", "Simon Hart", cast)
    e = ("7650", "9 April 2016", "Anna Keller", [("Violetta Val&eacute;ry", "Maria Santos"), ("Alfredo Germont", "David Ochoa"), ("Giorgio Germont", "Robert Kemp"),
                                                 ("Flora Bervoix", "Sian Howells"), ("Annina", "Grace Lim"), ("Gastone", "Tom Bell"), ("Baron Douphol", "Henry Wood"),
                                                 ("Marquis d'Obigny", "Liam Carr"), ("Doctor Grenvil", "Owen Price")])
    return [
        page(*a),
        page(*a, url=f"{host}/performance/8101?print=1", printv=True),
        page(*a, url=f"{host}/performance/8101?utm_source=facebook"),
        page(*b),
        page(*c, note="David Ochoa was indisposed; the role of Alfredo was sung by Jonah Ferris."),
        page(*c, url="https://m.hexleyopera.org.uk/archive/performance/8103", note="David Ochoa was indisposed; the role of Alfredo was sung by Jonah Ferris."),
        page(*d),
        page(*e),
    ]


@scen("grade_boundaries", "exam board grade boundaries: one table per paper, foundation tier of two June series differs in a few marks, November resit series, /index.html, cookie and breadcrumb copies")
def grade_boundaries():
    host = "https://www.hexboard-exams.org.uk"
    notes = (
        '<div class="gb-notes"><h2>About grade boundaries</h2><p>Grade boundaries are the minimum marks needed for each grade. '
        "They are set after marking, when senior examiners have reviewed students' work and statistical evidence, so that a "
        "grade represents the same standard from one year to the next even if a paper was harder or easier. Boundaries for "
        "the same qualification can therefore change from series to series.</p><p>The boundaries apply to the total raw mark "
        "for the qualification. A student who misses a grade by a mark or two cannot be moved up; if you think a paper was "
        "marked wrongly, ask your school or college about a review of marking.</p></div>"
    )

    def page(series, code, subject, tier, maxm, bounds, *, url=None, crumbs=None, banner=False):
        crumbs = crumbs or [("/", "Home"), ("/grade-boundaries", "Grade boundaries"), (f"/grade-boundaries/{series}", series.replace("-", " ").title()), (None, f"{subject} ({code})")]
        grades = [g for g, _ in bounds]
        rec = (f'<h1>{subject} {tier} ({code}) &ndash; {series.replace("-", " ").title()}</h1>'
               + _table(["Maximum mark", *grades], [(maxm, *[m for _, m in bounds])], "gb", "Raw mark grade boundaries"))
        body = ('<div class="eb-head"><a href="/">Hexboard Examinations</a></div>' + _crumbs(crumbs, "eb-crumbs", " &gt; ")
                + f'<div class="eb-main">{rec}<p class="pdf"><a href="/files/gb-{series}.pdf">Download all boundaries for this series (PDF)</a></p></div>{notes}'
                + '<div class="eb-foot">Hexboard Examinations is a registered awarding organisation.</div>')
        if banner:
            body = COOKIE_EN + body
        return P(url or f"{host}/grade-boundaries/{series}/{code}", doc(f"{subject} {tier} {code} grade boundaries {series} - Hexboard", body), f"gb-{series}-{code}")

    a = ("june-2023", "8300F", "Mathematics", "Foundation", "240", [("5", "186"), ("4", "146"), ("3", "106"), ("2", "66"), ("1", "27")])
    b = ("june-2023", "8300H", "Mathematics", "Higher", "240", [("9", "214"), ("8", "183"), ("7", "153"), ("6", "121"), ("5", "89"), ("4", "57"), ("3", "42")])
    c = ("june-2024", "8300F", "Mathematics", "Foundation", "240", [("5", "185"), ("4", "147"), ("3", "106"), ("2", "65"), ("1", "26")])
    d = ("june-2023", "8462F", "Chemistry", "Foundation", "200", [("5", "131"), ("4", "107"), ("3", "83"), ("2", "53"), ("1", "23")])
    e = ("november-2023", "8300F", "Mathematics", "Foundation", "240", [("5", "179"), ("4", "140"), ("3", "101"), ("2", "62"), ("1", "24")])
    return [
        page(*a),
        page(*a, url=f"{host}/grade-boundaries/june-2023/8300F/index.html"),
        page(*a, url=f"{host}/grade-boundaries/june-2023/8300F?utm_source=tes", banner=True),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/grade-boundaries/june-2024/8300F?from=past-papers", crumbs=[("/", "Home"), ("/past-papers", "Past papers"), ("/past-papers/8300", "Mathematics 8300"), (None, "Grade boundaries")]),
        page(*d),
        page(*e),
    ]


# ---------------------------------------------------------------- Chinese sites


@scen("zh_qiye_biaozhun", "企业标准自我声明公开：同一企业两项标准只差编号、名称与型号，同一编号新旧两版只差年号与状态，声明长于正文")
def zh_qiye_biaozhun():
    host = "https://www.hxqybz.org.cn"
    shengming = (
        '<div class="sm-box"><h3>公开声明</h3><p>企业标准自我声明公开是企业依据《中华人民共和国标准化法》的规定，公开其执行的产品'
        "和服务标准的编号和名称，以及产品、服务的功能指标和产品的性能指标。企业对其公开的标准的真实性、合法性负责，并对按照所公开"
        "标准组织生产、提供服务承担相应的法律责任。本平台仅提供信息公开服务，不对企业公开的标准内容进行审查，也不代表对标准的认可。"
        "</p><p>社会公众如发现企业公开的标准存在违反法律法规和强制性标准的情况，或者企业的产品、服务不符合其公开的标准，可以向所在地"
        "标准化行政主管部门投诉举报。</p></div>"
    )

    def page(sid, company, code, name, product, models, date, state, *, url=None, hits=126, crumbs=None):
        crumbs = crumbs or [("/", "首页"), ("/gk/", "标准公开"), (None, "标准详情")]
        rec = (f'<h1>{code} {name}</h1>'
               + table_kv([("企业名称", company), ("标准编号", code), ("标准名称", name), ("产品名称", product), ("型号规格", models),
                           ("公开时间", date), ("标准状态", state)], "bz-info")
               + f'<p class="bz-file"><a href="/file/{sid}.pdf">查看标准文本</a>　浏览次数：{hits}</p>')
        body = ('<div class="pt-top"><div class="pt-logo">杭西企业标准信息公共服务平台</div>' + nav([("/", "首页"), ("/gk/", "标准公开"), ("/zn/", "操作指南"), ("/tz/", "通知公告")], "pt-nav") + "</div>"
                + _crumbs(crumbs, "pt-crumb", " &gt; ") + f'<div class="pt-main">{rec}</div>{shengming}'
                + '<div class="pt-foot">主办：杭西区市场监督管理局　技术支持：杭西区标准化研究院</div>')
        return P(url or f"{host}/gk/detail/{sid}.html", doc(f"{code} {name}-企业标准信息公共服务平台", body, lang="zh-CN"), f"qb-{sid}")

    co = "杭西某某电气科技有限公司"
    a = ("20230411", co, "Q/HXDQ 001-2023", "电动自行车用铅酸蓄电池", "铅酸蓄电池", "6-DZF-12、6-DZF-20", "2023-04-11", "现行")
    b = ("20230412", co, "Q/HXDQ 002-2023", "电动自行车用锂离子蓄电池组", "锂离子蓄电池组", "48V20Ah、60V24Ah", "2023-04-11", "现行")
    c = ("20200915", co, "Q/HXDQ 001-2020", "电动自行车用铅酸蓄电池", "铅酸蓄电池", "6-DZF-12、6-DZF-20", "2020-09-15", "废止")
    d = ("20231102", "杭西某某食品有限公司", "Q/HXSP 0003S-2023", "速冻调制食品", "速冻调制食品", "生制品、熟制品", "2023-11-02", "现行")
    e = ("20240108", "杭西某某机械有限公司", "Q/HXJX 01-2024", "小型手扶拖拉机", "手扶拖拉机", "GN-121、GN-151", "2024-01-08", "现行")
    return [
        page(*a),
        page(*a, url=f"{_m(host)}/gk/detail/20230411.html", hits=127),
        page(*a, url=f"{host}/gk/detail/20230411.html?from=search&kw=%E8%93%84%E7%94%B5%E6%B1%A0", crumbs=[("/", "首页"), ("/search/", "标准检索"), (None, "检索结果")]),
        page(*b),
        page(*c, hits=301),
        page(*c, url=f"{host}/gk/detail/20200915.html?page=2", hits=305),
        page(*d),
        page(*e),
    ]


@scen("zh_renqian_gongshi", "组织部干部任前公示：一人一页，两名同名王伟只差出生年月、现职与拟任职务，公示说明长于简历，相关文章框变化")
def zh_renqian_gongshi():
    host = "https://www.hxzzb.gov.cn"
    shuoming = (
        '<div class="gs-sm"><p>根据《党政领导干部选拔任用工作条例》有关规定，经区委研究，现将拟任职干部予以公示。公示期间，个人和单位'
        "可通过来信、来电、来访等方式，向区委组织部反映公示对象在德、能、勤、绩、廉等方面的情况和问题。反映问题要实事求是，以真实"
        "姓名反映问题的，我们将严格保密并及时反馈调查核实情况；匿名反映的，应提供具体事实或线索。</p><p>公示时间：2024年3月12日至"
        "2024年3月18日（5个工作日）。受理电话：0571-86021234（工作日），12380（全天）。受理地址：杭西区行政中心3号楼区委组织部干部监督科。"
        "</p></div>"
    )

    def page(gid, name, sex, born, origin, party, edu, now, nxt, *, url=None, printv=False, related=("区委组织部2024年第2批干部任前公示", "关于公开选调公务员的公告", "2024年选调生招录公告")):
        rec = (f'<h1>{name}同志任前公示</h1>'
               + table_kv([("姓名", name), ("性别", sex), ("出生年月", born), ("籍贯", origin), ("入党时间", party),
                           ("学历学位", edu), ("现任职务", now), ("拟任职务", nxt)], "gs-info"))
        if printv:
            body = rec + '<p class="gs-from">中共杭西区委组织部</p>'
        else:
            side = '<div class="gs-rel"><h3>相关文章</h3>' + _ul(list(related), "rel-list") + "</div>"
            body = ('<div class="gov-head">杭西先锋网　中共杭西区委组织部</div>'
                    + nav([("/", "首页"), ("/gzdt/", "工作动态"), ("/gbgz/", "干部工作"), ("/gsgg/", "公示公告")], "gov-nav")
                    + f'<div class="gov-crumb">当前位置：首页 &gt; 公示公告</div><div class="gov-body">{rec}{shuoming}</div>{side}'
                    + '<div class="gov-foot">中共杭西区委组织部　主办　浙ICP备05012345号</div>')
        return P(url or f"{host}/gsgg/{gid}.html", doc(f"{name}同志任前公示-杭西先锋网", body, lang="zh-CN"), f"rq-{gid}")

    a = ("202403120001", "王伟", "男", "1978年5月", "浙江杭州", "2001年6月", "大学，管理学硕士", "区交通运输局党委副书记、副局长", "区交通运输局党委书记、局长")
    b = ("202403120002", "王伟", "男", "1983年11月", "浙江绍兴", "2006年7月", "大学，教育学学士", "区教育局办公室主任", "区教育局党委委员、副局长")
    c = ("202403120003", "陈静", "女", "1985年2月", "浙江宁波", "2008年5月", "研究生，法学硕士", "区司法局法治调研科科长", "区司法局副局长")
    d = ("202403120004", "刘洋", "男", "1980年9月", "安徽安庆", "2003年12月", "大学，工学学士", "东湖街道办事处副主任", "东湖街道党工委副书记、办事处主任")
    e = ("202403120005", "李明", "男", "1976年3月", "浙江杭州", "1998年10月", "中央党校大学", "区农业农村局副局长", "区农业农村局二级调研员")
    return [
        page(*a),
        page(*a, url=f"{host}/gsgg/202403120001.html?print=1", printv=True),
        page(*a, url=f"{host}/gsgg/202403120001.html?from=rel", related=("2024年选调生招录公告", "区委组织部2024年第2批干部任前公示", "区委组织部召开年度工作会议")),
        page(*b),
        page(*b, url=f"{host}/gsgg/202403120002.html?utm_source=wechat"),
        page(*c),
        page(*d),
        page(*e),
    ]


@scen("zh_jicai_zhongxuan", "医保局药品集采中选结果：同一通用名不同规格与包装只差一两格，grid 表格，浏览次数与 page 参数副本")
def zh_jicai_zhongxuan():
    host = "https://www.hxyb.gov.cn"
    tishi = (
        '<div class="jc-ts"><p>说明：中选药品在本省执行的采购周期内，医疗机构应当优先使用中选药品，并按照约定采购量完成采购。中选价格'
        "为含税配送到医疗机构的价格，医保基金按照中选价格确定支付标准。同一通用名下未中选药品的支付标准不高于中选价格，超出部分由"
        "患者自付。患者在定点医疗机构使用中选药品的，按规定享受医保报销待遇。</p><p>中选结果以国家组织药品联合采购办公室公布的为准。"
        "如有疑问，请拨打医保服务热线12393咨询。</p></div>"
    )

    def page(did, name, form, spec, pack, firm, price, batch, *, url=None, hits=2034):
        rec = (f'<h1>{name} {spec} 中选结果</h1>'
               + _table(["通用名", "剂型", "规格", "包装", "中选企业", "中选价格（元/盒）", "采购批次"], [(name, form, spec, pack, firm, price, batch)], "jc-tab")
               + f'<p class="jc-hits">发布时间：2024-02-28　浏览次数：{hits}</p>')
        body = ('<div class="yb-top">杭西市医疗保障局</div>' + nav([("/", "首页"), ("/zwgk/", "政务公开"), ("/jcjg/", "集采结果"), ("/bszn/", "办事指南")], "yb-nav")
                + f'<div class="yb-main">{rec}{tishi}</div><div class="yb-foot">杭西市医疗保障局　版权所有</div>')
        return P(url or f"{host}/jcjg/{did}.html", doc(f"{name}{spec}中选结果-杭西市医疗保障局", body, lang="zh-CN"), f"jc-{did}")

    a = ("ypjc9-0101", "阿托伐他汀钙片", "片剂", "10mg", "7片/盒", "某某制药股份有限公司", "1.12", "第九批")
    b = ("ypjc9-0102", "阿托伐他汀钙片", "片剂", "20mg", "7片/盒", "某某制药股份有限公司", "1.90", "第九批")
    c = ("ypjc9-0103", "阿托伐他汀钙片", "片剂", "20mg", "14片/盒", "某某制药股份有限公司", "3.61", "第九批")
    d = ("ypjc9-0120", "瑞舒伐他汀钙片", "片剂", "10mg", "28片/盒", "另一某某药业有限公司", "4.86", "第九批")
    e = ("ypjc9-0211", "盐酸二甲双胍缓释片", "缓释片", "0.5g", "30片/盒", "某某医药集团有限公司", "3.05", "第九批")
    return [
        page(*a),
        page(*a, url=f"{host}/jcjg/ypjc9-0101.html?page=1", hits=2035),
        page(*a, url=f"{host}/jcjg/ypjc9-0101.html?from=list", hits=2071),
        page(*b, hits=1486),
        page(*c, hits=1202),
        page(*d, hits=903),
        page(*d, url=f"{_m(host)}/jcjg/ypjc9-0120.html", hits=911),
        page(*e, hits=1766),
    ]


@scen("zh_yiliao_jiage", "医疗服务价格项目：相邻编码的诊查费只差名称、编码与价格，价格分三级医院列，打印与 cookie 副本")
def zh_yiliao_jiage():
    host = "https://www.hxylfw.gov.cn"
    shuoming = (
        '<div class="jg-sm"><h3>价格说明</h3><p>本目录所列价格为公立医疗机构的最高指导价格，各级医疗机构可在不超过最高价格的范围内'
        "制定本院实际执行价格。项目内涵所列内容已包含在项目价格中，不得另行收费；除外内容可以另行收费。三级、二级、一级医院分别"
        "执行相应等级的价格，未定级的医疗机构参照一级医院价格执行。</p><p>医疗机构应当在收费场所公示医疗服务项目、价格和收费依据，"
        "实行费用清单制度。对价格有疑问的，可向医疗机构咨询，也可拨打12345热线反映。</p></div>"
    )

    def page(code, name, neihan, chuwai, unit, prices, *, url=None, printv=False, banner=False):
        rec = (f'<h1>{name}</h1>'
               + dl_kv([("项目编码", code), ("项目名称", name), ("项目内涵", neihan), ("除外内容", chuwai), ("计价单位", unit)], "jg-dl")
               + _table(["三级医院（元）", "二级医院（元）", "一级医院（元）"], [prices], "jg-price"))
        if printv:
            body = rec
        else:
            body = ('<div class="top">杭西市医疗服务价格查询</div><div class="sbox"><form action="/search"><input name="kw" placeholder="输入项目名称或编码"></form></div>'
                    + f'<div class="main">{rec}</div>{shuoming}<div class="foot">杭西市医疗保障局　杭西市卫生健康委员会</div>')
        if banner:
            body = COOKIE_ZH + body
        return P(url or f"{host}/xm/{code}.html", doc(f"{name}（{code}）-医疗服务价格查询", body, lang="zh-CN"), f"yj-{code}")

    zc = "指医务人员技术劳务，包括询问病史、体格检查、书写病历、开具检查与处方等"
    a = ("110200001", "普通门诊诊查费", zc, "无", "次", ("10", "8", "6"))
    b = ("110200002", "副主任医师门诊诊查费", zc, "无", "次", ("25", "20", "&mdash;"))
    c = ("110200003", "主任医师门诊诊查费", zc, "无", "次", ("35", "30", "&mdash;"))
    d = ("110200005", "急诊诊查费", zc + "，含急诊观察期间的诊查", "无", "次", ("12", "10", "8"))
    e = ("120100001", "大抢救", "指组织两个及以上专科人员参加的抢救，含抢救期间的监护与记录", "抢救用药品、血液及一次性耗材", "日", ("400", "320", "260"))
    return [
        page(*a),
        page(*a, url=f"{host}/xm/110200001.html?print=1", printv=True),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/xm/110200003.html?kw=%E8%AF%8A%E6%9F%A5", banner=True),
        page(*d),
        page(*e),
    ]


@scen("zh_lvshi_zhiye", "律师协会执业信息查询：同名律师两人，同一律所两人执业证号只差末位，停止执业状态，照片 figure")
def zh_lvshi_zhiye():
    host = "https://www.hxlawyer.org.cn"
    tishi = (
        '<div class="cx-ts"><h3>查询说明</h3><p>本系统公开的律师执业信息来源于司法行政机关的律师执业许可和年度考核备案，每月更新一次。'
        "律师执业证号由十七位数字组成，是律师执业的唯一标识，请以执业证号核对律师身份。执业状态为“正常执业”的律师可以依法承办业务；"
        "“停止执业”“注销”的，不得以律师名义执业。</p><p>委托律师时，请与律师事务所签订书面委托合同并索取正式收费票据。对律师执业行为"
        "有投诉的，可向本会投诉受理中心或司法局反映，电话0571-87091234。</p></div>"
    )

    def page(no, name, sex, firm, kind, first, review, state, *, url=None, crumbs=None):
        crumbs = crumbs or [("/", "首页"), ("/cx/", "律师查询"), (None, name)]
        rec = ('<div class="ls-card">' + _fig(f"/photo/{no}.jpg", name, f"{name}律师", "ls-photo")
               + f'<div class="ls-name">{name}</div>'
               + ul_kv([("性别", sex), ("执业证号", no), ("执业机构", firm), ("执业类别", kind), ("首次执业时间", first),
                        ("年度考核", review), ("执业状态", state)], "ls-info") + "</div>")
        body = ('<div class="xh-top">杭西市律师协会</div>' + _crumbs(crumbs, "xh-crumb", " &gt; ")
                + f'<div class="xh-main">{rec}</div>{tishi}<div class="xh-foot">杭西市律师协会　地址：杭西市文三路88号</div>')
        return P(url or f"{host}/cx/ls/{no}.html", doc(f"{name}律师执业信息-杭西市律师协会", body, lang="zh-CN"), f"ls-{no}")

    a = ("13301201510123456", "张伟", "男", "浙江某某律师事务所", "专职律师", "2015年8月", "2023年度 称职", "正常执业")
    b = ("13301201810234567", "张伟", "男", "浙江另一某某律师事务所", "专职律师", "2018年3月", "2023年度 称职", "正常执业")
    c = ("13301201510123457", "李娜", "女", "浙江某某律师事务所", "专职律师", "2015年8月", "2023年度 称职", "正常执业")
    d = ("13301200910087654", "周强", "男", "杭西某某律师事务所", "兼职律师", "2009年6月", "2022年度 不称职", "停止执业")
    e = ("13301202010345678", "赵敏", "女", "杭西某某律师事务所", "公司律师", "2020年12月", "2023年度 称职", "正常执业")
    return [
        page(*a),
        page(*a, url=f"{_m(host)}/cx/ls/13301201510123456.html"),
        page(*a, url=f"{host}/cx/ls/13301201510123456.html?source=search&name=%E5%BC%A0%E4%BC%9F"),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/cx/ls/13301201510123457.html?from=firm", crumbs=[("/", "首页"), ("/cx/lsws/", "律所查询"), ("/cx/lsws/123.html", "浙江某某律师事务所"), (None, "李娜")]),
        page(*d),
        page(*e),
    ]


@scen("zh_ditie_piaojia", "地铁票价查询：起止站一对一页，往返两向只差站名顺序，查询串参数顺序调换与时间戳为副本，票价规则长于结果")
def zh_ditie_piaojia():
    host = "https://www.hxmetro.com"
    guize = (
        '<div class="pj-gz"><h3>票价规则</h3><p>杭西地铁实行按里程分段计价票制：起步价2元可乘坐4公里；4至12公里范围内每1元可乘坐4公里；'
        "12至24公里范围内每1元可乘坐6公里；24公里以上每1元可乘坐8公里。票价按乘客进出站之间的最短路径里程计算。使用交通卡或手机扫码"
        "乘车可享受九折优惠，同一自然月内累计消费满一定金额后可享受更多折扣。</p><p>身高1.3米以下的儿童可免费乘车，但须由成人陪同。"
        "同站进出时间超过30分钟的按起步价扣费。查询结果仅供参考，以实际扣费为准。</p></div>"
    )

    def page(fr, to, fr_name, to_name, km, fare, change, mins, *, url=None, t=None):
        rec = (f'<div class="pj-res"><h1>{fr_name} → {to_name}</h1>'
               + _table(["起点站", "终点站", "里程", "票价", "换乘次数", "预计用时"], [(fr_name, to_name, km, fare, change, mins)], "pj-tab")
               + "</div>")
        q = ('<form class="pj-q" action="/fare/"><select name="from"><option>选择起点站</option></select>'
             '<select name="to"><option>选择终点站</option></select><button>查询</button></form>')
        body = ('<div class="mt-top"><a href="/">杭西地铁</a> ' + nav([("/line/", "线路图"), ("/fare/", "票价查询"), ("/time/", "首末班车"), ("/notice/", "运营公告")], "mt-nav") + "</div>"
                + q + rec + guize + '<div class="mt-foot">杭西市地铁集团有限责任公司　客服热线0571-96123</div>')
        return P(url or f"{host}/fare/?from={fr}&to={to}", doc("票价查询-杭西地铁", body, lang="zh-CN"), f"dt-{fr}-{to}")

    a = ("0115", "0208", "人民广场", "火车站", "8.6公里", "4元", "1次", "约19分钟")
    b = ("0208", "0115", "火车站", "人民广场", "8.6公里", "4元", "1次", "约19分钟")
    c = ("0115", "0321", "人民广场", "大学城北", "21.3公里", "6元", "1次", "约41分钟")
    d = ("0115", "0120", "人民广场", "江锦路", "9.1公里", "4元", "0次", "约16分钟")
    e = ("0120", "0321", "江锦路", "大学城北", "14.8公里", "5元", "1次", "约30分钟")
    return [
        page(*a),
        page(*a, url=f"{host}/fare/?to=0208&from=0115"),
        page(*a, url=f"{host}/fare/?from=0115&to=0208&t=1710229876"),
        page(*b),
        page(*c),
        page(*c, url=f"{_m(host)}/fare/?from=0115&to=0321"),
        page(*d),
        page(*e),
    ]


@scen("zh_tudi_liuzhuan_gbk", "农业农村局土地经营权流转公示（GBK），老式表格，同村两宗地只差地块编号与面积，打印与浏览次数副本")
def zh_tudi_liuzhuan_gbk():
    host = "http://www.hxnyncj.gov.cn"
    shuoming = (
        '<table width="100%" class="gs"><tr><td><p>根据《农村土地经营权流转管理办法》的规定，现将以下土地经营权流转情况予以公示，公示期'
        "为七天。公示期内，本集体经济组织成员及相关权利人如有异议，请以书面形式向村股份经济合作社或镇农业农村办公室提出，并说明"
        "理由和依据。公示期满无异议的，双方签订书面流转合同并报镇农业农村办公室备案。</p><p>土地经营权流转应当坚持依法、自愿、有偿"
        "的原则，不得改变土地所有权的性质和土地的农业用途，不得破坏农业综合生产能力和农业生态环境。</p><p>联系电话：0571-86120345。"
        "</p></td></tr></table>"
    )

    def page(gid, village, plot, area, out, to, term, use, price, *, url=None, hits=38, printv=False):
        rec = ('<table width="100%" border="1" cellspacing="0" cellpadding="4" class="lz">'
               f'<tr><td colspan="2" align="center"><b>{village}土地经营权流转公示</b></td></tr>'
               f'<tr><td width="20%">流出方</td><td>{out}</td></tr><tr><td>流入方</td><td>{to}</td></tr>'
               f'<tr><td>地块编号</td><td>{plot}</td></tr><tr><td>面积</td><td>{area}</td></tr><tr><td>流转期限</td><td>{term}</td></tr>'
               f'<tr><td>流转用途</td><td>{use}</td></tr><tr><td>流转价格</td><td>{price}</td></tr></table>')
        if printv:
            body = rec
        else:
            body = ('<table width="100%" class="top"><tr><td>杭西区农业农村局</td></tr><tr><td>首页 | 政务公开 | 三农资讯 | 公示公告 | 办事服务</td></tr></table>'
                    + f'<table width="100%"><tr><td>发布日期：2024-03-08　点击：{hits}</td></tr></table>'
                    + rec + shuoming + '<table width="100%" class="foot"><tr><td>杭西区农业农村局　版权所有</td></tr></table>')
        return P(url or f"{host}/tdlz/show.asp?id={gid}", doc(f"{village}土地经营权流转公示-杭西区农业农村局", body, lang="zh-CN"), f"lz-{gid}", encoding="gbk")

    dx = "东溪村股份经济合作社（受农户委托）"
    hz = "杭西某某家庭农场"
    a = ("301", "东溪村", "DX-03", "58.6亩", dx, hz, "2024年3月至2033年12月", "种植水稻", "每亩每年800元")
    b = ("302", "东溪村", "DX-04", "41.2亩", dx, hz, "2024年3月至2033年12月", "种植水稻", "每亩每年800元")
    c = ("303", "西溪村", "XX-11", "120.0亩", "西溪村股份经济合作社", "杭西某某农业开发有限公司", "2024年4月至2038年12月", "种植蔬菜", "每亩每年950元")
    d = ("310", "南山村", "NS-02", "35.5亩", "南山村股份经济合作社", "杭西某某茶叶专业合作社", "2024年3月至2028年12月", "种植茶叶", "每亩每年600元")
    e = ("311", "北塘村", "BT-07", "16.8亩", "北塘村村民李某某", "北塘村村民王某某", "2024年3月至2026年12月", "种植苗木", "每亩每年700元")
    return [
        page(*a),
        page(*a, url=f"{host}/tdlz/print.asp?id=301", printv=True),
        page(*a, url=f"{host}/tdlz/show.asp?id=301&page=1", hits=45),
        page(*b, hits=31),
        page(*c, hits=52),
        page(*c, url=f"{host}/tdlz/show.asp?id=303&lm=12", hits=60),
        page(*d, hits=19),
        page(*e, hits=22),
    ]


@scen("zh_zhucan_dian", "民政局老年助餐点：同一街道两点只差名称与地址，同一点两周菜单只差几样菜，今日供餐状态框变化，手机与微信来源副本")
def zh_zhucan_dian():
    host = "https://www.hxmzj.gov.cn"
    zhengce = (
        '<section class="zc"><h2>助餐政策</h2><p>本区户籍及持有居住证的60周岁以上老年人，凭社会保障卡或老年人优待证可在全区任一老年'
        "助餐点就餐。每餐标准价格为12元，其中70至79周岁老年人每餐补贴2元，80周岁以上老年人每餐补贴4元，低保、低边及特困老年人每餐"
        "补贴6元。行动不便的老年人可申请送餐上门，每次另收配送费1元。</p><p>助餐点菜单每周一更新，以当天实际供应为准。如对餐食质量"
        "和服务有意见，可拨打民政服务热线0571-86990123。</p></section>"
    )

    def shell(title, inner, status):
        return ('<div class="mz-top">杭西区民政局　养老服务</div>' + nav([("/yl/", "养老服务"), ("/zcd/", "助餐点地图"), ("/zc/", "政策文件")], "mz-nav")
                + f'<div class="mz-main"><h1>{title}</h1>{inner}<div class="today">今日供餐：{status}</div></div>{zhengce}'
                + '<div class="mz-foot">杭西区民政局主办</div>')

    def point(pid, name, addr, hours, phone, *, url=None, status="正常供餐"):
        inner = dl_kv([("地址", addr), ("供餐时间", hours), ("联系电话", phone), ("可否送餐", "可预约送餐")], "zcd")
        return P(url or f"{host}/zcd/{pid}.html", doc(f"{name}-杭西区民政局", shell(name, inner, status), lang="zh-CN"), f"zc-{pid}")

    def menu(pid, name, week, days, *, url=None, status="正常供餐"):
        inner = f'<p class="wk">{week}</p>' + _table(["日期", "荤菜", "半荤", "素菜", "汤"], days, "menu")
        return P(url or f"{host}/zcd/{pid}/menu-{week[:10]}.html", doc(f"{name}本周菜单-杭西区民政局", shell(f"{name}本周菜单", inner, status), lang="zh-CN"), f"zc-{pid}-{week[:10]}")

    a = ("0601", "翠湖社区老年助餐点", "东湖街道翠湖社区服务中心一楼", "午餐11:00-12:30", "0571-86551201")
    b = ("0602", "东湖社区老年助餐点", "东湖街道东湖社区居家养老服务站", "午餐11:00-12:30", "0571-86551202")
    c = ("0610", "西溪街道中心食堂助餐点", "西溪街道办事处北楼食堂", "午餐11:00-12:30，晚餐17:00-18:00", "0571-86552301")
    w11 = [("周一", "红烧鸡块", "肉末豆腐", "清炒青菜", "紫菜蛋汤"), ("周二", "清蒸鲈鱼", "番茄炒蛋", "炒豆芽", "冬瓜汤"),
           ("周三", "土豆烧肉", "芹菜肉丝", "蒜蓉菠菜", "萝卜汤"), ("周四", "糖醋排骨", "青椒鸡蛋", "炒白菜", "丝瓜蛋汤"),
           ("周五", "红烧鱼块", "香干肉丝", "清炒西兰花", "海带汤")]
    w12 = [("周一", "红烧鸡块", "肉末豆腐", "清炒青菜", "紫菜蛋汤"), ("周二", "清蒸鲈鱼", "番茄炒蛋", "炒豆芽", "冬瓜汤"),
           ("周三", "咖喱鸡块", "芹菜肉丝", "蒜蓉菠菜", "萝卜汤"), ("周四", "糖醋排骨", "青椒鸡蛋", "炒白菜", "丝瓜蛋汤"),
           ("周五", "红烧鱼块", "木耳炒肉", "清炒西兰花", "海带汤")]
    return [
        point(*a),
        point(*a, url=f"{_m(host)}/zcd/0601.html", status="今日餐已订满，可预约明日"),
        point(*a, url=f"{host}/zcd/0601.html?from=wx&share=1"),
        point(*b),
        menu("0601", a[1], "2024-03-11至2024-03-15", w11),
        menu("0601", a[1], "2024-03-11至2024-03-15", w11, url=f"{host}/zcd/0601/menu-2024-03-11.html?utm_source=wx"),
        menu("0601", a[1], "2024-03-18至2024-03-22", w12),
        point(*c),
    ]


@scen("zh_xiehouyu", "歇后语大全：一条一页，两条前半句同为“哑巴吃”后半不同，什么是歇后语说明长于词条，手机、分页参数与打印副本")
def zh_xiehouyu():
    host = "https://www.hxxiehouyu.com"
    jieshao = (
        '<div class="js-box"><h3>什么是歇后语</h3><p>歇后语是汉语中一种特殊的语言形式，由前后两部分组成：前一部分像谜面，是形象的比喻或'
        "叙述；后一部分像谜底，是对前一部分的解释和说明。说话时往往只说出前一部分，把后一部分“歇”去，让听的人自己领会，所以叫歇后语。"
        "歇后语大体可分为喻意和谐音两类：喻意的靠比喻说明道理，谐音的借助同音或近音字表达另一层意思。</p><p>本站收录的歇后语来自民间"
        "口头流传和各类辞书，同一前半句往往有多种后半句，我们分条收录。欢迎网友纠错和补充。</p></div>"
    )

    def page(xid, front, back, kind, meaning, example, *, url=None, printv=False, hot=("泥菩萨过江——自身难保", "竹篮打水——一场空", "擀面杖吹火——一窍不通")):
        rec = (f'<div class="xhy"><h1>{front}——{back}</h1>'
               + dl_kv([("前半句", front), ("后半句", back), ("类型", kind), ("释义", meaning), ("例句", example)], "xhy-dl") + "</div>")
        if printv:
            body = rec
        else:
            side = '<div class="hot"><h3>热门歇后语</h3>' + _ul(list(hot), "hot-list") + "</div>"
            body = ('<div class="hd"><a href="/">歇后语大全</a> ' + nav([("/", "首页"), ("/fenlei/", "分类"), ("/zimu/", "按字母"), ("/jingdian/", "经典歇后语")], "hd-nav") + "</div>"
                    + f'<div class="bd">{rec}{side}</div>{jieshao}<div class="ft">歇后语大全　仅供学习交流</div>')
        return P(url or f"{host}/x/{xid}.html", doc(f"{front}——{back}_歇后语大全", body, lang="zh-CN"), f"xh-{xid}")

    a = ("1024", "外甥打灯笼", "照舅（旧）", "谐音", "“照舅”谐音“照旧”，指和原来一样，没有变化。", "工作换了，他的脾气还是外甥打灯笼——照舅（旧）。")
    b = ("1031", "孔夫子搬家", "净是书（输）", "谐音", "“书”谐音“输”，比喻每次都输。", "这几盘棋下来，他是孔夫子搬家——净是书（输）。")
    c = ("2210", "哑巴吃黄连", "有苦说不出", "喻意", "比喻有苦难或委屈却无法说出来。", "这件事他是哑巴吃黄连——有苦说不出。")
    d = ("2211", "哑巴吃饺子", "心里有数", "喻意", "比喻心中明白，只是不说出来。", "别看他不吭声，其实是哑巴吃饺子——心里有数。")
    e = ("3302", "猪八戒照镜子", "里外不是人", "喻意", "比喻两头受气，哪一方都不讨好。", "夹在两家中间，他成了猪八戒照镜子——里外不是人。")
    return [
        page(*a),
        page(*a, url=f"{_m(host)}/x/1024.html"),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/x/2210.html?page=3", hot=("竹篮打水——一场空", "擀面杖吹火——一窍不通", "泥菩萨过江——自身难保")),
        page(*d),
        page(*e),
        page(*e, url=f"{host}/x/3302.html?print=1", printv=True),
    ]


@scen("zh_fangji_gbk", "中医方剂库（GBK）：四君子汤、异功散、六君子汤、香砂六君子汤组成只差一两味药，免责声明长于方剂，浏览次数、打印与来源参数副本")
def zh_fangji_gbk():
    host = "http://www.hxzyfj.net"
    shengming = (
        '<table width="100%" class="mz"><tr><td><p>免责声明：本站方剂资料摘自历代医籍和现行中医药教材，仅供中医药专业人员学习参考，'
        "不能作为诊断和治疗的依据。方剂的组成、剂量和用法须由执业中医师根据患者的具体病情辨证加减，切勿自行按方抓药服用。孕妇、儿童、"
        "老年人及患有慢性疾病者用药尤须谨慎。因自行使用本站资料造成的任何后果，本站不承担责任。</p><p>古方剂量多以钱、两计，本站已按"
        "现代常用量折算为克，仅供参考。</p></td></tr></table>"
    )

    def page(fid, name, source, herbs, usage, effect, indication, *, url=None, hits=812, printv=False):
        rec = ('<table width="100%" border="1" cellspacing="0" cellpadding="5" class="fj">'
               f'<tr><td width="15%">方名</td><td>{name}</td></tr><tr><td>出处</td><td>{source}</td></tr>'
               f'<tr><td>组成</td><td>{herbs}</td></tr><tr><td>用法</td><td>{usage}</td></tr>'
               f'<tr><td>功用</td><td>{effect}</td></tr><tr><td>主治</td><td>{indication}</td></tr></table>')
        if printv:
            body = rec
        else:
            body = ('<table width="100%" class="top"><tr><td>中医方剂大全</td><td>首页 | 方剂分类 | 中药材 | 名医名方</td></tr></table>'
                    + '<table width="100%"><tr><td>您的位置：首页 &gt; 补益剂 &gt; 补气剂</td></tr></table>'
                    + rec + f"<p>浏览：{hits}次</p>" + shengming
                    + '<table width="100%" class="foot"><tr><td>中医方剂大全　浙ICP备08012345号</td></tr></table>')
        return P(url or f"{host}/fj/{fid}.html", doc(f"{name}_中医方剂大全", body, lang="zh-CN"), f"fj-{fid}", encoding="gbk")

    sjz = "人参9克，白术9克，茯苓9克，炙甘草6克"
    use = "水煎服"
    pixu = "脾胃气虚证。面色萎白，语声低微，气短乏力，食少便溏，舌淡苔白，脉虚弱"
    a = ("0101", "四君子汤", "《太平惠民和剂局方》", sjz, use, "益气健脾", pixu)
    b = ("0102", "异功散", "《小儿药证直诀》", sjz + "，陈皮6克", use, "益气健脾，行气化滞", "脾胃气虚兼气滞证。饮食减少，大便溏薄，胸脘痞闷不舒")
    c = ("0103", "六君子汤", "《医学正传》", sjz + "，陈皮3克，半夏4.5克", use, "益气健脾，燥湿化痰", "脾胃气虚兼痰湿证。食少便溏，胸脘痞闷，呕逆")
    d = ("0104", "香砂六君子汤", "《古今名医方论》", sjz + "，陈皮3克，半夏4.5克，木香2克，砂仁2.5克", use, "益气健脾，行气化痰", "脾胃气虚，痰阻气滞证。呕吐痞闷，不思饮食，脘腹胀痛")
    e = ("0110", "参苓白术散", "《太平惠民和剂局方》", "莲子肉9克，薏苡仁9克，砂仁6克，桔梗6克，白扁豆12克，白茯苓15克，人参15克，炙甘草10克，白术15克，山药15克",
         "共为细末，每服6克，枣汤调下", "益气健脾，渗湿止泻", "脾虚湿盛证。饮食不化，胸脘痞闷，肠鸣泄泻")
    return [
        page(*a),
        page(*a, url=f"{host}/fj/0101.html?r=2024", hits=845),
        page(*a, url=f"{host}/fj/print.asp?id=0101", printv=True),
        page(*b, hits=403),
        page(*c, hits=566),
        page(*c, url=f"{host}/fj/0103.html?from=baidu", hits=571),
        page(*d, hits=690),
        page(*e, hits=1204),
    ]


XQ_PIECES = {"K": "帅", "A": "仕", "B": "相", "N": "马", "R": "车", "C": "炮", "P": "兵",
             "k": "将", "a": "士", "b": "象", "n": "马", "r": "车", "c": "炮", "p": "卒"}


def _xq_board(fen):
    """A xiangqi position as the 10 x 9 table such sites draw, black at the top."""
    rows = []
    for rank in fen.split("/"):
        cells = []
        for ch in rank:
            if ch.isdigit():
                cells += ['<td class="e"></td>'] * int(ch)
            else:
                side = "r" if ch.isupper() else "b"
                cells.append(f'<td class="pc {side}">{XQ_PIECES[ch]}</td>')
        rows.append("<tr>" + "".join(cells) + "</tr>")
    return '<table class="qipan">' + "".join(rows) + "</table>"


@scen("zh_xiangqi_canju", "象棋残局库：棋盘画成 10x9 表格，两局只差一车的位置与着法，局名同式，评论数变化、手机与来源参数副本")
def zh_xiangqi_canju():
    host = "https://www.hxcanju.com"
    jieshao = (
        '<div class="cj-js"><h3>残局练习说明</h3><p>本库收录实用残局与排局，每局给出初始局面、胜负要求和参考着法。请先在棋盘上独立思考，'
        "再对照参考着法。着法采用中文纵线记谱：红方从右到左为一至九路，黑方从右到左为1至9路，“进”“退”“平”表示棋子的走向。参考着法"
        "只列出主要变化，对方的其他应法请自行推演。</p><p>局面可以复制FEN代码导入到常用的象棋软件中进行分析。发现着法错误请在评论区"
        "留言，我们核实后会及时修正。</p></div>"
    )

    def page(no, name, fen, goal, moves, *, url=None, comments=12):
        rec = (f'<h1>第{no}局 {name}</h1><p class="goal">{goal}</p>{_xq_board(fen)}'
               f'<p class="fen">FEN：{fen} w</p><div class="zf"><h3>参考着法</h3>{_ol(moves, "moves")}</div>'
               f'<p class="cmt">评论（{comments}）</p>')
        body = ('<div class="top"><a href="/">象棋残局库</a> ' + nav([("/shiyong/", "实用残局"), ("/pai/", "排局"), ("/jiangsha/", "杀法练习")], "top-nav") + "</div>"
                + f'<div class="main">{rec}</div>{jieshao}<div class="foot">象棋残局库　弈趣无穷</div>')
        return P(url or f"{host}/ju/{no}.html", doc(f"第{no}局 {name}_象棋残局库", body, lang="zh-CN"), f"xq-{no}")

    a = ("101", "车炮杀", "4ka3/4a4/9/9/6R2/9/9/9/4C4/5K3", "红先胜", ["车三进五　将5进1", "车三退一　将5退1", "炮五平四　士5进6", "车三进一　绝杀"])
    b = ("102", "车炮杀", "4ka3/4a4/9/9/5R3/9/9/9/4C4/5K3", "红先胜", ["车四进五　士5退6", "炮五平四　士6进5", "炮四进七　绝杀"])
    c = ("103", "马擒双士", "3k5/4a4/3a5/9/9/9/2p6/4N4/9/4K4", "红先胜", ["马五进四　士5进6", "马四进六　将4平5", "马六进八　士6退5", "马八退七　胜"])
    d = ("104", "兵胜单象", "4k4/9/4b4/9/9/9/2P6/9/9/3K5", "红先和", ["兵七进一　象5进3", "兵七平六　象3退5", "帅四进一　将5平4", "双方均无法取胜，和棋"])
    e = ("120", "车胜马单士", "3ak4/4a4/9/9/9/9/9/2n6/4R4/5K3", "红先胜", ["车五平三　马7进5", "车三进七　马5退4", "车三平六　将5平6", "车六进一　胜"])
    return [
        page(*a),
        page(*a, url=f"{_m(host)}/ju/101.html", comments=13),
        page(*a, url=f"{host}/ju/101.html?from=list&p=5"),
        page(*b, comments=7),
        page(*c, comments=4),
        page(*c, url=f"{host}/ju/103.html?utm_source=qq", comments=6),
        page(*d, comments=21),
        page(*e, comments=3),
    ]


@scen("zh_tingdian_gbk", "供电公司计划停电公告（GBK）：同一线路同一范围两次停电只差日期，同一日两条线路，温馨提示长于公告，点击数、打印与时间戳副本")
def zh_tingdian_gbk():
    host = "http://www.hxgdj.com.cn"
    tishi = (
        '<table width="100%" class="ts"><tr><td><p>温馨提示：因电力设施检修需要，届时将对以上区域暂停供电，给您带来不便，敬请谅解。'
        "停电期间请关闭家用电器电源，切勿私自接入临时电源或使用自备发电机向电网反送电，以免造成人身伤亡。如遇天气等原因，停电计划可能"
        "调整或取消，恢复送电时间视工作进度可能提前，请做好安全防范。</p><p>客户服务热线：95598。网上营业厅和掌上电力手机应用可查询"
        "停电信息。</p></td></tr></table>"
    )

    def page(gid, date, hours, line, area, work, *, url=None, hits=233, printv=False):
        rec = ('<table width="100%" border="1" cellspacing="0" cellpadding="4" class="td">'
               "<tr><th>停电日期</th><th>停电时间</th><th>停电线路</th><th>停电范围</th><th>工作内容</th></tr>"
               f"<tr><td>{date}</td><td>{hours}</td><td>{line}</td><td>{area}</td><td>{work}</td></tr></table>")
        if printv:
            body = rec
        else:
            body = ('<table width="100%" class="top"><tr><td>国网杭西供电公司</td><td>首页 | 停电公告 | 用电业务 | 电费电价</td></tr></table>'
                    + f'<table width="100%"><tr><td><b>{date}计划停电公告</b></td></tr><tr><td>发布时间：2024-03-08　阅读：{hits}</td></tr></table>'
                    + rec + tishi + '<table width="100%" class="foot"><tr><td>国网杭西供电公司　版权所有</td></tr></table>')
        return P(url or f"{host}/tdgg/show.asp?id={gid}", doc(f"{date}计划停电公告-国网杭西供电公司", body, lang="zh-CN"), f"td-{gid}", encoding="gbk")

    dh = "东湖路1号至199号（单号），翠湖花园1幢至12幢，东湖农贸市场"
    a = ("5501", "2024年3月15日", "08:00至17:00", "10kV东湖线", dh, "线路检修")
    b = ("5502", "2024年3月22日", "08:00至17:00", "10kV东湖线", dh, "线路检修")
    c = ("5503", "2024年3月15日", "08:30至16:30", "10kV西溪线", "西溪路1200号至1500号，西溪工业园A区", "更换柱上开关")
    d = ("5510", "2024年3月18日", "07:00至12:00", "10kV科技园线", "科技园路36号至88号", "配电变压器增容")
    e = ("5511", "2024年3月18日", "13:00至18:00", "10kV科技园二线", "科技园路90号至168号，科创大厦", "配电变压器增容")
    return [
        page(*a),
        page(*a, url=f"{host}/tdgg/show.asp?id=5501&t=20240312", hits=618),
        page(*a, url=f"{host}/tdgg/print.asp?id=5501", printv=True),
        page(*b, hits=141),
        page(*c, hits=307),
        page(*c, url=f"{host}/tdgg/show.asp?id=5503&page=1", hits=309),
        page(*d, hits=95),
        page(*e, hits=88),
    ]


@scen("zh_dianlan_shangpin", "电线电缆商城商品页：BV 2.5 红色与蓝色只差颜色，1.5/4 平方只差截面与价格，JSON-LD Product，猜你喜欢框重排，spm 与手机副本")
def zh_dianlan_shangpin():
    host = "https://www.hxdianlan.com"
    xiangqing = (
        '<div class="goods-desc"><h3>商品详情</h3><p>本店电线采用无氧铜导体，绝缘层为环保聚氯乙烯材料，符合国家标准GB/T 5023的要求，'
        "每卷长度足100米，可剪开检查线芯。家装照明回路一般使用1.5平方线，插座回路使用2.5平方线，空调、热水器等大功率电器建议使用4平方"
        "或6平方线。火线、零线、地线请使用不同颜色区分，具体请咨询电工。</p><p>发货说明：下单后48小时内发货，偏远地区除外。电线属于"
        "定尺商品，剪开后不支持七天无理由退货，质量问题包退换。</p></div>"
    )

    def page(gid, model, section, color, od, price, *, url=None, guess=("BV-1.5 单芯硬线", "BVR-2.5 多股软线", "PVC电工穿线管", "86型开关插座面板")):
        name = f"国标{model}铜芯电线 {section}平方 {color} 100米"
        head = _ld({"@context": "https://schema.org", "@type": "Product", "name": name, "sku": gid,
                    "offers": {"@type": "Offer", "price": price, "priceCurrency": "CNY"}})
        rec = (f'<div class="goods"><h1>{name}</h1><div class="price">￥{price}</div>'
               + ul_kv([("型号", model), ("截面", f"{section}mm²"), ("颜色", color), ("外径", od), ("长度", "100米/卷"), ("导体", "无氧铜")], "attrs") + "</div>")
        side = '<div class="guess"><h3>猜你喜欢</h3>' + _ul(list(guess), "guess-list") + "</div>"
        body = ('<div class="shop-top"><a href="/">杭西电缆旗舰店</a> ' + nav([("/", "首页"), ("/c/dianxian/", "家装电线"), ("/c/dianlan/", "电力电缆"), ("/c/peijian/", "电工配件")], "shop-nav") + "</div>"
                + f'<div class="shop-main">{rec}{side}</div>{xiangqing}<div class="shop-foot">杭西电缆旗舰店　客服热线400-800-1234</div>')
        return P(url or f"{host}/goods/{gid}.html", doc(f"{name}-杭西电缆旗舰店", body, lang="zh-CN", head=head), f"dl-{gid}")

    a = ("BV25R", "BV", "2.5", "红色", "3.4mm", "268.00")
    b = ("BV25B", "BV", "2.5", "蓝色", "3.4mm", "268.00")
    c = ("BV4R", "BV", "4", "红色", "3.9mm", "428.00")
    d = ("BV15R", "BV", "1.5", "红色", "3.0mm", "178.00")
    e = ("BVR25R", "BVR", "2.5", "红色", "3.7mm", "298.00")
    return [
        page(*a),
        page(*a, url=f"{host}/goods/BV25R.html?spm=a1z10.3-c.w4002.5"),
        page(*a, url=f"{_m(host)}/goods/BV25R.html", guess=("86型开关插座面板", "PVC电工穿线管", "BVR-2.5 多股软线", "BV-1.5 单芯硬线")),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/goods/BV4R.html?source=baidu&kw=4%E5%B9%B3%E6%96%B9"),
        page(*d),
        page(*e),
    ]


@scen("zh_baijiu_shangpin", "白酒商城商品页：同一商品的 skuId 参数选出不同度数与容量，缺省 URL 即默认 sku 的副本，理性饮酒提示与商品介绍长于规格")
def zh_baijiu_shangpin():
    host = "https://www.hxjiu.com"
    jieshao = (
        '<div class="item-intro"><h3>商品介绍</h3><p>杭西窖藏精选优质高粱、小麦为原料，采用传统固态发酵工艺，老窖池续糟发酵，经量质摘酒、'
        "分级贮存，陶坛窖藏十年以上后精心勾调而成。酒体窖香浓郁，绵甜爽净，回味悠长，适合宴请、送礼与收藏。</p><p>本品为食品，开封后"
        "不支持退换。酒类商品请在阴凉干燥处存放，避免阳光直射。根据相关法律法规，本店不向未满十八周岁的未成年人销售酒类商品。理性"
        "饮酒，饮酒勿驾车。</p></div>"
    )

    def page(item, sku, name, abv, vol, pack, price, *, url=None, sold="月销2000+"):
        title = f"{name} {abv} {vol}{pack}"
        rec = (f'<div class="item"><h1>{title}</h1><div class="item-price">￥{price}</div><div class="sold">{sold}</div>'
               + table_kv([("品名", name), ("香型", "浓香型"), ("酒精度", abv), ("净含量", vol), ("包装", pack), ("产地", "浙江杭西")], "spec")
               + "</div>")
        body = ('<div class="jiu-top"><a href="/">杭西酒业官方商城</a> ' + nav([("/c/nx/", "浓香型"), ("/c/jx/", "酱香型"), ("/c/lp/", "礼品套装")], "jiu-nav") + "</div>"
                + f'<div class="jiu-main">{rec}</div>{jieshao}<div class="jiu-foot">杭西酒业有限公司　食品经营许可证JY13301080012345</div>')
        return P(url or f"{host}/item/{item}.html?skuId={sku}", doc(f"{title}-杭西酒业官方商城", body, lang="zh-CN"), f"bj-{item}-{sku}")

    a = ("1001", "1", "杭西窖藏十年", "52度", "500ml", "单瓶装", "398.00")
    b = ("1001", "2", "杭西窖藏十年", "42度", "500ml", "单瓶装", "298.00")
    c = ("1001", "3", "杭西窖藏十年", "52度", "100ml", "单瓶装", "88.00")
    d = ("1001", "4", "杭西窖藏十年", "52度", "500ml", "×6瓶整箱", "2288.00")
    e = ("1002", "1", "杭西窖藏五年", "52度", "500ml", "单瓶装", "198.00")
    return [
        page(*a),
        page(*a, url=f"{host}/item/1001.html"),
        page(*a, url=f"{host}/item/1001.html?skuId=1&spm=pc.home.floor1.2", sold="月销3000+"),
        page(*b),
        page(*c),
        page(*c, url=f"{_m(host)}/item/1001.html?skuId=3"),
        page(*d, sold="月销100+"),
        page(*e),
    ]


@scen("zh_nongxian_gbk", "农业保险理赔到户公示（GBK）：逐村一页的户名赔款表，户名脱敏后多处相同，只有一户的补充公示，打印、点击数与分页参数副本")
def zh_nongxian_gbk():
    host = "http://www.hxnongxian.com.cn"
    shuoming = (
        '<table width="100%" class="gs"><tr><td><p>根据政策性农业保险有关规定，现将本次理赔情况予以公示，公示期为五天。公示期内，投保'
        "农户对本户的受灾面积、损失程度和赔款金额如有异议，可向村委会或保险公司乡镇服务站反映，也可拨打保险公司客服电话95518或农业"
        "农村局监督电话0571-86123456。公示期满无异议的，赔款将直接支付到投保农户的“一卡通”账户，任何单位和个人不得截留、挪用。</p>"
        "<p>为保护个人信息，公示中农户姓名已作部分隐藏处理。</p></td></tr></table>"
    )

    def page(gid, village, crop, cause, rows, *, url=None, hits=64, printv=False, title_note=""):
        tb = ('<table width="100%" border="1" cellspacing="0" cellpadding="3" class="lp">'
              "<tr><th>序号</th><th>户名</th><th>受灾面积（亩）</th><th>损失程度</th><th>赔款金额（元）</th></tr>"
              + "".join(f"<tr><td>{i}</td><td>{n}</td><td>{m}</td><td>{s}</td><td>{p}</td></tr>" for i, (n, m, s, p) in enumerate(rows, 1))
              + "</table>")
        head = f"{village}{crop}{cause}理赔到户公示{title_note}"
        rec = f"<p><b>{head}</b></p>" + tb
        if printv:
            body = rec
        else:
            body = ('<table width="100%" class="top"><tr><td>杭西农险服务网</td></tr><tr><td>首页 | 政策法规 | 承保公示 | 理赔公示 | 服务网点</td></tr></table>'
                    + f'<table width="100%"><tr><td>发布日期：2024-03-05　点击数：{hits}</td></tr></table>'
                    + rec + shuoming + '<table width="100%" class="foot"><tr><td>杭西农险服务网</td></tr></table>')
        return P(url or f"{host}/lpgs/show.asp?id={gid}", doc(f"{head}-杭西农险服务网", body, lang="zh-CN"), f"nx-{gid}", encoding="gbk")

    a = ("801", "东溪村", "水稻", "台风灾害", [("张*明", "6.2", "五成", "1488"), ("李*华", "4.0", "三成", "576"), ("王*", "8.5", "五成", "2040"),
                                            ("张*明", "3.1", "七成", "1042"), ("陈*英", "5.0", "五成", "1200"), ("刘*", "2.3", "三成", "331")])
    b = ("802", "西溪村", "水稻", "台风灾害", [("张*明", "6.2", "五成", "1488"), ("赵*", "7.0", "三成", "1008"), ("王*", "8.5", "五成", "2040"),
                                            ("孙*芳", "3.6", "五成", "864"), ("周*", "4.4", "七成", "1478")])
    c = ("803", "东溪村", "水稻", "台风灾害", [("吴*军", "3.8", "五成", "912")], )
    d = ("810", "南山村", "茶叶", "低温冻害", [("何*", "12.0", "三成", "2160"), ("郑*平", "6.5", "五成", "1950"), ("何*", "4.2", "三成", "756")])
    e = ("811", "北塘村", "生猪", "疫病死亡", [("钱*", "死亡3头", "&mdash;", "3600"), ("冯*林", "死亡1头", "&mdash;", "1200")])
    return [
        page(*a),
        page(*a, url=f"{host}/lpgs/print.asp?id=801", printv=True),
        page(*a, url=f"{host}/lpgs/show.asp?id=801&r=0.7731", hits=97),
        page(*b, hits=51),
        page(*c, hits=23, title_note="（补充）"),
        page(*d, hits=40),
        page(*d, url=f"{host}/lpgs/show.asp?id=810&page=1", hits=42),
        page(*e, hits=35),
    ]


@scen("zh_menzhen_chuzhen", "医院专家门诊出诊表：同名李建国在心内科与骨科各一页，出诊时间表格，本周余号框变化，微信来源、手机与 utm 副本")
def zh_menzhen_chuzhen():
    host = "https://www.hxrmyy.com"
    xuzhi = (
        '<div class="gh-xz"><h3>就诊须知</h3><p>本院实行全面预约诊疗，可通过医院微信公众号、支付宝生活号、自助机和114平台预约挂号，'
        "预约时段为就诊日前七天。请按预约时间提前十五分钟到达诊区签到，过号需重新排队。专家因公外出或临时停诊的，医院将通过短信通知"
        "已预约患者，并可免费改约其他医生。</p><p>挂号费按物价部门核定标准收取，医保患者按规定报销。出诊信息如有变动，以当日门诊公告"
        "为准。</p></div>"
    )
    days = ("周一", "周二", "周三", "周四", "周五", "周六", "周日")

    def page(did, name, dept, title, slots, fee, good, *, url=None, left="本周余号：3"):
        am = ["上午" if (d, "上午") in slots else "" for d in days]
        pm = ["下午" if (d, "下午") in slots else "" for d in days]
        rec = (f'<div class="doc"><h1>{name}</h1><p class="dept">{dept}　{title}</p>'
               + _table(["时段", *days], [("上午", *am), ("下午", *pm)], "cz", "出诊时间")
               + ul_kv([("挂号费", f"{fee}元"), ("擅长", good)], "doc-info") + f'<div class="left">{left}</div></div>')
        body = ('<div class="yy-top">杭西市人民医院</div>' + nav([("/", "首页"), ("/ks/", "科室导航"), ("/zj/", "专家介绍"), ("/cz/", "出诊信息"), ("/yy/", "预约挂号")], "yy-nav")
                + f'<div class="yy-main">{rec}</div>{xuzhi}<div class="yy-foot">杭西市人民医院　地址：杭西市文一路268号</div>')
        return P(url or f"{host}/cz/{did}.html", doc(f"{name}（{dept}）出诊信息-杭西市人民医院", body, lang="zh-CN"), f"mz-{did}")

    a = ("1203", "李建国", "心血管内科", "主任医师", {("周一", "上午"), ("周四", "上午")}, "35", "冠心病、高血压、心律失常的诊治")
    b = ("2417", "李建国", "骨科", "主任医师", {("周二", "上午"), ("周五", "下午")}, "35", "脊柱退行性疾病、关节置换")
    c = ("1208", "王芳", "心血管内科", "副主任医师", {("周二", "上午"), ("周四", "下午")}, "25", "高血压、心力衰竭")
    d = ("1215", "赵磊", "心血管内科", "主治医师", {("周三", "上午"), ("周三", "下午"), ("周六", "上午")}, "15", "高血压、高脂血症")
    e = ("3302", "孙丽", "儿科", "主任医师", {("周一", "下午"), ("周五", "上午")}, "35", "小儿呼吸系统疾病、哮喘")
    return [
        page(*a),
        page(*a, url=f"{host}/cz/1203.html?from=wx&openid=oX3f9s", left="本周余号：0（已约满）"),
        page(*a, url=f"{_m(host)}/cz/1203.html", left="本周余号：1"),
        page(*b),
        page(*c, left="本周余号：6"),
        page(*c, url=f"{host}/cz/1208.html?utm_source=baidu", left="本周余号：5"),
        page(*d, left="本周余号：12"),
        page(*e, left="本周余号：0（已约满）"),
    ]


@scen("zh_huangli", "老黄历每日一页：相邻两日只差干支、宜忌几项，相隔六十天的两日日干支相同而月份与宜忌不同，手机与 utm 副本")
def zh_huangli():
    host = "https://www.hxhuangli.com"
    shuoming = (
        '<div class="hl-sm"><h3>黄历说明</h3><p>黄历又称老黄历、通书，是在农历基础上标注每日干支、节气、宜忌、冲煞、吉神凶煞等内容的'
        "传统历书。宜忌依据传统择日方法推算而来，各家流派说法不一。本站内容源自民间传统，反映的是传统民俗文化，仅供了解和参考，请勿"
        "迷信。</p><p>干支纪日以六十为一个循环，因此相隔六十天的两天日干支相同，但所在的月份、节气不同，宜忌也会有所不同。</p></div>"
    )

    def page(date, week, lunar, gz, yi, ji, chong, zhishen, taishen, *, url=None, hot=("今日黄历", "明日黄历", "本月吉日", "搬家吉日")):
        rec = (f'<div class="hl"><h1>{date} {week}</h1><p class="nl">{lunar}　{gz}</p>'
               + f'<div class="yi"><b>宜</b>{"　".join(yi)}</div><div class="ji"><b>忌</b>{"　".join(ji)}</div>'
               + dl_kv([("冲煞", chong), ("值神", zhishen), ("胎神", taishen)], "hl-dl") + "</div>")
        side = '<div class="hot"><h3>黄历查询</h3>' + _ul(list(hot), "hot-l") + "</div>"
        body = ('<div class="hl-top"><a href="/">杭西老黄历</a> ' + nav([("/", "今日黄历"), ("/jiri/", "吉日查询"), ("/jieqi/", "二十四节气"), ("/wannianli/", "万年历")], "hl-nav") + "</div>"
                + f'<div class="hl-main">{rec}{side}</div>{shuoming}<div class="hl-foot">杭西老黄历　传统文化仅供参考</div>')
        return P(url or f"{host}/day/{date}.html", doc(f"{date}黄历_{lunar}宜忌-杭西老黄历", body, lang="zh-CN"), f"hl-{date}")

    a = ("2024-03-12", "星期二", "农历二月初三", "甲辰年 丁卯月 戊申日", ["祭祀", "祈福", "出行", "嫁娶", "纳采"], ["动土", "破土", "安葬"], "冲虎（壬寅）煞南", "青龙", "房床炉外东南")
    b = ("2024-03-13", "星期三", "农历二月初四", "甲辰年 丁卯月 己酉日", ["祭祀", "沐浴", "扫舍", "馀事勿取"], ["嫁娶", "入宅", "开市"], "冲兔（癸卯）煞东", "明堂", "占门床外东南")
    c = ("2024-05-11", "星期六", "农历四月初四", "甲辰年 己巳月 戊申日", ["祭祀", "祈福", "出行", "开市", "立券"], ["动土", "破土", "安葬", "嫁娶"], "冲虎（壬寅）煞南", "司命", "房床炉外东南")
    d = ("2024-03-14", "星期四", "农历二月初五", "甲辰年 丁卯月 庚戌日", ["嫁娶", "纳采", "订盟", "入宅", "移徙"], ["开仓", "出货财"], "冲龙（甲辰）煞北", "天刑", "仓库栖外东南")
    e = ("2023-03-12", "星期日", "农历二月廿一", "癸卯年 乙卯月 壬寅日", ["祭祀", "出行", "修造"], ["嫁娶", "安葬"], "冲猴（丙申）煞北", "金匮", "仓库炉外正南")
    return [
        page(*a),
        page(*a, url=f"{_m(host)}/day/2024-03-12.html"),
        page(*a, url=f"{host}/day/2024-03-12.html?utm_source=baidu&utm_medium=cpc", hot=("本月吉日", "搬家吉日", "今日黄历", "明日黄历")),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url=f"{_m(host)}/day/2024-03-14.html"),
        page(*e),
    ]


@scen("zh_jinjia", "金店每日金价：同一金店相邻两日价格全同只差日期，同日不同金店只差店名与一两个价格，更新时间变化与来源参数副本")
def zh_jinjia():
    host = "https://www.hxjinjia.com"
    shuoming = (
        '<div class="jj-sm"><p>说明：本站每日金价由各品牌金店门店公布价格整理而来，为黄金饰品、金条、铂金饰品和足银饰品的零售挂牌价，单位'
        "为元/克，不含加工费。各地门店价格可能略有差异，实际成交价格以门店当日标价为准。国际金价波动较大时，门店可能在一天之内多次调价，"
        "本站不保证数据实时准确，仅供参考，不构成投资建议。</p><p>回收价格请咨询当地门店。投资有风险，购买需谨慎。</p></div>"
    )

    def page(brand_id, brand, date, prices, *, url=None, updated="09:30"):
        rows = list(zip(("黄金饰品", "金条", "铂金饰品", "足银饰品"), prices))
        rec = (f'<h1>{brand}今日金价（{date}）</h1>' + _table(["品种", "价格（元/克）"], rows, "jj-tab")
               + f'<p class="upd">更新时间：{date} {updated}</p>')
        body = ('<div class="jj-top"><a href="/">杭西金价网</a> ' + nav([("/", "今日金价"), ("/brand/", "品牌金价"), ("/huishou/", "回收价"), ("/news/", "黄金资讯")], "jj-nav") + "</div>"
                + f'<div class="jj-main">{rec}</div>{shuoming}<div class="jj-foot">杭西金价网</div>')
        return P(url or f"{host}/price/{brand_id}/{date}.html", doc(f"{brand}今日金价{date}-杭西金价网", body, lang="zh-CN"), f"jj-{brand_id}-{date}")

    a = ("ruihe", "瑞和珠宝", "2024-03-12", ("652", "640", "318", "8.6"))
    b = ("ruihe", "瑞和珠宝", "2024-03-13", ("655", "643", "318", "8.7"))
    c = ("fuman", "福满楼金店", "2024-03-12", ("652", "638", "318", "8.6"))
    d = ("ruihe", "瑞和珠宝", "2024-03-14", ("655", "643", "318", "8.7"))
    e = ("jinyuan", "金源银楼", "2024-03-12", ("649", "636", "315", "8.5"))
    return [
        page(*a),
        page(*a, url=f"{host}/price/ruihe/2024-03-12.html?v=2", updated="14:05"),
        page(*a, url=f"{host}/price/ruihe/2024-03-12.html?from=index"),
        page(*b),
        page(*c),
        page(*c, url=f"{_m(host)}/price/fuman/2024-03-12.html"),
        page(*d),
        page(*e),
    ]


def scenarios():
    return built(SC)
