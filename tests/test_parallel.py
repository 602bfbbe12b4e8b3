"""Analysing in worker processes and on a Dask cluster (issue 46): the store a run with
workers writes equals the one a single process writes (quotes, speakers, roles, clubs, the
order of the articles; stances within 1e-3), a killed worker run resumes without
duplicates, progress is reported as in one process, and a timed-out article is recorded
from inside a worker.

The fast tests check the ordering machinery with stand-in futures; the others start real
workers on 2 to 4 small demo articles (each worker loads spaCy, and the stance model where
stances are scored).
"""

from __future__ import annotations

import signal
import sqlite3
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from nlp.analyse import AnalyseOptions, analyse, stance_model_available
from nlp.config import ANALYSIS_VERSION
from nlp.models import Article, Quote
from nlp.parallel import batches, in_order, workers_for
from nlp.store import Store
from nlp.worker import PARENT_POLL_S, Analysed

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_kill import (  # noqa: E402
    analyse_args,
    child_env,
    compare_stores,
    copy_articles,
    integrity,
    smallest_articles,
    stored_articles,
)

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "corpora" / "demo-season"


# --- the machinery, without models --------------------------------------------------------


def _articles(n: int) -> list[Article]:
    return [Article(id=f"a{i}", text=f"text {i}") for i in range(n)]


def test_batches_start_small_then_grow_to_the_batch_size() -> None:
    sizes = [len(b) for b in batches(_articles(40), 8, ramp=2)]
    assert sizes == [1, 1, 2, 2, 4, 4, 8, 8, 8, 2]
    assert [a.id for b in batches(_articles(5), 8, ramp=2) for a in b] == [
        f"a{i}" for i in range(5)
    ]


def test_results_come_back_in_input_order_whatever_order_batches_finish_in() -> None:
    finished: list[str] = []

    def analyse_batch(batch: list[Article]) -> list[Analysed]:
        # The first batches take longest: later ones finish first.
        time.sleep(0.2 if batch[0].id in ("a0", "a1") else 0.0)
        finished.append(batch[0].id)
        return [
            Analysed(None, timed_out=7.0) if a.id == "a4" else Analysed([Quote(a.id, 0, 1)])
            for a in batch
        ]

    timeouts: list[tuple[str, float]] = []
    with ThreadPoolExecutor(4) as pool:
        stream = in_order(
            _articles(9),
            lambda batch: pool.submit(analyse_batch, batch),
            2,
            4,
            lambda article, seconds: timeouts.append((article.id, seconds)),
        )
        got = [(article.id, quotes[0].text) for article, quotes in stream]
    assert finished[0] not in ("a0", "a1")  # they did finish out of order
    assert got == [(f"a{i}", f"a{i}") for i in range(9) if i != 4]
    assert timeouts == [("a4", 7.0)]


def test_the_time_limit_holds_off_the_main_thread_as_in_a_dask_worker() -> None:
    from nlp.watchdog import AnalysisTimeout, deadline

    said: list[object] = []

    def task() -> None:
        started = time.monotonic()
        try:
            with deadline(0.2):
                while True:  # a rule that never ends
                    pass
        except AnalysisTimeout as timeout:
            said.append((str(timeout), time.monotonic() - started < 5))
        with deadline(5):
            said.append("in time")
        time.sleep(0.3)  # a cancelled timer never fires later
        said.append("done")

    thread = threading.Thread(target=task)
    thread.start()
    thread.join(30)
    assert said == [("analysis took over 0.2 s", True), "in time", "done"]


def test_default_workers_are_the_cores_fewer_for_a_short_run() -> None:
    assert workers_for(None, 8) == 8
    assert workers_for(1000, 8) == 8
    assert workers_for(40, 8) == 2
    assert workers_for(3, 8) == 1
    assert workers_for(0, 0) == 1


def test_dask_missing_is_one_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from typer.testing import CliRunner

    from cli import app

    monkeypatch.setitem(sys.modules, "distributed", None)  # import distributed fails
    db = tmp_path / "v.db"
    result = CliRunner().invoke(
        app, ["analyse", str(tmp_path), "--db", str(db), "--dask", "local:2"]
    )
    assert result.exit_code == 1
    assert result.stderr.strip().splitlines() == [
        "error: --dask needs dask[distributed], which is not installed:"
        " pip install 'varometer[cluster]'"
    ]
    assert not db.exists()
    both = CliRunner().invoke(
        app, ["analyse", str(tmp_path), "--db", str(db), "--workers", "2", "--dask", "local:2"]
    )
    assert both.exit_code == 2 and "give --workers or --dask, not both" in both.stderr
    bad = CliRunner().invoke(app, ["analyse", str(tmp_path), "--db", str(db), "--dask", "local:x"])
    assert bad.exit_code == 2 and "give local:N with N workers" in bad.stderr


# --- real workers, on a few small articles ------------------------------------------------


def _order(db: Path) -> list[str]:
    """The article ids in the order they were stored."""
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        return [row[0] for row in conn.execute("SELECT id FROM articles ORDER BY rowid")]
    finally:
        conn.close()


@pytest.fixture(scope="module")
def four(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Four small demo articles, in a folder of their own."""
    return copy_articles(tmp_path_factory.mktemp("four") / "articles", smallest_articles(4))


@pytest.fixture(scope="module")
def single_db(four: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The four articles analysed by this one process, with stances where the model is."""
    db = tmp_path_factory.mktemp("single") / "single.db"
    with Store(str(db)) as store:
        stats = analyse(store, [str(four)], AnalyseOptions(register_paths=(str(DEMO),)))
    assert stats.analysed == 4 and stats.quotes > 0
    return db


@pytest.mark.slow
def test_two_workers_store_what_one_process_stores_with_progress(
    four: Path, single_db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from typer.testing import CliRunner

    from cli import app
    from nlp.cli import progress

    monkeypatch.setattr(progress, "PROGRESS_EVERY", 1)
    db = tmp_path / "workers.db"
    args = ["analyse", str(four), "--db", str(db), "--register", str(DEMO), "--workers", "2"]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.stderr
    # Progress as in one process: a line per article here, with the total.
    lines = [line.split(" (")[0] for line in result.stderr.splitlines() if "/4 articles" in line]
    assert lines == [f"analysed {n}/4 articles" for n in range(1, 5)], result.stderr
    assert compare_stores(single_db, db) == []
    assert _order(db) == _order(single_db)
    if stance_model_available():
        conn = sqlite3.connect(str(db))
        scored = conn.execute("SELECT COUNT(*) FROM quotes WHERE stance_score IS NOT NULL")
        assert scored.fetchone()[0] > 0  # the workers did score stances


@pytest.mark.slow
def test_a_dask_local_cluster_stores_what_one_process_stores(
    four: Path, single_db: Path, tmp_path: Path
) -> None:
    distributed = pytest.importorskip("distributed")
    db = tmp_path / "dask.db"
    # In-process workers (threads) share this process's models: no second model load.
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None
    ) as cluster:
        options = AnalyseOptions(register_paths=(str(DEMO),), dask=cluster.scheduler_address)
        with Store(str(db)) as store:
            stats = analyse(store, [str(four)], options)
        # Both workers got batches (the first ones hold one article each).
        assert stats.analysed == 4
    assert compare_stores(single_db, db) == []
    assert _order(db) == _order(single_db)


@pytest.mark.slow
def test_a_timed_out_article_is_recorded_from_a_worker(tmp_path: Path) -> None:
    articles = copy_articles(tmp_path / "articles", smallest_articles(2))
    # A limit no article's analysis can keep: each is recorded as failed, as in one process.
    options = AnalyseOptions(stance=False, article_timeout=1e-4, workers=2)
    skipped = []
    with Store(str(tmp_path / "v.db")) as store:
        stats = analyse(store, [str(articles)], options, on_skip=skipped.append)
    assert stats.analysed == 0 and len(skipped) == 2
    assert all("analysis took over" in item.reason for item in skipped)
    # Kept with the failure recorded, so the next run skips them too.
    with Store(str(tmp_path / "v.db")) as store:
        ids = _order(tmp_path / "v.db")
        assert len(ids) == 2 and all(store.failure(i, ANALYSIS_VERSION) for i in ids)


@pytest.mark.slow
def test_a_killed_worker_run_resumes_without_duplicates(tmp_path: Path) -> None:
    psutil = pytest.importorskip("psutil")
    articles = copy_articles(tmp_path / "articles", smallest_articles(5))
    reference, killed = tmp_path / "A.db", tmp_path / "B.db"
    with Store(str(reference)) as store:
        assert analyse(store, [str(articles)], AnalyseOptions(stance=False)).analysed == 5

    args = [*analyse_args(articles, killed, stance=False), "--workers", "2"]
    proc = subprocess.Popen(args, env=child_env(), stdout=subprocess.DEVNULL)
    workers: list = []
    try:
        deadline = time.monotonic() + 300
        while proc.poll() is None and stored_articles(killed) < 1:
            assert time.monotonic() < deadline, "no article stored in 300 s"
            workers = psutil.Process(proc.pid).children(recursive=True) or workers
            time.sleep(0.01)
        proc.send_signal(signal.SIGKILL)
    finally:
        proc.kill()
        proc.wait()
    assert proc.returncode == -signal.SIGKILL
    stored = stored_articles(killed)
    assert 1 <= stored < 5, "the run was to be killed part-way"
    # The workers end with their parent: none is left holding the models.
    _, alive = psutil.wait_procs(workers, timeout=10 * PARENT_POLL_S)
    assert alive == []

    final = subprocess.run(args, env=child_env(), capture_output=True, text=True, timeout=600)
    assert final.returncode == 0, final.stderr
    assert integrity(killed) == "ok"
    assert compare_stores(reference, killed) == []
