// Depth-first search on a small directed graph that a person edits: discovery/finish times
// on every vertex, the forest, tree/back/forward/cross edges in distinct styles, and the
// parenthesis structure as a timeline of nested intervals.

import { View } from '../view.js';
import { Player, speedParam } from '../player.js';
import { writeHash } from '../url.js';
import { setStatus, showNotices, clearNotices } from '../app.js';
import { counters, readParams, stepParam, capitalise, sizeCanvas } from '../kit.js';

const CLASS_NAMES = ['tree', 'back', 'forward', 'cross'];
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
const toUrl = (list) => list.trim().split('\n').map((l) => l.trim().split(/\s+/).join('>')).join(';');
const fromUrl = (text) => text.split(';').map((l) => l.split('>').join(' ')).join('\n');

export class DfsView extends View {
  constructor(root, wasm) {
    super(root, wasm);
    this.selected = null;
    root.innerHTML = `
      <p class="help">Click empty space to add a vertex; click one vertex, then another, to add or remove the edge between them; Shift-click a vertex to delete it. Or edit the list.</p>
      <div class="dfs-stage">
        <canvas data-role="graph" aria-label="The directed graph: click to edit"></canvas>
        <form class="edge-list" autocomplete="off">
          <label>Edges, one "from to" per line<textarea name="edges" rows="12" cols="18" aria-label="Edge list" spellcheck="false"></textarea></label>
          <button type="submit">Apply edge list</button>
          <button type="button" data-act="example">Example</button>
        </form>
      </div>
      <div class="player" data-role="player"></div>
      <dl data-role="counters"></dl>
      <p class="legend"><span class="tree">tree</span> <span class="back">back</span> <span class="forward">forward</span> <span class="cross">cross</span></p>
      <p class="parens" data-role="parens" aria-label="Parenthesis structure"></p>
      <canvas data-role="timeline" aria-label="Discovery and finish times as nested intervals"></canvas>`;
    this.canvas = root.querySelector('[data-role=graph]');
    this.timeline = root.querySelector('[data-role=timeline]');
    this.parens = root.querySelector('[data-role=parens]');
    this.form = root.querySelector('form');
    this.counters = counters(root.querySelector('[data-role=counters]'), [
      ['steps', 'Steps'], ['time', 'Time'], ['trees', 'Trees'], ['tree', 'Tree edges'], ['back', 'Back'], ['forward', 'Forward'], ['cross', 'Cross'],
    ]);
    this.player = new Player(root.querySelector('[data-role=player]'), {
      onRender: () => this.render(),
      onChange: () => this.saveUrl(),
    });
    this.form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.apply(this.form.elements.edges.value);
    });
    root.querySelector('[data-act=example]').addEventListener('click', () => this.apply(this.wasm.GraphDfs.example()));
    this.canvas.addEventListener('click', (e) => this.onClick(e));
  }

  destroy() {
    super.destroy();
  }

  load(params) {
    const notices = [];
    const p = readParams(params, {
      edges: (v) => { new this.wasm.GraphDfs(fromUrl(v)).free(); return fromUrl(v); },
      step: stepParam,
      speed: speedParam,
    }, notices);
    if (p.speed !== undefined) this.player.setSpeed(p.speed);
    this.build(p.edges ?? this.wasm.GraphDfs.example(), p.step || 0);
    if (notices.length) showNotices(notices);
  }

  apply(text) {
    try {
      new this.wasm.GraphDfs(text).free();
    } catch (e) {
      showNotices([capitalise(e.message)]);
      return;
    }
    clearNotices();
    this.selected = null;
    this.build(text, 0);
  }

  build(text, step) {
    this.player.pause();
    if (this.model) this.model.free();
    this.model = new this.wasm.GraphDfs(text);
    if (step > 0) this.model.seek(step);
    this.form.elements.edges.value = this.model.edge_list();
    this.player.setModel(this.model);
    this.render();
    this.saveUrl();
  }

  saveUrl() {
    if (!this.player || !this.model) return;
    writeHash('dfs', {
      edges: toUrl(this.model.edge_list()),
      speed: this.player.speedName,
      step: this.model.steps() > 0 ? this.model.steps() : undefined,
    });
  }

  vertexAt(px, py) {
    const r = this.geom.radius;
    return this.geom.points.findIndex(([x, y]) => (px - x) ** 2 + (py - y) ** 2 <= r * r);
  }

  onClick(e) {
    const rect = this.canvas.getBoundingClientRect();
    const v = this.vertexAt(e.clientX - rect.left, e.clientY - rect.top);
    if (v < 0) {
      this.selected = null;
      this.apply(this.model.with_new_vertex());
      return;
    }
    if (e.shiftKey) {
      if (this.model.names().length === 1) {
        showNotices(['A graph needs at least one vertex.']);
        return;
      }
      this.selected = null;
      this.apply(this.model.without_vertex(v));
      return;
    }
    if (this.selected === null) {
      this.selected = v;
      this.render();
      setStatus(`Selected ${this.model.names()[v]}: click another vertex (or it again for a loop) to add or remove that edge.`);
    } else {
      const from = this.selected;
      this.selected = null;
      this.apply(this.model.toggling_edge(from, v));
    }
  }

  render() {
    const m = this.model;
    const classified = m.classified();
    const count = [0, 0, 0, 0];
    for (let i = 2; i < classified.length; i += 3) count[classified[i]]++;
    const d = m.discovery_times();
    const f = m.finish_times();
    this.counters.set('steps', m.steps());
    this.counters.set('time', Math.max(0, ...d, ...f));
    this.counters.set('trees', m.roots().length);
    ['tree', 'back', 'forward', 'cross'].forEach((k, i) => this.counters.set(k, count[i]));
    if (this.selected === null) setStatus(m.status());
    this.drawGraph(classified, d, f);
    this.drawTimeline(d, f);
  }

  drawGraph(classified, d, f) {
    const m = this.model;
    const names = m.names();
    const n = names.length;
    const width = Math.min(560, Math.max(320, this.root.clientWidth - 260));
    const height = Math.min(460, width * 0.85);
    const ctx = sizeCanvas(this.canvas, width, height);
    const radius = Math.max(16, Math.min(30, 200 / Math.sqrt(n + 1)));
    const cx = width / 2;
    const cy = height / 2;
    const ring = Math.min(width, height) / 2 - radius - 18;
    const points = names.map((_, i) => {
      const a = -Math.PI / 2 + (2 * Math.PI * i) / n;
      return n === 1 ? [cx, cy] : [cx + ring * Math.cos(a), cy + ring * Math.sin(a)];
    });
    this.geom = { points, radius };
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, width, height);

    const classOf = new Map();
    for (let i = 0; i < classified.length; i += 3) classOf.set(`${classified[i]},${classified[i + 1]}`, CLASS_NAMES[classified[i + 2]]);
    const edges = m.edges();
    const has = new Set();
    for (let i = 0; i < edges.length; i += 2) has.add(`${edges[i]},${edges[i + 1]}`);
    for (let i = 0; i < edges.length; i += 2) {
      const [a, b] = [edges[i], edges[i + 1]];
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
      const ex = x2 - Math.cos(ang) * (radius + 2);
      const ey = y2 - Math.sin(ang) * (radius + 2);
      ctx.beginPath();
      ctx.moveTo(x1, y1);
      ctx.quadraticCurveTo(mx, my, ex, ey);
      ctx.stroke();
      ctx.setLineDash([]);
      arrowHead(ctx, ex, ey, ang, 11);
    }
    ctx.setLineDash([]);
    const colours = m.colours();
    const roots = new Set(m.roots());
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    points.forEach(([x, y], v) => {
      ctx.beginPath();
      ctx.arc(x, y, radius, 0, 2 * Math.PI);
      ctx.fillStyle = FILL[colours[v]];
      ctx.fill();
      ctx.lineWidth = this.selected === v ? 4 : roots.has(v) ? 3 : 1.5;
      ctx.strokeStyle = this.selected === v ? '#e67e22' : '#222';
      ctx.stroke();
      ctx.fillStyle = TEXT[colours[v]];
      ctx.font = `700 ${Math.round(radius * 0.62)}px system-ui, sans-serif`;
      ctx.fillText(names[v], x, y - (d[v] ? radius * 0.22 : 0));
      if (d[v]) {
        ctx.font = `${Math.round(radius * 0.45)}px system-ui, sans-serif`;
        ctx.fillText(`${d[v]}/${f[v] || '·'}`, x, y + radius * 0.38);
      }
    });
  }

  drawTimeline(d, f) {
    const m = this.model;
    const names = m.names();
    const n = names.length;
    const now = Math.max(0, ...d, ...f);
    const order = names.map((_, i) => i).filter((v) => d[v]).sort((a, b) => d[a] - d[b]);
    const width = Math.min(900, Math.max(320, this.root.clientWidth - 8));
    const rowH = 20;
    const height = 28 + rowH * Math.max(1, order.length);
    const ctx = sizeCanvas(this.timeline, width, height);
    const left = 40;
    const x = (t) => left + ((t - 0.5) / (2 * n)) * (width - left - 10);
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
    const marks = [];
    for (let v = 0; v < n; v++) {
      if (d[v]) marks.push([d[v], `(${names[v]}`]);
      if (f[v]) marks.push([f[v], `${names[v]})`]);
    }
    marks.sort((a, b) => a[0] - b[0]);
    this.parens.textContent = marks.length ? marks.map((mk) => mk[1]).join(' ') : 'Parentheses: none yet.';
  }
}

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
