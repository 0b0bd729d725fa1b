"""Fuzzing: generated hostile HTML and text through extraction and fingerprinting.

The target is ``extract_and_fingerprint``, exactly what the crawl's worker process runs
for every page, and ``simhash`` on raw text (the ``SIMHASH_TEXT_FIELD`` path). Neither
may raise, and each input must finish within a generous per-example deadline: the
deadline guards against hangs and super-linear blow-ups, it does not measure speed.
"""

from __future__ import annotations

from datetime import timedelta

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scrapy_simhash.fingerprint.text import simhash
from scrapy_simhash.runtime.workers import extract_and_fingerprint

# Well past any normal input's time, far below what a hang or a quadratic blow-up takes.
HANG_GUARD = timedelta(seconds=10)
FUZZ = settings(deadline=HANG_GUARD, max_examples=120,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

HOSTILE_TEXT = st.text(
    alphabet=st.one_of(
        st.characters(codec="utf-8"),  # every scalar value, emoji and combining marks included
        st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF),  # lone surrogates
        st.sampled_from(["\x00", "\x1b", "\u200b", "\u202e", "\ufeff", "\ufffd", "\r", "\x0c"]),
        st.sampled_from(list("新闻城市公交図書館한국어العربيةשלום")),
    ),
    max_size=400,
)
WORDS = st.sampled_from(["news", "council", "河流", "公交", "図書館", "Ünïcödé", "x" * 300, ""])
TAGS = st.sampled_from(["div", "p", "span", "a", "table", "td", "tr", "li", "script", "style",
                        "article", "main", "nav", "footer", "br", "meta", "title", "textarea",
                        "noscript", "svg", "math", "template", "iframe", "frameset", "xmp",
                        "plaintext", "body", "html", "head", "!--", "![CDATA[", "?xml"])
ATTRIBUTES = st.sampled_from([
    "", " class='content'", " id=article", " class=\"comment sidebar\"", " style='display:none'",
    " charset='gbk'", " http-equiv='Content-Type' content='text/html; charset=shift_jis'",
    " href='javascript:alert(1)'", " hidden", " class='正文'", " a=\"unterminated", " ='=<>'",
])
ENTITIES = st.sampled_from(["&amp;", "&#0;", "&#xD800;", "&#1114112;", "&#x110000;", "&nbsp;",
                            "&unknown;", "&#99999999999;", "&", "&#", "<", ">", "]]>", "-->"])


@st.composite
def hostile_html(draw: st.DrawFn, depth: int = 0) -> str:
    parts: list[str] = []
    for _ in range(draw(st.integers(0, 5))):
        kind = draw(st.integers(0, 5))
        if kind == 0 and depth < 6:
            tag, attrs = draw(TAGS), draw(ATTRIBUTES)
            inner = draw(hostile_html(depth + 1))
            close = draw(st.sampled_from([f"</{tag}>", "", f"</{tag}", "</div>"]))
            parts.append(f"<{tag}{attrs}>{inner}{close}")
        elif kind == 1:
            parts.append(draw(ENTITIES))
        elif kind == 2:
            parts.append(draw(HOSTILE_TEXT))
        elif kind == 3:  # a run of nesting, closed or not
            tag, levels = draw(TAGS), draw(st.integers(1, 400))
            parts.append(f"<{tag}>" * levels + draw(WORDS) + f"</{tag}>" * draw(
                st.integers(0, levels)))
        else:
            parts.append(" ".join(draw(st.lists(WORDS, max_size=40))))
    return "".join(parts)


def assert_fingerprint_shape(text: str, fingerprint: int | None) -> None:
    assert isinstance(text, str)
    if fingerprint is None:
        assert not text.strip()
    else:
        assert isinstance(fingerprint, int) and 0 <= fingerprint < 1 << 64


@FUZZ
@given(hostile_html(), st.sampled_from([None, "http://127.0.0.1/a/1.html", "not a url", "::"]))
def test_generated_html_never_raises_in_the_worker_function(html: str, url: str | None) -> None:
    text, fingerprint = extract_and_fingerprint(html, url)
    assert_fingerprint_shape(text, fingerprint)
    # Deterministic: the same page always gives the same fingerprint (the index relies on it).
    assert extract_and_fingerprint(html, url) == (text, fingerprint)


@FUZZ
@given(st.binary(max_size=4000))
def test_arbitrary_bytes_decoded_like_scrapy_never_raise(body: bytes) -> None:
    # Scrapy hands the middleware ``response.text``: bytes decoded with replacement.
    from w3lib.encoding import html_to_unicode

    _, html = html_to_unicode("text/html", body)
    text, fingerprint = extract_and_fingerprint(html, None)
    assert_fingerprint_shape(text, fingerprint)


@FUZZ
@given(HOSTILE_TEXT)
def test_any_text_field_fingerprints_without_raising(text: str) -> None:
    fingerprint = simhash(text)
    assert isinstance(fingerprint, int) and 0 <= fingerprint < 1 << 64
    assert simhash(text) == fingerprint
