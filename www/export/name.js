// The stem of an exported file's name: what is in it, e.g. knight-8x8-a1-warnsdorff-step40
// (the route, the options that matter, the step). A view may give its own
// `exportName(step)`; otherwise the options the view writes in its URL are used, left out
// where they say nothing short (unset, off, or long text such as a whole sudoku puzzle).
// Side by side, the options the panes share, then "compare" and each pane's own values.

// The URL's entries that are not options of the frame.
const NOT_OPTIONS = new Set(['step', 'speed', 'embed', 'autoplay', 'legend', 'lang', 'compare', 'predict', 'code']);
const LONGEST = 24;

// A value as part of a file name: letters, digits, '.', the rest '_'.
const part = (v) => String(v).trim().replace(/[^\p{L}\p{N}.]+/gu, '_').replace(/^_+|_+$/g, '');

// The option values of `view`, in its URL's order, that can stand in a file name.
function values(view) {
  const out = [];
  for (const [key, v] of Object.entries(view.urlOut())) {
    if (NOT_OPTIONS.has(key) || v === undefined || v === null || v === false || v === '') continue;
    // A flag by its name, a number with its name (seed7), text as it is (8x8, warnsdorff).
    const text = v === true ? key : typeof v === 'number' ? `${part(key)}${v}` : part(v);
    if (text && text.length <= LONGEST) out.push(text);
  }
  return out;
}

// The steps: `step40`, or `steps0-63` for a range [a, b].
const stepsPart = (steps) => (Array.isArray(steps) ? `steps${steps[0]}-${steps[1]}` : `step${steps}`);

/**
 * The file name's stem (no extension) for `views` (one View, or the panes side by side)
 * at `steps` (a step, or a range [a, b]).
 * @param {any | any[]} views
 * @param {number | [number, number]} steps
 */
export function exportStem(views, steps) {
  const list = Array.isArray(views) ? views : [views];
  if (list.length === 1 && typeof list[0].exportName === 'function') return list[0].exportName(steps);
  const route = list[0].viewClass.route;
  const each = list.map(values);
  const shared = each[0].filter((v) => each.every((vs) => vs.includes(v)));
  const own = list.length > 1 ? ['compare', ...each.flatMap((vs) => vs.filter((v) => !shared.includes(v)))] : [];
  return [route, ...shared, ...own, stepsPart(steps)].join('-');
}
