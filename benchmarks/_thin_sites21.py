# ruff: noqa: E501
"""Thin pages of 36 more made-up sites (English and Chinese, some GBK), written blind by a twenty-first false-drop hunt (a helper), who read none of the plugin's rules; each scenario is one host's pages, labelled with their content: pages with one content label are true copies (print versions, mobile m. hosts, AMP paths, tracking and session query parameters, /index.html suffixes, changed view counters and "generated at" times, reordered sidebars, added cookie banners, other breadcrumbs, other related-items boxes, changed live counts, and combinations of these); different labels are documents a reader would call different.
Site kinds: stock exchange regulatory announcements, e-petitions with live signature counts, shipping forecast sea areas, decoded airport METAR reports, certificate transparency log entries, clinical trial registry records, daily sudoku puzzles, band tour date pages, house price-paid records, vehicle tax band tables, building society savings accounts, router firmware downloads, emoji reference pages, traffic regulation order notices, hospital waiting times by specialty, musical scales reference, autonomous system (ASN) lookups, product barcode (GTIN) lookups, 增值税发票查验结果 (GBK), 行政区划代码查询, 银行存款利率表 (GBK), 招聘会参会企业展位, 学位授予名单公示, 学历证书电子注册备案表, 城市间公路里程查询, 公共场所卫生许可证公示 (GBK), 期货合约规格, 图书在版编目（CIP）数据, 社保卡制卡进度查询 (GBK), 出入境证件办理进度, 高速公路通行费查询, 钢材现货价格日报 (GBK), 台风路径, 动物园动物名牌, 消防安全检查合格公示 (GBK), 歌曲简谱."""

from __future__ import annotations

import json

from benchmarks._thin_site_kit import P, built, dl_kv, doc, nav, scenario_registry, table_kv, ul_kv

SC, scen = scenario_registry()


def _m(url):
    """The same path on the site's m. host."""
    return url.replace("://www.", "://m.", 1)


def _q(url, query):
    """The URL with a query string added."""
    return url + ("&" if "?" in url else "?") + query


def _ld(obj):
    """A JSON-LD script element for the head."""
    return '<script type="application/ld+json">' + json.dumps(obj, ensure_ascii=False) + "</script>"


def _table(head, rows, cls="tbl", caption=None):
    """A table with a header row."""
    cap = f"<caption>{caption}</caption>" if caption else ""
    th = "".join(f"<th>{h}</th>" for h in head)
    trs = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
    return f'<table class="{cls}">{cap}<thead><tr>{th}</tr></thead><tbody>{trs}</tbody></table>'


def _divs(rows, cls="props"):
    """Label/value pairs as the div soup a page builder emits."""
    return (
        f'<div class="{cls}">'
        + "".join(
            f'<div class="row" data-k="{k}"><span class="k">{k}</span><span class="v">{v}</span></div>'
            for k, v in rows
        )
        + "</div>"
    )


def _crumbs(items, cls="breadcrumb", sep=" &rsaquo; "):
    """Breadcrumbs; an item without a link is the current page."""
    parts = [
        f'<a href="{h}">{t}</a>' if h else f'<span aria-current="page">{t}</span>' for h, t in items
    ]
    return f'<nav class="{cls}">' + sep.join(parts) + "</nav>"


def _ul(items, cls="list"):
    return f'<ul class="{cls}">' + "".join(f"<li>{t}</li>" for t in items) + "</ul>"


def _ol(items, cls="list"):
    return f'<ol class="{cls}">' + "".join(f"<li>{t}</li>" for t in items) + "</ol>"


COOKIE_EN = (
    '<div id="consent" class="consent-banner" role="dialog"><p>We use cookies to make this site work and, with your permission, '
    "to measure how it is used so that we can improve it. Analytics cookies are only set if you accept them, and you can change "
    'your mind at any time from the cookie settings page.</p><button class="accept">Accept analytics cookies</button> '
    '<button class="reject">Reject analytics cookies</button> <a href="/cookies">View cookies</a></div>'
)

COOKIE_ZH = (
    '<div class="cookie-notice" id="cookieNotice"><p>本网站使用Cookie以保证页面正常显示并统计访问情况。继续浏览即表示您同意我们按照'
    '《隐私声明》使用Cookie，您可以在浏览器设置中随时清除或禁用Cookie。</p><a class="cn-ok" href="javascript:;">同意并继续</a>'
    '<a class="cn-more" href="/yszc/">了解详情</a></div>'
)


# ---------------------------------------------------------------- English sites


@scen(
    "rns_announcements",
    "regulatory news service: two daily 'Transaction in Own Shares' notices of one company differ in the date and four numbers, the same notice form for a second company, a total voting rights notice, print, mobile and utm copies and a changed view counter",
)
def rns_announcements():
    host = "https://www.hexmarketwire.co.uk"
    disclaimer = (
        '<section class="rns-disclaimer"><h2>Important information</h2><p>This announcement is released by a regulatory '
        "information service approved by the Financial Conduct Authority. It is published for information purposes only and does "
        "not constitute an offer to buy or sell, or the solicitation of an offer to buy or sell, any security. Announcements are "
        "shown exactly as they were received from the issuer; HexMarketWire does not edit them and is not responsible for their "
        "content, accuracy or completeness.</p><p>Some announcements contain inside information for the purposes of Article 7 of the "
        "Market Abuse Regulation (EU) No 596/2014 as it forms part of domestic law. Prices and market data shown alongside an "
        "announcement are delayed by at least fifteen minutes and are supplied by third parties without warranty. Nothing on this "
        "page is investment advice; if you are in any doubt about what to do you should consult an independent financial adviser "
        "authorised under the Financial Services and Markets Act 2000.</p><p>Terms of use: announcements may be reproduced for "
        "non-commercial purposes provided the source is credited. Redistribution of market data is prohibited.</p></section>"
    )
    foot = (
        '<footer class="rns-foot"><ul><li><a href="/about">About us</a></li><li><a href="/issuers">For issuers</a></li>'
        '<li><a href="/terms">Terms of use</a></li><li><a href="/privacy">Privacy</a></li><li><a href="/contact">Contact</a></li></ul>'
        "<p>&copy; 2024 HexMarketWire Ltd. Registered in England and Wales No 09123456.</p></footer>"
    )

    def page(
        aid,
        issuer,
        epic,
        headline,
        released,
        rows,
        tail,
        *,
        url=None,
        printv=False,
        banner=False,
        views=None,
    ):
        rec = (
            f'<article class="rns"><p class="issuer">{issuer} ({epic})</p><h1>{headline}</h1>'
            f'<p class="released">Released {released} &middot; RNS Number: {aid}</p>'
            + table_kv(rows, "rns-table")
            + f'<p class="tail">{tail}</p></article>'
        )
        if printv:
            body = rec + '<p class="print-note">Printed from HexMarketWire.</p>'
        else:
            stats = f'<p class="views">Viewed {views} times</p>' if views else ""
            body = (
                '<header class="rns-head"><a class="logo" href="/">HexMarketWire</a> '
                + nav(
                    [
                        ("/news", "Latest news"),
                        ("/companies", "Companies"),
                        ("/markets", "Markets"),
                        ("/alerts", "Email alerts"),
                    ]
                )
                + "</header>"
                + _crumbs(
                    [
                        ("/", "Home"),
                        ("/news", "News"),
                        (f"/company/{epic}", issuer),
                        (None, headline),
                    ]
                )
                + f'<main class="rns-main">{rec}{stats}</main>{disclaimer}{foot}'
            )
        if banner:
            body = COOKIE_EN + body
        return P(
            url or f"{host}/news/{epic.lower()}/{aid}",
            doc(f"{headline} - {issuer} - HexMarketWire", body),
            f"rns-{aid}",
        )

    tios = "Transaction in Own Shares"
    tail_hx = (
        "The Company intends to cancel the repurchased shares. Following the purchase, the Company has 412,{rem} ordinary shares "
        "in issue (excluding treasury shares)."
    )

    def tx(date, n, hi, lo, vwap, rem):
        return [
            ("Date of purchase", date),
            ("Number of ordinary shares purchased", n),
            ("Highest price paid per share", hi),
            ("Lowest price paid per share", lo),
            ("Volume weighted average price paid per share", vwap),
            ("Trading venue", "London Stock Exchange"),
            ("Broker", "Hexley Capital Markets LLP"),
        ], tail_hx.replace("{rem}", rem)

    r1, t1 = tx("15 April 2024", "48,210", "412.60p", "405.20p", "409.8813p", "118,442")
    r2, t2 = tx("16 April 2024", "51,007", "414.00p", "407.40p", "410.2291p", "067,435")
    a = ("7788H", "Hexley Foods plc", "HXF", tios, "15 April 2024 07:00", r1, t1)
    b = ("1203I", "Hexley Foods plc", "HXF", tios, "16 April 2024 07:00", r2, t2)
    r3 = [
        ("Date of purchase", "15 April 2024"),
        ("Number of ordinary shares purchased", "48,210"),
        ("Highest price paid per share", "212.60p"),
        ("Lowest price paid per share", "205.20p"),
        ("Volume weighted average price paid per share", "209.8813p"),
        ("Trading venue", "London Stock Exchange"),
        ("Broker", "Hexley Capital Markets LLP"),
    ]
    c = (
        "7790H",
        "Marlow Utilities plc",
        "MWU",
        tios,
        "15 April 2024 07:00",
        r3,
        "The repurchased shares will be held in treasury. Following the purchase, the Company holds 2,114,300 shares in treasury and has 96,502,118 ordinary shares in issue (excluding treasury shares).",
    )
    d = (
        "0043J",
        "Hexley Foods plc",
        "HXF",
        "Total Voting Rights",
        "30 April 2024 15:30",
        [
            ("Ordinary shares in issue", "411,902,117"),
            ("Shares held in treasury", "nil"),
            ("Total voting rights", "411,902,117"),
        ],
        "The above figure may be used by shareholders as the denominator for the calculations by which they will determine if they are required to notify their interest in, or a change to their interest in, the Company.",
    )
    return [
        page(*a, views=311),
        page(*a, url=f"{host}/news/hxf/7788H?print=1", printv=True),
        page(*a, url=f"{_m(host)}/news/hxf/7788H", banner=True, views=349),
        page(*b, views=120),
        page(
            *b,
            url=f"{host}/news/hxf/1203I?utm_source=alert&utm_medium=email&utm_campaign=HXF",
            views=122,
        ),
        page(*c),
        page(*d, views=88),
        page(*d, url=f"{host}/news/hxf/0043J?ref=company-page", views=91),
    ]


@scen(
    "e_petitions",
    "e-petitions: two petitions on fireworks answered with the same long government response differ in their title and two lines, a live signature count and 'last updated' time that change between copies, a closed petition on another topic, mobile, /index.html and share copies",
)
def e_petitions():
    host = "https://www.petitions.hexford.gov.uk"
    about = (
        '<section class="how-petitions"><h2>How petitions work</h2><p>Anyone who is a resident of Hexford or a Hexford citizen '
        "can start or sign a petition. Petitions are open for six months. At 10,000 signatures, the government will respond to the "
        "petition. At 100,000 signatures, the petition will be considered for debate by the Petitions Committee.</p><p>Before a "
        "petition is published it is checked by the petitions team to make sure it meets the standards. We reject petitions that "
        "call for the same action as a petition that is already open, that are about something the government or the assembly is "
        "not directly responsible for, or that contain material that is defamatory, offensive or confidential.</p><p>Your name "
        "will be shown on the list of signatures only if you choose to make it public. We will only use your email address to "
        "confirm your signature and, if you ask us to, to tell you about the government response and any debate.</p></section>"
    )
    foot = '<footer class="pt-foot"><a href="/help">Help</a> &middot; <a href="/privacy">Privacy</a> &middot; <a href="/accessibility">Accessibility statement</a> &middot; Hexford Petitions Committee</footer>'
    response = (
        "The Government has no plans to further restrict the sale of fireworks to the public. Existing law already controls who can "
        "buy fireworks, when they can be sold and how loud they may be. We will continue to work with trading standards and the "
        "fire service to enforce the rules, and we will publish new guidance for local authorities on organised displays before "
        "this year's season. Department for Business and Trade."
    )

    def page(pid, title, want, detail, sigs, updated, state, resp, *, url=None, banner=False):
        rec = (
            f'<div class="petition"><span class="state">{state}</span><h1>{title}</h1><p class="want">{want}</p>'
            f'<div class="detail"><p>{detail}</p></div>'
            f'<div class="signature-count"><span class="count" data-count="{sigs}">{sigs}</span> signatures</div>'
            f'<p class="updated">Data last updated {updated}</p>'
            + (
                f'<section class="response"><h2>Government responded</h2><p>{resp}</p></section>'
                if resp
                else ""
            )
            + "</div>"
        )
        body = (
            '<header class="pt-head"><a href="/">Petitions &ndash; Hexford Assembly</a> '
            + nav(
                [
                    ("/petitions", "All petitions"),
                    ("/petitions/new", "Start a petition"),
                    ("/help", "How petitions work"),
                ]
            )
            + f'</header><main class="pt-main">{rec}</main>{about}{foot}'
        )
        if banner:
            body = COOKIE_EN + body
        return P(
            url or f"{host}/petitions/{pid}",
            doc(f"Petition: {title} - Petitions", body),
            f"pt-{pid}",
        )

    a = (
        "301234",
        "Ban the sale of fireworks to the public",
        "We want the government to ban the sale of fireworks to members of the public and allow them only at licensed displays.",
        "Fireworks frighten pets and livestock and distress people with PTSD.",
        "18,412",
        "2 minutes ago",
        "Open",
        response,
    )
    b = (
        "301877",
        "Limit the sale of fireworks to the four days before Bonfire Night",
        "We want the government to limit the sale of fireworks to the public to the four days before 5 November.",
        "Fireworks are now let off for weeks at a time, which frightens pets and livestock.",
        "11,093",
        "4 minutes ago",
        "Open",
        response,
    )
    c = (
        "298004",
        "Fund free swimming lessons for every primary school child",
        "We want the government to fund 20 free swimming lessons for every child in a state primary school.",
        "Too many children leave primary school unable to swim 25 metres.",
        "6,218",
        "1 day ago",
        "Closed",
        "",
    )
    a2 = a[:4] + ("18,977", "just now") + a[6:]
    b2 = b[:4] + ("11,102", "1 minute ago") + b[6:]
    return [
        page(*a),
        page(*a2, url=f"{host}/petitions/301234/index.html"),
        page(*a2, url=f"{_m(host)}/petitions/301234?reveal_response=yes", banner=True),
        page(*b),
        page(*b2, url=f"{host}/petitions/301877?share=twitter"),
        page(*c),
        page(*c, url=f"{host}/petitions/298004?state=closed"),
    ]


@scen(
    "shipping_forecast",
    "shipping forecast per sea area: two neighbouring areas with the same forecast lines differ in the area name, one area at the next issue differs in one wind word, a changed 'page generated' time, print and ?area= copies",
)
def shipping_forecast():
    host = "https://www.hexmetservice.org"
    guide = (
        '<section class="sf-guide"><h2>Understanding the shipping forecast</h2><p>The shipping forecast is issued four times a day '
        "and covers the sea areas around the coast for the next 24 hours. Each area forecast gives, in order, the wind direction "
        "and force on the Beaufort scale, the sea state, the weather and the visibility. Gale warnings are issued when winds of "
        "force 8 or more, or gusts of 43 to 51 knots, are expected.</p><p>Terms used: <em>imminent</em> means within 6 hours of "
        "the time of issue; <em>soon</em> means within 6 to 12 hours; <em>later</em> means more than 12 hours. <em>Veering</em> "
        "means the wind is changing direction clockwise and <em>backing</em> anticlockwise. Visibility is <em>good</em> when it is "
        "more than 5 nautical miles, <em>moderate</em> between 2 and 5, <em>poor</em> between 1000 metres and 2 nautical miles, "
        "and <em>fog</em> when it is less than 1000 metres.</p><p>The forecast is for general guidance only. Mariners should "
        "always use all available sources of information, including navigational warnings broadcast by the coastguard.</p></section>"
    )
    areas_nav = nav(
        [
            (f"/shipping/{a.lower().replace(' ', '-')}", a)
            for a in [
                "Viking",
                "North Utsire",
                "South Utsire",
                "Forties",
                "Cromarty",
                "Forth",
                "Tyne",
                "Dogger",
                "Fisher",
                "German Bight",
                "Humber",
                "Thames",
            ]
        ],
        "areas",
    )

    def page(area, issued, lines, *, url=None, generated="05:12 UTC", printv=False):
        rec = (
            f'<div class="area-fc"><h1>{area}</h1><p class="issued">Issued at {issued}</p>'
            + dl_kv(lines, "fc")
            + "</div>"
        )
        if printv:
            body = rec
        else:
            body = (
                '<header class="mh-head"><a href="/">Hex Met Service</a> '
                + nav(
                    [
                        ("/weather", "Weather"),
                        ("/marine", "Marine"),
                        ("/warnings", "Warnings"),
                        ("/climate", "Climate"),
                    ]
                )
                + "</header>"
                + f'<div class="sf-main"><main>{rec}<p class="gen">Page generated {generated}</p></main><aside>{areas_nav}</aside></div>{guide}'
            )
        slug = area.lower().replace(" ", "-")
        return P(
            url or f"{host}/shipping/{slug}",
            doc("Shipping forecast - Hex Met Service", body),
            f"sf-{slug}-{issued[:5]}",
        )

    l1 = [
        ("Wind", "Southwesterly 5 to 7, occasionally gale 8 later."),
        ("Sea state", "Rough or very rough."),
        ("Weather", "Rain, then showers."),
        ("Visibility", "Moderate or poor, becoming good."),
    ]
    l2 = [
        ("Wind", "Southwesterly 5 to 7, occasionally gale 8 soon."),
        ("Sea state", "Rough or very rough."),
        ("Weather", "Rain, then showers."),
        ("Visibility", "Moderate or poor, becoming good."),
    ]
    l3 = [
        ("Wind", "Northerly 3 or 4, backing westerly later."),
        ("Sea state", "Slight or moderate."),
        ("Weather", "Fair."),
        ("Visibility", "Good."),
    ]
    return [
        page("Viking", "05:05 UTC on Tuesday 12 March", l1),
        page(
            "Viking",
            "05:05 UTC on Tuesday 12 March",
            l1,
            url=f"{host}/shipping/viking?print=true",
            printv=True,
        ),
        page(
            "Viking",
            "05:05 UTC on Tuesday 12 March",
            l1,
            url=f"{host}/shipping?area=viking",
            generated="05:47 UTC",
        ),
        page("North Utsire", "05:05 UTC on Tuesday 12 March", l1),
        page(
            "Viking", "11:30 UTC on Tuesday 12 March", l2, url=f"{host}/shipping/viking?issue=1130"
        ),
        page("Thames", "05:05 UTC on Tuesday 12 March", l3),
        page(
            "Thames",
            "05:05 UTC on Tuesday 12 March",
            l3,
            url=f"{host}/shipping/thames?utm_source=app",
            generated="06:02 UTC",
        ),
        page("Humber", "05:05 UTC on Tuesday 12 March", l3),
    ]


@scen(
    "metar_reports",
    "decoded airport METAR reports: one airfield's reports half an hour apart differ in the time, a degree and a gust, a second airfield with the same weather, the raw report in a <pre>, AMP, ?units= and 'generated' copies",
)
def metar_reports():
    host = "https://www.hexaviationwx.net"
    notes = (
        '<section class="wx-notes"><h2>About these reports</h2><p>METAR is the standard format for routine aviation weather '
        "reports. Reports are usually issued every half hour at larger aerodromes and every hour elsewhere, and an unscheduled "
        "SPECI report is issued when conditions change significantly. The decoded version shown here is produced automatically "
        "from the raw report and may contain errors; the raw report is always authoritative.</p><p>This service is provided for "
        "flight planning and general interest only. It is not an official briefing and must not be used as the sole source of "
        "weather information for flight. Pilots must obtain an official pre-flight briefing and check NOTAMs for every aerodrome "
        "they plan to use. Times are in UTC. Wind directions are true, speeds in knots, visibility in metres and pressure in "
        "hectopascals unless you choose other units.</p></section>"
    )
    side = (
        '<aside class="wx-side"><h3>Nearby aerodromes</h3>'
        + _ul(
            [
                '<a href="/metar/EGHX">EGHX Hexford</a>',
                '<a href="/metar/EGHM">EGHM Marlow Field</a>',
                '<a href="/metar/EGHS">EGHS Stanway</a>',
                '<a href="/metar/EGHA">EGHA Ashby</a>',
            ]
        )
        + "</aside>"
    )

    def page(icao, name, raw, rows, *, url=None, generated="10:52:03Z", amp=False):
        rec = f'<h1>{icao} &ndash; {name}</h1><pre class="raw">{raw}</pre>' + table_kv(
            rows, "decoded"
        )
        body = (
            '<header class="wx-head"><a href="/">HexAviationWx</a> '
            + nav(
                [("/metar", "METAR"), ("/taf", "TAF"), ("/notam", "NOTAM"), ("/charts", "Charts")]
            )
            + "</header>"
            + f'<main>{rec}<p class="gen">Generated {generated}</p></main>'
            + ("" if amp else side)
            + notes
        )
        return P(
            url or f"{host}/metar/{icao}",
            doc(f"METAR {icao} | HexAviationWx", body),
            f"mt-{icao}-{raw[7:11]}",
        )

    a = (
        "EGHX",
        "Hexford",
        "EGHX 121050Z 24012KT 9999 FEW030 12/07 Q1012",
        [
            ("Observed", "12 March 10:50 UTC"),
            ("Wind", "240&deg; at 12 kt"),
            ("Visibility", "10 km or more"),
            ("Cloud", "Few at 3000 ft"),
            ("Temperature", "12 &deg;C"),
            ("Dew point", "7 &deg;C"),
            ("Pressure (QNH)", "1012 hPa"),
        ],
    )
    b = (
        "EGHX",
        "Hexford",
        "EGHX 121120Z 24012G24KT 9999 FEW030 13/07 Q1012",
        [
            ("Observed", "12 March 11:20 UTC"),
            ("Wind", "240&deg; at 12 kt, gusting 24 kt"),
            ("Visibility", "10 km or more"),
            ("Cloud", "Few at 3000 ft"),
            ("Temperature", "13 &deg;C"),
            ("Dew point", "7 &deg;C"),
            ("Pressure (QNH)", "1012 hPa"),
        ],
    )
    c = (
        "EGHM",
        "Marlow Field",
        "EGHM 121050Z 24012KT 9999 FEW030 12/07 Q1012",
        [
            ("Observed", "12 March 10:50 UTC"),
            ("Wind", "240&deg; at 12 kt"),
            ("Visibility", "10 km or more"),
            ("Cloud", "Few at 3000 ft"),
            ("Temperature", "12 &deg;C"),
            ("Dew point", "7 &deg;C"),
            ("Pressure (QNH)", "1012 hPa"),
        ],
    )
    d = (
        "EGHS",
        "Stanway",
        "EGHS 121050Z 09004KT 3000 BR OVC004 08/08 Q1015",
        [
            ("Observed", "12 March 10:50 UTC"),
            ("Wind", "090&deg; at 4 kt"),
            ("Visibility", "3000 m"),
            ("Weather", "Mist"),
            ("Cloud", "Overcast at 400 ft"),
            ("Temperature", "8 &deg;C"),
            ("Dew point", "8 &deg;C"),
            ("Pressure (QNH)", "1015 hPa"),
        ],
    )
    return [
        page(*a),
        page(*a, url=f"{host}/amp/metar/EGHX", amp=True),
        page(*a, url=f"{host}/metar/EGHX?units=metric", generated="10:58:41Z"),
        page(*b, url=f"{host}/metar/EGHX?t=1120"),
        page(*c),
        page(*d),
        page(*d, url=f"{host}/metar/EGHS?utm_source=widget", generated="11:01:17Z"),
    ]


@scen(
    "ct_log_entries",
    "certificate transparency search: one domain's certificate and its renewal differ in serial, fingerprint and dates, a sibling subdomain's certificate, the same entry by id and by sha256, with a view parameter and a new related box",
)
def ct_log_entries():
    host = "https://www.hexcertwatch.dev"
    about = (
        '<section class="ct-about"><h2>About certificate transparency</h2><p>Certificate Transparency is an open framework for '
        "monitoring and auditing TLS certificates. Certificate authorities submit every certificate they issue to public, "
        "append-only logs, and browsers require proof that a certificate has been logged before they will trust it. Anyone can "
        "search the logs to find certificates issued for their domains, including ones they did not ask for.</p><p>This search "
        "service indexes entries from all logs recognised by major browsers. Entries usually appear within a few minutes of being "
        "logged. We cannot revoke certificates or remove entries: logs are append-only by design. If you find a certificate that "
        "was issued without your permission, contact the issuing authority named on the entry and ask it to revoke the "
        "certificate.</p><p>The data is provided as is, without warranty. Please use the API rather than scraping these pages, and "
        "keep to the rate limits described in the documentation.</p></section>"
    )

    def page(cid, sha, subject, sans, issuer, serial, nb, na, *, url=None, related=None):
        related = related or [
            "Other certificates for this domain",
            "Certificates from this issuer",
            "Recently logged",
        ]
        rec = (
            f"<h1>Certificate {cid}</h1>"
            + table_kv(
                [
                    ("crt.sh ID", cid),
                    ("SHA-256", f"<code>{sha}</code>"),
                    ("Subject", subject),
                    ("Issuer", issuer),
                    ("Serial number", f"<code>{serial}</code>"),
                    ("Not before", nb),
                    ("Not after", na),
                ],
                "cert",
            )
            + "<h2>Subject alternative names</h2>"
            + _ul(sans, "sans")
        )
        body = (
            '<header class="ct-head"><a href="/">HexCertWatch</a><form action="/"><input name="q" placeholder="Domain, identity or fingerprint"></form></header>'
            + f"<main>{rec}</main><aside><h3>Related</h3>{_ul(related, 'rel')}</aside>{about}"
            + '<footer class="ct-foot">HexCertWatch &middot; <a href="/api">API</a> &middot; <a href="/status">Log status</a></footer>'
        )
        return P(url or f"{host}/?id={cid}", doc("HexCertWatch", body), f"ct-{cid}")

    iss = "C=US, O=Hex Encrypt, CN=HX3"
    a = (
        "9912044871",
        "5A1F0C9E2B44D7A0193F6C8E21B7D5E0A4C3F9126B8E7D01A2C4E6F8091B3D5F",
        "CN=shop.marlowjoinery.co.uk",
        ["shop.marlowjoinery.co.uk", "www.shop.marlowjoinery.co.uk"],
        iss,
        "04:1f:9a:c2:7e:3b:55:10:8d:e4:21:6c:0b:93:f7:aa:12:5e",
        "2024-01-14 08:12:55 UTC",
        "2024-04-13 08:12:54 UTC",
    )
    b = (
        "10387712034",
        "C2E81D4B7F06A3915E2C0B8D47F1A69E3D5B8C70F2A41E9D6B03C58A7E1F2046",
        "CN=shop.marlowjoinery.co.uk",
        ["shop.marlowjoinery.co.uk", "www.shop.marlowjoinery.co.uk"],
        iss,
        "03:a7:55:0e:91:c4:2b:f8:66:1d:e0:3a:94:7c:b2:05:dd:41",
        "2024-03-15 08:12:51 UTC",
        "2024-06-13 08:12:50 UTC",
    )
    c = (
        "9912044902",
        "7E3B91C0D5A28F4E61B0C7D3A95E2F18C4B6D0E7A3F1925B8C0D4E6A1F3B5C79",
        "CN=mail.marlowjoinery.co.uk",
        ["mail.marlowjoinery.co.uk"],
        iss,
        "04:88:02:1b:fe:47:9c:3a:d1:60:e2:0b:5f:7a:c8:33:91:04",
        "2024-01-14 08:13:40 UTC",
        "2024-04-13 08:13:39 UTC",
    )
    return [
        page(*a),
        page(*a, url=f"{host}/?sha256={a[1]}"),
        page(
            *a,
            url=f"{host}/?id={a[0]}&opt=nometadata",
            related=["Recently logged", "Certificates from this issuer"],
        ),
        page(*b),
        page(*b, url=f"{host}/?id={b[0]}&utm_source=alert"),
        page(*c),
    ]


@scen(
    "trial_registry",
    "clinical trial registry: two trials of one programme differ in the dose and the identifier, a follow-on extension study, the records' own text in definition lists, print, mobile and search-context copies",
)
def trial_registry():
    host = "https://www.hextrials.org"
    disclaimer = (
        '<section class="tr-disclaimer"><h2>Before you take part in a study</h2><p>Listing a study on this registry does not mean '
        "that it has been evaluated or endorsed by the registry. The safety and scientific validity of a study are the "
        "responsibility of its sponsor and investigators. Know the risks and potential benefits of clinical studies and talk to your "
        "doctor or other health care provider before taking part.</p><p>Study records are entered and updated by sponsors. The "
        "registry checks records for completeness and obvious errors but does not verify the information they contain. Recruitment "
        "status can change quickly; contact the study team named on the record for the latest information about who can take "
        "part and where.</p><p>Results, where shown, have been submitted by the sponsor and may not have been published in a "
        "peer-reviewed journal.</p></section>"
    )
    foot = '<footer class="tr-foot">HexTrials Registry &middot; <a href="/about">About the registry</a> &middot; <a href="/submit">Register a study</a> &middot; <a href="/data">Download data</a></footer>'

    def page(
        tid,
        title,
        status,
        phase,
        cond,
        interv,
        enrol,
        sponsor,
        start,
        *,
        url=None,
        printv=False,
        banner=False,
        crumb="Search results",
    ):
        rec = (
            f'<div class="study"><p class="tid">{tid}</p><h1>{title}</h1>'
            + dl_kv(
                [
                    ("Recruitment status", status),
                    ("Phase", phase),
                    ("Condition", cond),
                    ("Intervention", interv),
                    ("Enrolment (estimated)", enrol),
                    ("Sponsor", sponsor),
                    ("Study start", start),
                ],
                "study-facts",
            )
            + "</div>"
        )
        if printv:
            body = rec
        else:
            body = (
                '<header class="tr-head"><a href="/">HexTrials</a> '
                + nav(
                    [
                        ("/search", "Find studies"),
                        ("/about", "About"),
                        ("/submit", "Submit"),
                        ("/help", "Help"),
                    ]
                )
                + "</header>"
                + _crumbs([("/", "Home"), ("/search", crumb), (None, tid)])
                + f"<main>{rec}</main>{disclaimer}{foot}"
            )
        if banner:
            body = COOKIE_EN + body
        return P(url or f"{host}/study/{tid}", doc(f"{tid} | HexTrials", body), f"tr-{tid}")

    base = (
        "Recruiting",
        "Phase 2",
        "Chronic migraine",
        None,
        "180 participants",
        "Hexley Therapeutics Ltd",
        "March 2024",
    )
    a = (
        (
            "HXT-2024-0117",
            "A randomised, double-blind, placebo-controlled study of HX-441 10 mg in adults with chronic migraine",
        )
        + base[:3]
        + ("Drug: HX-441 10 mg once daily; Drug: placebo",)
        + base[4:]
    )
    b = (
        (
            "HXT-2024-0118",
            "A randomised, double-blind, placebo-controlled study of HX-441 20 mg in adults with chronic migraine",
        )
        + base[:3]
        + ("Drug: HX-441 20 mg once daily; Drug: placebo",)
        + base[4:]
    )
    c = (
        "HXT-2024-0391",
        "An open-label extension study of HX-441 in adults with chronic migraine who completed HXT-2024-0117 or HXT-2024-0118",
        "Not yet recruiting",
        "Phase 2",
        "Chronic migraine",
        "Drug: HX-441 20 mg once daily",
        "300 participants",
        "Hexley Therapeutics Ltd",
        "January 2025",
    )
    d = (
        "HXT-2023-0962",
        "Physiotherapy-led exercise versus usual care after total knee replacement",
        "Active, not recruiting",
        "Not applicable",
        "Knee osteoarthritis",
        "Other: supervised exercise programme",
        "240 participants",
        "Hexford University Hospitals",
        "September 2023",
    )
    return [
        page(*a),
        page(*a, url=f"{host}/study/{a[0]}?print=yes", printv=True),
        page(
            *a,
            url=f"{_m(host)}/study/{a[0]}?term=migraine&rank=2",
            banner=True,
            crumb="Results for migraine",
        ),
        page(*b),
        page(*b, url=f"{host}/study/{b[0]}?term=HX-441&rank=1", crumb="Results for HX-441"),
        page(*c),
        page(*d),
    ]


@scen(
    "daily_sudoku",
    "daily sudoku: two puzzles whose grids differ in four givens, a puzzle's solution page, the grid in a table of digits only and the title the site's name, print, ?difficulty= and changed best-time copies",
)
def daily_sudoku():
    host = "https://www.hexsudoku.com"
    rules = (
        '<section class="rules"><h2>How to play sudoku</h2><p>Fill in the grid so that every row, every column and every 3 by 3 '
        "box contains the digits 1 to 9 exactly once. Each puzzle has a single solution that can be reached by logic alone; you "
        "never need to guess. Start by looking for rows, columns and boxes that already contain many digits and work out which "
        "digits are missing.</p><p>Click a square and type a digit to enter it, or hold Shift to add a pencil mark. Use the check "
        "button to see whether the digits you have entered so far are correct, and the hint button to reveal one square. Hints and "
        "checks are recorded, and puzzles solved without them earn a star on your profile.</p><p>A new easy, medium, hard and "
        "fiendish puzzle is published every day at midnight. Printed puzzles from the newspaper appear here the same day, and "
        "the archive keeps every puzzle since 2009.</p></section>"
    )
    ad = '<div class="ad-slot" data-slot="sidebar-mpu"><p>Advertisement</p><p>Enjoy puzzles without adverts: subscribe to HexSudoku Plus for unlimited archive access, printable packs and a weekly killer sudoku.</p></div>'

    def grid(rows):
        return (
            '<table class="grid">'
            + "".join(
                "<tr>"
                + "".join(f'<td class="c">{"" if ch == "." else ch}</td>' for ch in r)
                + "</tr>"
                for r in rows
            )
            + "</table>"
        )

    def page(no, level, rows, *, sol=False, url=None, printv=False, best="04:12"):
        rec = f'<div class="puzzle" data-no="{no}"><p class="meta">No. {no} &middot; {level}{" &middot; solution" if sol else ""}</p>{grid(rows)}</div>'
        if printv:
            body = rec
        else:
            body = (
                '<header class="sd-head"><a href="/">HexSudoku</a> '
                + nav(
                    [
                        ("/today", "Today"),
                        ("/archive", "Archive"),
                        ("/killer", "Killer"),
                        ("/leaderboard", "Leaderboard"),
                    ]
                )
                + "</header>"
                + f'<main>{rec}<p class="best">Fastest solve today: {best}</p><div class="controls"><button>Check</button><button>Hint</button><button>Reset</button></div></main>'
                + f"{ad}{rules}"
                + '<footer class="sd-foot">&copy; HexSudoku 2009&ndash;2024 &middot; <a href="/privacy">Privacy</a></footer>'
            )
        return P(
            url or f"{host}/puzzle/{no}{'/solution' if sol else ''}",
            doc("HexSudoku", body),
            f"sd-{no}{'-sol' if sol else ''}",
        )

    p1 = [
        "53..7....",
        "6..195...",
        ".98....6.",
        "8...6...3",
        "4..8.3..1",
        "7...2...6",
        ".6....28.",
        "...419..5",
        "....8..79",
    ]
    p2 = [
        "53..7....",
        "6..195...",
        ".98....6.",
        "8...6...3",
        "4..8.3..1",
        "7...2...6",
        ".6....28.",
        "...419..5",
        "....8..79",
    ]
    p2[0] = "5...7...."
    p2[4] = "4..8.3.91"
    p2[8] = "...38..79"
    s1 = [
        "534678912",
        "672195348",
        "198342567",
        "859761423",
        "426853791",
        "713924856",
        "961537284",
        "287419635",
        "345286179",
    ]
    p3 = [
        "..9748...",
        "7........",
        ".2.1.9...",
        "..7...24.",
        ".64.1.59.",
        ".98...3..",
        "...8.3.2.",
        "........6",
        "...2759..",
    ]
    return [
        page("4411", "Medium", p1),
        page("4411", "Medium", p1, url=f"{host}/puzzle/4411/print", printv=True),
        page(
            "4411",
            "Medium",
            p1,
            url=f"{host}/puzzle/4411?difficulty=medium&ref=daily",
            best="03:58",
        ),
        page("4412", "Medium", p2),
        page("4411", "Medium", s1, sol=True),
        page("4413", "Hard", p3),
        page("4413", "Hard", p3, url=f"{host}/today?utm_source=newsletter", best="06:40"),
    ]


@scen(
    "tour_dates",
    "band tour dates: two nights at one venue differ only in the date, the same date in another city, a cancelled show, event data in JSON-LD and a long band biography, affiliate, /index.html and mobile copies with a cookie banner",
)
def tour_dates():
    host = "https://www.thehexleylanterns.com"
    bio = (
        '<section class="bio"><h2>About the band</h2><p>The Hexley Lanterns formed in a rehearsal room above a bicycle shop in '
        "2011 and spent their first three years playing every pub, student union and village hall that would have them. Their "
        "debut album, <em>Low Tide Radio</em>, was recorded in nine days on a borrowed eight-track and went on to sell more than "
        "fifty thousand copies on the strength of word of mouth alone.</p><p>Since then the five-piece have released four studio "
        "albums, toured on four continents and headlined the Hexford Harbour Festival twice. Their live shows are known for long "
        "improvised codas, a brass section drawn from the local silver band and a habit of ending the night with an unplugged song "
        "in the middle of the crowd.</p><p>Sign up to the mailing list to hear about new shows first and get access to pre-sale "
        "tickets 48 hours before general sale. Tickets bought from unofficial resellers may not be valid for entry.</p></section>"
    )
    foot = '<footer class="band-foot"><a href="/shop">Shop</a> &middot; <a href="/music">Music</a> &middot; <a href="/mailing-list">Mailing list</a> &middot; Management: Lantern Light Music Ltd</footer>'

    def page(slug, date, venue, city, doors, support, state, *, url=None, banner=False):
        ld = _ld(
            {
                "@context": "https://schema.org",
                "@type": "MusicEvent",
                "name": f"The Hexley Lanterns at {venue}",
                "startDate": date,
                "location": {"@type": "Place", "name": venue, "address": city},
                "eventStatus": state,
            }
        )
        rec = (
            f'<div class="show"><h1>The Hexley Lanterns &ndash; {city}</h1>'
            + ul_kv(
                [
                    ("Date", date),
                    ("Venue", venue),
                    ("Doors", doors),
                    ("Support", support),
                    ("Status", state.replace("https://schema.org/Event", "")),
                ],
                "show-facts",
            )
            + '<a class="tickets" href="/tickets">Tickets</a></div>'
        )
        body = (
            '<header class="band-head"><a href="/">The Hexley Lanterns</a> '
            + nav([("/tour", "Tour"), ("/music", "Music"), ("/video", "Video"), ("/shop", "Shop")])
            + "</header>"
            + f"<main>{rec}</main>{bio}{foot}"
        )
        if banner:
            body = COOKIE_EN + body
        return P(
            url or f"{host}/tour/{slug}",
            doc("Tour | The Hexley Lanterns", body, head=ld),
            f"td-{slug}",
        )

    a = (
        "2024-10-18-hexford-corn-exchange",
        "2024-10-18",
        "Hexford Corn Exchange",
        "Hexford",
        "7.00pm",
        "Marsh Wrens",
        "https://schema.org/EventScheduled",
    )
    b = (
        "2024-10-19-hexford-corn-exchange",
        "2024-10-19",
        "Hexford Corn Exchange",
        "Hexford",
        "7.00pm",
        "Marsh Wrens",
        "https://schema.org/EventScheduled",
    )
    c = (
        "2024-10-18-stanway-assembly-rooms",
        "2024-10-18",
        "Stanway Assembly Rooms",
        "Stanway",
        "7.00pm",
        "Marsh Wrens",
        "https://schema.org/EventScheduled",
    )
    d = (
        "2024-10-22-ashby-town-hall",
        "2024-10-22",
        "Ashby Town Hall",
        "Ashby",
        "7.30pm",
        "Marsh Wrens",
        "https://schema.org/EventCancelled",
    )
    return [
        page(*a),
        page(*a, url=f"{host}/tour/{a[0]}?aff=hxtix&utm_source=instagram"),
        page(*a, url=f"{_m(host)}/tour/{a[0]}", banner=True),
        page(*b),
        page(*b, url=f"{host}/tour/{b[0]}/index.html"),
        page(*c),
        page(*d),
    ]


@scen(
    "price_paid",
    "house price-paid records: two flats in one block differ in the flat number, price and date, the same flat sold again years later, nearby-sales sidebar reordered, print and ?ref= copies",
)
def price_paid():
    host = "https://www.hexhomeprices.co.uk"
    notes = (
        '<section class="pp-notes"><h2>About this data</h2><p>Price paid data includes information on all residential property '
        "sales in England and Wales that are sold for value and are lodged for registration. It is updated monthly, about twenty "
        "working days after the end of each month. Sales that are not for full market value, such as transfers under a divorce "
        "order or right-to-buy sales at a discount, are excluded.</p><p>The address shown is the address recorded at the time of "
        "the sale and may not match the current postal address. Property type is one of detached, semi-detached, terraced, flat or "
        "maisonette, or other. Tenure is freehold or leasehold. Contains HM Land Registry data &copy; Crown copyright and "
        "database right 2024, licensed under the Open Government Licence v3.0.</p><p>Estimated values shown elsewhere on this site "
        "are produced by our own model and are not valuations. Do not rely on them when buying, selling or remortgaging.</p></section>"
    )

    def page(tid, addr, price, date, ptype, tenure, *, url=None, printv=False, nearby=None):
        nearby = nearby or [
            "Flat 1, Kiln Court &ndash; &pound;182,000",
            "14 Kiln Road &ndash; &pound;415,000",
            "Flat 6, Kiln Court &ndash; &pound;176,500",
            "3 Orchard Close &ndash; &pound;329,950",
        ]
        rec = (
            f'<div class="sale"><h1>{addr}</h1>'
            + table_kv(
                [
                    ("Price paid", price),
                    ("Date of transfer", date),
                    ("Property type", ptype),
                    ("Tenure", tenure),
                    ("Transaction ID", tid),
                ],
                "sale",
            )
            + "</div>"
        )
        if printv:
            body = rec
        else:
            body = (
                '<header class="pp-head"><a href="/">HexHomePrices</a><form action="/search"><input name="postcode"></form></header>'
                + f'<div class="pp-main"><main>{rec}</main><aside><h3>Nearby sales</h3>{_ul(nearby, "nearby")}</aside></div>{notes}'
                + '<footer class="pp-foot">HexHomePrices &middot; <a href="/about">About</a> &middot; <a href="/api">API</a></footer>'
            )
        return P(
            url or f"{host}/sale/{tid}",
            doc(f"{addr} - sold prices - HexHomePrices", body),
            f"pp-{tid}",
        )

    a = (
        "E1A2F3C4-0001",
        "Flat 4, Kiln Court, 12 Kiln Road, Stanway HX4 3RT",
        "&pound;179,000",
        "14 June 2023",
        "Flat or maisonette",
        "Leasehold",
    )
    b = (
        "E1A2F3C4-0002",
        "Flat 5, Kiln Court, 12 Kiln Road, Stanway HX4 3RT",
        "&pound;181,500",
        "21 June 2023",
        "Flat or maisonette",
        "Leasehold",
    )
    c = (
        "A0B9C8D7-7711",
        "Flat 4, Kiln Court, 12 Kiln Road, Stanway HX4 3RT",
        "&pound;142,000",
        "2 March 2016",
        "Flat or maisonette",
        "Leasehold",
    )
    d = (
        "F5E6D7C8-3300",
        "7 Orchard Close, Stanway HX4 2LL",
        "&pound;329,950",
        "30 January 2024",
        "Semi-detached",
        "Freehold",
    )
    rev = [
        "3 Orchard Close &ndash; &pound;329,950",
        "Flat 6, Kiln Court &ndash; &pound;176,500",
        "14 Kiln Road &ndash; &pound;415,000",
        "Flat 1, Kiln Court &ndash; &pound;182,000",
    ]
    return [
        page(*a),
        page(*a, url=f"{host}/sale/{a[0]}?print=1", printv=True),
        page(*a, url=f"{host}/sale/{a[0]}?ref=map&zoom=17", nearby=rev),
        page(*b),
        page(*b, url=f"{host}/sale/{b[0]}?ref=street", nearby=rev),
        page(*c),
        page(*d),
    ]


@scen(
    "vehicle_tax_bands",
    "vehicle tax rate bands: two CO2 bands with the same standard rate differ in the emissions range and first-year rate, the same band for diesel cars, /index.html, utm and cookie-banner copies",
)
def vehicle_tax_bands():
    host = "https://www.hexmotoring.gov.uk"
    rules = (
        '<section class="vt-rules"><h2>How vehicle tax is worked out</h2><p>For cars registered on or after 1 April 2017, the '
        "rate of vehicle tax in the first year depends on the car's CO2 emissions. From the second year, most cars pay the standard "
        "rate. Cars with a list price of more than &pound;40,000 pay an additional rate for five years from the second year of "
        "registration. The list price is the published price before any discounts, including options fitted at the factory.</p>"
        "<p>Diesel cars that do not meet the Real Driving Emissions 2 (RDE2) standard pay a higher first-year rate, taken from the "
        "next band up. Alternative fuel cars, such as hybrids and bioethanol cars, pay &pound;10 less than the rate shown. You can "
        "pay every year, every six months or by monthly direct debit; paying in instalments costs 5% more.</p><p>You must tax "
        "your vehicle even if you do not have to pay anything. You can be fined if you keep a vehicle on the road without tax, "
        "and the vehicle can be clamped or removed.</p></section>"
    )

    def page(band, fuel, co2, first, std, *, url=None, banner=False):
        rec = f'<h1>Band {band}</h1><p class="fuel">{fuel}</p>' + _table(
            ["CO2 emissions", "First year rate", "Standard rate"], [[co2, first, std]], "rates"
        )
        body = (
            '<header class="gov-head"><a href="/">Hex Motoring</a></header>'
            + _crumbs(
                [
                    ("/", "Home"),
                    ("/vehicle-tax", "Vehicle tax"),
                    ("/vehicle-tax/rates", "Rates"),
                    (None, f"Band {band}"),
                ]
            )
            + f'<main class="gov-main">{rec}</main>{rules}'
            + '<footer class="gov-foot"><a href="/help">Help</a> <a href="/cookies">Cookies</a> <a href="/contact">Contact</a> <a href="/terms">Terms and conditions</a> &copy; Crown copyright</footer>'
        )
        if banner:
            body = COOKIE_EN + body
        slug = f"{band.lower()}-{fuel.split()[0].lower()}"
        return P(
            url or f"{host}/vehicle-tax/rates/band-{slug}",
            doc("Vehicle tax rates - Hex Motoring", body),
            f"vt-{slug}",
        )

    pet = "Petrol cars (and diesel cars meeting RDE2)"
    a = ("E", pet, "101 to 110 g/km", "&pound;200", "&pound;190")
    b = ("F", pet, "111 to 130 g/km", "&pound;245", "&pound;190")
    c = ("E", "All other diesel cars", "101 to 110 g/km", "&pound;245", "&pound;190")
    d = ("K", pet, "171 to 190 g/km", "&pound;1,360", "&pound;190")
    return [
        page(*a),
        page(*a, url=f"{host}/vehicle-tax/rates/band-e-petrol/index.html"),
        page(
            *a,
            url=f"{host}/vehicle-tax/rates/band-e-petrol?utm_source=reminder-letter",
            banner=True,
        ),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/vehicle-tax/rates/band-e-all?fuel=diesel"),
        page(*d),
    ]


@scen(
    "savings_accounts",
    "building society savings accounts: two issues of one easy-access account differ in the rate and the issue number, a fixed-rate bond with the same rate, a long FSCS and summary-box block, 'rates correct as at' date changing between copies, print, mobile and utm copies",
)
def savings_accounts():
    host = "https://www.hexleybs.co.uk"
    fscs = (
        '<section class="fscs"><h2>Your money is protected</h2><p>Your eligible deposits with Hexley Building Society are protected '
        "up to a total of &pound;85,000 by the Financial Services Compensation Scheme, the UK's deposit guarantee scheme. Any "
        "deposits you hold above the limit are unlikely to be covered. Please see the FSCS information sheet and exclusions list "
        "for further details.</p><p>AER stands for Annual Equivalent Rate and illustrates what the interest rate would be if "
        "interest was paid and compounded once each year. Gross is the contractual rate of interest payable before the deduction "
        "of income tax at the rate specified by law. Interest rates are variable unless stated otherwise and may change in line "
        "with our savings terms and conditions; we will tell you at least 14 days before we reduce the rate on your account.</p>"
        "<p>Hexley Building Society is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct "
        "Authority and the Prudential Regulation Authority, Firm Reference Number 206011. Registered office: 1 Market Place, "
        "Hexley HX1 1AA.</p></section>"
    )

    def page(
        slug,
        name,
        aer,
        gross,
        mn,
        access,
        *,
        url=None,
        asat="3 June 2024",
        printv=False,
        banner=False,
    ):
        rec = (
            f'<div class="product"><h1>{name}</h1>'
            + _table(
                ["AER", "Gross", "Interest paid"],
                [[aer, gross, "Annually"]],
                "rate-box",
                caption=f"Rates correct as at {asat}",
            )
            + ul_kv(
                [
                    ("Minimum to open", mn),
                    ("Access", access),
                    ("Manage", "Online, by post or in branch"),
                ],
                "summary-box",
            )
            + "</div>"
        )
        if printv:
            body = rec + fscs
        else:
            body = (
                '<header class="bs-head"><a href="/">Hexley Building Society</a> '
                + nav(
                    [
                        ("/savings", "Savings"),
                        ("/mortgages", "Mortgages"),
                        ("/branches", "Branches"),
                        ("/help", "Help"),
                    ]
                )
                + "</header>"
                + f'<main>{rec}<a class="apply" href="/apply/{slug}">Apply now</a></main>{fscs}'
                + '<footer class="bs-foot">Hexley Building Society &middot; <a href="/legal">Legal</a> &middot; <a href="/accessibility">Accessibility</a></footer>'
            )
        if banner:
            body = COOKIE_EN + body
        return P(
            url or f"{host}/savings/{slug}",
            doc("Savings | Hexley Building Society", body),
            f"bs-{slug}",
        )

    a = (
        "easy-access-saver-issue-12",
        "Easy Access Saver (Issue 12)",
        "4.15%",
        "4.07%",
        "&pound;1",
        "Unlimited withdrawals",
    )
    b = (
        "easy-access-saver-issue-13",
        "Easy Access Saver (Issue 13)",
        "4.35%",
        "4.26%",
        "&pound;1",
        "Unlimited withdrawals",
    )
    c = (
        "one-year-fixed-bond-issue-4",
        "One Year Fixed Rate Bond (Issue 4)",
        "4.35%",
        "4.35%",
        "&pound;1,000",
        "No withdrawals until maturity",
    )
    d = (
        "regular-saver-issue-2",
        "Regular Saver (Issue 2)",
        "5.00%",
        "4.89%",
        "&pound;10 a month",
        "Three withdrawals a year",
    )
    return [
        page(*a),
        page(
            *a, url=f"{host}/savings/{a[0]}/summary-box?print=true", printv=True, asat="4 June 2024"
        ),
        page(*a, url=f"{_m(host)}/savings/{a[0]}", banner=True),
        page(*b),
        page(
            *b,
            url=f"{host}/savings/{b[0]}?utm_source=moneysite&utm_campaign=best-buys",
            asat="5 June 2024",
        ),
        page(*c),
        page(*d),
    ]


@scen(
    "firmware_downloads",
    "router firmware downloads: two firmware versions for one model differ in the version, date, size and a checksum in a <pre>, the same version for a sibling model, a download counter changing, ?lang= and /index.html copies",
)
def firmware_downloads():
    host = "https://www.hexnetworks.com"
    warn = (
        '<section class="fw-warn"><h2>Before you upgrade</h2><ol><li>Download firmware only for your exact model and hardware '
        "version, which are printed on the label underneath the router. Installing firmware for another model or hardware version "
        "can damage the device and will void the warranty.</li><li>Connect your computer to the router with an Ethernet cable. Do "
        "not upgrade over Wi-Fi.</li><li>Do not switch off the router or disconnect the cable while the upgrade is in progress. "
        "The router restarts automatically when the upgrade is complete; this can take up to five minutes.</li><li>Check the "
        "SHA-256 checksum of the downloaded file before installing it.</li></ol><p>Firmware is provided under the HexNetworks "
        "End User Licence Agreement. Open source components are licensed under their own licences; source code is available on "
        "request for three years from the release date. HexNetworks is not liable for loss of data or service resulting from an "
        "interrupted or unsuitable upgrade.</p></section>"
    )

    def page(model, ver, date, size, sha, note, *, url=None, downloads="1,204"):
        rec = (
            f'<div class="fw"><h1>{model} firmware {ver}</h1>'
            + table_kv(
                [
                    ("Model", model),
                    ("Hardware version", "V2"),
                    ("Version", ver),
                    ("Release date", date),
                    ("File size", size),
                ],
                "fw-meta",
            )
            + f'<h2>SHA-256</h2><pre class="sum">{sha}</pre><p class="notes">{note}</p>'
            + f'<p class="dl">Downloaded {downloads} times</p></div>'
        )
        body = (
            '<header class="hn-head"><a href="/">HexNetworks</a> '
            + nav(
                [
                    ("/products", "Products"),
                    ("/support", "Support"),
                    ("/downloads", "Downloads"),
                    ("/community", "Community"),
                ]
            )
            + "</header>"
            + f"<main>{rec}</main>{warn}"
            + '<footer class="hn-foot">&copy; HexNetworks Ltd &middot; <a href="/eula">EULA</a> &middot; <a href="/gpl">GPL code centre</a></footer>'
        )
        return P(
            url or f"{host}/support/download/{model.lower()}/{ver}",
            doc("Download Centre | HexNetworks", body),
            f"fw-{model}-{ver}",
        )

    a = (
        "HX-AX3000",
        "1.2.7",
        "2024-02-06",
        "18.4 MB",
        "9c1e5f0a7b3d2e4c6a8b0d1f3e5c7a9b2d4f6e8a0c1b3d5f7e9a2c4b6d8f0e1a",
        "Fixes an issue where 5 GHz clients could disconnect after a channel change.",
    )
    b = (
        "HX-AX3000",
        "1.2.8",
        "2024-04-19",
        "18.5 MB",
        "4b7d9f1a3c5e7b9d2f4a6c8e0b1d3f5a7c9e2b4d6f8a0c1e3b5d7f9a2c4e6b8d",
        "Fixes an issue where the guest network could not be enabled from the app.",
    )
    c = (
        "HX-AX1800",
        "1.2.8",
        "2024-04-19",
        "16.9 MB",
        "e2c4a6b8d0f1e3c5a7b9d2f4e6c8a0b1d3f5e7c9a2b4d6f8e0a1c3b5d7f9e2c4",
        "Fixes an issue where the guest network could not be enabled from the app.",
    )
    return [
        page(*a),
        page(*a, url=f"{host}/support/download/hx-ax3000/1.2.7?lang=en", downloads="1,219"),
        page(*a, url=f"{host}/support/download/hx-ax3000/1.2.7/index.html", downloads="1,230"),
        page(*b),
        page(*b, url=f"{host}/support/download/hx-ax3000/1.2.8?from=app-update", downloads="2,551"),
        page(*c),
    ]


@scen(
    "emoji_reference",
    "emoji reference: two neighbouring face emoji differ in the code point, the name and one shortcode, a skin-tone variant of a hand differs in a modifier, the own text in attribute-heavy div soup, AMP, utm and related-box copies",
)
def emoji_reference():
    host = "https://www.hexemoji.net"
    about = (
        '<section class="em-about"><h2>About emoji</h2><p>Emoji are pictographs encoded in the Unicode Standard. Each emoji has a '
        "code point or a sequence of code points, a short name given by the Unicode Consortium and a set of keywords. How an emoji "
        "looks depends on the device, operating system and app you use: the images on this page show the designs used by several "
        "vendors, and they can differ enough to change the meaning of a message.</p><p>To copy an emoji, press the copy button and "
        "paste it into any app that supports Unicode text. Some older devices cannot display newer emoji and show an empty box or "
        "a question mark instead. Emoji sequences joined with the zero width joiner may appear as two or more separate emoji on "
        "platforms that do not support the combined form.</p><p>Emoji images are copyright their respective vendors and are shown "
        "for reference under fair use. Unicode data is used under the Unicode licence.</p></section>"
    )

    def page(slug, glyph, name, cp, short, ver, cat, *, url=None, related=None, amp=False):
        related = related or [
            "grinning face",
            "smiling face with smiling eyes",
            "face with tears of joy",
            "winking face",
        ]
        rec = (
            f'<div class="em-card" data-cp="{cp}" data-name="{name}"><div class="em-glyph" aria-label="{name}">{glyph}</div>'
            + _divs(
                [
                    ("Name", name),
                    ("Code point", cp),
                    ("Shortcode", short),
                    ("Emoji version", ver),
                    ("Category", cat),
                ],
                "em-props",
            )
            + '<button class="copy" data-copy="1">Copy</button></div>'
        )
        body = (
            '<header class="em-head"><a href="/">HexEmoji</a><input type="search" placeholder="Search emoji"></header>'
            + f"<main>{rec}</main>"
            + (
                ""
                if amp
                else f'<aside class="em-rel"><h3>Related emoji</h3>{_ul(related, "rel")}</aside>'
            )
            + about
            + '<footer class="em-foot">HexEmoji &middot; <a href="/categories">Categories</a> &middot; <a href="/new">New emoji</a></footer>'
        )
        return P(url or f"{host}/emoji/{slug}", doc(f"{glyph} HexEmoji", body), f"em-{slug}")

    a = (
        "1f600",
        "&#x1F600;",
        "grinning face",
        "U+1F600",
        ":grinning:",
        "1.0",
        "Smileys &amp; Emotion",
    )
    b = (
        "1f603",
        "&#x1F603;",
        "grinning face with big eyes",
        "U+1F603",
        ":smiley:",
        "1.0",
        "Smileys &amp; Emotion",
    )
    c = ("1f44d", "&#x1F44D;", "thumbs up", "U+1F44D", ":thumbsup:", "0.6", "People &amp; Body")
    d = (
        "1f44d-1f3fd",
        "&#x1F44D;&#x1F3FD;",
        "thumbs up: medium skin tone",
        "U+1F44D U+1F3FD",
        ":thumbsup_tone3:",
        "1.0",
        "People &amp; Body",
    )
    return [
        page(*a),
        page(*a, url=f"{host}/amp/emoji/1f600", amp=True),
        page(
            *a,
            url=f"{host}/emoji/1f600?utm_source=keyboard-app",
            related=[
                "face with tears of joy",
                "grinning face with big eyes",
                "beaming face with smiling eyes",
            ],
        ),
        page(*b),
        page(*c),
        page(*d),
        page(
            *d,
            url=f"{host}/emoji/1f44d-1f3fd?ref=search",
            related=["thumbs down", "clapping hands", "waving hand"],
        ),
    ]


@scen(
    "traffic_orders",
    "traffic regulation order notices: two waiting restrictions differ in the street and the hours, an order revoking one of them, every notice carrying the same long statutory wording, print, /index.html and cookie-banner copies",
)
def traffic_orders():
    host = "https://www.hexfordcouncil.gov.uk"
    statutory = (
        "Copies of the proposed Order, a plan showing the lengths of road affected and the Council's statement of reasons for "
        "proposing to make the Order may be inspected at the Customer Service Centre, Town Hall, Hexford HX1 0AA between 9am and "
        "5pm on Mondays to Fridays, or online at hexfordcouncil.gov.uk/tro. Any person who wishes to object to or make other "
        "representations about the proposed Order should send their comments in writing, stating the grounds on which they are "
        "made, to the Head of Highways at the address above or by email to traffic.orders@hexfordcouncil.gov.uk, quoting the "
        "reference shown, within 21 days of the date of this notice. Objections and representations may be communicated to other "
        "persons who may be affected and may be made available for public inspection. Made under sections 1, 2, 4 and 32 of the "
        "Road Traffic Regulation Act 1984 and all other enabling powers."
    )
    foot = (
        '<footer class="hc-foot"><nav><a href="/bins">Bins and recycling</a> <a href="/council-tax">Council tax</a> '
        '<a href="/parking">Parking</a> <a href="/planning">Planning</a> <a href="/roads">Roads and travel</a></nav>'
        "<p>Hexford Borough Council, Town Hall, Hexford HX1 0AA. Telephone 01632 960 000.</p></footer>"
    )

    def page(ref, title, effect, date, *, url=None, printv=False, banner=False):
        rec = (
            f'<article class="tro"><h1>{title}</h1><p class="ref">Reference {ref} &middot; Notice date {date}</p>'
            f'<div class="effect"><p>{effect}</p></div><div class="statutory"><p>{statutory}</p></div>'
            '<p class="signed">Head of Highways, Hexford Borough Council</p></article>'
        )
        if printv:
            body = rec
        else:
            body = (
                '<header class="hc-head"><a href="/">Hexford Borough Council</a> '
                + nav(
                    [
                        ("/roads", "Roads and travel"),
                        ("/parking", "Parking"),
                        ("/tro", "Traffic orders"),
                        ("/contact", "Contact us"),
                    ]
                )
                + "</header>"
                + _crumbs(
                    [
                        ("/", "Home"),
                        ("/roads", "Roads and travel"),
                        ("/tro", "Traffic regulation orders"),
                        (None, ref),
                    ]
                )
                + f"<main>{rec}</main>{foot}"
            )
        if banner:
            body = COOKIE_EN + body
        return P(
            url or f"{host}/tro/{ref.lower()}", doc("Hexford Borough Council", body), f"tro-{ref}"
        )

    a = (
        "TRO-2024-031",
        "The Hexford (Station Road) (Prohibition of Waiting) Order 2024",
        "The effect of the Order will be to prohibit waiting at any time on both sides of Station Road from its junction with Mill Lane for 40 metres north-east.",
        "7 March 2024",
    )
    b = (
        "TRO-2024-032",
        "The Hexford (Mill Lane) (Prohibition of Waiting) Order 2024",
        "The effect of the Order will be to prohibit waiting between 8am and 6pm Monday to Saturday on the south side of Mill Lane from its junction with Station Road for 25 metres west.",
        "7 March 2024",
    )
    c = (
        "TRO-2024-058",
        "The Hexford (Station Road) (Prohibition of Waiting) (Revocation) Order 2024",
        "The effect of the Order will be to revoke the Hexford (Station Road) (Prohibition of Waiting) Order 2024, so that waiting will again be permitted on Station Road.",
        "2 May 2024",
    )
    d = (
        "TRO-2024-040",
        "The Hexford (Kiln Road) (20mph Speed Limit) Order 2024",
        "The effect of the Order will be to impose a 20mph speed limit on Kiln Road for its whole length.",
        "21 March 2024",
    )
    return [
        page(*a),
        page(*a, url=f"{host}/tro/tro-2024-031/print", printv=True),
        page(*a, url=f"{host}/tro/tro-2024-031/index.html", banner=True),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/tro/tro-2024-058?utm_source=twitter&utm_medium=social"),
        page(*d),
    ]


@scen(
    "waiting_times",
    "hospital trust waiting times by specialty: two specialties differ in four numbers, one specialty at two hospitals, the figures in a table under a long explanation, a changed 'data refreshed' time, mobile and ?site= copies",
)
def waiting_times():
    host = "https://www.hexfordhospitals.nhs.uk"
    explain = (
        '<section class="wt-explain"><h2>About these figures</h2><p>These figures show how long patients have been waiting to '
        "start treatment after being referred by their GP or another professional. The clock starts when the hospital receives "
        "the referral and stops when treatment begins, or when a decision is made that treatment is not needed. Waiting times for "
        "individual patients depend on how urgent their condition is: patients with suspected cancer and other urgent conditions "
        "are seen first.</p><p>The median is the middle value, so half of the patients on the list have waited less than this and "
        "half longer. The 92nd percentile is the time within which 92 out of every 100 patients start treatment. The figures are "
        "updated weekly from the trust's patient administration system and have not been validated; the official monthly "
        "statistics are published separately.</p><p>If you have been waiting longer than you expected, please contact the "
        "patient booking team rather than your GP. You may be able to choose to be treated sooner at another hospital.</p></section>"
    )

    def page(
        slug,
        spec,
        site,
        med,
        p92,
        waiting,
        over52,
        *,
        url=None,
        refreshed="Monday 8 April 2024, 06:00",
    ):
        rec = f'<h1>{spec}</h1><p class="site">{site}</p>' + _table(
            ["Median wait", "92% treated within", "Patients waiting", "Waiting over 52 weeks"],
            [[med, p92, waiting, over52]],
            "wt",
        )
        body = (
            '<header class="nhs-head"><a href="/">Hexford Hospitals NHS Trust</a> '
            + nav(
                [
                    ("/services", "Services"),
                    ("/visiting", "Visiting"),
                    ("/waiting-times", "Waiting times"),
                    ("/jobs", "Jobs"),
                ]
            )
            + "</header>"
            + f'<main>{rec}<p class="refreshed">Data refreshed {refreshed}</p></main>{explain}'
            + '<footer class="nhs-foot">Hexford Hospitals NHS Trust &middot; <a href="/pals">Patient advice (PALS)</a> &middot; <a href="/foi">Freedom of information</a></footer>'
        )
        return P(
            url or f"{host}/waiting-times/{slug}",
            doc("Waiting times | Hexford Hospitals NHS Trust", body),
            f"wt-{slug}",
        )

    a = (
        "cardiology-hexford-general",
        "Cardiology",
        "Hexford General Hospital",
        "14 weeks",
        "38 weeks",
        "2,318",
        "41",
    )
    b = (
        "dermatology-hexford-general",
        "Dermatology",
        "Hexford General Hospital",
        "17 weeks",
        "41 weeks",
        "3,002",
        "57",
    )
    c = (
        "cardiology-stanway-community",
        "Cardiology",
        "Stanway Community Hospital",
        "11 weeks",
        "30 weeks",
        "612",
        "3",
    )
    d = (
        "ent-hexford-general",
        "Ear, nose and throat (ENT)",
        "Hexford General Hospital",
        "22 weeks",
        "49 weeks",
        "4,410",
        "188",
    )
    return [
        page(*a),
        page(*a, url=f"{_m(host)}/waiting-times/{a[0]}", refreshed="Monday 8 April 2024, 06:15"),
        page(*a, url=f"{host}/waiting-times/{a[0]}?site=all&sort=median"),
        page(*b),
        page(*c),
        page(
            *c,
            url=f"{host}/waiting-times/{c[0]}?utm_source=gp-letter",
            refreshed="Monday 8 April 2024, 07:30",
        ),
        page(*d),
    ]


@scen(
    "music_scales",
    "musical scales reference: C major and its relative A minor share all seven notes in another order, G major differs in one sharp, the notes in a list with a long theory box, print, /index.html and ?ref= copies",
)
def music_scales():
    host = "https://www.hexmusictheory.com"
    theory = (
        '<section class="theory"><h2>How scales are built</h2><p>A scale is a set of notes arranged in order of pitch. A major '
        "scale follows the pattern of whole steps and half steps W&ndash;W&ndash;H&ndash;W&ndash;W&ndash;W&ndash;H, starting from "
        "its root. A natural minor scale follows W&ndash;H&ndash;W&ndash;W&ndash;H&ndash;W&ndash;W. Every major scale has a "
        "relative minor that uses exactly the same notes but starts on the sixth degree, and so shares its key signature.</p><p>The "
        "degrees of a scale have names: tonic, supertonic, mediant, subdominant, dominant, submediant and leading note (or "
        "subtonic in the natural minor). Chords built on each degree are named with Roman numerals, upper case for major chords and "
        "lower case for minor ones. Practise each scale hands separately first, slowly and evenly, before playing hands together "
        "and increasing the speed with a metronome.</p><p>Fingerings shown are for the piano and are a suggestion; your teacher "
        "may recommend others.</p></section>"
    )

    def page(slug, name, notes, sig, fing, *, url=None, printv=False):
        rec = (
            f"<h1>{name}</h1>"
            + _ol(notes, "notes")
            + ul_kv([("Key signature", sig), ("Right hand fingering", fing)], "scale-facts")
        )
        if printv:
            body = rec
        else:
            body = (
                '<header class="mt-head"><a href="/">HexMusicTheory</a> '
                + nav(
                    [
                        ("/scales", "Scales"),
                        ("/chords", "Chords"),
                        ("/intervals", "Intervals"),
                        ("/ear-training", "Ear training"),
                    ]
                )
                + "</header>"
                + f"<main>{rec}</main>{theory}"
                + '<footer class="mt-foot">HexMusicTheory &middot; lessons since 2012</footer>'
            )
        return P(
            url or f"{host}/scales/{slug}",
            doc(f"{name} scale - HexMusicTheory", body),
            f"ms-{slug}",
        )

    a = (
        "c-major",
        "C major",
        ["C", "D", "E", "F", "G", "A", "B", "C"],
        "No sharps or flats",
        "1 2 3 1 2 3 4 5",
    )
    b = (
        "a-minor",
        "A minor",
        ["A", "B", "C", "D", "E", "F", "G", "A"],
        "No sharps or flats",
        "1 2 3 1 2 3 4 5",
    )
    c = (
        "g-major",
        "G major",
        ["G", "A", "B", "C", "D", "E", "F&#9839;", "G"],
        "One sharp: F&#9839;",
        "1 2 3 1 2 3 4 5",
    )
    d = (
        "f-major",
        "F major",
        ["F", "G", "A", "B&#9837;", "C", "D", "E", "F"],
        "One flat: B&#9837;",
        "1 2 3 4 1 2 3 4",
    )
    return [
        page(*a),
        page(*a, url=f"{host}/scales/c-major/print", printv=True),
        page(*a, url=f"{host}/scales/c-major/index.html"),
        page(*b),
        page(*b, url=f"{host}/scales/a-minor?ref=relative-minor"),
        page(*c),
        page(*d),
    ]


@scen(
    "asn_lookup",
    "autonomous system lookups: two ASNs of one network differ in the number and one prefix, a third AS with the same peer counts, the title the site's name, a changed 'updated' time, trailing-slash and utm copies",
)
def asn_lookup():
    host = "https://www.hexbgpview.net"
    about = (
        '<section class="bgp-about"><h2>About this data</h2><p>Routing information on these pages is collected from route '
        "collectors that peer with hundreds of networks around the world. A prefix is shown as originated by an autonomous system "
        "when it is seen in the global routing table with that AS at the end of the AS path. Peers are the neighbouring networks "
        "seen directly adjacent to the AS in at least one path.</p><p>Registration details such as the organisation name and "
        "country come from the regional internet registries and can be out of date. Resource Public Key Infrastructure (RPKI) "
        "status is checked against the validated route origin authorisations published by the five registries. Tables are "
        "rebuilt every few minutes, so counts may change between page loads.</p><p>Please use the bulk data download or the API "
        "for automated access rather than fetching these pages repeatedly.</p></section>"
    )

    def page(asn, org, country, prefixes, peers, *, url=None, updated="3 minutes ago"):
        rec = (
            f'<div class="asn"><p class="asn-no">AS{asn}</p>'
            + table_kv(
                [
                    ("Organisation", org),
                    ("Country", country),
                    ("IPv4 peers", peers[0]),
                    ("IPv6 peers", peers[1]),
                ],
                "asn-facts",
            )
            + _table(
                ["Prefix", "Description", "RPKI"],
                prefixes,
                "prefixes",
                caption="Originated prefixes",
            )
            + f'<p class="upd">Updated {updated}</p></div>'
        )
        body = (
            '<header class="bgp-head"><a href="/">HexBGPView</a><form action="/search"><input name="q" placeholder="ASN, IP or prefix"></form></header>'
            + f"<main>{rec}</main>{about}"
            + '<footer class="bgp-foot">HexBGPView &middot; <a href="/api">API</a> &middot; <a href="/downloads">Bulk data</a></footer>'
        )
        return P(url or f"{host}/AS{asn}", doc("HexBGPView", body), f"as-{asn}")

    a = (
        "64512",
        "Hexford Fibre Networks Ltd",
        "GB",
        [
            ["198.51.100.0/24", "Hexford Fibre core", "Valid"],
            ["2001:db8:100::/48", "Hexford Fibre core v6", "Valid"],
        ],
        ("41", "33"),
    )
    b = (
        "64513",
        "Hexford Fibre Networks Ltd",
        "GB",
        [
            ["203.0.113.0/24", "Hexford Fibre core", "Valid"],
            ["2001:db8:100::/48", "Hexford Fibre core v6", "Valid"],
        ],
        ("41", "33"),
    )
    c = (
        "64600",
        "Marlow Hosting BV",
        "NL",
        [["192.0.2.0/24", "Marlow Hosting AMS", "Unknown"]],
        ("41", "33"),
    )
    return [
        page(*a),
        page(*a, url=f"{host}/AS64512/", updated="just now"),
        page(*a, url=f"{host}/AS64512?utm_source=peeringdb", updated="7 minutes ago"),
        page(*b),
        page(*b, url=f"{host}/AS64513#prefixes-v4", updated="1 minute ago"),
        page(*c),
    ]


@scen(
    "barcode_lookup",
    "product barcode lookups: one product in two pack sizes differs in the GTIN, weight and a price, a variant flavour, the own text in data attributes and a div soup under a long disclaimer, scanner-app, mobile and reordered recently-scanned copies",
)
def barcode_lookup():
    host = "https://www.hexbarcodes.info"
    disclaimer = (
        '<section class="bc-disc"><h2>About this database</h2><p>Product information on this site is contributed by users and '
        "collected from public sources. It has not been checked by the manufacturers and may be incomplete or out of date. "
        "Ingredients, allergens and nutrition values change when products are reformulated: always read the label on the pack "
        "before you buy or eat a product, especially if you have an allergy or intolerance.</p><p>A GTIN (Global Trade Item "
        "Number) identifies a product at one pack size; the same product in a different size, or in a multipack, has a different "
        "number. Prices shown are the most recent prices reported by users and are not offers to sell. Trade marks and product "
        "images belong to their owners.</p><p>You can add a missing product or correct an entry by scanning its barcode with our "
        "free app. All contributions are released under the Open Database Licence.</p></section>"
    )

    def page(gtin, name, brand, size, price, cat, *, url=None, recent=None, banner=False):
        recent = recent or [
            "Hexley Oat Drink 1 l",
            "Marlow Tea Bags 80",
            "Ashby Crisps Sea Salt 150 g",
            "Stanway Baked Beans 415 g",
        ]
        rec = (
            f'<div class="product" data-gtin="{gtin}" data-brand="{brand}" itemscope itemtype="https://schema.org/Product">'
            + _divs(
                [
                    ("GTIN", gtin),
                    ("Product", name),
                    ("Brand", brand),
                    ("Quantity", size),
                    ("Last reported price", price),
                    ("Category", cat),
                ],
                "bc-props",
            )
            + "</div>"
        )
        body = (
            '<header class="bc-head"><a href="/">HexBarcodes</a><form action="/search"><input name="gtin"></form></header>'
            + f'<div class="bc-main"><main>{rec}</main><aside><h3>Recently scanned</h3>{_ul(recent, "recent")}</aside></div>{disclaimer}'
            + '<footer class="bc-foot">HexBarcodes &middot; <a href="/app">Get the app</a> &middot; <a href="/licence">Licence</a></footer>'
        )
        if banner:
            body = COOKIE_EN + body
        return P(url or f"{host}/gtin/{gtin}", doc(f"{gtin} | HexBarcodes", body), f"bc-{gtin}")

    a = (
        "5012345678900",
        "Hexley Porridge Oats",
        "Hexley Mills",
        "500 g",
        "&pound;0.95",
        "Breakfast cereals",
    )
    b = (
        "5012345678917",
        "Hexley Porridge Oats",
        "Hexley Mills",
        "1 kg",
        "&pound;1.65",
        "Breakfast cereals",
    )
    c = (
        "5012345679013",
        "Hexley Porridge Oats Golden Syrup",
        "Hexley Mills",
        "500 g",
        "&pound;1.20",
        "Breakfast cereals",
    )
    d = (
        "5098765432103",
        "Marlow Tea Bags",
        "Marlow Tea Co",
        "80 bags (250 g)",
        "&pound;2.10",
        "Tea",
    )
    rev = [
        "Stanway Baked Beans 415 g",
        "Ashby Crisps Sea Salt 150 g",
        "Marlow Tea Bags 80",
        "Hexley Oat Drink 1 l",
    ]
    return [
        page(*a),
        page(*a, url=f"{host}/gtin/{a[0]}?src=scanner-app&v=3.2", recent=rev),
        page(*a, url=f"{_m(host)}/gtin/{a[0]}", banner=True),
        page(*b),
        page(*b, url=f"{host}/gtin/{b[0]}?ref=compare", recent=rev),
        page(*c),
        page(*d),
    ]


# ---------------------------------------------------------------- Chinese sites


@scen(
    "zh_fapiao_chayan_gbk",
    "增值税发票查验结果（GBK）：同一销售方两张发票只差发票号码、金额和税额，同号码另一张红字发票，老式表格，打印、时间戳参数与查验次数副本",
)
def zh_fapiao_chayan_gbk():
    host = "http://www.hxfpcy.gov.cn"
    tishi = (
        '<table width="100%" class="ts"><tr><td><p>温馨提示：一、本平台可查验使用增值税发票管理系统开具的增值税专用发票、增值税电子专用发票、'
        "增值税普通发票（折叠票、卷票）、增值税电子普通发票（含收费公路通行费增值税电子普通发票）、机动车销售统一发票、二手车销售统一发票。"
        "二、可以查验最近5年内增值税发票管理系统开具的发票，当日开具的发票最快可以次日进行查验。三、每份发票每天最多可以查验5次。"
        "四、查验结果仅作为判断发票真伪的参考，不作为报销、抵扣的依据；对查验结果有疑问的，请持发票原件到主管税务机关进行鉴定。</p>"
        "<p>五、请勿使用非官方渠道提供的发票查验服务，以免泄露企业涉税信息。如遇网络故障或验证码无法显示，请清除浏览器缓存后重试，"
        "或拨打纳税服务热线12366咨询。</p></td></tr></table>"
    )

    def page(dm, hm, rq, je, se, xf, gf, zt, *, url=None, cishu=1, printv=False):
        rec = (
            '<table width="100%" border="1" cellspacing="0" cellpadding="3" class="jg">'
            f"<tr><td>发票代码</td><td>{dm}</td><td>发票号码</td><td>{hm}</td></tr>"
            f"<tr><td>开票日期</td><td>{rq}</td><td>校验码</td><td>{hm[-6:]}0318{dm[-4:]}</td></tr>"
            f'<tr><td>销售方名称</td><td colspan="3">{xf}</td></tr>'
            f'<tr><td>购买方名称</td><td colspan="3">{gf}</td></tr>'
            f"<tr><td>金额</td><td>{je}</td><td>税额</td><td>{se}</td></tr>"
            f'<tr><td>发票状态</td><td colspan="3">{zt}</td></tr></table>'
        )
        if printv:
            body = '<p align="center"><b>发票查验明细</b></p>' + rec
        else:
            body = (
                '<table width="100%" class="top"><tr><td>杭西省税务局 全国增值税发票查验平台（杭西）</td></tr><tr><td>首页 | 发票查验 | 常见问题 | 操作说明 | 下载中心</td></tr></table>'
                + f'<table width="100%"><tr><td><b>查验结果</b>　查验次数：第{cishu}次</td></tr></table>'
                + rec
                + tishi
                + '<table width="100%" class="foot"><tr><td>主办单位：国家税务总局杭西省税务局　技术支持：杭西税务信息中心　纳税服务热线：12366</td></tr></table>'
            )
        return P(
            url or f"{host}/cy/result.jsp?fpdm={dm}&fphm={hm}",
            doc("发票查验结果", body, lang="zh-CN"),
            f"fp-{dm}-{hm}-{zt[:2]}",
            encoding="gbk",
        )

    xf = "杭西市明达五金机电有限公司"
    a = (
        "033002300111",
        "08812345",
        "2024年03月12日",
        "8,849.56",
        "1,150.44",
        xf,
        "杭西市滨江建设工程有限公司",
        "正常",
    )
    b = (
        "033002300111",
        "08812346",
        "2024年03月12日",
        "8,489.56",
        "1,103.64",
        xf,
        "杭西市滨江建设工程有限公司",
        "正常",
    )
    c = (
        "033002300111",
        "08812345",
        "2024年03月20日",
        "-8,849.56",
        "-1,150.44",
        xf,
        "杭西市滨江建设工程有限公司",
        "红冲",
    )
    d = (
        "033002300222",
        "01277001",
        "2024年02月28日",
        "265.49",
        "34.51",
        "杭西市禾园餐饮管理有限公司",
        "杭西市教育考试院",
        "正常",
    )
    return [
        page(*a),
        page(*a, url=f"{host}/cy/print.jsp?fpdm=033002300111&fphm=08812345", printv=True),
        page(
            *a,
            url=f"{host}/cy/result.jsp?fpdm=033002300111&fphm=08812345&_={1710234567890}",
            cishu=2,
        ),
        page(*b),
        page(*b, url=f"{host}/cy/result.jsp?fpdm=033002300111&fphm=08812346&yzm=7KQ2", cishu=3),
        page(*c, url=f"{host}/cy/result.jsp?fpdm=033002300111&fphm=08812345&fplx=hz"),
        page(*d),
    ]


@scen(
    "zh_xingzheng_quhua",
    "行政区划代码查询：四个同名“鼓楼区”只差代码和上级，一个区的上级市另页，代码在定义列表里，m.站、/index.html与来源参数副本",
)
def zh_xingzheng_quhua():
    host = "https://www.hxquhua.cn"
    shuoming = (
        '<div class="sm"><h3>说明</h3><p>本站行政区划代码依据《中华人民共和国行政区划代码》国家标准（GB/T 2260）及民政部历年发布的县以上'
        "行政区划代码整理，代码共六位，第一、二位表示省级，第三、四位表示地级，第五、六位表示县级。乡镇街道及村级代码采用国家统计局"
        "统计用区划代码，共十二位。</p><p>行政区划代码随区划调整而变更，已撤销的代码不再重新使用。本站数据仅供参考，不作为办理户籍、"
        "身份证件、社会保险及其他行政事务的依据，如有出入以民政部门公布的数据为准。欢迎网友通过页面底部的纠错入口反馈错误，"
        "我们将在核实后及时更正。转载本站数据请注明出处。</p></div>"
    )
    foot = '<div class="ft">行政区划查询网 | 关于我们 | 数据更新日志 | 纠错反馈 | 联系方式：service@hxquhua.cn</div>'

    def page(code, name, parent, level, pinyin, quhao, *, url=None, hot=None):
        hot = hot or ["北京市", "上海市", "广州市", "深圳市", "杭州市", "南京市"]
        rec = (
            f'<div class="info"><h1>{name}</h1>'
            + dl_kv(
                [
                    ("行政区划代码", code),
                    ("所属上级", parent),
                    ("级别", level),
                    ("拼音", pinyin),
                    ("电话区号", quhao),
                ],
                "qh",
            )
            + "</div>"
        )
        body = (
            '<div class="hd"><a href="/">行政区划查询网</a> '
            + nav(
                [
                    ("/sheng/", "省级"),
                    ("/shi/", "地级"),
                    ("/xian/", "县级"),
                    ("/biangeng/", "区划变更"),
                ],
                "nv",
            )
            + "</div>"
            + f'<div class="mn">{rec}</div><div class="sd"><h3>热门查询</h3>{_ul(hot, "hot")}</div>{shuoming}{foot}'
        )
        return P(
            url or f"{host}/code/{code}.html",
            doc("行政区划查询网", body, lang="zh-CN"),
            f"qh-{code}",
        )

    a = ("320106", "鼓楼区", "江苏省 南京市", "市辖区", "gǔ lóu qū", "025")
    b = ("350102", "鼓楼区", "福建省 福州市", "市辖区", "gǔ lóu qū", "0591")
    c = ("320302", "鼓楼区", "江苏省 徐州市", "市辖区", "gǔ lóu qū", "0516")
    d = ("410204", "鼓楼区", "河南省 开封市", "市辖区", "gǔ lóu qū", "0371")
    e = ("320100", "南京市", "江苏省", "地级市", "nán jīng shì", "025")
    return [
        page(*a),
        page(*a, url="https://m.hxquhua.cn/code/320106.html"),
        page(
            *a,
            url=f"{host}/code/320106.html?from=baidu&wd=gulouqu",
            hot=["深圳市", "杭州市", "北京市", "南京市"],
        ),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/code/320302/index.html"),
        page(*d),
        page(*e),
    ]


@scen(
    "zh_cunkuan_lilv_gbk",
    "银行存款利率表（GBK）：相邻两次调整后的挂牌利率表只差三格数字和执行日期，更早一次调整的表，老式表格，打印与浏览次数副本",
)
def zh_cunkuan_lilv_gbk():
    host = "http://www.hxnsbank.com.cn"
    shengming = (
        '<table width="100%" class="sm"><tr><td><p>重要声明：本表所列利率为本行人民币存款挂牌利率，单位为年利率（%），自执行日起适用于新'
        "办理的存款业务。已存入的定期存款在原定存期内按存入日挂牌利率计息，不分段计息；活期存款按结息日挂牌利率计息，每季度末月二十日"
        "为结息日。</p><p>大额存单、结构性存款及特色储蓄产品的利率以产品说明书为准。本行有权根据中国人民银行有关规定和市场情况调整利率，"
        "调整后将通过营业网点、网上银行、手机银行及本网站公告。本页面信息仅供参考，具体以营业网点实际办理为准。存款保险标识：本行吸收"
        "的本外币存款依照《存款保险条例》受到保护。</p></td></tr></table>"
    )

    def page(bank, slug, riqi, rows, *, url=None, hits=1, printv=False):
        tb = (
            '<table width="100%" border="1" cellspacing="0" class="ll"><tr><th>存款种类</th><th>年利率（%）</th></tr>'
            + "".join(f"<tr><td>{k}</td><td>{v}</td></tr>" for k, v in rows)
            + "</table>"
        )
        rec = (
            f'<table width="100%"><tr><td align="center"><b>{bank}人民币存款挂牌利率表</b></td></tr><tr><td align="center">执行日期：{riqi}</td></tr></table>'
            + tb
        )
        if printv:
            body = rec
        else:
            body = (
                f'<table width="100%" class="top"><tr><td>{bank}</td></tr><tr><td>首页 | 个人业务 | 公司业务 | 利率汇率 | 网点查询 | 关于我们</td></tr></table>'
                + f'<table width="100%"><tr><td>发布时间：{riqi}　浏览次数：{hits}</td></tr></table>'
                + rec
                + shengming
                + f'<table width="100%" class="foot"><tr><td>版权所有：{bank}　客服热线：96588　杭西ICP备05012345号</td></tr></table>'
            )
        return P(
            url or f"{host}/llhl/{slug}.htm",
            doc(f"{bank}", body, lang="zh-CN"),
            f"ll-{slug}",
            encoding="gbk",
        )

    r1 = [
        ("活期", "0.20"),
        ("定期三个月", "1.15"),
        ("定期半年", "1.35"),
        ("定期一年", "1.45"),
        ("定期二年", "1.65"),
        ("定期三年", "1.95"),
        ("定期五年", "2.00"),
    ]
    r2 = [
        ("活期", "0.20"),
        ("定期三个月", "1.15"),
        ("定期半年", "1.35"),
        ("定期一年", "1.35"),
        ("定期二年", "1.45"),
        ("定期三年", "1.75"),
        ("定期五年", "2.00"),
    ]
    r3 = [
        ("活期", "0.25"),
        ("定期三个月", "1.25"),
        ("定期半年", "1.45"),
        ("定期一年", "1.65"),
        ("定期二年", "2.05"),
        ("定期三年", "2.45"),
        ("定期五年", "2.50"),
    ]
    b1 = "杭西农商银行"
    return [
        page(b1, "20231222", "2023年12月22日", r1, hits=1823),
        page(
            b1,
            "20231222",
            "2023年12月22日",
            r1,
            url=f"{host}/llhl/print.asp?id=20231222",
            printv=True,
        ),
        page(
            b1,
            "20231222",
            "2023年12月22日",
            r1,
            url=f"{host}/llhl/20231222.htm?t=0.8812",
            hits=1830,
        ),
        page(b1, "20240725", "2024年07月25日", r2, hits=955),
        page(
            b1, "20240725", "2024年07月25日", r2, url=f"{host}/llhl/20240725.htm?from=wx", hits=961
        ),
        page(b1, "20230601", "2023年06月01日", r3, hits=2406),
    ]


@scen(
    "zh_zhaopinhui_zhanwei",
    "招聘会参会企业展位页：相邻两个展位的企业都招“操作工”，只差展位号、企业名和人数，同一企业下一场的展位，岗位在表格里，m.站、来源参数与重排侧栏副本",
)
def zh_zhaopinhui_zhanwei():
    host = "https://www.hxrcw.com"
    xuzhi = (
        '<div class="xz"><h3>求职者须知</h3><p>1. 本场招聘会免费向求职者开放，请携带本人身份证及多份简历入场，入场时请配合工作人员扫码登记。'
        "2. 招聘单位信息由用人单位自行填报，人才市场已对营业执照进行审核，但求职者仍应注意核实单位情况。3. 用人单位不得以任何名义向"
        "求职者收取押金、报名费、培训费、服装费等费用，不得扣押求职者身份证件，如遇此类情况请立即向现场工作人员或拨打12333举报。</p>"
        "<p>4. 展位安排以现场公布为准，部分单位可能因故缺席。5. 现场禁止吸烟，请看管好随身物品，注意防范诈骗。6. 更多岗位信息请关注"
        "杭西人才网微信公众号，或登录网站“招聘会”栏目查看往期参会企业名单。</p></div>"
    )
    foot = '<div class="foot">杭西市人力资源市场 | 地址：杭西市人才大厦一楼 | 服务热线：0571-88001234 | 人力资源服务许可证：杭人社许字〔2021〕8号</div>'

    def page(hui, zw, qiye, gangwei, *, url=None, side=None):
        side = side or [
            "3月16日 春季大型综合招聘会",
            "3月23日 制造业专场",
            "3月30日 高校毕业生专场",
            "4月6日 退役军人专场",
        ]
        rec = (
            f'<div class="zw"><p class="hui">{hui}</p><h1>展位 {zw}</h1><p class="qy">{qiye}</p>'
            + _table(["岗位", "人数", "学历", "月薪"], gangwei, "gw")
            + "</div>"
        )
        body = (
            '<div class="hd"><a href="/">杭西人才网</a> '
            + nav(
                [
                    ("/zph/", "招聘会"),
                    ("/job/", "找工作"),
                    ("/resume/", "找人才"),
                    ("/news/", "政策资讯"),
                ]
            )
            + "</div>"
            + f'<div class="mn">{rec}</div><div class="sd"><h3>近期招聘会</h3>{_ul(side, "zph")}</div>{xuzhi}{foot}'
        )
        return P(
            url or f"{host}/zph/{hui[:5]}/{zw}.html".replace("月", "-").replace("日", ""),
            doc("杭西人才网", body, lang="zh-CN"),
            f"zw-{hui[:5]}-{zw}",
        )

    h1 = "3月16日 春季大型综合招聘会"
    h2 = "3月23日 制造业专场"
    a = (
        h1,
        "A12",
        "杭西市明达五金机电有限公司",
        [["操作工", "20", "不限", "5000-7000元"], ["仓管员", "2", "高中", "4500-5500元"]],
    )
    b = (
        h1,
        "A13",
        "杭西市恒通塑业有限公司",
        [["操作工", "15", "不限", "5000-7000元"], ["仓管员", "1", "高中", "4500-5500元"]],
    )
    c = (
        h2,
        "B05",
        "杭西市明达五金机电有限公司",
        [["操作工", "20", "不限", "5000-7000元"], ["数控车工", "4", "中专", "7000-9000元"]],
    )
    d = (h1, "C01", "杭西市第一人民医院", [["护士", "10", "大专", "面议"]])
    return [
        page(*a),
        page(*a, url="https://m.hxrcw.com/zph/3-16/A12.html"),
        page(
            *a,
            url=f"{host}/zph/3-16/A12.html?from=qrcode",
            side=[
                "4月6日 退役军人专场",
                "3月30日 高校毕业生专场",
                "3月23日 制造业专场",
                "3月16日 春季大型综合招聘会",
            ],
        ),
        page(*b),
        page(*b, url=f"{host}/zph/3-16/A13.html?utm_source=wechat"),
        page(*c),
        page(*d),
    ]


@scen(
    "zh_xuewei_shouyu",
    "学位授予名单公示：同一学院两批名单只差几个姓名和批次，另一学院同批名单，一份更正公示只改一人专业，名单在表格里，打印与点击数副本",
)
def zh_xuewei_shouyu():
    host = "https://yjsy.hxu.edu.cn"
    gongshi = (
        '<div class="gs"><p>根据《中华人民共和国学位法》和《杭西大学学位授予工作细则》的规定，经各学位评定分委员会审议，校学位评定委员会'
        "表决通过，拟授予下列人员相应学位。现予以公示，公示期为五个工作日。</p><p>公示期间，如对公示名单有异议，请以书面形式向研究生院"
        "学位办公室反映，并署真实姓名和联系方式，以便核实情况。匿名材料不予受理。联系地址：杭西大学行政楼305室；联系电话：0571-86001234；"
        "电子邮箱：xwb@hxu.edu.cn。学位证书将于公示期满后统一发放，具体领取时间和地点由各学院另行通知。毕业生离校手续请按学校统一安排"
        "办理。</p></div>"
    )

    def page(aid, title, xueyuan, pici, rows, *, url=None, hits=312, printv=False):
        rec = (
            f'<div class="art"><h1>{title}</h1><p class="info">发布单位：研究生院　发布时间：{pici}　点击：{hits}</p>'
            + gongshi
            + _table(
                ["序号", "姓名", "学院", "专业", "学位类别"],
                [[str(i + 1), n, xueyuan, z, "硕士"] for i, (n, z) in enumerate(rows)],
                "md",
            )
            + '<p class="luokuan">杭西大学学位评定委员会</p></div>'
        )
        if printv:
            body = rec.replace(f"　点击：{hits}", "")
        else:
            body = (
                '<div class="hd"><a href="/">杭西大学研究生院</a> '
                + nav(
                    [
                        ("/tzgg/", "通知公告"),
                        ("/xwgz/", "学位工作"),
                        ("/zsgz/", "招生工作"),
                        ("/pygz/", "培养工作"),
                    ]
                )
                + "</div>"
                + f'<div class="wz">当前位置：首页 &gt; 学位工作 &gt; 公示</div><div class="mn">{rec}</div>'
                + '<div class="ft">杭西大学研究生院 版权所有 | 地址：杭西市学院路1号 | 浙ICP备05001234号</div>'
            )
        return P(
            url or f"{host}/info/{aid}.htm",
            doc("杭西大学研究生院", body, lang="zh-CN"),
            f"xw-{aid}",
        )

    t = "杭西大学2024年{}硕士学位授予名单公示"
    r1 = [
        ("王晓明", "机械工程"),
        ("李婷", "机械工程"),
        ("张伟", "车辆工程"),
        ("陈静", "车辆工程"),
        ("刘洋", "机械电子工程"),
        ("赵磊", "机械电子工程"),
    ]
    r2 = [
        ("王晓明", "机械工程"),
        ("李婷", "机械工程"),
        ("张伟", "车辆工程"),
        ("陈静", "车辆工程"),
        ("刘洋", "机械电子工程"),
        ("赵磊", "机械电子工程"),
    ]
    r2[0] = ("孙浩", "机械工程")
    r2[3] = ("周敏", "车辆工程")
    r3 = list(r1)
    r3[4] = ("刘洋", "机械工程")
    r4 = [("吴芳", "应用化学"), ("郑凯", "应用化学"), ("黄丽", "化学工程"), ("何强", "化学工程")]
    a = ("1201", t.format("6月"), "机械工程学院", "2024-06-12", r1)
    b = ("1388", t.format("12月"), "机械工程学院", "2024-12-10", r2)
    c = ("1215", t.format("6月") + "（更正）", "机械工程学院", "2024-06-14", r3)
    d = ("1202", t.format("6月"), "化学化工学院", "2024-06-12", r4)
    return [
        page(*a),
        page(*a, url=f"{host}/system/print.jsp?id=1201", printv=True),
        page(*a, url=f"{host}/info/1201.htm?from=timeline", hits=358),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url=f"{host}/info/1202.htm?sid=8f2a9c71", hits=140),
    ]


@scen(
    "zh_xueli_beian",
    "学历证书电子注册备案表：同校同专业两名毕业生只差姓名、出生日期和证书编号，同一人的学士学位备案另页，只读表单字段承载内容，验证码参数与打印副本",
)
def zh_xueli_beian():
    host = "https://www.hxxueli.edu.cn"
    shuoming = (
        '<div class="sm"><h3>备案表说明</h3><p>1. 本《教育部学历证书电子注册备案表》是学历证书电子注册信息的查询结果，可作为学历证书'
        "在线验证的凭证，在线验证码有效期内可登录本网站核验。2. 备案表所列信息与学历证书信息一致，如有变更以学校最新上报并经注册的"
        "信息为准。3. 备案表不能代替学历证书，也不作为学历证书遗失后的补办依据。</p><p>4. 申请人应妥善保管在线验证码，验证码泄露可能"
        "导致个人信息被他人查看。5. 对注册信息有异议的，请联系毕业学校学籍管理部门核实，学校核实后按规定程序申请修改。6. 本网站不向"
        "任何第三方出售或提供个人学历信息，凡以本网站名义收费代查学历的均属违法行为。</p></div>"
    )

    def page(
        code,
        kind,
        name,
        sex,
        birth,
        school,
        major,
        level,
        start,
        end,
        zsbh,
        *,
        url=None,
        printv=False,
    ):
        fields = [
            ("姓名", name),
            ("性别", sex),
            ("出生日期", birth),
            ("院校名称", school),
            ("专业", major),
            ("层次", level),
            ("入学日期", start),
            ("毕业日期", end),
            ("证书编号", zsbh),
        ]
        form = (
            '<form class="ba" onsubmit="return false">'
            + "".join(
                f'<label>{k}<input type="text" readonly value="{v}"></label>' for k, v in fields
            )
            + "</form>"
        )
        rec = f'<div class="bab"><h2>{kind}</h2><p class="yzm">在线验证码：{code}</p>{form}</div>'
        if printv:
            body = rec
        else:
            body = (
                '<div class="hd"><a href="/">学历查询服务网</a> '
                + nav(
                    [
                        ("/xlcx/", "学历查询"),
                        ("/xwcx/", "学位查询"),
                        ("/yz/", "在线验证"),
                        ("/bz/", "帮助中心"),
                    ]
                )
                + "</div>"
                + f'<div class="mn">{rec}</div>{shuoming}<div class="ft">学历查询服务网 | 客服电话：010-82199588 | 京ICP备05001234号</div>'
            )
        return P(
            url or f"{host}/yz/{code}", doc("学历查询服务网", body, lang="zh-CN"), f"xl-{code}"
        )

    s = "杭西大学"
    kind = "教育部学历证书电子注册备案表"
    a = (
        "A8K2M4Q9T1W3",
        kind,
        "王晓明",
        "男",
        "2000年03月14日",
        s,
        "计算机科学与技术",
        "本科",
        "2018年09月01日",
        "2022年06月30日",
        "103371202205001234",
    )
    b = (
        "B3N7P5R2X8Y6",
        kind,
        "李晓明",
        "男",
        "2000年07月02日",
        s,
        "计算机科学与技术",
        "本科",
        "2018年09月01日",
        "2022年06月30日",
        "103371202205001235",
    )
    c = (
        "C6V1Z9H4J2L8",
        "教育部学位在线验证报告",
        "王晓明",
        "男",
        "2000年03月14日",
        s,
        "计算机科学与技术",
        "工学学士",
        "2018年09月01日",
        "2022年06月30日",
        "1033742022001234",
    )
    d = (
        "D2F8G6K1M5N3",
        kind,
        "赵丽",
        "女",
        "1999年11月20日",
        "杭西职业技术学院",
        "护理",
        "专科",
        "2017年09月01日",
        "2020年06月30日",
        "133021202006004321",
    )
    return [
        page(*a),
        page(*a, url=f"{host}/yz/{a[0]}?print=1", printv=True),
        page(*a, url=f"{host}/yz/{a[0]}?lang=zh_CN&_t=1712345678"),
        page(*b),
        page(*b, url=f"{host}/yz/index.html?vcode={b[0]}"),
        page(*c),
        page(*d),
    ]


@scen(
    "zh_gonglu_licheng",
    "城市间公路里程查询：杭州到上海与上海到杭州里程相同、路线步骤顺序相反，杭州到苏州只差里程和两步，m.站、utm与重排热门路线副本",
)
def zh_gonglu_licheng():
    host = "https://www.hxlicheng.com"
    tishi = (
        '<div class="ts"><h3>温馨提示</h3><p>本站提供的公路里程、行车时间和过路费数据根据电子地图路线规划自动计算，按小型客车、推荐路线'
        "（时间最短）估算，仅供出行参考。实际里程会因出发地和目的地的具体位置、所选路线、道路施工和交通管制等情况有所不同。"
        "节假日期间小型客车免收通行费的，以交通运输部门公告为准。</p><p>出行前请关注目的地天气和实时路况，合理安排行程，服务区休息"
        "每两小时一次为宜。驾车请系好安全带，不超速、不疲劳驾驶、不酒后驾驶。如发现数据错误，欢迎通过页面下方的“纠错”按钮反馈，"
        "我们会尽快核实更新。</p></div>"
    )

    def page(slug, frm, to, km, hours, fee, steps, *, url=None, hot=None, banner=False):
        hot = hot or ["北京到天津", "广州到深圳", "杭州到宁波", "南京到苏州", "成都到重庆"]
        rec = (
            f'<div class="lc"><h1>{frm}到{to}</h1>'
            + ul_kv([("全程", km), ("预计用时", hours), ("过路费", fee)], "lc-facts")
            + "<h2>路线</h2>"
            + _ol(steps, "steps")
            + "</div>"
        )
        body = (
            '<div class="hd"><a href="/">公路里程网</a> '
            + nav(
                [
                    ("/", "里程查询"),
                    ("/gaosu/", "高速公路"),
                    ("/fuwuqu/", "服务区"),
                    ("/lukuang/", "路况"),
                ]
            )
            + "</div>"
            + f'<div class="mn">{rec}</div><div class="sd"><h3>热门路线</h3>{_ul(hot, "hot")}</div>{tishi}'
            + '<div class="ft">公路里程网 | 数据来源：电子地图路线规划 | 联系我们</div>'
        )
        if banner:
            body = COOKIE_ZH + body
        return P(url or f"{host}/{slug}/", doc("公路里程网", body, lang="zh-CN"), f"lc-{slug}")

    s1 = [
        "从杭州市区出发，沿中河高架行驶",
        "进入沪昆高速（G60）往上海方向",
        "经嘉兴、枫泾",
        "进入上海市区，沿延安高架行驶",
        "到达上海市区",
    ]
    s2 = [
        "从上海市区出发，沿延安高架行驶",
        "进入沪昆高速（G60）往杭州方向",
        "经枫泾、嘉兴",
        "进入杭州市区，沿中河高架行驶",
        "到达杭州市区",
    ]
    s3 = [
        "从杭州市区出发，沿中河高架行驶",
        "进入申嘉湖高速（S12）往苏州方向",
        "经湖州、吴江",
        "进入苏州市区，沿南环高架行驶",
        "到达苏州市区",
    ]
    a = ("hangzhou-shanghai", "杭州", "上海", "176公里", "约2小时20分钟", "约85元", s1)
    b = ("shanghai-hangzhou", "上海", "杭州", "176公里", "约2小时20分钟", "约85元", s2)
    c = ("hangzhou-suzhou", "杭州", "苏州", "162公里", "约2小时10分钟", "约80元", s3)
    return [
        page(*a),
        page(*a, url="https://m.hxlicheng.com/hangzhou-shanghai/", banner=True),
        page(
            *a,
            url=f"{host}/hangzhou-shanghai/?utm_source=baidu&utm_medium=cpc",
            hot=["成都到重庆", "南京到苏州", "杭州到宁波", "广州到深圳", "北京到天津"],
        ),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/hangzhou-suzhou/index.html"),
    ]


@scen(
    "zh_weisheng_xuke_gbk",
    "公共场所卫生许可证公示（GBK）：连锁酒店两家分店只差店名、地址和证号，同一分店增加许可项目的变更，一家美发店，老式表格，打印、分页参数与浏览次数副本",
)
def zh_weisheng_xuke_gbk():
    host = "http://wsjd.hxwjw.gov.cn"
    shuoming = (
        '<table width="100%" class="sm"><tr><td><p>依据《公共场所卫生管理条例》及其实施细则，经审查，下列公共场所经营单位符合卫生许可条件，'
        "准予卫生许可，现予以公示。公共场所卫生许可证有效期为四年，经营单位应当在有效期届满三十日前向原发证机关申请延续。经营单位"
        "变更单位名称、法定代表人或者负责人的，应当向原发证机关办理变更手续；变更经营项目、经营场所地址的，应当重新申请卫生许可证。"
        "</p><p>公共场所经营者应当在经营场所醒目位置公示卫生许可证和卫生信誉度等级，定期对顾客用品用具进行清洗消毒，从业人员应当取得"
        "有效健康合格证明。市民如发现公共场所存在卫生问题，可拨打卫生监督投诉举报电话12320反映。</p></td></tr></table>"
    )

    def page(pid, dw, dz, zh, xm, yxq, fzrq, *, url=None, hits=1, printv=False):
        rec = (
            '<table width="100%" border="1" cellspacing="0" cellpadding="3" class="xk">'
            f'<tr><td width="25%">单位名称</td><td>{dw}</td></tr><tr><td>经营地址</td><td>{dz}</td></tr>'
            f"<tr><td>许可证号</td><td>{zh}</td></tr><tr><td>许可项目</td><td>{xm}</td></tr>"
            f"<tr><td>有效期限</td><td>{yxq}</td></tr><tr><td>发证日期</td><td>{fzrq}</td></tr></table>"
        )
        if printv:
            body = rec
        else:
            body = (
                '<table width="100%" class="top"><tr><td>杭西市卫生健康委员会 卫生监督所</td></tr><tr><td>首页 | 政务公开 | 行政许可 | 监督检查 | 办事指南 | 投诉举报</td></tr></table>'
                + f'<table width="100%"><tr><td>当前位置：首页 &gt; 行政许可 &gt; 公共场所卫生许可</td><td align="right">浏览次数：{hits}</td></tr></table>'
                + rec
                + shuoming
                + '<table width="100%" class="foot"><tr><td>杭西市卫生健康委员会主办　地址：杭西市健康路6号　邮编：310000</td></tr></table>'
            )
        return P(
            url or f"{host}/xzxk/ggcs/{pid}.html",
            doc("杭西市卫生监督所", body, lang="zh-CN"),
            f"ws-{pid}",
            encoding="gbk",
        )

    a = (
        "20240311",
        "杭西如家快捷酒店有限公司西湖路分店",
        "杭西市西湖区西湖路88号",
        "杭卫公证字〔2024〕第330106-000311号",
        "住宿",
        "2024年3月11日至2028年3月10日",
        "2024年3月11日",
    )
    b = (
        "20240312",
        "杭西如家快捷酒店有限公司文三路分店",
        "杭西市西湖区文三路206号",
        "杭卫公证字〔2024〕第330106-000312号",
        "住宿",
        "2024年3月11日至2028年3月10日",
        "2024年3月11日",
    )
    c = (
        "20240590",
        "杭西如家快捷酒店有限公司西湖路分店",
        "杭西市西湖区西湖路88号",
        "杭卫公证字〔2024〕第330106-000311号",
        "住宿、游泳场所",
        "2024年3月11日至2028年3月10日",
        "2024年5月20日",
    )
    d = (
        "20240318",
        "杭西市丝语美发店",
        "杭西市拱墅区湖墅南路12号",
        "杭卫公证字〔2024〕第330105-000318号",
        "美容店、理发店",
        "2024年3月18日至2028年3月17日",
        "2024年3月18日",
    )
    return [
        page(*a, hits=57),
        page(*a, url=f"{host}/xzxk/print.asp?id=20240311", printv=True),
        page(*a, url=f"{host}/xzxk/ggcs/20240311.html?page=1", hits=61),
        page(*b, hits=49),
        page(*c, hits=12),
        page(*c, url=f"{host}/xzxk/ggcs/20240590.html?r=7781", hits=15),
        page(*d, hits=33),
    ]


@scen(
    "zh_qihuo_heyue",
    "期货合约规格：螺纹钢与线材合约只差品种名、代码和两格，热轧卷板另页，规格全在表格里，标题为网站名，打印、m.站与/index.html副本",
)
def zh_qihuo_heyue():
    host = "https://www.hxfe.com.cn"
    fengxian = (
        '<div class="fx"><h3>风险提示</h3><p>期货交易实行保证金制度，具有杠杆效应，投资者可能面临损失超过全部保证金的风险。本页所列合约'
        "规格为标准合约的主要条款，交易所有权根据市场情况调整交易保证金比例、涨跌停板幅度和交易限额，调整以交易所发布的通知为准。"
        "合约规格与交易所业务规则、实施细则不一致的，以业务规则和实施细则为准。</p><p>投资者参与期货交易应当选择具有合法资质的期货公司，"
        "充分了解期货交易的特点和风险，根据自身的风险承受能力审慎决策。交易所不对任何机构或个人的投资行为承担责任，本网站发布的"
        "行情数据仅供参考，如有差异以交易系统为准。</p></div>"
    )

    def page(code, name, rows, *, url=None, printv=False):
        rec = (
            f'<div class="hy"><h2>{name}期货标准合约</h2>'
            + table_kv([("交易品种", name), ("交易代码", code.upper())] + rows, "spec")
            + "</div>"
        )
        if printv:
            body = rec
        else:
            body = (
                '<div class="hd"><a href="/">杭西期货交易所</a> '
                + nav(
                    [
                        ("/jy/", "交易"),
                        ("/js/", "结算"),
                        ("/jg/", "交割"),
                        ("/sj/", "数据"),
                        ("/gz/", "规则"),
                    ]
                )
                + "</div>"
                + f'<div class="wz">首页 &gt; 上市品种 &gt; {name}</div><div class="mn">{rec}</div>{fengxian}'
                + '<div class="ft">杭西期货交易所 版权所有　客服热线：400-880-1234</div>'
            )
        return P(
            url or f"{host}/ssp/{code}/hygz/",
            doc("杭西期货交易所", body, lang="zh-CN"),
            f"qh-{code}",
        )

    base = [
        ("交易单位", "10吨/手"),
        ("报价单位", "元（人民币）/吨"),
        ("最小变动价位", "1元/吨"),
        ("涨跌停板幅度", "上一交易日结算价&plusmn;3%"),
        ("合约月份", "1～12月"),
        ("交易时间", "上午9:00－11:30，下午1:30－3:00及交易所规定的其他交易时间"),
        ("最后交易日", "合约月份的15日（遇国家法定节假日顺延）"),
        ("交割品级", "{pj}"),
        ("最低交易保证金", "合约价值的5%"),
        ("交割方式", "实物交割"),
    ]
    r_rb = [
        (
            k,
            v.replace(
                "{pj}",
                "标准品：符合GB/T 1499.2-2018《钢筋混凝土用钢 第2部分：热轧带肋钢筋》HRB400E牌号的&Phi;16mm、&Phi;18mm、&Phi;20mm、&Phi;22mm、&Phi;25mm螺纹钢",
            ),
        )
        for k, v in base
    ]
    r_wr = [
        (
            k,
            v.replace(
                "{pj}",
                "标准品：符合GB/T 1499.1-2017《钢筋混凝土用钢 第1部分：热轧光圆钢筋》HPB300牌号的&Phi;6.5mm、&Phi;8mm、&Phi;10mm线材",
            ),
        )
        for k, v in base
    ]
    r_wr[8] = ("最低交易保证金", "合约价值的7%")
    r_hc = [
        (
            k,
            v.replace(
                "{pj}",
                "标准品：符合GB/T 3274-2017《碳素结构钢和低合金结构钢热轧钢板和钢带》Q235B牌号，厚度3.0mm至12.7mm的热轧卷板",
            ),
        )
        for k, v in base
    ]
    r_hc[3] = ("涨跌停板幅度", "上一交易日结算价&plusmn;4%")
    return [
        page("rb", "螺纹钢", r_rb),
        page("rb", "螺纹钢", r_rb, url=f"{host}/ssp/rb/hygz/print.html", printv=True),
        page("rb", "螺纹钢", r_rb, url="https://m.hxfe.com.cn/ssp/rb/hygz/"),
        page("wr", "线材", r_wr),
        page("wr", "线材", r_wr, url=f"{host}/ssp/wr/hygz/index.html"),
        page("hc", "热轧卷板", r_hc),
    ]


@scen(
    "zh_cip_shuju",
    "图书在版编目（CIP）数据：一套书上下册只差册次、ISBN和页数，同书第二版另页，编目数据在<pre>里，出版社大段版权声明，utm、打印与相关图书副本",
)
def zh_cip_shuju():
    host = "https://www.hxpress.com.cn"
    banquan = (
        '<div class="bq"><h3>版权声明</h3><p>本社出版的全部图书、音像制品和电子出版物受《中华人民共和国著作权法》保护。未经本社书面许可，'
        "任何单位和个人不得以任何方式复制、转载、摘编或以其他方式使用本社出版物的全部或部分内容，不得将本社出版物制作成电子版在"
        "网络上传播。违者将依法追究其法律责任。</p><p>本网站所列图书在版编目数据依据国家标准《图书在版编目数据》（GB/T 12451）编制，"
        "仅供图书馆、书店及读者查询参考。图书定价以图书版权页为准。如发现印装质量问题，请与本社发行部联系调换。发行部电话："
        "0571-85001234；读者服务邮箱：service@hxpress.com.cn。</p></div>"
    )

    def page(bid, title, cip, isbn, price, *, url=None, printv=False, rel=None):
        rel = rel or ["《杭西通史》", "《杭西方言词典》", "《杭西名人录》"]
        rec = f'<div class="book"><h1>{title}</h1><p class="isbn">ISBN {isbn}　定价：{price}</p><h2>图书在版编目（CIP）数据</h2><pre class="cip">{cip}</pre></div>'
        if printv:
            body = rec
        else:
            body = (
                '<div class="hd"><a href="/">杭西人民出版社</a> '
                + nav(
                    [
                        ("/xsk/", "新书快递"),
                        ("/tsml/", "图书目录"),
                        ("/zz/", "作者园地"),
                        ("/gy/", "关于我们"),
                    ]
                )
                + "</div>"
                + f'<div class="mn">{rec}</div><div class="sd"><h3>相关图书</h3>{_ul(rel, "rel")}</div>{banquan}'
                + '<div class="ft">杭西人民出版社 | 地址：杭西市体育场路347号 | 浙ICP备05005678号</div>'
            )
        return P(
            url or f"{host}/book/{bid}.html",
            doc("杭西人民出版社", body, lang="zh-CN"),
            f"cip-{bid}",
        )

    def cip(ce, isbn, ye, ban="2024.3"):
        return f"杭西古镇志. {ce} / 杭西市地方志办公室编. -- 杭西 :\n杭西人民出版社, {ban}\nISBN {isbn}\n\nI. &#9312;杭… II. &#9312;杭… III. &#9312;乡镇-地方志-杭西\nIV. &#9312;K295.54\n\n中国国家版本馆CIP数据核字（2024）第0{ye}号"

    a = (
        "9787213112345",
        "杭西古镇志（上册）",
        cip("上册", "978-7-213-11234-5", "51234"),
        "978-7-213-11234-5",
        "98.00元",
    )
    b = (
        "9787213112352",
        "杭西古镇志（下册）",
        cip("下册", "978-7-213-11235-2", "51235"),
        "978-7-213-11235-2",
        "98.00元",
    )
    c = (
        "9787213119870",
        "杭西古镇志（上册）（第二版）",
        cip("上册", "978-7-213-11987-0", "88120", ban="2025.1"),
        "978-7-213-11987-0",
        "118.00元",
    )
    return [
        page(*a),
        page(*a, url=f"{host}/book/9787213112345.html?utm_source=douban"),
        page(*a, url=f"{host}/book/print.html?id=9787213112345", printv=True),
        page(*b),
        page(
            *b,
            url=f"{host}/book/9787213112352.html?from=series",
            rel=["《杭西古镇志（上册）》", "《杭西通史》"],
        ),
        page(*c),
    ]


@scen(
    "zh_shebaoka_jindu_gbk",
    "社保卡制卡进度查询（GBK）：同一网点两人只差姓名与身份证号后几位，同一人在不同阶段的两次结果，老式表格，查询时间与随机数参数副本",
)
def zh_shebaoka_jindu_gbk():
    host = "http://www.hxsbk.gov.cn"
    tishi = (
        '<table width="100%" class="ts"><tr><td><p>温馨提示：1. 社会保障卡从申领到制卡完成一般需要20至30个工作日，请在制卡状态显示“已到'
        "网点”后，携带本人有效身份证件到领卡网点领取。代领的，须同时携带代领人和持卡人的有效身份证件。2. 领卡后请及时到银行网点"
        "激活金融功能并修改初始密码，社保卡的社保功能在领卡后即可使用。3. 社保卡遗失的，请立即拨打12333或到银行网点办理挂失，"
        "挂失后可申请补卡。</p><p>4. 本查询结果仅供参考，制卡进度以领卡网点实际情况为准。5. 为保护个人信息安全，查询结果中的姓名"
        "和身份证号码已作部分隐藏处理。请勿在非官方网站或应用中输入社保卡信息。</p></td></tr></table>"
    )

    def page(sfz, name, zt, wd, rq, *, url=None, sj="2024-04-08 09:12:44"):
        rec = (
            '<table width="100%" border="1" cellspacing="0" cellpadding="3" class="jd">'
            f"<tr><td>姓名</td><td>{name}</td></tr><tr><td>身份证号</td><td>{sfz}</td></tr>"
            f"<tr><td>制卡状态</td><td>{zt}</td></tr><tr><td>领卡网点</td><td>{wd}</td></tr><tr><td>状态日期</td><td>{rq}</td></tr></table>"
        )
        body = (
            '<table width="100%" class="top"><tr><td>杭西市社会保障卡服务网</td></tr><tr><td>首页 | 办卡指南 | 进度查询 | 网点查询 | 政策法规</td></tr></table>'
            + f'<table width="100%"><tr><td><b>制卡进度查询结果</b></td><td align="right">查询时间：{sj}</td></tr></table>'
            + rec
            + tishi
            + '<table width="100%" class="foot"><tr><td>杭西市人力资源和社会保障局　服务热线：12333</td></tr></table>'
        )
        return P(
            url or f"{host}/cx/jd.asp?sfz={sfz[-4:]}&n={sfz[:6]}",
            doc("制卡进度查询结果", body, lang="zh-CN"),
            f"sbk-{sfz}-{zt}",
            encoding="gbk",
        )

    wd = "中国工商银行杭西西湖支行（西湖路88号）"
    a = ("330106********1234", "王*明", "已到网点", wd, "2024-04-03")
    b = ("330106********1243", "李*明", "已到网点", wd, "2024-04-03")
    c = (
        "330106********1234",
        "王*明",
        "制卡中",
        "中国工商银行杭西西湖支行（西湖路88号）",
        "2024-03-18",
    )
    d = (
        "330105********5678",
        "陈*",
        "已领卡",
        "杭西农商银行拱墅支行（湖墅南路12号）",
        "2024-02-27",
    )
    return [
        page(*a),
        page(*a, url=f"{host}/cx/jd.asp?sfz=1234&n=330106&rnd=0.5521", sj="2024-04-08 15:40:02"),
        page(*b),
        page(*b, url=f"{host}/cx/jd.asp?sfz=1243&n=330106&from=wx", sj="2024-04-09 08:03:19"),
        page(*c, url=f"{host}/cx/jd.asp?sfz=1234&n=330106&d=20240318", sj="2024-03-18 17:22:10"),
        page(*d),
    ]


@scen(
    "zh_churujing_jindu",
    "出入境证件办理进度：护照与港澳通行证两个受理编号只差编号、证件类型和状态日期，同一受理号的签注另页，内容只在JSON-LD和一行，lang参数、打印与m.站副本",
)
def zh_churujing_jindu():
    host = "https://www.hxcrj.gov.cn"
    xuzhi = (
        '<div class="xz"><h3>办理须知</h3><p>1. 出入境证件审批制作时限为7个工作日，偏远地区或者交通不便的地区以及因特殊情况不能按期签发的，'
        "经出入境管理机构负责人批准，签发时间可以延长至15日。2. 选择邮政速递送证的，证件制作完成后将由邮政部门投递到申请人指定地址，"
        "请保持电话畅通。3. 选择自取的，请在收到领证短信后持受理回执到受理地点领取，三个月内未领取的证件将按规定作废。</p><p>4. 申请人"
        "可通过本网站、“移民局”政务服务平台或拨打12367服务热线查询办理进度。5. 因申请材料不全或者不符合要求被退回的，请按照短信提示"
        "补充材料。6. 请勿相信任何声称可以加急办证、代办证件的非官方信息，谨防上当受骗。</p></div>"
    )

    def page(slh, zjlx, zt, rq, *, url=None, printv=False, banner=False):
        ld = _ld(
            {
                "@context": "https://schema.org",
                "@type": "GovernmentService",
                "name": f"{zjlx}办理进度",
                "identifier": slh,
                "serviceOutput": zt,
                "availableChannel": {
                    "@type": "ServiceChannel",
                    "name": "杭西市公安局出入境管理支队",
                },
            }
        )
        rec = f'<div class="jd" data-slh="{slh}"><p class="r">受理编号 {slh}：{zjlx}，{zt}（{rq}）</p></div>'
        if printv:
            body = rec
        else:
            body = (
                '<div class="hd"><a href="/">杭西市公安局出入境管理支队</a> '
                + nav(
                    [
                        ("/bszn/", "办事指南"),
                        ("/jdcx/", "进度查询"),
                        ("/yy/", "网上预约"),
                        ("/tzgg/", "通知公告"),
                    ]
                )
                + "</div>"
                + f'<div class="mn"><h2>办理进度查询</h2>{rec}</div>{xuzhi}<div class="ft">杭西市公安局出入境管理支队 | 服务热线：12367</div>'
            )
        if banner:
            body = COOKIE_ZH + body
        return P(
            url or f"{host}/jdcx/{slh}",
            doc("出入境证件办理进度查询", body, lang="zh-CN", head=ld),
            f"crj-{slh}",
        )

    a = ("330100202404080012", "普通护照", "已制证，等待邮寄", "2024年04月12日")
    b = ("330100202404080013", "往来港澳通行证", "已制证，等待邮寄", "2024年04月12日")
    c = ("330100202404080112", "往来港澳通行证团队旅游签注", "审批中", "2024年04月09日")
    return [
        page(*a),
        page(*a, url=f"{host}/jdcx/{a[0]}?lang=zh-CN"),
        page(*a, url=f"{host}/jdcx/{a[0]}/print", printv=True),
        page(*b),
        page(*b, url=f"https://m.hxcrj.gov.cn/jdcx/{b[0]}", banner=True),
        page(*c),
    ]


@scen(
    "zh_gaosu_tongxingfei",
    "高速公路通行费查询：同一起讫点一类客车与二类客车只差车型和金额，反方向同金额，另一起讫点，费用在表格里，标题为网站名，m.站、utm与查询时间副本",
)
def zh_gaosu_tongxingfei():
    host = "https://www.hxgstxf.com"
    shuoming = (
        '<div class="sm"><h3>收费说明</h3><p>1. 本查询结果按照杭西省现行收费公路车辆通行费标准和推荐路径计算，使用ETC通行的车辆享受'
        "通行费九五折优惠，货车按照《收费公路车辆通行费车型分类》（JT/T 489-2019）确定车型。2. 重大节假日期间，七座及以下小型客车"
        "免收车辆通行费，免费时段从节假日第一天00:00开始，节假日最后一天24:00结束。3. 实际通行费以车辆实际行驶路径和收费站出口"
        "计费为准，如经过绕行路段或分段计费路段，金额可能与本结果不同。</p><p>4. 鲜活农产品运输车辆、抢险救灾车辆等按规定享受免费"
        "政策的，请在入口主动申报。5. 对通行费有疑问的，可拨打高速公路客服热线96576咨询或投诉。</p></div>"
    )

    def page(slug, qd, zd, cx, km, fee, *, url=None, sj="2024-04-08 10:21", banner=False):
        rec = (
            f'<div class="jg"><p class="od">{qd} &rarr; {zd}</p>'
            + _table(["车型", "里程", "通行费（现金）", "ETC"], [[cx, km, fee[0], fee[1]]], "fee")
            + f'<p class="sj">查询时间：{sj}</p></div>'
        )
        body = (
            '<div class="hd"><a href="/">杭西高速通行费查询</a> '
            + nav(
                [
                    ("/", "通行费查询"),
                    ("/lukuang/", "实时路况"),
                    ("/fuwuqu/", "服务区"),
                    ("/etc/", "ETC办理"),
                ]
            )
            + "</div>"
            + f'<div class="mn">{rec}</div>{shuoming}<div class="ft">杭西省交通投资集团 | 客服热线：96576</div>'
        )
        if banner:
            body = COOKIE_ZH + body
        return P(
            url or f"{host}/txf/{slug}.html",
            doc("杭西高速通行费查询", body, lang="zh-CN"),
            f"txf-{slug}",
        )

    a = (
        "hxbei-nanyang-k1",
        "杭西北收费站",
        "南阳收费站",
        "一类客车",
        "128公里",
        ("61元", "57.95元"),
    )
    b = (
        "hxbei-nanyang-k2",
        "杭西北收费站",
        "南阳收费站",
        "二类客车",
        "128公里",
        ("92元", "87.40元"),
    )
    c = (
        "nanyang-hxbei-k1",
        "南阳收费站",
        "杭西北收费站",
        "一类客车",
        "128公里",
        ("61元", "57.95元"),
    )
    d = (
        "hxbei-linping-k1",
        "杭西北收费站",
        "临平收费站",
        "一类客车",
        "34公里",
        ("17元", "16.15元"),
    )
    return [
        page(*a),
        page(
            *a,
            url="https://m.hxgstxf.com/txf/hxbei-nanyang-k1.html",
            sj="2024-04-08 11:02",
            banner=True,
        ),
        page(*a, url=f"{host}/txf/hxbei-nanyang-k1.html?utm_source=weixin", sj="2024-04-09 08:15"),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url=f"{host}/txf/hxbei-linping-k1.html?share=1"),
    ]


@scen(
    "zh_gangcai_jiage_gbk",
    "钢材现货价格日报（GBK）：同一城市相邻两天的螺纹钢价格表只差日期和三格，同日另一城市，老式表格，打印、点击数与时间戳参数副本",
)
def zh_gangcai_jiage_gbk():
    host = "http://www.hxgangcai.com"
    mianze = (
        '<table width="100%" class="mz"><tr><td><p>免责声明：本网站价格信息由本网价格中心根据对当地主要钢材市场经销商的电话调研和实地调研'
        "汇总整理，为当日下午三点前的市场主流成交价格（含税、现金、车板价），仅供参考，不作为交易依据。因市场价格波动较快，不同经销商、"
        "不同钢厂资源价格存在差异，请以实际成交价格为准。</p><p>本网站价格数据受著作权法保护，未经书面授权，任何单位和个人不得转载、"
        "摘编或以其他方式使用本网站价格数据，不得将本网站价格数据用于制作价格指数或向第三方提供。会员用户可在会员中心下载历史价格"
        "数据。如需开通会员服务，请致电0571-88661234。</p></td></tr></table>"
    )

    def page(city, rq, rows, *, url=None, hits=1, printv=False):
        tb = (
            '<table width="100%" border="1" cellspacing="0" class="jg"><tr><th>品名</th><th>规格</th><th>材质</th><th>钢厂</th><th>价格（元/吨）</th><th>涨跌</th></tr>'
            + "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
            + "</table>"
        )
        rec = (
            f'<table width="100%"><tr><td align="center"><b>{rq}{city}螺纹钢价格行情</b></td></tr></table>'
            + tb
        )
        if printv:
            body = rec
        else:
            body = (
                '<table width="100%" class="top"><tr><td>杭西钢材网</td></tr><tr><td>首页 | 价格行情 | 市场资讯 | 钢厂调价 | 库存数据 | 会员中心</td></tr></table>'
                + f'<table width="100%"><tr><td>来源：杭西钢材网价格中心　点击：{hits}</td></tr></table>'
                + rec
                + mianze
                + '<table width="100%" class="foot"><tr><td>杭西钢材网 版权所有　客服电话：0571-88661234　浙ICP备06012345号</td></tr></table>'
            )
        slug = {"杭西": "hx", "南阳": "ny"}[city] + rq.replace("年", "").replace("月", "").replace(
            "日", ""
        )
        return P(
            url or f"{host}/jg/lwg/{slug}.html",
            doc("杭西钢材网", body, lang="zh-CN"),
            f"gc-{slug}",
            encoding="gbk",
        )

    def rows(p16, p18, p25, z):
        return [
            ["螺纹钢", "&Phi;16mm", "HRB400E", "杭钢", p16, z],
            ["螺纹钢", "&Phi;18mm", "HRB400E", "杭钢", p18, z],
            ["螺纹钢", "&Phi;20mm", "HRB400E", "杭钢", "3620", "平"],
            ["螺纹钢", "&Phi;22mm", "HRB400E", "杭钢", "3620", "平"],
            ["螺纹钢", "&Phi;25mm", "HRB400E", "杭钢", p25, z],
        ]

    return [
        page("杭西", "2024年04月08日", rows("3680", "3650", "3640", "+20"), hits=402),
        page(
            "杭西",
            "2024年04月08日",
            rows("3680", "3650", "3640", "+20"),
            url=f"{host}/jg/print.asp?id=hx20240408",
            printv=True,
        ),
        page(
            "杭西",
            "2024年04月08日",
            rows("3680", "3650", "3640", "+20"),
            url=f"{host}/jg/lwg/hx20240408.html?t=1712561234",
            hits=415,
        ),
        page("杭西", "2024年04月09日", rows("3700", "3670", "3660", "+20"), hits=388),
        page("南阳", "2024年04月08日", rows("3680", "3650", "3640", "+20"), hits=120),
        page(
            "南阳",
            "2024年04月08日",
            rows("3680", "3650", "3640", "+20"),
            url=f"{host}/jg/lwg/ny20240408.html?from=index",
            hits=126,
        ),
    ]


@scen(
    "zh_taifeng_lujing",
    "台风路径：两个台风的路径表行数相同只差编号、名称和经纬度几格，同一台风的停编公告另页，AMP、更新时间与来源参数副本",
)
def zh_taifeng_lujing():
    host = "https://www.hxtyphoon.cn"
    shuoming = (
        '<div class="sm"><h3>说明</h3><p>台风路径数据来源于气象部门发布的台风实时定位和预报信息，每小时或每三小时更新一次。中心位置以北纬、'
        "东经表示，最大风力以蒲福风级表示，中心气压单位为百帕。台风强度等级分为热带低压、热带风暴、强热带风暴、台风、强台风和超强"
        "台风六个等级。</p><p>本网站数据仅供参考，台风预警信息以当地气象台正式发布为准。台风影响期间，请关注天气预报和预警信号，"
        "尽量减少外出，远离危险区域，渔船应及时回港避风。如需转载本站路径图，请注明来源。</p></div>"
    )

    def page(no, name, rows, *, url=None, upd="2024-07-25 14:00", amp=False, note=None):
        rec = (
            f'<div class="tf"><h1>{no} {name}</h1>'
            + (f"<p>{note}</p>" if note else "")
            + _table(["时间", "北纬", "东经", "最大风力", "中心气压", "强度"], rows, "lj")
            + f'<p class="upd">数据更新：{upd}</p></div>'
        )
        body = (
            '<div class="hd"><a href="/">台风路径实时发布</a> '
            + nav(
                [
                    ("/", "实时台风"),
                    ("/lishi/", "历史台风"),
                    ("/yujing/", "预警信号"),
                    ("/kepu/", "台风科普"),
                ]
            )
            + "</div>"
            + f'<div class="mn">{rec}</div>'
            + (
                ""
                if amp
                else '<div class="sd"><h3>历史同期台风</h3>'
                + _ul(["201909 利奇马", "202106 烟花", "202211 轩岚诺"])
                + "</div>"
            )
            + shuoming
        )
        return P(
            url or f"{host}/tf/{no}.html",
            doc("台风路径实时发布", body, lang="zh-CN"),
            f"tf-{no}{'-t' if note else ''}",
        )

    r3 = [
        ["07-24 08时", "21.8", "125.6", "14级", "955", "强台风"],
        ["07-24 14时", "22.4", "124.9", "15级", "950", "强台风"],
        ["07-24 20时", "23.1", "124.1", "15级", "945", "强台风"],
        ["07-25 02时", "23.9", "123.2", "14级", "955", "强台风"],
        ["07-25 08时", "24.6", "122.0", "13级", "965", "台风"],
    ]
    r4 = [
        ["07-24 08时", "18.2", "130.6", "14级", "955", "强台风"],
        ["07-24 14时", "18.9", "129.8", "15级", "950", "强台风"],
        ["07-24 20时", "19.5", "129.1", "15级", "945", "强台风"],
        ["07-25 02时", "20.3", "128.2", "14级", "955", "强台风"],
        ["07-25 08时", "21.0", "127.3", "13级", "965", "台风"],
    ]
    r3b = [["07-27 08时", "30.2", "119.1", "6级", "998", "热带低压"]]
    return [
        page("202403", "格美", r3),
        page("202403", "格美", r3, url=f"{host}/amp/tf/202403.html", amp=True),
        page("202403", "格美", r3, url=f"{host}/tf/202403.html?from=weibo", upd="2024-07-25 14:20"),
        page("202404", "派比安", r4),
        page(
            "202404",
            "派比安",
            r4,
            url=f"{host}/tf/202404.html?utm_source=app&utm_medium=push",
            upd="2024-07-25 15:00",
        ),
        page(
            "202403",
            "格美",
            r3b,
            url=f"{host}/tf/202403-tingbian.html",
            note="中央气象台7月27日14时对其停止编号。",
        ),
    ]


@scen(
    "zh_dongwu_mingpai",
    "动物园动物名牌：小熊猫与大熊猫只差名称、学名和几项数据，同一场馆两只个体只差名字和生日，内容在图注和定义列表里，扫码参数、m.站与重排场馆导览副本",
)
def zh_dongwu_mingpai():
    host = "https://www.hxzoo.com"
    xuzhi = (
        '<div class="xz"><h3>文明游园须知</h3><p>请勿投喂动物。游客随意投喂的食物会导致动物消化不良、营养失衡甚至死亡，园内动物的饲料均由'
        "营养师根据其生活习性科学配制。请勿拍打玻璃、敲击笼舍、大声喧哗或使用闪光灯拍照，以免惊扰动物。请看管好儿童，不要翻越护栏，"
        "不要将手伸入笼舍。</p><p>本园开放时间为每日8:00至17:00（16:00停止入园），周一照常开放。园内禁止吸烟、禁止携带宠物入园。"
        "扫描动物名牌上的二维码可以收听语音讲解。如需帮助，请联系就近工作人员或拨打游客服务电话0571-87961234。</p></div>"
    )

    def page(slug, name, xm, img, cap, rows, *, url=None, guide=None):
        guide = guide or ["熊猫馆", "灵长馆", "两栖爬行馆", "鸟语林", "猛兽区", "儿童动物园"]
        rec = (
            f'<div class="mp"><figure class="ph"><img src="/img/{img}.jpg" alt="{name}"><figcaption>{cap}</figcaption></figure>'
            f'<p class="xm"><i>{xm}</i></p>' + dl_kv(rows, "dw") + "</div>"
        )
        body = (
            '<div class="hd"><a href="/">杭西动物园</a> '
            + nav(
                [
                    ("/dongwu/", "动物明星"),
                    ("/changguan/", "场馆"),
                    ("/huodong/", "科普活动"),
                    ("/goupiao/", "购票"),
                ]
            )
            + "</div>"
            + f'<div class="mn">{rec}</div><div class="sd"><h3>场馆导览</h3>{_ul(guide, "cg")}</div>{xuzhi}'
            + '<div class="ft">杭西动物园 | 地址：杭西市虎跑路40号 | 游客服务：0571-87961234</div>'
        )
        return P(
            url or f"{host}/dongwu/{slug}.html", doc("杭西动物园", body, lang="zh-CN"), f"dw-{slug}"
        )

    a = (
        "xiaoxiongmao",
        "小熊猫",
        "Ailurus fulgens",
        "xxm",
        "小熊猫 &middot; 熊猫馆",
        [
            ("保护级别", "国家二级重点保护野生动物"),
            ("分布", "中国西南、尼泊尔、不丹、缅甸北部"),
            ("食性", "竹子、浆果、鸟卵"),
            ("体重", "3&ndash;6千克"),
            ("寿命", "约14年"),
        ],
    )
    b = (
        "daxiongmao",
        "大熊猫",
        "Ailuropoda melanoleuca",
        "dxm",
        "大熊猫 &middot; 熊猫馆",
        [
            ("保护级别", "国家一级重点保护野生动物"),
            ("分布", "中国四川、陕西、甘肃"),
            ("食性", "竹子"),
            ("体重", "80&ndash;120千克"),
            ("寿命", "约20年"),
        ],
    )
    c = (
        "daxiongmao-chengda",
        "大熊猫“成大”",
        "Ailuropoda melanoleuca",
        "cd",
        "大熊猫“成大” &middot; 熊猫馆",
        [
            ("性别", "雄"),
            ("生日", "2015年8月2日"),
            ("来自", "成都大熊猫繁育研究基地"),
            ("来园时间", "2019年5月"),
        ],
    )
    d = (
        "daxiongmao-chengxiao",
        "大熊猫“成小”",
        "Ailuropoda melanoleuca",
        "cx",
        "大熊猫“成小” &middot; 熊猫馆",
        [
            ("性别", "雌"),
            ("生日", "2015年8月2日"),
            ("来自", "成都大熊猫繁育研究基地"),
            ("来园时间", "2019年5月"),
        ],
    )
    return [
        page(*a),
        page(*a, url=f"{host}/dongwu/xiaoxiongmao.html?from=qrcode&pos=xmg-03"),
        page(
            *a,
            url="https://m.hxzoo.com/dongwu/xiaoxiongmao.html",
            guide=["儿童动物园", "猛兽区", "鸟语林", "熊猫馆", "灵长馆", "两栖爬行馆"],
        ),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/dongwu/daxiongmao-chengda.html?from=qrcode&pos=xmg-07"),
        page(*d),
    ]


@scen(
    "zh_xiaofang_jiancha_gbk",
    "消防安全检查合格公示（GBK）：两家KTV只差场所名称、地址、面积和文号，同一场所不合格的另一份决定，单行记录的老式表格，打印、浏览次数与分页参数副本",
)
def zh_xiaofang_jiancha_gbk():
    host = "http://www.hxxf.gov.cn"
    shuoming = (
        '<table width="100%" class="sm"><tr><td><p>根据《中华人民共和国消防法》和《公众聚集场所投入使用、营业消防安全检查规则》，公众聚集场所'
        "在投入使用、营业前，建设单位或者使用单位应当向场所所在地的县级以上地方人民政府消防救援机构申请消防安全检查。消防救援机构"
        "对申请人提交的材料进行审查，并按照规定对场所进行现场检查，符合消防安全要求的，准予许可。</p><p>现将检查结果予以公示，"
        "接受社会监督。公示内容如有异议，请于公示之日起五个工作日内向杭西市消防救援支队防火监督处反映，电话：0571-87001190。"
        "公众聚集场所在营业期间应当保持疏散通道、安全出口畅通，不得锁闭、封堵，市民发现火灾隐患可拨打12345或96119举报。</p></td></tr></table>"
    )

    def page(pid, wh, cs, dz, mj, jg, rq, *, url=None, hits=1, printv=False):
        rec = (
            '<table width="100%" border="1" cellspacing="0" cellpadding="3" class="gs"><tr><th>文书编号</th><th>场所名称</th><th>场所地址</th><th>建筑面积</th><th>检查结果</th><th>决定日期</th></tr>'
            f"<tr><td>{wh}</td><td>{cs}</td><td>{dz}</td><td>{mj}</td><td>{jg}</td><td>{rq}</td></tr></table>"
        )
        if printv:
            body = rec
        else:
            body = (
                '<table width="100%" class="top"><tr><td>杭西市消防救援支队</td></tr><tr><td>首页 | 消防要闻 | 政务公开 | 行政许可 | 火灾隐患举报 | 消防科普</td></tr></table>'
                + f'<table width="100%"><tr><td>公众聚集场所投入使用、营业前消防安全检查结果公示</td><td align="right">浏览次数：{hits}</td></tr></table>'
                + rec
                + shuoming
                + '<table width="100%" class="foot"><tr><td>杭西市消防救援支队　地址：杭西市文一路119号　火警电话：119</td></tr></table>'
            )
        return P(
            url or f"{host}/xzxk/{pid}.htm",
            doc("杭西市消防救援支队", body, lang="zh-CN"),
            f"xf-{pid}",
            encoding="gbk",
        )

    a = (
        "t20240311_1101",
        "杭消安检字〔2024〕第0311号",
        "杭西市金嗓子量贩KTV有限公司",
        "杭西市西湖区文三路206号3楼",
        "1280平方米",
        "合格",
        "2024年3月11日",
    )
    b = (
        "t20240311_1102",
        "杭消安检字〔2024〕第0312号",
        "杭西市银嗓子音乐会所有限公司",
        "杭西市西湖区文三路208号2楼",
        "1180平方米",
        "合格",
        "2024年3月11日",
    )
    c = (
        "t20240226_0931",
        "杭消安检不字〔2024〕第0046号",
        "杭西市金嗓子量贩KTV有限公司",
        "杭西市西湖区文三路206号3楼",
        "1280平方米",
        "不合格",
        "2024年2月26日",
    )
    d = (
        "t20240315_1150",
        "杭消安检字〔2024〕第0330号",
        "杭西市悦动健身服务有限公司",
        "杭西市拱墅区湖墅南路12号",
        "860平方米",
        "合格",
        "2024年3月15日",
    )
    return [
        page(*a, hits=81),
        page(*a, url=f"{host}/xzxk/print.asp?id=t20240311_1101", printv=True),
        page(*a, url=f"{host}/xzxk/t20240311_1101.htm?page=1", hits=90),
        page(*b, hits=64),
        page(*b, url=f"{host}/xzxk/t20240311_1102.htm?sid=a81f", hits=66),
        page(*c, hits=102),
        page(*d, hits=40),
    ]


@scen(
    "zh_jianpu",
    "歌曲简谱：同一练习册第12首与第13首只差两小节，同一首歌的C调与D调谱音符相同只差调号和标题，谱子全在<pre>里，打印、来源参数与m.站副本",
)
def zh_jianpu():
    host = "https://www.hxjianpu.com"
    shuoming = (
        '<div class="sm"><h3>简谱知识</h3><p>简谱用阿拉伯数字1至7表示音阶中的七个基本音级，读作do、re、mi、fa、sol、la、si，0表示休止符。'
        "数字上方加点表示升高一个八度，下方加点表示降低一个八度。数字右边的短横线为增时线，每条增加一拍；数字下方的短横线为减时线，"
        "每条使时值减少一半。1=C、1=D等表示调号，2/4、3/4、4/4等表示拍号。</p><p>本站曲谱由网友上传或根据公开出版物整理，仅供学习交流"
        "使用，版权归原作者所有。如有侵权请联系我们删除。上传曲谱请注明来源和打谱人，打谱时请核对小节线和拍号，避免错漏。</p></div>"
    )

    def page(sid, title, key, lines, *, url=None, printv=False, banner=False):
        rec = f'<div class="pu"><h1>{title}</h1><p class="key">{key}</p><pre class="jp">{lines}</pre></div>'
        if printv:
            body = rec
        else:
            body = (
                '<div class="hd"><a href="/">简谱之家</a> '
                + nav(
                    [
                        ("/ertong/", "儿歌"),
                        ("/minge/", "民歌"),
                        ("/lianxi/", "练习曲"),
                        ("/shangchuan/", "上传曲谱"),
                    ]
                )
                + "</div>"
                + f'<div class="mn">{rec}</div>{shuoming}<div class="ft">简谱之家 | 联系我们 | 侵权投诉</div>'
            )
        if banner:
            body = COOKIE_ZH + body
        return P(url or f"{host}/pu/{sid}.html", doc("简谱之家", body, lang="zh-CN"), f"jp-{sid}")

    l12 = "| 1 2 3 1 | 1 2 3 1 | 3 4 5 - | 3 4 5 - |\n| 5 6 5 4 3 1 | 5 6 5 4 3 1 | 2 5 1 - | 2 5 1 - ||"
    l13 = "| 1 2 3 1 | 1 2 3 1 | 3 4 5 - | 3 4 5 - |\n| 5 4 3 2 1 0 | 5 4 3 2 1 0 | 2 5 1 - | 2 5 1 - ||"
    ld = l12
    a = ("lianxi-12", "儿童视唱练习曲 第12首", "1=C 4/4", l12)
    b = ("lianxi-13", "儿童视唱练习曲 第13首", "1=C 4/4", l13)
    c = ("lianxi-12-d", "儿童视唱练习曲 第12首（D调）", "1=D 4/4", ld)
    return [
        page(*a),
        page(*a, url=f"{host}/pu/lianxi-12.html?print=1", printv=True),
        page(*a, url=f"{host}/pu/lianxi-12.html?from=search&kw=shichang"),
        page(*b),
        page(*b, url="https://m.hxjianpu.com/pu/lianxi-13.html", banner=True),
        page(*c),
    ]


def scenarios():
    return built(SC)
