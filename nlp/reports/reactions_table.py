"""Who reacted to an incident, a match or an article: one row per speaker, with their
role, club, stance (and its share of the evidence) and strongest quote; and the balance by
role ("managers 3 negative, 0 positive; pundits split 2-2").
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any

import pandas as pd

from nlp.aggregate import speaker_stances
from nlp.config import ANONYMOUS_JOURNALIST, ANONYMOUS_SPEAKERS
from nlp.display import display_quote
from nlp.incidents import parse_day
from nlp.models import ROLES, STANCES
from nlp.reports.frame import (
    NO_STANCE,
    _row_quote,
    about_var,
    count,
    frame_register,
    mentions_var,
    prepare,
    quote_kind,
)
from nlp.reports.render import _env, link_url
from nlp.reports.targets import (
    SelectionError,
    _fixture_list,
    _fixtures,
    _one_fixture,
    match_mask,
    resolve_incident,
)

ROLE_PLURAL = {
    "manager": "managers",
    "player": "players",
    "pundit": "pundits",
    "referee": "referees",
    "official": "officials",
    "journalist": "journalists",
    "executive": "executives",
    "fan": "fans",
    "other": "others",
}
REACTION_COLUMNS = (
    "speaker",
    "role",
    "club",
    "stance",
    "stance_score",
    "net",
    "quotes",
    "key_quote",
    "outlet",
    "date",
    "url",
    "article_id",
    "incident",
    "stance_share",
    "stance_probability",
)


def reactions(
    frame: pd.DataFrame,
    incident: str | None = None,
    article_id: str | None = None,
    match: str | None = None,
    date: str | date | None = None,
) -> pd.DataFrame:
    """Return one row per speaker who reacted, on VAR, to an incident, article or match.

    Give one of ``incident`` (id or key, see :func:`resolve_incident`), ``article_id`` or
    ``match`` ("Home v Away"); ``date`` narrows a match to the incident or articles within
    four days of that day. Each speaker's stance is :func:`nlp.aggregate.speaker_stances`
    over their about-VAR quotes in the selection; ``key_quote`` is the strongest of those
    quotes whose own label is that stance (the strongest of any label when none is), with
    its ``outlet``, ``date`` and ``url``.

    ``stance_score`` and its copy ``stance_share`` are the share of the speaker's evidence
    behind the stance (1.0 when all their quotes agree, however unsure the model was of
    them); ``stance_probability`` is the mean model probability of the quotes carrying that
    stance. Columns: see :data:`REACTION_COLUMNS` (the last two were added after the others,
    which keep their names), and ``key_kind`` after them when the selection holds reported
    speech: the key quote's kind, "direct" or reported ("indirect", "mixed"), which a report
    shows without quote marks. Rows ordered by role (as in :data:`nlp.models.ROLES`) then
    speaker.
    """
    from nlp.incidents import WINDOW_DAYS

    data = about_var(prepare(frame), stanced=False)
    if sum(x is not None for x in (incident, article_id, match)) != 1:
        raise ValueError("give exactly one of incident, article_id or match")
    if incident is not None:
        data = data[data["incident"] == resolve_incident(data, incident)]
    elif article_id is not None:
        if article_id not in set(frame["article_id"]):
            raise SelectionError(f"no article {article_id!r}")
        data = data[data["article_id"] == article_id]
    else:
        data = data[match_mask(data, match, frame_register(frame))]
        if data.empty:
            raise SelectionError(f"no quotes about VAR from a match that fits {match!r}")
        if date is not None:
            day = pd.Timestamp(parse_day(date))
            near = data[(data["date"] - day).abs() <= pd.Timedelta(days=WINDOW_DAYS)]
            if near.empty:
                # The clubs' quotes are there, only on other days: say which, as a match
                # that fits two fixtures does, rather than show an empty table.
                played = _fixture_list(_fixtures(data, WINDOW_DAYS))
                raise SelectionError(
                    f"no quotes about VAR from {match!r} within {WINDOW_DAYS} days of "
                    f"{day:%Y-%m-%d}; it fits {played or 'only undated articles'}"
                )
            data = near
        else:
            _one_fixture(data, match, WINDOW_DAYS)
    return _reaction_rows(data)


def select_reactions(
    frame: pd.DataFrame,
    target: str | None = None,
    match: str | None = None,
    date: str | None = None,
) -> tuple[pd.DataFrame, str]:
    """Return :func:`reactions` to ``target`` (an article id, else an incident) or to
    ``match`` (narrowed to ``date``), with the words that name the selection in a title
    ("ds-004" is "article ds-004"; an incident is named by its key)."""
    if match is not None:
        found = reactions(frame, match=match, date=date)
        return found, match + (f" around {date}" if date else "")
    if target in set(frame["article_id"]):
        return reactions(frame, article_id=target), f"article {target}"
    found = reactions(frame, incident=target)
    return found, str(found["incident"].iloc[0]) if len(found) else str(target)


def _reacting(data: pd.DataFrame) -> pd.DataFrame:
    """Return the quote rows that are someone's reaction: attributed, and not an unnamed
    reporter's question (no one's stance; :func:`nlp.aggregate.speaker_stances` leaves it
    out)."""
    return data[data["speaker"].notna() & (data["speaker"] != ANONYMOUS_JOURNALIST)]


def _reactor(row: Any) -> tuple[str, ...]:
    """Return who a quote row's reaction belongs to: the speaker, or for an unnamed fan the
    fan of that club in that article ("one Gulls supporter" and "a Ravens fan" are two)."""
    if row.speaker not in ANONYMOUS_SPEAKERS:
        return (row.speaker,)
    club = row.club if isinstance(row.club, str) else ""
    return (row.speaker, row.article_id, club)


# Where :func:`reactions` leaves the count of the selection's quotes with no speaker, which
# have no row (the incident list and the digest count them).
UNATTRIBUTED = "unattributed_quotes"


def unattributed_note(found: pd.DataFrame) -> str:
    """Return the line that says how many of :func:`reactions`' quotes have no speaker and
    so no row ("1 more quote about VAR here has no speaker and no row."), or "" for none:
    without it the table's quotes would not add up to the incident list's."""
    n = int(found.attrs.get(UNATTRIBUTED, 0))
    if not n:
        return ""
    return f"{count(n, 'more quote')} about VAR here {'has' if n == 1 else 'have'} no speaker and no row."


def _stored_quotes(frame: pd.DataFrame) -> int:
    """Return how many quotes ``frame`` holds (its rows with a quote's text)."""
    return int(frame["text"].notna().sum()) if "text" in frame else len(frame)


def no_reactions_note(frame: pd.DataFrame, found: pd.DataFrame, article_id: str | None) -> str:
    """Return the line shown instead of an empty :func:`reactions` table, saying why it is
    empty ("no speaker quoted on VAR: 3 quotes, none about VAR"); "" when ``found`` has rows.
    """
    if not found.empty:
        return ""
    no_speaker = unattributed_note(found)
    if no_speaker:
        return f"no speaker quoted on VAR: {no_speaker[0].lower()}{no_speaker[1:]}"
    if article_id is None:
        return "no speaker quoted on VAR"
    held = _stored_quotes(frame[frame["article_id"] == article_id])
    if not held:
        return "no speaker quoted on VAR: the article has no quotes"
    return f"no speaker quoted on VAR: {count(held, 'quote')}, none about VAR"


def _reaction_rows(data: pd.DataFrame) -> pd.DataFrame:
    unattributed = int(data["speaker"].isna().sum())
    data = _reacting(data)
    groups: dict[tuple[str, ...], list[Any]] = {}
    for row in data.itertuples(index=False):
        groups.setdefault(_reactor(row), []).append(row)
    rows = []
    for (speaker, *_), group in groups.items():
        by_quote = {}
        quotes = []
        for row in group:
            q = _row_quote(row)
            by_quote[id(q)] = row
            quotes.append(q)
        agg = speaker_stances(quotes)[0]
        # The key quote is the strongest one carrying the stance shown (see
        # SpeakerStance.key_quote). With no stance to rank by, one that names VAR, else the
        # longest.
        key = agg.key_quote
        best = (
            by_quote[id(key)]
            if key is not None
            else max(group, key=lambda r: (mentions_var(r.text), len(r.text)))
        )
        rows.append(
            {
                "speaker": speaker,
                "role": agg.role,
                "club": agg.club,
                "stance": agg.stance,
                "stance_score": agg.score if agg.stance else None,
                "net": round(agg.net, 3) if agg.stance else None,
                "stance_share": agg.score if agg.stance else None,
                "stance_probability": agg.probability if agg.stance else None,
                "quotes": len(quotes),
                "key_quote": best.text,
                "outlet": best.outlet,
                "date": best.date.date() if not pd.isna(best.date) else None,
                "url": best.url,
                "article_id": best.article_id,
                "incident": best.incident,
                "key_kind": quote_kind(best),
            }
        )
    out = pd.DataFrame(rows, columns=[*REACTION_COLUMNS, "key_kind"])
    if (out["key_kind"] == "direct").all():
        out = out.drop(columns="key_kind")  # no reported speech: the columns as they were
    if not out.empty:
        order = {r: i for i, r in enumerate(ROLES)}
        out["_o"] = out["role"].map(lambda r: order.get(r, len(order)))
        out = out.sort_values(["_o", "speaker"]).drop(columns="_o").reset_index(drop=True)
    out.attrs[UNATTRIBUTED] = unattributed
    return out


@dataclass
class Balance:
    """Stance counts of a set of reactions by role and by club, and the same as one line."""

    by_role: pd.DataFrame
    by_club: pd.DataFrame
    text: str

    def __str__(self) -> str:
        return self.text


def balance(reacted: pd.DataFrame) -> Balance:
    """Return the stance balance of :func:`reactions` rows (or any frame with role, club,
    stance): counts per stance by role and by club, and a line such as
    ``"managers 3 negative, 0 positive; pundits split 2-2"``."""

    # Reactions without a stance (no stance model) are counted as "no stance", a column of
    # its own that is there only when some are.
    stance = reacted["stance"].map(lambda s: s if s in STANCES else NO_STANCE)
    columns = [*STANCES, *([NO_STANCE] if (stance == NO_STANCE).any() else [])]

    def counts(column: str, missing: str) -> pd.DataFrame:
        keyed = reacted.assign(**{column: reacted[column].fillna(missing), "stance": stance})
        table = pd.crosstab(keyed[column], keyed["stance"]).reindex(columns=columns, fill_value=0)
        table["total"] = table.sum(axis=1)
        table.columns.name = None
        table.index.name = column
        return table

    if reacted.empty:
        empty = pd.DataFrame(columns=[*STANCES, "total"])
        return Balance(empty, empty, "no reactions")
    by_role = counts("role", "other")
    order = {r: i for i, r in enumerate(ROLES)}
    by_role = by_role.loc[sorted(by_role.index, key=lambda r: order.get(r, 99))]
    by_club = counts("club", "(no club)").sort_values("total", ascending=False)
    parts = []
    for role, row in by_role.iterrows():
        name = ROLE_PLURAL.get(str(role), str(role))
        neg, neu, pos = int(row["negative"]), int(row["neutral"]), int(row["positive"])
        unknown = int(row.get(NO_STANCE, 0))
        if not neg and not pos:
            part = f"{name} {neu} neutral" if neu else name
        else:
            part = (
                f"{name} split {pos}-{neg}"
                if neg == pos
                else f"{name} {neg} negative, {pos} positive"
            )
            if neu:
                part += f", {neu} neutral"
        if unknown:
            part += f"{',' if part != name else ''} {unknown} with no stance"
        parts.append(part)
    return Balance(by_role, by_club, "; ".join(parts))


def reaction_frame(frame: pd.DataFrame) -> pd.DataFrame:
    """Return one row per (article, speaker) with that speaker's aggregate stance there.

    A *reaction* is what the season counts by default: a speaker quoted five times in one
    article counts once, with the stance that carries most of their quotes' probability.
    Unnamed fans count once per club they support in the article.
    Columns: article_id, speaker, role, club, stance, stance_score, quotes, date, month,
    outlet, competition, incident, match.
    """
    data = _reacting(about_var(prepare(frame)))
    # Plain Python over itertuples: a groupby with a Python aggregate per group is ten times
    # slower on a season's few thousand quotes.
    groups: dict[tuple[str, ...], list[Any]] = {}
    for row in data.itertuples(index=False):
        groups.setdefault((row.article_id, *_reactor(row)), []).append(row)
    rows = []
    for (article_id, speaker, *_), members in groups.items():
        agg = speaker_stances([_row_quote(r) for r in members])[0]
        first = members[0]
        incident = next((r.incident for r in members if isinstance(r.incident, str)), None)
        rows.append(
            {
                "article_id": article_id,
                "speaker": speaker,
                "role": agg.role,
                "club": agg.club,
                "stance": agg.stance,
                "stance_score": agg.score,
                "quotes": len(members),
                "date": first.date,
                "month": first.month,
                "outlet": first.outlet,
                "competition": first.competition,
                "incident": incident,
                "match": first.match,
            }
        )
    return pd.DataFrame(
        rows,
        columns=[
            "article_id",
            "speaker",
            "role",
            "club",
            "stance",
            "stance_score",
            "quotes",
            "date",
            "month",
            "outlet",
            "competition",
            "incident",
            "match",
        ],
    )


#: Under a reactions table: the number next to a stance is a share of the speaker's evidence,
#: and one quote gives 1.00 however unsure the model was of it.
SHARE_NOTE = (
    "share: the part of the speaker's quotes about VAR (weighted by the model's probability) "
    "behind the stance shown; 1.00 means they all agree. It is not the model's confidence "
    "(JSON: stance_probability)."
)


def cell_text(value: Any) -> str:
    """Text for a table cell: pandas gives NaN (a float, and truthy) for a missing club."""
    return "" if value is None or value != value else str(value)


def stance_cell(stance: Any, score: Any) -> str:
    """Return "negative 0.82" (the stance and its share, see SHARE_NOTE), or "no stance" for
    a reaction analysed without the stance model."""
    if not isinstance(stance, str):
        return "no stance"
    return f"{stance} {score:.2f}" if isinstance(score, int | float) and score == score else stance


def reactions_md(
    found: pd.DataFrame, what: str, summary: Balance, no_speaker: str = "", empty: str = ""
) -> str:
    """Return the Markdown of :func:`reactions`' table ``found`` for the selection ``what``
    (``varometer reactions --format md``): a row per speaker, the share note when any has a
    stance, and the balance (``summary``); with ``empty`` (:func:`no_reactions_note`), that
    line instead of the table. ``no_speaker`` is :func:`unattributed_note`'s line."""
    rows = [
        {
            "speaker": cell_text(r.speaker),
            "role": cell_text(r.role),
            "club": cell_text(r.club),
            "stance": stance_cell(r.stance, r.stance_score),
            "quote": display_quote(str(r.key_quote)),
            "reported": getattr(r, "key_kind", "direct") != "direct",
            "url": link_url(r.url),
            "outlet": r.outlet,
            "date": r.date,
        }
        for r in found.itertuples(index=False)
    ]
    return (
        _env(autoescape=False)
        .get_template("reactions.md.j2")
        .render(
            what=what,
            empty=empty[0].upper() + empty[1:] if empty else "",
            rows=rows,
            share_note=SHARE_NOTE if not empty and found["stance"].notna().any() else "",
            balance=summary.text,
            no_speaker=no_speaker,
        )
    )
