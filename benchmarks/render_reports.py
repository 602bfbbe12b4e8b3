"""Render varometer's HTML reports with headless Chromium and save screenshots to look at.

Writes season.html and digest.html (from a database, or from the demo season's gold
annotations when no database is given), then takes a full-width screenshot of each
(``season-screenshot.png``, ``digest-screenshot.png``) to look at:

    python benchmarks/render_reports.py                       # gold demo -> out/render/
    python benchmarks/render_reports.py --db out/demo.db --out out/render
    python benchmarks/render_reports.py --html out/season.html # just screenshot a page
    python benchmarks/render_reports.py --height 4600          # the whole season page

Needs Chromium (Debian: ``apt-get install -y chromium``); the test suite does not. Network
features are switched off and a throw-away profile is used, so a render fetches nothing.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

CHROMIUM_NAMES = ("chromium", "chromium-browser", "google-chrome", "chrome")
#: Flags for a quiet, offline, one-shot render (no GPU, no sandbox for root in containers).
CHROMIUM_FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--hide-scrollbars",
)


def find_chromium() -> str | None:
    """Return the path of a Chromium-like browser, None when there is none."""
    for name in CHROMIUM_NAMES:
        found = shutil.which(name)
        if found:
            return found
    return None


def screenshot(html: Path, png: Path, width: int = 1280, height: int = 2000) -> Path:
    """Screenshot ``html`` at ``width`` x ``height`` into ``png``; return ``png``."""
    browser = find_chromium()
    if browser is None:
        raise SystemExit("no Chromium found: apt-get install -y chromium")
    png.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as profile:
        subprocess.run(
            [
                browser,
                *CHROMIUM_FLAGS,
                f"--user-data-dir={profile}",
                f"--screenshot={png}",
                f"--window-size={width},{height}",
                html.resolve().as_uri(),
            ],
            check=True,
            capture_output=True,
            timeout=120,
        )
    return png


def write_reports(out: Path, db: str | None) -> list[Path]:
    """Write season.html and digest.html into ``out``; return their paths."""
    from nlp import reports

    frame = reports.load_frame(db)[0] if db else reports.gold_frame()[0]
    out.mkdir(parents=True, exist_ok=True)
    season = out / "season.html"
    reports.season_html(frame, season)
    digest = out / "digest.html"
    digest.write_text(reports.digest(frame, fmt="html"), encoding="utf-8")
    return [season, digest]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", help="varometer database (default: the demo season's gold)")
    parser.add_argument("--out", default="out/render", help="folder for pages and screenshots")
    parser.add_argument("--html", nargs="*", help="screenshot these pages instead")
    parser.add_argument("--width", type=int, default=1280)
    parser.add_argument("--height", type=int, default=2000)
    args = parser.parse_args(argv)
    out = Path(args.out)
    pages = [Path(p) for p in args.html] if args.html else write_reports(out, args.db)
    for page in pages:
        png = out / f"{page.stem}-screenshot.png"
        screenshot(page, png, args.width, args.height)
        print(f"{page} -> {png}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
