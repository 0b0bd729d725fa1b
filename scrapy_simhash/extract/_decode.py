"""Turn an HTML response body (bytes) into ``str`` the way a browser would."""

from __future__ import annotations

import codecs
import re

from charset_normalizer import CharsetMatch, CharsetMatches, from_bytes
from w3lib.encoding import html_to_unicode, resolve_encoding

# Characters that are very frequent in running Chinese text, in each script. A GBK
# page decoded as Big5 (or the reverse) yields valid but rare characters, so the
# decoding that produces more of these is the right one.
_COMMON_SIMPLIFIED = frozenset(
    "的一是不了在人有我他这个们中来上大为和国地到以说时要就出会可也你对生能而子那得于着下自之年"
    "过发后作里用道行所然家种事成方多经么去法学如都同现当没动面起看定天分还进好小部其些主样理心她"
    "本前开但因只从想实日月市区新闻务务员关"
)
_COMMON_TRADITIONAL = frozenset(
    "的一是不了在人有我他這個們中來上大為和國地到以說時要就出會可也你對生能而子那得於著下自之年"
    "過發後作裡用道行所然家種事成方多經麼去法學如都同現當沒動面起看定天分還進好小部其些主樣理心她"
    "本前開但因只從想實日月市區新聞務員關"
)
# Bytes read to decide between UTF-8 and a legacy charset, from the first non-ASCII byte
# on (a long ASCII head says nothing about the encoding).
_SNIFF_BYTES = 64 * 1024
# Bytes of text (markup stripped) given to charset-normalizer; its cost grows with them.
_DETECT_BYTES = 16 * 1024
# Below this many non-ASCII bytes a detector guesses: a few curly quotes in an English
# page fit a dozen code pages. Such pages keep the old reading (Chinese sniff, cp1252).
_MIN_EVIDENCE_BYTES = 8
_NON_ASCII = re.compile(rb"[\x80-\xff]")
# A tag, or a lone "<": [^<>] keeps the scan linear on bodies full of "<".
_TAG = re.compile(rb"<[^<>]*>")
# Each search starts where the last one ended, so stripping stays linear.
_RAW_TEXT_OPEN = re.compile(rb"<(?:script|style)\b", re.IGNORECASE)
_RAW_TEXT_CLOSE = re.compile(rb"</(?:script|style)\s*>", re.IGNORECASE)
# Legacy charsets that web pages are actually served in (WHATWG's list less the rare);
# leaving out DOS and Mac code pages stops English pages being read as cp850 or cp775.
_WEB_LEGACY_CHARSETS = [
    "cp1252", "cp1250", "cp1251", "koi8_r", "cp1253", "cp1254", "cp1255", "cp1256",
    "cp1257", "cp874", "iso8859_2", "cp932", "euc_jp", "cp949", "gb18030", "big5hkscs",
]  # fmt: skip
# Single-byte charsets that decode the same letters as cp1252 in most of their range;
# between them the language of the text decides, and cp1252, the web's usual legacy
# charset, wins a tie.
_CENTRAL_EUROPEAN = frozenset(
    ("Polish", "Czech", "Slovak", "Hungarian", "Croatian", "Slovene", "Romanian", "Serbian")
)
_LATIN_LANGUAGES = {
    "cp1252": frozenset(
        ("English", "French", "Spanish", "Portuguese", "German", "Italian", "Dutch")
        + ("Danish", "Swedish", "Norwegian", "Finnish", "Catalan", "Indonesian", "Malay")
    ),
    "cp1250": _CENTRAL_EUROPEAN,
    "iso8859-2": _CENTRAL_EUROPEAN,
    "cp1254": frozenset(("Turkish",)),
    "cp1257": frozenset(("Lithuanian", "Latvian", "Estonian")),
}
# Single-byte guesses other than cp1252, whose letter-frequency fit must be shown.
_SINGLE_BYTE = frozenset(
    ("cp1250", "iso8859-2", "cp1251", "koi8-r", "cp1253", "cp1254", "cp1255", "cp1256")
    + ("cp1257", "cp874")
)
_ASCII_LETTERS = re.compile(rb"[A-Za-z]")
# Share of letters that must be non-ASCII for a Latin charset other than cp1252.
_MIN_LATIN_SHARE = 0.03
# Readings whose chaos (share of unlikely characters) is this close to the best are tied.
_TIE = 0.01
# Below this coherence (fit to a language's letter frequencies) a single-byte guess
# other than cp1252 is not trusted: the bytes are rather symbols in a Western page.
_MIN_COHERENCE = 0.2


def _utf16_by_zeros(head: bytes) -> str | None:
    """UTF-16 without a byte-order mark: markup is ASCII, so one byte of each pair is
    zero, the odd ones in little-endian, the even ones in big-endian."""
    even, odd = head[0::2], head[1::2]
    if len(odd) < 16:
        return None
    even_zeros, odd_zeros = even.count(0), odd.count(0)
    if odd_zeros >= len(odd) // 4 and even_zeros * 8 <= odd_zeros:
        return "utf-16-le"
    if even_zeros >= len(even) // 4 and odd_zeros * 8 <= even_zeros:
        return "utf-16-be"
    return None


def _utf16_markup(body: bytes) -> bool:
    """True for UTF-16 without a byte-order mark, which can happen to be valid UTF-8
    (U+80C3 is C3 80 in little-endian) and must not be read as such."""
    head = body[:4096]
    return b"\x00" in head and _utf16_by_zeros(head) is not None


def _iso2022(body: bytes) -> str | None:
    """The 7-bit Japanese and Korean encodings, known by their escape sequences."""
    if b"\x1b$B" in body or b"\x1b$@" in body:
        return "iso2022_jp"
    if b"\x1b$)C" in body:
        return "iso2022_kr"
    return None


def _mostly_utf8(window: bytes, cut: bool) -> bool:
    """True when ``window`` reads as UTF-8 bar a character cut by its end (``cut``) or
    a stray byte: legacy text seldom forms even one valid multi-byte sequence, so eight
    valid non-ASCII characters for each invalid byte is UTF-8 with damage."""
    text = window.decode("utf-8", "replace")
    invalid = text.count("\ufffd") - window.count(b"\xef\xbf\xbd")
    if invalid == 0 or (invalid == 1 and cut and text.endswith("\ufffd")):
        return True
    ascii_bytes = len(window.decode("ascii", "ignore"))
    valid_non_ascii = len(text) - ascii_bytes - invalid
    return valid_non_ascii >= 8 * invalid


def _chinese_sniff(sample: bytes) -> str | None:
    """The Chinese legacy encoding whose decoding reads most like Chinese text, or
    None when neither does."""
    best, best_score = None, 0
    for encoding, common in (("gb18030", _COMMON_SIMPLIFIED), ("big5hkscs", _COMMON_TRADITIONAL)):
        text = sample.decode(encoding, "replace")
        score = sum(1 for ch in text if ch in common) - 4 * text.count("\ufffd")
        if score > best_score:
            best, best_score = encoding, score
    return best


def _latin_reading(matches: CharsetMatches, best: CharsetMatch, sample: bytes) -> str | None:
    """cp1252 (None) or another Latin charset: among the matches about as free of
    odd characters as ``best`` (chaos within ``_TIE``), in charset-normalizer's order,
    the first whose reading is in a language written in its charset; else cp1252 when
    few letters are non-ASCII (languages written in cp1250, cp1254 or cp1257 use their
    own letters often) or when cp1252 is tied; else ``best``."""
    tied = [match for match in matches if match.chaos <= best.chaos + _TIE]
    for match in tied:
        encoding = resolve_encoding(match.encoding) or match.encoding
        if match.language in _LATIN_LANGUAGES.get(encoding, ()):
            return None if encoding == "cp1252" else encoding
    non_ascii = len(sample) - len(sample.decode("ascii", "ignore"))
    letters = len(_ASCII_LETTERS.findall(sample)) + non_ascii
    if non_ascii < _MIN_LATIN_SHARE * letters:
        return None
    if any(resolve_encoding(match.encoding) == "cp1252" for match in tied):
        return None
    return resolve_encoding(best.encoding)


def _markup_stripped(html: bytes) -> bytes:
    """``html`` without tags, scripts and style sheets: the ASCII of markup and code
    outweighs the text of a short page and pulls a detector's language guess to English."""
    kept = []
    position = 0
    while (opening := _RAW_TEXT_OPEN.search(html, position)) is not None:
        kept.append(html[position : opening.start()])
        closing = _RAW_TEXT_CLOSE.search(html, opening.end())
        if closing is None:
            position = len(html)
            break
        position = closing.end()
    kept.append(html[position:])
    return _TAG.sub(b" ", b" ".join(kept))


def _detect_legacy(sample: bytes) -> str | None:
    """The legacy charset of ``sample`` (text with its markup stripped), or None for
    the cp1252 default. charset-normalizer chooses; the Chinese sniff settles GB18030
    against Big5, where a generic detector confuses the two on short pages."""
    non_ascii = len(sample) - len(sample.decode("ascii", "ignore"))
    if non_ascii < _MIN_EVIDENCE_BYTES:
        return _chinese_sniff(sample)
    matches = from_bytes(sample, cp_isolation=_WEB_LEGACY_CHARSETS, preemptive_behaviour=False)
    best = matches.best()
    encoding = None if best is None else resolve_encoding(best.encoding)
    if best is None or encoding in (None, "gb18030", "big5hkscs"):
        return _chinese_sniff(sample)
    if encoding in _SINGLE_BYTE and best.coherence < _MIN_COHERENCE:
        return _chinese_sniff(sample)
    if encoding in _LATIN_LANGUAGES:
        return _latin_reading(matches, best, sample)
    return encoding


def _sniff_encoding(body: bytes) -> str | None:
    """Guess the charset of an undeclared body: UTF-16 by its zero bytes, ISO-2022 by
    its escapes, UTF-8 if it reads as such, else a legacy charset (None: cp1252)."""
    utf16 = _utf16_by_zeros(body[:4096])
    if utf16:
        return utf16
    if body.isascii():
        return _iso2022(body) or "utf-8"
    first = _NON_ASCII.search(body)
    start = max(0, first.start() - 256) if first else 0
    window = body[start : start + _SNIFF_BYTES]
    if _mostly_utf8(window, cut=start + len(window) < len(body)):
        return "utf-8"
    text = _markup_stripped(window)
    sample = (text if _NON_ASCII.search(text) else window)[:_DETECT_BYTES]
    return _detect_legacy(sample)


def utf8_body(body: bytes, max_chars: int) -> bytes | None:
    """``body`` as the UTF-8 bytes ``decode_html`` would turn it into, when that is
    ``body`` itself (valid non-ASCII UTF-8, a BOM aside, at most ``max_chars``
    characters); else None. The parser can then take it without a decode-encode round
    trip (~0.1 ms for a 120 KB page)."""
    if body.startswith((b"\xff\xfe", b"\xfe\xff")) or body.isascii() or _utf16_markup(body):
        return None
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if len(text) > max_chars:
        return None
    return body[3:] if body.startswith(codecs.BOM_UTF8) else body


def decode_html(body: bytes, declared_encoding: str | None = None) -> str:
    """Decode ``body``: as UTF-8 when it is valid non-ASCII UTF-8; otherwise using, in
    order, a byte-order mark, ``declared_encoding`` (the HTTP ``charset``), a
    ``<meta>``/XML declaration, then sniffing (UTF-16 without a byte-order mark,
    ISO-2022, damaged UTF-8, then a legacy charset chosen by charset-normalizer, GB18030
    against Big5-HKSCS by Chinese character frequency), then cp1252. Legacy labels map
    to their supersets (GB2312/GBK -> GB18030, Big5 -> Big5-HKSCS).
    Undecodable bytes become U+FFFD; never raises."""
    try:
        body = bytes(body)
        if (
            not body.startswith((b"\xff\xfe", b"\xfe\xff"))
            and not body.isascii()
            and not _utf16_markup(body)
        ):
            # Bytes that are valid UTF-8 and not ASCII are UTF-8, whatever the page says:
            # legacy text (GBK, Big5, cp1252) almost never forms valid UTF-8, while many
            # Chinese sites moved to UTF-8 and kept a stale "gb2312" <meta>.
            try:
                return body.decode("utf-8-sig")
            except UnicodeDecodeError:
                pass
        content_type = None
        if declared_encoding and resolve_encoding(declared_encoding):
            content_type = f"text/html; charset={declared_encoding}"
        _, text = html_to_unicode(
            content_type, body, default_encoding="cp1252", auto_detect_fun=_sniff_encoding
        )
        return text
    except Exception:  # noqa: BLE001 - decoding must never fail the caller
        return bytes(body).decode("utf-8", "replace")
