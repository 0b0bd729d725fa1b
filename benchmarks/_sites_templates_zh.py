"""Chinese site shells for ``benchmarks/sites.py``: eight made-up sites in simplified
Chinese (a provincial daily, a news portal, a city government site, a tech blog laid out
like an official-account article, a forum, a finance portal, a city news site and a
culture magazine), each with its own layout and one block it repeats on every page that
is longer than a short article (an editorial staff list, a corrections policy, an
"about this site" box, an author bio with a newsletter pitch, a members' appeal, a long
disclaimer, a cookie and privacy notice, an events box). All text here is written for
this benchmark; people, places and organisations are made up.
"""

from __future__ import annotations

import random

from _sites_templates import Site

_SURNAMES = ["林", "陈", "周", "许", "沈", "韩", "唐", "顾", "郑", "魏", "苏", "叶"]
_GIVEN = [
    "清和",
    "思远",
    "映雪",
    "子谦",
    "嘉禾",
    "若溪",
    "景行",
    "晓岚",
    "慕白",
    "知秋",
    "亦舟",
    "书瑶",
]
_BEATS = (
    "省直机关与财政预算", "教育与高校", "医疗卫生", "交通与城市建设", "政法与公共安全",
    "区域经济", "生态环境", "文化艺术", "体育赛事", "住房与城乡规划", "科技创新",
    "农业农村", "人力资源与社会保障", "文旅产业", "民生服务",
)  # fmt: skip
_ROLES = ("首席记者", "记者", "编辑", "副主编", "摄影记者", "数据新闻记者", "驻地记者",
          "专题部主任", "评论员", "视觉编辑")  # fmt: skip


def staff_list(site: str, rng: random.Random) -> str:
    people = []
    given = _GIVEN[:]
    rng.shuffle(given)
    for i in range(12):
        name = f"{_SURNAMES[i]}{given[i]}"
        role, beat = rng.choice(_ROLES), rng.choice(_BEATS)
        people.append(
            f"<p>{name}，{role}，主要负责{beat}方面的报道，在{site}工作多年，"
            "读者可通过编辑部总机或新闻热线与其联系。</p>"
        )
    return f'<div class="bjb-list"><h3>本报编辑部</h3>{"".join(people)}</div>'


def corrections_policy(site: str, rng: random.Random) -> str:
    return (
        f'<div class="jiucuo"><p>更正与澄清：{site}始终把准确放在第一位。我们发布的每一篇'
        "稿件都要经过记者、编辑和值班主任三道审核，但差错仍难以完全避免。一旦发现报道中的"
        "事实、数据、人名、地名或引语有误，我们会尽快在原文中改正，并在文末注明更正的内容"
        "和时间，而不是悄悄修改了事。除非报道可能危及当事人的人身安全，或者法院作出了相关"
        "裁定，我们一般不会删除已经发布的稿件。</p><p>如果您认为某篇报道存在错误或者表述"
        "不够准确，欢迎点击页面下方的“纠错”按钮，或者写信给本网的新闻标准编辑，请尽量写明"
        "稿件标题、发布时间和您认为有误的具体内容，并附上可以核实的材料。标准编辑会逐条核查"
        "每一条意见，并在五个工作日内亲自给您答复。涉及重大事实的更正，我们还会在首页显著"
        "位置刊发更正说明。每个季度，我们都会公开一份更正报告，列出本季度的更正数量、收到"
        "的读者来信数量以及处理结果，因为我们相信，读者有权知道一家新闻机构如何对自己的"
        "报道负责。</p><p>对于读者在评论区指出的问题，我们同样认真对待：值班编辑每天会"
        "两次查看评论和留言，凡是有依据的意见都会转交稿件的责任编辑核实。如果差错来自采访"
        "对象提供的信息，我们会在更正说明中如实写明，并向当事人再次求证。对于转载自其他"
        "媒体的稿件，发现差错后我们会第一时间通知原发媒体，并同步更新本网的版本。</p></div>"
    )


def about_box(site: str, rng: random.Random) -> str:
    return (
        f'<div class="gywm"><p>关于本网：{site}门户网站是市政府在互联网上发布政务信息、'
        "提供在线服务、与公众互动交流的综合平台，由市人民政府办公室主办，市大数据中心负责"
        "技术保障和日常运行维护。网站设有政务公开、政务服务、互动交流、走进泓川等栏目，"
        "集中发布本市的政策文件、政策解读、人事信息、财政预决算、重点项目进展和各类公告"
        "公示，并与市级各部门、各县（区）政府网站实现信息互联互通。市民和企业可以通过"
        "“市长信箱”“网上咨询”和“意见征集”等栏目反映诉求、提出建议，来信一般在十五个工作日"
        "内办理答复，办理结果经来信人同意后在网上公开。</p><p>本网站发布的信息，凡未注明"
        "来源的，均由各有关单位按照规定提供；如与正式印发的纸质文件有出入，以纸质文件为准。"
        "为保障网站安全稳定运行，本网站已按照网络安全等级保护的有关要求完成备案和测评。"
        "建议使用主流浏览器的最新版本访问本网站；如在浏览过程中遇到页面无法打开、链接失效"
        "或者内容有误等问题，欢迎通过页面底部的“网站纠错”入口告诉我们，我们将及时核实"
        "处理。</p><p>为方便老年人和视障人士浏览，本网站提供了长者模式、无障碍阅读、页面"
        "放大和语音朗读等辅助功能，点击页面顶部的“无障碍”按钮即可开启。本网站的原创内容"
        "欢迎转载，转载时请注明来源，不得歪曲、篡改原文的意思。</p></div>"
    )


def newsletter_and_bio(site: str, rng: random.Random) -> str:
    return (
        f'<section class="author-card"><p>关于作者：{site}编辑部由一群写了十多年代码、也写了'
        "十多年文章的工程师组成，成员来自互联网公司、芯片设计企业和高校实验室，从第一代"
        "智能手机一路写到今天的大模型浪潮。我们坚持亲手测试文中提到的每一款工具和每一段"
        "代码，所用设备大多自费购买，不接受厂商以任何形式对结论施加影响；文章发布之后，"
        "如果发现了更好的方案，或者原来的结论已经过时，我们会在原文下方补充说明，并标注"
        "修改日期。编辑部目前有六位全职作者和二十多位特约撰稿人，日常关注前端开发、数据库、"
        "云原生、开发者工具和人工智能应用等方向，也会不定期写一写程序员的职业成长和团队"
        "协作。</p><p>订阅{site}：我们的免费电子周报每周五早上准时送达，内容包括本周"
        "值得一读的技术文章、几个我们亲自踩过的坑、一份开源项目推荐清单，以及一篇适合周末"
        "慢慢读的长文。周报创办至今已经连续发出两百多期，从未间断。您只需在下方填写常用"
        "邮箱即可订阅，也可以长按识别二维码关注我们，"
        "在后台回复“周报”获取往期合集。我们不会把您的邮箱提供给任何第三方，每一封邮件底部"
        "都有退订链接，点一下就能取消。如果觉得这篇文章对您有帮助，欢迎点赞、点“在看”并"
        "转发给身边的朋友，您的每一次分享都是我们继续写下去的动力；如果有想看的选题，也"
        "欢迎在评论区留言告诉我们。</p></section>"
    )


def promo(site: str, rng: random.Random) -> str:
    return (
        f'<div class="support-us"><p>{site}是一个由网友自发创建、志愿者共同维护的非营利'
        "社区，至今已经走过了十二个年头。我们没有投资方，也不接受诱导性广告，服务器、带宽、"
        "域名和安全防护的费用全部来自会员的每月支持和少量克制的广告收入。随着注册用户越来越"
        "多，每年的运维成本也在不断上涨，仅服务器和带宽一项就是一笔不小的开支。如果您喜欢"
        "这里的氛围，愿意让这个小小的角落继续存在下去，欢迎开通支持会员：每月只需十元，"
        "就可以享受无广告浏览、附件下载不限次数、专属勋章和头像挂件，还能参加每年年底的"
        "会员线下聚会。会员费的每一笔支出都会在“站务公告”版块按季度公开，任何会员都可以"
        "查阅和监督。过去一年，会员们的支持帮助我们完成了服务器的整体迁移，把页面打开速度"
        "提高了一倍，修好了困扰大家多年的图片上传问题，还上线了夜间模式和手机客户端。今年"
        "我们计划为老帖子做一次全面的备份和整理，让十多年来坛友们分享的经验不会因为硬件"
        "故障而丢失。当然，不开通会员也完全不影响您在这里发帖、回帖和阅读；认真分享自己的"
        "经验、友善地回答新人的提问、及时举报违规的帖子，同样是对社区最好的支持。如果您"
        "更愿意一次性赞助，也可以在“支持我们”页面选择任意金额，每一份心意我们都会记在心里。"
        "再次感谢"
        "每一位陪伴我们走到今天的坛友，也欢迎新朋友常来坐坐。</p></div>"
    )


def legal_footer(site: str, rng: random.Random) -> str:
    return (
        f'<div class="disclaimer"><p>免责声明：本文仅代表作者个人观点，与{site}无关。'
        f"{site}发布此文仅出于传递更多信息之目的，不代表本网赞同其观点或证实其描述，文章"
        "内容仅供参考，不构成任何投资建议，投资者据此操作，风险自担。市场有风险，投资需"
        "谨慎。本网站所载的行情数据、研究报告和资讯内容来源于公开渠道或第三方合作机构，"
        "我们力求准确可靠，但不对其真实性、准确性、完整性和及时性作出任何保证，因使用上述"
        "信息而造成的直接或间接损失，本网站不承担任何责任。</p><p>版权声明：凡本网注明"
        f"“来源：{site}”的文字、图片、图表和音视频作品，版权均属本网所有，未经书面授权，"
        "任何单位和个人不得转载、摘编、复制或建立镜像；已经授权的，应在授权范围内使用，并"
        "注明出处。凡本网注明“来源：某某媒体（非本网）”的作品，均转载自其他媒体，转载目的"
        "在于传递更多信息，并不代表本网赞同其观点和对其真实性负责。如因作品内容、版权或者"
        "其他问题需要同本网联系的，请在作品发表之日起三十日内进行，本网将在核实后及时"
        "处理。网友评论仅代表其个人观点，请遵守相关法律法规，文明理性发言，本网有权删除"
        "违反社区规则的评论。本网站刊载的广告由广告主自行负责，其内容不代表本网立场，读者"
        "据此进行交易前请自行核实。未满十八周岁的读者请在监护人指导下使用本网站的互动功能。"
        "本声明的解释权和修改权归本网所有。</p></div>"
    )


def cookie_notice(site: str, rng: random.Random) -> str:
    return (
        f'<div id="privacy-consent" class="consent-bar"><p>我们重视您的隐私。{site}及我们的'
        "合作伙伴会在您的设备上存储和读取Cookie等信息，用于向您展示和评估您在本网站看到的"
        "内容和广告，了解各个页面的使用情况并据此改进网站。其中一部分技术是网站正常运行所"
        "必需的，例如记住您的登录状态和字号设置；另一部分则帮助我们向您推荐更符合您兴趣的"
        "内容，或者让您可以把文章分享到社交平台。您可以选择全部接受，也可以只接受必要的"
        "Cookie，还可以随时通过每个页面底部的“隐私设置”链接修改您的选择。我们使用的Cookie"
        "主要分为三类：必要类Cookie用于保障登录、安全验证和页面基本功能；统计类Cookie用于"
        "记录访问量、停留时长和页面加载速度，这些数据经过匿名化处理，不会用于识别您的身份；"
        "广告类Cookie由合作伙伴设置，用于避免重复展示同一条广告，并衡量广告的实际效果。拒绝非必要的"
        "Cookie不会影响您阅读我们的新闻，但视频播放器、评论区等部分功能可能无法正常加载。"
        "我们会按照《隐私政策》的约定收集和使用您的个人信息，不会向无关的第三方出售您的"
        "数据；您可以依法查阅、更正、删除您的个人信息，也可以随时注销账号。您的选择将保存"
        "十二个月，到期后我们会再次征求您的意见。点击“同意”即表示您已阅读并同意我们的"
        "《用户协议》和《隐私政策》。如您对本通知有任何疑问，可以通过“联系我们”页面与我们的"
        "个人信息保护负责人联系。</p><a>同意</a><a>仅必要Cookie</a><a>隐私设置</a></div>"
    )


def events_box(site: str, rng: random.Random) -> str:
    return (
        f'<div class="side-box huodong"><h4>活动预告</h4><p>{site}春季读者沙龙本月起在老城区'
        "梧桐书局的二楼开讲。每场活动先由一位本刊编辑分享选题背后的故事，随后邀请作家、"
        "手艺人、设计师和普通读者一起围坐聊天，最后留出一个小时的自由交流时间。三月的主题是"
        "“慢下来的城市”，我们将从一条老街的变迁说起，聊聊那些正在消失的小店和仍在坚持的"
        "人；四月的主题是“餐桌上的节气”，请来两位在乡间开小馆子的年轻人，讲讲他们如何跟着"
        "季节安排菜单；五月则会走出书店，在城郊的茶园里举办一场户外读书会。六月恰逢本刊"
        "创刊十周年，我们还将在书局举办一场小型展览，展出历年的封面原稿、编辑手记和读者"
        "来信，展期两周，免费向公众开放。</p><p>每场活动限额六十人，需提前在本刊公众号"
        "后台回复“沙龙”报名，按报名先后顺序确认。本刊订阅用户和在校学生可免费参加，其他"
        "读者需支付二十元场地费，费用全部用于购买现场茶点和活动用书。往期活动的录音和文字"
        "整理均可在本刊网站的“沙龙”栏目中找到，未能到场的读者也可以在线回看。活动当天请"
        "提前十五分钟到场签到，书局附近停车位有限，建议乘坐公共交通前往，在老城区公交站"
        "下车后步行约五分钟即可到达。如遇天气原因调整时间或地点，我们会提前三天在公众号和"
        "官网发布通知。也欢迎读者推荐自己想聊的话题和想见的嘉宾。</p></div>"
    )


def _nav(items: list[tuple[str, str]]) -> str:
    return "".join(f'<li><a href="/{slug}">{label}</a></li>' for label, slug in items)


_SECTIONS = [("首页", ""), ("新闻", "news/"), ("财经", "finance/"), ("科技", "tech/"),
             ("体育", "sports/"), ("娱乐", "ent/"), ("汽车", "auto/"), ("房产", "house/"),
             ("教育", "edu/"), ("健康", "health/")]  # fmt: skip
_HOT = ["城东新区两所学校秋季开学", "地铁五号线南延段进入试运行", "本周末起早晚温差加大",
        "老街改造方案公开征求意见", "市图书馆延长夜间开放时间", "新一批便民停车位投入使用"]  # fmt: skip


def _provincial_daily(headline: str, body: str, date: str, block: str) -> str:
    return f"""<html><head><meta charset="utf-8"><title>{headline}_西阳日报</title></head>
    <body><div class="top-bar"><a href="/">西阳网</a> | <a href="/epaper/">数字报</a> |
    <a href="/app/">客户端</a></div><div id="nav"><ul>{_nav(_SECTIONS[:8])}</ul></div>
    <div id="content"><div class="article"><h1>{headline}</h1><div class="info">
    <span>{date}</span><span>来源：西阳日报</span><span>作者：本报记者</span></div>
    <div class="article-body">{body}</div><p class="editor">责任编辑：宋知远</p></div></div>
    {block}<div id="footer">西阳日报社 版权所有</div></body></html>"""


def _portal(headline: str, body: str, date: str, block: str) -> str:
    hot = "".join(f'<li><em>{i}</em><a href="/news/hot{i}.html">{h}</a></li>'
                  for i, h in enumerate(_HOT, 1))  # fmt: skip
    return f"""<!DOCTYPE html><html><head><meta charset="utf-8"><title>{headline}-云帆网</title>
    </head><body><div class="header"><div class="logo"><a href="/">云帆网</a></div>
    <div class="nav"><ul>{_nav(_SECTIONS)}</ul></div></div><div class="crumb">当前位置：
    <a href="/">首页</a> &gt; <a href="/news/">新闻</a> &gt; 正文</div>
    <div class="main clearfix"><div class="left"><div class="article-head"><h1>{headline}</h1>
    <div class="meta"><span>{date}</span><span>来源：云帆网</span></div></div>
    <div class="article-content">{body}</div>{block}<div class="share">分享到：微信 微博</div>
    </div><div class="right"><div class="hot-rank"><h3>热点排行</h3><ol>{hot}</ol></div>
    </div></div><div class="footer">云帆网 版权所有</div></body></html>"""


def _government(headline: str, body: str, date: str, block: str) -> str:
    gov = [("首页", ""), ("政务公开", "zwgk/"), ("政务服务", "zwfw/"), ("互动交流", "hdjl/"),
           ("走进泓川", "zjhc/")]  # fmt: skip
    menu = " | ".join(f'<a href="/{slug}">{label}</a>' for label, slug in gov)
    return f"""<html><head><title>{headline}</title></head><body>
    <table width="1000" align="center" class="top"><tr><td><a href="/">泓川市人民政府</a></td>
    <td>{menu}</td></tr></table><table width="1000" align="center" class="con">
    <tr><td class="location">您现在的位置：<a href="/">首页</a> &gt; 政务公开 &gt; 通知公告</td></tr>
    <tr><td align="center" class="title"><b>{headline}</b></td></tr><tr><td align="center"
    class="info">发布机构：泓川市人民政府办公室　发布日期：{date}　【字体：大 中 小】</td></tr>
    <tr><td><div class="TRS_Editor">{body}</div></td></tr><tr><td align="right">
    <a href="javascript:window.print()">【打印本页】</a>
    <a href="javascript:window.close()">【关闭窗口】</a></td></tr></table>
    <table width="1000" align="center" class="bottom"><tr><td>{block}</td></tr>
    <tr><td>主办：泓川市人民政府办公室　承办：泓川市大数据中心</td></tr></table></body></html>"""


def _official_account(headline: str, body: str, date: str, block: str) -> str:
    tags = [("首页", ""), ("科技", "tech/"), ("编程", "code/"), ("工具", "tools/"),
            ("关于", "about/")]  # fmt: skip
    return f"""<!DOCTYPE html><html><head><meta charset="utf-8"><title>{headline}</title>
    </head><body id="activity-detail"><div class="top-nav"><ul>{_nav(tags)}</ul></div>
    <div class="rich_media"><div class="rich_media_inner"><div id="page-content">
    <div class="rich_media_area_primary"><h1 class="rich_media_title" id="activity-name">
    {headline}</h1><div class="rich_media_meta_list">
    <span class="rich_media_meta rich_media_meta_nickname"><a href="/">墨码笔记</a></span>
    <em id="publish_time" class="rich_media_meta">{date}</em></div>
    <div class="rich_media_content" id="js_content">{body}{block}</div>
    <div class="rich_media_tool"><a href="/">阅读原文</a></div></div>
    </div></div></div></body></html>"""


def _forum(headline: str, body: str, date: str, block: str) -> str:
    bbs = [("首页", ""), ("论坛", "forum/"), ("新闻", "news/"), ("汽车", "auto/"),
           ("房产", "house/"), ("旅游", "travel/"), ("美食", "food/")]  # fmt: skip
    return f"""<html><head><title>{headline} - 城市生活 - 听涛社区</title></head><body>
    <div id="hd"><div class="wp"><h2><a href="/">听涛社区</a></h2><ul id="nv">{_nav(bbs)}</ul>
    </div></div><div id="pt" class="bm"><a href="/">听涛社区</a> › <a href="/forum/">论坛</a>
    › 城市生活</div><div id="postlist" class="pl"><h1 id="thread_subject">{headline}</h1>
    <table class="plhin"><tr><td class="pls"><div class="pi"><a class="xw1">山月不知心</a>
    </div><p>积分 2310　帖子 468</p></td><td class="plc"><div class="pi"><strong>楼主</strong>
    <em>发表于 {date}</em></div><div class="pcb"><div class="t_fsz"><table><tr>
    <td class="t_f">{body}</td></tr></table></div></div>
    <div class="sign">家住江边，爱吃鱼，偶尔拍拍云。</div>
    {block}</td></tr></table></div><div id="ft">听涛社区 站务联系</div></body></html>"""


def _finance(headline: str, body: str, date: str, block: str) -> str:
    fin = [("首页", ""), ("股票", "stock/"), ("基金", "fund/"), ("理财", "money/"),
           ("债券", "bond/"), ("期货", "futures/"), ("外汇", "forex/"), ("科技", "tech/")]  # fmt: skip
    return f"""<!DOCTYPE html><html><head><title>{headline}_金禾财经</title></head><body>
    <div class="g-hd"><div class="g-logo"><a href="/">金禾财经</a></div>
    <ul class="g-nav">{_nav(fin)}</ul></div><div class="g-bd"><div class="g-main">
    <div class="art-hd"><h1 class="art-title">{headline}</h1><div class="art-info">
    <span class="time">{date}</span><span class="source">来源：金禾财经</span></div></div>
    <div class="art-body" id="artibody">{body}<p class="art-editor">（编辑：郁青）</p></div>
    {block}</div><div class="g-side"><div class="side-mod"><h3>行情中心</h3><ul>
    {_nav(fin[1:4])}</ul></div></div></div><div class="g-ft">金禾财经</div></body></html>"""


def _city_news(headline: str, body: str, date: str, block: str) -> str:
    city = [("首页", ""), ("本地", "local/"), ("民生", "minsheng/"), ("交通", "traffic/"),
            ("教育", "edu/"), ("房产", "house/"), ("美食", "food/"), ("招聘", "jobs/")]  # fmt: skip
    return f"""<html><head><title>{headline} - 鹭川都市网</title></head><body>
    {block}<div class="wrap"><div class="site-top"><a href="/">鹭川都市网</a></div>
    <ul class="menu">{_nav(city)}</ul><div class="news-detail"><h1>{headline}</h1>
    <div class="pub">{date}　鹭川都市网讯</div><div class="detail-text">{body}</div></div>
    <div class="foot">鹭川都市网 版权所有</div></div></body></html>"""


def _magazine(headline: str, body: str, date: str, block: str) -> str:
    mag = [("首页", ""), ("文化", "culture/"), ("生活", "life/"), ("旅行", "travel/"),
           ("美食", "food/"), ("设计", "design/"), ("阅读", "books/")]  # fmt: skip
    return f"""<!DOCTYPE html><html><head><title>{headline} | 青梧生活周刊</title></head>
    <body><header class="mast"><a class="brand" href="/">青梧生活周刊</a><nav class="channels">
    <ul>{_nav(mag)}</ul></nav></header><div class="page-wrap"><article class="feature">
    <header><p class="kicker">文化</p><h1>{headline}</h1><p class="issue">{date}</p></header>
    <div class="feature-body">{body}</div></article><aside class="sidebar">{block}
    <div class="sidebar-tags"><h4>热门标签</h4><ul>{_nav(mag[1:5])}</ul></div></aside></div>
    <footer>青梧生活周刊</footer></body></html>"""


ZH_SITES = [
    Site("西阳日报", "xiyangribao.example", _provincial_daily, staff_list),
    Site("云帆网", "yunfanwang.example", _portal, corrections_policy),
    Site("泓川市人民政府", "hongchuan.example", _government, about_box),
    Site("墨码笔记", "momabiji.example", _official_account, newsletter_and_bio),
    Site("听涛社区", "tingtaoshequ.example", _forum, promo),
    Site("金禾财经", "jinhecaijing.example", _finance, legal_footer),
    Site("鹭川都市网", "luchuandushi.example", _city_news, cookie_notice),
    Site("青梧生活周刊", "qingwuzhoukan.example", _magazine, events_box),
]
