"""``scrapy simhash import`` stores keys the way a crawl does, and a line the database
refuses is reported and skipped while the rest of its batch is stored."""

from __future__ import annotations

import json
from pathlib import Path

from sqlalchemy import create_engine, text

from scrapy_simhash.index import SimHashIndex
from scrapy_simhash.index.keys import MAX_KEY_BYTES, storable_key
from scrapy_simhash.tools import import_jsonl
from tests.unit.test_tools import variant

LONG = "https://old/long?" + "x" * 6000
AWKWARD = ["https://old/lone-\ud800-surrogate", "https://old/nul-\x00-byte", LONG]


def write_lines(path: Path, keys: list[str]) -> None:
    with path.open("w", encoding="utf-8") as handle:
        for n, key in enumerate(keys):
            # json.dumps writes a lone surrogate as the escape "\ud800", as JSON APIs do.
            handle.write(json.dumps({"url": key, "text": variant(n)}) + "\n")


def stored_keys(url: str, namespace: str) -> set[str]:
    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            return set(conn.execute(text(
                "SELECT item_key FROM simhash_entries e JOIN simhash_namespaces n "
                "ON n.id = e.namespace_id WHERE n.name = :ns"), {"ns": namespace}).scalars())
    finally:
        engine.dispose()


def test_import_normalises_keys_like_the_crawl(db_url, tmp_path):
    corpus = tmp_path / "corpus.jsonl"
    keys = ["https://old/0", *AWKWARD, "https://old/4"]
    write_lines(corpus, keys)
    bad: list[tuple[int, str]] = []
    summary = import_jsonl(corpus, db_url, namespace="old", batch_size=10,
                           on_bad_line=lambda n, why: bad.append((n, why)))
    assert bad == []
    assert (summary.added, summary.bad_lines) == (5, 0)
    assert stored_keys(db_url, "old") == {storable_key(key) for key in keys}
    assert "https://old/lone-?-surrogate" in stored_keys(db_url, "old")
    assert all(len(key.encode()) <= MAX_KEY_BYTES for key in stored_keys(db_url, "old"))


def refuse_keys_containing(url: str, word: str) -> None:
    """Make the real database refuse some rows, as a constraint or trigger of its own."""
    SimHashIndex(url, namespace="old").close()
    engine = create_engine(url)
    with engine.begin() as conn:
        if engine.dialect.name == "postgresql":
            conn.execute(text(f"ALTER TABLE simhash_entries ADD CONSTRAINT refuse_{word} "
                              f"CHECK (item_key NOT LIKE '%{word}%')"))
        else:
            conn.execute(text(f"CREATE TRIGGER refuse_{word} BEFORE INSERT ON simhash_entries "
                              f"WHEN NEW.item_key LIKE '%{word}%' "
                              f"BEGIN SELECT RAISE(ABORT, 'key refused'); END"))
    engine.dispose()


def test_a_line_the_database_refuses_is_skipped_and_its_batch_stored(db_url, tmp_path):
    refuse_keys_containing(db_url, "refused")
    corpus = tmp_path / "corpus.jsonl"
    keys = [f"https://old/{n}" for n in range(7)]
    keys[3] = "https://old/refused"
    write_lines(corpus, keys)
    bad: list[tuple[int, str]] = []
    summary = import_jsonl(corpus, db_url, namespace="old", batch_size=7,
                           on_bad_line=lambda n, why: bad.append((n, why)))
    assert [n for n, _ in bad] == [4] and "cannot be stored" in bad[0][1]
    assert (summary.added, summary.bad_lines, summary.lines) == (6, 1, 7)
    assert stored_keys(db_url, "old") == set(keys) - {"https://old/refused"}
    # The checkpoint moved past the line: a rerun does not stop on it again.
    again = import_jsonl(corpus, db_url, namespace="old", batch_size=7,
                         on_bad_line=lambda n, why: bad.append((n, why)))
    assert (again.resumed_at_line, again.lines, again.bad_lines) == (7, 0, 0)


def test_with_check_a_refused_line_is_skipped_too(db_url, tmp_path):
    refuse_keys_containing(db_url, "refused")
    corpus = tmp_path / "corpus.jsonl"
    write_lines(corpus, ["https://old/a", "https://old/refused", "https://old/c"])
    summary = import_jsonl(corpus, db_url, namespace="old", batch_size=3, check=True)
    assert (summary.added, summary.bad_lines) == (2, 1)
