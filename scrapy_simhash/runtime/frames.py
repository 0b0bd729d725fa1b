"""The byte frames that pages and results travel in between the crawl and its workers.

A request is a fixed header, then the URL, the declared encoding and the raw body as
they are: the body (~100 KB) is never copied into a pickle, and the crawl can hand
header and body to ``os.writev`` side by side. A reply is a fixed header, then the
text (or the error message) as UTF-8. Both sides run the same installed code, so the
layout carries no version.
"""

from __future__ import annotations

import struct

# request id, flags, URL length, encoding length, body length
REQUEST_HEADER = struct.Struct(">QBIHI")
# request id, status, fingerprint, payload length
REPLY_HEADER = struct.Struct(">QBQI")

_HAS_URL = 1
_HAS_ENCODING = 2

REPLY_FINGERPRINT = 0  # the payload is the text; the fingerprint field holds its SimHash
REPLY_EMPTY = 1  # the payload is the text, which has no fingerprint
REPLY_ERROR = 2  # the payload is the error message

# Lone surrogates are the one thing UTF-8 cannot carry; they cross the pipe unchanged.
_TEXT_ERRORS = "surrogatepass"


def request_parts(request_id: int, body: bytes, encoding: str | None,
                  url: str | None) -> tuple[bytes, bytes]:
    """The frame of one page as (header with URL and encoding, body), to be sent in order."""
    url_bytes = b"" if url is None else url.encode("utf-8", _TEXT_ERRORS)
    encoding_bytes = b"" if encoding is None else encoding.encode("utf-8", _TEXT_ERRORS)
    flags = (_HAS_URL if url is not None else 0) | (_HAS_ENCODING if encoding is not None else 0)
    header = REQUEST_HEADER.pack(request_id, flags, len(url_bytes), len(encoding_bytes), len(body))
    return header + url_bytes + encoding_bytes, body


def request_size(buffer: bytes | bytearray | memoryview, start: int = 0) -> int | None:
    """Bytes the request frame at ``start`` takes, or None if its header is incomplete."""
    if len(buffer) - start < REQUEST_HEADER.size:
        return None
    _, _, url_size, encoding_size, body_size = REQUEST_HEADER.unpack_from(buffer, start)
    return REQUEST_HEADER.size + url_size + encoding_size + body_size


def parse_request(buffer: bytes | bytearray, start: int = 0
                  ) -> tuple[int, bytes, str | None, str | None]:
    """(request id, body, encoding, url) of the complete request frame at ``start``."""
    request_id, flags, url_size, encoding_size, body_size = REQUEST_HEADER.unpack_from(
        buffer, start)
    position = start + REQUEST_HEADER.size
    with memoryview(buffer) as view:  # released at once: a bytearray may be resized next
        url = str(view[position:position + url_size], "utf-8", _TEXT_ERRORS)
        position += url_size
        encoding = str(view[position:position + encoding_size], "utf-8", _TEXT_ERRORS)
        position += encoding_size
        body = bytes(view[position:position + body_size])
    return (request_id, body, encoding if flags & _HAS_ENCODING else None,
            url if flags & _HAS_URL else None)


def reply_frame(request_id: int, text: str, fingerprint: int | None) -> bytes:
    payload = text.encode("utf-8", _TEXT_ERRORS)
    status = REPLY_EMPTY if fingerprint is None else REPLY_FINGERPRINT
    return REPLY_HEADER.pack(request_id, status, fingerprint or 0, len(payload)) + payload


def error_frame(request_id: int, message: str) -> bytes:
    payload = message.encode("utf-8", _TEXT_ERRORS)
    return REPLY_HEADER.pack(request_id, REPLY_ERROR, 0, len(payload)) + payload


def parse_replies(buffer: bytearray) -> list[tuple[int, int, int, str]]:
    """Take every complete reply off the front of ``buffer``, as
    (request id, status, fingerprint, text or error message); a partial one stays."""
    replies = []
    position, size = 0, len(buffer)
    view = memoryview(buffer)
    try:
        while size - position >= REPLY_HEADER.size:
            request_id, status, fingerprint, length = REPLY_HEADER.unpack_from(buffer, position)
            end = position + REPLY_HEADER.size + length
            if end > size:
                break
            text = str(view[position + REPLY_HEADER.size:end], "utf-8", _TEXT_ERRORS)
            replies.append((request_id, status, fingerprint, text))
            position = end
    finally:
        view.release()  # a bytearray with a live view cannot be resized
    if position:
        del buffer[:position]
    return replies
