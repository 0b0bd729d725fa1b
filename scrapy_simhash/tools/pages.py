"""Turn what an operator points at (a URL, a file, stdin) into main text and a fingerprint.

The same steps as a crawl: HTML goes through ``extract_text`` and then the crawl's
fingerprint function (``SIMHASH_FINGERPRINT``, ``minwise`` unless set otherwise);
plain text (a file or stdin that is not HTML) is fingerprinted as it is, like an
item's text field.
"""

from __future__ import annotations

import re
import sys
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path

from scrapy_simhash.extract import decode_html, extract_text
from scrapy_simhash.fingerprint.page import fingerprint_text
from scrapy_simhash.fingerprint.version import DEFAULT_FINGERPRINT
from scrapy_simhash.tools._errors import ToolError

DEFAULT_USER_AGENT = "scrapy-simhash (+https://github.com/scrapy-simhash)"
DEFAULT_MAX_BYTES = 1024 * 1024 * 1024  # Scrapy's default DOWNLOAD_MAXSIZE
_CHUNK = 1024 * 1024
_HTML_START = re.compile(rb"^\s*(?:\xef\xbb\xbf)?\s*<", re.DOTALL)
_HTML_TAG = re.compile(rb"<(?:html|head|body|div|p|article|br|meta|title)\b", re.IGNORECASE)


@dataclass(frozen=True)
class LoadedPage:
    source: str  # what the operator named: a URL, a path, or "-"
    is_html: bool
    text: str  # main text (extracted from HTML, or the plain text given)
    fingerprint: int | None  # None when there is no text to fingerprint


def is_url(source: str) -> bool:
    return source.startswith(("http://", "https://"))


def load_page(source: str, *, timeout: float = 30.0, user_agent: str = DEFAULT_USER_AGENT,
              stdin: bytes | None = None, fingerprint: str = DEFAULT_FINGERPRINT,
              max_bytes: int = DEFAULT_MAX_BYTES) -> LoadedPage:
    """Fetch (``http(s)://``), read (a path) or take from stdin (``-``) and fingerprint it.
    A fetched body may take ``timeout`` seconds in all and hold ``max_bytes`` at most."""
    declared: str | None = None
    if source == "-":
        body = stdin if stdin is not None else sys.stdin.buffer.read()
    elif is_url(source):
        body, declared = fetch(source, timeout=timeout, user_agent=user_agent,
                               max_bytes=max_bytes)
    else:
        path = Path(source)
        try:
            body = path.read_bytes()
        except FileNotFoundError:
            raise ToolError(f"{source}: no such file (give a URL, a file or -)") from None
        except OSError as exc:
            raise ToolError(f"{source}: cannot read it ({exc.strerror or exc})") from None
    return page_from_bytes(source, body, declared_encoding=declared,
                           force_html=is_url(source) or None, fingerprint=fingerprint)


def page_from_bytes(source: str, body: bytes, *, declared_encoding: str | None = None,
                    force_html: bool | None = None,
                    fingerprint: str = DEFAULT_FINGERPRINT) -> LoadedPage:
    html = looks_like_html(body) if force_html is None else force_html
    if html:
        text = extract_text(decode_html(body, declared_encoding), url=source)
    else:
        text = decode_html(body, declared_encoding).strip()
    return page_from_text(source, text, is_html=html, fingerprint=fingerprint)


def page_from_text(source: str, text: str, *, is_html: bool = False,
                   fingerprint: str = DEFAULT_FINGERPRINT) -> LoadedPage:
    return LoadedPage(source, is_html, text, fingerprint_text(text, fingerprint))


def looks_like_html(body: bytes) -> bool:
    head = body[:4096]
    return bool(_HTML_START.match(head)) or bool(_HTML_TAG.search(head))


def fetch(url: str, *, timeout: float, user_agent: str,
          max_bytes: int = DEFAULT_MAX_BYTES) -> tuple[bytes, str | None]:
    """GET ``url``; return the body and the charset its Content-Type declares.

    ``timeout`` bounds the whole fetch, not each read: a server trickling bytes forever
    is given up on. A body over ``max_bytes`` (0: no limit; the crawl's
    ``DOWNLOAD_MAXSIZE`` by default) is refused, as the crawl would cancel its download.
    """
    deadline = time.monotonic() + timeout
    request = urllib.request.Request(url, headers={"User-Agent": user_agent})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            charset = response.headers.get_content_charset()
            declared = response.headers.get("Content-Length", "")
            if max_bytes and declared.isdigit() and int(declared) > max_bytes:
                raise ToolError(_too_large(url, max_bytes))
            body = bytearray()
            while True:
                remaining = deadline - time.monotonic()
                late = ToolError(f"{url}: the body did not arrive within {timeout:g} s "
                                 f"({len(body):,} bytes so far); --timeout sets the limit")
                if remaining <= 0:
                    raise late
                _limit_next_read(response, remaining)
                try:
                    chunk = response.read1(_CHUNK)
                except TimeoutError:
                    raise late from None
                if not chunk:
                    return bytes(body), charset
                body += chunk
                if max_bytes and len(body) > max_bytes:
                    raise ToolError(_too_large(url, max_bytes))
    except urllib.error.HTTPError as exc:
        raise ToolError(f"{url}: the server answered HTTP {exc.code} {exc.reason}") from None
    except (urllib.error.URLError, OSError) as exc:
        reason = getattr(exc, "reason", exc)
        raise ToolError(f"{url}: cannot fetch it ({reason})") from None


def _too_large(url: str, max_bytes: int) -> str:
    return (f"{url}: the body is larger than {max_bytes:,} bytes, where a crawl cancels "
            f"the download (DOWNLOAD_MAXSIZE)")


def _limit_next_read(response: object, seconds: float) -> None:
    """Let the next socket read wait at most ``seconds`` (the fetch's time left), where
    the response exposes its socket; otherwise each read keeps the whole timeout."""
    sock = getattr(getattr(getattr(response, "fp", None), "raw", None), "_sock", None)
    if sock is not None:
        sock.settimeout(max(seconds, 0.001))
