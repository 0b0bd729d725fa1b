"""Copyright and reprint lines are recognised by their words (侵权, 版权所有, 转载请…), so
an article about infringement uses the same words: such a line between two paragraphs
of the article is its own sentence and stays; at the text's edges it is the site's
notice and goes."""

from __future__ import annotations

from scrapy_simhash.extract import extract_text

OPENING = (
    "近日，一名外卖骑手因为一天之内拨打了一百多个电话，被运营商以涉嫌骚扰为由停机，"
    "此事在网上引发了不少讨论。"
)
INFRINGEMENT = "按理说，用户每天拨打多少电话是自己的权利，仅凭通话次数就停机，甚至可能构成侵权。"
CLOSING = (
    "业内人士建议，运营商在认定骚扰电话时应当结合通话时长、投诉记录等多项指标综合判断，"
    "并为被误停的用户提供便捷的申诉渠道。"
)
NOTICE = "版权所有，未经授权不得转载，侵权必究。"


def test_a_sentence_about_infringement_between_paragraphs_stays() -> None:
    page = (
        "<html><head><title>骑手被停机</title></head><body><div class='article'>"
        f"<p>{NOTICE}</p><p>{OPENING}</p><p>{INFRINGEMENT}</p><p>{CLOSING}</p>"
        f"<p>{NOTICE}</p></div></body></html>"
    )
    assert extract_text(page).split("\n") == [OPENING, INFRINGEMENT, CLOSING]


def test_a_notice_after_the_last_paragraph_goes_even_before_a_date_line() -> None:
    # A closing date line may pull short lines after the text into a notice's signature.
    page = (
        "<html><head><title>骑手被停机</title></head><body><div class='article'>"
        f"<p>{OPENING}</p><p>{CLOSING}</p><p>特别声明</p><p>2026年11月9日</p>"
        "</div></body></html>"
    )
    assert "特别声明" not in extract_text(page)
