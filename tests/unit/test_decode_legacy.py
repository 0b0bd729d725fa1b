"""Pages that do not declare their legacy encoding are read as their authors wrote them."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scrapy_simhash.extract import decode_html, extract_text

# Markup heavy with ASCII, as real templates are: detectors that weigh every byte lose
# the few hundred bytes of text among them.
HEAD = (
    '<!DOCTYPE html><html><head><meta name="viewport" content="width=device-width">'
    '<link rel="stylesheet" href="/assets/site.min.css?v=3">'
    "<script>window.analytics=window.analytics||[];analytics.push(['page','view']);</script>"
    "<title>{title}</title></head><body><nav>"
    + "".join(f'<a href="/section/{n}/" class="nav-link">Section {n}</a>' for n in range(12))
    + "</nav><article><h1>{title}</h1>"
)
TAIL = '</article><footer><a href="/privacy">Privacy</a> <a href="/terms">Terms</a></footer></body></html>'


def page(title: str, paragraphs: list[str]) -> str:
    body = "".join(f"<p>{paragraph}</p>" for paragraph in paragraphs)
    return HEAD.replace("{title}", title) + body + TAIL


JAPANESE = page(
    "川沿いの古い倉庫が図書館に生まれ変わる",
    [
        "市は来年の春、川沿いに残る明治時代のれんが倉庫を改修し、子ども向けの図書館として開館すると発表しました。",
        "倉庫の壁や柱はできるだけ残し、二階には読書室と小さな工作室を設ける計画です。改修費は約三億円と見込まれています。",
        "地元の住民からは、長く使われていなかった建物に人が集まる場所ができることを喜ぶ声が上がっています。",
    ],
)
KOREAN = page(
    "강변 옛 창고, 어린이 도서관으로 다시 태어난다",
    [
        "시는 내년 봄 강변에 남아 있는 오래된 벽돌 창고를 고쳐 어린이 도서관으로 문을 열겠다고 발표했습니다.",
        "창고의 벽과 기둥은 최대한 살리고 이층에는 독서실과 작은 공작실을 만들 계획입니다. 공사비는 약 삼십억 원으로 예상됩니다.",
        "주민들은 오랫동안 비어 있던 건물에 사람들이 모이는 공간이 생긴다며 반가워하고 있습니다.",
    ],
)
RUSSIAN = page(
    "Старый склад у реки станет детской библиотекой",
    [
        "Городские власти объявили, что весной отремонтируют старый кирпичный склад на набережной и откроют в нём детскую библиотеку.",
        "Стены и колонны склада постараются сохранить, а на втором этаже устроят читальный зал и небольшую мастерскую.",
        "Жители района рады, что в давно пустующем здании появится место, куда можно прийти всей семьёй.",
    ],
)
POLISH = page(
    "Stary magazyn nad rzeką zmieni się w bibliotekę",
    [
        "Władze miasta ogłosiły, że wiosną wyremontują stary ceglany magazyn nad rzeką i otworzą w nim bibliotekę dla dzieci.",
        "Ściany i kolumny magazynu zostaną zachowane, a na piętrze powstanie czytelnia oraz niewielka pracownia.",
        "Mieszkańcy cieszą się, że w budynku, który od lat stał pusty, pojawi się miejsce spotkań dla całych rodzin.",
    ],
)
# A short page with few accented letters (11 non-ASCII bytes in cp1257).
LITHUANIAN = (
    "<html><head><title>Naujas tiltas per upę</title></head><body>"
    "<p>Miesto taryba nusprendė statyti naują pėsčiųjų tiltą per upę.</p>"
    "<p>Darbai prasidės pavasarį ir truks apie metus.</p></body></html>"
)
SIMPLIFIED = page(
    "河边老仓库将改建为儿童图书馆",
    [
        "市政府宣布，明年春天将对河边一座老砖仓库进行改造，建成一座面向儿童的图书馆并对外开放。",
        "仓库的墙体和立柱会尽量保留，二楼计划设置阅览室和一间小型手工教室，改造费用预计约三千万元。",
        "附近居民表示，这座空置多年的建筑终于有了新用途，周末可以带孩子来看书了。",
    ],
)
TRADITIONAL = page(
    "河邊舊倉庫將改建為兒童圖書館",
    [
        "市政府宣布，明年春天將對河邊一座舊磚倉庫進行改造，建成一座面向兒童的圖書館並對外開放。",
        "倉庫的牆體和立柱會盡量保留，二樓計劃設置閱覽室和一間小型手工教室，改造費用預計約三千萬元。",
        "附近居民表示，這座空置多年的建築終於有了新用途，週末可以帶孩子來看書了。",
    ],
)
ENGLISH_QUOTES = page(
    "Old riverside warehouse to become a children’s library",
    [
        "The city said on Monday that it would restore the brick warehouse by the river – empty since 1998 – and open it as a library for children next spring.",
        "“We want to keep the walls and the columns,” the architect said. The upper floor will hold a reading room and a small workshop; the works will cost about €3 million.",
        "Neighbours welcomed the plan, saying the building had stood empty for far too long.",
    ],
)


@pytest.mark.parametrize(
    ("html", "encoding"),
    [
        (JAPANESE, "shift_jis"),
        (JAPANESE, "euc_jp"),
        (JAPANESE, "iso2022_jp"),
        (KOREAN, "euc_kr"),
        (RUSSIAN, "cp1251"),
        (RUSSIAN, "koi8_r"),
        (POLISH, "cp1250"),
        (LITHUANIAN, "cp1257"),
        (SIMPLIFIED, "gbk"),
        (TRADITIONAL, "big5"),
        (ENGLISH_QUOTES, "cp1252"),
    ],
)
def test_undeclared_legacy_page_reads_as_its_utf8_version(html: str, encoding: str) -> None:
    body = html.encode(encoding)
    assert decode_html(body) == html
    assert extract_text(body) == extract_text(html.encode("utf-8"))


@pytest.mark.parametrize("html", [JAPANESE, SIMPLIFIED, ENGLISH_QUOTES])
@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be"])
def test_utf16_without_byte_order_mark(html: str, encoding: str) -> None:
    body = html.encode(encoding)
    assert decode_html(body) == html
    assert extract_text(body) == extract_text(html.encode("utf-8"))


def test_utf8_with_a_stray_byte_stays_utf8() -> None:
    body = SIMPLIFIED.encode("utf-8")
    middle = len(body) // 2
    while body[middle] & 0xC0 == 0x80:  # not inside a character
        middle += 1
    damaged = body[:middle] + b"\xff" + body[middle:]
    assert decode_html(damaged) == SIMPLIFIED[: len(body[:middle].decode())] + "\ufffd" + (
        body[middle:].decode()
    )


def test_legacy_text_after_a_long_ascii_head_is_still_found() -> None:
    # The first non-ASCII byte lies past the bytes a sniffer reads from the start.
    head = "<!-- " + "padding " * 12_000 + "-->"
    html = head + RUSSIAN
    assert decode_html(html.encode("cp1251")) == html


def test_declarations_still_win_over_sniffing() -> None:
    body = RUSSIAN.encode("cp1251")
    assert decode_html(body, declared_encoding="koi8-r") == body.decode("koi8_r")
    declared = b'<meta charset="windows-1252">' + body
    assert decode_html(declared) == declared.decode("cp1252")


@settings(max_examples=200, deadline=None)
@given(
    st.text(
        st.characters(codec="utf-16", exclude_categories=("Cs",)).filter(lambda ch: ord(ch) % 256),
        max_size=40,
    ),
    st.sampled_from(["utf-16-le", "utf-16-be"]),
)
def test_utf16_pages_with_ascii_markup_decode_exactly(text: str, encoding: str) -> None:
    # Code points with a zero low byte (U+0100, U+4E00...) are left out: those give
    # the zero pattern of the other byte order, and a page made of them has no markup.
    html = HEAD.replace("{title}", "t") + f"<p>{text}</p>" + TAIL
    assert decode_html(html.encode(encoding)) == html


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=3000), st.sampled_from([None, "", "utf-16", "gbk", "nonsense"]))
def test_decode_html_never_raises(body: bytes, declared: str | None) -> None:
    assert isinstance(decode_html(body, declared), str)
    assert isinstance(decode_html(HEAD.encode() + body, declared), str)
