"""A promotional slider beside the article (headline + cut summary + date cards, the
cards written twice so the strip can loop) stays out of the text.

Its cards open with no link (a script makes them clickable) and end with a date, so
they are not found as a teaser run; only the container's name says what it is, as
``carousel`` and ``slideshow`` already do."""

from __future__ import annotations

import pytest

from scrapy_simhash.extract import extract_text
from scrapy_simhash.extract._hints import WEAK_NEGATIVE, attribute_hint

ARTICLE = [
    "随着低增长、低利率和低通胀成为常态，资金不断涌入避险资产，多国国债收益率持续走低，"
    "部分期限的收益率已经跌破零，市场开始讨论债券是否已经出现泡沫。",
    "多位资产管理机构的首席投资官认为，当前的估值虽然偏高，但仍与经济周期后期的水平相符，"
    "投资者不必急于离场，而应当关注通胀预期的变化和各国央行的政策走向。",
    "他们预计，若全球经济继续放缓，主要央行将被迫进一步放松政策，而货币政策与财政政策"
    "相结合，才是比单纯降息更有效的应对办法。",
    "不过，也有分析人士提醒，一旦经济数据好于预期，长期利率可能快速反弹，持有长久期债券的"
    "投资者届时将面临较大的价格波动风险。",
]
CARDS = [
    ("新能源车企三季度交付量创新高", "多家新能源车企公布了三季度交付数据，其中两家企业的"),
    ("外资连续八日净流入A股市场", "截至收盘，北向资金全天净流入逾二十亿元，已经连续八个交"),
    ("多地出台措施稳定楼市预期", "近期多个城市陆续发布了调整购房政策的通知，涉及首付比例"),
    ("科技股午后集体走强", "午后科技板块持续拉升，创业板指数涨幅扩大，多只个股涨停，"),
]


def _card(title: str, summary: str) -> str:
    return (
        f"<div class='slide-item'><h3>{title}</h3><p>{summary}这一变化引起了市场的广泛关注，"
        f"分析人士认为后续走势仍有待观察...</p><div class='date'>2026-11-09 21:38</div></div>"
    )


@pytest.mark.parametrize("name", ["wx_slider_wrap", "swiper-wrapper"])
def test_a_looping_slider_of_cards_is_left_out(name: str) -> None:
    strip = "".join(_card(t, s) for t, s in CARDS)
    page = (
        "<html><head><title>债券市场是否存在泡沫</title></head><body>"
        "<div class='main'><h1>债券市场是否存在泡沫</h1><div class='column-left'>"
        "<div class='article'>" + "".join(f"<p>{p}</p>" for p in ARTICLE) + "</div>"
        f"<div class='{name}'><div><div style='float:left'>{strip}</div>"
        f"<div style='float:left'>{strip}</div></div></div>"
        "</div></div></body></html>"
    )
    assert attribute_hint("div", name) == WEAK_NEGATIVE
    assert extract_text(page).split("\n") == ARTICLE
