"""Report tables as JSON (``--format json``): records with days as "YYYY-MM-DD", and the
reactions report as one document.

Last in the package: it writes what the modules before it computed, and changes nothing.
"""

from __future__ import annotations

import json
from typing import Any

import pandas as pd

from nlp.reports.reactions_table import UNATTRIBUTED, Balance


def json_records(frame: pd.DataFrame) -> list[dict[str, Any]]:
    """Return a report table as JSON-ready records, days as "YYYY-MM-DD" (not midnight times)."""
    frame = frame.copy()
    if "date" in frame.columns:
        frame["date"] = [
            None if pd.isna(d) else pd.Timestamp(d).date().isoformat() for d in frame["date"]
        ]
    return json.loads(frame.to_json(orient="records"))


def reactions_json(found: pd.DataFrame, what: str, summary: Balance) -> dict[str, Any]:
    """Return the JSON document of ``varometer reactions --format json``: the selection
    ``what``, the quotes no speaker was found for, a record per reaction in ``found`` and
    the balance (``summary``) as a line and by role and club."""
    return {
        "selection": what,
        UNATTRIBUTED: int(found.attrs.get(UNATTRIBUTED, 0)),
        "reactions": json_records(found),
        "balance": summary.text,
        "by_role": json.loads(summary.by_role.to_json(orient="index")),
        "by_club": json.loads(summary.by_club.to_json(orient="index")),
    }
