"""SQLite plans the per-fingerprint entry read as a primary-key seek, not a namespace scan.

Nothing runs ANALYZE on a crawl's SQLite file, so the planner works without statistics;
a read that scans every entry of the namespace per match found is correct but makes each
duplicate cost time linear in the index size.
"""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

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
