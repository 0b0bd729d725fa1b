"""Settings are read once, validated at start, and the add-on wires every component."""

from __future__ import annotations

import pytest
from scrapy import Spider
from scrapy.exceptions import NotConfigured
from scrapy.settings import Settings
from scrapy.utils.misc import build_from_crawler
from scrapy.utils.test import get_crawler

from scrapy_simhash import (
    Addon,
    SimHashDownloaderMiddleware,
    SimHashPipeline,
    SimHashSpiderMiddleware,
)
from scrapy_simhash.settings import SimHashConfig


class NamedSpider(Spider):
    name = "named"


def test_defaults():
    config = SimHashConfig.from_settings(Settings())
    assert config.enabled  # unset: on wherever a component is listed
    assert config.max_distance == 5
    assert config.action == "drop"
    assert config.database_url is None and config.namespace is None
    assert config.on_index_error == "keep"
    assert config.fingerprint_function == "minwise"
    assert config.site_memory and config.site_memory_lines == 100_000
    assert not SimHashConfig.from_settings(Settings({"SIMHASH_SITE_MEMORY": "False"})).site_memory
    assert not config.site_memory_persist
    assert SimHashConfig.from_settings(
        Settings({"SIMHASH_SITE_MEMORY_PERSIST": "True"})).site_memory_persist
    assert SimHashConfig.from_settings(
        Settings({"SIMHASH_FINGERPRINT": " SimHash "})).fingerprint_function == "simhash"


def test_the_python_api_shares_the_crawl_defaults():
    # An index built with SimHashIndex(url) must serve a crawl with default settings.
    from scrapy_simhash.index import SimHashIndex

    config = SimHashConfig.from_settings(Settings())
    index = SimHashIndex()
    assert (index.max_distance, index.fingerprint) == (config.max_distance,
                                                      config.fingerprint_function)


@pytest.mark.parametrize(
    ("name", "value", "message"),
    [
        ("SIMHASH_MAX_DISTANCE", "three", "must be a whole number"),
        ("SIMHASH_MAX_DISTANCE", 65, "between 0 and 16"),
        ("SIMHASH_MAX_DISTANCE", -1, "between 0 and 16"),
        ("SIMHASH_ACTION", "delete", "must be one of drop, tag"),
        ("SIMHASH_ON_INDEX_ERROR", "ignore", "must be one of keep, drop"),
        ("SIMHASH_FINGERPRINT", "minhash", "must be one of simhash, minwise"),
        ("SIMHASH_TEXT_FIELD", 42, "must be a string"),
        ("SIMHASH_INDEX_LAYOUT", "blocks:3", "exact only up to distance"),
        ("SIMHASH_INDEX_LAYOUT", "tables", "unknown index layout"),
        ("SIMHASH_DEBUG", "maybe", "SIMHASH_DEBUG must be True or False"),
        ("SIMHASH_MAX_WAITING_PAGES", 0, "between 1 and"),
        ("SIMHASH_MAX_WAITING_PAGES", "many", "must be a whole number"),
        ("SIMHASH_SITE_MEMORY", "perhaps", "SIMHASH_SITE_MEMORY must be True or False"),
        ("SIMHASH_SITE_MEMORY_LINES", 0, "between 1 and"),
        ("SIMHASH_SITE_MEMORY_PERSIST", "later", "SIMHASH_SITE_MEMORY_PERSIST must be True or"),
        ("SIMHASH_IGNORE_DUPLICATE_RESPONSES", "sometimes", "SIMHASH_IGNORE_DUPLICATE_RESPONSES"),
        ("SIMHASH_DATABASE_URL", "mysql://u:secret@db/x", "unsupported database 'mysql'"),
        ("SIMHASH_DATABASE_URL", "postgresql+psycopg2://u@db/x", "driver 'psycopg2'"),
        ("SIMHASH_DATABASE_URL", "http://example.com/db", "unsupported database 'http'"),
        ("SIMHASH_DATABASE_URL", "sqlite:////no-such-directory-here/index.sqlite3",
         "directory /no-such-directory-here does not exist"),
    ],
)
def test_bad_values_are_errors_at_start(name, value, message):
    crawler = get_crawler(NamedSpider, {"SIMHASH_ENABLED": True, name: value})
    with pytest.raises(ValueError, match=message):
        build_from_crawler(SimHashPipeline, crawler)


def test_the_enabled_flag_names_itself_when_its_value_is_not_a_boolean():
    crawler = get_crawler(NamedSpider, {"SIMHASH_ENABLED": "maybe"})
    with pytest.raises(ValueError, match="SIMHASH_ENABLED must be True or False"):
        build_from_crawler(SimHashPipeline, crawler)


def test_bad_url_messages_mask_the_password():
    crawler = get_crawler(NamedSpider, {"SIMHASH_ENABLED": True,
                                        "SIMHASH_DATABASE_URL": "mysql://u:secret@db/x"})
    with pytest.raises(ValueError) as raised:
        build_from_crawler(SimHashPipeline, crawler)
    assert "secret" not in str(raised.value)


@pytest.mark.parametrize("value", [False, "False", "0", 0])
def test_an_explicit_false_turns_every_component_off(value):
    crawler = get_crawler(NamedSpider, {"SIMHASH_ENABLED": value,
                                        "ADDONS": {"scrapy_simhash.Addon": 300}})
    with pytest.raises(NotConfigured, match="SIMHASH_ENABLED"):
        build_from_crawler(SimHashPipeline, crawler)
    with pytest.raises(NotConfigured, match="SIMHASH_ENABLED"):
        build_from_crawler(SimHashDownloaderMiddleware, crawler)
    with pytest.raises(NotConfigured, match="SIMHASH_ENABLED"):
        build_from_crawler(SimHashSpiderMiddleware, crawler)


def test_pipeline_from_crawler_reads_settings_and_spider_name(tmp_path):
    url = f"sqlite:///{tmp_path / 'x.sqlite3'}"
    crawler = get_crawler(NamedSpider, {"SIMHASH_ENABLED": True, "SIMHASH_DATABASE_URL": url,
                                        "SIMHASH_MAX_DISTANCE": 5, "SIMHASH_ACTION": "TAG"})
    pipeline = build_from_crawler(SimHashPipeline, crawler)
    assert pipeline.config.max_distance == 5
    assert pipeline.config.action == "tag"
    assert pipeline.gateway.namespace == "named"
    assert pipeline.gateway.url == url


def test_addon_enables_all_components_and_keeps_user_priorities():
    settings = Settings({"ITEM_PIPELINES": {"scrapy_simhash.pipelines.SimHashPipeline": 800}})
    Addon().update_settings(settings)
    assert settings.getbool("SIMHASH_ENABLED")
    assert settings.getdict("ITEM_PIPELINES") == {"scrapy_simhash.pipelines.SimHashPipeline": 800}
    downloader = settings.getdict("DOWNLOADER_MIDDLEWARES")
    assert list(downloader.values()) == [540]
    spider = settings.getdict("SPIDER_MIDDLEWARES")
    assert list(spider.values()) == [10]


@pytest.mark.parametrize("given", [
    {},
    {"scrapy_simhash.pipelines.SimHashPipeline": 800},
    {SimHashPipeline: None, "scrapy.pipelines.images.ImagesPipeline": 1},
    {"scrapy_simhash.SimHashPipeline": 100},
])
def test_addon_fallback_for_scrapy_before_2_13_matches_scrapys_own_rule(given):
    # Scrapy 2.11 and 2.12 have no setdefault_in_component_priority_dict; the add-on's
    # own rule must leave the same settings as Scrapy's method does where it exists.
    from scrapy_simhash.addon import _add_unless_present

    ours, scrapys = Settings({"ITEM_PIPELINES": given}), Settings({"ITEM_PIPELINES": given})
    _add_unless_present(ours, "ITEM_PIPELINES", SimHashPipeline, 300)
    scrapys.setdefault_in_component_priority_dict("ITEM_PIPELINES", SimHashPipeline, 300)
    assert ours.getdict("ITEM_PIPELINES") == scrapys.getdict("ITEM_PIPELINES")
    assert ours.getpriority("ITEM_PIPELINES") == scrapys.getpriority("ITEM_PIPELINES")
    if not given:
        assert ours.getdict("ITEM_PIPELINES") == {SimHashPipeline: 300}


def test_addon_applies_through_scrapy_addons_setting():
    crawler = get_crawler(NamedSpider, {"ADDONS": {Addon: 300}})
    crawler._apply_settings()
    assert crawler.settings.getbool("SIMHASH_ENABLED")
    pipelines = crawler.settings.getdict("ITEM_PIPELINES")
    assert any("SimHashPipeline" in str(key) for key in pipelines)


def test_index_layout_setting_builds_that_layout(tmp_path):
    from scrapy_simhash.index import SimHashIndex

    url = f"sqlite:///{tmp_path / 'x.sqlite3'}"
    crawler = get_crawler(NamedSpider, {"SIMHASH_ENABLED": True, "SIMHASH_DATABASE_URL": url,
                                        "SIMHASH_MAX_DISTANCE": 3,
                                        "SIMHASH_INDEX_LAYOUT": "blocks:5"})
    pipeline = build_from_crawler(SimHashPipeline, crawler)
    index = SimHashIndex(**pipeline.gateway.index_options())
    try:
        assert (index.layout.blocks, index.layout.table_count) == (5, 10)
    finally:
        index.close()
    with SimHashIndex(url, max_distance=3) as reopened:  # the layout lives in the database
        assert reopened.layout.table_count == 10


def test_keys_are_made_storable():
    from scrapy_simhash.index.keys import storable_key

    assert storable_key("https://example.com/a\ud800b") == "https://example.com/a?b"
    assert storable_key("nul\x00byte") == "nulbyte"
    assert storable_key(42) == "42"
    assert storable_key("https://例子.com/文章") == "https://例子.com/文章"


def test_long_keys_are_shortened_under_the_limit_and_stay_distinct():
    from scrapy_simhash.index.keys import MAX_KEY_BYTES, storable_key

    base = "https://example.com/文章?utm=" + "x" * 5000
    first, second = storable_key(base + "1"), storable_key(base + "2")
    assert first != second
    for key in (first, second):
        assert len(key.encode("utf-8")) <= MAX_KEY_BYTES
        assert key.startswith("https://example.com/文章?utm=xxx")
    assert storable_key(base + "1") == first  # the same key every time
    fits = "https://example.com/" + "é" * ((MAX_KEY_BYTES - 20) // 2)
    assert storable_key(fits) == fits


def test_public_api_lists_exactly_the_lazy_exports():
    import scrapy_simhash

    assert set(scrapy_simhash.__all__) == {"__version__", *scrapy_simhash._EXPORTS}
    for name in scrapy_simhash.__all__:
        assert getattr(scrapy_simhash, name) is not None


def test_a_repeated_message_is_logged_once_at_its_level_unless_debug_asks_for_all():
    import logging

    quiet = SimHashConfig.from_settings(Settings({}))
    assert quiet.repeat_level(True) == logging.INFO
    assert quiet.repeat_level(False) == logging.DEBUG
    assert quiet.repeat_level(True, logging.WARNING) == logging.WARNING
    loud = SimHashConfig.from_settings(Settings({"SIMHASH_DEBUG": True}))
    assert loud.repeat_level(False) == logging.INFO
    assert loud.repeat_level(False, logging.WARNING) == logging.WARNING
