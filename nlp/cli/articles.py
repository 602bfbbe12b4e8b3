"""``ingest``, ``analyse`` and ``export``: articles into the store, analysed there, and out
again as files.

Each command checks its options, hands the work to :mod:`nlp.analyse` or
:class:`nlp.store.Store`, and reports the run (:mod:`nlp.cli.progress`).
"""

from __future__ import annotations

import contextlib
import json
import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from nlp.cli import console
from nlp.cli.console import cell
from nlp.cli.exits import friendly
from nlp.cli.options import (
    DbOpt,
    DirectOnlyOpt,
    MaxSizeOpt,
    NoWorldOpt,
    OutDirOpt,
    RegisterOpt,
    ReportedOpt,
    TextColumnOpt,
    check_dask,
    flag,
    ingest_options,
    require_db,
)
from nlp.cli.progress import RunProgress, on_skip, summary
from nlp.config import REPORTED_SPEECH
from nlp.outputs import refuse_overwriting, removed_if_left_empty
from nlp.run_size import InputCount, count_inputs, pending_count, run_workers
from nlp.watchdog import DEFAULT_ARTICLE_TIMEOUT_S

PathsArg = Annotated[
    list[str], typer.Argument(metavar="PATH", help="Files, folders, globs, or - for stdin.")
]
PendingPathsArg = Annotated[
    list[str] | None,
    typer.Argument(
        metavar="PATH",
        help="Files, folders, globs, or -. None: finish what the database has pending.",
    ),
]
AnalyseJsonOpt = flag("--json", "Print one JSON object per article on stdout.")
NoStoreOpt = flag("--no-store", "Analyse without writing the database.")
NoStanceOpt = flag(
    "--no-stance", "Skip the stance model; a later run with it fills the stances in."
)
ArticleTimeoutOpt = Annotated[
    float,
    typer.Option(
        "--article-timeout",
        metavar="SECONDS",
        min=0,
        help="Skip an article whose analysis takes longer (one line; recorded as failed,"
        " and skipped by later runs). 0: no limit.",
    ),
]
RetryFailedOpt = flag(
    "--retry-failed", "Analyse again the articles an earlier run recorded as failed."
)
WorkersOpt = Annotated[
    int | None,
    typer.Option(
        "--workers",
        metavar="N",
        min=1,
        show_default=False,
        help="Worker processes that analyse articles, each with the models loaded once;"
        " 1: this process alone. Default: one per core (fewer for a short run).",
    ),
]
DaskOpt = Annotated[
    str | None,
    typer.Option(
        "--dask",
        metavar="ADDRESS",
        help="Analyse on a Dask cluster: a scheduler's tcp://host:8786, or local:N for N"
        " worker processes started here. Needs varometer[cluster].",
    ),
]
ExportFormatOpt = Annotated[
    str,
    typer.Option(
        "--format",
        "-f",
        metavar="csv|parquet|jsonl",
        help="File format of the two files. In parquet, published is a UTC timestamp (a "
        "date alone is midnight UTC, a time without an offset is taken as UTC; a value "
        "that is no date is null, kept as published_raw in meta); CSV and JSONL keep the "
        "stored text.",
    ),
]


@friendly
def ingest(
    paths: PathsArg,
    db: DbOpt = "varometer.db",
    max_size: MaxSizeOpt = 5.0,
    text_column: TextColumnOpt = None,
) -> None:
    """Store articles (text, Markdown, HTML, JSON/JSONL, CSV, RSS/Atom) without analysing them.

    Re-ingesting the same content adds nothing. Bad files are skipped with one line each.
    Numeric dates are read day first (03/12/2026 is 3 December); month first only when
    day first is impossible (12/25/2026).

    Examples:

      varometer ingest corpora/demo-season/articles --db out/demo.db

      varometer ingest 'feeds/*.rss' export.csv --text-column body --db season.db

      curl -s https://example.org/report.html | varometer ingest -
    """
    from nlp.analyse import ingest as run_ingest
    from nlp.store import Store

    existed = Path(db).exists()
    with (
        removed_if_left_empty(db, existed),
        Store(db) as store,
        RunProgress("ingested", count_inputs(paths)) as progress,
    ):

        def skipped(item: Any) -> None:
            on_skip(item)
            progress.on_skip(item)

        stats = run_ingest(
            store,
            paths,
            ingest_options(max_size, text_column),
            on_article=progress.on_article,
            on_skip=skipped,
        )
    summary(stats, "added")
    raise typer.Exit(0 if stats.processed else 2)


@friendly
def analyse(
    paths: PendingPathsArg = None,
    db: DbOpt = "varometer.db",
    register: RegisterOpt = None,
    no_world: NoWorldOpt = False,
    as_json: AnalyseJsonOpt = False,
    no_store: NoStoreOpt = False,
    no_stance: NoStanceOpt = False,
    max_size: MaxSizeOpt = 5.0,
    text_column: TextColumnOpt = None,
    article_timeout: ArticleTimeoutOpt = DEFAULT_ARTICLE_TIMEOUT_S,
    retry_failed: RetryFailedOpt = False,
    workers: WorkersOpt = None,
    dask: DaskOpt = None,
    reported: ReportedOpt = REPORTED_SPEECH,
) -> None:
    """Find every quote, its speaker, role and club, and the stance toward VAR; store them.

    Each article is stored with its analysis in one transaction: a killed run loses nothing
    committed, and running the same command again resumes where it stopped. An article whose
    analysis runs past --article-timeout is skipped with one line and the run goes on.

    The stance model runs in bfloat16 on CPUs that have it in hardware (1.7 to 2.0x faster,
    same labels on 99%+ of quotes) and in fp32 elsewhere; set VAROMETER_PRECISION=fp32 to
    force fp32. The run record notes which was used.

    Examples:

      varometer analyse corpora/demo-season/articles --register corpora/demo-season

      varometer analyse report.html --json --no-store | jq '.quotes[].speaker'

      varometer analyse            # finish articles ingested but not analysed yet

      varometer analyse --retry-failed --article-timeout 600   # give slow ones more time

      varometer analyse archive/ --db archive.db --workers 8   # 8 processes, one writer

      varometer analyse archive/ --db archive.db --dask tcp://scheduler:8786

      varometer analyse corpora/demo-season/articles --reported   # reported speech too
    """
    from nlp.analyse import AnalyseOptions
    from nlp.store import Store

    options = AnalyseOptions(
        register_paths=tuple(register or ()),
        stance=not no_stance,
        ingest=ingest_options(max_size, text_column),
        article_timeout=article_timeout or None,
        retry_failed=retry_failed,
        world_register=not no_world,
        dask=check_dask(dask, workers),
        reported=reported,
    )
    if not paths and not no_store:
        require_db(db)  # finishing pending work in a mistyped path would create an empty one
    existed = Path(db).exists()
    store = None if no_store else Store(db)
    emit = _json_lines(store, reported) if as_json else None
    cleanup = contextlib.nullcontext() if no_store else removed_if_left_empty(db, existed)
    with cleanup:
        stats = _run_analyse(store, paths, options, emit, as_json, workers)
    summary(stats, "analysed")
    raise typer.Exit(0 if stats.processed or not paths else 2)


def _json_lines(store: Any, reported: bool = REPORTED_SPEECH) -> Any:
    """The ``on_article`` callback of ``analyse --json``: one JSON line per input article;
    without ``reported``, a stored analysis's reported speech is left out."""
    from nlp.analysed import article_json, stored_copy

    def emit(article: Any, quotes: Any, status: str) -> None:
        if status == "duplicate" and store is not None:
            # Stored and analysed already: print what is stored, so that every input article
            # still gives its line.
            article, quotes = stored_copy(store, article, quotes, reported)
        if quotes is not None:
            # Plain writes, not rich: the JSON must stay byte-exact for jq and other tools.
            sys.stdout.write(json.dumps(article_json(article, quotes), ensure_ascii=False) + "\n")
            sys.stdout.flush()

    return emit


def _run_analyse(
    store: Any,
    paths: Any,
    options: Any,
    emit: Any,
    json_out: bool,
    requested_workers: int | None = None,
) -> Any:
    """Run ``analyse`` over ``paths`` (or the stored pending articles), reporting each
    article to ``emit`` (when given) and the progress (:class:`RunProgress`), in
    ``requested_workers`` processes (None: :func:`nlp.run_size.run_workers` decides); close
    ``store`` whatever happens."""
    from nlp.analyse import analyse as run_analyse
    from nlp.analyse import analyse_pending

    try:
        if paths:
            count = count_inputs(paths)
        elif store is not None:
            count = InputCount(pending_count(store, options))
        else:
            raise typer.BadParameter("give PATHs to analyse with --no-store")
        if options.dask is None:
            options.workers = run_workers(requested_workers, count)
        with RunProgress("analysed", count, json_out) as progress:

            def on_article(article: Any, quotes: Any, status: str) -> None:
                if emit is not None:
                    emit(article, quotes, status)
                progress.on_article(article)

            def skipped(item: Any) -> None:
                on_skip(item)
                progress.on_skip(item)

            if paths:
                stats = run_analyse(store, paths, options, on_article=on_article, on_skip=skipped)
            else:
                stats = analyse_pending(store, options, on_article=on_article, on_skip=skipped)
    finally:
        if store is not None:
            store.close()
    return stats


@friendly
def export(
    fmt: ExportFormatOpt = "csv",
    out_dir: OutDirOpt = Path("export"),
    db: DbOpt = "varometer.db",
    direct_only: DirectOnlyOpt = False,
) -> None:
    """Write the stored articles and quotes as `articles.FORMAT` and `quotes.FORMAT` files.

    When the database holds reported speech (`analyse --reported`), each quote row has its
    `kind`: direct, indirect or mixed.

    Examples:

      varometer export --format csv --out out --db out/demo.db

      varometer export -f parquet -o warehouse/ --db season.db
    """
    from nlp.store import EXPORT_FORMATS, Store

    # Usage mistakes exit 2 (see friendly), checked before the database is opened.
    if fmt not in EXPORT_FORMATS:
        raise typer.BadParameter(
            f"unknown export format {fmt!r}; choose one of {', '.join(EXPORT_FORMATS)}"
        )
    refuse_overwriting([out_dir / f"{name}.{fmt}" for name in ("articles", "quotes")], db)
    require_db(db)
    with Store(db) as store:
        files = store.export(fmt, out_dir, direct_only=direct_only)
    for path in files:
        console.out.print(cell(path), highlight=False)
