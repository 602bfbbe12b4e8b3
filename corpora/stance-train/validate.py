"""Validate football.jsonl (or the file given, e.g. football-extra.jsonl): JSON, fields, allowed
values, unique ids/texts, near-duplicates, counts. A file other than football.jsonl is also
checked for texts football.jsonl already has.

    python corpora/stance-train/validate.py [football-extra.jsonl]
"""

import collections
import itertools
import json
import pathlib
import re
import sys

MAIN = pathlib.Path(__file__).with_name("football.jsonl")
PATH = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else MAIN
# football.jsonl numbers its records fb-NNNN, football-extra.jsonl fx-NNNN.
ID_RE = re.compile(r"(?:fb|fx)-\d{4}")
# A reported fragment ("called the check 'a farce'") may be two words, with its context.
MIN_WORDS, MIN_WORDS_WITH_CONTEXT, MAX_WORDS = 5, 2, 60
FIELDS = {"id", "text", "context", "speaker_role", "about_var", "stance"}
ROLES = {"manager", "player", "pundit", "referee", "official", "journalist", "executive", "fan"}
STANCES = {"negative", "neutral", "positive"}

errors = []
recs = []
for n, line in enumerate(PATH.read_text(encoding="utf-8").splitlines(), 1):
    if not line.strip():
        errors.append(f"line {n}: blank line")
        continue
    try:
        r = json.loads(line)
    except json.JSONDecodeError as e:
        errors.append(f"line {n}: bad JSON: {e}")
        continue
    if set(r) != FIELDS:
        errors.append(f"line {n}: fields {sorted(r)}")
        continue
    if not ID_RE.fullmatch(r["id"]):
        errors.append(f"{r['id']}: bad id")
    if not isinstance(r["text"], str) or not r["text"].strip():
        errors.append(f"{r['id']}: empty text")
    if '"' in r["text"] or "\u201c" in r["text"] or "\u201d" in r["text"]:
        errors.append(f"{r['id']}: quote marks in text")
    if not isinstance(r["context"], str):
        errors.append(f"{r['id']}: context not str")
    if r["speaker_role"] not in ROLES:
        errors.append(f"{r['id']}: role {r['speaker_role']}")
    if not isinstance(r["about_var"], bool):
        errors.append(f"{r['id']}: about_var not bool")
    if r["about_var"] and r["stance"] not in STANCES:
        errors.append(f"{r['id']}: stance {r['stance']} with about_var true")
    if not r["about_var"] and r["stance"] is not None:
        errors.append(f"{r['id']}: stance must be null")
    nw = len(r["text"].split())
    least = MIN_WORDS_WITH_CONTEXT if r["context"] else MIN_WORDS
    if not least <= nw <= MAX_WORDS:
        errors.append(f"{r['id']}: {nw} words")
    recs.append(r)

ids = collections.Counter(r["id"] for r in recs)
errors += [f"duplicate id {i}" for i, c in ids.items() if c > 1]


def norm(s: str) -> str:
    return re.sub(r"[^a-z0-9 ]", "", s.lower())


texts = collections.Counter(norm(r["text"]) for r in recs)
errors += [f"duplicate text: {t[:60]}" for t, c in texts.items() if c > 1]
if PATH.resolve() != MAIN.resolve():
    main_texts = {
        norm(json.loads(line)["text"])
        for line in MAIN.read_text(encoding="utf-8").splitlines()
        if line.strip()
    }
    errors += [
        f"{r['id']}: text already in {MAIN.name}" for r in recs if norm(r["text"]) in main_texts
    ]

# nothing may come near a demo-season gold quote (its test split must never leak into
# training): the articles validator's rule, for quotes of six or more words
DEMO_GOLD = PATH.parent.parent / "demo-season" / "gold.jsonl"
if DEMO_GOLD.is_file():
    demo = [
        json.loads(line)
        for line in DEMO_GOLD.read_text(encoding="utf-8").splitlines()
        if line.strip()
    ]
    demo_words = [(g["article_id"], g["split"], set(norm(g["text"]).split())) for g in demo]
    for r in recs:
        w = set(norm(r["text"]).split())
        if len(w) < 6:
            continue
        for article, split, dw in demo_words:
            if len(dw) >= 6 and len(w & dw) / len(w | dw) >= 0.6:
                errors.append(f"{r['id']}: near-copy of demo-season quote in {article} ({split})")

# near-duplicate check on word sets
toks = [(r["id"], set(norm(r["text"]).split())) for r in recs]
for (a, ta), (b, tb) in itertools.combinations(toks, 2):
    if len(ta) >= 5 and len(tb) >= 5:
        j = len(ta & tb) / len(ta | tb)
        if j >= 0.6:
            errors.append(f"near-duplicate {a} {b} ({j:.2f})")


def label(r: dict) -> str:
    return r["stance"] if r["about_var"] else "not_about_var"


print(f"records: {len(recs)}")
print("labels:", dict(collections.Counter(label(r) for r in recs)))
print("roles:", dict(collections.Counter(r["speaker_role"] for r in recs)))
print(
    "empty context:",
    sum(1 for r in recs if not r["context"]),
    f"({100 * sum(1 for r in recs if not r['context']) / max(len(recs), 1):.1f}%)",
)
lens = [len(r["text"].split()) for r in recs]
print(f"words per quote: min {min(lens)} max {max(lens)} mean {sum(lens) / len(lens):.1f}")
tab = collections.Counter((r["speaker_role"], label(r)) for r in recs)
labs = ["negative", "neutral", "positive", "not_about_var"]
print(f"{'role':<11}" + "".join(f"{lab:>15}" for lab in labs))
for role in sorted(ROLES):
    print(f"{role:<11}" + "".join(f"{tab[(role, lab)]:>15}" for lab in labs))
if errors:
    print(f"\n{len(errors)} problem(s):")
    print("\n".join(errors))
    sys.exit(1)
print("\nOK")
