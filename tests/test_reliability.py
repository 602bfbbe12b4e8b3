"""No input may hang the tool or stop a batch: bounded walks, a watchdog per article, linear
rules, and summaries that count what was stored."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from nlp.analyse import AnalyseOptions, analyse, analyse_pending
from nlp.config import ANALYSIS_VERSION
from nlp.ingest.base import Skipped
from nlp.models import Article
from nlp.store import Store
from nlp.watchdog import AnalysisTimeout, deadline, watchdog_available

pytestmark = pytest.mark.skipif(not watchdog_available(), reason="needs SIGALRM")

# A standfirst with no verb above "Gabriel's header": the parse's root is a noun, and the
# walk up from it to a verb never ended.
STANDFIRST = (
    "Brighton 1-1 Arsenal: Gabriel's stoppage-time header chalked off for a foul after a "
    "four-minute review\n\n"
    '"It was a foul," said Fabian Hurzeler.\n'
)
GOOD = (
    "Mikel Arteta was unhappy after the game at the Emirates on Saturday afternoon.\n\n"
    '"The VAR took four minutes to decide and nobody could explain it to us," said Arteta.\n'
)
SLOW_MARK = "SLOW-ARTICLE-MARK"


def test_a_verbless_standfirst_returns(pipeline) -> None:
    from nlp.pipeline import extract_quotes

    article = Article(id="mini3", text=STANDFIRST, published="2025-10-04")
    with deadline(60):  # a guard: the hang never returned at all
        [(_, quotes)] = list(extract_quotes([article], pipeline))
    assert [q.text for q in quotes] == ["It was a foul,"]
    assert quotes[0].speaker in ("Fabian Hürzeler", "Fabian Hurzeler")


def test_the_walk_up_a_parse_is_bounded(pipeline) -> None:
    from nlp.tokens import below_root, is_root, up_from

    doc = pipeline("Gabriel's late header was chalked off. Arteta said it was wrong.")
    for tok in doc:
        chain = list(up_from(tok))
        assert chain[0].i == tok.i and is_root(chain[-1])
        assert len(chain) <= len(doc)
        assert all(not is_root(t) for t in below_root(tok))


def test_sentence_ends_are_found_in_linear_time() -> None:
    from nlp.speakers.sentences import _sentence_ends

    # One paragraph of 1M characters: a search over all the text before each full stop made
    # this run for hours; read backwards a word at a time it takes well under a second.
    chunk = "The VAR checked it for a long time. Mr. Smith said nothing. " * 18_000
    with deadline(30):
        ends = _sentence_ends(chunk)
    assert len(ends) == 2 * 18_000  # "Mr." ends no sentence
    assert _sentence_ends("He met G.K. Barry. Then left.") == [19, 29]


def test_deadline_interrupts_and_restores() -> None:
    start = time.monotonic()
    with pytest.raises(AnalysisTimeout, match="analysis took over 0.2 s"), deadline(0.2):
        while True:
            pass
    assert time.monotonic() - start < 5
    with deadline(None):  # no limit: the block just runs
        pass
    with deadline(5):
        pass
    time.sleep(0.1)  # a cancelled alarm never fires later


def test_deadline_keeps_the_callers_own_alarm() -> None:
    import signal

    fired: list[float] = []
    previous = signal.signal(signal.SIGALRM, lambda *_: fired.append(time.monotonic()))
    try:
        start = time.monotonic()
        signal.setitimer(signal.ITIMER_REAL, 0.5)
        with deadline(5):
            time.sleep(0.1)
        left, _ = signal.getitimer(signal.ITIMER_REAL)
        assert 0.2 < left <= 0.4  # the outer alarm's time, less what the block used
        time.sleep(0.6)
        assert len(fired) == 1 and 0.4 < fired[0] - start < 1.0
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


@pytest.fixture
def slow_marked(monkeypatch):
    """Make the analysis of any article holding SLOW_MARK take 30 s (a stand-in for a text
    that some rule chews on far too long)."""
    import nlp.pipeline as P

    real = P.doc_quotes

    def slow(doc):  # noqa: ANN001, ANN202
        if SLOW_MARK in doc.text:
            time.sleep(30)
        return real(doc)

    monkeypatch.setattr(P, "doc_quotes", slow)


def _corpus(folder: Path) -> Path:
    folder.mkdir()
    (folder / "a-good.txt").write_text(GOOD, encoding="utf-8")
    slow = GOOD.replace("Saturday", f"Sunday ({SLOW_MARK})").replace("Arteta", "Slot")
    (folder / "b-slow.txt").write_text(slow, encoding="utf-8")
    (folder / "c-good.txt").write_text(STANDFIRST, encoding="utf-8")
    return folder


def test_an_article_past_the_time_limit_is_skipped_recorded_and_kept(
    tmp_path: Path, slow_marked
) -> None:
    folder = _corpus(tmp_path / "in")
    options = AnalyseOptions(stance=False, article_timeout=0.5)
    skipped: list[Skipped] = []
    with Store(tmp_path / "v.db") as store:
        started = time.monotonic()
        stats = analyse(store, [str(folder)], options, on_skip=skipped.append)
        assert time.monotonic() - started < 25  # the 30 s sleep was cut short
        assert stats.analysed == 2
        [skip] = skipped
        assert "b-slow.txt" in skip.path and skip.reason == "analysis took over 0.5 s"
        # the batch went on, and nothing was lost: the slow article's text is stored
        assert store.counts()["articles"] == 3
        slow_id = next(a.id for a in store.articles() if SLOW_MARK in a.text)
        assert store.failure(slow_id, ANALYSIS_VERSION) == "analysis took over 0.5 s"
        assert not store.quotes_for(slow_id)
        assert sum(len(store.quotes_for(a.id)) for a in store.articles()) == 2

        # the next run skips it at once, saying why and how to try again
        skipped.clear()
        stats = analyse(store, [str(folder)], options, on_skip=skipped.append)
        assert stats.analysed == 0 and stats.duplicates == 2
        [skip] = skipped
        assert "failed before" in skip.reason and "--retry-failed" in skip.reason
        assert analyse_pending(store, options).analysed == 0  # so does finishing pending work


def test_retry_failed_analyses_it_again(tmp_path: Path, slow_marked, monkeypatch) -> None:
    folder = _corpus(tmp_path / "in")
    with Store(tmp_path / "v.db") as store:
        analyse(store, [str(folder)], AnalyseOptions(stance=False, article_timeout=0.5))
        monkeypatch.undo()  # the text is no longer slow (a quieter machine, a fixed rule)
        stats = analyse_pending(store, AnalyseOptions(stance=False, retry_failed=True))
        assert stats.analysed == 1
        slow_id = next(a.id for a in store.articles() if SLOW_MARK in a.text)
        assert store.failure(slow_id, ANALYSIS_VERSION) is None
        assert [q.speaker for q in store.quotes_for(slow_id)] == ["Mikel Slot"]


def test_two_copies_in_one_run_count_once(tmp_path: Path) -> None:
    folder = tmp_path / "in"
    (folder / "copy").mkdir(parents=True)
    (folder / "a.txt").write_text(GOOD, encoding="utf-8")
    (folder / "copy" / "a.txt").write_text(GOOD, encoding="utf-8")
    with Store(tmp_path / "v.db") as store:
        stats = analyse(store, [str(folder)], AnalyseOptions(stance=False))
        assert (stats.analysed, stats.duplicates) == (1, 1)
        assert store.counts()["articles"] == 1


def test_a_failure_is_recorded_under_the_id_its_text_is_stored_by(tmp_path: Path) -> None:
    with Store(tmp_path / "v.db") as store:
        store.add_article(Article(id="first", text=GOOD, published="2025-10-04"))
        store.record_failure(Article(id="copy", text=GOOD), ANALYSIS_VERSION, "too slow")
        assert store.counts()["articles"] == 1
        assert store.failure("first", ANALYSIS_VERSION) == "too slow"
