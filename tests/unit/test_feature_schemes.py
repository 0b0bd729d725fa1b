"""The benchmarks' feature builder measures the package's own SimHash at its default."""

from __future__ import annotations

from hypothesis import given, settings

from benchmarks.feature_schemes import DEFAULT_SCHEME, FeatureScheme
from benchmarks.feature_schemes import simhash as scheme_simhash
from scrapy_simhash.fingerprint.text import simhash
from tests.unit.test_fingerprint import _MIXED_TEXT, GOLDEN


def test_the_default_scheme_gives_the_golden_values() -> None:
    for text, fingerprint in GOLDEN.items():
        assert scheme_simhash(text, DEFAULT_SCHEME) == fingerprint


@settings(max_examples=150, deadline=None)
@given(_MIXED_TEXT)
def test_the_default_scheme_is_the_package_simhash(text: str) -> None:
    assert scheme_simhash(text, DEFAULT_SCHEME) == simhash(text)


def test_a_benchmark_variant_differs_from_the_default() -> None:
    text = max(GOLDEN, key=len)
    assert scheme_simhash(text, FeatureScheme()) != simhash(text)
