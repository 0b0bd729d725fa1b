"""Thin pages of 36 more made-up sites (English and Chinese, some GBK), written by a sixth
false-drop hunt (a helper), blind to every rule of the plugin; each scenario is one host's
pages, labelled with their content: pages with one content label are true copies (print,
AMP, ?utm_source=/?ref= URLs, /index.html, a later "updated" stamp, a reordered sidebar);
different labels are documents a reader would call different. Site kinds none of the
earlier sets has: library catalogue records, glossary entries, currency quotes, flight
status, hotel reviews, standards summaries, charity campaigns, obituaries, lost pets,
estate agents, speaker bios, podcast notes, changelog entries, tides, air quality,
parking zones, station facilities, museum branches; 天气预报, 菜价, 股票行情, 医生介绍,
车次, 快递网点, 志愿者招募, 失信名单, 拍卖标的, 诗词赏析, 成语词条, 药店门店, 停水通知,
专业介绍, 图书馆新书, 电影排片, 门票淡旺季, 楼层导览."""

from __future__ import annotations

from benchmarks._thin_page import Page
from benchmarks._thin_site_kit import built, scenario_registry

SC, scen = scenario_registry()


def P(url, html, content, encoding=None):
    if encoding == "gbk":
        html = html.replace("charset=utf-8", "charset=gbk")
        return Page(url, html.encode("gbk"), content, "gbk")
    return Page(url, html, content, encoding)


def para(*xs):
    return "".join(f"<p>{x}</p>" for x in xs)


def lis(items, cls=""):
    c = f' class="{cls}"' if cls else ""
    return f"<ul{c}>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>"


def links(items, cls="links"):
    return lis([f'<a href="#">{i}</a>' for i in items], cls)


def table(rows, head=None, cls="data"):
    h = "<thead><tr>" + "".join(f"<th>{x}</th>" for x in head) + "</tr></thead>" if head else ""
    body = "".join("<tr>" + "".join(f"<td>{x}</td>" for x in r) + "</tr>" for r in rows)
    return f'<table class="{cls}">{h}<tbody>{body}</tbody></table>'


def deflist(pairs, cls="meta"):
    return f'<dl class="{cls}">' + "".join(f"<dt>{a}</dt><dd>{b}</dd>" for a, b in pairs) + "</dl>"


def kv(pairs, cls="info"):
    return f'<div class="{cls}">' + "".join(f"<p><b>{a}：</b>{b}</p>" for a, b in pairs) + "</div>"


def page_en(site, title, main, *, side="", foot="", head="", nav=("Home", "Search", "Help"),
            title_raw=None, pre="", crumbs=None, lang="en"):
    t = title_raw if title_raw is not None else f"{title} - {site}"
    n = "".join(f'<a href="/{x.lower().replace(" ", "-")}/">{x}</a> ' for x in nav)
    c = ""
    if crumbs:
        c = '<ol class="breadcrumb">' + "".join(f'<li><a href="#">{x}</a></li>' for x in crumbs) + "</ol>"
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1"><title>{t}</title>{head}'
            f'</head><body><a class="skip" href="#main">Skip to content</a><header><div class="brand">'
            f'<a href="/">{site}</a></div><nav class="primary">{n}</nav></header>{pre}{c}'
            f'<div class="wrap"><main id="main">{main}</main><aside class="side">{side}</aside></div>'
            f'<footer class="foot">{foot}<p>&copy; 2024 {site}. All rights reserved.</p></footer></body></html>')


ZH_NAV = ("首页", "新闻动态", "服务指南", "互动交流", "关于我们")


def page_zh(site, title, main, *, side="", foot="", head="", crumbs=("首页",), title_raw=None,
            nav=ZH_NAV, charset="utf-8", top=""):
    t = title_raw if title_raw is not None else f"{title}_{site}"
    c = " &gt; ".join(f'<a href="#">{x}</a>' for x in crumbs)
    n = "".join(f'<li><a href="#">{x}</a></li>' for x in nav)
    return (f'<!DOCTYPE html><html><head><meta http-equiv="Content-Type" content="text/html; charset={charset}">'
            f'<title>{t}</title>{head}</head><body>{top}<div class="top"><div class="logo">{site}</div>'
            f'<ul class="nav">{n}</ul></div>'
            f'<div class="position">当前位置：{c}</div><div class="main"><div class="content">{main}</div>'
            f'<div class="right">{side}</div></div><div class="footer">{foot}</div></body></html>')


# ============================================================================= ENGLISH

LIB_SIDE = (
    "<div class='box'><h3>My account</h3>" + links(["Sign in", "Renew loans", "My holds", "Reading history",
                                                     "Change PIN"]) + "</div>"
    "<div class='box'><h3>Refine search</h3>" + links(["Books", "Large print", "eBooks", "Audiobooks",
                                                        "DVDs", "Available now"]) + "</div>")
LIB_FOOT = (
    "<div class='hours'><h4>Central Library opening hours</h4><p>Monday to Thursday 9am to 8pm, Friday 9am to 6pm, "
    "Saturday 10am to 4pm, closed Sundays and public holidays. Branch hours vary; see each branch page.</p></div>"
    "<div class='policy'><p>Millbrook Public Library is fines-free: you will not be charged for returning items late, "
    "but items more than 28 days overdue are treated as lost and the replacement cost is added to your account. "
    "Holds are free for adults and children. You can place up to 15 holds at a time and collect them from any branch. "
    "Items on hold are kept for seven days after we notify you by email or text message.</p>"
    "<p>Free Wi-Fi, public computers, printing and scanning are available at every branch. Library membership is free "
    "for anyone who lives, works or studies in Millbrook County. Need help? Call 0300 555 0192 or ask a member of staff.</p></div>"
    "<p class='small'>Catalogue powered by OpenShelf. Accessibility statement. Privacy notice. Cookie settings.</p>")


@scen("library_catalogue", "catalogue records: different books; two editions of one title differ only in year, "
      "edition, ISBN and shelf status; utm copy")
def _library():
    H = "https://catalogue.millbrookpl.org"
    site = "Millbrook Public Library Catalogue"

    def rec(title, author, pub, year, ed, isbn, call, fmt, subj, hold):
        main = (f"<h1 class='rec-title'>{title}</h1><p class='by'>by {author}</p>"
                + deflist([("Publisher", pub), ("Year", year), ("Edition", ed), ("ISBN", isbn),
                           ("Call number", call), ("Format", fmt), ("Subjects", subj)])
                + "<h2>Availability</h2>" + table(hold, head=("Branch", "Shelf", "Status"))
                + "<p class='actions'><a href='#'>Place hold</a> <a href='#'>Add to list</a></p>")
        return page_en(site, f"{title} / {author}", main, side=LIB_SIDE, foot=LIB_FOOT,
                       crumbs=("Catalogue", "Search results", title), nav=("Catalogue", "Branches", "Events", "Help"))

    salt1 = rec("The Salt Road", "Ina Kell", "Harrow &amp; Finch", "2019", "1st edition", "9781912345017",
                "FIC KEL", "Book (hardback)", "Historical fiction; Trade routes",
                [("Central", "Adult fiction", "Available"), ("Eastgate", "Adult fiction", "On loan, due 28 May")])
    salt2 = rec("The Salt Road", "Ina Kell", "Harrow &amp; Finch", "2022", "2nd edition, revised", "9781912345994",
                "FIC KEL", "Book (paperback)", "Historical fiction; Trade routes",
                [("Central", "Adult fiction", "On loan, due 3 June"), ("Eastgate", "Adult fiction", "Available")])
    birds = rec("Tidewater Birds of the East Coast", "Marcus Oyelaran", "Fieldline Press", "2021", "1st edition",
                "9780857611230", "598.2 OYE", "Book (paperback)", "Birds; Estuaries; Field guides",
                [("Central", "Non-fiction", "Available")])
    hist = rec("A Short History of Millbrook", "Joan Ashdown", "Millbrook Civic Society", "2008", "1st edition",
               "9780954321872", "LOC 942.7 ASH", "Book (paperback)", "Local history; Millbrook",
               [("Central", "Local studies", "Reference only"), ("Northfield", "Local studies", "Reference only")])
    knit = rec("Knitting for Beginners", "Pam Lowry", "Craftworks", "2017", "1st edition", "9781784880051",
               "746.432 LOW", "Book (spiral bound)", "Knitting; Handicrafts",
               [("Northfield", "Hobbies", "Available"), ("Eastgate", "Hobbies", "Missing")])
    return [
        P(f"{H}/record/b1204417", salt1, "salt-2019"),
        P(f"{H}/record/b1377820", salt2, "salt-2022"),
        P(f"{H}/record/b1290031", birds, "birds"),
        P(f"{H}/record/b0845512", hist, "history"),
        P(f"{H}/record/b1100398", knit, "knitting"),
        P(f"{H}/record/b1204417?utm_source=newsletter&utm_medium=email&utm_campaign=may-picks", salt1, "salt-2019"),
    ]


GLOSS_SIDE = (
    "<div class='az'><h3>Browse A-Z</h3>" + " ".join(f"<a href='#'>{c}</a>" for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ") + "</div>"
    "<div class='promo'><h3>Stop doing your books by hand</h3><p>Ledgerwise sends invoices, chases late payments and "
    "reconciles your bank feed automatically. Try it free for 30 days, no card needed.</p><a class='btn' href='#'>Start free trial</a></div>")
GLOSS_FOOT = (
    "<div class='disclaimer'><p>The Ledgerwise Glossary explains common accounting and bookkeeping terms in plain English. "
    "It is general information, not financial, tax or legal advice, and may not reflect the rules in your country. "
    "Always speak to a qualified accountant about your own circumstances.</p>"
    "<p>Ledgerwise Ltd is registered in England and Wales, company number 10928374. Registered office: 4 Canal Wharf, Leeds LS11 5PS. "
    "Product: Features, Pricing, Integrations, Security. Resources: Blog, Glossary, Templates, Webinars. Company: About, Careers, Press, Contact.</p></div>")


@scen("glossary_entries", "accounting glossary: one short definition per term, including near terms "
      "(accrual / accrued expense, depreciation / amortization); AMP copy")
def _glossary():
    H = "https://www.ledgerwise.com"
    site = "Ledgerwise Glossary"
    terms = [
        ("accrual", "Accrual", "An accrual records revenue or an expense in the period it is earned or incurred, "
         "whether or not cash has changed hands. Accrual accounting gives a truer picture of profit than cash accounting.",
         ["Accrued expense", "Deferred revenue", "Matching principle"]),
        ("accrued-expense", "Accrued expense", "An accrued expense is a cost you have incurred but not yet been invoiced for "
         "or paid, such as wages earned in the last week of the month. It sits on the balance sheet as a current liability.",
         ["Accrual", "Accounts payable", "Current liabilities"]),
        ("deferred-revenue", "Deferred revenue", "Deferred revenue is money received before you deliver the goods or "
         "services, for example an annual subscription paid upfront. It is a liability until the work is done.",
         ["Accrual", "Revenue recognition", "Prepayment"]),
        ("depreciation", "Depreciation", "Depreciation spreads the cost of a tangible asset, like a van or a laptop, "
         "over the years you expect to use it. The straight-line method charges the same amount each year.",
         ["Amortization", "Fixed asset", "Net book value"]),
        ("amortization", "Amortization", "Amortization spreads the cost of an intangible asset, such as software "
         "or a patent, over its useful life. The term is also used for paying off a loan in regular instalments.",
         ["Depreciation", "Intangible asset", "Goodwill"]),
        ("goodwill", "Goodwill", "Goodwill is the amount paid for a business above the fair value of its identifiable "
         "net assets, reflecting things like reputation and customer relationships.",
         ["Intangible asset", "Impairment", "Acquisition"]),
    ]
    out = []
    for slug, term, d, rel in terms:
        main = (f"<article class='term'><h1>{term}</h1><p class='lede'><strong>Definition:</strong> {d}</p>"
                f"<h2>Related terms</h2>" + links(rel) + "</article>")
        html = page_en(site, f"{term} - Definition", main, side=GLOSS_SIDE, foot=GLOSS_FOOT,
                       crumbs=("Resources", "Glossary", term), nav=("Features", "Pricing", "Resources", "Log in"))
        out.append(P(f"{H}/glossary/{slug}/", html, slug))
    amp = page_en(site, "Accrual - Definition",
                  "<article class='term'><h1>Accrual</h1><p class='lede'><strong>Definition:</strong> " + terms[0][2]
                  + "</p><h2>Related terms</h2>" + links(terms[0][3]) + "</article>",
                  foot=GLOSS_FOOT, head="<link rel='canonical' href='https://www.ledgerwise.com/glossary/accrual/'>",
                  nav=("Features", "Pricing"))
    out.append(P(f"{H}/glossary/accrual/amp/", amp, "accrual"))
    return out


FX_FOOT = (
    "<div class='fx-disclaimer'><p>RatePoint shows mid-market exchange rates collected from interbank sources. "
    "They are indicative only and are not the rates you will get from a bank, card provider or bureau de change, "
    "which usually add a margin. Rates refresh every minute during market hours, Sunday 22:00 to Friday 22:00 UTC. "
    "Nothing on this site is an offer to buy or sell currency or investment advice.</p>"
    "<p>Popular pairs: USD/EUR, EUR/USD, GBP/USD, USD/JPY, EUR/GBP, USD/CAD, AUD/USD, USD/CHF, USD/CNY, USD/INR.</p>"
    "<p>RatePoint Data Ltd, 20 Bishopsgate, London. API access for business. Terms of use. Privacy. Cookies.</p></div>")
FX_SIDE = ("<div class='box'><h3>Rate alerts</h3><p>Get an email when your rate hits a target.</p>"
           "<a href='#'>Create alert</a></div><div class='box'><h3>Tools</h3>"
           + links(["Currency converter", "Historical rates", "Travel money calculator", "Rate API"]) + "</div>")


@scen("currency_quotes", "quote pages of currency pairs: same template, only codes and numbers differ; "
      "USD/EUR and its inverse EUR/USD; a later refresh of USD/EUR with an updated time only is a copy")
def _fx():
    H = "https://www.ratepoint.io"
    site = "RatePoint"
    names = {"USD": "US Dollar", "EUR": "Euro", "GBP": "British Pound", "JPY": "Japanese Yen"}

    def q(a, b, rate, chg, lo, hi, upd):
        conv = [(f"1 {a}", f"{rate:.4f} {b}"), (f"10 {a}", f"{rate * 10:.2f} {b}"),
                (f"100 {a}", f"{rate * 100:.2f} {b}"), (f"1,000 {a}", f"{rate * 1000:,.2f} {b}")]
        main = (f"<h1>{a} to {b} exchange rate</h1><p class='pair'>{names[a]} to {names[b]}</p>"
                f"<div class='quote'><span class='rate'>1 {a} = {rate:.4f} {b}</span> <span class='chg'>{chg}</span></div>"
                f"<p class='updated'>Last updated {upd} UTC, 14 May 2024</p>"
                + table([("Open", f"{rate - 0.0011:.4f}"), ("Day low", f"{lo:.4f}"), ("Day high", f"{hi:.4f}")], cls="stats")
                + "<h2>Convert</h2>" + table(conv, head=(a, b)))
        return page_en(site, f"{a} to {b} exchange rate", main, side=FX_SIDE, foot=FX_FOOT,
                       nav=("Rates", "Converter", "Charts", "API"), crumbs=("Rates", f"{a}/{b}"))

    return [
        P(f"{H}/quote/USD-EUR", q("USD", "EUR", 0.9262, "+0.12%", 0.9241, 0.9270, "14:02"), "usd-eur"),
        P(f"{H}/quote/EUR-USD", q("EUR", "USD", 1.0797, "-0.12%", 1.0787, 1.0821, "14:02"), "eur-usd"),
        P(f"{H}/quote/USD-GBP", q("USD", "GBP", 0.7951, "+0.05%", 0.7938, 0.7962, "14:02"), "usd-gbp"),
        P(f"{H}/quote/GBP-EUR", q("GBP", "EUR", 1.1648, "+0.07%", 1.1622, 1.1655, "14:02"), "gbp-eur"),
        P(f"{H}/quote/USD-JPY", q("USD", "JPY", 156.41, "+0.31%", 155.82, 156.55, "14:02"), "usd-jpy"),
        P(f"{H}/quote/USD-EUR?src=ticker", q("USD", "EUR", 0.9262, "+0.12%", 0.9241, 0.9270, "14:05"), "usd-eur"),
    ]


AIR_SIDE = (
    "<div class='box'><h3>Live departures and arrivals</h3>" + links(["Departures", "Arrivals", "Flight alerts by SMS"]) + "</div>"
    "<div class='box'><h3>Airlines</h3>" + links(["British Airways", "American Airlines", "easyJet", "Jet2", "KLM", "Loganair"]) + "</div>")
AIR_FOOT = (
    "<div class='help'><p>Flight information is provided by the airlines and may change at short notice. Always check "
    "with your airline before you travel. Bag drop closes 40 minutes before departure for most airlines; security "
    "queues are longest between 05:00 and 08:00, so allow at least two hours for international flights.</p>"
    "<p>Parking: short stay, long stay and meet and greet - book online to save up to 60%. Drop-off zone charge "
    "&pound;6 for up to 10 minutes. Special assistance is free and can be booked through your airline 48 hours before you fly.</p>"
    "<p>Eastmoor Airport Ltd, Airport Way, Eastmoor EM4 9AA. Customer services 0345 000 7744.</p></div>")


@scen("flight_status", "flight status pages: one flight on two dates, neighbouring flight numbers on one route; "
      "only table cells, number or date differ")
def _flights():
    H = "https://www.eastmoor-airport.co.uk"
    site = "Eastmoor Airport"

    def f(no, airline, dest, date, sched, est, term, gate, status):
        main = (f"<h1>{no} to {dest}</h1><p class='airline'>{airline}</p>"
                + table([("Date", date), ("Scheduled departure", sched), ("Estimated departure", est),
                         ("Terminal", term), ("Gate", gate), ("Status", status)], cls="flight")
                + "<p class='note'>Gate numbers are shown about 45 minutes before departure.</p>")
        return page_en(site, f"{no} {airline} to {dest} - Flight status", main, side=AIR_SIDE, foot=AIR_FOOT,
                       nav=("Flights", "Parking", "Shopping", "Help"), crumbs=("Flights", "Departures", no))

    return [
        P(f"{H}/flights/departures/BA1443-20240514", f("BA1443", "British Airways", "London Heathrow", "Tue 14 May 2024",
                                                      "07:10", "07:25", "Main", "12", "Delayed"), "ba1443-14"),
        P(f"{H}/flights/departures/BA1443-20240515", f("BA1443", "British Airways", "London Heathrow", "Wed 15 May 2024",
                                                      "07:10", "07:10", "Main", "9", "On time"), "ba1443-15"),
        P(f"{H}/flights/departures/BA1447-20240514", f("BA1447", "British Airways", "London Heathrow", "Tue 14 May 2024",
                                                      "12:35", "12:35", "Main", "14", "On time"), "ba1447-14"),
        P(f"{H}/flights/departures/LM0372-20240514", f("LM372", "Loganair", "Aberdeen", "Tue 14 May 2024",
                                                      "09:50", "09:50", "Main", "3", "Boarding"), "lm372-14"),
        P(f"{H}/flights/departures/LS0815-20240514", f("LS815", "Jet2", "Alicante", "Tue 14 May 2024",
                                                      "06:00", "-", "Main", "21", "Departed 06:14"), "ls815-14"),
    ]


HOTEL_BOX = (
    "<div class='hotel-card'><h2>Harbour Lodge Whitby</h2><p>3-star hotel &middot; 14 Pier Road, Whitby YO21 3PU</p>"
    "<p class='score'>8.4 Very good &middot; 1,212 reviews</p>"
    + lis(["Free Wi-Fi", "Sea views", "Breakfast included", "Pet friendly", "Free cancellation on most rooms",
           "Check-in from 15:00", "Check-out until 11:00", "No on-site parking, public car park 200 m"], "amen")
    + "<p>Prices from &pound;94 per night. <a href='#'>See availability</a></p></div>")
HOTEL_FOOT = (
    "<p>Reviews are written by verified guests who booked and stayed through StayTrail. We check every review for "
    "profanity and personal details before publishing, and we never remove a review because it is negative. Hotels "
    "may reply publicly. Scores are out of 10 and weight recent stays more heavily.</p>"
    "<p>StayTrail is a trading name of Trail Travel BV. Customer service is open 24 hours. About StayTrail, Careers, "
    "Partner with us, Terms, Privacy and cookies, Modern slavery statement.</p>")


@scen("hotel_reviews", "single guest reviews of one hotel: every title identical, big repeated hotel card; "
      "reviews differ by guest, date, score and two or three sentences; ref copy")
def _hotel():
    H = "https://www.staytrail.com"
    site = "StayTrail"
    revs = [
        ("88213", "Alison", "United Kingdom", "April 2024", "9.0", "Couple", "Lovely view of the harbour from our room and "
         "the breakfast kippers were excellent. The room was on the small side but spotless."),
        ("88240", "Dev", "United Kingdom", "April 2024", "6.0", "Solo traveller", "Great location but the room above the "
         "bar was noisy until midnight. Shower pressure was weak."),
        ("88391", "Margit", "Germany", "May 2024", "10", "Family", "The staff found a cot for our baby at short notice and "
         "gave us a room with a sea view. We will come back."),
        ("88412", "Paul", "United Kingdom", "May 2024", "8.0", "Couple with dog", "Our spaniel was made very welcome, "
         "with a bowl and treats in the room. Parking was a bit of a walk."),
        ("88455", "Chloe", "Ireland", "May 2024", "7.0", "Group", "Good value for a girls' weekend. Breakfast was fine, "
         "nothing special, and the Wi-Fi dropped out a few times."),
    ]
    out = []
    for rid, name, country, when, score, kind, text in revs:
        main = (f"<div class='review'><p class='who'>{name}, {country} &middot; {kind}</p><p class='when'>Stayed {when}</p>"
                f"<p class='score'>Scored {score}</p><blockquote>{text}</blockquote></div>")
        html = page_en(site, "Harbour Lodge Whitby - Guest review", main, side=HOTEL_BOX, foot=HOTEL_FOOT,
                       nav=("Stays", "Flights", "Car hire", "Sign in"),
                       crumbs=("United Kingdom", "North Yorkshire", "Whitby", "Harbour Lodge Whitby", "Reviews"))
        out.append(P(f"{H}/hotel/gb/harbour-lodge-whitby/review/{rid}", html, f"rev{rid}"))
    out.append(P(f"{H}/hotel/gb/harbour-lodge-whitby/review/88391?ref=email_thanks&lang=en-gb", out[2].html, "rev88391"))
    return out


STD_SIDE = ("<div class='box'><h3>Browse by committee</h3>" + links(["ISO/TC 176 Quality", "ISO/TC 207 Environment",
            "ISO/TC 283 Occupational health and safety", "ISO/IEC JTC 1/SC 27 Information security"]) + "</div>"
            "<div class='box'><h3>Newsletter</h3><p>Monthly round-up of new and withdrawn standards.</p></div>")
STD_FOOT = (
    "<p>Standards Digest publishes independent plain-language summaries of published standards. We are not "
    "affiliated with ISO, IEC or any national standards body, and our summaries are not a substitute for the "
    "official text, which you can buy from your national standards body. Edition dates and status are checked "
    "monthly; a standard shown as withdrawn may still be cited in contracts and certifications during a transition period.</p>"
    "<p>Contact the editors: editors@standards-digest.org. Corrections policy. Terms. Privacy.</p>")


@scen("standards_summaries", "summaries of standards: 9001:2015 vs withdrawn 9001:2008 and 27001:2022 vs 27001:2013 "
      "differ in edition, status and a line; print copy with a 'printed from' header and no sidebar")
def _standards():
    H = "https://www.standards-digest.org"
    site = "Standards Digest"

    def s(code, title, ed, status, pages, tc, summary, print_=False):
        main = (f"<h1>{code}</h1><p class='std-title'>{title}</p>"
                + deflist([("Edition", ed), ("Status", status), ("Pages", pages), ("Committee", tc)])
                + f"<h2>In brief</h2><p>{summary}</p>")
        if print_:
            pre = "<div class='print-head'>Printed from standards-digest.org on 14 May 2024</div>"
            return page_en(site, code, main, foot=STD_FOOT, nav=(), pre=pre)
        return page_en(site, code, main, side=STD_SIDE, foot=STD_FOOT, nav=("Standards", "Committees", "About"),
                       crumbs=("Standards", code))

    q15 = s("ISO 9001:2015", "Quality management systems - Requirements", "5th edition, September 2015", "Current",
            "29", "ISO/TC 176/SC 2", "Sets requirements for a quality management system based on the process approach "
            "and risk-based thinking, with a new clause on the context of the organization.")
    q08 = s("ISO 9001:2008", "Quality management systems - Requirements", "4th edition, November 2008",
            "Withdrawn, replaced by ISO 9001:2015", "27", "ISO/TC 176/SC 2", "Sets requirements for a quality "
            "management system based on the process approach, with preventive action and a management representative.")
    env = s("ISO 14001:2015", "Environmental management systems - Requirements with guidance for use",
            "3rd edition, September 2015", "Current", "35", "ISO/TC 207/SC 1", "Sets requirements for an environmental "
            "management system, including life-cycle perspective and compliance obligations.")
    ohs = s("ISO 45001:2018", "Occupational health and safety management systems - Requirements with guidance for use",
            "1st edition, March 2018", "Current", "41", "ISO/TC 283", "Sets requirements for an occupational health "
            "and safety management system, with worker participation and consultation.")
    args22 = ("ISO/IEC 27001:2022", "Information security, cybersecurity and privacy protection - Information security "
              "management systems - Requirements", "3rd edition, October 2022", "Current", "19",
              "ISO/IEC JTC 1/SC 27", "Sets requirements for an information security management system; Annex A now "
              "lists 93 controls in four themes.")
    is22 = s(*args22)
    is13 = s("ISO/IEC 27001:2013", "Information technology - Security techniques - Information security management "
             "systems - Requirements", "2nd edition, October 2013", "Withdrawn, replaced by ISO/IEC 27001:2022", "23",
             "ISO/IEC JTC 1/SC 27", "Sets requirements for an information security management system; Annex A "
             "lists 114 controls in 14 domains.")
    return [
        P(f"{H}/iso-9001-2015", q15, "9001-2015"),
        P(f"{H}/iso-9001-2008", q08, "9001-2008"),
        P(f"{H}/iso-14001-2015", env, "14001"),
        P(f"{H}/iso-45001-2018", ohs, "45001"),
        P(f"{H}/iso-iec-27001-2022", is22, "27001-2022"),
        P(f"{H}/iso-iec-27001-2013", is13, "27001-2013"),
        P(f"{H}/iso-iec-27001-2022?print=1", s(*args22, print_=True), "27001-2022"),
    ]


CH_FOOT = (
    "<div class='trust'><h4>Where your money goes</h4><p>Around 82p of every &pound;1 donated to Northwell Hospice "
    "goes directly on care for patients and their families, at the hospice, in the community and in people's homes. "
    "It costs &pound;9.4 million a year to run our services and only a third of that comes from the NHS.</p>"
    "<p>Gift Aid: if you are a UK taxpayer, tick the Gift Aid box and we can claim an extra 25p for every &pound;1 you give, "
    "at no cost to you.</p><p>Northwell Hospice is a registered charity in England and Wales (no. 1043211). "
    "We are registered with the Fundraising Regulator and never sell or swap your details. "
    "Supporter care: 01632 960 410, Monday to Friday 9am to 5pm.</p></div>")
CH_SIDE = ("<div class='box'><h3>Other ways to give</h3>" + links(["Give monthly", "Leave a gift in your will",
           "Donate in memory", "Shop in our charity shops", "Play our lottery"]) + "</div>")


@scen("charity_campaigns", "campaign pages of one hospice: this year's and last year's walk differ in year, "
      "target, raised and date; ref copy")
def _charity():
    H = "https://give.northwellhospice.org.uk"
    site = "Northwell Hospice"

    def c(name, pitch, target, raised, when):
        main = (f"<h1>{name}</h1><p>{pitch}</p>"
                + deflist([("Target", target), ("Raised so far", raised), ("Date", when)], cls="progress")
                + "<a class='btn' href='#'>Donate now</a> <a class='btn' href='#'>Sign up</a>")
        return page_en(site, name, main, side=CH_SIDE, foot=CH_FOOT, nav=("Get involved", "Donate", "Our care", "Shops"),
                       crumbs=("Get involved", "Campaigns", name))

    w24 = c("Walk for Northwell 2024", "Join hundreds of walkers on a 10k route along the river, in memory of someone "
            "special or just for the fun of it. Registration includes a T-shirt and medal.", "&pound;60,000",
            "&pound;21,480", "Sunday 9 June 2024")
    return [
        P(f"{H}/campaigns/walk-for-northwell-2024", w24, "walk24"),
        P(f"{H}/campaigns/walk-for-northwell-2023", c("Walk for Northwell 2023", "Thank you to the 640 walkers who "
          "joined us on a 10k route along the river. Registration included a T-shirt and medal.", "&pound;55,000",
          "&pound;58,912", "Sunday 11 June 2023"), "walk23"),
        P(f"{H}/campaigns/christmas-tree-collection", c("Christmas Tree Collection", "Our volunteers will collect your "
          "real Christmas tree from your driveway in January and turn it into compost, for a donation.",
          "&pound;35,000", "&pound;4,120", "6 to 8 January 2025"), "trees"),
        P(f"{H}/campaigns/light-up-a-life", c("Light Up a Life", "Dedicate a light on our memory tree to someone you "
          "have lost and join our candlelit service in the hospice garden.", "&pound;25,000", "&pound;2,300",
          "Thursday 5 December 2024"), "lights"),
        P(f"{H}/campaigns/walk-for-northwell-2024?ref=facebook&fbclid=IwAR0x7", w24, "walk24"),
    ]


OB_FOOT = (
    "<div class='fd'><p>Hall &amp; Sons Funeral Directors have cared for families in Brackley and the surrounding "
    "villages since 1926. We are available 24 hours a day, 365 days a year on 01280 700 219. Our chapel of rest on "
    "Market Street is open for visits by appointment.</p><p>Donations in memory can be made online through this "
    "site or sent to Hall &amp; Sons, 22 Market Street, Brackley NN13 7DP. Please make cheques payable to the charity named "
    "in the notice. We are members of the National Association of Funeral Directors and follow its code of practice.</p>"
    "<p>Pre-paid funeral plans. Memorial masonry. Bereavement support. Price list.</p></div>")
OB_SIDE = "<div class='box'><h3>Recent notices</h3>" + links(["Margaret Ann Pryce", "John Edward Tolley", "Dorothy Ellis",
          "Peter Ellis", "Margaret Pryce"]) + "</div>"


@scen("obituaries", "death notices of one funeral home: two different women named Margaret Pryce, a husband and "
      "wife named Ellis; print copy with a print header")
def _obits():
    H = "https://www.hallandsonsfunerals.co.uk"
    site = "Hall &amp; Sons Funeral Directors"

    def o(name, years, text, print_=False):
        main = f"<div class='notice'><h1>{name}</h1><p class='years'>{years}</p>{text}</div>"
        if print_:
            return page_en(site, name, main, foot=OB_FOOT, nav=(),
                           pre="<p class='print-head'>Funeral notice - printed copy</p>")
        return page_en(site, name, main, side=OB_SIDE, foot=OB_FOOT, nav=("Notices", "Arranging a funeral", "Prices", "Contact"),
                       crumbs=("Funeral notices", name))

    de = ("Dorothy Ellis", "1936 - 2024", para("Peacefully at Brackley Cottage Hospital on 2 May 2024, aged 87. "
          "Loving mum of Susan and Mark and devoted nan of four.", "Funeral service at St Peter's Church, Brackley on "
          "Friday 24 May at 11.30am. Family flowers only; donations to Brackley Cottage Hospital League of Friends."))
    return [
        P(f"{H}/notices/margaret-ann-pryce", o("Margaret Ann Pryce", "1931 - 2024", para("Peacefully at home on 28 April "
          "2024, aged 92. Wife of the late Reg and mother of Helen.", "Funeral at Banbury Crematorium on Tuesday 14 May "
          "at 2pm. Donations to the Stroke Association.")), "pryce-ma"),
        P(f"{H}/notices/margaret-pryce", o("Margaret Pryce", "1948 - 2024", para("Suddenly on 6 May 2024, aged 75, of "
          "Evenley. Dear sister of Jean and aunt to many.", "Funeral at St George's Church, Evenley on Thursday 23 May "
          "at 1pm. Donations to Cancer Research UK.")), "pryce-m"),
        P(f"{H}/notices/john-edward-tolley", o("John Edward Tolley", "1940 - 2024", para("Peacefully at Horton Hospital "
          "on 30 April 2024, aged 83. Retired engineer and keen bowler.", "Funeral at Banbury Crematorium on Monday 20 May "
          "at 10am. Donations to the Royal British Legion.")), "tolley"),
        P(f"{H}/notices/dorothy-ellis", o(*de), "ellis-d"),
        P(f"{H}/notices/peter-ellis", o("Peter Ellis", "1934 - 2021", para("Peacefully on 19 March 2021, aged 86. "
          "Husband of Dorothy, dad of Susan and Mark.", "A private cremation has taken place. Donations to Brackley "
          "Cottage Hospital League of Friends.")), "ellis-p"),
        P(f"{H}/notices/dorothy-ellis/print", o(*de, print_=True), "ellis-d"),
    ]


PET_TIPS = (
    "<div class='tips'><h3>Lost your pet? Do this now</h3>" + lis([
        "Search your home, shed, garage and neighbours' outbuildings - cats often hide close by.",
        "Call your microchip database and report your pet missing.",
        "Ring local vets, the council dog warden and rescue centres every day.",
        "Put up posters within a mile of where your pet was last seen.",
        "Leave a worn item of clothing or your pet's bedding outside.",
        "Never give your full address or chase a sighting alone - beware of reward scams."]) +
    "</div><div class='rules'><p>PawAlert Yorkshire is run by volunteers. Posts are checked before they go live and are "
    "removed after 90 days unless renewed. Please tell us when your pet is home so we can mark the post as reunited. "
    "We do not rehome animals and cannot collect strays. Registered charity 1190443.</p></div>")


@scen("lost_pets", "lost and found pet posts: title is the site name only and there is no heading; posts differ "
      "only in label: value lines (two lost dogs named Max in different towns, a lost and a found ginger cat)")
def _pets():
    H = "https://www.pawalert-yorkshire.org"
    site = "PawAlert Yorkshire"

    def post(status, pairs, note):
        main = (f"<div class='post'><p class='status status-{status.lower()}'>{status}</p>" + deflist(pairs, "pet")
                + f"<p class='note'>{note}</p></div>")
        return page_en(site, "", main, side=PET_TIPS, title_raw=site, nav=("Lost", "Found", "Reunited", "Report a pet"))

    return [
        P(f"{H}/post?id=4471", post("Lost", [("Name", "Biscuit"), ("Species", "Cat"), ("Colour", "Ginger tabby"),
          ("Sex", "Male, neutered"), ("Last seen", "Headingley, LS6"), ("Date", "12 May 2024"), ("Microchipped", "Yes")],
          "Very timid, may be hiding in a garage. Call 07700 900 311."), "lost-biscuit"),
        P(f"{H}/post?id=4479", post("Found", [("Species", "Cat"), ("Colour", "Ginger tabby"), ("Sex", "Unknown"),
          ("Found at", "Kirkstall, LS5"), ("Date", "13 May 2024"), ("Microchipped", "Not checked")],
          "Friendly, no collar, being fed in our porch. Call 07700 900 648."), "found-ginger"),
        P(f"{H}/post?id=4482", post("Lost", [("Name", "Max"), ("Species", "Dog"), ("Breed", "Border collie"),
          ("Colour", "Black and white"), ("Last seen", "Ilkley Moor, LS29"), ("Date", "13 May 2024"), ("Microchipped", "Yes")],
          "Ran off after fireworks. Do not chase. Call 07700 900 127."), "lost-max-ilkley"),
        P(f"{H}/post?id=4490", post("Lost", [("Name", "Max"), ("Species", "Dog"), ("Breed", "Jack Russell terrier"),
          ("Colour", "White and tan"), ("Last seen", "Knaresborough, HG5"), ("Date", "14 May 2024"), ("Microchipped", "Yes")],
          "Wearing a red collar. Call 07700 900 955."), "lost-max-knaresborough"),
        P(f"{H}/post?id=4493", post("Lost", [("Name", "Clover"), ("Species", "Rabbit"), ("Breed", "Mini lop"),
          ("Colour", "Grey"), ("Last seen", "Otley, LS21"), ("Date", "14 May 2024"), ("Microchipped", "No")],
          "Escaped from a garden hutch. Call 07700 900 402."), "lost-clover"),
    ]


AG_FOOT = (
    "<div class='legal'><p>Keyhaven Estates has sold and let homes across Bristol since 1998, with branches in Clifton, "
    "Redland and Bishopston. Book a free valuation online or call any branch.</p>"
    "<p>Landlord fees: Let only 8% + VAT of the annual rent; Fully managed 14% + VAT. Tenant fees are limited to those "
    "allowed under the Tenant Fees Act 2019. Keyhaven Estates is a member of Propertymark and The Property Ombudsman "
    "redress scheme, and holds Client Money Protection through Propertymark CMP (membership no. C0091827).</p>"
    "<p>Keyhaven Estates Ltd, registered in England no. 03561177. Complaints procedure. Privacy. Cookies.</p></div>")
AG_SIDE = ("<div class='box'><h3>Free valuation</h3><p>Find out what your home is worth in 60 seconds.</p>"
           "<a class='btn' href='#'>Value my home</a></div><div class='box'><h3>Our branches</h3>"
           + lis(["Clifton - 0117 496 0101", "Redland - 0117 496 0202", "Bishopston - 0117 496 0303"]) + "</div>")


@scen("agent_profiles", "estate agents' profile pages: same fields, different person, role, branch, phone and areas; "
      "/index.html copy")
def _agents():
    H = "https://www.keyhaven-estates.co.uk"
    site = "Keyhaven Estates"

    def a(name, role, branch, phone, langs, areas, line):
        main = (f"<div class='profile'><h1>{name}</h1><p class='role'>{role}, {branch} branch</p>"
                + deflist([("Direct line", phone), ("Email", name.split()[0].lower() + "@keyhaven-estates.co.uk"),
                           ("Languages", langs), ("Areas covered", areas)])
                + f"<p>{line}</p><a href='#'>See {name.split()[0]}'s properties</a></div>")
        return page_en(site, f"{name}, {role}", main, side=AG_SIDE, foot=AG_FOOT,
                       nav=("Buy", "Rent", "Sell", "Landlords", "Meet the team"), crumbs=("Meet the team", name))

    sl = a("Sarah Lin", "Senior Sales Negotiator", "Clifton", "0117 496 0111", "English, Mandarin",
           "Clifton, Hotwells, Cliftonwood", "Sarah joined Keyhaven in 2015 and has sold more than 300 homes in Clifton.")
    return [
        P(f"{H}/team/sarah-lin/", sl, "lin"),
        P(f"{H}/team/tom-reyes/", a("Tom Reyes", "Lettings Manager", "Clifton", "0117 496 0114", "English, Spanish",
          "Clifton, Hotwells, Redland", "Tom looks after 180 managed properties and is ARLA qualified."), "reyes"),
        P(f"{H}/team/priya-nair/", a("Priya Nair", "Sales Manager", "Redland", "0117 496 0211", "English, Malayalam",
          "Redland, Cotham, Westbury Park", "Priya has worked in Redland estate agency for twelve years."), "nair"),
        P(f"{H}/team/gareth-hughes/", a("Gareth Hughes", "Senior Sales Negotiator", "Bishopston", "0117 496 0312",
          "English, Welsh", "Bishopston, Horfield, St Andrews", "Gareth grew up in Horfield and knows every street."), "hughes"),
        P(f"{H}/team/ellie-shaw/", a("Ellie Shaw", "Lettings Negotiator", "Redland", "0117 496 0215", "English",
          "Redland, Cotham", "Ellie handles viewings and new tenancies for the Redland branch."), "shaw"),
        P(f"{H}/team/sarah-lin/index.html", sl, "lin"),
    ]


CONF_FOOT = (
    "<div class='conf'><p>DataWeek 2024 takes place on 17 and 18 October at the Assembly Rooms, Edinburgh. Tickets "
    "include both days, lunch, coffee and the evening social. Student and community tickets are available. "
    "All sessions are recorded and published on our YouTube channel within two weeks.</p><p>DataWeek is committed "
    "to a harassment-free conference for everyone. Read our code of conduct; to report a problem, find any organiser "
    "in a green lanyard or email safety@dataweek-conf.org. Step-free access, a quiet room and live captions are "
    "available in every session.</p><p>Organised by DataWeek CIC. Sponsorship enquiries: sponsors@dataweek-conf.org.</p></div>")
SPEAKERS = ["Amara Okafor", "Jonas Lindqvist", "Mei Tanaka", "Rafael Costa", "Hannah Brooks", "Luca Ferrari"]


@scen("speaker_bios", "conference speaker bios: same template, different speaker, affiliation, talk and slot; "
      "a tracked copy whose 'more speakers' sidebar is in another order")
def _speakers():
    H = "https://2024.dataweek-conf.org"
    site = "DataWeek 2024"

    def side(order):
        return "<div class='box'><h3>More speakers</h3>" + links([SPEAKERS[i] for i in order]) + "</div>"

    def b(name, aff, bio, talk, slot, order=range(6)):
        main = (f"<div class='speaker'><h1>{name}</h1><p class='aff'>{aff}</p><p>{bio}</p>"
                f"<h2>Talk</h2><p class='talk'><a href='#'>{talk}</a></p><p class='slot'>{slot}</p></div>")
        return page_en(site, name, main, side=side(order), foot=CONF_FOOT,
                       nav=("Programme", "Speakers", "Tickets", "Venue", "Code of conduct"), crumbs=("Speakers", name))

    ok = ("Amara Okafor", "Head of Data, Lagos Transit Authority", "Amara builds open data pipelines for public "
          "transport and previously worked on census data at the national statistics office.",
          "Ten million bus taps a day: lessons from an open transit feed", "Thursday 17 October, 10:30, Main Hall")
    return [
        P(f"{H}/speakers/amara-okafor", b(*ok), "okafor"),
        P(f"{H}/speakers/jonas-lindqvist", b("Jonas Lindqvist", "Staff Engineer, Nordvik Bank", "Jonas maintains the "
          "bank's streaming platform and contributes to Apache Flink.", "Exactly once, mostly: streaming ledgers in practice",
          "Thursday 17 October, 11:30, Main Hall"), "lindqvist"),
        P(f"{H}/speakers/mei-tanaka", b("Mei Tanaka", "Research Scientist, Kyoto Data Lab", "Mei studies privacy-"
          "preserving statistics and co-wrote a textbook on differential privacy.", "Counting people without counting "
          "anyone", "Thursday 17 October, 14:00, Room 2"), "tanaka"),
        P(f"{H}/speakers/rafael-costa", b("Rafael Costa", "Founder, Pontual Analytics", "Rafael helps small retailers "
          "forecast demand with spreadsheets and a little Python.", "Forecasting for shops that sell twelve things",
          "Friday 18 October, 09:30, Room 2"), "costa"),
        P(f"{H}/speakers/hannah-brooks", b("Hannah Brooks", "Data Editor, The Northern Ledger", "Hannah leads a team of "
          "data journalists and teaches at the Scottish Journalism School.", "Checking numbers on deadline",
          "Friday 18 October, 11:00, Main Hall"), "brooks"),
        P(f"{H}/speakers/amara-okafor?utm_source=twitter&utm_medium=social", b(*ok, order=(3, 0, 5, 1, 4, 2)), "okafor"),
    ]


POD_SIDE = ("<div class='box'><h3>Listen on</h3>" + links(["Apple Podcasts", "Spotify", "Pocket Casts", "RSS feed"])
            + "</div><div class='box'><h3>Support the show</h3><p>Join our Patreon from &pound;3 a month for "
            "ad-free episodes and a monthly Q&amp;A.</p></div>")
POD_FOOT = (
    "<p>The Garden Shed is an independent podcast about growing food and flowers in small British gardens, "
    "hosted by Ruth Abbey and Sam Kerr and recorded in a real shed in Shropshire. New episodes every Thursday.</p>"
    "<p>This episode is sponsored by Greenline Seeds: use code SHED15 for 15% off your first order. We only work "
    "with sponsors we use ourselves. Send us your questions at hello@thegardenshedpodcast.co.uk or leave a voice note "
    "on our website, and we may answer them on the show.</p>")


@scen("podcast_notes", "show notes of a garden podcast: parts 1 and 2 of one topic have nearly the same title; "
      "notes are a sentence, a guest and a few timestamps")
def _podcast():
    H = "https://www.thegardenshedpodcast.co.uk"
    site = "The Garden Shed Podcast"

    def ep(n, title, summary, guest, stamps, dur):
        main = (f"<h1>Episode {n}: {title}</h1><p class='meta'>{dur} &middot; Guest: {guest}</p><p>{summary}</p>"
                "<h2>In this episode</h2>" + lis(stamps, "stamps") + "<audio controls src='#'></audio>")
        return page_en(site, f"Episode {n}: {title}", main, side=POD_SIDE, foot=POD_FOOT,
                       nav=("Episodes", "About", "Patreon", "Contact"), crumbs=("Episodes", f"Episode {n}"))

    return [
        P(f"{H}/episodes/141-winter-pruning-part-1", ep(141, "Winter pruning, part 1", "Apples and pears: when, "
          "why and how much to cut.", "Dr Nell Fairbrother, orchard adviser", ["02:10 Why prune at all",
          "11:45 Spur and tip bearers", "24:30 Listener questions"], "48 min"), "ep141"),
        P(f"{H}/episodes/142-winter-pruning-part-2", ep(142, "Winter pruning, part 2", "Plums, cherries and "
          "why you should leave them until summer.", "Dr Nell Fairbrother, orchard adviser", ["01:50 Silver leaf disease",
          "14:20 Fan-trained cherries", "29:05 Listener questions"], "45 min"), "ep142"),
        P(f"{H}/episodes/143-seed-swaps", ep(143, "Seed swaps", "How to run a seed swap in your village hall.",
          "Anita Mistry, Ludlow Seed Circle", ["03:00 Saving tomato seed", "16:40 Labelling and storage",
          "27:15 Legal bits"], "39 min"), "ep143"),
        P(f"{H}/episodes/144-no-dig-beds", ep(144, "No-dig beds", "Building a new bed on grass with cardboard and "
          "compost.", "Tom Beddoes, market gardener", ["02:30 Cardboard or not", "12:10 How much compost",
          "22:45 Slugs"], "42 min"), "ep144"),
        P(f"{H}/episodes/145-listener-questions", ep(145, "Listener questions", "Your questions on blight, "
          "bolting lettuce and a very large courgette.", "none", ["01:15 Potato blight", "09:40 Bolting lettuce",
          "18:20 The courgette"], "33 min"), "ep145"),
    ]


DOC_SIDE = ("<nav class='docs-nav'><h3>Documentation</h3>" + links(["Getting started", "Installation", "Configuration",
            "Templates", "Filters", "Plugins", "Command line", "Deployment", "API reference", "Migrating from 2.x",
            "Changelog", "FAQ", "Contributing"]) + "</nav>")
DOC_FOOT = ("<p>QuillKit is a static site generator for documentation, released under the MIT licence. "
            "Source on GitHub. Report a security issue privately to security@quillkit.dev. Built with QuillKit. "
            "Hosted by a generous sponsor. Edit this page. Found a typo? Open a pull request.</p>")


@scen("changelog_minor", "changelog entry per patch version: 3.4.0 to 3.4.3 and 3.5.0, each two to four bullets "
      "in one docs template; ref copy of 3.4.2")
def _changelog():
    H = "https://docs.quillkit.dev"
    site = "QuillKit Docs"

    def v(ver, date, items):
        main = (f"<h1>QuillKit {ver}</h1><p class='date'>Released {date}</p>" + lis(items, "changes")
                + "<p><a href='#'>Compare with previous version on GitHub</a></p>")
        return page_en(site, f"Changelog: {ver}", main, side=DOC_SIDE, foot=DOC_FOOT,
                       nav=("Docs", "Themes", "Blog", "GitHub"), crumbs=("Docs", "Changelog", ver))

    v342 = v("3.4.2", "2 April 2024", ["Fixed: search index missed pages with a front-matter title of only digits.",
                                       "Fixed: <code>quill serve</code> crashed on Windows when a path contained spaces."])
    return [
        P(f"{H}/changelog/3.4.0/", v("3.4.0", "12 February 2024", ["Added: dark mode for the default theme.",
          "Added: <code>--drafts</code> flag for <code>quill build</code>.", "Changed: minimum Node.js version is now 18.",
          "Deprecated: the <code>legacyNav</code> option."]), "v340"),
        P(f"{H}/changelog/3.4.1/", v("3.4.1", "1 March 2024", ["Fixed: dark mode toggle did not remember the choice.",
          "Fixed: <code>quill build --drafts</code> ignored nested folders."]), "v341"),
        P(f"{H}/changelog/3.4.2/", v342, "v342"),
        P(f"{H}/changelog/3.4.3/", v("3.4.3", "19 April 2024", ["Security: updated markdown parser to fix a cross-site "
          "scripting issue in link titles (CVE-2024-31877)."]), "v343"),
        P(f"{H}/changelog/3.5.0/", v("3.5.0", "8 May 2024", ["Added: versioned docs with a version switcher.",
          "Added: <code>quill check-links</code> command.", "Removed: the <code>legacyNav</code> option."]), "v350"),
        P(f"{H}/changelog/3.4.2/?ref=github-release", v342, "v342"),
    ]


TIDE_FOOT = (
    "<div class='safety'><p><strong>Safety:</strong> Tide times and heights are predictions and can be affected by "
    "wind and air pressure. Surges of half a metre or more are possible in onshore gales. Never rely on these tables "
    "alone for navigation; use official Admiralty data. Check the tide before walking on beaches or causeways, and "
    "call 999 and ask for the Coastguard if you see someone in difficulty.</p>"
    "<p>Heights are in metres above chart datum. Times are in local time (BST from 31 March to 27 October). "
    "TideCast predictions are computed from harmonic constants and updated yearly.</p>"
    "<p>Also on TideCast: sunrise and sunset, moon phases, surf forecasts, sea temperatures.</p></div>")


@scen("tide_tables", "tide tables per port and day: the same port on two days, neighbouring ports on one day; "
      "only times and heights in one small table differ")
def _tides():
    H = "https://www.tidecast.co.uk"
    site = "TideCast"

    def t(port, day, rows, sun):
        main = (f"<h1>{port} tide times</h1><p class='day'>{day}</p>" + table(rows, head=("Tide", "Time", "Height"))
                + f"<p class='sun'>{sun}</p>")
        side = "<div class='box'><h3>Nearby ports</h3>" + links(["Whitby", "Robin Hood's Bay", "Scarborough", "Filey",
                                                                 "Bridlington"]) + "</div>"
        return page_en(site, f"{port} tide times for {day}", main, side=side, foot=TIDE_FOOT,
                       nav=("Tides", "Surf", "Weather", "Moon"), crumbs=("England", "North Yorkshire", port))

    return [
        P(f"{H}/tides/whitby/2024-05-14", t("Whitby", "Tuesday 14 May 2024", [("High", "03:12", "5.1 m"),
          ("Low", "09:31", "1.2 m"), ("High", "15:40", "5.0 m"), ("Low", "21:55", "1.4 m")],
          "Sunrise 04:52, sunset 20:49"), "whitby-14"),
        P(f"{H}/tides/whitby/2024-05-15", t("Whitby", "Wednesday 15 May 2024", [("High", "04:05", "4.9 m"),
          ("Low", "10:22", "1.4 m"), ("High", "16:36", "4.8 m"), ("Low", "22:50", "1.6 m")],
          "Sunrise 04:50, sunset 20:51"), "whitby-15"),
        P(f"{H}/tides/scarborough/2024-05-14", t("Scarborough", "Tuesday 14 May 2024", [("High", "03:25", "5.0 m"),
          ("Low", "09:44", "1.1 m"), ("High", "15:53", "4.9 m"), ("Low", "22:08", "1.3 m")],
          "Sunrise 04:54, sunset 20:46"), "scarb-14"),
        P(f"{H}/tides/filey/2024-05-14", t("Filey", "Tuesday 14 May 2024", [("High", "03:31", "5.0 m"),
          ("Low", "09:50", "1.1 m"), ("High", "15:59", "4.9 m"), ("Low", "22:14", "1.3 m")],
          "Sunrise 04:54, sunset 20:45"), "filey-14"),
        P(f"{H}/tides/bridlington/2024-05-14", t("Bridlington", "Tuesday 14 May 2024", [("High", "03:48", "5.4 m"),
          ("Low", "10:05", "1.0 m"), ("High", "16:15", "5.3 m"), ("Low", "22:31", "1.2 m")],
          "Sunrise 04:56, sunset 20:44"), "brid-14"),
    ]


AQ_FOOT = (
    "<div class='aq-help'><h3>What the index means</h3>" + table([("1-3", "Low", "Enjoy your usual outdoor activities."),
    ("4-6", "Moderate", "Adults and children with lung or heart problems who have symptoms should consider reducing "
     "strenuous activity outdoors."), ("7-9", "High", "Anyone experiencing discomfort such as sore eyes, cough or sore "
     "throat should consider reducing activity outdoors."), ("10", "Very high", "Reduce physical exertion, particularly "
     "outdoors, especially if you experience symptoms.")], head=("Index", "Band", "Advice")) +
    "<p>Readings come from automatic monitoring stations and are averaged over the last hour. Pollen forecasts are "
    "for grass, tree and weed pollen combined. CleanAir Index is a not-for-profit project; data may be delayed or "
    "missing during station maintenance.</p></div>")


@scen("air_quality", "air quality and pollen per city: five northern cities in one template; the index, four "
      "readings and a pollen word differ; most share the same band and advice; widget copy")
def _air():
    H = "https://www.cleanair-index.org"
    site = "CleanAir Index"

    def c(city, idx, band, pm25, pm10, no2, o3, pollen, station):
        main = (f"<h1>{city} air quality</h1><p class='idx'>Index {idx} ({band})</p>"
                + table([("PM2.5", pm25), ("PM10", pm10), ("NO<sub>2</sub>", no2), ("O<sub>3</sub>", o3)],
                        head=("Pollutant", "&micro;g/m&sup3;"))
                + f"<p>Pollen today: {pollen}</p><p class='station'>Nearest station: {station}. Updated 13:00.</p>")
        side = "<div class='box'><h3>Other cities</h3>" + links(["Manchester", "Salford", "Leeds", "Bradford", "Sheffield",
                                                                 "Liverpool", "York"]) + "</div>"
        return page_en(site, f"{city} air quality index (AQI) and pollen", main, side=side, foot=AQ_FOOT,
                       nav=("Map", "Cities", "Forecast", "About"), crumbs=("England", city))

    man = c("Manchester", 3, "Low", 11, 18, 34, 61, "High", "Manchester Piccadilly")
    return [
        P(f"{H}/city/manchester", man, "manchester"),
        P(f"{H}/city/salford", c("Salford", 3, "Low", 10, 17, 29, 63, "High", "Salford Eccles"), "salford"),
        P(f"{H}/city/leeds", c("Leeds", 2, "Low", 8, 15, 26, 66, "High", "Leeds Centre"), "leeds"),
        P(f"{H}/city/bradford", c("Bradford", 4, "Moderate", 24, 31, 40, 58, "Moderate", "Bradford Mayo Avenue"), "bradford"),
        P(f"{H}/city/sheffield", c("Sheffield", 3, "Low", 12, 19, 31, 60, "Very high", "Sheffield Devonshire Green"), "sheffield"),
        P(f"{H}/city/manchester?utm_source=widget&utm_medium=embed", man, "manchester"),
    ]


PK_FOOT = (
    "<div class='howpay'><h3>How to pay</h3><p>Pay by card at the machine, by phone on 0330 400 7281 or with the "
    "PayByPhone app using the location code on the sign. Blue Badge holders park free for up to three hours in "
    "on-street pay and display bays; display your badge and clock.</p><p>A Penalty Charge Notice of &pound;70 (reduced to "
    "&pound;35 if paid within 14 days) may be issued if you park without paying, overstay, or park outside a marked bay. "
    "Challenge a parking fine online within 28 days.</p><p>Harlowfield District Council, Civic Centre, Market Square. "
    "Parking services are open Monday to Friday, 9am to 5pm.</p></div>")


@scen("parking_rates", "on-street parking charges per zone: zones A and B differ only in two cells of the tariff "
      "table and the hours line; zone C and a car park differ more")
def _parking():
    H = "https://www.harlowfield.gov.uk"
    site = "Harlowfield District Council"

    def z(name, hours, rows, maxstay):
        main = (f"<h1>{name} parking charges</h1><p>Controlled hours: {hours}</p>"
                + table(rows, head=("Stay up to", "Charge")) + f"<p>Maximum stay: {maxstay}. No return within 2 hours.</p>")
        side = "<div class='box'><h3>Parking</h3>" + links(["Zone A", "Zone B", "Zone C", "Car parks",
                                                            "Resident permits", "Pay a fine"]) + "</div>"
        return page_en(site, f"{name} parking charges", main, side=side, foot=PK_FOOT,
                       nav=("Bins", "Council tax", "Parking", "Planning"), crumbs=("Parking", "Charges", name))

    return [
        P(f"{H}/parking/charges/zone-a", z("Zone A", "Monday to Saturday, 8am to 6:30pm",
          [("30 minutes", "&pound;1.20"), ("1 hour", "&pound;2.40"), ("2 hours", "&pound;4.60")], "2 hours"), "zone-a"),
        P(f"{H}/parking/charges/zone-b", z("Zone B", "Monday to Saturday, 8am to 6pm",
          [("30 minutes", "&pound;1.00"), ("1 hour", "&pound;2.00"), ("2 hours", "&pound;4.60")], "2 hours"), "zone-b"),
        P(f"{H}/parking/charges/zone-c", z("Zone C", "Monday to Friday, 9am to 5pm",
          [("1 hour", "&pound;1.00"), ("4 hours", "&pound;3.00")], "4 hours"), "zone-c"),
        P(f"{H}/parking/charges/bury-lane-car-park", z("Bury Lane car park", "every day, 7am to 8pm",
          [("1 hour", "&pound;1.50"), ("3 hours", "&pound;3.50"), ("All day", "&pound;6.00")], "none"), "bury-lane"),
    ]


ST_FOOT = (
    "<div class='help'><p>Passenger Assist: if you need help getting on or off the train, book free assistance up to "
    "two hours before you travel through the Passenger Assist app or on 0800 022 3720. Staff will meet you at the "
    "station and help you with luggage and ramps.</p><p>Delay Repay: claim compensation if your journey is delayed by "
    "15 minutes or more, whatever the reason. Lost property is kept at Leeds station for 30 days.</p>"
    "<p>Northline is operated by Northline Trains Ltd on behalf of the Department for Transport. Contact us, "
    "Accessibility, Modern slavery statement, Privacy.</p></div>")


@scen("station_facilities", "facility pages of five stations on one line: the same yes/no list where a few "
      "answers, opening hours and counts differ; AMP copy")
def _stations():
    H = "https://www.northline-rail.co.uk"
    site = "Northline"

    def s(name, code, office, stepfree, toilets, parking, cycles, staffed, amp=False):
        main = (f"<h1>{name} station</h1><p class='code'>Station code {code}</p>"
                + table([("Ticket office", office), ("Ticket machine", "Yes"), ("Step-free access", stepfree),
                         ("Toilets", toilets), ("Car park spaces", parking), ("Cycle spaces", cycles),
                         ("Staffed", staffed), ("Help point", "Yes")], cls="facilities"))
        side = "" if amp else ("<div class='box'><h3>Plan</h3>" + links(["Live departures", "Buy tickets",
                               "Engineering works", "Station map"]) + "</div>")
        head = f"<link rel='canonical' href='{H}/stations/{code.lower()}'>" if amp else ""
        return page_en(site, f"{name} station facilities", main, side=side, foot=ST_FOOT, head=head,
                       nav=("Tickets", "Journey planner", "Stations", "Help"), crumbs=("Stations", name))

    return [
        P(f"{H}/stations/ilk", s("Ilkley", "ILK", "Mon-Sat 06:30-19:00", "Yes, all platforms", "Yes", "36", "20",
          "Part time"), "ilk"),
        P(f"{H}/stations/bnr", s("Ben Rhydding", "BNR", "No", "Yes, all platforms", "No", "0", "6", "No"), "bnr"),
        P(f"{H}/stations/bur", s("Burley-in-Wharfedale", "BUW", "No", "Yes, all platforms", "No", "32", "10", "No"), "bur"),
        P(f"{H}/stations/men", s("Menston", "MNN", "Mon-Fri 06:30-13:00", "Platform 2 only", "No", "83", "12",
          "Part time"), "men"),
        P(f"{H}/stations/gsy", s("Guiseley", "GSY", "Mon-Sat 06:30-19:00", "Yes, all platforms", "Yes", "75", "16",
          "Part time"), "gsy"),
        P(f"{H}/stations/ilk/amp/", s("Ilkley", "ILK", "Mon-Sat 06:30-19:00", "Yes, all platforms", "Yes", "36", "20",
          "Part time", amp=True), "ilk"),
    ]


MUS_FOOT = (
    "<div class='visit'><p>Entry to all City Heritage Museums is free, though some special exhibitions are ticketed. "
    "Donations help us care for the collections. Bags larger than cabin size must be left in the cloakroom. "
    "Photography without flash is welcome unless signs say otherwise.</p><p>All our museums are closed on 24, 25 and "
    "26 December and 1 January. Last entry is 30 minutes before closing. Groups of ten or more, including schools, "
    "should book in advance. Assistance dogs are welcome.</p><p>City Heritage Museums is part of the City Council's "
    "culture service. Registered museum accreditation no. 1184. Enquiries 0161 496 0777.</p></div>")
WHATSON = ["Steam Sundays at the Industrial Museum", "Victorian Toys: a family trail", "Half-term printmaking workshop",
           "Late opening: Art after Dark", "Curator's talk: the river in paintings"]


@scen("museum_hours", "opening-hours page per museum branch: every title 'Opening hours', branch name only in a "
      "subheading; hours tables differ in a row or two; copy with the 'What's on' sidebar reordered")
def _museums():
    H = "https://www.cityheritagemuseums.org"
    site = "City Heritage Museums"

    def m(branch, addr, rows, order=range(5)):
        main = (f"<h1>Opening hours</h1><h2 class='branch'>{branch}</h2><p class='addr'>{addr}</p>"
                + table(rows, head=("Day", "Open")))
        side = "<div class='box'><h3>What's on</h3>" + links([WHATSON[i] for i in order]) + "</div>"
        return page_en(site, "Opening hours", main, side=side, foot=MUS_FOOT,
                       nav=("Visit", "What's on", "Collections", "Learning", "Shop"), crumbs=("Visit", "Opening hours"))

    std = [("Monday", "Closed"), ("Tuesday to Friday", "10:00 - 17:00"), ("Saturday", "10:00 - 17:00"),
           ("Sunday", "11:00 - 16:00")]
    riv = ("Riverside Museum", "Quay Street, M3 4FP", std)
    return [
        P(f"{H}/visit/riverside-museum/opening-hours", m(*riv), "riverside"),
        P(f"{H}/visit/art-gallery/opening-hours", m("City Art Gallery", "Mosley Street, M2 3JL",
          [("Monday", "Closed"), ("Tuesday to Friday", "10:00 - 17:00"), ("Saturday", "10:00 - 17:00"),
           ("Sunday", "10:00 - 17:00"), ("Thursday late", "until 21:00")]), "gallery"),
        P(f"{H}/visit/industrial-museum/opening-hours", m("Industrial Museum", "Liverpool Road, M3 4JP",
          [("Monday", "Closed"), ("Tuesday to Friday", "Closed"), ("Saturday", "10:00 - 16:00"),
           ("Sunday", "10:00 - 16:00")]), "industrial"),
        P(f"{H}/visit/toy-museum/opening-hours", m("Toy Museum", "Church Lane, M20 2PN",
          [("Monday", "Closed"), ("Tuesday to Friday", "10:00 - 17:00"), ("Saturday", "10:00 - 17:00"),
           ("Sunday", "Closed")]), "toy"),
        P(f"{H}/visit/mill-house/opening-hours", m("Mill House", "Mill Brow, M24 1AA",
          [("Monday", "Closed"), ("Tuesday to Friday", "Closed"), ("Saturday", "Closed"),
           ("Sunday", "13:00 - 16:00 (April to October only)")]), "mill"),
        P(f"{H}/visit/riverside-museum/opening-hours?from=homepage", m(*riv, order=(2, 4, 0, 3, 1)), "riverside"),
    ]


# ============================================================================= CHINESE

TQ_FOOT = (
    "<div class='zs'><h4>生活指数说明</h4><p>穿衣指数、紫外线指数、洗车指数、感冒指数等生活气象指数由市气象台根据未来24小时"
    "天气预报计算得出，仅供参考。如遇暴雨、大风、高温等灾害性天气，请以气象部门发布的最新预警信息为准，注意防范。</p>"
    "<p>气象服务热线：12121（拨打资费按当地标准收取）。手机用户可关注官方微信公众号，每日早晚两次推送天气预报。</p>"
    "<p>本站天气数据来源于市气象台，转载请注明出处。未经许可，不得将本站数据用于商业用途。</p>"
    "<p>主办单位：江城市气象服务中心　地址：江城市洪山区气象路8号　联系电话：027-8765 4321</p></div>")


@scen("weather_districts_gbk", "GBK 区县天气预报: five districts in one template, only the district name and "
      "numbers in a 3-day table differ; a later refresh of one district with only the update time changed is a copy")
def _weather():
    H = "http://tq.jcqx.cn"
    site = "江城天气网"

    def w(dist, rows, upd):
        main = (f"<h1>{dist}天气预报</h1><p class='upd'>江城市气象台 2024年5月14日 {upd} 发布</p>"
                + table(rows, head=("日期", "天气", "气温", "风向风力")) + "<p class='tip'>温馨提示：早晚温差较大，请适当增减衣物。</p>")
        side = "<div class='box'><h3>周边区县</h3>" + links(["江岸区", "江夏区", "黄陂区", "新洲区", "蔡甸区", "汉南区"]) + "</div>"
        return page_zh(site, f"{dist}天气预报_{dist}7天天气", main, side=side, foot=TQ_FOOT,
                       crumbs=("首页", "江城", dist), nav=("首页", "天气预报", "空气质量", "气象预警", "生活指数"),
                       title_raw=f"{dist}天气预报,{dist}今天天气,{dist}一周天气_{site}")

    jx_rows = [("14日（今天）", "多云转小雨", "19～27℃", "东南风3级"), ("15日（明天）", "小雨", "18～23℃", "东北风3级"),
               ("16日（后天）", "阴", "17～24℃", "北风2级")]
    return [
        P(f"{H}/forecast/jiangxia.html", w("江夏区", jx_rows, "07:30"), "jiangxia", "gbk"),
        P(f"{H}/forecast/huangpi.html", w("黄陂区", [("14日（今天）", "多云转小雨", "18～26℃", "东南风3级"),
          ("15日（明天）", "小雨", "17～22℃", "东北风3级"), ("16日（后天）", "阴", "16～24℃", "北风2级")], "07:30"),
          "huangpi", "gbk"),
        P(f"{H}/forecast/xinzhou.html", w("新洲区", [("14日（今天）", "多云", "19～27℃", "东南风2级"),
          ("15日（明天）", "小雨转中雨", "18～22℃", "东北风3级"), ("16日（后天）", "阴", "17～23℃", "北风2级")], "07:30"),
          "xinzhou", "gbk"),
        P(f"{H}/forecast/caidian.html", w("蔡甸区", [("14日（今天）", "多云转小雨", "19～28℃", "南风3级"),
          ("15日（明天）", "小雨", "18～23℃", "东北风3级"), ("16日（后天）", "阴", "17～24℃", "北风2级")], "07:30"),
          "caidian", "gbk"),
        P(f"{H}/forecast/hannan.html", w("汉南区", [("14日（今天）", "多云转小雨", "20～28℃", "南风3级"),
          ("15日（明天）", "小雨", "19～23℃", "东风2级"), ("16日（后天）", "阴转多云", "18～25℃", "北风2级")], "07:30"),
          "hannan", "gbk"),
        P(f"{H}/forecast/jiangxia.html?t=1715646000", w("江夏区", jx_rows, "08:00"), "jiangxia", "gbk"),
    ]


CJ_FOOT = (
    "<div class='sm'><p>声明：本站菜价数据由各农贸市场信息员每日上午采集上报，为批发市场成交均价，零售价格一般高出20%至40%，"
    "数据仅供参考，不作为交易依据。如发现数据有误，欢迎来电反馈。</p><p>白沙洲农副产品大市场位于江城市洪山区青菱乡，"
    "是华中地区规模最大的农产品批发市场之一，日均蔬菜交易量约6000吨。市场营业时间：凌晨2:00至下午14:00。</p>"
    "<p>菜价网 版权所有　客服电话：400-600-1234　鄂ICP备12345678号</p></div>")


@scen("vegetable_prices", "菜价行情: one market's vegetable table on two days (a few prices differ), and other "
      "categories on one day; ?page=1 copy")
def _veg():
    H = "https://www.caijia123.com"
    site = "菜价网"

    def p(date, cat, rows):
        main = (f"<h1>{date}白沙洲市场{cat}价格行情</h1><p class='unit'>单位：元/公斤</p>"
                + table(rows, head=("品名", "最低价", "最高价", "均价")))
        side = "<div class='box'><h3>其他市场</h3>" + links(["四季美市场", "汉口北市场", "大洋农贸市场", "南湖菜场"]) + "</div>"
        return page_zh(site, f"{date}白沙洲市场{cat}价格行情", main, side=side, foot=CJ_FOOT,
                       crumbs=("首页", "菜价行情", "白沙洲市场"), nav=("首页", "今日菜价", "价格走势", "市场大全"))

    veg14 = p("2024年5月14日", "蔬菜", [("大白菜", "1.20", "1.60", "1.40"), ("西红柿", "3.00", "4.20", "3.60"),
             ("黄瓜", "2.40", "3.00", "2.70"), ("土豆", "2.00", "2.60", "2.30"), ("青椒", "3.60", "4.80", "4.20"),
             ("茄子", "2.80", "3.40", "3.10")])
    return [
        P(f"{H}/bsz/20240514/shucai.html", veg14, "veg14"),
        P(f"{H}/bsz/20240515/shucai.html", p("2024年5月15日", "蔬菜", [("大白菜", "1.20", "1.60", "1.40"),
          ("西红柿", "3.20", "4.40", "3.80"), ("黄瓜", "2.40", "3.00", "2.70"), ("土豆", "2.00", "2.60", "2.30"),
          ("青椒", "3.40", "4.60", "4.00"), ("茄子", "2.80", "3.40", "3.10")]), "veg15"),
        P(f"{H}/bsz/20240514/shuiguo.html", p("2024年5月14日", "水果", [("苹果", "5.00", "7.00", "6.00"),
          ("香蕉", "3.60", "4.40", "4.00"), ("西瓜", "2.60", "3.20", "2.90"), ("橙子", "5.40", "6.60", "6.00")]), "fruit14"),
        P(f"{H}/bsz/20240514/rouqin.html", p("2024年5月14日", "肉禽蛋", [("猪肉（白条）", "18.60", "20.00", "19.30"),
          ("鸡蛋", "8.40", "9.20", "8.80"), ("白条鸡", "15.00", "17.00", "16.00"), ("牛肉", "62.00", "70.00", "66.00")]), "meat14"),
        P(f"{H}/bsz/20240514/shucai.html?page=1", veg14, "veg14"),
    ]


GP_FOOT = (
    "<div class='risk'><p>风险提示：本页面行情数据由交易所授权提供，延时15分钟，仅供参考，不构成任何投资建议。股市有风险，"
    "投资需谨慎。投资者据此操作，风险自担。</p><p>金融界财经是综合性财经资讯平台，提供沪深京港美股实时行情、个股资讯、"
    "研究报告、资金流向和财务数据。客服热线：400-166-1188（工作日9:00-18:00）。</p><p>违法和不良信息举报电话："
    "010-5832 5288　增值电信业务经营许可证 京B2-20090001</p></div>")


@scen("stock_quotes", "个股行情页: five liquor and finance stocks, each a name, code and table of eight numbers; "
      "app copy")
def _stocks():
    H = "https://quote.jrjcj.com"
    site = "金融界财经"

    def s(name, code, price, chg, rows):
        main = (f"<h1>{name} <span class='code'>{code}</span></h1><div class='price'>{price} <span>{chg}</span></div>"
                "<p class='time'>2024-05-14 15:00:00 收盘</p>"
                + table(rows, cls="quote") + "<div class='chart' id='kline'></div>")
        side = "<div class='box'><h3>同行业个股</h3>" + links(["贵州茅台", "五粮液", "泸州老窖", "山西汾酒", "洋河股份"]) + "</div>"
        return page_zh(site, "", main, side=side, foot=GP_FOOT, crumbs=("行情中心", "沪深A股", name),
                       nav=("首页", "行情", "资讯", "研报", "数据"),
                       title_raw=f"{name}({code[2:]})股票行情_股价_走势图_{site}")

    def rows(o, c, h, lo, vol, amt, pe, cap):
        return [("今开", o, "昨收", c), ("最高", h, "最低", lo), ("成交量", vol, "成交额", amt), ("市盈率(TTM)", pe, "总市值", cap)]

    mt = s("贵州茅台", "SH600519", "1708.00", "+0.52%", rows("1699.00", "1699.20", "1712.88", "1696.00",
           "2.31万手", "39.38亿", "25.67", "2.15万亿"))
    return [
        P(f"{H}/stock/sh600519.html", mt, "600519"),
        P(f"{H}/stock/sz000858.html", s("五粮液", "SZ000858", "154.30", "+0.91%", rows("152.90", "152.91", "155.20",
          "152.50", "12.06万手", "18.61亿", "18.95", "5989亿")), "000858"),
        P(f"{H}/stock/sz000568.html", s("泸州老窖", "SZ000568", "192.65", "-0.33%", rows("193.00", "193.29", "194.80",
          "191.50", "3.92万手", "7.56亿", "19.21", "2836亿")), "000568"),
        P(f"{H}/stock/sh600036.html", s("招商银行", "SH600036", "34.52", "+1.20%", rows("34.10", "34.11", "34.66",
          "34.02", "58.7万手", "20.22亿", "5.98", "8706亿")), "600036"),
        P(f"{H}/stock/sh601318.html", s("中国平安", "SH601318", "46.18", "+0.26%", rows("46.00", "46.06", "46.50",
          "45.82", "61.3万手", "28.27亿", "8.11", "8409亿")), "601318"),
        P(f"{H}/stock/sh600519.html?from=app&share=wechat", mt, "600519"),
    ]


YY_FOOT = (
    "<div class='yy'><h4>预约挂号</h4><p>本院全面实行非急诊预约挂号，可通过医院微信公众号、支付宝生活号、自助机或拨打预约电话"
    "027-8888 1200预约7天内号源。初诊患者请携带身份证或医保卡，复诊患者请携带就诊卡。</p><h4>就诊须知</h4><p>专家门诊如遇"
    "临时停诊，医院将提前短信通知并安排其他专家替诊。请按预约时段提前15分钟到诊室候诊，过号需重新排队。</p>"
    "<p>江城市中心医院是一所集医疗、教学、科研、预防为一体的三级甲等综合医院，开放床位3200张。</p>"
    "<p>地址：江城市江汉区解放大道26号　急诊电话：027-8888 1120</p></div>")


@scen("doctor_profiles", "医生介绍 of one hospital: two doctors with near-identical names (张伟 / 张卫) in different "
      "departments; profiles are a title, a 擅长 line and a clinic-times table; print copy")
def _doctors():
    H = "https://www.jczxyy.com"
    site = "江城市中心医院"

    def d(name, title, dept, good, clinic, print_=False):
        main = (f"<div class='doc'><h1>{name}</h1>" + kv([("职称", title), ("科室", dept), ("擅长", good)])
                + "<h3>出诊时间</h3>" + table(clinic, head=("星期", "时段", "类别")) + "</div>")
        if print_:
            return page_zh(site, f"{name}-专家介绍", main, foot=YY_FOOT, crumbs=("首页", "专家介绍", name), nav=(),
                           top="<div class='print-bar'>打印本页　关闭</div>")
        side = "<div class='box'><h3>预约挂号</h3><p>微信搜索“江城市中心医院”</p></div>"
        return page_zh(site, f"{name}-专家介绍", main, side=side, foot=YY_FOOT, crumbs=("首页", "专家介绍", name),
                       nav=("首页", "医院概况", "专家介绍", "就医指南", "预约挂号"))

    zw = ("张伟", "主任医师、教授", "心血管内科", "冠心病介入治疗、高血压及心力衰竭的规范化诊治。",
          [("周二", "上午", "专家门诊"), ("周四", "下午", "特需门诊")])
    return [
        P(f"{H}/zjjs/1023.html", d(*zw), "zhangwei"),
        P(f"{H}/zjjs/1187.html", d("张卫", "副主任医师", "消化内科", "胃肠镜检查及消化道早癌内镜下治疗。",
          [("周一", "上午", "专家门诊"), ("周五", "上午", "专家门诊")]), "zhangwei2"),
        P(f"{H}/zjjs/1045.html", d("李敏", "主任医师", "内分泌科", "糖尿病、甲状腺疾病的诊治。",
          [("周三", "全天", "专家门诊")]), "limin"),
        P(f"{H}/zjjs/1102.html", d("王建国", "主任医师", "骨科", "脊柱退行性疾病和关节置换。",
          [("周二", "下午", "专家门诊"), ("周六", "上午", "专家门诊")]), "wangjianguo"),
        P(f"{H}/zjjs/1230.html", d("刘芳", "主治医师", "儿科", "小儿呼吸道感染、哮喘。",
          [("周一", "下午", "普通门诊"), ("周三", "上午", "普通门诊"), ("周五", "下午", "普通门诊")]), "liufang"),
        P(f"{H}/zjjs/1023.html?print=1", d(*zw, print_=True), "zhangwei"),
    ]


CC_FOOT = (
    "<div class='xz'><h4>购票须知</h4><p>铁路部门实行车票实名制，旅客购票时须出示本人有效身份证件。互联网售票预售期为15天，"
    "车站窗口和代售点售票时间一般为6:00至23:00。开车前8天（不含）以上退票的，不收取退票费；票面乘车站开车时间前48小时以上"
    "的按票价5%计；24小时以上、不足48小时的按票价10%计；不足24小时的按票价20%计。</p><p>本站列车时刻表数据仅供参考，"
    "请以车站公告和12306实际售票信息为准。本站不提供购票服务。</p><p>火车票查询网　关于本站　联系我们　网站地图</p></div>")


@scen("train_numbers_gbk", "GBK 车次查询: G-trains on one line share most stops and differ in times and a stop "
      "or two; a D and a K train differ more")
def _trains():
    H = "http://www.huochepiao-cx.com"
    site = "火车票查询网"

    def t(no, frm, to, dur, stops):
        main = (f"<h1>{no}次列车时刻表</h1><p>{frm} 开往 {to}　全程运行{dur}</p>"
                + table(stops, head=("站次", "站名", "到达时间", "开车时间", "停留")))
        side = "<div class='box'><h3>热门车次</h3>" + links(["G101", "G103", "G105", "D321", "K1158", "Z38"]) + "</div>"
        return page_zh(site, f"{no}次列车时刻表", main, side=side, foot=CC_FOOT, crumbs=("首页", "车次查询", no),
                       nav=("首页", "车次查询", "站站查询", "车站查询", "正晚点"),
                       title_raw=f"{no}次列车时刻表_{no}次列车查询_{site}")

    return [
        P(f"{H}/checi/G1101.html", t("G1101", "江城", "广州南", "4小时52分", [("1", "江城", "----", "07:00", "----"),
          ("2", "咸宁北", "07:25", "07:27", "2分"), ("3", "岳阳东", "08:05", "08:07", "2分"), ("4", "长沙南", "08:40", "08:44", "4分"),
          ("5", "衡阳东", "09:25", "09:27", "2分"), ("6", "广州南", "11:52", "----", "----")]), "g1101", "gbk"),
        P(f"{H}/checi/G1103.html", t("G1103", "江城", "广州南", "4小时49分", [("1", "江城", "----", "08:10", "----"),
          ("2", "咸宁北", "08:35", "08:37", "2分"), ("3", "岳阳东", "09:15", "09:17", "2分"), ("4", "长沙南", "09:50", "09:54", "4分"),
          ("5", "郴州西", "10:52", "10:54", "2分"), ("6", "广州南", "12:59", "----", "----")]), "g1103", "gbk"),
        P(f"{H}/checi/G1105.html", t("G1105", "江城", "广州南", "4小时40分", [("1", "江城", "----", "09:05", "----"),
          ("2", "岳阳东", "10:02", "10:04", "2分"), ("3", "长沙南", "10:37", "10:41", "4分"),
          ("4", "衡阳东", "11:22", "11:24", "2分"), ("5", "广州南", "13:45", "----", "----")]), "g1105", "gbk"),
        P(f"{H}/checi/D3211.html", t("D3211", "江城", "上海虹桥", "6小时18分", [("1", "江城", "----", "08:20", "----"),
          ("2", "黄冈东", "08:52", "08:54", "2分"), ("3", "合肥南", "10:45", "10:50", "5分"), ("4", "南京南", "11:58", "12:02", "4分"),
          ("5", "上海虹桥", "14:38", "----", "----")]), "d3211", "gbk"),
        P(f"{H}/checi/K1158.html", t("K1158", "江城", "北京西", "13小时05分", [("1", "江城", "----", "19:45", "----"),
          ("2", "孝感", "20:30", "20:34", "4分"), ("3", "信阳", "22:10", "22:18", "8分"), ("4", "郑州", "02:20", "02:32", "12分"),
          ("5", "石家庄", "06:15", "06:23", "8分"), ("6", "北京西", "08:50", "----", "----")]), "k1158", "gbk"),
    ]


KD_FOOT = (
    "<div class='faq'><h4>常见问题</h4><p>问：网点电话打不通怎么办？答：可拨打快递公司全国客服热线，或在本站提交查询工单，"
    "我们会在24小时内协助联系网点。</p><p>问：快递显示已签收但没收到？答：请先联系派件员或网点核实签收人，如仍无法解决，"
    "可向快递公司总部或国家邮政局申诉网站（电话12305）投诉。</p><p>本站网点信息由网点自行提交或网友纠错，如有变动请以快递公司"
    "官方信息为准。欢迎网点负责人认领并更新信息。</p><p>快递网点查询网　鄂ICP备2021000123号</p></div>")


@scen("courier_outlets", "快递网点: outlets of two couriers in one district, each an address, phone, delivery "
      "area and excluded area; two outlets of the same courier differ only in these lines")
def _courier():
    H = "https://www.kuaidiwangdian.cn"
    site = "快递网点查询网"

    def o(name, addr, tel, area, noarea, hours):
        main = (f"<h1>{name}</h1>" + kv([("网点地址", addr), ("联系电话", tel), ("派送范围", area),
                                         ("不派送范围", noarea), ("营业时间", hours)])
                + "<p class='claim'>我是网点负责人，<a href='#'>认领并修改信息</a></p>")
        side = "<div class='box'><h3>洪山区其他网点</h3>" + links(["韵达光谷网点", "韵达街道口网点", "中通关山网点",
                                                               "中通卓刀泉网点", "圆通珞狮路网点"]) + "</div>"
        return page_zh(site, f"{name}电话_地址_派送范围", main, side=side, foot=KD_FOOT,
                       crumbs=("首页", "湖北", "江城", "洪山区", name), nav=("首页", "快递查询", "网点查询", "寄件价格"))

    return [
        P(f"{H}/yunda/hongshan/1021.html", o("韵达快递江城洪山区光谷网点", "洪山区光谷大道58号光谷青年汇1楼",
          "027-8756 1021", "光谷大道、关山大道、高新大道沿线", "佛祖岭、豹澥", "8:00-20:00"), "yd-gg"),
        P(f"{H}/yunda/hongshan/1022.html", o("韵达快递江城洪山区街道口网点", "洪山区珞喻路129号",
          "027-8756 1022", "珞喻路、武珞路、卓刀泉路沿线", "南湖花园", "8:00-19:30"), "yd-jdk"),
        P(f"{H}/zhongtong/hongshan/2011.html", o("中通快递江城洪山区关山网点", "洪山区关山一路6号",
          "027-8762 2011", "关山街、关东街", "流芳、花山", "8:30-19:00"), "zt-gs"),
        P(f"{H}/zhongtong/hongshan/2012.html", o("中通快递江城洪山区卓刀泉网点", "洪山区卓刀泉南路31号",
          "027-8762 2012", "卓刀泉街、珞南街", "无", "8:30-19:00"), "zt-zdq"),
        P(f"{H}/yuantong/hongshan/3005.html", o("圆通速递江城洪山区珞狮路网点", "洪山区珞狮路147号",
          "027-8770 3005", "珞狮路、雄楚大道沿线", "南湖大学城", "8:00-20:00"), "yt-ls"),
    ]


ZYZ_FOOT = (
    "<div class='pt'><p>江汉志愿服务平台是经民政部门登记的志愿服务信息平台，为志愿者和志愿服务组织提供项目发布、报名、"
    "考勤和时长记录服务。志愿服务时长将同步至全国志愿服务信息系统。</p><p>报名流程：注册实名账号 → 选择项目 → 提交报名 → "
    "等待组织方审核 → 按时签到参加活动。平台为参加项目的志愿者统一购买志愿服务意外保险。未满18周岁的志愿者须经监护人同意。</p>"
    "<p>服务热线：027-8566 0101（周一至周五9:00-17:00）　平台邮箱：zyz@jhzyfw.org.cn</p></div>")


@scen("volunteer_projects", "志愿者招募 projects: one 地铁站文明引导 project run in May and again in June "
      "differs only in month, dates and numbers; other projects differ in a few fields")
def _volunteers():
    H = "https://www.jhzyfw.org.cn"
    site = "江汉志愿服务平台"

    def p(name, org, n, when, where, req, hours):
        main = (f"<h1>{name}</h1>" + table([("发布组织", org), ("招募人数", n), ("服务时间", when), ("服务地点", where),
                                            ("报名要求", req), ("时长认定", hours)], cls="proj")
                + "<a class='btn' href='#'>我要报名</a>")
        side = "<div class='box'><h3>热门项目</h3>" + links(["地铁站文明引导", "图书馆周末服务", "社区老人陪伴"]) + "</div>"
        return page_zh(site, name, main, side=side, foot=ZYZ_FOOT, crumbs=("首页", "项目招募", name),
                       nav=("首页", "项目招募", "志愿组织", "时长查询", "个人中心"))

    return [
        P(f"{H}/project/5521.html", p("2024年5月地铁站文明引导志愿服务", "江城地铁运营公司团委", "40人",
          "5月18日至5月26日每周六、日 7:30-9:30", "地铁2号线循礼门站、中山公园站", "18-60周岁，身体健康", "每次2小时"), "metro-may"),
        P(f"{H}/project/5608.html", p("2024年6月地铁站文明引导志愿服务", "江城地铁运营公司团委", "30人",
          "6月15日至6月23日每周六、日 7:30-9:30", "地铁2号线循礼门站、中山公园站", "18-60周岁，身体健康", "每次2小时"), "metro-jun"),
        P(f"{H}/project/5530.html", p("市图书馆周末阅览室志愿服务", "江城市图书馆", "12人", "每周六、日 9:00-12:00",
          "市图书馆二楼阅览室", "16周岁以上，细心耐心", "每次3小时"), "library"),
        P(f"{H}/project/5544.html", p("空巢老人陪伴聊天志愿服务", "民意街社区居委会", "20人", "5月每周三 14:30-16:30",
          "民意街社区日间照料中心", "会说江城话者优先", "每次2小时"), "elderly"),
        P(f"{H}/project/5551.html", p("2024江城马拉松赛道补给志愿服务", "江城马拉松组委会", "300人",
          "5月26日 5:30-13:00", "马拉松赛道沿线补给站", "18-45周岁，须参加赛前培训", "7小时"), "marathon"),
    ]


SX_FOOT = (
    "<div class='sm'><h4>信用修复</h4><p>失信被执行人履行完毕生效法律文书确定的义务后，可向执行法院申请删除失信信息。"
    "法院应当在三个工作日内删除。被执行人认为将其纳入失信名单错误的，可以向执行法院申请纠正。</p><h4>异议申诉</h4>"
    "<p>如对公示信息有异议，请携带相关证明材料向作出决定的人民法院提出，本网站不受理实体异议。</p><p>免责声明：本页面信息"
    "来源于人民法院公开数据，仅供查询参考，不作为其他用途的依据。</p><p>信用江城网　主办：江城市社会信用体系建设办公室</p></div>")


@scen("debtor_blacklist", "失信被执行人 detail pages: identical titles, masked names, differ only in 案号, "
      "court, amounts and dates in a label: value list; search-referrer copy")
def _blacklist():
    H = "https://www.creditjc.cn"
    site = "信用江城"

    def e(name, idno, case, court, basis, duty, status, kind, date):
        main = ("<h2>失信被执行人详情</h2>" + kv([("被执行人姓名/名称", name), ("身份证号码/组织机构代码", idno),
                                                 ("执行案号", case), ("执行法院", court), ("执行依据文号", basis),
                                                 ("生效法律文书确定的义务", duty), ("被执行人的履行情况", status),
                                                 ("失信被执行人行为具体情形", kind), ("发布时间", date)]))
        return page_zh(site, "失信被执行人详情", main, foot=SX_FOOT, crumbs=("首页", "信用公示", "失信被执行人"),
                       nav=("首页", "信用动态", "信用公示", "信用修复", "政策法规"))

    a = ("王*明", "4201**********1234", "（2024）鄂0102执1187号", "江岸区人民法院", "（2023）鄂0102民初5521号",
         "偿还借款本金8万元及利息", "全部未履行", "有履行能力而拒不履行生效法律文书确定义务", "2024年04月22日")
    return [
        P(f"{H}/sxbzxr/detail?id=88031", e(*a), "wang"),
        P(f"{H}/sxbzxr/detail?id=88032", e("王*明", "4201**********5071", "（2024）鄂0103执902号", "江汉区人民法院",
          "（2023）鄂0103民初3310号", "支付货款12.6万元", "全部未履行", "违反财产报告制度", "2024年04月22日"), "wang2"),
        P(f"{H}/sxbzxr/detail?id=88040", e("李*", "4201**********3308", "（2024）鄂0106执455号", "武昌区人民法院",
          "（2023）鄂0106民初871号", "支付租金3.2万元", "部分未履行", "有履行能力而拒不履行生效法律文书确定义务",
          "2024年04月25日"), "li"),
        P(f"{H}/sxbzxr/detail?id=88057", e("江城某某商贸有限公司", "91420100MA4K*****X", "（2024）鄂0111执220号",
          "洪山区人民法院", "（2023）鄂0111民初6120号", "支付工程款46万元", "全部未履行", "违反限制消费令",
          "2024年05月06日"), "company"),
        P(f"{H}/sxbzxr/detail?id=88031&from=search&kw=%E7%8E%8B", e(*a), "wang"),
    ]


PM_FOOT = (
    "<div class='xz'><h4>竞买须知</h4><p>一、竞买人须在规定时间内将保证金足额交至本公司指定账户，并凭缴款凭证和有效身份证件办理"
    "竞买登记手续，领取竞买号牌。二、标的按现状拍卖，本公司对标的瑕疵不承担担保责任，竞买人应在看样期间自行了解标的状况。"
    "三、拍卖成交后，买受人须在五个工作日内付清全部成交价款及佣金，逾期视为违约，保证金不予退还。四、未成交的竞买人保证金"
    "在拍卖会结束后三个工作日内无息退还。</p><p>江城华拍拍卖有限公司　拍卖经营批准证书号：4201001　地址：江城市江汉区"
    "建设大道568号　咨询电话：027-8577 6600</p></div>")


@scen("auction_lots", "拍卖公告 per 标的: one flat offered at first auction and again at second auction with a "
      "lower start price; other lots (furniture, a car, a shop unit) in the same template")
def _auction():
    H = "https://www.jchuapai.com"
    site = "江城华拍拍卖"

    def a(title, lot, start, deposit, when, view, place="本公司拍卖厅"):
        main = (f"<h1>{title}</h1><p>受委托人委托，本公司定于{when}在{place}公开拍卖下列标的：</p>"
                + table([("标的", lot), ("起拍价", start), ("保证金", deposit), ("看样时间", view)], cls="lot")
                + "<p>有意竞买者请于拍卖会前一日17:00前办理竞买登记手续。</p>")
        return page_zh(site, title, main, foot=PM_FOOT, crumbs=("首页", "拍卖公告"),
                       side="<div class='box'><h3>最新公告</h3>" + links(["住宅房产拍卖公告", "办公家具拍卖公告",
                                                                         "二手轿车拍卖公告"]) + "</div>",
                       nav=("首页", "拍卖公告", "成交公示", "公司简介", "联系我们"))

    return [
        P(f"{H}/notice/2024-031.html", a("江岸区惠济路住宅房产拍卖公告", "江岸区惠济路16号3栋2单元1201室，建筑面积"
          "89.6平方米", "128万元", "20万元", "2024年5月28日上午10:00", "5月20日至5月27日"), "flat-1"),
        P(f"{H}/notice/2024-044.html", a("江岸区惠济路住宅房产拍卖公告（第二次）", "江岸区惠济路16号3栋2单元1201室，"
          "建筑面积89.6平方米", "102.4万元", "20万元", "2024年6月25日上午10:00", "6月17日至6月24日"), "flat-2"),
        P(f"{H}/notice/2024-032.html", a("办公家具及电脑设备一批拍卖公告", "办公桌椅86套、台式电脑40台、打印机6台",
          "3.5万元", "0.5万元", "2024年5月29日下午14:30", "5月27日至5月28日"), "furniture"),
        P(f"{H}/notice/2024-035.html", a("二手轿车一辆拍卖公告", "2019年款大众帕萨特轿车一辆，行驶里程7.8万公里",
          "8万元", "1万元", "2024年6月4日上午10:00", "5月30日至6月3日"), "car"),
        P(f"{H}/notice/2024-038.html", a("江汉路商铺拍卖公告", "江汉区江汉路118号1层商铺，建筑面积45.2平方米",
          "310万元", "50万元", "2024年6月11日上午10:00", "6月3日至6月10日"), "shop"),
    ]


SC_SIDE = ("<div class='box'><h3>推荐阅读</h3>" + links(["李白诗集", "杜甫诗集", "王维诗集", "唐诗三百首", "宋词三百首",
           "古诗文名句", "小学必背古诗"]) + "</div>")
SC_FOOT = (
    "<div class='gy'><p>诗词鉴赏网致力于传承中华优秀传统文化，收录历代诗词二十余万首，提供原文、译文、注释和赏析。赏析文字"
    "由本站编辑整理，部分参考了公开出版的诗词鉴赏辞典，如有疏漏，欢迎读者指正。</p><p>版权声明：本站原创赏析内容转载请注明"
    "出处；古诗词原文属公有领域。</p><p>关于我们　意见反馈　网站地图　京ICP备18000000号-2</p></div>")


@scen("poem_notes", "诗词赏析: five short Tang poems, each the poem and a two-sentence note; AMP copy")
def _poems():
    H = "https://www.shicijianshang.com"
    site = "诗词鉴赏网"

    def p(title, author, lines, note, amp=False):
        main = (f"<h1>{title}</h1><p class='author'>{author}</p><div class='poem'>" + "<br>".join(lines) + "</div>"
                f"<h3>赏析</h3><p>{note}</p>")
        head = "<link rel='canonical' href='https://www.shicijianshang.com/poem/1001.html'>" if amp else ""
        return page_zh(site, f"{title}原文、翻译及赏析", main, side="" if amp else SC_SIDE, foot=SC_FOOT, head=head,
                       crumbs=("首页", "古诗文", title), nav=("首页", "诗文", "名句", "作者", "古籍"),
                       title_raw=f"{title}（{author}）原文、翻译及赏析_{site}")

    jy = ("静夜思", "唐·李白", ["床前明月光，", "疑是地上霜。", "举头望明月，", "低头思故乡。"],
          "诗人借月光写思乡之情，语言浅白而意味深长。一举头一低头之间，乡愁自然流露。")
    return [
        P(f"{H}/poem/1001.html", p(*jy), "jingyesi"),
        P(f"{H}/poem/1002.html", p("春晓", "唐·孟浩然", ["春眠不觉晓，", "处处闻啼鸟。", "夜来风雨声，", "花落知多少。"],
          "诗人从听觉写春晨，由鸟声想到夜雨落花。喜春与惜春之情交织其中。"), "chunxiao"),
        P(f"{H}/poem/1003.html", p("登鹳雀楼", "唐·王之涣", ["白日依山尽，", "黄河入海流。", "欲穷千里目，", "更上一层楼。"],
          "前两句写登楼所见壮阔景象，后两句即景生理。寄寓了积极进取的人生态度。"), "guanquelou"),
        P(f"{H}/poem/1004.html", p("相思", "唐·王维", ["红豆生南国，", "春来发几枝。", "愿君多采撷，", "此物最相思。"],
          "借红豆寄托相思，托物言情。语浅情深，当时即被谱曲传唱。"), "xiangsi"),
        P(f"{H}/poem/1005.html", p("江雪", "唐·柳宗元", ["千山鸟飞绝，", "万径人踪灭。", "孤舟蓑笠翁，", "独钓寒江雪。"],
          "以万籁俱寂的雪景衬托孤舟独钓的老翁。表达诗人被贬后孤高不屈的心境。"), "jiangxue"),
        P(f"{H}/amp/poem/1001.html", p(*jy, amp=True), "jingyesi"),
    ]


CY_SIDE = ("<div class='box'><h3>热门成语</h3>" + links(["一心一意", "三心二意", "画蛇添足", "画龙点睛", "守株待兔",
           "亡羊补牢", "对牛弹琴", "井底之蛙", "掩耳盗铃", "刻舟求剑", "杯弓蛇影", "叶公好龙"]) + "</div>"
           "<div class='box'><h3>成语接龙</h3><p>输入一个成语，自动接龙。</p></div>")
CY_FOOT = ("<p>成语词典收录常用成语三万余条，提供拼音、释义、出处、例句、近义词、反义词及成语接龙、成语故事等功能。"
           "本站内容仅供学习参考，释义以《汉语成语大词典》为准。</p><p>关于本站　联系我们　免责声明　隐私政策</p>")


@scen("idiom_entries_gbk", "GBK 成语词条: five idioms, two of them starting 画 (画蛇添足 / 画龙点睛), each a few "
      "label: value lines; print copy")
def _idioms():
    H = "http://www.chengyucidian.net"
    site = "成语词典"

    def c(w, py, shiyi, chuchu, li, jin, fan, print_=False):
        main = (f"<h1>{w}</h1>" + kv([("拼音", py), ("释义", shiyi), ("出处", chuchu), ("例句", li), ("近义词", jin),
                                      ("反义词", fan)]))
        return page_zh(site, f"{w}的意思", main, side="" if print_ else CY_SIDE, foot=CY_FOOT,
                       crumbs=("首页", "成语大全", w), nav=() if print_ else ("首页", "成语大全", "成语接龙", "成语故事"),
                       top="<div class='printbar'>打印版</div>" if print_ else "",
                       title_raw=f"{w}的意思_{w}成语解释_{site}")

    hl = ("画龙点睛", "huà lóng diǎn jīng", "比喻写文章或讲话时，在关键处用几句话点明实质，使内容更加生动有力。",
          "唐·张彦远《历代名画记》", "他在文章结尾加了一句话，真是画龙点睛。", "锦上添花", "画蛇添足")
    return [
        P(f"{H}/cy/0812.html", c("画蛇添足", "huà shé tiān zú", "比喻做了多余的事，非但无益，反而不合适。",
          "西汉·刘向《战国策·齐策二》", "这段说明已经很清楚了，再加解释就是画蛇添足。", "多此一举", "画龙点睛"),
          "huashe", "gbk"),
        P(f"{H}/cy/0813.html", c(*hl), "hualong", "gbk"),
        P(f"{H}/cy/1520.html", c("守株待兔", "shǒu zhū dài tù", "比喻死守狭隘经验，不知变通；也比喻妄想不劳而获。",
          "战国·韩非《韩非子·五蠹》", "做生意不能守株待兔，要主动找客户。", "刻舟求剑", "随机应变"), "shouzhu", "gbk"),
        P(f"{H}/cy/1733.html", c("亡羊补牢", "wáng yáng bǔ láo", "丢了羊再去修补羊圈，比喻出了问题以后想办法补救。",
          "西汉·刘向《战国策·楚策四》", "这次考试没考好，亡羊补牢，现在努力还来得及。", "知错就改", "错上加错"),
          "wangyang", "gbk"),
        P(f"{H}/cy/0421.html", c("对牛弹琴", "duì niú tán qín", "比喻对不懂道理的人讲道理，或说话不看对象。",
          "汉·牟融《理惑论》", "跟他讲这些专业术语，简直是对牛弹琴。", "白费口舌", "有的放矢"), "duiniu", "gbk"),
        P(f"{H}/cy/0813.html?print=1", c(*hl, print_=True), "hualong", "gbk"),
    ]


YD_FOOT = (
    "<div class='fw'><p>老百信大药房是江城市连锁药店，现有门店120余家，均为医保定点零售药店，支持医保个人账户和门诊统筹"
    "支付。会员消费满1元积1分，积分可抵现金，每月8日、18日、28日会员日全场9折（特价品除外）。</p><p>处方药须凭医师处方"
    "购买，药师在线审方。购药后如有疑问，请拨打药学服务热线 400-027-1818。药品一经售出，无质量问题不退换。</p>"
    "<p>药品经营许可证：鄂AA0270001　互联网药品信息服务资格证书：（鄂）-非经营性-2022-0018</p></div>")


@scen("pharmacy_stores", "药店门店 of one chain: two 光谷 stores (光谷店 / 光谷二店) and others; each an address, "
      "phone, hours and a services line")
def _pharmacy():
    H = "https://www.laobaixin-yf.com"
    site = "老百信大药房"

    def s(name, addr, tel, hours, services):
        main = (f"<h1>{name}</h1>" + kv([("门店地址", addr), ("联系电话", tel), ("营业时间", hours), ("门店服务", services)])
                + "<div class='map' data-lat='30.5' data-lng='114.4'></div>")
        side = "<div class='box'><h3>附近门店</h3>" + links(["光谷店", "光谷二店", "街道口店", "徐东店", "汉口火车站店"]) + "</div>"
        return page_zh(site, f"{name}_门店信息", main, side=side, foot=YD_FOOT, crumbs=("首页", "门店查询", name),
                       nav=("首页", "门店查询", "会员中心", "健康资讯", "加盟合作"))

    return [
        P(f"{H}/store/wh023.html", s("老百信大药房（光谷店）", "洪山区珞喻路766号光谷广场地下一层B-12",
          "027-8760 2301", "8:00-22:00", "医保定点、门诊统筹、测血压、送药上门"), "guanggu"),
        P(f"{H}/store/wh088.html", s("老百信大药房（光谷二店）", "洪山区光谷大道77号金融港B座1楼",
          "027-8760 8802", "24小时营业", "医保定点、夜间购药、送药上门"), "guanggu2"),
        P(f"{H}/store/wh011.html", s("老百信大药房（街道口店）", "洪山区珞喻路10号", "027-8786 1101", "7:30-22:30",
          "医保定点、门诊统筹、中药代煎"), "jiedaokou"),
        P(f"{H}/store/wh045.html", s("老百信大药房（徐东店）", "武昌区徐东大街120号", "027-8689 4501", "8:00-22:00",
          "医保定点、测血糖"), "xudong"),
        P(f"{H}/store/wh067.html", s("老百信大药房（汉口火车站店）", "江汉区发展大道汉口火车站地下一层",
          "027-8558 6701", "6:00-23:00", "医保定点、旅行常备药"), "hankou"),
    ]


TS_FOOT = (
    "<div class='kf'><p>停水期间请用户提前做好储水准备，关闭家中水龙头，防止恢复供水时跑水。恢复供水初期水质可能出现短暂浑浊，"
    "请打开水龙头放水片刻即可。如施工延期，将另行通知，由此给您带来不便，敬请谅解。</p><p>江城水务集团客服热线：96391"
    "（24小时）　营业厅服务时间：周一至周六 8:30-17:30　网上营业厅可办理缴费、过户、报装、发票打印等业务。</p>"
    "<p>江城水务集团有限公司 版权所有</p></div>")


@scen("water_outage", "停水通知 of one water company: near-identical titles that differ in date and district; "
      "bodies differ in a time span, a street list and a reason")
def _water():
    H = "https://www.jcwater.com.cn"
    site = "江城水务集团"

    def n(title, when, area, why, date):
        main = (f"<h1>{title}</h1><p class='date'>发布日期：{date}</p>"
                f"<p>因{why}，我公司将于{when}对以下区域停止供水：</p><p class='area'>{area}</p>"
                "<p style='text-align:right'>江城水务集团有限公司</p>")
        return page_zh(site, title, main, foot=TS_FOOT, crumbs=("首页", "停水公告"),
                       side="<div class='box'><h3>便民服务</h3>" + links(["水费查询", "网上缴费", "用水报装", "营业网点"]) + "</div>",
                       nav=("首页", "停水公告", "水质公告", "网上营业厅", "走进水务"))

    return [
        P(f"{H}/tstz/20240510-01.html", n("5月14日洪山区部分区域停水通知", "2024年5月14日22:00至15日6:00",
          "洪山区珞喻路（卓刀泉至关山口段）两侧用户", "DN600供水管道碰口施工", "2024-05-10"), "hs-14"),
        P(f"{H}/tstz/20240512-01.html", n("5月16日洪山区部分区域停水通知", "2024年5月16日9:00至18:00",
          "洪山区南湖花园、宝安山水龙城", "阀门更换", "2024-05-12"), "hs-16"),
        P(f"{H}/tstz/20240510-02.html", n("5月14日江汉区部分区域停水通知", "2024年5月14日23:00至15日5:00",
          "江汉区新华路（青年路至菱角湖路段）两侧用户", "管网改造", "2024-05-10"), "jh-14"),
        P(f"{H}/tstz/20240511-01.html", n("5月15日武昌区部分区域降压供水通知", "2024年5月15日0:00至6:00",
          "武昌区徐东大街、友谊大道沿线用户（高楼层可能停水）", "泵站检修", "2024-05-11"), "wc-15"),
        P(f"{H}/tstz/20240513-01.html", n("5月14日洪山区部分区域停水延期通知", "2024年5月15日22:00至16日6:00",
          "洪山区珞喻路（卓刀泉至关山口段）两侧用户", "原定5月14日的DN600供水管道碰口施工因降雨延期", "2024-05-13"), "hs-delay"),
    ]


ZY_FOOT = (
    "<div class='zs'><p>江城理工大学是省属重点建设高校，设有18个学院、76个本科专业，2024年面向全国28个省（区、市）招生。"
    "招生咨询电话：027-8711 2020、027-8711 2121，咨询时间为工作日8:30-17:00，高考志愿填报期间每天8:00-21:00。</p>"
    "<p>报考须知：各专业对考生身体条件的要求按教育部《普通高等学校招生体检工作指导意见》执行。新生入学后三个月内进行"
    "复查，不合格者按规定处理。具体以当年招生章程为准。</p><p>江城理工大学招生办公室　版权所有</p></div>")


@scen("degree_programmes", "高校专业介绍: five computing majors in one template (代码, 学制, 学位, a one-sentence "
      "aim and a course list that overlaps heavily); /index.html copy")
def _majors():
    H = "https://zs.jclgdx.edu.cn"
    site = "江城理工大学本科招生网"

    def m(name, code, degree, aim, courses):
        main = (f"<h1>{name}</h1>" + table([("专业代码", code), ("学制", "四年"), ("授予学位", degree),
                                           ("所属学院", "计算机科学与技术学院")], cls="zy")
                + f"<h3>培养目标</h3><p>{aim}</p><h3>主干课程</h3><p>{'、'.join(courses)}</p>")
        side = "<div class='box'><h3>同学院专业</h3>" + links(["计算机科学与技术", "软件工程", "网络工程",
                                                              "数据科学与大数据技术", "人工智能"]) + "</div>"
        return page_zh(site, name, main, side=side, foot=ZY_FOOT, crumbs=("首页", "专业介绍", "计算机科学与技术学院", name),
                       nav=("首页", "招生计划", "历年分数", "专业介绍", "招生章程"))

    base = ["高级语言程序设计", "数据结构", "离散数学", "计算机组成原理", "操作系统"]
    rj = m("软件工程", "080902", "工学学士", "培养掌握软件开发全过程方法和工具、能从事大型软件设计与项目管理的工程技术人才。",
           base + ["软件需求工程", "软件测试", "软件项目管理"])
    return [
        P(f"{H}/zhuanye/080901/", m("计算机科学与技术", "080901", "工学学士", "培养具有扎实计算机理论基础、能从事"
          "计算机系统研究与应用开发的高级专门人才。", base + ["计算机网络", "编译原理", "数据库原理"]), "cs"),
        P(f"{H}/zhuanye/080902/", rj, "se"),
        P(f"{H}/zhuanye/080903/", m("网络工程", "080903", "工学学士", "培养能从事网络规划设计、网络安全与运维管理的"
          "工程技术人才。", base + ["计算机网络", "路由与交换技术", "网络安全"]), "net"),
        P(f"{H}/zhuanye/080910T/", m("数据科学与大数据技术", "080910T", "工学学士", "培养能从事大数据采集、存储、"
          "分析与可视化的复合型人才。", base + ["概率论与数理统计", "机器学习", "分布式计算"]), "ds"),
        P(f"{H}/zhuanye/080717T/", m("人工智能", "080717T", "工学学士", "培养掌握人工智能基础理论和算法、能从事智能系统"
          "研发的工程技术人才。", base + ["机器学习", "计算机视觉", "自然语言处理"]), "ai"),
        P(f"{H}/zhuanye/080902/index.html", rj, "se"),
    ]


TS_LIB_FOOT = (
    "<div class='jy'><h4>借阅规则</h4><p>读者凭社会保障卡或读者证可借阅图书10册，借期30天，可在到期前续借一次。新书到馆后"
    "先在新书展示区陈列两周，期间可预约，陈列期满后上架流通。逾期图书每册每日暂停借阅权限一天。</p><h4>开放时间</h4>"
    "<p>周二至周日 9:00-21:00，周一 14:00-21:00（仅开放自习室）。法定节假日开放时间另行通知。</p>"
    "<p>江城市图书馆　地址：江城市武昌区公正路1号　咨询电话：027-8889 0000</p></div>")


@scen("library_new_books_gbk", "GBK 图书馆新书 pages: one book each, a record table plus a one-sentence blurb; two "
      "books of one author, two books on one subject")
def _newbooks():
    H = "http://www.jclib.org.cn"
    site = "江城市图书馆"

    def b(title, author, pub, isbn, call, loc, blurb):
        main = (f"<h1>{title}</h1>" + table([("责任者", author), ("出版社", pub), ("ISBN", isbn), ("索书号", call),
                                            ("馆藏地点", loc)], cls="marc") + f"<p class='jj'>内容简介：{blurb}</p>"
                + "<a href='#'>预约借阅</a>")
        side = "<div class='box'><h3>新书推荐</h3>" + links(["本周新书", "文学类", "社科类", "少儿类", "科技类"]) + "</div>"
        return page_zh(site, f"新书推荐：{title}", main, side=side, foot=TS_LIB_FOOT, crumbs=("首页", "读者服务", "新书推荐"),
                       nav=("首页", "馆情介绍", "读者服务", "数字资源", "活动预告"))

    return [
        P(f"{H}/xinshu/2024/0512-01.html", b("长江边的小镇", "陈远 著", "长江文艺出版社，2024", "978-7-5702-3301-2",
          "I247.5/C432", "一楼新书展示区", "一部关于江汉平原小镇三代人生活的长篇小说。"), "chen-1", "gbk"),
        P(f"{H}/xinshu/2024/0512-02.html", b("江汉旧事", "陈远 著", "长江文艺出版社，2024", "978-7-5702-3310-4",
          "I267/C432", "一楼新书展示区", "作者回忆少年时代江汉平原风物的散文集。"), "chen-2", "gbk"),
        P(f"{H}/xinshu/2024/0512-03.html", b("家庭园艺入门", "刘青 编著", "中国农业出版社，2024", "978-7-109-31526-0",
          "S68/L722", "三楼社科借阅区", "介绍阳台和庭院种植花草蔬菜的基础方法。"), "garden", "gbk"),
        P(f"{H}/xinshu/2024/0512-04.html", b("阳台种菜一本通", "周敏 著", "化学工业出版社，2024", "978-7-122-44120-7",
          "S63/Z783", "三楼社科借阅区", "教你在阳台用花盆种出四季蔬菜。"), "balcony", "gbk"),
        P(f"{H}/xinshu/2024/0512-05.html", b("孩子的第一本天文书", "李星 著", "少年儿童出版社，2024", "978-7-5589-1822-3",
          "P1-49/L256", "二楼少儿借阅区", "用图画讲解星座、月相和太阳系。"), "astro", "gbk"),
    ]


PP_FOOT = (
    "<div class='xz'><h4>购票须知</h4><p>1. 影片开场前30分钟可在线退票或改签一次，开场后不退不换。2. 1.3米以下儿童须在成人陪同"
    "下观影，3D影片每人须购票。3. 会员卡购票享9折，每周二会员日半价（特殊场次除外）。4. 影厅内禁止录音录像，请勿携带外卖"
    "入场。</p><p>万华影城（光谷店）地址：洪山区光谷步行街万华广场5楼　订票热线：027-8777 9900</p>"
    "<p>万华影城 版权所有　鄂ICP备15000000号</p></div>")


@scen("cinema_showtimes", "电影排片: one film on two days, other films on one day; each page a film name and a "
      "showtime table; utm copy")
def _cinema():
    H = "https://www.wanhuafilm.com"
    site = "万华影城（光谷店）"

    def s(film, date, rows):
        main = (f"<h1>《{film}》</h1><p class='date'>{date} 排片</p>" + table(rows, head=("放映时间", "语言版本", "影厅", "票价"))
                + "<a class='btn' href='#'>选座购票</a>")
        side = "<div class='box'><h3>正在热映</h3>" + links(["末日回声", "熊猫特工队", "长江往事", "星际归途"]) + "</div>"
        return page_zh(site, f"《{film}》{date}排片", main, side=side, foot=PP_FOOT, crumbs=("首页", "影院排片", film),
                       nav=("首页", "正在热映", "即将上映", "会员中心", "影城活动"))

    a14 = s("末日回声", "5月14日 周二", [("10:30", "国语 2D", "3号厅", "39元"), ("14:15", "国语 IMAX", "IMAX厅", "69元"),
                                    ("19:40", "国语 2D", "3号厅", "45元"), ("21:50", "国语 2D", "5号厅", "39元")])
    return [
        P(f"{H}/cinema/12/film/334?date=2024-05-14", a14, "film1-14"),
        P(f"{H}/cinema/12/film/334?date=2024-05-15", s("末日回声", "5月15日 周三", [("10:30", "国语 2D", "3号厅", "39元"),
          ("14:15", "国语 IMAX", "IMAX厅", "69元"), ("20:10", "国语 2D", "3号厅", "45元")]), "film1-15"),
        P(f"{H}/cinema/12/film/341?date=2024-05-14", s("熊猫特工队", "5月14日 周二", [("09:50", "国语 2D", "2号厅", "35元"),
          ("12:00", "国语 3D", "1号厅", "45元"), ("15:30", "国语 2D", "2号厅", "35元")]), "film2-14"),
        P(f"{H}/cinema/12/film/338?date=2024-05-14", s("长江往事", "5月14日 周二", [("13:20", "国语 2D", "6号厅", "35元"),
          ("18:30", "国语 2D", "6号厅", "39元")]), "film3-14"),
        P(f"{H}/cinema/12/film/345?date=2024-05-14", s("星际归途", "5月14日 周二", [("11:00", "英语 IMAX", "IMAX厅", "69元"),
          ("16:40", "英语 3D", "1号厅", "55元"), ("22:10", "英语 2D", "5号厅", "45元")]), "film4-14"),
        P(f"{H}/cinema/12/film/334?date=2024-05-14&utm_source=meituan&utm_medium=cps", a14, "film1-14"),
    ]


MP_FOOT = (
    "<div class='xz'><h4>预订须知</h4><p>门票当日有效，限当日入园一次。请至少提前1天预订，预订成功后凭身份证直接刷证入园，无需"
    "换票。未使用的门票可在有效期内申请退款，逾期作废。60周岁以上老人、现役军人、残疾人凭有效证件免票，须在入口人工通道"
    "核验。身高1.2米以下儿童免票，须由成人陪同。</p><p>客服电话：400-880-6622（8:00-22:00）　投诉建议请拨12345或发送邮件至"
    "kf@lvyoupiao.cn</p><p>旅游票务网 版权所有</p></div>")


@scen("ticket_seasons", "景点门票 per 季节: each sight has a 旺季 and a 淡季 page whose titles differ by one word "
      "and whose table differs in prices and hours")
def _tickets():
    H = "https://www.lvyoupiao.cn"
    site = "旅游票务网"

    def t(spot, season, span, rows, hours):
        main = (f"<h1>{spot}门票（{season}）</h1><p>适用时间：{span}</p>" + table(rows, head=("票种", "价格", "说明"))
                + f"<p>开放时间：{hours}</p>")
        side = "<div class='box'><h3>热门景点</h3>" + links(["黄鹤楼", "东湖磨山", "木兰天池", "归元寺"]) + "</div>"
        return page_zh(site, f"{spot}门票{season}价格", main, side=side, foot=MP_FOOT, crumbs=("首页", "湖北", spot),
                       nav=("首页", "景点门票", "酒店", "一日游", "攻略"))

    return [
        P(f"{H}/ticket/huanghelou-wangji.html", t("黄鹤楼", "旺季", "4月1日至10月31日", [("成人票", "70元", "含园区及主楼"),
          ("学生票", "35元", "凭学生证"), ("夜游票", "120元", "含夜间灯光秀")], "8:00-18:30，夜游19:00-22:00"), "hhl-wang"),
        P(f"{H}/ticket/huanghelou-danji.html", t("黄鹤楼", "淡季", "11月1日至次年3月31日", [("成人票", "70元", "含园区及主楼"),
          ("学生票", "35元", "凭学生证")], "8:30-17:00"), "hhl-dan"),
        P(f"{H}/ticket/moshan-wangji.html", t("东湖磨山", "旺季", "3月1日至11月30日", [("成人票", "60元", "含楚城、樱园"),
          ("学生票", "30元", "凭学生证"), ("樱花节特票", "80元", "3月中旬至4月上旬")], "7:30-18:00"), "ms-wang"),
        P(f"{H}/ticket/moshan-danji.html", t("东湖磨山", "淡季", "12月1日至次年2月28日", [("成人票", "40元", "含楚城"),
          ("学生票", "20元", "凭学生证")], "8:00-17:00"), "ms-dan"),
    ]


LC_FOOT = (
    "<div class='fw'><p>营业时间：周一至周四 10:00-22:00，周五至周日及节假日 10:00-22:30。餐饮楼层延长至23:00。</p>"
    "<p>停车：地下停车场B2-B3共1200个车位，首小时免费，之后每小时5元；会员消费满200元可抵扣2小时停车费。新能源车充电桩位于"
    "B2层C区。</p><p>服务台位于1F中庭，提供轮椅、婴儿车租借、失物招领、充电宝和雨伞借用服务。母婴室位于3F、5F卫生间旁。"
    "会员积分可在服务台或小程序兑换礼品。</p><p>恒丰广场　地址：江城市江汉区解放大道688号　客服热线：027-8588 6688</p></div>")


@scen("mall_floors_gbk", "GBK 楼层导览: the title is the same for every floor and the floor is only in a subheading; "
      "each page is a short list of shops")
def _floors():
    H = "http://www.hengfengplaza.com"
    site = "恒丰广场"

    def f(floor, theme, shops):
        main = (f"<h2 class='floor'>{floor} {theme}</h2>" + table(shops, head=("铺位号", "品牌", "业态"), cls="shops"))
        side = "<div class='box'><h3>楼层</h3>" + links(["B1", "1F", "2F", "3F", "4F", "5F"]) + "</div>"
        return page_zh(site, "楼层导览", main, side=side, foot=LC_FOOT, crumbs=("首页", "楼层导览"),
                       nav=("首页", "品牌导购", "楼层导览", "会员中心", "商场活动"), title_raw=f"楼层导览_{site}")

    return [
        P(f"{H}/guide/B1.html", f("B1", "美食超市", [("B1-01", "华润万家", "超市"), ("B1-08", "蜜雪冰城", "饮品"),
          ("B1-12", "周黑鸭", "熟食"), ("B1-20", "老乡鸡", "快餐")]), "b1", "gbk"),
        P(f"{H}/guide/1F.html", f("1F", "国际名品", [("1F-01", "周大福", "珠宝"), ("1F-05", "兰蔻", "化妆品"),
          ("1F-09", "雅诗兰黛", "化妆品"), ("1F-15", "星巴克", "咖啡")]), "f1", "gbk"),
        P(f"{H}/guide/2F.html", f("2F", "女装时尚", [("2F-02", "ONLY", "女装"), ("2F-06", "太平鸟", "女装"),
          ("2F-11", "百丽", "女鞋"), ("2F-18", "优衣库", "服装")]), "f2", "gbk"),
        P(f"{H}/guide/3F.html", f("3F", "男装运动", [("3F-03", "耐克", "运动"), ("3F-07", "安踏", "运动"),
          ("3F-12", "海澜之家", "男装"), ("3F-20", "迪卡侬", "运动")]), "f3", "gbk"),
        P(f"{H}/guide/4F.html", f("4F", "儿童亲子", [("4F-01", "孩子王", "母婴"), ("4F-06", "乐高", "玩具"),
          ("4F-10", "巴拉巴拉", "童装"), ("4F-16", "爱乐游", "儿童乐园")]), "f4", "gbk"),
        P(f"{H}/guide/5F.html", f("5F", "餐饮影院", [("5F-01", "万华影城", "影院"), ("5F-05", "海底捞", "火锅"),
          ("5F-09", "外婆家", "中餐"), ("5F-14", "必胜客", "西餐")]), "f5", "gbk"),
    ]


def scenarios():
    return built(SC)
