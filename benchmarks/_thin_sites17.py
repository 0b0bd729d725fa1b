# ruff: noqa: E501
"""Thin pages of 36 more made-up sites (English and Chinese, some GBK), written blind by a seventeenth false-drop hunt (a helper), who read none of the plugin's rules; each scenario is one host's pages, labelled with their content: pages with one content label are true copies (print versions, mobile m. hosts, AMP paths, tracking and session query parameters, /index.html suffixes, changed view counters and "generated at" times, reordered sidebars, added cookie banners, other breadcrumbs, other related-items boxes, changed live-status boxes); different labels are documents a reader would call different.
Site kinds: ghost signs archive, dovecote survey, ice house register, drinking fountain register, bandstand concert seasons, street piano map, heritage gas lamp register, coal hole cover catalogue, daffodil cultivar register, racecourse going reports, pollen forecasts, out-of-hours pharmacy rota, geocache listings, magazine back issues, vintage tractor register, lost cinemas, filming locations library, village cricket scorecards, parish boundary stones, public weighbridge register, 校车线路公示, 地理标志产品保护, 换热站信息公开 (GBK), 绿色食品证书公告, 房屋征收分户补偿公示, 商品房预售许可 (GBK), 食品经营许可公示, 建筑垃圾运输车辆核准, 放射诊疗许可, 碑刻目录, 宣纸商品页, 月饼礼盒商品页, 开锁业备案名单 (GBK), 二次供水清洗消毒公示, 营业性演出许可公告, 家谱目录 (GBK)."""

from __future__ import annotations

import json

from benchmarks._thin_site_kit import P, built, dl_kv, doc, nav, scenario_registry, table_kv, ul_kv

SC, scen = scenario_registry()


def _m(url):
    """The same path on the site's m. host."""
    return url.replace("://www.", "://m.", 1)


def _ld(obj):
    """A JSON-LD script element for the head."""
    return '<script type="application/ld+json">' + json.dumps(obj, ensure_ascii=False) + "</script>"


def _fig(src, alt, cap, cls="photo"):
    return f'<figure class="{cls}"><img src="{src}" alt="{alt}" loading="lazy"><figcaption>{cap}</figcaption></figure>'


def _thead(head, rows, cls="tbl"):
    th = "".join(f'<th scope="col">{h}</th>' for h in head)
    trs = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
    return f'<table class="{cls}"><thead><tr>{th}</tr></thead><tbody>{trs}</tbody></table>'


def _kvdivs(rows, cls="props"):
    """Key/value pairs as div soup, as many CMS templates write them."""
    return f'<div class="{cls}">' + "".join(
        f'<div class="prop"><span class="prop-k">{k}</span><span class="prop-v">{v}</span></div>' for k, v in rows) + "</div>"


def _crumbs(items, cls="breadcrumb"):
    lis = "".join(f'<li><a href="{h}">{t}</a></li>' if h else f'<li aria-current="page">{t}</li>' for h, t in items)
    return f'<ol class="{cls}">{lis}</ol>'


def _lis(items, cls="list"):
    return f'<ul class="{cls}">' + "".join(f"<li>{t}</li>" for t in items) + "</ul>"


BANNER_EN = (
    '<div class="cookie-notice" role="dialog"><p>We use essential cookies to make this site work. With your permission we '
    "would also like to set analytics cookies to see which pages are useful. You can change your mind at any time on the "
    'cookies page.</p><p><a class="btn" href="?cookies=accept">Accept all</a> <a class="btn" href="?cookies=essential">Essential only</a></p></div>'
)

BANNER_ZH = (
    '<div id="cookieTip" class="tip-cookie">本站使用Cookie以保障网站正常运行并改进服务，继续浏览即表示您同意我们按照'
    '《网站隐私政策》使用Cookie。<a href="javascript:;" class="ok">我知道了</a></div>'
)


# ---------------------------------------------------------------- English sites


@scen("ghost_signs", "archive of faded painted wall adverts; figure with the sign's wording as caption, title is the site name")
def ghost_signs():
    host = "https://www.ghostsignsarchive.org.uk"
    about = (
        '<section class="about-archive"><h2>About the archive</h2><p>Ghost signs are the hand-painted advertisements that '
        "once covered the gable ends and shop fronts of British towns: soap, cocoa, corsets, removals, hotels and the names of "
        "long-gone grocers. Most were painted by sign writers working from ladders and cradles in the years before the "
        "Second World War, using lead-based paints that have proved far more durable than the businesses they promoted.</p>"
        "<p>The archive records each sign with a photograph, the legible wording, the wall it is painted on and an estimate "
        "of its date. Where a wall carries more than one layer of lettering, each layer is recorded separately, because the "
        "layers are different advertisements painted at different times. Wording in square brackets is inferred.</p>"
        "<p>Photographs are contributed by members and are shared under a Creative Commons Attribution-NonCommercial "
        "licence unless stated otherwise. Please credit the photographer and the archive when you reuse them.</p></section>"
    )
    pitch = (
        '<aside class="newsletter"><h3>The Fading Post</h3><p>Our monthly newsletter brings newly recorded signs, walks, '
        'talks and restoration news. No spam, unsubscribe at any time.</p><form action="/subscribe" method="post">'
        '<input type="email" name="email" placeholder="Email address"><button>Subscribe</button></form></aside>'
    )
    foot = '<footer class="site-foot"><p>Ghost Signs Archive is run by volunteers. Registered charity no. 1187723.</p><p><a href="/contribute">Contribute a sign</a> | <a href="/licence">Photo licence</a> | <a href="/privacy">Privacy</a></p></footer>'

    def page(ref, wording, town, street, wall, era, photo, *, url=None, amp=False, more=("GS-0728", "GS-0729", "GS-0735"), banner=False):
        fig = _fig(f"/img/{ref}.jpg", f"Painted sign {ref}", f"&ldquo;{wording}&rdquo;" if wording else "Lettering no longer legible", "sign")
        facts = dl_kv([("Town", town), ("Street", street), ("Wall", wall), ("Estimated date", era), ("Photo", photo)], "sign-facts")
        art = f'<article class="sign-record"><h2 class="ref">{ref}</h2>{fig}{facts}</article>'
        rel = '<div class="more-street"><h3>More on this street</h3>' + "".join(f'<a class="chip" href="/sign/{r}">{r}</a> ' for r in more) + "</div>"
        head = f'<link rel="canonical" href="{host}/sign/{ref}">' if amp else ""
        top = '<div class="masthead"><a href="/">Ghost Signs Archive</a></div>'
        body = top + art + ("" if amp else rel + pitch) + about + foot
        if banner:
            body = BANNER_EN + body
        return P(url or f"{host}/sign/{ref}", doc("Ghost Signs Archive", body, head=head), f"gs-{ref}")

    a = ("GS-0731", "Hovis for tea &mdash; sold here", "Kendal", "Stramongate", "Gable end of no. 14, upper layer", "1930s", "M. Threlkeld, 2022")
    b = ("GS-0732", "J. Airey &amp; Sons, family grocers", "Kendal", "Stramongate", "Gable end of no. 14, lower layer", "c. 1905", "M. Threlkeld, 2022")
    c = ("GS-0733", "Furniture removed by road or rail", "Kendal", "Stramongate", "Side wall of no. 18", "1920s", "M. Threlkeld, 2022")
    d = ("GS-0734", "", "Kendal", "Stramongate", "Rear wall of no. 21", "Unknown", "P. Dodd, 2023")
    e = ("GS-0736", "Commercial Hotel &middot; good stabling", "Kendal", "Highgate", "Front elevation above shop", "c. 1890", "P. Dodd, 2023")
    f = ("GS-0737", "Fry's Pure Breakfast Cocoa", "Kendal", "Highgate", "Passage wall beside no. 88", "1910s", "P. Dodd, 2023")
    return [
        page(*a),
        page(*a, url=f"{host}/sign/GS-0731?utm_source=instagram&utm_medium=social", more=("GS-0732", "GS-0733", "GS-0734")),
        page(*a, url=f"{host}/amp/sign/GS-0731", amp=True),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/sign/GS-0733?ref=map", banner=True),
        page(*d),
        page(*e),
        page(*f),
    ]


@scen("dovecote_survey", "dovecote survey: sidebar before main, h1 is the site name, record code in h2")
def dovecote_survey():
    host = "https://www.dovecotesurvey.org"
    counties = [("/c/norfolk", "Norfolk"), ("/c/suffolk", "Suffolk"), ("/c/essex", "Essex"), ("/c/herts", "Hertfordshire"),
                ("/c/beds", "Bedfordshire"), ("/c/cambs", "Cambridgeshire"), ("/c/northants", "Northamptonshire")]
    what = (
        '<div class="panel what"><h3>What is a dovecote?</h3><p>A dovecote, or columbarium, is a building made to house '
        "pigeons or doves, which were kept for their meat, eggs and dung. Until the seventeenth century the right to build "
        "one was usually reserved to lords of the manor and to monasteries, and the number of nest holes is a rough guide to "
        "the size of the estate. Surviving dovecotes range from free-standing circular towers with hundreds of nest holes "
        "to a few boxes set into the gable of a barn.</p><p>Many circular dovecotes have a <em>potence</em>: a central "
        "post with arms carrying a ladder, which turns so that every nest can be reached. A working potence is rare and "
        "noted in each record.</p><p>Nearly all dovecotes are on private land. Please view them from public rights of way "
        "unless the owner invites you in, and never disturb birds that are nesting.</p></div>"
    )
    legal = (
        '<div class="panel legal"><p>Survey records are compiled from members\' visits and published sources. They are not '
        "a statement of listed status: check the national heritage list before planning any work. Information on this site "
        "may be reproduced for research with acknowledgement.</p></div>"
    )

    def page(code, estate, parish, shape, material, built_, nests, potence, *, url=None, printv=False, side=counties):
        rows = [("Estate", estate), ("Parish", parish), ("Plan", shape), ("Walls", material), ("Built", built_),
                ("Nest holes", nests), ("Potence", potence)]
        rec = f'<h2 class="code">{code}</h2>{table_kv(rows, "dc")}'
        if printv:
            body = f"<h1>Dovecote Survey</h1>{rec}<p>Printed from dovecotesurvey.org</p>"
        else:
            body = (f'<div id="wrap"><div id="left"><h4>Counties</h4>{nav(side, "county-nav")}</div>'
                    f'<div id="content"><h1>Dovecote Survey</h1>{rec}</div></div>{what}{legal}'
                    '<div id="bottom">&copy; Dovecote Survey Group &middot; <a href="/members">Members</a> &middot; <a href="/contact">Contact</a></div>')
        return P(url or f"{host}/record/{code.replace('/', '-')}", doc(f"{code} &middot; Dovecote Survey", body), f"dc-{code}")

    a = ("DC/NFK/017", "Hales Hall", "Loddon", "Rectangular", "Brick", "c. 1480", "about 650", "No")
    b = ("DC/NFK/018", "Hales Hall", "Loddon", "Octagonal", "Brick and flint", "18th century", "about 300", "No")
    c = ("DC/NFK/019", "Kirby Cane Hall", "Kirby Cane", "Circular", "Brick", "1690s", "about 480", "Yes, restored 2011")
    d = ("DC/NFK/020", "Ditchingham", "Ditchingham", "Gable boxes in barn", "Timber", "19th century", "24", "No")
    e = ("DC/NFK/021", "Raveningham Hall", "Raveningham", "Circular", "Brick", "1690s", "about 480", "Post only")
    return [
        page(*a),
        page(*a, url=f"{host}/record/DC-NFK-017?print=yes", printv=True),
        page(*a, url=f"{_m(host)}/record/DC-NFK-017", side=counties[2:] + counties[:2]),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/record/DC-NFK-019;sessionid=77AB0C1F93E2"),
        page(*d),
        page(*e),
    ]


@scen("ice_houses", "ice house register in div soup without h1, a sentence or two of history per record")
def ice_houses():
    host = "https://www.icehouseregister.co.uk"
    history = (
        '<div class="box history"><div class="box-title">Ice houses: a short history</div><div class="box-body"><p>Before '
        "refrigeration, country houses stored ice cut from lakes and ponds in winter so that it could be used through the "
        "summer for chilling drinks, making ice cream and preserving food. The ice was packed in straw inside a brick or "
        "stone chamber, usually an egg-shaped pit sunk into a bank and reached by a passage with two or more doors to keep "
        "out warm air. Melt water drained away through a sump at the bottom.</p><p>Several thousand ice houses were built "
        "in Britain between the late seventeenth and the late nineteenth centuries. Imported Norwegian ice and then "
        "mechanical refrigeration made them redundant, and many were filled in, used as garden stores or air-raid shelters, "
        "or simply left to decay.</p></div></div>"
    )
    safety = (
        '<div class="box safety"><div class="box-title">Please read before visiting</div><div class="box-body"><p>Ice house '
        "chambers are deep, unlit and often partly collapsed. Do not enter one without the owner's permission and never "
        "alone. Many are now roosts for protected bats, which must not be disturbed; it is an offence to enter a roost in "
        "winter without a licence. The register gives only the nearest settlement for sites on private land.</p></div></div>"
    )

    def page(rid, name, county, form, chamber, state, text, *, url=None, banner=False, crumb="Register &raquo; Shropshire"):
        recdiv = (f'<div class="rec"><div class="rec-title">{name}</div><div class="rec-id">Register no. {rid}</div>'
                  + _kvdivs([("County", county), ("Form", form), ("Chamber", chamber), ("Present state", state)])
                  + (f'<div class="rec-note">{text}</div>' if text else "") + "</div>")
        body = (f'<div class="hdr"><a href="/">The Ice House Register</a></div><div class="trail">{crumb}</div>'
                f'<div class="cols"><div class="main-col">{recdiv}</div><div class="side-col">{history}{safety}</div></div>'
                '<div class="ftr">The Ice House Register &middot; compiled from surveys since 1989 &middot; <a href="/submit">Report an ice house</a></div>')
        if banner:
            body = BANNER_EN + body
        return P(url or f"{host}/ih/{rid}.html", doc(f"{name} - The Ice House Register", body), f"ih-{rid}")

    a = ("SA-041", "Attingham Park ice house", "Shropshire", "Egg-shaped chamber in bank", "Brick, 5.2 m deep", "Restored; open on heritage days", "Built in the 1780s near the walled garden. The passage retains both door frames.")
    b = ("SA-042", "Attingham Park, second ice house", "Shropshire", "Cylindrical chamber, domed", "Brick, 3.9 m deep", "Collapsed dome", "A smaller and later house beside the lake, perhaps replacing the first.")
    c = ("SA-043", "Condover ice house", "Shropshire", "Egg-shaped chamber in bank", "Brick, 4.6 m deep", "Intact; bat roost", "")
    d = ("SA-044", "Acton Burnell ice house", "Shropshire", "Egg-shaped chamber in bank", "Stone, 4.6 m deep", "Intact; bat roost", "")
    e = ("SA-045", "Pitchford ice house", "Shropshire", "Rectangular chamber", "Stone", "Filled in", "Known from an estate map of 1805; the site is now a garden.")
    return [
        page(*a),
        page(*a, url=f"{host}/ih/SA-041/index.html"),
        page(*a, url=f"{host}/ih/SA-041.html?ref=map", crumb="Map &raquo; Results"),
        page(*b),
        page(*c),
        page(*c, banner=True, url=f"{host}/ih/SA-043.html?utm_source=newsletter"),
        page(*d),
        page(*e),
    ]


@scen("drinking_fountains", "drinking fountain register: article pages with JSON-LD Place and a figure, generated-at line")
def drinking_fountains():
    host = "https://www.fountainregister.org"
    about = (
        '<section class="about"><h2>About the register</h2><p>The register records public drinking fountains and cattle '
        "troughs, from the granite and cast-iron fountains paid for by temperance societies and local benefactors in the "
        "nineteenth century to the refill points installed by water companies today. Each entry gives the location, the "
        "maker where known, any inscription and whether water still flows.</p><p>Working status is reported by visitors "
        "and may be out of date. Water from historic fountains is not tested by the register: look for a sign from the "
        "owner or water company before drinking, and do not drink from troughs.</p><p>If you know of a fountain that is "
        "not listed, or one that has been moved, restored or removed, please tell us.</p></section>"
    )
    pitch = '<div class="pitch"><strong>Refill, don\'t buy.</strong> Download the free map of working fountains near you and carry a bottle.</div>'

    def page(fid, name, place, maker, year, inscription, working, *, url=None, amp=False, gen="2024-05-02 09:14"):
        ld = _ld({"@context": "https://schema.org", "@type": "Place", "name": name, "address": place, "identifier": fid})
        head = ld + (f'<link rel="canonical" href="{host}/fountains/{fid}">' if amp else "")
        art = (f'<article class="fountain"><header><h1>{name}</h1><p class="where">{place}</p></header>'
               + _fig(f"/photos/{fid}.jpg", name, f"Inscription: {inscription}" if inscription else "No inscription", "ftn")
               + ul_kv([("Maker", maker), ("Erected", year), ("Water", working), ("Register number", fid)], "ftn-facts") + "</article>")
        body = ('<div class="site-head"><a href="/">Fountain Register</a> <a href="/map">Map</a> <a href="/add">Add</a></div>'
                + art + ("" if amp else pitch) + about
                + f'<div class="site-foot">Fountain Register &middot; page generated {gen} &middot; <a href="/data">Open data</a></div>')
        return P(url or f"{host}/fountains/{fid}", doc(f"{name} | Fountain Register", body, head=head), f"df-{fid}")

    a = ("DF-2208", "Market Place fountain", "Market Place, Beverley", "Macfarlane's Saracen Foundry", "1878", "Water is best", "Not working")
    b = ("DF-2209", "Westwood fountain", "Westwood Road, Beverley", "Macfarlane's Saracen Foundry", "1881", "Water is best", "Working")
    c = ("DF-2210", "Station trough", "Railway Street, Beverley", "Metropolitan Drinking Fountain and Cattle Trough Association", "1904", "Be merciful to the beasts", "Dry; planted with flowers")
    d = ("DF-2211", "Minster refill point", "Minster Yard North, Beverley", "Yorkshire Water", "2019", "", "Working")
    e = ("DF-2212", "Hengate fountain", "Hengate, Beverley", "Unknown", "1860s", "Erected by the Beverley Temperance Society", "Removed 1962; base survives")
    return [
        page(*a),
        page(*a, url=f"{host}/fountains/DF-2208?utm_source=twitter&utm_campaign=refill", gen="2024-05-04 17:40"),
        page(*a, url=f"{host}/amp/fountains/DF-2208", amp=True, gen="2024-05-03 06:01"),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url=f"{_m(host)}/fountains/DF-2211", gen="2024-05-06 12:22"),
        page(*e),
    ]


@scen("bandstand_seasons", "one park's bandstand concert programme per season; headings carry the season")
def bandstand_seasons():
    host = "https://www.bandstandtrail.org.uk"
    parks = [("/parks/victoria", "Victoria Park"), ("/parks/abbey", "Abbey Gardens"), ("/parks/riverside", "Riverside Walk"),
             ("/parks/castle", "Castle Grounds"), ("/parks/queens", "Queen's Park")]
    hist = (
        '<section class="hist"><h2>The bandstand</h2><p>The octagonal cast-iron bandstand in Victoria Park was made by the '
        "Lion Foundry of Kirkintilloch and opened in 1899. It was restored in 2008 with new roof panels and a replica of the "
        "original weather vane. Concerts are free and take place on Sunday afternoons from May to September, and on some "
        "weekday evenings in high summer.</p><p>Deckchairs can be hired from the kiosk by the lake. The lawn is level and "
        "there is step-free access from the Park Road gate; accessible toilets are beside the café.</p><p>Concerts go ahead "
        "in light rain. If a concert is cancelled because of bad weather, we post a notice here and on the noticeboard at "
        "the main gate by 11 a.m. on the day.</p></section>"
    )
    hire = '<section class="hire"><h3>Play here</h3><p>Bands, choirs and dance groups can apply for a slot in next season\'s programme. Slots are unpaid; we provide chairs, a PA socket and publicity.</p></section>'

    def page(slug, season, rows, *, url=None, side=parks, banner=False, crumbs=None):
        crumbs = crumbs or [("/", "Home"), ("/parks/victoria", "Victoria Park"), (None, season)]
        tbl = _thead(["Date", "Time", "Performers"], rows, "programme")
        body = (_crumbs(crumbs) + f'<aside class="parks"><h4>Other bandstands</h4>{nav(side, "park-list")}</aside>'
                f'<main><h1>Victoria Park: {season}</h1>{tbl}</main>{hist}{hire}'
                '<footer>Bandstand Trail &middot; a friends-of-parks partnership &middot; <a href="/contact">Contact</a></footer>')
        if banner:
            body = BANNER_EN + body
        return P(url or f"{host}/parks/victoria/{slug}", doc(f"Victoria Park bandstand, {season}", body), f"bs-{slug}")

    s24 = ("summer-2024", "Summer 2024", [("26 May", "2.30 pm", "Hexley Silver Band"), ("9 June", "2.30 pm", "Saltmarsh Ukulele Club"),
                                          ("23 June", "2.30 pm", "City of Hexley Pipe Band"), ("7 July", "2.30 pm", "Hexley Silver Band")])
    s23 = ("summer-2023", "Summer 2023", [("28 May", "2.30 pm", "Hexley Silver Band"), ("11 June", "2.30 pm", "Saltmarsh Ukulele Club"),
                                          ("25 June", "2.30 pm", "City of Hexley Pipe Band"), ("9 July", "2.30 pm", "Hexley Silver Band")])
    a24 = ("autumn-2024", "Autumn 2024", [("1 September", "2 pm", "Hexley Community Choir"), ("15 September", "2 pm", "Hexley Silver Band")])
    a23 = ("autumn-2023", "Autumn 2023", [("3 September", "2 pm", "Hexley Community Choir"), ("17 September", "2 pm", "Riverside Jazz Quartet")])
    ev24 = ("evenings-2024", "Summer evenings 2024", [("17 July", "7 pm", "Riverside Jazz Quartet"), ("31 July", "7 pm", "Saltmarsh Ukulele Club")])
    return [
        page(*s24),
        page(*s24, url=f"{host}/parks/victoria/summer-2024?fbclid=IwAR2xk1Yq", side=list(reversed(parks))),
        page(*s24, url=f"{_m(host)}/parks/victoria/summer-2024", banner=True),
        page(*s23),
        page(*a24),
        page(*a24, url=f"{host}/parks/victoria/autumn-2024/index.html", crumbs=[("/", "Home"), ("/whats-on", "What's on"), (None, "Autumn 2024")]),
        page(*a23),
        page(*ev24),
    ]


@scen("street_pianos", "street piano map: one card per piano, title is the site name only, live tuning status box")
def street_pianos():
    host = "https://www.playmepianos.city"
    how = (
        '<section class="how"><h2>How the pianos work</h2><p>Every piano on the map was donated by a local family, school '
        "or business and decorated by a community artist. Anyone may play, whatever their age or ability: there are no "
        "bookings and no charges. Please share the keyboard if someone is waiting, and keep the lid closed when it rains. "
        "Volunteers open and lock the pianos at the times shown and cover them at night.</p><p>Outdoor pianos go out of "
        "tune quickly. Our tuner visits each piano once a month during the season, and players can report a sticking key, "
        "a broken string or a damp cover through the app. The status shown on each piano's card is the latest report from "
        "a player or volunteer.</p><p>At the end of the season the pianos are given to schools and community groups. "
        "Applications open in August.</p></section>"
    )
    pitch = '<aside class="donate"><h3>Got a piano?</h3><p>We collect upright pianos in working order from within the city each spring. Fill in the donation form and we will arrange a free collection.</p></aside>'

    def card(pno, spot, maker, artist, hours, *, status):
        return (f'<div class="piano-card" data-piano="{pno}"><div class="card-head"><span class="num">Piano {pno}</span>'
                f'<span class="spot">{spot}</span></div><div class="card-body"><p>{maker}. Decorated by {artist}.</p>'
                f'<p class="hours">Open {hours}</p></div><div class="status">Latest report: {status}</div></div>')

    def page(pno, spot, maker, artist, hours, *, url=None, status="in tune, reported today", banner=False):
        body = ('<div class="topbar"><a href="/">Play Me Pianos</a> <a href="/map">Map</a> <a href="/app">App</a></div>'
                f'<div class="cards">{card(pno, spot, maker, artist, hours, status=status)}</div>{how}{pitch}'
                '<div class="bottom">Play Me Pianos is a community arts project. &copy; 2024 &middot; <a href="/privacy">Privacy</a></div>')
        if banner:
            body = BANNER_EN + body
        return P(url or f"{host}/piano/{pno}", doc("Play Me Pianos", body), f"sp-{pno}")

    a = ("07", "Cathedral Square, by the north steps", "Broadwood upright, 1962", "Year 5, St Anne's School", "9 am to 8 pm")
    b = ("08", "Cathedral Square, outside the library", "Challen upright, 1958", "Year 5, St Anne's School", "9 am to 8 pm")
    c = ("09", "Central Station, concourse", "Yamaha U1", "Jo Marsh", "6 am to 11 pm")
    d = ("10", "Riverside market", "Kemble upright", "Riverside Youth Club", "Market days, 8 am to 4 pm")
    e = ("11", "Hospital main entrance", "Knight K10", "Patients' art group", "10 am to 6 pm")
    return [
        page(*a),
        page(*a, url=f"{host}/piano/07?utm_source=qr&utm_medium=sticker", status="two keys sticking (C4, D4)"),
        page(*a, url=f"{_m(host)}/piano/07", status="in tune, reported yesterday", banner=True),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/piano/09?from=map", status="tuned this week"),
        page(*d),
        page(*e),
    ]


@scen("gas_lamps", "borough register of heritage gas lamps: numbered columns in one street, no prose, long notices")
def gas_lamps():
    host = "https://www.hexleyheritagelamps.gov.uk"
    explainer = (
        '<section class="explainer"><h2>Our gas lamps</h2><p>The borough still maintains over four hundred gas street lamps '
        "in its conservation areas. They are lit and extinguished automatically by clockwork or solar-dial controllers, and "
        "each lamp is visited every fortnight by a lamp attendant who winds the clock, cleans the glass, changes mantles and "
        "checks for leaks. Columns are numbered on a small plate facing the road.</p><p>Most columns are Victorian cast iron "
        "made by local foundries; a few are modern replicas put up after traffic damage. Lanterns are of several patterns, "
        "and a lamp may have one, three or five burners. Listed columns may not be moved or replaced without consent.</p>"
        "</section>"
    )
    report = (
        '<section class="report"><h2>Report a fault</h2><p>If a gas lamp is out during the hours of darkness, is lit during '
        "the day, is damaged or you can smell gas, please report it. Give the column number if you can. If you smell gas, "
        "do not wait: call the national gas emergency number straight away.</p><p>Faults reported before noon are normally "
        "attended the same day.</p></section>"
    )
    legal = '<p class="legal">Information on this page is provided by Hexley Borough Council Highways and is published under the Open Government Licence. Column positions are approximate.</p>'

    def page(num, street, column, lantern, burners, listed, *, url=None, printv=False, crumbs=None):
        crumbs = crumbs or [("/", "Home"), ("/roads", "Roads and streets"), ("/roads/gas-lamps", "Gas lamps"), (None, f"Column {num}")]
        rec = f"<h1>Gas lamp column {num}</h1>" + table_kv([("Street", street), ("Column", column), ("Lantern", lantern), ("Burners", burners), ("Listed", listed)], "lamp")
        if printv:
            body = rec + legal
        else:
            body = (f'<div class="govhead"><a href="/">Hexley Borough Council</a></div>{_crumbs(crumbs)}'
                    f'<main id="main">{rec}</main>{explainer}{report}'
                    f'<footer class="govfoot">{legal}<p><a href="/accessibility">Accessibility</a> | <a href="/cookies">Cookies</a> | <a href="/contact">Contact the council</a></p></footer>')
        return P(url or f"{host}/roads/gas-lamps/{num}", doc(f"Gas lamp column {num} - Hexley Borough Council", body), f"gl-{num}")

    a = ("CL-023", "Church Walk", "Cast iron, Sugg & Co. pattern", "Rochester, square", "3", "Grade II")
    b = ("CL-024", "Church Walk", "Cast iron, Sugg & Co. pattern", "Rochester, square", "3", "Grade II")
    c = ("CL-025", "Church Walk", "Cast iron, Sugg & Co. pattern", "Windsor, hexagonal", "5", "Grade II")
    d = ("CL-026", "Church Walk", "Replica, 1994", "Rochester, square", "3", "Not listed")
    e = ("CL-031", "Minster Court", "Cast iron, bracket on wall", "Bijou, square", "1", "Not listed")
    f = ("CL-032", "Minster Court", "Cast iron, bracket on wall", "Bijou, square", "1", "Grade II")
    return [
        page(*a),
        page(*a, url=f"{host}/roads/gas-lamps/CL-023?print=true", printv=True),
        page(*b),
        page(*b, url=f"{host}/roads/gas-lamps/CL-024/index.html", crumbs=[("/", "Home"), ("/conservation", "Conservation areas"), (None, "Column CL-024")]),
        page(*c),
        page(*d),
        page(*e),
        page(*f),
        page(*f, url=f"{host}/roads/gas-lamps/CL-032?utm_source=facebook"),
    ]


@scen("coal_hole_covers", "catalogue of coal hole covers: photo figure with JSON-LD ImageObject, code heading")
def coal_hole_covers():
    host = "https://www.coalholecovers.london"
    about = (
        '<div class="about-block"><h3>About this catalogue</h3><p>Coal hole covers are the small cast-iron plates set into '
        "the pavements of nineteenth-century streets, through which coal was tipped into cellars beneath. They were made "
        "by hundreds of local ironmongers and foundries, who cast their names and addresses into the plates as an "
        "advertisement, along with patterns that gave grip to passing feet: stars, diamonds, leaves and concentric rings.</p>"
        "<p>We photograph covers where they lie and record the maker's lettering, the pattern and the diameter. Covers are "
        "removed every year when pavements are relaid, so a catalogued cover may no longer be in place.</p><p>Please do not "
        "lift, clean or take rubbings of covers in use: many are loose and the cellars below are private property.</p></div>"
    )
    lic = '<p class="licence">Photographs &copy; the contributors, licensed CC BY-SA 4.0. Lettering transcriptions are free to reuse.</p>'

    def page(code, street, maker, pattern, dia, photo, *, url=None, amp=False, seen=("CH-1180", "CH-1181", "CH-1190")):
        ld = _ld({"@context": "https://schema.org", "@type": "ImageObject", "contentUrl": f"{host}/img/{code}.jpg", "caption": f"{maker}, {street}", "license": "https://creativecommons.org/licenses/by-sa/4.0/"})
        head = ld + (f'<link rel="canonical" href="{host}/cover/{code}">' if amp else "")
        item = (f'<div class="item"><h2>{code}</h2>' + _fig(f"/img/{code}.jpg", f"Coal hole cover {code}", f"{maker} &mdash; {street}", "cover")
                + dl_kv([("Pattern", pattern), ("Diameter", dia), ("Photographed", photo)], "cover-facts") + "</div>")
        also = '<div class="also"><h4>Recently added</h4>' + "".join(f'<a href="/cover/{c}">{c}</a> ' for c in seen) + "</div>"
        body = ('<div class="brand"><a href="/">Coal Hole Covers of London</a></div>' + item + ("" if amp else also) + about + lic
                + '<div class="tail"><a href="/makers">Makers A&ndash;Z</a> &middot; <a href="/streets">Streets</a> &middot; <a href="/submit">Submit a photo</a></div>')
        return P(url or f"{host}/cover/{code}", doc(f"{code} {maker} | Coal Hole Covers of London", body, head=head), f"ch-{code}")

    a = ("CH-1183", "Doughty Street, WC1", "J. Hart, 87 Theobalds Road", "Twelve-point star", "300 mm", "March 2024")
    b = ("CH-1184", "Mecklenburgh Square, WC1", "J. Hart, 87 Theobalds Road", "Twelve-point star", "300 mm", "March 2024")
    c = ("CH-1185", "Doughty Street, WC1", "Haywards Ltd, Union Street, Borough", "Lens lights, 7 glass prisms", "350 mm", "March 2024")
    d = ("CH-1186", "Great James Street, WC1", "Roper & Son, 14 Gray's Inn Road", "Concentric rings", "300 mm", "April 2024")
    e = ("CH-1187", "Great James Street, WC1", "Unmarked", "Diamond grid", "280 mm", "April 2024")
    return [
        page(*a),
        page(*a, url=f"{host}/amp/cover/CH-1183", amp=True),
        page(*a, url=f"{host}/cover/CH-1183?utm_source=flickr", seen=("CH-1184", "CH-1185", "CH-1186")),
        page(*b),
        page(*c),
        page(*c, url=f"{_m(host)}/cover/CH-1185"),
        page(*d),
        page(*e),
    ]


@scen("daffodil_register", "daffodil cultivar registrations: sibling seedlings of one cross, long code explainer")
def daffodil_register():
    host = "https://www.daffodilregister.org"
    codes = (
        '<section class="codes"><h2>Reading a registration</h2><p>Every registered daffodil is placed in one of thirteen '
        "divisions. Division 1 has one flower to a stem with a trumpet as long as the petals or longer; division 2 has a "
        "large cup more than a third the length of the petals; division 3 has a small cup; division 5 covers the triandrus "
        "hybrids with nodding flowers; division 7 the jonquils with several scented flowers to a stem; division 8 the "
        "tazettas; and so on.</p><p>The colour code follows the division. The letters before the hyphen describe the petals "
        "(the perianth), those after it the corona from the eye zone to the rim: W white, G green, Y yellow, P pink, O "
        "orange, R red. So <code>2 W-P</code> is a large-cupped daffodil with white petals and a pink cup.</p>"
        "<p>Parentage is written seed parent &times; pollen parent. Registration records that a name has been given to a "
        "distinct seedling; it is not an award and says nothing about garden merit.</p></section>"
    )
    foot = '<footer><p>The Daffodil Register and Classified List &middot; maintained for the international registration authority &middot; <a href="/search">Search</a> &middot; <a href="/register-a-name">Register a name</a></p></footer>'

    def page(slug, name, div, colour, parents, raiser, year, desc, *, url=None, printv=False, lang=False):
        rec = (f'<h1>&lsquo;{name}&rsquo;</h1>' + table_kv([("Division and colour", f"{div} {colour}"), ("Parentage", parents),
               ("Raiser", raiser), ("Registered", year)], "reg") + (f'<p class="desc">{desc}</p>' if desc else ""))
        if printv:
            body = rec
        else:
            tools = '<div class="tools"><a href="?lang=fr">Français</a> <a href="?lang=nl">Nederlands</a> <a href="?print=1">Print</a></div>'
            body = f'<div class="site"><a href="/">Daffodil Register</a></div>{tools}<main>{rec}</main>{codes}{foot}'
        return P(url or f"{host}/cultivar/{slug}", doc(f"{name} | Daffodil Register", body), f"dr-{slug}")

    a = ("pink-tideway", "Pink Tideway", "2", "W-P", "Passionale &times; Roseworthy", "R. Penhale", "2019", "Flowers 95 mm across; cup opens apricot and matures to clear pink.")
    b = ("tideway-dawn", "Tideway Dawn", "2", "W-P", "Passionale &times; Roseworthy", "R. Penhale", "2019", "Flowers 100 mm across; cup rimmed deeper pink.")
    c = ("tideway-lass", "Tideway Lass", "3", "W-P", "Passionale &times; Roseworthy", "R. Penhale", "2020", "")
    d = ("tideway-gold", "Tideway Gold", "1", "Y-Y", "Dutch Master &times; Golden Aura", "R. Penhale", "2020", "")
    e = ("kerris-bells", "Kerris Bells", "5", "W-W", "Thalia &times; unknown", "M. Angove", "2021", "Three or four nodding flowers to a stem.")
    return [
        page(*a),
        page(*a, url=f"{host}/cultivar/pink-tideway?print=1", printv=True),
        page(*a, url=f"{host}/cultivar/pink-tideway?lang=en"),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/cultivar/tideway-lass?q=tideway&page=1"),
        page(*d),
        page(*e),
    ]


@scen("going_reports", "racecourse going reports per race day, dated headings, changing weather box")
def going_reports():
    host = "https://www.marlowedownraces.co.uk"
    glossary = (
        '<section class="glossary"><h2>What the going means</h2><p>The going describes the ground on the racecourse. From '
        "firmest to softest the official descriptions are: hard, firm, good to firm, good, good to soft, soft and heavy. "
        "Where parts of the course differ, the clerk of the course adds &ldquo;in places&rdquo; to the description. The "
        "GoingStick reading is an average of readings taken across the course by a probe that measures how hard it is to "
        "push into the turf and pull back; it supports, but does not replace, the clerk's own walk of the course.</p>"
        "<p>Going reports are updated at 7 a.m. on race days and again whenever the ground changes. Rail movements alter "
        "race distances, which are confirmed in the official declarations.</p></section>"
    )
    gamble = '<aside class="safer"><p><b>Please gamble responsibly.</b> Set a limit before you bet and stick to it. For free, confidential help, contact the national gambling helpline. Over 18s only.</p></aside>'
    members = '<aside class="members"><h3>Annual membership</h3><p>Members enjoy admission to every fixture, a reserved car park and the members\' bar. Renew before 1 March for last year\'s price.</p></aside>'

    def page(slug, date, going, stick, watering, rails, *, url=None, amp=False, weather=("Dry, 14&deg;C", "light SW wind")):
        rec = f'<h1>Going report &ndash; {date}</h1>' + ul_kv([("Going", going), ("GoingStick", stick), ("Watering", watering), ("Rail movements", rails)], "going")
        wbox = f'<div class="weather-now">Weather at the course now: {weather[0]}, {weather[1]}</div>'
        head = f'<link rel="canonical" href="{host}/going/{slug}">' if amp else ""
        body = ('<div class="hd"><a href="/">Marlowe Down Racecourse</a> <a href="/fixtures">Fixtures</a> <a href="/tickets">Tickets</a></div>'
                + wbox + f'<div class="report">{rec}</div>' + glossary + ("" if amp else members) + gamble
                + '<div class="ft">Marlowe Down Racecourse Ltd &middot; Marlowe, Wiltshire &middot; <a href="/contact">Contact</a></div>')
        return P(url or f"{host}/going/{slug}", doc(f"Going report {date} | Marlowe Down", body, head=head), f"gr-{slug}")

    a = ("2024-04-18", "Thursday 18 April 2024", "Good to soft (soft in places)", "6.8", "None", "Back straight rail out 3 yards")
    b = ("2024-04-27", "Saturday 27 April 2024", "Good to soft (soft in places)", "6.9", "None", "Back straight rail out 3 yards")
    c = ("2024-05-09", "Thursday 9 May 2024", "Good (good to firm in places)", "7.9", "3 mm applied to the home straight", "All rails in normal position")
    d = ("2024-05-22", "Wednesday 22 May 2024", "Good to firm", "8.4", "5 mm applied to the whole course", "All rails in normal position")
    e = ("2024-05-22-update", "Wednesday 22 May 2024 (11:30 update)", "Good (good to firm in places)", "8.0", "5 mm applied; 6 mm rain overnight", "All rails in normal position")
    return [
        page(*a),
        page(*a, url=f"{host}/going/2024-04-18?utm_source=twitter", weather=("Showers, 11&deg;C", "fresh W wind")),
        page(*a, url=f"{host}/amp/going/2024-04-18", amp=True, weather=("Overcast, 12&deg;C", "moderate W wind")),
        page(*b),
        page(*c),
        page(*d),
        page(*e),
        page(*e, url=f"{_m(host)}/going/2024-05-22-update", weather=("Sunny, 19&deg;C", "light N wind")),
    ]


@scen("pollen_forecasts", "city pollen forecast per day in a small thead table, medical disclaimer and app pitch")
def pollen_forecasts():
    host = "https://www.pollenwatch.uk"
    about = (
        '<section class="about-pollen"><h2>About our forecasts</h2><p>Pollen counts are measured by a volumetric trap on a '
        "rooftop in each city, which draws in air at the rate of a human breath and catches pollen grains on a sticky tape. "
        "The tape is read under a microscope and the count is given in grains per cubic metre of air, averaged over a day. "
        "Forecasts combine the latest counts with the weather forecast and the stage of the flowering season.</p><p>Grass "
        "pollen, which affects most hay fever sufferers, is high when the count is above 50 grains. Tree pollen, mostly "
        "birch, peaks in April; weed pollen, mostly nettle and dock, from late June to September.</p></section>"
    )
    disclaimer = '<p class="disclaimer">Pollen forecasts are for information only and are not medical advice. If you have asthma, follow your personal asthma action plan and speak to a pharmacist or doctor about treatment.</p>'
    app = '<div class="app-promo"><b>PollenWatch app</b> &ndash; morning alerts when your pollen is high. Free on iOS and Android.</div>'

    def page(city, date, grass, tree, weed, note, *, url=None, banner=False, cities=("Leeds", "York", "Hull", "Sheffield")):
        tbl = _thead(["Pollen", "Level"], [("Grass", grass), ("Tree", tree), ("Weed", weed)], "levels")
        sel = '<div class="city-picker">' + " ".join(f'<a href="/{c.lower()}">{c}</a>' for c in cities) + "</div>"
        body = ('<div class="head"><a href="/">PollenWatch</a></div>' + sel
                + f'<div class="fc"><h2>{city} &middot; {date}</h2>{tbl}' + (f"<p>{note}</p>" if note else "") + "</div>"
                + app + about + disclaimer + '<div class="foot">PollenWatch &copy; 2024 &middot; <a href="/privacy">Privacy</a></div>')
        if banner:
            body = BANNER_EN + body
        slug = date.lower().replace(" ", "-")
        return P(url or f"{host}/{city.lower()}/{slug}", doc(f"{city} pollen forecast | PollenWatch", body), f"pf-{city}-{slug}")

    a = ("Leeds", "Mon 10 June", "High", "Low", "Low", "Warm sunshine will lift grass pollen into the afternoon.")
    b = ("Leeds", "Tue 11 June", "Very high", "Low", "Low", "")
    c = ("Leeds", "Wed 12 June", "High", "Low", "Low", "Showers later may bring some relief in the evening.")
    d = ("Leeds", "Thu 13 June", "Moderate", "Low", "Low", "")
    e = ("York", "Mon 10 June", "High", "Low", "Low", "Warm sunshine will lift grass pollen into the afternoon.")
    return [
        page(*a),
        page(*a, url=f"{_m(host)}/leeds/mon-10-june", banner=True),
        page(*a, url=f"{host}/leeds/mon-10-june?utm_source=app&utm_medium=push", cities=("York", "Hull", "Sheffield", "Leeds")),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url=f"{host}/leeds/thu-13-june/index.html"),
        page(*e),
    ]


@scen("pharmacy_rota", "out-of-hours pharmacy rota of an island council, one page per Sunday or bank holiday")
def pharmacy_rota():
    host = "https://www.orrisay.gov.uk"
    notice = (
        '<section class="notice"><h2>Medicines when pharmacies are closed</h2><p>On Sundays and bank holidays the '
        "pharmacies on the island take turns to open for a few hours so that residents and visitors can collect urgent "
        "prescriptions and buy medicines. The rota is agreed each quarter with the health board. Opening times on the day "
        "may change at short notice; please telephone before travelling.</p><p>If you need medical help urgently and it is "
        "not an emergency, call the NHS advice line on 111. In an emergency call 999. Emergency supplies of repeat medicines "
        "may be available from the duty pharmacy if you bring your repeat slip or the medicine's box.</p><p>The council "
        "publishes the rota as a service to residents and is not responsible for changes made by pharmacies.</p></section>"
    )

    def page(slug, day, rows, *, url=None, printv=False, sid=None, crumbs="Home &rsaquo; Health and social care &rsaquo; Pharmacy rota"):
        rec = f'<h1>{day}</h1>' + _thead(["Pharmacy", "Address", "Open", "Telephone"], rows, "rota")
        if printv:
            body = f'<div class="print-only">Orrisay Islands Council &mdash; pharmacy rota</div>{rec}'
        else:
            body = (f'<div class="c-head"><a href="/">Orrisay Islands Council</a></div><div class="c-trail">{crumbs}</div>'
                    f'<div class="c-layout"><nav class="c-side"><a href="/health/pharmacy-rota">All dates</a><a href="/health/gp">GP surgeries</a>'
                    f'<a href="/health/dentists">Dentists</a></nav><div class="c-main">{rec}</div></div>{notice}'
                    '<div class="c-foot">Orrisay Islands Council &middot; Council Offices, Kirkhaven &middot; 01856 000 100</div>')
        return P(url or f"{host}/health/pharmacy-rota/{slug}", doc(f"Pharmacy rota: {day} | Orrisay Islands Council", body), f"ph-{slug}")

    kirk = ("Kirkhaven Pharmacy", "4 Harbour Street, Kirkhaven", "10:00&ndash;12:00", "01856 000 211")
    broch = ("Brochside Chemist", "Main Road, Brochside", "11:00&ndash;13:00", "01856 000 348")
    ness = ("Ness Pharmacy", "The Square, Nesswick", "10:00&ndash;12:00", "01856 000 417")
    a = ("2024-06-02", "Sunday 2 June 2024", [kirk])
    b = ("2024-06-09", "Sunday 9 June 2024", [broch])
    c = ("2024-06-16", "Sunday 16 June 2024", [ness])
    d = ("2024-06-23", "Sunday 23 June 2024", [kirk])
    e = ("2024-08-26", "Monday 26 August 2024 (bank holiday)", [kirk, ("Brochside Chemist", "Main Road, Brochside", "14:00&ndash;16:00", "01856 000 348")])
    return [
        page(*a),
        page(*a, url=f"{host}/health/pharmacy-rota/2024-06-02?print=1", printv=True),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/health/pharmacy-rota/2024-06-16?PHPSESSID=93b0e2c4a1d7", crumbs="Home &rsaquo; Search results"),
        page(*d),
        page(*e),
        page(*e, url=f"{host}/health/pharmacy-rota/2024-08-26/index.html"),
    ]


@scen("geocache_listings", "geocache listings of a numbered church series, GC code headings, hint in ROT13")
def geocache_listings():
    host = "https://www.cachetrail.net"
    rules = (
        '<div class="rules"><h3>Before you go</h3><p>Every cache on CacheTrail has been placed with the permission of the '
        "landowner and checked by a volunteer reviewer. Stay on paths, leave gates as you find them and never dig, damage "
        "walls or move stones to look for a cache. Churchyards are places of worship and remembrance: do not search during "
        "services or funerals, and be discreet.</p><p>When you find a cache, sign the log book, put the container back "
        "exactly where you found it and log your find online. If you take a trade item, leave something of equal or greater "
        "value. Report a missing or damaged cache so that the owner can check it.</p><p>Hints are encoded with ROT13 so "
        "that you only read them if you want to. Tap a hint to decode it.</p></div>"
    )

    def page(gc, name, diff, terr, size, hidden, owner, desc, hint, *, url=None, banner=False, logs=("Found it", "Found it", "Didn't find it")):
        head = f'<div class="cache-head"><h1>{gc}</h1><div class="cache-name">{name}</div></div>'
        facts = _kvdivs([("Difficulty", diff), ("Terrain", terr), ("Size", size), ("Hidden", hidden), ("Owner", owner)], "cache-attrs")
        text = (f'<div class="cache-desc"><p>{desc}</p></div>' if desc else "") + f'<div class="hint" title="ROT13">Hint: {hint}</div>'
        recent = '<div class="recent-logs"><h4>Recent logs</h4><ul>' + "".join(f"<li>{x}</li>" for x in logs) + "</ul></div>"
        body = ('<div class="bar"><a href="/">CacheTrail</a> <a href="/search">Find caches</a> <a href="/hide">Hide a cache</a></div>'
                + f'<div class="listing">{head}{facts}{text}</div>{recent}{rules}'
                + '<div class="bar-bottom">CacheTrail is an independent listing site &middot; <a href="/terms">Terms</a> &middot; <a href="/privacy">Privacy</a></div>')
        if banner:
            body = BANNER_EN + body
        return P(url or f"{host}/cache/{gc}", doc(f"{gc} {name} | CacheTrail", body), f"gc-{gc}")

    a = ("CT4K21", "Churches of the Wold #1: St Mary", "1.5", "1.5", "Small", "12 March 2022", "woldwanderer", "Count the bells shown on the board in the porch and add 4 to find the second part of the final coordinates.", "Va gur jnyy, oruvaq gur orapu")
    b = ("CT4K22", "Churches of the Wold #2: St Helen", "1.5", "1.5", "Small", "12 March 2022", "woldwanderer", "", "Va gur jnyy, oruvaq gur orapu")
    c = ("CT4K23", "Churches of the Wold #3: All Saints", "1.5", "2", "Micro", "12 March 2022", "woldwanderer", "", "Zntargvp, ba gur tngr")
    d = ("CT4K24", "Churches of the Wold #4: St Peter", "2", "2", "Small", "2 April 2022", "woldwanderer", "", "Haqre gur lrj ebbg")
    e = ("CT4K30", "Churches of the Wold: bonus", "3", "2.5", "Regular", "2 April 2022", "woldwanderer", "Use the numbers found at caches #1 to #4 to work out where this one is hidden.", "Fgbar cvyr ol gur fgvyr")
    return [
        page(*a),
        page(*a, url=f"{host}/cache/CT4K21?utm_source=app", logs=("Found it", "Found it", "Found it")),
        page(*a, url=f"{_m(host)}/cache/CT4K21", banner=True),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url=f"{host}/cache/CT4K24/", logs=("Needs maintenance", "Found it")),
        page(*e),
        page(*e, url=f"{host}/cache/CT4K30?sessionid=f0c1a99e"),
    ]


@scen("magazine_back_issues", "back issues of a small hobby quarterly: cover figure, short contents list, ordering notes")
def magazine_back_issues():
    host = "https://www.narrowgaugequarterly.co.uk"
    ordering = (
        '<section class="ordering"><h2>Ordering back issues</h2><p>Most back issues are still available in print. Prices '
        "include UK postage; overseas orders are charged postage at cost. Issues marked <em>reprint</em> are good-quality "
        "digital prints of issues that have sold out, with colour pages printed in black and white. Orders are packed by "
        "volunteers and posted every Monday and Thursday.</p><p>Members of the Narrow Gauge Circle receive a 15% discount on "
        "all back issues. Bulk orders of ten or more issues qualify for free postage within the UK.</p>"
        + _thead(["Destination", "First issue", "Each extra issue"], [("UK", "included", "included"), ("Europe", "&pound;3.50", "&pound;1.00"), ("Rest of world", "&pound;6.00", "&pound;1.50")], "postage")
        + "</section>"
    )
    sub = '<aside class="subscribe"><h3>Subscribe</h3><p>Four issues a year, delivered to your door, from &pound;28.</p><a href="/subscribe">Subscribe now</a></aside>'

    def page(no, season, contents, price, stock, *, url=None, printv=False, basket=0):
        rec = (f'<div class="issue"><h1>Issue {no} &middot; {season}</h1>' + _fig(f"/covers/{no}.jpg", f"Cover of issue {no}", f"Issue {no} cover", "cover")
               + '<h3>In this issue</h3><ol class="contents">' + "".join(f"<li>{c}</li>" for c in contents) + "</ol>"
               + f'<p class="price">{price} &middot; {stock}</p></div>')
        if printv:
            body = rec
        else:
            body = (f'<div class="shop-head"><a href="/">Narrow Gauge Quarterly</a><span class="basket">Basket ({basket})</span></div>'
                    + rec + sub + ordering + '<div class="shop-foot">Published by the Narrow Gauge Circle &middot; <a href="/contact">Contact the editor</a></div>')
        return P(url or f"{host}/back-issues/{no}", doc(f"Issue {no} | Narrow Gauge Quarterly", body), f"ngq-{no}")

    a = ("212", "Spring 2023", ["Ffestiniog double Fairlies today", "Building a 7 mm scale quarry tramway", "Letters"], "&pound;6.50", "In stock")
    b = ("213", "Summer 2023", ["The Sand Hutton Light Railway", "Building a 7 mm scale quarry tramway, part 2", "Letters"], "&pound;6.50", "In stock")
    c = ("214", "Autumn 2023", ["Peat railways of Ireland", "Point rodding in miniature", "Letters"], "&pound;6.50", "Low stock")
    d = ("215", "Winter 2023", ["Peat railways of Ireland, part 2", "Index to volume 54", "Letters"], "&pound;6.50", "In stock")
    e = ("148", "Spring 2007", ["Welsh slate quarry inclines", "A 009 tramway in a drawer", "Letters"], "&pound;4.00", "Reprint")
    return [
        page(*a),
        page(*a, url=f"{host}/back-issues/212?ref=newsletter", basket=2),
        page(*a, url=f"{host}/back-issues/212?print=1", printv=True),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url=f"{host}/back-issues/215?utm_source=facebook&utm_medium=post", basket=1),
        page(*e),
    ]


@scen("vintage_tractors", "vintage tractor register: consecutive serial numbers, h1 is the serial, club notices")
def vintage_tractors():
    host = "https://www.greyfergieregister.org"
    dating = (
        '<div class="dating"><h2>Dating your tractor</h2><p>The serial number is stamped on the left-hand side of the engine '
        "block, just above the starter motor, and on a plate on the dashboard. The register holds the build records copied "
        "from the factory ledgers, which give the date each tractor left the assembly line, its engine and the dealer it "
        "was first dispatched to. Ledgers for some months are missing, and the register cannot date those tractors.</p><p>"
        "Serial numbers with the prefix TEA were petrol or TVO tractors; TED were vaporising oil; TEF were diesel. A suffix "
        "letter shows the wheel track or a factory option.</p></div>"
    )
    privacy = (
        '<div class="privacy"><p>We do not publish the names or addresses of owners. If you own a registered tractor and '
        "would like your region shown, or wish to add photographs and history, please write to the registrar. Membership "
        "of the club includes the quarterly magazine and entry to the annual road run.</p></div>"
    )

    def page(serial, model, built_, engine, dealer, region, *, url=None, side_first=False, banner=False):
        rec = f"<h1>{serial}</h1>" + dl_kv([("Model", model), ("Left the line", built_), ("Engine", engine), ("First dealer", dealer), ("Now kept in", region)], "build")
        menu = '<div class="menu"><a href="/register">Register</a> <a href="/search">Search serials</a> <a href="/club">The club</a> <a href="/shop">Shop</a></div>'
        inner = (menu + f'<div class="entry">{rec}</div>') if not side_first else (f'<div class="entry">{rec}</div>' + menu)
        body = ('<div class="logo"><a href="/">Grey Fergie Register</a></div>' + inner + dating + privacy
                + '<div class="footer">Grey Fergie Register &middot; a club for owners of early grey tractors &middot; <a href="/contact">Contact</a></div>')
        if banner:
            body = BANNER_EN + body
        return P(url or f"{host}/serial/{serial.replace(' ', '-')}", doc(f"{serial} - Grey Fergie Register", body), f"gf-{serial}")

    a = ("TEA 148207", "TE-20", "14 March 1951", "Standard petrol", "Hexley Farm Machinery Ltd", "North Yorkshire")
    b = ("TEA 148208", "TE-20", "14 March 1951", "Standard petrol", "Hexley Farm Machinery Ltd", "Not known")
    c = ("TEA 148209", "TE-20", "15 March 1951", "Standard petrol", "R. Gill &amp; Sons, Malton", "Lincolnshire")
    d = ("TED 148210", "TE-20", "15 March 1951", "Standard vaporising oil", "R. Gill &amp; Sons, Malton", "North Yorkshire")
    e = ("TEF 301544", "TE-20", "2 June 1954", "Standard diesel", "Wolds Tractors, Driffield", "East Yorkshire")
    return [
        page(*a),
        page(*a, url=f"{host}/serial/tea-148207", side_first=True),
        page(*a, url=f"{host}/serial/TEA-148207?utm_source=forum", banner=True),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url=f"{_m(host)}/serial/TED-148210"),
        page(*e),
    ]


@scen("lost_cinemas", "lost cinemas of one county: article pages, sidebar before main, breadcrumbs, a sentence or two each")
def lost_cinemas():
    host = "https://www.lostcinemas-yorkshire.org"
    about = (
        '<section class="about"><h2>About Lost Cinemas</h2><p>Yorkshire had more than four hundred cinemas at the height of '
        "picture-going in the 1940s. Most towns had two or three, and even small villages had a hall where films were shown "
        "once or twice a week. Television, bingo and the multiplex closed nearly all of them. This site records each "
        "building: when it opened and closed, how many seats it had, who designed it and what has become of it.</p><p>Seat "
        "counts are taken from trade year books and may include later changes. Names are the last name the cinema traded "
        "under, with earlier names listed where they are known.</p><p>Many of our photographs were lent by former staff "
        "and their families. If you have memories, programmes or photographs of a cinema, we would love to hear from you.</p></section>"
    )
    donate = '<div class="donate">Lost Cinemas is free and has no advertising. A small donation helps pay for hosting and scanning. <a href="/donate">Donate</a></div>'
    towns = [("/town/bradford", "Bradford"), ("/town/halifax", "Halifax"), ("/town/huddersfield", "Huddersfield"), ("/town/keighley", "Keighley"), ("/town/skipton", "Skipton")]

    def page(slug, name, town, opened, closed, seats, architect, now, text, *, url=None, side=towns, crumbs=None):
        crumbs = crumbs or [("/", "Home"), (f"/town/{town.lower()}", town), (None, name)]
        art = (f'<article class="cinema"><h1>{name}</h1><p class="town">{town}</p>'
               + _thead(["Opened", "Closed", "Seats", "Architect", "Now"], [(opened, closed, seats, architect, now)], "cinema-facts")
               + (f"<p>{text}</p>" if text else "") + "</article>")
        town_list = _lis([f'<a href="{h}">{t}</a>' for h, t in side], "town-list")
        body = (f'<div class="banner"><a href="/">Lost Cinemas of Yorkshire</a></div><div class="layout">'
                f'<aside class="towns"><h3>Towns</h3>{town_list}</aside>'
                f'<div class="content">{_crumbs(crumbs)}{art}</div></div>{about}{donate}'
                '<div class="legal">Text &copy; Lost Cinemas of Yorkshire. Photographs &copy; their owners.</div>')
        return P(url or f"{host}/cinema/{slug}", doc(f"{name}, {town} | Lost Cinemas of Yorkshire", body), f"lc-{slug}")

    a = ("picture-house-keighley", "Picture House", "Keighley", "1913", "1959", "850", "W. H. Sugden", "Shops", "Opened with a programme of Pathé newsreels and a live orchestra.")
    b = ("ritz-keighley", "Ritz", "Keighley", "1938", "1974", "1,550", "Verity &amp; Beverley", "Bingo hall, closed 2012", "The largest cinema in the town, with a café on the first floor.")
    c = ("regent-keighley", "Regent", "Keighley", "1920", "1961", "850", "W. H. Sugden", "Demolished", "")
    d = ("plaza-skipton", "Plaza", "Skipton", "1912", "still open", "320", "Unknown", "Cinema", "")
    e = ("premier-skipton", "Premier", "Skipton", "1921", "1967", "600", "J. Hartley", "Supermarket", "Known locally as the Flea Pit.")
    return [
        page(*a),
        page(*a, url=f"{host}/cinema/picture-house-keighley?utm_source=facebook", side=towns[::-1]),
        page(*a, url=f"{host}/cinema/picture-house-keighley/index.html", crumbs=[("/", "Home"), ("/architects/sugden", "W. H. Sugden"), (None, "Picture House")]),
        page(*b),
        page(*c),
        page(*d),
        page(*e),
        page(*e, url=f"{_m(host)}/cinema/premier-skipton"),
    ]


@scen("filming_locations", "council film office location library: rooms of one town hall as cards, long permit notes")
def filming_locations():
    host = "https://filmoffice.hexley.gov.uk"
    permits = (
        '<section class="permits"><h2>Filming in Hexley</h2><p>All filming on council property and on the public highway '
        "needs a permit from the Film Office. Please apply at least ten working days before a shoot on the highway and "
        "twenty working days before a shoot that needs parking suspensions or road closures. Student productions and "
        "news crews are charged reduced fees; charity productions may be exempt.</p><p>Crews must hold public liability "
        "insurance of at least &pound;5 million, follow the Hexley filming code of conduct and keep residents informed with "
        "a letter at least five days before filming. Drones need the landowner's permission as well as the usual aviation "
        "permissions.</p><p>Location fees are banded by the size of the crew and the time needed on site, and include the "
        "cost of a council location manager for the day.</p></section>"
    )

    def page(lid, name, building, size, power, parking, band, text, *, url=None, amp=False, similar=("Council Chamber", "Mayor's Parlour", "Old Library reading room")):
        card = (f'<div class="loc-card"><div class="loc-id">Location {lid}</div><h1 class="loc-name">{name}</h1>'
                + _fig(f"/locations/{lid}/1.jpg", name, f"{name}, {building}", "loc-photo")
                + ul_kv([("Building", building), ("Floor area", size), ("Power", power), ("Unit parking", parking), ("Fee band", band)], "loc-facts")
                + (f'<p class="loc-text">{text}</p>' if text else "") + "</div>")
        sim = '<div class="similar"><h3>Similar locations</h3>' + _lis(similar) + "</div>"
        head = f'<link rel="canonical" href="{host}/locations/{lid}">' if amp else ""
        body = ('<div class="fo-head"><a href="/">Hexley Film Office</a> <a href="/locations">Locations</a> <a href="/apply">Apply for a permit</a></div>'
                + card + ("" if amp else sim) + permits + '<div class="fo-foot">Hexley Film Office is part of Hexley Borough Council &middot; film@hexley.gov.uk</div>')
        return P(url or f"{host}/locations/{lid}", doc(f"{name} | Hexley Film Office", body, head=head), f"fl-{lid}")

    a = ("L0142", "Council Chamber", "Hexley Town Hall", "210 m&sup2;", "32 A three-phase", "4 vehicles, rear yard", "C", "Oak-panelled chamber of 1904 with a public gallery and the mayor's chair.")
    b = ("L0143", "Mayor's Parlour", "Hexley Town Hall", "64 m&sup2;", "13 A sockets only", "4 vehicles, rear yard", "B", "")
    c = ("L0144", "Main staircase", "Hexley Town Hall", "90 m&sup2;", "13 A sockets only", "4 vehicles, rear yard", "B", "Marble imperial staircase under a stained-glass dome.")
    d = ("L0145", "Basement cells", "Hexley Town Hall", "48 m&sup2;", "32 A three-phase", "4 vehicles, rear yard", "B", "Three disused police cells with original doors.")
    e = ("L0201", "Old Library reading room", "Carnegie Library, Bridge Street", "150 m&sup2;", "32 A three-phase", "On-street suspensions needed", "C", "")
    return [
        page(*a),
        page(*a, url=f"{host}/amp/locations/L0142", amp=True),
        page(*a, url=f"{host}/locations/L0142?utm_campaign=screen-yorkshire", similar=("Mayor's Parlour", "Main staircase")),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url=f"{host}/locations/L0145?view=grid&sort=name"),
        page(*e),
    ]


@scen("cricket_scorecards", "village cricket club scorecards: 1st and 2nd XI on the same day, h1 equal to the club name")
def cricket_scorecards():
    host = "https://www.littlewenhamcc.co.uk"
    club = (
        '<section class="club"><h2>Little Wenham Cricket Club</h2><p>Founded in 1872, the club plays on the Rectory Meadow '
        "and fields two Saturday sides in the county league, a Sunday friendly side and junior teams from under-9 to "
        "under-15. New players of every standard are welcome; nets are on Tuesday and Thursday evenings from April.</p>"
        "<p>The club is committed to safeguarding children and adults at risk. Our welfare officers can be contacted "
        "through the club secretary, and our safeguarding policy is available on request.</p><p>Teas are served in the "
        "pavilion at every home game. Many thanks to our sponsors, Wenham Motors, the Swan Inn and Rectory Farm Shop, whose "
        "support keeps subscriptions low.</p></section>"
    )

    def page(slug, match, result, bat, bowl, *, url=None, printv=False, sponsor="Wenham Motors"):
        rec = (f'<div class="scorecard"><h2>{match}</h2><p class="result">{result}</p>'
               + (_thead(["Batter", "How out", "Runs", "Balls"], bat, "batting") if bat else "")
               + (_thead(["Bowler", "O", "M", "R", "W"], bowl, "bowling") if bowl else "") + "</div>")
        if printv:
            body = rec
        else:
            body = (f'<div class="clubhead"><h1>Little Wenham Cricket Club</h1>{nav([("/", "Home"), ("/fixtures", "Fixtures"), ("/results", "Results"), ("/join", "Join")], "clubnav")}</div>'
                    + rec + f'<div class="sponsor">Match sponsor: {sponsor}</div>' + club
                    + '<div class="clubfoot">&copy; Little Wenham CC &middot; affiliated to the county cricket board</div>')
        return P(url or f"{host}/results/{slug}", doc("Little Wenham Cricket Club", body), f"cc-{slug}")

    a = ("2024-06-08-1st-xi", "1st XI v Foxley, Saturday 8 June 2024 (home)", "Little Wenham 182/7 (40 overs) beat Foxley 149 (36.2 overs) by 33 runs",
         [("T. Ashby", "c Hale b Brown", "61", "74"), ("M. Reeve", "lbw b Brown", "34", "40"), ("J. Cole", "not out", "28", "22")],
         [("S. Pike", "8", "1", "29", "4"), ("D. Lamb", "7.2", "0", "33", "3")])
    b = ("2024-06-08-2nd-xi", "2nd XI v Foxley 2nd XI, Saturday 8 June 2024 (away)", "Foxley 2nd XI 164/9 (40 overs) beat Little Wenham 2nd XI 150 (38 overs) by 14 runs",
         [("R. Ashby", "b Gray", "42", "51"), ("P. Nunn", "c Webb b Gray", "30", "35"), ("L. Cole", "run out", "18", "20")],
         [("K. Finch", "8", "0", "31", "3"), ("A. Reeve", "8", "1", "37", "2")])
    c = ("2024-06-15-1st-xi", "1st XI v Stoke Tye, Saturday 15 June 2024 (away)", "Match abandoned without a ball bowled (rain)", [], [])
    d = ("2024-06-22-1st-xi", "1st XI v Holbrook, Saturday 22 June 2024 (home)", "Holbrook 201/6 (40 overs) beat Little Wenham 198/8 (40 overs) by 3 runs",
         [("T. Ashby", "c Moss b Dean", "88", "97"), ("J. Cole", "b Dean", "40", "38"), ("M. Reeve", "run out", "21", "30")],
         [("S. Pike", "8", "0", "41", "2"), ("D. Lamb", "8", "0", "44", "2")])
    e = ("2024-06-23-sunday", "Sunday XI v The Swan Inn XI, Sunday 23 June 2024 (home)", "Little Wenham 176/5 (35 overs) beat The Swan Inn XI 120 (30.1 overs) by 56 runs",
         [("G. Hale", "retired", "50", "44"), ("P. Nunn", "not out", "41", "39")], [("A. Reeve", "6", "0", "22", "3")])
    return [
        page(*a),
        page(*a, url=f"{host}/results/2024-06-08-1st-xi?print=1", printv=True),
        page(*a, url=f"{host}/results/2024-06-08-1st-xi?fbclid=IwAR0dd91", sponsor="The Swan Inn"),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url=f"{_m(host)}/results/2024-06-22-1st-xi", sponsor="Rectory Farm Shop"),
        page(*e),
    ]


@scen("boundary_stones", "parish boundary stones: inscription figure, stone number heading, beating-the-bounds explainer")
def boundary_stones():
    host = "https://www.hexleyboundarystones.org.uk"
    bounds = (
        '<div class="essay"><h2>Beating the bounds</h2><p>Before parish maps were common, the boundary of a parish was '
        "remembered by walking it. Each spring, at Rogationtide, the vicar, churchwardens and parishioners walked the bounds, "
        "striking the boundary stones with willow wands and, in some parishes, bumping the heads of the boys on the stones "
        "so that they would remember where they stood. Stones were cut with the initials of the parishes on either side "
        "and often a date, and were renewed when they were lost.</p><p>This survey records every known stone on the bounds "
        "of Hexley and its neighbours, with a photograph, the inscription on each face, the grid reference and its "
        "condition. Several stones are listed and all are protected as part of the historic landscape.</p></div>"
    )
    access = '<div class="access"><p>Many stones stand on private farmland or in hedges beside busy roads. Please keep to public rights of way and do not clear vegetation from stones. Mapping is reproduced under licence and may not be copied.</p></div>'

    def page(no, faces, grid, cond, note, *, url=None, printv=False, walk_box="Next walk: Rogation Sunday, 10 a.m. from the church"):
        rec = (f'<h1>Stone {no}</h1>' + _fig(f"/stones/{no}.jpg", f"Boundary stone {no}", "Inscription: " + " / ".join(faces), "stone")
               + table_kv([("Grid reference", grid), ("Condition", cond)], "stone-facts") + (f"<p>{note}</p>" if note else ""))
        if printv:
            body = f'<div class="print">{rec}</div>'
        else:
            body = (f'<div class="title"><a href="/">Hexley Boundary Stones</a></div><div class="walk">{walk_box}</div>'
                    f'<div class="record">{rec}</div>{bounds}{access}<div class="end">Hexley Local History Society</div>')
        return P(url or f"{host}/stone/{no}", doc(f"Stone {no} | Hexley Boundary Stones", body), f"bst-{no}")

    a = ("14", ["H P", "W P", "1811"], "SE 2314 4417", "Good", "Stands in the hedge at the corner of Long Lane.")
    b = ("15", ["H P", "W P", "1811"], "SE 2331 4402", "Leaning", "")
    c = ("15a", ["H P", "W P", "1897"], "SE 2332 4401", "Good", "A replacement set beside stone 15 when the road was widened.")
    d = ("16", ["H P", "W P"], "SE 2350 4391", "Broken; top half lost", "")
    e = ("17", ["H P", "B P", "1811"], "SE 2376 4380", "Good", "Marks the meeting of Hexley, Wenby and Burnside parishes.")
    return [
        page(*a),
        page(*a, url=f"{host}/stone/14?print", printv=True),
        page(*a, url=f"{host}/stone/14?utm_source=walk-leaflet", walk_box="Next walk: Saturday 14 September, 2 p.m. from the green"),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url=f"{host}/stone/16/index.html"),
        page(*e),
    ]


@scen("weighbridges", "trading standards register of public weighbridges: title is the service name only, legal notice")
def weighbridges():
    host = "https://www.wenbyshire.gov.uk"
    legal = (
        '<section class="legal-note"><h2>Public weighbridges and the law</h2><p>A public weighbridge is one that weighs '
        "vehicles and goods for anyone who asks, for a fee. Under the Weights and Measures Act the operator must hold a "
        "certificate of competence for each person who operates the weighbridge, keep it tested by an inspector, display "
        "the certificate and the charges, and issue a numbered ticket for every weighing. Copies of tickets must be kept "
        "for at least two years.</p><p>If you think a weighbridge has weighed your load incorrectly, ask the operator for "
        "your ticket number and contact Trading Standards. It is an offence to issue a false ticket or to operate a public "
        "weighbridge without a certificate of competence.</p><p>Charges are set by each operator and are not regulated by "
        "the council.</p></section>"
    )

    def page(wid, operator, site, cap, platform, tested, hours, *, url=None, crumbs=None, banner=False):
        crumbs = crumbs or [("/", "Home"), ("/business", "Business"), ("/business/trading-standards", "Trading Standards"), (None, "Public weighbridges")]
        rec = (f'<div class="wb"><p class="wb-id">Weighbridge {wid}</p><p class="wb-op">{operator}</p>'
               + _thead(["Site", "Maximum", "Platform", "Last tested", "Opening hours"], [(site, cap, platform, tested, hours)], "wb-table") + "</div>")
        body = (f'<div class="gov-top"><a href="/">Wenbyshire County Council</a></div>{_crumbs(crumbs)}'
                f'<div class="page-body">{rec}</div>{legal}'
                '<div class="gov-bottom"><a href="/contact/trading-standards">Contact Trading Standards</a> &middot; <a href="/privacy">Privacy notice</a></div>')
        if banner:
            body = BANNER_EN + body
        return P(url or f"{host}/business/trading-standards/weighbridges/{wid}", doc("Public weighbridges", body), f"wb-{wid}")

    a = ("WB-07", "Wenby Agricultural Merchants", "Station Yard, Wenby", "50 tonnes", "18 m &times; 3 m", "11 January 2024", "Mon&ndash;Fri 8:00&ndash;17:00")
    b = ("WB-08", "Wenby Agricultural Merchants", "Mill Lane depot, Wenby", "60 tonnes", "18 m &times; 3 m", "11 January 2024", "Mon&ndash;Fri 8:00&ndash;17:00; Sat 8:00&ndash;12:00")
    c = ("WB-09", "Burnside Recycling Ltd", "Quarry Road, Burnside", "60 tonnes", "18 m &times; 3 m", "3 March 2024", "Mon&ndash;Sat 7:00&ndash;16:00")
    d = ("WB-10", "Hexley Grain Co-operative", "Grain store, Hexley Moor", "40 tonnes", "15 m &times; 3 m", "20 July 2023", "Harvest only: July&ndash;September, daily 7:00&ndash;21:00")
    e = ("WB-11", "Burnside Recycling Ltd", "Transfer station, Burnside", "60 tonnes", "18 m &times; 3 m", "3 March 2024", "Mon&ndash;Sat 7:00&ndash;16:00")
    return [
        page(*a),
        page(*a, url=f"{host}/business/trading-standards/weighbridges/WB-07?utm_source=bulletin", banner=True),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/business/trading-standards/weighbridges/WB-09/", crumbs=[("/", "Home"), ("/search", "Search"), (None, "weighbridge burnside")]),
        page(*d),
        page(*e),
        page(*e, url=f"{host}/business/trading-standards/weighbridges/WB-11?contrast=high"),
    ]


# ---------------------------------------------------------------- Chinese sites


@scen("zh_xiaoche_xianlu", "县教育局校车线路公示，上学放学两条线、冬季作息另行公示，线路编号作标题")
def zh_xiaoche_xianlu():
    host = "https://jyj.qingxi.gov.cn"
    tiaoli = (
        '<div class="gz"><h3>校车安全管理规定（摘要）</h3><p>校车应当按照审核确定的线路、站点和时间运行，不得超员，不得超速。'
        '校车驾驶人应当依法取得校车驾驶资格，每次运行前对校车的制动、转向、外部照明、轮胎、安全门、座椅、安全带等进行安全检查。'
        '学校应当为每辆校车指派照管人员，照管人员负责学生上下车时的安全，清点乘车学生人数，帮助、指导学生安全落座、系好安全带。</p>'
        '<p>乘坐校车的学生应当遵守下列规定：在指定地点候车，不得在道路上追逐打闹；在校车停稳后有序上下车；行车中不得离开座位、'
        '不得将身体伸出窗外；服从照管人员管理。</p></div>'
    )
    xuzhi = (
        '<div class="xz"><h3>家长须知</h3><p>请家长按公示时间提前5分钟送孩子到站点候车，放学时按时到站点接送。如孩子当天不乘车，'
        '请提前告知班主任或照管员。线路、站点如有调整，以学校通知为准。</p><p>监督电话：县教育局安全科 0579-8712XXXX；'
        '县交警大队 0579-8713XXXX。</p></div>'
    )

    def page(code, name, plate, seats, stops, note, *, url=None, printv=False, hits=211):
        rec = (f'<h1>{code} {name}</h1>' + table_kv([("车牌号", plate), ("核载人数", seats), ("驾驶员", "王某某"), ("照管员", "李某某")], "xc")
               + _thead(["站点", "上学时间", "放学时间"], stops, "zd") + (f'<p class="bz">备注：{note}</p>' if note else ""))
        if printv:
            body = f'<div class="dy">{rec}</div>'
        else:
            body = ('<div class="top"><div class="logo">清溪县教育局</div>' + nav([("/", "首页"), ("/zwgk/", "政务公开"), ("/aqgl/", "安全管理"), ("/bsfw/", "办事服务")], "dh") + "</div>"
                    + '<div class="wz">当前位置：首页 &gt; 安全管理 &gt; 校车线路</div>'
                    + f'<div class="nr">{rec}<p class="ll">浏览次数：{hits}</p></div>{tiaoli}{xuzhi}'
                    + '<div class="db">清溪县教育局 主办　地址：清溪县城南路18号　浙ICP备05012345号</div>')
        return P(url or f"{host}/aqgl/xcxl/{code}.html", doc(f"{code} {name}-清溪县教育局", body, lang="zh-CN"), f"xc-{code}")

    a = ("QX-XC-01", "城南小学 东岭线", "浙G·X1021", "35",
         [("东岭村村口", "7:05", "16:35"), ("下洋桥", "7:12", "16:28"), ("水南村", "7:20", "16:20"), ("城南小学", "7:35", "16:05")], "")
    b = ("QX-XC-02", "城南小学 西坑线", "浙G·X1022", "35",
         [("西坑村委会", "7:00", "16:40"), ("上宅", "7:10", "16:30"), ("水南村", "7:22", "16:18"), ("城南小学", "7:35", "16:05")], "")
    c = ("QX-XC-01D", "城南小学 东岭线（冬季作息）", "浙G·X1021", "35",
         [("东岭村村口", "7:20", "16:15"), ("下洋桥", "7:27", "16:08"), ("水南村", "7:35", "16:00"), ("城南小学", "7:50", "15:45")], "11月1日起执行冬季作息时间。")
    d = ("QX-XC-05", "石门中学 溪口线", "浙G·X1035", "49",
         [("溪口镇政府", "6:40", "17:30"), ("岭脚", "6:52", "17:18"), ("石门中学", "7:10", "17:00")], "周五放学时间提前至15:30。")
    e = ("QX-XC-06", "石门中学 溪口线（周日返校）", "浙G·X1035", "49",
         [("溪口镇政府", "15:30", ""), ("岭脚", "15:42", ""), ("石门中学", "16:00", "")], "仅周日下午返校运行。")
    return [
        page(*a),
        page(*a, url=f"{host}/aqgl/xcxl/QX-XC-01.html?from=timeline&isappinstalled=0", hits=236),
        page(*a, url=f"{host}/aqgl/xcxl/QX-XC-01.html?print=1", printv=True),
        page(*b),
        page(*c),
        page(*c, url="https://m.jyj.qingxi.gov.cn/aqgl/xcxl/QX-XC-01D.html", hits=98),
        page(*d),
        page(*e),
    ]


@scen("zh_dili_biaozhi", "地理标志产品专用标志使用核准公告，同一产品多家企业，长篇保护规定")
def zh_dili_biaozhi():
    host = "https://scjg.yunling.gov.cn"
    guiding = (
        '<div class="fg"><h4>地理标志产品保护相关规定</h4><p>地理标志产品，是指产自特定地域，所具有的质量、声誉或其他特性本质上取决于该产地的'
        '自然因素和人文因素的产品。地理标志产品保护范围内的生产者，可向当地知识产权管理部门提出使用地理标志专用标志的申请，'
        '经审核并核准公告后，方可在其产品上使用地理标志专用标志。</p><p>获准使用专用标志的生产者，应当按照相应的质量技术要求组织生产，'
        '在产品或包装上规范标注专用标志及统一社会信用代码。未经核准擅自使用、伪造专用标志，或者使用与专用标志相近、易产生误解的名称或标识的，'
        '由市场监督管理部门依法查处。</p><p>社会各界可对专用标志使用情况进行监督，举报电话：12315。</p></div>'
    )

    def page(nid, title, product, scope, firms, date, *, url=None, crumbs="首页 &gt; 知识产权 &gt; 地理标志", related=("云岭红茶", "云岭核桃", "高山冷水鱼")):
        rec = (f'<div class="gg"><h2>{title}</h2><p>根据相关规定，经审核，下列企业符合地理标志产品&ldquo;{product}&rdquo;专用标志使用条件，准予使用地理标志专用标志，现予公告。</p>'
               + dl_kv([("产品名称", product), ("保护范围", scope)], "cp")
               + _thead(["企业名称", "统一社会信用代码"], firms, "qy") + f'<p class="rq">云岭市市场监督管理局　{date}</p></div>')
        rel = '<div class="xg"><h4>本市地理标志产品</h4>' + "".join(f"<span>{x}</span>" for x in related) + "</div>"
        body = (f'<div class="header">云岭市市场监督管理局（知识产权局）</div><div class="path">{crumbs}</div>'
                f'{rec}{rel}{guiding}<div class="footer">云岭市市场监督管理局　版权所有　滇ICP备10023456号</div>')
        return P(url or f"{host}/zscq/dlbz/{nid}.html", doc(f"{title}_云岭市市场监督管理局", body, lang="zh-CN"), f"dl-{nid}")

    a = ("2024-031", "关于核准云岭红茶地理标志专用标志使用的公告（2024年第3号）", "云岭红茶", "云岭市东岭镇、茶山乡、白水乡现辖行政区域",
         [("云岭某某茶业有限公司", "91530000MA6K1XXX1A"), ("云岭县某某茶叶专业合作社", "93530000MA6K2XXX2B")], "2024年3月18日")
    b = ("2024-052", "关于核准云岭红茶地理标志专用标志使用的公告（2024年第5号）", "云岭红茶", "云岭市东岭镇、茶山乡、白水乡现辖行政区域",
         [("云岭某某生态茶园有限公司", "91530000MA6K3XXX3C")], "2024年5月20日")
    c = ("2024-053", "关于核准云岭核桃地理标志专用标志使用的公告（2024年第5号）", "云岭核桃", "云岭市西山镇、石门乡现辖行政区域",
         [("云岭某某林果开发有限公司", "91530000MA6K4XXX4D"), ("西山镇某某核桃专业合作社", "93530000MA6K5XXX5E")], "2024年5月20日")
    d = ("2024-071", "关于注销部分企业地理标志专用标志使用资格的公告", "云岭红茶", "云岭市东岭镇、茶山乡、白水乡现辖行政区域",
         [("云岭县某某茶叶专业合作社", "93530000MA6K2XXX2B")], "2024年7月2日")
    e = ("2024-088", "关于核准高山冷水鱼地理标志专用标志使用的公告（2024年第8号）", "高山冷水鱼", "云岭市高桥乡现辖行政区域",
         [("云岭某某渔业科技有限公司", "91530000MA6K6XXX6F")], "2024年8月9日")
    return [
        page(*a),
        page(*a, url=f"{host}/zscq/dlbz/2024-031.html?spm=zw.list.0.1", related=("云岭核桃", "高山冷水鱼", "云岭红茶")),
        page(*b),
        page(*b, url=f"{host}/zscq/dlbz/2024-052/index.html", crumbs="首页 &gt; 通知公告"),
        page(*c),
        page(*d),
        page(*e),
        page(*e, url="https://m.scjg.yunling.gov.cn/zscq/dlbz/2024-088.html"),
    ]


@scen("zh_huanrezhan_gbk", "热力公司换热站信息公开（GBK），老式表格布局，当日供水温度框变化")
def zh_huanrezhan_gbk():
    host = "http://www.beichengrl.com"
    guifan = (
        '<table width="100%" class="gf"><tr><td class="t">供热服务须知</td></tr><tr><td><p>本市供热期为每年11月15日至次年3月15日，'
        '遇极端天气可视情况提前或延长供热。供热期内，用户室内温度应不低于18℃。如室温不达标，用户可拨打服务热线申请测温，'
        '公司将在24小时内派员上门检测，经测定不达标的，按规定退还相应热费。</p><p>用户不得擅自改动供热设施、私接暖气、'
        '放水或安装循环泵，不得在管道上加装阀门。确需改造的，应向公司提出申请，由专业人员施工。停热或报停的用户，'
        '应于每年10月31日前到营业厅办理手续，逾期不予受理。</p><p>热费收缴标准：居民住宅按建筑面积每平方米每供热期24元，'
        '非居民按每平方米36元。</p></td></tr></table>'
    )

    def page(code, name, area, estates, phone, *, url=None, temp=("62", "41"), hits=57, printv=False):
        rec = (f'<table width="100%" class="zt" border="1"><tr><th colspan="2">{name}（{code}）</th></tr>'
               f'<tr><td width="30%">供热面积</td><td>{area}</td></tr><tr><td>服务小区</td><td>{estates}</td></tr>'
               f'<tr><td>站点值班电话</td><td>{phone}</td></tr></table>')
        live = f'<table class="ss"><tr><td>实时运行：一次供水温度 {temp[0]}℃　二次供水温度 {temp[1]}℃</td></tr></table>'
        if printv:
            body = rec
        else:
            body = ('<table width="100%" class="top"><tr><td>北城热力有限公司</td><td align="right">服务热线 96000</td></tr>'
                    '<tr><td colspan="2">首页 | 公司概况 | 信息公开 | 换热站查询 | 网上缴费 | 联系我们</td></tr></table>'
                    + live + rec + f'<p>浏览：{hits}次</p>' + guifan
                    + '<table width="100%" class="foot"><tr><td>北城热力有限公司　版权所有　冀ICP备09012345号</td></tr></table>')
        return P(url or f"{host}/hrz/show.asp?id={code}", doc(f"{name}-北城热力有限公司", body, lang="zh-CN"), f"hr-{code}", encoding="gbk")

    a = ("HRZ-017", "光明里换热站", "8.6万平方米", "光明里小区、光明里东区", "0311-8501XXXX")
    b = ("HRZ-018", "光明里二号换热站", "6.2万平方米", "光明里西区", "0311-8501XXXX")
    c = ("HRZ-021", "建设路换热站", "12.4万平方米", "建设路小区、供电局宿舍、第三中学", "0311-8502XXXX")
    d = ("HRZ-022", "和平苑换热站", "9.1万平方米", "和平苑一期、和平苑二期", "0311-8503XXXX")
    e = ("HRZ-023", "和平苑三期换热站", "4.8万平方米", "和平苑三期", "0311-8503XXXX")
    return [
        page(*a),
        page(*a, url=f"{host}/hrz/show.asp?id=HRZ-017&page=1", temp=("65", "43"), hits=58),
        page(*a, url=f"{host}/hrz/print.asp?id=HRZ-017", printv=True),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/hrz/show.asp?id=HRZ-021&from=search", temp=("58", "39"), hits=121),
        page(*d),
        page(*e),
    ]


@scen("zh_lvse_shipin", "绿色食品证书公告，同一企业大米、糙米等产品，卡片式")
def zh_lvse_shipin():
    host = "https://www.lvshi-hanjiang.org.cn"
    about = (
        '<div class="about"><h3>关于绿色食品标志</h3><p>绿色食品是指产自优良生态环境、按照绿色食品标准生产、实行全程质量控制并获得'
        '绿色食品标志使用权的安全、优质食用农产品及相关产品。绿色食品标志是经注册的证明商标，未经许可，任何单位和个人不得使用。</p>'
        '<p>获证企业应当严格执行绿色食品标准，在获证产品包装上规范使用绿色食品标志，并接受年度检查和产品抽检。证书有效期为三年，'
        '期满需要继续使用的，应在有效期满三个月前提出续展申请。</p><p>本站公告信息仅供查询参考，证书真伪请以全国绿色食品审核信息系统查询结果为准。</p></div>'
    )
    apply_box = '<div class="sq"><h4>申请指南</h4><p>企业申请绿色食品标志使用权，可向所在县（市、区）农业农村部门绿色食品工作机构提交申请材料。</p></div>'

    def page(no, product, firm, output, valid, *, url=None, banner=False, views=None):
        card = (f'<div class="cert-card"><div class="cert-no">证书编号：{no}</div><div class="cert-product">{product}</div>'
                + _kvdivs([("获证单位", firm), ("核准产量", output), ("有效期", valid)], "cert-info") + "</div>")
        body = ('<div class="nav-top"><span class="brand">汉江市绿色食品发展中心</span><a href="/">首页</a><a href="/gg/">证书公告</a><a href="/bz/">标准规范</a></div>'
                + card + (f'<div class="pv">阅读 {views}</div>' if views else "") + apply_box + about
                + '<div class="copy">汉江市绿色食品发展中心　鄂ICP备11012345号</div>')
        if banner:
            body = BANNER_ZH + body
        return P(url or f"{host}/gg/{no}.html", doc("汉江市绿色食品发展中心", body, lang="zh-CN"), f"ls-{no}")

    a = ("LB-18-24061201234A", "某某牌大米", "汉江市某某米业有限公司", "3000吨", "2024年6月至2027年6月")
    b = ("LB-18-24061201235A", "某某牌糙米", "汉江市某某米业有限公司", "500吨", "2024年6月至2027年6月")
    c = ("LB-18-24061201236A", "某某牌胚芽米", "汉江市某某米业有限公司", "200吨", "2024年6月至2027年6月")
    d = ("LB-15-24061201301A", "某某柑橘", "汉江市某某果业专业合作社", "1200吨", "2024年6月至2027年6月")
    e = ("LB-41-24071201410A", "某某菜籽油", "汉江市某某粮油有限公司", "800吨", "2024年7月至2027年7月")
    return [
        page(*a),
        page(*a, url=f"{host}/gg/LB-18-24061201234A.html?from=singlemessage", views=88),
        page(*a, url="https://m.lvshi-hanjiang.org.cn/gg/LB-18-24061201234A.html", banner=True),
        page(*b),
        page(*c),
        page(*d),
        page(*e),
        page(*e, url=f"{host}/gg/LB-41-24071201410A.html?utm_source=wechat", views=12),
    ]


@scen("zh_zhengshou_buchang", "房屋征收分户补偿结果公示，article元素，同一项目各户面积金额不同")
def zh_zhengshou_buchang():
    host = "https://www.xinan.gov.cn"
    fangan = (
        '<section class="fa"><h3>补偿方案要点</h3><p>本项目房屋征收补偿方式为货币补偿和产权调换，被征收人可自行选择。被征收房屋价值补偿'
        '按评估机构评估的市场价格确定；搬迁费、临时安置费按《新安区国有土地上房屋征收补偿办法》的标准支付；在签约期限内签订补偿协议并搬迁的，'
        '给予按期签约搬迁奖励。</p><p>根据《国有土地上房屋征收与补偿条例》的规定，房屋征收部门应当依法建立房屋征收补偿档案，'
        '并将分户补偿情况在房屋征收范围内向被征收人公布。被征收人对公示内容有异议的，可在公示之日起7日内向区房屋征收服务中心书面反映。</p>'
        '<p>联系电话：0379-6521XXXX。</p></section>'
    )

    def page(hid, owner, addr, area, way, money, *, url=None, related=None, hits=402):
        rec = (f'<article class="gs"><h1>老城东片区房屋征收分户补偿情况公示（{hid}）</h1>'
               + table_kv([("被征收人", owner), ("房屋坐落", addr), ("建筑面积", area), ("补偿方式", way), ("补偿金额", money)], "bc")
               + f'<footer class="art-foot">新安区房屋征收服务中心　2024年4月30日　点击：{hits}</footer></article>')
        rel = '<aside class="rel"><h4>相关公示</h4>' + _lis(related or ["老城东片区房屋征收决定", "老城东片区评估结果公示", "老城东片区签约进度"]) + "</aside>"
        body = ('<header class="gov"><div class="gov-name">新安区人民政府</div></header><div class="pos">首页 &gt; 信息公开 &gt; 征收补偿</div>'
                + rec + rel + fangan + '<footer class="gov-foot">新安区人民政府办公室　主办　豫ICP备05012345号</footer>')
        return P(url or f"{host}/xxgk/zsbc/{hid}.html", doc(f"老城东片区分户补偿公示（{hid}）_新安区人民政府", body, lang="zh-CN"), f"zs-{hid}")

    a = ("LCD-001", "张某某", "老城东街12号", "86.4平方米", "货币补偿", "97.3万元")
    b = ("LCD-002", "李某某", "老城东街14号", "86.4平方米", "产权调换", "调换安置房一套（90平方米），差价另结")
    c = ("LCD-003", "王某", "老城东街16号", "62.0平方米", "货币补偿", "69.8万元")
    d = ("LCD-004", "赵某某", "老城东街16号附1号", "18.5平方米", "货币补偿", "20.9万元")
    e = ("LCD-005", "孙某某", "东关巷3号", "112.7平方米", "货币补偿", "126.9万元")
    return [
        page(*a),
        page(*a, url=f"{host}/xxgk/zsbc/LCD-001.html?isappinstalled=0", hits=417),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/xxgk/zsbc/LCD-003/index.html", related=["老城东片区签约进度", "老城东片区房屋征收决定"]),
        page(*d),
        page(*e),
        page(*e, url="https://m.xinan.gov.cn/xxgk/zsbc/LCD-005.html", hits=96),
    ]


@scen("zh_yushou_xuke_gbk", "房管局商品房预售许可证公示（GBK），同一项目不同楼栋，标题为站名")
def zh_yushou_xuke_gbk():
    host = "http://www.yqfgj.gov.cn"
    tishi = (
        '<div class="ts"><p><b>购房提示：</b>购买商品房前，请查验开发企业的《商品房预售许可证》，确认所购房屋在预售许可范围内。'
        '预售款应当全部存入商品房预售资金监管账户，购房人不得将购房款直接交付开发企业或其工作人员。签订合同前请仔细阅读合同条款，'
        '对面积误差、交付时间、违约责任等重要内容予以确认。</p><p>开发企业不得在未取得预售许可证前以认购、预订、排号、发放VIP卡等方式'
        '向买受人收取或者变相收取定金、预定款等费用。发现违规销售行为的，请拨打举报电话：0353-2021XXXX。</p></div>'
    )

    def page(no, proj, firm, bld, area, units, date, *, url=None, printv=False, hits=1302):
        rec = (f'<table width="96%" border="1" class="xk"><tr><th colspan="4">商品房预售许可证　{no}</th></tr>'
               f'<tr><th>项目名称</th><td>{proj}</td><th>开发企业</th><td>{firm}</td></tr>'
               f'<tr><th>预售楼栋</th><td>{bld}</td><th>预售面积</th><td>{area}</td></tr>'
               f'<tr><th>预售套数</th><td>{units}</td><th>发证日期</th><td>{date}</td></tr></table>')
        if printv:
            body = rec
        else:
            body = ('<table width="100%" class="top"><tr><td class="logo">阳泉市住房和城乡建设局（房产管理）</td></tr>'
                    '<tr><td>首页 | 政务公开 | 预售许可 | 房地产企业 | 政策法规 | 办事指南</td></tr></table>'
                    '<table width="100%"><tr><td width="22%" valign="top" class="left">快速查询<br>预售许可<br>现房备案<br>资质查询</td>'
                    f'<td valign="top">{rec}<p>浏览次数：{hits}</p></td></tr></table>{tishi}'
                    '<table width="100%" class="foot"><tr><td>阳泉市住房和城乡建设局　晋ICP备06001234号</td></tr></table>')
        return P(url or f"{host}/ysxk/show.aspx?id=2024{no[-4:-1]}", doc("阳泉市住房和城乡建设局", body, lang="zh-CN"), f"ys-{no}", encoding="gbk")

    a = ("阳房预字（2024）第018号", "某某华府", "阳泉某某置业有限公司", "1号楼", "12680.5平方米", "112套", "2024年3月6日")
    b = ("阳房预字（2024）第019号", "某某华府", "阳泉某某置业有限公司", "2号楼", "12680.5平方米", "112套", "2024年3月6日")
    c = ("阳房预字（2024）第025号", "某某华府", "阳泉某某置业有限公司", "3号楼、5号楼", "20311.2平方米", "176套", "2024年4月11日")
    d = ("阳房预字（2024）第031号", "某某学府", "阳泉某某房地产开发有限公司", "A1号楼", "9876.0平方米", "88套", "2024年5月20日")
    e = ("阳房预字（2024）第032号", "某某学府", "阳泉某某房地产开发有限公司", "A2号楼商业", "1420.3平方米", "26套", "2024年5月20日")
    return [
        page(*a),
        page(*a, url=f"{host}/ysxk/show.aspx?id=2024018&t=0.48213", hits=1309),
        page(*a, url=f"{host}/ysxk/print.aspx?id=2024018", printv=True),
        page(*b),
        page(*c),
        page(*d),
        page(*e),
        page(*e, url=f"{host}/ysxk/show.aspx?id=2024032&from=list", hits=233),
    ]


@scen("zh_shipin_jingying_xuke", "食品经营许可公示，h1为站名，小餐饮与便利店，div结构")
def zh_shipin_jingying_xuke():
    host = "https://www.huaiyin-scjg.gov.cn"
    shuoming = (
        '<div class="sm"><div class="sm-t">公示说明</div><div class="sm-c"><p>依据《中华人民共和国食品安全法》《食品经营许可和备案管理办法》，'
        '现将本局准予食品经营许可的相关信息予以公示。食品经营许可证有效期为5年。食品经营者应当在经营场所的显著位置悬挂或者摆放食品经营许可证正本，'
        '不得伪造、涂改、倒卖、出租、出借、转让食品经营许可证。</p><p>经营者变更许可证载明事项的，应当向原发证机关申请变更许可；'
        '经营场所发生变化的，应当重新申请食品经营许可。公众可通过国家企业信用信息公示系统或本站查询许可信息，发现无证经营等违法行为的，'
        '请拨打12315投诉举报。</p></div></div>'
    )

    def page(no, name, kind, items, addr, valid, *, url=None, side_first=False, banner=False):
        rec = ('<div class="xk-rec"><div class="xk-title">食品经营许可信息</div>'
               + _kvdivs([("许可证编号", no), ("经营者名称", name), ("主体业态", kind), ("经营项目", items), ("经营场所", addr), ("有效期至", valid)], "xk-grid") + "</div>")
        links = '<div class="links"><a href="/xkgs/">许可公示</a><a href="/bags/">备案公示</a><a href="/cfgs/">处罚公示</a></div>'
        inner = (links + rec) if side_first else (rec + links)
        body = '<div class="head"><h1>淮阴区市场监督管理局</h1></div>' + inner + shuoming + '<div class="foot">淮阴区市场监督管理局　苏ICP备12012345号</div>'
        if banner:
            body = BANNER_ZH + body
        return P(url or f"{host}/xkgs/{no}.html", doc(f"{name}_食品经营许可公示", body, lang="zh-CN"), f"sj-{no}")

    a = ("JY23208040012345", "淮阴区某某面馆", "餐饮服务经营者（小型餐饮）", "热食类食品制售", "淮阴区长江东路88号", "2029年5月12日")
    b = ("JY23208040012346", "淮阴区某某面馆（长江西路店）", "餐饮服务经营者（小型餐饮）", "热食类食品制售", "淮阴区长江西路16号", "2029年5月12日")
    c = ("JY13208040012347", "淮阴区某某便利店", "食品销售经营者（食杂店）", "预包装食品（含冷藏冷冻食品）销售；散装食品（不含冷藏冷冻食品）销售", "淮阴区北京东路3号", "2029年5月14日")
    d = ("JY13208040012348", "淮阴区某某便利店", "食品销售经营者（食杂店）", "预包装食品（不含冷藏冷冻食品）销售", "淮阴区北京东路5号", "2029年5月14日")
    e = ("JY23208040012360", "淮阴区某某奶茶店", "餐饮服务经营者（小型餐饮）", "冷食类食品制售；自制饮品制售", "淮阴区淮海北路21号", "2029年6月2日")
    return [
        page(*a),
        page(*a, url=f"{host}/xkgs/JY23208040012345.html?from=groupmessage", side_first=True),
        page(*b),
        page(*c),
        page(*c, url="https://m.huaiyin-scjg.gov.cn/xkgs/JY13208040012347.html", banner=True),
        page(*d),
        page(*e),
        page(*e, url=f"{host}/xkgs/JY23208040012360/index.html"),
    ]


@scen("zh_zhatu_yunshu", "建筑垃圾运输车辆核准公示，同一运输企业不同工地路线")
def zh_zhatu_yunshu():
    host = "https://cgj.donghu.gov.cn"
    yaoqiu = (
        '<div class="yq"><h3>运输管理要求</h3><p>核准车辆应当按照核准的时间、路线行驶，全密闭运输，不得沿途丢弃、遗撒、随意倾倒建筑垃圾；'
        '车辆应安装并正常使用卫星定位装置，车身保持整洁，出场前冲洗干净，不得带泥上路。每日运输时间为22时至次日5时，'
        '中考、高考等特殊时段另行通知。</p><p>违反核准内容运输的，由城市管理部门依法予以处罚；情节严重的，撤销核准。'
        '市民发现建筑垃圾运输车辆违规行为，可拨打城市管理服务热线12319反映。</p></div>'
    )

    def page(nid, firm, site, dump, route, valid, plates, *, url=None, hits=75, crumbs="首页 &gt; 公示公告 &gt; 渣土运输核准"):
        rec = (f'<h1>建筑垃圾运输核准公示（{nid}）</h1>' + table_kv([("运输企业", firm), ("出土工地", site), ("消纳场所", dump), ("行驶路线", route), ("核准期限", valid)], "hz")
               + _thead(["序号", "车牌号"], [(str(i + 1), p) for i, p in enumerate(plates)], "cl"))
        body = (f'<div class="hd">东湖区城市管理局</div><div class="bread">{crumbs}</div><div class="article">{rec}<div class="info">发布时间：2024-06-03　浏览次数：{hits}</div></div>'
                f'{yaoqiu}<div class="ft">东湖区城市管理局　地址：东湖区人民路1号　赣ICP备09001234号</div>')
        return P(url or f"{host}/gsgg/ztyj/{nid}.html", doc(f"建筑垃圾运输核准公示（{nid}）", body, lang="zh-CN"), f"zt-{nid}")

    plates1 = ["赣A·D3201", "赣A·D3202", "赣A·D3205", "赣A·D3208"]
    a = ("DH-2024-061", "东湖某某运输有限公司", "某某城市广场项目", "青山湖建筑垃圾消纳场", "工地&rarr;解放西路&rarr;洪都大道&rarr;消纳场", "2024年6月3日至2024年9月2日", plates1)
    b = ("DH-2024-062", "东湖某某运输有限公司", "第二实验学校扩建工程", "青山湖建筑垃圾消纳场", "工地&rarr;八一大道&rarr;洪都大道&rarr;消纳场", "2024年6月3日至2024年8月2日", plates1[:2])
    c = ("DH-2024-063", "南昌某某渣土运输有限公司", "某某城市广场项目", "新建区资源化利用厂", "工地&rarr;解放西路&rarr;昌南大道&rarr;利用厂", "2024年6月3日至2024年9月2日", ["赣A·E1101", "赣A·E1102", "赣A·E1103"])
    d = ("DH-2024-070", "东湖某某运输有限公司", "某某城市广场项目", "青山湖建筑垃圾消纳场", "工地&rarr;解放西路&rarr;洪都大道&rarr;消纳场", "2024年9月3日至2024年12月2日", plates1)
    e = ("DH-2024-071", "江西某某建设工程有限公司", "滨江路管网改造工程", "新建区资源化利用厂", "工地&rarr;沿江北大道&rarr;昌南大道&rarr;利用厂", "2024年9月3日至2024年10月2日", ["赣A·F6621"])
    return [
        page(*a),
        page(*a, url=f"{host}/gsgg/ztyj/DH-2024-061.html?spm=a1b2.0.0", hits=81),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/gsgg/ztyj/DH-2024-063.html?keyword=运输", crumbs="首页 &gt; 站内搜索"),
        page(*d),
        page(*e),
    ]


@scen("zh_fangshe_zhenliao", "卫健委放射诊疗许可公示，侧栏在正文前，设备清单小表")
def zh_fangshe_zhenliao():
    host = "https://wjw.linhai-qu.gov.cn"
    side = [("/zwgk/", "政务公开"), ("/xzxk/", "行政许可"), ("/xzxk/fszl/", "放射诊疗许可"), ("/xzxk/yljg/", "医疗机构执业登记"), ("/jdjc/", "监督检查")]
    shengming = (
        '<div class="smx"><p>根据《放射诊疗管理规定》，医疗机构开展放射诊疗工作，应当具备与其开展的放射诊疗工作相适应的条件，'
        '经所在地县级以上地方卫生健康行政部门的放射诊疗技术和医用辐射机构许可。医疗机构取得《放射诊疗许可证》后，'
        '到核发《医疗机构执业许可证》的卫生健康行政部门办理相应诊疗科目登记手续，未经登记的不得开展放射诊疗工作。</p>'
        '<p>放射诊疗许可证每年校验一次。医疗机构变更放射诊疗项目的，应当向放射诊疗许可批准机关提出许可变更申请。'
        '公示期为7个工作日，对公示内容有异议的，请向区卫生健康局行政审批科反映，电话：0576-8538XXXX。</p></div>'
    )

    def page(no, org, items, devices, date, *, url=None, side_items=side, printv=False):
        rec = (f'<h2 class="bt">{org}</h2>' + dl_kv([("许可证编号", no), ("许可项目", items), ("发证日期", date)], "xk")
               + _thead(["设备名称", "型号", "类别"], devices, "sb"))
        if printv:
            body = rec
        else:
            body = (f'<div class="banner">临海区卫生健康局</div><div class="wrap"><div class="sidebar">{_lis([x for _, x in side_items], "lm")}</div>'
                    f'<div class="main"><div class="dqwz">当前位置：行政许可 &gt; 放射诊疗许可</div>{rec}</div></div>{shengming}'
                    '<div class="bottom">临海区卫生健康局　浙ICP备13012345号-1</div>')
        return P(url or f"{host}/xzxk/fszl/art_2024_{no[-5:-1]}.html", doc(f"{org}放射诊疗许可公示", body, lang="zh-CN"), f"fs-{no}")

    a = ("浙卫放证字（2024）第0312号", "临海区某某口腔诊所", "X射线影像诊断（口腔）", [("口腔全景X射线机", "某某-OP300", "Ⅲ类射线装置"), ("牙科X射线机", "某某-DX60", "Ⅲ类射线装置")], "2024年4月2日")
    b = ("浙卫放证字（2024）第0313号", "临海区某某齿科门诊部", "X射线影像诊断（口腔）", [("口腔CBCT", "某某-CB500", "Ⅲ类射线装置")], "2024年4月2日")
    c = ("浙卫放证字（2024）第0320号", "临海区第二人民医院", "X射线影像诊断；介入放射学", [("DSA", "某某-Artis", "Ⅱ类射线装置"), ("DR", "某某-DR7", "Ⅲ类射线装置"), ("CT", "某某-CT64", "Ⅲ类射线装置")], "2024年4月19日")
    d = ("浙卫放证字（2024）第0321号", "临海区某某社区卫生服务中心", "X射线影像诊断", [("DR", "某某-DR7", "Ⅲ类射线装置")], "2024年4月19日")
    e = ("浙卫放证字（2024）第0333号", "临海区中医院", "X射线影像诊断；核医学", [("SPECT/CT", "某某-NM670", "Ⅲ类射线装置"), ("DR", "某某-DR7", "Ⅲ类射线装置")], "2024年5月8日")
    return [
        page(*a),
        page(*a, url=f"{host}/xzxk/fszl/art_2024_0312.html?source=wx", side_items=side[2:] + side[:2]),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/xzxk/fszl/print/art_2024_0320.html", printv=True),
        page(*d),
        page(*e),
    ]


@scen("zh_beike", "地方博物馆碑刻目录，拓片figure，年代作标题，录文一两句")
def zh_beike():
    host = "https://www.songyangmuseum.cn"
    shuoming = (
        '<section class="sm"><h3>目录说明</h3><p>本目录收录馆藏及县域内现存碑刻，包括功德碑、墓志、界碑、禁约碑、修桥修路碑等。'
        '每条著录碑名、年代、形制尺寸、书体、撰书人及现存地点，并附拓片图像。碑名以碑额或首行为准，无题者据内容拟定，加方括号标示。'
        '年代按原刻纪年著录，并注公元纪年。尺寸为碑身高乘宽乘厚，单位厘米。</p><p>录文仅摘录首句或要旨，全文请至本馆资料室查阅拓片原件。'
        '资料室开放时间为周二至周五9:00至16:30，查阅须提前预约。</p></section>'
    )
    banquan = '<div class="bq">本目录图文版权归松阳县博物馆所有，未经书面许可不得转载或用于商业用途。学术引用请注明出处。</div>'

    def page(bid, name, era, size, script, place, text, *, url=None, amp=False, hits=36):
        head = f'<link rel="canonical" href="{host}/bk/{bid}.html">' if amp else ""
        art = (f'<article class="bk"><h1>{era}</h1><h2>{name}</h2>' + _fig(f"/upload/bk/{bid}.jpg", name, f"{name}拓片（局部）", "tp")
               + table_kv([("编号", bid), ("形制尺寸", size), ("书体", script), ("现存地点", place)], "bk-info")
               + (f'<p class="lw">录文：{text}</p>' if text else "") + "</article>")
        body = ('<header class="mh"><span>松阳县博物馆</span><nav><a href="/">首页</a><a href="/zl/">展览</a><a href="/bk/">碑刻目录</a><a href="/yj/">学术研究</a></nav></header>'
                + art + ("" if amp else f'<div class="pv">浏览 {hits}</div>') + shuoming + banquan)
        return P(url or f"{host}/bk/{bid}.html", doc(f"{name}_松阳县博物馆", body, lang="zh-CN", head=head), f"bk-{bid}")

    a = ("SY-BK-0041", "重修永济桥碑记", "清乾隆二十三年（1758）", "165×72×14", "楷书", "西屏镇永济桥头", "永济桥为邑之要津，往来行旅必经之所，岁久倾圮，众议重修。")
    b = ("SY-BK-0042", "重修永济桥捐资题名碑", "清乾隆二十三年（1758）", "158×70×13", "楷书", "西屏镇永济桥头", "")
    c = ("SY-BK-0043", "永济桥禁约碑", "清道光五年（1825）", "120×56×12", "楷书", "西屏镇永济桥头", "桥上不许堆积柴草，不许牛马践踏，违者公罚。")
    d = ("SY-BK-0050", "［叶氏祠堂禁山碑］", "清嘉庆十年（1805）", "132×60×11", "楷书", "象溪镇叶村叶氏宗祠", "祠后山林荫护祖坟，族众公议，永禁砍伐。")
    e = ("SY-BK-0051", "叶氏重修宗祠碑", "民国十二年（1923）", "150×66×12", "行楷", "象溪镇叶村叶氏宗祠", "")
    return [
        page(*a),
        page(*a, url=f"{host}/amp/bk/SY-BK-0041.html", amp=True),
        page(*a, url=f"{host}/bk/SY-BK-0041.html?from=timeline", hits=41),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url="https://m.songyangmuseum.cn/bk/SY-BK-0050.html", hits=12),
        page(*e),
    ]


@scen("zh_xuanzhi_shangpin", "宣纸店铺商品页，JSON-LD Product，同款不同尺寸和单夹宣各为一个商品")
def zh_xuanzhi_shangpin():
    host = "https://www.jingxian-xuanzhi.com"
    dianpu = (
        '<div class="shop-intro"><h3>关于本店</h3><p>本店位于安徽泾县，三代家传手工制纸，选用泾县青檀皮和沙田稻草为原料，经浸泡、蒸煮、'
        '日光漂白、捞纸、晒纸等一百多道工序制成。每一刀纸均为人工清点，一刀100张。</p><p>宣纸以&ldquo;棉料&rdquo;&ldquo;净皮&rdquo;&ldquo;特净&rdquo;'
        '区分檀皮含量，檀皮越多，纸越绵韧，润墨越丰富。单宣为一层，夹宣为两层，夹宣较厚，适合写意大写和小楷以外的书画。</p></div>'
    )
    fahuo = (
        '<div class="ship"><h3>发货与售后</h3><p>下单后48小时内发货，默认顺丰快递，纸张卷筒包装，外加硬纸筒保护，偏远地区运费另计。'
        '收货时请当面检查外包装，如有破损请拒收。支持七天无理由退换，已裁切、已使用的商品除外。</p><p>宣纸保存：请放置于阴凉干燥处，'
        '避免阳光直射和受潮，新纸存放一两年后使用效果更佳。</p></div>'
    )

    def page(sku, name, size, grade, layers, price, *, url=None, sold=320, banner=False, rec_items=("六尺特净单宣", "四尺棉料夹宣", "毛边纸")):
        ld = _ld({"@context": "https://schema.org", "@type": "Product", "name": name, "sku": sku,
                  "offers": {"@type": "Offer", "price": price, "priceCurrency": "CNY"}})
        info = (f'<div class="goods"><div class="goods-name">{name}</div><div class="goods-price">&yen;{price}<span>/刀</span></div>'
                + table_kv([("规格", size), ("品类", grade), ("层数", layers), ("数量", "100张/刀"), ("商品编号", sku)], "spec")
                + f'<div class="sold">已售 {sold} 刀</div></div>')
        rec = '<div class="rec"><h4>猜你喜欢</h4>' + "".join(f'<div class="rec-item">{x}</div>' for x in rec_items) + "</div>"
        body = ('<div class="hdr">泾县某某宣纸坊<span class="cart">购物车</span></div>' + info + rec + dianpu + fahuo
                + '<div class="ftr">泾县某某宣纸坊　皖ICP备18012345号　客服电话：0563-5XXXXXX</div>')
        if banner:
            body = BANNER_ZH + body
        return P(url or f"{host}/goods/{sku}.html", doc(f"{name}_泾县某某宣纸坊", body, lang="zh-CN", head=ld), f"xz-{sku}")

    a = ("XZ-4C-JP-D", "泾县四尺净皮单宣", "四尺（69×138厘米）", "净皮", "单宣", "380")
    b = ("XZ-4C-JP-J", "泾县四尺净皮夹宣", "四尺（69×138厘米）", "净皮", "夹宣", "560")
    c = ("XZ-6C-JP-D", "泾县六尺净皮单宣", "六尺（97×180厘米）", "净皮", "单宣", "720")
    d = ("XZ-4C-TJ-D", "泾县四尺特净单宣", "四尺（69×138厘米）", "特净", "单宣", "520")
    e = ("XZ-4C-ML-D", "泾县四尺棉料单宣", "四尺（69×138厘米）", "棉料", "单宣", "260")
    f = ("XZ-3C-JP-D", "泾县三尺净皮单宣", "三尺（55×100厘米）", "净皮", "单宣", "230")
    return [
        page(*a),
        page(*a, url=f"{host}/goods/XZ-4C-JP-D.html?spm=a21bo.home.0.3", sold=322),
        page(*a, url="https://m.jingxian-xuanzhi.com/goods/XZ-4C-JP-D.html", banner=True, rec_items=("四尺特净单宣", "毛毡")),
        page(*b),
        page(*c),
        page(*d),
        page(*e),
        page(*e, url=f"{host}/goods/XZ-4C-ML-D.html?utm_source=baidu&utm_medium=cpc", sold=1021),
        page(*f),
    ]


@scen("zh_yuebing_lihe", "月饼礼盒商品页，无h1，礼盒之间口味和克重不同，长篇配送团购说明")
def zh_yuebing_lihe():
    host = "https://www.xinghuazhai.com.cn"
    story = (
        '<div class="story"><div class="story-t">品牌故事</div><p>杏花斋始创于1936年，以广式月饼起家，坚持每日现制现烤，选用新会陈皮、'
        '广西梧州莲子和高邮咸蛋黄，莲蓉馅料须经十二小时慢火翻炒。三代师傅传承的转化糖浆工艺，让饼皮回油柔软、色泽金黄。</p></div>'
    )
    peisong = (
        '<div class="ps"><div class="ps-t">配送与团购</div><p>中秋节前15天起每日发货，江浙沪皖次日达，其他地区2至4日送达。礼盒含手提袋，'
        '可代写贺卡。企业团购满50盒可定制腰封和贺卡，满200盒可定制礼盒外观，请提前20天联系团购专线。</p><p>食品安全声明：本店月饼由自有工厂生产，'
        '持有食品生产许可证，产品执行GB/T 19855标准。月饼属于即食食品，拆封后请尽快食用；因食品特殊性，非质量问题不支持退换。</p></div>'
    )

    def page(code, name, flavours, weight, price, shelf, *, url=None, banner=False, stock="有货"):
        box = (f'<div class="p-box"><div class="p-name">{name}</div><div class="p-price">&yen;{price}</div>'
               + ul_kv([("口味", flavours), ("净含量", weight), ("保质期", shelf), ("货号", code)], "p-spec")
               + f'<div class="p-stock">库存：{stock}</div><a class="buy" href="/cart/add?sku={code}">加入购物车</a></div>')
        body = ('<div class="t-bar">杏花斋官方商城　<a href="/">首页</a> <a href="/yb/">中秋月饼</a> <a href="/tg/">企业团购</a></div>'
                + box + story + peisong + '<div class="b-bar">杭州杏花斋食品有限公司　浙ICP备10023456号</div>')
        if banner:
            body = BANNER_ZH + body
        return P(url or f"{host}/yb/{code}.html", doc(f"{name}-杏花斋官方商城", body, lang="zh-CN"), f"yb-{code}")

    a = ("YB2024-01", "花好月圆礼盒", "双黄白莲蓉、单黄白莲蓉、五仁、豆沙各2枚", "8枚共800克", "268", "45天")
    b = ("YB2024-02", "月满西楼礼盒", "双黄白莲蓉、单黄白莲蓉各3枚，五仁、豆沙各1枚", "8枚共800克", "288", "45天")
    c = ("YB2024-03", "花好月圆礼盒（小）", "双黄白莲蓉、单黄白莲蓉、五仁、豆沙各1枚", "4枚共400克", "148", "45天")
    d = ("YB2024-05", "陈皮莲蓉礼盒", "陈皮莲蓉8枚", "8枚共800克", "298", "45天")
    e = ("YB2024-08", "冰皮月饼礼盒", "芒果、榴莲、抹茶红豆、奶黄各2枚", "8枚共480克", "238", "冷藏15天")
    return [
        page(*a),
        page(*a, url=f"{host}/yb/YB2024-01.html?from=wxmenu", stock="库存紧张"),
        page(*a, url="https://m.xinghuazhai.com.cn/yb/YB2024-01.html", banner=True),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url=f"{host}/yb/YB2024-05.html?spm=tg.list.2"),
        page(*e),
    ]


@scen("zh_kaisuo_beian_gbk", "公安局开锁业备案名单（GBK），老式表格，同街多家开锁店")
def zh_kaisuo_beian_gbk():
    host = "http://www.gagj-hengshui.gov.cn"
    xuzhi = (
        '<table width="100%" class="xz"><tr><td><p><b>群众须知：</b>请选择经公安机关备案的开锁企业提供服务。备案开锁企业在开锁前应当查验'
        '委托人的身份证件及房屋产权证明、租赁合同或者车辆行驶证等证明其有权开启的材料，并如实登记委托人姓名、身份证号码、联系电话、'
        '开锁地点和时间。对无法提供证明材料的，开锁人员应当拒绝开锁或者报告公安机关。</p><p>开锁企业及从业人员不得违规开锁，'
        '不得非法制造、销售开锁工具，不得传授开锁技术。发现违法开锁行为的，请拨打110或向辖区派出所举报。</p></td></tr></table>'
    )

    def page(no, shop, boss, addr, scope, staff, *, url=None, hits=44, printv=False):
        rec = (f'<table width="90%" border="1" cellspacing="0" class="ba"><tr><td colspan="2" align="center">开锁企业备案信息</td></tr>'
               f'<tr><td width="25%">备案编号</td><td>{no}</td></tr><tr><td>企业名称</td><td>{shop}</td></tr>'
               f'<tr><td>负责人</td><td>{boss}</td></tr><tr><td>经营地址</td><td>{addr}</td></tr>'
               f'<tr><td>服务范围</td><td>{scope}</td></tr><tr><td>从业人员</td><td>{staff}人</td></tr></table>')
        if printv:
            body = rec
        else:
            body = ('<table width="100%" class="top"><tr><td>衡水市公安局桃城分局</td></tr>'
                    '<tr><td>首页 | 警务公开 | 办事指南 | 治安管理 | 交通管理 | 警民互动</td></tr></table>'
                    '<table width="100%"><tr><td>您现在的位置：首页 &gt;&gt; 治安管理 &gt;&gt; 特种行业备案</td></tr></table>'
                    + rec + f'<p align="right">阅读次数：{hits}</p>' + xuzhi
                    + '<table width="100%" class="foot"><tr><td>衡水市公安局桃城分局　冀公网安备13110202000123号</td></tr></table>')
        return P(url or f"{host}/zagl/tzhy/show.asp?id={no}", doc("衡水市公安局桃城分局", body, lang="zh-CN"), f"ks-{no}", encoding="gbk")

    a = ("TC-KS-0012", "桃城区某某开锁服务部", "刘某某", "桃城区人民路218号", "民用锁、汽车锁、保险柜", "3")
    b = ("TC-KS-0013", "桃城区某某锁业商行", "陈某", "桃城区人民路226号", "民用锁、配钥匙", "2")
    c = ("TC-KS-0014", "桃城区某某开锁换锁店", "刘某", "桃城区人民路301号", "民用锁、汽车锁", "2")
    d = ("TC-KS-0015", "桃城区某某开锁服务部", "刘某某", "桃城区和平路45号", "民用锁、汽车锁、保险柜", "4")
    e = ("TC-KS-0020", "衡水某某安防科技有限公司", "杨某某", "桃城区前进街9号", "民用锁、智能锁安装", "6")
    return [
        page(*a),
        page(*a, url=f"{host}/zagl/tzhy/show.asp?id=TC-KS-0012&page=1", hits=46),
        page(*a, url=f"{host}/zagl/tzhy/print.asp?id=TC-KS-0012", printv=True),
        page(*b),
        page(*c),
        page(*d),
        page(*e),
        page(*e, url=f"{host}/zagl/tzhy/show.asp?id=TC-KS-0020&keyword=开锁", hits=9),
    ]


@scen("zh_ercigongshui", "二次供水设施清洗消毒公示，同一小区上下半年各一期，标题含小区和期次")
def zh_ercigongshui():
    host = "https://www.qingchengwater.com"
    gaozhi = (
        '<div class="gz"><h3>二次供水设施清洗消毒告知</h3><p>依据《二次供水设施卫生规范》，二次供水设施管理单位每半年至少对水箱（池）'
        '进行一次全面清洗、消毒，并对水质进行检测，检测结果向用户公示。清洗期间将临时停水，请用户提前储水，恢复供水后请先放水一至两分钟。</p>'
        '<p>检测指标及限值：浑浊度不大于1 NTU，余氯不小于0.05 mg/L，菌落总数不大于100 CFU/mL，总大肠菌群不得检出。'
        '如对水质有疑问，请拨打供水服务热线 96116。</p></div>'
    )

    def page(slug, estate, period, tanks, date, results, nxt, *, url=None, hits=150, related=("城东花园", "锦绣苑", "滨河小区")):
        rec = (f'<div class="con"><h1>{estate}二次供水清洗消毒公示（{period}）</h1>'
               + ul_kv([("水箱", tanks), ("清洗消毒日期", date), ("下次清洗", nxt)], "qx")
               + _thead(["检测项目", "结果", "限值"], results, "jc") + f'<p class="ck">点击数：{hits}</p></div>')
        rel = '<div class="other"><h4>其他小区公示</h4>' + _lis(related) + "</div>"
        body = ('<div class="hd"><b>青城水务集团</b> ' + nav([("/", "首页"), ("/gs/", "信息公示"), ("/fw/", "客户服务"), ("/sz/", "水质公告")], "hnav") + "</div>"
                + rec + rel + gaozhi + '<div class="fd">青城水务集团有限公司　蒙ICP备08000123号</div>')
        return P(url or f"{host}/gs/ecgs/{slug}.html", doc(f"{estate}二次供水清洗消毒公示（{period}）", body, lang="zh-CN"), f"ec-{slug}")

    ok1 = [("浑浊度", "0.32 NTU", "&le;1 NTU"), ("余氯", "0.18 mg/L", "&ge;0.05 mg/L"), ("菌落总数", "未检出", "&le;100 CFU/mL"), ("总大肠菌群", "未检出", "不得检出")]
    ok2 = [("浑浊度", "0.41 NTU", "&le;1 NTU"), ("余氯", "0.15 mg/L", "&ge;0.05 mg/L"), ("菌落总数", "3 CFU/mL", "&le;100 CFU/mL"), ("总大肠菌群", "未检出", "不得检出")]
    a = ("jxy-2024h1", "锦绣苑", "2024年上半年", "1号、2号生活水箱", "2024年4月16日", ok1, "2024年10月")
    b = ("jxy-2024h2", "锦绣苑", "2024年下半年", "1号、2号生活水箱", "2024年10月15日", ok2, "2025年4月")
    c = ("cdhy-2024h1", "城东花园", "2024年上半年", "地下水池", "2024年4月18日", ok1, "2024年10月")
    d = ("bhxq-2024h1", "滨河小区", "2024年上半年", "1号生活水箱", "2024年4月22日", ok2, "2024年10月")
    e = ("bhxq-2024h1-fj", "滨河小区", "2024年上半年复检", "1号生活水箱", "2024年4月29日", ok1, "2024年10月")
    return [
        page(*a),
        page(*a, url=f"{host}/gs/ecgs/jxy-2024h1.html?from=message", hits=155, related=("滨河小区", "城东花园")),
        page(*a, url="https://m.qingchengwater.com/gs/ecgs/jxy-2024h1.html"),
        page(*b),
        page(*c),
        page(*d),
        page(*e),
        page(*e, url=f"{host}/gs/ecgs/bhxq-2024h1-fj/index.html", hits=60),
    ]


@scen("zh_yanchu_xuke", "营业性演出许可公告，article元素，同一剧目两地两期各一份许可")
def zh_yanchu_xuke():
    host = "https://wlj.jiangcheng.gov.cn"
    shuoming = (
        '<aside class="tips"><h4>温馨提示</h4><p>营业性演出须经文化和旅游主管部门批准。观众购票请通过主办单位公布的正规渠道，'
        '谨防假票。演出举办单位应当按照批准的时间、地点、节目内容组织演出，不得擅自变更演员和节目，应当采取措施保障演出安全和观众人身安全。</p>'
        '<p>根据《营业性演出管理条例》，演出场所应当核定观众数量，不得超过核定人数售票。如发现演出存在违规情况，请拨打文化市场举报电话12318。</p></aside>'
    )

    def page(no, show, when, venue, host_org, cast, *, url=None, amp=False, hits=520):
        head = f'<link rel="canonical" href="{host}/xzxk/ycxk/t2024{no[-4:-1]}.html">' if amp else ""
        art = (f'<article><h1>{show}</h1><p class="wh">批准文号：{no}</p>'
               + dl_kv([("演出时间", when), ("演出地点", venue), ("主办单位", host_org), ("主要演员", cast)], "yc")
               + '<p>经审核，同意举办上述营业性演出，特此公告。</p><p class="lk">江城市文化广电旅游局</p></article>')
        body = ('<div class="top">江城市文化广电旅游局</div>' + art + ("" if amp else f'<div class="read">阅读量：{hits}</div>') + shuoming
                + '<div class="bottom">江城市文化广电旅游局　主办　鄂ICP备12034567号</div>')
        return P(url or f"{host}/xzxk/ycxk/t2024{no[-4:-1]}.html", doc(f"{show}_江城市文化广电旅游局", body, lang="zh-CN", head=head), f"yc-{no}")

    a = ("江文旅演〔2024〕118号", "某某乐队2024巡回演唱会（江城站）", "2024年7月13日19:30", "江城市体育中心体育馆", "某某文化传媒有限公司", "某某乐队")
    b = ("江文旅演〔2024〕119号", "某某乐队2024巡回演唱会（江城站）", "2024年7月14日19:30", "江城市体育中心体育馆", "某某文化传媒有限公司", "某某乐队")
    c = ("江文旅演〔2024〕125号", "儿童剧《小猪某某》", "2024年7月20日10:00、15:00", "江城大剧院", "江城某某演艺有限公司", "某某儿童剧团")
    d = ("江文旅演〔2024〕126号", "儿童剧《小猪某某》", "2024年7月21日10:00、15:00", "江城市群艺馆剧场", "江城某某演艺有限公司", "某某儿童剧团")
    e = ("江文旅演〔2024〕131号", "某某相声专场", "2024年8月3日19:30", "江城大剧院", "江城某某文化发展有限公司", "某某、某某某")
    return [
        page(*a),
        page(*a, url=f"{host}/xzxk/ycxk/t2024118.html?from=timeline", hits=588),
        page(*a, url=f"{host}/amp/xzxk/ycxk/t2024118.html", amp=True),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url="https://m.wlj.jiangcheng.gov.cn/xzxk/ycxk/t2024126.html", hits=75),
        page(*e),
    ]


@scen("zh_jiapu_mulu_gbk", "图书馆家谱目录（GBK），老式表格，同姓不同支谱各一条")
def zh_jiapu_mulu_gbk():
    host = "http://www.lanxilib.cn"
    xuzhi = (
        '<table width="100%" class="xz"><tr><td class="tt">家谱查阅须知</td></tr><tr><td><p>本馆藏家谱以浙江中西部各姓宗谱为主，'
        '多为清代至民国木活字本，亦有少量刻本、抄本和新修谱。家谱原件属古籍善本，一律不外借，读者可凭有效身份证件在地方文献阅览室阅览'
        '数字化影像，确需查阅原件的，须提前三个工作日预约并经馆长批准。</p><p>本馆提供寻根问祖咨询服务，读者可提供始迁祖姓名、'
        '世居地、字辈等线索，由馆员协助检索。复制家谱影像须签订使用协议，仅限个人研究使用，不得出版或上传网络。</p></td></tr></table>'
    )

    def page(no, title, editor, edition, vols, ancestor, place, *, url=None, printv=False, hits=19):
        rec = (f'<table width="92%" border="1" class="jp"><tr><th width="22%">题名</th><td>{title}</td></tr>'
               f'<tr><th>纂修者</th><td>{editor}</td></tr><tr><th>版本</th><td>{edition}</td></tr>'
               f'<tr><th>册数</th><td>{vols}</td></tr><tr><th>始迁祖</th><td>{ancestor}</td></tr>'
               f'<tr><th>居地</th><td>{place}</td></tr><tr><th>索书号</th><td>{no}</td></tr></table>')
        if printv:
            body = rec
        else:
            body = ('<table width="100%" class="top"><tr><td>兰溪市图书馆</td></tr><tr><td>首页 | 本馆概况 | 馆藏目录 | 地方文献 | 读者服务</td></tr></table>'
                    '<table width="100%"><tr><td>当前位置：地方文献 &gt; 家谱目录</td></tr></table>'
                    + rec + f'<p>访问次数：{hits}</p>' + xuzhi
                    + '<table width="100%" class="foot"><tr><td>兰溪市图书馆　浙ICP备05067890号</td></tr></table>')
        return P(url or f"{host}/dfwx/jp/show.asp?id={no}", doc(f"{title}-兰溪市图书馆", body, lang="zh-CN"), f"jp-{no}", encoding="gbk")

    a = ("JP-0231", "兰溪章氏宗谱", "章某某等纂修", "民国十年（1921）木活字本", "十二册", "章某（宋代自浦江迁入）", "兰溪市诸葛镇章村")
    b = ("JP-0232", "兰溪章氏宗谱", "章某某等纂修", "清光绪二十六年（1900）木活字本", "十册", "章某（宋代自浦江迁入）", "兰溪市诸葛镇章村")
    c = ("JP-0233", "兰溪章氏西宅支谱", "章某等纂修", "民国二十五年（1936）木活字本", "四册", "章某某（明代自章村分迁）", "兰溪市诸葛镇西宅村")
    d = ("JP-0240", "长乐诸葛氏宗谱", "诸葛某某等纂修", "民国三十六年（1947）木活字本", "二十册", "诸葛某（元代迁入）", "兰溪市诸葛镇诸葛村")
    e = ("JP-0241", "长乐诸葛氏宗谱", "诸葛某某等续修", "1996年铅印本", "八册", "诸葛某（元代迁入）", "兰溪市诸葛镇诸葛村")
    return [
        page(*a),
        page(*a, url=f"{host}/dfwx/jp/show.asp?id=JP-0231&keyword=章氏", hits=23),
        page(*a, url=f"{host}/dfwx/jp/print.asp?id=JP-0231", printv=True),
        page(*b),
        page(*c),
        page(*d),
        page(*e),
        page(*e, url=f"{host}/dfwx/jp/show.asp?id=JP-0241&page=1", hits=7),
    ]


def scenarios():
    return built(SC)
