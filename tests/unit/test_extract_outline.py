"""An encyclopedia-style entry keeps its lead, sections and reference list but not its
contents box: the box repeats the section headings as links inside the article's
container. The reference entries (titles, sources, dates) are the entry's own text, as
unlike another entry's as its sections are. A photo gallery set inside a story (title,
counter, caption lines) is left out like the contents box."""

from __future__ import annotations

import pytest

from scrapy_simhash.extract import extract_text
from scrapy_simhash.extract._hints import WEAK_NEGATIVE, attribute_hint

LEAD = "银杏湖是位于某某市西郊的一座人工湖泊，建成于1958年，水域面积约3.6平方公里，是该市重要的饮用水源地。"
SECTIONS = [
    (
        "历史沿革",
        "1957年冬，为解决城市用水和农田灌溉问题，当地组织数万名群众在西郊河谷筑坝蓄水，次年秋天大坝建成。",
    ),
    (
        "自然环境",
        "银杏湖属于温带季风气候，四季分明，湖区周边植被茂密，每年秋季银杏叶转黄时景色尤为壮观。",
    ),
]
REFERENCES = [
    "银杏湖基本情况介绍 某某市水务局 [引用日期2023-05-12]",
    "银杏湖综合整治工程通过验收 某某日报 [引用日期2023-05-12]",
]


def entry() -> str:
    sections = "".join(f"<h2>{h}</h2><div class='para'>{t}</div>" for h, t in SECTIONS)
    refs = "".join(f"<li>{r}</li>" for r in REFERENCES)
    return (
        "<html><head><title>银杏湖_百科</title></head><body><div class='main-content'>"
        f"<h1>银杏湖</h1><div class='para'>{LEAD}</div>"
        "<div class='lemma-catalog'><h2>目录</h2><ol><li><a href='#1'>历史沿革</a></li>"
        "<li><a href='#2'>自然环境</a></li></ol></div>"
        f"{sections}<div class='lemma-reference'><h2>参考资料</h2><ol>{refs}</ol></div>"
        "</div></body></html>"
    )


def test_contents_box_is_left_out_and_reference_list_kept() -> None:
    lines = extract_text(entry()).split("\n")
    body = [LEAD] + [line for section in SECTIONS for line in section]
    assert lines[: len(body)] == body
    assert "目录" not in lines
    for reference in REFERENCES:
        assert reference in lines


@pytest.mark.parametrize("classes", ["toc", "lemma-catalog", "catalogue"])
def test_outline_names_are_weak_boilerplate(classes: str) -> None:
    assert attribute_hint("div", classes) == WEAK_NEGATIVE


@pytest.mark.parametrize("classes", ["references", "reflist", "lemma-reference", "footnotes"])
def test_reference_list_names_are_not_boilerplate(classes: str) -> None:
    assert attribute_hint("div", classes) != WEAK_NEGATIVE


@pytest.mark.parametrize("classes", ["toc-article", "catalog article-body"])
def test_a_content_name_beside_them_wins(classes: str) -> None:
    assert attribute_hint("div", classes) != WEAK_NEGATIVE


STORY = [
    (
        "Thousands of runners crossed the finish line of the city marathon on Sunday in near-perfect "
        "conditions, and the men's race produced the fastest time ever recorded on the course."
    ),
    (
        "Organisers said more than 31,000 people started the race, a record for the event, and "
        "about 400,000 spectators lined the route through the city centre."
    ),
]


@pytest.mark.parametrize("name", ["gallery", "photo-slideshow", "carousel"])
def test_a_photo_gallery_inside_the_story_is_left_out(name: str) -> None:
    # Its title, counter and short caption lines sit between two paragraphs of the story.
    items = "".join(
        f"<li><img src='/{i}.jpg'><span class='text'>Runners on the bridge, picture {i}</span></li>"
        for i in range(4)
    )
    page = (
        "<html><head><title>Marathon</title></head><body><div class='article-body'>"
        f"<p>{STORY[0]}</p><div class='{name}'><h3>In pictures: marathon day</h3>"
        f"<div class='count'>1 of 4</div><ul>{items}</ul></div><p>{STORY[1]}</p>"
        "</div></body></html>"
    )
    assert attribute_hint("div", name) == WEAK_NEGATIVE
    assert extract_text(page).split("\n") == STORY
