"""Thin pages of 49 more made-up sites, written by a third, blind false-drop hunt (issue
19; its author saw neither ``thin_pages.py``'s templates nor ``_thin_layouts.py``): press
releases, notices, timetables, listings, menus, podcasts, profiles, job ads, Chinese
government, school and company pages (some GBK), each carrying its site's repeated text,
with true copies (print versions, a second URL, a views counter). Each scenario is one
host's pages, labelled with their content (pages of one content are true copies)."""

from __future__ import annotations

from benchmarks._thin_page import Page
from benchmarks._thin_site_kit import built, scenario_registry

SC, scen = scenario_registry()


def P(url, html, content, encoding=None, charset=None):
    if charset:
        return Page(url, html.replace("©", "&copy;").encode(charset, errors="strict"), content, encoding)
    return Page(url, html, content, encoding)


def ps(*paras):
    return "".join(f"<p>{p}</p>" for p in paras)


def ul(*items):
    return "<ul>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>"


def table(header, rows, cls="table"):
    h = "".join(f"<th>{c}</th>" for c in header)
    b = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
    return f'<table class="{cls}"><thead><tr>{h}</tr></thead><tbody>{b}</tbody></table>'


# ---------------------------------------------------------------- WordPress-like
def wp(site, title, body, *, date="March 4, 2024", author="admin", cats="News", tagline="",
       widgets=(), footer="", nav=("Home", "About", "News", "Contact"), head="", after=""):
    navh = "".join(f'<li class="menu-item"><a href="/{n.lower()}/">{n}</a></li>' for n in nav)
    wid = "".join(f'<section class="widget widget_text"><h2 class="widget-title">{t}</h2>'
                  f'<div class="textwidget">{c}</div></section>' for t, c in widgets)
    return f"""<!DOCTYPE html><html lang="en-US"><head><meta charset="UTF-8">
<title>{title} &#8211; {site}</title>{head}
<link rel='stylesheet' href='/wp-content/themes/twentyseventeen/style.css' /></head>
<body class="post-template-default single single-post">
<div id="page" class="site"><a class="skip-link screen-reader-text" href="#content">Skip to content</a>
<header id="masthead" class="site-header"><div class="site-branding"><p class="site-title"><a href="/">{site}</a></p>
<p class="site-description">{tagline}</p></div>
<nav id="site-navigation" class="main-navigation"><ul id="primary-menu" class="menu">{navh}</ul></nav></header>
<div id="content" class="site-content"><div id="primary" class="content-area"><main id="main" class="site-main">
<article class="post type-post status-publish format-standard hentry">
<header class="entry-header"><h1 class="entry-title">{title}</h1>
<div class="entry-meta"><span class="posted-on">Posted on <time class="entry-date published">{date}</time></span>
<span class="byline"> by <span class="author vcard"><a href="/author/{author}/">{author}</a></span></span></div></header>
<div class="entry-content">{body}</div>
<footer class="entry-footer"><span class="cat-links">Posted in <a href="/category/{cats.lower()}/" rel="category tag">{cats}</a></span></footer>
</article>{after}
<nav class="navigation post-navigation"><h2 class="screen-reader-text">Post navigation</h2></nav>
</main></div><aside id="secondary" class="widget-area">{wid}</aside></div>
<footer id="colophon" class="site-footer"><div class="site-info">{footer}
<a href="https://wordpress.org/">Proudly powered by WordPress</a></div></footer></div></body></html>"""


# ---------------------------------------------------------------- Drupal-like
def drupal(site, title, body, *, node_type="article", date="Tue, 03/05/2024 - 10:12", blocks=(),
           footer="", field_extra="", breadcrumb=("Home",)):
    bc = "".join(f'<li class="breadcrumb__item"><a href="/">{b}</a></li>' for b in breadcrumb)
    blk = "".join(f'<div class="block block-block-content"><h2>{t}</h2><div class="clearfix text-formatted field field--name-body">{c}</div></div>'
                  for t, c in blocks)
    return f"""<!DOCTYPE html><html lang="en" dir="ltr"><head><meta charset="utf-8" />
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)" /><title>{title} | {site}</title></head>
<body class="path-node page-node-type-{node_type}"><a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>
<div class="dialog-off-canvas-main-canvas"><div class="layout-container">
<header role="banner"><div class="region region-header"><a href="/" rel="home" class="site-logo">{site}</a></div></header>
<div class="region region-breadcrumb"><nav class="breadcrumb" role="navigation"><ol>{bc}</ol></nav></div>
<main role="main"><a id="main-content" tabindex="-1"></a><div class="layout-content">
<div class="region region-content"><div id="block-mainpagecontent" class="block block-system block-system-main-block">
<article role="article" class="node node--type-{node_type} node--view-mode-full">
<h1 class="page-title"><span class="field field--name-title">{title}</span></h1>
<div class="node__meta"><span class="field field--name-created">{date}</span></div>
<div class="node__content">{field_extra}<div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">{body}</div></div>
</article></div></div></div>
<aside class="layout-sidebar-second" role="complementary"><div class="region region-sidebar-second">{blk}</div></aside></main>
<footer role="contentinfo"><div class="region region-footer">{footer}</div></footer></div></div></body></html>"""


# ---------------------------------------------------------------- Chinese gov / school CMS
def zh_gov(site, title, body, *, date="2024-03-05", source="办公室", views=None, crumb="通知公告",
           footer=None, charset="utf-8", side=""):
    footer = footer or (f"主办单位：{site}　地址：江城市人民路88号　邮编：430000<br>"
                        "网站标识码：4201000012　鄂ICP备05001234号　鄂公网安备 42010202000123号<br>"
                        "建议使用1920×1080分辨率，IE9以上版本浏览器")
    v = f"　浏览次数：{views}" if views is not None else ""
    return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html><head><meta http-equiv="Content-Type" content="text/html; charset={charset}" />
<title>{title}-{site}</title></head><body>
<div class="top"><div class="logo"><img src="/images/logo.png" alt="{site}"/></div>
<div class="search"><input type="text" value="请输入关键字"/><a href="#">搜索</a></div></div>
<div class="nav"><ul><li><a href="/">首页</a></li><li><a href="/zwgk/">政务公开</a></li><li><a href="/bsfw/">办事服务</a></li><li><a href="/hdjl/">互动交流</a></li><li><a href="/tzgg/">通知公告</a></li></ul></div>
<div class="main"><div class="position">您当前的位置：<a href="/">首页</a> &gt; <a href="/tzgg/">{crumb}</a> &gt; 正文</div>
{side}<div class="article"><div class="title"><h1>{title}</h1></div>
<div class="info">发布时间：{date}　来源：{source}{v}　【字体：<a href="#">大</a> <a href="#">中</a> <a href="#">小</a>】　<a href="javascript:window.print()">打印本页</a></div>
<div class="TRS_Editor"><div class="Custom_UnionStyle">{body}</div></div>
<div class="share">分享到：微信 微博 QQ空间</div>
<div class="close"><a href="javascript:window.close()">【关闭窗口】</a></div></div></div>
<div class="footer"><p>{footer}</p></div></body></html>"""


def zh_school(site, title, body, *, date="2024-03-05", author="教务处", clicks=None, crumb="通知公告",
              charset="utf-8", footer=None):
    footer = footer or f"版权所有 © {site}　地址：江城市珞珈路1号　邮编：430072　电话：027-68750000　鄂ICP备05003456号"
    c = f'点击：<span id="dynclicks_wbnews">{clicks}</span>' if clicks is not None else '点击：<script>_showDynClicks("wbnews", 123, 4567)</script>'
    return f"""<!DOCTYPE html><html><head><meta http-equiv="Content-Type" content="text/html; charset={charset}" />
<title>{title}-{site}</title><META Name="keywords" Content="{site},{crumb}" /></head>
<body><div class="header"><div class="logo"><a href="/"><img src="/images/logo.png"></a></div>
<ul class="menu"><li><a href="/">首页</a></li><li><a href="/xxgk.htm">学校概况</a></li><li><a href="/jxjw.htm">教学教务</a></li><li><a href="/xsgz.htm">学生工作</a></li><li><a href="/tzgg.htm">通知公告</a></li></ul></div>
<div class="container"><div class="left"><h3>{crumb}</h3><ul><li><a href="/tzgg.htm">通知公告</a></li><li><a href="/xwdt.htm">新闻动态</a></li><li><a href="/xsjz.htm">学术讲座</a></li></ul></div>
<div class="right"><div class="dqwz">当前位置: <a href="/">首页</a> &gt;&gt; <a href="/tzgg.htm">{crumb}</a> &gt;&gt; 正文</div>
<form name="_newscontent_fromname"><div class="content-title"><h2>{title}</h2></div>
<div class="content-info">发布时间：{date}　作者：{author}　{c}</div>
<div id="vsb_content"><div class="v_news_content">{body}</div></div>
<div class="attach"></div></form></div></div>
<div class="footer">{footer}</div></body></html>"""


def zh_corp(site, title, body, *, date="2024-03-05", charset="utf-8", contact=None, about=None, crumb="新闻中心"):
    contact = contact or ("联系电话：400-800-1234　传真：0571-88881234　邮箱：service@hzxinda.com<br>"
                          "公司地址：浙江省杭州市余杭区文一西路998号")
    about = about or ("杭州信达科技有限公司成立于2008年，是一家专注于工业物联网解决方案的国家高新技术企业，"
                      "产品覆盖智能传感、边缘计算和云平台，服务客户超过3000家。")
    return f"""<!DOCTYPE html><html><head><meta charset="{charset}"><title>{title}_{site}</title></head><body>
<div class="header"><div class="wrap"><a class="logo" href="/">{site}</a><ul class="nav"><li><a href="/">网站首页</a></li><li><a href="/about/">关于我们</a></li><li><a href="/product/">产品中心</a></li><li><a href="/news/">{crumb}</a></li><li><a href="/job/">人才招聘</a></li><li><a href="/contact/">联系我们</a></li></ul></div></div>
<div class="banner"><img src="/static/banner3.jpg"></div>
<div class="wrap clearfix"><div class="sidebar"><div class="side-box"><h3>关于我们</h3><p>{about}</p></div>
<div class="side-box"><h3>联系我们</h3><p>{contact}</p></div></div>
<div class="content"><div class="crumbs">首页 &gt; {crumb}</div><div class="news-detail"><h1>{title}</h1>
<div class="news-meta">发布日期：{date}　来源：本站</div><div class="news-body">{body}</div>
<div class="news-pn"><p>上一篇：<a href="#">公司参加2024工业博览会</a></p><p>下一篇：<a href="#">信达科技荣获省级专精特新企业称号</a></p></div></div></div></div>
<div class="footer"><div class="wrap">Copyright © 2008-2024 {site} 版权所有　浙ICP备12034567号-1　技术支持：云建站</div></div></body></html>"""


# ---------------------------------------------------------------- Bootstrap
def bootstrap(site, title, main, *, lead="", footer="", cookie="", navs=("Home", "Listings", "About", "Contact"), aside=""):
    n = "".join(f'<li class="nav-item"><a class="nav-link" href="/{x.lower()}">{x}</a></li>' for x in navs)
    ck = (f'<div class="cookie-banner alert alert-dark fixed-bottom" role="alert">{cookie} '
          f'<button class="btn btn-primary btn-sm">Accept</button></div>') if cookie else ""
    return f"""<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title} | {site}</title><link href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/css/bootstrap.min.css" rel="stylesheet"></head>
<body><nav class="navbar navbar-expand-lg navbar-light bg-light"><div class="container"><a class="navbar-brand" href="/">{site}</a>
<ul class="navbar-nav me-auto">{n}</ul></div></nav>
<div class="container my-4"><div class="row"><div class="col-md-8">
<h1 class="display-6">{title}</h1>{('<p class="lead">' + lead + '</p>') if lead else ''}
{main}</div><div class="col-md-4">{aside}</div></div></div>
<footer class="bg-dark text-light py-4 mt-5"><div class="container">{footer}</div></footer>{ck}
<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/js/bootstrap.bundle.min.js"></script></body></html>"""


def card(title, text, extra=""):
    return (f'<div class="card mb-3"><div class="card-body"><h5 class="card-title">{title}</h5>'
            f'<p class="card-text">{text}</p>{extra}</div></div>')


# ---------------------------------------------------------------- old table site
def table_site(site, title, body, *, footer="", left=("Home", "News", "Links", "Guestbook"), charset="iso-8859-1"):
    lt = "".join(f'<tr><td><a href="{x.lower()}.html"><font face="Arial" size="2">{x}</font></a></td></tr>' for x in left)
    return f"""<HTML><HEAD><META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset={charset}"><TITLE>{site} - {title}</TITLE></HEAD>
<BODY BGCOLOR="#FFFFCC" TEXT="#000000" LINK="#0000FF">
<TABLE WIDTH="760" BORDER="0" CELLPADDING="0" CELLSPACING="0" ALIGN="center">
<TR><TD COLSPAN="2" BGCOLOR="#003366"><FONT FACE="Arial" SIZE="5" COLOR="#FFFFFF"><B>{site}</B></FONT></TD></TR>
<TR><TD WIDTH="140" VALIGN="top" BGCOLOR="#CCCC99"><TABLE WIDTH="100%">{lt}</TABLE></TD>
<TD WIDTH="620" VALIGN="top"><FONT FACE="Arial" SIZE="2"><H2>{title}</H2>{body}</FONT></TD></TR>
<TR><TD COLSPAN="2" ALIGN="center"><HR><FONT FACE="Arial" SIZE="1">{footer}</FONT></TD></TR></TABLE></BODY></HTML>"""


# ---------------------------------------------------------------- SPA shell with SSR fallback
def spa(site, title, ssr, *, state="", noscript="You need to enable JavaScript to run this app.", footer=""):
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>{title} · {site}</title>
<meta name="description" content="{title}"/><link rel="preload" href="/_next/static/chunks/main-3f2a.js" as="script"/></head>
<body><noscript>{noscript}</noscript><div id="__next"><div class="app"><header class="topbar"><a href="/" class="brand">{site}</a>
<nav><a href="/shows">Shows</a><a href="/about">About</a><a href="/subscribe">Subscribe</a></nav></header>
<main class="page">{ssr}</main><footer class="footer">{footer}</footer></div></div>
<script id="__NEXT_DATA__" type="application/json">{state}</script>
<script src="/_next/static/chunks/main-3f2a.js" async=""></script></body></html>"""


# --- scen_a.py ------------------------------------------------------------


ACME_ABOUT = ("About Northwind Robotics: Northwind Robotics designs autonomous mobile robots for warehouses "
              "and hospitals. Founded in 2011 and headquartered in Pittsburgh, Pennsylvania, the company employs "
              "more than 400 people and serves customers in 23 countries. For more information, visit northwindrobotics.com.")
ACME_MEDIA = "Media contact: Dana Whitfield, press@northwindrobotics.com, +1 412 555 0199"


@scen("wp_press_releases", "WordPress press releases, About-the-company boilerplate + media contact; 1 true copy via ?utm")
def s1():
    h = "https://www.northwindrobotics.com"
    rel = [
        ("Northwind Robotics Opens European Office in Rotterdam",
         ps("PITTSBURGH, March 4, 2024 -- Northwind Robotics today announced the opening of its first European office in Rotterdam, the Netherlands.",
            "The office will house sales, support and a demonstration floor for the Atlas 3 platform, and will employ 25 people by the end of the year.")),
        ("Northwind Robotics Names Priya Raman Chief Technology Officer",
         ps("PITTSBURGH, February 12, 2024 -- Northwind Robotics today named Priya Raman as Chief Technology Officer, effective immediately.",
            "Raman joins from Ardent Systems, where she led perception and navigation software for eight years.")),
        ("Northwind Robotics Reports Record Fourth-Quarter Revenue",
         ps("PITTSBURGH, January 30, 2024 -- Northwind Robotics reported fourth-quarter revenue of $48.2 million, up 37 percent year over year.",
            "Deployments at hospital customers doubled, and the installed fleet passed 6,000 robots.")),
        ("Northwind Robotics Partners with MedLine Logistics",
         ps("PITTSBURGH, January 9, 2024 -- Northwind Robotics and MedLine Logistics announced a partnership to deploy autonomous carts in 40 distribution centers.",
            "The first sites in Ohio and Texas go live in the second quarter.")),
        ("Northwind Robotics to Present at ProMat 2024",
         ps("PITTSBURGH, December 14, 2023 -- Northwind Robotics will exhibit at ProMat 2024 in Chicago, booth S3417, March 18-21.",
            "Visitors can see live demonstrations of the new Atlas 3 tugger.")),
    ]
    out = []
    for i, (t, b) in enumerate(rel):
        body = b + f"<p><strong>{ACME_ABOUT.split(':')[0]}</strong>:{ACME_ABOUT.split(':', 1)[1]}</p><p>{ACME_MEDIA}</p>"
        html = wp("Northwind Robotics Newsroom", t, body, cats="Press Releases",
                  widgets=[("Subscribe", "<p>Get our press releases by email.</p>")],
                  footer="© 2024 Northwind Robotics, Inc. All rights reserved.")
        out.append(P(f"{h}/news/{i}-{t.lower().replace(' ', '-')[:30]}/", html, f"pr{i}"))
    out.append(P(out[0].url + "?utm_source=linkedin&utm_medium=social", out[0].html, "pr0"))
    return out


@scen("drupal_press_thin", "Drupal press releases: 1-sentence body, long About/Forward-looking boilerplate; + print view copy")
def s2():
    h = "https://investors.kestrelbio.com"
    about = ("About Kestrel Biosciences. Kestrel Biosciences is a clinical-stage biotechnology company developing "
             "oral small-molecule therapies for fibrotic diseases of the lung, liver and kidney. Its lead candidate, "
             "KB-204, is in a Phase 2 trial for idiopathic pulmonary fibrosis. Kestrel is based in Cambridge, Massachusetts.")
    fls = ("Forward-Looking Statements. This press release contains forward-looking statements within the meaning "
           "of the Private Securities Litigation Reform Act of 1995, including statements about the timing of clinical "
           "trials and regulatory filings. Actual results may differ materially from those expressed or implied due to "
           "risks described in the company's filings with the Securities and Exchange Commission.")
    items = [
        ("Kestrel Biosciences to Participate in the Cowen Health Care Conference",
         "CAMBRIDGE, Mass., Feb. 26, 2024 -- Kestrel Biosciences announced that CEO Mark Feld will present at the Cowen 44th Annual Health Care Conference on March 5, 2024 at 10:30 a.m. ET."),
        ("Kestrel Biosciences Announces Inducement Grants",
         "CAMBRIDGE, Mass., Feb. 1, 2024 -- Kestrel Biosciences granted options to purchase 84,000 shares of common stock to three new employees under its 2022 Inducement Plan."),
        ("Kestrel Biosciences to Report Fourth Quarter Results on March 12",
         "CAMBRIDGE, Mass., Feb. 20, 2024 -- Kestrel Biosciences will report fourth quarter and full year 2023 financial results before the market opens on Tuesday, March 12, 2024."),
        ("Kestrel Biosciences Completes Enrollment in Phase 2 ARROW Trial",
         "CAMBRIDGE, Mass., Jan. 17, 2024 -- Kestrel Biosciences completed enrollment of 212 patients in the Phase 2 ARROW trial of KB-204; topline data are expected in the third quarter."),
        ("Kestrel Biosciences to Participate in the J.P. Morgan Healthcare Conference",
         "CAMBRIDGE, Mass., Jan. 3, 2024 -- Kestrel Biosciences announced that CEO Mark Feld will present at the 42nd Annual J.P. Morgan Healthcare Conference on January 10, 2024 at 4:00 p.m. PT."),
    ]
    out = []
    for i, (t, b) in enumerate(items):
        body = ps(b, about, fls, "Investor contact: ir@kestrelbio.com")
        html = drupal("Kestrel Biosciences", t, body, node_type="press_release",
                      blocks=[("Email alerts", "<p>Sign up to receive email alerts for press releases and SEC filings.</p>")],
                      footer="<p>© 2024 Kestrel Biosciences. Privacy Policy. Terms of Use.</p>")
        out.append(P(f"{h}/news-releases/news-release-details/{i}", html, f"k{i}"))
    # print view of item 2 with minimal chrome
    t, b = items[2]
    pr = f"<html><head><title>{t}</title></head><body><h1>{t}</h1>{ps(b, about, fls, 'Investor contact: ir@kestrelbio.com')}</body></html>"
    out.append(P(f"{h}/news-releases/news-release-details/2?print=1", pr, "k2"))
    return out


@scen("school_notices_en", "Elementary school notices, 1-2 sentences, district disclaimer")
def s3():
    h = "https://oakridge-elementary.k12.example.us"
    disc = ("The Oakridge School District does not discriminate on the basis of race, color, national origin, sex, "
            "disability, or age in its programs and activities. Inquiries: Title IX Coordinator, 555-0140.")
    notes = [
        ("No School Monday, February 19", "There will be no school on Monday, February 19 in observance of Presidents' Day. Classes resume Tuesday."),
        ("Early Dismissal Friday, March 8", "Students will be dismissed at 12:30 p.m. on Friday, March 8 for teacher professional development."),
        ("Picture Day Is Thursday, October 12", "Individual student photos will be taken on Thursday, October 12. Order forms went home in backpacks."),
        ("Two-Hour Delay Today Due to Ice", "Due to icy roads, Oakridge Elementary will open two hours late today. Morning pre-K is cancelled."),
        ("School Closed Today Due to Snow", "Due to heavy snow, Oakridge Elementary is closed today. All after-school activities are cancelled."),
        ("Book Fair Next Week", "The Scholastic Book Fair will be open in the library from Monday to Friday next week, 8 a.m. to 3 p.m."),
    ]
    out = []
    for i, (t, b) in enumerate(notes):
        main = f'<div class="notice"><p class="date">Posted {["Feb 12","Mar 1","Oct 5","Jan 16","Jan 22","Apr 3"][i]}</p><p>{b}</p></div>'
        html = bootstrap("Oakridge Elementary School", t, main,
                         footer=f"<p>{disc}</p><p>Oakridge Elementary · 1200 Maple Ave · 555-0100</p>",
                         navs=("Home", "Calendar", "Notices", "Lunch Menu", "Staff"))
        out.append(P(f"{h}/notices/{i+100}", html, f"n{i}"))
    return out


@scen("sports_fixtures", "Amateur football club fixture pages (match previews), sponsor box")
def s4():
    h = "https://www.riversidefc.club"
    sponsor = "Riverside FC is proudly sponsored by Hartley Motors. Season tickets are on sale now at the club shop."
    fx = [
        ("Riverside FC vs Hillview United", "Saturday 9 March 2024, 3:00pm", "Riverside Park", "Northern League Division One", "Admission £8, concessions £5."),
        ("Carlton Town vs Riverside FC", "Tuesday 12 March 2024, 7:45pm", "Carlton Lane", "Northern League Division One", "Away supporters coach departs 5:30pm."),
        ("Riverside FC vs Ashby Rovers", "Saturday 16 March 2024, 3:00pm", "Riverside Park", "County Cup Quarter-Final", "Admission £10, concessions £6."),
        ("Riverside FC vs Hillview United", "Saturday 14 October 2023, 3:00pm", "Riverside Park", "County Cup Second Round", "Admission £8, concessions £5."),
        ("Westfield Athletic vs Riverside FC", "Saturday 23 March 2024, 3:00pm", "Westfield Sports Ground", "Northern League Division One", "Away supporters coach departs 12:30pm."),
        ("Riverside FC vs Ashby Rovers", "Saturday 30 March 2024, 3:00pm", "Riverside Park", "Northern League Division One", "Admission £8, concessions £5."),
    ]
    out = []
    for i, (m, d, v, comp, adm) in enumerate(fx):
        main = (f'<div class="fixture"><h2>{m}</h2>' + table(["Date", "Venue", "Competition"], [[d, v, comp]]) +
                f"<p>{adm}</p></div>")
        html = wp("Riverside FC", m, main, cats="Fixtures", widgets=[("Our Sponsor", f"<p>{sponsor}</p>")],
                  footer="Riverside Football Club, Riverside Park, Mill Road. Registered charity 1098765.")
        out.append(P(f"{h}/fixtures/{i}/", html, f"f{i}"))
    return out


@scen("church_service_times", "Diocesan parish pages: service times per church (table), safeguarding footer")
def s5():
    h = "https://www.stmarysbenefice.org.uk"
    safe = ("Safeguarding: The Benefice is committed to the safeguarding of children and vulnerable adults. "
            "If you have a concern please contact our Parish Safeguarding Officer, Jane Holt, on 01632 960123.")
    churches = [
        ("St Mary's, Ashwell", [["Sunday", "8:00am", "Holy Communion (BCP)"], ["Sunday", "10:00am", "Parish Eucharist"], ["Wednesday", "10:00am", "Said Eucharist"]]),
        ("St John's, Bramley", [["Sunday", "9:30am", "Family Service"], ["Sunday", "6:00pm", "Evensong"], ["Thursday", "9:00am", "Morning Prayer"]]),
        ("All Saints, Cressing", [["Sunday", "11:00am", "Holy Communion"], ["Friday", "10:00am", "Said Eucharist"]]),
        ("St Peter's, Dunmow Green", [["Sunday", "10:00am", "Parish Eucharist"], ["Wednesday", "7:30pm", "Compline"]]),
        ("Holy Trinity, Eastbury", [["Sunday", "8:00am", "Holy Communion (BCP)"], ["Sunday", "10:00am", "Parish Eucharist"], ["Tuesday", "10:00am", "Said Eucharist"]]),
    ]
    out = []
    for i, (c, rows) in enumerate(churches):
        main = f"<h2>Service times</h2>{table(['Day', 'Time', 'Service'], rows)}<p>All are welcome. The church is accessible for wheelchair users.</p>"
        html = drupal("St Mary's Benefice", c, main, node_type="church", blocks=[("Safeguarding", f"<p>{safe}</p>")],
                      footer="<p>Registered charity no. 1131234</p>")
        out.append(P(f"{h}/churches/{c.split(',')[0].lower().replace(' ', '-').replace(chr(39), '')}", html, f"c{i}"))
    return out


@scen("bus_timetables", "Municipal bus route timetable pages (numbers only differ), accessibility note")
def s6():
    h = "https://www.lakecitytransit.gov"
    note = ("All Lake City Transit buses are wheelchair accessible. Service alerts are posted at lakecitytransit.gov/alerts. "
            "Fares: adult $2.00, youth and seniors $1.00. Times are approximate and may vary with traffic.")
    routes = [
        ("Route 4 Crosstown", ["Union Station", "Main & 5th", "Civic Center", "Westgate Mall"], 6, 15, 0),
        ("Route 7 Harbor", ["Union Station", "Pier 3", "Harbor Point", "Naval Base"], 6, 20, 5),
        ("Route 12 University", ["Union Station", "Civic Center", "State University", "Research Park"], 7, 10, 2),
        ("Route 15 Airport Express", ["Union Station", "Main & 5th", "Airport Terminal A", "Airport Terminal B"], 5, 30, 10),
        ("Route 4 Crosstown (Weekend)", ["Union Station", "Main & 5th", "Civic Center", "Westgate Mall"], 8, 30, 0),
        ("Route 22 Northside", ["Union Station", "Lincoln Ave", "Northside Library", "Oak Hills"], 6, 15, 7),
    ]
    out = []
    for i, (r, stops, start, every, off) in enumerate(routes):
        rows = []
        for k in range(8):
            m = start * 60 + off + k * every
            rows.append([f"{(m + 12 * j) // 60}:{(m + 12 * j) % 60:02d}" for j in range(len(stops))])
        main = f"<p>Weekday service</p>{table(stops, rows)}<p>{note}</p>"
        html = bootstrap("Lake City Transit", r, main, navs=("Routes", "Fares", "Alerts", "Contact"),
                         footer="Lake City Transit Authority · 300 Civic Plaza · Customer Service 555-0177")
        out.append(P(f"{h}/routes/{i}", html, f"r{i}"))
    return out


@scen("library_branch_hours", "Library branches: hours table nearly identical; address + phone differ; newsletter pitch")
def s7():
    h = "https://www.countylibrary.org"
    std = [["Monday", "10am-8pm"], ["Tuesday", "10am-8pm"], ["Wednesday", "10am-6pm"], ["Thursday", "10am-6pm"],
           ["Friday", "10am-5pm"], ["Saturday", "10am-5pm"], ["Sunday", "Closed"]]
    br = [("Central Library", "100 Library Plaza", "555-0200", {}),
          ("Eastside Branch", "4410 E. Jefferson St", "555-0210", {"Sunday": "1pm-5pm"}),
          ("Westside Branch", "2901 W. Colfax Ave", "555-0220", {"Monday": "12pm-8pm"}),
          ("Hillcrest Branch", "77 Hillcrest Rd", "555-0230", {"Friday": "Closed"}),
          ("Riverside Branch", "15 Water St", "555-0240", {}),
          ("Northgate Branch", "890 Northgate Blvd", "555-0250", {"Saturday": "9am-1pm"})]
    news = "Sign up for the County Library newsletter to hear about new books, events and programs each month."
    out = []
    for i, (n, a, ph, ov) in enumerate(br):
        rows = [[d, ov.get(d, t)] for d, t in std]
        main = f"<p>{a} · {ph}</p>{table(['Day', 'Hours'], rows)}"
        html = drupal("County Library", n, main, node_type="location",
                      blocks=[("Newsletter", f"<p>{news}</p>")], footer="<p>© County Library System</p>")
        out.append(P(f"{h}/locations/{n.split()[0].lower()}", html, f"b{i}"))
    return out


@scen("real_estate_listings", "Bootstrap real-estate listing pages: specs differ in numbers/street; agent box + disclaimer")
def s8():
    h = "https://www.harborrealty.com"
    disc = ("Information deemed reliable but not guaranteed. All measurements are approximate. "
            "Harbor Realty is an equal housing opportunity brokerage.")
    agent = "Contact listing agent Maria Gomez, Harbor Realty, (555) 010-4411, maria@harborrealty.com"
    L = [("412 Elm Street", "$459,000", 3, 2, 1450, "Charming bungalow with updated kitchen and fenced yard."),
         ("418 Elm Street", "$475,000", 3, 2, 1520, "Charming bungalow with updated kitchen and detached garage."),
         ("22 Birch Lane", "$615,000", 4, 3, 2210, "Two-story colonial on a quiet cul-de-sac near schools."),
         ("1190 Harbor Blvd #304", "$329,000", 2, 2, 980, "Third-floor condo with water views and in-unit laundry."),
         ("1190 Harbor Blvd #208", "$315,000", 2, 2, 980, "Second-floor condo with water views and in-unit laundry."),
         ("7 Quarry Road", "$289,000", 2, 1, 860, "Starter home on a large lot, sold as-is.")]
    out = []
    for i, (addr, price, bd, ba, sq, desc) in enumerate(L):
        specs = ul(f"{bd} beds", f"{ba} baths", f"{sq:,} sq ft", "Single family" if "#" not in addr else "Condo")
        main = f'<h2 class="text-primary">{price}</h2>{specs}<p>{desc}</p>'
        html = bootstrap("Harbor Realty", addr, main, navs=("Buy", "Sell", "Agents", "Contact"),
                         aside=card("Listing agent", agent), footer=f"<small>{disc}</small>",
                         cookie="We use cookies to improve your experience on our site.")
        out.append(P(f"{h}/listing/{9000 + i}", html, f"l{i}"))
    return out


@scen("restaurant_daily_menu", "Restaurant lunch menu per day, 4 dishes; allergy note; +views counter copy")
def s9():
    h = "https://www.cafeverde.example.com"
    allergy = "Please tell your server about any allergies. Our kitchen handles nuts, gluten, dairy and shellfish."
    days = [("Monday", ["Tomato basil soup", "Grilled chicken panini", "Caesar salad", "Lemon tart"]),
            ("Tuesday", ["Tomato basil soup", "Beef chili", "Caesar salad", "Chocolate brownie"]),
            ("Wednesday", ["Minestrone", "Salmon fishcakes", "Greek salad", "Lemon tart"]),
            ("Thursday", ["Minestrone", "Mushroom risotto", "Caesar salad", "Apple crumble"]),
            ("Friday", ["Clam chowder", "Fish and chips", "Garden salad", "Apple crumble"])]
    out = []
    for i, (d, items) in enumerate(days):
        for v in ([0, 57] if i == 2 else [0]):
            main = f"<h3>Lunch, 11:30 to 2:30</h3>{ul(*items)}<p>Lunch special $14.50 includes soup or salad.</p><p>{allergy}</p>"
            if v:
                main += f'<p class="views">Viewed {v} times</p>'
            html = wp("Café Verde", f"{d} Lunch Menu", main, cats="Menus", date=f"March {4 + i}, 2024",
                      widgets=[("Find us", "<p>Café Verde, 88 Market Square. Open daily 8am-4pm.</p>")],
                      footer="© Café Verde")
            out.append(P(f"{h}/menu/{d.lower()}/" + ("?amp=1" if v else ""), html, f"m{i}"))
    return out


@scen("podcast_episodes_spa", "Next.js podcast episode pages: title + embed + 2-line summary; newsletter pitch; __NEXT_DATA__")
def s10():
    h = "https://www.thebuildpod.fm"
    pitch = "Get every episode in your inbox. Join 12,000 engineers who read The Build newsletter every Friday."
    eps = [("Ep. 141: Scaling Postgres at Fintech Speed", "Anna Lee of Ledgerly on partitioning and vacuum tuning.", "Plus: why they never use ORMs for hot paths."),
           ("Ep. 140: The Death of the Monorepo?", "Two former Google engineers argue about monorepos.", "Recorded live at DevConf Berlin."),
           ("Ep. 139: Rust in the Kernel", "Miguel Ortiz on writing Linux drivers in Rust.", "And the politics of getting patches merged."),
           ("Ep. 138: On-Call Without Burnout", "SRE lead Tom Becker on sane rotations.", "With listener questions on alert fatigue."),
           ("Ep. 137: Building a Search Engine Alone", "Solo founder Hana Kim on her indie search engine.", "Crawling, ranking and paying the bills."),
           ("Ep. 136: WebAssembly Outside the Browser", "Luis Pereira on WASI and serverless.", "Is this the new container?")]
    out = []
    for i, (t, l1, l2) in enumerate(eps):
        ssr = (f'<article class="episode"><h1>{t}</h1><iframe src="https://player.simplecast.com/{i}abc" height="200" width="100%"></iframe>'
               f'<p>{l1}</p><p>{l2}</p></article><aside class="newsletter"><p>{pitch}</p></aside>')
        state = ('{"props":{"pageProps":{"episode":{"id":' + str(141 - i) + ',"title":"' + t
                 + '"}}},"page":"/episodes/[slug]"}')
        out.append(P(f"{h}/episodes/{141 - i}", spa("The Build", t, ssr, state=state, footer="© 2024 The Build Podcast"), f"e{i}"))
    return out


@scen("photo_of_the_day", "Photo-of-the-day pages: image + one-line caption + credit; cookie banner; 1 true copy in gallery URL")
def s11():
    h = "https://www.earthlens.example.org"
    photos = [("Aurora over Tromsø", "Northern lights ripple above the fjord on a clear February night.", "Photo: Ingrid Solheim"),
              ("Salt Flats at Dawn", "Morning light on the Salar de Uyuni after rain.", "Photo: Diego Mamani"),
              ("Lavender Rows", "Lavender fields near Valensole in full bloom.", "Photo: Claire Dubois"),
              ("Storm Cell", "A supercell towers over the Kansas plains.", "Photo: Jake Morrow"),
              ("Ice Cave", "Blue light filters through a glacier cave in Iceland.", "Photo: Sigrun Olafsdottir"),
              ("Night Market", "Lanterns glow over a night market in Taipei.", "Photo: Wei-Ling Chen")]
    out = []
    for i, (t, cap, cr) in enumerate(photos):
        main = f'<figure class="potd"><img src="/img/potd/{i}.jpg" alt="{t}"><figcaption>{cap} <span class="credit">{cr}</span></figcaption></figure>'
        html = bootstrap("EarthLens", t, main, lead=f"Photo of the Day, March {10 + i}, 2024",
                         navs=("Photo of the Day", "Galleries", "Submit", "About"),
                         cookie="This site uses cookies for analytics. By continuing you agree to our cookie policy.",
                         footer="All photos © their photographers. EarthLens is a nonprofit photography community.")
        out.append(P(f"{h}/potd/2024-03-{10 + i}", html, f"p{i}"))
    out.append(P(f"{h}/galleries/aurora/tromso", out[0].html, "p0"))
    return out


@scen("quote_of_the_day", "Quote of the day: quote + author + share row + newsletter")
def s12():
    h = "https://www.dailywisdom.example.net"
    q = [("The only way to do great work is to love what you do.", "Steve Jobs"),
         ("In the middle of difficulty lies opportunity.", "Albert Einstein"),
         ("Well done is better than well said.", "Benjamin Franklin"),
         ("It always seems impossible until it is done.", "Nelson Mandela"),
         ("Whatever you are, be a good one.", "Abraham Lincoln"),
         ("Simplicity is the ultimate sophistication.", "Leonardo da Vinci"),
         ("Be yourself; everyone else is already taken.", "Oscar Wilde")]
    out = []
    for i, (qq, a) in enumerate(q):
        main = (f'<blockquote class="qotd"><p>“{qq}”</p><cite>— {a}</cite></blockquote>'
                '<div class="share">Share: Twitter · Facebook · Pinterest · Email</div>'
                '<p class="pitch">Get a new quote every morning. Subscribe to the Daily Wisdom email, free forever.</p>')
        html = wp("Daily Wisdom", f"Quote of the Day: March {i + 1}, 2024", main, cats="Quote of the Day", date=f"March {i + 1}, 2024",
                  footer="Daily Wisdom © 2024")
        out.append(P(f"{h}/2024/03/{i + 1:02d}/quote-of-the-day/", html, f"q{i}"))
    return out


# --- scen_b.py ------------------------------------------------------------


@scen("zh_school_notices_gbk", "高校 VSB 通知公告, GBK bytes + meta charset, no HTTP charset; 放假/停水/停电 thin notices")
def s13():
    h = "https://jwc.jcdx.edu.cn"
    n = [("关于2024年清明节放假安排的通知", "各学院、各部门：根据国务院办公厅通知精神，现将2024年清明节放假安排通知如下：4月4日至6日放假调休，共3天。4月7日（星期日）上班。", "校长办公室", "2024-03-28"),
         ("关于2024年劳动节放假安排的通知", "各学院、各部门：根据国务院办公厅通知精神，现将2024年劳动节放假安排通知如下：5月1日至5日放假调休，共5天。4月28日（星期日）、5月11日（星期六）上班。", "校长办公室", "2024-04-20"),
         ("关于西校区停水的通知", "因供水管网维修，西校区定于3月16日（星期六）8:00至18:00停水，请各单位做好储水准备。", "后勤保障处", "2024-03-14"),
         ("关于东校区停电的通知", "因配电房设备检修，东校区定于3月23日（星期六）7:30至17:30停电，请各单位提前做好准备。", "后勤保障处", "2024-03-20"),
         ("关于2023-2024学年第二学期补考安排的通知", "各学院：本学期补考定于3月9日至10日进行，具体考场安排请登录教务系统查询。", "教务处", "2024-03-01"),
         ("关于2024年端午节放假安排的通知", "各学院、各部门：根据国务院办公厅通知精神，现将2024年端午节放假安排通知如下：6月10日放假，与周末连休，共3天。", "校长办公室", "2024-06-01")]
    out = []
    for i, (t, b, a, d) in enumerate(n):
        body = f"<p>{b}</p><p>特此通知。</p><p style='text-align:right'>{a}</p><p style='text-align:right'>{d}</p>"
        html = zh_school("江城大学教务处", t, body, date=d, author=a, charset="gbk")
        out.append(P(f"{h}/info/1021/{3400 + i}.htm", html, f"z{i}", None, charset="gbk"))
    return out


@scen("zh_gov_tender", "政府采购 招标公告: long standard template (资格要求/获取文件/联系方式); project/amount differ")
def s14():
    h = "http://www.jcggzy.gov.cn"
    proj = [("江城市第一人民医院CT设备采购项目", "JCZC-2024-015", "680万元", "江城市第一人民医院", "王先生 027-8888 1001"),
            ("江城市教育局中小学课桌椅采购项目", "JCZC-2024-016", "245万元", "江城市教育局", "李女士 027-8888 2002"),
            ("江城市公安局执法记录仪采购项目", "JCZC-2024-017", "132万元", "江城市公安局", "张先生 027-8888 3003"),
            ("江城市城管局环卫车辆采购项目", "JCZC-2024-018", "910万元", "江城市城市管理局", "刘先生 027-8888 4004"),
            ("江城市图书馆图书采购项目", "JCZC-2024-019", "88万元", "江城市图书馆", "陈女士 027-8888 5005"),
            ("江城市第一人民医院CT设备采购项目（二次）", "JCZC-2024-015-2", "680万元", "江城市第一人民医院", "王先生 027-8888 1001")]
    out = []
    for i, (name, no, amt, buyer, ct) in enumerate(proj):
        body = (f"<p><strong>项目概况</strong></p><p>{name}的潜在投标人应在江城市公共资源交易中心网站获取招标文件，并于2024年4月{8 + i}日9点30分（北京时间）前递交投标文件。</p>"
                f"<p><strong>一、项目基本情况</strong></p><p>项目编号：{no}</p><p>项目名称：{name}</p><p>预算金额：{amt}</p>"
                "<p>本项目不接受联合体投标。</p>"
                "<p><strong>二、申请人的资格要求</strong></p><p>1.满足《中华人民共和国政府采购法》第二十二条规定；</p><p>2.落实政府采购政策需满足的资格要求：本项目专门面向中小企业采购；</p><p>3.本项目的特定资格要求：无。</p>"
                "<p><strong>三、获取招标文件</strong></p><p>时间：公告发布之日起5个工作日，每天上午9:00至12:00，下午14:00至17:00（北京时间，法定节假日除外）</p><p>地点：江城市公共资源交易中心网站</p><p>方式：网上下载</p><p>售价：0元</p>"
                "<p><strong>四、提交投标文件截止时间、开标时间和地点</strong></p><p>地点：江城市公共资源交易中心开标室（江城市民之家三楼）</p>"
                "<p><strong>五、公告期限</strong></p><p>自本公告发布之日起5个工作日。</p>"
                f"<p><strong>六、对本次招标提出询问，请按以下方式联系</strong></p><p>采购人信息：{buyer}</p><p>联系方式：{ct}</p>"
                "<p>采购代理机构：江城市政府采购中心　联系方式：027-8888 0000</p>")
        html = zh_gov("江城市公共资源交易中心", f"{name}招标公告", body, date=f"2024-03-{11 + i}", source="江城市政府采购中心", crumb="招标公告")
        out.append(P(f"{h}/jyxx/zfcg/zbgg/202403/t202403{11 + i}_{77000 + i}.html", html, f"t{i}"))
    return out


@scen("zh_gongshi_names", "事业单位 拟聘用人员公示: short tables of names; 监督电话 boilerplate")
def s15():
    h = "http://rsj.jiangcheng.gov.cn"
    lists = [("江城市教育局2024年公开招聘教师拟聘用人员公示", [["1", "王晓燕", "女", "小学语文"], ["2", "李明", "男", "小学数学"], ["3", "赵丽", "女", "初中英语"]]),
             ("江城市卫健委2024年公开招聘工作人员拟聘用人员公示", [["1", "陈刚", "男", "临床医学"], ["2", "周婷", "女", "护理"], ["3", "吴磊", "男", "医学影像"]]),
             ("江城市水务局2024年公开招聘工作人员拟聘用人员公示", [["1", "刘洋", "男", "水利工程"], ["2", "孙悦", "女", "会计"]]),
             ("江城市教育局2024年公开招聘教师拟聘用人员公示（第二批）", [["1", "黄静", "女", "小学音乐"], ["2", "杨帆", "男", "初中体育"], ["3", "何琳", "女", "小学美术"]]),
             ("江城市农业农村局2024年公开招聘工作人员拟聘用人员公示", [["1", "郭强", "男", "农学"], ["2", "马丽娜", "女", "植物保护"]])]
    tail = ("<p>公示期为2024年3月18日至3月22日（5个工作日）。公示期间，如对公示对象有异议，可通过来信、来电、来访等方式向江城市人力资源和社会保障局反映。"
            "反映情况要实事求是，以真实姓名反映。</p><p>监督电话：027-8765 4321</p><p>江城市人力资源和社会保障局</p><p>2024年3月18日</p>")
    out = []
    for i, (t, rows) in enumerate(lists):
        body = f"<p>根据公开招聘工作安排，经笔试、面试、体检和考察，现将拟聘用人员名单予以公示。</p>{table(['序号', '姓名', '性别', '岗位'], rows)}{tail}"
        html = zh_gov("江城市人力资源和社会保障局", t, body, date="2024-03-18", source="事业单位人事管理科", crumb="公示公告", views=100 + 17 * i)
        out.append(P(f"{h}/zwgk/gsgg/202403/t20240318_{5500 + i}.shtml", html, f"g{i}"))
    return out


@scen("zh_lecture_school", "学术讲座 预告: 题目/主讲人/时间/地点/简介; 学院 CMS; 1 copy with different 点击 count")
def s16():
    h = "https://cs.jcdx.edu.cn"
    L = [("大语言模型的推理能力评测", "张伟 教授（清华大学）", "3月12日14:30", "计算机楼A201", "介绍大语言模型推理能力的评测方法与最新进展。"),
         ("图神经网络在推荐系统中的应用", "李娜 研究员（微软亚洲研究院）", "3月14日10:00", "计算机楼A201", "介绍图神经网络在工业推荐系统中的落地实践。"),
         ("量子计算导论", "王磊 副教授（中国科学技术大学）", "3月19日14:30", "计算机楼B105", "面向本科生介绍量子比特、量子门与典型量子算法。"),
         ("软件供应链安全", "陈静 高级工程师（奇安信）", "3月21日15:00", "计算机楼A201", "分析开源软件供应链攻击案例与防护手段。"),
         ("大语言模型的安全对齐", "赵强 教授（北京大学）", "3月26日14:30", "计算机楼A201", "介绍大语言模型安全对齐的方法与挑战。")]
    out = []
    for i, (t, who, when, where, abs_) in enumerate(L):
        for clicks in ([215, 236] if i == 1 else [90 + i]):
            body = f"<p>讲座题目：{t}</p><p>主讲人：{who}</p><p>时间：{when}</p><p>地点：{where}</p><p>内容简介：{abs_}</p><p>欢迎广大师生参加！</p>"
            html = zh_school("江城大学计算机学院", f"学术讲座：{t}", body, date=f"2024-03-{5 + i:02d}", author="科研办", clicks=clicks, crumb="学术讲座")
            u = f"{h}/info/1055/{8800 + i}.htm" + ("" if clicks in (215, 90 + i) else "?from=home")
            out.append(P(u, html, f"lec{i}"))
    return out


@scen("zh_recruit_corp", "企业 人才招聘: 岗位职责/任职要求 short; about + contact sidebar")
def s17():
    h = "https://www.hzxinda.com"
    jobs = [("嵌入式软件工程师", ["负责传感器固件开发", "参与硬件联调"], ["本科及以上学历", "熟悉C语言和RTOS", "3年以上经验"], "杭州"),
            ("嵌入式软件工程师（西安）", ["负责传感器固件开发", "参与硬件联调"], ["本科及以上学历", "熟悉C语言和RTOS", "3年以上经验"], "西安"),
            ("前端开发工程师", ["负责云平台前端开发"], ["本科及以上学历", "熟悉Vue或React", "2年以上经验"], "杭州"),
            ("销售经理", ["负责华东区域客户开发", "完成销售目标"], ["大专及以上学历", "有工业品销售经验优先"], "上海"),
            ("销售经理", ["负责华南区域客户开发", "完成销售目标"], ["大专及以上学历", "有工业品销售经验优先"], "广州"),
            ("测试工程师", ["负责产品功能测试"], ["本科及以上学历", "熟悉自动化测试"], "杭州")]
    out = []
    for i, (t, duty, req, city) in enumerate(jobs):
        body = (f"<p>工作地点：{city}　招聘人数：2人　发布日期：2024-03-0{i + 1}</p><h3>岗位职责</h3>{ul(*duty)}<h3>任职要求</h3>{ul(*req)}"
                "<p>简历投递：hr@hzxinda.com（邮件标题请注明应聘岗位+姓名）</p>")
        html = zh_corp("杭州信达科技有限公司", t, body, crumb="人才招聘")
        out.append(P(f"{h}/job/{120 + i}.html", html, f"j{i}"))
    return out


@scen("zh_corp_news_gbk", "企业 新闻中心 GBK, HTTP charset gbk given; short news + 上一篇/下一篇; 1 copy under mobile URL")
def s18():
    h = "http://www.jchuagong.com"
    news = [("公司召开2024年安全生产工作会议", "3月1日，公司召开2024年安全生产工作会议，总结2023年安全生产工作，部署2024年重点任务。各车间主任参加会议。"),
            ("公司顺利通过ISO14001环境管理体系复审", "2月26日至27日，认证机构专家组对公司环境管理体系进行复审，公司顺利通过审核。"),
            ("公司开展春节慰问困难职工活动", "春节前夕，公司工会走访慰问困难职工12户，送去慰问金和年货。"),
            ("公司召开2024年党风廉政建设工作会议", "3月5日，公司召开2024年党风廉政建设工作会议，总结2023年工作，部署2024年任务。各部门负责人参加会议。"),
            ("公司组织开展消防应急演练", "3月8日，公司组织开展消防应急演练，200余名员工参加，提升了应急处置能力。")]
    about = "江城化工股份有限公司始建于1958年，是国家重点化工企业，主要生产氯碱、有机硅和精细化学品，年销售收入超过50亿元。"
    out = []
    for i, (t, b) in enumerate(news):
        html = zh_corp("江城化工", t, f"<p>{b}</p>", date=f"2024-03-0{i + 1}", charset="gbk", about=about,
                       contact="电话：0716-8123456　地址：江城市化工大道1号")
        out.append(P(f"{h}/news/show.asp?id={300 + i}", html, f"cn{i}", "gbk", charset="gbk"))
    out.append(P(f"{h}/m/news/show.asp?id=300", out[0].html, "cn0", "gbk"))
    return out


@scen("zh_gov_short_notices", "区政府 通知: very short bodies (one sentence + 附件), heavy footer; 1 copy with 浏览次数 changed")
def s19():
    h = "http://www.jcxq.gov.cn"
    n = [("关于公布2024年区级行政许可事项清单的通知", "现将《2024年区级行政许可事项清单》予以公布，请遵照执行。", "附件：2024年区级行政许可事项清单.xlsx"),
         ("关于公布2024年区级行政处罚事项清单的通知", "现将《2024年区级行政处罚事项清单》予以公布，请遵照执行。", "附件：2024年区级行政处罚事项清单.xlsx"),
         ("关于公布2024年区级公共服务事项清单的通知", "现将《2024年区级公共服务事项清单》予以公布，请遵照执行。", "附件：2024年区级公共服务事项清单.xlsx"),
         ("关于印发《西区2024年政务公开工作要点》的通知", "现将《西区2024年政务公开工作要点》印发给你们，请结合实际认真贯彻落实。", "附件：西区2024年政务公开工作要点.pdf"),
         ("关于印发《西区2024年优化营商环境工作方案》的通知", "现将《西区2024年优化营商环境工作方案》印发给你们，请结合实际认真贯彻落实。", "附件：西区2024年优化营商环境工作方案.pdf")]
    out = []
    for i, (t, b, att) in enumerate(n):
        for views in ([301, 355] if i == 0 else [120 + i]):
            body = f"<p>各街道办事处，区政府各部门：</p><p>{b}</p><p>{att}</p><p style='text-align:right'>江城市西区人民政府办公室</p><p style='text-align:right'>2024年3月{i + 4}日</p>"
            html = zh_gov("江城市西区人民政府", t, body, date=f"2024-03-{i + 4:02d}", source="区政府办公室", views=views, crumb="通知公告")
            u = f"{h}/zwgk/tzgg/202403/t2024030{i + 4}_{1200 + i}.html" + ("?v=2" if views == 355 else "")
            out.append(P(u, html, f"gn{i}"))
    return out


@scen("zh_photo_news", "图片新闻 pages: one photo + one-line 图说; 学校 CMS")
def s20():
    h = "https://news.jcdx.edu.cn"
    ph = [("春日珞珈樱花烂漫", "3月中旬，校园樱花盛开，吸引众多师生驻足观赏。"),
          ("图书馆夜读", "期末临近，图书馆自习室座无虚席。"),
          ("运动会开幕", "第六十届田径运动会在东区体育场开幕。"),
          ("新生报到", "2023级新生在志愿者引导下办理入学手续。"),
          ("毕业典礼", "2023届毕业典礼在体育馆隆重举行。"),
          ("雪后校园", "一场大雪过后，校园银装素裹。")]
    out = []
    for i, (t, c) in enumerate(ph):
        body = f'<p style="text-align:center"><img src="/__local/{i}.jpg" width="600"></p><p>{c}</p><p>（摄影：宣传部 王{["强","丽","军","敏","杰","芳"][i]}）</p>'
        html = zh_school("江城大学新闻网", t, body, date=f"2024-0{1 + i % 6}-1{i}", author="党委宣传部", crumb="图片新闻")
        out.append(P(f"{h}/info/1003/{6600 + i}.htm", html, f"ph{i}"))
    return out


@scen("zh_bidresult_gongshi", "中标结果公示: near-identical template, differ in 中标人/金额; GBK given via HTTP header")
def s21():
    h = "http://www.jcjyzx.com"
    R = [("江城市滨江路道路改造工程", "江城路桥建设有限公司", "2,356.78万元", "赵建国"),
         ("江城市滨江路排水管网工程", "江城市政工程有限公司", "1,102.30万元", "钱卫东"),
         ("江城市第三中学教学楼改造工程", "江城建工集团有限公司", "856.40万元", "孙志刚"),
         ("江城市滨江路绿化提升工程", "江城园林绿化有限公司", "412.15万元", "李晓梅"),
         ("江城市第五中学运动场改造工程", "江城建工集团有限公司", "398.60万元", "孙志刚")]
    out = []
    for i, (p, w, amt, pm) in enumerate(R):
        body = ("<p>一、项目名称：" + p + "</p><p>二、招标人：江城市城市建设投资有限公司</p>"
                "<p>三、中标候选人公示：</p>" + table(["排名", "中标候选人", "投标报价", "项目经理"], [["第一名", w, amt, pm]]) +
                "<p>四、公示期：2024年3月12日至2024年3月14日。</p><p>投标人或者其他利害关系人对依法必须进行招标的项目的评标结果有异议的，应当在中标候选人公示期间提出。</p>"
                "<p>五、联系方式：招标人 江城市城市建设投资有限公司 027-8123 0000；招标代理 江城建设咨询有限公司 027-8123 9999</p>")
        html = zh_gov("江城市建设工程交易中心", p + "中标候选人公示", body, date="2024-03-12", source="交易中心", charset="gbk", crumb="中标公示")
        out.append(P(f"{h}/zbgs/{2024031200 + i}.htm", html, f"bid{i}", "gbk", charset="gbk"))
    return out


@scen("zh_spa_ssr", "Vue SSR shell (Nuxt): 公众号 style articles; __NUXT__ state; short posts + 关注我们 pitch")
def s22():
    h = "https://www.xiaoyuanbang.cn"
    posts = [("考研复试时间线汇总", "各高校考研复试将于3月下旬陆续开始，请同学们关注目标院校研究生院官网。"),
             ("四六级成绩查询入口", "2023年12月四六级考试成绩已于2月26日公布，可登录中国教育考试网查询。"),
             ("计算机二级报名时间", "2024年3月计算机等级考试报名已结束，考试时间为3月23日至25日。"),
             ("教师资格证面试报名", "2024年上半年中小学教师资格面试报名时间为4月18日至21日。"),
             ("普通话测试报名", "本学期普通话水平测试报名将于3月20日开始，名额有限。")]
    out = []
    for i, (t, b) in enumerate(posts):
        html = f"""<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>{t} - 校园帮</title></head>
<body><div id="__nuxt"><div id="__layout"><div class="app"><header class="hd"><a href="/">校园帮</a><nav><a href="/kaoyan">考研</a><a href="/kaoshi">考试</a><a href="/app">下载APP</a></nav></header>
<div class="article"><h1 class="article-title">{t}</h1><div class="meta">校园帮编辑部 · 2024-03-{10 + i}</div><div class="rich-text"><p>{b}</p></div></div>
<div class="follow">关注“校园帮”微信公众号，第一时间获取考试资讯。扫码下载校园帮APP，海量真题免费刷。</div>
<footer>© 2024 校园帮 京ICP备20001234号</footer></div></div></div>
<script>window.__NUXT__={{layout:"default",data:[{{post:{{id:{500 + i},title:"{t}"}}}}],state:{{}}}}</script></body></html>"""
        out.append(P(f"{h}/p/{500 + i}", html, f"xy{i}"))
    return out


@scen("zh_lecture_gbk_table", "老式 table 布局 学院 讲座/会议 通知 GBK; very thin")
def s23():
    h = "http://www.jcdx-wy.edu.cn"
    L = [("英语角活动通知", "本周四晚7点在外语楼前广场举行英语角活动，欢迎参加。"),
         ("日语角活动通知", "本周三晚7点在外语楼302举行日语角活动，欢迎参加。"),
         ("法语角活动通知", "本周二晚7点在外语楼305举行法语角活动，欢迎参加。"),
         ("英语演讲比赛通知", "第十届英语演讲比赛初赛将于4月10日在外语楼报告厅举行。"),
         ("翻译比赛通知", "第五届笔译大赛报名即日起开始，截止4月1日。")]
    out = []
    for i, (t, b) in enumerate(L):
        html = f"""<html><head><meta http-equiv="Content-Type" content="text/html; charset=gb2312"><title>{t}</title></head>
<body bgcolor="#ffffff"><table width="778" border="0" align="center" cellpadding="0" cellspacing="0">
<tr><td><img src="images/top.jpg" width="778" height="120"></td></tr>
<tr><td bgcolor="#336699" height="25"><a href="/">首页</a> | <a href="/xygk">学院概况</a> | <a href="/jxgl">教学管理</a> | <a href="/xsgz">学生工作</a></td></tr>
<tr><td><table width="100%"><tr><td width="180" valign="top">学院通知<br>学院新闻<br>下载专区</td>
<td valign="top"><p align="center"><b>{t}</b></p><p>发布时间：2024-03-0{i + 1}</p><p>{b}</p><p align="right">外国语学院团委</p></td></tr></table></td></tr>
<tr><td align="center">江城大学外国语学院 版权所有<br>地址：江城大学外语楼 电话：027-6875 1234</td></tr></table></body></html>"""
        out.append(P(f"{h}/news_view.asp?id={40 + i}", html, f"wy{i}", None, charset="gbk"))
    return out


@scen("zh_library_hours", "图书馆 各分馆开放时间: table of times almost identical; 1 通知 copy at two URLs")
def s24():
    h = "https://lib.jcdx.edu.cn"
    base = [["周一至周五", "8:00-22:00"], ["周六、周日", "9:00-21:00"], ["法定节假日", "另行通知"]]
    B = [("总馆开放时间", base, "总馆一楼服务台 027-6875 2000"),
         ("医学分馆开放时间", [["周一至周五", "8:00-22:00"], ["周六、周日", "9:00-17:00"], ["法定节假日", "闭馆"]], "医学分馆服务台 027-6875 2100"),
         ("工学分馆开放时间", [["周一至周五", "8:00-22:30"], ["周六、周日", "9:00-21:00"], ["法定节假日", "另行通知"]], "工学分馆服务台 027-6875 2200"),
         ("信息分馆开放时间", base, "信息分馆服务台 027-6875 2300"),
         ("寒假期间开放时间安排", [["1月15日-2月4日", "9:00-17:00"], ["2月5日-2月17日", "闭馆"], ["2月18日起", "恢复正常"]], "总馆一楼服务台 027-6875 2000")]
    out = []
    for i, (t, rows, ct) in enumerate(B):
        body = table(["时间", "开放时段"], rows) + f"<p>咨询电话：{ct}</p><p>温馨提示：入馆请刷校园卡，请勿携带食物进入阅览区。</p>"
        html = zh_school("江城大学图书馆", t, body, date="2024-02-20", author="流通部", crumb="开放时间")
        out.append(P(f"{h}/info/1100/{700 + i}.htm", html, f"lh{i}"))
    out.append(P(f"{h}/bggk/kfsj.htm", out[0].html, "lh0"))
    return out


# --- scen_c.py ------------------------------------------------------------


def docs(site, title, body, *, version="v3.2", sidebar=("Installation", "Configuration", "API Reference", "Changelog")):
    sb = "".join(f'<li class="toctree-l1"><a class="reference internal" href="#">{s}</a></li>' for s in sidebar)
    return f"""<!DOCTYPE html><html><head><meta charset="utf-8"><title>{title} — {site} {version} documentation</title></head>
<body class="wy-body-for-nav"><div class="wy-grid-for-nav"><nav data-toggle="wy-nav-shift" class="wy-nav-side"><div class="wy-side-scroll">
<div class="wy-side-nav-search"><a href="/" class="icon icon-home">{site}</a><div class="version">{version}</div></div>
<div class="wy-menu wy-menu-vertical" role="navigation"><ul>{sb}</ul></div></div></nav>
<section data-toggle="wy-nav-shift" class="wy-nav-content-wrap"><div class="wy-nav-content"><div class="rst-content">
<div role="navigation" aria-label="breadcrumbs navigation"><ul class="wy-breadcrumbs"><li><a href="/">Docs</a> »</li><li>{title}</li></ul></div>
<div role="main" class="document" itemscope="itemscope"><div itemprop="articleBody"><div class="section" id="s"><h1>{title}</h1>{body}</div></div></div>
<footer><div role="contentinfo"><p>© Copyright 2019-2024, The {site} Developers.</p></div>
Built with <a href="https://www.sphinx-doc.org/">Sphinx</a> using a theme provided by <a href="https://readthedocs.org">Read the Docs</a>.</footer>
</div></div></section></div></body></html>"""


@scen("changelog_release_notes", "Sphinx docs: per-version release notes, short bullet lists, many shared bullet phrasings")
def s25():
    h = "https://docs.fluxkit.dev"
    rel = [("3.2.1", ["Fixed a crash when the config file is empty.", "Fixed <code>--verbose</code> being ignored by the <code>sync</code> command."]),
           ("3.2.0", ["Added the <code>fluxkit doctor</code> command.", "Added support for Python 3.12.", "Dropped support for Python 3.7."]),
           ("3.1.2", ["Fixed a crash when the cache directory is read-only."]),
           ("3.1.1", ["Fixed a crash when the config file has a BOM."]),
           ("3.1.0", ["Added support for Python 3.11.", "Added the <code>--dry-run</code> flag to <code>sync</code>."]),
           ("3.0.1", ["Fixed a regression in 3.0.0 where <code>sync</code> ignored <code>.fluxignore</code>."])]
    out = []
    for i, (v, items) in enumerate(rel):
        body = f"<p>Released {['2024-03-02','2024-02-20','2024-01-11','2023-12-19','2023-12-01','2023-10-09'][i]}.</p>{ul(*items)}"
        out.append(P(f"{h}/en/latest/changes/{v}.html", docs("FluxKit", f"FluxKit {v}", body), f"v{i}"))
    out.append(P(f"{h}/en/stable/changes/3.2.1.html", out[0].html, "v0"))
    return out


@scen("docs_stubs", "API reference stubs: signature + one-line description; some literally 'TODO' (labelled distinct: different function)")
def s26():
    h = "https://pyquanta.readthedocs.io"
    fns = [("quanta.load", "load(path, *, lazy=False)", "Load a dataset from <em>path</em>."),
           ("quanta.save", "save(obj, path, *, compress=True)", "Save <em>obj</em> to <em>path</em>."),
           ("quanta.merge", "merge(left, right, on=None)", "Merge two datasets on a key column."),
           ("quanta.split", "split(ds, fraction=0.8, seed=None)", "Split a dataset into train and test parts."),
           ("quanta.describe", "describe(ds)", "This page is a stub. Help us improve it on GitHub."),
           ("quanta.plot", "plot(ds, kind='line')", "This page is a stub. Help us improve it on GitHub.")]
    out = []
    for i, (n, sig, d) in enumerate(fns):
        body = f'<dl class="py function"><dt class="sig sig-object py" id="{n}"><span class="sig-prename">quanta.</span><span class="sig-name">{sig}</span></dt><dd><p>{d}</p></dd></dl>'
        out.append(P(f"{h}/en/latest/api/{n}.html", docs("PyQuanta", n, body, version="1.4"), f"d{i}"))
    return out


@scen("error_and_login_pages", "Drupal site: 404 at 2 URLs and login at 2 ?destination URLs (true copies), plus 3 thin news items")
def s27():
    h = "https://www.greenvalleycoop.org"
    foot = "<p>Green Valley Food Co-op · 230 Orchard St · Open 7am-9pm daily</p>"
    blk = [("Member benefits", "<p>Members save 10% on the first Tuesday of every month. Join today for $25.</p>")]
    nf = "<p>The requested page could not be found.</p>"
    login = '<form id="user-login-form"><label>Username</label><input name="name"><label>Password</label><input type="password" name="pass"><input type="submit" value="Log in"></form><p>Forgot your password? Reset it here.</p>'
    out = [P(f"{h}/old-page", drupal("Green Valley Co-op", "Page not found", nf, node_type="page", blocks=blk, footer=foot), "404"),
           P(f"{h}/events/2019/picnic", drupal("Green Valley Co-op", "Page not found", nf, node_type="page", blocks=blk, footer=foot), "404"),
           P(f"{h}/user/login?destination=/node/12", drupal("Green Valley Co-op", "Log in", login, node_type="page", blocks=blk, footer=foot), "login"),
           P(f"{h}/user/login?destination=/node/40", drupal("Green Valley Co-op", "Log in", login, node_type="page", blocks=blk, footer=foot), "login")]
    news = [("Board election results", "Members elected Ana Ruiz, Ben Cho and Kate Miles to the board for three-year terms."),
            ("New bulk section opens", "Our expanded bulk section now has 120 bins of grains, beans, nuts and spices."),
            ("Annual meeting April 20", "The annual member meeting is Saturday April 20 at 10am in the community room.")]
    for i, (t, b) in enumerate(news):
        out.append(P(f"{h}/news/{i}", drupal("Green Valley Co-op", t, f"<p>{b}</p>", blocks=blk, footer=foot), f"gn{i}"))
    return out


@scen("staff_profiles", "University faculty profile pages: name, title, email, office, 1-line research; dept contact block")
def s28():
    h = "https://physics.westbrook.edu"
    ppl = [("Dr. Helen Park", "Associate Professor", "hpark@westbrook.edu", "Science Hall 312", "Condensed matter theory; topological insulators."),
           ("Dr. Samuel Okafor", "Assistant Professor", "sokafor@westbrook.edu", "Science Hall 318", "Experimental particle physics; detector design."),
           ("Dr. Maria Lindqvist", "Professor", "mlindqvist@westbrook.edu", "Science Hall 301", "Astrophysics; galaxy formation."),
           ("Dr. Rahul Mehta", "Lecturer", "rmehta@westbrook.edu", "Science Hall 120", "Physics education."),
           ("Dr. Jing Wu", "Assistant Professor", "jwu@westbrook.edu", "Science Hall 320", "Condensed matter experiment; 2D materials."),
           ("Tom Brennan", "Lab Manager", "tbrennan@westbrook.edu", "Science Hall B04", "")]
    dept = "Department of Physics, Westbrook University, 500 College Ave, Westbrook, OH 44000. Phone 555-0300. physics@westbrook.edu"
    out = []
    for i, (n, t, e, o, r) in enumerate(ppl):
        body = (f'<div class="profile"><img src="/people/{i}.jpg" alt="{n}"><p class="title">{t}</p>'
                f"<p>Email: <a href='mailto:{e}'>{e}</a></p><p>Office: {o}</p>" + (f"<p>Research interests: {r}</p>" if r else "") + "</div>")
        out.append(P(f"{h}/people/{e.split('@')[0]}", drupal("Westbrook Physics", n, body, node_type="person",
                   blocks=[("Contact", f"<p>{dept}</p>")], footer="<p>© Westbrook University</p>"), f"pp{i}"))
    return out


@scen("old_table_club_site", "1999-style table site: model railway club meeting reports, thin; footer with webmaster + counter")
def s29():
    h = "http://www.brightonmrc.org.uk"
    m = [("January Meeting", "Twelve members attended. John showed his new GWR Castle class locomotive. The layout was extended by two boards."),
         ("February Meeting", "Nine members attended. Peter gave a talk on weathering wagons. Subs for the year are now due."),
         ("March Meeting", "Fourteen members attended. The club voted to exhibit at the Hove show in May."),
         ("April Meeting", "Eleven members attended. Work continued on the station building for the layout."),
         ("May Meeting", "The club exhibited at the Hove show. Thanks to everyone who helped set up the layout.")]
    out = []
    for i, (t, b) in enumerate(m):
        foot = f"Webmaster: Dave Collins. Last updated 0{i + 1}/06/2003. You are visitor number {1200 + 37 * i}."
        html = table_site("Brighton Model Railway Club", t, f"<P>{b}</P><P>We meet on the first Thursday of every month at 7.30pm in St Luke's Hall. New members welcome!</P>", footer=foot)
        out.append(P(f"{h}/meet{i + 1}.htm", html, f"mr{i}", None, charset="latin-1"))
    out.append(P(f"{h}/Meet1.htm", out[0].html.replace(b"visitor number 1200", b"visitor number 1274"), "mr0"))
    return out


@scen("bootstrap_event_cards", "Events detail pages (Bootstrap): date, venue, price; recurring weekly event with different dates")
def s30():
    h = "https://www.maplehallarts.org"
    ev = [("Open Mic Night", "Thursday, March 7, 2024 · 7:00 PM", "Free", "Sign up at the door from 6:30. Ten-minute slots."),
          ("Open Mic Night", "Thursday, March 14, 2024 · 7:00 PM", "Free", "Sign up at the door from 6:30. Ten-minute slots."),
          ("Watercolor Workshop", "Saturday, March 9, 2024 · 10:00 AM", "$35", "All materials provided. Beginners welcome."),
          ("Jazz Trio: Blue Lantern", "Friday, March 15, 2024 · 8:00 PM", "$18", "Standards and originals from the Blue Lantern trio."),
          ("Pottery for Kids", "Saturday, March 16, 2024 · 1:00 PM", "$20", "Ages 6-12. Aprons provided."),
          ("Open Mic Night", "Thursday, March 21, 2024 · 7:00 PM", "Free", "Sign up at the door from 6:30. Ten-minute slots.")]
    out = []
    for i, (t, d, p, desc) in enumerate(ev):
        main = card("When", d) + card("Where", "Maple Hall, 14 Cedar St") + card("Tickets", p) + f"<p>{desc}</p>"
        html = bootstrap("Maple Hall Arts", t, main, navs=("Events", "Classes", "Rent the Hall", "Donate"),
                         aside=card("Support Maple Hall", "Maple Hall is a volunteer-run arts center. Become a member from $5 a month."),
                         footer="Maple Hall Arts Center is a 501(c)(3) nonprofit.")
        out.append(P(f"{h}/events/{2400 + i}", html, f"ev{i}"))
    return out


@scen("course_catalog", "Course catalog entries: code, title, credits, prereq, one-sentence description")
def s31():
    h = "https://catalog.lakeshore.edu"
    cs = [("CS 101", "Introduction to Programming", 3, "None", "Fundamentals of programming in Python."),
          ("CS 102", "Data Structures", 3, "CS 101", "Lists, stacks, queues, trees and hash tables."),
          ("CS 201", "Computer Organization", 3, "CS 102", "Digital logic, assembly language and memory."),
          ("CS 210", "Discrete Mathematics", 3, "MATH 120", "Logic, sets, relations, graphs and counting."),
          ("CS 301", "Algorithms", 3, "CS 102, CS 210", "Design and analysis of algorithms."),
          ("CS 399", "Independent Study", "1-3", "Instructor permission", "Independent study under faculty supervision."),
          ("CS 499", "Independent Study", "1-3", "Instructor permission", "Independent study under faculty supervision.")]
    note = "Course offerings are subject to change. Consult the Schedule of Classes for the current term."
    out = []
    for i, (c, t, cr, pre, d) in enumerate(cs):
        body = f'<div class="courseblock"><p class="courseblocktitle"><strong>{c}. {t}. {cr} Credits.</strong></p><p class="courseblockdesc">{d}</p><p>Prerequisite: {pre}</p></div><p class="note">{note}</p>'
        out.append(P(f"{h}/courses/{c.replace(' ', '').lower()}", drupal("Lakeshore College Catalog", f"{c}: {t}", body, node_type="course", footer="<p>Lakeshore College</p>"), f"cs{i}"))
    return out


@scen("obituaries", "Funeral home obituaries: name, dates, 2 sentences, service details; condolence pitch")
def s32():
    h = "https://www.hendersonfuneralhome.com"
    ob = [("Margaret Ann Kowalski", "1938 - 2024", "Margaret passed away peacefully on March 2. She taught third grade for 31 years.", "Saturday, March 9 at 11am, St. Stanislaus Church"),
          ("Robert James Kowalski", "1935 - 2024", "Robert passed away peacefully on March 5. He served in the Navy and worked at the mill for 40 years.", "Saturday, March 9 at 11am, St. Stanislaus Church"),
          ("Dorothy Mae Fields", "1929 - 2024", "Dorothy passed away on March 1 at home. She loved her garden and her church choir.", "Wednesday, March 6 at 2pm, First Baptist Church"),
          ("William Henry Tate", "1950 - 2024", "Bill passed away on February 27. He was a volunteer firefighter for 25 years.", "Monday, March 4 at 10am, Henderson Chapel"),
          ("Linda Sue Carter", "1961 - 2024", "Linda passed away on March 3 after a brief illness. She was a nurse at County Hospital.", "Friday, March 8 at 1pm, Henderson Chapel")]
    out = []
    for i, (n, y, b, s) in enumerate(ob):
        main = f'<p class="years">{y}</p><p>{b}</p><p>Services: {s}.</p><p>In lieu of flowers, donations may be made to the American Heart Association.</p>'
        html = wp("Henderson Funeral Home", n, main, cats="Obituaries",
                  after='<div class="condolences"><h3>Leave a condolence</h3><p>Share a memory or send a message of sympathy to the family.</p></div>',
                  footer="Henderson Funeral Home · Family owned since 1952 · 555-0160")
        out.append(P(f"{h}/obituary/{n.lower().replace(' ', '-')}", html, f"ob{i}"))
    return out


@scen("forum_short_threads", "phpBB-ish short help threads: one question + one answer; signature and forum rules repeated")
def s33():
    h = "https://forum.homebrewtalk.example.com"
    th = [("Fermentation stuck at 1.020?", "My IPA has been at 1.020 for five days. Should I add more yeast?", "Try warming it up to 20C and gently rousing the yeast first."),
          ("Fermentation stuck at 1.030?", "My stout has been at 1.030 for a week. Should I add more yeast?", "Stouts often finish high. Check with a hydrometer again in three days."),
          ("Best kettle for 5 gallon batches?", "Looking for a kettle under $150. Any recommendations?", "An 8 gallon stainless kettle with a ball valve is the sweet spot."),
          ("Is my starter infected?", "There's a white film on top of my starter. Photo attached.", "That looks like normal krausen residue, not infection."),
          ("How long to cold crash?", "How long should I cold crash a pale ale before kegging?", "Two to three days at 1-2C works well.")]
    rules = "Forum rules: be civil, search before posting, and no selling. Posts are the opinions of their authors."
    out = []
    for i, (t, q, a) in enumerate(th):
        posts = (f'<div class="post"><div class="author">brewer{i}</div><div class="content">{q}</div><div class="signature">On tap: nothing yet. Fermenting: hopefully something.</div></div>'
                 f'<div class="post"><div class="author">hopmaster</div><div class="content">{a}</div><div class="signature">Brewing since 2009. Beer is proof.</div></div>')
        html = bootstrap("HomebrewTalk Forum", t, f'<div class="rules small">{rules}</div>' + posts,
                         navs=("Forums", "Recipes", "Classifieds", "Login"), footer="Powered by phpBB® Forum Software © phpBB Limited")
        out.append(P(f"{h}/viewtopic.php?t={8800 + i}", html, f"th{i}"))
    out.append(P(f"{h}/viewtopic.php?t=8800&sid=a8f3c2d9e1b7", out[0].html, "th0"))
    return out


@scen("amp_and_print_copies", "News site: 4 articles + AMP copy + print copy + views-counter copy (all true copies)")
def s34():
    h = "https://www.valleygazette.com"
    art = [("City Council Approves New Bike Lanes", ps("The city council voted 5-2 on Tuesday to approve protected bike lanes on Main Street.",
                                                      "Construction is expected to begin in June and take about four months.",
                                                      "Opponents raised concerns about the loss of 40 parking spaces.")),
           ("High School Robotics Team Heads to State", ps("The Valley High robotics team won the regional championship on Saturday.",
                                                         "The team of twelve students will compete at the state finals in April.")),
           ("Water Main Break Closes Elm Street", ps("A water main break closed Elm Street between 3rd and 5th Avenue on Monday morning.",
                                                   "Crews expect repairs to be finished by Wednesday.")),
           ("Farmers Market Returns in May", ps("The downtown farmers market returns on May 4 with 45 vendors.",
                                              "The market runs every Saturday from 8am to 1pm through October."))]
    sub = "Support local journalism. Subscribe to the Valley Gazette for $1 a week."
    out = []
    for i, (t, b) in enumerate(art):
        out.append(P(f"{h}/news/local/{i}", wp("Valley Gazette", t, b + f'<p class="views">Views: {200 + i}</p>', cats="Local",
                   widgets=[("Subscribe", f"<p>{sub}</p>")], footer="© 2024 Valley Gazette Media"), f"a{i}"))
    t, b = art[0]
    amp = f"""<!doctype html><html ⚡ lang="en"><head><meta charset="utf-8"><title>{t} - Valley Gazette</title><link rel="canonical" href="{h}/news/local/0"></head>
<body><header class="amp-header"><a href="/">Valley Gazette</a></header><article><h1>{t}</h1><p class="byline">By Staff · March 4, 2024</p>{b}</article>
<footer><p>{sub}</p><p>© 2024 Valley Gazette Media</p></footer></body></html>"""
    out.append(P(f"{h}/news/local/0/amp", amp, "a0"))
    pr = f"<html><head><title>{t}</title></head><body onload='window.print()'><h1>{t}</h1><p>Valley Gazette · March 4, 2024</p>{b}<p>{h}/news/local/0</p></body></html>"
    out.append(P(f"{h}/news/local/0/print", pr, "a0"))
    t2, b2 = art[1]
    out.append(P(f"{h}/news/local/1?ref=home", wp("Valley Gazette", t2, b2 + '<p class="views">Views: 1,877</p>', cats="Local",
               widgets=[("Subscribe", f"<p>{sub}</p>")], footer="© 2024 Valley Gazette Media"), "a1"))
    return out


@scen("spa_noscript_fallback", "React SPA with <noscript> server fallback holding the content; recipe cards thin")
def s35():
    h = "https://www.weeknightplates.com"
    rec = [("15-Minute Garlic Noodles", "Noodles tossed in garlic butter, soy and parmesan.", "Serves 2 · 15 min"),
           ("Sheet-Pan Chicken Fajitas", "Peppers, onions and chicken roasted on one pan.", "Serves 4 · 30 min"),
           ("Black Bean Quesadillas", "Crispy tortillas with black beans, corn and cheese.", "Serves 2 · 20 min"),
           ("Lemon Garlic Salmon", "Salmon fillets baked with lemon, garlic and dill.", "Serves 2 · 20 min"),
           ("Peanut Noodle Salad", "Cold noodles with cucumber and a peanut lime dressing.", "Serves 4 · 15 min")]
    out = []
    for i, (t, d, m) in enumerate(rec):
        html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><title>{t} | Weeknight Plates</title><meta name="description" content="{d}"></head>
<body><div id="root"></div><noscript><h1>{t}</h1><p>{d}</p><p>{m}</p><p>Weeknight Plates: quick dinners for busy people. Get our free meal plan every Sunday.</p></noscript>
<script>window.__INITIAL_STATE__={{"recipe":{{"id":{i},"title":"{t}"}}}}</script><script src="/static/js/main.8c1d.js"></script></body></html>"""
        out.append(P(f"{h}/recipes/{i}", html, f"rc{i}"))
    return out


@scen("glossary_terms", "WordPress glossary: one-definition pages, 'related terms' and newsletter pitch")
def s36():
    h = "https://www.investwise.example.com"
    g = [("Dividend", "A payment a company makes to its shareholders, usually from profits."),
         ("Dividend Yield", "A company's annual dividend divided by its share price."),
         ("Bond", "A loan made by an investor to a borrower, usually a company or government."),
         ("Bond Yield", "The return an investor earns on a bond, expressed as a percentage."),
         ("Index Fund", "A fund that tracks a market index such as the S&P 500."),
         ("Expense Ratio", "The annual fee a fund charges, as a percentage of assets.")]
    out = []
    for i, (t, d) in enumerate(g):
        body = f"<p><strong>{t}</strong>: {d}</p><p>Related terms: Yield, Return, Share</p><p>This glossary is for educational purposes only and is not investment advice.</p>"
        out.append(P(f"{h}/glossary/{t.lower().replace(' ', '-')}/", wp("InvestWise", f"What Is {t}?", body, cats="Glossary",
                   widgets=[("Newsletter", "<p>Join 50,000 readers getting one money tip a week.</p>")], footer="© InvestWise"), f"gl{i}"))
    return out


@scen("product_variants_shop", "Shop product pages: same product in colours/sizes with different SKU and price")
def s37():
    h = "https://shop.northpeakgear.com"
    V = [("Trail Runner 2 Jacket - Red", "NPG-TR2-RED", "$129.00", "Red"),
         ("Trail Runner 2 Jacket - Navy", "NPG-TR2-NVY", "$129.00", "Navy"),
         ("Trail Runner 2 Jacket - Black", "NPG-TR2-BLK", "$119.00", "Black"),
         ("Summit Down Vest - Black", "NPG-SDV-BLK", "$159.00", "Black"),
         ("Ridge Fleece - Grey", "NPG-RF-GRY", "$79.00", "Grey")]
    spec = {"Trail Runner 2 Jacket": "Windproof, water-resistant shell with packable hood. 210 g.",
            "Summit Down Vest": "800-fill responsibly sourced down. Packs into its own pocket.",
            "Ridge Fleece": "Midweight recycled fleece with half-zip."}
    out = []
    for i, (t, sku, pr, c) in enumerate(V):
        base = t.split(" - ")[0]
        main = f'<p class="price h3">{pr}</p><p>Colour: {c}</p><p>SKU: {sku}</p><p>{spec[base]}</p><button class="btn btn-success">Add to cart</button>'
        out.append(P(f"{h}/products/{sku.lower()}", bootstrap("North Peak Gear", t, main, navs=("Men", "Women", "Sale"),
                   footer="Free shipping over $75. 60-day returns.", cookie="We use cookies to personalise content and ads."), f"pv{i}"))
    return out


@scen("wp_tag_archives_weekly_digest", "Weekly digest posts (newsletter archive): 3 links with one-line blurbs; overlapping items week to week")
def s38():
    h = "https://www.frontendweekly.example.dev"
    wk = [["CSS :has() is now in all browsers", "A tour of the new View Transitions API", "Why we moved off Webpack"],
          ["A tour of the new View Transitions API", "Signals are coming to every framework", "Testing with Playwright at scale"],
          ["Signals are coming to every framework", "Container queries in practice", "The state of web fonts 2024"],
          ["Container queries in practice", "Bun 1.1 released", "Astro vs Next for content sites"],
          ["Bun 1.1 released", "Node 22 ships require(esm)", "Accessibility audits on a budget"]]
    out = []
    for i, items in enumerate(wk):
        body = ul(*[f'<a href="#">{x}</a>' for x in items]) + "<p>Enjoy this issue? Forward it to a friend, or sponsor an issue.</p>"
        out.append(P(f"{h}/issues/{300 + i}/", wp("Frontend Weekly", f"Issue #{300 + i}", body, cats="Issues",
                   widgets=[("Subscribe", "<p>One email a week. No spam.</p>")], footer="© Frontend Weekly"), f"fw{i}"))
    return out


# --- scen_d.py ------------------------------------------------------------


@scen("en_city_bid_notices", "US city purchasing: Invitation to Bid pages, long standard instructions; bid no/item/date differ")
def s39():
    h = "https://www.springdale-oh.gov"
    bids = [("ITB 2024-07 Asphalt Resurfacing Program", "asphalt resurfacing of approximately 4.2 lane miles of city streets", "March 21, 2024"),
            ("ITB 2024-08 Police Patrol Vehicles", "the purchase of six (6) 2024 police-package patrol vehicles", "March 26, 2024"),
            ("ITB 2024-09 Water Meter Replacement", "furnishing and installing 1,800 radio-read water meters", "April 2, 2024"),
            ("ITB 2024-10 Janitorial Services", "janitorial services for City Hall and two fire stations for a three-year term", "April 4, 2024"),
            ("ITB 2024-11 Park Playground Equipment", "furnishing and installing playground equipment at Miller Park", "April 9, 2024")]
    std = ("Sealed bids will be received by the Purchasing Division, City of Springdale, 11700 Springfield Pike, Springdale, Ohio 45246, "
           "until 2:00 p.m. local time on the date above, at which time they will be publicly opened and read aloud.",
           "Bid documents are available on the City's bid portal. Bidders must register on the portal to receive addenda. "
           "Each bid must be accompanied by a bid guaranty in the amount of ten percent (10%) of the bid.",
           "The City reserves the right to reject any or all bids, to waive irregularities, and to award the contract in the best interest of the City. "
           "Questions must be submitted in writing to purchasing@springdale-oh.gov no later than five business days before the opening.",
           "The City of Springdale is an Equal Opportunity Employer and encourages minority- and women-owned businesses to submit bids.")
    out = []
    for i, (t, what, d) in enumerate(bids):
        body = ps(f"The City of Springdale is accepting sealed bids for {what}.", f"Bid opening: {d}, 2:00 p.m.", *std)
        out.append(P(f"{h}/bids/{t.split()[1]}", drupal("City of Springdale", t, body, node_type="bid",
                   blocks=[("Purchasing", "<p>Purchasing Division · 513-555-0105</p>")], footer="<p>City of Springdale, Ohio</p>"), f"bid{i}"))
    return out


@scen("en_public_legal_notices", "Newspaper legal notices (zoning hearing): long statutory text; applicant/address/case differ")
def s40():
    h = "https://www.countyrecord.com"
    cases = [("BZA-24-003", "Michael and Laura Brandt", "214 Oak Street", "a variance to construct a detached garage 3 feet from the side lot line"),
             ("BZA-24-004", "Sunrise Holdings LLC", "1500 Route 9", "a special exception to operate a drive-through restaurant"),
             ("BZA-24-005", "Patricia Young", "88 Hillside Drive", "a variance to construct a fence 6 feet in height in a front yard"),
             ("BZA-24-006", "First Community Church", "400 Church Street", "a variance to install an electronic message sign"),
             ("BZA-24-007", "Daniel Ortiz", "12 Pine Court", "a variance to construct a deck 10 feet from the rear lot line")]
    out = []
    for i, (c, who, addr, what) in enumerate(cases):
        body = ps("NOTICE OF PUBLIC HEARING",
                  f"Notice is hereby given that the Board of Zoning Appeals of Harmon County will hold a public hearing on Tuesday, April 2, 2024 at 7:00 p.m. "
                  f"in the Council Chambers, County Building, 100 Main Street, on application {c} filed by {who} for property located at {addr}, requesting {what}.",
                  "All interested persons may appear and be heard. The application and related documents are available for inspection at the Planning Office "
                  "during regular business hours, Monday through Friday, 8:00 a.m. to 4:30 p.m. Persons with disabilities requiring accommodation should "
                  "contact the Planning Office at least 48 hours before the hearing.",
                  "Harmon County Board of Zoning Appeals. Publish: March 15, 2024")
        out.append(P(f"{h}/legal-notices/{7700 + i}", wp("County Record", f"Notice of Public Hearing {c}", body, cats="Legal Notices",
                   widgets=[("Place a notice", "<p>To place a legal notice call 555-0111 or email legals@countyrecord.com.</p>")],
                   footer="© County Record Publishing"), f"ln{i}"))
    return out


@scen("zh_admin_penalty", "行政处罚决定书 公示: long standard legal text; party/fact/amount differ")
def s41():
    h = "http://scjgj.jiangcheng.gov.cn"
    C = [("江城市某某餐饮管理有限公司", "江市监处罚〔2024〕12号", "未按规定公示食品经营许可证", "警告，并处罚款2000元"),
         ("江城市某某便利店", "江市监处罚〔2024〕13号", "销售超过保质期的食品", "没收违法所得356元，并处罚款5000元"),
         ("江城市某某药房有限公司", "江市监处罚〔2024〕14号", "未凭处方销售处方药", "警告，并处罚款3000元"),
         ("江城市某某眼镜店", "江市监处罚〔2024〕15号", "使用未经检定的计量器具", "责令改正，并处罚款1000元"),
         ("江城市某某超市有限公司", "江市监处罚〔2024〕16号", "销售标签不符合规定的预包装食品", "没收违法所得120元，并处罚款2000元")]
    out = []
    for i, (who, no, fact, pen) in enumerate(C):
        body = (f"<p>{no}</p><p>当事人：{who}</p><p>经查，当事人存在{fact}的违法行为。</p>"
                "<p>当事人的上述行为违反了相关法律法规的规定。本局依据《中华人民共和国行政处罚法》及相关法律法规的规定，"
                "结合当事人的违法事实、性质、情节和社会危害程度，作出如下行政处罚决定：</p>"
                f"<p>{pen}。</p>"
                "<p>当事人应当自收到本处罚决定书之日起十五日内，持本处罚决定书到指定银行缴纳罚没款。逾期不缴纳的，本局将依法每日按罚款数额的百分之三加处罚款。</p>"
                "<p>当事人如不服本处罚决定，可以在收到本处罚决定书之日起六十日内向江城市人民政府申请行政复议，也可以在六个月内依法向江城市西区人民法院提起行政诉讼。"
                "申请行政复议或者提起行政诉讼期间，本处罚决定不停止执行。</p><p>江城市市场监督管理局</p><p>2024年3月8日</p>")
        out.append(P(f"{h}/xzcf/202403/t20240308_{900 + i}.html", zh_gov("江城市市场监督管理局", f"{who}行政处罚决定书", body,
                   date="2024-03-08", source="执法稽查局", crumb="行政处罚"), f"xc{i}"))
    return out


@scen("zh_corp_products", "企业站 产品中心: 参数 table + sidebar 关于我们/联系我们; models differ")
def s42():
    h = "https://www.hzxinda.com"
    prods = [("XD-200压力变送器", [["量程", "0-10MPa"], ["精度", "0.5%FS"], ["输出", "4-20mA"]]),
             ("XD-300压力变送器", [["量程", "0-40MPa"], ["精度", "0.25%FS"], ["输出", "4-20mA"]]),
             ("XD-T100温度变送器", [["量程", "-50-200℃"], ["精度", "0.5%FS"], ["输出", "RS485"]]),
             ("XD-L50液位计", [["量程", "0-5m"], ["精度", "0.5%FS"], ["输出", "4-20mA"]]),
             ("XD-F20流量计", [["口径", "DN20"], ["精度", "1%"], ["输出", "脉冲"]])]
    out = []
    for i, (t, rows) in enumerate(prods):
        body = table(["参数", "数值"], rows) + "<p>如需选型帮助，请联系我们的技术支持。</p>"
        out.append(P(f"{h}/product/{i + 10}.html", zh_corp("杭州信达科技有限公司", t, body, crumb="产品中心"), f"pd{i}"))
    return out


@scen("zh_corp_jobs_samecity", "企业站 招聘 (short numbered <p> lines) with same titles in different cities")
def s43():
    h = "https://www.jcjixie.com"
    J = [("销售工程师", "上海", "华东"), ("销售工程师", "广州", "华南"), ("销售工程师", "成都", "西南"),
         ("机械设计工程师", "江城", "总部"), ("电气工程师", "江城", "总部")]
    about = "江城机械制造有限公司创建于1995年，专业生产数控机床及自动化生产线，产品远销东南亚、中东等30多个国家和地区。"
    out = []
    for i, (t, city, reg) in enumerate(J):
        body = (f"<p>工作地点：{city}</p><p><strong>岗位职责：</strong></p><p>1、负责{reg}区域客户开发与维护；</p><p>2、完成公司下达的销售任务；</p>"
                "<p><strong>任职要求：</strong></p><p>1、机械或自动化相关专业大专以上学历；</p><p>2、两年以上工业品销售经验。</p>") if "销售" in t else (
               f"<p>工作地点：{city}</p><p><strong>岗位职责：</strong></p><p>1、负责{t[:2]}方案设计；</p><p>2、配合生产调试；</p>"
               "<p><strong>任职要求：</strong></p><p>1、相关专业本科以上学历；</p><p>2、熟练使用CAD软件。</p>")
        out.append(P(f"{h}/jobs/{i + 1}.html", zh_corp("江城机械", t, body, crumb="人才招聘", about=about,
                   contact="电话：027-8456 0000　邮箱：hr@jcjixie.com<br>地址：江城市经济开发区工业大道18号"), f"jb{i}"))
    return out


@scen("en_corp_jobs_sidebar", "English corporate careers pages: sidebar About us + Contact us; same title different city")
def s44():
    h = "https://www.brightlinelogistics.com"
    about = ("Brightline Logistics is a family-owned freight company founded in 1987. We operate 40 terminals across the Midwest "
             "and move more than 2 million shipments a year.")
    contact = "Brightline Logistics HQ<br>4500 Commerce Drive, Columbus, OH 43219<br>Phone: 614-555-0188<br>careers@brightlinelogistics.com"
    J = [("CDL-A Driver", "Columbus, OH"), ("CDL-A Driver", "Indianapolis, IN"), ("CDL-A Driver", "Louisville, KY"),
         ("Dock Supervisor", "Columbus, OH"), ("Diesel Technician", "Dayton, OH")]
    out = []
    for i, (t, city) in enumerate(J):
        body = (f"<p><strong>Location:</strong> {city}</p><p><strong>Schedule:</strong> Full time</p>"
                "<p><strong>What you'll do:</strong></p><p>- Safely operate company equipment</p><p>- Complete pre-trip inspections</p>"
                "<p><strong>What you need:</strong></p><p>- Valid license for the role</p><p>- Clean driving record</p>")
        html = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><title>{t} - {city} | Brightline Logistics</title></head><body>
<div class="header"><a class="logo" href="/">Brightline Logistics</a><ul class="nav"><li><a href="/">Home</a></li><li><a href="/services">Services</a></li><li><a href="/careers">Careers</a></li><li><a href="/contact">Contact</a></li></ul></div>
<div class="wrap"><div class="sidebar"><div class="side-box"><h3>About Us</h3><p>{about}</p></div><div class="side-box"><h3>Contact Us</h3><p>{contact}</p></div></div>
<div class="content"><div class="crumbs">Home &gt; Careers</div><div class="job-detail"><h1>{t}</h1><div class="meta">Posted March {i + 1}, 2024</div><div class="job-body">{body}</div></div></div></div>
<div class="footer">Copyright © 2024 Brightline Logistics. All rights reserved.</div></body></html>"""
        out.append(P(f"{h}/careers/{300 + i}", html, f"cj{i}"))
    return out


@scen("zh_scholarship_gongshi", "学院 奖学金公示: name lists differ, long 公示 instructions; VSB")
def s45():
    h = "https://xg.jcdx.edu.cn"
    L = [("2023-2024学年国家奖学金拟推荐名单公示", ["张三（计算机学院）", "李四（外国语学院）", "王五（机械学院）"]),
         ("2023-2024学年国家励志奖学金拟推荐名单公示", ["赵六（计算机学院）", "钱七（化学学院）", "孙八（物理学院）", "周九（机械学院）"]),
         ("2023-2024学年校长奖学金拟推荐名单公示", ["吴十（医学院）", "郑一（法学院）"]),
         ("2023-2024学年优秀学生干部拟推荐名单公示", ["冯二（计算机学院）", "陈三（外国语学院）", "褚四（医学院）"])]
    std = ("<p>经个人申请、学院评审，学校学生资助工作领导小组审核，现将拟推荐名单予以公示，公示期为5个工作日。"
           "如有异议，请在公示期内以书面形式向学生工作部（处）反映，反映情况须实事求是，并署真实姓名。</p>"
           "<p>联系电话：027-6875 3000　联系地点：行政楼305室</p><p>学生工作部（处）</p><p>2024年3月15日</p>")
    out = []
    for i, (t, names) in enumerate(L):
        body = "<p>各学院：</p>" + "".join(f"<p>{n}</p>" for n in names) + std
        out.append(P(f"{h}/info/1012/{4400 + i}.htm", zh_school("江城大学学生工作部", t, body, date="2024-03-15", author="资助中心"), f"sg{i}"))
    return out


@scen("zh_tender_short_variants", "招标公告 where two notices are 更正/延期 of one project (distinct pages) and one is a true copy at 2nd URL")
def s46():
    h = "http://www.jczfcg.gov.cn"
    out = []
    std = ("<p>二、申请人的资格要求：满足《中华人民共和国政府采购法》第二十二条规定。</p><p>三、获取招标文件：公告发布之日起5个工作日，江城市政府采购网下载。</p>"
           "<p>四、投标截止时间：2024年4月10日9点30分（北京时间）。</p><p>五、联系方式：江城市政府采购中心 027-8888 0000</p>")
    items = [("江城市第二中学食堂设备采购项目招标公告", "<p>一、项目名称：江城市第二中学食堂设备采购项目　预算金额：150万元</p>" + std),
             ("江城市第二中学食堂设备采购项目更正公告", "<p>一、原公告名称：江城市第二中学食堂设备采购项目招标公告</p><p>二、更正内容：投标截止时间由2024年4月10日延期至2024年4月17日。</p><p>三、其他内容不变。</p>"),
             ("江城市第三中学课桌椅采购项目招标公告", "<p>一、项目名称：江城市第三中学课桌椅采购项目　预算金额：80万元</p>" + std),
             ("江城市第四中学多媒体设备采购项目招标公告", "<p>一、项目名称：江城市第四中学多媒体设备采购项目　预算金额：220万元</p>" + std),
             ("江城市第二中学食堂设备采购项目终止公告", "<p>一、原公告名称：江城市第二中学食堂设备采购项目招标公告</p><p>二、终止原因：因采购需求发生变化，本项目终止。</p><p>三、其他内容不变。</p>")]
    for i, (t, b) in enumerate(items):
        out.append(P(f"{h}/cggg/{600 + i}.html", zh_gov("江城市政府采购网", t, b, date=f"2024-03-{10 + i}", source="采购中心", crumb="采购公告"), f"ts{i}"))
    out.append(P(f"{h}/cggg/list/600.html", out[0].html, "ts0"))
    return out


@scen("en_legal_notices_generic_title", "Same as en_public_legal_notices but every notice is titled 'Notice of Public Hearing' (common on legals sites)")
def s47():
    pages = s40()
    out = []
    for p in pages:
        import re
        html = re.sub(r"Notice of Public Hearing BZA-24-00\d", "Notice of Public Hearing", p.html)
        out.append(type(p)(p.url, html, p.content, p.encoding))
    return out


@scen("en_bid_generic_title", "City bid pages all headed 'Invitation to Bid' (bid name only in the body)")
def s48():
    import re
    out = []
    for p in s39():
        html = re.sub(r"ITB 2024-\d\d [A-Za-z ]+?(?= \||</span>)", "Invitation to Bid", p.html)
        out.append(type(p)(p.url, html, p.content, p.encoding))
    return out


@scen("zh_generic_title_notices", "居委会/社区 通知 all titled '通知' or '温馨提示' (very common on small 社区 sites)")
def s49():
    h = "http://www.hpsq.jiangcheng.gov.cn"
    N = [("温馨提示", "本周六上午9点至11点，社区卫生服务站在小区广场开展免费量血压活动，欢迎居民参加。"),
         ("温馨提示", "近期天气干燥，请居民注意用火用电安全，不要在楼道内堆放杂物，不要飞线充电。"),
         ("通知", "因二次供水设备维护，3号楼、5号楼将于3月20日9:00至15:00停水，请提前储水。"),
         ("通知", "社区将于3月22日下午在党群服务中心开展老年人防诈骗讲座，欢迎参加。"),
         ("温馨提示", "本周日上午社区组织志愿者清理小区绿化带垃圾，欢迎居民一起参加。")]
    out = []
    for i, (t, b) in enumerate(N):
        body = f"<p>各位居民：</p><p>{b}</p><p>联系电话：027-8765 0101</p><p>和平社区居民委员会</p><p>2024年3月{10 + i}日</p>"
        out.append(P(f"{h}/sqdt/{200 + i}.html", zh_gov("和平社区", t, body, date=f"2024-03-{10 + i}", source="和平社区", crumb="社区动态"), f"sq{i}"))
    return out


def scenarios() -> list[tuple[str, list[Page]]]:
    return built(SC)
