//! A small seeded random generator for what the engine and the puzzles draw at random
//! (Knuth's probes, generated mazes): the same seed gives the same numbers natively, as
//! WebAssembly and in the CLI, so a seed in a URL names one maze or one estimate.

/// A small, fast, seeded generator (SplitMix64, Steele, Lea and Flood 2014): the same seed
/// gives the same probes natively and as WebAssembly.
#[derive(Clone, Debug)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    pub fn new(seed: u64) -> Self {
        SplitMix64(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (n > 0), without the bias of a plain remainder (Lemire's method).
    pub fn below(&mut self, n: u64) -> u64 {
        loop {
            let m = u128::from(self.next_u64()) * u128::from(n);
            let low = m as u64;
            if low >= n.wrapping_neg() % n {
                return (m >> 64) as u64;
            }
        }
    }
}
