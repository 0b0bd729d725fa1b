"""Thin pages of 40 more made-up sites (English and Chinese, some GBK): page kinds and
templates the 85 sites of ``_thin_sites.py`` and ``_thin_layouts.py`` lack (museum
records, fund factsheets, hotel rooms, school letters, 放假通知, 停水通知, 考试安排, print
and mobile copies...). Written by a fourth false-drop hunt (a helper, issue 19), blind to
the rules; each scenario is one host's pages, labelled with their content (pages of one
content are true copies)."""

from __future__ import annotations

from benchmarks._thin_page import Page
from benchmarks._thin_site_kit import built, scenario_registry

SC, scen = scenario_registry()


def P(url, html, content, encoding=None):
    """A page; encoding 'gbk' encodes the HTML as GBK bytes (the encoding is also given)."""
    if encoding == "gbk":
        return Page(url, html.replace("utf-8", "gbk").encode("gbk"), content, "gbk")
    if encoding == "gbk-meta":  # GBK bytes, only the meta charset says so
        return Page(url, html.replace("utf-8", "gbk").encode("gbk"), content, None)
    return Page(url, html, content, encoding)


def ps(*paras):
    return "".join(f"<p>{p}</p>" for p in paras)


def ul(*items, cls=""):
    c = f' class="{cls}"' if cls else ""
    return f"<ul{c}>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>"


def dl(pairs, cls="fields"):
    return f'<dl class="{cls}">' + "".join(f"<dt>{k}</dt><dd>{v}</dd>" for k, v in pairs) + "</dl>"


def tbl(rows, header=None, cls="table"):
    h = ("<thead><tr>" + "".join(f"<th>{c}</th>" for c in header) + "</tr></thead>") if header else ""
    b = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
    return f'<table class="{cls}">{h}<tbody>{b}</tbody></table>'


def kv(rows, cls="info"):
    return tbl([(f"<b>{k}</b>", v) for k, v in rows], cls=cls)


def links(prefix, titles):
    return "".join(f'<li><a href="{prefix}{i}">{t}</a></li>' for i, t in enumerate(titles, 1))


# ------------------------------------------------------------------ generic English shells
def en_shell(site, title, main, *, nav=("Home", "About", "Contact"), aside="", footer="", head="",
             crumbs=None, lang="en", body_cls="page"):
    navh = "".join(f'<li><a href="/{n.lower().replace(" ", "-")}/">{n}</a></li>' for n in nav)
    cr = ""
    if crumbs:
        cr = ('<nav aria-label="breadcrumb"><ol class="breadcrumb">'
              + "".join(f'<li class="breadcrumb-item"><a href="#">{c}</a></li>' for c in crumbs)
              + "</ol></nav>")
    return f"""<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>{title} | {site}</title>{head}</head>
<body class="{body_cls}"><header class="site-header"><a class="logo" href="/">{site}</a>
<nav class="primary"><ul>{navh}</ul></nav></header>
<div class="container">{cr}<main id="content">{main}</main>{aside}</div>
<footer class="site-footer">{footer}<p>&copy; 2024 {site}. All rights reserved.</p></footer>
<script src="/assets/app.js"></script></body></html>"""


# ======================================================================== ENGLISH SITES

@scen("en_hotel_room_types", "Boutique hotel: one page per room type; long shared amenity text, bed/view words differ; sizes under 60 m2; booking terms block; 1 ?utm copy")
def s_hotel():
    site = "The Harbour Lantern Hotel"
    terms = ("<div class='booking-terms'><h3>Good to know</h3><p>Check-in from 3 pm, check-out by 11 am. "
             "Rates include breakfast in the Lantern Room and a welcome drink at the bar. Free cancellation "
             "until 48 hours before arrival; after that the first night is charged. Pets are welcome in "
             "ground-floor rooms on request for a small cleaning fee. Book direct on this website for "
             "the best available rate and a late check-out when available.</p></div>")
    amen = ("Every room has a rainfall shower, organic toiletries from a Cornish soap maker, a Nespresso machine, "
            "a minibar stocked with local cider and snacks, fast free wifi, a smart television with streaming "
            "apps, blackout curtains and an iron on request. Housekeeping visits once a day and turndown is "
            "offered in the evening. Bathrobes and slippers are provided and the windows open.")
    rooms = [
        ("Classic Double Room", "a double bed", "the quiet courtyard garden", 18),
        ("Classic Twin Room", "two single beds", "the quiet courtyard garden", 18),
        ("Superior King Room", "a king-size bed", "the old town rooftops", 24),
        ("Harbour View King Room", "a king-size bed", "the harbour and the fishing boats", 26),
        ("Loft Suite", "a king-size bed and a sofa bed in the lounge", "the harbour from a private balcony", 42),
    ]
    out = []
    for i, (name, bed, view, size) in enumerate(rooms):
        main = (f"<article class='room'><h1>{name}</h1><img src='/img/rooms/{i}.jpg' alt='{name}'>"
                + ps(f"Our {name} offers {bed} and looks out over {view}. At {size} m&sup2; it is ideal for "
                     f"couples and short breaks.", amen)
                + ul(f"Bed: {bed}", f"Size: {size} m&sup2;", f"View: {view}", "Sleeps: 2 guests")
                + "<a class='btn' href='/book'>Check availability</a></article>" + terms)
        out.append(P(f"https://harbourlantern.co.uk/rooms/{name.lower().replace(' ', '-')}/",
                     en_shell(site, name, main, nav=("Rooms", "Dining", "Offers", "Contact")), name))
    out.append(P("https://harbourlantern.co.uk/rooms/superior-king-room/?utm_source=google&utm_medium=cpc",
                 out[2].html, out[2].content))
    return out


@scen("en_api_endpoint_docs", "REST API reference, one page per endpoint: shared auth/rate-limit/errors sections inside the article; method + path + params differ")
def s_api():
    site = "Parcelly API Reference"
    errors = tbl([("400", "Bad request: a parameter is missing or malformed."),
                  ("401", "Unauthorized: the API key is missing or revoked."),
                  ("403", "Forbidden: the key lacks the scope this endpoint needs."),
                  ("404", "Not found: no such object in this account."),
                  ("429", "Too many requests: slow down and retry after the Retry-After header."),
                  ("500", "Server error: retry with exponential backoff; contact support if it persists.")],
                 header=("Status", "Meaning"))
    common = ("<h2>Authentication</h2>" + ps("Send your secret key in the Authorization header as a Bearer token. "
              "Keys are scoped per account; test keys start with pk_test and never move real parcels.")
              + "<h2>Rate limits</h2>" + ps("Each key may make up to 100 requests per second. Responses carry "
              "X-RateLimit-Remaining and X-RateLimit-Reset headers.") + "<h2>Errors</h2>" + errors)
    eps = [
        ("Create a shipment", "POST", "/v2/shipments", [("from_address", "object", "Sender address"), ("to_address", "object", "Recipient address"), ("parcel", "object", "Weight and dimensions")], "Creates a shipment and returns available rates."),
        ("Retrieve a shipment", "GET", "/v2/shipments/{id}", [("id", "string", "The shipment ID")], "Retrieves the details of an existing shipment."),
        ("Cancel a shipment", "DELETE", "/v2/shipments/{id}", [("id", "string", "The shipment ID")], "Cancels a shipment that has not been collected yet."),
        ("List shipments", "GET", "/v2/shipments", [("limit", "integer", "Page size, up to 100"), ("starting_after", "string", "Cursor for pagination")], "Returns a list of your shipments, newest first."),
        ("Retrieve a tracker", "GET", "/v2/trackers/{id}", [("id", "string", "The tracker ID")], "Retrieves the tracking events of a parcel."),
        ("Delete a webhook", "DELETE", "/v2/webhooks/{id}", [("id", "string", "The webhook ID")], "Deletes a webhook endpoint; events stop at once."),
    ]
    side = ("<aside class='toc'><ul>" + "".join(f"<li><a href='#'>{e[0]}</a></li>" for e in eps) + "</ul></aside>")
    out = []
    for t, m, path, params, desc in eps:
        main = (f"<article class='endpoint'><h1>{t}</h1><p class='sig'><code>{m} {path}</code></p>" + ps(desc)
                + "<h2>Parameters</h2>" + tbl(params, header=("Name", "Type", "Description")) + common
                + "</article>")
        slug = t.lower().replace(" ", "-")
        out.append(P(f"https://docs.parcelly.io/reference/{slug}", en_shell(site, t, main, aside=side,
                     nav=("Guides", "API Reference", "Changelog", "Status")), t))
    return out


@scen("en_apartment_units", "Rental building: one listing per unit; identical building text, unit/floor words differ (numbers under 60)")
def s_units():
    site = "The Larches Residences"
    bldg = ("The Larches is a pet-friendly building with a 24-hour concierge, secure bike storage, a roof terrace "
            "with barbecues, a residents' gym and a parcel room. The Green Line tram stop is a four-minute walk "
            "away and the riverside park is across the street. Heating and hot water are included in the rent.")
    agent = ("<div class='agent'><h4>Letting agent</h4><p>Fernhill Lettings, 12 Station Parade. Call us or book a "
             "viewing online. Holding deposit of one week's rent; tenancy deposit of five weeks' rent protected in "
             "a government-approved scheme. All viewings are accompanied.</p></div>")
    units = [("Apartment 2A", "second", "one-bedroom", "east", "2A"), ("Apartment 3A", "third", "one-bedroom", "east", "3A"),
             ("Apartment 4C", "fourth", "two-bedroom", "west", "4C"), ("Apartment 5C", "fifth", "two-bedroom", "west", "5C"),
             ("Penthouse 8B", "eighth", "three-bedroom", "south", "8B")]
    out = []
    for t, floor, kind, face, code in units:
        main = ("<section class='listing'><h1>" + t + "</h1>" + ps(
            f"A bright {kind} apartment on the {floor} floor facing {face}, with an open-plan kitchen, oak floors "
            f"and floor-to-ceiling windows. Available now, unfurnished.", bldg)
            + ul(f"Unit {code}", f"{kind.capitalize()}", f"{floor.capitalize()} floor", f"Faces {face}", "EPC rating B")
            + "</section>" + agent)
        out.append(P(f"https://thelarches.example/units/{code.lower()}", en_shell(site, t, main), t))
    return out


@scen("en_museum_objects", "Museum collection records: field list + rights statement; two different teapots share a title; accession numbers look like dates")
def s_museum():
    site = "Calder Valley Museum Collections"
    rights = ("<div class='rights'><p>Images of objects in the public domain are free to download and reuse. "
              "Please credit Calder Valley Museum. Information on this page reflects current research and may "
              "change; if you know more about this object, please contact the curatorial team. Not all objects "
              "are on display; check the gallery location before your visit.</p></div>")
    objs = [
        ("Teapot", "Wedgwood", "about 1785", "Jasperware, blue with white relief", "1987.45.2", "Gift of Mrs E. Sutcliffe", "Gallery 3"),
        ("Teapot", "Spode", "about 1820", "Bone china, painted with roses and gilded", "1991.12.7", "Bequest of Arthur Lumb", "In storage"),
        ("Tea caddy", "Unknown maker, Sheffield", "about 1790", "Silver plate with bright-cut engraving", "1987.45.3", "Gift of Mrs E. Sutcliffe", "Gallery 3"),
        ("Weaver's shuttle", "Unknown maker, Hebden Bridge", "about 1880", "Boxwood and steel", "2003.8.1", "Transferred from the mill archive", "Gallery 1"),
        ("Clog", "Walkley Clogs", "about 1930", "Alder sole, leather upper, iron caulkers", "2010.2.14", "Gift of the maker", "Gallery 1"),
    ]
    out = []
    for t, maker, date, medium, acc, credit, loc in objs:
        main = (f"<div class='object'><h1>{t}</h1><figure><img src='/iiif/{acc}/full.jpg' alt='{t}'></figure>"
                + dl([("Maker", maker), ("Date", date), ("Medium", medium), ("Accession number", acc),
                      ("Credit line", credit), ("Location", loc)]) + "</div>" + rights)
        out.append(P(f"https://collections.caldervalleymuseum.org/object/{acc}", en_shell(site, t, main,
                     nav=("Visit", "Collections", "Learn", "Support us"), crumbs=("Home", "Collections", "Objects")),
                     f"{t} {acc}"))
    return out


@scen("en_recipe_variants", "Baking blog: variants of one recipe (vegan, gluten-free, chocolate chip) with mostly shared method; jump-to-recipe + pitch inside the post")
def s_recipes():
    site = "Crumb & Co."
    pitch = ("<div class='wprm-call-to-action'><p>Made this recipe? Leave a star rating and a comment below, and tag "
             "us on Instagram so we can see your bake! Subscribe to get new recipes and a free printable baking "
             "conversion chart every Friday.</p></div>")
    method = ["Heat the oven to 180C and line a loaf tin with baking paper.",
              "Mash the bananas in a large bowl until almost smooth.",
              "Whisk in the sugar, the oil and the vanilla.",
              "Fold in the flour, baking powder, cinnamon and salt until just combined.",
              "Scrape into the tin and bake for 55 minutes, until a skewer comes out clean.",
              "Cool in the tin for ten minutes, then on a rack."]
    variants = [
        ("Classic Banana Bread", ["3 ripe bananas", "2 eggs", "150g brown sugar", "80ml sunflower oil", "250g plain flour"], "The one we bake every week."),
        ("Vegan Banana Bread", ["3 ripe bananas", "3 tbsp aquafaba", "150g brown sugar", "80ml sunflower oil", "250g plain flour"], "No eggs, no butter, still moist."),
        ("Gluten-Free Banana Bread", ["3 ripe bananas", "2 eggs", "150g brown sugar", "80ml sunflower oil", "250g gluten-free flour blend"], "Use a blend with xanthan gum."),
        ("Chocolate Chip Banana Bread", ["3 ripe bananas", "2 eggs", "150g brown sugar", "80ml sunflower oil", "250g plain flour", "100g dark chocolate chips"], "Fold the chips in last."),
        ("Banana Walnut Bread", ["3 ripe bananas", "2 eggs", "150g brown sugar", "80ml sunflower oil", "250g plain flour", "80g chopped walnuts"], "Toast the walnuts first."),
    ]
    out = []
    for t, ingr, intro in variants:
        body = ("<a class='wprm-recipe-jump' href='#recipe'>Jump to Recipe</a>" + ps(intro)
                + f"<div id='recipe' class='wprm-recipe-container'><h2>{t}</h2><h3>Ingredients</h3>" + ul(*ingr)
                + "<h3>Instructions</h3><ol>" + "".join(f"<li>{s}</li>" for s in method) + "</ol></div>" + pitch)
        main = (f"<article class='post'><header><h1 class='entry-title'>{t}</h1></header>"
                f"<div class='entry-content'>{body}</div></article>")
        out.append(P(f"https://crumbandco.blog/{t.lower().replace(' ', '-')}/", en_shell(site, t, main,
                     nav=("Recipes", "Baking Basics", "About")), t))
    out.append(P("https://crumbandco.blog/vegan-banana-bread/print/", "<!DOCTYPE html><html><head><meta charset='utf-8'>"
                 "<title>Vegan Banana Bread</title></head><body class='wprm-print'>" + out[1].html.split("<div class='entry-content'>")[1].split("<div class='wprm-call-to-action'>")[0]
                 + "</body></html>", out[1].content))
    return out


@scen("en_doctor_profiles", "Hospital physician profiles: name, specialty, languages, 1-line interest; appointments/insurance box INSIDE the article")
def s_doctors():
    site = "St Brendan's Hospital"
    appt = ("<div class='appointments'><h3>Appointments</h3><p>To book an appointment with any of our consultants "
            "you need a referral letter from your GP. Private patients may self-refer. We accept most major "
            "insurers; please check your policy covers outpatient consultations before you attend. Call the "
            "central bookings office Monday to Friday, 8am to 6pm.</p></div>")
    docs = [("Dr Aoife Brennan", "Consultant Cardiologist", "Cardiology", "English, Irish", "Heart failure and cardiac imaging"),
            ("Dr Tomasz Nowak", "Consultant Cardiologist", "Cardiology", "English, Polish", "Arrhythmia and pacemakers"),
            ("Mr Daniel Osei", "Consultant Orthopaedic Surgeon", "Orthopaedics", "English", "Hip and knee replacement"),
            ("Dr Grace Liu", "Consultant Dermatologist", "Dermatology", "English, Mandarin", "Skin cancer and psoriasis"),
            ("Ms Sarah Keane", "Consultant Breast Surgeon", "General Surgery", "English", "Breast reconstruction")]
    out = []
    for n, role, dept, lang, interest in docs:
        main = (f"<article class='profile'><h1>{n}</h1><p class='role'>{role}</p>" + kv(
            [("Specialty", dept), ("Languages", lang), ("Clinical interests", interest)]) + appt + "</article>")
        out.append(P(f"https://stbrendans.ie/consultants/{n.split()[-1].lower()}", en_shell(
            site, n, main, nav=("Find a consultant", "Services", "Patients", "Careers"),
            crumbs=("Home", "Find a consultant")), n))
    return out


@scen("en_gdpr_banner_in_main", "News briefs whose <main> opens with a long TCF consent dialog (purposes list); 1-2 sentence briefs")
def s_gdpr():
    site = "Northfield Echo"
    consent = ("<div id='qc-cmp2-ui' role='dialog'><h2>We value your privacy</h2><p>We and our 842 partners store "
               "and/or access information on a device, such as cookies, and process personal data, such as unique "
               "identifiers and standard information sent by a device for personalised ads and content, ad and "
               "content measurement, and audience insights, as well as to develop and improve products. With your "
               "permission we and our partners may use precise geolocation data and identification through device "
               "scanning. You may click to consent to our and our partners' processing as described above. "
               "Alternatively you may access more detailed information and change your preferences before "
               "consenting or to refuse consenting.</p><ul><li>Store and/or access information on a device</li>"
               "<li>Personalised ads and content, ad and content measurement, audience insights and product "
               "development</li></ul><button>AGREE</button><button>MORE OPTIONS</button></div>")
    briefs = [("Road closed after lorry sheds load", "The A61 at Carr Lane was closed for three hours on Tuesday after a lorry shed its load of timber. Nobody was hurt."),
              ("Library reopens after roof repairs", "Northfield library reopened on Monday after six weeks of roof repairs, with new lighting in the children's corner."),
              ("Cricket club appoints new captain", "Opening batsman Imran Shah will captain Northfield CC next season, the club announced."),
              ("Bin collections move after bank holiday", "Bin collections will be a day later than usual next week because of the bank holiday."),
              ("Charity walk raises thousands for hospice", "More than 300 walkers took part in Sunday's charity walk for Ridgeway Hospice.")]
    out = []
    for t, b in briefs:
        main = consent + f"<article><h1>{t}</h1><p class='byline'>By Echo reporter</p>{ps(b)}</article>"
        out.append(P(f"https://northfieldecho.co.uk/news/{t.lower().replace(' ', '-')}", en_shell(
            site, t, main, nav=("News", "Sport", "What's on", "Jobs")), t))
    out.append(P("https://northfieldecho.co.uk/news/library-reopens-after-roof-repairs?utm_source=facebook",
                 out[1].html, out[1].content))
    return out


@scen("en_caption_only_gallery", "Council 'picture of the week' pages: image + figcaption only, breadcrumbs and a long related-links list")
def s_caption():
    site = "Hallam Borough Council"
    related = ("<aside class='related'><h3>Related pages</h3><ul>" + links("/news/", [
        "Parks and open spaces: opening times and facilities", "Report a problem in a park or playground",
        "Volunteer with the Friends of Hallam Parks groups", "Book a sports pitch or a picnic shelter",
        "Allotments: join the waiting list", "Tree preservation orders and conservation areas",
        "Community grants for environmental projects", "Photography and filming permits in council parks"])
        + "</ul></aside>")
    pics = [("Frost on the lake at Endcliffe", "Frost on the boating lake at Endcliffe Park, captured by resident Jo Marsh."),
            ("Bluebells in Ecclesall Woods", "Bluebells carpet Ecclesall Woods in early May. Photo: Sam Patel."),
            ("Sunset over the Botanical Gardens", "The glass pavilions at sunset. Photo: council staff."),
            ("Heron at Forge Dam", "A grey heron waits for lunch at Forge Dam. Photo: Ken Ward."),
            ("Snow on the bandstand", "Weston Park bandstand after the first snow of the year. Photo: Lily Ho.")]
    out = []
    for t, cap in pics:
        main = (f"<h1>{t}</h1><figure class='wp-block-image'><img src='/img/{len(out)}.jpg' alt=''><figcaption>{cap}"
                "</figcaption></figure>" + related)
        out.append(P(f"https://www.hallam.gov.uk/picture-of-the-week/{t.lower().replace(' ', '-')}", en_shell(
            site, t, main, nav=("Bins", "Council tax", "Parking", "Parks"), crumbs=("Home", "News", "Picture of the week"),
            footer="<p>Hallam Borough Council, Town Hall, Pinstone Street. Contact centre 0114 273 4567.</p>"), t))
    return out


@scen("en_iframe_shell_newsletters", "Parish newsletter: shell pages that only frame /content/N.html (shell text = site block) plus the framed pages; print copies")
def s_iframe():
    site = "St Mary's Parish, Ashby"
    block = ("<div class='welcome'><p>St Mary's is a friendly Church of England parish in the heart of Ashby. "
             "Everyone is welcome at our services, whatever your background. The church is open for private "
             "prayer every day from 9am to 5pm, and the parish office is staffed on weekday mornings.</p></div>")
    items = [("Harvest supper", "Our harvest supper is on Saturday in the church hall. Bring a dish to share; produce goes to the food bank."),
             ("Bell ringing practice", "New ringers are welcome at Thursday practice. No experience needed, just a good pair of shoes."),
             ("Flower rota", "The flower rota for autumn is on the noticeboard. Please sign up for a week if you can."),
             ("Churchyard working party", "Join us on Saturday morning to tidy the churchyard. Gloves and tea provided.")]
    out = []
    for i, (t, b) in enumerate(items, 1):
        shell = en_shell(site, t, f"<h1>{t}</h1><iframe src='/content/{i}.html' width='100%' height='900'></iframe>"
                         + block, nav=("Services", "Newsletter", "Weddings", "Contact"))
        out.append(P(f"https://stmarysashby.org.uk/newsletter/{i}", shell, t))
        inner = f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{t}</title></head><body><h2>{t}</h2>{ps(b)}</body></html>"
        out.append(P(f"https://stmarysashby.org.uk/content/{i}.html", inner, t))
    return out


@scen("en_breadcrumb_kb_answers", "Support knowledge base: one-line answers, breadcrumbs, 'Was this helpful?' + long related-articles list per section")
def s_kb():
    site = "Brightline Broadband Help"
    related = ul(*[f"<a href='/kb/{i}'>{t}</a>" for i, t in enumerate([
        "How do I restart my router?", "Why is my wifi slow in the evening?", "How do I change my wifi password?",
        "What do the lights on my router mean?", "How do I set up a mesh extender?", "How do I run a speed test?",
        "My broadband keeps dropping out", "Moving home: taking your broadband with you"])], cls="related-articles")
    helpful = ("<div class='feedback'><p>Was this article helpful?</p><button>Yes</button><button>No</button>"
               "<p>Still need help? Chat with our support team 24 hours a day, 7 days a week, or call us free from "
               "any Brightline landline. Check the service status page first to see if there is a known outage "
               "in your area.</p></div>")
    qa = [("How do I restart my router?", "Switch the router off at the wall, wait thirty seconds, then switch it back on. It takes about three minutes to reconnect."),
          ("How do I change my wifi password?", "Log in to the router at 192.168.1.1 with the admin password on the sticker, then open Wireless settings."),
          ("What do the lights on my router mean?", "A steady white light means you are connected. Flashing orange means the router is starting up or updating."),
          ("How do I run a speed test?", "Connect a laptop to the router with a cable, close other apps, then go to speedtest.brightline.net."),
          ("My broadband keeps dropping out", "Check the filter on every phone socket and try a different cable. If it continues, report a fault.")]
    out = []
    for t, a in qa:
        main = (f"<article class='kb'><h1>{t}</h1>{ps(a)}{helpful}</article><aside><h3>Related articles</h3>{related}</aside>")
        out.append(P(f"https://help.brightline.net/kb/{t.lower().strip('?').replace(' ', '-')}", en_shell(
            site, t, main, crumbs=("Help", "Broadband", "Router and wifi"), nav=("Help", "Status", "My account")), t))
    return out


@scen("en_court_summaries", "Appeals court opinion summaries: caption, docket, disposition, 2-line summary; long 'syllabus is not part of the opinion' disclaimer")
def s_court():
    site = "Court of Appeals of Westmarch"
    disc = ("<div class='disclaimer'><p>This summary has been prepared by the Reporter of Decisions for the convenience "
            "of the reader. It constitutes no part of the opinion of the court and may not be cited as precedent. "
            "The official text of the opinion is the version published in the Westmarch Appellate Reports; in case "
            "of any difference, the published opinion controls.</p></div>")
    cases = [("State v. Harlan", "A-0412-23", "Affirmed", "The trial court did not err in admitting the body-camera recording; the defendant's confrontation rights were not violated."),
             ("Dunmore v. Pell Township", "A-0519-23", "Reversed and remanded", "The zoning board failed to make findings on the variance criteria; the matter is remanded for a new hearing."),
             ("In re Estate of Walsh", "A-0533-23", "Affirmed", "The will was validly executed; the evidence of undue influence was insufficient."),
             ("Kerr v. Kerr", "A-0601-23", "Affirmed in part, reversed in part", "Alimony award affirmed; the equitable distribution of the pension is reversed."),
             ("State v. Okafor", "A-0618-23", "Reversed", "The warrantless search of the vehicle was not justified by the automobile exception.")]
    out = []
    for t, dock, disp, summ in cases:
        main = (f"<section class='opinion'><h1>{t}</h1>" + kv([("Docket", dock), ("Decided", "March 12, 2024"), ("Disposition", disp)])
                + f"<h2>Summary</h2>{ps(summ)}<p><a href='/opinions/{dock}.pdf'>Full opinion (PDF)</a></p></section>" + disc)
        out.append(P(f"https://courts.westmarch.gov/appeals/opinions/{dock}", en_shell(site, t, main,
                     nav=("Opinions", "Calendar", "Rules", "Self-help")), t))
    return out


@scen("en_car_listings_trims", "Used-car dealer: same model in different trims/colours; long warranty + finance block; mileage/price differ")
def s_cars():
    site = "Pennine Motors"
    warranty = ("<div class='promise'><h3>The Pennine Promise</h3><p>Every car comes with a 12-month warranty, 12 months' "
                "breakdown cover, a fresh service and MOT, and a 14-day money-back guarantee. We welcome part exchange "
                "and can arrange finance from a panel of lenders; representative example available on request. "
                "Pennine Motors is authorised and regulated by the Financial Conduct Authority as a credit broker, "
                "not a lender.</p></div>")
    cars = [("2019 Ford Focus 1.0 EcoBoost Titanium", "Magnetic Grey", "38,200 miles", "£11,495"),
            ("2019 Ford Focus 1.0 EcoBoost ST-Line", "Race Red", "41,900 miles", "£11,995"),
            ("2020 Ford Focus 1.5 EcoBlue Titanium", "Frozen White", "29,750 miles", "£13,250"),
            ("2018 Ford Fiesta 1.0 EcoBoost Zetec", "Magnetic Grey", "45,100 miles", "£8,295"),
            ("2021 Ford Puma 1.0 EcoBoost ST-Line", "Desert Island Blue", "18,400 miles", "£17,750")]
    out = []
    for t, colour, miles, price in cars:
        main = (f"<div class='vehicle'><h1>{t}</h1><p class='price'>{price}</p>" + kv(
            [("Colour", colour), ("Mileage", miles), ("Gearbox", "Manual"), ("Fuel", "Petrol" if "Eco" in t else "Diesel"),
             ("Owners", "1")]) + "</div>" + warranty)
        out.append(P(f"https://penninemotors.co.uk/used/{52100 + len(out)}", en_shell(site, t, main,
                     nav=("Used cars", "Finance", "Sell your car", "Contact")), t))
    out[0] = P("https://penninemotors.co.uk/used/ford-focus-titanium-grey", out[0].html, out[0].content)
    out.append(P("https://penninemotors.co.uk/used/ford-focus-titanium-grey?ref=autotrader", out[0].html, out[0].content))
    return out


@scen("en_shelter_animals", "Animal shelter adoption profiles: name, breed, age, 2 lines; long adoption-process block; two pages of one litter")
def s_shelter():
    site = "Moorside Animal Rescue"
    process = ("<div class='how'><h3>How to adopt</h3><p>Fill in our online application form and a member of the "
               "rehoming team will call you within three working days. We will arrange a meet-and-greet at the "
               "centre and a home visit. All our animals are neutered, vaccinated, microchipped and come with four "
               "weeks of free pet insurance. An adoption donation helps us care for the next animal.</p></div>")
    pets = [("Biscuit", "Cat", "Domestic shorthair, ginger", "8 weeks", "Male", "Biscuit is the boldest of his litter and loves chasing feathers."),
            ("Pickle", "Cat", "Domestic shorthair, tabby", "8 weeks", "Female", "Pickle is Biscuit's sister; she is shyer but purrs the moment she is picked up."),
            ("Major", "Dog", "Lurcher", "6 years", "Male", "Major is a gentle giant who needs a home without small furries."),
            ("Daisy", "Dog", "Staffordshire bull terrier", "3 years", "Female", "Daisy adores people and would suit an active family."),
            ("Hazel", "Rabbit", "Lionhead", "1 year", "Female", "Hazel needs to be adopted with a neutered male companion.")]
    out = []
    for n, sp, breed, age, sex, bio in pets:
        main = (f"<article class='animal'><h1>Meet {n}</h1>" + kv([("Species", sp), ("Breed", breed), ("Age", age), ("Sex", sex)])
                + ps(bio) + "</article>" + process)
        out.append(P(f"https://moorsiderescue.org/adopt/{n.lower()}", en_shell(site, f"Meet {n}", main,
                     nav=("Adopt", "Donate", "Volunteer", "Shop")), n))
    return out


@scen("en_fund_factsheets", "Index fund factsheets: objective sentence nearly identical across funds; long risk warning; prices and charges differ")
def s_funds():
    site = "Kestrel Index Funds"
    risk = ("<div class='risk'><p><strong>Capital at risk.</strong> The value of investments and the income from them can "
            "fall as well as rise and you may get back less than you invest. Past performance is not a reliable "
            "indicator of future results. Tax treatment depends on your individual circumstances and may change. "
            "Read the Key Investor Information Document before you invest.</p></div>")
    funds = [("Kestrel UK Equity Index Fund", "FTSE All-Share Index", "0.06%", "2.4512"),
             ("Kestrel World ex-UK Index Fund", "FTSE World ex UK Index", "0.10%", "3.1045"),
             ("Kestrel US Equity Index Fund", "S&amp;P 500 Index", "0.08%", "4.8831"),
             ("Kestrel Emerging Markets Index Fund", "MSCI Emerging Markets Index", "0.20%", "1.2207"),
             ("Kestrel Global Bond Index Fund", "Bloomberg Global Aggregate Index (GBP hedged)", "0.12%", "0.9876")]
    out = []
    for t, idx, ocf, price in funds:
        main = (f"<section class='factsheet'><h1>{t}</h1><h2>Objective</h2>" + ps(
            f"The fund aims to track the performance of the {idx}. It invests in the companies of the index in "
            "similar proportions and may use derivatives for efficient portfolio management.")
            + kv([("Ongoing charge", ocf), ("Price (Acc)", price + " GBP"), ("Share class", "Accumulation")]) + "</section>" + risk)
        out.append(P(f"https://kestrelfunds.co.uk/funds/{t.lower().replace(' ', '-')}", en_shell(site, t, main,
                     nav=("Funds", "ISA", "Pension", "Insights")), t))
    return out


@scen("en_tag_pages_podcast", "Podcast host site: episode pages with the 'about the show' + subscribe box INSIDE entry-content, short show notes; tag pages listing episodes")
def s_podcast():
    site = "Allotment Hour"
    about = ("<div class='show-about'><p>Allotment Hour is a weekly podcast for anyone who grows their own, from a "
             "single windowbox to a full plot. Presented by Jess and Martin from their allotment in Stockport. "
             "Subscribe on Apple Podcasts, Spotify or wherever you get your podcasts, and send your questions to "
             "our listeners' mailbag.</p></div>")
    eps = [("Episode 112: Chitting potatoes", "Jess explains chitting and Martin is unconvinced."),
           ("Episode 113: Slug wars", "Beer traps, copper tape and nematodes compared."),
           ("Episode 114: Sowing tomatoes indoors", "Heated propagators on a budget."),
           ("Episode 115: Mailbag special", "Your questions on raised beds, rhubarb and rats.")]
    out = []
    for t, notes in eps:
        main = (f"<article class='post'><h1 class='entry-title'>{t}</h1><div class='entry-content'>"
                f"<audio controls src='/audio/{t[8:11]}.mp3'></audio>{ps(notes)}{about}</div></article>")
        out.append(P(f"https://allotmenthour.fm/{t[8:11]}", en_shell(site, t, main, nav=("Episodes", "About", "Shop")), t))
    for tag, sel in [("Pests", [1, 3]), ("Vegetables", [0, 2])]:
        lst = "".join(f"<article class='post excerpt'><h2><a href='#'>{eps[i][0]}</a></h2>{ps(eps[i][1])}</article>" for i in sel)
        main = f"<h1 class='archive-title'>Tag: {tag}</h1>{lst}{about}"
        out.append(P(f"https://allotmenthour.fm/tag/{tag.lower()}/", en_shell(site, f"{tag} Archives", main,
                     nav=("Episodes", "About", "Shop")), f"tag {tag}"))
    return out


@scen("en_dictionary_entries", "Learner's dictionary entries: headword, part of speech, 1 short sense + example; word-of-the-day pitch and about-the-dictionary block")
def s_dict():
    site = "Plainword Learner's Dictionary"
    about = ("<div class='about-dict'><p>The Plainword Learner's Dictionary explains over 40,000 words in simple English, "
             "with examples from real speech and writing. Definitions are written using a core vocabulary of "
             "3,000 words. Sign up for the Word of the Day email and learn a new word every morning.</p></div>")
    words = [("brisk", "adjective", "quick and energetic", "We went for a brisk walk after lunch."),
             ("brittle", "adjective", "hard but easily broken", "Old plastic becomes brittle in the cold."),
             ("broach", "verb", "to start talking about a difficult subject", "She finally broached the subject of money."),
             ("brood", "verb", "to think for a long time about something that makes you unhappy", "He sat brooding over the argument."),
             ("brook", "noun", "a small stream", "A brook runs along the bottom of the garden.")]
    out = []
    for w, pos, sense, ex in words:
        main = (f"<div class='entry'><h1 class='hw'>{w}</h1><span class='pos'>{pos}</span><ol class='senses'><li>"
                f"<span class='def'>{sense}</span><p class='ex'>{ex}</p></li></ol></div>{about}")
        out.append(P(f"https://plainword.org/dictionary/{w}", en_shell(site, f"{w} - definition", main,
                     nav=("Dictionary", "Grammar", "Word of the Day")), w))
    out.append(P("https://plainword.org/dictionary/brisk?q=brisk", out[0].html, out[0].content))
    return out


# ======================================================================== CHINESE SITES

def zh_cms(site, title, body, *, meta="发布时间：2024-03-05", crumbs=("首页", "通知公告"), side="", foot="",
           head="", wrap="div", cls="article-content"):
    cr = " &gt; ".join(f"<a href='#'>{c}</a>" for c in crumbs)
    return f"""<!DOCTYPE html><html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>{title}-{site}</title>{head}</head><body>
<div class="top"><div class="logo"><a href="/">{site}</a></div><ul class="nav"><li><a href="/">首页</a></li>
<li><a href="/gk/">信息公开</a></li><li><a href="/bs/">办事服务</a></li><li><a href="/hd/">互动交流</a></li></ul></div>
<div class="main"><div class="position">当前位置：{cr}</div>
<div class="left">{side}</div><div class="right"><{wrap} class="{cls}"><h1 class="title">{title}</h1>
<div class="info">{meta}</div><div class="content">{body}</div></{wrap}></div></div>
<div class="footer">{foot}</div></body></html>"""


@scen("zh_holiday_notices", "学校/单位 各节日放假通知: 同一模板（安全值班段落里写着节日名），日期数字都像日期")
def s_zh_holiday():
    site = "江城职业技术学院"
    foot = "<p>版权所有：江城职业技术学院 地址：江城市高新区学院路88号 邮编：430000 电话：027-87654321 鄂ICP备05012345号</p>"
    hols = [("元旦", "1月1日", "1月1日（星期一）", "1天", "1月2日"), ("清明节", "4月4日至6日", "4月4日（星期四）至6日（星期六）", "3天", "4月7日"),
            ("劳动节", "5月1日至5日", "5月1日（星期三）至5日（星期日）", "5天", "5月6日"), ("端午节", "6月10日", "6月10日（星期一）", "1天", "6月11日"),
            ("中秋节", "9月15日至17日", "9月15日（星期日）至17日（星期二）", "3天", "9月18日")]
    out = []
    for h, _short, full, days, back in hols:
        t = f"关于2024年{h}放假安排的通知"
        body = ps("各部门、各单位：",
                  f"根据国务院办公厅通知精神，结合我院实际，现将2024年{h}放假安排通知如下：",
                  f"一、放假时间：{full}放假，共{days}。{back}正常上班、上课。",
                  f"二、各部门要在{h}放假前开展一次安全检查，重点检查实验室、学生宿舍、食堂等场所的消防安全，关好门窗，切断电源，防止发生火灾、被盗等事故。",
                  f"三、{h}期间，各部门要安排好值班人员，值班人员要坚守岗位，保持通讯畅通，遇有重大突发事件要及时报告并妥善处置。",
                  f"四、请各二级学院做好学生{h}期间的安全教育，学生离校、返校要履行请假手续，注意交通安全，不参加非法组织的活动。",
                  "特此通知。", "党政办公室", "2024年")
        out.append(P(f"http://www.jcvtc.edu.cn/info/1021/{3300 + len(out)}.htm", zh_cms(site, t, body, foot=foot,
                     meta="发布时间：2024-03-05　来源：党政办公室　点击数：<span id='clicks'>1203</span>"), h))
    return out


@scen("zh_hotel_room_types", "酒店官网 房型页: 豪华大床房/豪华双床房/行政房 等，设施段落共用，面积数字小于60; 预订须知 块; 1 个 ?from= 副本")
def s_zh_hotel():
    site = "西湖畔云栖酒店"
    notice = ("<div class='tips'><h3>预订须知</h3><p>入住时间14:00以后，退房时间12:00以前。房价含双人中西式自助早餐。"
              "入住前一天18:00前可免费取消，逾期将收取首晚房费。酒店全面禁烟，可携带小型宠物，需提前告知前台。"
              "官网预订享会员价及延迟退房礼遇，详情请致电酒店前台。</p></div>")
    fac = ("房间配备智能客控系统、独立淋浴间、戴森吹风机、雀巢胶囊咖啡机、迷你吧、55英寸智能电视及免费高速无线网络，"
           "卫浴用品选用欧舒丹品牌，提供浴袍、拖鞋及夜床服务，每日清扫一次。")
    rooms = [("豪华大床房", "一张1.8米大床", "园林景观", 35), ("豪华双床房", "两张1.2米单人床", "园林景观", 35),
             ("湖景大床房", "一张2米大床", "西湖湖景", 40), ("湖景双床房", "两张1.35米单人床", "西湖湖景", 40),
             ("行政套房", "一张2米大床及独立客厅", "西湖全景", 58)]
    out = []
    for r, bed, view, size in rooms:
        body = (ps(f"{r}面积约{size}平方米，配有{bed}，推窗可见{view}，适合商务出行及休闲度假。", fac)
                + ul(f"床型：{bed}", f"面积：{size}㎡", f"景观：{view}", "可住：2人", "楼层：3-6层") + notice)
        out.append(P(f"https://www.yunqihotel.com/rooms/{len(out) + 1}.html", zh_cms(site, r, body,
                     crumbs=("首页", "客房"), meta="", foot="<p>预订热线：0571-88886666 地址：杭州市西湖区杨公堤18号</p>"), r))
    out.append(P("https://www.yunqihotel.com/rooms/3.html?from=ctrip", out[2].html, out[2].content))
    return out


def discuz(forum, title, posts, *, sig="", rules=""):
    ph = ""
    for i, (user, txt) in enumerate(posts):
        floor = "楼主" if i == 0 else f"{i + 1}#"
        ph += (f"<div id='post_{1000 + i}'><table class='plhin'><tr><td class='pls'><div class='authi'>{user}</div>"
               f"<p>积分 {120 + i * 37}</p></td><td class='plc'><div class='pi'><strong>{floor}</strong>"
               f"<em>发表于 2024-3-5 10:{10 + i}</em></div><div class='pct'><div class='pcb'><div class='t_fsz'>"
               f"<table><tr><td class='t_f' id='postmessage_{1000 + i}'>{txt}</td></tr></table></div></div></div>"
               f"<div class='sign'>{sig}</div></td></tr></table></div>")
    return f"""<!DOCTYPE html><html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<title>{title} - 求助问答 - {forum} - Powered by Discuz!</title><meta name="generator" content="Discuz! X3.4" /></head>
<body id="nv_forum" class="pg_viewthread"><div id="hd"><div class="wp"><h2><a href="/">{forum}</a></h2>
<ul><li><a href="forum.php">论坛</a></li><li><a href="home.php">家园</a></li></ul></div></div>
<div id="wp" class="wp"><div id="pt" class="bm cl"><a href="./">{forum}</a> <em>›</em> <a href="#">求助问答</a></div>
<div class="bm bw0 pgs cl"><div class="ptn">{rules}</div></div>
<div id="postlist" class="pl bm"><table><tr><td class="plc ptm pbn vwthd"><h1 class="ts"><span id="thread_subject">{title}</span></h1>
<span class="xg1">查看: 523 | 回复: {len(posts) - 1}</span></td></tr></table>{ph}</div></div>
<div id="ft" class="wp cl"><p>Powered by Discuz! X3.4 &copy; 2001-2024 Tencent Cloud.</p></div></body></html>"""


@scen("zh_discuz_short_threads", "Discuz! 论坛求助帖: 楼主一句话 + 一两条短回复; 每楼都有长签名档; 版规提示")
def s_zh_discuz():
    forum = "江南钓鱼论坛"
    sig = "钓鱼不是为了鱼，是为了那份宁静。本人常年出售自制浮漂，正品保证，欢迎各位钓友私信交流，周末一般在太湖边。"
    rules = "<p>本版规定：求助帖请注明地区和钓法，禁止发布广告，违者删帖封号。新人发帖请先阅读新手指南。</p>"
    threads = [("鲫鱼冬天用什么饵好？", [("老张", "冬天鲫鱼不爱开口，大家都用什么饵？"), ("湖边客", "红虫，没有比红虫更好的了。")]),
               ("太湖边哪里能夜钓？", [("小李飞刀", "想周末去太湖夜钓，哪里安全一点？"), ("老张", "渔港村那边可以，注意安全。")]),
               ("新手求推荐一根台钓竿", [("钓鱼新人", "预算三百左右，求推荐。"), ("湖边客", "三百块买个4.5米的就够用了。")]),
               ("浮漂吃铅多少合适？", [("阿强", "三号铅皮的漂，调四钓二怎么配？"), ("老钓手", "先找底再调漂，多试几次。")]),
               ("下雨天还能钓鱼吗？", [("老张", "明天小雨，去不去？"), ("小李飞刀", "小雨反而好钓，带好雨具。")])]
    out = []
    for i, (t, posts) in enumerate(threads):
        out.append(P(f"https://bbs.jnfish.com/thread-{8800 + i}-1-1.html", discuz(forum, t, posts, sig=sig, rules=rules), t))
    out.append(P("https://bbs.jnfish.com/forum.php?mod=viewthread&tid=8801", out[1].html, out[1].content))
    return out


def dede(site, title, body, *, related=(), foot="", charset="utf-8", disclaimer=""):
    rel = "".join(f"<li><a href='/a/{i}.html'>{r}</a></li>" for i, r in enumerate(related))
    return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN"><html><head>
<meta http-equiv="Content-Type" content="text/html; charset={charset}" /><title>{title}_{site}</title>
<meta name="keywords" content="{title}" /></head><body><div class="header"><div class="logo">{site}</div>
<div class="nav"><a href="/">网站首页</a><a href="/news/">行业资讯</a><a href="/jishu/">技术文章</a><a href="/about/">关于我们</a></div></div>
<div class="w960 clear center mt1"><div class="pleft"><div class="place"><strong>当前位置:</strong> <a href="/">主页</a> &gt; <a href="/news/">行业资讯</a> &gt;</div>
<div class="viewbox"><div class="title"><h2>{title}</h2></div><div class="info"><small>时间:</small>2024-03-05 09:12<small>来源:</small>未知<small>作者:</small>admin<small>点击:</small><script src="/plus/count.php?view=yes&aid=1"></script> 次</div>
<div class="content"><table width="100%"><tr><td>{body}{disclaimer}</td></tr></table></div>
<div class="boxoff"><strong>------分隔线----------------------------</strong></div>
<div class="handle"><div class="context"><ul><li>上一篇：<a href="#">没有了</a></li><li>下一篇：<a href="#">没有了</a></li></ul></div></div></div>
<div class="xiangguan"><dl class="tbox"><dt><strong>相关文章</strong></dt><dd><ul class="d1 ico3">{rel}</ul></dd></dl></div></div></div>
<div class="footer w960 center mt1 clear">{foot}<p>Powered by DedeCMS</p></div></body></html>"""


@scen("zh_dedecms_industry_news", "DedeCMS 企业站 行业资讯: 正文一两段，免责声明在正文 td 内，相关文章长列表；GBK bytes + HTTP charset")
def s_zh_dede():
    site = "恒力阀门网"
    disc = ("<p style='color:#999'>免责声明：本站部分文章来源于网络，仅供学习交流，版权归原作者所有。如有侵权请联系我们删除。"
            "本站对文中观点保持中立，不构成任何投资建议。转载请注明出处。</p>")
    related = ["闸阀与截止阀的区别", "蝶阀安装注意事项", "球阀的工作原理", "阀门密封面的堆焊工艺", "安全阀如何校验",
               "止回阀的分类及用途", "减压阀常见故障及处理", "阀门压力试验标准"]
    arts = [("闸阀与截止阀的区别", "闸阀的闸板沿通道轴线的垂直方向移动，主要用于截断；截止阀的阀瓣沿阀座中心线移动，可以调节流量。"),
            ("蝶阀安装注意事项", "蝶阀安装前应清洗管道，安装时阀板应处于关闭位置，法兰螺栓要对称拧紧。"),
            ("安全阀如何校验", "安全阀每年至少校验一次，校验应由有资质的单位在校验台上进行并出具报告。"),
            ("止回阀的分类及用途", "止回阀分为升降式、旋启式和蝶式，用于防止介质倒流。"),
            ("阀门压力试验标准", "阀门出厂前应进行壳体试验和密封试验，试验介质一般为常温清水。")]
    foot = "<p>恒力阀门有限公司 版权所有 电话：0577-86661234 地址：浙江省温州市龙湾区永中街道 浙ICP备12345678号</p>"
    out = []
    for i, (t, b) in enumerate(arts):
        out.append(P(f"http://www.hlfamen.com/jishu/{201 + i}.html", dede(site, t, ps(b), related=related, foot=foot,
                     disclaimer=disc), t, "gbk"))
    return out


@scen("zh_xxgk_catalog_gbk", "政务公开 信息公开目录 条目: 索引号/发布机构/文号 元数据表 + 极短正文；GBK 只在 meta 里声明")
def s_zh_xxgk():
    site = "青山区人民政府"
    foot = "<p>主办：青山区人民政府办公室 承办：青山区政务服务数据管理局 网站标识码：4201070001 鄂公网安备42010702000123号</p>"
    items = [("青山区2024年第一季度财政预算执行情况", "青政办〔2024〕3号", "区财政局", "财政预决算", "2024年第一季度全区一般公共预算收入完成年度预算的26%，支出进度符合序时要求。"),
             ("青山区2024年城市更新项目计划", "青政办〔2024〕5号", "区住建局", "规划计划", "2024年全区计划实施城市更新项目12个，详见附件。"),
             ("关于调整区政务服务中心办公时间的公告", "", "区政务服务数据管理局", "通知公告", "自4月1日起，区政务服务中心周六上午照常办公。"),
             ("青山区2023年政府信息公开工作年度报告", "", "区政府办公室", "政府信息公开年报", "详见附件。"),
             ("青山区重大行政决策事项目录", "青政办〔2024〕8号", "区司法局", "重大行政决策", "现将2024年度重大行政决策事项目录予以公布。")]
    out = []
    for i, (t, wh, org, cat, b) in enumerate(items):
        meta = tbl([("索引号：", f"011213427/2024-0{31 + i}", "分类：", cat), ("发布机构：", org, "发文日期：", "2024-03-05"),
                    ("文号：", wh or "无", "有效性：", "有效"), ("名称：", t, "", "")], cls="xxgk_table")
        body = meta + ps(b) + "<p>附件：<a href='/uploadfiles/2024/03/a.pdf'>" + t + ".pdf</a></p>"
        out.append(P(f"http://www.qingshan.gov.cn/xxgk/xxgkml/{202403}/t20240305_{23000 + i}.shtml",
                     zh_cms(site, t, body, crumbs=("首页", "政府信息公开", "法定主动公开内容"), foot=foot,
                            meta="来源：青山区人民政府 日期：2024-03-05 【字体：大 中 小】 【打印】"), t, "gbk-meta"))
    return out


@scen("zh_school_attachment_only", "中学 通知: 正文只有'详见附件' + 附件链接(文件名不同); 校训/地址块")
def s_zh_attach():
    site = "南湖第一中学"
    motto = "<div class='motto'><p>校训：厚德 博学 笃行 创新。南湖第一中学创办于1952年，是省级示范性普通高中，学校占地二百亩，现有教学班六十个。</p></div>"
    items = [("关于做好2024年寒假学生安全工作的通知", ["致家长的一封信.docx", "寒假安全告知书.pdf"]),
             ("2024年春季学期校历", ["2024年春季学期校历.xlsx"]),
             ("高三年级第一次模拟考试安排", ["考场安排.xls", "监考安排.xls"]),
             ("关于开展教师信息技术能力培训的通知", ["培训日程安排.docx"]),
             ("2024年自主招生简章", ["自主招生简章.pdf", "报名表.doc"])]
    out = []
    for i, (t, files) in enumerate(items):
        body = ps("详见附件。") + "<div class='attach'><p>附件：</p>" + ul(*[f"<a href='/uploads/{i}/{f}'>{f}</a>" for f in files]) + "</div>" + motto
        out.append(P(f"http://www.nhyz.edu.cn/tzgg/{i + 501}.jhtml", zh_cms(site, t, body, crumbs=("首页", "通知公告"),
                     meta="作者：校办 发布时间：2024-03-05 浏览：321"), t))
    return out


@scen("zh_hospital_doctors", "医院 专家介绍: 姓名 职称 科室 擅长 出诊时间表; 就诊须知 块在正文 div 内")
def s_zh_doctors():
    site = "江城市第一人民医院"
    tips = ("<div class='jzxz'><h4>就诊须知</h4><p>本院实行全预约诊疗，请通过微信公众号、114电话或自助机提前预约，"
            "就诊当日凭身份证或医保卡到诊区签到。专家门诊如有停诊，以医院公众号通知为准。请患者携带既往病历及检查资料。</p></div>")
    docs = [("王建国", "主任医师 教授", "心血管内科", "冠心病介入治疗、高血压、心力衰竭", "周一上午、周四上午"),
            ("李秀兰", "主任医师", "心血管内科", "心律失常、起搏器植入", "周二上午、周五下午"),
            ("张伟", "副主任医师", "骨科", "关节置换、运动损伤", "周三全天"),
            ("陈静", "主治医师", "皮肤科", "痤疮、湿疹、银屑病", "周一下午、周六上午"),
            ("刘洋", "主任医师 博士生导师", "神经外科", "脑肿瘤、脑血管病手术", "周四下午")]
    out = []
    for i, (n, title, dept, good, time) in enumerate(docs):
        body = kv([("姓名", n), ("职称", title), ("科室", dept), ("擅长", good), ("出诊时间", time)]) + tips
        out.append(P(f"https://www.jcsdyyy.com/zjjs/{i + 80}.html", zh_cms(site, f"{n}", body, crumbs=("首页", "专家介绍", dept),
                     meta=f"科室：{dept}"), n))
    return out


@scen("zh_ershoufang_gbk", "房产 二手房 房源页 GBK (HTTP charset): 同小区不同楼层户型; 经纪人卡片 + 长风险提示")
def s_zh_house():
    site = "安居房产网"
    risk = ("<div class='fxts'><p>风险提示：本房源信息由经纪人发布，安居房产网不对其真实性作任何保证。请您在签订合同前，"
            "务必核实房屋产权、抵押、查封等情况，切勿提前支付任何形式的费用，以防上当受骗。交易过程中如遇问题请拨打客服热线。</p></div>")
    agent = "<div class='agent'><p>经纪人：赵明 安居地产 光谷店 从业5年 <a href='#'>在线咨询</a></p></div>"
    houses = [("保利花园 3室2厅 南北通透 满五唯一", "3室2厅2卫", "128.5平米", "高楼层/共32层", "南北", "268万"),
              ("保利花园 2室2厅 精装修 近地铁", "2室2厅1卫", "89.2平米", "中楼层/共32层", "南", "185万"),
              ("保利花园 3室2厅 低楼层 带花园", "3室2厅2卫", "131.0平米", "低楼层/共18层", "南北", "275万"),
              ("万科城 4室2厅 复式 双阳台", "4室2厅3卫", "168.3平米", "顶层/共26层", "东南", "399万"),
              ("万科城 1室1厅 投资首选", "1室1厅1卫", "45.6平米", "中楼层/共33层", "西", "79万")]
    out = []
    for i, (t, hx, area, floor, face, price) in enumerate(houses):
        body = (f"<div class='price'>{price}</div>" + kv([("户型", hx), ("面积", area), ("楼层", floor), ("朝向", face),
                ("装修", "精装"), ("产权", "商品房")]) + agent + risk)
        out.append(P(f"https://wh.anjufang.com/ershoufang/{10452300 + i}.html", zh_cms(site, t, body,
                     crumbs=("首页", "武汉二手房", "洪山二手房")), t, "gbk"))
    return out


@scen("zh_fund_nav_pages", "基金 净值页: 基金名称/代码/净值/涨跌表 + 长风险提示; 同一公司多只基金")
def s_zh_fund():
    site = "天和基金"
    risk = ("<div class='risk'><p>风险提示：基金有风险，投资需谨慎。基金管理人承诺以诚实信用、勤勉尽责的原则管理和运用基金资产，"
            "但不保证基金一定盈利，也不保证最低收益。基金的过往业绩及其净值高低并不预示其未来业绩表现。投资者在投资前请认真阅读"
            "《基金合同》《招募说明书》等法律文件。</p></div>")
    funds = [("天和沪深300指数A", "010321", "1.2345", "+0.52%"), ("天和沪深300指数C", "010322", "1.2198", "+0.51%"),
             ("天和中证500指数A", "011455", "0.9876", "-0.33%"), ("天和稳健债券A", "004512", "1.0832", "+0.02%"),
             ("天和科技创新混合", "012988", "0.7654", "+1.87%")]
    out = []
    for n, code, nav, chg in funds:
        body = kv([("基金代码", code), ("单位净值", nav), ("日涨跌幅", chg), ("净值日期", "2024-03-05")]) + risk
        out.append(P(f"https://www.tianhefund.com/fund/{code}.html", zh_cms(site, n, body, crumbs=("首页", "基金产品")), n))
    return out


@scen("zh_court_judgment_abstracts", "法院网 裁判文书摘要: 同类信用卡纠纷批量判决，文书号/当事人/金额不同; 长说明块")
def s_zh_court():
    site = "江城市洪山区人民法院"
    note = ("<div class='sm'><p>说明：本网公布的裁判文书摘要仅供参考，不具有法律效力，以生效裁判文书原件为准。"
            "涉及国家秘密、未成年人犯罪及当事人隐私的案件不予公开。如对公开内容有异议，请与本院审判管理办公室联系。</p></div>")
    cases = [("（2024）鄂0111民初1023号", "张某", "38,512.60", "原告某银行江城分行与被告张某信用卡纠纷一案"),
             ("（2024）鄂0111民初1024号", "王某", "52,090.13", "原告某银行江城分行与被告王某信用卡纠纷一案"),
             ("（2024）鄂0111民初1031号", "李某", "12,800.00", "原告某银行江城分行与被告李某信用卡纠纷一案"),
             ("（2024）鄂0111民初1102号", "刘某", "96,450.77", "原告某银行江城分行与被告刘某信用卡纠纷一案"),
             ("（2024）鄂0111民初1115号", "陈某", "23,300.45", "原告某银行江城分行与被告陈某信用卡纠纷一案")]
    out = []
    for i, (no, who, amt, cap) in enumerate(cases):
        t = f"{cap}民事判决书"
        body = ps(no, f"{cap}，本院立案后，依法适用简易程序，公开开庭进行了审理。被告{who}经本院传票传唤，无正当理由拒不到庭参加诉讼，本院依法缺席审理。",
                  f"本院认为，原、被告之间的信用卡领用合同合法有效。被告{who}未按约定还款，构成违约。判决被告{who}于本判决生效之日起十日内偿还原告信用卡欠款本金及利息共计{amt}元。",
                  "如不服本判决，可在判决书送达之日起十五日内，向本院递交上诉状，上诉于江城市中级人民法院。") + note
        out.append(P(f"http://hsqfy.hbfy.gov.cn/DocManage/ViewDoc?docId={'abcde'[i]}{i}f2",
                     zh_cms(site, t, body, crumbs=("首页", "裁判文书")), no))
    return out


@scen("zh_library_opac_records", "图书馆 OPAC 书目记录: 题名/责任者/出版/ISBN/索书号 表 + 馆藏表; 读者须知; 同书不同版本")
def s_zh_opac():
    site = "江城市图书馆"
    note = "<div class='notice'><p>读者须知：每证可借图书十册，借期三十天，可续借一次。逾期图书请尽快归还，本馆不收取逾期费用。预约图书到馆后保留七天。</p></div>"
    books = [("活着", "余华著", "作家出版社 2012", "978-7-5063-6543-7", "I247.57/1234"),
             ("活着", "余华著", "北京十月文艺出版社 2017", "978-7-5302-1597-8", "I247.57/1234:2"),
             ("许三观卖血记", "余华著", "作家出版社 2012", "978-7-5063-6544-4", "I247.57/1235"),
             ("平凡的世界（全三册）", "路遥著", "北京十月文艺出版社 2017", "978-7-5302-1620-3", "I247.57/2201"),
             ("围城", "钱锺书著", "人民文学出版社 1991", "978-7-02-002438-4", "I246.5/0033")]
    out = []
    for i, (t, a, pub, isbn, call) in enumerate(books):
        body = (kv([("题名/责任者", f"{t} / {a}"), ("出版发行", pub), ("ISBN", isbn), ("索书号", call), ("中图分类号", call.split('/')[0])])
                + "<h3>馆藏信息</h3>" + tbl([(call, "中文图书借阅区", "在架"), (call, "总馆三楼", "借出")], header=("索书号", "馆藏地", "状态")) + note)
        out.append(P(f"http://opac.jclib.cn/opac/book/{1000 + i * 7}", zh_cms(site, t, body, crumbs=("首页", "馆藏检索"), meta=""),
                     f"{t} {isbn}"))
    return out


@scen("zh_car_listings", "二手车 车源页: 同款车不同年份/颜色; 检测报告+服务保障 长块; 价格里程不同")
def s_zh_car():
    site = "优信好车"
    bz = ("<div class='bz'><h3>服务保障</h3><p>本车已通过315项专业检测，无重大事故、无火烧、无水泡。购车享一年或两万公里"
          "核心部件质保，七天无理由退车，全国联保，支持分期付款，首付最低两成。过户手续由平台代办。</p></div>")
    cars = [("大众 朗逸 2019款 1.5L 自动舒适版", "白色", "4.2万公里", "7.68万"), ("大众 朗逸 2019款 1.5L 自动舒适版", "银色", "6.1万公里", "7.18万"),
            ("大众 朗逸 2020款 1.5L 自动舒适版", "白色", "3.5万公里", "8.58万"), ("丰田 卡罗拉 2019款 1.2T 自动先锋版", "黑色", "5.0万公里", "8.98万"),
            ("本田 思域 2020款 220TURBO CVT劲动版", "红色", "2.8万公里", "11.28万")]
    out = []
    for i, (t, c, km, price) in enumerate(cars):
        body = (f"<p class='price'>{price}</p>" + kv([("颜色", c), ("表显里程", km), ("变速箱", "自动"), ("所在城市", "杭州")]) + bz)
        out.append(P(f"https://www.youxinhaoche.com/car/{88321 + i * 13}.html", zh_cms(site, t, body, crumbs=("首页", "杭州二手车")), f"car{i}"))
    return out


@scen("zh_dictionary_chengyu", "成语词典 词条: 拼音/释义/出处/例句 短; 纠错+版权 块; 1 个 ?from=baidu 副本")
def s_zh_dict():
    site = "汉语成语词典"
    cp = ("<div class='jc'><p>本词典内容仅供学习参考。如发现释义有误，欢迎点击纠错按钮反馈，我们将在三个工作日内核实处理。"
          "未经许可，禁止任何网站或个人批量复制本站内容。</p></div>")
    items = [("画蛇添足", "huà shé tiān zú", "比喻做了多余的事，非但无益，反而不合适。", "《战国策·齐策二》"),
             ("守株待兔", "shǒu zhū dài tù", "比喻死守狭隘经验，不知变通。", "《韩非子·五蠹》"),
             ("亡羊补牢", "wáng yáng bǔ láo", "比喻出了问题以后想办法补救，可以防止继续受损失。", "《战国策·楚策四》"),
             ("对牛弹琴", "duì niú tán qín", "比喻对不懂道理的人讲道理，白费口舌。", "汉·牟融《理惑论》"),
             ("杯弓蛇影", "bēi gōng shé yǐng", "比喻因疑神疑鬼而引起恐惧。", "汉·应劭《风俗通义·怪神》")]
    out = []
    for i, (w, py, sy, cc) in enumerate(items):
        body = kv([("拼音", py), ("释义", sy), ("出处", cc)]) + cp
        out.append(P(f"https://cy.hanyuzidian.cn/cy/{i + 3001}.html", zh_cms(site, f"{w}的意思", body, crumbs=("首页", "成语")), w))
    out.append(P("https://cy.hanyuzidian.cn/cy/3002.html?from=baidu", out[1].html, out[1].content))
    return out


@scen("zh_sports_rounds_gbk", "足球联赛 各轮赛程页 GBK: 赛程表(队名两两不同)，时间像日期; 体彩提示块")
def s_zh_rounds():
    site = "江城足球网"
    tip = "<div class='tc'><p>温馨提示：理性购彩，量力而行。本站赛程信息仅供参考，比赛时间以中国足协官方公布为准，如有变动恕不另行通知。</p></div>"
    teams = ["江城三镇", "上海海港", "山东泰山", "北京国安", "成都蓉城", "浙江队", "天津津门虎", "河南队"]
    out = []
    for rnd in range(1, 6):
        rows = []
        for k in range(4):
            a, b = teams[(k + rnd) % 8], teams[(7 - k + 2 * rnd) % 8]
            if a == b:
                b = teams[(k + rnd + 4) % 8]
            rows.append((f"3月{rnd * 7}日", f"19:{30 + k * 5}", a, "VS", b))
        body = tbl(rows, header=("日期", "时间", "主队", "", "客队")) + tip
        out.append(P(f"http://www.jczq.com/saicheng/2024/{rnd}.html", zh_cms(site, f"2024赛季中超联赛第{rnd}轮赛程", body,
                     crumbs=("首页", "赛程")), f"round{rnd}", "gbk"))
    return out


@scen("zh_tujie_caption_only", "政府网 政策图解: 图片为主，只有一行图注; 分享二维码/打印/关闭 区块; 网站纠错块")
def s_zh_tujie():
    site = "江城市人民政府"
    share = "<div class='share'><p>扫一扫在手机打开当前页 【打印本页】 【关闭窗口】</p><p>网站纠错：如发现页面内容有误，请拨打12345热线或在线留言，我们将及时处理。</p></div>"
    items = [("图解：2024年江城市政府工作报告", "一图读懂2024年政府工作报告"), ("图解：江城市促进消费十条措施", "一图读懂促消费十条措施"),
             ("图解：江城市新生儿医保参保指南", "新生儿参保三步走"), ("图解：江城市公积金提取新政", "公积金提取这些情况可以办"),
             ("图解：江城市垃圾分类知识", "垃圾分类四类标识一览")]
    out = []
    for i, (t, cap) in enumerate(items):
        body = f"<p style='text-align:center'><img src='/images/2024/tj{i}.jpg'></p><p style='text-align:center'>{cap}</p>" + share
        out.append(P(f"http://www.jiangcheng.gov.cn/zwgk/zcjd/tujie/202403/t20240305_{9001 + i}.html",
                     zh_cms(site, t, body, crumbs=("首页", "政务公开", "政策解读")), t))
    return out


@scen("zh_phpcms_software_versions", "PHPCMS 软件下载站: 同一软件不同版本页，简介段相同，只有版本号/大小/更新说明不同; 安全声明块")
def s_zh_soft():
    site = "绿色软件园"
    safe = ("<div class='safe'><p>安全声明：本站所有软件均经过360安全卫士、腾讯电脑管家、火绒安全检测，无病毒无插件，请放心下载。"
            "软件版权归原作者所有，仅供个人学习研究使用，请于下载后二十四小时内删除。</p></div>")
    intro = ("格式工厂是一款免费的多功能多媒体格式转换软件，支持几乎所有类型的视频、音频和图片格式互相转换，"
             "还具有修复损坏视频文件、多媒体文件减肥、DVD转视频、去水印、视频合并等功能，界面简洁，操作方便。")
    vers = [("格式工厂 5.14.0 官方版", "5.14.0", "修复已知问题，提升转换速度。"),
            ("格式工厂 5.15.0 官方版", "5.15.0", "新增视频去水印功能。"),
            ("格式工厂 5.16.0 官方版", "5.16.0", "支持AV1编码，修复部分字幕乱码。"),
            ("格式工厂 5.17.0 官方版", "5.17.0", "优化界面，修复批量转换崩溃问题。"),
            ("格式工厂 5.18.0 官方版", "5.18.0", "新增屏幕录像功能。")]
    out = []
    for i, (t, v, log) in enumerate(vers):
        body = (kv([("软件版本", v), ("软件语言", "简体中文"), ("软件授权", "免费软件"), ("运行环境", "Win11/Win10/Win7")])
                + "<h3>软件介绍</h3>" + ps(intro) + "<h3>更新日志</h3>" + ps(log) + safe)
        out.append(P(f"https://www.lvsoft.net/soft/{4201 + i}.html", zh_cms(site, t, body, crumbs=("首页", "视频软件")), t))
    return out


@scen("zh_community_event_pages", "社区 活动预告: 活动时间/地点/对象/报名方式 + 一句介绍; 社区简介块 在正文内")
def s_zh_events():
    site = "桂花社区居民委员会"
    intro = "<div class='sqjj'><p>桂花社区成立于2003年，辖区面积0.8平方公里，常住人口一万二千余人，设有党群服务中心、老年活动室、儿童之家、图书室等活动场所。</p></div>"
    evs = [("社区义诊活动", "3月9日上午9:00", "党群服务中心一楼", "辖区60岁以上老人", "市一医院专家为居民免费测血压、血糖。"),
           ("亲子手工课", "3月10日下午2:30", "儿童之家", "6至12岁儿童及家长", "用废旧材料制作风筝。"),
           ("防诈骗知识讲座", "3月15日上午9:30", "党群服务中心三楼会议室", "全体居民", "派出所民警讲解常见诈骗手法。"),
           ("春季植树活动", "3月12日上午8:30", "桂花公园", "社区志愿者", "在桂花公园补种桂花树苗。"),
           ("老年智能手机培训", "3月20日上午9:00", "老年活动室", "辖区老年人", "教老人使用健康码、视频通话和网上缴费。")]
    out = []
    for i, (t, when, where, who, what) in enumerate(evs):
        body = ps(what) + kv([("活动时间", when), ("活动地点", where), ("参加对象", who), ("报名方式", "请到社区居委会或拨打社区电话报名")]) + intro
        out.append(P(f"http://www.ghsq.org.cn/hdyg/{i + 61}.html", zh_cms(site, t, body, crumbs=("首页", "活动预告")), t))
    return out


@scen("zh_print_and_mobile_copies", "区新闻 短消息: 原页 + 打印版 (print/) + 手机版 (m.) 真副本; 其余短新闻")
def s_zh_print():
    site = "东湖新区管委会"
    foot = "<p>东湖新区管委会主办 联系电话：027-67880000 技术支持：大汉网络</p>"
    news = [("东湖新区召开一季度经济运行分析会", "3月5日，新区召开一季度经济运行分析会，通报1至2月主要经济指标，部署下一阶段重点工作。"),
            ("新区举办2024年春季招聘会", "3月2日，新区春季招聘会在光谷人才市场举行，120家企业提供岗位3000余个。"),
            ("新区开展植树节义务植树活动", "3月12日，新区机关干部职工在豹澥湖畔义务植树500余株。"),
            ("新区召开安全生产工作会议", "3月8日，新区召开安全生产工作会议，部署开展安全隐患大排查大整治。")]
    out = []
    for i, (t, b) in enumerate(news):
        out.append(P(f"http://www.dhxq.gov.cn/xwzx/2024/{i + 11}.html", zh_cms(site, t, ps(b), foot=foot, crumbs=("首页", "新闻中心")), t))
    t, b = news[0]
    printed = (f"<html><head><meta charset='utf-8'><title>{t}</title></head><body onload='window.print()'>"
               f"<h2 align='center'>{t}</h2><p align='center'>2024-03-05</p>{ps(b)}<p><a href='javascript:window.close()'>关闭</a></p></body></html>")
    out.append(P("http://www.dhxq.gov.cn/print/xwzx/2024/11.html", printed, t))
    mobile = (f"<!DOCTYPE html><html><head><meta charset='utf-8'><meta name='viewport' content='width=device-width'><title>{t}</title></head>"
              f"<body><header>东湖新区</header><div class='art'><h1>{t}</h1><p class='time'>2024-03-05</p>{ps(b)}</div>"
              f"<footer>东湖新区管委会 版权所有</footer></body></html>")
    out.append(P("http://www.dhxq.gov.cn/m/xwzx/2024/11.html", mobile, t))
    return out


@scen("en_shipping_country_pages", "Shop help centre: 'Shipping to the UK/US/EU/Canada/Australia' pages, long carrier+customs text with the country in it; returns box")
def s_shipping():
    site = "Fellbrook Outdoor"
    box = ("<div class='returns'><p>Free returns within 60 days on unworn items. Start a return from your account "
           "and print the prepaid label. Refunds are made to the original payment method within five working days "
           "of the parcel reaching our warehouse.</p></div>")
    lands = [("the UK", "Royal Mail Tracked 48 and DPD", "two to three working days", "No customs duties apply to orders shipped within the UK."),
             ("the US", "UPS Worldwide Expedited", "four to six working days", "Orders to the US are shipped duty paid, so there is nothing more to pay on delivery."),
             ("the EU", "DHL Parcel Connect", "three to five working days", "Orders to the EU are shipped from our Dutch warehouse, so there are no import charges."),
             ("Canada", "UPS Worldwide Expedited", "five to seven working days", "Orders to Canada may be charged import duties and taxes on delivery by the carrier."),
             ("Australia", "DHL Express Worldwide", "five to eight working days", "Orders to Australia under the low value threshold have GST added at checkout.")]
    out = []
    for land, carrier, time, customs in lands:
        t = f"Shipping to {land}"
        body = ps(f"We ship to {land} with {carrier}. Orders placed before 1pm on a working day leave our warehouse the same day "
                  f"and usually arrive in {time}. You will receive a tracking link by email as soon as your parcel is on its way, "
                  "and you can follow it in your account under My orders.",
                  f"Delivery to {land} is free on orders over the free delivery threshold shown at checkout; below it, a flat "
                  "delivery charge applies, which is shown in your basket before you pay. We cannot deliver to PO boxes or "
                  "parcel lockers, and bulky items such as tents may travel separately from the rest of your order.",
                  customs,
                  "If your parcel has not arrived within ten working days of dispatch, please contact our customer service "
                  "team with your order number and we will open an investigation with the carrier. Lost parcels are "
                  "replaced or refunded once the carrier confirms the loss.")
        main = f"<article class='help'><h1>{t}</h1>{body}</article>{box}"
        out.append(P(f"https://help.fellbrook.com/shipping/{land.replace('the ', '').lower()}", en_shell(
            site, t, main, crumbs=("Help", "Delivery"), nav=("Shop", "Help", "Stores")), t))
    return out


@scen("en_school_trip_letters", "Secondary school parent letters per year group (residential trips): long letter template naming the year group and destination; head's sign-off")
def s_trips():
    site = "Ashgrove Academy"
    sig = ("<div class='sign-off'><p>Ashgrove Academy is part of the Meadow Learning Trust, a charitable company limited by "
           "guarantee. Headteacher: Mrs J. Whitfield. Safeguarding lead: Mr P. Dunne.</p></div>")
    trips = [("Year 7", "Kingswood Activity Centre in Norfolk", "climbing, raft building and archery"),
             ("Year 8", "the Edale Youth Hostel in the Peak District", "hill walking, caving and orienteering"),
             ("Year 9", "Osmington Bay on the Dorset coast", "kayaking, fencing and zip wire"),
             ("Year 10", "the Dorset fieldwork centre at Lulworth", "coastal geography fieldwork and data collection"),
             ("Year 12", "the Field Studies Council centre at Slapton Ley", "A-level biology and geography fieldwork")]
    out = []
    for yr, place, acts in trips:
        t = f"{yr} residential trip letter"
        body = ps("Dear Parent/Carer,",
                  f"I am delighted to invite your child to join the {yr} residential trip to {place}. The trip gives students "
                  f"the chance to try {acts}, to build confidence and to get to know their classmates away from the classroom. "
                  "Students travel by coach from the school car park and return the same way.",
                  f"To reserve a place for your child on the {yr} trip, please pay the deposit on ParentPay and complete the "
                  "online consent and medical form by the date shown on ParentPay. Places are allocated in the order deposits "
                  "are received. If the cost is a barrier, please contact the school office in confidence; help is available "
                  "from the school fund for families who need it.",
                  f"A kit list for {place} and the full itinerary will be sent home two weeks before departure. Students must "
                  "not bring mobile phones, which will be collected and kept safely by staff. Medication must be handed to the "
                  "trip leader in its original packaging. We will hold an information evening for parents in the main hall.",
                  "Yours faithfully,", f"Trip leader, {yr}")
        main = f"<article><h1>{t}</h1><p class='date'>Posted 4 March 2024</p>{body}</article>{sig}"
        out.append(P(f"https://www.ashgroveacademy.org.uk/letters/{yr.lower().replace(' ', '-')}-residential",
                     en_shell(site, t, main, nav=("About", "Parents", "Students", "Vacancies"), crumbs=("Home", "Parents", "Letters home")), t))
    return out


@scen("en_vitamin_factsheets", "Health service fact sheets: 'Vitamin A', 'Vitamin C', ... titles differ only by a lone letter; shared headings; medical disclaimer")
def s_vitamins():
    site = "Westshire Health Information"
    disc = ("<div class='disclaimer'><p>This information is for general guidance only and does not replace advice from your "
            "doctor, pharmacist or other health professional. If you are pregnant, breastfeeding or taking medicines, ask "
            "before taking any supplement. Reviewed by the Westshire dietetics team.</p></div>")
    vits = [("A", "Vitamin A helps your immune system and your vision in dim light, and keeps skin healthy.", "cheese, eggs, oily fish, liver, and orange vegetables such as carrots", "Too much vitamin A can harm an unborn baby, so avoid liver if you are pregnant."),
            ("C", "Vitamin C protects cells, keeps skin, blood vessels and bones healthy and helps wounds heal.", "oranges, peppers, strawberries, broccoli and potatoes", "Very high doses can cause stomach pain and diarrhoea."),
            ("D", "Vitamin D helps the body absorb calcium and phosphate, which keep bones, teeth and muscles healthy.", "sunlight on the skin in summer, oily fish, red meat and fortified cereals", "Everyone should consider a daily supplement in autumn and winter."),
            ("E", "Vitamin E helps maintain healthy skin and eyes and strengthens the immune system.", "plant oils, nuts and seeds, and wheatgerm", "You should be able to get all you need from your diet."),
            ("K", "Vitamin K is needed for blood clotting, so wounds heal properly.", "green leafy vegetables, vegetable oils and cereal grains", "Tell your doctor if you take warfarin before changing how much vitamin K you eat.")]
    out = []
    for v, what, src, warn in vits:
        t = f"Vitamin {v}"
        main = (f"<article><h1>{t}</h1><h2>What it does</h2>{ps(what)}<h2>Good sources</h2>{ps('Good sources include ' + src + '.')}"
                f"<h2>Safety</h2>{ps(warn)}</article>{disc}")
        out.append(P(f"https://www.westshirehealth.nhs.uk/conditions/vitamins/vitamin-{v.lower()}", en_shell(
            site, t, main, crumbs=("Home", "Health A to Z", "Vitamins and minerals"), nav=("Health A to Z", "Services", "About")), t))
    return out


@scen("zh_water_outage_gbk", "水务集团 停水通知 GBK: 同一模板，每段都写着片区/路名；日期时间都像日期；客服块")
def s_zh_water():
    site = "江城水务集团"
    foot = "<p>江城水务集团有限公司 24小时供水服务热线：96510 地址：江城市解放大道1200号</p>"
    areas = [("光明路", "光明路、建设街、和平里小区一带"), ("解放大道", "解放大道（三阳路至黄浦路段）沿线"),
             ("南湖片区", "南湖花园、南湖新城、宝安山水龙城一带"), ("青山片区", "青山区红卫路、建设二路一带"),
             ("关山大道", "关山大道、关南园路、光谷软件园一带")]
    out = []
    for i, (a, scope) in enumerate(areas):
        t = f"关于{a}供水管道改造停水的通知"
        body = ps("尊敬的用户：",
                  f"因{a}供水管道改造施工需要，我集团定于3月{8 + i}日22时至次日6时对{a}附近管网进行停水作业，届时{scope}将停止供水，"
                  f"{a}周边部分区域水压降低。",
                  f"请{a}停水范围内的用户提前做好储水准备，停水期间请关闭水龙头，以免恢复供水时造成损失。恢复供水初期如出现水质浑浊，请放水片刻即可。",
                  f"如遇施工延期或提前完成，{a}恢复供水时间将另行通知。由此给您带来的不便，敬请谅解。",
                  "江城水务集团有限公司", "2024年3月5日")
        out.append(P(f"http://www.jcwater.com.cn/tstz/2024/0305{i}.html", zh_cms(site, t, body, foot=foot,
                     crumbs=("首页", "停水通知"), meta="发布时间：2024-03-05 来源：供水调度中心"), a, "gbk"))
    return out


@scen("zh_office_tower_units", "产业园 写字楼招租: 'A座/B座/C座' 同户型房源，标题只差一个字母；园区介绍+招商热线块")
def s_zh_office():
    site = "光谷创意产业园"
    park = ("<div class='yq'><p>光谷创意产业园位于东湖高新区核心地段，紧邻地铁2号线，园区配套员工食堂、咖啡厅、健身房、人才公寓，"
            "入驻企业可享受高新区租金补贴政策。招商热线：027-87001234。</p></div>")
    units = [("A座", "南", "江景"), ("B座", "东南", "园林景"), ("C座", "西南", "湖景"), ("D座", "北", "城市景观")]
    out = []
    for i, (blk, face, view) in enumerate(units):
        t = f"光谷创意产业园{blk} 精装办公室出租"
        body = ps(f"{blk}整层精装修办公室，{face}向，{view}，采光充足，带家具，拎包入住，可注册公司，物业管理规范。",
                  "面积可分割，适合互联网、设计、文创类企业入驻，租期灵活，支持年付、半年付。") + kv(
            [("楼栋", blk), ("朝向", face), ("装修", "精装修"), ("物业费", "另计")]) + park
        out.append(P(f"https://www.ggcyy.com/zs/{i + 31}.html", zh_cms(site, t, body, crumbs=("首页", "招商租赁")), blk))
    return out


@scen("zh_exam_arrangements", "中学 各年级 期中考试安排 通知: 模板一样(年级名写在每段里)，科目时间表不同; 教务处落款")
def s_zh_exam():
    site = "南湖第二中学"
    grades = [("高一", ["语文", "数学", "英语", "物理", "化学", "生物"]), ("高二", ["语文", "数学", "英语", "物理", "化学", "地理"]),
              ("高三", ["语文", "数学", "英语", "理综"]), ("初一", ["语文", "数学", "英语", "道德与法治"]), ("初二", ["语文", "数学", "英语", "物理"])]
    out = []
    for i, (g, subs) in enumerate(grades):
        t = f"关于{g}年级期中考试安排的通知"
        rows = [(f"4月{15 + k // 2}日", "上午" if k % 2 == 0 else "下午", s) for k, s in enumerate(subs)]
        body = ps(f"{g}年级各班主任、各位任课教师：", f"根据学校教学工作计划，{g}年级期中考试定于4月中旬进行，现将有关事项通知如下：") + tbl(
            rows, header=("日期", "时间", "科目")) + ps(
            f"一、{g}年级考试按考场座位号就座，学生须提前十分钟进入考场，凭准考证参加考试。",
            f"二、{g}年级监考教师须提前十五分钟到教务处领取试卷，严格执行考场纪律，发现作弊行为及时上报。",
            f"三、{g}年级阅卷工作在考试结束后三天内完成，成绩由年级组统一录入。", "教务处")
        out.append(P(f"http://www.nhez.net/jwc/{i + 701}.html", zh_cms(site, t, body, crumbs=("首页", "教务处")), g))
    return out


def scenarios():
    return built(SC)
