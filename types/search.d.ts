// The one stepped-search class of the facade (wasm's `Search`), typed per model: the glue
// declares `frame()` and `extra(name, arg)` as `any`, since one class serves every model;
// here each model name of the registry (src/puzzles/views.rs, `models`) maps to its frame's
// type and to its extras, each with its argument and result, so tsc strict checks every
// view's calls. `View.make(name, options, extra)` returns `SearchOf<name>`.

/** Each model's frame and extras (an extra: [its argument, its result]). */
interface ModelTypes {
  knight: { frame: import('../target/types/searchlight.js').TourFrame, extras: {} };
  bfs: { frame: import('../target/types/searchlight.js').LayersFrame, extras: { path_to: [number, Uint32Array | undefined] } };
  ladder: {
    frame: import('../target/types/searchlight.js').LadderFrame,
    extras: { info: [undefined, import('../target/types/searchlight.js').LadderInfo], all_ladders: [number, import('../target/types/searchlight.js').AllLadders], comparison: [undefined, import('../target/types/searchlight.js').LadderComparison | null] },
  };
  dfs: { frame: import('../target/types/searchlight.js').DfsFrame, extras: { edit: [{ what: 'add' | 'remove' | 'toggle', a?: number, b?: number }, string] } };
  queens: { frame: import('../target/types/searchlight.js').QueensFrame, extras: { found: [undefined, import('../target/types/searchlight.js').QueensFound] } };
  sudoku: { frame: import('../target/types/searchlight.js').SudokuFrame, extras: { solution: [number, Uint8Array] } };
  'sudoku-bfs': { frame: import('../target/types/searchlight.js').SudokuBfsFrame, extras: { solution: [number, Uint8Array] } };
  maze: { frame: import('../target/types/searchlight.js').MouseFrame, extras: { second: [undefined, boolean], shape: [undefined, import('../target/types/searchlight.js').MazeShape], route: [undefined, Uint32Array] } };
  'maze-carve': { frame: import('../target/types/searchlight.js').CarveFrame, extras: {} };
  'maze-search': { frame: import('../target/types/searchlight.js').SearchFrame, extras: { shape: [undefined, import('../target/types/searchlight.js').MazeShape], compare: [undefined, import('../target/types/searchlight.js').SearchRow[]] } };
  puzzle: { frame: import('../target/types/searchlight.js').PuzzleFrame, extras: { board: [undefined, import('../target/types/searchlight.js').PuzzleBoard], slide: [number, string | undefined] } };
  'puzzle-deep': { frame: import('../target/types/searchlight.js').DeepFrame, extras: { board: [undefined, import('../target/types/searchlight.js').PuzzleBoard], slide: [number, string | undefined] } };
  sokoban: { frame: import('../target/types/searchlight.js').SokobanFrame, extras: { level: [undefined, import('../target/types/searchlight.js').SokobanLevel] } };
  'sokoban-deep': { frame: import('../target/types/searchlight.js').SokobanFrame, extras: { level: [undefined, import('../target/types/searchlight.js').SokobanLevel] } };
}

/** A model name of the registry. */
type ModelName = keyof ModelTypes;

/** The extras of model `K`, by name. */
type ExtrasOf<K extends ModelName> = ModelTypes[K]['extras'];

/**
 * wasm's `Search` built as model `K`: its frame and its extras typed (a union of names, a
 * union of models).
 */
type SearchOf<K extends ModelName> = K extends ModelName ? Omit<import('../target/types/searchlight.js').Search, 'frame' | 'extra'> & {
  /** The frame at the cursor. */
  frame(): ModelTypes[K]['frame'];
  /** The model's extra `name` with its argument. */
  extra<E extends keyof ExtrasOf<K> & string>(
    name: E,
    ...arg: ExtrasOf<K>[E] extends [undefined, unknown] ? [] : [ExtrasOf<K>[E] extends [infer A, unknown] ? A : never]
  ): ExtrasOf<K>[E] extends [unknown, infer R] ? R : never;
} : never;
