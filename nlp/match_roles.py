"""What a match report shows someone doing: scoring, refereeing, managing a side.

The last evidence a role is read from, after the descriptors and the register: "Niall
Brennock's header", "Tyrone Akande equalised" (a player), "Greaves has refereed" (a
referee), "Corrigan, whose side needed the points" (a manager), and the club shown ("scored
twice for Chelsea"), unless the act is dated, denied or supposed. Never used to resolve "the
striker" to a name; the speaker layers read it only to tell who is shown playing."""

from __future__ import annotations

import re

from spacy.tokens import Doc, Span, Token

from nlp.doc_helpers import published_year
from nlp.football.constants import LABEL_CLUB
from nlp.tokens import is_root, up_from

# What only a player does in a match, as a word tied to the name: the possessor of a
# playing act ("Niall Brennock's header", "Achterberg's spot-kick"), "whose header" after
# the name, or the subject of a scoring verb ("Tyrone Akande equalised"). This is the last
# evidence a role is read from (after descriptors and the register), and it never helps
# resolve "the striker" to a name. Words with a sense outside play are left out: "shot"
# (a shot at redemption), "strike" (strike rate), "finish" (a top-four finish), "cross"
# (cross words), "opener" (his opener in charge), "goal" (Arteta's goal this season),
# "penalty" (the referee gives one), "net" (netted a bonus).
PLAYER_ACTION_NOUNS = frozenset(
    {
        "header",
        "volley",
        "spot-kick",
        "free-kick",
        "equaliser",
        "equalizer",
        "brace",
        "hat-trick",
        "handball",
    }
)
PLAYER_ACTION_VERBS = frozenset({"score", "equalise", "equalize"})
# A supporter's own verbs, in a relative clause after his name: "who has followed the
# Wanderers since the 1970s", "who has supported Leeds all his life".
FOLLOWING_VERBS = frozenset({"follow", "support"})
# Where a pundit watches the game from, in the clause set off after his name: "Efan Ekoku,
# watching in a London studio,", "Van Buyten, on co-commentary duty,". Up to this many words.
PUNDIT_PLACE_WORDS = frozenset({"studio", "studios", "commentary", "co-commentary"})
# The clause opens with where he is or what he is doing there; not "speaking to the BBC
# studio" (an interview) nor "in the studio audience" (the place word a modifier).
PUNDIT_PLACE_OPENERS = frozenset(
    {"in", "on", "from", "watching", "sitting", "working", "commentating", "analysing"}
)
PUNDIT_PLACE_MAX_TOKENS = 8
# A player puts his side ahead: "Marchetti had given the Otters the lead", "Palmer handed
# Chelsea the lead", "Salah put Liverpool ahead", "Saka fired Arsenal in front". "give" and
# "hand" only with "the lead" ("gave his players a day off"); the others with "ahead" or "in
# front".
LEAD_GIVING_VERBS = frozenset({"give", "hand"})
LEAD_NOUNS = frozenset({"lead"})
AHEAD_VERBS = frozenset({"put", "fire", "shoot", "head", "nod", "send", "drill", "curl", "edge"})
# Scoring in other words: "Wright levelled from the spot" (not "levelled criticism at"),
# "Torp turned the ball in" (not "turned in his resignation").
LEVEL_VERB = "level"
LEVELLED_OBJECTS = frozenset({"scores", "score", "it", "things", "matters"})
TURN_IN_OBJECTS = frozenset({"ball", "rebound", "cross", "equaliser", "equalizer", "winner"})
SCORING_NOUNS = frozenset(
    {"penalty", "header", "strike", "shot", "finish", "volley", "free-kick", "spot-kick",
     "goal", "effort", "tap-in", "kick"}
)  # fmt: skip
# What a side put ahead is: a name, or one of these ("put his side ahead").
SIDE_WORDS = frozenset({"side", "team", "hosts", "visitors", "them", "us", "club", "country"})
# And what only a referee does: "Adam Greaves has refereed in the league for nine seasons".
# The small model's lemmatizer leaves "refereed" as it is, so the forms are listed too.
REFEREE_ACTION_VERBS = frozenset(
    {"referee", "referees", "refereed", "refereeing", "officiate", "officiated", "officiates"}
)
# A playing career looked back on is no role in the match: "scored 40 goals for Harbourside
# before moving into management", "before he retired". Only a phrase or clause of the act's
# verb opened by one of these words is read, and in it one of these lemmas (the verb "coach"
# too), not as a modifier ("coaching staff") and not another's ("the club's management").
# Not "career": "his first goal of his career" is this season's scorer.
LOOK_BACK_OPENERS = frozenset({"before", "until"})
PAST_CAREER_LEMMAS = frozenset(
    {"retire", "retirement", "management", "coaching", "punditry", "broadcasting", "media"}
)
PAST_CAREER_VERBS = frozenset({"coach"})
POSSESSOR_DEP = "poss"
SUBJECT_DEP = "nsubj"  # active only: "X was scored against" is no scorer
# "Neil Corrigan, whose side needed the points", "Ekdahl, whose Ashgrove side sat through a
# check": the side someone has is the one he manages (last evidence, as above); not "whose
# side of the story". Up to this many capitalised words (a club's name) may come between.
MANAGER_SIDE_NOUN = "side"
MANAGER_SIDE_MAX_NAME_TOKENS = 3
# What makes a sentence's act no sign of a club now (club_in_the_match): a year or decade
# ("in 2019", "the 1990s"), a modal ("could have scored"), a denial ("never", "not").
YEAR_RE = re.compile(r"(?:19|20)\d\d(?:s|/\d\d)?")
UNREAL_WORDS = frozenset({"never", "formerly", "previously", "once", "ex", "former"})
# "before" on its own ("who scored for Chelsea before") dates the act; "before being
# substituted" only orders it.
BARE_BEFORE = "before"
# What a side does that ends its manager's tie to it ("whose Ipswich side sacked him").
PARTING_LEMMAS = frozenset({"sack", "dismiss", "fire", "axe", "release", "replace"})
# A year dates an act when it hangs from one of these, at most this many steps up.
DATING_PREPOSITIONS = frozenset({"in", "during"})
DATING_PREPOSITION_MAX_STEPS = 2


def role_in_the_match(doc: Doc, span: Span) -> str | None:
    """Return "player" when the sentence shows the person named by ``span`` playing
    ("Brennock's header", "Akande equalised", "Warsame, whose header", "Bonmati, who
    scored", "Marchetti had given the Otters the lead"; see
    :data:`PLAYER_ACTION_NOUNS`, :data:`PLAYER_ACTION_VERBS`), "referee" when it shows
    him refereeing ("Greaves has refereed", :data:`REFEREE_ACTION_VERBS`), "manager" when it
    gives him a side ("Corrigan, whose side"), "pundit" when it sets him in a studio ("Ekoku,
    watching in a London studio,"), else None. An act whose verb has a "before" or "until"
    phrase about a career's end or next step ("before moving into management") gives no
    role (:data:`LOOK_BACK_OPENERS`, :data:`PAST_CAREER_LEMMAS`)."""
    root = span.root
    head = root.head
    if root.dep_ == POSSESSOR_DEP and head.lower_ in PLAYER_ACTION_NOUNS:
        return None if _looks_back(head) else "player"
    if root.dep_ == SUBJECT_DEP and head.pos_ == "VERB":
        if _plays(head):
            return None if _looks_back(head) else "player"
        if REFEREE_ACTION_VERBS & {head.lemma_.lower(), head.lower_}:
            return None if _looks_back(head) else "referee"
    j = _past_an_age(doc, span.end)
    if j + 2 < len(doc) and doc[j].text == "," and doc[j + 1].lower_ == "who":
        verb = _relative_verb(doc, j)  # "Aitana Bonmati, who scored Spain's second,"
        if verb.pos_ == "VERB" and _plays(verb):
            return None if _looks_back(verb) else "player"
        if verb.pos_ == "VERB" and REFEREE_ACTION_VERBS & {verb.lemma_.lower(), verb.lower_}:
            return None if _looks_back(verb) else "referee"
        if _follows_a_side(verb):
            return "fan"  # "Carol Pybus, 63, who has followed the Wanderers since the 1970s"
    if j + 2 < len(doc) and doc[j].text == "," and _in_the_studio(doc, j + 1):
        return "pundit"
    if j + 2 < len(doc) and doc[j].text == "," and doc[j + 1].lower_ == "whose":
        k = j + 2
        if doc[k].lower_ in PLAYER_ACTION_NOUNS:
            return None if _looks_back(doc[k]) else "player"
        while k < len(doc) and k - j - 2 < MANAGER_SIDE_MAX_NAME_TOKENS and doc[k].is_title:
            k += 1
        after = doc[k + 1].lower_ if k + 1 < len(doc) else ""
        if k < len(doc) and doc[k].lower_ == MANAGER_SIDE_NOUN and after not in ("-", "of"):
            return "manager"
    return None


def club_in_the_match(doc: Doc, span: Span, role: str) -> str | None:
    """Return the club the sentence shows the person named by ``span`` playing for or
    managing now ("Joao Pedro scored twice for Chelsea", "McKenna, whose Ipswich side"), as
    the club entity's name, else None; ``role`` is what :func:`role_in_the_match` gave for
    the span. Never where the act is dated to an earlier year, denied or supposed ("in
    2019", "never scored for", "could have scored for"): it may be of a club left long ago."""

    root, j = span.root, _past_an_age(doc, span.end)
    relative = j + 2 < len(doc) and doc[j].text == "," and doc[j + 1].lower_ in ("who", "whose")
    if role == "fan":
        verb = _relative_verb(doc, j) if relative else None
        objects = [c for c in verb.children if c.dep_ == "dobj"] if verb is not None else []
        clubs = {t.ent_id_ for o in objects for t in o.subtree if t.ent_type_ == LABEL_CLUB}
        return clubs.pop() if len(clubs) == 1 and "" not in clubs else None
    if role not in ("player", "manager"):
        return None  # a referee belongs to no club
    year = published_year(doc)
    if role == "player":
        verbs = [_relative_verb(doc, j)] if relative else []
        if root.dep_ == SUBJECT_DEP:
            verbs.append(root.head)
        for verb in verbs:
            if _dated_or_unreal(verb, year):
                continue
            for prep in verb.children:
                if prep.dep_ == "prep" and prep.lower_ == "for":
                    clubs = [
                        t for t in prep.children if t.dep_ == "pobj" and t.ent_type_ == LABEL_CLUB
                    ]
                    if clubs and clubs[0].ent_id_:
                        return clubs[0].ent_id_
        return None
    # "McKenna, whose Ipswich side": the club written between "whose" and "side" only
    side = next(
        (k for k in range(j + 2, min(len(doc), j + 3 + MANAGER_SIDE_MAX_NAME_TOKENS))
         if doc[k].lower_ == MANAGER_SIDE_NOUN),
        None,
    )  # fmt: skip
    # "whose Ipswich side have never won here" is still his side: only a year unties it
    if side is None or _dated_or_unreal(doc[side].head, year, unreal=False):
        return None
    clubs = {t.ent_id_ for t in doc[j + 2 : side] if t.ent_type_ == LABEL_CLUB and t.ent_id_}
    return clubs.pop() if len(clubs) == 1 else None


def _plays(verb: Token) -> bool:
    """True for a verb only a player's act is: scoring ("equalised", "levelled from the
    spot") or putting a side ahead."""
    return verb.lemma_.lower() in PLAYER_ACTION_VERBS or _puts_ahead(verb) or _scores(verb)


def _follows_a_side(verb: Token) -> bool:
    """True for "who has followed the Wanderers", "who has supported Arsenal since 1970":
    a supporter, as his own sentence tells (a verb of following with a side's name)."""
    if verb.lemma_.lower() not in FOLLOWING_VERBS:
        return False
    return any(c.dep_ == "dobj" and _a_side(c) and c.pos_ == "PROPN" for c in verb.children)


def _past_an_age(doc: Doc, j: int) -> int:
    """Return where a clause after a name starts, past an age set off by commas ("Carol
    Pybus, 63, who ...")."""
    if j + 3 < len(doc) and doc[j].text == "," and doc[j + 1].like_num and doc[j + 2].text == ",":
        return j + 2
    return j


def _relative_verb(doc: Doc, j: int) -> Token:
    """Return the verb of the relative clause opened at ``doc[j + 1]`` ("who"), past an
    auxiliary ("Haji Wright, who had levelled")."""
    verb = doc[j + 2]
    if verb.dep_ == "aux" and j + 3 < len(doc):
        verb = doc[j + 3]
    return verb


def _in_the_studio(doc: Doc, start: int) -> bool:
    """True when the clause set off from ``start`` to the next comma names a studio or a
    commentary position (:data:`PUNDIT_PLACE_WORDS`): "watching in a London studio", "on
    co-commentary duty"; a clause opened by a participle or a preposition, not "who built a
    studio"."""
    if doc[start].lower_ not in PUNDIT_PLACE_OPENERS:
        return False
    for tok in doc[start : start + PUNDIT_PLACE_MAX_TOKENS]:
        if tok.is_punct and tok.text != "-":  # "co-commentary" is three tokens
            return False
        if tok.lower_ in PUNDIT_PLACE_WORDS:
            return tok.dep_ != "compound"
    return False


def _scores(verb: Token) -> bool:
    """True for scoring in other words: "levelled" with no object but the score ("levelled
    from the spot", "levelled the scores", "levelled with a late penalty"; not "levelled
    with supporters"), "turned the ball in"."""
    lemma = verb.lemma_.lower()
    objects = [c for c in verb.children if c.dep_ == "dobj"]
    if lemma == LEVEL_VERB:
        withs = [
            o for c in verb.children if c.dep_ == "prep" and c.lower_ == "with" for o in c.children
        ]
        if any(o.lower_ not in SCORING_NOUNS for o in withs):
            return False
        return all(o.lower_ in LEVELLED_OBJECTS for o in objects)
    if lemma == "turn" and any(c.dep_ == "prt" and c.lower_ == "in" for c in verb.children):
        return any(o.lower_ in TURN_IN_OBJECTS for o in objects)
    return False


def _puts_ahead(verb: Token) -> bool:
    """True for "given the Otters the lead", "put Liverpool ahead", "fired Arsenal in
    front": a verb that puts a side ahead (:data:`LEAD_GIVING_VERBS`, :data:`AHEAD_VERBS`)."""
    lemma = verb.lemma_.lower()
    kids = list(verb.children)
    sides = [c for c in kids if c.dep_ in ("dobj", "dative") and _a_side(c)]
    if not sides:
        return False  # "put the proposal to members", "has given a lead to other clubs"
    if lemma in LEAD_GIVING_VERBS:
        return any(
            c.dep_ == "dobj"
            and c.lower_ in LEAD_NOUNS
            and any(d.lower_ == "the" for d in c.children)
            for c in kids
        )
    if lemma not in AHEAD_VERBS:
        return False
    # "ahead", "in front", never "ahead of the vote", "in front of supporters"
    ahead = [c for c in kids if c.lower_ == "ahead"]
    front = [g for c in kids if c.lower_ == "in" for g in c.children if g.lower_ == "front"]
    return any(not any(p.lower_ == "of" for p in w.children) for w in ahead + front)


def _a_side(tok: Token) -> bool:
    """True for a side's name ("Liverpool", "the Otters") or a word for one ("his side")."""
    return tok.pos_ == "PROPN" or bool(tok.ent_type_) or tok.lower_ in SIDE_WORDS


def _dated_or_unreal(verb: Token, year: int | None, unreal: bool = True) -> bool:
    """True when the act of ``verb`` is dated to a year before the article's (any year when
    it is undated, "when he was a teenager in 2012" too) or, with ``unreal``, denied,
    supposed or past (a negation, a modal, "never", "once", a bare "before"), by the verb's
    own words: not those of a clause joined to it ("..., and Fulham did not respond").
    Without ``unreal`` (a manager's side), a side that parted with him ("sacked him")."""
    if not unreal and verb.lemma_.lower() in PARTING_LEMMAS:
        # "sacked him", not "replaced Leeds at the top" or "released a statement"
        if any(c.dep_ == "dobj" and c.pos_ == "PRON" for c in verb.children):
            return True
    doc = verb.doc
    for child in verb.children:
        bare_before = child.lower_ == BARE_BEFORE and not list(child.children)
        # "once again", "once more" repeat the act, not date it
        again = child.i + 1 < len(doc) and doc[child.i + 1].lower_ in ("again", "more")
        unreal_word = child.lower_ in UNREAL_WORDS and not again
        denied = child.dep_ == "neg" or child.tag_ == "MD" or unreal_word
        if unreal and (denied or bare_before):
            return True
        if child.dep_ in ("conj", "cc"):
            continue
        for t in child.subtree:
            if YEAR_RE.fullmatch(t.text) and _dates_the_act(t, year):
                return True
    return False


def _dates_the_act(year_token: Token, year: int | None) -> bool:
    """True when a year token says when the act was ("in 2019", "in the 1999 final") and is
    earlier than the article's year (any, when it is undated): not a year the act is
    measured from ("since 2019") or that names something else ("their 2019 defeat")."""
    if year is not None and int(year_token.text[:4]) >= year:
        return False
    head = year_token
    for _ in range(DATING_PREPOSITION_MAX_STEPS):
        head = head.head
        if head.lower_ in DATING_PREPOSITIONS:
            return True
        if is_root(head):
            break
    return False


def _looks_back(tok: Token) -> bool:
    """True when the verb of ``tok`` (itself, or its nearest verb above) has a phrase or
    clause opened by :data:`LOOK_BACK_OPENERS` that speaks of a career that is over
    ("before moving into management", "before he retired", "before his retirement")."""
    verb = tok
    for verb in up_from(tok):  # the nearest verb above, else the root
        if verb.pos_ in ("VERB", "AUX"):
            break
    for child in verb.children:
        opened = (child.dep_ == "prep" and child.lower_ in LOOK_BACK_OPENERS) or (
            child.dep_ == "advcl"
            and any(m.dep_ == "mark" and m.lower_ in LOOK_BACK_OPENERS for m in child.children)
        )
        if opened and any(_career_word(t) for t in child.subtree):
            return True
    return False


def _career_word(tok: Token) -> bool:
    """True for a word of a career's end or next step (:data:`PAST_CAREER_LEMMAS`, or the
    verb "coach"), when it is not a modifier ("coaching staff") nor named as another's ("the
    club's management")."""
    lemma = tok.lemma_.lower()
    career = lemma in PAST_CAREER_LEMMAS or (tok.pos_ == "VERB" and lemma in PAST_CAREER_VERBS)
    if not career or tok.dep_ in ("compound", "amod"):
        return False
    # "his retirement" is his own; "the club's management" is not
    return not any(c.dep_ == POSSESSOR_DEP and c.pos_ != "PRON" for c in tok.children)
