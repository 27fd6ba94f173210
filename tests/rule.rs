//! The rule language (`puzzles::rule`): random rules printed here and parsed, evaluated
//! against a reference evaluator written here (over i128, so an overflow is seen, not
//! wrapped); the parser's own writing read back to the same rule; bounds and mistakes as
//! coded errors naming their column; arbitrary text never a panic.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use searchlight::puzzles::message::Coded;
use searchlight::puzzles::rule::{
    EvalError, Expected, Quantities, Rule, RuleError, Vocabulary, MAX_DEPTH, MAX_LEN, MAX_LITERAL,
};

const WORDS: Vocabulary = Vocabulary {
    globals: &["a", "b", "c"],
    item: Some("it"),
    per_item: &["x", "y"],
};

/// A state of the test's vocabulary: three globals and items of two quantities each.
#[derive(Clone, Debug)]
struct State {
    globals: [i64; 3],
    items: Vec<[i64; 2]>,
}

impl Quantities for State {
    fn global(&self, id: usize) -> i64 {
        self.globals[id]
    }
    fn items(&self) -> usize {
        self.items.len()
    }
    fn item(&self, item: usize, id: usize) -> i64 {
        self.items[item][id]
    }
}

/// The test's own tree of a rule.
#[derive(Clone, Debug)]
enum E {
    Num(i64),
    Global(usize),
    Item(usize),
    Neg(Box<E>),
    Bin(&'static str, Box<E>, Box<E>),
    Call(&'static str, Vec<E>),
    Agg(&'static str, Box<E>),
}

/// Fully parenthesised, unlike the library's own writing.
fn print(e: &E) -> String {
    match e {
        E::Num(n) => n.to_string(),
        E::Global(i) => WORDS.globals[*i].to_string(),
        E::Item(i) => WORDS.per_item[*i].to_string(),
        E::Neg(a) => format!("(-{})", print(a)),
        E::Bin(op, a, b) => format!("({} {op} {})", print(a), print(b)),
        E::Call(f, args) => {
            let args: Vec<String> = args.iter().map(print).collect();
            format!("{f}({})", args.join(", "))
        }
        E::Agg(f, body) => format!("{f}(it, {})", print(body)),
    }
}

#[derive(Debug, PartialEq)]
enum Fail {
    Zero,
    Overflow,
}

fn fits(v: i128) -> Result<i64, Fail> {
    i64::try_from(v).map_err(|_| Fail::Overflow)
}

/// The reference: left operand first, then right, the first failure kept; `if` evaluates
/// only its chosen branch.
fn reference(e: &E, s: &State, item: usize) -> Result<i64, Fail> {
    let r = |x: &E| reference(x, s, item).map(i128::from);
    Ok(match e {
        E::Num(n) => *n,
        E::Global(i) => s.globals[*i],
        E::Item(i) => s.items[item][*i],
        E::Neg(a) => fits(-r(a)?)?,
        E::Bin(op, a, b) => {
            let (a, b) = (r(a)?, r(b)?);
            match *op {
                "+" => fits(a + b)?,
                "-" => fits(a - b)?,
                "*" => fits(a * b)?,
                "/" if b == 0 => return Err(Fail::Zero),
                "/" => fits(a / b)?,
                "<" => (a < b) as i64,
                "<=" => (a <= b) as i64,
                ">" => (a > b) as i64,
                ">=" => (a >= b) as i64,
                "==" => (a == b) as i64,
                _ => (a != b) as i64,
            }
        }
        E::Call(f, args) => match *f {
            "min" => fits(r(&args[0])?.min(r(&args[1])?))?,
            "max" => fits(r(&args[0])?.max(r(&args[1])?))?,
            "abs" => fits(r(&args[0])?.abs())?,
            _ => {
                if r(&args[0])? != 0 {
                    fits(r(&args[1])?)?
                } else {
                    fits(r(&args[2])?)?
                }
            }
        },
        E::Agg(f, body) => {
            let mut total: i128 = 0;
            for k in 0..s.items.len() {
                let v = i128::from(reference(body, s, k)?);
                total += if *f == "sum" { v } else { (v != 0) as i128 };
                if *f == "sum" {
                    fits(total)?;
                }
            }
            fits(total)?
        }
    })
}

fn tree(leaf: BoxedStrategy<E>) -> impl Strategy<Value = E> {
    leaf.prop_recursive(5, 40, 3, |inner| {
        let ops = prop::sample::select(vec!["+", "-", "*", "/", "<", "<=", ">", ">=", "==", "!="]);
        prop_oneof![
            inner.clone().prop_map(|a| E::Neg(Box::new(a))),
            (ops, inner.clone(), inner.clone()).prop_map(|(op, a, b)| E::Bin(
                op,
                Box::new(a),
                Box::new(b)
            )),
            (
                prop::sample::select(vec!["min", "max"]),
                inner.clone(),
                inner.clone()
            )
                .prop_map(|(f, a, b)| E::Call(f, vec![a, b])),
            inner.clone().prop_map(|a| E::Call("abs", vec![a])),
            (inner.clone(), inner.clone(), inner)
                .prop_map(|(c, a, b)| E::Call("if", vec![c, a, b])),
        ]
    })
}

fn literal() -> impl Strategy<Value = i64> {
    prop_oneof![0..=10i64, 0..=MAX_LITERAL, Just(MAX_LITERAL)]
}

/// A rule: the state's quantities, and sums and counts over items of their quantities.
fn rule() -> impl Strategy<Value = E> {
    let body = tree(
        prop_oneof![
            literal().prop_map(E::Num),
            (0..3usize).prop_map(E::Global),
            (0..2usize).prop_map(E::Item),
        ]
        .boxed(),
    );
    let aggregate = (prop::sample::select(vec!["sum", "count"]), body)
        .prop_map(|(f, b)| E::Agg(f, Box::new(b)));
    tree(
        prop_oneof![
            3 => literal().prop_map(E::Num),
            3 => (0..3usize).prop_map(E::Global),
            1 => aggregate,
        ]
        .boxed(),
    )
}

fn state() -> impl Strategy<Value = State> {
    let value = prop_oneof![-5..=5i64, any::<i64>(), -1_000_000..=1_000_000i64];
    (
        [value.clone(), value.clone(), value.clone()],
        prop::collection::vec([value.clone(), value], 0..6),
    )
        .prop_map(|(globals, items)| State { globals, items })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn random_rules_evaluate_as_the_reference_does(e in rule(), s in state()) {
        let text = print(&e);
        let parsed = Rule::parse(&text, &WORDS);
        if text.chars().count() > MAX_LEN {
            prop_assert!(matches!(parsed, Err(RuleError::TooLong { .. })), "{text}");
            return Ok(());
        }
        let rule = match parsed {
            Err(RuleError::TooDeep { .. }) => return Ok(()),
            other => other.map_err(|e| TestCaseError::fail(format!("{text}: {e:?}")))?,
        };
        let got = rule.eval(&s).map_err(|e| match e {
            EvalError::DivisionByZero { .. } => Fail::Zero,
            EvalError::Overflow { .. } => Fail::Overflow,
        });
        prop_assert_eq!(got, reference(&e, &s, 0), "{}", text);
        // Written back by the library and read again: the same rule.
        let again = Rule::parse(&rule.to_string(), &WORDS).unwrap();
        prop_assert_eq!(&again, &rule, "{} -> {}", text, rule);
    }

    #[test]
    fn arbitrary_text_is_a_rule_or_a_coded_error(text in prop_oneof![
        any::<String>(),
        proptest::string::string_regex("[abcxy0-9+*/<>=!(), -]{0,60}|(sum|count|min|max|if|abs|it|[(),]| )*").unwrap(),
    ]) {
        match Rule::parse(&text, &WORDS) {
            Ok(rule) => {
                let _ = rule.eval(&State { globals: [1, 2, 3], items: vec![[4, 5]] });
            }
            Err(e) => {
                let m = e.message();
                prop_assert!(m.code.starts_with("rule."), "{}", m.code);
            }
        }
    }
}

fn error(text: &str) -> RuleError {
    Rule::parse(text, &WORDS).expect_err(text)
}

fn value(text: &str) -> Result<i64, EvalError> {
    let s = State {
        globals: [2, 3, i64::MAX],
        items: vec![[1, 10], [2, 20], [0, 30]],
    };
    Rule::parse(text, &WORDS).unwrap().eval(&s)
}

#[test]
fn worked_values() {
    assert_eq!(value("1 + 2 * 3"), Ok(7));
    assert_eq!(value("(1 + 2) * 3"), Ok(9));
    assert_eq!(value("10 - 4 - 3"), Ok(3));
    assert_eq!(value("-7 / 2"), Ok(-3));
    assert_eq!(value("a < b"), Ok(1));
    assert_eq!(value("if(a >= b, 100, min(a, b) + max(a, b))"), Ok(5));
    assert_eq!(value("sum(it, x * y)"), Ok(10 + 40));
    assert_eq!(value("count(it, x)"), Ok(2));
    assert_eq!(value("count(it, x != 0) * 10 + abs(-a)"), Ok(22));
}

#[test]
fn division_by_zero_and_overflow_are_errors_naming_the_operator() {
    assert_eq!(
        value("1 / (a - 2)"),
        Err(EvalError::DivisionByZero { column: 3 })
    );
    assert_eq!(value("c + 1"), Err(EvalError::Overflow { column: 3 }));
    assert_eq!(
        value("1000000 * 1000000 * 1000000 * 1000000"),
        Err(EvalError::Overflow { column: 29 })
    );
    assert_eq!(value("-c - 2"), Err(EvalError::Overflow { column: 4 }));
    assert_eq!(value("sum(it, c)"), Err(EvalError::Overflow { column: 1 }));
    assert_eq!(
        value("if(0, 1 / 0, 5)"),
        Ok(5),
        "the branch not taken is not evaluated"
    );
}

#[test]
fn bounds_are_errors_not_panics() {
    // The innermost value is a level: MAX_DEPTH - 1 parentheses around it are allowed.
    let deep = format!(
        "{}1{}",
        "(".repeat(MAX_DEPTH - 1),
        ")".repeat(MAX_DEPTH - 1)
    );
    assert!(
        Rule::parse(&deep, &WORDS).is_ok(),
        "{MAX_DEPTH} levels are allowed"
    );
    let deeper = format!("{}1{}", "(".repeat(MAX_DEPTH), ")".repeat(MAX_DEPTH));
    assert_eq!(
        error(&deeper),
        RuleError::TooDeep {
            column: MAX_DEPTH + 1
        }
    );
    assert_eq!(
        error(&format!("{}1", "-".repeat(MAX_LEN - 1))),
        RuleError::TooDeep {
            column: MAX_DEPTH + 1
        }
    );
    let nested = "(".repeat(100_000);
    assert_eq!(error(&nested), RuleError::TooLong { length: 100_000 });
    assert_eq!(error(&"9".repeat(300)), RuleError::BigNumber { column: 1 });
    assert_eq!(
        error(&format!("a + {}", MAX_LITERAL + 1)),
        RuleError::BigNumber { column: 5 }
    );
    assert!(Rule::parse(&MAX_LITERAL.to_string(), &WORDS).is_ok());
    assert_eq!(error("   "), RuleError::Empty);
}

#[test]
fn mistakes_name_their_column_and_what_was_expected() {
    let expected = |column, expected, found: &str| RuleError::Expected {
        column,
        expected,
        found: found.into(),
    };
    assert_eq!(error("1 +"), expected(4, Expected::Value, ""));
    assert_eq!(error("min(1 2)"), expected(7, Expected::Comma, "2"));
    assert_eq!(error("abs(1"), expected(6, Expected::Close, ""));
    assert_eq!(error("max 1"), expected(5, Expected::Open, "1"));
    assert_eq!(error("1 2"), expected(3, Expected::End, "2"));
    assert_eq!(error("sum(a, 1)"), expected(5, Expected::Item, "a"));
    assert_eq!(
        error("a ? b"),
        RuleError::BadChar {
            column: 3,
            found: '?'
        }
    );
    assert_eq!(
        error("x + 1"),
        RuleError::ItemOutside {
            column: 1,
            name: "x",
            item: "it"
        }
    );
    assert_eq!(
        error("sum(it, count(it, x))"),
        RuleError::Nested { column: 9 }
    );
    match error("a + zed") {
        RuleError::UnknownName {
            column: 5,
            name,
            names,
        } => {
            assert_eq!(name, "zed");
            assert!(names.contains(&"a") && names.contains(&"sum") && !names.contains(&"x"));
        }
        other => panic!("{other:?}"),
    }
    // Columns count characters, not bytes.
    assert_eq!(
        error("\u{00e9}"),
        RuleError::BadChar {
            column: 1,
            found: '\u{00e9}'
        }
    );
    assert_eq!(
        error("a + \u{4e00}"),
        RuleError::BadChar {
            column: 5,
            found: '\u{4e00}'
        }
    );
    let none = Vocabulary {
        globals: &["a"],
        item: None,
        per_item: &[],
    };
    assert_eq!(
        Rule::parse("sum(it, 1)", &none),
        Err(RuleError::NoItems {
            column: 1,
            name: "sum"
        })
    );
}
