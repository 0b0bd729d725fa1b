"""Remove markup that never carries article text, before any scoring.

Elements hidden by inline style or the ``hidden`` attribute are skipped during the
walk instead (``_blocks``): finding them here would cost a second full-tree pass.
"""

from __future__ import annotations

from lxml import etree

from scrapy_simhash.extract._script import utf8_size

# Elements dropped wholesale (with their content, keeping their tail text).
# ``form`` is not here: ASP.NET pages wrap the whole document in one.
JUNK_TAGS = (
    "script", "style", "template", "svg", "math", "iframe", "object", "embed",
    "canvas", "button", "select", "textarea", "input", "option", "datalist", "label", "map",
    "audio", "video", "title", "link", "meta", "base",
    # ruby annotations: the reading printed over the words (furigana), not the text
    "rt", "rp",
)  # fmt: skip
# Marks a form that holds a submit control directly, before the controls are dropped.
CONTROL_FORM_MARK = "data-submit-control"
_SUBMIT_TYPES = frozenset(("submit", "button", "image"))
# Marks the smallest element holding a group of radio buttons (a poll, a survey): its
# text is the question and the answers to vote on, the site's widget beside the
# article, however sentence-like.
RADIO_GROUP_MARK = "data-radio-group"
# ``head`` itself is kept: libxml2 leaves elements it does not know (``section``,
# ``article``...) inside ``head`` when they come before any body content.
# Block-level boilerplate: emptied rather than removed, so that the element still
# separates the text before it from the text after it.
BLOCK_JUNK_TAGS = ("nav", "aside", "footer", "menu", "dialog", "figcaption")


# A ``noscript`` holds a tracking pixel, a "please enable JavaScript" line or a copy of
# content scripts show. One holding more than this share of the page's text (and more
# than a line) was left open by the page (``<noscript><div></noscript>``) and the parser
# put the rest of the page inside it: its tags go, its content stays. Sizes are UTF-8
# bytes, as the extractor sizes text: a Chinese character weighs three.
NOSCRIPT_MIN_BYTES = 1000
NOSCRIPT_MAX_SHARE = 0.5
# The same accident happens to a ``nav``, ``aside`` or ``footer`` whose inner markup the
# page leaves open: the parser nests the article in it. Such an element holds most of the
# page's text and the page's headline or article element; it keeps its content and is
# scored like any other (its menus are link lists there).
_ARTICLE_MARKERS = ("h1", "article", "main")
SWALLOWED_MIN_BYTES = 500


def prune(root: etree._Element) -> None:
    for form in root.iter("form"):
        for child in form:
            if child.tag == "button" or (
                child.tag == "input" and (child.get("type") or "").lower() in _SUBMIT_TYPES
            ):
                form.set(CONTROL_FORM_MARK, "")
                break
    _mark_radio_groups(root)
    etree.strip_elements(root, *JUNK_TAGS, with_tail=False)
    page_bytes: list[int] = []  # the page's text size, measured once when first needed

    def holds_most_of_the_page(element: etree._Element, min_bytes: int) -> bool:
        size = utf8_size(element.xpath("string()"))
        if size <= min_bytes:
            return False
        if not page_bytes:
            page_bytes.append(utf8_size(root.xpath("string()")))
        return size > NOSCRIPT_MAX_SHARE * page_bytes[0]

    for element in list(root.iter("noscript")):
        if holds_most_of_the_page(element, NOSCRIPT_MIN_BYTES):
            element.tag = "div"  # its tags go, its content stays
        else:
            _remove(element)
    for element in list(root.iter(*BLOCK_JUNK_TAGS)):
        if _holds_the_page(element) and holds_most_of_the_page(element, SWALLOWED_MIN_BYTES):
            element.tag = "div"
        else:
            element.clear(keep_tail=True)


def _mark_radio_groups(root: etree._Element) -> None:
    groups: dict[str, list[etree._Element]] = {}
    for control in root.iter("input"):
        name = control.get("name")
        if name and (control.get("type") or "").lower() == "radio":
            groups.setdefault(name, []).append(control)
    for controls in groups.values():
        if len(controls) < 2:
            continue
        holder = controls[0].getparent()
        while holder is not None and not all(
            any(node is holder for node in control.iterancestors()) for control in controls[1:]
        ):
            holder = holder.getparent()
        if holder is not None and holder.tag not in ("html", "body"):
            holder.set(RADIO_GROUP_MARK, "")


def _holds_the_page(element: etree._Element) -> bool:
    return next(element.iter(*_ARTICLE_MARKERS), None) is not None


def _remove(element: etree._Element) -> None:
    """Remove ``element`` and its content, keeping its tail text."""
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
