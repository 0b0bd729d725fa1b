"""Remove markup that never carries article text, before any scoring.

Elements hidden by inline style or the ``hidden`` attribute are skipped during the
walk instead (``_blocks``): finding them here would cost a second full-tree pass.
"""

from __future__ import annotations

from lxml import etree

# Elements dropped wholesale (with their content, keeping their tail text).
# ``form`` is not here: ASP.NET pages wrap the whole document in one.
JUNK_TAGS = (
    "script", "style", "noscript", "template", "svg", "math", "iframe", "object", "embed",
    "canvas", "button", "select", "textarea", "input", "option", "datalist", "label", "map",
    "audio", "video", "title", "link", "meta", "base",
)  # fmt: skip
# ``head`` itself is kept: libxml2 leaves elements it does not know (``section``,
# ``article``...) inside ``head`` when they come before any body content.
# Block-level boilerplate: emptied rather than removed, so that the element still
# separates the text before it from the text after it.
BLOCK_JUNK_TAGS = ("nav", "aside", "footer", "menu", "dialog", "figcaption")


def prune(root: etree._Element) -> None:
    etree.strip_elements(root, *JUNK_TAGS, with_tail=False)
    for element in list(root.iter(*BLOCK_JUNK_TAGS)):
        element.clear(keep_tail=True)
