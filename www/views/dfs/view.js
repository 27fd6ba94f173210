// Depth-first search on a small directed graph that a person edits: discovery/finish times
// on every vertex, the forest, tree/back/forward/cross edges in distinct styles, and the
// parenthesis structure as a timeline of nested intervals.

import { View } from '../../shell/view.js';
import { sizeCanvas, boardSpace, paintBackground } from '../../draw/board.js';
import { tag } from '../../draw/svg-context.js';
import { setStatus, showNotices } from '../../shell/status.js';
import { t, say, sentence } from '../../text/index.js';
import { counters, part, el } from '../../shell/kit.js';

/** @type {Record<string, { colour: string, width: number, dash: number[] }>} */
const CLASS_STYLE = {
  tree: { colour: '#111', width: 3.5, dash: [] },
  back: { colour: '#c0392b', width: 2, dash: [8, 5] },
  forward: { colour: '#2162c4', width: 2, dash: [2, 4] },
  cross: { colour: '#1e8449', width: 2, dash: [10, 4, 2, 4] },
  none: { colour: '#9aa0a6', width: 1.5, dash: [] },
};
const FILL = ['#ffffff', '#b8bcc2', '#2b2f33'];
const TEXT = ['#111', '#111', '#fff'];

// The edge list in a URL: "u>v;u>x;w" (a lone name is a vertex without edges).
// A vertex is a pill as wide as its name (a circle for a short one): from its centre,
// how far its outline is in direction `ang` (`half`: half its width, `r`: half its height).
/** @param {number} half @param {number} r @param {number} ang */
function reach(half, r, ang) {
  const c = Math.abs(Math.cos(ang));
  const s = Math.abs(Math.sin(ang));
  const flat = half - r;
  if (s > 1e-9 && (r / s) * c <= flat) return r / s;
  return c * flat + Math.sqrt((c * flat) ** 2 - flat * flat + r * r);
}

// The outline of a pill centred at (x, y).
/** @param {Ctx} ctx @param {number} x @param {number} y @param {number} half @param {number} r */
function pill(ctx, x, y, half, r) {
  ctx.beginPath();
  ctx.arc(x - (half - r), y, r, Math.PI / 2, (3 * Math.PI) / 2);
  ctx.arc(x + (half - r), y, r, -Math.PI / 2, Math.PI / 2);
  ctx.closePath();
}

// The font of vertex names, and each name as drawn with its vertex's half width: names
// are shown whole (the vertex widens to hold them, up to `most`; beyond that the font
// shrinks to 10 px, and only then is the name cut with an ellipsis: the edge list and the
// parenthesis line still give it whole).
/** @param {Ctx} ctx @param {string[]} names @param {number} radius @param {number} most */
function fitNames(ctx, names, radius, most) {
  const size = Math.max(12, Math.round(radius * 0.62));
  const pad = radius * 0.4;
  const fits = (/** @type {string} */ text) => ctx.measureText(text).width / 2 + pad <= Math.max(radius, most);
  return names.map((name) => {
    // The largest font from `size` down to 10 px that holds the name whole, else 10 px.
    let px = size;
    ctx.font = `700 ${px}px system-ui, sans-serif`;
    while (px > 10 && !fits(name)) {
      px--;
      ctx.font = `700 ${px}px system-ui, sans-serif`;
    }
    let text = name;
    while (!fits(text) && text.length > 1) text = `${text.slice(0, -2)}…`;
    return { text, font: ctx.font, half: Math.max(radius, ctx.measureText(text).width / 2 + pad) };
  });
}

const toUrl = (/** @type {string} */ list) => list.trim().split('\n').map((l) => l.trim().split(/\s+/).join('>')).join(';');
// (The edge list reads ">" as a separator: kept, so a line with a name missing, "u>", is
// said as the link wrote it, not read as the lone vertex "u".)
const fromUrl = (/** @type {string} */ text) => text.split(';').join('\n');

/** @extends {View<SearchOf<'dfs'>>} */
export class DfsView extends View {
  static route = 'dfs';
  static predict = true;
  static code = true;
  /** @type {ViewOption[]} */
  // Declared in Rust (digraph::options), the example its default; the URL writes it
  // "u>v;u>x".
  static options = [
    {
      name: 'edges',
      fromUrl,
      url: (v) => toUrl(v),
      fallback: () => t('dfs.fallback.example'),
    },
  ];
  static about = 'dfs.about';
  static boardSummary = 'dfs.table.summary';
  static legend = [
    { key: 'dfs.legend.white', style: 'background:#fff;border:1.5px solid #222;border-radius:50%' }, { key: 'dfs.legend.gray', style: 'background:#b8bcc2;border:1.5px solid #222;border-radius:50%' }, { key: 'dfs.legend.black', style: 'background:#2b2f33;border:1.5px solid #222;border-radius:50%' },
    { key: 'dfs.legend.root', style: 'background:#fff;border:3px solid #222;border-radius:50%' }, { key: 'dfs.legend.times', style: 'background:#fff;border:1px solid #bbb' }, { key: 'dfs.legend.tree', style: 'border-bottom:4px solid #111' },
    { key: 'dfs.legend.back', style: 'border-bottom:3px dashed #c0392b' }, { key: 'dfs.legend.forward', style: 'border-bottom:3px dotted #2162c4' }, { key: 'dfs.legend.cross', style: 'border-bottom:3px dashed #1e8449' },
    { key: 'dfs.legend.unexamined', style: 'border-bottom:2px solid #9aa0a6' },
  ];

  /** @param {ViewArgs} args */
  constructor(...args) {
    super(...args);
    // What build() makes (the View's constructor calls it) and drawGraph() sets: declared
    // here for the type check, assigned there.
    /** @type {number | null} the vertex picked first, to draw an edge from */ this.selected;
    /** @type {HTMLCanvasElement} */ this.canvas;
    /** @type {HTMLCanvasElement} */ this.timeline;
    /** @type {HTMLElement} */ this.parens;
    /** @type {OptionsForm} */ this.edgeForm;
    /** @type {Counters} */ this.counters;
    /** @type {{ points: number[][], radius: number, labels: ReturnType<typeof fitNames> } | undefined} the vertices as last drawn */ this.geom;
  }

  build() {
    this.selected = null;
    this.root.replaceChildren(
      el('div', { className: 'dfs-stage stage' }, el('canvas', { dataset: { role: 'graph' }, aria: { label: t('dfs.canvas') } })),
      el('div', { className: 'player', dataset: { role: 'player' } }),
      el('dl', { dataset: { role: 'counters' } }),
      el('p', { className: 'help' }, t('dfs.help')),
      el('form', { className: 'edge-list', autocomplete: 'off' },
        el('label', {}, t('dfs.edges'), el('textarea', { name: 'edges', rows: 12, cols: 18, spellcheck: false, aria: { label: t('dfs.edges.label') } })),
        el('button', { type: 'submit' }, t('dfs.apply')),
        el('button', { type: 'button', dataset: { act: 'example' } }, t('dfs.example'))),
      el('p', { className: 'parens', dataset: { role: 'parens' }, aria: { label: t('dfs.parens.label') } }),
      el('div', { className: 'timeline' }, el('canvas', { dataset: { role: 'timeline' }, aria: { label: t('dfs.timeline') } })));
    const $ = (/** @type {string} */ sel) => part(this.root, sel);
    this.canvas = part(this.root, '[data-role=graph]');
    this.timeline = part(this.root, '[data-role=timeline]');
    this.parens = $('[data-role=parens]');
    this.edgeForm = part(this.root, 'form');
    this.counters = counters($('[data-role=counters]'), [
      ['steps', 'counter.steps'], ['time', 'dfs.counter.time'], ['trees', 'dfs.counter.trees'], ['tree', 'dfs.counter.tree'],
      ['back', 'dfs.counter.back'], ['forward', 'dfs.counter.forward'], ['cross', 'dfs.counter.cross'],
    ]);
    this.makePlayer($('[data-role=player]'));
    this.edgeForm.addEventListener('submit', (e) => {
      e.preventDefault();
      this.apply(this.edgeForm.elements.edges.value);
    });
    $('[data-act=example]').addEventListener('click', () => this.apply(this.option('edges').default));
    this.canvas.addEventListener('click', (e) => this.onClick(e));
  }

  /** @param {string} text */
  apply(text) {
    this.selected = null;
    this.change({ edges: text });
  }

  /** @param {Options} o */
  createModel(o) {
    const model = this.make('dfs', { edges: o.edges });
    this.opts.edges = model.frame().edge_list;
    return model;
  }

  syncForm() {
    this.edgeForm.elements.edges.value = this.opts.edges;
  }

  // The vertex drawn at (px, py), or -1 (none, or nothing drawn yet).
  /** @param {number} px @param {number} py */
  vertexAt(px, py) {
    if (!this.geom) return -1;
    const { radius: r, labels } = this.geom;
    return this.geom.points.findIndex(([x, y], v) => {
      const dx = Math.max(0, Math.abs(px - x) - (labels[v].half - r));
      return dx * dx + (py - y) ** 2 <= r * r;
    });
  }

  // Edit the graph: the facade gives the new edge list, or a coded error. (Not View's
  // edit(o, raw) of an option: the edge list has no form control of that kind.)
  /** @param {'add' | 'remove' | 'toggle'} what @param {number} [a] @param {number} [b] */
  editGraph(what, a, b) {
    if (!this.model) return;
    try {
      this.apply(this.model.extra('edit', { what, a, b }));
    } catch (e) {
      showNotices([sentence(e)]);
    }
  }

  /** @param {MouseEvent} e */
  onClick(e) {
    const rect = this.canvas.getBoundingClientRect();
    const v = this.vertexAt(e.clientX - rect.left, e.clientY - rect.top);
    // "Your turn": a vertex picked is an answer (or starts one); the graph is not edited.
    if (this.yourTurn && this.yourTurn.on) {
      if (v >= 0) this.answerPick(this.frame.names[v]);
      return;
    }
    if (v < 0) {
      this.editGraph('add');
    } else if (e.shiftKey) {
      this.editGraph('remove', v);
    } else if (this.selected === null) {
      this.selected = v;
      this.render();
      setStatus(t('dfs.selected', { vertex: this.frame.names[v] }));
    } else {
      const from = this.selected;
      this.editGraph('toggle', from, v);
    }
  }

  // For a lesson: the vertices, the edges examined so far (each is classified when the search
  // looks along it), and the topological order once the search has found no cycle (as Rust
  // says it).
  moreFigures() {
    const f = this.frame;
    const params = f && f.status && f.status.code === 'dfs.done_order' ? f.status.params : {};
    return { vertices: f ? f.names.length : null, examined: f ? f.classified.length : null, order: params.order ?? null };
  }

  // The graph as a table (board-table.js): a row per vertex with what the drawing shows of
  // it: white, gray or black, its discovery and finish times, its parent in the forest (or
  // a root), and its edges out with the class each has been given so far.
  /** @returns {import('../../panels/board-table.js').BoardCells | null} */
  boardCells() {
    const f = /** @type {import('../../../searchlight.js').DfsFrame | null} */ (this.frame);
    if (!f) return null;
    const { names } = f;
    /** @type {Map<string, string>} */
    const classOf = new Map(f.classified.map((e) => [`${e.from}>${e.to}`, e.class]));
    const roots = new Set(f.roots);
    const columns = ['state', 'discovered', 'finished', 'parent', 'edges'];
    return {
      name: t('dfs.table.name', { vertices: names.length }),
      rows: names,
      cols: columns.map((c) => t(`dfs.table.${c}`)),
      cell: (v, c) => {
        switch (columns[c]) {
          case 'state': return { value: t(`dfs.table.colour.${['white', 'gray', 'black'][f.colours[v]]}`) };
          case 'discovered': return { value: f.discovered[v] || '' };
          case 'finished': return { value: f.finished[v] || '' };
          case 'parent': return { value: f.parents[v] >= 0 ? names[f.parents[v]] : roots.has(v) ? t('dfs.table.root') : '' };
          default: {
            const out = f.edges.filter(([from]) => from === v)
              .map(([, to]) => t('dfs.table.edge', { to: names[to], class: t(`dfs.table.class.${classOf.get(`${v}>${to}`) ?? 'none'}`) }));
            return { value: out.join(t('list.separator')) };
          }
        }
      },
    };
  }

  /** @param {import('../../../searchlight.js').DfsFrame} f */
  draw(f) {
    if (!f || !this.model) return;
    /** @type {Record<string, number>} */
    const count = { tree: 0, back: 0, forward: 0, cross: 0 };
    for (const e of f.classified) count[e.class]++;
    this.counters.set('steps', this.model.cursor().steps);
    this.counters.set('time', Math.max(0, ...f.discovered, ...f.finished));
    this.counters.set('trees', f.roots.length);
    for (const k of Object.keys(count)) this.counters.set(k, count[k]);
    if (this.selected === null) setStatus(say(f.status));
    this.drawGraph(f);
    this.drawTimeline(f);
  }

  /** @param {import('../../../searchlight.js').DfsFrame} fr */
  drawGraph(fr) {
    const { names, discovered: d } = fr;
    const f = fr.finished;
    const n = names.length;
    // As large as the board's space allows (the ring of vertices is as wide as high).
    const space = boardSpace();
    const width = Math.max(240, Math.min(space.width, space.height / 0.82, 1100));
    const height = Math.round(width * 0.82);
    const ctx = sizeCanvas(this.canvas, width, height);
    const radius = Math.max(16, Math.min(30, 200 / Math.sqrt(n + 1)));
    const cx = width / 2;
    const cy = height / 2;
    const labels = fitNames(ctx, names, radius, width * 0.16);
    const widest = Math.max(radius, ...labels.map((l) => l.half));
    const ring = Math.max(0, Math.min(height / 2 - radius - 18, width / 2 - widest - 8));
    const points = names.map((_, i) => {
      const a = -Math.PI / 2 + (2 * Math.PI * i) / n;
      return n === 1 ? [cx, cy] : [cx + ring * Math.cos(a), cy + ring * Math.sin(a)];
    });
    this.geom = { points, radius, labels };
    paintBackground(ctx, width, height);

    const classOf = new Map(fr.classified.map((e) => [`${e.from},${e.to}`, e.class]));
    const has = new Set(fr.edges.map(([a, b]) => `${a},${b}`));
    for (const [a, b] of fr.edges) {
      const style = CLASS_STYLE[classOf.get(`${a},${b}`) || 'none'];
      ctx.strokeStyle = style.colour;
      ctx.fillStyle = style.colour;
      ctx.lineWidth = style.width;
      ctx.setLineDash(style.dash);
      if (a === b) {
        const [x, y] = points[a];
        ctx.beginPath();
        ctx.arc(x, y - radius * 1.25, radius * 0.55, 0.75 * Math.PI, 2.25 * Math.PI);
        ctx.stroke();
        ctx.setLineDash([]);
        arrowHead(ctx, x + radius * 0.39, y - radius * 0.86, Math.PI * 0.62, 9);
        continue;
      }
      const [x1, y1] = points[a];
      const [x2, y2] = points[b];
      // Bend an edge whose reverse also exists, so both show.
      const bend = has.has(`${b},${a}`) ? 0.18 : 0;
      const mx = (x1 + x2) / 2 - (y2 - y1) * bend;
      const my = (y1 + y2) / 2 + (x2 - x1) * bend;
      const ang = Math.atan2(y2 - my, x2 - mx);
      const gap = reach(labels[b].half, radius, ang) + 2;
      const ex = x2 - Math.cos(ang) * gap;
      const ey = y2 - Math.sin(ang) * gap;
      ctx.beginPath();
      ctx.moveTo(x1, y1);
      ctx.quadraticCurveTo(mx, my, ex, ey);
      ctx.stroke();
      ctx.setLineDash([]);
      arrowHead(ctx, ex, ey, ang, 11);
    }
    ctx.setLineDash([]);
    const colours = fr.colours;
    const roots = new Set(fr.roots);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    points.forEach(([x, y], v) => {
      pill(ctx, x, y, labels[v].half, radius);
      ctx.fillStyle = FILL[colours[v]];
      // One element per vertex in an SVG export, named.
      tag(ctx, { vertex: names[v] });
      ctx.fill();
      ctx.lineWidth = this.selected === v ? 4 : roots.has(v) ? 3 : 1.5;
      ctx.strokeStyle = this.selected === v ? '#e67e22' : '#222';
      ctx.stroke();
      ctx.fillStyle = TEXT[colours[v]];
      ctx.font = labels[v].font;
      ctx.fillText(labels[v].text, x, y - (d[v] ? radius * 0.22 : 0));
      if (d[v]) {
        ctx.font = `${Math.round(radius * 0.45)}px system-ui, sans-serif`;
        ctx.fillText(`${d[v]}/${f[v] || '·'}`, x, y + radius * 0.38);
      }
    });
  }

  /** @param {import('../../../searchlight.js').DfsFrame} fr */
  drawTimeline(fr) {
    const { names, discovered: d, finished: f } = fr;
    const n = names.length;
    const now = Math.max(0, ...d, ...f);
    const order = names.map((_, i) => i).filter((v) => d[v]).sort((a, b) => d[a] - d[b]);
    const width = Math.min(900, Math.max(240, this.timeline.parentElement?.clientWidth ?? 0));
    const rowH = 20;
    const height = 28 + rowH * Math.max(1, order.length);
    const ctx = sizeCanvas(this.timeline, width, height);
    const left = 40;
    const x = (/** @type {number} */ t) => left + ((t - 0.5) / (2 * n)) * (width - left - 10);
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, width, height);
    ctx.fillStyle = '#555';
    ctx.font = '11px system-ui, sans-serif';
    ctx.textAlign = 'center';
    for (let t = 1; t <= 2 * n; t++) ctx.fillText(String(t), x(t), 10);
    order.forEach((v, row) => {
      const y = 20 + row * rowH;
      const end = f[v] || now + 0.5;
      ctx.fillStyle = f[v] ? 'rgba(43, 47, 51, 0.85)' : 'rgba(150, 156, 162, 0.8)';
      ctx.fillRect(x(d[v]) - 4, y, x(end) - x(d[v]) + 8, rowH - 5);
      ctx.fillStyle = '#fff';
      ctx.textAlign = 'left';
      ctx.fillText(`${names[v]}`, x(d[v]), y + 8);
      ctx.fillStyle = '#111';
      ctx.textAlign = 'right';
      ctx.fillText(names[v], left - 6, y + 8);
      ctx.textAlign = 'center';
    });
    // The same structure as text: ( when discovered, ) when finished.
    /** @type {[number, string][]} */
    const marks = [];
    for (let v = 0; v < n; v++) {
      if (d[v]) marks.push([d[v], `(${names[v]}`]);
      if (f[v]) marks.push([f[v], `${names[v]})`]);
    }
    marks.sort((a, b) => a[0] - b[0]);
    this.parens.textContent = marks.length ? marks.map((mk) => mk[1]).join(' ') : t('dfs.parens.none');
  }
}

/** @param {Ctx} ctx @param {number} x @param {number} y @param {number} angle @param {number} size */
function arrowHead(ctx, x, y, angle, size) {
  ctx.save();
  ctx.setLineDash([]);
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(x - size * Math.cos(angle - 0.4), y - size * Math.sin(angle - 0.4));
  ctx.lineTo(x - size * Math.cos(angle + 0.4), y - size * Math.sin(angle + 0.4));
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}
