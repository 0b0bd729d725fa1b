"""Code blocks printed with a gutter of line numbers keep the code and lose the numbers;
a Chinese paper's print-edition line closing a reprint is left out like a credit line."""

from __future__ import annotations

from scrapy_simhash.extract import extract_text

INTRO = (
    "在日常开发中，我们经常需要对列表进行去重操作。最简单的方法是利用集合的特性，"
    "直接把列表转换成集合再转回列表，但这样会打乱原来的顺序。"
)
OUTRO = (
    "从Python 3.7开始，字典会保持插入顺序，所以这种写法既简洁又能保留顺序，"
    "是目前最推荐的方式，数据量大时也不会变慢。"
)
CODE = "unique = list(dict.fromkeys(items))"


def test_line_number_gutter_of_a_code_block_is_left_out() -> None:
    gutter = "".join(f"<li>{n}</li>" for n in range(1, 5))
    page = f"""<html><body><div class="article_content"><p>{INTRO}</p>
      <pre><code>{CODE}
print(unique)</code><ul class="pre-numbering">{gutter}</ul></pre>
      <p>{OUTRO}</p></div></body></html>"""
    lines = extract_text(page).split("\n")
    assert INTRO in lines and OUTRO in lines
    assert any(CODE in line for line in lines)
    assert not {"1", "2", "3", "4"} & set(lines)


def test_a_numbered_list_whose_items_hold_text_is_kept() -> None:
    items = "".join(
        f"<li><span>{n}</span> 第{n}步：打开设置页面，找到对应的选项。</li>" for n in (1, 2, 3)
    )
    page = f"<html><body><div class='content'><p>{INTRO}</p><ol>{items}</ol><p>{OUTRO}</p></div></body></html>"
    text = extract_text(page)
    for n in (1, 2, 3):
        assert f"第{n}步" in text


def test_print_edition_line_closing_a_reprint_is_left_out() -> None:
    page = f"""<html><body><div class="rm_txt_con"><p>{INTRO}</p><p>{OUTRO}</p>
      <p>《 人民日报 》（ 2024年06月06日 02 版）</p></div></body></html>"""
    text = extract_text(page)
    assert text.endswith(OUTRO)
    assert "人民日报" not in text
