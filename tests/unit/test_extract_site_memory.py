"""SiteMemory: lines a host repeats on pages of different contents are left out of the
main text, within fixed bounds; copies of one page teach it nothing."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from scrapy_simhash.extract import SiteMemory, extract_text
from scrapy_simhash.fingerprint.page import fingerprint_text
from scrapy_simhash.fingerprint.title import UNTITLED
from scrapy_simhash.fingerprint.version import DEFAULT_FINGERPRINT
from scrapy_simhash.index.guard import title_guarded
from scrapy_simhash.runtime.worker_main import PageResult, RawPage, fingerprint_page
from tests.site_pages import LONG, SHORT, STAFF, article_page

STORIES = [*LONG, *SHORT]


def url(n: int, host: str = "courier.example") -> str:
    return f"https://{host}/news/{n}"


def crawl_page(memory: SiteMemory, body: bytes, address: str | None) -> PageResult:
    """One page the crawl's way: known lines to the worker's code, its lines back."""
    result = fingerprint_page(RawPage(body, "utf-8", address, memory.known(address)),
                              DEFAULT_FINGERPRINT)  # fmt: skip
    memory.record(address, result.line_keys, result.page_key)
    return result


def test_without_memory_the_staff_list_wins_on_a_short_story() -> None:
    # The case site memory exists for (if this starts failing, the pages no longer show
    # it and the tests below prove nothing).
    for story in SHORT:
        assert STAFF[0] in extract_text(article_page(story)[0])


def test_the_staff_list_is_left_out_once_three_different_pages_showed_it() -> None:
    memory = SiteMemory(min_pages=3)
    results = [crawl_page(memory, article_page(s)[0], url(n)) for n, s in enumerate(STORIES)]
    assert [r.site_lines_removed > 0 for r in results] == [False] * 3 + [True] * 3
    for story, result in zip(STORIES[3:], results[3:], strict=True):
        assert result.text == "\n".join(story)
        assert result.fingerprint == fingerprint_text(result.text, DEFAULT_FINGERPRINT)
    # Off (no site lines): the page's lines are neither used nor sent back.
    off = fingerprint_page(RawPage(article_page(SHORT[0])[0], "utf-8", url(9)),
                           DEFAULT_FINGERPRINT)  # fmt: skip
    assert off.line_keys == () and STAFF[0] in off.text


def test_other_hosts_learn_nothing_from_this_one() -> None:
    memory = SiteMemory(min_pages=3)
    for n, story in enumerate(LONG):
        crawl_page(memory, article_page(story)[0], url(n))
    other = crawl_page(memory, article_page(SHORT[0])[0], url(1, "other.example"))
    assert other.site_lines_removed == 0 and STAFF[0] in other.text


def test_copies_of_one_article_under_many_urls_teach_nothing() -> None:
    # An article the site shows under many URLs, or one URL fetched again, is one page:
    # its lines must not become the site's and be cut from its next copy.
    memory = SiteMemory(min_pages=2)
    body = article_page(LONG[0])[0]
    alone = extract_text(body)
    for n in range(6):
        assert crawl_page(memory, body, url(n % 2)).text == alone
    assert memory.known(url(7)) == frozenset()


def test_pages_that_all_read_as_the_sites_box_still_teach_it() -> None:
    # Status pages titled with the site's name, each a short line of its own beside the
    # site's paragraph: every one extracts to the paragraph (one fingerprint), yet they
    # are different pages, and the paragraph is learnt as the site's.
    box = ("<p class='info'>This page shows the current status of Cloudly services. It is "
           "updated every five minutes by our monitoring, and incidents are posted here "
           "as soon as our engineers confirm them, with a summary once they are resolved.</p>")
    memory = SiteMemory(min_pages=3)
    results = []
    for n, (service, state) in enumerate([("API", "Operational"), ("Storage", "Degraded"),
                                         ("Billing", "Operational"), ("Search", "Outage")]):
        body = (f"<html><head><title>Cloudly Status</title></head><body><div class='c'><h2>"
                f"{service}</h2><div class='st'>{state}</div>{box}</div></body></html>")
        results.append(crawl_page(memory, body.encode(), url(n, "status.example")))
    assert len({result.fingerprint for result in results[:3]}) == 1  # the box, each time
    assert memory.known(url(9, "status.example"))  # learnt from three different pages
    # The next such page has no text but its site's lines: untitled, guarded from every
    # page of its host.
    assert results[3].title == UNTITLED
    assert title_guarded(url(3, "status.example"), results[3].title, url(0, "status.example"),
                         results[0].title)


def test_a_copy_of_a_page_seen_before_keeps_its_text() -> None:
    memory = SiteMemory(min_pages=3)
    for n, story in enumerate(STORIES):
        crawl_page(memory, article_page(story)[0], url(n))
    # Known lines only, apart from the story: it is extracted as without memory.
    copy = article_page(SHORT[0][:1])[0]
    assert crawl_page(memory, copy, url(20)).text == extract_text(copy)


def test_a_page_left_with_its_sites_lines_is_marked_for_the_title_guard() -> None:
    # Its text (the site's lines, kept for want of others) proves nothing on its host:
    # the worker marks its title signature, and only the same headline makes a copy.
    memory = SiteMemory(min_pages=3)
    results = [crawl_page(memory, article_page(s)[0], url(n)) for n, s in enumerate(STORIES)]
    assert not any(result.title and result.title.startswith("=") for result in results)
    copy = crawl_page(memory, article_page(SHORT[0][:1])[0], url(20))
    assert copy.title is not None and copy.title.startswith("=")
    plain = fingerprint_page(RawPage(article_page(SHORT[0][:1])[0], "utf-8", url(21)),
                             DEFAULT_FINGERPRINT)  # fmt: skip
    assert plain.title == copy.title[1:]


def test_a_page_with_no_text_but_its_sites_lines_is_untitled_for_the_title_guard() -> None:
    # Every page of the site has one title: a page whose text is all the site's known
    # lines (a gallery) has nothing, title or text, to be another such page's copy.
    memory = SiteMemory(min_pages=3)
    for n, story in enumerate(STORIES):
        crawl_page(memory, article_page(story)[0], url(n))
    bare = crawl_page(memory, article_page([])[0], url(20))
    assert bare.title == UNTITLED and STAFF[0] in bare.text
    assert title_guarded(url(21), crawl_page(memory, article_page([])[0], url(21)).title,
                         url(20), bare.title)
    # A line of its own keeps its (marked) title.
    story = crawl_page(memory, article_page(SHORT[0][:1])[0], url(22))
    assert story.title is not None and story.title != UNTITLED


def long_story_page(paragraphs: list[str]) -> bytes:
    """A story and a shorter block of the site's staff in one container."""
    body = "".join(f"<p>{line}</p>" for line in [*paragraphs, *STAFF[:4]])
    return (f"<html><head><title>Valley Courier</title></head><body><div class='story'>{body}"
            "</div></body></html>").encode()  # fmt: skip


def test_a_long_story_sheds_a_shorter_site_block_too() -> None:
    # Kept beside a long story, the site's block would set the story's reposts on two
    # sites apart (each carries its own site's block).
    story = [*LONG[0], *LONG[1]]
    assert len("".join(story)) > 2 * len("".join(STAFF[:4]))
    assert STAFF[0] in extract_text(long_story_page(story))
    memory = SiteMemory(min_pages=3)
    for n, other in enumerate([[*LONG[2], *LONG[3]], SHORT[0], SHORT[1]]):
        crawl_page(memory, long_story_page(other), url(n))
    result = crawl_page(memory, long_story_page(story), url(3))
    assert result.site_lines_removed == 4
    assert result.text == "\n".join(story)


LINE = st.integers(0, 11)  # line keys: few, so that lines repeat across pages
FINGERPRINT = st.sampled_from([0, 0b111, 2**64 - 1, 2**40 - 1, 0xF0F0F0F0F0F0F0F0])


@settings(max_examples=80, deadline=None)
@given(pages=st.lists(st.tuples(st.integers(0, 3), FINGERPRINT, st.lists(LINE, max_size=6)),
                      max_size=40),
       min_pages=st.integers(1, 3))  # fmt: skip
def test_known_lines_are_those_seen_on_enough_different_pages(pages, min_pages) -> None:
    # Large bounds: nothing is evicted. The fingerprints are 3 bits (0 and 0b111, one
    # page) or 24+ bits apart (different pages) at max_distance 3.
    memory = SiteMemory(min_pages=min_pages, max_distance=3)
    seen: dict[tuple[int, int], set[int]] = {}
    for n, (host, fingerprint, keys) in enumerate(pages):
        memory.record(f"https://h{host}.example/{n}", keys, fingerprint)
        for key in keys:
            seen.setdefault((host, key), set()).add(0 if fingerprint == 0b111 else fingerprint)
        for asked in range(4):
            expected = {key for (h, key), contents in seen.items()
                        if h == asked and len(contents) >= min_pages}  # fmt: skip
            assert memory.known(f"https://h{asked}.example/x") == expected


@settings(max_examples=60, deadline=None)
@given(pages=st.lists(st.tuples(st.integers(0, 9), st.integers(0, 2**64 - 1),
                                st.lists(st.integers(0, 40), max_size=8)), max_size=60))
def test_memory_stays_within_its_bounds(pages) -> None:
    memory = SiteMemory(min_pages=2, max_lines=12, max_lines_per_host=5)
    for n, (host, fingerprint, keys) in enumerate(pages):
        memory.record(f"https://h{host}.example/{n}", keys, fingerprint)
        hosts = memory._hosts.values()
        assert len(memory) == sum(len(h.lines) for h in hosts) <= 12
        assert all(len(h.lines) <= 5 for h in hosts)
        assert all(len(seen) < 2 for h in hosts for seen in h.lines.values())
        assert all(h.known <= h.lines.keys() for h in hosts)


def test_a_host_forgets_its_least_recently_seen_lines_first() -> None:
    memory = SiteMemory(min_pages=1, max_lines_per_host=3)
    memory.record("https://a.example/1", [1, 2, 3], 1)
    memory.record("https://a.example/2", [1], 2)  # line 1 seen again: the most recent now
    memory.record("https://a.example/3", [4], 3)  # one line too many: line 2 goes
    assert memory.known("https://a.example/9") == {1, 3, 4}


def test_the_least_recently_seen_host_gives_up_lines_when_the_total_is_full() -> None:
    memory = SiteMemory(min_pages=1, max_lines=4)
    memory.record("https://old.example/1", [1, 2], 1)
    memory.record("https://new.example/1", [3, 4], 1)
    memory.record("https://old.example/2", [1], 2)  # old.example is the recent one now
    memory.record("https://third.example/1", [5, 6], 1)
    assert memory.known("https://new.example/9") == set()  # the least recent: all gone
    assert memory.known("https://old.example/9") == {1, 2}
    memory.record("https://third.example/2", [7], 2)
    assert memory.known("https://old.example/9") == {1}  # its least recently seen line went
    assert memory.hosts == 2 and len(memory) == 4


def test_bad_urls_no_url_and_no_fingerprint_are_ignored() -> None:
    memory = SiteMemory(min_pages=1)
    for address in (None, "", "not a url", "http://[::1"):
        memory.record(address, [1, 2], 1)
        assert memory.known(address) == frozenset()
        assert crawl_page(memory, article_page(SHORT[0])[0], address).text
    memory.record("https://a.example/1", [1, 2], None)
    assert len(memory) == 0


# A Chinese site's own paragraph, inside its article container on every page: longer
# than the short news items below, so that without memory it outweighs each of them.
ZH_PROMO = ("本网站致力于为广大读者提供最及时、最权威、最全面的新闻资讯服务，欢迎关注我们的官方微信公众号"
            "和微博账号，获取更多精彩内容。如需转载本网站原创文章，请联系编辑部获得授权，并注明来源和作者。"
            "我们诚挚欢迎各界人士投稿，来稿请发送至编辑部电子邮箱，一经采用即付稿酬。本网站所刊登的各种"
            "新闻、信息和专题资料，均为本网站版权所有，未经协议授权，禁止下载使用。")
ZH_ITEMS = [
    ["市政府召开常务会议，研究部署今冬明春供暖保障工作。",
     "会议要求各区县提前做好燃料储备和设备检修，确保群众温暖过冬，此举受到市民普遍关注。",
     "市住建局将会同供热企业开展专项检查，对发现的问题限期整改，并公布投诉电话接受群众监督。"],
    ["本市第三季度居民人均可支配收入同比增长百分之六。",
     "统计部门表示，农村居民收入增速快于城镇居民，城乡收入差距继续缩小，消费需求稳步回升。",
     "其中工资性收入增长较快，经营净收入和财产净收入也保持增长，转移净收入增速有所放缓。"],
    ["市教育局发布通知，明年起全市中小学全面推行课后延时服务。",
     "通知明确，家长可根据孩子情况自愿选择参加，学校不得以任何形式强制或变相强制学生参加。",
     "课后服务内容以作业辅导和兴趣活动为主，所需经费由财政补助和家长分担的方式解决。"],
    ["我市新建的三条公交线路今日正式开通运营。",
     "新线路途经城东新区多个大型居住区，将有效缓解当地居民的出行难题，票价与现有线路相同。",
     "公交集团表示，开通初期将根据客流情况适时调整发车间隔，并在早晚高峰增加运力投放。"],
]


def zh_item_page(paragraphs: list[str]) -> bytes:
    body = "".join(f"<p>{line}</p>" for line in [*paragraphs, ZH_PROMO])
    nav = "".join(f"<a href='/c{n}'>频道{n}</a>" for n in range(10))
    return (f"<html><head><meta charset='utf-8'><title>{paragraphs[0][:10]}</title></head>"
            f"<body><div class='nav'>{nav}</div><div class='article'>{body}</div>"
            "</body></html>").encode()


def test_a_short_chinese_item_sheds_the_site_paragraph_as_an_english_one_would() -> None:
    # Its own text is fewer than 300 characters but more than 300 UTF-8 bytes: short,
    # and no copy of a page seen before. Kept with the site's paragraph, two such items
    # would fingerprint alike and the second be dropped.
    assert all(len("".join(item)) < 300 < len("".join(item).encode("utf-8"))
               for item in ZH_ITEMS)  # fmt: skip
    assert ZH_PROMO in extract_text(zh_item_page(ZH_ITEMS[3]))
    memory = SiteMemory(min_pages=3)
    for n, item in enumerate(ZH_ITEMS[:3]):
        crawl_page(memory, zh_item_page(item), url(n, "news.example.cn"))
    result = crawl_page(memory, zh_item_page(ZH_ITEMS[3]), url(3, "news.example.cn"))
    assert result.site_lines_removed > 0
    assert result.text == "\n".join(ZH_ITEMS[3])


# A Chinese site's block of short lines (14-39 characters, 40-120 UTF-8 bytes), shown with
# every item: each line as long in bytes as an English line the memory learns.
ZH_SHORT_LINES = ["关注我们的公众号，每天为您推送精选新闻和深度报道", "下载新闻客户端，随时随地阅读本地最新资讯内容",
                  "本栏目每日更新，汇集全市各区县的重要新闻动态", "城市频道与各区融媒体中心联合制作推出",
                  "所有报道均经过编辑部的多次核实与审校", "读者来信请寄往编辑部读者服务中心收",
                  "我们为读者精选来自本市各行各业的新鲜事", "欢迎广大读者积极提供新闻线索，一经采用即有奖励",
                  "我们始终坚持真实、客观、公正的新闻报道原则"]


def test_a_chinese_site_block_of_short_lines_is_learnt() -> None:
    assert all(len(line) < 40 <= len(line.encode("utf-8")) for line in ZH_SHORT_LINES)

    def with_block(item: list[str]) -> bytes:
        return zh_item_page([*item, *ZH_SHORT_LINES]).replace(f"<p>{ZH_PROMO}</p>".encode(), b"")

    assert all(line in extract_text(with_block(ZH_ITEMS[3])) for line in ZH_SHORT_LINES)
    memory = SiteMemory(min_pages=3)
    for n, item in enumerate(ZH_ITEMS[:3]):
        crawl_page(memory, with_block(item), url(n, "news.example.cn"))
    result = crawl_page(memory, with_block(ZH_ITEMS[3]), url(3, "news.example.cn"))
    assert result.site_lines_removed >= len(ZH_SHORT_LINES)
    assert result.text == "\n".join(ZH_ITEMS[3])


PERMIT_RULES = ("<p>Permits are issued under the district's byelaws and are personal to the "
                "holder named on them. A permit must be carried at all times while fishing "
                "and shown on request to a bailiff or a police officer, together with a rod "
                "licence where one is needed.</p><p>Fishing is allowed from one hour before "
                "sunrise to one hour after sunset. No more than two rods may be used at a "
                "time, and every fish must be returned alive; keep nets are allowed only on "
                "the stretches marked on the map at the car park.</p>")


def permit_page(holder: str, water: str, views: int = 40) -> bytes:
    # A register's pages: one title and heading for all, the holder's field lines beside
    # the district's rules, which are the only prose and so the text of every page.
    return (f"<html><head><title>Permit details</title></head><body><div class='main'><h1>"
            f"Permit details</h1><div class='record'><div>Holder: {holder}</div><div>Water: "
            f"{water}</div><div>Views: {views}</div></div><div class='rules'>{PERMIT_RULES}"
            "</div></div></body></html>").encode()


def test_records_that_all_read_as_their_sites_rules_teach_the_rules_by_their_own_lines() -> None:
    memory = SiteMemory(min_pages=3)
    records = [("A. Hale", "Upper Wyre"), ("B. Okafor", "Mill Pool"), ("C. Lund", "Weir Reach"),
               ("D. Price", "Long Meadow")]
    results = [crawl_page(memory, permit_page(holder, water), url(n, "permits.example"))
               for n, (holder, water) in enumerate(records)]
    assert len({result.fingerprint for result in results[:3]}) == 1  # the rules, each time
    assert memory.known(url(9, "permits.example"))  # three records told the rules apart
    # The next record has no text but its site's lines: untitled, guarded from every page
    # of its host, so kept.
    assert results[3].title == UNTITLED
    assert title_guarded(url(3, "permits.example"), results[3].title,
                         url(0, "permits.example"), results[0].title)


def test_one_record_restamped_under_many_urls_teaches_nothing() -> None:
    memory = SiteMemory(min_pages=2)
    for n in range(4):
        crawl_page(memory, permit_page("A. Hale", "Upper Wyre", views=40 + n),
                   url(n, "permits.example"))
    assert memory.known(url(9, "permits.example")) == frozenset()
