"""Reported speech: indirect and mixed quotes (issue 48).

Direct quotes are found from their marks (:mod:`nlp.quotes`); reported speech is found from
the parse (:mod:`nlp.reported.detect`): a reporting cue ("said", "insisted", "believes",
"according to", "his view that"), a source who can speak, and a content clause. A content
holding a quoted fragment that is not itself a direct quote ('branded the review "a
farce"' where the marks read as a term) is ``mixed``; everything else ``indirect``. Every
quote the pipeline returns has a ``kind``: ``direct``, ``indirect`` or ``mixed``.

* :mod:`nlp.reported.cues` -- the lexicon: reporting verbs and nouns, hedges, denials;
* :mod:`nlp.reported.detect` -- the cues, and what makes one reported speech;
* :mod:`nlp.reported.content` -- a cue's content in the parse (clause, infinitive, ...);
* :mod:`nlp.reported.mention` -- a cue's source in the parse, and who can be one;
* :mod:`nlp.reported.source` -- the source resolved through the sieve's helpers;
* :mod:`nlp.reported.component` -- the ``varometer_reported`` spaCy component;
* :mod:`nlp.reported.stance` -- the stance model's input for a reported quote.

The one switch is :data:`nlp.config.REPORTED_SPEECH`.
"""
