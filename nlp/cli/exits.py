"""How a command ends: one clear line for any error, and an exit status a script can act on.

Every command is wrapped in :func:`friendly`, so no command handles errors of its own.
"""

from __future__ import annotations

import functools
import os
import sys
from collections.abc import Callable
from typing import Any, TypeVar

import typer

from nlp.cli import console
from nlp.cli.console import say, state
from nlp.outputs import OutputClash

F = TypeVar("F", bound=Callable[..., Any])

# Commands that commit article by article, so a second run carries on where one stopped.
RESUMABLE_COMMANDS = frozenset({"ingest", "analyse"})


def friendly(fn: F) -> F:
    """Turn any error into one clear line (with the traceback only under --verbose).

    Exit codes: 2 for a usage mistake (a bad option value, options that do not go
    together, an output over an input: :class:`nlp.outputs.OutputClash`), 1 for any other
    error, 130 for an interrupt, 141 (a shell's code for a closed pipe) with no line when
    the reader of stdout stopped reading (``| head``).
    """

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return _flushed(fn, *args, **kwargs)
        except (typer.Exit, typer.Abort, SystemExit):
            raise
        except (typer.BadParameter, OutputClash) as exc:
            # A bad option value found inside a command exits as one found by a callback
            # does (2), so scripts can tell a mistyped command from a failed run (1).
            say(console.err, "error:", "red", exc)
            raise typer.Exit(2) from None
        except KeyboardInterrupt:
            if fn.__name__ in RESUMABLE_COMMANDS:
                console.err.print(
                    "interrupted: everything committed so far is kept; run again to resume"
                )
            else:
                console.err.print("interrupted")
            raise typer.Exit(130) from None
        except BrokenPipeError:
            # Nothing is wrong but the output's end: say nothing, and keep Python's own
            # flush at exit from failing on the closed pipe again.
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            raise typer.Exit(141) from None
        except Exception as exc:  # noqa: BLE001 - the CLI's last line of defence
            if state.verbose:
                console.err.print_exception()
            else:
                say(console.err, "error:", "red", exc)
            raise typer.Exit(1) from None

    return wrapper  # type: ignore[return-value]


def _flushed(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """Run ``fn`` and flush stdout after it, however it ends, so that a reader who closed
    the pipe is found inside :func:`friendly` (141) and not by Python's flush at exit (an
    "Exception ignored" line and status 120)."""
    try:
        result = fn(*args, **kwargs)
    except (typer.Exit, typer.Abort, SystemExit):
        sys.stdout.flush()
        raise
    sys.stdout.flush()
    return result
