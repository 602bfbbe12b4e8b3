"""The words that report speech: verbs, nouns and phrases, and what they say about it.

Constants only; :mod:`nlp.reported.detect` holds the logic that reads them. Every verb is
given as its spaCy lemma. A cue makes reported speech only with a source (who) and a content
clause (what): see the package docstring.
"""

from __future__ import annotations

# Verbs of saying that take a content clause ("Conte said the decision ...", "Webb admitted
# that ..."). "ask" and "wonder" are left out: what they take is a question, not a claim.
SPEECH_VERBS = frozenset(
    {
        "say", "tell", "add", "insist", "admit", "claim", "warn", "argue", "suggest",
        "explain", "state", "declare", "note", "write", "reply", "respond", "acknowledge",
        "announce", "assert", "complain", "concede", "confirm", "contend", "deny",
        "emphasise", "emphasize", "predict", "promise", "reiterate", "reveal", "stress",
        "maintain", "mention", "comment", "agree", "joke", "boast", "vow", "pledge",
        "tweet", "recall", "allege", "remark", "repeat", "hint", "imply", "protest",
        "lament", "moan", "grumble", "accept", "point", "observe", "report", "propose",
        "demand", "urge", "recognise", "recognize", "realise", "realize", "conclude",
        "continue", "feel", "reason", "caution", "assure", "remind", "inform", "signal",
        # the football pages' own: "Hollweg fumed that ...", "Bellandi raged that ..."
        "fume", "rage", "rant", "storm", "scream", "yell", "blast", "volunteer", "counter",
        "advise",
    }
)  # fmt: skip
# Verbs of thought: what someone believes, hopes or fears is their view ("Howe believes VAR
# has ...").
THOUGHT_VERBS = frozenset(
    {"think", "believe", "fear", "hope", "expect", "reckon", "suspect", "doubt", "worry",
     "assume", "imagine", "guess", "sense", "trust"}
)  # fmt: skip
REPORTING_VERBS = SPEECH_VERBS | THOUGHT_VERBS
# "point" reports only as "point out"; "continue" only with a clause ("continued that ...").
PARTICLE_REQUIRED = {"point": "out"}

# Verbs that name and judge a thing: "Arteta called the decision a lottery", "branded the
# review "a farce"", "described the delay as unacceptable". The content is the thing and
# what it is called.
NAMING_VERBS = frozenset({"call", "brand", "label", "dub", "describe"})

# Verbs that judge a thing out loud: its object is what was said about ("Hollweg blasted
# VAR", "Pryce criticised the system", "hit out at the officials"). Those that only ever
# judge take whatever they judge ("praised Saka", "blamed the referee"); the others are also
# a player's acts ("slammed the ball home", "defended the lead", "disputed the ball") and
# report speech only when their object is a decision, the officials, the system or the VAR.
JUDGING_VERBS = frozenset(
    {"criticise", "criticize", "blast", "slam", "praise", "condemn", "blame", "question",
     "dispute", "hit", "rage", "defend", "back", "accept", "admit", "welcome", "reject",
     "disagree", "attack", "apologise", "apologize"}
)  # fmt: skip
WEAK_JUDGING_VERBS = frozenset(
    {"defend", "back", "accept", "admit", "welcome", "reject", "attack", "blast", "slam",
     "dispute"}
)  # fmt: skip
# The preposition that carries a judging verb's object: "hit out at", "raged at", "disagreed
# with", "apologised for".
JUDGING_PREPOSITIONS = {"hit": "at", "rage": "at", "disagree": "with", "apologise": "for",
                        "apologize": "for"}  # fmt: skip
# Nouns that judge out loud as a verb's object, and the prepositions that carry what they
# judge: "had no complaints about the decision", "had a dig at the Ravens", "had nothing but
# praise for his striker", "renewed his attack on VAR", "offered a defence of the system".
JUDGING_NOUNS = frozenset(
    {"complaint", "praise", "dig", "swipe", "broadside", "attack", "defence", "defense",
     "criticism", "tribute", "grievance", "blast", "jibe"}
)  # fmt: skip
# Those that are also the game's own words ("an attack on goal", "the defence of the title",
# "a swipe at the cross"): they judge only a JUDGED_NOUNS object or someone named ("a swipe
# at Arteta").
WEAK_JUDGING_NOUNS = frozenset({"attack", "defence", "defense", "blast", "swipe"})
JUDGING_NOUN_PREPOSITIONS = frozenset({"about", "for", "at", "on", "of", "over", "towards"})
# A judging noun's own preposition where it differs: "paid tribute to Saka".
NOUN_OWN_PREPOSITIONS = {"tribute": frozenset({"to"})}
# The verbs that make the subject the judge ("had a dig at", "took a swipe at", "launched an
# attack on"); not those of receiving one ("drew criticism for", "received praise for",
# "shrugged off the criticism of", "is investigating a complaint about").
JUDGING_NOUN_CARRIERS = frozenset(
    {"have", "take", "aim", "launch", "renew", "offer", "voice", "heap", "pay", "reserve",
     "direct", "make", "level", "fire", "deliver", "repeat", "save"}
)  # fmt: skip
# Verbs that report a question, whose content is the question itself with its wh-word:
# "questioned whether the standard can work", "wondered why it took five minutes"; "know"
# only as "wanted to know".
QUESTION_VERBS = frozenset({"ask", "question", "wonder", "query", "know"})
WH_WORDS = frozenset({"whether", "if", "why", "what", "how", "when", "who", "where", "which"})
# Verbs that give a reporting noun to the world: "offered no promise that ...", "gave an
# assurance that ...", "made the point that ..."; their subject holds the view.
LIGHT_VERBS = frozenset(
    {"offer", "give", "make", "issue", "express", "voice", "repeat", "reiterate", "stress",
     "share", "provide"}
)  # fmt: skip
# "made it clear that ...": the adjective after the object, then the clause.
MADE_CLEAR = frozenset({"clear", "plain"})
# The one word a naming verb's mixed quote may have of its own: a thing ("called it 'soft'"),
# never a person ("called him 'The Beast'" is a nickname).
NAMED_THINGS = frozenset({"it", "this", "that"})
# A survey's share as the source: "71 per cent said", "more than half said", "a fifth felt",
# "nine in ten said". It speaks for the group the sentence or the one before names.
PROPORTION_WORDS = frozenset(
    {"cent", "percent", "%", "pc", "half", "third", "thirds", "quarter", "quarters", "fifth",
     "fifths", "majority", "minority"}
)  # fmt: skip
SURVEYED_GROUPS = frozenset(
    {"fans", "supporters", "members", "respondents", "readers", "listeners", "season-ticket"}
)  # fmt: skip
# Other groups a share may be of: the nearest group decides whose share it is ("Of the 600
# players who responded, 44 per cent said": players, no fans).
OTHER_GROUPS = frozenset(
    {"players", "managers", "coaches", "referees", "officials", "clubs", "staff", "journalists",
     "pundits", "executives", "owners", "chairmen", "directors", "squad", "team"}
)  # fmt: skip
# Judged nouns that are also a player's kick when someone's: "blasted his penalty".
KICK_NOUNS = frozenset({"penalty", "penalties", "offside", "handball"})
# What a weak judging verb's object must be to report speech.
JUDGED_NOUNS = frozenset(
    {"decision", "decisions", "call", "calls", "ruling", "verdict", "system", "technology",
     "process", "protocol", "review", "reviews", "check", "checks", "official", "officials",
     "referee", "referees", "refereeing", "var", "mistake", "mistakes", "error", "errors",
     "penalty", "offside", "handball", "threshold", "rule", "rules", "law", "laws", "body",
     "board", "league", "criticism", "explanation", "apology", "assessment", "standard",
     "officiating", "interpretation", "changes", "change", "findings", "report"}
)  # fmt: skip

# Verbs of wanting whose small clause is a view: "the Trust wants VAR gone", "wanted it kept
# but reformed" (never "wants to win": an infinitive is no view of anything).
WANT_VERBS = frozenset({"want"})
MIN_WANT_WORDS = 2  # "VAR gone"

# Verbs whose infinitive is the content: "Howe refused to blame VAR", "vowed to appeal".
# The infinitive must be an act of speech or judgement for refuse/decline ("refused to shake
# hands" reports nothing said).
XCOMP_VERBS = frozenset({"refuse", "decline", "vow", "pledge", "promise", "threaten", "claim"})
REFUSAL_VERBS = frozenset({"refuse", "decline"})
# Those that also take a clause: "promised (that) things would be different".
PROMISE_VERBS = frozenset({"vow", "pledge", "promise"})
SPEECH_ACTS = frozenset(
    {"blame", "criticise", "criticize", "condemn", "defend", "back", "praise", "accept",
     "admit", "say", "comment", "discuss", "question", "rule", "apologise", "apologize",
     "single", "point", "attack", "hit", "fault", "slam", "call", "label", "brand", "use",
     "make", "get", "go", "talk", "speak", "moan", "complain", "dwell"}
)  # fmt: skip

# Verbs that say the content is not so: the speaker's stance is against what it says.
DENIAL_VERBS = frozenset({"deny", "dispute", "reject", "dismiss", "refute", "refuse", "decline"})
# Verbs that report a view held with doubt: a hedge.
HEDGE_VERBS = frozenset(
    {"suggest", "hint", "imply", "believe", "think", "feel", "reckon", "suspect", "guess",
     "sense", "hope", "fear", "expect", "doubt", "imagine", "assume", "wonder"}
)  # fmt: skip
# Raising verbs that hedge the cue they govern ("seemed to suggest", "appeared to admit").
HEDGE_RAISERS = frozenset({"seem", "appear"})
# What may govern a cue given as an infinitive: "went on to say", "was quick to point out",
# "continued to insist", "seemed to suggest", "used his press conference to renew his
# attack on VAR". Any other ("wants to say", "is going to say",
# "is expected to confirm") speaks of speech that has not happened.
XCOMP_CUE_HEADS = frozenset(
    {"go", "continue", "keep", "seem", "appear", "be", "hasten", "rush", "take", "was", "use"}
)
# Adjectives before such an infinitive that still report ("was quick to point out").
XCOMP_CUE_ADJECTIVES = frozenset(
    {
        "quick",
        "keen",
        "eager",
        "careful",
        "happy",
        "adamant",
        "swift",
        "anxious",
        "at pains",
        "honest",
        "candid",
        "frank",
        "first",
    }
)

# Adjectives (and "convinced") that hold a view when a clause follows: "was adamant that the
# goal should stand", "is not convinced the message is getting through", "was candid that
# the season had tested ...". Those that deny what follows: "remains unconvinced that ...".
VIEW_ADJECTIVES = frozenset(
    {"adamant", "convinced", "unconvinced", "confident", "certain", "sure", "candid",
     "insistent", "emphatic", "unrepentant", "unequivocal"}
)  # fmt: skip
DOUBTING_ADJECTIVES = frozenset({"unconvinced"})
# The verbs a view adjective follows: "is adamant", "remains convinced", "seemed certain".
VIEW_COPULAS = frozenset({"be", "remain", "seem", "appear", "sound", "stay"})
# "would not be drawn on his future", "declined to be drawn into the row": a refusal to
# speak of what the preposition names, the press's idiom; the prepositions it takes.
DRAWN_PREPOSITIONS = frozenset({"on", "into", "over", "about"})
# Without "refused to" / "declined to", only "would not be drawn" refuses; and what a cup draw
# puts a side in is no subject of talk.
DRAWN_MODALS = frozenset({"would", "will", "could", "wo", "can", "ca"})
SIDE_ENT_LABELS = frozenset({"CLUB", "ORG", "GPE", "NORP", "BODY"})
DRAW_NOUNS = frozenset(
    {"group", "pot", "round", "tie", "ties", "draw", "section", "half", "bracket"}
)  # fmt: skip

# Modal and future auxiliaries: "he will say", "she would argue", "could claim" report
# nothing said yet.
MODAL_WORDS = frozenset(
    {"will", "would", "could", "might", "may", "shall", "should", "must", "can", "'ll", "’ll",
     "'d", "’d", "wo", "ca", "gon", "going"}
)  # fmt: skip
NEGATION_WORDS = frozenset({"not", "n't", "n’t", "never", "no"})

# Nouns that report a view or a claim with a that-clause: "his view that ...", "Conte's claim
# that ...", "the manager's insistence that ...".
REPORTING_NOUNS = frozenset(
    {"view", "claim", "belief", "assertion", "insistence", "suggestion", "argument",
     "admission", "warning", "opinion", "feeling", "fear", "hope", "accusation", "complaint",
     "contention", "conviction", "remark", "remarks", "comment", "comments", "verdict",
     "assessment", "statement", "suspicion", "denial", "complaints", "claims", "promise",
     "assurance", "guarantee", "point"}
)  # fmt: skip
DENIAL_NOUNS = frozenset({"denial"})
HEDGE_NOUNS = frozenset({"suggestion", "feeling", "belief", "hope", "fear", "suspicion"})

# Subjects that are someone who can speak, beyond names and pronouns: a role word
# (``nlp.roles.role_in_phrase``) is enough too. Plural nouns for groups ("the fans").
HUMAN_NOUNS = frozenset(
    {"man", "woman", "men", "women", "people", "person", "source", "sources", "spokesman",
     "spokeswoman", "spokesperson", "spokespeople", "statement", "critic", "critics",
     "expert", "experts", "official", "officials", "supporter", "supporters", "fan", "fans",
     "pundit", "pundits", "club", "league", "association", "federation", "body", "board",
     "union", "organisation", "organization", "panel", "committee", "authorities",
     "government", "campaigner", "colleague", "friend", "team-mate", "teammate", "observer",
     "analyst", "commentator", "player", "manager", "boss", "coach", "referee", "chief",
     "chairman", "chairwoman", "chair", "owner", "director", "captain", "striker",
     "defender", "midfielder", "goalkeeper", "keeper", "winger", "forward", "veteran",
     "legend", "president", "secretary", "minister", "insider", "aide", "adviser",
     "advisor", "lawyer", "campaign", "candidate", "nominee", "senator", "governor",
     "leader", "voter", "member", "staff", "executive", "chairperson", "mother", "father",
     "wife", "husband", "son", "daughter", "group", "party", "department", "agency",
     "office", "company", "firm", "bank", "network", "administration", "ministry",
     "court", "council", "commission", "foundation", "institute", "newspaper", "outlet",
     "broadcaster", "lawmaker", "congressman", "congresswoman", "representative",
     "republican", "democrat", "developer", "professor", "researcher", "scientist",
     "advocate", "activist", "resident", "worker", "employee", "prosecutor", "police",
     "investigator", "judge", "attorney", "doctor", "journalist", "reporter", "editor",
     "writer", "author", "strategist", "pollster", "consultant", "donor", "opponent",
     "rival", "ally", "allies", "conservative", "liberal", "progressive", "citizen",
     "parent", "student", "teacher", "public", "listener", "viewer", "reader", "audience",
     "crowd", "architect", "commissioner", "regulator", "negotiator", "diplomat",
     "ambassador", "officer", "mayor", "deputy", "assistant", "physio", "physiotherapist",
     "medic", "agent", "academy", "squad", "dressing-room", "camp", "hierarchy", "owners",
     "trust", "supporters'", "pgmol", "fa", "uefa", "fifa", "ifab",
     "general", "colleagues", "neighbours", "locals", "team", "side", "broadcasters"}
)  # fmt: skip
# Agent-noun endings: a noun in these is someone ("economist", "historian", "resident"),
# bar the -ment nouns ("statement" is listed above; "government" too).
HUMAN_SUFFIXES = ("ist", "ists", "ian", "ians", "ent", "ents", "ant", "ants")
NOT_HUMAN_SUFFIXED = ("ment", "ments", "event", "events", "percent", "content", "extent")
# Documents that speak for whoever wrote them ("the complaint says ...", "a letter stated
# ..."), and the "it" that stands for one named just before ("The club issued a statement.
# It said ...").
DOCUMENT_NOUNS = frozenset(
    {"statement", "letter", "complaint", "filing", "lawsuit", "release", "memo", "brief",
     "submission", "ruling", "email", "tweet", "post", "message", "note", "verdict"}
)  # fmt: skip
# What "according to X's ..." may be for X to be its source: a document or a count, never
# a person ("according to Rashford's agent" is the agent's word, not Rashford's).
OWNED_DOCUMENTS = DOCUMENT_NOUNS | frozenset(
    {"summary", "figures", "data", "statistics", "stats", "report", "records", "review",
     "analysis", "survey", "findings", "website", "account", "column", "guidance", "update"}
)  # fmt: skip
IT_CUES = frozenset({"say", "state", "read", "add", "claim", "note", "explain", "confirm"})
# Words for part of a group, a source when the group is: "one of the family's attorneys".
PART_WORDS = frozenset({"one", "two", "three", "some", "many", "several", "most", "all", "few"})
# Personal pronouns that may be a source; "I" and "we" are the writer's own voice, "you" and
# "it" rarely anyone's.
SOURCE_PRONOUNS = frozenset({"he", "she", "they"})
RELATIVE_SOURCES = frozenset({"who", "that", "which"})
# Named-entity labels of a source: people and organisations, the football ruler's clubs and
# bodies (``nlp.football.constants``), nationalities as groups ("the Spanish").
SOURCE_ENT_LABELS = frozenset({"PERSON", "ORG", "NORP", "CLUB", "BODY", "GPE", "OUTLET"})

# The least a content clause holds: words (not counting punctuation and "that").
MIN_CONTENT_WORDS = 3
# The least an "according to" content holds: it is the rest of the sentence, so shorter
# ones are a phrase ("according to plan").
MIN_ACCORDING_WORDS = 4
# Words that open a content that asks rather than says: "asked whether ...".
QUESTION_MARKS = frozenset({"whether", "if"})
# Verbs whose object is told what to do: "told his players to forget it", "urged fans to
# stay calm". The content is the addressee and the infinitive.
DIRECTIVE_VERBS = frozenset({"tell", "urge", "warn", "ask", "advise", "implore", "beg", "order"})
# What "according to" never names: a plan, the rules, a report's figures.
ACCORDING_NOT_SOURCES = frozenset(
    {"plan", "plans", "rules", "rule", "law", "laws", "data", "figures", "statistics", "stats",
     "opta", "schedule", "script", "reports", "report", "records", "record", "tradition",
     "regulations", "protocol", "guidelines", "polls", "poll", "sources", "source"}
)  # fmt: skip
