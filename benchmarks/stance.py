"""Throughput of the VAR stance model on CPU, beside the bare encoder in the same run.

    python benchmarks/stance.py [--n 1000] [--threads 2] [--source demo|football]

Inputs (default ``--source demo``): 1,000 quotes drawn, seeded, from the demo season's gold
quotes with the context the pipeline really cuts, i.e. what ``varometer analyse`` feeds the
model. ``--source football`` uses the stance set's quotes with one-sentence contexts.

For each precision (the default one, see ``nlp.stance.model.resolve_precision``, and fp32
beside it when they differ) and batch size (16, 64) it times ``StanceModel.predict`` end to
end (tokenising, encoder, heads, keyword rule, calibration) and, as the baseline, the bare
MiniLM forward pass (no adapter, no heads, no context cap, fp32) over the same quotes,
tokenised and length-sorted the same way. Also prints how often the fp32 and default
precision agree, the model load time and the process's peak RSS. With ``--source demo`` it
also times the demo's dev and test quotes (once each) as ``analyse`` calls the model (whole
articles gathered into calls of at least ``nlp.analyse.STANCE_CALL_QUOTES`` quotes), beside
one article per call and all of them in one call.

Last, a compute bound: the encoder's floating-point operations per quote (counted from its
config and the real token counts), the rate 150 quotes/s would need, and the rate this CPU
reaches on one plain matrix product of the encoder's own shape (a yardstick for the CPU's
rate, not a strict bound: the model's own batches may run a little faster), per precision.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import sys
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import torch  # noqa: E402

from nlp.analyse import STANCE_CALL_ARTICLES, STANCE_CALL_QUOTES, stance_call_full  # noqa: E402
from nlp.stance.encoder import load_encoder, load_tokenizer  # noqa: E402
from nlp.stance.model import (  # noqa: E402
    Encoded,
    StanceInput,
    StanceModel,
    collate,
    context_positions,
    encode_batch,
)

FOOTBALL = REPO / "corpora" / "stance-train" / "football.jsonl"
DEMO = REPO / "corpora" / "demo-season"
TEMPLATES = (
    ("VAR took four minutes over that and still got it wrong. It's killing the game.", ""),
    ("The lads were brilliant today, I can't ask for more.", "The manager on the win."),
    ("The monitor showed a clear foul, so the penalty was the right call.", "After the review."),
    ("He has a tight hamstring; we'll check on him tomorrow.", "Asked about the striker."),
)


# Rows of the timed product: a batch of 64 pipeline inputs of 99 tokens.
MATMUL_TOKENS = 64 * 99


def quotes(n: int, seed: int = 7, source: str = "football") -> list[StanceInput]:
    """Return ``n`` inputs sampled with replacement.

    ``source="football"``: the stance set's quotes with their one-sentence contexts (else
    templates). ``source="demo"``: the demo season's gold quotes with the context the
    pipeline really cuts (300 characters before the quote), i.e. what ``analyse`` feeds.
    """
    rng = random.Random(seed)
    if source == "demo":
        from nlp.stance.data import load_demo_gold

        recs = load_demo_gold(DEMO / "gold.jsonl", DEMO / "articles", ("dev", "test"))
        pool = [(r["text"], r["context"]) for r in recs]
    elif FOOTBALL.is_file():
        with FOOTBALL.open(encoding="utf-8") as fh:
            recs = [json.loads(line) for line in fh if line.strip()]
        pool = [(r.get("text") or "", r.get("context") or "") for r in recs]
    else:
        pool = list(TEMPLATES)
    return [StanceInput(text=t, context=c) for t, c in (rng.choice(pool) for _ in range(n))]


def analyse_calls(articles: list[list[StanceInput]]) -> list[list[StanceInput]]:
    """Return ``articles`` gathered into calls as ``nlp.analyse.analyse_articles`` makes
    them: whole articles, a call closed by ``nlp.analyse.stance_call_full``."""
    calls: list[list[StanceInput]] = []
    call: list[StanceInput] = []
    n_articles = 0
    for article in articles:
        call.extend(article)
        n_articles += 1
        if stance_call_full(len(call), n_articles):
            calls.append(call)
            call, n_articles = [], 0
    return calls + ([call] if call else [])


def by_article() -> list[list[StanceInput]]:
    """Return the demo season's dev and test gold quotes, once each, grouped by article (in
    file order), with the pipeline's contexts: ``analyse`` scores whole articles."""
    from nlp.stance.data import load_demo_gold

    recs = load_demo_gold(DEMO / "gold.jsonl", DEMO / "articles", ("dev", "test"))
    groups: dict[str, list[StanceInput]] = {}
    for r in recs:
        groups.setdefault(str(r["article"]), []).append(StanceInput(r["text"], r["context"]))
    return list(groups.values())


@torch.inference_mode()
def baseline(encoder: torch.nn.Module, tokenizer, items: list[StanceInput], bs: int) -> None:  # noqa: ANN001
    """Tokenise and run the bare encoder over ``items`` in length-sorted batches."""
    enc = encode_batch(
        tokenizer, [i.target for i in items], [i.text for i in items], [i.context for i in items]
    )
    order = sorted(range(len(enc)), key=lambda i: len(enc[i].input_ids))
    for s in range(0, len(order), bs):
        b = collate([enc[i] for i in order[s : s + bs]])
        encoder(
            input_ids=b["input_ids"],
            token_type_ids=b["token_type_ids"],
            attention_mask=b["attention_mask"],
        )


def frozen_tokens(encoded: list[Encoded], sep_id: int) -> list[int]:
    """Return how many of each input's tokens are context (with its [SEP]), as
    ``nlp.stance.model.context_positions`` marks them."""
    b = collate(encoded)
    marked = context_positions(b["input_ids"], b["token_type_ids"], b["attention_mask"], sep_id)
    return marked.sum(1).tolist()


def encoder_flops(
    config: object,
    lengths: list[int],
    frozen: list[int] | None = None,
    context_layers: int | None = None,
) -> float:
    """Return the MiniLM forward pass's floating-point operations over inputs of ``lengths``.

    Per token and layer: the four attention projections (``8 H^2``), the feed-forward pair
    (``4 H I``) and attention scores plus weighted sum (``4 n H`` for a sequence of ``n``).
    Embeddings, LayerNorms, softmax and the heads are left out: they are a few percent.
    With ``context_layers``, the ``frozen[j]`` context tokens of input ``j`` cost only their
    keys and values (``4 H^2``) in the layers after it, and only the others are queries.
    """
    h, i, layers = config.hidden_size, config.intermediate_size, config.num_hidden_layers  # type: ignore[attr-defined]
    per_token = 8 * h * h + 4 * h * i
    full = [n * per_token + 4 * n * n * h for n in lengths]
    if context_layers is None or frozen is None:
        return float(layers * sum(full))
    late = [
        (n - c) * per_token + c * 4 * h * h + 4 * (n - c) * n * h
        for n, c in zip(lengths, frozen, strict=True)
    ]
    return float(context_layers * sum(full) + (layers - context_layers) * sum(late))


def matmul_ceiling(config: object, precision: str, tokens: int = MATMUL_TOKENS) -> float:
    """Return the FLOP/s of the encoder's largest product (tokens x H by H x I), best of 5.

    The same thread count as the model; in bf16 both operands are bf16, as the model's are.
    """
    h, i = config.hidden_size, config.intermediate_size  # type: ignore[attr-defined]
    dtype = torch.bfloat16 if precision == "bf16" else torch.float32
    a, b = torch.randn(tokens, h, dtype=dtype), torch.randn(h, i, dtype=dtype)

    def product() -> None:
        for _ in range(20):
            torch.matmul(a, b)

    product()
    t = best_of(product, 5)
    return 20 * 2 * tokens * h * i / t


def best_of(fn: Callable[[], object], repeat: int) -> float:
    """Return the fastest of ``repeat`` timings of ``fn()`` in seconds (least disturbed run)."""
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times)


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print a table; returns 0."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--n", type=int, default=1000)
    p.add_argument("--threads", type=int, default=2)
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--model", type=Path, default=None)
    p.add_argument("--json", action="store_true", help="also print the figures as JSON")
    p.add_argument(
        "--source",
        choices=("football", "demo"),
        default="demo",
        help="demo: pipeline inputs (default); football: stance-set quotes, short contexts",
    )
    args = p.parse_args(argv)
    torch.set_num_threads(args.threads)

    t = time.perf_counter()
    model = StanceModel.load(args.model)
    load_s = time.perf_counter() - t
    precisions = [model.precision] + (["fp32"] if model.precision != "fp32" else [])
    encoder = load_encoder()
    encoder.pooler = None  # the stance model does not run it either
    tokenizer = load_tokenizer()
    items = quotes(args.n, source=args.source)
    # Agreement is counted once per quote: the timed sample is drawn with replacement.
    distinct = list({(i.text, i.context): i for i in items}.values())
    texts = ([i.target for i in items], [i.text for i in items], [i.context for i in items])
    # Token counts of what the model is fed: the tokens/quote line and the compute bound.
    encoded = encode_batch(tokenizer, *texts, model.max_len, model.max_context)
    lengths = [len(e.input_ids) for e in encoded]
    frozen = frozen_tokens(encoded, tokenizer.sep_token_id)
    n_model = sum(lengths)
    n_base = sum(len(e.input_ids) for e in encode_batch(tokenizer, *texts))

    baseline(encoder, tokenizer, items[:64], 64)  # warm-up: first calls pick kernels
    # The baseline is fp32 whatever the model's precision: timed once per batch size.
    t_base_by_bs = {
        bs: best_of(lambda bs=bs: baseline(encoder, tokenizer, items, bs), args.repeat)
        for bs in (16, 64)
    }
    rows = []
    labels: dict[str, list[tuple[bool, str | None]]] = {}
    for precision in precisions:
        model.precision = precision
        model.predict(items[:64])
        labels[precision] = [(p.about_var, p.stance) for p in model.predict(distinct)]
        for bs, t_base in t_base_by_bs.items():
            t_model = best_of(lambda bs=bs: model.predict(items, batch_size=bs), args.repeat)
            rows.append(
                {
                    "precision": precision,
                    "batch_size": bs,
                    "stance_qps": len(items) / t_model,
                    "baseline_qps": len(items) / t_base,
                    "speedup": t_base / t_model,
                }
            )
    # How analyse calls it: whole articles, gathered to STANCE_CALL_QUOTES quotes a call;
    # beside one article per call (how it called it until the eighteenth session).
    per_article: dict[str, dict[str, float]] = {}
    if args.source == "demo":
        arts = by_article()
        flat = [q for a in arts for q in a]
        calls = analyse_calls(arts)
        for precision in precisions:
            model.precision = precision
            t_flat = best_of(lambda: model.predict(flat), args.repeat)
            t_arts = best_of(lambda: [model.predict(a) for a in arts], args.repeat)
            t_calls = best_of(lambda: [model.predict(c) for c in calls], args.repeat)
            per_article[precision] = {
                "articles": len(arts),
                "quotes": len(flat),
                "calls": len(calls),
                "one_call_qps": len(flat) / t_flat,
                "per_article_qps": len(flat) / t_arts,
                "analyse_qps": len(flat) / t_calls,
            }
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux

    src = (
        "demo season (pipeline contexts)"
        if args.source == "demo"
        else "football.jsonl"
        if FOOTBALL.is_file()
        else "templates"
    )
    print(
        f"stance benchmark: {len(items)} quotes from {src}, {args.threads} torch threads, "
        f"best of {args.repeat}; tokens/quote: model {n_model / len(items):.0f} (context cap "
        f"{model.max_context}), bare encoder {n_base / len(items):.0f}"
    )
    print(f"model load: {load_s:.2f} s   peak RSS: {peak_mb:.0f} MB (whole process, both models)")
    print(
        f"{'precision':>9}  {'batch':>5}  {'StanceModel.predict q/s':>24}  "
        f"{'bare encoder fp32 q/s':>21}  {'speed-up':>8}"
    )
    for r in rows:
        print(
            f"{r['precision']:>9}  {r['batch_size']:>5}  {r['stance_qps']:>24.1f}  "
            f"{r['baseline_qps']:>21.1f}  {r['speedup']:>7.2f}x"
        )
    for precision, r in per_article.items():
        print(
            f"{precision:>9}  {r['quotes']} quotes of {r['articles']} articles, once each: as "
            f"`analyse` calls it ({r['calls']} calls of whole articles, closed at "
            f"{STANCE_CALL_QUOTES} quotes or {STANCE_CALL_ARTICLES} articles) {r['analyse_qps']:.1f} q/s; one article per call "
            f"{r['per_article_qps']:.1f}; all in one call {r['one_call_qps']:.1f}"
        )
    agree: dict[str, float] = {}
    if len(labels) == 2:
        a, b = labels[precisions[0]], labels["fp32"]
        agree = {
            "about_var": sum(x[0] == y[0] for x, y in zip(a, b, strict=True)) / len(a),
            "stance": sum(x == y for x, y in zip(a, b, strict=True)) / len(a),
        }
        print(
            f"{precisions[0]} vs fp32 on the {len(distinct)} distinct quotes: about-VAR agreement "
            f"{agree['about_var']:.1%}, about-VAR + stance agreement {agree['stance']:.1%}"
        )
    cfg = encoder.config
    per_quote = encoder_flops(cfg, lengths, frozen, model.net.context_layers) / len(lengths)
    bound: dict[str, float] = {"gflop_per_quote": per_quote / 1e9}
    print(
        f"compute: {per_quote / 1e9:.2f} GFLOP per quote in the encoder, so 150 q/s needs "
        f"{150 * per_quote / 1e9:.0f} GFLOP/s"
    )
    for r in rows:
        r["achieved_gflops"] = r["stance_qps"] * per_quote / 1e9
    for precision in precisions:
        ceiling = matmul_ceiling(cfg, precision) / 1e9
        best = max(r["achieved_gflops"] for r in rows if r["precision"] == precision)
        bound[f"{precision}_matmul_ceiling_gflops"] = ceiling
        print(
            f"  {precision}: the model reaches {best:.0f} GFLOP/s; a bare {MATMUL_TOKENS}x"
            f"{cfg.hidden_size} by {cfg.hidden_size}x{cfg.intermediate_size} product reaches "
            f"{ceiling:.0f} on {args.threads} threads, i.e. {ceiling * 1e9 / per_quote:.0f} "
            "q/s at that rate with no overhead at all"
        )
    if args.json:
        print(
            json.dumps(
                {
                    "load_s": load_s,
                    "peak_rss_mb": peak_mb,
                    "rows": rows,
                    "per_article": per_article,
                    "agree": agree,
                    "compute": bound,
                }
            )
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
