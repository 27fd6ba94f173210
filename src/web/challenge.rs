//! Challenges for the page: a view's list with each goal as a coded message, and the check
//! of a set of the view's options against one (`puzzles::challenge`). It only wraps: the
//! check is the puzzle's own search, run by Rust; the page runs it in a worker.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{args, bad, error, to_js};
use crate::puzzles::challenge::{self, Param};
use crate::puzzles::message::Message;
use crate::puzzles::views;

/// One challenge as the page lists it: its goal said with the default parameters, and the
/// input it starts from when picked from the list (the view's options as a query, one
/// that does not meet the goal: nothing is met before the student changes something).
#[derive(Serialize, tsify::Tsify)]
#[tsify(rename = "ChallengeListed")]
struct Listed {
    id: &'static str,
    route: &'static str,
    goal: Message,
    params: &'static [Param],
    start: &'static str,
}

/// The challenges of `view` (a route of the registry), in order:
/// `[{id, route, goal: {code, params}, params, start}]`.
#[wasm_bindgen(unchecked_return_type = "ChallengeListed[]")]
pub fn challenges(view: JsValue) -> Result<JsValue, JsValue> {
    let route = args::text(&view, "view")?;
    let view = views::view(&route)
        .ok_or_else(|| bad(Message::new("web.unknown_view").text("name", route)))?;
    let listed: Vec<Listed> = challenge::of_view(view.route)
        .map(|c| Listed {
            id: c.id,
            route: c.route(),
            goal: c.goal_message(&c.goal_of(&[]).expect("the defaults are a goal")),
            params: c.params,
            start: c.counter,
        })
        .collect();
    Ok(to_js(&listed))
}

/// Check a set of the challenge's view's options (`{name: text or true/false}`, as
/// `check_options` takes them) against challenge `id`, its goal's parameters from `goal`
/// (`"squares=20000"`, as a lesson line writes them; undefined: the defaults):
/// `{met, reason: {code, params}}`. An option the view refuses, an unknown
/// challenge or a bad parameter is a coded error.
#[wasm_bindgen(unchecked_return_type = "ChallengeVerdict")]
pub fn check_challenge(id: JsValue, values: JsValue, goal: JsValue) -> Result<JsValue, JsValue> {
    let id = args::text(&id, "id")?;
    let goal = args::optional_text(&goal, "goal")?;
    let c = challenge::challenge(&id).map_err(error)?;
    let view = views::view(c.route()).expect("a challenge's view is registered");
    let given = args::given(values, "values", view.options)?;
    let goal = c
        .goal_of(&challenge::goal_pairs(goal.as_deref().unwrap_or("")))
        .map_err(error)?;
    let verdict = c.check_given(&given, &goal).map_err(error)?;
    Ok(to_js(&verdict))
}

/// Challenge `id`'s goal as a coded message, its parameters from `goal` (`"squares=20000"`;
/// undefined: the defaults): what the page states when a lesson or a link sets them.
#[wasm_bindgen(unchecked_return_type = "Message")]
pub fn challenge_goal(id: JsValue, goal: JsValue) -> Result<JsValue, JsValue> {
    let id = args::text(&id, "id")?;
    let goal = args::optional_text(&goal, "goal")?;
    let c = challenge::challenge(&id).map_err(error)?;
    let goal = c
        .goal_of(&challenge::goal_pairs(goal.as_deref().unwrap_or("")))
        .map_err(error)?;
    Ok(to_js(&c.goal_message(&goal)))
}
