"""The store as pandas frames, and exported to CSV, Parquet or JSON Lines.

pandas is imported only here, and only when a frame is asked for: it costs most of a second,
which every other command would pay for nothing.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from nlp.store.connection import Connection

if TYPE_CHECKING:  # pandas costs most of a second to import; only frames and exports need it
    import pandas as pd

EXPORT_FORMATS = ("csv", "parquet", "jsonl")


class Frames(Connection):
    """Frames of the stored articles and quotes, and their export."""

    def articles_frame(self) -> pd.DataFrame:
        """Return all articles as a DataFrame (one row per article, meta as JSON text)."""
        import pandas as pd

        return pd.read_sql_query(
            "SELECT id, title, source, url, published, path, meta, text, analysed_at,"
            " analysis_version FROM articles ORDER BY published, id",
            self.conn,
        )

    def quotes_frame(self) -> pd.DataFrame:
        """Return all quotes joined with their article's date, source, title and url.

        A ``kind`` column (direct, indirect, mixed) comes after ``context`` when the store
        holds reported speech; a store of direct quotes only gives the frame it always gave.
        """
        import pandas as pd

        frame = pd.read_sql_query(
            'SELECT q.article_id, q.idx, q.text, q.start, q."end", q.speaker, q.role, q.club,'
            " q.cue, q.about_var, q.stance, q.stance_score, q.context, q.kind, a.published,"
            " a.source, a.title, a.url, a.meta AS article_meta FROM quotes q JOIN articles a"
            " ON a.id = q.article_id ORDER BY a.published, q.article_id, q.idx",
            self.conn,
        )
        frame["about_var"] = frame["about_var"].map(lambda v: None if pd.isna(v) else bool(v))
        if (frame["kind"] == "direct").all():
            frame = frame.drop(columns="kind")
        return frame

    def export(self, fmt: str, out_dir: str | Path, direct_only: bool = False) -> list[Path]:
        """Write ``articles`` and ``quotes`` to ``out_dir`` in ``fmt``; return the files written.
        ``direct_only``: the direct quotes alone (``kind`` "direct"), no reported speech."""
        if fmt not in EXPORT_FORMATS:
            raise ValueError(
                f"unknown export format {fmt!r}; choose one of {', '.join(EXPORT_FORMATS)}"
            )
        out = Path(out_dir)
        if out.exists() and not out.is_dir():
            raise ValueError(f"{out} is a file; give a folder to write the export into")
        out.mkdir(parents=True, exist_ok=True)
        written = []
        quotes = self.quotes_frame()
        if direct_only and "kind" in quotes:
            quotes = quotes[quotes["kind"] == "direct"].reset_index(drop=True)
        for name, frame in (("articles", self.articles_frame()), ("quotes", quotes)):
            target = out / f"{name}.{fmt}"
            if fmt == "csv":
                frame.to_csv(target, index=False)
            elif fmt == "parquet":
                _typed(frame).to_parquet(target, index=False)
            else:
                _write_jsonl(frame, target)
            written.append(target)
        return written


# Parquet takes its column types from the data, so an export analysed without stances had
# a null-typed ``stance`` that no normal export can be read together with; fix them.
PARQUET_TYPES: dict[str, str] = {
    "idx": "Int64",
    "start": "Int64",
    "end": "Int64",
    "about_var": "boolean",
    "stance_score": "Float64",
}


def _write_jsonl(frame: pd.DataFrame, target: Path) -> None:
    """Write one JSON object per row: full float precision, URLs as written (no ``\\/``)."""
    rows = frame.astype(object).where(frame.notna(), None).to_dict("records")
    with target.open("w", encoding="utf-8") as handle:
        for row in rows:
            handle.write(json.dumps(row, ensure_ascii=False, default=str) + "\n")


def _typed(frame: pd.DataFrame) -> pd.DataFrame:
    """Return ``frame`` with fixed column types: PARQUET_TYPES, ``published`` as a UTC
    timestamp (microseconds) and text for everything else.

    As text, "2025-08-25" and "2025-08-25T14:30:00+02:00" could only be compared as strings;
    a timestamp filters and sorts by time in any Parquet reader. A date alone is midnight
    UTC, a time with an offset is converted to UTC and one without is taken as UTC. A value
    that is no ISO 8601 date (a database written by other tools) is null, and kept as
    ``published_raw`` in the row's meta, as ingestion keeps a date it cannot read.
    """
    import pandas as pd

    typed = frame.astype(
        {c: PARQUET_TYPES.get(c, "string") for c in frame.columns if c != "published"}
    )
    if "published" not in frame.columns:
        return typed
    published = frame["published"]
    stamps = pd.to_datetime(published, utc=True, format="ISO8601", errors="coerce")
    typed["published"] = stamps.astype("datetime64[us, UTC]")
    unread = published.notna() & stamps.isna()
    meta = next((c for c in ("meta", "article_meta") if c in frame.columns), None)

    def with_raw(text: Any, raw: Any) -> str:
        # The original as read at ingestion, if meta holds one, says more than this value.
        try:
            values = json.loads(text) if isinstance(text, str) and text else {}
        except ValueError:
            values = {}
        values = values if isinstance(values, dict) else {}
        values.setdefault("published_raw", str(raw))
        return json.dumps(values, default=str)

    if meta is not None and unread.any():
        typed.loc[unread, meta] = [
            with_raw(m, raw)
            for m, raw in zip(frame.loc[unread, meta], published[unread], strict=True)
        ]
    return typed
