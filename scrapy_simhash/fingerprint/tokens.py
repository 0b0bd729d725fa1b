"""Split normalised text into words: Han runs through jieba's dictionary, other scripts by word."""

from __future__ import annotations

import re
from collections.abc import Iterable

from scrapy_simhash.fingerprint.normalize import normalize
from scrapy_simhash.fingerprint.segment import HAN_RUN, SEPARATOR, cut_han

# Ideographs outside jieba's range (extension A, U+9FD6.., supplementary planes): jieba
# would emit them one by one, so they are single-character tokens here too.
_RARE_IDEOGRAPH = "\u3400-\u4dbf\u9fd6-\u9fff\U00020000-\U0003ffff"
# A word is a run of letters, digits or marks that contains no ideograph; "_" separates.
_WORD = re.compile(f"[^\\W_{_RARE_IDEOGRAPH}\u4e00-\u9fd5]+|[{_RARE_IDEOGRAPH}]")
_LETTERS_AND_DIGITS = re.compile(r"[^\W_]+")
_NON_ASCII = re.compile(r"[^\x00-\x7f]")
# UTF-8 bytes: ASCII ones that are not letters or digits -> space; bytes >= 0x80 (parts
# of non-ASCII characters) kept.
_ASCII_SEPARATOR_BYTES = bytes(c if c >= 128 or chr(c).isalnum() else 32 for c in range(256))
# Ideographs, plus every character that NFKC turns into one (radicals, Hangzhou and
# kanbun numerals, enclosed/squared CJK such as "㈱", compatibility ideographs); a test
# checks this list against the whole Unicode range.
_TO_IDEOGRAPH = (
    "\u2e80-\u2fdf\u3038-\u303a\u3190-\u319f\u3200-\u33ff\uf900-\ufaff"
    "\U0001f200-\U0001f2ff\U0002f800-\U0002fa1f"
)
_CJK_OR_COMPATIBLE = re.compile(f"[{_RARE_IDEOGRAPH}\u4e00-\u9fd5{_TO_IDEOGRAPH}]")
_HAN_RUN_CAPTURED = re.compile(f"({HAN_RUN.pattern})")
# ASCII fast path, same result as _WORD on ASCII text: every non-alphanumeric -> space.
_ASCII_SEPARATORS = str.maketrans({chr(c): " " for c in range(128) if not chr(c).isalnum()})
# Common non-ASCII punctuation in Latin text; replacing it lets most texts take the fast path.
_TYPOGRAPHIC = ("\u2019", "\u2018", "\u201c", "\u201d", "\u2014", "\u2013", "\u2026", "\u00a0")


def tokenize(text: str) -> list[str]:
    """Return the words of :func:`normalize`-d ``text``: Chinese words first, then others.

    Order between the two groups is not the text order; features are a bag of words, so
    only membership and counts matter.
    """
    return [w for w in raw_words(text) if w != SEPARATOR]


def words_held(text: str, words: Iterable[str]) -> set[str]:
    """Which of ``words`` (spelt as :func:`tokenize` spells them) ``text`` holds: a
    Chinese word anywhere, any other as a whole word. Looked up, not segmented (that
    would cost what fingerprinting the text does), in the case-folded text without NFKC
    (which costs more than the rest): a full-width word is missed, so a title guard
    reading this can only keep a page more, never drop one."""
    folded = text.casefold()
    return {word for word in words if _holds_word(folded, word)}


def _holds_word(folded: str, word: str) -> bool:
    at = folded.find(word)
    if at < 0 or _CJK_OR_COMPATIBLE.search(word) is not None:
        return at >= 0
    end = len(folded)
    while at >= 0:
        after = at + len(word)
        if (at == 0 or _bounds_word(folded[at - 1])) and (
            after == end or _bounds_word(folded[after])
        ):
            return True
        at = folded.find(word, at + 1)
    return False


def _bounds_word(character: str) -> bool:
    """Whether a word may end at ``character`` (a separator, or an ideograph: Chinese
    text runs into Latin words without a space)."""
    return not character.isalnum() or _CJK_OR_COMPATIBLE.match(character) is not None


def raw_words(text: str) -> list[str]:
    """:func:`tokenize` with :data:`SEPARATOR` items left in, which the feature step
    discards more cheaply once the words are counted."""
    if not text.isascii():
        # These marks are separators before and after NFKC alike; replacing them first
        # lets most Latin-script texts skip NFKC (the identity on ASCII) altogether.
        for mark in _TYPOGRAPHIC:
            if mark in text:
                text = text.replace(mark, " ")
        if not text.isascii():
            if _CJK_OR_COMPATIBLE.search(text) is not None:
                return _cjk_text_words(text)
            # No ideograph before NFKC means none after it: the plain word pattern will do.
            return letter_and_digit_runs(normalize(text))
    return text.lower().translate(_ASCII_SEPARATORS).split()


def letter_and_digit_runs(text: str) -> list[str]:
    """``_LETTERS_AND_DIGITS.findall(text)`` (a test checks), twice as fast on Latin text
    with a few accents: its few distinct non-ASCII separators are replaced one by one,
    then the ASCII ones in a single ``bytes.translate``."""
    for char in set(_NON_ASCII.findall(text)):
        if not char.isalnum():  # also removes lone surrogates, which cannot be encoded
            text = text.replace(char, " ")
    return text.encode().translate(_ASCII_SEPARATOR_BYTES).decode().split()


def _cjk_text_words(text: str) -> list[str]:
    # Han characters in jieba's range are NFKC-stable and caseless, so only the text
    # between them needs normalising (NFKC over all of a Chinese text costs more than
    # segmenting it).
    parts = _HAN_RUN_CAPTURED.split(text)  # [other, han, other, han, ..., other]
    between = normalize(" ".join(parts[0::2]))
    if HAN_RUN.search(between) is not None:
        # NFKC made Han characters out of compatibility forms (e.g. Kangxi radicals).
        return _cjk_text_words(normalize(text))
    words = cut_han(SEPARATOR.join(parts[1::2]))
    words += _WORD.findall(between)
    return words
