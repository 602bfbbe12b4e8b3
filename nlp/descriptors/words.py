"""The words and tags the descriptor readers look for, and how far they look.

Word lists, tag sets and bounds only, apart from the reading (:mod:`nlp.descriptors`) so
that tuning a word list touches no logic. The speaker layers read some of them too
(``PERSON_LABELS``, ``SUBJECT_DEPS``, ``FINITE_VERB_TAGS``, ``RELATIVE_PRONOUNS``).
"""

from __future__ import annotations

from nlp.football.constants import LABEL_CLUB
from nlp.role_words import ROLE_WORDS

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

# What the words after a caller's "from" may not be: they name his town, not a person or club.
HOME_TOWN_NOT_LABELS = frozenset({"PERSON", LABEL_CLUB})

HELD_POST_ROLES = frozenset({"manager", "player", "executive"})

APPOSITIVE_CLOSERS = frozenset({",", "."})  # what may follow a name set off after its role

# Parts of speech that take the description as their object ("about the referee", "thanking
# the chairman").
OBJECT_TAKING_POS = frozenset({"ADP", "VERB"})

# Pronouns that open a relative clause about the noun before them. Straight after a name's
# closing comma they carry the sentence on with that name as its subject ("Lee Hart, who was
# sent off, said"); the speakers borrow a relative clause's subject the same way.
RELATIVE_PRONOUNS = frozenset({"who", "which", "that"})
