// The stem of an exported file's name, saying what is in it: the route, the options that
// matter and the step, e.g. knight-8x8-a1-warnsdorff-step40. A view may say its own
// (`exportName()`); otherwise every option whose value is short enough to name (a pasted
// puzzle or edge list is left out) joins, in the order the view declares its options, and
// a flag where it is not its default.

// A value as a safe piece of a file name (letters, digits, x and -), or '' to leave out.
function piece(value) {
  if (value === undefined || value === null || value === '' || typeof value === 'object') return '';
  const text = typeof value === 'boolean' ? '' : String(value).toLowerCase();
  if (!text || text.length > 16) return '';
  return text.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

/**
 * @param {import('../view.js').View} view
 * @returns {string}
 */
export function exportStem(view) {
  const route = view.viewClass.route;
  const own = typeof view['exportName'] === 'function' ? view['exportName']() : null;
  const parts = [route];
  if (own) parts.push(own);
  else {
    for (const o of view.options) {
      const v = view.opts[o.name];
      // A flag is named only where it is not its default: `closed`, or `no-memory`.
      const p = typeof v === 'boolean' ? (v === !!o.default ? '' : `${v ? '' : 'no-'}${o.name}`) : piece(v);
      if (p) parts.push(p);
    }
  }
  const steps = view.model && view.model.cursor ? view.model.cursor().steps : 0;
  parts.push(`step${steps}`);
  return parts.join('-').replace(/-+/g, '-');
}
