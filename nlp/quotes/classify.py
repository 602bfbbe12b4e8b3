"""What each quote is: speech, a headline (or pull quote) that repeats a body quote, or
scare quotes around a term that nobody said.

Decided from the quote's words and the prose around it, after all quotes are found,
because a headline is known only by the body quote it repeats.
"""

from __future__ import annotations

import re

from nlp.quotes.cue_words import (
    AS_AFTER_RE,
    CLAUSE_ADVERBS,
    CLAUSE_TURN_RE,
    CUE_WINDOW_CHARS,
    CUE_WORD_RE,
    DESCRIBED_AS_CUES,
    FRAGMENT_CUE_WINDOW,
    FRAGMENT_CUES,
    NOT_SPEECH_AFTER,
    NOT_SPEECH_BEFORE,
    RELATIVE_PRONOUNS,
    REPORTED_CLAUSE_ADVERBS,
    REPORTED_CLAUSE_ENDS,
    REPORTED_CLAUSE_WINDOW,
    TITLE_SMALL_WORDS,
    WORD_RE,
)
from nlp.quotes.marks import TERMINAL_PUNCT
from nlp.quotes.span import QuoteSpan

HEADLINE_MAX_WORDS = 25  # a whole-paragraph quote longer than this is body text, not a headline
HEADLINE_LINK_OVERLAP = 0.5  # share of the headline's words found in the body quote it repeats
# A pull quote: a paragraph that is nothing but a quote, word for word a quote the article
# attributes elsewhere (web pages set one in large type beside the text). It is that quote
# shown twice, not speech again; shorter quotes ("No.") may truly be said twice.
PULL_QUOTE_MIN_WORDS = 4
SCARE_MAX_WORDS = 5  # short, unpunctuated quoted phrases inside prose are terms, not speech


def is_title_line(text: str, paras: list[tuple[int, int]], index: int) -> bool:
    """Return whether paragraph ``index`` reads as the text's headline: the first paragraph, one
    line of at most HEADLINE_MAX_WORDS words, with body paragraphs after it. Callers whose
    article has a title of its own (see :func:`has_own_title`) have no headline in the text.

    A full stop does not rule a line out: on PolNeAR dev that cost 4 headline repeats."""
    if index != 0 or len(paras) < 2:
        return False
    line = text[paras[0][0] : paras[0][1]]
    return "\n" not in line and len(WORD_RE.findall(line)) <= HEADLINE_MAX_WORDS


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
