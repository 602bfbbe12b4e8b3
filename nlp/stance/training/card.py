"""Write a stance run's MODEL_CARD.md from its metrics dict.

The card's text lives in ``nlp/templates/model_card.md.j2``; this module only hands the
template the run's figures and the few values derived from them (head widths, the
teachers' names), so the wording can be read and edited as a document. The committed
card is regenerated from ``models/stance/metrics.json`` byte for byte.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from nlp.stance.labels import LABELS
from nlp.stance.model import QUOTE_NAMES_VAR_SCORE, head_widths
from nlp.stance.training.config import teacher_parts

TEMPLATES = Path(__file__).resolve().parents[2] / "templates"
CARD_TEMPLATE = "model_card.md.j2"
# MiniLM's hidden width: each pooled feature of the heads' input is this wide.
HIDDEN = 384


def _pct(x: float | None) -> str:
    return "n/a" if x is None else f"{100 * x:.1f}"


def render_model_card(m: dict[str, Any]) -> str:
    """Return the text of MODEL_CARD.md for the metrics dict ``m`` (as ``metrics.json``)."""
    import jinja2

    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATES)),
        autoescape=False,
        keep_trailing_newline=True,
        undefined=jinja2.StrictUndefined,
    )
    env.filters["pct"] = _pct
    cfg = m["train_config"]
    text_pool = str(cfg.get("text_pool", "segment"))
    n_feat, n_var = (HIDDEN * n for n in head_widths(text_pool))
    teacher = cfg.get("teacher") or ""
    # Split (and checked for empty entries) only where the card names several teachers.
    several = m.get("teacher_labels_written_by") is None and "," in teacher
    return env.get_template(CARD_TEMPLATE).render(
        m=m,
        cfg=cfg,
        d=m["data"],
        cal=m["calibration"],
        news=m["newsmtsc"],
        fb=m["football_heldout"],
        at=m.get("article_heldout"),
        dt=m.get("demo_test"),
        labels=LABELS,
        text_pool=text_pool,
        n_feat=n_feat,
        n_var=n_var,
        teacher=teacher,
        teachers=teacher_parts(teacher) if several else [],
        quote_names_var_score=QUOTE_NAMES_VAR_SCORE,
    )


def write_model_card(output_dir: Path, m: dict[str, Any]) -> None:
    """Write MODEL_CARD.md from the metrics dict."""
    (output_dir / "MODEL_CARD.md").write_text(render_model_card(m), encoding="utf-8")
