"""Generate the example project's static news sites (deterministic; output is committed).

Five sites with their own templates publish the same 16 articles (8 English, 8 Chinese):
each article appears on three sites under different URLs, navigation, sidebars, ads,
related links, comments and footers; some reposts carry small edits (an editor line, a
changed date, one changed sentence). Run ``python example_project/make_site.py`` from the
repository root to rebuild ``example_project/site/``.
"""

from __future__ import annotations

import html
import json
import random
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SITE = Path(__file__).resolve().parent / "site"
DATA = ROOT / "benchmarks" / "data"

EN_IDS = ["en-01", "en-02", "en-03", "en-04", "en-05", "en-06", "en-07", "en-08"]
ZH_IDS = ["zh-p1-01", "zh-p1-02", "zh-p1-03", "zh-p1-04", "zh-p1-09",
          "zh-p2-01", "zh-p2-02", "zh-p2-11"]


@dataclass
class Article:
    id: str
    lang: str
    title: str
    date: str
    author: str
    paragraphs: list[str]


def load_articles() -> dict[str, Article]:
    articles = {}
    sources = [DATA / "en_articles.jsonl", *sorted((DATA / "zh_articles").glob("*.jsonl"))]
    for path in sources:
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            lang = "en" if row["id"].startswith("en-") else "zh"
            articles[row["id"]] = Article(row["id"], lang, row["title"], row["date"],
                                          row["author"], row["paragraphs"])
    return articles


def esc(text: str) -> str:
    return html.escape(text, quote=True)


def paragraphs_html(paragraphs: list[str], tag: str = "p") -> str:
    return "\n".join(f"<{tag}>{esc(p)}</{tag}>" for p in paragraphs)


# -- edits a reposting site makes --------------------------------------------------------

def with_editor_line(article: Article) -> list[str]:
    line = ("(Editor: Dana Whitfield)" if article.lang == "en" else "（责任编辑：林晓）")
    return [*article.paragraphs, line]


def with_changed_sentence(article: Article) -> list[str]:
    paragraphs = list(article.paragraphs)
    middle = len(paragraphs) // 2
    if article.lang == "en":
        paragraphs[middle] += " Officials did not respond to a request for further comment."
    else:
        paragraphs[middle] += "截至发稿时，相关部门尚未作出进一步回应。"
    return paragraphs


def shifted_date(article: Article) -> str:
    year, month, day = article.date.split("-")
    return f"{year}-{month}-{min(int(day) + 1, 28):02d}"


# -- templates ------------------------------------------------------------------------------

@dataclass
class Page:
    article: Article
    paragraphs: list[str]
    date: str
    related: list[tuple[str, str]]  # (title, href) of other articles on the same site


def harbor_times(page: Page) -> str:
    """An English newspaper: semantic HTML5, share bar, sidebar, comments, big footer."""
    a = page.article
    related = "".join(f'<li><a href="{h}">{esc(t)}</a></li>' for t, h in page.related)
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{esc(a.title)} | The Harbor Times</title>
<link rel="stylesheet" href="/static/harbor.css"><script>window.dataLayer=[];</script></head>
<body>
<header class="masthead"><a class="logo" href="/harbor/">The Harbor Times</a>
<nav class="main-nav"><ul><li><a href="/harbor/">Home</a></li><li><a href="#">Local</a></li>
<li><a href="#">Business</a></li><li><a href="#">Technology</a></li><li><a href="#">Sports</a></li>
<li><a href="#">Opinion</a></li><li><a href="#">Subscribe</a></li></ul></nav></header>
<div class="cookie-banner">We use cookies to improve your experience. <button>Accept all</button></div>
<main><article class="story">
<h1 class="headline">{esc(a.title)}</h1>
<div class="byline">By {esc(a.author)} &middot; <time>{page.date}</time></div>
<div class="share-bar"><a href="#">Share on Facebook</a> <a href="#">Share on X</a> <a href="#">Email</a></div>
<div class="story-body">
{paragraphs_html(page.paragraphs)}
</div>
<aside class="related"><h3>Related coverage</h3><ul>{related}</ul></aside>
</article>
<section class="comments"><h3>3 comments</h3>
<div class="comment"><b>riverwatcher</b><p>Finally some good reporting on this. Thanks!</p></div>
<div class="comment"><b>J. Ortega</b><p>I wonder what the neighbours think about it.</p></div>
<div class="comment"><b>mel_k</b><p>Shared this with my book club.</p></div></section>
</main>
<aside class="sidebar"><div class="ad">ADVERTISEMENT: Harbor Bank mortgages from 3.9% APR</div>
<h3>Most read</h3><ol><li><a href="#">Ferry fares to rise in spring</a></li>
<li><a href="#">Ten places to eat by the water</a></li><li><a href="#">School board vote delayed</a></li></ol></aside>
<footer><p>&copy; 2026 The Harbor Times Media Group. All rights reserved.</p>
<p><a href="#">Privacy</a> | <a href="#">Terms</a> | <a href="#">Contact</a></p></footer>
</body></html>"""


def signal_daily(page: Page) -> str:
    """An English aggregator: div soup, ads between paragraphs, newsletter box."""
    a = page.article
    body = []
    for i, p in enumerate(page.paragraphs):
        body.append(f'<div class="txt-blk">{esc(p)}</div>')
        if i == 1:
            body.append('<div class="inline-promo"><a href="#">Sponsored: Try SwiftVPN free for 30 days</a></div>')
    related = "".join(f'<div class="rec-item"><a href="{h}">{esc(t)}</a></div>' for t, h in page.related)
    return f"""<html><head><title>{esc(a.title)} - Signal Daily</title>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body><div id="wrap"><div class="top-bar"><a href="/signal/">SIGNAL DAILY</a> | <a href="#">World</a> |
<a href="#">Tech</a> | <a href="#">Money</a> | <a href="#">Log in</a></div>
<div class="ad-leaderboard">Advertisement</div>
<div class="col-main"><div class="post-title">{esc(a.title)}</div>
<div class="post-meta">Posted {page.date} | Source: wire reports</div>
<div class="post-content">
{chr(10).join(body)}
</div>
<div class="newsletter">Get the Signal Daily briefing in your inbox every morning. <input type="email"> <button>Sign up</button></div>
<div class="rec-box"><div class="rec-head">Recommended for you</div>{related}</div></div>
<div class="col-side"><div class="widget"><div class="w-title">Trending</div>
<a href="#">Markets close higher</a><br><a href="#">Storm season outlook</a><br><a href="#">New phone leaks</a></div></div>
<div class="foot">Signal Daily &copy; 2026 &middot; Reproduction without permission prohibited &middot; <a href="#">About</a></div>
</div></body></html>"""


def nanfang_morning(page: Page) -> str:
    """A Chinese portal: breadcrumb, source and editor lines, rankings, comments, ICP footer."""
    a = page.article
    related = "".join(f'<li><a href="{h}">{esc(t)}</a></li>' for t, h in page.related)
    return f"""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>{esc(a.title)}_南方晨报网</title></head>
<body><div class="top"><a href="/nanfang/">南方晨报网</a> <a href="#">首页</a> <a href="#">新闻</a>
<a href="#">财经</a> <a href="#">科技</a> <a href="#">体育</a> <a href="#">房产</a> <a href="#">汽车</a></div>
<div class="crumb">当前位置：<a href="/nanfang/">首页</a> &gt; <a href="#">新闻中心</a> &gt; 正文</div>
<div class="main"><div class="left">
<h1>{esc(a.title)}</h1>
<div class="info">{page.date} 来源：南方晨报 作者：{esc(a.author)} <span class="share">分享到：微信 微博 QQ空间</span></div>
<div class="article-content" id="zhengwen">
{paragraphs_html(page.paragraphs)}
</div>
<div class="editor">【责任编辑：周敏】</div>
<div class="xgxw"><h3>相关新闻</h3><ul>{related}</ul></div>
<div class="pinglun"><h3>网友评论</h3><div class="pl">网友“风起云涌”：支持！希望早日落实。</div>
<div class="pl">网友“小城故事”：写得很详细，点赞。</div></div></div>
<div class="right"><div class="ad">广告位招租 联系电话：020-8888 6666</div>
<h3>热门排行</h3><ol><li><a href="#">本周天气：冷空气来袭</a></li><li><a href="#">城区新增三条公交线路</a></li>
<li><a href="#">秋季养生小贴士</a></li></ol></div></div>
<div class="footer">版权所有 © 2026 南方晨报网 未经授权禁止转载<br>粤ICP备12345678号-1 | 互联网新闻信息服务许可证</div>
</body></html>"""


def kandian(page: Page) -> str:
    """A Chinese reposting site: table layout, GBK encoded, <br> paragraphs, repost line."""
    a = page.article
    body = "<br><br>\n".join(esc(p) for p in page.paragraphs)
    related = "".join(f'<tr><td>·<a href="{h}">{esc(t)}</a></td></tr>' for t, h in page.related)
    return f"""<html><head><meta http-equiv="Content-Type" content="text/html; charset=gbk">
<title>{esc(a.title)} - 看点资讯网</title></head><body>
<table width="980" align="center"><tr><td class="logo"><a href="/kandian/">看点资讯网</a></td>
<td><a href="#">资讯</a> | <a href="#">娱乐</a> | <a href="#">财经</a> | <a href="#">科技</a> | <a href="#">论坛</a></td></tr></table>
<table width="980" align="center"><tr><td width="700" valign="top">
<font size="5"><b>{esc(a.title)}</b></font><br>
<font color="#999">发布时间：{page.date} 浏览次数：1286</font>
<div style="font-size:14px;line-height:28px">
{body}
</div>
<p style="color:#999">本文转自网络，如有侵权请联系删除。</p>
<table class="xg"><tr><td><b>相关阅读</b></td></tr>{related}</table>
</td><td width="280" valign="top"><div class="gg">【广告】低至1折 品牌女装清仓</div>
<b>本站推荐</b><br><a href="#">手机选购指南</a><br><a href="#">周末去哪儿玩</a><br><a href="#">理财入门</a>
</td></tr></table>
<div align="center">Copyright © 2026 看点资讯网 All Rights Reserved 浙ICP备20260001号</div>
</body></html>"""


def globalwire(page: Page) -> str:
    """A bilingual wire site: header/footer, 'more from' list, tag cloud, print links."""
    a = page.article
    more = "More from GlobalWire" if a.lang == "en" else "更多环球通讯稿件"
    related = "".join(f'<li><a href="{h}">{esc(t)}</a></li>' for t, h in page.related)
    return f"""<!DOCTYPE html><html lang="{a.lang}"><head><meta charset="utf-8">
<title>{esc(a.title)} — GlobalWire</title></head><body>
<header><div class="brand"><a href="/globalwire/">GlobalWire 环球通讯</a></div>
<nav><a href="#">English</a> <a href="#">中文</a> <a href="#">Topics</a> <a href="#">Photos</a></nav></header>
<div class="layout"><section class="content">
<h2 class="title">{esc(a.title)}</h2>
<p class="dateline">{page.date} · GlobalWire</p>
{paragraphs_html(page.paragraphs)}
<div class="tools"><a href="#">Print</a> · <a href="#">Email</a> · <a href="#">Report an error</a></div>
</section>
<aside><h4>{more}</h4><ul>{related}</ul>
<div class="tags"><a href="#">economy</a> <a href="#">cities</a> <a href="#">science</a> <a href="#">sports</a></div>
<div class="ad-box">Ad · 广告</div></aside></div>
<footer>© 2026 GlobalWire. Content may not be republished without a licence.</footer>
</body></html>"""


@dataclass
class SiteSpec:
    slug: str
    name: str
    render: Callable[[Page], str]
    encoding: str
    languages: tuple[str, ...]


SITES = [
    SiteSpec("harbor", "The Harbor Times", harbor_times, "utf-8", ("en",)),
    SiteSpec("signal", "Signal Daily", signal_daily, "utf-8", ("en",)),
    SiteSpec("nanfang", "南方晨报网", nanfang_morning, "utf-8", ("zh",)),
    SiteSpec("kandian", "看点资讯网", kandian, "gbk", ("zh",)),
    SiteSpec("globalwire", "GlobalWire", globalwire, "utf-8", ("en", "zh")),
]


def build(seed: int = 2026) -> dict[str, int]:
    rng = random.Random(seed)
    articles = load_articles()
    chosen = [articles[i] for i in EN_IDS + ZH_IDS]
    if SITE.exists():
        shutil.rmtree(SITE)
    SITE.mkdir(parents=True)
    edits = [None, None, "editor", "date", "sentence"]
    pages_per_site: dict[str, list[tuple[Article, str]]] = {s.slug: [] for s in SITES}
    for article in chosen:
        for site in SITES:
            if article.lang in site.languages:
                slug = f"{article.id}-{rng.randrange(10**6):06d}.html"
                pages_per_site[site.slug].append((article, slug))
    total = 0
    for site in SITES:
        directory = SITE / site.slug
        directory.mkdir()
        entries = pages_per_site[site.slug]
        for article, slug in entries:
            others = [(o.title, f"/{site.slug}/{s}") for o, s in entries if o is not article]
            edit = rng.choice(edits)
            paragraphs, date = article.paragraphs, article.date
            if edit == "editor":
                paragraphs = with_editor_line(article)
            elif edit == "sentence":
                paragraphs = with_changed_sentence(article)
            elif edit == "date":
                date = shifted_date(article)
            page = Page(article, paragraphs, date, rng.sample(others, min(4, len(others))))
            text = site.render(page)
            (directory / slug).write_bytes(text.encode(site.encoding, errors="xmlcharrefreplace"))
            total += 1
        links = "\n".join(
            f'<li><a rel="article" href="{slug}">{esc(a.title)}</a></li>' for a, slug in entries
        )
        index = (f'<html><head><meta charset="{site.encoding}"><title>{esc(site.name)}</title>'
                 f"</head><body><h1>{esc(site.name)}</h1><ul>{links}</ul></body></html>")
        (directory / "index.html").write_bytes(index.encode(site.encoding))
    portal = "\n".join(f'<li><a class="site" href="/{s.slug}/">{esc(s.name)}</a></li>' for s in SITES)
    (SITE / "index.html").write_text(
        f'<html><head><meta charset="utf-8"><title>Example news sites</title></head>'
        f"<body><h1>Example news sites</h1><ul>{portal}</ul></body></html>", encoding="utf-8")
    return {"articles": len(chosen), "pages": total}


if __name__ == "__main__":
    print(build())
