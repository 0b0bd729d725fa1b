"""Site-policy notices (cookie/consent banners, terms-of-use lines, comment rules) never
stand in for a short article or a table page, in several languages."""

from __future__ import annotations

import pytest

from scrapy_simhash.extract import extract_text
from scrapy_simhash.extract._notices import is_site_notice

NOTICES = [
    (
        'The cookie settings on this website are set to "allow cookies" to give you the best '
        "browsing experience possible. If you continue to use this website without changing your "
        'cookie settings or you click "Accept" below then you are consenting to this.'
    ),
    (
        "Durch die Nutzung dieser Website zeigen Sie an, dass Sie unsere Nutzungsbedingungen sowie "
        "die Datenschutzerklärung akzeptieren und mit deren Einhaltung einverstanden sind."
    ),
    (
        "En poursuivant votre navigation sur ce site, vous acceptez l'utilisation de cookies pour "
        "vous proposer des contenus adaptés à vos centres d'intérêts."
    ),
    (
        "Al continuar navegando, usted acepta el uso de cookies y nuestra política de privacidad, "
        "que puede consultar en cualquier momento."
    ),
    (
        "ATENÇÃO: Comentários com textos ininteligíveis ou que faltem com respeito ao usuário não "
        "serão aprovados pelo moderador."
    ),
    (
        "By using this site, you agree to our Terms of Use and Privacy Policy, including the use of "
        "cookies to measure traffic."
    ),
    "本网站使用Cookie以提升您的浏览体验。继续浏览本网站即表示您同意我们使用Cookie。",
]
ARTICLE_SENTENCES = [
    "Bake the cookies for twelve minutes, until they are golden at the edges but still soft.",
    "The court ruled that the company's privacy policy had misled users about data sharing.",
    "He declined to comment on the report, saying only that the review would continue.",
    "Visitors to the site of the old mill can now walk the restored towpath to the weir.",
    "新规要求网站在收集个人信息前取得用户同意，并公开其隐私政策。",
]


# The list is applied to Chinese lines only: on the unseen halves of the public English
# sets it did not help (BENCHMARKS.md, phrase lists).
@pytest.mark.parametrize("notice", [n for n in NOTICES if "网站" in n])
def test_chinese_site_notices_are_recognised(notice: str) -> None:
    assert is_site_notice(notice)


@pytest.mark.parametrize("sentence", ARTICLE_SENTENCES)
def test_article_sentences_on_the_same_subjects_are_not_notices(sentence: str) -> None:
    assert not is_site_notice(sentence)


def short_article_page(paragraphs: list[str], notice: str) -> str:
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    return f"""<!DOCTYPE html><html><head><title>Solar news</title></head><body>
      <div class="site"><div class="main"><h1>Headline</h1>
        <div class="entry-content">{body}</div></div>
      <div class="pea_cook_wrapper"><div class="pea_cook_more_info_popover">
        <div class="pea_cook_more_info_popover_inner"><p>{notice}</p>
        <a href="#">Close</a></div></div></div></div></body></html>"""


@pytest.mark.parametrize("notice", NOTICES[:2])
def test_cookie_and_terms_notices_lose_to_a_one_paragraph_article(notice: str) -> None:
    article = (
        "Hanwha Q Cells was South Korea's largest cell maker at the end of 2017, with 3.7 GW "
        "of annual production capacity, and it plans to double that by 2021."
    )
    text = extract_text(short_article_page([article], notice))
    assert text == article


def results_table_page(notice: str, extra: str = "") -> str:
    rows = "".join(
        f"<tr><td>{pos}</td><td>{name}</td><td>{points}</td><td>{wins}</td></tr>"
        for pos, name, points, wins in [
            (1, "Kyle Busch", 5040, 5), (2, "Martin Truex Jr.", 5035, 7),
            (3, "Kevin Harvick", 5033, 4), (4, "Denny Hamlin", 5027, 6),
            (5, "Joey Logano", 2380, 2), (6, "Ryan Blaney", 2339, 1),
            (7, "Kyle Larson", 2339, 1), (8, "Brad Keselowski", 2318, 3),
            (9, "Clint Bowyer", 2290, 0), (10, "Chase Elliott", 2275, 3),
            (11, "William Byron", 2274, 0), (12, "Alex Bowman", 2257, 1),
            (13, "Kurt Busch", 2237, 1), (14, "Aric Almirola", 2234, 0),
            (15, "Ryan Newman", 2219, 0), (16, "Erik Jones", 2194, 1),
        ]
    )  # fmt: skip
    return f"""<!DOCTYPE html><html><head><title>Classificação</title></head><body>
      <div class="container"><div class="principal"><h1>Classificação da NASCAR</h1>{extra}
        <div class="articleBody">
          <p>Nesta página você terá sempre a classificação atualizada da NASCAR!</p>
          <table><tr><th>Pos.</th><th>Piloto</th><th>Pontos</th><th>Vitórias</th></tr>{rows}
          </table><p>{notice}</p></div></div></div></body></html>"""


def test_two_tables_under_one_notice_extract_differently() -> None:
    first = extract_text(results_table_page(NOTICES[4]))
    second = extract_text(results_table_page(NOTICES[4]).replace("Kyle Busch", "Jeff Gordon"))
    assert first != second


def test_table_wins_over_a_lone_promotional_sentence() -> None:
    """No notice at all: the only prose is one ad sentence, a scrap next to the table."""
    ad = (
        "Sponsored: Save 40% on noise-cancelling headphones this week only. Free shipping "
        "and 30-day returns on every order."
    )
    text = extract_text(results_table_page(ad))
    assert "Kyle Busch" in text and "Erik Jones" in text


BANNER_BESIDE_BUTTON = (
    "Privacy and cookies: this site uses cookies. By continuing to use this website, you "
    "agree to their use. To find out more, including how to control cookies, see here: our "
    "cookie policy, which explains what we store, for how long, and who we share it with."
)


SUBMIT = '<input type="submit" value="Close and accept">'


def banner_form_page(post: str, submit: str = SUBMIT) -> str:
    return f"""<!DOCTYPE html><html><head><title>A short post</title></head><body>
      <div id="content"><div class="post"><h2>Short post</h2><p>{post}</p></div></div>
      <div class="widget"><div id="banner"><form method="post">{submit}
        {BANNER_BESIDE_BUTTON} <a href="/cookies">Cookie policy</a></form></div></div>
      </body></html>"""


def test_text_beside_a_forms_submit_button_loses_to_a_short_post() -> None:
    """The structure decides, not the wording: English notices are not in the phrase list."""
    post = "He said he was tired, and then, after a while, that he would walk home anyway."
    assert extract_text(banner_form_page(post)) == post
    # Without its submit control the form's text is prose like any other, and longer.
    assert "Privacy and cookies" in extract_text(banner_form_page(post, submit=""))


def test_a_page_wrapped_in_a_form_with_a_button_extracts_as_without_it() -> None:
    """ASP.NET pages wrap the whole document in one form: only the form's own text is a
    control's label, never the blocks nested in it."""
    paragraphs = "".join(
        f"<p>{p}</p>"
        for p in (
            "The council approved the new budget on Tuesday after a long debate on roads.",
            "Opposition members said the plan left too little for schools, and asked for a "
            "review of the figures before the next session in the spring.",
            "The mayor said the review would come, but that repairs could not wait longer.",
        )
    )
    article = f'<h1>Budget approved</h1><div class="article">{paragraphs}</div>'

    def page(wrapper: str, close: str) -> str:
        return f"""<!DOCTYPE html><html><head><title>Budget</title></head><body>
          {wrapper}{article}{close}</body></html>"""

    in_form = extract_text(
        page('<form method="post"><input type="submit" value="Search">', "</form>")
    )
    assert in_form == extract_text(page("<div>", "</div>"))
    assert "Opposition members" in in_form and "repairs could not wait" in in_form
