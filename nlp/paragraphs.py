"""Tag and parse each paragraph on its own, so one paragraph cannot bend the next one's parse.

Articles reach the pipeline with paragraphs separated by blank lines (``nlp.ingest``
normalises them so). The small English model's tagger and parser read a window of tokens on
either side, across a blank line too: a plain-text headline ("Arsenal draw") ran into the
first sentence ("Mikel Arteta said ..."), which then parsed as "Mikel" alone and "Arteta
said ...", and the quote went to the wrong man. A sentence never crosses a paragraph break in
news text, so each paragraph is tagged and parsed as a document of its own and its tags and
tree are written back onto the article's Doc; the text, and so every offset, is unchanged.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from itertools import islice

import numpy as np
from spacy.attrs import DEP, HEAD, IS_SPACE, ORTH, SPACY, TAG
from spacy.language import Language
from spacy.tokens import Doc

# The model's components that read context across tokens and whose output is per sentence.
# The entity recogniser (its own embedding, no listener) stays on the whole text.
PARAGRAPH_PIPES = ("tok2vec", "tagger", "parser")
# What the tagger and parser write; sentence starts follow from the heads.
COPIED_ATTRS = [TAG, HEAD, DEP]
BATCH_DOCS = 16


def paragraph_bounds(doc: Doc) -> list[tuple[int, int]]:
    """Return (start, end) token indices of each paragraph, the blank line closing it kept
    with it, so the pieces cover ``doc`` end to end; one piece when there is no blank line."""
    bounds = []
    start = 0
    # Only whitespace tokens can hold a blank line; the array skips making a Token for each.
    for i in np.flatnonzero(doc.to_array(IS_SPACE)).tolist():
        if i + 1 < len(doc) and doc[i].text.count("\n") >= 2:
            bounds.append((start, i + 1))
            start = i + 1
    bounds.append((start, len(doc)))
    return [(a, b) for a, b in bounds if b > a]


def _piece(doc: Doc, start: int, end: int, orths: np.ndarray, spaces: np.ndarray) -> Doc:
    """Return tokens ``start:end`` of ``doc`` as a new Doc with only their words and spaces
    (``Span.as_doc`` copies every annotation, which costs more than the parse saves)."""
    strings = doc.vocab.strings
    words = [strings[int(o)] for o in orths[start:end]]
    return Doc(doc.vocab, words=words, spaces=spaces[start:end].astype(bool).tolist())


class ParagraphParser:
    """Run ``pipes`` (taken from the pipeline, where they are disabled) paragraph by
    paragraph and copy their tags and trees onto the whole Doc."""

    def __init__(self, nlp: Language, pipes: Sequence[str]):
        self.nlp = nlp
        self.pipes = tuple(pipes)

    def __call__(self, doc: Doc) -> Doc:
        return next(self.pipe([doc]))

    def pipe(self, docs: Iterable[Doc], batch_size: int = BATCH_DOCS) -> Iterator[Doc]:
        """Parse the paragraphs of ``batch_size`` docs at a time; yield each doc annotated."""
        it = iter(docs)
        while batch := list(islice(it, batch_size)):
            pieces = []
            for doc in batch:
                arr = doc.to_array([ORTH, SPACY])
                bounds = paragraph_bounds(doc)
                pieces.append([_piece(doc, a, b, arr[:, 0], arr[:, 1]) for a, b in bounds])
            flat = [p for ps in pieces for p in ps]
            for name in self.pipes:
                flat = list(self.nlp.get_pipe(name).pipe(flat))
            k = 0
            for doc, ps in zip(batch, pieces, strict=True):
                parsed = flat[k : k + len(ps)]
                k += len(ps)
                if parsed:  # an empty text has no paragraph and nothing to write
                    # HEAD is stored relative to the token, so the rows stack as they are.
                    rows = np.vstack([p.to_array(COPIED_ATTRS) for p in parsed])
                    doc.from_array(COPIED_ATTRS, rows)
                yield doc


@Language.factory(
    "varometer_paragraph_parse",
    default_config={"pipes": list(PARAGRAPH_PIPES)},
    # the tagger's tags and the parser's trees (COPIED_ATTRS), and the sentences they make
    assigns=["token.tag", "token.dep", "token.head", "token.is_sent_start", "doc.sents"],
)
def make_paragraph_parser(nlp: Language, name: str, pipes: list[str]) -> ParagraphParser:
    """Return the component; ``pipes`` must be disabled in the pipeline (see build_pipeline)."""
    return ParagraphParser(nlp, pipes)
