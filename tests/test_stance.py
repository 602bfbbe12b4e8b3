"""The committed stance model, loaded offline: behaviours that a broken model would fail."""

from __future__ import annotations

import os
import warnings
from pathlib import Path

import pytest
from conftest import SEED

from nlp.aggregate import speaker_stances
from nlp.stance.model import DEFAULT_MODEL_DIR, StanceInput, StanceModel, keyword_prior

pytestmark = pytest.mark.slow

# How far a quote's scores may move with its batch neighbours, by precision. fp32 moved ~1e-6
# on every CPU measured, and so did bf16 on AMD EPYCs with AVX512-BF16; on an Intel Xeon with
# AMX (twenty-eighth session) bf16 moved up to ~1e-3, as its product for the 1536-wide
# feed-forward output rounds a row differently with the number of rows beside it. 5e-3 still
# catches the fault these checks were written for: bf16 padding a quote past its own multiple
# of 16 tokens moved scores by up to 3e-2.
NEIGHBOUR_TOL = {"fp32": 1e-4, "bf16": 5e-3}
# The same for raw logits, which run to +-8: on the AMX Xeon the frozen-context path's bf16
# logits moved up to 1.4e-2 with the batch; the padding fault moved them up to 5e-2 (on an
# AMD EPYC). A thin margin on both sides: the score bounds above are the sharper check.
NEIGHBOUR_LOGIT_TOL = {"fp32": 1e-4, "bf16": 2e-2}


@pytest.fixture(scope="session")
def stance_model():
    from nlp.stance.model import get_model

    return get_model()


@pytest.fixture(scope="session")
def first_model(stance_model):  # noqa: ANN001, ANN201
    """The first model of the shipped ensemble (models/stance/ itself): the tests of one
    model's internals (its network, logits, training view) read it."""
    return getattr(stance_model, "members", [stance_model])[0]


def _one(model, text: str, context: str = ""):  # noqa: ANN001, ANN202
    return model.predict([StanceInput(text=text, context=context)])[0]


def test_committed_weights_are_small_and_complete() -> None:
    files = [p for p in DEFAULT_MODEL_DIR.rglob("*") if p.is_file()]
    names = {p.name for p in files}
    assert {"config.json", "heads.safetensors", "adapter_model.safetensors"} <= names
    weights = sum(p.stat().st_size for p in files if p.suffix == ".safetensors")
    assert weights <= 10 * 1024 * 1024
    # never a copy of the full encoder
    assert not any(p.name in {"model.safetensors", "pytorch_model.bin"} for p in files)


def test_a_model_of_the_encoders_first_layers_saves_and_loads_so(tmp_path: Path) -> None:
    from dataclasses import replace

    from nlp.stance.model import StanceModel, base_encoder
    from nlp.stance.train import TrainConfig, build_net, save

    with pytest.raises(ValueError, match="between 1 and 6"):
        base_encoder(7)
    cfg = TrainConfig(encoder_layers=2)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        net = build_net(cfg)
    # peft's FutureWarning about a renamed transformers call printed on every train-stance
    assert not [w for w in caught if "gradient_checkpointing" in str(w.message)]
    old_mask = os.umask(0o022)
    try:
        save(net, cfg, {}, {"best_epoch": 1, "seed": 0}, tmp_path)
    finally:
        os.umask(old_mask)
    # safetensors writes 0600; a model trained into a shared install must load for others too
    for p in (tmp_path / "heads.safetensors", tmp_path / "adapter" / "adapter_model.safetensors"):
        assert p.stat().st_mode & 0o777 == 0o644, p
    assert "quote_keyword_logit" not in (tmp_path / "config.json").read_text(encoding="utf-8")
    save(net, replace(cfg, quote_keyword_logit=4.0), {}, {"best_epoch": 1, "seed": 0}, tmp_path)
    model = StanceModel.load(tmp_path, precision="fp32")
    assert model.quote_keyword_logit == 4.0
    # the adapter has weights for two layers only; all six would run four of them untrained
    assert len(model.net.encoder.encoder.layer) == 2
    assert model.net.encoder.config.num_hidden_layers == 2
    (pred,) = model.predict([StanceInput(text="VAR got that one right.")])
    assert 0.0 <= pred.about_var_score <= 1.0


def test_batch_seed_moves_the_batch_order_and_leaves_the_initial_weights() -> None:
    import random

    import numpy as np
    import torch

    from nlp.stance.model import Encoded
    from nlp.stance.train import TrainConfig, length_batches, seeded_net

    def start(cfg: TrainConfig) -> tuple[dict[str, torch.Tensor], list[list[int]]]:
        # order_seed reseeds the global generators (set_seed): keep them for later tests.
        states = random.getstate(), np.random.get_state()
        deterministic = torch.are_deterministic_algorithms_enabled()
        with torch.random.fork_rng(devices=[]):
            torch.manual_seed(0)  # one state before each, as a run's data preparation leaves it
            net, rng = seeded_net(cfg, random.Random(13))
        random.setstate(states[0])
        np.random.set_state(states[1])
        torch.use_deterministic_algorithms(deterministic)
        weights = {n: p.detach().clone() for n, p in net.named_parameters() if p.requires_grad}
        items = [Encoded([0] * (5 + i % 7), [0] * (5 + i % 7), 1) for i in range(64)]
        return weights, length_batches(items, 4, rng)

    w0, order0 = start(TrainConfig(encoder_layers=1))
    w7, order7 = start(TrainConfig(encoder_layers=1, batch_seed=7))
    o7, order_o7 = start(TrainConfig(encoder_layers=1, order_seed=7))
    both, order_both = start(TrainConfig(encoder_layers=1, order_seed=7, batch_seed=11))
    assert w0.keys() == w7.keys() and all(torch.equal(w0[k], w7[k]) for k in w0)
    assert order0 != order7
    assert not all(torch.equal(w0[k], o7[k]) for k in w0)  # order_seed moves both
    assert order_o7 == order7  # ... and its order is Random(7)'s, as batch_seed=7's
    assert all(torch.equal(o7[k], both[k]) for k in o7) and order_both != order_o7


def test_the_context_is_the_segment_b_text_before_its_own_separator() -> None:
    import torch

    from nlp.stance.model import collate, context_positions, encode_batch, load_tokenizer

    tok = load_tokenizer()
    enc = encode_batch(
        tok, ["VAR", "VAR"], ["It was never offside.", "Fine."], ["The check took ages.", ""]
    )
    b = collate(enc)
    got = context_positions(
        b["input_ids"], b["token_type_ids"], b["attention_mask"], tok.sep_token_id
    )
    ids = b["input_ids"][0].tolist()
    first_sep_in_b = ids.index(tok.sep_token_id, 3)  # [CLS] VAR [SEP] ...
    want = torch.zeros_like(got[0])
    want[3 : first_sep_in_b + 1] = True
    assert torch.equal(got[0], want)
    assert tok.decode(b["input_ids"][0][got[0]]) == "the check took ages. [SEP]"
    assert not got[1].any()  # no context, nothing frozen


def test_quote_pooling_covers_the_quote_alone_and_segment_pooling_the_context_too() -> None:
    import torch

    from nlp.stance.model import collate, encode_batch, load_tokenizer

    tok = load_tokenizer()
    enc = encode_batch(
        tok, ["VAR", "VAR"], ["It was never offside.", "Fine."], ["The check took ages.", ""]
    )
    for pooled, want in (
        (collate(enc, text_pool="quote"), ["it was never offside.", "fine."]),
        (collate(enc), ["the check took ages. [SEP] it was never offside. [SEP]", "fine. [SEP]"]),
    ):
        got = [
            tok.decode(ids[mask.bool()])
            for ids, mask in zip(pooled["input_ids"], pooled["text_mask"], strict=True)
        ]
        assert got == want
    both = collate(enc, text_pool="both")
    assert torch.equal(both["text_mask"], collate(enc)["text_mask"])
    assert torch.equal(both["quote_mask"], collate(enc, text_pool="quote")["text_mask"])
    assert "quote_mask" not in collate(enc)


def test_a_long_context_is_cut_to_max_len_without_a_tokenizer_warning(capfd) -> None:  # noqa: ANN001
    """A long article before a quote is windowed, so transformers' length warning (which
    says the model will fail) is wrong here and must not reach the user's terminal."""
    from nlp.stance.model import encode_batch, load_tokenizer

    tok = load_tokenizer()  # a fresh instance: transformers warns once per tokenizer
    long_context = "The referee went to the monitor after a long check. " * 120  # ~1,300 tokens
    enc = encode_batch(tok, ["VAR"], ["It was never a penalty."], [long_context], max_len=128)
    assert len(enc[0].input_ids) == 128
    assert tok.decode(enc[0].input_ids).endswith("it was never a penalty. [SEP]")
    assert "sequence length" not in capfd.readouterr().err


@pytest.mark.parametrize("training", [False, True])
def test_the_written_out_bert_layer_is_transformers_own(training: bool) -> None:
    import torch

    from nlp.stance.encoder import load_encoder
    from nlp.stance.model import additive_mask, bert_layer

    bert = load_encoder()
    bert.set_attn_implementation("eager")
    layer = bert.encoder.layer[2].train(training)
    h = torch.randn(3, 21, bert.config.hidden_size)
    keep = torch.ones(3, 21, dtype=torch.bool)
    keep[1, 15:] = False
    mask = additive_mask(keep, h.dtype)
    torch.manual_seed(0)  # the same dropout draws on both sides
    ours = bert_layer(layer, h, h, mask)
    torch.manual_seed(0)
    out = layer(h, attention_mask=mask)
    theirs = out[0] if isinstance(out, tuple) else out
    assert torch.allclose(ours[keep], theirs[keep], atol=1e-5)


@pytest.mark.parametrize("precision", ["fp32", "bf16"])
def test_frozen_context_inference_matches_the_full_forward(precision: str) -> None:
    """The two-pass inference of a ``context_layers`` net computes what its plain forward
    (every row, context rows put back) computes, whatever the batching."""
    import torch

    from nlp.stance.model import (
        BF16_PAD_MULTIPLE,
        StanceModel,
        StanceNet,
        bf16_copy,
        collate,
        encode_batch,
        frozen_context_logits,
    )

    base = StanceModel.load(precision="fp32")
    net = StanceNet(base.net.encoder, base.net.heads, 3, base.tokenizer.sep_token_id).eval()
    if precision == "bf16":
        net = bf16_copy(net)
        assert net.context_layers == 3
    texts = [
        ("Four minutes. For that.", "The striker's goal was ruled out after a long VAR check."),
        ("He has a tight hamstring.", ""),
        ("VAR got it right, the lines were clear and he was off.", "Asked about the review, he"),
        ("I don't see honesty in this situation.", "The manager was furious. He said:"),
    ]
    items = [StanceInput(text=t, context=c) for t, c in texts]
    enc = encode_batch(base.tokenizer, ["VAR"] * 4, [t for t, _ in texts], [c for _, c in texts])
    with torch.inference_mode():
        alone = [net(**collate([e], True)) for e in enc]
        # bf16 pads as StanceModel does, so the batching cannot move a score.
        multiple = BF16_PAD_MULTIPLE if precision == "bf16" else None
        stance, var = frozen_context_logits(net, enc, 2, True, multiple)
        stance_all, var_all = frozen_context_logits(net, enc, 64, True, multiple)
    # The plain forward pads each input to its own length, which bf16 feels.
    tol = 1e-4 if precision == "fp32" else 0.05
    for i, (st, va) in enumerate(alone):
        assert torch.allclose(st[0], stance[i], atol=tol)
        assert torch.allclose(va[0], var[i], atol=tol)
    assert torch.allclose(stance, stance_all, atol=NEIGHBOUR_LOGIT_TOL[precision])
    assert torch.allclose(var, var_all, atol=NEIGHBOUR_LOGIT_TOL[precision])
    # Freezing changes the result, else the test could not tell the two paths apart.
    full = base.logits(items)
    assert not torch.allclose(full[0], stance_all, atol=1e-3)


def test_a_frozen_context_model_saves_and_loads_so(tmp_path: Path) -> None:
    from nlp.stance.model import StanceModel
    from nlp.stance.train import TrainConfig, build_net, save

    cfg = TrainConfig(context_layers=4)
    save(build_net(cfg), cfg, {}, {"best_epoch": 1, "seed": 0}, tmp_path)
    model = StanceModel.load(tmp_path, precision="fp32")
    assert model.net.context_layers == 4
    assert model.net.sep_id == model.tokenizer.sep_token_id
    (pred,) = model.predict([StanceInput(text="VAR got that one right.", context="After it.")])
    assert 0.0 <= pred.about_var_score <= 1.0


@pytest.mark.parametrize("text_pool", ["quote", "both", "split"])
@pytest.mark.parametrize("context_layers", [None, 1])
def test_a_model_pooling_the_quote_saves_and_loads_to_the_same_outputs(
    tmp_path: Path, text_pool: str, context_layers: int | None
) -> None:
    import torch

    from nlp.stance.model import StanceModel, collate
    from nlp.stance.train import TrainConfig, build_net, save, scoring_model

    cfg = TrainConfig(encoder_layers=2, text_pool=text_pool, context_layers=context_layers)
    torch.manual_seed(0)
    net = build_net(cfg).eval()
    for p in net.heads.parameters():  # fresh heads start near zero; make the pooling matter
        torch.nn.init.normal_(p, std=0.5)
    save(net, cfg, {}, {"best_epoch": 1, "seed": 0}, tmp_path)
    assert f'"text_pool": "{text_pool}"' in (tmp_path / "config.json").read_text(encoding="utf-8")
    model = StanceModel.load(tmp_path, precision="fp32")
    assert model.text_pool == text_pool
    items = [StanceInput(text="VAR got that one right.", context="A long wait. " * 20)]
    want, _ = scoring_model(net, model.tokenizer, cfg, {}).logits(items)
    got, _ = model.logits(items)
    assert torch.allclose(got, want, atol=1e-4)
    if context_layers is not None:  # the two-pass path pools as the one-pass forward does
        with torch.no_grad():
            whole, _ = model.net(**collate(model.encode(items), True, None, text_pool))
        assert torch.allclose(got, whole, atol=1e-4)
    if text_pool == "quote":  # the segment mean would read this input differently
        segment = StanceModel(model.net, model.tokenizer, {"target_pool": "mention"}, "fp32")
        assert not torch.allclose(segment.logits(items)[0], want, atol=1e-3)
    else:  # four features for stance; "split" keeps the about-VAR head on the first three
        assert model.net.heads.stance[1].in_features == 4 * 384
        var_width = 3 * 384 if text_pool == "split" else 4 * 384
        assert model.net.heads.about_var[1].in_features == var_width


def test_distillation_pulls_the_student_towards_the_teacher_on_labelled_rows_only() -> None:
    import torch

    from nlp.stance.train import distill_loss

    teacher_stance = torch.tensor([[4.0, 0.0, -4.0], [-4.0, 0.0, 4.0]])
    teacher_var = torch.tensor([3.0, -3.0])
    student_stance = torch.zeros((2, 3), requires_grad=True)
    student_var = torch.zeros(2, requires_grad=True)
    stance_rows = torch.tensor([True, False])
    var_rows = torch.tensor([False, True])
    loss = distill_loss(
        student_stance, student_var, teacher_stance, teacher_var, stance_rows, var_rows, 2.0
    )
    loss.backward()
    # a step against the gradient moves row 0 towards the teacher's first class and row 1's
    # about-VAR logit down; the unlabelled halves get no gradient at all
    assert student_stance.grad[0, 0] < 0 < student_stance.grad[0, 2]
    assert torch.equal(student_stance.grad[1], torch.zeros(3))
    assert student_var.grad[1] > 0
    assert student_var.grad[0] == 0
    # a student that already says what the teacher says loses less
    closer = distill_loss(
        teacher_stance, teacher_var, teacher_stance, teacher_var, stance_rows, var_rows, 2.0
    )
    assert closer < loss


def test_teacher_scores_each_distinct_input_once_in_input_order(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import torch

    from nlp.stance.data import football_example
    from nlp.stance.model import StanceModel
    from nlp.stance.train import teacher_logits

    scored: list[int] = []
    real_logits = StanceModel.logits

    def counting(self, items, batch_size=64):  # noqa: ANN001, ANN202
        scored.append(len(items))
        return real_logits(self, items, batch_size)

    monkeypatch.setattr(StanceModel, "logits", counting)

    records = [
        {"text": "VAR got that one right, fair play.", "about_var": True, "stance": "positive"},
        {"text": "Our left-back has a hamstring strain.", "about_var": False, "stance": None},
    ]
    examples = [football_example(r) for r in records]
    stance, var = teacher_logits(DEFAULT_MODEL_DIR, examples + examples[::-1])
    assert stance.shape == (4, 3) and var.shape == (4,)
    assert scored == [2]
    monkeypatch.undo()
    assert torch.equal(stance[0], stance[3]) and torch.equal(stance[1], stance[2])
    # fp32 whatever the CPU: the same logits the fp32 model gives one input at a time
    # (the first model of the shipped ensemble: a teacher folder is one model)
    teacher = StanceModel.load(DEFAULT_MODEL_DIR, precision="fp32")
    alone, _ = teacher.logits([StanceInput(text=records[1]["text"])])
    assert torch.allclose(stance[1], alone[0], atol=1e-4)
    assert var[0] > var[1]
    # the teacher's about-VAR target carries the teacher's own keyword prior
    first = [StanceInput(text=records[0]["text"])]
    assert float(teacher.prior(first)[0]) >= 2.0
    assert torch.allclose(var[0], teacher.logits(first)[1][0] + teacher.prior(first)[0], atol=1e-4)


def test_teachers_average_and_a_labels_file_gives_back_their_logits(tmp_path: Path) -> None:
    import torch

    from nlp.stance.data import football_example
    from nlp.stance.model import StanceModel
    from nlp.stance.train import check_teacher_labels, teacher_logits, write_teacher_labels

    records = [
        {"text": "VAR got that one right, fair play.", "about_var": True, "stance": "positive"},
        {"text": "Our left-back has a hamstring strain.", "about_var": False, "stance": None},
        {
            "text": "Four minutes for an offside line. A joke.",
            "about_var": True,
            "stance": "negative",
        },
    ]
    examples = [football_example(r) for r in records]
    one_st, one_var = teacher_logits(DEFAULT_MODEL_DIR, examples)
    # one teacher teaches exactly what it did before lists existed: its logits, plus its prior
    model = StanceModel.load(DEFAULT_MODEL_DIR, precision="fp32")
    items = [StanceInput(text=e.text, context=e.context, target=e.target) for e in examples]
    st, var = model.logits(items)
    assert torch.equal(one_st, st) and torch.equal(one_var, var + model.prior(items))
    labels = tmp_path / "teacher-labels.safetensors"
    n = write_teacher_labels(
        labels, examples + examples[:1], one_st.repeat(2, 1)[:4], one_var.repeat(2)[:4], "m/a,m/b"
    )
    assert n == 3 and check_teacher_labels(labels)["teacher"] == "m/a,m/b"
    # read back bit for bit, in the order asked for, repeats included
    st, var = teacher_logits(labels, examples[::-1] + examples[:1])
    assert torch.equal(st[:3], one_st.flip(0)) and torch.equal(var[:3], one_var.flip(0))
    assert torch.equal(st[3], one_st[0])
    # an input the file lacks (the training data changed) is named, not guessed
    changed = [football_example({**records[0], "text": "VAR got that one right."})]
    with pytest.raises(ValueError, match="lack 1 of 4 training inputs"):
        teacher_logits(labels, examples + changed)


def test_several_teachers_teach_the_mean_of_their_logits_each_with_its_own_prior(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import torch

    from nlp.stance.data import football_example
    from nlp.stance.model import StanceModel
    from nlp.stance.train import teacher_logits

    class Stub:
        def __init__(self, bias: float) -> None:
            self.bias = bias

        def logits(self, items, batch_size=64):  # noqa: ANN001, ANN202
            n = len(items)
            return torch.full((n, 3), self.bias) + torch.arange(3.0), torch.full((n,), self.bias)

        def prior(self, items):  # noqa: ANN001, ANN202
            return torch.full((len(items),), 10 * self.bias)

    stubs = {"a": Stub(1.0), "b": Stub(4.0)}
    monkeypatch.setattr(StanceModel, "load", lambda path, precision="fp32": stubs[Path(path).name])
    examples = [football_example({"text": "It was VAR.", "about_var": True, "stance": "negative"})]
    st, var = teacher_logits([Path("a"), Path("b")], examples * 2)
    assert torch.equal(st, torch.tensor([[2.5, 3.5, 4.5]] * 2))
    assert torch.equal(var, torch.tensor([2.5 + 25.0] * 2))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "VAR has ruined this game. Six minutes staring at a screen to cancel a goal nobody "
            "in the stadium thought was offside. It's a joke.",
            "negative",
        ),
        (
            "Credit to the VAR, they spotted the shirt pull that the referee missed and the "
            "penalty was the right decision. That's exactly what the technology is for.",
            "positive",
        ),
        (
            "The VAR looked at the angles for a possible handball, the check lasted about a "
            "minute and the goal was allowed to stand.",
            "neutral",
        ),
    ],
    ids=["complaint", "praise", "procedure"],
)
def test_clear_quotes_get_their_stance(stance_model, text: str, expected: str) -> None:  # noqa: ANN001
    pred = _one(stance_model, text)
    assert pred.about_var
    assert pred.stance == expected


def test_injury_news_is_not_about_var(stance_model) -> None:  # noqa: ANN001
    pred = _one(
        stance_model,
        "His hamstring is tight, so we will see how he feels on Thursday. I would rather "
        "lose him for one game than for six weeks.",
        "The manager gave an update on his striker before the weekend.",
    )
    assert not pred.about_var
    assert pred.stance is None and pred.stance_score is None
    assert set(pred.probs) == {"negative", "neutral", "positive"}


@pytest.mark.xfail(
    strict=True,
    reason="issue 5 open: the committed model misses this (see models/stance/MODEL_CARD.md)",
)
def test_context_carries_a_quote_that_never_names_var(stance_model) -> None:  # noqa: ANN001
    text = "Nobody explained anything to us. We waited and waited and then it was taken away."
    context = "The equaliser was ruled out after a long VAR review for a marginal offside."
    assert keyword_prior(text) == 0.0  # the quote alone has no VAR word
    with_context = _one(stance_model, text, context)
    assert with_context.about_var
    assert with_context.stance == "negative"


def test_a_continuation_follows_its_speaker(stance_model) -> None:  # noqa: ANN001
    # Two halves of one speaker's answer: the first says what they think of the review, the
    # second ("For that.") carries the feeling but no verdict on VAR of its own.
    context = "The equaliser was ruled out after a four-minute VAR check for offside."
    items = [
        StanceInput(
            "Four minutes to find a toenail. It is killing the game and nobody can explain it.",
            context,
            group="Manager",
        ),
        StanceInput("And all for a toenail,", context + " He went on.", group="Manager"),
        StanceInput("Fair play to the officials, they got it right.", context, group="Pundit"),
    ]
    grouped = stance_model.predict(items)
    alone = stance_model.predict([StanceInput(it.text, it.context) for it in items])
    assert stance_model.speaker_blend > 0
    assert grouped[0].stance == grouped[1].stance == "negative"
    # the blend moved the continuation toward its speaker's clear complaint
    assert grouped[1].probs["negative"] > alone[1].probs["negative"]
    assert grouped[2].stance == "positive"  # another speaker is not pulled along


def test_anonymous_fans_are_not_blended_together(stance_model) -> None:  # noqa: ANN001
    from nlp.config import ANONYMOUS_SPEAKER
    from nlp.models import Quote
    from nlp.stance.scoring import apply_stance_to_articles

    context = "Callers to the phone-in were split over the penalty given after the VAR review."
    texts = [
        "Scrap it. Six minutes to give a penalty nobody appealed for. A disgrace.",
        "Best thing to happen to the game. The referee missed it and the screen put it right.",
    ]
    quotes = [
        Quote(text=t, start=0, end=len(t), speaker=ANONYMOUS_SPEAKER, context=context)
        for t in texts
    ]
    apply_stance_to_articles([quotes])
    alone = stance_model.predict([StanceInput(t, context) for t in texts])
    # Each caller keeps exactly the answer it gets alone (a blend at the committed weight
    # would pull both toward their mean).
    assert [q.stance for q in quotes] == [p.stance for p in alone]
    assert [q.stance_score for q in quotes] == pytest.approx([p.stance_score for p in alone])
    assert quotes[0].stance == "negative" and quotes[1].stance != "negative"


def test_analyse_scores_each_quote_of_a_speaker_alone(stance_model) -> None:  # noqa: ANN001
    # A quote's stance is what the quote says: a speaker's clear complaint does not pull
    # their next, milder quote along (the blend hurt the held-out sets; nlp.config).
    from nlp.models import Quote
    from nlp.stance.scoring import apply_stance_to_articles

    context = "The equaliser was ruled out after a four-minute VAR check for offside."
    texts = [
        "Four minutes to find a toenail. It is killing the game and nobody can explain it.",
        "And all for a toenail,",
    ]
    quotes = [
        Quote(text=t, start=0, end=len(t), speaker="Gareth Pellow", context=context) for t in texts
    ]
    apply_stance_to_articles([quotes])
    alone = stance_model.predict([StanceInput(t, context) for t in texts])
    assert [q.stance_score for q in quotes] == pytest.approx([p.stance_score for p in alone])
    assert [q.stance for q in quotes] == [p.stance for p in alone]


def test_articles_scored_together_score_as_they_do_alone(stance_model) -> None:  # noqa: ANN001
    from nlp.models import Quote
    from nlp.stance.scoring import apply_stance_to_articles

    def article(context: str, *texts: str) -> list[Quote]:
        return [
            Quote(text=t, start=0, end=len(t), speaker="Ada Lowe", context=context) for t in texts
        ]

    def both(*texts_by_article: tuple[str, ...]) -> list[list[Quote]]:
        context = "The winner stood after a long VAR check for offside. Lowe said afterwards:"
        return [article(context, *texts) for texts in texts_by_article]

    texts = (
        ("It's a disgrace. Four minutes for that.", "Nobody can explain it to me."),
        ("The lines were clear and they got it right.", "That is what it is there for.", "Fine."),
    )
    together, apart = both(*texts), both(*texts)
    apply_stance_to_articles(together)
    for quotes in apart:
        apply_stance_to_articles([quotes])
    # Same speaker name in two articles: each article keeps its own blend.
    assert together[0][0].stance == "negative" and together[1][0].stance == "positive"
    for a, b in zip(sum(together, []), sum(apart, []), strict=True):
        assert (a.about_var, a.stance) == (b.about_var, b.stance)
        assert a.stance_score == pytest.approx(
            b.stance_score, abs=NEIGHBOUR_TOL[stance_model.precision]
        )


def _model_alone(stance_model: StanceModel, **config: object) -> StanceModel:
    """The session's model (its config updated by ``config``) without the rule that a quote
    naming VAR is about VAR: what training scores, and what a probe of the model must read."""
    alone = StanceModel(
        stance_model.net,
        stance_model.tokenizer,
        {**stance_model.config, **config},
        stance_model.precision,
    )
    alone.quote_names_var_rule = False
    return alone


def test_a_quote_bonus_in_the_config_lifts_only_quotes_that_name_var(first_model) -> None:  # noqa: ANN001

    items = [
        StanceInput("The VAR took four minutes and still got it wrong.", "Harbourside lost 1-0."),
        StanceInput("Four minutes and still wrong.", "Harbourside lost 1-0 after a VAR check."),
    ]
    # The bonus alone: the rule that a quote naming VAR is about it would floor both scores.
    plain = _model_alone(first_model).predict(items)
    bonus = first_model.quote_keyword_logit + 2.0
    with_bonus = _model_alone(first_model, quote_keyword_logit=bonus).predict(items)
    assert with_bonus[0].about_var_score > plain[0].about_var_score
    assert with_bonus[1].about_var_score == plain[1].about_var_score


@pytest.mark.parametrize(
    "context",
    [
        "Kelso lost 1-0 at home on Saturday.",
        "Harbourside were beaten 2-0 at the Quayside.",
        "Ravensmoor drew 1-1 with Eastmere.",
    ],
)
def test_a_quote_that_names_var_is_about_var_after_a_plain_context(
    stance_model,  # noqa: ANN001
    context: str,
) -> None:
    from nlp.stance.model import QUOTE_NAMES_VAR_SCORE

    texts = [
        "VAR is a disgrace,",
        "VAR got it right in the end,",
        "VAR has ruined football for me,",
        "Honestly, the VAR was spot on today,",
    ]
    preds = stance_model.predict([StanceInput(t, context) for t in texts])
    assert all(p.about_var and p.stance is not None for p in preds), preds
    assert all(p.about_var_score >= QUOTE_NAMES_VAR_SCORE for p in preds)
    assert preds[0].stance == "negative"


def test_the_var_naming_rule_reads_the_quote_not_its_context(first_model) -> None:  # noqa: ANN001

    items = [
        StanceInput("My hamstring is fine and I will play on Saturday.", "After the VAR check,"),
        StanceInput("We move on to the next game.", "Kelso lost 1-0 after a VAR review."),
        # "the screen" may be a stadium's: only VAR's own names bring the rule in
        StanceInput("We watched it on the screen at the stadium,", "Kelso lost 1-0 at home."),
    ]
    off = _model_alone(first_model)
    assert [p.about_var_score for p in first_model.predict(items)] == [
        p.about_var_score for p in off.predict(items)
    ]


def test_the_model_alone_reads_a_var_complaint_after_a_plain_line_as_about_var(
    first_model,  # noqa: ANN001
) -> None:
    """The probe every retrain is judged by, on the model without the rule (which would pass
    it whatever the model says): a plain one-line context, then another speaker's injury
    update, before a manager's VAR complaint."""

    alone = _model_alone(first_model)
    complaint = "The VAR took four minutes and still got it wrong,"
    injury = "My hamstring is tight but I should be fine for Saturday,"
    contexts = [
        "Harbourside lost 1-0 at home.",
        f'Harbourside lost 1-0 at home. "{injury}" said the striker Tom Reyes.',
    ]
    preds = alone.predict([StanceInput(complaint, c) for c in contexts])
    assert all(p.about_var and p.stance == "negative" for p in preds), preds


def test_training_scores_the_model_without_the_var_naming_rule(first_model) -> None:  # noqa: ANN001
    from nlp.stance.train import TrainConfig, scoring_model

    # Selection and calibration were fitted on the model's own outputs in every committed run.
    assert not scoring_model(
        first_model.net, first_model.tokenizer, TrainConfig(), {}
    ).quote_names_var_rule
    assert first_model.quote_names_var_rule


def test_training_scores_with_the_quote_bonus_it_trains_with(first_model) -> None:  # noqa: ANN001
    from nlp.stance.train import TrainConfig, scoring_model

    # selection, the about-VAR temperature and the speaker blend are fitted on this view, so
    # it must apply the same prior as the training loss and the saved config.json
    bonus = TrainConfig(quote_keyword_logit=4.0)
    view = scoring_model(first_model.net, first_model.tokenizer, bonus, {})
    item = StanceInput("The VAR took four minutes.", "Harbourside lost 1-0.")
    assert view.quote_keyword_logit == 4.0 and float(view.prior([item])[0]) == 6.0
    assert (
        scoring_model(first_model.net, first_model.tokenizer, TrainConfig(), {}).quote_keyword_logit
        == 0
    )


@pytest.mark.parametrize("precision", ["fp32", "bf16"])
def test_scores_are_probabilities_and_deterministic(stance_model, precision: str) -> None:  # noqa: ANN001
    context = (
        "The equaliser was ruled out after a four-minute VAR check for offside in the build-up,"
        " the third goal chalked off at the ground this season. The home side had led at the"
        " break through a deflected free kick before the visitors pressed for most of the"
        " second half, and the manager was asked about the check after the final whistle."
    )
    # Lengths from ~15 to ~120 tokens, so most batches pad a quote past its own length.
    items = [
        StanceInput("The lines were drawn and he was off by a boot. Fair enough."),
        StanceInput("We defended badly from the corner and deserved nothing."),
        StanceInput("Thank goodness for the review, the ref had it wrong.", context),
        StanceInput("Four minutes.", context),
        StanceInput(
            "I have watched it ten times and I still cannot see what the officials saw, and"
            " nobody from the league has rung to explain it, which tells you everything.",
            context,
        ),
        StanceInput("It was the right call in the end, even if it took too long.", context[:150]),
    ] * 2
    saved = stance_model.precision
    try:
        stance_model.precision = precision
        first = stance_model.predict(items, batch_size=2)
        assert stance_model.predict(items, batch_size=2) == first  # same call, same bits
        second = stance_model.predict(list(reversed(items)), batch_size=5)[::-1]
        alone = [stance_model.predict([it])[0] for it in items]
    finally:
        stance_model.precision = saved
    # Other batch neighbours change the kernels' shapes, and scores move within
    # NEIGHBOUR_TOL. In bf16 that holds because each input is padded on its own: padded to its
    # batch's longest input, a quote's scores moved by up to ~3e-2.
    tol = NEIGHBOUR_TOL[precision]
    for a, b in [*zip(first, second, strict=True), *zip(first, alone, strict=True)]:
        assert a.about_var == b.about_var and a.stance == b.stance
        assert abs(a.about_var_score - b.about_var_score) < tol
        assert max(abs(a.probs[k] - b.probs[k]) for k in a.probs) < tol
        assert abs(sum(a.probs.values()) - 1.0) < 1e-4
        if a.stance is not None:
            assert 1 / 3 <= a.stance_score <= 1.0


def test_bf16_and_fp32_give_the_same_labels(first_model) -> None:  # noqa: ANN001
    items = [
        StanceInput(
            "He was a yard offside and the lines showed it. Good call.", "After the check."
        ),
        StanceInput("Four minutes to chalk off a goal. Nobody knows what handball is any more."),
        StanceInput("The lads ran themselves into the ground and I'm proud of them."),
        StanceInput("The VAR reviewed it for a foul in the build-up and the goal stands."),
    ]
    saved = first_model.precision
    try:
        first_model.precision = "fp32"
        fp32, fp32_logits = first_model.predict(items), first_model.logits(items)
        first_model.precision = "bf16"
        bf16, bf16_logits = first_model.predict(items), first_model.logits(items)
    finally:
        first_model.precision = saved
    for a, b in zip(fp32, bf16, strict=True):
        assert (a.about_var, a.stance) == (b.about_var, b.stance)
    # The raw logits differ a little: proof that bf16 really ran, and by how much.
    drift = max((x - y).abs().max().item() for x, y in zip(fp32_logits, bf16_logits, strict=True))
    assert 0 < drift < 0.25


def test_bf16_runs_a_copy_and_leaves_the_fp32_model_exact() -> None:
    import torch

    from nlp.stance.model import StanceModel

    items = [StanceInput("The lines were drawn and he was off by a boot.", "After the check.")]
    model = StanceModel.load(precision="fp32")
    assert model._bf16_net is None  # fp32 alone never builds the copy
    before = model.logits(items)
    model.precision = "bf16"
    in_bf16 = model.logits(items)
    model.precision = "fp32"
    after = model.logits(items)
    # Running bf16 touched neither the fp32 weights nor how they attend.
    assert all(torch.equal(a, b) for a, b in zip(before, after, strict=True))
    assert not torch.equal(before[0], in_bf16[0])
    running = model._bf16_net
    assert next(model.net.encoder.parameters()).dtype == torch.float32
    assert next(running.encoder.parameters()).dtype == torch.bfloat16
    # set_attn_implementation only warns when it cannot switch: check that it did.
    assert running.encoder.config._attn_implementation == "eager"
    assert model.net.encoder.config._attn_implementation == "sdpa"
    assert running.heads is model.net.heads  # one set of fp32 heads


@pytest.fixture(scope="module")
def seed_analysed(pipeline):  # noqa: ANN001
    if not SEED.exists():
        pytest.skip("shared/seed is not beside this checkout")
    from nlp.ingest import Skipped, read_inputs
    from nlp.pipeline import extract_quotes
    from nlp.stance.scoring import apply_stance_to_articles

    articles = [a for a in read_inputs([str(SEED)]) if not isinstance(a, Skipped)]
    quotes = next(extract_quotes(articles, pipeline))[1]
    apply_stance_to_articles([quotes])
    return quotes


def test_seed_speaker_stances(seed_analysed) -> None:  # noqa: ANN001
    by_speaker = {s.speaker: s for s in speaker_stances(seed_analysed)}
    assert by_speaker["Antonio Conte"].stance == "negative"
    assert by_speaker["Andros Townsend"].stance == "negative"
    assert by_speaker["Matt Doherty"].stance == "neutral"


def _sutton(quotes, words: str):  # noqa: ANN001, ANN202
    return next(q for q in quotes if q.speaker == "Chris Sutton" and words in q.text)


def test_seed_sutton_match_talk_is_not_about_var(seed_analysed) -> None:  # noqa: ANN001
    passive = _sutton(seed_analysed, "so passive")
    assert passive.about_var is False and passive.stance is None


@pytest.mark.xfail(
    strict=True,
    reason="issue 5 open: the committed model reads this measured disagreement as positive "
    "(see models/stance/MODEL_CARD.md, Limits)",
)
def test_seed_sutton_onside_quote_is_negative(seed_analysed) -> None:  # noqa: ANN001
    onside = _sutton(seed_analysed, "onside")
    assert onside.about_var and onside.stance == "negative"


# One reaction piece, written by the team, for tests that run the whole analysis.
COMPLAINT = (
    'Harbourside lost 1-0. "The VAR took four minutes and still got it wrong," said the '
    "manager, Ada Lowe.\n"
)


def _report(tmp_path: Path, text: str) -> str:
    """Write ``text`` as a plain-text article in ``tmp_path``; return its path."""
    path = tmp_path / "r.txt"
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_an_analysis_without_stances_gets_them_on_the_next_run(tmp_path) -> None:  # noqa: ANN001
    from nlp.analyse import AnalyseOptions, analyse, analyse_pending
    from nlp.config import ANALYSIS_VERSION, NO_STANCE_VERSION
    from nlp.store import Store

    text = _report(tmp_path, COMPLAINT)
    with Store(tmp_path / "v.db") as store:

        def stances() -> list[str | None]:
            return [r[0] for r in store.conn.execute("SELECT stance FROM quotes")]

        def version() -> str:
            return store.conn.execute("SELECT analysis_version FROM articles").fetchone()[0]

        analyse(store, [text], AnalyseOptions(stance=False))
        assert stances() == [None]
        assert version() == NO_STANCE_VERSION
        # Another run without stances has nothing to add; a run with them does.
        assert analyse(store, [text], AnalyseOptions(stance=False)).duplicates == 1
        assert analyse_pending(store, AnalyseOptions(stance=False)).analysed == 0
        assert analyse_pending(store, AnalyseOptions()).analysed == 1
        assert stances() == ["negative"]
        assert version() == ANALYSIS_VERSION
        # A full analysis serves both kinds of run.
        assert analyse(store, [text], AnalyseOptions()).duplicates == 1
        assert analyse(store, [text], AnalyseOptions(stance=False)).duplicates == 1
        assert stances() == ["negative"]


def test_the_paths_given_again_fill_in_missing_stances(tmp_path) -> None:  # noqa: ANN001
    from nlp.analyse import AnalyseOptions, analyse
    from nlp.store import Store

    text = _report(
        tmp_path,
        '"VAR got it right in the end, and that is what it is there for," said the Harbourside '
        "manager, Ada Lowe.\n",
    )
    with Store(tmp_path / "v.db") as store:
        analyse(store, [text], AnalyseOptions(stance=False))
        stats = analyse(store, [text], AnalyseOptions())
        (row,) = [tuple(r) for r in store.conn.execute("SELECT about_var, stance FROM quotes")]
        n_quotes = store.conn.execute("SELECT COUNT(*) FROM quotes").fetchone()[0]
    assert (stats.analysed, stats.duplicates) == (1, 0)
    assert row == (1, "positive")
    assert n_quotes == 1


def test_the_analyse_run_record_names_the_stance_precision(tmp_path) -> None:  # noqa: ANN001
    import json

    from nlp.analyse import AnalyseOptions, analyse
    from nlp.stance.model import resolve_precision
    from nlp.store import Store

    text = _report(tmp_path, COMPLAINT)
    with Store(tmp_path / "v.db") as store:
        analyse(store, [text], AnalyseOptions())
        (args,) = store.conn.execute("SELECT args FROM runs").fetchone()
        stored = store.conn.execute("SELECT stance FROM quotes").fetchall()
    assert json.loads(args)["stance_precision"] == resolve_precision()
    assert [row[0] for row in stored] == ["negative"]


@pytest.mark.slow
def test_a_run_prints_no_library_noise(tmp_path) -> None:  # noqa: ANN001
    """stderr carries varometer's own lines only: no progress bars or library warnings."""
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[1]
    page = tmp_path / "menu.html"
    page.write_text("<html><body><nav><a href='/'>Home</a></nav></body></html>", encoding="utf-8")
    report = _report(tmp_path, COMPLAINT)
    result = subprocess.run(
        [sys.executable, str(root / "cli.py"), "quotes", str(page), report],
        capture_output=True,
        text=True,
        cwd=root,
        env={**os.environ, "HF_HUB_OFFLINE": "1", "COLUMNS": "200"},
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    assert "Ada Lowe" in result.stdout
    # the skipped file's line, then the run summary: varometer's own lines and nothing else
    assert result.stderr.splitlines() == [
        f"skipped {page}: no main text found in HTML",
        "read 1, analysed 1, duplicates 0, quotes 1, skipped 1",
        "  skipped 1 x no main text found in HTML",
    ]


def test_speakers_json_gives_each_article_its_speakers_and_evidence(tmp_path) -> None:  # noqa: ANN001
    import json

    from typer.testing import CliRunner

    from cli import app

    report = tmp_path / "report.txt"
    report.write_text(
        "Harbourside lost 1-0 at home.\n\n"
        '"My hamstring feels fine and I should be ready for Saturday," said the striker, '
        "Tom Reyes.\n\n"
        '"The VAR took four minutes and still got it wrong," said the manager, Ada Lowe.\n\n'
        '"Six minutes of staring at a screen to cancel a goal. VAR is killing the game," '
        "Lowe added.\n",
        encoding="utf-8",
    )
    empty = tmp_path / "empty.txt"
    empty.write_text("Harbourside train on Thursday before the trip north.\n", encoding="utf-8")
    result = CliRunner().invoke(
        app, ["speakers", str(report), str(empty), "--json", "--evidence", "1"]
    )
    assert result.exit_code == 0, result.output
    lines = [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]
    assert len(lines) == 2  # the article without quotes gets its line too
    by_title = {len(r["speakers"]): r for r in lines}
    assert by_title[0]["article_id"] and by_title[0]["speakers"] == []
    assert by_title[0]["path"] == str(empty) and by_title[2]["path"] == str(report)
    speakers = {s["speaker"]: s for s in by_title[2]["speakers"]}
    lowe, reyes = speakers["Ada Lowe"], speakers["Tom Reyes"]
    assert lowe["role"] == "manager" and lowe["quotes"] == 2
    assert lowe["stance"] == "negative" and 0 < lowe["share"] <= 1
    assert len(lowe["evidence"]) == 1  # --evidence 1, of two about-VAR quotes
    assert lowe["evidence"][0]["stance"] == "negative"
    assert reyes["stance"] is None and reyes["evidence"] == [] and reyes["quotes"] == 1
    # the about-VAR ones, which reactions calls "quotes", whatever --evidence shows
    assert (lowe["var_quotes"], reyes["var_quotes"]) == (2, 0)


@pytest.mark.xfail(
    strict=True,
    reason="known weakness (issue 5): the 300 characters of context before a quote carry the "
    "previous speaker's VAR complaint, and the model reads an injury update after it as about "
    "VAR; not fixed without a retrain",
)
def test_an_injury_update_after_var_complaints_is_not_about_var(stance_model) -> None:  # noqa: ANN001
    context = (
        '"The VAR took four minutes and still got it wrong," said the manager, Ada Lowe. '
        '"Six minutes of staring at a screen to cancel a goal. VAR is killing the game," '
        "Lowe added. "
    )
    text = "My hamstring feels fine and I should be ready for Saturday"
    assert not _one(stance_model, text, context).about_var


def test_a_complaint_after_another_managers_praise_is_negative(stance_model) -> None:  # noqa: ANN001
    # another speaker's praise in the context: the first model alone reads it positive
    context = (
        "Liverpool and Chelsea drew 0-0 at Anfield after a Chelsea goal was ruled out for "
        'offside by VAR in the 60th minute. "The VAR check was quick and the decision was '
        'correct. I have no complaints about the offside," Arne Slot said. Enzo Maresca said:'
    )
    text = "It was offside by a toenail. VAR is ruining the game with these lines."
    assert _one(stance_model, text, context).stance == "negative"


def test_early_exit_benchmark_runs_the_committed_model_layer_by_layer(first_model) -> None:  # noqa: ANN001
    """benchmarks/early_exit.py times the model layer by layer: with no quote exiting it
    must give the model's own logits, or its speed figures compare different things."""
    import importlib.util

    import torch

    from nlp.stance.model import StanceModel

    spec = importlib.util.spec_from_file_location(
        "early_exit_bench", Path(__file__).resolve().parents[1] / "benchmarks" / "early_exit.py"
    )
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    items = [
        StanceInput(text="VAR has ruined this game.", context="Asked about the penalty, he said:"),
        StanceInput(text="We need to defend better at set pieces.", context=""),
        StanceInput(text="The check took four minutes and nobody knew why.", context="He added:"),
    ]
    fp32 = StanceModel(first_model.net, first_model.tokenizer, first_model.config, "fp32")
    out = bench.ExitModel(fp32, 4).run(items, batch_size=2)
    stance, var = fp32.logits(items)
    assert torch.allclose(out["full_st"], stance, atol=1e-4)
    assert torch.allclose(out["full_var"], var, atol=1e-4)
    # Rows that exit are dropped from the late layers; the rest must keep their own logits.
    every_other = iter([True, False] * len(items))

    def rule(st, va, batch_items):  # noqa: ANN001, ANN202
        return torch.tensor([next(every_other) for _ in batch_items])

    out = bench.ExitModel(fp32, 4).run(items, batch_size=2, exit_rule=rule)
    ran = ~out["exited"]
    assert out["exited"].any() and ran.any()
    assert torch.allclose(out["full_st"][ran], stance[ran], atol=1e-4)
    assert torch.allclose(out["full_var"][ran], var[ran], atol=1e-4)
    assert out["full_st"][out["exited"]].isnan().all()
