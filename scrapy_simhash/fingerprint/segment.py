"""Chinese word segmentation: jieba's dictionary, run by rjieba when it gives jieba's tokens.

Only runs of Han characters in jieba's own range (U+4E00..U+9FD5) are segmented here.
jieba and rjieba agree token for token on such runs (HMM on and off; see
``tests/unit/test_segment.py``) but not on Latin text, digits or URLs, which the tokeniser
splits itself. pure-Python jieba is the reference and the fallback: it is used when
rjieba is missing or when jieba's dictionary was changed behind this module's back.

Both dictionaries load lazily on first use; jieba's "Building prefix dict..." start-up
messages are held below WARNING while it loads.
"""

from __future__ import annotations

import logging
import re
import sys
import threading
from collections.abc import Iterable
from pathlib import Path
from typing import IO, Any

logger = logging.getLogger(__name__)

# One character, then more (not ``[...]+``): a search skips ahead to the first Han
# character instead of trying a match at every one (the runs matched are the same).
HAN_RUN = re.compile("[\u4e00-\u9fd5][\u4e00-\u9fd5]*")
# Joins Han runs into one segmenter call; both segmenters return it as a word of its own.
SEPARATOR = " "
_ONLY_HAN = re.compile("[\u4e00-\u9fd5]+\\Z")
# Same line format as jieba's user dictionaries: "word [freq] [tag]".
_USERDICT_LINE = re.compile(r"^(.+?)( [0-9]+)?( [a-z]+)?$")

_lock = threading.RLock()
_user_words: list[tuple[str, int | None]] = []
_fast: Any = None  # rjieba.Jieba once loaded; False if rjieba is unavailable
_jieba_applied = 0  # how many of _user_words are in jieba's global dictionary
_jieba_signature: tuple[int, int] | None = None  # (total, len(FREQ)) we expect jieba.dt to have
_jieba_diverged = False


def cut_han(text: str, hmm: bool = True) -> list[str]:
    """Segment ``text`` whose Han runs are joined by :data:`SEPARATOR`; return the words,
    separators included (callers that count words drop that one entry more cheaply).

    Any non-Han character in ``text`` would be segmented by whichever backend runs, with
    backend-specific results, so callers pass only Han runs.
    """
    return _jieba_cut(text, hmm) if _use_jieba() else _fast.cut(text, hmm)


def backend_name() -> str:
    """``"rjieba"`` or ``"jieba"``: which segmenter the next call to :func:`cut_han` uses."""
    return "jieba" if _use_jieba() else "rjieba"


def add_word(word: str, freq: int | None = None) -> bool:
    """Add ``word`` to the dictionary of both jieba and rjieba.

    ``freq=None`` lets the segmenter pick a frequency high enough for the word to be cut
    out whole (jieba's ``suggest_freq``). Words are normalised like the text they will
    meet (see :mod:`scrapy_simhash.fingerprint.normalize`). Only words made purely of Han
    characters change segmentation; any other word is ignored and ``False`` returned.
    """
    from scrapy_simhash.fingerprint.normalize import normalize

    word = normalize(word.strip())
    if not _ONLY_HAN.match(word):
        logger.debug("Ignoring user word %r: it is not made of Han characters only", word)
        return False
    with _lock:
        _user_words.append((word, None if freq is None else int(freq)))
        if _fast:
            _fast.add_word(word, _user_words[-1][1], None)
        if _jieba_signature is not None and not _jieba_diverged:
            _sync_jieba()
    return True


def load_userdict(source: str | Path | IO[str] | IO[bytes]) -> int:
    """Load a jieba-format user dictionary (``word [freq] [tag]`` per line, UTF-8).

    ``source`` is a path or an open file. Returns how many words were added.
    """
    if isinstance(source, (str, Path)):
        with open(source, "rb") as handle:
            return _add_lines(handle)
    return _add_lines(source)


def _add_lines(lines: Iterable[str | bytes]) -> int:
    added = 0
    for raw in lines:
        line = raw.decode("utf-8") if isinstance(raw, bytes) else raw
        line = line.lstrip("\ufeff").strip()
        if not line:
            continue
        match = _USERDICT_LINE.match(line)
        assert match is not None  # the pattern matches any non-empty line
        word, freq, _tag = match.groups()
        added += add_word(word, None if freq is None else int(freq))
    return added


def _use_jieba() -> bool:
    if _fast is None:
        _load_fast()
    return not _fast or _jieba_changed_elsewhere()


def _load_fast() -> None:
    global _fast
    with _lock:
        if _fast is not None:
            return
        try:
            import rjieba
        except ImportError:
            logger.warning("rjieba is not installed: using pure-Python jieba (about 30x slower)")
            _fast = False
            return
        fast = rjieba.Jieba()
        for word, freq in _user_words:
            fast.add_word(word, freq, None)
        _fast = fast


def _jieba_changed_elsewhere() -> bool:
    """True once jieba's global dictionary holds words that rjieba does not know.

    A program that calls ``jieba.add_word`` or ``jieba.load_userdict`` directly expects
    those words to count; rjieba cannot see them, so from then on jieba does the work.
    """
    global _jieba_diverged, _jieba_signature
    if _jieba_diverged:
        return True
    jieba = sys.modules.get("jieba")
    if jieba is None or not jieba.dt.initialized:
        return False
    with _lock:
        if _jieba_signature is None:
            # Someone else loaded jieba: compare it with a pristine copy, then add ours.
            _jieba_signature = _pristine_signature(jieba)
            if _signature(jieba.dt) == _jieba_signature:
                _sync_jieba()
        if _signature(jieba.dt) != _jieba_signature:
            _jieba_diverged = True
            logger.warning(
                "jieba's dictionary was changed outside scrapy_simhash; fingerprints now use "
                "pure-Python jieba. Add words with scrapy_simhash.fingerprint.text.add_word or "
                "load_userdict to keep the fast segmenter."
            )
            _sync_jieba(check=False)
    return _jieba_diverged


def _jieba_cut(text: str, hmm: bool) -> list[str]:
    import jieba

    if _jieba_signature is None and not jieba.dt.initialized:
        with _lock:
            _sync_jieba()  # loads the dictionary quietly first
    elif _jieba_applied < len(_user_words):
        with _lock:
            _sync_jieba(check=False)
    return jieba.dt.lcut(text, HMM=hmm)


def _sync_jieba(check: bool = True) -> None:
    """Replay the user words jieba has not seen yet and remember its new signature."""
    global _jieba_applied, _jieba_signature
    import jieba

    _quiet_initialize(jieba.dt)
    for word, freq in _user_words[_jieba_applied:]:
        jieba.dt.add_word(word, freq)
    _jieba_applied = len(_user_words)
    if check or not _jieba_diverged:
        _jieba_signature = _signature(jieba.dt)


def _signature(tokenizer: Any) -> tuple[int, int]:
    return (tokenizer.total, len(tokenizer.FREQ))


def _pristine_signature(jieba: Any) -> tuple[int, int]:
    fresh = jieba.Tokenizer()
    _quiet_initialize(fresh)
    return _signature(fresh)


def _quiet_initialize(tokenizer: Any) -> None:
    """Load jieba's dictionary without its DEBUG chatter reaching the crawl log."""
    if tokenizer.initialized:
        return
    import jieba

    jieba_logger = jieba.default_logger
    previous = jieba_logger.level
    jieba_logger.setLevel(logging.WARNING)
    try:
        tokenizer.initialize()
    finally:
        jieba_logger.setLevel(previous)
