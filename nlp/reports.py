"""User-facing reports: reactions to an incident, the season's stance, and a quote digest.

Everything works on a *quotes frame*: the shape of :meth:`nlp.store.Store.quotes_frame`
(article_id, idx, text, start, end, speaker, role, club, cue, about_var, stance,
stance_score, context, published, source, title, url, article_meta), labelled with incidents
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
"""

from __future__ import annotations

import base64
import functools
import html
import io
import json
import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlparse

import pandas as pd

from nlp.aggregate import speaker_stances
from nlp.config import ANONYMOUS_SPEAKER
from nlp.display import display_quote
from nlp.incidents import (
    Grouping,
    as_date,
    attach_incidents,
    incident_day,
    meta_of,
    parse_day,
)
from nlp.models import ROLES, STANCES, Article, Quote

DEMO_DIR = Path(__file__).resolve().parents[1] / "corpora" / "demo-season"
TEMPLATES = Path(__file__).resolve().parent / "templates"

#: Columns of :meth:`nlp.store.Store.quotes_frame`, the frame every report reads.
FRAME_COLUMNS: tuple[str, ...] = (
    "article_id",
    "idx",
    "text",
    "start",
    "end",
    "speaker",
    "role",
    "club",
    "cue",
    "about_var",
    "stance",
    "stance_score",
    "context",
    "published",
    "source",
    "title",
    "url",
    "article_meta",
)
STANCE_VALUE = {"negative": -1, "neutral": 0, "positive": 1}
#: What reports say where a quote or reaction has no stance (analysed without the model).
NO_STANCE = "no stance"
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
SEASON_BY = ("month", "club", "role", "speaker")
#: At most this many clubs are named when a club filter fits several.
MAX_CLUB_CANDIDATES = 5
#: Key of ``DataFrame.attrs`` where :func:`load_frame` and :func:`gold_frame` keep the
#: register files the quotes were analysed with (a tuple of paths, empty: built-in only).
REGISTER_PATHS = "register_paths"
#: Key of ``DataFrame.attrs`` where :func:`load_frame` keeps how many stored articles have
#: no analysis yet, and so no quotes in the frame.
UNANALYSED = "unanalysed"
#: Columns :func:`prepare` adds.
PREPARED_COLUMNS = ("date", "month", "outlet", "competition", "incident", "incident_label", "match")
#: Below this many reactions a group's net stance is shown with its interval and flagged.
SMALL_N = 10
Z95 = 1.959963984540054
#: The ``month`` of reactions from undated articles in the season tables (a row of its own).
UNDATED = "undated"


# --------------------------------------------------------------------------------------------
# loading
# --------------------------------------------------------------------------------------------


def load_frame(
    db: str | Path, register_paths: Sequence[str | Path] | None = None
) -> tuple[pd.DataFrame, Grouping]:
    """Return the quotes frame of a varometer database labelled with incidents, and the grouping.

    ``register_paths`` are the clubs/people files the articles were analysed with; when None,
    any analysed input folder that holds a ``clubs.csv`` is used (as ``varometer analyse
    corpora/demo-season`` leaves it), else the clubs the quotes and front matter name.
    """
    from nlp.store import require_database

    require_database(db)
    stat = Path(db).stat()
    wal = Path(f"{db}-wal")
    stamp = (stat.st_mtime_ns, stat.st_size, wal.stat().st_mtime_ns if wal.exists() else 0)
    paths = None if register_paths is None else tuple(str(p) for p in register_paths)
    frame, grouping = _load_cached(str(Path(db).resolve()), stamp, paths)
    # A copy: callers may add columns, and the cached frame serves the next call.
    return frame.copy(), grouping


@functools.lru_cache(maxsize=4)
def _load_cached(
    db: str, stamp: tuple[int, int, int], register_paths: tuple[str, ...] | None
) -> tuple[pd.DataFrame, Grouping]:
    # Keyed on the file's modification stamp: a notebook or a `report` run asks for the same
    # database several times, and grouping a season's articles is the slow part.
    from nlp.football.registers import Register
    from nlp.store import Store

    with Store(db) as store:
        frame = store.quotes_frame()
        articles = list(store.articles())
        paths = list(register_paths) if register_paths is not None else _registers_from_runs(store)
        unanalysed = store.unanalysed()
    register = Register.load(paths) if paths else None
    # Without the stance model about_var is null; a quote in an article that mentions VAR is
    # then taken as possibly about VAR (no stance), so incidents, reactions and the digest
    # still show who spoke, marked "no stance".
    mentions = {a.id: mentions_var(a.text) or mentions_var(a.title) for a in articles}
    frame["var_article"] = frame["article_id"].map(mentions).fillna(False).astype(bool)
    labelled, grouping = attach_incidents(
        frame.assign(about_var=_var_mask(frame)), articles, register
    )
    labelled["about_var"] = frame["about_var"]
    prepared = prepare(labelled)
    # The --club filters resolve nicknames and aliases with the same register.
    prepared.attrs[REGISTER_PATHS] = tuple(paths)
    prepared.attrs[UNANALYSED] = unanalysed
    return prepared, grouping


def _registers_from_runs(store: Any) -> list[str]:
    """Register files for the store: the ``register`` paths its analyse runs recorded, else
    the folders holding a clubs.csv or people.csv among its analysed inputs and their parents
    (``varometer analyse corpora/demo-season/articles`` finds ``corpora/demo-season``)."""
    found: list[str] = []
    for (args,) in store.conn.execute("SELECT args FROM runs WHERE command = 'analyse'"):
        try:
            recorded = json.loads(args or "{}")
        except ValueError:
            continue
        for item in recorded.get("register") or recorded.get("register_paths") or []:
            if Path(item).exists() and str(item) not in found:
                found.append(str(item))
        for item in recorded.get("inputs", []):
            path = Path(item)
            folder = path if path.is_dir() else path.parent
            for candidate in (folder, folder.parent):
                if any((candidate / f).exists() for f in ("clubs.csv", "people.csv")):
                    if str(candidate) not in found:
                        found.append(str(candidate))
                    break
    return found


def demo_articles(demo_dir: str | Path = DEMO_DIR) -> list[Article]:
    """Return the demo season's articles as varometer ingests them.

    Articles the writers keep as ``parts/<id>.json`` (the dump formats) are read from there
    when ``corpora/tools/build_demo.py`` has not yet assembled the dump files.
    """
    from nlp.ingest import Skipped, normalise_text, read_inputs

    demo_dir = Path(demo_dir)
    articles = {
        a.id: a for a in read_inputs([str(demo_dir / "articles")]) if not isinstance(a, Skipped)
    }
    for path in sorted((demo_dir / "parts").glob("*.json")):
        part = json.loads(path.read_text(encoding="utf-8"))
        if part["id"] in articles:
            continue
        articles[part["id"]] = Article(
            id=part["id"],
            text=normalise_text(part.get("text", "")),
            title=part.get("title", ""),
            source=part.get("source", ""),
            url=part.get("url", ""),
            published=part.get("published"),
            path=str(path),
            meta={"author": part.get("author", ""), "format": part.get("format", "")},
        )
    return sorted(articles.values(), key=lambda a: a.id)


def gold_rows(
    demo_dir: str | Path = DEMO_DIR, articles: Sequence[Article] | None = None
) -> list[dict[str, Any]]:
    """Return the demo gold quotes: ``gold.jsonl`` when built, else ``gold-parts/*.jsonl``
    placed in the article texts the way ``build_demo.py`` does (offsets may then be absent
    for a quote that cannot be found; it keeps ``start = end = -1``)."""
    demo_dir = Path(demo_dir)
    gold = demo_dir / "gold.jsonl"
    if gold.exists():
        return [
            json.loads(line)
            for line in gold.read_text(encoding="utf-8").splitlines()
            if line.strip()
        ]
    texts = {a.id: a.text for a in (articles or demo_articles(demo_dir))}
    rows, cursor = [], {}
    for path in sorted((demo_dir / "gold-parts").glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            row = json.loads(line)
            text = texts.get(row["article_id"], "")
            pos = text.find(row["text"], cursor.get(row["article_id"], 0))
            if pos < 0:
                pos = text.find(row["text"])
            row["start"], row["end"] = (pos, pos + len(row["text"])) if pos >= 0 else (-1, -1)
            if pos >= 0:
                cursor[row["article_id"]] = pos + len(row["text"])
            rows.append(row)
    return sorted(rows, key=lambda r: (r["article_id"], r["start"]))


def gold_frame(
    demo_dir: str | Path = DEMO_DIR, incidents: str = "gold"
) -> tuple[pd.DataFrame, Grouping]:
    """Return the demo season's gold quotes as a quotes frame, and the incident grouping.

    Same columns as :func:`load_frame`; gold stances get ``stance_score`` 1.0. With
    ``incidents="gold"`` the ``incident`` column holds the gold ids (INC01...) and
    ``incident_label`` names each with the detected key it maps to; with ``"detected"`` it
    holds the detected keys as for a database. ``gold_incident`` always keeps the gold id
    (and, with ``"gold"``, ``incident_key`` the detected key).
    """
    from nlp.football.registers import Register
    from nlp.incidents import evaluate

    demo_dir = Path(demo_dir)
    articles = demo_articles(demo_dir)
    by_id = {a.id: a for a in articles}
    rows = []
    counters: dict[str, int] = {}
    for row in gold_rows(demo_dir, articles):
        article = by_id.get(row["article_id"])
        if article is None:
            continue
        idx = counters.get(article.id, 0)
        counters[article.id] = idx + 1
        about = bool(row.get("about_var"))
        stance = row.get("stance") if about else None
        rows.append(
            {
                "article_id": article.id,
                "idx": idx,
                "text": row["text"],
                "start": row.get("start", -1),
                "end": row.get("end", -1),
                "speaker": row.get("speaker"),
                "role": row.get("role"),
                "club": row.get("club"),
                "cue": None,
                "about_var": about,
                "stance": stance,
                "stance_score": 1.0 if stance else None,
                "context": "",
                "published": article.published,
                "source": article.source,
                "title": article.title,
                "url": article.url,
                "article_meta": json.dumps(article.meta),
                "gold_incident": row.get("incident") or None,
                "split": row.get("split"),
            }
        )
    frame = pd.DataFrame(rows)
    register = Register.load([str(demo_dir)])
    labelled, grouping = attach_incidents(frame, articles, register)
    if incidents == "gold":
        mapping = evaluate(grouping, frame.rename(columns={"gold_incident": "incident"}))["mapping"]
        label = {}
        for key, gold_id in mapping.items():
            label.setdefault(gold_id, key)
        labelled["incident_key"] = labelled["incident"]
        labelled["incident"] = labelled["gold_incident"]
        labelled["incident_label"] = [
            f"{g} · {label[g]}" if g in label else g if isinstance(g, str) else None
            for g in labelled["gold_incident"]
        ]
    elif incidents != "detected":
        raise ValueError("incidents must be 'gold' or 'detected'")
    prepared = prepare(labelled)
    prepared.attrs[REGISTER_PATHS] = (str(demo_dir),)
    return prepared, grouping


# --------------------------------------------------------------------------------------------
# the prepared frame
# --------------------------------------------------------------------------------------------


def prepare(frame: pd.DataFrame) -> pd.DataFrame:
    """Return ``frame`` with the derived columns every report uses (idempotent).

    Adds ``date`` (datetime64, day), ``month`` ("2025-08"), ``outlet`` (the source's name,
    its web domain mapped to the name other articles from that domain use), ``competition``
    and, when missing, ``incident``/``incident_label``/``match`` (None).
    """
    if "_prepared" in frame.attrs and set(PREPARED_COLUMNS) <= set(frame.columns):
        return frame
    out = frame.copy()
    for column in FRAME_COLUMNS:
        if column not in out:
            out[column] = None
    for column in ("incident", "incident_type", "minute", "match"):
        if column not in out:
            out[column] = None
    if "incident_label" not in out:
        out["incident_label"] = out["incident"]
    dates = [as_date(v) for v in out["published"]]
    out["date"] = pd.to_datetime(pd.Series(dates, index=out.index, dtype="object"), errors="coerce")
    out["month"] = out["date"].dt.strftime("%Y-%m")
    out["outlet"] = _outlets(out)
    out["competition"] = [meta_of(m).get("competition") for m in out["article_meta"]]
    out["about_var"] = out["about_var"].map(lambda v: None if v is None or pd.isna(v) else bool(v))
    if "var_article" not in out:
        # Outside load_frame the article text is not at hand: the quote's own words decide.
        out["var_article"] = [mentions_var(t) for t in out["text"]]
    out["stance"] = out["stance"].map(lambda v: v if v in STANCES else None)
    out.attrs["_prepared"] = True
    return out


def _outlets(frame: pd.DataFrame) -> list[str]:
    # HTML pages often carry only their site's domain as source ("harbourside-echo.example");
    # other articles from the same domain usually name the outlet, so borrow that name.
    from collections import Counter

    domains = [urlparse(str(u or "")).netloc.lower() for u in frame["url"]]
    sources = [s if isinstance(s, str) else "" for s in frame["source"]]
    names: dict[str, Counter[str]] = {}
    for d, src in zip(domains, sources, strict=True):
        if d and src and not _looks_like_domain(src):
            names.setdefault(d, Counter())[_outlet_name(src)] += 1
    best = {d: c.most_common(1)[0][0] for d, c in names.items()}
    return [
        _outlet_name(src)
        if src and not _looks_like_domain(src)
        else best.get(d) or src or d or "unknown"
        for d, src in zip(domains, sources, strict=True)
    ]


def _outlet_name(source: str) -> str:
    # Feed titles name the feed too: "Meridian Press Agency: football wire".
    return source.split(":")[0].strip()


def _looks_like_domain(text: str) -> bool:
    return bool(re.fullmatch(r"[\w.-]+\.[a-z]{2,}", text.strip().lower()))


def about_var(frame: pd.DataFrame, stanced: bool = True) -> pd.DataFrame:
    """Return the quotes about VAR that carry a stance (with ``stanced=False``, also those
    about VAR without one).

    A quote whose ``about_var`` is null (analysed without the stance model) counts as about
    VAR, with no stance, when its article mentions VAR (``var_article``, see
    :func:`load_frame`); so without a model the counts are empty but reactions and the
    digest still list who spoke, marked "no stance".
    """
    mask = _var_mask(frame)
    if stanced:
        mask &= frame["stance"].isin(STANCES)
    return frame[mask]


def _var_mask(frame: pd.DataFrame) -> pd.Series:
    known = frame["about_var"].map(lambda v: v is not None and not pd.isna(v))
    flagged = frame["about_var"].map(_truthy).astype(bool)
    guessed = (
        frame["var_article"].map(_truthy).astype(bool)
        if "var_article" in frame
        else pd.Series(False, index=frame.index)
    )
    return (flagged | (~known & guessed)).astype(bool)


def has_stances(frame: pd.DataFrame) -> bool:
    """Return True when any quote in ``frame`` carries a stance toward VAR."""
    return bool(len(frame)) and bool(frame["stance"].isin(STANCES).any())


#: Said wherever a report has quotes about VAR but no stance for them.
NO_STANCE_NOTE = (
    "These quotes carry no stance: they were analysed without the stance model "
    "(models/stance/, or `--no-stance`), so there are no stances to count. Quotes from "
    "articles that mention VAR stand in for the quotes about VAR, each marked no stance; "
    "`varometer analyse` with the model in place fills the stances in."
)


@functools.lru_cache(maxsize=1)
def _var_regex() -> re.Pattern[str]:
    from nlp.football.registers import Register

    terms = sorted(Register.load().var_terms, key=len, reverse=True)
    # Acronyms ("VAR", "SAOT") only in capitals: "var" is a word in other languages' names.
    caps = [t for t in terms if t.upper() == t or t.lower() in ("var", "vars")]
    words = [t for t in terms if t not in caps]
    parts = []
    if caps:
        parts.append(r"\b(?:" + "|".join(map(re.escape, caps)) + r")\b")
    if words:
        parts.append(r"(?i:\b(?:" + "|".join(map(re.escape, words)) + r")\b)")
    return re.compile("|".join(parts) or r"(?!)")


def mentions_var(text: Any) -> bool:
    """Return True when ``text`` names VAR or one of its terms (the register's VAR terms)."""
    return isinstance(text, str) and bool(_var_regex().search(text))


def _truthy(value: Any) -> bool:
    return bool(value) if value is not None and not pd.isna(value) else False


def _key(text: Any) -> str:
    from nlp.football.registers import name_key

    return name_key(str(text)) if isinstance(text, str) else ""


def _row_quote(row: Any) -> Quote:
    score = row.stance_score
    return Quote(
        text=row.text,
        start=int(row.start) if not pd.isna(row.start) else -1,
        end=int(row.end) if not pd.isna(row.end) else -1,
        speaker=row.speaker if isinstance(row.speaker, str) else None,
        role=row.role if isinstance(row.role, str) else None,
        club=row.club if isinstance(row.club, str) else None,
        about_var=_truthy(row.about_var),
        stance=row.stance if isinstance(row.stance, str) else None,
        stance_score=None if score is None or pd.isna(score) else float(score),
    )


# --------------------------------------------------------------------------------------------
# selecting an incident, a match, an article
# --------------------------------------------------------------------------------------------


def incidents_in(frame: pd.DataFrame) -> pd.DataFrame:
    """Return one row per incident in ``frame``: incident, label, match, date, quotes, speakers."""
    data = about_var(prepare(frame), stanced=False)
    data = data[data["incident"].notna()]
    if data.empty:
        return pd.DataFrame(columns=["incident", "label", "match", "date", "quotes", "speakers"])
    out = (
        data.groupby("incident", sort=False)
        .agg(
            label=("incident_label", "first"),
            match=("match", "first"),
            date=("date", "min"),
            quotes=("text", "size"),
            speakers=("speaker", "nunique"),
        )
        .reset_index()
        .sort_values(["date", "incident"])
        .reset_index(drop=True)
    )
    out["date"] = out["date"].dt.date
    return out


class SelectionError(ValueError):
    """A target, match or article that names no incident, several, or nothing stored: the
    user's selection to correct (the CLI exits 2), not a failure of the report."""


def resolve_incident(frame: pd.DataFrame, incident: str) -> str:
    """Return the ``incident`` value of ``frame`` that ``incident`` names.

    An exact id or key, else the one incident whose key or label contains ``incident``
    (case-insensitive: "INC01", "Ravensmoor United, offside", "2025-08-23"). Raises
    ValueError naming the candidates when none or several match.
    """
    values = [v for v in frame["incident"].dropna().unique()]
    if incident in values:
        return incident
    labels = dict(
        zip(frame["incident"], frame.get("incident_label", frame["incident"]), strict=True)
    )
    needle = incident.lower()
    hits = [
        v for v in values if needle in str(v).lower() or needle in str(labels.get(v, "")).lower()
    ]
    if not hits:
        # "offside 78th minute", "Penalty Overturned": every word of it in the incident's
        # key, whatever the punctuation and order
        words = _target_words(incident)
        hits = [
            v
            for v in values
            if words
            and words <= _target_words(_without_date(f"{v} {labels.get(v, '')}"), keep_all=True)
        ]
    if len(hits) == 1:
        return hits[0]
    if not hits:
        if not values:
            raise SelectionError(
                f"no incident matches {incident!r}: no VAR incident has been found in this "
                "database yet (`analyse` finds them in the articles it stores)"
            )
        known = _some(sorted(str(labels.get(v, v)) for v in values))
        raise SelectionError(
            f"no incident matches {incident!r} (known: {known}; `reactions` with no TARGET "
            "lists them all)"
        )
    raise SelectionError(
        f"{incident!r} matches {len(hits)} incidents: "
        + _some(sorted(str(labels.get(v, v)) for v in hits))
        + "; give more of one (its date or minute)"
    )


# Words of a target that say nothing about which incident ("the 78th minute").
TARGET_FILLER_WORDS = frozenset({"the", "a", "at", "in", "on", "of", "minute", "min", "mins"})
_ORDINAL_SUFFIX_RE = re.compile(r"^(\d+)(?:st|nd|rd|th)$")
SHOWN_CHOICES = 5


def _target_words(text: str, keep_all: bool = False) -> set[str]:
    """Return the lowercase words of ``text``, "78th" read as "78", hyphenated words split;
    without ``keep_all``, the filler words dropped."""
    words = set()
    for word in re.findall(r"[\w']+", text.lower().replace("-", " ")):
        word = _ORDINAL_SUFFIX_RE.sub(r"\1", word.strip("'"))
        if word and (keep_all or word not in TARGET_FILLER_WORDS):
            words.add(word)
    return words


_KEY_DATE_RE = re.compile(r"\b\d{4}-\d{2}-\d{2}\b")


def _without_date(key: str) -> str:
    """Return an incident key without its date, so a bare number in a target is a minute
    ("offside 23" is not the offside of 2025-08-23)."""
    return _KEY_DATE_RE.sub(" ", key)


def _some(choices: list[str]) -> str:
    """Return the first few ``choices`` joined, with how many more there are."""
    shown = "; ".join(choices[:SHOWN_CHOICES])
    more = len(choices) - SHOWN_CHOICES
    return shown + (f"; and {more} more" if more > 0 else "")


def match_sides(match: str) -> tuple[str, str]:
    """Return the two sides of a match a user gives ("Home v Away", "A vs B", "A - B");
    raise ValueError when it is not two sides."""
    parts = re.split(r"\s+(?:v|vs\.?|versus|-)\s+", match.strip(), maxsplit=1, flags=re.IGNORECASE)
    if len(parts) != 2:
        raise SelectionError(f'give a match as "Home v Away", not {match!r}')
    return parts[0], parts[1]


def _side_matches(side: str, club: str) -> bool:
    a, b = _key(side), _key(club)
    return bool(a) and (a == b or b.startswith(a + " ") or a in b.split())


def match_mask(frame: pd.DataFrame, match: str, register: Any = None) -> pd.Series:
    """Return a mask of the rows whose match is ``match`` ("Home v Away", either order; short
    names such as "Harbourside v Ravensmoor" are enough).

    A side is also any name the ``register`` (default :func:`frame_register`) knows for the
    club, as for :func:`club_mask`: a nickname ("Gulls", "Spurs") or a short name that is not
    one of the club's words ("Man City").
    """
    register = register if register is not None else frame_register(frame)
    home, away = match_sides(match)
    sides = {side: register.club(side) for side in (home, away)}

    def fits(side: str, club: str) -> bool:
        target = sides[side]
        if target is not None and (
            register.club(club) == target or _key(club) == _key(target.name)
        ):
            return True
        return _side_matches(side, club)

    def hit(value: Any) -> bool:
        if not isinstance(value, str) or " v " not in value:
            return False
        h, a = value.split(" v ", 1)
        return (fits(home, h) and fits(away, a)) or (fits(home, a) and fits(away, h))

    return frame["match"].map(hit).astype(bool)


# --------------------------------------------------------------------------------------------
# reactions and balance
# --------------------------------------------------------------------------------------------

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
    which keep their names); rows ordered by role (as in :data:`nlp.models.ROLES`) then
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


def _one_fixture(data: pd.DataFrame, match: str, window_days: int) -> None:
    """Raise ValueError when the rows of ``match`` belong to several fixtures.

    The same two clubs meet twice a season or more, either order of the sides matches (home
    and away are sometimes a guess), and short names can fit two pairings ("City v United"),
    so without a date their reactions would merge. A fixture is one pairing of clubs on one
    match day: its incidents' days, or, for a pairing no incident is tied to, its articles'
    dates; days further apart than twice the incident window are different fixtures.
    """
    fixtures = _fixtures(data, window_days)
    if len(fixtures) < 2:
        return
    raise SelectionError(
        f"{match!r} fits {len(fixtures)} matches: {_fixture_list(fixtures)}. Add the match day "
        "(--date YYYY-MM-DD)."
    )


def _fixture_list(fixtures: list[tuple[pd.Timestamp, str]]) -> str:
    """Return fixtures as a message lists them: "2025-08-23 Home v Away; ..."."""
    return "; ".join(f"{day:%Y-%m-%d} {label}" for day, label in fixtures)


def _fixtures(data: pd.DataFrame, window_days: int) -> list[tuple[pd.Timestamp, str]]:
    """Return the dated fixtures (day, "Home v Away") the rows of a match belong to, in day
    order (see :func:`_one_fixture`)."""
    gap = pd.Timedelta(days=2 * window_days)
    fixtures: list[tuple[pd.Timestamp, str]] = []
    for _, rows in data.groupby(data["match"].map(_pairing), sort=False):
        days = rows["incident"].map(incident_day)
        if days.notna().any():
            rows, days = rows[days.notna()], days[days.notna()]
        else:
            days = rows["date"]
        dated = pd.DataFrame({"day": pd.to_datetime(list(days)), "match": list(rows["match"])})
        dated = dated.dropna(subset=["day"]).sort_values("day")
        dated["fixture"] = (dated["day"].diff() > gap).cumsum()
        for _, one in dated.groupby("fixture"):
            fixtures.append((one["day"].iloc[0], one["match"].mode().iloc[0]))
    return sorted(fixtures)


def _pairing(match: Any) -> frozenset[str]:
    """Return the two sides of a "Home v Away" value, in no order."""
    return frozenset(str(match).split(" v ", 1))


def _reactor(row: Any) -> tuple[str, ...]:
    """Return who a quote row's reaction belongs to: the speaker, or for an unnamed fan the
    fan of that club in that article ("one Gulls supporter" and "a Ravens fan" are two)."""
    if row.speaker != ANONYMOUS_SPEAKER:
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
    data = data[data["speaker"].notna()]
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
            }
        )
    out = pd.DataFrame(rows, columns=list(REACTION_COLUMNS))
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


# --------------------------------------------------------------------------------------------
# the season
# --------------------------------------------------------------------------------------------


def reaction_frame(frame: pd.DataFrame) -> pd.DataFrame:
    """Return one row per (article, speaker) with that speaker's aggregate stance there.

    A *reaction* is what the season counts by default: a speaker quoted five times in one
    article counts once, with the stance that carries most of their quotes' probability.
    Unnamed fans count once per club they support in the article.
    Columns: article_id, speaker, role, club, stance, stance_score, quotes, date, month,
    outlet, competition, incident, match.
    """
    data = about_var(prepare(frame))
    data = data[data["speaker"].notna()]
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


def wilson_net(negative: int, neutral: int, positive: int, z: float = Z95) -> tuple[float, float]:
    """Return a 95% interval for net stance (pos - neg) / n.

    Net stance is the mean of scores in {-1, 0, +1}; rescaled to [0, 1] it is a mean whose
    variance is at most that of a proportion with the same mean, so the Wilson score interval
    of that "proportion" is a slightly conservative interval for it. Unlike the normal
    approximation it stays inside [-1, 1] and is not zero-width when n is 2 and both agree.
    """
    n = negative + neutral + positive
    if n == 0:
        return (math.nan, math.nan)
    p = (positive + 0.5 * neutral) / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (round(2 * (centre - half) - 1, 3), round(2 * (centre + half) - 1, 3))


def bootstrap_net(
    negative: int, neutral: int, positive: int, seed: int = 13, draws: int = 4000
) -> tuple[float, float]:
    """Return a seeded percentile-bootstrap 95% interval for net stance (same for same counts)."""
    import numpy as np

    n = negative + neutral + positive
    if n == 0:
        return (math.nan, math.nan)
    rng = np.random.default_rng([seed, negative, neutral, positive])
    sample = rng.multinomial(n, [negative / n, neutral / n, positive / n], size=draws)
    nets = (sample[:, 2] - sample[:, 0]) / n
    low, high = np.percentile(nets, [2.5, 97.5])
    return (round(float(low), 3), round(float(high), 3))


def season(
    frame: pd.DataFrame,
    start: str | date | None = None,
    end: str | date | None = None,
    by: str | Sequence[str] = "month",
    competition: str | None = None,
    unit: str = "reaction",
    interval: str = "wilson",
    seed: int = 13,
) -> pd.DataFrame:
    """Return stance counts per group over the season.

    ``by`` is one of month, club, role, speaker, or a sequence of them (``("month",
    "role")``). ``unit`` is "reaction" (one per speaker per article, unnamed fans one per
    club, see :func:`reaction_frame`) or "quote". Columns: the ``by`` columns, n, negative, neutral,
    positive, net ((positive - negative) / n), net_low/net_high (95% interval: Wilson, or a
    seeded bootstrap with ``interval="bootstrap"``) and small (n < :data:`SMALL_N`, read the
    interval rather than the point). By month, months without reactions are kept (n 0), and
    reactions from undated articles are counted in a last row whose month is
    :data:`UNDATED` (so every table adds up to the same total; a date filter leaves them out).
    """
    dims = [by] if isinstance(by, str) else list(by)
    for dim in dims:
        if dim not in SEASON_BY:
            raise ValueError(f"by must be one of {', '.join(SEASON_BY)}, not {dim!r}")
    if interval not in ("wilson", "bootstrap"):
        raise ValueError("interval must be 'wilson' or 'bootstrap'")
    _check_period(start, end)
    if unit == "reaction":
        data = reaction_frame(frame)
    elif unit == "quote":
        data = about_var(prepare(frame))
    else:
        raise ValueError("unit must be 'reaction' or 'quote'")
    data = _in_competition(_in_range(data, start, end), competition)
    return season_counts(data, dims, interval=interval, seed=seed)


def season_counts(
    data: pd.DataFrame, dims: Sequence[str], interval: str = "wilson", seed: int = 13
) -> pd.DataFrame:
    """Count the stances of ``data`` (reactions or quotes: one row each, with a ``stance``
    and the ``dims`` columns) per group; return the table :func:`season` returns.

    By month, rows without a month (undated articles) are counted under the month
    :data:`UNDATED`, after the dated months.
    """
    dims = list(dims)
    data = data.assign(club=data["club"].fillna("(no club)"), role=data["role"].fillna("other"))
    columns = [*dims, "n", *STANCES, "net", "net_low", "net_high", "small"]
    if data.empty:
        return pd.DataFrame(columns=columns)
    if "month" in dims and data["month"].isna().any():
        # Reactions from undated articles belong to no month; dropped by the groupby they
        # would vanish while the other tables count them. They get a row of their own, last.
        dated = season_counts(data[data["month"].notna()], dims, interval, seed)
        undated = season_counts(
            data[data["month"].isna()].assign(month=UNDATED), dims, interval, seed
        )
        return pd.concat([dated, undated], ignore_index=True)[columns] if len(dated) else undated
    counts = (
        data.groupby([*dims, "stance"])
        .size()
        .unstack("stance")
        .reindex(columns=list(STANCES))
        .fillna(0)
        .astype(int)
    )
    if dims == ["month"] and UNDATED not in counts.index:
        months = pd.period_range(min(counts.index), max(counts.index), freq="M").strftime("%Y-%m")
        counts = counts.reindex(months, fill_value=0)
        counts.index.name = "month"
    counts.columns.name = None
    counts = counts.reset_index()
    counts["n"] = counts[list(STANCES)].sum(axis=1)
    counts["net"] = (
        (counts["positive"] - counts["negative"]) / counts["n"].where(counts["n"] > 0)
    ).round(3)
    bounds = [
        bootstrap_net(int(r.negative), int(r.neutral), int(r.positive), seed=seed)
        if interval == "bootstrap"
        else wilson_net(int(r.negative), int(r.neutral), int(r.positive))
        for r in counts.itertuples(index=False)
    ]
    counts["net_low"] = [lo for lo, _ in bounds]
    counts["net_high"] = [hi for _, hi in bounds]
    counts["small"] = counts["n"] < SMALL_N
    if "month" not in dims:
        counts = counts.sort_values(["n", *dims], ascending=[False] + [True] * len(dims))
    return counts[columns].reset_index(drop=True)


def undated_note(count: int, unit: str = "reaction") -> str:
    """Return a sentence saying that ``count`` reactions (or quotes, with ``unit="quote"``)
    come from undated articles and where the month tables put them; "" when ``count`` is 0."""
    if not count:
        return ""
    what = unit if count == 1 else f"{unit}s"
    verb = "comes" if count == 1 else "come"
    return (
        f"{count} {what} {verb} from undated articles: they are counted in the "
        f"'{UNDATED}' row, not in any month."
    )


def empty_season_note(
    frame: pd.DataFrame,
    start: str | date | None = None,
    end: str | date | None = None,
    competition: str | None = None,
) -> str:
    """Return why :func:`season` found nothing to count in ``frame`` with these filters.

    Without any stance in the database the stance model is the reason; otherwise the filters
    are (named as the CLI options, with the competitions the database does hold when
    ``competition`` matched none), or, with no filter, the database has no reactions on VAR.
    """
    data = prepare(frame)
    if not has_stances(data):
        return "no reactions on VAR with a stance to count"
    filters = [
        f"{option} {value}"
        for option, value in (("--from", start), ("--to", end))
        if value is not None
    ]
    if competition:
        filters.append(f"--competition {competition!r}")
    if not filters:
        return "no reactions about VAR to count"
    note = f"no reactions about VAR match {' '.join(filters)}"
    if competition:
        held = about_var(data)["competition"].dropna().map(str)
        known = sorted(set(held))
        note += (
            f" (competitions in the database: {', '.join(known)})"
            if known
            else " (no article in the database names its competition)"
        )
    return note


def _check_period(start: Any, end: Any) -> None:
    """Raise ValueError when a period's first day is after its last (it would select nothing)."""
    if start is not None and end is not None and parse_day(start) > parse_day(end):
        raise ValueError(f"the period starts ({start}) after it ends ({end})")


def _in_range(data: pd.DataFrame, start: Any, end: Any) -> pd.DataFrame:
    """Return the rows dated from ``start`` to ``end`` (days, inclusive; None: open)."""
    if start is not None:
        data = data[data["date"] >= pd.Timestamp(parse_day(start))]
    if end is not None:
        data = data[data["date"] <= pd.Timestamp(parse_day(end))]
    return data


def to_csv(table: pd.DataFrame, path: str | Path) -> Path:
    """Write ``table`` as CSV (parent folders made); return the path."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    table.to_csv(path, index=False)
    return path


def to_parquet(table: pd.DataFrame, path: str | Path) -> Path:
    """Write ``table`` as Parquet (parent folders made); return the path."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    table.to_parquet(path, index=False)
    return path


# --------------------------------------------------------------------------------------------
# the chart
# --------------------------------------------------------------------------------------------

#: Okabe-Ito colours: distinguishable with the common colour-vision deficiencies. Each series
#: also gets its own marker and line style, so the chart reads in greyscale too.
SERIES_STYLE: tuple[tuple[str, str, str], ...] = (
    ("#0072B2", "o", "-"),
    ("#D55E00", "s", "--"),
    ("#009E73", "^", "-."),
    ("#CC79A7", "D", ":"),
    ("#E69F00", "v", "-"),
    ("#56B4E9", "P", "--"),
    ("#000000", "X", "-."),
)
#: Roles drawn as lines when the caller names none: those with most reactions, at most this many.
CHART_ROLES = 4
CHART_MONTH_LABELS = 16  # at most this many month labels under the chart
# A line joins two months with reactions at most this many months apart; a longer gap (a
# summer break is three months) is left open.
CHART_MAX_JOINED_GAP = 4


def trending(
    frame: pd.DataFrame, by: str = "speaker", k: int = 3, min_each: int = 2, min_months: int = 4
) -> list[str]:
    """Return the ``k`` speakers (or clubs, roles) whose stance changed most clearly.

    For each name with reactions in ``min_months`` months or more (a season's change of mind
    spans more than the few days around one or two incidents), every split of its reactions in
    time into "before" and "after" (each with ``min_each`` or more) is scored by the change
    of mean stance times sqrt(n_before * n_after / n), the usual weight of a two-sample
    difference, so a turn backed by many reactions beats a flip on two quotes; the best
    split is the name's score. Used to pick the chart's default lines: the stories of a
    season are its changes of mind.
    """
    data = frame if "text" not in frame else reaction_frame(frame)
    data = data[data[by].notna()]
    scores = []
    for name, group in data.groupby(by):
        if group["month"].nunique() < min_months:
            continue
        values = list(group.sort_values("date")["stance"].map(STANCE_VALUE))
        n = len(values)
        best = 0.0
        for cut in range(min_each, n - min_each + 1):
            before, after = values[:cut], values[cut:]
            change = abs(sum(after) / len(after) - sum(before) / len(before))
            best = max(best, change * math.sqrt(len(before) * len(after) / n))
        if best > 0:
            scores.append((round(best, 6), n, name))
    scores.sort(reverse=True)
    return [name for _, _, name in scores[:k]]


def _matching(values: pd.Series, predicate: Callable[[Any], bool]) -> pd.Series:
    """Return the boolean mask of ``values`` for which ``predicate`` holds. Boolean on an
    empty frame too: there ``.map()`` gives an object Series, which ``[]`` reads as column
    names, dropping every column."""
    return values.map(predicate).astype(bool)


def _in_competition(data: pd.DataFrame, competition: str | None) -> pd.DataFrame:
    """Return the rows of this competition (any case and spacing), or all with None."""
    if not competition:
        return data
    return data[_matching(data["competition"], lambda c: names_match(competition, c, whole=True))]


# What a name filter may hold beyond letters, digits and spaces and still be compared on its
# key (name_key turns these into spaces or drops them): "O'Neil", "Jean-Luc", "Brighton & Hove".
_NAME_PUNCTUATION = frozenset(" .,'’‘-&")


def _literal(text: str) -> str:
    from nlp.football.registers import fold_accents

    return " ".join(fold_accents(text).casefold().split())


def names_match(needle: str, name: Any, whole: bool = False) -> bool:
    """Return whether the filter value ``needle`` names ``name`` (a speaker, a competition):
    compared without case, accents or the punctuation names carry; ``whole`` asks for the
    whole name, else a part of it will do.

    A filter is literal text, never a pattern: characters that are no part of how names are
    written ("%", "_", "*") must appear in the name as written, so "%" matches no one unless
    a name holds a "%" (its key alone, empty, was part of every name).
    """
    if not isinstance(name, str):
        return False
    key, target = _key(needle), _key(name)
    odd = any(not (ch.isalnum() or ch in _NAME_PUNCTUATION) for ch in needle)
    if key and not (key == target if whole else key in target):
        return False
    if key and not odd:
        return True
    literal, written = _literal(needle), _literal(name)
    return bool(literal) and (literal == written if whole else literal in written)


def season_chart(
    frame: pd.DataFrame,
    path: str | Path | None = None,
    *,
    roles: Sequence[str] | None = None,
    speakers: Sequence[str] | None = None,
    clubs: Sequence[str] | None = None,
    start: str | date | None = None,
    end: str | date | None = None,
    competition: str | None = None,
    title: str = "Net stance toward VAR, by month",
) -> bytes:
    """Draw net stance by month and return the PNG bytes (also written to ``path`` if given).

    Three panels sharing the month axis: everyone, with its 95% interval as a band and the
    number of reactions per month; one line per role (``roles``, default the
    :data:`CHART_ROLES` biggest); and one line per selected speaker and club (default: the
    three speakers and two clubs whose stance moved most, see :func:`trending`). Points are
    sized by reactions, so a month resting on one quote looks like it.
    """
    if path is not None:
        check_chart_path(path)  # before any drawing
    import matplotlib

    matplotlib.use("Agg")  # no display: reports are written on servers and in CI
    import matplotlib.pyplot as plt

    reacted = _in_competition(_in_range(reaction_frame(frame), start, end), competition)
    if reacted.empty:
        return _empty_chart(frame, path, title)
    overall = season_counts(reacted, ["month"])
    # Undated reactions have no place on a time axis; the tables count them.
    overall = overall[overall["month"] != UNDATED]
    if overall.empty:
        undated = (
            f"All {count(len(reacted), 'reaction')} come from undated articles: no month to chart."
            if len(reacted) != 1
            else "The one reaction comes from an undated article: no month to chart."
        )
        return _empty_chart(frame, path, title, undated)
    months = list(overall["month"])
    pos = {m: i for i, m in enumerate(months)}
    if roles is None:
        roles = list(reacted["role"].value_counts().index[:CHART_ROLES])
    if speakers is None:
        speakers = trending(reacted, "speaker", 3)
    if clubs is None:
        clubs = trending(reacted, "club", 2)

    fig, axes = plt.subplots(3, 1, figsize=(10, 10.5), sharex=True, dpi=110)
    fig.suptitle(title, fontsize=15, fontweight="bold", x=0.06, ha="left")
    ax = axes[0]
    valid = overall["n"] > 0
    band_x = [pos[m] for m in overall.loc[valid, "month"]]
    band_x_gapped, low = _with_gaps(band_x, list(overall.loc[valid, "net_low"]))
    ax.fill_between(
        band_x_gapped,
        low,
        _with_gaps(band_x, list(overall.loc[valid, "net_high"]))[1],
        color="#0072B2",
        alpha=0.15,
        linewidth=0,
        label="95% interval",
    )
    ax.plot(
        *_with_gaps([pos[m] for m in overall.loc[valid, "month"]], list(overall.loc[valid, "net"])),
        color="#0072B2",
        marker="o",
        linewidth=2,
        label="all speakers",
    )
    for m, n, net in zip(overall["month"], overall["n"], overall["net"], strict=True):
        if n:
            ax.annotate(
                f"n={n}",
                (pos[m], net),
                textcoords="offset points",
                xytext=(0, 9),
                ha="center",
                fontsize=8,
                color="#444",
            )
    ax.set_title("Everyone (band: 95% interval)", loc="left", fontsize=11)
    axes[1].set_title("By role", loc="left", fontsize=11)
    _series(axes[1], reacted, [("role", r) for r in roles], pos)
    axes[2].set_title("Selected speakers and clubs", loc="left", fontsize=11)
    picked = [("speaker", s) for s in speakers] + [("club", c) for c in clubs]
    _series(axes[2], reacted, picked, pos)
    for a in axes:
        a.axhline(0, color="#888", linewidth=0.8)
        a.set_ylim(-1.15, 1.15)
        a.set_yticks([-1, -0.5, 0, 0.5, 1])
        a.set_yticklabels(["−1\nall against", "−0.5", "0", "+0.5", "+1\nall for"], fontsize=8)
        a.grid(axis="y", color="#e5e5e5")
        a.spines[["top", "right"]].set_visible(False)
        if a.get_legend_handles_labels()[0]:
            a.legend(loc="upper left", bbox_to_anchor=(1.0, 1.0), frameon=False, fontsize=9)
        else:
            # No speaker or club has enough reactions to draw: say so rather than leave a blank.
            a.text(
                0.5,
                0.75,  # clear of the zero line
                "nobody with enough reactions to plot",
                transform=a.transAxes,
                ha="center",
                va="center",
                fontsize=9,
                color="#666",
            )
    ticks = _month_ticks(months)
    axes[-1].set_xticks([i for i, _ in ticks])
    axes[-1].set_xticklabels([label for _, label in ticks], fontsize=9)
    fig.text(
        0.06,
        0.01,
        "Net stance = (positive − negative) / reactions; one reaction = one speaker in one article"
        " (an unnamed fan: one per club).",
        fontsize=8,
        color="#444",
    )
    fig.tight_layout(rect=(0, 0.02, 1, 0.97))
    return _save_png(fig, path)


def _empty_chart(
    frame: pd.DataFrame, path: str | Path | None, title: str, message: str | None = None
) -> bytes:
    """A small PNG that says why there is nothing to draw (``message``, else: no stance, or
    nothing in range)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    if message is None and len(about_var(prepare(frame), stanced=False)) and not has_stances(frame):
        message = (
            "No stances to chart: the quotes were analysed without the stance model.\n"
            "Run `varometer analyse` again once models/stance/ holds its weights."
        )
    message = message or "No reactions on VAR with a stance in this period."
    fig = plt.figure(figsize=(10, 2.4), dpi=110)
    fig.text(0.06, 0.78, title, fontsize=15, fontweight="bold", ha="left")
    fig.text(0.06, 0.42, message, fontsize=11, color="#333", ha="left", va="center")
    return _save_png(fig, path)


def check_chart_path(path: str | Path) -> Path:
    """Return ``path`` if a chart can be written there (a .png name); raise ValueError if not."""
    path = Path(path)
    if path.suffix.lower() != ".png":
        raise ValueError(f"the chart is a PNG: give a path ending in .png, not {path}")
    return path


def _save_png(fig: Any, path: str | Path | None) -> bytes:
    """Render ``fig`` to PNG bytes, close it, and write the bytes to ``path`` when given."""
    import matplotlib.pyplot as plt

    buffer = io.BytesIO()
    fig.savefig(buffer, format="png")
    plt.close(fig)
    data = buffer.getvalue()
    if path is not None:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        Path(path).write_bytes(data)
    return data


def png_size(data: bytes) -> tuple[int, int]:
    """Return the (width, height) in pixels of PNG ``data``."""
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def _monthly(data: pd.DataFrame) -> pd.DataFrame:
    counts = (
        data.groupby(["month", "stance"])
        .size()
        .unstack("stance")
        .reindex(columns=list(STANCES))
        .fillna(0)
    )
    n = counts.sum(axis=1)
    return pd.DataFrame({"net": (counts["positive"] - counts["negative"]) / n, "n": n})


def _series(
    ax: Any, data: pd.DataFrame, picked: Sequence[tuple[str, str]], pos: dict[str, int]
) -> None:
    """Draw one line per picked (column, name) on ``ax``.

    A series drawn from the same quotes as one already drawn (a manager who is his club's
    only voice on VAR has the club's line exactly) would be hidden under it: it is drawn
    once, labelled with both names joined by " = ".
    """
    drawn: dict[frozenset[Any], int] = {}
    lines: list[dict[str, Any]] = []
    for column, name in picked:
        rows = data[(data[column] == name) & data["month"].isin(list(pos))]
        monthly = _monthly(rows)
        if monthly.empty:
            continue
        label = ROLE_PLURAL.get(name, name) if column == "role" else name
        if column == "club":
            label = f"{name} (club)"
        # The same quotes, not merely the same values: two speakers who were each wholly
        # negative in the same months draw the same line, but are two lines.
        quotes = frozenset(rows.index)
        if quotes in drawn:
            lines[drawn[quotes]]["labels"].append(label)
            continue
        drawn[quotes] = len(lines)
        lines.append({"monthly": monthly, "labels": [label]})
    for i, line in enumerate(lines):
        colour, marker, style = SERIES_STYLE[i % len(SERIES_STYLE)]
        monthly = line["monthly"]
        xs = [pos[m] for m in monthly.index]
        # The line carries the legend entry (line style and marker), the points their size.
        ax.plot(
            *_with_gaps(xs, list(monthly["net"])),
            color=colour,
            linestyle=style,
            linewidth=1.8,
            alpha=0.9,
            marker=marker,
            markersize=5,
            label=" = ".join(line["labels"]),
        )
        ax.scatter(
            xs,
            monthly["net"],
            s=18 + 10 * monthly["n"].clip(upper=12),
            color=colour,
            marker=marker,
            zorder=3,
            edgecolor="white",
            linewidth=0.6,
        )


def _month_ticks(months: Sequence[str]) -> list[tuple[int, str]]:
    """Return (position, label) for the chart's month axis: every month up to
    CHART_MONTH_LABELS of them, beyond that every k-th, so that several seasons' labels do
    not run into each other; the first label and each new year's give the year."""
    step = math.ceil(len(months) / CHART_MONTH_LABELS) if months else 1
    shown = list(range(0, len(months), step))
    years = [None, *(months[i][:4] for i in shown)]
    return [
        (i, _month_label(months[i], year=years[k] != years[k + 1])) for k, i in enumerate(shown)
    ]


def _month_label(month: str, year: bool = False) -> str:
    """Return "Aug" or, with ``year`` (the first label, or the year changed), "Aug\n2025"."""
    stamp = pd.Timestamp(f"{month}-01")
    return stamp.strftime("%b\n%Y") if year else stamp.strftime("%b")


def _with_gaps(xs: Sequence[int], ys: Sequence[float]) -> tuple[list[float], list[float]]:
    """Return a line's points with a break (NaN) wherever more than CHART_MAX_JOINED_GAP
    months pass between two, so a line does not bridge a summer or the seasons between."""
    out_x: list[float] = []
    out_y: list[float] = []
    for i, (x, y) in enumerate(zip(xs, ys, strict=True)):
        if i and x - xs[i - 1] > CHART_MAX_JOINED_GAP:
            out_x.append(math.nan)
            out_y.append(math.nan)
        out_x.append(x)
        out_y.append(y)
    return out_x, out_y


def chart_alt_text(frame: pd.DataFrame, start: Any = None, end: Any = None) -> str:
    """Return a text description of :func:`season_chart`'s picture for its ``alt`` text:
    the months covered, the overall net stance's range and where it was lowest and highest."""
    by_month = season(frame, start, end, by="month")
    valid = by_month[(by_month["n"] > 0) & (by_month["month"] != UNDATED)]
    if valid.empty:
        if len(about_var(prepare(frame), stanced=False)) and not has_stances(frame):
            return (
                "No chart of net stance toward VAR: the quotes were analysed without the "
                "stance model, so none carries a stance."
            )
        return "Chart of net stance toward VAR by month: no reactions to show."
    low = valid.loc[valid["net"].idxmin()]
    high = valid.loc[valid["net"].idxmax()]
    return (
        f"Line charts of net stance toward VAR by month from {_month_name(valid['month'].iloc[0])} "
        f"to {_month_name(valid['month'].iloc[-1])}, for everyone, by role, and for selected "
        f"speakers and clubs. Overall net stance was lowest in {_month_name(low['month'])} "
        f"({low['net']:+.2f}, {count(int(low['n']), 'reaction')}) and highest in "
        f"{_month_name(high['month'])} ({high['net']:+.2f}, {count(int(high['n']), 'reaction')}). "
        "The tables below give every number."
    )


def _month_name(month: str) -> str:
    """ "August 2025" for "2025-08"; "Undated articles" for :data:`UNDATED`."""
    if month == UNDATED:
        return "Undated articles"
    return pd.Timestamp(f"{month}-01").strftime("%B %Y")


# --------------------------------------------------------------------------------------------
# HTML and Markdown
# --------------------------------------------------------------------------------------------

BADGE_MD = {"negative": "▼ NEGATIVE", "neutral": "● NEUTRAL", "positive": "▲ POSITIVE"}


def _env(autoescape: bool) -> Any:
    import jinja2

    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATES)),
        autoescape=autoescape,
        trim_blocks=False,
        lstrip_blocks=False,
        undefined=jinja2.StrictUndefined,
    )
    env.filters["signed"] = signed
    env.filters["md"] = md_text
    return env


def signed(value: float) -> str:
    """ "+0.50", "−0.72" (a true minus sign), and "+0.00" for -0.004: no negative zero."""
    text = f"{round(float(value), 2) + 0.0:+.2f}"
    return text.replace("-", "\u2212")


def _css() -> str:
    return (TEMPLATES / "style.css").read_text(encoding="utf-8")


def _today() -> str:
    return date.today().isoformat()


def _day(stamp: Any, rest: str = "%B %Y") -> str:
    """ "5 August 2025": the day without a leading zero, on every platform."""
    return f"{stamp.day} {stamp.strftime(rest)}"


def _records(table: pd.DataFrame) -> list[dict[str, Any]]:
    return [dict(r) for r in table.to_dict(orient="records")]


def season_html(
    frame: pd.DataFrame,
    path: str | Path | None = None,
    *,
    start: str | date | None = None,
    end: str | date | None = None,
    competition: str | None = None,
    speakers: Sequence[str] | None = None,
    clubs: Sequence[str] | None = None,
    roles: Sequence[str] | None = None,
    title: str = "VAR season tracker",
    chart_png: bytes | None = None,
) -> str:
    """Return the season report as one self-contained HTML page (written to ``path`` if given).

    Inline CSS, the chart embedded as a base64 PNG, no script and nothing fetched from
    elsewhere: it opens offline and can be mailed as one file. Headings, table captions and
    header cells, the chart's alt text and text on every stance make it readable without
    colour or sight. Pass ``chart_png`` to reuse a chart already drawn.
    """
    data = _in_range(_in_competition(prepare(frame), competition), start, end)
    reacted = reaction_frame(data)
    if chart_png is None:
        chart_png = season_chart(data, None, roles=roles, speakers=speakers, clubs=clubs)
    picked_speakers = list(speakers) if speakers is not None else trending(reacted, "speaker", 3)
    picked_clubs = list(clubs) if clubs is not None else trending(reacted, "club", 2)
    by_month = season_counts(reacted, ["month"])
    by_month["month_name"] = by_month["month"].map(_month_name)
    counts = {s: int((reacted["stance"] == s).sum()) for s in STANCES}
    n = sum(counts.values())
    net = (counts["positive"] - counts["negative"]) / n if n else math.nan
    quotes = about_var(data, stanced=False)
    incidents = []
    for row in incidents_in(data).itertuples(index=False):
        reacted_here = reactions(data, incident=row.incident)
        incidents.append(
            {
                "label": row.label,
                "speakers": len(reacted_here),
                "balance": balance(reacted_here).text,
            }
        )
    dates = data["date"].dropna()
    span = f"{_day(dates.min())} to {_day(dates.max())}" if len(dates) else "no dated articles"
    width, height = png_size(chart_png)
    stanceless = len(quotes) > 0 and not has_stances(quotes)
    if "gold_incident" in data:
        source_note = "stances are from the gold annotations"
    elif stanceless:
        source_note = "no stances: analysed without the stance model"
    else:
        source_note = "stances are from varometer's stance model"
    context = {
        "title": title,
        "subtitle": f"What people said about VAR, {span}"
        + (f" · {competition}" if competition else ""),
        "css": _css(),
        "chart_b64": base64.b64encode(chart_png).decode("ascii"),
        "chart_alt": chart_alt_text(data),
        "chart_width": width,
        "chart_height": height,
        "notice": NO_STANCE_NOTE if stanceless else "",
        "picked": ", ".join([*picked_speakers, *picked_clubs]),
        "totals": {
            "reactions": n,
            "quotes": len(quotes),
            "speakers": int(quotes["speaker"].nunique()),
            "articles": int(data["article_id"].nunique()),
            "incidents": len(incidents),
            "net": net,
            "sentence": (
                f"Of {count(n, 'reaction')}, {counts['negative']} were negative, {counts['neutral']} "
                f"neutral and {counts['positive']} positive toward VAR."
                if n
                else f"No reactions with a stance toward VAR; {count(len(quotes), 'quote')} "
                "may be about VAR."
            ),
        },
        "by_month": _records(by_month),
        "undated_note": undated_note(int(reacted["date"].isna().sum())),
        "by_role": _records(season_counts(reacted, ["role"])),
        "by_club": _records(season_counts(reacted, ["club"])),
        "by_speaker": _records(season_counts(reacted, ["speaker"]).head(15)),
        "incidents": incidents,
        "generated": _today(),
        "source_note": source_note,
    }
    page = _env(True).get_template("season.html.j2").render(**context)
    if path is not None:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        Path(path).write_text(page, encoding="utf-8")
    return page


@functools.lru_cache(maxsize=4)
def _register_of(paths: tuple[str, ...]) -> Any:
    """Return the register loaded from ``paths`` (the built-in one when empty), cached: a
    report asks once per filter and loading a league's files is not free."""
    from nlp.football.registers import Register

    return Register.load(list(paths)) if paths else Register.load()


def frame_register(frame: pd.DataFrame) -> Any:
    """Return the :class:`nlp.football.registers.Register` ``frame`` was analysed with (its
    ``attrs[REGISTER_PATHS]``; the built-in register for a frame built elsewhere)."""
    return _register_of(tuple(frame.attrs.get(REGISTER_PATHS, ())))


def club_mask(frame: pd.DataFrame, club: str, register: Any = None) -> pd.Series:
    """Return a mask of the rows of ``frame`` whose speaker's club is ``club``.

    ``club`` is resolved as the extractor resolves a club named in an article: any name,
    short name, nickname or alias the ``register`` knows ("Gulls", "HAFC"; default
    :func:`frame_register`). A name the register does not resolve (unknown, or ambiguous
    like "United") is matched on its words against the stored club names, short names
    allowed ("Harbourside").
    """
    register = register if register is not None else frame_register(frame)
    target = register.club(club)
    hits: dict[str, bool] = {}
    for value in frame["club"].dropna().unique():
        if not isinstance(value, str):
            continue
        if target is None:
            hits[value] = _side_matches(club, value)
        else:
            hits[value] = register.club(value) == target or _key(value) == _key(target.name)
    return _matching(frame["club"], lambda c: hits.get(c, False) if isinstance(c, str) else False)


def club_note(frame: pd.DataFrame, club: str, register: Any = None) -> str:
    """Return why a ``club`` filter finds no quote about VAR in ``frame``, naming the club
    (and what the register takes it for); "" when some quote about VAR matches it."""
    register = register if register is not None else frame_register(frame)
    data = about_var(prepare(frame), stanced=False)
    if club_mask(data, club, register).any():
        return ""
    head = f"No quotes about VAR from speakers of {club!r}"
    target = register.club(club)
    if target is not None:
        known = "" if _key(target.name) == _key(club) else f" ({target.name})"
        return f"{head}{known} in these articles."
    candidates = register.club_candidates(club)
    if len(candidates) > 1:
        names = ", ".join(c.name for c in candidates[:MAX_CLUB_CANDIDATES])
        return f"{head}: the name fits several clubs ({names}); give the club's full name."
    return f"{head}: no club of that name in the register or the quotes."


def count(n: int, noun: str) -> str:
    """Return ``n`` and the noun, plural unless ``n`` is one: '1 quote', '3 quotes'."""
    return f"{n} {noun}{'' if n == 1 else 's'}"


def _stored_quotes(frame: pd.DataFrame) -> int:
    """Return how many quotes ``frame`` holds (its rows with a quote's text)."""
    return int(frame["text"].notna().sum()) if "text" in frame else len(frame)


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


UNKNOWN_SPEAKER = "Unknown speaker"


def _digest_item(row: Any) -> dict[str, Any]:
    who = ", ".join(x for x in (row.role, row.club) if isinstance(x, str) and x)
    day = row.date.date() if not pd.isna(row.date) else None
    return {
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
        anonymous = q["speaker"] in (UNKNOWN_SPEAKER, ANONYMOUS_SPEAKER)
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


def link_url(value: Any) -> str:
    """Return ``value`` if it is an http(s) URL a report may link to, else "".

    URLs come from feeds and dumps, that is from outside: a ``javascript:`` or ``data:``
    link in a report that people open and share must never become clickable.
    """
    if not isinstance(value, str) or not value.strip():
        return ""
    url = value.strip()
    parts = urlparse(url)
    if parts.scheme.lower() not in ("http", "https") or not parts.netloc:
        return ""
    return url


def md_url(url: str) -> str:
    """Return a link URL made safe inside Markdown ``[text](url)``: no spaces, brackets or
    angle brackets left to end the link early or open a tag."""
    return quote(url, safe=":/?#@!$&'*+,;=%~")


# What Markdown would read as raw HTML or a character reference; a plain "&" reads as itself.
MD_HTML_RE = re.compile(r"<|>|&(?=#?\w+;)")
# What Markdown would read as emphasis, code, a link or image, a table cell's end, a heading's
# closing marks or strikethrough; a backslash before each makes it literal (CommonMark).
MD_SPECIAL_RE = re.compile(r"([\\`*_\[\]|#~])")
_LINE_BREAK_RE = re.compile(r"\r\n|[\r\n\u2028\u2029]")


def md_text(value: Any) -> str:
    """Return ``value`` as Markdown that renders as the literal text, on one line: words from
    articles and registers ("<script>", "**x**", "[a](javascript:...)") are shown, never run
    or linked. None and NaN give ""."""
    if value is None or (isinstance(value, float) and value != value):
        return ""
    text = MD_SPECIAL_RE.sub(r"\\\1", _LINE_BREAK_RE.sub(" ", str(value)))
    return MD_HTML_RE.sub(lambda m: html.escape(m.group(0)), text)


def _md_escape(text: str) -> str:
    # Keep the words as said; only stop Markdown reading them as markup.
    return md_text(text)
