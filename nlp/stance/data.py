"""Training / evaluation examples for the stance model, read from their files in place.

Two sources feed one example type:

* NewsMTSC (target-dependent sentiment in news): one example per target; the target mention
  is wrapped in :data:`MARK_OPEN` / :data:`MARK_CLOSE` inside the sentence and also given as
  the target segment. These teach the stance head; they carry no about-VAR label, except
  that a sample of their sentences is reused as about-VAR negatives (US political news is
  never about VAR).
* The team's football set (``corpora/stance-train/football.jsonl``): quote + context with
  target ``"VAR"``, an ``about_var`` label and, when about VAR, a stance label.
* The team's article set (``corpora/stance-train/articles/*.jsonl``): whole short articles
  with every quote labelled; each quote's context is cut from the article exactly as the
  pipeline cuts it, so the model sees other speakers' quotes, split quotes and
  continuations the way it will at run time.

Nothing here copies data into the repository; files are read from the paths given.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections import defaultdict
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from nlp.stance.labels import (  # noqa: F401  (re-exported)
    IGNORE,
    LABEL_TO_ID,
    LABELS,
    MARK_CLOSE,
    MARK_OPEN,
    NEWSMTSC_POLARITY,
)


@dataclass
class Example:
    """One model input with its (possibly missing) labels.

    ``stance`` is an index into :data:`LABELS` or :data:`IGNORE`; ``about_var`` is 0/1 or
    :data:`IGNORE`. ``source`` is ``"newsmtsc"``, ``"newsmtsc-neg"`` or ``"football"``.
    """

    target: str
    text: str
    context: str = ""
    stance: int = IGNORE
    about_var: int = IGNORE
    source: str = ""
    id: str = ""
    group: str | None = None  # one speaker in one article (see StanceInput.group)


def mark_span(sentence: str, start: int, end: int) -> str:
    """Return ``sentence`` with ``[start, end)`` wrapped in the target markers."""
    return f"{sentence[:start]}{MARK_OPEN} {sentence[start:end]} {MARK_CLOSE}{sentence[end:]}"


def load_newsmtsc(path: Path) -> list[Example]:
    """Return one :class:`Example` per target of a NewsMTSC jsonl file, in file order.

    ``from``/``to`` are end-exclusive character offsets (checked against ``mention`` on all
    three files); the target segment is the mention text.
    """
    examples: list[Example] = []
    with Path(path).open(encoding="utf-8") as fh:
        for line in fh:
            if not line.strip():
                continue
            row = json.loads(line)
            sentence = row["sentence_normalized"]
            for t in row["targets"]:
                examples.append(
                    Example(
                        target=t["mention"],
                        text=mark_span(sentence, t["from"], t["to"]),
                        stance=NEWSMTSC_POLARITY[float(t["polarity"])],
                        source="newsmtsc",
                        id=t.get("Input.gid", row.get("primary_gid", "")),
                    )
                )
    return examples


def newsmtsc_var_negatives(path: Path, n: int, seed: int) -> list[Example]:
    """Return ``n`` seeded-random NewsMTSC sentences as about-VAR negatives (target ``VAR``).

    They give the about-VAR head plenty of easy "not football, not VAR" inputs while the
    football set is small; they carry no stance label.
    """
    with Path(path).open(encoding="utf-8") as fh:
        sentences = [json.loads(line)["sentence_normalized"] for line in fh if line.strip()]
    rng = random.Random(seed)
    picked = rng.sample(sentences, min(n, len(sentences)))
    return [
        Example(target="VAR", text=s, about_var=0, source="newsmtsc-neg", id=f"neg-{i}")
        for i, s in enumerate(picked)
    ]


def load_football(path: Path) -> list[dict[str, Any]]:
    """Return the football records (dicts as written in the jsonl), skipping blank lines.

    Records whose ``about_var`` is true but whose ``stance`` is not one of :data:`LABELS`
    are kept; their stance is simply not trained on.
    """
    with Path(path).open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def football_example(record: dict[str, Any]) -> Example:
    """Return the :class:`Example` for one football record (target ``VAR``)."""
    about = bool(record.get("about_var"))
    stance = record.get("stance")
    return Example(
        target="VAR",
        text=record.get("text") or "",
        context=record.get("context") or "",
        stance=LABEL_TO_ID[stance] if about and stance in LABEL_TO_ID else IGNORE,
        about_var=int(about),
        source="football",
        id=str(record.get("id", "")),
        group=speaker_group(record),
    )


def teaches_stance(example: Example) -> bool:
    """Return True for an example about VAR that has a stance label."""
    return example.about_var == 1 and example.stance != IGNORE


def stance_only(examples: list[Example]) -> list[Example]:
    """Return the examples that :func:`teaches_stance`, with their about-VAR label set to
    :data:`IGNORE`.

    They teach the stance head and nothing else; the others, which have no stance label,
    are left out because they would teach nothing.
    """
    return [replace(e, about_var=IGNORE) for e in examples if teaches_stance(e)]


def distractor_records(
    records: list[dict[str, Any]], share: float, seed: int
) -> list[dict[str, Any]]:
    """Return copies of about ``share`` of ``records`` whose context is another article's
    quote about VAR, labels kept: an about-VAR quote gets a quote of another stance, a
    quote not about VAR any about-VAR quote.

    The pipeline's context is the text before a quote, often another speaker's quote, and
    the model learned to follow it ("VAR is killing the game," then an injury update read
    as about VAR). These copies show it a context that must not decide the label. The
    stand-in context is the other record's context and quote, cut to the pipeline's
    length. Drawn from a random generator of its own, so ``share=0`` changes nothing.
    """

    if share <= 0:
        return []
    rng = random.Random(f"distractor:{seed}")
    about = [r for r in records if r.get("about_var") and r.get("stance") in LABEL_TO_ID]
    out: list[dict[str, Any]] = []
    for r in records:
        if rng.random() >= share or not r.get("text"):
            continue
        fits = [
            c
            for c in about
            if c is not r
            and (c.get("article") is None or c.get("article") != r.get("article"))
            and (not r.get("about_var") or c.get("stance") != r.get("stance"))
        ]
        if not fits:
            continue
        out.append(_after(r, rng.choice(fits), "distractor"))
    return out


def _after(record: dict[str, Any], donor: dict[str, Any], tag: str) -> dict[str, Any]:
    """Return a copy of ``record`` whose context is ``donor``'s context and quote, cut to the
    pipeline's length, with no speaker (so no blend ties it to an article)."""
    from nlp.config import CONTEXT_CHARS

    context = f'{donor.get("context") or ""} "{donor["text"]}" '.strip()[-CONTEXT_CHARS:]
    return {**record, "id": f"{record.get('id')}#{tag}", "context": context, "speaker": None}


def plain_context_records(
    records: list[dict[str, Any]], seed: int, share: float | None = None
) -> list[dict[str, Any]]:
    """Return a copy of each about-VAR record that names VAR in its own words (a strong
    term of :data:`nlp.stance.keywords.STRONG_VAR_PATTERNS`), its context replaced by another
    article's quote that is not about VAR, with that quote's context, labels kept.

    In the article data nearly every quote about VAR follows a context about VAR, so a model
    can learn to read the context alone; then "The VAR took four minutes and still got it
    wrong" after a plain match report reads as not about VAR. A quote that names VAR is about
    it 498 times in 499 in the training data, whatever comes before it. Stand-in contexts
    hold no VAR term, strong or weak, and are cut to the pipeline's length. A record with no
    article (the single football quotes) may take any plain quote. Drawn from a random
    generator of its own, so other data are not moved. ``share`` (0..1) keeps each copy with
    that chance; None keeps them all and draws exactly what it always drew.
    """
    from nlp.stance.keywords import keyword_prior, names_var

    rng = random.Random(f"plain-context:{seed}")
    plain = [
        r
        for r in records
        if not r.get("about_var")
        and r.get("text")
        and not keyword_prior(r["text"], r.get("context") or "")
    ]
    out: list[dict[str, Any]] = []
    for r in records:
        if not (r.get("about_var") and r.get("stance") in LABEL_TO_ID):
            continue
        if not names_var(r.get("text") or ""):
            continue
        fits = [
            c for c in plain if c.get("article") is None or c.get("article") != r.get("article")
        ]
        if not fits:
            continue
        donor = rng.choice(fits)
        if share is not None and rng.random() >= share:
            continue
        out.append(_after(r, donor, "plain-context"))
    return out


def speaker_group(record: dict[str, Any]) -> str | None:
    """Return the record's (article, speaker) key, or ``None`` when either is unknown.

    Anonymous fans (:data:`nlp.config.ANONYMOUS_SPEAKERS`) get ``None``: one name, maybe
    several people.
    """
    from nlp.config import ANONYMOUS_SPEAKERS

    article, speaker = record.get("article"), record.get("speaker")
    if not article or not speaker or speaker in ANONYMOUS_SPEAKERS:
        return None
    return f"{article}\x1f{speaker}"


@dataclass(frozen=True)
class LocatedQuote:
    """One labelled quote of the article set, found in its article's normalised text."""

    article: dict[str, Any]  # the article's JSONL record
    full: str  # its text, normalised as the ingester normalises it
    index: int  # the quote's place in the article's list
    record: dict[str, Any]  # the quote's record
    text: str  # the quote, normalised
    start: int  # where it starts in ``full``; -1 when it is not found there


def locate_article_quotes(directory: Path) -> list[LocatedQuote]:
    """Return every labelled quote of the article set in ``directory``, located.

    Every ``*.jsonl`` line is an article ``{"id", "text", "quotes": [{"text", "speaker",
    "role", "about_var", "stance"}, ...]}`` with its quotes listed in text order. The
    article text is normalised as the ingester normalises it and each quote is looked for
    after the previous one found.
    """
    from nlp.ingest import normalise_text

    out: list[LocatedQuote] = []
    for path in sorted(Path(directory).glob("*.jsonl")):
        with path.open(encoding="utf-8") as fh:
            for line in fh:
                if not line.strip():
                    continue
                article = json.loads(line)
                text = normalise_text(article["text"])
                at = 0
                for k, q in enumerate(article.get("quotes") or []):
                    quote = normalise_text(q["text"]).strip()
                    start = text.find(quote, at) if quote else -1
                    if start >= 0:
                        at = start + len(quote)
                    out.append(LocatedQuote(article, text, k, q, quote, start))
    return out


def load_article_set(directory: Path) -> list[dict[str, Any]]:
    """Return one football-style record per labelled quote of the article set in ``directory``.

    The quotes are located by :func:`locate_article_quotes`; each one's context is
    :func:`nlp.config.context_before` its opening mark. A quote that cannot be found is
    skipped; :class:`ValueError` is raised when more than 2% of them are (a malformed file
    rather than a stray typo).
    """
    from nlp.config import context_before

    located = locate_article_quotes(directory)
    records: list[dict[str, Any]] = []
    for lq in located:
        if lq.start < 0:
            continue
        about = bool(lq.record.get("about_var"))
        records.append(
            {
                "id": f"{lq.article['id']}#{lq.index}",
                "text": lq.text,
                "context": context_before(lq.full, max(0, lq.start - 1)),
                "speaker_role": lq.record.get("role"),
                "speaker": lq.record.get("speaker"),
                "article": lq.article["id"],
                "about_var": about,
                "stance": lq.record.get("stance") if about else None,
            }
        )
    missing = len(located) - len(records)
    if located and missing / len(located) > 0.02:
        raise ValueError(
            f"{directory}: {missing} of {len(located)} quotes not found in their article"
        )
    return records


def article_split(
    records: list[dict[str, Any]], fraction: float, seed: int
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Return ``(rest, held_out)`` with ``fraction`` of the *articles* held out, seeded.

    Quotes of one article share speakers, incidents and wording, so they go to the same
    side; articles are ranked by a seeded hash of their id, as in :func:`stratified_split`.
    """
    articles = sorted(
        {str(r["article"]) for r in records},
        key=lambda a: hashlib.sha1(f"{seed}:{a}".encode()).hexdigest(),
    )
    held = set(articles[: round(fraction * len(articles))])
    return (
        [r for r in records if r["article"] not in held],
        [r for r in records if r["article"] in held],
    )


def stratum(record: dict[str, Any]) -> str:
    """Return the stratification key of a football record: stance, or ``"not-var"``."""
    if not record.get("about_var"):
        return "not-var"
    return str(record.get("stance"))


def stratified_split(
    records: list[dict[str, Any]], fraction: float, seed: int
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Return ``(rest, held_out)``: ``fraction`` of every stratum held out, seeded.

    Within a stratum records are ordered by a seeded hash of their ``id`` (not by a
    shuffle), so the split ignores line order and, as the file grows, a record that was
    held out mostly stays held out instead of leaking into training. Each stratum
    contributes ``round(fraction * n)`` records (at least one when it has two or more).
    """
    by_key: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in records:
        by_key[stratum(r)].append(r)

    def rank(r: dict[str, Any]) -> str:
        return hashlib.sha1(f"{seed}:{r.get('id', '')}".encode()).hexdigest()

    rest: list[dict[str, Any]] = []
    held: list[dict[str, Any]] = []
    for key in sorted(by_key):
        group = sorted(by_key[key], key=rank)
        k = round(fraction * len(group))
        if k == 0 and len(group) >= 2 and fraction > 0:
            k = 1
        held.extend(group[:k])
        rest.extend(group[k:])
    return rest, held


def load_demo_gold(
    gold_path: Path, articles_dir: Path, splits: tuple[str, ...]
) -> list[dict[str, Any]]:
    """Return demo-season gold quotes of ``splits`` as football-style records.

    Each record's ``context`` is the article text before the quote's opening mark, cut as
    the pipeline cuts it (:data:`nlp.config.CONTEXT_CHARS`), so training and evaluation see
    what ``varometer analyse`` will feed the model. Articles are read with the real ingester
    because the gold offsets point into its normalised text.
    """
    from nlp.config import context_before
    from nlp.gold import load_gold
    from nlp.ingest import Skipped, read_inputs

    gold = [g for g in load_gold(gold_path) if g.split in splits]
    wanted = {g.article_id for g in gold}
    texts = {
        a.id: a.text
        for a in read_inputs([str(articles_dir)])
        if not isinstance(a, Skipped) and a.id in wanted
    }
    records: list[dict[str, Any]] = []
    for i, g in enumerate(gold):
        text = texts.get(g.article_id)
        if text is None:
            continue
        open_at = max(0, int(g.start) - 1)
        records.append(
            {
                "id": f"{g.article_id}#{i}",
                "text": g.text,
                "context": context_before(text, open_at),
                "speaker_role": g.role,
                "speaker": g.speaker,
                "article": g.article_id,
                "about_var": bool(g.about_var),
                "stance": g.stance,
                "split": g.split,
            }
        )
    return records
