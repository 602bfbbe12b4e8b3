"""`varometer browse`: the store in Datasette, checked in a real headless Chromium.

The browser tests need Datasette (the browse extra), selenium and Debian's chromium with its
chromedriver (``apt-get install chromium chromium-driver``); they skip, saying which is
missing, where one is. Nothing is downloaded: selenium gets the driver's path, so Selenium
Manager never runs.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import signal
import socket
import sqlite3
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import ROOT, _gold_store
from typer.testing import CliRunner

from nlp import browse as B

CLI = ROOT / "cli.py"
# The gold store is named season.db, so Datasette's pages are /season/...
NAME = "season"
START_TIMEOUT_S = 30
WAIT_S = 10


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The demo season with its gold quotes: 680 quotes in a few seconds, no model."""
    return _gold_store(tmp_path_factory.mktemp("browse") / f"{NAME}.db")


@pytest.fixture(scope="module")
def cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("cache")


# --- the library and the command, without a browser ----------------------------------------


def test_copy_leaves_the_store_alone_and_is_reused(store: Path, tmp_path: Path) -> None:
    pytest.importorskip(
        "datasette", reason="Datasette is not installed: pip install -e '.[browse]'"
    )
    before = _digest(store)
    siblings = sorted(p.name for p in store.parent.iterdir())
    first = B.prepare(store, cache=tmp_path)
    again = B.prepare(store, cache=tmp_path)
    assert (first.rebuilt, again.rebuilt) == (True, False)
    # Not a byte of the store changed, and no -wal or -shm file was left beside it.
    assert _digest(store) == before
    assert sorted(p.name for p in store.parent.iterdir()) == siblings
    with sqlite3.connect(first.path) as conn:
        hits = conn.execute(f"SELECT count(*) FROM {B.FTS_TABLE} WHERE text MATCH 'decisions'")
        assert hits.fetchone()[0] > 0
        view = conn.execute(f"SELECT published FROM {B.VIEW}").fetchall()
        assert len(view) == conn.execute("SELECT count(*) FROM quotes").fetchone()[0]
    tables = B.metadata(first.name, B.columns(sqlite3.connect(first.path)), "t")["databases"]
    quotes = tables[NAME]["tables"]["quotes"]
    # No incident or match column in this schema, so no facet for them.
    assert quotes["facets"] == ["role", "club", "stance", "about_var"]


def test_browse_without_datasette_says_how_to_install(
    store: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import cli

    monkeypatch.setattr(B, "datasette_available", lambda: False)
    result = CliRunner().invoke(cli.app, ["browse", "--db", str(store), "--no-open"])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and "pip install -e '.[browse]'" in lines[0]


# --- Datasette in a subprocess, driven by headless Chromium --------------------------------


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="module")
def server(store: Path, cache: Path) -> Iterator[str]:
    """`varometer browse` serving the gold store; yields its base URL."""
    pytest.importorskip(
        "datasette", reason="Datasette is not installed: pip install -e '.[browse]'"
    )
    port = _free_port()
    env = {**os.environ, "XDG_CACHE_HOME": str(cache)}
    command = [sys.executable, str(CLI), "browse", "--db", str(store), "--port", str(port)]
    log_path = cache / "browse.log"
    log = log_path.open("w")
    proc = subprocess.Popen(
        [*command, "--no-open"],
        env=env,
        # A file, not a pipe: nobody reads the access log while the tests run, and a full
        # pipe would stall the server.
        stdout=log,
        stderr=subprocess.STDOUT,
        # Its own process group, so the teardown can check that no server outlives it.
        start_new_session=True,
    )
    base = f"http://127.0.0.1:{port}"
    direct = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # no proxy for localhost
    deadline = time.monotonic() + START_TIMEOUT_S
    try:
        while True:
            if proc.poll() is not None:
                pytest.fail(f"varometer browse exited {proc.returncode}: {log_path.read_text()}")
            try:
                with direct.open(f"{base}/-/versions.json", timeout=2):
                    break
            except OSError:
                if time.monotonic() > deadline:
                    pytest.fail(f"Datasette did not answer within {START_TIMEOUT_S}s")
                time.sleep(0.2)
        yield base
    finally:
        # SIGTERM to the command alone, as a script would send it: it must stop Datasette too.
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        try:
            os.killpg(proc.pid, 0)
            os.killpg(proc.pid, signal.SIGKILL)  # never leave a server behind
            left = True
        except ProcessLookupError:
            left = False
        log.close()
        assert not left, "Datasette outlived `varometer browse`"


@pytest.fixture(scope="module")
def driver() -> Iterator[Any]:
    """A headless Chromium from the system's packages, driven by selenium."""
    pytest.importorskip("selenium", reason="selenium is not installed: pip install -e '.[dev]'")
    browser = next(
        (shutil.which(n) for n in ("chromium", "chromium-browser") if shutil.which(n)), None
    )
    chromedriver = shutil.which("chromedriver")
    if browser is None or chromedriver is None:
        pytest.skip(
            "no chromium or chromedriver installed (apt-get install chromium chromium-driver)"
        )
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = browser
    # --no-sandbox: Chromium's sandbox refuses to run as root, as in containers and CI.
    # --no-proxy-server: the server is on localhost, whatever proxy the environment names.
    flags = ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage")
    for flag in (*flags, "--no-proxy-server"):
        options.add_argument(flag)
    options.add_argument("--window-size=1400,1000")
    # An explicit driver path skips Selenium Manager (and its downloads); SE_OFFLINE keeps it
    # offline should a later selenium call it anyway.
    os.environ.setdefault("SE_OFFLINE", "true")
    chrome = webdriver.Chrome(service=Service(executable_path=chromedriver), options=options)
    chrome.implicitly_wait(0)
    try:
        yield chrome
    finally:
        chrome.quit()


def _wait(driver: Any, condition: Any) -> Any:
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, WAIT_S).until(condition)


def _loaded(driver: Any, url_part: str) -> None:
    """Wait for the page a click or a search led to, fully loaded."""
    _wait(
        driver,
        lambda d: (
            url_part in d.current_url
            and d.execute_script("return document.readyState") == "complete"
        ),
    )


def _row_count(driver: Any) -> int:
    """The count Datasette prints above the table ("116 rows where role = ...")."""
    heading = driver.find_element("css selector", "h3").text
    match = re.match(r"([\d,]+) rows?", heading)
    assert match, heading
    return int(match.group(1).replace(",", ""))


def _column(driver: Any, column: str) -> list[str]:
    cells = driver.find_elements("css selector", f"table.rows-and-columns tbody td.col-{column}")
    return [cell.text for cell in cells]


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _quotes(store: Path) -> list[tuple[str, str]]:
    with sqlite3.connect(store) as conn:
        return conn.execute("SELECT role, text FROM quotes ORDER BY id").fetchall()


def test_quotes_table_loads(driver: Any, server: str, store: Path) -> None:
    driver.get(f"{server}/{NAME}/quotes")
    _wait(driver, lambda d: d.find_elements("css selector", "table.rows-and-columns tbody tr"))
    assert _row_count(driver) == len(_quotes(store))
    assert len(_column(driver, "text")) > 0


def test_role_facet_filters_the_quotes(driver: Any, server: str, store: Path) -> None:
    from selenium.webdriver.common.by import By

    driver.get(f"{server}/{NAME}/quotes")
    total = _row_count(driver)
    link = driver.find_element(
        By.XPATH, "//div[@id='facet-role']//li/a[normalize-space()='pundit']"
    )
    link.click()
    _loaded(driver, "role=pundit")
    pundits = sum(1 for role, _ in _quotes(store) if role == "pundit")
    assert 0 < _row_count(driver) == pundits < total
    roles = _column(driver, "role")
    assert roles and set(roles) == {"pundit"}


def test_full_text_search_finds_a_quote(driver: Any, server: str, store: Path) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    # A word only one quote has (the longest such word, for a stable pick).
    quotes = [text for _, text in _quotes(store)]
    words: dict[str, set[int]] = {}
    for i, text in enumerate(quotes):
        for word in re.findall(r"[a-z]{9,}", text.lower()):
            words.setdefault(word, set()).add(i)
    word = max((w for w, found in words.items() if len(found) == 1), key=lambda w: (len(w), w))
    (quote,) = (quotes[i] for i in words[word])

    driver.get(f"{server}/{NAME}/{B.VIEW}")
    box = driver.find_element(By.CSS_SELECTOR, "input#_search")
    box.send_keys(word, Keys.ENTER)
    _loaded(driver, f"_search={word}")
    shown = [_one_line(text) for text in _column(driver, "text")]
    assert _one_line(quote) in shown
    assert _row_count(driver) < len(quotes)


def test_quotes_with_articles_newest_first(driver: Any, server: str, store: Path) -> None:
    driver.get(f"{server}/{NAME}/{B.VIEW}")
    shown = _column(driver, "published")
    with sqlite3.connect(store) as conn:
        newest = conn.execute("SELECT max(published) FROM articles").fetchone()[0]
    assert shown[0] == newest
    assert shown == sorted(shown, reverse=True)


def test_browser_opens_on_the_quotes_once_the_server_answers(
    server: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened: list[str] = []
    monkeypatch.setattr(B.webbrowser, "open", opened.append)
    url = f"{server}/{NAME}/{B.VIEW}"
    B.open_when_up(url, timeout_s=5).join(10)
    assert opened == [url]
