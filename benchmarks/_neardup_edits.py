"""Edited copies of a page in its own template: editor/source line, shifted date, one
altered sentence, one removed paragraph, an ad block in the middle of the content."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from datetime import date, timedelta

import lxml.html
from _neardup_pages import INVISIBLE_TAGS, SourcePage, body_of, parse_with_content, visible_text
from lxml.html import HtmlElement

EDIT_KINDS = ("editor_line", "date", "sentence", "paragraph", "ad")
LONG_ARTICLE_PARAGRAPHS = 10

_MONTHS = [
    "january", "february", "march", "april", "may", "june", "july",
    "august", "september", "october", "november", "december",
]  # fmt: skip
_MONTH_RE = (
    r"(?P<month>jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
)
_DATE_PATTERNS = [
    re.compile(r"(?P<y>(?:19|20)\d\d)年(?P<m>1[0-2]|0?[1-9])月(?P<d>3[01]|[12]\d|0?[1-9])日"),
    re.compile(r"(?P<y>(?:19|20)\d\d)(?P<sep>[-/.])(?P<m>1[0-2]|0[1-9])(?P=sep)(?P<d>3[01]|[12]\d|0[1-9])"),
    re.compile(_MONTH_RE + r"\s+(?P<d>3[01]|[12]\d|[1-9]),?\s+(?P<y>(?:19|20)\d\d)", re.IGNORECASE),
    re.compile(r"(?P<d>3[01]|[12]\d|[1-9])\s+" + _MONTH_RE + r",?\s+(?P<y>(?:19|20)\d\d)", re.IGNORECASE),
]  # fmt: skip


def _shift_date(match: re.Match[str], days: int) -> str:
    groups = match.groupdict()
    if groups.get("month"):
        month = next(
            i for i, name in enumerate(_MONTHS, 1) if name.startswith(groups["month"][:3].lower())
        )
    else:
        month = int(groups["m"])
    try:
        shifted = date(int(groups["y"]), month, int(groups["d"])) + timedelta(days=days)
    except ValueError:
        return match.group(0)
    text = match.group(0)
    if "年" in text:
        return f"{shifted.year}年{shifted.month}月{shifted.day}日"
    if groups.get("sep"):
        sep = groups["sep"]
        return f"{shifted.year}{sep}{shifted.month:02d}{sep}{shifted.day:02d}"
    name = _MONTHS[shifted.month - 1].capitalize()
    if text[:1].isdigit():
        return f"{shifted.day} {name} {shifted.year}"
    return f"{name} {shifted.day}, {shifted.year}"


def _text_slots(element: HtmlElement) -> Iterator[tuple[HtmlElement, str]]:
    """Every visible (node, "text"|"tail") slot under ``element``, in document order."""
    if not isinstance(element.tag, str) or element.tag.lower() in INVISIBLE_TAGS:
        return
    yield element, "text"
    for child in element:
        yield from _text_slots(child)
        yield child, "tail"


def shift_dates(root: HtmlElement, days: int) -> int:
    """Move every visible date by ``days``; returns how many were changed."""
    changed = 0
    for node, slot in list(_text_slots(body_of(root))):
        value = getattr(node, slot)
        if not value:
            continue
        for pattern in _DATE_PATTERNS:
            value, count = pattern.subn(lambda m: _shift_date(m, days), value)
            changed += count
        setattr(node, slot, value)
    return changed


def _make(tag: str, text: str, **attrib: str) -> HtmlElement:
    element = lxml.html.Element(tag, **attrib)
    element.text = text
    return element


def _prepend(parent: HtmlElement, new: HtmlElement) -> None:
    """Insert ``new`` before everything in ``parent``, including its leading text."""
    new.tail, parent.text = parent.text, None
    parent.insert(0, new)


def _paragraphs(content: HtmlElement) -> list[HtmlElement]:
    return [p for p in content.iter("p") if len(visible_text(p).strip()) >= 40]


def _insert_mid(content: HtmlElement, new: HtmlElement, rng: random.Random) -> None:
    paragraphs = _paragraphs(content)
    if len(paragraphs) >= 2:
        anchor = paragraphs[len(paragraphs) // 2]
        anchor.addnext(new)  # the anchor keeps its own tail
    else:
        content.insert(rng.randint(0, len(content)), new)


_EDITORS = ["Maria Lopez", "James Okafor", "Lena Fischer", "Tom Nguyen", "Priya Raman"]
_SOURCES = ["Reuters", "Associated Press", "Agence France-Presse", "the wire desk"]
_ZH_EDITORS = ["王晓明", "李佳怡", "陈思远", "赵文静", "刘浩然"]
_ZH_SOURCES = ["新华社", "中国新闻网", "本报综合", "央视新闻客户端"]
_AD_EN = [
    "Advertisement",
    (
        "Sponsored: Save 40% on noise-cancelling headphones this week only. "
        "Free shipping and 30-day returns on every order. Shop the sale now."
    ),
]
_AD_ZH = [
    "广告",
    "推广：年终大促，智能手机直降八百元，限时免息分期，点击立即抢购，前一百名下单再送无线耳机。",
]


def add_editor_line(content: HtmlElement, language: str, rng: random.Random) -> None:
    if language == "zh":
        line = f"（责任编辑：{rng.choice(_ZH_EDITORS)}  来源：{rng.choice(_ZH_SOURCES)}）"
    else:
        line = f"Edited by {rng.choice(_EDITORS)}. Source: {rng.choice(_SOURCES)}."
    paragraph = _make("p", line, **{"class": "editor"})
    if rng.random() < 0.5:
        _prepend(content, paragraph)
    else:
        content.append(paragraph)


def change_date(root: HtmlElement, content: HtmlElement, language: str, rng: random.Random) -> None:
    days = rng.choice([-3, -2, -1, 1, 2, 5, 9])
    if shift_dates(root, days):
        return
    # No date on the page: the copy gains a dateline the original lacks.
    when = date(2019, 11, 1) + timedelta(days=rng.randint(0, 400))
    text = (
        f"{when.year}年{when.month}月{when.day}日 10:{rng.randint(10, 59)}"
        if language == "zh"
        else (f"Published {_MONTHS[when.month - 1].capitalize()} {when.day}, {when.year}")
    )
    _prepend(content, _make("p", text, **{"class": "dateline"}))


def alter_sentence(content: HtmlElement, language: str, rng: random.Random) -> bool:
    """Rewrite a few words of one sentence (a few characters for Chinese)."""
    slots = [(n, s) for n, s in _text_slots(content) if len((getattr(n, s) or "").strip()) >= 60]
    if not slots:
        return False
    node, slot = rng.choice(slots)
    value = getattr(node, slot)
    if language == "zh":
        start = rng.randrange(0, len(value) - 8)
        replacement = "".join(rng.sample("据悉此外目前相关部门表示将进一步推进落实工作", 6))
        value = value[:start] + replacement + value[start + 6 :]
    else:
        words = value.split(" ")
        vocabulary = [w for w in visible_text(content).split() if w.isalpha() and len(w) > 3]
        for index in rng.sample(range(len(words)), min(3, len(words))):
            words[index] = rng.choice(vocabulary) if vocabulary else words[index][::-1]
        value = " ".join(words)
    setattr(node, slot, value)
    return True


def remove_paragraph(content: HtmlElement, rng: random.Random) -> bool:
    paragraphs = _paragraphs(content)
    if len(paragraphs) < LONG_ARTICLE_PARAGRAPHS:
        return False
    paragraphs[rng.randrange(1, len(paragraphs) - 1)].drop_tree()
    return True


def insert_ad(content: HtmlElement, language: str, rng: random.Random) -> None:
    label, body = _AD_ZH if language == "zh" else _AD_EN
    block = lxml.html.Element("div", **{"class": "ad-slot"})
    block.append(_make("span", label))
    block.append(_make("p", body))
    _insert_mid(content, block, rng)


def edited_copy(page: SourcePage, kind: str, rng: random.Random) -> str | None:
    root, content = parse_with_content(page)
    if content is None:
        return None
    if kind == "editor_line":
        add_editor_line(content, page.language, rng)
    elif kind == "date":
        change_date(root, content, page.language, rng)
    elif kind == "sentence":
        if not alter_sentence(content, page.language, rng):
            return None
    elif kind == "paragraph":
        if not remove_paragraph(content, rng):
            return None
    elif kind == "ad":
        insert_ad(content, page.language, rng)
    else:
        raise ValueError(f"unknown edit kind {kind!r}; expected one of {EDIT_KINDS}")
    return lxml.html.tostring(root, encoding="unicode", doctype="<!DOCTYPE html>")
