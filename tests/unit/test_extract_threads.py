"""Forum threads keep their opening post, whatever row classes the board alternates;
live blogs, whose entries also carry link-only lines, keep every entry."""

from __future__ import annotations

from scrapy_simhash.extract import extract_text

OPENING = [
    (
        "For two weeks there has been a grinding noise from the front wheel when I turn right "
        "at low speed, for example pulling into a parking space."
    ),
    (
        "Is this likely to be a wheel bearing or the CV joint? I would like to know whether it "
        "is safe to drive for another week."
    ),
]
REPLIES = [
    (
        "Sounds more like a CV joint to me. A failing bearing usually hums at speed and gets "
        "louder when you turn the other way, while a CV joint clicks or grinds on tight turns."
    ),
    (
        "Could also be a stone caught between the brake disc and the dust shield. It happened "
        "to me last winter and made an awful noise only when turning."
    ),
    (
        "Either way I would not leave it long. Put it up on a jack, grab the wheel at the top "
        "and bottom and rock it: any play at all means the bearing."
    ),
]


def post(n: int, author: str, text: str) -> str:
    # phpBB-style rows: "post bg2", "post bg1", "post bg2"... never all one class string.
    return f"""<div class="post bg{2 - n % 2}" id="p{n}"><div class="inner"><div class="postbody">
      <h3><a href="#p{n}">Re: Grinding noise when turning</a></h3>
      <p class="author"><a href="/u/{author}">by <strong>{author}</strong></a></p>
      <div class="content">{text}</div></div>
      <dl class="postprofile"><dt><a href="/u/{author}">{author}</a></dt><dd>Posts: 3</dd></dl>
      </div></div>"""


def test_thread_with_alternating_row_classes_keeps_only_the_opening_post() -> None:
    posts = [post(0, "newdriver", "<br><br>".join(OPENING))]
    posts += [post(n, f"member{n}", reply) for n, reply in enumerate(REPLIES, 1)]
    html = (
        "<html><body><div class='navbar'><a href='/'>Board index</a> <a href='/f/4'>Repairs</a>"
        f"</div><div id='page-body'>{''.join(posts)}</div></body></html>"
    )
    text = extract_text(html)
    for line in OPENING:
        assert line in text
    for reply in REPLIES:
        assert reply not in text


ENTRIES = [
    (
        "Polls close in the first states",
        (
            "Polls have now closed in Indiana and most of "
            "Kentucky, where officials said turnout appeared higher than in the last midterm."
        ),
    ),
    (
        "Voters cite the economy",
        (
            "Early exit polling suggests that about four in ten voters "
            "named the economy as the most important issue, followed by abortion and immigration."
        ),
    ),
    (
        "A long wait in Atlanta",
        (
            "At a church polling station in southwest Atlanta, some "
            "voters said they had waited more than two hours to cast their ballots."
        ),
    ),
    (
        "What to watch tonight",
        (
            "Control of the Senate is likely to come down to a handful of "
            "states, including Pennsylvania, Georgia, Arizona and Nevada."
        ),
    ),
]


def test_live_blog_entries_with_headlines_and_share_links_are_all_kept() -> None:
    blocks = "".join(
        f"""<div class="block" id="b{i}"><div class="block-time"><time>7.{i}5pm</time></div>
            <div class="block-elements"><h2>{title}</h2><p>{text}</p></div>
            <div class="block-footer"><a href="#b{i}">Share</a>
            <a href="#b{i}">Updated at 8.{i}0pm</a></div></div>"""
        for i, (title, text) in enumerate(ENTRIES)
    )
    html = (
        "<html><body><main><h1>Election night live</h1>"
        f"<div class='live'>{blocks}</div></main></body></html>"
    )
    text = extract_text(html)
    for _, body in ENTRIES:
        assert body in text
    for title, _ in ENTRIES[1:]:  # the first stands before any prose, like a headline
        assert title in text
    assert "Share" not in text


def test_replies_titled_like_the_thread_are_still_replies() -> None:
    """A board that titles every reply "Re: <topic>" in a plain heading is still a thread."""
    posts = "".join(
        f"""<div class="postcontainer"><h2 class="title">{"" if n == 0 else "Re: "}Noise when turning</h2>
            <div class="userinfo"><a href="/u/{n}">member{n}</a></div>
            <div class="content"><p>{text}</p></div></div>"""
        for n, text in enumerate([" ".join(OPENING), *REPLIES])
    )
    text = extract_text(f"<html><body><div id='posts'>{posts}</div></body></html>")
    assert OPENING[0] in text
    for reply in REPLIES:
        assert reply not in text


def test_layout_rows_are_not_posts_when_one_row_holds_only_the_headline() -> None:
    # A grid template: every page section is a "row-fluid" with a link-only line (tags,
    # share buttons, "more in"); the first row with any text holds only the <h1>.
    rows = [
        (
            "<div class='row-fluid'>"
            "<h1>Can repairing a branded phone infringe its trade mark, and why?</h1>"
            "<p><a href='/tag/design'>Design</a> <a href='/tag/law'>Law</a></p></div>"
        ),
        "<div class='row-fluid'><div class='span12'>"
        + "".join(f"<p>{line}</p>" for line in OPENING + REPLIES)
        + "<p><a href='/share'>Share</a> <a href='/print'>Print</a></p></div></div>",
        "<div class='row-fluid'><p><a href='/a'>Next</a> <a href='/b'>Previous</a></p></div>",
        "<div class='row-fluid'><ul><li><a href='/c'>More in Milan</a></li></ul></div>",
    ]
    html = f"<html><body><div class='container'>{''.join(rows)}</div></body></html>"
    text = extract_text(html)
    for line in OPENING + REPLIES:
        assert line in text


MANUAL_SECTIONS = [
    (
        "Installing the tool",
        [
            "Download the archive for your platform and unpack it in a directory of your "
            "choice. The archive holds a single program and its manual, nothing else.",
            "Add that directory to your search path, then open a new terminal so that the "
            "shell reads the changed path before you try the first command.",
        ],
    ),
    (
        "Writing the first configuration",
        [
            "The tool reads its settings from a plain text file in your home directory. "
            "Each line holds one setting, written as a name, an equals sign and a value.",
            "Start with the name of your project and the folder where reports should go; "
            "every other setting has a default that suits most projects well.",
        ],
    ),
    (
        "Running a first report",
        [
            "Run the tool with the report command and the path of a project. It walks the "
            "files once, counts what it finds and writes the report to the folder chosen.",
            "Open the report in a browser. Each section of it links back to the files it "
            "describes, so that a reader can check every figure against its source.",
        ],
    ),
]


def test_document_sections_with_headings_linked_to_its_contents_are_all_kept() -> None:
    # Documentation generators link each section's heading back to the contents box:
    # every section then holds a link-only line, as forum posts do, but no other one.
    sections = "".join(
        f"<div class='section' id='part-{n}'><h2><a class='toc-backref' href='#toc-{n}'>"
        f"{heading}</a></h2>" + "".join(f"<p>{p}</p>" for p in paragraphs) + "</div>"
        for n, (heading, paragraphs) in enumerate(MANUAL_SECTIONS)
    )
    html = (
        "<html><body><div class='document'><h1>A short manual</h1><div class='contents'><ul>"
        + "".join(
            f"<li><a id='toc-{n}' href='#part-{n}'>{heading}</a></li>"
            for n, (heading, _) in enumerate(MANUAL_SECTIONS)
        )
        + f"</ul></div>{sections}</div></body></html>"
    )
    text = extract_text(html)
    for _, paragraphs in MANUAL_SECTIONS:
        for paragraph in paragraphs:
            assert paragraph in text


BLOG_POSTS = [
    "Spent the weekend moving the build server to the new machine. The old one had been "
    "running for six years without a single reboot, which is both impressive and scary.",
    "The release candidate is out. Please test it with your own music collection and "
    "tell us about anything that looks wrong, especially with tags in other languages.",
    "Arrived in Dublin for the meeting. The flight was late but the weather is kind and "
    "the first session starts tomorrow morning at nine, so there is time for a walk.",
    "Someone asked how the search index works. In short, every word of every title is "
    "kept with the list of tracks it appears in, and a query intersects those lists.",
    "A friend visited the office and brought a pile of old hardware. Most of it still "
    "works, and the oldest sound card now plays our test files through a tiny speaker.",
    "The translation team finished the Welsh version this week. It took two volunteers "
    "four months of evenings, and they found three bugs in our plural rules on the way.",
]


def _entry(n: int) -> str:
    body = "".join(
        f"<p>{paragraph}</p>"
        for paragraph in (
            BLOG_POSTS[n],
            f"More on this in the next days: the notes for part {n} are half written, and "
            "the pictures need another look before they go up with the rest of the story.",
            "As always, thanks to everyone who sent mail about the last post. Every message "
            "gets read, even when the answer takes a while, and most of them change the plan.",
        )
    )
    return (
        f"<div class='entry'><h4><a href='/post/{n}'>Post number {n}</a></h4>"
        f"<div class='entry_body'>{body}</div>"
        f"<div class='signature'><a href='/author/{n}'>Posted by author {n}</a> | "
        f"<a href='/post/{n}#c'>Replies ({n})</a></div></div>"
    )


def test_blog_front_page_keeps_a_day_holding_several_posts() -> None:
    # Posts are grouped by day: one day holds three posts, each with its link line.
    # They are more posts like the others on the page, not a box of teasers.
    days = [f"<div class='day'><h3>Day {n}</h3>{_entry(n)}</div>" for n in (0, 1, 2)]
    days.append("<div class='day'><h3>Day 3</h3>" + "".join(map(_entry, (3, 4, 5))) + "</div>")
    html = (
        "<html><body><table><tr><td class='main'>" + "".join(days) + "</td>"
        "<td class='side'><a href='/a'>Archive</a> <a href='/b'>About</a></td></tr></table>"
        "</body></html>"
    )
    text = extract_text(html)
    for post_text in BLOG_POSTS:
        assert post_text in text


NOTICE_PARTS = [
    [
        "Three more brands of chilli sauce are being withdrawn from sale after tests found "
        "an industrial dye in the spices they were made with.",
        "The amounts found are very low and the risk from eating the sauces is small, but "
        "as a precaution people who have them at home should not eat them.",
    ],
    [
        "The dye is not allowed in food anywhere in Europe. It was found in one batch of "
        "paprika from a single supplier, which has now recalled all of its stock.",
        "The agency is working with the companies supplied from that batch to find any "
        "other products made with it, and will add them to its list as they are found.",
    ],
    [
        "Shops have been asked to put up notices where the sauces were sold, and the "
        "companies will refund any customer who returns a jar, opened or not.",
    ],
]


def test_article_parts_each_ending_in_the_same_link_are_not_a_thread() -> None:
    # Every part ends with the same "Back to top" link: a line the page repeats
    # between its parts, not a post's own author or reply line.
    parts = "".join(
        "<div class='padder'>" + "".join(f"<p>{p}</p>" for p in part)
        + "<div class='top'><a href='#top'>Back to top</a></div></div>"
        for part in NOTICE_PARTS
    )
    html = f"<html><body><div class='wide'><h2>Sauces withdrawn</h2>{parts}</div></body></html>"
    text = extract_text(html)
    for part in NOTICE_PARTS:
        for paragraph in part:
            assert paragraph in text


_FORUM_POSTS = [
    "Since the update my phones no longer reach the app store over mobile data, only over "
    "wifi, and I have not changed any setting that I know of.",
    "Same here on two tablets: the store says it cannot connect until I am home again, "
    "while every other app works fine on the road.",
    "Check the mobile data list in the settings, the update switched the store off there "
    "for me and switching it back on fixed it at once.",
    "Thanks, that was it. The list had the store switched off, and now it works again on "
    "the train as it did before the update came in last week.",
    "Good to know. I had given up and reset the whole phone, which took an evening and "
    "did not help at all, so I will try the list tonight.",
    "It seems the update resets that list for some apps only, which would explain why "
    "only a few of us noticed it in the first days.",
]
_LOGIN_LINE = "You must log in, once you have an account, to take part in a discussion."


def forum_thread(posts: list[str]) -> str:
    # Every post, the opening one too, sits in a box named "comment": believing the name
    # leaves only the login line.
    body = "".join(
        f"<div class='forum-comment'><div class='comment-author'>user{n}</div>"
        f"<div class='comment-text'>{post}</div></div>"
        for n, post in enumerate(posts)
    )
    return (
        "<html><head><title>Store over mobile data</title></head><body><main>"
        f"<h1>Store over mobile data</h1>{body}<div><h3>{_LOGIN_LINE}</h3></div>"
        "</main></body></html>"
    )


def test_forum_thread_named_as_comments_is_not_replaced_by_its_login_line() -> None:
    text = extract_text(forum_thread(_FORUM_POSTS))
    assert _FORUM_POSTS[0] in text
    # Two threads of the site differ: their texts must differ too.
    other = [post.replace("store", "mail app") for post in _FORUM_POSTS]
    assert extract_text(forum_thread(other)) != text


def _photo_section(n: int, caption: str, likes: int) -> str:
    return f"""<article class="story-section"><div class="photo"><a href="/photos/{n}">
      <img src="/img/{n}.jpg"></a></div><div class="text">{caption}</div>
      <div class="stats"><div class="comments"><a href="/photos/{n}#c">{n % 3}</a></div>
      <div class="like"><a href="#">{likes}</a></div>
      <div class="bookmark"><a href="#">Save</a></div></div></article>"""


def test_photo_story_sections_linked_only_by_their_counters_are_all_kept() -> None:
    """Like and comment counts differ from section to section as a post's author does,
    but a counter names nobody: the sections are one story, not a thread."""
    captions = [
        "For two years the old fridge has stood in my kitchen, and I never tire of its colour.",
        "Seventy-three plants share the flat with me, and I simply love every shade of green.",
        "The cabinet from the fifties came from my grandmother, who kept her best glasses in it.",
        "At the old kitchen table we sit for hours with friends, tea and far too much cake.",
    ]
    sections = "".join(_photo_section(n, c, 10 + 7 * n) for n, c in enumerate(captions))
    html = (
        "<html><body><h1>Vintage flair with lots of green</h1>"
        f"<div class='story'>{sections}</div></body></html>"
    )
    text = extract_text(html)
    for caption in captions:
        assert caption in text


_BOARD_OPENING = [
    "上个月把家里的老路由器换成了新款，结果卧室的信号反而变差了，晚上看视频经常卡顿，"
    "试过重启和换信道都没有用，不知道是不是摆放的位置有问题。",
    "路由器现在放在客厅电视柜里面，离卧室隔着两道墙。想问问大家，是加一个无线中继好，"
    "还是直接买一套组网的设备更省心？预算在五百元以内。",
]
_BOARD_REPLIES = ["放在柜子里面信号肯定受影响，先拿出来放高一点试试。",
                  "隔两道墙建议直接上组网，中继的速度会打对折，五百元够买两只装的了。",
                  "同意楼上，我家也是这么解决的。", "马克一下，我也有同样的问题。"]  # fmt: skip


def _board_post(n: int, author: str, floor: str, paragraphs: list[str]) -> str:
    # A Discuz! board's post: the author's column, then the floor, the time and the
    # message in a table cell, its paragraphs split by line breaks.
    message = "<br />".join(paragraphs)
    return f"""<div id="post_{n}"><table id="pid{n}" class="plhin"><tr>
      <td class="pls"><div class="pi"><div class="authi"><a href="space-uid-{n}.html"
      class="xw1">{author}</a></div></div><div class="tns"><table><tr><th><p>31</p>主题</th>
      <th><p>402</p>帖子</th></tr></table></div></td>
      <td class="plc"><div class="pi"><strong><a href="#pid{n}">{floor}</a></strong>
      <em>发表于 2024-5-{n % 28 + 1} 20:15</em></div><div class="pct"><div class="pcb">
      <table><tr><td class="t_f" id="postmessage_{n}">{message}</td></tr></table></div></div>
      <div class="po"><a href="#">回复</a> <a href="#">支持</a> <a href="#">举报</a></div>
      </td></tr></table></div>"""


def test_a_board_thread_in_a_post_list_named_like_a_comment_box_keeps_its_opening_post() -> None:
    # The board names its list of posts "pl", a word Chinese sites also give comment
    # boxes (评论): believed, it left the page empty, or to its footer line.
    floors = ["沙发", "板凳", "地板", "5#"]
    posts = [_board_post(1, "晚风", "楼主", _BOARD_OPENING)] + [
        _board_post(n + 2, f"网友{n}", floor, [reply])
        for n, (floor, reply) in enumerate(zip(floors, _BOARD_REPLIES, strict=True))
    ]
    page = (f"<html><head><title>卧室信号差怎么办 - 数码杂谈 - 某某论坛</title></head><body>"
            "<div id='nv'><ul><li><a href='/'>论坛</a></li><li><a href='/g'>群组</a></li></ul></div>"
            f"<div id='ct' class='wp cl'><div id='postlist' class='pl bm'>{''.join(posts)}</div>"
            "</div><div id='ft'><p>Powered by Discuz! X3.4 © 2001-2024</p></div></body></html>")  # fmt: skip
    text = extract_text(page)
    assert text.split("\n")[:2] == _BOARD_OPENING
    assert "Powered by" not in text
