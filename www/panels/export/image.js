// Export, the picture: the frame shown as PNG (at 1x, 2x or 4x, on white or transparent)
// or as SVG (vector, text as text), each drawn by the view's own drawing code: board.js
// `drawInto` runs the view's draw() with its board's canvas drawn into a canvas of the
// export's at that scale (not an upscaled bitmap) or into the SVG back end
// (svg-context.js). Side by side, one picture: the panes in a row as on the page, each
// under its name and over its counters, and the comparison's table once its run is over. A view with no board drawn on a canvas (the word ladder's layers are text
// on the page) has no picture, and says so; a board drawn as a picture of pixels (the
// knight's over 60 x 60) has a PNG and no SVG, and says so.
import { t, sentence } from '../../text/index.js';
import { el } from '../../shell/kit.js';
import { drawInto } from '../../draw/board.js';
import { SvgContext } from '../../draw/svg-context.js';
import { fileStem, saveFile } from './name.js';
import { layout, countersOf, tableOf } from './compose.js';

export const SCALES = [1, 2, 4];

// The choices made, kept while the page is open (the menu is built afresh each time).
const chosen = { scale: 1, background: 'white' };

// A surface an export draws on: `kind` 'png' (a canvas at `scale`) or 'svg'. `open(w, h)`
// gives its context, drawing in CSS pixels; `made` is then { width, height, surface }.
/**
 * @param {string} kind
 * @param {number} scale
 */
function surface(kind, scale) {
  const s = {
    /** @type {{ width: number, height: number, surface: HTMLCanvasElement | SvgContext } | null} */
    made: null,
    /**
     * @param {number} width
     * @param {number} height
     */
    open(width, height) {
      if (kind === 'svg') {
        const ctx = new SvgContext(width, height);
        s.made = { width, height, surface: ctx };
        // The SVG back end draws the canvas calls the views make (svg-context.js).
        return /** @type {Ctx} */ (/** @type {unknown} */ (ctx));
      }
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(width * scale);
      canvas.height = Math.round(height * scale);
      const ctx = canvas.getContext('2d');
      // (Null only for a canvas holding another kind of context: this one is new.)
      if (!ctx) throw new Error('a new canvas without a 2D context');
      ctx.setTransform(scale, 0, 0, scale, 0, 0);
      s.made = { width, height, surface: canvas };
      return ctx;
    },
  };
  return s;
}

// One view's board drawn again into a new surface, or null where it has none drawn.
/**
 * @param {AnyView} view
 * @param {string} kind
 * @param {number} scale
 * @param {boolean} transparent
 */
function drawView(view, kind, scale, transparent) {
  const canvas = view.exportCanvas;
  if (!canvas) return null;
  const s = surface(kind, scale);
  try {
    drawInto(canvas, { open: s.open, transparent }, () => view.draw(view.frame));
  } finally {
    // The board on screen as it was (the drawing keeps its geometry and context).
    view.draw(view.frame);
  }
  return s.made;
}

// The picture of `target`: one view's board, or the panes side by side, each under its
// name and over its counters, with the comparison's table under them once the run is over
// (compose.js). Returns { width, height, surface } or null (nothing drawn).
/**
 * @param {import('./panel.js').ExportTarget} target
 * @param {string} kind
 * @param {number} scale
 * @param {boolean} transparent
 */
function picture(target, kind, scale, transparent) {
  const drawn = target.views.map((v) => drawView(v, kind, scale, transparent));
  /** @type {NonNullable<(typeof drawn)[number]>[]} */
  const parts = [];
  for (const p of drawn) {
    if (!p) return null;
    parts.push(p);
  }
  if (parts.length === 1) return parts[0];
  const compare = target.compare;
  const plan = layout({
    sizes: parts,
    names: target.views.map((v) => (v.pane ? v.pane.name : '')),
    counters: target.views.map(countersOf),
    table: compare && compare.model.cursor().ended ? tableOf(compare.table) : null,
  });
  const s = surface(kind, scale);
  const ctx = s.open(plan.width, plan.height);
  if (!transparent) {
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, plan.width, plan.height);
  }
  plan.draw(ctx, (i, x, y) => {
    const p = parts[i];
    if (ctx instanceof SvgContext) {
      const view = target.views[i];
      ctx.tagNext({ pane: view.pane ? view.pane.value : String(i) });
      ctx.drawImage(p.surface, x, y);
    } else {
      // Pixel for pixel: the pane's canvas is already at this scale.
      const canvas = /** @type {HTMLCanvasElement} */ (p.surface); // a PNG's panes are canvases
      ctx.drawImage(canvas, x, y, canvas.width / scale, canvas.height / scale);
    }
  });
  return s.made;
}

// Why there is no picture of `views`: no board on a canvas at all (the word ladder's
// layers), or none drawn yet (the knight's board too big for squares, before it is solved).
const nothing = (/** @type {AnyView[]} */ views) => (views.some((v) => !v.root.querySelector('.stage canvas')) ? 'export.image.none' : 'export.image.empty');

const pngBlob = (/** @type {HTMLCanvasElement} */ canvas) => new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));

/**
 * @param {import('./panel.js').ExportTarget} target
 * @param {string} kind
 * @param {HTMLParagraphElement} note
 */
async function save(target, kind, note) {
  const scale = kind === 'svg' ? 1 : chosen.scale;
  const transparent = chosen.background === 'transparent';
  let made;
  try {
    made = picture(target, kind, scale, transparent);
  } catch (e) {
    if (!e.code) throw e;
    note.textContent = sentence(e);
    return;
  }
  if (!made) {
    note.textContent = t(nothing(target.views));
    return;
  }
  // A transparent picture is another file than the white one of the same frame.
  const stem = `${fileStem(target)}${transparent ? '-transparent' : ''}`;
  let blob;
  let name;
  const drawn = made.surface; // an SvgContext where kind is svg, else a canvas
  if (drawn instanceof SvgContext) {
    blob = new Blob([drawn.document(stem)], { type: 'image/svg+xml' });
    name = `${stem}.svg`;
  } else {
    blob = await pngBlob(drawn);
    name = `${stem}${scale > 1 ? `@${scale}x` : ''}.png`;
  }
  if (!blob) {
    note.textContent = t('export.image.too_big', { width: made.surface.width, height: made.surface.height });
    return;
  }
  saveFile(blob, name);
  note.textContent = t('export.image.saved', { file: name });
}

/** @param {import('./panel.js').ExportTarget} target */
export function control(target) {
  const scale = el('select', { name: 'image-scale' },
    ...SCALES.map((s) => el('option', { value: String(s), selected: s === chosen.scale }, t('export.image.times', { n: s }))));
  scale.addEventListener('change', () => { chosen.scale = Number(scale.value); });
  const background = el('select', { name: 'image-background' },
    ...['white', 'transparent'].map((b) => el('option', { value: b, selected: b === chosen.background }, t(`export.image.${b}`))));
  background.addEventListener('change', () => { chosen.background = background.value; });
  const note = el('p', { className: 'export-note', dataset: { role: 'image-note' }, aria: { live: 'polite' } });
  const drawn = target.views.every((v) => v.exportCanvas);
  scale.disabled = background.disabled = !drawn;
  const button = (/** @type {string} */ kind) => {
    const b = el('button', { type: 'button', dataset: { act: kind }, disabled: !drawn }, t(`export.image.${kind}`));
    b.addEventListener('click', () => save(target, kind, note));
    return b;
  };
  if (!drawn) note.textContent = t(nothing(target.views));
  return [
    el('span', { className: 'export-kind' }, t('export.image.title')),
    el('label', {}, t('export.image.scale'), ' ', scale),
    el('label', {}, t('export.image.background'), ' ', background),
    button('png'), button('svg'), note,
  ];
}
