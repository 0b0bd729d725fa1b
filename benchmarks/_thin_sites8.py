"""Thin pages of 36 more made-up sites (English and Chinese, some GBK), written by an eighth
false-drop hunt (a helper), blind to every rule of the plugin; each scenario is one host's
pages, labelled with their content: pages with one content label are true copies (print
versions, AMP, ?utm_source= / ?share= / session-id URLs, /index.html, a changed "updated"
stamp, a reordered sidebar, another breadcrumb); different labels are documents a reader
would call different. Site kinds none of the earlier sets has: package versions, API
endpoints, error codes, keyboard shortcuts, board games, knitting patterns, car wash
branches, dog breeds, vaccination ages, tax years, visa countries, time zones, sunrise
dates, radio dials, postcodes, meeting rooms, apartment units, unit conversions, 银行网点,
邮编, 区号, 汉字字典, 门店菜单, 户型, 年报摘要, 驾校科目, 医保目录, 租房, 二手车, 招生计划,
分数线, 行李额, 手机套餐, 团课, 家政价目, 保养里程."""

# ruff: noqa: E501

from __future__ import annotations

import hashlib

from benchmarks._thin_page import Page
from benchmarks._thin_site_kit import built, scenario_registry

SC, scen = scenario_registry()


def P(url, html, content, encoding=None):
    if encoding == "gbk":
        return Page(url, html.encode("gbk"), content, "gbk")
    return Page(url, html, content, encoding)


def para(*xs):
    return "".join(f"<p>{x}</p>" for x in xs)


def lis(items, cls="", tag="ul"):
    c = f' class="{cls}"' if cls else ""
    return f"<{tag}{c}>" + "".join(f"<li>{i}</li>" for i in items) + f"</{tag}>"


def table(rows, head=None, cls="data", attrs=""):
    h = "<thead><tr>" + "".join(f"<th>{x}</th>" for x in head) + "</tr></thead>" if head else ""
    body = "".join("<tr>" + "".join(f"<td>{x}</td>" for x in r) + "</tr>" for r in rows)
    return f'<table class="{cls}"{attrs}>{h}<tbody>{body}</tbody></table>'


def deflist(pairs, cls="meta"):
    return f'<dl class="{cls}">' + "".join(f"<dt>{a}</dt><dd>{b}</dd>" for a, b in pairs) + "</dl>"


def fakehash(s, n=64):
    return hashlib.sha256(s.encode()).hexdigest()[:n]


# ============================================================================= ENGLISH

PKG_README = (
    "<div class='project-description'><h2>fastjsonx</h2>"
    "<p>fastjsonx is a drop-in replacement for the standard library <code>json</code> module, written in "
    "Rust and exposed through a small, familiar Python API. It parses and serialises JSON three to eight "
    "times faster than the standard library on typical web payloads and uses considerably less memory on "
    "large documents thanks to its streaming tokenizer.</p>"
    "<h3>Features</h3><ul><li>Same <code>loads</code> / <code>dumps</code> signatures as <code>json</code></li>"
    "<li>Native support for <code>datetime</code>, <code>uuid</code>, <code>dataclasses</code> and <code>enum</code></li>"
    "<li>Optional strict mode that rejects duplicate keys and lone surrogates</li>"
    "<li>Streaming parser for newline-delimited JSON</li><li>Wheels for Linux, macOS and Windows on x86-64 and ARM64</li></ul>"
    "<h3>Quick start</h3><pre><code>import fastjsonx as json\n\ndata = json.loads(b'{\"a\": [1, 2, 3]}')\n"
    "print(json.dumps(data, indent=2))</code></pre>"
    "<h3>Contributing</h3><p>Bug reports and pull requests are welcome on the issue tracker. Please read "
    "CONTRIBUTING.md and run the test suite with <code>nox</code> before opening a pull request. The project "
    "follows semantic versioning and publishes release candidates for every minor release.</p>"
    "<h3>License</h3><p>fastjsonx is distributed under the MIT license. See LICENSE for the full text.</p></div>"
)

PKG_SIDE = (
    "<div class='vertical-tabs__tabs'><h3 class='sidebar-section__title'>Navigation</h3>"
    "<a href='#description'>Project description</a><a href='#history'>Release history</a><a href='#files'>Download files</a>"
    "<h3 class='sidebar-section__title'>Project links</h3><ul><li><a href='#'>Homepage</a></li><li><a href='#'>Documentation</a></li>"
    "<li><a href='#'>Source</a></li><li><a href='#'>Issue tracker</a></li></ul>"
    "<h3 class='sidebar-section__title'>Meta</h3><p><strong>License:</strong> MIT License</p>"
    "<p><strong>Author:</strong> Ines Vardy</p><p><strong>Maintainers:</strong> ivardy, tkollar</p>"
    "<h3 class='sidebar-section__title'>Classifiers</h3><ul class='sidebar-section__classifiers'>"
    "<li>Development Status :: 5 - Production/Stable</li><li>Intended Audience :: Developers</li>"
    "<li>License :: OSI Approved :: MIT License</li><li>Programming Language :: Python :: 3</li>"
    "<li>Programming Language :: Rust</li><li>Topic :: Software Development :: Libraries</li></ul></div>"
)

PKG_FOOT = (
    "<div class='footer__menus'><div><h2>Help</h2><a href='#'>Installing packages</a> <a href='#'>Uploading packages</a> "
    "<a href='#'>User guide</a> <a href='#'>FAQs</a></div><div><h2>About PkgHub</h2><p>PkgHub is the community package "
    "index for Python. It is run by volunteers and funded by sponsors; hosting is donated by our infrastructure "
    "partners. Report security issues to the security team, never in public issue trackers.</p></div>"
    "<div><h2>Contributing</h2><a href='#'>Bugs and feedback</a> <a href='#'>Contribute on GitHub</a> "
    "<a href='#'>Translate PkgHub</a> <a href='#'>Sponsor PkgHub</a></div></div>"
)


@scen("pkg_versions", "one library's release pages per version; same README, sidebar and classifiers, only version/date/files differ")
def b_pkg():
    host = "https://pkghub.example"
    vers = [
        ("2.0.0", "Jan 9, 2024", ">=3.8", "148.2 kB", "412.7 kB", None),
        ("2.1.0", "Mar 3, 2024", ">=3.8", "151.9 kB", "418.0 kB", None),
        ("2.1.1", "Mar 18, 2024", ">=3.8", "152.0 kB", "418.1 kB", "Fixes a crash when dumping deeply nested dataclasses."),
        ("2.2.0rc1", "May 2, 2024", ">=3.9", "160.4 kB", "431.5 kB", "Pre-release. Drops support for Python 3.8."),
    ]

    def page(v, date, req, sdist, wheel, note):
        banner = "" if v == "2.2.0rc1" else "<div class='callout-block callout-block--warning'>Newer version available (2.2.0rc1)</div>"
        noteh = f"<p class='package-header__note'>{note}</p>" if note else ""
        files = table([
            [f"fastjsonx-{v}.tar.gz", "Source", sdist, f"<code>{fakehash(v + 'src', 16)}</code>"],
            [f"fastjsonx-{v}-cp312-cp312-manylinux_2_17_x86_64.whl", "CPython 3.12", wheel, f"<code>{fakehash(v + 'whl', 16)}</code>"],
        ], ["File", "Python", "Size", "SHA256"], cls="table table--downloads")
        own = (f"<div class='package-header'><h1 class='package-header__name'>fastjsonx {v}</h1>"
               f"<p class='package-header__pip-instructions'><code>pip install fastjsonx=={v}</code></p>"
               f"<p class='package-header__date'>Released: <time>{date}</time></p>{noteh}</div>{banner}"
               f"<p><strong>Requires:</strong> Python {req}</p>")
        return (f"<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>fastjsonx · PkgHub</title>"
                f"<meta name='description' content='Fast JSON for Python'></head><body>"
                f"<header class='site-header'><a class='site-header__logo' href='/'>PkgHub</a><form class='search-form'><input name='q' placeholder='Search projects'></form>"
                f"<nav><a href='/help/'>Help</a> <a href='/sponsors/'>Sponsors</a> <a href='/account/login/'>Log in</a> <a href='/account/register/'>Register</a></nav></header>"
                f"<main id='content'><section class='banner'>{own}</section><div class='tabs-container'>"
                f"<div class='vertical-tabs'>{PKG_SIDE}<div class='vertical-tabs__content'>"
                f"<div id='description'>{PKG_README}</div><div id='files'><h2>Download files</h2>{files}</div></div></div></div></main>"
                f"<footer class='footer'>{PKG_FOOT}<p>© 2024 PkgHub contributors</p></footer></body></html>")

    out = []
    for v in vers:
        out.append(P(f"{host}/project/fastjsonx/{v[0]}/", page(*v), f"pkg-{v[0]}"))
    out.append(P(f"{host}/project/fastjsonx/2.1.1/?utm_source=github&utm_medium=readme", page(*vers[2]), "pkg-2.1.1"))
    return out


ORBIT_NAV = (
    "<div class='sidebar-nav'><div class='nav-group'><h4>Getting started</h4><a>Authentication</a><a>Errors</a>"
    "<a>Pagination</a><a>Rate limits</a><a>Idempotency</a><a>Versioning</a></div>"
    "<div class='nav-group'><h4>Users</h4><a>List users</a><a>Create a user</a><a>Retrieve a user</a>"
    "<a>Update a user</a><a>Delete a user</a></div><div class='nav-group'><h4>Payments</h4><a>List payments</a>"
    "<a>Create a payment</a><a>Retrieve a payment</a><a>Capture a payment</a><a>Refund a payment</a></div>"
    "<div class='nav-group'><h4>Webhooks</h4><a>Event types</a><a>Verifying signatures</a><a>Retries</a></div>"
    "<div class='nav-group'><h4>SDKs</h4><a>Python</a><a>Node.js</a><a>Go</a><a>Java</a><a>Ruby</a></div></div>"
)
ORBIT_ANN = ("<div class='announce-bar'>API v3 is now generally available. v2 will be retired on 30 June 2025 — "
             "read the migration guide and test your integration in the sandbox before then.</div>")
ORBIT_FOOT = ("<div class='site-footer'><div class='cols'><div><b>Products</b><a>Payments</a><a>Billing</a><a>Payouts</a></div>"
              "<div><b>Developers</b><a>Docs</a><a>API status</a><a>Changelog</a><a>Community</a></div>"
              "<div><b>Company</b><a>About</a><a>Careers</a><a>Privacy</a><a>Terms</a></div></div>"
              "<p>Orbit Payments Ltd is authorised by the Financial Conduct Authority as an electronic money institution. "
              "Registered in England and Wales. Funds held with Orbit are safeguarded in segregated accounts.</p></div>")


@scen("api_endpoints", "API reference pages of one resource; identical title on every page, own text = method, path, params table")
def b_api():
    host = "https://developer.orbitpay.example"
    eps = {
        "list": ("GET", "/v3/users", "Returns a paginated list of users in your workspace, newest first.",
                 [["limit", "integer", "Number of results, 1 to 100. Default 20."], ["cursor", "string", "Cursor from a previous response."], ["status", "string", "Filter by <code>active</code> or <code>invited</code>."]],
                 '{"data": [{"id": "usr_8Hq2", "email": "ana@example.com"}], "next_cursor": "c_91"}'),
        "retrieve": ("GET", "/v3/users/{id}", "Retrieves a single user by ID.",
                     [["id", "string", "The user ID. Required."], ["expand", "array", "Related objects to expand, e.g. <code>teams</code>."]],
                     '{"id": "usr_8Hq2", "email": "ana@example.com", "role": "admin"}'),
        "create": ("POST", "/v3/users", "Invites a new user to your workspace and sends them an email.",
                   [["email", "string", "Email address. Required."], ["name", "string", "Display name."], ["role", "string", "One of <code>admin</code>, <code>member</code>, <code>viewer</code>."]],
                   '{"id": "usr_9Kx1", "email": "li@example.com", "status": "invited"}'),
        "update": ("PATCH", "/v3/users/{id}", "Updates the given fields of a user; fields you leave out are unchanged.",
                   [["id", "string", "The user ID. Required."], ["name", "string", "Display name."], ["role", "string", "One of <code>admin</code>, <code>member</code>, <code>viewer</code>."]],
                   '{"id": "usr_8Hq2", "email": "ana@example.com", "role": "member"}'),
        "delete": ("DELETE", "/v3/users/{id}", "Permanently removes a user. This cannot be undone.",
                   [["id", "string", "The user ID. Required."]],
                   '{"id": "usr_8Hq2", "deleted": true}'),
    }

    def own(k):
        m, path, desc, params, resp = eps[k]
        return (f"<div class='endpoint'><div class='endpoint-sig'><span class='verb verb-{m.lower()}'>{m}</span> <code>{path}</code></div>"
                f"<p>{desc}</p><h5>Parameters</h5>{table(params, ['Name', 'Type', 'Description'], cls='params')}"
                f"<h5>Response</h5><pre class='code-block'><code>{resp}</code></pre></div>")

    def full(k):
        return (f"<!doctype html><html><head><meta charset='utf-8'><title>Users API | Reference | Orbit Developers</title>"
                f"<link rel='stylesheet' href='/static/docs.css'></head><body><div id='app'><div class='topbar'><a class='logo'>Orbit Developers</a>"
                f"<a>Guides</a><a class='active'>API Reference</a><a>SDKs</a><input placeholder='Search docs'></div>{ORBIT_ANN}"
                f"<div class='layout'>{ORBIT_NAV}<div class='doc-body'><div class='markdown'><h1>Users</h1>{own(k)}</div>"
                f"<div class='feedback'>Was this page helpful? <button>Yes</button> <button>No</button></div></div></div>{ORBIT_FOOT}</div></body></html>")

    def printed(k):
        return (f"<html><head><meta charset='utf-8'><title>Users API | Reference | Orbit Developers</title></head>"
                f"<body class='print'><h1>Users</h1>{own(k)}<p class='print-foot'>Printed from developer.orbitpay.example</p></body></html>")

    out = [P(f"{host}/reference/users/{k}", full(k), f"api-{k}") for k in eps]
    out.append(P(f"{host}/reference/users/retrieve?print=1", printed("retrieve"), "api-retrieve"))
    out.append(P(f"{host}/reference/users/create?utm_source=newsletter&utm_campaign=v3", full("create"), "api-create"))
    return out


KETTLE_HELP = (
    "<div class='block block-support-cta'><h2>Still stuck?</h2><p>Our support engineers are available 24 hours a day, "
    "7 days a week for customers on the Business and Enterprise plans, and Monday to Friday, 08:00–18:00 UTC for "
    "customers on the Starter plan. Before you open a ticket, check the status page to see whether there is an "
    "ongoing incident affecting storage in your region, and include the request ID from the error response in "
    "your message — it lets us find the failing request in our logs within seconds.</p><p>You can also ask the "
    "community forum, where Kettle Cloud staff answer questions every weekday, or browse the troubleshooting "
    "guides for uploads, downloads, bucket policies and access tokens.</p>"
    "<a class='button'>Open a ticket</a> <a class='button'>Status page</a> <a class='button'>Community forum</a></div>"
)


@scen("error_codes", "storage error-code pages; own text two sentences; E1042 vs E2042 differ in one word and one digit")
def b_err():
    host = "https://support.kettlecloud.example"
    errs = {
        "E1041": ("The upload token has expired.", "Request a new upload token and retry the upload within 15 minutes of issuing it."),
        "E1042": ("The upload token is not valid for this bucket.", "Check that the token was issued for the bucket you are writing to, then retry."),
        "E1043": ("The upload is larger than the bucket's size limit.", "Split the file into parts or ask a workspace administrator to raise the limit."),
        "E1044": ("The bucket is read-only.", "Ask a workspace administrator to turn off read-only mode for the bucket, then retry."),
        "E2042": ("The download token is not valid for this bucket.", "Check that the token was issued for the bucket you are reading from, then retry."),
    }
    out = []
    for code, (what, todo) in errs.items():
        fam = "Uploads" if code.startswith("E1") else "Downloads"
        html = (f"<!DOCTYPE html><html lang='en' dir='ltr'><head><meta charset='utf-8'><title>Error {code} | Kettle Cloud Support</title></head>"
                f"<body class='path-node page-node-type-error-code'><div class='dialog-off-canvas-main-canvas'><div class='layout-container'>"
                f"<header role='banner'><div class='region region-header'><a class='site-logo'>Kettle Cloud</a>"
                f"<nav class='menu--main'><a>Docs</a> <a>Error codes</a> <a>Status</a> <a>Contact</a></nav></div></header>"
                f"<div class='region region-breadcrumb'><ol class='breadcrumb'><li>Support</li><li>Error codes</li><li>{fam}</li></ol></div>"
                f"<main role='main'><div class='layout-content'><div class='region region-content'>"
                f"<article class='node node--type-error-code'><h1 class='page-title'><span class='field field--name-title'>Error {code}</span></h1>"
                f"<div class='node__content'><div class='field field--name-field-meaning'><div class='field__label'>What it means</div><div class='field__item'>{what}</div></div>"
                f"<div class='field field--name-field-fix'><div class='field__label'>What to do</div><div class='field__item'>{todo}</div></div></div></article>"
                f"{KETTLE_HELP}</div></div><aside class='layout-sidebar-first'><div class='block'><h2>Error families</h2><ul><li>E1xxx Uploads</li>"
                f"<li>E2xxx Downloads</li><li>E3xxx Bucket policies</li><li>E4xxx Authentication</li><li>E5xxx Billing</li></ul></div></aside></main>"
                f"<footer role='contentinfo'><div class='region region-footer'>Kettle Cloud is a trading name of Kettle Systems BV. "
                f"Privacy · Cookies · Acceptable use · Service level agreement</div></footer></div></div></body></html>")
        out.append(P(f"{host}/errors/{code.lower()}", html, f"err-{code}"))
    return out


QUILL_SIDE = (
    "<nav class='docs-nav' aria-label='Documentation'><p class='docs-nav__title'>User guide</p><ol>"
    "<li>Installing Quill</li><li>Opening a project</li><li>Settings sync</li><li>Themes and fonts</li>"
    "<li>Extensions</li><li>Keyboard shortcuts<ol><li>Editor</li><li>Terminal</li><li>Git</li><li>Debugger</li></ol></li>"
    "<li>Remote development</li><li>Telemetry and privacy</li></ol></nav>"
)
QUILL_TIP = ("<aside class='tip'><p><b>Tip:</b> every shortcut can be changed in <em>Settings → Keymap</em>. On macOS, "
             "use <kbd>Cmd</kbd> wherever these tables show <kbd>Ctrl</kbd>, and <kbd>Option</kbd> for <kbd>Alt</kbd>. "
             "If a shortcut does not work, another extension or your operating system may have claimed it; the "
             "keymap editor shows conflicts in red. You can export your keymap and import it on another machine, "
             "or reset all shortcuts to the defaults with one click.</p></aside>")


@scen("keyboard_shortcuts", "shortcut tables per IDE panel; same tip box and nav; own text is a four/five row table")
def b_keys():
    host = "https://docs.quillide.example"
    panels = {
        "editor": ("Editor", [["<kbd>Ctrl</kbd>+<kbd>D</kbd>", "Duplicate line"], ["<kbd>Ctrl</kbd>+<kbd>/</kbd>", "Toggle line comment"],
                              ["<kbd>Alt</kbd>+<kbd>↑</kbd>", "Move line up"], ["<kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>K</kbd>", "Delete line"]]),
        "terminal": ("Terminal", [["<kbd>Ctrl</kbd>+<kbd>`</kbd>", "Show or hide the terminal"], ["<kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>5</kbd>", "Split terminal"],
                                  ["<kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>C</kbd>", "Copy selection"], ["<kbd>Ctrl</kbd>+<kbd>K</kbd>", "Clear terminal"]]),
        "git": ("Git", [["<kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>G</kbd>", "Open the Git panel"], ["<kbd>Ctrl</kbd>+<kbd>Enter</kbd>", "Commit staged changes"],
                        ["<kbd>Alt</kbd>+<kbd>P</kbd>", "Push"], ["<kbd>Alt</kbd>+<kbd>L</kbd>", "Pull"]]),
        "debugger": ("Debugger", [["<kbd>F5</kbd>", "Start or continue"], ["<kbd>F9</kbd>", "Toggle breakpoint"], ["<kbd>F10</kbd>", "Step over"],
                                  ["<kbd>F11</kbd>", "Step into"], ["<kbd>Shift</kbd>+<kbd>F11</kbd>", "Step out"]]),
    }

    def page(k):
        name, rows = panels[k]
        return (f"<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>Keyboard shortcuts: {name} — Quill IDE</title></head>"
                f"<body><header class='site'><a class='logo'>Quill IDE</a> <a>Download</a> <a>Docs</a> <a>Blog</a></header>"
                f"<div class='docs'>{QUILL_SIDE}<article class='doc'><h1>{name} shortcuts</h1>"
                f"{table(rows, ['Shortcut', 'Action'], cls='shortcuts')}{QUILL_TIP}</article></div>"
                f"<footer><p>Quill IDE is free and open source under the Apache 2.0 license.</p></footer></body></html>")

    out = [P(f"{host}/guide/shortcuts/{k}/", page(k), f"keys-{k}") for k in panels]
    out.insert(2, P(f"{host}/guide/shortcuts/terminal/?share=1&ref=twitter", page("terminal"), "keys-terminal"))
    return out


MEEPLE_SHOP = (
    "<div id='shopinfo'><div class='boxhead'>Visit the cellar</div><div class='boxbody'>Meeple Cellar, 14 Cooper's Yard. "
    "Open Tuesday to Sunday, 11am–10pm. Table fee £5 per person, free with any purchase over £30. Over 900 games in "
    "the library, friendly game gurus to teach you the rules, craft beer, tea and toasties. Games nights every Thursday; "
    "beginners always welcome. Book a table online or call 0113 555 0192.</div></div>"
    "<div id='loyalty'><div class='boxhead'>Cellar Club</div><div class='boxbody'>Join Cellar Club for £4 a month: free table "
    "fees on weekdays, 10% off every game in the shop, early access to tournaments and a free game on your birthday.</div></div>"
)


@scen("board_games", "board-game pages in legacy div soup; a base game and its expansion have near-identical names/stats; one AMP copy")
def b_games():
    host = "http://www.meeplecellar.example"
    games = {
        "harbour-lights": ("Harbour Lights", "2–4", "45 min", "10+", "M. Okafor", "Guide ships into port by placing lanterns on a shared coastline; the player with the busiest harbour wins."),
        "harbour-lights-storm-season": ("Harbour Lights: Storm Season", "2–5", "60 min", "10+", "M. Okafor", "Expansion. Adds storm tiles, a fifth player and lighthouse keepers with special powers. Requires Harbour Lights."),
        "copper-crown": ("Copper Crown", "3–6", "90 min", "12+", "J. Lindqvist", "Scheming nobles bid for the favour of a failing king; bluffing and alliances decide who takes the crown."),
        "little-lanterns": ("Little Lanterns", "2–6", "20 min", "6+", "A. Duarte", "A quick cooperative memory game for families: light every lantern before the moon sets."),
    }

    def stats(g):
        n, pl, t, age, des, _ = games[g]
        return [["Players", pl], ["Play time", t], ["Age", age], ["Designer", des]]

    def page(g):
        n, *_, blurb = games[g]
        rows = "".join(f"<div class='row'><span class='lbl'>{a}:</span> <span class='val'>{b}</span></div>" for a, b in stats(g))
        return (f"<html><head><meta http-equiv='Content-Type' content='text/html; charset=utf-8'><title>Meeple Cellar :: {n}</title></head>"
                f"<body><div id='container'><div id='top'><img src='/img/logo.gif' alt='Meeple Cellar'></div>"
                f"<div id='menu'><a href='/'>Home</a> | <a href='/library.html'>Games library</a> | <a href='/events.html'>What's on</a> | <a href='/food.html'>Food &amp; drink</a></div>"
                f"<div id='left'>{MEEPLE_SHOP}</div><div id='right'><div class='gamebox'><div class='gname'>{n}</div>"
                f"<div class='ginfo'>{rows}</div><div class='gdesc'>{blurb}</div><div class='shelf'>Library shelf: ask at the bar</div></div></div>"
                f"<div id='bottom'>Copyright Meeple Cellar Ltd. All rights reserved. Company no. 08812345.</div></div></body></html>")

    def amp(g):
        n, *_, blurb = games[g]
        dl = deflist(stats(g), cls="amp-stats")
        return (f"<!doctype html><html amp lang='en'><head><meta charset='utf-8'><title>Meeple Cellar :: {n}</title>"
                f"<link rel='canonical' href='{host}/games/{g}.html'><meta name='viewport' content='width=device-width'>"
                f"<style amp-custom>body{{font-family:sans-serif}}</style></head><body><header class='amp-head'>Meeple Cellar</header>"
                f"<article><h1>{n}</h1>{dl}<p>{blurb}</p></article><section class='amp-shop'>{MEEPLE_SHOP}</section>"
                f"<footer>Copyright Meeple Cellar Ltd.</footer></body></html>")

    out = [P(f"{host}/games/{g}.html", page(g), f"game-{g}") for g in games]
    out.append(P(f"{host}/amp/games/copper-crown.html", amp("copper-crown"), "game-copper-crown"))
    return out


WOOL_ABOUT = (
    "<section id='text-2' class='widget widget_text'><h2 class='widget-title'>Hi, I'm Maren!</h2><div class='textwidget'>"
    "<p>I've been knitting since my grandmother handed me a pair of bamboo needles when I was seven. Wool &amp; Whimsy is "
    "where I share the patterns I design at my kitchen table in the Yorkshire Dales — cosy, practical things you'll "
    "actually wear, written so that a confident beginner can follow every row.</p></div></section>"
    "<section id='mc4wp-2' class='widget widget_mc4wp_form_widget'><h2 class='widget-title'>Join the yarn letter</h2>"
    "<p>One email a month with a free pattern, yarn sale alerts and behind-the-scenes photos. No spam, ever; unsubscribe any time.</p>"
    "<form><input type='email' placeholder='Your email'><button>Sign me up</button></form></section>"
)
WOOL_DISCLOSURE = (
    "<div class='affiliate-disclosure'><p><em>This post may contain affiliate links. If you buy yarn or needles through them "
    "I may earn a small commission at no extra cost to you, which helps keep the patterns on this blog free. Patterns are for "
    "personal use only; please do not sell the pattern or items made from it without permission. You're welcome to share a "
    "link, but please don't copy the pattern text or photos.</em></p></div>"
)


@scen("knitting_patterns", "WordPress pattern posts; long about/newsletter/disclosure blocks; own text = yarn, needles, gauge, sizes; one print copy")
def b_knit():
    host = "https://www.woolandwhimsy.example"
    pats = {
        "seafoam-cowl": ("Seafoam Cowl", "A squishy seed-stitch cowl that takes one skein and a weekend.",
                         [["Yarn", "1 skein Dales Aran (200 m)"], ["Needles", "5 mm circular, 60 cm"], ["Gauge", "18 sts × 24 rows = 10 cm"], ["Size", "One size, 64 cm around"]]),
        "seafoam-mittens": ("Seafoam Mittens", "Matching mittens for the Seafoam Cowl, with a seed-stitch cuff.",
                            [["Yarn", "1 skein Dales Aran (200 m)"], ["Needles", "4.5 mm DPNs"], ["Gauge", "19 sts × 25 rows = 10 cm"], ["Sizes", "S (M, L)"]]),
        "bramble-beanie": ("Bramble Beanie", "A textured beanie with a folded brim; great for using up leftovers.",
                           [["Yarn", "90 (110) m DK"], ["Needles", "4 mm circular, 40 cm"], ["Gauge", "22 sts × 30 rows = 10 cm"], ["Sizes", "Child (Adult)"]]),
        "fireside-socks": ("Fireside Socks", "Top-down socks with a heel flap and a simple rib down the leg.",
                           [["Yarn", "1 skein 4-ply sock yarn (400 m)"], ["Needles", "2.5 mm DPNs"], ["Gauge", "32 sts × 44 rows = 10 cm"], ["Sizes", "Foot 20 (22, 24) cm"]]),
    }

    def own(k):
        t, intro, spec = pats[k]
        return f"<p>{intro}</p>{table(spec, cls='pattern-specs')}"

    def page(k):
        t = pats[k][0]
        return (f"<!DOCTYPE html><html lang='en-GB'><head><meta charset='UTF-8'><title>{t} &#8211; Free Knitting Pattern &#8211; Wool &amp; Whimsy</title>"
                f"<meta name='generator' content='WordPress 6.5.2'></head><body class='post-template-default single single-post'>"
                f"<div id='page' class='site'><header id='masthead' class='site-header'><p class='site-title'><a href='/'>Wool &amp; Whimsy</a></p>"
                f"<p class='site-description'>Cosy patterns from the Dales</p><nav id='site-navigation' class='main-navigation'><ul class='menu'>"
                f"<li class='menu-item'>Patterns</li><li class='menu-item'>Tutorials</li><li class='menu-item'>Shop</li><li class='menu-item'>About</li></ul></nav></header>"
                f"<div id='content' class='site-content'><div id='primary' class='content-area'><main id='main' class='site-main'>"
                f"<article class='post type-post status-publish format-standard hentry category-patterns'><header class='entry-header'>"
                f"<h1 class='entry-title'>{t}</h1><div class='entry-meta'><span class='posted-on'>Posted in Patterns</span></div></header>"
                f"<div class='entry-content'>{WOOL_DISCLOSURE}{own(k)}<div class='sharedaddy'>Share this: Facebook · Pinterest · Email</div></div></article>"
                f"<div id='comments' class='comments-area'><div id='respond' class='comment-respond'><h3>Leave a Reply</h3>"
                f"<p class='comment-notes'>Your email address will not be published. Required fields are marked *</p><textarea></textarea></div></div>"
                f"</main></div><aside id='secondary' class='widget-area'>{WOOL_ABOUT}</aside></div>"
                f"<footer id='colophon' class='site-footer'><div class='site-info'>© 2024 Wool &amp; Whimsy · Privacy policy · Proudly powered by WordPress</div></footer></div></body></html>")

    def printed(k):
        t = pats[k][0]
        return (f"<!DOCTYPE html><html><head><meta charset='UTF-8'><title>{t} &#8211; Free Knitting Pattern &#8211; Wool &amp; Whimsy</title>"
                f"<meta name='robots' content='noindex'></head><body class='print-friendly'><div class='pf-content'><h1>{t}</h1>{own(k)}</div>"
                f"<p class='pf-source'>Printed from woolandwhimsy.example — for personal use only.</p></body></html>")

    out = [P(f"{host}/patterns/{k}/", page(k), f"knit-{k}") for k in pats]
    out.append(P(f"{host}/patterns/bramble-beanie/?print=1", printed("bramble-beanie"), "knit-bramble-beanie"))
    return out


SUDS_PLANS = (
    "<section class='membership'><h2>Unlimited Wash Club</h2><p>Wash as often as you like at any SudsCo location for one "
    "low monthly price. Plans start at £14.99 a month for our Express wash, £21.99 for Deluxe with undercarriage rinse and "
    "tyre shine, and £29.99 for Ultimate with ceramic sealant and hot wax. Your number plate is recognised at the gate, so "
    "there's no card to swipe. Cancel online any time before your next billing date; no contracts, no cancellation fees.</p>"
    "<p>Every wash is backed by our Happiness Guarantee: if you're not satisfied, drive back through within 24 hours and "
    "we'll wash it again for free. Free vacuums are available at every site for all customers.</p></section>"
)


@scen("car_wash_branches", "branch pages of a car wash chain; identical title; own text = address, hours table, services; one session-id copy")
def b_wash():
    host = "https://www.sudsco.example"
    std = [["Mon–Fri", "7:00–20:00"], ["Saturday", "8:00–20:00"], ["Sunday", "9:00–18:00"]]
    br = {
        "elm-street": ("Elm Street", "212 Elm Street, Harrowgate HG2 4LT", std, ["Express", "Deluxe", "Ultimate", "Free vacuums"]),
        "harbor-road": ("Harbor Road", "5 Harbor Road, Whitby YO21 1DX", std, ["Express", "Deluxe", "Ultimate", "Free vacuums", "Pet wash station"]),
        "mill-lane": ("Mill Lane", "Unit 3, Mill Lane, Ripon HG4 1QB", [["Mon–Fri", "7:00–21:00"], ["Saturday", "8:00–21:00"], ["Sunday", "9:00–18:00"]], ["Express", "Deluxe", "Ultimate", "Free vacuums"]),
        "northgate": ("Northgate Retail Park", "Northgate Retail Park, Thirsk YO7 1NG", std, ["Express", "Deluxe", "Ultimate", "Free vacuums"]),
        "station-approach": ("Station Approach", "1 Station Approach, Malton YO17 7NT", std, ["Express", "Deluxe", "Free vacuums"]),
    }

    def page(k):
        n, addr, hours, svc = br[k]
        own = (f"<div class='location-card'><h3 class='location-name'>SudsCo {n}</h3><address>{addr}</address>"
               f"{table(hours, ['Day', 'Open'], cls='hours')}<h4>Services at this location</h4>{lis(svc, 'services')}</div>")
        return (f"<!DOCTYPE html><html lang='en-GB'><head><meta charset='utf-8'><title>Locations - SudsCo</title></head><body>"
                f"<div class='navbar'><a class='brand'>SudsCo</a><a>Wash packages</a><a>Locations</a><a>Wash Club</a><a>Fleet</a><a>Careers</a></div>"
                f"<div class='container'><div class='row'><div class='col-md-8'>{own}</div><div class='col-md-4'>{SUDS_PLANS}</div></div></div>"
                f"<div class='footer'><p>SudsCo Car Wash Ltd · Terms · Privacy · Accessibility · Contact us</p></div></body></html>")

    out = [P(f"{host}/locations/{k}", page(k), f"wash-{k}") for k in br]
    out.append(P(f"{host}/locations/mill-lane;jsessionid=8F2A1C77D03B4E9A", page("mill-lane"), "wash-mill-lane"))
    return out


PAW_PLUS = (
    "<div class='plus-pitch'><h3>Go further with PawPedia Plus</h3><p>PawPedia Plus members get ad-free browsing, printable "
    "breed care sheets, monthly live Q&amp;As with our vets and trainers, and 15% off at our partner pet stores. Your "
    "subscription also funds our rescue grants programme, which has rehomed more than 4,000 dogs since 2019.</p>"
    "<p>Try it free for 30 days, then £3.99 a month. Cancel any time.</p><a class='btn'>Start free trial</a></div>"
    "<div class='vet-note'><p>Breed information is general guidance only. Every dog is an individual; talk to your vet "
    "about your own dog's diet, exercise and health.</p></div>"
)


@scen("dog_breeds", "breed pages with a facts table; Border/Bearded Collie close; long members pitch; one ?page=1 copy")
def b_dogs():
    host = "https://www.pawpedia.example"
    br = {
        "beagle": ("Beagle", "Hound", "33–40 cm", "9–11 kg", "12–15 years", "1 hour a day", "Weekly", "A merry scent hound bred to hunt hares in packs; loves company and its nose."),
        "basset-hound": ("Basset Hound", "Hound", "33–38 cm", "20–29 kg", "10–12 years", "1 hour a day", "Weekly", "A long, low scent hound with a famous voice; easy-going but stubborn."),
        "border-collie": ("Border Collie", "Pastoral", "46–56 cm", "14–20 kg", "12–15 years", "2+ hours a day", "Twice weekly", "A tireless sheepdog that needs a job to do and lots of training."),
        "bearded-collie": ("Bearded Collie", "Pastoral", "51–56 cm", "18–27 kg", "12–14 years", "2+ hours a day", "Daily", "A shaggy, bouncy herding dog; cheerful, clever and high maintenance coat-wise."),
    }

    def page(k):
        n, grp, h, w, life, ex, groom, blurb = br[k]
        facts = table([["Breed group", grp], ["Height", h], ["Weight", w], ["Life span", life], ["Exercise", ex], ["Grooming", groom]], cls="facts")
        return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{n} | Dog Breeds | PawPedia</title></head><body>"
                f"<header><a class='logo'>PawPedia</a><nav><a>Breeds</a><a>Health</a><a>Training</a><a>Puppies</a><a>Rescue</a></nav></header>"
                f"<div class='page'><section class='breed'><h1>{n}</h1><p class='lede'>{blurb}</p>{facts}</section>{PAW_PLUS}</div>"
                f"<footer>PawPedia is an independent guide. © 2024 PawPedia Media Ltd.</footer></body></html>")

    out = [P(f"{host}/breeds/{k}/", page(k), f"dog-{k}") for k in br]
    out.append(P(f"{host}/breeds/beagle/?page=1", page("beagle"), "dog-beagle"))
    return out


KIDS_DISCLAIMER = (
    "<div class='disclaimer'><h2>About this information</h2><p>This page describes the routine schedule for children "
    "born on or after 1 January 2024. If your child was born earlier, missed a dose, was born prematurely, or has a "
    "weakened immune system, their schedule may be different — ask your practice nurse. Vaccines are free through "
    "your GP surgery. You will usually get a letter, text or email inviting you to book; if you have not heard from "
    "the surgery by the time your child reaches the age shown, contact them.</p><p>It is normal for babies to be "
    "a little unsettled, feverish or sore where the injection was given for a day or two. Call 111 or your GP if "
    "you are worried, and 999 if your child has difficulty breathing or a seizure. Healthy Kids is an information "
    "service and does not give individual medical advice.</p></div>"
)


@scen("vaccination_ages", "vaccines per age; 2 and 4 months differ only in dose numbers; no copies")
def b_vacc():
    host = "https://www.healthykids.example"
    ages = {
        "2-months": ("2 months", [("6-in-1 vaccine", "1st dose"), ("Rotavirus vaccine", "1st dose"), ("MenB vaccine", "1st dose"), ("Pneumococcal vaccine", "1st dose")]),
        "4-months": ("4 months", [("6-in-1 vaccine", "2nd dose"), ("Rotavirus vaccine", "2nd dose"), ("MenB vaccine", "2nd dose"), ("Pneumococcal vaccine", "2nd dose")]),
        "6-months": ("6 months", [("6-in-1 vaccine", "3rd dose"), ("Flu vaccine", "seasonal, if eligible")]),
        "12-months": ("12 months", [("Hib/MenC vaccine", "single dose"), ("MMR vaccine", "1st dose"), ("MenB vaccine", "booster"), ("Pneumococcal vaccine", "booster")]),
        "18-months": ("18 months", [("MMRV vaccine", "2nd dose")]),
    }
    out = []
    for k, (age, vs) in ages.items():
        cards = "".join(f"<div class='vcard'><span class='vname'>{v}</span><span class='vdose'>{d}</span></div>" for v, d in vs)
        html = (f"<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>Vaccines at {age} | Healthy Kids</title></head><body>"
                f"<header class='hk-header'><a>Healthy Kids</a><nav><a>Pregnancy</a><a>Baby</a><a>Toddler</a><a>Vaccinations</a></nav></header>"
                f"<main><nav class='crumbs'>Home › Vaccinations › By age</nav><h1>Vaccines at {age}</h1>{KIDS_DISCLAIMER}"
                f"<section class='vlist'><h2>What your child is offered</h2>{cards}</section>"
                f"<p class='review'>Page last reviewed: 12 February 2024. Next review due: 12 February 2027.</p></main>"
                f"<footer><a>Accessibility</a> <a>Cookies</a> <a>Privacy</a> <a>Contact</a></footer></body></html>")
        out.append(P(f"{host}/vaccinations/{k}", html, f"vacc-{k}"))
    return out


TAX_ADS = (
    "<td width='200' valign='top' bgcolor='#f2f2e6'><font face='Verdana' size='1'><b>File online for $0</b><br>Simple federal "
    "returns are free with our partner. State returns $24.99.<br><br><b>Need an accountant?</b><br>Find a certified preparer "
    "near you in our directory of over 12,000 professionals.<br><br><b>Disclaimer</b><br>TaxTables is not a tax adviser. "
    "Figures are provided for information only and may contain errors; always check the official instructions for the "
    "year in question before filing. Use of this site is subject to our terms.</font></td>"
)


@scen("tax_brackets", "single-filer bracket table per tax year in a table layout; pages differ only in numbers; 2023 copy with a later 'updated' stamp")
def b_tax():
    host = "http://www.taxtables.example"
    yrs = {
        "2021": ([9950, 40525, 86375, 164925, 209425, 523600], "12,550"),
        "2022": ([10275, 41775, 89075, 170050, 215950, 539900], "12,950"),
        "2023": ([11000, 44725, 95375, 182100, 231250, 578125], "13,850"),
        "2024": ([11600, 47150, 100525, 191950, 243725, 609350], "14,600"),
    }
    rates = ["10%", "12%", "22%", "24%", "32%", "35%", "37%"]

    def page(y, updated):
        cuts, std = yrs[y]
        rows, lo = [], 0
        for r, c in zip(rates, cuts + [None]):
            rng = f"${lo:,} – ${c:,}" if c else f"over ${lo:,}"
            rows.append(f"<tr><td><font face='Verdana' size='2'>{r}</font></td><td><font face='Verdana' size='2'>{rng}</font></td></tr>")
            lo = (c or 0) + 1
        tbl = "<table border='1' cellpadding='3' cellspacing='0'><tr bgcolor='#ccccaa'><th>Rate</th><th>Taxable income (single)</th></tr>" + "".join(rows) + "</table>"
        return (f"<html><head><meta http-equiv='Content-Type' content='text/html; charset=utf-8'><title>{y} Tax Brackets - TaxTables.example</title></head>"
                f"<body bgcolor='#ffffff'><table width='900' align='center' border='0'><tr><td colspan='2' bgcolor='#336633'><font color='#ffffff' size='5' face='Georgia'>TaxTables</font>"
                f"<font color='#ffffff' size='1'> &nbsp; Brackets | Deductions | Calculators | Forms</font></td></tr>"
                f"<tr><td valign='top'><font face='Verdana' size='2'><b>Federal income tax brackets, tax year {y}</b><br><br>{tbl}<br>"
                f"Standard deduction (single): ${std}<br><font size='1' color='#777777'>Last updated: {updated}</font></font></td>{TAX_ADS}</tr>"
                f"<tr><td colspan='2' align='center'><font size='1'>Copyright TaxTables.example. Not affiliated with any government agency.</font></td></tr></table></body></html>")

    out = [P(f"{host}/brackets/{y}.html", page(y, "January 15, 2024"), f"tax-{y}") for y in yrs]
    out.append(P(f"{host}/brackets/2023.html?ref=home", page("2023", "March 2, 2024"), "tax-2023"))
    return out


PD_BOX = (
    "<div class='pd-box'><h3>Before you travel</h3><p>Entry rules can change at short notice. PassportDesk checks each "
    "country's rules every week against official sources, but the embassy or consulate of your destination has the final "
    "word — contact them if your trip is for work, study or longer than a holiday. Your passport should be in good "
    "condition; damaged passports are a common reason for refused boarding.</p><p>Get our free travel checklist and "
    "alerts when the rules for your saved destinations change. Travel insurance from our partners covers cancellation "
    "if entry rules change after you book.</p></div>"
)


@scen("visa_requirements", "entry rules per country for one passport; Japan and Peru identical but for the name; Kenya copy with another breadcrumb")
def b_visa():
    host = "https://travel.passportdesk.example"
    cs = {
        "japan": ("Japan", "No", "90 days", "Valid for the length of your stay", "1 blank page"),
        "peru": ("Peru", "No", "90 days", "Valid for the length of your stay", "1 blank page"),
        "kenya": ("Kenya", "Electronic travel authorisation (eTA) required", "90 days", "Valid for 6 months from arrival", "2 blank pages"),
        "jordan": ("Jordan", "Visa on arrival (JOD 40)", "30 days", "Valid for 6 months from arrival", "1 blank page"),
    }

    def page(k, crumbs):
        n, visa, stay, valid, pages = cs[k]
        cr = " / ".join(f"<a>{c}</a>" for c in crumbs)
        rows = "".join(f"<li><span class='k'>{a}</span> <span class='v'>{b}</span></li>" for a, b in
                       [("Visa required:", visa), ("Maximum stay:", stay), ("Passport validity:", valid), ("Blank pages:", pages)])
        return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{n} entry requirements for UK passport holders | PassportDesk</title></head>"
                f"<body><div class='topnav'><b>PassportDesk</b> Destinations · Visas · Checklist · Insurance</div><div class='crumbs'>{cr}</div>"
                f"<div class='two-col'><div class='col-main'><h1>{n}</h1><ul class='entry-facts'>{rows}</ul></div>"
                f"<div class='col-side'>{PD_BOX}</div></div><div class='legal'>PassportDesk Ltd is not a government website.</div></body></html>")

    out = [P(f"{host}/countries/{k}", page(k, ["Home", "Destinations", cs[k][0]]), f"visa-{k}") for k in cs]
    out.append(P(f"{host}/africa/kenya", page("kenya", ["Home", "Africa", "East Africa", "Kenya"]), "visa-kenya"))
    return out


CLOCK_SIDE = (
    "<aside class='cw-side'><h3>World clock</h3><p>Add cities to your personal world clock and see them side by side; "
    "your list is saved in this browser. Use the meeting planner to find a time that works across up to eight time "
    "zones, or the time zone converter to turn any local time into another city's time.</p><h3>Clockwise Pro</h3>"
    "<p>Remove ads, get DST change alerts by email and use the API for up to 10,000 requests a month.</p>"
    "<ul><li>Meeting planner</li><li>Time zone converter</li><li>Countdown timer</li><li>Calendar</li></ul></aside>"
)


@scen("time_zones", "current-time pages per city; Lisbon, London and Dublin share zone and DST dates; one utm copy")
def b_tz():
    host = "https://www.clockwise.example"
    cities = {
        "portugal/lisbon": ("Lisbon", "Portugal", "WET / WEST", "UTC+0 (UTC+1 in summer)", "38.72° N, 9.14° W"),
        "uk/london": ("London", "United Kingdom", "GMT / BST", "UTC+0 (UTC+1 in summer)", "51.51° N, 0.13° W"),
        "ireland/dublin": ("Dublin", "Ireland", "GMT / IST", "UTC+0 (UTC+1 in summer)", "53.35° N, 6.26° W"),
        "iceland/reykjavik": ("Reykjavik", "Iceland", "GMT", "UTC+0 (no daylight saving)", "64.15° N, 21.94° W"),
        "morocco/casablanca": ("Casablanca", "Morocco", "+01", "UTC+1 (UTC+0 during Ramadan)", "33.57° N, 7.59° W"),
    }

    def page(k):
        c, country, zone, off, coords = cities[k]
        dst = ("Clocks go forward 31 Mar 2024, back 27 Oct 2024" if "summer" in off else "No clock changes in 2024" if "no daylight" in off
               else "Clocks go back 10 Mar 2024, forward 14 Apr 2024")
        return (f"<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>Current Local Time in {c}, {country}</title></head><body>"
                f"<div id='hd'><span class='logo'>Clockwise</span> <a>World clock</a> <a>Converter</a> <a>Meeting planner</a></div>"
                f"<div id='bd'><section class='cw-main'><div class='clock' data-tz='{k}'>--:--:--</div>"
                f"<h1>Time in {c}</h1>{deflist([('Country', country), ('Time zone', zone), ('Offset', off), ('Daylight saving', dst), ('Coordinates', coords)], cls='tzinfo')}"
                f"</section>{CLOCK_SIDE}</div><div id='ft'>© Clockwise · Terms · Privacy</div></body></html>")

    out = [P(f"{host}/time/{k}", page(k), f"tz-{k}") for k in cities]
    out.append(P(f"{host}/time/uk/london?utm_source=newsletter&utm_medium=email", page("uk/london"), "tz-uk/london"))
    return out


SUN_ABOUT = (
    "<div class='about-data'><p>Times are calculated for the city centre at sea level and shown in local time, adjusted "
    "for daylight saving time where it applies. Actual sunrise and sunset can differ by a minute or two because of "
    "terrain, buildings and atmospheric refraction. Civil twilight is when the sun is less than 6° below the horizon; "
    "nautical twilight, less than 12°; astronomical twilight, less than 18°. At high latitudes in summer the sun may "
    "not go far enough below the horizon for it to get fully dark.</p><p>Sunclock is supported by photographers and "
    "stargazers on Patreon. Download the Sunclock app for golden-hour alerts and moon phases.</p></div>"
)


@scen("sunrise_dates", "sunrise/sunset pages for one city per date; midsummer days differ only by seconds; one /index.html copy")
def b_sun():
    host = "https://sunclock.example"
    ds = {
        "2024-06-20": ("Thursday 20 June 2024", "03:54", "22:43", "18:49:40", "13:18", "All night"),
        "2024-06-21": ("Friday 21 June 2024", "03:54", "22:44", "18:50:02", "13:19", "All night"),
        "2024-06-22": ("Saturday 22 June 2024", "03:54", "22:44", "18:49:58", "13:19", "All night"),
        "2024-12-21": ("Saturday 21 December 2024", "09:18", "15:12", "5:53:44", "12:15", "08:14–09:18, 15:12–16:16"),
    }

    def page(d):
        day, rise, sset, length, noon, tw = ds[d]
        tbl = table([["Sunrise", rise], ["Sunset", sset], ["Day length", length], ["Solar noon", noon], ["Civil twilight", tw]], cls="suntimes")
        return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>Oslo sunrise and sunset times</title></head><body>"
                f"<nav class='top'>Sunclock · Cities · Moon · Golden hour · App</nav><main><p class='date'>{day}</p>{tbl}{SUN_ABOUT}</main>"
                f"<footer>Sunclock © 2024</footer></body></html>")

    out = [P(f"{host}/oslo/{d}/", page(d), f"sun-{d}") for d in ds]
    out.append(P(f"{host}/oslo/2024-06-21/index.html", page("2024-06-21"), "sun-2024-06-21"))
    return out


@scen("radio_dials", "FM frequency lists per town in a <font> table layout; the same stations everywhere, only frequencies differ; no copies")
def b_radio():
    host = "http://www.fmdial.example"
    stations = ["Radio One Network", "Heart of England FM", "Classic Gold", "Talk Nation", "BBC Local"]
    towns = {
        "leeds": ("Leeds", ["97.7", "106.2", "100.9", "89.1", "92.4"]),
        "leicester": ("Leicester", ["98.1", "105.4", "101.3", "89.3", "104.9"]),
        "luton": ("Luton", ["98.0", "96.9", "101.5", "90.2", "103.8"]),
        "lincoln": ("Lincoln", ["98.4", "102.2", "100.4", "89.7", "94.9"]),
    }
    out = []
    for k, (t, fs) in towns.items():
        rows = "".join(f"<tr><td><font size='2'>{s}</font></td><td align='right'><font size='2' color='#990000'>{f} MHz</font></td></tr>" for s, f in zip(stations, fs))
        html = (f"<HTML><HEAD><META HTTP-EQUIV='Content-Type' CONTENT='text/html; charset=utf-8'><TITLE>FM Dial - {t}</TITLE></HEAD>"
                f"<BODY BGCOLOR='#FFFFEE'><CENTER><FONT FACE='Arial' SIZE='5'><B>FM Dial</B></FONT><BR><FONT SIZE='1'>UK radio frequencies since 1998</FONT></CENTER>"
                f"<TABLE WIDTH='760' ALIGN='CENTER'><TR><TD WIDTH='160' VALIGN='TOP'><FONT SIZE='2'><A>Home</A><BR><A>By town</A><BR><A>By station</A><BR><A>DAB</A><BR><A>Links</A></FONT></TD>"
                f"<TD VALIGN='TOP'><FONT FACE='Arial' SIZE='3'><B>{t}</B></FONT><TABLE BORDER='0' CELLPADDING='2' WIDTH='100%'>{rows}</TABLE>"
                f"<FONT SIZE='1'>Frequencies are for the main transmitter; reception varies with local terrain. Spotted a mistake? "
                f"Email the webmaster. FM Dial is a hobby site run by volunteers and is not connected with any broadcaster. "
                f"Please do not copy these lists to other websites without permission. Best viewed at 800x600.</FONT></TD></TR></TABLE>"
                f"<CENTER><FONT SIZE='1'>Visitors since 1998: 1,204,331</FONT></CENTER></BODY></HTML>")
        out.append(P(f"{host}/town/{k}.htm", html, f"radio-{k}"))
    return out


@scen("postcodes", "postcode pages; one letter differs, details only in table cells; copy with popular-searches sidebar reordered")
def b_post():
    host = "https://postcodes.mapnook.example"
    pcs = {
        "KT7 0QA": ("Portsmouth Road", "Thames Ditton", "Thames Ditton", "51.3896", "-0.3311"),
        "KT7 0QB": ("Portsmouth Road", "Thames Ditton", "Thames Ditton", "51.3891", "-0.3302"),
        "KT7 0QD": ("Giggs Hill Road", "Thames Ditton", "Thames Ditton", "51.3884", "-0.3289"),
        "KT7 0RA": ("Hampton Court Way", "Thames Ditton", "Weston Green", "51.3858", "-0.3327"),
    }
    pop = ["SW1A 1AA", "EC1A 1BB", "M1 1AE", "B33 8TH", "CR2 6XH", "DN55 1PT"]

    def page(pc, order):
        street, town, ward, lat, lon = pcs[pc]
        side = "<div class='popular'><h4>Popular searches</h4>" + lis([pop[i] for i in order]) + "</div>"
        tbl = table([["Street", street], ["Post town", town], ["Ward", ward], ["Latitude", lat], ["Longitude", lon]], cls="pc-table")
        return (f"<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>{pc} - postcode information - Mapnook</title></head><body>"
                f"<div class='header'>Mapnook Postcodes <form><input name='q'></form></div><div class='grid'><div class='main'>"
                f"<h1>{pc}</h1>{tbl}<div class='map' data-lat='{lat}' data-lon='{lon}'></div>"
                f"<p class='licence'>Contains OS data © Crown copyright and database right 2024. Contains Royal Mail data © Royal Mail copyright and "
                f"database right 2024. Contains National Statistics data © Crown copyright and database right 2024. Mapnook is free to use for "
                f"personal and non-commercial purposes; bulk lookups and commercial use require an API key.</p></div>"
                f"<div class='side'>{side}</div></div></body></html>")

    base = [0, 1, 2, 3, 4, 5]
    out = [P(f"{host}/pc/{pc.replace(' ', '')}", page(pc, base), f"pc-{pc}") for pc in pcs]
    out.append(P(f"{host}/pc/KT70QB?ref=popular", page("KT7 0QB", [3, 0, 5, 1, 4, 2]), "pc-KT7 0QB"))
    return out


HUB_RULES = (
    "<div class='house-rules'><h4>House rules</h4><ol><li>Bookings are limited to 4 hours per team per day.</li>"
    "<li>Please leave the room as you found it: wipe the whiteboard, return chairs and take rubbish with you.</li>"
    "<li>Cancel at least 2 hours in advance or the booking counts towards your monthly allowance.</li>"
    "<li>Catering can be ordered from the ground-floor café until 10:00 on the day.</li>"
    "<li>Guests must be signed in at reception and wear a visitor badge at all times.</li></ol>"
    "<p>Problems with AV equipment? Call the facilities desk on ext. 2200 (08:00–18:00) or raise a ticket.</p></div>"
)


@scen("meeting_rooms", "room booking pages titled 'Detail'; room name only in an img alt and a table cell; one sid copy")
def b_rooms():
    host = "https://rooms.northwharf-hub.example"
    rooms = {
        101: ("Atlas", "Floor 1", "8", "Screen, video bar, whiteboard"),
        102: ("Borealis", "Floor 1", "8", "Screen, video bar, whiteboard"),
        203: ("Cedar", "Floor 2", "12", "Projector, video bar, whiteboard, phone"),
        305: ("Delta", "Floor 3", "20", "Dual projectors, ceiling mics, whiteboard"),
    }

    def page(i):
        n, fl, cap, eq = rooms[i]
        tbl = table([["Room", n], ["Location", fl], ["Seats", cap], ["Equipment", eq]], cls="room-spec")
        return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>Detail</title></head><body>"
                f"<div class='app-shell'><div class='app-bar'>North Wharf Hub · Rooms <span class='user'>Signed in</span></div>"
                f"<div class='app-main'><div class='panel'><img src='/media/rooms/{i}.jpg' alt='{n} meeting room, {fl}' class='room-photo'>"
                f"{tbl}<div class='slots'><button>09:00</button><button>10:00</button><button>11:00</button><button>14:00</button><button>15:00</button></div>"
                f"<button class='primary'>Book</button></div>{HUB_RULES}</div></div></body></html>")

    out = [P(f"{host}/rooms/detail?id={i}", page(i), f"room-{i}") for i in rooms]
    out.append(P(f"{host}/rooms/detail?id=203&sid=9f2c41e0b7", page(203), "room-203"))
    return out


LARCH_BLOCK = (
    "<section class='amenities'><h2>Living at The Larch</h2><p>The Larch is a pet-friendly, car-free residence two minutes' "
    "walk from Riverside station. Every home has an induction kitchen, washer-dryer, oak floors and triple glazing. "
    "Residents share a roof terrace with barbecues, a co-working lounge, a gym open 24/7, secure bike storage for 200 "
    "bikes and a parcel room. Our on-site team is here seven days a week.</p><p>Rents include water, heating and "
    "high-speed broadband. Tenancies from 12 to 36 months, no agency fees. Holding deposit one week's rent.</p></section>"
)


@scen("apartment_units", "units in one building; 4A and 5A same layout, differ in floor and rent; one AMP copy")
def b_apt():
    host = "https://thelarch-residences.example"
    units = {
        "4a": ("4A", "4th", "1 bed", "612 sq ft", "$2,140 / month", "West"),
        "4b": ("4B", "4th", "2 bed", "845 sq ft", "$2,790 / month", "East"),
        "5a": ("5A", "5th", "1 bed", "612 sq ft", "$2,185 / month", "West"),
        "5b": ("5B", "5th", "2 bed", "845 sq ft", "$2,850 / month", "East"),
    }

    def facts(k):
        u, fl, beds, size, rent, face = units[k]
        return [("Floor", fl), ("Bedrooms", beds), ("Size", size), ("Rent", rent), ("Facing", face), ("Available", "1 September")]

    def page(k):
        u = units[k][0]
        cards = "".join(f"<div class='fact'><small>{a}</small><strong>{b}</strong></div>" for a, b in facts(k))
        return (f"<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>Unit {u} | The Larch</title>"
                f"<link rel='amphtml' href='{host}/amp/units/{k}/'></head><body><header class='site-head'><a>The Larch</a><nav><a>Homes</a><a>Amenities</a><a>Neighbourhood</a><a>Apply</a></nav></header>"
                f"<main class='unit'><h1>Unit {u}</h1><div class='facts'>{cards}</div><img src='/plans/{k}.svg' alt='Floor plan of unit {u}'>"
                f"<a class='cta'>Book a viewing</a></main>{LARCH_BLOCK}<footer>The Larch is managed by Riverside Living LLC. Equal housing opportunity.</footer></body></html>")

    def amp(k):
        u = units[k][0]
        dl = deflist(facts(k), cls="amp-facts")
        return (f"<!doctype html><html ⚡ lang='en'><head><meta charset='utf-8'><title>Unit {u} | The Larch</title><link rel='canonical' href='{host}/units/{k}/'>"
                f"<style amp-boilerplate>body{{visibility:hidden}}</style></head><body><div class='amp-wrap'><h1>Unit {u}</h1>{dl}"
                f"<amp-img src='/plans/{k}.svg' alt='Floor plan of unit {u}' width='600' height='400'></amp-img></div>{LARCH_BLOCK}</body></html>")

    out = [P(f"{host}/units/{k}/", page(k), f"apt-{k}") for k in units]
    out.append(P(f"{host}/amp/units/5a/", amp("5a"), "apt-5a"))
    return out


@scen("unit_conversions", "conversion result pages; 12 vs 13 inches share most of the nearby-values table; no copies")
def b_conv():
    host = "https://convertly.example"
    convs = {
        "12-inches-to-cm": ("12", "in", "cm", 2.54, "inches", "centimeters"),
        "13-inches-to-cm": ("13", "in", "cm", 2.54, "inches", "centimeters"),
        "12-inches-to-mm": ("12", "in", "mm", 25.4, "inches", "millimeters"),
        "12-feet-to-cm": ("12", "ft", "cm", 30.48, "feet", "centimeters"),
    }
    out = []
    for k, (n, a, b, f, an, bn) in convs.items():
        v = int(n)
        near = [[f"{x} {a}", f"{x * f:g} {b}"] for x in range(v - 3, v + 4)]
        html = (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{n} {a} to {b} | Convertly</title></head><body>"
                f"<div class='wrap'><div class='logo'>Convertly</div><div class='converter'><input value='{n}'> <select><option>{an}</option></select> = "
                f"<output>{v * f:g}</output> <select><option>{bn}</option></select></div>"
                f"<h1>{n} {an} = {v * f:g} {bn}</h1><p class='formula'>Multiply the length in {an} by {f:g}.</p>"
                f"{table(near, [an.title(), bn.title()], cls='nearby')}"
                f"<div class='popular'><h3>Popular conversions</h3>{lis(['cm to inches', 'kg to lbs', 'Celsius to Fahrenheit', 'miles to km', 'ml to oz', 'feet to meters'])}</div>"
                f"<div class='footer'>Convertly is free. Results are rounded and provided as is; do not rely on them for engineering, medical or legal purposes.</div></div></body></html>")
        out.append(P(f"{host}/length/{k}", html, f"conv-{k}"))
    return out


# ============================================================================= 中文

HX_TIPS = (
    "<div class='wxts'><h4>温馨提示</h4><p>1. 华信银行工作人员不会以任何理由要求您提供银行卡密码、短信验证码，请勿向任何人透露。"
    "凡是自称“公检法”要求转账到“安全账户”的，都是诈骗。</p><p>2. 办理个人业务请携带本人有效身份证件；代办须同时出示代理人和被代理人身份证件。"
    "单笔取现5万元（含）以上，请提前一个工作日预约。</p><p>3. 网点营业时间如遇节假日调整，以网点公告为准。您也可以通过华信银行手机银行、"
    "网上银行办理转账、理财、缴费等业务，7×24小时随时办理，更省时省心。</p><p>4. 客服热线 95588-0（示例），如对服务有任何意见或建议，"
    "欢迎拨打投诉电话或在手机银行“我的-意见反馈”中留言，我们将在5个工作日内回复。</p></div>"
)


@scen("bank_branches", "银行网点页：地址、电话、营业时间、业务；反诈提示比自身内容长；一份 ?from= 分享副本")
def b_bank():
    host = "https://www.hxbank.example"
    brs = {
        "cd": ("城东支行", "东城区建设路188号", "0571-8800 1001", "周一至周五 9:00-17:00；周六 9:00-16:00", ["个人存取款", "对公开户", "外汇兑换", "保管箱"]),
        "cx": ("城西支行", "西湖区文三路66号", "0571-8800 1002", "周一至周五 9:00-17:00；周六 9:00-16:00", ["个人存取款", "对公开户", "外汇兑换"]),
        "gx": ("高新区支行", "滨江区江南大道1008号", "0571-8800 1003", "周一至周日 9:00-17:00", ["个人存取款", "对公开户", "科技企业贷款"]),
        "kf": ("开发区支行", "钱塘区学源街2号", "0571-8800 1004", "周一至周五 9:00-17:00", ["个人存取款", "对公开户"]),
    }

    def page(k):
        n, addr, tel, hrs, biz = brs[k]
        own = (f"<div class='wd-info'><h2>{n}</h2><p><span>网点地址：</span>{addr}</p><p><span>联系电话：</span>{tel}</p>"
               f"<p><span>营业时间：</span>{hrs}</p><p><span>可办业务：</span>{'、'.join(biz)}</p></div>")
        return (f"<!DOCTYPE html><html lang='zh-CN'><head><meta charset='utf-8'><title>{n}_网点查询_华信银行</title></head><body>"
                f"<div class='header'><div class='logo'>华信银行</div><ul class='menu'><li>个人金融</li><li>公司金融</li><li>信用卡</li><li>网点查询</li><li>关于我们</li></ul></div>"
                f"<div class='wd-wrap'><div class='wd-left'><div class='wd-search'>省份：浙江省 城市：杭州市 <button>查询</button></div>{own}{HX_TIPS}</div>"
                f"<div class='wd-right'><div class='ad'>手机银行扫码下载，首次登录领取10元话费券</div></div></div>"
                f"<div class='footer'>版权所有 华信银行股份有限公司 浙ICP备00000000号 客服热线：95588-0</div></body></html>")

    out = [P(f"{host}/wangdian/zj/hz/{k}.html", page(k), f"bank-{k}") for k in brs]
    out.append(P(f"{host}/wangdian/zj/hz/gx.html?from=singlemessage&isappinstalled=0", page("gx"), "bank-gx"))
    return out


@scen("postcode_districts_gbk", "GBK 表格布局邮编查询：每区街道邮编表，数字为主；一份 ?page=1 副本")
def b_youbian():
    host = "http://www.youbian.example"
    ds = {
        "haishu": ("海曙区", [("鼓楼街道", "315000"), ("南门街道", "315010"), ("西门街道", "315012"), ("望春街道", "315012"), ("集士港镇", "315171")]),
        "jiangbei": ("江北区", [("中马街道", "315020"), ("白沙街道", "315020"), ("孔浦街道", "315021"), ("庄桥街道", "315033"), ("慈城镇", "315031")]),
        "yinzhou": ("鄞州区", [("中河街道", "315100"), ("首南街道", "315199"), ("钟公庙街道", "315100"), ("姜山镇", "315191"), ("咸祥镇", "315141")]),
        "zhenhai": ("镇海区", [("招宝山街道", "315200"), ("蛟川街道", "315200"), ("骆驼街道", "315202"), ("庄市街道", "315201"), ("九龙湖镇", "315204")]),
    }

    def page(k):
        n, rows = ds[k]
        trs = "".join(f"<tr><td>{a}</td><td align='center'>{b}</td></tr>" for a, b in rows)
        return (f"<html><head><meta http-equiv='Content-Type' content='text/html; charset=gbk'><title>宁波市{n}邮编_邮政编码查询网</title></head>"
                f"<body><table width='960' align='center' cellpadding='0' cellspacing='0'><tr><td class='logo' height='80'><b>邮政编码查询网</b> 邮编查询 | 区号查询 | 快递单号 | 身份证归属地</td></tr>"
                f"<tr><td class='dh'>您的位置：首页 &gt; 浙江省 &gt; 宁波市 &gt; {n}</td></tr><tr><td>"
                f"<table width='100%' border='1' cellspacing='0' cellpadding='4' class='yb'><tr bgcolor='#eeeeee'><th>地址</th><th>邮编</th></tr>{trs}</table>"
                f"</td></tr><tr><td class='sm'><p>邮政编码是由阿拉伯数字组成，用来表示邮局及其投递区域的邮政通信专用代号。我国邮政编码采用四级六位编码制，"
                f"前两位表示省、市、自治区，第三位代表邮区，第四位代表县、市，最后两位代表投送邮局。本站数据仅供参考，如有变更请以当地邮政部门公布为准。"
                f"寄递贵重物品请当面验视并保价，寄件前请确认收件地址和电话准确无误。</p></td></tr>"
                f"<tr><td align='center'><font size='2'>Copyright 2008-2024 邮政编码查询网 版权所有 联系我们 | 免责声明</font></td></tr></table></body></html>")

    out = [P(f"{host}/zhejiang/ningbo/{k}.html", page(k), f"yb-{k}", "gbk") for k in ds]
    out.append(P(f"{host}/zhejiang/ningbo/jiangbei.html?page=1", page("jiangbei"), "yb-jiangbei", "gbk"))
    return out


QH_NOTE = (
    "<div class='arcbody-note'><h3>长途区号拨打说明</h3><p>拨打国内长途电话：固定电话拨打外地固定电话，需先拨“0+区号”再拨电话号码；"
    "手机拨打外地固定电话，同样需要加拨区号；手机拨打手机无需加拨区号。拨打国际长途：先拨国际冠字“00”，再拨国家或地区代码、区号（去掉首位0）和电话号码。"
    "从国外拨打中国固定电话：国际冠字+86+区号（去掉首位0）+电话号码。</p><p>特别提醒：接到陌生境外来电或显示“+”号开头的来电，请提高警惕，谨防诈骗。"
    "本站数据整理自公开资料，仅供参考。</p></div>"
)


@scen("area_codes_gbk", "GBK DedeCMS 风格区号页：每城四个标签值，拨号说明占大头；无副本")
def b_quhao():
    host = "http://www.quhao.example"
    cs = {
        "hangzhou": ("杭州", "0571", "310000", "浙A"),
        "huzhou": ("湖州", "0572", "313000", "浙E"),
        "jiaxing": ("嘉兴", "0573", "314000", "浙F"),
        "ningbo": ("宁波", "0574", "315000", "浙B"),
        "shaoxing": ("绍兴", "0575", "312000", "浙D"),
    }
    out = []
    for k, (c, qh, yb, cp) in cs.items():
        html = (f"<!DOCTYPE html PUBLIC '-//W3C//DTD XHTML 1.0 Transitional//EN'><html><head><meta http-equiv='Content-Type' content='text/html; charset=gbk'>"
                f"<title>浙江{c}区号是多少-区号查询</title><meta name='keywords' content='{c}区号,{c}电话区号'></head><body>"
                f"<div class='header w960'><div class='logo'>区号查询</div><div class='nav'>首页 | 区号查询 | 邮编查询 | 手机归属地</div></div>"
                f"<div class='w960 place'>当前位置：<a>首页</a> &gt; <a>浙江</a> &gt; {c}</div><div class='w960 clear'><div class='pleft'>"
                f"<div class='viewbox'><div class='content'><table class='quhao'><tr><td>城市：</td><td>{c}</td></tr><tr><td>区号：</td><td>{qh}</td></tr>"
                f"<tr><td>邮编：</td><td>{yb}</td></tr><tr><td>车牌：</td><td>{cp}</td></tr></table>{QH_NOTE}</div>"
                f"<div class='dede_pages'></div></div></div><div class='pright'><div class='hot'>热门城市：北京 上海 广州 深圳 成都 武汉 西安 南京</div></div></div>"
                f"<div class='footer w960'>Powered by DedeCMS 本站部分信息来源于网络 如有侵权请联系删除</div></body></html>")
        out.append(P(f"{host}/zhejiang/{k}/", html, f"qh-{k}", "gbk"))
    return out


ZD_SIDE = (
    "<div class='zd-side'><div class='sbox'><h3>部首检字</h3><p>一 丨 丿 丶 乙 二 十 厂 匚 卜 冂 八 人 勹 儿 几 亠 冫 冖 讠 卩 阝 刀 力 又 厶 廴 干 工 土 士 艹 寸 "
    "廾 大 尢 弋 小 口 囗 山 巾 彳 彡 犭 夕 夂 饣 广 门 氵 忄 宀 辶 尸 己 弓 子 女 马 纟 王 木 支 车 日 月 贝 水 火 心 石</p></div>"
    "<div class='sbox'><h3>汉语屋字典</h3><p>收录汉字两万余个，提供拼音、部首、笔画、笔顺、释义、组词和书法字形。所有释义均经编辑审校，"
    "引用请注明出处。下载汉语屋APP，支持离线查字、手写输入和拍照识字。</p></div></div>"
)


@scen("hanzi_dictionary", "汉字字典每字一页（木林森本）；字头只差一字，释义短；林字一份打印版（无侧栏）")
def b_zidian():
    host = "https://zidian.hanyuwu.example"
    zs = {
        "6728": ("木", "mù", "木", "4", "独体", ["树类植物的通称：树～。草～。", "木头，木料：～材。～器。", "质朴：～讷。", "感觉不灵敏：麻～。"]),
        "6797": ("林", "lín", "木", "8", "左右", ["长在一起的许多树木或竹子：树～。竹～。", "聚集在一起的同类的人或事物：艺～。碑～。", "姓。"]),
        "68ee": ("森", "sēn", "木", "12", "品字", ["树木众多：～林。", "繁密，众多：～列。", "阴暗可怕：阴～。"]),
        "672c": ("本", "běn", "木", "5", "独体", ["草木的根：木～水源。", "事物的根源：根～。～末倒置。", "原来的：～意。", "册子：笔记～。"]),
    }

    def own(k):
        z, py, bs, bh, jg, sy = zs[k]
        info = table([["拼音", py], ["部首", bs], ["笔画", bh], ["结构", jg]], cls="zi-base")
        return f"<div class='zi-head'><span class='zi'>{z}</span></div>{info}<div class='zi-js'><h3>基本解释</h3>{lis(sy, tag='ol')}</div>"

    def page(k):
        z = zs[k][0]
        return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{z}字的意思_{z}的拼音_{z}的部首_汉语屋字典</title></head><body>"
                f"<div class='top-bar'><span class='logo'>汉语屋</span> 字典 词典 成语 诗词 <form><input name='wd'></form></div>"
                f"<div class='crumb'>汉语屋 &gt; 字典 &gt; 木部</div><div class='body-wrap'><div class='zd-main'>{own(k)}</div>{ZD_SIDE}</div>"
                f"<div class='foot'>汉语屋 版权所有 京ICP备00000001号</div></body></html>")

    def printed(k):
        z = zs[k][0]
        return (f"<html><head><meta charset='utf-8'><title>{z}字的意思_{z}的拼音_{z}的部首_汉语屋字典</title></head>"
                f"<body onload='window.print()'><div class='print-zd'>{own(k)}</div><p>来源：汉语屋字典</p></body></html>")

    out = [P(f"{host}/zi/{k}.html", page(k), f"zi-{k}") for k in zs]
    out.append(P(f"{host}/print/zi/6797.html", printed("6797"), "zi-6797"))
    return out


LMG_BLOCK = (
    "<div class='brand-story'><h3>老面馆的故事</h3><p>1988年，老面馆在人民路开出第一家店，一碗片儿川卖八毛钱。三十多年来，我们坚持每天凌晨四点熬骨汤，"
    "面条当天现做，浇头现炒现浇。现在老面馆在全市有十二家门店，味道一直没变。</p><p>会员服务：关注公众号“老面馆”注册会员，消费一元积一分，"
    "积分可抵现金；生日当月到店送一份卤蛋和一杯豆浆。外卖请在美团、饿了么搜索“老面馆”。</p>"
    "<p>食品安全承诺：所有门店均公示食品经营许可证，后厨明厨亮灶，欢迎监督。过敏原提示：面条含小麦麸质，部分浇头含花生、虾。</p></div>"
)


@scen("noodle_menus", "连锁面馆各门店菜单；人民路与解放路菜品和价格完全一样，仅店名地址不同；机场店加价；一份 utm 副本")
def b_menu():
    host = "https://www.laomianguan.example"
    base = [("片儿川", 22), ("虾爆鳝面", 38), ("雪菜肉丝面", 18), ("腰花面", 32), ("葱油拌面", 15)]
    sts = {
        "renminlu": ("人民路店", "人民路12号", 0, "06:00-21:00"),
        "jiefanglu": ("解放路店", "解放路203号", 0, "06:00-21:00"),
        "wanda": ("万达店", "万达广场B1层美食街", 2, "10:00-21:30"),
        "jichang": ("机场店", "机场T3航站楼出发层", 8, "05:30-22:30"),
    }

    def page(k):
        n, addr, plus, hrs = sts[k]
        menu = "".join(f"<li><span class='cm'>{d}</span><span class='jg'>¥{p + plus}</span></li>" for d, p in base)
        return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>老面馆{n}菜单</title></head><body>"
                f"<header class='mg-head'><h2>老面馆</h2><nav>首页 | 门店 | 菜单 | 加盟 | 招聘</nav></header>"
                f"<section class='store'><div class='store-info'><h1>{n}</h1><p>地址：{addr}　营业时间：{hrs}</p></div>"
                f"<ul class='caidan'>{menu}</ul></section>{LMG_BLOCK}<footer>© 老面馆餐饮管理有限公司 加盟热线 400-000-1988</footer></body></html>")

    out = [P(f"{host}/store/{k}/menu", page(k), f"menu-{k}") for k in sts]
    out.append(P(f"{host}/store/wanda/menu?utm_source=dianping&utm_medium=shop", page("wanda"), "menu-wanda"))
    return out


JYF_CONSULT = (
    "<div class='zxk'><div class='zx-title'>购房咨询</div><p>云栖苑售楼处地址：云栖路88号（地铁5号线云栖站C口）。开放时间：9:00-18:00。"
    "置业顾问一对一讲解户型，支持VR看房。本页户型图及面积仅供参考，以政府相关部门最终测绘结果和购房合同约定为准。"
    "样板间装修及家具不属于交付标准。</p><p>家园房产网郑重提示：请勿向非开发商账户支付任何购房款项；谨慎对待“内部房源”“低价团购”等宣传。"
    "房贷计算器、税费计算器请点击右侧工具栏。</p><a class='btn'>预约看房</a><a class='btn'>获取底价</a></div>"
)


@scen("floor_plans", "同一楼盘各户型页标题相同；户型名只在图片 alt 和表格里；A1/A2 只差面积；一份 ?share=wechat 副本")
def b_huxing():
    host = "https://huxing.jiayuanfang.example"
    hx = {
        "a1": ("A1", "三室两厅一卫", "89㎡", "南北", "约218万"),
        "a2": ("A2", "三室两厅一卫", "92㎡", "南北", "约225万"),
        "b1": ("B1", "四室两厅两卫", "118㎡", "南北", "约296万"),
        "c1": ("C1", "四室两厅三卫", "143㎡", "南", "约372万"),
    }

    def page(k):
        n, jg, mj, cx, zj = hx[k]
        tb = table([["户型", f"{n}户型"], ["居室", jg], ["建筑面积", mj], ["朝向", cx], ["参考总价", zj]], cls="hx-canshu")
        return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>云栖苑户型图-家园房产网</title></head><body>"
                f"<div class='jyf-top'>家园房产网 新房 二手房 租房 资讯 <span>杭州站</span></div><div class='lp-nav'>云栖苑 楼盘首页 | 户型 | 相册 | 动态 | 点评</div>"
                f"<div class='hx-detail'><div class='hx-pic'><img src='/hx/yqy/{k}.jpg' alt='云栖苑{n}户型 {jg} {mj}'></div>{tb}{JYF_CONSULT}</div>"
                f"<div class='jyf-foot'>家园房产网 版权所有 房地产经纪机构备案号 000001</div></body></html>")

    out = [P(f"{host}/loupan/yunqiyuan/huxing/{k}.html", page(k), f"hx-{k}") for k in hx]
    out.append(P(f"{host}/loupan/yunqiyuan/huxing/b1.html?share=wechat&uid=77312", page("b1"), "hx-b1"))
    return out


HT_IR = (
    "<div class='ir-notice'><p>重要提示：本年度报告摘要来自年度报告全文，为全面了解本公司的经营成果、财务状况及未来发展规划，"
    "投资者应当到证监会指定媒体仔细阅读年度报告全文。本公司董事会、监事会及董事、监事、高级管理人员保证年度报告内容的真实、准确、完整，"
    "不存在虚假记载、误导性陈述或重大遗漏，并承担个别和连带的法律责任。</p><p>投资者关系联系方式：董事会办公室 电话 0571-0000 6600，"
    "邮箱 ir@hengtai.example。投资者热线工作时间为交易日 9:00-11:30、13:00-17:00。</p></div>"
)


@scen("annual_summaries_gbk", "GBK 年报摘要每年一页：只有表格数字不同；2022 一份“更新时间”不同的副本")
def b_nianbao():
    host = "http://ir.hengtai.example"
    ys = {
        "2020": ("38.62", "3.15", "0.42", "每10股派发现金红利1.20元（含税）"),
        "2021": ("44.07", "3.88", "0.52", "每10股派发现金红利1.50元（含税）"),
        "2022": ("41.95", "2.71", "0.36", "每10股派发现金红利1.00元（含税）"),
        "2023": ("47.30", "4.02", "0.54", "每10股派发现金红利1.60元（含税）"),
    }

    def page(y, upd):
        rev, np_, eps, div = ys[y]
        tb = (f"<table border='1' cellspacing='0' cellpadding='5' class='cwzb'><tr><th>主要会计数据</th><th>{y}年</th></tr>"
              f"<tr><td>营业收入（亿元）</td><td>{rev}</td></tr><tr><td>归属于上市公司股东的净利润（亿元）</td><td>{np_}</td></tr>"
              f"<tr><td>基本每股收益（元/股）</td><td>{eps}</td></tr><tr><td>利润分配预案</td><td>{div}</td></tr></table>")
        return (f"<html><head><meta http-equiv='Content-Type' content='text/html; charset=gbk'><title>恒泰股份{y}年年度报告摘要_投资者关系</title></head><body>"
                f"<div id='wrap'><div id='head'>恒泰股份 HENGTAI 证券代码：600000（示例）</div><div id='menu'>公司概况 | 新闻中心 | 投资者关系 | 社会责任 | 联系我们</div>"
                f"<div id='main'><div class='lanmu'>投资者关系 &gt;&gt; 定期报告</div><div class='wenzhang'>{HT_IR}{tb}"
                f"<p class='gxsj'>更新时间：{upd}</p></div></div><div id='foot'>恒泰股份有限公司 版权所有 浙ICP备00000002号</div></div></body></html>")

    out = [P(f"{host}/ir/report/{y}.htm", page(y, f"{int(y) + 1}-04-20"), f"nb-{y}", "gbk") for y in ys]
    out.append(P(f"{host}/ir/report/2022.htm?v=2", page("2022", "2023-05-08"), "nb-2022", "gbk"))
    return out


AX_BLOCK = (
    "<div class='jx-jianjie'><h3>安心驾校简介</h3><p>安心驾校成立于2006年，是市交通运输局核定的一级驾驶员培训机构，拥有自有训练场地120亩、"
    "教练车260台、持证教练员300余名。开设C1、C2、A2、B2等车型培训，一人一车一教练，随到随学，学车期间免费接送。</p>"
    "<p>报名须知：年满18周岁，身体条件符合《机动车驾驶证申领和使用规定》，携带身份证原件；外地户籍需提供居住证。"
    "报名咨询热线 400-000-6006，服务时间 8:00-20:00（节假日不休）。投诉监督电话 0571-0000 6007。</p>"
    "<p>郑重声明：本校从未委托任何个人或中介代收学费，请认准官方收费账户，谨防受骗。</p></div>"
)


@scen("driving_school_subjects", "驾校科目页，标题都是站名；各科只有几行考试内容/学时/合格标准；无副本")
def b_jiaxiao():
    host = "https://www.anxinjiaxiao.example"
    km = {
        "km1": ("科目一", "道路交通安全法律、法规和相关知识", "理论12学时", "100题，90分合格", "计算机考试，45分钟"),
        "km2": ("科目二", "倒车入库、坡道定点停车与起步、侧方停车、曲线行驶、直角转弯", "实操16学时", "满分100分，80分合格", "场地考试"),
        "km3": ("科目三", "上车准备、起步、直线行驶、加减挡、变更车道、靠边停车、夜间灯光", "实操24学时", "满分100分，90分合格", "道路考试"),
        "km4": ("科目四", "安全文明驾驶常识、恶劣条件下的驾驶、紧急情况处置", "理论10学时", "50题，90分合格", "计算机考试，30分钟"),
    }
    out = []
    for k, (n, nr, xs, bz, fs) in km.items():
        html = (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>安心驾校</title></head><body>"
                f"<div class='dingbu'><div class='logo'>安心驾校</div><ul class='daohang'><li>首页</li><li>学车流程</li><li>班型价格</li><li>考试科目</li><li>在线报名</li></ul></div>"
                f"<div class='neirong'><div class='zuo'>{AX_BLOCK}</div><div class='you'><div class='kemu'><h2>{n}</h2>"
                f"<p>考试内容：{nr}</p><p>培训学时：{xs}</p><p>合格标准：{bz}</p><p>考试形式：{fs}</p></div></div></div>"
                f"<div class='dibu'>安心驾驶培训有限公司 地址：城北路1号训练场</div></body></html>")
        out.append(P(f"{host}/kemu/{k}.html", html, f"jx-{k}"))
    return out


@scen("insurance_drug_list", "医保目录药品详情页标题均为“详情页”，只有表格，无正文；阿莫西林胶囊/颗粒只差剂型编号；一份侧栏重排副本")
def b_yibao():
    host = "https://www.yibaochaxun.example"
    ds = {
        "XJ01CAA040E001": ("阿莫西林", "胶囊剂", "甲类", "—"),
        "XJ01CAA040X001": ("阿莫西林", "颗粒剂", "甲类", "—"),
        "XJ01DDC170A001": ("头孢克肟", "片剂", "乙类", "限有明确细菌感染证据的患者"),
        "XM01AEB010E002": ("布洛芬", "缓释胶囊", "甲类", "—"),
    }
    hot = ["二甲双胍", "阿托伐他汀", "氨氯地平", "奥美拉唑", "硝苯地平", "蒙脱石散", "连花清瘟"]

    def page(code, order):
        n, jx, lb, bz = ds[code]
        tb = table([["医保编码", code], ["药品名称", n], ["剂型", jx], ["甲乙类", lb], ["备注", bz]], cls="ypxq")
        side = "<div class='rmcx'><h4>热门查询</h4>" + lis([hot[i] for i in order]) + "</div>"
        return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>详情页</title></head><body>"
                f"<div class='hd'>医保目录查询 <small>国家医保药品目录（2023年版）</small></div><div class='bd'><div class='l'>{tb}"
                f"<div class='sm'>说明：本站依据国家医保局公布的药品目录整理，仅供参考；各地报销比例、起付线和限定支付范围以当地医保经办机构规定为准。"
                f"“甲类”药品按规定全部纳入基本医疗保险支付范围，“乙类”药品个人先自付一定比例后再按规定支付。协议期内谈判药品按协议规定执行。</div></div>"
                f"<div class='r'>{side}</div></div><div class='ft'>本站为非官方查询工具</div></body></html>")

    base = [0, 1, 2, 3, 4, 5, 6]
    out = [P(f"{host}/yp/detail?code={c}", page(c, base), f"yb-{c}") for c in ds]
    out.append(P(f"{host}/yp/detail?code=XJ01DDC170A001&from=hot", page("XJ01DDC170A001", [6, 2, 0, 5, 1, 3, 4]), "yb-XJ01DDC170A001"))
    return out


AJZ_RULES = (
    "<div class='bm notice'><div class='bm_h'>安居租房网 租房须知</div><div class='bm_c'><p>1. 看房时请核实房东身份和房产证，签约前不要支付任何定金。"
    "2. 本站所有房源均由个人或经纪人自行发布，本站不对房源真实性承担责任，遇到虚假房源请点击“举报”。3. 租金请通过银行转账支付并保留凭证，"
    "押金退还条款务必写入合同。4. 合租房源请确认其他租客情况，遵守小区物业管理规定。5. 发布房源请遵守版规，同一房源24小时内只能发布一次，"
    "违规者删帖并禁言。</p><p>客服QQ群：000000001（示例） 工作时间 9:00-21:00</p></div></div>"
)


@scen("rental_units", "Discuz 风格租房帖每套一页：小区、户型、租金用 label 行；两套同小区同户型只差楼层与租金；一份 sid 副本")
def b_zufang():
    host = "https://www.anjuzu.example"
    fy = {
        "10231": ("翠苑一区", "2室1厅1卫", "62平", "3/6层", "3200元/月", "押一付三", "近地铁，家电齐全，拎包入住。"),
        "10232": ("翠苑一区", "2室1厅1卫", "62平", "5/6层", "3000元/月", "押一付三", "近地铁，家电齐全，拎包入住。"),
        "10240": ("嘉绿苑", "1室1厅1卫", "45平", "12/18层", "2800元/月", "押一付一", "精装修，朝南，可短租。"),
        "10257": ("文新小区", "3室2厅1卫", "98平", "2/7层", "4500元/月", "押二付三", "适合家庭，学区房。"),
    }

    def page(t):
        xq, hx, mj, lc, zj, ff, sm = fy[t]
        lines = "".join(f"<tr><th>{a}：</th><td>{b}</td></tr>" for a, b in [("小区", xq), ("户型", hx), ("面积", mj), ("楼层", lc), ("租金", zj), ("付款方式", ff)])
        return (f"<!DOCTYPE html><html><head><meta http-equiv='Content-Type' content='text/html; charset=utf-8'><title>{xq} {hx} {zj} - 整租房源 - 安居租房网 - Powered by Discuz!</title></head>"
                f"<body id='nv_forum' class='pg_viewthread'><div id='hd'><div class='wp'><h2>安居租房网</h2><div id='nv'><ul><li>首页</li><li>整租</li><li>合租</li><li>求租</li></ul></div></div></div>"
                f"<div id='wp' class='wp'><div id='pt' class='bm cl'>安居租房网 › 整租房源 › 正文</div>{AJZ_RULES}"
                f"<div id='postlist' class='pl bm'><table class='plhin'><tr><td class='pls'>发帖人：房东</td><td class='plc'><div class='t_fsz'>"
                f"<table class='cgtl mbm'><caption>房源信息</caption>{lines}</table><td class='t_f'>{sm}</td></div></td></tr></table></div></div>"
                f"<div id='ft' class='wp cl'>Powered by Discuz! X3.4 © 2001-2024 安居租房网</div></body></html>")

    out = [P(f"{host}/thread-{t}-1-1.html", page(t), f"zf-{t}") for t in fy]
    out.append(P(f"{host}/forum.php?mod=viewthread&tid=10240&sid=Xk3pQ9", page("10240"), "zf-10240"))
    return out


YC_BLOCK = (
    "<div class='baozhang'><h3>优车二手车 四重保障</h3><ul><li>315项专业检测，事故车、泡水车、火烧车一律不收</li><li>7天无理由退车（行驶里程不超过300公里）</li>"
    "<li>1年或2万公里核心部件质保</li><li>过户代办，全程透明，不收任何隐形费用</li></ul><p>金融服务：首付最低两成，最长36期，审批快至30分钟。"
    "以上服务以合同约定为准，具体以门店告知为准。咨询热线 400-000-2020。</p></div>"
)


@scen("used_cars", "拼音类名二手车详情：同款车不同年份/里程/价格；一份 AMP 副本")
def b_car():
    host = "https://www.youche2.example"
    cars = {
        "c8812": ("大众 朗逸 2019款 1.5L 自动舒适版", "2019-05", "4.8万公里", "6.38万", "白色", "杭州"),
        "c8813": ("大众 朗逸 2020款 1.5L 自动舒适版", "2020-08", "3.1万公里", "7.48万", "白色", "杭州"),
        "c8830": ("丰田 卡罗拉 2019款 1.2T S-CVT GL先锋版", "2019-11", "5.6万公里", "7.98万", "银色", "杭州"),
        "c8857": ("本田 思域 2021款 240TURBO CVT 劲擎版", "2021-03", "2.2万公里", "11.20万", "蓝色", "宁波"),
    }

    def canshu(k):
        n, sp, lc, jg, ys, cs = cars[k]
        return [("上牌时间", sp), ("表显里程", lc), ("车身颜色", ys), ("车辆所在地", cs)]

    def page(k):
        n, *_ = cars[k]
        jg = cars[k][3]
        cs = "".join(f"<li><span class='mingcheng'>{a}</span><span class='shuzhi'>{b}</span></li>" for a, b in canshu(k))
        return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>【{cars[k][5]}】{n}_二手车_优车二手车</title><link rel='amphtml' href='{host}/amp/car/{k}.html'></head><body>"
                f"<div class='toubu'><span class='logo'>优车二手车</span><span class='chengshi'>杭州</span><ul class='daohang'><li>买车</li><li>卖车</li><li>分期</li><li>门店</li></ul></div>"
                f"<div class='zhuti'><div class='chetu'><img src='/img/{k}/1.jpg' alt='{n}'></div><div class='xinxi'><h1 class='biaoti'>{n}</h1>"
                f"<div class='jiage'>{jg}</div><ul class='canshu'>{cs}</ul><a class='yuyue'>预约看车</a></div></div>{YC_BLOCK}"
                f"<div class='weibu'>优车二手车 版权所有</div></body></html>")

    def amp(k):
        n, *_ = cars[k]
        return (f"<!doctype html><html amp><head><meta charset='utf-8'><title>【{cars[k][5]}】{n}_二手车_优车二手车</title><link rel='canonical' href='{host}/car/{k}.html'>"
                f"</head><body><amp-img src='/img/{k}/1.jpg' alt='{n}' width='640' height='480'></amp-img><h1>{n}</h1><p class='jg'>{cars[k][3]}</p>"
                f"{deflist(canshu(k), cls='cs')}{YC_BLOCK}</body></html>")

    out = [P(f"{host}/car/{k}.html", page(k), f"car-{k}") for k in cars]
    out.append(P(f"{host}/amp/car/c8813.html", amp("c8813"), "car-c8813"))
    return out


@scen("admission_plans_gbk", "GBK 分省招生计划：各省专业相同，只有计划数和学费行不同；无副本")
def b_zhaosheng():
    host = "http://zs.dnlg.example"
    majors = ["计算机科学与技术", "软件工程", "电气工程及其自动化", "机械设计制造及其自动化", "土木工程", "会计学"]
    sf = {
        "zhejiang": ("浙江", [12, 10, 8, 8, 6, 6], "普通类（综合改革）"),
        "jiangsu": ("江苏", [6, 5, 4, 4, 3, 3], "物理类"),
        "anhui": ("安徽", [5, 5, 4, 3, 3, 2], "理科"),
        "jiangxi": ("江西", [4, 4, 3, 3, 2, 2], "理科"),
    }
    out = []
    for k, (p, ns, kl) in sf.items():
        trs = "".join(f"<tr><td>{m}</td><td>{kl}</td><td>{n}</td><td>四年</td><td>5500元/年</td></tr>" for m, n in zip(majors, ns))
        html = (f"<html><head><meta http-equiv='Content-Type' content='text/html; charset=gbk'><title>东南理工学院2024年{p}招生计划</title></head><body>"
                f"<div class='zs-top'>东南理工学院本科招生网 招生政策 | 招生计划 | 历年分数 | 专业介绍 | 在线咨询</div>"
                f"<div class='zs-main'><div class='zs-left'><div class='lm'>招生计划</div><ul><li>浙江</li><li>江苏</li><li>安徽</li><li>江西</li><li>福建</li></ul></div>"
                f"<div class='zs-right'><div class='bt'>2024年招生计划（{p}）</div><table border='1' cellspacing='0' width='100%'><tr><th>专业</th><th>科类</th><th>计划数</th><th>学制</th><th>学费</th></tr>{trs}</table>"
                f"<div class='sm'>说明：以上计划以各省级招生考试机构公布为准。学校录取时按“分数优先、遵循志愿”的原则安排专业，不设专业级差；"
                f"外语语种不限，公共外语教学只开设英语。新生入学后进行复查，不符合条件者按有关规定处理。招生咨询电话：0571-0000 8000，"
                f"监督电话：0571-0000 8001。</div></div></div><div class='zs-foot'>东南理工学院招生办公室 版权所有</div></body></html>")
        out.append(P(f"{host}/plan/2024/{k}.html", html, f"zsjh-{k}", "gbk"))
    return out


@scen("cutoff_scores", "高校历年分数线每年一页：同样的省份列表，数字不同；一份 /index.html 副本")
def b_fenshu():
    host = "https://zsb.xbcj.example"
    ys = {
        "2021": [("陕西", "理科", 521, 548), ("甘肃", "理科", 498, 521), ("河南", "理科", 566, 580), ("四川", "理科", 552, 569)],
        "2022": [("陕西", "理科", 517, 541), ("甘肃", "理科", 489, 515), ("河南", "理科", 561, 577), ("四川", "理科", 547, 566)],
        "2023": [("陕西", "理科", 509, 537), ("甘肃", "理科", 492, 518), ("河南", "理科", 553, 569), ("四川", "理科", 540, 560)],
    }

    def page(y):
        rows = [[a, b, c, d] for a, b, c, d in ys[y]]
        return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{y}年各省录取分数线-西北财经学院本科招生网</title></head><body>"
                f"<header class='zsb-head'><h1 class='site'>西北财经学院本科招生网</h1></header><div class='zsb-body'><article class='list-con'>"
                f"<h2 class='arti-title'>{y}年各省录取分数线</h2><div class='arti-meta'>发布者：招生办　浏览次数：--</div>"
                f"<div class='wp_articlecontent'>{table(rows, ['省份', '科类', '最低分', '最高分'], cls='fsx')}"
                f"<p>注：分数为投档成绩，不含政策加分。欢迎广大考生报考西北财经学院！学校设有国家奖学金、国家励志奖学金、国家助学金，"
                f"家庭经济困难学生可通过“绿色通道”办理入学手续，保证不让一名学生因家庭经济困难而失学。招生咨询：029-0000 1234。</p></div>"
                f"</article></div><footer>西北财经学院招生办公室</footer></body></html>")

    out = [P(f"{host}/fsx/{y}/", page(y), f"fsx-{y}") for y in ys]
    out.append(P(f"{host}/fsx/2022/index.html", page("2022"), "fsx-2022"))
    return out


FY_BLOCK = (
    "<section class='fy-note'><h3>行李运输须知</h3><p>锂电池、充电宝严禁托运，单块额定能量不超过100Wh的充电宝可随身携带，每人限带两块。"
    "液态物品随身携带单件不超过100毫升，并装入透明密封袋。超过规定额度的行李须支付逾重行李费，请在值机柜台或飞云航空APP提前购买，"
    "线上购买可享最高五折优惠。</p><p>飞云航空金卡、白金卡会员额外享有免费行李额，详见会员权益。国际及地区航线的行李规定以客票所载为准；"
    "联程航班如涉及其他航空公司，以适用承运人的规定为准。如有疑问请致电客服热线 95000-0（示例）。</p></section>"
)


@scen("baggage_by_cabin", "航司各舱位行李额：表格数字不同、舱位名不同；经济舱一份打印版副本")
def b_xingli():
    host = "https://www.feiyunair.example"
    cw = {
        "first": ("头等舱", "40公斤", "不超过2件，每件不超过5公斤", "优先"),
        "business": ("公务舱", "30公斤", "不超过2件，每件不超过5公斤", "优先"),
        "premium": ("超级经济舱", "25公斤", "1件，不超过5公斤", "优先"),
        "economy": ("经济舱", "20公斤", "1件，不超过5公斤", "—"),
    }

    def own(k):
        n, tk, sp, yx = cw[k]
        return (f"<h1 class='title'>{n}行李额</h1>"
                + table([["免费托运行李额", tk], ["随身携带", sp], ["行李优先", yx]], ["项目", "国内航线"], cls="xl-table"))

    def page(k):
        return (f"<!DOCTYPE html><html lang='zh-CN'><head><meta charset='utf-8'><title>飞云航空 | 行李服务 | {cw[k][0]}</title></head><body>"
                f"<header class='fy-header'><div class='logo'>飞云航空</div><nav>机票预订 值机选座 航班动态 会员中心 出行服务</nav></header>"
                f"<div class='fy-container'><aside class='fy-menu'><ul><li>行李服务</li><li>特殊旅客</li><li>退改签</li><li>餐食</li></ul></aside>"
                f"<main class='fy-content'>{own(k)}{FY_BLOCK}</main></div><footer class='fy-footer'>飞云航空股份有限公司 沪ICP备00000003号</footer></body></html>")

    def printed(k):
        return (f"<html><head><meta charset='utf-8'><title>飞云航空 | 行李服务 | {cw[k][0]}</title></head><body class='print'>"
                f"<div class='print-logo'>飞云航空</div>{own(k)}{FY_BLOCK}</body></html>")

    out = [P(f"{host}/service/baggage/{k}", page(k), f"xl-{k}") for k in cw]
    out.append(P(f"{host}/service/baggage/economy?print=true", printed("economy"), "xl-economy"))
    return out


@scen("phone_plans", "手机套餐各档一页：月费、流量、通话只差数字；资费说明长；无副本")
def b_taocan():
    host = "https://www.xingyuntong.example"
    tc = {
        "29": ("29", "10GB", "100分钟", "—"),
        "39": ("39", "20GB", "200分钟", "—"),
        "59": ("59", "40GB", "300分钟", "来电显示、视频彩铃"),
        "99": ("99", "100GB", "600分钟", "来电显示、视频彩铃、会员权益二选一"),
    }
    out = []
    for k, (yf, ll, th, qy) in tc.items():
        cards = "".join(f"<div class='tc-card'><em>{a}</em><b>{b}</b></div>" for a, b in [("月费", f"{yf}元"), ("通用流量", ll), ("国内通话", th), ("附加权益", qy)])
        html = (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>星云通-套餐详情</title></head><body>"
                f"<div class='xyt-head'>星云通 <span>个人</span><span>家庭</span><span>政企</span><span>营业厅</span></div>"
                f"<div class='tc-detail'><div class='tc-name'>星云畅享{yf}元套餐</div><div class='tc-cards'>{cards}</div>"
                f"<div class='tc-desc'><h4>资费说明</h4><p>1. 套餐月费按自然月收取，首月按日折算，套餐内容按天折算赠送。2. 套外国内流量按3元/GB收取，"
                f"国内通话0.15元/分钟，短信0.1元/条。3. 套餐内流量当月有效，不可结转。4. 办理后次月可申请变更，变更次月生效。5. 本套餐仅限实名登记用户办理，"
                f"每证件限办5张。6. 达量限速规则：当月累计使用流量达到100GB后，上网速率降至1Mbps。</p></div><a class='btn'>立即办理</a></div>"
                f"<div class='xyt-foot'>星云通信 客服热线 10000-0（示例） 经营许可证：A2.B1-00000000</div></body></html>")
        out.append(P(f"{host}/taocan/{k}.html", html, f"tc-{k}"))
    return out


LD_BLOCK = (
    "<div class='member-card'><h3>力动健身 会员须知</h3><p>团课对所有会员免费开放，需在小程序提前预约，开课前2小时停止取消。"
    "迟到10分钟以上不得进入教室；连续3次预约未到场将暂停预约权限7天。请穿着运动鞋服，自备毛巾和水杯；瑜伽课程提供瑜伽垫。</p>"
    "<p>新会员首月体验价99元，含两节私教体验课和一次体测。年卡会员可享全国门店通用。营业时间：周一至周日 6:30-22:30。"
    "客服电话 400-000-3030。</p></div>"
)


@scen("gym_classes", "健身房团课介绍页：每课一张卡片（时长、强度、消耗）；流瑜伽/阴瑜伽相近；一份微信分享参数副本")
def b_tuanke():
    host = "https://www.lidonggym.example"
    kc = {
        "liuyujia": ("流瑜伽", "60分钟", "★★☆", "约250千卡", "体式随呼吸连贯流动，提升柔韧与核心力量。"),
        "yinyujia": ("阴瑜伽", "60分钟", "★☆☆", "约150千卡", "长时间保持被动体式，放松筋膜与关节。"),
        "bojicao": ("搏击操", "45分钟", "★★★", "约500千卡", "结合拳击与踢腿动作的有氧训练。"),
        "dongganchanche": ("动感单车", "45分钟", "★★★", "约550千卡", "跟随音乐节奏骑行，高强度间歇燃脂。"),
    }

    def page(k):
        n, sc, qd, xh, js = kc[k]
        return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{n} - 团课 - 力动健身</title></head><body>"
                f"<div class='wrapper'><div class='nav-top'>力动健身 | 门店 | 团课 | 私教 | 会员卡</div>"
                f"<div class='course'><div class='course-card'><h1>{n}</h1><p class='intro'>{js}</p>"
                f"<ul class='attrs'><li>时长：{sc}</li><li>强度：{qd}</li><li>消耗：{xh}</li></ul></div>{LD_BLOCK}</div>"
                f"<div class='bottom'>© 力动健身</div></div></body></html>")

    out = [P(f"{host}/kecheng/{k}", page(k), f"tk-{k}") for k in kc]
    out.append(P(f"{host}/kecheng/yinyujia?from=groupmessage&isappinstalled=0", page("yinyujia"), "tk-yinyujia"))
    return out


@scen("housekeeping_prices_gbk", "GBK 家政服务价目：每项一页，价格表少量数字；公司简介与承诺写在正文容器里；一份 utm 副本")
def b_jiazheng():
    host = "http://www.jiajieyuan.example"
    xm = {
        "baojie2": ("日常保洁（2小时）", [("服务时长", "2小时"), ("价格", "100元/次"), ("服务人员", "1人")]),
        "baojie4": ("日常保洁（4小时）", [("服务时长", "4小时"), ("价格", "190元/次"), ("服务人员", "1人")]),
        "yuesao": ("月嫂", [("服务周期", "26天"), ("价格", "9800-16800元"), ("住家", "是")]),
        "yuersao": ("育儿嫂", [("服务周期", "按月"), ("价格", "6500-9500元/月"), ("住家", "可选")]),
    }
    intro = ("<div class='gsjj'>【公司简介】家洁苑家政服务有限公司成立于2010年，是市级家政服务标准化试点单位，现有持证家政服务员1200余名，"
             "所有服务人员均经过健康体检、背景核查和岗前培训，持证上岗。【服务承诺】服务不满意免费返工；服务中如造成物品损坏，照价赔偿；"
             "月嫂、育儿嫂签约后可免费更换两次。【预约方式】电话 0571-0000 5050，服务时间 7:30-20:00。</div>")
    out = []
    for k, (n, rows) in xm.items():
        trs = "".join(f"<tr><td width='30%'>{a}</td><td>{b}</td></tr>" for a, b in rows)
        html = (f"<html><head><meta http-equiv='Content-Type' content='text/html; charset=gbk'><title>家洁苑家政-{n}</title></head><body>"
                f"<div id='top'><img src='/images/logo.gif' alt='家洁苑家政'> 服务项目 | 价格查询 | 在线预约 | 加入我们</div>"
                f"<div id='content'><div class='title'>服务项目 &gt; {n}</div><div class='con'>{intro}<table class='jg' border='1' cellspacing='0'>{trs}</table></div></div>"
                f"<div id='footer'>家洁苑家政服务有限公司 版权所有</div></body></html>")
        out.append(P(f"{host}/fuwu/{k}.asp", html, f"jz-{k}", "gbk"))
    out.append(P(f"{host}/fuwu/baojie4.asp?utm_source=baidu&utm_medium=cpc", out[1].html.decode("gbk"), "jz-baojie4", "gbk"))
    return out


BY_BLOCK = (
    "<div class='tips-box'><b>保养小贴士：</b>保养周期以先到者为准（公里数或时间）。严苛工况（经常短途行驶、多尘地区、频繁拥堵）建议缩短保养间隔。"
    "本店使用原厂或同等品质配件，所有工时费明码标价，更换下来的旧件可交还车主。预约保养享工时费九折，周一至周五到店免排队。"
    "保养查询结果仅供参考，具体项目以车辆保养手册和技师检测结果为准。</div>"
)


@scen("maintenance_mileage", "汽车保养按里程：各里程项目清单高度重叠，只多一两项；无副本")
def b_baoyang():
    host = "https://www.baoyangshou.example"
    lc = {
        "5000": ["更换机油", "更换机油滤清器", "常规检查"],
        "10000": ["更换机油", "更换机油滤清器", "更换空气滤清器", "常规检查"],
        "20000": ["更换机油", "更换机油滤清器", "更换空气滤清器", "更换空调滤清器", "常规检查"],
        "40000": ["更换机油", "更换机油滤清器", "更换空气滤清器", "更换空调滤清器", "更换刹车油", "更换火花塞", "常规检查"],
    }
    out = []
    for k, items in lc.items():
        html = (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{k}公里保养项目_保养手</title></head><body>"
                f"<div class='by-top'>保养手 · 汽车保养查询</div><div class='by-main'><div class='by-list'><h3>{k}公里保养</h3>{lis(items, 'xm')}</div>"
                f"{BY_BLOCK}</div><div class='by-foot'>保养手 版权所有</div></body></html>")
        out.append(P(f"{host}/xiangmu/{k}km", html, f"by-{k}"))
    return out


def scenarios():
    return built(SC)
