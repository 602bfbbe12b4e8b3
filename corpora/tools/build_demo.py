"""Assemble the demo season's dump files and write gold.jsonl with character offsets.

Writers write md/txt/html articles directly and the dump-format ones (JSONL, CSV, RSS) as
``parts/<id>.json``; gold is written per writer in ``gold-parts/`` without offsets. This
script (run once after writing, and again after any edit):

1. builds ``articles/matchline-dump.jsonl``, ``articles/clippings-export.csv`` and
   ``articles/meridian-wire.rss`` from the parts;
2. ingests every article with varometer's own ingester and finds each gold quote's text in
   the ingested text, in article order, so offsets point into exactly what the analyser sees;
3. writes ``gold.jsonl`` sorted by article and offset, and fails loudly on any quote it cannot
   place.

Usage: python corpora/tools/build_demo.py
"""

from __future__ import annotations

import csv
import html
import json
import sys
from datetime import UTC, datetime
from email.utils import format_datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from nlp.ingest import Skipped, read_inputs  # noqa: E402

DEMO = ROOT / "corpora" / "demo-season"
ARTICLES = DEMO / "articles"
DUMPS = {
    "jsonl": ARTICLES / "matchline-dump.jsonl",
    "csv": ARTICLES / "clippings-export.csv",
    "rss": ARTICLES / "meridian-wire.rss",
}
FIELDS = ("id", "title", "published", "source", "url", "author", "text")


def load_parts() -> dict[str, list[dict]]:
    by_format: dict[str, list[dict]] = {"jsonl": [], "csv": [], "rss": []}
    for path in sorted((DEMO / "parts").glob("*.json")):
        part = json.loads(path.read_text(encoding="utf-8"))
        by_format[part["format"]].append(part)
    return by_format


def write_jsonl(parts: list[dict]) -> None:
    with DUMPS["jsonl"].open("w", encoding="utf-8") as out:
        for p in parts:
            out.write(json.dumps({k: p.get(k, "") for k in FIELDS}, ensure_ascii=False) + "\n")


def write_csv(parts: list[dict]) -> None:
    with DUMPS["csv"].open("w", encoding="utf-8", newline="") as out:
        writer = csv.DictWriter(out, fieldnames=FIELDS)
        writer.writeheader()
        for p in parts:
            writer.writerow({k: p.get(k, "") for k in FIELDS})


def write_rss(parts: list[dict]) -> None:
    items = []
    for p in parts:
        when = datetime.fromisoformat(p["published"]).replace(hour=12, tzinfo=UTC)
        body = "".join(
            f"<p>{html.escape(para, quote=False)}</p>" for para in p["text"].split("\n\n")
        )
        items.append(
            "    <item>\n"
            f"      <title>{html.escape(p['title'], quote=False)}</title>\n"
            f"      <link>{html.escape(p.get('url', ''))}</link>\n"
            f'      <guid isPermaLink="false">{p["id"]}</guid>\n'
            f"      <pubDate>{format_datetime(when)}</pubDate>\n"
            f"      <author>{html.escape(p.get('author') or p.get('source', ''))}</author>\n"
            f"      <description>{html.escape(body, quote=False)}</description>\n"
            "    </item>"
        )
    DUMPS["rss"].write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0">\n  <channel>\n'
        "    <title>Meridian Press Agency: football wire</title>\n"
        "    <link>https://meridianpress.example/football</link>\n"
        "    <description>Wire copy from the National Premier Division</description>\n"
        + "\n".join(items)
        + "\n  </channel>\n</rss>\n",
        encoding="utf-8",
    )


def squash(text: str) -> tuple[str, list[int]]:
    """Return text with whitespace runs as one space, and a map back to original offsets."""
    out, index = [], []
    prev_space = False
    for i, ch in enumerate(text):
        if ch.isspace():
            if prev_space:
                continue
            out.append(" ")
            prev_space = True
        else:
            out.append(ch)
            prev_space = False
        index.append(i)
    return "".join(out), index


def locate(text: str, quote: str, after: int) -> tuple[int, int] | None:
    """Find ``quote`` in ``text`` at or after ``after``; whitespace-insensitive fallback."""
    pos = text.find(quote, after)
    if pos < 0:
        pos = text.find(quote)
    if pos >= 0:
        return pos, pos + len(quote)
    flat, index = squash(text)
    q, _ = squash(quote.strip())
    pos = flat.find(q)
    if pos < 0:
        return None
    return index[pos], index[pos + len(q) - 1] + 1


def main() -> int:
    parts = load_parts()
    write_jsonl(parts["jsonl"])
    write_csv(parts["csv"])
    write_rss(parts["rss"])
    texts: dict[str, str] = {}
    for item in read_inputs([str(ARTICLES)]):
        if isinstance(item, Skipped):
            print(f"ERROR {item}")
            return 1
        texts[item.id] = item.text
    gold_rows = []
    for path in sorted((DEMO / "gold-parts").glob("*.jsonl")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.strip():
                row = json.loads(line)
                row["_where"] = f"{path.name}:{n}"
                gold_rows.append(row)
    failures = 0
    cursor: dict[str, int] = {}
    out_rows = []
    for row in gold_rows:
        text = texts.get(row["article_id"])
        if text is None:
            print(f"ERROR {row['_where']}: no article {row['article_id']}")
            failures += 1
            continue
        found = locate(text, row["text"], cursor.get(row["article_id"], 0))
        if found is None:
            print(f"ERROR {row['_where']}: quote not in {row['article_id']}: {row['text'][:60]!r}")
            failures += 1
            continue
        start, end = found
        cursor[row["article_id"]] = end
        row = {k: v for k, v in row.items() if k != "_where"}
        row.update(text=text[start:end], start=start, end=end)
        out_rows.append(row)
    out_rows.sort(key=lambda r: (r["article_id"], r["start"]))
    with (DEMO / "gold.jsonl").open("w", encoding="utf-8") as out:
        for row in out_rows:
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{len(texts)} articles, {len(out_rows)} gold quotes, {failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
