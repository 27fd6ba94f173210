// The algorithms as the page shows them beside the board, written for Searchlight in the
// style of the lessons (Python-like; sudoku C++-like, as its lesson is). Each line carries
// the label Rust sends for it (src/puzzles/*/code.rs): the search's events name the lines
// they ran, and the page lights the last. Comments come in the page's language; keywords
// and names stay as they are. One file per listing; tests/code*.rs hold every label Rust
// sends to a line of it.

/** @typedef {{ label: string, code: string, note?: { en: string, zh: string } }} Line */
/** @typedef {{ title: { en: string, zh: string }, lines: Line[] }} Listing */

import { knight } from './knight.js';
import { dfs } from './dfs.js';
import { maze } from './maze.js';

/** @type {Record<string, Listing>} */
export const LISTINGS = { knight, dfs, maze };
