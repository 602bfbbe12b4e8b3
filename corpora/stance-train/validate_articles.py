"""Validate the article sets (articles/, articles-next/, articles-v2/): format, labels, no leak.

Checks every article line is JSON with the required fields, roles and stances are allowed,
``stance`` is null exactly when ``about_var`` is false, ids are unique, every quote is found
in its article in order, and no quote shares 60% or more of its words with a gold quote of
the demo season, ``fresh-test`` or ``fresh-dev`` (evaluation data must never leak into
training) or with another quote of the set. Prints the counts and exits non-zero on any
problem.

``articles-v2/`` articles may also carry a ``brief`` (the style brief they were written to, a
short lower-case name) and each quote a ``phenomena`` list of hard-case tags from ``PHENOMENA``.
Their quotes are also checked against every other v2 quote of any length (from
``V2_MIN_WORDS`` words) and against ``football*.jsonl``; counts per brief and per phenomenon
are printed.

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
V2 = HERE / "articles-v2"  # style-brief articles with `brief` and `phenomena` fields
GOLD_SETS = {
    "demo-season": HERE.parent / "demo-season" / "gold.jsonl",
    "fresh-test": HERE.parent / "fresh-test" / "gold.jsonl",
    "fresh-dev": HERE.parent / "fresh-dev" / "gold.jsonl",
}
ROLES = {"manager", "player", "pundit", "referee", "official", "journalist", "executive", "fan"}
STANCES = {"negative", "neutral", "positive"}
PHENOMENA = (
    "negation",
    "sarcasm",
    "praise_with_complaint",
    "procedural_neutral",
    "official_apology",
    "more_technology",
    "referee_not_var",
    "context_other_speaker",
    "fragment",
    "not_var_refereeing",
)
BRIEF_NAME = re.compile(r"[a-z][a-z0-9_-]*")
V2_ID = re.compile(r"v2-\d{2}-\d{3}")
NEAR_DUPLICATE = 0.6  # Jaccard over word sets
CONTAINED_WORDS = 7  # a quote with this many distinct words found inside another is reported
MIN_WORDS = 6  # shorter quotes ("It took four minutes,") are too common to count as copies
V2_MIN_WORDS = 3  # v2 quotes are compared with each other from this many distinct words
FRAGMENT_WORDS = (2, 10)  # a `fragment` quote has this many words


def words(text: str) -> frozenset[str]:
    return frozenset(re.findall(r"[a-z']+", text.lower()))


def jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    return len(a & b) / len(a | b) if a and b else 0.0


def label(q: dict) -> str:
    return q.get("stance") or "not-var"


def check_v2(art: dict, where: str, errors: list[str], warnings: list[str]) -> None:
    """The fields only articles-v2/ has: `brief`, `phenomena`, and the v2 id form."""
    if not V2_ID.fullmatch(str(art["id"])):
        errors.append(f"{where}: id {art['id']!r} is not v2-NN-NNN")
    brief = art.get("brief")
    if brief is not None and not (isinstance(brief, str) and BRIEF_NAME.fullmatch(brief)):
        errors.append(f"{where}: brief {brief!r}")
    for k, q in enumerate(art["quotes"]):
        qid = f"{art['id']}#{k}"
        tags = q.get("phenomena", [])
        if not isinstance(tags, list):
            errors.append(f"{qid}: phenomena is not a list")
            continue
        bad = [t for t in tags if t not in PHENOMENA]
        if bad:
            errors.append(f"{qid}: unknown phenomena {bad}")
        if len(set(tags)) != len(tags):
            errors.append(f"{qid}: repeated phenomena {tags}")
        n = len(q.get("text", "").split())
        if "fragment" in tags and not FRAGMENT_WORDS[0] <= n <= FRAGMENT_WORDS[1]:
            warnings.append(f"{qid}: tagged fragment but {n} words")
        if "not_var_refereeing" in tags and q.get("about_var") is not False:
            errors.append(f"{qid}: not_var_refereeing with about_var {q.get('about_var')}")
        if "procedural_neutral" in tags and q.get("stance") != "neutral":
            warnings.append(f"{qid}: procedural_neutral with stance {q.get('stance')!r}")


def load_gold(name: str, path: pathlib.Path) -> list[tuple[str, frozenset[str]]]:
    gold = []
    if path.is_file():
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            g = json.loads(line)
            if len(words(g["text"])) >= MIN_WORDS:
                gold.append((f"{name} {g.get('article_id')} ({g.get('split')})", words(g["text"])))
    return gold


def load_football() -> list[tuple[str, frozenset[str]]]:
    quotes = []
    for path in sorted(HERE.glob("football*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                r = json.loads(line)
                if len(words(r["text"])) >= MIN_WORDS:
                    quotes.append((f"{path.name} {r['id']}", words(r["text"])))
    return quotes


def main() -> int:
    errors: list[str] = []
    warnings: list[str] = []
    ids: set[str] = set()
    quotes: list[tuple[str, frozenset[str]]] = []
    v2_quotes: list[tuple[str, frozenset[str]]] = []
    counts: collections.Counter[str] = collections.Counter()
    roles: collections.Counter[str] = collections.Counter()
    brief_articles: collections.Counter[str] = collections.Counter()
    brief_labels: dict[str, collections.Counter[str]] = collections.defaultdict(collections.Counter)
    brief_tags: dict[str, collections.Counter[str]] = collections.defaultdict(collections.Counter)
    n_articles = 0
    paths = sorted(ARTICLES.glob("*.jsonl")) + sorted(NEXT.glob("*.jsonl"))
    paths += sorted(V2.glob("*.jsonl"))
    for path in paths:
        is_v2 = path.parent == V2
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            where = f"{path.parent.name}/{path.name}:{n}" if is_v2 else f"{path.name}:{n}"
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
            if is_v2:
                check_v2(art, where, errors, warnings)
                brief = str(art.get("brief") or "(none)")
                brief_articles[brief] += 1
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
                counts[label(q)] += 1
                roles[q.get("role")] += 1
                if len(words(q.get("text", ""))) >= MIN_WORDS:
                    quotes.append((qid, words(q["text"])))
                if is_v2:
                    brief_labels[brief][label(q)] += 1
                    tags = q.get("phenomena", [])
                    if isinstance(tags, list):
                        brief_tags[brief].update(t for t in tags if isinstance(t, str))
                    if len(words(q.get("text", ""))) >= V2_MIN_WORDS:
                        v2_quotes.append((qid, words(q["text"])))

    gold = [g for name, path in GOLD_SETS.items() for g in load_gold(name, path)]
    for qid, w in quotes:
        for did, dw in gold:
            if jaccard(w, dw) >= NEAR_DUPLICATE:
                errors.append(f"{qid}: near-copy of gold quote {did}")
            elif len(dw) >= CONTAINED_WORDS and dw <= w or len(w) >= CONTAINED_WORDS and w <= dw:
                # A short stock phrase inside a longer quote: reported, for a person to judge.
                warnings.append(f"{qid}: all words of gold quote {did} appear in it")
    for i, (qid, w) in enumerate(quotes):
        for other, ow in quotes[i + 1 :]:
            if jaccard(w, ow) >= NEAR_DUPLICATE:
                errors.append(f"{qid}: near-duplicate of {other}")
    # v2 quotes: also the short ones among themselves (long pairs were checked above) ...
    for i, (qid, w) in enumerate(v2_quotes):
        for other, ow in v2_quotes[i + 1 :]:
            if min(len(w), len(ow)) < MIN_WORDS and jaccard(w, ow) >= NEAR_DUPLICATE:
                errors.append(f"{qid}: near-duplicate of {other}")
    # ... and the long ones against the single-quote sets.
    football = load_football()
    for qid, w in v2_quotes:
        if len(w) < MIN_WORDS:
            continue
        for fid, fw in football:
            if jaccard(w, fw) >= NEAR_DUPLICATE:
                errors.append(f"{qid}: near-copy of {fid}")

    total = sum(counts.values())
    print(f"{n_articles} articles, {total} quotes")
    for name in ("negative", "neutral", "positive", "not-var"):
        print(f"  {name:9} {counts[name]:4}  {100 * counts[name] / max(1, total):.1f}%")
    print("  roles: " + ", ".join(f"{r} {c}" for r, c in roles.most_common()))
    if brief_articles:
        print(f"articles-v2: {sum(brief_articles.values())} articles")
        for brief in sorted(brief_articles):
            c = brief_labels[brief]
            n = sum(c.values())
            mix = " / ".join(
                f"{c[x]} ({100 * c[x] / max(1, n):.0f}%)"
                for x in ("negative", "neutral", "positive", "not-var")
            )
            print(
                f"  {brief:12} {brief_articles[brief]:3} articles {n:4} quotes  neg/neu/pos/not: {mix}"
            )
        print("  phenomena per brief:")
        print("  " + " " * 22 + "".join(f"{b[:10]:>11}" for b in sorted(brief_articles)))
        for tag in PHENOMENA:
            row = "".join(f"{brief_tags[b][tag]:11}" for b in sorted(brief_articles))
            print(f"  {tag:22}{row}")
    for w in warnings:
        print("WARN", w)
    for e in errors:
        print("ERROR", e)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
