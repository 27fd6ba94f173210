// The view contract: every hook a view of the page may implement, written once. A view is a
// class in www/views/ROUTE/view.js that extends View (www/shell/view.js); View runs the one
// cycle every view follows (URL -> checked options -> model -> player -> render -> URL) and
// calls these hooks. The declarations below are merged into View's own type, so tsc checks
// each view's hooks against them (`./scripts/types && tsc --noEmit -p .`): a hook with the
// wrong arguments or result fails the check, in the view that defines it.
//
// Where View has a default for a hook, it is said under the hook; a hook with no default is
// optional, and View (or the panel that needs it) asks for it only where the view has it.

import type { BoardCells } from '../www/panels/board-table.js';
import type { ExportTable } from '../www/panels/export/data.js';
import type { Model } from '../www/shell/view.js';

declare global {
  /**
   * The instance side of a view. `M` is its model, the wasm Search its `createModel` builds
   * (e.g. `View<SearchOf<'knight'>>`, types/search.d.ts), which types `this.model`;
   * `this.frame` is the model's frame.
   */
  interface ViewHooks<M> {
    // ---- What every view has ----

    /**
     * Its DOM in `this.root`, once, in the constructor before anything else: the options
     * form (`form.options`, a control per option with `input`), the board (elements with
     * class `stage`), counters, its own buttons and panels. View then lays it out (the
     * stage beside the rest) and binds the form.
     */
    build(): void;

    /**
     * The model for the checked options `opts`: a new wasm Search of one of the view's model
     * names (build it with `this.make(name, options, extra)` so an export can build it
     * again in a worker), or null when
     * there is none to step through (a board too big to draw, a model still being made in a
     * worker). Called on every change of options; a coded error thrown is said as a notice.
     * View frees the previous model first.
     */
    createModel(opts: Options): M | null;

    /**
     * Draws `frame` (the model's `frame()` at the player's cursor, or null when there is no
     * model) and sets the status line. Called after every step, seek, resize and change of
     * options, and again by an image export into the export's own context (board.js
     * drawInto), so it draws only from `frame` and the options.
     */
    draw(frame: any): void;

    // ---- Options ----

    /**
     * Adjusts the options `next` for a `patch` (null: the whole set read from a URL or a
     * challenge) before Rust checks them (a new board moves the start back to a1); throws a
     * coded error for a set that is bad as a whole. Default: nothing to adjust.
     */
    check(next: Options, patch: Options | null): void;

    // ---- The board and the keyboard's cursor ----

    /**
     * A square (or vertex, word, column) picked on the view's board by a click or by the
     * cursor and Enter: `sq` its index in the BoardCanvas's squares, row by row from the top.
     * The view wires it (`new BoardCanvas(canvas, { onPick: (sq) => this.pick(sq) })`) and
     * first offers it to "Your turn" (`this.answerPick(name)`). No default.
     */
    pick?(sq: number): void;

    /**
     * What square `sq` holds in the frame shown, said as the keyboard's cursor reaches it
     * ("b3, distance 2"). Default: null, its name alone.
     */
    describeSquare(sq: number): string | null;

    /** What Enter does on square `sq` now, a sentence, or '' where it does nothing. Default: "Enter picks it". */
    enterHint(sq: number): string;

    /**
     * The board as a table ("Board as a table", board-table.js): its rows, columns and each
     * cell's value and marks in the frame shown, or null where there is no board. A view
     * without it has no table. Called after every render.
     */
    boardCells?(): BoardCells | null;

    // ---- Panels ----

    /**
     * The options of wasm's TreeMeasure for the whole search tree of `opts` (`{ puzzle:
     * route, ...options }`), or null where these options have no tree to measure. A view
     * with it has the "Search tree" panel (tree.js), which measures in a worker on request.
     */
    treeSpec?(opts: Options): Record<string, unknown> | null;

    /**
     * Why "Your turn" has no questions for this search: a catalogue key (a view whose
     * questions belong to some of its searches says which). Default: 'predict.none'.
     */
    predictNone(): string;

    /**
     * The catalogue key of a hint shown in full screen (the keys that help there), or ''.
     * Default: ''.
     */
    readonly fullHint: string;

    // ---- A lesson's figures ----

    /**
     * What the view states beyond its counters, by name, for a lesson's {figures} (a
     * number as a number). Default: nothing more.
     */
    moreFigures(): Record<string, unknown>;

    /**
     * True while the figures are still to come (a model being made in a worker): a lesson
     * shows '…' for them, and no notice. Default: false.
     */
    figuresPending(): boolean;

    // ---- Export ----

    /**
     * The canvas an image export draws again with `draw()`, or null where nothing is shown
     * that could be (the ladder's layers of text). Default: the first canvas of `.stage`,
     * when it is not hidden.
     */
    readonly exportCanvas: HTMLCanvasElement | null;

    /**
     * The words of an exported file's name after the route, e.g. ['12x12', 'seed7',
     * 'explore'] (export/name.js adds the step). Default: each option's value in turn.
     */
    exportName?(): string[];

    /**
     * Tables of the view's own beyond its model's trace table (a comparison it computed),
     * each offered by Export's data part as a CSV and a JSON file. Called when the Export
     * menu opens; an empty list offers none.
     */
    exportTables?(): ExportTable[];
  }

  /**
   * The class side of a view: what it declares as static fields, read before any instance
   * exists (the router, the comparison, the nav). View has a default for each.
   */
  interface ViewStatics {
    /** Its name in the URL (#/knight), and its route in the registry (src/puzzles/views.rs). */
    route: string;

    /**
     * The page's part of its options. Rust declares every option of the route (the registry's
     * option_schema: name, kind, default, choices or bounds, in the order they are checked,
     * and check_options checks a value); this list adds what is the page's own, by name (see
     * ViewOption), and options Rust does not declare (the drawing's own). Default: none.
     */
    options: ViewOption[];

    /**
     * What may be compared side by side (compare=, compare.js): the options whose values
     * the panes take. Default: null, no comparison.
     */
    compare: CompareSpec[] | null;

    /**
     * What the side-by-side table counts for each pane, from its frame; the first that the
     * ratio divides is the ratio's. Default: the nodes of the search tree.
     */
    compareColumns: CompareColumn[];

    /**
     * The counters a pane keeps where room is short (full screen on a projector), by their
     * keys. Default: those `compareColumns` counts.
     */
    readonly keyCounters: string[];

    /**
     * Why these link parameters cannot be compared side by side (a coded error), or null
     * where they can. Called before any pane is built. Default: null.
     */
    compareRefused(wasm: Wasm, params: URLSearchParams): CodedError | null;

    /**
     * True when the model answers "Your turn" (`question()`, `answer(text)`: predict.js).
     * Default: false.
     */
    predict: boolean;

    /** True when the model says where its listing stands (`code()`: panels/code/panel.js). Default: false. */
    code: boolean;

    /**
     * The legend beside the board: for every colour and mark drawn, its catalogue key and
     * the CSS of its swatch. Default: none.
     */
    legend: { key: string, style: string | Partial<CSSStyleDeclaration> }[];

    /**
     * The options that change only the drawing, not the model (no new question in "Your
     * turn"; side by side, set in every pane). Default: none.
     */
    drawOnly: string[];

    /**
     * The controls of the options form a person changes most, by their `name` (or a
     * button's `data-act`): kept in the row under the player; the form's other fields go in
     * "More options", folded until a person opens it (fold.js). Default: null, the whole
     * form in the row.
     */
    quick: string[] | null;

    /** The catalogue key of the folding "What is happening" panel, or ''. Default: ''. */
    about: string;

    /**
     * The catalogue key of "Board as a table"'s summary where the board is not a board of
     * squares, or '' for the shared words. Default: ''.
     */
    boardSummary: string;
  }

  /**
   * An option of a view: Rust's declaration for its route (name, kind, default, choices or
   * bounds) with the page's extras by the same name, or an option of the page's own (which
   * then has its own `default` and `parse`). Its values are what the URL and the form hold:
   * words, numbers, flags, lists (`any`: each option its own).
   */
  type ViewOption = {
    name: string;
    default?: any;
    kind?: string;
    choices?: string[];
    min?: number;
    max?: number;
    /** A form control of this name (in `form.options`) edits it. */
    input?: boolean;
    /** The value as the URL writes it; undefined leaves it out. */
    url?(value: any, opts: Options): unknown;
    /** What a bad URL value falls back to, said in the notice. */
    fallback?(opts: Options): Sayable;
    /** The value of `raw` (an option of the page's own); throws a coded error for a bad one. */
    parse?(raw: string, opts: Options, view: AnyView): any;
    /** The text Rust reads, where the URL writes the value otherwise. */
    fromUrl?(raw: string): string;
    /** Checked only with the whole set (check(), check_options), so kept as written here. */
    together?: boolean;
  };

  /**
   * What may be compared side by side in a view (its `static compare`), with its values.
   * `label` and `value(v)` are catalogue keys; `short(v)`: the key naming each value in a
   * pane's title where room is short (full screen); `values`: the choices Rust declares
   * (compareFor fills them); `when`: the option applies only where option `name` takes
   * one of `values` (the puzzle's estimate, to the searches that use one); `option(v)`: the
   * option's value for compare word `v`, where the words are not the option's own (a flag's
   * on and off, given a word each so that two flags can be compared in one link).
   */
  type CompareSpec = { name: string, label: string, value(v: string): string, short?(v: string): string, values?: string[], when?: { name: string, values: string[] }, option?(v: string): string };

  /**
   * A count in the side-by-side table (a view's `static compareColumns`): its name (catalogue
   * keys compare.col.NAME for the column, compare.count.NAME for a pane's count in a sentence,
   * {n} the count), its value in a frame (null: none yet, as a solution's length before it is
   * found), whether the ratio divides it (the first that does), and `as`: the name the count goes
   * by in a pane where it is another (the puzzle's depth-first panes enter states, not expand them).
   */
  type CompareColumn = { name: string, value(frame: any): number | null, ratio?: boolean, as?(frame: any): string };
}

declare module '../www/shell/view.js' {
  interface View<M extends Model = any> extends ViewHooks<M> {}
}
