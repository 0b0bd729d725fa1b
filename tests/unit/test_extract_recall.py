"""Recall: the article's own paragraphs, tables and lists stay together, even when the
element holding them also holds a comment section, and when its data table sits
between its paragraphs."""

from __future__ import annotations

from scrapy_simhash.extract import extract, extract_text
from scrapy_simhash.extract._blocks import collect
from scrapy_simhash.extract._clean import prune
from scrapy_simhash.extract._demote import layout_wrappers
from scrapy_simhash.extract._parse import parse_html

TOPICS = ["harbour", "ferry", "bridge", "tunnel", "railway"]
METHOD = (
    "The survey was conducted by telephone in the first week of March among a random sample "
    "of 1,200 adults living in the district, with further interviews among owners of small "
    "businesses near the planned works. The margin of sampling error is plus or minus three "
    "points for the full sample and larger for the business owners, whose group was small."
)


def linked_paragraph(index: int, topic: str) -> str:
    # Each paragraph carries one link, so none of them outweighs the plain method note.
    return (
        f"<p>The council's survey of the {topic} project <a href='/news/{index}'>published this "
        f"week</a> shows residents split over the cost, with most of them asking for a slower "
        f"timetable and a clearer account of who pays for the {topic} works.</p>"
    )


def comment(index: int) -> str:
    return (
        f"<div class='comment'><p>Reader {index} wrote: I have lived next to the old road for "
        f"many years and I think the council should listen to the people who use it every day "
        f"before it spends this much money on a plan that few of us were asked about.</p>"
        f"<p>Posted by reader{index} at 4:{10 + index} PM</p></div>"
    )


def survey_page(comments: int) -> str:
    paragraphs = "".join(linked_paragraph(i, topic) for i, topic in enumerate(TOPICS))
    rows = "".join(
        f"<tr><td>{topic}</td><td>{40 + i}</td><td>{51 - i}</td></tr>"
        for i, topic in enumerate(TOPICS)
    )
    thread = "".join(comment(i) for i in range(comments))
    return (
        "<html><head><title>Survey</title></head><body>"
        "<div id='nav'><a href='/'>Home</a> <a href='/news'>News</a></div>"
        f"<div class='entry'><h3>Survey results</h3>{paragraphs}<table>{rows}</table>"
        f"<p>{METHOD}</p><div class='comments'>{thread}</div></div></body></html>"
    )


def test_a_long_comment_thread_inside_the_entry_does_not_cut_the_article_to_one_paragraph() -> None:
    text = extract_text(survey_page(comments=10))
    lines = text.split("\n")
    for topic in TOPICS:
        assert any(
            line.startswith(f"The council's survey of the {topic} project") for line in lines
        )
    assert METHOD in lines
    assert "Reader 3" not in text  # the comments themselves stay out


def test_without_comments_the_same_article_comes_out_the_same() -> None:
    assert extract_text(survey_page(comments=10)) == extract_text(survey_page(comments=0))


OPENING = [
    f"Paragraph {n} of the opening tells how the river flooded the old mill town in spring, and "
    f"how the people on its banks moved their animals and furniture to higher ground."
    for n in range(4)
]
REST = [
    f"Paragraph {n} of the rest tells how the town rebuilt the mill, raised the embankment by two "
    f"metres and asked the county for a new bridge, which was opened three years later."
    for n in range(5)
]


def story_with_collapsed_rest(rest_box_class: str) -> str:
    opening = "".join(f"<p>{p}</p>" for p in OPENING)
    rest = "".join(f"<p>{p}</p>" for p in REST)
    return (
        "<html><head><title>Flood</title></head><body>"
        "<div class='menu'><a href='/'>Home</a> <a href='/about'>About</a></div>"
        f"<div class='story-body'>{opening}<div class='{rest_box_class}'>"
        f"<div class='more-button'>Read more</div><div>{rest}</div></div></div>"
        "<div class='foot'>Contact us</div></body></html>"
    )


def test_a_weakly_named_box_holding_most_of_the_story_is_kept_by_the_first_choice() -> None:
    result = extract(story_with_collapsed_rest("more"))
    assert not result.fallback  # not left for the recall-oriented second choice to repair
    lines = result.text.split("\n")
    assert lines[: len(OPENING)] == OPENING
    assert all(paragraph in lines for paragraph in REST)
    assert "Read more" not in lines  # the button inside it is still left out


def test_the_box_name_does_not_change_the_story() -> None:
    assert extract_text(story_with_collapsed_rest("more")) == extract_text(
        story_with_collapsed_rest("continued")
    )


INTRO = [
    "Three more products have been added to the list of foods found to contain a spice coloured "
    "with an illegal dye, and they are being withdrawn from sale by the companies concerned.",
    "The agency's advice to consumers remains the same: the amounts found are very low, but as a "
    "precaution it would be sensible not to eat these foods and to return them for a refund.",
]
BACKGROUND = [
    "The dye is an industrial colouring that is not permitted in food. It is chemically similar "
    "to another dye found in sauces earlier this year, and experts advise treating it alike.",
    "The contaminated spice came from one supplier abroad. Following confirmation, the agency "
    "asked the companies to recall the products, and they helped to compile the list.",
    "The agency continues to press for a co-ordinated approach across the region, since the same "
    "spice was sold to manufacturers in several countries.",
]


def recall_notice(products: int) -> str:
    rows = "".join(
        f"<tr><td>{n + 1}</td><td>Brand {n} hot chilli cooking sauce</td><td>{300 + n}g</td>"
        f"<td>Best before {n % 28 + 1} May 2026</td></tr>"
        for n in range(products)
    )
    intro = "".join(f"<p>{p}</p>" for p in INTRO)
    background = "".join(f"<p>{p}</p>" for p in BACKGROUND)
    return (
        "<html><head><title>Food agency</title></head><body>"
        "<ul class='nav'><li><a href='/'>Home</a></li><li><a href='/news'>News</a></li></ul>"
        f"<div id='content'><div class='padder'>{intro}</div>"
        "<h3>Full product list</h3><div class='padder'><p>This list is based on information "
        f"from retailers.</p><table>{rows}</table></div>"
        f"<h3>Background</h3><div class='padder'>{background}</div></div>"
        "<div class='footer'>Copyright</div></body></html>"
    )


def test_a_long_table_between_the_parts_of_a_notice_does_not_split_it() -> None:
    # The table's short lines weigh against the element holding every part; the part
    # after the table alone must not win over the whole.
    result = extract(recall_notice(products=30))
    lines = result.text.split("\n")
    assert not result.fallback
    assert lines[: len(INTRO)] == INTRO
    assert lines[-len(BACKGROUND) :] == BACKGROUND


STORY = [
    f"Paragraph {n} of the story: the {topic} works will close the old road for most of the "
    f"summer, and the council has promised a shuttle bus for the people who live beyond it."
    for n, topic in enumerate(TOPICS + ["market", "school"])
]
NEWSLETTER = (
    "Sign up to our free letter and never miss a story again: the best of the week, every "
    "Friday, straight to your inbox."
)


def story_in_a_share_named_body(body_class: str, inner_class: str) -> str:
    thread = "".join(comment(i) for i in range(3))
    return (
        "<html><head><title>Road works</title></head><body>"
        f"<article class='post'><h1>Road works</h1><div class='{body_class}'>"
        f"<div class='{inner_class}'>" + "".join(f"<p>{line}</p>" for line in STORY) + "</div>"
        "<div class='share-buttons'><a href='/s/1'>Share</a> <a href='/s/2'>Tweet</a></div>"
        "</div></article>"
        f"<section class='comments'>{thread}</section>"
        f"<div class='overlay-box'><div class='box-content'><p>{NEWSLETTER}</p></div></div>"
        "</body></html>"
    )


def test_the_article_body_named_like_a_share_bar_is_the_article() -> None:
    # "entry share": a theme names the body after its share buttons. It holds the
    # article element's prose through a content-named block: it is the article, and the
    # newsletter box must not win in its place.
    text = extract_text(story_in_a_share_named_body("entry share", "entry-inner"))
    assert all(line in text for line in STORY)
    assert NEWSLETTER not in text
    assert "Reader 1 wrote" not in text


def test_a_comment_box_holding_most_of_the_article_element_is_still_believed() -> None:
    # The same shape without a content-named block inside: a comment box that outweighs
    # the article's own text is not taken for the article's body.
    for body_class, inner_class, is_body in (
        ("entry share", "entry-inner", True),
        ("comments", "thread", False),
    ):
        root = parse_html(story_in_a_share_named_body(body_class, inner_class))
        assert root is not None
        prune(root)
        page = collect(root)
        box = next(i for i, names in enumerate(page.classes) if names == body_class)
        assert (box in layout_wrappers(page)) is is_body
