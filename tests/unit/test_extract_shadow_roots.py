"""Declarative shadow roots (``<template shadowrootmode="open">``): rendered where they
stand, so an article a web component holds in one is read; other templates stay inert."""

from __future__ import annotations

from scrapy_simhash.extract import extract_text
from tests.unit.test_extract_hidden import ARTICLE, ZH_ARTICLE

NAV = "<ul>" + "".join(f"<li><a href='/s{n}'>Section {n}</a></li>" for n in range(10)) + "</ul>"


def page(body: str) -> str:
    return (f"<html><head><meta charset='utf-8'><title>Water</title></head>"
            f"<body>{NAV}{body}<p><a href='/about'>About</a></p></body></html>")


def paragraphs(lines: list[str]) -> str:
    return "".join(f"<p>{line}</p>" for line in lines)


def test_an_article_in_a_declarative_shadow_root_is_read() -> None:
    body = ("<news-article><template shadowrootmode='open'><article>"
            f"{paragraphs(ARTICLE)}</article></template></news-article>")
    text = extract_text(page(body))
    assert all(line in text for line in ARTICLE)
    assert "Section 2" not in text


def test_the_older_shadowroot_attribute_and_chinese_text() -> None:
    body = f"<x-post><template shadowroot='open'>{paragraphs(ZH_ARTICLE)}</template></x-post>"
    text = extract_text(page(body).encode("utf-8"))
    assert all(line in text for line in ZH_ARTICLE)


def test_an_inert_template_stays_out() -> None:
    shown = f"<article>{paragraphs(ARTICLE)}</article>"
    inert = "<template id='card'><p>" + "A card the script would clone. " * 20 + "</p></template>"
    text = extract_text(page(shown + inert))
    assert all(line in text for line in ARTICLE)
    assert "card the script" not in text
    # Nor is an inert template read on a page that shows nothing else.
    assert "card the script" not in extract_text(page(inert))


def test_a_page_that_shows_its_article_reads_the_same_with_a_shadow_root_beside_it() -> None:
    shown = f"<article>{paragraphs(ARTICLE)}</article>"
    widget = "<share-bar><template shadowrootmode='open'><a href='/x'>Share</a></template></share-bar>"
    assert extract_text(page(shown + widget)) == extract_text(page(shown))
