"""A page title's signature for the title guard (``index/guard.py`` says why): what the
guard needs and little else, the distinct words of the title's headline part (and of the
page's ``h1``, given whole on a second line), each as a 32-bit hash, written as 8
hexadecimal digits each, sorted; then ``^`` and a digest of those words in their order
(of two or more); then, for a title of several parts and no heading, ``~`` and a digest
of each of its parts but the headline; then, when the page's text was given, ``/`` and a
hexadecimal bit mask of the words the text itself holds (bit i for the i-th hash); then
``#`` and a filter of its words (and, for a short text, of the lines around it), and,
when there are such lines or the page has little text of its own, ``@`` and two 32-bit
digests, of the text and of those lines (for a short text), and ``+`` and a filter of
the words of those lines and of the page's own lines beside the text, but the text's and
the title's, digits left out, dates' lines aside (and ``!`` and two digests of the words
of the cells around it, in their order and each once sorted, likewise), and ``&`` and a filter of
the words of the text's own field lines (short ones), likewise; then ``%`` and the
hashes of the numbers the text cites (the smallest few, dates left out), and, for a
short text with lines around or beside it, ``*`` and those of the numbers of those lines
the text does not cite (and of the numbers alone on a line, a table's cells, dates or
not); then ``$`` and the hashes of those numbers, the text's and its lines', that the
page's URL holds too (a record's reference), dates left out. A signature without the mask
(written before it existed, or of a title alone) counts every word as held. A page of
little text of its own opens its signature with ``=``; without any headline word, that
mark is all of it.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
import zlib
from urllib.parse import unquote, urlsplit

from scrapy_simhash.extract import SHORT_TEXT_BYTES, SITE_SEPARATOR
from scrapy_simhash.fingerprint.segment import HAN_RUN, SEPARATOR
from scrapy_simhash.fingerprint.stopwords import ENGLISH_STOPWORDS
from scrapy_simhash.fingerprint.tokens import tokenize, words_held

# Words kept at most: a headline has fewer; a longer "title" is a page's text.
MAX_WORDS = 32
_HEX_WIDTH = 8
# Opens the signature of a page with little text of its own (``Extraction``'s
# ``little_own_text``): on its host, such a page is the same article only as a page with
# the same headline words (``index/guard.py``).
LITTLE_TEXT_MARK = "="
# The signature of a page of little text of its own and no headline word: nothing but a
# few lines, which its site may print on every page, tells it from another such page.
UNTITLED = LITTLE_TEXT_MARK
# Parts the word hashes from the mask of the words the page's text holds.
_HELD_MARK = "/"
# Parts the mask from the filter of the words of the text (``FILTER_BITS``).
_FILTER_MARK = "#"
# Opens the digests of a short text and of the lines around it (``short_texts_apart``).
_DIGEST_MARK = "@"
# Opens the hashes of the numbers the text cites (``numbers_apart``).
_NUMBERS_MARK = "%"
_SECTION = re.compile(r"([/#@%^~+&*!$])([^/#@%^~+&*!$]*)")
# Opens the digests of the words of the cells around a short text (``lines_reordered``).
_LINE_ORDER_MARK = "!"
# Opens the hashes of the numbers the lines around a short text cite (``line_numbers_apart``).
_LINE_NUMBERS_MARK = "*"
# Opens the hashes of the numbers a page cites that its URL holds (``url_numbers_apart``).
_URL_NUMBERS_MARK = "$"
# Opens the filter of the words of the lines around a short text (``lines_apart``).
_LINES_MARK = "+"
# Opens the filter of the words of a short text's field lines (``texts_apart``).
_TEXT_WORDS_MARK = "&"
# Opens the digest of the headline words in their order (``words_reordered``).
_ORDER_MARK = "^"
# Opens the digest of the title's parts but its headline (``other_parts_apart``).
_PARTS_MARK = "~"
# A title's parts beside its headline read at most (a site's name, a section or two).
MAX_PARTS = 8
# A number as a text writes it: "2024", "4.2", "2:00", "45246", "２０２４".
# (``\d\d*``, not ``\d+``: a pattern opening on one character class lets a search skip
# ahead to a digit instead of trying a match at every character.)
_NUMBER = re.compile(r"\d\d*(?:[.,:/-]\d+)*")
_LATIN_LETTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
_NUMBER_PARTS = re.compile(r"[.,:/-]")
# The numbers' hashes kept at most, the smallest: a sample in which one text's numbers
# can still be found missing from another's (a template's notice cites a few).
MAX_NUMBERS = 8
# As many of the numbers of the lines around a short text: a record's fields (a depot's
# stock of a dozen items) cite more, and two records differ in a few of them.
MAX_LINE_NUMBERS = 16
# A Bloom filter of the words of a text (as ``tokenize`` cuts them, Chinese too; a
# long text's credit lines left out, as its fingerprint reads it) and of the lines
# around a short one on its page, two bits a word, set from the word's 32-bit hash as
# the signature writes it: whether the page lacks a word of another page's title is
# then known. A short text holds up to ~150 distinct words: a false "holds" in ~6% of
# tests; a long one fills more of it and says "holds" more often. A false "holds" only
# leaves the guard off; the filters of two copies of a text agree.
FILTER_BITS = 1024
# A smaller filter of the words of the lines around and beside a short text, but the
# text's (a record's fields): compared bit by bit, a bit one page sets and the other
# lacks is one of its words the other surely lacks.
LINE_FILTER_BITS = 256
# The same of the words of a short text's field lines (``FIELD_LINE_MAX_BYTES``), digits
# out and dates' lines aside: larger, that a word one text has and the other lacks shows
# as a bit. Prose lines are left out: an edit of a short story falls there, a record's
# differences fall in its fields.
TEXT_FILTER_BITS = 512
# A line shorter than this (UTF-8 bytes) is a field ("Access: locked cabinet"), not prose:
# extraction reads a block as prose from 100 bytes on.
FIELD_LINE_MAX_BYTES = 100


def headline(title: str) -> str:
    """The part of ``title`` most likely its headline: the longest part between the
    separators titles put around a site's name."""
    parts = [part.strip() for part in SITE_SEPARATOR.split(title)]
    return max(parts, key=len, default="")


def _other_parts(title: str) -> list[str]:
    """The parts of a ``<title>`` but its headline, casefolded: the site's name, a
    section's; none for a title of one part, or given with a heading (which names the
    page: one manual of two models, titled by each)."""
    if "\n" in title:
        return []
    parts = [part.strip() for part in SITE_SEPARATOR.split(title)]
    parts = [part for part in parts if part]
    if len(parts) < 2:
        return []
    parts.remove(max(parts, key=len))
    return [part.casefold() for part in parts[:MAX_PARTS]]


def _headlines(title: str) -> list[str]:
    """The headline of a title given as ``<title>`` and, on a second line, the page's
    ``h1`` whole: the heading's words count beside the title's headline, which may be
    the site's name where the headline is shorter ("In brief | Riverside Chronicle"), and
    a heading names no site, so all its parts are the page's ("Desk lamp - Black")."""
    first, _, heading = title.partition("\n")
    return [headline(first), heading] if heading else [headline(first)]


def title_words(title: str) -> list[str]:
    """The words of ``title``'s headline the guard compares (of each line's headline,
    when it has several: a ``<title>`` and the page's ``h1``): tokenised as fingerprints
    tokenise, without English function words and lone letters or Chinese characters
    (words every title may hold) but for those it writes in capitals (``_capitals``).
    Numbers stay: titles of one site that differ only in a number ("Weekly roundup 12",
    "Part 2") name different pages."""
    words = []
    for part in _headlines(title):
        capitals = _capitals(part)
        for word in tokenize(part):
            if word in capitals:
                words.append(word)
                continue
            if word in ENGLISH_STOPWORDS:
                continue
            if len(word) < 2 and not word.isdigit() and (HAN_RUN.match(word) or word.isascii()):
                continue
            words.append(word)
    return words


# A word in capitals standing alone: not in a dotted abbreviation (U.S.), a contraction
# or a compound.
_CAPITALS = re.compile(r"(?<![A-Za-z0-9.'\u2019&-])[A-Z]+(?![A-Za-z0-9.'\u2019&-])")
_BEFORE_A_WORD = re.compile(r" +[A-Za-z]")


def _capitals(part: str) -> set[str]:
    """The words ``part`` writes in capitals where they name something, a building's
    wing (A座), a vitamin (C), a country (US), lowercased as tokens are; none when the
    part's Latin letters are all capitals, and not "A" or "I" before a word (an article,
    a pronoun)."""
    letters = [char for char in part if char.isascii() and char.isalpha()]
    if len(letters) > 5 and not any(char.islower() for char in letters):
        return set()  # a headline in capitals
    found = set()
    for match in _CAPITALS.finditer(part):
        word = match.group()
        if word in ("A", "I") and _BEFORE_A_WORD.match(part, match.end()):
            continue
        found.add(word.lower())
    return found


def title_signature(title: str | None, little_own_text: bool = False,
                    text: str | None = None, lines_around_text: str = "",
                    read_words: list[str] | None = None,
                    lines_beside_text: str = "", url: str | None = None) -> str | None:
    """The signature of ``title``, marked when the page has ``little_own_text``, with the
    words of it its ``text`` holds when given (``read_words``: the text's words as its
    fingerprint read them, ``text_words(text)``, read again when not given) and, for a
    short text, what its page shows around it (``Extraction``'s ``lines_around_text`` and
    ``lines_beside_text``); with the page's ``url``, the numbers it cites that the URL
    holds. Without a word to compare: the mark alone for a page of little text of its own
    (``UNTITLED``), else None (no guard)."""
    words = title_words(title) if title else []
    short_words = _filtered_words(text) if text is not None else None
    if short_words is not None:
        held = {word for word in words if word in short_words}  # as the filter says
    else:
        held = words_held(text, words) if text is not None else set(words)
    hashes: dict[int, bool] = {}
    for word in words:
        value = _word_hash(word)
        hashes[value] = hashes.get(value, False) or word in held
    if not hashes:
        return UNTITLED if little_own_text else None
    kept = sorted(hashes)[:MAX_WORDS]
    signature = "".join(f"{value:08x}" for value in kept)
    ordered = list(dict.fromkeys(words))  # an h1 that repeats the title adds no order
    if len(ordered) > 1:
        signature = f"{signature}{_ORDER_MARK}{_digest(chr(0).join(ordered)):08x}"
    others = sorted({_digest(part) for part in _other_parts(title)}) if title else []
    if others:
        signature = f"{signature}{_PARTS_MARK}" + "".join(f"{value:08x}" for value in others)
    if text is not None:
        mask = sum(1 << i for i, value in enumerate(kept) if hashes[value])
        signature = f"{signature}{_HELD_MARK}{mask:x}"
        if short_words is not None:
            shown = short_words
        else:  # a long or Chinese text: the words its fingerprint read
            if read_words is None:
                # Imported here: it brings numpy, which a crawl process does without.
                from scrapy_simhash.fingerprint.text import text_words as read_text_words

                read_words = read_text_words(text)
            shown = set(read_words)
            shown.discard(SEPARATOR)
        if lines_around_text:
            shown = shown.union(tokenize(lines_around_text))
        signature = f"{signature}{_FILTER_MARK}{_word_filter(shown, FILTER_BITS):x}"
        if (lines_around_text or lines_beside_text or little_own_text) and _short(text):
            signature = (f"{signature}{_DIGEST_MARK}{_digest(text):08x}"
                         f"{_digest(lines_around_text):08x}")
            lines = _line_words(lines_around_text, text, title or "") | _line_words(
                lines_beside_text, text, title or "")
            if lines:
                signature = f"{signature}{_LINES_MARK}{_word_filter(lines, LINE_FILTER_BITS):x}"
                signature = f"{signature}{_LINE_ORDER_MARK}" + _line_order(
                    lines_around_text, text, title or "")
            fields = "\n".join(line for line in text.split("\n") if len(
                line.encode("utf-8", "surrogatepass")) < FIELD_LINE_MAX_BYTES)
            own = _line_words(fields, "", title or "")  # "": none of them is left out
            if own:
                signature = (f"{signature}{_TEXT_WORDS_MARK}"
                             f"{_word_filter(own, TEXT_FILTER_BITS):x}")
        cited = _cited_numbers(text)
        signature = f"{signature}{_NUMBERS_MARK}{_number_sample(cited, MAX_NUMBERS)}"
        if (lines_around_text or lines_beside_text) and _short(text):
            both = f"{lines_around_text}\n{lines_beside_text}"
            around = (_cited_numbers(both) | _cell_numbers(both)) - cited
            if around:
                sample = _number_sample(around, MAX_LINE_NUMBERS)
                signature = f"{signature}{_LINE_NUMBERS_MARK}{sample}"
                cited = cited | around
        in_url = {number for number in cited & _url_numbers(url) if not _date_like(number)} if (
            url and cited) else set()
        if in_url:
            signature = f"{signature}{_URL_NUMBERS_MARK}{_number_sample(in_url, MAX_NUMBERS)}"
    return LITTLE_TEXT_MARK + signature if little_own_text else signature


def _url_numbers(url: str) -> set[str]:
    """The numbers of ``url``'s path and query (a record's reference, an article's id)."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return set()
    return set(_NUMBER.findall(unquote(f"{parts.path}?{parts.query}")))


def url_numbers_apart(signature: str, other: str) -> bool:
    """Whether each page cites a number its URL holds (its record's reference) and the
    two share none: two records of one register, not a copy, whose URL and page keep the
    record's number. Only whole samples count: two full ones may miss what they share."""
    mine, theirs = _hashes(signature, _URL_NUMBERS_MARK), _hashes(other, _URL_NUMBERS_MARK)
    if not mine or not theirs or max(len(mine), len(theirs)) >= MAX_NUMBERS:
        return False
    return set(mine).isdisjoint(theirs)


def _number_sample(numbers: set[str], size: int) -> str:
    """The smallest ``size`` of the distinct hashes of ``numbers``, in order, as
    hexadecimal digits."""
    hashes = sorted({_word_hash(number) for number in numbers})[:size]
    return "".join(f"{value:08x}" for value in hashes)


def _digest(text: str) -> int:
    return zlib.crc32(" ".join(text.split()).encode("utf-8", "surrogatepass"))


def short_texts_apart(signature: str, other: str) -> bool:
    """Whether two pages show different short texts (a job ad's town), or the same among
    different lines (the dates of one recurring event, a day's tide table): both
    digests given, the texts differ, or both pages have lines around their text and
    those differ (a page without such lines, a print version, may be a copy)."""
    mine, theirs = _digests(signature), _digests(other)
    if not mine or not theirs:
        return False
    if mine[0] != theirs[0]:
        return True
    return _NO_LINES not in (mine[1], theirs[1]) and mine[1] != theirs[1]


def lines_apart(signature: str, other: str) -> bool:
    """Whether two pages show the same short text, each among a word the other's lines
    lack, digits and dates' lines aside (a register's records under its notice, each
    street's bin days under the council's rules): not a copy's lines, which differ in
    numbers (a new date, a count of views) or lack some (a print version). Read from
    both filters: a bit one sets and the other lacks is a word the other surely lacks."""
    return _same_short_text(signature, other) and _filters_apart(signature, other, _LINES_MARK)


def texts_apart(signature: str, other: str) -> bool:
    """Whether two pages' short texts each hold a word in their field lines the other's
    lack, digits and dates' lines aside: a site's block with a different record in each
    (a defibrillator's place under the site's first-aid steps), not a copy (the same
    text, or one restamped, cut, or edited in its prose). Read from both filters, as
    ``lines_apart`` reads the lines'."""
    return _filters_apart(signature, other, _TEXT_WORDS_MARK)


def _filters_apart(signature: str, other: str, mark: str) -> bool:
    """Whether each signature's filter opened by ``mark`` sets a bit the other's lacks
    (a word the other surely lacks); False where either has none."""
    mine, theirs = _sections(signature).get(mark), _sections(other).get(mark)
    if not mine or not theirs:
        return False
    try:
        a, b = int(mine, 16), int(theirs, 16)
    except ValueError:  # not written by this package
        return False
    return bool(a & ~b) and bool(b & ~a)


def _word_filter(words: set[str], size: int) -> int:
    """The filter of ``size`` bits (a multiple of 8) of ``words``, each setting the two
    bits ``_filter_bits`` gives it: set in an array of bits, read as one number at the end
    (an ``|`` or a ``+`` per bit would copy the growing number each time)."""
    # Imported here, as ``title_signature`` imports the text's words: a crawl process,
    # which reads signatures but never writes one, does without numpy. The worker has it
    # loaded; a loop in Python setting two bits a word cost several times more.
    import numpy as np

    values = np.fromiter(map(zlib.crc32, _utf8(words)), dtype=np.uint32, count=len(words))
    bits = np.zeros(size, dtype=np.uint8)
    bits[values % size] = 1
    bits[(values >> 16) % size] = 1
    return int.from_bytes(np.packbits(bits, bitorder="little").tobytes(), "little")


def _utf8(words: set[str]) -> list[bytes]:
    """``words`` in UTF-8, lone surrogates passed through: strictly encoded unless one
    holds such a surrogate (the same bytes, and a C-level loop)."""
    try:
        return list(map(str.encode, words))
    except UnicodeEncodeError:
        return [word.encode("utf-8", "surrogatepass") for word in words]


def _line_words(lines: str, text: str, title: str) -> set[str]:
    """The words of ``lines`` but the text's own, the title's and a date's (one naming a
    month or a day), digits left out (a count, a time): words, not whole lines, since
    one page's markup may break a line its copy keeps whole."""
    words: set[str] = set()
    for line in _other_lines(lines, text, title):
        words.update(tokenize(_DIGITS.sub(" ", line)))
    return words


def _other_lines(lines: str, text: str, title: str) -> list[str]:
    """The lines of ``lines`` but the text's own, the title's and a date's."""
    return [line for line in lines.split("\n")
            if not (line in text or line in title or _DATE_NAMES.search(line))]


# A line shorter than this (UTF-8 bytes) may be a grid's cell ("Booked", "东风水库"), not
# a list's headline, whose order a copy's list may change.
CELL_MAX_BYTES = 32


def _line_order(lines: str, text: str, title: str) -> str:
    """Two digests of the words of the cells of ``lines`` (``CELL_MAX_BYTES``), left out
    as ``_line_words`` leaves them out: in their order, and each once, sorted."""
    words: list[str] = []
    for line in _other_lines(lines, text, title):
        if len(line.encode("utf-8", "surrogatepass")) < CELL_MAX_BYTES:
            words.extend(tokenize(_DIGITS.sub(" ", line)))
    return f"{_digest(chr(0).join(words)):08x}{_digest(chr(0).join(sorted(set(words)))):08x}"


def lines_reordered(signature: str, other: str) -> bool:
    """Whether the cells of the lines around two pages' short texts hold the same words
    in another order (a green's bookings of two days: Booked, Free, Match in other
    cells)."""
    mine = _sections(signature).get(_LINE_ORDER_MARK) or ""
    theirs = _sections(other).get(_LINE_ORDER_MARK) or ""
    if len(mine) != 2 * _HEX_WIDTH or len(theirs) != 2 * _HEX_WIDTH:
        return False
    return mine[_HEX_WIDTH:] == theirs[_HEX_WIDTH:] and mine[:_HEX_WIDTH] != theirs[:_HEX_WIDTH]


def _digests(signature: str) -> list[str]:
    """The ``@`` digests of ``signature``, of its text and of the lines around it; none
    without them."""
    body = _sections(signature).get(_DIGEST_MARK) or ""
    if len(body) != 2 * _HEX_WIDTH:
        return []
    return [body[:_HEX_WIDTH], body[_HEX_WIDTH:]]


def _same_short_text(signature: str, other: str) -> bool:
    """Whether both signatures carry digests and those of their texts are one."""
    mine, theirs = _digests(signature), _digests(other)
    return bool(mine and theirs) and mine[0] == theirs[0]


# The digest of no lines around a text (``_digest("")``).
_NO_LINES = "00000000"
_DIGITS = re.compile(r"\d")
# The English names of months and days, whole or abbreviated: a date's words (written
# out, not the locale's, so that every machine signs alike).
_DATE_NAMES = re.compile(
    r"\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|mon(?:day)?|tue(?:s|sday)?"
    r"|wed(?:nesday)?|thu(?:rs|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\b", re.IGNORECASE)


def _cited_numbers(text: str) -> set[str]:
    """The numbers ``text`` cites, but for dates' parts (a day, a month, a year), which a
    copy of one article updates."""
    numbers = set()
    for letter, found in _numbers_with_letters(text):
        if letter:
            numbers.add(letter + found)  # an identifier, cited whole
        number = found if found.isascii() else unicodedata.normalize("NFKC", found)
        if not _date_like(number):
            numbers.add(number)
    return numbers


def _cell_numbers(lines: str) -> set[str]:
    """The numbers that are a whole line of ``lines`` (a table's cell: a time, a day's
    figure), dates' parts or not."""
    return {line for line in lines.split("\n") if _NUMBER.fullmatch(line)}


def _numbers_with_letters(text: str) -> set[tuple[str, str]]:
    """Each number of ``text`` with the Latin letter glued before it, if any ("" if
    none): then it is an identifier's too (lot B2-031, form W2), not a date. (One pattern
    with an optional letter before the digits takes twice as long: it tries at every
    character.)"""
    found = set()
    for match in _NUMBER.finditer(text):
        start = match.start()
        before = text[start - 1] if start else ""
        found.add((before if before in _LATIN_LETTERS else "", match.group()))
    return found


def _date_like(number: str) -> bool:
    """Whether every part of ``number`` could be a day, a month, an hour, a minute or a
    year ("21", "2024", "2018.04.05", "3/21", "2:00"), but for a decimal or a thousands
    group ("4.2", "12,000")."""
    if number.isdigit():
        return _date_part(number)
    parts = _NUMBER_PARTS.split(number)
    if len(parts) == 2 and number[len(parts[0])] in ".,":
        return False
    return all(_date_part(part) for part in parts)


def _date_part(part: str) -> bool:
    return len(part) <= 4 and (int(part) <= 60 or 1900 <= int(part) <= 2099)


def numbers_apart(signature: str, other: str) -> bool:
    """Whether each page's text cites a number the other's lacks (an amount, a reference;
    dates' parts are left out, a copy updates them): two documents of one template, not
    a copy and its edit (which drops or keeps numbers, rarely changes them on both
    sides). Read from both samples of the smallest hashes."""
    mine, theirs = _hashes(signature, _NUMBERS_MARK), _hashes(other, _NUMBERS_MARK)
    if not mine or not theirs:
        return False
    return (_missing(mine, theirs, MAX_NUMBERS) > 0
            and _missing(theirs, mine, MAX_NUMBERS) > 0)


def line_numbers_apart(signature: str, other: str) -> bool:
    """Whether the lines around each page's short text cite at least
    ``LINE_NUMBERS_APART`` numbers the other's lack, dates' parts aside but for a
    number alone on a line (a table's cell: a tide's time): two records of
    one form under their site's notice (a reservoir's level and storage on two days), not
    a copy, whose lines differ in a count of views at most."""
    return min(_line_numbers_missing(signature, other)) >= LINE_NUMBERS_APART


# Numbers of its lines that each of two pages cites and the other lacks, at least, to
# tell them apart: a copy's lines change one, a count of views.
LINE_NUMBERS_APART = 2


def record_lines_apart(signature: str, other: str) -> bool:
    """Whether two pages show the same short text among lines whose words differ, either
    way, and that each cite a number the other's lack: two records of one form under
    their site's notice, told apart by a field's name and a number of their own (a
    permit's holder and its vehicles, a household's head and its size). Not a copy,
    whose lines change a number with the same words (a count of views), or lose lines
    and keep the numbers of the rest (a print version)."""
    if not _same_short_text(signature, other):
        return False
    words, other_words = _sections(signature).get(_LINES_MARK), _sections(other).get(_LINES_MARK)
    if not words or not other_words or words == other_words:
        return False
    return min(_line_numbers_missing(signature, other)) >= 1


def headline_lines_apart(signature: str, other: str) -> bool:
    """Whether each page's headline has a word the other's lacks and the lines around
    each page's short text cite a number the other's lack: one table of a site's filled
    for two brands or two days (a jeweller's gold prices, a market's egg price) under
    the site's notice, which speaks of neither headline. Not a copy retitled, whose
    headline keeps the old one's words or whose lines keep their numbers."""
    words, other_words = signature_words(signature), signature_words(other)
    if words <= other_words or other_words <= words:
        return False
    return min(_line_numbers_missing(signature, other)) >= 1


def _line_numbers_missing(signature: str, other: str) -> tuple[int, int]:
    """How many numbers of the lines around each page's short text the other's surely
    lack, each way; none where either page has no such number."""
    mine, theirs = _hashes(signature, _LINE_NUMBERS_MARK), _hashes(other, _LINE_NUMBERS_MARK)
    if not mine or not theirs:
        return 0, 0
    return _missing(mine, theirs, MAX_LINE_NUMBERS), _missing(theirs, mine, MAX_LINE_NUMBERS)


def _missing(mine: list[int], theirs: list[int], size: int) -> int:
    """How many numbers of ``mine`` surely lack from the text or lines ``theirs``
    samples (``size`` hashes at most): a full sample is complete only up to its largest
    hash."""
    limit = theirs[-1] if len(theirs) >= size else 1 << 32
    present = set(theirs)
    return sum(value not in present for value in mine if value <= limit)


def _hashes(signature: str, mark: str) -> list[int]:
    """The 32-bit hashes of the section opened by ``mark``, in order; none without it."""
    body = _sections(signature).get(mark) or ""
    if len(body) % _HEX_WIDTH:
        return []
    try:
        return [int(body[i : i + _HEX_WIDTH], 16) for i in range(0, len(body), _HEX_WIDTH)]
    except ValueError:  # not written by this package
        return []


def _sections(signature: str) -> dict[str, str]:
    """The signature's marked parts (mask, filter, digests, numbers) by their marks."""
    return {mark: body for mark, body in _SECTION.findall(signature)}


def _word_hash(word: str) -> int:
    return zlib.crc32(word.encode("utf-8", "surrogatepass"))


def _filter_bits(value: int, size: int = FILTER_BITS) -> int:
    """The two bits of a word whose hash is ``value`` in a filter of ``size`` bits."""
    return 1 << (value % size) | 1 << ((value >> 16) % size)


def _filtered_words(text: str) -> set[str] | None:
    """The words of a short text without Chinese characters, which tell the headline
    words it holds; None for a long or Chinese text (a substring test tells those)."""
    if not _short(text) or (not text.isascii() and HAN_RUN.search(text) is not None):
        return None
    return set(tokenize(text))


def _short(text: str) -> bool:
    """Whether ``text`` is at most ``SHORT_TEXT_BYTES`` in UTF-8 (a character is at least
    a byte: a text that long in characters is not)."""
    return len(text) <= SHORT_TEXT_BYTES and (
        text.isascii() or len(text.encode("utf-8", "surrogatepass")) <= SHORT_TEXT_BYTES)


def text_held_words(signature: str) -> frozenset[str]:
    """The words of ``signature`` its page's text is known to hold: none without the
    mask (``held_words`` counts them all held then, which keeps a guard off there)."""
    return held_words(signature) if _HELD_MARK in _sections(signature) else frozenset()


def lacks_word(signature: str, word: str) -> bool:
    """Whether ``signature``'s page surely lacks the title word ``word`` (a hash as
    signatures write it) in its text and the lines around it: False without a
    filter."""
    return _in_filter(signature, word) is False


def shows_word(signature: str, word: str) -> bool:
    """Whether ``signature``'s page shows the title word ``word``: in its filter (its
    text, the lines around it; perhaps falsely), else its text holds it."""
    found = _in_filter(signature, word)
    return found if found is not None else word in text_held_words(signature)


def _in_filter(signature: str, word: str) -> bool | None:
    """Whether the filter of ``signature`` holds ``word``; None without a filter."""
    bits = _sections(signature).get(_FILTER_MARK)
    if bits is None:
        return None
    try:
        wanted, present = _filter_bits(int(word, 16)), int(bits, 16)
    except ValueError:  # not written by this package
        return None
    return present & wanted == wanted


def headline_key(signature: str | None) -> int:
    """A 64-bit key of the headline words of ``signature`` (0 without any): pages titled
    alike share it, pages titled apart almost never do."""
    words = _word_list(signature) if signature else []
    return _key("".join(words)) if words else 0


def own_lines_key(signature: str | None) -> int:
    """A 64-bit key of the words of the lines around and beside a short text (its ``+``
    filter: digits and dates' lines aside, so a copy restamped keeps it), 0 without them:
    records that all extract to their site's notice differ there."""
    lines = _sections(signature).get(_LINES_MARK) if signature else None
    return _key(lines) if lines else 0


def _key(text: str) -> int:
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")


def has_little_text(signature: str) -> bool:
    return signature.startswith(LITTLE_TEXT_MARK)


def signature_words(signature: str) -> frozenset[str]:
    return frozenset(_word_list(signature))


def held_words(signature: str) -> frozenset[str]:
    """The words of ``signature`` its page's text holds (all of them without the mask)."""
    words = _word_list(signature)
    mask = _sections(signature).get(_HELD_MARK)
    if mask is None:
        return frozenset(words)
    try:
        bits = int(mask, 16)
    except ValueError:  # not written by this package: as without the mask
        return frozenset(words)
    return frozenset(word for i, word in enumerate(words) if bits >> i & 1)


def _word_list(signature: str) -> list[str]:
    start = len(LITTLE_TEXT_MARK) if has_little_text(signature) else 0
    marked = _SECTION.search(signature)
    stop = len(signature) if marked is None else marked.start()
    return [signature[i : i + _HEX_WIDTH] for i in range(start, stop, _HEX_WIDTH)]


def other_parts_apart(signature: str, other: str) -> bool:
    """Whether each of two signatures' titles has a part beside its headline that the
    other lacks: for two pages of one host whose headlines are alike, the headline part
    is then the site's name, and those parts name the pages ("飞云瀑_云岭山风景名胜区",
    "天池_云岭山风景名胜区"); a title that only adds a section or the site's name to
    another's parts is the same page's. Both digests given."""
    mine, theirs = set(_hashes(signature, _PARTS_MARK)), set(_hashes(other, _PARTS_MARK))
    return bool(mine) and bool(theirs) and not (mine <= theirs or theirs <= mine)


def words_reordered(signature: str, other: str) -> bool:
    """Whether two signatures of the same headline words have them in other orders
    ("Portsmouth to Cherbourg", "Cherbourg to Portsmouth"): both digests given."""
    mine, theirs = _sections(signature).get(_ORDER_MARK), _sections(other).get(_ORDER_MARK)
    return bool(mine) and bool(theirs) and mine != theirs
