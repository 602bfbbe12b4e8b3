"""The words that say a quoted phrase is somebody's speech: cue verbs ("said", "called it"),
the words that end a reported clause ("said the room was"), and the words that say nothing
was said ("needless to say", "called off").

Word lists with the measurements behind their windows; shared by the pairing of single
marks (a cue after a closing mark) and the classification of fragments.
"""

from __future__ import annotations

import re

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
