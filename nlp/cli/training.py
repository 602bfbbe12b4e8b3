"""``train-stance`` and ``evaluate``: reproduce the stance model's committed weights, and
score the whole analysis against gold annotations.

The work is :func:`nlp.stance.train.train` and :func:`nlp.evaluate.evaluate_corpus`; the
commands check their options and print the figures.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from nlp.cli import console
from nlp.cli.console import cell
from nlp.cli.exits import friendly
from nlp.cli.options import RegisterOpt, ReportedOpt, flag
from nlp.cli.tables import evaluate_table
from nlp.config import REPORTED_SPEECH

TrainOutOpt = Annotated[
    Path | None,
    typer.Option(
        "--out",
        metavar="DIR",
        show_default=False,
        help="Where to write the adapter and heads (default: models/stance, the committed "
        "model's folder; required with --set).",
    ),
]
NewsmtscOpt = Annotated[
    Path,
    typer.Option(
        "--newsmtsc",
        metavar="DIR",
        # The default lies outside the repository (the team's data folder beside it),
        # so it is described rather than shown: help names no path outside the repo.
        show_default=False,
        help="NewsMTSC folder (default: data/newsmtsc in the team's data folder next to "
        "this repository; NewsMTSC is not copied into the repository).",
    ),
]
FootballOpt = Annotated[
    Path, typer.Option("--football", metavar="FILE", help="The team's football set.")
]
ArticlesOpt = Annotated[
    Path,
    typer.Option("--articles", metavar="DIR", help="The team's article set (folder of JSONL)."),
]
SeedOpt = Annotated[int, typer.Option("--seed", metavar="N", help="Random seed.")]
TimeBudgetOpt = Annotated[
    float | None,
    typer.Option(
        "--time-budget",
        min=0,
        metavar="MINUTES",
        show_default=False,
        help="Minutes; no epoch is started that would end past it (default: the training "
        "config's, 27). 0 = no budget: use it on a slower machine to reproduce the "
        "committed weights.",
    ),
]
SetOpt = Annotated[
    list[str] | None,
    typer.Option(
        "--set",
        metavar="KEY=VALUE",
        show_default=False,
        help="Change one training setting (a TrainConfig field in nlp/stance/training/config.py); "
        "repeat for more. VALUE is JSON, or a plain string. Any change means the weights "
        "are not the committed ones: give --out too.",
    ),
]
GoldOpt = Annotated[
    Path,
    typer.Option(
        "--gold",
        metavar="FILE",
        help="Gold quotes, JSONL (see corpora/README.md).",
        exists=True,
        dir_okay=False,
    ),
]
SplitOpt = Annotated[
    str | None,
    typer.Option("--split", metavar="dev|test", help="Only the gold quotes of this split."),
]
CorpusOpt = Annotated[
    list[str] | None,
    typer.Option(
        "--corpus",
        metavar="PATH",
        help="Articles the gold refers to. Default: the gold file's folder.",
    ),
]
ScoreNoStanceOpt = flag("--no-stance", "Score extraction only.")
ErrorsOpt = Annotated[
    int,
    typer.Option(
        "--errors",
        min=0,
        metavar="N",
        help="Print this many errors (on stderr with --json, one JSON each).",
    ),
]
ScoreJsonOpt = flag("--json", "Print the figures as JSON.")
KindsOpt = Annotated[
    str,
    typer.Option(
        "--kinds",
        metavar="auto|direct|reported|all",
        help="Which predicted quotes are scored: auto, the kinds the gold holds (a gold"
        " file without kinds: the direct quotes; reported speech's gold: the indirect and"
        " mixed ones, which need --reported).",
    ),
]


@friendly
def train_stance(
    output: TrainOutOpt = None,
    newsmtsc: NewsmtscOpt = Path("../shared/data/newsmtsc"),
    football: FootballOpt = Path("corpora/stance-train/football.jsonl"),
    articles: ArticlesOpt = Path("corpora/stance-train/articles"),
    seed: SeedOpt = 13,
    time_budget: TimeBudgetOpt = None,
    settings: SetOpt = None,
) -> None:
    """Reproduce the committed stance weights (LoRA adapter + heads on all-MiniLM-L6-v2).

    Seeded and logged; 20 to 35 minutes on 2 CPU cores, depending on the machine. Keep
    other heavy jobs off it: the run stops after a whole epoch if the next one would pass
    --time-budget (27 minutes), says so with a WARNING, and then it does not reproduce the
    committed weights (--time-budget 0, as in the second example, runs the whole schedule
    on a slow machine). Writes a model card with the data, metrics and limits.

    Examples:

      varometer train-stance

      varometer train-stance --out /tmp/stance --time-budget 0

      varometer train-stance --out /tmp/stance --seed 7

      varometer train-stance --out /tmp/l4 --set encoder_layers=4 --set teacher=models/stance

    Several teachers (their logits averaged); the run writes them to
    teacher-labels.safetensors, which later runs can be taught by instead:

      varometer train-stance --out /tmp/e --set teacher=models/stance,/tmp/stance

      varometer train-stance --out /tmp/e2 --set teacher=/tmp/e/teacher-labels.safetensors
    """
    from nlp.stance.train import train

    overrides = _overrides(settings, output, time_budget)
    metrics = train(
        output_dir=output if output is not None else Path("models/stance"),
        newsmtsc_dir=newsmtsc,
        football_path=football,
        articles_dir=articles,
        seed=seed,
        log=lambda line: console.err.print(cell(line), highlight=False),
        # Unset: TrainConfig's budget applies, so the default lives in one place.
        **({} if time_budget is None else {"time_budget_s": time_budget * 60.0}),
        **overrides,
    )
    console.out.print_json(json.dumps(metrics, default=str))


def _overrides(
    settings: list[str] | None, output: Path | None, time_budget: float | None
) -> dict[str, Any]:
    """The training settings ``--set`` changes, refused as a usage mistake when they cannot
    be parsed, would overwrite the committed model, or say the budget twice."""
    from nlp.stance.train import TrainConfig, parse_overrides

    try:
        overrides = parse_overrides(settings or [])
    except ValueError as exc:
        raise typer.BadParameter(str(exc), param_hint="--set") from None
    defaults = TrainConfig()
    if output is None and any(getattr(defaults, k) != v for k, v in overrides.items()):
        # Written to the default folder, the run would replace the committed model with one
        # the README does not describe; an explicit --out models/stance still may.
        raise typer.BadParameter(
            "--set changes the training, so its weights are not the committed ones: "
            "give --out DIR for them",
            param_hint="--set",
        )
    if time_budget is not None and "time_budget_s" in overrides:
        raise typer.BadParameter("give --time-budget or --set time_budget_s, not both")
    return overrides


@friendly
def evaluate(
    gold: GoldOpt,
    split: SplitOpt = None,
    corpus: CorpusOpt = None,
    register: RegisterOpt = None,
    no_stance: ScoreNoStanceOpt = False,
    show_errors: ErrorsOpt = 0,
    as_json: ScoreJsonOpt = False,
    kinds: KindsOpt = "auto",
    reported: ReportedOpt = REPORTED_SPEECH,
) -> None:
    """Score quotes, speakers, roles and stance against gold annotations.

    A gold quote is found when one predicted quote covers at least 50% of its words (also
    reported at 80%); speaker, role and club accuracy are over the found quotes. Direct
    gold is scored against the direct quotes, reported speech's gold (rows with a `kind`)
    against the indirect and mixed ones (--kinds), found with --reported.

    Examples:

      varometer evaluate --gold corpora/demo-season/gold.jsonl --split test

      varometer evaluate --gold corpora/demo-season/gold.jsonl --split dev --errors 20

      VAROMETER_PRECISION=fp32 varometer evaluate --gold corpora/demo-season/gold.jsonl --split test

      varometer evaluate --gold corpora/demo-season/reported.jsonl --split dev --reported
    """
    from nlp.evaluate import KIND_SETS, ReportedSpeechOff, evaluate_corpus
    from nlp.gold import UnknownSplitError

    if kinds != "auto" and kinds not in KIND_SETS:
        raise typer.BadParameter("--kinds must be auto, direct, reported or all")

    folder = gold.parent
    try:
        result = evaluate_corpus(
            gold,
            corpus or [str(folder / "articles") if (folder / "articles").is_dir() else str(folder)],
            split=split,
            register_paths=register if register is not None else [str(folder)],
            stance=not no_stance,
            kinds=kinds,
            reported=reported,
        )
    except (UnknownSplitError, ReportedSpeechOff) as exc:
        raise typer.BadParameter(str(exc)) from None
    errors = result.pop("errors")
    if as_json:
        sys.stdout.write(json.dumps(result, indent=2) + "\n")
    else:
        title = f"{gold} ({split or 'all'} split, {result['articles']} articles)"
        console.out.print(evaluate_table(title, result))
    # With --json, stdout stays one JSON document that parses; the errors go to stderr.
    stream = sys.stderr if as_json else sys.stdout
    for error in errors[:show_errors]:
        stream.write(json.dumps(error, ensure_ascii=False) + "\n")
