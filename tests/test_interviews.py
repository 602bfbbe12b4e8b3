"""Interview turns: Q&A answers and transcript turns read as quotes (texts written by the team)."""

from __future__ import annotations

from nlp.ingest import IngestOptions, read_bytes
from nlp.interviews import find_turns
from nlp.models import Article, Quote
from nlp.pipeline import extract_quotes

QA = (
    "Ana Silva Q&A\n\n"
    "The Harbourside manager Ana Silva spoke to Seaside Radio after the 2-1 win over "
    "Ravensmoor at the Quay.\n\n"
    "Q: The penalty was given after a long review. What did you make of it?\n\n"
    'A: I thought the check was quick and fair. Lee Hart called it "a scandal", but the '
    "VAR got it right and that is what it is there for.\n\n"
    "It took a while, I know. The crowd were restless.\n\n"
    "Q: Is Tom Baxter fit for Tuesday?\n\n"
    "A: He trained this morning, so we will see.\n\n"
    "Harbourside travel to Ravensmoor on Tuesday.\n"
)

TRANSCRIPT = (
    "Ravensmoor manager Lee Hart faced the media at the training ground on Friday.\n\n"
    "Reporter: Have you spoken to the referees' body about last week?\n\n"
    "HART: I have written to them. The VAR took four minutes and still got it wrong.\n\n"
    "Reporter: And the injury news?\n\n"
    "Hart: Nothing new. Everyone trained.\n"
)

MATCH_REPORT = (
    'Harbourside beat Ravensmoor 2-1. "The VAR got it right," said Ana Silva.\n\n'
    "Harbourside: Kerr, Lowe, Baxter, Pryce, Walsh.\n\n"
    "Referee: Anthony Webb.\n\n"
    "Attendance: 21,400.\n"
)


def _quotes(pipeline, text: str, title: str | None = None) -> list[Quote]:  # noqa: ANN001
    return next(extract_quotes([Article(id="t", text=text, title=title)], pipeline))[1]


def test_a_qa_reads_as_turns_and_an_answer_runs_on_to_the_next_label() -> None:
    turns = find_turns(QA)
    assert [(t.label, t.question) for t in turns] == [
        ("Q", True),
        ("A", False),
        ("Q", True),
        ("A", False),
    ]
    first_answer = QA[turns[1].start : turns[1].end]
    assert first_answer.startswith("I thought") and first_answer.endswith("restless.")
    # The last answer stops at its own paragraph: what follows is the writer's.
    assert QA[turns[3].start : turns[3].end] == "He trained this morning, so we will see."


def test_labelled_lines_without_a_question_are_no_interview() -> None:
    assert find_turns(MATCH_REPORT) == []
    column = "ROB KETTERING: Armpit offside is killing the game\n\nI have had enough.\n"
    assert find_turns(column) == []


def test_qa_answers_are_the_interviewees_quotes(pipeline) -> None:  # noqa: ANN001
    quotes = _quotes(pipeline, QA)
    assert [q.text[:20] for q in quotes] == ["I thought the check ", "He trained this morn"]
    assert {q.speaker for q in quotes} == {"Ana Silva"}
    # The quote inside the answer is part of it; the questions are nobody's speech.
    assert '"a scandal"' in quotes[0].text and "restless" in quotes[0].text
    assert all(QA[q.start : q.end] == q.text for q in quotes)


def test_transcript_turns_go_to_the_person_the_label_names(pipeline) -> None:  # noqa: ANN001
    quotes = _quotes(pipeline, TRANSCRIPT)
    assert [(q.speaker, q.text[:12]) for q in quotes] == [
        ("Lee Hart", "I have writt"),
        ("Lee Hart", "Nothing new."),
    ]
    assert quotes[0].role == "manager"


def test_a_match_reports_line_ups_add_no_quotes(pipeline) -> None:  # noqa: ANN001
    quotes = _quotes(pipeline, MATCH_REPORT)
    assert [(q.text, q.speaker) for q in quotes] == [("The VAR got it right,", "Ana Silva")]


def test_fact_lines_after_a_qa_are_no_turns() -> None:
    text = (
        "Hart previews the derby\n\n"
        "Lee Hart spoke to the club website before the derby.\n\n"
        "Q: Is the VAR going to be a factor?\n\n"
        "A: I hope not. It has been a nightmare this season.\n\n"
        "Team News: Baxter is fit again and Jones returns from suspension.\n\n"
        "Referee: Anthony Webb.\n\n"
        "Kick-off: 3pm, Saturday.\n\n"
        "Prediction: Harbourside 2-1 Ravensmoor.\n"
    )
    # Capitalised labels that name nobody in the article ("Prediction") or a fact line
    # ("Referee") are no one's turn; they were quotes by "Team News", "Referee" ...
    assert [t.label for t in find_turns(text)] == ["Q", "A"]
    # A speaker's label is a name the article writes in its prose.
    assert [t.label for t in find_turns(TRANSCRIPT)] == ["Reporter", "HART", "Reporter", "Hart"]


def test_a_name_colon_headline_is_no_turn(pipeline) -> None:  # noqa: ANN001
    text = (
        'Hart: "They said no chance to us"\n\n'
        "Tom Baxter spoke to reporters after training on Friday.\n\n"
        "Reporter: What did Lee Hart tell you at half-time?\n\n"
        "Baxter: He told us to keep going and that the VAR would not save them.\n"
    )
    # The headline was a turn of Lee Hart's running on over the writer's introduction.
    assert [t.label for t in find_turns(text)] == ["Reporter", "Baxter"]
    quotes = [q for q in _quotes(pipeline, text) if "Tom Baxter spoke" in q.text]
    assert quotes == []


def test_an_explainers_answers_are_nobodys_quotes(pipeline) -> None:  # noqa: ANN001
    text = (
        "VAR explained: why the Harbourside goal was ruled out\n\n"
        "Lee Hart was furious after Tom Baxter's late equaliser was disallowed. Here is what "
        "the laws say.\n\n"
        "Q: Why was the goal disallowed?\n\n"
        "A: The VAR judged that Baxter's arm was beyond the last defender.\n\n"
        "Q: Can the referee overrule the VAR?\n\n"
        "A: Yes. The on-field referee makes the final decision after watching the monitor.\n"
    )
    # No answer speaks in the first person: the writer explains, nobody is interviewed (the
    # answers went to Lee Hart, the first person the introduction names).
    assert find_turns(text) == []
    assert _quotes(pipeline, text) == []


def test_an_explainer_saying_we_in_passing_is_still_no_interview(pipeline) -> None:  # noqa: ANN001
    text = (
        "VAR explained: the Harbourside goal that never was\n\n"
        "Lee Hart was furious after Tom Baxter's late equaliser was disallowed. So what "
        "happened?\n\n"
        "Q: Why was the goal disallowed?\n\n"
        "A: The VAR judged that Baxter was offside. As we saw last season, the lines are "
        "drawn from the shoulder.\n\n"
        "Q: Could the referee have overruled it?\n\n"
        "A: No. Offside is a factual decision, so the referee is not sent to the monitor.\n\n"
        "Q: Is the US system any different?\n\n"
        "A: Not in this respect. MLS uses the same protocol for offside.\n"
    )
    # One answer's generic "we" (and a country) made it an interview: Hart got all three.
    assert find_turns(text) == []
    assert _quotes(pipeline, text) == []


def test_a_name_colon_quote_title_names_the_interviewee_not_the_author(pipeline) -> None:  # noqa: ANN001
    text = (
        "Arsenal manager Mikel Arteta sat down with the club magazine to talk about the "
        "penalty at Anfield.\n\n"
        "Q: Did anybody call you after the game?\n\n"
        "A: Nobody called me. I would like to hear from them, because we lost two points.\n"
    )
    title = "Mikel Arteta: 'We deserve an explanation'"
    quotes = next(extract_quotes([Article(id="t", text=text, title=title)], pipeline))[1]
    # A "NAME:" title followed by a quotation is the speaker's own words, not a columnist's
    # byline: the interviewee was taken for the author and left out (the answer was nobody's).
    assert [(q.speaker, q.role, q.club) for q in quotes] == [("Mikel Arteta", "manager", "Arsenal")]


def test_a_described_interviewee_beats_a_bare_name_before_him(pipeline) -> None:  # noqa: ANN001
    text = (
        "We went to Anfield on Sunday and spoke with Arsenal manager Mikel Arteta about the "
        "penalty.\n\n"
        "Q: Did anybody call you after the game?\n\n"
        "A: Nobody called me. I would like to hear from them.\n"
    )
    quotes = next(extract_quotes([Article(id="t", text=text, title="VAR interview")], pipeline))[1]
    # The tagger takes the ground for a person; the answer went to "Anfield".
    assert [(q.speaker, q.role) for q in quotes] == [("Mikel Arteta", "manager")]


def test_the_journalist_named_first_asks_and_the_other_person_answers(pipeline) -> None:  # noqa: ANN001
    text = (
        "Our football writer Sam Wallace talked to Liverpool captain Virgil van Dijk on Monday "
        "at the training ground.\n\n"
        "Q: Has the VAR helped you this season?\n\n"
        "A: I think it has. We have had some bad calls, but I would keep it.\n"
    )
    title = "VAR: the view from the dressing room"
    quotes = next(extract_quotes([Article(id="t", text=text, title=title)], pipeline))[1]
    # The writer puts the questions; the answer went to him, the first person named.
    assert [(q.speaker, q.role, q.club) for q in quotes] == [
        ("Virgil van Dijk", "player", "Liverpool")
    ]


def test_a_name_colon_headline_quote_goes_to_the_person_it_names(pipeline) -> None:  # noqa: ANN001
    text = (
        'Pryce: "We were robbed in the last minute"\n\n'
        "Ravensmoor captain Owen Pryce spoke to reporters on Sunday with his manager Lee Hart.\n\n"
        "Reporter: Owen, what did you make of the penalty?\n\n"
        "OWEN PRYCE: It was never a penalty. I have watched it back and I touched the ball.\n\n"
        "Reporter: Lee, will you complain?\n\n"
        "LEE HART: We will write to them on Monday.\n"
    )
    quotes = _quotes(pipeline, text)
    # The headline's "NAME:" names its speaker; the quote was nobody's.
    assert [(q.speaker, q.text[:12]) for q in quotes] == [
        ("Owen Pryce", "We were robb"),
        ("Owen Pryce", "It was never"),
        ("Lee Hart", "We will writ"),
    ]


def test_an_interview_half_of_whose_answers_say_i_is_an_interview(pipeline) -> None:  # noqa: ANN001
    text = (
        "Truro City manager Lee Hart sat down with us after Saturday's 2-1 win over Bodmin "
        "Town.\n\n"
        "Q: How did you see the game?\n\n"
        "A: I thought we were the better side for long spells and deserved the points.\n\n"
        "Q: What about the penalty decision?\n\n"
        "A: It was a clear foul, the referee got that one right in the end.\n\n"
        "Q: How is the squad looking?\n\n"
        "A: The squad is in decent shape, only Baxter is a doubt for next week.\n\n"
        "Q: What do you make of the VAR debate?\n\n"
        "A: Personally I would scrap it tomorrow, it kills the celebrations.\n"
    )
    # Two of four answers in the first person was taken for an explainer: no quotes at all.
    assert len(find_turns(text)) == 8
    quotes = _quotes(pipeline, text)
    assert len(quotes) == 4 and {q.speaker for q in quotes} == {"Lee Hart"}


def test_an_explainer_with_one_passing_we_in_two_answers_is_no_interview(pipeline) -> None:  # noqa: ANN001
    text = (
        "VAR explained: why the Arsenal goal was ruled out\n\n"
        "Q: Why was the goal disallowed?\n\n"
        "A: The VAR judged that Gabriel was offside when the ball was played. As we saw last "
        "season, the lines are drawn from the shoulder.\n\n"
        "Q: Could the referee have overruled it?\n\n"
        "A: Only if the VAR had recommended a review, which did not happen in this case."
    )
    assert _quotes(pipeline, text) == []


def test_a_qa_on_consecutive_lines_has_its_turns(pipeline) -> None:  # noqa: ANN001
    # was no quote at all: a label counted only at the start of a blank-line paragraph
    text = QA.replace("?\n\nA: ", "?\nA: ")
    assert text.count("\nA: ") == 2
    answers = [q for q in _quotes(pipeline, text) if q.speaker == "Ana Silva"]
    assert [a.text.split()[0] for a in answers] == ["I", "He"]
    assert answers[0].paragraph == 2  # the paragraph that holds the Q and the A
    # a report's fact lines under a paragraph are not cut into turns
    report = MATCH_REPORT.replace(".\n\nReferee:", ".\nReferee:")
    assert [q.text for q in _quotes(pipeline, report)] == ["The VAR got it right,"]


def test_quoted_turns_lose_their_marks_and_quoted_questions_are_the_reporters(
    pipeline,  # noqa: ANN001
) -> None:
    # a question in quote marks is a quote, as every real-people gold set counts it: the
    # unnamed reporter's, never an answer's
    text = (
        "Harbourside captain Tom Baxter sat down with us at the training ground.\n\n"
        'Q: "Is the VAR out to get Harbourside?"\n\n'
        'Baxter: "No. I think it is slow, which is worse, because the fans pay to watch '
        'football, not a screen."\n\n'
        'Q: "What does the manager tell you?"\n\n'
        'Baxter: "He says, \'Control what you can.\' He\'s right." He laughed. "Mostly."\n'
    )
    quotes = _quotes(pipeline, text)
    assert [(q.speaker, q.text[:12]) for q in quotes] == [
        ("unnamed journalist", "Is the VAR o"),
        ("Tom Baxter", "No. I think "),  # the answer's own words, without its marks
        ("unnamed journalist", "What does th"),
        ("Tom Baxter", "\"He says, 'C"),  # more than one quote: the whole turn, as written
    ]


def test_a_quote_a_question_reports_stays_with_its_speaker(pipeline) -> None:  # noqa: ANN001
    text = (
        "Harbourside captain Tom Baxter sat down with us at the training ground.\n\n"
        'Q: Ravensmoor boss Lee Hart called the decision "a disgrace" on Saturday. Agree?\n\n'
        "Baxter: I think it was slow, which is worse, because the fans pay to watch football.\n"
    )
    quotes = _quotes(pipeline, text)
    assert [(q.speaker, q.text[:12]) for q in quotes] == [
        ("Lee Hart", "a disgrace"),
        ("Tom Baxter", "I think it w"),
    ]


def _answers(pipeline, text: str, title: str | None = None) -> list[tuple[str | None, str]]:  # noqa: ANN001
    return [(q.speaker, q.text.split()[0]) for q in _quotes(pipeline, text, title)]


def test_a_qa_with_full_stops_after_its_labels_reads_as_turns(pipeline) -> None:  # noqa: ANN001
    text = (
        "Ravensmoor manager Lee Hart spoke to the press on Thursday.\n\n"
        "Q. Any injuries?\n\n"
        "A. We have a couple of doubts for Saturday.\n\n"
        "Q. And the window?\n\n"
        "A. We are always looking, but I like this group.\n"
    )
    # was no quote at all: only "Q:" and "A:" were labels
    assert _answers(pipeline, text) == [("Lee Hart", "We"), ("Lee Hart", "We")]
    # an initial opening a line is no answer without a question beside it
    assert find_turns("Harbourside won 2-0.\n\nA. Baxter scored twice.\n") == []


def test_reporters_named_as_labels_ask_and_are_nobodys_speakers(pipeline) -> None:  # noqa: ANN001
    text = (
        "Gulls head coach Ana Silva spoke on Friday.\n\n"
        "Owen Fairley (Seaside Radio): How is the squad?\n\n"
        "Silva: We have good news on the defenders.\n\n"
        "Maya Quint: Does the history of this fixture matter?\n\n"
        "Silva: My players think about our plan, nothing else.\n"
    )
    # was no quote: the reporters' labels named nobody in the prose, so no turn asked
    assert _answers(pipeline, text) == [("Ana Silva", "We"), ("Ana Silva", "My")]
    assert [t.question for t in find_turns(text)] == [True, False, True, False]
    # a name the prose writes, who answers, stays a speaker though a turn of his asks
    assert find_turns(text.replace("Maya Quint:", "Reporter:"))[2].question


def test_initials_as_a_label_name_the_person_with_those_initials(pipeline) -> None:  # noqa: ANN001
    text = (
        "Ravensmoor head coach Kasper Brandt{mark} spoke on Friday.\n\n"
        "Q: Team news?\n\n"
        "KB: Dalgaard is back in training for us.\n\n"
        "Q: Are they favourites?\n\n"
        "KB: For me they are, but we fear nobody here.\n"
    )
    for mark in (" (KB)", ""):
        # was "Kb" with "(KB)" written, and no quote without it
        assert _answers(pipeline, text.format(mark=mark)) == [
            ("Kasper Brandt", "Dalgaard"),
            ("Kasper Brandt", "For"),
        ]


def test_a_title_naming_whom_the_interview_is_about_names_no_interviewee(pipeline) -> None:  # noqa: ANN001
    text = (
        "Ravensmoor manager Lee Hart expects striker Noel Danby to be back before "
        "Christmas.\n\n"
        "Q: How long will he be out?\n\n"
        "A: I do not want to put a date on it.\n\n"
        "Q: What about Saturday?\n\n"
        "A: We have worked on set pieces all week.\n"
    )
    # was Noel Danby: the title's name came first
    assert _answers(pipeline, text, title="Danby closing in on return") == [
        ("Lee Hart", "I"),
        ("Lee Hart", "We"),
    ]
    # a title naming the interviewee as its subject still names him
    said = _answers(pipeline, text, title="Hart backs Danby to return before Christmas")
    assert {s for s, _ in said} == {"Lee Hart"}


def test_a_plain_texts_headline_in_the_label_style_is_no_turn(pipeline) -> None:  # noqa: ANN001
    data = (
        b"Hart: We have to be braver on the ball\n\n"
        b"Ravensmoor manager Lee Hart spoke to the media on Thursday ahead of the home game "
        b"against Harbourside, and here is what he had to say about his squad.\n\n"
        b"Q: How is the squad?\n\n"
        b"A: Everybody came back in decent shape for us.\n\n"
        b"Q: Is confidence an issue?\n\n"
        b"A: I do not think so, we create chances.\n"
    )
    (article,) = list(read_bytes(data, "hart.txt", IngestOptions()))
    assert article.title == "Hart: We have to be braver on the ball"
    quotes = next(extract_quotes([article], pipeline))[1]
    # was the headline and the introduction as Hart's first turn, and no one's answers:
    # the headline line became the title but stays in the text
    assert [(q.speaker, q.text.split()[0]) for q in quotes] == [
        ("Lee Hart", "Everybody"),
        ("Lee Hart", "I"),
    ]


def test_review_cases_bold_labels_stage_directions_line_ups_and_dotted_colons(
    pipeline,  # noqa: ANN001
) -> None:
    intro = "Ravensmoor manager Lee Hart spoke on Friday.\n\n"
    # an answer with a bold name inside, after a bold label (the label's opener paired with
    # the name's closer: the answer was lost)
    bold = (
        intro + "**Q**: How is Danby?\n\n**A**: I thought **Danby** was excellent this week.\n\n"
        "**Q**: And Saturday?\n\n**A**: We have worked on set pieces all week.\n"
    )
    assert _answers(pipeline, bold) == [("Lee Hart", "I"), ("Lee Hart", "We")]
    # brackets that are no outlet: a stage direction, a formation (were a question and
    # two line-ups read as the clubs' quotes)
    stage = (
        intro + "Reporter: Are you staying?\n\n"
        "Hart (laughing): Why would I ever want to leave a club like this?\n\n"
        "Reporter: And Saturday?\n\nHart: I thought it was a clear penalty and I said so.\n\n"
        "Maldrum (4-4-2): Bloggs; Smith, Jones.\n"
    )
    assert _answers(pipeline, stage) == [("Lee Hart", "I")]
    # "A. We have two doubts: ..." is a dotted answer whose words hold a colon
    dotted = (
        intro + "Q. Any injuries?\n\nA. We have two doubts: Smith and Jones, both hamstrings.\n\n"
        "Q. The window?\n\nA. We are always looking, I like this group.\n"
    )
    assert _answers(pipeline, dotted) == [("Lee Hart", "We"), ("Lee Hart", "We")]


def test_initials_count_a_names_lowercase_particle(pipeline) -> None:  # noqa: ANN001
    text = (
        "Ravensmoor manager Erik ten Hag spoke on Friday.\n\nQ: Team news?\n\n"
        "ETH: Mount is back in training for us.\n\nQ: Are they favourites?\n\n"
        "ETH: For me they are, but we fear nobody.\n"
    )
    # was no quote: the prose's names were searched without their particles
    assert _answers(pipeline, text) == [("Erik ten Hag", "Mount"), ("Erik ten Hag", "For")]
