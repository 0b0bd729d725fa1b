"""Generated documentation (Sphinx, docutils, wikis): each section's id is the slug of its
title ("sharing-with-a-team", "related-work"), and each title links back to the contents
box. Neither makes the section boilerplate: every section is kept."""

from __future__ import annotations

import pytest

from scrapy_simhash.extract import extract_text

SECTIONS = {
    "Working alone": (
        "Rewriting history is safe while every changeset you rewrite lives only in your own "
        "repository, because nobody else has seen the versions that you are replacing today."
    ),
    "Sharing with a team": (
        "Once a changeset has been pulled by a colleague, rewriting it leaves two versions of the "
        "same work in circulation, and the tool has to record which one replaced which."
    ),
    "Sharing through a review server": (
        "A review server sits between developers; drafts pushed there can still be amended, "
        "while anything merged into the main branch becomes public and may no longer change."
    ),
    "Related work": (
        "Other systems solve the same problem with explicit draft branches, which keeps the model "
        "simple at the price of a second set of commands to learn and to teach."
    ),
}


def slug(title: str) -> str:
    return "-".join(title.lower().split())


def documentation_page(backlinks: bool) -> str:
    def title(number: int, text: str) -> str:
        if backlinks:
            return f'<h2><a class="toc-backref" href="#toc-{number}">{text}</a></h2>'
        return f"<h2>{text}</h2>"

    contents = "".join(
        f'<li><a id="toc-{i}" href="#{slug(t)}">{t}</a></li>' for i, t in enumerate(SECTIONS)
    )
    sections = "".join(
        f'<div class="section" id="{slug(t)}">{title(i, t)}<p>{p}</p><p>{p}</p></div>'
        for i, (t, p) in enumerate(SECTIONS.items())
    )
    return f"""<html><head><title>Shared history - guide</title></head><body>
      <div class="header"><a href="/">Home</a> <a href="/docs">Docs</a></div>
      <div class="content"><div class="section" id="shared-history"><h1>Shared history</h1>
        <div class="contents topic"><ul>{contents}</ul></div>
        <p>This guide explains how rewritten changesets travel between repositories, and what
        each kind of repository is allowed to do with them once they have been shared.</p>
        {sections}</div></div>
      <div class="footer">Built with a documentation generator.</div></body></html>"""


@pytest.mark.parametrize("backlinks", [False, True])
def test_every_section_named_after_its_title_is_kept(backlinks: bool) -> None:
    text = extract_text(documentation_page(backlinks))
    for title, paragraph in SECTIONS.items():
        assert paragraph in text
        assert title in text


def test_a_sidebar_named_by_its_id_still_goes() -> None:
    page = documentation_page(backlinks=False).replace(
        '<div class="footer">',
        '<div id="sidebar"><h3>Elsewhere</h3><p>Read our other guides about branching, '
        "merging, bisecting and hooks, each written for people new to the tool.</p></div>"
        '<div class="footer">',
    )
    text = extract_text(page)
    assert "Read our other guides" not in text
    assert SECTIONS["Related work"] in text
