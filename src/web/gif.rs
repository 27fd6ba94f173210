//! The animated GIF of a run, for the page's worker: frames of RGBA in (rendered by the
//! view's own drawing code), the file out. The encoding and its bounds are
//! `crate::export::gif`'s; here only the arguments' checks and the coded errors.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{args, error, to_js};
use crate::export::gif as encode;

/// Frames and bytes so far, for the page's progress.
#[derive(Serialize, tsify::Tsify)]
#[tsify(rename = "GifReport")]
struct Report {
    frames: u32,
    bytes: f64,
}

/// An animated GIF written a frame at a time (`crate::export::gif::GifWriter`).
#[wasm_bindgen]
pub struct GifWriter {
    inner: encode::GifWriter,
}

#[wasm_bindgen]
impl GifWriter {
    /// A GIF of `width` x `height` pixels (1 to 4096 a side, at most 4,194,304 pixels), each
    /// frame shown `delay_cs` hundredths of a second (0 to 6000).
    #[wasm_bindgen(constructor)]
    pub fn new(width: JsValue, height: JsValue, delay_cs: JsValue) -> Result<GifWriter, JsValue> {
        let width = args::small(&width, "width", 1, encode::MAX_SIDE)?;
        let height = args::small(&height, "height", 1, encode::MAX_SIDE)?;
        let delay_cs = args::small(&delay_cs, "delay_cs", 0, encode::MAX_DELAY_CS)?;
        let inner = encode::GifWriter::new(width, height, delay_cs).map_err(error)?;
        Ok(GifWriter { inner })
    }

    /// Add the next frame: a `Uint8Array` of `width * height * 4` bytes of RGBA, row by
    /// row from the top left (a canvas's `getImageData`). Returns the frames so far.
    pub fn add(&mut self, rgba: JsValue) -> Result<u32, JsValue> {
        let rgba = args::bytes(&rgba, "rgba")?;
        self.inner.add(&rgba).map_err(error)?;
        Ok(self.inner.frames())
    }

    /// `{frames, bytes}` so far.
    #[wasm_bindgen(unchecked_return_type = "GifReport")]
    pub fn report(&self) -> JsValue {
        to_js(&Report {
            frames: self.inner.frames(),
            bytes: self.inner.bytes() as f64,
        })
    }

    /// The whole GIF (again the same bytes if called again; no frame may follow).
    pub fn finish(&mut self) -> Result<js_sys::Uint8Array, JsValue> {
        let file = self.inner.finish().map_err(error)?;
        Ok(js_sys::Uint8Array::from(file))
    }
}
