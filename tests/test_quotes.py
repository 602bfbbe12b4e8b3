"""The quote finder on hand-written snippets: each style, and the broken cases."""

from __future__ import annotations

import pytest

from nlp.quotes import find_quotes, speech_quotes


def texts(text: str) -> list[str]:
    return [text[q.start : q.end] for q in speech_quotes(text)]


def test_curly_and_straight_marks() -> None:
    assert texts("“We were robbed,” said Bellandi.") == ["We were robbed,"]
    assert texts('"We were robbed," said Bellandi.') == ["We were robbed,"]


def test_a_straight_mark_inside_a_curly_quote_does_not_close_it() -> None:
    # an inch sign, and straight marks quoting a phrase inside a curly quotation
    text = "Webb said: “It's 5\" of grass and they called it offside.” Then he left."
    assert texts(text) == ["It's 5\" of grass and they called it offside."]
    text = 'He said: “They told me "clear and obvious" and walked off.” Ross agreed.'
    assert texts(text) == ['They told me "clear and obvious" and walked off.']
    # with no curly mark left to close it, a straight mark still closes the quote
    assert texts('He said: “We were robbed," and left.') == ["We were robbed,"]
    # ... and so it does when the next curly mark opens another quotation
    text = '“We were robbed," said Smith. He called VAR a “shambles” afterwards.'
    assert [text[q.start : q.end] for q in find_quotes(text)] == ["We were robbed,", "shambles"]


def test_split_quote_is_two_quotes() -> None:
    text = '"It was offside," he said. "Everyone could see it."'
    assert texts(text) == ["It was offside,", "Everyone could see it."]


def test_multi_paragraph_quote_is_one_span() -> None:
    text = (
        'Frew said: "The first half was poor.\n\n'
        '"The second half was worse. We have to look at ourselves."\n\nThe Ravens are tenth.'
    )
    found = speech_quotes(text)
    assert len(found) == 1
    assert text[found[0].start : found[0].end].endswith("look at ourselves.")
    assert found[0].paragraphs == [0, 1]


def test_apostrophes_are_not_quote_marks() -> None:
    text = "The Gulls' defence haven't kept a clean sheet. “We’re not panicking,” said Pryce."
    assert texts(text) == ["We’re not panicking,"]


def test_scare_quotes_are_not_speech() -> None:
    text = "The “clear and obvious” threshold was not met, the officials decided."
    kinds = [q.kind for q in find_quotes(text)]
    assert kinds == ["scare"]
    assert texts(text) == []


def test_fragment_after_cue_is_speech() -> None:
    text = "Bellandi called the decision “a scandal” and walked off."
    assert texts(text) == ["a scandal"]
    text = "Bellandi accused Kingsbridge Rovers of “anti-football” after the draw."
    assert texts(text) == ["anti-football"]


def test_a_fragment_completing_reported_speech_is_speech() -> None:
    text = "Romero said the dressing room was “frustrated but together” after the game."
    assert texts(text) == ["frustrated but together"]
    text = "Slot said he was “baffled” by the decision and that “nobody could explain it”."
    assert texts(text) == ["baffled", "nobody could explain it"]
    # an adverb or two between the clause's verb and the fragment
    text = "Howe said his players were simply “magnificent” in the second half."
    assert texts(text) == ["magnificent"]
    text = "Frank insisted the review was just not “good enough” for the league."
    assert texts(text) == ["good enough"]
    # ... but not a noun phrase's modifier after them ('was the only "fair" outcome'), the
    # writer's sentence adverb or adjective, or a clause the speech verb does not govern
    for text in (
        "Frank said it was the only “fair” outcome.",
        "Guardiola called the penalty soft, yet City were ultimately “lucky” to escape.",
        "Arteta said little while his side were, unsurprisingly, “physical” throughout.",
        "Taylor told both captains to calm down; the second half was “spicy” anyway.",
        "Howe said the pitch was fine, but the review was frankly “a shambles”.",
        "Moyes said the game was lively “end-to-end stuff” from the first minute.",
    ):
        assert texts(text) == [], text
    # a term in quote marks is still no one's speech, with or without a speech verb before
    assert texts("The so-called “deep state” was blamed again.") == []
    text = "Frank said the referees, who were “on the spot”, did well."  # not after a clause verb
    assert texts(text) == []
    # speech words that say nothing was said, relative clauses, titles, the sentence before
    for text in (
        "Deep into added time, the winner was “a moment of magic” for the fans.",
        "Saka was called up by England even though his form has been “patchy”.",
        "Needless to say, the atmosphere at the ground was “electric”.",
        "All told, the season has been “a write-off”.",
        "Frank said the referees, who had been “on the spot”, did well.",
        "Slot said the club slogan is “This Means More” again.",
    ):
        assert texts(text) == [], text
    text = "Klopp told reporters: “It was fine.” The pitch, though, was “a bog”."
    assert texts(text) == ["It was fine."]


def test_headline_repeat_is_linked_not_counted() -> None:
    text = (
        "'We were robbed in broad daylight'\n\n"
        "Harbourside lost 1-0. “We were robbed in broad daylight,” said Bellandi."
    )
    quotes = find_quotes(text)
    assert [q.kind for q in quotes] == ["headline", "speech"]
    assert quotes[0].repeats == 1
    assert texts(text) == ["We were robbed in broad daylight,"]


def test_a_pull_quote_repeating_a_body_quote_is_not_counted_twice() -> None:
    # A web page's pull quote (a paragraph of one quote, set beside the text) repeats a quote
    # the body attributes: it used to count as a second quote by the same speaker.
    text = (
        "Chelsea head coach Enzo Maresca defended the penalty.\n\n"
        '"For me it is very clear. The referee saw it and VAR confirmed it."\n\n'
        '"For me it is very clear. The referee saw it and VAR confirmed it," Maresca said.\n\n'
        '"It was never a penalty," Arteta said.'
    )
    quotes = find_quotes(text)
    assert [q.kind for q in quotes] == ["headline", "speech", "speech"]
    assert quotes[0].repeats == 1
    # A quote paragraph that says something new is speech, as is a short one said twice.
    text = (
        '"It was a penalty," Maresca said.\n\n'
        '"For me it is very clear. The referee saw it and VAR confirmed it."\n\n'
        '"No." Asked again, he said: "No."'
    )
    assert [q.kind for q in find_quotes(text)] == ["speech"] * 4


def test_quote_inside_quote_stays_inside() -> None:
    text = "“The referee told me ‘it was a clear handball’ and that was that,” said Doyle."
    assert texts(text) == ["The referee told me ‘it was a clear handball’ and that was that,"]


def test_unbalanced_mark_loses_only_its_paragraph() -> None:
    text = (
        "“This one never closes, said nobody.\n\n"
        "Later, Lykke spoke. “The second quote is fine,” he said.\n\n"
        "“So is the third,” he added."
    )
    found = texts(text)
    assert "The second quote is fine," in found
    assert "So is the third," in found


def test_missing_opening_mark() -> None:
    text = "We deserved more than a draw,” said Hadley after the game."
    assert texts(text) == ["We deserved more than a draw,"]


def test_empty_and_markless_text() -> None:
    assert find_quotes("") == []
    assert find_quotes("No quotes here at all.\n\nNor here.") == []


def test_a_double_quote_inside_a_single_quoted_one_is_not_a_quote_of_its_own() -> None:
    text = "'The referee told me \"no way\" three times and never explained why,' said Frew."
    assert texts(text) == ['The referee told me "no way" three times and never explained why,']


def test_a_height_is_not_a_quote() -> None:
    text = 'The Ravens, who signed the 6\'2" striker in the summer, were dominant. "Fine," he said.'
    assert texts(text) == ["Fine,"]


def test_so_called_introduces_a_term_not_speech() -> None:
    text = 'The board defended the so-called "clear and obvious" threshold on Monday.'
    assert texts(text) == []
    # "called it" still introduces a fragment of speech.
    assert texts('Frew called it "a disgrace" on Monday.') == ["a disgrace"]


def test_quoted_fragment_in_title_line_repeating_a_body_quote_is_a_headline() -> None:
    text = (
        "Late penalty: Hart brands officials ‘a total shambles’\n\n"
        "Lee Hart said the officiating was “a total shambles” after the Ravens lost 2-1."
    )
    quotes = find_quotes(text)
    assert [q.kind for q in quotes] == ["headline", "speech"]
    assert quotes[0].repeats == 1
    assert texts(text) == ["a total shambles"]


def test_quoted_fragment_in_title_line_repeating_nothing_keeps_its_kind() -> None:
    text = (
        "Late penalty: Hart brands officials ‘a total shambles’\n\n"
        "The Ravens lost 2-1 at the start of a ‘new era’."
    )
    assert [q.kind for q in find_quotes(text)] == ["speech", "scare"]


def test_single_quoted_word_before_a_lowercase_word_closes() -> None:
    text = (
        "Ravens boss Lee Hart called the linesmen 'clowns' in his interview. "
        "'We were cheated,' he said.\n\n"
        "Hart branded the ruling 'shameful' in front of the cameras."
    )
    assert texts(text) == ["clowns", "We were cheated,", "shameful"]


def test_plural_possessives_stay_apostrophes() -> None:
    # No single quote is open: the players' union and the Gulls' keeper are possessives.
    text = "The players' union backed the Gulls' keeper. 'We stand with him,' said Hart."
    assert texts(text) == ["We stand with him,"]
    # Inside an open quote a possessive does not close it when the real closing mark follows.
    text = "'The fans' support and the players' effort were superb,' said Hart."
    assert texts(text) == ["The fans' support and the players' effort were superb,"]


def test_a_plural_possessive_inside_quoted_words_is_no_closing_mark() -> None:
    # "view'" and "union'" end no plural possessive, so they close the quoted words and
    # "fans'" and "players'" inside them are apostrophes (was 'the fans', 'the players').
    text = (
        "Hart called it 'the fans' view' of the game. "
        "'We need to protect the players,' he said.\n\n"
        "Hart said 'the players' union' had a point."
    )
    assert texts(text) == [
        "the fans' view",
        "We need to protect the players,",
        "the players' union",
    ]
    # A word-final mark after an s before a lowercase word still closes when nothing else does.
    text = "He called them 'cowards' in his column and said the fans' anger was fair."
    assert texts(text) == ["cowards"]


def test_single_quote_opening_with_two_digits() -> None:
    text = "'45 minutes of nothing and then we concede twice,' said Hart."
    assert texts(text) == ["45 minutes of nothing and then we concede twice,"]
    text = "Hart was blunt: '30 seconds after the restart we switched off.'"
    assert texts(text) == ["30 seconds after the restart we switched off."]
    text = "He called it 'theft' on the touchline. '20 years in the game and never this,' he said."
    assert texts(text) == ["theft", "20 years in the game and never this,"]


def test_elided_years_stay_apostrophes() -> None:
    text = "The class of '98 were never beaten at home. 'Those were the days,' said Hart."
    assert texts(text) == ["Those were the days,"]
    assert texts("Hart has not won here since '04, and he knows it, his assistant said.") == []


def test_multi_paragraph_single_quote_is_one_span() -> None:
    for open_mark, close_mark in (("'", "'"), ("‘", "’")):
        text = (
            f"Hart said: {open_mark}The first half was a mess.\n\n"
            f"{open_mark}We lost every second ball.\n\n"
            f"{open_mark}The second half was better and we deserved a point.{close_mark}\n\n"
            f"{open_mark}We go again on Tuesday,{close_mark} Hart added.\n\n"
            "The Ravens are tenth."
        )
        found = speech_quotes(text)
        assert len(found) == 2
        assert text[found[1].start : found[1].end] == "We go again on Tuesday,"
        quoted = text[found[0].start : found[0].end]
        assert quoted.startswith("The first half was a mess.")
        assert quoted.endswith("we deserved a point.")
        assert found[0].paragraphs == [0, 1, 2]


def test_a_possessive_in_a_paragraph_a_single_quote_runs_on_from_does_not_close_it() -> None:
    for first in ("The first half was a mess.", "The fans' patience was gone."):
        text = (
            f"Hart said: '{first}\n\n"
            "'The fans' patience was gone and so was ours.\n\n"
            "'We go again on Tuesday.'\n\n"
            "The Ravens are tenth."
        )
        # fans' closed the quote: the rest of the paragraph was lost and the last paragraph
        # became a quote of its own.
        (found,) = speech_quotes(text)
        assert text[found.start : found.end].startswith(first)
        assert text[found.start : found.end].endswith("We go again on Tuesday.")
        assert found.paragraphs == [0, 1, 2]
    # A lowercase term before a quote in the next paragraph still closes.
    text = "Hart called them 'cowards' in his interview.\n\n'We were cheated,' he said."
    assert texts(text) == ["cowards", "We were cheated,"]


def test_unclosed_single_quote_does_not_swallow_the_next_paragraph() -> None:
    # 'em opens nothing that the next paragraph's quote could continue.
    text = "The Gulls gave 'em nothing all game.\n\n'We were second best,' said Hart."
    assert texts(text) == ["We were second best,"]


def test_guillemets_set_off_by_spaces_give_the_words_only() -> None:
    text = "Lindqvist told French radio: « Le VAR a tout gâché ». He shrugged."
    (q,) = speech_quotes(text)
    assert text[q.start : q.end] == "Le VAR a tout gâché"
    assert text[q.open_at] == "«" and text[q.close_at] == "»"


def test_an_opening_sentence_is_no_headline_for_its_quotes() -> None:
    # Ingest takes a title out of the text, so the first line is the story's opening; a
    # quote there that shares words with a later one is not a headline repeat of it.
    text = (
        "'It was never a penalty,' said Lee Hart after VAR handed Portmouth a late winner.\n\n"
        "Hart's side had led for an hour.\n\n"
        "'It was a long trip and a hard game, but I was proud of the lads,' Hart said."
    )
    assert len(speech_quotes(text, titled=True)) == 2
    # Without a title of its own, a short first line may be the headline (plain text).
    assert len(speech_quotes(text)) == 1


def test_a_quoted_title_with_punctuation_inside_its_marks_is_not_speech() -> None:
    # American style puts the comma inside the closing mark; the name is still no speech.
    text = (
        'Speaking on "Match of the Day," Alan Shearer was blunt. "That is never a penalty," '
        'he said. Later the club called the review "A Total Farce." and "Never again," said '
        "the captain."
    )
    kinds = {text[q.start : q.end]: q.kind for q in find_quotes(text)}
    assert kinds == {
        "Match of the Day,": "scare",
        "That is never a penalty,": "speech",
        # a cue verb before it still makes a capitalised fragment speech
        "A Total Farce.": "speech",
        "Never again,": "speech",
    }


def test_a_capitalised_quote_that_opens_its_sentence_is_speech() -> None:
    # The title rule is for a name inside prose; a shout or a one-line answer written in
    # capitals opens its own sentence and is speech.
    text = (
        'Tom Reid was on the touchline when Sam Okafor scored. "Get In There!" Reid shouted. '
        'Lee Barton was asked about the win.\n\n"Brilliant, Absolutely Brilliant."\n\n'
        'He had watched "Match of the Day." on the coach home.'
    )
    kinds = {text[q.start : q.end]: q.kind for q in find_quotes(text)}
    assert kinds == {
        "Get In There!": "speech",
        "Brilliant, Absolutely Brilliant.": "speech",
        "Match of the Day.": "scare",
    }


@pytest.mark.parametrize(
    "inner",
    [
        "We play rock 'n' roll football and the fans love it,",
        "We play rock ’n’ roll football and the fans love it,",
        "It was fish 'n' chips football, but it's a point,",
        "The lads love a cup o' tea after training,",
        "Those were the good ol' days and it's a joke now,",
        "Kick-off was at three o'clock and we weren't ready,",
    ],
)
def test_an_elision_inside_a_single_quoted_quote_does_not_close_it(inner: str) -> None:
    # "'n'", "o'" and "ol'" were read as a closing or an opening mark and cut the quote there
    text = f"'{inner}' said Dyche."
    assert [text[q.start : q.end] for q in find_quotes(text)] == [inner]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "'We lost,' said Dyche, 'cos VAR got it wrong.'",
            ["We lost,", "cos VAR got it wrong."],
        ),
        ("‘til the end, we fight,’ said Dyche.", ["til the end, we fight,"]),
        ("'Em lads were brilliant,' said Dyche.", ["Em lads were brilliant,"]),
        ("Dyche said: 'til the end, we fight.'", ["til the end, we fight."]),
    ],
)
def test_a_single_quoted_quote_that_opens_with_an_elided_word_is_found(
    text: str, expected: list[str]
) -> None:
    # "'cos", "'til" at the start of the text or after ", " / ": " were read as elisions'
    # apostrophes, so the mark that opens the quote was lost with the quote
    assert [text[q.start : q.end] for q in find_quotes(text)] == expected


@pytest.mark.parametrize(
    "inner",
    [
        "You have to keep 'em guessing and we did,",
        "We play rock-'n'-roll football,",
    ],
)
def test_an_elision_mid_phrase_stays_an_apostrophe(inner: str) -> None:
    text = f"'{inner}' said Dyche."
    assert [text[q.start : q.end] for q in find_quotes(text)] == [inner]


def test_a_pull_quote_of_part_of_a_longer_answer_is_not_counted_again() -> None:
    # The page sets one sentence of the answer beside the text, signed by a <cite> line.
    text = (
        'Slot was baffled. "He touches the ball, yes, but he takes Mo first. I do not '
        'understand what the threshold is any more," the Liverpool manager said.\n\n'
        '"I do not understand what the threshold is."\n\n'
        "Arne Slot\n\n"
        "Liverpool travel to Fulham next."
    )
    kinds = [q.kind for q in find_quotes(text)]
    assert kinds == ["speech", "headline"]
    assert len(texts(text)) == 1


def test_a_term_in_marks_before_as_after_described_is_not_speech(pipeline) -> None:  # noqa: ANN001
    from nlp.models import Article
    from nlp.pipeline import extract_quotes

    def found(text: str) -> list[str]:
        return [q.text for q in next(extract_quotes([Article(id="t", text=text)], pipeline))[1]]

    # the thing described, a term; it was a quote given to the article's last speaker
    assert found("Several members described the “VAR room” as a place where goals go to die.") == []
    assert found('Bellandi described the decision as "a scandal".') == ["a scandal"]
    assert found('Bellandi called the decision "a scandal" after the game.') == ["a scandal"]
