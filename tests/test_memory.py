"""Cross-article memory: what one stored article says of a speaker tells who they are in
another of the weeks around it that says nothing, derived from the stored quotes."""

from __future__ import annotations

from pathlib import Path

from nlp.analyse import AnalyseOptions, analyse
from nlp.store import Store

INTRODUCED = (
    "---\ntitle: Harbury beaten\npublished: 2024-01-10\n---\n"
    "Harbury Town lost 2-0 at home on Saturday.\n\n"
    '"The check took far too long and nobody explained it," said Harbury Town manager'
    " Piet Oosterkamp.\n"
)
BARE = (
    "---\ntitle: {title}\npublished: {day}\n---\n"
    "{title}: Harbury Town drew 1-1 away on Tuesday night after a goal was ruled out.\n\n"
    '"I have seen the lines and I still do not agree with them," Oosterkamp said.\n'
)


def _posts(store: Store) -> dict[str, tuple[str | None, str | None]]:
    return {
        a.id: next(((q.role, q.club) for q in store.quotes_for(a.id)), (None, None))
        for a in store.articles()
    }


def test_a_post_one_article_states_is_remembered_for_another(tmp_path: Path) -> None:
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "a.md").write_text(INTRODUCED, encoding="utf-8")
    (folder / "b.md").write_text(BARE.format(title="Harbury held", day="2024-01-24"), "utf-8")
    (folder / "c.md").write_text(BARE.format(title="Harbury again", day="2025-03-01"), "utf-8")
    with Store(tmp_path / "v.db") as store:
        analyse(store, [str(folder / "a.md")], AnalyseOptions(stance=False))
        analyse(store, [str(folder)], AnalyseOptions(stance=False))
        posts = {store.get_article(i).title: p for i, p in _posts(store).items()}
        assert posts["Harbury beaten"] == ("manager", "Harbury Town")
        assert posts["Harbury held"] == ("manager", "Harbury Town")  # two weeks later
        held = next(a.id for a in store.articles() if a.title == "Harbury held")
        assert store.quotes_for(held)[0].speaker == "Piet Oosterkamp"  # one person, one name
        assert posts["Harbury again"][0] == "other"  # over a year later: posts change


def test_memory_can_be_turned_off_and_needs_a_store(tmp_path: Path) -> None:
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "a.md").write_text(INTRODUCED, encoding="utf-8")
    (folder / "b.md").write_text(BARE.format(title="Harbury held", day="2024-01-24"), "utf-8")
    with Store(tmp_path / "v.db") as store:
        analyse(store, [str(folder / "a.md")], AnalyseOptions(stance=False))
        analyse(store, [str(folder / "b.md")], AnalyseOptions(stance=False, memory=False))
        posts = {store.get_article(i).title: p for i, p in _posts(store).items()}
        assert posts["Harbury held"][0] == "other"
