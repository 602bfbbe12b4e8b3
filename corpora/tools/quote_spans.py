"""List every double-quoted span in an article text (the writer's own finder, independent of varometer's).

Rules:
- a straight quote " opens a span when it follows whitespace, an opening bracket or the start of
  the text, and closes one otherwise; curly quotes open with \u201c and close with \u201d;
- a span may not cross a paragraph break, except by the multi-paragraph convention: when a
  paragraph ends inside an open quote and the next paragraph begins with an opening mark, the span
  continues, and runs from the first quoted word to the final closing mark;
- anything else (a quote left open at the end of a paragraph with no opener after it, a closing
  mark with no opener) raises ValueError, so a broken article fails loudly.

Returns (start, end, text) with start/end the offsets of the quoted words, marks excluded.
"""

OPENERS = {"\u201c"}
CLOSERS = {"\u201d"}
STRAIGHT = '"'


def _is_opener(text: str, i: int) -> bool:
    ch = text[i]
    if ch in OPENERS:
        return True
    if ch == STRAIGHT:
        return i == 0 or text[i - 1].isspace() or text[i - 1] in "([{"
    return False


def _is_closer(text: str, i: int) -> bool:
    ch = text[i]
    if ch in CLOSERS:
        return True
    if ch == STRAIGHT:
        return not _is_opener(text, i)
    return False


def spans(text: str) -> list[tuple[int, int, str]]:
    out = []
    i, n = 0, len(text)
    while i < n:
        if _is_opener(text, i):
            start = i + 1
            j = start
            while True:
                if j >= n:
                    raise ValueError(f"quote never closed at {i}: {text[i : i + 60]!r}")
                if text.startswith("\n\n", j):
                    k = j
                    while k < n and text[k] == "\n":
                        k += 1
                    if k < n and _is_opener(text, k):
                        j = k + 1  # multi-paragraph quote: carry on after the new opening mark
                        continue
                    raise ValueError(f"quote left open at paragraph end, {i}: {text[i : i + 60]!r}")
                if _is_opener(text, j) and text[j] in OPENERS:
                    raise ValueError(f"nested opening mark at {j}: {text[i : j + 20]!r}")
                if _is_closer(text, j):
                    break
                j += 1
            out.append((start, j, text[start:j]))
            i = j + 1
        elif text[i] in CLOSERS or (text[i] == STRAIGHT):
            raise ValueError(
                f"closing mark without an opener at {i}: {text[max(0, i - 40) : i + 10]!r}"
            )
        else:
            i += 1
    return out
