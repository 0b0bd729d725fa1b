# ruff: noqa: E501
"""What the blind thin-page sets (``_thin_sites*.py``) share: a registry of scenarios (one
host's pages each), and the page and markup helpers their writers started from."""

from __future__ import annotations

from collections.abc import Callable

from benchmarks._thin_page import Page

Registry = dict[str, tuple[str, Callable[[], list[Page]]]]


def scenario_registry() -> tuple[Registry, Callable]:
    """A set's registry and its decorator ``scen(name, note)``, which registers a function
    building one host's pages under ``name``."""
    registered: Registry = {}

    def scen(name, note=""):
        def deco(f):
            registered[name] = (note, f)
            return f
        return deco

    return registered, scen


def built(registered: Registry) -> list[tuple[str, list[Page]]]:
    """Each registered scenario's name and pages, in the order registered."""
    return [(name, build()) for name, (_, build) in registered.items()]


def P(url, html, content, encoding=None):
    if encoding == "gbk":
        html = html.replace("charset=utf-8", "charset=gbk").replace('charset="utf-8"', 'charset="gbk"')
        return Page(url, html.encode("gbk"), content, "gbk")
    return Page(url, html, content, encoding)


def doc(title, body, lang="en", head=""):
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{title}</title>{head}</head>\n<body>\n{body}\n</body></html>\n"
    )


def nav(items, cls="nav"):
    lis = "".join(f'<li><a href="{h}">{t}</a></li>' for h, t in items)
    return f'<nav class="{cls}"><ul>{lis}</ul></nav>'


def ul_kv(rows, cls="facts"):
    return f'<ul class="{cls}">' + "".join(f"<li><strong>{k}:</strong> {v}</li>" for k, v in rows) + "</ul>"


def dl_kv(rows, cls="record"):
    return f'<dl class="{cls}">' + "".join(f"<dt>{k}</dt><dd>{v}</dd>" for k, v in rows) + "</dl>"


def table_kv(rows, cls="data"):
    return f'<table class="{cls}"><tbody>' + "".join(f"<tr><th>{k}</th><td>{v}</td></tr>" for k, v in rows) + "</tbody></table>"
