"""Build the near-duplicate corpus: reposts, edited copies and look-alike negatives.

Every source page comes with its ground-truth article text. The element holding the
article is found from that text alone (never with the extractor under test), and the
corpus is then made of:

* the original page;
* edited copies in the article's own template (editor/source line, shifted date, one
  altered sentence, one removed paragraph, an ad block in the middle of the content);
* transplants: the article's content moved into other sites' templates, with the
  donor's headline, title and article metadata replaced by the article's.

Pages holding different articles in one template (transplants into the same donor,
the donor's own page) and different articles from one site are the negatives.
Everything is drawn from one ``random.Random(seed)``, so a seed gives the same corpus.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from _neardup_edits import EDIT_KINDS, edited_copy
from _neardup_pages import CHINESE_SET, SHARED_SET, SourcePage, load_sources, parse_with_content
from _neardup_transplant import transplant


@dataclass(frozen=True)
class CorpusPage:
    page_id: str
    article_id: str  # pages with the same article_id are the same article
    template_id: str  # id of the source page whose markup shell this page uses
    site: str
    kind: str  # "original", "transplant" or one of EDIT_KINDS
    url: str
    html: str


@dataclass
class Corpus:
    language: str
    pages: list[CorpusPage] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)  # source pages whose content was not found
    truths: dict[str, str] = field(default_factory=dict)  # article_id -> ground-truth text


def build_corpus(
    articles: list[SourcePage],
    templates: list[SourcePage],
    language: str,
    seed: int,
    transplants_per_article: int = 2,
) -> Corpus:
    """Originals, edited copies and cross-site transplants of ``articles``.

    Transplant donors are drawn from ``templates`` on a different site than the article.
    """
    rng = random.Random(f"{seed}-{language}")
    corpus = Corpus(language)
    located = {p.page_id for p in {*articles, *templates} if parse_with_content(p)[1] is not None}
    corpus.skipped = sorted(p.page_id for p in articles if p.page_id not in located)
    donors = [p for p in templates if p.page_id in located]
    # An article shown by several source pages gets its edits and reposts from the
    # first; the others join it as further originals on their own sites.
    primary: dict[str, SourcePage] = {}
    for page in articles:
        if page.page_id in located:
            primary.setdefault(page.article_key, page)

    def add(article: SourcePage, kind: str, html: str, template: SourcePage) -> None:
        corpus.pages.append(
            CorpusPage(
                page_id=f"{article.page_id}:{kind}:{template.page_id}",
                article_id=article.article_key,
                template_id=template.page_id,
                site=template.site,
                kind=kind,
                url=template.url,
                html=html,
            )
        )

    for article in articles:
        if article.page_id not in located:
            continue
        if primary[article.article_key] is not article:
            add(article, "second_site", article.html, article)
            continue
        add(article, "original", article.html, article)
        corpus.truths[article.article_key] = article.text
        for kind in EDIT_KINDS:
            html = edited_copy(article, kind, rng)
            if html is not None:
                add(article, kind, html, article)
        own_sites = {p.site for p in articles if p.article_key == article.article_key}
        others = [d for d in donors if d.site not in own_sites]
        for donor in rng.sample(others, min(transplants_per_article, len(others))):
            html = transplant(article, donor)
            if html is not None:
                add(article, "transplant", html, donor)
    return corpus


def build_all(seed: int = 0, transplants_per_article: int = 2) -> list[Corpus]:
    """One corpus per language: shared set split by script, plus the Chinese set."""
    shared = load_sources(SHARED_SET)
    corpora = []
    for language in ("en", "other"):
        articles = [p for p in shared if p.language == language]
        if articles:
            corpora.append(build_corpus(articles, shared, language, seed, transplants_per_article))
    chinese = load_sources(CHINESE_SET, language="zh")
    if chinese:
        # Chinese articles are reposted into Chinese templates only: a Chinese article
        # in an English shell would be an easy, unrealistic case.
        corpora.append(build_corpus(chinese, chinese, "zh", seed, transplants_per_article + 1))
    return corpora
