//! The animated GIF encoder (`searchlight::export::gif`), held to the `gif` crate's own
//! decoder: the frames decoded and laid over each other as a browser shows them equal the
//! frames given (pixel for pixel where a frame has at most 256 colours; with more, the 256
//! most frequent stay exact and every other pixel takes the nearest of them), at the delay
//! asked for, looping; and each bound refuses with the error naming it.
#![cfg(not(target_arch = "wasm32"))]

use searchlight::export::gif::{Bounds, GifError, GifWriter, MAX_BYTES, MAX_FRAMES};

/// RGBA pixels of `w` x `h`, each from `f(x, y)` (opaque).
fn image(w: u32, h: u32, f: impl Fn(u32, u32) -> [u8; 3]) -> Vec<u8> {
    let mut out = Vec::with_capacity((w * h * 4) as usize);
    for y in 0..h {
        for x in 0..w {
            let [r, g, b] = f(x, y);
            out.extend_from_slice(&[r, g, b, 255]);
        }
    }
    out
}

/// A board: light and dark squares of `side` pixels, `marked` squares red, one blue ring.
fn board(w: u32, h: u32, side: u32, marked: &[(u32, u32)]) -> Vec<u8> {
    image(w, h, |x, y| {
        let (sx, sy) = (x / side, y / side);
        if marked.contains(&(sx, sy)) {
            [200, 30, 40]
        } else if (x % side == 1 || y % side == 1) && sx == 2 && sy == 1 {
            [20, 60, 220]
        } else if (sx + sy) % 2 == 0 {
            [240, 217, 181]
        } else {
            [181, 136, 99]
        }
    })
}

struct Decoded {
    width: u32,
    height: u32,
    /// Each frame as shown: laid over the frames before (disposal "keep").
    frames: Vec<Vec<u8>>,
    delays: Vec<u16>,
    repeat: gif::Repeat,
}

fn decode(file: &[u8]) -> Decoded {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut d = options.read_info(file).expect("a GIF the crate reads");
    let (width, height) = (u32::from(d.width()), u32::from(d.height()));
    let mut shown = vec![0u8; (width * height * 4) as usize];
    let (mut frames, mut delays) = (Vec::new(), Vec::new());
    while let Some(f) = d.read_next_frame().expect("a frame") {
        assert_eq!(f.dispose, gif::DisposalMethod::Keep);
        for y in 0..u32::from(f.height) {
            for x in 0..u32::from(f.width) {
                let i = ((y * u32::from(f.width) + x) * 4) as usize;
                let px = &f.buffer[i..i + 4];
                if px[3] == 0 {
                    continue; // transparent: the frame before shows
                }
                let (sx, sy) = (x + u32::from(f.left), y + u32::from(f.top));
                let j = ((sy * width + sx) * 4) as usize;
                shown[j..j + 4].copy_from_slice(px);
            }
        }
        frames.push(shown.clone());
        delays.push(f.delay);
    }
    let repeat = d.repeat();
    Decoded {
        width,
        height,
        frames,
        delays,
        repeat,
    }
}

fn encode(w: u32, h: u32, delay: u32, frames: &[Vec<u8>]) -> Vec<u8> {
    let mut g = GifWriter::new(w, h, delay).expect("a writer");
    for f in frames {
        g.add(f).expect("a frame");
    }
    assert_eq!(g.frames() as usize, frames.len());
    g.finish().expect("the file").to_vec()
}

#[test]
fn frames_of_few_colours_decode_to_the_same_pixels() {
    let (w, h) = (96, 64);
    // A run: one more square marked each step, one step unchanged, then one taken back.
    let mut marks = Vec::new();
    let mut frames = Vec::new();
    for k in 0..6u32 {
        if k != 3 {
            marks.push((k % 6, k / 2));
        }
        frames.push(board(w, h, 16, &marks));
    }
    marks.pop();
    frames.push(board(w, h, 16, &marks));
    let file = encode(w, h, 25, &frames);
    let d = decode(&file);
    assert_eq!((d.width, d.height), (w, h));
    assert_eq!(d.frames.len(), frames.len());
    assert_eq!(d.delays, vec![25; frames.len()]);
    assert_eq!(d.repeat, gif::Repeat::Infinite);
    for (k, (got, want)) in d.frames.iter().zip(&frames).enumerate() {
        let bad: Vec<usize> = (0..got.len() / 4)
            .filter(|&i| got[i * 4..i * 4 + 4] != want[i * 4..i * 4 + 4])
            .collect();
        assert!(
            bad.is_empty(),
            "frame {k} differs at {} pixels, first {:?}: {:?} for {:?}",
            bad.len(),
            bad.first(),
            &got[bad[0] * 4..bad[0] * 4 + 4],
            &want[bad[0] * 4..bad[0] * 4 + 4]
        );
    }
}

#[test]
fn a_frame_unchanged_costs_a_few_bytes() {
    let f = board(200, 200, 25, &[(1, 1), (3, 4)]);
    let one = encode(200, 200, 10, std::slice::from_ref(&f)).len();
    let two = encode(200, 200, 10, &[f.clone(), f]).len();
    assert!(two - one < 64, "a repeated frame cost {} bytes", two - one);
}

#[test]
fn more_than_256_colours_keep_the_most_frequent_exact_and_the_rest_nearest() {
    // A board, with a gradient of 1,024 colours (each on 2 pixels) in its bottom left.
    let (w, h) = (128, 128);
    let base = board(w, h, 16, &[(5, 5)]);
    let mut f = base.clone();
    for y in 96..128u32 {
        for x in 0..64u32 {
            let i = ((y * w + x) * 4) as usize;
            let k = (y - 96) * 32 + x / 2;
            f[i..i + 3].copy_from_slice(&[(k % 256) as u8, (k / 4) as u8, 128]);
        }
    }
    let d = decode(&encode(w, h, 10, std::slice::from_ref(&f)));
    let got = &d.frames[0];
    let mut moved = 0;
    for (i, (g, want)) in got.chunks_exact(4).zip(f.chunks_exact(4)).enumerate() {
        let (x, y) = (i as u32 % w, i as u32 / w);
        let in_gradient = x < 64 && y >= 96;
        if !in_gradient {
            // The board's fills are among the most frequent colours: exact.
            assert_eq!(g, want, "pixel {x},{y} of a fill");
            continue;
        }
        if g != want {
            moved += 1;
        }
        // The nearest of the palette's colours: no colour of the palette is nearer.
        let dist = |a: &[u8]| -> i32 {
            (0..3)
                .map(|c| (i32::from(a[c]) - i32::from(want[c])).pow(2))
                .sum()
        };
        let best = got.chunks_exact(4).map(dist).min().unwrap();
        assert_eq!(
            dist(g),
            best,
            "pixel {x},{y} is not the nearest colour shown"
        );
    }
    let _ = base;
    // 4 fills take 4 of the 256 slots: 252 of the 1,024 gradient colours stay exact.
    assert_eq!(moved, (1024 - 252) * 2);
}

#[test]
fn alpha_is_laid_over_white() {
    let f = vec![0, 0, 0, 0, 255, 0, 0, 128, 10, 20, 30, 255, 0, 0, 255, 255];
    let d = decode(&encode(2, 2, 10, &[f]));
    assert_eq!(
        d.frames[0],
        vec![255, 255, 255, 255, 255, 127, 127, 255, 10, 20, 30, 255, 0, 0, 255, 255]
    );
}

#[test]
fn each_bound_refuses_and_names_itself() {
    for (w, h) in [(0, 5), (5, 0), (4097, 1), (1, 4097), (2048, 2049)] {
        assert_eq!(
            GifWriter::new(w, h, 10).err(),
            Some(GifError::Size {
                width: w,
                height: h
            })
        );
    }
    assert_eq!(
        GifWriter::new(4, 4, 6001).err(),
        Some(GifError::Delay { delay_cs: 6001 })
    );
    assert!(GifWriter::new(2048, 2048, 6000).is_ok());

    let f = board(32, 32, 8, &[]);
    let mut g = GifWriter::new(32, 32, 10).unwrap();
    assert_eq!(g.finish().err(), Some(GifError::Empty));
    assert_eq!(
        g.add(&f[4..]).err(),
        Some(GifError::FrameLength {
            expected: 32 * 32 * 4,
            got: 32 * 32 * 4 - 4
        })
    );
    g.add(&f).unwrap();
    let file = g.finish().unwrap().to_vec();
    assert_eq!(
        g.finish().unwrap(),
        &file[..],
        "finishing again gives the same file"
    );
    assert_eq!(g.add(&f).err(), Some(GifError::Finished));

    let few = Bounds {
        frames: 3,
        bytes: MAX_BYTES,
    };
    let mut g = GifWriter::with_bounds(32, 32, 10, few).unwrap();
    for _ in 0..3 {
        g.add(&f).unwrap();
    }
    assert_eq!(g.add(&f).err(), Some(GifError::Frames { max: 3 }));
    assert_eq!(
        decode(g.finish().unwrap()).frames.len(),
        3,
        "the frames before the bound are kept"
    );

    // Noise does not compress: 64x64 of it passes a 10,000-byte bound within two frames.
    let noise = |seed: u32| {
        image(64, 64, |x, y| {
            let v = (x * 7919 + y * 104_729 + seed * 31).wrapping_mul(2_654_435_761) >> 8;
            [v as u8, (v >> 8) as u8, (v >> 16) as u8]
        })
    };
    let small = Bounds {
        frames: MAX_FRAMES,
        bytes: 10_000,
    };
    let mut g = GifWriter::with_bounds(64, 64, 10, small).unwrap();
    let err = (0..4).find_map(|k| g.add(&noise(k)).err());
    assert_eq!(err, Some(GifError::Bytes { max: 10_000 }));
    // Bounds past the defaults are held to the defaults.
    let mut g = GifWriter::with_bounds(
        1,
        1,
        0,
        Bounds {
            frames: u32::MAX,
            bytes: usize::MAX,
        },
    )
    .unwrap();
    let px = [1, 2, 3, 255];
    for _ in 0..MAX_FRAMES {
        g.add(&px).unwrap();
    }
    assert_eq!(g.add(&px).err(), Some(GifError::Frames { max: MAX_FRAMES }));
}
