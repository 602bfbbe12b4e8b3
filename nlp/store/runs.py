"""Runs: what each ``ingest`` or ``analyse`` call did, kept in the ``runs`` and ``skipped``
tables, and the counts a run prints as its summary."""

from __future__ import annotations

import json
import os
import socket
from dataclasses import dataclass, field
from typing import Any

from nlp.store.connection import Connection
from nlp.store.rows import _now


@dataclass
class RunStats:
    """What one ingest/analyse run did; printed as the run's summary and kept in ``runs``."""

    read: int = 0
    added: int = 0
    duplicates: int = 0
    analysed: int = 0
    quotes: int = 0
    # New versions of stored articles, replaced (`analyse` also counts them as analysed).
    updated: int = 0
    # Stored feed entries removed as summaries of a page read in this run.
    removed: int = 0
    # Inputs compared with a fuller stored text and kept out (Store.admit): skipped with
    # their reason, yet handled, so a run of only these has processed something.
    kept_out: int = 0
    skipped: list[str] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {
            "read": self.read,
            "added": self.added,
            "duplicates": self.duplicates,
            "analysed": self.analysed,
            "updated": self.updated,
            "removed": self.removed,
            "quotes": self.quotes,
            "skipped": len(self.skipped),
        }

    @property
    def processed(self) -> int:
        """Articles that came through (new, duplicate, updated, analysed, or kept out for a
        fuller stored text); 0: nothing did."""
        return self.added + self.duplicates + self.analysed + self.updated + self.kept_out


def _process_alive(pid: int) -> bool:
    """Return True when a process with this id exists on this machine."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # someone else's process
    return True


class Runs(Connection):
    """The record of runs: started, finished, and the inputs they skipped."""

    def start_run(self, command: str, args: dict[str, Any] | None = None) -> int:
        """Record the start of a run; return its id.

        Runs this machine recorded as running whose process is gone (killed) are marked
        ``interrupted`` first, so the ``runs`` table does not claim they are still going.
        """
        host = socket.gethostname()
        with self.transaction():
            stale = self.conn.execute(
                "SELECT id, pid FROM runs WHERE status = 'running' AND host = ? AND pid IS NOT NULL",
                (host,),
            ).fetchall()
            for row in stale:
                if not _process_alive(int(row["pid"])):
                    self.conn.execute(
                        "UPDATE runs SET status = 'interrupted' WHERE id = ?", (row["id"],)
                    )
            cur = self.conn.execute(
                "INSERT INTO runs (command, args, started_at, pid, host) VALUES (?, ?, ?, ?, ?)",
                (command, json.dumps(args or {}, default=str), _now(), os.getpid(), host),
            )
        return int(cur.lastrowid)

    def finish_run(self, run_id: int, stats: RunStats, status: str = "ok") -> None:
        with self.transaction():
            self.conn.execute(
                "UPDATE runs SET finished_at = ?, status = ?, stats = ? WHERE id = ?",
                (_now(), status, json.dumps(stats.as_dict()), run_id),
            )

    def log_skipped(self, run_id: int | None, path: str, reason: str) -> None:
        with self.transaction():
            self.conn.execute(
                "INSERT INTO skipped (run_id, path, reason) VALUES (?, ?, ?)",
                (run_id, path, reason),
            )
