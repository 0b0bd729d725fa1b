"""Which writing system a line is in, for the rules that only hold for one of them,
and its size as the extractor measures text.

The phrase lists of this package (legal lines, site notices, box titles, credits,
closing promotions, disclaimers) are applied to lines holding Han characters only:
measured on the unseen halves of four public English sets, each list left the score
unchanged or lowered it (BENCHMARKS.md, "phrase lists"), while on the project's
Chinese pages they still help. The publisher self-promotion list (``_blocks``) is the
exception, kept for every language: neutral there, it keeps reposts alike.
"""

from __future__ import annotations

import re

_HAN = re.compile("[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


def has_han(text: str) -> bool:
    # ``isascii`` reads a flag of the string: most lines of English pages skip the scan.
    return not text.isascii() and _HAN.search(text) is not None


def utf8_size(text: str) -> int:
    """Size in UTF-8 bytes, the extractor's measure of text: a Chinese character weighs
    three, so thresholds hold alike for Chinese and English prose."""
    return len(text) if text.isascii() else len(text.encode("utf-8"))
