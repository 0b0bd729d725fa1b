"""The title guard: when a near match of one's own site is not a duplicate.

Two pages of one host whose texts fingerprint alike are different articles when their
headlines share no word, or when each headline has words the other lacks and neither
text holds any of them: extraction gave both the block their site repeats on every page
(a staff list, an "about us" box), which speaks of neither headline. So are two pages
that differ where their headlines do: one shows a word only its headline has (in its
text, or the lines around it), the other lacks it (two colours of a product, one job in
two towns). So are two whose headlines differ at all when either has little text of its
own (under 300 bytes once the lines its host repeats are out); two such pages whose
texts differ (a job advertised in two towns), or that show the same text among different
lines (the weeks of one class, a day's tide table); and, when such a page has no
headline word at all, it and any page of its host. So are two of the same short text
among lines that each has words the other's lack, digits and dates aside (a council's
rules under each street's bin days; not a copy restamped), and two short texts each with
words of its own in its field lines (a site's first-aid steps above each defibrillator's
place; not a copy edited in its prose). So are two whose texts each cite a number the
other's lacks (an amount, a reference; not a date's parts): two notices of one template,
titled alike; two short texts among lines each citing two numbers or more the other's
lack (a gauge's readings of two days under its notice; a copy's lines change a count of
views), or one each and words apart too (a register's records: a permit's holder and its
vehicles), or the same words in another order (a green's bookings of two days); two whose
headlines hold the same words in another order (a route and its way back); two whose
headlines each have a word of its own, and the lines around whose short texts each
cite a number the other's lack (one table of a site's, filled for two shops); and two
titled alike in their longest part and apart in the others, with no heading to say
otherwise: the longest part is then the site's name
("飞云瀑_云岭山风景名胜区", "天池_云岭山风景名胜区").
Such a match does not count; a page every one of whose matches is so guarded is stored
and kept. Pages of different sites are never guarded: a repost on another site is what
the index exists to find, retitled or not. A site is a registrable domain (the public
suffix list's: ``m.``, ``www.`` and ``archive.`` of one name are one site, two
``github.io`` names are two), else the host. Both backends decide with this one
predicate, inside their atomic check-and-add.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from functools import lru_cache
from ipaddress import ip_address
from urllib.parse import urlsplit

from publicsuffixlist import PublicSuffixList

from scrapy_simhash.fingerprint.title import (
    UNTITLED,
    has_little_text,
    headline_lines_apart,
    held_words,
    lacks_word,
    line_numbers_apart,
    lines_apart,
    lines_reordered,
    numbers_apart,
    other_parts_apart,
    record_lines_apart,
    short_texts_apart,
    shows_word,
    signature_words,
    texts_apart,
    url_numbers_apart,
    words_reordered,
)
from scrapy_simhash.index.match import Match, Offer
from scrapy_simhash.index.storage import sort_matches


def site_of(key: str) -> str | None:
    """The site (and explicit port) a stored key, a URL, names: its host's registrable
    domain, or the host itself when it has none (an IP address, ``localhost``); None for
    other keys (then no guard)."""
    try:
        parts = urlsplit(key)
        host, port = parts.hostname, parts.port
    except ValueError:  # an unparsable URL, or a port out of range
        return None
    if not host:
        return None
    site = _registrable_domain(host)
    return site if port is None else f"{site}:{port}"


@lru_cache(maxsize=4096)
def _registrable_domain(host: str) -> str:
    # A site's editions and sections sit under one name (m., www., archive.), and the
    # same record on two of them is one site's; names a public suffix holds (two
    # github.io blogs) are two sites.
    try:
        ip_address(host)
    except ValueError:
        return _public_suffixes().privatesuffix(host) or host
    return host


@lru_cache(maxsize=1)
def _public_suffixes() -> PublicSuffixList:
    return PublicSuffixList()  # the list the package ships, never a download


def title_guarded(offer_key: str, offer_title: str | None,
                  stored_key: str, stored_title: str | None) -> bool:
    """Whether a stored entry within the distance is, all the same, not a duplicate of
    the offer: same host, and headlines that name different pages (``_different_pages``)."""
    if offer_title is None or stored_title is None:
        return False  # an untitled page, or an entry stored before the guard: no guard
    if not _different_pages(offer_title, stored_title):
        return False
    host = site_of(offer_key)
    return host is not None and host == site_of(stored_key)


def _different_pages(offer_title: str, stored_title: str) -> bool:
    """Whether two title signatures name different pages, were they of one host: either
    has no headline word and little text of its own; or both have little text of their
    own and show different texts, or the same among different lines; or they show the
    same short text among lines each with words the other's lack, or short texts each
    with words of its own in its field lines; or their headline
    words differ and either has little text of its own, or each has words of its own
    and the lines around each text a number of their own, or they share no word, or one
    shows a word only its headline has that the other lacks, or each has words of its
    own that neither text holds; or their words are the same in another order, or the
    same with the titles' other parts apart; or each text cites a number the other's
    lacks, or the lines around each two, or one and other words, or hold the same words in
    another order."""
    if offer_title == UNTITLED or stored_title == UNTITLED:
        return True  # nothing but a few lines, perhaps its site's, tells such a page
    if offer_title == stored_title:  # a copy's: the cheapest test first
        return False
    if has_little_text(offer_title) and has_little_text(stored_title) and short_texts_apart(
            offer_title, stored_title):
        return True  # a page of a few lines differs from another where its lines do
    if lines_apart(offer_title, stored_title):
        return True  # a site's notice as the text of each record under it
    if texts_apart(offer_title, stored_title):
        return True  # a site's block and a record of its own in each short text
    if numbers_apart(offer_title, stored_title):
        return True  # two documents of one template: each cites its own date, amount
    if line_numbers_apart(offer_title, stored_title):
        return True  # two records of one form beside their site's notice
    if lines_reordered(offer_title, stored_title):
        return True  # one grid's cells filled otherwise: another day's bookings
    if url_numbers_apart(offer_title, stored_title):
        return True  # two records, each citing the reference its URL holds
    if record_lines_apart(offer_title, stored_title):
        return True  # two records of one form: a holder's name and a number of their own
    # Word hashes: a collision reads as a shared word, which can only keep the guard off.
    offer_words, stored_words = signature_words(offer_title), signature_words(stored_title)
    if offer_words == stored_words:
        return words_reordered(offer_title, stored_title) or other_parts_apart(
            offer_title, stored_title)
    if has_little_text(offer_title) or has_little_text(stored_title):
        return True
    if headline_lines_apart(offer_title, stored_title):
        return True  # one table of the site's filled for two brands, or two days
    if offer_words.isdisjoint(stored_words):
        return True
    if _speaks_apart(offer_title, stored_title, offer_words - stored_words) or _speaks_apart(
            stored_title, offer_title, stored_words - offer_words):
        return True
    # One headline holds the other (a section's name added), or a text speaks of what
    # sets its headline apart: one story, retitled.
    return not (offer_words <= stored_words or stored_words <= offer_words
                or not held_words(offer_title) <= stored_words
                or not held_words(stored_title) <= offer_words)


def _speaks_apart(title: str, other: str, own_words: frozenset[str]) -> bool:
    """Whether ``title``'s page shows a word of its own headline (one of ``own_words``,
    which the other headline lacks), in its text or the lines around it,
    that ``other``'s page surely lacks: the pages differ where the headlines do (a
    product's colour, an event's date, an advert's town), not one story retitled."""
    return any(lacks_word(other, word) and shows_word(title, word) for word in own_words)


def duplicate_of(offer: Offer, live: Iterable[Match]) -> Match | None:
    """The verdict on ``offer`` given the live stored entries within the distance.

    None: no entry; the offer is stored. A match: the nearest (then oldest, then lowest
    key) entry the guard leaves, of which the offer is a duplicate. When the guard
    leaves none, the nearest guarded entry, marked ``guarded``: the offer is stored.
    """
    ranked = sort_matches(list(live))
    for match in ranked:
        if not title_guarded(offer.key, offer.title, match.key, match.title):
            return match
    return replace(ranked[0], guarded=True) if ranked else None


def stores(verdict: Match | None) -> bool:
    """Whether a check-and-add with this verdict stores its offer."""
    return verdict is None or verdict.guarded
