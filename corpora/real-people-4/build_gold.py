"""Build gold.jsonl for the real-people-4 set (rp4-001..rp4-012, all dev).

The labels below are the writer's: for every article, WHO maps each quoted speaker to the role
and club they speak in *in that article* and to whether the article itself states that role or
club (`introduced`); LABELS lists one entry per double-quoted span, in article order (the spans
come from corpora/tools/quote_spans.py, the writers' own finder; the checks are
corpora/tools/real_people_gold.py). Each entry gives a prefix of the quoted text, the speaker,
the stance (X = not about VAR) and a note on the attribution style.

The article text is the one varometer's ingester produces (nlp.ingest.read_inputs, nothing else
from varometer is imported). Every label must match its span (prefix compared after folding
curly apostrophes), every span must have a label, and every gold text is searched for again in
the ingested text from the end of the previous quote; anything that does not line up fails
loudly.

Run from the repository root: .venv/bin/python corpora/real-people-4/build_gold.py
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "tools"))  # the shared builder
sys.path.insert(0, os.path.dirname(os.path.dirname(HERE)))  # the repository root, for nlp
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

from real_people_gold import write_gold  # noqa: E402

# canonical club / team names
BHA, MUN, MCI, LIV = "Brighton & Hove Albion", "Manchester United", "Manchester City", "Liverpool"
ATH, VAL, LEE, NOR = "Athletic Bilbao", "Valencia", "Leeds United", "Norwich City"
JUV, SAL, BVB, BOC = "Juventus", "Salernitana", "Borussia Dortmund", "VfL Bochum"
ARS, WOL, ENG, CHE, FCB = (
    "Arsenal",
    "Wolverhampton Wanderers",
    "England",
    "Chelsea",
    "Bayern Munich",
)
RAN, CEL, PSG, OM, LEI = "Rangers", "Celtic", "Paris Saint-Germain", "Marseille", "Leicester City"

MGR, PLY, PUN, OFF, EXE, FAN, JOU, REF = (
    "manager",
    "player",
    "pundit",
    "official",
    "executive",
    "fan",
    "journalist",
    "referee",
)
T, F = True, False  # introduced: the article states the role or club / it never does

N, U, POS, X = "negative", "neutral", "positive", None  # X: not about VAR

# article -> speaker -> (role, club, introduced)
WHO = {
    "rp4-001": {
        "Erik ten Hag": (MGR, MUN, F),
        "Roberto De Zerbi": (MGR, BHA, T),
        "Alexis Mac Allister": (PLY, BHA, T),
        "Luke Shaw": (PLY, MUN, F),
        "Pascal Groß": (PLY, BHA, F),
        "Nedum Onuoha": (PUN, None, F),
    },
    "rp4-002": {
        "Danny Mills": (PUN, None, F),
        "Stephen Warnock": (PUN, None, F),
        "Pep Guardiola": (MGR, MCI, T),
        "Jürgen Klopp": (MGR, LIV, F),
        "Phil Foden": (PLY, MCI, F),
        "Fabinho": (PLY, LIV, T),
        "unnamed fan": (FAN, MCI, T),
    },
    "rp4-003": {
        "Aitor Elizegi": (EXE, ATH, T),
        "Gaizka Garitano": (MGR, ATH, F),
        "Albert Celades": (MGR, VAL, F),
        "Denis Cheryshev": (PLY, VAL, T),
        "Maxi Gómez": (PLY, VAL, F),
        "Iker Muniain": (PLY, ATH, T),
        "Javier Tebas": (OFF, None, F),
    },
    "rp4-004": {
        "Daniel Farke": (MGR, LEE, F),
        "David Wagner": (MGR, NOR, F),
        "unnamed fan": (FAN, LEE, T),
        "Jermaine Beckford": (PUN, None, F),
        "Ethan Ampadu": (PLY, LEE, F),
    },
    "rp4-005": {
        "unnamed journalist": (JOU, None, T),
        "Massimiliano Allegri": (MGR, JUV, F),
        "Leonardo Bonucci": (PLY, JUV, F),
        "Arkadiusz Milik": (PLY, JUV, F),
        "Davide Nicola": (MGR, SAL, T),
        "Morgan De Sanctis": (EXE, SAL, T),
        "Antonio Candreva": (PLY, SAL, F),
    },
    "rp4-006": {
        "Sebastian Kehl": (EXE, BVB, T),
        "Edin Terzić": (MGR, BVB, F),
        "Hans-Joachim Watzke": (EXE, BVB, F),
        "Sascha Stegemann": (REF, None, T),
        "Thomas Letsch": (MGR, BOC, F),
        "Karim Adeyemi": (PLY, BVB, F),
        "Danilo Soares": (PLY, BOC, T),
        "Emre Can": (PLY, BVB, F),
    },
    "rp4-007": {
        "Tony Cascarino": (PUN, None, F),
        "Mikel Arteta": (MGR, ARS, F),
        "Vítor Pereira": (MGR, WOL, F),
        "Toti Gomes": (PLY, WOL, F),
        "João Gomes": (PLY, WOL, F),
        "Howard Webb": (OFF, None, F),
        "unnamed fan": (FAN, WOL, T),
        "Myles Lewis-Skelly": (PLY, ENG, F),
        "Thomas Tuchel": (MGR, ENG, F),
    },
    "rp4-008": {
        "Frank Lampard": (MGR, CHE, F),
        "Hansi Flick": (MGR, FCB, T),
        "Serge Gnabry": (PLY, FCB, F),
        "Robert Lewandowski": (PLY, FCB, F),
        "Glenn Hoddle": (PUN, None, F),
        "Peter Crouch": (PUN, None, F),
        "Willian": (PLY, CHE, F),
    },
    "rp4-009": {
        "unnamed journalist": (JOU, None, T),
        "Howard Webb": (OFF, None, T),
        "Gary O'Neil": (MGR, WOL, T),
        "André Onana": (PLY, MUN, T),
        "Saša Kalajdžić": (PLY, WOL, F),
        "Mark Halsey": (PUN, None, F),
    },
    "rp4-010": {
        "Rangers": (EXE, RAN, T),
        "Philippe Clement": (MGR, RAN, F),
        "Brendan Rodgers": (MGR, CEL, F),
        "Alistair Johnston": (PLY, CEL, F),
        "Neil Lennon": (PUN, None, F),
        "Matt O'Riley": (PLY, CEL, F),
        "unnamed fan": (FAN, CEL, T),
    },
    "rp4-011": {
        "Thomas Tuchel": (MGR, PSG, F),
        "André Villas-Boas": (MGR, OM, F),
        "Neymar": (PLY, PSG, F),
        "Leonardo": (EXE, PSG, T),
        "Álvaro González": (PLY, OM, T),
        "Jacques-Henri Eyraud": (EXE, OM, T),
        "Pierre Ménès": (JOU, None, F),
        "Florian Thauvin": (PLY, OM, F),
    },
    "rp4-012": {
        "Ruud van Nistelrooy": (MGR, LEI, F),
        "Rúben Amorim": (MGR, MUN, F),
        "Harry Maguire": (PLY, MUN, F),
        "Bobby De Cordova-Reid": (PLY, LEI, F),
        "Mads Hermansen": (PLY, LEI, T),
        "Joleon Lescott": (PUN, None, F),
    },
}

# one entry per quoted span, in order: (prefix, speaker, stance or X, style note)
LABELS = {
    "rp4-001": [
        (
            "I watched it three times",
            "Erik ten Hag",
            N,
            "split, 'he said' after 'Ten Hag did not hide his irritation.'; never introduced",
        ),
        (
            "He is turning, the ball",
            "Erik ten Hag",
            N,
            "split, second half; disputes the reviewed penalty",
        ),
        (
            "The referee gives nothing",
            "Erik ten Hag",
            N,
            "after 'He went further.', no speech verb",
        ),
        (
            "We defended for ninety minutes",
            "Erik ten Hag",
            X,
            "after 'The Dutchman was more measured about the performance.', no cue",
        ),
        (
            "For me it is a clear penalty,",
            "Roberto De Zerbi",
            POS,
            "split, 'De Zerbi said'; affirms the reviewed decision",
        ),
        ("and I am happy the VAR saw it.", "Roberto De Zerbi", POS, "split, second half"),
        (
            "In the semi-final we played better",
            "Roberto De Zerbi",
            X,
            "after 'The Italian preferred to talk about his players.'",
        ),
        (
            "I was nervous, I won't lie",
            "Alexis Mac Allister",
            U,
            "after 'admitted the delay had tested him.'; the wait for the review",
        ),
        (
            "When the referee pointed to the spot",
            "Alexis Mac Allister",
            X,
            "follow-on paragraph, no cue",
        ),
        ("It hits me, I'm not even", "Luke Shaw", N, "split, 'Shaw said'"),
        ("If that's a penalty now", "Luke Shaw", N, "split, second half"),
        (
            "We've been knocking on the door",
            "Pascal Groß",
            X,
            "colon-introduced after 'Gross ... put the result in a wider frame'",
        ),
        (
            "People will argue about the arm",
            "Nedum Onuoha",
            POS,
            "after 'Speaking on Sky Sports, Onuoha backed the officials.'",
        ),
    ],
    "rp4-002": [
        (
            "made no sense whatsoever",
            "Danny Mills",
            N,
            "fragment credited to 'one former Manchester City defender', named only later as Mills",
        ),
        (
            "Haaland puts a hand on him",
            "Stephen Warnock",
            POS,
            "after-cue 'he said' after 'Warnock was having none of the City complaints on TV.'",
        ),
        ("Come off it.", "Danny Mills", N, "after 'But Mills hit back.', no speech verb"),
        (
            "If that's a foul then centre-halves",
            "Danny Mills",
            N,
            "colon after 'He wasn't finished'",
        ),
        (
            "I saw the images. Erling is strong",
            "Pep Guardiola",
            U,
            "after-cue 'he said'; 'City boss Pep Guardiola'",
        ),
        (
            "We played well, we were brave",
            "Pep Guardiola",
            X,
            "after 'The Catalan was full of praise for his side.'",
        ),
        (
            "For me it's a foul, clear",
            "Jürgen Klopp",
            POS,
            "after-cue 'Klopp said'; never introduced",
        ),
        (
            "I went over the top",
            "Jürgen Klopp",
            X,
            "pronoun 'He was less comfortable about his own red card.'",
        ),
        (
            "I didn't even see anything happen",
            "Phil Foden",
            U,
            "'he told reporters' after 'Foden admitted he was in the dark.'",
        ),
        (
            "He pulled me down, simple",
            "Fabinho",
            POS,
            "after-cue 'Fabinho said' after 'The Liverpool midfielder at the centre of it all was blunt.'",
        ),
        (
            "Three minutes to find a foul",
            "unnamed fan",
            N,
            "social-media post, 'One posted:'; sarcasm",
        ),
        (
            "Hate to say it but Haaland",
            "unnamed fan",
            POS,
            "'Another City supporter was more honest:'",
        ),
    ],
    "rp4-003": [
        (
            "Our supporters saw one line",
            "Aitor Elizegi",
            N,
            "club statement giving the president's words; 'Elizegi said in a statement published by the club'",
        ),
        ("We are not accusing anyone", "Aitor Elizegi", U, "split, 'the statement went on'"),
        ("We are asking for the images", "Aitor Elizegi", U, "split, second half; procedure"),
        (
            "I'm not going to talk about lines",
            "Gaizka Garitano",
            N,
            "after-cue 'Garitano told reporters'; sarcasm; never introduced",
        ),
        (
            "What I can say is that we had chances",
            "Gaizka Garitano",
            U,
            "follow-on paragraph, no cue; 'not on the VAR'",
        ),
        (
            "The VAR checked it and gave it",
            "Albert Celades",
            POS,
            "after-cue 'Celades said' after 'Valencia, who changed coach earlier this month'",
        ),
        ("We have a new staff", "Albert Celades", X, "follow-on paragraph, no cue"),
        (
            "I just tried to get my body",
            "Denis Cheryshev",
            U,
            "after-cue 'Cheryshev said'; 'The Russian winger who scored'",
        ),
        (
            "I was onside, by a shoulder",
            "Maxi Gómez",
            POS,
            "after 'Gomez, the Uruguayan, laughed it off.'",
        ),
        (
            "They tell us it's millimetres",
            "Iker Muniain",
            N,
            "after 'Athletic's Iker Muniain was less amused.'",
        ),
        (
            "The referees got the goal right",
            "Javier Tebas",
            POS,
            "after 'Tebas, speaking at an event in Madrid, said ...'; never introduced",
        ),
        (
            "I support the VAR, I have always",
            "Aitor Elizegi",
            N,
            "radio interview; praise with a complaint",
        ),
    ],
    "rp4-004": [
        (
            "There's no VAR tonight",
            "Daniel Farke",
            N,
            "after-cue 'the German said'; content without VAR",
        ),
        ("We know the atmosphere here", "David Wagner", X, "after 'David Wagner sounded relaxed.'"),
        (
            "No VAR, a full house",
            "unnamed fan",
            N,
            "live-blog reader message, 'writes Dave in Wakefield'; content without VAR",
        ),
        (
            "Every week I moan about VAR",
            "unnamed fan",
            POS,
            "reader email, 'emails Karen in Harrogate'; wants VAR back",
        ),
        (
            "This is the Leeds I remember",
            "Jermaine Beckford",
            X,
            "after 'Beckford, on commentary, is loving it.'",
        ),
        (
            "Nerves shredded already,",
            "unnamed fan",
            X,
            "split reader message, 'messages Paul in Otley'",
        ),
        (
            "Mind you, if this was the Prem",
            "unnamed fan",
            N,
            "split, second half; complaint about checks",
        ),
        (
            "Nobody will be talking about the referee",
            "Jermaine Beckford",
            N,
            "colon after 'Beckford again'; glad to be without VAR",
        ),
        (
            "This was a performance for the people",
            "Daniel Farke",
            X,
            "after-cue 'he said' after '21:58 - Farke speaks.'",
        ),
        (
            "I will not blame anybody but ourselves",
            "David Wagner",
            U,
            "after-cue 'he said'; 'no VAR ... nothing to blame'",
        ),
        ("We were not at our level tonight", "David Wagner", X, "next timestamped entry, no cue"),
        ("We wanted to give them a night", "Ethan Ampadu", X, "after 'Ampadu summed it up.'"),
        ("Wembley again.", "unnamed fan", X, "reader message, 'writes Dave in Wakefield'"),
    ],
    "rp4-005": [
        (
            "Max, was it offside?",
            "unnamed journalist",
            U,
            "reporter's question, colon after 'Allegri was asked the obvious question first'",
        ),
        ("I have seen one image", "Massimiliano Allegri", N, "'he replied'; never introduced"),
        (
            "The VAR is a help, I have always",
            "Massimiliano Allegri",
            N,
            "after-cue 'Allegri added'; praise with a complaint",
        ),
        (
            "But we cannot play a first half",
            "Massimiliano Allegri",
            X,
            "follow-on paragraph, no cue",
        ),
        (
            "Will the club ask for an explanation?",
            "unnamed journalist",
            U,
            "'A second reporter wanted to know:'",
        ),
        (
            "The club will do what it has to do",
            "Massimiliano Allegri",
            U,
            "answer paragraph with no cue",
        ),
        ("I was behind Candreva", "Leonardo Bonucci", N, "after-cue 'Bonucci said'"),
        (
            "I took the shirt off",
            "Arkadiusz Milik",
            X,
            "after-cue 'Milik said' after 'The Pole was contrite'; second yellow",
        ),
        (
            "For me the decision is correct",
            "Davide Nicola",
            POS,
            "after-cue 'he said'; 'Salernitana coach Davide Nicola'",
        ),
        ("We came to Turin without fear", "Davide Nicola", X, "follow-on paragraph, no cue"),
        (
            "We will not apologise",
            "Morgan De Sanctis",
            U,
            "'Sporting director Morgan De Sanctis was asked ...', no speech verb",
        ),
        ("I was near the post, yes", "Antonio Candreva", U, "colon after 'shrugged'"),
    ],
    "rp4-006": [
        (
            "This is a clear penalty and everybody",
            "Sebastian Kehl",
            N,
            "after-cue 'Kehl said'; VAR did not intervene",
        ),
        ("I have been in football a long time", "Sebastian Kehl", N, "follow-on paragraph, no cue"),
        (
            "We will ask the DFB for an explanation,",
            "Sebastian Kehl",
            U,
            "split, 'he added'; procedure",
        ),
        ("calmly and through the right channels.", "Sebastian Kehl", U, "split, second half"),
        (
            "I don't want to make us the victims",
            "Edin Terzić",
            N,
            "after 'Terzic chose his words carefully.'; never introduced",
        ),
        ("We also did not play well enough", "Edin Terzić", X, "follow-on paragraph, no cue"),
        (
            "It is honest of him to admit it",
            "Hans-Joachim Watzke",
            N,
            "after-cue 'Watzke told reporters'; never introduced",
        ),
        (
            "I've had a lot of messages since last night",
            "Sascha Stegemann",
            N,
            "after-cue 'the referee said'; referee admits the failure the VAR did not correct",
        ),
        (
            "I will sit down with the video assistant",
            "Sascha Stegemann",
            U,
            "follow-on paragraph; procedure",
        ),
        (
            "I understand the anger in Dortmund",
            "Thomas Letsch",
            U,
            "after 'Letsch was sympathetic.'; balanced",
        ),
        ("He takes my leg and I go down", "Karim Adeyemi", N, "after 'Adeyemi kept it short.'"),
        (
            "I go for the ball, maybe I touch him",
            "Danilo Soares",
            POS,
            "description 'The Bochum defender involved saw no offence.' then quote, name after",
        ),
        (
            "We have to look at ourselves first",
            "Emre Can",
            X,
            "after 'Can looked only at his own side.'",
        ),
    ],
    "rp4-007": [
        (
            "If that's a red card, we may as well",
            "Tony Cascarino",
            N,
            "columnist quoting his own radio words; byline only",
        ),
        (
            "I'm not going to speak about it",
            "Mikel Arteta",
            N,
            "after-cue 'he said'; never introduced",
        ),
        (
            "We will appeal, and I expect",
            "Mikel Arteta",
            N,
            "follow-on paragraph; 'looked at properly this time'",
        ),
        (
            "The panel saw what everybody saw",
            "Mikel Arteta",
            X,
            "colon after 'Arteta's response was calmer'; the appeal panel, not the VAR",
        ),
        (
            "It was a tackle, not a red card",
            "Vítor Pereira",
            N,
            "after-cue 'he admitted'; opponent agrees",
        ),
        (
            "Myles is a good lad",
            "Toti Gomes",
            N,
            "after 'Toti Gomes went further.'; same surname as Joao Gomes",
        ),
        (
            "We were very close to a point",
            "João Gomes",
            X,
            "'His namesake in midfield, Joao Gomes, was more concerned with the result.'",
        ),
        (
            "The VAR should have sent Michael",
            "Howard Webb",
            N,
            "after 'Webb, speaking weeks later, put his hand up.'; official admits a failure; never introduced",
        ),
        (
            "I'm Wolves through and through",
            "unnamed fan",
            N,
            "phone-in caller, colon after 'A Wolves fan rang in'",
        ),
        (
            "In January I was a bit down",
            "Myles Lewis-Skelly",
            X,
            "after-cue 'he said'; speaking as an England player",
        ),
        (
            "He plays with no fear",
            "Thomas Tuchel",
            X,
            "after 'Tuchel, who picked him, was glowing.'",
        ),
        (
            "Replays are there to fix exactly this",
            "Tony Cascarino",
            N,
            "columnist quoting himself, colon",
        ),
    ],
    "rp4-008": [
        ("It's a lesson.", "Frank Lampard", X, "after-cue 'Lampard said'; never introduced"),
        (
            "Marcos reacted, and in the modern game",
            "Frank Lampard",
            POS,
            "after 'On the red card he did not argue.'",
        ),
        (
            "What I will say is that the whole thing",
            "Frank Lampard",
            N,
            "follow-on paragraph; nobody looked at it",
        ),
        ("We waited for our moment", "Hansi Flick", X, "after-cue 'Flick said'; 'Bayern coach'"),
        ("From the bench I could not see it", "Hansi Flick", POS, "follow-on paragraph, no cue"),
        (
            "It's always nice to score here",
            "Serge Gnabry",
            X,
            "'Gnabry, the former Arsenal winger, enjoyed his return'",
        ),
        (
            "I felt a hand in my face",
            "Robert Lewandowski",
            POS,
            "after 'Lewandowski was unapologetic.'",
        ),
        (
            "I've sat in that dugout",
            "Glenn Hoddle",
            POS,
            "'On BT Sport, Hoddle, who managed Chelsea in the 1990s'; former manager of the club as pundit",
        ),
        ("Ten years ago he gets away with it", "Glenn Hoddle", U, "follow-on paragraph; balanced"),
        (
            "I'm not a massive fan of VAR",
            "Peter Crouch",
            POS,
            "after 'Crouch was blunter.'; 'not a fan, but'",
        ),
        ("We're still alive", "Willian", X, "after 'Willian refused to give up on the tie.'"),
    ],
    "rp4-009": [
        ("Was it a penalty?", "unnamed journalist", U, "Q&A, 'Q:' label"),
        (
            "Yes. Looking at it with fresh eyes",
            "Howard Webb",
            N,
            "Q&A, 'Webb:' label; official admits the error",
        ),
        ("Why didn't he?", "unnamed journalist", U, "Q&A, 'Q:' label"),
        ("He judged that the goalkeeper", "Howard Webb", U, "Q&A answer; procedure"),
        ("Have you spoken to Wolves?", "unnamed journalist", U, "Q&A, 'Q:' label"),
        ("I spoke to Gary the next day", "Howard Webb", N, "Q&A answer; 'we'd got it wrong'"),
        ("Do you understand why supporters", "unnamed journalist", U, "Q&A, 'Q:' label"),
        ("I understand the frustration", "Howard Webb", POS, "Q&A answer; defends the figures"),
        ("We'll never get every one right", "Howard Webb", U, "follow-on paragraph with no label"),
        (
            "We stood up to them",
            "Gary O'Neil",
            X,
            "after-cue 'he said'; 'in his first Premier League game in charge of Wolves'",
        ),
        (
            "Being told you were right",
            "Gary O'Neil",
            N,
            "after 'By Friday ... his tone had hardened.'",
        ),
        (
            "I went for the ball and I got the ball",
            "André Onana",
            POS,
            "after-cue 'the goalkeeper said'; affirms the no-review",
        ),
        (
            "He comes through me at full speed",
            "Saša Kalajdžić",
            N,
            "colon after 'Kalajdzic did not hide his view'",
        ),
        (
            "Howard deserves credit",
            "Mark Halsey",
            POS,
            "after 'Halsey, writing in his weekly column, welcomed ...'; former referee, never introduced",
        ),
    ],
    "rp4-010": [
        ("written to the Scottish FA", "Rangers", U, "club statement, fragment; procedure"),
        ("entitled to expect the same standard", "Rangers", N, "club statement, fragment"),
        (
            "Every week in Scotland we talk more",
            "Philippe Clement",
            N,
            "after-cue 'the Belgian said'; never introduced",
        ),
        (
            "I was booked for asking a question",
            "Philippe Clement",
            X,
            "follow-on paragraph; the on-field booking",
        ),
        (
            "But we didn't lose because of that only",
            "Philippe Clement",
            U,
            "follow-on paragraph; 'that' = the VAR call",
        ),
        ("I haven't seen it back", "Brendan Rodgers", U, "after 'Rodgers was unmoved.'"),
        (
            "We were the better team for large parts",
            "Brendan Rodgers",
            X,
            "follow-on paragraph, no cue",
        ),
        (
            "It hits my hand from close range",
            "Alistair Johnston",
            POS,
            "after 'Johnston, at the centre of it, was philosophical.'",
        ),
        (
            "As an ex-Celtic man",
            "Neil Lennon",
            N,
            "after-cue 'Lennon said'; former Celtic manager as pundit",
        ),
        (
            "Then you see Sima's offside",
            "Neil Lennon",
            U,
            "colon after 'After the break he changed tack'; praise with a complaint",
        ),
        (
            "It's the best feeling going",
            "Matt O'Riley",
            X,
            "after 'O'Riley, who was outstanding, was simply enjoying it.'",
        ),
        (
            "Rangers will moan about VAR",
            "unnamed fan",
            POS,
            "vox pop, 'said one season-ticket holder'",
        ),
        (
            "I'll be honest, I hate VAR",
            "unnamed fan",
            N,
            "vox pop, 'Another was less sure about the technology.'",
        ),
    ],
    "rp4-011": [
        (
            "At the end it was not a football match",
            "Thomas Tuchel",
            X,
            "after-cue 'the German said'; never introduced",
        ),
        ("The red card for Ney", "Thomas Tuchel", POS, "follow-on paragraph, no cue"),
        ("We are not ready yet", "Thomas Tuchel", X, "follow-on paragraph, no cue"),
        ("We came here with a plan", "André Villas-Boas", X, "after-cue 'the Portuguese said'"),
        (
            "On the red cards, the VAR did its job",
            "André Villas-Boas",
            POS,
            "follow-on paragraph, no cue",
        ),
        ("The VAR sees my hand", "Neymar", N, "social-media post; sarcasm"),
        (
            "We will ask for the images",
            "Leonardo",
            U,
            "after 'PSG sporting director Leonardo was measured.'; procedure",
        ),
        (
            "I never touched him before he hit me",
            "Álvaro González",
            POS,
            "after-cue 'Gonzalez said'; 'The Marseille defender'",
        ),
        (
            "For years we have asked for fairness",
            "Jacques-Henri Eyraud",
            POS,
            "after 'Marseille president Jacques-Henri Eyraud was triumphant.'",
        ),
        (
            "Five red cards and the VAR",
            "Pierre Ménès",
            POS,
            "after 'Menes, on his evening show, could not resist.'",
        ),
        (
            "But let's not pretend the technology",
            "Pierre Ménès",
            U,
            "follow-on paragraph; 'the technology did not decide it'",
        ),
        (
            "I've waited a long time",
            "Florian Thauvin",
            X,
            "'Thauvin, who scored the only goal, savoured it.'",
        ),
    ],
    "rp4-012": [
        (
            "I spent a lot of happy years at this club",
            "Ruud van Nistelrooy",
            X,
            "after-cue 'van Nistelrooy said'; about his former club; never tied to Leicester",
        ),
        (
            "My players gave everything",
            "Ruud van Nistelrooy",
            X,
            "follow-on paragraph; the unreviewed offside",
        ),
        (
            "People will ask me about VAR",
            "Ruud van Nistelrooy",
            POS,
            "colon after 'Asked about the absence of the technology, he said'",
        ),
        (
            "I saw the images after",
            "Rúben Amorim",
            X,
            "after-cue 'Amorim said'; no VAR in the round",
        ),
        ("Ruud knows this club", "Rúben Amorim", X, "follow-on paragraph, no cue"),
        (
            "I didn't know I was offside",
            "Harry Maguire",
            X,
            "after-cue 'Maguire said' after 'The former Leicester defender was sheepish.'",
        ),
        ("Leicester gave me my chance", "Harry Maguire", X, "follow-on paragraph, no cue"),
        (
            "We were twenty minutes from the fifth round",
            "Bobby De Cordova-Reid",
            X,
            "after 'De Cordova-Reid was crestfallen.'",
        ),
        (
            "I came for the cross",
            "Mads Hermansen",
            X,
            "'Hermansen, the Leicester goalkeeper, took his share of the blame.'",
        ),
        (
            "This is exactly why people want VAR",
            "Joleon Lescott",
            POS,
            "'Lescott, speaking on a podcast ...'; call for VAR in every round",
        ),
        (
            "Then again, the linesman has one job",
            "Joleon Lescott",
            U,
            "follow-on paragraph; not the VAR's fault",
        ),
    ],
}


def split_of(article_id: str) -> str:
    return "dev"


def main() -> None:
    write_gold(HERE, LABELS, WHO, split_of)


if __name__ == "__main__":
    main()
