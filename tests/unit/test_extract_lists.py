"""Lists inside the article whose class carries a weak boilerplate word ("list", "meta")
are article content when they hold words, boilerplate when they hold links."""

from __future__ import annotations

from scrapy_simhash.extract import extract_text

PRODUCTS = {
    "Apple AirPods": [
        "Automatically on, automatically connected",
        "Easy setup for all your Apple devices",
        "Quick access to Siri by saying Hey Siri",
        "Double-tap to play or skip forward",
        "Charges quickly in the case",
    ],
    "Apple Watch Series 3": [
        "GPS and heart rate monitor",
        "Water resistant to 50 metres",
        "Retina display up to twice as bright",
        "Track your activity and workouts",
    ],
    "Beats Solo3 Wireless": [
        "Up to 40 hours of battery life",
        "Fast Fuel gives three hours of playback from five minutes of charging",
        "Adjustable fit with comfort-cushioned ear cups",
        "Take calls and control music with the on-ear controls",
    ],
}
INTRO = [
    (
        "Black Friday is going to be huge for all sorts of different product categories, from 4K "
        "TVs and robot vacuums to kitchen gadgets. As every year, people are most interested in "
        "deals on Apple devices, which are typically pricey, and this year's discounts are deep."
    ),
    (
        "AirPods dropped to an all-time low on Amazon this week, Apple Watches start well under "
        "two hundred dollars, and even headphones that usually cost three hundred are discounted. "
        "Check out our picks for the best early deals below."
    ),
]


def deals_page(meta_links: bool = False) -> str:
    sections = []
    for name, features in PRODUCTS.items():
        items = "".join(f"<li><span>{feature}</span></li>" for feature in features)
        sections.append(
            f"""<p></p><h2>{name}</h2>
            <ul class="a-unordered-list a-vertical a-spacing-none">{items}</ul>
            <div class="amazon-product-callout"><a href="/buy/{len(sections)}">{name} (Latest
              Model) $139.00 Available from Amazon</a> <a href="/buy">Buy Now</a></div>"""
        )
    meta = (
        """<ul class="meta-list"><li><a href="/tag/apple">Apple</a></li>
           <li><a href="/tag/deals">Deals</a></li><li><a href="/tag/black-friday">Black
           Friday</a></li><li><a href="/tag/airpods">AirPods</a></li></ul>"""
        if meta_links
        else ""
    )
    intro = "".join(f"<p>{p}</p>" for p in INTRO)
    return f"""<!DOCTYPE html><html><head><title>Deals</title></head><body>
      <div class="site-content"><div class="main-content columns">
        <article class="post"><div class="page-content"><div class="row"><div class="columns">
          <div class="entry-content">{intro}{"".join(sections)}{meta}
          <p>Follow @Deals on Twitter to keep up with the latest and greatest deals we find
          around the web.</p></div></div></div></div></article></div>
        <div class="sidebar"><ul class="list"><li><a href="/a">Most read one</a></li>
          <li><a href="/b">Most read two</a></li></ul></div></div></body></html>"""


def test_feature_lists_named_list_stay_in_a_deals_article() -> None:
    text = extract_text(deals_page())
    for paragraph in INTRO:
        assert paragraph in text
    for features in PRODUCTS.values():
        for feature in features:
            assert feature in text


def test_link_lists_named_with_weak_words_still_go() -> None:
    text = extract_text(deals_page(meta_links=True))
    assert INTRO[0] in text
    assert "Most read one" not in text
    lines = text.split("\n")
    assert "Apple" not in lines and "Deals" not in lines


INGREDIENTS = ["115 g unsalted butter", "3 very ripe bananas", "2 large eggs", "1 tsp baking soda"]
STEPS = [
    (
        "Melt the butter in a small pan and keep cooking, swirling, until it smells nutty and the "
        "solids turn golden brown."
    ),
    "Mash the bananas into the butter, then whisk in the sugar, the eggs and the vanilla.",
    "Fold in the flour and baking soda until just combined, then bake for about an hour.",
]


def recipe_page(tag_links: bool = False) -> str:
    """A recipe card beside the intro: its parts are sibling boxes, the ingredients a list
    of short lines, each part under a heading whose class says "header"."""
    tags = (
        '<div class="recipe-tags"><ul><li><a href="/t/bread">Bread</a></li>'
        '<li><a href="/t/banana">Banana</a></li><li><a href="/t/baking">Baking</a></li></ul></div>'
        if tag_links
        else ""
    )
    return f"""<html><body><article class="post"><div class="entry-content">
      <p>This is the banana bread I make every time there are three sad bananas on the counter,
      moist without being heavy, with a deep and nutty flavour from the brown butter.</p>
      <div class="recipe-card">
        <div class="recipe-ingredients"><h3 class="recipe-header">Ingredients</h3>
          <ul>{"".join(f"<li>{item}</li>" for item in INGREDIENTS)}</ul></div>
        <div class="recipe-instructions"><h3 class="recipe-header">Instructions</h3>
          <ol>{"".join(f"<li>{step}</li>" for step in STEPS)}</ol></div>
        {tags}
      </div></div></article></body></html>"""


def test_recipe_ingredient_list_and_part_headings_are_kept() -> None:
    text = extract_text(recipe_page())
    lines = text.split("\n")
    for item in INGREDIENTS:
        assert item in lines
    for step in STEPS:
        assert step in text
    assert "Ingredients" in lines and "Instructions" in lines


def test_a_list_of_links_beside_the_recipe_still_goes() -> None:
    text = extract_text(recipe_page(tag_links=True))
    assert INGREDIENTS[0] in text
    lines = text.split("\n")
    assert "Bread" not in lines and "Banana" not in lines


_TAGLINE = "Film, cameras, and the people who still use them, every week."


def photo_post(lines: list[str]) -> str:
    # A photo post: its own text is a handful of short lines, too short to read as prose;
    # the blog's tagline in the header is the only prose on the page.
    return (
        "<html><head><title>Roll 12</title></head><body>"
        f"<header class='site-header'><p class='site-description'>{_TAGLINE}</p></header>"
        "<article class='post'><h1 class='entry-title'>Roll 12</h1>"
        "<div class='entry-content'>" + "".join(f"<p>{line}</p>" for line in lines) + "</div>"
        "</article></body></html>"
    )


def test_a_photo_post_of_short_lines_is_not_replaced_by_the_site_tagline() -> None:
    lines = [
        "Places: Osaka and Aachen",
        "Film: Fuji X-TRA 400",
        "Cameras: Widelux and Pentax Z-1p",
        "Exposure order: Osaka first",
        "Developed at home in the kitchen sink",
        "Scanned on a flatbed",
        "Frames 1 to 12: the harbour at dawn",
        "Frames 13 to 24: the old town market",
    ]
    text = extract_text(photo_post(lines))
    assert _TAGLINE not in text
    assert all(line in text for line in lines)
    # Two posts of the blog differ: so do their texts.
    other = [line.replace("Osaka", "Lisbon") for line in lines]
    assert extract_text(photo_post(other)) != text
