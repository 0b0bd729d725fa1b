# ruff: noqa: E501
"""Thin pages of 36 more made-up sites (English and Chinese, some GBK), written by a sixteenth false-drop hunt (a helper), blind to every rule of the plugin; each scenario is one host's pages, labelled with their content: pages with one content label are true copies (print versions, mobile m. hosts, AMP paths, tracking and session query parameters, /index.html suffixes, changed view counters and "generated at" times, reordered sidebars, added cookie banners, other breadcrumbs, other related-items boxes, changed live-status boxes); different labels are documents a reader would call different.
Site kinds: sundial register, windmill survey, holy wells gazetteer, telephone kiosk register, bird ring recoveries, meteorite catalogue, NOTAM viewer, lifeboat launch log, railway signal boxes, broadcast transmitter sites, satellite catalogue, UN dangerous goods numbers, container owner prefixes, bus fleet list, council tax bands, energy performance certificates, MOT test history, census household transcriptions, premises licence register, avalanche forecasts, 非遗代表性传承人, 文物保护单位, 水文站 (GBK), 建设工程质量检测机构资质, 排污许可证, 户外广告设置许可, 养犬登记, 计量标准考核证书 (GBK), 人防工程, 测绘资质, 旅行社名录, 星级饭店, 道路危险货物运输许可 (GBK), 饲料生产许可, 门牌号码编制公告, 宅基地审批公示 (GBK)."""

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
    '<div id="consent" class="consent-bar"><p>This site sets cookies so that it works properly and, if you agree, '
    "to help us understand how people use it. We do not sell your data or show advertising.</p>"
    '<button type="button" class="yes">Accept analytics cookies</button> <button type="button" class="no">Reject</button> '
    '<a href="/cookies">Cookie settings</a></div>'
)

COOKIE_ZH = (
    '<div class="cookie-bar"><p>为了向您提供更好的浏览体验，本网站会使用 Cookie 记录您的访问偏好并进行匿名访问统计。'
    '继续使用本网站即视为您同意我们使用 Cookie，详情请阅读《隐私声明》。</p><span class="close">同意并关闭</span></div>'
)


# ---------------------------------------------------------------- English sites


@scen("sundial_register", "sundial register: several dials on one church, titles are the site name only")
def sundial_register():
    host = "https://www.sundialregister.org.uk"
    counties = [("/county/cornwall", "Cornwall"), ("/county/devon", "Devon"), ("/county/dorset", "Dorset"), ("/county/somerset", "Somerset"),
                ("/county/wiltshire", "Wiltshire"), ("/county/gloucestershire", "Gloucestershire"), ("/county/herefordshire", "Herefordshire")]
    about = (
        '<section class="about"><h2>About the Register</h2><p>The Sundial Register records fixed sundials in public view or '
        "on land open to visitors: church dials on porches and buttresses, pillar dials in gardens and squares, scratch or "
        "mass dials cut into stonework before clocks were common, and modern dials set up to mark a local event. Each dial "
        "has a Sundial Register Number (SRN) which never changes, even when a dial is moved, restored or lost.</p>"
        "<p>Entries are based on visits by members, who measure the dial, photograph it and note the motto, any date and "
        "the state of the gnomon. Declination is given in degrees from south; a dial that faces west of south is said to "
        "decline west. We cannot give the exact position of dials on private land, and we ask visitors to respect the "
        "privacy of owners.</p><p>Members may download survey forms and the full register for their county from the "
        "members' area. Corrections and new dials are always welcome.</p></section>"
    )
    foot = (
        '<footer><p>The Sundial Register is maintained by volunteers of a registered society for the study of sundials and '
        'time-finding instruments.</p><p><a href="/join">Join</a> · <a href="/survey">Survey a dial</a> · '
        '<a href="/privacy">Privacy</a> · <a href="/contact">Contact the registrar</a></p></footer>'
    )

    def page(srn, place, kind, face, material, motto, dated, cond, *, url=None, printv=False, banner=False, side=counties):
        rows = [("SRN", srn), ("Location", place), ("Type", kind), ("Face", face), ("Material", material),
                ("Motto", motto), ("Date on dial", dated), ("Condition", cond)]
        rec = f'<h1>SRN {srn}</h1>{table_kv(rows, "dial")}'
        if printv:
            body = f'<div class="print">{rec}<p>From the Sundial Register</p></div>'
        else:
            body = (f'{COOKIE_EN if banner else ""}<header><a href="/">The Sundial Register</a></header>'
                    f'<aside class="counties">{nav(side, "county")}</aside><main>{rec}</main>{about}{foot}')
        return P(url or f"{host}/dial/{srn}/", doc("The Sundial Register", body), f"sd-{srn}")

    a = ("0412", "St Petroc, Lydford: south porch", "Vertical declining", "Declines 12° west", "Slate", "Our days pass like a shadow", "1732", "Gnomon present, face weathered")
    b = ("0413", "St Petroc, Lydford: tower buttress", "Vertical declining", "Declines 9° west", "Slate", "None", "1781", "Gnomon missing")
    c = ("0414", "St Petroc, Lydford: south door, west jamb", "Scratch dial", "Vertical", "Granite", "None", "None", "Central hole only; 12 lines")
    d = ("0415", "St Petroc, Lydford: south door, east jamb", "Scratch dial", "Vertical", "Granite", "None", "None", "Central hole only; 8 lines")
    e = ("0416", "Lydford Castle green", "Horizontal on pillar", "Horizontal", "Bronze on granite pillar", "Time and tide wait for no man", "2000", "Good; replacement gnomon 2015")
    f = ("0417", "Brentor, Christ Church: porch", "Vertical declining", "Declines 4° east", "Slate", "Our days pass like a shadow", "1748", "Gnomon present")
    return [
        page(*a),
        page(*a, url=f"{host}/dial/0412/index.html"),
        page(*a, url=f"{host}/dial/0412/?print=1", printv=True),
        page(*b),
        page(*c),
        page(*c, url=f"{_m(host)}/dial/0414/", banner=True, side=list(reversed(counties))),
        page(*d),
        page(*e),
        page(*f),
    ]


@scen("windmill_survey", "windmill survey records of one county, tower and post mills with few facts")
def windmill_survey():
    host = "https://www.windmillsurvey.org"
    regions = [("/region/east-anglia", "East Anglia"), ("/region/lincolnshire", "Lincolnshire"), ("/region/kent", "Kent"),
               ("/region/sussex", "Sussex"), ("/region/lancashire", "Lancashire"), ("/region/wales", "Wales")]
    explain = (
        '<section class="explain"><h2>How to read a mill record</h2><p>A post mill turns as a whole on a single upright post '
        "so that its sails face the wind; a smock mill has a timber tower with a cap that turns; a tower mill has a brick or "
        "stone tower and a turning cap. Sail counts give the number of sails the mill carried when last working, not what "
        "survives today.</p><p>Condition is graded after each survey visit: <b>working</b> means the mill can grind; "
        "<b>complete</b> means machinery and sails are in place but it does not grind; <b>shell</b> means the body or tower "
        "stands without machinery; <b>stump</b> means only the lower part of a tower survives; <b>site</b> means nothing "
        "stands above ground.</p><p>Most mills are private property. Many open on National Mills Weekend; check with the "
        "owner before visiting at other times.</p></section>"
    )
    foot = '<footer><p>Windmill Survey · a volunteer record of wind and water mills since 1978 · <a href="/about">About</a> · <a href="/donate">Support the survey</a></p></footer>'

    def page(mid, name, kind, sails, built, cond, grid, note, *, url=None, amp=False, side=regions, visits=1204):
        facts = ul_kv([("Type", kind), ("Sails", sails), ("Built", built), ("Condition", cond), ("Grid reference", grid)], "mill")
        rec = f"<h1>{name}</h1>{facts}<p>{note}</p>" if note else f"<h1>{name}</h1>{facts}"
        head = f'<link rel="canonical" href="{host}/mill/{mid}">' if amp else ""
        side_html = "" if amp else f'<nav class="regions"><h3>Regions</h3>{_links(side)}</nav>'
        body = (f'<header><a class="logo" href="/">Windmill Survey</a></header>{side_html}<article>{rec}'
                f'<p class="visits">This record has been viewed {visits} times</p></article>{explain}{foot}')
        return P(url or f"{host}/mill/{mid}", doc(f"{name} – Windmill Survey", body, head=head), f"wm-{mid}")

    a = ("nfk-0231", "Cley Road Mill", "Tower mill", "4", "1819", "Shell", "TG 044 440", "Converted to a dwelling in 1983; cap replaced without fantail.")
    b = ("nfk-0232", "Cley Marsh Mill", "Tower mill", "4", "1824", "Stump", "TG 047 438", "")
    c = ("nfk-0233", "Wiveton Mill", "Post mill", "4", "c.1750", "Site", "TG 041 426", "Blown down in the gale of 1895.")
    d = ("nfk-0234", "Glandford Mill", "Tower mill", "4", "1824", "Stump", "TG 044 412", "")
    e = ("nfk-0235", "Bale Mill", "Smock mill", "4", "c.1800", "Site", "TG 012 367", "Burnt out in 1902.")
    return [
        page(*a),
        page(*a, url=f"{host}/amp/mill/nfk-0231", amp=True),
        page(*a, url=f"{host}/mill/nfk-0231?utm_source=facebook&utm_medium=social", visits=1209),
        page(*b),
        page(*b, side=regions[3:] + regions[:3], visits=388, url=f"{host}/mill/nfk-0232?from=region"),
        page(*c),
        page(*d),
        page(*e),
    ]


@scen("holy_wells", "holy wells gazetteer with no h1, a sentence or two per well")
def holy_wells():
    host = "https://www.holywellsgazetteer.org"
    intro = (
        '<div class="intro"><h3>About the gazetteer</h3><p>This gazetteer lists holy wells, healing springs and sacred '
        "pools recorded in parish histories, antiquarian notes, Ordnance Survey name books and the memories of local people. "
        "Some wells are still visited and dressed; many are lost under roads or farmland and survive only as a field name. "
        "Inclusion does not mean that a well is accessible or that its water is safe to drink: most springs are untreated "
        "and some are on private land.</p><p>Dedications and customs are given as recorded; traditions vary from parish to "
        "parish and sources often disagree. Where a well has more than one name, the commonest is used and the others are "
        "listed as alternatives.</p><p>Please send corrections, photographs and new sources by email. All contributions "
        "are credited.</p></div>"
    )
    foot = '<div class="foot">Holy Wells Gazetteer · compiled since 1996 · text may be quoted with acknowledgement · <a href="/sources">Sources</a> · <a href="/contact">Contact</a></div>'

    def page(wid, name, parish, ded, status, text, *, url=None, crumbs="Home › Cornwall › Penwith"):
        rec = (f'<div class="well"><div class="wname">{name}</div>'
               + dl_kv([("Parish", parish), ("Dedication", ded), ("Status", status)], "wf")
               + (f"<p>{text}</p>" if text else "") + "</div>")
        body = f'<div class="top"><a href="/">Holy Wells Gazetteer</a></div><div class="crumbs">{crumbs}</div>{rec}{intro}{foot}'
        return P(url or f"{host}/well.php?id={wid}", doc(f"{name} | Holy Wells Gazetteer", body), f"hw-{wid}")

    a = ("1187", "Madron Well", "Madron", "St Madron", "Visited; rag tree", "Rags are tied to the thorn beside the spring. The ruined baptistery stands a short walk downstream.")
    b = ("1188", "Madron Baptistery Well", "Madron", "St Madron", "Ruined chapel", "The spring rises in the corner of the roofless chapel.")
    c = ("1189", "Chapel Euny Well", "Sancreed", "St Euny", "Visited", "Said to cure sick children on the first three Wednesdays in May.")
    d = ("1190", "Sancreed Well", "Sancreed", "St Credan", "Visited", "")
    e = ("1191", "Alsia Well", "St Buryan", "None recorded", "On private land", "")
    f = ("1192", "Venton Uny", "St Just", "St Euny", "Lost", "")
    return [
        page(*a),
        page(*a, url=f"{host}/well.php?id=1187&sid=c41e9a02f7", crumbs="Home › Search › madron"),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/well.php?id=1189&dedication=euny", crumbs="Home › Dedications › St Euny"),
        page(*d),
        page(*e),
        page(*f),
    ]


@scen("phone_kiosks", "red telephone kiosk register, one village's kiosks differ in use and grade")
def phone_kiosks():
    host = "https://www.kioskregister.org.uk"
    about = (
        '<section class="about"><h2>About the kiosk register</h2><p>The register follows the red cast-iron telephone kiosks '
        "that remain in towns and villages: the K2 and K6 designs and the rarer K1, K3 and K8. Many have been bought for a "
        "nominal sum by a parish council or community group under the adopt-a-kiosk scheme, and now house a defibrillator, "
        "a book swap, a small museum or simply a well-kept flower box. Others still hold a working payphone.</p>"
        "<p>If a kiosk is listed, its grade is shown. Listing protects the kiosk itself; the telephone equipment inside is "
        "not protected and may be removed. Paint should be the standard red, and the crowns on the fascia should be left in "
        "place.</p><p>Records are updated when members visit or when a parish tells us that a kiosk has been adopted. "
        "Dates of adoption are the dates of the transfer, not of any later refurbishment.</p></section>"
    )
    foot = '<footer>Kiosk Register · not connected with any telephone company · <a href="/add">Add a kiosk</a> · <a href="/map">Map</a> · <a href="/privacy">Privacy</a></footer>'

    def page(kid, place, kind, use, grade, adopted, *, url=None, banner=False, near=("K-3310", "K-3314", "K-3320")):
        card = dl_kv([("Kiosk", kid), ("Location", place), ("Design", kind), ("Current use", use), ("Listed", grade), ("Adopted", adopted)], "kiosk")
        nearby = '<aside class="nearby"><h3>Other kiosks nearby</h3>' + _links([(f"/kiosk/{n}", n) for n in near]) + "</aside>"
        body = (f'{COOKIE_EN if banner else ""}<header><a href="/">Kiosk Register</a></header>'
                f'<main><h1>{place}</h1>{card}</main>{nearby}{about}{foot}')
        return P(url or f"{host}/kiosk/{kid}", doc(f"{kid} {place} – Kiosk Register", body), f"kk-{kid}")

    a = ("K-3312", "Much Marcle, The Green", "K6", "Defibrillator", "Grade II", "2014")
    b = ("K-3313", "Much Marcle, Watery Lane", "K6", "Book exchange", "Grade II", "2016")
    c = ("K-3315", "Kempley, by the church", "K6", "Book exchange", "Not listed", "2016")
    d = ("K-3316", "Dymock, Main Street", "K6", "Working payphone", "Grade II", "Not adopted")
    e = ("K-3317", "Dymock, Ann Cam school", "K6", "Empty", "Not listed", "Not adopted")
    return [
        page(*a),
        page(*a, url=f"{_m(host)}/kiosk/K-3312", banner=True),
        page(*a, url=f"{host}/kiosk/K-3312?utm_campaign=spring-newsletter", near=("K-3313", "K-3315", "K-3316")),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url=f"{host}/kiosk/K-3316/", near=("K-3317", "K-3315")),
        page(*e),
    ]


@scen("bird_ring_recoveries", "ring recovery reports of one species, ring numbers and distances differ")
def bird_ring_recoveries():
    host = "https://www.ringingrecoveries.net"
    expl = (
        '<div class="explain"><h2>What is a recovery?</h2><p>A recovery is any report of a ringed bird after the day it was '
        "ringed: a bird caught again by another ringer, a ring read in the field through a telescope, or a bird found dead. "
        "Each report shows where and when the bird was ringed, where and when it was found, the straight-line distance "
        "between the two places and the time elapsed.</p><p>Distances are measured as great circle distances and say "
        "nothing about the route the bird actually flew. Elapsed time is counted in days. Finding circumstances use the "
        "standard codes: caught by ringer, sight record of colour ring, found dead, killed by cat, hit by vehicle, or "
        "unknown.</p><p>If you find a ringed bird, please report the full ring number, the place and the date. You will "
        "receive the bird's history by email.</p></div>"
    )
    foot = '<footer><p>Ringing Recoveries · reports from volunteer ringing groups · data may be delayed by several months · <a href="/report">Report a ring</a></p></footer>'

    def page(ring, ringed, rdate, found, fdate, dist, days, how, *, url=None, printv=False, gen="14 Jun 2024 08:12"):
        rows = [("Ring", ring), ("Species", "Sand Martin"), ("Ringed", f"{rdate}, {ringed}"), ("Found", f"{fdate}, {found}"),
                ("Distance", dist), ("Elapsed", days), ("Circumstances", how)]
        rec = f"<h1>Recovery of {ring}</h1>{table_kv(rows, 'recovery')}"
        if printv:
            body = rec
        else:
            body = f'<header><a href="/">Ringing Recoveries</a> · <a href="/species">Species</a> · <a href="/groups">Groups</a></header><main>{rec}<p class="gen">Report generated {gen}</p></main>{expl}{foot}'
        return P(url or f"{host}/recovery/{ring}", doc(f"Recovery {ring} | Ringing Recoveries", body), f"rr-{ring}")

    a = ("Z418832", "Icklesham, East Sussex", "28 Aug 2023", "Djoudj, Senegal", "12 Jan 2024", "4,213 km", "137 days", "Caught by ringer")
    b = ("Z418833", "Icklesham, East Sussex", "28 Aug 2023", "Chichester, West Sussex", "9 Sep 2023", "89 km", "12 days", "Caught by ringer")
    c = ("Z418840", "Icklesham, East Sussex", "28 Aug 2023", "Chichester, West Sussex", "11 Sep 2023", "89 km", "14 days", "Caught by ringer")
    d = ("Z418901", "Icklesham, East Sussex", "30 Aug 2023", "Tarifa, Spain", "21 Sep 2023", "1,862 km", "22 days", "Caught by ringer")
    e = ("Z502117", "Rye Meads, Hertfordshire", "6 Jul 2022", "Icklesham, East Sussex", "28 Aug 2023", "107 km", "418 days", "Caught by ringer")
    return [
        page(*a),
        page(*a, url=f"{host}/recovery/Z418832?print=1", printv=True),
        page(*a, url=f"{host}/recovery/Z418832?utm_source=twitter", gen="15 Jun 2024 19:40"),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url=f"{host}/recovery/Z418901/index.html", gen="16 Jun 2024 07:02"),
        page(*e),
    ]


@scen("meteorite_catalogue", "meteorite catalogue entries, same class and country, masses and years differ")
def meteorite_catalogue():
    host = "https://www.meteoritecatalogue.info"
    note = (
        '<section class="note"><h2>About the catalogue</h2><p>Every meteorite in the catalogue has an approved name, usually '
        "taken from the nearest place, and a classification based on its chemistry and texture. Ordinary chondrites are "
        "grouped as H, L or LL by iron content, with a petrologic type from 3 to 6. A <i>fall</i> is a meteorite seen to "
        "fall and recovered soon afterwards; a <i>find</i> is one recovered without a witnessed fall, sometimes thousands of "
        "years later.</p><p>Total known weight is the mass of all recovered pieces, as reported to the catalogue. It can "
        "grow as more fragments are found. Hot desert finds that cannot be told apart are named with a place name and a "
        "number, such as Dhofar 1234.</p><p>The catalogue does not buy, sell or value meteorites and cannot identify "
        "stones from photographs.</p></section>"
    )
    foot = '<footer><p>Meteorite Catalogue · community edition · <a href="/about">About</a> · <a href="/classes">Classes</a> · <a href="/contact">Contact</a></p></footer>'

    def page(slug, name, cls, country, fall, year, mass, *, url=None, amp=False, related=("Dhofar 1230", "Dhofar 1231", "Dhofar 1233")):
        rec = f"<h1>{name}</h1>" + _rows(["Class", "Country", "Fall/Find", "Year", "Total known weight"], [(cls, country, fall, year, mass)], "met")
        rel = '<aside class="rel"><h3>Nearby names</h3>' + _lis(related) + "</aside>"
        head = f'<link rel="canonical" href="{host}/m/{slug}">' if amp else ""
        body = f'<header><a href="/">Meteorite Catalogue</a></header><main>{rec}</main>{"" if amp else rel}{note}{foot}'
        return P(url or f"{host}/m/{slug}", doc(f"{name} – Meteorite Catalogue", body, head=head), f"mc-{slug}")

    a = ("dhofar-1232", "Dhofar 1232", "L6", "Oman", "Find", "2003", "412 g")
    b = ("dhofar-1234", "Dhofar 1234", "L6", "Oman", "Find", "2003", "1,086 g")
    c = ("dhofar-1235", "Dhofar 1235", "H5", "Oman", "Find", "2003", "412 g")
    d = ("dhofar-1236", "Dhofar 1236", "L6", "Oman", "Find", "2004", "57 g")
    e = ("barwell", "Barwell", "L5", "United Kingdom", "Fall", "1965", "46 kg")
    return [
        page(*a),
        page(*a, url=f"{host}/amp/m/dhofar-1232", amp=True),
        page(*b),
        page(*b, url=f"{host}/m/dhofar-1234/index.html", related=("Dhofar 1233", "Dhofar 1235", "Dhofar 1236")),
        page(*c),
        page(*d),
        page(*e, related=("Beddgelert", "Danebury", "Glatton")),
        page(*e, url=f"{host}/m/barwell?ref=uk-falls", related=("Glatton", "Winchcombe")),
    ]


@scen("notam_viewer", "NOTAMs of one aerodrome under a long disclaimer, live feed box changes")
def notam_viewer():
    host = "https://www.notamviewer.aero"
    disclaimer = (
        '<div class="disclaimer"><h2>Not for operational use</h2><p>NOTAM Viewer presents Notices to Airmen in a readable '
        "form for flight planning practice, training and general interest. It is not an official briefing service. Notices "
        "may be delayed, incomplete or decoded incorrectly. Before any flight you must obtain an official pre-flight "
        "briefing from the aeronautical information service of the state concerned, including all NOTAMs, navigation "
        "warnings and temporary restrictions that apply to your route.</p><p>Times are in UTC. Q-codes are decoded using the "
        "published abbreviations; where a notice contains free text, the free text prevails. Permanent changes are "
        "published in the AIP and are removed from this viewer when they take effect.</p><p>By using this site you accept "
        "that the operators accept no liability for any loss arising from its use.</p></div>"
    )
    foot = '<footer>NOTAM Viewer · hobby project by two private pilots · <a href="/faq">FAQ</a> · <a href="/api">Feed</a></footer>'

    def page(nid, ad, item_b, item_c, text, *, url=None, feed=("10:42", "2,118")):
        pre = f'<pre class="notam">{nid} NOTAMN\nA) {ad} B) {item_b} C) {item_c}\nE) {text}</pre>'
        live = f'<div class="feed-status">Feed last refreshed {feed[0]} UTC · {feed[1]} active notices</div>'
        body = (f'<header><a href="/">NOTAM Viewer</a><form action="/search"><input name="icao" placeholder="ICAO"></form></header>'
                f'{live}<main><h1>{ad} {nid}</h1>{pre}</main>{disclaimer}{foot}')
        return P(url or f"{host}/notam/{nid.replace('/', '-')}", doc(f"{nid} {ad} – NOTAM Viewer", body), f"nt-{nid}")

    a = ("A1402/24", "EGHH", "2406180600", "2406181000", "RWY 08/26 CLSD DUE WIP")
    b = ("A1403/24", "EGHH", "2406190600", "2406191000", "RWY 08/26 CLSD DUE WIP")
    c = ("A1404/24", "EGHH", "2406180600", "2406181000", "TWY B CLSD BTN B2 AND B3 DUE WIP")
    d = ("A1405/24", "EGHH", "2406172300", "2406180500", "ILS RWY 26 U/S")
    e = ("A1406/24", "EGHH", "2406201200", "2406201600", "OBST CRANE ERECTED 504521N 0014940W HGT 120FT AMSL LIGHTED")
    return [
        page(*a),
        page(*a, url=f"{host}/notam/A1402-24?utm_source=briefing-app", feed=("10:57", "2,121")),
        page(*a, url=f"{_m(host)}/notam/A1402-24", feed=("11:03", "2,120")),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/notam/A1404-24?session=7b1fe0", feed=("11:20", "2,119")),
        page(*d),
        page(*e),
    ]


@scen("lifeboat_launches", "lifeboat station launch log, short entries with a donation box")
def lifeboat_launches():
    host = "https://www.saltcoveslifeboat.org.uk"
    donate = (
        '<section class="support"><h2>Support your lifeboat</h2><p>Our crew are volunteers who carry a pager day and night. '
        "They leave work, family meals and warm beds to launch in any weather. The station is funded entirely by donations "
        "and legacies: every launch, every lifejacket and every hour of training is paid for by people like you.</p>"
        '<p><a class="btn" href="/donate">Donate now</a> or visit the station shop, open weekends from Easter to October.</p>'
        "<h2>Sea safety</h2><p>If you see someone in trouble at sea or on the coast, dial 999 and ask for the Coastguard. "
        "Check the tide times before you walk on the sands, wear a lifejacket on the water and always tell someone where "
        "you are going and when you will be back.</p></section>"
    )
    foot = '<footer><p>Salt Coves Lifeboat Station · station news and launch reports are written by the volunteer press officer · <a href="/contact">Contact the station</a></p></footer>'

    def page(slug, when, boat, reason, text, *, url=None, recent=None, banner=False):
        rec = f'<article><h1>Launch: {when}</h1>{ul_kv([("Lifeboat", boat), ("Tasked to", reason)], "launch")}<p>{text}</p></article>'
        rl = recent or ["2 June: kayaker", "29 May: swimmer", "21 May: yacht aground"]
        side = '<aside class="recent"><h3>Recent launches</h3>' + _lis(rl) + "</aside>"
        body = (f'{COOKIE_EN if banner else ""}<header><a href="/">Salt Coves Lifeboat</a> <a href="/launches">Launches</a> '
                f'<a href="/crew">Crew</a> <a href="/visit">Visit</a></header>{rec}{side}{donate}{foot}')
        return P(url or f"{host}/launches/{slug}", doc(f"Launch {when} | Salt Coves Lifeboat", body), f"lb-{slug}")

    a = ("2024-06-09-0214", "9 June 2024, 02:14", "Inshore lifeboat", "Person cut off by the tide", "The crew found the walker safe on the rocks below the headland and brought them back to the slipway.")
    b = ("2024-06-09-1530", "9 June 2024, 15:30", "Inshore lifeboat", "Person cut off by the tide", "Stood down on launching: the walker had reached safety.")
    c = ("2024-06-11-1102", "11 June 2024, 11:02", "All-weather lifeboat", "Fishing vessel with fouled propeller", "The fishing boat was towed to the harbour; no injuries.")
    d = ("2024-06-14-2240", "14 June 2024, 22:40", "All-weather lifeboat", "Flares sighted", "A search of the bay found nothing; believed to be a sky lantern.")
    e = ("2024-06-15-0905", "15 June 2024, 09:05", "Inshore lifeboat", "Paddleboarder blown offshore", "The paddleboarder was taken aboard and landed on the beach.")
    return [
        page(*a),
        page(*a, url=f"{host}/launches/2024-06-09-0214?utm_source=facebook&fbclid=IwAR0x", recent=["9 June: walker cut off", "2 June: kayaker", "29 May: swimmer"]),
        page(*b),
        page(*c),
        page(*c, url=f"{_m(host)}/launches/2024-06-11-1102", banner=True),
        page(*d),
        page(*e),
        page(*e, recent=["14 June: flares", "11 June: fishing vessel", "9 June: walker"], url=f"{host}/launches/2024-06-15-0905/"),
    ]


@scen("signal_boxes", "railway signal box register, boxes on one line share type and era")
def signal_boxes():
    host = "https://www.signalboxregister.co.uk"
    regions = [("/r/scotland", "Scotland"), ("/r/north-east", "North East"), ("/r/north-west", "North West"), ("/r/midlands", "Midlands"),
               ("/r/wales", "Wales"), ("/r/south-west", "South West"), ("/r/south-east", "South East")]
    info = (
        '<div class="info"><h2>About the register</h2><p>The register lists mechanical and electrical signal boxes that stand '
        "or stood on the national network and on heritage railways. Each box has a code, the line on which it stands, the "
        "design type given by the railway company that built it, the dates of opening and closure and the size of its lever "
        "frame. Boxes controlled by levers are disappearing fast as signalling is moved to large operating centres.</p>"
        "<p>Signal boxes are operational railway buildings. Do not trespass on the railway to photograph them, and do not "
        "distract signallers at work. Many closed boxes have been moved to heritage lines and may be visited on open days.</p>"
        "<p>Type names follow the standard published classification. Dates are taken from company records where they "
        "survive.</p></div>"
    )
    foot = '<footer><p>Signal Box Register · edited by members · photographs remain the copyright of their owners · <a href="/contribute">Contribute</a></p></footer>'

    def page(code, name, line, kind, opened, closed, levers, status, *, url=None, printv=False, side=regions, crumbs=None):
        rows = [("Code", code), ("Line", line), ("Type", kind), ("Opened", opened), ("Closed", closed), ("Lever frame", levers), ("Status", status)]
        rec = f"<h1>{name}</h1>{dl_kv(rows, 'box')}"
        if printv:
            body = rec
        else:
            cr = crumbs or '<p class="crumbs"><a href="/">Home</a> › <a href="/r/midlands">Midlands</a> › <a href="/l/hope-valley">Hope Valley line</a></p>'
            body = f'<header><a href="/">Signal Box Register</a></header>{cr}<aside>{nav(side, "regions")}</aside><main>{rec}</main>{info}{foot}'
        return P(url or f"{host}/box/{code.lower()}", doc(f"{name} signal box", body), f"sb-{code}")

    a = ("GF", "Grindleford", "Hope Valley", "Midland type 4d", "1938", "Open", "20 levers", "In use")
    b = ("HE", "Hathersage", "Hope Valley", "Midland type 4d", "1938", "1969", "16 levers", "Demolished")
    c = ("EW", "Earles Sidings", "Hope Valley", "Midland type 4e", "1929", "Open", "35 levers", "In use")
    d = ("HO", "Hope", "Hope Valley", "Midland type 4e", "1929", "1980", "24 levers", "Demolished")
    e = ("EP", "Edale", "Hope Valley", "Midland type 4d", "1938", "1983", "20 levers", "Moved to a heritage line")
    return [
        page(*a),
        page(*a, url=f"{host}/box/gf?print=yes", printv=True),
        page(*a, url=f"{host}/box/gf?from=map", side=list(reversed(regions)), crumbs='<p class="crumbs"><a href="/">Home</a> › <a href="/map">Map</a></p>'),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url=f"{host}/box/ho/index.html"),
        page(*e),
    ]


@scen("transmitter_sites", "TV and radio transmitter pages, relays differ only in channels and power")
def transmitter_sites():
    host = "https://www.transmitterinfo.uk"
    help_box = (
        '<section class="help"><h2>Using this information</h2><p>Each transmitter page lists the multiplexes broadcast from '
        "the site, the channel of each, its effective radiated power (ERP) and its polarisation. Point your aerial at the "
        "transmitter you can see most clearly, not necessarily the nearest. Relays carry fewer channels than main stations, "
        "so a relay may not give you every channel in the guide.</p><p>Horizontal polarisation means the aerial's elements "
        "lie flat; vertical means they stand upright. If you are changing transmitter, you will probably need to retune your "
        "television. Reception problems caused by weather usually clear within a day.</p><p>Details are checked against "
        "published lists but may lag behind engineering changes.</p></section>"
    )
    foot = '<footer><p>Transmitter Info · independent reference for viewers and aerial installers · <a href="/faq">FAQ</a> · <a href="/postcode">Postcode checker</a></p></footer>'

    def page(slug, name, kind, mux, *, url=None, amp=False, upd="3 April 2024"):
        tbl = _rows(["Multiplex", "Channel", "ERP", "Polarisation"], mux, "mux")
        rec = f"<h1>{name}</h1><p class='kind'>{kind}</p>{tbl}<p class='upd'>Checked {upd}</p>"
        head = f'<link rel="canonical" href="{host}/tx/{slug}">' if amp else ""
        body = f'<header><a href="/">Transmitter Info</a></header><main>{rec}</main>{help_box}{foot}'
        return P(url or f"{host}/tx/{slug}", doc(f"{name} transmitter", body, head=head), f"tx-{slug}")

    main = [("PSB1", "C25", "100 kW", "Horizontal"), ("PSB2", "C22", "100 kW", "Horizontal"), ("PSB3", "C28", "100 kW", "Horizontal"), ("COM4", "C24", "50 kW", "Horizontal")]
    r1 = [("PSB1", "C45", "20 W", "Vertical"), ("PSB2", "C42", "20 W", "Vertical"), ("PSB3", "C48", "20 W", "Vertical")]
    r2 = [("PSB1", "C45", "8 W", "Vertical"), ("PSB2", "C42", "8 W", "Vertical"), ("PSB3", "C48", "8 W", "Vertical")]
    r3 = [("PSB1", "C35", "20 W", "Vertical"), ("PSB2", "C32", "20 W", "Vertical"), ("PSB3", "C38", "20 W", "Vertical")]
    return [
        page("moel-y-parc", "Moel-y-Parc", "Main station", main),
        page("moel-y-parc", "Moel-y-Parc", "Main station", main, url=f"{host}/amp/tx/moel-y-parc", amp=True),
        page("llangollen", "Llangollen", "Relay of Moel-y-Parc", r1),
        page("llangollen", "Llangollen", "Relay of Moel-y-Parc", r1, url=f"{host}/tx/llangollen?utm_source=installer-forum", upd="3 April 2024"),
        page("glyn-ceiriog", "Glyn Ceiriog", "Relay of Moel-y-Parc", r2),
        page("corwen", "Corwen", "Relay of Moel-y-Parc", r3),
        page("corwen", "Corwen", "Relay of Moel-y-Parc", r3, url=f"{host}/tx/corwen/", upd="9 May 2024"),
        page("bala", "Bala", "Relay of Moel-y-Parc", r1),
    ]


@scen("satellite_catalogue", "satellite catalogue entries of one constellation, live tracking box changes")
def satellite_catalogue():
    host = "https://www.satcatbrowser.org"
    about = (
        '<section class="about"><h2>About these entries</h2><p>Each object in orbit that is large enough to be tracked has a '
        "catalogue number, assigned in order of discovery, and an international designator made of the launch year, the "
        "launch number in that year and a piece letter. Orbital figures are taken from the latest published element set "
        "and are rounded: apogee and perigee are heights above the Earth's surface, inclination is the angle between the "
        "orbit and the equator, and the period is the time taken for one revolution.</p><p>Satellites of large "
        "constellations are launched in batches and often have almost identical orbits for months after launch. Status "
        "shows whether the object is still in orbit; decayed objects keep their entry with the date of re-entry.</p>"
        "<p>Element sets are provided for amateur observers. They are not suitable for collision avoidance.</p></section>"
    )
    foot = '<footer>SatCat Browser · open catalogue mirror · <a href="/about">About</a> · <a href="/passes">Visible passes</a></footer>'

    def page(norad, name, intl, launch, per, inc, apo, peri, status, *, url=None, live=("9,804", "06:12")):
        rows = [("NORAD ID", norad), ("International designator", intl), ("Launched", launch), ("Period", per),
                ("Inclination", inc), ("Apogee", apo), ("Perigee", peri), ("Status", status)]
        rec = f"<h1>{name}</h1>{table_kv(rows, 'sat')}"
        box = f'<div class="tracking">Now tracking {live[0]} objects in orbit · elements refreshed {live[1]} UTC</div>'
        body = f'<header><a href="/">SatCat Browser</a></header>{box}<main>{rec}</main>{about}{foot}'
        return P(url or f"{host}/sat/{norad}", doc(f"{name} ({norad})", body), f"sat-{norad}")

    a = ("48601", "ORBITA-1201", "2021-044A", "26 May 2021", "95.6 min", "53.05°", "551 km", "549 km", "In orbit")
    b = ("48602", "ORBITA-1202", "2021-044B", "26 May 2021", "95.6 min", "53.05°", "551 km", "548 km", "In orbit")
    c = ("48603", "ORBITA-1203", "2021-044C", "26 May 2021", "95.6 min", "53.05°", "551 km", "549 km", "In orbit")
    d = ("48604", "ORBITA-1204", "2021-044D", "26 May 2021", "—", "—", "—", "—", "Decayed 3 Feb 2024")
    e = ("48640", "ORBITA R/B", "2021-044AQ", "26 May 2021", "—", "—", "—", "—", "Decayed 28 May 2021")
    return [
        page(*a),
        page(*a, url=f"{host}/sat/48601/", live=("9,806", "06:40")),
        page(*a, url=f"{host}/sat/48601?ref=passes", live=("9,811", "07:55")),
        page(*b),
        page(*c),
        page(*c, url=f"{_m(host)}/sat/48603", live=("9,798", "05:20")),
        page(*d),
        page(*e),
    ]


@scen("un_numbers", "dangerous goods list: one UN number per page under a regulatory disclaimer")
def un_numbers():
    host = "https://www.dangerousgoodslist.info"
    warn = (
        '<div class="warn"><h2>Important</h2><p>This list is a quick reference to the UN numbers used to identify dangerous '
        "goods in transport. It is not a substitute for the current editions of the ADR, RID, IMDG Code or the ICAO "
        "Technical Instructions, which are amended every two years and which alone have legal force. Special provisions, "
        "limited quantity rules and tunnel restriction codes are summarised only.</p><p>Consignors must classify, pack, "
        "mark and document dangerous goods as the regulations require, and drivers must hold the appropriate training "
        "certificate. In an emergency follow the instructions in writing carried on the vehicle and call the emergency "
        "services.</p><p>Hazard identification numbers shown on orange plates are given where they are fixed; for "
        "some entries they depend on the substance.</p></div>"
    )
    foot = '<footer>Dangerous Goods List · for training and reference · <a href="/classes">Classes</a> · <a href="/about">About</a> · <a href="/terms">Terms of use</a></footer>'

    def page(un, psn, cls, pg, labels, hin, *, url=None, printv=False):
        rows = [("UN number", un), ("Proper shipping name", psn), ("Class", cls), ("Packing group", pg), ("Labels", labels), ("Hazard ID (Kemler)", hin)]
        rec = f"<h1>{un}</h1>{table_kv(rows, 'dg')}"
        body = rec if printv else f'<header><a href="/">Dangerous Goods List</a><form action="/s"><input name="un"></form></header><main>{rec}</main>{warn}{foot}'
        return P(url or f"{host}/un/{un[2:]}", doc(f"{un} {psn.split(',')[0]} | Dangerous Goods List", body), f"un-{un}")

    a = ("UN1202", "DIESEL FUEL", "3", "III", "3", "30")
    b = ("UN1203", "MOTOR SPIRIT", "3", "II", "3", "33")
    c = ("UN1223", "KEROSENE", "3", "III", "3", "30")
    d = ("UN1863", "FUEL, AVIATION, TURBINE ENGINE", "3", "III", "3", "30")
    e = ("UN1268", "PETROLEUM DISTILLATES, N.O.S.", "3", "II", "3", "33")
    return [
        page(*a),
        page(*a, url=f"{host}/un/1202/print", printv=True),
        page(*b),
        page(*b, url=f"{host}/un/1203/index.html"),
        page(*c),
        page(*d),
        page(*e),
        page(*e, url=f"{host}/un/1268?q=petroleum"),
    ]


@scen("container_prefixes", "container owner code lookups, three facts per code")
def container_prefixes():
    host = "https://www.containerprefix.info"
    expl = (
        '<section class="expl"><h2>Owner codes explained</h2><p>Every freight container carries an identification number '
        "made of an owner code of three letters, an equipment category letter, a six-digit serial number and a check "
        "digit. The category letter is U for freight containers, J for detachable equipment and Z for trailers and "
        "chassis. Owner codes are registered with the international bureau, which publishes the register for members.</p>"
        "<p>A single company may hold several codes, for example one for its own boxes and one for leased equipment. Codes "
        "are sometimes transferred when companies merge. This site shows the registered holder as last published and does "
        "not track individual containers.</p><p>To check a container number, enter all eleven characters in the search box "
        "and we will verify the check digit for you.</p></section>"
    )
    foot = '<footer>Container Prefix · unofficial lookup · <a href="/check">Check digit calculator</a> · <a href="/about">About</a></footer>'

    def page(code, owner, country, since, *, url=None, hits=87, related=("NRLU", "NRTU")):
        card = dl_kv([("Owner code", code), ("Registered holder", owner), ("Country", country), ("Registered since", since)], "bic")
        rel = '<aside><h3>Same holder</h3>' + _links([(f"/code/{r}", r) for r in related]) + "</aside>"
        body = f'<header><a href="/">Container Prefix</a></header><main><h1>{code}</h1>{card}<p class="hits">{hits} lookups this week</p></main>{rel}{expl}{foot}'
        return P(url or f"{host}/code/{code}", doc(f"{code} – Container Prefix", body), f"cp-{code}")

    return [
        page("NRDU", "Nordline Container Leasing AS", "Norway", "1994"),
        page("NRDU", "Nordline Container Leasing AS", "Norway", "1994", url=f"{host}/code/NRDU?utm_source=google&utm_medium=cpc", hits=91),
        page("NRLU", "Nordline Container Leasing AS", "Norway", "2001", related=("NRDU", "NRTU")),
        page("NRTU", "Nordline Container Leasing AS", "Norway", "2009", related=("NRDU", "NRLU")),
        page("NRTU", "Nordline Container Leasing AS", "Norway", "2009", related=("NRLU", "NRDU"), url=f"{host}/code/nrtu", hits=12),
        page("KSWU", "Kestrel Shipping Ltd", "United Kingdom", "2009", related=("KSWJ",)),
        page("KSWJ", "Kestrel Shipping Ltd", "United Kingdom", "2011", related=("KSWU",)),
        page("KSWU", "Kestrel Shipping Ltd", "United Kingdom", "2009", related=("KSWJ",), url=f"{_m(host)}/code/KSWU"),
    ]


@scen("bus_fleet_list", "bus operator fleet list, vehicles of one batch differ in fleet number and registration")
def bus_fleet_list():
    host = "https://www.fleetlistsnorth.org.uk"
    ops = [("/op/arriva-ne", "Arriva North East"), ("/op/go-ne", "Go North East"), ("/op/stagecoach-ne", "Stagecoach North East"),
           ("/op/weardale", "Weardale Motor Services"), ("/op/scarlet-band", "Scarlet Band")]
    policy = (
        '<section class="policy"><h2>About our fleet lists</h2><p>Fleet lists are compiled by members from sightings, '
        "operator announcements and the official vehicle records. A vehicle's page shows its fleet number, registration, "
        "chassis and body, seating capacity (upper deck/lower deck and standing where known), the month it entered "
        "service and its current allocation. Transfers between depots can take a few weeks to appear.</p>"
        "<p>We do not publish sighting reports that identify drivers or passengers, and we ask photographers to keep off "
        "depot premises unless invited. Photographs submitted to the gallery must be your own work.</p>"
        "<p>Seating codes: H = highbridge double deck, B = single deck bus, C = coach; D = dual door, F = front entrance.</p></section>"
    )
    foot = '<footer><p>Fleet Lists North · a society of bus enthusiasts · <a href="/join">Membership</a> · <a href="/gallery">Gallery</a></p></footer>'

    def page(fleet, reg, chassis, body_, seats, new, depot, *, url=None, side=ops, banner=False):
        rec = f"<h1>{fleet} · {reg}</h1>" + ul_kv([("Chassis", chassis), ("Body", body_), ("Seating", seats), ("New", new), ("Depot", depot)], "bus")
        body = (f'{COOKIE_EN if banner else ""}<header><a href="/">Fleet Lists North</a></header><aside><h3>Operators</h3>'
                f'{_links(side)}</aside><main><p class="op">Go North East</p>{rec}</main>{policy}{foot}')
        return P(url or f"{host}/op/go-ne/{fleet}", doc(f"Go North East {fleet} {reg}", body), f"bf-{fleet}")

    a = ("6321", "NK73 ENA", "Volvo B5LH", "Wright Gemini 3", "H45/29F", "Oct 2023", "Riverside")
    b = ("6322", "NK73 ENB", "Volvo B5LH", "Wright Gemini 3", "H45/29F", "Oct 2023", "Riverside")
    c = ("6323", "NK73 ENC", "Volvo B5LH", "Wright Gemini 3", "H45/29F", "Oct 2023", "Gateshead")
    d = ("6324", "NK73 END", "Volvo B5LH", "Wright Gemini 3", "H45/29F", "Nov 2023", "Gateshead")
    e = ("5401", "NK24 FXA", "Yutong E12", "Yutong", "B41F", "Apr 2024", "Washington")
    return [
        page(*a),
        page(*a, url=f"{_m(host)}/op/go-ne/6321", banner=True),
        page(*b),
        page(*b, side=list(reversed(ops)), url=f"{host}/op/go-ne/6322?sort=reg"),
        page(*c),
        page(*d),
        page(*e),
        page(*e, url=f"{host}/op/go-ne/5401?utm_source=newsletter&utm_campaign=electric"),
    ]


@scen("council_tax_bands", "council tax band lookups on one street, generic titles and long explainer")
def council_tax_bands():
    host = "https://www.eastmoor.gov.uk"
    explain = (
        '<div class="guidance"><h2>About council tax bands</h2><p>Every home in England is placed in one of eight valuation '
        "bands, A to H, according to what it would have sold for on 1 April 1991. Bands are set by the Valuation Office "
        "Agency, not by the council. The charge for each band is a fixed fraction of the Band D charge, which is set each "
        "year by the district council, the county council, the police and crime commissioner, the fire authority and the "
        "parish council.</p><h3>If you think your band is wrong</h3><p>You can ask the Valuation Office Agency to review your "
        "band. You must keep paying your bill while the review is carried out. If the band is reduced, any overpayment "
        "will be refunded.</p><h3>Discounts and support</h3><p>If you live alone you may get a 25% single person discount. "
        "People on a low income may qualify for council tax support. Homes that are empty and unfurnished may pay an "
        "empty homes premium.</p></div>"
    )
    foot = ('<footer class="council"><p>Eastmoor District Council, Council Offices, Market Place, Eastmoor EM1 1AA</p>'
            '<p><a href="/accessibility">Accessibility</a> | <a href="/privacy">Privacy notice</a> | <a href="/contact">Contact us</a></p></footer>')

    def page(ref, addr, band, charge, *, url=None, printv=False, crumbs="Home > Council tax > Find your band"):
        rec = '<h1>Property details</h1>' + table_kv([("Address", addr), ("Property reference", ref), ("Band", band), ("Annual charge 2024/25", charge)], "ctax")
        if printv:
            body = rec
        else:
            body = f'<header class="council"><a href="/">Eastmoor District Council</a></header><p class="crumbs">{crumbs}</p><main>{rec}</main>{explain}{foot}'
        return P(url or f"{host}/council-tax/band?ref={ref}", doc("Council tax band - Eastmoor District Council", body), f"ct-{ref}")

    a = ("100010455101", "1 Moor View, Eastmoor EM3 4PL", "B", "£1,702.43")
    b = ("100010455102", "2 Moor View, Eastmoor EM3 4PL", "B", "£1,702.43")
    c = ("100010455103", "3 Moor View, Eastmoor EM3 4PL", "C", "£1,945.63")
    d = ("100010455104", "4 Moor View, Eastmoor EM3 4PL", "B", "£1,702.43")
    e = ("100010455105", "Moor View Farm, Eastmoor EM3 4PL", "E", "£2,919.46")
    return [
        page(*a),
        page(*a, url=f"{host}/council-tax/band?ref=100010455101&sid=3fa91bd0c2", crumbs="Home > Search results"),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/council-tax/band?ref=100010455103&print=true", printv=True),
        page(*d),
        page(*e),
        page(*d, url=f"{_m(host)}/council-tax/band?ref=100010455104", crumbs="Home > Council tax"),
    ]


@scen("epc_certificates", "energy certificate summaries; one house has an older and a newer certificate")
def epc_certificates():
    host = "https://www.epc-lookup.co.uk"
    about = (
        '<section class="about"><h2>What an EPC tells you</h2><p>An Energy Performance Certificate rates how energy efficient '
        "a home is on a scale from A (most efficient) to G (least efficient), with a score from 1 to 100. It also shows the "
        "rating the home could reach if the recommended improvements were made. A certificate is valid for ten years. You "
        "need one when you build, sell or rent a home.</p><p>The rating is based on the building, not on how the people "
        "living there use energy: an assessor records the walls, roof, windows, heating system and hot water, and the "
        "rating is calculated from those features. Two identical houses can have different ratings if one has had its loft "
        "insulated or its boiler replaced.</p><p>This site shows summaries of certificates from the public register. "
        "Certificates may be withheld at the owner's request.</p></section>"
    )
    foot = '<footer>EPC Lookup · data under the Open Government Licence · not affiliated with any government department · <a href="/about">About</a></footer>'

    def page(cert, addr, cur, pot, date, area, kind, *, url=None, printv=False, gen="12:04"):
        rows = [("Address", addr), ("Current rating", cur), ("Potential rating", pot), ("Assessed", date), ("Floor area", area), ("Property type", kind), ("Certificate number", cert)]
        rec = f"<h1>Energy certificate</h1>{table_kv(rows, 'epc')}"
        if printv:
            body = rec
        else:
            body = f'<header><a href="/">EPC Lookup</a></header><main>{rec}<p class="gen">Page generated at {gen}</p></main>{about}{foot}'
        return P(url or f"{host}/certificate/{cert}", doc(f"EPC for {addr}", body), f"epc-{cert}")

    a = ("0310-2841-7950-2294-1831", "14 Coronation Terrace, Brigg DN20 8HQ", "D (61)", "B (83)", "12 March 2015", "78 m²", "Mid-terrace house")
    a2 = ("2538-4013-2209-6117-4200", "14 Coronation Terrace, Brigg DN20 8HQ", "C (70)", "B (84)", "3 May 2024", "78 m²", "Mid-terrace house")
    b = ("9410-2852-6930-2104-1955", "16 Coronation Terrace, Brigg DN20 8HQ", "D (63)", "B (83)", "2 June 2019", "78 m²", "Mid-terrace house")
    c = ("7701-3328-4120-9924-0016", "18 Coronation Terrace, Brigg DN20 8HQ", "E (52)", "C (78)", "21 January 2017", "81 m²", "End-terrace house")
    d = ("4412-0091-7780-2251-3002", "Flat 2, 3 Wrawby Street, Brigg DN20 8JJ", "C (74)", "C (76)", "8 August 2022", "44 m²", "Flat")
    return [
        page(*a),
        page(*a2),
        page(*a2, url=f"{host}/certificate/2538-4013-2209-6117-4200?print=1", printv=True),
        page(*a2, url=f"{host}/certificate/2538-4013-2209-6117-4200?utm_source=rightmove", gen="16:31"),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url=f"{_m(host)}/certificate/4412-0091-7780-2251-3002", gen="09:15"),
    ]


@scen("mot_history", "MOT test history for cars of one model, mileages and dates differ")
def mot_history():
    host = "https://www.motcheckpro.co.uk"
    notes = (
        '<section class="notes"><h2>Understanding MOT results</h2><p>An MOT test checks that a vehicle meets minimum road '
        "safety and environmental standards on the day of the test. It does not show the condition of the engine, clutch "
        "or gearbox. A <b>pass</b> may come with advisories: items the tester thinks will need attention soon. A "
        "<b>fail</b> lists dangerous or major defects that must be repaired before the vehicle is driven.</p>"
        "<p>Recorded mileage helps you spot a clocked car: a reading that goes down between tests, or a long gap with "
        "almost no change, is worth asking the seller about. Cars under three years old do not need an MOT and have no "
        "history.</p><p>We get MOT data from the official records service. We cannot change a result; contact the test "
        "centre if you think a record is wrong.</p></section>"
    )
    foot = '<footer><p>MOT Check Pro · free vehicle checks · <a href="/full-check">Full history check</a> · <a href="/privacy">Privacy</a> · <a href="/cookies">Cookies</a></p></footer>'

    def page(reg, colour, first, tests, *, url=None, banner=False, checks=3):
        head_facts = ul_kv([("Make and model", "Ford Fiesta Titanium"), ("Colour", colour), ("Fuel", "Petrol"), ("First registered", first)], "veh")
        tbl = _rows(["Date", "Result", "Mileage", "Advisories"], tests, "mot")
        body = (f'{COOKIE_EN if banner else ""}<header><a href="/">MOT Check Pro</a></header><main><h1>{reg}</h1>{head_facts}{tbl}'
                f'<p class="checks">Checked {checks} times in the last 24 hours</p></main>{notes}{foot}')
        return P(url or f"{host}/check/{reg.replace(' ', '')}", doc(f"MOT history for {reg}", body), f"mot-{reg}")

    a = ("LR17 KHD", "Blue", "March 2017", [("14 Mar 2024", "Pass", "61,204", "Front tyres close to limit"), ("9 Mar 2023", "Pass", "54,880", "None"), ("2 Mar 2022", "Pass", "47,131", "None")])
    b = ("LR17 KHE", "Blue", "March 2017", [("20 Mar 2024", "Pass", "38,410", "None"), ("18 Mar 2023", "Pass", "34,002", "None"), ("15 Mar 2022", "Fail", "29,560", "Nearside headlamp aim too high")])
    c = ("LR17 KHF", "Grey", "March 2017", [("11 Apr 2024", "Pass", "71,950", "Brake discs worn"), ("4 Apr 2023", "Pass", "63,218", "None")])
    d = ("LR67 PXN", "Blue", "October 2017", [("30 Oct 2023", "Pass", "42,780", "None"), ("27 Oct 2022", "Pass", "36,444", "None")])
    return [
        page(*a),
        page(*a, url=f"{host}/check/LR17KHD?src=share", checks=5),
        page(*a, url=f"{host}/check/LR17KHD?utm_source=autotrader", banner=True, checks=6),
        page(*b),
        page(*b, url=f"{_m(host)}/check/LR17KHE"),
        page(*c),
        page(*d),
        page(*d, url=f"{host}/check/lr67pxn", checks=1),
    ]


@scen("census_transcriptions", "1881 census household transcriptions of neighbouring houses")
def census_transcriptions():
    host = "https://www.parishcensus.org.uk"
    side = [("/1841", "1841"), ("/1851", "1851"), ("/1861", "1861"), ("/1871", "1871"), ("/1881", "1881"), ("/1891", "1891"), ("/1901", "1901")]
    about = (
        '<div class="about"><h2>About the transcriptions</h2><p>These pages are transcribed by volunteers from the '
        "enumerators' books of the census for the parish. Each page shows one household as the enumerator wrote it: the "
        "schedule number, the address, and each person's name, relation to the head of the household, condition (married, "
        "single or widowed), age, occupation and place of birth. Spelling is kept as written, even when it is plainly "
        "wrong; ages of adults in 1841 were usually rounded down to the nearest five.</p><p>Please check the original "
        "image before you rely on a transcription for your family history. Corrections can be sent using the form on each "
        "page. The transcriptions may be used freely for private research but not republished without permission.</p></div>"
    )
    foot = '<footer>Parish Census Project · transcribed by volunteers · <a href="/volunteer">Volunteer</a> · <a href="/index">Surname index</a></footer>'

    def page(sched, addr, people, *, url=None, printv=False, years=side):
        tbl = _rows(["Name", "Relation", "Cond.", "Age", "Occupation", "Born"], people, "household")
        rec = f'<h1>1881 · Schedule {sched}</h1><p class="addr">{addr}</p>{tbl}'
        if printv:
            body = rec
        else:
            body = f'<header><a href="/">Parish Census Project</a> · Hartington</header><nav class="years">{_links(years, "y")}</nav><main>{rec}</main>{about}{foot}'
        return P(url or f"{host}/1881/hartington/{sched}", doc(f"Hartington 1881, schedule {sched}", body), f"cen-{sched}")

    h1 = ("41", "Dig Street", [("Thomas Brindley", "Head", "M", "44", "Lead miner", "Hartington"), ("Ann Brindley", "Wife", "M", "41", "", "Longnor"), ("Sarah Brindley", "Dau", "U", "15", "Dressmaker", "Hartington")])
    h2 = ("42", "Dig Street", [("John Brindley", "Head", "M", "39", "Lead miner", "Hartington"), ("Mary Brindley", "Wife", "M", "36", "", "Hartington"), ("Sarah Brindley", "Dau", "U", "9", "Scholar", "Hartington")])
    h3 = ("43", "Dig Street", [("Hannah Gould", "Head", "W", "67", "Annuitant", "Sheen")])
    h4 = ("44", "Dig Street", [("William Gould", "Head", "M", "31", "Cheese maker", "Sheen"), ("Emma Gould", "Wife", "M", "28", "", "Hartington")])
    h5 = ("45", "Market Place", [("George Bonsall", "Head", "M", "52", "Innkeeper", "Youlgreave"), ("Martha Bonsall", "Wife", "M", "50", "", "Youlgreave"), ("Ellen Gregory", "Serv", "U", "17", "General servant", "Biggin")])
    return [
        page(*h1),
        page(*h1, url=f"{host}/1881/hartington/41?print", printv=True),
        page(*h2),
        page(*h2, url=f"{host}/1881/hartington/42;jsessionid=8A1F20C39B", years=list(reversed(side))),
        page(*h3),
        page(*h4),
        page(*h5),
        page(*h5, url=f"{host}/1881/hartington/45?surname=bonsall"),
    ]


@scen("premises_licences", "council premises licence register, two pubs with the same hours")
def premises_licences():
    host = "https://licensing.harlowmere.gov.uk"
    notice = (
        '<section class="notice"><h2>About the public register</h2><p>The council must keep a register of premises licences, '
        "club premises certificates and temporary event notices under the Licensing Act 2003. The register shows the "
        "licence number, the premises, the licence holder, the designated premises supervisor and the licensable "
        "activities and hours permitted. Conditions attached to a licence can be inspected at the council offices by "
        "appointment.</p><p>Anyone may ask for a licence to be reviewed if they believe the premises is undermining the "
        "licensing objectives: the prevention of crime and disorder, public safety, the prevention of public nuisance and "
        "the protection of children from harm. Please contact the licensing team before making an application.</p>"
        "<p>Personal information on this register is published as required by law and must not be used for marketing.</p></section>"
    )
    foot = '<footer><p>Harlowmere Borough Council · Licensing Team · Civic Centre · licensing@harlowmere.gov.uk</p><p><a href="/accessibility">Accessibility statement</a></p></footer>'

    def page(no, name, addr, holder, acts, hours, *, url=None, crumbs="Home / Licensing / Public register"):
        rec = f"<h1>{name}</h1>" + dl_kv([("Licence number", no), ("Address", addr), ("Licence holder", holder), ("Activities", acts), ("Hours", hours)], "lic")
        body = f'<header><a href="/">Harlowmere Borough Council</a></header><div class="crumbs">{crumbs}</div><main>{rec}</main>{notice}{foot}'
        return P(url or f"{host}/register/premises/{no}", doc(f"{name} – premises licence", body), f"pl-{no}")

    hrs = "Mon–Thu 10:00–23:00; Fri–Sat 10:00–00:30; Sun 12:00–22:30"
    a = ("PL0812", "The Red Lion", "12 High Street, Harlowmere", "Hartwell Taverns Ltd", "Sale of alcohol; recorded music", hrs)
    b = ("PL0813", "The Plough", "88 Church Road, Harlowmere", "Hartwell Taverns Ltd", "Sale of alcohol; recorded music", hrs)
    c = ("PL0814", "The Plough", "88 Church Road, Harlowmere", "Hartwell Taverns Ltd", "Sale of alcohol; recorded music; live music", "Fri–Sat 10:00–01:00 (variation)")
    d = ("PL0820", "Costcutter Harlowmere", "3 Station Parade, Harlowmere", "S. Patel", "Sale of alcohol (off sales)", "Daily 07:00–23:00")
    e = ("PL0821", "Harlowmere Cricket Club", "The Pavilion, Ridge Lane", "Harlowmere CC", "Sale of alcohol; films; indoor sport", "Daily 11:00–23:00")
    return [
        page(*a),
        page(*a, url=f"{host}/register/premises/PL0812/index.html"),
        page(*b),
        page(*b, url=f"{host}/register/premises/PL0813?utm_source=email", crumbs="Home / Search / plough"),
        page(*c),
        page(*d),
        page(*e),
        page(*e, url=f"{host}/register/premises/PL0821?view=full", crumbs="Home / Licensing / Clubs"),
    ]


@scen("avalanche_forecasts", "daily avalanche forecasts for one area, current-conditions box changes")
def avalanche_forecasts():
    host = "https://www.hillavalanche.scot"
    scale = (
        '<section class="scale"><h2>The avalanche hazard scale</h2><ol><li><b>Low</b>: generally stable snow; avalanches only '
        "on a few extreme slopes.</li><li><b>Moderate</b>: heightened conditions on some steep slopes; choose routes with "
        "care.</li><li><b>Considerable</b>: dangerous conditions on many steep slopes; experience in judging snow is "
        "essential.</li><li><b>High</b>: very dangerous conditions; travel in avalanche terrain is not recommended.</li>"
        "<li><b>Very high</b>: widespread large avalanches likely, even on moderate slopes.</li></ol><p>The forecast is an "
        "assessment for the area as a whole and cannot describe every slope. Carry a map and compass, check the weather "
        "and tell someone your plans. Forecasts are issued at 18:00 for the following day during the winter season.</p></section>"
    )
    foot = '<footer>Hill Avalanche Forecasts · forecasts by field observers in each area · <a href="/reports">Submit an observation</a> · <a href="/about">About</a></footer>'

    def page(date, level, aspects, alt, text, *, url=None, amp=False, cond=("−4°C", "SW 40 km/h")):
        rec = f'<h1>Lochaber: {date}</h1>' + ul_kv([("Hazard", level), ("Aspects", aspects), ("Altitude", alt)], "fc") + f"<p>{text}</p>"
        box = f'<div class="now">Summit now: {cond[0]}, wind {cond[1]}</div>'
        head = f'<link rel="canonical" href="{host}/lochaber/{date.replace(" ", "-").lower()}">' if amp else ""
        body = f'<header><a href="/">Hill Avalanche Forecasts</a></header>{box}<main>{rec}</main>{scale}{foot}'
        slug = date.replace(" ", "-").lower()
        return P(url or f"{host}/lochaber/{slug}", doc(f"Lochaber avalanche forecast {date}", body, head=head), f"av-{slug}")

    a = ("12 Feb 2024", "Considerable", "NW through NE to E", "Above 900 m", "Fresh wind slab on lee slopes after overnight snow.")
    b = ("13 Feb 2024", "Considerable", "NW through NE to E", "Above 900 m", "Wind slab persists on lee slopes; some natural releases seen in gullies.")
    c = ("14 Feb 2024", "Moderate", "N through NE to E", "Above 1000 m", "Slab stabilising slowly after the thaw-freeze.")
    d = ("15 Feb 2024", "Moderate", "N through NE to E", "Above 1000 m", "Slab stabilising slowly after the thaw-freeze.")
    e = ("16 Feb 2024", "Low", "—", "—", "Generally stable; hard icy snow makes a slip the main hazard.")
    return [
        page(*a),
        page(*a, url=f"{host}/lochaber/12-feb-2024?utm_medium=email", cond=("−6°C", "W 55 km/h")),
        page(*a, url=f"{host}/amp/lochaber/12-feb-2024", amp=True, cond=("−5°C", "W 50 km/h")),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url=f"{host}/lochaber/15-feb-2024?utm_source=twitter", cond=("0°C", "S 20 km/h")),
        page(*e),
    ]


# ---------------------------------------------------------------- Chinese sites


@scen("zh_feiyi_chuanchengren", "非遗代表性传承人名录，同一项目多位传承人只差姓名年份")
def zh_feiyi_chuanchengren():
    host = "https://www.wzfeiyi.org.cn"
    chan = nav([("/", "首页"), ("/xm/", "非遗项目"), ("/ccr/", "代表性传承人"), ("/jd/", "传承基地"), ("/hd/", "活动资讯"), ("/fg/", "政策法规")], "chan")
    about = (
        '<div class="sm"><h4>关于代表性传承人</h4><p>非物质文化遗产代表性项目的代表性传承人，应当熟练掌握其传承的非物质文化遗产，'
        '在特定领域内具有代表性，并在一定区域内具有较大影响，积极开展传承活动。代表性传承人由县级以上人民政府文化主管部门认定，'
        '并分批次向社会公布。</p><p>代表性传承人应当履行开展传承活动、培养后继人才，妥善保存相关实物、资料，配合开展非物质文化遗产调查，'
        '参与非物质文化遗产公益性宣传等义务。无正当理由不履行义务的，文化主管部门可以取消其代表性传承人资格，重新认定该项目的代表性传承人。</p>'
        '<p>本栏目信息根据历次公布的名单整理，如有出入，以正式公布文件为准。</p></div>'
    )
    foot = '<div class="foot"><p>温州市非物质文化遗产保护中心　版权所有</p><p>地址：温州市鹿城区府前街　电话：0577-88123456　浙ICP备12034567号</p></div>'

    def page(pid, name, sex, born, item, code, cat, level, batch, bio, *, url=None, related=("瓯塑", "瓯绣", "细纹刻纸")):
        rec = (f'<div class="ccr"><h1>{name}</h1>' + table_kv([("性别", sex), ("出生年份", born), ("项目名称", item), ("项目编号", code),
               ("项目类别", cat), ("级别", level), ("公布批次", batch)], "ccr") + (f'<p class="jj">{bio}</p>' if bio else "") + "</div>")
        rel = '<div class="xg"><h4>相关项目</h4>' + _lis(related) + "</div>"
        body = f'<div class="head"><b>温州非遗网</b>{chan}</div><div class="pos">您的位置：首页 &gt; 代表性传承人</div>{rec}{rel}{about}{foot}'
        return P(url or f"{host}/ccr/{pid}.html", doc(f"{name} - 温州非遗网", body, lang="zh-CN"), f"fy-{pid}")

    a = ("330300-0112", "林某某", "男", "1958", "瓯塑", "Ⅶ-47", "传统美术", "省级", "第四批", "自幼随父学艺，擅长彩色油泥塑，作品多次参加全国工艺美术展览。")
    b = ("330300-0113", "陈某某", "女", "1963", "瓯塑", "Ⅶ-47", "传统美术", "省级", "第四批", "")
    c = ("330300-0114", "周某某", "女", "1971", "瓯塑", "Ⅶ-47", "传统美术", "市级", "第五批", "")
    d = ("330300-0120", "黄某某", "女", "1966", "瓯绣", "Ⅶ-22", "传统美术", "省级", "第三批", "从事瓯绣四十余年，带徒二十余人。")
    e = ("330300-0131", "郑某某", "男", "1949", "细纹刻纸", "Ⅶ-16", "传统美术", "国家级", "第三批", "")
    return [
        page(*a),
        page(*a, url=f"{host}/ccr/330300-0112.html?spm=wz.home.list.3", related=("瓯绣", "黄杨木雕", "米塑")),
        page(*b),
        page(*c),
        page(*c, url="https://m.wzfeiyi.org.cn/ccr/330300-0114.html"),
        page(*d),
        page(*e),
        page(*e, url=f"{host}/ccr/330300-0131.html?from=groupmessage", related=("剪纸", "瓯塑")),
    ]


@scen("zh_wenbao_danwei", "县级文物保护单位名录，同村多处古建筑")
def zh_wenbao_danwei():
    host = "https://wgj.nanxi.gov.cn"
    law = (
        '<div class="fgtx"><p>根据《中华人民共和国文物保护法》，各级文物保护单位应当划定必要的保护范围，作出标志说明，建立记录档案，'
        '并区别情况分别设置专门机构或者专人负责管理。在文物保护单位的保护范围内不得进行其他建设工程或者爆破、钻探、挖掘等作业；'
        '因特殊情况需要进行的，必须保证文物保护单位的安全，并依法报批。</p><p>任何单位和个人都有依法保护文物的义务。'
        '发现损坏、盗窃文物等违法行为的，请及时向县文物行政部门举报，举报电话：0577-67123001。</p></div>'
    )
    foot = '<div class="footer">主办单位：楠溪县文化和广电旅游体育局　地址：楠溪县县前路18号　网站标识码：3303240011　浙ICP备13001122号</div>'

    def page(no, name, era, cat, addr, batch, *, url=None, printv=False, crumb="首页 &gt; 文物保护 &gt; 保护单位名录"):
        rec = (f'<h1>{name}</h1><table class="wb" border="1"><tr><td>编号</td><td>{no}</td></tr><tr><td>时代</td><td>{era}</td></tr>'
               f'<tr><td>类别</td><td>{cat}</td></tr><tr><td>地址</td><td>{addr}</td></tr><tr><td>公布批次</td><td>{batch}</td></tr>'
               f'<tr><td>保护级别</td><td>县级文物保护单位</td></tr></table>')
        if printv:
            body = rec
        else:
            body = f'<div class="top">楠溪县文化和广电旅游体育局</div><div class="wz">当前位置：{crumb}</div><div class="con">{rec}</div>{law}{foot}'
        return P(url or f"{host}/wwbh/ml/{no}/", doc(f"{name}_楠溪县文化和广电旅游体育局", body, lang="zh-CN"), f"wb-{no}")

    a = ("7-031", "芙蓉村陈氏大宗", "清", "古建筑", "岩头镇芙蓉村", "第七批")
    b = ("7-032", "芙蓉村芙蓉亭", "清", "古建筑", "岩头镇芙蓉村", "第七批")
    c = ("7-033", "芙蓉村司马第", "清", "古建筑", "岩头镇芙蓉村", "第七批")
    d = ("7-034", "苍坡村李氏大宗", "清", "古建筑", "岩头镇苍坡村", "第七批")
    e = ("7-040", "岩头丽水街古窑址", "宋", "古遗址", "岩头镇丽水街", "第七批")
    return [
        page(*a),
        page(*a, url=f"{host}/wwbh/ml/7-031/index.html"),
        page(*b),
        page(*b, url=f"{host}/wwbh/ml/7-032/?print=1", printv=True),
        page(*c),
        page(*c, crumb="首页 &gt; 政务公开 &gt; 文物名录", url=f"{host}/zwgk/wwml/7-033/"),
        page(*d),
        page(*e),
    ]


@scen("zh_shuiwenzhan_gbk", "水文测站基本信息（GBK），标题只是站名，无h1，实时水位框变化")
def zh_shuiwenzhan_gbk():
    host = "http://www.lsswj.gov.cn"
    top = '<table width="100%" class="top"><tr><td>丽水市水文站</td><td>首页 | 水情信息 | 测站简介 | 水文年鉴 | 防汛知识 | 联系我们</td></tr></table>'
    shuoming = (
        '<div class="sm"><p>说明：水文测站是在流域内一定地点（或断面）按照统一标准对所需要的水文要素作系统观测以获取信息并进行处理为即时观测信息的指定地点。'
        '本栏目所列测站基本信息包括站名、站码、所在河流、集水面积、设站时间、测验项目及警戒水位、保证水位等特征值，均采用1985国家高程基准。</p>'
        '<p>实时水位数据为自动遥测报汛数据，未经整编审核，仅供参考，不作为防汛调度依据。防汛期间请以防汛部门发布的信息为准。'
        '水文监测设施受法律保护，任何单位和个人不得侵占、毁坏水文监测设施，不得在水文监测环境保护范围内从事采砂、取土、爆破等危害水文监测的活动。</p></div>'
    )
    foot = '<table width="100%" class="foot"><tr><td>主办：丽水市水文站　地址：丽水市莲都区中山街北288号　浙ICP备05054321号</td></tr></table>'

    def page(code, name, river, area, year, items, warn, guard, *, url=None, live=("2024-06-18 08:00", "44.21")):
        rec = (f'<table class="cz" border="1" cellpadding="3"><tr><td colspan="2"><b>{name}</b></td></tr>'
               f'<tr><td>站码</td><td>{code}</td></tr><tr><td>所在河流</td><td>{river}</td></tr><tr><td>集水面积（平方千米）</td><td>{area}</td></tr>'
               f'<tr><td>设站年份</td><td>{year}</td></tr><tr><td>测验项目</td><td>{items}</td></tr>'
               f'<tr><td>警戒水位（m）</td><td>{warn}</td></tr><tr><td>保证水位（m）</td><td>{guard}</td></tr></table>')
        box = f'<div class="ss">实时水位：{live[1]} m（{live[0]}）</div>'
        body = f'{top}<div class="wz">当前位置：首页 &gt;&gt; 测站简介</div>{rec}{box}{shuoming}{foot}'
        return P(url or f"{host}/czjj/show.asp?id={code}", doc("丽水市水文站", body, lang="zh-CN"), f"sw-{code}", encoding="gbk")

    a = ("70301400", "小溪口站", "瓯江", "3460", "1956", "水位、流量、降水", "45.50", "47.80")
    b = ("70301500", "石门站", "瓯江", "3460", "1962", "水位、降水", "45.50", "47.80")
    c = ("70302100", "大港头站", "大溪", "2080", "1951", "水位、流量、泥沙、降水", "51.00", "53.20")
    d = ("70302200", "碧湖站", "大溪", "2195", "1965", "水位、降水", "49.30", "51.60")
    e = ("70303300", "龙泉站", "龙泉溪", "1335", "1953", "水位、流量、降水、蒸发", "189.00", "191.50")
    return [
        page(*a),
        page(*a, url=f"{host}/czjj/show.asp?id=70301400&from=sqxx", live=("2024-06-18 09:00", "44.27")),
        page(*a, url=f"{host}/czjj/show.asp?id=70301400&page=1", live=("2024-06-18 10:00", "44.35")),
        page(*b, live=("2024-06-18 08:00", "43.10")),
        page(*c, live=("2024-06-18 08:00", "49.62")),
        page(*c, url=f"{host}/czjj/show.asp?id=70302100&print=1", live=("2024-06-18 11:00", "49.70")),
        page(*d, live=("2024-06-18 08:00", "47.85")),
        page(*e, live=("2024-06-18 08:00", "186.42")),
    ]


@scen("zh_jiance_zizhi", "建设工程质量检测机构资质公示，专项资质只差类别和证号")
def zh_jiance_zizhi():
    host = "https://zjj.xinzhou.gov.cn"
    side = [("/zwgk/tzgg/", "通知公告"), ("/zwgk/zzgl/", "资质管理"), ("/zwgk/zljd/", "质量监督"), ("/zwgk/aqjd/", "安全监督"), ("/zwgk/xzxk/", "行政许可")]
    tip = (
        '<div class="tsxx"><p>根据《建设工程质量检测管理办法》，检测机构应当按照资质证书规定的范围从事建设工程质量检测活动，'
        '不得转包检测业务，不得涂改、倒卖、出租、出借或者以其他形式非法转让资质证书。检测机构应当建立档案管理制度，'
        '检测合同、委托单、原始记录、检测报告应当按年度统一编号，编号应当连续，不得随意抽撤、涂改。</p>'
        '<p>资质证书有效期为5年。检测机构需要延续资质证书有效期的，应当在资质证书有效期届满30个工作日前向资质许可机关提出资质延续申请。'
        '社会公众可通过本栏目查询检测机构资质情况，对违法违规检测行为可向我局举报。</p></div>'
    )
    foot = '<div class="bottom"><p>忻州市住房和城乡建设局　主办</p><p>地址：忻州市忻府区和平西街　网站标识码：1409000012　晋ICP备08001234号</p></div>'

    def page(nid, org, cert, cat, addr, valid, *, url=None, side_=side, views=133):
        rec = _rows(["机构名称", "资质证书编号", "资质类别", "注册地址", "有效期至"], [(org, cert, cat, addr, valid)], "zz")
        body = (f'<div class="banner">忻州市住房和城乡建设局</div><div class="left">{_links(side_, "lm")}</div>'
                f'<div class="right"><div class="dqwz">首页 &gt; 资质管理</div><h1>检测机构资质信息</h1>{rec}<p class="llcs">浏览次数：{views}</p></div>{tip}{foot}')
        return P(url or f"{host}/zwgk/zzgl/{nid}.html", doc("检测机构资质信息", body, lang="zh-CN"), f"jc-{nid}")

    a = ("202405-11", "忻州某某工程检测有限公司", "晋建检字第140900001号", "主体结构及装饰装修", "忻州市忻府区七一北路", "2029-05-10")
    b = ("202405-12", "忻州某某工程检测有限公司", "晋建检字第140900002号", "钢结构", "忻州市忻府区七一北路", "2029-05-10")
    c = ("202405-13", "忻州某某工程检测有限公司", "晋建检字第140900003号", "地基基础", "忻州市忻府区七一北路", "2029-05-10")
    d = ("202405-14", "原平市某某建筑材料检测中心", "晋建检字第140900004号", "建筑材料及构配件", "原平市北同蒲路", "2029-05-16")
    e = ("202405-15", "定襄县某某检测技术有限公司", "晋建检字第140900005号", "建筑节能", "定襄县晋昌镇", "2029-05-20")
    return [
        page(*a),
        page(*a, views=139, side_=side[1:] + side[:1], url=f"{host}/zwgk/zzgl/202405-11.html?isshare=1"),
        page(*b),
        page(*c),
        page(*d),
        page(*d, views=58, url=f"{host}/zwgk/zzgl/202405-14/index.html"),
        page(*e),
        page("202405-16", "定襄县某某检测技术有限公司", "晋建检字第140900006号", "市政工程材料", "定襄县晋昌镇", "2029-05-20"),
    ]


@scen("zh_paiwu_xuke", "排污许可证信息公开，同园区企业只差行业和证号")
def zh_paiwu_xuke():
    host = "https://sthjj.haiyan.gov.cn"
    notice = (
        '<div class="xz"><h4>公开说明</h4><p>依据《排污许可管理条例》，依照法律规定实行排污许可管理的企业事业单位和其他生产经营者，'
        '应当依照本条例规定申请取得排污许可证；未取得排污许可证的，不得排放污染物。根据污染物产生量、排放量、对环境的影响程度等因素，'
        '对排污单位实行排污许可分类管理，分为重点管理和简化管理。</p><p>排污许可证有效期为5年。排污单位应当按照排污许可证规定，'
        '如实在全国排污许可证管理信息平台上公开污染物排放信息，并按照规定提交排污许可证执行报告。'
        '公众可以通过本栏目和全国排污许可证管理信息平台查询排污许可证信息，对违法排污行为进行监督举报，环保举报热线：12369。</p></div>'
    )
    foot = '<div class="ft">海盐县生态环境分局　主办　｜　联系电话：0573-86012369　｜　浙ICP备09045678号</div>'

    def page(no, firm, trade, kind, addr, valid, *, url=None, banner=False, related=None):
        rec = f'<div class="xkz"><h1>{firm}</h1>' + dl_kv([("许可证编号", no), ("行业类别", trade), ("管理类别", kind), ("生产经营场所地址", addr), ("有效期限", valid)], "pw") + "</div>"
        rel = '<div class="xg"><h4>相关信息</h4>' + _lis(related or ["2024年第二批排污许可证核发情况", "排污许可证执行报告提交提醒", "重点排污单位名录"]) + "</div>"
        body = f'{COOKIE_ZH if banner else ""}<div class="top">海盐县生态环境分局</div><div class="dq">当前位置：首页 » 信息公开 » 排污许可</div>{rec}{rel}{notice}{foot}'
        return P(url or f"{host}/xxgk/pwxk/{no}.html", doc(f"{firm}排污许可证信息", body, lang="zh-CN"), f"pw-{no}")

    a = ("91330424MA2BC1234X001V", "海盐某某紧固件有限公司", "紧固件制造", "简化管理", "海盐县武原街道工业园区", "2024-05-08至2029-05-07")
    b = ("91330424MA2BC5678Y001V", "海盐某某标准件有限公司", "紧固件制造", "简化管理", "海盐县武原街道工业园区", "2024-05-08至2029-05-07")
    c = ("91330424MA2BD2468Z001V", "海盐某某表面处理有限公司", "金属表面处理及热处理加工", "重点管理", "海盐县武原街道工业园区", "2024-05-10至2029-05-09")
    d = ("91330424MA2BD2468Z002V", "海盐某某表面处理有限公司（二厂）", "金属表面处理及热处理加工", "重点管理", "海盐县西塘桥街道", "2024-05-10至2029-05-09")
    e = ("91330424MA2BE1357W001U", "海盐某某纺织印染有限公司", "棉印染精加工", "重点管理", "海盐县沈荡镇", "2024-06-01至2029-05-31")
    return [
        page(*a),
        page(*a, url="https://m.sthjj.haiyan.gov.cn/xxgk/pwxk/91330424MA2BC1234X001V.html", banner=True),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/xxgk/pwxk/91330424MA2BD2468Z001V.html?from=timeline", related=["重点排污单位名录", "2024年第二批排污许可证核发情况"]),
        page(*d),
        page(*e),
        page(*e, url=f"{host}/xxgk/pwxk/91330424MA2BE1357W001U/index.html"),
    ]


@scen("zh_guanggao_xuke", "户外广告设置许可批前公示，一段话加一个小表")
def zh_guanggao_xuke():
    host = "https://cgj.jinhua.gov.cn"
    menu = _links([("/", "首页"), ("/zwgk/", "政务公开"), ("/bsfw/", "办事服务"), ("/hdjl/", "互动交流"), ("/szcg/", "数字城管")], "menu")
    rule = (
        '<div class="gz"><h4>户外广告设置要求</h4><p>户外广告设施的设置应当符合户外广告设施设置规划，与城市街景相协调，'
        '不得影响市容市貌和交通安全，不得利用行道树、绿化带、路灯杆设置。墙面广告不得遮挡建筑物门窗，屋顶广告原则上不予设置。'
        '户外广告设置单位应当对设施进行日常维护，保证设施安全、整洁、完好，发现破损、污浊、字体残缺的，应当及时修复。</p>'
        '<p>设置期限届满需要继续设置的，应当在期限届满30日前申请延续；逾期未申请或者未获批准的，应当在期限届满之日起10日内自行拆除。</p></div>'
    )
    foot = '<div class="foot">金华市综合行政执法局　主办　地址：金华市婺城区八一南街　浙ICP备11022334号</div>'

    def page(nid, who, place, form, size, term, date, *, url=None, printv=False):
        intro = f"<p>{who}申请在{place}设置户外广告设施，现将有关情况予以公示，公示期5个工作日，自{date}起。如有异议，请在公示期内向我局市政公用管理处书面反映。</p>"
        tbl = _rows(["申请单位", "设置地点", "设置形式", "规格", "设置期限"], [(who, place, form, size, term)], "gg")
        rec = f'<h1>户外广告设置许可批前公示</h1>{intro}{tbl}<p class="dw">金华市综合行政执法局<br>{date}</p>'
        if printv:
            body = rec
        else:
            body = f'<div class="hd">金华市综合行政执法局</div>{menu}<div class="loc">首页 &gt; 政务公开 &gt; 公示公告</div>{rec}{rule}{foot}'
        return P(url or f"{host}/zwgk/gsgg/{nid}.html", doc("户外广告设置许可批前公示", body, lang="zh-CN"), f"gg-{nid}")

    a = ("art_20240611_01", "金华某某餐饮管理有限公司", "婺城区宾虹路1088号一层", "墙面招牌", "12.0m×1.5m", "3年", "2024年6月11日")
    b = ("art_20240611_02", "金华某某餐饮管理有限公司", "金东区光南路566号一层", "墙面招牌", "12.0m×1.5m", "3年", "2024年6月11日")
    c = ("art_20240612_01", "浙江某某银行股份有限公司金华分行", "婺城区八一北街288号", "墙面招牌", "18.0m×1.8m", "3年", "2024年6月12日")
    d = ("art_20240613_01", "金华某某汽车销售服务有限公司", "金东区李渔路1888号", "立柱式", "3.0m×8.0m", "2年", "2024年6月13日")
    e = ("art_20240613_02", "金华某某汽车销售服务有限公司", "金东区李渔路1888号", "墙面招牌", "20.0m×2.0m", "3年", "2024年6月13日")
    return [
        page(*a),
        page(*a, url=f"{host}/zwgk/gsgg/art_20240611_01.html?print=yes", printv=True),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/zwgk/gsgg/art_20240612_01.html?webid=7&wbid=1"),
        page(*d),
        page(*e),
        page("art_20240614_01", "金华某某汽车销售服务有限公司", "金东区李渔路1890号", "墙面招牌", "20.0m×2.0m", "3年", "2024年6月14日"),
    ]


@scen("zh_yangquan_dengji", "养犬登记证查询结果，犬主姓名打码，同品种只差证号毛色日期")
def zh_yangquan_dengji():
    host = "https://www.hzyangquan.cn"
    guide = (
        '<div class="zn"><h4>文明养犬须知</h4><ol><li>携犬出户时，应当为犬只束犬链，并由完全民事行为能力人牵领，主动避让行人和车辆。</li>'
        '<li>不得携犬进入市场、商店、饭店、公园、学校、医院、展览馆等公共场所和乘坐除小型出租车以外的公共交通工具。</li>'
        '<li>犬只在户外排泄粪便的，携犬人应当立即清除。</li><li>每年应当按时为犬只注射狂犬病疫苗，并办理年检手续。</li>'
        '<li>重点管理区内禁止饲养烈性犬、大型犬。</li></ol><p>养犬登记证遗失的，应当在七日内到原登记机关申请补办。'
        '犬只死亡或者失踪的，应当在十五日内办理注销手续。</p></div>'
    )
    foot = '<div class="ft">杭州市养犬管理服务平台　技术支持：杭州某某信息技术有限公司　咨询电话：0571-87001110</div>'

    def page(no, dog, breed, colour, sex, owner, vacc, until, *, url=None, banner=False, stamp="2024-06-20 14:02:11"):
        rec = ('<div class="result"><h2>查询结果</h2>' + table_kv([("登记证号", no), ("犬名", dog), ("品种", breed), ("毛色", colour), ("性别", sex),
               ("犬主", owner), ("免疫日期", vacc), ("年检有效期至", until)], "dog") + f'<p class="t">查询时间：{stamp}</p></div>')
        body = f'{COOKIE_ZH if banner else ""}<div class="logo">杭州市养犬管理服务平台</div><div class="nav">首页｜办事指南｜登记查询｜免疫点查询｜收容信息</div>{rec}{guide}{foot}'
        return P(url or f"{host}/cx/djz?no={no}", doc("养犬登记查询", body, lang="zh-CN"), f"yq-{no}")

    a = ("浙A-2023-108842", "豆豆", "柯基犬", "黄白", "公", "张*", "2024-03-12", "2025-03-11")
    b = ("浙A-2023-108843", "豆豆", "柯基犬", "黄白", "母", "李*", "2024-03-14", "2025-03-13")
    c = ("浙A-2023-108901", "可乐", "柯基犬", "三色", "公", "王*", "2024-04-02", "2025-04-01")
    d = ("浙A-2024-000317", "团子", "比熊犬", "白", "母", "赵*", "2024-05-20", "2025-05-19")
    e = ("浙A-2024-000318", "团子", "比熊犬", "白", "公", "赵*", "2024-05-20", "2025-05-19")
    return [
        page(*a),
        page(*a, url=f"{host}/cx/djz?no=浙A-2023-108842&from=wx", stamp="2024-06-21 09:45:37"),
        page(*a, url="https://m.hzyangquan.cn/cx/djz?no=浙A-2023-108842", banner=True, stamp="2024-06-21 10:03:02"),
        page(*b),
        page(*c),
        page(*d),
        page(*e),
        page(*e, url=f"{host}/cx/djz?no=浙A-2024-000318&channel=alipay", stamp="2024-06-22 18:20:41"),
    ]


@scen("zh_jiliang_biaozhun_gbk", "计量标准考核证书查询（GBK），同单位标准只差测量范围和证号")
def zh_jiliang_biaozhun_gbk():
    host = "http://www.yqjl.gov.cn"
    top = '<div id="top">阳泉市市场监督管理局　计量标准考核信息查询</div><div id="menu">首页 | 法律法规 | 计量标准 | 检定机构 | 计量器具 | 办事指南</div>'
    memo = (
        '<div class="memo"><p>根据《计量标准考核办法》，计量标准是指准确度低于计量基准的，用于检定或校准其他计量标准或工作计量器具的计量器具。'
        '建立计量标准的单位应当按照规定向主持考核的人民政府计量行政部门申请计量标准考核，取得《计量标准考核证书》后方可开展量值传递工作。</p>'
        '<p>《计量标准考核证书》有效期为4年。有效期届满前6个月，建标单位应当向主持考核的人民政府计量行政部门申请计量标准复查考核。'
        '计量标准的主标准器及主要配套设备发生更换的，应当按照规定办理更换手续。本栏目数据仅供查询参考，以证书原件为准。</p></div>'
    )
    foot = '<div id="foot">主办：阳泉市市场监督管理局　地址：阳泉市城区南大街　晋ICP备06002345号</div>'

    def page(no, name, org, rng, unc, valid, *, url=None, hits=36, printv=False):
        rec = (f'<table class="zs" border="1" width="90%"><tr><td width="30%">证书编号</td><td>{no}</td></tr><tr><td>计量标准名称</td><td>{name}</td></tr>'
               f'<tr><td>建标单位</td><td>{org}</td></tr><tr><td>测量范围</td><td>{rng}</td></tr><tr><td>不确定度/准确度等级</td><td>{unc}</td></tr>'
               f'<tr><td>有效期至</td><td>{valid}</td></tr></table>')
        if printv:
            body = rec
        else:
            body = f'{top}<div class="wz">您现在的位置：首页 &gt; 计量标准 &gt; 证书查询</div>{rec}<p class="hits">阅读：{hits}次</p>{memo}{foot}'
        return P(url or f"{host}/jlbz/view.asp?id={no[-3:]}", doc("计量标准考核证书查询", body, lang="zh-CN"), f"jl-{no}", encoding="gbk")

    org = "阳泉市计量检定测试所"
    a = ("[2022]晋量标阳证字第101号", "精密压力表标准装置", org, "（0～60）MPa", "0.05级", "2026年8月14日")
    b = ("[2022]晋量标阳证字第102号", "精密压力表标准装置", org, "（-0.1～0）MPa", "0.05级", "2026年8月14日")
    c = ("[2022]晋量标阳证字第103号", "活塞式压力计标准装置", org, "（0.04～6）MPa", "0.02级", "2026年8月14日")
    d = ("[2023]晋量标阳证字第107号", "出租汽车计价器检定装置", org, "（0～9999）km", "±0.2%", "2027年3月2日")
    e = ("[2023]晋量标阳证字第108号", "衡器检定装置", "阳泉某某煤业集团计量中心", "（0～150）t", "M1等级", "2027年4月9日")
    return [
        page(*a),
        page(*a, hits=41, url=f"{host}/jlbz/view.asp?id=101&page=2"),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/jlbz/print.asp?id=103", printv=True),
        page(*d),
        page(*e),
        page(*e, hits=12, url=f"{host}/jlbz/view.asp?id=108&lm=3"),
    ]


@scen("zh_renfang_gongcheng", "人防工程（人员掩蔽）名录，平时用途和面积不同")
def zh_renfang_gongcheng():
    host = "https://rfb.shaoxing.gov.cn"
    know = (
        '<div class="zs"><h4>人防知识</h4><p>人民防空工程是指为保障战时人员与物资掩蔽、人民防空指挥、医疗救护等而单独修建的地下防护建筑，'
        '以及结合地面建筑修建的战时可用于防空的地下室。人防工程平时可以用作停车库、仓储等用途，但不得影响其防空效能。</p>'
        '<p>听到防空警报时，请保持镇静，听从指挥，按照疏散路线就近进入人防工程掩蔽。预先警报为鸣36秒、停24秒，反复3遍；'
        '空袭警报为鸣6秒、停6秒，反复15遍；解除警报为连续鸣放3分钟。每年9月第三个星期六为全民国防教育日，全市统一试鸣防空警报。</p></div>'
    )
    foot = '<div class="foot">绍兴市人民防空办公室　主办　｜　地址：绍兴市越城区凤林西路　｜　浙ICP备05011111号</div>'

    def page(nid, name, addr, area, people, use, unit, *, url=None, related=None, banner=False):
        rec = f'<h1>{name}</h1>' + ul_kv([("地址", addr), ("建筑面积", f"{area}平方米"), ("掩蔽人数", f"{people}人"), ("平时用途", use), ("维护管理单位", unit)], "rf")
        rel = '<div class="rel"><h4>附近人防工程</h4>' + _lis(related or ["镜湖新区某某广场地下室", "越城区某某小区地下车库"]) + "</div>"
        body = f'{COOKIE_ZH if banner else ""}<div class="hd">绍兴市人民防空办公室</div><div class="wz">首页 / 便民服务 / 人防工程查询</div>{rec}{rel}{know}{foot}'
        return P(url or f"{host}/bmfw/rfgc/{nid}.html", doc(f"{name} - 人防工程查询", body, lang="zh-CN"), f"rf-{nid}")

    a = ("yc-0107", "越城区某某花园1号人防工程", "越城区解放北路某某花园地下一层", "5620", "2800", "停车库", "某某物业服务有限公司")
    b = ("yc-0108", "越城区某某花园2号人防工程", "越城区解放北路某某花园地下一层", "4810", "2400", "停车库", "某某物业服务有限公司")
    c = ("yc-0109", "越城区某某商厦人防工程", "越城区中兴中路某某商厦地下二层", "3300", "1650", "仓储", "某某商厦有限公司")
    d = ("yc-0110", "越城区某某中学人防工程", "越城区环城西路某某中学地下一层", "2100", "1050", "体育活动用房", "某某中学")
    e = ("yc-0111", "越城区某某小区人防工程", "越城区北海街道某某小区地下一层", "4810", "2400", "停车库", "某某物业服务有限公司")
    return [
        page(*a),
        page(*a, url="https://m.rfb.shaoxing.gov.cn/bmfw/rfgc/yc-0107.html", banner=True),
        page(*b),
        page(*b, related=["越城区某某花园1号人防工程", "越城区某某商厦人防工程"], url=f"{host}/bmfw/rfgc/yc-0108.html?from=map"),
        page(*c),
        page(*d),
        page(*e),
        page(*e, url=f"{host}/bmfw/rfgc/yc-0111/index.html", related=["越城区某某中学人防工程"]),
    ]


@scen("zh_cehui_zizhi", "测绘资质单位名录，同等级单位只差名称证号和专业范围")
def zh_cehui_zizhi():
    host = "https://zrzyj.ganzhou.gov.cn"
    side = [("/zwgk/chgl/zzgl/", "资质管理"), ("/zwgk/chgl/cgsj/", "测绘成果"), ("/zwgk/chgl/dtgl/", "地图管理"), ("/zwgk/chgl/jzbh/", "测量标志保护")]
    shuoming = (
        '<div class="sm"><p>测绘资质分为甲、乙两个等级。取得测绘资质的单位，应当在资质证书载明的业务范围内从事测绘活动，'
        '不得超越资质等级许可的范围从事测绘活动，不得以其他测绘单位的名义从事测绘活动，不得允许其他单位以本单位的名义从事测绘活动。'
        '测绘单位不得将承包的测绘项目转包。</p><p>委托方选择测绘单位时，请核实其资质证书的有效期和专业范围。'
        '对无资质或超越资质范围从事测绘活动的行为，欢迎向我局测绘地理信息管理科举报，电话：0797-8123400。</p></div>'
    )
    foot = '<div class="bottom">赣州市自然资源局　版权所有　｜　网站标识码：3607000015　｜　赣ICP备10003456号</div>'

    def page(no, org, grade, scope, valid, *, url=None, side_=side, crumb="首页 &gt; 测绘管理 &gt; 资质管理"):
        rec = '<h1>测绘资质单位信息</h1>' + table_kv([("单位名称", org), ("证书编号", no), ("资质等级", grade), ("专业范围", scope), ("有效期至", valid)], "ch")
        body = f'<div class="banner">赣州市自然资源局</div><div class="sub">{_links(side_, "sub")}</div><div class="pos">{crumb}</div>{rec}{shuoming}{foot}'
        return P(url or f"{host}/zwgk/chgl/zzgl/{no}.html", doc("测绘资质单位信息_赣州市自然资源局", body, lang="zh-CN"), f"ch-{no}")

    a = ("乙测资字36503101", "赣州某某测绘有限公司", "乙级", "工程测量、不动产测绘", "2027-12-31")
    b = ("乙测资字36503102", "赣州某某地理信息有限公司", "乙级", "工程测量、不动产测绘", "2027-12-31")
    c = ("乙测资字36503103", "赣州某某规划勘测设计院", "乙级", "工程测量、界线与不动产测绘、地理信息系统工程", "2027-12-31")
    d = ("乙测资字36503104", "瑞金市某某测绘服务有限公司", "乙级", "不动产测绘", "2028-06-30")
    e = ("甲测资字36500021", "江西某某勘测院", "甲级", "大地测量、测绘航空摄影、工程测量、不动产测绘", "2028-06-30")
    return [
        page(*a),
        page(*a, side_=list(reversed(side)), url=f"{host}/zwgk/chgl/zzgl/乙测资字36503101.html?keywords=测绘"),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url=f"{host}/zwgk/chgl/zzgl/乙测资字36503104/index.html", crumb="首页 &gt; 政务公开 &gt; 测绘资质"),
        page(*e),
        page(*b, url="https://m.zrzyj.ganzhou.gov.cn/zwgk/chgl/zzgl/乙测资字36503102.html"),
    ]


@scen("zh_lvxingshe_minglu", "旅行社名录，总社和分社只差地址电话")
def zh_lvxingshe_minglu():
    host = "https://www.xmlvyou.gov.cn"
    tips = (
        '<div class="ts"><h4>游客提示</h4><p>报名参加旅游团前，请查验旅行社的《旅行社业务经营许可证》，确认其经营范围。'
        '只有取得出境旅游业务许可的旅行社方可组织出境旅游。请与旅行社签订规范的旅游合同，明确行程安排、住宿餐饮标准、购物和自费项目等内容，'
        '索取并保存好发票等消费凭证。</p><p>警惕“零负团费”“不合理低价游”，拒绝参加未经同意的购物活动和另行付费旅游项目。'
        '旅游过程中权益受到损害的，可拨打12345旅游服务热线投诉。</p></div>'
    )
    foot = '<div class="foot">厦门市文化和旅游局　主办　地址：厦门市思明区湖滨北路　闽ICP备05012345号</div>'

    def page(no, name, kind, scope, addr, tel, *, url=None, hits=220, related=None):
        rec = (f'<div class="lxs"><h1>{name}</h1>' + dl_kv([("许可证号", no), ("类型", kind), ("经营范围", scope), ("经营场所", addr), ("联系电话", tel)], "l")
               + f'<p class="hits">浏览：{hits}</p></div>')
        rel = '<div class="tj"><h4>相关推荐</h4>' + _lis(related or ["厦门市A级旅游景区名录", "厦门市星级饭店名录", "导游服务中心"]) + "</div>"
        body = f'<div class="top">厦门旅游政务网</div><div class="path">首页 › 行业管理 › 旅行社名录</div>{rec}{rel}{tips}{foot}'
        return P(url or f"{host}/hygl/lxs/{no}.html", doc(f"{name}_旅行社名录", body, lang="zh-CN"), f"lx-{no}")

    a = ("L-FJ-CJ00321", "厦门某某国际旅行社有限公司", "总社", "入境旅游、国内旅游、出境旅游", "思明区鹭江道88号", "0592-2101234")
    b = ("L-FJ-CJ00321-FS01", "厦门某某国际旅行社有限公司湖里分社", "分社", "入境旅游、国内旅游、出境旅游", "湖里区嘉禾路401号", "0592-5101234")
    c = ("L-FJ-CJ00321-FS02", "厦门某某国际旅行社有限公司集美分社", "分社", "入境旅游、国内旅游、出境旅游", "集美区杏林湾路18号", "0592-6101234")
    d = ("L-FJ-100876", "厦门某某假期旅行社有限公司", "总社", "入境旅游、国内旅游", "思明区厦禾路820号", "0592-2207788")
    e = ("L-FJ-100877", "厦门某某假日旅行社有限公司", "总社", "入境旅游、国内旅游", "思明区厦禾路822号", "0592-2207799")
    return [
        page(*a),
        page(*a, hits=226, url=f"{host}/hygl/lxs/L-FJ-CJ00321.html?share=wechat", related=["导游服务中心", "旅游投诉指南"]),
        page(*b),
        page(*c),
        page(*c, url="https://m.xmlvyou.gov.cn/hygl/lxs/L-FJ-CJ00321-FS02.html", hits=97),
        page(*d),
        page(*e),
        page(*e, hits=230, url=f"{host}/hygl/lxs/L-FJ-100877/"),
    ]


@scen("zh_xingji_fandian", "星级饭店名录，同星级饭店只差名称客房数和评定年份")
def zh_xingji_fandian():
    host = "https://wlt.sanya-lvyou.cn"
    bz = (
        '<div class="bz"><h4>星级评定说明</h4><p>旅游饭店星级分为五个级别，即一星级、二星级、三星级、四星级、五星级。'
        '星级越高，表示饭店档次越高。星级评定依据《旅游饭店星级的划分与评定》国家标准，对饭店的建筑、设施设备、服务项目和运营管理进行综合评价。'
        '星级标志有效期为三年，三年期满后应当进行复核。</p><p>对星级饭店的服务质量，实行年度复核和暗访检查制度。'
        '对达不到标准要求的饭店，视情节给予限期整改、降低或取消星级的处理，并向社会公告。宾客对星级饭店的服务质量有意见的，可向星评委办公室反映。</p></div>'
    )
    foot = '<div class="ft">三亚市旅游饭店星级评定委员会办公室　电话：0898-88201234　琼ICP备09001234号</div>'

    def page(nid, name, star, rooms, year, addr, *, url=None, amp=False, gen="2024-06-19 10:00"):
        rec = f'<h1>{name}</h1>' + _rows(["星级", "客房数", "评定年份", "地址"], [(star, rooms, year, addr)], "fd") + f'<p class="gen">数据生成时间：{gen}</p>'
        head = f'<link rel="canonical" href="{host}/xjfd/{nid}.html">' if amp else ""
        body = f'<div class="hd">三亚市星级饭店名录</div><div class="pos">首页 &gt; 星级饭店</div>{rec}{bz}{foot}'
        return P(url or f"{host}/xjfd/{nid}.html", doc(f"{name}_星级饭店名录", body, lang="zh-CN", head=head), f"xj-{nid}")

    a = ("5-021", "三亚某某湾度假酒店", "五星级", "468", "2016", "吉阳区亚龙湾国家旅游度假区")
    b = ("5-022", "三亚某某湾海景酒店", "五星级", "412", "2017", "吉阳区亚龙湾国家旅游度假区")
    c = ("5-023", "三亚某某湾丽景酒店", "五星级", "468", "2018", "吉阳区亚龙湾国家旅游度假区")
    d = ("4-105", "三亚某某大酒店", "四星级", "286", "2012", "天涯区解放路")
    e = ("3-210", "三亚某某商务酒店", "三星级", "120", "2019", "天涯区新风街")
    return [
        page(*a),
        page(*a, url=f"{host}/amp/xjfd/5-021.html", amp=True),
        page(*a, url=f"{host}/xjfd/5-021.html?utm_source=baidu", gen="2024-06-20 10:00"),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url=f"{host}/xjfd/4-105.html?from=singlemessage", gen="2024-06-21 10:00"),
        page(*e),
    ]


@scen("zh_weihuo_yunshu_gbk", "道路危险货物运输经营许可公示（GBK），同类业户只差车辆数和范围")
def zh_weihuo_yunshu_gbk():
    host = "http://www.cqysj.gov.cn"
    head = '<div class="head">沧州市交通运输局　道路运输管理</div><div class="lm">首页 | 政务公开 | 行政许可 | 运输管理 | 安全监督 | 公众服务</div>'
    shengming = (
        '<div class="gz"><p>从事道路危险货物运输经营，应当具备下列条件：有符合要求的专用车辆及设备，有符合要求的停车场地，'
        '有具备从业资格的驾驶人员、装卸管理人员和押运人员，有健全的安全生产管理制度。专用车辆应当安装具有行驶记录功能的卫星定位装置，'
        '并悬挂符合国家标准的危险货物道路运输标志。</p><p>危险货物运输企业应当按照许可的经营范围从事运输，不得转让、出租道路运输经营许可证件。'
        '对未经许可擅自从事道路危险货物运输的，由道路运输管理机构依法查处。举报电话：0317-2012345。</p></div>'
    )
    foot = '<div class="foot">沧州市交通运输局　版权所有　冀ICP备05006789号　技术支持：沧州某某网络公司</div>'

    def page(nid, firm, lic, scope, trucks, valid, *, url=None, printv=False, hits=19):
        rec = (f'<table class="xk" border="1"><tr><th>业户名称</th><td>{firm}</td></tr><tr><th>经营许可证号</th><td>{lic}</td></tr>'
               f'<tr><th>经营范围</th><td>{scope}</td></tr><tr><th>车辆数</th><td>{trucks}</td></tr><tr><th>有效期至</th><td>{valid}</td></tr></table>')
        if printv:
            body = rec
        else:
            body = f'{head}<div class="dq">当前位置：首页 &gt; 行政许可 &gt; 许可公示</div><h2>道路危险货物运输经营许可信息</h2>{rec}<p class="hits">浏览次数：{hits}</p>{shengming}{foot}'
        return P(url or f"{host}/xzxk/show.asp?id={nid}", doc("沧州市交通运输局", body, lang="zh-CN"), f"wh-{nid}", encoding="gbk")

    a = ("3301", "沧州某某危险货物运输有限公司", "冀交运管许可沧字130900001234号", "危险货物运输（2类1项、3类）", "48辆", "2028年4月30日")
    b = ("3302", "沧州某某化工物流有限公司", "冀交运管许可沧字130900001235号", "危险货物运输（2类1项、3类）", "36辆", "2028年4月30日")
    c = ("3303", "沧州某某化工物流有限公司", "冀交运管许可沧字130900001236号", "危险货物运输（8类）", "12辆", "2028年4月30日")
    d = ("3304", "黄骅市某某运输有限公司", "冀交运管许可沧字130900001237号", "危险货物运输（3类）", "20辆", "2028年5月15日")
    e = ("3305", "任丘市某某油品运输有限公司", "冀交运管许可沧字130900001238号", "危险货物运输（3类）", "20辆", "2028年5月15日")
    return [
        page(*a),
        page(*a, hits=23, url=f"{host}/xzxk/show.asp?id=3301&classid=12"),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/xzxk/print.asp?id=3303", printv=True),
        page(*d),
        page(*e),
        page(*e, hits=40, url=f"{host}/xzxk/show.asp?id=3305&keyword=%D3%CD%C6%B7"),
    ]


@scen("zh_siliao_xuke", "饲料生产许可证信息，同企业不同产品类别各一证")
def zh_siliao_xuke():
    host = "https://nyncj.linyi.gov.cn"
    menu = '<ul class="menu"><li>首页</li><li>机构职能</li><li>政务公开</li><li>畜牧兽医</li><li>农产品质量安全</li><li>政策解读</li><li>互动交流</li></ul>'
    fg = (
        '<div class="fg"><p>根据《饲料和饲料添加剂管理条例》，设立饲料、饲料添加剂生产企业，应当符合饲料工业发展规划和产业政策，'
        '并具备与生产饲料、饲料添加剂相适应的厂房、设备和仓储设施，与生产饲料、饲料添加剂相适应的专职技术人员，'
        '必要的产品质量检验机构、人员、设施和质量管理制度，以及符合国家规定的安全、卫生要求的生产环境和环境保护要求。</p>'
        '<p>饲料生产许可证有效期为5年。有效期满需要继续生产的，应当在有效期届满6个月前申请续展。'
        '企业生产地址变更或者生产范围变更的，应当重新申请生产许可证。现将我市核发的饲料生产许可证信息予以公开。</p></div>'
    )
    foot = '<div class="gf">临沂市农业农村局　主办　｜　网站标识码：3713000025　｜　鲁ICP备05012346号　｜　鲁公网安备37130202000123号</div>'

    def page(nid, firm, no, products, addr, valid, *, url=None, views=64, crumb="首页 &gt; 政务公开 &gt; 行政许可"):
        rec = _rows(["企业名称", "许可证编号", "生产范围", "生产地址", "有效期"], [(firm, no, products, addr, valid)], "sl")
        body = f'<div class="logo">临沂市农业农村局</div>{menu}<div class="dqwz">当前位置：{crumb}</div><div class="nr"><h1>饲料生产许可证信息公开</h1>{rec}<p>浏览次数：{views}</p></div>{fg}{foot}'
        return P(url or f"{host}/zwgk/xzxk/slsc/{nid}.html", doc("饲料生产许可证信息公开", body, lang="zh-CN"), f"sl-{nid}")

    a = ("t20240604_1", "临沂某某饲料有限公司", "鲁饲证（2024）13031", "配合饲料（畜禽）", "临沂市兰山区义堂镇", "2024.06.03-2029.06.02")
    b = ("t20240604_2", "临沂某某饲料有限公司", "鲁饲证（2024）13032", "浓缩饲料（畜禽）", "临沂市兰山区义堂镇", "2024.06.03-2029.06.02")
    c = ("t20240604_3", "临沂某某饲料有限公司", "鲁饲证（2024）13033", "精料补充料（反刍动物）", "临沂市兰山区义堂镇", "2024.06.03-2029.06.02")
    d = ("t20240604_4", "费县某某生物科技有限公司", "鲁饲证（2024）13034", "配合饲料（水产）", "费县探沂镇", "2024.06.03-2029.06.02")
    e = ("t20240611_1", "沂南县某某饲料厂", "鲁饲证（2024）13035", "配合饲料（畜禽）、浓缩饲料（畜禽）", "沂南县界湖街道", "2024.06.10-2029.06.09")
    return [
        page(*a),
        page(*a, views=70, url=f"{host}/zwgk/xzxk/slsc/t20240604_1.html?source=wx"),
        page(*b),
        page(*c),
        page(*c, crumb="首页 &gt; 畜牧兽医 &gt; 饲料管理", url=f"{host}/xmsy/slgl/t20240604_3.html"),
        page(*d),
        page(*e),
        page(*e, views=18, url=f"{host}/zwgk/xzxk/slsc/t20240611_1.html?from=timeline"),
    ]


@scen("zh_menpai_gonggao", "门牌号码编制公告，无h1，标题只是站名，各路段列几处门牌")
def zh_menpai_gonggao():
    host = "https://mzj.huzhou.gov.cn"
    col = _links([("/col/dmgl/", "地名管理"), ("/col/mpbz/", "门牌编制"), ("/col/dmwh/", "地名文化"), ("/col/bszn/", "办事指南")], "col")
    sm = (
        '<div class="xz"><p>门牌是标示建筑物位置和编号的地名标志，是公安户籍登记、不动产登记、邮政投递、应急救援的重要依据。'
        '门牌号码按照“道路东侧、北侧为单号，西侧、南侧为双号”的原则，自道路起点向终点方向顺序编制。'
        '门牌由民政部门统一编制、统一制作、统一安装，任何单位和个人不得擅自设置、涂改、遮挡、损毁或移动门牌。</p>'
        '<p>门牌号码编制后，产权人可持本公告及相关材料到所在地派出所、不动产登记中心等部门办理地址变更手续。'
        '对门牌编制有疑问的，请与市民政局区划地名科联系，电话：0572-2391234。</p></div>'
    )
    foot = '<div class="foot">湖州市民政局　主办　｜　浙ICP备05009988号　｜　网站标识码：3305000009</div>'

    def page(nid, road, start, items, date, *, url=None, printv=False, views=88):
        intro = f'<p>根据《地名管理条例》和《湖州市地名管理办法》有关规定，我局对{road}（{start}）沿线建筑物编制门牌号码，现公告如下：</p>'
        tbl = _rows(["建筑物名称", "门牌号码"], items, "mp")
        rec = f'<div class="title">{road}门牌号码编制公告</div>{intro}{tbl}<p class="sign">湖州市民政局<br>{date}</p>'
        if printv:
            body = rec
        else:
            body = f'<div class="hd">湖州市民政局</div><div class="l">{col}</div><div class="r"><div class="pos">首页 &gt; 地名管理 &gt; 门牌编制</div>{rec}<p>浏览次数：{views}</p></div>{sm}{foot}'
        return P(url or f"{host}/col/mpbz/art/{nid}.html", doc("湖州市民政局", body, lang="zh-CN"), f"mp-{nid}")

    a = ("2024_0521_1", "龙溪北路", "苕溪西路至西山漾路", [("某某花园北区", "龙溪北路1001号"), ("某某花园南区", "龙溪北路1003号"), ("某某小学", "龙溪北路1008号")], "2024年5月21日")
    b = ("2024_0521_2", "龙溪南路", "苕溪西路至环城南路", [("某某花园北区", "龙溪南路101号"), ("某某花园南区", "龙溪南路103号"), ("某某小学", "龙溪南路108号")], "2024年5月21日")
    c = ("2024_0603_1", "仁皇山路", "青铜路至二环北路", [("某某科技园", "仁皇山路666号")], "2024年6月3日")
    d = ("2024_0603_2", "青铜路", "仁皇山路至金盖山路", [("某某科技园东门", "青铜路511号"), ("某某幼儿园", "青铜路520号")], "2024年6月3日")
    e = ("2024_0617_1", "织里中路", "振兴路至长安路", [("某某商贸城", "织里中路288号"), ("某某商贸城二期", "织里中路290号")], "2024年6月17日")
    return [
        page(*a),
        page(*a, views=93, url=f"{host}/col/mpbz/art/2024_0521_1.html?isshare=1"),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/col/mpbz/art/2024_0603_1.html?print=1", printv=True),
        page(*d),
        page(*e),
        page(*e, url="https://m.mzj.huzhou.gov.cn/col/mpbz/art/2024_0617_1.html", views=31),
    ]


@scen("zh_zhaijidi_gongshi_gbk", "农村宅基地审批公示（GBK），无h1，同村各户只差户主面积四至")
def zh_zhaijidi_gongshi_gbk():
    host = "http://www.dazhuangzhen.gov.cn"
    top = '<table width="100%" class="top"><tr><td>大庄镇人民政府</td></tr><tr><td>首页 | 政务公开 | 村务公开 | 便民服务 | 乡村振兴 | 联系我们</td></tr></table>'
    zc = (
        '<div class="zc"><p>农村村民一户只能拥有一处宅基地，面积不得超过规定标准。农村村民建住宅，应当符合乡（镇）土地利用总体规划、村庄规划，'
        '不占或少占耕地，并尽量使用原有的宅基地和村内空闲地。农村村民出卖、出租、赠与住宅后，再申请宅基地的，不予批准。</p>'
        '<p>经村民小组会议讨论通过并在本小组公示、村集体经济组织或村民委员会审查、镇农业农村办公室等部门联审后，现将拟批准的宅基地申请予以公示。'
        '公示期7天。如有异议，请在公示期内以书面形式向镇农业农村办公室反映，反映问题须实事求是，署真实姓名。联系电话：0531-83201234。</p></div>'
    )
    foot = '<table width="100%" class="foot"><tr><td>大庄镇人民政府　主办　鲁ICP备08004567号</td></tr></table>'

    def page(nid, village, who, people, area, kind, sizhi, date, *, url=None, printv=False, hits=27):
        rec = (f'<p class="bt"><b>{village}农村宅基地审批公示</b></p><table border="1" class="zjd"><tr><td>户主</td><td>家庭人口</td><td>申请面积（平方米）</td>'
               f'<td>建房类型</td><td>四至</td></tr><tr><td>{who}</td><td>{people}</td><td>{area}</td><td>{kind}</td><td>{sizhi}</td></tr></table>'
               f'<p class="rq">公示时间：{date}</p>')
        if printv:
            body = rec
        else:
            body = f'{top}<p class="wz">当前位置：首页 &gt;&gt; 村务公开 &gt;&gt; 宅基地审批</p>{rec}<p>点击：{hits}</p>{zc}{foot}'
        return P(url or f"{host}/cwgk/zjd/{nid}.html", doc("大庄镇人民政府", body, lang="zh-CN"), f"zj-{nid}", encoding="gbk")

    a = ("20240605001", "前王村", "王某某", "4", "166", "原址翻建", "东至道路，西至王某华，南至道路，北至沟渠", "2024年6月5日至6月11日")
    b = ("20240605002", "前王村", "王某华", "5", "166", "原址翻建", "东至王某某，西至李某，南至道路，北至沟渠", "2024年6月5日至6月11日")
    c = ("20240605003", "前王村", "李某", "3", "150", "新建", "东至王某华，西至空地，南至道路，北至沟渠", "2024年6月5日至6月11日")
    d = ("20240612001", "后张村", "张某某", "4", "166", "原址翻建", "东至道路，西至张某明，南至道路，北至农田", "2024年6月12日至6月18日")
    e = ("20240612002", "后张村", "张某明", "6", "200", "原址翻建", "东至张某某，西至道路，南至道路，北至农田", "2024年6月12日至6月18日")
    return [
        page(*a),
        page(*a, hits=31, url=f"{host}/cwgk/zjd/20240605001.html?t=1718003200"),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/cwgk/zjd/print.asp?id=20240605003", printv=True),
        page(*d),
        page(*e),
        page(*e, hits=12, url=f"{host}/cwgk/zjd/20240612002/index.html"),
    ]


def scenarios():
    return built(SC)
