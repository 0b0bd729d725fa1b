"""The item-to-page record kept between the spider middleware and the pipeline."""

from __future__ import annotations

from scrapy_simhash.spidermiddleware import MAX_RECORDED, ItemOrigins, PageFingerprint


def test_an_item_is_matched_by_identity_not_by_equal_content():
    origins = ItemOrigins()
    item, page = {"url": "u"}, PageFingerprint("http://a/", 42)
    origins.record(item, page)
    assert origins.take({"url": "u"}) is None  # an equal copy is another item
    assert origins.take(item) is page
    assert origins.take(item) is None  # a page's fingerprint stands for one item
    assert origins.unclaimed() == 0


def test_records_never_claimed_are_bounded_and_counted():
    origins = ItemOrigins()
    items = [{"n": n} for n in range(MAX_RECORDED + 5)]
    for n, item in enumerate(items):
        origins.record(item, PageFingerprint(f"http://a/{n}", n))
    assert len(origins) == MAX_RECORDED and origins.evicted == 5
    assert origins.take(items[0]) is None  # the oldest were let go
    assert origins.take(items[-1]).fingerprint == MAX_RECORDED + 4
    assert origins.unclaimed() == MAX_RECORDED - 1 + 5
