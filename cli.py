"""varometer: who said what about VAR, in which role, and how they feel about it.

The entry point (``varometer = "cli:app"``): the app, its global flags, and the list of its
commands, each a thin Typer shell over the library in ``nlp``. The commands live in
:mod:`nlp.cli` (``articles``, ``reading``, ``reporting``, ``training``), with what they share
there too; anything a command can do, ``nlp`` can do from Python.
"""

from __future__ import annotations

import io
import logging
import os
import sys
from typing import Annotated, Any

import typer

from nlp.cli.articles import analyse, export, ingest
from nlp.cli.console import VisibleFormatter, state
from nlp.cli.options import NO_VALUE
from nlp.cli.reading import quotes, speakers
from nlp.cli.reporting import browse, digest, reactions, report, season
from nlp.cli.training import evaluate, train_stance

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

# The app's own options, accepted after the command too ("varometer season -q"): typed there
# they were "No such option: -q".
GLOBAL_FLAGS = frozenset({"-q", "--quiet", "-v", "--verbose"})


def globals_first(argv: list[str]) -> list[str]:
    """Return ``argv`` with the app's own flags moved before the command (not after "--")."""
    cut = argv.index("--") if "--" in argv else len(argv)
    flags = [a for a in argv[:cut] if a in GLOBAL_FLAGS]
    return flags + [a for a in argv[:cut] if a not in GLOBAL_FLAGS] + argv[cut:]


class App(typer.Typer):
    """A Typer app that takes its global flags anywhere on the command line."""

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if not args and "args" not in kwargs:
            kwargs["args"] = globals_first(sys.argv[1:])
        _buffer_stdout()
        return super().__call__(*args, **kwargs)


def _buffer_stdout() -> None:
    """Put a buffer under stdout when Python runs unbuffered (PYTHONUNBUFFERED, -u).

    There, stdout's text layer writes to the file itself and drops what a short write left
    over: a reader that closes the pipe in the middle of a large write (``| head -c 1``) cuts
    the output with no error, and the command exited 0 instead of 141. A buffered writer
    retries the rest and so meets the closed pipe. Lines still go out as they are written.
    """
    stream = sys.stdout
    raw = getattr(stream, "buffer", None)
    if stream is not sys.__stdout__ or not isinstance(raw, io.RawIOBase):
        return
    sys.stdout = io.TextIOWrapper(
        io.BufferedWriter(raw),
        encoding=stream.encoding,
        errors=stream.errors,
        line_buffering=True,
    )


app = App(
    name="varometer",
    help=(
        "Read football news and find who said what about VAR, in which role, and how they "
        "feel about it.\n\nQuick start:\n\n"
        "  varometer analyse corpora/demo-season/articles --register corpora/demo-season\n\n"
        "  varometer quotes corpora/demo-season/articles/ds-001.md\n\n"
        "  varometer export --format csv --out out/"
    ),
    no_args_is_help=True,
    rich_markup_mode="markdown",
    pretty_exceptions_enable=False,
)


@app.callback()
def main(
    quiet: Annotated[
        bool, typer.Option("--quiet", "-q", metavar=NO_VALUE, help="Only print results and errors.")
    ] = False,
    verbose: Annotated[
        bool,
        typer.Option(
            "--verbose",
            "-v",
            metavar=NO_VALUE,
            help="Print debug notes and full tracebacks.",
        ),
    ] = False,
) -> None:
    state.quiet, state.verbose = quiet, verbose
    state.skip_reasons = []
    # --quiet keeps errors only: the warnings (files of other types, a CSV read with another
    # column) are notes like the skip lines it already silences.
    level = logging.DEBUG if verbose else logging.ERROR if quiet else logging.WARNING
    handler = logging.StreamHandler()
    handler.setFormatter(VisibleFormatter("%(message)s"))
    logging.basicConfig(level=level, handlers=[handler])


# The commands, in the order --help lists them.
app.command()(ingest)
app.command()(analyse)
app.command()(export)
app.command()(quotes)
app.command()(speakers)
app.command("train-stance")(train_stance)
app.command()(evaluate)
app.command()(reactions)
app.command()(season)
app.command()(digest)
app.command()(report)
app.command()(browse)


if __name__ == "__main__":  # pragma: no cover
    app()
