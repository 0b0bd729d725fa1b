"""Site shells for ``benchmarks/sites.py``: eight made-up English sites, each with its own
layout and one block it repeats on every page that is longer than a short article (a
staff list, a promotional paragraph, a long legal footer, a cookie notice, an "about
this site" box...). All text here is written for this benchmark.
"""

from __future__ import annotations

import html
import random
from collections.abc import Callable
from dataclasses import dataclass

_FIRST = [
    "Amelia",
    "Carter",
    "Noah",
    "Brooks",
    "Priya",
    "Raman",
    "Lucas",
    "Ferreira",
    "Hannah",
    "Okafor",
    "Tomasz",
    "Nowak",
    "Grace",
    "Whitfield",
    "Omar",
    "Haddad",
    "Ingrid",
    "Solberg",
    "Mateo",
    "Alvarez",
    "Chloe",
    "Lambert",
    "Daniel",
    "Osei",
    "Yuki",
    "Tanabe",
    "Ruth",
    "Abernathy",
    "Samuel",
    "Kiplagat",
    "Elena",
    "Petrova",
    "Marcus",
    "Lindqvist",
    "Fatima",
    "Zahra",
]
_BEATS = (
    "city hall and the county budget", "schools and higher education", "public health",
    "transport and infrastructure", "courts and policing", "the regional economy",
    "climate and the environment", "arts and culture", "high school and college sports",
    "housing and development", "state politics", "science and technology",
    "agriculture and rural affairs", "immigration", "labour and the workplace",
)  # fmt: skip
_ROLES = ("senior reporter", "staff writer", "editor", "deputy editor", "photographer",
          "data reporter", "correspondent", "features writer", "copy editor")  # fmt: skip


def staff_list(site: str, rng: random.Random) -> str:
    people = []
    names = _FIRST[:]
    rng.shuffle(names)
    for i in range(0, 24, 2):
        name = f"{names[i % len(names)]} {names[(i + 7) % len(names)]}"
        role, beat = rng.choice(_ROLES), rng.choice(_BEATS)
        people.append(
            f"<p>{name}, {role}, covers {beat} for {site} and can be reached through the "
            "newsroom's main line.</p>"
        )
    return f'<div class="masthead-staff"><h3>Our newsroom</h3>{"".join(people)}</div>'


def promo(site: str, rng: random.Random) -> str:
    return f"""<div class="promo-box"><p>{site} is independent and funded by readers like
    you. Every story we publish is free to read because thousands of members chip in each
    month to pay for reporting that holds the powerful to account in our region. Local
    journalism is expensive: a single investigation can take months of records requests,
    interviews and fact-checking before it reaches you. If you value what we do, become a
    member today for as little as five dollars a month, and you will join a community
    that keeps this newsroom going for everyone, whether or not they can afford to pay.
    Members also receive our weekly briefing, invitations to live events with our
    reporters and a say in which issues we cover next year.</p></div>"""


def legal_footer(site: str, rng: random.Random) -> str:
    return f"""<div id="ft-legal"><p>Use of this website constitutes acceptance of the
    {site} user agreement and privacy statement, which were last revised on the first of
    March. Material on this site may not be reproduced, distributed, transmitted, cached
    or otherwise used, except with the prior written permission of {site} or its
    licensors. Comments posted by readers reflect the views of their authors and not of
    the publisher; we reserve the right to remove any comment that breaks our community
    rules. Advertising on this site is sold by a third party, and the appearance of an
    advertisement does not imply endorsement of the product or service advertised.
    Contests and sweepstakes are void where prohibited and open only to residents of the
    region who are eighteen years of age or older. Questions about these terms, or
    requests to correct an error in a published story, can be sent to the standards
    editor by post or through the contact form, and we aim to answer every request within
    five working days.</p></div>"""


def cookie_notice(site: str, rng: random.Random) -> str:
    return f"""<div class="cc-window"><p>We and our partners store and access information
    on your device, such as cookies, to deliver and measure the content and adverts you
    see on {site}, to understand how our pages are used and to improve them. Some of these
    technologies are necessary for the site to work, others help us show you adverts that
    match your interests or let you share articles on social networks. You can accept all
    of them, refuse the optional ones, or choose your settings at any time from the link
    at the bottom of every page; refusing them will not stop you reading our journalism,
    but some features such as video players and comment threads may not load. Your
    choices will be kept for thirteen months, after which we will ask you again.</p></div>"""


def about_box(site: str, rng: random.Random) -> str:
    return f"""<div class="widget widget-about"><h4>About {site}</h4><p>{site} was
    founded by a group of reporters who believed that the valley deserved a newspaper of
    its own after the last daily closed its local bureau. Today we publish seven days a
    week online and twice a week in print, with a staff of twenty and a network of
    contributors in every town of the county. We cover local government, schools,
    business, the outdoors and the people who make this place what it is, and we try to
    answer the questions our readers send us. Our newsroom follows the code of ethics of
    the national society of professional journalists, and our editors decide what we
    cover without regard to the interests of advertisers or donors.</p></div>"""


def newsletter_and_bio(site: str, rng: random.Random) -> str:
    return f"""<div class="author-bio"><p>About the authors: the {site} desk is a team of
    writers and editors who have covered technology, gadgets and the business of the
    internet for more than a decade, from the first smartphones to the current wave of
    artificial intelligence. They test every product they review in their own homes,
    buy most of it with the publication's own money, and update their recommendations
    when a better option appears.</p><p>Get the best of {site} in your inbox: our free
    newsletter arrives every weekday morning with the stories you missed, the deals that
    are worth it and one long read for the weekend, and you can unsubscribe with one
    click at any time.</p></div>"""


def corrections_policy(site: str, rng: random.Random) -> str:
    return f"""<section class="standards"><p>Corrections and clarifications: {site}
    is committed to accuracy. When we make a mistake we correct it promptly and note the
    change at the bottom of the story, stating what was wrong and when it was fixed. We
    do not remove stories from our archive except in rare cases, such as when publication
    puts someone in danger or a court orders it. If you believe a story contains an error,
    please tell us by writing to our standards editor, who will review every complaint
    and reply to you personally. We publish a summary of the corrections we have made
    each quarter, together with the number of complaints we received and how we dealt
    with them, because we believe readers deserve to know how we hold ourselves to
    account.</p></section>"""


def events_box(site: str, rng: random.Random) -> str:
    return f"""<div class="sidebar-module"><p>Join {site} live: our spring season of
    conversations brings the people behind the headlines to the old theatre on Market
    Street. Each evening opens with a short talk by one of our reporters, followed by a
    panel with the officials, researchers and residents at the heart of the story and
    an hour of questions from the audience. Doors open at six, seating is first come,
    first served, and entry is free for members and students. Recordings of past events
    are available on our website, and each is followed by a written summary of what was
    said and the questions we could not answer on the night.</p></div>"""


@dataclass(frozen=True)
class Site:
    name: str
    domain: str
    render: Callable[[str, str, str, str], str]  # (headline, body html, date, block) -> page
    block: Callable[[str, random.Random], str]


def _nav(items: list[str]) -> str:
    return "".join(f'<li><a href="/{i.lower()}/">{i}</a></li>' for i in items)


_SECTIONS = ["News", "Politics", "Business", "Sport", "Culture", "Opinion", "Weather"]


def _classic(headline: str, body: str, date: str, block: str) -> str:
    return f"""<html><head><title>{headline} | The Valley Courier</title></head><body>
    <div id="header"><ul class="menu">{_nav(_SECTIONS)}</ul></div>
    <div id="wrap"><div id="content"><h1>{headline}</h1><div class="byline">By Staff |
    {date}</div><div class="story">{body}</div></div>
    <div id="sidebar"><ul>{_nav(["Obituaries", "Classifieds", "Jobs", "Events"])}</ul>
    </div></div>{block}<div id="copy">© The Valley Courier</div></body></html>"""


def _article_tag(headline: str, body: str, date: str, block: str) -> str:
    return f"""<!DOCTYPE html><html><head><title>{headline} - Northgate Ledger</title>
    </head><body><header><nav><ul>{_nav(_SECTIONS)}</ul></nav></header><main>
    <article><h1>{headline}</h1><time>{date}</time>{body}</article>{block}</main>
    <footer><p>Northgate Ledger</p></footer></body></html>"""


def _table_layout(headline: str, body: str, date: str, block: str) -> str:
    return f"""<html><head><title>{headline}</title></head><body><table width="900">
    <tr><td colspan="2"><a href="/">Harbor Daily Star</a> | {date}</td></tr><tr>
    <td width="160" valign="top">{"<br>".join(f'<a href="/{s}">{s}</a>' for s in _SECTIONS)}
    </td><td valign="top"><font size="4"><b>{headline}</b></font><br>{body}</td></tr>
    <tr><td colspan="2">{block}</td></tr></table></body></html>"""


def _blog(headline: str, body: str, date: str, block: str) -> str:
    return f"""<html><head><title>{headline} – Pinecrest Dispatch</title></head><body>
    <div class="site"><div class="site-header"><a href="/">Pinecrest Dispatch</a>
    <ul>{_nav(_SECTIONS[:5])}</ul></div><div class="row"><div class="col-8">
    <div class="entry"><h2 class="entry-title">{headline}</h2><span class="posted-on">
    {date}</span><div class="entry-content">{body}</div></div></div>
    <div class="col-4">{block}<ul>{_nav(["Archives", "Categories", "Tags"])}</ul></div>
    </div></div></body></html>"""


def _modern(headline: str, body: str, date: str, block: str) -> str:
    return f"""<!DOCTYPE html><html><head><title>{headline} | Gadget Range</title></head>
    <body><div class="App"><div class="nav-bar">{_nav(["Phones", "Laptops", "Deals"])}</div>
    <div class="layout"><div class="layout__main"><div class="headline-wrap"><h1>
    {headline}</h1></div><div class="rich-text">{body}</div>{block}</div>
    <div class="layout__rail"><div class="rail-list">{_nav(["Best phones", "Reviews"])}
    </div></div></div></div></body></html>"""


def _cookie_first(headline: str, body: str, date: str, block: str) -> str:
    return f"""<html><head><title>{headline} :: Riverbend Times</title></head><body>
    {block}<div class="page"><div class="top">{_nav(_SECTIONS)}</div>
    <div class="main"><h1>{headline}</h1><p class="date">{date}</p>
    <div class="text">{body}</div></div></div></body></html>"""


def _sections(headline: str, body: str, date: str, block: str) -> str:
    return f"""<!DOCTYPE html><html><head><title>{headline} - Lakeshore Observer</title>
    </head><body><div class="container"><div class="masthead"><a href="/">Lakeshore
    Observer</a></div><section class="story-body"><h1>{headline}</h1>
    <p class="dateline">{date}</p>{body}</section>{block}
    <div class="more"><ul>{_nav(_SECTIONS)}</ul></div></div></body></html>"""


def _events(headline: str, body: str, date: str, block: str) -> str:
    return f"""<html><head><title>{headline} | Mesa Weekly</title></head><body>
    <div class="wrapper"><div class="left-col"><div class="post"><h1>{headline}</h1>
    <div class="post-body">{body}</div><div class="post-footer">{date}</div></div></div>
    <div class="right-col">{block}</div></div></body></html>"""


SITES = [
    Site("The Valley Courier", "valleycourier.example", _classic, staff_list),
    Site("Northgate Ledger", "northgateledger.example", _article_tag, promo),
    Site("Harbor Daily Star", "harbordailystar.example", _table_layout, legal_footer),
    Site("Pinecrest Dispatch", "pinecrestdispatch.example", _blog, about_box),
    Site("Gadget Range", "gadgetrange.example", _modern, newsletter_and_bio),
    Site("Riverbend Times", "riverbendtimes.example", _cookie_first, cookie_notice),
    Site("Lakeshore Observer", "lakeshoreobserver.example", _sections, corrections_policy),
    Site("Mesa Weekly", "mesaweekly.example", _events, events_box),
]


def body_html(paragraphs: list[str]) -> str:
    return "".join(f"<p>{html.escape(p)}</p>" for p in paragraphs)
