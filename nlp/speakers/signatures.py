"""Speakers named after the quote: a dash, a line of its own, "Those were the words of X".

"'...' - Baxter", a paragraph "— Eddie Howe" under a quote (or a run of quotes), a sentence
after it that names its speaker ("That was the verdict of X"), and a short verbless tail
('"...," Tottenham defender Matt Doherty to BT Sport.').
"""

from __future__ import annotations

import re

from spacy.tokens import Doc, Span

from nlp.descriptors import FINITE_VERB_TAGS
from nlp.doc_helpers import doc_text
from nlp.football.registers import name_key
from nlp.quotes import QuoteSpan
from nlp.role_words import FORMER_MARKERS, role_in_phrase
from nlp.speakers.lexicon import WORD_RE
from nlp.speakers.mentions import Attribution, _is_weak, _prefer, mention_resolver
from nlp.speakers.names import _joining_hyphen
from nlp.speakers.resolve import Resolver
from nlp.speakers.sentences import _fills_its_paragraphs, _last_paragraph, _sentence_cut_forward
from nlp.speakers.syntax import _plural
from nlp.speakers.table import PeopleTable

TAIL_VERBLESS_MAX_CHARS = 90  # ", Tottenham defender Matt Doherty to BT Sport." and no more
# A dash straight after the closing mark, in the same paragraph, signs the quote with the name
# that follows ("'...' - Baxter", '"..." — Ana Silva, Gulls manager'); so does a dash opening
# a paragraph of its own under the quote (signature_line).
DASH_SIGNATURE_RE = re.compile(r"[ \t]*[-—–]{1,2}[ \t]*")
# A dash line under a quote that is no signature: a rating or a link ("— Saka, 8: lively",
# "– Arsenal v Chelsea: player ratings").
SIGNATURE_LINE_NOT_A_NAME_RE = re.compile(r"[\d:|]")
# How many quotes, each filling its paragraphs, one signature line under them may sign.
SIGNED_QUOTE_RUN_MAX = 3
# "— Eddie Howe, speaking to reporters": where the words were said, not a journalist's title.
SPEAKING_TO_RE = re.compile(r",\s*(?:speaking|talking)\b", re.I)
# The names a byline joins ("Jo Smith and Sam Lee", "Jo Smith, Sam Lee").
AUTHOR_SPLIT_RE = re.compile(r",|\band\b|&")
# A journalist's sign-off under the last quote ("— By John Smith", "reporting from Anfield").
SIGN_OFF_RE = re.compile(r"\b(?:by|reporting|reports)\b", re.I)
FILLING_KEY = "varometer:filling"  # the quotes that fill their paragraphs, by paragraph


def dash_signature(
    res: Resolver, doc: Doc, table: PeopleTable, tail: tuple[int, int]
) -> Attribution | None:
    """Return the speaker named after a dash that follows the closing mark ("'...' -
    Baxter"), else None: no dash there, a long or finite clause after it, prose before
    the name, or no name."""
    text = doc_text(doc)
    match = DASH_SIGNATURE_RE.match(text, tail[0], tail[1])
    if match is None or tail[1] - match.end() > TAIL_VERBLESS_MAX_CHARS:
        return None
    start, end = match.end(), tail[1]
    span = doc.char_span(start, end, alignment_mode="contract")
    if span is None or len(span) == 0 or any(t.tag_ in FINITE_VERB_TAGS for t in span):
        return None
    candidates = [
        c
        for c in res.candidates(doc, table, start, end)
        if c[2] != "pronoun" and not _plural(doc, c)
    ]
    if not any(c[0] <= span[0].idx for c in candidates):
        # The signer comes right after the dash: a name the model left untagged there
        # beats what the rest names ("- Ana Silva, Gulls manager" is not the club).
        untagged = signature_name(res, doc, table, span)
        if untagged is not None:
            untagged.method = "dash"
            return untagged
    if candidates:
        best = _prefer([c for c in candidates if not _is_weak(c)] or candidates, start)
        if not _signature_prefix(text[start : best[0]]):
            return None
        found = res.resolve(doc, table, best, None)
    else:
        found = signature_name(res, doc, table, span)
    if found is not None:
        found.method = "dash"
    return found


def signature_name(res: Resolver, doc: Doc, table: PeopleTable, span: Span) -> Attribution | None:
    """Return the proper name opening a signature that the model did not tag ("- Baxter"),
    through the article's full names and the register; else None."""
    # The tagger takes a surname alone at a paragraph's end for a noun ("– Baxter"): one
    # the article names a person by still reads as a name.
    surnames = {name_key(m.canonical.split()[-1]) for m in table.mentions if m.kind == "person"}
    run = []
    for t in span:
        if run and _joining_hyphen(t):
            continue  # "Trent Alexander-Arnold": the name goes on after the hyphen
        named = t.pos_ == "PROPN" or (t.pos_ == "NOUN" and name_key(t.text) in surnames)
        if not named or t.ent_type_ or not t.text[:1].isupper():
            break
        run.append(t)
    if not run:
        return None
    if run[-1].pos_ != "PROPN":
        key = name_key(run[-1].text)
        m = next(
            m
            for m in table.mentions
            if m.kind == "person" and name_key(m.canonical.split()[-1]) == key
        )
        return Attribution(
            m.canonical, run[-1].text, None, "dash", "person", m.club, resolver="surname"
        )
    if any(_joining_hyphen(t) for t in doc[run[0].i : run[-1].i + 1]):
        # "- Jean-Philippe Mateta": the whole run, which the parse splits at the hyphen
        name = doc_text(doc)[run[0].idx : run[-1].idx + len(run[-1])]
        return res.name_attribution(table, name, None, "dash")
    return res.unrecognised_name(doc, table, run[-1], None)


def _signature_prefix(words: str) -> bool:
    """True when the words before the name in a dash signature only describe the speaker:
    capitalised words, role words and "former"."""
    return all(
        w[:1].isupper() or w.lower() in FORMER_MARKERS or role_in_phrase(w)[0] is not None
        for w in WORD_RE.findall(words)
    )


def signature_line(
    res: Resolver, doc: Doc, table: PeopleTable, q: QuoteSpan, paras: list[tuple[int, int]]
) -> Attribution | None:
    """Return the person a paragraph of its own under the quote signs it as, after a dash
    ("— Eddie Howe"), else None; a run of quotes that each fill their paragraphs is
    signed by the line under the last. Asked once no cue names anyone, before a
    continuation would give the quote to the previous speaker. Not a paragraph with more
    than the signature, one of a run of dash lines (player ratings, related links), any
    in an article that puts a name line above a quote, an organisation, or a journalist
    signing off."""
    text = doc_text(doc)
    filling = doc.user_data.get(FILLING_KEY)
    if filling is None:  # the same for every quote of the article: worked out once
        speech = [s for s in doc._.quote_spans or [] if s.kind == "speech"]
        filling = {s.paragraph: s for s in speech if _fills_its_paragraphs(text, s, paras)}
        doc.user_data[FILLING_KEY] = filling

    def dash_line(i: int) -> bool:
        return 0 <= i < len(paras) and DASH_SIGNATURE_RE.match(text, *paras[i]) is not None

    if filling.get(q.paragraph) is not q:
        return None
    run = [q]
    while len(run) <= SIGNED_QUOTE_RUN_MAX and _last_paragraph(run[-1]) + 1 in filling:
        run.append(filling[_last_paragraph(run[-1]) + 1])
    i = _last_paragraph(run[-1]) + 1
    if len(run) > SIGNED_QUOTE_RUN_MAX or not dash_line(i) or dash_line(i + 1):
        return None
    # An article that puts a name line above a quote anywhere ("— Eddie Howe", then his
    # quotes) is read that way throughout: its name lines sign nothing below them.
    ends = {_last_paragraph(s) for s in filling.values()}
    for first in filling:
        i_above = first - 1
        if not dash_line(i_above) or i_above - 1 in ends:
            continue
        named = dash_signature(res, doc, table, paras[i_above])
        if named is not None and named.kind == "person":
            return None
    line = paras[i]
    signature = " ".join(re.sub(r"\s+([,.)])", r"\1", text[slice(*line)]).split())
    if SIGNATURE_LINE_NOT_A_NAME_RE.search(signature):
        return None
    # "— Eddie Howe (Newcastle)": the bracket says where they are from, not who
    bracket = text.find("(", *line)
    found = dash_signature(res, doc, table, (line[0], line[1] if bracket < 0 else bracket))
    if found is None or found.kind != "person" or not found.mention or not found.speaker:
        return None
    # The name, perhaps after who they are and before a comma, a bracket or a full
    # stop ("— Newcastle boss Eddie Howe", "— Bruno Guimarães, Newcastle captain"); not
    # a headline about them ("— Bukayo Saka injury latest").
    dash = DASH_SIGNATURE_RE.match(signature)
    named = signature[dash.end() if dash else 0 :].strip()
    at = named.find(found.mention)
    before, after = named[:at].strip(), named[at + len(found.mention) :]
    if at < 0 or (before and role_in_phrase(before)[0] is None):
        return None
    rest = after.strip()
    if rest not in ("", ".") and not after.startswith(",") and not rest.startswith("("):
        return None
    described = "" if SPEAKING_TO_RE.match(after) else after
    person = res.register.person(found.speaker)
    authors = {name_key(a) for a in AUTHOR_SPLIT_RE.split(doc._.author or "") if a.strip()}
    if (
        SIGN_OFF_RE.search(signature)
        or name_key(found.speaker) in authors
        or role_in_phrase(f"{before} {described}")[0] == "journalist"
        or (person is not None and person.role == "journalist")
    ):
        return None
    return found


# A sentence right after a quote that names its speaker, the quote already said: "Those were
# the words of X", "That was the verdict of X", "So said X", "That was X's view", "That is how
# X saw it", and "...," was how X put it. Each pattern matches the text after the closing mark, from its start; its
# ``who`` group is the stretch that names the speaker. They are tried before the cue verbs:
# without them the quote has no cue and goes to whoever spoke before it.
CATAPHORIC_NOUNS = (
    r"(?:words|verdict|view|views|thoughts|opinion|assessment|message|reaction|take|judgement"
    r"|judgment|response|answer)"
)
CATAPHORIC_WHO = r"(?P<who>[^\n]+?)"  # within the one sentence after the quote
CATAPHORIC_END = r"[.!]?\s*$"  # the frames that end with the name run to the sentence's end
# (pattern, the cue verb it holds): "So said X" keeps its "say".
# A British full stop or comma outside the closing mark ('"...". Those were the words of X').
CATAPHORIC_START = r"[.!?…,]?\s*"
CATAPHORIC_FRAMES: tuple[tuple[re.Pattern[str], str | None], ...] = (
    (re.compile(rf"{CATAPHORIC_START}(?:Those|These|Such) (?:were|are) the {CATAPHORIC_NOUNS} of {CATAPHORIC_WHO}"
                rf"{CATAPHORIC_END}"), None),
    (re.compile(rf"{CATAPHORIC_START}(?:That|This|Such) (?:was|is) the {CATAPHORIC_NOUNS} of {CATAPHORIC_WHO}"
                rf"{CATAPHORIC_END}"), None),
    (re.compile(rf"{CATAPHORIC_START}So (?:said|says) {CATAPHORIC_WHO}{CATAPHORIC_END}"), "say"),
    # the possessive stays in the stretch: the model's name often takes the "'s" in
    (re.compile(rf"{CATAPHORIC_START}(?:That|This|Those|These) (?:was|were|is|are) (?P<who>[^\n]+?['’]s?)"
                rf" {CATAPHORIC_NOUNS}\b"), None),
    (re.compile(rf"{CATAPHORIC_START}(?:(?:That|This) )?(?:was|is) how {CATAPHORIC_WHO} (?:put|puts|described|describes"
                r"|summed|sums|summarised|summarized|saw|sees) (?:it|them|things|the\b)"), None),
)  # fmt: skip


def next_paragraph_opening(
    text: str,
    q: QuoteSpan,
    tail: tuple[int, int],
    nxt: QuoteSpan | None,
    paras: list[tuple[int, int]],
) -> tuple[int, int] | None:
    """Return the first sentence of the paragraph after the quote's, when nothing but
    space follows the quote in its own paragraph and no quote opens in that sentence;
    else None."""
    last = q.paragraphs[-1] if q.paragraphs else q.paragraph
    if text[tail[0] : tail[1]].strip() or last + 1 >= len(paras):
        return None
    if tail[1] < paras[last][1] and text[tail[1] : paras[last][1]].strip():
        return None
    start, end = paras[last + 1]
    end = _sentence_cut_forward(text, start, end)
    if nxt is not None and nxt.open_at < end:
        return None
    return start, end


def cataphoric(
    res: Resolver, doc: Doc, table: PeopleTable, tail: tuple[int, int]
) -> Attribution | None:
    """Return the speaker a sentence after the quote names in one of the
    ``CATAPHORIC_FRAMES`` ("Those were the words of X"), else None."""
    text = doc_text(doc)
    for pattern, cue in CATAPHORIC_FRAMES:
        match = pattern.match(text, tail[0], tail[1])
        if match is None:
            continue
        found = named_in(res, doc, table, match.start("who"), match.end("who"))
        if found is not None:
            found.method, found.cue = "cataphoric", cue
            return found
    return None


def named_in(
    res: Resolver, doc: Doc, table: PeopleTable, start: int, end: int
) -> Attribution | None:
    """Return the speaker text[start:end] names without a cue verb: a person's name before
    a description before a pronoun before an organisation, then the earliest; else None."""
    # "That was the view of the pundits": a plural description names a group, not the
    # person it would resolve to (it made the article's last player a pundit).
    candidates = [c for c in res.candidates(doc, table, start, end) if not _plural(doc, c)]
    # Only the stock model's organisations there: it takes some people's names for one
    # ("pundit Ivo Trelawny"), and the stretch is known to name the speaker.
    strong = [c for c in candidates if not _is_weak(c)] or candidates
    if not strong:
        return None
    return res.resolve(doc, table, _prefer(strong, start), None)


def verbless_tail(
    doc: Doc,
    table: PeopleTable,
    tail: tuple[int, int],
    q: QuoteSpan,
) -> Attribution | None:
    """Return the first person a short tail with no verb names, when the quote hands over
    to it with a comma, "?" or "!" ('"...," Tottenham defender Matt Doherty to BT
    Sport.'); else None."""
    start, end = tail
    segment = doc_text(doc)[start:end]
    if not segment.strip() or len(segment) > TAIL_VERBLESS_MAX_CHARS:
        return None
    if not doc_text(doc)[q.start : q.end].rstrip().endswith((",", "?", "!")):
        return None
    persons = [m for m in table.in_range(start, end) if m.kind == "person"]
    if not persons:
        return None
    first = persons[0]
    resolver = mention_resolver(first, doc_text(doc))
    return Attribution(first.canonical, first.text, None, "verbless", "person", resolver=resolver)
