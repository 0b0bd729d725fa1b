"""Small article sites for crawl tests, built from the project's own article corpus."""

from __future__ import annotations

import html
import json
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "benchmarks" / "data"


def corpus_articles(prefix: str = "zh-p1-") -> list[dict]:
    rows = []
    for path in sorted((DATA / "zh_articles").glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            if row["id"].startswith(prefix):
                rows.append(row)
    return rows


def template_a(title: str, paragraphs: list[str]) -> str:
    body = "".join(f"<p>{html.escape(p)}</p>" for p in paragraphs)
    return (
        f"<html><head><meta charset='utf-8'><title>{html.escape(title)}</title></head><body>"
        "<nav><a href='/'>首页</a> <a href='#'>新闻</a> <a href='#'>财经</a> <a href='#'>体育</a></nav>"
        f"<article><h1>{html.escape(title)}</h1><div class='content'>{body}</div></article>"
        "<aside><h3>热门推荐</h3><ul><li><a href='#'>冬季进补指南</a></li>"
        "<li><a href='#'>本周电影排行</a></li><li><a href='#'>手机降价榜</a></li></ul></aside>"
        "<footer>版权所有 © 2026 晨光网 京ICP备00000001号</footer></body></html>"
    )


def template_b(title: str, paragraphs: list[str]) -> str:
    body = "<br><br>".join(html.escape(p) for p in paragraphs)
    return (
        f"<html><head><meta charset='utf-8'><title>{html.escape(title)} - 转载</title></head>"
        "<body><table><tr><td><a href='/'>资讯</a> | <a href='#'>娱乐</a> | <a href='#'>论坛</a>"
        f"</td></tr></table><div class='t'>{html.escape(title)}</div>"
        f"<div class='zw'>{body}</div><div class='gg'>【广告】特价机票 低至199元</div>"
        "<div class='xg'>相关阅读：<a href='#'>城市夜景</a> <a href='#'>周末去哪儿</a></div>"
        "<div class='ft'>Copyright 2026 看看网 浙ICP备20260002号</div></body></html>"
    )


def template_c(title: str, paragraphs: list[str]) -> str:
    body = "".join(f"<div class='para'>{html.escape(p)}</div>" for p in paragraphs)
    return (
        f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{html.escape(title)}</title>"
        "</head><body><header><a href='/'>环球通讯</a><a href='#'>English</a><a href='#'>中文</a>"
        f"</header><main><h2>{html.escape(title)}</h2>{body}"
        "<div class='share'>分享到：微信 微博</div></main><aside>更多稿件 <a href='#'>一</a>"
        " <a href='#'>二</a></aside><footer>© 2026 GlobalWire 未经许可不得转载</footer></body></html>"
    )


TEMPLATES = (template_a, template_b, template_c)


def page(body: str) -> tuple[bytes, str]:
    return body.encode("utf-8"), "text/html; charset=utf-8"


def index_page(links: list[str]) -> tuple[bytes, str]:
    anchors = "".join(f"<li><a href='{href}'>{href}</a></li>" for href in links)
    return page(f"<html><body><ul>{anchors}</ul></body></html>")


def reposted_site(articles: list[dict], templates=TEMPLATES) -> dict[str, tuple[bytes, str]]:
    """Each article published once under each template, at its own URL."""
    pages: dict[str, tuple[bytes, str]] = {}
    for t, template in enumerate(templates):
        for n, article in enumerate(articles):
            pages[f"/site{t}/a/{n}.html"] = page(template(article["title"], article["paragraphs"]))
    pages["/"] = index_page(sorted(pages))
    return pages
