"""The words the speaker layers share: speech verbs, pronouns, titles, organisations' words.

Word lists and patterns read by more than one module of :mod:`nlp.speakers` live here; one
read by a single module lives beside the code that reads it, with the reason it is what it
is. Nothing here imports anything of varometer's.
"""

from __future__ import annotations

import re

# Lemmas of verbs that attribute speech. Forms the tagger may mislabel are matched by text too.
CUE_LEMMAS = frozenset(
    [
        "say",
        "add",
        "tell",
        "insist",
        "admit",
        "claim",
        "fume",
        "explain",
        "continue",
        "reply",
        "respond",
        "state",
        "suggest",
        "argue",
        "believe",
        "note",
        "reveal",
        "declare",
        "warn",
        "complain",
        "concede",
        "confirm",
        "acknowledge",
        "stress",
        "joke",
        "quip",
        "remark",
        "recall",
        "write",
        "tweet",
        "post",
        "ask",
        "urge",
        "demand",
        "blast",
        "slam",
        "rage",
        "lament",
        "vent",
        "moan",
        "protest",
        "shout",
        "grumble",
        "conclude",
        "observe",
        "maintain",
        "assert",
        "offer",
        "announce",
        "read",
        "reflect",
        "sigh",
        "laugh",
        "smile",
        "mutter",
        "accept",
        "agree",
        "deny",
        "predict",
        "promise",
        "pledge",
        "repeat",
        "reiterate",
        "snap",
        "storm",
        "thunder",
        "fire",
        "hit",
        "rant",
        "bemoan",
        "question",
        "wonder",
        "add",
        "begin",
        "go",
        "rue",
        "mourn",
        "praise",
        "hail",
        "defend",
        "counter",
        "tell",
        "call",
    ]
)
CUE_FORMS = frozenset({"said", "says", "added", "told", "insisted", "admitted", "explained"})
PRONOUN_GENDER = {"he": "m", "him": "m", "his": "m", "she": "f", "her": "f", "hers": "f"}
ANONYMOUS_DETERMINERS = frozenset({"one", "a", "an", "another"})
ANONYMOUS_NOUNS = frozenset(
    {
        "supporter",
        "fan",
        "caller",
        "holder",  # "a season-ticket holder"
        "listener",
        "punter",
        "regular",
        "reader",  # "An email from a reader in Stockport:", a live blog's
    }
)
# Groups of whom "one" speaks: "City fans flooded social media. One posted: '...'".
ANONYMOUS_GROUPS = frozenset(
    {"fans", "supporters", "callers", "listeners", "punters", "regulars", "readers"}
)
# What such a "one" does when it speaks.
ONE_SPEAKS = frozenset(
    {"say", "post", "tweet", "write", "add", "tell", "reply", "comment", "text", "email",
     "message", "shout", "chant", "sing", "scream", "yell", "insist", "complain", "moan",
     "joke", "admit", "put", "call", "ask", "rage", "fume", "groan", "sigh", "quip"}
)  # fmt: skip
# Head nouns through which an organisation speaks ("a statement from the PMOB").
ORG_VOICES = frozenset(
    {
        "statement",
        "spokesperson",
        "spokesman",
        "spokeswoman",
        "spokesmen",
        "source",
        "club",
        "report",
        "release",
        "letter",
    }
)
ORG_NAME_WORDS = frozenset(
    [
        "board",
        "division",
        "league",
        "association",
        "trust",
        "federation",
        "union",
        "club",
        "committee",
        "council",
        "supporters'",
        "body",
        "panel",
    ]
)
# Words of a company's name. A role noun an organisation can hold as well as a person
# ("owner Clearlake Capital", "sponsor Emirates Airline") is followed by a company as often as
# by a name, so a name with one of these stays the organisation the model read.
COMPANY_NAME_WORDS = frozenset(
    [
        "capital",
        "group",
        "holdings",
        "investments",
        "investment",
        "partners",
        "ventures",
        "fund",
        "bank",
        "sports",
        "media",
        "airline",
        "airlines",
        "airways",
        "ltd",
        "plc",
        "inc",
        "llc",
        "limited",
        "consortium",
        "foundation",
        "company",
        "entertainment",
        "network",
        # institutions, so "Coach Education Department said" is no coach named Education
        "services",
        "academy",
        "department",
        "productions",
        "management",
        "agency",
        "authority",
        "institute",
        "centre",
        "center",
        "hotel",
        "school",
        "university",
        "college",
        "solutions",
        "systems",
    ]
)
# How many words (a hyphenated "Heung-min" one) a speaker's name between a club's role
# noun and a speech verb may have: a first name and a surname, perhaps a middle name.
NAME_AFTER_ROLE_WORDS = (2, 3)
# A hyphenated part of a person's name: a capitalised word joined by a hyphen to another
# word ("Heung-min", "Jean-Philippe", "Alexander-Arnold"); place names' hyphenated parts
# ("Stoke-on-Trent") join lowercase words, and "-on-" is not one letter-run on each side.
HYPHENATED_NAME_PART_RE = re.compile(
    r"(?<![-\u2010\u2011])\b[A-Z][a-z\u00c0-\u024f]+"
    r"[-\u2010\u2011][A-Za-z\u00c0-\u024f]+\b(?![-\u2010\u2011])"
)
# A finite verb after the dash (FINITE_VERB_TAGS) makes it a clause about the quote ("— a
# view Baxter shares"), not a signature; participles stay ("— Baxter, speaking on Sunday").
# Before the name, a signature has only capitalised words, role words and "former"
# ("— Former Gulls striker Rob Kettering"); "— a view Baxter shares" is prose about the quote.
WORD_RE = re.compile(r"[\w’']+")  # a word, its apostrophes kept
DETERMINERS = frozenset({"the", "a", "an", "this", "that"})
PLURAL_TAGS = frozenset({"NNS", "NNPS"})
PARTICIPLE_TAGS = frozenset({"VBN", "VBG"})  # "Asked about ...", "Speaking to ..."
# Titles before a name, never part of it ("Sen.", "Rep.", "Mr.").
TITLE_WORDS = frozenset({"mr", "mrs", "ms", "dr", "sen", "rep", "gov", "rev", "prof", "president"})
# Honorifics and nicknames written before a surname alone ("Sir Holt"), never a first name.
HONORIFICS = frozenset({"sir", "dame", "lord", "lady", "coach", "skipper", "gaffer", "boss"})
# Titles written just before a name, and words in a person's description, that tell his or
# her gender ("Mr Ashcroft", "the Gulls chairwoman, Dora Penhallow"). "Chairman" and
# "spokesman" are left out: clubs give women those titles too.
GENDER_TITLES = {"mr": "m", "mrs": "f", "ms": "f", "miss": "f", "sir": "m", "dame": "f"}
# Honorific titles the model takes into a name ("Mrs Pengelly", "Ms Helen Treloar"): never part
# of a canonical name, so "Mrs Pengelly" is the article's Karen Pengelly. The title still
# tells the person's gender (GENDER_TITLES, read from the text before the name).
NAME_TITLES = TITLE_WORDS | frozenset(GENDER_TITLES) | frozenset({"miss", "lord", "lady"})
# The stock model's labels for a person's full name it did not know, at an article's start
# above all ("Hamish Gow refereed in this league ..." as a place, "Helen Ashdown was joined
# by ..." as a facility).
MISREAD_FULL_NAME_LABELS = frozenset({"LOC", "GPE", "ORG", "FAC", "PRODUCT", "WORK_OF_ART"})
