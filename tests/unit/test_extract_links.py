"""Paragraphs whose sentences are mostly link text (a link roundup, a weekly notes post)
are still prose: the post is chosen whole, not its one paragraph with fewest links."""

from __future__ import annotations

from scrapy_simhash.extract import extract_text

PARAGRAPHS = [
    (
        'This week in <a href="/r">Rust</a>: the <a href="/rel">1.78 release</a> is out, and it '
        'brings <a href="/d">better diagnostics</a> for trait bounds.'
    ),
    (
        'If you missed it, <a href="/a">Amos wrote a long piece</a> on <a href="/b">why async '
        'cancellation is hard</a>, and <a href="/c">the follow-up discussion</a> is worth reading.'
    ),
    (
        'I have been playing with <a href="/g">the new tracing backend</a> all week. It is fast, but '
        'the <a href="/h">documentation</a> still assumes you know how spans work, which I did not '
        'until I read <a href="/i">this explainer</a>.'
    ),
]
MENU = "".join(f'<li><a href="/{w}">{w.title()}</a></li>' for w in ("archive", "tags", "about"))


def test_a_link_roundup_post_keeps_every_paragraph() -> None:
    body = "".join(f"<p>{p}</p>" for p in PARAGRAPHS)
    page = f"""<html><body><ul class="menu">{MENU}</ul><div class="post"><h1>Weekly notes</h1>
      <div class="post-content">{body}</div></div>
      <div class="sidebar"><ul><li><a href="/x">Without Boats, a blog about Rust</a></li>
      <li><a href="/y">Baby Steps, another blog about Rust</a></li></ul></div></body></html>"""
    text = extract_text(page)
    for start in ("This week in Rust", "If you missed it", "I have been playing"):
        assert start in text
    assert "Archive" not in text and "Without Boats" not in text
