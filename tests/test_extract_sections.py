"""An article split into sections built and named alike keeps every section, even one
with links and short lines (a podcast's listen/download links) next to its prose."""

from __future__ import annotations

from scrapy_simhash.extract import extract_text

FIRST = [
    (
        "The Davis Cup Final began on Monday with the opening day of the new-look format taking "
        "place in Madrid, and the crowds were thinner than the organisers had hoped."
    ),
    (
        "Is it fair to say that the event was neither as bad as the sceptics predicted nor as good "
        "as its backers promised? We discuss the atmosphere, the scheduling and the late finishes, "
        "and what the players made of a week that felt more like an exhibition than a final."
    ),
]
SECOND = [
    (
        "Much of the focus on day one was about the feel and staging of the event, but there is "
        "also discussion about Russia's straightforward victory against the defending champions."
    ),
    "The podcast is produced weekly throughout the year and daily during the Slams.",
]


def sectioned_article(named_like_article: bool) -> str:
    name = "articleBodyText section" if named_like_article else "panel section"

    def section(paragraphs: list[str], extra: str = "") -> str:
        body = "".join(f"<p>{p}</p>" for p in paragraphs)
        return f"""<div class="{name}"><div class="article-body-text component">
                     <div class="component-content">{body}{extra}</div></div></div>"""

    links = """<ul><li>This week's episode is sponsored by the Finals. Tickets:
                 <a href="http://example.com/finals">http://example.com/finals</a></li></ul>
               <h4>How to listen to the podcast</h4>
               <p><a href="http://po.st/1">Listen: http://po.st/1</a><br>
                  <a href="http://po.st/2">Download: http://po.st/2</a></p>"""
    return f"""<!DOCTYPE html><html><head><title>Podcast</title></head><body>
      <div class="main-content"><main class="article__body"><div class="js-article-inner">
        <article>{section(FIRST)}<div class="htmlEmbed section"></div>
          {section(SECOND, links)}</article></div></main></div></body></html>"""


def test_second_section_of_the_article_is_kept() -> None:
    text = extract_text(sectioned_article(named_like_article=True))
    for paragraph in FIRST + SECOND:
        assert paragraph in text
    assert "po.st" not in text


def test_link_heavy_side_branch_not_named_as_the_article_still_goes() -> None:
    text = extract_text(sectioned_article(named_like_article=False))
    for paragraph in FIRST:
        assert paragraph in text
    assert SECOND[0] not in text
