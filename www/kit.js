// Small pieces every view uses: counters, reading URL parameters with a notice for junk,
// canvas set-up at the device's pixel ratio, and a palette for BFS layers.

export const fmt = (n) => Math.round(n).toLocaleString('en-US');

// A <dl> of counters; returns { set(name, value) }.
export function counters(root, names) {
  root.classList.add('counters');
  root.innerHTML = names.map(([key, label]) =>
    `<div><dt>${label}</dt><dd data-c="${key}">0</dd></div>`).join('');
  const cells = {};
  for (const dd of root.querySelectorAll('[data-c]')) cells[dd.dataset.c] = dd;
  return { set: (key, value) => { cells[key].textContent = typeof value === 'number' ? fmt(value) : value; } };
}

// Read URL parameters against a table of { key: check } where check(value) returns the
// value to use or throws an Error whose message says why; junk becomes a notice.
export function readParams(params, checks, notices) {
  const out = {};
  for (const [key, check] of Object.entries(checks)) {
    const raw = params.get(key);
    if (raw === null) continue;
    try {
      out[key] = check(raw);
    } catch (e) {
      notices.push(`Ignored ${key}=${raw}: ${e.message}. Using the default.`);
    }
  }
  for (const key of params.keys()) {
    if (!(key in checks)) notices.push(`Ignored unknown parameter "${key}".`);
  }
  return out;
}

export function stepParam(raw) {
  if (!/^\d{1,9}$/.test(raw)) throw new Error('a step is a whole number');
  return Number(raw);
}

export function capitalise(message) {
  return message.replace(/^./, (c) => c.toUpperCase()) + (/[.!?]$/.test(message) ? '' : '.');
}

// Size a canvas to CSS pixels and return a 2D context drawing in CSS pixels.
export function sizeCanvas(canvas, width, height) {
  const dpr = window.devicePixelRatio || 1;
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  canvas.width = Math.round(width * dpr);
  canvas.height = Math.round(height * dpr);
  const ctx = canvas.getContext('2d');
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  return ctx;
}

// A colour per BFS layer, distinct for the first dozen and cycling after.
const LAYER_HUES = [140, 200, 260, 320, 20, 50, 90, 170, 230, 290, 350, 35];
export function layerColour(d, alpha = 1) {
  const h = LAYER_HUES[d % LAYER_HUES.length];
  return `hsla(${h}, 70%, ${d === 0 ? 38 : 55}%, ${alpha})`;
}

// Boards are drawn with a margin of `label` pixels on the left for ranks and below for files,
// rank 1 at the bottom; geom is { left, top, size }.

// The square under a mouse event, as rank * cols + file, or -1 off the board.
export function squareAt(event, canvas, geom, rows, cols) {
  const rect = canvas.getBoundingClientRect();
  const file = Math.floor((event.clientX - rect.left - geom.left) / geom.size);
  const fromTop = Math.floor((event.clientY - rect.top - geom.top) / geom.size);
  if (file < 0 || file >= cols || fromTop < 0 || fromTop >= rows) return -1;
  return (rows - 1 - fromTop) * cols + file;
}

// File letters under the board and rank numbers to its left (thinned on small squares).
export function drawBoardLabels(ctx, fileName, geom, rows, cols) {
  const { left, top, size } = geom;
  ctx.fillStyle = '#333';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `${Math.min(13, Math.max(9, size * 0.4))}px system-ui, sans-serif`;
  const every = size >= 18 ? 1 : Math.ceil(18 / size);
  for (let f = 0; f < cols; f += every) ctx.fillText(fileName(f), left + f * size + size / 2, top + rows * size + 11);
  ctx.textAlign = 'right';
  for (let r = 0; r < rows; r += every) ctx.fillText(String(r + 1), left - 4, top + (rows - 1 - r) * size + size / 2);
}
