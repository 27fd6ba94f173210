//! The board's eight symmetries, one solution per class, and one solution for any N by
//! the classic explicit construction.

/// The 8 symmetries of the square applied to a solution: each is again a solution.
pub fn symmetries(cols: &[u32]) -> [Vec<u32>; 8] {
    let n = cols.len() as u32;
    let mut inverse = vec![0u32; cols.len()];
    for (r, &c) in cols.iter().enumerate() {
        inverse[c as usize] = r as u32;
    }
    let flip = |v: &[u32]| v.iter().map(|&c| n - 1 - c).collect::<Vec<_>>();
    let rev = |v: &[u32]| v.iter().rev().copied().collect::<Vec<_>>();
    let id = cols.to_vec();
    [
        id.clone(),
        flip(&id),
        rev(&id),
        flip(&rev(&id)),
        inverse.clone(),
        flip(&inverse),
        rev(&inverse),
        flip(&rev(&inverse)),
    ]
}

/// The canonical form of a solution: the least of its 8 images.
pub fn canonical(cols: &[u32]) -> Vec<u32> {
    symmetries(cols).into_iter().min().expect("eight images")
}

/// Solutions grouped by symmetry: for each solution the index of its class, classes
/// numbered in order of first appearance; and how many classes there are.
pub fn classes(solutions: &[Vec<u32>]) -> (Vec<u32>, u32) {
    let mut seen = std::collections::HashMap::new();
    let class = solutions
        .iter()
        .map(|s| {
            let next = seen.len() as u32;
            *seen.entry(canonical(s)).or_insert(next)
        })
        .collect();
    (class, seen.len() as u32)
}

/// One solution for any N >= 4 (and N = 1) by the classic explicit construction: columns
/// left to right take the rows 2, 4, 6, ... then 1, 3, 5, ..., adjusted when N mod 6 is 2
/// or 3. None for N = 2 and 3, which have no solution. Returned as the column of the queen
/// in each row.
pub fn construct(n: u32) -> Option<Vec<u32>> {
    match n {
        0 | 2 | 3 => return None,
        1 => return Some(vec![0]),
        _ => {}
    }
    let mut evens: Vec<u32> = (2..=n).step_by(2).collect();
    let mut odds: Vec<u32> = (1..=n).step_by(2).collect();
    match n % 6 {
        2 => {
            odds.swap(0, 1);
            let five = odds.remove(2);
            odds.push(five);
        }
        3 => {
            let two = evens.remove(0);
            evens.push(two);
            let (one, three) = (odds.remove(0), odds.remove(0));
            odds.push(one);
            odds.push(three);
        }
        _ => {}
    }
    // rows[col] (1-based) from the lists; turn into the column of each row.
    let rows: Vec<u32> = evens.into_iter().chain(odds).collect();
    let mut cols = vec![0; n as usize];
    for (col, &row) in rows.iter().enumerate() {
        cols[row as usize - 1] = col as u32;
    }
    Some(cols)
}
