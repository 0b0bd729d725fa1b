"""Main-content extraction on realistic pages: article kept, each boilerplate kind gone."""

from __future__ import annotations

from pathlib import Path

import pytest

from scrapy_simhash.extract import PARAGRAPH_SEPARATOR, decode_html, extract_text

FIXTURES = Path(__file__).parents[1] / "fixtures" / "extract"


def fixture_text(name: str) -> str:
    return (FIXTURES / name).read_text(encoding="utf-8")


NEWS_EN_BODY = [
    "Millbrook's city council voted seven to two on Tuesday night to build a two-mile flood barrier",
    "The barrier, a mix of earthen levees and removable steel panels, is expected to cost $48 million.",
    '"We have pumped out basements on Water Street four times since I was elected,"',
    "Opposition from riverside businesses",  # sub-heading between paragraphs
    "The two dissenting votes came from members representing the old mill district",
    "City engineers said the removable sections would stay in storage",
    "Construction is scheduled to begin next spring, with the first mile completed",
]
NEWS_EN_BOILERPLATE = {
    "cookie banner": "We use cookies to personalise content",
    "navigation": "Weather",
    "header and logo": "The Millbrook Courier",
    "search form": "Search the Courier",
    "leaderboard ad": "Mortgage rates",
    "ad label": "Advertisement",
    "in-article ad": "Switch your energy supplier",
    "breadcrumbs": "Local",
    "headline": "after decade of delays",
    "byline": "Jane Okafor",
    "date line": "5:04 p.m.",
    "share bar": "Share on Twitter",
    "tags": "Tags:",
    "related stories": "River hits record height",
    "comments": "About time. My parents lost their whole ground floor",
    "comment authors": "riverwatcher77",
    "most-read sidebar": "Police search for missing hiker",
    "newsletter promo": "morning briefing",
    "subscription promo": "unlimited digital access",
    "footer links": "Terms of use",
    "copyright line": "All rights reserved",
    "script": "script text must never appear",
    "style": "margin",
}

NEWS_ZH_BODY = [
    "闲置了十多年的青禾镇老粮站，如今变成了一座藏书三万余册的社区图书馆。",
    "老粮站建于上世纪七十年代，由四座砖木结构的粮仓组成。",
    "图书馆分为少儿阅读区、农业科技区、地方文献区和自习区",
    "镇文化站站长介绍，图书馆还将每月举办两场农业技术讲座和一场亲子阅读活动",
]
NEWS_ZH_BOILERPLATE = {
    "导航": "财经",
    "顶栏": "下载客户端",
    "广告": "广告",
    "面包屑": "当前位置",
    "标题": "周末接待读者上千人次",
    "来源": "来源：青禾日报",
    "分享到": "分享到",
    "责任编辑": "责任编辑",
    "相关阅读": "县图书馆新馆下月开放",
    "网友评论": "小时候天天在粮站门口玩",
    "热门推荐": "冬季供暖今起开始试运行",
    "排行榜": "地铁新线年底开通",
    "版权所有": "版权所有",
    "ICP备案号": "ICP备",
    "脚本": "不应该出现在正文里",
}


def assert_in_order(text: str, parts: list[str]) -> None:
    position = -1
    for part in parts:
        found = text.find(part)
        assert found > position, f"{part!r} missing or out of order in:\n{text}"
        position = found


def test_english_article_body_is_kept_in_order() -> None:
    assert_in_order(extract_text(fixture_text("news_en.html")), NEWS_EN_BODY)


@pytest.mark.parametrize("kind", sorted(NEWS_EN_BOILERPLATE))
def test_english_boilerplate_is_removed(kind: str) -> None:
    assert NEWS_EN_BOILERPLATE[kind] not in extract_text(fixture_text("news_en.html"))


def test_chinese_article_body_is_kept_in_order() -> None:
    assert_in_order(extract_text(fixture_text("news_zh.html")), NEWS_ZH_BODY)


@pytest.mark.parametrize("kind", sorted(NEWS_ZH_BOILERPLATE))
def test_chinese_boilerplate_is_removed(kind: str) -> None:
    assert NEWS_ZH_BOILERPLATE[kind] not in extract_text(fixture_text("news_zh.html"))


def test_paragraphs_are_separated_by_single_newlines() -> None:
    lines = extract_text(fixture_text("news_zh.html")).split(PARAGRAPH_SEPARATOR)
    assert len(lines) == len(NEWS_ZH_BODY)
    for line, start in zip(lines, NEWS_ZH_BODY):
        assert line.startswith(start)
        assert line == line.strip() and "\n" not in line


GOV_BODY = [
    "因城东大道道路改造施工，为保障市民出行",
    "一、3路公交车由火车站开往工业园方向时",
    "二、7路、12路公交车双向改经建设路行驶",
    "三、施工结束、道路恢复通行后，上述线路恢复原走向",
]
GOV_BOILERPLATE = [
    "政务公开",
    "政府信息公开指南",
    "当前位置",
    "发布时间",
    "打印此页",
    "版权所有",
    "ICP",
]


def gov_page(charset_meta: str) -> str:
    return fixture_text("gov_table_br_zh.html").replace("{charset_meta}", charset_meta)


def test_table_layout_with_br_paragraphs_and_font_tags() -> None:
    text = extract_text(gov_page('<meta charset="utf-8">'))
    assert_in_order(text, GOV_BODY)
    assert len(text.split(PARAGRAPH_SEPARATOR)) == len(GOV_BODY)  # one line per <br> paragraph
    for marker in GOV_BOILERPLATE:
        assert marker not in text


FORUM_FIRST_POST = [
    "各位車友好，下個月想利用連假從高雄騎機車到台東",
    "想請教幾個問題：南迴公路山區路段大概要騎多久？",
    "另外也想問一下，如果早上七點從高雄出發",
]


def forum_page(charset_meta: str) -> str:
    return fixture_text("forum_zh_hant.html").replace("{charset_meta}", charset_meta)


def test_div_soup_forum_thread_keeps_the_opening_post() -> None:
    text = extract_text(forum_page('<meta charset="utf-8">'))
    assert_in_order(text, FORUM_FIRST_POST)
    for marker in ["討論區", "機車旅遊", "下一頁", "版權所有", "騎士阿凱"]:
        assert marker not in text


# --- encodings ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("encoding", "meta"),
    [
        ("gbk", '<meta http-equiv="Content-Type" content="text/html; charset=gb2312">'),
        ("gbk", '<meta charset="GBK">'),
        ("gb18030", ""),  # undeclared: sniffed
        ("utf-8", '<meta charset="utf-8">'),
        ("utf-8", ""),
    ],
)
def test_simplified_chinese_bytes_in_any_encoding(encoding: str, meta: str) -> None:
    body = gov_page(meta).encode(encoding)
    assert_in_order(extract_text(body), GOV_BODY)


@pytest.mark.parametrize(
    ("encoding", "meta"),
    [
        ("big5", '<meta http-equiv="Content-Type" content="text/html; charset=big5">'),
        ("big5", ""),  # undeclared: sniffed
        ("utf-8", '<meta charset="utf-8">'),
        ("utf-8", ""),
    ],
)
def test_traditional_chinese_bytes_in_any_encoding(encoding: str, meta: str) -> None:
    body = forum_page(meta).encode(encoding)
    assert_in_order(extract_text(body), FORUM_FIRST_POST)


def test_gb2312_label_decodes_characters_outside_gb2312() -> None:
    # Sites labelled gb2312 really send GBK; "镕" and "喆" are not in GB2312.
    page = '<meta charset="gb2312"><p>朱镕基和陶喆的名字都能正确显示，这一段文字足够长，可以算作正文内容。</p>'
    assert "朱镕基和陶喆" in decode_html(page.encode("gbk"))
    assert "朱镕基和陶喆" in extract_text(page.encode("gbk"))


def test_http_declared_encoding_wins_over_sniffing() -> None:
    page = "<p>繁體中文的網頁內容，使用大五碼編碼。這是一段夠長的文字。</p>".encode("big5")
    assert "繁體中文的網頁內容" in decode_html(page, declared_encoding="big5")
    assert "繁體中文的網頁內容" in decode_html(page, declared_encoding="cp950")


def test_utf8_byte_order_mark_is_honoured_and_removed() -> None:
    page = "\ufeff<p>Ünïcödé text after a byte order mark, long enough to count as a paragraph.</p>"
    decoded = decode_html(page.encode("utf-8"))
    assert decoded.startswith("<p>Ünïcödé")
    assert extract_text(page.encode("utf-8")).startswith("Ünïcödé text")


def test_str_and_utf8_bytes_give_the_same_text() -> None:
    html = fixture_text("news_en.html")
    assert extract_text(html) == extract_text(html.encode("utf-8"))


def test_forum_thread_keeps_the_opening_post_not_the_replies() -> None:
    text = extract_text(fixture_text("forum_thread_zh.html"))
    assert_in_order(
        text,
        ["今年第一次在阳台种番茄", "但是问题来了：花开了没几天就整朵掉下来", "想问问有经验的朋友"],
    )
    for reply in [
        "阳台种番茄落花，十有八九是授粉不良",
        "补充一点，五月份南向阳台",
        "顶一下",
        "我家去年也是这样",
        "楼上几位说得都对",
    ]:
        assert reply not in text
    for boilerplate in ["番茄小白", "发表于", "楼主", "回复", "举报", "园艺交流", "ICP"]:
        assert boilerplate not in text


def test_comments_box_is_dropped_when_each_comment_is_named_like_content() -> None:
    # Blog platforms reuse their post classes ("post-text") on every comment; a box named
    # "comments" whose comments each carry the name still is the comments box.
    body = [
        "老街口这家面馆开了三十年，每天早上六点开门，门口总有人排队，汤头用猪骨熬足一夜。",
        "招牌是一碗加了酥肉和卤蛋的小面，分量很足，价格也实在，吃完再喝一碗面汤特别舒服。",
    ]
    comments = [
        "请问周末也这么早开门吗？我们下个月要去玩，想第一天一早就去吃一碗，顺便问问附近好不好停车，谢谢分享，照片拍得太诱人了，看完马上就饿了。",
        "从读书时就开始吃了，老板人很好，面汤可以免费续。假日人真的很多，建议平日早点去，不然常常要排半个小时才吃得到，排队的时候记得先看好要点什么。",
    ]
    page = (
        '<html><body><div class="article"><div class="article-body">'
        + "".join(f"<p>{line}</p>" for line in body)
        + '</div><div id="comments"><h3>留言列表</h3>'
        + "".join(
            f'<div class="single-post"><div class="post-text">{c}</div></div>' for c in comments
        )
        + "</div></div></body></html>"
    )
    assert extract_text(page) == "\n".join(body)


def test_article_in_repeated_wrappers_is_not_mistaken_for_a_thread() -> None:
    # News sites wrap runs of paragraphs in identical divs; inline links are not posts.
    wrapper = (
        '<div class="story-column"><p>Paragraph {n} of the story, with a <a href="/x">link</a> '
        "inside the sentence, enough words to read as prose, and a full stop.</p>"
        "<p>A second paragraph in wrapper {n}, also long enough, with commas, to count.</p></div>"
    )
    html = (
        "<html><body><main>"
        + "".join(wrapper.format(n=n) for n in range(5))
        + "</main></body></html>"
    )
    text = extract_text(html)
    for n in range(5):
        assert f"Paragraph {n} of the story" in text


def test_utf8_page_with_stale_gb2312_declaration() -> None:
    page = '<meta charset="gb2312"><p>网站早已改用UTF-8编码，模板里的声明却一直没有改，这段正文必须能正确读出。</p>'
    assert "网站早已改用UTF-8编码" in decode_html(page.encode("utf-8"))
    assert "网站早已改用UTF-8编码" in decode_html(page.encode("utf-8"), declared_encoding="gbk")
    assert "网站早已改用UTF-8编码" in extract_text(page.encode("utf-8"))


def test_latin1_page_decodes_as_declared() -> None:
    page = '<meta charset="iso-8859-1"><p>Café crème, naïve façade: déjà vu in a long sentence.</p>'
    assert "Café crème, naïve façade" in extract_text(page.encode("latin-1"))


def test_headline_outside_h1_is_left_out_like_an_h1() -> None:
    headline = "多地发布寒潮预警，局地降温幅度超过12℃，市民出行注意防寒保暖"
    body = "受强冷空气影响，今天起我省大部地区将出现大风降温天气，气象部门提醒市民及时添衣，注意出行安全。"
    page = (
        f"<html><head><title>{headline}_新闻中心_青禾网</title></head><body>"
        f'<div class="t">{headline}</div><div class="c"><p>{body}</p><p>{body}</p></div>'
        "</body></html>"
    )
    text = extract_text(page)
    assert headline not in text
    assert text == f"{body}\n{body}"


def test_teaser_cards_inside_the_article_element_are_dropped() -> None:
    body = [
        "市图书馆昨日起延长开放时间，工作日闭馆时间由晚上八点推迟到十点，周末照常开放。",
        "馆方表示，延时开放期间自习区和少儿区全部开放，读者可凭借阅证自助进出，无需另行预约。",
        "据统计，今年以来全馆接待读者超过一百二十万人次，晚间到馆人数占比逐月上升。",
    ]
    cards = "".join(
        f'<div class="c9"><a href="/a/{n}"><h4>{title}</h4></a><p>{title}。记者采访了多位市民，'
        f"大家普遍表示欢迎。</p><span>都市快报</span></div>"
        for n, title in enumerate(
            ["地铁新线年底开通", "老旧小区加装电梯提速", "中小学寒假时间公布"]
        )
    )
    html = (
        '<html><body><article class="article">'
        + "".join(f"<p>{line}</p>" for line in body)
        + f'<div class="w3"><div class="t1">为您推荐</div>{cards}</div>'
        + "</article></body></html>"
    )
    assert extract_text(html) == "\n".join(body)


def test_a_notice_keeps_its_addressee_issuer_and_date_lines() -> None:
    # 公文 layout: addressee line, paragraphs, then the issuer (here also the site named in
    # the title) and the issuing date, each a short line of its own.
    body = [
        "根据学校校历安排，暑假自7月6日开始，8月31日结束。为确保同学们度过一个安全、充实的假期，现将有关事项通知如下。",
        "一、各班级要在离校前召开一次安全教育主题班会，重点做好防溺水、交通安全、防电信诈骗等方面的教育。",
        "二、同学们离校前要关闭宿舍门窗和电源，贵重物品妥善保管，不得在宿舍内存放易燃易爆物品。",
    ]
    page = (
        "<html><head><title>关于做好暑假离校工作的通知-某某大学机械工程学院</title></head><body>"
        '<div class="zw"><p>各班级、各位同学：</p>'
        + "".join(f"<p>{line}</p>" for line in body)
        + "<p>某某大学机械工程学院</p><p>2024年7月1日</p></div>"
        + '<div class="tools">【打印本页】【关闭窗口】</div></body></html>'
    )
    assert extract_text(page) == "\n".join(
        ["各班级、各位同学：", *body, "某某大学机械工程学院", "2024年7月1日"]
    )


def test_a_date_and_time_line_after_a_story_stays_out() -> None:
    body = [
        "今年以来，多地陆续推出家电以旧换新补贴政策，带动家电消费明显回暖，一级能效产品销售尤为火热。",
        "业内人士认为，随着政策效应持续释放，下半年家电市场有望保持平稳增长，回收体系也将进一步完善。",
    ]
    page = (
        "<html><body><div class='c'>"
        + "".join(f"<p>{line}</p>" for line in body)
        + "<p>标签：家电</p><p>2024年6月18日 09:12</p></div></body></html>"
    )
    assert extract_text(page) == "\n".join(body)


def test_a_labelled_summary_box_above_the_body_is_left_out() -> None:
    body = [
        "摘要显示的数据之外，记者在多个城市的家电卖场走访发现，参与以旧换新的消费者明显增多。",
        "商务部门数据显示，5月份重点监测的家电零售企业销售额同比增长超过一成，回收量也大幅增加。",
    ]
    summary = "今年以来，多地推出家电以旧换新补贴，带动消费回暖，家电市场有望保持平稳增长。"
    for box in (f"<strong>摘要：</strong>{summary}", f"<span>摘要</span>【消费回暖】{summary}"):
        page = (
            "<html><body><div class='main'><h1>家电消费回暖明显</h1>"
            f"<div class='s'>{box}</div><div class='c'>"
            + "".join(f"<p>{line}</p>" for line in body)
            + "</div></div></body></html>"
        )
        assert extract_text(page) == "\n".join(body)
