"""Scoring quote extraction, attribution and stance against gold annotations.

A gold quote counts as found when one predicted quote covers at least ``threshold`` of its
words (0.5 and 0.8 are reported). Matching is one-to-one, best coverage first, so one long
prediction cannot find two gold quotes. Speaker and role accuracy are over the found quotes.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from nlp.config import REPORTED_SPEECH
from nlp.gold import GoldQuote, load_gold
from nlp.models import Quote

if TYPE_CHECKING:
    from nlp.football.registers import Register

WORD_RE = re.compile(r"\w+", re.UNICODE)
THRESHOLDS = (0.5, 0.8)


def word_spans(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """Return the (start, end) offsets of the words in text[start:end]."""
    return [(m.start(), m.end()) for m in WORD_RE.finditer(text, start, end)]


def coverage(text: str, gold: tuple[int, int], pred: tuple[int, int]) -> float:
    """Return the share of the gold span's words that the predicted span covers."""
    words = word_spans(text, *gold)
    if not words:
        return 0.0
    inside = sum(1 for a, b in words if a >= pred[0] and b <= pred[1])
    return inside / len(words)


@dataclass
class Match:
    gold: GoldQuote
    pred: Quote
    coverage: float


def match_article(
    text: str, gold: Sequence[GoldQuote], predicted: Sequence[Quote], threshold: float
) -> list[Match]:
    """Return one-to-one matches between gold and predicted quotes of one article."""
    pairs = []
    for gi, g in enumerate(gold):
        for pi, p in enumerate(predicted):
            if p.end <= g.start or p.start >= g.end:
                continue
            cov = coverage(text, (g.start, g.end), (p.start, p.end))
            if cov >= threshold:
                pairs.append((cov, gi, pi))
    pairs.sort(key=lambda t: -t[0])
    used_g: set[int] = set()
    used_p: set[int] = set()
    matches = []
    for cov, gi, pi in pairs:
        if gi in used_g or pi in used_p:
            continue
        used_g.add(gi)
        used_p.add(pi)
        matches.append(Match(gold[gi], predicted[pi], cov))
    return matches


def same_speaker(gold: str | None, predicted: str | None) -> bool:
    """Compare speaker names by their normalised key ("Antonio Conte" == "antonio conte");
    a body by the register's body ("French Football Federation" is the register's "FFF")."""
    from nlp.football.registers import name_key

    if not gold or not predicted:
        return False
    if name_key(gold) == name_key(predicted):
        return True
    body = _body_identity(gold)
    return body is not None and body == _body_identity(predicted)


@lru_cache(maxsize=512)
def _body_identity(name: str) -> str | None:
    """Return the canonical name of the body ``name`` is in the built-in register, else None."""
    body = _builtin_register().body(name)
    return body.name if body is not None else None


def same_club(gold: str | None, predicted: str | None) -> bool:
    """Compare clubs as the register's clubs: a gold "Bournemouth" is the predicted "AFC
    Bournemouth" (the short name of one club), and no club on either side matches only
    no club on the other."""
    if not gold or not predicted:
        return not gold and not predicted
    return _club_identity(gold) == _club_identity(predicted)


@lru_cache(maxsize=512)
def _club_identity(name: str) -> str:
    """Return the canonical name of the club ``name`` is (built-in register, then the world
    register), else the name's key."""
    from nlp.football.known import shipped_world
    from nlp.football.registers import name_key

    club = _builtin_register().club(name)
    if club is not None:
        return club.name
    key = name_key(name)
    found = [c.name for c in shipped_world().clubs if key in {name_key(n) for n in c.names}]
    return found[0] if len(found) == 1 else key


@lru_cache(maxsize=1)
def _builtin_register() -> Register:
    from nlp.football.registers import Register

    return Register.load([])


@dataclass
class Scores:
    """Quote P/R/F1 at each threshold plus attribution accuracy over the found quotes."""

    gold: int = 0
    predicted: int = 0
    found: dict[float, int] = field(default_factory=dict)
    speaker_correct: int = 0
    role_correct: int = 0
    club_correct: int = 0
    matched: int = 0
    errors: list[dict[str, Any]] = field(default_factory=list)

    def prf(self, threshold: float) -> tuple[float, float, float]:
        tp = self.found.get(threshold, 0)
        p = tp / self.predicted if self.predicted else 0.0
        r = tp / self.gold if self.gold else 0.0
        f = 2 * p * r / (p + r) if p + r else 0.0
        return p, r, f

    @property
    def speaker_accuracy(self) -> float:
        return self.speaker_correct / self.matched if self.matched else 0.0

    @property
    def role_accuracy(self) -> float:
        return self.role_correct / self.matched if self.matched else 0.0

    @property
    def club_accuracy(self) -> float:
        """Share of found quotes whose club is the gold one (both empty counts as right)."""
        return self.club_correct / self.matched if self.matched else 0.0

    def as_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"gold": self.gold, "predicted": self.predicted}
        for t in THRESHOLDS:
            p, r, f = self.prf(t)
            out[f"quote@{t}"] = {"precision": round(p, 6), "recall": round(r, 6), "f1": round(f, 6)}
        out["speaker_accuracy"] = round(self.speaker_accuracy, 6)
        out["role_accuracy"] = round(self.role_accuracy, 6)
        out["club_accuracy"] = round(self.club_accuracy, 6)
        out["matched"] = self.matched
        return out


def score(
    texts: dict[str, str],
    gold: Iterable[GoldQuote],
    predicted: dict[str, list[Quote]],
    check_roles: bool = True,
) -> Scores:
    """Score predicted quotes per article against gold; articles are keyed by id."""
    by_article: dict[str, list[GoldQuote]] = {}
    for g in gold:
        by_article.setdefault(g.article_id, []).append(g)
    scores = Scores()
    for article_id, golds in by_article.items():
        preds = predicted.get(article_id, [])
        text = texts.get(article_id, "")
        scores.gold += len(golds)
        scores.predicted += len(preds)
        for t in THRESHOLDS:
            scores.found[t] = scores.found.get(t, 0) + len(match_article(text, golds, preds, t))
        matched_gold, matched_pred = set(), set()
        for m in match_article(text, golds, preds, THRESHOLDS[0]):
            matched_gold.add(id(m.gold))
            matched_pred.add(id(m.pred))
            scores.matched += 1
            speaker_ok = same_speaker(m.gold.speaker, m.pred.speaker)
            role_ok = m.gold.role == m.pred.role
            scores.speaker_correct += speaker_ok
            scores.role_correct += role_ok
            club_ok = same_club(m.gold.club, m.pred.club)
            scores.club_correct += club_ok
            if not speaker_ok or (check_roles and not (role_ok and club_ok)):
                scores.errors.append(
                    {
                        "article_id": article_id,
                        "quote": m.gold.text[:80],
                        "gold": [m.gold.speaker, m.gold.role, m.gold.club],
                        "predicted": [m.pred.speaker, m.pred.role, m.pred.club],
                        "mention": m.pred.speaker_mention,
                    }
                )
            if _stance_differs(m.gold, m.pred):
                scores.errors.append(
                    {
                        "article_id": article_id,
                        "quote": m.gold.text[:80],
                        "gold_stance": [m.gold.about_var, m.gold.stance],
                        "predicted_stance": [m.pred.about_var, m.pred.stance],
                    }
                )
        for g in golds:
            if id(g) not in matched_gold:
                scores.errors.append({"article_id": article_id, "missed": g.text[:80]})
        # Any prediction no gold quote took counts against precision, so it is listed, also
        # when it overlaps one (a quote inside a gold quote, a span cut in two).
        for p in preds:
            if id(p) not in matched_pred:
                scores.errors.append({"article_id": article_id, "spurious": p.text[:80]})
    return scores


def _stance_differs(gold: GoldQuote, pred: Quote) -> bool:
    """Return True when a found quote's about-VAR decision, or its stance on a gold about-VAR
    quote, is not the gold one (nothing to compare when either side has no judgement)."""
    if gold.about_var is None or pred.about_var is None:
        return False
    if gold.about_var != pred.about_var:
        return True
    return bool(gold.about_var and gold.stance and pred.stance != gold.stance)


def stance_scores(matches: Iterable[Match]) -> dict[str, Any]:
    """Return about_var accuracy and stance macro-F1 (over gold about-VAR quotes) of matched quotes."""
    matches = list(matches)
    judged = [m for m in matches if m.gold.about_var is not None and m.pred.about_var is not None]
    about_ok = sum(m.gold.about_var == m.pred.about_var for m in judged)
    var_gold = [m for m in judged if m.gold.about_var and m.gold.stance]
    f1s = {}
    for label in ("negative", "neutral", "positive"):
        tp = sum(m.gold.stance == label and m.pred.stance == label for m in var_gold)
        fp = sum(m.gold.stance != label and m.pred.stance == label for m in var_gold)
        fn = sum(m.gold.stance == label and m.pred.stance != label for m in var_gold)
        p = tp / (tp + fp) if tp + fp else 0.0
        r = tp / (tp + fn) if tp + fn else 0.0
        f1s[label] = round(2 * p * r / (p + r), 6) if p + r else 0.0
    return {
        "about_var_accuracy": round(about_ok / len(judged), 6) if judged else 0.0,
        "about_var_n": len(judged),
        "stance_macro_f1": round(sum(f1s.values()) / 3, 6) if var_gold else 0.0,
        "stance_f1": f1s,
        "stance_n": len(var_gold),
    }


# Which predicted quotes a gold file is scored against, by ``--kinds``: "auto" takes the
# kinds the gold holds (direct gold: the direct quotes, so a direct set's figures are those
# of the direct quotes alone; reported gold: the indirect and mixed ones; both: all).
KIND_SETS: dict[str, frozenset[str]] = {
    "direct": frozenset({"direct"}),
    "reported": frozenset({"indirect", "mixed"}),
    "all": frozenset({"direct", "indirect", "mixed"}),
}


class ReportedSpeechOff(ValueError):
    """Reported speech is to be scored, and the analysis would find none (a usage mistake)."""


def scored_kinds(gold: Sequence[GoldQuote], kinds: str = "auto") -> frozenset[str]:
    """Return the quote kinds the predictions are filtered to for ``gold`` (see KIND_SETS)."""
    if kinds != "auto":
        return KIND_SETS[kinds]
    held = {g.kind or "direct" for g in gold}
    if held <= KIND_SETS["direct"]:
        return KIND_SETS["direct"]
    if held <= KIND_SETS["reported"]:
        return KIND_SETS["reported"]
    return KIND_SETS["all"]


def evaluate_corpus(
    gold_path: str | Path,
    corpus: Sequence[str],
    split: str | None = None,
    register_paths: Sequence[str] = (),
    stance: bool = True,
    kinds: str = "auto",
    reported: bool = REPORTED_SPEECH,
) -> dict[str, Any]:
    """Analyse the corpus and score it against the gold file; return the figures.

    Only articles that have gold quotes in ``split`` are analysed, so a run over the test
    split never touches dev articles. The predictions scored are those of the kinds the
    gold holds (:func:`scored_kinds`; ``kinds`` overrides: "direct", "reported", "all");
    scoring reported speech needs ``reported`` (else :class:`ReportedSpeechOff`).
    """
    from nlp.analyse import AnalyseOptions, analyse_articles
    from nlp.ingest import Skipped, read_inputs

    gold = load_gold(gold_path, split)
    wanted_kinds = scored_kinds(gold, kinds)
    if not reported and wanted_kinds != KIND_SETS["direct"]:
        raise ReportedSpeechOff(
            f"{gold_path} holds reported speech (or --kinds asks for it), which is off;"
            " give --reported to find it"
        )
    wanted = {g.article_id for g in gold}
    articles = [a for a in read_inputs(corpus) if not isinstance(a, Skipped) and a.id in wanted]
    options = AnalyseOptions(register_paths=tuple(register_paths), stance=stance, reported=reported)
    predicted: dict[str, list[Quote]] = {}
    texts: dict[str, str] = {}
    for article, quotes in analyse_articles(articles, options):
        predicted[article.id] = [q for q in quotes if q.kind in wanted_kinds]
        texts[article.id] = article.text
    scores = score(texts, gold, predicted)
    result = scores.as_dict()
    result["articles"] = len(articles)
    if wanted_kinds != KIND_SETS["direct"]:
        result["kinds"] = sorted(wanted_kinds)  # a direct run's figures keep their shape
    if stance:
        matches = []
        by_article: dict[str, list[GoldQuote]] = {}
        for g in gold:
            by_article.setdefault(g.article_id, []).append(g)
        for article_id, golds in by_article.items():
            matches += match_article(
                texts.get(article_id, ""), golds, predicted.get(article_id, []), 0.5
            )
        result.update(stance_scores(matches))
        from nlp.stance.model import resolve_precision

        result["stance_precision"] = resolve_precision()  # bf16/fp32 scores differ slightly
    result["errors"] = scores.errors
    return result
