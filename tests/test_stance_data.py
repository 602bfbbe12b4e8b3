"""Stance training data and the speaker blend: small, model-free checks."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
import torch

from nlp.config import CONTEXT_CHARS, context_before
from nlp.stance.data import (
    article_split,
    distractor_records,
    football_example,
    load_article_set,
    plain_context_records,
)
from nlp.stance.model import blend_by_group, keyword_prior
from nlp.stance.train import WeightAverage, budget_allows, fit_threshold

ARTICLE = {
    "id": "t-001",
    "text": (
        "The Harriers had a late equaliser ruled out after a four-minute check.\n\n"
        '"Four minutes," said the manager, Ada Lowe. "For that. Nobody could tell me why."\n\n'
        'Her captain was calmer. "We were poor in the first half anyway," he said.'
    ),
    "quotes": [
        {"text": "Four minutes,", "speaker": "Ada Lowe", "role": "manager",
         "about_var": True, "stance": "negative"},
        {"text": "For that. Nobody could tell me why.", "speaker": "Ada Lowe",
         "role": "manager", "about_var": True, "stance": "negative"},
        {"text": "We were poor in the first half anyway,", "speaker": "Tom Reed",
         "role": "player", "about_var": False, "stance": None},
    ],
}  # fmt: skip


def _write(tmp_path: Path, articles: list[dict]) -> Path:
    (tmp_path / "a.jsonl").write_text(
        "\n".join(json.dumps(a) for a in articles) + "\n", encoding="utf-8"
    )
    return tmp_path


def test_article_set_cuts_context_as_the_pipeline_does(tmp_path: Path) -> None:
    records = load_article_set(_write(tmp_path, [ARTICLE]))
    assert [r["text"] for r in records] == [q["text"] for q in ARTICLE["quotes"]]
    first, second, third = records
    # The context ends just before the opening mark and includes the first half of a
    # split quote, which is what makes "For that." about VAR.
    assert first["context"].endswith("four-minute check.")
    assert '"Four minutes," said the manager, Ada Lowe.' in second["context"]
    assert third["about_var"] is False and third["stance"] is None
    assert {r["article"] for r in records} == {"t-001"}
    ex = football_example(second)
    assert ex.group is not None and ex.group == football_example(first).group
    assert ex.group != football_example(third).group


def test_article_set_rejects_a_file_whose_quotes_are_not_in_the_text(tmp_path: Path) -> None:
    broken = dict(ARTICLE, quotes=[dict(q, text=q["text"] + " extra") for q in ARTICLE["quotes"]])
    with pytest.raises(ValueError, match="not found"):
        load_article_set(_write(tmp_path, [broken]))


def test_context_before_is_capped_and_ends_at_the_mark() -> None:
    text = "x" * 1000 + '"quote"'
    ctx = context_before(text, text.index('"'))
    assert len(ctx) == CONTEXT_CHARS and ctx == "x" * CONTEXT_CHARS


def test_article_split_keeps_an_article_on_one_side() -> None:
    records = [{"article": f"a{i // 3}", "id": i} for i in range(60)]
    rest, held = article_split(records, 0.25, seed=1)
    assert len(held) == 15 and len(rest) == 45
    assert not {r["article"] for r in rest} & {r["article"] for r in held}
    assert article_split(records, 0.25, seed=1) == (rest, held)  # seeded, deterministic
    assert article_split(records, 0.25, seed=2) != (rest, held)


def test_blend_pulls_a_speakers_quotes_together_and_leaves_others_alone() -> None:
    probs = torch.tensor(
        [
            [0.9, 0.05, 0.05],  # A: clearly negative
            [0.3, 0.4, 0.3],  # A: a weak continuation
            [0.1, 0.1, 0.8],  # B: alone in its group
            [0.2, 0.2, 0.6],  # no group
        ]
    )
    out = blend_by_group(probs, ["A", "A", "B", None], weight=0.5)
    assert out[1].argmax().item() == 0  # the continuation follows its speaker
    assert torch.equal(out[2:], probs[2:])
    assert torch.allclose(out.sum(-1), torch.ones(4))
    assert torch.equal(blend_by_group(probs, ["A", "A", "B", None], weight=0.0), probs)


def test_fit_threshold_prefers_the_default_when_dev_is_flat() -> None:
    gold = torch.tensor([0, 0, 1, 1])
    assert fit_threshold(torch.tensor([0.1, 0.2, 0.8, 0.9]), gold) == 0.5
    assert fit_threshold(torch.tensor([0.1, 0.36, 0.38, 0.9]), gold) == 0.375


def test_weight_average_follows_the_weights_with_a_short_memory_at_first() -> None:
    net = torch.nn.Linear(2, 1, bias=False)
    net.weight.requires_grad_(True)
    with torch.no_grad():
        net.weight.fill_(0.0)
    avg = WeightAverage(net, decay=0.9)  # type: ignore[arg-type]
    with torch.no_grad():
        net.weight.fill_(1.0)
    avg.update(net)  # step 0 keeps only 1/10 of the start: the heads' random init fades fast
    assert torch.allclose(avg.state["weight"], torch.full((1, 2), 0.9))
    for _ in range(200):
        avg.update(net)
    assert torch.allclose(avg.state["weight"], torch.ones(1, 2), atol=1e-6)
    with torch.no_grad():
        net.weight.fill_(3.0)
    avg.update(net)  # once warm, the decay caps how far one step moves the average
    assert torch.allclose(avg.state["weight"], torch.full((1, 2), 1.2), atol=1e-5)
    assert net.weight[0, 0].item() == 3.0  # the network's own weights are untouched


def test_time_budget_stops_only_when_the_slowest_epoch_would_not_fit() -> None:
    assert budget_allows(0.0, [], 60.0)  # nothing measured yet: the first epoch always runs
    assert budget_allows(1000.0, [400.0, 500.0], 1600.0)  # 1000 + 525 fits
    assert not budget_allows(1100.0, [400.0, 500.0], 1600.0)  # 1100 + 525 does not
    assert budget_allows(10**6, [10**5], 0.0)  # 0: no budget


def test_context_cap_keeps_the_words_nearest_the_quote() -> None:
    from nlp.stance.encoder import load_tokenizer
    from nlp.stance.model import encode_batch

    tok = load_tokenizer()
    context = " ".join(f"word{i}" for i in range(40)) + " then the VAR checked it"
    quote = "It was never a penalty."
    capped, free = (
        encode_batch(tok, ["VAR"], [quote], [context], 128, cap)[0] for cap in (8, None)
    )
    quote_ids = tok(quote, add_special_tokens=False)["input_ids"]
    context_ids = tok(context, add_special_tokens=False)["input_ids"]
    # [CLS] VAR [SEP] <context> [SEP] <quote> [SEP]
    assert capped.input_ids[-len(quote_ids) - 1 : -1] == quote_ids
    assert capped.input_ids[3 : 3 + 8] == context_ids[-8:]
    assert len(capped.input_ids) == 3 + 8 + 1 + len(quote_ids) + 1
    assert len(free.input_ids) == 3 + len(context_ids) + 1 + len(quote_ids) + 1


@pytest.mark.parametrize("bad", ["fp16", "double", "bf-16"])
def test_unknown_precision_is_refused(bad: str) -> None:
    from nlp.stance.model import resolve_precision

    with pytest.raises(ValueError, match="precision must be one of"):
        resolve_precision(bad)


def test_a_bad_precision_in_the_environment_names_the_variable(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from nlp.stance import model

    monkeypatch.setenv(model.PRECISION_ENV, "half")
    with pytest.raises(ValueError, match=r"\$VAROMETER_PRECISION must be one of"):
        model.resolve_precision()


def test_auto_precision_follows_the_cpu(monkeypatch: pytest.MonkeyPatch) -> None:
    import platform

    import torch

    from nlp.stance import model

    if platform.machine().lower() not in {"x86_64", "amd64"}:
        pytest.skip("the CPU feature checks patched here are the x86 ones")
    monkeypatch.delenv(model.PRECISION_ENV, raising=False)
    for avx512_bf16, amx, expected in [
        (False, False, "fp32"),  # plain AVX-512 only emulates bf16
        (True, False, "bf16"),
        (False, True, "bf16"),
    ]:
        monkeypatch.setattr(torch.cpu, "_is_avx512_bf16_supported", lambda v=avx512_bf16: v)
        monkeypatch.setattr(torch.cpu, "_is_amx_tile_supported", lambda v=amx: v)
        assert model.resolve_precision() == expected
        assert model.resolve_precision("auto") == expected
        assert model.resolve_precision("FP32") == "fp32"
        assert model.resolve_precision("bf16") == "bf16"
    monkeypatch.setenv(model.PRECISION_ENV, "fp32")
    assert model.resolve_precision() == "fp32"


def test_a_negative_context_cap_is_refused() -> None:
    from nlp.stance.model import StanceModel

    with pytest.raises(ValueError, match="max_context must be >= 0"):
        StanceModel(torch.nn.Module(), None, {"max_context": -1})
    assert StanceModel(torch.nn.Module(), None, {"max_context": 0}).max_context == 0


def test_model_card_says_when_the_time_budget_cut_the_run(tmp_path: Path) -> None:
    from nlp.stance.train import write_model_card

    committed = Path(__file__).resolve().parents[1] / "models" / "stance"
    metrics = json.loads((committed / "metrics.json").read_text(encoding="utf-8"))
    write_model_card(tmp_path, metrics)  # a full run: the committed card, word for word
    assert (tmp_path / "MODEL_CARD.md").read_text(encoding="utf-8") == (
        committed / "MODEL_CARD.md"
    ).read_text(encoding="utf-8")
    metrics["history"] = metrics["history"][:2]
    metrics["time_budget_stopped_before_epoch"] = 3
    metrics["train_config"]["time_budget_s"] = 1620.0  # a run with --time-budget 0 has none
    write_model_card(tmp_path, metrics)
    card = (tmp_path / "MODEL_CARD.md").read_text(encoding="utf-8")
    assert "of which 2 epochs ran (**stopped by the 1620s time budget before epoch 3**" in card


def test_model_card_names_a_teacher_and_kept_layers_only_when_a_run_had_them(
    tmp_path: Path,
) -> None:
    from nlp.stance.train import write_model_card

    committed = Path(__file__).resolve().parents[1] / "models" / "stance"
    metrics = json.loads((committed / "metrics.json").read_text(encoding="utf-8"))
    for key in ("football_extra_train", "article_extra_train", "plain_context_train"):
        metrics["data"].pop(key, None)  # a committed run may have used them; this one did not
    metrics["train_config"].pop("quote_keyword_logit", None)
    write_model_card(tmp_path, metrics)
    plain = (tmp_path / "MODEL_CARD.md").read_text(encoding="utf-8")
    assert "teacher" not in plain and "layers are kept" not in plain
    assert "context is frozen" not in plain and "moving average" not in plain
    metrics["train_config"].update(
        teacher="models/big",
        distill_weight=3.0,
        distill_temperature=2.0,
        encoder_layers=4,
        context_layers=3,
        ema_decay=0.997,
    )
    write_model_card(tmp_path, metrics)
    card = (tmp_path / "MODEL_CARD.md").read_text(encoding="utf-8")
    assert "Only its first 4 layers are kept" in card
    assert "The context is frozen after layer 3" in card
    assert "+ 3.0 x distillation loss against the teacher `models/big`" in card
    assert "moving average of the trainable weights (decay 0.997" in card
    assert "Extra football file" not in card  # set in the config but no records counted
    metrics["train_config"]["extra_football"] = "corpora/more.jsonl"
    metrics["data"]["football_extra_train"] = 420
    write_model_card(tmp_path, metrics)
    card = (tmp_path / "MODEL_CARD.md").read_text(encoding="utf-8")
    assert "Extra football file (`corpora/more.jsonl`, `extra_football`): 420 records" in card
    assert "Extra articles" not in card
    metrics["train_config"]["extra_articles"] = "corpora/more-articles"
    metrics["data"]["article_extra_train"] = 760
    write_model_card(tmp_path, metrics)
    card = (tmp_path / "MODEL_CARD.md").read_text(encoding="utf-8")
    assert "Extra articles (`corpora/more-articles`, `extra_articles`): 760 quotes" in card
    assert "Plain contexts" not in card
    metrics["data"]["plain_context_train"] = 323
    write_model_card(tmp_path, metrics)
    card = (tmp_path / "MODEL_CARD.md").read_text(encoding="utf-8")
    assert "Plain contexts (`plain_context_var_quotes`): 323 training quotes" in card
    assert "quote_keyword_logit" not in card
    metrics["train_config"]["quote_keyword_logit"] = 4.0
    write_model_card(tmp_path, metrics)
    card = (tmp_path / "MODEL_CARD.md").read_text(encoding="utf-8")
    assert "own words adds a further +4.0 (`quote_keyword_logit`)" in card
    assert "label smoothing" not in card
    metrics["train_config"]["stance_label_smoothing"] = 0.1
    write_model_card(tmp_path, metrics)
    card = (tmp_path / "MODEL_CARD.md").read_text(encoding="utf-8")
    assert "loss = stance CE (label smoothing 0.1) + " in card
    metrics["train_config"]["teacher"] = "runs/labels.safetensors"
    metrics["teacher_labels_written_by"] = "models/stance,runs/t7"
    write_model_card(tmp_path, metrics)
    card = (tmp_path / "MODEL_CARD.md").read_text(encoding="utf-8")
    assert (
        "loss against the teacher-labels file `runs/labels.safetensors` "
        "(logits of `models/stance`, `runs/t7`)"
    ) in card
    metrics["teacher_labels_written_by"] = ""
    write_model_card(tmp_path, metrics)
    card = (tmp_path / "MODEL_CARD.md").read_text(encoding="utf-8")
    assert "`runs/labels.safetensors` (logits of teachers it does not name)" in card


def test_distractor_contexts_come_from_another_article_and_never_agree() -> None:
    def rec(i: int, article: str, about: bool, stance: str | None) -> dict:
        return {
            "id": f"q{i}",
            "article": article,
            "speaker": "Ada Lowe",
            "text": f"quote {i}",
            "context": f"context of {i}",
            "about_var": about,
            "stance": stance,
        }

    records = [
        rec(0, "a", True, "negative"),
        rec(1, "a", True, "positive"),
        rec(2, "b", True, "negative"),
        rec(3, "b", False, None),
        rec(4, "c", True, "positive"),
    ]
    assert distractor_records(records, 0.0, 13) == []
    out = distractor_records(records, 1.0, 13)
    assert len(out) == len(records) and out == distractor_records(records, 1.0, 13)
    by_text = {r["text"]: r for r in records}
    for d in out:
        source = next(r for r in records if d["id"] == f"{r['id']}#distractor")
        # labels kept; the speaker dropped, so no blend or group ties it to the article
        assert (d["about_var"], d["stance"], d["speaker"]) == (
            source["about_var"],
            source["stance"],
            None,
        )
        donor = by_text[d["context"].rsplit('"', 2)[1]]
        assert donor["article"] != source["article"] and donor["about_var"]
        if source["about_var"]:
            assert donor["stance"] != source["stance"]
        assert len(d["context"]) <= CONTEXT_CHARS


def test_plain_contexts_go_only_to_quotes_that_name_var_and_come_from_plain_quotes() -> None:
    def rec(i: int, article: str | None, text: str, about: bool, stance: str | None) -> dict:
        return {
            "id": f"q{i}",
            "article": article,
            "speaker": "Ada Lowe",
            "text": text,
            "context": f"Lowe spoke after the game ({i}).",
            "about_var": about,
            "stance": stance,
        }

    records = [
        rec(0, "a", "The VAR took four minutes and still got it wrong.", True, "negative"),
        rec(1, "a", "Four minutes for that.", True, "negative"),  # names no VAR term
        rec(2, "a", "My hamstring is fine.", False, None),  # same article: never its donor
        rec(3, "b", "We were poor in the first half.", False, None),
        rec(4, "b", "They checked it and the replay was clear.", False, None),  # weak terms
        rec(5, None, "Thank goodness for VAR, it saw what we all missed.", True, "positive"),
    ]
    out = plain_context_records(records, 13)
    assert out == plain_context_records(records, 13)
    assert [d["id"] for d in out] == ["q0#plain-context", "q5#plain-context"]
    for d in out:
        source = next(r for r in records if d["id"] == f"{r['id']}#plain-context")
        assert (d["text"], d["about_var"], d["stance"], d["speaker"]) == (
            source["text"],
            source["about_var"],
            source["stance"],
            None,
        )
        assert keyword_prior("", d["context"]) == 0.0 and len(d["context"]) <= CONTEXT_CHARS
    assert out[0]["context"].endswith('"We were poor in the first half."')
    # the only plain quote is in the quote's own article: no copy
    assert plain_context_records([records[0], records[2]], 13) == []


def test_a_default_run_records_the_settings_the_committed_run_recorded() -> None:
    from nlp.stance.train import TrainConfig, config_record

    committed = Path(__file__).resolve().parents[1] / "models" / "stance" / "metrics.json"
    recorded = json.loads(committed.read_text(encoding="utf-8"))["train_config"]
    # the committed run was trained with --time-budget 0, which is not the default
    assert config_record(TrainConfig(time_budget_s=recorded["time_budget_s"])) == recorded
    assert config_record(TrainConfig(plain_context_var_quotes=True))["plain_context_var_quotes"]
    assert "quote_keyword_logit" not in config_record(TrainConfig())
    assert config_record(TrainConfig(quote_keyword_logit=4.0))["quote_keyword_logit"] == 4.0
    assert "stance_label_smoothing" not in config_record(TrainConfig())
    smoothed = config_record(TrainConfig(stance_label_smoothing=0.1))
    assert smoothed["stance_label_smoothing"] == 0.1
    assert "extra_articles_about_var" not in config_record(TrainConfig())
    assert "text_pool" not in config_record(TrainConfig())
    assert config_record(TrainConfig(text_pool="quote"))["text_pool"] == "quote"
    off = config_record(TrainConfig(extra_articles="x", extra_articles_about_var=False))
    assert off["extra_articles_about_var"] is False


def test_a_quote_bonus_counts_only_a_strong_term_in_the_quotes_own_words() -> None:
    assert keyword_prior("VAR got it wrong", "", 2.0) == 4.0
    assert keyword_prior("It got it wrong", "after a VAR check", 2.0) == 2.0
    assert keyword_prior("VAR got it wrong", "") == 2.0  # no bonus unless asked for
    assert keyword_prior("They checked it", "", 2.0) == 0.75


def test_training_settings_parse_as_json_or_plain_strings_and_unknown_keys_are_named(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from nlp.stance.train import REPO_ROOT, parse_overrides

    monkeypatch.chdir(REPO_ROOT / "models")
    got = parse_overrides(
        [
            "encoder_layers=4",
            "teacher=stance",
            "stop_after_epoch=null",
            "lora_r = 8",
            "distill_weight=3",
            'lora_targets=["query"]',
        ]
    )
    assert got == {
        "encoder_layers": 4,
        # read from where the command runs, as --out is, and kept relative to the repository
        "teacher": "models/stance",
        "stop_after_epoch": None,
        "lora_r": 8,
        "distill_weight": 3.0,
        "lora_targets": ("query",),
    }
    assert isinstance(got["distill_weight"], float)
    # Python's spelling is not JSON: read as a string it would be true and train LayerNorms
    for bad, said in (
        ("train_layernorm=False", "train_layernorm: expected bool"),
        ("distill_weight=.5", "distill_weight: expected float"),
        ("encoder_layers=4.0", "encoder_layers: expected int or null"),
    ):
        with pytest.raises(ValueError, match=said):
            parse_overrides([bad])
    with pytest.raises(
        ValueError, match="'lora_rr' is not a training setting; did you mean lora_r"
    ):
        parse_overrides(["lora_rr=4"])
    with pytest.raises(ValueError, match="'layerz' is not a training setting; known: .*encoder"):
        parse_overrides(["layerz=4"])
    with pytest.raises(ValueError, match="is not KEY=VALUE"):
        parse_overrides(["encoder_layers"])


def test_train_stance_passes_settings_through_and_will_not_overwrite_the_committed_model(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from typer.testing import CliRunner

    import nlp.stance.train as T
    from cli import app

    calls: list[dict] = []
    monkeypatch.setattr(T, "train", lambda **kw: calls.append(kw) or {})
    runner = CliRunner()
    result = runner.invoke(app, ["train-stance", "--set", "encoder_layers=4"])
    assert result.exit_code == 2 and "give --out DIR" in result.output
    result = runner.invoke(app, ["train-stance", "--out", str(tmp_path), "--set", "layerz=4"])
    assert result.exit_code == 2 and "'layerz' is not a training setting" in result.output
    result = runner.invoke(
        app,
        ["train-stance", "--out", str(tmp_path), "--time-budget", "5", "--set", "time_budget_s=0"],
    )
    assert result.exit_code == 2 and "not both" in result.output
    result = runner.invoke(
        app, ["train-stance", "--out", str(tmp_path), "--set", "teacher=no/such"]
    )
    assert result.exit_code == 2 and "no saved stance model there" in result.output
    assert calls == []
    teacher = tmp_path / "x"
    teacher.mkdir()
    (teacher / "config.json").write_text("{}", encoding="utf-8")
    result = runner.invoke(
        app,
        ["train-stance", "--out", str(tmp_path), "--set", "encoder_layers=4"]
        + ["--set", f"teacher={teacher}"],
    )
    assert result.exit_code == 0, result.output
    assert calls[-1]["output_dir"] == tmp_path
    assert (calls[-1]["encoder_layers"], calls[-1]["teacher"]) == (4, str(teacher.resolve()))
    assert runner.invoke(app, ["train-stance"]).exit_code == 0
    assert calls[-1]["output_dir"] == Path("models/stance") and "encoder_layers" not in calls[-1]
    # a setting given its default value changes nothing, so it needs no --out
    assert runner.invoke(app, ["train-stance", "--set", "teacher=null"]).exit_code == 0
    # --set epochs is the schedule's length (a TrainConfig field), not --epochs of the module
    result = runner.invoke(app, ["train-stance", "--out", str(tmp_path), "--set", "epochs=4"])
    assert result.exit_code == 0 and calls[-1]["epochs"] == 4 and "run_epochs" not in calls[-1]


def test_a_teacher_may_be_several_folders_or_one_labels_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import torch

    from nlp.stance.data import football_example
    from nlp.stance.train import REPO_ROOT, parse_overrides, write_teacher_labels

    monkeypatch.chdir(REPO_ROOT / "models")
    # each folder of a list is read from the current directory, as one folder is
    got = parse_overrides(["teacher=stance, stance"])
    assert got["teacher"] == "models/stance,models/stance"
    with pytest.raises(ValueError, match="no saved stance model there"):
        parse_overrides(["teacher=stance,no/such"])
    with pytest.raises(ValueError, match="an empty entry"):
        parse_overrides(["teacher=stance,"])
    labels = tmp_path / "teacher-labels.safetensors"
    example = football_example({"text": "VAR again.", "about_var": True, "stance": "negative"})
    old_mask = os.umask(0o027)
    try:
        write_teacher_labels(labels, [example], torch.zeros(1, 3), torch.zeros(1))
    finally:
        os.umask(old_mask)
    assert labels.stat().st_mode & 0o777 == 0o640  # the umask's mode, not safetensors' 0600
    assert parse_overrides([f"teacher={labels}"])["teacher"] == str(labels)
    with pytest.raises(ValueError, match="cannot be in a list"):
        parse_overrides([f"teacher=stance,{labels}"])
    # any other file is named for what it is not, before minutes of loading data
    other = tmp_path / "notes.txt"
    other.write_text("not tensors", encoding="utf-8")
    with pytest.raises(ValueError, match="neither a saved model folder nor a teacher-labels"):
        parse_overrides([f"teacher={other}"])


def test_a_student_is_not_written_over_its_teacher(tmp_path: Path) -> None:
    from nlp.stance.train import REPO_ROOT, train

    with pytest.raises(ValueError, match="the output folder is a teacher's"):
        train(
            output_dir=REPO_ROOT / "models" / "stance",
            newsmtsc_dir=tmp_path / "nowhere",
            teacher="models/stance",
        )


def test_a_missing_teacher_is_named_before_any_data_is_read(tmp_path: Path) -> None:
    from nlp.stance.train import train

    with pytest.raises(ValueError, match="teacher .*no saved stance model there"):
        train(output_dir=tmp_path / "out", newsmtsc_dir=tmp_path / "nowhere", teacher="no/such")
    assert not (tmp_path / "out").exists()


def test_a_missing_extra_football_file_is_named_before_any_data_is_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from nlp.stance.train import REPO_ROOT, parse_overrides, train

    with pytest.raises(ValueError, match="extra_football .*no/such.jsonl: no such file"):
        train(
            output_dir=tmp_path / "out",
            newsmtsc_dir=tmp_path / "nowhere",
            extra_football="no/such.jsonl",
        )
    assert not (tmp_path / "out").exists()
    # typed from a folder of the repository, kept relative to its root, as a teacher is
    monkeypatch.chdir(REPO_ROOT / "corpora")
    got = parse_overrides(["extra_football=stance-train/football.jsonl"])
    assert got == {"extra_football": "corpora/stance-train/football.jsonl"}


def test_a_folder_of_extra_articles_without_batches_is_named_before_any_data_is_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from nlp.stance.train import REPO_ROOT, parse_overrides, train

    (tmp_path / "empty").mkdir()
    for folder in (tmp_path / "empty", tmp_path / "missing"):
        with pytest.raises(ValueError, match=f"extra_articles .*{folder.name}: no \\*.jsonl"):
            train(
                output_dir=tmp_path / "out",
                newsmtsc_dir=tmp_path / "nowhere",
                extra_articles=str(folder),
            )
    assert not (tmp_path / "out").exists()
    monkeypatch.chdir(REPO_ROOT / "corpora")
    got = parse_overrides(["extra_articles=stance-train/articles-next"])
    assert got == {"extra_articles": "corpora/stance-train/articles-next"}
    # several folders, each read from here and kept in the order given
    got = parse_overrides(["extra_articles=stance-train/articles-v2,stance-train/articles-next"])
    assert got == {
        "extra_articles": "corpora/stance-train/articles-v2,corpora/stance-train/articles-next"
    }
    with pytest.raises(ValueError, match="extra_articles: an empty entry"):
        parse_overrides(["extra_articles=stance-train/articles-v2,"])
    # one empty folder among good ones is named too
    with pytest.raises(ValueError, match="extra_articles .*empty: no \\*.jsonl"):
        train(
            output_dir=tmp_path / "out",
            newsmtsc_dir=tmp_path / "nowhere",
            extra_articles=f"{REPO_ROOT / 'corpora/stance-train/articles-v2'},{tmp_path / 'empty'}",
        )


@pytest.mark.parametrize("decay", [0.0, 1.0, 1.5])
def test_an_impossible_weight_average_is_refused_before_any_data_is_read(
    tmp_path: Path, decay: float
) -> None:
    from nlp.stance.train import train

    with pytest.raises(ValueError, match="ema_decay must be between 0 and 1"):
        train(output_dir=tmp_path / "out", newsmtsc_dir=tmp_path / "nowhere", ema_decay=decay)


@pytest.mark.parametrize(
    ("settings", "message"),
    [
        ({"plain_context_share": 0.5}, "needs plain_context_var_quotes=true"),
        ({"extra_articles_about_var": False}, "needs extra_articles"),
        (
            {
                "extra_articles": "corpora/stance-train/articles-next",
                "extra_articles_about_var": False,
                "plain_context_var_quotes": True,
            },
            "cannot go with plain_context_var_quotes",
        ),
        ({"text_pool": "context"}, "text_pool must be one of segment, quote, both, split"),
        ({"plain_context_var_quotes": True, "plain_context_share": 0.0}, r"in \(0, 1\]"),
        ({"plain_context_var_quotes": True, "plain_context_share": 1.5}, r"in \(0, 1\]"),
        ({"stance_label_smoothing": 1.0}, "stance_label_smoothing must be at least 0 and below 1"),
        ({"stance_label_smoothing": -0.1}, "stance_label_smoothing must be at least 0"),
    ],
)
def test_an_impossible_setting_is_refused_before_any_data_is_read(
    tmp_path: Path, settings: dict, message: str
) -> None:
    from nlp.stance.train import train

    with pytest.raises(ValueError, match=message):
        train(output_dir=tmp_path / "out", newsmtsc_dir=tmp_path / "nowhere", **settings)


def test_a_plain_context_share_keeps_about_that_share_of_the_copies() -> None:
    from nlp.stance.data import plain_context_records

    records = [
        {
            "id": f"v{i}",
            "article": f"a{i}",
            "text": f"VAR got call {i} wrong.",
            "context": "",
            "about_var": True,
            "stance": "negative",
            "speaker": "Ada Lowe",
        }
        for i in range(400)
    ] + [
        {
            "id": f"p{i}",
            "article": f"b{i}",
            "text": "We were poor.",
            "context": "",
            "about_var": False,
            "stance": None,
            "speaker": "Ada Lowe",
        }
        for i in range(5)
    ]
    every = plain_context_records(records, 13)
    assert len(every) == 400 and every == plain_context_records(records, 13, None)
    half = plain_context_records(records, 13, 0.5)
    assert 160 <= len(half) <= 240 and half == plain_context_records(records, 13, 0.5)
    assert {r["id"] for r in half} < {r["id"] for r in every}
    assert len(plain_context_records(records, 13, 1.0)) == 400


def test_stance_only_keeps_the_quotes_about_var_with_their_stance_and_no_about_var_label() -> None:
    from nlp.stance.data import IGNORE, LABEL_TO_ID, football_example, stance_only

    records = [
        {"id": "v", "text": "VAR got it wrong.", "about_var": True, "stance": "negative"},
        {"id": "p", "text": "We were poor.", "about_var": False, "stance": None},
        {"id": "w", "text": "The review was right.", "about_var": True, "stance": "positive"},
        {"id": "u", "text": "They checked it.", "about_var": True, "stance": None},
    ]
    examples = [football_example(r) for r in records]
    kept = stance_only(examples)
    assert [e.id for e in kept] == ["v", "w"]
    assert [e.stance for e in kept] == [LABEL_TO_ID["negative"], LABEL_TO_ID["positive"]]
    assert all(e.about_var == IGNORE for e in kept)
    assert examples[0].about_var == 1  # the inputs are left as they were


def test_stance_inputs_group_a_named_speakers_quotes_but_never_anonymous_fans() -> None:
    from nlp.config import ANONYMOUS_SPEAKER
    from nlp.models import Quote
    from nlp.stance.scoring import stance_inputs

    def quote(text: str, speaker: str | None) -> Quote:
        return Quote(text=text, start=0, end=len(text), speaker=speaker, context="Before.")

    got = stance_inputs(
        [
            quote("One.", "Ada Lowe"),
            quote("Two.", ANONYMOUS_SPEAKER),
            quote("Three.", "Ada Lowe"),
            quote("Four.", None),
        ]
    )
    assert [(i.text, i.context, i.group) for i in got] == [
        ("One.", "Before.", "Ada Lowe"),
        ("Two.", "Before.", None),
        ("Three.", "Before.", "Ada Lowe"),
        ("Four.", "Before.", None),
    ]


def test_analyse_scores_articles_together_but_holds_back_a_bounded_number(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import nlp.analyse as analyse
    import nlp.pipeline as pipeline
    from nlp.models import Article, Quote

    read: list[int] = []
    calls: list[int] = []

    def fake_extract(articles, nlp, batch_size=16, **_):  # noqa: ANN001, ANN202, ANN003
        for k, a in enumerate(articles):
            read.append(k)
            text = "Ruled out."
            yield a, [Quote(text=text, start=0, end=9, speaker="A B")] if k % 10 == 0 else []

    monkeypatch.setattr(pipeline, "extract_quotes", fake_extract)
    monkeypatch.setattr(
        pipeline, "get_pipeline", lambda registers=(), world=True, reported=False: None
    )
    monkeypatch.setattr(analyse, "stance_model_available", lambda: True)
    monkeypatch.setattr(
        analyse, "apply_stance_to_articles", lambda arts: calls.append(sum(map(len, arts)))
    )
    articles = (Article(id=str(k), text="x") for k in range(1000))
    out = analyse.analyse_articles(articles)
    first, _ = next(out)
    # Articles without quotes are held too (input order is kept), but never past the cap.
    assert first.id == "0" and len(read) == analyse.STANCE_CALL_ARTICLES
    rest = [a.id for a, _ in out]
    assert ["0", *rest] == [str(k) for k in range(1000)]
    assert len(calls) == -(-1000 // analyse.STANCE_CALL_ARTICLES)
    assert sum(calls) == 100
    # Nothing to score (no weights, or --no-stance): nothing is held.
    monkeypatch.setattr(analyse, "stance_model_available", lambda: False)
    read.clear()
    for options in (analyse.AnalyseOptions(), analyse.AnalyseOptions(stance=False)):
        out = analyse.analyse_articles((Article(id=str(k), text="x") for k in range(100)), options)
        next(out)
        assert len(read) == 1
        read.clear()


def test_a_run_without_the_weights_does_not_stop_a_later_run_from_scoring(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """A process (a notebook, a server) that ran once before the weights were installed
    scores stances in its next run, and says it could not in the first."""
    import nlp.analyse as analyse
    import nlp.pipeline as pipeline
    import nlp.stance.model as model
    from nlp.models import Article, Quote
    from nlp.stance.model import StancePrediction

    def fake_extract(articles, nlp, batch_size=16, **_):  # noqa: ANN001, ANN202, ANN003
        for a in articles:
            yield a, [Quote(text="VAR got it wrong.", start=0, end=17, speaker="A B")]

    class FakeModel:
        def predict(self, inputs):  # noqa: ANN001, ANN202
            return [StancePrediction(True, 0.9, "negative", 0.9, {}) for _ in inputs]

    monkeypatch.setattr(pipeline, "extract_quotes", fake_extract)
    monkeypatch.setattr(
        pipeline, "get_pipeline", lambda registers=(), world=True, reported=False: None
    )
    monkeypatch.setattr(model, "get_model", lambda: FakeModel())
    articles = [Article(id="1", text="x"), Article(id="2", text="y")]
    monkeypatch.setattr(analyse, "stance_model_available", lambda: False)
    with caplog.at_level("WARNING", logger=analyse.log.name):
        before = [q for _, quotes in analyse.analyse_articles(articles) for q in quotes]
        assert [q.stance for q in before] == [None, None]
        # Said once a run, not once an article; and not at all when stances are not wanted.
        missing = [m for m in caplog.messages if "stance model not found" in m]
        assert len(missing) == 1
        caplog.clear()
        list(analyse.analyse_articles(articles, analyse.AnalyseOptions(stance=False)))
        assert not caplog.messages
    monkeypatch.setattr(analyse, "stance_model_available", lambda: True)
    after = [q for _, quotes in analyse.analyse_articles(articles) for q in quotes]
    assert [(q.about_var, q.stance) for q in after] == [(True, "negative")] * 2


def test_the_training_prior_adds_the_quote_bonus_only_for_a_term_in_the_quotes_own_words() -> None:
    from types import SimpleNamespace

    from nlp.stance.model import keyword_priors

    examples = [
        SimpleNamespace(text="VAR got it wrong.", context="Harbourside lost."),
        SimpleNamespace(text="Four minutes for that.", context="After a VAR check."),
        SimpleNamespace(text="We were poor.", context="The review took ages."),
        SimpleNamespace(text="We were poor.", context=""),
    ]
    assert keyword_priors(examples, 0.0).tolist() == [2.0, 2.0, 0.75, 0.0]
    assert keyword_priors(examples, 4.0).tolist() == [6.0, 2.0, 0.75, 0.0]
