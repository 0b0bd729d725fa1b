"""Thin pages of 36 more made-up sites (English and Chinese, some GBK), written by a seventh
false-drop hunt, blind to every rule of the plugin; each scenario is one host's pages,
labelled with their content: pages with one content label are true copies (print, AMP,
mobile wrappers, ?utm_source=, ?page=1, /index.html, session ids, a later "updated" stamp,
a reordered sidebar); different labels are documents a reader would call different.
Site kinds none of the earlier sets has: food recalls per batch, vehicle recalls, company
register entries, WHOIS records, club fixtures per team, hiking trails, campsite pitches,
wine vintages, typeface weights, Unicode characters, chess openings, bird species,
lottery draws, exam seating, parish service times, bin days per street, polling stations,
court cause lists, 公积金提取 per 城市, 中药材, 车型配置, 手机版本, 小区房价, 船期, 考点,
献血点, 充电站, 油价, 婚姻登记处, 车管所, 借阅规则 per 馆, 村务公开, 垃圾分类, 节气,
号段归属地, 姓氏."""

# Benchmark data: long literal page text, as benchmarks/** (E501 ignored there).
# ruff: noqa: E501

from __future__ import annotations

from benchmarks._thin_page import Page
from benchmarks._thin_site_kit import built, scenario_registry

SC, scen = scenario_registry()


def P(url, html, content, encoding=None):
    if encoding == "gbk":
        for a, b in (("charset=utf-8", "charset=gbk"), ("charset='utf-8'", "charset='gbk'")):
            html = html.replace(a, b)
        return Page(url, html.encode("gbk"), content, "gbk")
    return Page(url, html, content, encoding)


def para(*xs):
    return "".join(f"<p>{x}</p>" for x in xs)


def lis(items, cls="", tag="ul"):
    c = f' class="{cls}"' if cls else ""
    return f"<{tag}{c}>" + "".join(f"<li>{i}</li>" for i in items) + f"</{tag}>"


def table(rows, head=None, cls="data", attrs=""):
    c = f' class="{cls}"' if cls else ""
    h = "<thead><tr>" + "".join(f"<th>{x}</th>" for x in head) + "</tr></thead>" if head else ""
    body = "".join("<tr>" + "".join(f"<td>{x}</td>" for x in r) + "</tr>" for r in rows)
    return f"<table{c}{attrs}>{h}<tbody>{body}</tbody></table>"


def deflist(pairs, cls="meta"):
    c = f' class="{cls}"' if cls else ""
    return f"<dl{c}>" + "".join(f"<dt>{a}</dt><dd>{b}</dd>" for a, b in pairs) + "</dl>"


def kv_lines(pairs, sep=": "):
    return "".join(f"<div class=\"row\"><span class=\"k\">{a}</span>{sep}<span class=\"v\">{b}</span></div>"
                   for a, b in pairs)


# ============================================================================= ENGLISH

RECALL_FOOT = (
    "<section class='what-to-do'><h2>What to do if you have bought an affected product</h2>"
    "<p>Do not eat it. Return it to the store where it was bought for a full refund; you do not need a "
    "receipt. If you have a food allergy and have eaten the product and feel unwell, seek medical "
    "advice straight away and mention the product name and batch code printed on the pack.</p>"
    "<p>Recalls are published when a business tells us that food it has placed on the market is unsafe, "
    "or when our inspectors find a problem. A recall is not a judgement on the business; it is the step "
    "that keeps affected packs out of kitchens. Retailers display point-of-sale notices in stores that "
    "sold the product for at least four weeks.</p></section>"
    "<section class='about'><h2>About the Harbour Food Standards Agency</h2><p>We are the independent "
    "regulator for food and feed in the Harbour region. We inspect manufacturers, importers and caterers, "
    "publish hygiene ratings and alert the public to allergy and safety recalls. Sign up to receive recall "
    "alerts by email or text message; the service is free and you can unsubscribe at any time.</p>"
    "<p>Media enquiries: press office, weekdays 9am to 5pm. Reporting a food problem: use the online form "
    "or call our helpline. Accessibility statement · Privacy · Cookies · Open government licence.</p></section>")


def _recall_page(title, date, pairs, body, *, printv=False):
    main = (f"<article class='recall'><p class='kicker'>Allergy alert</p><h1>{title}</h1>"
            f"<p class='date'>Published {date}</p>{deflist(pairs, 'recall-details')}{body}</article>")
    if printv:
        return (f"<!DOCTYPE html><html lang='en-GB'><head><meta charset='utf-8'><title>{title} - Harbour Food "
                f"Standards Agency</title><link rel='stylesheet' href='/css/print.css'></head><body class='print'>"
                f"<div class='print-logo'>Harbour Food Standards Agency</div>{main}"
                f"<p class='printed'>Printed from www.harbourfood.example</p></body></html>")
    return (f"<!DOCTYPE html><html lang='en-GB'><head><meta charset='utf-8'><title>{title} - Harbour Food "
            f"Standards Agency</title><meta name='viewport' content='width=device-width'></head><body>"
            f"<header class='site-header'><a class='logo' href='/'>Harbour Food Standards Agency</a>"
            f"<nav><a href='/recalls/'>Recalls and alerts</a> <a href='/hygiene/'>Hygiene ratings</a> "
            f"<a href='/business/'>Business guidance</a> <a href='/report/'>Report a problem</a></nav></header>"
            f"<nav class='breadcrumb'><a href='/'>Home</a> › <a href='/recalls/'>Recalls</a></nav>"
            f"<main id='content'>{main}<aside class='signup'><h2>Get recall alerts</h2><p>Email or text, free."
            f"</p></aside></main><footer>{RECALL_FOOT}</footer></body></html>")


@scen("recall_batches", "food recall notices per product and batch; two batches of one granola")
def _recall_batches():
    h = "https://www.harbourfood.example/recalls/2024/"
    items = [
        ("oat-crunch-granola-l2311", "Wheatfield recalls Oat Crunch Granola because of undeclared milk",
         "3 April 2024", [("Product", "Wheatfield Oat Crunch Granola"), ("Pack size", "500g"),
                          ("Batch code", "L2311"), ("Best before", "12 March 2025"), ("Allergen", "Milk")],
         para("The product contains milk, which is not mentioned on the label.")),
        ("oat-crunch-granola-l2314", "Wheatfield recalls Oat Crunch Granola 1kg because of undeclared milk",
         "9 April 2024", [("Product", "Wheatfield Oat Crunch Granola"), ("Pack size", "1kg"),
                          ("Batch code", "L2314"), ("Best before", "15 March 2025"), ("Allergen", "Milk")],
         para("A second batch, in the larger bag, has the same labelling error.")),
        ("hazelnut-spread-h0907", "Nutmeadow recalls Hazelnut Cocoa Spread because of possible salmonella",
         "17 April 2024", [("Product", "Nutmeadow Hazelnut Cocoa Spread"), ("Pack size", "350g jar"),
                           ("Batch code", "H0907"), ("Best before", "30 January 2025")],
         para("Salmonella was found in a sample taken at the factory.")),
        ("garden-peas-fp2231", "FreshPick recalls Frozen Garden Peas because of plastic pieces",
         "2 May 2024", [("Product", "FreshPick Frozen Garden Peas"), ("Pack size", "900g"),
                        ("Batch code", "FP2231"), ("Best before", "November 2025")],
         para("Small pieces of blue plastic may be present.")),
        ("light-soy-sauce-ss118", "Jade Bridge recalls Light Soy Sauce because of undeclared wheat",
         "20 May 2024", [("Product", "Jade Bridge Light Soy Sauce"), ("Pack size", "150ml"),
                         ("Batch code", "SS118"), ("Best before", "8 August 2026"), ("Allergen", "Wheat (gluten)")],
         para("The English label omits wheat, which is listed only in the Chinese text.")),
    ]
    out = []
    for slug, t, d, pairs, body in items:
        out.append(P(h + slug, _recall_page(t, d, pairs, body), slug))
    s, t, d, pairs, body = items[0]
    out.insert(1, P(h + s + "/print", _recall_page(t, d, pairs, body, printv=True), s))
    return out


VR_BLOCK = (
    "<tr><td colspan='2' class='small'><b>About vehicle safety recalls.</b> Manufacturers must tell the "
    "Road Safety Office when they find a safety defect in vehicles, parts or equipment they have sold. "
    "Owners are contacted by letter using registration records. Recall repairs are free of charge at any "
    "authorised dealer, even if the vehicle is outside its warranty or has changed owners. If you have not "
    "received a letter but believe your vehicle is affected, contact the manufacturer's customer line "
    "with your vehicle identification number (VIN). You can also check a VIN with our online search.<br><br>"
    "The information on this page is provided by the manufacturer and published unchanged. The Road "
    "Safety Office does not test the remedy. Report a safety concern about a vehicle that is not on "
    "this list using form RS-12.</td></tr>")


def _vr_page(ref, make, rows, remedy):
    tr = "".join(f"<tr><td width='30%' bgcolor='#eeeeee'><b>{a}</b></td><td>{b}</td></tr>" for a, b in rows)
    return (f"<html><head><meta http-equiv='Content-Type' content='text/html; charset=utf-8'>"
            f"<title>RoadSafe: Vehicle recalls: {ref}</title></head><body bgcolor='#ffffff'>"
            f"<table width='900' align='center' cellpadding='0' cellspacing='0' border='0'>"
            f"<tr><td bgcolor='#003366' height='60'><font color='#ffffff' size='5'>RoadSafe Office</font></td></tr>"
            f"<tr><td><a href='/'>Home</a> | <a href='/recalls/'>Vehicle recalls</a> | <a href='/vin/'>Check a VIN</a>"
            f" | <a href='/report/'>Report a defect</a></td></tr><tr><td>"
            f"<table width='100%' cellpadding='6' border='1' cellspacing='0'>"
            f"<tr><td colspan='2'><font size='4'><b>Recall {ref} &ndash; {make}</b></font></td></tr>{tr}"
            f"<tr><td bgcolor='#eeeeee'><b>Remedy</b></td><td>{remedy}</td></tr>{VR_BLOCK}</table>"
            f"</td></tr><tr><td align='center'><font size='1'>RoadSafe Office &middot; Crown copyright</font>"
            f"</td></tr></table></body></html>")


@scen("vehicle_recalls", "recall references one number apart; same defect on two model years")
def _vehicle_recalls():
    h = "https://recalls.roadsafe.example/recalls/"
    data = [
        ("R-2024-0113", "Kestrel 1.2 hatchback", [("Models", "Kestrel hatchback"), ("Build dates", "03/2021 to 11/2022"),
         ("Vehicles affected", "4,211"), ("Defect", "Front brake hose may chafe on the suspension strut")],
         "Dealers will re-route and clip the hose; replace it if worn."),
        ("R-2024-0114", "Kestrel 1.2 hatchback", [("Models", "Kestrel hatchback"), ("Build dates", "12/2022 to 06/2023"),
         ("Vehicles affected", "1,087"), ("Defect", "Front brake hose may chafe on the suspension strut")],
         "Dealers will replace both front hoses with the revised part."),
        ("R-2024-0131", "Marlin panel van", [("Models", "Marlin L2H2 van"), ("Build dates", "01/2023 to 09/2023"),
         ("Vehicles affected", "612"), ("Defect", "Passenger seat belt buckle may not latch")],
         "Replace the buckle assembly."),
        ("R-2024-0142", "Orca SUV", [("Models", "Orca 2.0 hybrid"), ("Build dates", "05/2022 to 02/2024"),
         ("Vehicles affected", "9,530"), ("Defect", "Driver airbag inflator may rupture")],
         "Replace the driver airbag module."),
        ("R-2024-0150", "Heron 650 motorcycle", [("Models", "Heron 650 and 650 S"), ("Build dates", "2023"),
         ("Vehicles affected", "340"), ("Defect", "Fuel pump connector may overheat")],
         "Fit an updated connector and harness."),
    ]
    out = [P(h + ref, _vr_page(ref, mk, rows, rem), ref) for ref, mk, rows, rem in data]
    ref, mk, rows, rem = data[2]
    out.append(P(h + ref + "?utm_source=newsletter&utm_medium=email", _vr_page(ref, mk, rows, rem), ref))
    return out


REG_NOTICE = (
    "<div class='notice-banner'><p><strong>Important:</strong> The information on this register is supplied "
    "by the companies themselves. The Registrar does not verify the accuracy of the information. Searching the "
    "register is free. Copies of filed documents can be downloaded as PDF. Personal information about "
    "officers is limited to what the law requires us to publish; full dates of birth and residential addresses "
    "are not shown. If you think information on this page is wrong, you can report a discrepancy.</p>"
    "<p>Our service is available 24 hours a day, 7 days a week, except for planned maintenance on Sunday "
    "mornings between 6am and 9am. For help call the contact centre on weekdays, 8:30am to 6pm.</p></div>")


def _reg_page(name, number, pairs, officers):
    offs = table([[n, r, d] for n, r, d in officers], ["Name", "Role", "Appointed"], "govuk-table")
    return (f"<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>Company details - Companies "
            f"Register</title></head><body><div class='page'><div class='page__header'><div class='page__logo'>"
            f"Companies Register</div><div class='page__search'><form action='/search'><input name='q'>"
            f"<button>Search</button></form></div></div>{REG_NOTICE}<div class='page__body'>"
            f"<div class='company-header'><p class='company-header__name'>{name}</p>"
            f"<p class='company-header__number'>Company number {number}</p></div>"
            f"<div class='tabs'><a class='tabs__item tabs__item--active'>Overview</a><a class='tabs__item'>Filing history</a>"
            f"<a class='tabs__item'>People</a><a class='tabs__item'>Charges</a></div>"
            f"<div class='company-overview'>{deflist(pairs, 'summary-list')}<div class='officers'>"
            f"<p class='officers__heading'>Officers</p>{offs}</div></div></div>"
            f"<div class='page__footer'><a href='/help'>Help</a> <a href='/privacy'>Privacy</a> "
            f"<a href='/accessibility'>Accessibility</a></div></div></body></html>")


@scen("company_registry", "one generic title on every entry; two near-identical company names")
def _company_registry():
    h = "https://find.companiesregister.example/company/"
    data = [
        ("Harbour Light Bakery Ltd", "08812345", [("Registered office", "14 Quay Street, Portwell PW1 2AB"),
         ("Status", "Active"), ("Type", "Private limited company"), ("Incorporated", "2 March 2014"),
         ("Nature of business", "10710 - Manufacture of bread")],
         [("ALDER, Joan", "Director", "2 March 2014"), ("ALDER, Mark", "Secretary", "2 March 2014")]),
        ("Harbour Light Bakeries (North) Ltd", "12990457", [("Registered office", "14 Quay Street, Portwell PW1 2AB"),
         ("Status", "Active"), ("Type", "Private limited company"), ("Incorporated", "18 October 2020"),
         ("Nature of business", "10710 - Manufacture of bread")],
         [("ALDER, Joan", "Director", "18 October 2020"), ("KEANE, Priya", "Director", "1 June 2022")]),
        ("Harbour Light Consulting Ltd", "09933120", [("Registered office", "Flat 3, 80 Mill Road, Denby DN4 7QT"),
         ("Status", "Dissolved on 14 February 2023"), ("Type", "Private limited company"),
         ("Incorporated", "5 January 2016"), ("Nature of business", "70229 - Management consultancy")],
         [("OYELARAN, Tunde", "Director", "5 January 2016")]),
        ("Quayside Marine Services Ltd", "07411862", [("Registered office", "Unit 6, Slipway Yard, Portwell PW2 9LE"),
         ("Status", "Active - proposal to strike off"), ("Type", "Private limited company"),
         ("Incorporated", "11 November 2010"), ("Nature of business", "33150 - Repair of ships and boats")],
         [("MORGAN, Rhys", "Director", "11 November 2010"), ("MORGAN, Ellen", "Director", "3 April 2015")]),
        ("Portwell Community Energy CIC", "13400981", [("Registered office", "The Old School, Church Lane, Portwell PW3 1DD"),
         ("Status", "Active"), ("Type", "Community interest company"), ("Incorporated", "9 May 2021"),
         ("Nature of business", "35110 - Production of electricity")],
         [("FINCH, Alison", "Director", "9 May 2021"), ("NG, Kevin", "Director", "9 May 2021"),
          ("SHAW, Dominic", "Director", "30 January 2023")]),
        ("Harbour Light Bakery Holdings Ltd", "14022876", [("Registered office", "14 Quay Street, Portwell PW1 2AB"),
         ("Status", "Active"), ("Type", "Private limited company"), ("Incorporated", "7 February 2022"),
         ("Nature of business", "64209 - Activities of other holding companies")],
         [("ALDER, Joan", "Director", "7 February 2022")]),
    ]
    out = [P(h + num, _reg_page(n, num, pairs, offs), num) for n, num, pairs, offs in data]
    n, num, pairs, offs = data[1]
    out.append(P(h + num + ";jsessionid=9F2C61B0A4E7D3", _reg_page(n, num, pairs, offs), num))
    return out


WHOIS_SIDE = (
    "<div class='box'><h4>What is WHOIS?</h4><p>WHOIS is a public directory of who registered a domain "
    "name, when it was registered and when it expires. Registries and registrars publish these records. "
    "Since data-protection rules came into force, most registrars redact the name, address and e-mail of "
    "private registrants, so many fields show REDACTED FOR PRIVACY.</p></div>"
    "<div class='box'><h4>Terms of use</h4><p>You may use this lookup for lawful purposes only. You may not "
    "use it to send unsolicited e-mail or to collect records in bulk. Automated queries are rate limited to "
    "twenty per minute per address. NetCheck is not a registrar and cannot change any record; contact the "
    "sponsoring registrar shown in the record.</p></div><div class='box'><h4>Other tools</h4>"
    "<ul><li><a href='/dns/'>DNS lookup</a></li><li><a href='/ssl/'>SSL checker</a></li>"
    "<li><a href='/ping/'>Ping</a></li><li><a href='/ip/'>IP location</a></li></ul></div>")


def _whois_page(domain, rec):
    raw = "\n".join(f"{k}: {v}" for k, v in rec)
    return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>WHOIS lookup | NetCheck</title></head><body>"
            f"<div id='hdr'><span id='logo'>NetCheck</span><form id='q' action='/whois/'><input name='d' "
            f"value='{domain}'><input type='submit' value='Lookup'></form></div><div id='wrap'><div id='left'>"
            f"<div class='result'><div class='rhead'>{domain}</div><pre class='raw'>{raw}</pre></div></div>"
            f"<div id='right'>{WHOIS_SIDE}</div></div><div id='ftr'>NetCheck tools &middot; Contact &middot; "
            f"Privacy</div></body></html>")


def _whois_rec(domain, reg, created, expires, ns, status="clientTransferProhibited"):
    return [("Domain Name", domain.upper()), ("Registrar", reg), ("Creation Date", created),
            ("Registry Expiry Date", expires), ("Domain Status", status),
            ("Registrant Organization", "REDACTED FOR PRIVACY"), ("Registrant Country", "GB"),
            ("Name Server", ns[0]), ("Name Server", ns[1]), ("DNSSEC", "unsigned")]


@scen("whois_domains", "identical title, the record sits in a <pre>; sibling domains with one letter apart")
def _whois_domains():
    h = "https://www.netcheck.example/whois/"
    data = [
        ("millbrook.example", _whois_rec("millbrook.example", "Tidewater Names Ltd", "2009-04-17T10:22:31Z",
                                         "2025-04-17T10:22:31Z", ("NS1.TIDEDNS.EXAMPLE", "NS2.TIDEDNS.EXAMPLE"))),
        ("millbrooks.example", _whois_rec("millbrooks.example", "Tidewater Names Ltd", "2021-11-02T08:01:12Z",
                                          "2024-11-02T08:01:12Z", ("NS1.TIDEDNS.EXAMPLE", "NS2.TIDEDNS.EXAMPLE"))),
        ("quaysidemarine.example", _whois_rec("quaysidemarine.example", "BlueHarbour Registrar Inc",
                                              "2012-06-30T14:40:09Z", "2026-06-30T14:40:09Z",
                                              ("A.NS.BLUEHARBOUR.EXAMPLE", "B.NS.BLUEHARBOUR.EXAMPLE"))),
        ("ferncottage.example", _whois_rec("ferncottage.example", "Namekeeper GmbH", "2018-01-09T19:55:00Z",
                                           "2025-01-09T19:55:00Z", ("DNS1.NAMEKEEPER.EXAMPLE", "DNS2.NAMEKEEPER.EXAMPLE"),
                                           "redemptionPeriod")),
        ("portwell-energy.example", _whois_rec("portwell-energy.example", "Tidewater Names Ltd",
                                               "2021-05-10T09:12:44Z", "2025-05-10T09:12:44Z",
                                               ("NS1.CLOUDEDGE.EXAMPLE", "NS2.CLOUDEDGE.EXAMPLE"))),
    ]
    out = [P(h + d, _whois_page(d, rec), d) for d, rec in data]
    d, rec = data[2]
    out.append(P(h + d + "?sid=ab12f0c9e1", _whois_page(d, rec), d))
    return out


CLUB_FOOT = (
    "<div class='container'><div class='row'><div class='col-md-4'><h5>Millbrook Rovers FC</h5><p>Founded in "
    "1921, Millbrook Rovers is a community football club with more than 30 teams for boys, girls, men, women "
    "and walking footballers. Home games are played at Mill Lane Recreation Ground unless stated.</p></div>"
    "<div class='col-md-4'><h5>Safeguarding</h5><p>Our club welfare officer is available to any player, "
    "parent or volunteer who has a concern. All coaches hold a current DBS check and FA Safeguarding "
    "certificate. Please read our codes of conduct for players, parents and spectators before match day.</p>"
    "</div><div class='col-md-4'><h5>Our sponsors</h5><p>Thanks to Alder's Bakery, Portwell Motors, "
    "The Wheatsheaf, Kerr &amp; Sons Plumbing and Greenway Dental for supporting grassroots football "
    "in Millbrook.</p></div></div><p class='text-center small'>Affiliated to the County FA · Charter Standard "
    "Community Club</p></div>")


def _club_page(team, rows, note):
    t = table(rows, ["Date", "KO", "Opponent", "H/A", "Competition"], "table table-striped")
    return (f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>Millbrook Rovers FC | {team} fixtures"
            f"</title><link rel='stylesheet' href='/css/bootstrap.min.css'></head><body>"
            f"<nav class='navbar navbar-dark bg-dark'><a class='navbar-brand' href='/'>Millbrook Rovers FC</a>"
            f"<ul class='navbar-nav'><li class='nav-item'><a class='nav-link' href='/teams/'>Teams</a></li>"
            f"<li class='nav-item'><a class='nav-link' href='/news/'>News</a></li><li class='nav-item'>"
            f"<a class='nav-link' href='/join/'>Join us</a></li><li class='nav-item'><a class='nav-link' "
            f"href='/shop/'>Club shop</a></li></ul></nav><div class='container mt-4'><div class='row'>"
            f"<div class='col-lg-9'><h2 class='team-name'>{team}</h2><h4>Upcoming fixtures</h4>{t}"
            f"<p class='text-muted'>{note}</p></div><div class='col-lg-3'><div class='card'><div class='card-body'>"
            f"<h6>Match day</h6><p>Parking on Mill Lane is limited; please use the school car park.</p></div></div>"
            f"</div></div></div><footer class='bg-light py-4 mt-5'>{CLUB_FOOT}</footer></body></html>")


@scen("club_fixtures", "fixture lists per team; titles differ in the team name only")
def _club_fixtures():
    h = "https://www.millbrookrovers.example/teams/"
    data = [
        ("u12", "Under 12s", [["Sun 8 Sep", "10:00", "Denby Colts", "H", "League"],
                              ["Sun 15 Sep", "10:00", "Portwell Juniors", "A", "League"],
                              ["Sun 22 Sep", "10:30", "Ashby Tigers", "H", "Cup R1"]], "Coach: Sam Reid"),
        ("u14", "Under 14s", [["Sat 7 Sep", "11:00", "Portwell Juniors", "A", "League"],
                              ["Sat 14 Sep", "11:00", "Wexley Wanderers", "H", "League"],
                              ["Sat 28 Sep", "11:00", "Denby Colts", "A", "League"]], "Coach: Mo Aziz"),
        ("u16-girls", "Under 16 Girls", [["Sun 8 Sep", "14:00", "Ashby Belles", "A", "League"],
                                         ["Sun 22 Sep", "14:00", "Denby Ladies U16", "H", "League"]],
         "Coach: Hannah Price"),
        ("first-team", "First Team", [["Sat 7 Sep", "15:00", "Wexley Town", "H", "County League"],
                                      ["Sat 14 Sep", "15:00", "Ashby United", "A", "County League"],
                                      ["Tue 17 Sep", "19:45", "Denby Athletic", "H", "Senior Cup"]],
         "Admission £3, concessions £2"),
        ("reserves", "Reserves", [["Sat 7 Sep", "14:00", "Wexley Town Res", "A", "Combination"],
                                  ["Sat 14 Sep", "14:00", "Ashby United Res", "H", "Combination"]],
         "Admission free"),
        ("veterans", "Veterans (O35)", [["Sun 15 Sep", "10:30", "Portwell Vets", "H", "Friendly"]],
         "Contact Gary on the club phone to play"),
    ]
    out = [P(h + slug + "/fixtures", _club_page(team, rows, note), slug) for slug, team, rows, note in data]
    slug, team, rows, note = data[1]
    out.append(P(h + slug + "/fixtures?utm_source=facebook&utm_campaign=season24", _club_page(team, rows, note), slug))
    return out


FELL_CODE = (
    "<h3>The Countryside Code</h3><p>Respect everyone: be considerate to those living in, working in and enjoying "
    "the countryside; leave gates and property as you find them; do not block access to gateways or driveways "
    "when parking. Protect the environment: take your litter home, do not light fires, keep dogs under effective "
    "control and on a lead around livestock, and always clean up after your dog. Enjoy the outdoors: check your "
    "route and local conditions, plan your adventure, know what to expect and what you can do.</p>"
    "<p>Mountain weather changes quickly. Carry waterproofs, warm layers, food, water, a map and compass and "
    "a charged phone. In an emergency dial 999, ask for the police and then mountain rescue. FellWalks route "
    "descriptions are written by volunteers and checked each spring; they are not a substitute for navigation "
    "skills.</p>")


def _fell_page(slug, name, stats, desc, *, amp=False):
    dl = deflist(stats, "trail-stats")
    body = (f"<h1>{name}</h1>{dl}<p class='desc'>{desc}</p>")
    if amp:
        return (f"<!doctype html><html ⚡ lang='en'><head><meta charset='utf-8'><title>{name} | FellWalks</title>"
                f"<link rel='canonical' href='https://www.fellwalks.example/trails/{slug}'>"
                f"<script async src='https://cdn.ampproject.org/v0.js'></script><style amp-boilerplate>body{{}}</style>"
                f"</head><body><header class='amp-bar'>FellWalks</header><div class='amp-body'>"
                f"<amp-img src='/img/{slug}.jpg' width='800' height='450' layout='responsive' alt='{name}'></amp-img>"
                f"{body}<div class='amp-code'>{FELL_CODE}</div></div></body></html>")
    return (f"<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>{name} | FellWalks</title>"
            f"<link rel='amphtml' href='https://www.fellwalks.example/amp/trails/{slug}'></head><body>"
            f"<header><div class='logo'>FellWalks</div><nav><a href='/trails/'>Trails</a> <a href='/map/'>Map</a> "
            f"<a href='/safety/'>Safety</a> <a href='/donate/'>Donate</a></nav></header><main><article class='trail'>"
            f"<figure><img src='/img/{slug}.jpg' alt='{name}'></figure>{body}</article>"
            f"<section class='code'>{FELL_CODE}</section></main><aside><h4>Nearby trails</h4>"
            f"<ul><li>Raven Crag loop</li><li>Beck Head circuit</li><li>Sheepfold ridge</li></ul></aside>"
            f"<footer>FellWalks is a volunteer project. Registered charity 1190022.</footer></body></html>")


@scen("hiking_trails", "trail pages with a stats list and one sentence; an AMP copy")
def _hiking_trails():
    h = "https://www.fellwalks.example"
    data = [
        ("raven-crag-loop", "Raven Crag loop", [("Distance", "6.2 km"), ("Ascent", "310 m"), ("Time", "2–3 hours"),
         ("Grade", "Moderate"), ("Start", "Thirlspot car park")],
         "A short climb through woodland to a viewpoint over the reservoir."),
        ("beck-head-circuit", "Beck Head circuit", [("Distance", "11.8 km"), ("Ascent", "720 m"), ("Time", "5 hours"),
         ("Grade", "Hard"), ("Start", "Wasdale Head inn")],
         "A long day over the pass with a steep, loose descent."),
        ("sheepfold-ridge", "Sheepfold ridge", [("Distance", "8.4 km"), ("Ascent", "450 m"), ("Time", "3–4 hours"),
         ("Grade", "Moderate"), ("Start", "Church, Mardale")],
         "Grassy ridge walking past old sheepfolds; boggy after rain."),
        ("tarn-shore-path", "Tarn shore path", [("Distance", "3.1 km"), ("Ascent", "20 m"), ("Time", "1 hour"),
         ("Grade", "Easy, accessible"), ("Start", "Tarn Hows car park")],
         "A level, surfaced path around the tarn, suitable for wheelchairs."),
        ("sheepfold-ridge-short", "Sheepfold ridge (short)", [("Distance", "4.9 km"), ("Ascent", "260 m"),
         ("Time", "2 hours"), ("Grade", "Moderate"), ("Start", "Church, Mardale")],
         "The first half of the ridge, returning by the lane."),
        ("old-corpse-road", "Old corpse road", [("Distance", "9.6 km"), ("Ascent", "380 m"), ("Time", "3–4 hours"),
         ("Grade", "Moderate"), ("Start", "Mardale Head")],
         "Follows the historic coffin route between two valleys."),
    ]
    out = [P(f"{h}/trails/{s}", _fell_page(s, n, st, d), s) for s, n, st, d in data]
    s, n, st, d = data[2]
    out.append(P(f"{h}/amp/trails/{s}", _fell_page(s, n, st, d, amp=True), s))
    return out


CAMP_RULES = (
    "<div class='site-info'><div class='hd'>Good to know</div><p>Arrivals from 2pm, departures by 11am. "
    "The barrier closes at 10:30pm; late arrivals park in the overflow area by reception. Quiet hours are "
    "10:30pm to 7am. One car per pitch; a second car can park in the visitor car park for £3 a night.</p>"
    "<p>Dogs are welcome on every touring pitch (maximum two per pitch) and must be kept on a short lead "
    "around the site. The dog walk is behind the top field. Campfires are not allowed but raised barbecues "
    "are fine. The shop sells gas, firewood for the communal fire pit, fresh bread and local milk.</p>"
    "<p>Facilities: heated shower block with family room, accessible wet room, laundry, washing-up area, "
    "chemical disposal point and free Wi-Fi near reception. Bramble Bank is a family-run farm site, "
    "members of the Countryside Camping Association.</p></div>")


def _camp_page(name, rows, alt):
    return ("<!DOCTYPE html><html><head><meta charset='utf-8'>"
            f"<title>{name} - Bramble Bank Camping</title></head><body><div id='top'><div class='logo'>Bramble Bank "
            "Camping</div><div class='menu'><a href='/'>Home</a><a href='/pitches/'>Pitches</a><a href='/book/'>Book</a>"
            "<a href='/find-us/'>Find us</a></div></div><div id='middle'><div class='col-a'>"
            f"<div class='pitch-title'>{name}</div><div class='pic'><img src='/img/p.jpg' alt='{alt}'></div>"
            f"{table(rows, None, 'pitch-spec')}<div class='book-btn'><a href='/book/'>Check availability</a></div>"
            f"</div><div class='col-b'>{CAMP_RULES}</div></div><div id='bottom'>Bramble Bank Farm, Hollins Lane"
            " · 01632 960123</div></body></html>")


@scen("campsite_pitches", "pitch pages one number apart; difference in table cells and the image alt")
def _campsite_pitches():
    h = "https://www.bramblebank.example/pitches/"

    def spec(kind, size, hook, view):
        return [["Type", kind], ["Size", size], ["Electric hook-up", hook], ["Outlook", view]]
    data = [
        ("12", "Pitch 12", spec("Grass", "10 x 8 m", "16A", "Hedge, near shower block"), "Pitch 12 beside the hedge"),
        ("13", "Pitch 13", spec("Grass", "10 x 8 m", "16A", "Hedge, near play area"), "Pitch 13 next to the play area"),
        ("14", "Pitch 14", spec("Grass", "12 x 9 m", "none", "Open field"), "Pitch 14 in the open field"),
        ("21", "Pitch 21", spec("Hardstanding", "9 x 7 m", "16A", "Valley view"), "Gravel pitch 21 with valley view"),
        ("22", "Pitch 22", spec("Hardstanding", "9 x 7 m", "10A", "Valley view"), "Gravel pitch 22 with valley view"),
        ("pod-wren", "Glamping pod Wren", spec("Pod, sleeps 3", "3 x 5 m", "Lights and sockets", "Orchard"),
         "Wooden pod Wren in the orchard"),
    ]
    return [P(h + s, _camp_page(n, rows, alt), "pitch-" + s) for s, n, rows, alt in data]


BELCOUR_ESTATE = (
    "<div class='estate'><p>Château Belcour has belonged to the Mercier family since 1891. Our 32 hectares "
    "of vines sit on a gravel and clay plateau above the river, planted mostly to Merlot with Cabernet Franc "
    "and a little Cabernet Sauvignon. We harvest by hand, sort every bunch on a vibrating table and age the "
    "grand vin for eighteen months in French oak, a third of it new.</p><p>Visits and tastings are by "
    "appointment from Tuesday to Saturday. The cellar door shop sells current vintages and a small library "
    "of older bottles. Trade enquiries: please contact our négociant partners listed on the distribution "
    "page.</p><p class='legal'>Alcohol abuse is dangerous for your health; consume in moderation. You must "
    "be of legal drinking age in your country to purchase.</p></div>")


def _wine_page(wine, vintage, blend, abv, note, window):
    return ("<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>Château Belcour</title>"
            "<link rel='stylesheet' href='/s/belcour.css'></head><body class='vintage'><div class='frame'>"
            "<div class='mark'>Château Belcour</div><ul class='menu'><li>The estate</li><li>Wines</li>"
            f"<li>Visit</li><li>Contact</li></ul><section class='wine'><h2>{wine} {vintage}</h2>"
            f"<p class='blend'>{blend} · {abv}</p><blockquote>{note}</blockquote>"
            f"<p class='window'>Drink {window}</p></section>{BELCOUR_ESTATE}"
            "<div class='foot'>Château Belcour · Saint-Aubin-de-Rive · France</div></div></body></html>")


@scen("wine_vintages", "the site name as the only title; vintages of one wine differ in year and note")
def _wine_vintages():
    h = "https://www.chateaubelcour.example/wines/"
    data = [
        ("grand-vin/2015", "Grand Vin", "2015", "Merlot 78%, Cabernet Franc 22%", "14%",
         "Ripe plum and cedar, broad and generous, fine tannins.", "2022–2035"),
        ("grand-vin/2016", "Grand Vin", "2016", "Merlot 75%, Cabernet Franc 20%, Cabernet Sauvignon 5%", "14%",
         "Tight and structured, blackcurrant and graphite; needs time.", "2025–2040"),
        ("grand-vin/2017", "Grand Vin", "2017", "Merlot 85%, Cabernet Franc 15%", "13.5%",
         "Small frost-hit crop; lighter, red cherry and spice.", "2021–2030"),
        ("grand-vin/2018", "Grand Vin", "2018", "Merlot 80%, Cabernet Franc 20%", "14.5%",
         "Sunny year: dark fruit, chocolate, velvety and long.", "2024–2038"),
        ("second-vin/2018", "Le Petit Belcour", "2018", "Merlot 90%, Cabernet Franc 10%", "14%",
         "Juicy and supple, for drinking young.", "now–2026"),
        ("grand-vin/2019", "Grand Vin", "2019", "Merlot 76%, Cabernet Franc 24%", "14%",
         "Fresh and precise, violets and blueberry.", "2026–2042"),
    ]
    return [P(h + s, _wine_page(w, v, b, a, n, win), s) for s, w, v, b, a, n, win in data]


FOUNDRY_LIC = (
    "<section class='licensing'><h3>Licensing</h3><p>Every Foundry Letters font comes with a desktop licence for "
    "up to five users. Web, app and broadcast use need separate licences, priced by page views, installs or "
    "audience. Students get 50% off with a valid student card. All fonts include Latin Extended, Greek and "
    "Cyrillic, tabular and proportional figures, small caps and case-sensitive forms.</p><p>Foundry Letters "
    "is an independent type studio in Leeds. We design retail typefaces and custom lettering for brands, "
    "publishers and cultural institutions. Newsletter: one email a season, new releases only.</p></section>")
SPECIMEN = "Sphinx of black quartz, judge my vow. 0123456789 &amp; ¶ §"


def _font_page(family, style, weight, glyphs, size, price):
    return ("<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'>"
            f"<title>Foundry Letters | {family} {style}</title></head><body><header class='top'><b>Foundry "
            "Letters</b><nav><a href='/fonts/'>Fonts</a><a href='/custom/'>Custom</a><a href='/about/'>About</a>"
            f"<a href='/cart/'>Cart (0)</a></nav></header><main><div class='specimen' style='font-weight:{weight}'>"
            f"<p class='big'>{SPECIMEN}</p><p class='small'>{SPECIMEN}</p></div><div class='facts'>"
            f"<span>{family} {style}</span><span>Weight {weight}</span><span>{glyphs} glyphs</span>"
            f"<span>OTF {size}</span><span>Desktop licence {price}</span></div>{FOUNDRY_LIC}</main>"
            "<footer>© Foundry Letters Ltd</footer></body></html>")


@scen("typeface_weights", "one family's weights: identical specimen text, differ in weight name and numbers")
def _typeface_weights():
    h = "https://www.foundryletters.example/fonts/"
    data = [
        ("orrin-sans/light", "Orrin Sans", "Light", 300, 812, "88 KB", "£45"),
        ("orrin-sans/regular", "Orrin Sans", "Regular", 400, 812, "90 KB", "£45"),
        ("orrin-sans/medium", "Orrin Sans", "Medium", 500, 812, "91 KB", "£45"),
        ("orrin-sans/bold", "Orrin Sans", "Bold", 700, 812, "93 KB", "£45"),
        ("orrin-sans/bold-italic", "Orrin Sans", "Bold Italic", 700, 790, "97 KB", "£45"),
        ("orrin-serif/regular", "Orrin Serif", "Regular", 400, 744, "112 KB", "£55"),
    ]
    out = [P(h + s, _font_page(*rest), s) for s, *rest in data]
    s, *rest = data[1]
    out.append(P(h + s + "/index.html", _font_page(*rest), s))
    return out


UNI_SIDE = (
    "<font size='2' face='Verdana'><b>About CodePoints</b><br>CodePoints lists every character of the Unicode "
    "Standard with its name, block, general category and encodings. Data come from the Unicode Character "
    "Database and are updated with every new version of the standard. Glyphs are drawn with your own fonts; if "
    "you see an empty box, no installed font covers the character.<br><br><b>Disclaimer</b><br>This site is not "
    "affiliated with the Unicode Consortium. Unicode is a registered trademark of Unicode, Inc. Information is "
    "provided as is, without warranty of any kind.<br><br><b>Browse</b><br>Blocks | Scripts | Categories | "
    "Emoji | Search</font>")


def _uni_page(cp, name, glyph, cat, utf8, ent):
    rows = "".join(f"<tr><td bgcolor='#f0f0f0'><font size='2'>{a}</font></td><td><font size='2'>{b}</font></td></tr>"
                   for a, b in [("Code point", f"U+{cp}"), ("Block", "Arrows" if cp < "2200" else "Mathematical "
                                "Operators"), ("Category", cat), ("UTF-8", utf8), ("HTML", ent)])
    return (f"<html><head><meta http-equiv='Content-Type' content='text/html; charset=utf-8'><title>U+{cp} {name}"
            "</title></head><body topmargin='0' leftmargin='0'><table width='100%' border='0' cellpadding='4'><tr>"
            "<td colspan='2' bgcolor='#336699'><font color='white' size='5' face='Verdana'>CodePoints</font></td></tr>"
            "<tr><td width='70%' valign='top'>"
            f"<center><font size='7'>{glyph}</font><br><font size='3' face='Verdana'>{name}</font></center>"
            f"<table border='1' cellspacing='0' cellpadding='3' width='100%'>{rows}</table></td>"
            f"<td width='30%' valign='top' bgcolor='#fafafa'>{UNI_SIDE}</td></tr></table></body></html>")


@scen("unicode_chars", "legacy table layout; character pages whose only own text is a name and a few codes")
def _unicode_chars():
    h = "http://www.codepoints.example/char/"
    data = [
        ("2190", "LEFTWARDS ARROW", "&#x2190;", "Sm", "E2 86 90", "&amp;larr;"),
        ("2191", "UPWARDS ARROW", "&#x2191;", "Sm", "E2 86 91", "&amp;uarr;"),
        ("2192", "RIGHTWARDS ARROW", "&#x2192;", "Sm", "E2 86 92", "&amp;rarr;"),
        ("2193", "DOWNWARDS ARROW", "&#x2193;", "Sm", "E2 86 93", "&amp;darr;"),
        ("21D0", "LEFTWARDS DOUBLE ARROW", "&#x21D0;", "Sm", "E2 87 90", "&amp;lArr;"),
        ("2211", "N-ARY SUMMATION", "&#x2211;", "Sm", "E2 88 91", "&amp;sum;"),
    ]
    return [P(h + cp, _uni_page(cp, n, g, c, u, e), cp) for cp, n, g, c, u, e in data]


CHESS_BLURB = (
    "<font face='Arial' size='2'>The Openings Book is a free reference of chess openings arranged by ECO code. "
    "Each page shows the main line, a short comment and links to master games. Statistics are drawn from "
    "more than two million games played since 1950 by players rated above 2200. Move order matters: many "
    "openings can be reached by transposition, so always check the position rather than the name.<br><br>"
    "Please support the site by joining our club. Members get ad-free pages, opening trainer drills and "
    "downloadable PGN files of every line.</font>")


def _chess_page(eco, name, moves, idea, stats):
    return ("<html><head><meta charset='utf-8'>"
            f"<title>Openings: {eco} {name}</title></head><body bgcolor='#f5f0e1'><center>"
            "<font face='Georgia' size='6'>The Openings Book</font><br><font size='2'><a href='/eco/'>ECO index</a> "
            "- <a href='/trainer/'>Trainer</a> - <a href='/club/'>Join</a></font><hr width='80%'>"
            f"<font face='Georgia' size='4'><b>{eco}</b> {name}</font><br><br>"
            f"<font face='Courier New' size='3'>{moves}</font><br><br><font size='2'>{idea}</font><br>"
            f"<font size='2'>White wins {stats[0]}% · Draws {stats[1]}% · Black wins {stats[2]}%</font>"
            f"<hr width='80%'><table width='70%'><tr><td>{CHESS_BLURB}</td></tr></table></center></body></html>")


@scen("chess_openings", "<center>/<font> pages: a move list and a line each; ?page=1 copy")
def _chess_openings():
    h = "http://www.openingsbook.example/eco/"
    data = [
        ("C60", "Ruy Lopez", "1.e4 e5 2.Nf3 Nc6 3.Bb5", "White pressures the knight defending e5.", (38, 34, 28)),
        ("C65", "Ruy Lopez, Berlin Defence", "1.e4 e5 2.Nf3 Nc6 3.Bb5 Nf6", "Black counterattacks e4 at once.",
         (34, 43, 23)),
        ("C67", "Ruy Lopez, Berlin Defence, Rio de Janeiro Variation",
         "1.e4 e5 2.Nf3 Nc6 3.Bb5 Nf6 4.O-O Nxe4 5.Re1 Nd6 6.Nxe5 Be7 7.Bf1 Nxe5 8.Rxe5 O-O",
         "A symmetrical, drawish endgame-like structure.", (33, 48, 19)),
        ("B90", "Sicilian, Najdorf", "1.e4 c5 2.Nf3 d6 3.d4 cxd4 4.Nxd4 Nf6 5.Nc3 a6",
         "A flexible move preparing ...e5 or ...b5.", (37, 30, 33)),
        ("D37", "Queen's Gambit Declined, 5.Bf4", "1.d4 d5 2.c4 e6 3.Nc3 Nf6 4.Nf3 Be7 5.Bf4",
         "The bishop goes to f4 instead of the classical g5.", (36, 42, 22)),
    ]
    out = [P(h + e, _chess_page(e, n, mv, i, st), e) for e, n, mv, i, st in data]
    e, n, mv, i, st = data[1]
    out.append(P(h + e + "?page=1", _chess_page(e, n, mv, i, st), e))
    return out


BIRD_SIDE = (
    "<section class='about-atlas'><h3>About the Atlas</h3><p>The County Bird Atlas maps the breeding and "
    "wintering birds of the county in 2 km squares. It is compiled from more than 400,000 records sent in by "
    "volunteers since 2018. Every record is checked by the county recorder before it appears on the maps. "
    "You can add your own sightings online or with the free app.</p><p>The Atlas is run by the County Bird Club, "
    "a registered charity. Members receive the quarterly bulletin and the annual bird report, and can join "
    "guided walks and ringing demonstrations. Membership costs £18 a year, £9 for under-25s.</p>"
    "<p>Photographs are used with the permission of club members and may not be reused.</p></section>")


def _bird_page(name, latin, length, status, alt, line):
    return ("<!DOCTYPE html><html lang='en-GB'><head><meta charset='utf-8'>"
            f"<title>{name} - County Bird Atlas</title></head><body><header class='masthead'><p class='site'>County "
            "Bird Atlas</p><nav><a href='/species/'>Species</a> <a href='/maps/'>Maps</a> <a href='/submit/'>Submit "
            "records</a></nav></header><div class='layout'><main><article class='species'>"
            f"<h1>{name}</h1><p class='latin'><i>{latin}</i></p><figure><img src='/photos/x.jpg' alt='{alt}'>"
            f"</figure><p>{line}</p>{table([['Length', length], ['County status', status]], None, 'facts')}"
            "</article></main>"
            f"<aside class='sidebar'>{BIRD_SIDE}</aside></div><footer>County Bird Club</footer></body></html>")


@scen("bird_species", "three look-alike warblers; the site block in the sidebar outweighs each page")
def _bird_species():
    h = "https://www.countybirdatlas.example/species/"
    data = [
        ("willow-warbler", "Willow Warbler", "Phylloscopus trochilus", "11–12.5 cm", "Common summer visitor",
         "Willow Warbler singing from a birch twig", "Sings a soft, descending cascade; pale legs."),
        ("chiffchaff", "Chiffchaff", "Phylloscopus collybita", "10–12 cm", "Common summer visitor, some winter",
         "Chiffchaff on a bramble", "Repeats its name, chiff-chaff; dark legs."),
        ("wood-warbler", "Wood Warbler", "Phylloscopus sibilatrix", "12–13 cm", "Scarce breeder in oak woods",
         "Wood Warbler with yellow throat in oak", "A shivering trill; bright yellow throat."),
        ("goldcrest", "Goldcrest", "Regulus regulus", "9 cm", "Common resident",
         "Goldcrest showing its yellow crown stripe", "The smallest bird in the county; loves conifers."),
        ("firecrest", "Firecrest", "Regulus ignicapilla", "9 cm", "Rare breeder, scarce in winter",
         "Firecrest with white eyebrow stripe", "Like a Goldcrest with a bold white eyebrow."),
    ]
    return [P(h + s, _bird_page(*rest), s) for s, *rest in data]


LOTTO_PLAY = (
    "<div class='responsible'><h3>Play responsibly</h3><p>You must be 18 or over to play. Set a budget and stick "
    "to it; never chase losses. If gambling stops being fun, use our tools to set spending limits, take a break "
    "or self-exclude for six months or longer. Free, confidential support is available day and night from the "
    "national gambling helpline.</p><p>Prizes must be claimed within 180 days of the draw. Prizes up to £500 can "
    "be claimed at any retailer; larger prizes by post or at a regional claims centre. Results are checked "
    "against the official draw record; in case of a difference the official record prevails. Northstar Lotto "
    "returns 28p of every £1 to good causes across the region.</p></div>")


def _lotto_page(draw, date, balls, bonus, prizes, updated):
    bl = "".join(f"<li class='ball'>{b}</li>" for b in balls)
    return ("<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'>"
            f"<title>Draw {draw} results - Northstar Lotto</title></head><body><div class='header'>"
            "<div class='brand'>Northstar Lotto</div><div class='links'><a href='/play/'>Play</a>"
            "<a href='/results/'>Results</a><a href='/good-causes/'>Good causes</a><a href='/account/'>My account</a>"
            f"</div></div><div class='content'><div class='draw-head'>Draw {draw} &middot; {date}</div>"
            f"<ul class='balls'>{bl}<li class='ball bonus'>{bonus}</li></ul>"
            f"{table(prizes, ['Match', 'Winners', 'Prize'], 'prizes')}<div class='upd'>Last updated {updated}</div>"
            f"</div>{LOTTO_PLAY}<div class='footer'>Northstar Lotto Ltd, licensed operator.</div></body></html>")


@scen("lottery_draws", "draw numbers one apart; a later 'last updated' stamp is a true copy")
def _lottery_draws():
    h = "https://www.northstarlotto.example/results/draw/"

    def pz(j, f, four):
        return [["6", j, "£1,200,000" if j != "0" else "Rollover"], ["5 + bonus", f, "£25,000"],
                ["4", four, "£85"], ["3", "41,220", "£10"]]
    data = [
        ("2841", "Sat 4 May 2024", [3, 11, 19, 27, 38, 44], 7, pz("0", "1", "1,402")),
        ("2842", "Wed 8 May 2024", [5, 12, 21, 22, 30, 41], 16, pz("1", "3", "1,388")),
        ("2843", "Sat 11 May 2024", [1, 9, 14, 33, 36, 45], 20, pz("0", "0", "1,517")),
        ("2844", "Wed 15 May 2024", [8, 17, 18, 29, 34, 40], 2, pz("2", "2", "1,290")),
        ("2845", "Sat 18 May 2024", [4, 6, 25, 31, 39, 42], 13, pz("0", "4", "1,611")),
    ]
    out = [P(h + d, _lotto_page(d, dt, b, bo, pr, dt[4:] + " 21:40"), d) for d, dt, b, bo, pr in data]
    d, dt, b, bo, pr = data[2]
    out.append(P(h + d + "?v=2", _lotto_page(d, dt, b, bo, pr, "Sun 12 May 2024 08:05"), d))
    return out


EXAM_RULES = (
    "<div class='exam-rules'><b>Examination regulations (summary)</b><ol><li>Arrive 20 minutes before the "
    "start. You will not be admitted more than 30 minutes after the start.</li><li>Bring your student card; "
    "place it face up on the desk.</li><li>Mobile phones and smart watches must be switched off and left in "
    "your bag at the front of the room.</li><li>Only clear pencil cases and approved calculators (Casio FX-83 "
    "or FX-85) are allowed.</li><li>You may not leave during the first hour or the last fifteen minutes.</li>"
    "<li>Any suspected breach will be reported to the Academic Conduct Panel.</li></ol><p>Candidates with "
    "approved access arrangements have been allocated separately; check your personal timetable. Questions: "
    "Examinations Office, Block C, open 8:30 to 17:00 during the exam period.</p></div>")


def _seat_page(paper, title, date, rows):
    t = table(rows, ["Candidate numbers", "Room", "Seats"], "alloc")
    return ("<!DOCTYPE html><html><head><meta charset='utf-8'><title>Seat allocation</title></head><body>"
            "<div id='banner'>Westmoor College · Examinations Office</div><div id='crumbs'>Student portal / Exams / "
            f"Seat allocation</div><div id='main'><div class='paper'>{paper} {title}</div>"
            f"<div class='when'>{date}</div>{t}</div>{EXAM_RULES}<div id='f'>Westmoor College</div></body></html>")


@scen("exam_seating", "one title for all; papers differ in code, date and room table")
def _exam_seating():
    h = "https://exams.westmoor.example/seating?session=2024S&paper="
    data = [
        ("MA101", "Calculus I", "Mon 3 June, 09:30", [["W1001–W1120", "Sports Hall", "1–120"],
                                                      ["W1121–W1160", "C204", "1–40"]]),
        ("MA102", "Linear Algebra", "Tue 4 June, 09:30", [["W1001–W1120", "Sports Hall", "1–120"],
                                                          ["W1121–W1150", "C204", "1–30"]]),
        ("PH110", "Mechanics", "Tue 4 June, 14:00", [["W2001–W2080", "Sports Hall", "1–80"]]),
        ("CS120", "Programming Fundamentals", "Wed 5 June, 09:30", [["W3001–W3060", "Lab B1", "1–60"],
                                                                    ["W3061–W3095", "Lab B2", "1–35"]]),
        ("EC101", "Microeconomics", "Thu 6 June, 14:00", [["W4001–W4140", "Great Hall", "1–140"]]),
        ("MA201", "Calculus II", "Fri 7 June, 09:30", [["W1001–W1090", "Sports Hall", "1–90"]]),
    ]
    return [P(h + p, _seat_page(p, t, d, r), p) for p, t, d, r in data]


DIOCESE_BLOCK = (
    "<div class='diocese'><h4>Safeguarding</h4><p>The Diocese of Aldwick is committed to the safety of children "
    "and adults who may be vulnerable. Every parish has a safeguarding officer; contact details are on the "
    "church noticeboard. If you are worried about someone, speak to the diocesan safeguarding adviser in "
    "confidence, or in an emergency call the police.</p><h4>Weddings, baptisms and funerals</h4><p>Please contact "
    "the parish office at least six months before a wedding. Baptisms are usually celebrated at the main Sunday "
    "service. Funeral directors will arrange services with the parish priest.</p><p>Service times can change "
    "during holidays and vacancies; please check with the parish if travelling.</p></div>")


def _parish_page(name, rows, side_order):
    side = "".join(f"<li><a href='/parishes/'>{p}</a></li>" for p in side_order)
    return ("<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'>"
            f"<title>Diocese of Aldwick | {name}</title></head><body><div class='hdr'>Diocese of Aldwick</div>"
            "<div class='cols'><div class='nav-col'><p>Parishes in the deanery</p>"
            f"<ul>{side}</ul></div><div class='main-col'><h1>{name}</h1>"
            f"{table(rows, ['Day', 'Time', 'Service'], 'services')}{DIOCESE_BLOCK}</div></div>"
            "<div class='ftr'>Diocesan Office, Cathedral Close, Aldwick</div></body></html>")


@scen("parish_services", "service times per parish; a copy whose deanery sidebar is reordered")
def _parish_services():
    h = "https://www.aldwickdiocese.example/parishes/"
    order = ["St Mary's, Ashby", "St John's, Denby", "All Saints, Wexley", "Holy Trinity, Portwell",
             "St Mary's, Ashby Magna"]
    data = [
        ("st-marys-ashby", "St Mary's, Ashby", [["Sunday", "8:00", "Holy Communion (BCP)"],
                                                ["Sunday", "10:30", "Parish Eucharist"], ["Wednesday", "10:00", "Said Eucharist"]]),
        ("st-marys-ashby-magna", "St Mary's, Ashby Magna", [["Sunday", "9:30", "Parish Eucharist (1st, 3rd)"],
                                                            ["Sunday", "18:00", "Evensong (2nd, 4th)"]]),
        ("st-johns-denby", "St John's, Denby", [["Sunday", "10:00", "Family Service"],
                                                ["Sunday", "18:30", "Evening Prayer"], ["Thursday", "19:30", "Compline"]]),
        ("all-saints-wexley", "All Saints, Wexley", [["Sunday", "11:00", "Sung Eucharist"],
                                                     ["Tuesday", "9:15", "Morning Prayer"]]),
        ("holy-trinity-portwell", "Holy Trinity, Portwell", [["Saturday", "18:00", "Vigil Mass"],
                                                             ["Sunday", "9:00", "Mass"], ["Sunday", "11:00", "Sung Mass"]]),
    ]
    out = [P(h + s, _parish_page(n, r, order), s) for s, n, r in data]
    s, n, r = data[2]
    out.append(P(h + s + "?from=map", _parish_page(n, r, list(reversed(order))), s))
    return out


BIN_TEXT = (
    "<div class='bin-help'><p>Put your bins out by 6:30am on collection day with the lid closed. Please do not "
    "leave bins on the pavement overnight for more than one day. Extra bags next to a general waste bin will "
    "not be taken. Blue bins are for paper, card, cans, glass and plastic bottles, pots, tubs and trays, all "
    "rinsed. Brown bins are for garden waste and need a yearly permit (£45). Food caddies are collected every "
    "week.</p><p>Collections after bank holidays move one day later for the rest of that week. Missed "
    "collections can be reported after 4pm on collection day and up to two working days later. To order a new "
    "or replacement bin, use the online form; delivery takes up to 15 working days.</p></div>")


def _bin_page(street, area, general, recycling, garden):
    rows = [["General waste (grey bin)", general], ["Recycling (blue bin)", recycling],
            ["Garden waste (brown bin)", garden], ["Food waste (caddy)", "Every week"]]
    return ("<!DOCTYPE html><html lang='en-GB'><head><meta charset='utf-8'><title>Bin collection day - Eastford "
            "Borough Council</title></head><body><div class='council-header'><a href='/'>Eastford Borough Council"
            "</a></div><div class='main-content'><h1>Bin collection day</h1>"
            f"<p class='address'>{street}, {area}</p>{table(rows, None, 'bin-days')}"
            f"{BIN_TEXT}</div><div class='council-footer'>Eastford Borough Council, Town Hall, Eastford</div>"
            "</body></html>")


@scen("bin_days", "title and h1 identical; street and weekday only in a line and table cells")
def _bin_days():
    h = "https://www.eastford.example/bins/street/"
    data = [
        ("acacia-avenue", "Acacia Avenue", "EF3 2AA", "Tuesday, fortnightly (next 14 May)",
         "Tuesday, fortnightly (next 21 May)", "Friday, fortnightly"),
        ("beech-road", "Beech Road", "EF3 2BD", "Tuesday, fortnightly (next 14 May)",
         "Tuesday, fortnightly (next 21 May)", "Friday, fortnightly"),
        ("cedar-close", "Cedar Close", "EF3 4CL", "Wednesday, fortnightly (next 15 May)",
         "Wednesday, fortnightly (next 22 May)", "Monday, fortnightly"),
        ("dove-lane", "Dove Lane", "EF4 1DL", "Thursday, fortnightly (next 23 May)",
         "Thursday, fortnightly (next 16 May)", "Not available"),
        ("elm-grove", "Elm Grove", "EF4 3EG", "Friday, fortnightly (next 17 May)",
         "Friday, fortnightly (next 24 May)", "Tuesday, fortnightly"),
        ("foxglove-way", "Foxglove Way", "EF5 6FW", "Monday, weekly (communal bins)",
         "Monday, weekly (communal bins)", "Not available"),
    ]
    return [P(h + s, _bin_page(st, a, g, r, gd), s) for s, st, a, g, r, gd in data]


VOTE_BLOCK = (
    "<p>Polling stations are open from 7am to 10pm. You do not need your poll card to vote, but you must show "
    "an accepted form of photo ID, such as a passport, driving licence, blue badge or older person's bus pass. "
    "If you do not have one, apply for a free Voter Authority Certificate before the deadline.</p>"
    "<p>If you are in the queue at 10pm you will be allowed to vote. Staff can help voters with disabilities; "
    "you can bring a companion over 18 to help you. Tactile voting devices and large print ballot papers are "
    "available at every station. Postal votes can be handed in at any polling station in the borough.</p>"
    "<p>Wexley Electoral Services, Civic Centre, open Monday to Friday 9am to 5pm.</p>")


def _vote_page(code, station, addr, districts, access):
    return ("<!doctype html><html lang='en'><head><meta charset='utf-8'><title>Where do I vote? - Wexley Elections"
            "</title></head><body><div class='shell'><div class='topbar'>Wexley Elections</div>"
            "<div class='content-area'><div class='station-card'>"
            f"<div class='station-code'>{code}</div><div class='station-name'>{station}</div>"
            f"<div class='station-addr'>{addr}</div><div class='districts'>Polling districts: {districts}</div>"
            f"<div class='access'>{access}</div>{VOTE_BLOCK}</div></div>"
            "<div class='bottom'>Wexley Borough Council</div></div></body></html>")


@scen("polling_stations", "station cards with the site's voting rules inside the content element")
def _polling_stations():
    h = "https://elections.wexley.example/polling-stations/"
    data = [
        ("AB1", "St John's Church Hall", "Church Road, Wexley WX1 4JH", "AB1, AB2", "Step-free access from the car park"),
        ("AB3", "Wexley Scout Hut", "Back Lane, Wexley WX1 7SL", "AB3", "Temporary ramp at the side door"),
        ("CD1", "Millfield Community Centre", "Millfield Road, Wexley WX2 2MC", "CD1, CD2, CD3", "Step-free"),
        ("CD4", "Mobile station (portable cabin)", "Car park, The Green, Little Wexley", "CD4", "Ramp; limited space"),
        ("EF1", "Wexley Library", "High Street, Wexley WX1 1HS", "EF1", "Lift to first floor meeting room"),
    ]
    return [P(h + c.lower(), _vote_page(c, s, a, d, ac), c) for c, s, a, d, ac in data]


COURT_ATTEND = (
    "<section class='attending'><h2>Attending court</h2><p>Arrive at least 30 minutes before your hearing. "
    "All visitors are searched on entry; do not bring sharp objects, liquids or aerosols. Mobile phones must be "
    "switched off in courtrooms. Recording or photographing proceedings is a criminal offence. Lists are subject "
    "to change until the day of hearing; cases may be moved to another courtroom by the listing office.</p><p>"
    "If you need an interpreter, a hearing loop or step-free access, contact the court office in advance. "
    "The public may attend most hearings. Family and youth cases are heard in private.</p></section>")


def _court_page(date, court, judge, rows, *, printv=False):
    t = table(rows, ["Time", "Case number", "Parties", "Hearing type"], "cause-list")
    title = f"Daily cause list: Court {court}, {date}"
    inner = f"<h1>{title}</h1><p class='judge'>Before {judge}</p>{t}"
    if printv:
        return (f"<html><head><meta charset='utf-8'><title>{title} - Lowmoor Combined Court</title></head>"
                f"<body onload='window.print()'><div>{inner}</div><p>Lowmoor Combined Court</p></body></html>")
    return (f"<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>{title} - Lowmoor Combined Court"
            "</title></head><body><header><span class='crest'>Lowmoor Combined Court</span><nav><a href='/lists/'>"
            "Court lists</a> <a href='/visit/'>Visiting</a> <a href='/contact/'>Contact</a></nav></header><main>"
            f"{inner}<p><a href='?print=1'>Print this list</a></p></main>{COURT_ATTEND}"
            "<footer>Courts and Tribunals Service</footer></body></html>")


@scen("court_cause_lists", "cause lists per courtroom and day; a print copy without wrappers")
def _court_cause_lists():
    h = "https://www.lowmoorcourt.example/lists/"
    data = [
        ("2024-05-20/court-1", "20 May 2024", "1", "HHJ Patel", [["10:00", "LM24C0113", "R v D. Hollis", "Sentence"],
                                                               ["11:30", "LM24C0120", "R v K. Osei", "Plea"]]),
        ("2024-05-20/court-2", "20 May 2024", "2", "DJ Moore", [["10:00", "LM24F0071", "Barker v Lane Homes Ltd",
                                                               "Small claim"], ["14:00", "LM24F0090", "Green v Green",
                                                               "Directions"]]),
        ("2024-05-21/court-1", "21 May 2024", "1", "HHJ Patel", [["10:00", "LM24C0113", "R v D. Hollis", "Sentence (adjourned)"],
                                                               ["10:30", "LM24C0131", "R v S. Ahmed", "Trial day 1"]]),
        ("2024-05-21/court-3", "21 May 2024", "3", "Recorder Quinn", [["10:00", "LM24C0140", "R v J. Dunn", "Bail"]]),
        ("2024-05-22/court-2", "22 May 2024", "2", "DJ Moore", [["10:00", "LM24F0102", "Portwell Estates v Rao",
                                                               "Possession"]]),
    ]
    out = [P(h + s, _court_page(d, c, j, r), s) for s, d, c, j, r in data]
    s, d, c, j, r = data[0]
    out.append(P(h + s + "?print=1", _court_page(d, c, j, r, printv=True), s))
    return out


# ============================================================================= CHINESE

GJJ_FOOT = (
    "<tr><td class='foot' style='font-size:12px;line-height:22px'>【免责声明】本网站所载公积金政策资料均来源于各地住房公积金"
    "管理中心公开信息，仅供参考，具体以当地管理中心最新规定和窗口解释为准。因政策调整造成的信息滞后，本站不承担任何责任。"
    "<br>【关于我们】公积金指南网成立于2012年，致力于为缴存职工提供全国各城市住房公积金缴存、提取、贷款、转移接续等政策"
    "查询服务，目前已收录三百余个城市的办事资料。<br>【服务时间】客服热线工作日9:00—17:30，节假日休息；网站意见反馈请通过"
    "留言板提交，我们将在三个工作日内回复。<br>版权所有 公积金指南网 未经许可不得转载 浙ICP备12000000号</td></tr>")


def _gjj_page(city, cases, docs, place, *, printv=False):
    body = (f"<tr><td class='btitle' align='center'><b>{city}住房公积金提取条件及材料</b></td></tr>"
            f"<tr><td><font size='2'><b>一、可提取情形</b>{lis(cases, tag='ol')}<b>二、所需材料</b>{lis(docs)}"
            f"<b>三、办理地点</b><br>{place}</font></td></tr>")
    title = f"{city}住房公积金提取条件_提取指南_公积金指南网"
    if printv:
        return (f"<html><head><meta http-equiv='Content-Type' content='text/html; charset=utf-8'><title>{title}</title>"
                f"</head><body><table width='640'>{body}</table><p>打印本页</p></body></html>")
    return (f"<html><head><meta http-equiv='Content-Type' content='text/html; charset=utf-8'><title>{title}</title>"
            "</head><body><table width='960' align='center' border='0' cellspacing='0' cellpadding='0'>"
            "<tr><td height='80' bgcolor='#c00000'><font color='#ffffff' size='6'>公积金指南网</font></td></tr>"
            "<tr><td bgcolor='#eeeeee'>首页 | 缴存指南 | 提取指南 | 贷款指南 | 转移接续 | 计算器</td></tr>"
            f"<tr><td><table width='100%' cellpadding='8'>{body}</table></td></tr>{GJJ_FOOT}</table></body></html>")


@scen("gjj_cities", "GBK table layout; extraction rules per city, a print copy")
def _gjj_cities():
    h = "http://www.gjjzhinan.example/tiqu/"
    data = [
        ("hangzhou", "杭州", ["购买自住住房", "租赁自住住房（每月限额1800元）", "离休、退休"],
         ["身份证", "购房合同或不动产权证"], "杭州市住房公积金管理中心各分中心服务大厅"),
        ("ningbo", "宁波", ["购买自住住房", "租赁自住住房（每月限额1500元）", "重大疾病"],
         ["身份证", "购房发票"], "宁波市住房公积金管理中心鄞州服务网点"),
        ("wenzhou", "温州", ["购买自住住房", "租赁自住住房（每月限额1200元）", "出境定居"],
         ["身份证", "购房合同", "本人银行卡"], "温州市民中心三楼公积金窗口"),
        ("suzhou", "苏州", ["购买、建造自住住房", "偿还住房贷款本息", "租房（每年一次）"],
         ["身份证", "贷款合同"], "苏州市住房公积金管理中心姑苏区服务大厅"),
        ("wuxi", "无锡", ["购买自住住房", "偿还贷款", "既有住宅加装电梯"],
         ["身份证", "加装电梯费用分摊协议"], "无锡市政务服务中心二楼"),
    ]
    out = [P(h + s + ".html", _gjj_page(c, ca, d, pl), s, "gbk") for s, c, ca, d, pl in data]
    s, c, ca, d, pl = data[0]
    out.insert(1, P(h + s + "_print.html", _gjj_page(c, ca, d, pl, printv=True), s, "gbk"))
    return out


BENCAO_DISC = (
    "<div class='mianze'><p>免责声明：本站所有中药材词条内容来源于公开出版的药典、本草典籍及医学院校教材，仅供中医药爱好者"
    "学习参考，不能作为诊断和治疗的依据。中药材的使用因人而异，请在执业中医师指导下使用，切勿自行配伍、盲目服用。孕妇、"
    "儿童、老年人及慢性病患者用药前务必咨询专业医生。</p><p>本草库是一个非营利的中医药知识分享平台，欢迎纠错和补充词条，"
    "投稿邮箱见联系我们页面。转载本站内容请注明出处。</p></div>")


def _bencao_page(name, pairs):
    return ("<!DOCTYPE html><html><head><meta charset='utf-8'>"
            f"<title>{name}_中药材大全_本草库</title></head><body><div class='toubu'><div class='logo'>本草库</div>"
            "<div class='daohang'><a href='/'>首页</a><a href='/yaocai/'>中药材</a><a href='/fangji/'>方剂</a>"
            "<a href='/xuewei/'>穴位</a></div></div><div class='zhuti'><div class='zuobian'>"
            f"<div class='biaoti'>{name}</div><div class='neirong'>{deflist(pairs, 'shuxing')}</div>"
            f"{BENCAO_DISC}</div><div class='youbian'><div class='remen'>热门药材：人参 枸杞 黄芪 当归 三七</div></div></div>"
            "<div class='dibu'>本草库 ©2024</div></body></html>")


@scen("zhongyao_entries", "pinyin-class div soup; herb entries of five short fields")
def _zhongyao_entries():
    h = "https://www.bencaoku.example/yaocai/"
    data = [
        ("huangqi", "黄芪", [("别名", "黄耆、绵芪"), ("性味", "甘，微温"), ("归经", "归肺、脾经"),
                           ("功效", "补气升阳，固表止汗，利水消肿"), ("用量", "9～30克")]),
        ("dangshen", "党参", [("别名", "上党人参"), ("性味", "甘，平"), ("归经", "归脾、肺经"),
                            ("功效", "健脾益肺，养血生津"), ("用量", "9～30克")]),
        ("baizhu", "白术", [("别名", "於术"), ("性味", "苦、甘，温"), ("归经", "归脾、胃经"),
                          ("功效", "健脾益气，燥湿利水，止汗，安胎"), ("用量", "6～12克")]),
        ("fuling", "茯苓", [("别名", "云苓"), ("性味", "甘、淡，平"), ("归经", "归心、肺、脾、肾经"),
                          ("功效", "利水渗湿，健脾，宁心"), ("用量", "10～15克")]),
        ("gancao", "甘草", [("别名", "国老"), ("性味", "甘，平"), ("归经", "归心、肺、脾、胃经"),
                          ("功效", "补脾益气，清热解毒，调和诸药"), ("用量", "2～10克")]),
        ("danggui", "当归", [("别名", "秦归"), ("性味", "甘、辛，温"), ("归经", "归肝、心、脾经"),
                           ("功效", "补血活血，调经止痛，润肠通便"), ("用量", "6～12克")]),
    ]
    return [P(h + s + ".html", _bencao_page(n, p), s) for s, n, p in data]


CAR_FOOT = (
    "<div class='statement'>声明：本站车型参数配置信息来源于厂商官网及公开资料，仅供参考，请以4S店实车及厂商最终公布信息为准。"
    "因车型年款更新、配置调整导致的差异，本站不承担责任。价格为厂商指导价，不含购置税、保险及上牌费用，各地经销商实际"
    "成交价可能存在差异，欢迎通过询底价功能获取本地报价。<br>汽车参数网——专业的汽车参数对比平台，覆盖国内在售全部品牌"
    "车型，提供参数对比、车型报价、口碑评价、车主油耗等服务。商务合作、经销商入驻请联系客服。</div>")


def _car_page(cfg, price, diff):
    base = [("厂商指导价", price), ("级别", "紧凑型SUV"), ("长×宽×高(mm)", "4590×1860×1680"), ("轴距(mm)", "2710"),
            ("整备质量(kg)", diff.get("mass", "1520")), ("发动机", diff.get("eng", "1.5T 156马力 L4")),
            ("变速箱", diff.get("gb", "CVT无级变速")), ("驱动方式", diff.get("drive", "前置前驱")),
            ("WLTC综合油耗(L/100km)", diff.get("fuel", "6.9")), ("轮胎规格", diff.get("tyre", "225/60 R18")),
            ("天窗", diff.get("roof", "电动天窗")), ("中控屏尺寸", diff.get("screen", "12.3英寸")),
            ("座椅材质", diff.get("seat", "仿皮")), ("L2级辅助驾驶", diff.get("adas", "—")), ("保修", "3年或10万公里")]
    t = "".join(f"<tr><th>{a}</th><td>{b}</td></tr>" for a, b in base)
    return ("<!DOCTYPE html><html lang='zh-CN'><head><meta charset='utf-8'>"
            f"<title>汽车参数网-星途X5 2024款 {cfg} 参数配置</title></head><body><div class='header'><span>汽车参数网</span>"
            "<a>找车</a><a>报价</a><a>对比</a><a>口碑</a></div><div class='crumb'>汽车参数网 &gt; 星途 &gt; 星途X5 &gt; 参数配置"
            f"</div><div class='param-box'><div class='cfg-name'>星途X5 2024款 {cfg}</div><table class='param-table'>{t}"
            f"</table></div>{CAR_FOOT}<div class='copy'>©汽车参数网</div></body></html>")


@scen("car_trims", "one model's trims: 15-row parameter table, a few cells differ")
def _car_trims():
    h = "https://www.qichecanshu.example/spec/"
    data = [
        ("50121", "1.5T 手动舒适型", "9.59万", {"gb": "6挡手动", "roof": "—", "screen": "10.25英寸", "seat": "织物",
                                            "fuel": "6.6", "mass": "1460"}),
        ("50122", "1.5T CVT精英型", "10.89万", {"roof": "—", "seat": "织物"}),
        ("50123", "1.5T CVT豪华型", "11.99万", {}),
        ("50124", "1.5T CVT尊贵型", "12.79万", {"adas": "标配", "tyre": "235/55 R19", "seat": "真皮"}),
        ("50125", "2.0T 四驱旗舰型", "15.49万", {"eng": "2.0T 254马力 L4", "gb": "7挡湿式双离合", "drive": "适时四驱",
                                           "fuel": "8.4", "mass": "1685", "tyre": "235/55 R19", "seat": "真皮",
                                           "adas": "标配"}),
    ]
    out = [P(h + s + ".html", _car_page(c, p, d), s) for s, c, p, d in data]
    s, c, p, d = data[2]
    out.append(P(h + s + ".html?utm_source=baidu&utm_medium=cpc", _car_page(c, p, d), s))
    return out


def _phone_page(ver, ram, rom, price, extra, *, wap=False):
    rows = [("处理器", extra.get("soc", "天玑8300")), ("运行内存", ram), ("机身存储", rom), ("屏幕", "6.67英寸 OLED 120Hz"),
            ("后置摄像头", extra.get("cam", "5000万+800万")), ("电池", "5000mAh"), ("快充", extra.get("chg", "67W")),
            ("机身颜色", extra.get("color", "星夜黑 / 冰川蓝 / 晴雪白")), ("首发价格", price)]
    lst = "".join(f"<li><label>{a}</label><span>{b}</span></li>" for a, b in rows)
    title = f"青岚 {ver}（{ram}+{rom}）参数_手机参数大全"
    if wap:
        return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><meta name='viewport' content='width=device-width'>"
                f"<title>{title}</title></head><body><div class='m-top'>手机参数大全</div>"
                f"<div class='m-title'>青岚 {ver} {ram}+{rom}</div><ul class='m-list'>{lst}</ul>"
                "<div class='m-foot'>电脑版 | 反馈</div></body></html>")
    return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{title}</title></head><body>"
            "<header class='site-head'><div class='logo'>手机参数大全</div><nav><a>新机</a><a>排行</a><a>对比</a>"
            "<a>跑分</a></nav></header><div class='container'><section class='spec'>"
            f"<h1>青岚 {ver} {ram}+{rom}</h1><ul class='spec-list'>{lst}</ul></section><aside class='rank'>"
            "<h3>热门手机排行</h3><ol><li>青岚 Note 12</li><li>星耀 S9</li><li>米禾 14</li><li>荣光 X60</li></ol>"
            "</aside></div><footer>本站参数仅供参考，以官方为准。手机参数大全 ©2024</footer></body></html>")


@scen("phone_versions", "memory versions of one phone; a wap copy with a different wrapper")
def _phone_versions():
    h = "https://www.shoujicanshu.example/param/"
    data = [
        ("qinglan-note12-8-128", "Note 12", "8GB", "128GB", "1399元", {}),
        ("qinglan-note12-8-256", "Note 12", "8GB", "256GB", "1599元", {}),
        ("qinglan-note12-12-256", "Note 12", "12GB", "256GB", "1799元", {}),
        ("qinglan-note12-12-512", "Note 12", "12GB", "512GB", "1999元", {"color": "星夜黑 / 冰川蓝"}),
        ("qinglan-note12pro-12-256", "Note 12 Pro", "12GB", "256GB", "2199元",
         {"soc": "骁龙7+ Gen3", "cam": "5000万+800万+5000万长焦", "chg": "90W"}),
    ]
    out = [P(h + s + ".html", _phone_page(v, r, o, pr, e), s) for s, v, r, o, pr, e in data]
    s, v, r, o, pr, e = data[1]
    out.append(P(h + s + ".html?from=wap", _phone_page(v, r, o, pr, e, wap=True), s))
    return out


def _fang_page(name, area, pairs):
    return ("<!DOCTYPE html><html><head><meta charset='utf-8'>"
            f"<title>{name}房价_小区均价_房价查</title></head><body><div class='tou'><b>房价查</b> <span>城市：杭州</span>"
            "</div><div class='lanmu'><a>二手房</a><a>新房</a><a>小区</a><a>房价走势</a></div><div class='xq-info'>"
            f"<div class='xq-name'>{name}</div><div class='xq-area'>{area}</div>{kv_lines(pairs, '：')}</div>"
            "<div class='tishi'>房价数据根据近30天挂牌及成交信息计算，仅供参考，不构成交易建议。房价查不收取任何看房费用，"
            "谨防中介诈骗。</div><div class='di'>房价查 客服热线 工作日9:00-18:00</div></body></html>")


@scen("xiaoqu_prices", "neighbourhood price cards: label:value lines only; ?page=1 copy")
def _xiaoqu_prices():
    h = "https://hz.fangjiacha.example/xiaoqu/"
    data = [
        ("jinguiyuan", "金桂苑", "拱墅区 · 和睦", [("参考均价", "38,620元/平方米"), ("环比上月", "-0.8%"),
                                              ("建成年代", "1998年"), ("物业费", "0.6元/平方米/月"), ("在售房源", "12套")]),
        ("yinxinghuayuan", "银杏花园", "西湖区 · 文三", [("参考均价", "52,100元/平方米"), ("环比上月", "+0.3%"),
                                                  ("建成年代", "2004年"), ("物业费", "1.2元/平方米/月"), ("在售房源", "7套")]),
        ("cuihutiandi", "翠湖天地", "滨江区 · 长河", [("参考均价", "61,880元/平方米"), ("环比上月", "-1.2%"),
                                                ("建成年代", "2012年"), ("物业费", "3.5元/平方米/月"), ("在售房源", "21套")]),
        ("donghuxincun", "东湖新村", "临平区 · 东湖", [("参考均价", "21,450元/平方米"), ("环比上月", "-0.4%"),
                                                ("建成年代", "1995年"), ("物业费", "0.4元/平方米/月"), ("在售房源", "30套")]),
        ("donghuxincun-2", "东湖新村二区", "临平区 · 东湖", [("参考均价", "22,980元/平方米"), ("环比上月", "-0.6%"),
                                                     ("建成年代", "2001年"), ("物业费", "0.5元/平方米/月"), ("在售房源", "9套")]),
    ]
    out = [P(h + s + "/", _fang_page(n, a, p), s) for s, n, a, p in data]
    s, n, a, p = data[3]
    out.append(P(h + s + "/?page=1", _fang_page(n, a, p), s))
    return out


CHUAN_XUZHI = (
    "<font size='2' color='#666666'>乘船须知：一、旅客须持本人有效身份证件购票、乘船，儿童身高1.2米以下免票但须申报。"
    "二、请于开船前30分钟到达码头检票，开船前5分钟停止检票。三、严禁携带易燃易爆、管制刀具等危险品上船。四、遇大风、"
    "大雾等恶劣天气，航班可能临时停航或调整，请以码头公告为准，已购船票可全额退票。五、车辆过渡请提前一天预约。"
    "<br>咨询电话：码头售票处（每日6:00—18:00）。舟海航运有限公司 版权所有</font>")


def _chuan_page(date, rows, note):
    t = "".join("<tr>" + "".join(f"<td align='center'><font size='2'>{c}</font></td>" for c in r) + "</tr>" for r in rows)
    return ("<html><head><meta http-equiv='Content-Type' content='text/html; charset=utf-8'><title>舟海航运</title>"
            "</head><body><center><font size='5' color='#003399'><b>舟海航运</b></font><br>"
            "<font size='2'>首页 | 船期查询 | 网上购票 | 公告 | 联系我们</font><hr>"
            f"<font size='3'><b>{date} 船期表</b></font><br><table border='1' cellspacing='0' width='700'>"
            "<tr bgcolor='#ddeeff'><td>航线</td><td>船名</td><td>开航时间</td><td>状态</td></tr>"
            f"{t}</table><font size='2' color='red'>{note}</font><hr>{CHUAN_XUZHI}</center></body></html>")


@scen("ferry_days", "GBK <font> pages titled only with the site name; sailing tables per day")
def _ferry_days():
    h = "http://www.zhouhaihangyun.example/chuanqi/"
    data = [
        ("20240601", "2024年6月1日", [["沈家门—普陀山", "普陀3号", "07:30", "正常"], ["沈家门—普陀山", "普陀5号", "09:00", "正常"],
                                    ["定海—岱山", "岱山1号", "08:10", "正常"]], ""),
        ("20240602", "2024年6月2日", [["沈家门—普陀山", "普陀3号", "07:30", "正常"], ["沈家门—普陀山", "普陀5号", "09:30", "正常"],
                                    ["定海—岱山", "岱山1号", "08:10", "正常"]], ""),
        ("20240603", "2024年6月3日", [["沈家门—普陀山", "普陀3号", "07:30", "停航"], ["沈家门—普陀山", "普陀5号", "09:00", "停航"],
                                    ["定海—岱山", "岱山1号", "08:10", "待定"]], "受大风影响，上午航班停航。"),
        ("20240604", "2024年6月4日", [["沈家门—普陀山", "普陀5号", "08:00", "加班"], ["沈家门—普陀山", "普陀3号", "09:00", "正常"],
                                    ["定海—岱山", "岱山2号", "08:40", "正常"]], "恢复通航，增开加班船。"),
        ("20240605", "2024年6月5日", [["定海—岱山", "岱山1号", "08:10", "正常"], ["定海—嵊泗", "嵊泗快轮", "07:50", "正常"]],
         "普陀山航线码头检修，停航一天。"),
    ]
    return [P(h + d + ".html", _chuan_page(dt, r, n), d, "gbk") for d, dt, r, n in data]


KS_XUZHI = (
    "<div class='kaosheng'><h4>考生须知</h4><p>1．考生须凭准考证和有效居民身份证原件参加考试，两证缺一不得入场。"
    "2．考试开始30分钟后不得入场，考试期间不得提前交卷离场。3．严禁携带手机、智能手表等各类电子通讯设备进入考场。"
    "4．考生应使用黑色字迹签字笔作答，作答在答题卡规定区域内。5．考点周边实行交通管制，请提前规划出行路线，预留充足时间。"
    "6．考前一天可查看考场，考点将张贴考场分布图。</p><p>市教育考试院咨询电话：工作日8:30-12:00，14:00-17:30。</p></div>")


def _kd_page(code, name, pairs):
    return ("<!DOCTYPE html><html><head><meta charset='utf-8'><title>详情</title></head><body>"
            "<div class='hd'><div class='w'>市教育考试院</div></div><div class='bd w'><div class='dw'>"
            "您的位置：首页 &gt; 考点安排 &gt; 详情</div><div class='art'>"
            f"<div class='kd-code'>考点代码 {code}</div><h2>{name}</h2>{table(pairs, None, 'kd')}{KS_XUZHI}</div></div>"
            "<div class='ft'>主办：市教育考试院</div></body></html>")


@scen("exam_centres", "generic title 详情 on every page; centre facts in a small table")
def _exam_centres():
    h = "https://www.shijiaoyukaoshi.example/kdap/detail.jsp?id="
    data = [
        ("3301", "第一中学考点", [["地址", "解放路88号"], ["考场数", "40个"], ["入口", "北门"], ["公交", "5路、19路 解放路站"]]),
        ("3302", "实验中学考点", [["地址", "教工路12号"], ["考场数", "36个"], ["入口", "东门"], ["公交", "21路 教工路站"]]),
        ("3303", "第二中学考点", [["地址", "凤起路201号"], ["考场数", "32个"], ["入口", "南门"], ["公交", "7路 凤起路站"]]),
        ("3304", "外国语学校考点", [["地址", "文一西路560号"], ["考场数", "28个"], ["入口", "西门"], ["公交", "地铁5号线"]]),
        ("3305", "第十四中学考点", [["地址", "凤起路1号"], ["考场数", "30个"], ["入口", "北门"], ["公交", "7路 凤起路站"]]),
    ]
    return [P(h + c, _kd_page(c, n, p), c) for c, n, p in data]


XX_XUZHI = (
    "<div class='xuzhi'><p><b>献血须知：</b>年龄18—55周岁（既往无献血反应、多次献血者可延长至60周岁），男性体重≥50公斤，"
    "女性≥45公斤。献血前一天晚上请保证充足睡眠，不饮酒；献血当日请吃清淡早餐，避免空腹和油腻饮食。献血后24小时内不做剧烈"
    "运动，针眼处保持干燥。全血献血间隔不少于6个月。</p><p>无偿献血者本人自献血之日起可终身免费使用献血量5倍的临床用血，"
    "其配偶和直系亲属可免费使用等量血液。献血证请妥善保管，也可在“电子献血证”小程序查询。市中心血站竭诚为您服务。</p></div>")


def _xx_page(name, addr, hours, bus):
    return ("<!DOCTYPE html><html><head><meta charset='utf-8'>"
            f"<title>{name}-市中心血站</title></head><body><div class='top'>市中心血站 · 热血相传 爱心永恒</div>"
            "<ul class='menu'><li>首页</li><li>献血点</li><li>用血查询</li><li>新闻</li></ul><div class='article'>"
            f"<h3 class='name'>{name}</h3><p>地址：{addr}</p><p>开放时间：{hours}</p><p>乘车：{bus}</p>{XX_XUZHI}</div>"
            "<div class='footer'>市中心血站</div></body></html>")


@scen("blood_donation_points", "donation points: three lines each, the long donor notice inside the article")
def _blood_donation_points():
    h = "https://www.shixuezhan.example/xxd/"
    data = [
        ("renminguangchang", "人民广场献血屋", "人民广场东南角", "每天9:00—17:00", "1路、3路 人民广场站"),
        ("huochezhan", "火车站献血车", "火车站南广场出站口西侧", "周一至周五9:00—16:30", "地铁1号线 火车站"),
        ("daxuecheng", "大学城献血屋", "大学城学林街商业街中段", "每天9:30—17:30（寒暑假周一休息）", "B2路 学林街站"),
        ("wandaguangchang", "万达广场爱心献血屋", "万达广场1号门外", "每天10:00—18:00", "22路 万达广场站"),
        ("wandaguangchang-che", "万达广场献血车", "万达广场3号门停车场", "周六、周日10:00—17:00", "22路 万达广场站"),
    ]
    out = [P(h + s + ".html", _xx_page(n, a, ho, b), s) for s, n, a, ho, b in data]
    s, n, a, ho, b = data[1]
    out.append(P(h + s + ".html?sid=7d1e2f03b9", _xx_page(n, a, ho, b), s))
    return out


CD_NOTE = (
    "<section class='service'><h2>服务说明</h2><p>充电地图收录的电站信息由运营商接口实时同步，空闲桩数量每5分钟刷新一次，"
    "可能与现场存在延迟。电费、服务费按时段计价，以充电桩屏幕及支付页面显示为准。部分电站停车收费，充电车辆可凭订单享受"
    "限时免费停车，具体以停车场规定为准。</p><p>充电时请勿离车过久，充满后及时挪车，避免产生占位费。遇到设备故障、"
    "燃油车占位等问题可在电站页面一键反馈，客服7×24小时在线。</p></section>")


def _cd_page(slug, name, fast, slow, price_rows, park, *, amp=False):
    body = (f"<h1>{name}</h1><ul class='piles'><li>快充 {fast} 个</li><li>慢充 {slow} 个</li></ul>"
            f"{table(price_rows, ['时段', '电费(元/度)', '服务费(元/度)'], 'price')}<p class='park'>停车：{park}</p>")
    if amp:
        return (f"<!doctype html><html amp lang='zh'><head><meta charset='utf-8'><title>{name} - 充电地图</title>"
                f"<link rel='canonical' href='https://www.chongdianditu.example/station/{slug}'>"
                "<script async src='https://cdn.ampproject.org/v0.js'></script></head><body>"
                f"<div class='amp-head'>充电地图</div><div class='amp-main'>{body}{CD_NOTE}</div></body></html>")
    return (f"<!DOCTYPE html><html lang='zh-CN'><head><meta charset='utf-8'><title>{name} - 充电地图</title></head>"
            "<body><header class='top-bar'><span class='brand'>充电地图</span><nav><a>找电站</a><a>路线规划</a>"
            "<a>会员</a><a>下载App</a></nav></header><main class='station'>"
            f"<article>{body}</article>{CD_NOTE}</main><footer class='site-footer'>充电地图 · 用户协议 · 隐私政策"
            "</footer></body></html>")


@scen("charging_stations", "service-area stations north/south one character apart; an AMP copy")
def _charging_stations():
    h = "https://www.chongdianditu.example"

    def pr(a, b):
        return [["00:00-08:00", a, "0.40"], ["08:00-22:00", b, "0.60"], ["22:00-24:00", a, "0.40"]]
    data = [
        ("wanxiangcheng", "高新区万象城充电站", 24, 10, pr("0.35", "0.95"), "充电免费停车2小时"),
        ("dongzhan-p2", "东站P2停车场充电站", 40, 0, pr("0.38", "1.02"), "按停车场标准收费"),
        ("binhelu-gongjiao", "滨河路公交场站充电站", 16, 0, pr("0.33", "0.88"), "免费"),
        ("changshan-fwq-bei", "长山服务区充电站（北向）", 8, 0, pr("0.42", "1.10"), "免费"),
        ("changshan-fwq-nan", "长山服务区充电站（南向）", 6, 0, pr("0.42", "1.10"), "免费"),
    ]
    out = [P(f"{h}/station/{s}", _cd_page(s, n, f, sl, p, pk), s) for s, n, f, sl, p, pk in data]
    s, n, f, sl, p, pk = data[0]
    out.append(P(f"{h}/amp/station/{s}", _cd_page(s, n, f, sl, p, pk, amp=True), s))
    return out


def _yj_page(name, addr, prices, date):
    t = table(prices, ["油品", "今日价格(元/升)", "较上次调价"], "youjia-tb")
    return ("<!DOCTYPE html><html><head><meta charset='utf-8'>"
            f"<title>{name}油价_今日油价_油价365</title></head><body><div id='header'><div class='logo'>油价365</div>"
            "<div class='city'>杭州</div></div><div id='nav'>今日油价 | 调价日历 | 加油站 | 油耗计算</div>"
            f"<div id='content'><div class='zhan'><h1>{name}</h1><p class='dizhi'>{addr}</p>{t}"
            f"<p class='riqi'>数据更新：{date}</p></div><div class='tip'>本站油价为各加油站挂牌价，实际价格以加油站现场为准；"
            "部分站点会员、App支付另有优惠。国内成品油价格每10个工作日调整一次，调价窗口于当日24时开启。</div></div>"
            "<div id='footer'>油价365 ©2024</div></body></html>")


@scen("fuel_prices", "per-station price tables, stations of one brand; a ?utm_source copy")
def _fuel_prices():
    h = "https://www.youjia365.example/zhan/"
    p1 = [["92#", "7.62", "-0.08"], ["95#", "8.11", "-0.09"], ["0#柴油", "7.31", "-0.08"]]
    p2 = [["92#", "7.59", "-0.08"], ["95#", "8.08", "-0.09"], ["98#", "9.08", "-0.09"], ["0#柴油", "7.28", "-0.08"]]
    p3 = [["92#", "7.55", "-0.08"], ["95#", "8.03", "-0.09"]]
    data = [
        ("sinopec-wensanlu", "中石化文三路加油站", "西湖区文三路与学院路交叉口", p1),
        ("sinopec-wenyilu", "中石化文一路加油站", "西湖区文一路与古墩路交叉口", p1),
        ("petrochina-tianmushan", "中石油天目山路加油站", "西湖区天目山路318号", p2),
        ("shell-jianggan", "壳牌江干加油站", "上城区秋涛北路77号", p2),
        ("yanchang-qiaosi", "延长壳牌崇贤加油站", "临平区崇贤街道", p3),
    ]
    out = [P(h + s + ".html", _yj_page(n, a, p, "2024-06-12"), s) for s, n, a, p in data]
    s, n, a, p = data[1]
    out.append(P(h + s + ".html?utm_source=wechat&utm_medium=share", _yj_page(n, a, p, "2024-06-12"), s))
    return out


HY_XUZHI = (
    "<div class='xz'><b>办理结婚登记须知</b><br>一、内地居民办理结婚登记，男女双方应当共同到一方当事人常住户口所在地或"
    "经常居住地的婚姻登记机关办理。二、需提交本人户口簿、身份证，及本人无配偶以及与对方当事人没有直系血亲和三代以内"
    "旁系血亲关系的签字声明，近期半身免冠合影照片两张。三、婚姻登记机关实行网上预约，预约成功后按预约时段到场办理。"
    "四、法定节假日不办理婚姻登记，特殊纪念日可能延长办公时间，以当日公告为准。<br>市民政局婚姻登记管理处</div>")


def _hy_page(name, pairs, *, printv=False):
    info = "".join(f"<tr><td class='l'>{a}</td><td>{b}</td></tr>" for a, b in pairs)
    inner = f"<table class='info' width='100%' border='1' cellspacing='0'><caption>{name}</caption>{info}</table>"
    title = f"{name}_婚姻登记机关_市民政局"
    if printv:
        return (f"<html><head><meta charset='utf-8'><title>{title}</title></head><body>{inner}"
                "<center><a href='javascript:window.print()'>打印</a> <a href='javascript:window.close()'>关闭</a></center>"
                "</body></html>")
    return (f"<html><head><meta charset='utf-8'><title>{title}</title></head><body><div id='banner'>市民政局</div>"
            "<div id='menu'>首页 | 机构概况 | 婚姻登记 | 社会救助 | 养老服务 | 殡葬管理</div><div id='wrap'><div id='leftnav'>"
            "<p>婚姻登记</p><p>结婚登记</p><p>离婚登记</p><p>补领证件</p></div>"
            f"<div id='rightcon'>{inner}{HY_XUZHI}</div></div><div id='bottom'>主办：市民政局</div></body></html>")


@scen("marriage_offices", "GBK: registry offices per district in a table caption and cells; print copy")
def _marriage_offices():
    h = "http://www.shiminzheng.example/hydj/jg/"
    data = [
        ("shangcheng", "上城区婚姻登记处", [("地址", "上城区市民中心二楼"), ("电话", "0571-8700 0001"),
                                        ("办公时间", "周一至周五 8:30—12:00，13:30—17:00"), ("预约", "浙里办")]),
        ("gongshu", "拱墅区婚姻登记处", [("地址", "拱墅区湖墅南路256号"), ("电话", "0571-8700 0002"),
                                      ("办公时间", "周一至周五 8:30—12:00，13:30—17:00"), ("预约", "浙里办")]),
        ("xihu", "西湖区婚姻登记处", [("地址", "西湖区西湖文化广场东侧"), ("电话", "0571-8700 0003"),
                                    ("办公时间", "周一至周六 9:00—17:00"), ("预约", "浙里办、电话预约")]),
        ("binjiang", "滨江区婚姻登记处", [("地址", "滨江区江南大道1000号"), ("电话", "0571-8700 0004"),
                                       ("办公时间", "周一至周五 9:00—17:00"), ("预约", "浙里办")]),
        ("xiaoshan", "萧山区婚姻登记处", [("地址", "萧山区人民路188号"), ("电话", "0571-8700 0005"),
                                       ("办公时间", "周二至周六 8:30—16:30"), ("预约", "现场取号")]),
    ]
    out = [P(h + s + ".html", _hy_page(n, p), s, "gbk") for s, n, p in data]
    s, n, p = data[2]
    out.append(P(h + s + "_print.html", _hy_page(n, p, printv=True), s, "gbk"))
    return out


CGS_SIDE = (
    "<div class='side-box'><h4>办事提醒</h4><p>机动车登记、驾驶证业务可通过“交管12123”App网上办理，无需到窗口排队。"
    "窗口办理请携带本人身份证明原件；代办须提交委托书。每日16:30停止取号，周六上午仅受理部分业务。</p>"
    "<h4>温馨提示</h4><p>本网站为交管服务信息发布平台，不收取任何费用。凡以本网名义代办业务、收取费用的，均属诈骗行为，"
    "请群众提高警惕。监督电话工作日全天开通。</p><h4>友情链接</h4><p>公安部交管局 · 省公安厅 · 市政务服务网</p></div>")


def _cgs_page(name, addr, items, hours):
    return ("<!DOCTYPE html><html><head><meta charset='utf-8'>"
            f"<title>{name} - 交管服务网</title></head><body><div class='head'><div class='logo'>交管服务网</div></div>"
            "<div class='nav'>首页 | 车管业务 | 驾驶人业务 | 违法处理 | 网点查询</div><div class='mid'>"
            f"<div class='mainbox'><h2>{name}</h2><p>地址：{addr}</p><p>受理时间：{hours}</p><p>业务范围：</p>"
            f"{lis(items, 'yw')}</div>{CGS_SIDE}</div><div class='foot'>交管服务网</div></body></html>")


@scen("vehicle_offices", "vehicle registration offices; the long notice sits in a sidebar")
def _vehicle_offices():
    h = "https://www.jiaoguanfuwu.example/wangdian/"
    data = [
        ("chengdong", "城东车管分所", "东新路1201号", ["机动车注册、转移、注销登记", "驾驶证换证、补证", "机动车检验合格标志核发"],
         "周一至周五 8:30—17:00；周六 8:30—12:00"),
        ("chengxi", "城西车管分所", "古墩路988号", ["机动车注册、转移登记", "驾驶证换证", "新能源汽车号牌核发"],
         "周一至周五 8:30—17:00"),
        ("chengbei", "城北车管分所", "石祥路66号", ["货车、挂车登记", "营运车辆转移登记", "驾驶证审验"],
         "周一至周五 8:30—16:30"),
        ("qichecheng", "汽车城机动车登记服务站", "汽车城商贸区B座一楼", ["新车注册登记", "临时号牌核发"],
         "每天 9:00—17:00"),
    ]
    return [P(h + s + ".html", _cgs_page(n, a, i, ho), s) for s, n, a, i, ho in data]


def _lib_page(branch, rows, note):
    return ("<!DOCTYPE html><html><head><meta charset='utf-8'><title>借阅规则_读者服务_江城市图书馆</title></head><body>"
            "<div class='header'><div class='logo'>江城市图书馆</div><div class='search'>馆藏检索</div></div>"
            "<div class='menu'>首页 | 读者服务 | 数字资源 | 活动预告 | 本馆概况</div><div class='page'><div class='left'>"
            "<ul><li>办证须知</li><li>借阅规则</li><li>开放时间</li><li>读者守则</li></ul></div><div class='right'>"
            f"<div class='art-title'>{branch}借阅规则</div>{table(rows, ['项目', '规定'], 'rule')}<p class='bz'>{note}</p>"
            "<p class='pub'>发布部门：读者服务部</p></div></div><div class='footer'>江城市图书馆 地址：江城市文化中心</div>"
            "</body></html>")


@scen("library_loan_rules", "identical title; each branch's rule table differs in a few numbers")
def _library_loan_rules():
    h = "https://www.jcslib.example/dzfw/jyg/"

    def r(n, days, renew, fine):
        return [["可借册数", n], ["借期", days], ["续借", renew], ["逾期费", fine]]
    data = [
        ("zongguan", "总馆", r("10册", "30天", "可续借1次，30天", "每册每天0.1元"), "外借图书可在各分馆通还。"),
        ("shaoer", "少儿馆", r("5册", "30天", "可续借1次，15天", "每册每天0.05元"), "少儿读者证须由监护人办理。"),
        ("dongqu", "东区分馆", r("10册", "30天", "可续借1次，30天", "每册每天0.1元"), "东区分馆周一闭馆。"),
        ("xiqu", "西区分馆", r("8册", "45天", "可续借2次，30天", "每册每天0.1元"), "西区分馆周二闭馆。"),
        ("qiche", "流动图书车", r("3册", "60天", "不可续借", "免收"), "图书车每月第二个周六到各社区服务。"),
    ]
    return [P(h + s + ".html", _lib_page(b, rows, n), s) for s, b, rows, n in data]


def _cw_page(village, month, rows, total):
    t = "".join("<tr>" + "".join(f"<td><font size='2'>{c}</font></td>" for c in r) + "</tr>" for r in rows)
    return ("<html><head><meta http-equiv='Content-Type' content='text/html; charset=utf-8'>"
            f"<title>{village}{month}村务公开_村务公开_青山镇人民政府</title></head><body leftmargin='0' topmargin='0'>"
            "<table width='980' border='0' align='center' cellpadding='0' cellspacing='0'><tr><td>"
            "<img src='/images/banner.jpg' alt='青山镇人民政府'></td></tr><tr><td bgcolor='#1a5fa8' height='32'>"
            "<font color='white'>首页 | 镇情概况 | 政务公开 | 村务公开 | 便民服务</font></td></tr><tr><td>"
            "<table width='100%' border='0' cellpadding='6'><tr><td width='200' valign='top' bgcolor='#f2f6fb'>"
            "<font size='2'>村务公开<br>上王村<br>下王村<br>柳溪村<br>石门村</font></td><td valign='top'>"
            f"<font size='4'><b>{village}{month}财务收支公开</b></font><br>"
            "<table width='100%' border='1' cellspacing='0' cellpadding='4'><tr bgcolor='#e8e8e8'><td>类别</td>"
            f"<td>项目</td><td>金额（元）</td></tr>{t}<tr><td colspan='2'>本月结余</td><td>{total}</td></tr></table>"
            "<font size='2'>以上公开内容如有疑问，请在公开之日起十五日内向村务监督委员会反映。</font>"
            "</td></tr></table></td></tr><tr><td align='center' bgcolor='#eeeeee'><font size='2'>青山镇人民政府 主办"
            "</font></td></tr></table></body></html>")


@scen("village_accounts", "GBK table layout: monthly village accounts; same village across months")
def _village_accounts():
    h = "http://www.qingshanzhen.example/cwgk/"
    data = [
        ("shangwang-202404", "上王村", "2024年4月", [["收入", "村集体厂房租金", "36,000.00"], ["支出", "村道路灯电费", "1,260.50"],
                                               ["支出", "保洁员工资", "4,800.00"]], "29,939.50"),
        ("shangwang-202405", "上王村", "2024年5月", [["收入", "村集体厂房租金", "36,000.00"], ["支出", "村道路灯电费", "1,198.20"],
                                               ["支出", "保洁员工资", "4,800.00"], ["支出", "防汛物资", "2,350.00"]],
         "27,651.80"),
        ("xiawang-202404", "下王村", "2024年4月", [["收入", "土地流转费", "52,800.00"], ["支出", "水利沟渠清淤", "8,600.00"]],
         "44,200.00"),
        ("liuxi-202404", "柳溪村", "2024年4月", [["收入", "上级转移支付", "20,000.00"], ["支出", "文化礼堂维修", "13,420.00"],
                                             ["支出", "保洁员工资", "3,600.00"]], "2,980.00"),
        ("shimen-202405", "石门村", "2024年5月", [["收入", "村集体厂房租金", "18,000.00"], ["支出", "保洁员工资", "3,600.00"]],
         "14,400.00"),
    ]
    return [P(h + s + ".html", _cw_page(v, m, r, t), s, "gbk") for s, v, m, r, t in data]


FL_GUIDE = (
    "<div class='guide'><h3>垃圾分类投放指南</h3><p><b>可回收物</b>：废纸、塑料、玻璃、金属、织物等，投放时应尽量保持清洁干燥，"
    "避免污染。<b>有害垃圾</b>：废电池、废灯管、废药品、废油漆及其容器等，投放时注意轻放，易破损的请连带包装或包裹后投放。"
    "<b>厨余垃圾</b>：剩菜剩饭、果皮、菜叶等，应沥干水分后投放，有包装物的请去除包装。<b>其他垃圾</b>：除上述以外的生活垃圾，"
    "应投入其他垃圾收集容器。</p><p>本查询结果依据本市生活垃圾分类管理条例及分类目录整理，各区县执行标准可能略有差异，"
    "请以所在社区张贴的分类指引为准。</p></div>")


def _fl_page(item, kind, tip):
    return ("<!DOCTYPE html><html><head><meta charset='utf-8'>"
            f"<title>{item}是什么垃圾_垃圾分类查询</title></head><body><div class='top'><span>垃圾分类查询</span>"
            "<form><input placeholder='输入垃圾名称'><button>查询</button></form></div><div class='res'>"
            f"<span class='item'>{item}</span> 属于 <span class='kind'>{kind}</span><p class='tip'>{tip}</p></div>"
            f"{FL_GUIDE}<div class='foot'>垃圾分类查询 · 意见反馈</div></body></html>")


@scen("waste_sorting", "one-line answers per item beneath a long guide; /index.html copy")
def _waste_sorting():
    h = "https://www.fenleichaxun.example/item/"
    data = [
        ("feidianchi", "废电池", "有害垃圾", "纽扣电池、充电电池请投入有害垃圾箱。"),
        ("dagutou", "大骨头", "其他垃圾", "猪牛羊大骨质地坚硬，不易腐烂，属于其他垃圾。"),
        ("naichabei", "奶茶杯", "其他垃圾", "残留奶茶倒入厨余，杯子投其他垃圾。"),
        ("jiuyifu", "旧衣服", "可回收物", "清洗干净后投入旧衣回收箱。"),
        ("guoqiyaopin", "过期药品", "有害垃圾", "连同包装一起投放。"),
        ("guopi", "果皮", "厨余垃圾", "沥干水分后投放。"),
    ]
    out = [P(h + s + "/", _fl_page(i, k, t), s) for s, i, k, t in data]
    s, i, k, t = data[2]
    out.append(P(h + s + "/index.html", _fl_page(i, k, t), s))
    return out


def _jq_page(name, pairs, line):
    return ("<!DOCTYPE html><html lang='zh'><head><meta charset='utf-8'>"
            f"<title>{name}_二十四节气_农历百科</title></head><body><header><b>农历百科</b> <nav>黄历 节气 节日 生肖</nav></header>"
            f"<main><section class='entry'><h1>{name}</h1>{deflist(pairs, 'jq')}<p>{line}</p></section></main>"
            "<footer>农历百科 · 内容仅供参考</footer></body></html>")


@scen("solar_terms", "short solar-term entries with a four-field dl and no site block")
def _solar_terms():
    h = "https://www.nonglibaike.example/jieqi/"
    data = [
        ("lichun", "立春", [("公历日期", "2月3日—5日"), ("太阳黄经", "315°"), ("三候", "东风解冻，蛰虫始振，鱼陟负冰")],
         "立春为二十四节气之首，民间有咬春、吃春饼的习俗。"),
        ("yushui", "雨水", [("公历日期", "2月18日—20日"), ("太阳黄经", "330°"), ("三候", "獭祭鱼，候雁北，草木萌动")],
         "降雨开始增多，雨量以小雨为主。"),
        ("jingzhe", "惊蛰", [("公历日期", "3月5日—7日"), ("太阳黄经", "345°"), ("三候", "桃始华，仓庚鸣，鹰化为鸠")],
         "春雷始鸣，惊醒蛰伏的昆虫。"),
        ("chunfen", "春分", [("公历日期", "3月20日—21日"), ("太阳黄经", "0°"), ("三候", "玄鸟至，雷乃发声，始电")],
         "昼夜平分，民间有竖蛋的游戏。"),
        ("qingming", "清明", [("公历日期", "4月4日—6日"), ("太阳黄经", "15°"), ("三候", "桐始华，田鼠化为鴽，虹始见")],
         "既是节气也是传统节日，有扫墓、踏青的习俗。"),
    ]
    return [P(h + s + ".html", _jq_page(n, p, line), s) for s, n, p, line in data]


HM_BLOCK = (
    "<div class='shuoming'>说明：号段归属地数据来源于运营商公开号段分配信息，号码携号转网后实际运营商可能发生变化，"
    "归属地以号码开户地为准。本站仅提供号段查询，不提供任何个人信息查询服务，请勿利用本站从事骚扰、诈骗等违法活动。"
    "如发现数据错误欢迎反馈。</div>")


def _hm_page(seg, prov, city, isp, area, post):
    rows = [["号段", seg], ["归属地", f"{prov} {city}"], ["运营商", isp], ["区号", area], ["邮编", post]]
    return ("<!DOCTYPE html><html><head><meta charset='utf-8'>"
            f"<title>{seg}手机号段归属地查询 - 号码查询</title></head><body><div class='wrap'><div class='hd'>号码查询</div>"
            f"<div class='box'>{table(rows, None, 'hm')}</div>{HM_BLOCK}<div class='ft'>号码查询</div></div></body></html>")


@scen("phone_prefixes", "prefix pages one digit apart, five table cells each; a session-id copy")
def _phone_prefixes():
    h = "https://www.haomachaxun.example/hd/"
    data = [
        ("1380571", "浙江", "杭州", "中国移动", "0571", "310000"),
        ("1380572", "浙江", "湖州", "中国移动", "0572", "313000"),
        ("1380574", "浙江", "宁波", "中国移动", "0574", "315000"),
        ("1390571", "浙江", "杭州", "中国移动", "0571", "310000"),
        ("1536578", "浙江", "嘉兴", "中国电信", "0573", "314000"),
    ]
    out = [P(h + s + ".html", _hm_page(s, *rest), s) for s, *rest in data]
    s, *rest = data[0]
    out.append(P(h + s + ".html?s=e0a13b7c55", _hm_page(s, *rest), s))
    return out


XS_INTRO = (
    "<div class='gywm'>姓氏文化网致力于整理中华姓氏源流、郡望堂号、历史名人及家谱资料，内容参考《元和姓纂》《通志·氏族略》"
    "等典籍及当代姓氏研究成果。姓氏起源多元，各家说法不一，本站所载仅供参考。欢迎宗亲会、家谱研究者提供资料，"
    "共同完善姓氏词条。寻根问祖、家谱修订服务请联系本站编辑部。</div>")


def _xs_page(name, pairs, origin):
    return ("<html><head><meta http-equiv='Content-Type' content='text/html; charset=utf-8'>"
            f"<title>{name}姓_百家姓_姓氏文化网</title></head><body><div id='page'><div id='logo'>姓氏文化网</div>"
            "<div id='dh'>首页 百家姓 姓氏排名 家谱 名人</div><div id='nr'>"
            f"<div class='xm'>{name}姓</div>{kv_lines(pairs, '：')}<p class='yl'>{origin}</p>{XS_INTRO}</div>"
            "<div id='db'>姓氏文化网 版权所有</div></div></body></html>")


@scen("surnames", "GBK surname entries: a few label:value lines and one origin sentence")
def _surnames():
    h = "http://www.xingshiwenhua.example/xing/"
    data = [
        ("zhao", "赵", [("拼音", "zhào"), ("百家姓排序", "第1位"), ("郡望", "天水郡")], "源于嬴姓，周穆王封造父于赵城，其后以邑为氏。"),
        ("qian", "钱", [("拼音", "qián"), ("百家姓排序", "第2位"), ("郡望", "彭城郡")], "源于彭姓，彭祖裔孙孚为周朝钱府上士，子孙以官为氏。"),
        ("sun", "孙", [("拼音", "sūn"), ("百家姓排序", "第3位"), ("郡望", "乐安郡")], "主要源于姬姓，卫武公之后惠孙的孙子以祖字为氏。"),
        ("li", "李", [("拼音", "lǐ"), ("百家姓排序", "第4位"), ("郡望", "陇西郡")], "源于嬴姓，皋陶为理官，其后以官为氏，后改理为李。"),
        ("zhou", "周", [("拼音", "zhōu"), ("百家姓排序", "第5位"), ("郡望", "汝南郡")], "源于姬姓，周平王少子烈封于汝川，人称周家。"),
    ]
    return [P(h + s + ".html", _xs_page(n, p, o), s, "gbk") for s, n, p, o in data]


def scenarios():
    return built(SC)
