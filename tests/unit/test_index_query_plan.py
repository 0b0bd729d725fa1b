"""SQLite plans the per-fingerprint entry read as a primary-key seek, not a namespace scan.

Nothing runs ANALYZE on a crawl's SQLite file, so the planner works without statistics;
a read that scans every entry of the namespace per match found is correct but makes each
duplicate cost time linear in the index size. Likewise the look-up's probed keys must
each be one seek in a key index.
"""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest

from scrapy_simhash.index import SimHashIndex
from scrapy_simhash.index.layout import default_layout
from scrapy_simhash.index.statements import Statements


def test_the_entry_read_seeks_the_primary_key_on_a_bulk_loaded_file(tmp_path: Path) -> None:
    path = tmp_path / "simhash.sqlite3"
    rng = random.Random(22)
    fingerprints = [rng.getrandbits(64) for _ in range(2000)]
    index = SimHashIndex(f"sqlite:///{path}", max_distance=5)
    index.add_many((fp, f"https://example.com/{i}") for i, fp in enumerate(fingerprints))
    near = index.find(fingerprints[5] ^ 0b11, 5)
    index.close()
    assert [(match.key, match.distance) for match in near] == [("https://example.com/5", 2)]

    statement = Statements.build(default_layout(5), "?", postgres=False).entries_of
    with sqlite3.connect(path) as conn:
        plan = " ".join(str(row[-1]) for row in conn.execute(
            f"EXPLAIN QUERY PLAN {statement}", (1, 5)))
    assert "PRIMARY KEY" in plan, plan
    assert "stored_at" not in plan, plan


def _radius_look_up_plan(tmp_path: Path, storage: str) -> tuple[list[str], list[int]]:
    """The query plan of a ``blocks:3/radius:1/<storage>`` look-up on 2,000 stored
    fingerprints, and its parameters, after checking that the look-up finds its match."""
    path = tmp_path / "simhash.sqlite3"
    rng = random.Random(5)
    fingerprints = [rng.getrandbits(64) for _ in range(2000)]
    index = SimHashIndex(f"sqlite:///{path}", max_distance=5,
                         layout=f"blocks:3/radius:1/{storage}")
    index.add_many((fp, f"https://example.com/{i}") for i, fp in enumerate(fingerprints))
    near = index.find(fingerprints[9] ^ 0b10101, 5)
    sql = index._storage._sql
    params = index._storage._probe_params(1, fingerprints[9])
    index.close()
    assert [(match.key, match.distance) for match in near] == [("https://example.com/9", 3)]
    with sqlite3.connect(path) as conn:
        plan = [str(row[-1]) for row in conn.execute(
            f"EXPLAIN QUERY PLAN {sql.candidates}", params)]
    return plan, params


@pytest.mark.parametrize("storage", ["tables", "compact"])
def test_the_radius_look_up_seeks_each_key_index_per_probed_key(tmp_path: Path,
                                                               storage: str) -> None:
    """The probed keys (a key and its one-bit flips) drive the look-up: one seek each in
    that key's index, never a scan of a key table or of the entries."""
    plan, _ = _radius_look_up_plan(tmp_path, storage)
    seeks = [step for step in plan if step.startswith("SEARCH simhash_")]
    assert len(seeks) == 3, plan
    assert all(("PRIMARY KEY" if storage == "tables" else "INDEX simhash_key_") in step
               for step in seeks), plan
    assert not [step for step in plan if step.startswith("SCAN simhash_")], plan


def test_the_bucket_look_up_seeks_one_row_id_per_probed_key(tmp_path: Path) -> None:
    """Bucket storage: every probed key is one seek of the bucket table's row id (the
    VALUES list drives it), never a scan."""
    plan, params = _radius_look_up_plan(tmp_path, "buckets")
    assert len(params) == 23 + 22 + 22
    assert [step for step in plan if step.startswith("SEARCH")] == [
        "SEARCH b USING INTEGER PRIMARY KEY (rowid=?)"], plan
    assert [step for step in plan if step.startswith("SCAN")] == [
        "SCAN 67 CONSTANT ROWS", "SCAN probe"], plan
