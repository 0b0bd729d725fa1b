"""Build the near-duplicate corpus: reposts, edited copies and look-alike negatives.

Every source page comes with its ground-truth article text. The element holding the
article is found from that text alone (never with the extractor under test), and the
corpus is then made of:

* the original page;
* edited copies in the article's own template (editor/source line, shifted date, one
  altered sentence, one removed paragraph, an ad block in the middle of the content);
* transplants: the article's content moved into other sites' templates, with the
  donor's headline, title and article metadata replaced by the article's.

Pages holding different articles in one template (transplants into the same donor,
the donor's own page) and different articles from one site are the negatives.
Everything is drawn from one ``random.Random(seed)``, so a seed gives the same corpus.
"""

from __future__ import annotations

import copy
import functools
import json
import random
import re
import urllib.parse
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path

import lxml.html
from lxml.html import HtmlElement

ROOT = Path(__file__).resolve().parent.parent
SHARED_SET = ROOT.parent / "shared" / "data" / "extraction" / "article-extraction-benchmark"
CHINESE_SET = ROOT / "benchmarks" / "data" / "zh_pages"

# Same token rule as the extraction benchmark's scoring: letter/digit runs, or one CJK char.
_TOKEN = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]|[^\W_]+")
_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_LATIN = re.compile(r"[A-Za-z\u00c0-\u024f]")
_INVISIBLE = frozenset({"script", "style", "noscript", "template", "head", "title"})
# The content element must hold this share of the ground-truth tokens.
MIN_COVERAGE = 0.85
LONG_ARTICLE_PARAGRAPHS = 10
EDIT_KINDS = ("editor_line", "date", "sentence", "paragraph", "ad")


@dataclass(frozen=True)
class SourcePage:
    page_id: str
    url: str
    html: str
    text: str
    language: str  # "en" (Latin script), "other" (Cyrillic/Korean/Japanese), "zh"
    article_key: str  # source pages sharing it show one article (the Chinese set has some)
    site: str


@dataclass(frozen=True)
class CorpusPage:
    page_id: str
    article_id: str  # pages with the same article_id are the same article
    template_id: str  # id of the source page whose markup shell this page uses
    site: str
    kind: str  # "original", "transplant" or one of EDIT_KINDS
    url: str
    html: str


@dataclass
class Corpus:
    language: str
    pages: list[CorpusPage] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)  # source pages whose content was not found
    truths: dict[str, str] = field(default_factory=dict)  # article_id -> ground-truth text


def tokens(text: str) -> list[str]:
    return _TOKEN.findall(text.lower())


def language_of(text: str) -> str:
    cjk, latin = len(_CJK.findall(text)), len(_LATIN.findall(text))
    if cjk > latin and not re.search(r"[\u3040-\u30ff\uac00-\ud7af]", text):
        return "zh"
    return "en" if latin >= 0.5 * len(re.findall(r"[^\W\d_]", text)) else "other"


def read_html(path: Path) -> str:
    """Decode a stored page: UTF-8, else its declared charset (GBK and Big5 pages exist)."""
    raw = path.read_bytes()
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        pass
    declared = re.search(rb"charset=[\"']?([\w-]+)", raw[:4096], re.IGNORECASE)
    charset = declared.group(1).decode("ascii").lower() if declared else "gb18030"
    if charset in ("gb2312", "gbk"):
        charset = "gb18030"  # the superset: pages labelled GB2312 often use GBK characters
    return raw.decode(charset, errors="replace")


def load_sources(directory: Path, language: str | None = None) -> list[SourcePage]:
    """Pages of an extraction set (``html/<id>.html`` + ``ground_truth.jsonl``).

    The Chinese set names pages ``<article>-<template>`` (one article may appear in two
    templates) on a single placeholder host, so there the template is the site.
    """
    pages = []
    gt_path = directory / "ground_truth.jsonl"
    if not gt_path.exists():
        return []
    for line in gt_path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        record = json.loads(line)
        page_id, url = str(record["id"]), record["url"]
        named = re.fullmatch(r"(zh-p\d+-\d+)-(\w+)", page_id)
        pages.append(
            SourcePage(
                page_id=page_id,
                url=url,
                html=read_html(directory / "html" / f"{page_id}.html"),
                text=record["text"],
                language=language or language_of(record["text"]),
                article_key=named.group(1) if named else page_id,
                site=named.group(2) if named else urllib.parse.urlsplit(url).hostname or url,
            )
        )
    return sorted(pages, key=lambda p: p.page_id)


def parse(html: str) -> HtmlElement:
    return lxml.html.document_fromstring(html)


def body_of(root: HtmlElement) -> HtmlElement:
    body = root.find("body")
    return body if body is not None else root


def _visible_token_ranges(
    body: HtmlElement,
) -> tuple[list[str], list[tuple[HtmlElement, int, int]]]:
    """Visible tokens in document order, and the token range each element spans."""
    sequence: list[str] = []
    ranges: list[tuple[HtmlElement, int, int]] = []

    def visit(element: HtmlElement) -> None:
        start = len(sequence)
        if not isinstance(element.tag, str) or element.tag.lower() in _INVISIBLE:
            return
        if element.text:
            sequence.extend(tokens(element.text))
        for child in element:
            visit(child)
            if child.tail:
                sequence.extend(tokens(child.tail))
        ranges.append((element, start, len(sequence)))

    visit(body)
    return sequence, ranges


def locate_content(root: HtmlElement, ground_truth: str) -> HtmlElement | None:
    """The smallest element whose text holds MIN_COVERAGE of the ground-truth tokens."""
    truth = Counter(tokens(ground_truth))
    needed = MIN_COVERAGE * sum(truth.values())
    if not truth:
        return None
    sequence, ranges = _visible_token_ranges(body_of(root))
    # Prefix sums of "token occurs in the truth" bound the bag intersection from above,
    # so the exact (slower) multiset check only runs on plausible candidates.
    prefix = [0]
    for token in sequence:
        prefix.append(prefix[-1] + (token in truth))
    candidates = sorted(
        (end - start, index)
        for index, (_, start, end) in enumerate(ranges)
        if prefix[end] - prefix[start] >= needed
    )
    for _, index in candidates:
        element, start, end = ranges[index]
        if sum((Counter(sequence[start:end]) & truth).values()) >= needed:
            return element
    return None


@functools.lru_cache(maxsize=4096)
def _content_path(html: str, ground_truth: str) -> str | None:
    root = parse(html)
    content = locate_content(root, ground_truth)
    return None if content is None else root.getroottree().getpath(content)


def parse_with_content(page: SourcePage) -> tuple[HtmlElement, HtmlElement | None]:
    """A fresh parse of ``page`` and its content element (located once per page)."""
    root = parse(page.html)
    path = _content_path(page.html, page.text)
    found = root.getroottree().xpath(path) if path else []
    return root, (found[0] if found else None)


def visible_text(element: HtmlElement) -> str:
    """Text a reader sees inside ``element``: no scripts, styles or head."""
    parts: list[str] = []

    def visit(node: HtmlElement) -> None:
        if not isinstance(node.tag, str) or node.tag.lower() in _INVISIBLE:
            return
        if node.text:
            parts.append(node.text)
        for child in node:
            visit(child)
            if child.tail:
                parts.append(child.tail)
        if node.tag.lower() in _BLOCKS:
            parts.append("\n")

    visit(element)
    return re.sub(r"[ \t\r\f\v]+", " ", "".join(parts))


_BLOCKS = frozenset(
    [
        "p",
        "div",
        "li",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "td",
        "tr",
        "br",
        "section",
        "article",
        "header",
        "footer",
        "aside",
        "nav",
        "ul",
        "ol",
        "blockquote",
        "figure",
        "figcaption",
        "pre",
        "table",
        "main",
        "dd",
        "dt",
    ]
)


# --- edits ------------------------------------------------------------------------------

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
    if not isinstance(element.tag, str) or element.tag.lower() in _INVISIBLE:
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


# --- transplants --------------------------------------------------------------------------

_META_KEYS = re.compile(r"^(description|og:.*|twitter:.*|article:.*|title)$", re.IGNORECASE)


def _article_meta(root: HtmlElement) -> list[HtmlElement]:
    head = root.find("head")
    if head is None:
        return []
    found = []
    for element in head:
        if (
            element.tag == "meta"
            and _META_KEYS.match(element.get("name") or element.get("property") or "")
            or element.tag == "script"
            and "ld+json" in (element.get("type") or "")
        ):
            found.append(element)
    return found


def _normalized(text: str) -> str:
    return " ".join(tokens(text))


SHINGLE = 8


def shingles(text: str, size: int = SHINGLE) -> set[tuple[str, ...]]:
    words = tokens(text)
    return {tuple(words[i : i + size]) for i in range(len(words) - size + 1)}


def _drop_donor_leftovers(
    body: HtmlElement, content: HtmlElement, donor_text: str, article_text: str
) -> None:
    """Remove the donor's article text that sat outside its content element.

    The content element holds most but not always all of the article (a lead caption, a
    pull quote, a teaser); a repost site would not carry those, so the smallest elements
    sharing an 8-token run with the donor's article (and not the transplanted one) go.
    """
    donor_only = shingles(donor_text) - shingles(article_text)
    protected = set(content.iterancestors()) | {content}

    def carries_donor_text(element: HtmlElement) -> bool:
        return bool(shingles(visible_text(element)) & donor_only)

    def visit(element: HtmlElement) -> None:
        if element in protected:
            for child in list(element):
                if child is not content and isinstance(child.tag, str):
                    visit(child)
            return
        if not carries_donor_text(element):
            return
        for child in list(element):
            if isinstance(child.tag, str):
                visit(child)
        if carries_donor_text(element):  # still, once the children are cleaned
            element.drop_tree()

    visit(body)


def _headline(root: HtmlElement) -> str | None:
    for h1 in body_of(root).iter("h1"):
        text = visible_text(h1).strip()
        if text:
            return text
    return None


def transplant(article: SourcePage, donor: SourcePage) -> str | None:
    """The donor page with its article replaced by ``article``'s content and headline."""
    article_root, article_content = parse_with_content(article)
    donor_root, donor_content = parse_with_content(donor)
    if article_content is None or donor_content is None:
        return None
    for child in list(donor_content):
        donor_content.remove(child)  # lxml moves the child's tail with it
    donor_content.text = article_content.text
    for child in article_content:
        donor_content.append(copy.deepcopy(child))  # deepcopy keeps the child's tail
    _drop_donor_leftovers(body_of(donor_root), donor_content, donor.text, article.text)

    title = article_root.findtext(".//title")
    donor_title = donor_root.find(".//title")
    if donor_title is not None:
        donor_title.text = title or ""
    headline = _headline(article_root) or title
    if headline:
        for h1 in body_of(donor_root).iter("h1"):
            if not any(a is donor_content for a in h1.iterancestors()):
                for child in list(h1):
                    h1.remove(child)
                h1.text = headline
    donor_head = donor_root.find("head")
    if donor_head is not None:
        for element in _article_meta(donor_root):
            element.drop_tree()
        for element in _article_meta(article_root):
            clone = copy.deepcopy(element)
            clone.tail = None
            donor_head.append(clone)
    return lxml.html.tostring(donor_root, encoding="unicode", doctype="<!DOCTYPE html>")


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


# --- corpus -------------------------------------------------------------------------------


def build_corpus(
    articles: list[SourcePage],
    templates: list[SourcePage],
    language: str,
    seed: int,
    transplants_per_article: int = 2,
) -> Corpus:
    """Originals, edited copies and cross-site transplants of ``articles``.

    Transplant donors are drawn from ``templates`` on a different site than the article.
    """
    rng = random.Random(f"{seed}-{language}")
    corpus = Corpus(language)
    located = {p.page_id for p in {*articles, *templates} if parse_with_content(p)[1] is not None}
    corpus.skipped = sorted(p.page_id for p in articles if p.page_id not in located)
    donors = [p for p in templates if p.page_id in located]
    # An article shown by several source pages gets its edits and reposts from the
    # first; the others join it as further originals on their own sites.
    primary: dict[str, SourcePage] = {}
    for page in articles:
        if page.page_id in located:
            primary.setdefault(page.article_key, page)

    def add(article: SourcePage, kind: str, html: str, template: SourcePage) -> None:
        corpus.pages.append(
            CorpusPage(
                page_id=f"{article.page_id}:{kind}:{template.page_id}",
                article_id=article.article_key,
                template_id=template.page_id,
                site=template.site,
                kind=kind,
                url=template.url,
                html=html,
            )
        )

    for article in articles:
        if article.page_id not in located:
            continue
        if primary[article.article_key] is not article:
            add(article, "second_site", article.html, article)
            continue
        add(article, "original", article.html, article)
        corpus.truths[article.article_key] = article.text
        for kind in EDIT_KINDS:
            html = edited_copy(article, kind, rng)
            if html is not None:
                add(article, kind, html, article)
        own_sites = {p.site for p in articles if p.article_key == article.article_key}
        others = [d for d in donors if d.site not in own_sites]
        for donor in rng.sample(others, min(transplants_per_article, len(others))):
            html = transplant(article, donor)
            if html is not None:
                add(article, "transplant", html, donor)
    return corpus


def build_all(seed: int = 0, transplants_per_article: int = 2) -> list[Corpus]:
    """One corpus per language: shared set split by script, plus the Chinese set."""
    shared = load_sources(SHARED_SET)
    corpora = []
    for language in ("en", "other"):
        articles = [p for p in shared if p.language == language]
        if articles:
            corpora.append(build_corpus(articles, shared, language, seed, transplants_per_article))
    chinese = load_sources(CHINESE_SET, language="zh")
    if chinese:
        # Chinese articles are reposted into Chinese templates only: a Chinese article
        # in an English shell would be an easy, unrealistic case.
        corpora.append(build_corpus(chinese, chinese, "zh", seed, transplants_per_article + 1))
    return corpora
