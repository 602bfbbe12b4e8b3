"""Speaker and role accuracy on the stance training set's articles, a third attribution check.

The article set (``corpora/stance-train/articles/`` and ``articles-next/``, 203 short
articles written by the team for the stance model, 1,410 labelled quotes; 263 and 1,892 since
``articles-next/`` grew) gives every quote
its speaker and role. It was written to train stance, never to tune attribution, and its
leagues, clubs and people are in no register, so it tests the rules on names the registers
cannot help with. Run with no register, as a user with none would.

A gold quote is found by the first predicted quote, not already used, whose first 40
characters it contains or that contains its first 40 (whitespace folded; quotes under 20
characters match only exactly); speaker accuracy counts an exact match of the canonical name. The figure understates: the set names its unnamed speakers by description
("Referees' Standards Board spokesperson", "Gemma Trask's father"), which no speaker finder
returns, so compare runs with each other rather than with 1.0. ``--errors FILE`` writes
every quote that differs, for reading.

Usage: python benchmarks/article_speakers.py [--errors FILE]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from nlp.models import Article  # noqa: E402
from nlp.pipeline import build_pipeline, extract_quotes  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
ARTICLE_DIRS = (
    ROOT / "corpora" / "stance-train" / "articles",
    ROOT / "corpora" / "stance-train" / "articles-next",
)
MATCH_CHARS = 40
MIN_PARTIAL_CHARS = 20  # a shorter quote ("No.") would be inside too many others


def _fold(text: str) -> str:
    return " ".join(text.split())


def _same(gold: str, predicted: str) -> bool:
    """True when the two folded quotes are one (see the module docstring)."""
    if gold == predicted:
        return True
    if min(len(gold), len(predicted)) < MIN_PARTIAL_CHARS:
        return False
    return gold[:MATCH_CHARS] in predicted or predicted[:MATCH_CHARS] in gold


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--errors", type=Path, help="write the quotes that differ here (TSV)")
    args = parser.parse_args()

    articles, gold = [], {}
    for folder in ARTICLE_DIRS:
        for path in sorted(folder.glob("*.jsonl")):
            for line in path.read_text(encoding="utf-8").splitlines():
                record = json.loads(line)
                articles.append(Article(id=record["id"], text=record["text"]))
                gold[record["id"]] = record["quotes"]

    total = found = speaker_ok = role_ok = 0
    rows = []
    for article, quotes in extract_quotes(articles, build_pipeline()):
        predicted = [(_fold(q.text), q) for q in quotes]
        used: set[int] = set()
        for g in gold[article.id]:
            total += 1
            text = _fold(g["text"])
            k = next(
                (k for k, (p, _) in enumerate(predicted) if k not in used and _same(text, p)), None
            )
            match = None if k is None else predicted[k][1]
            if k is not None:
                used.add(k)
            if match is None:
                rows.append((article.id, "(not found)", g["speaker"], "", g["role"], text))
                continue
            found += 1
            speaker_ok += match.speaker == g["speaker"]
            role_ok += match.role == g["role"]
            if match.speaker != g["speaker"] or match.role != g["role"]:
                rows.append((article.id, match.speaker, g["speaker"], match.role, g["role"], text))
    per = max(found, 1)  # nothing found: accuracies of 0, not a division by zero
    print(
        f"article set: {len(articles)} articles, gold quotes {total}, found {found}, "
        f"speaker accuracy {speaker_ok / per:.4f}, role accuracy {role_ok / per:.4f}"
    )
    if args.errors:
        header = ("article", "predicted speaker", "gold speaker", "predicted role", "gold role")
        with args.errors.open("w", encoding="utf-8") as fh:
            fh.write("\t".join((*header, "quote")) + "\n")
            for row in rows:
                fh.write("\t".join(str(x) for x in row) + "\n")


if __name__ == "__main__":
    main()
