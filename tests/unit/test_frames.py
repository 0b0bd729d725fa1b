"""The byte frames between the crawl and its worker processes survive any content."""

from __future__ import annotations

import pytest

from scrapy_simhash.runtime.frames import (
    REPLY_EMPTY,
    REPLY_ERROR,
    REPLY_FINGERPRINT,
    error_frame,
    parse_replies,
    parse_request,
    reply_frame,
    request_parts,
    request_size,
)


@pytest.mark.parametrize(("body", "encoding", "url"), [
    (b"<html><body><p>hello</p></body></html>", "utf-8", "http://example.com/a"),
    (b"", None, None),
    (b"\x00\xff" * 1000, "gb18030", "http://例子.测试/路径?q=\ud800"),
    (b"x", "", ""),
])
def test_request_round_trip(body, encoding, url):
    header, sent_body = request_parts(2**64 - 1, body, encoding, url)
    frame = header + sent_body
    assert request_size(frame) == len(frame)
    assert parse_request(frame) == (2**64 - 1, body, encoding, url)


def test_request_size_waits_for_a_whole_header_and_parses_at_an_offset():
    header, body = request_parts(7, b"body", "utf-8", "u")
    buffer = bytearray(b"junk" + header + body)
    assert request_size(header[:5]) is None
    assert request_size(buffer, 4) == len(header) + len(body)
    assert parse_request(buffer, 4) == (7, b"body", "utf-8", "u")


def test_replies_round_trip_and_a_partial_one_stays_in_the_buffer():
    frames = [reply_frame(1, "正文 text", 2**64 - 1), reply_frame(2, "", None),
              error_frame(3, "ValueError: bad \udcff"), reply_frame(4, "zero", 0)]
    stream = b"".join(frames)
    buffer = bytearray(stream[:-3])
    assert parse_replies(buffer) == [(1, REPLY_FINGERPRINT, 2**64 - 1, "正文 text"),
                                     (2, REPLY_EMPTY, 0, ""),
                                     (3, REPLY_ERROR, 0, "ValueError: bad \udcff")]
    assert buffer == stream[-len(frames[-1]):-3]
    buffer += stream[-3:]
    assert parse_replies(buffer) == [(4, REPLY_FINGERPRINT, 0, "zero")]
    assert buffer == b""


def test_replies_byte_by_byte():
    stream = reply_frame(5, "a" * 300, 12345) + error_frame(6, "boom")
    buffer, replies = bytearray(), []
    for byte in stream:
        buffer.append(byte)
        replies += parse_replies(buffer)
    assert replies == [(5, REPLY_FINGERPRINT, 12345, "a" * 300), (6, REPLY_ERROR, 0, "boom")]
