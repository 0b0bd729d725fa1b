"""Build the Chinese extraction evaluation set ``benchmarks/data/zh_pages``.

Article bodies come from ``benchmarks/data/zh_articles/*.jsonl`` (original texts written
for this project). Each article is wrapped in one of a dozen hand-written page templates
that imitate real Chinese sites - portal news (sina/163/people.com.cn style), a Taiwan
news portal (Big5), blogs (CSDN, cnblogs, personal WordPress), forum threads (Discuz!
in GBK, a Big5 forum), gov.cn notices (a modern one and an old table-and-``<font>`` one in
GB2312), a mobile news page and a page without any meaningful class names - with the
boilerplate those sites carry: navigation, breadcrumbs, share bars, related and ranked
headline lists, ads, comment sections, editor/source lines, copyright and ICP lines.

Ground truth (``ground_truth.jsonl``, common format ``{"id","url","text"}``) is the
article body only: its paragraphs joined with blank lines. Not included: headline,
byline/date/source lines, editor lines, image captions, comments. For forum threads it
is the opening post only (replies are comments). Signature lines that are part of a
notice's own paragraphs (issuing body, date) are included, as written.

Run: ``python benchmarks/make_zh_pages.py`` (deterministic; rewrites the set).
"""

from __future__ import annotations

import html
import json
import random
from collections.abc import Callable
from pathlib import Path

from _zh_boilerplate import (
    BLOG_TAGS,
    COMMENTS_SIMPLIFIED,
    COMMENTS_TRADITIONAL,
    FOOTER_SIMPLIFIED,
    FOOTER_TRADITIONAL,
    FORUM_REPLIES_SIMPLIFIED,
    FORUM_REPLIES_TRADITIONAL,
    GOV_NAV,
    HEADLINES_SIMPLIFIED,
    HEADLINES_TRADITIONAL,
    NAV_SIMPLIFIED,
    NAV_TRADITIONAL,
)

HERE = Path(__file__).resolve().parent
ARTICLES = HERE / "data" / "zh_articles"
OUT = HERE / "data" / "zh_pages"

e = html.escape


def links(
    items: list[str], rng: random.Random, fmt: str = '<a href="{url}">{text}</a>'
) -> list[str]:
    return [fmt.format(url=f"/{rng.randrange(10**6, 10**7)}.html", text=e(t)) for t in items]


def pick(rng: random.Random, items: list, count: int) -> list:
    return rng.sample(items, min(count, len(items)))


def body_paragraphs(article: dict, rng: random.Random, style: str) -> str:
    """Render paragraphs the way different CMSs do; sometimes with an inline keyword
    link, bold lead-in, image and caption (captions are not ground truth)."""
    out = []
    paragraphs = article["paragraphs"]
    image_at = (
        rng.randrange(1, len(paragraphs)) if len(paragraphs) > 2 and rng.random() < 0.6 else -1
    )
    for i, para in enumerate(paragraphs):
        text = e(para)
        if i == 1 and rng.random() < 0.4 and len(para) > 20:
            cut = rng.randrange(4, 12)
            text = f'{e(para[:cut])}<a href="/tag/{rng.randrange(999)}" target="_blank">{e(para[cut : cut + 4])}</a>{e(para[cut + 4 :])}'
        if i == 0 and rng.random() < 0.3 and "，" in para[:30]:
            head, tail = para.split("，", 1)
            text = f"<strong>{e(head)}</strong>，{e(tail)}"
        if i == image_at:
            caption = f"图为{article['title'][:12]}现场。（记者 {rng.choice(['王磊', '陈思', '李想'])} 摄）"
            if style == "br":
                out.append(
                    f'<img src="/img/{rng.randrange(10**8)}.jpg" width="600"><br>{e(caption)}<br><br>'
                )
            else:
                out.append(
                    f'<p style="text-align: center;"><img src="//img.example.cn/{rng.randrange(10**8)}.jpg" '
                    f'alt=""></p>\n<p style="text-align: center;" class="pic-note">{e(caption)}</p>'
                )
        if style == "p_indent":
            out.append(f"<p>\u3000\u3000{text}</p>")
        elif style == "p_style":
            out.append(
                f'<p style="text-indent: 2em; line-height: 1.75em; font-size: 16px;">{text}</p>'
            )
        elif style == "p_span":
            out.append(
                f'<p><span style="font-family: 宋体, SimSun; font-size: 16px;">{text}</span></p>'
            )
        elif style == "br":
            out.append(f"&nbsp;&nbsp;&nbsp;&nbsp;{text}<br>\n<br>")
        elif style == "font":
            out.append(f'<p align="left"><font face="宋体" size="3">\u3000\u3000{text}</font></p>')
        elif style == "div":
            out.append(f"<div>{text}</div>")
        else:
            out.append(f"<p>{text}</p>")
    return "\n".join(out)


def comments_html(rng: random.Random, traditional: bool, count: int) -> str:
    bank = COMMENTS_TRADITIONAL if traditional else COMMENTS_SIMPLIFIED
    items = []
    for user, text, when, likes in pick(rng, bank, count):
        items.append(
            f'<div class="cmt-item"><div class="cmt-user"><img src="/avatar.png"><span>{e(user)}</span></div>'
            f'<div class="cmt-txt">{e(text)}</div><div class="cmt-foot"><span>{e(when)}</span>'
            f'<a href="javascript:;">{"回覆" if traditional else "回复"}</a><a href="javascript:;">赞({likes})</a></div></div>'
        )
    return "\n".join(items)


def source_line(article: dict) -> str:
    return article.get("author") or "本网"


# --- templates --------------------------------------------------------------------
# Each returns the page as str; the caller encodes it.


def portal_sina(a: dict, rng: random.Random) -> str:
    nav = " ".join(links(NAV_SIMPLIFIED, rng))
    related = "".join(f"<li>{x}</li>" for x in links(pick(rng, HEADLINES_SIMPLIFIED, 6), rng))
    rank = "".join(
        f'<li><span class="num num{i}">{i}</span>{x}</li>'
        for i, x in enumerate(links(pick(rng, HEADLINES_SIMPLIFIED, 10), rng), 1)
    )
    return f"""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>{e(a["title"])}|新闻_云溪新浪</title>
<meta name="keywords" content="{e(a["title"][:10])}"><meta name="description" content="{e(a["paragraphs"][0][:60])}">
<script>var ARTICLE_ID = "{a["id"]}"; window.__sinaads = [];</script>
<link rel="stylesheet" href="//n.sinaimg.example/news/css/article.css"></head>
<body>
<div class="top-nav-wrap"><div class="top-nav"><a href="/">新浪首页</a> <a href="/news/">新闻</a> <a href="/sports/">体育</a> <a href="/finance/">财经</a> <a href="/ent/">娱乐</a> <a href="/tech/">科技</a> <a href="/blog/">博客</a> <a href="/video/">视频</a> <a href="/login">登录</a> <a href="/reg">注册</a></div></div>
<div class="main-nav">{nav}</div>
<div id="ad_top_banner" class="sinaads" data-ad-pdps="PDPS000000056054"><a href="//ad.example/c?1"><img src="//d1.example/banner.jpg"></a></div>
<div class="path-search"><div class="path">当前位置：<a href="/">新浪首页</a> &gt; <a href="/news/">新闻中心</a> &gt; <a href="/news/china/">国内新闻</a> &gt; 正文</div></div>
<div class="article-main">
 <div class="main-content w1240">
  <h1 class="main-title">{e(a["title"])}</h1>
  <div class="top-bar-wrap"><div class="date-source"><span class="date">{a["date"].replace("-", "年", 1).replace("-", "月", 1)}日 {rng.randrange(6, 23):02d}:{rng.randrange(60):02d}</span>
   <a class="source" href="/" target="_blank">{e(source_line(a))}</a></div>
   <div class="share-bar">分享到：<a href="#">微博</a><a href="#">微信</a><a href="#">QQ空间</a><a href="#">更多</a></div>
   <div class="hd_tit_a_comment">评论<span>{rng.randrange(10, 3000)}</span></div></div>
  <div class="article" id="artibody" data-sudaclick="blk_content">
   <!-- 正文开始 -->
{body_paragraphs(a, rng, rng.choice(["p_indent", "plain"]))}
   <div class="ad_in_article"><ins class="sinaads" data-ad-pdps="PDPS000000063297"></ins><span class="ad-tag">广告</span></div>
   <p class="article-editor">责任编辑：{rng.choice(["张倩", "刘洋", "孙博文"])} SN{rng.randrange(100, 999)}</p>
  </div>
  <div class="keywords">文章关键词：<a href="#">{e(a["title"][:4])}</a> <a href="#">{e(a["genre"])}</a></div>
  <div class="article-bottom"><div class="share">分享到：<a href="#">微博</a><a href="#">微信</a></div><a href="/report">举报</a></div>
  <div class="blk-related"><h3>相关新闻</h3><ul>{related}</ul></div>
  <div class="blk-comment" id="comment"><h3>网友评论</h3><p class="cmt-count">{rng.randrange(20, 900)}人参与</p>
  {comments_html(rng, False, 5)}<a href="#">查看更多评论&gt;&gt;</a></div>
 </div>
 <div class="right-side"><div class="side-rank"><h3>新闻排行榜</h3><ul>{rank}</ul></div>
 <div class="side-ad"><a href="#"><img src="//d1.example/side.jpg"></a>广告</div></div>
</div>
<div class="footer"><p>{"</p><p>".join(e(f) for f in FOOTER_SIMPLIFIED)}</p></div>
<script src="//i.sso.example/js/ssologin.js"></script>
</body></html>"""


def portal_163(a: dict, rng: random.Random) -> str:
    """163-style: meaningless class names, editor line and source inside the body,
    a recommendation list with teaser summaries (prose-like boilerplate)."""
    teasers = []
    for title in pick(rng, HEADLINES_SIMPLIFIED, 4):
        teasers.append(
            f'<div class="n_a1"><a href="/{rng.randrange(10**7)}.html"><img src="/t.jpg"></a><div class="n_a2"><h3><a href="/{rng.randrange(10**7)}.html">{e(title)}</a></h3>'
            f"<p>{e(title)}，{rng.choice(['记者从相关部门获悉', '据央视新闻报道', '日前，有网友反映'])}，相关工作正在推进中，具体情况仍在进一步核实……</p>"
            f'<span class="n_a3">{rng.randrange(1, 23)}小时前</span><span>{rng.randrange(10, 999)}跟贴</span></div></div>'
        )
    return f"""<!DOCTYPE html>
<html lang="zh-CN"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>{e(a["title"])}_网易新闻</title>
<style>.post_body p{{margin:0 0 30px}}.n_a1{{overflow:hidden}}</style></head>
<body>
<div class="ntop"><div class="nt_l"><a href="/">网易首页</a><a href="/">应用</a><span>|</span><a href="/">网易新闻</a><a href="/">网易公开课</a><a href="/">网易严选</a></div><div class="nt_r"><a href="#">登录</a><a href="#">注册免费邮箱</a></div></div>
<div class="N-nav-channel">{"".join(links(NAV_SIMPLIFIED[:12], rng))}</div>
<div class="post_wrap">
<div class="post_main">
 <h1 class="post_title">{e(a["title"])}</h1>
 <div class="post_info">{a["date"]} {rng.randrange(6, 23):02d}:{rng.randrange(60):02d}:{rng.randrange(60):02d}　来源: <a href="#">{e(source_line(a))}</a>
 <a href="#" class="post_jubao">举报</a></div>
 <div class="post_tools"><a href="#">0</a><a href="#">分享至</a><a href="#">用微信扫码二维码</a><span>分享至好友和朋友圈</span></div>
 <div class="post_body">
{body_paragraphs(a, rng, rng.choice(["plain", "p_style"]))}
 <p></p>
 <div class="post_statement">特别声明：以上内容(如有图片或视频亦包括在内)为自媒体平台“网易号”用户上传并发布，本平台仅提供信息存储服务。</div>
 <p class="f_ed">本文来源：{e(source_line(a))} 责任编辑：{rng.choice(["王晓雪_NBJ11279", "李佳_NF5619", "邹煜_NS2101"])}</p>
 </div>
 <div class="post_next"><a href="#">{e(rng.choice(HEADLINES_SIMPLIFIED))}</a></div>
 <div class="post_comment"><div class="tie-titlebar">热门跟贴</div>{comments_html(rng, False, 4)}<a href="#">打开网易新闻 查看精彩图片</a></div>
 <div class="post_recommends"><h2>相关推荐</h2>{"".join(teasers)}</div>
</div>
<div class="post_side"><div class="ps_a"><h3>热点新闻</h3><ul>{"".join(f"<li><em>{i}</em>{x}</li>" for i, x in enumerate(links(pick(rng, HEADLINES_SIMPLIFIED, 8), rng), 1))}</ul></div>
<div class="ps_b"><a href="#"><img src="/ad.jpg"></a></div></div>
</div>
<div class="N-footer"><p><a href="#">About NetEase</a> | <a href="#">公司简介</a> | <a href="#">联系方法</a> | <a href="#">招聘信息</a> | <a href="#">客户服务</a> | <a href="#">隐私政策</a> | <a href="#">网站地图</a></p>
<p>网易公司版权所有 ©1997-2026　浙公网安备 33010802000123号 浙ICP备11001234号-1</p></div>
</body></html>"""


def portal_people(a: dict, rng: random.Random) -> str:
    return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="content-type" content="text/html;charset=UTF-8"/>
<title>{e(a["title"])}--社会·法治--人民网</title></head>
<body>
<div class="w1000 top1 clearfix"><span class="fl"><a href="/">人民网首页</a></span><span class="fr"><a href="#">人民日报</a>|<a href="#">客户端</a>|<a href="#">网站无障碍</a></span></div>
<div class="w1000 daohang">{" | ".join(links(NAV_SIMPLIFIED, rng))}</div>
<div class="w1000 col-1"><div class="route fl"><a href="/">人民网</a>&gt;&gt;<a href="#">社会·法治</a></div></div>
<div class="w1000 clearfix rm_txt">
 <div class="col col-1 fl">
  <div class="rm_txt_tit">
   <h3 class="pre"></h3><h1>{e(a["title"])}</h1><h4 class="sub"></h4>
   <div class="channel cf"><div class="col-1-1 fl">{a["date"].replace("-", "年", 1).replace("-", "月", 1)}日{rng.randrange(6, 23):02d}:{rng.randrange(60):02d} | 来源：<a href="#">{e(source_line(a))}</a></div>
   <div class="col-1-2 fr"><span>小字号</span></div></div>
  </div>
  <div class="rm_txt_con cf">
{body_paragraphs(a, rng, "p_style")}
   <div class="edit cf">(责编：{rng.choice(["李昉", "赵欣悦", "陈键"])}、{rng.choice(["杨虞波罗", "王震", "黄子娟"])})</div>
  </div>
  <div class="share_con">分享让更多人看到</div>
  <div class="box_news"><h2>推荐阅读</h2><ul>{"".join(f"<li>{x}</li>" for x in links(pick(rng, HEADLINES_SIMPLIFIED, 6), rng))}</ul></div>
 </div>
 <div class="col col-2 fr"><div class="box1"><h2>社会热点</h2><ul>{"".join(f"<li>{x}</li>" for x in links(pick(rng, HEADLINES_SIMPLIFIED, 7), rng))}</ul></div></div>
</div>
<div class="w1000 copyright"><p>人民日报社概况 | 关于人民网 | 报社招聘 | 招聘英才 | 广告服务 | 合作加盟 | 供稿服务 | 网站声明 | 网站律师 | 信息保护 | 联系我们</p>
<p>人 民 网 股 份 有 限 公 司 版 权 所 有 ，未 经 书 面 授 权 禁 止 使 用</p><p>Copyright &copy; 1997-2026 by www.people.example. all rights reserved</p></div>
</body></html>"""


def taiwan_news(a: dict, rng: random.Random) -> str:
    """Taiwan portal (Big5): div soup with the story in plain <p> and an inline
    "延伸閱讀" block inside the story container."""
    return f"""<!DOCTYPE html>
<html><head><meta http-equiv="Content-Type" content="text/html; charset=big5"><title>{e(a["title"])} - 生活 - 臺灣新聞網</title></head>
<body>
<div id="header"><div class="logo"><a href="/"><img src="/logo.gif" alt="臺灣新聞網"></a></div>
<ul class="menu">{"".join(f"<li>{x}</li>" for x in links(NAV_TRADITIONAL, rng))}</ul></div>
<div class="breadcrumbs"><a href="/">首頁</a> › <a href="#">生活</a></div>
<div class="whitecon boxTitle">
 <div class="article_header"><h1>{e(a["title"])}</h1>
 <div class="author">〔記者{e(source_line(a).replace("本报记者", "").replace("記者", ""))}／臺北報導〕</div><span class="time">{a["date"].replace("-", "/")} {rng.randrange(6, 23):02d}:{rng.randrange(60):02d}</span></div>
 <div class="text boxTitle boxText">
  <div class="fb_like">按讚加入粉絲團</div>
{body_paragraphs(a, rng, "plain")}
  <div class="suggest"><strong>延伸閱讀</strong><ul>{"".join(f"<li>{x}</li>" for x in links(pick(rng, HEADLINES_TRADITIONAL, 3), rng))}</ul></div>
  <p class="appE1121">不用抽 不用搶 現在用APP看新聞 保證天天中獎　<a href="#">點我下載APP</a>　<a href="#">按我看活動辦法</a></p>
 </div>
 <div class="related"><p class="title">相關新聞</p>{"".join(f'<div class="item">{x}</div>' for x in links(pick(rng, HEADLINES_TRADITIONAL, 5), rng))}</div>
 <div class="comment_area"><h3>網友回應</h3>{comments_html(rng, True, 4)}</div>
</div>
<div class="sidebar"><h3>熱門新聞</h3><ol>{"".join(f"<li>{x}</li>" for x in links(pick(rng, HEADLINES_TRADITIONAL, 8), rng))}</ol></div>
<div id="footer"><p>{"</p><p>".join(e(f) for f in FOOTER_TRADITIONAL)}</p></div>
</body></html>"""


def gov_modern(a: dict, rng: random.Random) -> str:
    """gov.cn-style notice: metadata table above the body, print/close links, ICP lines."""
    number = f"云城管发〔{a['date'][:4]}〕{rng.randrange(1, 60)}号"
    return f"""<!DOCTYPE html>
<html><head><meta charset="utf-8"><meta name="ArticleTitle" content="{e(a["title"])}"><meta name="PubDate" content="{a["date"]}">
<title>{e(a["title"])}_政策文件_云溪市人民政府门户网站</title></head>
<body>
<div class="header"><div class="top_bar"><span>今天是：{a["date"]}</span><a href="#">无障碍</a><a href="#">长者模式</a><a href="#">English</a></div>
<div class="banner"><img src="/images/banner.jpg" alt="云溪市人民政府"></div>
<div class="nav"><ul>{"".join(f"<li>{x}</li>" for x in links(GOV_NAV, rng))}</ul></div></div>
<div class="container">
<div class="position">您当前的位置：<a href="/">首页</a> &gt; <a href="#">政务公开</a> &gt; <a href="#">政策文件</a> &gt; <a href="#">通知公告</a></div>
<table class="xxgk_table" width="100%" border="1" cellspacing="0">
<tr><td class="t1">索 引 号：</td><td>11530100MB{rng.randrange(10**5)}/{a["date"][:4]}-{rng.randrange(10**5)}</td><td class="t1">主题分类：</td><td>城乡建设、环境保护\\其他</td></tr>
<tr><td class="t1">发文机关：</td><td>{e(source_line(a))}</td><td class="t1">成文日期：</td><td>{a["date"]}</td></tr>
<tr><td class="t1">标　　题：</td><td colspan="3">{e(a["title"])}</td></tr>
<tr><td class="t1">发文字号：</td><td>{number}</td><td class="t1">发布日期：</td><td>{a["date"]}</td></tr>
</table>
<div class="article">
<h1 class="article_title">{e(a["title"])}</h1>
<div class="article_info"><span>发布时间：{a["date"]}</span><span>来源：{e(source_line(a))}</span><span>浏览次数：{rng.randrange(100, 9999)}</span><span>字号：[<a href="#">大</a> <a href="#">中</a> <a href="#">小</a>]</span></div>
<div class="pages_content" id="UCAP-CONTENT">
{body_paragraphs(a, rng, "p_style")}
</div>
<div class="article_att">附件：<a href="/files/{rng.randrange(10**6)}.pdf">{e(a["title"][:14])}.pdf</a></div>
<div class="article_btn"><a href="javascript:window.print()">【打印本页】</a> <a href="javascript:window.close()">【关闭窗口】</a> <a href="#">【我要纠错】</a></div>
<div class="related_links"><h4>相关链接：</h4><ul><li><a href="#">政策解读：{e(a["title"][:16])}……</a></li><li><a href="#">云溪市城市供热管理办法</a></li></ul></div>
</div></div>
<div class="footer"><div class="links"><a href="#">网站地图</a> | <a href="#">联系我们</a> | <a href="#">网站声明</a></div>
<p>主办：云溪市人民政府办公厅　承办：云溪市大数据中心</p><p>网站标识码：5301000001　滇ICP备05001234号　滇公网安备 53010202000123号</p>
<p><img src="/images/jiucuo.png" alt="政府网站找错"> <img src="/images/dzjg.png" alt="党政机关"></p></div>
</body></html>"""


def gov_old_tables(a: dict, rng: random.Random) -> str:
    """Old county-government site: nested tables, <font>, TRS_Editor, <br>-separated text."""
    paras = "<br>\n".join("\u3000\u3000" + e(p) for p in a["paragraphs"])
    return f"""<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=gb2312">
<title>{e(a["title"])}</title>
<style type="text/css">.f12 {{ font-size: 12px }} .bt {{ font-size: 20px; color: #C00 }}</style>
</head>
<body bgcolor="#FFFFFF" leftmargin="0" topmargin="0">
<table width="980" border="0" align="center" cellpadding="0" cellspacing="0">
  <tr><td><img src="../../images/top_01.jpg" width="980" height="160"></td></tr>
  <tr><td background="../../images/nav_bg.gif" height="36" class="f12">
   {"&nbsp;|&nbsp;".join(links(GOV_NAV, rng, '<a href="{url}"><font color="#FFFFFF">{text}</font></a>'))}
  </td></tr>
</table>
<table width="980" border="0" align="center" cellpadding="0" cellspacing="0">
 <tr>
  <td width="220" valign="top" bgcolor="#F4F4F4">
   <table width="100%"><tr><td class="f12"><b>政务公开</b></td></tr>
   {"".join(f'<tr><td class="f12">·{x}</td></tr>' for x in links(["政府信息公开指南", "政府信息公开目录", "政府信息公开年报", "依申请公开", "规范性文件", "人事信息", "财政预决算"], rng))}
   </table>
  </td>
  <td width="10"></td>
  <td valign="top">
   <table width="100%" border="0" cellspacing="0" cellpadding="4">
    <tr><td class="f12" height="30">当前位置：<a href="/">首页</a>&gt;&gt;<a href="#">通知公告</a></td></tr>
    <tr><td align="center" class="bt"><b>{e(a["title"])}</b></td></tr>
    <tr><td align="center" class="f12"><font color="#666666">发布时间：{a["date"]}&nbsp;&nbsp;&nbsp;来源：{e(source_line(a))}&nbsp;&nbsp;&nbsp;点击数：{rng.randrange(50, 5000)}</font></td></tr>
    <tr><td><hr size="1" color="#CCCCCC"></td></tr>
    <tr><td class="f12" style="line-height:28px">
     <div class="TRS_Editor"><font style="font-size:14px">
{paras}
     </font></div>
    </td></tr>
    <tr><td align="right" class="f12">【<a href="javascript:window.print()">打印此页</a>】【<a href="javascript:window.close()">关闭窗口</a>】</td></tr>
   </table>
  </td>
 </tr>
</table>
<table width="980" align="center" bgcolor="#E5E5E5"><tr><td align="center" class="f12">
版权所有：云溪县人民政府办公室　地址：云溪县人民路1号　邮编：650000<br>
技术支持：云溪县信息中心　备案号：滇ICP备09001234号　<a href="#">网站地图</a>
</td></tr></table>
</body>
</html>"""


def blog_csdn(a: dict, rng: random.Random) -> str:
    recommends = []
    for title in pick(rng, HEADLINES_SIMPLIFIED, 4):
        recommends.append(
            f'<div class="recommend-item-box"><a href="#"><div class="content-box"><h4>{e(title)}</h4>'
            f'<div class="desc">{e(title)}。本文将详细介绍相关的原理和实践方法，适合初学者阅读，内容包括背景知识、操作步骤以及常见问题的解决办法。</div>'
            f'</div></a><div class="info-box"><span>{rng.randrange(100, 20000)} 阅读</span><span>{rng.randrange(0, 99)} 点赞</span></div></div>'
        )
    user = (a.get("author") or "weixin_42").replace("网友 ", "")
    return f"""<!DOCTYPE html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>{e(a["title"])}_{e(user)}的博客-CSDN博客</title></head>
<body class="nodata">
<div id="csdn-toolbar"><div class="toolbar-inside"><div class="toolbar-menus"><a href="#">博客</a><a href="#">下载</a><a href="#">学习</a><a href="#">社区</a><a href="#">GitCode</a><a href="#">InsCode</a></div>
<div class="toolbar-search"><input placeholder="搜CSDN"><button>搜索</button></div><div class="toolbar-btns"><a href="#">登录</a><a href="#">会员中心</a><a href="#">消息</a><a href="#">创作</a></div></div></div>
<div class="main_father clearfix d-flex justify-content-center">
<div class="container clearfix" id="mainBox">
<main>
<div class="blog-content-box">
 <div class="article-header-box"><div class="article-header"><div class="article-title-box"><h1 class="title-article" id="articleContentId">{e(a["title"])}</h1></div>
 <div class="article-info-box"><div class="bar-content"><span class="article-type type-1">原创</span><a class="follow-nickName" href="#">{e(user)}</a>
 <span class="time">已于 {a["date"]} {rng.randrange(6, 23):02d}:{rng.randrange(60):02d}:{rng.randrange(60):02d} 修改</span><span class="read-count">阅读量{rng.randrange(100, 9999)}</span>
 <a class="get-collection">收藏</a><span class="get-collection">{rng.randrange(1, 99)}</span><a>点赞数</a></div>
 <div class="blog-tags-box"><span class="label">分类专栏：</span><a class="tag-link" href="#">{e(rng.choice(BLOG_TAGS))}</a><span class="label">文章标签：</span><a class="tag-link" href="#">{e(a["genre"])}</a></div>
 <div class="slide-content-box"><div class="article-copyright"><div class="creativecommons">版权声明：本文为博主原创文章，遵循 CC 4.0 BY-SA 版权协议，转载请附上原文出处链接和本声明。</div>
 <div class="article-source-link">本文链接：<a href="#">https://blog.csdn.example/{e(user)}/article/details/{rng.randrange(10**8, 10**9)}</a></div></div></div></div></div></div>
 <article class="baidu_pl"><div id="article_content" class="article_content clearfix">
 <div id="content_views" class="htmledit_views">
{body_paragraphs(a, rng, rng.choice(["plain", "p_span"]))}
 </div></div></article>
 <div class="more-toolbox-new"><a>点赞</a><a>踩</a><a>收藏</a><a>觉得还不错? 一键收藏</a><a>评论</a><a>分享</a><a>复制链接</a><a>分享到 QQ</a><a>分享到新浪微博</a><a>扫一扫</a><a>举报</a></div>
</div>
<div class="first-recommend-box recommend-box">{"".join(recommends[:1])}</div>
<div id="pcCommentBox" class="comment-box"><h3>评论 {rng.randrange(1, 30)}</h3><div class="comment-list-container">{comments_html(rng, False, 3)}</div></div>
<div class="recommend-box insert-baidu-box">{"".join(recommends[1:])}</div>
</main>
<aside class="blog_container_aside"><div id="asideProfile"><a href="#">{e(user)}</a><dl><dt>码龄{rng.randrange(1, 12)}年</dt><dd>原创 {rng.randrange(5, 300)}</dd><dd>粉丝 {rng.randrange(5, 3000)}</dd></dl><a>关注</a><a>私信</a></div>
<div id="asideHotArticle"><h3>热门文章</h3><ul>{"".join(f'<li>{x}<span class="read">{rng.randrange(1000, 90000)}</span></li>' for x in links(pick(rng, HEADLINES_SIMPLIFIED, 5), rng))}</ul></div></aside>
</div></div>
<div id="csdn-copyright-footer"><ul><li><a href="#">关于我们</a></li><li><a href="#">招贤纳士</a></li><li><a href="#">商务合作</a></li><li><a href="#">寻求报道</a></li><li>400-660-0108</li><li>工作时间 8:30-22:00</li></ul>
<ul><li>公安备案号11010502030143</li><li>京ICP备19004658号</li><li>京网文〔2020〕1039-165号</li><li>©1999-2026北京创新乐知网络技术有限公司</li></ul></div>
</body></html>"""


def blog_cnblogs(a: dict, rng: random.Random) -> str:
    user = rng.choice(["风之痕", "码农老王", "lightsail", "半夏微凉"])
    return f"""<!DOCTYPE html>
<html lang="zh-cn"><head><meta charset="utf-8"><title>{e(a["title"])} - {e(user)} - 博客园</title></head>
<body class="has-navbar">
<div id="top_nav" class="navbar"><nav id="nav_main" class="navbar-main"><ul id="nav_left"><li><a href="#">博客园</a></li><li><a href="#">首页</a></li><li><a href="#">新闻</a></li><li><a href="#">博问</a></li><li><a href="#">专区</a></li><li><a href="#">闪存</a></li><li><a href="#">班级</a></li></ul></nav></div>
<div id="home">
<div id="header"><div id="blogTitle"><h1><a id="Header1_HeaderTitle" class="headermaintitle" href="#">{e(user)}</a></h1><h2>记录点滴，慢慢成长</h2></div>
<div id="navigator"><ul id="navList"><li><a href="#">博客园</a></li><li><a href="#">首页</a></li><li><a href="#">新随笔</a></li><li><a href="#">联系</a></li><li><a href="#">订阅</a></li><li><a href="#">管理</a></li></ul>
<div class="blogStats">随笔 - {rng.randrange(10, 300)}&nbsp; 文章 - 0&nbsp; 评论 - {rng.randrange(0, 900)}&nbsp; 阅读 - {rng.randrange(10**4, 10**6)}</div></div></div>
<div id="main"><div id="mainContent"><div class="forFlow">
<div id="post_detail">
<div id="topics"><div class="post">
 <h1 class="postTitle"><a id="cb_post_title_url" class="postTitle2 vertical-middle" href="#"><span role="heading" aria-level="2">{e(a["title"])}</span></a></h1>
 <div class="clear"></div>
 <div class="postBody"><div id="cnblogs_post_body" class="blogpost-body blogpost-body-html">
{body_paragraphs(a, rng, rng.choice(["plain", "p_span", "div"]))}
 </div>
 <div id="MySignature" role="contentinfo">作者：{e(user)}<br>出处：https://www.cnblogs.example/{rng.randrange(10**5)}/<br>本文版权归作者和博客园共有，欢迎转载，但未经作者同意必须保留此段声明，且在文章页面明显位置给出原文连接。</div>
 <div id="blog_post_info_block"><div id="BlogPostCategory">分类: <a href="#">{e(rng.choice(BLOG_TAGS))}</a></div><div id="EntryTag">标签: <a href="#">{e(a["genre"])}</a></div>
 <div id="green_channel"><a href="#">好文要顶</a> <a href="#">关注我</a> <a href="#">收藏该文</a> <a href="#">微信分享</a></div>
 <div id="post_next_prev"><a href="#" class="p_n_p_prefix">« </a> 上一篇： <a href="#">{e(rng.choice(HEADLINES_SIMPLIFIED))}</a><br><a href="#" class="p_n_p_prefix">» </a> 下一篇： <a href="#">{e(rng.choice(HEADLINES_SIMPLIFIED))}</a></div></div>
 </div>
 <div class="postDesc">posted @ <span id="post-date">{a["date"]} {rng.randrange(6, 23):02d}:{rng.randrange(60):02d}</span>&nbsp; <a href="#">{e(user)}</a>&nbsp; 阅读({rng.randrange(10, 9999)})&nbsp; 评论({rng.randrange(0, 20)})&nbsp; <a href="#">编辑</a>&nbsp; <a href="#">收藏</a>&nbsp; <a href="#">举报</a></div>
</div></div>
<div id="blog-comments-placeholder"><div class="feedback_area_title">评论列表</div><div class="feedbackNoItems"></div>
{"".join(f'<div class="feedbackItem"><div class="feedbackListSubtitle"><a href="#" class="layer">#{i}楼</a> <span class="comment_date">{a["date"]} 2{i}:1{i}</span> <a href="#">{e(u)}</a></div><div class="feedbackCon"><div class="blog_comment_body">{e(t)}</div><div class="comment_vote"><a href="#">支持(0)</a> <a href="#">反对(0)</a></div></div></div>' for i, (u, t, _, _) in enumerate(pick(rng, COMMENTS_SIMPLIFIED, 3), 1))}
</div>
<div id="comment_form" class="commentform"><a name="commentform"></a><div id="divCommentShow"></div><div id="comment_nav"><a href="#">刷新评论</a><a href="#">刷新页面</a><a href="#">返回顶部</a></div><div id="comment_form_container"><div class="login_tips">登录后才能查看或发表评论，立即 <a href="#">登录</a> 或者 <a href="#">逛逛</a> 博客园首页</div></div></div>
</div></div></div>
<div id="sideBar"><div id="sideBarMain"><div id="sidebar_news" class="newsItem"><h3 class="catListTitle">公告</h3><div id="blog-news">昵称：{e(user)}<br>园龄：{rng.randrange(1, 15)}年{rng.randrange(1, 12)}个月<br>粉丝：{rng.randrange(0, 900)}<br>关注：{rng.randrange(0, 99)}<br><a href="#">+加关注</a></div></div>
<div id="sidebar_categories"><h3 class="catListTitle">随笔分类</h3><ul>{"".join(f"<li>{x}</li>" for x in links(BLOG_TAGS[:6], rng))}</ul></div>
<div id="sidebar_topviewedposts" class="sidebar-block"><h3 class="catListTitle">阅读排行榜</h3><ul>{"".join(f"<li>{x}</li>" for x in links(pick(rng, HEADLINES_SIMPLIFIED, 5), rng))}</ul></div></div></div>
</div>
<div class="footer">Copyright &copy; 2026 {e(user)}<br><span id="poweredby">Powered by .NET 8.0 on Kubernetes</span></div>
</div>
</body></html>"""


def blog_wordpress(a: dict, rng: random.Random) -> str:
    author = rng.choice(["林间小舍", "阿猫的厨房", "慢慢走", "Sunny"])
    return f"""<!doctype html>
<html lang="zh-Hans"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{e(a["title"])} &#8211; {e(author)}的小站</title>
<link rel='stylesheet' id='wp-block-library-css' href='/wp-includes/css/dist/block-library/style.min.css' media='all' /></head>
<body class="post-template-default single single-post postid-{rng.randrange(100, 9999)} single-format-standard wp-embed-responsive">
<div id="page" class="site"><a class="skip-link screen-reader-text" href="#content">跳至内容</a>
<header id="masthead" class="site-header"><div class="site-branding"><p class="site-title"><a href="/" rel="home">{e(author)}的小站</a></p><p class="site-description">记录生活里的小事</p></div>
<nav id="site-navigation" class="main-navigation"><ul id="primary-menu" class="menu">{"".join(f'<li class="menu-item">{x}</li>' for x in links(["首页", "生活", "读书", "厨房", "旅行", "关于我", "留言板"], rng))}</ul></nav></header>
<div id="content" class="site-content"><div id="primary" class="content-area"><main id="main" class="site-main">
<article id="post-{rng.randrange(100, 9999)}" class="post type-post status-publish format-standard hentry category-life">
 <header class="entry-header"><h1 class="entry-title">{e(a["title"])}</h1>
 <div class="entry-meta"><span class="posted-on">发布于 <a href="#" rel="bookmark"><time class="entry-date published" datetime="{a["date"]}T09:12:00+08:00">{a["date"]}</time></a></span><span class="byline"> 作者 <span class="author vcard"><a class="url fn n" href="#">{e(author)}</a></span></span></div></header>
 <div class="entry-content">
{body_paragraphs(a, rng, rng.choice(["plain", "p_span"]))}
<div class="sharedaddy sd-sharing-enabled"><h3 class="sd-title">分享此文章：</h3><ul><li><a href="#">微信</a></li><li><a href="#">微博</a></li><li><a href="#">Telegram</a></li></ul></div>
<div id="jp-relatedposts" class="jp-relatedposts"><h3 class="jp-relatedposts-headline"><em>相关</em></h3>{"".join(f'<div class="jp-relatedposts-post">{x}<p>{a["date"][:7]}</p></div>' for x in links(pick(rng, HEADLINES_SIMPLIFIED, 3), rng))}</div>
 </div>
 <footer class="entry-footer"><span class="cat-links">分类 <a href="#" rel="category tag">{e(rng.choice(BLOG_TAGS))}</a></span><span class="tags-links">标签 <a href="#" rel="tag">{e(a["genre"])}</a></span></footer>
</article>
<nav class="navigation post-navigation" aria-label="文章"><div class="nav-links"><div class="nav-previous"><a href="#" rel="prev">上一篇：{e(rng.choice(HEADLINES_SIMPLIFIED))}</a></div><div class="nav-next"><a href="#" rel="next">下一篇：{e(rng.choice(HEADLINES_SIMPLIFIED))}</a></div></div></nav>
<div id="comments" class="comments-area"><h2 class="comments-title">《{e(a["title"][:12])}》有{rng.randrange(2, 9)}条评论</h2><ol class="comment-list">
{"".join(f'<li class="comment"><article class="comment-body"><footer class="comment-meta"><b class="fn">{e(u)}</b><time>{a["date"]} 下午{rng.randrange(1, 11)}:{rng.randrange(10, 59)}</time></footer><div class="comment-content"><p>{e(t)}</p></div><div class="reply"><a class="comment-reply-link" href="#">回复</a></div></article></li>' for u, t, _, _ in pick(rng, COMMENTS_SIMPLIFIED, 4))}
</ol><div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">发表回复</h3><form><p class="comment-notes">您的电子邮箱地址不会被公开。 必填项已用 * 标注</p><p><label>评论 *</label><textarea></textarea></p><p><input type="submit" value="发表评论"></p></form></div></div>
</main></div>
<aside id="secondary" class="widget-area"><section class="widget widget_search"><form><input type="search" placeholder="搜索…"></form></section>
<section class="widget widget_recent_entries"><h2 class="widget-title">近期文章</h2><ul>{"".join(f"<li>{x}</li>" for x in links(pick(rng, HEADLINES_SIMPLIFIED, 5), rng))}</ul></section>
<section class="widget widget_recent_comments"><h2 class="widget-title">近期评论</h2><ul>{"".join(f'<li><span class="comment-author-link">{e(u)}</span>发表在《<a href="#">{e(h)}</a>》</li>' for (u, _, _, _), h in zip(pick(rng, COMMENTS_SIMPLIFIED, 3), pick(rng, HEADLINES_SIMPLIFIED, 3)))}</ul></section>
<section class="widget widget_archive"><h2 class="widget-title">归档</h2><ul><li><a href="#">2026年11月</a></li><li><a href="#">2026年10月</a></li><li><a href="#">2026年9月</a></li></ul></section></aside>
</div>
<footer id="colophon" class="site-footer"><div class="site-info"><a href="https://cn.wordpress.org/">自豪地采用WordPress</a> <span class="sep"> | </span> <a href="https://beian.miit.gov.cn/">浙ICP备2021012345号-1</a></div></footer>
</div>
</body></html>"""


def forum_discuz(a: dict, rng: random.Random) -> str:
    """Discuz! X thread (GBK): every post has the same table structure; the first one
    is the thread starter. Replies can be long."""
    traditional = a["script"] == "traditional"
    replies = FORUM_REPLIES_TRADITIONAL if traditional else FORUM_REPLIES_SIMPLIFIED
    starter = (a.get("author") or "楼主").replace("网友 ", "").replace("網友 ", "")
    floors = ["楼主", "沙发", "板凳", "地板", "5#", "6#", "7#", "8#", "9#"]

    def post(pid: int, user: str, floor: str, content: str, when: str) -> str:
        return f"""<div id="post_{pid}"><table id="pid{pid}" class="plhin" summary="pid{pid}" cellspacing="0" cellpadding="0">
<tr><td class="pls" rowspan="2"><div class="pi"><div class="authi"><a href="space-uid-{pid % 9999}.html" class="xw1">{e(user)}</a></div></div>
<div class="p_pop blk bui card_gender_0"><div class="avatar"><img src="uc_server/avatar.php?uid={pid % 9999}"></div></div>
<div class="tns xg2"><table cellspacing="0" cellpadding="0"><tr><th><p><a href="#" class="xi2">{rng.randrange(1, 999)}</a></p>主题</th><th><p><a href="#" class="xi2">{rng.randrange(1, 9999)}</a></p>帖子</th><td><p><a href="#" class="xi2">{rng.randrange(1, 99999)}</a></p>积分</td></tr></table></div>
<p><em><a href="#">{rng.choice(["中级会员", "高级会员", "注册会员", "金牌会员"])}</a></em></p></td>
<td class="plc"><div class="pi"><strong><a href="#" id="postnum{pid}">{floor}</a></strong><div class="pti"><div class="authi"><img class="authicn vm" src="static/image/common/online_member.gif"><em id="authorposton{pid}">发表于 {when}</em><span class="pipe">|</span><a href="#">只看该作者</a></div></div></div>
<div class="pct"><div class="pcb"><div class="t_fsz"><table cellspacing="0" cellpadding="0"><tr><td class="t_f" id="postmessage_{pid}">
{content}
</td></tr></table></div></div></div></td></tr>
<tr><td class="plc plm"><div class="sign">{rng.choice(["生活不止眼前的苟且", "签名被屏蔽", "有问题欢迎私信交流", ""])}</div></td></tr>
<tr><td class="pls"></td><td class="plc"><div class="po hin"><div class="pob cl"><em><a class="fastre" href="#">回复</a></em><p><a href="#">举报</a></p></div></div></td></tr>
</table></div>"""

    first_pid = rng.randrange(10**6, 10**7)
    edited = f'<i class="pstatus"> 本帖最后由 {e(starter)} 于 {a["date"]} 21:{rng.randrange(10, 59)} 编辑 </i><br><br>'
    body = edited + "<br>\n<br>\n".join(
        f'<font size="3">{e(p)}</font>' if rng.random() < 0.5 else e(p) for p in a["paragraphs"]
    )
    posts = [post(first_pid, starter, floors[0], body, f"{a['date']} 20:{rng.randrange(10, 59)}")]
    for i, reply in enumerate(pick(rng, replies, rng.randrange(4, 8)), 1):
        quote = ""
        if rng.random() < 0.25:
            quote = f'<div class="quote"><blockquote><font size="2"><font color="#999999">{e(starter)} 发表于 {a["date"]} 20:31</font></font><br>{e(a["paragraphs"][-1][:30])} ...</blockquote></div><br>'
        posts.append(post(first_pid + i * 7, rng.choice(["zhang_san88", "夜猫子", "老司机带带我", "小白求带", "xy2049", "路过的键盘侠", "灌水专业户"]),
                          floors[i] if i < len(floors) else f"{i + 1}#", quote + e(reply), f"{a['date']} 2{rng.randrange(0, 3)}:{rng.randrange(10, 59)}"))  # fmt: skip
    return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=gbk" />
<title>{e(a["title"])} - 网络设备 - 云溪论坛 - Powered by Discuz!</title>
<script type="text/javascript">var STYLEID = '1', STATICURL = 'static/', IMGDIR = 'static/image/common', VERHASH = 'T9x', charset = 'gbk', discuz_uid = '0';</script></head>
<body id="nv_forum" class="pg_viewthread" onkeydown="if(event.keyCode==27) return false;">
<div id="toptb" class="cl"><div class="wp"><div class="z"><a href="#">设为首页</a><a href="#">收藏本站</a></div><div class="y"><a href="#">切换到窄版</a></div></div></div>
<div id="hd"><div class="wp"><div class="hdc cl"><h2><a href="./" title="云溪论坛"><img src="static/image/common/logo.png" alt="云溪论坛" border="0" /></a></h2>
<div id="um"><form method="post"><table cellspacing="0" cellpadding="0"><tr><td><label for="ls_username">帐号</label></td><td><input type="text" name="username" id="ls_username" /></td><td><a href="#">找回密码</a></td></tr></table></form></div></div>
<div id="nv"><ul><li class="a" id="mn_forum"><a href="forum.php" hidefocus="true">论坛</a></li><li id="mn_group"><a href="#">群组</a></li><li><a href="#">排行榜</a></li><li><a href="#">导读</a></li><li><a href="#">家园</a></li></ul></div></div></div>
<div id="wp" class="wp">
<div id="pt" class="bm cl"><div class="z"><a href="./" class="nvhm" title="首页">云溪论坛</a> <em>&rsaquo;</em> <a href="forum.php">论坛</a> <em>&rsaquo;</em> <a href="#">数码生活</a> <em>&rsaquo;</em> <a href="#">网络设备</a> <em>&rsaquo;</em> <a href="#">{e(a["title"][:20])}</a></div></div>
<div class="wp a_t"><table cellpadding="0" cellspacing="1"><tr><td width="25%"><a href="#" target="_blank">宽带升级 千兆光纤 月付69元起</a></td><td width="25%"><a href="#">二手数码交易区 新人必看</a></td><td width="25%"><a href="#">论坛春季摄影大赛火热报名中</a></td><td width="25%"><a href="#">版规 | 发帖须知</a></td></tr></table></div>
<div id="ct" class="wp cl"><div id="pgt" class="pgs mbm cl"><div class="pgt"><div class="pg"><strong>1</strong><a href="#">2</a><a href="#" class="nxt">下一页</a></div></div><a id="newspecial" href="#">发帖</a><a id="post_reply" href="#">回复</a></div>
<div id="postlist" class="pl bm"><table cellspacing="0" cellpadding="0"><tr><td class="pls ptn pbn"><div class="hm ptn"><span class="xg1">查看:</span> <span class="xi1">{rng.randrange(300, 30000)}</span><span class="pipe">|</span><span class="xg1">回复:</span> <span class="xi1">{rng.randrange(5, 90)}</span></div></td>
<td class="plc ptm pbn vwthd"><h1 class="ts"><a href="#">[求助]</a> <span id="thread_subject">{e(a["title"])}</span></h1><span class="xg1"><a href="#">复制链接</a></span></td></tr></table>
{"".join(posts)}
</div>
<div id="f_pst" class="pl bm bmw"><form method="post"><table cellspacing="0" cellpadding="0"><tr><td class="pls"></td><td class="plc"><span id="fastpostreturn"></span><div class="cl"><div class="hasfsl"><div class="fastpostlogin">您需要登录后才可以回帖 <a href="#">登录</a> | <a href="#">立即注册</a></div></div></div><p class="ptm pnpost"><button type="submit">发表回复</button><label><input type="checkbox">回帖后跳转到最后一页</label></p></td></tr></table></form></div>
</div></div>
<div id="ft" class="wp cl"><div id="flk" class="y"><p><a href="#">Archiver</a><span class="pipe">|</span><a href="#">手机版</a><span class="pipe">|</span><a href="#">小黑屋</a><span class="pipe">|</span><strong><a href="#">云溪论坛</a></strong> ( <a href="https://beian.miit.gov.cn/">粤ICP备10012345号</a> )</p><p class="xs0">GMT+8, {a["date"]} 23:05 , Processed in 0.061035 second(s), 22 queries .</p></div>
<div id="frt"><p>Powered by <strong><a href="#">Discuz!</a></strong> <em>X3.4</em></p><p class="xs0">&copy; 2001-2026 <a href="#">Tencent Cloud.</a></p></div></div>
</body></html>"""


def forum_big5(a: dict, rng: random.Random) -> str:
    """Taiwan forum thread (Big5), div soup with '#1, #2' floors, replies after the post."""
    starter = (a.get("author") or "樓主").replace("網友 ", "").replace("网友 ", "")
    replies = (
        FORUM_REPLIES_TRADITIONAL if a["script"] == "traditional" else FORUM_REPLIES_SIMPLIFIED
    )
    items = []
    for i, reply in enumerate(pick(rng, replies, rng.randrange(4, 7)), 2):
        items.append(
            f'<div class="l-articlePage"><div class="l-articlePage__author"><div class="c-authorInfo__id"><a href="#">{e(rng.choice(["mobile_guy", "台北小花", "阿宅工程師", "隔壁老王", "jasonwu"]))}</a></div>'
            f'<div class="c-authorInfo__rank">等級：{rng.randrange(1, 20)}</div></div><div class="l-articlePage__publish">'
            f'<div class="l-publishArea topic_article"><div class="u-gapBottom--max c-articleLimit">{e(reply)}</div></div>'
            f'<div class="l-navigation__item"><span class="o-fNotes o-fSubMini">{a["date"]} {rng.randrange(10, 23)}:{rng.randrange(10, 59)}</span><span class="o-fNotes">#{i}</span></div>'
            f'<div class="c-articleTool"><a href="#">引言回覆</a><a href="#">檢舉</a><a href="#">分享</a></div></div></div>'
        )
    paras = "<br />\n<br />\n".join(e(p) for p in a["paragraphs"])
    return f"""<!DOCTYPE html>
<html lang="zh-TW"><head><meta http-equiv="Content-Type" content="text/html; charset=big5"><title>{e(a["title"])} - 租屋買房討論區 - 臺灣生活網</title></head>
<body>
<div class="l-header"><div class="l-header__logo"><a href="/">臺灣生活網</a></div><ul class="l-header__nav">{"".join(f"<li>{x}</li>" for x in links(["首頁", "討論區", "新聞", "好康", "二手市集", "登入", "註冊"], rng))}</ul></div>
<div class="c-breadCrumb"><a href="/">首頁</a> &gt; <a href="#">居家生活</a> &gt; <a href="#">租屋買房</a></div>
<div class="l-heading"><h1 class="t2">{e(a["title"])}</h1><div class="l-heading__info">瀏覽 {rng.randrange(500, 90000)} ｜ 回應 {len(items)}</div></div>
<div class="l-docking"><span>推文</span><a href="#">分享</a><a href="#">收藏</a><a href="#">追蹤</a></div>
<div class="l-articlePage"><div class="l-articlePage__author"><div class="c-authorInfo__id"><a href="#">{e(starter)}</a></div><div class="c-authorInfo__rank">等級：{rng.randrange(1, 20)}</div></div>
<div class="l-articlePage__publish"><div class="l-publishArea topic_article"><div class="u-gapBottom--max c-articleLimit">
{paras}
</div></div><div class="l-navigation__item"><span class="o-fNotes o-fSubMini">{a["date"]} 09:{rng.randrange(10, 59)}</span><span class="o-fNotes">#1</span></div>
<div class="c-articleTool"><a href="#">引言回覆</a><a href="#">檢舉</a><a href="#">分享</a></div></div></div>
<div class="c-adBanner">廣告 <a href="#"><img src="/ad/728x90.jpg"></a></div>
{"".join(items)}
<div class="c-pagination"><a href="#">1</a><a href="#">2</a><a href="#">下一頁</a></div>
<div class="l-sideNews"><h3>熱門文章</h3><ul>{"".join(f"<li>{x}</li>" for x in links(pick(rng, HEADLINES_TRADITIONAL, 6), rng))}</ul></div>
<div class="l-footer"><p>{"</p><p>".join(e(f) for f in FOOTER_TRADITIONAL)}</p></div>
</body></html>"""


def mobile_news(a: dict, rng: random.Random) -> str:
    """Mobile page: app-download prompts, "展开全文", recommendation feed with summaries."""
    feed = "".join(
        f'<a class="feed-item" href="/{rng.randrange(10**7)}"><div class="feed-title">{e(h)}</div><div class="feed-meta"><span>{rng.choice(["云溪晚报", "都市快讯", "热点速递"])}</span><span>{rng.randrange(2, 999)}评</span></div></a>'
        for h in pick(rng, HEADLINES_SIMPLIFIED, 8)
    )
    return f"""<!DOCTYPE html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1,user-scalable=no">
<title>{e(a["title"])}</title></head>
<body>
<div class="m-top"><a class="logo" href="/">云溪头条</a><a class="open-app" href="#">打开APP</a></div>
<div class="m-article"><div class="m-title">{e(a["title"])}</div>
<div class="m-info"><span class="m-src">{e(source_line(a))}</span> <span>{a["date"][5:]} {rng.randrange(6, 23):02d}:{rng.randrange(60):02d}</span> <span class="m-follow">+关注</span></div>
<div class="m-content" style="max-height: none;">
{body_paragraphs(a, rng, rng.choice(["div", "plain"]))}
</div>
<div class="m-unfold">展开全文 ∨</div><div class="m-app-guide">打开云溪头条APP，阅读体验更佳</div>
<div class="m-like"><span>赞 {rng.randrange(1, 999)}</span><span>分享</span></div></div>
<div class="m-feed"><div class="m-feed-title">更多精彩</div>{feed}</div>
<div class="m-bottom">云溪头条 ©2026 京ICP证160123号</div>
</body></html>"""


def div_soup(a: dict, rng: random.Random) -> str:
    """No meaningful class or id anywhere; layout through inline styles; <br> paragraphs."""

    def cls() -> str:
        return "".join(rng.choice("abcdefghjkmnpqrstuvwxyz0123456789") for _ in range(6))

    hot = "".join(
        f'<div class="{cls()}"><a href="/{rng.randrange(10**6)}" style="color:#333">{e(h)}</a></div>'
        for h in pick(rng, HEADLINES_SIMPLIFIED, 10)
    )
    return f"""<html><head><meta charset="utf-8"><title>{e(a["title"])}</title></head>
<body style="margin:0;background:#f5f5f5">
<div class="{cls()}" style="height:60px;background:#c00;color:#fff">{" ".join(links(NAV_SIMPLIFIED[:10], rng, '<a href="{url}" style="color:#fff">{text}</a>'))}</div>
<div class="{cls()}" style="width:1200px;margin:0 auto;overflow:hidden">
 <div class="{cls()}" style="float:left;width:820px;background:#fff;padding:20px">
  <div class="{cls()}" style="font-size:12px;color:#999">当前位置：<a href="/">首页</a> &gt; <a href="#">资讯</a> &gt; 正文</div>
  <div class="{cls()}" style="font-size:26px;font-weight:bold">{e(a["title"])}</div>
  <div class="{cls()}" style="font-size:12px;color:#999">{a["date"]} 来源：{e(source_line(a))} 阅读：{rng.randrange(100, 99999)}</div>
  <div class="{cls()}" style="font-size:16px;line-height:30px">
{body_paragraphs(a, rng, "br")}
  </div>
  <div class="{cls()}" style="border-top:1px solid #eee;font-size:12px">声明：本文内容来源于网络，版权归原作者所有，如有侵权请联系删除。</div>
  <div class="{cls()}"><div class="{cls()}" style="font-weight:bold">猜你喜欢</div>{hot[: len(hot) // 2]}</div>
 </div>
 <div class="{cls()}" style="float:right;width:300px;background:#fff">
  <div class="{cls()}" style="font-weight:bold">24小时热榜</div>{hot[len(hot) // 2 :]}
  <div class="{cls()}" style="height:250px;background:#eee"><a href="#"><img src="/a/300x250.gif"></a></div>
 </div>
</div>
<div class="{cls()}" style="text-align:center;font-size:12px;color:#999;padding:20px">Copyright © 2026 资讯网 版权所有 闽ICP备18001234号-2</div>
</body></html>"""


def wechat_article(a: dict, rng: random.Random) -> str:
    """WeChat official-account article: inline-styled <section>/<p> + <span> paragraphs,
    follow prompts, END mark, source/editor lines, QR code, 阅读原文/在看 bar,
    往期推荐 cards and 精选留言."""
    paras = []
    for para in a["paragraphs"]:
        # The editor emits both forms, often mixed within one article.
        tag = rng.choice(["p", "section"])
        paras.append(
            f'<{tag} style="margin: 0px 8px; line-height: 1.75em;"><span style="font-size: 15px; '
            f'color: rgb(62, 62, 62); letter-spacing: 1px;">{e(para)}</span></{tag}>'
            "<p><br></p>"
        )
    account = rng.choice(["云溪发布", "城事观察", "青禾生活圈", "数码那些事"])
    return f"""<!DOCTYPE html>
<html><head><meta charset="utf-8"><meta property="og:title" content="{e(a["title"])}">
<title>{e(a["title"])}</title></head>
<body id="activity-detail" class="zh_CN">
<div class="rich_media_wrp"><div class="rich_media">
<div class="rich_media_inner"><div id="page-content" class="rich_media_area_primary">
<div class="rich_media_area_primary_inner">
<h1 class="rich_media_title" id="activity-name">{e(a["title"])}</h1>
<div id="meta_content" class="rich_media_meta_list"><span class="rich_media_meta rich_media_meta_text">原创</span>
<span class="rich_media_meta rich_media_meta_nickname"><a href="javascript:void(0);">{account}</a></span>
<em id="publish_time" class="rich_media_meta rich_media_meta_text">{a["date"]} {rng.randrange(7, 22):02d}:{rng.randrange(60):02d}</em></div>
<div class="rich_media_content" id="js_content" style="visibility: visible;">
<section style="text-align: center;"><img data-src="https://mmbiz.example/{rng.randrange(10**9)}/640" style="width: 100%;"></section>
<section><span style="font-size: 12px; color: rgb(136, 136, 136);">点击上方蓝字，关注我们</span></section>
{"".join(paras)}
<section style="text-align: center;"><span style="font-size: 12px; color: #888;">- END -</span></section>
<section><span style="font-size: 13px;">来源：{e(source_line(a))}　编辑：{rng.choice(["小禾", "阿云", "橙子"])}　审核：{rng.choice(["李明", "周洁"])}</span></section>
<section><span style="font-size: 13px;">本文为{account}原创，未经授权请勿转载。转载或合作请在后台留言。</span></section>
<section style="text-align: center;"><img data-src="https://mmbiz.example/qrcode.jpg"><br><span>长按识别二维码关注我们</span></section>
</div>
<div class="rich_media_tool" id="js_toobar3"><a id="js_view_source" href="#">阅读原文</a><span>阅读 {rng.randrange(1000, 100000)}</span><a href="#">分享</a><a href="#">在看</a><a href="#">赞</a></div>
</div></div></div>
<div class="rich_media_area_extra"><div class="rich_media_extra"><div class="function_mod">
<div class="mod_title_context"><strong>往期推荐</strong></div>
{"".join(f'<a class="weui-media-box" href="#"><h4 class="weui-media-box__title">{e(h)}</h4><p class="weui-media-box__desc">{e(h)}，点击查看详情。</p></a>' for h in pick(rng, HEADLINES_SIMPLIFIED, 4))}
</div>
<div class="discuss_container" id="js_cmt_area"><div class="discuss_mod"><h3>精选留言</h3>{comments_html(rng, False, 3)}</div></div>
</div></div>
</div></div>
</body></html>"""


def portal_sohu(a: dict, rng: random.Random) -> str:
    """sohu-style article: the recommendation feed (headline + summary + source, no
    meaningful class) sits inside the same <article> as the story, after 返回搜狐."""
    feed = "".join(
        f'<div class="X7c"><a href="/a/{rng.randrange(10**8)}"><h4>{e(h)}</h4></a>'
        f"<p>{e(h)}。{rng.choice(['据了解，相关部门已着手研究具体方案。', '记者采访了多位业内人士，大家普遍认为影响有限。', '此事引发网友热议，有人点赞也有人质疑。'])}</p>"
        f"<span>{rng.choice(['云溪日报', '都市快报', '新闻晨报'])}</span> <span>{rng.randrange(2, 900)}评论</span></div>"
        for h in pick(rng, HEADLINES_SIMPLIFIED, 5)
    )
    return f"""<!DOCTYPE html>
<html><head><meta charset="UTF-8"><title>{e(a["title"])}_手机搜狐网</title></head>
<body>
<div class="head-nav"><a href="/">搜狐</a><a href="/news">新闻</a><a href="/sports">体育</a><a href="/auto">汽车</a><a href="/house">房产</a><a href="/travel">旅游</a><a href="/edu">教育</a><a href="/fashion">时尚</a><a href="/tech">科技</a><a href="/finance">财经</a></div>
<div class="area clearfix" id="article-container">
 <div class="left main">
  <div class="text">
   <div class="text-title"><h1>{e(a["title"])}</h1>
   <div class="article-info"><span class="time">{a["date"]} {rng.randrange(6, 23):02d}:{rng.randrange(60):02d}</span><span data-role="original-link">来源: <a href="#">{e(source_line(a))}</a></span></div></div>
   <article class="article" id="mp-editor">
{body_paragraphs(a, rng, rng.choice(["plain", "p_span"]))}
    <p data-role="editor-name">责任编辑：<span>{rng.choice(["王楠", "刘畅", "赵一帆"])}</span></p>
    <a href="/" target="_blank" class="backword">返回搜狐，查看更多</a>
    <div class="statement">平台声明：该文观点仅代表作者本人，搜狐号系信息发布平台，搜狐仅提供信息存储空间服务。</div>
    <div class="bottom-relate-wrap"><div class="title">为您推荐</div>{feed}</div>
   </article>
  </div>
 </div>
 <div class="sidebar right"><div class="hot-article"><h4>24小时热文</h4><ul>{"".join(f"<li>{x}</li>" for x in links(pick(rng, HEADLINES_SIMPLIFIED, 6), rng))}</ul></div></div>
</div>
<div class="footer">Copyright © 2026 Sohu.example All Rights Reserved 搜狐公司 版权所有</div>
</body></html>"""


# --- assembly ---------------------------------------------------------------------

# template -> (function, output encoding, which articles it suits)
NEWS_GENRES = {"local_news", "economy", "technology", "sports", "culture", "health", "education",
               "science", "agriculture", "automobile", "real_estate", "transport", "esports",
               "press_release", "museum_exhibition", "weather"}  # fmt: skip
BLOG_GENRES = {"blog", "review", "travel", "howto", "electronics_review", "film_review",
               "medical_explainer", "parenting_blog", "recipe", "personal_finance"}  # fmt: skip
GOV_GENRES = {"notice", "government_notice"}
FORUM_GENRES = {"forum", "forum_advice"}

Template = Callable[[dict, random.Random], str]
TEMPLATES: dict[str, tuple[Template, str]] = {
    "portal_sina": (portal_sina, "utf-8"),
    "portal_163": (portal_163, "utf-8"),
    "portal_people": (portal_people, "utf-8"),
    "mobile_news": (mobile_news, "utf-8"),
    "wechat_article": (wechat_article, "utf-8"),
    "portal_sohu": (portal_sohu, "utf-8"),
    "div_soup": (div_soup, "utf-8"),
    "taiwan_news": (taiwan_news, "big5"),
    "gov_modern": (gov_modern, "utf-8"),
    "gov_old_tables": (gov_old_tables, "gb2312"),
    "blog_csdn": (blog_csdn, "utf-8"),
    "blog_cnblogs": (blog_cnblogs, "utf-8"),
    "blog_wordpress": (blog_wordpress, "utf-8"),
    "forum_discuz": (forum_discuz, "gbk"),
    "forum_big5": (forum_big5, "big5"),
}


def templates_for(article: dict) -> list[str]:
    genre, traditional = article["genre"], article["script"] == "traditional"
    if genre in FORUM_GENRES:
        return ["forum_big5", "forum_discuz"] if traditional else ["forum_discuz", "forum_big5"]
    if genre in GOV_GENRES:
        return ["gov_old_tables", "gov_modern"]
    if traditional:
        return ["taiwan_news", "forum_big5", "div_soup"]
    if genre in BLOG_GENRES:
        return ["blog_csdn", "blog_cnblogs", "blog_wordpress", "wechat_article", "forum_discuz",
                "div_soup"]  # fmt: skip
    return ["portal_sina", "portal_163", "portal_people", "portal_sohu", "mobile_news",
            "wechat_article", "div_soup", "taiwan_news"]  # fmt: skip


def encode(page: str, encoding: str, traditional: bool) -> bytes:
    """Encode like the real sites do: GB2312-labelled pages really use GBK, and
    characters missing from Big5 become numeric character references."""
    if encoding in ("gb2312", "gbk"):
        return page.encode("gb18030")
    if encoding == "big5":
        return page.encode("big5", "xmlcharrefreplace")
    return page.encode(encoding)


def load_articles() -> list[dict]:
    articles = []
    for path in sorted(ARTICLES.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                articles.append(json.loads(line))
    return articles


def main() -> None:
    articles = load_articles()
    html_dir = OUT / "html"
    html_dir.mkdir(parents=True, exist_ok=True)
    for old in html_dir.glob("*.html"):
        old.unlink()
    usage: dict[str, int] = {name: 0 for name in TEMPLATES}
    records = []
    for article in articles:
        rng = random.Random(article["id"])
        # Rotate through suitable templates, least-used first, so every template is
        # exercised; the two-page articles show one story in two site layouts.
        candidates = sorted(templates_for(article), key=lambda name: usage[name])
        chosen = candidates[:2] if rng.random() < 0.35 else candidates[:1]
        for name in chosen:
            function, encoding = TEMPLATES[name]
            usage[name] += 1
            page_id = f"{article['id']}-{name}"
            page = function(article, rng)
            if encoding == "big5" and article["script"] != "traditional":
                encoding = "utf-8"
                page = page.replace("charset=big5", "charset=utf-8")
            (html_dir / f"{page_id}.html").write_bytes(
                encode(page, encoding, article["script"] == "traditional")
            )
            text = "\n\n".join(article["paragraphs"])
            records.append(
                {
                    "id": page_id,
                    "url": f"https://zh.example/{name}/{article['id']}.html",
                    "text": text,
                }
            )
    with open(OUT / "ground_truth.jsonl", "w", encoding="utf-8") as out:
        out.writelines(json.dumps(record, ensure_ascii=False) + "\n" for record in records)
    print(f"{len(records)} pages from {len(articles)} articles; templates used: {usage}")


if __name__ == "__main__":
    main()
