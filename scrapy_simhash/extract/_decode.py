"""Turn an HTML response body (bytes) into ``str`` the way a browser would."""

from __future__ import annotations

import codecs

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
_SNIFF_BYTES = 64 * 1024


def _sniff_encoding(body: bytes) -> str | None:
    """Guess the charset of an undeclared body: UTF-8 if it is valid, else the
    Chinese legacy encoding whose decoding reads most like Chinese text."""
    sample = body[:_SNIFF_BYTES]
    try:
        sample.decode("utf-8")
        return "utf-8"
    except UnicodeDecodeError as exc:
        # A multi-byte character cut by the sample boundary is not evidence.
        if exc.start >= len(sample) - 4 and len(body) > len(sample):
            return "utf-8"
    if sample.isascii():
        return None
    best, best_score = None, 0
    for encoding, common in (("gb18030", _COMMON_SIMPLIFIED), ("big5hkscs", _COMMON_TRADITIONAL)):
        text = sample.decode(encoding, "replace")
        score = sum(1 for ch in text if ch in common) - 4 * text.count("\ufffd")
        if score > best_score:
            best, best_score = encoding, score
    return best  # None -> html_to_unicode falls back to its default


def utf8_body(body: bytes, max_chars: int) -> bytes | None:
    """``body`` as the UTF-8 bytes ``decode_html`` would turn it into, when that is
    ``body`` itself (valid non-ASCII UTF-8, a BOM aside, at most ``max_chars``
    characters); else None. The parser can then take it without a decode-encode round
    trip (~0.1 ms for a 120 KB page)."""
    if body.startswith((b"\xff\xfe", b"\xfe\xff")) or body.isascii():
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
    ``<meta>``/XML declaration, then sniffing (GB18030, Big5-HKSCS), then cp1252. Legacy
    labels map to their supersets (GB2312/GBK -> GB18030, Big5 -> Big5-HKSCS).
    Undecodable bytes become U+FFFD; never raises."""
    try:
        body = bytes(body)
        if not body.startswith((b"\xff\xfe", b"\xfe\xff")) and not body.isascii():
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
