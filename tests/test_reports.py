"""Reports (issue 6) on the demo season's gold annotations: no spaCy, no transformer.

The gold frame has the shape of ``Store.quotes_frame()``; expected values are recomputed here
from the gold rows with plain pandas, so a test never checks a report against itself.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

import pandas as pd
import pytest

from nlp import incidents as I
from nlp import reports as R
from nlp.football.registers import Register
from nlp.models import Article, Quote
from nlp.reports import render, targets

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "corpora" / "demo-season"

# Measured on the full demo season (66 articles, 680 gold quotes, 14 incidents): purity
# 0.887, coverage 0.818, quote accuracy 0.793. The thresholds leave a little room for the
# writers' last edits; a drop below them is a regression to look at.
MIN_PURITY = 0.85
MIN_COVERAGE = 0.75
MIN_QUOTE_ACCURACY = 0.72

pytestmark = pytest.mark.skipif(
    not (DEMO / "gold.jsonl").exists() and not (DEMO / "gold-parts").is_dir(),
    reason="demo season gold not present",
)


@pytest.fixture(scope="module")
def gold() -> tuple[pd.DataFrame, I.Grouping]:
    return R.gold_frame(DEMO, incidents="gold")


@pytest.fixture(scope="module")
def frame(gold: tuple[pd.DataFrame, I.Grouping]) -> pd.DataFrame:
    return gold[0]


def _gold_stance(stances: list[str]) -> str:
    """The aggregate of equally weighted labels: the majority, ties to neutral."""
    counts = Counter(stances)
    top = max(counts.values())
    leaders = [s for s, n in counts.items() if n == top]
    return leaders[0] if len(leaders) == 1 else "neutral"


def _var(frame: pd.DataFrame) -> pd.DataFrame:
    return frame[(frame["about_var"] == True) & frame["stance"].notna()]  # noqa: E712


# --- the frame -------------------------------------------------------------------------------


def test_gold_frame_has_store_columns(frame: pd.DataFrame) -> None:
    for column in R.FRAME_COLUMNS:
        assert column in frame.columns
    assert frame["date"].notna().all()
    assert set(frame.loc[frame["stance"].notna(), "stance"]) <= {"negative", "neutral", "positive"}
    # outlets are names, not the web domains some HTML pages give as their source
    assert not frame["outlet"].str.contains(r"\.example$").any()


# --- reactions -------------------------------------------------------------------------------


def test_reactions_list_exactly_the_gold_speakers_with_gold_stance(frame: pd.DataFrame) -> None:
    var = _var(frame)
    incident_ids = sorted(var["incident"].dropna().unique())
    assert len(incident_ids) >= 12
    for incident in incident_ids:
        rows = var[var["incident"] == incident]
        # Unnamed fans are one reaction per club per article; anyone else one per incident.
        who = [
            (s, a, c if isinstance(c, str) else "") if s == "unnamed fan" else (s,)
            for s, a, c in zip(rows["speaker"], rows["article_id"], rows["club"], strict=True)
        ]
        expected = sorted(
            (key[0], _gold_stance(list(group["stance"])))
            for key, group in rows.groupby(pd.Series(who, index=rows.index))
        )
        got = R.reactions(frame, incident=incident)
        assert sorted(zip(got["speaker"], got["stance"], strict=True)) == expected, incident
        assert got["key_quote"].isin(rows["text"]).all()
        assert got["url"].str.startswith("https://").all()


def test_reactions_by_article_and_by_match(frame: pd.DataFrame) -> None:
    by_article = R.reactions(frame, article_id="ds-004")
    expected = set(_var(frame).query("article_id == 'ds-004'")["speaker"])
    assert set(by_article["speaker"]) == expected
    by_match = R.reactions(frame, match="Harbourside v Ravensmoor", date="2025-08-23")
    assert "Marco Bellandi" in set(by_match["speaker"])
    assert (
        by_match["date"].map(lambda d: abs((d - pd.Timestamp("2025-08-23").date()).days)).max() <= 4
    )
    # the return fixture in October is another match of the same clubs
    october = R.reactions(
        frame, match="Ravensmoor United v Harbourside Athletic", date="2025-10-18"
    )
    assert len(october) and october["date"].min() >= pd.Timestamp("2025-10-14").date()


def test_reactions_match_takes_any_name_the_register_knows(frame: pd.DataFrame) -> None:
    # "--match" names clubs as a user writes them: a nickname ("Gulls", "the Ravens") or an
    # alias ("HAFC") is the same club as its short name, as it is for "digest --club".
    by_short = R.reactions(frame, match="Harbourside v Ravensmoor", date="2025-08-23")
    for match in ("Gulls v Ravensmoor", "the Ravens v HAFC", "Harbourside Ath v Ravens"):
        by_name = R.reactions(frame, match=match, date="2025-08-23")
        assert list(by_name["speaker"]) == list(by_short["speaker"]), match
    with pytest.raises(ValueError, match="no quotes about VAR from a match"):
        R.reactions(frame, match="Gulls v Stags")


def test_reactions_resolve_a_detected_key_by_part(frame: pd.DataFrame) -> None:
    key = next(k for k in frame["incident_label"].dropna() if "offside, 78'" in k)
    assert (
        R.resolve_incident(frame, "offside, 78'")
        == frame.loc[frame["incident_label"] == key, "incident"].iloc[0]
    )
    with pytest.raises(ValueError, match="matches"):
        R.resolve_incident(frame, "Harbourside")
    with pytest.raises(ValueError, match="no incident"):
        R.resolve_incident(frame, "no such incident")


def test_balance_counts_and_line() -> None:
    reacted = pd.DataFrame(
        {
            "speaker": list("abcdefg"),
            "role": ["manager"] * 3 + ["pundit"] * 4,
            "club": ["X", "Y", "X", None, None, None, None],
            "stance": ["negative"] * 3 + ["positive", "positive", "negative", "negative"],
        }
    )
    result = R.balance(reacted)
    assert result.text == "managers 3 negative, 0 positive; pundits split 2-2"
    fans = pd.DataFrame({"speaker": ["x"], "role": ["fan"], "club": [None], "stance": ["neutral"]})
    assert R.balance(fans).text == "fans 1 neutral"
    assert str(result) == result.text
    assert result.by_role.loc["manager", "negative"] == 3
    assert result.by_club.loc["X", "total"] == 2
    assert result.by_club.loc["(no club)", "total"] == 4


# --- season ----------------------------------------------------------------------------------


def test_season_by_month_reproduces_gold_quote_counts(frame: pd.DataFrame) -> None:
    var = _var(frame)
    expected = (
        var.assign(month=var["date"].dt.strftime("%Y-%m"))
        .groupby(["month", "stance"])
        .size()
        .unstack(fill_value=0)
    )
    table = R.season(frame, by="month", unit="quote").set_index("month")
    for month, row in expected.iterrows():
        for stance in ("negative", "neutral", "positive"):
            assert table.loc[month, stance] == row.get(stance, 0), (month, stance)
    assert table["n"].sum() == len(var)
    # every month from the first to the last is there, even a quiet one
    assert list(table.index) == list(
        pd.period_range(table.index[0], table.index[-1], freq="M").strftime("%Y-%m")
    )


def test_season_by_month_reproduces_gold_reaction_counts(frame: pd.DataFrame) -> None:
    var = _var(frame)
    # One reaction per speaker per article; unnamed fans one per club they support there.
    fan_club = var["club"].where(var["speaker"] == "unnamed fan").fillna("")
    per = var.groupby(["article_id", "speaker", fan_club]).agg(
        stance=("stance", lambda s: _gold_stance(list(s))), date=("date", "first")
    )
    expected = (
        per.assign(month=per["date"].dt.strftime("%Y-%m")).groupby(["month", "stance"]).size()
    )
    table = R.season(frame, by="month").set_index("month")
    for (month, stance), n in expected.items():
        assert table.loc[month, stance] == n
    assert table["n"].sum() == len(per)
    row = table[table["n"] > 0].iloc[0]
    assert row["net"] == round((row["positive"] - row["negative"]) / row["n"], 3)
    assert row["net_low"] <= row["net"] <= row["net_high"]


def test_season_by_role_club_speaker_and_range(frame: pd.DataFrame) -> None:
    by_role = R.season(frame, by="role")
    assert {"manager", "pundit", "fan"} <= set(by_role["role"])
    assert (by_role["net_low"] >= -1).all() and (by_role["net_high"] <= 1).all()
    spring = R.season(frame, "2026-03-01", "2026-05-31", by="club")
    autumn = R.season(frame, "2025-08-01", "2025-10-31", by="club")
    assert spring["n"].sum() + autumn["n"].sum() <= R.season(frame, by="club")["n"].sum()
    by_speaker = R.season(frame, by="speaker")
    assert by_speaker.iloc[0]["n"] == by_speaker["n"].max()
    both = R.season(frame, by=("month", "role"))
    assert set(both.columns) >= {"month", "role", "n", "net"}
    assert R.season(frame, competition="No Such League").empty
    with pytest.raises(ValueError):
        R.season(frame, by="weather")


def test_written_in_trends_are_visible(frame: pd.DataFrame) -> None:
    reacted = R.reaction_frame(frame)
    bellandi = reacted[reacted["speaker"] == "Marco Bellandi"].set_index("date").sort_index()
    assert bellandi.loc[:"2025-08-31", "stance"].eq("positive").any()
    assert bellandi.loc["2025-12-01":"2026-02-28", "stance"].eq("negative").mean() > 0.7
    pryce = reacted[reacted["speaker"] == "Gareth Pryce"].set_index("date").sort_index()
    assert pryce.loc[:"2025-09-30", "stance"].eq("negative").all()
    assert pryce.loc["2026-01-01":, "stance"].eq("positive").mean() > 0.5
    assert "Marco Bellandi" in R.trending(frame, "speaker", 3)


def _pooled_net(frame: pd.DataFrame, by: str, name: str, start: str, end: str) -> float:
    """Net stance of ``name``'s reactions (``by`` speaker, club or role) from month ``start``
    to month ``end``, pooled over the months: what the chart's line for it averages."""
    table = R.season(frame, by=("month", by))
    rows = table[(table[by] == name) & table["month"].between(start, end)]
    n = rows["n"].sum()
    assert n > 0, (by, name, start, end)
    return (rows["positive"].sum() - rows["negative"].sum()) / n


def test_season_chart_shows_the_written_trends(frame: pd.DataFrame) -> None:
    """corpora/demo-season/PLAN.md, "Trends": the chart's default lines are the speakers and
    clubs whose stance moved most, and the lines move the way the corpus was written."""
    speakers = R.trending(frame, "speaker", 3)
    clubs = R.trending(frame, "club", 2)
    # 1. Bellandi turns against VAR; 5. Eastmere (Pryce) come round to it.
    assert {"Marco Bellandi", "Gareth Pryce"} <= set(speakers), speakers
    assert "Eastmere Town" in clubs, clubs
    assert _pooled_net(frame, "speaker", "Marco Bellandi", "2025-08", "2025-08") == 1.0
    assert _pooled_net(frame, "speaker", "Marco Bellandi", "2025-12", "2026-02") == -1.0
    assert _pooled_net(frame, "speaker", "Gareth Pryce", "2025-09", "2025-09") == -1.0
    assert _pooled_net(frame, "speaker", "Gareth Pryce", "2026-01", "2026-05") > 0.5
    assert _pooled_net(frame, "club", "Eastmere Town", "2025-09", "2025-09") < 0
    assert _pooled_net(frame, "club", "Eastmere Town", "2026-01", "2026-05") > 0.5
    # 4. Fan groups grow more negative in spring (the role panel's fans line).
    autumn = _pooled_net(frame, "role", "fan", "2025-08", "2026-02")
    spring = _pooled_net(frame, "role", "fan", "2026-03", "2026-05")
    assert spring < -0.75 and spring < autumn - 0.5, (autumn, spring)
    # The report draws exactly those lines by default and names them under the chart.
    page = R.season_html(frame)
    caption = re.search(r"<figcaption>(.*?)</figcaption>", page, flags=re.S)
    assert caption and all(name in caption.group(1) for name in [*speakers, *clubs])


def test_intervals() -> None:
    low, high = R.wilson_net(0, 0, 3)
    assert -1 <= low < 1 and high == 1.0  # not zero-width for three of a kind
    low, high = R.wilson_net(5, 0, 5)
    assert low < 0 < high
    assert R.bootstrap_net(2, 1, 4, seed=7) == R.bootstrap_net(2, 1, 4, seed=7)
    table = R.season(pd.DataFrame(columns=list(R.FRAME_COLUMNS)))
    assert table.empty


def test_csv_and_parquet(frame: pd.DataFrame, tmp_path: Path) -> None:
    table = R.season(frame, by="role")
    back = pd.read_csv(R.to_csv(table, tmp_path / "a" / "season.csv"))
    assert list(back["role"]) == list(table["role"])
    pytest.importorskip("pyarrow")
    back = pd.read_parquet(R.to_parquet(table, tmp_path / "season.parquet"))
    assert back["n"].sum() == table["n"].sum()


# --- chart and HTML --------------------------------------------------------------------------


def test_chart_png_is_written(frame: pd.DataFrame, tmp_path: Path) -> None:
    path = tmp_path / "charts" / "season.png"
    data = R.season_chart(frame, path, speakers=["Marco Bellandi"], clubs=["Eastmere Town"])
    assert path.read_bytes() == data
    assert data.startswith(b"\x89PNG\r\n\x1a\n") and len(data) > 20_000


def test_the_chart_keeps_to_the_competition(gold_db: Path, tmp_path: Path) -> None:
    # The chart used to be drawn over every competition whatever --competition said.
    (held,) = set(R.prepare(R.load_frame(gold_db)[0])["competition"].dropna())
    for name, drawn in ((held.upper(), True), ("No Such Cup", False)):
        chart = tmp_path / f"{drawn}.png"
        code, output = _run(
            "season", "--db", str(gold_db), "--competition", name, "--chart", str(chart)
        )
        assert code == 0, output
        # The chart of nothing is one small panel saying so.
        assert (chart.stat().st_size > 20_000) is drawn, name


def _external_refs(page: str) -> list[str]:
    return re.findall(r"""(?:src|href)\s*=\s*["']?(https?:[^"' >]+)""", page, flags=re.I)


def _assert_self_contained(page: str, allowed_links: set[str]) -> None:
    assert page.lstrip().startswith("<!DOCTYPE html>")
    assert '<html lang="en">' in page
    assert "<script" not in page.lower() and "<link" not in page.lower()
    assert "@import" not in page and "url(" not in page.split("</style>")[0]
    for src in re.findall(r"""src\s*=\s*["']([^"']+)""", page):
        assert src.startswith("data:image/png;base64,")
    for ref in _external_refs(page):
        assert ref in allowed_links, ref
    assert re.search(r"<h1[ >]", page)
    # CSS is raw text: an escaped quote (&#34;) there silently drops the declaration
    style = page.split("<style>", 1)[1].split("</style>", 1)[0]
    assert "&#34;" not in style and "&quot;" not in style and "font-family" in style


def test_season_html_is_self_contained_and_accessible(frame: pd.DataFrame, tmp_path: Path) -> None:
    page = R.season_html(frame, tmp_path / "season.html")
    assert (tmp_path / "season.html").read_text(encoding="utf-8") == page
    _assert_self_contained(page, set())
    alt = re.search(r'<img[^>]*alt="([^"]+)"', page)
    assert alt and "net stance" in alt.group(1).lower() and len(alt.group(1)) > 80
    assert "<caption>" in page and 'scope="col"' in page and 'scope="row"' in page
    assert re.search(r"<h2[^>]*>By month</h2>", page)
    assert "manager" in page and "Marco Bellandi" in page


def test_digest_markdown_has_every_quote_once_with_badge(frame: pd.DataFrame) -> None:
    picked = R.digest_quotes(frame, club="Harbourside Athletic", since="2025-10-01")
    assert len(picked) > 20 and (picked["club"] == "Harbourside Athletic").all()
    text = R.digest(frame, club="Harbourside Athletic", since="2025-10-01", fmt="md")
    pairs, card = [], ""
    for line in text.splitlines():
        if line.startswith("- **"):
            card = line
        elif line.startswith("  - **"):
            pairs.append((card, line))
    assert len(pairs) == len(picked)
    for (card, line), row in zip(pairs, picked.itertuples(index=False), strict=True):
        assert (
            line
            == f"  - **{R.BADGE_MD[row.stance]}** “{render._md_escape(R.display_quote(row.text))}”"
        )
        # the card line above names the speaker and links the article
        assert f"**{row.speaker}**" in card and f"]({row.url})" in card
    for quote, n in Counter(picked["text"].map(R.display_quote)).items():
        assert text.count(f"“{render._md_escape(quote)}”") == n
    assert text.startswith("# VAR quote digest")
    assert "## INC04" in text  # grouped by incident, with the gold id and detected key


def test_digest_html_has_every_quote_once_and_only_article_links(frame: pd.DataFrame) -> None:
    picked = R.digest_quotes(frame, role="pundit")
    page = R.digest(frame, role="pundit", fmt="html")
    _assert_self_contained(page, set(frame["url"]))
    assert page.count('<div class="quote ') == len(picked)
    assert page.count('<article class="card') <= len(picked)
    for row in picked.itertuples(index=False):
        assert page.count(f'id="q-{row.article_id}-{row.idx}"') == 1
    for stance in set(picked["stance"]):
        assert f'<span class="badge {stance}"><span aria-hidden="true">' in page
        assert f"</span> {stance}</span>" in page  # the badge says it in words


def test_digest_filters(frame: pd.DataFrame) -> None:
    negative = R.digest_quotes(frame, stance="negative", speaker="bellandi")
    assert len(negative) and (negative["speaker"] == "Marco Bellandi").all()
    assert (negative["stance"] == "negative").all()
    until = R.digest_quotes(frame, until="2025-09-30")
    assert until["date"].max() <= pd.Timestamp("2025-09-30")
    assert "No quotes about VAR" in R.digest(frame, speaker="Nobody At All")
    with pytest.raises(ValueError):
        R.digest(frame, fmt="pdf")


def test_digest_counts_one_quote_in_the_singular(frame: pd.DataFrame) -> None:
    one = _var(frame).iloc[[0]]
    subtitle = R.digest_context(one)["subtitle"]
    assert subtitle.startswith("1 quote about VAR, ") and " – " not in subtitle  # one day
    assert "· 1 quote</footer>" in R.digest(one, fmt="html")
    assert "2 quotes about VAR," in R.digest_context(_var(frame).iloc[:2])["subtitle"]


# --- incidents -------------------------------------------------------------------------------


def test_incident_grouping_against_gold(gold: tuple[pd.DataFrame, I.Grouping]) -> None:
    frame, grouping = gold
    scored = frame.assign(incident=frame["incident_key"])
    result = I.evaluate(grouping, frame.rename(columns={"gold_incident": "incident"}), scored)
    assert result["purity"] >= MIN_PURITY, result
    assert result["coverage"] >= MIN_COVERAGE, result
    assert result["quote_accuracy"] >= MIN_QUOTE_ACCURACY, result
    # every gold incident gets a key of its own
    assert result["gold_incidents_found"] == result["gold_incidents"]
    assert len(set(result["mapping"].values())) == len(result["mapping"])


def test_incident_keys_of_the_demo(gold: tuple[pd.DataFrame, I.Grouping]) -> None:
    keys = [inc.key for inc in gold[1].incidents]
    assert "2025-08-23 Harbourside Athletic v Ravensmoor United, offside, 78'" in keys
    assert "2025-10-18 Ravensmoor United v Harbourside Athletic, penalty-overturned, 61'" in keys
    assert any(
        k.startswith("2025-11-29 Millbrook County v Port Ellory, mistaken-identity") for k in keys
    )
    assert len(keys) == len(set(keys))


def _register() -> Register:
    return Register.load([str(DEMO)])


def test_detect_one_article() -> None:
    names = I.Names(_register())
    article = Article(
        id="x1",
        title="Gulls denied by VAR",
        published="2025-08-23",
        text=(
            "Harbourside Athletic had a late winner ruled out for offside as they drew 1-1 with "
            "Ravensmoor United.\n\nKofi Mensah-Reid scored in the 88th minute, but the VAR found "
            "him a few centimetres beyond Joe Pickering."
        ),
    )
    found = I.detect(article, names)
    assert found.match == ("Harbourside Athletic", "Ravensmoor United")
    kinds = {k for m in found.mentions for k in m.kinds}
    assert "offside" in kinds
    assert {m.minute for m in found.mentions} >= {88}
    assert "Kofi Mensah-Reid" in {p for m in found.mentions for p in m.players}


@pytest.mark.parametrize(
    ("text", "minute", "label"),
    [
        ("in the 88th minute", 88, "88'"),
        ("a 95th-minute winner", 95, "90+5'"),
        ("officially 90+3", 93, "90+3'"),
        ("in the third minute of added time", 93, "90+3'"),
        ("Pizarro (88') scored", 88, "88'"),
        ("on 61 minutes", 61, "61'"),
    ],
)
def test_find_minute(text: str, minute: int, label: str) -> None:
    assert I.find_minute(text) == (minute, label)


def test_grouping_across_outlets() -> None:
    def art(aid: str, day: str, text: str, **meta: str) -> Article:
        return Article(id=aid, text=text, published=day, meta=dict(meta))

    articles = [
        art(
            "a",
            "2025-08-23",
            "Harbourside Athletic 1-1 Ravensmoor United. Mensah-Reid's 88th-minute goal was "
            "ruled out for offside after a VAR check.",
        ),
        art(
            "b",
            "2025-08-25",
            "The Gulls boss said the goal ruled out for offside was the right call.",
            home="Harbourside Athletic",
            away="Ravensmoor United",
        ),
        art(
            "c",
            "2025-10-18",
            "Ravensmoor United 2-1 Harbourside Athletic: a penalty was overturned after a review "
            "in the 61st minute.",
        ),
        art(
            "d",
            "2025-12-01",
            "In August, Harbourside Athletic had a goal against Ravensmoor United ruled out for "
            "offside. Nobody has forgotten it.",
        ),
    ]
    grouping = I.group(articles, _register())
    keys = grouping.article_keys()
    first = "2025-08-23 Harbourside Athletic v Ravensmoor United, offside, 88'"
    assert keys["a"] == [first] and keys["b"] == [first]
    assert keys["c"] == [
        "2025-10-18 Ravensmoor United v Harbourside Athletic, penalty-overturned, 61'"
    ]
    assert keys["d"] == [first]  # a recollection months later, linked by clubs, type and month
    table = grouping.frame()
    assert list(table["articles"].iloc[0]) == ["a", "b"]
    assert list(table["referenced_by"].iloc[0]) == ["d"]

    # Undated, the clubs and the type alone could be either meeting of the two clubs, so
    # such a report joins no incident; with the minute it joins the one it names.
    bare = "Ravensmoor United beat Harbourside Athletic after VAR awarded a late penalty."
    undated = [*articles, art("e", None, bare), art("f", None, bare + " It came in the 61st.")]
    keys = I.group(undated, _register()).article_keys()
    assert keys.get("e", []) == []
    assert keys["f"] == [keys["c"][0]]
    # The ground tells the home meeting from the away one, so it is such a clue too.
    grounds = [
        art(g, day, "Ravensmoor United 1-0 Harbourside Athletic at Raven Lane on Saturday.")
        for g, day in (("g1", "2024-09-01"), ("g2", "2024-12-01"))
    ]
    at_ground = bare.replace("penalty.", "penalty at Raven Lane.")
    keys = I.group([*undated, *grounds, art("h", None, at_ground)], _register())
    assert keys.article_keys()["h"] == [keys.article_keys()["c"][0]]


def test_attach_incidents_labels_only_var_quotes() -> None:
    article = Article(
        id="a",
        published="2025-08-23",
        text="Harbourside Athletic 1-1 Ravensmoor United: a goal ruled out for offside.\n\n"
        '"It was offside," said Bellandi. "The pies were cold," he added.',
    )
    quotes = [
        Quote("It was offside,", 0, 0, "Marco Bellandi", about_var=True, stance="positive"),
        Quote("The pies were cold,", 0, 0, "Marco Bellandi", about_var=False),
    ]
    text = article.text
    rows = []
    for i, q in enumerate(quotes):
        start = text.index(q.text)
        rows.append(
            {
                "article_id": "a",
                "idx": i,
                "text": q.text,
                "start": start,
                "end": start + len(q.text),
                "about_var": q.about_var,
                "stance": q.stance,
            }
        )
    labelled, _ = I.attach_incidents(pd.DataFrame(rows), [article], _register())
    assert labelled["incident"].iloc[0].startswith("2025-08-23 Harbourside Athletic v Ravensmoor")
    assert pd.isna(labelled["incident"].iloc[1])
    assert labelled["match"].iloc[1] == "Harbourside Athletic v Ravensmoor United"


# --- from a database, and the CLI ------------------------------------------------------------


def test_load_frame_from_a_database(gold_db: Path, frame: pd.DataFrame) -> None:
    loaded, grouping = R.load_frame(gold_db)
    assert len(loaded) == len(frame)
    assert loaded["incident"].notna().sum() == frame["incident_key"].notna().sum()
    assert len(grouping.incidents) == len({k for k in frame["incident_key"].dropna()})
    with pytest.raises(FileNotFoundError):
        R.load_frame(gold_db.parent / "missing.db")


def _run(*args: str) -> tuple[int, str]:
    from typer.testing import CliRunner

    from cli import app

    result = CliRunner().invoke(app, list(args))
    return result.exit_code, result.output


def test_cli_reactions(gold_db: Path, frame: pd.DataFrame) -> None:
    code, output = _run("reactions", "--db", str(gold_db))
    assert code == 0 and "Ravensmoor United, offside" in output
    code, output = _run("reactions", "offside, 78", "--db", str(gold_db), "--format", "json")
    assert code == 0, output
    payload = json.loads(output)
    # End to end, through incident detection on the stored articles: INC01 is one of the
    # incidents whose quotes detection places exactly (see test_incident_grouping_against_gold
    # for all of them), so the command lists exactly its gold speakers with their gold stance.
    inc01 = _var(frame).query("incident == 'INC01'")
    expected = {s: _gold_stance(list(g["stance"])) for s, g in inc01.groupby("speaker")}
    assert {r["speaker"]: r["stance"] for r in payload["reactions"]} == expected
    assert payload["balance"].startswith("managers")
    code, output = _run("reactions", "ds-004", "--db", str(gold_db), "--format", "md")
    assert (
        code == 0 and output.startswith("## Reactions: article ds-004") and "**Balance:**" in output
    )
    code, output = _run(
        "reactions",
        "--match",
        "Harbourside v Ravensmoor",
        "--date",
        "2025-08-23",
        "--db",
        str(gold_db),
    )
    assert code == 0 and "balance:" in output
    code, output = _run("reactions", "no such thing", "--db", str(gold_db))
    assert code == 2 and "no incident matches" in output


def test_cli_reactions_to_an_article_with_no_var_quote_says_so(gold_db: Path) -> None:
    frame, _ = R.load_frame(gold_db)
    flagged = frame["about_var"].map(bool)
    plain = frame.groupby("article_id")["about_var"].apply(lambda s: not s.map(bool).any())
    article = str(plain[plain].index[0])
    n = int((frame["article_id"] == article).sum())
    assert n and not flagged[frame["article_id"] == article].any()
    for fmt, start in (("table", "Reactions: article"), ("md", "## Reactions: article")):
        code, output = _run("reactions", article, "--db", str(gold_db), "-f", fmt)
        assert code == 0 and output.startswith(start), output
        assert f"{R.count(n, 'quote')}, none about VAR" in output
        assert "Balance" not in output and "balance:" not in output


@pytest.mark.parametrize(
    ("command", "out", "says"),
    [
        ("digest", "a-file/digest.html", "a-file is a file, so a-file/digest.html cannot be"),
        ("report", "a-file/sub", "a-file is a file, so a-file/sub cannot be a folder"),
        ("export", "a-file", "a-file is a file, not a folder"),
    ],
)
def test_an_out_path_under_a_file_is_a_usage_mistake(
    gold_db: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    command: str,
    out: str,
    says: str,
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a-file").write_text("keep me")
    code, output = _run(command, "--out", out, "--db", str(gold_db))
    assert code == 2 and says in " ".join(output.replace("│", " ").split()), output
    assert (tmp_path / "a-file").read_text() == "keep me"


def test_an_empty_digest_says_why_without_blaming_filters(tmp_path: Path) -> None:
    from nlp.models import Article, Quote
    from nlp.store import Store

    db = str(tmp_path / "v.db")
    with Store(db) as store:
        store.add_article(Article(id="a1", text="Kelso beat Rovers 2-0 on Saturday."))
    code, output = _run("digest", "--db", db)
    assert code == 0 and "analyse the articles first" in output and "filters" not in output
    with Store(db) as store:
        quote = Quote(text="We played well", start=0, end=14, speaker="Jim Bell", about_var=False)
        store.save_analysis("a1", [quote, quote], "test")
    code, output = _run("digest", "--db", db)
    assert code == 0 and "None of the 2 stored quotes is about VAR." in output, output
    code, output = _run("digest", "--db", db, "--club", "Kelso")
    assert "filter" in output


@pytest.mark.parametrize("command", ["season", "digest", "reactions", "report", "export"])
def test_a_read_command_leaves_an_empty_file_alone(tmp_path: Path, command: str) -> None:
    db = tmp_path / "zero.db"
    db.touch()
    code, output = _run(
        command, "--db", str(db), *(["--out", str(tmp_path / "o")] * (command == "export"))
    )
    assert code == 2 and "is an empty file, not a varometer database yet" in output, output
    assert db.stat().st_size == 0


def test_a_match_the_clubs_played_twice_needs_its_day(gold_db: Path) -> None:
    # Either order of the sides matches (home and away can be a guess), so without a day
    # the two meetings' reactions used to merge into one table.
    frame, _ = R.load_frame(gold_db)
    for match in ("Ravensmoor v Harbourside", "Harbourside v Ravensmoor"):
        with pytest.raises(ValueError, match=r"fits 2 matches: 2025-08-23 .*; 2025-10-18 "):
            R.reactions(frame, match=match)
    first = R.reactions(frame, match="Harbourside v Ravensmoor", date="2025-08-23")
    second = R.reactions(frame, match="Harbourside v Ravensmoor", date="2025-10-18")
    assert len(first) and len(second)
    assert {pd.Timestamp(d).month for d in first["date"]} == {8}
    assert {pd.Timestamp(d).month for d in second["date"]} == {10}
    code, output = _run("reactions", "--match", "Ravensmoor v Harbourside", "--db", str(gold_db))
    assert code == 2 and "Add the match day (--date YYYY-MM-DD)" in output


def test_digest_filters_ignore_case_and_refuse_an_empty_period(frame: pd.DataFrame) -> None:
    exact = R.digest_quotes(frame, role="pundit", stance="negative")
    assert len(exact) and len(R.digest_quotes(frame, role="Pundit", stance="NEGATIVE")) == len(
        exact
    )
    with pytest.raises(ValueError, match="starts .* after it ends"):
        R.digest_quotes(frame, since="2025-12-01", until="2025-01-01")
    with pytest.raises(ValueError, match="starts .* after it ends"):
        R.season(frame, start="2025-12-01", end="2025-01-01")


def test_reports_link_only_web_addresses(gold_db: Path) -> None:
    stored, _ = R.load_frame(gold_db)
    var = stored[stored["about_var"] == True]  # noqa: E712
    hostile = stored.copy()
    first, second = var["article_id"].unique()[:2]
    hostile.loc[hostile["article_id"] == first, "url"] = "javascript:alert(document.cookie)"
    hostile.loc[hostile["article_id"] == second, "url"] = "https://x.example/a b)(<i>"
    hostile.loc[hostile["article_id"] == second, "outlet"] = "Bits & Pieces <Sport>"
    page = R.digest(hostile, fmt="html")
    markdown = R.digest(hostile, fmt="md")
    assert "javascript:" not in page and "javascript:" not in markdown
    assert "](https://x.example/a%20b%29%28%3Ci%3E)" in markdown
    # A tag is shown, not run; a plain "&" reads as itself in the raw file too.
    assert "Bits & Pieces &lt;Sport&gt;" in markdown and "<Sport>" not in markdown
    assert 'href="https://' in page
    assert R.link_url("data:text/html,hi") == "" and R.link_url("http://a.example/x") != ""


def test_a_quote_cut_for_a_table_says_so() -> None:
    from nlp.display import clip_quote

    said = "The referee saw it live, and then somebody in a room fifty miles away decides he knows better."
    assert clip_quote(said, 200) == said
    cut = clip_quote(said, 40)
    assert cut.endswith("…") and len(cut) <= 40 and said.startswith(cut[:-1])
    assert cut == "The referee saw it live, and then…"


def test_fixtures_are_pairings_on_match_days() -> None:
    def rows(*items: tuple[str, str | None, str]) -> pd.DataFrame:
        return pd.DataFrame(
            [{"match": m, "incident": i, "date": pd.Timestamp(d)} for m, i, d in items]
        )

    # "City v United" fits two pairings played the same weekend.
    both = rows(
        (
            "Leicester City v Carlisle United",
            "2025-09-13 Leicester City v Carlisle United, penalty, 30'",
            "2025-09-13",
        ),
        ("Manchester City v Manchester United", None, "2025-09-14"),
    )
    with pytest.raises(ValueError, match="fits 2 matches: 2025-09-13 Leicester City v Carlisle"):
        targets._one_fixture(both, "City v United", 4)
    # A column ten days later about the same incident is the same fixture.
    later = rows(
        (
            "Ravensmoor United v Harbourside Athletic",
            "2025-10-18 Ravensmoor United v Harbourside Athletic, red-card, 12'",
            "2025-10-18",
        ),
        (
            "Harbourside Athletic v Ravensmoor United",
            "2025-10-18 Ravensmoor United v Harbourside Athletic, red-card, 12'",
            "2025-10-28",
        ),
        ("Ravensmoor United v Harbourside Athletic", None, "2025-10-29"),
    )
    targets._one_fixture(later, "Ravensmoor v Harbourside", 4)


def test_reactions_refuse_what_they_cannot_answer(gold_db: Path) -> None:
    db = ("--db", str(gold_db))
    code, output = _run("reactions", "--match", "Nowhere v Somewhere", *db)
    assert code == 2 and "no quotes about VAR from a match that fits" in output
    # Usage mistakes exit 2, as a bad date does; a run that finds nothing exits 1.
    code, output = _run("reactions", "--date", "2025-08-23", *db)
    assert code == 2 and "give --match too" in output
    code, output = _run("reactions", "offside, 78", "--match", "Harbourside v Ravensmoor", *db)
    assert code == 2 and "not both" in output


def test_commands_refuse_a_mistyped_database_or_format(gold_db: Path, tmp_path: Path) -> None:
    typo = tmp_path / "vareometer.db"
    code, output = _run("analyse", "--db", str(typo))
    assert code == 2 and "no database at" in output and not typo.exists()
    code, output = _run("digest", "--db", str(gold_db), "-f", "pdf")
    assert code == 2 and "--format must be md or html" in output
    # export's --format and --out are checked by the command too: they exited 1.
    code, output = _run("export", "--db", str(gold_db), "-f", "xml", "-o", str(tmp_path))
    assert code == 2 and "unknown export format 'xml'" in output
    a_file = tmp_path / "taken.csv"
    a_file.write_text("x\n")
    code, output = _run("export", "--db", str(gold_db), "-o", str(a_file))
    assert code == 2 and "is a file" in output


def test_the_season_chart_is_a_png_and_draws_without_warnings(
    gold_db: Path, frame: pd.DataFrame, tmp_path: Path
) -> None:
    import warnings

    code, output = _run("season", "--db", str(gold_db), "--chart", str(tmp_path / "c.jpg"))
    assert code == 2 and "give a path ending in .png" in output
    assert not (tmp_path / "c.jpg").exists()
    stored, _ = R.load_frame(gold_db)
    # Ten articles: too few reactions for any speaker or club line in the third panel.
    early = stored[stored["article_id"].isin(sorted(stored["article_id"].unique())[:10])]
    for part in (stored, early):
        with warnings.catch_warnings():
            warnings.simplefilter("error")  # matplotlib's "No artists with labels" among them
            data = R.season_chart(part, tmp_path / "c.png")
        assert data.startswith(b"\x89PNG") and (tmp_path / "c.png").read_bytes() == data


def test_quotes_says_when_an_article_has_none(tmp_path: Path) -> None:
    page = tmp_path / "r.txt"
    page.write_text("Harbourside beat Ravensmoor 2-1. Nobody spoke to the press after it.\n")
    code, output = _run("quotes", str(page), "--no-stance")
    assert code == 0 and "no quotes in" in output and "speaker" not in output


def test_reactions_json_gives_days_not_midnights(gold_db: Path) -> None:
    code, output = _run("reactions", "offside, 78", "--db", str(gold_db), "-f", "json")
    assert code == 0
    days = [r["date"] for r in json.loads(output)["reactions"]]
    assert days and all(len(d) == 10 and d.startswith("2025-") for d in days)
    code, output = _run("reactions", "--db", str(gold_db), "-f", "json")
    assert code == 0 and all(len(r["date"]) == 10 for r in json.loads(output))


def test_cli_season_digest_and_report(gold_db: Path, tmp_path: Path) -> None:
    csv_path = tmp_path / "roles.csv"
    code, output = _run("season", "--by", "role", "--db", str(gold_db), "--csv", str(csv_path))
    assert code == 0 and "manager" in output
    assert set(pd.read_csv(csv_path)["role"]) >= {"manager", "pundit"}
    code, output = _run(
        "digest", "--club", "Harbourside", "--stance", "negative", "--db", str(gold_db)
    )
    assert code == 0 and output.startswith("# VAR quote digest") and "▼ NEGATIVE" in output
    assert "▲ POSITIVE" not in output
    # the format follows an --out file's name unless --format says otherwise (it wrote
    # Markdown into page.html)
    for name, head in (("page.html", "<!DOCTYPE html>"), ("page.md", "# VAR quote digest")):
        code, output = _run("digest", "--db", str(gold_db), "--out", str(tmp_path / name))
        assert code == 0 and (tmp_path / name).read_text(encoding="utf-8").startswith(head)
    code, _ = _run("digest", "-f", "md", "--db", str(gold_db), "--out", str(tmp_path / "x.html"))
    assert (tmp_path / "x.html").read_text(encoding="utf-8").startswith("# VAR quote digest")
    code, output = _run("report", "--db", str(gold_db), "--out", str(tmp_path / "out"))
    assert code == 0, output
    for name in ("digest.html", "digest.md", "season.html", "season.png", "season.csv"):
        assert (tmp_path / "out" / name).stat().st_size > 0
        assert name in output
    code, output = _run("season", "--db", str(tmp_path / "nope.db"))
    assert code == 2 and "no database" in output


@pytest.mark.parametrize("day", ["2025-13-01", "2025-02-30", "01/09/2025", "nonsense"])
def test_a_date_filter_that_is_not_a_day_is_refused(
    gold_db: Path, frame: pd.DataFrame, day: str
) -> None:
    # "01/09/2025" once selected from 9 January; the others silently selected nothing.
    for args in (
        ("season", "--from", day),
        ("season", "--to", day),
        ("digest", "--since", day),
        ("digest", "--until", day),
        ("reactions", "--match", "Harbourside v Ravensmoor", "--date", day),
    ):
        code, output = _run(*args, "--db", str(gold_db))
        assert code == 2 and "is not a day: use YYYY-MM-DD" in output, (args, output)
    with pytest.raises(ValueError, match="is not a day"):
        R.season(frame, start=day)
    with pytest.raises(ValueError, match="is not a day"):
        R.digest_quotes(frame, until=day)
    assert len(R.season(frame, start="2025-08-01", end="2026-06-30")) > 0


def test_cli_help_has_examples() -> None:
    for command in ("reactions", "season", "digest", "report"):
        code, output = _run(command, "--help")
        assert code == 0 and "Examples:" in output, command
        examples = [
            line for line in output.splitlines() if line.strip().startswith(f"varometer {command}")
        ]
        assert len(examples) >= 2, (command, output)
        # Reports read a database `make demo` wrote; an example without one fails as written.
        assert all("--db " in line for line in examples), (command, examples)


def test_help_examples_name_files_that_exist() -> None:
    import re

    from typer.testing import CliRunner

    from cli import app

    root = Path(__file__).resolve().parents[1]
    commands = [c.name or c.callback.__name__ for c in app.registered_commands]
    assert {"quotes", "speakers", "evaluate"} <= set(commands)
    for command in [None, *commands]:
        # Wide enough that rich does not wrap a path in two.
        result = CliRunner().invoke(
            app, [*([command] if command else []), "--help"], env={"COLUMNS": "400"}
        )
        assert result.exit_code == 0, command
        for path in re.findall(r"corpora/[\w./-]+", result.output):
            assert (root / path.rstrip(".")).exists(), (command, path)
        # An option's value is named for what it is (FILE, YYYY-MM-DD, md|html), not by typer's
        # type ("<str>"); a flag takes no value, so none shows after it (typer's own options
        # aside). Arguments keep typer's type beside their name.
        typers = ("--help", "--install-completion", "--show-completion")
        typed = [
            line
            for line in result.output.splitlines()
            if re.match(r"\W*-", line) and re.search(r"<[\w\[\] ]+>", line)
        ]
        assert all(any(o in line for o in typers) for line in typed), (command, typed)


def test_size_limits_are_checked_and_reach_every_command_that_reads_files(
    tmp_path: Path,
) -> None:
    article = DEMO / "articles" / "ds-001.md"
    for bad in ("0", "-1", "nan", "inf"):
        code, output = _run(
            "ingest", str(article), "--db", str(tmp_path / "v.db"), "--max-size", bad
        )
        assert code == 2 and "is not a size" in output, (bad, output)
    for command in ("quotes", "speakers"):
        code, output = _run(command, str(article), "--max-size", "0.001", "--text-column", "body")
        assert code == 2 and "file too large" in output, (command, output)


def test_evaluate_lists_stance_errors_and_every_unmatched_prediction() -> None:
    from nlp.evaluate import score
    from nlp.gold import GoldQuote

    text = "\"VAR got it wrong, and the ref told me 'no way' twice,\" said Frew."
    words = text[1 : text.index('," said')]
    gold = GoldQuote(
        "a", words, 1, 1 + len(words), "Declan Frew", "manager", None, True, "negative"
    )
    inner = text.index("no way")
    preds = [
        Quote(
            words, 1, 1 + len(words), "Declan Frew", "manager", about_var=True, stance="positive"
        ),
        Quote("no way", inner, inner + 6, "Declan Frew", "manager"),  # inside the gold quote
    ]
    errors = score({"a": text}, [gold], {"a": preds}).errors
    assert {"article_id": "a", "spurious": "no way"} in errors
    assert [e["predicted_stance"] for e in errors if "predicted_stance" in e] == [
        [True, "positive"]
    ]


def test_evaluate_lists_a_wrong_club_with_both_clubs() -> None:
    from nlp.evaluate import score
    from nlp.gold import GoldQuote

    text = '"We were robbed," said Frew.'
    words = text[1 : text.index(',"')]
    gold = GoldQuote("a", words, 1, 1 + len(words), "Declan Frew", "manager", "Kelso", None, None)
    pred = Quote(words, 1, 1 + len(words), "Declan Frew", "manager", club="Harbourside")
    scores = score({"a": text}, [gold], {"a": [pred]})
    assert scores.speaker_accuracy == scores.role_accuracy == 1.0
    assert scores.club_accuracy == 0.0
    assert [(e["gold"], e["predicted"]) for e in scores.errors] == [
        (["Declan Frew", "manager", "Kelso"], ["Declan Frew", "manager", "Harbourside"])
    ]


def test_evaluate_compares_clubs_as_the_registers_clubs() -> None:
    from nlp.evaluate import same_club

    assert same_club("Bournemouth", "AFC Bournemouth")  # one club's short and full names
    assert same_club("Spurs", "Tottenham Hotspur")
    assert same_club(None, "")
    assert not same_club("Arsenal", None)
    assert not same_club("United", "Manchester United")  # several clubs are "United"
    assert not same_club("England", "England Women")


def test_evaluate_compares_bodies_as_the_registers_bodies() -> None:
    from nlp.evaluate import same_speaker

    assert same_speaker("French Football Federation", "FFF")  # one body's two names
    assert same_speaker("Scottish Football Association", "Scottish FA")
    assert not same_speaker("FFF", "FIFA")
    assert not same_speaker("Mark Webb", "Howard Webb")  # people compare by name only


def test_evaluate_json_stays_parseable_with_errors(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from cli import app

    # One article's gold, with one quote's speaker changed so that there is an error.
    rows = [r for r in map(json.loads, (DEMO / "gold.jsonl").open()) if r["article_id"] == "ds-001"]
    rows[0]["speaker"] = "Nobody Atall"
    (tmp_path / "articles").mkdir()
    (tmp_path / "articles" / "ds-001.md").write_bytes(
        (DEMO / "articles" / "ds-001.md").read_bytes()
    )
    gold = tmp_path / "gold.jsonl"
    gold.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    args = ["evaluate", "--gold", str(gold), "--no-stance", "--register", str(DEMO), "--json"]
    result = CliRunner().invoke(app, [*args, "--errors", "5"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["gold"] == len(rows)  # the errors used to follow it here
    assert "Nobody Atall" in result.stderr
    result = CliRunner().invoke(app, [*args, "--errors", "-1"])
    assert result.exit_code == 2  # a negative count is refused


@pytest.mark.parametrize(
    "args",
    [
        ["evaluate", "--gold", "{tmp}/missing.jsonl"],
        ["evaluate", "--gold", "{tmp}"],
        ["digest", "--out", "{tmp}", "--db", "{tmp}/v.db"],
        ["season", "--csv", "{tmp}", "--db", "{tmp}/v.db"],
        ["season", "--html", "{tmp}", "--db", "{tmp}/v.db"],
    ],
)
def test_a_missing_input_or_a_folder_for_an_output_file_is_a_usage_mistake(
    tmp_path: Path, args: list[str]
) -> None:
    """Exit 2 with the option named, before any work, not an OS error (exit 1) at the end."""
    from typer.testing import CliRunner

    from cli import app

    result = CliRunner().invoke(app, [a.format(tmp=tmp_path) for a in args])
    assert result.exit_code == 2, result.output
    assert f"'{args[1]}'" in result.output
    assert "Errno" not in result.output
    assert not (tmp_path / "v.db").exists()


def test_an_interrupt_promises_a_resume_only_where_there_is_one(capsys) -> None:  # noqa: ANN001
    import typer

    from nlp.cli.exits import friendly

    def interrupted() -> None:
        raise KeyboardInterrupt

    for name, resumes in (("analyse", True), ("report", False), ("train_stance", False)):
        interrupted.__name__ = name
        with pytest.raises(typer.Exit):
            friendly(interrupted)()
        said = capsys.readouterr().err
        assert said.startswith("interrupted") and ("run again to resume" in said) is resumes


@pytest.mark.parametrize(
    "write", ["print('x' * 1000, flush=True)", "out.print(Table(*'abc'))", "out.print('x' * 900)"]
)
def test_a_reader_that_stops_reading_ends_the_command_quietly(write: str) -> None:
    """`varometer ... | head` closes the pipe: no error line, the shell's code for it, for
    plain writes and rich's tables alike."""
    import subprocess
    import sys

    script = (
        "import sys; sys.path.insert(0, '.');"
        "from rich.table import Table\n"
        "from nlp.cli.console import out\n"
        "from nlp.cli.exits import friendly\n"
        "def flood():\n"
        f"    while True: {write}\n"
        "try:\n"
        "    friendly(flood)()\n"
        "except Exception as exc:\n"  # typer.Exit, as the app turns it into a status
        "    sys.exit(exc.exit_code)"
    )
    proc = subprocess.Popen(
        [sys.executable, "-c", script],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=Path(__file__).resolve().parents[1],
    )
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.read(10)
    proc.stdout.close()
    said = proc.stderr.read().decode()
    assert proc.wait(timeout=60) == 141 and said == "", said


def test_evaluate_names_a_bad_gold_row_and_an_unknown_split(tmp_path: Path) -> None:
    from nlp.gold import load_gold

    bad = tmp_path / "gold.jsonl"
    bad.write_text('{"article_id": "a", "text": "x", "start": 0, "end": 1}\n', encoding="utf-8")
    with pytest.raises(ValueError, match=r"line 1: not a gold quote \(missing field\(s\): speaker"):
        load_gold(bad)
    bad.write_text("[1, 2]\n", encoding="utf-8")
    with pytest.raises(ValueError, match="line 1: not a gold quote"):
        load_gold(bad)
    gold = DEMO / "gold.jsonl"
    with pytest.raises(ValueError, match=r"no quotes in split 'train' \(its splits: dev, test\)"):
        load_gold(gold, "train")
    assert {g.split for g in load_gold(gold, "test")} == {"test"}
    # However deep the path (CI clones into a longer one than ours), the error stays one line.
    deep = tmp_path / ("a-long-folder-name-" * 6) / "gold.jsonl"
    deep.parent.mkdir()
    deep.write_bytes(gold.read_bytes())
    code, output = _run("evaluate", "--gold", str(deep), "--split", "train", "--no-stance")
    assert code == 2 and "no quotes in split 'train'" in output  # a usage mistake
    assert output.count("\n") == 1, output


# --- without stances: analysed while the stance model was missing ----------------------------


def _gold_speakers(frame: pd.DataFrame, incident: str) -> set[str]:
    var = _var(frame)
    return set(var.loc[var["incident"] == incident, "speaker"])


def test_reports_without_stance(nostance_db: Path, frame: pd.DataFrame, tmp_path: Path) -> None:
    loaded, _ = R.load_frame(nostance_db)
    assert loaded["stance"].isna().all() and loaded["about_var"].isna().all()
    assert not R.has_stances(loaded)
    # Nothing to count ...
    assert R.season(loaded).empty and R.season(loaded, by="role").empty
    # ... but incidents, reactions and the digest still show who spoke, marked "no stance":
    # quotes in articles that mention VAR stand in for the quotes about VAR.
    assert len(R.incidents_in(loaded)) >= 12
    reacted = R.reactions(loaded, incident="offside, 78'")
    assert _gold_speakers(frame, "INC01") <= set(reacted["speaker"])
    assert reacted["stance"].isna().all() and reacted["stance_score"].isna().all()
    assert reacted["key_quote"].str.len().gt(0).all()
    line = R.balance(reacted).text
    assert "with no stance" in line and "negative" not in line and "positive" not in line
    png = R.season_chart(loaded, tmp_path / "season.png")
    assert png.startswith(b"\x89PNG") and (tmp_path / "season.png").read_bytes() == png
    page = R.season_html(loaded, tmp_path / "season.html")
    _assert_self_contained(page, set())
    assert R.NO_STANCE_NOTE in page and 'alt="No chart' in page
    assert "<table" in page  # the incidents table; the empty counts say so in words
    assert "no reactions with a stance to count" in page
    text = R.digest(loaded, club="Harbourside")
    assert "**NO STANCE**" in text and "▼" not in text and "▲" not in text
    assert "analysed without the stance model" in text
    page = R.digest(loaded, fmt="html")
    _assert_self_contained(page, set(loaded["url"]))
    assert '<span class="badge nostance">' in page and 'class="card nostance"' in page
    assert 'class="badge negative"' not in page


def test_cli_without_stance(nostance_db: Path, tmp_path: Path) -> None:
    db = str(nostance_db)
    code, output = _run("reactions", "--db", db)
    assert code == 0 and "offside" in output, output
    for fmt in ("table", "md", "json"):
        code, output = _run("reactions", "offside, 78", "--db", db, "--format", fmt)
        assert code == 0, output
        assert ("no stance" in output) if fmt != "json" else '"stance": null' in output
    code, output = _run("reactions", "ds-004", "--db", db, "--format", "md")
    assert code == 0 and "no stance" in output, output
    code, output = _run(
        "season",
        "--db",
        db,
        "--csv",
        str(tmp_path / "s.csv"),
        "--chart",
        str(tmp_path / "s.png"),
        "--html",
        str(tmp_path / "s.html"),
    )
    assert code == 0 and "no reactions on VAR with a stance" in output, output
    assert "stance model" in output  # the note says why
    assert "Stance toward VAR by" not in output  # no empty table above the reason
    for by in ("role", "club", "speaker"):
        code, output = _run("season", "--by", by, "--db", db)
        assert code == 0, output
    code, output = _run("digest", "--db", db, "--club", "Harbourside")
    assert code == 0 and "NO STANCE" in output, output
    code, output = _run("digest", "--db", db, "--format", "html", "-o", str(tmp_path / "d.html"))
    assert code == 0 and "no stance" in (tmp_path / "d.html").read_text(encoding="utf-8")
    code, output = _run("report", "--db", db, "--out", str(tmp_path / "out"))
    assert code == 0, output
    for name in ("digest.html", "digest.md", "season.html", "season.png", "season.csv"):
        assert (tmp_path / "out" / name).stat().st_size > 0


# --- on the model's output: spaCy extraction and the stance model ----------------------------
# Stances are checked against gold on the gold-fed path above; on the model's output the
# speakers of each incident must be the gold ones, and the season's written-in trends must
# point the right way. Slow (analyses the whole demo season) and skipped until
# models/stance/ holds the trained weights. VAROMETER_DEMO_DB=out/demo.db reuses the
# database `make demo` wrote instead of analysing again.

STANCE_WEIGHTS = ROOT / "models" / "stance" / "heads.safetensors"
# Micro-averaged over the 14 gold incidents. Provisional: set from the extraction without
# the stance model (every quote of an article that mentions VAR: precision 0.63, recall
# 0.76); the stance model's about-VAR filter should raise precision.
MIN_SPEAKER_PRECISION = 0.6
MIN_SPEAKER_RECALL = 0.65


@pytest.fixture(scope="module")
def model_frame(tmp_path_factory: pytest.TempPathFactory) -> tuple[pd.DataFrame, I.Grouping]:
    import os

    if not STANCE_WEIGHTS.exists():
        pytest.skip("no stance model in models/stance/ yet")
    given = os.environ.get("VAROMETER_DEMO_DB")
    if given:
        db = Path(given)
    else:
        from nlp.analyse import AnalyseOptions, analyse
        from nlp.store import Store

        db = tmp_path_factory.mktemp("model") / "demo.db"
        with Store(db) as store:
            analyse(store, [str(DEMO / "articles")], AnalyseOptions(register_paths=[str(DEMO)]))
    loaded, grouping = R.load_frame(db, [str(DEMO)])
    if not R.has_stances(loaded):
        pytest.skip(f"{db} was analysed without the stance model")
    return loaded, grouping


@pytest.mark.slow
def test_model_reactions_name_the_gold_speakers(
    model_frame: tuple[pd.DataFrame, I.Grouping], frame: pd.DataFrame
) -> None:
    loaded, grouping = model_frame
    mapping = I.evaluate(grouping, frame)["mapping"]  # detected key -> gold incident
    tp = fp = fn = 0
    misses = {}
    for incident in sorted(_var(frame)["incident"].dropna().unique()):
        expected = _gold_speakers(frame, incident)
        got: set[str] = set()
        for key in (k for k, g in mapping.items() if g == incident):
            if key in set(loaded["incident"]):
                got |= set(R.reactions(loaded, incident=key)["speaker"])
        tp, fp, fn = tp + len(expected & got), fp + len(got - expected), fn + len(expected - got)
        misses[incident] = (sorted(expected - got), sorted(got - expected))
    precision, recall = tp / max(tp + fp, 1), tp / max(tp + fn, 1)
    assert precision >= MIN_SPEAKER_PRECISION and recall >= MIN_SPEAKER_RECALL, (
        precision,
        recall,
        misses,
    )


@pytest.mark.slow
def test_model_season_trends_point_the_written_way(
    model_frame: tuple[pd.DataFrame, I.Grouping],
) -> None:
    loaded, _ = model_frame
    # 1. Bellandi turns against VAR between the autumn and midwinter.
    early = _pooled_net(loaded, "speaker", "Marco Bellandi", "2025-08", "2025-10")
    late = _pooled_net(loaded, "speaker", "Marco Bellandi", "2025-12", "2026-02")
    assert late < early and late < 0, (early, late)
    # 5. Eastmere come round to it after decisions go their way.
    before = _pooled_net(loaded, "club", "Eastmere Town", "2025-08", "2025-12")
    after = _pooled_net(loaded, "club", "Eastmere Town", "2026-01", "2026-05")
    assert after > before, (before, after)


@pytest.mark.slow
def test_model_season_fans_grow_more_negative_in_spring(  # the first stance model alone fails it
    model_frame: tuple[pd.DataFrame, I.Grouping],
) -> None:
    loaded, _ = model_frame
    # 4. Fans grow more negative in spring.
    autumn = _pooled_net(loaded, "role", "fan", "2025-08", "2026-02")
    spring = _pooled_net(loaded, "role", "fan", "2026-03", "2026-05")
    assert spring < autumn, (autumn, spring)


def _luminance(hex_colour: str) -> float:
    digits = hex_colour.lstrip("#")
    digits = "".join(c * 2 for c in digits) if len(digits) == 3 else digits
    channels = [int(digits[i : i + 2], 16) / 255 for i in (0, 2, 4)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def _contrast(a: str, b: str) -> float:
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_report_colours_have_enough_contrast() -> None:
    """WCAG AA (4.5:1) for every text colour on the background it is set on."""
    css = (R.TEMPLATES / "style.css").read_text(encoding="utf-8")
    var = dict(re.findall(r"--([\w-]+):\s*(#[0-9a-fA-F]{6})", css))
    pairs = [
        (var["ink"], var["paper"]),
        (var["ink"], var["wash"]),
        (var["muted"], var["paper"]),
        (var["muted"], var["wash"]),
        (var["accent"], var["paper"]),
        (var["neg-ink"], var["neg-bg"]),
        (var["neu-ink"], var["neu-bg"]),
        (var["pos-ink"], var["pos-bg"]),
    ]
    hex_ = r"(#[0-9a-fA-F]{6}|#[0-9a-fA-F]{3})\b"
    header = re.search(r"header\.page \{[^}]*background: " + hex_ + "; color: " + hex_, css)
    subtitle = re.search(r"header\.page p \{[^}]*color: " + hex_, css)
    notice = re.search(r"\.notice \{[^}]*background: " + hex_ + ";[^}]*color: " + hex_, css)
    assert header and subtitle and notice
    pairs += [
        (header.group(2), header.group(1)),
        (subtitle.group(1), header.group(1)),
        (notice.group(2), notice.group(1)),
    ]
    for fg, bg in pairs:
        assert _contrast(fg, bg) >= 4.5, (fg, bg, round(_contrast(fg, bg), 2))


def test_filters_on_a_period_with_no_quotes_give_an_empty_report(frame: pd.DataFrame) -> None:
    # A week with nothing new: the club, speaker and competition filters then run on an
    # empty frame, where a mask built with .map() is read as a list of column names.
    later = "2030-01-01"
    assert R.digest_quotes(frame, since=later, club="Harbourside").empty
    assert R.digest_quotes(frame, since=later, speaker="Bellandi").empty
    assert "No quotes about VAR" in R.digest(frame, since=later, club="Harbourside")
    competition = frame["competition"].dropna().iloc[0]
    table = R.season(frame, start=later, by="club", competition=competition)
    assert table.empty and "club" in table.columns


def test_report_option_values_out_of_range_exit_2_before_reading(tmp_path: Path) -> None:
    # The README: every command exits 2 on a bad option value. --by, --role, --stance and a
    # reversed period were found inside the report code and exited 1, after the frame was read.
    db = ("--db", str(tmp_path / "missing.db"))  # checked before the database is opened
    for args, said in (
        (("season", "--by", "weekday"), "--by must be one of"),
        (("season", "--from", "2025-12-01", "--to", "2025-01-01"), "after it ends"),
        (("digest", "--role", "coach"), "--role must be one of"),
        (("digest", "--stance", "angry"), "--stance must be one of"),
        (("digest", "--since", "2025-12-01", "--until", "2025-01-01"), "after it ends"),
    ):
        code, output = _run(*args, *db)
        assert code == 2 and said in output, (args, code, output)
    code, output = _run("digest", "--role", "Pundit", *db)  # any case still does
    assert code == 2 and "no database" in output


def test_usage_lines_name_each_argument_once() -> None:
    # typer wraps an argument's metavar in its own brackets and "...": a metavar that already
    # had them printed "[[PATH]...]...", "{PATH...}..." and "[[TARGET]]".
    from typer.testing import CliRunner

    from cli import app

    for command in ("ingest", "analyse", "quotes", "speakers", "reactions"):
        result = CliRunner().invoke(app, [command, "--help"], env={"COLUMNS": "200"})
        (usage,) = [line for line in result.output.splitlines() if "Usage:" in line]
        assert "[[" not in usage and "{PATH...}" not in usage, usage
        assert re.search(r"(\{PATH\}\.\.\.|\[PATH\]\.\.\.|\[TARGET\])\s*$", usage), usage


def test_the_chart_alt_text_counts_one_reaction_in_the_singular(frame: pd.DataFrame) -> None:
    one = _var(frame).iloc[[0]]
    alt = R.chart_alt_text(one)
    # was "(-1.00, 1 reactions)" for the month of one reaction
    assert "1 reaction)" in alt and "1 reactions" not in alt


def test_an_old_grievance_inside_a_quote_does_not_carry_over_to_the_quotes_after_it(
    gold: tuple[pd.DataFrame, I.Grouping],
) -> None:
    # ds-040, the February penalty: Bellandi's "In January at Drover's Lane it took away a
    # goal" is the January incident's, but the quotes before and after it in the report (his
    # "Today the screen was kind to us", Ashworth's "It's ball to hand") were filed under
    # January too, so the February reactions lacked both managers' match-day words.
    frame, _ = gold
    rows = frame[frame["article_id"] == "ds-040"].set_index("start")
    assert rows.loc[983, "incident_key"] == rows.loc[905, "incident_key"]  # the match's
    assert rows.loc[1303, "incident_key"] == rows.loc[905, "incident_key"]
    assert rows.loc[1056, "incident_key"] != rows.loc[905, "incident_key"]  # January's


@pytest.mark.parametrize(
    "target", ["offside 78", "offside 78th minute", "Harbourside offside 78", "OFFSIDE, 78"]
)
def test_an_incident_is_found_by_its_words_in_any_order_and_punctuation(
    frame: pd.DataFrame, target: str
) -> None:
    # only "offside, 78" (its key's own punctuation) found it; the rest exited with an error
    labelled = frame.assign(incident=frame["incident_key"])
    assert "offside, 78'" in R.resolve_incident(labelled, target)


def test_an_ambiguous_incident_names_a_few_and_says_how_to_choose(frame: pd.DataFrame) -> None:
    labelled = frame.assign(incident=frame["incident_key"])
    with pytest.raises(ValueError, match=r"matches \d+ incidents: .*give more of one"):
        R.resolve_incident(labelled, "2025")


def test_the_apps_own_flags_work_after_the_command_too(
    gold_db: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from cli import app, globals_first

    assert globals_first(["season", "-q", "--db", "x"]) == ["-q", "season", "--db", "x"]
    assert globals_first(["quotes", "--", "-q"]) == ["quotes", "--", "-q"]  # a file named -q
    # was "No such option: -q" (exit 2)
    monkeypatch.setattr(
        sys, "argv", ["varometer", "season", "--by", "role", "-q", "--db", str(gold_db)]
    )
    app(standalone_mode=False)
    assert "Stance toward VAR by role" in capsys.readouterr().out


def test_reactions_and_the_incident_list_count_the_same_quotes(frame: pd.DataFrame) -> None:
    # the list counted quotes nobody is named for, the table dropped them without a word
    listing = R.incidents_in(frame)
    for row in listing.itertuples(index=False):
        found = R.reactions(frame, incident=row.incident)
        assert int(found["quotes"].sum()) + found.attrs[R.UNATTRIBUTED] == row.quotes


def test_a_bare_number_in_a_target_is_a_minute_not_the_date(frame: pd.DataFrame) -> None:
    labelled = frame.assign(incident=frame["incident_key"])
    # "offside 23" picked the 78th-minute offside of 2025-08-23
    with pytest.raises(ValueError, match="no incident matches"):
        R.resolve_incident(labelled, "offside 23")


def test_a_target_in_a_database_without_incidents_says_there_are_none(
    frame: pd.DataFrame,
) -> None:
    empty = frame.assign(incident=None).iloc[:0]
    with pytest.raises(R.SelectionError, match="no VAR incident has been found in this database"):
        R.resolve_incident(empty, "offside")


def test_text_column_help_names_every_field_read() -> None:
    from nlp.ingest.constants import TEXT_FIELDS

    code, output = _run("ingest", "--help")
    assert code == 0
    flat = " ".join(output.replace("│", " ").split())
    assert all(field in flat for field in TEXT_FIELDS), flat


@pytest.mark.parametrize("command", ["ingest", "analyse"])
def test_a_first_run_that_stores_nothing_leaves_no_database(tmp_path: Path, command: str) -> None:
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "empty.txt").write_text("")
    db = tmp_path / "new.db"
    args = [command, str(tmp_path / "in"), "--db", str(db)]
    code, output = _run(*(args + (["--no-stance"] if command == "analyse" else [])))
    assert code == 2 and "empty file" in output
    assert not db.exists() and not list(tmp_path.glob("new.db*"))
    # a database that was there stays, whatever the run found
    (tmp_path / "in" / "ok.txt").write_text(
        'Dale Finch was furious. "VAR is a joke," he said after the game at the Quayside. '
        "The late penalty decided a match his side had controlled for an hour."
    )
    assert _run("ingest", str(tmp_path / "in" / "ok.txt"), "--db", str(db))[0] == 0
    code, _ = _run(*(args + (["--no-stance"] if command == "analyse" else [])))
    assert db.exists()


def test_a_database_another_run_wrote_to_is_never_removed(tmp_path: Path) -> None:
    from nlp.outputs import remove_database

    db = tmp_path / "shared.db"
    text = tmp_path / "ok.txt"
    text.write_text(
        'Dale Finch was furious. "VAR is a joke," he said after the game at the Quayside. '
        "The late penalty decided a match his side had controlled for an hour."
    )
    assert _run("ingest", str(text), "--db", str(db))[0] == 0
    remove_database(str(db))  # as a failed run that started before the file existed would
    assert db.exists()
