"""A page's own few lines (a brief, a notice, a listing's summaries) stand against the
one-paragraph box its site prints beside them on every page, which outweighs them."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scrapy_simhash.extract import extract_text

ABOUT = ("<div class='about-box'><h3>About the Riverside Chronicle</h3><p>The Riverside "
         "Chronicle is an independent local newspaper founded in 1921 and owned by a reader "
         "cooperative since 2009. We cover the council, the courts, schools, business and "
         "culture in Riverside and the surrounding villages, and we publish corrections on "
         "page two of every edition and on this website within one working day.</p></div>")
ABOUT_ZH = ("<div class='about'><p>江城日报创刊于一九四九年，是中共江城市委机关报，以权威、及时、"
            "贴近为办报宗旨，全面报道江城经济社会发展和百姓生活。新闻热线：八八六六一二三四，欢迎广大"
            "读者提供新闻线索，我们将及时核实并跟进报道。</p></div>")
NAV = ("<nav><a href='/'>Home</a> <a href='/news/'>News</a> <a href='/sport/'>Sport</a> "
       "<a href='/about/'>About us</a></nav>")


def page(title: str, main: str, box: str = ABOUT, heading: str | None = None) -> str:
    h1 = f"<h1>{heading}</h1>" if heading else ""
    return (f"<html><head><title>{title}</title></head><body><header><a href='/'>Riverside"
            f"</a></header>{NAV}<main><article>{h1}{main}</article></main>{box}</body></html>")


def test_a_one_sentence_brief_is_its_pages_text_not_the_sites_about_box() -> None:
    brief = "Elm Road will be closed on Sunday for the marathon."
    text = extract_text(page("In brief | Riverside Chronicle", f"<p>{brief}</p>",
                             heading="In brief"))
    assert text == brief


def test_a_brief_that_reads_as_prose_is_the_text_not_it_and_the_box() -> None:
    # Prose itself (two sentence marks), the brief makes the page's root the choice,
    # holding the brief and the box: the brief's element is taken all the same.
    brief = "This week: the tram vote, the library and the harbour."
    for title in ("Weekly roundup 12", "Page not found"):
        html = page(f"{title} | Riverside Chronicle", f"<p>{brief}</p>", heading=title)
        assert extract_text(html) == brief


def test_a_two_sentence_story_beside_a_longer_about_box_is_the_text() -> None:
    lines = ["The council approved the new tram line after a long debate on Tuesday.",
             "Construction is due to start in the spring."]
    html = page("Council approves tram line | Riverside Chronicle",
                "".join(f"<p>{line}</p>" for line in lines), heading="Council approves tram line")
    assert extract_text(html).split("\n") == lines


def test_a_chinese_notice_under_a_two_character_headline_is_the_text() -> None:
    notice = "关于端午节放假安排的通知：六月十日放假一天。"
    html = (f"<html><head><meta charset='utf-8'><title>公告_江城日报</title></head><body>"
            f"<div class='content'><h1>公告</h1><div class='article'><p>{notice}</p></div>"
            f"</div>{ABOUT_ZH}</body></html>")
    assert extract_text(html) == notice


def test_without_a_headline_the_one_element_named_as_the_article_holds_the_lines() -> None:
    story = "市政府昨日召开常务会议，研究部署今年夏季防汛抗旱工作。"
    side = "".join(f"<li><a href='/a/{n}'>市民外出注意防暑降温第{n}期</a></li>" for n in range(4))
    html = (f"<html><head><meta charset='utf-8'><title>江城日报-江城新闻网</title></head><body>"
            f"<div class='main'><div class='article'><p>{story}</p></div><ul class='side'>{side}"
            f"</ul></div>{ABOUT_ZH}</body></html>")
    assert extract_text(html) == story


def test_a_listing_under_its_headline_does_not_read_as_the_sites_about_box() -> None:
    # Its summaries sit in a list named as one (a weak boilerplate name): the listing
    # may read as nothing, never as the box every page of the site shows.
    items = "<li><h2><a href='/n/1'>Solar school</a></h2><p>The school has solar panels.</p></li>"
    text = extract_text(page("Tag: schools | Riverside Chronicle", f"<ul class='list'>{items}</ul>",
                             heading="Tag: schools"))
    assert "independent local newspaper" not in text


def test_a_gallery_under_its_headline_does_not_read_as_the_sites_about_box() -> None:
    # Its pictures are its own; their captions (figcaption) are no text of the page.
    for captions in ([], ["Crowds at the fair", "The ferris wheel"]):
        figures = "".join(f"<figure><img src='/img/{n}.jpg'><figcaption>{caption}</figcaption>"
                          f"</figure>" for n, caption in enumerate(captions or ["", ""]))
        html = page("Photos: Summer fair | Riverside Chronicle",
                    f"<div class='gallery'>{figures}</div>", heading="Photos: Summer fair")
        assert extract_text(html) == ""


def test_a_short_article_of_several_paragraphs_beside_the_headline_stays_the_text() -> None:
    # A paywalled page: the headline's element holds the standfirst, the opening
    # paragraphs sit beside it. Several paragraphs are not a site's box.
    paragraphs = ["Gaming used to be so simple, and one bought a game and played it to the end.",
                  "Now we spend money over and over on virtual perks, on phones and tablets."]
    html = ("<html><head><title>So many ways to play | Journal</title></head><body>"
            "<div class='headline-wrap'><h1>So many ways to play</h1><p>There are more "
            "devices than ever.</p></div><div class='snippet'>"
            + "".join(f"<p>{p}</p>" for p in paragraphs) + "</div></body></html>")
    assert extract_text(html).split("\n") == paragraphs


def test_a_one_paragraph_body_inside_the_headlines_article_stays_the_text() -> None:
    # The headline's header holds a standfirst; the body, one paragraph, sits beside it in
    # the same article element: it is the article's, not a site's box.
    body = ("The council voted on Tuesday to close the harbour bridge to lorries from May, "
            "after engineers found cracks in two of its arches during the spring survey.")
    html = ("<html><head><title>Bridge closes to lorries | Gazette</title></head><body>"
            "<article><header><h1>Bridge closes to lorries</h1><p>By Ann Lee</p></header>"
            f"<div class='body'><p>{body}</p></div></article>{ABOUT}</body></html>")
    assert extract_text(html) == body


def test_a_one_paragraph_article_beside_a_site_name_headline_and_banners_stays_the_text() -> None:
    # The h1 is the site's name (in the title, so taken for the headline), pictures
    # (a banner) follow it in the header; the one-paragraph post sits in an element named
    # as the article: the article's, not a site's box.
    post = ("Our goal with hosting quarterly open threads is to give blog readers a chance "
            "to raise questions about our work in the comments section below.")
    html = ("<html><head><title>September open thread - The Example Blog</title></head><body>"
            "<div class='header'><div class='logo'><h1>The Example Blog</h1><a href='/'>"
            "<img src='/logo.png'></a></div><div class='banner'><a href='/ad'><img "
            "src='/banner.jpg'></a></div></div><div class='content'><div class='main-article-"
            f"content'><p>{post}</p></div></div></body></html>")
    assert extract_text(html) == post


def test_a_box_too_long_for_a_site_box_stays_the_text() -> None:
    long_box = ABOUT.replace("</p>", " " + "We have reporters in every village. " * 10 + "</p>")
    text = extract_text(page("In brief | Riverside Chronicle",
                             "<p>Elm Road will be closed on Sunday.</p>", box=long_box,
                             heading="In brief"))
    assert "independent local newspaper" in text


sentences = st.lists(st.sampled_from(["road", "closed", "pool", "opens", "Monday", "fair",
                                      "tickets", "school", "bus", "late"]),
                     min_size=4, max_size=12).map(lambda words: " ".join(words).capitalize() + ".")


@given(first=sentences, second=sentences)
def test_two_briefs_of_one_site_read_as_their_own_sentences(first: str, second: str) -> None:
    texts = [extract_text(page("In brief | Riverside Chronicle", f"<p>{line}</p>",
                               heading="In brief")) for line in (first, second)]
    assert texts == [first, second]


SIDEBAR = ("<div class='sidebar'><div class='side-box'><h3>About us</h3><p>Northgate Machines "
           "was founded in 1995, builds machine tools, presses and automated production lines, "
           "and serves more than 3,000 customers in 30 countries.</p></div><div class='side-box'>"
           "<h3>Contact us</h3><p>Phone: 0113 496 0000 Fax: 0113 496 0001 Email: "
           "hello@northgate.example<br>Address: 18 Industry Way, Leeds LS1 4AP</p></div></div>")
SIDEBAR_ZH = ("<div class='sidebar'><div class='side-box'><h3>关于我们</h3><p>江城信达科技有限公司成立"
              "于2008年，是一家专注于工业物联网解决方案的国家高新技术企业，产品覆盖智能传感、边缘计算和"
              "云平台，服务客户超过3000家。</p></div><div class='side-box'><h3>联系我们</h3><p>联系电话："
              "400-800-1234　传真：0571-88881234　邮箱：service@xinda.example<br>公司地址：浙江省杭州市"
              "余杭区文一西路998号</p></div></div>")


def job_page(title: str, lines: list[str], sidebar: str) -> str:
    items = "".join(f"<li>{line}</li>" for line in lines)
    return (f"<html><head><meta charset='utf-8'><title>{title}_Northgate</title></head><body>"
            f"<div class='wrap'>{sidebar}<div class='content'><div class='detail'><h1>{title}"
            f"</h1><div class='body'><ul>{items}</ul></div></div></div></div></body></html>")


@pytest.mark.parametrize(("title", "lines", "sidebar"), [
    ("Sales engineer", ["Win and keep customers", "Meet the yearly targets"], SIDEBAR),
    ("嵌入式软件工程师", ["负责传感器固件开发", "参与硬件联调", "本科及以上学历"], SIDEBAR_ZH),
])
def test_a_pages_short_lines_beat_a_column_of_its_sites_boxes(
        title: str, lines: list[str], sidebar: str) -> None:
    # Lines too short to make prose; beside them a sidebar of boxes, each one paragraph
    # under its name ("about us", "contact us"), the same on every page of the site.
    assert extract_text(job_page(title, lines, sidebar)).split("\n") == lines


def test_two_paragraphs_under_one_heading_beside_the_headline_are_not_a_sites_box() -> None:
    # An article's opening beside its headline's element, under a heading of its own.
    paragraphs = ["Gaming used to be so simple, and one bought a game and played it to the end.",
                  "Now we spend money over and over on virtual perks, on phones and tablets."]
    html = ("<html><head><title>So many ways to play | Journal</title></head><body>"
            "<div class='headline-wrap'><h1>So many ways to play</h1><ul><li>Games</li></ul>"
            "</div><div class='snippet'><h3>The story</h3>"
            + "".join(f"<p>{p}</p>" for p in paragraphs) + "</div></body></html>")
    assert extract_text(html).split("\n")[-2:] == paragraphs
