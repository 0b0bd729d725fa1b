"""A short article (two paragraphs) whose own element goes on with a weakly named feed of
teasers for other stories keeps both paragraphs: the feed's links at the article's edge
are left out when the text is assembled, so they do not stop the lone first choice from
growing to the article."""

from __future__ import annotations

from pathlib import Path

from scrapy_simhash.extract import extract_text

PAGE = Path(__file__).parents[1] / "fixtures" / "extract" / "zh_short_article_before_a_feed.html"


def test_a_short_article_before_a_feed_of_teasers_keeps_its_lead() -> None:
    lines = extract_text(PAGE.read_bytes()).split("\n")
    assert lines[0].startswith("如果只用一个词来形容青年导演梁以宁的第二部长片《晚潮》")
    assert lines[1].startswith("故事的主角是开了半辈子渔船的老陈")
    text = "\n".join(lines)
    assert "世界杯预选赛" not in text and "24小时热文" not in text
