"""A page title's signature for the title guard (``index/guard.py`` says why): what the
guard needs and little else, the distinct words of the title's headline part, each as a
32-bit hash, written as 8 hexadecimal digits each, sorted.
"""

from __future__ import annotations

import re
import zlib

from scrapy_simhash.fingerprint.segment import HAN_RUN
from scrapy_simhash.fingerprint.stopwords import ENGLISH_STOPWORDS
from scrapy_simhash.fingerprint.tokens import tokenize

# Where a title joins its headline and the site's name: "Headline | Site", "Site - Headline",
# "标题_新浪网", "标题－网易新闻". Spaced dashes and colons only: "COVID-19" and "Q&A: x" stay.
_SITE_SEPARATOR = re.compile(
    r"\s+[-–—:·»|/~]+\s+"  # spaced: " - ", " | ", " :: ", " / "
    r"|\s*[|｜·•»«_–—]\s*"  # never inside a headline's word
    r"|(?<=[\u4e00-\u9fff])[-－](?=[\u4e00-\u9fff])"  # a dash between Chinese characters
)
# Words kept at most: a headline has fewer; a longer "title" is a page's text.
MAX_WORDS = 32
_HEX_WIDTH = 8
# Opens the signature of a page with little text of its own (``Extraction``'s
# ``little_own_text``): on its host, such a page is the same article only as a page with
# the same headline words (``index/guard.py``).
LITTLE_TEXT_MARK = "="


def headline(title: str) -> str:
    """The part of ``title`` most likely its headline: the longest part between the
    separators titles put around a site's name."""
    parts = [part.strip() for part in _SITE_SEPARATOR.split(title)]
    return max(parts, key=len, default="")


def title_words(title: str) -> list[str]:
    """The words of ``title``'s headline the guard compares: tokenised as fingerprints
    tokenise, without English function words, lone Chinese characters and numbers
    (words every title may hold)."""
    words = []
    for word in tokenize(headline(title)):
        if word in ENGLISH_STOPWORDS or word.isdigit():
            continue
        if len(word) < 2 and (HAN_RUN.match(word) or word.isascii()):
            continue
        words.append(word)
    return words


def title_signature(title: str | None, little_own_text: bool = False) -> str | None:
    """The signature of ``title``, marked when the page has ``little_own_text``; None
    when it has no word to compare (no guard)."""
    if not title:
        return None
    hashes = sorted({zlib.crc32(word.encode("utf-8", "surrogatepass"))
                     for word in title_words(title)})
    if not hashes:
        return None
    signature = "".join(f"{value:08x}" for value in hashes[:MAX_WORDS])
    return LITTLE_TEXT_MARK + signature if little_own_text else signature


def has_little_text(signature: str) -> bool:
    return signature.startswith(LITTLE_TEXT_MARK)


def signature_words(signature: str) -> frozenset[str]:
    start = len(LITTLE_TEXT_MARK) if has_little_text(signature) else 0
    return frozenset(signature[i : i + _HEX_WIDTH]
                     for i in range(start, len(signature), _HEX_WIDTH))


def share_a_word(first: str, second: str) -> bool:
    """Whether two signatures hold a common word (hash collisions count as one: the
    error can only keep the guard from acting)."""
    return not signature_words(first).isdisjoint(signature_words(second))
