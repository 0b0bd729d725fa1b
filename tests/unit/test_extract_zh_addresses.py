"""A web address inside Chinese prose: the sentence around it is article text.

Chinese sentences put no space after an address ("访问www.example.cn）办理，…"), so an
address read up to the next whitespace swallowed the rest of the sentence and the
paragraph looked like a dump of links: it was dropped, and on a short article the page's
promotional box could then outweigh what was left of it."""

from __future__ import annotations

from scrapy_simhash.extract import extract_text
from scrapy_simhash.extract._blocks import _legal_line

ADDRESS_SENTENCE = (
    "市图书馆提醒读者，请通过图书馆官方网站（www.library-example.cn）或“城市书房”小程序预约"
    "座位，到馆后出示预约码即可入馆，未预约的读者需在门口排队等候。"
)


def test_a_sentence_holding_an_address_is_not_an_address_dump() -> None:
    assert not _legal_line(ADDRESS_SENTENCE)
    assert not _legal_line(
        f"详情见 https://library-example.cn/notice/2026/11 公告。{ADDRESS_SENTENCE}"
    )


def test_a_line_of_bare_addresses_is_still_one() -> None:
    assert _legal_line(
        "https://img.example.cn/2026/11/a.jpg https://img.example.cn/2026/11/b.jpg 图片"
    )


def test_a_short_article_keeps_its_paragraph_with_an_address() -> None:
    promotion = (
        "“年度阅读人物”评选火热进行中！快来为你心中的阅读推广人投上一票，"
        '<a href="/vote">点击投票</a>，还有机会赢取精美图书大礼包。'
    )
    html = f"""<html><head><title>市图书馆周末延长开放时间</title></head><body>
    <div class="header"><a href="/">首页</a> <a href="/news">新闻</a></div>
    <h1>市图书馆周末延长开放时间</h1>
    <div class="content-left">
      <div class="promo"><p>{promotion}</p></div>
      <div class="article">
        <p>本报讯 记者从市图书馆获悉，自下月起，图书馆周末开放时间延长至晚上九点。</p>
        <p>馆方表示，此举是为了方便上班族在周末借阅图书和使用自习室。</p>
        <p>{ADDRESS_SENTENCE}</p>
      </div>
    </div>
    <div class="footer">关于我们 | 联系我们</div>
    </body></html>"""
    text = extract_text(html)
    assert "请通过图书馆官方网站" in text
    assert "自下月起" in text
    assert "点击投票" not in text
