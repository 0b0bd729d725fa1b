# ruff: noqa: E501
"""Thin pages of 36 more made-up sites (English and Chinese, some GBK), written blind by a twentieth false-drop hunt (a helper), who read none of the plugin's rules; each scenario is one host's pages, labelled with their content: pages with one content label are true copies (print versions, mobile m. hosts, AMP paths, tracking and session query parameters, /index.html suffixes, changed view counters and "generated at" times, reordered sidebars, added cookie banners, other breadcrumbs, other related-items boxes, changed live-status boxes, and combinations of these); different labels are documents a reader would call different.
Site kinds: insolvency gazette notices, parliamentary division lists, chemical safety data sheets, journal retraction notices, single cask whisky bottlings, cycling climbs database, rhyming dictionary, school inspection summaries, greyhound racecards, parcel postage price tables, cocktail specs, command manual pages, leisure centre pool timetables, restaurant allergen charts, Sunday league tables, radio station playlists, taxi and private hire licence register, rocket launch schedule, 自学考试成绩查询 (GBK), 住房租赁合同备案查询, 政府采购意向公开 (GBK), 国产普通化妆品备案, 3C认证证书查询, 特种设备作业人员证查询 (GBK), 考研调剂信息, 书法字典, 围棋死活题, 电影票房日榜, 化肥商品页, 学校食堂每周食谱 (GBK), 软件著作权登记查询, 汽车客运站班次 (GBK), 居民阶梯水价, 机动车尾号限行, 近义词反义词, 检验项目参考范围."""

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
    return (
        f'<div class="{cls}">'
        + "".join(
            f'<div class="row"><span class="k">{k}</span><span class="v">{v}</span></div>'
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
    '<div id="cookie-bar" class="cookie-bar"><p>This website uses cookies. Some are necessary for the site to work; others '
    "help us understand how visitors use it and remember your preferences. We will only set optional cookies if you agree. "
    'Read our cookie policy to find out more.</p><button class="btn-accept">Accept all cookies</button> '
    '<button class="btn-necessary">Necessary cookies only</button> <a href="/cookie-policy">Cookie settings</a></div>'
)

COOKIE_ZH = (
    '<div class="cookie-tip" id="cookieTip"><p>我们使用Cookie来保障网站正常运行、分析访问情况并为您提供更好的服务。继续使用本网站，'
    '即表示您同意我们依照《隐私政策》使用Cookie。</p><a class="ct-ok" href="javascript:;">我知道了</a><a class="ct-more" href="/privacy/">查看隐私政策</a></div>'
)


# ---------------------------------------------------------------- English sites


@scen(
    "insolvency_gazette",
    "official gazette insolvency notices: two winding-up petitions by one petitioner on one hearing day differ in company name and number, the later dismissal of one of them, print, mobile and utm copies",
)
def insolvency_gazette():
    host = "https://www.hexgazette.co.uk"
    about = (
        '<section class="about-notices"><h2>About insolvency notices</h2><p>A winding-up petition is an application to the court '
        "to close a company that cannot pay its debts. Publishing the petition in the Gazette tells the company's other creditors, "
        "its bank and anyone dealing with it that the petition has been presented. Once a petition is advertised, the company's "
        "bank will usually freeze its accounts.</p><p>Any person who intends to appear at the hearing, whether to support or "
        "oppose the petition, must give notice of intention to do so to the petitioner or its solicitor in accordance with the "
        "insolvency rules, by 16.00 hours on the business day before the hearing. A notice in the Gazette is not itself a finding "
        "that a company is insolvent, and the Gazette cannot give legal advice about any notice.</p></section>"
    )
    foot = (
        '<footer class="gz-foot"><ul><li><a href="/about">About the Gazette</a></li><li><a href="/place-notice">Place a notice</a></li>'
        '<li><a href="/terms">Terms and conditions</a></li><li><a href="/accessibility">Accessibility</a></li></ul>'
        "<p>Published by authority. All content is available under the Open Government Licence, except where otherwise stated.</p></footer>"
    )

    def page(
        nid,
        ntype,
        code,
        company,
        number,
        text,
        pub,
        *,
        url=None,
        printv=False,
        banner=False,
        related=None,
    ):
        related = related or [
            "Winding-up petitions published this week",
            "Appointment of liquidators",
            "Resolutions for winding-up",
            "Deceased estates",
        ]
        rec = (
            f'<article class="notice"><p class="ntype">{ntype}</p><h1>{company}</h1>'
            + table_kv(
                [
                    ("Company number", number),
                    ("Notice ID", nid),
                    ("Notice code", code),
                    ("Publication date", pub),
                    ("Edition", "London"),
                ],
                "notice-meta",
            )
            + f'<div class="notice-text"><p>{text}</p></div></article>'
        )
        if printv:
            body = (
                rec
                + '<p class="print-foot">Printed from the Hex Gazette. This notice was published in the London edition.</p>'
            )
        else:
            side = (
                '<aside class="gz-side"><h3>Browse notices</h3>'
                + _ul(related, "browse")
                + "</aside>"
            )
            body = (
                '<header class="gz-head"><a class="logo" href="/">The Hex Gazette</a> '
                + nav(
                    [
                        ("/all-notices", "All notices"),
                        ("/insolvency", "Insolvency"),
                        ("/wills-and-probate", "Wills and probate"),
                        ("/data", "Data"),
                    ],
                    "gz-nav",
                )
                + "</header>"
                + _crumbs([("/", "Home"), ("/insolvency", "Insolvency"), (None, f"Notice {nid}")])
                + f'<div class="gz-main"><main>{rec}</main>{side}</div>{about}{foot}'
            )
        if banner:
            body = COOKIE_EN + body
        return P(
            url or f"{host}/notice/{nid}",
            doc(f"{ntype}: {company} | The Hex Gazette", body),
            f"gz-{nid}",
        )

    def petition(company, office, presented, petitioner, sol, case):
        return (
            f"In the High Court of Justice, Business and Property Courts, Insolvency and Companies List (ChD), No {case}. "
            f"In the Matter of {company}, (Company Number {{num}}), and in the Matter of the Insolvency Act 1986. A Petition to wind "
            f"up the above-named Company, Registered office: {office}, presented on {presented} by {petitioner}, claiming to be "
            f"Creditors of the Company, will be heard at the Rolls Building, 7 Rolls Buildings, Fetter Lane, London EC4A 1NL, on "
            f"22 April 2024, at 10.30 am (or as soon thereafter as the Petition can be heard). Petitioner's solicitor: {sol}."
        )

    hmrc = "THE COMMISSIONERS FOR HIS MAJESTY'S REVENUE AND CUSTOMS"
    hmrc_sol = "HMRC Solicitor's Office and Legal Services, 10 South Colonnade, London E14 4PU"
    t1 = petition(
        "MARLOW JOINERY LIMITED",
        "Unit 4, Mill Yard, Great Hadlow HX7 2QB",
        "6 February 2024",
        hmrc,
        hmrc_sol,
        "CR-2024-000712",
    ).replace("{num}", "08812345")
    t2 = petition(
        "MARLOWE JOINERY SERVICES LIMITED",
        "14 Kiln Road, Stanway HX4 3RT",
        "6 February 2024",
        hmrc,
        hmrc_sol,
        "CR-2024-000713",
    ).replace("{num}", "09912346")
    t3 = petition(
        "STANWAY ROOFING LTD",
        "2 Orchard Close, Stanway HX4 2LL",
        "9 February 2024",
        "HEXLEY BUILDERS MERCHANTS LIMITED, of 80 Station Road, Hexley HX1 4AP",
        "Carter Pryce LLP, 5 Bridge Street, Hexley HX1 1BB (Reference: JP/4471)",
        "CR-2024-000781",
    ).replace("{num}", "11020304")
    t4 = (
        "In the High Court of Justice, Business and Property Courts, Insolvency and Companies List (ChD), No CR-2024-000712. In the Matter of "
        "MARLOW JOINERY LIMITED, (Company Number 08812345). Notice is hereby given that the Petition presented on 6 February 2024 by "
        f"{hmrc} was dismissed by the Court on 22 April 2024, the debt having been paid in full."
    )
    t5 = (
        "Company Number 07733120. Name of Company: ASHBY MAGNA TEAROOMS LIMITED. Nature of Business: Unlicensed restaurants and cafes. "
        "Registered office: 1 The Green, Ashby Magna HX9 8AB. Date of Appointment: 4 March 2024. Liquidator: Helen Brook (IP No 9921) of "
        "Brook Recovery LLP, 22 Castle Street, Hexley HX1 2CD. By whom appointed: Members and Creditors."
    )
    a = (
        "4512871",
        "Petitions to Wind Up (Companies)",
        "2450",
        "MARLOW JOINERY LIMITED",
        "08812345",
        t1,
        "12 March 2024",
    )
    b = (
        "4512872",
        "Petitions to Wind Up (Companies)",
        "2450",
        "MARLOWE JOINERY SERVICES LIMITED",
        "09912346",
        t2,
        "12 March 2024",
    )
    c = (
        "4512990",
        "Petitions to Wind Up (Companies)",
        "2450",
        "STANWAY ROOFING LTD",
        "11020304",
        t3,
        "13 March 2024",
    )
    d = (
        "4561204",
        "Dismissal of Winding-up Petition",
        "2455",
        "MARLOW JOINERY LIMITED",
        "08812345",
        t4,
        "25 April 2024",
    )
    e = (
        "4513377",
        "Appointment of Liquidators",
        "2432",
        "ASHBY MAGNA TEAROOMS LIMITED",
        "07733120",
        t5,
        "8 March 2024",
    )
    return [
        page(*a),
        page(*a, url=f"{host}/notice/4512871?view=print", printv=True),
        page(*a, url=f"{_m(host)}/notice/4512871", banner=True),
        page(*b),
        page(
            *b,
            url=f"{host}/notice/4512872?utm_source=alerts&utm_medium=email&utm_campaign=insolvency-daily",
        ),
        page(*c),
        page(*d),
        page(
            *d,
            url=f"{host}/notice/4561204?text=marlow&results-page=1",
            related=["Appointment of liquidators", "Deceased estates"],
        ),
        page(*e),
    ]


@scen(
    "division_lists",
    "assembly division lists: two divisions on consecutive amendments with forty names each differ in one member who voted the other way, a deferred division, print and mobile copies",
)
def division_lists():
    host = "https://www.hexfordassembly.org.uk"
    explain = (
        '<div class="how"><h2>How divisions work</h2><p>When the Presiding Officer puts a question and the result on voices is '
        "not clear, or any member asks for a division, the Assembly divides. Members vote electronically from their seats or "
        "remotely, and the result is announced in the chamber. A member who is present but does not wish to vote may record an "
        "abstention.</p><p>Names are listed in alphabetical order within each lobby. The record on this page is taken from the "
        "official voting system and matches the Record of Proceedings. If a member believes that their vote has been recorded "
        "incorrectly they must tell the Table Office before the end of the sitting day.</p></div>"
    )
    foot = '<footer class="ha-foot">Hexford Assembly &middot; Assembly Buildings, Hexford HX1 0AA &middot; <a href="/contact">Contact</a> &middot; <a href="/privacy">Privacy notice</a></footer>'
    members = [
        "Adeyemi, Tola",
        "Ashworth, Clare",
        "Baines, Peter",
        "Bhatt, Anjali",
        "Brennan, Sean",
        "Carr, Louise",
        "Chaudhry, Imran",
        "Collins, Mark",
        "Davies, Rhian",
        "Dunn, Gareth",
        "Evans, Siân",
        "Fairclough, Jim",
        "Fraser, Moira",
        "Gill, Harjit",
        "Greene, Tom",
        "Hale, Judith",
        "Hussain, Nadia",
        "Ingram, Paul",
        "Jones, Ceri",
        "Kaur, Simran",
        "Kennedy, Ruth",
        "Lloyd, Owen",
        "Lowe, Sandra",
        "Malik, Yasmin",
        "Marsh, David",
        "Moss, Elaine",
        "Nolan, Brian",
        "Okafor, Chidi",
        "Parry, Gwen",
        "Patel, Ravi",
        "Quinn, Aoife",
        "Rees, Huw",
        "Roberts, Kate",
        "Shah, Priya",
        "Smith, Alan",
        "Thomas, Bethan",
        "Turner, Neil",
        "Walsh, Fiona",
        "Williams, Rhys",
        "Young, Martin",
    ]

    def page(
        no,
        date,
        title,
        ayes,
        noes,
        abst,
        result,
        *,
        url=None,
        printv=False,
        banner=False,
        latest=("Division 44", "Division 43", "Division 42"),
    ):
        lists = (
            f'<div class="lobbies"><div class="lobby"><h2>For ({len(ayes)})</h2>{_ul(ayes, "names")}</div>'
            f'<div class="lobby"><h2>Against ({len(noes)})</h2>{_ul(noes, "names")}</div>'
            f'<div class="lobby"><h2>Abstain ({len(abst)})</h2>{_ul(abst, "names") if abst else "<p>None</p>"}</div></div>'
        )
        rec = (
            f"<h1>Division {no}: {title}</h1>"
            + dl_kv(
                [
                    ("Date", date),
                    ("Result", result),
                    ("For", str(len(ayes))),
                    ("Against", str(len(noes))),
                    ("Abstain", str(len(abst))),
                ],
                "div-summary",
            )
            + lists
        )
        if printv:
            body = rec
        else:
            side = (
                '<aside class="latest"><h3>Latest divisions</h3>'
                + _ul(list(latest), "latest-list")
                + "</aside>"
            )
            body = (
                '<header class="ha-head"><a href="/">Hexford Assembly</a> '
                + nav(
                    [
                        ("/business", "Business"),
                        ("/members", "Members"),
                        ("/votes", "Votes"),
                        ("/committees", "Committees"),
                    ]
                )
                + "</header>"
                + f'<div class="ha-main"><main>{rec}</main>{side}</div>{explain}{foot}'
            )
        if banner:
            body = COOKIE_EN + body
        return P(
            url or f"{host}/votes/division/{no}",
            doc(f"Division {no} - {date} - Hexford Assembly", body),
            f"dv-{no}",
        )

    ayes41 = members[:22]
    noes41 = members[22:]
    ayes42 = [m for m in ayes41 if m != "Hale, Judith"]
    noes42 = sorted(noes41 + ["Hale, Judith"])
    a = (
        41,
        "5 March 2024",
        "Local Transport (Hexford) Bill &ndash; Stage 3 &ndash; Amendment 12",
        ayes41,
        noes41,
        [],
        "Agreed",
    )
    b = (
        42,
        "5 March 2024",
        "Local Transport (Hexford) Bill &ndash; Stage 3 &ndash; Amendment 13",
        ayes42,
        noes42,
        [],
        "Agreed",
    )
    c = (
        43,
        "5 March 2024",
        "Local Transport (Hexford) Bill &ndash; Stage 3 &ndash; Amendment 14",
        members[:19],
        members[19:38],
        members[38:],
        "Agreed",
    )
    d = (
        44,
        "6 March 2024",
        "Motion to approve the Local Transport (Hexford) Bill",
        members[:25],
        members[25:],
        [],
        "Agreed",
    )
    e = (
        45,
        "6 March 2024",
        "Deferred division: Motion to annul the Fire Safety (Residential Buildings) Regulations 2024",
        members[25:],
        members[:25],
        [],
        "Not agreed",
    )
    return [
        page(*a),
        page(*a, url=f"{host}/votes/division/41?print=1", printv=True),
        page(*a, url=f"{_m(host)}/votes/division/41"),
        page(*b),
        page(
            *b,
            url=f"{host}/votes/division/42?utm_source=twitter",
            banner=True,
            latest=("Division 45", "Division 44", "Division 43"),
        ),
        page(*c),
        page(*d),
        page(*e),
    ]


@scen(
    "safety_data_sheets",
    "chemical supplier safety data sheet summaries: one acid at two strengths differs in concentration and one hazard statement, one product in two pack sizes under two codes, ?lang= and mobile copies",
)
def safety_data_sheets():
    host = "https://www.hexchem-supplies.com"
    legal = (
        '<div class="sds-legal"><h3>Important</h3><p>This summary is taken from the safety data sheet prepared in accordance with '
        "Regulation (EC) No 1907/2006 as retained in UK law. It does not replace the full safety data sheet, which must be read "
        "before the product is used. Download the full sheet from the documents tab, or ask our technical team for a copy.</p><p>Our "
        "products are sold for laboratory, educational and industrial use only and are not for domestic use. Some products may only "
        "be supplied to account holders who have confirmed that they are professional users. Purchasers must carry out their own "
        "risk assessment.</p></div>"
    )
    foot = '<footer class="hc-foot">HexChem Supplies Ltd &middot; Registered in England No 05566778 &middot; <a href="/terms">Terms of sale</a> &middot; <a href="/delivery">Delivery of hazardous goods</a></footer>'

    def page(
        code,
        name,
        cas,
        conc,
        pack,
        signal,
        hcodes,
        pcodes,
        un,
        *,
        url=None,
        banner=False,
        stock="In stock &ndash; dispatched within 2 working days",
    ):
        rec = (
            f'<div class="sds"><h1>{name}</h1><p class="code">Product code {code}</p>'
            + table_kv(
                [
                    ("CAS number", cas),
                    ("Concentration", conc),
                    ("Pack size", pack),
                    ("Signal word", signal),
                    ("UN number", un),
                ],
                "sds-ids",
            )
            + "<h2>Hazard statements</h2>"
            + _ul(hcodes, "hazards")
            + "<h2>Precautionary statements</h2>"
            + _ul(pcodes, "precautions")
            + "</div>"
        )
        body = (
            '<header class="hc-head"><a href="/">HexChem Supplies</a> '
            + nav(
                [
                    ("/acids", "Acids"),
                    ("/solvents", "Solvents"),
                    ("/salts", "Salts"),
                    ("/sds", "Safety data sheets"),
                ]
            )
            + "</header>"
            + f'<div class="hc-main">{rec}<div class="stock">{stock}</div></div>{legal}{foot}'
        )
        if banner:
            body = COOKIE_EN + body
        return P(
            url or f"{host}/sds/{code}",
            doc(f"{name} {pack} ({code}) safety data | HexChem Supplies", body),
            f"sd-{code}",
        )

    p_acid = [
        "P260 Do not breathe mist or vapours.",
        "P280 Wear protective gloves, protective clothing, eye protection and face protection.",
        "P303+P361+P353 IF ON SKIN (or hair): Take off immediately all contaminated clothing. Rinse skin with water.",
        "P305+P351+P338 IF IN EYES: Rinse cautiously with water for several minutes.",
    ]
    h_naoh = ["H290 May be corrosive to metals.", "H314 Causes severe skin burns and eye damage."]
    a = (
        "HC-1047-1L",
        "Hydrochloric acid 32%",
        "7647-01-0",
        "32% w/w",
        "1 litre",
        "Danger",
        [
            "H290 May be corrosive to metals.",
            "H314 Causes severe skin burns and eye damage.",
            "H335 May cause respiratory irritation.",
        ],
        p_acid,
        "UN 1789",
    )
    b = (
        "HC-1046-1L",
        "Hydrochloric acid 10%",
        "7647-01-0",
        "10% w/w",
        "1 litre",
        "Warning",
        [
            "H290 May be corrosive to metals.",
            "H315 Causes skin irritation.",
            "H319 Causes serious eye irritation.",
        ],
        p_acid,
        "Not regulated",
    )
    c = (
        "HC-2210-500G",
        "Sodium hydroxide pellets",
        "1310-73-2",
        "&ge; 98%",
        "500 g",
        "Danger",
        h_naoh,
        p_acid,
        "UN 1823",
    )
    d = (
        "HC-2210-1KG",
        "Sodium hydroxide pellets",
        "1310-73-2",
        "&ge; 98%",
        "1 kg",
        "Danger",
        h_naoh,
        p_acid,
        "UN 1823",
    )
    e = (
        "HC-3301-2.5L",
        "Propan-2-ol",
        "67-63-0",
        "&ge; 99.5%",
        "2.5 litres",
        "Danger",
        [
            "H225 Highly flammable liquid and vapour.",
            "H319 Causes serious eye irritation.",
            "H336 May cause drowsiness or dizziness.",
        ],
        [
            "P210 Keep away from heat, hot surfaces, sparks, open flames and other ignition sources. No smoking.",
            "P233 Keep container tightly closed.",
            "P305+P351+P338 IF IN EYES: Rinse cautiously with water for several minutes.",
        ],
        "UN 1219",
    )
    return [
        page(*a),
        page(*a, url=f"{host}/sds/HC-1047-1L?lang=en-GB"),
        page(*a, url=f"{_m(host)}/sds/HC-1047-1L", stock="Low stock &ndash; 3 left"),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/sds/HC-2210-500G?ref=basket", banner=True),
        page(*d),
        page(*e),
    ]


@scen(
    "retraction_notices",
    "publisher retraction and correction notices: two retractions of one group's papers share the whole reason paragraph and differ in title and DOI, a correction to one of the retracted papers, AMP and recommender copies",
)
def retraction_notices():
    host = "https://journals.hexleypress.org"
    policy = (
        '<div class="policy"><h2>Our policy on corrections and retractions</h2><p>Hexley Press follows the guidance of the '
        "Committee on Publication Ethics. Articles are retracted when the findings can no longer be relied upon, whether through "
        "honest error or misconduct, or when there has been plagiarism, duplicate publication or a breach of ethical standards. "
        "The retracted article remains available, watermarked as retracted, so that the scholarly record is kept.</p><p>A "
        "correction is published when an important part of an article is wrong but the main findings still stand. An expression "
        "of concern may be published while an investigation is under way.</p></div>"
    )
    foot = '<footer class="hp-foot">&copy; 2024 Hexley University Press &middot; <a href="/open-access">Open access</a> &middot; <a href="/permissions">Permissions</a> &middot; <a href="/accessibility">Accessibility</a></footer>'

    def page(
        doi,
        kind,
        journal,
        cite,
        article,
        authors,
        text,
        date,
        *,
        url=None,
        amp=False,
        recs=None,
        banner=False,
    ):
        recs = recs or [
            "Soil carbon under long-term grassland",
            "Nitrogen leaching after ploughing",
            "Earthworm density in arable margins",
        ]
        head = _ld(
            {
                "@context": "https://schema.org",
                "@type": "ScholarlyArticle",
                "headline": f"{kind}: {article}",
                "identifier": f"https://doi.org/{doi}",
                "datePublished": date,
            }
        )
        if amp:
            head += _canonical(f"{host}/doi/{doi}")
        rec = (
            f'<article class="notice"><div class="kind">{kind}</div><h1>{kind}: {article}</h1>'
            + ul_kv(
                [
                    ("Journal", journal),
                    ("Original article", cite),
                    ("Authors", authors),
                    ("Published online", date),
                    ("DOI", f"https://doi.org/{doi}"),
                ],
                "notice-meta",
            )
            + f'<div class="notice-body"><p>{text}</p></div></article>'
        )
        side = (
            ""
            if amp
            else '<aside class="recs"><h3>Recommended articles</h3>'
            + _ul(recs, "recs")
            + "</aside>"
        )
        body = (
            '<header class="hp-head"><a href="/">Hexley Press Journals</a> '
            + nav(
                [
                    ("/journals", "Journals"),
                    ("/authors", "For authors"),
                    ("/librarians", "For librarians"),
                ]
            )
            + "</header>"
            + f'<div class="hp-main">{rec}{side}</div>{policy}{foot}'
        )
        if banner:
            body = COOKIE_EN + body
        return P(
            url or f"{host}/doi/{doi}",
            doc(f"{kind}: {article} | Hexley Press", body, head=head),
            f"rt-{doi}",
        )

    reason = (
        "The Editors have retracted this article. After publication, concerns were raised about the figures. An investigation "
        "by the journal found that several panels of the soil core images appear to have been duplicated, with changes to the "
        "labels, and that the raw data provided by the authors did not support the conclusions. The authors did not agree with "
        "the retraction."
    )
    jn = "Journal of Applied Soil Ecology"
    auth = "R. Okonjo, L. Feng, M. Hartley"
    a = (
        "10.5521/jase.2024.0311",
        "Retraction",
        jn,
        "J Appl Soil Ecol 2021; 14(3): 201&ndash;214",
        "Soil carbon under long-term grassland in the Hex valley",
        auth,
        reason,
        "11 March 2024",
    )
    b = (
        "10.5521/jase.2024.0312",
        "Retraction",
        jn,
        "J Appl Soil Ecol 2022; 15(1): 33&ndash;47",
        "Soil carbon under short-term grassland leys in the Hex valley",
        auth,
        reason,
        "11 March 2024",
    )
    c = (
        "10.5521/jase.2023.0907",
        "Correction",
        jn,
        "J Appl Soil Ecol 2021; 14(3): 201&ndash;214",
        "Soil carbon under long-term grassland in the Hex valley",
        auth,
        "In the original article the units in the second column of Table 2 were given as g kg<sup>&minus;1</sup>; they should be mg kg<sup>&minus;1</sup>. This does not change the conclusions.",
        "4 September 2023",
    )
    d = (
        "10.5521/jase.2024.0320",
        "Expression of concern",
        jn,
        "J Appl Soil Ecol 2023; 16(2): 88&ndash;99",
        "Earthworm density in arable field margins",
        "T. Ibsen, R. Okonjo",
        "The Editors are issuing this expression of concern while an investigation into the image data in Figure 3 is carried out. Readers are advised to interpret the results with caution.",
        "18 March 2024",
    )
    e = (
        "10.5521/hgr.2024.0102",
        "Retraction",
        "Hexley Geography Review",
        "Hex Geogr Rev 2020; 9(4): 410&ndash;422",
        "Flood frequency on the lower Hex, 1950&ndash;2010",
        "S. Mwangi",
        "This article has been retracted at the request of the author, who found an error in the river flow records that invalidates the main analysis.",
        "2 February 2024",
    )
    return [
        page(*a),
        page(*a, url=f"{host}/doi/amp/10.5521/jase.2024.0311", amp=True),
        page(
            *a,
            url=f"{host}/doi/10.5521/jase.2024.0311?src=recsys",
            recs=["Nitrogen leaching after ploughing", "Earthworm density in arable margins"],
        ),
        page(*b),
        page(*b, url=f"{host}/doi/full/10.5521/jase.2024.0312", banner=True),
        page(*c),
        page(*d),
        page(*e),
    ]


@scen(
    "cask_bottlings",
    "single cask whisky bottlings database: sister casks filled the same day differ in cask number, strength and outturn, JSON-LD, ratings counter and auction box change, AMP copy",
)
def cask_bottlings():
    host = "https://www.caskledger.com"
    notes = (
        '<section class="ledger-notes"><h2>About single cask entries</h2><p>A single cask bottling is drawn from one cask only, '
        "so each cask gets its own entry even when casks were filled on the same day from the same spirit and bottled together. "
        "Strength is given as shown on the label, at cask strength and without dilution unless stated. The outturn is the number "
        "of bottles the bottler says the cask produced.</p><p>Ages are worked out from the distillation and bottling dates. "
        "Information comes from labels, bottlers' lists and members; if you hold a bottle that disagrees with this entry, please "
        "send a photo of the label.</p></section>"
    )
    foot = '<footer class="cl-foot">CaskLedger is an independent collectors&#39; database. Please enjoy responsibly. You must be 18 or over to use this site.</footer>'

    def page(
        wid,
        distillery,
        bottler,
        cask,
        ctype,
        distilled,
        bottled,
        age,
        abv,
        outturn,
        *,
        url=None,
        amp=False,
        rating=("87.4", "112"),
        auction="&pound;180 (last auction, Feb 2024)",
    ):
        name = f"{distillery} {age} Year Old {distilled[-4:]} Cask #{cask}"
        head = _ld(
            {
                "@context": "https://schema.org",
                "@type": "Product",
                "name": name,
                "brand": bottler,
                "sku": wid,
            }
        )
        if amp:
            head += _canonical(f"{host}/whisky/{wid}")
        rec = f'<h1>{name}</h1><p class="bottler">{bottler}</p>' + _divs(
            [
                ("Distillery", distillery),
                ("Cask number", cask),
                ("Cask type", ctype),
                ("Distilled", distilled),
                ("Bottled", bottled),
                ("Age", f"{age} years"),
                ("Strength", abv),
                ("Bottles", outturn),
                ("Size", "70 cl"),
            ],
            "cask-props",
        )
        side = (
            ""
            if amp
            else f'<div class="cl-side"><div class="rating">Members&#39; score {rating[0]} from {rating[1]} ratings</div><div class="auction">{auction}</div></div>'
        )
        body = (
            '<div class="cl-top"><a href="/">CaskLedger</a> '
            + nav(
                [
                    ("/distilleries", "Distilleries"),
                    ("/bottlers", "Bottlers"),
                    ("/auctions", "Auction results"),
                ]
            )
            + "</div>"
            + f'<div class="cl-main">{rec}{side}</div>{notes}{foot}'
        )
        return P(
            url or f"{host}/whisky/{wid}",
            doc(f"{name} ({bottler}) | CaskLedger", body, head=head),
            f"ck-{wid}",
        )

    a = (
        "WB20411",
        "Glen Hexa",
        "Hexley Cask Company",
        "1201",
        "Refill hogshead",
        "14 May 2009",
        "9 October 2023",
        "14",
        "57.1%",
        "284",
    )
    b = (
        "WB20412",
        "Glen Hexa",
        "Hexley Cask Company",
        "1202",
        "Refill hogshead",
        "14 May 2009",
        "9 October 2023",
        "14",
        "56.8%",
        "279",
    )
    c = (
        "WB20413",
        "Glen Hexa",
        "Hexley Cask Company",
        "1207",
        "First-fill sherry butt",
        "14 May 2009",
        "9 October 2023",
        "14",
        "58.4%",
        "602",
    )
    d = (
        "WB19877",
        "Glen Hexa",
        "Hexley Cask Company",
        "1201",
        "Refill hogshead",
        "2 March 2005",
        "18 January 2022",
        "16",
        "55.2%",
        "261",
    )
    e = (
        "WB20590",
        "Ardstane",
        "Old Quay Bottlers",
        "800311",
        "Bourbon barrel",
        "22 June 2012",
        "1 February 2024",
        "11",
        "59.6%",
        "211",
    )
    return [
        page(*a),
        page(*a, url=f"{host}/amp/whisky/WB20411", amp=True),
        page(
            *a,
            url=f"{host}/whisky/WB20411?utm_source=forum",
            rating=("87.5", "115"),
            auction="&pound;195 (last auction, Mar 2024)",
        ),
        page(*b),
        page(*c),
        page(*c, url=f"{_m(host)}/whisky/WB20413", rating=("89.0", "201")),
        page(*d),
        page(*e),
    ]


@scen(
    "cycling_climbs",
    "cycling climbs database: east and west ascents of one hill share the summit and differ in length, gradient and profile rows, leaderboard box and rider counter change, map and mobile copies",
)
def cycling_climbs():
    host = "https://www.climbbyclimb.cc"
    guide = (
        '<section class="cl-guide"><h2>How we measure climbs</h2><p>Each climb is measured from the start point to the summit '
        "along the road, using survey elevation data rather than GPS altitude. The average gradient is the height gained divided "
        "by the distance; short steeper ramps are shown in the profile table, which splits the climb into 500 metre sections.</p>"
        "<p>Categories follow the usual scale from 4 (easiest) to HC. Roads can be busy, surfaces change and some descents are "
        "dangerous. Ride within your limits, obey the Highway Code and check for road closures before you set out.</p></section>"
    )
    foot = '<footer class="cbc-foot">Climb by Climb &middot; made by riders for riders &middot; <a href="/submit">Submit a climb</a> &middot; <a href="/terms">Terms</a></footer>'

    def page(
        slug,
        name,
        area,
        length,
        avg,
        maxg,
        gain,
        start,
        summit,
        cat,
        profile,
        *,
        url=None,
        leaders=("Tom H. 7:42", "Sara P. 8:05", "Ben K. 8:11"),
        riders="4,812",
    ):
        rec = (
            f'<h1>{name}</h1><p class="area">{area}</p>'
            + ul_kv(
                [
                    ("Length", length),
                    ("Average gradient", avg),
                    ("Maximum gradient", maxg),
                    ("Height gain", gain),
                    ("Start altitude", start),
                    ("Summit altitude", summit),
                    ("Category", cat),
                ],
                "climb-stats",
            )
            + _table(["Section", "Gradient"], profile, "profile", "Profile by 500 m section")
        )
        side = f'<aside class="board"><h3>Fastest this month</h3>{_ol(list(leaders), "leaders")}<p>{riders} riders have logged this climb</p></aside>'
        body = (
            '<header class="cbc-head"><a href="/">Climb by Climb</a> '
            + nav([("/climbs", "Climbs"), ("/map", "Map"), ("/lists", "Lists"), ("/shop", "Shop")])
            + "</header>"
            + f'<div class="cbc-main"><main>{rec}</main>{side}</div>{guide}{foot}'
        )
        return P(
            url or f"{host}/climb/{slug}",
            doc(f"{name} &ndash; {area} | Climb by Climb", body),
            f"cc-{slug}",
        )

    def prof(grads):
        return [
            (f"{i * 0.5:.1f}&ndash;{(i + 1) * 0.5:.1f} km", f"{g}%") for i, g in enumerate(grads)
        ]

    a = (
        "hexley-beacon-east",
        "Hexley Beacon (east side)",
        "Hexley Hills",
        "3.0 km",
        "6.8%",
        "14%",
        "204 m",
        "92 m",
        "296 m",
        "2",
        prof([4.1, 6.0, 7.7, 9.2, 6.5, 7.3]),
    )
    b = (
        "hexley-beacon-west",
        "Hexley Beacon (west side)",
        "Hexley Hills",
        "2.5 km",
        "7.4%",
        "16%",
        "185 m",
        "111 m",
        "296 m",
        "2",
        prof([5.2, 8.8, 7.1, 6.9, 9.0]),
    )
    c = (
        "hexley-beacon-west-old-road",
        "Hexley Beacon (west side, via Old Road)",
        "Hexley Hills",
        "2.5 km",
        "7.4%",
        "19%",
        "185 m",
        "111 m",
        "296 m",
        "2",
        prof([5.2, 11.9, 4.8, 6.1, 9.0]),
    )
    d = (
        "stanway-bank",
        "Stanway Bank",
        "Stanway",
        "1.1 km",
        "9.1%",
        "17%",
        "100 m",
        "48 m",
        "148 m",
        "3",
        prof([10.2, 8.0, 6.5]),
    )
    e = (
        "wymondley-lane",
        "Wymondley Lane",
        "Wymondley",
        "4.6 km",
        "3.9%",
        "8%",
        "179 m",
        "60 m",
        "239 m",
        "3",
        prof([2.0, 3.1, 4.4, 5.0, 3.3, 4.7, 4.1, 3.8, 4.6, 3.0]),
    )
    return [
        page(*a),
        page(
            *a,
            url=f"{host}/climb/hexley-beacon-east?from=map&zoom=12",
            leaders=("Tom H. 7:42", "Ben K. 8:01", "Sara P. 8:05"),
            riders="4,817",
        ),
        page(*a, url=f"{_m(host)}/climb/hexley-beacon-east"),
        page(*b, leaders=("Ben K. 6:58", "Tom H. 7:03", "Aled R. 7:20"), riders="3,301"),
        page(*c, leaders=("Aled R. 7:31", "Ben K. 7:44"), riders="402"),
        page(
            *c,
            url=f"{host}/climb/hexley-beacon-west-old-road?utm_source=instagram",
            leaders=("Aled R. 7:31", "Ben K. 7:44", "Jo M. 8:40"),
            riders="405",
        ),
        page(*d, riders="6,090"),
        page(*e, riders="1,277"),
    ]


@scen(
    "rhyme_dictionary",
    "rhyming dictionary: cat and hat list the same rhymes but for each other, light and night likewise, recently-searched box changes, /index.html and mobile copies",
)
def rhyme_dictionary():
    host = "https://www.rhymewell.net"
    help_ = (
        '<div class="rw-help"><h2>About the rhymes</h2><p>Perfect rhymes share the same stressed vowel sound and every sound '
        "after it, as in <em>cat</em> and <em>hat</em>. Near rhymes (sometimes called slant rhymes) share only some of those "
        "sounds. Words are grouped by how many syllables they have, and common words are listed first.</p><p>Pronunciations "
        "follow standard Southern British English. Some words rhyme in one accent and not in another, so read your lines aloud. "
        "The dictionary is free to use for songs, poems, greetings cards and school work.</p></div>"
    )
    foot = '<footer class="rw-foot">RhymeWell &middot; <a href="/about">About</a> &middot; <a href="/privacy">Privacy</a> &middot; <a href="/contact">Suggest a word</a></footer>'
    at1 = [
        "bat",
        "brat",
        "cat",
        "chat",
        "drat",
        "fat",
        "flat",
        "gnat",
        "hat",
        "mat",
        "pat",
        "plait",
        "rat",
        "sat",
        "scat",
        "slat",
        "spat",
        "splat",
        "sprat",
        "that",
        "vat",
    ]
    at2 = [
        "begat",
        "bobcat",
        "combat",
        "cravat",
        "doormat",
        "fat cat",
        "format",
        "hellcat",
        "wildcat",
        "wombat",
    ]
    at3 = [
        "acrobat",
        "aristocrat",
        "autocrat",
        "democrat",
        "diplomat",
        "habitat",
        "thermostat",
        "tit for tat",
    ]
    ait1 = [
        "bite",
        "bright",
        "fight",
        "flight",
        "fright",
        "height",
        "kite",
        "knight",
        "light",
        "might",
        "night",
        "plight",
        "quite",
        "right",
        "sight",
        "slight",
        "spite",
        "tight",
        "white",
        "write",
    ]
    ait2 = [
        "alight",
        "delight",
        "despite",
        "excite",
        "ignite",
        "invite",
        "moonlight",
        "polite",
        "tonight",
        "upright",
    ]
    ait3 = ["appetite", "dynamite", "overnight", "parasite", "satellite", "socialite"]

    def page(
        word, ipa, syl, groups, near, *, url=None, recent=("orange", "love", "time", "heart", "day")
    ):
        blocks = "".join(
            f'<h2>{n} syllable{"s" if n != "1" else ""}</h2><p class="words">{", ".join(w for w in ws if w != word)}</p>'
            for n, ws in groups
        )
        rec = (
            f'<h1>Words that rhyme with <em>{word}</em></h1><p class="pron">/{ipa}/ &middot; {syl} syllable{"s" if syl != "1" else ""}</p>{blocks}'
            f'<h2>Near rhymes</h2><p class="words">{", ".join(near)}</p>'
        )
        side = (
            '<aside class="recent"><h3>Recently searched</h3>'
            + _ul(list(recent), "recent")
            + "</aside>"
        )
        body = (
            '<header class="rw-head"><a href="/">RhymeWell</a><form action="/search"><input name="w" placeholder="Find rhymes for..."><button>Rhyme</button></form></header>'
            + f'<div class="rw-main"><main>{rec}</main>{side}</div>{help_}{foot}'
        )
        return P(
            url or f"{host}/rhymes/{word}",
            doc(f"Words that rhyme with {word} | RhymeWell", body),
            f"rh-{word}",
        )

    at = [("1", at1), ("2", at2), ("3", at3)]
    ait = [("1", ait1), ("2", ait2), ("3", ait3)]
    a = ("cat", "k&aelig;t", "1", at, ["back", "cap", "cash", "catch", "have"])
    b = ("hat", "h&aelig;t", "1", at, ["hack", "had", "hash", "hatch", "have"])
    c = ("light", "la&#618;t", "1", ait, ["like", "line", "life", "lied", "ride"])
    d = ("night", "na&#618;t", "1", ait, ["nice", "nine", "knife", "died", "ride"])
    e = (
        "orange",
        "&#594;r&#618;nd&#658;",
        "2",
        [("2", ["door hinge", "four inch", "porridge"])],
        ["syringe", "binge", "hinge", "lozenge"],
    )
    return [
        page(*a),
        page(*a, url=f"{host}/rhymes/cat/index.html"),
        page(*a, url=f"{_m(host)}/rhymes/cat", recent=("hat", "bat", "dog", "orange")),
        page(*b),
        page(*c),
        page(
            *c,
            url=f"{host}/rhymes/light?utm_source=pinterest",
            recent=("night", "day", "love", "time"),
        ),
        page(*d),
        page(*e),
    ]


@scen(
    "school_inspections",
    "schools inspectorate report summaries: one school's two inspections with the same grades differ in date and inspector, two St Mary's primaries in two towns, print, breadcrumb and cookie copies",
)
def school_inspections():
    host = "https://reports.hexinspect.gov.uk"
    about = (
        '<div class="ins-about"><h2>About inspection reports</h2><p>We inspect state-funded schools to check that they give '
        "pupils a good standard of education. Schools judged good are usually inspected about once every four years, and schools "
        "judged outstanding or requiring improvement may be inspected more often. Each report sets out the main findings and "
        "what the school needs to do to improve.</p><p>Grades are: 1 Outstanding, 2 Good, 3 Requires improvement, 4 Inadequate. "
        "If you have a concern about a school, you should first raise it with the school itself. You can tell us what you think "
        "of your child's school at any time using Parent View.</p></div>"
    )
    foot = '<footer class="ins-foot"><a href="/accessibility">Accessibility statement</a> <a href="/privacy">Privacy</a> <a href="/complaints">Complaints procedure</a> &copy; Crown copyright</footer>'
    areas = (
        "Quality of education",
        "Behaviour and attitudes",
        "Personal development",
        "Leadership and management",
        "Early years provision",
    )

    def page(
        rid,
        school,
        urn,
        town,
        kind,
        ages,
        date,
        lead,
        grades,
        overall,
        *,
        url=None,
        printv=False,
        crumbs=None,
        banner=False,
    ):
        rec = (
            f'<h1>{school}</h1><p class="addr">{town}</p>'
            + dl_kv(
                [
                    ("URN", urn),
                    ("Type of school", kind),
                    ("Age range", ages),
                    ("Inspection date", date),
                    ("Lead inspector", lead),
                    ("Overall effectiveness", overall),
                ],
                "ins-meta",
            )
            + _table(["Area", "Grade"], list(zip(areas, grades)), "grades", "Judgements")
            + f'<p class="pdf"><a href="/documents/{rid}.pdf">Download the full report (PDF)</a></p>'
        )
        if printv:
            body = rec
        else:
            crumbs = crumbs or [("/", "Home"), ("/schools", "Schools"), (None, school)]
            body = (
                '<header class="ins-head"><a href="/">Hexfordshire Schools Inspectorate</a> '
                + nav(
                    [
                        ("/find", "Find an inspection report"),
                        ("/parent-view", "Parent View"),
                        ("/about", "About us"),
                    ]
                )
                + "</header>"
                + _crumbs(crumbs)
                + f'<main class="ins-main">{rec}</main>{about}{foot}'
            )
        if banner:
            body = COOKIE_EN + body
        return P(
            url or f"{host}/report/{rid}",
            doc(f"{school} inspection report {date}", body),
            f"si-{rid}",
        )

    good = ("Good", "Good", "Good", "Good", "Good")
    a = (
        "10288431",
        "St Mary's CofE Primary School",
        "118820",
        "Church Street, Great Hadlow HX7 2AS",
        "Voluntary aided",
        "4 to 11",
        "23 January 2024",
        "Jane Whitfield",
        good,
        "Good",
    )
    b = (
        "10155102",
        "St Mary's CofE Primary School",
        "118820",
        "Church Street, Great Hadlow HX7 2AS",
        "Voluntary aided",
        "4 to 11",
        "14 November 2019",
        "Martin Okoro",
        good,
        "Good",
    )
    c = (
        "10290077",
        "St Mary's CofE Primary School",
        "118861",
        "Vicarage Road, Stanway HX4 3PJ",
        "Voluntary controlled",
        "4 to 11",
        "6 February 2024",
        "Jane Whitfield",
        ("Good", "Good", "Good", "Requires improvement", "Good"),
        "Good",
    )
    d = (
        "10291302",
        "Hexley Community College",
        "137705",
        "Long Lane, Hexley HX1 9QQ",
        "Academy converter",
        "11 to 18",
        "27 February 2024",
        "Paul Denning",
        ("Requires improvement", "Good", "Good", "Requires improvement", "Not applicable"),
        "Requires improvement",
    )
    e = (
        "10286650",
        "Wymondley Nursery School",
        "108004",
        "The Green, Wymondley HX2 5EQ",
        "Nursery",
        "2 to 5",
        "10 January 2024",
        "Aisha Rahman",
        ("Outstanding", "Outstanding", "Outstanding", "Outstanding", "Outstanding"),
        "Outstanding",
    )
    return [
        page(*a),
        page(*a, url=f"{host}/report/10288431?print=true", printv=True),
        page(
            *a,
            url=f"{host}/report/10288431?search=st+marys",
            crumbs=[
                ("/", "Home"),
                ("/find", "Search results"),
                (None, "St Mary's CofE Primary School"),
            ],
        ),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/report/10290077?utm_source=newsletter", banner=True),
        page(*d),
        page(*e),
    ]


@scen(
    "greyhound_racecards",
    "greyhound stadium racecards: race 5 on Thursday and Saturday has the same grade, distance and five of six runners, a graded race with one trap vacant, live odds box changes, mobile copy",
)
def greyhound_racecards():
    host = "https://www.hexleystadium.co.uk"
    rules = (
        '<div class="gr-rules"><h3>Racecard information</h3><p>Form figures show finishing positions in recent races, most recent '
        "on the right. Best times are over the race distance at this track on a normal going allowance. Trainer and runner details "
        "are supplied by the racing office and may change up to the off if a greyhound is withdrawn and a reserve runs in its place.</p>"
        "<p>Betting odds shown are for guidance only and are supplied by our on-course bookmakers. Please gamble responsibly. If you "
        "feel gambling is becoming a problem, help and advice is available. Under-18s are not permitted to bet.</p></div>"
    )
    foot = '<footer class="gr-foot">Hexley Stadium &middot; Racing every Tuesday, Thursday and Saturday &middot; <a href="/restaurant">Restaurant bookings</a> &middot; <a href="/contact">Contact</a></footer>'

    def page(meet, race, time, grade, dist, prize, runners, *, url=None, odds=None):
        rows = [(t, n, tr, f, b) for t, (n, tr, f, b) in enumerate(runners, 1)]
        rec = (
            f"<h1>Race {race} &ndash; {time} &ndash; {meet}</h1>"
            + ul_kv([("Grade", grade), ("Distance", dist), ("Prize money", prize)], "race-facts")
            + _table(["Trap", "Greyhound", "Trainer", "Form", "Best time"], rows, "card")
        )
        odds = odds or ["2/1", "7/2", "4/1", "5/1", "6/1", "8/1"]
        side = (
            '<div class="live-odds"><h3>Live betting</h3>'
            + _ul([f"Trap {i}: {o}" for i, o in enumerate(odds, 1)], "odds")
            + "</div>"
        )
        body = (
            '<header class="gr-head"><a href="/">Hexley Stadium Greyhounds</a> '
            + nav(
                [
                    ("/racecards", "Racecards"),
                    ("/results", "Results"),
                    ("/tickets", "Tickets"),
                    ("/kennels", "Kennels"),
                ]
            )
            + "</header>"
            + f'<div class="gr-main">{rec}{side}</div>{rules}{foot}'
        )
        return P(
            url or f"{host}/racecards/{meet.split()[-1]}/race-{race}",
            doc(f"Race {race} {meet} racecard | Hexley Stadium", body),
            f"gr-{meet.split()[-1]}-{race}",
        )

    thu = [
        ("Swift Kerry", "P. Lane", "3214", "28.61"),
        ("Ballyhex Rose", "M. Dunne", "1132", "28.49"),
        ("Dusty Boots", "J. Hart", "4423", "28.80"),
        ("Kiln Lad", "P. Lane", "2241", "28.72"),
        ("Misty Rebel", "S. Kerr", "5316", "28.95"),
        ("Harbour Jet", "M. Dunne", "6155", "29.02"),
    ]
    sat = [thu[0], thu[1], ("Fast Felix", "S. Kerr", "2335", "28.77"), thu[3], thu[4], thu[5]]
    a = ("Thursday 2024-03-14", 5, "20:34", "A4", "480m", "&pound;160 winner", thu)
    b = ("Saturday 2024-03-16", 5, "20:19", "A4", "480m", "&pound;160 winner", sat)
    c = (
        "Thursday 2024-03-14",
        6,
        "20:51",
        "A6",
        "480m",
        "&pound;130 winner",
        [
            ("Cosy Moll", "J. Hart", "5544", "29.10"),
            ("Vacant", "&mdash;", "&mdash;", "&mdash;"),
            ("Droopy Tess", "S. Kerr", "4663", "29.20"),
            ("Lily Brae", "P. Lane", "3456", "29.14"),
            ("Farm Boy", "M. Dunne", "6454", "29.31"),
            ("Tipsy Ted", "J. Hart", "4565", "29.18"),
        ],
    )
    d = (
        "Thursday 2024-03-14",
        10,
        "22:05",
        "S2",
        "650m",
        "&pound;200 winner",
        [
            ("Long Tom", "P. Lane", "1221", "40.12"),
            ("Stayer Sal", "M. Dunne", "2112", "40.33"),
            ("Easy Ride", "J. Hart", "3342", "40.70"),
            ("Late Show", "S. Kerr", "2433", "40.51"),
            ("Night Owl", "P. Lane", "1354", "40.88"),
            ("Hex Hero", "M. Dunne", "4225", "40.61"),
        ],
    )
    e = (
        "Thursday 2024-03-14",
        9,
        "21:48",
        "A4",
        "480m",
        "&pound;160 winner",
        [
            ("Blue Arrow", "S. Kerr", "2431", "28.66"),
            ("Coolmore Jack", "J. Hart", "1324", "28.58"),
            ("Rusty Gate", "P. Lane", "3512", "28.83"),
            ("Kiln Lass", "P. Lane", "4221", "28.70"),
            ("Mister Moss", "M. Dunne", "5643", "28.99"),
            ("Quayside Bell", "S. Kerr", "6354", "29.05"),
        ],
    )
    return [
        page(*a),
        page(
            *a,
            url=f"{host}/racecards/2024-03-14/race-5?live=1",
            odds=["9/4", "3/1", "4/1", "11/2", "6/1", "10/1"],
        ),
        page(
            *a,
            url=f"{_m(host)}/racecards/2024-03-14/race-5",
            odds=["5/2", "3/1", "9/2", "5/1", "7/1", "8/1"],
        ),
        page(*b),
        page(
            *b, url=f"{host}/racecards/2024-03-16/race-5?utm_source=facebook&utm_campaign=saturday"
        ),
        page(*c),
        page(*d),
        page(*e, odds=["3/1", "5/2", "9/2", "4/1", "7/1", "10/1"]),
    ]


@scen(
    "parcel_prices",
    "parcel carrier price tables per destination: France and Belgium share one zone and differ only in the country, Spain differs in two prices, tracked service table, prices-as-of stamp and cookie copies",
)
def parcel_prices():
    host = "https://www.parcelhex.co.uk"
    terms = (
        '<div class="ph-terms"><h2>Before you send</h2><p>Prices include VAT where it applies and are for parcels handed in at a '
        "ParcelHex shop or collected from your door. The longest side must be no more than 120 cm, and length plus girth no more "
        "than 245 cm. Parcels to destinations outside the UK need a customs declaration, which you can fill in online when you "
        "buy your label.</p><p>Some items cannot be sent abroad, including aerosols, perfume, lithium batteries on their own and "
        "anything flammable. Compensation for loss or damage is included up to the amount shown, and extra cover can be bought "
        "at checkout.</p></div>"
    )
    foot = '<footer class="ph-foot">ParcelHex Ltd &middot; <a href="/prohibited-items">Prohibited items</a> &middot; <a href="/help">Help centre</a> &middot; <a href="/terms">Terms and conditions</a></footer>'
    bands = (
        "Up to 1 kg",
        "1&ndash;2 kg",
        "2&ndash;5 kg",
        "5&ndash;10 kg",
        "10&ndash;15 kg",
        "15&ndash;20 kg",
    )

    def page(
        slug,
        country,
        service,
        zone,
        prices,
        days,
        cover,
        *,
        url=None,
        asof="Prices correct as of 1 March 2024",
        banner=False,
    ):
        rec = (
            f'<h1>Send a parcel to {country}</h1><p class="svc">{service} &middot; Zone {zone}</p>'
            + _table(["Weight", "Price"], list(zip(bands, prices)), "prices")
            + ul_kv([("Delivery time", days), ("Compensation included", cover)], "svc-facts")
            + f'<p class="asof">{asof}</p>'
        )
        body = (
            '<header class="ph-head"><a href="/">ParcelHex</a> '
            + nav(
                [
                    ("/send", "Send a parcel"),
                    ("/track", "Track"),
                    ("/international", "International"),
                    ("/business", "Business"),
                ]
            )
            + "</header>"
            + f'<main class="ph-main">{rec}<a class="cta" href="/quote">Get a quote</a></main>{terms}{foot}'
        )
        if banner:
            body = COOKIE_EN + body
        return P(
            url or f"{host}/international/{slug}",
            doc(f"Send a parcel to {country} - {service} | ParcelHex", body),
            f"pp-{slug}",
        )

    z1 = (
        "&pound;11.49",
        "&pound;13.99",
        "&pound;17.49",
        "&pound;24.99",
        "&pound;31.99",
        "&pound;38.49",
    )
    a = ("france", "France", "Standard", "1", z1, "3 to 5 working days", "&pound;25")
    b = ("belgium", "Belgium", "Standard", "1", z1, "3 to 5 working days", "&pound;25")
    c = (
        "spain",
        "Spain",
        "Standard",
        "1",
        (
            "&pound;11.49",
            "&pound;13.99",
            "&pound;18.49",
            "&pound;25.99",
            "&pound;31.99",
            "&pound;38.49",
        ),
        "4 to 6 working days",
        "&pound;25",
    )
    d = (
        "france-tracked",
        "France",
        "Tracked",
        "1",
        (
            "&pound;13.99",
            "&pound;16.49",
            "&pound;19.99",
            "&pound;27.49",
            "&pound;34.49",
            "&pound;40.99",
        ),
        "2 to 4 working days",
        "&pound;50",
    )
    e = (
        "australia",
        "Australia",
        "Standard",
        "5",
        (
            "&pound;24.99",
            "&pound;34.99",
            "&pound;56.99",
            "&pound;89.99",
            "&pound;119.99",
            "&pound;149.99",
        ),
        "7 to 12 working days",
        "&pound;25",
    )
    return [
        page(*a),
        page(
            *a,
            url=f"{host}/international/france?gclid=Cj0KCQiA5rGu",
            asof="Prices correct as of 1 March 2024 (checked 12 March 2024)",
        ),
        page(*a, url=f"{host}/international/france/index.html", banner=True),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url=f"{_m(host)}/international/france-tracked"),
        page(*e),
    ]


@scen(
    "cocktail_specs",
    "cocktail spec cards with JSON-LD Recipe: daiquiri and gimlet differ only in spirit and garnish, whisky and pisco sours in spirit and bitters, rating counter and you-might-like box change, AMP copy",
)
def cocktail_specs():
    host = "https://www.shakenhex.com"
    bar = (
        '<section class="bar-notes"><h2>Bar notes</h2><p>All our specs are in millilitres and written for one drink. Shake with '
        "plenty of cubed ice for about twelve seconds, until the tin is too cold to hold comfortably, then fine strain into a "
        "chilled glass. Sugar syrup means two parts caster sugar dissolved in one part water. Squeeze citrus fresh on the day; "
        "bottled juice will not taste the same.</p><p>Recipes containing raw egg are not suitable for pregnant women, young "
        "children or anyone with a weakened immune system; aquafaba can be used instead. Please drink responsibly.</p></section>"
    )
    foot = '<footer class="sh-foot">Shaken Hex &middot; cocktails since 2012 &middot; <a href="/glassware">Glassware</a> &middot; <a href="/privacy">Privacy</a></footer>'

    def page(
        slug,
        name,
        glass,
        method,
        garnish,
        ings,
        *,
        url=None,
        amp=False,
        rating=("4.6", "1,204"),
        also=("Margarita", "Tom Collins", "Mojito", "Negroni"),
    ):
        head = _ld(
            {
                "@context": "https://schema.org",
                "@type": "Recipe",
                "name": name,
                "recipeCategory": "Cocktail",
                "recipeIngredient": ings,
                "recipeYield": "1 drink",
            }
        )
        if amp:
            head += _canonical(f"{host}/cocktails/{slug}")
        rec = (
            f"<h1>{name}</h1>"
            + _ul(ings, "ings")
            + dl_kv([("Glass", glass), ("Method", method), ("Garnish", garnish)], "spec")
        )
        side = (
            ""
            if amp
            else f'<div class="rate">Rated {rating[0]} by {rating[1]} readers</div><div class="also"><h3>You might also like</h3>{_ul(list(also), "also")}</div>'
        )
        body = (
            '<header class="sh-head"><a href="/">Shaken Hex</a> '
            + nav(
                [
                    ("/cocktails", "Cocktails"),
                    ("/spirits", "By spirit"),
                    ("/techniques", "Techniques"),
                ]
            )
            + "</header>"
            + f'<div class="sh-main"><article>{rec}</article>{side}</div>{bar}{foot}'
        )
        return P(
            url or f"{host}/cocktails/{slug}",
            doc(f"{name} recipe | Shaken Hex", body, head=head),
            f"ct-{slug}",
        )

    shake = "Shake all ingredients with ice and fine strain."
    a = (
        "daiquiri",
        "Daiquiri",
        "Coupe",
        shake,
        "Lime wheel",
        ["50 ml white rum", "25 ml fresh lime juice", "15 ml sugar syrup"],
    )
    b = (
        "gimlet",
        "Gimlet",
        "Coupe",
        shake,
        "Lime twist",
        ["50 ml London dry gin", "25 ml fresh lime juice", "15 ml sugar syrup"],
    )
    c = (
        "whisky-sour",
        "Whisky Sour",
        "Rocks glass over ice",
        "Dry shake, then shake with ice and strain.",
        "Angostura bitters drops, cherry",
        ["50 ml bourbon", "25 ml fresh lemon juice", "15 ml sugar syrup", "1 egg white"],
    )
    d = (
        "pisco-sour",
        "Pisco Sour",
        "Coupe",
        "Dry shake, then shake with ice and fine strain.",
        "Amargo Chuncho bitters drops",
        ["50 ml pisco", "25 ml fresh lime juice", "15 ml sugar syrup", "1 egg white"],
    )
    e = (
        "negroni",
        "Negroni",
        "Rocks glass over a large cube",
        "Stir with ice and strain.",
        "Orange twist",
        ["25 ml gin", "25 ml Campari", "25 ml sweet vermouth"],
    )
    return [
        page(*a),
        page(*a, url=f"{host}/amp/cocktails/daiquiri", amp=True),
        page(
            *a,
            url=f"{host}/cocktails/daiquiri?utm_source=pinterest&utm_medium=social",
            rating=("4.6", "1,209"),
            also=("Mojito", "Negroni", "Tom Collins", "Margarita"),
        ),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url=f"{_m(host)}/cocktails/pisco-sour", rating=("4.5", "388")),
        page(*e),
    ]


@scen(
    "man_pages",
    "online manual pages: true(1) and false(1) differ in two words, printf(1) and printf(3) share a name, .html alias, mobile and referrer copies",
)
def man_pages():
    host = "https://manpages.hexbox.dev"
    about = (
        '<div class="mp-about"><p>These manual pages are generated from the packages in the current stable release and are '
        "refreshed every week. The section number after a name tells you what kind of page it is: 1 for user commands, 2 for "
        "system calls, 3 for library functions, 5 for file formats and 8 for administration commands. The same name can appear in "
        "more than one section, so <code>printf(1)</code> and <code>printf(3)</code> are different pages.</p><p>Manual pages are "
        "copyright their authors and are distributed under the licences of their packages. Report rendering problems on our "
        "issue tracker; report mistakes in the pages themselves to the package maintainers.</p></div>"
    )
    foot = '<footer class="mp-foot">hexbox manpages &middot; <a href="/sections">Sections</a> &middot; <a href="/about">About</a></footer>'

    def page(name, sec, pkg, short, synopsis, desc, opts, see, *, url=None, toc=True):
        rec = (
            f"<h1>{name.upper()}({sec})</h1><h2>NAME</h2><p>{name} - {short}</p><h2>SYNOPSIS</h2><pre>{synopsis}</pre>"
            f"<h2>DESCRIPTION</h2><p>{desc}</p>"
            + (dl_kv(opts, "opts") if opts else "")
            + f"<h2>SEE ALSO</h2><p>{', '.join(see)}</p>"
            f'<p class="pkg">Package: {pkg}</p>'
        )
        side = (
            '<nav class="toc"><a href="#name">NAME</a> <a href="#synopsis">SYNOPSIS</a> <a href="#description">DESCRIPTION</a> <a href="#see-also">SEE ALSO</a></nav>'
            if toc
            else ""
        )
        body = (
            '<header class="mp-head"><a href="/">hexbox manpages</a><form action="/search"><input name="q"></form></header>'
            + f'{side}<main class="mp-main">{rec}</main>{about}{foot}'
        )
        return P(
            url or f"{host}/man{sec}/{name}.{sec}",
            doc(f"{name}({sec}) &mdash; hexbox manpages", body),
            f"mp-{name}.{sec}",
        )

    std_opts = [
        ("--help", "display this help and exit"),
        ("--version", "output version information and exit"),
    ]
    a = (
        "true",
        "1",
        "coreutils",
        "do nothing, successfully",
        "true [ignored command line arguments]\ntrue OPTION",
        "Exit with a status code indicating success.",
        std_opts,
        ["false(1)", "sh(1)"],
    )
    b = (
        "false",
        "1",
        "coreutils",
        "do nothing, unsuccessfully",
        "false [ignored command line arguments]\nfalse OPTION",
        "Exit with a status code indicating failure.",
        std_opts,
        ["true(1)", "sh(1)"],
    )
    c = (
        "printf",
        "1",
        "coreutils",
        "format and print data",
        "printf FORMAT [ARGUMENT]...\nprintf OPTION",
        "Print ARGUMENT(s) according to FORMAT, or execute according to OPTION.",
        std_opts,
        ["printf(3)", "echo(1)"],
    )
    d = (
        "printf",
        "3",
        "manpages-dev",
        "formatted output conversion",
        "#include &lt;stdio.h&gt;\n\nint printf(const char *restrict format, ...);",
        "The function printf() writes output to stdout, under the control of a format string that specifies how subsequent arguments are converted for output.",
        [],
        ["printf(1)", "puts(3)", "scanf(3)"],
    )
    e = (
        "sleep",
        "1",
        "coreutils",
        "delay for a specified amount of time",
        "sleep NUMBER[SUFFIX]...\nsleep OPTION",
        "Pause for NUMBER seconds. SUFFIX may be 's' for seconds (the default), 'm' for minutes, 'h' for hours or 'd' for days.",
        std_opts,
        ["sleep(3)"],
    )
    return [
        page(*a),
        page(*a, url=f"{host}/man1/true.1.html"),
        page(*a, url=f"{host}/man1/true.1?view=compact", toc=False),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/man1/printf.1?ref=search"),
        page(*d),
        page(*e),
    ]


@scen(
    "pool_timetables",
    "leisure centre pool timetables per week: one week and the next differ in one cancelled session, two centres with one timetable differ in name and address, live pool-status box, print and cookie copies",
)
def pool_timetables():
    host = "https://www.hexleisure.co.uk"
    info = (
        '<div class="pool-info"><h2>Swimming information</h2><p>Lane swimming is split into slow, medium and fast lanes; please '
        "choose the lane that suits your speed and swim in a clockwise direction. Children under eight must be accompanied in "
        "the water by a responsible person aged sixteen or over, with no more than two children under eight per adult. Sessions "
        "may be changed at short notice for galas, maintenance or staffing.</p><p>Members can book sessions up to seven days in "
        "advance through the app. Pay-as-you-go swimmers can book up to three days ahead. Please arrive ten minutes before your "
        "session to allow time to change.</p></div>"
    )
    foot = '<footer class="hl-foot">Hex Leisure is a charitable trust working with Hexley District Council &middot; <a href="/memberships">Memberships</a> &middot; <a href="/accessibility">Accessibility</a></footer>'
    days = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")

    def page(
        slug,
        centre,
        address,
        week,
        grid,
        *,
        url=None,
        status="Main pool: open &middot; Learner pool: open",
        printv=False,
        banner=False,
    ):
        rows = [(d, *grid[i]) for i, d in enumerate(days)]
        rec = (
            f'<h1>{centre} swimming timetable</h1><p class="addr">{address}</p><p class="week">Week beginning {week}</p>'
            + _table(
                ["Day", "Early lanes", "Lunchtime lanes", "Family swim", "Evening lanes"],
                rows,
                "swim",
            )
        )
        if printv:
            body = rec
        else:
            body = (
                '<header class="hl-head"><a href="/">Hex Leisure</a> '
                + nav(
                    [
                        ("/centres", "Our centres"),
                        ("/swimming", "Swimming"),
                        ("/gym", "Gym"),
                        ("/classes", "Classes"),
                        ("/book", "Book"),
                    ]
                )
                + "</header>"
                + f'<div class="status-box">{status}</div><main class="hl-main">{rec}</main>{info}{foot}'
            )
        if banner:
            body = COOKIE_EN + body
        return P(
            url or f"{host}/centres/{slug}/swimming/{week.replace(' ', '-').lower()}",
            doc(f"{centre} swimming timetable, week beginning {week} | Hex Leisure", body),
            f"pt-{slug}-{week}",
        )

    wk = [
        ["06:30&ndash;08:30", "12:00&ndash;13:30", "16:00&ndash;17:30", "19:00&ndash;21:00"]
    ] * 5 + [
        ["07:00&ndash;09:00", "&mdash;", "10:00&ndash;14:00", "&mdash;"],
        ["08:00&ndash;10:00", "&mdash;", "10:00&ndash;15:00", "&mdash;"],
    ]
    wk2 = [list(r) for r in wk]
    wk2[5] = ["07:00&ndash;09:00", "&mdash;", "Cancelled (swimming gala)", "&mdash;"]
    a = ("hexley-pool", "Hexley Pool", "Riverside Walk, Hexley HX1 3RP", "4 March 2024", wk)
    b = ("hexley-pool", "Hexley Pool", "Riverside Walk, Hexley HX1 3RP", "11 March 2024", wk2)
    c = (
        "stanway-leisure-centre",
        "Stanway Leisure Centre",
        "Park Road, Stanway HX4 2QD",
        "4 March 2024",
        wk,
    )
    d = ("hexley-pool", "Hexley Pool", "Riverside Walk, Hexley HX1 3RP", "18 March 2024", wk)
    e = (
        "great-hadlow-pool",
        "Great Hadlow Pool",
        "School Lane, Great Hadlow HX7 2SL",
        "4 March 2024",
        [["07:00&ndash;08:30", "&mdash;", "&mdash;", "18:30&ndash;20:30"]] * 5
        + [
            ["08:00&ndash;10:00", "&mdash;", "10:00&ndash;13:00", "&mdash;"],
            ["&mdash;", "&mdash;", "10:00&ndash;13:00", "&mdash;"],
        ],
    )
    return [
        page(*a),
        page(*a, url=f"{host}/centres/hexley-pool/swimming/4-march-2024?print=1", printv=True),
        page(
            *a,
            url=f"{host}/centres/hexley-pool/swimming/4-march-2024?utm_source=app",
            status="Main pool: busy &middot; Learner pool: closed for cleaning",
            banner=True,
        ),
        page(*b),
        page(*c),
        page(
            *c,
            url=f"{_m(host)}/centres/stanway-leisure-centre/swimming/4-march-2024",
            status="Main pool: quiet &middot; Learner pool: open",
        ),
        page(*d),
        page(*e),
    ]


@scen(
    "allergen_chart",
    "restaurant chain allergen charts per dish: burger and cheeseburger differ in milk and one ingredient, vegan burger with and without the gluten-free bun, store and order-status copies",
)
def allergen_chart():
    host = "https://www.hexburger.co.uk"
    warn = (
        '<div class="al-warn"><h2>Allergy advice</h2><p>Our kitchens handle all 14 major allergens, and we cook many items in the '
        "same fryers and on the same grills. Although we follow strict procedures, we cannot guarantee that any dish is completely "
        "free from any allergen. If you have a severe allergy, please speak to the manager before you order.</p><p>This chart "
        "shows the allergens contained as ingredients in each dish as served. Recipes and suppliers change, so check the chart every "
        "time you visit. Calorie figures are per portion; adults need around 2,000 kcal a day.</p></div>"
    )
    foot = '<footer class="hb-foot">&copy; Hex Burger Co. Ltd &middot; <a href="/nutrition">Full nutrition guide (PDF)</a> &middot; <a href="/careers">Careers</a> &middot; <a href="/privacy">Privacy</a></footer>'
    allergens = (
        "Celery",
        "Cereals containing gluten",
        "Crustaceans",
        "Eggs",
        "Fish",
        "Lupin",
        "Milk",
        "Molluscs",
        "Mustard",
        "Tree nuts",
        "Peanuts",
        "Sesame",
        "Soya",
        "Sulphites",
    )

    def page(
        slug,
        dish,
        desc,
        kcal,
        contains,
        *,
        url=None,
        status="Hexley High Street is open for orders until 22:00",
    ):
        rows = [(al, "Contains" if al in contains else "&mdash;") for al in allergens]
        rec = f'<h1>{dish}</h1><p class="desc">{desc}</p><p class="kcal">{kcal} kcal</p>' + _table(
            ["Allergen", ""], rows, "allergens"
        )
        body = (
            '<header class="hb-head"><a href="/">Hex Burger Co.</a> '
            + nav(
                [
                    ("/menu", "Menu"),
                    ("/allergens", "Allergens"),
                    ("/restaurants", "Restaurants"),
                    ("/order", "Order online"),
                ]
            )
            + "</header>"
            + f'<div class="order-status">{status}</div><main class="hb-main">{rec}</main>{warn}{foot}'
        )
        return P(
            url or f"{host}/allergens/{slug}",
            doc(f"{dish} allergens and nutrition | Hex Burger Co.", body),
            f"al-{slug}",
        )

    a = (
        "classic-burger",
        "Classic Burger",
        "Beef patty, lettuce, tomato, red onion, pickles and house sauce in a toasted brioche bun.",
        "612",
        {"Cereals containing gluten", "Eggs", "Mustard", "Sesame"},
    )
    b = (
        "cheeseburger",
        "Cheeseburger",
        "Beef patty, American cheese, lettuce, pickles and house sauce in a toasted brioche bun.",
        "689",
        {"Cereals containing gluten", "Eggs", "Milk", "Mustard", "Sesame"},
    )
    c = (
        "vegan-burger",
        "Vegan Burger",
        "Plant-based patty, lettuce, tomato, red onion and vegan mayo in a toasted seeded bun.",
        "574",
        {"Cereals containing gluten", "Mustard", "Sesame", "Soya"},
    )
    d = (
        "vegan-burger-gf",
        "Vegan Burger (gluten-free bun)",
        "Plant-based patty, lettuce, tomato, red onion and vegan mayo in a gluten-free bun.",
        "551",
        {"Mustard", "Soya"},
    )
    e = (
        "sweet-potato-fries",
        "Sweet Potato Fries",
        "Skin-on sweet potato fries with sea salt.",
        "348",
        {"Sulphites"},
    )
    return [
        page(*a),
        page(
            *a,
            url=f"{host}/allergens/classic-burger?store=stanway",
            status="Stanway Retail Park is closed. Opens tomorrow at 11:00",
        ),
        page(*a, url=f"{_m(host)}/allergens/classic-burger"),
        page(*b),
        page(*c),
        page(*d),
        page(
            *d,
            url=f"{host}/allergens/vegan-burger-gf?utm_source=google&utm_medium=organic",
            status="Hexley High Street is busy: collection in about 25 minutes",
        ),
        page(*e),
    ]


@scen(
    "league_tables",
    "Sunday football league tables per division and date: one week to the next differs in the two rows of one played match, two divisions with one points pattern, generated-at stamp and print copies",
)
def league_tables():
    host = "https://fulltime.hexsundayleague.org.uk"
    rules = (
        '<div class="lg-rules"><h3>League rules</h3><p>Three points for a win and one for a draw. Where teams are level on points, '
        "positions are decided by goal difference, then goals scored, then the result of matches between the teams concerned. "
        "Points deducted by the league's disciplinary committee are shown in the notes below the table and are already taken "
        "off the total.</p><p>Results must be submitted by the home club secretary by 18:00 on the day of the match. Tables are "
        "provisional until the end of the season and can change on appeal.</p></div>"
    )
    foot = '<footer class="ft-foot">Hexley &amp; District Sunday League &middot; affiliated to the county FA &middot; <a href="/respect">Respect campaign</a> &middot; <a href="/safeguarding">Safeguarding</a></footer>'

    def page(div, date, rows, *, url=None, gen="Generated 10/03/2024 21:14", printv=False):
        table = _table(
            ["Pos", "Team", "P", "W", "D", "L", "GD", "Pts"],
            [(i, *r) for i, r in enumerate(rows, 1)],
            "league",
        )
        rec = f"<h1>{div} &ndash; table as at {date}</h1>{table}"
        if printv:
            body = rec + f'<p class="gen">{gen}</p>'
        else:
            body = (
                '<header class="ft-head"><a href="/">Hexley &amp; District Sunday League</a> '
                + nav(
                    [
                        ("/fixtures", "Fixtures"),
                        ("/results", "Results"),
                        ("/tables", "Tables"),
                        ("/clubs", "Clubs"),
                    ]
                )
                + "</header>"
                + f'<main class="ft-main">{rec}<p class="gen">{gen}</p></main>{rules}{foot}'
            )
        slug = div.lower().replace(" ", "-")
        return P(
            url or f"{host}/table/{slug}/{date.replace(' ', '-').lower()}",
            doc(f"{div} table {date} | Hexley Sunday League", body),
            f"lt-{slug}-{date}",
        )

    w1 = [
        ("Hexley Rovers", 14, 10, 2, 2, "+21", 32),
        ("Stanway Athletic", 14, 9, 3, 2, "+15", 30),
        ("Plough FC", 13, 8, 2, 3, "+9", 26),
        ("Kiln Road", 14, 7, 3, 4, "+6", 24),
        ("Great Hadlow", 14, 6, 2, 6, "+1", 20),
        ("Bell Inn Sunday", 13, 5, 3, 5, "&minus;2", 18),
        ("Wymondley Wanderers", 14, 4, 3, 7, "&minus;8", 15),
        ("Ashby Magna", 14, 3, 4, 7, "&minus;11", 13),
        ("Hexley Albion", 14, 2, 3, 9, "&minus;14", 9),
        ("Little Hadlow", 14, 2, 1, 11, "&minus;17", 7),
    ]
    w2 = list(w1)
    w2[2] = ("Plough FC", 14, 9, 2, 3, "+11", 29)
    w2[5] = ("Bell Inn Sunday", 14, 5, 3, 6, "&minus;4", 18)
    d2 = [
        ("Hexley Rovers Reserves", 14, 10, 2, 2, "+21", 32),
        ("Stanway Athletic Reserves", 14, 9, 3, 2, "+15", 30),
        ("Red Lion", 13, 8, 2, 3, "+9", 26),
        ("Mill Lane", 14, 7, 3, 4, "+6", 24),
        ("Hexley Town Vets", 14, 6, 2, 6, "+1", 20),
        ("Crown FC", 13, 5, 3, 5, "&minus;2", 18),
        ("Station Road", 14, 4, 3, 7, "&minus;8", 15),
        ("Old Quay", 14, 3, 4, 7, "&minus;11", 13),
        ("Fox &amp; Hounds", 14, 2, 3, 9, "&minus;14", 9),
        ("Orchard Park", 14, 2, 1, 11, "&minus;17", 7),
    ]
    a = ("Premier Division", "10 March 2024", w1)
    b = ("Premier Division", "17 March 2024", w2)
    c = ("Division One", "10 March 2024", d2)
    d3 = list(d2)
    d3[0] = ("Hexley Rovers Reserves", 13, 9, 2, 2, "+19", 29)
    d3[1] = ("Stanway Athletic Reserves", 13, 8, 3, 2, "+13", 27)
    d = ("Division One", "3 March 2024", d3)
    return [
        page(*a),
        page(
            *a,
            url=f"{host}/table/premier-division/10-march-2024?selectedSeason=2023-24",
            gen="Generated 11/03/2024 08:02",
        ),
        page(*a, url=f"{host}/table/premier-division/10-march-2024?print=true", printv=True),
        page(*b, gen="Generated 17/03/2024 20:47"),
        page(*c),
        page(
            *c,
            url=f"{host}/table/division-one/10-march-2024?tab=table&itemsPerPage=10",
            gen="Generated 12/03/2024 13:30",
        ),
        page(
            *c,
            url=f"{host}/table/division-one/10-march-2024?print=true",
            printv=True,
            gen="Generated 12/03/2024 13:31",
        ),
        page(*d, gen="Generated 03/03/2024 22:01"),
    ]


@scen(
    "radio_playlists",
    "local radio playlists per hour: Monday and Tuesday afternoon hours share eleven of thirteen tracks, two presenters' breakfast hours, on-air-now box changes, mobile and utm copies",
)
def radio_playlists():
    host = "https://www.hexsoundfm.co.uk"
    legal = (
        '<div class="pl-legal"><p>Playlists are produced automatically from our broadcast system and may include songs that '
        "were trailed or faded early. Times are approximate and shown in UK time. Tracks played during advert breaks and news "
        "bulletins are not listed.</p><p>Hex Sound FM broadcasts on 104.6 FM across Hexley and Stanway, on DAB in Hexfordshire "
        "and online. Hex Sound FM is a trading name of Hex Sound Media Ltd, licensed by the broadcasting regulator. Music "
        "licensed by the collecting societies.</p></div>"
    )
    foot = '<footer class="hs-foot">&copy; Hex Sound Media Ltd &middot; <a href="/advertise">Advertise</a> &middot; <a href="/competitions">Competition terms</a> &middot; <a href="/complaints">Complaints</a></footer>'

    def page(day, hour, show, tracks, *, url=None, onair="On air now: Hex Sound Drive with Leah"):
        rows = [(t, art, title) for t, art, title in tracks]
        rec = f'<h1>{show}</h1><p class="when">{day}, {hour}</p>' + _table(
            ["Time", "Artist", "Title"], rows, "playlist"
        )
        body = (
            '<header class="hs-head"><a href="/">Hex Sound FM</a> '
            + nav(
                [
                    ("/listen", "Listen live"),
                    ("/schedule", "Schedule"),
                    ("/playlist", "Playlist"),
                    ("/news", "News"),
                ]
            )
            + "</header>"
            + f'<div class="onair">{onair}</div><main class="hs-main">{rec}</main>{legal}{foot}'
        )
        slug = f"{day.split()[-3]}-{day.split()[-2]}-{hour[:2]}".lower()
        return P(
            url or f"{host}/playlist/{slug}",
            doc(f"Playlist {day} {hour} | Hex Sound FM", body),
            f"rp-{day}-{hour}",
        )

    mon = [
        ("14:01", "Harbour Lights", "Salt Road"),
        ("14:05", "The Kiln Sisters", "Ember"),
        ("14:09", "Mara Quinn", "Paper Moons"),
        ("14:15", "Northbound", "Signal Fires"),
        ("14:19", "Dee Adeyemi", "Holding On"),
        ("14:24", "The Stanways", "Market Day"),
        ("14:31", "Velvet Orchard", "Summer Rain"),
        ("14:35", "Mara Quinn", "Gold Line"),
        ("14:41", "Lowtide", "Undertow"),
        ("14:45", "The Kiln Sisters", "Bright Street"),
        ("14:50", "Northbound", "Weathervane"),
        ("14:54", "Dee Adeyemi", "Slow Dance"),
        ("14:58", "Harbour Lights", "Night Ferry"),
    ]
    tue = list(mon)
    tue[4] = ("14:19", "Pip &amp; the Reeds", "Lantern")
    tue[9] = ("14:45", "Lowtide", "Riptide")
    a = ("Monday 11 March 2024", "14:00&ndash;15:00", "Afternoons with Jay", mon)
    b = ("Tuesday 12 March 2024", "14:00&ndash;15:00", "Afternoons with Jay", tue)
    c = (
        "Monday 11 March 2024",
        "07:00&ndash;08:00",
        "Hex Sound Breakfast with Sam and Priya",
        [("07" + t[2:], art, title) for (t, _, _), (_, art, title) in zip(mon, mon[6:] + mon[:6])],
    )
    d = (
        "Saturday 16 March 2024",
        "07:00&ndash;08:00",
        "Weekend Breakfast with Tom",
        [
            ("07:02", "Velvet Orchard", "Summer Rain"),
            ("07:07", "Lowtide", "Undertow"),
            ("07:13", "The Stanways", "Market Day"),
            ("07:19", "Mara Quinn", "Gold Line"),
            ("07:26", "Pip &amp; the Reeds", "Lantern"),
            ("07:33", "Northbound", "Signal Fires"),
        ],
    )
    e = ("Wednesday 13 March 2024", "14:00&ndash;15:00", "Afternoons with Jay", mon)
    return [
        page(*a),
        page(
            *a,
            url=f"{host}/playlist/11-march-14?utm_source=app&utm_medium=push",
            onair="On air now: Evening Mix with Ola",
        ),
        page(
            *a,
            url=f"{_m(host)}/playlist/11-march-14",
            onair="On air now: Hex Sound Breakfast with Sam and Priya",
        ),
        page(*b),
        page(
            *b, url=f"{host}/playlist/12-march-14?sid=9f2ac41e", onair="On air now: Hex Sound Late"
        ),
        page(*c),
        page(*d),
        page(*e),
    ]


@scen(
    "hire_licence_register",
    "council taxi and private hire licence register: two vehicles of one operator with one make, model and colour differ in plate, registration and expiry, a hackney carriage of the same model, jsessionid, print and search-context copies",
)
def hire_licence_register():
    host = "https://licensing.hexley.gov.uk"
    notice = (
        '<div class="lic-notice"><h2>About this register</h2><p>The council keeps a public register of hackney carriage and private '
        "hire vehicle licences under the Local Government (Miscellaneous Provisions) Act 1976. Every licensed vehicle must display "
        "its plate on the rear and its licence number on the door signs. Private hire vehicles must be booked in advance through a "
        "licensed operator and cannot be hailed in the street.</p><p>Part of the registration mark is hidden to protect the "
        "privacy of licence holders. If you think a vehicle is working without a licence, or you want to complain about a journey, "
        "contact the licensing team with the plate number, date and time.</p></div>"
    )
    foot = '<footer class="lic-foot">Hexley District Council &middot; Licensing Services &middot; <a href="/privacy">Privacy notice</a> &middot; <a href="/foi">Freedom of information</a></footer>'

    def page(
        lic,
        kind,
        plate,
        make,
        colour,
        reg,
        operator,
        seats,
        expiry,
        *,
        url=None,
        printv=False,
        back=False,
        banner=False,
    ):
        rec = f"<h1>{kind} licence {lic}</h1>" + table_kv(
            [
                ("Licence type", kind),
                ("Plate number", plate),
                ("Make and model", make),
                ("Colour", colour),
                ("Registration mark", reg),
                ("Operator", operator),
                ("Passenger seats", seats),
                ("Licence expires", expiry),
                ("Status", "Current"),
            ],
            "lic",
        )
        if printv:
            body = rec
        else:
            bl = (
                '<p class="back"><a href="/register/search?make=skoda&amp;page=1">Back to search results</a></p>'
                if back
                else ""
            )
            body = (
                '<header class="lic-head"><a href="/">Hexley District Council</a> <span>Public licensing register</span></header>'
                + _crumbs([("/", "Home"), ("/register", "Licensing register"), (None, lic)])
                + f'{bl}<main class="lic-main">{rec}</main>{notice}{foot}'
            )
        if banner:
            body = COOKIE_EN + body
        return P(
            url or f"{host}/register/vehicle/{lic}",
            doc(f"{kind} licence {lic} | Hexley District Council", body),
            f"hl-{lic}",
        )

    a = (
        "PHV0417",
        "Private hire vehicle",
        "P417",
        "Skoda Octavia",
        "Silver",
        "HX19 ***",
        "Hexley Cars Ltd",
        "4",
        "31 August 2024",
    )
    b = (
        "PHV0418",
        "Private hire vehicle",
        "P418",
        "Skoda Octavia",
        "Silver",
        "HX20 ***",
        "Hexley Cars Ltd",
        "4",
        "30 November 2024",
    )
    c = (
        "HCV0112",
        "Hackney carriage vehicle",
        "H112",
        "Skoda Octavia",
        "Silver",
        "HX21 ***",
        "Not applicable (hackney carriage)",
        "4",
        "31 May 2024",
    )
    d = (
        "PHV0560",
        "Private hire vehicle",
        "P560",
        "Ford Tourneo Custom",
        "Black",
        "HX70 ***",
        "Station Taxis Stanway",
        "8",
        "14 January 2025",
    )
    e = (
        "HCV0130",
        "Hackney carriage vehicle",
        "H130",
        "LEVC TX",
        "Black",
        "HX22 ***",
        "Not applicable (hackney carriage)",
        "5 (wheelchair accessible)",
        "30 June 2024",
    )
    return [
        page(*a),
        page(*a, url=f"{host}/register/vehicle/PHV0417;jsessionid=0C2F8E1B77A49D3", back=True),
        page(*a, url=f"{host}/register/vehicle/PHV0417?format=print", printv=True),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/register/vehicle/HCV0112?src=plate-check", banner=True),
        page(*d),
        page(*e),
    ]


@scen(
    "launch_schedule",
    "rocket launch schedule entries: two broadband batch launches from one pad differ in group number, date and window, a scrubbed attempt moved a day, countdown and weather boxes change, AMP copy",
)
def launch_schedule():
    host = "https://www.nextliftoff.space"
    about = (
        '<section class="nl-about"><h2>About launch times</h2><p>Launch dates are given as NET (no earlier than) because launches '
        "move often, for weather, technical checks, range availability or the readiness of the payload. Times are in UTC. The "
        "window is the period in which the launch can take place; an instantaneous window means the vehicle must lift off at one "
        "exact time or wait for another day.</p><p>We collect schedule information from launch providers, range notices and "
        "public filings. Always check the provider's own channels before travelling to watch a launch.</p></section>"
    )
    foot = '<footer class="nl-foot">Next Liftoff &middot; independent launch tracker &middot; <a href="/api">Data API</a> &middot; <a href="/privacy">Privacy</a></footer>'

    def page(
        slug,
        mission,
        vehicle,
        pad,
        net,
        window,
        orbit,
        payload,
        status,
        *,
        url=None,
        amp=False,
        countdown="T&minus; 2 days 04:11:37",
        weather="Weather: 80% go",
    ):
        head = _ld(
            {
                "@context": "https://schema.org",
                "@type": "Event",
                "name": f"{vehicle} | {mission}",
                "startDate": net,
                "location": pad,
            }
        )
        if amp:
            head += _canonical(f"{host}/launch/{slug}")
        rec = f'<h1>{vehicle} | {mission}</h1><p class="status">{status}</p>' + dl_kv(
            [
                ("Launch vehicle", vehicle),
                ("Pad", pad),
                ("NET", net),
                ("Window", window),
                ("Orbit", orbit),
                ("Payload", payload),
            ],
            "launch",
        )
        live = (
            ""
            if amp
            else f'<div class="live"><div class="countdown">{countdown}</div><div class="wx">{weather}</div></div>'
        )
        body = (
            '<header class="nl-head"><a href="/">Next Liftoff</a> '
            + nav(
                [
                    ("/upcoming", "Upcoming"),
                    ("/past", "Past launches"),
                    ("/pads", "Pads"),
                    ("/vehicles", "Vehicles"),
                ]
            )
            + "</header>"
            + f'<div class="nl-main">{live}<main>{rec}</main></div>{about}{foot}'
        )
        return P(
            url or f"{host}/launch/{slug}",
            doc(f"{vehicle} | {mission} - Next Liftoff", body, head=head),
            f"nl-{slug}",
        )

    pad = "Launch Complex 4, Hexmoor Spaceport"
    a = (
        "orbitnet-group-7-12",
        "OrbitNet Group 7-12",
        "Falconer 9 Block 5",
        pad,
        "2024-03-18 02:41 UTC",
        "02:41&ndash;06:12 UTC",
        "Low Earth orbit (53&deg;)",
        "22 OrbitNet broadband satellites",
        "Go for launch",
    )
    b = (
        "orbitnet-group-7-13",
        "OrbitNet Group 7-13",
        "Falconer 9 Block 5",
        pad,
        "2024-03-21 01:55 UTC",
        "01:55&ndash;05:26 UTC",
        "Low Earth orbit (53&deg;)",
        "22 OrbitNet broadband satellites",
        "Go for launch",
    )
    c = (
        "orbitnet-group-7-11",
        "OrbitNet Group 7-11",
        "Falconer 9 Block 5",
        pad,
        "2024-03-15 03:27 UTC",
        "03:27&ndash;06:58 UTC",
        "Low Earth orbit (53&deg;)",
        "23 OrbitNet broadband satellites",
        "Scrubbed on 14 March (ground systems); new attempt",
    )
    d = (
        "hexsat-3",
        "HexSat-3",
        "Electron-Class Rook",
        "Pad B, Mahia Hex Peninsula",
        "2024-03-26 22:00 UTC",
        "Instantaneous",
        "Sun-synchronous orbit (97.4&deg;)",
        "HexSat-3 Earth observation satellite",
        "To be confirmed",
    )
    e = (
        "orbitnet-group-7-14",
        "OrbitNet Group 7-14",
        "Falconer 9 Block 5",
        pad,
        "2024-03-25 01:09 UTC",
        "01:09&ndash;04:40 UTC",
        "Low Earth orbit (53&deg;)",
        "22 OrbitNet broadband satellites",
        "To be confirmed",
    )
    return [
        page(*a),
        page(*a, url=f"{host}/amp/launch/orbitnet-group-7-12", amp=True),
        page(
            *a,
            url=f"{host}/launch/orbitnet-group-7-12?utm_source=reddit",
            countdown="T&minus; 1 day 22:40:03",
            weather="Weather: 90% go",
        ),
        page(
            *a,
            url=f"{_m(host)}/launch/orbitnet-group-7-12",
            countdown="T&minus; 00:45:10",
            weather="Weather: 90% go",
        ),
        page(*b, countdown="T&minus; 5 days 03:25:00"),
        page(*c, countdown="T&minus; 0 days 18:02:44", weather="Weather: 60% go"),
        page(*d, countdown="T&minus; 13 days 23:30:00", weather="Weather: not yet available"),
        page(*e, countdown="T&minus; 9 days 01:12:40", weather="Weather: not yet available"),
    ]


# ---------------------------------------------------------------- Chinese sites


@scen(
    "zh_zikao_chengji_gbk",
    "自学考试成绩查询结果（GBK）：同专业两名考生课程与成绩只差一格，同一考生两次考试，老式表格，打印、随机数参数与点击数副本",
)
def zh_zikao_chengji_gbk():
    host = "http://www.hxzikao.edu.cn"
    shuoming = (
        '<table width="100%" class="sm"><tr><td><p>温馨提示：本查询结果仅供考生参考，不作为办理毕业、转考、免考等手续的依据，成绩以省'
        "教育考试院最终公布的为准。考生对成绩有异议的，可在成绩公布之日起十个工作日内，携带本人身份证和准考证到报考所在地的市、县"
        "（区）自考办申请复核，逾期不予受理。复核内容仅限于试卷漏评、计分错误和登分错误，不对评分标准和给分宽严进行复核。</p>"
        "<p>课程成绩六十分及以上为合格，合格成绩长期有效。请妥善保管好个人信息，不要将准考证号和密码告诉他人。</p></td></tr></table>"
    )

    def page(zkz, name, zhuanye, kaoci, rows, *, url=None, hits=1, printv=False):
        tb = (
            '<table width="100%" border="1" cellspacing="0" cellpadding="4" class="cj">'
            "<tr><th>课程代码</th><th>课程名称</th><th>成绩</th><th>是否合格</th></tr>"
            + "".join(
                f"<tr><td>{dm}</td><td>{mc}</td><td>{cj}</td><td>{'合格' if int(cj) >= 60 else '不合格'}</td></tr>"
                for dm, mc, cj in rows
            )
            + "</table>"
        )
        rec = (
            f'<table width="100%" class="kx"><tr><td>准考证号：{zkz}</td><td>姓名：{name}</td></tr>'
            f"<tr><td>专业：{zhuanye}</td><td>考试时间：{kaoci}</td></tr></table>" + tb
        )
        if printv:
            body = '<p align="center"><b>高等教育自学考试成绩单</b></p>' + rec
        else:
            body = (
                '<table width="100%" class="top"><tr><td>杭西市高等教育自学考试网</td></tr><tr><td>首页 | 报考指南 | 成绩查询 | 毕业办理 | 政策文件</td></tr></table>'
                + f'<table width="100%"><tr><td><b>成绩查询结果</b>　您是第{hits}次查询</td></tr></table>'
                + rec
                + shuoming
                + '<table width="100%" class="foot"><tr><td>杭西市教育考试院自考办　地址：杭西市教工路18号　电话：0571-88123456</td></tr></table>'
            )
        return P(
            url or f"{host}/cjcx/result.asp?zkz={zkz}&kc={kaoci[:4]}{kaoci[5:7]}",
            doc("成绩查询结果-杭西市高等教育自学考试网", body, lang="zh-CN"),
            f"zk-{zkz}-{kaoci}",
            encoding="gbk",
        )

    a = (
        "013119100231",
        "张*",
        "汉语言文学（本科）",
        "2024年04月",
        [
            ("00037", "美学", "72"),
            ("00536", "古代汉语", "65"),
            ("00812", "中国现代文学作品选", "58"),
        ],
    )
    b = (
        "013119100232",
        "李*",
        "汉语言文学（本科）",
        "2024年04月",
        [
            ("00037", "美学", "72"),
            ("00536", "古代汉语", "61"),
            ("00812", "中国现代文学作品选", "58"),
        ],
    )
    c = (
        "013119100231",
        "张*",
        "汉语言文学（本科）",
        "2023年10月",
        [("00321", "中国文化概论", "80"), ("00538", "中国古代文学史（一）", "59")],
    )
    d = (
        "023219200418",
        "王*",
        "会计学（专升本）",
        "2024年04月",
        [
            ("00067", "财务管理学", "66"),
            ("00149", "国际贸易理论与实务", "70"),
            ("00157", "管理会计（一）", "54"),
        ],
    )
    e = ("023219200419", "陈*", "会计学（专升本）", "2024年04月", [("00067", "财务管理学", "60")])
    return [
        page(*a),
        page(*a, url=f"{host}/cjcx/print.asp?zkz=013119100231&kc=202404", printv=True),
        page(*a, url=f"{host}/cjcx/result.asp?zkz=013119100231&kc=202404&r=0.41822937", hits=3),
        page(*b),
        page(*c),
        page(*c, url=f"{host}/cjcx/result.asp?zkz=013119100231&kc=202310&from=index", hits=2),
        page(*d),
        page(*e),
    ]


@scen(
    "zh_zulin_beian",
    "住房租赁合同网签备案查询：同一套房前后两任租客只差备案号、租期与租金，同一单元 501 与 502 只差房号与面积，手机、来源参数与浏览次数副本",
)
def zh_zulin_beian():
    host = "https://www.hxfgj.gov.cn"
    tishi = (
        '<div class="ba-ts"><h3>查询说明</h3><p>根据《商品房屋租赁管理办法》，出租人与承租人应当自房屋租赁合同订立后三十日内，到房屋'
        "所在地住房和城乡建设主管部门办理房屋租赁登记备案。通过住房租赁服务平台网签的合同，系统自动完成备案。备案信息可作为承租人"
        "办理居住证、申请公积金提取、子女入学等事项的依据。</p><p>为保护当事人隐私，出租人、承租人姓名及证件号码已作脱敏处理。如备案"
        "信息与实际不符，请携带合同原件到所在区住房租赁服务中心申请更正。</p></div>"
    )

    def page(bah, zuoluo, mianji, yongtu, zuqi, zujin, czr, czr2, state, *, url=None, hits=12):
        rec = (
            '<div class="ba"><h1>房屋租赁合同备案信息</h1>'
            + table_kv(
                [
                    ("备案编号", bah),
                    ("房屋坐落", zuoluo),
                    ("建筑面积", mianji),
                    ("房屋用途", yongtu),
                    ("租赁期限", zuqi),
                    ("月租金", zujin),
                    ("出租人", czr),
                    ("承租人", czr2),
                    ("备案状态", state),
                ],
                "ba-tab",
            )
            + f'<p class="ba-hits">浏览次数：{hits}</p></div>'
        )
        body = (
            '<div class="fg-top"><a href="/">杭西市住房和城乡建设局</a></div>'
            + nav(
                [
                    ("/", "首页"),
                    ("/zwgk/", "政务公开"),
                    ("/zlfw/", "住房租赁"),
                    ("/cx/", "信息查询"),
                    ("/hd/", "互动交流"),
                ],
                "fg-nav",
            )
            + f'<div class="fg-pos">当前位置：首页 &gt; 信息查询 &gt; 租赁备案查询</div><div class="fg-main">{rec}{tishi}</div>'
            + '<div class="fg-foot">主办：杭西市住房和城乡建设局　网站标识码3301000012　浙公网安备33010602001234号</div>'
        )
        return P(
            url or f"{host}/cx/zlba/{bah}.html",
            doc(f"租赁备案查询 {bah}-杭西市住房和城乡建设局", body, lang="zh-CN"),
            f"zl-{bah}",
        )

    zl501 = "杭西市东湖区翠湖花园3幢1单元501室"
    a = (
        "ZL330102202403000128",
        zl501,
        "89.36平方米",
        "住宅",
        "2024年03月01日至2025年02月28日",
        "3200元",
        "王**",
        "赵**",
        "已备案",
    )
    b = (
        "ZL330102202302000571",
        zl501,
        "89.36平方米",
        "住宅",
        "2023年02月15日至2024年02月14日",
        "3000元",
        "王**",
        "孙**",
        "已注销",
    )
    c = (
        "ZL330102202403000133",
        "杭西市东湖区翠湖花园3幢1单元502室",
        "92.10平方米",
        "住宅",
        "2024年03月01日至2025年02月28日",
        "3200元",
        "刘**",
        "周**",
        "已备案",
    )
    d = (
        "ZL330106202403000044",
        "杭西市西溪区学院路66号2幢801室",
        "56.02平方米",
        "住宅",
        "2024年03月10日至2024年09月09日",
        "2600元",
        "杭西安居住房租赁有限公司",
        "吴**",
        "已备案",
    )
    e = (
        "ZL330106202403000045",
        "杭西市西溪区学院路66号2幢802室",
        "56.02平方米",
        "住宅",
        "2024年03月10日至2025年03月09日",
        "2500元",
        "杭西安居住房租赁有限公司",
        "郑**",
        "已备案",
    )
    return [
        page(*a),
        page(*a, url=f"{_m(host)}/cx/zlba/ZL330102202403000128.html", hits=15),
        page(
            *a,
            url=f"{host}/cx/zlba/ZL330102202403000128.html?from=search&keyword=%E7%BF%A0%E6%B9%96",
            hits=19,
        ),
        page(*b, hits=4),
        page(*c, hits=8),
        page(*d, hits=3),
        page(*e, hits=2),
        page(*e, url=f"{host}/cx/zlba/ZL330106202403000045.html?utm_source=wechat", hits=6),
    ]


@scen(
    "zh_caigou_yixiang_gbk",
    "政府采购意向公开（GBK）：同一单位两个季度的意向表只差一行，同一教育局下两所学校的表只差单位名与一笔预算，打印与点击数副本",
)
def zh_caigou_yixiang_gbk():
    host = "http://www.hxczj.gov.cn"
    shuoming = (
        '<table width="100%" class="sm"><tr><td><p>为便于供应商及时了解政府采购信息，根据《财政部关于开展政府采购意向公开工作的通知》'
        "等有关规定，现将本单位采购意向公开如下。本次公开的采购意向是本单位政府采购工作的初步安排，具体采购项目情况以相关采购公告和"
        "采购文件为准。</p><p>采购意向公开时间原则上不得晚于采购活动开始前三十日。供应商如对采购意向有疑问，可与采购单位联系。</p></td></tr></table>"
    )

    def page(gid, danwei, jidu, rows, *, url=None, hits=57, printv=False):
        tb = (
            '<table width="100%" border="1" cellspacing="0" cellpadding="3" class="yx">'
            "<tr><th>序号</th><th>采购项目名称</th><th>采购需求概况</th><th>预算金额（万元）</th><th>预计采购时间</th></tr>"
            + "".join(
                f"<tr><td>{i}</td><td>{m}</td><td>{g}</td><td>{y}</td><td>{t}</td></tr>"
                for i, (m, g, y, t) in enumerate(rows, 1)
            )
            + "</table>"
        )
        head = f"{danwei}2024年{jidu}政府采购意向"
        rec = f'<p align="center"><b>{head}</b></p>' + tb + f'<p align="right">{danwei}</p>'
        if printv:
            body = rec
        else:
            body = (
                '<table width="100%" class="top"><tr><td>杭西市政府采购网</td></tr><tr><td>首页 | 采购意向 | 采购公告 | 结果公告 | 政策法规</td></tr></table>'
                + f'<table width="100%"><tr><td>发布时间：2024-03-04　点击：{hits}</td></tr></table>'
                + rec
                + shuoming
                + '<table width="100%" class="foot"><tr><td>杭西市财政局　主办</td></tr></table>'
            )
        return P(
            url or f"{host}/cgyx/show.asp?id={gid}",
            doc(f"{head}-杭西市政府采购网", body, lang="zh-CN"),
            f"cg-{gid}",
            encoding="gbk",
        )

    r1 = [
        ("教室多媒体设备更新", "更新教室交互式触摸一体机40台", "48.00", "2024年4月"),
        ("学生课桌椅采购", "可升降课桌椅600套", "36.00", "2024年5月"),
        ("校园安防监控改造", "更换高清摄像机120路及存储设备", "52.50", "2024年6月"),
    ]
    r2 = [r1[0], r1[1], ("食堂厨具更新", "更换蒸饭柜、消毒柜等厨房设备", "18.60", "2024年8月")]
    r3 = [r1[0], ("学生课桌椅采购", "可升降课桌椅600套", "38.40", "2024年5月"), r1[2]]
    a = ("3101", "杭西市第一中学", "第二季度", r1)
    b = ("3188", "杭西市第一中学", "第三季度", r2)
    c = ("3102", "杭西市第二中学", "第二季度", r3)
    d = (
        "3120",
        "杭西市东湖区人民医院",
        "第二季度",
        [
            ("彩色多普勒超声诊断仪", "高端彩超1台", "260.00", "2024年5月"),
            ("医用耗材配送服务", "年度医用耗材集中配送", "380.00", "2024年6月"),
        ],
    )
    e = (
        "3133",
        "杭西市交通运输局",
        "第二季度",
        [("公路养护巡查服务", "全市国省道日常巡查一年", "95.00", "2024年4月")],
    )
    return [
        page(*a),
        page(*a, url=f"{host}/cgyx/print.asp?id=3101", printv=True),
        page(*a, url=f"{host}/cgyx/show.asp?id=3101&page=1", hits=63),
        page(*b, hits=21),
        page(*c, hits=44),
        page(*c, url=f"{host}/cgyx/show.asp?id=3102&t=1709521200", hits=45),
        page(*d, hits=130),
        page(*e, hits=38),
    ]


@scen(
    "zh_huazhuangpin_beian",
    "国产普通化妆品备案信息：同一口红系列两个色号成分表只差一种着色剂，同一备案人两款面霜，手机、搜索来源与 Cookie 提示副本",
)
def zh_huazhuangpin_beian():
    host = "https://www.hxyjj.gov.cn"
    shuoming = (
        '<div class="hz-sm"><h3>说明</h3><p>国产普通化妆品实行备案管理，备案人在上市或者进口前通过化妆品备案信息服务平台提交备案资料，'
        "即完成备案。本页面公开的备案信息由备案人提交，备案人对所提交资料的真实性、科学性负责。药品监督管理部门将在备案后对备案资料"
        "进行检查，发现不符合规定的，依法处理。</p><p>产品成分按照配方中含量由高到低排列，含量不超过百分之零点一的成分可不按顺序排列。"
        "本页面信息仅供公众查询参考，不作为产品质量的证明。</p></div>"
    )

    def page(
        bah,
        name,
        ren,
        chang,
        date,
        cf,
        *,
        url=None,
        banner=False,
        hot=("备案信息查询", "化妆品安全科普", "化妆品不良反应监测", "注销备案公告"),
    ):
        rec = (
            '<div class="hz"><h1>'
            + name
            + "</h1>"
            + _divs(
                [
                    ("备案编号", bah),
                    ("产品名称", name),
                    ("备案人", ren),
                    ("生产企业", chang),
                    ("备案日期", date),
                ],
                "hz-info",
            )
            + '<h2>产品成分</h2><p class="cf">'
            + "、".join(cf)
            + "</p></div>"
        )
        side = '<div class="hz-hot"><h3>便民服务</h3>' + _ul(list(hot), "hot") + "</div>"
        body = (
            '<div class="yj-top"><a href="/">杭西市市场监督管理局（药品监督管理局）</a></div>'
            + nav(
                [
                    ("/", "首页"),
                    ("/zwgk/", "政务公开"),
                    ("/hzp/", "化妆品监管"),
                    ("/cx/", "数据查询"),
                ],
                "yj-nav",
            )
            + f'<div class="yj-main">{rec}{side}</div>{shuoming}<div class="yj-foot">杭西市市场监督管理局　版权所有</div>'
        )
        if banner:
            body = COOKIE_ZH + body
        return P(
            url or f"{host}/cx/hzp/{bah[-10:]}.html",
            doc(f"{name}-国产普通化妆品备案信息", body, lang="zh-CN"),
            f"hz-{bah}",
        )

    base = [
        "氢化聚异丁烯",
        "辛基十二醇",
        "聚乙烯",
        "季戊四醇四异硬脂酸酯",
        "小烛树蜡",
        "二氧化硅",
        "云母",
        "生育酚乙酸酯",
        "苯氧乙醇",
    ]
    a = (
        "浙G妆网备字2024003101",
        "杭西彩妆丝绒哑光口红 #01 正红",
        "杭西美妆科技有限公司",
        "杭西美妆科技有限公司",
        "2024-01-15",
        base + ["CI 15850", "CI 77891"],
    )
    b = (
        "浙G妆网备字2024003102",
        "杭西彩妆丝绒哑光口红 #02 豆沙",
        "杭西美妆科技有限公司",
        "杭西美妆科技有限公司",
        "2024-01-15",
        base + ["CI 77491", "CI 77891"],
    )
    c = (
        "浙G妆网备字2024003103",
        "杭西彩妆丝绒哑光口红 #03 枫叶",
        "杭西美妆科技有限公司",
        "杭西美妆科技有限公司",
        "2024-01-15",
        base + ["CI 15850", "CI 77491", "CI 77891"],
    )
    cream = [
        "水",
        "甘油",
        "丁二醇",
        "角鲨烷",
        "鲸蜡硬脂醇",
        "烟酰胺",
        "透明质酸钠",
        "神经酰胺3",
        "黄原胶",
        "苯氧乙醇",
        "乙基己基甘油",
    ]
    d = (
        "浙G妆网备字2024002210",
        "杭西水润保湿面霜",
        "杭西美妆科技有限公司",
        "杭西日化有限公司",
        "2024-01-08",
        cream,
    )
    e = (
        "浙G妆网备字2024002211",
        "杭西水润保湿面霜（清爽型）",
        "杭西美妆科技有限公司",
        "杭西日化有限公司",
        "2024-01-08",
        [x for x in cream if x != "鲸蜡硬脂醇"],
    )
    return [
        page(*a),
        page(*a, url=f"{_m(host)}/cx/hzp/2024003101.html"),
        page(
            *a, url=f"{host}/cx/hzp/2024003101.html?from=search&kw=%E5%8F%A3%E7%BA%A2", banner=True
        ),
        page(*b),
        page(*c),
        page(*d),
        page(
            *d,
            url=f"{host}/cx/hzp/2024002210.html?spm=list.3",
            hot=("注销备案公告", "备案信息查询", "化妆品不良反应监测", "化妆品安全科普"),
        ),
        page(*e),
    ]


@scen(
    "zh_3c_zhengshu",
    "强制性产品认证（3C）证书查询：同一工厂两张电热水壶证书只差证书号与一个型号，一张暂停的证书，时间戳参数、打印与手机副本",
)
def zh_3c_zhengshu():
    host = "https://www.hxrzcx.org.cn"
    shuoming = (
        '<div class="rz-sm"><p>说明：本查询系统数据来源于各指定认证机构上报的强制性产品认证证书信息，每日更新。证书状态分为有效、暂停、'
        "撤销和注销。处于暂停状态的证书，在暂停期间不得出厂、销售、进口或者在其他经营活动中使用；证书被撤销或注销的，相关产品不得继续"
        "使用强制性产品认证标志。</p><p>如发现查询结果与证书原件不一致，请与发证认证机构联系核实。本系统查询结果不作为产品质量合格的"
        "证明。</p></div>"
    )

    def page(
        zsh,
        product,
        models,
        applicant,
        factory,
        std,
        issued,
        valid,
        state,
        *,
        url=None,
        printv=False,
        qtime="2024-03-12 09:41:22",
    ):
        rec = (
            '<div class="rz"><h1>证书信息</h1>'
            + table_kv(
                [
                    ("证书编号", zsh),
                    ("证书状态", state),
                    ("产品名称", product),
                    ("型号规格", models),
                    ("申请人", applicant),
                    ("生产厂", factory),
                    ("依据标准", std),
                    ("发证日期", issued),
                    ("有效期至", valid),
                ],
                "rz-tab",
            )
            + "</div>"
        )
        if printv:
            body = rec + f'<p class="qt">查询时间：{qtime}</p>'
        else:
            body = (
                '<div class="rz-top">认证认可信息查询服务平台</div>'
                + nav(
                    [
                        ("/", "首页"),
                        ("/zs/", "证书查询"),
                        ("/jg/", "机构查询"),
                        ("/gg/", "公告通知"),
                    ],
                    "rz-nav",
                )
                + f'<div class="rz-main">{rec}<p class="qt">查询时间：{qtime}</p></div>{shuoming}<div class="rz-foot">认证认可信息查询服务平台　京ICP备09012345号</div>'
            )
        return P(
            url or f"{host}/zs/{zsh}.html",
            doc(f"证书{zsh}-认证认可信息查询服务平台", body, lang="zh-CN"),
            f"rz-{zsh}",
        )

    fac = "杭西电器制造有限公司（杭西市东湖区工业路8号）"
    std = "GB 4706.1-2005；GB 4706.19-2008；GB 4343.1-2018；GB 17625.1-2012"
    a = (
        "2023010718001234",
        "电热水壶",
        "HX-1701，HX-1702，HX-1705",
        "杭西电器制造有限公司",
        fac,
        std,
        "2023-05-10",
        "2028-05-09",
        "有效",
    )
    b = (
        "2023010718001235",
        "电热水壶",
        "HX-1701，HX-1702，HX-1708",
        "杭西电器制造有限公司",
        fac,
        std,
        "2023-05-10",
        "2028-05-09",
        "有效",
    )
    c = (
        "2021010718000577",
        "电热水壶",
        "HX-1501，HX-1502",
        "杭西电器制造有限公司",
        fac,
        std,
        "2021-03-02",
        "2026-03-01",
        "暂停",
    )
    d = (
        "2023010706003310",
        "电吹风",
        "HX-D20，HX-D21",
        "杭西电器制造有限公司",
        fac,
        "GB 4706.1-2005；GB 4706.15-2008；GB 4343.1-2018",
        "2023-08-21",
        "2028-08-20",
        "有效",
    )
    e = (
        "2022011001009980",
        "电动自行车用锂离子蓄电池",
        "48V12Ah，48V20Ah",
        "杭西新能源科技有限公司",
        "杭西新能源科技有限公司（杭西市西溪区科技园路36号）",
        "GB 43854-2024",
        "2022-11-30",
        "2027-11-29",
        "有效",
    )
    return [
        page(*a),
        page(*a, url=f"{host}/zs/2023010718001234.html?t=1710207682", qtime="2024-03-12 10:08:02"),
        page(*a, url=f"{host}/zs/print/2023010718001234.html", printv=True),
        page(*b),
        page(*c),
        page(*c, url=f"{_m(host)}/zs/2021010718000577.html", qtime="2024-03-13 15:20:47"),
        page(*d),
        page(*e),
    ]


@scen(
    "zh_tezhong_zuoye_gbk",
    "特种设备作业人员证查询（GBK）：同一人叉车与电梯两个作业项目两页，两人同一项目只差姓名、证号与日期，打印与点击数副本",
)
def zh_tezhong_zuoye_gbk():
    host = "http://www.hxtzsb.gov.cn"
    shuoming = (
        '<table width="100%" class="sm"><tr><td><p>说明：特种设备作业人员应当按照国家有关规定取得相应资格，方可从事相关工作。《特种设备作业'
        "人员证》有效期为四年，持证人员应当在有效期届满前一个月向发证机关提出复审申请，逾期未申请复审或复审不合格的，证书失效。用人单位"
        "应当核查作业人员证书的真实性和有效性，不得安排无证人员上岗作业。</p><p>查询结果中身份证号码已作部分隐藏处理。如对查询结果有"
        "疑问，请与发证机关联系。</p></td></tr></table>"
    )

    def page(
        zh,
        name,
        sfz,
        xiangmu,
        daima,
        jiguan,
        first,
        until,
        fushen,
        *,
        url=None,
        hits=8,
        printv=False,
    ):
        rec = (
            '<table width="100%" border="1" cellspacing="0" cellpadding="4" class="zs">'
            f"<tr><td>姓名</td><td>{name}</td><td>证件号码</td><td>{sfz}</td></tr>"
            f"<tr><td>证书编号</td><td>{zh}</td><td>作业项目</td><td>{xiangmu}</td></tr>"
            f"<tr><td>项目代号</td><td>{daima}</td><td>发证机关</td><td>{jiguan}</td></tr>"
            f"<tr><td>首次领证日期</td><td>{first}</td><td>有效期至</td><td>{until}</td></tr>"
            f'<tr><td>复审记录</td><td colspan="3">{fushen}</td></tr></table>'
        )
        if printv:
            body = '<p align="center"><b>特种设备作业人员证查询结果</b></p>' + rec
        else:
            body = (
                '<table width="100%" class="top"><tr><td>杭西市特种设备安全监察信息网</td></tr><tr><td>首页 | 法规标准 | 行政许可 | 证书查询 | 事故通报</td></tr></table>'
                + f'<table width="100%"><tr><td><b>作业人员证书查询</b>　点击：{hits}</td></tr></table>'
                + rec
                + shuoming
                + '<table width="100%" class="foot"><tr><td>杭西市市场监督管理局特种设备安全监察处</td></tr></table>'
            )
        return P(
            url or f"{host}/zscx/show.asp?zh={zh}",
            doc(f"{name} {xiangmu} 证书查询-杭西市特种设备安全监察信息网", body, lang="zh-CN"),
            f"tz-{zh}",
            encoding="gbk",
        )

    jg = "杭西市市场监督管理局"
    a = (
        "TS3301002019004521",
        "陈建华",
        "330102********1234",
        "叉车司机",
        "N1",
        jg,
        "2019年6月18日",
        "2027年6月17日",
        "2023年5月复审合格",
    )
    b = (
        "TS3301002021010088",
        "陈建华",
        "330102********1234",
        "电梯修理",
        "T",
        jg,
        "2021年11月2日",
        "2025年11月1日",
        "无",
    )
    c = (
        "TS3301002019004522",
        "陈建军",
        "330103********5678",
        "叉车司机",
        "N1",
        jg,
        "2019年6月18日",
        "2027年6月17日",
        "2023年5月复审合格",
    )
    d = (
        "TS3301002022007310",
        "杨丽",
        "330106********2468",
        "工业锅炉司炉",
        "G1",
        jg,
        "2022年3月9日",
        "2026年3月8日",
        "无",
    )
    e = (
        "TS3301002020003155",
        "吴志强",
        "330104********1357",
        "起重机指挥",
        "Q1",
        jg,
        "2020年8月25日",
        "2024年8月24日",
        "无（请于有效期届满前申请复审）",
    )
    return [
        page(*a),
        page(*a, url=f"{host}/zscx/print.asp?zh=TS3301002019004521", printv=True),
        page(*a, url=f"{host}/zscx/show.asp?zh=TS3301002019004521&r=8812", hits=11),
        page(*b, hits=4),
        page(*c, hits=6),
        page(*d, hits=3),
        page(*e, hits=9),
        page(*e, url=f"{host}/zscx/show.asp?zh=TS3301002020003155&from=list", hits=10),
    ]


@scen(
    "zh_kaoyan_tiaoji",
    "研究生招生调剂信息：同一专业全日制与非全日制只差学习方式、人数与学费，同一专业两个学院只差学院与联系人，微信来源、手机与浏览次数副本",
)
def zh_kaoyan_tiaoji():
    host = "https://yz.hxdx.edu.cn"
    xuzhi = (
        '<div class="tj-xz"><h3>调剂须知</h3><p>调剂考生须符合调入专业的报考条件，初试成绩须符合第一志愿报考专业在调入地区的全国初试'
        "成绩基本要求；初试科目与调入专业初试科目相同或相近，其中统考科目原则上应当相同。所有调剂均须通过全国硕士生招生调剂服务系统"
        "进行，我校不接受其他方式的调剂申请。</p><p>我校将根据考生初试成绩择优遴选参加复试的考生，复试通知通过调剂系统发送，请考生"
        "及时查看并在规定时间内确认。调剂系统开放期间，我校将根据生源情况分批发布复试名单，不再另行通知。</p></div>"
    )

    def page(
        tid,
        xueyuan,
        zhuanye,
        fangshi,
        renshu,
        xuefei,
        yaoqiu,
        lianxi,
        *,
        url=None,
        hits=2316,
        fabu="2024-03-28 10:00",
    ):
        rec = (
            f'<div class="tj"><h1>{xueyuan}{zhuanye}（{fangshi}）调剂信息</h1>'
            + ul_kv(
                [
                    ("招生学院", xueyuan),
                    ("专业代码及名称", zhuanye),
                    ("学习方式", fangshi),
                    ("调剂计划人数", renshu),
                    ("学费标准", xuefei),
                    ("调剂要求", yaoqiu),
                    ("联系人及电话", lianxi),
                ],
                "tj-info",
            )
            + f'<p class="tj-meta">发布时间：{fabu}　浏览次数：{hits}</p></div>'
        )
        body = (
            '<div class="yz-top"><a href="/">杭西大学研究生招生信息网</a></div>'
            + nav(
                [
                    ("/", "首页"),
                    ("/sszs/", "硕士招生"),
                    ("/bszs/", "博士招生"),
                    ("/tj/", "调剂信息"),
                    ("/lx/", "联系我们"),
                ],
                "yz-nav",
            )
            + f'<div class="yz-pos">首页 &gt; 调剂信息</div><div class="yz-main">{rec}{xuzhi}</div><div class="yz-foot">杭西大学研究生院招生办公室　电话：0571-86001234</div>'
        )
        return P(
            url or f"{host}/tj/{tid}.html",
            doc(f"{xueyuan}{zhuanye}调剂信息-杭西大学研究生招生信息网", body, lang="zh-CN"),
            f"tj-{tid}",
        )

    req = "第一志愿报考085400电子信息或0812计算机科学与技术，初试总分不低于300分，数学一或数学二"
    a = (
        "2024-0311",
        "信息工程学院",
        "085400 电子信息",
        "全日制",
        "12人",
        "每生每年10000元",
        req,
        "王老师 0571-86001311",
    )
    b = (
        "2024-0312",
        "信息工程学院",
        "085400 电子信息",
        "非全日制",
        "8人",
        "每生每年16000元",
        req,
        "王老师 0571-86001311",
    )
    c = (
        "2024-0325",
        "计算机学院",
        "085400 电子信息",
        "全日制",
        "6人",
        "每生每年10000元",
        req,
        "李老师 0571-86001325",
    )
    d = (
        "2024-0340",
        "环境学院",
        "085700 资源与环境",
        "全日制",
        "15人",
        "每生每年10000元",
        "第一志愿报考0857资源与环境或0830环境科学与工程，初试总分不低于280分",
        "赵老师 0571-86001340",
    )
    e = (
        "2024-0351",
        "外国语学院",
        "055101 英语笔译",
        "全日制",
        "3人",
        "每生每年12000元",
        "第一志愿报考0551翻译，初试总分不低于360分，二外不限",
        "周老师 0571-86001351",
    )
    return [
        page(*a),
        page(*a, url=f"{host}/tj/2024-0311.html?from=groupmessage&isappinstalled=0", hits=2390),
        page(*a, url="https://m.yz.hxdx.edu.cn/tj/2024-0311.html", hits=2411),
        page(*b, hits=1022),
        page(*c, hits=1873),
        page(*c, url=f"{host}/tj/2024-0325.html?utm_source=kaoyan-forum", hits=1880),
        page(*d, hits=640),
        page(*e, hits=2901),
    ]


@scen(
    "zh_shufa_zidian",
    "书法字典单字页：王羲之“永”字出自兰亭序与集字圣教序两页只差出处与图片，颜真卿楷书另一页，同字其他书家框重排，page 参数与手机副本",
)
def zh_shufa_zidian():
    host = "https://www.hxshufa.com"
    shuoming = (
        '<div class="sf-sm"><h3>使用说明</h3><p>本字典收录历代碑帖中的单字图片，按书体、书家和出处分别整理。同一书家同一字在不同碑帖中'
        "写法各有差异，因此分页收录，便于临摹者比较。图片由网友上传的碑帖扫描件切分而来，清晰度不一，仅供学习书法参考。</p><p>部分碑帖"
        "为后人集字或翻刻，与原迹可能存在出入。如发现字形、出处标注有误，欢迎在页面下方留言指正，我们核实后及时修改。</p></div>"
    )

    def page(cid, zi, shuti, shujia, chaodai, chuchu, *, url=None, others=None):
        others = others or ["王羲之 行书", "颜真卿 楷书", "柳公权 楷书", "赵孟頫 行书", "米芾 行书"]
        rec = (
            f'<div class="sf"><h1>{zi}　{shuti}　{shujia}</h1>'
            + _fig(
                f"/img/zi/{cid}.png",
                f"{shujia}{shuti}{zi}字",
                f"{shujia}《{chuchu}》中的“{zi}”字",
                "zi-img",
            )
            + dl_kv(
                [
                    ("字", zi),
                    ("书体", shuti),
                    ("书家", f"{shujia}（{chaodai}）"),
                    ("出处", f"《{chuchu}》"),
                ],
                "sf-info",
            )
            + "</div>"
        )
        side = f'<div class="sf-other"><h3>“{zi}”字其他写法</h3>' + _ul(others, "ot") + "</div>"
        body = (
            '<div class="sf-top"><a href="/">杭西书法字典</a><form action="/s/"><input name="q" placeholder="输入要查的字"></form></div>'
            + nav(
                [
                    ("/kaishu/", "楷书"),
                    ("/xingshu/", "行书"),
                    ("/caoshu/", "草书"),
                    ("/lishu/", "隶书"),
                    ("/zhuanshu/", "篆书"),
                ],
                "sf-nav",
            )
            + f'<div class="sf-main">{rec}{side}</div>{shuoming}<div class="sf-foot">杭西书法字典　书法爱好者的学习园地</div>'
        )
        return P(
            url or f"{host}/zi/{cid}.html",
            doc(f"{zi}字{shuti}写法_{shujia}{zi}字_杭西书法字典", body, lang="zh-CN"),
            f"sf-{cid}",
        )

    a = ("6c38-wxz-lt", "永", "行书", "王羲之", "东晋", "兰亭序")
    b = ("6c38-wxz-sj", "永", "行书", "王羲之", "东晋", "集王圣教序")
    c = ("6c38-yzq-dbt", "永", "楷书", "颜真卿", "唐", "多宝塔碑")
    d = ("6c38-lgq-xmt", "永", "楷书", "柳公权", "唐", "玄秘塔碑")
    e = ("548c-wxz-lt", "和", "行书", "王羲之", "东晋", "兰亭序")
    return [
        page(*a),
        page(*a, url=f"{host}/zi/6c38-wxz-lt.html?page=1"),
        page(
            *a,
            url=f"{_m(host)}/zi/6c38-wxz-lt.html",
            others=["颜真卿 楷书", "柳公权 楷书", "王羲之 行书", "米芾 行书", "赵孟頫 行书"],
        ),
        page(*b),
        page(*c),
        page(*d),
        page(
            *d,
            url=f"{host}/zi/6c38-lgq-xmt.html?from=kaishu",
            others=["柳公权 楷书", "颜真卿 楷书", "欧阳询 楷书"],
        ),
        page(*e, others=["王羲之 行书", "赵孟頫 行书", "苏轼 行书"]),
    ]


@scen(
    "zh_weiqi_sihuo",
    "围棋死活题库：两道题只差一颗白子与题目要求，黑先活与黑先劫，坐标列表正文，做题人数与正确率变化，utm 与手机副本",
)
def zh_weiqi_sihuo():
    host = "https://www.hxweiqi.com"
    shuoming = (
        '<div class="wq-sm"><h3>做题说明</h3><p>点击棋盘上的交叉点落子，系统会自动应对。走出正解后显示“正确”，走错可以点击“重做”再试。'
        "题目中的坐标按横线字母（A到T，不含I）和竖线数字（1到19）表示，左下角为A1。每道题只有一个正解，变化图中的其他着法均为失败"
        "或劫争。</p><p>题目难度按照本站会员的做题正确率评定，会随着做题人数的增加而调整。建议初学者从入门级开始，每天坚持做题，"
        "可以有效提高计算能力。</p></div>"
    )

    def page(tid, level, task, black, white, *, url=None, stats=("12,406", "63%")):
        rec = (
            f'<div class="wq"><h1>死活题第{tid}题　{task}</h1><p class="lv">难度：{level}</p>'
            + table_kv(
                [("黑子", "，".join(black)), ("白子", "，".join(white)), ("要求", task)], "wq-pos"
            )
            + '<div class="board" data-size="19"></div><button class="redo">重做</button> <button class="answer">看答案</button></div>'
        )
        st = f'<div class="wq-st">做题人数：{stats[0]}　正确率：{stats[1]}</div>'
        body = (
            '<div class="wq-top"><a href="/">杭西围棋网</a> '
            + nav(
                [
                    ("/tiku/", "题库"),
                    ("/dingshi/", "定式"),
                    ("/qipu/", "棋谱"),
                    ("/duiyi/", "在线对弈"),
                ],
                "wq-nav",
            )
            + "</div>"
            + f'<div class="wq-main">{rec}{st}</div>{shuoming}<div class="wq-foot">杭西围棋网　以棋会友</div>'
        )
        return P(
            url or f"{host}/tiku/{tid}.html",
            doc(f"死活题第{tid}题 {task} {level}-杭西围棋网", body, lang="zh-CN"),
            f"wq-{tid}",
        )

    bl = ["A3", "B3", "C3", "D2", "D1"]
    wh = ["A4", "B4", "C4", "D4", "D3", "E2", "E1"]
    a = ("1021", "入门 10级", "黑先活", bl, wh)
    b = ("1022", "入门 9级", "黑先劫", bl, wh + ["B2"])
    c = ("1023", "入门 9级", "白先杀", bl, wh)
    d = (
        "1107",
        "初级 5级",
        "黑先活",
        ["A4", "B4", "C4", "D3", "E2", "E1"],
        ["A5", "B5", "C5", "D5", "D4", "E3", "F2", "F1"],
    )
    e = (
        "2015",
        "中级 1段",
        "白先杀",
        ["B2", "C2", "C3", "D3", "E3", "F2", "F1"],
        ["A3", "B3", "B4", "C4", "D4", "E4", "F4", "F3", "G3", "G2", "G1"],
    )
    return [
        page(*a),
        page(
            *a,
            url=f"{host}/tiku/1021.html?utm_source=wechat&utm_medium=share",
            stats=("12,455", "63%"),
        ),
        page(*a, url=f"{_m(host)}/tiku/1021.html", stats=("12,470", "64%")),
        page(*b, stats=("8,311", "41%")),
        page(*c, stats=("7,954", "58%")),
        page(*d, stats=("3,020", "47%")),
        page(*e, stats=("1,208", "29%")),
        page(*e, url=f"{host}/tiku/2015.html?from=rank", stats=("1,210", "29%")),
    ]


@scen(
    "zh_piaofang_ribang",
    "电影票房日榜：相邻两日片单与排名相同只差数字，同日大盘与分城市榜，实时票房框与更新时间变化，来源参数与手机副本",
)
def zh_piaofang_ribang():
    host = "https://www.hxpiaofang.com"
    shuoming = (
        '<div class="pf-sm"><p>数据说明：票房数据来自合作影院售票系统及公开信息，单位为万元，含服务费。排片占比为当日该片场次占全部场次的'
        "比例，上座率为观影人次占座位总数的比例。当日票房于次日上午更新为最终数据，此前显示的为实时预估数据，与最终数据可能存在差异。"
        "</p><p>本站数据仅供行业研究和观众参考，不作为任何结算依据。转载请注明出处。</p></div>"
    )

    def page(
        pid, date, scope, rows, *, url=None, live="实时大盘：4,218.6万", upd="2024-03-13 09:30"
    ):
        tb = _table(
            ["排名", "影片", "当日票房（万）", "累计票房", "排片占比", "上座率"],
            [(i, *r) for i, r in enumerate(rows, 1)],
            "pf-tab",
        )
        rec = f'<h1>{date} {scope}电影票房日榜</h1>{tb}<p class="upd">更新时间：{upd}</p>'
        body = (
            '<div class="pf-top"><a href="/">杭西票房网</a> '
            + nav(
                [
                    ("/", "实时票房"),
                    ("/day/", "日榜"),
                    ("/week/", "周榜"),
                    ("/year/", "年度榜"),
                    ("/film/", "影片库"),
                ],
                "pf-nav",
            )
            + "</div>"
            + f'<div class="pf-live">{live}</div><div class="pf-main">{rec}</div>{shuoming}<div class="pf-foot">杭西票房网</div>'
        )
        return P(
            url or f"{host}/day/{pid}.html",
            doc(f"{date}{scope}电影票房日榜-杭西票房网", body, lang="zh-CN"),
            f"pf-{pid}",
        )

    d12 = [
        ("江湖夜雨", "3,812.4", "6.21亿", "38.2%", "12.1%"),
        ("熊兔探险记", "1,506.0", "2.88亿", "21.5%", "8.3%"),
        ("第九站台", "902.7", "1.35亿", "14.8%", "6.0%"),
        ("雪线", "411.2", "9,830万", "9.6%", "4.1%"),
        ("小城故事多", "208.9", "3,102万", "6.2%", "3.4%"),
    ]
    d13 = [
        ("江湖夜雨", "3,655.1", "6.58亿", "37.9%", "11.6%"),
        ("熊兔探险记", "1,490.3", "3.03亿", "21.8%", "8.1%"),
        ("第九站台", "870.0", "1.44亿", "14.6%", "5.8%"),
        ("雪线", "398.6", "1.02亿", "9.5%", "4.0%"),
        ("小城故事多", "201.4", "3,303万", "6.3%", "3.3%"),
    ]
    hx = [
        ("江湖夜雨", "96.2", "1,530万", "37.1%", "13.0%"),
        ("熊兔探险记", "40.8", "742万", "22.0%", "9.2%"),
        ("第九站台", "25.1", "360万", "15.2%", "6.9%"),
        ("雪线", "11.0", "250万", "9.9%", "4.5%"),
        ("小城故事多", "5.6", "80万", "6.0%", "3.5%"),
    ]
    a = ("2024-03-12", "2024年3月12日", "全国", d12)
    b = ("2024-03-13", "2024年3月13日", "全国", d13)
    c = ("2024-03-12-hangxi", "2024年3月12日", "杭西市", hx)
    d = (
        "2024-03-09",
        "2024年3月9日",
        "全国",
        [
            ("江湖夜雨", "9,920.5", "5.12亿", "36.0%", "31.5%"),
            ("熊兔探险记", "5,233.8", "2.31亿", "22.4%", "24.0%"),
            ("雪线", "1,880.2", "8,410万", "10.8%", "12.2%"),
            ("第九站台", "1,702.6", "1.06亿", "13.9%", "11.4%"),
            ("小城故事多", "802.0", "2,500万", "6.8%", "9.9%"),
        ],
    )
    return [
        page(*a),
        page(
            *a,
            url=f"{host}/day/2024-03-12.html?from=baidu",
            live="实时大盘：2,003.1万",
            upd="2024-03-13 09:30",
        ),
        page(*a, url=f"{_m(host)}/day/2024-03-12.html", live="实时大盘：5,977.0万"),
        page(*b, upd="2024-03-14 09:30"),
        page(
            *b,
            url=f"{_m(host)}/day/2024-03-13.html",
            live="实时大盘：1,105.9万",
            upd="2024-03-14 09:30",
        ),
        page(*c),
        page(*c, url=f"{host}/day/2024-03-12-hangxi.html?city=hangxi", live="实时大盘：4,301.7万"),
        page(*d, upd="2024-03-10 09:30"),
    ]


@scen(
    "zh_huafei_shangpin",
    "化肥商城商品页：复合肥 15-15-15 与 17-17-17 只差养分与价格，同一肥料 40 公斤与 50 公斤两个商品，JSON-LD Product，spm、手机与猜你喜欢框副本",
)
def zh_huafei_shangpin():
    host = "https://www.hxnongzi.com"
    xiangqing = (
        '<div class="hf-desc"><h3>商品详情</h3><p>本品采用高塔熔体造粒工艺生产，颗粒圆润均匀，水溶性好，养分释放快，适用于水稻、小麦、玉米、'
        "蔬菜、果树等多种作物。基肥一般每亩施用40至50公斤，追肥每亩20至30公斤，具体用量请根据土壤肥力和作物需要确定，或咨询当地"
        "农技人员。</p><p>注意事项：请勿与碱性肥料混用；存放于阴凉干燥处，防潮防晒；施肥后及时覆土或浇水。农资商品一经开袋不予退换，"
        "如有质量问题请保留包装和购买凭证。</p></div>"
    )

    def page(
        gid,
        name,
        npk,
        total,
        weight,
        price,
        dengji,
        *,
        url=None,
        guess=("尿素 46%", "硫酸钾 50%", "有机肥 40kg", "磷酸二铵 18-46-0"),
    ):
        head = _ld(
            {
                "@context": "https://schema.org",
                "@type": "Product",
                "name": name,
                "sku": gid,
                "offers": {"@type": "Offer", "price": price, "priceCurrency": "CNY"},
            }
        )
        rec = (
            f'<div class="hf"><h1>{name}</h1><div class="price">￥{price}</div>'
            + table_kv(
                [
                    ("养分配比（N-P2O5-K2O）", npk),
                    ("总养分", total),
                    ("净含量", weight),
                    ("肥料登记证号", dengji),
                    ("执行标准", "GB/T 15063-2020"),
                    ("生产企业", "杭西化肥有限公司"),
                ],
                "hf-spec",
            )
            + "</div>"
        )
        side = '<div class="guess"><h3>猜你喜欢</h3>' + _ul(list(guess), "guess-list") + "</div>"
        body = (
            '<div class="nz-top"><a href="/">杭西农资商城</a> '
            + nav(
                [
                    ("/c/huafei/", "化肥"),
                    ("/c/nongyao/", "农药"),
                    ("/c/zhongzi/", "种子"),
                    ("/c/nongju/", "农具"),
                ],
                "nz-nav",
            )
            + "</div>"
            + f'<div class="nz-main">{rec}{side}</div>{xiangqing}<div class="nz-foot">杭西农资商城　农资经营许可证 浙农资(2023)0123号</div>'
        )
        return P(
            url or f"{host}/goods/{gid}.html",
            doc(f"{name}-杭西农资商城", body, lang="zh-CN", head=head),
            f"hf-{gid}",
        )

    a = (
        "F151515-40",
        "杭西牌硫酸钾型复合肥 15-15-15 40kg",
        "15-15-15",
        "&ge;45%",
        "40kg/袋",
        "168.00",
        "浙农肥（2021）准字3301号",
    )
    b = (
        "F171717-40",
        "杭西牌硫酸钾型复合肥 17-17-17 40kg",
        "17-17-17",
        "&ge;51%",
        "40kg/袋",
        "196.00",
        "浙农肥（2021）准字3302号",
    )
    c = (
        "F151515-50",
        "杭西牌硫酸钾型复合肥 15-15-15 50kg",
        "15-15-15",
        "&ge;45%",
        "50kg/袋",
        "205.00",
        "浙农肥（2021）准字3301号",
    )
    d = (
        "F281008-40",
        "杭西牌高氮复合肥 28-10-8 40kg",
        "28-10-8",
        "&ge;46%",
        "40kg/袋",
        "172.00",
        "浙农肥（2022）准字3410号",
    )
    e = (
        "F151515-40-Cl",
        "杭西牌氯基复合肥 15-15-15 40kg",
        "15-15-15",
        "&ge;45%",
        "40kg/袋",
        "142.00",
        "浙农肥（2021）准字3305号",
    )
    return [
        page(*a),
        page(*a, url=f"{host}/goods/F151515-40.html?spm=a2e0b.home.floor2.1"),
        page(
            *a,
            url=f"{_m(host)}/goods/F151515-40.html",
            guess=("磷酸二铵 18-46-0", "有机肥 40kg", "尿素 46%", "硫酸钾 50%"),
        ),
        page(*b),
        page(*c),
        page(*d),
        page(*e),
        page(*e, url=f"{host}/goods/F151515-40-Cl.html?source=search&kw=15-15-15"),
    ]


@scen(
    "zh_shitang_shipu_gbk",
    "学校食堂每周带量食谱公示（GBK）：相邻两周只差两道菜，同一学校两个校区只差校区名，老式表格，打印、点击数与 page 参数副本",
)
def zh_shitang_shipu_gbk():
    host = "http://www.hxsyxx.net"
    shuoming = (
        '<table width="100%" class="sm"><tr><td><p>本食谱由学校膳食委员会根据《学生餐营养指南》制定，荤素搭配，每周公示。食材由区教育局'
        "统一招标的配送企业供应，实行索证索票、进货查验和留样制度，每餐菜品留样四十八小时以上。因食材供应等原因需要调整菜品的，以当日"
        "实际供应为准。</p><p>欢迎家长预约参加陪餐和食堂开放日活动，对学生餐有意见建议的，可联系学校总务处，电话0571-86551234。</p></td></tr></table>"
    )
    days = ("周一", "周二", "周三", "周四", "周五")

    def page(gid, xiaoqu, zhou, riqi, menu, *, url=None, hits=231, printv=False):
        tb = (
            '<table width="100%" border="1" cellspacing="0" cellpadding="3" class="sp"><tr><th>星期</th><th>早餐</th><th>午餐</th><th>午点</th></tr>'
            + "".join(
                f"<tr><td>{d}</td><td>{z}</td><td>{w}</td><td>{dx}</td></tr>"
                for d, (z, w, dx) in zip(days, menu)
            )
            + "</table>"
        )
        head = f"杭西市实验小学{xiaoqu}第{zhou}周带量食谱"
        rec = f'<p align="center"><b>{head}</b></p><p align="center">（{riqi}）</p>' + tb
        if printv:
            body = rec
        else:
            body = (
                '<table width="100%" class="top"><tr><td>杭西市实验小学</td></tr><tr><td>首页 | 学校概况 | 校园新闻 | 德育天地 | 后勤服务 | 家校互动</td></tr></table>'
                + f'<table width="100%"><tr><td>发布者：总务处　点击：{hits}</td></tr></table>'
                + rec
                + shuoming
                + '<table width="100%" class="foot"><tr><td>杭西市实验小学　版权所有　地址：杭西市文教路1号</td></tr></table>'
            )
        return P(
            url or f"{host}/hqfw/show.asp?id={gid}",
            doc(f"{head}-杭西市实验小学", body, lang="zh-CN"),
            f"st-{gid}",
            encoding="gbk",
        )

    m3 = [
        ("牛奶、鸡蛋、全麦面包", "红烧鸡腿、西红柿炒蛋、清炒油麦菜、紫菜蛋花汤", "香蕉"),
        ("豆浆、菜包", "糖醋排骨、土豆丝、蒜蓉西兰花、冬瓜排骨汤", "酸奶"),
        ("小米粥、肉包", "清蒸鲈鱼、胡萝卜炒肉片、炒青菜、海带汤", "苹果"),
        ("牛奶、蛋糕", "咖喱牛肉、玉米粒炒虾仁、白菜豆腐、番茄蛋汤", "橙子"),
        ("豆浆、花卷、鸡蛋", "鱼香肉丝、红烧豆腐、清炒菠菜、萝卜丝汤", "小蛋糕"),
    ]
    m4 = list(m3)
    m4[1] = ("豆浆、菜包", "红烧狮子头、土豆丝、蒜蓉西兰花、冬瓜排骨汤", "酸奶")
    m4[3] = ("牛奶、蛋糕", "咖喱鸡块、玉米粒炒虾仁、白菜豆腐、番茄蛋汤", "梨")
    a = ("611", "本部", "三", "2024年3月4日至3月8日", m3)
    b = ("618", "本部", "四", "2024年3月11日至3月15日", m4)
    c = ("612", "东湖校区", "三", "2024年3月4日至3月8日", m3)
    d = ("640", "本部", "七", "2024年4月1日至4月3日", m3[:3])
    e = ("619", "东湖校区", "四", "2024年3月11日至3月15日", m4)
    return [
        page(*a),
        page(*a, url=f"{host}/hqfw/print.asp?id=611", printv=True),
        page(*a, url=f"{host}/hqfw/show.asp?id=611&page=1", hits=240),
        page(*b, hits=198),
        page(*c, hits=87),
        page(*c, url=f"{host}/hqfw/show.asp?id=612&classid=5", hits=90),
        page(*d, hits=62),
        page(*e, hits=71),
    ]


@scen(
    "zh_ruanzhu_dengji",
    "计算机软件著作权登记查询：同一软件 V1.0 与 V2.0 只差版本号、登记号与日期，同一著作权人两款系统只差名称，关键词参数与手机副本",
)
def zh_ruanzhu_dengji():
    host = "https://www.hxbanquan.cn"
    shuoming = (
        '<div class="rz-sm"><h3>查询说明</h3><p>计算机软件著作权登记是对软件著作权人依法享有权利的初步证明。登记信息来源于软件登记'
        "公告，包括登记号、软件全称、简称、版本号、著作权人、首次发表日期和登记日期等。软件著作权自软件开发完成之日起产生，是否登记"
        "不影响著作权的取得。</p><p>本平台数据每周同步一次，可能存在延迟，请以登记机构出具的登记证书为准。如需查询软件登记的详细"
        "信息或申请登记，请前往登记机构官方网站办理。</p></div>"
    )

    def page(djh, quancheng, jiancheng, ver, flh, owner, fabiao, dengji, *, url=None, banner=False):
        rec = (
            f'<div class="rz"><h1>{quancheng}</h1>'
            + dl_kv(
                [
                    ("登记号", djh),
                    ("软件全称", quancheng),
                    ("软件简称", jiancheng),
                    ("版本号", ver),
                    ("分类号", flh),
                    ("著作权人", owner),
                    ("首次发表日期", fabiao),
                    ("登记日期", dengji),
                ],
                "rz-dl",
            )
            + "</div>"
        )
        body = (
            '<div class="bq-top"><a href="/">杭西版权服务平台</a><form action="/s/"><input name="kw" placeholder="软件名称/登记号/著作权人"></form></div>'
            + nav(
                [
                    ("/", "首页"),
                    ("/rj/", "软件登记查询"),
                    ("/zp/", "作品登记查询"),
                    ("/zn/", "办事指南"),
                ],
                "bq-nav",
            )
            + f'<div class="bq-main">{rec}</div>{shuoming}<div class="bq-foot">杭西版权服务平台　浙ICP备18012345号-1</div>'
        )
        if banner:
            body = COOKIE_ZH + body
        return P(
            url or f"{host}/rj/{djh}.html",
            doc(f"{quancheng}-软件著作权登记信息-杭西版权服务平台", body, lang="zh-CN"),
            f"rz-{djh}",
        )

    own = "杭西智联科技有限公司"
    a = (
        "2023SR0512088",
        "杭西智慧停车管理系统V1.0",
        "智慧停车",
        "V1.0",
        "30200-0000",
        own,
        "2023-02-10",
        "2023-04-26",
    )
    b = (
        "2024SR0103377",
        "杭西智慧停车管理系统V2.0",
        "智慧停车",
        "V2.0",
        "30200-0000",
        own,
        "2023-12-01",
        "2024-01-18",
    )
    c = (
        "2023SR0512089",
        "杭西智慧社区管理系统V1.0",
        "智慧社区",
        "V1.0",
        "30200-0000",
        own,
        "2023-02-10",
        "2023-04-26",
    )
    d = (
        "2023SR0877120",
        "杭西智慧停车管理系统V1.0",
        "停车管理",
        "V1.0",
        "30200-0000",
        "杭西云泊信息技术有限公司",
        "2023-05-20",
        "2023-07-14",
    )
    e = (
        "2024SR0200415",
        "杭西物流车辆调度APP软件V3.2.1",
        "车辆调度APP",
        "V3.2.1",
        "30100-7300",
        "杭西快运物流有限公司",
        "2024-01-05",
        "2024-02-02",
    )
    return [
        page(*a),
        page(*a, url=f"{host}/rj/2023SR0512088.html?kw=%E6%99%BA%E6%85%A7%E5%81%9C%E8%BD%A6&p=1"),
        page(*a, url=f"{_m(host)}/rj/2023SR0512088.html", banner=True),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url=f"{host}/rj/2023SR0877120.html?from=owner"),
        page(*e),
    ]


@scen(
    "zh_keyun_banci_gbk",
    "汽车客运中心班次时刻（GBK）：到桐庐与到分水两条线路班次大多相同只差终点、票价与两班，同一线路春运加班表，老式表格，打印与点击数副本",
)
def zh_keyun_banci_gbk():
    host = "http://www.hxkyzx.com"
    xuzhi = (
        '<table width="100%" class="xz"><tr><td><p>乘车须知：旅客须持有效身份证件实名购票、实名乘车，儿童身高一点二米以下免票（不占座位），'
        "一点二米至一点五米购买半价票。请提前三十分钟到站候车，开车前五分钟停止检票。严禁携带易燃、易爆、有毒等危险品进站上车。</p>"
        "<p>班次时刻如遇天气、道路等原因临时调整，以车站当日公告为准。购票及咨询电话：0571-85123456。</p></td></tr></table>"
    )

    def page(gid, dao, juli, rows, *, url=None, hits=1450, printv=False, note=""):
        tb = (
            '<table width="100%" border="1" cellspacing="0" cellpadding="3" class="bc"><tr><th>班次</th><th>发车时间</th><th>车型</th><th>票价（元）</th><th>途经</th></tr>'
            + "".join(
                f"<tr><td>{b}</td><td>{t}</td><td>{cx}</td><td>{pj}</td><td>{tj}</td></tr>"
                for b, t, cx, pj, tj in rows
            )
            + "</table>"
        )
        head = f"杭西汽车客运中心至{dao}班次时刻表{note}"
        rec = f'<p align="center"><b>{head}</b></p><p>里程：约{juli}公里</p>' + tb
        if printv:
            body = rec
        else:
            body = (
                '<table width="100%" class="top"><tr><td>杭西汽车客运中心</td></tr><tr><td>首页 | 班次查询 | 网上购票 | 旅游专线 | 失物招领 | 联系我们</td></tr></table>'
                + f'<table width="100%"><tr><td>更新日期：2024-03-01　点击：{hits}</td></tr></table>'
                + rec
                + xuzhi
                + '<table width="100%" class="foot"><tr><td>杭西汽车客运中心　地址：杭西市环城北路1号</td></tr></table>'
            )
        return P(
            url or f"{host}/bc/show.asp?id={gid}",
            doc(f"{head}-杭西汽车客运中心", body, lang="zh-CN"),
            f"ky-{gid}",
            encoding="gbk",
        )

    tl = [
        ("K201", "06:40", "中型", "38", "富阳、窄溪"),
        ("K203", "08:10", "大型", "38", "富阳、窄溪"),
        ("K205", "10:30", "中型", "38", "富阳"),
        ("K207", "13:20", "大型", "38", "富阳、窄溪"),
        ("K209", "15:40", "中型", "38", "富阳"),
        ("K211", "17:30", "中型", "38", "富阳、窄溪"),
    ]
    fs = [
        ("K301", "06:40", "中型", "52", "富阳、窄溪、桐庐"),
        ("K303", "08:10", "大型", "52", "富阳、窄溪、桐庐"),
        ("K307", "13:20", "大型", "52", "富阳、窄溪、桐庐"),
        ("K311", "17:30", "中型", "52", "富阳、窄溪、桐庐"),
    ]
    a = ("81", "桐庐", "96", tl)
    b = ("82", "分水", "128", fs)
    c = (
        "88",
        "桐庐",
        "96",
        tl + [("J221", "09:20", "大型", "38", "富阳"), ("J223", "14:30", "大型", "38", "富阳")],
    )
    d = (
        "83",
        "千岛湖",
        "165",
        [
            ("K401", "07:00", "大型", "68", "富阳、桐庐、建德"),
            ("K403", "09:30", "大型", "68", "富阳、桐庐、建德"),
            ("K405", "12:30", "大型", "68", "建德"),
            ("K407", "15:00", "中型", "68", "富阳、桐庐、建德"),
        ],
    )
    e = ("89", "分水", "128", fs + [("J321", "09:20", "大型", "52", "富阳、窄溪、桐庐")])
    return [
        page(*a),
        page(*a, url=f"{host}/bc/print.asp?id=81", printv=True),
        page(*a, url=f"{host}/bc/show.asp?id=81&r=3391", hits=1461),
        page(*b, hits=620),
        page(*c, hits=302, note="（春运加班）"),
        page(*d, hits=988),
        page(*d, url=f"{host}/bc/show.asp?id=83&from=lvyou", hits=990),
        page(*e, hits=144, note="（春运加班）"),
    ]


@scen(
    "zh_jieti_shuijia",
    "各地居民阶梯水价查询：两城三级阶梯量与价格只差一格，同城调价前后两页只差价格与文号，城市导航框重排，utm、手机与 Cookie 提示副本",
)
def zh_jieti_shuijia():
    host = "https://www.hxshuijia.com"
    shuoming = (
        '<div class="sj-sm"><h3>什么是阶梯水价</h3><p>居民阶梯水价是对居民生活用水按年用水量分档计价的制度，用水越多，超出部分的价格越'
        "高，以促进节约用水。一般以户为单位、按年度计算，家庭人口超过规定人数的，可以申请增加阶梯水量。综合水价包含自来水费、污水"
        "处理费和水资源费。</p><p>本站数据整理自各地价格主管部门公开文件，仅供参考，实际收费以当地供水企业账单为准。如发现数据有误或"
        "已调整，欢迎反馈。</p></div>"
    )

    def page(
        slug,
        city,
        tiers,
        wushui,
        zhixing,
        wenhao,
        *,
        url=None,
        cities=("杭西", "东湖", "南浦", "北塘", "西溪"),
        banner=False,
    ):
        rows = [(f"第{n}阶梯", liang, jia) for n, (liang, jia) in zip(("一", "二", "三"), tiers)]
        rec = (
            f"<h1>{city}市居民阶梯水价</h1>"
            + _table(["阶梯", "年用水量", "综合水价（元/吨）"], rows, "sj-tab")
            + ul_kv(
                [("其中污水处理费", f"{wushui}元/吨"), ("执行日期", zhixing), ("依据文件", wenhao)],
                "sj-info",
            )
        )
        side = (
            '<div class="sj-city"><h3>其他城市水价</h3>'
            + _ul([f"{c}市" for c in cities if c != city], "city")
            + "</div>"
        )
        body = (
            '<div class="sj-top"><a href="/">水价查询网</a> '
            + nav(
                [("/", "首页"), ("/shuijia/", "水价"), ("/dianjia/", "电价"), ("/qijia/", "气价")],
                "sj-nav",
            )
            + "</div>"
            + f'<div class="sj-main">{rec}{side}</div>{shuoming}<div class="sj-foot">水价查询网　数据仅供参考</div>'
        )
        if banner:
            body = COOKIE_ZH + body
        return P(
            url or f"{host}/shuijia/{slug}.html",
            doc(f"{city}市居民阶梯水价_{city}水费标准-水价查询网", body, lang="zh-CN"),
            f"sj-{slug}",
        )

    t1 = [("0至216吨（含）", "2.90"), ("216至300吨（含）", "3.85"), ("300吨以上", "6.70")]
    a = ("hangxi", "杭西", t1, "0.95", "2023年1月1日", "杭西价〔2022〕58号")
    b = (
        "donghu",
        "东湖",
        [("0至216吨（含）", "2.90"), ("216至300吨（含）", "3.85"), ("300吨以上", "6.90")],
        "0.95",
        "2023年3月1日",
        "东湖价〔2023〕7号",
    )
    c = (
        "hangxi-2019",
        "杭西",
        [("0至216吨（含）", "2.75"), ("216至300吨（含）", "3.70"), ("300吨以上", "6.50")],
        "0.80",
        "2019年7月1日（已停止执行）",
        "杭西价〔2019〕31号",
    )
    d = (
        "nanpu",
        "南浦",
        [("0至180吨（含）", "3.10"), ("180至260吨（含）", "4.15"), ("260吨以上", "7.20")],
        "1.05",
        "2022年10月1日",
        "南浦发改价〔2022〕102号",
    )
    e = (
        "beitang",
        "北塘",
        [("0至240吨（含）", "2.60"), ("240至360吨（含）", "3.40"), ("360吨以上", "5.80")],
        "0.85",
        "2021年1月1日",
        "北塘价〔2020〕66号",
    )
    return [
        page(*a),
        page(
            *a,
            url=f"{host}/shuijia/hangxi.html?utm_source=baidu&utm_medium=cpc",
            cities=("西溪", "北塘", "南浦", "东湖", "杭西"),
        ),
        page(*a, url=f"{_m(host)}/shuijia/hangxi.html", banner=True),
        page(*b),
        page(*c),
        page(*d),
        page(*d, url=f"{host}/shuijia/nanpu.html?from=dianjia"),
        page(*e),
    ]


@scen(
    "zh_weihao_xianxing",
    "机动车尾号限行：同城相邻两轮轮换周期只差日期与尾号分配，两城同一轮换只差城市、区域与时间，今日限行框变化，手机与来源参数副本",
)
def zh_weihao_xianxing():
    host = "https://www.hxxianxing.com"
    shuoming = (
        '<div class="xx-sm"><h3>限行规定</h3><p>限行期间，按机动车号牌最后一位阿拉伯数字实施限行，尾号为英文字母的按数字0管理。法定节假日'
        "及因调休变为工作日的周六、周日不限行。新能源汽车、公交车、出租车、救护车、消防车、警车等特种车辆不受限行措施限制。</p><p>违反"
        "限行规定的，由公安机关交通管理部门依法处罚。限行规定如有调整，以当地交警部门发布的通告为准，本站信息仅供参考。</p></div>"
    )
    days = ("周一", "周二", "周三", "周四", "周五")

    def page(
        slug,
        city,
        period,
        nums,
        hours,
        area,
        *,
        url=None,
        today="今日（3月12日 周二）限行尾号：2和7",
    ):
        rec = (
            f"<h1>{city}机动车尾号限行（{period}）</h1>"
            + _table(["日期", "限行尾号"], list(zip(days, nums)), "xx-tab")
            + dl_kv([("限行时间", hours), ("限行区域", area)], "xx-dl")
        )
        body = (
            '<div class="xx-top"><a href="/">尾号限行查询</a> '
            + nav(
                [
                    ("/", "今日限行"),
                    ("/city/", "城市列表"),
                    ("/news/", "限行新闻"),
                    ("/weizhang/", "违章查询"),
                ],
                "xx-nav",
            )
            + "</div>"
            + f'<div class="xx-today">{today}</div><div class="xx-main">{rec}</div>{shuoming}<div class="xx-foot">尾号限行查询　信息仅供参考</div>'
        )
        return P(
            url or f"{host}/city/{slug}.html",
            doc(f"{city}尾号限行{period}-尾号限行查询", body, lang="zh-CN"),
            f"xx-{slug}",
        )

    r1 = ("1和6", "2和7", "3和8", "4和9", "5和0")
    r2 = ("5和0", "1和6", "2和7", "3和8", "4和9")
    zone = "绕城高速公路以内区域（不含绕城高速公路）"
    a = (
        "hangxi-2024q1",
        "杭西",
        "2024年1月1日至3月31日",
        r1,
        "工作日7:00至9:00、16:30至18:30",
        zone,
    )
    b = (
        "hangxi-2024q2",
        "杭西",
        "2024年4月1日至6月30日",
        r2,
        "工作日7:00至9:00、16:30至18:30",
        zone,
    )
    c = (
        "donghu-2024q1",
        "东湖",
        "2024年1月1日至3月31日",
        r1,
        "工作日7:30至9:30、17:00至19:00",
        "环湖路以内区域（含环湖路）",
    )
    e = (
        "donghu-2024q2",
        "东湖",
        "2024年4月1日至6月30日",
        r2,
        "工作日7:30至9:30、17:00至19:00",
        "环湖路以内区域（含环湖路）",
    )
    d = (
        "hangxi-2023q4",
        "杭西",
        "2023年10月1日至12月31日",
        ("4和9", "5和0", "1和6", "2和7", "3和8"),
        "工作日7:00至9:00、16:30至18:30",
        zone,
    )
    return [
        page(*a),
        page(
            *a,
            url=f"{_m(host)}/city/hangxi-2024q1.html",
            today="今日（3月13日 周三）限行尾号：3和8",
        ),
        page(
            *a,
            url=f"{host}/city/hangxi-2024q1.html?from=weizhang",
            today="今日（3月16日 周六）不限行",
        ),
        page(*b),
        page(*c, today="今日（3月12日 周二）东湖限行尾号：2和7"),
        page(*c, url=f"{host}/city/donghu-2024q1.html?utm_source=wechat"),
        page(*d),
        page(*e, today="今日（4月2日 周二）东湖限行尾号：1和6"),
    ]


@scen(
    "zh_jinyici",
    "近义词反义词词典：美丽与漂亮两页近义词表互含对方只差一两个词，高兴与快乐同理，热门词框重排，来源参数与手机副本",
)
def zh_jinyici():
    host = "https://www.hxcidian.com"
    shuoming = (
        '<div class="cd-sm"><p>说明：近义词是意义相同或相近的词语，反义词是意义相反或相对的词语。近义词之间在词义轻重、适用对象、感情色彩'
        "和搭配习惯上往往存在细微差别，使用时应根据语境仔细辨析，不能简单互换。本词典所收词条参考现行语文工具书和中小学语文教材整理，"
        "适合学生学习和写作时查阅。</p><p>如发现词条内容有误，欢迎通过页面底部的“纠错”功能反馈，我们将及时核实更正。</p></div>"
    )

    def page(
        slug,
        ci,
        py,
        shiyi,
        jin,
        fan,
        *,
        url=None,
        hot=("高兴", "美丽", "认真", "温暖", "勇敢", "快乐"),
    ):
        rec = (
            f'<div class="cd"><h1>{ci}</h1><p class="py">[{py}]</p><p class="sy">释义：{shiyi}</p>'
            + f'<h2>{ci}的近义词</h2><p class="jin">{"　".join(w for w in jin if w != ci)}</p>'
            + f'<h2>{ci}的反义词</h2><p class="fan">{"　".join(fan)}</p></div>'
        )
        side = (
            '<div class="cd-hot"><h3>热门词语</h3>'
            + _ul([h for h in hot if h != ci], "hot")
            + "</div>"
        )
        body = (
            '<div class="cd-top"><a href="/">杭西词典网</a><form action="/s/"><input name="q" placeholder="输入词语"></form></div>'
            + nav(
                [
                    ("/zidian/", "字典"),
                    ("/cidian/", "词典"),
                    ("/jinyici/", "近义词"),
                    ("/fanyici/", "反义词"),
                    ("/chengyu/", "成语"),
                ],
                "cd-nav",
            )
            + f'<div class="cd-main">{rec}{side}</div>{shuoming}<div class="cd-foot">杭西词典网　纠错　联系我们</div>'
        )
        return P(
            url or f"{host}/jinyici/{slug}.html",
            doc(f"{ci}的近义词_{ci}的反义词-杭西词典网", body, lang="zh-CN"),
            f"jy-{slug}",
        )

    mei = ["美丽", "漂亮", "好看", "秀丽", "俊美", "美好", "优美", "秀美", "华丽", "斑斓"]
    gao = ["高兴", "快乐", "愉快", "开心", "欢乐", "喜悦", "欢喜", "兴奋", "快活", "愉悦"]
    a = ("meili", "美丽", "měi lì", "使人看了产生快感的；好看。", mei, ["丑陋", "难看", "丑恶"])
    b = (
        "piaoliang",
        "漂亮",
        "piào liang",
        "好看；美观。也指事情办得出色。",
        [w for w in mei if w not in ("华丽", "斑斓")] + ["标致"],
        ["难看", "丑陋", "邋遢"],
    )
    c = ("gaoxing", "高兴", "gāo xìng", "愉快而兴奋。", gao, ["难过", "伤心", "悲伤", "沮丧"])
    d = ("kuaile", "快乐", "kuài lè", "感到幸福或满意。", gao, ["痛苦", "悲伤", "难过", "忧愁"])
    e = (
        "renzhen",
        "认真",
        "rèn zhēn",
        "严肃对待，不马虎。",
        ["仔细", "用心", "专心", "较真", "当真", "负责"],
        ["马虎", "敷衍", "草率", "粗心"],
    )
    return [
        page(*a),
        page(*a, url=f"{host}/jinyici/meili.html?from=baidu"),
        page(
            *a,
            url=f"{_m(host)}/jinyici/meili.html",
            hot=("快乐", "认真", "高兴", "勇敢", "温暖", "美丽"),
        ),
        page(*b),
        page(*c),
        page(*d),
        page(
            *d,
            url=f"{host}/jinyici/kuaile.html?utm_source=sogou",
            hot=("温暖", "勇敢", "快乐", "高兴", "美丽", "认真"),
        ),
        page(*e),
    ]


@scen(
    "zh_jianyan_xiangmu",
    "医院检验项目介绍：谷丙与谷草转氨酶两页只差项目名、缩写与参考范围，空腹血糖与餐后两小时血糖只差采血时间与范围，相关项目框变化，手机与 utm 副本",
)
def zh_jianyan_xiangmu():
    host = "https://www.hxzxyy.com"
    tishi = (
        '<div class="jy-ts"><h3>温馨提示</h3><p>检验结果受饮食、运动、药物、采血时间及个体差异等多种因素影响，参考范围仅作为一般参考，'
        "不同医院因检测仪器和试剂不同，参考范围可能略有差异，请以检验报告单上标注的参考范围为准。检验结果超出参考范围不一定表示患有"
        "疾病，请结合临床症状由医生综合判断，切勿自行诊断或用药。</p><p>门诊检验报告可在自助机、医院微信公众号或“健康杭西”应用中查询"
        "和打印。如对检验结果有疑问，可到检验科咨询窗口咨询。</p></div>"
    )

    def page(
        xid,
        name,
        abbr,
        biaoben,
        fanwei,
        fangfa,
        shijian,
        yiyi,
        *,
        url=None,
        rel=("肝功能全套", "总胆红素", "碱性磷酸酶", "γ-谷氨酰转移酶"),
    ):
        rec = (
            f'<div class="jy"><h1>{name}（{abbr}）</h1>'
            + table_kv(
                [
                    ("项目名称", name),
                    ("英文缩写", abbr),
                    ("标本类型", biaoben),
                    ("参考范围", fanwei),
                    ("检测方法", fangfa),
                    ("报告时间", shijian),
                ],
                "jy-tab",
            )
            + f"<h2>临床意义</h2><p>{yiyi}</p></div>"
        )
        side = '<div class="jy-rel"><h3>相关检验项目</h3>' + _ul(list(rel), "rel") + "</div>"
        body = (
            '<div class="yy-top"><a href="/">杭西市中心医院</a></div>'
            + nav(
                [
                    ("/", "首页"),
                    ("/jzzn/", "就诊指南"),
                    ("/ks/", "科室介绍"),
                    ("/jyxm/", "检验项目"),
                    ("/yygh/", "预约挂号"),
                ],
                "yy-nav",
            )
            + f'<div class="yy-pos">首页 &gt; 检验项目 &gt; {name}</div><div class="yy-main">{rec}{side}</div>{tishi}<div class="yy-foot">杭西市中心医院检验科　电话：0571-87651234</div>'
        )
        return P(
            url or f"{host}/jyxm/{xid}.html",
            doc(f"{name}（{abbr}）检验项目介绍-杭西市中心医院", body, lang="zh-CN"),
            f"jx-{xid}",
        )

    gan = "升高常见于急慢性肝炎、脂肪肝、药物性肝损伤等，剧烈运动后也可一过性升高。"
    a = (
        "alt",
        "丙氨酸氨基转移酶",
        "ALT",
        "血清",
        "男 9&ndash;50 U/L；女 7&ndash;40 U/L",
        "速率法",
        "当日16:00前",
        gan,
    )
    b = (
        "ast",
        "天门冬氨酸氨基转移酶",
        "AST",
        "血清",
        "男 15&ndash;40 U/L；女 13&ndash;35 U/L",
        "速率法",
        "当日16:00前",
        gan,
    )
    c = (
        "glu0",
        "空腹血糖",
        "FPG",
        "血清（空腹8小时以上采血）",
        "3.9&ndash;6.1 mmol/L",
        "己糖激酶法",
        "当日16:00前",
        "升高见于糖尿病、应激状态等；降低见于胰岛素过量、长期饥饿等。",
    )
    d = (
        "glu2",
        "餐后2小时血糖",
        "2hPG",
        "血清（自第一口进食起2小时采血）",
        "&lt; 7.8 mmol/L",
        "己糖激酶法",
        "当日16:00前",
        "升高见于糖尿病、糖耐量受损等；降低见于胰岛素过量、长期饥饿等。",
    )
    e = (
        "hba1c",
        "糖化血红蛋白",
        "HbA1c",
        "全血（EDTA抗凝）",
        "4.0%&ndash;6.0%",
        "高效液相色谱法",
        "次日16:00前",
        "反映近2至3个月的平均血糖水平，用于糖尿病诊断和血糖控制评估。",
    )
    return [
        page(*a),
        page(*a, url=f"{_m(host)}/jyxm/alt.html"),
        page(
            *a,
            url=f"{host}/jyxm/alt.html?utm_source=wechat&utm_medium=menu",
            rel=("总胆红素", "肝功能全套", "γ-谷氨酰转移酶"),
        ),
        page(*b),
        page(*c, rel=("餐后2小时血糖", "糖化血红蛋白", "胰岛素释放试验")),
        page(*d, rel=("空腹血糖", "糖化血红蛋白", "胰岛素释放试验")),
        page(
            *d,
            url=f"{host}/jyxm/glu2.html?from=search",
            rel=("糖化血红蛋白", "空腹血糖", "胰岛素释放试验"),
        ),
        page(*e, rel=("空腹血糖", "餐后2小时血糖")),
    ]


def scenarios():
    return built(SC)
