// The algorithms as the page shows them beside the board, written for Searchlight in the
// style of the lessons (Python-like; sudoku C++-like, as its lesson is). Each line carries
// the label Rust sends for it (src/puzzles/*/code.rs): the search's events name the lines
// they ran, and the page lights the last. Comments come in the page's language; keywords
// and names stay as they are. One file per listing; tests/code*.rs hold every label Rust
// sends to a line of it. `comment` is how the listing's language starts a comment ('#' when
// left out).

/** @typedef {{ label: string, code: string, note?: { en: string, zh: string } }} Line */
/** @typedef {{ title: { en: string, zh: string }, comment?: string, lines: Line[] }} Listing */

import { knight } from './knight.js';
import { knight_java } from './knight_java.js';
import { bfs } from './bfs.js';
import { ladder } from './ladder.js';
import { queens_mark } from './queens_mark.js';
import { queens_check } from './queens_check.js';
import { sudoku } from './sudoku.js';
import { dfs } from './dfs.js';
import { maze } from './maze.js';

/** @type {Record<string, Listing>} */
export const LISTINGS = { knight, knight_java, bfs, ladder, queens_mark, queens_check, sudoku, dfs, maze };

/** The listings a person may pick instead of the one Rust names (same labels): the knight's
 *  tour in Java as well as Python. @type {Record<string, string[]>} */
export const FORMS = { knight: ['knight', 'knight_java'] };
