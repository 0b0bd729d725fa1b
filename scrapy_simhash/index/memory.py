"""In-process backend for tests and dry runs: same layout and semantics, nothing persisted."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime

from scrapy_simhash.index.layout import Layout
from scrapy_simhash.index.match import Match, Offer
from scrapy_simhash.index.storage import note_candidates, sort_matches


@dataclass
class _Namespace:
    # per table: segment key -> distinct fingerprints (unsigned)
    segments: list[dict[int, set[int]]]
    # fingerprint -> key -> (item_id, stored_at)
    entries: dict[int, dict[str, tuple[str | None, datetime]]] = field(default_factory=dict)


class MemoryStorage:
    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self.candidates_examined = 0
        self.big_bucket_queries = 0
        self._namespaces: dict[str, _Namespace] = {}
        self._labels: dict[tuple[str, str], str] = {}

    def _ns(self, namespace: str) -> _Namespace:
        ns = self._namespaces.get(namespace)
        if ns is None:
            ns = _Namespace([defaultdict(set) for _ in range(self.layout.table_count)])
            self._namespaces[namespace] = ns
        return ns

    def _matching_fingerprints(self, ns: _Namespace, fingerprint: int, k: int) -> list[int]:
        candidates: set[int] = set()
        for table, key in zip(ns.segments, self.layout.keys(fingerprint)):
            bucket = table.get(key)
            if bucket:
                candidates |= bucket
        note_candidates(self, len(candidates))
        return [fp for fp in candidates if (fp ^ fingerprint).bit_count() <= k]

    def find(self, namespace: str, fingerprint: int, k: int) -> list[Match]:
        ns = self._ns(namespace)
        matches = [
            Match(fp, key, (fp ^ fingerprint).bit_count(), stored_at, item_id)
            for fp in self._matching_fingerprints(ns, fingerprint, k)
            for key, (item_id, stored_at) in ns.entries[fp].items()
        ]
        return sort_matches(matches)

    def check_and_add_many(
        self, namespace: str, offers: Sequence[Offer], k: int, stored_at: datetime
    ) -> list[Match | None]:
        results: list[Match | None] = []
        for offer in offers:
            matches = self.find(namespace, offer.fingerprint, k)
            if matches:
                results.append(matches[0])
            else:
                self._store(self._ns(namespace), offer, stored_at)
                results.append(None)
        return results

    def add_many(self, namespace: str, offers: Iterable[Offer], stored_at: datetime) -> int:
        ns = self._ns(namespace)
        return sum(self._store(ns, Offer(*offer), stored_at) for offer in offers)

    def _store(self, ns: _Namespace, offer: Offer, stored_at: datetime) -> bool:
        by_key = ns.entries.setdefault(offer.fingerprint, {})
        if offer.key in by_key:
            return False
        by_key[offer.key] = (offer.item_id, stored_at)
        for table, key in zip(ns.segments, self.layout.keys(offer.fingerprint)):
            table[key].add(offer.fingerprint)
        return True

    def _remove_where(self, ns: _Namespace, doomed) -> int:  # type: ignore[no-untyped-def]
        removed = 0
        for fp in list(ns.entries):
            by_key = ns.entries[fp]
            for doomed_key in [k for k, value in by_key.items() if doomed(k, value)]:
                del by_key[doomed_key]
                removed += 1
            if not by_key:
                del ns.entries[fp]
                for table, key in zip(ns.segments, self.layout.keys(fp)):
                    bucket = table[key]
                    bucket.discard(fp)
                    if not bucket:
                        del table[key]
        return removed

    def expire(self, namespace: str, before: datetime) -> int:
        return self._remove_where(self._ns(namespace), lambda _key, value: value[1] < before)

    def delete(self, namespace: str, key: str) -> int:
        return self._remove_where(self._ns(namespace), lambda k, _value: k == key)

    def count(self, namespace: str) -> int:
        return sum(len(by_key) for by_key in self._ns(namespace).entries.values())

    def label(self, namespace: str, name: str) -> str | None:
        return self._labels.get((namespace, name))

    def set_label(self, namespace: str, name: str, value: str) -> None:
        self._labels[(namespace, name)] = value

    def close(self) -> None:
        self._namespaces.clear()
