//! Square names ("c3") on a board whose size comes from the first two bytes: no panic; a
//! square found is on the board and its name reads back to it.
#![no_main]
use libfuzzer_sys::fuzz_target;
use searchlight::puzzles::board::Board;

fuzz_target!(|data: &[u8]| {
    let [r, c, rest @ ..] = data else { return };
    let board = Board::new(u32::from(*r).max(1), u32::from(*c).max(1)).unwrap();
    let Ok(text) = std::str::from_utf8(rest) else { return };
    if let Ok(sq) = board.parse_square(text) {
        assert!(sq < board.len());
        assert_eq!(board.parse_square(&board.name(sq)), Ok(sq));
    }
});
