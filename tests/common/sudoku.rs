//! Sudoku's rules as the tests apply them, apart from the puzzle's own code.

use searchlight::puzzles::sudoku::Shape;

/// The digits the rules allow in `cell` of `cells`: none of its row, column or box.
pub fn allowed(shape: Shape, cells: &[u8], cell: usize) -> Vec<u8> {
    let n = shape.size as usize;
    let (r, c) = (cell / n, cell % n);
    let (br, bc) = (shape.box_rows as usize, shape.box_cols as usize);
    let sees = |i: usize| {
        let (ri, ci) = (i / n, i % n);
        ri == r || ci == c || (ri / br == r / br && ci / bc == c / bc)
    };
    (1..=n as u8)
        .filter(|&d| !(0..cells.len()).any(|i| i != cell && sees(i) && cells[i] == d))
        .collect()
}
