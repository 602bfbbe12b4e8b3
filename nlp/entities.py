"""The football entity ruler: clubs, people, outlets, bodies, competitions and VAR terms.

It runs before the statistical ``ner`` because the stock model labels "Spurs" PERSON and
"Conte" ORG; entities the ruler sets are kept by ``ner``. Each pattern's ``id`` is the
canonical name, so ``ent.ent_id_`` already says "Tottenham Hotspur" for "Spurs".

The patterns are :func:`nlp.football.registers.entity_patterns`, the same an ``EntityRuler``
takes. spaCy's ruler runs token patterns through its ``Matcher``, which tries every pattern at
every token; with over a thousand names that costs a third of the whole pipeline. Here the
patterns made of one attribute throughout (all ``ORTH`` or all ``LOWER``, nearly all of them)
go to two ``PhraseMatcher`` tries and only the mixed ones to a ``Matcher``. Matches are then
chosen as the ``EntityRuler`` chooses them: longest first, then leftmost, never overlapping,
and they replace the entities already set where they overlap.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from spacy.language import Language
from spacy.matcher import Matcher, PhraseMatcher
from spacy.tokens import Doc, Span, Token

from nlp.doc_helpers import CALENDAR_WORDS, doc_text, load_register
from nlp.football import constants as C
from nlp.football.registers import Club, Register, entity_patterns, name_key
from nlp.role_words import SPELLED_OUT_CLUBS_KEY, role_in_phrase

ORTH, LOWER = "ORTH", "LOWER"
# A club the register does not know, written out as a place and a registered club's nickname
# or alias ("Penzance Gulls", "Truro Rovers"): up to this many capitalised proper nouns
# straight before the nickname make its name. In that article the nickname alone is that
# club, not the registered one ("the Gulls captain" plays for Penzance, not Brighton).
SPELLED_OUT_PREFIX_MAX_TOKENS = 3
# A place word after one of these is where something happened, not part of a club's name
# ("At Wembley Spurs were beaten"); "a draw with Penzance Gulls" still spells a club out. Only
# for a nickname one registered club has: a word many clubs end with ("City", "United") after
# a place is that place's club ("At Exeter City the home side won").
LOCATIVE_PREPOSITIONS = frozenset({"at", "in", "inside", "outside", "near"})


class FootballRuler:
    """Sets register entities on a Doc from ``{"label", "pattern", "id"}`` token patterns."""

    def __init__(
        self, nlp: Language, patterns: list[dict[str, Any]], register: Register | None = None
    ) -> None:
        self.register = register
        vocab = nlp.vocab
        self._matchers: list[Any] = [
            PhraseMatcher(vocab, attr=ORTH),
            PhraseMatcher(vocab, attr=LOWER),
            Matcher(vocab),
        ]
        self._info: dict[int, tuple[str, str, int]] = {}  # match key -> (label, id, rank)
        rank = {label: i for i, label in enumerate(C.LABEL_PRECEDENCE)}
        for pattern in patterns:
            label, ident, tokens = pattern["label"], pattern.get("id", ""), pattern["pattern"]
            key = f"{label}\x00{ident}"
            self._info[vocab.strings.add(key)] = (label, ident, rank.get(label, len(rank)))
            attrs = {attr for token in tokens for attr in token}
            if attrs == {ORTH}:
                self._matchers[0].add(key, [Doc(vocab, words=[t[ORTH] for t in tokens])])
            elif attrs == {LOWER}:
                self._matchers[1].add(key, [Doc(vocab, words=[t[LOWER] for t in tokens])])
            else:
                self._matchers[2].add(key, [tokens])

    def __call__(self, doc: Doc) -> Doc:
        matches = {m for matcher in self._matchers if len(matcher) for m in matcher(doc)}
        # Longest first, then leftmost, then the label that LABEL_PRECEDENCE puts first.
        ordered = sorted(matches, key=lambda m: (m[1] - m[2], m[1], self._info[m[0]][2]))
        taken: set[int] = set()
        spans = []
        for key, start, end in ordered:
            if any(i in taken for i in range(start, end)):
                continue
            label, ident, _ = self._info[key]
            if ident == PARTICLE_NAME_ID:
                if not self._opens_a_name(doc, start):
                    continue
                ident = ""  # a name no register knows: no canonical id
            elif ident == WORLD_NAME_ID:
                ident = ""  # a real person's name, resolved as the model's names are
            spans.append(Span(doc, start, end, label=label, span_id=ident))
            taken.update(range(start, end))
        if spans:
            spans = self._narrowed(doc, self._spelled_out(doc, spans, taken))
        # Then the clubs no register knows. A word clubs end with ("Town", "Rovers") left
        # on its own by the register is that article club's last word after a place word
        # no register knows.
        generic = {
            s.start
            for s in spans
            if len(s) == 1
            and s.text.lower() in C.CLUB_SUFFIX_WORDS
            and s.id_.startswith(C.AMBIGUOUS_ID_PREFIX)
        }
        free = taken - generic
        surnames = written_surnames(doc)
        names = article_club_names(doc, free, self.register, surnames)
        names.update(self._place_words_of_spelled_out(doc, names, surnames))
        if names:
            found = self._article_clubs(doc, free, names)
            covered = {i for span in found for i in range(span.start, span.end)}
            spans = [s for s in spans if s.start not in covered] + found
            taken |= covered
            known = doc.user_data.get(SPELLED_OUT_CLUBS_KEY) or {}
            doc.user_data[SPELLED_OUT_CLUBS_KEY] = {**names, **known}
        if not spans:
            return doc
        kept = [e for e in doc.ents if not any(i in taken for i in range(e.start, e.end))]
        doc.ents = sorted(kept + spans, key=lambda span: span.start)
        return doc

    def _place_words_of_spelled_out(
        self, doc: Doc, names: dict[str, str], surnames: set[str]
    ) -> dict[str, str]:
        """Return name key -> club for the place word that opens a two-word club spelled
        out around a registered nickname ("Tarnside" of "Tarnside Rovers"), when it opens one
        such club and no register knows the word nor the article writes it as a surname
        (``surnames``, :func:`written_surnames`): the article's short name for that club."""
        opening: dict[str, set[str]] = {}
        for key, name in (doc.user_data.get(SPELLED_OUT_CLUBS_KEY) or {}).items():
            # two words only: "New" is not "New York City", nor "Elizabeth" a headline's
            # "Elizabeth Warren Hammers"
            if name and len(key.split()) == 2:
                opening.setdefault(key.split()[0], set()).add(name)
        register = self.register
        surname_keys = {name_key(w) for w in surnames}
        return {
            place: clubs.pop()
            for place, clubs in opening.items()
            if len(clubs) == 1
            and place not in names
            and place not in surname_keys
            and place not in C.NATION_NAMES
            and place not in C.NOT_A_CLUB_WORDS
            and not (register and (register.club_candidates(place) or register.person(place)))
        }

    @staticmethod
    def _article_clubs(doc: Doc, taken: set[int], names: dict[str, str]) -> list[Span]:
        """Return CLUB spans for each place in ``doc`` that writes one of ``names`` (the
        clubs no register knows, :func:`article_club_names`), none over a word in ``taken``
        or over another of them. The text is searched, not the tokens: walking a Doc's
        tokens costs more."""
        keys = sorted(names, key=len, reverse=True)
        pattern = re.compile(
            r"(?<!\w)(?:" + "|".join(re.escape(k).replace(r"\ ", r"\s+") for k in keys) + r")"
            r"(?!\w)",
            re.IGNORECASE,
        )
        spans = []
        for match in pattern.finditer(doc_text(doc)):
            words = doc.char_span(*match.span())
            if (
                words is None
                or any(t.is_space or t.i in taken for t in words)
                or not (words[0].is_alpha and words[-1].is_alpha)
                or not words[0].text[:1].isupper()  # "there is hope" names no club Hope
                or (len(words) == 1 and _in_a_name(doc, words.start))
            ):
                continue
            name = names.get(name_key(words.text))
            if name:
                spans.append(Span(doc, words.start, words.end, label=C.LABEL_CLUB, span_id=name))
                taken.update(range(words.start, words.end))
        return spans

    def _opens_a_name(self, doc: Doc, start: int) -> bool:
        """True when the word at ``start`` may be a first name: not a day, a month, a club
        or a place's last word ("On Saturday ten Hag", "from Ajax ten Hag", "At Old Trafford
        ten Hag's side"), not right after a preposition or another capitalised word."""
        first = doc[start]
        if first.lower_ in CALENDAR_WORDS:
            return False
        if self.register is not None and (
            self.register.club(first.text) is not None or self.register.body(first.text)
        ):
            return False
        if start == 0:
            return True
        before = doc[start - 1]
        return before.pos_ not in ("ADP", "SCONJ") and not (
            before.is_title and not before.is_sent_start and before.pos_ == "PROPN"
        )

    def _spelled_out(self, doc: Doc, spans: list[Span], taken: set[int]) -> list[Span]:
        """Return ``spans`` with each club the article spells out around a registered
        nickname ("Penzance Gulls") made one entity, and that nickname's other entities
        ("the Gulls") given its name; ``taken`` gains the words added. The names found go to
        ``doc.user_data[SPELLED_OUT_CLUBS_KEY]`` (name key -> spelled-out name)."""
        if self.register is None:
            return spans
        found: dict[str, str] = {}
        grown: dict[int, Span] = {}
        swallowed: set[int] = set()
        one_word_clubs = {
            s.start: i for i, s in enumerate(spans) if s.label_ == C.LABEL_CLUB and len(s) == 1
        }
        for index, span in enumerate(spans):
            if span.label_ != C.LABEL_CLUB or index in swallowed:
                continue
            key = name_key(span.text)
            # A one-word club name that is also a word clubs end with, after place words, is
            # a longer club's last word: "Queens Park Rangers" is not the Glasgow club (but
            # "Under Tomas Brennock Arsenal have ..." keeps its person and Arsenal).
            suffix_name = len(span) == 1 and span.text.lower() in C.CLUB_SUFFIX_WORDS
            if not (self._is_nickname(span) or suffix_name):
                continue
            clubs = self._clubs_of(span)
            lo = span.start
            inner: int | None = None
            while lo > 0 and span.start - lo < SPELLED_OUT_PREFIX_MAX_TOKENS:
                tok = doc[lo - 1]
                if (
                    doc[lo].is_sent_start
                    or not _place_word(tok)
                    or (tok.is_sent_start and tok.lower_ in C.PERSON_DESCRIBING_WORDS)
                ):
                    break
                if tok.i in taken:
                    # "Forest Green Rovers": a registered club's one word ("Forest") opening
                    # a longer name is part of it, not Nottingham Forest
                    if lo == span.start or tok.i not in one_word_clubs or inner is not None:
                        break
                    inner = one_word_clubs[tok.i]
                lo -= 1
            if lo == span.start or _runs_on(
                doc, lo, taken - {spans[inner].start} if inner is not None else taken
            ):
                continue
            if lo > 0 and doc[lo - 1].lower_ in LOCATIVE_PREPOSITIONS and len(clubs) == 1:
                continue  # "At Wembley Spurs were beaten": a ground, then the club
            own = {w for c in clubs for n in c.names for w in name_key(n).split()}
            if any(name_key(t.text) in own for t in doc[lo : span.start]):
                continue  # "Tottenham Spurs", "Hove Albion": the same club's own words
            name = doc[lo : span.end].text
            # Two clubs spelled out with one nickname ("Forest Green Rovers ... Tranmere
            # Rovers"): the nickname alone names neither.
            found[key] = name if found.get(key, name) == name else ""
            found.setdefault(name_key(name), name)
            grown[index] = Span(doc, lo, span.end, label=C.LABEL_CLUB, span_id=name)
            taken.update(range(lo, span.start))
            if inner is not None:
                swallowed.add(inner)
        if not found:
            return spans
        # Where the article also names a registered club the nickname is theirs ("Manchester
        # United beat Boston United ... the United manager"), the nickname alone is either
        # club: it names neither (an empty name; its entities become ambiguous).
        named = {
            s.id_
            for i, s in enumerate(spans)
            if s.label_ == C.LABEL_CLUB and i not in grown and name_key(s.text) not in found
        }
        for index in grown:
            if any(c.name in named for c in self._clubs_of(spans[index])):
                found[name_key(spans[index].text)] = ""
        doc.user_data[SPELLED_OUT_CLUBS_KEY] = found
        out = []
        for index, span in enumerate(spans):
            if index in swallowed:
                continue
            key = name_key(span.text)
            if index in grown:
                span = grown[index]
            elif span.label_ == C.LABEL_CLUB and key in found:
                name = found[key] or C.AMBIGUOUS_ID_PREFIX + key
                span = Span(doc, span.start, span.end, label=C.LABEL_CLUB, span_id=name)
            out.append(span)
        return out

    def _narrowed(self, doc: Doc, spans: list[Span]) -> list[Span]:
        """Return ``spans`` with each word many registered clubs share ("United", "City")
        given the one of them the article names in full: in a report on Manchester United
        and Burnley, "United captain Bruno Fernandes" plays for Manchester United. The choice
        joins ``doc.user_data[SPELLED_OUT_CLUBS_KEY]``, where descriptions look clubs up."""
        if self.register is None:
            return spans
        named = {
            s.id_
            for s in spans
            if s.label_ == C.LABEL_CLUB and s.id_ and not s.id_.startswith(C.AMBIGUOUS_ID_PREFIX)
        }
        found: dict[str, str] = doc.user_data.get(SPELLED_OUT_CLUBS_KEY) or {}
        chosen: dict[str, str] = {}
        out = []
        for span in spans:
            key = name_key(span.text)
            if span.label_ == C.LABEL_CLUB and span.id_.startswith(C.AMBIGUOUS_ID_PREFIX):
                if key not in found and key not in chosen:
                    hits = {c.name for c in self._clubs_of(span)} & named
                    chosen[key] = hits.pop() if len(hits) == 1 else ""
                if chosen.get(key):
                    span = Span(doc, span.start, span.end, label=C.LABEL_CLUB, span_id=chosen[key])
            out.append(span)
        picked = {k: v for k, v in chosen.items() if v}
        if picked:
            doc.user_data[SPELLED_OUT_CLUBS_KEY] = {**picked, **found}
        return out

    def _clubs_of(self, span: Span) -> tuple[Club, ...]:
        assert self.register is not None
        return self.register.club_candidates(span.text)

    def _is_nickname(self, span: Span) -> bool:
        """True when ``span`` is a nickname or alias of its club(s), not a name or short name."""
        key = name_key(span.text)
        clubs = self._clubs_of(span)
        return bool(clubs) and all(key not in (name_key(c.name), name_key(c.short)) for c in clubs)


# A score between two sides: "Maldrum 2-1 Greywater", "Caddon Town 0–0 Kestle Albion".
# A side's words start at a word's start (so a long run of capitals is tried once, not at
# every letter) and hold no full stop ("... 2-1 Greywater." ends the sentence).
SCORELINE_RE = re.compile(
    r"(?<![\w'’&-])(?P<home>[A-Z][\w'’&-]*(?:[ \t]+[A-Z][\w'’&-]*){0,2})[ \t]+\d{1,2}[ \t]*[-–]"
    r"[ \t]*\d{1,2}[ \t]+(?P<away>[A-Z][\w'’&-]*(?:[ \t]+[A-Z][\w'’&-]*){0,2})"
)
# Roles a club has: a capitalised word right before one names the club ("Maldrum head
# coach", "the Greywater captain"); a pundit's or referee's ("BBC pundit") does not.
CLUB_ROLES = frozenset({"manager", "player", "fan"})  # an executive's may be a firm's ("Nike")
# A word before a role word names a club only when the article writes it this often: once
# only, "The Hatters captain" or "Ineos director" is as likely a nickname or a firm.
PREMODIFIER_CLUB_MIN_WRITTEN = 2
ROLE_LOOKAHEAD_TOKENS = 3
CAPITALISED_WORD_RE = re.compile(r"\b[A-Z]\w*")


def article_club_names(
    doc: Doc, taken: set[int], register: Register | None, surnames: set[str]
) -> dict[str, str]:
    """Return name key -> club name for the clubs ``doc`` names that no register knows,
    read from how the article writes them: with a word clubs end with ("Tarnside Rovers",
    "Caddon Town"; the place word alone then names it too), as a side of a scoreline
    ("Maldrum 2-1 Greywater"), or right before a club's role word ("Maldrum head coach
    Henrik Solberg", "the Greywater captain"). Never a word in ``taken`` (the register's
    entities), a nation, a nationality, a word the register knows as anything, or one of
    ``surnames`` (:func:`written_surnames`)."""

    def unknown(words: Span | str) -> bool:
        text = words if isinstance(words, str) else words.text
        key = name_key(text)
        if (
            not key
            or key in C.NATION_NAMES
            or key in C.CLUB_SUFFIX_WORDS  # "City" alone is some registered club's
            or any(w in C.NOT_A_CLUB_WORDS or w in C.PERSON_DESCRIBING_WORDS for w in key.split())
        ):
            return False
        if register is None:
            return True
        return not (
            register.club_candidates(text)
            or register.person(text)
            or register.body(text)
            or register.outlet(text)
            or register.competition(text)
            or register.demonym_nationality(text)
            or register.demonym_nationality(f"the {text}")
        )

    def free(lo: int, hi: int, tagged: bool = True) -> bool:
        """No register entity, and each word a place word (``tagged``: as the tagger
        says; else any capitalised word, as a scoreline's sides are)."""
        return all(
            j not in taken and (_place_word(doc[j]) if tagged else _capitalised(doc[j]))
            for j in range(lo, hi)
        )

    text = doc_text(doc)
    found: dict[str, str] = {}
    places: dict[str, set[str]] = {}  # a place word -> the suffixed names it opens
    for tok in doc:
        if tok.lower_ not in C.CLUB_SUFFIX_WORDS or not tok.is_title or tok.i in taken:
            continue
        for lo in (tok.i - 2, tok.i - 1):
            if lo >= 0 and free(lo, tok.i) and unknown(doc[lo : tok.i]):
                name = doc[lo : tok.i + 1].text
                found[name_key(name)] = name
                places.setdefault(name_key(doc[lo].text), set()).add(name)
                break
    sides: set[str] = set()
    for match in SCORELINE_RE.finditer(text):
        for side in ("home", "away"):
            words = doc.char_span(*match.span(side), alignment_mode="contract")
            if words is None or _names_a_nation(words.text):
                continue  # "Costa Rica 2-1 Panama": no club "Rica" either
            # the side nearest the score that fits ("Sunday Maldrum 2-1 Greywater Player
            # Ratings": Maldrum and Greywater)
            for size in range(len(words), 0, -1):
                part = words[-size:] if side == "home" else words[:size]
                if free(part.start, part.end, False) and unknown(part):
                    found.setdefault(name_key(part.text), part.text)
                    sides.add(name_key(part.text))
                    break
    elsewhere = {t.text for t in doc if t.is_title and not t.is_sent_start}
    written = Counter(CAPITALISED_WORD_RE.findall(text))
    for tok in doc[:-1]:
        # Cheap tests first: a word written twice, before a lowercase word ("Kit Manager
        # John Harris" is a job's title), no register entity, no surname.
        if (
            written[tok.text] < PREMODIFIER_CLUB_MIN_WRITTEN
            or not doc[tok.i + 1].is_lower
            or tok.i in taken
            or tok.text in surnames
        ):
            continue
        # The tagger calls a sentence's first word a noun or an adjective when it does not
        # know it ("Dunmore manager Pavel Krenek"); a role word is no club ("Goalkeeper
        # coach"); such a word counts only when the article also capitalises it inside a
        # sentence.
        place = _place_word(tok) or (
            tok.is_sent_start
            and tok.pos_ in ("NOUN", "ADJ")
            and _capitalised(tok)
            and tok.text in elsewhere  # "Talented striker ..." is only ever sentence-first
        )
        if not place or not unknown(tok.text) or role_in_phrase(tok.text)[0]:
            continue
        after = doc[tok.i + 1 : tok.i + 1 + ROLE_LOOKAHEAD_TOKENS].text
        role, former, at = role_in_phrase(after)
        if role in CLUB_ROLES and at == 0 and not former:
            found.setdefault(name_key(tok.text), tok.text)
    # A place word that opens one suffixed name is that club ("Tarnside" for "Tarnside
    # Rovers"); opening two ("Kestle Albion", "Kestle Town"), it names neither.
    surname_keys = {name_key(w) for w in surnames}
    for place, names in places.items():
        if place in sides or place in surname_keys:
            continue  # "Dundee 2-1 Dundee United", "Ryan Bolton": not that club's short name
        found[place] = next(iter(names)) if len(names) == 1 else ""
    # A one-word club that opens a club spelled out around a registered nickname
    # ("Glenrothy" of "Glenrothy Thistle") is that club, unless a scoreline has it alone.
    known = doc.user_data.get(SPELLED_OUT_CLUBS_KEY) or {}
    for key in [k for k in found if " " not in k and k not in sides]:
        longer = {v for k, v in known.items() if v and " " in k and k.split()[0] == key}
        if len(longer) == 1:
            found[key] = longer.pop()
    return {k: v for k, v in found.items() if v}


def written_surnames(doc: Doc) -> set[str]:
    """Return the capitalised words ``doc`` writes right after a first name: a surname
    there ("Hillary Clinton" beside "Clinton spokesman", "Ryan Bolton" beside "Bolton
    Wanderers") is a person's, never a club's short name."""
    found = set()
    for sent in doc.sents:
        headline: bool | None = None  # a headline's "Solberg Slams Maldrum Defeat": asked
        for t in sent:  # once a sentence, and only when a word needs it
            if not (
                t.i > 0
                and t.is_title
                and _capitalised(doc[t.i - 1])
                and doc[t.i - 1].pos_ == "PROPN"
                and doc[t.i - 1].whitespace_
                and doc[t.i - 1].lower_ not in C.NOT_A_CLUB_WORDS
            ):
                continue
            if headline is None:
                headline = _title_cased(sent)
            if not headline:
                found.add(t.text)
    return found


def _names_a_nation(text: str) -> bool:
    """True when some run of the words of ``text`` is a nation's name."""
    words = name_key(text).split()
    return any(
        " ".join(words[i:j]) in C.NATION_NAMES
        for i in range(len(words))
        for j in range(i + 1, len(words) + 1)
    )


def _title_cased(sent: Span) -> bool:
    """True when every word of a sentence but its small ones is capitalised, as a Title
    Case headline's are ("Solberg Slams Maldrum Defeat", "Boss Hits Out at the Lines")."""
    words = [t for t in sent if t.is_alpha]
    return len(words) > 1 and all(t.is_title or t.is_stop for t in words)


def _in_a_name(doc: Doc, i: int) -> bool:
    """True when the word at ``i`` stands beside another capitalised word that is no club
    word, as a name's part does ("Ryan Bolton", "Ross Barkley"): a short club name stands
    alone ("Bolton boss", "beat Bolton")."""
    for j in (i - 1, i + 1):
        if 0 <= j < len(doc):
            tok = doc[j]
            if (
                _capitalised(tok)
                and tok.pos_ == "PROPN"
                and tok.lower_ not in C.CLUB_SUFFIX_WORDS
                and (j > i or tok.whitespace_)
            ):
                return True
    return False


def _capitalised(tok: Token) -> bool:
    """True for a capitalised word of letters that is no stop or calendar word."""
    return tok.is_title and tok.is_alpha and not tok.is_stop and tok.lower_ not in CALENDAR_WORDS


def _runs_on(doc: Doc, lo: int, taken: set[int]) -> bool:
    """True when the name found from ``lo`` runs on to the left, so its start is unclear:
    another entity ("Forest" of "Forest Green Rovers"), a hyphen ("Tyne-Wear Magpies") or
    more capitalised words than a prefix takes."""
    if lo == 0 or doc[lo].is_sent_start:
        return False
    before = doc[lo - 1]
    return lo - 1 in taken or before.whitespace_ == "" or (before.is_title and not before.is_stop)


def _place_word(tok: Any) -> bool:
    """True for a capitalised proper noun that may open a club's name ("Penzance")."""
    return (
        tok.pos_ == "PROPN"
        and tok.is_title
        and not tok.is_stop
        and tok.lower_ not in CALENDAR_WORDS
        and tok.whitespace_ != ""  # a word of its own: not "Penzance-" in "Penzance-Gulls"
    )


@Language.factory(
    "varometer_football_ruler",
    default_config={"register_paths": [], "world_register": True},
    # patterns with a part of speech ("Erik ten Hag") and sentence starts (a club's place word)
    requires=["token.pos", "token.is_sent_start"],
    assigns=["doc.ents", "token.ent_type", "token.ent_iob", "token.ent_id"],
)
def make_football_ruler(
    nlp: Language, name: str, register_paths: list[str], world_register: bool = True
) -> FootballRuler:
    register = load_register(tuple(register_paths))
    world = world_name_patterns(nlp, register) if world_register else []
    return FootballRuler(
        nlp, [*entity_patterns(register), *particle_name_patterns(), *world], register
    )


WORLD_NAME_ID = "world-name"  # the id of world_name_patterns' matches
# The small model misses many real names in running text ("... to book Wilfried Zaha for
# diving"), and a person never tagged is no one a pronoun can refer to. Full names of two
# words or more only: a surname alone is the speaker rules' business, in context.
WORLD_NAME_MIN_WORDS = 2


def world_name_patterns(nlp: Language, register: Register) -> list[dict[str, Any]]:
    """Return PERSON patterns for the full names (and aliases of two words or more) of the
    world register's people (:mod:`nlp.football.world`), as written and with diacritics
    folded. A match is a person's name and no more: it gets no canonical id, as if the
    model had tagged it, so the speaker rules resolve it as any name (a user's register
    first). Names a user's register lists are left to its own patterns."""
    from nlp.football.known import shipped_world
    from nlp.football.registers import fold_accents

    patterns = []
    seen: set[str] = set()
    for person in shipped_world().people:
        for name in person.names:
            for form in dict.fromkeys((name, fold_accents(name))):
                if len(form.split()) < WORLD_NAME_MIN_WORDS or form in seen:
                    continue
                if register.person(form):
                    continue
                words = [t.text for t in nlp.make_doc(form)]  # "Heung-min": three tokens
                seen.add(form)
                patterns.append(
                    {
                        "label": C.LABEL_PERSON,
                        "id": WORLD_NAME_ID,
                        "pattern": [{ORTH: w} for w in words],
                    }
                )
    return patterns


PARTICLE_NAME_ID = "particle-name"  # the id of particle_name_patterns' matches


def particle_name_patterns() -> list[dict[str, Any]]:
    """Return PERSON patterns for a capitalised first name, a lowercase name particle
    (:data:`~nlp.football.constants.NAME_PARTICLES`, perhaps with a second one) and a
    capitalised surname: "Erik ten Hag", "Rafael van der Vaart". Registered names win
    over them, being as long and listed first."""
    return [
        {
            "label": C.LABEL_PERSON,
            "id": PARTICLE_NAME_ID,
            "pattern": [
                # "Marc-André ter Stegen": a hyphenated first name's first part
                {"IS_TITLE": True, "IS_ALPHA": True, "SPACY": False, "OP": "?"},
                {"ORTH": "-", "SPACY": False, "OP": "?"},
                {"IS_TITLE": True, "IS_ALPHA": True, "POS": "PROPN"},
                {"LOWER": {"IN": list(C.NAME_PARTICLES)}, "IS_LOWER": True},
                {"LOWER": {"IN": list(C.NAME_SECOND_PARTICLES)}, "IS_LOWER": True, "OP": "?"},
                {"IS_TITLE": True, "IS_ALPHA": True},
            ],
        }
    ]
