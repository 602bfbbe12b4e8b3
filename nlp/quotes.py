"""Direct quotations: where they are in the text, found from the quote marks alone.

The finder works on characters, paragraph by paragraph, so one unbalanced mark costs at
most the paragraph it sits in (textacy's ``direct_quotations`` gives up on the whole
document). It returns spans of the quoted words, marks excluded, and classifies each as
speech, a headline that repeats a body quote, or scare quotes that are nobody's speech.

The ``varometer_quotes`` spaCy component puts the speech quotes on ``doc._.quotes``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from spacy.language import Language
from spacy.tokens import Doc

import nlp.extensions  # noqa: F401  (doc._.quotes, doc._.quote_spans, span._.quote_info)
from nlp.doc_helpers import paragraphs
from nlp.tokens import CharRanges

# -- marks -------------------------------------------------------------------------------
DOUBLE_OPEN = "“„«"
DOUBLE_CLOSE = "”»"
STRAIGHT_DOUBLE = '"'
SINGLE_OPEN = "‘"
SINGLE_CLOSE_OR_APOSTROPHE = "’"
STRAIGHT_SINGLE = "'"
SINGLE_MARKS = SINGLE_OPEN + SINGLE_CLOSE_OR_APOSTROPHE + STRAIGHT_SINGLE
OPEN_CONTEXT = " \t\n([{—–-/"  # characters after which a straight mark opens a quote
TERMINAL_PUNCT = ".,!?…;:"
SENTENCE_END = ".!?…"
# The word endings a word-final apostrophe follows: the plural possessive ("the fans' view",
# "Spurs' players") after an s, a dropped g ("nothin' else") after "in". A single mark after
# any other word and before a lowercase word is a closing mark ('the fans' view' of ...:
# "view'" closes, so "fans'" is the possessive inside the quoted words).
APOSTROPHE_WORD_ENDINGS = ("s", "in")
# Words an elision cuts at the front or at the back, written with a single mark that looks
# like a quotation mark with a space beside it: "rock 'n' roll" ('n' for "and", marked on
# both sides), "keep 'em", "'til", "good ol' days", "a cup o' tea". Such a mark is an
# apostrophe, not the opening or closing of a single-quoted quote ('We play rock 'n' roll,'
# was cut at "'n"). Elisions written with letters on both sides ("o'clock", "it's",
# "weren't") are apostrophes already (_single_role).
LEADING_ELISIONS = frozenset({"n", "em", "til", "tis", "twas", "cos"})
TRAILING_ELISIONS = frozenset({"n", "o", "ol"})
# Marks that join a leading elision to the word before it ("rock-'n'-roll").
WORD_JOINING_MARKS = "-"

# -- classification thresholds -----------------------------------------------------------
HEADLINE_MAX_WORDS = 25  # a whole-paragraph quote longer than this is body text, not a headline
HEADLINE_LINK_OVERLAP = 0.5  # share of the headline's words found in the body quote it repeats
# A pull quote: a paragraph that is nothing but a quote, word for word a quote the article
# attributes elsewhere (web pages set one in large type beside the text). It is that quote
# shown twice, not speech again; shorter quotes ("No.") may truly be said twice.
PULL_QUOTE_MIN_WORDS = 4
SCARE_MAX_WORDS = 5  # short, unpunctuated quoted phrases inside prose are terms, not speech
# How far back, in words, a fragment's cue verb may stand. Wider windows find fragments such
# as 'Bellandi said the decision was "a disgrace"' (8 words back) but take more scare quotes
# for speech in political news: PolNeAR dev quote F1 0.515 at 4 words, 0.510 at 6, 0.504 at
# 8, 0.502 at 12 (demo dev 0.983, 0.984, 0.984, 0.985), measured in the sixth session; at 4
# words it is now 0.520, the other widths not re-measured.
FRAGMENT_CUE_WINDOW = 4
# Verbs that take a thing and then "as" its description ('described the "VAR room" as a
# place where goals go to die'): a fragment just before "as" is the thing, not speech.
DESCRIBED_AS_CUES = frozenset(
    {"described", "describes", "describe", "describing", "labelled", "labeled", "branded"}
    | {"dubbed", "called", "calls", "referred", "refers", "regarded", "regards"}
)
AS_AFTER_RE = re.compile(r"^as\b")
# Lowercase words a title keeps between its capitalised ones ("Face the Nation", "Match of
# the Day"): a short quoted phrase of capitalised words and these is a name, not speech, even
# with a comma or full stop inside its closing mark, as American style puts them.
TITLE_SMALL_WORDS = frozenset(
    ["a", "an", "and", "at", "by", "for", "in", "is", "of", "on", "or", "the", "to", "with"]
)
# Verbs that introduce a quoted fragment of speech inside a sentence ("called it "a disgrace"").
FRAGMENT_CUES = frozenset(
    [
        "said",
        "says",
        "say",
        "call",
        "calls",
        "called",
        "described",
        "describes",
        "describe",
        "branded",
        "brands",
        "brand",
        "labelled",
        "labels",
        "labeled",
        "dubbed",
        "dubs",
        "insisted",
        "admitted",
        "claimed",
        "added",
        "told",
        "tells",
        "slammed",
        "blasted",
        "hailed",
        "accused",  # "accused Rovers of "anti-football"": the charge is the speaker's words
        "according",  # "according to Hurzeler, the decision was "a guess""
        "accuses",
        "insists",
        "admits",
        "claims",
    ]
)

# A fragment after one of these words, with a speech verb earlier in its sentence, completes
# a reported clause ("said the room was "frustrated but together"", "and that "nobody knew"").
REPORTED_CLAUSE_ENDS = frozenset(
    ["that", "was", "were", "is", "are", "been", "be", "would", "will", "could", "had", "has"]
)
REPORTED_CLAUSE_WINDOW = 15  # words back to the speech verb, within the sentence
# Up to this many adverbs may stand between the clause's verb and the fragment ("said his
# players were simply "magnificent"", "said it was just not "good enough"").
REPORTED_CLAUSE_ADVERBS = 2
# Degree and negation words only: a sentence adverb ("frankly", "ultimately") is usually the
# writer's comment, and a word in -ly may be an adjective ("lively").
CLAUSE_ADVERBS = frozenset(
    ["just", "so", "very", "quite", "really", "too", "not", "never", "still", "always", "now",
     "simply", "absolutely", "totally", "completely", "utterly", "truly", "pretty"]
)  # fmt: skip
# Where a sentence turns to another clause, the speech verb before it no longer governs: "Pep
# called it soft, yet City were "lucky"", "...; the second half was "spicy"".
CLAUSE_TURN_RE = re.compile(r";|\b(?:but|yet|while|whereas)\b", re.I)
RELATIVE_PRONOUNS = frozenset(["who", "whom", "whose", "which", "where"])
# A speech word in these phrases says nothing was said: "needless to say", "all told", "is
# said to be", "added time", "called up", "called off".
NOT_SPEECH_BEFORE = frozenset(["to", "all", "be", "been", "being", "is", "was", "were", "are"])
NOT_SPEECH_AFTER = frozenset(["up", "off", "time", "to"])

WORD_RE = re.compile(r"[\w’']+", re.UNICODE)
# Words for the cue window keep their hyphens: "so-called" introduces a term, not speech.
CUE_WORD_RE = re.compile(r"[\w’'-]+", re.UNICODE)
CUE_WINDOW_CHARS = 120  # enough text before a quote for FRAGMENT_CUE_WINDOW words
# A height in feet and inches (6'2"): the double mark closes nothing.
INCH_MARK_RE = re.compile(r".*\d['’]\d{1,2}\"$")


@dataclass
class QuoteSpan:
    """One quotation found in the text.

    ``start``/``end`` delimit the quoted words (marks excluded); ``open_at``/``close_at`` are the
    positions of the marks (``close_at`` is None when the closing mark is missing).
    ``kind`` is "speech", "headline" (a title-like line repeating a body quote, see
    ``repeats``) or "scare" (quoted term, not speech).
    """

    start: int
    end: int
    open_at: int
    close_at: int | None
    paragraph: int
    kind: str = "speech"
    paragraphs: list[int] = field(default_factory=list)
    repeats: int | None = None  # index of the body quote a headline repeats
    mark: str = '"'
    balanced: bool = True
    turn: str | None = None  # an interview answer's label ("A", "Hart"); see nlp.interviews

    def words(self, text: str) -> list[str]:
        return [w.lower() for w in WORD_RE.findall(text[self.start : self.end])]


def _is_letter(ch: str) -> bool:
    return ch.isalnum()


def _double_role(text: str, i: int) -> str:
    """Return "open", "close" or "either" for the double mark at ``text[i]``."""
    ch = text[i]
    if ch in DOUBLE_OPEN:
        return "open"
    if ch in DOUBLE_CLOSE:
        return "close"
    prev = text[i - 1] if i > 0 else "\n"
    nxt = text[i + 1] if i + 1 < len(text) else "\n"
    if prev in OPEN_CONTEXT and not nxt.isspace():
        return "open"
    if not prev.isspace() and (nxt.isspace() or nxt in TERMINAL_PUNCT + ")]—–'’"):
        return "close"
    return "either"


def _single_role(text: str, i: int) -> str:
    """Return "open", "apostrophe", "either" or "year" for the single mark at ``text[i]``.

    "year" is a mark before two digits after a space: an elided year (the class of '92) or the
    opening mark of a quote that starts with a number ('90 minutes we dominated); the finder
    tells them apart by the marks that follow (``_years_that_open``).
    """
    ch = text[i]
    prev = text[i - 1] if i > 0 else "\n"
    nxt = text[i + 1] if i + 1 < len(text) else "\n"
    if _is_letter(prev) and _is_letter(nxt):
        return "apostrophe"  # haven't, Gulls’s
    if _elision_mark(text, i):
        return "apostrophe"  # rock 'n' roll, keep 'em, good ol' days
    if ch == SINGLE_OPEN:
        return "open"
    if prev in OPEN_CONTEXT and (_is_letter(nxt) or nxt in "“\"'…"):
        if nxt.isdigit() and i + 2 < len(text) and text[i + 2].isdigit():
            return "year"
        return "open"
    if prev.isspace():
        return "apostrophe"
    return "either"  # closing mark, or the possessive of a plural (Spurs' players)


def _elision_mark(text: str, i: int) -> bool:
    """True when the single mark at ``text[i]`` begins a word in :data:`LEADING_ELISIONS`
    ("'n", "'em") or ends one in :data:`TRAILING_ELISIONS` ("n'", "o'"): the word's
    letters between the mark and a non-letter, lowercase.

    A leading elision counts only mid-phrase (``_mid_phrase``: "keep 'em", "rock 'n' roll"):
    at the start of the text or after punctuation ("..., 'cos VAR got it wrong.'", "‘til
    the end, we fight,’") the mark is as likely to open a quote that starts with the word."""
    after = re.match(r"[a-z]+(?![\w])", text[i + 1 : i + 8])
    if after and after.group(0) in LEADING_ELISIONS and _mid_phrase(text, i):
        return True
    before = re.search(r"(?<![\w])[a-z]+$", text[max(0, i - 8) : i])
    nxt = text[i + 1] if i + 1 < len(text) else " "
    return bool(before and before.group(0) in TRAILING_ELISIONS and not _is_letter(nxt))


def _mid_phrase(text: str, i: int) -> bool:
    """True when the mark at ``text[i]`` stands inside a phrase: the last non-space character
    before it is a letter ("keep 'em"), or a hyphen joined to the mark and a letter before
    that ("rock-'n'-roll"). Not at the start of the text, nor after other punctuation."""
    if i > 1 and text[i - 1] in WORD_JOINING_MARKS and _is_letter(text[i - 2]):
        return True
    j = i - 1
    while j >= 0 and text[j].isspace():
        j -= 1
    return j >= 0 and _is_letter(text[j])


def _single_close_kind(text: str, i: int, para_end: int) -> str:
    """Return how the single mark at ``i`` can close a single-quoted quotation.

    "close": it closes one (punctuation or a capital follows, or the paragraph ends).
    "possessive": it ends a word that an apostrophe can end (:data:`APOSTROPHE_WORD_ENDINGS`)
    and a lowercase word follows ('cowards' in his ...), so it is either a closing mark or the
    apostrophe of a plural possessive (Spurs' players); the caller decides from the marks that
    follow. "no": it closes nothing.
    """
    prev = text[i - 1]
    j = i + 1
    if j >= para_end:
        return "close"
    nxt = text[j]
    if prev in TERMINAL_PUNCT or nxt in TERMINAL_PUNCT + ')]—–"”':
        return "close"
    if nxt.isspace():
        k = _skip_space(text, j, para_end)  # the next word's first character, if any
        if k < para_end and not text[k].islower():
            return "close"
        if k < para_end and _is_letter(prev):
            word = re.search(r"\w+$", text[max(0, i - 40) : i])
            if word and not word.group(0).lower().endswith(APOSTROPHE_WORD_ENDINGS):
                return "close"  # no possessive or elision ends so: see APOSTROPHE_WORD_ENDINGS
            return "possessive"
    return "no"


def _single_marks(
    text: str, start: int, end: int, taken: list[tuple[int, int]]
) -> list[tuple[int, str, str]]:
    """Return (position, role, close kind) of each single mark in text[start:end] outside the
    ``taken`` ranges; the close kind (``_single_close_kind``) is "" unless the role is "either"."""
    marks = []
    inside = CharRanges((a, b + 1) for a, b in taken)  # ``taken`` ends are inclusive
    for i in range(start, end):
        if text[i] not in SINGLE_MARKS or inside.holds(i, i + 1):
            continue
        role = _single_role(text, i)
        marks.append((i, role, _single_close_kind(text, i, end) if role == "either" else ""))
    return marks


def _closes_with_cue(text: str, i: int, para_end: int) -> bool:
    """Return whether the closing mark at ``i`` follows punctuation and either ends the
    paragraph or has a speech verb in the first words of the sentence after it (,' said Hart)."""
    if text[i - 1] not in TERMINAL_PUNCT:
        return False
    after = text[i + 1 : para_end]
    sentence = re.split(r"(?<=[.!?…])\s", after.lstrip(), maxsplit=1)[0]
    cue_words = CUE_WORD_RE.findall(sentence)[:FRAGMENT_CUE_WINDOW]
    return not after.strip() or any(w.lower() in FRAGMENT_CUES for w in cue_words)


def _years_that_open(text: str, marks: list[tuple[int, str, str]], para_end: int) -> set[int]:
    """Return the positions of the "year" marks that open a quote rather than elide a year.

    One opens a quote when the next mark that closes one is a closing mark with a cue
    (``_closes_with_cue``): '90 minutes we dominated,' said Hart. An elided year has no such
    partner: the next mark opens another quote, or none closes. One pass from the end, so each
    mark is weighed once however many marks the paragraph has.
    """
    opening: set[int] = set()
    next_decides = False  # what the next decisive mark says for a year mark before it
    for pos, role, kind in reversed(marks):
        if role == "year" and next_decides:
            opening.add(pos)
        if role == "open":
            next_decides = False
        elif role == "either" and kind == "close":
            next_decides = _closes_with_cue(text, pos, para_end)
    return opening


def _possessives_that_close(marks: list[tuple[int, str, str]], opening: set[int]) -> set[int]:
    """Return the positions of the word-final marks before a lowercase word that close a quote.

    One closes the open quote unless a firm closing mark follows before any new opening mark
    (``opening`` holds the year marks that open): in 'The fans' support was superb,' the
    closing mark comes later and fans' is a possessive. In 'cowards' in his ... 'We were
    robbed,' the next mark opens a new quote, and taking cowards' for an apostrophe would run
    the first quote on into the second. With no closing mark after it at all, it closes.
    """
    closing: set[int] = set()
    next_decides = True
    for pos, role, kind in reversed(marks):
        if role == "either" and kind == "possessive" and next_decides:
            closing.add(pos)
        if role == "open" or pos in opening:
            next_decides = True
        elif role == "either" and kind == "close":
            next_decides = False
    return closing


def _curly_close_comes_first(text: str, start: int, end: int) -> bool:
    """True when the first curly double mark in text[start:end] is a closing one."""
    for ch in text[start:end]:
        if ch in DOUBLE_OPEN:
            return False
        if ch in DOUBLE_CLOSE:
            return True
    return False


def _find_in_paragraph_double(text: str, start: int, end: int) -> list[list[int | None]]:
    """Return [open_at, close_at] pairs of double marks in text[start:end]; close may be None."""
    pairs: list[list[int | None]] = []
    current: list[int | None] | None = None
    for i in range(start, end):
        ch = text[i]
        if ch not in DOUBLE_OPEN + DOUBLE_CLOSE + STRAIGHT_DOUBLE:
            continue
        if ch == STRAIGHT_DOUBLE and INCH_MARK_RE.match(text, max(start, i - 4), i + 1):
            continue  # 6'2": a height, not a quote
        if (
            ch == STRAIGHT_DOUBLE
            and current is not None
            and text[current[0]] in DOUBLE_OPEN  # type: ignore[index]
            and _curly_close_comes_first(text, i + 1, end)
        ):
            # “It's 5" of grass”: a quote opened with a curly mark whose next curly mark
            # closes it; a straight mark before that is an inch sign or quotes a phrase.
            # When the next curly mark opens another quote, the straight one closed this.
            continue
        role = _double_role(text, i)
        if current is None:
            if role == "close" and not pairs:
                # A closing mark with no opening one: the quote most likely starts the paragraph.
                pairs.append([None, i])
            elif role in ("open", "either"):
                current = [i, None]
        else:
            if role in ("close", "either"):
                current[1] = i
                pairs.append(current)
                current = None
            else:
                # A second opening mark: the first quote lost its closing mark. End it where the
                # text before the new mark ends, and start again.
                pairs.append([current[0], None, i])  # type: ignore[list-item]
                current = [i, None]
    if current is not None:
        pairs.append(current)
    return pairs


def _find_in_paragraph_single(
    text: str, start: int, end: int, taken: list[tuple[int, int]], runs_on: bool = False
) -> list[list[int | None]]:
    """Return [open_at, close_at] pairs of single-marked quotes outside the ``taken`` ranges.

    ``runs_on``: the next paragraph opens with a single mark, so a quote of a sentence may run
    on into it; its plural possessive ('The fans' patience was gone.) with no closing mark
    after it is then no closing mark.
    """
    marks = _single_marks(text, start, end, taken)
    opening = _years_that_open(text, marks, end)
    closing = _possessives_that_close(marks, opening)
    # For each mark, the index of the first mark at or after it that closes a quote.
    next_close = [len(marks)] * (len(marks) + 1)
    for index in range(len(marks) - 1, -1, -1):
        pos, role, kind = marks[index]
        closes = role == "either" and (kind == "close" or pos in closing)
        next_close[index] = index if closes else next_close[index + 1]
    pairs: list[list[int | None]] = []
    index = 0
    while index < len(marks):
        pos, role, _ = marks[index]
        close = next_close[index + 1]
        if (role == "open" or pos in opening) and close < len(marks):
            pairs.append([pos, marks[close][0]])
            index = close
        index += 1
    if runs_on and pairs:
        open_at, close_at = pairs[-1]
        firm_after = any(
            p > close_at and r == "either" and k == "close"  # type: ignore[operator]
            for p, r, k in marks
        )
        close_kind = next(k for p, _, k in marks if p == close_at)
        opener = text[int(open_at) + 1]  # type: ignore[arg-type]
        if close_kind == "possessive" and not firm_after and (opener.isupper() or opener.isdigit()):
            pairs.pop()
    return pairs


def _single_left_open(
    text: str, start: int, end: int, taken: list[tuple[int, int]], pairs: list[list[int | None]]
) -> int | None:
    """Return the opening single mark still open at the paragraph's end, or None.

    Only a mark that opens a sentence of speech counts (a capital or a digit follows): one
    before 'em or a lowercase term is no start of a quote that later paragraphs continue.
    """
    after_pairs = int(pairs[-1][1]) + 1 if pairs else start  # type: ignore[arg-type]
    for i in range(after_pairs, end - 1):
        if text[i] not in SINGLE_MARKS or any(a <= i <= b for a, b in taken):
            continue
        nxt = text[i + 1]
        if _single_role(text, i) == "open" and (nxt.isupper() or nxt.isdigit()):
            return i
    return None


def _opens_paragraph_single(text: str, start: int) -> bool:
    """Return whether the paragraph starts with an opening single mark: in the British style
    each paragraph of a quote over several paragraphs opens with one."""
    return text[start] in SINGLE_MARKS and _single_role(text, start) == "open"


def find_quotes(text: str, titled: bool = False) -> list[QuoteSpan]:
    """Return every quotation in ``text`` in order, classified (see ``QuoteSpan.kind``).

    ``titled``: the article has a title of its own, which ingest took out of the text, so
    the text's first line is the story's opening, not its headline.

    Quotes over several paragraphs (an opening mark on each, a closing one only at the end)
    come back as one span. A paragraph whose marks do not balance is repaired locally.
    """
    paras = paragraphs(text)
    raw: list[QuoteSpan] = []
    carry: QuoteSpan | None = None  # a quote still open at the end of the previous paragraph
    single_carry: QuoteSpan | None = None  # the same for a single-quoted quote
    for p_index, (p_start, p_end) in enumerate(paras):
        pairs = _find_in_paragraph_double(text, p_start, p_end)
        if carry is not None:
            first = pairs[0] if pairs else None
            starts_with_open = (
                first is not None
                and first[0] is not None
                and text[p_start : first[0]].strip() == ""
            )
            if starts_with_open:
                assert first is not None
                carry.paragraphs.append(p_index)
                if first[1] is not None:
                    carry.end, carry.close_at = int(first[1]), int(first[1])
                    carry.balanced = True
                    raw.append(carry)
                    carry = None
                else:
                    carry.end = _trim_end(text, p_start, len(first) == 3 and first[2] or p_end)
                pairs = pairs[1:]
            else:
                raw.append(carry)
                carry = None
        taken: list[tuple[int, int]] = []
        for pair in pairs:
            open_at, close_at = pair[0], pair[1]
            if open_at is None:
                q = QuoteSpan(
                    start=_skip_space(text, p_start, p_end),
                    end=int(close_at),  # type: ignore[arg-type]
                    open_at=p_start,
                    close_at=close_at,
                    paragraph=p_index,
                    paragraphs=[p_index],
                    balanced=False,
                )
                raw.append(q)
                taken.append((p_start, int(close_at)))  # type: ignore[arg-type]
                continue
            q = QuoteSpan(
                start=open_at + 1,
                end=0,
                open_at=open_at,
                close_at=close_at,
                paragraph=p_index,
                paragraphs=[p_index],
                mark=text[open_at],
            )
            if close_at is not None:
                q.end = int(close_at)
                raw.append(q)
                taken.append((open_at, int(close_at)))
            elif len(pair) == 3:
                q.end = _trim_end(text, open_at + 1, int(pair[2]))  # type: ignore[arg-type]
                q.balanced = False
                raw.append(q)
                taken.append((open_at, int(pair[2])))  # type: ignore[arg-type]
            else:
                # Open at the end of the paragraph: maybe a multi-paragraph quote.
                q.end = _trim_end(text, open_at + 1, p_end)
                q.balanced = False
                carry = q
                taken.append((open_at, p_end))
        runs_on = p_index + 1 < len(paras) and _opens_paragraph_single(text, paras[p_index + 1][0])
        singles = _find_in_paragraph_single(text, p_start, p_end, taken, runs_on)
        left_open = _single_left_open(text, p_start, p_end, taken, singles)
        if single_carry is not None:
            # Continued like a double-quoted one, but a single-quoted quote that never closes is
            # dropped, as within a paragraph: an open single mark is as often an elision ('em).
            if _opens_paragraph_single(text, p_start):
                single_carry.paragraphs.append(p_index)
                if singles and singles[0][0] == p_start:
                    close_at = int(singles[0][1])  # type: ignore[arg-type]
                    single_carry.end, single_carry.close_at = close_at, close_at
                    single_carry.balanced = True
                    raw.append(single_carry)
                    single_carry = None
                    singles = singles[1:]
                else:
                    single_carry.end = _trim_end(text, p_start, p_end)
                    left_open = None  # the mark left open is the one that continues the quote
            else:
                single_carry = None
        if left_open is not None:
            single_carry = QuoteSpan(
                start=left_open + 1,
                end=_trim_end(text, left_open + 1, p_end),
                open_at=left_open,
                close_at=None,
                paragraph=p_index,
                paragraphs=[p_index],
                mark=text[left_open],
                balanced=False,
            )
        for open_at, close_at in singles:
            raw.append(
                QuoteSpan(
                    start=int(open_at) + 1,  # type: ignore[arg-type]
                    end=int(close_at),  # type: ignore[arg-type]
                    open_at=int(open_at),  # type: ignore[arg-type]
                    close_at=close_at,
                    paragraph=p_index,
                    paragraphs=[p_index],
                    mark=text[int(open_at)],  # type: ignore[arg-type]
                )
            )
    if carry is not None:
        raw.append(carry)
    quotes = [q for q in sorted(raw, key=lambda q: (q.start, -q.end)) if q.end > q.start]
    quotes = _outermost([q for q in quotes if text[q.start : q.end].strip()])
    for q in quotes:
        # Guillemets are set off by spaces (« Non »); the quote is the words, not the spaces.
        q.start = _skip_space(text, q.start, q.end)
        q.end = _trim_end(text, q.start, q.end)
    _classify(text, paras, quotes, titled)
    return quotes


def _outermost(quotes: list[QuoteSpan]) -> list[QuoteSpan]:
    """Return the quotes not inside another one: "no way" inside 'The referee told me "no
    way"' is part of that speaker's words, not a quote of its own. Sorted by start."""
    kept: list[QuoteSpan] = []
    reach = -1
    for q in quotes:
        if q.end <= reach:
            continue
        kept.append(q)
        reach = q.end
    return kept


def _skip_space(text: str, start: int, end: int) -> int:
    while start < end and text[start].isspace():
        start += 1
    return start


def _trim_end(text: str, start: int, end: int) -> int:
    while end > start and text[end - 1].isspace():
        end -= 1
    return end


def is_title_line(text: str, paras: list[tuple[int, int]], index: int) -> bool:
    """Return whether paragraph ``index`` reads as the text's headline: the first paragraph, one
    line of at most HEADLINE_MAX_WORDS words, with body paragraphs after it. Callers whose
    article has a title of its own (see :func:`has_own_title`) have no headline in the text.

    A full stop does not rule a line out: on PolNeAR dev that cost 4 headline repeats."""
    if index != 0 or len(paras) < 2:
        return False
    line = text[paras[0][0] : paras[0][1]]
    return "\n" not in line and len(WORD_RE.findall(line)) <= HEADLINE_MAX_WORDS


def has_own_title(doc: Doc) -> bool:
    """Return whether ``doc``'s article came with a title (front matter, HTML, a feed, a
    record's field): ingest then took it out of the text.

    A plain text's headline line is its title but stays in the text
    (:func:`nlp.ingest.text.headline_line`): that line is still the text's own headline."""
    if not doc._.title:
        return False
    text = doc.text.lstrip()
    end = text.find("\n")
    return text[: end if end >= 0 else len(text)].strip() != doc._.title.strip()


# A dash and a name that end the paragraph or run into a description sign a short quote:
# "'It is a shambles' - Baxter", '"Never a penalty" — Ana Silva, Harbourside manager'.
SIGNATURE_AFTER_RE = re.compile(
    r"^[—–-]{1,2}[ \t]*[A-Z][\w'’.-]*(?:[ \t]+[A-Z][\w'’.-]*){0,3}[ \t]*(?:,|$)"
)


# What a sentence before a quote ends with: a full stop, a mark or a closing double quote.
SENTENCE_END_CHARS = (".", "!", "?", "…", '"', "”")
SENTENCE_CLOSING_CHARS = ".!?…"  # what ends a sentence
STOPPED_SENTENCE_MIN_WORDS = 3  # "Spursy". and "Bottle jobs". are terms, however attributed
# A sentence that attributes the quoted sentence before it: a speech verb ("Carragher said.",
# "So said Neville") or "the words/verdict/view of" someone, before its own end.
SPEECH_AFTER_STOP_RE = re.compile(
    r"[^.!?…\n]*?\b(?:said|says|added|adds|insisted|insists|told|tells|admitted|admits"
    r"|explained|replied|continued|argued|claimed|declared|stated|(?:words|verdict|view"
    r"|assessment|thoughts|opinion) of)\b",
    re.IGNORECASE,
)


def _title_like(inner: str) -> bool:
    """Return whether a quoted phrase reads as a title: two or more words, the first and
    every word outside :data:`TITLE_SMALL_WORDS` capitalised ("State of the Union.")."""
    words = re.findall(r"[^\W\d_][\w'’-]*", inner)
    return (
        len(words) >= 2
        and words[0][0].isupper()
        and all(w[0].isupper() or w in TITLE_SMALL_WORDS for w in words[1:])
    )


def _reported_clause(before: str) -> bool:
    """True when the text before a fragment ends a reported clause's verb phrase ("said the
    dressing room was", "insists his side are", "and that") whose speech verb stands earlier
    in the same sentence and clause (:data:`CLAUSE_TURN_RE`), within REPORTED_CLAUSE_WINDOW
    words, perhaps with up to REPORTED_CLAUSE_ADVERBS degree words between ("were simply"):
    the fragment is the speaker's words. A scare quote modifies a noun ('the so-called "deep
    state"', 'the "rigged" system'), so it does not follow one of these words."""
    sentence = re.split(r"[.!?…][\"”’']?\s", before[-CUE_WINDOW_CHARS * 2 :])[-1]
    sentence = CLAUSE_TURN_RE.split(sentence)[-1]
    words = [w.lower() for w in CUE_WORD_RE.findall(sentence)][-REPORTED_CLAUSE_WINDOW:]
    for _ in range(REPORTED_CLAUSE_ADVERBS):
        if words and words[-1] in CLAUSE_ADVERBS:
            words = words[:-1]
    if len(words) < 2 or words[-1] not in REPORTED_CLAUSE_ENDS:
        return False
    # "the referees, who had been "on the spot"": the writer's relative clause, unless its own
    # verb is the speech ("Maddox, who said ... that the review was "...""): look for the
    # speech word only after the last relative pronoun
    relative = [i for i, w in enumerate(words[:-1]) if w in RELATIVE_PRONOUNS]
    if relative:
        words = words[relative[-1] + 1 :]
    return any(
        w in FRAGMENT_CUES
        and (i == 0 or words[i - 1] not in NOT_SPEECH_BEFORE)
        # "according to" is speech; "said to be", "called up" are not
        and (w == "according" or i + 1 >= len(words) or words[i + 1] not in NOT_SPEECH_AFTER)
        for i, w in enumerate(words[:-1])
    )


def _fragment_kind(text: str, p_start: int, p_end: int, q: QuoteSpan) -> str:
    """Return "scare" for a short unpunctuated quote that nothing introduces as speech,
    else "speech"."""
    inner = text[q.start : q.end].strip()
    if len(q.words(text)) > SCARE_MAX_WORDS:
        return "speech"
    before = text[p_start : q.open_at].rstrip()
    # A title sits inside a sentence of prose ('on "Face the Nation," ...'); a capitalised
    # quote that opens its sentence ('"Get In There!" Reid shouted') is said, as any quote
    # with its punctuation inside is.
    opens_sentence = not before or before.endswith(SENTENCE_END_CHARS)
    if inner.endswith(tuple(TERMINAL_PUNCT)) and (opens_sentence or not _title_like(inner)):
        return "speech"
    after = text[(q.close_at or q.end) + 1 : p_end].lstrip()
    if (
        opens_sentence
        and len(q.words(text)) >= STOPPED_SENTENCE_MIN_WORDS
        and after[:1] in SENTENCE_CLOSING_CHARS
        and SPEECH_AFTER_STOP_RE.match(after[1:])
    ):
        # '"The lines were fine". Carragher said.': a whole sentence in marks, its full stop
        # outside them as British style puts it, is said when the next sentence says who
        # said it; '"Spursy". The word has stuck.' is a term
        return "speech"
    introduced = before.endswith(":") or before.endswith(",") and not before[:-1].strip()
    window = CUE_WORD_RE.findall(before[-CUE_WINDOW_CHARS:])[-FRAGMENT_CUE_WINDOW:]
    if AS_AFTER_RE.match(after) and any(w.lower() in DESCRIBED_AS_CUES for w in window):
        # 'described the "VAR room" as a place where goals go to die': the thing described,
        # a term in marks; the words after "as" are the description
        return "scare"
    cued = any(w.lower() in FRAGMENT_CUES for w in window) or (
        not _title_like(inner) and _reported_clause(before)
    )
    followed_by_cue = bool(
        re.match(r"^[,—–-]?\s*(said|says|he|she|they|added)\b", after)
        or SIGNATURE_AFTER_RE.match(after)
    )
    return "speech" if introduced or cued or followed_by_cue else "scare"


def _classify(
    text: str, paras: list[tuple[int, int]], quotes: list[QuoteSpan], titled: bool = False
) -> None:
    """Mark headline and scare quotes; link each headline to the body quote it repeats.

    A headline is a quote line on its own, or a quoted fragment inside the title line
    ("Hart calls officials 'cowards'"). Either one that repeats no body quote keeps the
    kind it has as a quote of its own.
    """
    fallback: dict[int, str] = {}  # what each headline candidate is if it repeats nothing
    for index, q in enumerate(quotes):
        p_start, p_end = paras[q.paragraph]
        inner = text[q.start : q.end].strip()
        outside = (text[p_start : q.open_at] + text[(q.close_at or q.end) + 1 : p_end]).strip()
        kind = _fragment_kind(text, p_start, p_end, q)
        if (
            len(q.paragraphs) == 1
            and (not outside or not titled and is_title_line(text, paras, q.paragraph))
            and len(q.words(text)) <= HEADLINE_MAX_WORDS
            and (q.mark in "'‘" or not inner.endswith(tuple(TERMINAL_PUNCT)))
        ):
            q.kind = "headline"
            # A quote line that repeats nothing is speech in its own right.
            fallback[index] = "speech" if not outside else kind
        else:
            q.kind = kind
    body = [i for i, q in enumerate(quotes) if q.kind == "speech"]
    for index, q in enumerate(quotes):
        if q.kind != "headline":
            continue
        words = set(q.words(text))
        best, best_overlap = None, 0.0
        for i in body:
            overlap = len(words & set(quotes[i].words(text))) / max(len(words), 1)
            if overlap > best_overlap:
                best, best_overlap = i, overlap
        if best is not None and best_overlap >= HEADLINE_LINK_OVERLAP:
            q.repeats = best
        else:
            q.kind = fallback[index]
    _mark_pull_quotes(text, paras, quotes)


def _contains_run(words: list[str], run: list[str]) -> bool:
    """True when ``run`` occurs in ``words`` as consecutive words."""
    n = len(run)
    return any(words[i : i + n] == run for i in range(len(words) - n + 1))


def _mark_pull_quotes(text: str, paras: list[tuple[int, int]], quotes: list[QuoteSpan]) -> None:
    """Mark as a repeat (kind "headline") each quote alone in its paragraph that repeats,
    word for word, a speech quote with words of its own around it, or a run of that quote's
    words (see PULL_QUOTE_MIN_WORDS)."""

    def alone(q: QuoteSpan) -> bool:
        p_start, p_end = paras[q.paragraph]
        outside = text[p_start : q.open_at] + text[(q.close_at or q.end) + 1 : p_end]
        return len(q.paragraphs) == 1 and not outside.strip()

    speech = [i for i, q in enumerate(quotes) if q.kind == "speech"]
    for index in speech:
        q = quotes[index]
        words = q.words(text)
        if len(words) < PULL_QUOTE_MIN_WORDS or not alone(q):
            continue
        # the whole of a quote, or a run of its words ("I do not understand what the
        # threshold is" set beside the text from a longer answer)
        original = next(
            (
                i
                for i in speech
                if i != index
                and not alone(quotes[i])
                and _contains_run(quotes[i].words(text), words)
            ),
            None,
        )
        if original is not None:
            q.kind = "headline"
            q.repeats = original


def speech_quotes(text: str, titled: bool = False) -> list[QuoteSpan]:
    """Return only the quotes that are somebody's speech (headline repeats and scare quotes
    dropped); ``titled`` as in :func:`find_quotes`."""
    return [q for q in find_quotes(text, titled) if q.kind == "speech"]


# -- spaCy component ---------------------------------------------------------------------
@Language.factory(
    "varometer_quotes",
    requires=["doc._.title"],  # a title of its own makes the text's first line no headline
    assigns=["doc._.quote_spans", "doc._.quotes", "span._.quote_info"],
)
def make_quote_finder(nlp: Language, name: str) -> QuoteFinder:
    return QuoteFinder()


class QuoteFinder:
    """Sets ``doc._.quote_spans`` (all QuoteSpan records) and ``doc._.quotes`` (speech Spans).

    Each speech Span covers the quoted words; ``span._.quote_info`` holds its QuoteSpan.
    """

    def __call__(self, doc: Doc) -> Doc:
        set_quotes(doc, find_quotes(doc.text, has_own_title(doc)))
        return doc


def set_quotes(doc: Doc, found: list[QuoteSpan]) -> None:
    """Set ``doc._.quote_spans`` to ``found`` and ``doc._.quotes`` to a Span per speech quote."""
    doc._.quote_spans = found
    spans = []
    for q in found:
        if q.kind != "speech":
            continue
        span = doc.char_span(q.start, q.end, alignment_mode="expand")
        if span is None:
            continue
        span._.quote_info = q
        spans.append(span)
    doc._.quotes = spans
