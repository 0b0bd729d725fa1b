"""A run of credit lines closes a Chinese article (编辑/责编/校对/来源 one a line): the
short lines a publisher puts after it (an account's keyword menu, a QR-code prompt, a
"like this" button) are left out with it; prose after the run keeps the text going."""

from __future__ import annotations

from scrapy_simhash.extract import extract_text

ARTICLE = [
    "本市首条直达邮轮码头的地铁线路将于下月开通，乘客从市中心出发，四十分钟即可抵达客运港站。",
    "码头航站楼的设计借鉴了鲸鱼跃出水面的造型，口岸查验通道数量位居全国前列，通关效率大幅提高。",
    "开港之后，邮轮公司计划开通前往日本和越南的四条国际航线，首个航次定于十一月中旬出发。",
]
CREDITS = ["编辑|王小明", "责编|李红", "校对|张华", "来源|本市发布"]
MENU = [
    "扫描下方二维码解锁更多技能",
    "1、回复【公租房】查看最新消息",
    "2、回复【社保】查询缴纳记录",
    "点击菜单栏【便民服务】解锁更多服务！",
    "看完了，点【在看】试试",
]


def _page(after: list[str]) -> str:
    lines = [*ARTICLE, *CREDITS, *after]
    return (
        "<html><head><title>地铁直达邮轮码头</title></head><body><div class='rich_media'>"
        + "".join(f"<p>{line}</p>" for line in lines)
        + "</div></body></html>"
    )


def test_the_short_lines_after_the_closing_credits_are_left_out() -> None:
    assert extract_text(_page(MENU)).split("\n") == ARTICLE


def test_prose_after_the_credits_keeps_the_text_going() -> None:
    more = (
        "另据了解，航站楼免税店正在同步招商，未来将引入餐饮、购物和空中花园等配套设施，"
        "方便旅客在候船期间休闲消费。"
    )
    text = extract_text(_page([more]))
    assert text.split("\n")[: len(ARTICLE)] == ARTICLE
    assert more in text
