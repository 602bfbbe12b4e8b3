"""Incident types: what kind of VAR decision a sentence reports, and whether it reports
one that was made or only one that might have been ("if VAR had given a penalty").

The patterns are the documentation of each type, so they sit together, with the few
functions that read a sentence with them and the rule for which types can be one decision.
"""

from __future__ import annotations

import re

#: Short codes of incident types, with the words a report uses for them.
INCIDENT_TYPES: dict[str, str] = {
    "mistaken-identity": "mistaken identity corrected",
    "red-card": "red card upgraded after review",
    "penalty-overturned": "penalty overturned after review",
    "penalty": "penalty given after review",
    "handball": "goal ruled out for handball",
    "offside": "goal ruled out for offside",
    "goal-stands": "goal allowed after check",
    "long-check": "long check / delay",
    "goal-ruled-out": "goal ruled out after review",
}
#: When one incident's sentences match several types, the first here names it: a specific
#: outcome beats the delay it came with, and "ruled out" alone is the weakest evidence.
TYPE_PRIORITY: tuple[str, ...] = tuple(INCIDENT_TYPES)

_RULED_OUT = (
    r"(?:ruled out|disallowed|chalked off|struck off|wiped out|cancelled out|taken away|"
    r"took away|overruled|denied|scrubbed)"
)
_REVIEW = r"(?:review|monitor|screen|\bvar\b|video assistant|video review|pitchside)"
_NUM = r"(?:\d+|two|three|four|five|six|seven|eight|ten)"
_PENALTY = r"(?:penalty|spot[- ]kick|pointed to the spot|\bpen\b)"

#: Regexes (case-insensitive, matched per sentence) that mark a sentence as a mention of a
#: VAR decision of that type. Keep each one readable: they are the documentation of a type.
TYPE_PATTERNS: dict[str, tuple[str, ...]] = {
    "mistaken-identity": (
        r"mistaken identity",
        r"wrong (?:twin|brother)\b",
        r"(?:sent off|shown|showed|booked|red card)[^.]{0,60}\bwrong (?:man|player)\b",
        r"\bwrong (?:man|player)\b[^.]{0,60}(?:sent off|shown|booked|red card)",
        r"twins?(?:’|')? mix-up",
        r"(?:switched|moved|transferred) to (?:his )?(?:twin|brother)",
        r"sent off in error",
    ),
    "red-card": (
        r"upgraded(?: \w+){0,4} to (?:a )?red",
        r"(?:yellow|booking|card)[^.]{0,60}\bupgraded",
        r"red card[^.]{0,40}upgraded",
        r"yellow[^.]{0,60}\b(?:into|to) (?:a )?red\b",
        rf"{_REVIEW}[^.]{{0,140}}\b(?:showed|shown|showing)\b(?: \w+){{0,3}} red\b",
        rf"{_REVIEW}[^.]{{0,80}}\bsent off\b",
        rf"\bred card\b[^.]{{0,80}}{_REVIEW}",
        rf"{_REVIEW}[^.]{{0,60}}\bred card\b",
    ),
    "penalty-overturned": (
        rf"{_PENALTY}[^.]{{0,100}}\b(?:overturned|rescinded|reversed|taken away|cancelled)",
        r"(?:overturned|reversed|rescinded|cancelled)(?: \w+){0,3} (?:penalty|spot[- ]kick|decision)",
        r"booked (?:\w+ ){0,3}for (?:diving|simulation)",
    ),
    "penalty": (
        rf"{_PENALTY}[^.]{{0,140}}{_REVIEW}",
        rf"{_REVIEW}[^.]{{0,140}}{_PENALTY}",
    ),
    "handball": (
        rf"{_RULED_OUT}[^.]{{0,100}}hand ?ball",
        rf"hand ?ball[^.]{{0,100}}{_RULED_OUT}",
        r"(?:struck|hit|brushed) (?:\w+ ){0,3}(?:arm|hand)\b",
    ),
    "offside": (
        rf"{_RULED_OUT}[^.]{{0,100}}\b(?:offside|onside)",
        rf"\b(?:offside|onside)\b[^.]{{0,100}}{_RULED_OUT}",
        r"\b(?:armpit|tight) offside",
        r"(?:line|lines) (?:was |were )?drawn from the (?:wrong|incorrect)",
        r"\b(?:line|lines)\b[^.]{0,40}\b(?:wrong|incorrect) (?:player|defender|man)\b",
        r"\b(?:wrong|incorrect) (?:player|defender|man)\b[^.]{0,40}\b(?:line|lines|offside)\b",
        r"offside line",
    ),
    "goal-stands": (
        r"(?:survived|survives|surviving|survive)(?: \w+){0,4} (?:check|review|lines)",
        r"(?:goal|equaliser|winner|header|strike)[^.]{0,60}\b(?:stood|stands|allowed to stand)\b",
        r"check[^.]{0,80}\bgoal (?:stood|stands|was given)",
    ),
    "long-check": (
        rf"\b{_NUM}-minute (?:check|review|delay|wait|offside check)",
        rf"check (?:lasting|of|that lasted|that took) (?:almost |around |more than |over |a little over |nearly )?{_NUM} minutes",
        r"(?:marathon|lengthy|long) (?:offside )?(?:check|review|delay)",
        rf"(?:spent|took) (?:more than |almost |around |nearly )?{_NUM} minutes (?:examining|looking|checking|to )",
        r"\blasted\b[^.]{0,40}\b(?:three|four|five|six|seven|[3-9]) minutes",
        r"\b(?:three|four|five|six|seven|[3-9]) minutes (?:it took|for a decision|of nothing|to (?:decide|rule|reach|make|find))",
    ),
    "goal-ruled-out": (
        rf"(?:goal|equaliser|winner|header|leveller)[^.]{{0,80}}\b{_RULED_OUT}",
        rf"{_RULED_OUT}[^.]{{0,40}}\b(?:goal|equaliser|winner|leveller)",
    ),
}
#: A sentence that names none of the types but one of these is still a decision; its type is
#: then read from the sentences either side ("He showed a yellow. The VAR sent him to the
#: monitor.").
DECISION_RE = re.compile(
    r"\b(?:review|reviewed|monitor|video assistant|VAR|check|checked|overturned|ruled out|"
    r"disallowed|chalked off)\b",
    re.IGNORECASE,
)
#: A clause in the conditional mood names a decision that was not made ("If VAR had given a
#: penalty, I would have ..."; "the goal should have stood"): an "if"/"unless" clause (not the
#: comparative "as if") or a modal perfect ("would have", "could've"). Its type words say
#: nothing of the decision that was made, so they count only when no clause states one as
#: fact. "Should not have" is left out: "should not have stood" says the goal did stand.
HYPOTHETICAL_RE = re.compile(
    r"(?<!\bas )\b(?:if|unless|imagine)\b|"
    r"\b(?:would|could|might|must)(?:n['’]t| not)? have\b|\bshould have\b|"
    r"\b(?:would|could|should|might)['’]ve\b|\b\w+['’]d have\b",
    re.IGNORECASE,
)
#: A sentence that opens with an inverted conditional: "Had the VAR looked again, ...".
INVERTED_CONDITIONAL_RE = re.compile(r"^\W*had\b", re.IGNORECASE)
#: Where a sentence splits into clauses for :data:`HYPOTHETICAL_RE`.
_CLAUSE_SPLIT = re.compile(r"[,;:–—()\n]|\s(?=(?:and|but|because|so|though|although)\s)")
_TYPE_RES: dict[str, tuple[re.Pattern[str], ...]] = {
    kind: tuple(re.compile(p, re.IGNORECASE) for p in pats) for kind, pats in TYPE_PATTERNS.items()
}
#: Types that can describe the same decision. Anything is compatible with itself, with a
#: long check (a delay is a property of the decision, not a decision) and with a bare
#: "goal ruled out"; a handball can be the reason for a penalty.
COMPATIBLE: frozenset[frozenset[str]] = frozenset(
    {
        frozenset({"penalty", "handball"}),
        frozenset({"offside", "goal-ruled-out"}),
        frozenset({"handball", "goal-ruled-out"}),
        frozenset({"goal-stands", "offside"}),
        frozenset({"penalty", "penalty-overturned"}),
    }
)
_WILDCARD_TYPES = frozenset({"long-check", "goal-ruled-out"})


def incident_kinds(sentence: str) -> tuple[str, ...]:
    """Return the incident type codes whose patterns match ``sentence`` (priority order)."""
    kinds = [k for k, res in _TYPE_RES.items() if any(r.search(sentence) for r in res)]
    # "penalty ... overturned" also matches the plain penalty pattern; the overturn is the news.
    if "penalty-overturned" in kinds and "penalty" in kinds:
        kinds.remove("penalty")
    return tuple(kinds)


def _clauses(sentence: str) -> tuple[str, str]:
    """Return ``sentence`` split into its factual and its conditional clauses (see
    :data:`HYPOTHETICAL_RE`), each part joined in order."""
    pieces, pos = [], 0
    for m in _CLAUSE_SPLIT.finditer(sentence):
        pieces.append(sentence[pos : m.end()])
        pos = m.end()
    pieces.append(sentence[pos:])
    conditional = [i == 0 and bool(INVERTED_CONDITIONAL_RE.match(p)) for i, p in enumerate(pieces)]
    conditional = [
        c or bool(HYPOTHETICAL_RE.search(p)) for c, p in zip(conditional, pieces, strict=True)
    ]
    return (
        "".join(p for p, c in zip(pieces, conditional, strict=True) if not c),
        "".join(p for p, c in zip(pieces, conditional, strict=True) if c),
    )


def factual(sentence: str) -> str:
    """Return ``sentence`` without its conditional clauses (see :data:`HYPOTHETICAL_RE`)."""
    return _clauses(sentence)[0]


def stated_kinds(sentence: str) -> tuple[tuple[str, ...], bool]:
    """Return the sentence's incident types and whether they are only hypothetical.

    The types its factual clauses name (:func:`factual`); when only a conditional clause names
    one ("if VAR had given a penalty ..."), those types, flagged True.
    """
    stated, conditional = _clauses(sentence)
    kinds = incident_kinds(stated)
    if kinds:
        return kinds, False
    kinds = incident_kinds(sentence)
    # A type whose pattern needs a factual clause as well ("The VAR must have checked, and the
    # penalty was given": the review in the condition, the decision stated) is stated: only
    # the types the conditional clauses name by themselves are hypothetical.
    conditional_kinds = set(incident_kinds(conditional))
    return kinds, bool(kinds) and all(k in conditional_kinds for k in kinds)


def compatible(a: str | None, b: str | None) -> bool:
    """Return True when incident types ``a`` and ``b`` can describe one decision."""
    if a is None or b is None or a == b:
        return True
    if a in _WILDCARD_TYPES or b in _WILDCARD_TYPES:
        return True
    return frozenset({a, b}) in COMPATIBLE
