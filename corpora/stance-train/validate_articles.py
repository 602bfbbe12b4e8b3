"""Validate the article set (articles/ and articles-next/): format, labels, no leak from the demo season.

Checks every article line is JSON with the required fields, roles and stances are allowed,
``stance`` is null exactly when ``about_var`` is false, ids are unique, every quote is found
in its article in order, and no quote shares 60% or more of its words with a demo-season
gold quote (the demo ``test`` split must never leak into training) or with another quote
of the set. Prints the counts and exits non-zero on any problem.

    python corpora/stance-train/validate_articles.py
"""

from __future__ import annotations

import collections
import json
import pathlib
import re
import sys

HERE = pathlib.Path(__file__).parent
ARTICLES = HERE / "articles"
NEXT = HERE / "articles-next"  # not used by the committed model; see README
DEMO_GOLD = HERE.parent / "demo-season" / "gold.jsonl"
ROLES = {"manager", "player", "pundit", "referee", "official", "journalist", "executive", "fan"}
STANCES = {"negative", "neutral", "positive"}
NEAR_DUPLICATE = 0.6  # Jaccard over word sets
CONTAINED_WORDS = 7  # a quote with this many distinct words found inside another is reported
MIN_WORDS = 6  # shorter quotes ("It took four minutes,") are too common to count as copies


def words(text: str) -> frozenset[str]:
    return frozenset(re.findall(r"[a-z']+", text.lower()))


def jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    return len(a & b) / len(a | b) if a and b else 0.0


def main() -> int:
    errors: list[str] = []
    ids: set[str] = set()
    quotes: list[tuple[str, frozenset[str]]] = []
    counts: collections.Counter[str] = collections.Counter()
    roles: collections.Counter[str] = collections.Counter()
    n_articles = 0
    for path in sorted(ARTICLES.glob("*.jsonl")) + sorted(NEXT.glob("*.jsonl")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            where = f"{path.name}:{n}"
            if not line.strip():
                continue
            try:
                art = json.loads(line)
            except json.JSONDecodeError as e:
                errors.append(f"{where}: bad JSON: {e}")
                continue
            if not {"id", "text", "quotes"} <= set(art):
                errors.append(f"{where}: fields {sorted(art)}")
                continue
            n_articles += 1
            if art["id"] in ids:
                errors.append(f"{where}: duplicate id {art['id']}")
            ids.add(art["id"])
            at = 0
            for k, q in enumerate(art["quotes"]):
                qid = f"{art['id']}#{k}"
                start = art["text"].find(q.get("text") or "\0", at)
                if start < 0:
                    errors.append(f"{qid}: quote not found in order: {q.get('text', '')[:40]!r}")
                else:
                    at = start + len(q["text"])
                if q.get("role") not in ROLES:
                    errors.append(f"{qid}: role {q.get('role')!r}")
                if not isinstance(q.get("about_var"), bool):
                    errors.append(f"{qid}: about_var not bool")
                elif q["about_var"] != (q.get("stance") in STANCES):
                    errors.append(
                        f"{qid}: stance {q.get('stance')!r} with about_var {q['about_var']}"
                    )
                if not q.get("speaker"):
                    errors.append(f"{qid}: no speaker")
                counts[q.get("stance") or "not-var"] += 1
                roles[q.get("role")] += 1
                if len(words(q.get("text", ""))) >= MIN_WORDS:
                    quotes.append((qid, words(q["text"])))

    demo = []
    if DEMO_GOLD.is_file():
        for line in DEMO_GOLD.read_text(encoding="utf-8").splitlines():
            g = json.loads(line)
            if len(words(g["text"])) >= MIN_WORDS:
                demo.append((f"{g['article_id']} ({g['split']})", words(g["text"])))
    warnings: list[str] = []
    for qid, w in quotes:
        for did, dw in demo:
            if jaccard(w, dw) >= NEAR_DUPLICATE:
                errors.append(f"{qid}: near-copy of demo-season quote {did}")
            elif len(dw) >= CONTAINED_WORDS and dw <= w or len(w) >= CONTAINED_WORDS and w <= dw:
                # A short stock phrase inside a longer quote: reported, for a person to judge.
                warnings.append(f"{qid}: all words of demo-season quote {did} appear in it")
    for i, (qid, w) in enumerate(quotes):
        for other, ow in quotes[i + 1 :]:
            if jaccard(w, ow) >= NEAR_DUPLICATE:
                errors.append(f"{qid}: near-duplicate of {other}")

    total = sum(counts.values())
    print(f"{n_articles} articles, {total} quotes")
    for label in ("negative", "neutral", "positive", "not-var"):
        print(f"  {label:9} {counts[label]:4}  {100 * counts[label] / max(1, total):.1f}%")
    print("  roles: " + ", ".join(f"{r} {c}" for r, c in roles.most_common()))
    for w in warnings:
        print("WARN", w)
    for e in errors:
        print("ERROR", e)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
