"""Agreement of the blind second annotation with the labels of ``articles-v2/``.

A second annotator labelled a sample of 300 quotes (25 per writing brief, drawn with a
fixed seed) from the article text alone, with the label guideline, never seeing the first
labels. Prints raw agreement and Cohen's kappa for the four classes (negative, neutral,
positive, not about VAR), for about_var, and for stance where both say about VAR, then the
confusions and the agreement per brief.

    python corpora/stance-train/agreement_v2.py
"""

from __future__ import annotations

import collections
import json
import pathlib

HERE = pathlib.Path(__file__).parent
ARTICLES = HERE / "articles-v2"
SECOND = HERE / "second-annotation-v2.jsonl"


def kappa(pairs: list[tuple[object, object]]) -> tuple[float, float]:
    """Return (raw agreement, Cohen's kappa) over (first, second) label pairs."""
    n = len(pairs)
    seen = sum(a == b for a, b in pairs) / n
    first, second = (
        collections.Counter(a for a, _ in pairs),
        collections.Counter(b for _, b in pairs),
    )
    chance = sum(first[k] * second[k] for k in first.keys() | second.keys()) / n / n
    return seen, (seen - chance) / (1 - chance)


def label(q: dict) -> str:
    return q["stance"] if q["about_var"] else "not-var"


def main() -> None:
    first: dict[str, tuple[str, dict]] = {}
    for path in sorted(ARTICLES.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            art = json.loads(line)
            for k, q in enumerate(art["quotes"]):
                first[f"{art['id']}#{k}"] = (art["brief"], q)
    lines = SECOND.read_text(encoding="utf-8").splitlines()
    second = {r["id"]: r for r in map(json.loads, lines)}
    ids = sorted(second)
    four = [(label(first[i][1]), label(second[i])) for i in ids]
    var = [(first[i][1]["about_var"], second[i]["about_var"]) for i in ids]
    both = [i for i in ids if first[i][1]["about_var"] and second[i]["about_var"]]
    stance = [(first[i][1]["stance"], second[i]["stance"]) for i in both]
    print(f"{len(ids)} quotes")
    for name, pairs in (
        ("four classes", four),
        ("about_var", var),
        (f"stance ({len(both)} both about VAR)", stance),
    ):
        seen, k = kappa(pairs)
        print(f"{name}: agreement {seen:.3f}, kappa {k:.3f}")
    for (a, b), n in collections.Counter(p for p in four if p[0] != p[1]).most_common():
        print(f"  first {a:8} second {b:8} {n}")
    per: dict[str, list[bool]] = collections.defaultdict(list)
    for i, (a, b) in zip(ids, four, strict=True):
        per[first[i][0]].append(a == b)
    print("  " + ", ".join(f"{k} {sum(v) / len(v):.2f}" for k, v in sorted(per.items())))


if __name__ == "__main__":
    main()
