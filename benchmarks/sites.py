"""Site-grouped near-duplicate benchmark: different articles of one site must never be
taken for duplicates because of a block the site repeats on every page.

Builds eight made-up sites (``_sites_templates``: own layouts, and on every page of a
site one repeated block longer than a short article: staff list, promotional paragraph,
long legal footer, cookie notice, "about this site" box, author bio and newsletter
pitch, corrections policy, events box), each with 5-20 different articles. The article
texts are ground-truth texts of the shared extraction sets (article benchmark and
L3S-GN1, English), about half of them short; a quarter of the articles are reposted on
one or two other sites, edited (a sentence changed, a paragraph dropped, a republishing
line added), and 15% appear again on their own site under one or three more URLs, edited
the same way. Pages arrive in random orders; a page is dropped when a kept page's
fingerprint is within the default threshold (default fingerprint and distance).

Reported per text source: false drops (a page dropped against different articles only:
a lost item), articles kept exactly once (of the articles shown on several pages),
articles lost, and pages whose text holds the site's repeated block. Sources: this
checkout's ``extract_text``, the extractor at a git revision when ``--baseline-ref`` names
one (its package is exported to a temporary folder and run in a child process), the same with site memory as a crawl runs it (one ``SiteMemory`` per crawl,
pages extracted in arrival order, so each order is its own crawl), the same with the
package's title guard in the dedup run (``SIMHASH_TITLE_GUARD``: each page's title
signature as the worker makes it, and the index backends' own verdict,
``index.guard.duplicate_of``: a page is not dropped against a kept page of its own host
whose headline shares no word with its own), the two together, trafilatura, and the
article text itself (upper bound).

``--language zh`` builds the same from eight Chinese sites (``_sites_templates_zh``) and
the project's Chinese articles (``benchmarks/data/zh_articles``), each cut into three
different articles (its first two paragraphs under its title, the next three, the rest,
each headed by its opening clause), so that about half are shorter than the blocks.

    python benchmarks/sites.py [--language en|zh] [--seeds 0 1 2] [--orders 20] [--baseline-ref REV] [--no-write]
"""

from __future__ import annotations

import argparse
import html
import json
import random
import re
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import lxml.html  # noqa: E402
from _neardup_corpus import Corpus, CorpusPage  # noqa: E402
from _neardup_metrics import (  # noqa: E402
    DedupRun,
    Structure,
    dedup_run,
    distance_matrix,
    guarded_dedup_run,
    mean_dedup_run,
    random_orders,
    title_signatures,
)
from _neardup_pages import language_of  # noqa: E402
from _report import command_line, markdown_table, write_section  # noqa: E402
from _revision import package_at  # noqa: E402
from _sites_templates import SITES, Site, body_html  # noqa: E402
from _sites_templates_zh import ZH_SITES  # noqa: E402
from neardup import (  # noqa: E402
    _default_name,
    _min_text_length,
    default_max_distance,
    fingerprint_text,
    our_default,
)

SHARED = ROOT.parent / "shared" / "data" / "extraction"
POOL_SETS = ("article-extraction-benchmark", "l3s-gn1")
SHORT_SIZE = 1000  # an article shorter than this is outweighed by every site's block
MIN_CHARS, MAX_CHARS = 300, 6000
REPOST_SHARE = 0.25
SAME_SITE_SHARE = 0.15
MEMORY = "scrapy_simhash (this checkout) + site memory (SIMHASH_SITE_MEMORY, the crawl's path)"
GUARD = "scrapy_simhash (this checkout) + title guard (SIMHASH_TITLE_GUARD)"
MEMORY_GUARD = "scrapy_simhash (this checkout) + site memory + title guard (the defaults)"


@dataclass(frozen=True)
class Article:
    key: str
    headline: str
    paragraphs: tuple[str, ...]

    @property
    def text(self) -> str:
        return "\n".join(self.paragraphs)


def load_pool(language: str = "en") -> list[Article]:
    """Articles in ``language``, without near-copies of one another."""
    candidates = english_candidates() if language == "en" else chinese_candidates()
    hasher, k = our_default(), default_max_distance()
    articles: list[Article] = []
    seen: list[int] = []
    for article in candidates:
        fingerprint = hasher(article.text)
        if any(bin(fingerprint ^ other).count("1") <= k for other in seen):
            continue
        seen.append(fingerprint)
        articles.append(article)
    return articles


def english_candidates() -> list[Article]:
    """The English ground-truth texts of the pool sets, headline apart."""
    articles: list[Article] = []
    for set_name in POOL_SETS:
        with open(SHARED / set_name / "ground_truth.jsonl", encoding="utf-8") as lines:
            for line in lines:
                record = json.loads(line)
                text = record["text"]
                if not MIN_CHARS <= len(text) <= MAX_CHARS or language_of(text) != "en":
                    continue
                paragraphs = [" ".join(p.split()) for p in text.split("\n") if len(p.split()) > 3]
                if len(paragraphs) < 2:
                    continue
                first = paragraphs[0]
                if len(first) < 120 and not first.endswith("."):
                    headline, paragraphs = first, paragraphs[1:]  # L3S texts open with it
                else:
                    headline = " ".join(first.split()[:9]).rstrip(",.;:")
                if len(paragraphs) < 2:
                    continue
                articles.append(Article(f"{set_name}:{record['id']}", headline, tuple(paragraphs)))
    return articles


def chinese_candidates() -> list[Article]:
    """The project's Chinese articles (``benchmarks/data/zh_articles``), each cut into three
    different articles: its first two paragraphs (a short item under its own title), the
    next three, and the rest, each headed by its own opening clause."""
    from corpus import load_zh_articles

    articles: list[Article] = []
    for source in load_zh_articles():
        paragraphs = source.paragraphs
        for n, (start, end) in enumerate(((0, 2), (2, 5), (5, len(paragraphs)))):
            piece = paragraphs[start:end]
            if len(piece) < 2:
                continue
            headline = source.title if n == 0 else re.split(r"[，。；：！？]", piece[0])[0][:24]
            articles.append(Article(f"{source.id}:{n}", headline, tuple(piece)))
    return articles


def edited(article: Article, site: Site, rng: random.Random, language: str) -> Article:
    """A repost's copy: one of three edits a republishing site makes."""
    paragraphs = list(article.paragraphs)
    kind = rng.choice(("sentence", "paragraph", "line"))
    if kind == "paragraph" and len(paragraphs) >= 4:
        del paragraphs[rng.randrange(1, len(paragraphs))]
    elif kind == "sentence" and language == "zh":
        i = rng.randrange(len(paragraphs))
        j = rng.randrange(len(paragraphs[i]))
        paragraphs[i] = paragraphs[i][:j] + "据知情人士周二透露" + paragraphs[i][j + 6 :]
    elif kind == "sentence":
        i = rng.randrange(len(paragraphs))
        words = paragraphs[i].split()
        j = rng.randrange(len(words))
        words[j : j + 3] = ["reportedly", "said", "on", "Tuesday"]
        paragraphs[i] = " ".join(words)
    elif language == "zh":
        paragraphs.append(f"本文转载自合作媒体，经授权由{site.name}发布，转载请联系原作者。")
    else:
        paragraphs.append(
            f"This story was first published elsewhere and is republished by {site.name} "
            "under a content-sharing agreement."
        )
    return Article(article.key, article.headline, tuple(paragraphs))


_MONTHS = ((3, "March"), (6, "June"), (10, "October"))


def page_html(site: Site, article: Article, rng: random.Random, language: str) -> str:
    month, day = rng.choice(_MONTHS), rng.randint(1, 28)
    date = f"2024年{month[0]}月{day}日" if language == "zh" else f"{month[1]} {day}, 2024"
    block = site.block(site.name, random.Random(site.domain))  # the same on every page
    headline = html.escape(article.headline)
    return site.render(headline, body_html(list(article.paragraphs)), date, block)


def is_short(article: Article, language: str) -> bool:
    """Shorter than every site's block: 1,000 characters of English, or as many UTF-8
    bytes of Chinese (about 330 characters)."""
    text = article.text
    return (len(text) if language == "en" else len(text.encode("utf-8"))) < SHORT_SIZE


def build(pool: list[Article], seed: int, language: str = "en") -> tuple[Corpus, dict[str, str]]:
    """The corpus and, per site domain, a line of its repeated block."""
    sites = SITES if language == "en" else ZH_SITES
    rng = random.Random(f"sites-{seed}")
    short = [a for a in pool if is_short(a, language)]
    long = [a for a in pool if not is_short(a, language)]
    rng.shuffle(short)
    rng.shuffle(long)
    corpus = Corpus(language)
    placed: list[tuple[Article, Site]] = []

    def add(site: Site, article: Article, kind: str) -> None:
        n = len(corpus.pages)
        corpus.pages.append(CorpusPage(
            page_id=f"{site.domain}/{n}", article_id=article.key, template_id=site.domain,
            site=site.domain, kind=kind, url=f"https://{site.domain}/story/{n}",
            html=page_html(site, article, rng, language),
        ))  # fmt: skip

    for site in sites:
        for _ in range(rng.randint(5, 20)):
            source = short if (rng.random() < 0.5 and short) or not long else long
            article = source.pop()
            corpus.truths[article.key] = article.text
            add(site, article, "original")
            placed.append((article, site))
    for article, home in rng.sample(placed, round(REPOST_SHARE * len(placed))):
        others = [s for s in sites if s is not home]
        for site in rng.sample(others, rng.choice((1, 1, 2))):
            add(site, edited(article, site, rng, language), "repost")
    # The same article again on its own site under other URLs (print, AMP, a second
    # section): true duplicates whose lines a site memory has seen before.
    for article, home in rng.sample(placed, round(SAME_SITE_SHARE * len(placed))):
        for _ in range(rng.choice((1, 1, 3))):
            add(home, edited(article, home, rng, language), "same_site_copy")
    markers = {}
    for site in sites:
        block = lxml.html.fromstring(site.block(site.name, random.Random(site.domain)))
        line = max((" ".join(t.split()) for t in block.itertext()), key=len)
        markers[site.domain] = line[len(line) // 3 : len(line) // 3 + 50]
    return corpus, markers


# --- text sources ------------------------------------------------------------------


def ours(pages: list[CorpusPage]) -> list[str]:
    from scrapy_simhash.extract import extract_text

    return [extract_text(p.html, url=p.url) for p in pages]


def trafilatura_texts(pages: list[CorpusPage]) -> list[str]:
    import trafilatura

    return [trafilatura.extract(p.html, url=p.url) or "" for p in pages]


_CHILD = """
import json, sys
sys.path.insert(0, sys.argv[1])
from scrapy_simhash.extract import extract_text
pages = json.load(open(sys.argv[2], encoding="utf-8"))
json.dump([extract_text(html, url=url) for url, html in pages], open(sys.argv[3], "w"))
"""


def at_revision(ref: str) -> Callable[[list[CorpusPage]], list[str]]:
    """``extract_text`` of the package as it was at git revision ``ref``."""

    def texts(pages: list[CorpusPage]) -> list[str]:
        with package_at(ref) as folder:
            source, target = Path(folder, "pages.json"), Path(folder, "texts.json")
            source.write_text(json.dumps([(p.url, p.html) for p in pages]), encoding="utf-8")
            subprocess.run(
                [sys.executable, "-c", _CHILD, folder, str(source), str(target)], check=True
            )
            return json.loads(target.read_text(encoding="utf-8"))

    return texts


def article_text(corpus: Corpus) -> Callable[[list[CorpusPage]], list[str]]:
    return lambda pages: [corpus.truths[p.article_id] for p in pages]


def measure_guarded(corpus: Corpus, texts: list[str], markers: dict[str, str], orders: int,
                    seed: int) -> Outcome:  # fmt: skip
    hasher, k, min_length = our_default(), default_max_distance(), _min_text_length()
    structure = Structure.of(corpus)
    distances = distance_matrix([fingerprint_text(t, min_length, hasher) for t in texts])
    titles = title_signatures(corpus.pages)
    urls = [p.url for p in corpus.pages]
    runs = [guarded_dedup_run(structure, distances, k, order, urls, titles)[0]
            for order in random_orders(len(corpus.pages), orders, seed)]  # fmt: skip
    run = DedupRun(*(sum(getattr(r, f) for r in runs) / len(runs)
                     for f in DedupRun.__dataclass_fields__))  # fmt: skip
    taken = sum(markers[p.site] in " ".join(t.split())
                for p, t in zip(corpus.pages, texts, strict=True))  # fmt: skip
    return Outcome(run, len(corpus.pages), structure.multi_page_articles, len(corpus.truths),
                   taken, sum(not t.strip() for t in texts))  # fmt: skip


def measure_with_memory(corpus: Corpus, markers: dict[str, str], orders: int,
                        seed: int, guard: bool = False) -> Outcome:  # fmt: skip
    """Pages extracted in arrival order through one ``SiteMemory`` per crawl, so what
    it knows depends on the order: each order is its own crawl. Each page goes the way a
    crawl sends it: the memory's ``known`` lines with the raw body to the worker's
    ``fingerprint_page``, and the line keys it returns back to ``record``. ``guard``:
    with the title guard in the dedup run."""
    from scrapy_simhash.extract import SiteMemory
    from scrapy_simhash.runtime.worker_main import RawPage, fingerprint_page

    hasher, k, min_length = our_default(), default_max_distance(), _min_text_length()
    hasher_name = _default_name()
    structure = Structure.of(corpus)
    runs, taken, empty = [], 0, 0
    urls = [p.url for p in corpus.pages]
    for order in random_orders(len(corpus.pages), orders, seed):
        memory = SiteMemory()
        texts = [""] * len(corpus.pages)
        # The worker's title signatures: marked where a page has little text of its own.
        titles: list[str | None] = [None] * len(corpus.pages)
        for index in order:
            page = corpus.pages[index]
            raw = RawPage(page.html.encode("utf-8"), "utf-8", page.url, memory.known(page.url))
            result = fingerprint_page(raw, hasher_name)
            memory.record(page.url, result.line_keys, result.page_key)
            texts[index], titles[index] = result.text, result.title
        fingerprints = [fingerprint_text(t, min_length, hasher) for t in texts]
        if guard:
            runs.append(guarded_dedup_run(structure, distance_matrix(fingerprints), k, order,
                                          urls, titles)[0])  # fmt: skip
        else:
            runs.append(dedup_run(structure, distance_matrix(fingerprints), k, order))
        taken += sum(markers[p.site] in " ".join(t.split())
                     for p, t in zip(corpus.pages, texts, strict=True))  # fmt: skip
        empty += sum(not t.strip() for t in texts)
    run = DedupRun(*(sum(getattr(r, f) for r in runs) / len(runs)
                     for f in DedupRun.__dataclass_fields__))  # fmt: skip
    return Outcome(run, len(corpus.pages), structure.multi_page_articles, len(corpus.truths),
                   round(taken / orders), round(empty / orders))  # fmt: skip


@dataclass
class Outcome:
    run: DedupRun
    pages: int
    multi: int
    articles: int
    block_taken: int
    empty: int


def measure(corpus: Corpus, texts: list[str], markers: dict[str, str], orders: int,
            seed: int) -> Outcome:  # fmt: skip
    hasher, k, min_length = our_default(), default_max_distance(), _min_text_length()
    fingerprints = [fingerprint_text(t, min_length, hasher) for t in texts]
    structure = Structure.of(corpus)
    distances = distance_matrix(fingerprints)
    run = mean_dedup_run(
        structure, distances, k, random_orders(len(corpus.pages), orders, seed)
    )
    taken = sum(markers[p.site] in " ".join(t.split()) for p, t in zip(corpus.pages, texts,
                                                                      strict=True))  # fmt: skip
    return Outcome(run, len(corpus.pages), structure.multi_page_articles,
                   len(corpus.truths), taken, sum(not t.strip() for t in texts))  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2])
    parser.add_argument("--orders", type=int, default=20, help="random arrival orders per seed")
    parser.add_argument("--baseline-ref", help="also run the extractor of this git revision")
    parser.add_argument("--language", choices=("en", "zh"), default="en",
                        help="English sites and articles, or Chinese ones")  # fmt: skip
    parser.add_argument("--no-write", action="store_true")
    args = parser.parse_args(argv)
    pool = load_pool(args.language)
    sources: dict[str, Callable[[Corpus], Callable[[list[CorpusPage]], list[str]]]] = {}
    if args.baseline_ref:
        sources[f"scrapy_simhash at `{args.baseline_ref}`"] = lambda c: at_revision(args.baseline_ref)
    sources |= {
        "scrapy_simhash (this checkout)": lambda c: ours,
        MEMORY: lambda c: ours,  # measured by measure_with_memory
        GUARD: lambda c: ours,  # measured by measure_guarded
        MEMORY_GUARD: lambda c: ours,  # measured by measure_with_memory(guard=True)
        "trafilatura": lambda c: trafilatura_texts,
        "article text itself (upper bound)": article_text,
    }
    totals: dict[str, list[Outcome]] = {name: [] for name in sources}
    for seed in args.seeds:
        corpus, markers = build(pool, seed, args.language)
        for name, source in sources.items():
            if name in (MEMORY, MEMORY_GUARD):
                totals[name].append(measure_with_memory(corpus, markers, args.orders, seed,
                                                        guard=name == MEMORY_GUARD))
                continue
            if name == GUARD:
                texts = ours(corpus.pages)
                totals[name].append(measure_guarded(corpus, texts, markers, args.orders, seed))
                continue
            texts = source(corpus)(corpus.pages)
            totals[name].append(measure(corpus, texts, markers, args.orders, seed))
    headers = ["text source", "pages", "articles (on 2+ pages)", "false drops per crawl",
               "kept exactly once", "articles lost", "extra copies kept",
               "pages holding the site's block", "empty texts"]  # fmt: skip
    rows = []
    for name, outcomes in totals.items():
        multi = sum(o.multi for o in outcomes)
        pages = sum(o.pages for o in outcomes)
        taken = sum(o.block_taken for o in outcomes)
        rows.append([
            name, pages, f"{sum(o.articles for o in outcomes)} ({multi})",
            f"{sum(o.run.false_drops for o in outcomes) / len(outcomes):.2f}",
            f"{100 * sum(o.run.kept_once for o in outcomes) / max(multi, 1):.1f}%",
            f"{sum(o.run.lost for o in outcomes) / len(outcomes):.2f}",
            f"{sum(o.run.extra_copies for o in outcomes) / len(outcomes):.2f}",
            f"{taken} ({100 * taken / pages:.1f}%)",
            sum(o.empty for o in outcomes),
        ])  # fmt: skip
    body = markdown_table(headers, rows)
    print(body)
    if not args.no_write:
        note = (
            f"Seeds {' '.join(map(str, args.seeds))}, {args.orders} random arrival orders "
            "each; figures per crawl are means over orders, summed over seeds for the "
            f"page and article counts. Default fingerprint, threshold k = "
            f"{default_max_distance()}. Eight made-up sites, 5-20 articles each, every "
            "page carrying its site's repeated block (longer than a short article); a "
            "quarter of the articles reposted, edited, on one or two other sites, 15% again "
            "on their own site under 1 or 3 more URLs. A false drop is a page dropped "
            "against different articles only. The title guard rows use the package's own "
            "title signature and verdict (`index.guard`); the other rows run without it."
            "\n\n"
        )
        if args.language == "zh":
            note = (
                "Chinese sites (`_sites_templates_zh`) and articles: the project's Chinese "
                "articles (`benchmarks/data/zh_articles`), each cut into three different "
                "articles (its first two paragraphs under its title, the next three, the "
                "rest), so that half the articles placed are shorter than the sites' "
                "blocks. " + note
            )
            write_section("sites-zh", "Site-grouped near-duplicates, Chinese sites",
                          command_line(), note + body)  # fmt: skip
        else:
            write_section("sites", "Site-grouped near-duplicates (repeated site blocks)",
                          command_line(), note + body)  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
