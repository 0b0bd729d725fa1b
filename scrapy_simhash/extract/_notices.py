"""Site-policy notices: cookie and consent banners, terms-of-use acceptance lines and
comment-moderation rules, in the languages the crawl meets most.

They read like prose (whole sentences, no links) and recur unchanged on every page of a
site, so on a page whose article is short or mostly a table one of them can outweigh it,
and two different articles then extract to the same notice. They are recognised by
their wording, and only when they are about to be chosen (``_score``): only short
paragraphs are tested, so an article *about* cookies or privacy law survives.
"""

from __future__ import annotations

import re

from scrapy_simhash.extract._script import has_han

NOTICE_MAX_BYTES = 600

_COOKIE_CONTEXT = re.compile(
    r"web ?site|this site|our site|browser|browsing|consent|cookie (?:settings|policy|banner)|"
    r"privacy|einstellungen|datenschutz|webseite|navega|navigation|confidentialit|"
    r"privacidad|privacidade|sito|网站|網站|浏览|瀏覽"
)
_CONSENT = re.compile(
    # English
    r"by (?:continuing to )?(?:using|use|browse|browsing|visiting|accessing) (?:this|our|the) "
    r"(?:web ?site|site|service|app)|"
    r"you (?:agree|consent|accept)\w* to (?:our|the|its) (?:use|terms|privacy|cookie|policy)|"
    r"(?:agree|accept|consent)\w*.{0,100}(?:terms of (?:use|service)|privacy policy)|"
    r"(?:terms of (?:use|service)|privacy policy).{0,100}(?:agree|accept|consent)|"
    # German
    r"(?:nutzung|besuch|verwendung) (?:dieser|unserer) (?:web ?site|webseite|seite|internetseite)|"
    r"(?:nutzungsbedingungen|datenschutzerkl\w*|datenschutzrichtlinie|cookies?).{0,100}"
    r"(?:akzeptier|zustimm|einverstanden|einwillig)|"
    # French
    r"en (?:poursuivant|continuant) (?:votre |la )?navigation|"
    r"(?:acceptez|accepter|consentez)\w*.{0,60}(?:cookies|conditions d.utilisation|"
    r"politique de confidentialit)|"
    # Spanish
    r"al (?:continuar|seguir) (?:navegando|utilizando|usando)|"
    r"(?:acepta|aceptas|aceptar|consiente)\w*.{0,60}(?:cookies|condiciones de uso|t[ée]rminos|"
    r"pol[ií]tica de privacidad)|"
    # Portuguese
    r"ao (?:continuar (?:a navegar|navegando)|navegar neste|utilizar este|usar este)|"
    r"(?:concorda|aceita|aceitar)\w*.{0,60}(?:cookies|termos de uso|pol[ií]tica de privacidade)|"
    # Italian
    r"(?:proseguendo|continuando) (?:la |nella )?navigazione|"
    r"(?:acconsenti|accetti)\w*.{0,60}(?:cookie|termini)|"
    # Chinese
    r"继续(?:浏览|使用|访问)(?:本|此)?(?:网站|网页|站点)|繼續(?:瀏覽|使用)(?:本|此)?(?:網站|網頁)"
)
_MODERATION = re.compile(
    r"coment[áa]rios?.{0,120}(?:moderador|moderad|aprovad)|"
    r"comments? (?:are|will be|is) (?:moderated|reviewed)|comments?.{0,80}(?:moderator|moderation)|"
    r"kommentare?.{0,80}(?:moderiert|freigeschaltet)|commentaires?.{0,80}(?:modér|modera)|"
    r"comentarios?.{0,80}(?:moderad|moderador)|"
    r"(?:评论|評論|留言).{0,30}(?:审核|審核)"
)


# Every pattern above holds one of these words: most paragraphs hold none, and substring
# tests are far cheaper than the patterns.
_ANCHORS = (
    "cookie", "site", "seite", "by using", "by continuing", "by visiting", "by browsing",
    "by accessing", "agree", "accept", "consent", "akzeptier", "zustimm", "einverstanden",
    "einwillig", "navega", "navigation", "navigazione", "al continuar", "al seguir", "acepta",
    "consiente", "ao utilizar", "ao usar", "concorda", "aceita", "acconsent", "accett", "继续",
    "繼續", "coment", "comment", "kommentar", "评论", "評論", "留言",
)  # fmt: skip


def is_site_notice(text: str) -> bool:
    """Whether a short Chinese line (``_script``) is a cookie/consent, terms-of-use or
    comment-rules notice."""
    if not has_han(text):
        return False
    lowered = text.lower()
    if not any(anchor in lowered for anchor in _ANCHORS):
        return False
    if "cookie" in lowered and _COOKIE_CONTEXT.search(lowered):
        return True
    return _CONSENT.search(lowered) is not None or _MODERATION.search(lowered) is not None
