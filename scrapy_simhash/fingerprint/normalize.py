"""Text normalisation applied before tokenising, so formatting noise never moves a bit."""

from __future__ import annotations

import unicodedata


def normalize(text: str) -> str:
    """Fold width, compatibility forms and case.

    NFKC maps full-width Latin letters, digits and punctuation to their ASCII forms
    (``ＡＢＣ１２３`` -> ``ABC123``, ``，`` -> ``,``) and compatibility ideographs to
    the unified ones; ``casefold`` is a stronger ``lower`` (``ß`` -> ``ss``).
    Punctuation and whitespace need no folding here: the tokeniser drops them.
    """
    return unicodedata.normalize("NFKC", text).casefold()
