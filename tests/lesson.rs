//! The lesson format (`searchlight::lesson`), the one set of rules the page (through the
//! facade) and the CLI (`searchlight scorm --lesson-file`) read lessons by: parsing, writing
//! back, every mistake named with its line, and the lessons that ship with the page.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use searchlight::lesson::{self, Lesson, LessonError, Slide, MAX_LESSON, MAX_SLIDES, PRESSABLE};
use searchlight::puzzles::message::Coded;

/// A lesson of two slides using every line kind (`tests/lesson.test.mjs` reads it too).
const EXAMPLE: &str = include_str!("fixtures/lesson-example.txt");

/// The lessons that ship with the page: (id, language, text), from the modules' template
/// literals (which hold no escapes and no `${`).
fn shipped() -> Vec<(String, String, String)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/www/lessons");
    let mut out = Vec::new();
    for id in ["bfs", "knight", "dfs", "blind", "sudoku", "heuristic"] {
        let module = std::fs::read_to_string(format!("{dir}/{id}.js")).unwrap();
        assert!(!module.contains("${") && !module.contains('\\'), "{id}");
        for lang in ["en", "zh"] {
            let open = format!("  {lang}: `");
            let at = module.find(&open).unwrap() + open.len();
            let end = module[at..].find('`').unwrap();
            out.push((id.into(), lang.into(), module[at..at + end].to_string()));
        }
    }
    out
}

#[test]
fn a_lesson_is_read_line_by_line() {
    let l = lesson::parse(EXAMPLE).unwrap();
    assert_eq!(l.title, "Queens");
    assert_eq!(l.summary, ["Eight queens, three frames."]);
    assert_eq!(l.slides.len(), 2);
    let (a, b) = (&l.slides[0], &l.slides[1]);
    assert_eq!(a.line, 5);
    assert_eq!(a.caption, "The first queens");
    assert_eq!(a.frame, "#/queens?n=8&mode=all&step=6");
    assert_eq!(
        a.paragraphs,
        [
            "One queen a row: {placements} placements. A second line of the same paragraph.",
            "Another paragraph with {1.nodes}."
        ]
    );
    assert_eq!(a.question, "Where next?");
    assert_eq!(a.answer, "The first free square.");
    assert_eq!(a.play, Some(40));
    assert_eq!(
        b.frame, "#/sudoku?cell=mrv",
        "a whole address from Share keeps its frame"
    );
    assert_eq!(b.press, "compare");
    assert_eq!(b.play, None);
    // Written back, it reads the same; and a Windows text too.
    let no_lines = |mut l: Lesson| {
        l.slides.iter_mut().for_each(|s| s.line = 0);
        l
    };
    let again = lesson::parse(&lesson::text(&l)).unwrap();
    assert_eq!(lesson::text(&again), lesson::text(&l));
    assert_eq!(no_lines(again), no_lines(l.clone()));
    assert_eq!(
        no_lines(lesson::parse(&EXAMPLE.replace('\n', "\r\n")).unwrap()),
        no_lines(l)
    );
}

#[test]
fn a_malformed_lesson_is_refused_with_its_line_named() {
    use LessonError as E;
    let too_many = format!("# T\n{}", "## s\n".repeat(MAX_SLIDES + 1));
    let too_long = format!("# T\n## A\n{}", "x".repeat(MAX_LESSON));
    let cases: Vec<(&str, LessonError)> = vec![
        ("", E::Empty),
        ("\n\n  \n", E::Empty),
        ("Not a title\n## x", E::NoTitle { line: 1 }),
        ("\n## Slide first", E::NoTitle { line: 2 }),
        ("#NoSpace\n## a", E::NoTitle { line: 1 }),
        ("# T\n## A\n# Another title", E::SecondTitle { line: 3 }),
        ("# T\n##\n", E::NoCaption { line: 2 }),
        (
            "# T\n## A\n@challenge queens-squares\n@challenge bfs-distance",
            E::TwoChallenges { line: 4 },
        ),
        (
            "# T\n## A\n#/knight\n@play 5\n@play 9",
            E::TwoPlays { line: 5 },
        ),
        (
            "# T\n## A\n#/queens\n@press count\n@press solve",
            E::TwoPresses { line: 5 },
        ),
        ("# T\n#/knight", E::FrameBeforeSlide { line: 2 }),
        (
            "# T\n## A\n#/knight\n#/queens",
            E::TwoFrames { line: 4, first: 3 },
        ),
        (
            "# T\n## A\n#/knight?board=8x8 start=a1",
            E::BadFrame {
                line: 3,
                text: "#/knight?board=8x8 start=a1".into(),
            },
        ),
        (
            "# T\n## A\n### deeper",
            E::BadHeading {
                line: 3,
                text: "### deeper".into(),
            },
        ),
        (
            "# T\n? early",
            E::BeforeSlide {
                line: 2,
                text: "? early".into(),
            },
        ),
        ("# T\n## A\n? one\n? two", E::TwoQuestions { line: 4 }),
        ("# T\n## A\n?", E::EmptyQuestion { line: 3 }),
        ("# T\n## A\n= answer first", E::AnswerFirst { line: 3 }),
        ("# T\n## A\n? q\n= a\n= b", E::TwoAnswers { line: 5 }),
        ("# T\n## A\n? q\n=", E::EmptyAnswer { line: 4 }),
        (
            "# T\n## A\n@jump 4",
            E::BadDirective {
                line: 3,
                text: "@jump 4".into(),
            },
        ),
        (
            "# T\n## A\n@play -1",
            E::BadDirective {
                line: 3,
                text: "@play -1".into(),
            },
        ),
        (
            "# T\n## A\n@press <script>",
            E::BadDirective {
                line: 3,
                text: "@press <script>".into(),
            },
        ),
        // A control outside PRESSABLE is refused where the lesson is read, by the page and
        // the CLI alike (it was said only when its slide was shown, after the CLI packaged it).
        (
            "# T\n## A\n#/queens\n@press score-reset",
            E::PressRefused {
                line: 4,
                act: "score-reset".into(),
            },
        ),
        // A goal parameter that is not NAME=NUMBER is named, as the link's goal= names it.
        (
            "# T\n## A\n@challenge queens-squares squares=many",
            E::BadGoal {
                line: 3,
                value: "squares=many".into(),
            },
        ),
        (
            "# T\n## A\n@challenge queens-squares squares=1 squares=2",
            E::GoalTwice {
                line: 3,
                name: "squares".into(),
            },
        ),
        ("# T\nonly a summary", E::NoSlides),
        (
            &too_many,
            E::TooMany {
                line: MAX_SLIDES + 2,
            },
        ),
        (
            &too_long,
            E::TooLong {
                length: MAX_LESSON + 9,
            },
        ),
        // Invisible characters are blank wherever a field must not be empty.
        ("\u{200b}\n\u{2060} \u{200e}\n", E::Empty),
        ("# \u{200b}\n## A", E::EmptyTitle { line: 1 }),
        ("# \u{202e}\n## A", E::EmptyTitle { line: 1 }),
        ("# T\n## \u{200b}", E::NoCaption { line: 2 }),
        (
            "# T\n## \u{200d}\u{00ad}\u{feff}\u{3164}",
            E::NoCaption { line: 2 },
        ),
        ("# T\n## A\n? \u{2060}", E::EmptyQuestion { line: 3 }),
        (
            "# T\n## A\n? q\n= \u{200c}\u{200f}",
            E::EmptyAnswer { line: 4 },
        ),
    ];
    for (text, expected) in cases {
        let got = lesson::parse(text).unwrap_err();
        assert_eq!(got, expected, "{:?}", &text[..text.len().min(40)]);
        // Coded with its line, which the page and the CLI say.
        let m = got.message();
        assert_eq!(m.code, got.code());
        if let Some(line) = got.line() {
            assert_eq!(
                m.get("line"),
                Some(&searchlight::puzzles::message::Param::Number(line as f64)),
                "{}",
                m.code
            );
        }
    }
}

#[test]
fn a_line_of_only_invisible_characters_is_a_blank_line() {
    let l = lesson::parse("\u{200b}\n# T\n\u{2060}\n## A\nOne\n\u{200b}\nTwo\n").unwrap();
    assert_eq!(l.title, "T");
    assert_eq!(l.slides[0].paragraphs, ["One", "Two"]);
    // A visible word with a joiner in it is a word.
    assert_eq!(
        lesson::parse("# T\n## a\u{200d}b\n").unwrap().slides[0].caption,
        "a\u{200d}b"
    );
}

#[test]
fn a_slide_names_a_challenge_and_its_goal() {
    let read =
        lesson::parse("# T\n## A\n#/queens?n=14\n@challenge queens-squares  squares=20000\n")
            .unwrap();
    assert_eq!(
        (
            read.slides[0].challenge.as_str(),
            read.slides[0].goal.as_str()
        ),
        ("queens-squares", "squares=20000")
    );
    assert!(lesson::text(&read).contains("\n@challenge queens-squares squares=20000\n"));
}

#[test]
fn a_goal_parameter_named_twice_is_refused_by_the_one_rule() {
    use searchlight::puzzles::challenge::{self, GoalError};
    let c = challenge::challenge("queens-squares").unwrap();
    // A link's goal= (and the CLI's --goal) as the lesson's line: refused, not the last kept.
    assert_eq!(
        c.goal_of(&challenge::goal_pairs("squares=1&squares=200000")),
        Err(GoalError::Twice {
            name: "squares".into()
        })
    );
    assert_eq!(challenge::named_twice(["a", "b", " a"]), Some("a"));
    assert_eq!(challenge::named_twice(["a", "b"]), None);
    assert!(c.goal_of(&challenge::goal_pairs("squares=200000")).is_ok());
}

#[test]
fn press_may_press_only_what_shows_something() {
    for act in ["measure", "compare", "count", "solve"] {
        assert!(PRESSABLE.contains(&act), "{act}");
    }
    for act in [
        "score-reset",
        "show-me",
        "hint",
        "answer-back",
        "reset",
        "new",
        "clear",
        "example",
        "gif",
        "png",
        "svg",
        "lesson-edit",
        "lesson-example",
    ] {
        assert!(!PRESSABLE.contains(&act), "{act} is not pressable");
    }
}

#[test]
fn every_lesson_that_ships_reads_cleanly_in_both_languages_with_the_same_frames() {
    let all = shipped();
    for pair in all.chunks(2) {
        let [(id, _, en), (_, _, zh)] = pair else {
            unreachable!()
        };
        let (a, b) = (lesson::parse(en).unwrap(), lesson::parse(zh).unwrap());
        assert_eq!(a.slides.len(), b.slides.len(), "{id}");
        assert!(a.slides.len() >= 5, "{id}: a lesson, not a stub");
        for (s, t) in a.slides.iter().zip(&b.slides) {
            assert_eq!(
                (&t.frame, t.play, &t.press, &t.challenge, &t.goal),
                (&s.frame, s.play, &s.press, &s.challenge, &s.goal),
                "{id}: {}",
                s.caption
            );
            assert_eq!(t.question.is_empty(), s.question.is_empty(), "{id}");
            assert_eq!(t.answer.is_empty(), s.answer.is_empty(), "{id}");
        }
    }
}

fn words() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop::sample::select(vec![
            "the",
            "knight",
            "骑士",
            "queens",
            "{nodes}",
            "{2.steps}",
            "moves",
            "BFS",
            "é",
            "→",
            "¿",
            "x",
            "a\u{200d}b",
        ]),
        1..8,
    )
    .prop_map(|w| w.join(" "))
}

fn slide() -> impl Strategy<Value = Slide> {
    (
        words(),
        prop::option::of((
            prop::sample::select(vec!["knight", "queens", "maze", "puzzle"]),
            0..100u32,
        )),
        prop::collection::vec(words(), 0..3),
        prop::option::of((words(), prop::option::of(words()))),
        prop::option::of(0..1000u32),
        prop::option::of(prop::sample::select(PRESSABLE.to_vec())),
        prop::option::of((
            prop::sample::select(vec!["queens-squares", "maze-route"]),
            prop::sample::select(vec!["", "squares=20000", "ratio=3&squares=9"]),
        )),
    )
        .prop_map(|(caption, frame, paragraphs, qa, play, press, challenge)| {
            let (question, answer) = qa.map_or((String::new(), String::new()), |(q, a)| {
                (q, a.unwrap_or_default())
            });
            let (challenge, goal) = challenge.map_or((String::new(), String::new()), |(c, g)| {
                (c.to_string(), g.to_string())
            });
            Slide {
                line: 0,
                caption,
                frame: frame.map_or(String::new(), |(v, s)| format!("#/{v}?step={s}")),
                paragraphs,
                question,
                answer,
                play,
                press: press.unwrap_or("").to_string(),
                challenge,
                goal,
            }
        })
}

proptest! {
    #[test]
    fn lessons_survive_being_written_and_read_back(
        title in words(),
        summary in prop::collection::vec(words(), 0..3),
        slides in prop::collection::vec(slide(), 1..6),
    ) {
        let lesson = Lesson { title, summary, slides };
        let mut read = lesson::parse(&lesson::text(&lesson)).unwrap();
        read.slides.iter_mut().for_each(|s| s.line = 0);
        prop_assert_eq!(read, lesson);
    }
}
