"""In-process backend for tests and dry runs: same layout and semantics, nothing persisted."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime

from scrapy_simhash.index.guard import duplicate_of, stores
from scrapy_simhash.index.layout import Layout
from scrapy_simhash.index.match import Match, Offer
from scrapy_simhash.index.ownership import is_abandoned
from scrapy_simhash.index.site_lines import SiteLine, latest_lines
from scrapy_simhash.index.storage import note_candidates, sort_matches

_Entry = tuple[str | None, datetime, bool, str | None]  # item_id, stored_at, confirmed, title


@dataclass
class _Namespace:
    # per table: segment key -> distinct fingerprints (unsigned)
    segments: list[dict[int, set[int]]]
    # fingerprint -> key -> (item_id, stored_at, confirmed, title)
    entries: dict[int, dict[str, _Entry]] = field(default_factory=dict)


class MemoryStorage:
    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self.candidates_examined = 0
        self.big_bucket_queries = 0
        self._namespaces: dict[str, _Namespace] = {}
        self._labels: dict[tuple[str, str], str] = {}
        # namespace -> (host, line key) -> (saved_at, line)
        self._site_lines: dict[str, dict[tuple[str, int], tuple[int, SiteLine]]] = {}

    def _ns(self, namespace: str) -> _Namespace:
        ns = self._namespaces.get(namespace)
        if ns is None:
            ns = _Namespace([defaultdict(set) for _ in range(self.layout.table_count)])
            self._namespaces[namespace] = ns
        return ns

    def find(self, namespace: str, fingerprint: int, k: int) -> list[Match]:
        ns = self._ns(namespace)
        candidates: set[int] = set()
        for table, probes in zip(ns.segments, self.layout.probe_keys(fingerprint), strict=True):
            for key in probes:
                candidates.update(table.get(key, ()))
        note_candidates(self, len(candidates))
        matches = [
            Match(fp, key, distance, stored_at, item_id, confirmed, title)
            for fp in candidates if (distance := (fp ^ fingerprint).bit_count()) <= k
            for key, (item_id, stored_at, confirmed, title) in ns.entries[fp].items()
        ]
        return sort_matches(matches)

    def check_and_add_many(
        self,
        namespace: str,
        offers: Sequence[Offer],
        k: int,
        stored_at: datetime,
        pending: bool = False,
    ) -> list[Match | None]:
        results: list[Match | None] = []
        for offer in offers:
            live: list[Match] = []
            abandoned: list[Match] = []
            for match in self.find(namespace, offer.fingerprint, k):
                left = is_abandoned(match.confirmed, match.item_id, match.stored_at,
                                    offer.item_id, stored_at)
                (abandoned if left else live).append(match)
            verdict = duplicate_of(offer, live)
            results.append(verdict)
            if stores(verdict):
                ns = self._ns(namespace)
                doomed = {(m.fingerprint, m.key) for m in abandoned}
                self._remove_where(ns, _among(doomed))
                self._store(ns, offer, stored_at, confirmed=not pending)
        return results

    def confirm(self, namespace: str, entries: Sequence[tuple[int, str]], owner: str) -> int:
        ns = self._ns(namespace)
        confirmed = 0
        for fp, key in entries:
            entry = ns.entries.get(fp, {}).get(key)
            if entry is not None and entry[0] == owner and not entry[2]:
                ns.entries[fp][key] = (entry[0], entry[1], True, entry[3])
                confirmed += 1
        return confirmed

    def add_many(self, namespace: str, offers: Iterable[Offer], stored_at: datetime) -> int:
        ns = self._ns(namespace)
        return sum(self._store(ns, Offer(*offer), stored_at) for offer in offers)

    def _store(self, ns: _Namespace, offer: Offer, stored_at: datetime,
               confirmed: bool = True) -> bool:
        by_key = ns.entries.setdefault(offer.fingerprint, {})
        if offer.key in by_key:
            return False
        by_key[offer.key] = (offer.item_id, stored_at, confirmed, offer.title)
        for table, key in zip(ns.segments, self.layout.keys(offer.fingerprint), strict=True):
            table[key].add(offer.fingerprint)
        return True

    def _remove_where(
        self, ns: _Namespace, doomed: Callable[[str, _Entry, int], bool]
    ) -> int:
        removed = 0
        for fp in list(ns.entries):
            by_key = ns.entries[fp]
            for doomed_key in [k for k, value in by_key.items() if doomed(k, value, fp)]:
                del by_key[doomed_key]
                removed += 1
            if not by_key:
                del ns.entries[fp]
                for table, segment in zip(ns.segments, self.layout.keys(fp), strict=True):
                    bucket = table[segment]
                    bucket.discard(fp)
                    if not bucket:
                        del table[segment]
        return removed

    def expire(self, namespace: str, before: datetime) -> int:
        return self._remove_where(self._ns(namespace),
                                  lambda _key, value, _fp: value[1] < before)

    def delete(self, namespace: str, key: str) -> int:
        return self._remove_where(self._ns(namespace), lambda k, _value, _fp: k == key)

    def count(self, namespace: str) -> int:
        return sum(len(by_key) for by_key in self._ns(namespace).entries.values())

    def label(self, namespace: str, name: str) -> str | None:
        return self._labels.get((namespace, name))

    def set_label(self, namespace: str, name: str, value: str) -> None:
        self._labels[(namespace, name)] = value

    def load_site_lines(self, namespace: str, host: str, limit: int) -> list[SiteLine]:
        held = self._site_lines.get(namespace, {})
        rows = sorted(((saved_at, line) for (line_host, _), (saved_at, line) in held.items()
                       if line_host == host), key=lambda row: (-row[0], row[1].key))[:limit]
        return [line for _, line in reversed(rows)]

    def save_site_lines(self, namespace: str, lines: Sequence[SiteLine], saved_at: int,
                        max_per_host: int, max_total: int) -> None:
        held = self._site_lines.setdefault(namespace, {})
        for rank, line in enumerate(latest_lines(lines)):
            old = held.get((line.host, line.key))
            if old is not None and old[1].known:
                line = old[1]
            held[(line.host, line.key)] = (max(saved_at + rank, old[0] if old else 0),
                                           line._replace(pages=() if line.known else line.pages))
        for host in {line.host for line in lines}:
            ranked = sorted((key for key in held if key[0] == host),
                            key=lambda key: (-held[key][0], key[1]))
            for key in ranked[max_per_host:]:
                del held[key]
        ranked = sorted(held, key=lambda key: (-held[key][0], key))
        for key in ranked[max_total:]:
            del held[key]

    def close(self) -> None:
        self._namespaces.clear()


def _among(entries: set[tuple[int, str]]) -> Callable[[str, _Entry, int], bool]:
    return lambda key, _value, fp: (fp, key) in entries
