"""The VAR stance model: frozen MiniLM + LoRA adapter + two small heads, one encoder pass.

Input
    Every item is encoded as one sequence pair::

        [CLS] target [SEP] context [SEP] quote [SEP]

    with token type 0 for the target and 1 for the rest. For football quotes the target is
    ``"VAR"``; for NewsMTSC it is the mention, which is also wrapped in ``« … »`` inside the
    sentence (see :func:`nlp.stance.data.mark_span`). The quote has priority for the token
    budget (``max_len``); the context is cut from its start, so the words nearest the quote
    survive, and an over-long quote keeps the window around the target marker.

Heads
    The features are ``[h_CLS; mean(h_target); mean(h_context+quote)]`` from the last
    layer, where ``h_target`` is the marked mention inside the sentence when there is one
    and the config says ``"target_pool": "mention"`` (see :func:`collate`), else the target
    segment. A 3-way stance head (negative / neutral / positive) and a binary about-VAR head
    read the same features.

About VAR = rule prior + model
    :data:`STRONG_VAR_PATTERNS` (``VAR``, "video assistant", Stockley Park, offside line,
    pitchside monitor, ...) and :data:`WEAK_VAR_PATTERNS` (review, monitor, check,
    replay, overturned, disallowed, ...) are searched in the quote *and* its context. A
    strong hit adds :data:`STRONG_KEYWORD_LOGIT` to the about-VAR logit, a weak hit only
    (no strong one) adds :data:`WEAK_KEYWORD_LOGIT`; no hit adds nothing. The offset is
    applied during training as well, so the head learns the *residual* the rule misses
    (a weak word used about injuries, a VAR incident described without keywords) instead
    of double-counting the keywords. The combined logit is then divided by a temperature
    fitted on held-out data: ``about_var_score = sigmoid((model_logit + prior) / T_var)``
    and ``about_var = about_var_score >= threshold`` (0.5 unless config.json says
    otherwise). A config.json may add ``quote_keyword_logit``, a further offset for a strong
    hit in the quote's own words. A run trained with ``TrainConfig.quote_keyword_logit``
    writes it and used it in training, selection and calibration alike; one added to a
    config.json by hand acts at inference only (no committed model uses it). Last, at
    inference only, a quote that names VAR in its own words is about VAR: its score is raised
    to at least :data:`QUOTE_NAMES_VAR_SCORE` (``StanceModel.quote_names_var_rule``).

Stance and calibration
    ``probs = softmax(stance_logits / T_stance)``, with ``T_stance`` fitted by temperature
    scaling on held-out data (see ``config.json`` and the model card for ECE before and
    after). ``stance`` is the argmax and ``stance_score`` its calibrated probability; both
    are ``None`` when ``about_var`` is false. ``probs`` is always filled: it is the stance
    distribution *assuming* the quote is about VAR.

Speaker blend
    A speaker rarely changes sides within one article, and a continuation ("Four minutes.
    For that.") carries little on its own. When inputs carry a ``group`` (one speaker in
    one article), each about-VAR quote's log-probabilities are mixed with the mean over
    its group's about-VAR quotes, with the weight ``speaker_blend`` fitted on dev data at
    training time (0 switches it off); see :func:`blend_by_group`.

Inference merges the LoRA weights into the encoder, so one prediction costs one plain
MiniLM forward pass plus two tiny heads.

Precision
    On an x86 CPU with native bfloat16 arithmetic (AVX512-BF16 or AMX) the encoder runs in
    bf16: a copy of the merged encoder with bf16 weights, made once at load, with plain
    (matmul + softmax) attention. Casting the weights once, rather than on every matmul as
    autocast does, and plain attention rather than PyTorch's fused CPU kernel (slow at
    MiniLM's 32-dim heads in bf16) make it 1.7 to 2.0x the fp32 speed
    (``python benchmarks/stance.py``). The pooled features and the two heads stay in fp32,
    so the logits that meet the temperature, keyword prior and threshold are not rounded to
    bf16. Other CPUs run fp32: plain AVX-512 only emulates bf16, which is slower than fp32.
    ``$VAROMETER_PRECISION`` (``auto``, ``bf16``, ``fp32``) overrides; the fp32 weights are
    kept, so switching :attr:`StanceModel.precision` back gives the fp32 model exactly.
    Either way the same call gives the same bits on every run. In bf16 a quote's logits
    moved (by up to ~0.05) when it was padded past a multiple of 16 tokens for its batch
    neighbours' sake, so bf16 pads every input on its own, up to a multiple of
    :data:`BF16_PAD_MULTIPLE`, and never batches two such widths together. Then, as in
    fp32, a quote's scores move by ~1e-6 with its neighbours on an AMD EPYC with
    AVX512-BF16 (torch 2.13). On the one Intel Xeon with AMX measured they move by up to
    ~1e-3 in bf16 (fp32 still ~1e-6): its bf16 matrix product rounds a row differently with
    the number of rows beside it. ``tests/test_stance.py`` checks both bounds on the machine
    it runs on. A call may hold many articles.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import torch

# The names below make up the model's public API (nlp.stance.model), wherever they are defined.
from nlp.stance.batches import (  # noqa: F401
    frozen_context_logits,
    length_batches,
    padded_width,
)
from nlp.stance.encoder import load_tokenizer
from nlp.stance.encoding import (  # noqa: F401
    DEFAULT_MAX_LEN,
    TEXT_POOLS,
    Encoded,
    StanceInput,
    StancePrediction,
    check_text_pool,
    collate,
    encode_batch,
    head_widths,
    keyword_priors,
)
from nlp.stance.ensemble import StanceEnsemble, chosen_reader, member_dirs
from nlp.stance.keywords import (  # noqa: F401
    QUOTE_NAMES_VAR_SCORE,
    STRONG_KEYWORD_LOGIT,
    STRONG_VAR_PATTERNS,
    VAR_NAME_PATTERNS,
    WEAK_KEYWORD_LOGIT,
    WEAK_VAR_PATTERNS,
    keyword_prior,
    names_var,
    names_var_itself,
)
from nlp.stance.labels import LABELS
from nlp.stance.network import (  # noqa: F401
    Heads,
    StanceNet,
    additive_mask,
    base_encoder,
    bert_layer,
    bf16_copy,
    context_positions,
    quiet_peft,
)
from nlp.stance.precision import (  # noqa: F401
    BF16_PAD_MULTIPLE,
    PRECISION_ENV,
    PRECISIONS,
    native_bf16,
    resolve_precision,
)
from nlp.stance.readings import blend_by_group, predictions  # noqa: F401  (callers import here)

DEFAULT_MODEL_DIR = Path(__file__).resolve().parents[2] / "models" / "stance"
# Items are length-sorted before batching, so big batches waste little padding; on 2 cores
# 64 was as fast as 16 on pipeline inputs and faster on short ones (benchmarks/stance.py).
DEFAULT_BATCH_SIZE = 64


class StanceModel:
    """Loaded stance model for inference. Build with :meth:`load` or :func:`get_model`.

    ``net`` holds the fp32 weights; choosing bf16 adds a bf16 copy of its encoder
    (:func:`bf16_copy`), so ``net`` must not be changed once bf16 has been chosen.
    """

    def __init__(
        self,
        net: StanceNet,
        tokenizer: Any,
        config: dict[str, Any],
        precision: str | None = "fp32",
    ):
        self.net = net.eval()
        self._bf16_net: StanceNet | None = None
        self.precision = precision
        self.tokenizer = tokenizer
        self.config = config
        cal = config.get("calibration", {})
        self.max_len = int(config.get("max_len", DEFAULT_MAX_LEN))
        cap = config.get("max_context")
        self.max_context = int(cap) if cap is not None else None
        if self.max_context is not None and self.max_context < 0:
            raise ValueError(f"max_context must be >= 0 or absent, not {self.max_context}")
        self.stance_temperature = float(cal.get("stance_temperature", 1.0))
        self.about_var_temperature = float(cal.get("about_var_temperature", 1.0))
        self.about_var_threshold = float(cal.get("about_var_threshold", 0.5))
        self.speaker_blend = float(cal.get("speaker_blend", 0.0))
        # Added to the about-VAR log-odds when a strong VAR term is in the quote's own words
        # (see the module docstring); 0: no such bonus.
        self.quote_keyword_logit = float(config.get("quote_keyword_logit") or 0.0)
        # The rule that a quote naming VAR is about it (QUOTE_NAMES_VAR_SCORE); off only
        # where the model is scored alone (training).
        self.quote_names_var_rule = True
        self.mention_pool = config.get("target_pool", "segment") == "mention"
        self.text_pool = str(config.get("text_pool", "segment"))

    @property
    def precision(self) -> str:
        """``"bf16"`` or ``"fp32"``: how the encoder runs (see :func:`resolve_precision`)."""
        return self._precision

    @precision.setter
    def precision(self, value: str | None) -> None:
        self._precision = resolve_precision(value)
        if self._precision == "bf16" and self._bf16_net is None:
            self._bf16_net = bf16_copy(self.net)

    def _running_net(self) -> StanceNet:
        """Return the network the current precision runs: ``net`` itself in fp32."""
        if self._precision == "bf16" and self._bf16_net is not None:
            return self._bf16_net
        return self.net

    @classmethod
    def load(cls, path: Path | None = None, precision: str | None = None) -> StanceModel:
        """Return the model saved in ``path`` (default: the committed ``models/stance/``).

        Reads ``config.json``, ``heads.safetensors`` and the peft adapter in ``adapter/``,
        merges the adapter into the encoder (or reads the merge cached by an earlier load,
        :mod:`nlp.stance.merged`) and switches everything to eval mode.
        ``precision``: see :func:`resolve_precision` (default: ``$VAROMETER_PRECISION``,
        else auto).
        """
        from safetensors.torch import load_file

        from nlp.stance.merged import cached_path, load_cached, save_cached

        path = Path(path) if path is not None else DEFAULT_MODEL_DIR
        config = json.loads((path / "config.json").read_text(encoding="utf-8"))
        layers = config.get("encoder_layers")
        # The adapter merged into the encoder once, then read from the cache (nlp.stance.merged).
        merged = cached_path(path / "adapter", layers)
        encoder = base_encoder(layers)
        if not load_cached(encoder, merged):
            from peft import PeftModel

            with quiet_peft():
                encoder = PeftModel.from_pretrained(encoder, str(path / "adapter"))
            encoder = encoder.merge_and_unload()
            save_cached(encoder, merged)
        head_cfg = config.get("heads", {})
        heads = Heads.for_text_pool(
            encoder.config.hidden_size, str(config.get("text_pool", "segment")), **head_cfg
        )
        state = load_file(str(path / "heads.safetensors"))
        heads.load_state_dict({k[6:]: v for k, v in state.items() if k.startswith("heads.")})
        # Extra encoder tensors trained outside LoRA (e.g. LayerNorms), saved by name.
        extra = {k[8:]: v for k, v in state.items() if k.startswith("encoder.")}
        if extra:
            missing = set(extra) - set(encoder.state_dict())
            if missing:
                raise ValueError(
                    f"unknown encoder tensors in heads.safetensors: {sorted(missing)[:3]}"
                )
            encoder.load_state_dict(extra, strict=False)
        tokenizer = load_tokenizer()
        frozen = config.get("context_layers")
        net = StanceNet(encoder, heads, frozen, tokenizer.sep_token_id if frozen else None)
        return cls(net, tokenizer, config, precision)

    def encode(self, items: Sequence[StanceInput]) -> list[Encoded]:
        """Return the token ids of ``items`` as this model reads them (its length and
        context caps), in input order."""
        return encode_batch(
            self.tokenizer,
            [it.target for it in items],
            [it.text for it in items],
            [it.context for it in items],
            self.max_len,
            self.max_context,
        )

    @torch.inference_mode()
    def logits(
        self, items: Sequence[StanceInput], batch_size: int = DEFAULT_BATCH_SIZE
    ) -> tuple[torch.Tensor, torch.Tensor]:
        """Return raw ``(stance_logits [N,3], about_var_logits [N])`` in input order.

        The about-VAR logits here are the network's alone (no keyword prior, no
        temperature). Items are batched in order of encoded length so little padding is
        computed, then put back in input order.
        """
        n = len(items)
        stance = torch.zeros((n, len(LABELS)))
        var = torch.zeros(n)
        if n == 0:
            return stance, var
        enc = self.encode(items)
        net = self._running_net()
        multiple = BF16_PAD_MULTIPLE if self._precision == "bf16" else None
        if net.context_layers is not None:
            return frozen_context_logits(
                net, enc, batch_size, self.mention_pool, multiple, self.text_pool
            )
        for idx, width in length_batches([len(e.input_ids) for e in enc], batch_size, multiple):
            batch = collate([enc[i] for i in idx], self.mention_pool, width, self.text_pool)
            st, va = net(**batch)
            stance[idx] = st
            var[idx] = va
        return stance, var

    def stance_probs(
        self, items: Sequence[StanceInput], batch_size: int = DEFAULT_BATCH_SIZE
    ) -> torch.Tensor:
        """Return calibrated stance probabilities ``[N, 3]`` (columns in LABELS order)."""
        stance, _ = self.logits(items, batch_size)
        return torch.softmax(stance / self.stance_temperature, -1)

    def prior(self, items: Sequence[StanceInput]) -> torch.Tensor:
        """Return the keyword rule's about-VAR log-odds ``[N]`` for ``items``."""
        return keyword_priors(items, self.quote_keyword_logit)

    def about_var_scores(
        self, items: Sequence[StanceInput], var_logits: torch.Tensor
    ) -> torch.Tensor:
        """Return the calibrated about-VAR scores ``[N]`` for ``items`` from the head's
        ``var_logits``: the keyword prior added, temperature-scaled, then (unless
        ``quote_names_var_rule`` is off) at least QUOTE_NAMES_VAR_SCORE for a quote that
        names VAR itself."""
        scores = torch.sigmoid((var_logits + self.prior(items)) / self.about_var_temperature)
        if self.quote_names_var_rule:
            floor = [QUOTE_NAMES_VAR_SCORE if names_var_itself(it.text) else 0.0 for it in items]
            scores = torch.maximum(scores, torch.tensor(floor, dtype=scores.dtype))
        return scores

    def scores(
        self, items: Sequence[StanceInput], batch_size: int = DEFAULT_BATCH_SIZE
    ) -> tuple[torch.Tensor, torch.Tensor]:
        """Return ``(stance probabilities [N,3], about-VAR scores [N])``, both calibrated,
        before any blending: what an ensemble averages (:mod:`nlp.stance.ensemble`)."""
        stance_logits, var_logits = self.logits(items, batch_size)
        probs = torch.softmax(stance_logits / self.stance_temperature, -1)
        return probs, self.about_var_scores(items, var_logits)

    def predict(
        self, items: Sequence[StanceInput], batch_size: int = DEFAULT_BATCH_SIZE
    ) -> list[StancePrediction]:
        """Return one :class:`StancePrediction` per item, in input order (deterministic).

        Items that share a ``group`` and are about VAR have their stance blended (see
        :func:`blend_by_group`), so one call should hold a whole article's quotes.
        """
        probs, var_scores = self.scores(items, batch_size)
        return predictions(items, probs, var_scores, self.about_var_threshold, self.speaker_blend)


_CACHE: dict[tuple[Path, str, str], StanceModel | StanceEnsemble] = {}
_LOCK = threading.Lock()


def get_model(
    path: Path | None = None, precision: str | None = None
) -> StanceModel | StanceEnsemble:
    """Return the process-wide stance reader for ``path`` and ``precision``, loading it on
    first use: the model in ``path`` (default: ``models/stance/``), or the ensemble of the
    models its ``ensemble.json`` lists (:mod:`nlp.stance.ensemble`)."""
    key = (
        (Path(path) if path is not None else DEFAULT_MODEL_DIR).resolve(),
        resolve_precision(precision),
        chosen_reader(),  # checked on every call: "first" and the pair are cached apart
    )
    with _LOCK:
        if key not in _CACHE:
            members = member_dirs(key[0])
            _CACHE[key] = (
                StanceModel.load(key[0], key[1])
                if members is None
                else StanceEnsemble([StanceModel.load(d, key[1]) for d in members])
            )
        return _CACHE[key]
