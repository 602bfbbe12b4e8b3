"""The analysis version a run stores, and which stored versions it takes as done already.

Two analyses exist. Direct quotes only (the default, ``nlp.config.REPORTED_SPEECH`` off) is
stored as DIRECT_ANALYSIS_VERSION; one with reported speech (``analyse --reported``) as
REPORTED_ANALYSIS_VERSION. An article stored by an older version is analysed again: its
speakers came from older rules. The direct quotes of the two
are the same, so a direct run takes either as done (reports leave reported speech out with
``--direct-only``); a run with reported speech takes only its own, so ``analyse
--reported`` over a store analysed without it analyses every article again. Either is
stored with ``+no-stance`` when no stance was scored, and a later run that scores fills it
in.
"""

from __future__ import annotations

from collections.abc import Sequence

from nlp.config import (
    DIRECT_ANALYSIS_VERSION,
    DIRECT_NO_STANCE_VERSION,
    REPORTED_ANALYSIS_VERSION,
    REPORTED_NO_STANCE_VERSION,
)
from nlp.models import Quote


def full_version(reported: bool) -> str:
    """Return the version of a run's analysis with stances scored (also what its failures
    are recorded under: extraction is what fails, not stances)."""
    return REPORTED_ANALYSIS_VERSION if reported else DIRECT_ANALYSIS_VERSION


def done_versions(reported: bool, scored: bool) -> tuple[str, ...]:
    """Return the stored versions a run needs not analyse again. A full analysis serves a
    run without stances; one without stances never serves a run that can score them."""
    full: tuple[str, ...] = (full_version(reported),)
    no_stance: tuple[str, ...] = (
        REPORTED_NO_STANCE_VERSION if reported else DIRECT_NO_STANCE_VERSION,
    )
    if not reported:
        # An analysis with reported speech holds the same direct quotes.
        full += (REPORTED_ANALYSIS_VERSION,)
        no_stance += (REPORTED_NO_STANCE_VERSION,)
    return full if scored else full + no_stance


def version_written(reported: bool, scored: bool, quotes: Sequence[Quote]) -> str:
    """Return the analysis version to store for one article's quotes."""
    if scored or not quotes:
        return full_version(reported)
    return REPORTED_NO_STANCE_VERSION if reported else DIRECT_NO_STANCE_VERSION
