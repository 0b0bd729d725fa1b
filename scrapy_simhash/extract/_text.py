"""Assemble the chosen container's segments into plain text."""

from __future__ import annotations

import re

from scrapy_simhash.extract._blocks import GOOD, LINKS, BlockTable, Segment
from scrapy_simhash.extract._parse import in_title
from scrapy_simhash.extract._score import Choice
from scrapy_simhash.extract._script import has_han
from scrapy_simhash.extract.credits import is_credit_line as _any_credit_line

PARAGRAPH_SEPARATOR = "\n"
_LINE_LINK_DENSITY_BAD = 0.6
# Headlines are left out: reposts rewrite them, and the fingerprint should not care.
_HEADLINE_TAGS = frozenset(("h1",))
# A short line that ends like a sentence is prose ("He declined to comment."); one that
# does not is a label, byline, date or button ("Share", "With Post wires").
_SENTENCE_END = tuple('.!?。！？…"”」』)）')
_SENTENCE_MIN_BYTES = 24
# A sentence that is mostly one long link is still a sentence inside an article.
_LINKED_SENTENCE_MIN_BYTES = 80
_LINKED_SENTENCE_MAX_DENSITY = 0.9


# Short lines that are labels of boilerplate blocks, and photo credit lines.
_LABEL_LINE = re.compile(
    r"(?:advert(?:isement)?|ad|sponsored(?: content)?|related(?: articles| stories| posts| news)?|"
    r"trending(?: now)?|read more|recommended(?: for you)?|subscribe|"
    r"share(?: this)?(?: article| story)?|"
    r"广告|相关阅读|相关新闻|相关文章|相关推荐|推荐阅读|延伸阅读|热门推荐|猜你喜欢|"
    r"廣告|相關閱讀|相關新聞|延伸閱讀|熱門新聞)\W*",
    re.IGNORECASE,
)
_LABEL_MAX_BYTES = 60
_CREDIT_MAX_BYTES = 120


def is_credit_line(text: str) -> bool:
    """A Chinese author/editor/source credit line (``_script``; ``credits`` has the list)."""
    return has_han(text) and _any_credit_line(text)


# Chinese lines only (``_script``).
_PROMO_LINE = re.compile(
    r"本文来源|责任编辑|责编|編輯：|编辑：|"
    # a novel site's page prompt under a chapter: "本章未完，请点击下一页继续阅读"
    r"点击下一页继续阅读|點擊下一頁繼續閱讀|"
    # a newspaper's print-edition line: "《 人民日报 》（ 2024年06月06日 02 版）"
    r"^《[^》]{1,20}》\s*[（(]\s*\d{4}\s*年\s*\d{1,2}\s*月\s*\d{1,2}\s*日\s*第?\s*\d{1,3}\s*版",
)
_PROMO_MAX_CHARS = 250
# A pull quote repeats a sentence of the article in a ``blockquote`` set off in large
# type; the copy is left out when the sentence is kept elsewhere. Only blockquote lines
# are tested (cheap, and a quote that is not repeated is content).
_QUOTE_MARKS = "\"'“”‘’「」『』«» "
_PULL_QUOTE_MIN_CHARS = 20
_PULL_QUOTE_DEPTH = 3  # the blockquote may wrap the line's own block (a <p>) or two


def _is_label_or_credit(segment: Segment) -> bool:
    return segment.size <= _LABEL_MAX_BYTES and _LABEL_LINE.fullmatch(segment.text) is not None


def _reads_as_sentence(segment: Segment) -> bool:
    return segment.size >= _SENTENCE_MIN_BYTES and segment.text.endswith(_SENTENCE_END)


def assemble(page: BlockTable, choice: Choice, title: str = "") -> str:
    container = choice.container
    first, last = container, page.ends[container]
    dropped = choice.dropped
    kinds, tags = page.kinds, page.tags
    excluded = bytearray(len(tags))  # blocks inside dropped side branches
    for start, end in choice.dropped_branches:
        excluded[start : end + 1] = b"\x01" * (end + 1 - start)
    kept: list[tuple[bool, str]] = []  # (is prose, text)
    title_lines: set[str] = set()  # lines found in the page title
    quoted: list[int] = []  # positions in ``kept`` of lines inside a blockquote
    legal: set[str] = set()  # copyright/reprint lines: kept only between prose lines
    for segment in page.segments:
        block = segment.block
        if block < first or block > last:
            continue
        if segment.negatives and any(n > first and n in dropped for n in segment.negatives):
            continue
        if excluded[block]:
            continue
        if tags[block] in _HEADLINE_TAGS:
            continue
        if title and in_title(segment.text, title):
            # The headline again, outside an <h1>, or the site's name: left out, unless it
            # signs a notice (the issuer is often the site's owner, named in the title).
            title_lines.add(segment.text)
            kept.append((False, segment.text))
            continue
        if segment.size <= _CREDIT_MAX_BYTES and _is_label_or_credit(segment):
            continue
        if segment.legal:
            legal.add(segment.text)
            kept.append((False, segment.text))
            continue
        kind = kinds[block]
        if kind == LINKS or segment.link_size > _LINE_LINK_DENSITY_BAD * segment.size:
            if not (
                segment.size >= _LINKED_SENTENCE_MIN_BYTES
                and segment.link_size <= _LINKED_SENTENCE_MAX_DENSITY * segment.size
                and _reads_as_sentence(segment)
            ):
                continue
            kept.append((False, segment.text))
            continue
        # List items inside the article are content even when short.
        is_prose = kind == GOOD or tags[block] == "li" or _reads_as_sentence(segment)
        if _in_blockquote(page, block, first):
            quoted.append(len(kept))
        kept.append((is_prose, segment.text))
    if quoted:
        kept = _without_pull_quotes(kept, quoted)
    kept = _without_line_numbers(kept)
    prose_positions = [i for i, (is_prose, _) in enumerate(kept) if is_prose]
    if not prose_positions or choice.proseless:
        return PARAGRAPH_SEPARATOR.join(
            text for _, text in kept if text not in title_lines and text not in legal
        )
    # Other short lines count only between prose (sub-headings, labels); before
    # the first or after the last prose line they are bylines, dates, tags, share bars.
    start, stop = prose_positions[0], prose_positions[-1] + 1
    stop = _before_closing_credits(kept, start, stop)
    # Title lines count only as part of a notice's signature.
    signature_start, stop = stop, _after_signature(kept, stop)
    # Promotion and credit lines often close an article ("Follow us on Twitter", "Sign up
    # for our newsletter", "Edited by X. Source: Y", "责任编辑：…"); peel them off the end.
    # A credit line that reads like a sentence must not make the lines before it count.
    while stop - start > 1 and _closing_line(kept[stop - 1][1]):
        sentence = _before_trailing_credit(kept[stop - 1][1])
        if sentence:  # "...」。（編輯：陳正杰）1130315": the paragraph stays, not its credit
            kept = kept[: stop - 1] + [(True, sentence)]
            break
        stop -= 1
    # A credit line opening the text ("Reporting by X") is peeled too, with the short
    # lines between it and the first prose. A repost's notice ("本文来自微信公众号…") may
    # come under the platform's own summary line: the text starts after it, unless more
    # than that line comes before it, or it comes before less prose than it follows (a
    # short item may end in such a notice, before a signature or the site's box).
    for position in range(start, min(start + _OPENING_NOTICE_LINES, stop - 1)):
        if _disclaimer_line(kept[position][1]) and _opens_the_text(kept, start, position, stop):
            start = position
    while stop - start > 1 and (
        (is_credit_line(kept[start][1]) and not _after_leading_credit(kept[start][1]))
        or _disclaimer_line(kept[start][1])
        or _SUMMARY_BOX.match(kept[start][1]) is not None
    ):
        start += 1
        while start < stop - 1 and not kept[start][0]:
            start += 1
    if start and _addressee_line(kept[start - 1][1]):
        start -= 1
    lines = [
        line
        for position, line in enumerate(kept[start:stop], start)
        if line[1] not in title_lines or position >= signature_start
    ]
    if legal:
        lines = _legal_lines_between_prose(lines, legal)
    return PARAGRAPH_SEPARATOR.join(text for _, text in lines)


def _opens_the_text(kept: list[tuple[bool, str]], start: int, notice: int, stop: int) -> bool:
    """Whether the notice at ``notice`` has at most one prose line before it (a summary)
    and less prose before it than after it."""
    before = [text for is_prose, text in kept[start:notice] if is_prose]
    after = sum(len(text) for is_prose, text in kept[notice + 1 : stop] if is_prose)
    return len(before) <= 1 and sum(map(len, before)) < after


def _legal_lines_between_prose(
    lines: list[tuple[bool, str]], legal: set[str]
) -> list[tuple[bool, str]]:
    """``lines`` (is prose, text) without the copyright/reprint lines (``legal``) that
    are not between two prose lines: at the text's edges they are the site's notice,
    between its paragraphs a sentence of the article."""
    prose = [index for index, (is_prose, _) in enumerate(lines) if is_prose]
    first, last = (prose[0], prose[-1]) if prose else (0, 0)
    return [
        line for index, line in enumerate(lines) if line[1] not in legal or first < index < last
    ]


# A Chinese notice (通知, 公告, 公文) closes with its issuer's name and the date it was
# issued, one short line each, after the last paragraph ("某某区人力资源和社会保障局" /
# "2024年6月5日"); attachment lines ("附件：1.…") may come before them. They belong to
# the notice. Only a bare date line ends such a block, and only short lines lead to it.
_SIGNATURE_DATE = re.compile(
    r"[\d〇○零一二三四五六七八九]{4}\s*年\s*[\d〇○零一二三四五六七八九十]{1,3}\s*月"
    r"\s*[\d〇○零一二三四五六七八九十]{1,3}\s*日"
)
_SIGNATURE_MAX_LINES = 5  # the date line and the lines before it
_SIGNATURE_LINE_MAX_CHARS = 40


# ...and opens with the line naming whom it addresses, ending in a colon: "各班级、各位同学：",
# "各区县人民政府，市政府各部门：", "尊敬的客户：".
_ADDRESSEE = re.compile(r"(?:各|尊敬的|亲爱的|親愛的).{0,38}：|.{1,38}[、，].{0,38}：|.{1,38}们：")


def _addressee_line(text: str) -> bool:
    return len(text) <= _SIGNATURE_LINE_MAX_CHARS and _ADDRESSEE.fullmatch(text) is not None


# A run of credit lines ("编辑|X" / "责编|Y" / "校对|Z" / "来源|…") closes a Chinese
# article; short lines after it are the publisher's (an account's menu of keywords, a
# QR-code prompt, a "like this" button), not the article's.
_CLOSING_CREDITS_MIN_RUN = 2
_AFTER_CREDITS_LINE_MAX_CHARS = 40


def _before_closing_credits(kept: list[tuple[bool, str]], start: int, stop: int) -> int:
    """``stop`` moved back to the end of the first run of credit lines after prose, when
    only short lines follow the run (and closing lines, which go anyway)."""
    run = 0
    prose_before = False
    for position in range(start, stop):
        is_prose, text = kept[position]
        if is_credit_line(text):
            run += 1
            continue
        if (
            run >= _CLOSING_CREDITS_MIN_RUN
            and prose_before
            and all(
                len(t) <= _AFTER_CREDITS_LINE_MAX_CHARS or _closing_line(t)
                for _, t in kept[position:stop]
            )
        ):
            return position
        run = 0
        prose_before = prose_before or is_prose
    return stop


def _after_signature(kept: list[tuple[bool, str]], stop: int) -> int:
    """``stop`` moved past a notice's closing issuer and date lines, if they follow it."""
    for position in range(stop, min(stop + _SIGNATURE_MAX_LINES, len(kept))):
        text = kept[position][1]
        if len(text) > _SIGNATURE_LINE_MAX_CHARS or text.isascii() or _closing_line(text):
            return stop  # not a signature line, or an editor's credit ("责任编辑：…")
        if _SIGNATURE_DATE.fullmatch(text.strip()) is not None:
            return position + 1
    return stop


# Chinese news and finance pages put the editors' summary of the story above its body,
# labelled "摘要" ("【摘要】", "内容摘要：", "核心提示："): a digest of the paragraphs that
# follow, which a repost may leave out or rewrite. It is peeled off the start like a credit.
_SUMMARY_BOX = re.compile(r"[【\[]?(?:内容)?(?:摘要|提要|核心提示)(?:[】\]]|\s*[：:]|\s*【)")


def _in_blockquote(page: BlockTable, block: int, container: int) -> bool:
    tags, parents = page.tags, page.parents
    for _ in range(_PULL_QUOTE_DEPTH):
        if tags[block] == "blockquote":
            return True
        if block <= container:
            return False
        block = parents[block]
    return False


def _without_pull_quotes(kept: list[tuple[bool, str]], quoted: list[int]) -> list[tuple[bool, str]]:
    """``kept`` without the blockquote lines whose text is also in another, unquoted line."""
    repeated = set()
    others = None
    for position in quoted:
        core = kept[position][1].strip(_QUOTE_MARKS)
        if len(core) < _PULL_QUOTE_MIN_CHARS:
            continue
        if others is None:
            skip = set(quoted)
            others = "\n".join(text for i, (_, text) in enumerate(kept) if i not in skip)
        if core in others:
            repeated.add(position)
    if not repeated:
        return kept
    return [line for i, line in enumerate(kept) if i not in repeated]


# Code blocks printed with a gutter of line numbers ("1", "2", "3"... one a line, beside
# or below the code) give runs of numbered lines that no reader sees as text.
_LINE_NUMBERS_MIN_RUN = 3


def _without_line_numbers(kept: list[tuple[bool, str]]) -> list[tuple[bool, str]]:
    """``kept`` without runs of at least three lines counting 1, 2, 3..."""
    drop: list[tuple[int, int]] = []
    start = -1
    for i in range(len(kept) + 1):
        text = kept[i][1] if i < len(kept) else ""
        expected = "1" if start < 0 else str(i - start + 1)
        if text == expected:
            if start < 0:
                start = i
            continue
        if start >= 0 and i - start >= _LINE_NUMBERS_MIN_RUN:
            drop.append((start, i))
        start = i if text == "1" else -1
    if not drop:
        return kept
    kept = kept[:]
    for begin, end in reversed(drop):
        del kept[begin:end]
    return kept


# A credit in brackets closing the last paragraph, after its final sentence, with the
# wire's date code if any: "（編輯：陳正杰）1130315", "(Reporting by Jane Doe)".
_TRAILING_CREDIT = re.compile(r"\s*[（(][^（）()]{1,40}[）)]\s*\d{0,8}\s*$")
_TRAILING_CREDIT_MIN_SENTENCE_CHARS = 10
_PHOTO_CREDIT = re.compile(r"摄|攝|图|圖|photo|picture|image", re.IGNORECASE)


# A wire story's first paragraph opens with its dateline and credit in brackets:
# "本报讯（记者 王芳）5月20日，…。", "新华社北京5月20日电（记者 张三）…。". The sentences
# after it make the line a paragraph, not a credit line.
_LEADING_CREDIT = re.compile(r"[^（）()]{0,20}[（(][^（）()]{1,30}[）)]")


def _after_leading_credit(text: str) -> str:
    """The sentences after a bracketed credit that opens ``text``, or ``""`` when ``text``
    does not open so or the rest is not a sentence of its own."""
    match = _LEADING_CREDIT.match(text)
    if match is None:
        return ""
    sentence = text[match.end() :].strip()
    if (
        len(sentence) < 2 * _TRAILING_CREDIT_MIN_SENTENCE_CHARS
        or not sentence.endswith(_SENTENCE_END)
        or is_credit_line(sentence)
    ):
        return ""
    return sentence


def _before_trailing_credit(text: str) -> str:
    """The sentences before a bracketed credit that closes ``text``, or ``""`` when
    ``text`` does not end so or the rest is not a sentence of its own."""
    match = _TRAILING_CREDIT.search(text)
    if match is None:
        return ""
    credit = match.group().strip()
    if not is_credit_line(credit) or _PHOTO_CREDIT.search(credit) is not None:
        return ""  # a photo credit closes a caption ("图为…现场。（记者 李想 摄）"): all goes
    sentence = text[: match.start()]
    if (
        len(sentence) < _TRAILING_CREDIT_MIN_SENTENCE_CHARS
        or not sentence.endswith(_SENTENCE_END)
        or _closing_line(sentence)
    ):
        return ""
    return sentence


# The platform's or publisher's disclaimer about the text itself: "仅代表作者观点", "不代表本站
# 立场", "本平台仅提供信息存储空间服务", "据此操作，风险自担", "本文来自微信公众号…", "This
# article is for general information only". Only wording about *this* text or site, said
# from the notice's first sentence: a paragraph ending with such a clause ("…评测内容不代表
# 品牌方立场。") or an article's sentence that something "does not constitute advice"
# stays. Tested on longer lines than copyright lines, because such notices run to a few
# sentences; only their head is searched. Like credit lines, they are peeled off the
# ends of the text only (testing every line of every page cost ~10% of the walk).
_ZH_DISCLAIMER = re.compile(
    r"[仅僅]代表(?:该|該|其)?(?:作者|个人|個人|本人|其个人|其個人)|"
    r"不代表.{0,12}立[场場]|与本(?:站|网|網|平台|网站|網站)立[场場]无关|與本.{1,3}立場無關|"
    r"信息存储空间服务|資訊儲存空間服務|信息存儲空間服務|"
    r"据此(?:操作|买卖|投资)[，,]?\s*风险自[负担]|據此(?:操作|買賣|投資)[，,]?\s*風險自[負擔]|"
    r"^本文(?:来自|來自|转载自|轉載自|转自|轉自|来源于|來源於)|"
    # a health or legal explainer's "本文仅供科普参考，不能代替医生面诊"
    r"本文(?:内容|內容)?[仅僅]供.{0,12}[参參]考"
)
_ZH_DISCLAIMER_HINTS_RE = re.compile(
    r"代表|立[场場]|空[间間]服[务務]|[风風][险險]自|^本文|[仅僅]供"
)
_DISCLAIMER_MAX_CHARS = 300
_OPENING_NOTICE_LINES = 3  # lines at the start of the text searched for a notice
_DISCLAIMER_MAX_START = 40  # characters before the notice's wording
_DISCLAIMER_HEAD_CHARS = 100  # a match starting by then ends by this


def _disclaimer_line(text: str) -> bool:
    if len(text) > _DISCLAIMER_MAX_CHARS:
        return False
    head = text[:_DISCLAIMER_HEAD_CHARS]
    if head.isascii() or _ZH_DISCLAIMER_HINTS_RE.search(head) is None:
        return False
    match = _ZH_DISCLAIMER.search(head)
    return match is not None and match.start() <= _DISCLAIMER_MAX_START


def _closing_line(text: str) -> bool:
    if not has_han(text):
        return False
    if len(text) <= _PROMO_MAX_CHARS and (
        _PROMO_LINE.search(text) is not None or is_credit_line(text)
    ):
        return True
    return _disclaimer_line(text)
