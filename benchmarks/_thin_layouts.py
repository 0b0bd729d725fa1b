"""Thin pages of 36 more made-up sites, in layouts ``thin_pages.py`` does not have: flat
bodies, table layouts, div soup, titles that are the site's name, no ``h1``, English and
Chinese (some GBK). Written by a false-drop hunt of its own (issue 19), apart from the
rules it then led to; each scenario is one host's pages, labelled with their content
(pages of one content are true copies)."""

from __future__ import annotations

import zlib

from benchmarks._thin_page import Page


def doc(title, body, charset="utf-8", lang="en", head=""):
    return (f"<!DOCTYPE html><html lang='{lang}'><head><meta charset='{charset}'><title>{title}</title>{head}"
            f"</head><body>{body}</body></html>")


def gbk_page(url, html, content):
    return Page(url, html.replace("charset='utf-8'", "charset='gbk'").encode("gbk"), content, None)


# ---------------------------------------------------------------------------------------
# 1. flat layout: h1 and p directly in <body>, about box after, no main/article
ABOUT_FLAT = ("<p class='about'>Millbrook Weekly is a volunteer-run community newsletter published every Thursday since "
              "1987. We print what our neighbours send us: club results, lost pets, planning notices and the parish "
              "diary. Send your news to the editor by Tuesday noon; we cannot return photographs.</p>")


def s_flat_body():
    H = "http://millbrook-weekly.example"
    items = [("Scout hut roof repaired", "The scout hut roof was repaired on Saturday by six volunteers."),
             ("Parish diary", "Bring and buy sale at the church hall, 10am Saturday."),
             ("Lost: ginger cat", "Ginger tom missing from Orchard Close since Monday. Answers to Biscuit."),
             ("Found: ginger cat", "Ginger tom found in a shed on Mill Lane, now safe at the vet."),
             ("Planning notice", "Application 24/0113 for a rear extension at 4 Church Street."),
             ("Planning notice", "Application 24/0127 for a garden shed at 19 Orchard Close.")]
    pages = []
    for i, (h, t) in enumerate(items):
        body = (f"<div class='top'><a href='/'>Millbrook Weekly</a> - <a href='/archive'>Archive</a></div>"
                f"<h1>{h}</h1><p>{t}</p>{ABOUT_FLAT}<p class='foot'>(c) Millbrook Weekly</p>")
        pages.append(Page(f"{H}/n/{i}.html", doc(f"{h} - Millbrook Weekly", body), f"flat{i}"))
    pages.append(Page(f"{H}/n/0.html?utm_source=fb", pages[0].html, "flat0"))
    return pages


# 2. table layout, headline in <font><b>, content in a td, repeated link column
def s_table_layout():
    H = "http://oldtown-history.example"
    left = ("<td width='160' valign='top'><a href='/'>Home</a><br><a href='/streets'>Streets</a><br>"
            "<a href='/people'>People</a><br><a href='/maps'>Maps</a><br><a href='/links'>Links</a></td>")
    notice = ("<p><i>The Oldtown History Society welcomes new members. Meetings are held on the first Monday "
              "of every month at the library at half past seven. Annual subscription is twelve pounds, "
              "students free. Photographs on this site are the property of their owners.</i></p>")
    items = [("Bridge Street", "Bridge Street was laid out in 1821 and named after the toll bridge."),
             ("Market Square", "The market square held a cattle market until 1938."),
             ("Mill Row", "Mill Row housed the workers of the cotton mill, demolished 1965."),
             ("St Anne's Well", "The well was capped in 1902 after a typhoid outbreak."),
             ("The Tannery", "Tanning stopped in 1911; the building is now flats.")]
    pages = []
    for i, (h, t) in enumerate(items):
        body = (f"<table width='100%'><tr><td colspan='2'><img src='/logo.gif'> Oldtown History</td></tr><tr>{left}"
                f"<td valign='top'><font size='5'><b>{h}</b></font><br><br>{t}<br><br>{notice}</td></tr></table>")
        pages.append(Page(f"{H}/streets/{i}.htm", doc("Oldtown History", body), f"tab{i}"))
    return pages


# 3. div soup with generic classes, headline in div.title, site-name-only <title>
def s_div_soup():
    H = "http://greenfield-garden.example"
    pitch = ("<div class='box'><div class='txt'>Greenfield Garden Centre has been family-run since 1974. Our "
             "friendly staff are happy to advise on plants, compost and garden design. Free parking for two "
             "hundred cars, a cafe serving homemade cakes and a play area for children.</div></div>")
    tips = [("Plant of the week: lavender", "Lavender loves sun and poor soil. Cut back after flowering."),
            ("Plant of the week: hellebore", "Hellebores flower in late winter. Remove old leaves in January."),
            ("Plant of the week: dahlia", "Lift dahlia tubers after the first frost and store them dry."),
            ("Plant of the week: fuchsia", "Hardy fuchsias can stay outside; mulch their crowns in autumn."),
            ("Offer: compost", "Three bags of peat-free compost for fifteen pounds this weekend only.")]
    pages = []
    for i, (h, t) in enumerate(tips):
        body = (f"<div class='a'><div class='b'>Greenfield Garden Centre</div></div><div class='c'><div class='d'>"
                f"<div class='title'>{h}</div><div class='txt'>{t}</div>{pitch}</div></div>")
        pages.append(Page(f"{H}/tips/{i}", doc("Greenfield Garden Centre", body), f"soup{i}"))
    pages.append(Page(f"{H}/tips/0?print=1", pages[0].html, "soup0"))
    return pages


# 4. repeated block BEFORE the content inside the same wrapper, h2 headline
def s_block_before_h2():
    H = "http://lakeside-council.example"
    intro = ("<div class='intro'><p>Lakeside Parish Council represents the residents of Lakeside, Upper Lakeside "
             "and Fernhill. The council meets on the second Wednesday of each month in the village hall; members "
             "of the public are welcome to attend and may speak during the open session at the start.</p></div>")
    items = [("Minutes: January meeting", "Present: five councillors. The precept was set at 42,000 pounds."),
             ("Minutes: February meeting", "Present: four councillors. A new bench for the green was approved."),
             ("Minutes: March meeting", "Present: six councillors. The footpath survey was discussed."),
             ("Vacancy: parish clerk", "The council seeks a part-time clerk, eight hours a week."),
             ("Grit bins", "Grit bins on Hill Road and Fern Lane have been refilled.")]
    pages = []
    for i, (h, t) in enumerate(items):
        body = (f"<div id='head'>Lakeside Parish Council</div><div id='content'>{intro}<h2>{h}</h2><p>{t}</p></div>"
                f"<div id='foot'>Lakeside Parish Council, Village Hall, Lakeside</div>")
        pages.append(Page(f"{H}/p/{i}", doc(f"{h} | Lakeside Parish Council", body), f"bb{i}"))
    return pages


# 5. newsletter pitch inside the article wrapper after short posts; title = site name only
def s_pitch_inside_article():
    H = "http://thedailyfig.example"
    pitch = ("<p class='nl'>Enjoyed this? The Daily Fig lands in eighty thousand inboxes every morning with one "
             "short idea about food, cooking and the people who grow what we eat. It is free, it takes two minutes "
             "to read and you can leave whenever you want. Subscribe below.</p>")
    posts = [("Why figs split", "Figs split after heavy rain because the skin stops growing before the flesh."),
             ("Salt your pasta water", "Salt seasons the pasta from within; oil in the water does nothing."),
             ("Ripening avocados", "Put an avocado in a paper bag with a banana to ripen it in a day."),
             ("Storing herbs", "Keep soft herbs like basil in a glass of water on the counter."),
             ("Cast iron care", "Dry cast iron on the stove and rub it with a drop of oil."),
             ("Why bread goes stale", "Staling is starch crystallising, not drying out; the fridge speeds it up.")]
    pages = []
    for i, (h, t) in enumerate(posts):
        body = (f"<header>The Daily Fig</header><article><h1>{h}</h1><p class='date'>May {i + 3}, 2024</p>"
                f"<p>{t}</p>{pitch}<form><input type='email'><button>Subscribe</button></form></article>")
        pages.append(Page(f"{H}/p/{i}", doc("The Daily Fig", body), f"fig{i}"))
    # true copy with a changed date line
    pages.append(Page(f"{H}/p/0-updated", pages[0].html.replace("May 3, 2024", "May 4, 2024"), "fig0"))
    return pages


# 6. cookie text inside the content wrapper before the headline
def s_cookie_before():
    H = "http://harbourvets.example"
    cookie = ("<div class='cookie'>This website uses cookies to improve your experience. We also use analytics "
              "cookies to understand how visitors use our pages. You can accept all cookies or choose which ones "
              "to allow in the settings. Read our privacy notice for details.</div>")
    items = [("Meet Dr Patel", "Dr Patel joined us in 2019 and specialises in feline medicine."),
             ("Meet Dr Jones", "Dr Jones has twenty years of experience with farm animals."),
             ("Meet Nurse Ali", "Ali runs our puppy clinics and weight clinics."),
             ("Vaccinations", "We vaccinate dogs against parvovirus, distemper and leptospirosis."),
             ("Opening times", "Monday to Friday 8am to 7pm, Saturday 9am to 1pm.")]
    pages = []
    for i, (h, t) in enumerate(items):
        body = (f"<div class='wrapper'>{cookie}<div class='logo'>Harbour Vets</div><h1>{h}</h1><p>{t}</p></div>")
        pages.append(Page(f"{H}/{i}", doc(f"{h} - Harbour Vets", body), f"vet{i}"))
    return pages


# 7. photo pages: img and <p> captions, headline in h2, wrapper holds an author bio
def s_photo_pages():
    H = "http://wildlens.example"
    bio = ("<div class='bio'><p>Photographs by Sara Lindqvist, a wildlife photographer based in northern Sweden. Her "
           "work has appeared in national magazines and she leads small-group photo tours to Lapland every winter. "
           "Prints of all images are available on request.</p></div>")
    pics = [("Photo 1 of 6", "A red fox in fresh snow."), ("Photo 2 of 6", "Reindeer crossing a frozen lake."),
            ("Photo 3 of 6", "Northern lights over the cabin."), ("Photo 4 of 6", "An owl at dusk."),
            ("Photo 5 of 6", "Snow on birch branches."), ("Photo 6 of 6", "")]
    pages = []
    for i, (h, cap) in enumerate(pics):
        body = (f"<div class='site'>WildLens</div><div class='post'><h2>{h}</h2><img src='/img/{i}.jpg' alt=''>"
                f"{f'<p>{cap}</p>' if cap else ''}{bio}</div>")
        pages.append(Page(f"{H}/lapland/{i + 1}", doc(f"Lapland winter - {h} - WildLens", body), f"photo{i}"))
    return pages


# 8. video pages: iframe + one-line description, with a channel blurb
def s_video_iframe():
    H = "http://cookalong.example"
    blurb = ("<p class='chan'>CookAlong is a channel of short cooking videos for beginners: one dish, one pan, "
             "under fifteen minutes. New videos every Tuesday and Friday. Subscribe to get notified and share "
             "your results with us.</p>")
    vids = [("Omelette", "Episode 1."), ("Fried rice", "Episode 2."), ("Shakshuka", "Episode 3."),
            ("Pancakes", "Episode 4."), ("Omelette", "Episode 1."), ("Fish tacos", "")]
    pages = []
    for i, (h, d) in enumerate(vids):
        vid = i if i != 4 else 0
        content = "vid0" if i == 4 else f"vid{i}"
        body = (f"<div class='top'>CookAlong</div><div class='main'><h1>{h}</h1>"
                f"<iframe src='https://www.youtube.com/embed/abc{vid}' width='560' height='315'></iframe>"
                f"{f'<p>{d}</p>' if d else ''}{blurb}</div>")
        url = f"{H}/v/{vid}" + ("?list=new" if i == 4 else "")
        pages.append(Page(url, doc(f"{h} | CookAlong", body), content))
    return pages


# 9. product variants: shoes, sizes differ only, price line
def s_shoe_sizes():
    H = "http://trailshoes.example"
    desc = ("<div class='desc'>The Ridge Runner is a lightweight trail shoe with a grippy rubber outsole, a "
            "rock plate and a roomy toe box. Drop 6 mm. Free returns within 30 days.</div>")
    vs = [("EU 40", "99.00"), ("EU 41", "99.00"), ("EU 42", "99.00"), ("EU 43", "104.00"),
          ("EU 44", "104.00"), ("EU 45", "109.00")]
    pages = []
    for i, (size, price) in enumerate(vs):
        body = (f"<div class='hdr'>TrailShoes</div><div class='prod'><h1>Ridge Runner</h1>"
                f"<div class='opt'>Size: {size}</div><div class='price'>EUR {price}</div>{desc}"
                f"<button>Add to cart</button></div>")
        pages.append(Page(f"{H}/ridge-runner?size={size[3:]}", doc(f"Ridge Runner {size} | TrailShoes", body), f"shoe{i}"))
    pages.append(Page(f"{H}/ridge-runner?size=40&ref=ad", pages[0].html, "shoe0"))
    return pages


# 10. recurring events: weekly yoga, date only differs, headline in div.title, site-name title
def s_yoga():
    H = "http://sunrise-yoga.example"
    desc = ("<p>A gentle hour of hatha yoga for all levels in the community room. Bring a mat and a blanket. "
            "Drop-in price eight pounds, or five with a concession.</p>")
    dates = ["Monday 6 May", "Monday 13 May", "Monday 20 May", "Monday 27 May", "Monday 3 June"]
    pages = []
    for i, d in enumerate(dates):
        body = (f"<div class='nav'>Sunrise Yoga</div><div class='event'><div class='title'>Gentle Yoga</div>"
                f"<div class='date'>{d}, 7pm</div>{desc}</div>")
        pages.append(Page(f"{H}/events/{1000 + i}", doc("Sunrise Yoga", body), f"yoga{i}"))
    return pages


# 11. weather pages per city
def s_weather():
    H = "http://skycast.example"
    legal = ("<div class='disc'>Forecasts are provided for information only. SkyCast accepts no liability for "
             "decisions taken on the basis of this forecast. Data from national weather services; updated every "
             "hour.</div>")
    cities = [("Bristol", "Light rain, 14°C, wind SW 20 km/h"), ("Cardiff", "Light rain, 13°C, wind SW 25 km/h"),
              ("Bath", "Cloudy, 15°C, wind W 10 km/h"), ("Exeter", "Sunny spells, 17°C, wind W 15 km/h"),
              ("Swindon", "Cloudy, 15°C, wind W 10 km/h"), ("Gloucester", "Light rain, 14°C, wind SW 20 km/h")]
    pages = []
    for i, (c, f) in enumerate(cities):
        body = (f"<div class='brand'>SkyCast</div><div class='fc'><h1>Weather in {c}</h1><p class='now'>{f}</p>"
                f"<p class='upd'>Updated 09:00</p>{legal}</div>")
        pages.append(Page(f"{H}/w/{c.lower()}", doc(f"{c} weather | SkyCast", body), f"wx{i}"))
    pages.append(Page(f"{H}/w/bristol?t=2", pages[0].html.replace("Updated 09:00", "Updated 10:00"), "wx0"))
    return pages


# 12. status pages
def s_status():
    H = "http://status.cloudly.example"
    about = ("<p class='info'>This page shows the current status of Cloudly services. Subscribe to updates by "
             "email or RSS. For account questions contact support; incidents are posted here within ten minutes "
             "of detection.</p>")
    items = [("API", "Operational"), ("Dashboard", "Operational"), ("Storage", "Degraded performance"),
             ("Billing", "Operational"), ("Email delivery", "Partial outage")]
    pages = []
    for i, (svc, st) in enumerate(items):
        body = (f"<div class='logo'>Cloudly Status</div><div class='container'><h2>{svc}</h2><div class='st'>{st}</div>"
                f"{about}</div>")
        pages.append(Page(f"{H}/components/{i}", doc("Cloudly Status", body), f"st{i}"))
    return pages


# 13. sports score pages
def s_scores():
    H = "http://county-cricket-scores.example"
    legal = ("<p class='legal'>Scores are provided by club scorers and may be corrected after the match. The "
             "County Cricket League is not responsible for errors. Please report corrections to the fixtures "
             "secretary by Monday evening.</p>")
    ms = [("Ashby v Barton", "Ashby 187/6 (40 ov); Barton 150 all out. Ashby won by 37 runs."),
          ("Colby v Denton", "Colby 210/8 (40 ov); Denton 211/4. Denton won by 6 wickets."),
          ("Ashby v Colby", "Match abandoned, rain."),
          ("Barton v Denton", "Match abandoned, rain."),
          ("Elton v Fairby", "Elton 98 all out; Fairby 99/2. Fairby won by 8 wickets."),
          ("Ashby v Barton", "Ashby 187/6 (40 ov); Barton 150 all out. Ashby won by 37 runs.")]
    pages = []
    for i, (h, t) in enumerate(ms):
        content = "sc0" if i == 5 else f"sc{i}"
        url = f"{H}/m/{i}" if i != 5 else f"{H}/m/0?view=full"
        body = f"<div class='hd'>County Cricket League</div><div class='card'><h3>{h}</h3><p>{t}</p></div>{legal}"
        pages.append(Page(url, doc(f"{h} - Scorecard", body), content))
    return pages


# 14. obituaries: funeral home boilerplate (store hours) BEFORE the notice, same wrapper
def s_obits():
    H = "http://greaves-funeral.example"
    hours = ("<div class='hours'><p>Greaves and Sons Funeral Directors. Open Monday to Friday 9am to 5pm, "
             "Saturday 10am to noon. A member of our team is available by telephone day and night on "
             "01632 960123. Private chapel of rest, ample parking.</p></div>")
    obits = [("Margaret Ellis", "1931 - 2024", "Peacefully at home, aged 92. Service at St Mary's, 14 June."),
             ("John Harker", "1945 - 2024", "Suddenly, aged 78. Funeral private."),
             ("Dorothy Wade", "1929 - 2024", "Peacefully in hospital, aged 95. Service at the crematorium."),
             ("Peter Nolan", "1950 - 2024", "Funeral private."),
             ("Alan Frost", "1938 - 2024", "Funeral private.")]
    pages = []
    for i, (n, yrs, t) in enumerate(obits):
        body = (f"<div class='top'>Greaves and Sons</div><div class='content'>{hours}<h1>{n}</h1>"
                f"<p class='yrs'>{yrs}</p><p>{t}</p></div>")
        pages.append(Page(f"{H}/notices/{n.lower().replace(' ', '-')}", doc(f"{n} | Greaves and Sons", body), f"ob{i}"))
    return pages


# 15. classified ads
def s_classifieds():
    H = "http://swapshop.example"
    rules = ("<div class='rules'>SwapShop does not check adverts. Never send money in advance, meet in a public "
             "place and inspect goods before paying. Report suspicious adverts with the flag button below.</div>")
    ads = [("Bike for sale", "Adult mountain bike, 21 gears, 50 pounds. Call 07700 900111."),
           ("Bike for sale", "Child's bike, 16 inch wheels, 20 pounds. Call 07700 900222."),
           ("Sofa", "Free to collect, three-seater, grey."),
           ("Lawnmower", "Petrol mower, serviced, 60 pounds."),
           ("Wanted: piano", "Upright piano wanted for school, can collect."),
           ("Bike for sale", "Adult mountain bike, 21 gears, 50 pounds. Call 07700 900111.")]
    pages = []
    for i, (h, t) in enumerate(ads):
        content = "ad0" if i == 5 else f"ad{i}"
        url = f"{H}/ad/{i}" if i != 5 else f"{H}/ad/0?bump=1"
        body = f"<div class='bar'>SwapShop</div><div class='ad'><h1>{h}</h1><p>{t}</p>{rules}</div>"
        pages.append(Page(url, doc(f"{h} - SwapShop", body), content))
    return pages


# 16. Q&A pages: question in h1, short accepted answer, "how it works" box before
def s_qa():
    H = "http://askgardener.example"
    how = ("<div class='how'>Ask the Gardener answers readers' questions. Our panel of three professional "
           "gardeners picks one question a day. Answers are general advice; for plant diseases, send a photo "
           "to your local nursery.</div>")
    qs = [("Why are my tomato leaves yellow?", "Usually too little nitrogen; feed weekly."),
          ("Why are my cucumber leaves yellow?", "Often overwatering; let the soil dry."),
          ("When to prune roses?", "Late winter, just as buds swell."),
          ("When to prune apple trees?", "In winter, while dormant."),
          ("Can I grow lemons indoors?", "Yes, in a sunny window with plenty of light.")]
    pages = []
    for i, (q, a) in enumerate(qs):
        body = f"<div class='hd'>Ask the Gardener</div>{how}<div class='q'><h1>{q}</h1><div class='ans'><p>{a}</p></div></div>"
        pages.append(Page(f"{H}/q/{i}", doc(f"{q} - Ask the Gardener", body), f"qa{i}"))
    return pages


# 17. tag pages: list of links only, the tag name in h1
def s_tags():
    H = "http://techjottings.example"
    bio = ("<div class='widget'><h4>About</h4><p>Tech Jottings is the personal blog of a software engineer who "
           "writes about databases, Linux and small tools. Opinions are my own and not my employer's.</p></div>")
    tags = [("postgres", ["Vacuum explained", "Partial indexes"]), ("linux", ["Systemd timers", "Reading dmesg"]),
            ("sqlite", ["WAL mode"]), ("tools", ["Make is fine", "jq tricks", "fzf"]), ("rust", [])]
    pages = []
    for i, (t, posts) in enumerate(tags):
        lis = "".join(f"<li><a href='/p/{zlib.crc32(p.encode()) % 99}'>{p}</a></li>" for p in posts) or "<li>No posts.</li>"
        body = f"<div id='wrap'><h1>Tag: {t}</h1><ul>{lis}</ul>{bio}</div>"
        pages.append(Page(f"{H}/tag/{t}", doc(f"{t} | Tech Jottings", body), f"tag{i}"))
    return pages


# 18. author pages: short bio + list
def s_authors():
    H = "http://citypaper.example"
    masthead = ("<div class='mast'><p>The City Paper is published by City Paper Media, an independent, "
                "reader-funded newsroom. Tips: tips@citypaper.example. Corrections: corrections@citypaper.example. "
                "Advertising enquiries: ads@citypaper.example.</p></div>")
    authors = [("Lena Ortiz", "Housing reporter.", ["Rents up 9%", "New towers approved"]),
               ("Kofi Mensah", "Transport reporter.", ["Tram delays", "Bus lanes"]),
               ("Ivy Chen", "Photographer.", []),
               ("Sam Roe", "Intern.", []),
               ("Ana Silva", "Courts reporter.", ["Trial opens"])]
    pages = []
    for i, (n, b, arts) in enumerate(authors):
        lis = "".join(f"<li><a href='/a/{j}'>{a}</a></li>" for j, a in enumerate(arts))
        body = f"<div class='page'>{masthead}<h2 class='name'>{n}</h2><p>{b}</p><ul>{lis}</ul></div>"
        pages.append(Page(f"{H}/author/{n.split()[0].lower()}", doc(f"{n} | The City Paper", body), f"au{i}"))
    return pages


# 19. pagination of a blog index (teasers) with sticky intro in same wrapper
def s_pagination():
    H = "http://slowtravel.example"
    intro = ("<div class='intro'><p>Slow Travel is a blog about journeys by train, bicycle and boat across "
             "Europe. No flights, no rush. I have been writing here since 2012 and every route has been "
             "travelled by me at least once.</p></div>")
    posts = ["Night train to Vienna", "Cycling the Danube", "Ferry to Bergen", "Rail pass tips", "Packing light",
             "Slow boat on the Rhine", "Trains in Sicily", "Bike on a train", "Winter in Lapland", "Lisbon by rail"]
    pages = []
    for p in range(1, 6):
        items = posts[(p - 1) * 2:(p - 1) * 2 + 2]
        lis = "".join(f"<div class='teaser'><h3><a href='/p/{x.lower().replace(' ', '-')}'>{x}</a></h3></div>" for x in items)
        body = f"<div class='main'>{intro}{lis}<div class='pg'>Page {p} of 5</div></div>"
        pages.append(Page(f"{H}/page/{p}", doc("Slow Travel" + (f" - Page {p}" if p > 1 else ""), body), f"pg{p}"))
    return pages


# 20. date-line-only pages: daily log / tide tables
def s_tides():
    H = "http://porthaven-tides.example"
    note = ("<p class='note'>Tide times are predictions for Porthaven harbour entrance and may be affected by "
            "weather. Not for navigation. Times are local; add one hour during British Summer Time.</p>")
    days = [("1 July", "High 06:12, 18:40. Low 00:05, 12:28."), ("2 July", "High 06:58, 19:25. Low 00:50, 13:12."),
            ("3 July", "High 07:44, 20:09. Low 01:34, 13:57."), ("4 July", "High 08:31, 20:55. Low 02:19, 14:43."),
            ("5 July", "High 09:20, 21:44. Low 03:06, 15:31.")]
    pages = []
    for i, (d, t) in enumerate(days):
        body = f"<div class='x'>Porthaven Tides</div><div class='y'><h1>Tides</h1><div class='d'>{d}</div><p>{t}</p>{note}</div>"
        pages.append(Page(f"{H}/{i + 1}-july", doc("Porthaven Tides", body), f"tide{i}"))
    return pages


# 21. price-only pages: fuel prices, only own text a price line
def s_fuel():
    H = "http://fuelwatch.example"
    disc = ("<p class='disc'>Prices are reported by drivers and station owners and may be out of date. FuelWatch "
            "is not affiliated with any fuel company. Always check the price at the pump before filling up.</p>")
    stations = [("1.799", "1.859"), ("1.789", "1.849"), ("1.809", "1.869"), ("1.799", "1.849"), ("1.779", "1.839")]
    pages = []
    for i, (pet, die) in enumerate(stations):
        body = (f"<div class='nav'>FuelWatch</div><div class='st'><div class='title'>Station #{4410 + i}</div>"
                f"<p>Petrol {pet} / Diesel {die}</p>{disc}</div>")
        pages.append(Page(f"{H}/station/{4410 + i}", doc("FuelWatch", body), f"fuel{i}"))
    return pages


# 22. store branches: store hours block inside the wrapper, address differs
def s_branches():
    H = "http://bakehouse.example"
    std = ("<p class='std'>All Bakehouse shops bake on site from 5am. Our sourdough is made with organic flour "
           "and a starter we have kept alive since 1998. Gluten-free bread available on Fridays; please order a "
           "day ahead.</p>")
    shops = [("Bakehouse Kings Road", "12 Kings Road. Open 7-18."), ("Bakehouse Market St", "3 Market Street. Open 7-17."),
             ("Bakehouse Station", "Unit 4, Station Concourse. Open 6-20."), ("Bakehouse Riverside", "1 Quay Walk. Open 8-16."),
             ("Bakehouse Hill", "88 Hill Street. Open 7-18.")]
    pages = []
    for i, (n, a) in enumerate(shops):
        body = f"<div class='top'>Bakehouse</div><section><h1>{n}</h1>{std}<p class='addr'>{a}</p></section>"
        pages.append(Page(f"{H}/shops/{i}", doc(f"{n} | Bakehouse", body), f"br{i}"))
    return pages


# 23. glossary pages: term + one-sentence definition
def s_glossary():
    H = "http://finterms.example"
    disc = ("<div class='risk'>Capital at risk. The value of investments can go down as well as up and you may get "
            "back less than you invested. This glossary is for education only and is not financial advice.</div>")
    terms = [("Bond", "A loan to a company or government that pays interest."),
             ("Equity", "A share of ownership in a company."),
             ("Yield", "The income from an investment as a percentage of its price."),
             ("Coupon", "The interest a bond pays each year."),
             ("ETF", "A fund traded on an exchange like a share."),
             ("Dividend", "A payment a company makes to its shareholders.")]
    pages = []
    for i, (t, d) in enumerate(terms):
        body = f"<div class='hdr'>FinTerms</div><div class='entry'>{disc}<h1>{t}</h1><p>{d}</p></div>"
        pages.append(Page(f"{H}/g/{t.lower()}", doc(f"{t} - FinTerms glossary", body), f"gl{i}"))
    return pages


# 24. stock quote pages: legal text inside article, numbers only own text
def s_quotes():
    H = "http://tickertape.example"
    legal = ("<p class='legal'>Quotes delayed by at least 15 minutes. Market data provided by Example Exchange "
             "Data Services. TickerTape does not give investment advice. Past performance is not a reliable "
             "indicator of future results.</p>")
    qs = [("ACME", "12.30 +2.1%"), ("BOLT", "48.02 -0.4%"), ("CRUX", "7.15 +0.0%"), ("DYNA", "103.90 +1.2%"),
          ("EVOX", "0.87 -5.3%")]
    pages = []
    for i, (t, q) in enumerate(qs):
        body = f"<div class='tb'>TickerTape</div><article><h1>{t}</h1><div class='q'>{q}</div>{legal}</article>"
        pages.append(Page(f"{H}/q/{t}", doc(f"{t} stock quote | TickerTape", body), f"tq{i}"))
    return pages


# 25. poems with long author bio after, site-name title and h2 headline
def s_poems():
    H = "http://haikuhouse.example"
    bio = ("<div class='author'><p>Haiku House publishes one haiku a day by Tomas Berg, a retired schoolteacher "
           "from Uppsala who has written a haiku every morning for thirty years. His collection Morning Frost was "
           "published in 2019.</p></div>")
    poems = [("Frost", "white frost on the gate / the cat's paw prints stop / at the milk bottle"),
             ("Heron", "grey heron / the whole pond waits / for one step"),
             ("Rain", "rain on the skylight / the kettle / begins to sing"),
             ("Moon", "full moon / the dog barks at / its own shadow"),
             ("Snow", "first snow / the bus driver / says good morning")]
    pages = []
    for i, (t, p) in enumerate(poems):
        body = f"<div class='s'>Haiku House</div><div class='c'><h2>{t}</h2><p>{p}</p>{bio}</div>"
        pages.append(Page(f"{H}/{i}", doc("Haiku House", body), f"hk{i}"))
    return pages


# 26. true copies with a changed timestamp line (live blog snapshots) + different posts
def s_timestamp_copies():
    H = "http://newsflash.example"
    about = ("<aside class='about'>NewsFlash is a wire service for regional newspapers. Stories may be "
             "republished by subscribers. For licensing enquiries contact our sales team; for corrections "
             "contact the duty editor at any hour.</aside>")
    stories = [("Fire at warehouse", "A fire broke out at a warehouse on Dock Road on Tuesday night. No one was hurt. "
                "Firefighters from three stations attended and the road was closed until morning."),
               ("Road reopens", "Dock Road reopened on Wednesday after firefighters left the warehouse site. "
                "Investigators are examining the cause of the blaze."),
               ("Council budget", "The council set a budget of 212 million pounds for next year, with more money "
                "for social care and less for road repairs.")]
    pages = []
    for i, (h, t) in enumerate(stories):
        for j, ts in enumerate(["10:02", "10:47"]):
            body = (f"<div class='wrap'><h1>{h}</h1><p class='time'>Updated {ts}</p><p>{t}</p>{about}</div>")
            pages.append(Page(f"{H}/s/{i}?v={j}", doc(f"{h} | NewsFlash", body), f"nf{i}"))
    return pages


# ----------------------------- Chinese ------------------------------------------------
ZH_FOOT = ("<div class='foot'>主办单位：青山县人民政府办公室 承办：青山县大数据中心 地址：青山县人民路一号 "
           "邮编：三三六零零零 联系电话：零七九五一二三四五六七 网站标识码：三六零九零零零零零一 备案号：赣ICP备一二三四五六号</div>")


# 27. zh 公告/通知 in a table layout, GBK, title = site name only, headline in td.title
def s_zh_gov_table_gbk():
    H = "http://www.qingshan.gov.example"
    items = [("关于二零二四年春季植树造林的通知", "各乡镇：请于三月底前完成植树任务。"),
             ("关于做好防汛工作的通知", "各乡镇：入汛以来降雨偏多，请加强巡查。"),
             ("关于召开全县安全生产会议的通知", "定于四月八日上午九时在县政府三楼会议室召开。"),
             ("停电公告", "四月十日八时至十八时城东片区停电。"),
             ("停水公告", "四月十二日城西片区停水一天。")]
    pages = []
    for i, (h, t) in enumerate(items):
        body = (f"<table width='980'><tr><td><img src='/banner.jpg'>青山县人民政府</td></tr><tr><td class='title'>{h}</td></tr>"
                f"<tr><td class='date'>发布时间：2024-04-0{i + 1}</td></tr><tr><td class='txt'>{t}</td></tr>"
                f"<tr><td>{ZH_FOOT}</td></tr></table>")
        pages.append(gbk_page(f"{H}/tzgg/{i}.htm", doc("青山县人民政府", body, lang="zh"), f"zgov{i}"))
    pages.append(Page(f"{H}/tzgg/0.htm?from=index", pages[0].html, "zgov0"))
    return pages


# 28. zh 图片 pages: img with 图片说明, repeated 版权声明 before in same wrapper
def s_zh_photos():
    H = "http://pic.huaxia.example"
    decl = ("<div class='sm'><p>版权声明：本网所有图片均为华夏图片网摄影记者原创作品，版权归华夏图片网所有，未经授权，任何单位和个人不得转载、"
            "摘编或以其他方式使用，违者必究。</p></div>")
    pics = [("高清组图：油菜花开", "油菜花海"), ("高清组图：梯田春耕", "农民插秧"), ("高清组图：古镇夜色", "灯笼高挂"),
            ("高清组图：雪后故宫", ""), ("高清组图：樱花盛开", "")]
    pages = []
    for i, (h, cap) in enumerate(pics):
        capp = f"<p class='cap'>{cap}</p>" if cap else ""
        body = (f"<div class='top'>华夏图片网</div><div class='wrap'>{decl}<h1>{h}</h1>"
                f"<img src='/p/{i}.jpg'>{capp}</div>")
        pages.append(Page(f"{H}/tj/{i}.html", doc(f"{h}_华夏图片网", body, lang="zh"), f"zpic{i}"))
    return pages


# 29. zh 视频 pages with iframe and 简介 lines; title = site name
def s_zh_video():
    H = "http://v.jiangnan-tv.example"
    intro = ("<div class='pd'>江南电视台新闻频道每天滚动播出本地新闻、天气预报和民生资讯，欢迎观众拨打新闻热线提供线索，"
             "一经采用即付报料费。本频道节目版权归江南电视台所有。</div>")
    vs = [("江南新闻", "2024年5月1日"), ("江南新闻", "2024年5月2日"), ("江南新闻", "2024年5月3日"),
          ("天气预报", "2024年5月1日"), ("民生热线", "2024年5月1日")]
    pages = []
    for i, (h, d) in enumerate(vs):
        body = (f"<div class='logo'>江南电视台</div><div class='player'><h2>{h} {d}</h2>"
                f"<iframe src='/player?id={900 + i}'></iframe></div>{intro}")
        pages.append(Page(f"{H}/vod/{900 + i}.shtml", doc("江南电视台", body, lang="zh"), f"zv{i}"))
    return pages


# 30. zh 列表 pages: pagination of a notice list, no h1, div soup
def s_zh_lists():
    H = "http://www.hx-school.example"
    pos = "<div class='pos'>当前位置：首页 &gt; 通知公告</div>"
    intro = ("<div class='jj'>华兴中学创办于一九五六年，是省级示范性高中，现有教学班六十个，在校学生三千余人，教职工二百八十人。"
             "学校坚持立德树人，全面推进素质教育。</div>")
    titles = ["关于期中考试安排的通知", "关于家长会的通知", "关于校运会的通知", "关于暑假放假的通知", "关于新生报到的通知",
              "关于教师招聘的公告", "关于食堂招标的公告", "关于校服征订的通知", "关于防溺水教育的通知"]
    pages = []
    for p in range(1, 5):
        items = titles[(p - 1) * 2:(p - 1) * 2 + 3]
        lis = "".join(f"<div class='li'><a href='/tz/{p}{j}.html'>{x}</a><span>2024-0{p}-1{j}</span></div>" for j, x in enumerate(items))
        body = (f"<div class='h'>华兴中学</div><div class='box'>{pos}{intro}<div class='lst'>{lis}</div>"
                f"<div class='fy'>共4页 第{p}页</div></div>")
        pages.append(Page(f"{H}/tzgg/index_{p}.html", doc("通知公告-华兴中学", body, lang="zh"), f"zlist{p}"))
    return pages


# 31. zh weather per city
def s_zh_weather():
    H = "http://tianqi.example"
    sm = ("<p class='sm'>天气数据来源于中央气象台，每小时更新一次，仅供参考。如遇灾害性天气，请以当地气象部门发布的预警信息为准，"
          "注意出行安全。</p>")
    cs = [("南昌", "小雨 18~24℃ 东南风3级"), ("九江", "小雨 17~23℃ 东风3级"), ("赣州", "多云 20~28℃ 南风2级"),
          ("上饶", "小雨 18~24℃ 东南风3级"), ("景德镇", "阴 17~25℃ 东风2级")]
    pages = []
    for i, (c, w) in enumerate(cs):
        body = f"<div class='t'>天气网</div><div class='c'><h1>{c}天气预报</h1><p>今天：{w}</p>{sm}</div>"
        pages.append(Page(f"{H}/{i}.shtml", doc(f"{c}天气预报_天气网", body, lang="zh"), f"zwx{i}"))
    return pages


# 32. zh 二手/分类信息 with 安全提示 before content, GBK
def s_zh_classified_gbk():
    H = "http://www.58cheng.example"
    tip = ("<div class='ts'>安全提示：交易前请核实对方身份，不要提前支付定金或押金，当面验货交易。本站仅提供信息发布平台，"
           "不对信息真实性负责。</div>")
    ads = [("出售二手电动车", "九成新，价格一千二，城东自提。"), ("出售二手冰箱", "双开门，价格八百，城西自提。"),
           ("出租两室一厅", "月租一千五，押一付三。"), ("出租两室一厅", "月租一千八，押一付一，近地铁。"),
           ("求购二手钢琴", "孩子学琴用，预算五千。")]
    pages = []
    for i, (h, t) in enumerate(ads):
        body = f"<div class='hd'>58城</div><div class='mn'>{tip}<div class='bt'>{h}</div><div class='ms'>{t}</div></div>"
        pages.append(gbk_page(f"{H}/info/{i}.shtml", doc(f"{h}-58城", body, lang="zh"), f"zcl{i}"))
    return pages


# 33. zh 公告 of listed companies: 免责声明 inside content, body mostly a PDF link
def s_zh_stock_notices():
    H = "http://data.gupiao.example"
    disc = ("<p class='mz'>免责声明：本页面公告内容由上市公司提供，本网站不对其真实性、准确性和完整性负责，投资者据此操作，风险自担。"
            "股市有风险，投资需谨慎。</p>")
    ns = [("华光股份：关于召开2023年年度股东大会的通知", "2024-04-20"), ("华光股份：2023年年度报告", "2024-04-20"),
          ("华光股份：2024年第一季度报告", "2024-04-28"), ("东方电气：2023年年度报告", "2024-04-26"),
          ("东方电气：关于回购股份的公告", "2024-05-06")]
    pages = []
    for i, (h, d) in enumerate(ns):
        body = (f"<div class='t'>股票数据网</div><div class='cont'><h1>{h}</h1><div class='d'>公告日期：{d}</div>"
                f"<a href='/pdf/{i}.pdf'>查看PDF原文</a>{disc}</div>")
        pages.append(Page(f"{H}/notice/{i}.html", doc(f"{h}_股票数据网", body, lang="zh"), f"zsn{i}"))
    return pages


# 34. zh Q&A (问答) with short answers, site-name-only title
def s_zh_qa():
    H = "http://wenda.jiankang.example"
    tip = ("<div class='tip'>温馨提示：本站问答内容仅供参考，不能代替医生面诊。如有不适，请及时到正规医院就诊。"
           "平台医生均经过实名认证。</div>")
    qs = [("感冒了可以喝牛奶吗？", "可以，适量饮用。"), ("发烧了可以洗澡吗？", "可以用温水快速冲洗。"),
          ("孩子咳嗽吃什么好？", "多喝温水，清淡饮食。"), ("失眠怎么办？", "规律作息，睡前少看手机。"),
          ("感冒了可以吃鸡蛋吗？", "可以，适量食用。")]
    pages = []
    for i, (q, a) in enumerate(qs):
        body = f"<div class='hd'>健康问答</div><div class='qa'><div class='q'>{q}</div><div class='a'>{a}</div>{tip}</div>"
        pages.append(Page(f"{H}/q/{i}.html", doc("健康问答网", body, lang="zh"), f"zqa{i}"))
    return pages


# 35. zh 活动/重复活动: weekly 讲座, date only differs, 馆情介绍 before
def s_zh_events():
    H = "http://www.citylib.example"
    intro = ("<div class='gq'>市图书馆始建于一九二八年，现有馆舍面积三万平方米，藏书二百万册，全年免费开放，周一闭馆。"
             "读者可凭身份证免费办理借书证。</div>")
    ds = ["5月4日", "5月11日", "5月18日", "5月25日", "6月1日"]
    pages = []
    for i, d in enumerate(ds):
        body = (f"<div class='logo'>市图书馆</div><div class='ct'>{intro}<h3>周末亲子阅读会</h3>"
                f"<p>时间：{d}上午十点</p><p>地点：少儿阅览室</p></div>")
        pages.append(Page(f"{H}/hd/{i}.html", doc("周末亲子阅读会_市图书馆", body, lang="zh"), f"zev{i}"))
    return pages


# 36. product variants, colours, with spec table in div soup, title from product name
def s_phone_cases():
    H = "http://casecraft.example"
    spec = ("<div class='s'><div class='r'>Material: recycled TPU</div><div class='r'>Drop tested to 2 metres</div>"
            "<div class='r'>Wireless charging compatible</div><div class='r'>Two-year warranty</div></div>")
    vs = [("Slim Case for Phone 15", "Sage green"), ("Slim Case for Phone 15", "Midnight blue"),
          ("Slim Case for Phone 15", "Coral"), ("Slim Case for Phone 15 Pro", "Sage green"),
          ("Slim Case for Phone 15 Pro", "Midnight blue")]
    pages = []
    for i, (n, c) in enumerate(vs):
        body = (f"<div class='h'>CaseCraft</div><div class='p'><div class='title'>{n}</div><div class='c'>Colour: {c}</div>"
                f"<div class='pr'>24.99</div>{spec}</div>")
        pages.append(Page(f"{H}/p/{i}", doc(f"{n} | CaseCraft", body), f"case{i}"))
    pages.append(Page(f"{H}/p/1?color=blue", pages[1].html, "case1"))
    return pages


def scenarios():
    fs = [s_flat_body, s_table_layout, s_div_soup, s_block_before_h2, s_pitch_inside_article, s_cookie_before,
          s_photo_pages, s_video_iframe, s_shoe_sizes, s_yoga, s_weather, s_status, s_scores, s_obits,
          s_classifieds, s_qa, s_tags, s_authors, s_pagination, s_tides, s_fuel, s_branches, s_glossary,
          s_quotes, s_poems, s_timestamp_copies, s_zh_gov_table_gbk, s_zh_photos, s_zh_video, s_zh_lists,
          s_zh_weather, s_zh_classified_gbk, s_zh_stock_notices, s_zh_qa, s_zh_events, s_phone_cases]
    return [(f.__name__[2:], f()) for f in fs]
