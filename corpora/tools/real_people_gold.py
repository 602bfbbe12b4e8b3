"""The builder both real-people sets' ``build_gold.py`` share: read the articles through
varometer's ingester, pair each double-quoted span (``quote_spans.spans``, the writers' own
finder) with its label in order, check every label against its span and every speaker against
WHO, and write ``gold.jsonl`` beside the labels; anything that does not line up fails loudly.
"""

import json
import os
from collections.abc import Callable

from quote_spans import spans

from nlp.ingest import Skipped, read_inputs

SKIP = "SKIP"  # a label for a quoted span that is not gold


def fold(s: str) -> str:
    return s.replace("\u2019", "'").replace("\u2018", "'")


def write_gold(here: str, labels: dict, who: dict, split_of: Callable[[str], str]) -> None:
    """Write ``here``/gold.jsonl from the articles in ``here``/articles and the labels."""
    arts = {}
    for a in read_inputs([os.path.join(here, "articles")]):
        if isinstance(a, Skipped):
            raise SystemExit(f"ingester skipped an article: {a}")
        arts[a.id] = a
    if set(arts) != set(labels) or set(arts) != set(who):
        raise SystemExit(
            f"articles/labels mismatch: {sorted(set(arts) ^ set(labels))} {sorted(set(arts) ^ set(who))}"
        )
    out = []
    for aid in sorted(arts):
        text = arts[aid].text
        sp = spans(text)
        entries = labels[aid]
        if len(sp) != len(entries):
            raise SystemExit(f"{aid}: {len(sp)} quoted spans but {len(entries)} labels")
        used = set()
        cursor = 0
        for (start, end, qtext), lab in zip(sp, entries, strict=False):
            prefix, speaker = lab[0], lab[1]
            if not fold(qtext).startswith(fold(prefix)):
                raise SystemExit(f"{aid}: label {prefix!r} does not match span {qtext[:60]!r}")
            if speaker == SKIP:
                continue
            stance, style = lab[2], lab[3]
            if speaker not in who[aid]:
                raise SystemExit(f"{aid}: {speaker!r} has no entry in WHO")
            used.add(speaker)
            role, club, introduced = who[aid][speaker]
            found = text.find(qtext, cursor)
            if found != start:
                raise SystemExit(
                    f"{aid}: quote {qtext[:50]!r} not found at its offset (found {found}, expected {start})"
                )
            cursor = end
            assert text[start:end] == qtext
            out.append(
                {
                    "article_id": aid,
                    "text": qtext,
                    "start": start,
                    "end": end,
                    "speaker": speaker,
                    "role": role,
                    "club": club,
                    "about_var": stance is not None,
                    "stance": stance,
                    "incident": None,
                    "split": split_of(aid),
                    "style": style,
                    "introduced": introduced,
                }
            )
        unused = set(who[aid]) - used
        if unused:
            raise SystemExit(f"{aid}: WHO lists speakers with no quote: {sorted(unused)}")
    with open(os.path.join(here, "gold.jsonl"), "w", encoding="utf-8") as fh:
        for rec in out:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {len(out)} gold quotes from {len(arts)} articles")
