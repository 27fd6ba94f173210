// The page's shared types, for tsc's check of www/ (tsconfig.json): declared here once, by
// name, and used in the JSDoc of any page module without an import (a script, not a module,
// so its names are global to the check; it is never loaded by the page). The wasm glue's
// own types (the structs that cross the boundary) are generated from Rust in target/types/.

/** The wasm glue's exports, as its declarations say. */
type Wasm = typeof import('../target/types/searchlight.js');
/** A message code with its parameters, as Rust sends them (and the page makes its own). */
type Message = import('../target/types/searchlight.js').Message;

/** A parameter of a message: a number, text, a flag, a message, or a list of them. */
type Param = unknown;
/** A message's parameters, by name. */
type Params = Record<string, Param>;

/** An Error of the page's own that carries a catalogue code (kit.js coded()). */
type CodedError = Error & { code: string, params: Params };

/**
 * What say() and sentence() say (text/index.js): text as it is, a message, an Error (coded, or its
 * message as a last resort), a plain value as String() writes it; nothing for null.
 */
type Sayable = string | number | boolean | bigint | Message | { code?: string, params?: Params, message?: string } | Error | null | undefined;

/** The options of a view, by name, as its URL and form hold them. */
type Options = Record<string, any>;

/** A view's counters (kit.js counters()): each value as set, and a setter that shows it. */
type Counters = { values: Record<string, unknown>, set(key: string, value: unknown): void };

/** A view (view.js), of any model. */
type AnyView = import('../www/shell/view.js').View<any>;

/** A view that is one pane of a comparison (compare.js): its controller, value and status line. */
type Pane = { ctl: { notice(list: Sayable[]): void, change(patch: Options): void, saveUrl(): void, paneRebuilt(): void }, value: string, opts: Options, name: string, status: HTMLElement };

/** The player a view drives (player.js), or a pane's stand-in for it. */
type PlayerLike = { root: HTMLElement, render?(): void, pause(): void, play(): void, setModel(model: any): void, setSpeed(index: number): void, destroy(): void, speedName: string, playing?: boolean, act?(what: string): void };

/**
 * A 2D context a board draws in: the canvas's, or an export's (a canvas at a scale, or the
 * SVG back end of svg-context.js, which draws the same calls as elements).
 */
type Ctx = CanvasRenderingContext2D;

/** A board's squares on its canvas (board.js layout()), in CSS pixels. */
type Geom = { left: number, top: number, size: number, width: number, height: number, rows: number, cols: number, label: number };

/** A comparison as compare= asks for it (compare.js compareParam): what varies, and each pane's options. */
/** compare= read: `parts` when each pane is named value by value (compare=astar:manhattan,..., which sets `pairs`, or an option left out where it does not apply). */
type CompareAsked = { dims: { dim: CompareSpec, values: string[] }[], values: string[], panes: { opts: Options, key: string, parts?: { dim: CompareSpec, value: string }[] }[], pairs?: boolean };

/** A wasm search run in slices in a worker (worker.js): run(slice) says whether it has ended. */
type SlicedWork = { run(slice: number): boolean, report(): unknown, result?(): ArrayBufferView<ArrayBuffer>, free(): void };

/** What the shell shows (app.js): a view, a comparison's panes, or a lesson hosting either (none on its list). */
type Shown = AnyView | { panes: AnyView[] } | { hosted: AnyView | { panes: AnyView[] } | null };

/** What the player asks of a model (player.js; src/web/search.rs). */
type PlayerModel = { step(n: number): number, back(n: number): number, seek(k: number): number, reset(): void, cursor(): { steps: number, recorded: number, finished: boolean, ended: boolean, full: boolean } };

/** A measurement of a search's whole tree (tree.js), as the worker reports it. */
type TreeReport = import('../target/types/searchlight.js').TreeReport;

/** A practice set and its questions (src/web/practice.rs), and a graded answer. */
type PracticeSet = import('../target/types/searchlight.js').PracticeSet;
type PracticeQuestion = import('../target/types/searchlight.js').PracticeQuestion;
type Verdict = import('../target/types/searchlight.js').Verdict;

/** A view's form of options: its controls by name (an input, a select, a button). */
type OptionsForm = HTMLFormElement & { elements: HTMLFormControlsCollection & Record<string, HTMLInputElement & HTMLSelectElement> };

/** The View constructor's arguments (view.js): a view that declares its own fields passes them on. */
type ViewArgs = ConstructorParameters<typeof import('../www/shell/view.js').View>;

/** What a view asks of a worker job (jobs.js Jobs.run): its handlers. */
type JobHandlers = Parameters<import('../www/shell/jobs.js').Jobs['run']>[1];

