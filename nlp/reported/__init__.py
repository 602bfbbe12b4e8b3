"""Reported speech: indirect and mixed quotes (issue 48).

Direct quotes are found from their marks (:mod:`nlp.quotes`); reported speech is found from
the parse (:mod:`nlp.reported.detect`): a reporting cue ("said", "insisted", "believes",
"according to", "his view that"), a source who can speak, and a content clause. A content
holding a quoted fragment that is not itself a direct quote ('branded the review "a
farce"' where the marks read as a term) is ``mixed``; everything else ``indirect``. Every
quote the pipeline returns has a ``kind``: ``direct``, ``indirect`` or ``mixed``.

The package, one job per module (each imports only those before it):

``cues``       the lexicon: reporting verbs and nouns, hedges, denials
``content``    a cue's content in the parse (clause, infinitive, ...)
``mention``    a cue's source in the parse, and who can be one
``record``     one found report, and what makes a cue report speech
``phrases``    reporting nouns and set phrases ("his view that", "was adamant that")
``detect``     verbs and "according to", and the scan over a Doc
``source``     the source resolved through the sieve's helpers
``stance``     the stance model's input for a reported quote
``component``  the ``varometer_reported`` spaCy component

The one switch is :data:`nlp.config.REPORTED_SPEECH`, off by default; ``analyse
--reported`` turns it on for one run.
"""
