"""The database's schema: the migrations that build it, one version each.

Kept apart from the code that opens the file because it is data that only ever grows: a
released entry is never edited, so this module changes only when a version is appended.
"""

from __future__ import annotations

from collections.abc import Iterable

# Each entry upgrades the schema by one version; never edit a released entry, append one.
MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE runs (
        id INTEGER PRIMARY KEY,
        command TEXT NOT NULL,
        args TEXT NOT NULL DEFAULT '{}',
        started_at TEXT NOT NULL,
        finished_at TEXT,
        status TEXT NOT NULL DEFAULT 'running',
        stats TEXT NOT NULL DEFAULT '{}'
    );
    CREATE TABLE articles (
        id TEXT PRIMARY KEY,
        content_hash TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL DEFAULT '',
        source TEXT NOT NULL DEFAULT '',
        url TEXT NOT NULL DEFAULT '',
        published TEXT,
        text TEXT NOT NULL,
        meta TEXT NOT NULL DEFAULT '{}',
        path TEXT NOT NULL DEFAULT '',
        ingested_at TEXT NOT NULL,
        run_id INTEGER REFERENCES runs(id),
        analysed_at TEXT,
        analysis_version TEXT
    );
    CREATE INDEX articles_published ON articles(published);
    CREATE TABLE speakers (
        id INTEGER PRIMARY KEY,
        key TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        role TEXT,
        club TEXT
    );
    CREATE TABLE quotes (
        id INTEGER PRIMARY KEY,
        article_id TEXT NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
        idx INTEGER NOT NULL,
        text TEXT NOT NULL,
        start INTEGER NOT NULL,
        "end" INTEGER NOT NULL,
        speaker_id INTEGER REFERENCES speakers(id),
        speaker TEXT,
        role TEXT,
        club TEXT,
        cue TEXT,
        about_var INTEGER,
        stance TEXT,
        stance_score REAL,
        context TEXT NOT NULL DEFAULT '',
        UNIQUE (article_id, idx)
    );
    CREATE INDEX quotes_speaker ON quotes(speaker);
    CREATE TABLE skipped (
        id INTEGER PRIMARY KEY,
        run_id INTEGER REFERENCES runs(id),
        path TEXT NOT NULL,
        reason TEXT NOT NULL
    );
    """,
    # 2: every text seen under an article's id, so an edit is a text never seen before and
    # re-running a folder that holds two versions of one article changes nothing. Analyses
    # that 0.2.0 stored without the stance model (quotes with no about_var) get the mark
    # that makes the next run with the model fill their stances in. Runs record their
    # process, so a killed run's record can be told from one still going.
    """
    ALTER TABLE runs ADD COLUMN pid INTEGER;
    ALTER TABLE runs ADD COLUMN host TEXT;
    CREATE TABLE article_versions (
        article_id TEXT NOT NULL,
        content_hash TEXT NOT NULL,
        seen_at TEXT NOT NULL,
        PRIMARY KEY (article_id, content_hash)
    );
    INSERT INTO article_versions (article_id, content_hash, seen_at)
        SELECT id, content_hash, ingested_at FROM articles;
    UPDATE articles SET analysis_version = '0.2.0+no-stance'
        WHERE analysis_version = '0.2.0'
        AND EXISTS (SELECT 1 FROM quotes q WHERE q.article_id = articles.id AND q.about_var IS NULL);
    """,
    # A re-fetched HTML page is found by its canonical URL (Store._same_page), once per page
    # ingested: without an index that is a scan of every stored article.
    """
    CREATE INDEX articles_url ON articles(url);
    """,
    # 4: articles whose analysis failed (ran past ``--article-timeout``), by the analysis
    # version that failed, so later runs of that version skip them instead of stalling again.
    """
    CREATE TABLE failures (
        article_id TEXT PRIMARY KEY REFERENCES articles(id) ON DELETE CASCADE,
        analysis_version TEXT NOT NULL,
        reason TEXT NOT NULL,
        failed_at TEXT NOT NULL,
        run_id INTEGER REFERENCES runs(id)
    );
    """,
    # 5: which attribution rule gave each quote its speaker (nlp.sieve) and how the words
    # that named the speaker were resolved ("pronoun", "description"...). Null for quotes
    # analysed before: they are filled in when an article is analysed again.
    """
    ALTER TABLE quotes ADD COLUMN rule TEXT;
    ALTER TABLE quotes ADD COLUMN resolver TEXT;
    """,
    # 6: reported speech (nlp.reported). Every quote has a kind: "direct" (in marks; every
    # quote stored before), "indirect" or "mixed"; the source mention's words (any kind), and
    # for reported speech the offsets of the source and of the cue, and its frame
    # ("negated", "hedged"). The quote's own start/end are its content. Only columns are
    # added, nullable or with a default, so every stored row is kept as it was.
    """
    ALTER TABLE quotes ADD COLUMN kind TEXT NOT NULL DEFAULT 'direct';
    ALTER TABLE quotes ADD COLUMN source TEXT;
    ALTER TABLE quotes ADD COLUMN source_start INTEGER;
    ALTER TABLE quotes ADD COLUMN source_end INTEGER;
    ALTER TABLE quotes ADD COLUMN cue_start INTEGER;
    ALTER TABLE quotes ADD COLUMN cue_end INTEGER;
    ALTER TABLE quotes ADD COLUMN frame TEXT;
    CREATE INDEX quotes_kind ON quotes(kind);
    """,
)
SCHEMA_VERSION = len(MIGRATIONS)


def _split_sql(script: str) -> Iterable[str]:
    return (part.strip() for part in script.split(";") if part.strip())
