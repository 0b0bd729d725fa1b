# ruff: noqa: E501
"""Thin pages of 36 more made-up sites (English and Chinese, some GBK), written by a ninth
false-drop hunt (a helper), blind to every rule of the plugin; each scenario is one host's
pages, labelled with their content: pages with one content label are true copies (print,
AMP, mobile, ?utm_source=/?from=/?spm=/session URLs, /index.html, ?page=1, a changed
"updated" or 浏览次数 line, a reordered sidebar, a cookie banner, another breadcrumb);
different labels are documents a reader would call different. Site kinds none of the
earlier sets has: deep-sky objects, periodic-table elements, promo codes per store,
mountain huts, airport lounges, ski-lift status, gift-card balance help, licence
summaries, council members, stamp and coin catalogues, tyre sizes, a bilingual
dictionary, lighthouses, paint colours, top-level domains, minerals, shipwrecks,
高速路况, 社区卫生服务站, 商标查询, 电视节目单, 植物百科, 茶叶, 装修案例, 手机维修报价,
家电回收, 学区查询, 古树名木, 农机补贴, 地名词典, 非遗项目, 品种审定, 星座运势,
电梯公示, 谜语."""

from __future__ import annotations

from benchmarks._thin_site_kit import P, built, scenario_registry

SC, scen = scenario_registry()


def para(*xs):
    return "".join(f"<p>{x}</p>" for x in xs)


def lis(items, cls=""):
    c = f' class="{cls}"' if cls else ""
    return f"<ul{c}>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>"


def table(rows, head=None, cls="data"):
    h = "<thead><tr>" + "".join(f"<th>{x}</th>" for x in head) + "</tr></thead>" if head else ""
    body = "".join("<tr>" + "".join(f"<td>{x}</td>" for x in r) + "</tr>" for r in rows)
    return f'<table class="{cls}">{h}<tbody>{body}</tbody></table>'


def thtable(pairs, cls="facts"):
    body = "".join(f"<tr><th>{a}</th><td>{b}</td></tr>" for a, b in pairs)
    return f'<table class="{cls}"><tbody>{body}</tbody></table>'


def deflist(pairs, cls="meta"):
    return f'<dl class="{cls}">' + "".join(f"<dt>{a}</dt><dd>{b}</dd>" for a, b in pairs) + "</dl>"


def lines(pairs, sep=": ", cls="info"):
    return f'<div class="{cls}">' + "".join(f"<p>{a}{sep}{b}</p>" for a, b in pairs) + "</div>"


COOKIE_EN = ('<div id="cookie-notice" class="cookie-banner" role="dialog" aria-live="polite"><p>We use '
             'cookies to remember your preferences and to understand how this site is used. You can '
             'change your choice at any time under <a href="/privacy/">Privacy settings</a>.</p>'
             '<button class="accept">Accept all</button> <button class="reject">Reject non-essential</button></div>')

AMP_HEAD = ('<meta name="viewport" content="width=device-width,minimum-scale=1,initial-scale=1">'
            '<script async src="https://cdn.ampproject.org/v0.js"></script>'
            '<style amp-boilerplate>body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;'
            'animation:-amp-start 8s steps(1,end) 0s 1 normal both}</style><noscript><style amp-boilerplate>'
            'body{-webkit-animation:none;animation:none}</style></noscript>')


# ============================================================================= ENGLISH

SKY_TIPS = (
    "<section class='observing'><h2>Observing tips</h2><p>Let your eyes adapt to the dark for at "
    "least twenty minutes before you look for faint objects, and read your charts with a red torch. "
    "Galaxies and nebulae are low-contrast targets: a dark site far from city lights will show far "
    "more than a larger telescope under a bright suburban sky.</p><p>Use averted vision, looking "
    "slightly to one side of the object, to bring out faint detail. Low magnification and a wide "
    "field usually give the best view of extended objects; increase the power only for small, "
    "bright cores. All coordinates on this site are for epoch J2000.0 and magnitudes are visual.</p>"
    "<p>SkyAtlas is run by volunteers of the Northfield Astronomical Society. Corrections are "
    "welcome through our contact form.</p></section>")

SKY_OBJ = {
    "m31": ("Messier 31", "Andromeda Galaxy, NGC 224", "Spiral galaxy", "Andromeda", "00h 42m 44s", "+41° 16′ 09″", "3.4", "2.54 million ly", "The nearest large spiral galaxy, visible to the naked eye."),
    "m32": ("Messier 32", "NGC 221", "Dwarf elliptical galaxy", "Andromeda", "00h 42m 42s", "+40° 51′ 55″", "8.1", "2.49 million ly", "A compact satellite of the Andromeda Galaxy."),
    "m110": ("Messier 110", "NGC 205", "Dwarf elliptical galaxy", "Andromeda", "00h 40m 22s", "+41° 41′ 07″", "8.5", "2.69 million ly", "A compact satellite of the Andromeda Galaxy."),
    "m33": ("Messier 33", "Triangulum Galaxy, NGC 598", "Spiral galaxy", "Triangulum", "01h 33m 51s", "+30° 39′ 37″", "5.7", "2.73 million ly", "A large, faint face-on spiral; needs a dark sky."),
}


def sky_html(key, printed=False):
    name, aka, typ, con, ra, dec, mag, dist, note = SKY_OBJ[key]
    facts = thtable([("Type", typ), ("Constellation", con), ("Right ascension", ra),
                     ("Declination", dec), ("Apparent magnitude", mag), ("Distance", dist)])
    art = (f'<article class="object"><h1>{name}</h1><p class="aka">Also known as {aka}</p>{facts}'
           f'<p class="note">{note}</p>{SKY_TIPS}</article>')
    if printed:
        return (f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{name} (print) - SkyAtlas</title>'
                f'<link rel="stylesheet" href="/css/print.css"></head><body class="print">'
                f'<p class="printed">Printed from skyatlas.example/objects/{key}/ on 12 October 2024</p>{art}</body></html>')
    return (f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{name} - SkyAtlas</title>'
            f'<link rel="canonical" href="https://skyatlas.example/objects/{key}/"></head><body>'
            f'<header class="site-header"><a class="logo" href="/">SkyAtlas</a><nav><a href="/messier/">Messier</a> '
            f'<a href="/ngc/">NGC</a> <a href="/constellations/">Constellations</a> <a href="/tonight/">Tonight</a></nav></header>'
            f'<main>{art}</main><footer><p>&copy; 2024 Northfield Astronomical Society</p></footer></body></html>')


@scen("skyatlas_messier", "deep-sky objects; M32 and M110 differ only in name and numbers")
def b_sky():
    u = "https://skyatlas.example/objects/"
    return [P(u + "m31/", sky_html("m31"), "m31"),
            P(u + "m32/", sky_html("m32"), "m32"),
            P(u + "m110/", sky_html("m110"), "m110"),
            P(u + "m33/", sky_html("m33"), "m33"),
            P(u + "m31/?utm_source=newsletter&utm_medium=email", sky_html("m31"), "m31"),
            P(u + "m33/print/", sky_html("m33", printed=True), "m33")]


ELEM_ABOUT = (
    '<div class="block block-about" id="block-aboutthedata"><h2>About the data</h2><p>Values on '
    'PeriodicData are taken from the most recent IUPAC recommendations where they are available. '
    'Standard atomic weights are given as abridged conventional values; for elements with no stable '
    'isotope the mass number of the longest-lived isotope is shown in brackets. Melting points are '
    'given at standard pressure (101.325 kPa). Electron configurations are for the ground-state '
    'gas-phase atom.</p><p>All data are released under a Creative Commons Attribution licence. Please '
    'cite PeriodicData and the date you accessed the page. Found an error? Use the feedback link at '
    'the bottom of every page and our editors will review it within a week.</p></div>')

ELEMS = {
    21: ("Scandium", "Sc", "44.956", "3", "4", "d", "[Ar] 3d<sup>1</sup> 4s<sup>2</sup>", "1541 °C", "Solid"),
    22: ("Titanium", "Ti", "47.867", "4", "4", "d", "[Ar] 3d<sup>2</sup> 4s<sup>2</sup>", "1668 °C", "Solid"),
    23: ("Vanadium", "V", "50.942", "5", "4", "d", "[Ar] 3d<sup>3</sup> 4s<sup>2</sup>", "1910 °C", "Solid"),
    24: ("Chromium", "Cr", "51.996", "6", "4", "d", "[Ar] 3d<sup>5</sup> 4s<sup>1</sup>", "1907 °C", "Solid"),
    25: ("Manganese", "Mn", "54.938", "7", "4", "d", "[Ar] 3d<sup>5</sup> 4s<sup>2</sup>", "1246 °C", "Solid"),
}


def elem_html(z):
    name, sym, mass, grp, per, blk, conf, mp, state = ELEMS[z]
    rows = thtable([("Name", name), ("Symbol", sym), ("Atomic number", z), ("Standard atomic weight", mass),
                    ("Group", grp), ("Period", per), ("Block", blk), ("Electron configuration", conf),
                    ("Melting point", mp), ("State at 20 °C", state)], cls="field--name-field-properties")
    return (f'<!DOCTYPE html><html lang="en" dir="ltr"><head><meta charset="utf-8"><title>Element {z} | PeriodicData</title>'
            f'<meta name="Generator" content="Drupal 10 (https://www.drupal.org)"></head>'
            f'<body class="path-node page-node-type-element"><div class="dialog-off-canvas-main-canvas"><div class="layout-container">'
            f'<header role="banner"><div class="region region-header"><a href="/" rel="home" class="site-logo">PeriodicData</a></div>'
            f'<div class="region region-primary-menu"><ul class="menu"><li><a href="/table">Table</a></li><li><a href="/groups">Groups</a></li><li><a href="/trends">Trends</a></li></ul></div></header>'
            f'<main role="main"><div class="layout-content"><div class="region region-content"><div id="block-system-main">'
            f'<article role="article" class="node node--type-element node--view-mode-full"><div class="node__content">{rows}</div></article>'
            f'</div></div></div><aside class="layout-sidebar-second" role="complementary"><div class="region region-sidebar-second">{ELEM_ABOUT}</div></aside></main>'
            f'<footer role="contentinfo"><div class="region region-footer"><p>PeriodicData — open reference data for chemistry teaching. <a href="/feedback">Feedback</a></p></div></footer>'
            f'</div></div></body></html>')


@scen("periodic_elements", "element pages with only a facts table and no h1; titles differ by one number")
def b_elem():
    u = "https://periodicdata.example/element/"
    return [P(u + f"{z}", elem_html(z), f"el{z}") for z in ELEMS] + [P(u + "22/index.html", elem_html(22), "el22")]


COUPON_HOWTO = (
    '<div class="howto"><h3>How to use a promo code</h3><ol><li>Click “Show code” and the code is copied '
    'to your clipboard; the store opens in a new tab.</li><li>Add the items you want to your basket and '
    'go to the checkout.</li><li>Paste the code into the box labelled “Promo code”, “Voucher” or '
    '“Discount code” and press Apply.</li><li>Check that the discount appears in your order total before '
    'you pay.</li></ol><p>Codes are tested by our team, but stores can end an offer without notice and '
    'some exclude sale items, gift cards or certain brands.</p><p class="disclosure"><em>Disclosure:</em> '
    'CouponJar may earn a commission when you buy through links on this page. This never changes the '
    'price you pay.</p></div>')

COUPONS = {
    "northwind-outfitters": ("Northwind Outfitters", [("TRAIL20", "20% off tents and sleeping bags", "30 Jun 2024"), ("FREESHIP", "Free delivery on orders over $75", "31 Dec 2024")]),
    "contoso-shoes": ("Contoso Shoes", [("WELCOME10", "10% off your first order", "31 Dec 2024"), ("FREESHIP", "Free delivery on orders over $50", "31 Dec 2024")]),
    "contoso-sports": ("Contoso Sports", [("WELCOME10", "10% off your first order", "31 Dec 2024"), ("FREESHIP", "Free delivery on orders over $50", "31 Dec 2024")]),
    "fabrikam-home": ("Fabrikam Home", [("SPRING15", "15% off bedding and towels", "15 May 2024")]),
    "litware-books": ("Litware Books", [("READ5", "$5 off when you spend $30", "31 Aug 2024"), ("STUDENT", "12% off with a student email", "31 Dec 2024")]),
}


def coupon_html(slug, cookie=False):
    store, cps = COUPONS[slug]
    cards = "".join(f'<div class="coupon-card"><span class="discount">{d}</span><span class="code" data-code="{c}">Show code</span>'
                    f'<span class="expires">Expires {e}</span></div>' for c, d, e in cps)
    side = lis([f'<a href="/stores/{s}/">{COUPONS[s][0]}</a>' for s in COUPONS], "widget-list")
    return (f'<!DOCTYPE html><html lang="en-US"><head><meta charset="UTF-8"><title>{store} promo codes &#8211; CouponJar</title>'
            f"<link rel='stylesheet' id='wp-block-library-css' href='/wp-includes/css/dist/block-library/style.min.css' media='all'></head>"
            f'<body class="store-template-default single single-store postid-{len(slug) * 37}">{COOKIE_EN if cookie else ""}<div id="page" class="site">'
            f'<header id="masthead" class="site-header"><p class="site-title"><a href="/">CouponJar</a></p><p class="site-description">Working codes, checked daily</p></header>'
            f'<div id="content" class="site-content"><div id="primary" class="content-area"><main id="main" class="site-main">'
            f'<article class="store type-store status-publish hentry"><header class="entry-header"><h1 class="entry-title">{store} promo codes</h1></header>'
            f'<div class="entry-content">{cards}{COUPON_HOWTO}</div></article></main></div>'
            f'<aside id="secondary" class="widget-area"><section class="widget"><h2 class="widget-title">Popular stores</h2>{side}</section></aside></div>'
            f'<footer id="colophon" class="site-footer"><div class="site-info">Proudly powered by WordPress</div></footer></div></body></html>')


@scen("couponjar_stores", "promo codes per store; two stores have identical codes and differ only in the store name")
def b_coupon():
    u = "https://couponjar.example/stores/"
    out = [P(u + f"{s}/", coupon_html(s), s) for s in COUPONS]
    out.append(P(u + "northwind-outfitters/?from=homepage", coupon_html("northwind-outfitters", cookie=True), "northwind-outfitters"))
    return out


HUT_RULES = (
    '<div id="rules" class="box"><b>Booking rules</b><br>Reservations are binding. Cancellations made '
    'more than 7 days before arrival are free of charge; later cancellations are charged at 50% of the '
    'half-board price, and no-shows at the full price. Please inform the warden by telephone if you '
    'arrive after 18:00. Dinner is served at 18:30.<br>Bring a sleeping-bag liner (compulsory), hut '
    'shoes are provided. Children under 6 stay free when sharing a bed. Members of an Alpine club '
    'receive a discount on presentation of a valid membership card. Payment in cash or by card at the '
    'hut; there is no cash machine in the valley after 17:00.<br>Mountain weather changes quickly: check '
    'the forecast before you set out and never leave the marked path in fog.</div>')

HUTS = {
    12: ("Gratalp Hut", "2,450 m", "48", "20 June – 20 September", "+41 27 555 01 12", "From Unterdorf, 3 h 30 min via the marked path."),
    14: ("Gletscherblick Hut", "2,930 m", "60", "1 July – 15 September", "+41 27 555 01 14", "From the Fellbahn top station, 2 h 15 min."),
    15: ("Felsenegg Hut", "2,210 m", "36", "15 June – 30 September", "+41 27 555 01 15", "From Unterdorf, 2 h 45 min via Felsenegg."),
    17: ("Seeboden Hut", "1,980 m", "40", "1 June – 15 October", "+41 27 555 01 17", "From the lake car park, 1 h 30 min."),
    19: ("Hornli Lodge", "3,260 m", "52", "1 July – 10 September", "+41 27 555 01 19", "From the Gletscherblick Hut, 2 h over the glacier (rope required)."),
}


def hut_html(i):
    name, alt, beds, season, tel, acc = HUTS[i]
    return (f'<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>{name}</title></head>'
            f'<body bgcolor="#ffffff"><div id="container"><div id="top"><img src="/img/logo.gif" alt="Alpine Huts Booking"> '
            f'<a href="/">Huts</a> | <a href="/map.php">Map</a> | <a href="/book.php">My bookings</a></div>{HUT_RULES}'
            f'<div id="hut"><div class="hutname">{name}</div><div class="row"><span class="lbl">Altitude:</span> {alt}</div>'
            f'<div class="row"><span class="lbl">Beds:</span> {beds}</div><div class="row"><span class="lbl">Open:</span> {season}</div>'
            f'<div class="row"><span class="lbl">Warden:</span> {tel}</div><div class="row"><span class="lbl">Access:</span> {acc}</div>'
            f'<div class="row"><a href="/book.php?hut={i}">Check availability</a></div></div>'
            f'<div id="bottom">Alpine Huts Booking &middot; a service of the regional hut association</div></div></body></html>')


def hut_mobile(i):
    name, alt, beds, season, tel, acc = HUTS[i]
    return (f'<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">'
            f'<title>{name} | Alpine Huts</title></head><body class="m"><div class="m-bar">&#9776; Alpine Huts</div>'
            f'<h2>{name}</h2><ul class="m-facts"><li><b>Altitude</b><br>{alt}</li><li><b>Beds</b><br>{beds}</li>'
            f'<li><b>Open</b><br>{season}</li><li><b>Warden</b><br><a href="tel:{tel}">{tel}</a></li></ul>'
            f'<p class="m-access">{acc}</p><a class="m-btn" href="/m/book.php?hut={i}">Check availability</a>'
            f'<details><summary>Booking rules</summary>{HUT_RULES}</details></body></html>')


@scen("alpine_huts", "hut pages; booking rules above the short facts; mobile copy splits label/value differently")
def b_huts():
    u = "https://alpinehuts.example/"
    out = [P(u + f"hut.php?id={i}", hut_html(i), f"hut{i}") for i in HUTS]
    out.append(P(u + "m/hut.php?id=12", hut_mobile(12), "hut12"))
    out.append(P(u + "hut.php?id=14&sid=8f2a91c04be7d3", hut_html(14), "hut14"))
    return out


LOUNGE_ACCESS = (
    '<div class="card access"><h4>Who can use airport lounges?</h4><p>Access depends on the lounge '
    'operator. Most lounges admit passengers travelling in business or first class on the day of '
    'travel, members of airline frequent-flyer programmes with elite status, and holders of lounge '
    'membership cards. Many also sell day passes at the door, subject to capacity.</p><p>Children '
    'under two usually enter free. Lounges may refuse entry when they are full, and most limit your '
    'stay to three hours before departure. Dress codes apply in some lounges. Always check the '
    'conditions on your boarding pass and membership card, because the information here may change '
    'without notice.</p></div>')

LOUNGES = {
    "skyline-t1": ("Skyline Lounge, Terminal 1", "Airside, after security, opposite gate 12", "05:00–22:00", "Showers, hot buffet, quiet room", "Day pass £35"),
    "skyline-t2": ("Skyline Lounge, Terminal 2", "Airside, after security, opposite gate 20", "05:00–22:00", "Showers, hot buffet, quiet room", "Day pass £35"),
    "skyline-t3": ("Skyline Lounge, Terminal 3", "Airside, level 2 above gate 31", "04:30–23:00", "Showers, hot buffet, family area", "Day pass £39"),
    "aurora-t3": ("Aurora Lounge, Terminal 3", "Airside, pier C, near gate 44", "06:00–21:00", "Bar, light snacks, runway view", "Day pass £29"),
    "northern-pier-d": ("Northern Lounge, Pier D", "Airside, end of pier D", "07:00–20:00", "Light snacks, workstations", "Members only"),
}


def lounge_html(k):
    name, loc, hours, am, price = LOUNGES[k]
    return (f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{name} | LoungeFinder</title></head><body>'
            f'<div class="topbar"><a href="/" class="brand">LoungeFinder</a><form action="/search"><input name="q" placeholder="Airport or lounge"></form></div>'
            f'<div class="grid"><div class="col-main"><h1>{name}</h1><ul class="facts"><li><i class="icon-pin"></i> {loc}</li>'
            f'<li><i class="icon-clock"></i> {hours}</li><li><i class="icon-star"></i> {am}</li><li><i class="icon-ticket"></i> {price}</li></ul></div>'
            f'<div class="col-side">{LOUNGE_ACCESS}<div class="card"><h4>More lounges at this airport</h4>'
            + lis([f'<a href="/lounges/{x}/">{LOUNGES[x][0]}</a>' for x in LOUNGES if x != k]) +
            '</div></div></div><footer class="foot">LoungeFinder is not affiliated with any airline or lounge operator.</footer></body></html>')


@scen("loungefinder", "lounges at one airport; titles differ by one terminal number; T1 and T2 differ only in numbers")
def b_lounge():
    u = "https://loungefinder.example/lounges/"
    return [P(u + f"{k}/", lounge_html(k), k) for k in LOUNGES]


SKI_CODE = (
    '<div class="code"><h3>Your Responsibility Code</h3><ol><li>Always stay in control and be able to '
    'stop or avoid other people or objects.</li><li>People ahead of you have the right of way; it is '
    'your responsibility to avoid them.</li><li>Stop only where you are visible from above and do not '
    'restrict traffic.</li><li>Look uphill and avoid others before starting downhill or merging onto a '
    'trail.</li><li>Observe all signs and warnings and keep off closed trails.</li><li>Know how to load, '
    'ride and unload lifts safely; lower the safety bar on chairlifts.</li></ol><p>Lift status is '
    'updated by our patrol team every 15 minutes during operating hours. Opening times may change '
    'at short notice because of wind or maintenance.</p></div>')

LIFTS = {
    4: ("Eagle Chair", "Open", "5 min", "420 m", "1,380 m", "6-seat detachable chairlift"),
    5: ("Falcon Chair", "Open", "5 min", "410 m", "1,360 m", "6-seat detachable chairlift"),
    6: ("Hawk T-bar", "Closed (wind)", "–", "180 m", "740 m", "T-bar"),
    7: ("Summit Gondola", "Open", "10 min", "860 m", "3,120 m", "10-seat gondola"),
    2: ("Meadow Carpet", "Open", "0 min", "12 m", "90 m", "Magic carpet"),
}


def lift_html(n, updated="09:15"):
    name, st, wait, vert, length, kind = LIFTS[n]
    return (f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Lift {n} – {name} | SnowPeak Resort</title></head><body>'
            f'<nav class="resort-nav"><a href="/">SnowPeak</a><a href="/lifts">Lifts</a><a href="/trails">Trails</a><a href="/webcams">Webcams</a><a href="/tickets">Tickets</a></nav>'
            f'<section class="lift-card" id="lift-{n}"><h2>Lift {n} – {name}</h2><p class="updated">Updated {updated}</p>'
            f'<div class="status"><span class="k">Status</span><span class="v">{st}</span></div>'
            f'<div class="status"><span class="k">Wait</span><span class="v">{wait}</span></div>'
            f'<div class="status"><span class="k">Vertical rise</span><span class="v">{vert}</span></div>'
            f'<div class="status"><span class="k">Length</span><span class="v">{length}</span></div>'
            f'<div class="status"><span class="k">Type</span><span class="v">{kind}</span></div>{SKI_CODE}</section>'
            f'<footer><small>SnowPeak Mountain Resort · Snow phone 555-0199</small></footer></body></html>')


@scen("snowpeak_lifts", "lift status pages; Eagle and Falcon differ only in name and two numbers; copy has a new 'Updated' time")
def b_lifts():
    u = "https://snowpeak.example/lifts/"
    out = [P(u + f"{n}", lift_html(n), f"lift{n}") for n in LIFTS]
    out.append(P(u + "4?t=1715589600", lift_html(4, "09:40"), "lift4"))
    return out


CARD_FAQ = (
    '<section class="faq"><h3>Frequently asked questions</h3><h4>Is it safe to enter my card number?</h4>'
    '<p>We never ask for your card number. The links above take you to the official balance page of '
    'each brand, and the telephone numbers are the brand’s own customer service lines.</p><h4>My balance '
    'is wrong. What can I do?</h4><p>Keep your receipts and contact the brand directly. Only the issuer '
    'can correct a balance or replace a lost card.</p><h4>Someone asked me to pay with gift cards.</h4>'
    '<p>This is a common scam. No government agency, utility or bank will ever ask you to pay with gift '
    'cards. Report it to the police.</p></section>')

CARDS = {
    "bluebird-coffee": ("Bluebird Coffee", "bluebirdcoffee.example/balance", "1-800-555-0141", "Scratch the silver strip on the back to reveal the 8-digit PIN.", "Cards do not expire."),
    "harbor-books": ("Harbor Books", "harborbooks.example/giftcard", "1-800-555-0172", "Scratch the silver strip on the back to reveal the 8-digit PIN.", "Cards do not expire."),
    "maple-cinema": ("Maple Cinema", "maplecinema.example/card", "1-800-555-0123", "The PIN is printed under the barcode.", "Balances expire 5 years after the last use."),
    "orchid-spa": ("Orchid Spa", "orchidspa.example/vouchers", "1-800-555-0190", "Vouchers have no PIN; quote the voucher number.", "Vouchers are valid for 12 months."),
    "pinecrest-hardware": ("Pinecrest Hardware", "pinecrest.example/balance", "1-800-555-0155", "Scratch the silver strip on the back to reveal the 4-digit PIN.", "Cards do not expire."),
}


def card_html(k):
    brand, url, tel, pin, exp = CARDS[k]
    return (f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Check your gift card balance - CardBalance Help</title></head><body>'
            f'<div id="hdr">CardBalance Help</div><div id="wrap"><div id="content"><h2>{brand}</h2>'
            f'<p><strong>Online:</strong> <a href="https://{url}">{url}</a><br><strong>Phone:</strong> {tel}<br>'
            f'<strong>PIN:</strong> {pin}<br><strong>Expiry:</strong> {exp}</p>{CARD_FAQ}</div>'
            f'<div id="nav"><a href="/">All brands</a><br><a href="/a-z">A–Z</a><br><a href="/scams">Avoid scams</a></div></div>'
            f'<div id="ftr">Not affiliated with the brands listed.</div></body></html>')


@scen("cardbalance_brands", "identical titles; Bluebird and Harbor differ only in brand, URL and phone")
def b_cards():
    u = "https://cardbalance.example/brand/"
    out = [P(u + f"{k}", card_html(k), k) for k in CARDS]
    out.append(P(u + "maple-cinema?utm_source=google&utm_medium=cpc&utm_campaign=balance", card_html("maple-cinema"), "maple-cinema"))
    return out


LIC_NOTE = (
    '<aside class="notice"><p><strong>This is not legal advice.</strong> LicenseDB summarises common '
    'open-source licences so that developers can compare them quickly. The summaries leave out detail '
    'that may matter in your situation. Always read the full licence text, which is linked from every '
    'page, and ask a lawyer if you are unsure whether a licence fits your project.</p><p>Summaries are '
    'maintained by the community on our public repository; each change is reviewed by two editors. '
    'Licence identifiers follow the SPDX License List.</p></aside>')

LICS = {
    "MIT": ("MIT License", "A short and simple permissive license with conditions only requiring preservation of copyright and license notices.",
            ["Commercial use", "Modification", "Distribution", "Private use"], ["License and copyright notice"], ["Liability", "Warranty"]),
    "ISC": ("ISC License", "A permissive license functionally equivalent to the MIT and BSD 2-Clause licenses, with simpler wording.",
            ["Commercial use", "Modification", "Distribution", "Private use"], ["License and copyright notice"], ["Liability", "Warranty"]),
    "BSD-2-Clause": ('BSD 2-Clause "Simplified" License', "A permissive license that comes in two variants; this one has two clauses.",
                     ["Commercial use", "Modification", "Distribution", "Private use"], ["License and copyright notice"], ["Liability", "Warranty"]),
    "BSD-3-Clause": ('BSD 3-Clause "New" or "Revised" License', "Like the 2-clause variant, plus a clause that forbids using contributors' names to endorse products.",
                     ["Commercial use", "Modification", "Distribution", "Private use"], ["License and copyright notice"], ["Liability", "Warranty"]),
    "0BSD": ("BSD Zero Clause License", "A public-domain-equivalent license that does not even require attribution.",
             ["Commercial use", "Modification", "Distribution", "Private use"], [], ["Liability", "Warranty"]),
}


def lic_html(k, printed=False):
    name, summ, perm, cond, lim = LICS[k]
    cols = "".join(f'<div class="col"><h3>{h}</h3>{lis(v) if v else "<p>None</p>"}</div>'
                   for h, v in (("Permissions", perm), ("Conditions", cond), ("Limitations", lim)))
    body = (f'<h1>{name}</h1><p class="spdx">SPDX identifier: <code>{k}</code></p><p class="summary">{summ}</p>'
            f'<div class="rules">{cols}</div><p><a href="/licenses/{k}/text">Full text</a></p>')
    if printed:
        return (f'<html><head><meta charset="utf-8"><title>{name}</title></head><body onload="window.print()">'
                f'{body}<hr><small>licensedb.example/licenses/{k}/ — printed copy</small></body></html>')
    return (f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{name} | LicenseDB</title></head>'
            f'<body><header class="navbar"><a class="navbar-brand" href="/">LicenseDB</a><a href="/compare">Compare</a><a href="/choose">Choose a licence</a></header>'
            f'<div class="container"><article class="license">{body}</article>{LIC_NOTE}</div></body></html>')


@scen("licensedb", "licence summaries; MIT, ISC and BSD-2 share all three lists and differ in name, id and one line")
def b_lic():
    u = "https://licensedb.example/licenses/"
    out = [P(u + f"{k}/", lic_html(k), k) for k in LICS]
    out.append(P(u + "ISC/print", lic_html("ISC", printed=True), "ISC"))
    return out


CITY_CONTACT = (
    '<div class="block block--contacting"><h2>Contacting your councillor</h2><p>Councillors hold '
    'surgeries in their wards at least once a month; dates are published on the Council calendar. '
    'You can also write to any councillor at Ashford City Hall, 1 Market Square, Ashford. Councillors '
    'cannot help with matters that are before the courts or with complaints that should first go to '
    'the relevant council service.</p><p>Full Council meets on the second Tuesday of each month at '
    '7 pm in the Council Chamber; meetings are open to the public and streamed live. Agendas are '
    'published five working days before each meeting.</p></div>')

COUNCIL = {
    "jane-okafor": ("Jane Okafor", "Ward 3 (Riverside)", "Labour", "Planning; Housing"),
    "tom-brennan": ("Tom Brennan", "At large", "Independent", "Finance; Audit"),
    "luis-ortega": ("Luis Ortega", "At large", "Independent", "Finance; Audit"),
    "priya-nair": ("Priya Nair", "Ward 5 (Hillcrest)", "Green", "Environment; Transport"),
    "hannah-meyer": ("Hannah Meyer", "Ward 7 (Old Town)", "Conservative", "Licensing; Planning"),
    "sam-adeyemi": ("Sam Adeyemi", "Ward 1 (Northgate)", "Labour", "Housing; Children's services"),
}


def council_html(k, crumbs=("Home", "Your council", "Councillors")):
    name, ward, party, comm = COUNCIL[k]
    email = k.replace("-", ".") + "@cityhall.example"
    bc = "".join(f'<li class="breadcrumb__item"><a href="#">{c}</a></li>' for c in crumbs)
    return (f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Councillor {name} | City of Ashford</title></head>'
            f'<body class="node-type-councillor"><a href="#main-content" class="visually-hidden focusable">Skip to main content</a>'
            f'<div class="layout-container"><header role="banner"><div class="site-branding">City of Ashford</div></header>'
            f'<nav role="navigation" aria-label="Breadcrumb" class="breadcrumb"><ol>{bc}</ol></nav>'
            f'<main role="main" id="main-content"><h1 class="page-title"><span class="field--name-title">Councillor {name}</span></h1>'
            f'<div class="field field--name-field-ward"><div class="field__label">Ward</div><div class="field__item">{ward}</div></div>'
            f'<div class="field field--name-field-party"><div class="field__label">Party</div><div class="field__item">{party}</div></div>'
            f'<div class="field field--name-field-term"><div class="field__label">Term</div><div class="field__item">May 2022 – May 2026</div></div>'
            f'<div class="field field--name-field-committees"><div class="field__label">Committees</div><div class="field__item">{comm}</div></div>'
            f'<div class="field field--name-field-email"><div class="field__label">Email</div><div class="field__item"><a href="mailto:{email}">{email}</a></div></div>'
            f'<div class="field field--name-field-phone"><div class="field__label">Phone</div><div class="field__item">(555) 010-2000</div></div></main>'
            f'<footer role="contentinfo">{CITY_CONTACT}<p>City of Ashford, 1 Market Square</p></footer></div></body></html>')


@scen("cityhall_councillors", "member pages; two at-large councillors differ only in name and email; copy with another breadcrumb")
def b_council():
    u = "https://cityhall.example/"
    out = [P(u + f"council/councillors/{k}", council_html(k), k) for k in COUNCIL]
    out.append(P(u + "wards/3/councillor", council_html("jane-okafor", ("Home", "Wards", "Ward 3 (Riverside)")), "jane-okafor"))
    return out


STAMP_NOTES = (
    '<font size="1" face="Verdana">Catalogue values are for fine used or unmounted mint examples as '
    'stated. Stamps with faults, heavy cancellations or poor centring sell for a fraction of catalogue. '
    'Prices are given in pounds sterling and were revised in January 2024. Perforation gauges are '
    'measured with an Instanta gauge; shades are described against the Stanley Gibbons colour key. '
    'Varieties and flaws are listed on separate pages. Images are not to scale. All images and text '
    '&copy; Stamp Catalogue Online; reproduction for sale listings is not permitted.</font>')

STAMPS = {
    532: ("1953 Coronation 2½d carmine-red", "1953", "2½d", "carmine-red", "15 × 14", "0.20", "0.15"),
    533: ("1953 Coronation 4d ultramarine", "1953", "4d", "ultramarine", "15 × 14", "0.80", "0.40"),
    534: ("1953 Coronation 1s3d deep yellow-green", "1953", "1s3d", "deep yellow-green", "15 × 14", "3.50", "1.20"),
    535: ("1953 Coronation 1s6d deep grey-blue", "1953", "1s6d", "deep grey-blue", "15 × 14", "6.50", "1.60"),
    536: ("1953 Coronation 1s6d deep grey-blue, missing colour", "1953", "1s6d", "deep grey-blue (variety)", "15 × 14", "950.00", "–"),
}


def stamp_html(n):
    alt, yr, face, col, perf, mint, used = STAMPS[n]
    rows = "".join(f'<tr><td class="lbl">{a}</td><td>{b}</td></tr>' for a, b in
                   (("Cat. no.", f"SG {n}"), ("Year", yr), ("Face value", face), ("Colour", col),
                    ("Perf.", perf), ("Mint", "£" + mint), ("Used", "£" + used if used != "–" else used)))
    return (f'<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>Catalogue entry - Stamp Catalogue</title></head>'
            f'<body leftmargin="0" topmargin="0"><table width="900" border="0" cellpadding="0" cellspacing="0" align="center">'
            f'<tr><td colspan="2" bgcolor="#003366"><font color="#ffffff" size="4">Stamp Catalogue Online</font></td></tr>'
            f'<tr><td width="180" valign="top" bgcolor="#eeeeee"><a href="/gb/">Great Britain</a><br><a href="/gb/qe2/">Elizabeth II</a><br><a href="/gb/qe2/1953/">1953</a></td>'
            f'<td valign="top"><table cellpadding="4"><tr><td><img src="/img/sg{n}.jpg" width="120" alt="{alt}"></td>'
            f'<td><table border="1" cellspacing="0">{rows}</table></td></tr></table><br>{STAMP_NOTES}</td></tr></table></body></html>')


@scen("stamp_catalogue", "identical titles, no h1; each entry only in an image alt and table cells; copy with ?page=1")
def b_stamps():
    u = "http://stampcat.example/entry.asp"
    out = [P(u + f"?sg={n}", stamp_html(n), f"sg{n}") for n in STAMPS]
    out.append(P(u + "?sg=533&page=1", stamp_html(533), "sg533"))
    return out


COIN_GUIDE = (
    '<div class="guide"><h3>Valuation guide</h3><p>Values are given for four grades. <b>Fine</b>: '
    'considerable wear, but all main details visible. <b>Very fine</b>: light wear on the highest '
    'points. <b>Extremely fine</b>: only slight traces of wear. <b>Uncirculated</b>: no wear at all, '
    'full original lustre. Most pre-decimal bronze coins in circulation grade Fine or below and are '
    'worth little more than face value; collectors pay premiums for full red lustre. Never clean a '
    'coin: cleaning removes the surface and cuts its value sharply.</p></div>')

COINS = {
    "penny-1967": ("One Penny 1967", "Bronze", "9.45 g", "30.9 mm", "654,564,000", "10p", "50p"),
    "penny-1966": ("One Penny 1966", "Bronze", "9.45 g", "30.9 mm", "165,739,200", "10p", "£1"),
    "penny-1965": ("One Penny 1965", "Bronze", "9.45 g", "30.9 mm", "121,310,400", "10p", "£1"),
    "halfpenny-1967": ("Halfpenny 1967", "Bronze", "5.67 g", "25.5 mm", "146,491,200", "5p", "30p"),
    "halfpenny-1966": ("Halfpenny 1966", "Bronze", "5.67 g", "25.5 mm", "98,083,200", "5p", "40p"),
}


def coin_html(k, amp=False):
    name, comp, wt, dia, mint, vf, unc = COINS[k]
    rows = "".join(f"<tr><th>{a}</th><td>{b}</td></tr>" for a, b in
                   (("Composition", comp), ("Weight", wt), ("Diameter", dia), ("Mintage", mint),
                    ("Obverse", "Elizabeth II, second portrait"), ("Value (VF)", vf), ("Value (UNC)", unc)))
    if amp:
        return (f'<!doctype html><html amp lang="en"><head><meta charset="utf-8"><title>{name} | CoinRef</title>'
                f'<link rel="canonical" href="https://coinref.example/coins/{k}/">{AMP_HEAD}</head><body>'
                f'<header class="amp-head">CoinRef</header><amp-img src="/img/{k}.jpg" width="300" height="150" layout="responsive" alt="{name}"></amp-img>'
                f'<h1>{name}</h1><table class="amp-tbl">{rows}</table>{COIN_GUIDE}</body></html>')
    return (f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{name} | CoinRef</title>'
            f'<link rel="amphtml" href="https://coinref.example/amp/coins/{k}/"></head><body><div class="navbar">CoinRef · UK coins · Catalogue · Forum rules</div>'
            f'<div class="container"><div class="row">{COIN_GUIDE}</div><div class="row"><div class="col-8"><h1>{name}</h1>'
            f'<img src="/img/{k}.jpg" alt="{name}"><table class="table table-sm">{rows}</table></div></div></div>'
            f'<div class="footer">CoinRef © 2024</div></body></html>')


@scen("coinref_catalogue", "coin years; titles differ by one digit; the three pennies differ only in mintage and value; AMP and /index.html copies")
def b_coins():
    u = "https://coinref.example/"
    out = [P(u + f"coins/{k}/", coin_html(k), k) for k in COINS]
    out.append(P(u + "amp/coins/penny-1966/", coin_html("penny-1966", amp=True), "penny-1966"))
    out.append(P(u + "coins/penny-1965/index.html", coin_html("penny-1965"), "penny-1965"))
    return out


TYRE_SIDEWALL = (
    '<div class="widget sidewall"><h3>How to read a tyre sidewall</h3><p>A size such as 205/55 R16 91V '
    'tells you the width of the tyre in millimetres (205), the height of the sidewall as a percentage '
    'of the width (55), the construction (R for radial) and the rim diameter in inches (16). The load '
    'index (91) and speed rating (V) follow. Always fit tyres with a load index and speed rating at '
    'least as high as those in your vehicle handbook. The four-digit DOT code shows the week and year '
    'of manufacture; tyres older than ten years should be replaced whatever their tread depth.</p></div>')

TYRES = {
    "205-55-r16": ("205/55 R16", "205 mm", "112.8 mm", "631.9 mm", "1,985 mm", "504", "Ford Focus, VW Golf, Toyota Corolla"),
    "205-60-r16": ("205/60 R16", "205 mm", "123.0 mm", "652.4 mm", "2,050 mm", "488", "Skoda Octavia Estate, Toyota Prius"),
    "215-55-r16": ("215/55 R16", "215 mm", "118.3 mm", "642.9 mm", "2,020 mm", "495", "Volvo S60, Audi A4"),
    "205-55-r17": ("205/55 R17", "205 mm", "112.8 mm", "657.3 mm", "2,065 mm", "484", "BMW 1 Series, Mazda 3"),
    "195-65-r15": ("195/65 R15", "195 mm", "126.8 mm", "634.5 mm", "1,993 mm", "502", "Ford Focus, VW Golf, Toyota Corolla"),
}


def tyre_html(k, popular_order=None):
    size, w, sw, dia, circ, revs, cars = TYRES[k]
    order = popular_order or list(TYRES)
    pop = lis([f'<a href="/size/{x}/">{TYRES[x][0]}</a>' for x in order], "popular")
    return (f'<!DOCTYPE html><html><head><meta charset="utf-8"><title>{size} tyre size dimensions - TyreSize</title></head><body>'
            f'<div class="header"><a href="/">TyreSize</a> <span>calculator</span></div><div class="page">'
            f'<div class="content"><h1>{size}</h1>' + table([("Section width", w), ("Sidewall height", sw), ("Overall diameter", dia),
                                                              ("Circumference", circ), ("Revolutions per km", revs)], ("Dimension", "Value")) +
            f'<p class="fits">Common on: {cars}</p></div><div class="sidebar">{TYRE_SIDEWALL}'
            f'<div class="widget"><h3>Popular sizes</h3>{pop}</div></div></div></body></html>')


@scen("tyre_sizes", "tyre sizes differing only in numbers; copy with a reordered 'popular sizes' sidebar")
def b_tyres():
    u = "https://tyresize.example/size/"
    out = [P(u + f"{k}/", tyre_html(k), k) for k in TYRES]
    out.append(P(u + "205-60-r16/?ref=popular", tyre_html("205-60-r16", list(reversed(TYRES))), "205-60-r16"))
    return out


DICT_KEY = (
    '<div class="key"><h4>Abbreviations</h4><p><i>n</i> noun · <i>v</i> verb · <i>adj</i> adjective · '
    '<i>m</i> masculine · <i>f</i> feminine · <i>LAm</i> Latin America · <i>Esp</i> Spain · <i>fam</i> '
    'colloquial.</p><h4>Pronunciation</h4><p>Spanish vowels are short and clear; <i>ll</i> and <i>y</i> '
    'are pronounced alike in most regions; <i>c</i> before <i>e</i> or <i>i</i> and <i>z</i> sound like '
    'English <i>th</i> in most of Spain but like <i>s</i> in Latin America and the Canary Islands. '
    'Stress falls on the second-last syllable unless a written accent shows otherwise.</p>'
    '<p>WordBridge is a free dictionary maintained by volunteer translators.</p></div>')

WORDS = {
    "house": ("house", "n", ["casa <i>f</i>", "vivienda <i>f</i>"], [("a two-storey house", "una casa de dos plantas")]),
    "home": ("home", "n", ["hogar <i>m</i>", "casa <i>f</i>"], [("at home", "en casa")]),
    "housing": ("housing", "n", ["vivienda <i>f</i>", "alojamiento <i>m</i>"], [("social housing", "vivienda social")]),
    "household": ("household", "n", ["hogar <i>m</i>", "familia <i>f</i>"], [("household chores", "tareas domésticas")]),
    "housework": ("housework", "n", ["tareas domésticas <i>fpl</i>"], [("to do the housework", "hacer las tareas de la casa")]),
}


def word_html(k, mobile=False):
    hw, pos, tr, ex = WORDS[k]
    if mobile:
        exs = "".join(f"<div class='m-ex'>{a} → {b}</div>" for a, b in ex)
        return (f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>{hw} in Spanish | WordBridge</title></head>'
                f'<body><div class="m-head">WordBridge EN–ES</div><div class="m-entry"><span class="m-hw">{hw}</span> <span class="m-pos">{pos}</span>'
                f'<div class="m-tr">{" / ".join(tr)}</div>{exs}</div><div class="m-foot">{DICT_KEY}</div></body></html>')
    exs = "".join(f"<li><span lang='en'>{a}</span> — <span lang='es'>{b}</span></li>" for a, b in ex)
    return (f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{hw} in Spanish | WordBridge</title></head><body>'
            f'<header><a href="/">WordBridge</a><form><input name="q" value="{hw}"><select><option>EN→ES</option></select></form></header>'
            f'<main><div class="entry"><h1 class="hw">{hw}</h1><span class="pos">{pos}</span><ol class="senses">'
            + "".join(f"<li>{t}</li>" for t in tr) + f'</ol><ul class="examples">{exs}</ul></div></main>'
            f'<footer>{DICT_KEY}</footer></body></html>')


@scen("wordbridge_dictionary", "EN-ES dictionary entries of a few words each; mobile ?m=1 copy with other markup")
def b_words():
    u = "https://wordbridge.example/en-es/"
    out = [P(u + k, word_html(k), k) for k in WORDS]
    out.append(P(u + "household?m=1", word_html("household", mobile=True), "household"))
    return out


LH_VISIT = (
    '<div class="society"><h3>Visiting lighthouses safely</h3><p>Most lighthouses in our register are '
    'still working aids to navigation and stand on private land. Please respect closed gates, keep '
    'dogs on a lead near livestock and stay well back from cliff edges, especially in wind. Towers open '
    'to the public usually have steep, narrow stairs and are not suitable for small children.</p>'
    '<h3>Join the Society</h3><p>Members receive our quarterly journal, free entry to partner towers '
    'and invitations to keepers’ talks. Annual membership costs £24; students pay £12.</p></div>')

LHS = {
    "southcliff-point": ("Southcliff Point", "22 m", "48 m", "Fl(2) W 10s", "18 nautical miles", "1861", "1989", "Built after the loss of the brig <i>Providence</i> on the reef below."),
    "northcliff-point": ("Northcliff Point", "19 m", "52 m", "Fl W 5s", "20 nautical miles", "1863", "1991", "Twin of Southcliff, built by the same engineer."),
    "gull-rock": ("Gull Rock", "31 m", "35 m", "Fl(3) W 15s", "16 nautical miles", "1874", "1996", "A granite rock tower reached only by boat."),
    "bar-head": ("Bar Head", "12 m", "21 m", "Iso R 4s", "9 nautical miles", "1902", "1978", "Marks the harbour bar; the red light shows the channel."),
    "old-harbour": ("Old Harbour Light", "9 m", "14 m", "F G", "5 nautical miles", "1835", "1965", "The oldest surviving light on this coast."),
}


def lh_html(k, printed=False):
    name, h, fh, ch, rng, built, auto, hist = LHS[k]
    dl = deflist([("Tower height", h), ("Focal height", fh), ("Light character", ch), ("Range", rng),
                  ("First lit", built), ("Automated", auto)], "lh-data")
    if printed:
        return (f'<html><head><meta charset="utf-8"><title>{name}</title><style>body{{font:12pt serif}}</style></head><body>'
                f'<h2>{name}</h2>{dl}<p>{hist}</p><p class="src">Printed from lighthouses.example on 3 May 2024</p></body></html>')
    return (f'<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>{name} - Lighthouse Heritage Register</title></head><body>'
            f'<div id="masthead">Lighthouse Heritage Register</div><ul id="menu"><li>Register</li><li>Map</li><li>Society</li><li>Shop</li></ul>'
            f'<div id="main"><div class="entry"><h2>{name}</h2>{dl}<p>{hist}</p>{LH_VISIT}</div></div>'
            f'<div id="footer">Registered charity no. 1100234</div></body></html>')


@scen("lighthouse_register", "lighthouses: a data list and one history line; print copy without nav and society block")
def b_lh():
    u = "https://lighthouses.example/register/"
    out = [P(u + f"{k}/", lh_html(k), k) for k in LHS]
    out.append(P(u + "gull-rock/?print=1", lh_html("gull-rock", printed=True), "gull-rock"))
    return out


PAINT_NOTE = (
    '<div class="disclaimer"><p>Colours on screen may differ from the actual paint colour because of '
    'your monitor settings and lighting. Before you buy, order a peel-and-stick sample or a 250 ml '
    'tester pot and try it on more than one wall, in daylight and in artificial light. Light '
    'reflectance value (LRV) runs from 0 (absolute black) to 100 (pure white); colours above 60 '
    'reflect most light and suit darker rooms.</p><p>Samples ship free within 2 working days. '
    'Paintchip colours are available in matt, eggshell, satin and gloss finishes at all partner stores.</p></div>')

PAINTS = {
    "harbour-mist": ("Harbour Mist", "2121-40", "#B8C4C7", "52", "Coastal"),
    "harbour-fog": ("Harbour Fog", "2121-50", "#C9D2D4", "62", "Coastal"),
    "sea-glass": ("Sea Glass", "2036-50", "#A9CBBE", "55", "Coastal"),
    "quiet-moss": ("Quiet Moss", "2145-30", "#8C9A78", "31", "Woodland"),
    "chalk-white": ("Chalk White", "OC-17", "#F3F0E7", "86", "Whites"),
}


def paint_html(k):
    name, code, hx, lrv, coll = PAINTS[k]
    return (f'<!DOCTYPE html><html><head><meta charset="utf-8"><title>{name} {code} | Paintchip</title></head><body>'
            f'<div class="site-nav">Paintchip · Colours · Collections · Find a store</div><div class="swatch-page">'
            f'<div class="chip" style="background:{hx}"><img src="/chips/{code}.png" alt="Swatch of {name}"></div>'
            f'<div class="chip-info"><span class="code">{code}</span><ul><li>Hex {hx}</li><li>LRV {lrv}</li><li>Collection: {coll}</li></ul>'
            f'<a class="btn" href="/sample/{code}">Order a sample</a></div>{PAINT_NOTE}</div></body></html>')


@scen("paintchip_colours", "colour swatches, name only in title and image alt; Mist and Fog differ in name and numbers; ?spm= copy")
def b_paint():
    u = "https://paintchip.example/colour/"
    out = [P(u + f"{k}", paint_html(k), k) for k in PAINTS]
    out.append(P(u + "sea-glass?spm=a2c4e.11153940.0.0.5f3d", paint_html("sea-glass"), "sea-glass"))
    return out


TLD_HOW = (
    '<div class="explainer"><h3>How delegation works</h3><p>Each top-level domain is delegated by the '
    'root zone operator to a manager, who runs the registry database and the authoritative name '
    'servers. Country-code domains are usually managed by an organisation in that country, but many '
    'small territories contract the technical work to commercial registry providers. You cannot buy '
    'a domain from the registry directly: registrations go through accredited registrars, who set '
    'their own prices. Eligibility rules, minimum terms and dispute policies differ from one TLD to '
    'another.</p></div>')

TLDS = {
    "io": (".io", "country-code", "British Indian Ocean Territory", "16 April 1997", "Yes", "1 year"),
    "ac": (".ac", "country-code", "Ascension Island", "19 December 1997", "Yes", "1 year"),
    "sh": (".sh", "country-code", "Saint Helena", "26 September 1997", "Yes", "1 year"),
    "tv": (".tv", "country-code", "Tuvalu", "12 March 1996", "Yes", "1 year"),
    "app": (".app", "generic", "—", "23 June 2015", "Yes", "1 year"),
}


def tld_html(k, updated="2024-05-02"):
    tld, typ, terr, date, dnssec, term = TLDS[k]
    return (f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Details</title></head><body>'
            f'<div class="wrap"><div class="logo">TLD Info</div><p class="lead">{tld}</p>'
            f'<table class="kv"><tr><td>Type</td><td>{typ}</td></tr><tr><td>Territory</td><td>{terr}</td></tr>'
            f'<tr><td>Delegated</td><td>{date}</td></tr><tr><td>DNSSEC</td><td>{dnssec}</td></tr><tr><td>Minimum term</td><td>{term}</td></tr></table>'
            f'<p class="upd">Last updated {updated}</p>{TLD_HOW}<p class="foot">Data from public registry records.</p></div></body></html>')


@scen("tldinfo_domains", "generic 'Details' title for all; TLD shown only in a lead line and table; .io/.ac/.sh differ in a few cells")
def b_tld():
    u = "https://tldinfo.example/tld/"
    return [P(u + k, tld_html(k), k) for k in TLDS]


MOHS = ("<div class='mohs'><h3>Mohs hardness scale</h3>" +
        table([("1", "Talc"), ("2", "Gypsum"), ("3", "Calcite"), ("4", "Fluorite"), ("5", "Apatite"),
               ("6", "Orthoclase"), ("7", "Quartz"), ("8", "Topaz"), ("9", "Corundum"), ("10", "Diamond")],
              ("Hardness", "Mineral"), "mohs-table") +
        "<p>The Mohs scale compares how easily one mineral scratches another. A fingernail is about "
        "2.5, a copper coin 3.5, a steel knife 5.5 and window glass about 5.5. The scale is ordinal: "
        "diamond is not ten times harder than talc. Test on an unobtrusive spot and never on a "
        "polished specimen.</p></div>")

MINERALS = {
    "quartz": ("Quartz", "SiO<sub>2</sub>", "Trigonal", "7", "Vitreous", "White", "2.65"),
    "calcite": ("Calcite", "CaCO<sub>3</sub>", "Trigonal", "3", "Vitreous", "White", "2.71"),
    "fluorite": ("Fluorite", "CaF<sub>2</sub>", "Cubic", "4", "Vitreous", "White", "3.18"),
    "apatite": ("Apatite", "Ca<sub>5</sub>(PO<sub>4</sub>)<sub>3</sub>(F,Cl,OH)", "Hexagonal", "5", "Vitreous", "White", "3.19"),
    "orthoclase": ("Orthoclase", "KAlSi<sub>3</sub>O<sub>8</sub>", "Monoclinic", "6", "Vitreous", "White", "2.56"),
}


def mineral_html(k):
    name, f, cs, h, lus, streak, sg = MINERALS[k]
    return (f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>MineralBase | {name}</title></head><body>'
            f'<header>MineralBase</header><div class="cols"><section class="mineral">{name}'
            + deflist([("Formula", f), ("Crystal system", cs), ("Hardness", h), ("Lustre", lus), ("Streak", streak), ("Specific gravity", sg)], "props")
            + f'</section><aside>{MOHS}</aside></div></body></html>')


@scen("mineralbase", "mineral properties in a dl, no heading element; the repeated Mohs table and text are longer than each page")
def b_min():
    u = "https://mineralbase.example/mineral/"
    return [P(u + k, mineral_html(k), k) for k in MINERALS]


WRECK_RULES = (
    '<div class="panel panel-warning"><div class="panel-heading">Before you dive</div><div class="panel-body">'
    '<p>Many wrecks listed here are protected. Wrecks of military vessels lost in action are war graves '
    'and may not be entered or disturbed; diving on designated historic wrecks needs a licence. '
    'Removing anything from a wreck without reporting it to the Receiver of Wreck is an offence.</p>'
    '<p>Positions are given in WGS84 and are approximate. Depths are to the seabed at chart datum. '
    'Tidal streams over most sites are strong; dive at slack water with surface cover.</p></div></div>')

WRECKS = {
    "maria-vale": ("SS Maria Vale", "1902", "14 March 1917", "38 m", "50°12.4′N 004°51.7′W", "Torpedoed"),
    "maria-clare": ("SS Maria Clare", "1904", "2 April 1917", "41 m", "50°10.9′N 004°48.2′W", "Torpedoed"),
    "kittiwake": ("Kittiwake", "1889", "22 November 1893", "12 m", "50°15.1′N 004°55.0′W", "Wrecked in a gale"),
    "hms-lynx": ("HMS Lynx", "1913", "9 August 1915", "55 m", "50°05.3′N 004°40.6′W", "Mined"),
    "gannet": ("Gannet", "1921", "5 January 1952", "18 m", "50°13.8′N 004°52.2′W", "Collision"),
}


def wreck_html(k, cookie=False):
    name, built, sunk, depth, pos, cause = WRECKS[k]
    return (f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{name} | Wrecksite South Coast</title></head><body>'
            f'{COOKIE_EN if cookie else ""}<nav class="navbar navbar-default"><a class="navbar-brand" href="/">Wrecksite</a>'
            f'<ul class="nav navbar-nav"><li><a href="/map">Map</a></li><li><a href="/list">A–Z</a></li><li><a href="/submit">Submit a wreck</a></li></ul></nav>'
            f'<div class="container"><div class="row"><div class="col-md-8"><h3>{name}</h3>'
            f'<table class="table table-condensed"><tr><td>Built</td><td>{built}</td></tr><tr><td>Lost</td><td>{sunk}</td></tr>'
            f'<tr><td>Cause</td><td>{cause}</td></tr><tr><td>Depth</td><td>{depth}</td></tr><tr><td>Position</td><td>{pos}</td></tr></table>'
            f'</div><div class="col-md-4">{WRECK_RULES}</div></div></div></body></html>')


@scen("wrecksite", "wreck records as table rows only; two 1917 sister ships differ in name and numbers; cookie and ?from=map copies")
def b_wreck():
    u = "https://wrecksite.example/wreck/"
    out = [P(u + k, wreck_html(k), k) for k in WRECKS]
    out.append(P(u + "kittiwake?sessionid=ab12cd", wreck_html("kittiwake", cookie=True), "kittiwake"))
    out.append(P(u + "maria-vale?from=map", wreck_html("maria-vale"), "maria-vale"))
    return out


# ============================================================================= CHINESE

LK_TIPS = (
    '<div class="cxts"><h3>出行提示</h3><p>1. 出行前请通过本网站、交通广播或“智慧高速”公众号查询实时路况，合理安排出行时间和路线。</p>'
    '<p>2. 途经施工路段请按照标志标线提示减速慢行，服从现场人员指挥，不要随意变道、超车。</p>'
    '<p>3. 遇交通事故或车辆故障，请立即开启危险报警闪光灯，在来车方向150米以外设置警告标志，车上人员迅速转移到护栏外，并拨打高速公路救援电话12122。</p>'
    '<p>4. 雨雾天气请开启雾灯、示廓灯，保持安全车距，严禁在应急车道停车或行驶。</p>'
    '<p>本页信息仅供参考，实际通行情况以现场为准。</p></div>')

LK = {
    "g15-k1023": ("G15沈海高速", "K1023+500至K1025+000", "上海方向", "道路施工", "占用第二、三车道，车辆借用第一车道通行", "2024-05-12 至 2024-05-20"),
    "g15-k1045": ("G15沈海高速", "K1045+200至K1046+800", "上海方向", "道路施工", "占用第二、三车道，车辆借用第一车道通行", "2024-05-12 至 2024-05-20"),
    "g60-k88": ("G60沪昆高速", "K88+300", "杭州方向", "交通事故", "占用应急车道，通行缓慢", "2024-05-13 08:42"),
    "s26-k12": ("S26诸永高速", "K12+000至K18+500", "双向", "交通管制", "因团雾实施间断放行", "2024-05-13 06:10"),
    "g92-k45": ("G92杭州湾环线", "K45+100", "宁波方向", "车辆故障", "占用第一车道，已处置完毕", "2024-05-13 09:05"),
}


def lk_html(k, views=1283):
    road, zh, fx, lx, yx, sj = LK[k]
    return (f'<!DOCTYPE html><html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>{road}{zh.split("+")[0]}路况_高速路况_交通出行网</title></head>'
            f'<body><div class="toubu"><span class="wzmc">交通出行网</span><ul class="daohang"><li>首页</li><li>高速路况</li><li>国省道</li><li>航班</li><li>出行服务</li></ul></div>'
            f'<div class="lukuang_xq"><div class="biaoti">{road} {zh} {lx}</div><div class="laiyuan">来源：省高速公路路况中心　浏览次数：{views}</div>'
            f'<div class="zhengwen"><p>路段：{road}</p><p>桩号：{zh}</p><p>方向：{fx}</p><p>事件类型：{lx}</p><p>影响：{yx}</p><p>时间：{sj}</p>{LK_TIPS}</div></div>'
            f'<div class="dibu">主办单位：交通出行网　备案号：X ICP备12345678号</div></body></html>')


@scen("gaosu_lukuang", "路况 per 路段: two G15 施工 pages differ only in 桩号 numbers; copy with another 浏览次数")
def b_lk():
    u = "https://lukuang.jtcx.example/gs/"
    out = [P(u + f"{k}.html", lk_html(k), k) for k in LK]
    out.append(P(u + "g60-k88.html?v=2", lk_html("g60-k88", 1347), "g60-k88"))
    return out


WSZ_QY = (
    '<div class="box"><h3>家庭医生签约服务</h3><p>辖区常住居民均可与社区卫生服务站的家庭医生团队签约。签约后可享受基本医疗、'
    '健康咨询、慢性病随访、预约转诊、长处方等服务。65岁以上老年人每年可免费体检一次，高血压、糖尿病患者每季度免费随访一次。</p>'
    '<p>签约方式：携带本人身份证和医保卡到就近的社区卫生服务站现场签约，或通过“健康社区”小程序在线签约。签约有效期一年，到期可续签。</p>'
    '<p>咨询电话：区卫生健康局 0571-55550000（工作日 8:30-17:00）</p></div>')

WSZ = {
    105: ("东湖社区卫生服务站", "东湖路88号东湖社区服务中心一楼", "0571-55551105", "周一至周日 8:00-17:00", "基本医疗、预防接种、慢病管理、康复"),
    106: ("西湖社区卫生服务站", "西湖路12号西湖社区服务中心一楼", "0571-55551106", "周一至周日 8:00-17:00", "基本医疗、预防接种、慢病管理、康复"),
    107: ("南苑社区卫生服务站", "南苑街3号", "0571-55551107", "周一至周六 8:00-16:30", "基本医疗、中医理疗、慢病管理"),
    108: ("北辰社区卫生服务站", "北辰小区21幢底商", "0571-55551108", "周一至周五 8:00-17:00", "基本医疗、儿童保健、妇女保健"),
    109: ("城东社区卫生服务站", "城东大道166号", "0571-55551109", "周一至周日 7:30-18:00", "基本医疗、预防接种、心电图检查"),
}


def wsz_html(i, printed=False):
    name, addr, tel, sj, xm = WSZ[i]
    body = (f'<table class="xx" width="100%" border="1" cellspacing="0"><tr><td width="120">机构名称</td><td>{name}</td></tr>'
            f'<tr><td>地址</td><td>{addr}</td></tr><tr><td>联系电话</td><td>{tel}</td></tr><tr><td>服务时间</td><td>{sj}</td></tr>'
            f'<tr><td>服务项目</td><td>{xm}</td></tr></table>')
    if printed:
        return (f'<html><head><meta charset="utf-8"><title>详细信息</title></head><body><div class="print">{body}'
                f'<p><a href="javascript:window.print()">打印本页</a>　<a href="javascript:window.close()">关闭窗口</a></p></div></body></html>')
    return (f'<!DOCTYPE html><html><head><meta charset="utf-8"><title>详细信息</title><meta name="generator" content="PHPCMS V9"></head><body>'
            f'<div class="header"><div class="logo">区卫生健康局</div><div class="nav"><a href="/">首页</a><a href="/list-12-1.html">机构查询</a><a href="/list-13-1.html">健康科普</a></div></div>'
            f'<div class="main"><div class="col-left"><div class="crumbs"><a href="/">首页</a><span> &gt; </span><a href="/list-12-1.html">机构查询</a> &gt; 正文</div>'
            f'<div id="Article"><div class="content">{body}</div></div></div><div class="col-auto">{WSZ_QY}</div></div>'
            f'<div class="footer">区卫生健康局 版权所有</div></body></html>')


@scen("weisheng_fuwuzhan", "title 详细信息 on all; 东湖/西湖 differ only in names, address and phone; print copy")
def b_wsz():
    u = "https://wjw.qu.example/"
    out = [P(u + f"index.php?m=content&c=index&a=show&catid=12&id={i}", wsz_html(i), f"wsz{i}") for i in WSZ]
    out.append(P(u + "print.php?catid=12&id=108", wsz_html(108, printed=True), "wsz108"))
    return out


SB_MZ = (
    '<div class="mzsm"><b>免责声明：</b>本站商标信息来源于公开数据，仅供参考，不作为法律依据，具体以国家知识产权局商标局公告为准。'
    '<br><b>商标状态说明：</b>“申请中”表示商标已提交注册申请，尚在审查中；“初审公告”表示已通过实质审查，进入三个月异议期；'
    '“已注册”表示已核准注册，注册有效期为十年，自核准注册之日起计算；“已无效”表示商标已被撤销、宣告无效或到期未续展。'
    '<br>商标注册、续展、变更、转让等业务可咨询在线顾问，热线 400-555-0100。</div>')

SB = {
    51234567: ("晨光悦读", "第16类 纸品、印刷品", "2021-03-08", "已注册", "杭州晨光文化传媒有限公司"),
    51234568: ("晨光悦听", "第9类 电子音像制品", "2021-03-08", "已注册", "杭州晨光文化传媒有限公司"),
    51234569: ("晨光悦读", "第41类 教育娱乐", "2021-03-08", "初审公告", "杭州晨光文化传媒有限公司"),
    48877012: ("青禾", "第30类 茶、糕点", "2020-08-19", "已注册", "青禾食品有限公司"),
    60122345: ("山海集", "第35类 广告销售", "2022-01-11", "申请中", "山海集网络科技有限公司"),
}


def sb_html(n):
    name, lb, rq, zt, sqr = SB[n]
    return (f'<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>商标详情-商标查询网</title></head><body>'
            f'<div class="g-hd"><div class="logo">商标查询网</div><div class="search"><input placeholder="输入商标名称、注册号或申请人"></div></div>'
            f'<div class="g-bd"><div class="tm-detail"><div class="tm-img"><img src="/tmimg/{n}.jpg" alt="{name} 商标图样"></div>'
            f'<ul class="tm-info"><li><em>注册号</em><span>{n}</span></li><li><em>国际分类</em><span>{lb}</span></li>'
            f'<li><em>申请日期</em><span>{rq}</span></li><li><em>商标状态</em><span>{zt}</span></li><li><em>申请人</em><span>{sqr}</span></li></ul></div>{SB_MZ}</div>'
            f'<div class="g-ft">商标查询网 · 知识产权服务平台</div></body></html>')


@scen("shangbiao_chaxun", "identical titles; trademark name only in an image alt; two 晨光悦读 filings differ in number, class and status; ?from= copy")
def b_sb():
    u = "https://www.sbcx.example/tm/"
    out = [P(u + f"{n}.html", sb_html(n), f"tm{n}") for n in SB]
    out.append(P(u + "48877012.html?from=baidu", sb_html(48877012), "tm48877012"))
    return out


TV_TS = (
    '<div class="tishi"><p>温馨提示：以上节目信息由各电视台提供，仅供参考，请以电视台实际播出为准。如遇重大新闻或体育赛事直播，节目时间将作相应调整。</p>'
    '<p>下载“东海视听”客户端，可随时查看节目预告、预约提醒并收看直播和回看。热门频道：东海卫视、东海都市、东海影视、东海少儿、东海新闻综合。</p></div>')

TV = {
    ("dhws", "20240513"): ("东海卫视", "5月13日 周一", [("06:00", "东海早新闻"), ("07:30", "健康早知道"), ("09:00", "电视剧：山河长歌(11)"), ("12:00", "午间新闻"), ("19:30", "电视剧：山河长歌(12)"), ("21:20", "综艺：欢乐周末")]),
    ("dhws", "20240514"): ("东海卫视", "5月14日 周二", [("06:00", "东海早新闻"), ("07:30", "健康早知道"), ("09:00", "电视剧：山河长歌(13)"), ("12:00", "午间新闻"), ("19:30", "电视剧：山河长歌(14)"), ("21:20", "纪录片：海岛人家")]),
    ("dhds", "20240513"): ("东海都市", "5月13日 周一", [("06:30", "都市晨报"), ("08:00", "生活帮"), ("12:00", "都市午报"), ("18:00", "1818黄金眼"), ("19:00", "都市新闻"), ("21:00", "电视剧：小巷人家(5)")]),
    ("dhys", "20240513"): ("东海影视", "5月13日 周一", [("08:00", "电视剧：大江大河(20)"), ("10:00", "电视剧：大江大河(21)"), ("14:00", "电影：长津湖"), ("19:30", "电视剧：繁花(8)"), ("21:30", "电视剧：繁花(9)")]),
}


def tv_html(ch, d, wap=False):
    name, day, rows = TV[(ch, d)]
    if wap:
        items = "".join(f"<li><span class='t'>{t}</span>{p}</li>" for t, p in rows)
        return (f'<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>{name}节目单_{day}</title></head>'
                f'<body><div class="wap-top">电视节目表 手机版</div><h3>{name} {day}</h3><ul class="jmlist">{items}</ul>{TV_TS}'
                f'<div class="wap-foot"><a href="/">电脑版</a></div></body></html>')
    tr = "".join(f'<tr><td class="sj">{t}</td><td>{p}</td></tr>' for t, p in rows)
    return (f'<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">'
            f'<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8" />'
            f'<title>{name}节目单_{day}_电视节目表</title></head><body><div id="top"><a href="/">电视节目表</a> | 央视 | 卫视 | 地方台 | 节目搜索</div>'
            f'<div id="pd"><div class="pdname">{name} {day}</div><table class="jmb" cellpadding="0" cellspacing="0">{tr}</table>{TV_TS}</div>'
            f'<div id="foot">Copyright 电视节目表 tv.example</div></body></html>')


@scen("tv_jiemudan_gbk", "GBK; 节目单 per channel and day; 东海卫视 two days differ in episode numbers and one show; wap copy")
def b_tv():
    u = "http://tv.example/"
    out = [P(u + f"{ch}/{d}.html", tv_html(ch, d), f"{ch}{d}", "gbk") for ch, d in TV]
    out.append(P(u + "wap/dhws/20240513.html", tv_html("dhws", "20240513", wap=True), "dhws20240513", "gbk"))
    return out


ZW_YH = (
    '<div class="yhtx"><strong>养护小贴士：</strong>浇水遵循“见干见湿”的原则，盆土表面干燥后再浇透，避免积水烂根；春秋两季是生长旺季，'
    '可每半个月施一次稀薄液肥，夏季高温和冬季低温时停止施肥。大多数观赏植物喜欢散射光，夏季需遮阴，冬季移至室内向阳处。'
    '换盆宜在早春进行，选用疏松透气、排水良好的土壤。发现病虫害应及时隔离，剪除病叶，必要时喷洒对应药剂。</div>')

ZW = {
    "yueji": ("月季", "Rosa chinensis", "蔷薇科 蔷薇属", "4-9月，可多次开花", "原产中国，各地普遍栽培", "直立灌木，小枝有短粗钩状皮刺，花单生或几朵集生。"),
    "meigui": ("玫瑰", "Rosa rugosa", "蔷薇科 蔷薇属", "5-6月", "原产中国华北及日本、朝鲜", "直立灌木，茎密生皮刺和刺毛，花单生或数朵簇生。"),
    "qiangwei": ("蔷薇", "Rosa multiflora", "蔷薇科 蔷薇属", "5-6月", "分布于华东、华中等地", "攀援灌木，小枝有短粗稍弯皮刺，花多朵排成圆锥状花序。"),
    "lvluo": ("绿萝", "Epipremnum aureum", "天南星科 麒麟叶属", "室内罕见开花", "原产所罗门群岛", "常绿藤本，叶片心形，常有黄色斑纹。"),
    "diaolan": ("吊兰", "Chlorophytum comosum", "天门冬科 吊兰属", "5月，冬季亦可开花", "原产非洲南部", "多年生草本，叶剑形，花葶常变为匍匐枝并生出小植株。"),
}


def zw_html(k):
    name, xm, ks, hq, fb, xt = ZW[k]
    return (f'<!DOCTYPE html><html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>{name}_植物百科_花卉园艺网</title>'
            f'<meta name="keywords" content="{name},{xm}"></head><body><div class="header w960"><div class="logo">花卉园艺网</div><div class="nav">首页 | 植物百科 | 养花技巧 | 花语</div></div>'
            f'<div class="w960 center"><div class="place"><strong>当前位置:</strong> <a href="/">主页</a> &gt; <a href="/baike/">植物百科</a> &gt;</div>'
            f'<div class="viewbox"><div class="title"><h2>{name}</h2></div><div class="info"><small>时间:</small>2023-04-18<small>来源:</small>花卉园艺网</div>'
            f'<div class="content"><table width="100%"><tr><td>中文名</td><td>{name}</td></tr><tr><td>学名</td><td><i>{xm}</i></td></tr>'
            f'<tr><td>科属</td><td>{ks}</td></tr><tr><td>花期</td><td>{hq}</td></tr><tr><td>分布</td><td>{fb}</td></tr></table><p>{xt}</p>{ZW_YH}</div></div></div>'
            f'<div class="footer w960">Powered by DedeCMS &copy; 2004-2024</div></body></html>')


@scen("zhiwu_baike", "DedeCMS plant entries; 玫瑰 and 蔷薇 share 科属 and 花期 and differ in a few cells")
def b_zw():
    u = "https://www.huahui.example/baike/"
    return [P(u + f"{k}/", zw_html(k), k) for k in ZW]


CY_CC = (
    '<div class="side-box"><div class="hd">茶叶储存方法</div><div class="bd"><p>绿茶、白茶等不发酵或轻发酵茶宜低温冷藏，用铝箔袋密封后放入冰箱0-5℃保存，'
    '取出后待袋子回到室温再开封，以免受潮。乌龙茶、红茶常温避光密封保存即可，远离厨房、香皂等有异味的地方。普洱茶、黑茶需要通风，'
    '忌闷、忌晒、忌异味。</p><p>本站茶叶介绍仅供参考，不同年份、不同产区的茶叶品质差异较大，请以实物为准。</p></div></div>')

CY = {
    "xhlj": ("西湖龙井", "浙江杭州西湖区", "绿茶", "扁平光滑，色泽嫩绿", "嫩绿明亮", "清香持久", "鲜醇甘爽", "85℃，3克/150毫升"),
    "ajbc": ("安吉白茶", "浙江湖州安吉县", "绿茶", "挺直略扁，形如兰蕙", "嫩绿明亮", "清香高扬", "鲜醇甘爽", "85℃，3克/150毫升"),
    "hsmf": ("黄山毛峰", "安徽黄山", "绿茶", "形似雀舌，白毫显露", "清碧微黄", "清香高长", "鲜浓醇和", "85℃，3克/150毫升"),
    "tphk": ("太平猴魁", "安徽黄山太平县", "绿茶", "两叶抱芽，扁平挺直", "清绿明澈", "兰香高爽", "醇厚回甘", "90℃，5克/200毫升"),
    "lagp": ("六安瓜片", "安徽六安", "绿茶", "单片不带芽梗，形似瓜子", "清澈透亮", "清香持久", "鲜醇回甘", "90℃，3克/150毫升"),
}


def cy_html(k, printed=False):
    name, cd, lb, wx, ts, xq, zw, cp = CY[k]
    dl = "".join(f"<li><label>{a}：</label>{b}</li>" for a, b in (("产地", cd), ("类别", lb), ("外形", wx), ("汤色", ts), ("香气", xq), ("滋味", zw), ("冲泡", cp)))
    if printed:
        return (f'<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>{name}</title></head><body>'
                f'<h3 align="center">{name}</h3><ul>{dl}</ul><p align="center">【<a href="javascript:window.print()">打印</a>】【<a href="javascript:window.close()">关闭</a>】</p></body></html>')
    return (f'<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>{name}-中国茶叶网</title></head><body>'
            f'<div id="header"><div class="logo">中国茶叶网</div><div class="menu">首页 茶叶品种 茶文化 茶具 茶馆</div></div>'
            f'<div id="main"><div class="left"><div class="cha-title">{name}</div><ul class="cha-info">{dl}</ul></div><div class="right">{CY_CC}</div></div>'
            f'<div id="footer">中国茶叶网 版权所有 未经许可不得转载</div></body></html>')


@scen("chaye_pinzhong_gbk", "GBK tea varieties as label lines; 西湖龙井/安吉白茶 share most values; print copy")
def b_cy():
    u = "http://www.chaye.example/pz/"
    out = [P(u + f"{k}.htm", cy_html(k), k, "gbk") for k in CY]
    out.append(P(u + "print.asp?id=hsmf", cy_html("hsmf", printed=True), "hsmf", "gbk"))
    return out


ZX_GS = (
    '<div class="zx-banner"><div class="free"><h3>免费设计 免费报价</h3><p>输入您的小区名称和房屋面积，10秒获取装修报价，设计师一对一上门量房，'
    '出具平面布局图和预算清单，不满意不收费。</p><form><input placeholder="小区名称"><input placeholder="面积"><input placeholder="手机号"><button>立即获取</button></form></div>'
    '<div class="about"><p>安居装饰成立于2008年，是本地知名的家装企业，拥有设计师120余名、自有施工队伍30余支，累计服务业主超过2万户。'
    '公司实行材料透明、报价透明、施工透明，水电工程质保10年，基础装修质保5年。</p></div></div>')

ZX = {
    "a1021": ("阳光花园", "89㎡", "三室两厅", "现代简约", "12.8万", "李明"),
    "a1022": ("阳光花园", "120㎡", "四室两厅", "北欧", "18.5万", "李明"),
    "a1030": ("锦绣江南", "95㎡", "三室两厅", "新中式", "15.2万", "王芳"),
    "a1034": ("翠湖苑", "68㎡", "两室一厅", "日式", "8.6万", "陈晨"),
    "a1041": ("金域华府", "140㎡", "四室两厅", "轻奢", "26.0万", "王芳"),
}


def zx_html(k):
    xq, mj, hx, fg, zj, sjs = ZX[k]
    imgs = "".join(f'<img src="/case/{k}_{i}.jpg" alt="{xq}{mj}{fg}{r}效果图">' for i, r in enumerate(("客厅", "卧室", "厨房")))
    return (f'<!DOCTYPE html><html><head><meta charset="utf-8"><title>{xq}{mj}{fg}装修案例-安居装饰</title></head><body>'
            f'<div class="top-nav">安居装饰 | 装修案例 | 设计团队 | 工地直播 | 装修报价</div>{ZX_GS}'
            f'<div class="case-detail"><div class="case-attr"><span>小区：{xq}</span><span>面积：{mj}</span><span>户型：{hx}</span>'
            f'<span>风格：{fg}</span><span>造价：{zj}</span><span>设计师：{sjs}</span></div><div class="case-pics">{imgs}</div></div>'
            f'<div class="bottom">服务热线 400-555-0188</div></body></html>')


@scen("zhuangxiu_anli", "decoration cases as attribute spans and image alts; two 阳光花园 cases differ in numbers and style")
def b_zx():
    u = "https://www.anju.example/anli/"
    return [P(u + f"{k}.html", zx_html(k), k) for k in ZX]


WX_BZ = (
    '<div class="baozhang"><h4>维修保障</h4><p>全部使用原厂或高品质配件，维修前免费检测并告知报价，确认后再维修，不修不收费。'
    '更换屏幕、电池享受180天质保，质保期内非人为损坏免费更换。维修过程全程监控，可到店透明维修，也可顺丰包邮寄修。</p>'
    '<h4>门店地址</h4><p>城西店：文一西路88号数码广场一楼；城东店：新塘路36号；营业时间 9:30-21:00。</p></div>')

WX = {
    "iphone-13": ("iPhone 13", [("外屏碎裂", "￥599"), ("内屏显示异常", "￥1299"), ("更换电池", "￥299"), ("后置摄像头", "￥699"), ("尾插充电口", "￥259")]),
    "iphone-13-pro": ("iPhone 13 Pro", [("外屏碎裂", "￥699"), ("内屏显示异常", "￥1699"), ("更换电池", "￥329"), ("后置摄像头", "￥999"), ("尾插充电口", "￥289")]),
    "iphone-13-mini": ("iPhone 13 mini", [("外屏碎裂", "￥549"), ("内屏显示异常", "￥1199"), ("更换电池", "￥299"), ("后置摄像头", "￥699"), ("尾插充电口", "￥259")]),
    "iphone-14": ("iPhone 14", [("外屏碎裂", "￥599"), ("内屏显示异常", "￥1399"), ("更换电池", "￥329"), ("后置摄像头", "￥799"), ("尾插充电口", "￥259")]),
    "mate-50": ("华为 Mate 50", [("外屏碎裂", "￥499"), ("内屏显示异常", "￥1499"), ("更换电池", "￥249"), ("后置摄像头", "￥899"), ("尾插充电口", "￥199")]),
}


def wx_html(k, mobile=False):
    name, rows = WX[k]
    if mobile:
        items = "".join(f'<div class="m-row"><p class="xm">{a}</p><p class="jg">{b}</p></div>' for a, b in rows)
        return (f'<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>{name}维修价格</title></head>'
                f'<body><header class="m-hd">快修帮</header><section class="m-price"><h1>{name}</h1>{items}</section>{WX_BZ}<a class="m-call" href="tel:4005550166">一键呼叫</a></body></html>')
    tr = "".join(f"<tr><td>{a}</td><td class='price'>{b}</td><td><a href='/yuyue?m={k}'>预约</a></td></tr>" for a, b in rows)
    return (f'<!DOCTYPE html><html><head><meta charset="utf-8"><title>{name}维修价格表_快修帮手机维修</title></head><body>'
            f'<div class="hd"><span class="logo">快修帮</span><span class="tel">400-555-0166</span></div><div class="bd"><h1>{name}维修报价</h1>'
            f'<table class="price-tb"><tr><th>维修项目</th><th>参考价格</th><th></th></tr>{tr}</table></div><div class="ft">{WX_BZ}<p>© 快修帮</p></div></body></html>')


@scen("shouji_weixiu", "repair price tables per model; 13 and 13 mini differ in one word and three prices; mobile copy")
def b_wx():
    u = "https://www.kuaixiu.example/price/"
    out = [P(u + f"{k}.html", wx_html(k), k) for k in WX]
    out.append(P(u + "m/iphone-13-pro.html", wx_html("iphone-13-pro", mobile=True), "iphone-13-pro"))
    return out


HS_LC = (
    '<div class="liucheng"><h3>回收流程</h3><ol><li>在线估价：选择品类、品牌、使用年限，系统自动给出参考价。</li><li>预约上门：客服确认时间，师傅2小时内上门。</li>'
    '<li>现场检测：根据成色、功能当面定价，满意再交易。</li><li>当场付款：支持微信、支付宝、现金，免费搬运拆装。</li></ol>'
    '<p>服务范围：市区六城区及周边乡镇，100公里内免费上门。废旧家电由有资质的企业规范拆解处理，保护环境，人人有责。</p></div>')

HS = {
    "kongtiao": ("空调", [("1匹挂机（5年内）", "150-300元"), ("1.5匹挂机（5年内）", "200-400元"), ("2匹柜机（5年内）", "400-800元"), ("3匹柜机（5年内）", "600-1200元")]),
    "bingxiang": ("冰箱", [("双门 200升以下", "50-150元"), ("三门 200-300升", "100-250元"), ("对开门 500升以上", "300-800元")]),
    "xiyiji": ("洗衣机", [("波轮 8公斤以下", "30-80元"), ("滚筒 8-10公斤", "100-300元"), ("洗烘一体", "200-500元")]),
    "dianshi": ("电视", [("液晶 43英寸以下", "30-100元"), ("液晶 55英寸", "100-300元"), ("液晶 65英寸以上", "200-600元")]),
    "reshuiqi": ("热水器", [("电热水器 60升", "30-80元"), ("燃气热水器 13升", "50-150元")]),
}


def hs_html(k, hot=None):
    name, rows = HS[k]
    hot = hot or ["空调回收", "冰箱回收", "洗衣机回收", "电视回收", "热水器回收", "电脑回收"]
    return (f'<!DOCTYPE html><html><head><meta charset="utf-8"><title>{name}回收价格_绿循环家电回收</title></head><body>'
            f'<div class="head">绿循环家电回收 · 全城上门</div><div class="wrap"><div class="left"><h1>{name}回收价格参考</h1>'
            + table(rows, ("规格", "回收价"), "jg") + f'{HS_LC}</div><div class="right"><div class="hot"><h4>热门回收</h4>'
            + lis(hot) + '</div></div></div><div class="foot">绿循环再生资源有限公司</div></body></html>')


@scen("jiadian_huishou", "recycling price tables per appliance kind; the repeated 流程 longer than each table")
def b_hs():
    u = "https://www.lvxunhuan.example/jiage/"
    return [P(u + f"{k}.html", hs_html(k), k) for k in HS]


XQ_ZC = (
    '<div class="zcsm"><b>入学政策说明：</b><br>一、本查询结果依据《2024年城区义务教育阶段学校招生工作实施意见》及学区划分方案生成，仅供参考。'
    '<br>二、适龄儿童须具有本区户籍且户籍与房产一致，房产证（或不动产权证）登记在儿童父母名下，方可按学区对口入学。'
    '<br>三、同一套住房六年内只享受一个入学名额。租房家庭按积分办法统筹安排。<br>四、小区门牌范围以公安部门登记为准，如有疑问请拨打区教育局招生办电话 0571-55552024。</div>')

XQ = {
    "yghy": ("阳光花园", "城区实验小学", "城区第二中学", "阳光路1-88号"),
    "ygjy": ("阳光家园", "城区实验小学", "城区第二中学", "阳光路1-88号"),
    "jxxq": ("锦绣小区", "文澜小学", "城区第三中学", "锦绣路2-36号（双号）"),
    "chy": ("翠湖苑", "翠湖小学", "城区第二中学", "翠湖东路9号"),
    "jqxc": ("金桥新村", "金桥小学", "城区第五中学", "金桥街1-120号"),
}


def xq_html(k, djl=356):
    name, xx, cz, mp = XQ[k]
    return (f'<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>学区查询结果_区教育局</title></head><body>'
            f'<table width="1000" align="center" cellpadding="0" cellspacing="0"><tr><td class="banner">区教育局</td></tr>'
            f'<tr><td class="dh">首页 | 教育动态 | 招生考试 | 学区查询 | 政务公开</td></tr><tr><td class="zw">'
            f'<p>小区名称：{name}</p><p>对口小学：{xx}</p><p>对口初中：{cz}</p><p>门牌范围：{mp}</p><p class="djl">点击数：{djl}</p>{XQ_ZC}</td></tr>'
            f'<tr><td class="bq">主办：区教育局　技术支持：区信息中心</td></tr></table></body></html>')


@scen("xuequ_chaxun_gbk", "GBK; identical titles; 阳光花园 and 阳光家园 differ in one character only; copy with new 点击数")
def b_xq():
    u = "http://jyj.qu.example/xqcx/"
    out = [P(u + f"result.asp?xq={k}", xq_html(k), k, "gbk") for k in XQ]
    out.append(P(u + "result.asp?xq=jxxq&r=0.5521", xq_html("jxxq", 371), "jxxq", "gbk"))
    return out


GS_TL = (
    '<div class="tiaoli"><p><b>古树名木保护条例（摘要）</b></p><p>第十条 禁止下列损害古树名木的行为：（一）砍伐；（二）擅自移植；（三）刻划、钉钉、剥损树皮、掘根；'
    '（四）在树冠垂直投影外五米范围内挖坑取土、动用明火、排放烟气、倾倒有害污水或者堆放杂物；（五）其他损害古树名木的行为。</p>'
    '<p>第十八条 违反本条例规定，损害古树名木的，由园林绿化主管部门责令停止侵害，处以罚款；构成犯罪的，依法追究刑事责任。</p>'
    '<p>发现古树名木生长异常或者受到损害，请拨打园林绿化服务热线 12319。</p></div>')

GS = {
    "33010200015": ("银杏", "520", "380厘米", "22米", "西湖街道灵隐路寺前广场", "一级"),
    "33010200016": ("银杏", "510", "365厘米", "21米", "西湖街道灵隐路寺前广场", "一级"),
    "33010200021": ("香樟", "310", "420厘米", "18米", "北山街道宝石山下", "二级"),
    "33010200034": ("枫香", "180", "260厘米", "25米", "北山街道岳湖公园", "三级"),
    "33010200040": ("朴树", "150", "230厘米", "16米", "灵隐街道茅家埠", "三级"),
}


def gs_html(k, printed=False):
    sz, nl, xw, sg, wz, jb = GS[k]
    tb = thtable([("编号", k), ("树种", sz), ("树龄", nl + "年"), ("胸围", xw), ("树高", sg), ("位置", wz), ("保护级别", jb)], "gsxx")
    if printed:
        return (f'<html><head><meta charset="utf-8"><title>古树名木{k}</title></head><body class="dy">{tb}'
                f'<p class="dyrq">打印时间：2024-05-13</p></body></html>')
    return (f'<!DOCTYPE html><html><head><meta charset="utf-8"><title>古树名木{k}_市园林文物局</title></head><body>'
            f'<div class="head"><div class="ml">市园林文物局</div></div><div class="menu">首页 机构职能 政务公开 古树名木 办事服务</div>'
            f'<div class="body"><div class="dqwz">您现在的位置：首页 &gt; 古树名木 &gt; 名录</div><div class="neirong">{tb}{GS_TL}'
            f'<div class="dy"><a href="/gsmm/print/{k}.html">【打印】</a></div></div></div><div class="foot">市园林文物局 主办</div></body></html>')


@scen("gushu_mingmu", "old-tree register; titles differ by one digit; two ginkgos differ only in numbers; print copy")
def b_gs():
    u = "https://ylj.shi.example/gsmm/"
    out = [P(u + f"{k}.html", gs_html(k), k) for k in GS]
    out.append(P(u + "print/33010200016.html", gs_html("33010200016", printed=True), "33010200016"))
    return out


NJ_LC = (
    '<div class="sqlc"><h4>补贴申请流程</h4><p>购机者自主选择补贴范围内的机具，全价购买后，持身份证、银行卡、购机发票到当地农业农村部门申请补贴。'
    '县级农业农村部门在15个工作日内完成核验，公示无异议后由财政部门将补贴资金直接兑付到购机者银行卡。每户每年享受补贴的机具数量有上限，'
    '具体以当年实施方案为准。</p><p>举报电话：12316</p></div>')

NJ = {
    "lx904": ("轮式拖拉机", "LX904", "90马力", "四轮驱动", "21000元"),
    "lx1004": ("轮式拖拉机", "LX1004", "100马力", "四轮驱动", "24000元"),
    "4lz8": ("谷物联合收割机", "4LZ-8.0", "喂入量8千克/秒", "自走履带式", "52000元"),
    "2zgq6": ("水稻插秧机", "2ZGQ-6", "6行", "高速乘坐式", "12500元"),
    "3wwdz40": ("植保无人机", "3WWDZ-40", "药箱容量40升", "多旋翼", "8000元"),
}


def nj_html(k):
    lx, xh, cs, js, bt = NJ[k]
    return (f'<!DOCTYPE html><html><head><meta charset="utf-8"><title>详细信息</title></head><body><div id="hd">省农机购置补贴信息公开</div>'
            f'<div id="bd"><div class="xq"><table class="tb" border="1"><tr><td>机具品目</td><td>{lx}</td></tr><tr><td>型号</td><td>{xh}</td></tr>'
            f'<tr><td>主要参数</td><td>{cs}</td></tr><tr><td>结构形式</td><td>{js}</td></tr><tr><td>补贴额</td><td>{bt}</td></tr></table></div>{NJ_LC}</div>'
            f'<div id="ft">省农业农村厅 主办</div></body></html>')


@scen("nongji_butie", "identical 详细信息 titles; machines only in table cells; two tractors differ in one digit and numbers")
def b_nj():
    u = "https://njbt.nyt.example/gs/detail.jsp"
    return [P(u + f"?id={k}", nj_html(k), k) for k in NJ]


DM_WH = (
    '<div class="dmwh">地名是人类活动的历史印记，承载着丰富的地理、历史和文化信息。本词典收录本县行政区域内的行政村、自然村、街巷、山川河流等地名，'
    '每条词条记录标准名称、汉语拼音、所属政区、地名由来及沿革。欢迎社会各界提供地名线索和历史资料，共同保护和传承地名文化遗产。联系电话：0575-55553100。</div>')

DM = {
    "shangwangcun": ("上王村", "Shàngwáng Cūn", "行政村", "枫桥镇", "以王姓聚居，位于溪流上游，故名。"),
    "xiawangcun": ("下王村", "Xiàwáng Cūn", "行政村", "枫桥镇", "以王姓聚居，位于溪流下游，故名。"),
    "wangjiaqiao": ("王家桥", "Wángjiā Qiáo", "自然村", "枫桥镇上王村", "村口有王姓所建石桥，故名。"),
    "liushuwan": ("柳树湾", "Liǔshù Wān", "自然村", "赵家镇", "村前河湾多植柳树，故名。"),
    "shimenkan": ("石门坎", "Shímén Kǎn", "自然村", "东白湖镇", "村后山口两石对峙如门，故名。"),
}


def dm_html(k, mobile=False):
    name, py, lb, ss, yl = DM[k]
    if mobile:
        return (f'<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>{name}</title></head>'
                f'<body><div class="m-title">{name}<span class="py">{py}</span></div><div class="m-row">{lb} · {ss}</div>'
                f'<div class="m-row">{yl}</div><div class="m-foot">{DM_WH}</div></body></html>')
    return (f'<!DOCTYPE html><html><head><meta charset="utf-8"><title>{name}-县地名词典</title></head><body>'
            f'<div class="top">县地名词典</div><div class="sousuo"><input name="kw"><button>检索</button></div>'
            f'<div class="cont"><h1>{name}</h1><div class="ct">'
            f'<p>【拼音】{py}</p><p>【类别】{lb}</p><p>【所属】{ss}</p><p>【由来】{yl}</p></div>{DM_WH}</div>'
            f'<div class="foot">县民政局 县地方志办公室</div></body></html>')


@scen("diming_cidian", "place-name entries; 上王村 and 下王村 differ in one character per line; mobile copy")
def b_dm():
    u = "https://dmcd.xian.example/"
    out = [P(u + f"dm/{k}.html", dm_html(k), k) for k in DM]
    out.append(P(u + "m/dm/liushuwan.html", dm_html("liushuwan", mobile=True), "liushuwan"))
    return out


FY_BH = (
    '<div class="bh"><p>非物质文化遗产是中华优秀传统文化的重要组成部分，是中华文明绵延传承的生动见证。根据《中华人民共和国非物质文化遗产法》，'
    '国家对非物质文化遗产采取认定、记录、建档等措施予以保存，对体现中华民族优秀传统文化、具有历史、文学、艺术、科学价值的非物质文化遗产采取传承、传播等措施予以保护。</p>'
    '<p>本名录数据由市非物质文化遗产保护中心整理发布，如需引用请注明出处。</p></div>')

FY = {
    "jianzhi": ("蔚山剪纸", "Ⅶ-16", "传统美术", "市级", "蔚山县", "第一批", "以阴刻为主，点染着色，题材多为戏曲人物和花鸟。"),
    "nianhua": ("桃溪木版年画", "Ⅶ-4", "传统美术", "市级", "桃溪镇", "第一批", "以木版套色印刷，色彩浓艳，题材以门神、吉庆为主。"),
    "piying": ("河口皮影戏", "Ⅳ-91", "传统戏剧", "市级", "河口区", "第二批", "以驴皮雕刻影人，唱腔高亢。"),
    "zhubian": ("青石竹编", "Ⅷ-12", "传统技艺", "市级", "青石乡", "第二批", "以毛竹劈篾编织，器型有篮、匾、席等。"),
    "lanyin": ("南浦蓝印花布", "Ⅷ-25", "传统技艺", "市级", "南浦街道", "第三批", "以黄豆粉和石灰调浆刮印，用蓝草染色。"),
}


def fy_html(k, crumbs=("首页", "非遗名录", "市级名录")):
    name, bh, lb, jb, dq, pc, js = FY[k]
    cr = " &gt; ".join(crumbs)
    return (f'<!DOCTYPE html><html><head><meta charset="utf-8"><title>{name} - 市非物质文化遗产网</title></head><body>'
            f'<div class="header"><div class="logo">市非物质文化遗产网</div><ul class="nav"><li>首页</li><li>非遗名录</li><li>传承人</li><li>非遗资讯</li></ul></div>'
            f'<div class="crumb">{cr}</div><div class="detail"><div class="d-title">{name}</div><div class="d-body">'
            f'<p>项目编号：{bh}</p><p>类别：{lb}</p><p>级别：{jb}</p><p>申报地区：{dq}</p><p>公布批次：{pc}</p><p>{js}</p>{FY_BH}</div></div>'
            f'<div class="footer">市非物质文化遗产保护中心</div></body></html>')


@scen("feiyi_minglu", "heritage items as label lines plus one sentence; copy reached through another breadcrumb")
def b_fy():
    u = "https://www.feiyi.shi.example/ml/"
    out = [P(u + f"{k}.html", fy_html(k), k) for k in FY]
    out.append(P(u + "piying.html?dq=hekou", fy_html("piying", ("首页", "按地区浏览", "河口区")), "piying"))
    return out


SD_SM = (
    '<div class="ggsm">根据《中华人民共和国种子法》和《主要农作物品种审定办法》，上述品种已经国家农作物品种审定委员会审定通过，现予公告。'
    '审定编号中，“国审稻”表示国家级审定的水稻品种，后四位为审定年份，末四位为序号。品种在适宜种植区域外种植的，由种植者自行承担风险。'
    '品种的特征特性、产量表现和栽培技术要点以审定公告为准，本网站转载仅供参考。</div>')

SD = {
    "20230012": ("丰两优8号", "全生育期128.5天", "株高112.3厘米", "亩产652.4公斤，比对照增产5.1%", "长江中下游双季稻区作晚稻种植"),
    "20230013": ("丰两优9号", "全生育期127.8天", "株高110.6厘米", "亩产648.9公斤，比对照增产4.6%", "长江中下游双季稻区作晚稻种植"),
    "20230027": ("荃优香丝", "全生育期135.2天", "株高118.0厘米", "亩产618.7公斤，比对照增产3.2%", "长江上游稻区作一季中稻种植"),
    "20230041": ("甬优7850", "全生育期150.1天", "株高121.5厘米", "亩产735.0公斤，比对照增产8.9%", "长江中下游作单季晚稻种植"),
    "20230055": ("中早60", "全生育期111.3天", "株高88.9厘米", "亩产532.6公斤，比对照增产2.4%", "长江中下游双季稻区作早稻种植"),
}


def sd_html(k):
    name, sy, zg, cl, qy = SD[k]
    return (f'<!DOCTYPE html><html><head><meta charset="utf-8"><title>国审稻{k} {name}_品种审定公告_种业信息网</title></head><body>'
            f'<div class="g-top">种业信息网</div><div class="g-nav">首页 品种审定 品种登记 种子质量 政策法规</div><div class="g-main">'
            f'<div class="art">{SD_SM}<div class="pz"><span class="bh">审定编号：国审稻{k}</span><span>品种名称：{name}</span>'
            f'<span>特征特性：{sy}，{zg}</span><span>产量表现：{cl}</span><span>适宜区域：{qy}</span></div></div></div>'
            f'<div class="g-foot">种业信息网</div></body></html>')


@scen("pinzhong_shending", "variety approvals; the 公告说明 comes before each record; 8号 and 9号 differ only in one digit and numbers")
def b_sd():
    u = "https://www.zhongye.example/sd/"
    return [P(u + f"gsd{k}.shtml", sd_html(k), k) for k in SD]


XZ_ZS = (
    '<div class="xz-zs"><h3>星座小知识</h3><p>十二星座是按照出生日期太阳所在的黄道位置划分的，分别为白羊座、金牛座、双子座、巨蟹座、狮子座、处女座、天秤座、'
    '天蝎座、射手座、摩羯座、水瓶座和双鱼座。每个星座又分属火、土、风、水四种元素，同元素的星座性格相近、更容易相处。</p>'
    '<p class="mz">声明：星座运势仅供娱乐参考，请勿迷信。人生掌握在自己手中，祝您每天好心情！</p></div>')

XZ = {
    ("baiyang", "0513"): ("白羊座", "5月13日", "★★★★", "红色", "7", "狮子座", "工作上有新想法，适合主动争取。"),
    ("baiyang", "0514"): ("白羊座", "5月14日", "★★★", "橙色", "3", "射手座", "节奏放慢，留意细节。"),
    ("jinniu", "0513"): ("金牛座", "5月13日", "★★★★", "绿色", "6", "处女座", "财运不错，适合整理账目。"),
    ("shuangzi", "0513"): ("双子座", "5月13日", "★★★", "黄色", "5", "天秤座", "沟通顺畅，适合约朋友见面。"),
    ("juxie", "0513"): ("巨蟹座", "5月13日", "★★★★", "白色", "2", "双鱼座", "家庭氛围温馨，适合陪伴家人。"),
    ("shizi", "0513"): ("狮子座", "5月13日", "★★★★★", "金色", "1", "白羊座", "状态极佳，适合展示自己。"),
}


def xz_html(k, d):
    name, day, zs, ys, sz, pd, txt = XZ[(k, d)]
    return (f'<!DOCTYPE html><html><head><meta charset="utf-8"><title>{name}今日运势_{day}_星座屋</title></head><body>'
            f'<div class="top-bar">星座屋 | 今日运势 | 明日运势 | 本周运势 | 星座配对</div><div class="yunshi-box">'
            f'<div class="ys-hd"><img src="/img/{k}.png" alt="{name}"><span>{name} {day}</span></div>'
            f'<dl class="ys-list"><dd>综合指数：{zs}</dd><dd>幸运颜色：{ys}</dd><dd>幸运数字：{sz}</dd><dd>速配星座：{pd}</dd></dl>'
            f'<p class="ys-txt">{txt}</p>{XZ_ZS}</div><div class="foot">星座屋 xingzuowu.example</div></body></html>')


@scen("xingzuo_yunshi", "daily horoscopes per sign and day; same sign two days; ?from=wx copy")
def b_xz():
    u = "https://www.xingzuowu.example/yunshi/"
    out = [P(u + f"{k}/{d}.html", xz_html(k, d), f"{k}{d}") for k, d in XZ]
    out.append(P(u + "jinniu/0513.html?from=wx&isappinstalled=0", xz_html("jinniu", "0513"), "jinniu0513"))
    return out


DT_XZ = (
    '<div class="xuzhi"><p>乘梯安全须知：</p><p>1.乘梯时请勿倚靠轿门，严禁扒门、撬门。2.学龄前儿童及行动不便者应在成年人陪同下乘梯。'
    '3.电梯超载报警时，后进入者应主动退出。4.发生火灾、地震时严禁乘坐电梯。5.被困时请保持冷静，按下警铃或拨打轿厢内救援电话，切勿强行扒门。</p>'
    '<p>本信息由市场监督管理局特种设备安全监察处公示，如发现电梯存在安全隐患，请拨打投诉举报电话 12315。</p></div>')

DT = {
    "31103301002018000120": ("翠苑小区物业服务中心", "翠苑小区1幢1单元", "安达电梯维保有限公司", "2024-09"),
    "31103301002018000121": ("翠苑小区物业服务中心", "翠苑小区1幢2单元", "安达电梯维保有限公司", "2024-09"),
    "31103301002019000456": ("城西商业中心", "城西商业中心A座客梯3号", "通力维保服务公司", "2024-11"),
    "31103301002020000078": ("市第一人民医院", "门诊楼东侧病床梯", "安达电梯维保有限公司", "2024-07"),
    "31103301002017000309": ("金桥新村业委会", "金桥新村12幢", "恒安电梯工程有限公司", "2025-01"),
}


def dt_html(k, qr=False):
    dw, dz, wb, jy = DT[k]
    if qr:
        return (f'<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>电梯信息公示</title></head><body>'
                f'<div class="qr-hd">扫码查电梯</div><div class="qr-card"><div>注册代码<br><b>{k}</b></div><div>使用单位<br>{dw}</div>'
                f'<div>安装地点<br>{dz}</div><div>维保单位<br>{wb}</div><div>下次检验<br>{jy}</div></div>{DT_XZ}</body></html>')
    return (f'<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>电梯信息公示</title></head><body>'
            f'<div id="banner">市场监督管理局 特种设备信息公示平台</div><div id="con">{DT_XZ}'
            f'<table class="gs" border="1" cellspacing="0" cellpadding="3"><tr><td>注册代码</td><td>{k}</td></tr><tr><td>使用单位</td><td>{dw}</td></tr>'
            f'<tr><td>安装地点</td><td>{dz}</td></tr><tr><td>维保单位</td><td>{wb}</td></tr><tr><td>下次检验日期</td><td>{jy}</td></tr></table></div>'
            f'<div id="bottom">版权所有：市场监督管理局</div></body></html>')


@scen("dianti_gongshi_gbk", "GBK; identical titles; lifts in one building differ only in the register code and unit number; QR-scan copy")
def b_dt():
    u = "http://tzsb.scjg.example/dt/"
    out = [P(u + f"show.aspx?zcdm={k}", dt_html(k), k, "gbk") for k in DT]
    out.append(P(u + "show.aspx?zcdm=31103301002018000121&qr=1", dt_html("31103301002018000121", qr=True), "31103301002018000121", "gbk"))
    return out


MY_JQ = (
    '<div class="jiqiao"><h4>猜谜小技巧</h4><p>猜谜语要抓住谜面的关键字，注意谜目的提示（如“打一动物”“打一字”）。事物谜多用比喻和拟人手法描写事物的特征，'
    '字谜常用拆字、合字、增减笔画的方法。遇到难题不妨换个角度想一想，把谜面的意思反过来理解，往往就能豁然开朗。</p></div>')

MY = {
    1024: ("有时落在山腰，有时挂在树梢，有时像个圆盘，有时像把镰刀。", "打一自然物", "月亮"),
    1025: ("小时候穿黑衣，大了穿绿袍，水里过日子，岸上来睡觉。", "打一动物", "青蛙"),
    1026: ("一口咬掉牛尾巴。", "打一字", "告"),
    1027: ("一口咬掉牛尾巴，一人站在大门下。", "打一词语", "告闪"),
    1031: ("千条线，万条线，掉到水里看不见。", "打一自然现象", "雨"),
    1032: ("红公鸡，绿尾巴，一头钻到地底下。", "打一蔬菜", "胡萝卜"),
}


def my_html(n, hot=None):
    mm, mmu, md = MY[n]
    hot = hot or [1031, 1025, 1032, 1024, 1026]
    hl = "".join(f'<li><a href="/my/{h}.html">谜语第{h}条</a></li>' for h in hot)
    return (f'<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>谜语_第{n}条_谜语大全</title></head><body>'
            f'<div class="logo">谜语大全</div><div class="menu">儿童谜语 字谜 成人谜语 灯谜 脑筋急转弯</div><div class="box">'
            f'<div class="l"><div class="mimian">谜面：{mm}（{mmu}）</div><div class="midi">谜底：<span class="hide">{md}</span></div>{MY_JQ}</div>'
            f'<div class="r"><h4>热门谜语</h4><ul>{hl}</ul></div></div><div class="bot">谜语大全 www.miyu.example</div></body></html>')


@scen("miyu_daquan_gbk", "GBK riddles one line each; titles differ by one number; 1026/1027 share the first clause; copy with reordered 热门 list")
def b_my():
    u = "http://www.miyu.example/my/"
    out = [P(u + f"{n}.html", my_html(n), f"my{n}", "gbk") for n in MY]
    out.append(P(u + "1025.html?hot=1", my_html(1025, [1024, 1026, 1031, 1032, 1025]), "my1025", "gbk"))
    return out


def scenarios():
    return built(SC)
