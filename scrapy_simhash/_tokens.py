"""Split normalised text into words: Han runs through the jieba dictionary, other scripts by word."""

from __future__ import annotations

import re

from scrapy_simhash._normalize import normalize
from scrapy_simhash._segment import HAN_RUN, cut_han

# Ideographs outside jieba's range (extension A, U+9FD6.., supplementary planes): jieba
# would emit them one by one, so they are single-character tokens here too.
_RARE_IDEOGRAPH = "\u3400-\u4dbf\u9fd6-\u9fff\U00020000-\U0003ffff"
# A word is a run of letters, digits or marks that contains no ideograph; "_" separates.
_WORD = re.compile(f"[^\\W_{_RARE_IDEOGRAPH}\u4e00-\u9fd5]+|[{_RARE_IDEOGRAPH}]")


def tokenize(text: str, hmm: bool = True) -> list[str]:
    """Return the words of ``text`` after :func:`normalize`: Chinese words first, then others.

    Order between the two groups is not the text order; SimHash features here are a
    bag of words, so only membership and counts matter.
    """
    text = normalize(text)
    han_runs = HAN_RUN.findall(text)
    if not han_runs:
        return _WORD.findall(text)
    words = cut_han(" ".join(han_runs), hmm)
    words += _WORD.findall(HAN_RUN.sub(" ", text))
    return words
