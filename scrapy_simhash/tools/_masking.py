"""Database URLs and error messages shown without their passwords."""

from __future__ import annotations

try:  # the shared helper (lexical masking, secrets in the query string too)
    from scrapy_simhash._database_url import mask_password, secrets_in
except ImportError:  # older checkouts: the gateway's masking, and the URL's one password
    from scrapy_simhash._gateway import mask_password

    def secrets_in(url: str) -> list[str]:
        from urllib.parse import unquote

        userinfo, at, _ = url.partition("://")[2].rpartition("@")
        secret = userinfo.split(":", 1)[1] if at and ":" in userinfo else ""
        return [s for s in {secret, unquote(secret)} if s]


def scrub(message: str, url: str) -> str:
    """``message`` with every password ``url`` carries replaced by ``***``."""
    for secret in sorted(secrets_in(url), key=len, reverse=True):
        message = message.replace(secret, "***")
    return message


__all__ = ["mask_password", "scrub", "secrets_in"]
