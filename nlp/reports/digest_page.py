"""The quote digest: the quotes about VAR grouped by incident and match, one card per
speaker per article, in Markdown or HTML (``varometer digest``).
"""

from __future__ import annotations

from datetime import date
from typing import Any

import pandas as pd

from nlp.config import ANONYMOUS_SPEAKERS
from nlp.display import display_quote
from nlp.models import ROLES, STANCES
from nlp.reports.filters import (
    _check_period,
    _in_range,
    _matching,
    club_mask,
    club_note,
    names_match,
)
from nlp.reports.frame import (
    NO_STANCE_NOTE,
    about_var,
    count,
    frame_register,
    has_stances,
    prepare,
    quote_kind,
)
from nlp.reports.reactions_table import _stored_quotes
from nlp.reports.render import (
    BADGE_MD,
    _css,
    _day,
    _env,
    _md_escape,
    _today,
    link_url,
    md_url,
)

UNKNOWN_SPEAKER = "Unknown speaker"
CARD_FIELDS = (
    "article_id",
    "speaker",
    "who",
    "outlet",
    "outlet_md",
    "title",
    "url",
    "url_md",
    "date",
    "date_text",
)


def _empty_digest_note(frame: pd.DataFrame, filtered: bool) -> str:
    """Return why a digest has no quotes: the filters, no analysis yet, or none on VAR."""
    if filtered:
        return "No quotes about VAR match these filters."
    quotes = _stored_quotes(frame)
    if not quotes:
        return "No quotes are stored yet: analyse the articles first (varometer analyse)."
    if quotes == 1:
        return "The one stored quote is not about VAR."
    return f"None of the {quotes} stored quotes is about VAR."


def digest_quotes(
    frame: pd.DataFrame,
    since: str | date | None = None,
    until: str | date | None = None,
    club: str | None = None,
    role: str | None = None,
    speaker: str | None = None,
    stance: str | None = None,
) -> pd.DataFrame:
    """Return the about-VAR quotes a digest with these filters shows, in digest order.

    ``club`` is the speaker's club, any name the register knows for it (see
    :func:`club_mask`), and ``speaker`` a name or part of one (compared without case or
    accents); ``role`` and ``stance`` are one of their values, in any case. Raises
    ValueError for an unknown role or stance and for a ``since`` after ``until``.
    """
    _check_period(since, until)
    role = role.strip().lower() if role else role
    stance = stance.strip().lower() if stance else stance
    data = _in_range(about_var(prepare(frame), stanced=False), since, until)
    if club:
        data = data[club_mask(data, club, frame_register(frame))]
    if role:
        if role not in ROLES:
            raise ValueError(f"role must be one of {', '.join(ROLES)}")
        data = data[data["role"] == role]
    if speaker:
        data = data[_matching(data["speaker"], lambda s: names_match(speaker, s))]
    if stance:
        if stance not in STANCES:
            raise ValueError(f"stance must be one of {', '.join(STANCES)}")
        data = data[data["stance"] == stance]
    return _digest_order(data)


def _digest_group(row: Any) -> str:
    if isinstance(row.incident, str):
        return f"i:{row.incident}"
    if isinstance(row.match, str):
        return f"m:{row.match}"
    return "general"


def _digest_order(data: pd.DataFrame) -> pd.DataFrame:
    """Sort quotes as the digest shows them: incidents by date, then matches by date, then
    general comment; within a group by date, article and position."""
    group = [_digest_group(r) for r in data.itertuples(index=False)]
    data = data.assign(_group=group)
    first = data.groupby("_group")["date"].transform("min")
    rank = data["_group"].map(lambda g: 0 if g.startswith("i:") else 1 if g.startswith("m:") else 2)
    data = data.assign(_rank=rank, _first=first)
    ordered = data.sort_values(["_rank", "_first", "_group", "date", "article_id", "start"])
    return ordered.drop(columns=["_rank", "_first", "_group"])


def digest(
    frame: pd.DataFrame,
    since: str | date | None = None,
    until: str | date | None = None,
    club: str | None = None,
    role: str | None = None,
    speaker: str | None = None,
    stance: str | None = None,
    fmt: str = "md",
    title: str = "VAR quote digest",
) -> str:
    """Return the quotes about VAR, grouped by incident and match, as Markdown or HTML.

    One group per incident (oldest first), then one per match for quotes about VAR tied to
    no incident, then "General VAR comment". Each quote carries its speaker, role, club, a
    stance badge in words (``▼ NEGATIVE``), outlet, date and a link. Filters as in
    :func:`digest_quotes`. HTML is self-contained like :func:`season_html`.
    """
    if fmt not in ("md", "html"):
        raise ValueError("fmt must be 'md' or 'html'")
    context = digest_context(frame, since, until, club, role, speaker, stance, title)
    return render_digest(context, fmt)


def render_digest(context: dict[str, Any], fmt: str = "md") -> str:
    """Render a :func:`digest_context` as Markdown (``"md"``) or HTML (``"html"``)."""
    if fmt not in ("md", "html"):
        raise ValueError("fmt must be 'md' or 'html'")
    if fmt == "html":
        return _env(True).get_template("digest.html.j2").render(**context)
    return _env(False).get_template("digest.md.j2").render(**context).strip() + "\n"


def digest_context(
    frame: pd.DataFrame,
    since: str | date | None = None,
    until: str | date | None = None,
    club: str | None = None,
    role: str | None = None,
    speaker: str | None = None,
    stance: str | None = None,
    title: str = "VAR quote digest",
) -> dict[str, Any]:
    """Return what a :func:`digest` shows, before rendering: its groups, subtitle and notes.

    ``club_note`` is :func:`club_note` when a ``club`` filter leaves the digest empty, else
    "": the one place it is decided, for the page and for a caller (the CLI) that also says it.
    """
    data = digest_quotes(frame, since, until, club, role, speaker, stance)
    groups: list[dict[str, Any]] = []
    index: dict[str, dict[str, Any]] = {}
    for row in data.itertuples(index=False):
        key = _digest_group(row)
        if key not in index:
            if key.startswith("i:"):
                title_, facts = str(row.incident_label or row.incident), ""
            elif key.startswith("m:"):
                title_ = f"{row.match}: other VAR talk"
                facts = "Quotes about VAR in articles on this match, tied to no incident."
            else:
                title_, facts = "General VAR comment", "Quotes about VAR in general."
            index[key] = {
                "title": title_,
                "facts": facts,
                "anchor": f"g{len(groups) + 1}",
                "quotes": [],
            }
            groups.append(index[key])
        index[key]["quotes"].append(_digest_item(row))
    for g in groups:
        if g["facts"] == "" and g["quotes"]:
            g["facts"] = _incident_facts(g["quotes"])
        g["cards"] = _cards(g["quotes"])
    filters = [
        f"{name} {value}"
        for name, value in (
            ("since", since),
            ("until", until),
            ("club", club),
            ("role", role),
            ("speaker", speaker),
            ("stance", stance),
        )
        if value
    ]
    dates = data["date"].dropna()
    first, last = (
        (_day(dates.min(), "%b %Y"), _day(dates.max(), "%b %Y")) if len(dates) else ("", "")
    )
    # The dates the quotes span; undated quotes (an article without a date) are quotes too,
    # so a digest of them says "undated", never "no quotes", and a mix says how many.
    undated = len(data) - len(dates)
    spans = [first if first == last else f"{first} – {last}"] if len(dates) else []
    if undated:
        spans.append(f"{undated} undated" if spans else "undated")
    span = "".join(f", {part}" for part in spans)
    stanceless = len(data) > 0 and not has_stances(data)
    what = " in articles on VAR, no stance" if stanceless else " about VAR"
    subtitle = f"{count(len(data), 'quote')}{what}{span}" + (
        f" · filtered: {', '.join(filters)}" if filters else ""
    )
    # A club filter that matches nothing is named; other filters are in the subtitle.
    note = club_note(frame, club) if club and data.empty else ""
    return {
        "title": title,
        "subtitle": subtitle,
        "notice": NO_STANCE_NOTE if stanceless else "",
        "groups": groups,
        "total": len(data),
        "club_note": note,
        "empty_note": note or _empty_digest_note(frame, bool(filters)),
        "generated": _today(),
        "css": _css(),
    }


def _digest_item(row: Any) -> dict[str, Any]:
    who = ", ".join(x for x in (row.role, row.club) if isinstance(x, str) and x)
    day = row.date.date() if not pd.isna(row.date) else None
    return {
        "reported": quote_kind(row) != "direct",  # shown as "reported", not in marks
        "speaker": row.speaker if isinstance(row.speaker, str) else UNKNOWN_SPEAKER,
        "who": who,
        "stance": row.stance,
        "badge_md": BADGE_MD.get(row.stance, "NO STANCE"),
        "text": display_quote(row.text),
        "text_md": _md_escape(display_quote(row.text)),
        "outlet": row.outlet,
        "title": row.title if isinstance(row.title, str) else "",
        "url": link_url(row.url),
        "url_md": md_url(link_url(row.url)),
        "outlet_md": _md_escape(str(row.outlet)),
        "date": day.isoformat() if day else "",
        "date_text": f"{day.day} {day:%b %Y}" if day else "undated",
        "anchor": f"q-{row.article_id}-{row.idx}",
        "article_id": row.article_id,
    }


def _cards(quotes: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One card per speaker per article, where the speaker's first quote falls: gold and the
    extractor split "...," he said. "..." into two quotes, a report moves between two
    managers and back, and repeating who and where for each part buries the words. Unknown
    speakers are merged only when consecutive (two of them may be two people); unnamed fans
    only with fans of the same club. Every quote keeps its own badge, in text order."""
    cards: list[dict[str, Any]] = []
    by_speaker: dict[tuple[Any, ...], dict[str, Any]] = {}
    for q in quotes:
        # A named speaker is one card whatever role or club each quote carries; "unnamed
        # fan" stands for several people, one per club.
        anonymous = q["speaker"] == UNKNOWN_SPEAKER or q["speaker"] in ANONYMOUS_SPEAKERS
        key = (q["article_id"], q["speaker"], q["who"] if anonymous else "")
        card = by_speaker.get(key)
        if card is not None and (q["speaker"] != UNKNOWN_SPEAKER or card is cards[-1]):
            card["quotes"].append(q)
            continue
        card = {**{k: q[k] for k in CARD_FIELDS}, "quotes": [q]}
        cards.append(card)
        by_speaker[key] = card
    for card in cards:
        stances = {q["stance"] for q in card["quotes"]}
        stance = stances.pop() if len(stances) == 1 else "neutral"
        card["stance"] = stance or "nostance"
    return cards


def _incident_facts(quotes: list[dict[str, Any]]) -> str:
    counts = {s: sum(q["stance"] == s for q in quotes) for s in STANCES}
    speakers = len({q["speaker"] for q in quotes} - {UNKNOWN_SPEAKER})
    unknown = len(quotes) - sum(counts.values())
    # "Unknown speaker" is no one: counted as a quote, not as a speaker (as reactions count)
    unattributed = sum(q["speaker"] == UNKNOWN_SPEAKER for q in quotes)
    head = f"{count(len(quotes), 'quote')} from {count(speakers, 'speaker')}" + (
        f" and {unattributed} with no speaker" if unattributed else ""
    )
    if unknown == len(quotes):
        return f"{head}, with no stance."
    tail = f", {unknown} with no stance" if unknown else ""
    return (
        f"{head}: {counts['negative']} negative, {counts['neutral']} neutral, "
        f"{counts['positive']} positive{tail}."
    )
