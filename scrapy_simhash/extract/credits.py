"""Credit lines at the edges of a text: copyright, source, byline and editor lines.

Reposts add or change them ("Copyright ... All rights reserved", "(Reporting by ...;
Editing by ...)", "Source: ...", "责任编辑：...", "本文来源：...，转载请注明出处") while the
article stays the same. In a short article their few words (plus the names and site
names around them) move several fingerprint bits, so the fingerprint drops them before
counting words.

Written for this project from the wording of press credit lines in general; the
fingerprint benchmark also measures it on credit lines it was not written from.
Only whole *short* lines among the first and last few are tested, so a paragraph that
merely mentions a copyright or a reporter keeps its words, and a text made only of
credit lines is left as it is.
"""

from __future__ import annotations

import re

#: Lines tested at each end of the text; a credit block rarely has more.
EDGE_LINES = 3
#: A credit line has at most this many space-separated words ...
MAX_WORDS = 25
#: ... and at most this many characters (Chinese lines have no spaces).
MAX_CHARS = 200
MAX_HAN_CHARS = 80

_HAN = re.compile("[\u4e00-\u9fff]")
# Two patterns, of Latin-script credits and of Chinese ones (every one of which holds a
# Chinese character): an ASCII line, most lines of English pages, is searched for the
# first only. Only whether one matches is asked, so alternatives may be grouped at will:
# those after a word boundary share one ``\b``, which fails at most characters before
# any of them is tried.
_CREDIT_LATIN = re.compile(
    r"\b(?:"
    # copyright
    r"copyright\b|rights reserved\b|"
    # republication
    r"reprint|republish|reproduc|redistribut|syndicat|"
    r"(?:first|originally|previously) (?:published|appeared|posted|ran)\b|"
    r"with (?:kind )?permission\b|creative commons\b|"
    # who made it
    r"(?:reporting|editing|edited|written|writing|compiled|produced|translated|photos?|"
    r"photographs?|photography|illustrations?|graphics?|video|interviews?) by\b|"
    r"contributed to this (?:report|story|article)\b|staff (?:writer|reporter|report)\b|"
    r"correspondent\b|editor'?s note\b|news agency\b|wire service\b|"
    r"(?:photo|image) credits?\s*:)|"
    # marks
    r"©|\(c\) ?(?:19|20)\d\d|"
    # labelled fields, at the start of the line or of a field ("Edited by X. Source: Y")
    r"(?:^\(?|[.;|]\s+)(?:editor|editors|editing|source|sources|credits?|photo|photos|image|"
    r"images|via|contact|e-?mail)\s*:"
)
_CREDIT_CHINESE = re.compile(
    # simplified and traditional
    r"责任编辑|責任編輯|责编|責編|编辑[:：|｜]|編輯[:：|｜]|[（(](?:编辑|編輯)|主编|主編|"
    r"来源[:：|｜]|來源[:：|｜]|来源于|來源於|本文来源|本文來源|图片来源|圖片來源|图源|圖源|"
    r"转载|轉載|转自|轉自|摘自|版权|版權|免责|免責|声明[:：]|聲明[:：]|原标题|原標題|"
    r"[（(]记者|[（(]記者|记者[:：\s]|記者[:：\s]|通讯员|通訊員|校对|校對|审核|審核|审校|審校|"
    r"作者[:：]|出处|出處|未经(?:授权|许可|允许)|未經(?:授權|許可|允許)|侵删|侵刪|原创稿件|原創稿件|"
    r"撰稿|供稿|综合报道|綜合報道|综合整理|綜合整理"
)


def is_credit_line(line: str) -> bool:
    """Whether ``line`` is short and reads like a credit, source or copyright line."""
    if len(line) > MAX_CHARS:
        return False
    if _HAN.search(line) is not None:
        if len(line.strip()) > MAX_HAN_CHARS:
            return False
    elif len(line.split()) > MAX_WORDS:
        return False
    line = line.strip().lower()
    return _CREDIT_LATIN.search(line) is not None or (
        not line.isascii() and _CREDIT_CHINESE.search(line) is not None)


def strip_credit_lines(text: str) -> str:
    """``text`` without the credit lines among its first and last :data:`EDGE_LINES` lines.

    Blank lines are skipped over; stripping stops at the first line that is not a
    credit. If nothing but credit lines would remain, ``text`` is returned unchanged.
    """
    start, end = 0, len(text)
    for _ in range(EDGE_LINES):
        start = _skip_blank_forward(text, start, end)
        stop = text.find("\n", start, end)
        stop = end if stop < 0 else stop
        if start >= end or not is_credit_line(text[start:stop]):
            break
        start = stop
    for _ in range(EDGE_LINES):
        end = _skip_blank_backward(text, start, end)
        line_start = text.rfind("\n", start, end) + 1
        line_start = max(line_start, start)
        if line_start >= end or not is_credit_line(text[line_start:end]):
            break
        end = line_start
    if start == 0 and end == len(text):
        return text
    body = text[start:end]
    return body if body.strip() else text


def _skip_blank_forward(text: str, start: int, end: int) -> int:
    while start < end and text[start].isspace():
        start += 1
    return start


def _skip_blank_backward(text: str, start: int, end: int) -> int:
    while end > start and text[end - 1].isspace():
        end -= 1
    return end
