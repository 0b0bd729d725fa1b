"""Behaviour of SimHashIndex, run identically against memory, SQLite and PostgreSQL."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest
from sqlalchemy import exc

from scrapy_simhash.fingerprint.version import DEFAULT_FINGERPRINT, FINGERPRINT_VERSIONS, LABEL
from scrapy_simhash.index import LayoutError, Match, SimHashIndex
from scrapy_simhash.index.simhash_index import foreign_fingerprints, version_mismatch
from tests import index_backends
from tests.index_backends import flip

index_url = index_backends.index_url  # the shared backend fixture

BASE = 0x0123_4567_89AB_CDEF
FAR = 0xFEDC_BA98_7654_3210  # far (>= 20 bits) from BASE and its variants below


def test_check_and_add_stores_first_and_reports_near_duplicate(index_url: str) -> None:
    with SimHashIndex(index_url) as index:
        assert index.check_and_add(BASE, "https://a.example/1", item_id="i1") is None
        match = index.check_and_add(flip(BASE, 0, 17, 63), "https://a.example/2")
        assert isinstance(match, Match)
        assert (match.fingerprint, match.key, match.distance, match.item_id) == (
            BASE,
            "https://a.example/1",
            3,
            "i1",
        )
        assert match.stored_at.tzinfo is not None
        assert abs(datetime.now(timezone.utc) - match.stored_at) < timedelta(minutes=5)
        # The duplicate was not stored; a far fingerprint is.
        assert index.count() == 1
        assert index.check_and_add(FAR, "https://b.example/") is None
        assert index.count() == 2


def test_distance_beyond_max_is_stored(index_url: str) -> None:
    with SimHashIndex(index_url, max_distance=3) as index:
        index.check_and_add(BASE, "a")
        assert index.check_and_add(flip(BASE, 1, 2, 3, 4), "b") is None
        assert index.count() == 2


def test_check_and_add_returns_nearest_then_oldest(index_url: str) -> None:
    with SimHashIndex(index_url) as index:
        index.add_many([(flip(BASE, 5, 6), "two-bits"), (flip(BASE, 40), "one-bit")])
        index.add_many([(flip(BASE, 41), "one-bit-later")])
        match = index.check_and_add(BASE, "new")
        assert match is not None and (match.key, match.distance) == ("one-bit", 1)


def test_find_sorted_by_distance_and_respects_k(index_url: str) -> None:
    with SimHashIndex(index_url) as index:
        index.add_many(
            [(flip(BASE, 1, 2, 3), "d3"), (BASE, "d0"), (flip(BASE, 33), "d1"), (FAR, "far")]
        )
        assert [(m.key, m.distance) for m in index.find(BASE)] == [
            ("d0", 0),
            ("d1", 1),
            ("d3", 3),
        ]
        assert [m.key for m in index.find(BASE, k=1)] == ["d0", "d1"]
        assert [m.key for m in index.find(BASE, k=0)] == ["d0"]


def test_same_fingerprint_under_several_keys(index_url: str) -> None:
    with SimHashIndex(index_url) as index:
        assert index.add_many([(BASE, "a"), (BASE, "b"), (BASE, "a")]) == 2
        assert sorted(m.key for m in index.find(BASE, 0)) == ["a", "b"]
        assert index.delete("a") == 1
        assert [m.key for m in index.find(BASE, 0)] == ["b"]
        assert index.delete("b") == 1
        assert index.find(BASE) == [] and index.count() == 0


def test_extreme_and_signed_fingerprints(index_url: str) -> None:
    top = (1 << 64) - 1
    with SimHashIndex(index_url) as index:
        index.add_many([(top, "ones"), (0, "zeros"), (1 << 63, "sign")])
        assert [m.key for m in index.find(top ^ 1)] == ["ones"]
        assert [m.fingerprint for m in index.find(0, 0)] == [0]
        assert [m.key for m in index.find(0, 1)] == ["zeros", "sign"]
        # A signed int64 view of the same bits finds the same entry, reported unsigned.
        assert [m.fingerprint for m in index.find(-(1 << 63), 0)] == [1 << 63]
        with pytest.raises(ValueError):
            index.find(1 << 64)


def test_namespaces_are_isolated(index_url: str) -> None:
    with (
        SimHashIndex(index_url, namespace="news") as news,
        SimHashIndex(index_url, namespace="blogs") as blogs,
    ):
        news.check_and_add(BASE, "n")
        assert blogs.find(BASE) == []
        assert blogs.check_and_add(BASE, "b") is None
        assert blogs.count() == 1 and news.count() == 1
        assert blogs.delete("n") == 0
        assert news.expire(timedelta(0)) == 1
        assert blogs.count() == 1 and [m.key for m in blogs.find(BASE)] == ["b"]


def test_labels_belong_to_their_namespace(index_url: str) -> None:
    with (
        SimHashIndex(index_url, namespace="news") as news,
        SimHashIndex(index_url, namespace="blogs") as blogs,
    ):
        assert news.label("fingerprint_version") is None
        news.set_label("fingerprint_version", "1")
        news.set_label("fingerprint_version", "2")  # overwritten, not duplicated
        assert news.label("fingerprint_version") == "2"
        assert blogs.label("fingerprint_version") is None
        with pytest.raises(ValueError, match="label names"):
            news.set_label("x" * 41, "v")
    if index_url != "memory://":  # persisted with the index
        with SimHashIndex(index_url, namespace="news") as reopened:
            assert reopened.label("fingerprint_version") == "2"


def test_a_new_namespace_is_labelled_by_its_first_write(index_url: str) -> None:
    # However entries arrive (a crawl, this API, a bulk load), the namespace says which
    # fingerprint function made them, so a later crawl does not mistake them for old ones.
    with SimHashIndex(index_url, namespace="api") as index:
        assert index.label(LABEL) is None
        index.check_and_add(BASE, "k")
        assert index.label(LABEL) == FINGERPRINT_VERSIONS[DEFAULT_FINGERPRINT]
        assert foreign_fingerprints(index) is None
    with SimHashIndex(index_url, namespace="bulk") as index:
        index.add_many([(BASE, "k")])
        assert index.label(LABEL) == FINGERPRINT_VERSIONS[DEFAULT_FINGERPRINT]
    with SimHashIndex(index_url, namespace="simhash-api", fingerprint="simhash") as index:
        index.check_and_add(BASE, "k")
        assert index.label(LABEL) == FINGERPRINT_VERSIONS["simhash"]
    with SimHashIndex(index_url, namespace="older") as index:
        index.set_label(LABEL, "1")
        index.check_and_add(BASE, "k")
        assert index.label(LABEL) == "1"  # another version's label is never overwritten
        assert foreign_fingerprints(index) == "version 1"


def test_one_version_mismatch_message_names_both_versions(index_url: str) -> None:
    if index_url == "memory://":
        pytest.skip("a memory index lives as long as its object: nothing to reopen")
    with SimHashIndex(index_url, namespace="mixed", fingerprint="simhash") as index:
        index.check_and_add(BASE, "k")
        assert version_mismatch(index) is None
    with SimHashIndex(index_url, namespace="mixed") as index:  # the default, minwise
        message = version_mismatch(index)
        assert message is not None
        assert "'mixed'" in message and FINGERPRINT_VERSIONS["simhash"] in message
        assert FINGERPRINT_VERSIONS[DEFAULT_FINGERPRINT] in message
    # A read-only caller leaves a new, empty namespace unlabelled for its first writer.
    with SimHashIndex(index_url, namespace="empty", fingerprint="simhash") as index:
        assert version_mismatch(index, label_new=False) is None
        assert index.label(LABEL) is None
    with SimHashIndex(index_url, namespace="empty") as index:
        assert version_mismatch(index) is None
        assert index.label(LABEL) == FINGERPRINT_VERSIONS[DEFAULT_FINGERPRINT]


def test_namespace_name_is_data_not_sql(index_url: str) -> None:
    hostile = "x'); DROP TABLE simhash_entries; --"
    with SimHashIndex(index_url, namespace=hostile) as index:
        index.check_and_add(BASE, "k")
        assert [m.key for m in index.find(BASE)] == ["k"]


def test_expire_removes_only_older_entries(index_url: str) -> None:
    with SimHashIndex(index_url) as index:
        index.add_many([(BASE, "old"), (flip(BASE, 9), "old-2")])
        cutoff = datetime.now(timezone.utc) + timedelta(microseconds=1)
        while datetime.now(timezone.utc) <= cutoff:
            pass
        index.check_and_add(FAR, "new")
        assert index.expire(cutoff) == 2
        assert index.count() == 1
        assert index.find(BASE) == []
        # The expired fingerprint can be stored again (a re-crawl after N days).
        assert index.check_and_add(BASE, "again") is None
        assert index.expire(timedelta(days=1)) == 0
        assert index.expire(timedelta(0)) == 2 and index.count() == 0


def test_expire_accepts_naive_datetime_as_utc(index_url: str) -> None:
    with SimHashIndex(index_url) as index:
        index.check_and_add(BASE, "a")
        past = datetime.now(timezone.utc).replace(tzinfo=None) - timedelta(hours=1)
        assert index.expire(past) == 0 and index.count() == 1


def test_delete_by_key_keeps_other_keys_findable(index_url: str) -> None:
    with SimHashIndex(index_url) as index:
        index.add_many([(BASE, "a"), (flip(BASE, 2), "b"), (FAR, "c")])
        assert index.delete("a") == 1
        assert index.delete("missing") == 0
        assert [m.key for m in index.find(BASE)] == ["b"]
        assert index.count() == 2


def test_batch_sees_its_own_earlier_offers(index_url: str) -> None:
    with SimHashIndex(index_url) as index:
        results = index.check_and_add_many([(BASE, "a"), (flip(BASE, 3), "b"), (FAR, "c")])
        assert results[0] is None and results[2] is None
        assert results[1] is not None and results[1].key == "a"
        assert index.count() == 2


def test_failed_batch_is_not_half_applied(index_url: str) -> None:
    if index_url == "memory://":
        pytest.skip("the memory backend has no encoding step that can fail")
    with SimHashIndex(index_url) as index:
        index.check_and_add(FAR, "before")
        # A lone surrogate cannot be encoded for the database: the batch fails at its
        # third offer, after two have been written inside the transaction.
        batch = [(BASE, "a"), (flip(BASE, 20, 40, 60, 62), "b"), (1234567, "bad\ud800")]
        with pytest.raises((UnicodeError, exc.DBAPIError)):
            index.check_and_add_many(batch)
        assert index.count() == 1
        assert index.find(BASE) == []
        with pytest.raises((UnicodeError, exc.DBAPIError)):
            index.add_many([(BASE, "x"), (1234567, "bad\ud800")])
        assert index.count() == 1
        # The index is still usable after the failure.
        assert index.check_and_add(BASE, "a") is None and index.count() == 2


def test_k_above_max_distance_is_rejected(index_url: str) -> None:
    with SimHashIndex(index_url, max_distance=2) as index, pytest.raises(LayoutError, match="k=3"):
        index.find(BASE, k=3)


def test_closed_index_refuses_calls(index_url: str) -> None:
    from scrapy_simhash.index import IndexUnavailableError

    index = SimHashIndex(index_url)
    index.close()
    index.close()  # idempotent
    with pytest.raises(IndexUnavailableError):
        index.check_and_add(BASE, "a")


def test_usable_from_another_thread(index_url: str) -> None:
    from concurrent.futures import ThreadPoolExecutor

    index = SimHashIndex(index_url)
    with ThreadPoolExecutor(max_workers=1) as worker:
        assert worker.submit(index.check_and_add, BASE, "a").result() is None
        assert worker.submit(index.check_and_add, BASE, "b").result().key == "a"
    index.close()


def test_big_buckets_are_counted_and_warned_once(
    index_url: str, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    from scrapy_simhash.index import storage

    monkeypatch.setattr(storage, "BIG_BUCKET_CANDIDATES", 5)
    with SimHashIndex(index_url) as index:
        # Ten fingerprints sharing their low 16 bits: one segment value, one big bucket.
        index.add_many([((i + 1) << 40 | 0xBEEF, f"k{i}") for i in range(10)])
        assert index.find(0xBEEF, 0) == []
        index.find(0xBEEF | 1 << 62, 0)
        assert index.big_bucket_queries == 2
        assert index.candidates_examined >= 20
    warnings = [r for r in caplog.records if "big bucket" in r.getMessage()]
    assert len(warnings) == 1


def test_a_crowded_key_value_is_searched_exactly_and_counted_once_per_fingerprint(
    index_url: str,
) -> None:
    """Hundreds of fingerprints sharing one key value (and, through the shared value, met
    again under the other keys for some): every one within k is found with its distance,
    the rest are not, and each is counted once as a candidate."""
    import random

    rng = random.Random(8)
    low = 0x1234_5678_9ABC  # the low 48 bits in common: two of three default keys
    stored = [rng.getrandbits(16) << 48 | low for _ in range(400)]
    stored += [flip(stored[0], *rng.sample(range(64), bits)) for bits in range(1, 8)]
    stored = list(dict.fromkeys(stored))
    with SimHashIndex(index_url) as index:
        index.add_many((fp, f"k{i}") for i, fp in enumerate(stored))
        for query in (stored[0], flip(stored[0], 50), flip(stored[3], 2, 49), FAR):
            before = index.candidates_examined
            found = sorted((m.fingerprint, m.distance) for m in index.find(query, 5))
            assert found == sorted((fp, (fp ^ query).bit_count()) for fp in stored
                                   if (fp ^ query).bit_count() <= 5), query
            if index_url.startswith("sqlite"):
                # Every stored fingerprint sharing a probed key value, once.
                layout = index.layout
                probed = [set(keys) for keys in layout.probe_keys(query)]
                sharing = [fp for fp in stored
                           if any(key in probed[table]
                                  for table, key in enumerate(layout.keys(fp)))]
                assert index.candidates_examined - before == len(sharing)


def test_a_crawls_sqlite_index_does_not_import_numpy(tmp_path) -> None:
    """The crawl process holds the index: NumPy is for bucket storage and bulk loads."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from scrapy_simhash.index import SimHashIndex\n"
        f"index = SimHashIndex({f'sqlite:///{tmp_path}/index.db'!r})\n"
        "index.check_and_add_many([(1, 'https://a.example/1', 'run:1', 'abcdef01'),\n"
        "                          (3, 'https://a.example/2', 'run:1', 'abcdef01')],\n"
        "                         pending=True)\n"
        "index.confirm([(1, 'https://a.example/1')], 'run:1')\n"
        "index.load_site_lines('a.example', 10)\n"
        "index.save_site_lines([], 10, 100)\n"
        "index.close()\n"
        "print('numpy' in sys.modules)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True)
    assert result.stdout.strip() == "False"
