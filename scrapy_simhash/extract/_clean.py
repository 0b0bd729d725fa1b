"""Remove markup that never carries article text, before any scoring."""

from __future__ import annotations

import re

from lxml import etree

# Elements dropped wholesale (with their content, keeping their tail text).
# ``form`` is not here: ASP.NET pages wrap the whole document in one.
JUNK_TAGS = (
    "script", "style", "noscript", "template", "svg", "math", "iframe", "object", "embed",
    "canvas", "button", "select", "textarea", "input", "option", "datalist", "label", "map",
    "audio", "video", "head", "link", "meta", "base",
)  # fmt: skip
# Block-level boilerplate: emptied rather than removed, so that the element still
# separates the text before it from the text after it.
BLOCK_JUNK_TAGS = ("nav", "aside", "footer", "menu", "dialog", "figcaption")

# Hidden by the page itself: screen-reader labels, collapsed menus, inline popups.
# The XPath is a cheap superset; the regex confirms.
_MAYBE_HIDDEN = etree.XPath(
    "//*[@hidden or contains(@style, 'none') or contains(@style, 'hidden')]"
)
_HIDDEN_STYLE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.IGNORECASE)


def remove_keeping_tail(element: etree._Element) -> None:
    """Detach ``element`` but keep the text that follows it in its parent."""
    parent = element.getparent()
    if parent is None:
        return
    tail = element.tail
    if tail:
        previous = element.getprevious()
        if previous is not None:
            previous.tail = (previous.tail or "") + tail
        else:
            parent.text = (parent.text or "") + tail
    parent.remove(element)


def prune(root: etree._Element) -> None:
    etree.strip_elements(root, *JUNK_TAGS, with_tail=False)
    for element in list(root.iter(*BLOCK_JUNK_TAGS)):
        element.clear(keep_tail=True)
    for element in _MAYBE_HIDDEN(root):
        if element.tag in ("html", "body"):
            continue
        if element.get("hidden") is not None or _HIDDEN_STYLE.search(element.get("style", "")):
            remove_keeping_tail(element)
