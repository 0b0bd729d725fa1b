"""How big is the index: entries and time range per namespace, layout, where it lives."""

from __future__ import annotations

from dataclasses import dataclass

from scrapy_simhash.index.errors import LayoutError
from scrapy_simhash.index.schema import layout_from_meta
from scrapy_simhash.tools._errors import ToolError
from scrapy_simhash.tools._reader import IndexReader, NamespaceSummary


@dataclass(frozen=True)
class IndexStats:
    database_url: str  # password masked
    layout: str  # e.g. "blocks:4" or "blocks:3/radius:1"
    layout_description: str
    max_distance: int  # the largest distance the layout answers exactly
    namespaces: list[NamespaceSummary]

    @property
    def total_entries(self) -> int:
        return sum(namespace.entries for namespace in self.namespaces)


def index_stats(database_url: str) -> IndexStats:
    with IndexReader(database_url) as reader:
        values = reader.metadata()
        try:
            layout = layout_from_meta(values)
        except (KeyError, ValueError, LayoutError):
            raise ToolError(f"the index metadata at {reader.masked_url} is damaged: "
                            f"{values!r}") from None
        return IndexStats(reader.masked_url, layout.name, layout.describe(),
                          layout.max_distance, reader.namespace_summaries())
