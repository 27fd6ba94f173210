//! An animated GIF from frames of RGBA pixels, all of one size, shown in turn at one delay
//! and looping. It knows no puzzle: the page renders each step with the view's own drawing
//! code and hands the pixels over.
//!
//! Each frame carries its own palette fitted to its colours: the frame's own colours,
//! exactly, when it has at most 256; else its most frequent colours, exactly, and a few
//! (`FAR`) of those farthest from them, every other colour drawn as the nearest of these. A board is flat fills with antialiased edges:
//! the most frequent colours are the fills and the commonest edge shades (on the page's
//! boards the 256 most frequent cover more than 98% of the pixels), so fills stay exact
//! where a clustering palette (NeuQuant, median cut) would shift them, and only rare edge
//! shades move. A frame after the first holds only the rectangle that changed since the
//! frame before, drawn over it (disposal "keep"), its unchanged pixels transparent: a run
//! where a few squares change per step stays small, and the changed pixels have fewer
//! colours to fit. Pixels are made opaque over white, as the page shows a canvas.
//!
//! Bounds, checked before the work they guard: the frame's size (`MAX_SIDE` a side,
//! `MAX_PIXELS` in all), the number of frames (`MAX_FRAMES`) and the file's bytes
//! (`MAX_BYTES`, checked after each frame): each refusal names its bound.

use crate::puzzles::message::{Coded, Message};

/// The most frames in one GIF.
pub const MAX_FRAMES: u32 = 600;
/// The most bytes of one GIF.
pub const MAX_BYTES: usize = 32 << 20;
/// The longest side of a frame, in pixels.
pub const MAX_SIDE: u32 = 4096;
/// The most pixels of one frame (16 MiB of RGBA).
pub const MAX_PIXELS: u32 = 4 << 20;
/// The longest delay between frames, in hundredths of a second (a minute).
pub const MAX_DELAY_CS: u32 = 6000;

use std::collections::HashMap;

/// Of a palette fitted to more than 256 colours, the slots given to the colours farthest
/// from the most frequent ones rather than to the next most frequent.
const FAR: usize = 48;

/// The bounds one writer keeps (the defaults are the constants above; tests lower them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bounds {
    pub frames: u32,
    pub bytes: usize,
}

impl Default for Bounds {
    fn default() -> Self {
        Bounds {
            frames: MAX_FRAMES,
            bytes: MAX_BYTES,
        }
    }
}

/// Why a GIF was refused; each names the bound it met.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GifError {
    /// A frame of `width` x `height` is empty or past `MAX_SIDE` / `MAX_PIXELS`.
    Size { width: u32, height: u32 },
    /// A delay past `MAX_DELAY_CS`.
    Delay { delay_cs: u32 },
    /// A frame's pixels are not `width * height * 4` bytes.
    FrameLength { expected: usize, got: usize },
    /// One frame more than the bound.
    Frames { max: u32 },
    /// The file grew past the bound.
    Bytes { max: usize },
    /// A GIF with no frame.
    Empty,
    /// A frame added after the GIF was finished.
    Finished,
}

crate::puzzles::message::display_as_message!(GifError);

impl Coded for GifError {
    fn message(&self) -> Message {
        match *self {
            GifError::Size { width, height } => Message::new("gif.size")
                .num("width", width)
                .num("height", height)
                .num("side", MAX_SIDE)
                .num("pixels", MAX_PIXELS),
            GifError::Delay { delay_cs } => Message::new("gif.delay")
                .num("ms", delay_cs * 10)
                .num("max", MAX_DELAY_CS * 10),
            GifError::FrameLength { expected, got } => Message::new("gif.frame_length")
                .count("expected", expected as u64)
                .count("got", got as u64),
            GifError::Frames { max } => Message::new("gif.frames").num("max", max),
            GifError::Bytes { max } => Message::new("gif.bytes")
                .count("max", max as u64)
                .num("mib", max as f64 / f64::from(1u32 << 20)),
            GifError::Empty => Message::new("gif.empty"),
            GifError::Finished => Message::new("gif.finished"),
        }
    }
}

impl std::error::Error for GifError {}

/// Writes one animated GIF, a frame at a time.
pub struct GifWriter {
    width: u16,
    height: u16,
    delay_cs: u16,
    bounds: Bounds,
    encoder: Option<gif::Encoder<Vec<u8>>>,
    /// The last frame added, opaque RGBA (what the GIF shows after it).
    previous: Vec<u8>,
    frames: u32,
    /// The whole file, once finished.
    finished: Option<Vec<u8>>,
}

impl GifWriter {
    /// A GIF of `width` x `height` pixels, each frame shown `delay_cs` hundredths of a
    /// second, within the default bounds.
    pub fn new(width: u32, height: u32, delay_cs: u32) -> Result<GifWriter, GifError> {
        GifWriter::with_bounds(width, height, delay_cs, Bounds::default())
    }

    /// As `new`, within `bounds` (at most the defaults).
    pub fn with_bounds(
        width: u32,
        height: u32,
        delay_cs: u32,
        bounds: Bounds,
    ) -> Result<GifWriter, GifError> {
        let pixels = u64::from(width) * u64::from(height);
        if width == 0
            || height == 0
            || width > MAX_SIDE
            || height > MAX_SIDE
            || pixels > u64::from(MAX_PIXELS)
        {
            return Err(GifError::Size { width, height });
        }
        if delay_cs > MAX_DELAY_CS {
            return Err(GifError::Delay { delay_cs });
        }
        let bounds = Bounds {
            frames: bounds.frames.min(MAX_FRAMES),
            bytes: bounds.bytes.min(MAX_BYTES),
        };
        // Both sides are at most MAX_SIDE, so they fit a GIF's 16 bits.
        let (w, h) = (width as u16, height as u16);
        let mut encoder = gif::Encoder::new(Vec::new(), w, h, &[])
            .map_err(|_| GifError::Bytes { max: bounds.bytes })?;
        encoder
            .set_repeat(gif::Repeat::Infinite)
            .map_err(|_| GifError::Bytes { max: bounds.bytes })?;
        Ok(GifWriter {
            width: w,
            height: h,
            delay_cs: delay_cs as u16,
            bounds,
            encoder: Some(encoder),
            previous: Vec::new(),
            frames: 0,
            finished: None,
        })
    }

    /// Frames added so far.
    pub fn frames(&self) -> u32 {
        self.frames
    }

    /// Bytes written so far (the whole file once finished).
    pub fn bytes(&self) -> usize {
        match (&self.finished, &self.encoder) {
            (Some(file), _) => file.len(),
            (None, Some(e)) => e.get_ref().len(),
            (None, None) => 0,
        }
    }

    /// The frame's size in bytes of RGBA.
    pub fn frame_len(&self) -> usize {
        usize::from(self.width) * usize::from(self.height) * 4
    }

    /// Add the next frame: `width * height` pixels, row by row from the top left, four
    /// bytes each (red, green, blue, alpha; alpha is laid over white).
    pub fn add(&mut self, rgba: &[u8]) -> Result<(), GifError> {
        if self.finished.is_some() {
            return Err(GifError::Finished);
        }
        if self.frames >= self.bounds.frames {
            return Err(GifError::Frames {
                max: self.bounds.frames,
            });
        }
        let expected = self.frame_len();
        if rgba.len() != expected {
            return Err(GifError::FrameLength {
                expected,
                got: rgba.len(),
            });
        }
        let opaque = over_white(rgba);
        let frame = if self.previous.is_empty() {
            let (palette, indices) = fit(&opaque, None, 256);
            gif::Frame::from_palette_pixels(self.width, self.height, indices, palette, None)
        } else if let Some((left, top, width, height)) =
            changed(&self.previous, &opaque, self.width, self.height)
        {
            let region = crop(&opaque, self.width, left, top, width, height);
            let before = crop(&self.previous, self.width, left, top, width, height);
            // Unchanged pixels are transparent: the frame before shows through.
            let (palette, indices) = fit(&region, Some(&before), 255);
            let clear = (palette.len() / 3 - 1) as u8;
            let mut frame =
                gif::Frame::from_palette_pixels(width, height, indices, palette, Some(clear));
            frame.left = left;
            frame.top = top;
            frame
        } else {
            // Nothing changed: the top left pixel again, as it is (a frame still shows).
            let (palette, indices) = fit(&opaque[..4], None, 1);
            gif::Frame::from_palette_pixels(1, 1, indices, palette, None)
        };
        let frame = gif::Frame {
            delay: self.delay_cs,
            dispose: gif::DisposalMethod::Keep,
            ..frame
        };
        let max = self.bounds.bytes;
        let encoder = self.encoder.as_mut().ok_or(GifError::Finished)?;
        encoder
            .write_frame(&frame)
            .map_err(|_| GifError::Bytes { max })?;
        // The trailer's one byte is still to come.
        if encoder.get_ref().len() + 1 > max {
            return Err(GifError::Bytes { max });
        }
        self.previous = opaque;
        self.frames += 1;
        Ok(())
    }

    /// The whole GIF. Finishing again gives the same bytes; no frame may follow.
    pub fn finish(&mut self) -> Result<&[u8], GifError> {
        if self.finished.is_none() {
            if self.frames == 0 {
                return Err(GifError::Empty);
            }
            let max = self.bounds.bytes;
            let encoder = self.encoder.take().ok_or(GifError::Finished)?;
            let file = encoder.into_inner().map_err(|_| GifError::Bytes { max })?;
            self.previous = Vec::new();
            self.finished = Some(file);
        }
        Ok(self.finished.as_deref().unwrap_or_default())
    }
}

/// A palette of at most `slots` colours fitted to the pixels of `rgba` (opaque), and each
/// pixel's index in it. With `before`, a pixel equal to its pixel there gets the index
/// after the palette's colours (the caller's transparent index) and is not fitted. The
/// colours are the pixels' own when there are at most `slots`, else the most frequent
/// (ties to the smaller colour, so the same frame gives the same file) and `FAR` picked by
/// `spread`, every other colour drawn as the nearest of them.
fn fit(rgba: &[u8], before: Option<&[u8]>, slots: usize) -> (Vec<u8>, Vec<u8>) {
    let rgb = |px: &[u8]| u32::from_be_bytes([0, px[0], px[1], px[2]]);
    let kept = |i: usize| before.is_none_or(|b| b[i * 4..i * 4 + 4] != rgba[i * 4..i * 4 + 4]);
    let mut counts: HashMap<u32, u32> = HashMap::new();
    let mut last = (u32::MAX, 0u32);
    let flush = |last: (u32, u32), counts: &mut HashMap<u32, u32>| {
        if last.1 > 0 {
            *counts.entry(last.0).or_insert(0) += last.1;
        }
    };
    // Runs of one colour are counted once (a board is mostly runs).
    for (i, px) in rgba.chunks_exact(4).enumerate() {
        if !kept(i) {
            continue;
        }
        let c = rgb(px);
        if c == last.0 {
            last.1 += 1;
        } else {
            flush(last, &mut counts);
            last = (c, 1);
        }
    }
    flush(last, &mut counts);
    let mut colours: Vec<(u32, u32)> = counts.into_iter().collect();
    // Most frequent first; the kept ones then in colour order.
    colours.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let palette_colours: Vec<u32> = {
        let mut p: Vec<u32> = colours.iter().take(slots).map(|&(c, _)| c).collect();
        if colours.len() > slots {
            // The last FAR slots go instead to the colours worst served by the rest.
            p.truncate(slots.saturating_sub(FAR));
            let kept = p.len();
            spread(&mut p, &colours[kept..], slots);
        }
        p.sort_unstable();
        p
    };
    let mut index: HashMap<u32, u8> = palette_colours
        .iter()
        .enumerate()
        .map(|(i, &c)| (c, i as u8))
        .collect();
    for &(c, _) in &colours {
        if index.contains_key(&c) {
            continue;
        }
        let nearest = palette_colours
            .iter()
            .enumerate()
            .min_by_key(|&(_, &p)| distance(c, p))
            .map_or(0, |(i, _)| i as u8);
        index.insert(c, nearest);
    }
    let clear = palette_colours.len() as u8;
    let mut last = (u32::MAX, 0u8);
    let indices = rgba
        .chunks_exact(4)
        .enumerate()
        .map(|(i, px)| {
            if !kept(i) {
                return clear;
            }
            let c = rgb(px);
            if c != last.0 {
                last = (c, index.get(&c).copied().unwrap_or(0));
            }
            last.1
        })
        .collect();
    let mut palette: Vec<u8> = palette_colours
        .iter()
        .flat_map(|&c| [(c >> 16) as u8, (c >> 8) as u8, c as u8])
        .collect();
    if before.is_some() {
        // The transparent index's entry (its colour is never shown).
        palette.extend_from_slice(&[0, 0, 0]);
    }
    (palette, indices)
}

/// Squared distance between two colours (0xRRGGBB).
fn distance(a: u32, b: u32) -> u32 {
    [16, 8, 0]
        .iter()
        .map(|&shift| {
            let d = ((a >> shift) & 255).abs_diff((b >> shift) & 255);
            d * d
        })
        .sum()
}

/// Fill `palette` up to `slots` from `rest` (colours with their counts), each time with the
/// colour whose pixels are served worst (count times squared distance to the nearest
/// colour already in), so a rare but distinct colour (a thin line's) is not lost.
fn spread(palette: &mut Vec<u32>, rest: &[(u32, u32)], slots: usize) {
    let mut far: Vec<(u32, u64, u32)> = rest
        .iter()
        .map(|&(c, n)| {
            let d = palette
                .iter()
                .map(|&p| distance(c, p))
                .min()
                .unwrap_or(u32::MAX);
            (c, u64::from(n), d)
        })
        .collect();
    while palette.len() < slots {
        let Some(at) = (0..far.len())
            .max_by_key(|&i| (far[i].1 * u64::from(far[i].2), std::cmp::Reverse(far[i].0)))
        else {
            break;
        };
        let (pick, _, _) = far.swap_remove(at);
        palette.push(pick);
        for f in &mut far {
            f.2 = f.2.min(distance(f.0, pick));
        }
    }
}

/// Every pixel made opaque, laid over white as the page shows it.
fn over_white(rgba: &[u8]) -> Vec<u8> {
    let mut out = rgba.to_vec();
    for px in out.chunks_exact_mut(4) {
        let a = u32::from(px[3]);
        if a != 255 {
            for c in &mut px[..3] {
                *c = ((u32::from(*c) * a + 255 * (255 - a) + 127) / 255) as u8;
            }
            px[3] = 255;
        }
    }
    out
}

/// The smallest rectangle (left, top, width, height) holding every pixel that differs
/// between `a` and `b`; none when no pixel does.
fn changed(a: &[u8], b: &[u8], width: u16, height: u16) -> Option<(u16, u16, u16, u16)> {
    let (w, h) = (usize::from(width), usize::from(height));
    let row = |y: usize| a[y * w * 4..(y + 1) * w * 4] != b[y * w * 4..(y + 1) * w * 4];
    let top = (0..h).find(|&y| row(y))?;
    let bottom = (top..h).rev().find(|&y| row(y)).unwrap_or(top);
    let differs = |x: usize| {
        (top..=bottom).any(|y| {
            a[(y * w + x) * 4..(y * w + x) * 4 + 4] != b[(y * w + x) * 4..(y * w + x) * 4 + 4]
        })
    };
    let left = (0..w).find(|&x| differs(x)).unwrap_or(0);
    let right = (left..w).rev().find(|&x| differs(x)).unwrap_or(left);
    // Every coordinate is below a side of at most MAX_SIDE.
    Some((
        left as u16,
        top as u16,
        (right - left + 1) as u16,
        (bottom - top + 1) as u16,
    ))
}

/// The pixels of a rectangle of an image `width` wide.
fn crop(rgba: &[u8], width: u16, left: u16, top: u16, w: u16, h: u16) -> Vec<u8> {
    let stride = usize::from(width) * 4;
    let (left, top, w) = (usize::from(left), usize::from(top), usize::from(w));
    let mut out = Vec::with_capacity(w * usize::from(h) * 4);
    for y in top..top + usize::from(h) {
        out.extend_from_slice(&rgba[y * stride + left * 4..y * stride + (left + w) * 4]);
    }
    out
}
