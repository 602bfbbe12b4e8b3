"""The demo season's gold quotes as a quotes frame, for the tests and for trying the
reports before a model is trained (``corpora/demo-season``).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

import pandas as pd

from nlp.gold import GoldQuote, load_gold
from nlp.incidents import Grouping, attach_incidents
from nlp.models import Article
from nlp.reports.frame import REGISTER_PATHS, prepare

DEMO_DIR = Path(__file__).resolve().parents[2] / "corpora" / "demo-season"


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
) -> list[GoldQuote]:
    """Return the demo gold quotes: ``gold.jsonl`` when built (:func:`nlp.gold.load_gold`),
    else ``gold-parts/*.jsonl`` placed in the article texts the way ``build_demo.py`` does
    (offsets may then be absent for a quote that cannot be found; it keeps ``start = end =
    -1``)."""
    demo_dir = Path(demo_dir)
    gold = demo_dir / "gold.jsonl"
    if gold.exists():
        return load_gold(gold)
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
            rows.append(GoldQuote.from_dict(row))
    return sorted(rows, key=lambda g: (g.article_id, g.start))


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
    for g in gold_rows(demo_dir, articles):
        article = by_id.get(g.article_id)
        if article is None:
            continue
        idx = counters.get(article.id, 0)
        counters[article.id] = idx + 1
        about = bool(g.about_var)
        stance = g.stance if about else None
        rows.append(
            {
                "article_id": article.id,
                "idx": idx,
                "text": g.text,
                "start": g.start,
                "end": g.end,
                "speaker": g.speaker,
                "role": g.role,
                "club": g.club,
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
                "gold_incident": g.incident or None,
                "split": g.split,
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
