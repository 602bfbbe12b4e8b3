"""What the text says of a named person, around the name: the descriptors of a mention.

"Tottenham defender Micky van de Ven", "Dan Whitby, the Ravens captain,", "Saka, who plays
for Arsenal,", "Dyche, who managed Everton and Burnley,", "X has been appointed Leicester
City manager": :func:`mention_descriptors` reads the pre-modifiers, appositives, relative
clauses and appointments of one mention into :class:`~nlp.role_words.Descriptor` records,
each with its role, club and whether it is past.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from spacy.tokens import Doc, Span, Token

from nlp.football.constants import LABEL_CLUB
from nlp.football.registers import Register
from nlp.role_words import (
    PAST_TIE_WORDS,
    ROLE_PATTERN,
    ROLE_WORDS,
    Descriptor,
    club_named,
    describe,
    role_in_phrase,
    spelled_out_clubs,
)
from nlp.tokens import CharRanges, entities

# -- descriptors in the text ------------------------------------------------------------
PREMODIFIER_MAX_TOKENS = 10
APPOSITIVE_MAX_TOKENS = 10
# The furthest back a description of a name is read (pre-modifiers, a leading appositive
# and its comma), in tokens.
DESCRIPTOR_LOOKBACK_TOKENS = max(PREMODIFIER_MAX_TOKENS, APPOSITIVE_MAX_TOKENS) + 2
# Parts of speech that end a pre-modifier description, unless the word is a role word or
# begins a role phrase the tagger split ("head" of "Wolves head coach" read as a verb).
STOP_POS = frozenset({"VERB", "AUX", "ADP", "PRON", "SCONJ", "PART"})
# Role phrases with "of" ("head of competitions", "director of football"). Before a name
# and its comma such a phrase is read whole, its "of" included; any other "of" ends the
# description ("the head of the players' union, Tom Reilly" names no post of ours).
OF_ROLE_PHRASES = frozenset(
    phrase for phrases in ROLE_WORDS.values() for phrase in phrases if " of " in phrase
)
# An appositive that opens with one of these is a relative clause, not a description.
RELATIVE_WORDS = frozenset({"who", "whose", "which", "that", "whom", "where", "when"})
# A relative clause after a name that says, in the present tense, whom the person plays
# for or runs ("Saka, who plays for Arsenal,", "Van Dijk, who captains Liverpool,", "Slot,
# who manages Liverpool,") ties him to that club as "Arsenal player" before the name does:
# the verb's lemma -> the role word it stands for. A past tense ("who played for Arsenal")
# is a club he left, and is not read.
RELATIVE_TIE_ROLE_WORDS = {
    "play": "player",
    "captain": "captain",
    "skipper": "captain",
    "manage": "manager",
    "coach": "coach",
}
RELATIVE_TIE_SUBJECTS = frozenset({"who"})
# In the past tense such a clause can name a club the person left ("Dyche, who managed
# Everton and Burnley,", "Kane, who played for Spurs,"), as "formerly of" does; so does
# "who left Arsenal", with no post. It gives the club as a former one and no role now (the
# descriptor's phrase keeps the past post, "former Everton manager", for "the ex-Everton
# boss" to match), so a speaker's role and club are read as before.
# Most past clauses say no such thing, so only these verbs count (lemma -> the post), and
# only when the clubs come straight after the verb and make up the rest of the clause
# (``_leading_clubs``): "who managed to score against Arsenal", "who managed two goals
# against Arsenal" and "who left Arsenal's training ground early" name no club left.
# "captain" is not one: "who captained Arsenal on Saturday" is a match report's line about
# a current player.
PAST_VERB_TAGS = frozenset({"VBD"})
PAST_TIE_ROLE_WORDS = {"manage": "manager", "coach": "coach", "play": "player"}
# Verbs that tie a person to a club only through a preposition, lemma -> it: "who played
# for Spurs" was a Spurs player, "who played Arsenal twice" an opponent (in the present tense
# "for" or "at", RELATIVE_TIE_PREPOSITIONS).
PAST_TIE_PREPOSITION_REQUIRED = {"play": "for"}
RELATIVE_LEFT_LEMMAS = frozenset({"leave", "quit"})
# A leaving is one event and may be dated after the clubs ("who left Arsenal last summer",
# "in January"): a date, opened by one of these words or by none. A post held has no such
# tail: "who played for Villa on Saturday" is a current player's match.
LEFT_DATE_PREPOSITIONS = frozenset({"in", "at", "during", "on"})
DATE_LABELS = frozenset({"DATE"})
# Words that join the clubs of a list ("Everton and Burnley", "Everton, Burnley").
CLUB_LIST_JOINERS = frozenset({"and", ",", "&"})
CLUB_NAME_MAX_TOKENS = 4  # the longest club name looked for at one place ("Brighton & Hove Albion")
POSSESSIVE_TAG = "POS"  # the tagger's tag of "'s" in "Arsenal's"
PRESENT_VERB_TAGS = frozenset({"VBZ", "VBP"})
# Words between the verb and the club ("plays for Arsenal", "plays at Arsenal").
RELATIVE_TIE_PREPOSITIONS = frozenset({"for", "at"})
# An appositive opening with a participle, or holding a finite verb, is a clause, not a
# description (the tagger calls some role words verbs, so role words are let through).
CLAUSE_OPENING_TAGS = frozenset({"VBG", "VBN", "VBD"})
APPOINTMENT_LEMMAS = frozenset({"appoint", "name", "make", "hire", "install", "elect", "sign"})
SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass"})
# "X has been appointed Leicester City manager", "X was named as the new Spurs head coach",
# "Brentford confirmed X as their head coach": the role the verb gives is the person's now,
# as a pre-modifier would say ("Leicester City manager X"), though no descriptor sits
# beside the name. The verbs that give a post, the dependencies that name it, and the
# person's own dependencies (passive subject, or object of the active verb).
APPOINTED_AS_LEMMAS = APPOINTMENT_LEMMAS | frozenset({"confirm", "unveil"})
APPOINTED_AS_PERSON_DEPS = frozenset({"nsubjpass", "dobj"})
APPOINTED_AS_POST_DEPS = frozenset({"oprd", "attr", "xcomp"})
APPOINTED_AS_PREPOSITION = "as"
# An appointment only spoken of ("could be named", "was not appointed") gives no post.
APPOINTED_AS_UNREAL_DEPS = frozenset({"neg"})
APPOINTED_AS_UNREAL_TAGS = frozenset({"MD"})
FINITE_VERB_TAGS = frozenset({"VBD", "VBZ", "VBP", "MD"})
# A pre-modifier description ends at another person's name: in "Arsenal manager Mikel
# Arteta and Tottenham head coach Thomas Frank" Frank's description is "Tottenham head
# coach", and "Arsenal manager" is Arteta's. The nearest description wins.
PERSON_LABELS = frozenset({"PERSON"})


def person_entity_ranges(doc: Doc) -> CharRanges:
    """Return the character ranges of the PERSON entities of ``doc``."""
    return CharRanges(
        (e.start_char, e.end_char) for e in entities(doc) if e.label_ in PERSON_LABELS
    )


def mention_descriptors(
    doc: Doc,
    start_char: int,
    end_char: int,
    register: Register,
    other_names: Iterable[tuple[int, int]] | CharRanges = (),
    person_ents: CharRanges | None = None,
) -> list[Descriptor]:
    """Return what the words around one name say about the person.

    Reads the pre-modifiers ("Former Blackburn and Chelsea striker Chris Sutton") and an
    appositive between commas ("Marco Bellandi, the Gulls boss,"). The pre-modifiers stop
    at another person's name (a PERSON entity, or one of ``other_names``, character
    ranges of the article's other named people): what comes before it describes them.
    """
    span = doc.char_span(start_char, end_char, alignment_mode="expand")
    if span is None:
        return []
    # Only names ending in the words read before this one can stop a description: found by
    # bisection (``CharRanges``), not a scan, so a long article stays linear.
    lo_char = doc[max(0, span.start - DESCRIPTOR_LOOKBACK_TOKENS)].idx - 1
    if not isinstance(other_names, CharRanges):
        other_names = CharRanges(other_names)
    if person_ents is None:
        person_ents = person_entity_ranges(doc)
    other = other_names.ending_in(lo_char, start_char)
    # A PERSON entity that runs into the name ("Defender Tom Baxter") is this person's.
    other += person_ents.ending_in(lo_char, start_char)
    out = []
    i = span.start - 1
    lo = span.start
    while i >= 0 and span.start - i <= PREMODIFIER_MAX_TOKENS:
        tok = doc[i]
        if tok.is_space and "\n" not in tok.text:
            i -= 1  # a run of spaces ("defender  Ryan", a bold name's markers) breaks nothing
            continue
        if tok.is_space or "\n" in tok.whitespace_:
            break  # a descriptor never runs over a line break (bylines, headings)
        if any(a <= tok.idx < b for a, b in other):
            break  # another person's name: the words before it are that person's
        if tok.is_punct and tok.text not in ("-", "'s", "’s", "'", "’") or tok.is_sent_start:
            if tok.is_sent_start and not tok.is_punct:
                lo = i
            break
        if (
            tok.pos_ in STOP_POS
            and tok.text not in ("'", "’")  # "Supporters' Trust": a plural's apostrophe
            and tok.ent_type_ != LABEL_CLUB  # the tagger calls "Leeds" in "Leeds United" a verb
            and tok.lower_ not in ("former", "ex", "formerly", "of")
            and not _club_possessive(doc, tok)  # "Arsenal's Bukayo Saka" is Arsenal's man
            and role_in_phrase(tok.text)[0] is None  # the tagger calls "defender" a verb
            and ROLE_PATTERN.match(doc[i : span.start].text) is None  # "head" of "head coach"
        ):
            break
        lo = i
        i -= 1
    spelled_out = spelled_out_clubs(doc)
    if lo < span.start:
        out.append(describe(doc[lo : span.start].text, register, spelled_out))
    else:
        before = _leading_appositive(doc, span, other)
        if before is not None:
            out.append(describe(before, register, spelled_out))
    j = _after_home_town(doc, span)
    while j < len(doc) and doc[j].is_space and "\n" not in doc[j].text:
        j += 1
    if j < len(doc) and doc[j].text == ",":
        k = j + 1
        while (
            k < len(doc)
            and k - j <= APPOSITIVE_MAX_TOKENS
            and doc[k].text not in (",", ".", ";", ":")
        ):
            k += 1
        if k > j + 1 and (k >= len(doc) or doc[k].text in (",", ".", ";", ":")):
            phrase = doc[j + 1 : k].text
            if doc[j + 1].lower_ in RELATIVE_WORDS:
                # "Doyle, whose captain was fouled," describes someone else; "Saka, who
                # plays for Arsenal," says his club.
                out.extend(_relative_tie(doc[j + 1 : k], register, spelled_out))
            elif _is_clause(doc[j + 1 : k]):
                pass  # "Pryce, interviewed by reporters," says what he did, not what he is
            elif (
                role_in_phrase(phrase)[0] is not None
                or "formerly" in phrase.lower()
                or PAST_TIE_WORDS & set(phrase.lower().split())  # "the Liverpool legend"
            ):
                out.append(describe(phrase, register, spelled_out))
    appointed = _appointed_as(doc, span)
    if appointed is not None:
        out.append(describe(appointed, register, spelled_out))
    held = _post_held(doc, span)
    if held is not None:
        post = describe(held, register, spelled_out)
        # "the system's most consistent defender" holds no post, and a manager who "is a
        # lifelong Maldrum fan" is no fan speaking
        if post.club is not None and post.role in HELD_POST_ROLES:
            out.append(post)
    return [d for d in out if d.role or d.club or d.former_club or d.age]


def _after_home_town(doc: Doc, span: Span) -> int:
    """Return the index after "from Bermondsey" when a lone first name (a phone-in's caller,
    "Dave from Bermondsey, a Millwall season-ticket holder,") is followed by it and a comma,
    else ``span.end``. Only after a one-word name, and never over a person or a club: in "a
    red card for Bruno Guimaraes from Anthony Taylor, the referee," the referee is Taylor."""
    i = span.end
    if len(span) != 1 or i >= len(doc) or doc[i].lower_ != "from":
        return i
    k = i + 1
    while k < len(doc) and doc[k].pos_ == "PROPN":
        if doc[k].ent_type_ in HOME_TOWN_NOT_LABELS:
            return i
        k += 1
    return k if k > i + 1 and k < len(doc) and doc[k].text == "," else i


# What the words after a caller's "from" may not be: they name his town, not a person or club.
HOME_TOWN_NOT_LABELS = frozenset({"PERSON", LABEL_CLUB})


def _club_possessive(doc: Doc, tok: Token) -> bool:
    """True when ``tok`` is the possessive ending of a club's name ("'s" of "Arsenal's"):
    "Arsenal's Bukayo Saka" ties him to Arsenal, as "Arsenal winger Bukayo Saka" does."""
    return tok.tag_ == POSSESSIVE_TAG and tok.i > 0 and doc[tok.i - 1].ent_type_ == LABEL_CLUB


def _relative_tie(
    clause: Span, register: Register, spelled_out: Mapping[str, str]
) -> list[Descriptor]:
    """Return the role and club a relative clause after a name gives ("who plays for
    Arsenal" -> an Arsenal player; see :data:`RELATIVE_TIE_ROLE_WORDS`), or one descriptor
    per club it says the person left ("who managed Everton and Burnley", "who left Arsenal";
    :data:`PAST_TIE_ROLE_WORDS`); empty when it says no such thing or names no club."""
    if len(clause) < 3 or clause[0].lower_ not in RELATIVE_TIE_SUBJECTS:
        return []
    i = 1
    while i < len(clause) and clause[i].pos_ == "ADV":
        i += 1  # "who now plays for", "who currently manages"
    if i >= len(clause):
        return []
    verb = clause[i]
    lemma = verb.lemma_.lower()
    if verb.tag_ in PAST_VERB_TAGS:
        return _past_tie(clause[i + 1 :], lemma, register, spelled_out)
    role_word = RELATIVE_TIE_ROLE_WORDS.get(lemma)
    if role_word is None or verb.tag_ not in PRESENT_VERB_TAGS:
        return []
    rest = clause[i + 1 :]
    if len(rest) and rest[0].lower_ in RELATIVE_TIE_PREPOSITIONS:
        rest = rest[1:]
    elif lemma in PAST_TIE_PREPOSITION_REQUIRED:
        return []  # "who plays Arsenal on Sunday" plays against them
    # The club straight after the verb or its preposition: "who plays against Arsenal" or
    # "who manages the side that beat Arsenal" names an opponent, not the person's club.
    clubs = _leading_clubs(rest, register, spelled_out)
    if not clubs:
        return []
    d = describe(f"{rest[: clubs[-1][1]].text} {role_word}", register, spelled_out)
    return [d] if d.club and not d.former_club else []


def _past_tie(
    rest: Span, lemma: str, register: Register, spelled_out: Mapping[str, str]
) -> list[Descriptor]:
    """Return one descriptor per club a past-tense relative clause says the person left,
    from the words after its verb (``lemma``): "who managed Everton and Burnley" (two),
    "who played for Spurs", "who left Arsenal last summer". Empty unless the verb is one of
    :data:`PAST_TIE_ROLE_WORDS` or :data:`RELATIVE_LEFT_LEMMAS`, the clubs come straight
    after it (after the preposition it needs, :data:`PAST_TIE_PREPOSITION_REQUIRED`), and
    nothing follows them but, for a leaving, a date."""
    role_word = PAST_TIE_ROLE_WORDS.get(lemma)
    if role_word is None and lemma not in RELATIVE_LEFT_LEMMAS:
        return []
    needed = PAST_TIE_PREPOSITION_REQUIRED.get(lemma)
    if needed is not None:
        if not len(rest) or rest[0].lower_ != needed:
            return []  # "who played Arsenal twice" played against them
        rest = rest[1:]
    clubs = _leading_clubs(rest, register, spelled_out)
    if not clubs:
        return []
    tail = rest[clubs[-1][1] :]
    if len(tail) and not (lemma in RELATIVE_LEFT_LEMMAS and _is_date(tail)):
        return []  # "who played for Villa on Saturday", "who left Arsenal's training ground"
    out = []
    for start, end in clubs:
        phrase = f"former {rest[start:end].text} {role_word or ''}".strip()
        left = describe(phrase, register, spelled_out)
        if left.former_club is not None:
            out.append(Descriptor(former_club=left.former_club, former=True, phrase=left.phrase))
    return out


def _leading_clubs(
    words: Span, register: Register, spelled_out: Mapping[str, str]
) -> list[tuple[int, int]]:
    """Return where each club of a list of clubs at the start of ``words`` lies, as (start,
    end) token offsets ("Everton", "Burnley" of "Everton and Burnley on Saturday"; joined by
    :data:`CLUB_LIST_JOINERS`), or nothing when they open with no club. A joiner with no club
    after it is left out of the list."""
    found: list[tuple[int, int]] = []
    i = 0
    while i < len(words):
        size = next(
            (
                n
                for n in range(min(CLUB_NAME_MAX_TOKENS, len(words) - i), 0, -1)
                if club_named(words[i : i + n].text, register, spelled_out) is not None
            ),
            0,
        )
        if size == 0:
            break
        found.append((i, i + size))
        if i + size < len(words) and words[i + size].lower_ in CLUB_LIST_JOINERS:
            i += size + 1
        else:
            break
    return found


def _is_date(words: Span) -> bool:
    """True when ``words`` are a date, opened by one of :data:`LEFT_DATE_PREPOSITIONS` or by
    nothing ("last summer", "in January")."""
    if len(words) and words[0].lower_ in LEFT_DATE_PREPOSITIONS:
        words = words[1:]
    return bool(len(words)) and all(t.ent_type_ in DATE_LABELS for t in words)


def _appointed_as(doc: Doc, span: Span) -> str | None:
    """Return the post a verb of appointment gives the name's person ("Leicester City
    manager" in "X has been appointed Leicester City manager"), with the appointing club
    put before it when the post names none ("Brentford confirmed X as their head coach"),
    or None."""
    person = span.root
    verb = person.head
    if (
        person.dep_ not in APPOINTED_AS_PERSON_DEPS
        or verb.lemma_.lower() not in APPOINTED_AS_LEMMAS
        or _unreal(verb)
    ):
        return None
    posts = [c for c in verb.children if c.dep_ in APPOINTED_AS_POST_DEPS and c.i > person.i]
    posts += [
        g
        for c in verb.children
        if c.dep_ == "prep" and c.lower_ == APPOINTED_AS_PREPOSITION and c.i > person.i
        for g in c.children
        if g.dep_ == "pobj"
    ]
    if not posts:
        return None
    post = posts[0]
    phrase = doc[post.left_edge.i : post.i + 1].text
    if role_in_phrase(phrase)[0] is None:
        return None
    appointer = [c for c in verb.children if c.dep_ == "nsubj" and c.ent_type_ == LABEL_CLUB]
    if person.dep_ == "dobj" and appointer:
        club = doc[appointer[0].left_edge.i : appointer[0].i + 1].text
        return f"{club} {phrase}"
    return phrase


def _unreal(verb: Token) -> bool:
    """True when a verb is negated or modal ("was not appointed", "would be"): no post."""
    return any(
        c.dep_ in APPOINTED_AS_UNREAL_DEPS or c.tag_ in APPOINTED_AS_UNREAL_TAGS
        for c in verb.children
    )


HELD_POST_ROLES = frozenset({"manager", "player", "executive"})


def _post_held(doc: Doc, span: Span) -> str | None:
    """Return the post the name's person holds now by a present "is" or "has been"
    ("Ellis Varley has been Greywater captain for three seasons", "Solberg is the Maldrum
    head coach"), or None: never a past "was", a "had been", a negation or a modal. The
    caller keeps it only when it names a club."""
    person = span.root
    verb = person.head
    if person.dep_ != "nsubj" or verb.lemma_.lower() != "be" or verb.i < person.i:
        return None
    aux = [c for c in verb.children if c.dep_ in ("aux", "auxpass")]
    if verb.tag_ not in PRESENT_VERB_TAGS and not (
        verb.tag_ == "VBN" and aux and all(a.tag_ in PRESENT_VERB_TAGS for a in aux)
    ):
        return None
    if _unreal(verb):
        return None
    posts = [c for c in verb.children if c.dep_ == "attr"]
    if not posts:
        return None
    phrase = doc[posts[0].left_edge.i : posts[0].i + 1].text
    return phrase if role_in_phrase(phrase)[0] is not None else None


APPOSITIVE_CLOSERS = frozenset({",", "."})  # what may follow a name set off after its role


def _leading_appositive(doc: Doc, span: Span, other: list[tuple[int, int]]) -> str | None:
    """Return the description a name is set off from by commas after it ("His manager,
    Russell Martin, was less diplomatic"; "the league's chief executive, Helen Treloar,"),
    or None. The name must be followed by a comma or a full stop ("was raised by
    Pellworth Wanderers' chief executive, Nadia Fenwick."), so a list ("the manager, Tom
    Baxter and the fans") gives nothing; the words must name a role. A role phrase with "of"
    is read whole ("the league's head of competitions, Fiona Marsh,"; :data:`OF_ROLE_PHRASES`)."""
    comma = span.start - 1
    closed = span.end < len(doc) and doc[span.end].text in APPOSITIVE_CLOSERS
    if comma < 1 or doc[comma].text != "," or not closed:
        return None
    lo = comma
    i = comma - 1
    while i >= 0 and comma - i <= APPOSITIVE_MAX_TOKENS:
        tok = doc[i]
        if tok.is_space or "\n" in tok.whitespace_ or any(a <= tok.idx < b for a, b in other):
            break
        if tok.is_punct and tok.text not in ("-", "'s", "’s", "'", "’"):
            break
        # "of" inside "head of competitions" is part of the description
        of_role = tok.lower_ == "of" and i > 0 and of_role_phrase_at(doc, i - 1, comma)
        # the possessive of "the league's chief executive" keeps the league in the phrase:
        # a league's chief executive is an official, a club's an executive
        if (
            tok.pos_ in STOP_POS
            and tok.tag_ != "POS"
            and not of_role
            and role_in_phrase(tok.text)[0] is None
        ):
            break
        lo = i
        if tok.is_sent_start:
            break
        i -= 1
    if lo == comma or (_in_opening_phrase(doc, lo) and _is_sentence_subject(doc, span)):
        return None
    phrase = doc[lo:comma].text
    return phrase if role_in_phrase(phrase)[0] is not None else None


def of_role_phrase_at(doc: Doc, start: int, end: int) -> bool:
    """True when ``doc[start:end]`` is exactly one of :data:`OF_ROLE_PHRASES`."""
    return doc[start:end].text.lower() in OF_ROLE_PHRASES


# Parts of speech that take the description as their object ("about the referee", "thanking
# the chairman").
OBJECT_TAKING_POS = frozenset({"ADP", "VERB"})


def _in_opening_phrase(doc: Doc, lo: int) -> bool:
    """True when the description from ``lo`` is the object in a sentence's opening phrase,
    before any finite verb ("Asked about the referee, Lee Hart, who was sent off, said",
    "After thanking the chairman, Tom Baxter, who scored twice, said"): the name after it
    is then the sentence's subject, not that object. "He spoke to the chief executive,
    Helen Treloar," has its finite verb first, so there the name is the object's."""
    if lo == 0 or doc[lo].is_sent_start or doc[lo - 1].pos_ not in OBJECT_TAKING_POS:
        return False
    opening = doc[doc[lo].sent.start : lo]
    return not any(t.tag_ in FINITE_VERB_TAGS for t in opening)


# Pronouns that open a relative clause about the noun before them. Straight after a name's
# closing comma they carry the sentence on with that name as its subject ("Lee Hart, who was
# sent off, said"); the speakers borrow a relative clause's subject the same way.
RELATIVE_PRONOUNS = frozenset({"who", "which", "that"})


def _is_sentence_subject(doc: Doc, span: Span) -> bool:
    """True when the name set off by commas goes on to be its sentence's subject: a relative
    clause or the finite verb follows its closing comma ("Asked about the referee, Lee Hart,
    who was sent off, said"). "According to the Chelsea captain, Reece James, the squad is
    united" opens a clause with a subject of its own after the name, so the name is still
    inside the opening phrase and the description there is its own."""
    after = span.end + 1  # the word after the name's closing comma
    if after >= len(doc):
        return False
    tok = doc[after]
    return tok.lower_ in RELATIVE_PRONOUNS or tok.tag_ in FINITE_VERB_TAGS


def _is_clause(words: Span) -> bool:
    """Return True when the words after a name's comma are a clause about what the person
    did ("speaking after the game", "Joe Pickering told reporters"), not a description.

    A participle that gives a job ("appointed Ravens manager in the summer") describes,
    and so does a relative clause inside a description ("the Gulls captain who scored").
    """
    first = words[0]
    if (
        first.tag_ in CLAUSE_OPENING_TAGS
        and role_in_phrase(first.text)[0] is None
        and first.lemma_.lower() not in APPOINTMENT_LEMMAS
    ):
        return True
    # A verb with its own subject among these words, the subject not a relative pronoun.
    return any(
        t.tag_ in FINITE_VERB_TAGS
        and any(
            c.dep_ in SUBJECT_DEPS and c.i >= words.start and c.lower_ not in RELATIVE_WORDS
            for c in t.children
        )
        for t in words
    )
