"""The attribution sieve: the rules that give a quote its speaker, in the order they are tried.

Each rule looks at one quote and either decides it (returns an :class:`Attribution`, with a
speaker or, when the rule is sure the quote is someone's it cannot name, without one) or
passes (returns None), and the next rule is tried. The first rule that decides wins, so a
rule sits before every rule it must beat. :data:`RULES` below reads top to bottom as that
order:

1. ``reported.according-to`` -- reported speech: "According to Conte, the decision ..."
2. ``reported.possessor`` -- reported speech: "his view that ...", "Conte's claim that ..."
3. ``reported.subject`` -- reported speech: the reporting verb's subject ("Conte said the
    decision ...", "he admitted ...", "the Spurs boss insisted ...")
4. ``turn.interview`` -- an interview's answer is its label's person, or the interviewee
5. ``dash.signature`` -- "'...' - Baxter": a dash after the quote, then a name
6. ``cataphoric.after`` -- "'...' Those were the words of X"
7. ``cataphoric.next-paragraph`` -- the same sentence opening the next paragraph
8. ``cue.verb`` -- a cue verb next to the quote ("said X", "X told ...:", "he added")
9. ``according-to`` -- "according to X" in the quote's sentence
10. ``chant.crowd`` -- "the fans sang '...'": an unnamed supporter
11. ``verbless.tail`` -- "'...,' Tottenham defender Matt Doherty to BT Sport."
12. ``colon.subject`` -- "he was candid enough: '...'": the subject before the colon
13. ``colon.label`` -- 'Hart: "..."': a line's "NAME:" label
14. ``colon.named`` -- a person named before the colon, else an organisation
15. ``colon.surname`` -- a capitalised word before the colon that is a person's surname
16. ``colon.shouted`` -- a transcript's label in capitals naming no one in the article
    ("MARCOTTI:"): that surname, the world register's person of the day
17. ``signature.line`` -- a paragraph of its own under the quote, "— Eddie Howe"
18. ``answer.asked`` -- after an unnamed reporter's question, the answer of the person it
    names as asked, else of the last named speaker before it
19. ``continuation`` -- a quote going on from the previous one keeps its speaker
20. ``context.previous-sentence`` -- the person the sentence before the quote is about
21. ``context.previous-description`` -- "The Leeds manager was clearly angry. '...'": whom
    it fits, else no one but the description's post
22. ``none`` -- nobody: the quote stays unattributed

The ``reported.*`` rules come first: they decide every piece of reported speech
(:mod:`nlp.reported`, whose source the parse fixed, so no rule after them may name another)
and pass every direct quote, so the direct quotes meet the rules below exactly as before.
Reported speech reaches the sieve only when it is asked for (``analyse --reported``).

Every rule finds a *mention* (the words that name the speaker: "he", "the Spurs boss",
"Conte") through the finders of :mod:`nlp.speakers` (``cues``, ``signatures``, ``turns``,
``context``), and the resolve layer (:mod:`nlp.speakers.resolve`) turns it into a canonical
person or organisation; the attribution records both the rule (``rule``) and how the
mention was resolved (``resolver``: ``name``, ``surname``, ``register``, ``pronoun``,
``description``..., see :func:`nlp.speakers.mentions.mention_resolver`). Each rule carries
examples that ``tests/test_sieve.py`` runs end to end through the pipeline.

The package, this order apart (each module imports only those before it):

``context``   QuoteContext: the quote and the stretches of text around it a rule reads
``rules``     each rule's body: what it looks for, in the order above
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

from nlp.config import ANONYMOUS_SPEAKER
from nlp.sieve.context import QuoteContext
from nlp.sieve.rules import (
    according_to,
    answer_to_question,
    cataphoric_after,
    cataphoric_next_paragraph,
    chant_crowd,
    colon_label,
    colon_named,
    colon_shouted,
    colon_subject,
    colon_surname,
    continuation,
    cue_verb,
    dash_signature,
    nobody,
    previous_description,
    previous_sentence,
    reported_according_to,
    reported_possessor,
    reported_subject,
    signature_line,
    turn_interview,
    verbless_tail,
)
from nlp.speakers.mentions import Attribution

__all__ = ["RULES", "Example", "QuoteContext", "Rule", "attribute"]


class Example(NamedTuple):
    """A text, words from one of its quotes, and who the rule says spoke them."""

    text: str
    quote: str
    speaker: str | None


RuleFunction = Callable[[QuoteContext], Attribution | None]


@dataclass(frozen=True)
class Rule:
    """One named step of the sieve."""

    id: str
    find: RuleFunction
    examples: tuple[Example, ...]

    @property
    def doc(self) -> str:
        """The rule's one-line description: its function's docstring."""
        return (self.find.__doc__ or "").strip()


# -- the rules, in the order they are tried ---------------------------------------------------

RULES: list[Rule] = [
    Rule(
        "reported.according-to",
        reported_according_to,
        (
            Example(
                "Newcastle lost 1-0 at home.\n\nAccording to Eddie Howe, the officials had "
                "misread the replay in the build-up to the goal.",
                "officials had misread",
                "Eddie Howe",
            ),
        ),
    ),
    Rule(
        "reported.possessor",
        reported_possessor,
        (
            Example(
                "Mikel Arteta spoke after the draw.\n\nHis view that the review system had let "
                "his players down was clear to everyone.",
                "review system had let",
                "Mikel Arteta",
            ),
        ),
    ),
    Rule(
        "reported.subject",
        reported_subject,
        (
            Example(
                "Mikel Arteta said the decision had cost his side the game.",
                "decision had cost",
                "Mikel Arteta",
            ),
            Example(
                "Eddie Howe was calm after the defeat.\n\nHe admitted that the officials had "
                "probably got the big calls right.",
                "officials had probably",
                "Eddie Howe",
            ),
            Example(
                "Eddie Howe was furious at full time.\n\nVAR had ruined the afternoon for "
                "everyone, the Newcastle boss insisted.",
                "VAR had ruined",
                "Eddie Howe",
            ),
            Example(  # a survey's share speaks for the supporters surveyed
                "Newcastle supporters were surveyed in May.\n\nOf the 900 members who "
                "replied, 64 per cent said the reviews had made matchdays worse.",
                "reviews had made matchdays",
                "unnamed fan",
            ),
        ),
    ),
    Rule(
        "turn.interview",
        turn_interview,
        (
            Example(
                "Ana Silva Q&A\n\nThe Harbourside manager Ana Silva spoke to Seaside Radio.\n\n"
                "Q: What did you make of the penalty?\n\n"
                "A: I thought the VAR check was quick and fair."
                "\n\nQ: Is Tom Baxter fit?\n\nA: He trained this morning, so we will see.\n",
                "VAR check was quick",
                "Ana Silva",
            ),
            Example(
                "Ravensmoor manager Lee Hart faced the media on Friday.\n\n"
                "Reporter: Have you spoken to the referees?\n\n"
                "HART: I have written to them. The VAR took four minutes and still got it wrong.\n",
                "I have written",
                "Lee Hart",
            ),
        ),
    ),
    Rule(
        "dash.signature",
        dash_signature,
        (
            Example(
                "Newcastle drew at home.\n\n"
                '"VAR made a mess of that and everyone saw it." - Eddie Howe',
                "VAR made a mess",
                "Eddie Howe",
            ),
        ),
    ),
    Rule(
        "cataphoric.after",
        cataphoric_after,
        (
            Example(
                '"VAR is killing the game." Those were the words of Gary Neville on Sunday.',
                "VAR is killing",
                "Gary Neville",
            ),
        ),
    ),
    Rule(
        "cataphoric.next-paragraph",
        cataphoric_next_paragraph,
        (
            Example(
                '"VAR is killing the game."\n\nThose were the words of Gary Neville on Sunday.',
                "VAR is killing",
                "Gary Neville",
            ),
        ),
    ),
    Rule(
        "cue.verb",
        cue_verb,
        (
            Example(
                '"It was a clear penalty," said Mikel Arteta.', "clear penalty", "Mikel Arteta"
            ),
            Example(
                'Mikel Arteta was furious. "It was a clear penalty," he said.',
                "clear penalty",
                "Mikel Arteta",
            ),
            # a participle's speaker is its reporting verb's subject, whatever it hangs on
            Example(
                "Real Madrid beat Almer\u00eda.\n\nLaLiga president Javier Tebas said the league "
                "would study the incidents with the referees\u2019 committee, adding that the "
                "review process \u201chas to be explained better to supporters, so that nobody is "
                "left with doubts\u201d.",
                "has to be explained",
                "Javier Tebas",
            ),
        ),
    ),
    Rule(
        "according-to",
        according_to,
        (
            Example(
                'The tackle was "a clear red card and the VAR should have seen it", according to '
                "Gary Neville.",
                "a clear red card",
                "Gary Neville",
            ),
        ),
    ),
    Rule(
        "chant.crowd",
        chant_crowd,
        (
            Example(
                "The Chelsea fans sang \"you don't know what you're doing\" at the referee.",
                "you don't know",
                ANONYMOUS_SPEAKER,
            ),
        ),
    ),
    Rule(
        "verbless.tail",
        verbless_tail,
        (
            Example(
                '"We were robbed by VAR today," Tottenham defender Matt Doherty to BT Sport.',
                "We were robbed",
                "Matt Doherty",
            ),
        ),
    ),
    Rule(
        "colon.subject",
        colon_subject,
        (
            Example(
                "Graham Potter was at the game.\n\nOn the handball, he was blunt: "
                '"I have no idea how a player is meant to jump with his arms by his side."',
                "I have no idea",
                "Graham Potter",
            ),
            Example(
                "Outside the stadium, one England supporter summed up the mood: "
                '"It is early days, but you can see what he wants from them."',
                "It is early days",
                ANONYMOUS_SPEAKER,
            ),
            Example(
                "Graham Potter was at the game.\n\nOn the goal Villa had disallowed, he was "
                'philosophical: "If it is offside by a toe, it is offside. That is the game now."',
                "offside by a toe",
                "Graham Potter",
            ),
            Example(
                'Gary Neville, now a pundit on Sky Sports, was scathing: "VAR is a shambles."',
                "VAR is a shambles",
                "Gary Neville",
            ),
        ),
    ),
    Rule(
        "colon.label",
        colon_label,
        (
            Example(
                'Lee Hart was at the game.\n\nHart: "They said there was no chance."',
                "no chance",
                "Lee Hart",
            ),
        ),
    ),
    Rule(
        "colon.named",
        colon_named,
        (
            Example(
                "Kasper Brandt spoke after the game.\n\n18:52 - Brandt on the delay: "
                '"It is too slow and everyone can see it."',
                "too slow",
                "Kasper Brandt",
            ),
        ),
    ),
    Rule(
        "colon.surname",
        colon_surname,
        (
            Example(
                "Kasper Brandt spoke after the game.\n\n18:52 - BRANDT ON VAR: "
                '"It is too slow and everyone can see it."',
                "too slow",
                "Kasper Brandt",
            ),
        ),
    ),
    Rule(
        "colon.shouted",
        colon_shouted,
        (
            Example(
                "Liverpool drew 1-1 with Everton after a long VAR check on Saturday.\n\n"
                'CARRAGHER: "That check took far too long for a decision that simple."',
                "far too long",
                "Jamie Carragher",
            ),
        ),
    ),
    Rule(
        "signature.line",
        signature_line,
        (
            Example(
                "Newcastle drew at home.\n\n"
                '"VAR made a mess of that and everyone in the ground saw it."\n\n— Eddie Howe',
                "VAR made a mess",
                "Eddie Howe",
            ),
        ),
    ),
    Rule(
        "answer.asked",
        answer_to_question,
        (
            Example(
                'Mikel Arteta was unhappy. "It was a penalty," Arteta said.\n\n'
                'A reporter asked him: "Is VAR working?"\n\n"Ask the referees, not me."',
                "Ask the referees",
                "Mikel Arteta",
            ),
        ),
    ),
    Rule(
        "continuation",
        continuation,
        (
            Example(
                'Mikel Arteta said: "It was a penalty."\n\n"VAR should have given it."',
                "VAR should have",
                "Mikel Arteta",
            ),
            # a description no one holds in an undated text goes on as the description
            # (the roles pass gives its post; dated, the world register's holder)
            Example(
                'Leeds lost 1-0 at home.\n\n"VAR has cost us," the Leeds manager said.'
                '\n\n"We deserved a point."',
                "We deserved a point",
                None,
            ),
        ),
    ),
    Rule(
        "context.previous-sentence",
        previous_sentence,
        (
            Example(
                'Mikel Arteta was not happy with the officials.\n\n"VAR got it wrong."',
                "VAR got it wrong",
                "Mikel Arteta",
            ),
        ),
    ),
    Rule(
        "context.previous-description",
        previous_description,
        (
            Example(
                "Leeds lost 1-0 at home.\n\n"
                'The Leeds manager was clearly angry. "VAR has cost us."',
                "VAR has cost us",
                None,
            ),
        ),
    ),
    Rule("none", nobody, (Example('"VAR got it wrong."', "VAR got it wrong", None),)),
]


# -- running the sieve --------------------------------------------------------------------------


def attribute(ctx: QuoteContext) -> Attribution:
    """Return the first rule's attribution of ``ctx.q``, recording the rule as ``rule``."""
    for r in RULES:
        found = r.find(ctx)
        if found is not None:
            found.rule = r.id
            return found
    raise AssertionError("the last rule decides every quote")  # ``none`` never passes
