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
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import pandas as pd

from nlp.incidents import Grouping, as_date, attach_incidents, meta_of
from nlp.models import STANCES, Article

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
#: Below this many reactions a group's net stance is shown with its interval and flagged.
SMALL_N = 10
Z95 = 1.959963984540054


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
    from nlp.football.registers import Register
    from nlp.store import Store

    if not Path(db).exists():
        raise FileNotFoundError(
            f"no database at {db}; run `varometer analyse PATH --db {db}` first"
        )
    with Store(db) as store:
        frame = store.quotes_frame()
        articles = list(store.articles())
        paths = list(register_paths) if register_paths is not None else _registers_from_runs(store)
    register = Register.load(paths) if paths else None
    labelled, grouping = attach_incidents(frame, articles, register)
    return prepare(labelled), grouping


def _registers_from_runs(store: Any) -> list[str]:
    """Folders among the store's analysed inputs that hold a clubs.csv or people.csv."""
    found: list[str] = []
    for (args,) in store.conn.execute("SELECT args FROM runs WHERE command = 'analyse'"):
        try:
            inputs = json.loads(args or "{}").get("inputs", [])
        except ValueError:
            continue
        for item in inputs:
            folder = Path(item)
            if folder.is_dir() and any((folder / f).exists() for f in ("clubs.csv", "people.csv")):
                if str(folder) not in found:
                    found.append(str(folder))
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
    holds the detected keys as for a database. ``gold_incident`` always keeps the gold id.
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
        labelled["incident"] = labelled["gold_incident"]
        labelled["incident_label"] = [
            f"{g} · {label[g]}" if g in label else g if isinstance(g, str) else None
            for g in labelled["gold_incident"]
        ]
    elif incidents != "detected":
        raise ValueError("incidents must be 'gold' or 'detected'")
    return prepare(labelled), grouping


# --------------------------------------------------------------------------------------------
# the prepared frame
# --------------------------------------------------------------------------------------------


def prepare(frame: pd.DataFrame) -> pd.DataFrame:
    """Return ``frame`` with the derived columns every report uses (idempotent).

    Adds ``date`` (datetime64, day), ``month`` ("2025-08"), ``outlet`` (the source's name,
    its web domain mapped to the name other articles from that domain use), ``competition``
    and, when missing, ``incident``/``incident_label``/``match`` (None).
    """
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
    return out


def _outlets(frame: pd.DataFrame) -> list[str]:
    # HTML pages often carry only their site's domain as source ("harbourside-echo.example");
    # other articles from the same domain usually name the outlet, so borrow that name.
    def domain(url: Any) -> str:
        return urlparse(str(url or "")).netloc.lower()

    names: dict[str, pd.Series] = {}
    for d, src in zip(frame["url"].map(domain), frame["source"], strict=True):
        if d and isinstance(src, str) and src and not _looks_like_domain(src):
            names.setdefault(d, pd.Series(dtype=int))
            names[d][src] = names[d].get(src, 0) + 1
    best = {d: counts.idxmax() for d, counts in names.items()}
    out = []
    for d, src in zip(frame["url"].map(domain), frame["source"], strict=True):
        if isinstance(src, str) and src and not _looks_like_domain(src):
            out.append(src.split(":")[0].strip())
        else:
            out.append(best.get(d) or (src if isinstance(src, str) and src else d or "unknown"))
    return out


def _looks_like_domain(text: str) -> bool:
    return bool(re.fullmatch(r"[\w.-]+\.[a-z]{2,}", text.strip().lower()))


def about_var(frame: pd.DataFrame) -> pd.DataFrame:
    """Return the quotes about VAR that carry a stance."""
    mask = frame["about_var"].map(lambda v: bool(v) if v is not None and not pd.isna(v) else False)
    return frame[mask & frame["stance"].isin(STANCES)]
