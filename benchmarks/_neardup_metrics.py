"""Score fingerprints of a near-duplicate corpus: pair recall/false positives and a dedup run."""

from __future__ import annotations

import random
from dataclasses import dataclass

import numpy as np
from _neardup_corpus import Corpus, CorpusPage

NO_MATCH = 255  # distance given to pairs where a page has no fingerprint


@dataclass(frozen=True)
class PairCounts:
    recall: float  # share of same-article pairs within k
    same_template_fp: int  # different articles in one template shell, within k
    same_site_fp: int  # different articles from one site (different shells), within k
    other_fp: int  # different articles from different sites, within k


@dataclass(frozen=True)
class DedupRun:
    kept_once: float  # multi-page articles kept exactly once (mean over orders)
    extra_copies: float  # pages kept although a copy of their article was already kept
    false_drops: float  # pages dropped against a different article only
    lost: float  # articles with no page kept at all


@dataclass(frozen=True)
class Structure:
    """Which pairs of a corpus are same-article, same-template, same-site."""

    same_article: np.ndarray
    same_template: np.ndarray
    same_site: np.ndarray
    upper: np.ndarray  # each unordered pair once
    article_index: np.ndarray
    multi_page_articles: int

    @classmethod
    def of(cls, corpus: Corpus) -> Structure:
        def codes(values: list[str]) -> np.ndarray:
            lookup = {v: i for i, v in enumerate(dict.fromkeys(values))}
            return np.array([lookup[v] for v in values])

        article = codes([p.article_id for p in corpus.pages])
        template = codes([p.template_id for p in corpus.pages])
        site = codes([p.site for p in corpus.pages])
        n = len(article)
        same_article = article[:, None] == article[None, :]
        return cls(
            same_article=same_article,
            same_template=(template[:, None] == template[None, :]) & ~same_article,
            same_site=(site[:, None] == site[None, :])
            & (template[:, None] != template[None, :])
            & ~same_article,
            upper=np.triu(np.ones((n, n), dtype=bool), k=1),
            article_index=article,
            multi_page_articles=int((np.bincount(article) > 1).sum()),
        )


def distance_matrix(fingerprints: list[int | None]) -> np.ndarray:
    """Pairwise Hamming distances; NO_MATCH where either page has no fingerprint."""
    valid = np.array([fp is not None for fp in fingerprints])
    values = np.array([fp or 0 for fp in fingerprints], dtype=np.uint64)
    distances = np.bitwise_count(values[:, None] ^ values[None, :]).astype(np.uint8)
    distances[~valid, :] = NO_MATCH
    distances[:, ~valid] = NO_MATCH
    return distances


def pair_counts(structure: Structure, distances: np.ndarray, k: int) -> PairCounts:
    within = (distances <= k) & structure.upper
    positives = structure.same_article & structure.upper
    negatives = ~structure.same_article & structure.upper
    return PairCounts(
        recall=float((within & positives).sum() / max(positives.sum(), 1)),
        same_template_fp=int((within & structure.same_template).sum()),
        same_site_fp=int((within & structure.same_site).sum()),
        other_fp=int((within & negatives & ~structure.same_template & ~structure.same_site).sum()),
    )


def dedup_run(structure: Structure, distances: np.ndarray, k: int, order: list[int]) -> DedupRun:
    """Pages arrive in ``order``; a page is dropped when a kept page is within ``k``.

    A page without a fingerprint is kept unchecked and not indexed, as the pipeline does.
    """
    articles = structure.article_index
    kept_per_article = np.zeros(articles.max() + 1, dtype=int)
    indexed: list[int] = []
    false_drops = 0
    for page in order:
        if distances[page, page] == NO_MATCH:
            kept_per_article[articles[page]] += 1
            continue
        matches = np.asarray(indexed, dtype=int)
        if matches.size:
            matches = matches[distances[page, matches] <= k]
        if matches.size:
            if not (articles[matches] == articles[page]).any():
                false_drops += 1
            continue
        indexed.append(page)
        kept_per_article[articles[page]] += 1
    pages_per_article = np.bincount(articles)
    multi = pages_per_article > 1
    return DedupRun(
        kept_once=float((kept_per_article[multi] == 1).sum()),
        extra_copies=float(np.clip(kept_per_article - 1, 0, None).sum()),
        false_drops=float(false_drops),
        lost=float((kept_per_article == 0).sum()),
    )


def title_signatures(pages: list[CorpusPage]) -> list[str | None]:
    """Each page's title signature, as a crawl's worker makes it without site memory."""
    from scrapy_simhash.extract import extract
    from scrapy_simhash.fingerprint.title import title_signature

    return [title_signature(x.title, x.little_own_text, x.text)
            for x in (extract(p.html, p.url) for p in pages)]


def guarded_dedup_run(
    structure: Structure, distances: np.ndarray, k: int, order: list[int],
    keys: list[str], titles: list[str | None],
) -> tuple[DedupRun, int]:
    """``dedup_run`` with the package's title guard (``index.guard.duplicate_of``, the
    verdict both index backends give; ``keys`` are the pages' URLs, as a crawl stores
    them): a page is not dropped against kept pages the guard leaves out. Returns the
    run and how many pages the guard kept."""
    from datetime import datetime, timezone

    from scrapy_simhash.index.guard import duplicate_of, stores, title_guarded
    from scrapy_simhash.index.match import Match, Offer

    articles = structure.article_index
    at = datetime.now(timezone.utc)
    kept_per_article = np.zeros(articles.max() + 1, dtype=int)
    indexed: list[int] = []
    false_drops = guarded = 0
    for page in order:
        if distances[page, page] == NO_MATCH:
            kept_per_article[articles[page]] += 1
            continue
        offer = Offer(0, keys[page], None, titles[page])
        near = [m for m in indexed if distances[page, m] <= k]
        verdict = duplicate_of(offer, [
            Match(0, keys[m], int(distances[page, m]), at, None, True, titles[m])
            for m in near])  # fmt: skip
        if not stores(verdict):
            # As dedup_run counts: false when no match the guard leaves is of the article.
            counted = [m for m in near
                       if not title_guarded(offer.key, offer.title, keys[m], titles[m])]
            if not any(articles[m] == articles[page] for m in counted):
                false_drops += 1
            continue
        guarded += verdict is not None
        indexed.append(page)
        kept_per_article[articles[page]] += 1
    multi = np.bincount(articles) > 1
    return DedupRun(
        kept_once=float((kept_per_article[multi] == 1).sum()),
        extra_copies=float(np.clip(kept_per_article - 1, 0, None).sum()),
        false_drops=float(false_drops),
        lost=float((kept_per_article == 0).sum()),
    ), guarded


def mean_dedup_run(
    structure: Structure, distances: np.ndarray, k: int, orders: list[list[int]]
) -> DedupRun:
    runs = [dedup_run(structure, distances, k, order) for order in orders]
    return DedupRun(
        *(float(np.mean([getattr(r, f) for r in runs])) for f in DedupRun.__dataclass_fields__)
    )


def random_orders(n: int, count: int, seed: int) -> list[list[int]]:
    rng = random.Random(f"order-{seed}")
    orders = []
    for _ in range(count):
        order = list(range(n))
        rng.shuffle(order)
        orders.append(order)
    return orders
