"""A short centred line right under a block holding only an image is the image's
caption (the usual markup of Chinese CMS pages and of blog editors), and stays out of
the text like a <figcaption>; on a page that centres its own paragraphs it is text."""

from __future__ import annotations

from scrapy_simhash.extract import extract_text

PARAGRAPHS = [
    "初夏时节，走进青山镇的茶园，满目苍翠，茶香扑鼻。一垄垄茶树沿着山势铺展开来，采茶工人们穿梭其间。",
    "青山镇种茶已有三百多年历史，近年来镇里引进茶叶加工企业，成立茶叶专业合作社，茶叶品质和价格都明显提升。",
    "除了卖茶叶，青山镇还把茶园变成了景区，去年接待游客超过十五万人次，带动周边农家乐、民宿发展。",
]
CAPTION = "青山镇茶园里，采茶工人正在采摘新茶。"


def page(paragraph: str, image: str, caption: str) -> str:
    body = (
        paragraph.format(PARAGRAPHS[0])
        + image
        + caption.format(CAPTION)
        + "".join(paragraph.format(p) for p in PARAGRAPHS[1:])
    )
    return (
        f"<html><head><title>青山镇</title></head><body><table><tr><td class='content'>"
        f"{body}</td></tr></table></body></html>"
    )


def test_a_centred_line_under_an_image_is_a_caption() -> None:
    for image, caption in [
        (
            "<p align='center'><img src='/1.jpg'></p>",
            "<p align='center'><font color='#0000ff'>{}</font></p>",
        ),
        (
            "<p style='text-align:center'><img src='/1.jpg'></p>",
            "<p style='text-align: center;'><span>{}</span></p>",
        ),
        ("<div><p><img src='/1.jpg'></p></div>", "<p align='center'>{}</p>"),
    ]:
        text = extract_text(page("<p>{}</p>", image, caption))
        assert text.split("\n") == PARAGRAPHS


def test_a_centred_line_not_under_an_image_or_a_long_one_is_text() -> None:
    text = extract_text(
        page("<p>{}</p>", "<p><img src='/1.jpg'>图为采茶现场</p>", "<p align='center'>{}</p>")
    )
    assert CAPTION in text
    long_line = CAPTION * 4
    body = page(
        "<p>{}</p>",
        "<p align='center'><img src='/1.jpg'></p>",
        "<p align='center'>" + long_line + "</p>",
    )
    assert long_line in extract_text(body)


def test_on_a_page_that_centres_its_paragraphs_the_line_under_an_image_is_text() -> None:
    text = extract_text(
        page(
            "<p align='center'>{}</p>",
            "<p align='center'><img src='/1.jpg'></p>",
            "<p align='center'>{}</p>",
        )
    )
    assert CAPTION in text
