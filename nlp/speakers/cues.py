"""Speech verbs and the words that name their speaker: "said X", "X told ...:", "he added".

The commonest rules: a cue verb beside the quote and its subject (:func:`from_cue`,
:func:`from_subject`), "according to X" (:func:`according_to`), the subject before a colon
(:func:`colon_subject`) and a crowd singing (:func:`crowd_chant`). Each finds the words
and hands them to the resolver; the subject's own quirks (a first-person columnist, "said
another", an organisation's spokesperson, "the Liverpool legend") are read here.
"""

from __future__ import annotations

import re

from spacy.tokens import Doc, Span, Token

from nlp.config import ANONYMOUS_SPEAKER
from nlp.doc_helpers import doc_text
from nlp.quotes import QuoteSpan
from nlp.role_words import role_in_phrase, spelled_out_clubs
from nlp.speakers.descriptions import DESCRIPTION_MAX_TOKENS, _described_as, _description_key
from nlp.speakers.lexicon import DETERMINERS, PARTICIPLE_TAGS, PLURAL_TAGS
from nlp.speakers.mentions import (
    ANONYMOUS_LABEL,
    DESCRIPTION_LABEL,
    Attribution,
    Candidate,
    Mention,
    _is_org,
    _is_weak,
    _prefer,
    mention_resolver,
)
from nlp.speakers.names import _word_count
from nlp.speakers.orgs import document_named_before, org_by_its_word, org_voice
from nlp.speakers.pronouns import previous_speakers
from nlp.speakers.resolve import Resolver
from nlp.speakers.sentences import _in_any
from nlp.speakers.syntax import (
    _appositives,
    _in_clause_of,
    _is_cue,
    _is_possessor,
    _related_to,
    _subject_of,
)
from nlp.speakers.table import PeopleTable
from nlp.tokens import CharRanges, up_from

FIRST_PERSON = frozenset({"i"})  # a columnist's own words: the article's author speaks
# The verbs with which a columnist quotes himself ("As I said on air:", "I replied:").
FIRST_PERSON_CUES = frozenset(
    {"say", "tell", "write", "reply", "repeat", "ask", "text", "tweet", "warn", "argue", "insist"}
)


QUESTION_MARKS = frozenset({"whether", "if"})  # "asked whether ...", "if he says ..."
RELATIVE_DEPS = frozenset({"relcl", "acl"})


def from_cue(
    res: Resolver,
    doc: Doc,
    table: PeopleTable,
    segment: tuple[int, int],
    ranges: CharRanges,
    q: QuoteSpan,
) -> Attribution | None:
    """Return the speaker a cue verb in ``segment`` (the quote's head or tail) names: the
    nearest cue to the quote, its subject (borrowed from a coordinated verb or the main
    clause where the parse has none), else the person nearest the cue; else None."""
    start, end = segment
    if end - start < 2:
        return None
    span = doc.char_span(start, end, alignment_mode="contract")
    if span is None or len(span) == 0:
        return None
    is_tail = start >= q.end

    def own_clause(t: Token) -> bool:
        # After the quote, "X promised that he would" reports something else.
        return any(
            c.dep_ == "ccomp" and start <= c.idx < end and not _in_any(c.idx, c.idx + 1, ranges)
            for c in t.children
        )

    cues = [
        t
        for t in span
        if _is_cue(t)
        and not _in_any(t.idx, t.idx + len(t), ranges)
        and not (is_tail and own_clause(t))
        and not _in_a_question(t)
        # "..., when Clinton blasted him": a cue in a clause about the quote's occasion
        and not (
            is_tail and t.dep_ == "advcl" and any(c.dep_ in ("mark", "advmod") for c in t.children)
        )
    ]
    # A cue in a relative clause ("the check, which City's players had wanted to go their
    # way") tells of someone else while a main clause's cue is there ("He defended ...").
    main = [t for t in cues if not _in_relative_clause(t)]
    cues = main or cues
    if not cues:
        return None
    # Nearest cue to the quote: the last one in a head, the first one in a tail.
    cue = cues[0] if is_tail else cues[-1]
    subject = _subject_of(cue)
    if cue.tag_ == "VBG" and (subject is None or subject.pos_ in ("VERB", "AUX")):
        # "Tebas said the league would study it with the referees' committee, adding that
        # ...": whoever the parse hangs "adding" on, its speaker is the reporting verb's
        subject = next(
            (
                s
                for h in cue.ancestors
                if _is_cue(h)
                and not _in_any(h.idx, h.idx + len(h), ranges)
                and (s := _subject_of(h)) is not None
            ),
            None,
        )
    if subject is not None and _in_any(subject.idx, subject.idx + len(subject), ranges):
        # '... as "a structure that has lost all credibility" and asking for "...": the
        # parse borrowed a word of the quote before as the subject; nobody inside a quote
        # is its cue's speaker
        subject = None
    if subject is None and cue.tag_ == "VBG" and cue.dep_ == "advcl":
        # "the club went further, describing the system as '...'": the main clause's subject
        subject = _subject_of(cue.head)
    asked = cue.tag_ in PARTICIPLE_TAGS and cue.dep_ == "advcl"
    if subject is None and asked:
        # "Asked about Saka's injury, Arteta was cautious:": the main clause's subject
        subject = _subject_of(cue.head)
    if subject is not None and subject.head.i != cue.i and cue.dep_ == "conj":
        # "Ashworth insisted ...; Bellandi, sardonic, said that": a name between the two
        # verbs is the second one's subject, whatever the parse borrowed.
        between = [
            c
            for c in res.candidates(doc, table, cue.head.idx, cue.idx)
            if c[2] == "mention" and not _is_org(c) and not _in_clause_of(doc, c, cue.head)
        ]
        if between:
            return res.resolve(doc, table, between[-1], cue)
    if subject is not None and subject.lower_ in FIRST_PERSON:
        if is_tail or cue.lemma_.lower() not in FIRST_PERSON_CUES or cue.dep_ == "relcl":
            subject = None  # "it is one I agree with", "I'd add only one thing"
    if subject is not None:
        found = from_subject(res, doc, table, subject, cue, segment, q)
        if found is not None:
            return found
    candidates = res.candidates(doc, table, start, end)
    if not candidates:
        return None
    # No parsed subject: the person nearest the cue ("said a fuming Conte"); an organisation
    # only when no person is near, since clubs are named around quotes all the time.
    people = [c for c in candidates if not _is_org(c)] or [c for c in candidates if not _is_weak(c)]
    if cue.tag_ in PARTICIPLE_TAGS:
        # "Asked about Mohamed Salah:": whom the question was about is not who answered
        lo, hi = cue.left_edge.idx, cue.right_edge.idx + len(cue.right_edge)
        people = [c for c in people if not (lo <= c[0] and c[1] <= hi)]
    if not people:
        return None
    best = min(people, key=lambda c: min(abs(c[0] - cue.idx), abs(c[1] - cue.idx)))
    return res.resolve(doc, table, best, cue)


def _in_relative_clause(t: Token) -> bool:
    """True for a verb inside a relative clause, up to its sentence's root."""
    return any(node.dep_ in RELATIVE_DEPS for node in up_from(t))


def _in_a_question(t: Token) -> bool:
    """True for a verb inside a clause a question or a condition puts ("He was asked whether
    fans should hear the referee explain decisions": the referee explains nothing yet)."""
    return any(
        c.dep_ == "mark" and c.lower_ in QUESTION_MARKS
        for node in up_from(t)
        for c in node.children
    )


ANONYMOUS_PRONOUNS = frozenset({"another"})  # "said another": the anonymous speaker again


def from_subject(
    res: Resolver,
    doc: Doc,
    table: PeopleTable,
    subject: Token,
    cue: Token,
    segment: tuple[int, int],
    q: QuoteSpan,
) -> Attribution | None:
    """Return the speaker a cue's subject names: a person, a description, a pronoun, "I",
    an anonymous supporter or an organisation's voice."""
    lemma = cue.lemma_ if _is_cue(cue) else None
    if subject.lower_ in FIRST_PERSON:
        author = doc._.author
        if author is None:
            return None
        return Attribution(author, subject.text, lemma, "first-person", "person", resolver="author")
    if subject.lower_ in ANONYMOUS_PRONOUNS:
        earlier = [
            m
            for m in table.mentions
            if m.label == ANONYMOUS_LABEL
            and m.canonical == ANONYMOUS_SPEAKER
            and m.end <= subject.idx
        ]
        if earlier:
            m = earlier[-1]
            return Attribution(
                m.canonical, subject.text, lemma, "cue", "person", m.club, resolver="pronoun"
            )
    voice = org_voice(res, doc, table, document_named_before(doc, subject, q))
    if voice is None:
        voice = org_by_its_word(res, doc, table, subject)
    if voice is not None:
        return Attribution(voice.canonical, voice.text, lemma, "cue", "org", resolver="org-voice")
    if subject.lower_ == "it" and subject.dep_ == "nsubj":
        # "In its statement the FA said: '...' ... It added that ...": the organisation
        # that spoke last, when no document is named near enough for org_voice
        spoke = previous_speakers(doc, subject.idx)
        body = spoke[-1] if spoke else None
        if body is not None and body.kind == "org":
            return Attribution(
                body.canonical, subject.text, lemma, "cue", "org", resolver="pronoun"
            )
    s_from, s_to = subject.left_edge.idx, subject.right_edge.idx + len(subject.right_edge)
    lo, hi = min(segment[0], s_from), max(segment[1], s_to)
    candidates = res.candidates(doc, table, lo, hi)
    head_at = subject.idx
    holding = [c for c in candidates if c[0] <= head_at < c[1]]
    if not any(
        c[2] == "mention" and not _is_org(c) and c[3].label != DESCRIPTION_LABEL for c in holding
    ):
        # "said the Spurs manager, Antonio Conte" / "The striker, Kofi Mensah-Reid, said":
        # the name in apposition says whom the description means, whatever the register
        # or the article would resolve "the Spurs manager" to.
        named = [
            c
            for a in _appositives(subject)
            for c in candidates
            if c[2] == "mention" and not _is_org(c) and c[0] <= a.idx < c[1]
        ]
        if named:
            m = named[0][3]
            assert isinstance(m, Mention)
            # The description is the mention, so roles reads "the Spurs manager" from it.
            phrase = doc[subject.left_edge.i : subject.i + 1].text
            return Attribution(
                m.canonical, phrase, lemma, "cue", m.kind, m.club, resolver="apposition"
            )
    if holding:
        return res.resolve(doc, table, holding[0], cue)
    inside = [c for c in candidates if c[0] >= s_from and c[1] <= s_to]
    # "Conte's assistant said", "the wife of Conte said": a person the subject belongs
    # or relates to is not the speaker; say "unknown" rather than name the wrong one.
    own = [c for c in inside if not _related_to(doc, c, subject)]
    if own and all(_is_org(c) for c in own) and not holding:
        described = club_qualified_person(res, doc, table, subject, cue, own)
        if described is not None:
            return described
    if own:
        return res.resolve(doc, table, _prefer(own, cue.idx), cue)
    if inside and subject.pos_ in ("NOUN", "PRON", "NUM"):
        phrase = doc[subject.left_edge.i : subject.right_edge.i + 1].text
        return Attribution(None, phrase, lemma, "cue")
    return res.unrecognised_name(doc, table, subject, cue)


def club_qualified_person(
    res: Resolver,
    doc: Doc,
    table: PeopleTable,
    subject: Token,
    cue: Token,
    orgs: list[Candidate],
) -> Attribution | None:
    """Return who "the Liverpool legend said" means: a description whose head noun names
    no known role, with a club qualifying it, is a person, never the club. It refers to
    the person the text is about, as a pronoun would, unless the clubs known for him are
    others; else nobody. None when the subject is no such description."""
    phrase = doc[subject.left_edge.i : subject.i + 1]
    if (
        subject.pos_ != "NOUN"
        or subject.tag_ in PLURAL_TAGS
        or phrase[0].lower_ not in DETERMINERS
        or _word_count(phrase) > DESCRIPTION_MAX_TOKENS
        or not all(phrase.start_char <= c[0] and c[1] <= subject.idx for c in orgs)
    ):
        return None
    club = res.club_in(phrase.text, spelled_out_clubs(doc))
    lemma = cue.lemma_ if _is_cue(cue) else None
    # Someone the article described in these very words ("Jamie Carragher, the Liverpool
    # legend,") is meant, before whoever a pronoun would reach (the Liverpool manager).
    wanted = _description_key(phrase.text)
    described = [
        m
        for m in reversed(table.mentions)
        if m.kind == "person" and m.start < phrase.start_char and _described_as(m, wanted)
    ]
    if described:
        m = described[0]
        return Attribution(
            m.canonical, phrase.text, lemma, "cue", "person", m.club, resolver="description"
        )
    found = res.antecedent(doc, table, phrase.start_char, None)
    if found is None or found.kind != "person" or club is None:
        return Attribution(None, phrase.text, lemma, "cue")
    clubs = {d.club for d in found.descriptors if d.club}
    person = res.register.person(found.canonical)
    if person is not None and person.club:
        clubs.add(person.club)
    if clubs and club not in clubs:
        return Attribution(None, phrase.text, lemma, "cue")
    return Attribution(
        found.canonical,
        phrase.text,
        lemma,
        "cue",
        "person",
        found.club,
        resolver="description",
    )


def according_to(
    res: Resolver,
    doc: Doc,
    table: PeopleTable,
    segment: tuple[int, int],
    ranges: CharRanges,
    q: QuoteSpan,
) -> Attribution | None:
    """Return the speaker an "according to" phrase in the quote's sentence names ('was "a
    fair tackle", according to the Scot'; 'According to Fabian Hurzeler, it was "..."'):
    a person, a description or a pronoun, read as a cue's subject is; else None."""
    start, end = segment
    span = doc.char_span(start, end, alignment_mode="contract")
    if span is None:
        return None
    for t in span:
        if t.lower_ != "according" or t.i + 2 >= len(doc) or doc[t.i + 1].lower_ != "to":
            continue
        if _in_any(t.idx, t.idx + len(t), ranges):
            continue
        # The phrase runs to the next punctuation; the small model often parses a long
        # one ("Brighton head coach Fabian Hurzeler") as several objects, so its people
        # are read from the text, the last (the name a description leads to) first.
        last = t.i + 2
        while last + 1 < len(doc) and not doc[last + 1].is_punct and doc[last + 1].idx < end:
            last += 1
        phrase = doc[t.i + 2 : last + 1]
        # "sources at the Amex", "a source close to the manager": the name after a
        # preposition inside the phrase is where or whom the sources are, not who spoke
        inner = next((w.i for w in phrase if w.pos_ == "ADP" or w.lower_ == "close"), None)
        hi = doc[inner].idx if inner is not None else phrase.end_char
        # "according to Guardiola's critics": the critics, not Guardiola
        people = [
            m
            for m in table.in_range(phrase.start_char, hi)
            if m.kind == "person" and not _is_possessor(doc, m)
        ]
        if people:
            m = people[-1]
            resolver = mention_resolver(m, doc_text(doc))
            return Attribution(
                m.canonical, m.text, None, "cue", "person", m.club, resolver=resolver
            )
        # the phrase's own noun comes last, after any possessor: "Pep Guardiola's critics"
        head = next(
            (w for w in reversed(phrase) if w.idx < hi and w.pos_ in ("NOUN", "PROPN", "PRON")),
            None,
        )
        if head is None:
            return None
        if head.pos_ == "NOUN" and role_in_phrase(phrase.text)[0] is None:
            return Attribution(None, phrase.text, None, "cue")  # "sources", "reports"
        return from_subject(res, doc, table, head, t, segment, q)
    return None


def colon_subject(
    res: Resolver, doc: Doc, table: PeopleTable, head: tuple[int, int], q: QuoteSpan
) -> Attribution | None:
    """Return the subject of the sentence a colon ends ("he was candid enough:")."""
    span = doc.char_span(head[0], head[1], alignment_mode="contract")
    if span is None or len(span) == 0:
        return None
    root = span[-1].sent.root
    if head[0] <= root.idx < head[1]:
        subject = _subject_of(root)
    else:
        # The parser often hangs the words before the colon under a verb inside the quote
        # ("On White's goal, he was philosophical: 'If it is offside...'": "was" is a ccomp
        # of the quote's "is"); their own clause is the verb whose head lies past them.
        root = _clause_before_colon(span, head)
        subject = _subject_of(root) if root is not None else None
        # Only a person's name or a pronoun there: "His message to the fans was short:" is
        # a noun phrase that later rules read better (through its possessor).
        if subject is not None and subject.pos_ not in ("PRON", "PROPN"):
            subject = None
    if root is None or subject is None:
        return None
    found = from_subject(res, doc, table, subject, root, head, q)
    if found is not None:
        found.method = "colon"
    return found


def _clause_before_colon(span: Span, head: tuple[int, int]) -> Token | None:
    """Return the verb heading the words before a colon when the parser put them under the
    quote's verb: the last verb or auxiliary of ``span`` whose own head lies after it."""
    for token in reversed(span):
        if token.pos_ in ("VERB", "AUX") and token.head.idx >= head[1]:
            return token
    return None


# A crowd that sings or chants words ("The fans sang '...'", "'...', chanted the away end")
# is heard as one anonymous supporter, as a supporters' group is a fan (corpora/README.md).
CHANT_LEMMAS = frozenset({"sing", "chant", "chorus", "serenade", "bellow", "taunt"})
CROWD_NOUNS = frozenset(
    {"fan", "supporter", "crowd", "end", "stand", "faithful", "following", "support", "terrace"}
)
# A chant verb that sings something of its own ("sang his name") or sits in a clause of time
# ("as the fans sang, ...") does not give the crowd the quote beside it.
CHANT_OBJECT_DEPS = frozenset({"dobj", "attr", "oprd"})
# An object that stands for the words sung ("sang it again: '...'", "sang the same words:
# '...'", "chanted a new song: '...'") is the quote itself, which the crowd then sings.
CHANT_CONTENT_WORDS = frozenset(
    {"it", "this", "that", "word", "song", "chant", "refrain", "line", "lyric", "anthem", "tune"}
    | {"verse", "message", "same", "chorus"}
)
CHANT_SUBORDINATE_DEPS = frozenset({"advcl", "relcl", "acl", "pcomp"})
# A sentence ending between the chant verb and the quote: the quote is a sentence of its own.
CHANT_SENTENCE_END_RE = re.compile(r"[.!?…]\s")


def crowd_chant(
    res: Resolver, doc: Doc, segment: tuple[int, int], q: QuoteSpan
) -> Attribution | None:
    """Return the crowd as the singer of a chant its sentence gives it ("The fans sang
    'you don't know what you're doing'"), as one anonymous supporter of the club the
    crowd is named for, if any; a chant is never the previous speaker's words carried on.

    The quote must be what the crowd sings: the singing is in the quote's own sentence,
    its main verb, and sings nothing else ("the fans sang his name: '...'" and "as the fans
    sang, Reid said: '...'" are someone else's words)."""
    span = doc.char_span(segment[0], segment[1], alignment_mode="contract")
    if span is None:
        return None
    text = doc_text(doc)
    close = q.close_at if q.close_at is not None else q.end
    for verb in span:
        if verb.lemma_.lower() not in CHANT_LEMMAS or verb.pos_ not in ("VERB", "AUX"):
            continue
        between = text[verb.idx : q.open_at] if verb.idx < q.open_at else text[close : verb.idx]
        if CHANT_SENTENCE_END_RE.search(between):
            continue  # "The fans sang all half. '...'": a new sentence, a new voice
        if verb.dep_ in CHANT_SUBORDINATE_DEPS or any(
            c.dep_ in CHANT_OBJECT_DEPS
            and not q.start <= c.idx < close
            and c.lemma_.lower() not in CHANT_CONTENT_WORDS
            for c in verb.children
        ):
            continue
        subject = _subject_of(verb)
        if subject is None or subject.lemma_.lower() not in CROWD_NOUNS:
            continue
        phrase = doc[subject.left_edge.i : subject.i + 1].text
        club = res.club_in(phrase, spelled_out_clubs(doc))
        return Attribution(
            ANONYMOUS_SPEAKER, phrase, verb.lemma_, "chant", "person", club, resolver="crowd"
        )
    return None
