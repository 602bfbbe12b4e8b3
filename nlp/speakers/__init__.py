"""Speakers: who said each quote, as a canonical person or organisation, never "he".

The rules that give a quote its speaker, in the order they are tried, are the sieve in
:mod:`nlp.sieve`; the ``varometer_speakers`` component that runs it is
:mod:`nlp.attribution`. This package is everything below them, one job per module. Each
imports only modules above it in this list:

Words and text
    ``lexicon``         the word lists and patterns several modules share
    ``mentions``        the records passed around: Mention, Attribution, candidates
    ``sentences``       sentence and paragraph cuts around a quote, from the text
    ``syntax``          what the parse says of a word: cue verb, subject, clause
    ``names``           name words; cutting and completing a name's span
    ``first_names``     first names of one gender ("Helen", "Liam")

The people table (read once per article)
    ``table``           PeopleTable: the article's mentions in order, and lookups
    ``entity_names``    which of the model's entities are names, in which words
    ``surnames``        the surnames and first names the model did not tag
    ``people``          the table's names, made canonical

Resolve (a mention -> a person or organisation)
    ``pronouns``        whom "he" / "she" refers to
    ``descriptions``    where a description stands; its club; its key
    ``description_fit`` whether a person fits "the former Burnley manager"
    ``referents``       whom a description refers to, step by step
    ``resolve``         Resolver: candidates in a stretch, and resolving one

Reading the article, then finding the words that name a quote's speaker
    ``prepare``         the people table plus descriptions, supporters, genders, author
    ``turns``           interview answers
    ``orgs``            organisations speaking through a statement or spokesperson
    ``cues``            speech verbs and their subjects, "according to", colons, chants
    ``signatures``      dashes, signature lines, "Those were the words of X"
    ``context``         the quote before and the sentence before
    ``attributor``      SpeakerAttributor: the register and resolver the sieve's rules use
"""
