"""English function words: frequent in every text, so they say nothing about which text it is.

Written for this project (not copied from a list): articles, pronouns, auxiliaries,
prepositions, conjunctions, common adverbs, and the fragments that splitting contractions
on the apostrophe leaves behind (``don't`` -> ``don`` + ``t``). Chinese function words
need no list: jieba's IDF table already gives them low weight (的 0.88 against a median
near 11).
"""

from __future__ import annotations

# One kind of word a line or a few: articles and demonstratives, pronouns, question words,
# auxiliaries, conjunctions, prepositions, adverbs and quantifiers, contraction fragments,
# reporting words and titles.
ENGLISH_STOPWORDS = frozenset({
    "a", "an", "the", "this", "that", "these", "those",
    "i", "me", "my", "mine", "myself", "we", "us", "our", "ours", "ourselves", "you", "your",
    "yours", "yourself", "yourselves",
    "he", "him", "his", "himself", "she", "her", "hers", "herself", "it", "its", "itself",
    "they", "them", "their", "theirs", "themselves",
    "who", "whom", "whose", "which", "what", "whatever", "whoever", "where", "when", "why",
    "how",
    "am", "is", "are", "was", "were", "be", "been", "being", "have", "has", "had", "having",
    "do", "does", "did", "doing", "done", "will", "would", "shall", "should", "can", "could",
    "may", "might", "must", "ought",
    "and", "or", "but", "nor", "so", "yet", "if", "then", "else", "than", "because", "as",
    "while", "although", "though", "unless",
    "of", "at", "by", "for", "with", "about", "against", "between", "into", "through", "during",
    "before", "after", "above", "below", "to", "from", "up", "down", "in", "out", "on", "off",
    "over", "under", "again", "further", "once", "upon", "within", "without", "toward",
    "towards", "across", "along", "around", "among", "onto", "per", "via",
    "here", "there", "all", "any", "both", "each", "few", "more", "most", "other", "some",
    "such", "no", "not", "only", "own", "same", "too", "very", "just", "also", "even", "still",
    "already", "ever", "never", "now", "always", "often",
    "s", "t", "d", "ll", "m", "re", "ve", "o", "y", "don", "doesn", "didn", "isn", "aren",
    "wasn", "weren", "hasn", "haven", "hadn", "won", "wouldn", "shouldn", "couldn", "mustn",
    "said", "says", "mr", "mrs", "ms",
})
