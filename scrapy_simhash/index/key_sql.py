"""SQL that computes a fingerprint's segment keys, and the compact layout's key indexes."""

from __future__ import annotations

from scrapy_simhash.index.layout import Layout

_PREFIX = "simhash_"
# Keys of up to 31 bits are stored as int4: half the index key of a BIGINT.
_INT4_BITS = 31


def key_expression(layout: Layout, table: int, column: str = "fingerprint") -> str:
    """SQL computing the same key as ``Layout.keys`` from the signed BIGINT column."""
    parts = layout.tables[table]
    if len(parts) == 1 and parts[0].width == 64:
        return column
    # Masking after the (arithmetic) shift makes the sign of the column irrelevant.
    return " | ".join(f"(((({column}) >> {p.shift}) & {p.mask}) << {p.out_shift})" for p in parts)


def key_type(layout: Layout, table: int) -> str:
    return "INTEGER" if layout.key_bits(table) <= _INT4_BITS else "BIGINT"


def indexed_key(layout: Layout, table: int, column: str = "fingerprint") -> str:
    """The compact layout's key ``table``: the exact text its expression index was built
    on, which a query must repeat for the planner to use that index."""
    return f"CAST({key_expression(layout, table, column)} AS {key_type(layout, table)})"


def key_index_name(table: int, prefix: str = "") -> str:
    return f"{_PREFIX}{prefix}key_{table}"


def create_key_index(layout: Layout, table: int, prefix: str = "",
                     postgres: bool = False) -> str:
    """One B-tree per key over (namespace, key): 8 bytes of key per stored entry when the
    key fits int4 (the namespace costs nothing more than the alignment would).

    A layout probed with a radius has few keys, so on PostgreSQL (11 and later) each
    index also carries the fingerprint: look-ups then read the index alone (index-only
    scans once the table is vacuumed), not one heap page per candidate."""
    covering = " INCLUDE (fingerprint)" if postgres and layout.radius else ""
    return (f"CREATE INDEX IF NOT EXISTS {key_index_name(table, prefix)} ON {_PREFIX}entries "
            f"(namespace_id, ({indexed_key(layout, table)})){covering}")
