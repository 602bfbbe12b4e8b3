"""The quotes frame every report reads: loaded from a database, with its derived columns.

:func:`load_frame` reads a varometer database into the frame (one row per quote, labelled
with incidents) and keeps it per file stamp, since a notebook or ``varometer report`` asks
for the same database several times; :func:`prepare` adds the columns every report uses
(date, month, outlet, competition); :func:`about_var` selects the quotes about VAR, which
without the stance model are the quotes of articles that mention VAR (no stance).
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import pandas as pd

from nlp.incidents import Grouping, as_date, attach_incidents, meta_of
from nlp.models import STANCES, Quote

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
#: Key of ``DataFrame.attrs`` where :func:`load_frame` and :func:`gold_frame` keep the
#: register files the quotes were analysed with (a tuple of paths, empty: built-in only).
REGISTER_PATHS = "register_paths"
#: Key of ``DataFrame.attrs`` where :func:`load_frame` keeps how many stored articles have
#: no analysis yet, and so no quotes in the frame.
UNANALYSED = "unanalysed"
#: Columns :func:`prepare` adds.
PREPARED_COLUMNS = ("date", "month", "outlet", "competition", "incident", "incident_label", "match")
#: The ``month`` of reactions from undated articles in the season tables (a row of its own).
UNDATED = "undated"


def load_frame(
    db: str | Path,
    register_paths: Sequence[str | Path] | None = None,
    direct_only: bool = False,
) -> tuple[pd.DataFrame, Grouping]:
    """Return the quotes frame of a varometer database labelled with incidents, and the grouping.

    ``register_paths`` are the clubs/people files the articles were analysed with; when None,
    any analysed input folder that holds a ``clubs.csv`` is used (as ``varometer analyse
    corpora/demo-season`` leaves it), else the clubs the quotes and front matter name.
    ``direct_only``: the direct quotes alone, without any stored reported speech (``kind``).
    """
    from nlp.store import require_database

    require_database(db)
    stat = Path(db).stat()
    wal = Path(f"{db}-wal")
    stamp = (stat.st_mtime_ns, stat.st_size, wal.stat().st_mtime_ns if wal.exists() else 0)
    paths = None if register_paths is None else tuple(str(p) for p in register_paths)
    frame, grouping = _load_cached(str(Path(db).resolve()), stamp, paths, direct_only)
    # A copy: callers may add columns, and the cached frame serves the next call.
    return frame.copy(), grouping


@functools.lru_cache(maxsize=4)
def _load_cached(
    db: str,
    stamp: tuple[int, int, int],
    register_paths: tuple[str, ...] | None,
    direct_only: bool = False,
) -> tuple[pd.DataFrame, Grouping]:
    # Keyed on the file's modification stamp: a notebook or a `report` run asks for the same
    # database several times, and grouping a season's articles is the slow part.
    from nlp.football.registers import Register
    from nlp.store import Store

    with Store(db) as store:
        frame = store.quotes_frame()
        # before incidents are grouped, so they are grouped as they were
        frame = direct_quotes(frame) if direct_only else without_fragments(frame)
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


def direct_quotes(frame: pd.DataFrame) -> pd.DataFrame:
    """Return the rows of ``frame`` that are direct quotes (``kind`` "direct"; a frame with
    no kind, as gold's or a store's without reported speech, holds only direct ones), its
    index renumbered."""
    if "kind" not in frame:
        return frame
    keep = frame["kind"].fillna("direct") == "direct"
    out = frame[keep].reset_index(drop=True)
    out.attrs.update(frame.attrs)
    return out.drop(columns="kind")


def without_fragments(frame: pd.DataFrame) -> pd.DataFrame:
    """Return ``frame`` without the direct quotes that lie inside a mixed quote of their
    article ('said the decision was "a disgrace"': the mixed quote is the one attribution;
    the analysis keeps the fragment as a direct quote for --direct-only), index renumbered.
    The frame's form of ``nlp.reported.component.without_fragments``."""
    if "kind" not in frame or not (frame["kind"] == "mixed").any():
        return frame
    mixed = frame[frame["kind"] == "mixed"][["article_id", "start", "end"]]
    pairs = frame.reset_index().merge(mixed, on="article_id", suffixes=("", "_mixed"))
    inside = pairs[
        (pairs["kind"].fillna("direct") == "direct")
        & (pairs["start"] >= pairs["start_mixed"])
        & (pairs["end"] <= pairs["end_mixed"])
    ]["index"]
    out = frame.drop(index=inside.unique()).reset_index(drop=True)
    out.attrs.update(frame.attrs)
    return out


def quote_kind(row: Any) -> str:
    """Return a frame row's quote kind: "direct" (also for a row with none, as gold's),
    "indirect" or "mixed" (reported speech, shown without quote marks and marked so)."""
    kind = getattr(row, "kind", None)
    return kind if isinstance(kind, str) and kind else "direct"


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


def count(n: int, noun: str) -> str:
    """Return ``n`` and the noun, plural unless ``n`` is one: '1 quote', '3 quotes'."""
    return f"{n} {noun}{'' if n == 1 else 's'}"


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
