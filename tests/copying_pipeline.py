"""An item pipeline that passes on a copy of each item (imported by crawl_harness runs)."""

from __future__ import annotations

from typing import Any


class CopyingPipeline:
    def process_item(self, item: Any, spider: Any = None) -> dict:
        return dict(item)
