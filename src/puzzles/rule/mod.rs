//! "Your own rule": a small expression language a student writes a heuristic in (an
//! estimate h, an ordering key), parsed once into a compact tree and evaluated many times
//! (the 8-puzzle's check evaluates one rule on each of 181,440 positions).
//!
//! The language knows no puzzle: a view supplies its [`Vocabulary`], the named quantities of
//! a state (`manhattan`) and, when it has items, of each item (`row` of each `tile`), and
//! their values through [`Quantities`]. A rule is
//!
//! ```text
//! rule    := compare
//! compare := sum (("<" | "<=" | ">" | ">=" | "==" | "!=") sum)*     1 when true, else 0
//! sum     := product (("+" | "-") product)*
//! product := unary (("*" | "/") unary)*                              "/" rounds toward 0
//! unary   := "-" unary | atom
//! atom    := NUMBER | NAME | "(" rule ")"
//!          | ("min" | "max") "(" rule "," rule ")" | "abs" "(" rule ")"
//!          | "if" "(" rule "," rule "," rule ")"                     a condition is true when not 0
//!          | ("sum" | "count") "(" ITEM "," rule ")"                  over every item; count adds 1
//!                                                                    for each item where the rule is not 0
//! ```
//!
//! Values are whole numbers (`i64`); an overflow or a division by zero is an [`EvalError`]
//! naming its column, never a wrap or a panic. Bounds: [`MAX_LEN`] characters,
//! [`MAX_DEPTH`] levels of nesting, literals up to [`MAX_LITERAL`], and no aggregate inside
//! another, so one evaluation does at most (nodes x items) steps. Errors are coded
//! messages (`rule.*`, worded by the page's catalogues) naming the column, counted in
//! characters from 1, and what was expected there.
//!
//! Written here rather than with a crate: of the parsers weighed (`evalexpr`, `fasteval`,
//! `pest`, `chumsky`, `nom`) none is in the offline registry this project builds from, and
//! the generic evaluators (`evalexpr`, `fasteval`) look names up in maps at each evaluation,
//! where this tree holds each name's index, resolved once against the view's vocabulary.

use std::fmt;

use crate::puzzles::message::{Coded, Message};
use crate::puzzles::options::{Kind, Reader, Spec};

/// The most characters a rule may have.
pub const MAX_LEN: usize = 400;
/// The most levels of nesting a rule may have: each parenthesis, call and unary minus is a
/// level, and so is the value innermost (`((1))` has 3).
pub const MAX_DEPTH: usize = 24;
/// The largest number a rule may write.
pub const MAX_LITERAL: i64 = 1_000_000;
/// The functions, as a rule names them.
pub const FUNCTIONS: &[&str] = &["min", "max", "abs", "if", "sum", "count"];

/// The option `rule` of a view that takes one (its URL's `rule=`, a challenge's input): the
/// text of a rule in the view's vocabulary, "" (the default) for none. Its bounds are the
/// language's ([`MAX_LEN`], [`MAX_DEPTH`], [`MAX_LITERAL`]), checked by [`read_option`].
pub const OPTION: Spec = Spec::text("rule", Kind::Text, "");

/// Read option [`OPTION`] with `r` against `vocabulary`: the rule's text as given (trimmed),
/// `None` when empty; a rule that does not read is the option's error (its column and what
/// was expected), and the set goes on without it.
pub fn read_option(r: &mut Reader<'_>, vocabulary: &Vocabulary) -> Option<String> {
    r.read(OPTION.name, |t| {
        if t.is_empty() {
            Ok(None)
        } else {
            Rule::parse(t, vocabulary).map(|_| Some(t.to_string()))
        }
    })
}

/// A view's named quantities: those of a whole state, and, when it has items, the item's
/// name (`tile`) and each item's quantities, which only a `sum` or `count` over the items
/// can read. The names are the ones the rule uses (English words, the same in every
/// language, as the CLI's options are).
#[derive(Clone, Copy, Debug)]
pub struct Vocabulary {
    pub globals: &'static [&'static str],
    pub item: Option<&'static str>,
    pub per_item: &'static [&'static str],
}

/// The values of a vocabulary's quantities in one state, by their index in the vocabulary.
pub trait Quantities {
    /// The state's quantity `id` (an index into `Vocabulary::globals`).
    fn global(&self, id: usize) -> i64;
    /// How many items the state has.
    fn items(&self) -> usize;
    /// Item `item`'s quantity `id` (an index into `Vocabulary::per_item`).
    fn item(&self, item: usize, id: usize) -> i64;
}

/// The state's quantities of a vocabulary without items, in its order: the one
/// [`Quantities`] every such view uses (the evaluator is compiled once for all of them).
pub struct Globals<'a>(pub &'a [i64]);

impl Quantities for Globals<'_> {
    fn global(&self, id: usize) -> i64 {
        self.0[id]
    }
    fn items(&self) -> usize {
        0
    }
    fn item(&self, _: usize, _: usize) -> i64 {
        0
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    Add,
    Sub,
    Mul,
    Div,
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
}

impl Op {
    /// How tightly it binds: comparisons 0, sums 1, products 2.
    fn level(self) -> u8 {
        match self {
            Op::Add | Op::Sub => 1,
            Op::Mul | Op::Div => 2,
            _ => 0,
        }
    }
    fn symbol(self) -> &'static str {
        match self {
            Op::Add => "+",
            Op::Sub => "-",
            Op::Mul => "*",
            Op::Div => "/",
            Op::Lt => "<",
            Op::Le => "<=",
            Op::Gt => ">",
            Op::Ge => ">=",
            Op::Eq => "==",
            Op::Ne => "!=",
        }
    }
}

/// One node of a parsed rule; children are indices into the rule's nodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Node {
    Num(i64),
    Global(u16),
    Item(u16),
    Neg(u16),
    Bin(Op, u16, u16),
    Min(u16, u16),
    Max(u16, u16),
    Abs(u16),
    If(u16, u16, u16),
    Sum(u16),
    Count(u16),
}

/// A rule parsed against a vocabulary: a tree in one vector, the root last, each node's
/// column kept for the errors of its evaluation. Two rules are equal when their trees are,
/// wherever in the text each was written.
#[derive(Clone, Debug)]
pub struct Rule {
    nodes: Vec<Node>,
    columns: Vec<u16>,
    vocabulary_globals: &'static [&'static str],
    vocabulary_item: Option<&'static str>,
    vocabulary_per_item: &'static [&'static str],
}

impl PartialEq for Rule {
    fn eq(&self, other: &Rule) -> bool {
        self.nodes == other.nodes
    }
}

impl Eq for Rule {}

/// What was expected where a rule went wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    /// A number, a name, "(", "-" or a function.
    Value,
    /// ")".
    Close,
    /// "(" after a function's name.
    Open,
    /// "," between a function's arguments.
    Comma,
    /// An operator or the end of the rule.
    End,
    /// The item's name as a sum's or count's first argument.
    Item,
}

impl Expected {
    fn code(self) -> &'static str {
        match self {
            Expected::Value => "rule.expect.value",
            Expected::Close => "rule.expect.close",
            Expected::Open => "rule.expect.open",
            Expected::Comma => "rule.expect.comma",
            Expected::End => "rule.expect.end",
            Expected::Item => "rule.expect.item",
        }
    }
}

/// What is wrong with a rule's text. Columns count characters from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    Empty,
    TooLong {
        length: usize,
    },
    TooDeep {
        column: usize,
    },
    BigNumber {
        column: usize,
    },
    BadChar {
        column: usize,
        found: char,
    },
    /// `found` is the text there, empty at the end of the rule.
    Expected {
        column: usize,
        expected: Expected,
        found: String,
    },
    UnknownName {
        column: usize,
        name: String,
        names: Vec<&'static str>,
    },
    /// An item's quantity outside a `sum` or `count`.
    ItemOutside {
        column: usize,
        name: &'static str,
        item: &'static str,
    },
    /// A `sum` or `count` in a view whose states have no items.
    NoItems {
        column: usize,
        name: &'static str,
    },
    /// A `sum` or `count` inside another.
    Nested {
        column: usize,
    },
}

impl Coded for RuleError {
    fn message(&self) -> Message {
        let m = Message::new;
        let col = |c: &usize| *c as u64;
        match self {
            RuleError::Empty => m("rule.empty"),
            RuleError::TooLong { length } => m("rule.too_long")
                .count("length", *length as u64)
                .count("max", MAX_LEN as u64),
            RuleError::TooDeep { column } => m("rule.too_deep")
                .count("column", col(column))
                .count("max", MAX_DEPTH as u64),
            RuleError::BigNumber { column } => m("rule.big_number")
                .count("column", col(column))
                .count("max", MAX_LITERAL as u64),
            RuleError::BadChar { column, found } => m("rule.bad_char")
                .count("column", col(column))
                .text("found", found.to_string()),
            RuleError::Expected {
                column,
                expected,
                found,
            } if found.is_empty() => m("rule.expected_end")
                .count("column", col(column))
                .sub("expected", m(expected.code())),
            RuleError::Expected {
                column,
                expected,
                found,
            } => m("rule.expected")
                .count("column", col(column))
                .sub("expected", m(expected.code()))
                .text("found", found.as_str()),
            RuleError::UnknownName {
                column,
                name,
                names,
            } => m("rule.unknown_name")
                .count("column", col(column))
                .text("name", name.as_str())
                .list("names", names.iter().map(|n| n.to_string())),
            RuleError::ItemOutside { column, name, item } => m("rule.item_outside")
                .count("column", col(column))
                .text("name", *name)
                .text("item", *item),
            RuleError::NoItems { column, name } => m("rule.no_items")
                .count("column", col(column))
                .text("name", *name),
            RuleError::Nested { column } => m("rule.nested").count("column", col(column)),
        }
    }
}

crate::puzzles::message::display_as_message!(RuleError);

impl std::error::Error for RuleError {}

/// Why one evaluation failed, at the column of the operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EvalError {
    DivisionByZero { column: usize },
    Overflow { column: usize },
}

impl Coded for EvalError {
    fn message(&self) -> Message {
        match self {
            EvalError::DivisionByZero { column } => {
                Message::new("rule.division_by_zero").count("column", *column as u64)
            }
            EvalError::Overflow { column } => {
                Message::new("rule.overflow").count("column", *column as u64)
            }
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
enum Token {
    Num(i64),
    Name(String),
    Sym(&'static str),
    End,
}

const SYMBOLS: &[&str] = &[
    "<=", ">=", "==", "!=", "<", ">", "+", "-", "*", "/", "(", ")", ",",
];

/// The tokens with their columns (from 1), the end last.
fn tokens(text: &str) -> Result<Vec<(Token, usize)>, RuleError> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let column = i + 1;
        if c.is_whitespace() {
            i += 1;
        } else if c.is_ascii_digit() {
            let mut value: i64 = 0;
            while i < chars.len() && chars[i].is_ascii_digit() {
                value = value * 10 + i64::from(chars[i] as u8 - b'0');
                if value > MAX_LITERAL {
                    return Err(RuleError::BigNumber { column });
                }
                i += 1;
            }
            out.push((Token::Num(value), column));
        } else if c.is_ascii_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            out.push((Token::Name(chars[start..i].iter().collect()), column));
        } else {
            let rest: String = chars[i..chars.len().min(i + 2)].iter().collect();
            let Some(sym) = SYMBOLS.iter().find(|s| rest.starts_with(**s)) else {
                return Err(RuleError::BadChar { column, found: c });
            };
            i += sym.len();
            out.push((Token::Sym(sym), column));
        }
    }
    out.push((Token::End, chars.len() + 1));
    Ok(out)
}

struct Parser<'a> {
    tokens: Vec<(Token, usize)>,
    at: usize,
    depth: usize,
    /// Inside a `sum` or `count`.
    in_aggregate: bool,
    vocabulary: &'a Vocabulary,
    nodes: Vec<Node>,
    columns: Vec<u16>,
}

impl Parser<'_> {
    fn peek(&self) -> &Token {
        &self.tokens[self.at].0
    }
    fn column(&self) -> usize {
        self.tokens[self.at].1
    }
    fn push(&mut self, node: Node, column: usize) -> u16 {
        self.nodes.push(node);
        self.columns.push(column as u16);
        (self.nodes.len() - 1) as u16
    }
    fn expected(&self, expected: Expected) -> RuleError {
        let found = match self.peek() {
            Token::Num(n) => n.to_string(),
            Token::Name(s) => s.clone(),
            Token::Sym(s) => s.to_string(),
            Token::End => String::new(),
        };
        RuleError::Expected {
            column: self.column(),
            expected,
            found,
        }
    }
    fn eat(&mut self, sym: &str, expected: Expected) -> Result<(), RuleError> {
        if *self.peek() == Token::Sym(symbol(sym)) {
            self.at += 1;
            Ok(())
        } else {
            Err(self.expected(expected))
        }
    }
    fn deeper(&mut self) -> Result<(), RuleError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(RuleError::TooDeep {
                column: self.column(),
            });
        }
        Ok(())
    }

    /// Left-associative levels: comparisons, then sums, then products.
    fn level(&mut self, level: usize) -> Result<u16, RuleError> {
        const LEVELS: [&[(&str, Op)]; 3] = [
            &[
                ("<", Op::Lt),
                ("<=", Op::Le),
                (">", Op::Gt),
                (">=", Op::Ge),
                ("==", Op::Eq),
                ("!=", Op::Ne),
            ],
            &[("+", Op::Add), ("-", Op::Sub)],
            &[("*", Op::Mul), ("/", Op::Div)],
        ];
        let next = |p: &mut Self| {
            if level + 1 < LEVELS.len() {
                p.level(level + 1)
            } else {
                p.unary()
            }
        };
        let mut left = next(self)?;
        while let Token::Sym(s) = *self.peek() {
            let Some(&(_, op)) = LEVELS[level].iter().find(|(t, _)| *t == s) else {
                break;
            };
            let column = self.column();
            self.at += 1;
            let right = next(self)?;
            left = self.push(Node::Bin(op, left, right), column);
        }
        Ok(left)
    }

    fn unary(&mut self) -> Result<u16, RuleError> {
        self.deeper()?;
        let column = self.column();
        let node = match self.peek().clone() {
            Token::Sym("-") => {
                self.at += 1;
                let inner = self.unary()?;
                self.push(Node::Neg(inner), column)
            }
            Token::Sym("(") => {
                self.at += 1;
                let inner = self.level(0)?;
                self.eat(")", Expected::Close)?;
                inner
            }
            Token::Num(n) => {
                self.at += 1;
                self.push(Node::Num(n), column)
            }
            Token::Name(name) => {
                self.at += 1;
                self.name(&name, column)?
            }
            _ => return Err(self.expected(Expected::Value)),
        };
        self.depth -= 1;
        Ok(node)
    }

    fn name(&mut self, name: &str, column: usize) -> Result<u16, RuleError> {
        let v = self.vocabulary;
        if let Some(id) = v.globals.iter().position(|g| *g == name) {
            return Ok(self.push(Node::Global(id as u16), column));
        }
        if let Some(id) = v.per_item.iter().position(|g| *g == name) {
            if !self.in_aggregate {
                return Err(RuleError::ItemOutside {
                    column,
                    name: v.per_item[id],
                    item: v.item.unwrap_or_default(),
                });
            }
            return Ok(self.push(Node::Item(id as u16), column));
        }
        let Some(function) = FUNCTIONS.iter().find(|f| **f == name) else {
            let mut names: Vec<&'static str> = v.globals.to_vec();
            if self.in_aggregate {
                names.extend(v.per_item);
            }
            names.extend(FUNCTIONS);
            return Err(RuleError::UnknownName {
                column,
                name: name.chars().take(40).collect(),
                names,
            });
        };
        self.eat("(", Expected::Open)?;
        let node = match *function {
            "sum" | "count" => {
                let Some(item) = v.item else {
                    return Err(RuleError::NoItems {
                        column,
                        name: function,
                    });
                };
                if self.in_aggregate {
                    return Err(RuleError::Nested { column });
                }
                if *self.peek() != Token::Name(item.to_string()) {
                    return Err(self.expected(Expected::Item));
                }
                self.at += 1;
                self.eat(",", Expected::Comma)?;
                self.in_aggregate = true;
                let body = self.level(0)?;
                self.in_aggregate = false;
                if *function == "sum" {
                    Node::Sum(body)
                } else {
                    Node::Count(body)
                }
            }
            "abs" => Node::Abs(self.level(0)?),
            "if" => {
                let c = self.level(0)?;
                self.eat(",", Expected::Comma)?;
                let a = self.level(0)?;
                self.eat(",", Expected::Comma)?;
                Node::If(c, a, self.level(0)?)
            }
            _ => {
                let a = self.level(0)?;
                self.eat(",", Expected::Comma)?;
                let b = self.level(0)?;
                if *function == "min" {
                    Node::Min(a, b)
                } else {
                    Node::Max(a, b)
                }
            }
        };
        self.eat(")", Expected::Close)?;
        Ok(self.push(node, column))
    }
}

/// The `&'static` spelling of a symbol, for comparing tokens.
fn symbol(s: &str) -> &'static str {
    SYMBOLS.iter().find(|x| **x == s).copied().unwrap_or("")
}

impl Rule {
    /// Parse `text` against `vocabulary`: every name resolved, every bound checked.
    pub fn parse(text: &str, vocabulary: &Vocabulary) -> Result<Rule, RuleError> {
        let length = text.chars().count();
        if length > MAX_LEN {
            return Err(RuleError::TooLong { length });
        }
        if text.trim().is_empty() {
            return Err(RuleError::Empty);
        }
        let mut p = Parser {
            tokens: tokens(text)?,
            at: 0,
            depth: 0,
            in_aggregate: false,
            vocabulary,
            nodes: Vec::new(),
            columns: Vec::new(),
        };
        p.level(0)?;
        if *p.peek() != Token::End {
            return Err(p.expected(Expected::End));
        }
        Ok(Rule {
            nodes: p.nodes,
            columns: p.columns,
            vocabulary_globals: vocabulary.globals,
            vocabulary_item: vocabulary.item,
            vocabulary_per_item: vocabulary.per_item,
        })
    }

    /// Whether the rule reads the state's quantity `id` (so a view computes only those).
    pub fn uses_global(&self, id: usize) -> bool {
        self.nodes.contains(&Node::Global(id as u16))
    }

    /// The rule's value on the state `q` gives.
    pub fn eval(&self, q: &impl Quantities) -> Result<i64, EvalError> {
        self.at(self.nodes.len() - 1, q, 0)
    }

    fn at(&self, i: usize, q: &impl Quantities, item: usize) -> Result<i64, EvalError> {
        let column = || usize::from(self.columns[i]);
        let overflow = || EvalError::Overflow { column: column() };
        let get = |j: u16| self.at(usize::from(j), q, item);
        Ok(match self.nodes[i] {
            Node::Num(n) => n,
            Node::Global(id) => q.global(usize::from(id)),
            Node::Item(id) => q.item(item, usize::from(id)),
            Node::Neg(a) => get(a)?.checked_neg().ok_or_else(overflow)?,
            Node::Bin(op, a, b) => {
                let (a, b) = (get(a)?, get(b)?);
                match op {
                    Op::Add => a.checked_add(b).ok_or_else(overflow)?,
                    Op::Sub => a.checked_sub(b).ok_or_else(overflow)?,
                    Op::Mul => a.checked_mul(b).ok_or_else(overflow)?,
                    Op::Div if b == 0 => {
                        return Err(EvalError::DivisionByZero { column: column() })
                    }
                    Op::Div => a.checked_div(b).ok_or_else(overflow)?,
                    Op::Lt => i64::from(a < b),
                    Op::Le => i64::from(a <= b),
                    Op::Gt => i64::from(a > b),
                    Op::Ge => i64::from(a >= b),
                    Op::Eq => i64::from(a == b),
                    Op::Ne => i64::from(a != b),
                }
            }
            Node::Min(a, b) => get(a)?.min(get(b)?),
            Node::Max(a, b) => get(a)?.max(get(b)?),
            Node::Abs(a) => get(a)?.checked_abs().ok_or_else(overflow)?,
            Node::If(c, a, b) => {
                if get(c)? != 0 {
                    get(a)?
                } else {
                    get(b)?
                }
            }
            Node::Sum(body) => {
                let mut total: i64 = 0;
                for k in 0..q.items() {
                    let v = self.at(usize::from(body), q, k)?;
                    total = total.checked_add(v).ok_or_else(overflow)?;
                }
                total
            }
            Node::Count(body) => {
                let mut total = 0;
                for k in 0..q.items() {
                    total += i64::from(self.at(usize::from(body), q, k)? != 0);
                }
                total
            }
        })
    }

    /// Node `j` as an operand of an operation at `level` (comparisons 0, sums 1, products
    /// 2, minus 3): in parentheses when it binds less tightly.
    fn operand(&self, j: u16, level: u8, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let inner = match self.nodes[usize::from(j)] {
            Node::Bin(op, ..) => op.level(),
            _ => 3,
        };
        if inner < level {
            f.write_str("(")?;
            self.write(usize::from(j), f)?;
            f.write_str(")")
        } else {
            self.write(usize::from(j), f)
        }
    }

    fn write(&self, i: usize, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sub = |j: u16, f: &mut fmt::Formatter<'_>| self.write(usize::from(j), f);
        match self.nodes[i] {
            Node::Num(n) => write!(f, "{n}"),
            Node::Global(id) => f.write_str(self.vocabulary_globals[usize::from(id)]),
            Node::Item(id) => f.write_str(self.vocabulary_per_item[usize::from(id)]),
            Node::Neg(a) => {
                f.write_str("-")?;
                self.operand(a, 3, f)
            }
            Node::Bin(op, a, b) => {
                let level = op.level();
                self.operand(a, level, f)?;
                write!(f, " {} ", op.symbol())?;
                self.operand(b, level + 1, f)
            }
            Node::Min(a, b) | Node::Max(a, b) => {
                let name = if matches!(self.nodes[i], Node::Min(..)) {
                    "min"
                } else {
                    "max"
                };
                write!(f, "{name}(")?;
                sub(a, f)?;
                f.write_str(", ")?;
                sub(b, f)?;
                f.write_str(")")
            }
            Node::Abs(a) => {
                f.write_str("abs(")?;
                sub(a, f)?;
                f.write_str(")")
            }
            Node::If(c, a, b) => {
                f.write_str("if(")?;
                sub(c, f)?;
                f.write_str(", ")?;
                sub(a, f)?;
                f.write_str(", ")?;
                sub(b, f)?;
                f.write_str(")")
            }
            Node::Sum(body) | Node::Count(body) => {
                let name = if matches!(self.nodes[i], Node::Sum(..)) {
                    "sum"
                } else {
                    "count"
                };
                write!(f, "{name}({}, ", self.vocabulary_item.unwrap_or_default())?;
                sub(body, f)?;
                f.write_str(")")
            }
        }
    }
}

/// The rule written back with the parentheses its operators' precedence needs and no
/// others: parsed again, it is the same rule.
impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write(self.nodes.len() - 1, f)
    }
}
