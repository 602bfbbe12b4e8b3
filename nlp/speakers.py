"""Speakers: who said each quote, as a canonical person or organisation.

Attribution tries, in order: a cue verb next to the quote ("said X", "X told ...:", "he added")
and its subject; a verbless attribution right after the quote ("..., Tottenham defender Matt
Doherty to BT Sport."); a continuation paragraph, which inherits the previous quote's speaker;
and a person named in the sentence before the quote. Pronouns and descriptions ("he", "the
Italian", "the Spurs boss", "the 54-year-old") resolve to the earlier person they fit best, so a
speaker is always a name, never "he".

The ``varometer_speakers`` component sets ``span._.speaker``, ``span._.speaker_mention``,
``span._.cue`` on each quote Span and ``doc._.people`` (the article's person table).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from spacy.language import Language
from spacy.tokens import Doc, Span, Token

from nlp.football.registers import Register, name_key
from nlp.quotes import QuoteSpan
from nlp.roles import Descriptor, age_in_phrase, role_in_phrase

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
    ]
)
CUE_FORMS = frozenset({"said", "says", "added", "told", "insisted", "admitted", "explained"})
PRONOUNS = frozenset({"he", "she", "they", "him", "her"})
ORG_LABELS = frozenset({"ORG", "BODY", "CLUB", "OUTLET"})
PERSON_LABELS = frozenset({"PERSON"})
# Head nouns through which an organisation speaks ("a statement from the PMOB").
ORG_VOICES = frozenset(
    {"statement", "spokesperson", "spokesman", "spokeswoman", "spokesmen", "source", "club"}
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
SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass"})
CONTINUITY_PARAGRAPHS = 2  # how far back a pronoun may reach for the previous speaker
TAIL_VERBLESS_MAX_CHARS = 90  # ", Tottenham defender Matt Doherty to BT Sport." and no more
DETERMINERS = frozenset({"the", "a", "an", "this", "that"})


@dataclass
class Mention:
    """A mention of a person or organisation outside quotes, resolved to a canonical name."""

    start: int
    end: int
    text: str
    canonical: str
    kind: str  # "person" or "org"
    label: str
    is_subject: bool
    sent_start: int
    descriptors: list[Descriptor] = field(default_factory=list)


@dataclass
class Attribution:
    """Who said one quote, the surface text that said so, and the cue verb."""

    speaker: str | None
    mention: str | None
    cue: str | None
    method: str  # "cue", "verbless", "continuation", "previous-sentence", "none"
    kind: str | None = None  # "person" or "org"


@lru_cache(maxsize=8)
def load_register(paths: tuple[str, ...] = ()) -> Register:
    """Return the built-in register plus the user's files, loaded once per process."""
    return Register.load(list(paths))


def _in_any(start: int, end: int, spans: list[tuple[int, int]]) -> bool:
    return any(a <= start and end <= b for a, b in spans)


def _quote_ranges(quotes: list[QuoteSpan]) -> list[tuple[int, int]]:
    return [(q.open_at, (q.close_at if q.close_at is not None else q.end) + 1) for q in quotes]


def _is_subject(span: Span) -> bool:
    return any(t.dep_ in SUBJECT_DEPS for t in span) or span.root.dep_ in SUBJECT_DEPS


class PeopleTable:
    """The people and organisations an article mentions, in order, with canonical names."""

    def __init__(self, doc: Doc, register: Register, quote_ranges: list[tuple[int, int]]):
        self.doc = doc
        self.register = register
        self.mentions: list[Mention] = []
        full_names: dict[str, str] = {}  # surname key -> canonical full name, within the article
        for ent in doc.ents:
            if ent.label_ not in PERSON_LABELS | ORG_LABELS:
                continue
            if _in_any(ent.start_char, ent.end_char, quote_ranges):
                continue
            text = _strip_possessive(ent.text)
            if not text:
                continue
            kind = "person" if ent.label_ in PERSON_LABELS else "org"
            if kind == "person" and _looks_like_org(ent.ent_id_ or text):
                kind = "org"  # registers list bodies and supporters' groups among people
            if kind == "org" and not ent.ent_id_ and not self._registered_org(text):
                continue  # the stock model's guesses ("Lighthouse", "Wales") are not speakers
            canonical = self._canonical(ent, text, kind, full_names)
            if kind == "person" and " " in canonical:
                full_names.setdefault(name_key(canonical.split()[-1]), canonical)
            self.mentions.append(
                Mention(
                    start=ent.start_char,
                    end=ent.end_char,
                    text=text,
                    canonical=canonical,
                    kind=kind,
                    label=ent.label_,
                    is_subject=_is_subject(ent),
                    sent_start=ent.sent.start_char,
                )
            )
        # A surname seen before its full name ("Conte ... Antonio Conte") gets the full name too.
        for m in self.mentions:
            if m.kind == "person" and " " not in m.canonical:
                m.canonical = full_names.get(name_key(m.canonical), m.canonical)

    def _registered_org(self, text: str) -> bool:
        return self.register.club(text) is not None or self.register.body(text) is not None

    def _canonical(self, ent: Span, text: str, kind: str, full_names: dict[str, str]) -> str:
        if ent.ent_id_:
            return ent.ent_id_
        if kind == "org":
            club = self.register.club(text)
            if club is not None:
                return club.name
            body = self.register.body(text)
            return body.name if body is not None else text
        person = self.register.person(text)
        if person is not None:
            return person.name
        if " " not in text:
            return full_names.get(name_key(text), text)
        return text

    def people(self) -> list[str]:
        """Return each canonical person once, in order of first mention."""
        seen: dict[str, None] = {}
        for m in self.mentions:
            if m.kind == "person":
                seen.setdefault(m.canonical, None)
        return list(seen)

    def in_range(self, start: int, end: int) -> list[Mention]:
        return [m for m in self.mentions if m.start >= start and m.end <= end]

    def clubs(self) -> list[str]:
        """Return the article's clubs, most mentioned first."""
        counts: dict[str, int] = {}
        for m in self.mentions:
            if m.label == "CLUB" or (m.kind == "org" and self.register.club(m.text) is not None):
                counts[m.canonical] = counts.get(m.canonical, 0) + 1
        return sorted(counts, key=lambda c: -counts[c])


def _strip_determiner(phrase: str) -> str:
    return re.sub(r"^(the|a|an)\s+", "", phrase.strip().lower())


def _looks_like_org(name: str) -> bool:
    return any(word in ORG_NAME_WORDS for word in name.lower().replace("’", "'").split())


def _strip_possessive(text: str) -> str:
    return re.sub(r"(?:['’]s|['’])$", "", text.strip()).strip()


class SpeakerAttributor:
    """Attributes every quote Span of a Doc; see the module docstring for the order of rules."""

    def __init__(self, register: Register):
        self.register = register

    def __call__(self, doc: Doc) -> Doc:
        quote_spans: list[QuoteSpan] = doc._.quote_spans or []
        ranges = _quote_ranges(quote_spans)
        table = PeopleTable(doc, self.register, ranges)
        doc._.people = table
        speech = [q for q in quote_spans if q.kind == "speech"]
        paras = _paragraph_bounds(doc.text)
        previous: tuple[QuoteSpan, Attribution] | None = None
        by_start = {span._.quote_info.start: span for span in doc._.quotes or []}
        for index, q in enumerate(speech):
            nxt = speech[index + 1] if index + 1 < len(speech) else None
            attribution = self.attribute(doc, table, q, previous, nxt, ranges, paras)
            span = by_start.get(q.start)
            if span is not None:
                span._.speaker = attribution.speaker
                span._.speaker_mention = attribution.mention
                span._.cue = attribution.cue
                span._.attribution = attribution
            previous = (q, attribution)
        return doc

    # -- the rules --------------------------------------------------------------------------
    def attribute(
        self,
        doc: Doc,
        table: PeopleTable,
        q: QuoteSpan,
        previous: tuple[QuoteSpan, Attribution] | None,
        nxt: QuoteSpan | None,
        ranges: list[tuple[int, int]],
        paras: list[tuple[int, int]],
    ) -> Attribution:
        text = doc.text
        last_para = paras[q.paragraphs[-1]] if q.paragraphs else paras[q.paragraph]
        first_para = paras[q.paragraph]
        close = q.close_at if q.close_at is not None else q.end - 1
        tail_end = last_para[1]
        if nxt is not None and nxt.open_at < tail_end:
            tail_end = nxt.open_at
        tail = (close + 1, _sentence_cut_forward(text, close + 1, tail_end))
        head_start = first_para[0]
        if previous is not None and previous[0].close_at is not None:
            prev_close = previous[0].close_at + 1
            if first_para[0] <= prev_close <= q.open_at:
                head_start = prev_close
        head = (_sentence_cut_backward(text, head_start, q.open_at), q.open_at)

        quote_text = text[q.start : q.end].rstrip()
        tail_first = quote_text.endswith((",", "?", "!", "—", "–")) or bool(
            re.match(
                r"^\s*[,—–-]?\s*(?:\w+\s+){0,3}(?:said|says|added|told)\b", text[tail[0] : tail[1]]
            )
        )
        order = (tail, head) if tail_first else (head, tail)
        for segment in order:
            found = self._from_cue(doc, table, segment, ranges, q)
            if found is not None:
                return found
        verbless = self._verbless_tail(doc, table, tail, ranges, q)
        if verbless is not None:
            return verbless
        if text[head[0] : head[1]].rstrip().endswith(":"):
            mentions = table.in_range(*head)
            if mentions:
                m = mentions[-1]
                return Attribution(m.canonical, m.text, None, "colon", m.kind)
        if (
            previous is not None
            and previous[1].speaker
            and self._continues(text, table, previous[0], q)
        ):
            prev = previous[1]
            return Attribution(prev.speaker, prev.mention, prev.cue, "continuation", prev.kind)
        salient = self._salient_before(doc, table, q.open_at, previous, max_back=2, paras=paras)
        if salient is not None:
            return Attribution(salient[0], salient[1], None, "previous-sentence", salient[2])
        return Attribution(None, None, None, "none")

    def _from_cue(
        self,
        doc: Doc,
        table: PeopleTable,
        segment: tuple[int, int],
        ranges: list[tuple[int, int]],
        q: QuoteSpan,
    ) -> Attribution | None:
        start, end = segment
        if end - start < 2:
            return None
        span = doc.char_span(start, end, alignment_mode="contract")
        if span is None or len(span) == 0:
            return None
        cues = [t for t in span if _is_cue(t) and not _in_any(t.idx, t.idx + len(t), ranges)]
        if not cues:
            return None
        # Nearest cue to the quote: the last one in a head, the first one in a tail.
        cue = cues[0] if start >= q.end else cues[-1]
        subject = next((c for c in cue.children if c.dep_ in SUBJECT_DEPS), None)
        if subject is None and cue.dep_ in ("acl", "relcl", "advcl") and cue.head.i < cue.i:
            subject = cue.head  # "Townsend, formerly of Spurs, added": parsed as a modifier
        candidates = self._candidates(doc, table, start, end, q)
        if subject is not None:
            voice = self._org_voice(table, subject)
            if voice is not None:
                return Attribution(voice.canonical, voice.text, cue.lemma_, "cue", "org")
            head_at = subject.idx
            holding = [c for c in candidates if c[0] <= head_at < c[1]]
            if holding:
                return self._resolve(doc, table, holding[0], cue, q)
            s_from, s_to = subject.left_edge.idx, subject.right_edge.idx + len(subject.right_edge)
            inside = [c for c in candidates if c[0] >= s_from and c[1] <= s_to]
            if inside:
                return self._resolve(doc, table, _prefer(inside), cue, q)
        if not candidates:
            return None
        # No parsed subject: the person nearest the cue ("said a fuming Conte"); an organisation
        # only when no person is near, since clubs are named around quotes all the time.
        people = [c for c in candidates if not _is_org(c)] or candidates
        best = min(people, key=lambda c: min(abs(c[0] - cue.idx), abs(c[1] - cue.idx)))
        return self._resolve(doc, table, best, cue, q)

    def _org_voice(self, table: PeopleTable, subject: Token) -> Mention | None:
        """Return the organisation behind "a statement from X" / "an X spokesperson"."""
        if subject.lower_ not in ORG_VOICES:
            return None
        lo, hi = subject.left_edge.idx, subject.right_edge.idx + len(subject.right_edge)
        orgs = [m for m in table.in_range(lo, hi) if m.kind == "org"]
        return orgs[0] if orgs else None

    def _candidates(
        self, doc: Doc, table: PeopleTable, start: int, end: int, q: QuoteSpan
    ) -> list[tuple[int, int, str, object]]:
        """Return (start, end, kind, payload) speaker candidates inside text[start:end]."""
        out: list[tuple[int, int, str, object]] = []
        for m in table.in_range(start, end):
            if m.label == "OUTLET":
                continue
            out.append((m.start, m.end, "mention", m))
        span = doc.char_span(start, end, alignment_mode="contract")
        if span is not None:
            for t in span:
                if t.lower_ in PRONOUNS and t.pos_ == "PRON":
                    out.append((t.idx, t.idx + len(t), "pronoun", t))
        if span is not None:
            for t in span:
                phrase_span = self._description_at(doc, t)
                if phrase_span is None or any(c[0] <= t.idx < c[1] for c in out):
                    continue
                a, b = phrase_span.start_char, phrase_span.end_char
                out.append((a, b, "description", doc.text[a:b]))
        return sorted(out)

    def _description_at(self, doc: Doc, token: Token) -> Span | None:
        """Return "the Gulls boss" / "the Italian" / "the 54-year-old" when ``token`` heads one."""
        if token.pos_ not in ("NOUN", "PROPN", "ADJ", "VERB"):
            return None
        left = token.left_edge.i
        # "the 54-year-old" is three tokens whose head is "old"
        phrase = doc[left : token.i + 1]
        if phrase[0].lower_ not in DETERMINERS or len(phrase) > 6:
            return None
        if not self._describes_person(phrase.text):
            return None
        return phrase

    def _describes_person(self, phrase: str) -> bool:
        role, _, _ = role_in_phrase(phrase)
        return (
            role is not None
            or age_in_phrase(phrase) is not None
            or self.register.demonym_nationality(phrase) is not None
        )

    def _resolve(
        self,
        doc: Doc,
        table: PeopleTable,
        candidate: tuple[int, int, str, object],
        cue: Token | None,
        q: QuoteSpan,
    ) -> Attribution | None:
        start, end, kind, payload = candidate
        lemma = cue.lemma_ if cue is not None else None
        if kind == "mention":
            m = payload
            assert isinstance(m, Mention)
            return Attribution(m.canonical, m.text, lemma, "cue", m.kind)
        surface = doc.text[start:end]
        if kind == "pronoun":
            found = self._antecedent(doc, table, start, q)
        else:
            found = self._description_referent(doc, table, surface, start)
        if found is None:
            return Attribution(None, surface, lemma, "cue")
        return Attribution(found.canonical, surface, lemma, "cue", found.kind)

    def _verbless_tail(
        self,
        doc: Doc,
        table: PeopleTable,
        tail: tuple[int, int],
        ranges: list[tuple[int, int]],
        q: QuoteSpan,
    ) -> Attribution | None:
        start, end = tail
        segment = doc.text[start:end]
        if not segment.strip() or len(segment) > TAIL_VERBLESS_MAX_CHARS:
            return None
        if not doc.text[q.start : q.end].rstrip().endswith((",", "?", "!")):
            return None
        persons = [m for m in table.in_range(start, end) if m.kind == "person"]
        if not persons:
            return None
        return Attribution(persons[0].canonical, persons[0].text, None, "verbless", "person")

    def _continues(self, text: str, table: PeopleTable, prev: QuoteSpan, q: QuoteSpan) -> bool:
        """True when ``q`` opens a paragraph right after ``prev`` with no new person between."""
        prev_end = (prev.close_at or prev.end) + 1
        between = text[prev_end : q.open_at]
        if q.paragraph - (prev.paragraphs[-1] if prev.paragraphs else prev.paragraph) > 1:
            return False
        if between.count("\n\n") == 0:
            return not table.in_range(prev_end, q.open_at)
        para_gap = between.strip()
        return para_gap == "" or not [
            m for m in table.in_range(prev_end, q.open_at) if m.kind == "person"
        ]

    # -- resolution ---------------------------------------------------------------------------
    def _history(self, table: PeopleTable, before: int) -> list[Mention]:
        return [m for m in table.mentions if m.end <= before]

    def _antecedent(
        self, doc: Doc, table: PeopleTable, position: int, q: QuoteSpan
    ) -> Mention | None:
        """Return the person a pronoun at ``position`` refers to: the most recent subject, then
        the most recent mention, looking back sentence by sentence."""
        persons = [m for m in self._history(table, position) if m.kind == "person"]
        previous_speakers = self._previous_speakers(doc, position)
        if not persons and not previous_speakers:
            return None
        if previous_speakers:
            last = previous_speakers[-1]
            gap = doc.text[last.end : position]
            new_subjects = [m for m in persons if m.start >= last.end and m.is_subject]
            # Reporters keep "he" for the person already talking unless a new subject steps in.
            if not new_subjects and gap.count("\n\n") <= CONTINUITY_PARAGRAPHS:
                return last
        sentence_starts = sorted({m.sent_start for m in persons}, reverse=True)
        # A previous quote's speaker counts as a subject at the position of that quote.
        for sent_start in sentence_starts:
            in_sentence = [m for m in persons if m.sent_start == sent_start]
            later_speakers = [s for s in previous_speakers if s.start >= sent_start]
            if later_speakers:
                return later_speakers[-1]
            subjects = [m for m in in_sentence if m.is_subject]
            return subjects[0] if subjects else in_sentence[0]
        return previous_speakers[-1] if previous_speakers else None

    def _previous_speakers(self, doc: Doc, position: int) -> list[Mention]:
        out = []
        for span in doc._.quotes or []:
            att = getattr(span._, "attribution", None)
            info = span._.quote_info
            if att is None or att.speaker is None or info.end > position:
                continue
            out.append(
                Mention(
                    info.start,
                    info.end,
                    att.mention or att.speaker,
                    att.speaker,
                    att.kind or "person",
                    "SPEAKER",
                    True,
                    info.start,
                )
            )
        return out

    def _description_referent(
        self, doc: Doc, table: PeopleTable, phrase: str, position: int
    ) -> Mention | None:
        """Return the person "the Spurs boss" / "the Italian" / "the 54-year-old" refers to."""
        role, former, _ = role_in_phrase(phrase)
        age = age_in_phrase(phrase)
        nationality = self.register.demonym_nationality(phrase)
        club = self._club_in(phrase)
        history = [m for m in self._history(table, position) if m.kind == "person"]
        published_year = _year(doc)

        def fits(m: Mention) -> bool:
            person = self.register.person(m.canonical)
            text_desc = [d for d in m.descriptors]
            if role is not None:
                roles = {d.role for d in text_desc if d.role}
                if person is not None and person.role:
                    roles.add(person.role)
                if roles and role not in roles:
                    return False
            if club is not None:
                clubs = {d.club for d in text_desc if d.club}
                if person is not None and person.club:
                    clubs.add(person.club)
                if clubs and club not in clubs:
                    return False
                if not clubs and person is None:
                    return False
            if nationality is not None and (person is None or person.nationality != nationality):
                return False
            if age is not None:
                ages = {d.age for d in text_desc if d.age}
                if person is not None and person.born and published_year:
                    ages |= {published_year - person.born, published_year - person.born - 1}
                if age not in ages:
                    return False
            return True

        wanted = _strip_determiner(phrase)
        described = [
            m
            for m in reversed(history)
            if (p := self.register.person(m.canonical)) is not None
            and any(_strip_determiner(d) == wanted for d in p.descriptors)
        ]
        if described:
            return described[0]
        for m in reversed(history):
            if fits(m):
                return m
        # Not mentioned yet by name: a unique register match ("the Gulls boss" with no name).
        matches = [
            p
            for p in self.register.people
            if (role is None or p.role == role)
            and (club is None or p.club == club)
            and (nationality is None or p.nationality == nationality)
            and (role or club or nationality)
        ]
        if len(matches) == 1:
            p = matches[0]
            return Mention(position, position, phrase, p.name, "person", "REGISTER", True, position)
        if history and role is None and club is None:
            return self._antecedent(doc, table, position, None)  # type: ignore[arg-type]
        return None

    def _club_in(self, phrase: str) -> str | None:
        words = re.findall(r"[\w’'-]+", phrase)
        for size in (3, 2, 1):
            for i in range(len(words) - size + 1):
                chunk = _strip_possessive(" ".join(words[i : i + size]))
                if chunk.lower() in ("the", "a", "an"):
                    continue
                club = self.register.club(chunk)
                if club is not None:
                    return club.name
        return None

    def _salient_before(
        self,
        doc: Doc,
        table: PeopleTable,
        position: int,
        previous: tuple[QuoteSpan, Attribution] | None,
        max_back: int,
        paras: list[tuple[int, int]],
    ) -> tuple[str, str, str] | None:
        """Return the person named in the sentences just before ``position`` (no cue verb)."""
        para_index = next((i for i, (a, b) in enumerate(paras) if a <= position <= b + 1), 0)
        lower = paras[max(0, para_index - max_back + 1)][0]
        persons = [
            m for m in self._history(table, position) if m.kind == "person" and m.start >= lower
        ]
        if not persons:
            return None
        last_sentence = persons[-1].sent_start
        in_sentence = [m for m in persons if m.sent_start == last_sentence]
        subjects = [m for m in in_sentence if m.is_subject]
        m = subjects[0] if subjects else in_sentence[0]
        return m.canonical, m.text, m.kind


def _is_org(candidate: tuple[int, int, str, object]) -> bool:
    payload = candidate[3]
    return isinstance(payload, Mention) and payload.kind == "org"


def _prefer(candidates: list[tuple[int, int, str, object]]) -> tuple[int, int, str, object]:
    """Among candidates inside a subject phrase, a person's name beats a description beats a
    pronoun beats an organisation."""
    order = {"mention": 0, "description": 1, "pronoun": 2}
    names = sorted(candidates, key=lambda c: (_is_org(c), order[c[2]], -(c[1] - c[0])))
    return names[0]


def _is_cue(token: Token) -> bool:
    if token.lower_ in CUE_FORMS:
        return True
    if token.dep_ == "amod":  # "a fuming Conte": an adjective, not the cue
        return False
    return token.pos_ in ("VERB", "AUX") and token.lemma_.lower() in CUE_LEMMAS


def _sentence_cut_forward(text: str, start: int, end: int) -> int:
    match = re.search(r"[.!?](?=\s|$)", text[start:end])
    return start + match.end() if match else end


def _sentence_cut_backward(text: str, start: int, end: int) -> int:
    chunk = text[start:end]
    cuts = [m.end() for m in re.finditer(r"[.!?](?:\s+|$)", chunk) if m.end() < len(chunk)]
    return start + cuts[-1] if cuts else start


def _paragraph_bounds(text: str) -> list[tuple[int, int]]:
    from nlp.quotes import paragraphs

    return paragraphs(text)


def _year(doc: Doc) -> int | None:
    published = doc._.published if Doc.has_extension("published") else None
    if published:
        match = re.match(r"(\d{4})", published)
        if match:
            return int(match.group(1))
    return None


# -- spaCy component ---------------------------------------------------------------------
for _name in ("speaker", "speaker_mention", "cue", "attribution"):
    if not Span.has_extension(_name):
        Span.set_extension(_name, default=None)
if not Doc.has_extension("people"):
    Doc.set_extension("people", default=None)
if not Doc.has_extension("published"):
    Doc.set_extension("published", default=None)


@Language.factory("varometer_speakers", default_config={"register_paths": []})
def make_speaker_attributor(
    nlp: Language, name: str, register_paths: list[str]
) -> SpeakerAttributor:
    return SpeakerAttributor(load_register(tuple(register_paths)))
