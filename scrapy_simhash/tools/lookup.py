"""Why was this page dropped: its fingerprint and the stored near-duplicates it matches."""

from __future__ import annotations

from dataclasses import dataclass

from scrapy_simhash.fingerprint.version import DEFAULT_FINGERPRINT
from scrapy_simhash.index import Match, SimHashIndex
from scrapy_simhash.index.layout import DEFAULT_MAX_DISTANCE
from scrapy_simhash.index.simhash_index import version_mismatch
from scrapy_simhash.tools._errors import ToolError
from scrapy_simhash.tools._reader import IndexReader, choose_namespace
from scrapy_simhash.tools.pages import DEFAULT_MAX_BYTES, DEFAULT_USER_AGENT, LoadedPage, load_page


@dataclass(frozen=True)
class LookupResult:
    page: LoadedPage
    namespace: str
    max_distance: int
    matches: list[Match]  # nearest first; empty when the page would be kept


def lookup(source: str | LoadedPage, database_url: str, *, namespace: str | None = None,
           max_distance: int = DEFAULT_MAX_DISTANCE, timeout: float = 30.0,
           user_agent: str = DEFAULT_USER_AGENT, fingerprint: str = DEFAULT_FINGERPRINT,
           max_bytes: int = DEFAULT_MAX_BYTES) -> LookupResult:
    """Fingerprint ``source`` (URL, path, ``-`` or a loaded LoadedPage) with the ``fingerprint``
    function and find it in the index. A URL is fetched within ``timeout`` seconds in
    all, and refused beyond ``max_bytes`` (the crawl's ``DOWNLOAD_MAXSIZE``)."""
    with IndexReader(database_url) as reader:
        namespace = choose_namespace(reader, namespace)
    page = (source if isinstance(source, LoadedPage)
            else load_page(source, timeout=timeout, user_agent=user_agent,
                           fingerprint=fingerprint, max_bytes=max_bytes))
    if page.fingerprint is None:
        return LookupResult(page, namespace, max_distance, [])
    with SimHashIndex(database_url, max_distance=max_distance, namespace=namespace,
                      fingerprint=fingerprint) as index:
        mismatch = version_mismatch(index, label_new=False)  # a look-up writes nothing
        if mismatch is not None:
            raise ToolError(f"{mismatch}: set SIMHASH_FINGERPRINT as the crawl that stored "
                            "them did")
        matches = index.find(page.fingerprint)
    return LookupResult(page, namespace, max_distance, matches)
