"""False drops on thin pages of sites that repeat a block: the crawl's own path, defaults.

Small made-up sites (English and Chinese; an about box, a newsletter pitch, a cookie
notice and staff list, a legal footer or a notice on every page) whose pages carry little
or structured content of their own: photo galleries, videos, listings (paginated, tag,
author, search), short briefs, product variants, recurring events, job ads, recipes,
results tables, forum threads, script shells, Chinese notices, photo and list pages, pages
titled with the site's name alone, GBK bytes. Each site is crawled the way a crawl does it
(site memory's ``known`` -> the worker's ``fingerprint_page`` -> ``record``; the index's
verdict with the title guard, ``index.guard.duplicate_of``; default fingerprint and
threshold) in ``--orders`` arrival orders (as written, reversed, the rest random). A page
is dropped when a kept page within the distance is not guarded; a drop is false when none
of those pages shows the same content. Written from a helper's false-drop hunt (issue 19);
these page kinds are in no other benchmark.

    python benchmarks/thin_pages.py [--orders 12] [--no-write]

Twenty more tables run the 36 sites of ``_thin_layouts.py``, the 49 of ``_thin_sites.py``,
the 40 of ``_thin_sites4.py``, and the 36 each of ``_thin_sites5.py`` to
``_thin_sites21.py``, written apart by later hunts.
"""

from __future__ import annotations

import argparse
import importlib
import random
import sys
import zlib
from collections import defaultdict
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks._report import command_line, markdown_table, write_section
from benchmarks._thin_page import Page

# --- site templates and pages ---------------------------------------------------------


NAV_EN = ("<nav class='main-nav'><ul><li><a href='/'>Home</a></li><li><a href='/news/'>News</a></li>"
          "<li><a href='/sport/'>Sport</a></li><li><a href='/culture/'>Culture</a></li>"
          "<li><a href='/opinion/'>Opinion</a></li><li><a href='/about/'>About us</a></li></ul></nav>")
SIDEBAR_EN = ("<aside class='sidebar'><h3>Most read</h3><ul>"
              "<li><a href='/n/1'>Council votes on the new bus routes for the east side</a></li>"
              "<li><a href='/n/2'>Heat wave expected to last until the weekend, forecasters say</a></li>"
              "<li><a href='/n/3'>Local bakery wins national award for its sourdough bread</a></li>"
              "<li><a href='/n/4'>Five things to do in town this weekend with children</a></li></ul></aside>")
BLOCKS_EN = {
  "about": ("<div class='about-box'><h3>About the Riverside Chronicle</h3><p>The Riverside Chronicle is an "
            "independent local newspaper founded in 1921 and owned by a reader cooperative since 2009. "
            "We cover the council, the courts, schools, business and culture in Riverside and the "
            "surrounding villages. Our reporters follow the editors' code of practice and we publish "
            "corrections on page two of every edition and on this website within one working day.</p></div>"),
  "newsletter": ("<div class='promo'><p>Sign up for our free morning newsletter and get the day's most "
                 "important local stories delivered to your inbox before seven o'clock, every weekday. "
                 "It takes less than a minute to subscribe and you can unsubscribe whenever you like. "
                 "Support independent local journalism: become a member from just three pounds a month "
                 "and read every article without advertisements.</p></div>"),
  "cookie": ("<div id='cookie-notice'><p>We use cookies and similar technologies to recognise your repeat "
             "visits and preferences, to measure the effectiveness of campaigns and to analyse traffic. "
             "By clicking accept or continuing to use this website you consent to the use of cookies as "
             "described in our cookie policy, which you may change at any time in your settings.</p></div>"),
  "staff": ("<div class='staff'><h4>Newsroom</h4><p>Editor: Margaret Holloway. Deputy editor: Samuel Okafor. "
            "News editor: Priya Raman. Sports editor: Thomas Becker. Culture editor: Lucia Fernandez. "
            "Photography: Daniel Kowalski and Aisha Bello. Reporters: Hannah Price, Oliver Grant, "
            "Mei Lin Chen, George Adeyemi, Fatima Noor and Ruth Callaghan.</p></div>"),
  "legal": ("<div class='legal'><p>All content on this website is protected by copyright and may not be "
            "reproduced, distributed, transmitted, cached or otherwise used, except with the prior written "
            "permission of Riverside Media Limited, registered in England and Wales under company number "
            "04512377, registered office 14 Mill Lane, Riverside. Riverside Media is regulated by the "
            "Independent Press Standards Organisation.</p></div>"),
}
FOOTER_EN = ("<footer><p><a href='/contact'>Contact</a> | <a href='/privacy'>Privacy</a> | "
             "<a href='/terms'>Terms</a></p><p>&copy; 2024 Riverside Media Ltd.</p></footer>")

def en(title, main, blocks=("about",), h1=None, site="Riverside Chronicle", sidebar=True, head_extra="",
       title_raw=None):
    t = title_raw if title_raw is not None else (f"{title} | {site}" if title else site)
    h1html = f"<h1>{h1}</h1>" if h1 else ""
    blk = "".join(BLOCKS_EN[b] for b in blocks)
    return (f"<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>{t}</title>{head_extra}</head><body>"
            f"<header><a class='logo' href='/'>{site}</a></header>{NAV_EN}"
            f"<div class='wrap'><main><article>{h1html}{main}</article></main>"
            f"{SIDEBAR_EN if sidebar else ''}</div>{blk}{FOOTER_EN}</body></html>")

def paras(*ps):
    return "<div class='article-body'>" + "".join(f"<p>{p}</p>" for p in ps) + "</div>"

# ---------- Chinese
NAV_ZH = ("<div class='nav'><a href='/'>首页</a> <a href='/news/'>新闻</a> <a href='/sports/'>体育</a> "
          "<a href='/ent/'>娱乐</a> <a href='/finance/'>财经</a> <a href='/tech/'>科技</a> <a href='/photo/'>图片</a></div>")
SIDEBAR_ZH = ("<div class='side'><h3>热门排行</h3><ul><li><a href='/a/1'>市政府召开常务会议研究部署夏季防汛工作</a></li>"
              "<li><a href='/a/2'>本市今年新增公办幼儿园学位三千个</a></li><li><a href='/a/3'>地铁五号线南延段预计年底通车试运营</a></li>"
              "<li><a href='/a/4'>高温天气持续 市民外出注意防暑降温</a></li></ul></div>")
BLOCKS_ZH = {
  "about": ("<div class='about'><p>江城日报创刊于一九四九年，是中共江城市委机关报，以权威、及时、贴近为办报宗旨，"
            "全面报道江城经济社会发展和百姓生活。本网站所刊登的各种新闻、信息和各种专题专栏资料，均为江城日报社版权所有，"
            "未经协议授权，禁止下载使用。新闻热线：八八六六一二三四，欢迎广大读者提供新闻线索。</p></div>"),
  "legal": ("<div class='foot'><p>互联网新闻信息服务许可证编号：四二一二零二四零零零一 违法和不良信息举报电话：一二三七七 "
            "举报邮箱：jubao@jiangcheng.example 本网站由江城日报社主办，江城新闻网络有限公司承办，版权所有，未经书面授权禁止转载或者镜像。"
            "网络文化经营许可证 江网文〔二零二四〕一二三四号</p></div>"),
  "notice": ("<div class='tips'><p>温馨提示：本站部分文章和图片来源于网络，仅供学习交流使用，如有侵权请及时联系我们删除。"
             "凡注明来源为江城日报的作品，转载请注明出处，违者本报将依法追究责任。欢迎关注江城日报官方微信公众号和微博，获取最新本地资讯。</p></div>"),
}
FOOTER_ZH = "<div class='footer'><p><a href='/about'>关于我们</a> | <a href='/contact'>联系我们</a> | <a href='/ad'>广告服务</a></p><p>Copyright © 2024 江城日报社</p></div>"

def zh(title, main, blocks=("about",), h1=None, site="江城日报", sidebar=True, title_raw=None, charset="utf-8"):
    t = title_raw if title_raw is not None else (f"{title}_{site}" if title else site)
    h1html = f"<h1>{h1}</h1>" if h1 else ""
    blk = "".join(BLOCKS_ZH[b] for b in blocks)
    return (f"<!DOCTYPE html><html><head><meta charset='{charset}'><title>{t}</title></head><body>"
            f"<div class='header'><a href='/'>{site}</a></div>{NAV_ZH}"
            f"<div class='main'><div class='content'>{h1html}{main}</div>{SIDEBAR_ZH if sidebar else ''}</div>"
            f"{blk}{FOOTER_ZH}</body></html>")


H = "http://riverside.example"
STORIES = [
 ("Council approves tram line", ["The council approved the new tram line after a long debate on Tuesday evening.", "Construction is due to start in the spring and the line should open in three years."]),
 ("Library reopens after repairs", ["The central library is open again after eight months of repairs to its roof.", "A new children's corner on the first floor has two thousand picture books."]),
 ("Harbour dredging delayed", ["Dredging the harbour has been delayed until autumn because the contractor could not find a second barge."]),
 ("School gets solar panels", ["The primary school on Elm Road now has solar panels on its roof, paid for by the parents' association."]),
 ("Bridge closed for inspection", ["The old stone bridge will be closed to traffic for two days next week while engineers inspect it."]),
]
def stories(blocks=("about",), prefix="s"):
    return [Page(f"{H}/news/{prefix}{i}.html", en(t, paras(*ps), blocks, h1=t), f"story{i}") for i, (t, ps) in enumerate(STORIES)]

def gallery(title, caps, blocks, h1=True):
    figs = "".join(f"<figure><img src='/img/{i}.jpg'><figcaption>{c}</figcaption></figure>" for i, c in enumerate(caps))
    return en(title, f"<div class='gallery'>{figs}</div>", blocks, h1=title if h1 else None)

def scen_galleries(blocks):
    pages = stories(blocks)
    gs = [("Photos: Summer fair", ["Crowds at the fair", "The ferris wheel"]),
          ("Photos: Summer fair", ["Prize pumpkins", "Children on ponies"]),
          ("Photo gallery", []), ("Photo gallery", ["Sunset"]),
          ("In pictures: Flood", ["Water on Elm Road"]), ("In pictures: Flood 2", ["Boats on Mill Lane"])]
    pages += [Page(f"{H}/photos/g{i}.html", gallery(t, c, blocks), f"gal{i}") for i, (t, c) in enumerate(gs)]
    return pages

def video(title, blocks, desc=None):
    main = "<div class='player'><video src='/v.mp4'></video></div>" + (f"<p class='desc'>{desc}</p>" if desc else "")
    return en(title, main, blocks, h1=title)

def scen_videos(blocks):
    pages = stories(blocks)
    vs = [("Video", None), ("Video", None), ("Watch: Mayor's speech", "Duration 3:12"), ("Watch: Mayor's speech", "Duration 4:05"),
          ("Video 12", None), ("Video 13", None)]
    pages += [Page(f"{H}/video/v{i}.html", video(t, blocks, d), f"vid{i}") for i, (t, d) in enumerate(vs)]
    return pages

def listing(title, items, blocks, page=None):
    lis = "".join(f"<li><h2><a href='/news/x{zlib.crc32(t.encode()) % 1000}.html'>{t}</a></h2><p>{s}</p></li>" for t, s in items)
    pager = f"<div class='pager'><a href='?page={page-1}'>Prev</a> Page {page} <a href='?page={page+1}'>Next</a></div>" if page else ""
    return en(title, f"<ul class='list'>{lis}</ul>{pager}", blocks, h1=title)

TEASERS = [(t, ps[0]) for t, ps in STORIES] + [
 ("Market hall gets new roof", "Work on the market hall roof starts on Monday."),
 ("Rowing club celebrates centenary", "The rowing club marked one hundred years with a regatta."),
 ("New cycle lanes on Station Road", "Cyclists will get a protected lane from the station to the park."),
 ("Bus fares to rise in January", "Single tickets will cost twenty pence more from the new year."),
 ("Choir wins regional contest", "The Riverside Community Choir took first prize on Saturday."),
 ("Hospital car park to be expanded", "Three hundred more spaces are planned at the general hospital."),
]
def scen_listings(blocks):
    pages = stories(blocks)
    for p in range(1, 5):
        items = TEASERS[(p-1)*3:(p-1)*3+3] or TEASERS[:2]
        pages.append(Page(f"{H}/news/?page={p}", listing("News" if p == 1 else f"News - Page {p}", items, blocks, page=p), f"list{p}"))
    pages.append(Page(f"{H}/tag/transport", listing("Tag: transport", [TEASERS[0], TEASERS[7], TEASERS[8]], blocks), "tag-transport"))
    pages.append(Page(f"{H}/tag/schools", listing("Tag: schools", [TEASERS[3]], blocks), "tag-schools"))
    pages.append(Page(f"{H}/author/hprice", listing("Hannah Price", [TEASERS[1], TEASERS[2]], blocks), "author-hp"))
    pages.append(Page(f"{H}/author/ogrant", listing("Oliver Grant", [TEASERS[4]], blocks), "author-og"))
    pages.append(Page(f"{H}/search?q=bus", listing("Search results for bus", [TEASERS[8]], blocks), "search-bus"))
    pages.append(Page(f"{H}/search?q=zzz", en("Search results for zzz", "<p>No results found.</p>", blocks, h1="Search results"), "search-zzz"))
    pages.append(Page(f"{H}/search?q=yyy", en("Search results for yyy", "<p>No results found.</p>", blocks, h1="Search results"), "search-zzz"))
    return pages

def scen_briefs(blocks):
    pages = stories(blocks)
    briefs = [("In brief", "Elm Road will be closed on Sunday for the marathon."),
              ("In brief", "The swimming pool reopens on Monday after cleaning."),
              ("Weekly roundup 12", "This week: the tram vote, the library and the harbour."),
              ("Weekly roundup 13", "This week: solar panels, the bridge and bus fares."),
              ("Status", "All services running normally."),
              ("Status", "Website maintenance tonight from 10pm."),
              ("", "Power cut in the north district has been fixed."),
              ("", "Water supply restored in the old town.")]
    pages += [Page(f"{H}/brief/b{i}.html", en(t, f"<p>{s}</p>", blocks, h1=t or None), f"brief{i}") for i, (t, s) in enumerate(briefs)]
    # soft 404s - same content
    for i in range(3):
        pages.append(Page(f"{H}/missing/{i}", en("Page not found", "<p>Sorry, the page you are looking for does not exist.</p>", blocks, h1="Page not found"), "404"))
    return pages


SH = "http://shop.example"
DESC = ("The Aurora desk lamp combines a weighted aluminium base with a fully adjustable arm, so you can point "
        "the light exactly where you need it. Its dimmable LED gives warm, flicker-free light for reading, "
        "drawing and late-night work, and the touch control remembers your last brightness setting. "
        "Designed in Copenhagen and assembled in Portugal, every lamp is tested before it leaves the factory.")
def product(name, specs, price, blocks=("cookie",)):
    rows = "".join(f"<tr><th>{k}</th><td>{v}</td></tr>" for k, v in specs)
    main = (f"<div class='price'>&euro;{price}</div><div class='desc'><p>{DESC}</p></div>"
            f"<table class='specs'>{rows}</table><button>Add to basket</button>")
    return en(name, main, blocks, h1=name, site="Lumen Store")
def scen_products():
    out = []
    variants = [("Aurora desk lamp - Black", [("Colour", "Black"), ("Height", "45 cm"), ("Weight", "1.2 kg")], "89"),
                ("Aurora desk lamp - White", [("Colour", "White"), ("Height", "45 cm"), ("Weight", "1.2 kg")], "89"),
                ("Aurora desk lamp XL", [("Colour", "Black"), ("Height", "60 cm"), ("Weight", "1.8 kg")], "119"),
                ("Aurora floor lamp", [("Colour", "Black"), ("Height", "160 cm"), ("Weight", "4.5 kg")], "229"),
                ("Aurora 2", [("Colour", "Grey"), ("Height", "45 cm"), ("Weight", "1.1 kg")], "99"),
                ("Aurora 3", [("Colour", "Grey"), ("Height", "48 cm"), ("Weight", "1.0 kg")], "109")]
    for i, (n, s, p) in enumerate(variants):
        out.append(Page(f"{SH}/p/{i}", product(n, s, p), f"prod{i}"))
    return out

EH = "http://events.example"
EDESC = ("Join the Riverside Jazz Collective for an evening of standards and new compositions. Doors open at seven, "
         "the first set starts at eight. Tickets include a free drink at the bar. The venue is step-free and has "
         "an induction loop. Children under twelve go free when accompanied by an adult. Please arrive early, "
         "as seating is unreserved and the last two concerts sold out.")
def event(title, date, venue):
    main = f"<div class='when'>{date}</div><div class='where'>{venue}</div><div class='desc'><p>{EDESC}</p></div>"
    return en(title, main, ("newsletter",), h1=title, site="What's On Riverside")
def scen_events():
    evs = [("Jazz night", "Friday 12 May 2024, 8pm", "The Old Mill, Riverside"),
           ("Jazz night", "Friday 19 May 2024, 8pm", "The Old Mill, Riverside"),
           ("Jazz night", "Friday 26 May 2024, 8pm", "Town Hall, Riverside"),
           ("Jazz night - 2 June", "Friday 2 June 2024, 8pm", "Town Hall"),
           ("Jazz night - 9 June", "Friday 9 June 2024, 8pm", "Town Hall")]
    return [Page(f"{EH}/e/{i}", event(*e), f"ev{i}") for i, e in enumerate(evs)]

JH = "http://jobs.example"
ABOUT_CO = ("Acme Logistics is a family-owned company with more than 1,200 employees across Europe. We move goods "
            "for retailers, manufacturers and hospitals, and we are proud of our safety record. We offer a "
            "permanent contract, thirty days of paid holiday, a company pension, a bike leasing scheme and "
            "free German lessons. Apply online with your CV; we answer every application within two weeks.")
def job(title, city, tasks):
    main = (f"<div class='meta'>{city} | Full time</div><h2>Your tasks</h2><ul>" + "".join(f"<li>{t}</li>" for t in tasks) +
            f"</ul><h2>About us</h2><p>{ABOUT_CO}</p>")
    return en(title, main, ("legal",), h1=title, site="Acme Careers")
def scen_jobs():
    js = [("Warehouse Operative - Berlin", "Berlin", ["Picking and packing orders", "Loading lorries"]),
          ("Warehouse Operative - Munich", "Munich", ["Picking and packing orders", "Loading lorries"]),
          ("Warehouse Operative", "Hamburg", ["Goods receipt", "Inventory counts"]),
          ("Forklift Driver", "Berlin", ["Moving pallets", "Daily forklift checks"]),
          ("Truck Driver (m/f/d)", "Leipzig", ["Regional deliveries", "Loading and securing goods"]),
          ("Dispatcher (m/f/d)", "Leipzig", ["Planning tours", "Talking to drivers and customers"])]
    return [Page(f"{JH}/job/{i}", job(*j), f"job{i}") for i, j in enumerate(js)]

RH = "http://recipes.example"
INTRO = ("Every recipe on Kitchen Table is tested three times in our own kitchen before we publish it. "
         "Quantities serve four unless stated otherwise. Oven temperatures are for conventional ovens; "
         "for fan ovens, reduce by twenty degrees. Share your photos with us using the hashtag kitchentable.")
def recipe(title, ingredients, steps):
    main = ("<p class='intro'>" + INTRO + "</p><h2>Ingredients</h2><ul>" + "".join(f"<li>{x}</li>" for x in ingredients) +
            "</ul><h2>Method</h2><ol>" + "".join(f"<li>{s}</li>" for s in steps) + "</ol>")
    return en(title, main, ("newsletter",), h1=title, site="Kitchen Table")
def scen_recipes():
    rs = [("Pancakes", ["200 g flour", "2 eggs", "300 ml milk"], ["Whisk everything.", "Fry in butter."]),
          ("Crepes", ["125 g flour", "2 eggs", "300 ml milk"], ["Whisk and rest.", "Fry thinly."]),
          ("Tomato soup", ["1 kg tomatoes", "1 onion", "500 ml stock"], ["Soften the onion.", "Simmer and blend."]),
          ("Lentil soup", ["250 g lentils", "1 onion", "1 l stock"], ["Soften the onion.", "Simmer 30 min and blend."]),
          ("Scones", ["225 g flour", "50 g butter", "150 ml milk"], ["Rub in the butter.", "Bake 12 minutes."])]
    return [Page(f"{RH}/r/{i}", recipe(*r), f"rec{i}") for i, r in enumerate(rs)]

SPH = "http://sport.example"
def results(title, rows):
    t = "".join(f"<tr><td>{a}</td><td>{s}</td><td>{b}</td></tr>" for a, s, b in rows)
    return en(title, f"<table class='results'>{t}</table>", ("about",), h1=title)
def scen_results():
    rs = [("Results: Matchday 12", [("Riverside", "2-1", "Millbrook"), ("Eastfield", "0-0", "Northgate")]),
          ("Results: Matchday 13", [("Millbrook", "3-3", "Eastfield"), ("Northgate", "1-2", "Riverside")]),
          ("Results: Matchday 14", [("Riverside", "0-1", "Eastfield"), ("Millbrook", "2-0", "Northgate")]),
          ("League table", [("Riverside", "25", "pts"), ("Eastfield", "22", "pts")])]
    return [Page(f"{SPH}/r/{i}", results(*r).replace("riverside.example", "sport.example"), f"res{i}") for i, r in enumerate(rs)]

FH = "http://forum.example"
def thread(title, posts):
    ps = "".join(f"<div class='post'><div class='author'>{a}</div><div class='msg'>{m}</div></div>" for a, m in posts)
    return en(title, ps, ("cookie",), h1=title, site="Riverside Forum")
def scen_forum():
    ts = [("Best pizza in town?", [("joe", "Where do you get the best pizza?"), ("ann", "Luigi's on Mill Lane, no contest.")]),
          ("Best pizza in town? - Page 2", [("tom", "Luigi's closed last month, sadly."), ("joe", "Try Napoli on Station Road.")]),
          ("Parking permits", [("kim", "Has anyone renewed their permit online?"), ("bob", "Yes, took five minutes.")]),
          ("Parking permits", [("sue", "The permit site is down again."), ("kim", "Works for me now.")]),
          ("Lost cat", [("amy", "Grey tabby missing near the park. Please check your sheds.")])]
    return [Page(f"{FH}/t/{i}", thread(*t), f"thr{i}") for i, t in enumerate(ts)]

def scen_shells():
    out = []
    for i, (t, src) in enumerate([("Council approves tram line", "/embed/1"), ("Library reopens after repairs", "/embed/2"),
                                  ("Harbour dredging delayed", "/embed/3"), ("Live: election night", "/embed/4")]):
        # The first three show the story of the same title in a frame: its copies.
        content = f"story{i}" if i < 3 else f"shell{i}"
        out.append(Page(f"http://riverside.example/shell/{i}", en(t, f"<iframe src='{src}' width='100%'></iframe>", ("about",), h1=t), content))
    for i, t in enumerate(["Budget 2024 explained", "Election results map", "Flood risk checker"]):
        out.append(Page(f"http://riverside.example/app/{i}", en(t, "<div id='root'></div><script>window.__APP__={}</script><noscript>Please enable JavaScript to view this page.</noscript>", ("about",), h1=t), f"app{i}"))
    return out

ZH = "http://www.jiangcheng.example"
ZSTORIES = [
 ("市政府召开会议部署防汛工作", ["市政府昨日召开常务会议，研究部署今年夏季防汛抗旱工作，要求各区各部门压实责任。", "会议指出，要加强隐患排查，确保群众生命财产安全。"]),
 ("新图书馆下月正式开放", ["位于城东的新图书馆将于下月一日正式对外开放，藏书超过八十万册。"]),
 ("地铁五号线南延段年底通车", ["记者从市轨道交通集团获悉，地铁五号线南延段目前已完成全部土建工程，预计年底通车试运营。", "南延段全长十二公里，共设车站八座。"]),
 ("本市新增公办幼儿园学位", ["今年本市将新建改扩建公办幼儿园二十所，新增学位三千个，缓解入园难问题。"]),
]
def zstories(blocks, site="江城日报", charset="utf-8", enc=None):
    out = []
    for i, (t, ps) in enumerate(ZSTORIES):
        h = zh(t, "<div class='article'>" + "".join(f"<p>{p}</p>" for p in ps) + "</div>", blocks, h1=t, site=site, charset=charset)
        out.append(Page(f"{ZH}/news/{i}.html", h.encode(enc) if enc else h, f"zs{i}", enc))
    return out
def notices(blocks, **kw):
    ns = [("公告", "关于端午节放假安排的通知：六月十日放假一天。"),
          ("公告", "本报热线电话自七月一日起变更为八八六六九九九九。"),
          ("通知", "关于开展二零二四年度优秀新闻作品评选的通知。"),
          ("通知", "江城日报社二零二四年公开招聘工作人员公告。"),
          ("", "系统维护通知：今晚十点至十二点暂停服务。")]
    return [Page(f"{ZH}/notice/{i}.html", zh(t, f"<div class='article'><p>{s}</p></div>", blocks, h1=t or None, **kw), f"zn{i}") for i, (t, s) in enumerate(ns)]
def photos(blocks, **kw):
    gs = [("图集", ["江城夜景"]), ("图集", ["龙舟赛现场"]), ("高清图集：江城夏日", ["荷花盛开", "游人如织"]),
          ("高清图集：江城秋色", ["银杏叶黄"]), ("视频", []), ("视频", [])]
    out = []
    for i, (t, caps) in enumerate(gs):
        figs = "".join(f"<div class='pic'><img src='/p/{i}{j}.jpg'><p class='cap'>{c}</p></div>" for j, c in enumerate(caps))
        out.append(Page(f"{ZH}/photo/{i}.html", zh(t, figs, blocks, h1=t or None, **kw), f"zp{i}"))
    return out
def lists(blocks, **kw):
    out = []
    for p in range(1, 4):
        items = [ZSTORIES[(p + j) % 4][0] + f"（{p}{j}）" for j in range(3)]
        lis = "".join(f"<li><a href='/news/{p}{j}.html'>{x}</a><span>2024-06-0{j+1}</span></li>" for j, x in enumerate(items))
        out.append(Page(f"{ZH}/list/{p}.html", zh("本地新闻" if p == 1 else f"本地新闻_第{p}页", f"<ul class='list'>{lis}</ul><div class='page'>上一页 {p} 下一页</div>", blocks, h1="本地新闻", **kw), f"zl{p}"))
    return out
def sitename_titles(blocks):
    out = []
    for i, (t, ps) in enumerate(ZSTORIES):
        out.append(Page(f"{ZH}/s/{i}.html", zh(t, "<div class='article'>" + "".join(f"<p>{p}</p>" for p in ps) + "</div>", blocks, title_raw="江城日报-江城新闻网", h1=None), f"zs{i}"))
    return out


# --- scenarios --------------------------------------------------------------------------

EN_BLOCKS = [("about",), ("newsletter",), ("cookie", "staff"), ("legal",),
             ("about", "newsletter", "legal")]
ZH_BLOCKS = [("about",), ("legal",), ("notice",), ("about", "legal")]


def gbk(pages: list[Page]) -> list[Page]:
    """The pages as GBK bytes declared in their ``<meta>``, no HTTP charset."""
    out = []
    for page in pages:
        text = page.html if isinstance(page.html, str) else page.html.decode()
        text = text.replace("charset='utf-8'", "charset='gbk'").replace("©", "(c)")
        out.append(Page(page.url, text.encode("gbk"), page.content, None))
    return out


def under_two_urls(pages: list[Page]) -> list[Page]:
    """The pages, then each again under a second URL (a feed's tracking query): true
    copies, which a crawl should drop."""
    return pages + [Page(f"{page.url}?ref=rss", page.html, page.content, page.encoding)
                    for page in pages]


def scenarios() -> list[tuple[str, str, list[Page]]]:
    """(kind, site block, pages) for every scenario."""
    out: list[tuple[str, str, list[Page]]] = []
    for blocks in EN_BLOCKS:
        name = " + ".join(blocks)
        out += [("galleries", name, scen_galleries(blocks)), ("videos", name, scen_videos(blocks)),
                ("listings", name, scen_listings(blocks)), ("briefs", name, scen_briefs(blocks))]
    out += [("products", "cookie", scen_products()), ("events", "newsletter", scen_events()),
            ("jobs", "legal", scen_jobs()), ("recipes", "newsletter", scen_recipes()),
            ("results tables", "about", scen_results()), ("forum threads", "cookie", scen_forum()),
            ("script shells beside stories", "about", stories(("about",)) + scen_shells())]
    for blocks in ZH_BLOCKS:
        name = " + ".join(blocks)
        out += [("zh notices beside stories", name, zstories(blocks) + notices(blocks)),
                ("zh notices alone", name, notices(blocks)),
                ("zh photo pages beside stories", name, zstories(blocks) + photos(blocks)),
                ("zh lists beside stories", name, zstories(blocks) + lists(blocks)),
                ("zh titles of the site's name alone", name, sitename_titles(blocks))]
    for blocks in [("about",), ("legal",)]:
        out.append(("zh GBK notices beside stories", " + ".join(blocks),
                    gbk(zstories(blocks) + notices(blocks))))
    out += [("copies: briefs under two URLs", "about", under_two_urls(scen_briefs(("about",)))),
            ("copies: products under two URLs", "cookie", under_two_urls(scen_products())),
            ("copies: events under two URLs", "newsletter", under_two_urls(scen_events())),
            ("copies: zh notices under two URLs", "about",
             under_two_urls(zstories(("about",)) + notices(("about",))))]
    return out


# --- the crawl's path ---------------------------------------------------------------------


def crawl(pages: list[Page], order: list[int]) -> tuple[int, int, int]:
    """Drops, false drops and extra copies kept (pages kept whose content a kept page
    already showed) of one crawl of ``pages`` in ``order``."""
    from scrapy_simhash.extract import SiteMemory
    from scrapy_simhash.fingerprint.version import DEFAULT_FINGERPRINT
    from scrapy_simhash.index.guard import duplicate_of, stores, title_guarded
    from scrapy_simhash.index.layout import DEFAULT_MAX_DISTANCE
    from scrapy_simhash.index.match import Match, Offer
    from scrapy_simhash.runtime.worker_main import RawPage, fingerprint_page

    at = datetime.now(timezone.utc)
    memory = SiteMemory(max_distance=DEFAULT_MAX_DISTANCE)
    kept: list[tuple[int, int, str | None]] = []  # page, fingerprint, title signature
    drops = false_drops = extra = 0
    shown: set[str] = set()  # contents of the pages kept
    for index in order:
        page = pages[index]
        result = fingerprint_page(
            RawPage(page.body, page.encoding, page.url, memory.known(page.url)),
            DEFAULT_FINGERPRINT)
        memory.record(page.url, result.line_keys, result.page_key)
        if result.fingerprint is None or len(result.text) < 20:  # SIMHASH_MIN_TEXT_LENGTH
            extra += page.content in shown
            shown.add(page.content)
            continue
        near = [(k, (result.fingerprint ^ fp).bit_count(), title) for k, fp, title in kept]
        near = [(k, d, title) for k, d, title in near if d <= DEFAULT_MAX_DISTANCE]
        offer = Offer(0, page.url, None, result.title)
        verdict = duplicate_of(offer, [Match(0, pages[k].url, d, at, None, True, title)
                                       for k, d, title in near])
        if stores(verdict):
            kept.append((index, result.fingerprint, result.title))
            extra += page.content in shown
            shown.add(page.content)
            continue
        drops += 1
        counted = [k for k, _, title in near
                   if not title_guarded(page.url, result.title, pages[k].url, title)]
        if all(pages[k].content != page.content for k in counted):
            false_drops += 1
    return drops, false_drops, extra


def orders_of(count: int, orders: int, seed: int = 0) -> list[list[int]]:
    rng = random.Random(seed)
    out = [list(range(count)), list(reversed(range(count)))]
    while len(out) < orders:
        order = list(range(count))
        rng.shuffle(order)
        out.append(order)
    return out[:orders]


def tally(named: list[tuple[str, str, list[Page]]], orders: int) -> list[list[object]]:
    """One row per name (scenarios, pages, drops, false drops, extra copies), and "all"."""
    totals: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0, 0])
    for name, blocks, pages in named:
        runs = [crawl(pages, order) for order in orders_of(len(pages), orders)]
        drops, false_drops, extra = (sum(run[i] for run in runs) for i in range(3))
        print(f"{name} ({blocks}): drops {drops}, false drops {false_drops}, extra copies "
              f"{extra}", file=sys.stderr)
        row = totals[name]
        for column, value in enumerate((1, len(pages), drops, false_drops, extra)):
            row[column] += value
    rows: list[list[object]] = [[name, *row] for name, row in totals.items()]
    rows.append(["all", *(sum(totals[name][i] for name in totals) for i in range(5))])
    return rows


# The helpers' sets, a table each: its module, the name of its rows, and what the
# section says of it.
SITE_SETS = (
    ("_thin_layouts", "layout",
     'The 36 sites of `benchmarks/_thin_layouts.py`, one scenario each, in layouts the '
     'scenarios above lack (flat bodies, table layouts, div soup, titles that are the '
     "site's name, no h1; English and Chinese)"),
    ("_thin_sites", "site",
     'The 49 sites of `benchmarks/_thin_sites.py`, written blind to both sets above '
     '(press releases, notices, timetables, job ads, Chinese government, school and '
     'company pages, with print and second-URL copies)'),
    ("_thin_sites4", "site",
     'The 40 sites of `benchmarks/_thin_sites4.py`, written blind to every rule above by'
     ' a fourth hunt (records, factsheets, room types, template letters and Chinese '
     'notices, print and mobile copies)'),
    ("_thin_sites5", "site",
     'The 36 sites of `benchmarks/_thin_sites5.py`, written by a fifth hunt blind to '
     'every rule above (routes, leaflets, versions, 办事指南, warnings, scenic spots, '
     "auctions, pages titled with the site's name)"),
    ("_thin_sites6", "site",
     'The 36 sites of `benchmarks/_thin_sites6.py`, written by a sixth hunt blind to '
     'every rule above (catalogue records, quotes, tides, obituaries, changelogs, 失信名单, '
     '楼层导览, 车次, 菜价, 门票淡旺季)'),
    ("_thin_sites7", "site",
     'The 36 sites of `benchmarks/_thin_sites7.py`, written by a seventh hunt blind to '
     'every rule above (recalls, registers, bin days, exam seating, polling stations, '
     '船期, 充电站, 垃圾分类, 姓氏)'),
    ("_thin_sites8", "site",
     'The 36 sites of `benchmarks/_thin_sites8.py`, written by an eighth hunt blind to '
     'every rule above (package versions, car wash branches, sunrise dates, meeting '
     'rooms, 户型, 医保目录, 租房, 手机套餐)'),
    ("_thin_sites9", "site",
     'The 36 sites of `benchmarks/_thin_sites9.py`, written by a ninth hunt blind to '
     'every rule above (catalogues of stamps, coins and domains, councillors, 农机补贴, '
     '电梯公示, 星座运势, 地名词典)'),
    ("_thin_sites10", "site",
     'The 36 sites of `benchmarks/_thin_sites10.py`, written by a tenth hunt blind to '
     'every rule above (bus stops, branch hours, postcodes, SWIFT codes, defibrillators,'
     ' fonts, 银行网点, 邮编, 快递网点, 献血点, 区号)'),
    ("_thin_sites11", "site",
     'The 36 sites of `benchmarks/_thin_sites11.py`, written by an eleventh hunt blind '
     'to every rule above (cause lists, drug interactions, lost property, fixtures, '
     'tariff codes, 基金净值, 快递运单, 农产品追溯, 水质公示, 缴费网点)'),
    ("_thin_sites12", "site",
     'The 36 sites of `benchmarks/_thin_sites12.py`, written by a twelfth hunt blind to '
     'every rule above (seed varieties, locomotives, planning applications, hygiene '
     'ratings, race results, 公厕, 违章查询, 渔业许可, 低保公示, 中标结果)'),
    ("_thin_sites13", "site",
     'The 36 sites of `benchmarks/_thin_sites13.py`, written by a thirteenth hunt blind '
     'to every rule above (burial registers, term dates, bowling greens, mineral '
     'permissions, 公墓, 民宿, 地震速报, 水库水位, 驾考题库, 春联)'),
    ("_thin_sites14", "site",
     'The 36 sites of `benchmarks/_thin_sites14.py`, written by a fourteenth hunt blind '
     'to every rule above (climbing routes, status incidents, aircraft, canal locks, '
     'blue plaques, 轴承型号, 河长公示, 排污口, 老字号, 防汛物资)'),
    ("_thin_sites15", "site",
     'The 36 sites of `benchmarks/_thin_sites15.py`, written by a fifteenth hunt blind '
     'to every rule above (typewriter serials, coin mintages, level crossings, ferry '
     'timetables, hallmark date letters, 取水许可, 兽药批准文号, 导游证, 古籍普查, 社会组织)'),
    ("_thin_sites16", "site",
     'The 36 sites of `benchmarks/_thin_sites16.py`, written by a sixteenth hunt blind '
     'to every rule above (sundials, NOTAMs, satellites, bus fleets, MOT histories, '
     'census households, 非遗传承人, 水文站, 养犬登记, 门牌号码, 宅基地)'),
    ("_thin_sites17", "site",
     'The 36 sites of `benchmarks/_thin_sites17.py`, written by a seventeenth hunt blind '
     'to every rule above (ghost signs, gas lamps, going reports, pharmacy rotas, cricket '
     'scorecards, weighbridges, 校车线路, 商品房预售许可, 碑刻, 月饼礼盒, 家谱)'),
    ("_thin_sites18", "site",
     'The 36 sites of `benchmarks/_thin_sites18.py`, written by an eighteenth hunt blind '
     'to every rule above (bell towers, canal locks, churchyard inscriptions, bus stops, '
     'tartans, 开庭公告, 学区划分, 菜价监测, 成语词典, 彩票开奖, 停车场收费)'),
    ("_thin_sites19", "site",
     'The 36 sites of `benchmarks/_thin_sites19.py`, written by a nineteenth hunt blind '
     'to every rule above (hand records, herbarium sheets, pressings, advisories, '
     'committee meetings, opera performances, 干部任前公示, 土地流转, 方剂, 计划停电, 金价)'),
    ("_thin_sites20", "site",
     'The 36 sites of `benchmarks/_thin_sites20.py`, written by a twentieth hunt blind '
     'to every rule above (gazette notices, division lists, retractions, rhyming '
     'dictionary, racecards, licence registers, 成绩查询, 租赁备案, 书法字典, 客运班次, 尾号限行)'),
    ("_thin_sites21", "site",
     'The 36 sites of `benchmarks/_thin_sites21.py`, written by a twenty-first hunt blind '
     'to every rule above (regulatory announcements, petitions, sea areas, METAR reports, '
     'sudoku, musical scales, 发票查验, 区划代码, 存款利率, 台风路径, 歌曲简谱)'),
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--orders", type=int, default=12)
    parser.add_argument("--no-write", action="store_true")
    args = parser.parse_args(argv)
    columns = ["scenarios", "pages", f"drops ({args.orders} orders each)", "false drops",
               "extra copies kept"]
    kinds = markdown_table(["page kind", *columns], tally(scenarios(), args.orders))
    tables = []
    for module, label, _ in SITE_SETS:
        hosts = importlib.import_module(f"benchmarks.{module}").scenarios()
        tables.append(markdown_table([label, *columns], tally(
            [(name, "", pages) for name, pages in hosts], args.orders)))
    print("\n\n".join((kinds, *tables)))
    if not args.no_write:
        body = (f"Drops and false drops summed over the scenarios and {args.orders} arrival orders "
                "each; defaults (site memory, title guard, minwise, k = 5). A false drop is a page "
                "dropped against pages of other content only; an extra copy is a page kept whose "
                "content a kept page already showed (a page without text to fingerprint is kept "
                "unchecked). The \"copies\" kinds show each page under a second URL.\n\n" + kinds)
        for (_, _, intro), table in zip(SITE_SETS, tables, strict=True):
            body += f"\n\n{intro}:\n\n{table}"
        write_section("thin-pages", "False drops on thin pages (crawl path, defaults)",
                      command_line(), body)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
