"""Find every double-quoted span in an article text (the writer's own finder, independent of varometer's).

Straight quotes toggle within a paragraph; curly quotes open with “ and close with ”.
A paragraph that ends inside an open quote continues into the next paragraph when that
paragraph opens with a quote mark (the multi-paragraph convention): the span then runs
from the first quoted word to the last closing mark.
"""

OPEN = {'"', "\u201c"}
CLOSE = {'"', "\u201d"}


def spans(text: str) -> list[tuple[int, int, str]]:
    out = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch in OPEN:
            start = i + 1
            j = start
            while True:
                if j >= n:
                    raise ValueError(f"unclosed quote at {i}: {text[i : i + 60]!r}")
                c = text[j]
                if c in CLOSE:
                    # a straight quote right after a paragraph break is an opener, not a closer
                    if c == '"' and text[j - 2 : j] == "\n\n":
                        j += 1
                        continue
                    break
                if text.startswith("\n\n", j):
                    k = j + 2
                    if k < n and text[k] in OPEN:
                        j = k + 1
                        continue
                    raise ValueError(f"quote not closed in paragraph at {i}: {text[i : i + 60]!r}")
                j += 1
            out.append((start, j, text[start:j]))
            i = j + 1
        else:
            i += 1
    return out
