//! Arguments as they cross the boundary. Every export takes its arguments as `JsValue`s and
//! converts them here, because wasm-bindgen's own conversions do not check: a number where
//! it expects a string reads wasm memory out of bounds, -1 for a `u32` arrives as
//! 4,294,967,295, and a `bool` or `f64` takes whatever JavaScript coerces (`"x"`, `{}`,
//! `null`). Here a wrong type, NaN, a fraction, a negative or a number beyond the argument's
//! range is a coded `Error` naming the argument, and nothing is coerced.

use wasm_bindgen::JsValue;

use super::message_error;
use crate::puzzles::message::Message;

/// The largest whole number JavaScript holds exactly (2^53 - 1): the top of any count.
pub(crate) const MAX_SAFE: u64 = (1 << 53) - 1;

/// What a value is, for a message: "null", "array", else its `typeof`.
fn kind(v: &JsValue) -> String {
    if v.is_null() {
        "null".into()
    } else if js_sys::Array::is_array(v) {
        "array".into()
    } else {
        v.js_typeof().as_string().unwrap_or_default()
    }
}

/// A number as JavaScript writes it (`NaN`, `-1`, `1e+300`), for a message.
fn shown(x: f64) -> String {
    js_sys::Number::from(x)
        .to_string_with_radix(10)
        .map(String::from)
        .unwrap_or_default()
}

fn wrong_type(name: &'static str, v: &JsValue, code: &'static str) -> JsValue {
    let got = kind(v);
    message_error(&Message::new(code).text("name", name).text("got", got))
}

/// A string argument.
pub(crate) fn text(v: &JsValue, name: &'static str) -> Result<String, JsValue> {
    v.as_string()
        .ok_or_else(|| wrong_type(name, v, "web.not_text"))
}

/// A string argument that may be left out (`undefined` or `null`).
pub(crate) fn optional_text(v: &JsValue, name: &'static str) -> Result<Option<String>, JsValue> {
    if v.is_undefined() || v.is_null() {
        Ok(None)
    } else {
        text(v, name).map(Some)
    }
}

/// A boolean argument: `true` or `false`, nothing that merely converts to one.
pub(crate) fn flag(v: &JsValue, name: &'static str) -> Result<bool, JsValue> {
    v.as_bool()
        .ok_or_else(|| wrong_type(name, v, "web.not_flag"))
}

/// A `Uint8Array` argument, copied into wasm memory.
pub(crate) fn bytes(v: &JsValue, name: &'static str) -> Result<Vec<u8>, JsValue> {
    use wasm_bindgen::JsCast;
    v.dyn_ref::<js_sys::Uint8Array>()
        .map(|a| a.to_vec())
        .ok_or_else(|| wrong_type(name, v, "web.not_bytes"))
}

/// A whole-number argument from `min` to `max` (both at most [`MAX_SAFE`]).
pub(crate) fn whole(v: &JsValue, name: &'static str, min: u64, max: u64) -> Result<u64, JsValue> {
    let x = v
        .as_f64()
        .ok_or_else(|| wrong_type(name, v, "web.not_number"))?;
    if x.fract() == 0.0 && x >= min as f64 && x <= max as f64 {
        return Ok(x as u64);
    }
    let value = shown(x);
    Err(message_error(
        &Message::new("web.out_of_range")
            .text("name", name)
            .text("value", value)
            .count("min", min)
            .count("max", max),
    ))
}

/// A whole-number argument that fits a `u32`, from `min` to `max`.
pub(crate) fn small(v: &JsValue, name: &'static str, min: u32, max: u32) -> Result<u32, JsValue> {
    whole(v, name, min.into(), max.into()).map(|x| x as u32)
}

/// An index into something that has `len` items (a vertex, a solution, a square).
pub(crate) fn index(v: &JsValue, name: &'static str, len: usize) -> Result<u32, JsValue> {
    let i = whole(v, name, 0, MAX_SAFE)?;
    if i < len as u64 {
        return Ok(i as u32);
    }
    Err(message_error(
        &Message::new("web.no_such")
            .text("name", name)
            .count("index", i)
            .count("count", len as u64),
    ))
}

/// An options object: a plain JavaScript object whose fields are all among `fields`, read
/// into `T` by serde-wasm-bindgen (which on its own reads the fields it knows and skips
/// the rest, and would take an array's items as the fields).
pub(crate) fn options<T: serde::de::DeserializeOwned>(
    v: JsValue,
    name: &'static str,
    fields: &[&str],
) -> Result<T, JsValue> {
    let why = if !v.is_object() || js_sys::Array::is_array(&v) {
        Some(Message::new("web.why.not_object").text("got", kind(&v)))
    } else {
        use wasm_bindgen::JsCast;
        js_sys::Object::keys(v.unchecked_ref::<js_sys::Object>())
            .iter()
            .filter_map(|k| k.as_string())
            .find(|k| !fields.contains(&k.as_str()))
            .map(|k| Message::new("web.why.unknown_field").text("field", k))
    };
    let result = match why {
        Some(why) => Err(why),
        // serde's own words: what it could not read, in the library's English.
        None => serde_wasm_bindgen::from_value(v)
            .map_err(|e| Message::new("web.why.read").text("detail", e.to_string())),
    };
    result.map_err(|why| {
        message_error(
            &Message::new("web.bad_options")
                .text("name", name)
                .sub("why", why),
        )
    })
}

/// An options object for a set declared by `specs` (see [`crate::puzzles::options`]): a
/// plain object whose fields are declared options, each text, true or false, or left out
/// (`undefined` or `null`).
pub(crate) fn given(
    v: JsValue,
    name: &'static str,
    specs: &[crate::puzzles::options::Spec],
) -> Result<crate::puzzles::options::Given, JsValue> {
    use crate::puzzles::options::Value;
    let names: Vec<&str> = specs.iter().map(|s| s.name).collect();
    // The object and its field names checked; then each value read by its JavaScript type,
    // so a number or an object is named as such, not coerced.
    options::<serde::de::IgnoredAny>(v.clone(), name, &names)?;
    let mut given = crate::puzzles::options::Given::new();
    for field in names {
        let x = js_sys::Reflect::get(&v, &field.into()).unwrap_or(JsValue::UNDEFINED);
        let value = if x.is_undefined() || x.is_null() {
            None
        } else if let Some(b) = x.as_bool() {
            Some(Value::Flag(b))
        } else if let Some(t) = x.as_string() {
            Some(Value::Text(t))
        } else {
            let why = Message::new("web.why.field")
                .text("field", field)
                .text("got", kind(&x));
            return Err(message_error(
                &Message::new("web.bad_options")
                    .text("name", name)
                    .sub("why", why),
            ));
        };
        given.insert(field.to_string(), value);
    }
    Ok(given)
}

/// The fields `names` of an object argument (each `undefined` where left out), read as
/// they are for the caller to check one by one: anything but a plain object of those
/// fields is a coded error (`web.bad_options`).
pub(crate) fn fields<const N: usize>(
    v: &JsValue,
    name: &'static str,
    names: [&str; N],
) -> Result<[JsValue; N], JsValue> {
    options::<serde::de::IgnoredAny>(v.clone(), name, &names)?;
    Ok(names.map(|field| js_sys::Reflect::get(v, &field.into()).unwrap_or(JsValue::UNDEFINED)))
}
