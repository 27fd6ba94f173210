// Generated from the registry of views (src/puzzles/views.rs) and the options reader
// (src/puzzles/options.rs) by tests/registry.rs, which fails while this file differs from
// them and rewrites it when run with SEARCHLIGHT_WRITE=1
// (`SEARCHLIGHT_WRITE=1 cargo test --test registry`). Do not edit by hand.

/** Every view's route, in the nav's order; the first is shown for an unknown route. */
export const ROUTES = ['knight', 'bfs', 'ladder', 'dfs', 'queens', 'sudoku', 'maze', 'puzzle', 'sokoban'];

/** The words a flag parameter is on by, and off by (any case); anything else is junk. */
export const FLAG_ON = ['1', 'true', 'yes', 'on'];
export const FLAG_OFF = ['0', 'false', 'no', 'off'];
