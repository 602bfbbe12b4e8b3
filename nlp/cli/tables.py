"""The terminal tables the commands print: quotes, speakers, scores, incidents, reactions
and the season's counts.

Rich tables for a person at a terminal, so part of :mod:`nlp.cli`; every other format
(JSON, Markdown, HTML, CSV) comes from the library. Every cell from the input goes through
:func:`nlp.cli.console.cell`, so it is shown as text and never acted on.
"""

from __future__ import annotations

from typing import Any

from rich.table import Table

from nlp.cli.console import cell
from nlp.display import article_label, clip_quote, explanation, reported_label


def quotes_table(article: Any, found: Any, explain: bool) -> Table:
    """``varometer quotes``: a row per quote, with why it has its speaker under --explain."""
    table = Table(title=cell(article_label(article)), show_lines=True)
    columns = ("speaker", "role", "club", "stance", *(("why",) if explain else ()), "quote")
    for column in columns:
        table.add_column(column, overflow="fold")
    for q in found:
        stance = q.stance or ("-" if q.about_var is False else "")
        snippet = reported_label(clip_quote(q.text, 160), q.kind)
        why = (explanation(q),) if explain else ()
        table.add_row(*map(cell, (q.speaker or "?", q.role, q.club, stance, *why, snippet)))
    return table


def speakers_table(article: Any, found: Any, evidence: int) -> Table:
    """``varometer speakers``: a row per speaker, with up to ``evidence`` quotes behind them."""
    from nlp.aggregate import speaker_stances

    table = Table(title=cell(article_label(article)), show_lines=True)
    # "about VAR / all": reactions' "quotes" are the first figure, so say which is which
    for column in ("speaker", "role", "club", "stance", "quotes (VAR / all)", "evidence"):
        table.add_column(column, overflow="fold")
    for agg in speaker_stances(found):
        shown = [
            f"“{clip_quote(q.text, 110)}” ({q.stance} {q.stance_score:.2f})"
            for q in agg.evidence[:evidence]
        ]
        table.add_row(
            *map(
                cell,
                (
                    agg.speaker,
                    agg.role,
                    agg.club,
                    agg.stance or "not about VAR",
                    f"{len(agg.evidence)} / {agg.quotes}",
                    "\n".join(shown),
                ),
            )
        )
    return table


def evaluate_table(title: str, result: dict[str, Any]) -> Table:
    """``varometer evaluate``: the figures of :func:`nlp.evaluate.evaluate_corpus`."""
    table = Table(title=cell(title))
    table.add_column("measure")
    table.add_column("value", justify="right")
    table.add_row("gold quotes / predicted", f"{result['gold']} / {result['predicted']}")
    for t in ("0.5", "0.8"):
        prf = result[f"quote@{t}"]
        table.add_row(
            f"quote P / R / F1 @ {t}",
            f"{prf['precision']:.3f} / {prf['recall']:.3f} / {prf['f1']:.3f}",
        )
    table.add_row("speaker accuracy", f"{result['speaker_accuracy']:.3f}")
    table.add_row("role accuracy", f"{result['role_accuracy']:.3f}")
    table.add_row("club accuracy", f"{result['club_accuracy']:.3f}")
    if "about_var_accuracy" in result:
        table.add_row("about_var accuracy", f"{result['about_var_accuracy']:.3f}")
        table.add_row("stance macro-F1", f"{result['stance_macro_f1']:.3f}")
        table.add_row("stance model precision", cell(result["stance_precision"]))
    return table


def incidents_table(listing: Any) -> Table:
    """``varometer reactions`` with no TARGET: the incidents one can be given."""
    table = Table(title="VAR incidents (give one as TARGET)")
    for column in ("incident", "date", "speakers", "quotes"):
        table.add_column(column, overflow="fold")
    for row in listing.itertuples(index=False):
        table.add_row(*map(cell, (row.label, row.date, row.speakers, row.quotes)))
    return table


def reactions_table(found: Any, what: str) -> Table:
    """``varometer reactions``: a row per speaker who reacted to ``what``."""
    from nlp.reports import cell_text, stance_cell

    table = Table(title=cell(f"Reactions: {what}"), show_lines=True)
    for column in ("speaker", "role", "club", "stance (share)", "key quote", "outlet, date"):
        table.add_column(column, overflow="fold")
    for r in found.itertuples(index=False):
        quote = clip_quote(r.key_quote, 160)
        table.add_row(
            *map(
                cell,
                (
                    cell_text(r.speaker),
                    cell_text(r.role),
                    cell_text(r.club),
                    stance_cell(r.stance, r.stance_score),
                    _key_quote_shown(quote, getattr(r, "key_kind", "direct")),
                    f"{r.outlet}, {r.date}",
                ),
            )
        )
    return table


def _key_quote_shown(quote: str, kind: str) -> str:
    """A reaction's key quote in its marks, or reported speech marked so, without them."""
    return f"“{quote}”" if kind == "direct" else reported_label(quote, kind)


def season_table(table: Any, by: str) -> Table:
    """``varometer season``: a row per ``by`` value of :func:`nlp.reports.season`."""
    counted = Table(title=f"Stance toward VAR by {by}")
    for column in (by, "n", "negative", "neutral", "positive", "net", "95% interval"):
        counted.add_column(column, justify="left" if column == by else "right")
    for r in table.to_dict(orient="records"):
        interval = f"{r['net_low']:+.2f} to {r['net_high']:+.2f}" if r["n"] else "-"
        net = f"{r['net']:+.2f}" if r["n"] else "-"
        counted.add_row(
            cell(r[by]),
            str(r["n"]),
            str(r["negative"]),
            str(r["neutral"]),
            str(r["positive"]),
            net,
            interval,
        )
    return counted
