"""``quotes`` and ``speakers``: read articles (or a database ``analyse`` filled) and show
their quotes and speakers, storing nothing.

The analysis is :func:`nlp.analyse.analyse` with no store; the JSON lines come from
:mod:`nlp.analysed`, the tables from :mod:`nlp.cli.tables`.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import Annotated, Any

import typer

from nlp.cli import console
from nlp.cli.console import cell, note, state
from nlp.cli.exits import friendly
from nlp.cli.options import (
    MaxSizeOpt,
    NoWorldOpt,
    RegisterOpt,
    ReportedOpt,
    TextColumnOpt,
    flag,
    ingest_options,
    require_db,
)
from nlp.cli.progress import on_skip, summary
from nlp.cli.tables import quotes_table, speakers_table
from nlp.config import REPORTED_SPEECH
from nlp.display import article_label

QuotesPathsArg = Annotated[
    list[str], typer.Argument(metavar="PATH", help="Files, folders, globs, or -.")
]
QuotesNoStanceOpt = flag("--no-stance", "Skip the stance model.")
ExplainOpt = flag(
    "--explain",
    "Say why each quote has its speaker: the attribution rule that decided it,"
    " the words that named the speaker and how they were resolved to a name.",
)
SpeakersPathsArg = Annotated[
    list[str] | None,
    typer.Argument(
        metavar="PATH",
        help="Files, folders, globs, or -. None: the articles stored in --db.",
    ),
]
SpeakersDbOpt = Annotated[
    str,
    typer.Option(
        "--db",
        metavar="FILE",
        help="With no PATH: show the speakers of the articles analysed into this database "
        "(nothing is analysed again).",
        envvar="VAROMETER_DB",
    ),
]
EvidenceOpt = Annotated[
    int, typer.Option("--evidence", min=0, metavar="N", help="Evidence quotes per speaker.")
]
SpeakersJsonOpt = flag(
    "--json",
    "Print one JSON object per article on stdout: article_id, path, title, "
    "published, source and speakers (each with stance, share, probability, net, quotes "
    "(all of the speaker's), var_quotes (those about VAR) and evidence).",
)


@friendly
def quotes(
    paths: QuotesPathsArg,
    register: RegisterOpt = None,
    no_world: NoWorldOpt = False,
    no_stance: QuotesNoStanceOpt = False,
    max_size: MaxSizeOpt = 5.0,
    text_column: TextColumnOpt = None,
    explain: ExplainOpt = False,
    reported: ReportedOpt = REPORTED_SPEECH,
) -> None:
    """Show a readable table of the quotes, speakers, roles and stances (nothing is stored).

    Examples:

      varometer quotes report.txt

      varometer quotes corpora/demo-season/articles/ds-001.md --register corpora/demo-season

      varometer quotes report.txt --no-stance --explain   # which rule gave each speaker

      varometer quotes report.txt --reported   # reported speech too, marked (reported)
    """
    from nlp.analyse import AnalyseOptions
    from nlp.analyse import analyse as run_analyse

    options = AnalyseOptions(
        register_paths=tuple(register or ()),
        stance=not no_stance,
        ingest=ingest_options(max_size, text_column),
        world_register=not no_world,
        reported=reported,
    )

    def show(article: Any, found: Any, status: str) -> None:
        if found is None:
            return
        if not found:
            _no_quotes(article)
            return
        console.out.print(quotes_table(article, found, explain))

    stats = run_analyse(None, paths, options, on_article=show, on_skip=on_skip)
    summary(stats, "analysed")
    raise typer.Exit(0 if stats.processed else 2)


def _no_quotes(article: Any) -> None:
    console.err.print(cell(f"no quotes in {article_label(article)}"), highlight=False)


@friendly
def speakers(
    ctx: typer.Context,
    paths: SpeakersPathsArg = None,
    db: SpeakersDbOpt = "varometer.db",
    register: RegisterOpt = None,
    no_world: NoWorldOpt = False,
    evidence: EvidenceOpt = 2,
    max_size: MaxSizeOpt = 5.0,
    text_column: TextColumnOpt = None,
    as_json: SpeakersJsonOpt = False,
) -> None:
    """Show each speaker's stance toward VAR per article, with the quotes behind it.

    A speaker's stance is the label whose about-VAR quotes carry the most probability (a tie
    is neutral); "share" is that label's part of the whole, "probability" the model's mean
    confidence in the quotes behind it.

    Examples:

      varometer speakers report.txt

      varometer speakers corpora/demo-season/articles/ds-001.md --register corpora/demo-season

      varometer speakers corpora/demo-season/articles/ --json | jq -c '.speakers[] | [.speaker, .stance]'

      varometer speakers --db out/demo.db --json   # articles `analyse` stored, read back

    Given PATHs, it reads the files and runs the models on them; with none, it shows what
    `analyse` stored in --db. Across articles, see `varometer season --by speaker --db DB`
    (each speaker's stance over the season) and `varometer digest --speaker NAME --db DB`
    (their quotes).
    """
    from nlp.analyse import AnalyseOptions
    from nlp.analyse import analyse as run_analyse
    from nlp.analysed import speakers_json

    # By name: typer ships its own click, whose ParameterSource is not click's.
    source = getattr(ctx.get_parameter_source("db"), "name", None)
    if paths and source == "COMMANDLINE":
        # Files are analysed afresh and stored nowhere: a --db beside them would be ignored.
        raise typer.BadParameter("give PATHs to analyse, or --db to read, not both")
    if not paths:
        require_db(db)

    options = AnalyseOptions(
        register_paths=tuple(register or ()),
        ingest=ingest_options(max_size, text_column),
        world_register=not no_world,
    )

    def show(article: Any, found: Any, status: str) -> None:
        if found is None:
            return
        if as_json:
            # Every article gets its line, one without quotes too: a script counts on it.
            record = speakers_json(article, found, evidence)
            sys.stdout.write(json.dumps(record, ensure_ascii=False) + "\n")
            sys.stdout.flush()
        elif not found:
            _no_quotes(article)
        else:
            console.out.print(speakers_table(article, found, evidence))

    if not paths:
        _stored_speakers(db, show)
        return
    stats = run_analyse(None, paths, options, on_article=show, on_skip=on_skip)
    summary(stats, "analysed")
    raise typer.Exit(0 if stats.processed else 2)


def _stored_speakers(db: str, show: Callable[[Any, Any, str], None]) -> None:
    """Give ``show`` each analysed article stored in ``db`` with its stored quotes, as
    ``analyse`` gives it each article of the files (``speakers --db``)."""
    from nlp.analysed import StoredAnalyses
    from nlp.store import Store

    with Store(db) as store:
        stored = StoredAnalyses(store)
        quoted = scored = False
        for article, found in stored:
            quoted = quoted or bool(found)
            scored = scored or any(q.about_var is not None for q in found)
            show(article, found, "stored")
    if state.quiet:
        return
    if stored.waiting:
        note(
            f"{stored.waiting} stored articles are not analysed yet and are not shown; run"
            f" `varometer analyse --db {db}`"
        )
    if quoted and not scored:
        note(
            "the stored quotes carry no stance (analysed without the stance model);"
            f" `varometer analyse --db {db}` with the model in place fills them in"
        )
