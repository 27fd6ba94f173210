//! A zip archive of stored (uncompressed) entries, written whole in memory: what a SCORM
//! package needs and no more. Deterministic: every entry carries the same timestamp (the
//! zip format's earliest, 1980-01-01 00:00) and no extra fields, so the same entries in the
//! same order give the same bytes on every machine.
//!
//! Written by hand rather than with the `zip` crate: its writer (2.6.1, default features off,
//! stored entries only) measured 45,320 bytes gzipped in an otherwise empty wasm module
//! (wasm-opt -O3, gzip -9) against 8,741 for this file and its 1 KiB CRC table, with about
//! 18 KiB left in the page's wasm budget. No ZIP64: the caller keeps the archive far below
//! 4 GiB and 65,535 entries.

/// The CRC-32 (IEEE 802.3, as zip, gzip and PNG use) table, built at compile time.
#[cfg(any(test, target_arch = "wasm32"))]
const CRC_TABLE: [u32; 256] = {
    let mut table = [0u32; 256];
    let mut i = 0;
    while i < 256 {
        let mut c = i as u32;
        let mut k = 0;
        while k < 8 {
            c = if c & 1 != 0 {
                0xEDB8_8320 ^ (c >> 1)
            } else {
                c >> 1
            };
            k += 1;
        }
        table[i] = c;
        i += 1;
    }
    table
};

/// The CRC-32 of `bytes`.
pub fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = Crc32::default();
    crc.update(bytes);
    crc.finish()
}

/// A CRC-32 computed a piece at a time. Natively by the `crc32fast` crate (MIT or Apache-2.0,
/// kept by the `flate2` and `zip` crates' authors), whose PCLMULQDQ path checks the CLI's
/// 577 MB pattern database in tens of milliseconds where the table takes about a second; in
/// the wasm by the table above, which costs 1 KiB there against crc32fast's 16 KiB of
/// tables, for files of at most some megabytes.
#[derive(Clone, Default)]
pub struct Crc32 {
    #[cfg(not(target_arch = "wasm32"))]
    hasher: crc32fast::Hasher,
    #[cfg(target_arch = "wasm32")]
    crc: u32,
}

impl Crc32 {
    /// `bytes` taken in, after those before.
    pub fn update(&mut self, bytes: &[u8]) {
        #[cfg(not(target_arch = "wasm32"))]
        self.hasher.update(bytes);
        #[cfg(target_arch = "wasm32")]
        {
            self.crc = by_table(self.crc, bytes);
        }
    }
    /// The CRC-32 of everything taken in.
    pub fn finish(self) -> u32 {
        #[cfg(not(target_arch = "wasm32"))]
        return self.hasher.finalize();
        #[cfg(target_arch = "wasm32")]
        return self.crc;
    }
}

/// The CRC-32 of the bytes before (`crc`) and `bytes` after them, a byte at a time by the
/// table (the wasm's; natively tested against crc32fast).
#[cfg(any(test, target_arch = "wasm32"))]
fn by_table(crc: u32, bytes: &[u8]) -> u32 {
    !bytes.iter().fold(!crc, |c, &b| {
        CRC_TABLE[((c ^ u32::from(b)) & 0xFF) as usize] ^ (c >> 8)
    })
}

/// DOS time and date of every entry: 00:00:00 on 1980-01-01.
const DOS_TIME: u16 = 0;
const DOS_DATE: u16 = (1 << 5) | 1;
/// Version 1.0 of the format: stored entries, no directories, no ZIP64.
const VERSION: u16 = 10;

/// The largest archive this writer makes (its offsets are 32 bits).
pub const MAX_ARCHIVE: u64 = u32::MAX as u64;
/// The most entries (the end record counts them in 16 bits).
pub const MAX_ENTRIES: usize = u16::MAX as usize;

/// A zip archive of `entries` (name, bytes), in their order. The caller keeps the total
/// under [`MAX_ARCHIVE`] and the count under [`MAX_ENTRIES`], names under 65,536 bytes.
pub fn stored(entries: &[(&str, &[u8])]) -> Vec<u8> {
    let size: usize = entries
        .iter()
        .map(|(n, b)| 30 + 46 + 2 * n.len() + b.len())
        .sum::<usize>()
        + 22;
    let mut out = Vec::with_capacity(size);
    let mut central = Vec::new();
    for (name, bytes) in entries {
        let offset = out.len() as u32;
        let crc = crc32(bytes);
        let len = bytes.len() as u32;
        // Local file header.
        put32(&mut out, 0x0403_4b50);
        header(&mut out, crc, len, name);
        put16(&mut out, 0); // extra field length
        out.extend_from_slice(name.as_bytes());
        out.extend_from_slice(bytes);
        // Its central directory record.
        put32(&mut central, 0x0201_4b50);
        put16(&mut central, VERSION); // made by: MS-DOS, 1.0
        header(&mut central, crc, len, name);
        for _ in 0..4 {
            // extra, comment, disk number, internal attributes
            put16(&mut central, 0);
        }
        put32(&mut central, 0); // external attributes
        put32(&mut central, offset);
        central.extend_from_slice(name.as_bytes());
    }
    let at = out.len() as u32;
    let count = entries.len() as u16;
    out.extend_from_slice(&central);
    // End of central directory record.
    put32(&mut out, 0x0605_4b50);
    put32(&mut out, 0); // this disk, the disk of the directory
    put16(&mut out, count);
    put16(&mut out, count);
    put32(&mut out, central.len() as u32);
    put32(&mut out, at);
    put16(&mut out, 0); // comment length
    out
}

/// What the local header and the central record share: version needed, flags, method,
/// time, date, CRC, the two sizes and the name's length.
fn header(out: &mut Vec<u8>, crc: u32, len: u32, name: &str) {
    put16(out, VERSION);
    put16(out, 0); // flags: names are ASCII (the caller's rule), no data descriptor
    put16(out, 0); // method: stored
    put16(out, DOS_TIME);
    put16(out, DOS_DATE);
    put32(out, crc);
    put32(out, len);
    put32(out, len);
    put16(out, name.len() as u16);
}

fn put16(out: &mut Vec<u8>, x: u16) {
    out.extend_from_slice(&x.to_le_bytes());
}

fn put32(out: &mut Vec<u8>, x: u32) {
    out.extend_from_slice(&x.to_le_bytes());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crc_of_the_check_string() {
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
        assert_eq!(crc32(b""), 0);
        assert_eq!(by_table(0, b"123456789"), 0xCBF4_3926);
    }

    #[test]
    fn the_table_and_crc32fast_agree_taken_whole_or_in_pieces() {
        let mut rng = crate::engine::SplitMix64::new(7);
        for len in [0usize, 1, 15, 16, 17, 63, 64, 65, 1000, 70_001] {
            let bytes: Vec<u8> = (0..len).map(|_| rng.next_u64() as u8).collect();
            let whole = crc32(&bytes);
            assert_eq!(by_table(0, &bytes), whole, "{len}");
            let cut = rng.below(len as u64 + 1) as usize;
            let mut crc = Crc32::default();
            crc.update(&bytes[..cut]);
            crc.update(&bytes[cut..]);
            assert_eq!(crc.finish(), whole, "{len} cut at {cut}");
            assert_eq!(by_table(by_table(0, &bytes[..cut]), &bytes[cut..]), whole);
        }
    }

    #[test]
    fn empty_archive_is_the_end_record_alone() {
        let z = stored(&[]);
        assert_eq!(z.len(), 22);
        assert_eq!(&z[..4], b"PK\x05\x06");
    }
}
