# ruff: noqa: E501
"""Thin pages of 36 more made-up sites (English and Chinese, some GBK), written by a
fourteenth false-drop hunt (a helper), blind to every rule of the plugin; each scenario is one
host's pages, labelled with their content: pages with one content label are true copies
(print versions, mobile m. hosts and AMP paths, tracking and session parameters, ``/index.html``
suffixes, changed view counters and generated times, reordered sidebars, added cookie banners,
other breadcrumbs, other related-items boxes, changed live-status boxes); different labels are
documents a reader would call different.
Site kinds: climbing routes, EV charging locations, service status incidents, open-data
dataset records, trig pillars, traffic count points, aircraft register entries, pipe organ
surveys, canal locks, metric screw threads, battery cell sizes, commemorative plaques,
butterfly transect weeks, public rights of way, dental practices accepting patients, archive
catalogue items, tool-library items, wind farm register entries; bearing specifications,
class I medical device filings, soil moisture bulletins, light-trap pest counts, fire
hydrants, rural road routes, river chief boards, river outfalls, emission monitoring daily
values, time-honoured brands, pesticide registrations, fuel dispenser verifications,
professional title appraisal lists, science project approvals, childcare centre filings,
leadership duty rosters, geological hazard points, flood-control supply depots."""

from __future__ import annotations

from benchmarks._thin_site_kit import P, built, dl_kv, doc, nav, scenario_registry, table_kv, ul_kv

SC, scen = scenario_registry()


def grid(headers, rows, cls="grid"):
    th = "".join(f"<th>{h}</th>" for h in headers)
    trs = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
    return f'<table class="{cls}"><thead><tr>{th}</tr></thead><tbody>{trs}</tbody></table>'


def br_lines(rows, sep=": "):
    return "<br>\n".join(f"{k}{sep}{v}" for k, v in rows)


def paras(*texts):
    return "".join(f"<p>{t}</p>" for t in texts)


def links(items, cls="links"):
    return f'<ul class="{cls}">' + "".join(f'<li><a href="{h}">{t}</a></li>' for h, t in items) + "</ul>"


COOKIE_EN = (
    '<div class="cookie-banner" role="dialog"><p>We use essential cookies to make this site work, and '
    "optional analytics cookies to understand how it is used. You can accept or reject optional "
    'cookies at any time from the cookie settings page.</p><button>Accept all</button> '
    "<button>Reject optional</button> <a href=\"/cookies\">Cookie settings</a></div>"
)

COOKIE_ZH = (
    '<div class="cookie-tip"><p>本网站使用Cookie以改善您的浏览体验。继续浏览即表示您同意我们使用Cookie，'
    '详情请查看<a href="/privacy">隐私政策</a>。</p><button>我知道了</button></div>'
)


# --------------------------------------------------------------------------- English sites


@scen("climbing_routes", "route entries of one crag share the title, the crag h1 and a long access notice; the route name is only in an h2 and sister routes differ by a grade letter or a date")
def _climbing_routes():
    host = "https://www.gritstonelines.co.uk"
    menu = nav([("/", "Home"), ("/crags", "Crags"), ("/guidebooks", "Guidebooks"), ("/access", "Access"), ("/conditions", "Conditions"), ("/contact", "Contact")])
    notice = paras(
        "Stanage Edge lies within the Peak District National Park and the North Lees Estate. Please park only in the "
        "pay-and-display car parks at Hooks Car, Hollin Bank and Plantation; cars left on the verges of Dennis Knoll road "
        "are regularly ticketed and block access for farm vehicles and the mountain rescue team.",
        "From 1 March to 31 July ring ouzels nest on parts of the edge, and voluntary restrictions may apply to individual "
        "buttresses. Restrictions are signed at the foot of the crag and listed on the BMC Regional Access Database; please "
        "respect them even where the route you want is only a few metres away from the marked area.",
        "Do not leave tick marks, and brush holds after use with a soft nylon brush only. Wire brushes and the chipping of holds "
        "damage gritstone permanently. Top-outs are fragile when wet: wait until the rock has dried completely, usually one or "
        "two days after rain.",
        "Grades are given as British adjectival and technical grades. First-ascent details come from the club archive and may be "
        "incomplete. Climbing is an activity with a danger of personal injury or death; the information here is provided in good "
        "faith by volunteers, who accept no liability for its use.",
    )

    def page(key, *, printable=False, conditions="Dry, light westerly breeze, 9&deg;C (checked 07:40)", nearby=None):
        name, rows, desc = routes[key]
        rec = f"<h2>{name}</h2>" + dl_kv(rows, "route") + f'<p class="desc">{desc}</p>'
        if printable:
            body = f'<h1>Stanage Edge: Popular End</h1>{rec}<div class="access">{notice}</div><p class="printed">Printed from www.gritstonelines.co.uk</p>'
        else:
            near = nearby or [("/buttress/flying", "Flying Buttress"), ("/buttress/hollybush", "Hollybush Buttress"), ("/buttress/robin-hood", "Robin Hood Area"), ("/buttress/black-hawk", "Black Hawk Area")]
            body = (
                f'<header><a class="logo" href="/">Gritstone Lines</a>{menu}</header>'
                '<main><p class="crumbs"><a href="/crags">Crags</a> &rsaquo; Peak District &rsaquo; Stanage Edge &rsaquo; Popular End</p>'
                f'<h1>Stanage Edge: Popular End</h1><article class="route">{rec}</article>'
                f'<section class="access"><h3>Access notice</h3>{notice}</section></main>'
                f'<aside><h3>Conditions</h3><p>{conditions}</p><h3>Nearby buttresses</h3>{links(near)}</aside>'
                "<footer><p>Gritstone Lines is run by the Hathersage Climbing Club. Route data &copy; contributors.</p></footer>"
            )
        return doc("Route details | Gritstone Lines", body)

    routes = {
        "fb": ("Flying Buttress", [("Grade", "VDiff"), ("Length", "18 m"), ("Style", "Trad"), ("Buttress", "Flying Buttress"), ("First ascent", "J. W. Puttrell, 1890")],
               "Climb the slabby groove to the big roof, traverse left beneath it and finish up the arete on large rounded holds."),
        "fbd": ("Flying Buttress Direct", [("Grade", "HVS 5b"), ("Length", "18 m"), ("Style", "Trad"), ("Buttress", "Flying Buttress"), ("First ascent", "P. Nunn, 1958")],
                "Start as for the parent route but pull straight over the roof where it is widest, using a hidden jug above the lip."),
        "hb": ("Hollybush Crack", [("Grade", "VS 4b"), ("Length", "20 m"), ("Style", "Trad"), ("Buttress", "Hollybush Buttress"), ("First ascent", "H. Kelly, 1915")],
               "Jam the wide crack past the holly stump to a ledge, then finish up the short chimney above."),
        "rhb": ("Right Hollybush Crack", [("Grade", "VS 4c"), ("Length", "20 m"), ("Style", "Trad"), ("Buttress", "Hollybush Buttress"), ("First ascent", "H. Kelly, 1916")],
                "Follow the thinner crack right of the holly stump to the same ledge and finish direct over the bulge."),
        "iv": ("Inverted V", [("Grade", "VS 4b"), ("Length", "22 m"), ("Style", "Trad"), ("Buttress", "Robin Hood Area"), ("First ascent", "A. Bridge, 1923")],
               "Climb the left side of the inverted V to its apex, step right and follow the crack to the top."),
    }
    return [
        P(f"{host}/routes/1021", page("fb"), "flying-buttress"),
        P(f"{host}/routes/1021?utm_source=ukc&utm_medium=logbook", page("fb"), "flying-buttress"),
        P(f"{host}/routes/1022", page("fbd"), "flying-buttress-direct"),
        P(f"{host}/routes/1034", page("hb"), "hollybush-crack"),
        P(f"{host}/print/routes/1034", page("hb", printable=True), "hollybush-crack"),
        P(f"{host}/routes/1035", page("rhb"), "right-hollybush-crack"),
        P(f"{host}/routes/1047", page("iv"), "inverted-v"),
        P(f"{host}/routes/1047?ref=nearby", page("iv", conditions="Damp after overnight showers, 6&deg;C (checked 08:15)", nearby=[("/buttress/robin-hood", "Robin Hood Area"), ("/buttress/black-hawk", "Black Hawk Area"), ("/buttress/flying", "Flying Buttress"), ("/buttress/hollybush", "Hollybush Buttress")]), "inverted-v"),
    ]


@scen("ev_chargers", "charging locations whose title is only the site name; two bays of one supermarket and two levels of one station car park differ only in operator, power and tariff figures under a long usage notice")
def _ev_chargers():
    host = "https://www.chargehub-directory.co.uk"
    mhost = "https://m.chargehub-directory.co.uk"
    guidance = paras(
        "Before you travel: charger status is reported by operators through their open data feeds and by drivers through "
        "check-ins. Status can be out of date by up to fifteen minutes, and some operators do not publish live status at all.",
        "Prices shown are the operator's ad hoc tariff including VAT. Members of operator subscription schemes may pay less, and "
        "some units add a connection fee or a minimum charge. Parking charges and time limits set by the landowner apply in "
        "addition to charging fees, and overstaying may result in a parking charge notice.",
        "Please do not leave a vehicle in a charging bay once charging has finished; many sites apply an idle fee after 45 "
        "minutes. If a unit is faulty, report it to the operator on the phone number shown on the charger, and add a check-in "
        "here so that other drivers know.",
        "Accessibility information is supplied by operators and may not reflect temporary changes such as roadworks, events or "
        "car park closures. ChargeHub Directory is independent and is not responsible for the availability of any charger.",
    )
    menu = nav([("/", "Map"), ("/search", "Search"), ("/operators", "Operators"), ("/tariffs", "Tariffs"), ("/check-in", "Check in"), ("/about", "About")])

    def page(key, *, mobile=False, recent=None):
        name, addr, rows, conns = sites[key]
        rec = f'<h2>{name}</h2><p class="addr">{addr}</p>' + table_kv(rows, "site-facts") + grid(["Connector", "Power", "Units"], conns, "connectors")
        if mobile:
            body = f'<div class="m-top"><a href="/">ChargeHub</a> <a href="/search">Search</a></div><div class="m-main">{rec}<details><summary>Before you travel</summary>{guidance}</details></div><p class="m-foot"><a href="{host}/">Desktop site</a></p>'
        else:
            rv = recent or [("/site/50902", "Festival Leisure Park"), ("/site/47730", "Basildon Hospital visitor car park"), ("/site/49018", "Gloucester Park multi-storey")]
            body = (
                f'<div class="top"><a class="brand" href="/">ChargeHub Directory</a>{menu}</div>'
                f'<div class="wrap"><div class="content"><h1>Charging location</h1>{rec}<div class="guidance"><h3>Before you travel</h3>{guidance}</div></div>'
                f'<div class="side"><h3>Recently viewed</h3>{links(rv)}<h3>Add a check-in</h3><p>Tell other drivers whether this location worked for you.</p></div></div>'
                "<footer><p>ChargeHub Directory Ltd, 14 Market Pavement, Chelmsford CM1 1XA. Data from operators under the Open Charge Point Register licence.</p>"
                "<p>We use cookies to remember your map position and filters.</p></footer>"
            )
        return doc("ChargeHub Directory", body)

    sites = {
        "pitsea": ("Tesco Extra Pitsea: car park bays 1 to 4", "Pitsea Centre, Basildon SS13 3AE",
                   [("Operator", "Pod Point"), ("Access", "24 hours, customers only"), ("Tariff", "&pound;0.69/kWh"), ("Payment", "Contactless, Pod Point app")],
                   [("Type 2 socket", "7 kW", "4")]),
        "pitsea_r": ("Tesco Extra Pitsea: rapid hub", "Pitsea Centre, Basildon SS13 3AE",
                     [("Operator", "Osprey Charging"), ("Access", "24 hours"), ("Tariff", "&pound;0.79/kWh"), ("Payment", "Contactless, Osprey app")],
                     [("CCS", "150 kW", "4"), ("CHAdeMO", "50 kW", "1")]),
        "festival": ("Festival Leisure Park", "Festival Way, Basildon SS14 3WB",
                     [("Operator", "InstaVolt"), ("Access", "24 hours"), ("Tariff", "&pound;0.85/kWh"), ("Payment", "Contactless, InstaVolt app")],
                     [("CCS", "120 kW", "6")]),
        "wick1": ("Wickford Station car park: level 1", "Station Approach, Wickford SS12 0AN",
                  [("Operator", "Connected Kerb"), ("Access", "05:00 to 00:30, car park tariff applies"), ("Tariff", "&pound;0.55/kWh"), ("Payment", "Connected Kerb app")],
                  [("Type 2 socket", "7 kW", "6")]),
        "wick2": ("Wickford Station car park: level 2", "Station Approach, Wickford SS12 0AN",
                  [("Operator", "Connected Kerb"), ("Access", "05:00 to 00:30, car park tariff applies"), ("Tariff", "&pound;0.59/kWh"), ("Payment", "Connected Kerb app")],
                  [("Type 2 socket", "22 kW", "2")]),
    }
    return [
        P(f"{host}/site/48213", page("pitsea"), "pitsea-bays"),
        P(f"{mhost}/site/48213", page("pitsea", mobile=True), "pitsea-bays"),
        P(f"{host}/site/48214", page("pitsea_r"), "pitsea-rapid"),
        P(f"{host}/site/50902", page("festival"), "festival-park"),
        P(f"{host}/site/50902?sessionid=8F3A21C9D04E", page("festival", recent=[("/site/48214", "Tesco Extra Pitsea: rapid hub"), ("/site/51177", "Wickford Station car park: level 1")]), "festival-park"),
        P(f"{host}/site/51177", page("wick1"), "wickford-l1"),
        P(f"{host}/site/51178", page("wick2"), "wickford-l2"),
    ]


@scen("status_incidents", "incident reports of one status page under a long component/uptime list; two incidents share the name 'Elevated API error rates' and differ in dates, times and cause")
def _status_incidents():
    host = "https://status.ledgerly.io"
    comps_default = [("Dashboard", "Operational"), ("Invoicing API", "Operational"), ("Webhooks", "Operational"), ("Payments (card)", "Operational"),
                     ("Payments (Direct Debit)", "Operational"), ("Bank feeds", "Operational"), ("Email delivery", "Operational"),
                     ("PDF rendering", "Operational"), ("Mobile apps", "Operational"), ("Single sign-on", "Operational")]
    uptime = ["99.98", "99.91", "99.95", "100.0", "99.99", "99.72", "99.96", "99.99", "100.0", "99.97"]

    def components(states):
        return '<div class="components">' + "".join(
            f'<div class="component"><span class="name">{n}</span> <span class="state">{s}</span> <span class="uptime">{u}% uptime over the past 90 days</span></div>'
            for (n, s), u in zip(states, uptime)
        ) + "</div>"

    def page(key, states=None):
        name, updates, affected = incidents[key]
        ups = "".join(f'<div class="update"><strong>{st}</strong> - {txt}<br><small>{when}</small></div>' for st, txt, when in updates)
        body = (
            '<div class="masthead"><a href="/"><img src="/logo.svg" alt="Ledgerly"></a> <a class="subscribe" href="/subscribe">Subscribe to updates</a></div>'
            f'<div class="incident"><h1>{name}</h1><p class="subtitle">Incident Report for Ledgerly</p>{ups}<p class="affected">This incident affected: {affected}.</p></div>'
            f'<h2>Current status</h2>{components(states or comps_default)}'
            '<div class="footer"><p>Ledgerly Ltd, registered in England and Wales, company number 11843207. Times are shown in UTC.</p>'
            '<p>Subscribe to updates by email, SMS, Slack or RSS. For account questions contact support@ledgerly.io; this page only reports service availability.</p>'
            '<p><a href="/history">Incident history</a> &middot; <a href="/uptime">Uptime</a> &middot; <a href="https://ledgerly.io">ledgerly.io</a></p></div>'
        )
        return doc("Ledgerly Status", body)

    incidents = {
        "api1": ("Elevated API error rates", [
            ("Resolved", "Error rates have returned to normal levels. We will publish a post-incident review within five working days.", "Mar 12, 2024 - 14:47 UTC"),
            ("Monitoring", "A fix has been deployed and we are monitoring the results.", "Mar 12, 2024 - 14:31 UTC"),
            ("Identified", "The issue has been traced to a load balancer rule released at 13:55 UTC. We are rolling it back.", "Mar 12, 2024 - 14:19 UTC"),
            ("Investigating", "We are seeing elevated 5xx responses from the Invoicing API. Some requests may fail or time out.", "Mar 12, 2024 - 14:02 UTC"),
        ], "Invoicing API and Webhooks"),
        "api2": ("Elevated API error rates", [
            ("Resolved", "Error rates have returned to normal levels.", "Apr 3, 2024 - 09:58 UTC"),
            ("Identified", "A primary database failover at 09:12 UTC caused a burst of connection errors. The replica has been promoted and connections are recovering.", "Apr 3, 2024 - 09:34 UTC"),
            ("Investigating", "We are seeing elevated 5xx responses from the Invoicing API. Some requests may fail or time out.", "Apr 3, 2024 - 09:15 UTC"),
        ], "Invoicing API"),
        "email": ("Delayed invoice email delivery", [
            ("Resolved", "All queued invoice emails have been delivered. Reminders scheduled during the incident were sent late but not duplicated.", "Feb 20, 2024 - 17:26 UTC"),
            ("Identified", "Our email provider is throttling outbound messages. Invoice emails are queued and will be sent automatically.", "Feb 20, 2024 - 16:05 UTC"),
        ], "Email delivery"),
        "maint": ("Scheduled maintenance: database upgrade", [
            ("Completed", "The scheduled maintenance has been completed.", "May 18, 2024 - 03:41 UTC"),
            ("In progress", "Scheduled maintenance is currently in progress. The dashboard is read-only until it completes.", "May 18, 2024 - 02:00 UTC"),
            ("Scheduled", "We will upgrade our primary database on May 18 between 02:00 and 04:00 UTC. The dashboard will be read-only for up to two hours.", "May 11, 2024 - 10:00 UTC"),
        ], "Dashboard and Invoicing API"),
        "feeds": ("Bank feed sync delays for Lloyds and Halifax accounts", [
            ("Resolved", "Transactions have synced for all affected accounts.", "Jan 29, 2024 - 11:12 UTC"),
            ("Investigating", "Bank feeds for Lloyds and Halifax business accounts are delayed by up to six hours. No data has been lost.", "Jan 29, 2024 - 07:48 UTC"),
        ], "Bank feeds"),
    }
    degraded = [(n, "Degraded performance" if n == "Email delivery" else s) for n, s in comps_default]
    return [
        P(f"{host}/incidents/k7q2m9x4", page("api1"), "api-errors-march"),
        P(f"{host}/incidents/k7q2m9x4?utm_source=status_email&utm_medium=email&utm_campaign=incident_update", page("api1"), "api-errors-march"),
        P(f"{host}/incidents/p3v8n1c6", page("api2"), "api-errors-april"),
        P(f"{host}/incidents/p3v8n1c6?from=history", page("api2", degraded), "api-errors-april"),
        P(f"{host}/incidents/d9w4t2h8", page("email"), "email-delay"),
        P(f"{host}/incidents/r5b7y3z1", page("maint"), "db-maintenance"),
        P(f"{host}/incidents/f2j6q8s0", page("feeds"), "bank-feeds"),
    ]


@scen("dataset_catalogue", "open-data dataset records under a long licence text; two quarters of one spending series differ only in months, dates, row counts and file sizes")
def _dataset_catalogue():
    host = "https://data.northmoor.gov.uk"
    licence = paras(
        "Unless stated otherwise, datasets on this portal are published under the Open Government Licence v3.0. You may copy, "
        "publish, distribute and transmit the information, adapt it, and exploit it commercially and non-commercially, for example "
        "by combining it with other information or including it in your own product or application.",
        "You must acknowledge the source of the information by including the attribution statement 'Contains public sector "
        "information licensed under the Open Government Licence v3.0' and, where possible, a link to this licence. The licence "
        "does not cover personal data, departmental or public sector logos, military insignia, third-party rights the council is "
        "not authorised to license, or identity documents.",
        "Northmoor District Council publishes data in line with the Local Government Transparency Code 2015. Personal information "
        "has been removed or redacted where publication would breach data protection law. Figures are correct at the time of "
        "publication but may be revised; revisions are recorded in the change log of each dataset.",
        "If you find an error, or want a dataset that is not yet published, email opendata@northmoor.gov.uk. We aim to reply within "
        "ten working days.",
    )

    def page(key, *, downloads="212", crumb="Finance"):
        title, rows, desc, files = sets[key]
        res = grid(["File", "Format", "Size"], files, "resources")
        body = (
            '<div id="site-header"><a href="/">Northmoor Open Data</a>'
            + nav([("/datasets", "Datasets"), ("/publishers", "Publishers"), ("/themes", "Themes"), ("/requests", "Request data"), ("/about", "About")])
            + f'</div><div id="content"><p class="breadcrumb"><a href="/">Home</a> / <a href="/datasets">Datasets</a> / {crumb}</p>'
            f'<h1>{title}</h1><p class="summary">{desc}</p>{table_kv(rows, "meta")}<h2>Data and resources</h2>{res}'
            f'<div class="licence"><h2>Licence</h2>{licence}</div></div>'
            f'<div id="stats"><h3>Activity</h3><p>Downloads in the last 30 days: {downloads}</p><p>Followers: 14</p></div>'
            '<div id="site-footer"><p>&copy; Northmoor District Council, Civic Centre, Moorgate Road, Northmoor NM4 2RT</p></div>'
        )
        return doc("Dataset | Northmoor Open Data", body)

    sets = {
        "q1": ("Spending over &pound;500: April to June 2023", [("Publisher", "Finance Services"), ("Licence", "OGL v3.0"), ("Update frequency", "Quarterly"), ("Last updated", "28 July 2023"), ("Records", "4,812")],
               "Every payment of more than &pound;500 made by the council between 1 April and 30 June 2023.", [("spending-2023-q1.csv", "CSV", "612 KB")]),
        "q2": ("Spending over &pound;500: July to September 2023", [("Publisher", "Finance Services"), ("Licence", "OGL v3.0"), ("Update frequency", "Quarterly"), ("Last updated", "27 October 2023"), ("Records", "5,106")],
               "Every payment of more than &pound;500 made by the council between 1 July and 30 September 2023.", [("spending-2023-q2.csv", "CSV", "648 KB")]),
        "ctax": ("Council tax base by band, 2024/25", [("Publisher", "Revenues and Benefits"), ("Licence", "OGL v3.0"), ("Update frequency", "Annual"), ("Last updated", "15 January 2024"), ("Records", "8 bands, 64,318 dwellings")],
                 "Number of chargeable dwellings in each council tax band after discounts and exemptions, used to set the 2024/25 council tax.", [("ctax-base-2024.xlsx", "XLSX", "38 KB"), ("ctax-base-2024.csv", "CSV", "2 KB")]),
        "empty": ("Business rates: empty properties", [("Publisher", "Revenues and Benefits"), ("Licence", "OGL v3.0"), ("Update frequency", "Monthly"), ("Last updated", "3 June 2024"), ("Records", "287")],
                  "Non-domestic properties recorded as empty on the business rates list, with address, rateable value and date the property became empty.", [("empty-business-properties.csv", "CSV", "41 KB")]),
    }
    return [
        P(f"{host}/dataset/spending-over-500-2023-24-q1", page("q1"), "spend-q1"),
        P(f"{host}/dataset/spending-over-500-2023-24-q1?utm_source=twitter&utm_medium=social", page("q1"), "spend-q1"),
        P(f"{host}/dataset/spending-over-500-2023-24-q2", page("q2", downloads="198"), "spend-q2"),
        P(f"{host}/dataset/spending-over-500-2023-24-q2?page=activity", page("q2", downloads="203", crumb="Spending"), "spend-q2"),
        P(f"{host}/dataset/council-tax-base-2024-25", page("ctax", downloads="67", crumb="Council tax"), "ctax-base"),
        P(f"{host}/dataset/business-rates-empty-properties", page("empty", downloads="331", crumb="Business rates"), "empty-props"),
    ]


@scen("trig_points", "trig pillar records with the generic h1 'Trig point record', the hill name only in the title, a few numeric fields and a long logging-etiquette notice")
def _trig_points():
    host = "https://www.trigpillars.org.uk"
    mhost = "https://m.trigpillars.org.uk"
    etiquette = paras(
        "Please remember that most trig pillars stand on private land or open access land. Stay on public rights of way or mapped "
        "access land, close gates behind you and keep dogs on a short lead between 1 March and 31 July and whenever livestock is "
        "present. Do not climb on pillars: many are over seventy years old and the top plates and spider fittings are easily damaged.",
        "When you log a visit, describe the condition of the pillar, flush bracket and surroundings as you found them. Photographs "
        "should show the whole pillar, the flush bracket and the view in each cardinal direction. Logs that only say 'visited' are "
        "kept but do not update the condition field.",
        "Grid references are given to ten figures from the Ordnance Survey archive and may differ from GPS readings by several "
        "metres. Heights are of the ground at the pillar, not the summit. The original triangulation was completed between 1936 "
        "and 1962; Ordnance Survey no longer maintains the pillars and any repairs are carried out by landowners or volunteers.",
    )

    def page(key, *, mobile=False, printable=False):
        tp, name, rows = pts[key]
        rec = "<h1>Trig point record</h1>" + ul_kv([("Reference", tp)] + rows, "trig")
        if mobile:
            body = f'<div class="bar"><a href="/">Trig Pillars</a></div>{rec}<div class="notes">{etiquette}</div>'
        elif printable:
            body = f'{rec}<div class="notes">{etiquette}</div><p>Printed copy. Current logs are online at www.trigpillars.org.uk</p>'
        else:
            body = (
                '<table class="layout"><tr><td class="left"><a href="/"><img src="/img/pillar.png" alt="Trig Pillars"></a>'
                + links([("/search", "Find a pillar"), ("/county/derbyshire", "Derbyshire"), ("/county/south-yorkshire", "South Yorkshire"), ("/logs/recent", "Recent logs"), ("/faq", "FAQ")])
                + f'</td><td class="main">{rec}<div class="notes"><h3>Visiting and logging</h3>{etiquette}</div></td></tr></table>'
                '<p class="foot">Trig Pillars is a volunteer project. Not affiliated with Ordnance Survey. Contains OS data &copy; Crown copyright and database right.</p>'
            )
        return doc(f"{name} ({tp}) | Trig Pillars", body)

    pts = {
        "crook": ("TP0420", "Crook Hill", [("Type", "Pillar"), ("Flush bracket", "S5836"), ("Grid reference", "SK 18301 86857"), ("Height", "382 m"), ("Condition", "Good"), ("Visits logged", "213")]),
        "win": ("TP0421", "Win Hill", [("Type", "Pillar"), ("Flush bracket", "S5835"), ("Grid reference", "SK 18683 85097"), ("Height", "462 m"), ("Condition", "Good"), ("Visits logged", "1,104")]),
        "lose": ("TP0422", "Lose Hill", [("Type", "Pillar with toposcope"), ("Flush bracket", "S5838"), ("Grid reference", "SK 15341 85345"), ("Height", "476 m"), ("Condition", "Good"), ("Visits logged", "987")]),
        "margery": ("TP0438", "Margery Hill", [("Type", "Pillar"), ("Flush bracket", "S5840"), ("Grid reference", "SK 18913 95655"), ("Height", "546 m"), ("Condition", "Leaning slightly, top plate cracked"), ("Visits logged", "176")]),
    }
    return [
        P(f"{host}/trig/TP0420", page("crook"), "crook-hill"),
        P(f"{host}/trig/TP0421", page("win"), "win-hill"),
        P(f"{mhost}/trig/TP0421", page("win", mobile=True), "win-hill"),
        P(f"{host}/trig/TP0422", page("lose"), "lose-hill"),
        P(f"{host}/trig/TP0422/print", page("lose", printable=True), "lose-hill"),
        P(f"{host}/trig/TP0438", page("margery"), "margery-hill"),
    ]


@scen("traffic_counts", "annual average daily flows of count points: one point in two years differs only in a handful of figures and the year, under the same title, h1 and a long methodology note")
def _traffic_counts():
    host = "https://roadcounts.wessexhighways.gov.uk"
    method = paras(
        "Annual average daily flow (AADF) is the number of vehicles that travel past the count point on an average day of the "
        "year, in both directions unless stated. Manual counts are carried out on a single weekday between March and October by "
        "trained enumerators, and are expanded to an annual figure using factors from the nearest automatic counter.",
        "In years without a manual count the figure is estimated from the previous count and traffic growth on similar roads in the "
        "region. Estimated figures are less reliable for minor roads and for pedal cycles, and should not be compared year on year "
        "for small changes.",
        "Vehicle classes follow the Department for Transport definitions: light goods vehicles are goods vehicles not over 3.5 "
        "tonnes gross vehicle weight; heavy goods vehicles include all goods vehicles over 3.5 tonnes. All motor vehicles excludes "
        "pedal cycles.",
        "These statistics are published under the Open Government Licence. Figures for the current year are provisional until "
        "the national release in September.",
    )
    side_default = [("/count-points?road=A350", "A350 count points"), ("/count-points?road=A36", "A36 count points"), ("/count-points?road=B3098", "B3098 count points"), ("/downloads", "Download all data")]

    def page(key, *, side=None, generated="04/06/2024 09:12"):
        rows, flows = counts[key]
        body = (
            '<div class="header"><span class="org">Wessex Highways</span> <span class="app">Road traffic counts</span></div>'
            + nav([("/", "Home"), ("/map", "Map"), ("/count-points", "Count points"), ("/methodology", "Methodology"), ("/contact", "Contact")])
            + f'<div class="main"><h1>Annual average daily flow</h1>{ul_kv(rows, "cp")}'
            f'{grid(["Vehicle type", "AADF"], flows, "aadf")}<div class="method"><h2>About these figures</h2>{method}</div></div>'
            f'<div class="sidebar"><h3>Browse</h3>{links(side or side_default)}</div>'
            f'<div class="footer">Wessex Highways, County Hall, Trowbridge BA14 8JN. Page generated {generated}.</div>'
        )
        return doc("Count point details | Wessex Highways", body)

    def fl(pc, mc, car, bus, lgv, hgv, allmv):
        return [("Pedal cycles", pc), ("Motorcycles", mc), ("Cars and taxis", car), ("Buses and coaches", bus), ("LGVs", lgv), ("HGVs", hgv), ("All motor vehicles", allmv)]

    counts = {
        "a22": ([("Count point", "46123"), ("Road", "A350"), ("Location", "Between A36 and B3414, Warminster"), ("Direction", "Both"), ("Year", "2022"), ("Method", "Manual count")],
                fl("38", "112", "13,482", "96", "2,611", "1,047", "17,348")),
        "a23": ([("Count point", "46123"), ("Road", "A350"), ("Location", "Between A36 and B3414, Warminster"), ("Direction", "Both"), ("Year", "2023"), ("Method", "Estimated")],
                fl("41", "118", "13,905", "91", "2,702", "1,012", "17,828")),
        "b23": ([("Count point", "46124"), ("Road", "A350"), ("Location", "Between B3414 and A3098, Westbury"), ("Direction", "Both"), ("Year", "2023"), ("Method", "Manual count")],
                fl("22", "97", "11,216", "74", "2,180", "968", "14,535")),
        "c23": ([("Count point", "56890"), ("Road", "B3098"), ("Location", "Westbury to Edington"), ("Direction", "Both"), ("Year", "2023"), ("Method", "Manual count")],
                fl("55", "64", "3,908", "12", "702", "88", "4,774")),
    }
    return [
        P(f"{host}/count-points/46123/2022", page("a22"), "cp46123-2022"),
        P(f"{host}/count-points/46123/2023", page("a23"), "cp46123-2023"),
        P(f"{host}/count-points/46123/2023?utm_source=newsletter&utm_medium=email", page("a23", generated="11/06/2024 16:40"), "cp46123-2023"),
        P(f"{host}/count-points/46124/2023", page("b23"), "cp46124-2023"),
        P(f"{host}/count-points/56890/2023", page("c23"), "cp56890-2023"),
        P(f"{host}/count-points/56890/2023?sort=road", page("c23", side=list(reversed(side_default)), generated="05/06/2024 08:03"), "cp56890-2023"),
    ]


@scen("aircraft_register", "register entries of light aircraft under a long register disclaimer; two Cessna 152s differ in one registration letter, serial, year and owner")
def _aircraft_register():
    host = "https://www.aircraftreg-lookup.co.uk"
    disclaimer = paras(
        "Information on this site is compiled from the public register of civil aircraft and from owner submissions. The register "
        "records the person or company in whose name an aircraft is registered; it is not evidence of legal ownership and does "
        "not show whether an aircraft is airworthy, insured or currently flying.",
        "Where an aircraft is registered to a private individual, we show the town only, in line with our privacy policy. "
        "Registration details can change at short notice, for example when an aircraft is sold, exported, damaged or "
        "deregistered. Always check the official register before relying on any detail shown here.",
        "Maximum take-off mass is quoted from the type certificate data sheet for the variant shown and may differ for individual "
        "airframes after modification. Engine fits are as originally registered. Photographs are the copyright of the "
        "photographers credited and may not be reused without permission.",
        "To report an error, or to ask us to remove a photograph of your aircraft, use the contact form. We are not able to "
        "answer questions about licensing, maintenance or flight training.",
    )

    def page(reg, *, amp=False, session_box=False):
        rows = planes[reg]
        rec = "<h1>Aircraft details</h1>" + table_kv([("Registration", reg)] + rows, "aircraft")
        if amp:
            head = f'<link rel="canonical" href="{host}/aircraft/{reg}"><script async src="https://cdn.ampproject.org/v0.js"></script>'
            body = f'<header class="amp-header"><a href="/">AircraftReg Lookup</a></header><main>{rec}<section>{disclaimer}</section></main>'
            return doc(f"{reg} | AircraftReg Lookup", body, head=head).replace("<html ", "<html amp ")
        box = '<div class="session"><p>Signed in as guest. <a href="/watchlist">Your watchlist (0)</a></p></div>' if session_box else ""
        body = (
            '<div id="hd"><a href="/" class="logo">AircraftReg Lookup</a><form action="/search"><input name="q" placeholder="Registration, e.g. G-ABCD"></form></div>'
            + nav([("/", "Search"), ("/types", "By type"), ("/recent", "Recently registered"), ("/deregistered", "Deregistered"), ("/about", "About")])
            + f'<div id="bd">{box}{rec}<div class="disclaimer"><h2>About this information</h2>{disclaimer}</div></div>'
            '<div id="ft">&copy; 2024 AircraftReg Lookup. Independent site, not connected with any aviation authority.</div>'
        )
        return doc(f"{reg} | AircraftReg Lookup", body)

    planes = {
        "G-BSVP": [("Manufacturer", "Cessna Aircraft Company"), ("Model", "152"), ("Serial number", "15285402"), ("Year built", "1981"), ("Engine", "1 x Lycoming O-235-L2C"), ("MTOW", "757 kg"), ("Registered owner", "Stapleford Flight Centre Ltd"), ("Registered since", "04/09/1990"), ("Status", "Valid")],
        "G-BSVK": [("Manufacturer", "Cessna Aircraft Company"), ("Model", "152"), ("Serial number", "15284317"), ("Year built", "1980"), ("Engine", "1 x Lycoming O-235-L2C"), ("MTOW", "757 kg"), ("Registered owner", "Cambridge Aero Club Ltd"), ("Registered since", "22/08/1990"), ("Status", "Valid")],
        "G-OKYA": [("Manufacturer", "Cirrus Design Corporation"), ("Model", "SR22"), ("Serial number", "1471"), ("Year built", "2005"), ("Engine", "1 x Continental IO-550-N"), ("MTOW", "1,542 kg"), ("Registered owner", "Private individual, Henley-on-Thames"), ("Registered since", "17/03/2015"), ("Status", "Valid")],
        "G-CKLP": [("Manufacturer", "Piper Aircraft Inc"), ("Model", "PA-28-161 Warrior III"), ("Serial number", "2842301"), ("Year built", "2008"), ("Engine", "1 x Lycoming O-320-D3G"), ("MTOW", "1,055 kg"), ("Registered owner", "Bristol Flying Group Ltd"), ("Registered since", "09/06/2008"), ("Status", "Valid")],
    }
    return [
        P(f"{host}/aircraft/G-BSVP", page("G-BSVP"), "g-bsvp"),
        P(f"{host}/amp/aircraft/G-BSVP", page("G-BSVP", amp=True), "g-bsvp"),
        P(f"{host}/aircraft/G-BSVK", page("G-BSVK"), "g-bsvk"),
        P(f"{host}/aircraft/G-OKYA", page("G-OKYA"), "g-okya"),
        P(f"{host}/aircraft/G-OKYA?sessionid=a81f0c2e9b7d4415", page("G-OKYA", session_box=True), "g-okya"),
        P(f"{host}/aircraft/G-CKLP", page("G-CKLP"), "g-cklp"),
    ]


@scen("pipe_organs", "organ survey records under one generic title; the same church surveyed before and after a rebuild has nearly the same stop list, differing in builder, date and a few stops")
def _pipe_organs():
    host = "https://www.organsurvey.org.uk"
    about = paras(
        "The Organ Survey records the pipe organs of Leicestershire and Rutland as they were when each survey was made. A new "
        "survey number is issued whenever an organ is rebuilt, enlarged or moved, so one building may have several records; "
        "the most recent record is not necessarily the organ that can be heard today.",
        "Stop names are transcribed exactly as they appear on the stop heads, including historical spellings. Pitches are given in "
        "feet. Couplers and accessories are listed only where the surveyor could inspect the console.",
        "Surveys are carried out by volunteers with the permission of the church or owner. Please do not contact churches to ask "
        "for access to an instrument on the strength of this record; arrangements for visits are made through the survey "
        "secretary. Corrections and photographs are welcome and are credited to the contributor.",
    )

    def page(key, *, printable=False, related=None):
        church, rows, divs = organs[key]
        spec = "".join(f'<div class="division"><h3>{d}</h3><p>{"<br>".join(stops)}</p></div>' for d, stops in divs)
        rec = f"<h1>{church}</h1>" + dl_kv(rows, "organ") + f'<div class="spec">{spec}</div>'
        if printable:
            return doc("Organ record | Organ Survey", f"{rec}<hr>{about}")
        rel = related or [("/organs/N04520", "St Andrew, Kibworth Beauchamp"), ("/organs/N05102", "All Saints, Lutterworth"), ("/organs/N06118", "St Dionysius, Market Harborough")]
        body = (
            '<div class="masthead"><a href="/">The Organ Survey</a> <span>Leicestershire &amp; Rutland</span></div>'
            + nav([("/", "Home"), ("/organs", "Browse records"), ("/builders", "Builders"), ("/places", "Places"), ("/contribute", "Contribute")])
            + f'<div class="record">{rec}</div><div class="about"><h2>About the survey</h2>{about}</div>'
            f'<div class="related"><h2>Other organs nearby</h2>{links(rel)}</div>'
            '<div class="foot">Registered charity no. 1094477. Survey data may be quoted with acknowledgement.</div>'
        )
        return doc("Organ record | Organ Survey", body)

    organs = {
        "n4512": ("St Peter, Great Ashwell, Leicestershire", [("Survey number", "N04512"), ("Builder", "Forster &amp; Andrews"), ("Date", "1887"), ("Action", "New organ"), ("Surveyed", "1998")],
                  [("Great", ["Open Diapason 8", "Stopped Diapason 8", "Dulciana 8", "Principal 4", "Flute 4", "Fifteenth 2"]),
                   ("Swell", ["Violin Diapason 8", "Lieblich Gedackt 8", "Salicional 8", "Gemshorn 4", "Cornopean 8"]),
                   ("Pedal", ["Bourdon 16"]), ("Couplers", ["Swell to Great", "Great to Pedal", "Swell to Pedal"])]),
        "n4513": ("St Peter, Great Ashwell, Leicestershire", [("Survey number", "N04513"), ("Builder", "Peter Collins"), ("Date", "1972"), ("Action", "Rebuilt"), ("Surveyed", "2011")],
                  [("Great", ["Open Diapason 8", "Stopped Diapason 8", "Principal 4", "Flute 4", "Fifteenth 2", "Mixture III"]),
                   ("Swell", ["Lieblich Gedackt 8", "Salicional 8", "Gemshorn 4", "Nazard 2 2/3", "Cornopean 8"]),
                   ("Pedal", ["Bourdon 16", "Flute 8"]), ("Couplers", ["Swell to Great", "Great to Pedal", "Swell to Pedal"])]),
        "n6631": ("Wesley Methodist Church, Market Harborough", [("Survey number", "N06631"), ("Builder", "Brindley &amp; Foster"), ("Date", "1904"), ("Action", "New organ"), ("Surveyed", "2003")],
                  [("Great", ["Open Diapason 8", "Clarabella 8", "Principal 4", "Harmonic Flute 4"]),
                   ("Swell", ["Gedackt 8", "Voix Celeste 8", "Principal 4", "Oboe 8"]),
                   ("Pedal", ["Bourdon 16"]), ("Couplers", ["Swell to Great", "Great to Pedal"])]),
        "n7718": ("St Luke, Aylestone Park, Leicester", [("Survey number", "N07718"), ("Builder", "J. W. Walker &amp; Sons"), ("Date", "1931"), ("Action", "New organ"), ("Surveyed", "2016")],
                  [("Great", ["Large Open Diapason 8", "Small Open Diapason 8", "Hohl Flute 8", "Principal 4", "Twelfth 2 2/3", "Fifteenth 2", "Tuba 8"]),
                   ("Swell", ["Geigen Diapason 8", "Rohr Flute 8", "Viole d'Orchestre 8", "Voix Celeste 8", "Gemshorn 4", "Horn 8", "Oboe 8"]),
                   ("Pedal", ["Open Wood 16", "Bourdon 16", "Bass Flute 8"]), ("Couplers", ["Swell to Great", "Swell Octave", "Great to Pedal", "Swell to Pedal"])]),
    }
    return [
        P(f"{host}/organs/N04512", page("n4512"), "ashwell-1887"),
        P(f"{host}/organs/N04513", page("n4513"), "ashwell-1972"),
        P(f"{host}/organs/N04513/print", page("n4513", printable=True), "ashwell-1972"),
        P(f"{host}/organs/N06631", page("n6631"), "harborough-wesley"),
        P(f"{host}/organs/N06631?from=builder", page("n6631", related=[("/builders/brindley-foster", "All organs by Brindley &amp; Foster"), ("/organs/N06640", "Congregational Church, Market Harborough")]), "harborough-wesley"),
        P(f"{host}/organs/N07718", page("n7718"), "leicester-st-luke"),
    ]


@scen("canal_locks", "consecutive locks of one flight share the title, h1 and a long boater-safety notice; each record is a lock number in an h2 and a few measurements")
def _canal_locks():
    host = "https://www.canalmiles.org.uk"
    safety = paras(
        "Stoppage notice: the Hatton flight will be closed for gate replacement at locks 38 and 39 from 6 January to 14 February. "
        "Boats may moor above lock 21 or below lock 45 during the closure; towpath access is maintained except on the days the "
        "gates are lifted in, which are announced on the Canal &amp; River Trust notices page.",
        "Working the flight: the Hatton locks are broad locks and can take two narrowboats side by side. Share locks where you can "
        "to save water, open paddles gradually, and keep well clear of the cill when going down, marked by a white line on the lock "
        "wall. Never leave a lock with paddles open, and close the gates behind you unless a boat is waiting to enter.",
        "Volunteer lock keepers are on duty at weekends from April to October. Allow three to four hours for the full flight of "
        "twenty-one locks. Children and dogs should be supervised at all times near lock sides.",
        "Distances on this site are measured along the navigation from Braunston Turn. Depths are not shown because they vary "
        "with water levels; report any shallow or obstructed sections to the Trust.",
    )

    def page(n, *, cookie=False):
        rows = locks[n]
        body = (
            ('<div class="cookie">' + COOKIE_EN + "</div>" if cookie else "")
            + '<div class="head"><a href="/">Canal Miles</a></div>'
            + nav([("/", "Home"), ("/canals", "Canals"), ("/planner", "Journey planner"), ("/stoppages", "Stoppages"), ("/moorings", "Moorings")])
            + f'<main><h1>Grand Union Canal (Main Line)</h1><section class="lock"><h2>Lock {n}</h2>{table_kv(rows, "lock")}</section>'
            f'<section class="safety"><h3>Notices for this flight</h3>{safety}</section></main>'
            '<footer>Canal Miles is an independent guide for boaters. Distances &copy; Canal Miles contributors.</footer>'
        )
        return doc("Hatton Locks | Canal Miles", body)

    locks = {
        "31": [("Rise", "1.83 m"), ("Chamber", "22.0 m x 4.3 m"), ("Flight", "Hatton, lock 5 of 21"), ("From Braunston", "22 miles 3 furlongs"), ("Nearest bridge", "Bridge 54, Turnover Bridge"), ("Facilities", "None")],
        "32": [("Rise", "1.86 m"), ("Chamber", "22.0 m x 4.3 m"), ("Flight", "Hatton, lock 6 of 21"), ("From Braunston", "22 miles 4 furlongs"), ("Nearest bridge", "Bridge 54, Turnover Bridge"), ("Facilities", "None")],
        "33": [("Rise", "1.91 m"), ("Chamber", "22.0 m x 4.3 m"), ("Flight", "Hatton, lock 7 of 21"), ("From Braunston", "22 miles 5 furlongs"), ("Nearest bridge", "Bridge 55, Middle Lock Bridge"), ("Facilities", "Water point above lock")],
        "45": [("Rise", "1.93 m"), ("Chamber", "22.0 m x 4.3 m"), ("Flight", "Hatton, lock 19 of 21"), ("From Braunston", "24 miles 1 furlong"), ("Nearest bridge", "Bridge 57, Top Lock Bridge"), ("Facilities", "Cafe, toilets, water point, rubbish disposal")],
    }
    return [
        P(f"{host}/locks/gu-31", page("31"), "lock-31"),
        P(f"{host}/locks/gu-32", page("32"), "lock-32"),
        P(f"{host}/locks/gu-32?utm_source=facebook&utm_medium=social&utm_campaign=hatton", page("32"), "lock-32"),
        P(f"{host}/locks/gu-33", page("33"), "lock-33"),
        P(f"{host}/locks/gu-33/index.html", page("33", cookie=True), "lock-33"),
        P(f"{host}/locks/gu-45", page("45"), "lock-45"),
    ]


@scen("thread_sizes", "metric screw thread sheets: coarse and fine threads of one diameter differ in pitch, minor diameter and tap drill only, under a long size list and disclaimer")
def _thread_sizes():
    host = "https://www.fastenerdata.com"
    sizes = ["M3 x 0.5", "M4 x 0.7", "M5 x 0.8", "M6 x 1.0", "M6 x 0.75", "M8 x 1.25", "M8 x 1.0", "M10 x 1.5", "M10 x 1.25", "M12 x 1.75", "M12 x 1.5", "M16 x 2.0", "M20 x 2.5", "M24 x 3.0"]
    sizelist = links([(f"/threads/{s.lower().replace(' x ', '-')}", s) for s in sizes], "sizes")
    disclaimer = paras(
        "Dimensions follow ISO 261, ISO 262 and ISO 965-1 for a 6g/6H tolerance class. Minor diameters are basic values for the "
        "external thread. Tap drill sizes give roughly 75% thread engagement in steel; for cast iron, brass and plastics a drill "
        "0.1 mm larger is often used. Clearance holes are the close, medium and free series of ISO 273.",
        "Spanner sizes are for ISO 4032 hexagon nuts and ISO 4014/4017 hexagon head bolts; DIN 934 nuts for M10, M12 and M14 use "
        "a spanner one size larger. FastenerData is a free reference. Always check critical dimensions against the standard or "
        "the manufacturer's drawing; we accept no liability for parts made from these figures.",
    )

    def page(size, *, printable=False):
        rows = threads[size]
        rec = f"<h1>ISO metric thread {size}</h1>" + table_kv(rows, "thread")
        if printable:
            return doc(f"{size} thread dimensions | FastenerData", f"{rec}<div class='small'>{disclaimer}</div>")
        body = (
            '<div class="wrap"><div class="top"><a href="/">FastenerData</a> <span>Threads, drills and clearance holes</span></div>'
            f'<div class="cols"><div class="left"><h4>All sizes</h4>{sizelist}</div><div class="right">{rec}'
            '<p class="calc"><a href="/calculators/tap-drill">Tap drill calculator</a> | <a href="/calculators/torque">Bolt torque calculator</a></p>'
            f'<div class="small">{disclaimer}</div></div></div><div class="bottom">&copy; FastenerData 2009-2024</div></div>'
        )
        return doc(f"{size} thread dimensions | FastenerData", body)

    def t(dia, pitch, series, minor, drill, close, med, free, spanner):
        return [("Nominal diameter", f"{dia} mm"), ("Pitch", f"{pitch} mm"), ("Series", series), ("Minor diameter", f"{minor} mm"), ("Tap drill", f"{drill} mm"),
                ("Clearance hole (close / medium / free)", f"{close} / {med} / {free} mm"), ("Spanner size", f"{spanner} mm")]

    threads = {
        "M6 x 1.0": t("6.000", "1.0", "Coarse", "4.773", "5.0", "6.4", "6.6", "7.0", "10"),
        "M6 x 0.75": t("6.000", "0.75", "Fine", "5.080", "5.2", "6.4", "6.6", "7.0", "10"),
        "M8 x 1.25": t("8.000", "1.25", "Coarse", "6.466", "6.8", "8.4", "9.0", "10.0", "13"),
        "M8 x 1.0": t("8.000", "1.0", "Fine", "6.773", "7.0", "8.4", "9.0", "10.0", "13"),
        "M10 x 1.5": t("10.000", "1.5", "Coarse", "8.160", "8.5", "10.5", "11.0", "12.0", "16"),
    }
    return [
        P(f"{host}/threads/m6-1.0", page("M6 x 1.0"), "m6-coarse"),
        P(f"{host}/threads/m6-0.75", page("M6 x 0.75"), "m6-fine"),
        P(f"{host}/threads/m8-1.25", page("M8 x 1.25"), "m8-coarse"),
        P(f"{host}/threads/m8-1.25/index.html", page("M8 x 1.25"), "m8-coarse"),
        P(f"{host}/threads/m8-1.0", page("M8 x 1.0"), "m8-fine"),
        P(f"{host}/threads/m10-1.5", page("M10 x 1.5"), "m10-coarse"),
        P(f"{host}/print/threads/m10-1.5", page("M10 x 1.5", printable=True), "m10-coarse"),
    ]


@scen("battery_sizes", "coin cell spec sheets with one generic title and h1; CR2032/CR2025/CR2016 and LR44/SR44 differ only in a few numbers and the chemistry, under a long ingestion warning")
def _battery_sizes():
    host = "https://www.cellspecs.info"
    warning = paras(
        "Keep coin and button cells out of reach of children. A swallowed lithium coin cell can cause severe internal burns in as "
        "little as two hours and may be fatal. If you think a child has swallowed a battery, go to the nearest emergency department "
        "immediately; do not let the child eat or drink and do not try to make them sick.",
        "Store spare cells in their original packaging, tape over the terminals of used cells before recycling, and never mix "
        "cells of different chemistries or states of charge in one device. Lithium coin cells are not rechargeable; attempting to "
        "recharge them can cause leakage, fire or explosion.",
        "Capacities are typical values at room temperature with a light continuous load and vary between manufacturers. "
        "Equivalent designations are given for convenience; check the device manual where the fit is tight.",
    )
    default_rel = [("/cr1632", "CR1632"), ("/cr2430", "CR2430"), ("/cr2450", "CR2450"), ("/lr1130", "LR1130")]

    def page(key, *, amp=False, related=None):
        name, rows = cells[key]
        rec = f'<h1>Coin and button cells</h1><div class="cell"><h2>{name}</h2>{dl_kv(rows, "spec")}</div>'
        if amp:
            head = f'<link rel="canonical" href="{host}/{key}">'
            return doc("Battery specifications | CellSpecs", f'<header><a href="/">CellSpecs</a></header>{rec}<aside class="warn">{warning}</aside>', head=head)
        rel = related or default_rel
        body = (
            '<header><a href="/" class="brand">CellSpecs</a>'
            + nav([("/coin", "Coin cells"), ("/cylindrical", "Cylindrical"), ("/rechargeable", "Rechargeable"), ("/cross-reference", "Cross reference"), ("/safety", "Safety")])
            + f'</header><div class="page">{rec}<aside class="warn"><h3>Safety</h3>{warning}</aside>'
            f'<aside class="related"><h3>Similar sizes</h3>{links(rel)}</aside></div>'
            "<footer>CellSpecs is reader supported. Trademarks belong to their owners.</footer>"
        )
        return doc("Battery specifications | CellSpecs", body)

    cells = {
        "cr2032": ("CR2032", [("IEC designation", "CR2032"), ("Chemistry", "Lithium manganese dioxide"), ("Nominal voltage", "3.0 V"), ("Typical capacity", "225 mAh"), ("Diameter", "20.0 mm"), ("Height", "3.2 mm"), ("Weight", "3.0 g"), ("Equivalents", "DL2032, ECR2032, KCR2032")]),
        "cr2025": ("CR2025", [("IEC designation", "CR2025"), ("Chemistry", "Lithium manganese dioxide"), ("Nominal voltage", "3.0 V"), ("Typical capacity", "160 mAh"), ("Diameter", "20.0 mm"), ("Height", "2.5 mm"), ("Weight", "2.5 g"), ("Equivalents", "DL2025, ECR2025, KCR2025")]),
        "cr2016": ("CR2016", [("IEC designation", "CR2016"), ("Chemistry", "Lithium manganese dioxide"), ("Nominal voltage", "3.0 V"), ("Typical capacity", "90 mAh"), ("Diameter", "20.0 mm"), ("Height", "1.6 mm"), ("Weight", "1.8 g"), ("Equivalents", "DL2016, ECR2016, KCR2016")]),
        "lr44": ("LR44", [("IEC designation", "LR44"), ("Chemistry", "Alkaline manganese dioxide"), ("Nominal voltage", "1.5 V"), ("Typical capacity", "150 mAh"), ("Diameter", "11.6 mm"), ("Height", "5.4 mm"), ("Weight", "2.0 g"), ("Equivalents", "AG13, A76, L1154")]),
        "sr44": ("SR44", [("IEC designation", "SR44"), ("Chemistry", "Silver oxide"), ("Nominal voltage", "1.55 V"), ("Typical capacity", "170 mAh"), ("Diameter", "11.6 mm"), ("Height", "5.4 mm"), ("Weight", "2.3 g"), ("Equivalents", "357, 303, SR1154")]),
    }
    return [
        P(f"{host}/cr2032", page("cr2032"), "cr2032"),
        P(f"{host}/amp/cr2032", page("cr2032", amp=True), "cr2032"),
        P(f"{host}/cr2025", page("cr2025"), "cr2025"),
        P(f"{host}/cr2025?ref=related", page("cr2025", related=[("/cr2032", "CR2032"), ("/cr2016", "CR2016"), ("/cr2430", "CR2430")]), "cr2025"),
        P(f"{host}/cr2016", page("cr2016"), "cr2016"),
        P(f"{host}/lr44", page("lr44"), "lr44"),
        P(f"{host}/sr44", page("sr44"), "sr44"),
        P(f"{host}/sr44?utm_source=pinterest&utm_medium=pin", page("sr44"), "sr44"),
    ]


@scen("blue_plaques", "commemorative plaques of a civic society whose title is only the society name; two plaques for the same person at two addresses have similar inscriptions")
def _blue_plaques():
    host = "https://plaques.hallowbridge-civic.org.uk"
    mhost = "https://m.plaques.hallowbridge-civic.org.uk"
    scheme = paras(
        "Hallowbridge Civic Society has put up commemorative plaques since 1976 to mark people, buildings and events that have "
        "shaped the town. A person must have died at least twenty years ago, or have been born more than a hundred years ago, "
        "before a plaque can be considered, and the building must survive substantially as they knew it.",
        "Nominations are assessed by the plaques panel twice a year. The society pays for the plaque itself; the owner of the "
        "building must agree to its installation and to the society's access for cleaning and maintenance. Plaques are cast in "
        "aluminium and enamelled by hand in the society's blue, with white lettering.",
        "Most plaques are on private houses. Please view them from the street and respect the privacy of the occupants. The "
        "society's walking trail leaflet, available from the library and the tourist information centre, links thirty-two of "
        "the plaques in a route of about three miles.",
    )

    def page(key, *, mobile=False, crumb=None):
        inscription, rows = plaques[key]
        rec = f'<h1>Plaque</h1><blockquote class="inscription">{inscription}</blockquote>' + ul_kv(rows, "plaque")
        if mobile:
            return doc("Hallowbridge Civic Society", f'<div class="m"><a href="/">Plaques</a></div>{rec}<div class="scheme">{scheme}</div>')
        bc = crumb or '<a href="/">Plaques</a> &gt; <a href="/map">Map</a> &gt; Plaque'
        body = (
            '<div id="top"><img src="/img/society.png" alt=""> Hallowbridge Civic Society</div>'
            + nav([("/", "Plaques"), ("/map", "Map"), ("/trail", "Walking trail"), ("/nominate", "Nominate"), ("/join", "Join the society")])
            + f'<div id="crumb">{bc}</div><div id="main">{rec}</div><div id="scheme"><h2>About the plaque scheme</h2>{scheme}</div>'
            '<div id="foot">Hallowbridge Civic Society, registered charity 508812. The Old Toll House, Bridge Street, Hallowbridge HB3 1QT.</div>'
        )
        return doc("Hallowbridge Civic Society", body)

    plaques = {
        "marlow1": ("Edith Marlow 1872&ndash;1951, suffragist and teacher, lived here 1898&ndash;1921",
                    [("Location", "14 Priory Walk"), ("Erected", "1988"), ("Unveiled by", "The Mayor of Hallowbridge"), ("Type", "Blue enamel, circular")]),
        "marlow2": ("Edith Marlow 1872&ndash;1951, suffragist, founded the Hallowbridge Girls' School on this site in 1905",
                    [("Location", "Station Road, front wall of Marlow House"), ("Erected", "2005"), ("Unveiled by", "Former pupils of the school"), ("Type", "Blue enamel, circular")]),
        "fenn": ("Thomas Arkwright Fenn 1811&ndash;1879, engineer of the Hallowbridge Viaduct, lived here",
                 [("Location", "3 Chapel Terrace"), ("Erected", "1979"), ("Unveiled by", "Sir Peter Allsop"), ("Type", "Blue enamel, circular")]),
        "exchange": ("The Corn Exchange, built 1851 to the design of James Pritchard; the town's first public hall",
                     [("Location", "Market Place"), ("Erected", "1976"), ("Unveiled by", "The Lord Lieutenant"), ("Type", "Blue enamel, rectangular")]),
    }
    return [
        P(f"{host}/plaque/41", page("marlow1"), "marlow-priory-walk"),
        P(f"{mhost}/plaque/41", page("marlow1", mobile=True), "marlow-priory-walk"),
        P(f"{host}/plaque/77", page("marlow2"), "marlow-station-road"),
        P(f"{host}/plaque/77?trail=1", page("marlow2", crumb='<a href="/">Plaques</a> &gt; <a href="/trail">Walking trail</a> &gt; Stop 12'), "marlow-station-road"),
        P(f"{host}/plaque/3", page("fenn"), "fenn"),
        P(f"{host}/plaque/1", page("exchange"), "corn-exchange"),
    ]


@scen("butterfly_transects", "weekly counts of one butterfly transect: same generic title and h1, a long method note, and records that differ in a date, a few weather figures and small species counts")
def _butterfly_transects():
    host = "https://www.moorsidetransect.org.uk"
    method = paras(
        "The Moorside transect is walked once a week from the beginning of April to the end of September, following the UK "
        "Butterfly Monitoring Scheme method. The recorder walks the fixed route at a steady pace and counts all butterflies seen "
        "within an imaginary box five metres ahead, five metres above and two and a half metres either side.",
        "Walks are made between 10:45 and 15:45 when the temperature is at least 13&deg;C with some sun, or at least 17&deg;C in any "
        "conditions that are not raining, and when the wind is below force 5 on the Beaufort scale. Weeks in which no suitable "
        "day occurred are left blank rather than recorded as zero.",
        "Counts are entered into the national database at the end of each season. The figures shown here are the raw counts for "
        "the whole route; section totals are available to registered recorders. New walkers are always welcome and are trained "
        "on the route by an experienced recorder.",
        "Moorside Nature Reserve is managed by the Friends of Moorside with the landowner's permission. Please keep to the paths "
        "and take litter home.",
    )

    def page(key, *, printable=False, updated="Site updated 3 May 2024"):
        rows, species = walks[key]
        total = sum(int(c) for _, c in species)
        rec = f'<h1>Weekly count</h1><p class="walk">{br_lines(rows)}</p>' + grid(["Species", "Count"], species + [("Total", str(total))], "counts")
        if printable:
            return doc("Transect walk | Moorside Butterfly Transect", f"{rec}<hr>{method}")
        body = (
            '<div id="banner"><a href="/">Moorside Butterfly Transect</a></div>'
            + nav([("/", "Home"), ("/walks", "All walks"), ("/species", "Species totals"), ("/route", "The route"), ("/volunteer", "Volunteer")])
            + f'<div id="walk">{rec}</div><div id="method"><h2>How we count</h2>{method}</div>'
            f'<div id="foot"><p>{updated}. Photographs by members of the Friends of Moorside.</p></div>'
        )
        return doc("Transect walk | Moorside Butterfly Transect", body)

    walks = {
        "w3": ([("Week", "3"), ("Date", "15 April 2024"), ("Recorder", "J. Whitlock"), ("Time", "11:05 to 12:10"), ("Temperature", "14&deg;C"), ("Sunshine", "80%"), ("Wind", "Force 2")],
               [("Brimstone", "3"), ("Peacock", "5"), ("Small Tortoiseshell", "2"), ("Orange-tip", "1"), ("Comma", "1")]),
        "w4": ([("Week", "4"), ("Date", "22 April 2024"), ("Recorder", "J. Whitlock"), ("Time", "11:20 to 12:25"), ("Temperature", "13&deg;C"), ("Sunshine", "60%"), ("Wind", "Force 3")],
               [("Brimstone", "2"), ("Peacock", "4"), ("Small Tortoiseshell", "2"), ("Orange-tip", "3"), ("Green-veined White", "1")]),
        "w5": ([("Week", "5"), ("Date", "29 April 2024"), ("Recorder", "M. Okafor"), ("Time", "10:50 to 11:55"), ("Temperature", "17&deg;C"), ("Sunshine", "100%"), ("Wind", "Force 1")],
               [("Brimstone", "4"), ("Peacock", "6"), ("Orange-tip", "5"), ("Green-veined White", "3"), ("Small White", "2"), ("Holly Blue", "1")]),
        "w5_23": ([("Week", "5"), ("Date", "1 May 2023"), ("Recorder", "J. Whitlock"), ("Time", "12:15 to 13:20"), ("Temperature", "15&deg;C"), ("Sunshine", "70%"), ("Wind", "Force 2")],
                  [("Brimstone", "1"), ("Peacock", "3"), ("Orange-tip", "2"), ("Speckled Wood", "2")]),
    }
    return [
        P(f"{host}/walks/2024/week-03", page("w3"), "2024-w3"),
        P(f"{host}/walks/2024/week-04", page("w4"), "2024-w4"),
        P(f"{host}/walks/2024/week-04?utm_source=newsletter&utm_campaign=may", page("w4", updated="Site updated 10 May 2024"), "2024-w4"),
        P(f"{host}/walks/2024/week-05", page("w5"), "2024-w5"),
        P(f"{host}/walks/2024/week-05/print", page("w5", printable=True), "2024-w5"),
        P(f"{host}/walks/2023/week-05", page("w5_23"), "2023-w5"),
    ]


@scen("rights_of_way", "path records of one parish under a title that is only the council service name, a generic h1 and a long definitive-map notice; neighbouring footpaths differ in number, length and grid references")
def _rights_of_way():
    host = "https://prow.eastwoldshire.gov.uk"
    legal = paras(
        "The definitive map and statement is the legal record of public rights of way in East Woldshire. The online map is a "
        "copy for information only; where it differs from the sealed definitive map held at County Offices, Market Rasen, the "
        "sealed map is conclusive evidence of the rights shown. The absence of a path from the map does not mean that no right "
        "of way exists.",
        "Widths are recorded where they are given in the statement or in a legal order. Path furniture and surface details are "
        "collected during inspections and may not be current. Landowners must not obstruct a right of way, and must reinstate "
        "cross-field paths within fourteen days of ploughing or twenty-four hours of any later disturbance.",
        "To report a problem such as a broken stile, missing signpost or overgrown path, use the report link on this page and give "
        "a grid reference or mark the location on the map. Reports are normally inspected within twenty working days. Applications "
        "to add, divert or extinguish a path are dealt with by the Definitive Map Team.",
    )

    def page(key, *, session=False):
        rows = paths[key]
        extra = '<p class="login">You are signed in to the reporting service. <a href="/logout">Sign out</a></p>' if session else ""
        body = (
            '<div class="council-bar"><a href="https://www.eastwoldshire.gov.uk">East Woldshire Council</a></div>'
            + nav([("/", "Rights of way map"), ("/search", "Find a path"), ("/report", "Report a problem"), ("/orders", "Orders and diversions"), ("/contact", "Contact the team")])
            + f'{extra}<div class="content"><h1>Path record</h1>{dl_kv(rows, "path")}<p><a href="/report?path={key}">Report a problem with this path</a></p>'
            f'<div class="legal"><h2>About the definitive map</h2>{legal}</div></div>'
            '<div class="footer">East Woldshire Council, County Offices, Newland, Market Rasen LN8 3BY. &copy; Crown copyright and database rights 2024 OS AC0000815210.</div>'
        )
        return doc("Public Rights of Way | East Woldshire Council", body)

    paths = {
        "HEM-FP12": [("Path", "Hemswell Footpath 12"), ("Parish", "Hemswell"), ("Status", "Public footpath"), ("Length", "1.34 km"), ("Width", "1.5 m"), ("Surface", "Grass and earth"),
                     ("From", "Church Lane, SK 9297 9091"), ("To", "Harpswell Lane, SK 9402 9164"), ("Furniture", "2 stiles, 1 kissing gate, 1 footbridge"), ("Open issues", "None")],
        "HEM-FP13": [("Path", "Hemswell Footpath 13"), ("Parish", "Hemswell"), ("Status", "Public footpath"), ("Length", "0.86 km"), ("Width", "1.5 m"), ("Surface", "Grass"),
                     ("From", "Maltkiln Lane, SK 9281 9065"), ("To", "Footpath 12, SK 9335 9102"), ("Furniture", "1 stile, 1 field gate"), ("Open issues", "Stile at SK 9310 9088 reported broken, 14/05/2024")],
        "HEM-BW4": [("Path", "Hemswell Bridleway 4"), ("Parish", "Hemswell"), ("Status", "Public bridleway"), ("Length", "2.71 km"), ("Width", "3 m"), ("Surface", "Stone and grass"),
                    ("From", "Hemswell Cliff, SK 9512 8934"), ("To", "Parish boundary, SK 9188 8771"), ("Furniture", "2 bridle gates"), ("Open issues", "None")],
        "GLE-FP7": [("Path", "Glentham Footpath 7"), ("Parish", "Glentham"), ("Status", "Public footpath"), ("Length", "0.52 km"), ("Width", "Not recorded"), ("Surface", "Cross-field, arable"),
                    ("From", "High Street, TF 0035 9047"), ("To", "Footpath 8, TF 0088 9011"), ("Furniture", "1 waymark post"), ("Open issues", "Cropped path not reinstated, 02/05/2024")],
    }
    return [
        P(f"{host}/path/HEM-FP12", page("HEM-FP12"), "hemswell-fp12"),
        P(f"{host}/path/HEM-FP12/index.html", page("HEM-FP12"), "hemswell-fp12"),
        P(f"{host}/path/HEM-FP13", page("HEM-FP13"), "hemswell-fp13"),
        P(f"{host}/path/HEM-BW4", page("HEM-BW4"), "hemswell-bw4"),
        P(f"{host}/path/HEM-BW4?sessionid=3c0e77a9f1b24d52", page("HEM-BW4", session=True), "hemswell-bw4"),
        P(f"{host}/path/GLE-FP7", page("GLE-FP7"), "glentham-fp7"),
    ]


@scen("dental_practices", "dental practice entries: two branches of one chain share the h1 and differ only in address, phone and NHS acceptance, under a generic title and a long NHS charges notice")
def _dental_practices():
    host = "https://www.dentistfinder-westmids.co.uk"
    charges = paras(
        "NHS dental charges in England from 1 April 2024: Band 1 &pound;26.80 covers an examination, diagnosis and advice, including "
        "X-rays and a scale and polish if needed. Band 2 &pound;73.50 covers everything in Band 1 plus further treatment such as "
        "fillings, root canal work or extractions. Band 3 &pound;319.10 covers everything in Bands 1 and 2 plus crowns, dentures, "
        "bridges and other laboratory work. Urgent treatment is charged at the Band 1 rate.",
        "You do not pay for NHS dental treatment if you are under 18, under 19 and in full-time education, pregnant or have had a "
        "baby in the previous twelve months, or receive certain benefits. Practices are not obliged to accept every patient who "
        "asks, and acceptance can change from week to week depending on appointment capacity.",
        "Acceptance information on DentistFinder is provided by the practices themselves. Please phone the practice to confirm "
        "before you travel. If you need urgent dental care out of hours, call NHS 111.",
    )
    menu = nav([("/", "Find a dentist"), ("/nhs-charges", "NHS charges"), ("/emergency", "Emergency care"), ("/for-practices", "For practices")])

    def page(key, *, cookie=False):
        name, rows = practices[key]
        body = (
            (COOKIE_EN if cookie else "")
            + f'<div class="top"><a href="/">DentistFinder</a> West Midlands</div>{menu}'
            f'<section class="practice"><h1>{name}</h1>{table_kv(rows, "practice")}</section>'
            f'<section class="charges"><h2>About NHS dental charges</h2>{charges}</section>'
            "<footer><p>DentistFinder is an independent directory and is not part of the NHS.</p></footer>"
        )
        return doc("Practice details - DentistFinder", body)

    practices = {
        "sdc-ag": ("Smile Dental Care", [("Address", "1127 Warwick Road, Acocks Green, Birmingham B27 6RA"), ("Phone", "0121 706 4412"), ("NHS adults", "Not accepting"), ("NHS children", "Accepting"), ("Private patients", "Accepting"), ("Step-free access", "Yes")]),
        "sdc-hg": ("Smile Dental Care", [("Address", "1340 Stratford Road, Hall Green, Birmingham B28 9EH"), ("Phone", "0121 777 3095"), ("NHS adults", "Accepting, waiting time about 8 weeks"), ("NHS children", "Accepting"), ("Private patients", "Accepting"), ("Step-free access", "No")]),
        "khfd": ("Kings Heath Family Dental", [("Address", "52 High Street, Kings Heath, Birmingham B14 7JT"), ("Phone", "0121 444 2178"), ("NHS adults", "Accepting"), ("NHS children", "Accepting"), ("Private patients", "Accepting"), ("Step-free access", "Yes")]),
        "hds": ("Harborne Dental Studio", [("Address", "211 High Street, Harborne, Birmingham B17 9QE"), ("Phone", "0121 426 5530"), ("NHS adults", "Private only"), ("NHS children", "Private only"), ("Private patients", "Accepting"), ("Step-free access", "Yes")]),
    }
    return [
        P(f"{host}/practice/smile-dental-care-acocks-green", page("sdc-ag"), "smile-acocks-green"),
        P(f"{host}/practice/smile-dental-care-acocks-green?utm_source=google&utm_medium=cpc&gclid=Cj0KCQjw", page("sdc-ag"), "smile-acocks-green"),
        P(f"{host}/practice/smile-dental-care-hall-green", page("sdc-hg"), "smile-hall-green"),
        P(f"{host}/practice/kings-heath-family-dental", page("khfd"), "kings-heath"),
        P(f"{host}/practice/kings-heath-family-dental?consent=pending", page("khfd", cookie=True), "kings-heath"),
        P(f"{host}/practice/harborne-dental-studio", page("hds"), "harborne"),
    ]


@scen("archive_catalogue", "item-level archive records with the title only in an h2 under a generic page title; two volumes of one minute book differ only in reference and dates")
def _archive_catalogue():
    host = "https://archives.wealdcounty.gov.uk"
    reading = paras(
        "Original documents can be seen in the search room at Weald County Archives, Sessions House, Maidstone, Tuesday to Friday "
        "from 09:30 to 16:30. Please book a seat at least two working days ahead and bring proof of name and address to register "
        "for a reader's ticket. Up to six items can be ordered in advance; further items are produced at 10:00, 11:30 and 14:00.",
        "Only pencils may be used in the search room. Bags and coats must be left in the lockers. Photography for private study is "
        "allowed without flash on payment of the daily permit fee, except for items marked as fragile or subject to copyright "
        "restrictions. Copies for publication require the permission of the depositor.",
        "Items available on microfilm or digital copy only are not produced in original. Catalogue descriptions are revised as "
        "collections are re-listed, and references may change; please quote the full reference when ordering.",
    )

    def page(key, *, printable=False, session=False):
        title, rows = items[key]
        rec = f'<h2>{title}</h2>{dl_kv([("Reference", key)] + rows, "item")}'
        if printable:
            return doc("Catalogue record | Weald County Archives", f"{rec}<p>Printed from the online catalogue of Weald County Archives.</p>")
        basket = '<div class="basket">Your order list: 0 items <a href="/orders">View</a></div>' if session else ""
        body = (
            '<div id="header"><a href="/">Weald County Archives</a> <span>Online catalogue</span></div>'
            + nav([("/search", "Search"), ("/browse", "Browse collections"), ("/visit", "Visit us"), ("/copies", "Order copies"), ("/help", "Help")])
            + f'{basket}<div id="record">{rec}</div><div id="visit"><h3>Seeing the original</h3>{reading}</div>'
            '<div id="footer">Weald County Archives is a service of Weald County Council.</div>'
        )
        return doc("Catalogue record | Weald County Archives", body)

    items = {
        "HGL/1/1": ("Minute book of the Hawkhurst Gas Light and Coke Company", [("Date", "1862-1879"), ("Level", "Item"), ("Extent", "1 volume"), ("Access", "Open")]),
        "HGL/1/2": ("Minute book of the Hawkhurst Gas Light and Coke Company", [("Date", "1879-1901"), ("Level", "Item"), ("Extent", "1 volume"), ("Access", "Open")]),
        "U2314/P3": ("Estate map of Court Lodge Farm, Lamberhurst, surveyed by John Bowra", [("Date", "1781"), ("Level", "Item"), ("Extent", "1 sheet"), ("Access", "Fragile: by appointment only")]),
        "CTR/172": ("Tithe apportionment and map, parish of Hawkhurst", [("Date", "1840-1842"), ("Level", "Item"), ("Extent", "2 items"), ("Access", "Microfilm only")]),
        "P/HAW/8/3": ("Churchwardens' accounts, Hawkhurst", [("Date", "1744-1790"), ("Level", "Item"), ("Extent", "1 volume"), ("Access", "Open")]),
    }
    return [
        P(f"{host}/records/HGL-1-1", page("HGL/1/1"), "hgl-1-1"),
        P(f"{host}/records/HGL-1-1/print", page("HGL/1/1", printable=True), "hgl-1-1"),
        P(f"{host}/records/HGL-1-2", page("HGL/1/2"), "hgl-1-2"),
        P(f"{host}/records/U2314-P3", page("U2314/P3"), "court-lodge-map"),
        P(f"{host}/records/CTR-172", page("CTR/172"), "hawkhurst-tithe"),
        P(f"{host}/records/CTR-172?sessionid=55ab19e0c3", page("CTR/172", session=True), "hawkhurst-tithe"),
        P(f"{host}/records/P-HAW-8-3", page("P/HAW/8/3"), "hawkhurst-churchwardens"),
    ]


@scen("tool_library", "lending library items: two drills of the same model share the title and differ in item number, condition, accessories and status, under long membership rules")
def _tool_library():
    host = "https://www.lendingshed.org.uk"
    rules = paras(
        "Membership of The Lending Shed costs &pound;20 a year, or &pound;5 for people receiving means-tested benefits. Members can borrow "
        "up to three items at a time. Items are collected and returned at the shed behind St Barnabas Hall, Cowley Road, on "
        "Wednesdays from 17:00 to 19:00 and Saturdays from 10:00 to 13:00.",
        "A refundable deposit is taken for each item and returned when the item comes back clean and complete. Please report any "
        "fault or damage when you return an item; accidental damage is not charged, but missing parts may be. Batteries are "
        "charged before each loan. Cutting blades and sanding sheets are consumables and can be bought at the shed at cost.",
        "Power tools are PAT tested every six months. Read the instructions supplied with each tool and wear the protective "
        "equipment recommended by the manufacturer; goggles, ear defenders and dust masks can be borrowed free of charge. "
        "Borrowers are responsible for using tools safely and within the law.",
        "Loans can be extended once by email if nobody is waiting for the item.",
    )

    def page(key, *, views="38", src=""):
        name, rows = tools[key]
        body = (
            '<header class="site"><a href="/">The Lending Shed</a><p>A library of things in East Oxford</p></header>'
            + nav([("/catalogue", "Catalogue"), ("/join", "Join"), ("/how-it-works", "How it works"), ("/volunteer", "Volunteer"), ("/donate", "Donate a tool")])
            + f'<main><h1>{name}</h1>{ul_kv(rows, "item")}<p class="views">Viewed {views} times{src}</p>'
            f'<section class="rules"><h2>Borrowing rules</h2>{rules}</section></main>'
            "<footer>The Lending Shed CIC, company 12577431.</footer>"
        )
        return doc(f"{name} | The Lending Shed", body)

    tools = {
        "0142": ("Cordless hammer drill", [("Item number", "0142"), ("Model", "Bosch PSB 1800 LI-2"), ("Condition", "Good, light wear on chuck"), ("Deposit", "&pound;10"), ("Loan period", "7 days"), ("Included", "2 batteries, charger, case, 5 masonry bits"), ("Status", "Available")]),
        "0143": ("Cordless hammer drill", [("Item number", "0143"), ("Model", "Bosch PSB 1800 LI-2"), ("Condition", "Very good"), ("Deposit", "&pound;10"), ("Loan period", "7 days"), ("Included", "1 battery, charger, case"), ("Status", "On loan until 14 June")]),
        "0217": ("Wallpaper steamer", [("Item number", "0217"), ("Model", "Earlex SS77"), ("Condition", "Good"), ("Deposit", "&pound;5"), ("Loan period", "7 days"), ("Included", "Large and small plates, 4 m hose"), ("Status", "Available")]),
        "0305": ("Carpet cleaner", [("Item number", "0305"), ("Model", "Vax Rapide Ultra 2"), ("Condition", "Good"), ("Deposit", "&pound;15"), ("Loan period", "4 days"), ("Included", "Upholstery tool, 1 litre cleaning solution"), ("Status", "Available")]),
        "0388": ("Manual tile cutter", [("Item number", "0388"), ("Model", "Rubi TS-40"), ("Condition", "Fair, scoring wheel replaced 2024"), ("Deposit", "&pound;10"), ("Loan period", "7 days"), ("Included", "Spare scoring wheel"), ("Status", "Available")]),
    }
    return [
        P(f"{host}/item/0142", page("0142"), "drill-0142"),
        P(f"{host}/item/0143", page("0143", views="21"), "drill-0143"),
        P(f"{host}/item/0143?utm_source=nextdoor&utm_medium=post", page("0143", views="24"), "drill-0143"),
        P(f"{host}/item/0217", page("0217", views="56"), "steamer-0217"),
        P(f"{host}/item/0305", page("0305", views="73"), "carpet-0305"),
        P(f"{host}/item/0305?view=gallery", page("0305", views="77"), "carpet-0305"),
        P(f"{host}/item/0388", page("0388", views="12"), "tile-cutter-0388"),
    ]


@scen("wind_farms", "wind farm register entries: a wind farm and its extension share most of the name, operator and council area and differ in turbine figures, under a long data-sources note")
def _wind_farms():
    host = "https://www.windfarmregister.org.uk"
    sources = paras(
        "The UK Wind Register lists onshore wind projects of 1 MW and above from the planning stage to decommissioning. Capacity "
        "figures are the installed or consented capacity in megawatts; actual output depends on wind conditions and is typically "
        "between a quarter and a third of the maximum over a year.",
        "Data are compiled from planning decisions, operator announcements and the Renewable Energy Planning Database, and are "
        "checked by volunteers each quarter. Projects that change their turbine model after consent are shown with the model "
        "actually installed once construction is complete.",
        "We do not publish the locations of individual turbines. For noise, shadow flicker or community benefit questions, please "
        "contact the operator or the local planning authority directly.",
    )

    def page(key, *, amp=False, related=None):
        name, rows = farms[key]
        rec = f"<h1>{name}</h1>" + table_kv(rows, "farm")
        if amp:
            head = f'<link rel="canonical" href="{host}/farm/{key}">'
            return doc(f"{name} | UK Wind Register", f'<div class="amp-top">UK Wind Register</div>{rec}<div class="src">{sources}</div>', head=head)
        rel = related or [("/region/highland", "All wind farms in Highland"), ("/operator/northwind", "Projects by Northwind Renewables")]
        body = (
            '<div class="hdr"><a href="/">UK Wind Register</a></div>'
            + nav([("/", "Home"), ("/map", "Map"), ("/regions", "Regions"), ("/operators", "Operators"), ("/stats", "Statistics")])
            + f'<div class="farm">{rec}</div><div class="rel"><h3>Related</h3>{links(rel)}</div><div class="src"><h3>Sources</h3>{sources}</div>'
            '<div class="ftr">UK Wind Register is maintained by volunteers. Figures may be reused with attribution.</div>'
        )
        return doc(f"{name} | UK Wind Register", body)

    farms = {
        "carn-mhor": ("Carn Mhor Wind Farm", [("Operator", "Northwind Renewables"), ("Status", "Operational"), ("Turbines", "18"), ("Turbine model", "Vestas V90-2.0MW"), ("Capacity", "36 MW"), ("Hub height", "80 m"), ("Commissioned", "2009"), ("Council area", "Highland")]),
        "carn-mhor-ext": ("Carn Mhor Wind Farm Extension", [("Operator", "Northwind Renewables"), ("Status", "Operational"), ("Turbines", "7"), ("Turbine model", "Vestas V117-3.6MW"), ("Capacity", "25.2 MW"), ("Hub height", "91.5 m"), ("Commissioned", "2019"), ("Council area", "Highland")]),
        "bryn-llwyd": ("Bryn Llwyd Wind Farm", [("Operator", "Cambrian Wind Ltd"), ("Status", "Under construction"), ("Turbines", "9"), ("Turbine model", "Nordex N133-4.8MW"), ("Capacity", "43.2 MW"), ("Hub height", "89 m"), ("Commissioned", "Expected 2025"), ("Council area", "Powys")]),
        "holme-edge": ("Holme Edge Community Wind", [("Operator", "Pennine Community Energy"), ("Status", "Consented"), ("Turbines", "3"), ("Turbine model", "Enercon E-44"), ("Capacity", "2.7 MW"), ("Hub height", "55 m"), ("Commissioned", "Not yet built"), ("Council area", "Kirklees")]),
    }
    return [
        P(f"{host}/farm/carn-mhor", page("carn-mhor"), "carn-mhor"),
        P(f"{host}/farm/carn-mhor-ext", page("carn-mhor-ext"), "carn-mhor-ext"),
        P(f"{host}/amp/farm/carn-mhor-ext", page("carn-mhor-ext", amp=True), "carn-mhor-ext"),
        P(f"{host}/farm/bryn-llwyd", page("bryn-llwyd", related=[("/region/powys", "All wind farms in Powys"), ("/operator/cambrian", "Projects by Cambrian Wind Ltd")]), "bryn-llwyd"),
        P(f"{host}/farm/bryn-llwyd?src=map", page("bryn-llwyd", related=[("/map?near=bryn-llwyd", "Nearby projects on the map"), ("/region/powys", "All wind farms in Powys")]), "bryn-llwyd"),
        P(f"{host}/farm/holme-edge", page("holme-edge", related=[("/region/kirklees", "All wind farms in Kirklees")]), "holme-edge"),
    ]


# --------------------------------------------------------------------------- Chinese sites


def gov_footer(sponsor, undertaker, site_code, icp, gongan, phone):
    return (
        f'<div class="footer"><p>主办单位：{sponsor}　承办单位：{undertaker}</p>'
        f"<p>网站标识码：{site_code}　{icp}　{gongan}</p>"
        f'<p>联系电话：{phone}　建议使用1920×1080分辨率、IE10以上版本浏览器浏览本站</p>'
        '<p><a href="/sitemap">网站地图</a>　<a href="/about">关于本网</a>　<a href="/privacy">隐私声明</a>　<a href="/jiucuo">我要纠错</a></p></div>'
    )


@scen("zh_bearing_specs", "bearing model sheets of a maker with the company name as the only title and one h1; 6204 and 6204-2RS share dimensions and loads and differ only in seal and speed figures, under a long company profile")
def _zh_bearing_specs():
    host = "https://www.zcbearing.com.cn"
    mhost = "https://m.zcbearing.com.cn"
    profile = paras(
        "浙江中成轴承有限公司始建于1993年，位于浙江省新昌县省级高新技术产业园区，占地面积8.6万平方米，现有员工620余人，"
        "其中工程技术人员90余人。公司专业生产深沟球轴承、角接触球轴承、圆锥滚子轴承和汽车轮毂轴承，年产各类轴承4500万套，"
        "产品广泛应用于电机、家用电器、摩托车、汽车、农业机械和电动工具等领域，并出口欧洲、东南亚、南美等30多个国家和地区。",
        "公司先后通过ISO 9001质量管理体系、IATF 16949汽车行业质量管理体系和ISO 14001环境管理体系认证，是国家高新技术企业、"
        "浙江省专精特新中小企业，建有省级企业研究开发中心。公司拥有全自动磨加工生产线42条、装配线18条，配备圆度仪、轮廓仪、"
        "轴承振动测量仪和寿命试验机等检测设备，可按客户要求提供非标轴承的设计与制造。",
        "本页参数为标准型号的典型值，仅供选型参考。额定载荷按GB/T 6391和GB/T 4662计算，极限转速与润滑方式、游隙、负荷等工况有关，"
        "具体以产品图纸和技术协议为准。如需样品、报价或技术支持，请联系销售部。",
    )
    menu = nav([("/", "网站首页"), ("/about", "关于中成"), ("/products", "产品中心"), ("/quality", "质量控制"), ("/news", "新闻资讯"), ("/contact", "联系我们")])

    def page(key, *, mobile=False):
        rows = bearings[key]
        rec = f'<h1>深沟球轴承</h1><div class="pro"><h2>{key}</h2>{table_kv(rows, "param")}</div>'
        if mobile:
            body = f'<div class="m-head"><a href="/">中成轴承</a><a href="tel:4008265018">一键拨号</a></div>{rec}<div class="m-about">{profile}</div><div class="m-foot">浙江中成轴承有限公司　服务热线：400-826-5018</div>'
        else:
            body = (
                f'<div class="top"><a href="/" class="logo">浙江中成轴承有限公司</a><span class="tel">服务热线：400-826-5018</span></div>{menu}'
                f'<div class="pos">您的位置：<a href="/">首页</a> &gt; <a href="/products">产品中心</a> &gt; 深沟球轴承</div>'
                f'<div class="main">{rec}<div class="intro"><h3>公司简介</h3>{profile}</div></div>'
                '<div class="foot"><p>浙江中成轴承有限公司　地址：浙江省新昌县省级高新技术产业园区兴业路18号　邮编：312500</p>'
                '<p>电话：0575-86023318　传真：0575-86023319　邮箱：sales@zcbearing.com.cn　浙ICP备09021376号-1</p></div>'
            )
        return doc("产品中心_浙江中成轴承有限公司", body, lang="zh-CN")

    def b(d, big, w, cr, c0r, grease, oil, kg, seal):
        return [("内径 d", f"{d} mm"), ("外径 D", f"{big} mm"), ("宽度 B", f"{w} mm"), ("额定动载荷 Cr", f"{cr} kN"), ("额定静载荷 C0r", f"{c0r} kN"),
                ("极限转速（脂润滑）", grease), ("极限转速（油润滑）", oil), ("重量", f"{kg} kg"), ("密封形式", seal)]

    bearings = {
        "6204": b("20", "47", "14", "12.8", "6.65", "15000 r/min", "18000 r/min", "0.106", "开式"),
        "6204-2RS": b("20", "47", "14", "12.8", "6.65", "9500 r/min", "—", "0.110", "两面接触式橡胶密封"),
        "6205": b("25", "52", "15", "14.0", "7.88", "13000 r/min", "15000 r/min", "0.128", "开式"),
        "6304": b("20", "52", "15", "15.9", "7.88", "13000 r/min", "16000 r/min", "0.144", "开式"),
    }
    return [
        P(f"{host}/products/6204.html", page("6204"), "6204"),
        P(f"{mhost}/products/6204.html", page("6204", mobile=True), "6204"),
        P(f"{host}/products/6204-2rs.html", page("6204-2RS"), "6204-2rs"),
        P(f"{host}/products/6205.html", page("6205"), "6205"),
        P(f"{host}/products/6205.html?from=baidu&bd_vid=11827360451239987", page("6205"), "6205"),
        P(f"{host}/products/6304.html", page("6304"), "6304"),
    ]


@scen("zh_device_filings", "class I medical device filings of one bureau: same title and h1, a long filing notice, two filings of one company on one day differ in product name, sizes and intended use")
def _zh_device_filings():
    host = "https://scjgj.qingxi.gov.cn"
    note = paras(
        "根据《医疗器械监督管理条例》和《医疗器械注册与备案管理办法》，第一类医疗器械实行产品备案管理。备案人向所在地设区的市级"
        "负责药品监督管理的部门提交备案资料，备案资料符合形式要求的，当场予以备案，并在备案后5个工作日内向社会公布备案有关信息。",
        "备案信息表中登载的内容及备案的产品技术要求由备案人负责。已备案的医疗器械，备案信息表中登载内容及备案的产品技术要求发生变化的，"
        "备案人应当向原备案部门变更备案，并提交变化情况的说明及相关文件。",
        "本页面公布的信息仅为备案信息，不代表对产品安全性、有效性的认可。公众如发现备案产品存在违法违规情况，可拨打投诉举报电话12315，"
        "或登录全国12315平台进行反映。",
    )

    def page(no, *, printable=False, session=False):
        rows = filings[no]
        rec = '<h1>第一类医疗器械产品备案信息</h1>' + table_kv([("备案号", no)] + rows, "beian")
        if printable:
            return doc("备案信息详情－清溪区市场监督管理局", f'{rec}<p class="print">打印时间：2024-06-11</p>', lang="zh-CN")
        user = '<div class="user">您好，欢迎访问！<a href="/login">登录</a>｜<a href="/reg">注册</a></div>' if session else ""
        body = (
            f'<div class="header">{user}<a href="/" class="logo">苏州市清溪区市场监督管理局</a></div>'
            + nav([("/", "首页"), ("/zwgk", "政务公开"), ("/bsfw", "办事服务"), ("/xxcx", "信息查询"), ("/hdjl", "互动交流")])
            + '<div class="location">当前位置：首页 &gt; 信息查询 &gt; 第一类医疗器械备案</div>'
            + f'<div class="content">{rec}<div class="shuoming"><h3>备案说明</h3>{note}</div>'
            '<p class="tools"><a href="javascript:window.print()">【打印】</a><a href="javascript:window.close()">【关闭】</a></p></div>'
            + gov_footer("苏州市清溪区市场监督管理局", "清溪区大数据管理中心", "3205080017", "苏ICP备12034577号", "苏公网安备 32050802010331号", "0512-68210315")
        )
        return doc("备案信息详情－清溪区市场监督管理局", body, lang="zh-CN")

    filings = {
        "苏苏械备20240031号": [("备案人名称", "苏州康禾医疗用品有限公司"), ("产品名称", "医用冷敷贴"), ("型号/规格", "圆形Φ50mm、方形60mm×80mm"),
                        ("产品描述", "由背衬层、凝胶层和防粘层组成，凝胶层主要成分为高分子凝胶和纯化水。非无菌提供，一次性使用。"),
                        ("预期用途", "用于人体体表局部降温。"), ("备案日期", "2024-03-12")],
        "苏苏械备20240032号": [("备案人名称", "苏州康禾医疗用品有限公司"), ("产品名称", "医用退热贴"), ("型号/规格", "成人型50mm×120mm、儿童型40mm×110mm"),
                        ("产品描述", "由无纺布背衬、水凝胶层和防粘层组成，水凝胶主要成分为聚丙烯酸钠和纯化水。非无菌提供，一次性使用。"),
                        ("预期用途", "用于发热患者额头、颈部等部位的物理退热。"), ("备案日期", "2024-03-12")],
        "苏苏械备20240057号": [("备案人名称", "苏州瑞景生物科技有限公司"), ("产品名称", "一次性使用压舌板"), ("型号/规格", "150mm×18mm×1.6mm"),
                        ("产品描述", "采用桦木制成，表面光滑无毛刺。非无菌提供，一次性使用。"),
                        ("预期用途", "用于口腔、咽喉检查时压低舌头。"), ("备案日期", "2024-05-08")],
        "苏苏械备20230118号": [("备案人名称", "苏州康禾医疗用品有限公司"), ("产品名称", "医用冷敷眼罩"), ("型号/规格", "通用型195mm×85mm"),
                        ("产品描述", "由外套和冷敷凝胶包组成，凝胶包内容物为高分子凝胶和纯化水。非无菌提供，可重复使用。"),
                        ("预期用途", "用于眼部周围体表局部降温。"), ("备案日期", "2023-11-20")],
    }
    return [
        P(f"{host}/xxcx/ylqx/detail?id=20240031", page("苏苏械备20240031号"), "2024-0031"),
        P(f"{host}/xxcx/ylqx/print?id=20240031", page("苏苏械备20240031号", printable=True), "2024-0031"),
        P(f"{host}/xxcx/ylqx/detail?id=20240032", page("苏苏械备20240032号"), "2024-0032"),
        P(f"{host}/xxcx/ylqx/detail?id=20240057", page("苏苏械备20240057号"), "2024-0057"),
        P(f"{host}/xxcx/ylqx/detail?id=20240057&sessionid=9C1F2A7B44E0", page("苏苏械备20240057号", session=True), "2024-0057"),
        P(f"{host}/xxcx/ylqx/detail?id=20230118", page("苏苏械备20230118号"), "2023-0118"),
    ]


@scen("zh_soil_moisture", "soil moisture bulletins of a county farm bureau: generic title and h1, issue number only in a small line, a five-row number table and a long grading note; consecutive issues differ in figures and one advice sentence")
def _zh_soil_moisture():
    host = "https://nyncj.heyang.gov.cn"
    grading = paras(
        "墒情等级划分说明：本简报采用土壤相对含水量（田间持水量的百分比）划分墒情等级。冬小麦拔节至灌浆期，0～20厘米土层相对含水量"
        "大于90%为过湿，70%～90%为适宜，60%～70%为轻旱，50%～60%为中旱，低于50%为重旱。20～40厘米土层数据作为参考。",
        "监测方法：各监测点采用土钻取土、烘干称重法测定，每点取3个重复的平均值，监测日期为每月10日、20日、30日前后，遇强降水或持续干旱时加密监测。"
        "全县共设5个固定监测点，分别位于城关镇、柳河镇、石桥乡、白沙镇和北岗乡的小麦主产区。",
        "本简报由县农业技术推广中心土肥站编制，供各乡镇和新型农业经营主体安排农事参考，转载请注明出处。",
    )

    def page(key, *, views="326", share=False):
        issue, date, rows, advice = issues[key]
        body = (
            '<div class="head"><a href="/" class="logo">河阳县农业农村局</a></div>'
            + nav([("/", "首页"), ("/jgzn", "机构职能"), ("/zwgk", "政务公开"), ("/gzdt", "工作动态"), ("/nyjs", "农业技术"), ("/hdjl", "互动交流")])
            + '<div class="crumb">当前位置：<a href="/">首页</a> &gt; <a href="/gzdt">工作动态</a> &gt; 正文</div>'
            f'<div class="article"><h1>土壤墒情监测简报</h1><p class="meta">{issue}　发布日期：{date}　来源：县农业技术推广中心　浏览次数：{views}</p>'
            f'{grid(["监测点", "作物及生育期", "0～20cm（%）", "20～40cm（%）", "墒情等级"], rows, "shangqing")}<p class="advice">农事建议：{advice}</p>'
            f'<div class="note">{grading}</div></div>'
            + ('<div class="share">分享到：微信　微博　QQ空间</div>' if share else "")
            + gov_footer("河阳县农业农村局", "河阳县农业农村局办公室", "4113280012", "豫ICP备05018822号", "豫公网安备 41132802000117号", "0377-66312045")
        )
        return doc("工作动态_河阳县农业农村局", body, lang="zh-CN")

    issues = {
        "8": ("2024年第8期", "2024-04-11",
              [("城关镇", "冬小麦 拔节期", "76", "82", "适宜"), ("柳河镇", "冬小麦 拔节期", "72", "79", "适宜"), ("石桥乡", "冬小麦 拔节期", "65", "71", "轻旱"),
               ("白沙镇", "冬小麦 拔节期", "78", "84", "适宜"), ("北岗乡", "冬小麦 拔节期", "62", "70", "轻旱")],
              "石桥乡、北岗乡有灌溉条件的麦田要及时浇好拔节水，结合浇水每亩追施尿素8～10公斤。"),
        "9": ("2024年第9期", "2024-04-21",
              [("城关镇", "冬小麦 孕穗期", "71", "78", "适宜"), ("柳河镇", "冬小麦 孕穗期", "68", "75", "轻旱"), ("石桥乡", "冬小麦 孕穗期", "60", "67", "轻旱"),
               ("白沙镇", "冬小麦 孕穗期", "74", "80", "适宜"), ("北岗乡", "冬小麦 孕穗期", "57", "66", "中旱")],
              "旱情有所露头，北岗乡、石桥乡要抓紧组织浇水，柳河镇要密切关注墒情变化。"),
        "10": ("2024年第10期", "2024-05-01",
               [("城关镇", "冬小麦 抽穗扬花期", "88", "90", "适宜"), ("柳河镇", "冬小麦 抽穗扬花期", "85", "88", "适宜"), ("石桥乡", "冬小麦 抽穗扬花期", "83", "86", "适宜"),
                ("白沙镇", "冬小麦 抽穗扬花期", "93", "91", "过湿"), ("北岗乡", "冬小麦 抽穗扬花期", "80", "84", "适宜")],
               "4月27日至28日全县普降中雨，旱情基本解除；白沙镇低洼麦田要及时清沟排渍，抓住扬花期做好赤霉病预防。"),
        "11": ("2024年第11期", "2024-05-11",
               [("城关镇", "冬小麦 灌浆期", "79", "85", "适宜"), ("柳河镇", "冬小麦 灌浆期", "77", "83", "适宜"), ("石桥乡", "冬小麦 灌浆期", "73", "80", "适宜"),
                ("白沙镇", "冬小麦 灌浆期", "84", "88", "适宜"), ("北岗乡", "冬小麦 灌浆期", "71", "78", "适宜")],
               "全县墒情总体适宜，重点做好一喷三防，防止干热风危害，力争粒重增加。"),
    }
    return [
        P(f"{host}/gzdt/2024/0411/art_1087_56231.html", page("8"), "issue-8"),
        P(f"{host}/gzdt/2024/0421/art_1087_56410.html", page("9", views="288"), "issue-9"),
        P(f"{host}/gzdt/2024/0421/art_1087_56410.html?from=groupmessage&isappinstalled=0", page("9", views="301", share=True), "issue-9"),
        P(f"{host}/gzdt/2024/0501/art_1087_56702.html", page("10", views="412"), "issue-10"),
        P(f"{host}/gzdt/2024/0511/art_1087_56955.html", page("11", views="197"), "issue-11"),
        P(f"{host}/gzdt/2024/0511/art_1087_56955.html?from=timeline", page("11", views="203", share=True), "issue-11"),
    ]


@scen("zh_pest_forecast_gbk", "GBK light-trap pest counts of a plant protection station: same title and h1, records of consecutive periods or two traps differ only in dates, trap name and four counts, under long control advice")
def _zh_pest_forecast():
    host = "http://zbz.linhu.gov.cn"
    advice = paras(
        "防治技术要点：一是科学用药。二化螟在卵孵高峰期至低龄幼虫期用药，每亩可选用20%氯虫苯甲酰胺悬浮剂10毫升，或40%氯虫·噻虫嗪水分散粒剂8克，"
        "兑水30公斤均匀喷雾；稻飞虱达到防治指标的田块，每亩选用50%吡蚜酮水分散粒剂15克或25%烯啶·吡蚜酮可湿性粉剂20克喷雾，喷药时田间保持3～5厘米浅水层。",
        "二是保护天敌。提倡田埂种植芝麻、大豆等显花植物，稻田放养鸭子，尽量减少广谱性杀虫剂的使用次数。",
        "三是安全用药。严格按照农药标签规定的剂量和安全间隔期使用，施药时穿戴防护用品，不在高温时段和大风天气施药，农药包装废弃物要集中回收处理，"
        "严禁在河道、塘堰清洗施药器械。",
        "各乡镇农业服务中心要加强田间调查，发现虫情异常及时报告县植保植检站，电话：0739-5512086。",
    )

    def page(key, *, printable=False, views="158"):
        issue, span, lamp, rows = counts[key]
        rec = (
            f'<h1>测报灯下虫情动态</h1><p class="sub">{issue}　统计时段：{span}　测报灯：{lamp}</p>'
            + grid(["虫种", "诱虫量（头）", "比上期增减", "去年同期"], rows, "chongqing")
        )
        if printable:
            return doc("病虫情报", f"{rec}<div>{advice}</div>", lang="zh-CN")
        body = (
            '<div class="logo">临湖县植保植检站</div>'
            + nav([("/", "首页"), ("/bcqb", "病虫情报"), ("/nyfz", "农药管理"), ("/jszd", "技术指导"), ("/zbdt", "植保动态")])
            + f'<table width="960" class="main"><tr><td>{rec}<div class="fangzhi">{advice}</div>'
            f'<p class="info">点击数：{views}　【<a href="/print">打印本页</a>】【<a href="javascript:window.close()">关闭窗口</a>】</p></td></tr></table>'
            '<div class="bottom">临湖县植保植检站 版权所有　地址：临湖县城南路36号　湘ICP备08007713号</div>'
        )
        return doc("病虫情报", body, lang="zh-CN")

    counts = {
        "15b": ("第15期", "5月21日至5月25日", "白沙村测报灯",
                [("二化螟", "326", "+118", "280"), ("稻纵卷叶螟", "12", "+5", "9"), ("褐飞虱", "3", "+2", "0"), ("白背飞虱", "18", "+11", "7")]),
        "15q": ("第15期", "5月21日至5月25日", "青石村测报灯",
                [("二化螟", "211", "+73", "190"), ("稻纵卷叶螟", "7", "+3", "6"), ("褐飞虱", "1", "+1", "0"), ("白背飞虱", "9", "+4", "5")]),
        "16b": ("第16期", "5月26日至5月31日", "白沙村测报灯",
                [("二化螟", "514", "+188", "402"), ("稻纵卷叶螟", "20", "+8", "15"), ("褐飞虱", "5", "+2", "1"), ("白背飞虱", "46", "+28", "22")]),
        "17b": ("第17期", "6月1日至6月5日", "白沙村测报灯",
                [("二化螟", "298", "-216", "337"), ("稻纵卷叶螟", "31", "+11", "24"), ("褐飞虱", "9", "+4", "3"), ("白背飞虱", "73", "+27", "40")]),
    }
    return [
        P(f"{host}/bcqb/2024/15-baisha.htm", page("15b"), "15-baisha", encoding="gbk"),
        P(f"{host}/bcqb/2024/15-qingshi.htm", page("15q", views="96"), "15-qingshi", encoding="gbk"),
        P(f"{host}/bcqb/2024/16-baisha.htm", page("16b", views="203"), "16-baisha", encoding="gbk"),
        P(f"{host}/print.asp?id=16-baisha", page("16b", printable=True), "16-baisha", encoding="gbk"),
        P(f"{host}/bcqb/2024/17-baisha.htm", page("17b", views="88"), "17-baisha", encoding="gbk"),
        P(f"{host}/bcqb/2024/17-baisha.htm?t=1717651200", page("17b", views="91"), "17-baisha", encoding="gbk"),
    ]


@scen("zh_fire_hydrants", "municipal fire hydrant lookups with no h1 and br-separated fields under a long protection notice; hydrants 0231 and 0232 on one road differ in location, pressure and little else")
def _zh_fire_hydrants():
    host = "https://xhs.nanfeng.gov.cn"
    notice = paras(
        "消火栓是城市重要的公共消防设施。根据《中华人民共和国消防法》第二十八条规定，任何单位、个人不得损坏、挪用或者擅自拆除、停用消防设施、器材，"
        "不得埋压、圈占、遮挡消火栓或者占用防火间距。机动车不得停放在消火栓周边5米范围内。",
        "除火灾扑救、消防演练和市政管网维护外，任何单位和个人不得擅自开启消火栓取水。道路清扫、绿化浇灌、工地施工等确需用水的，"
        "应当向供水企业申请临时用水并安装计量装置。对擅自取水的，由供水企业追缴水费，并依法移交有关部门处理。",
        "市民发现消火栓损坏、漏水、被遮挡或者被私自开启的，可拨打12345政务服务便民热线或96119消防举报投诉电话反映。"
        "本系统数据由市消防救援支队和市自来水公司共同维护，每季度更新一次，检查日期以最近一次巡检为准。",
    )

    def page(no, *, session=False, crumb="首页 &gt; 消防设施查询 &gt; 市政消火栓"):
        rows = hydrants[no]
        tip = '<div class="login">当前用户：访客（会话有效期30分钟）</div>' if session else ""
        body = (
            f'<div class="sys-head">南丰市市政消火栓信息查询系统{tip}</div>'
            + f'<div class="crumb">{crumb}</div>'
            + f'<div class="detail"><p>{br_lines([("消火栓编号", "XHS-" + no)] + rows, "：")}</p></div>'
            f'<div class="notice"><strong>温馨提示</strong>{notice}</div>'
            '<div class="foot">南丰市消防救援支队　南丰市自来水有限公司　技术支持：南丰市大数据中心</div>'
        )
        return doc("市政消火栓信息查询系统", body, lang="zh-CN")

    hydrants = {
        "0231": [("位置", "建设路与文化街交叉口东北角"), ("类型", "地上式 SS100/65-1.6"), ("接入管径", "DN200"), ("静压", "0.32 MPa"), ("最近检查", "2024-04-18"), ("状态", "完好"), ("维护单位", "市自来水公司管网所")],
        "0232": [("位置", "建设路168号（市第二人民医院门口）"), ("类型", "地上式 SS100/65-1.6"), ("接入管径", "DN200"), ("静压", "0.30 MPa"), ("最近检查", "2024-04-18"), ("状态", "完好"), ("维护单位", "市自来水公司管网所")],
        "0233": [("位置", "建设路与滨河路交叉口西南角"), ("类型", "地下式 SA100/65-1.6"), ("接入管径", "DN150"), ("静压", "0.26 MPa"), ("最近检查", "2024-04-19"), ("状态", "井盖松动，已报修"), ("维护单位", "市自来水公司管网所")],
        "0418": [("位置", "新城大道金桂苑小区东门南侧"), ("类型", "地上式 SS150/80-1.6"), ("接入管径", "DN300"), ("静压", "0.35 MPa"), ("最近检查", "2024-03-27"), ("状态", "完好"), ("维护单位", "新城供水有限公司")],
    }
    return [
        P(f"{host}/query/detail/0231.html", page("0231"), "xhs-0231"),
        P(f"{host}/query/detail/0232.html", page("0232"), "xhs-0232"),
        P(f"{host}/query/detail/0232.html?sessionid=7de03b5a19c8", page("0232", session=True), "xhs-0232"),
        P(f"{host}/query/detail/0233.html", page("0233"), "xhs-0233"),
        P(f"{host}/query/detail/0233.html?road=jianshe", page("0233", crumb="首页 &gt; 按道路查询 &gt; 建设路"), "xhs-0233"),
        P(f"{host}/query/detail/0418.html", page("0418"), "xhs-0418"),
    ]


@scen("zh_rural_roads_gbk", "GBK rural road route boards with road chiefs: same title, h1 and long duty text; two township roads from one township differ in code, end village, length and village chief")
def _zh_rural_roads():
    host = "http://jtj.fengshan.gov.cn"
    duties = paras(
        "路长主要职责：县级路长负责组织领导责任区域内农村公路的建设、管理、养护和运营工作，协调解决重大问题；乡级路长负责本乡镇范围内乡道、村道的日常管理养护，"
        "落实养护资金和人员，组织开展路域环境整治；村级路长负责本村村道的日常巡查，及时发现和报告路面坑槽、边沟堵塞、标志标牌损坏等问题，"
        "劝阻打场晒粮、堆放杂物、违法占道等行为。",
        "群众发现农村公路存在病害、安全隐患或违法占用、损坏公路等情况，可拨打路长公示牌上的监督电话，或拨打县交通运输局公路养护监督电话0736-7821356反映，"
        "接到反映后一般问题2个工作日内处理，重大问题及时上报。",
        "本表依据《凤山县全面推行农村公路路长制实施方案》公示，人员如有调整，以最新公示为准。",
    )

    def page(code, *, printable=False, views="64"):
        rows = roads[code]
        rec = '<h1>农村公路路长制公示</h1>' + table_kv([("路线编码", code)] + rows, "luzhang")
        if printable:
            return doc("凤山县交通运输局", f"{rec}{duties}", lang="zh-CN")
        body = (
            '<div class="banner">凤山县交通运输局</div>'
            + nav([("/", "首页"), ("/zwgk", "政务公开"), ("/ncgl", "农村公路"), ("/zcfg", "政策法规"), ("/bszn", "办事指南"), ("/lxwm", "联系我们")])
            + '<div class="weizhi">当前位置：首页 &gt; 农村公路 &gt; 路长公示</div>'
            f'<div class="zhengwen">{rec}<div class="zhize">{duties}</div><p class="dj">浏览次数：{views}</p></div>'
            + gov_footer("凤山县交通运输局", "凤山县交通运输局办公室", "4307260031", "湘ICP备11002458号", "湘公网安备 43072602000046号", "0736-7821300")
        )
        return doc("凤山县交通运输局", body, lang="zh-CN")

    roads = {
        "X203": [("路线名称", "凤城至石门"), ("起点", "凤城镇东关"), ("止点", "石门乡政府"), ("里程", "24.6公里"), ("技术等级", "三级"), ("路面类型", "沥青混凝土"),
                 ("县级路长", "王建华（县交通运输局局长）"), ("乡级路长", "刘振国（石门乡乡长）"), ("监督电话", "0736-7821356")],
        "Y015": [("路线名称", "石门至上坪"), ("起点", "石门乡政府"), ("止点", "上坪村村部"), ("里程", "6.8公里"), ("技术等级", "四级"), ("路面类型", "水泥混凝土"),
                 ("乡级路长", "刘振国（石门乡乡长）"), ("村级路长", "陈明（上坪村党支部书记）"), ("监督电话", "0736-7653012")],
        "Y016": [("路线名称", "石门至下坪"), ("起点", "石门乡政府"), ("止点", "下坪村村部"), ("里程", "5.2公里"), ("技术等级", "四级"), ("路面类型", "水泥混凝土"),
                 ("乡级路长", "刘振国（石门乡乡长）"), ("村级路长", "张桂兰（下坪村党支部书记）"), ("监督电话", "0736-7653012")],
        "C301": [("路线名称", "上坪至黄泥洼"), ("起点", "上坪村村部"), ("止点", "黄泥洼组"), ("里程", "2.1公里"), ("技术等级", "等外"), ("路面类型", "水泥混凝土"),
                 ("村级路长", "陈明（上坪村党支部书记）"), ("监督电话", "13907361288")],
    }
    return [
        P(f"{host}/ncgl/lzgs/X203.html", page("X203"), "x203", encoding="gbk"),
        P(f"{host}/ncgl/lzgs/Y015.html", page("Y015", views="41"), "y015", encoding="gbk"),
        P(f"{host}/ncgl/lzgs/Y016.html", page("Y016", views="37"), "y016", encoding="gbk"),
        P(f"{host}/ncgl/lzgs/Y016.html?print=1", page("Y016", printable=True), "y016", encoding="gbk"),
        P(f"{host}/ncgl/lzgs/C301.html", page("C301", views="19"), "c301", encoding="gbk"),
        P(f"{host}/ncgl/lzgs/C301/index.html", page("C301", views="22"), "c301", encoding="gbk"),
    ]


@scen("zh_river_chiefs", "river chief boards of one county column: same title and h1, the same long duty text on every board; two reaches of one river differ in reach name, end points, length and chief")
def _zh_river_chiefs():
    host = "https://www.huaishui.gov.cn"
    duties = paras(
        "河长主要职责：负责组织领导相应河湖的管理和保护工作，包括水资源保护、水域岸线管理、水污染防治、水环境治理等，牵头组织对侵占河道、"
        "围垦湖泊、超标排污、非法采砂、破坏航道、电毒炸鱼等突出问题依法进行清理整治，协调解决重大问题；对跨行政区域的河湖明晰管理责任，"
        "协调上下游、左右岸实行联防联控；对相关部门和下一级河长履职情况进行督导，对目标任务完成情况进行考核，强化激励问责。",
        "河湖管护“六不准”：不准向河道倾倒垃圾、渣土；不准非法设置入河排污口；不准非法采砂取土；不准在河道管理范围内违法建设；"
        "不准电鱼、毒鱼、炸鱼；不准擅自占用、围垦水域岸线。",
        "欢迎社会各界监督。对河湖管理保护中存在的问题，可拨打公示牌监督电话，或通过“淮水河长”微信公众号随手拍举报。",
    )

    def page(key, *, views="152", related=None):
        rows = boards[key]
        rel = related or [("/hzz/gzdt", "河长制工作动态"), ("/hzz/xhjl", "河长巡河记录"), ("/hzz/zcwj", "河长制政策文件")]
        body = (
            '<div class="gov-top"><a href="/">淮水县人民政府</a></div>'
            + nav([("/", "首页"), ("/zwgk", "政务公开"), ("/zwfw", "政务服务"), ("/hdjl", "互动交流"), ("/hzz", "河长制专栏")])
            + '<div class="dqwz">当前位置：首页 &gt; 河长制专栏 &gt; 河长公示</div>'
            f'<div class="hzgsp"><h1>河长公示牌</h1>{dl_kv(rows, "gsp")}</div><div class="zz"><h3>河长职责</h3>{duties}</div>'
            f'<div class="xglj"><h3>相关链接</h3>{links(rel)}</div><p class="llcs">浏览次数：{views}</p>'
            + gov_footer("淮水县人民政府办公室", "淮水县水利局", "3403210001", "皖ICP备05003341号", "皖公网安备 34032102000105号", "0552-6012345")
        )
        return doc("河长制专栏_淮水县人民政府", body, lang="zh-CN")

    boards = {
        "tuo-cg": [("河湖名称", "沱河"), ("河段", "城关镇段"), ("起止点", "东关闸至西环路桥"), ("河段长度", "8.2公里"), ("河长", "周立新（县委副书记）"),
                   ("镇级河长", "李卫东（城关镇党委书记）"), ("联系部门", "县水利局"), ("监督电话", "0552-6021180"), ("治理目标", "水质稳定达到Ⅲ类，岸线无违建")],
        "tuo-lk": [("河湖名称", "沱河"), ("河段", "龙亢镇段"), ("起止点", "西环路桥至沈庄闸"), ("河段长度", "11.6公里"), ("河长", "周立新（县委副书记）"),
                   ("镇级河长", "孙海燕（龙亢镇镇长）"), ("联系部门", "县水利局"), ("监督电话", "0552-6021180"), ("治理目标", "水质稳定达到Ⅲ类，岸线无违建")],
        "beifei": [("河湖名称", "北淝河"), ("河段", "全段（淮水县境内）"), ("起止点", "黄湾入境处至新集出境处"), ("河段长度", "37.4公里"), ("河长", "郑慧（副县长）"),
                   ("镇级河长", "各沿河乡镇主要负责同志"), ("联系部门", "县生态环境分局"), ("监督电话", "0552-6035512"), ("治理目标", "消除劣Ⅴ类水体，入河排污口全部规范整治")],
        "xjh": [("河湖名称", "香涧湖"), ("河段", "湖区"), ("起止点", "湖区水域及沿湖堤防"), ("河段长度", "水域面积12.3平方公里"), ("河长", "王振（县人大常委会副主任）"),
                ("镇级河长", "陈洪（新马桥镇党委书记）"), ("联系部门", "县农业农村局"), ("监督电话", "0552-6047730"), ("治理目标", "退养还湖，水生态持续改善")],
    }
    return [
        P(f"{host}/hzz/hzgs/202403/t20240305_3012.html", page("tuo-cg"), "tuo-chengguan"),
        P(f"{host}/hzz/hzgs/202403/t20240305_3012.html?from=singlemessage", page("tuo-cg", views="167"), "tuo-chengguan"),
        P(f"{host}/hzz/hzgs/202403/t20240305_3013.html", page("tuo-lk", views="98"), "tuo-longkang"),
        P(f"{host}/hzz/hzgs/202403/t20240305_3015.html", page("beifei", views="131"), "beifei"),
        P(f"{host}/hzz/hzgs/202403/t20240305_3015.html?tab=hzgs", page("beifei", views="133", related=[("/hzz/yhyc", "一河一策"), ("/hzz/gzdt", "河长制工作动态")]), "beifei"),
        P(f"{host}/hzz/hzgs/202403/t20240306_3021.html", page("xjh", views="76"), "xiangjian-lake"),
    ]


@scen("zh_outfalls", "river outfall register entries: generic title and h1, long disclosure note; outfalls 1 and 2 of one sewage works differ in code, coordinates, discharge mode, approval number and capacity")
def _zh_outfalls():
    host = "https://sthjj.jinghe.gov.cn"
    note = paras(
        "根据《中华人民共和国水污染防治法》《入河入海排污口监督管理技术指南》等规定，现将我市已完成排查、溯源和登记的入河排污口基本信息予以公开。"
        "排污口编码由行政区划代码和顺序号组成，排污口类型按工业排污口、城镇污水处理厂排污口、农业排口和其他排口分类。",
        "排污口设置单位是排污口整治和规范化建设的责任主体，应当在排污口设立标志牌，公开排污口名称、编码、设置单位和监督电话，"
        "按要求开展监测并如实公开监测数据。未经批准新设、改设或者扩大排污口的，依法予以查处。",
        "公众对排污口设置和排放情况有疑问或发现违法排污行为的，可拨打12369环保举报热线，或登录泾河市生态环境局网站“互动交流”栏目反映。",
    )

    def page(code, *, printable=False, crumb="首页 &gt; 环境管理 &gt; 入河排污口"):
        rows = outfalls[code]
        rec = '<h1>入河排污口基本信息</h1>' + table_kv([("排污口编码", code)] + rows, "pwk")
        if printable:
            return doc("入河排污口信息公开", rec, lang="zh-CN")
        body = (
            '<div class="top"><span class="name">泾河市生态环境局</span></div>'
            + nav([("/", "首页"), ("/xxgk", "信息公开"), ("/hjgl", "环境管理"), ("/hjzl", "环境质量"), ("/hdjl", "互动交流")])
            + f'<div class="position">当前位置：{crumb}</div><div class="pwk">{rec}</div><div class="sm"><h4>说明</h4>{note}</div>'
            + gov_footer("泾河市生态环境局", "泾河市生态环境局办公室", "6104000044", "陕ICP备13002209号", "陕公网安备 61040202000318号", "029-33216012")
        )
        return doc("入河排污口信息公开", body, lang="zh-CN")

    outfalls = {
        "610402-0011": [("排污口名称", "泾河市第一污水处理厂1号排污口"), ("所在位置", "渭阳街道沙河村"), ("经纬度", "E108°42′15″，N34°20′36″"), ("排污口类型", "城镇污水处理厂排污口"),
                        ("排放方式", "连续排放"), ("受纳水体", "沙河"), ("设置单位", "泾河市排水有限公司"), ("批复文号", "泾环函〔2021〕37号"), ("设计排放量", "6.0万吨/日")],
        "610402-0012": [("排污口名称", "泾河市第一污水处理厂2号排污口"), ("所在位置", "渭阳街道沙河村"), ("经纬度", "E108°42′22″，N34°20′31″"), ("排污口类型", "城镇污水处理厂排污口"),
                        ("排放方式", "间歇排放"), ("受纳水体", "沙河"), ("设置单位", "泾河市排水有限公司"), ("批复文号", "泾环函〔2021〕38号"), ("设计排放量", "2.0万吨/日")],
        "610402-0027": [("排污口名称", "陕西华泰食品有限公司废水排污口"), ("所在位置", "泾阳工业园区纬二路"), ("经纬度", "E108°45′03″，N34°22′10″"), ("排污口类型", "工业排污口"),
                        ("排放方式", "间歇排放"), ("受纳水体", "泾河"), ("设置单位", "陕西华泰食品有限公司"), ("批复文号", "泾环函〔2022〕112号"), ("设计排放量", "1200吨/日")],
        "610402-0035": [("排污口名称", "杨家堡村生活污水处理站排污口"), ("所在位置", "崇文镇杨家堡村"), ("经纬度", "E108°39′47″，N34°18′52″"), ("排污口类型", "其他排口（农村生活污水）"),
                        ("排放方式", "连续排放"), ("受纳水体", "渭惠渠"), ("设置单位", "杨家堡村民委员会"), ("批复文号", "—"), ("设计排放量", "80吨/日")],
    }
    return [
        P(f"{host}/hjgl/pwk/610402-0011.html", page("610402-0011"), "pwk-0011"),
        P(f"{host}/hjgl/pwk/610402-0012.html", page("610402-0012"), "pwk-0012"),
        P(f"{host}/hjgl/pwk/print/610402-0012.html", page("610402-0012", printable=True), "pwk-0012"),
        P(f"{host}/hjgl/pwk/610402-0027.html", page("610402-0027"), "pwk-0027"),
        P(f"{host}/hjgl/pwk/610402-0027.html?type=gy", page("610402-0027", crumb="首页 &gt; 信息公开 &gt; 工业排污口名录"), "pwk-0027"),
        P(f"{host}/hjgl/pwk/610402-0035.html", page("610402-0035"), "pwk-0035"),
    ]


@scen("zh_emission_monitoring", "daily averages of a key polluter's online monitoring: one generic title and h1, a three-row number table; the same stack on consecutive days and a second boiler differ only in figures, date and outlet name")
def _zh_emission_monitoring():
    host = "https://zxjc.jiangcheng-sthj.gov.cn"
    explain = paras(
        "数据说明：本平台发布的数据为重点排污单位自动监测设备实时采集并经有效性审核后的日均值，浓度单位为毫克/立方米（mg/m³），"
        "均已按基准含氧量折算。标准限值执行《火电厂大气污染物排放标准》（GB 13223-2011）、《水泥工业大气污染物排放标准》（GB 4915-2013）"
        "及省超低排放改造要求中较严者。",
        "因设备故障、校准维护或停产等原因造成数据缺失的，以“—”表示，并在备注中说明原因。企业对自动监测数据的真实性、准确性负责，"
        "生态环境部门依法对自动监测设备运行情况开展监督检查。",
        "本平台数据仅供公众查询参考，不作为执法依据。如有疑问请联系江城市生态环境监控中心，电话：0716-8235016。",
    )

    def page(key, *, generated="2024-05-16 06:00:12", session=False):
        firm, outlet, day, rows = data[key]
        tip = '<p class="session">会话编号已记录，30分钟无操作将自动退出。</p>' if session else ""
        body = (
            '<div class="plat">江城市重点排污单位自动监测数据发布平台</div>'
            + nav([("/", "首页"), ("/qy", "企业列表"), ("/fq", "废气数据"), ("/fs", "废水数据"), ("/gg", "通知公告")])
            + f'{tip}<div class="data"><h1>日均值数据</h1><p>{br_lines([("企业名称", firm), ("排放口", outlet), ("监测日期", day)], "：")}</p>'
            f'{grid(["监测因子", "日均值", "标准限值", "是否达标"], rows, "rjz")}</div>'
            f'<div class="explain">{explain}</div><div class="foot">江城市生态环境局　数据生成时间：{generated}</div>'
        )
        return doc("自动监测数据发布平台", body, lang="zh-CN")

    data = {
        "dr1-14": ("江城东方热电有限公司", "1#锅炉排放口", "2024-05-14", [("二氧化硫", "18.6", "35", "达标"), ("氮氧化物", "32.4", "50", "达标"), ("颗粒物", "2.1", "10", "达标")]),
        "dr1-15": ("江城东方热电有限公司", "1#锅炉排放口", "2024-05-15", [("二氧化硫", "21.3", "35", "达标"), ("氮氧化物", "35.8", "50", "达标"), ("颗粒物", "2.4", "10", "达标")]),
        "dr2-14": ("江城东方热电有限公司", "2#锅炉排放口", "2024-05-14", [("二氧化硫", "15.2", "35", "达标"), ("氮氧化物", "29.7", "50", "达标"), ("颗粒物", "1.8", "10", "达标")]),
        "sn-14": ("江城鑫源水泥有限公司", "窑尾排放口", "2024-05-14", [("颗粒物", "6.3", "10", "达标"), ("二氧化硫", "24.8", "50", "达标"), ("氮氧化物", "78.5", "100", "达标")]),
    }
    return [
        P(f"{host}/fq/rjz?qy=JC0131&pk=DA001&rq=2024-05-14", page("dr1-14", generated="2024-05-15 06:00:08"), "dr1-0514"),
        P(f"{host}/fq/rjz?qy=JC0131&pk=DA001&rq=2024-05-15", page("dr1-15"), "dr1-0515"),
        P(f"{host}/fq/rjz?qy=JC0131&pk=DA001&rq=2024-05-15&sessionid=E41B7C0A2D93", page("dr1-15", generated="2024-05-16 09:42:51", session=True), "dr1-0515"),
        P(f"{host}/fq/rjz?qy=JC0131&pk=DA002&rq=2024-05-14", page("dr2-14", generated="2024-05-15 06:00:09"), "dr2-0514"),
        P(f"{host}/fq/rjz?qy=JC0207&pk=DA001&rq=2024-05-14", page("sn-14", generated="2024-05-15 06:00:11"), "sn-0514"),
        P(f"{host}/fq/rjz?qy=JC0207&pk=DA001&rq=2024-05-14&_=1715830000", page("sn-14", generated="2024-05-17 10:15:40"), "sn-0514"),
    ]


@scen("zh_laozihao", "time-honoured brand register entries with the brand only in an h2 under one generic h1 and title; two unrelated brands share the surname-style name 陈德兴, under a long protection notice")
def _zh_laozihao():
    host = "https://swj.linjiang.gov.cn"
    mhost = "https://m.swj.linjiang.gov.cn"
    intro = paras(
        "老字号是历史悠久，拥有世代传承的产品、技艺或服务，具有鲜明的中华民族传统文化背景和深厚的文化底蕴，取得社会广泛认同，形成良好信誉的品牌。"
        "临江市现有中华老字号12家、省级老字号47家，涵盖餐饮、食品、医药、茶叶、工艺美术等行业，是城市商业文化的重要组成部分。",
        "为加强老字号保护传承和创新发展，市商务局会同有关部门建立老字号名录动态管理机制，对经营不善、丧失老字号特征或存在严重失信行为的企业，"
        "按程序移出名录。未列入名录的企业不得以“老字号”名义开展宣传推广。",
        "本名录信息由企业申报并经认定部门审核，企业地址、主营产品如有变化，请以企业公示信息为准。欢迎市民游客到店选购，品味临江老味道。",
    )

    def page(key, *, mobile=False):
        name, rows = brands[key]
        rec = f'<h1>临江老字号名录</h1><div class="lzh"><h2>{name}</h2>{ul_kv(rows, "lzh-info")}</div>'
        if mobile:
            return doc("老字号名录_临江市商务局", f'<div class="m-hd">临江市商务局</div>{rec}<div class="m-intro">{intro}</div>', lang="zh-CN")
        body = (
            '<div class="hd"><a href="/">临江市商务局</a></div>'
            + nav([("/", "首页"), ("/zwgk", "政务公开"), ("/swdt", "商务动态"), ("/lzh", "老字号"), ("/bszn", "办事指南")])
            + f'<div class="bd"><div class="pos">当前位置：首页 &gt; 老字号 &gt; 名录</div>{rec}<div class="intro">{intro}</div></div>'
            + gov_footer("临江市商务局", "临江市商务局办公室", "3501000056", "闽ICP备06011807号", "闽公网安备 35010202000233号", "0591-87530112")
        )
        return doc("老字号名录_临江市商务局", body, lang="zh-CN")

    brands = {
        "wyz": ("万源斋", [("企业名称", "临江万源斋食品有限公司"), ("创立年份", "1886年"), ("主营产品", "传统糕点、月饼"), ("地址", "鼓楼区中山路112号"), ("认定类别", "中华老字号"), ("认定批次", "第二批")]),
        "cdx-jy": ("陈德兴酱园", [("企业名称", "临江市陈德兴酿造有限公司"), ("创立年份", "1902年"), ("主营产品", "酱油、酱菜"), ("地址", "鼓楼区南门外大街45号"), ("认定类别", "省级老字号"), ("认定批次", "第一批")]),
        "cdx-cz": ("陈德兴茶庄", [("企业名称", "临江陈德兴茶叶有限公司"), ("创立年份", "1921年"), ("主营产品", "茉莉花茶"), ("地址", "鼓楼区中山路76号"), ("认定类别", "省级老字号"), ("认定批次", "第三批")]),
        "hct": ("恒春堂", [("企业名称", "临江恒春堂药业有限公司"), ("创立年份", "1853年"), ("主营产品", "中药饮片、中成药"), ("地址", "台江区大庙路8号"), ("认定类别", "中华老字号"), ("认定批次", "第一批")]),
    }
    return [
        P(f"{host}/lzh/ml/1001.html", page("wyz"), "wanyuanzhai"),
        P(f"{mhost}/lzh/ml/1001.html", page("wyz", mobile=True), "wanyuanzhai"),
        P(f"{host}/lzh/ml/1014.html", page("cdx-jy"), "chendexing-jiangyuan"),
        P(f"{host}/lzh/ml/1033.html", page("cdx-cz"), "chendexing-chazhuang"),
        P(f"{host}/lzh/ml/1033.html?from=timeline&isappinstalled=0", page("cdx-cz"), "chendexing-chazhuang"),
        P(f"{host}/lzh/ml/1002.html", page("hct"), "hengchuntang"),
    ]


@scen("zh_pesticide_registrations", "pesticide registration certificates: the same active ingredient at 10% and 25% from one holder differs only in certificate number, content and dosages, under one title, h1 and a long query notice")
def _zh_pesticide_registrations():
    host = "https://nyjd.donglin.gov.cn"
    notice = paras(
        "查询说明：本系统数据来源于中国农药信息网农药登记数据库，每周同步更新一次，仅供参考，以农业农村部公告为准。用药量为制剂用量，"
        "果树等作物以稀释倍数表示。农药使用者应当严格按照农药标签标注的使用范围、使用方法和剂量、使用技术要求和注意事项使用农药，"
        "不得扩大使用范围、加大用药剂量或者改变使用方法。",
        "购买农药时请认准农药登记证号、生产许可证号和产品质量标准号，查看标签上的二维码是否可以追溯到登记证持有人。"
        "发现假劣农药或标签不规范的，请拨打农业综合执法举报电话12316。",
        "剧毒、高毒农药不得用于防治卫生害虫，不得用于蔬菜、瓜果、茶叶、菌类、中草药材的生产，不得用于水生植物的病虫害防治。",
    )

    def page(no, *, printable=False, session=False):
        rows, uses = regs[no]
        rec = ('<h1>农药登记证详情</h1>' + table_kv([("登记证号", no)] + rows, "djz")
               + "<h3>使用范围和使用方法</h3>" + grid(["作物/场所", "防治对象", "用药量（制剂量/亩）", "施用方法"], uses, "syfw"))
        if printable:
            return doc("农药登记信息查询", rec, lang="zh-CN")
        who = '<div class="who">欢迎您，访客　<a href="/logout">退出</a></div>' if session else ""
        body = (
            f'<div class="sys">东林市农药检定所　农药登记信息查询{who}</div>'
            + nav([("/", "首页"), ("/cx", "登记查询"), ("/bq", "标签查询"), ("/jy", "经营许可"), ("/tz", "通知公告")])
            + f'<div class="result">{rec}</div><div class="notice">{notice}</div>'
            '<div class="copyright">东林市农药检定所 主办　地址：东林市建设大街219号　鲁ICP备10021956号</div>'
        )
        return doc("农药登记信息查询", body, lang="zh-CN")

    regs = {
        "PD20094512": ([("农药名称", "吡虫啉"), ("剂型", "可湿性粉剂"), ("总含量", "10%"), ("毒性", "低毒"), ("登记证持有人", "山东东林农化有限公司"), ("有效期至", "2029-06-17")],
                       [("水稻", "稻飞虱", "10～20克", "喷雾"), ("小麦", "蚜虫", "15～20克", "喷雾")]),
        "PD20094513": ([("农药名称", "吡虫啉"), ("剂型", "可湿性粉剂"), ("总含量", "25%"), ("毒性", "低毒"), ("登记证持有人", "山东东林农化有限公司"), ("有效期至", "2029-06-17")],
                       [("水稻", "稻飞虱", "4～8克", "喷雾"), ("小麦", "蚜虫", "6～8克", "喷雾")]),
        "PD20121877": ([("农药名称", "阿维菌素"), ("剂型", "乳油"), ("总含量", "1.8%"), ("毒性", "低毒（原药高毒）"), ("登记证持有人", "河北华茂生物科技有限公司"), ("有效期至", "2027-11-05")],
                       [("甘蓝", "小菜蛾", "30～40毫升", "喷雾"), ("水稻", "稻纵卷叶螟", "50～60毫升", "喷雾")]),
        "PD20181433": ([("农药名称", "苯醚甲环唑"), ("剂型", "水分散粒剂"), ("总含量", "10%"), ("毒性", "低毒"), ("登记证持有人", "江苏禾丰作物保护有限公司"), ("有效期至", "2028-04-20")],
                       [("西瓜", "炭疽病", "50～75克", "喷雾"), ("梨树", "黑星病", "6000～7000倍液", "喷雾")]),
    }
    return [
        P(f"{host}/cx/detail?djzh=PD20094512", page("PD20094512"), "pd20094512"),
        P(f"{host}/cx/detail?djzh=PD20094513", page("PD20094513"), "pd20094513"),
        P(f"{host}/cx/print?djzh=PD20094513", page("PD20094513", printable=True), "pd20094513"),
        P(f"{host}/cx/detail?djzh=PD20121877", page("PD20121877"), "pd20121877"),
        P(f"{host}/cx/detail?djzh=PD20121877&sessionid=b7f2e09d6c41", page("PD20121877", session=True), "pd20121877"),
        P(f"{host}/cx/detail?djzh=PD20181433", page("PD20181433"), "pd20181433"),
    ]


@scen("zh_fuel_dispensers", "fuel dispenser verification results per petrol station: same title and h1, a four-row nozzle table; one station in two years and two stations of one brand differ only in dates, certificate numbers and error figures")
def _zh_fuel_dispensers():
    host = "https://scjgj.xinan.gov.cn"
    basis = paras(
        "根据《中华人民共和国计量法》和《实施强制管理的计量器具目录》，用于贸易结算的燃油加油机属于强制检定的工作计量器具，检定周期为一年。"
        "检定依据为JJG 443-2023《燃油加油机检定规程》，加油机示值误差的最大允许误差为±0.30%，重复性不超过0.10%。",
        "检定合格的加油机由检定机构加贴检定合格标志并实施铅封，加油站不得擅自启封或者改动计量器具。消费者对加油量有异议的，"
        "可要求加油站现场用标准量器进行比对，也可拨打12315投诉举报电话，市场监管部门将及时组织核查。",
        "本公示信息由新安县计量测试所提供，每季度更新一次。",
    )

    def page(key, *, views="211", share=False):
        head, rows = results[key]
        body = (
            '<div class="header">新安县市场监督管理局</div>'
            + nav([("/", "首页"), ("/zwgk", "政务公开"), ("/jlgl", "计量管理"), ("/zlaq", "质量安全"), ("/tsjb", "投诉举报")])
            + '<div class="loc">当前位置：首页 &gt; 计量管理 &gt; 检定公示</div>'
            f'<div class="article"><h1>加油机强制检定结果公示</h1>{ul_kv(head, "station")}'
            f'{grid(["加油机", "枪号", "油品", "示值误差（%）", "重复性（%）", "结论"], rows, "jdjg")}'
            f'<p class="count">阅读次数：{views}</p><div class="yiju">{basis}</div></div>'
            + ('<div class="share">分享：微信 微博</div>' if share else "")
            + gov_footer("新安县市场监督管理局", "新安县市场监督管理局办公室", "4103230025", "豫ICP备08106325号", "豫公网安备 41032302000087号", "0379-67212315")
        )
        return doc("计量检定公示_新安县市场监督管理局", body, lang="zh-CN")

    results = {
        "cb24": ([("加油站", "中国石化新安城北加油站"), ("地址", "城关镇北环路288号"), ("检定日期", "2024-03-19"), ("证书编号", "XAJL2024-0312"), ("有效期至", "2025-03-18")],
                 [("1号机", "1", "92号汽油", "-0.08", "0.03", "合格"), ("1号机", "2", "95号汽油", "+0.05", "0.04", "合格"), ("2号机", "3", "0号柴油", "-0.12", "0.05", "合格"), ("2号机", "4", "0号柴油", "+0.10", "0.04", "合格")]),
        "cb23": ([("加油站", "中国石化新安城北加油站"), ("地址", "城关镇北环路288号"), ("检定日期", "2023-03-21"), ("证书编号", "XAJL2023-0287"), ("有效期至", "2024-03-20")],
                 [("1号机", "1", "92号汽油", "-0.11", "0.04", "合格"), ("1号机", "2", "95号汽油", "+0.07", "0.03", "合格"), ("2号机", "3", "0号柴油", "-0.15", "0.06", "合格"), ("2号机", "4", "0号柴油", "+0.09", "0.05", "合格")]),
        "cn24": ([("加油站", "中国石化新安城南加油站"), ("地址", "城关镇南环路66号"), ("检定日期", "2024-03-20"), ("证书编号", "XAJL2024-0315"), ("有效期至", "2025-03-19")],
                 [("1号机", "1", "92号汽油", "+0.04", "0.02", "合格"), ("1号机", "2", "92号汽油", "-0.06", "0.03", "合格"), ("2号机", "3", "95号汽油", "+0.11", "0.05", "合格"), ("2号机", "4", "0号柴油", "-0.09", "0.04", "合格")]),
        "ss24": ([("加油站", "中国石油新安石寺加油站"), ("地址", "石寺镇207国道东侧"), ("检定日期", "2024-04-02"), ("证书编号", "XAJL2024-0401"), ("有效期至", "2025-04-01")],
                 [("1号机", "1", "92号汽油", "+0.21", "0.06", "合格"), ("1号机", "2", "95号汽油", "-0.33", "0.08", "不合格（调修后复检合格）"), ("2号机", "3", "0号柴油", "-0.14", "0.05", "合格"), ("2号机", "4", "0号柴油", "+0.18", "0.07", "合格")]),
    }
    return [
        P(f"{host}/jlgl/jdgs/2024/0325/2181.html", page("cb24"), "chengbei-2024"),
        P(f"{host}/jlgl/jdgs/2024/0325/2181.html?from=singlemessage", page("cb24", views="219", share=True), "chengbei-2024"),
        P(f"{host}/jlgl/jdgs/2023/0328/1904.html", page("cb23", views="348"), "chengbei-2023"),
        P(f"{host}/jlgl/jdgs/2024/0325/2182.html", page("cn24", views="187"), "chengnan-2024"),
        P(f"{host}/jlgl/jdgs/2024/0408/2230.html", page("ss24", views="265"), "shisi-2024"),
        P(f"{host}/jlgl/jdgs/2024/0408/2230.html?wd=%E5%8A%A0%E6%B2%B9%E6%9C%BA", page("ss24", views="271"), "shisi-2024"),
    ]


@scen("zh_title_appraisal", "professional title appraisal lists: each page is a long objection notice plus a short name table; the senior and intermediate lists of one speciality differ only in one word, the count and the names")
def _zh_title_appraisal():
    host = "https://rsj.yanshan.gov.cn"

    def notice(spec, level, n):
        return paras(
            f"根据《关于做好2023年度职称评审工作的通知》（燕人社发〔2023〕58号）要求，经个人申报、单位推荐、资格审查、专业评议组初审和评审委员会评审，"
            f"{spec}专业共有{n}人通过{level}职称评审，现予以公示。公示期为2024年1月15日至1月19日（5个工作日）。",
            "公示期间，如对公示人员的思想品德、业绩成果、学历资历等有异议，请以书面形式向市职称改革工作领导小组办公室反映。反映问题要实事求是，"
            "以单位名义反映的须加盖公章，以个人名义反映的须签署真实姓名并提供联系方式。对匿名或者无具体事实的反映，不予受理。",
            "联系电话：0335-3026617　地址：燕山市人民路88号市民服务中心5楼512室",
        )

    def page(key, *, printable=False, related=None):
        spec, level, title, rows = lists[key]
        table = grid(["序号", "姓名", "工作单位", "评审专业", "资格名称"], [(str(i + 1),) + r + (title,) for i, r in enumerate(rows)], "gs")
        art = f'<h1>关于2023年度{spec}专业{level}职称评审通过人员的公示</h1>{notice(spec, level, len(rows))}{table}<p class="lk">燕山市职称改革工作领导小组办公室<br>2024年1月12日</p>'
        if printable:
            return doc("通知公告_燕山市人力资源和社会保障局", art, lang="zh-CN")
        rel = related or [("/tzgg/202401/t20240110_8812.html", "2023年度职称评审工作安排"), ("/tzgg/202312/t20231228_8760.html", "关于开展2023年度职称申报材料审核的通知")]
        body = (
            '<div class="top"><a href="/">燕山市人力资源和社会保障局</a></div>'
            + nav([("/", "首页"), ("/zwgk", "政务公开"), ("/tzgg", "通知公告"), ("/zcfg", "政策法规"), ("/bsfw", "办事服务"), ("/hdjl", "互动交流")])
            + '<div class="wz">您现在的位置：首页 &gt; 通知公告</div>'
            f'<div class="article">{art}</div><div class="xgwz"><h3>相关文章</h3>{links(rel)}</div>'
            + gov_footer("燕山市人力资源和社会保障局", "燕山市人力资源和社会保障局信息中心", "1303000021", "冀ICP备05013468号", "冀公网安备 13030202000215号", "0335-3026600")
        )
        return doc("通知公告_燕山市人力资源和社会保障局", body, lang="zh-CN")

    lists = {
        "jz-gj": ("建筑工程", "高级", "高级工程师", [
            ("张海涛", "燕山市第一建筑工程有限公司", "建筑施工"), ("李秀芳", "燕山市建筑设计研究院", "建筑结构"), ("王磊", "燕山城建集团有限公司", "工程管理"),
            ("赵丽娜", "燕山市建设工程质量检测中心", "建筑材料检测"), ("刘春生", "燕山路桥建设有限公司", "市政工程")]),
        "jz-zj": ("建筑工程", "中级", "工程师", [
            ("高文博", "燕山市第一建筑工程有限公司", "建筑施工"), ("马晓静", "燕山市建筑设计研究院", "给排水"), ("孙鹏", "燕山城建集团有限公司", "工程造价"),
            ("韩雪", "燕山市建设工程质量检测中心", "建筑材料检测"), ("杜宇航", "燕山路桥建设有限公司", "道路桥梁"), ("白金凤", "燕山市房屋征收服务中心", "工程管理")]),
        "jx-gj": ("机械工程", "高级", "高级工程师", [
            ("陈志强", "燕山重型机械有限公司", "机械设计制造"), ("孙晓梅", "燕山市特种设备检验研究所", "特种设备检验"), ("周建军", "燕山汽车零部件有限公司", "机械制造工艺"),
            ("吴海波", "燕山精工装备股份有限公司", "机电一体化")]),
        "dz-gj": ("电子信息", "高级", "高级工程师", [
            ("郑雨", "燕山市大数据中心", "计算机应用"), ("冯浩", "燕山海讯通信技术有限公司", "通信工程"), ("何静", "燕山市广播电视台", "广播电视技术")]),
    }
    return [
        P(f"{host}/tzgg/202401/t20240112_8831.html", page("jz-gj"), "jianzhu-senior"),
        P(f"{host}/tzgg/202401/t20240112_8831_print.html", page("jz-gj", printable=True), "jianzhu-senior"),
        P(f"{host}/tzgg/202401/t20240112_8832.html", page("jz-zj"), "jianzhu-intermediate"),
        P(f"{host}/tzgg/202401/t20240112_8833.html", page("jx-gj"), "jixie-senior"),
        P(f"{host}/tzgg/202401/t20240112_8833.html?channel=zcps", page("jx-gj", related=[("/zcps/index.html", "职称评审专栏"), ("/tzgg/202401/t20240112_8831.html", "关于2023年度建筑工程专业高级职称评审通过人员的公示")]), "jixie-senior"),
        P(f"{host}/tzgg/202401/t20240112_8835.html", page("dz-gj"), "dianzi-senior"),
    ]


@scen("zh_research_projects", "science programme project records: generic title and h1, a long integrity notice; two projects of one company in one programme differ in project name, leader, number and budget")
def _zh_research_projects():
    host = "https://kjj.xiangcheng.gov.cn"
    mhost = "https://m.kjj.xiangcheng.gov.cn"
    integrity = paras(
        "项目管理说明：市科技计划项目实行法人责任制，项目承担单位是项目实施和资金管理的责任主体。项目立项后，承担单位应当在30个工作日内签订任务书，"
        "按照任务书约定的目标、进度和经费预算组织实施，每年12月底前通过本系统报送年度执行情况。",
        "项目经费实行专款专用、单独核算，不得用于与项目无关的支出。确需调整研究内容、考核指标、项目负责人或延长实施期限的，"
        "应当提前3个月提出书面申请，经市科技局批准后执行。",
        "项目承担单位和项目负责人应当严格遵守科研诚信要求，对存在弄虚作假、抄袭剽窃、挪用经费等行为的，依照有关规定记入科研诚信严重失信行为数据库，"
        "并视情节轻重采取终止项目、追回经费、取消申报资格等处理措施。",
    )

    def page(no, *, mobile=False, session=False):
        rows = projects[no]
        rec = '<h1>科技计划项目立项信息</h1>' + table_kv([("项目编号", no)] + rows, "xm")
        if mobile:
            return doc("项目详情_湘城市科技计划项目管理系统", f'<div class="m-bar">湘城科技</div>{rec}<div class="m-sm">{integrity}</div>', lang="zh-CN")
        bar = '<div class="userbar">当前登录：公众查询用户　<a href="/exit">退出</a></div>' if session else ""
        body = (
            f'<div class="sys-title">湘城市科技计划项目管理系统</div>{bar}'
            + nav([("/", "系统首页"), ("/xmk", "项目库"), ("/sb", "项目申报"), ("/jt", "验收结题"), ("/zj", "专家库"), ("/help", "帮助中心")])
            + f'<div class="xmxq">{rec}</div><div class="sm">{integrity}</div>'
            '<div class="foot">湘城市科学技术局　技术支持电话：0731-52861120（工作日8:30-17:30）</div>'
        )
        return doc("项目详情_湘城市科技计划项目管理系统", body, lang="zh-CN")

    projects = {
        "XC2024ZD012": [("项目名称", "高镍三元正极材料低成本制备关键技术研究"), ("承担单位", "湘城新能材料股份有限公司"), ("项目负责人", "刘志远"), ("项目类别", "重点研发计划"), ("市拨经费", "80万元"), ("起止年限", "2024.01-2026.12")],
        "XC2024ZD013": [("项目名称", "磷酸锰铁锂正极材料连续化合成工艺研究"), ("承担单位", "湘城新能材料股份有限公司"), ("项目负责人", "黄晓东"), ("项目类别", "重点研发计划"), ("市拨经费", "60万元"), ("起止年限", "2024.01-2026.12")],
        "XC2024SF031": [("项目名称", "基层医院胸部CT肺结节智能辅助诊断系统应用示范"), ("承担单位", "湘城市中心医院"), ("项目负责人", "谭红"), ("项目类别", "社会发展科技示范"), ("市拨经费", "30万元"), ("起止年限", "2024.01-2025.12")],
        "XC2024NY008": [("项目名称", "湘莲优质高产新品种选育及配套栽培技术研究"), ("承担单位", "湘城市农业科学研究院"), ("项目负责人", "周敏"), ("项目类别", "农业科技攻关"), ("市拨经费", "25万元"), ("起止年限", "2024.01-2026.12")],
    }
    return [
        P(f"{host}/xmk/detail/XC2024ZD012", page("XC2024ZD012"), "zd012"),
        P(f"{host}/xmk/detail/XC2024ZD013", page("XC2024ZD013"), "zd013"),
        P(f"{mhost}/xmk/detail/XC2024ZD013", page("XC2024ZD013", mobile=True), "zd013"),
        P(f"{host}/xmk/detail/XC2024SF031", page("XC2024SF031"), "sf031"),
        P(f"{host}/xmk/detail/XC2024NY008", page("XC2024NY008"), "ny008"),
        P(f"{host}/xmk/detail/XC2024NY008?sessionid=40d9e1aa7c", page("XC2024NY008", session=True), "ny008"),
    ]


@scen("zh_childcare_filings", "childcare centre filings: two branches of one chain differ in filing number, address, age range, places and fee, under a generic title, one h1 and a long parents' notice")
def _zh_childcare_filings():
    host = "https://wjw.nanhu-qu.gov.cn"
    tips = paras(
        "温馨提示：托育机构备案是卫生健康部门对托育机构基本信息的登记，不属于行政许可，备案信息由机构自行填报并对真实性负责。"
        "已备案的托育机构应当符合《托育机构设置标准（试行）》《托育机构管理规范（试行）》的要求，并接受卫生健康、教育、市场监管、消防等部门的监督管理。",
        "家长选择托育机构时，请实地查看场所设施、卫生条件和安全措施，了解保育人员的健康证明和从业资格，签订托育服务协议，明确收费项目和退费办法。"
        "预付费用一般不超过3个月，谨防“高额预付、卷款跑路”等风险。",
        "对托育机构服务质量有意见建议的，可拨打南湖区卫生健康委员会人口家庭科电话0573-82095617反映。",
    )

    def page(key, *, crumb="首页 &gt; 公示公告 &gt; 托育机构备案", cookie=False):
        rows = centres[key]
        body = (
            (COOKIE_ZH if cookie else "")
            + '<div class="top">南湖区卫生健康委员会</div>'
            + nav([("/", "首页"), ("/jgsz", "机构设置"), ("/zwgk", "政务公开"), ("/gsgg", "公示公告"), ("/bmfw", "便民服务")])
            + f'<div class="pos">{crumb}</div><div class="bd"><h1>托育机构备案信息</h1>{dl_kv(rows, "tuoyu")}</div><div class="tips">{tips}</div>'
            + gov_footer("南湖区卫生健康委员会", "南湖区卫生健康委员会办公室", "3304020009", "浙ICP备10026638号", "浙公网安备 33040202000471号", "0573-82095600")
        )
        return doc("托育机构备案公示_南湖区卫生健康委员会", body, lang="zh-CN")

    centres = {
        "xxs-nh": [("机构名称", "小橡树托育（南湖店）"), ("备案编号", "NH托备2023015"), ("机构地址", "南湖区广益路1088号2幢1-2层"), ("举办者", "禾城小橡树教育咨询有限公司"), ("服务类型", "全日托、半日托"),
                   ("收托年龄", "12～36个月"), ("托位数", "60个"), ("收费标准", "全日托每月4800元"), ("联系电话", "0573-82156601"), ("备案日期", "2023-08-16")],
        "xxs-dz": [("机构名称", "小橡树托育（东栅店）"), ("备案编号", "NH托备2024003"), ("机构地址", "东栅街道东升东路276号"), ("举办者", "禾城小橡树教育咨询有限公司"), ("服务类型", "全日托"),
                   ("收托年龄", "18～36个月"), ("托位数", "45个"), ("收费标准", "全日托每月4500元"), ("联系电话", "0573-82739902"), ("备案日期", "2024-02-27")],
        "syyey": [("机构名称", "南湖区实验幼儿园托班"), ("备案编号", "NH托备2023022"), ("机构地址", "南湖区文昌路55号"), ("举办者", "南湖区实验幼儿园"), ("服务类型", "全日托（幼儿园办托）"),
                  ("收托年龄", "24～36个月"), ("托位数", "40个"), ("收费标准", "普惠性收费每月1800元"), ("联系电话", "0573-82053317"), ("备案日期", "2023-09-01")],
        "bj": [("机构名称", "贝佳社区托育驿站"), ("备案编号", "NH托备2024011"), ("机构地址", "城南街道紫云社区服务中心2楼"), ("举办者", "禾城贝佳家庭服务有限公司"), ("服务类型", "临时托、计时托"),
               ("收托年龄", "12～36个月"), ("托位数", "20个"), ("收费标准", "每小时40元"), ("联系电话", "0573-82310258"), ("备案日期", "2024-04-09")],
    }
    return [
        P(f"{host}/gsgg/tyba/2023015.html", page("xxs-nh"), "xiaoxiangshu-nanhu"),
        P(f"{host}/gsgg/tyba/2024003.html", page("xxs-dz"), "xiaoxiangshu-dongzha"),
        P(f"{host}/gsgg/tyba/2024003.html?utm_source=wechat&utm_medium=menu", page("xxs-dz", cookie=True), "xiaoxiangshu-dongzha"),
        P(f"{host}/gsgg/tyba/2023022.html", page("syyey"), "shiyan-tuoban"),
        P(f"{host}/gsgg/tyba/2024011.html", page("bj"), "beijia"),
        P(f"{host}/gsgg/tyba/2024011.html?street=chengnan", page("bj", crumb="首页 &gt; 便民服务 &gt; 普惠托育地图 &gt; 城南街道"), "beijia"),
    ]


@scen("zh_duty_roster_gbk", "GBK weekly leadership duty rosters: each page is a seven-row table whose leaders and duty staff rotate week to week, under one title, one h1 and long duty rules")
def _zh_duty_roster():
    host = "http://www.yunfeng.gov.cn"
    rules = paras(
        "值班要求：一、严格执行24小时值班和领导带班制度，带班领导和值班人员必须在岗在位，保持通讯畅通，不得擅自调班、离岗。"
        "二、遇有突发事件和重要紧急情况，值班人员要第一时间向带班领导报告，并按规定时限向县委、县政府总值班室报送信息，"
        "较大以上突发事件发生后30分钟内电话报告、1小时内书面报告，不得迟报、漏报、谎报、瞒报。",
        "三、做好值班记录和交接班工作，对来电来访要认真登记、及时处理，重要事项要跟踪落实。四、汛期及节假日期间各乡镇、各部门要同步加强值班值守，"
        "县政府办公室将不定期开展电话抽查，抽查结果纳入年度目标考核。",
        "县政府总值班室电话：0898-62811110　传真：0898-62811119",
    )
    leaders = ["李文斌（常务副县长）", "何玉梅（副县长）", "杨光（副县长）", "罗志刚（副县长）", "唐晓燕（副县长）", "吴建新（县政府党组成员）"]
    staff = ["刘洋、周婷", "陈凯、邓丽", "黄伟、林晓", "曾志华、符美玲", "王海、李娜", "吉承东、蔡丽萍", "许文、陈雪"]
    weekdays = ["星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期日"]

    def week(month, start, offset, holiday=None):
        rows = []
        for i in range(7):
            day = f"{month}月{start + i}日"
            if holiday and i == 0:
                day += f"（{holiday}）"
            rows.append((day, weekdays[i], leaders[(i + offset) % 6], staff[(i + 2 * offset) % 7], "62811110"))
        return rows

    def page(key, *, printable=False, views="93"):
        label, rows = weeks[key]
        rec = f'<h1>县政府领导带班和值班安排表</h1><p class="zhou">{label}</p>' + grid(["日期", "星期", "带班领导", "值班人员", "值班电话"], rows, "zb")
        if printable:
            return doc("云峰县人民政府", f"{rec}{rules}", lang="zh-CN")
        body = (
            '<div class="top">云峰县人民政府</div>'
            + nav([("/", "首页"), ("/zwgk", "政务公开"), ("/zwfw", "政务服务"), ("/hdjl", "互动交流"), ("/zjyf", "走进云峰")])
            + '<div class="dqwz">当前位置：首页 &gt; 政务公开 &gt; 值班安排</div>'
            f'<div class="nr">{rec}<div class="yq">{rules}</div><p>浏览次数：{views}　【打印本页】【关闭窗口】</p></div>'
            + gov_footer("云峰县人民政府办公室", "云峰县融媒体中心", "4690280002", "琼ICP备09003315号", "琼公网安备 46902802000019号", "0898-62811100")
        )
        return doc("云峰县人民政府", body, lang="zh-CN")

    weeks = {
        "0610": ("2024年6月10日至6月16日", week(6, 10, 0, "端午节")),
        "0617": ("2024年6月17日至6月23日", week(6, 17, 1)),
        "0624": ("2024年6月24日至6月30日", week(6, 24, 2)),
        "0603": ("2024年6月3日至6月9日", week(6, 3, 5)),
    }
    return [
        P(f"{host}/zwgk/zbap/202406/t20240607_51208.html", page("0610"), "week-0610", encoding="gbk"),
        P(f"{host}/zwgk/zbap/202406/t20240607_51208.html?print=yes", page("0610", printable=True), "week-0610", encoding="gbk"),
        P(f"{host}/zwgk/zbap/202406/t20240614_51377.html", page("0617", views="71"), "week-0617", encoding="gbk"),
        P(f"{host}/zwgk/zbap/202406/t20240621_51502.html", page("0624", views="58"), "week-0624", encoding="gbk"),
        P(f"{host}/zwgk/zbap/202406/t20240621_51502/index.html", page("0624", views="64"), "week-0624", encoding="gbk"),
        P(f"{host}/zwgk/zbap/202405/t20240531_51066.html", page("0603", views="112"), "week-0603", encoding="gbk"),
    ]


@scen("zh_geohazard_points", "geological hazard point boards: two hazard points of one village share the monitor, phone and warning signal and differ in point number, type, households and escape route, under a long flood-season notice")
def _zh_geohazard_points():
    host = "https://zrzyj.qingling.gov.cn"
    season = paras(
        "汛期地质灾害防范提示：每年4月至9月为我县地质灾害易发期，强降雨、持续降雨和人类工程活动是诱发滑坡、崩塌、泥石流的主要因素。"
        "隐患点附近群众要熟悉预警信号和撤离路线，遇到暴雨或连续降雨时要提高警惕，发现地面开裂、房屋墙体变形、坡体局部垮塌、"
        "泉水突然变浑或断流、沟谷中传来异常声响等前兆时，要立即撤离到安全地带，并向监测责任人或乡镇政府报告。",
        "撤离后，在险情未解除前不要返回危险区域取拿财物。各乡镇要落实“隐患点、监测人、联系电话、预警信号、撤离路线、避险场所”六落实要求，"
        "每年组织一次以上群测群防应急演练。",
        "县自然资源局地质灾害防治值班电话：0745-6223110（24小时）",
    )

    def page(no, *, printable=False, views="47"):
        rows = points[no]
        rec = '<h1>地质灾害隐患点防灾明白卡</h1>' + table_kv([("隐患点编号", no)] + rows, "mbk")
        if printable:
            return doc("地质灾害防治_青岭县自然资源局", rec, lang="zh-CN")
        body = (
            '<div class="hd">青岭县自然资源局</div>'
            + nav([("/", "首页"), ("/zwgk", "政务公开"), ("/dzzh", "地质灾害防治"), ("/gtkj", "国土空间规划"), ("/hdjl", "互动交流")])
            + '<div class="crumbs">当前位置：首页 &gt; 地质灾害防治 &gt; 隐患点公示</div>'
            f'<div class="main">{rec}<div class="tishi">{season}</div><p class="views">访问量：{views}</p></div>'
            + gov_footer("青岭县自然资源局", "青岭县自然资源局办公室", "4312250014", "湘ICP备12007791号", "湘公网安备 43122502000062号", "0745-6223100")
        )
        return doc("地质灾害防治_青岭县自然资源局", body, lang="zh-CN")

    points = {
        "QL-0012": [("名称", "岩口村滑坡"), ("位置", "石门镇岩口村3组"), ("灾害类型", "滑坡"), ("规模等级", "小型"), ("威胁对象", "6户23人"), ("威胁财产", "约120万元"),
                    ("稳定性", "较差"), ("监测责任人", "王德贵（村委会主任）"), ("联系电话", "13874512236"), ("预警信号", "敲锣、鸣哨、广播"), ("撤离路线", "沿村道向东撤至村部广场")],
        "QL-0013": [("名称", "岩口村崩塌"), ("位置", "石门镇岩口村5组"), ("灾害类型", "崩塌"), ("规模等级", "小型"), ("威胁对象", "3户11人"), ("威胁财产", "约45万元"),
                    ("稳定性", "差"), ("监测责任人", "王德贵（村委会主任）"), ("联系电话", "13874512236"), ("预警信号", "敲锣、鸣哨、广播"), ("撤离路线", "沿机耕道向南撤至岩口小学")],
        "QL-0027": [("名称", "大坪河泥石流"), ("位置", "龙潭乡大坪村"), ("灾害类型", "泥石流"), ("规模等级", "中型"), ("威胁对象", "18户72人"), ("威胁财产", "约560万元"),
                    ("稳定性", "较差"), ("监测责任人", "李春华（乡国土所所长）"), ("联系电话", "13907451688"), ("预警信号", "高音喇叭、手摇报警器"), ("撤离路线", "沿河左岸山路撤至大坪村小学操场")],
        "QL-0041": [("名称", "北山社区不稳定斜坡"), ("位置", "城关镇北山社区"), ("灾害类型", "不稳定斜坡"), ("规模等级", "小型"), ("威胁对象", "9户34人"), ("威胁财产", "约300万元"),
                    ("稳定性", "较差"), ("监测责任人", "贺丽（社区主任）"), ("联系电话", "13574509921"), ("预警信号", "电话、微信群、鸣哨"), ("撤离路线", "沿北山路向南撤至县一中运动场")],
    }
    return [
        P(f"{host}/dzzh/yhd/QL-0012.html", page("QL-0012"), "ql-0012"),
        P(f"{host}/dzzh/yhd/QL-0013.html", page("QL-0013", views="39"), "ql-0013"),
        P(f"{host}/dzzh/yhd/QL-0013.html?print=1", page("QL-0013", printable=True), "ql-0013"),
        P(f"{host}/dzzh/yhd/QL-0027.html", page("QL-0027", views="66"), "ql-0027"),
        P(f"{host}/dzzh/yhd/QL-0027.html?utm_source=xxqg&utm_medium=share", page("QL-0027", views="70"), "ql-0027"),
        P(f"{host}/dzzh/yhd/QL-0041.html", page("QL-0041", views="52"), "ql-0041"),
    ]


@scen("zh_flood_depots", "flood-control supply depot inventories: one depot's second- and third-quarter lists differ only in quantities and the quarter, a town depot has the same items in smaller numbers, under one title, h1 and a long management notice")
def _zh_flood_depots():
    host = "https://yjj.tongle.gov.cn"
    mgmt = paras(
        "防汛抗旱物资管理规定：县级防汛物资由县应急管理局统一储备、统一调度，实行专库存放、专人管理、账物相符。物资调用须经县防汛抗旱指挥部批准，"
        "紧急情况下可先电话请示、后补办手续。调用单位在险情处置结束后15日内归还可回收物资，消耗物资按规定核销。",
        "各储备库实行24小时值守，汛期每周对冲锋舟、发电机组、抽水泵等机械设备开机试运行一次，确保随时拉得出、用得上。"
        "物资储备数量每季度更新公示一次，欢迎社会监督。",
        "乡镇、村（社区）和有关单位需要借用防汛物资的，请联系县应急管理局物资保障股，电话：0774-7222118。",
    )

    def page(key, *, generated="2024-07-02 08:30"):
        quarter, info, items = depots[key]
        body = (
            '<div class="head">同乐县应急管理局</div>'
            + nav([("/", "首页"), ("/xxgk", "信息公开"), ("/fxkh", "防汛抗旱"), ("/aqsc", "安全生产"), ("/yjjy", "应急救援")])
            + '<div class="where">当前位置：首页 &gt; 防汛抗旱 &gt; 物资储备</div>'
            f'<div class="body"><h1>防汛抗旱物资储备库</h1><p>{br_lines(info + [("统计时点", quarter)], "：")}</p>'
            f'{grid(["物资名称", "规格型号", "单位", "数量"], items, "wz")}<div class="gd">{mgmt}</div></div>'
            f'<div class="foot">同乐县应急管理局 版权所有　页面生成时间：{generated}　桂ICP备14003627号</div>'
        )
        return doc("防汛物资储备信息_同乐县应急管理局", body, lang="zh-CN")

    central = [("仓库名称", "同乐县防汛抗旱物资中心库"), ("地址", "同乐镇滨江路西段18号"), ("管理人", "覃志勇"), ("24小时电话", "0774-7222118")]
    hekou = [("仓库名称", "河口镇防汛物资分库"), ("地址", "河口镇政府院内"), ("管理人", "莫丽华"), ("24小时电话", "0774-7351026")]

    def items(bags, cloth, vests, rings, boats, gens, pumps, lamps):
        return [("编织袋", "50×80cm", "万条", bags), ("土工布", "400g/m²", "平方米", cloth), ("救生衣", "成人型", "件", vests), ("救生圈", "2.5kg", "个", rings),
                ("冲锋舟", "配40马力外挂机", "艘", boats), ("发电机组", "30kW柴油", "台", gens), ("抽水泵", "150QZ潜水泵", "台", pumps), ("应急照明灯", "移动式", "套", lamps)]

    depots = {
        "c-q2": ("2024年6月30日", central, items("5.0", "2000", "800", "200", "4", "3", "6", "120")),
        "c-q3": ("2024年9月30日", central, items("3.2", "1200", "650", "180", "4", "3", "6", "96")),
        "h-q2": ("2024年6月30日", hekou, items("0.8", "300", "150", "40", "1", "1", "2", "20")),
        "h-q3": ("2024年9月30日", hekou, items("0.5", "300", "120", "40", "1", "1", "2", "18")),
    }
    return [
        P(f"{host}/fxkh/wzcb/2024q2-zxk.html", page("c-q2"), "central-q2"),
        P(f"{host}/fxkh/wzcb/2024q2-zxk.html?utm_source=weibo", page("c-q2", generated="2024-07-09 15:12"), "central-q2"),
        P(f"{host}/fxkh/wzcb/2024q3-zxk.html", page("c-q3", generated="2024-10-08 09:05"), "central-q3"),
        P(f"{host}/fxkh/wzcb/2024q2-hk.html", page("h-q2"), "hekou-q2"),
        P(f"{host}/fxkh/wzcb/2024q3-hk.html", page("h-q3", generated="2024-10-08 09:06"), "hekou-q3"),
        P(f"{host}/fxkh/wzcb/2024q3-hk/index.html", page("h-q3", generated="2024-10-11 17:40"), "hekou-q3"),
    ]


def scenarios():
    return built(SC)
