"""User-facing reports: reactions to an incident, the season's stance, and a quote digest.

Everything works on a *quotes frame*: the shape of :meth:`nlp.store.Store.quotes_frame`
(article_id, idx, text, start, end, speaker, role, club, cue, about_var, stance,
stance_score, context, published, source, title, url, article_meta; ``kind`` too when the
store holds reported speech), labelled with incidents
by :func:`nlp.incidents.attach_incidents` (incident, incident_type, minute, match). Get one
with :func:`load_frame` (a varometer database) or :func:`gold_frame` (gold annotations, for
tests and for trying the reports before a model is trained).

>>> from nlp import reports
>>> frame = reports.load_frame("out/demo.db")                      # doctest: +SKIP
>>> reports.reactions(frame, incident="INC01")                      # doctest: +SKIP
>>> reports.season(frame, by="role")                                # doctest: +SKIP
>>> print(reports.digest(frame, club="Harbourside Athletic"))       # doctest: +SKIP

The CLI commands ``reactions``, ``season``, ``digest`` and ``report`` are thin shells over
these functions.

A database analysed without the stance model has null ``about_var``, ``stance`` and
``stance_score``. Every report still works on it: quotes from articles that mention VAR stand
in for the quotes about VAR, marked "no stance"; counts and the chart are empty and say why
(:data:`NO_STANCE_NOTE`).

The package, one job per module (each imports only those before it):

``frame``            the quotes frame: loading a database, the derived columns, about VAR
``filters``          selecting by club, competition, period and name
``render``           what HTML and Markdown share: the Jinja templates (every report's
                     Markdown and HTML is one of ``nlp/templates``), links, escaping
``gold``             the demo season's gold quotes as a frame
``targets``          picking an incident, a match or an article
``reactions_table``  who reacted to it, and the balance by role (and its Markdown)
``season_table``     net stance by month, club, role or speaker, with intervals
``chart``            the season chart (PNG) and its alt text
``digest_page``      the quote digest (Markdown or HTML)
``season_page``      the season report (HTML)
``json_out``         report tables and the reactions report as JSON

This module is the public API: every name above is importable from ``nlp.reports``.
"""

from __future__ import annotations

from nlp.display import (
    ATTRIBUTION_PUNCTUATION,
    PARAGRAPH_BREAK_RE,
    REOPENING_MARKS,
    display_quote,
)
from nlp.reports.chart import (
    CHART_MAX_JOINED_GAP,
    CHART_MONTH_LABELS,
    CHART_ROLES,
    SERIES_STYLE,
    chart_alt_text,
    check_chart_path,
    png_size,
    season_chart,
)
from nlp.reports.digest_page import (
    CARD_FIELDS,
    UNKNOWN_SPEAKER,
    digest,
    digest_context,
    digest_quotes,
    render_digest,
)
from nlp.reports.filters import (
    MAX_CLUB_CANDIDATES,
    club_mask,
    club_note,
    names_match,
)
from nlp.reports.frame import (
    FRAME_COLUMNS,
    NO_STANCE,
    NO_STANCE_NOTE,
    PREPARED_COLUMNS,
    REGISTER_PATHS,
    STANCE_VALUE,
    UNANALYSED,
    UNDATED,
    about_var,
    count,
    direct_quotes,
    frame_register,
    has_stances,
    load_frame,
    mentions_var,
    prepare,
    quote_kind,
)
from nlp.reports.gold import (
    DEMO_DIR,
    demo_articles,
    gold_frame,
    gold_rows,
)
from nlp.reports.json_out import (
    json_records,
    reactions_json,
)
from nlp.reports.reactions_table import (
    REACTION_COLUMNS,
    ROLE_PLURAL,
    SHARE_NOTE,
    UNATTRIBUTED,
    Balance,
    balance,
    cell_text,
    no_reactions_note,
    reaction_frame,
    reactions,
    reactions_md,
    select_reactions,
    stance_cell,
    unattributed_note,
)
from nlp.reports.render import (
    BADGE_MD,
    MD_HTML_RE,
    MD_SPECIAL_RE,
    TEMPLATES,
    link_url,
    md_text,
    md_url,
    signed,
)
from nlp.reports.season_page import (
    season_html,
)
from nlp.reports.season_table import (
    SEASON_BY,
    SMALL_N,
    Z95,
    bootstrap_net,
    empty_season_note,
    season,
    season_counts,
    to_csv,
    to_parquet,
    trending,
    undated_note,
    wilson_net,
)
from nlp.reports.targets import (
    SHOWN_CHOICES,
    TARGET_FILLER_WORDS,
    SelectionError,
    incidents_in,
    match_mask,
    match_sides,
    resolve_incident,
)

__all__ = [
    "ATTRIBUTION_PUNCTUATION",
    "BADGE_MD",
    "Balance",
    "CARD_FIELDS",
    "CHART_MAX_JOINED_GAP",
    "CHART_MONTH_LABELS",
    "CHART_ROLES",
    "DEMO_DIR",
    "FRAME_COLUMNS",
    "MAX_CLUB_CANDIDATES",
    "MD_HTML_RE",
    "MD_SPECIAL_RE",
    "NO_STANCE",
    "NO_STANCE_NOTE",
    "PARAGRAPH_BREAK_RE",
    "PREPARED_COLUMNS",
    "REACTION_COLUMNS",
    "REGISTER_PATHS",
    "REOPENING_MARKS",
    "ROLE_PLURAL",
    "SEASON_BY",
    "SERIES_STYLE",
    "SHARE_NOTE",
    "SHOWN_CHOICES",
    "SMALL_N",
    "STANCE_VALUE",
    "SelectionError",
    "TARGET_FILLER_WORDS",
    "TEMPLATES",
    "UNANALYSED",
    "UNATTRIBUTED",
    "UNDATED",
    "UNKNOWN_SPEAKER",
    "Z95",
    "about_var",
    "balance",
    "bootstrap_net",
    "cell_text",
    "chart_alt_text",
    "check_chart_path",
    "club_mask",
    "club_note",
    "count",
    "demo_articles",
    "digest",
    "digest_context",
    "digest_quotes",
    "direct_quotes",
    "display_quote",
    "empty_season_note",
    "frame_register",
    "gold_frame",
    "gold_rows",
    "has_stances",
    "incidents_in",
    "json_records",
    "link_url",
    "load_frame",
    "match_mask",
    "match_sides",
    "md_text",
    "md_url",
    "mentions_var",
    "names_match",
    "no_reactions_note",
    "png_size",
    "prepare",
    "quote_kind",
    "reaction_frame",
    "reactions",
    "reactions_json",
    "reactions_md",
    "render_digest",
    "resolve_incident",
    "season",
    "season_chart",
    "season_counts",
    "season_html",
    "select_reactions",
    "signed",
    "stance_cell",
    "to_csv",
    "to_parquet",
    "trending",
    "unattributed_note",
    "undated_note",
    "wilson_net",
]
