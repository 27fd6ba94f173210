//! "The code": where the algorithm's listing stands at a step. The lines the last event ran
//! (by label: the listing in the page marks its lines with the same labels, and lights the
//! last of them), the variables the listing names with their values, and, where the lesson's
//! code is recursive, its call stack, one frame per level. Each puzzle says this for its own
//! listing from the view at the cursor and the events shown; the page only draws it.

use serde::Serialize;

/// The most frames of a call stack sent (the deepest ones); deeper stacks say how many.
pub const MAX_FRAMES: usize = 12;

/// The most items of a list value sent (the last ones); a longer list says its length.
pub const MAX_ITEMS: usize = 16;

/// A variable's value as the listing would print it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
// Named CodeValue in TypeScript: the options' `Value` has the name there.
#[cfg_attr(target_arch = "wasm32", tsify(rename = "CodeValue"))]
#[serde(untagged)]
pub enum Value {
    Number(f64),
    Text(String),
    /// A list (a path, a queue): some of its items, and how long it is. `tail`: the items
    /// are its last ones (a path), else its first ones (a queue, front first).
    List {
        items: Vec<String>,
        len: f64,
        tail: bool,
    },
    /// Nothing yet (`None` in Python-like code, -1 in C-like code).
    None,
}

impl Value {
    pub fn num(x: impl Into<f64>) -> Value {
        Value::Number(x.into())
    }

    pub fn text(s: impl Into<String>) -> Value {
        Value::Text(s.into())
    }

    /// A list, of which the page gets the last [`MAX_ITEMS`] items and the length.
    pub fn list<S: Into<String>>(items: impl IntoIterator<Item = S>) -> Value {
        let all: Vec<String> = items.into_iter().map(Into::into).collect();
        let len = all.len();
        let items = all
            .into_iter()
            .skip(len.saturating_sub(MAX_ITEMS))
            .collect();
        Value::List {
            items,
            len: len as f64,
            tail: true,
        }
    }

    /// A list of which the page gets the first [`MAX_ITEMS`] items (a queue, front first)
    /// and the length.
    pub fn front<S: Into<String>>(len: usize, items: impl IntoIterator<Item = S>) -> Value {
        Value::List {
            items: items.into_iter().take(MAX_ITEMS).map(Into::into).collect(),
            len: len as f64,
            tail: false,
        }
    }

    /// The last items of a list `len` long (the caller has cut it to [`MAX_ITEMS`]).
    pub fn tail<S: Into<String>>(len: usize, last: impl IntoIterator<Item = S>) -> Value {
        Value::list(last).with_len(len)
    }

    fn with_len(self, len: usize) -> Value {
        match self {
            Value::List { items, tail, .. } => Value::List {
                items,
                len: len as f64,
                tail,
            },
            other => other,
        }
    }

    /// The value, or none.
    pub fn or_none(v: Option<Value>) -> Value {
        v.unwrap_or(Value::None)
    }
}

/// A variable of the listing: its name as the code writes it, and its value.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct Var {
    pub name: &'static str,
    #[cfg_attr(target_arch = "wasm32", tsify(type = "CodeValue"))]
    pub value: Value,
}

/// One call of a recursive function: how it was called (`tour(b3)`) and its locals.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct CallFrame {
    pub call: String,
    pub locals: Vec<Var>,
}

/// Where the listing stands at a step.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct CodeState {
    /// The listing shown (one view may have several: "bfs" and "ladder" share one shape).
    pub listing: &'static str,
    /// The labels of the lines the last event ran, in order; the last is the current line.
    pub lines: Vec<&'static str>,
    /// The variables the listing names, with their values now.
    pub vars: Vec<Var>,
    /// The calls on the stack, outermost first: the deepest [`MAX_FRAMES`] of them.
    pub stack: Vec<CallFrame>,
    /// How deep the stack is (frames not sent are the outermost).
    pub depth: f64,
}

impl CodeState {
    pub fn new(listing: &'static str, lines: Vec<&'static str>) -> CodeState {
        CodeState {
            listing,
            lines,
            vars: Vec::new(),
            stack: Vec::new(),
            depth: 0.0,
        }
    }

    pub fn var(mut self, name: &'static str, value: Value) -> CodeState {
        self.vars.push(Var { name, value });
        self
    }

    /// The call stack, `depth` calls deep, from its deepest frames (outermost first; the
    /// deepest [`MAX_FRAMES`] kept).
    pub fn with_stack(mut self, depth: usize, deepest: Vec<CallFrame>) -> CodeState {
        self.depth = depth as f64;
        let skip = deepest.len().saturating_sub(MAX_FRAMES);
        self.stack = deepest.into_iter().skip(skip).collect();
        self
    }

    /// The current line: the last one run.
    pub fn current(&self) -> Option<&'static str> {
        self.lines.last().copied()
    }

    /// The value of the variable `name`, if the listing names it now.
    pub fn get(&self, name: &str) -> Option<&Value> {
        self.vars.iter().find(|v| v.name == name).map(|v| &v.value)
    }
}

impl CallFrame {
    pub fn new(call: impl Into<String>) -> CallFrame {
        CallFrame {
            call: call.into(),
            locals: Vec::new(),
        }
    }

    pub fn local(mut self, name: &'static str, value: Value) -> CallFrame {
        self.locals.push(Var { name, value });
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_lists_and_stacks_keep_their_ends() {
        let v = Value::list((0..40).map(|i| i.to_string()));
        assert_eq!(
            v,
            Value::List {
                items: (24..40).map(|i| i.to_string()).collect(),
                len: 40.0,
                tail: true,
            }
        );
        let s = CodeState::new("x", vec!["a"]).with_stack(
            30,
            (0..30).map(|i| CallFrame::new(format!("f({i})"))).collect(),
        );
        assert_eq!((s.depth, s.stack.len()), (30.0, MAX_FRAMES));
        assert_eq!(s.stack.last().unwrap().call, "f(29)");
    }
}
