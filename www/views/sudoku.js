// Sudoku: the search stepped cell by cell (first empty cell, or fewest candidates), as DFS
// (a stack: one grid, digits written and taken back) or as BFS (a queue of whole grids: the
// grid just taken off, the next ones waiting, and the frontier's growth drawn as a curve);
// givens bold and the search's digits plain, candidates as pencil marks, the cell being
// tried highlighted and dead ends flashed; edit by clicking a cell and typing, paste a
// puzzle, pick an example; and the classic comparison table computed in a worker.

import { View } from '../view.js';
import { Player, speedParam } from '../player.js';
import { writeHash } from '../url.js';
import { setStatus, showNotices, clearNotices } from '../app.js';
import { counters, readParams, stepParam, capitalise, sizeCanvas, fmt } from '../kit.js';

const EXAMPLES = {
  easy: '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
  hard: '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........',
  two: '....7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
  none: '531.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
  four: '1... ..1. .3.. ...4',
  six: '1.....\n..61..\n.1..6.\n......\n..16..\n6....1',
  // No solution, for a reason a person sees at once: row 1's first twelve cells see C to G
  // in their boxes, so twelve cells share eleven digits. Search tries the ways of placing
  // those digits (millions) and does not finish.
  pigeonhole: `${'.'.repeat(16)}CD..EF..G.........E...GC.DF.....FG..D...CE......${'.'.repeat(192)}`,
};
const DIGITS = '123456789ABCDEFG';
// A grid on one line ('.' empty) as cell values, 0 for empty.
const cellsOf = (line) => Array.from(line, (ch) => DIGITS.indexOf(ch) + 1);
// Solutions drawn small under the counters, at most.
const SOLUTION_THUMBS = 24;

export class SudokuView extends View {
  constructor(root, wasm) {
    super(root, wasm);
    this.opts = { p: EXAMPLES.easy, cell: 'mrv', limit: 1, frontier: 'dfs' };
    this.selected = -1;
    this.worker = null;
    root.innerHTML = `
      <form class="options" autocomplete="off">
        <label>Cell <select name="cell" aria-label="Cell choice">
          <option value="first">first empty cell</option>
          <option value="mrv">fewest candidates</option>
        </select></label>
        <label>Frontier <select name="frontier" aria-label="Frontier">
          <option value="dfs">DFS: a stack (one grid)</option>
          <option value="bfs">BFS: a queue of whole grids</option>
        </select></label>
        <label>Stop <select name="limit" aria-label="Stop after">
          <option value="1">at the first solution</option>
          <option value="2">at 2 (is it unique?)</option>
          <option value="10">at 10 solutions</option>
          <option value="100">at 100 solutions</option>
          <option value="0">never: find all</option>
        </select></label>
        <label>Example <select name="example" aria-label="Example">
          <option value="">choose…</option>
          <option value="easy">easy</option><option value="hard">hard (top1465 #1)</option>
          <option value="two">two solutions</option><option value="none">no solution</option>
          <option value="four">4x4</option><option value="six">6x6</option>
          <option value="pigeonhole">16x16, no solution, endless search</option>
        </select></label>
        <label><input type="checkbox" name="marks"> Pencil marks</label>
      </form>
      <div class="sudoku-stage">
        <canvas data-role="grid" tabindex="0" aria-label="Sudoku grid: click a cell and type a digit, or . to clear"></canvas>
        <form class="paste" autocomplete="off">
          <label>Puzzle (paste one line or a grid)<textarea name="puzzle" rows="9" cols="24" aria-label="Puzzle text" spellcheck="false"></textarea></label>
          <button type="submit">Load puzzle</button>
          <div class="fast-row">
            <button type="button" data-act="solve-now" title="The fast solver: propagation and guesses, all at once">Solve now</button>
            <button type="button" data-act="unique">Is it unique?</button>
            <button type="button" data-act="fast-stop" hidden>Stop</button>
          </div>
          <p data-role="fast" aria-live="polite"></p>
        </form>
      </div>
      <div class="player" data-role="player"></div>
      <dl data-role="counters"></dl>
      <section class="solutions" data-role="solutions" aria-label="Solutions found" hidden>
        <h2>Solutions found</h2>
        <p data-role="sol-note"></p>
        <div class="thumbs" data-role="sol-thumbs"></div>
      </section>
      <section class="bfs-queue" data-role="queue" aria-label="BFS queue" hidden>
        <h2>The queue</h2>
        <p data-role="depths"></p>
        <div class="queue-row">
          <figure><canvas data-role="history" aria-label="Frontier size over the steps"></canvas>
            <figcaption>Grids waiting, step by step</figcaption></figure>
          <figure><canvas data-role="next" aria-label="The next grids in the queue"></canvas>
            <figcaption>Next off the queue, oldest first</figcaption></figure>
        </div>
      </section>
      <section class="count" aria-label="Comparison">
        <h2>DFS against BFS, first empty cell against fewest candidates</h2>
        <div class="count-row"><button type="button" data-act="compare">Compare</button>
          <button type="button" data-act="cancel" disabled>Cancel</button>
          <progress data-role="progress" hidden></progress></div>
        <table class="compare" data-role="table" hidden><thead><tr>
          <th>frontier</th><th>stop</th><th>cell</th><th>solutions</th><th>nodes</th><th>dead ends</th><th>largest frontier</th><th>time</th>
        </tr></thead><tbody></tbody></table>
      </section>`;
    const $ = (s) => root.querySelector(s);
    this.form = $('form.options');
    this.paste = $('form.paste');
    this.canvas = $('[data-role=grid]');
    this.table = $('[data-role=table]');
    this.countersEl = $('[data-role=counters]');
    this.queue = $('[data-role=queue]');
    this.player = new Player($('[data-role=player]'), {
      onRender: () => this.render(),
      onChange: () => this.saveUrl(),
      fullHint: 'Solve now and Is it unique? use the fast solver, which keeps no steps.',
    });
    const f = this.form.elements;
    f.cell.addEventListener('change', () => this.change({ cell: f.cell.value }));
    f.frontier.addEventListener('change', () => this.change({ frontier: f.frontier.value }));
    f.limit.addEventListener('change', () => this.change({ limit: Number(f.limit.value) }));
    f.example.addEventListener('change', () => { if (f.example.value) this.change({ p: EXAMPLES[f.example.value] }); });
    f.marks.addEventListener('change', () => this.render());
    this.form.addEventListener('submit', (e) => e.preventDefault());
    this.paste.addEventListener('submit', (e) => { e.preventDefault(); this.change({ p: this.paste.elements.puzzle.value }); });
    this.canvas.addEventListener('click', (e) => this.onClick(e));
    this.canvas.addEventListener('keydown', (e) => this.onKey(e));
    $('[data-act=compare]').addEventListener('click', () => this.compare());
    $('[data-act=solve-now]').addEventListener('click', () => this.fastSolve(true));
    $('[data-act=unique]').addEventListener('click', () => this.fastSolve(false));
    this.fastLine = $('[data-role=fast]');
    this.solBox = $('[data-role=solutions]');
    this.solNote = $('[data-role=sol-note]');
    this.solThumbs = $('[data-role=sol-thumbs]');
    $('[data-act=fast-stop]').addEventListener('click', () => this.stopFast('Stopped the fast solver.'));
    this.fastWorker = null;
    $('[data-act=cancel]').addEventListener('click', () => this.stopWorker('Comparison cancelled.'));
  }

  destroy() {
    this.stopWorker();
    this.stopFast();
    super.destroy();
  }

  load(params) {
    const notices = [];
    const p = readParams(params, {
      p: (v) => v,
      cell: (v) => { if (!['first', 'mrv'].includes(v)) throw new Error('choose first or mrv'); return v; },
      limit: (v) => { if (!/^\d{1,6}$/.test(v)) throw new Error('a limit is a whole number (0 for all)'); return Number(v); },
      frontier: (v) => { if (!['dfs', 'bfs'].includes(v)) throw new Error('choose dfs or bfs'); return v; },
      step: stepParam,
      speed: speedParam,
    }, notices);
    if (p.speed !== undefined) this.player.setSpeed(p.speed);
    const next = { ...this.opts };
    for (const k of ['cell', 'limit', 'frontier']) if (p[k] !== undefined) next[k] = p[k];
    if (p.p !== undefined) {
      const msg = this.wasm.sudoku_check(p.p);
      if (msg) {
        notices.push(`The puzzle in the link cannot be used: ${msg}. Showing the easy example.`);
      } else {
        next.p = p.p;
      }
    }
    this.opts = next;
    this.rebuild(p.step || 0);
    if (notices.length) showNotices(notices);
  }

  change(patch) {
    const next = { ...this.opts, ...patch };
    const msg = this.wasm.sudoku_check(next.p);
    if (msg) {
      showNotices([capitalise(msg)]);
      setStatus(capitalise(msg));
      this.showBad(next.p);
      return;
    }
    clearNotices();
    this.bad = null;
    this.opts = next;
    this.rebuild(0);
  }

  // Draw a puzzle that cannot be searched, with its conflicting cells highlighted, until the
  // next good one; the player is idle meanwhile.
  showBad(text) {
    const cells = this.wasm.sudoku_cells_unchecked(text);
    this.paste.elements.puzzle.value = text;
    if (!this.model || cells.length !== this.model.size() ** 2) return;
    this.bad = { cells, conflicts: Array.from(this.wasm.sudoku_conflicts(text)) };
    this.player.pause();
    this.draw();
  }

  rebuild(step) {
    this.player.pause();
    this.solKey = null;
    if (this.model) this.model.free();
    const o = this.opts;
    this.bfs = o.frontier === 'bfs';
    this.model = this.bfs ? new this.wasm.SudokuBfs(o.p, o.cell, o.limit) : new this.wasm.Sudoku(o.p, o.cell, o.limit);
    if (step > 0) this.model.seek(step);
    this.counters = counters(this.countersEl, this.bfs
      ? [['steps', 'Steps'], ['nodes', 'Grids taken off'], ['dead', 'Dead ends'], ['frontier', 'In the queue'],
        ['max', 'Largest queue'], ['solutions', 'Solutions']]
      : [['steps', 'Steps'], ['nodes', 'Nodes'], ['backtracks', 'Backtracks'], ['solutions', 'Solutions']]);
    this.queue.hidden = !this.bfs;
    this.player.setModel(this.model);
    const f = this.form.elements;
    f.cell.value = o.cell;
    f.frontier.value = o.frontier;
    // Any other K from a URL gets an option of its own (replacing an earlier one), so the
    // select says what runs.
    const k = String(o.limit);
    f.limit.querySelector('option[data-custom]')?.remove();
    if (![...f.limit.options].some((opt) => opt.value === k)) {
      const opt = document.createElement('option');
      opt.value = k;
      opt.dataset.custom = '';
      opt.textContent = `at ${fmt(o.limit)} solutions`;
      f.limit.insertBefore(opt, f.limit.lastElementChild);
    }
    f.limit.value = k;
    this.paste.elements.puzzle.value = this.model.puzzle_line();
    this.table.hidden = true;
    this.stopFast();
    this.fast = null;
    this.fastLine.textContent = '';
    this.render();
    this.saveUrl();
  }

  saveUrl() {
    if (!this.player || !this.model) return;
    writeHash('sudoku', {
      p: this.model.puzzle_line(),
      cell: this.opts.cell,
      frontier: this.opts.frontier,
      limit: this.opts.limit,
      speed: this.player.speedName,
      step: this.model.steps() > 0 ? this.model.steps() : undefined,
    });
  }

  onClick(e) {
    if (!this.geom) return;
    const rect = this.canvas.getBoundingClientRect();
    const { size, cell } = this.geom;
    const c = Math.floor((e.clientX - rect.left) / cell);
    const r = Math.floor((e.clientY - rect.top) / cell);
    if (c < 0 || r < 0 || c >= size || r >= size) return;
    this.selected = r * size + c;
    this.canvas.focus();
    this.draw();
  }

  // Typing in the selected cell edits the puzzle (and starts the search afresh).
  onKey(e) {
    if (this.selected < 0) return;
    const size = this.model.size();
    const k = e.key.toUpperCase();
    let value = null;
    if (k === '.' || k === '0' || k === 'BACKSPACE' || k === 'DELETE') value = 0;
    else if (DIGITS.slice(0, size).includes(k) && k.length === 1) value = DIGITS.indexOf(k) + 1;
    if (value === null) return;
    e.preventDefault();
    e.stopPropagation();
    const givens = Array.from(this.bad ? this.bad.cells : this.model.givens());
    givens[this.selected] = value;
    this.change({ p: givens.map((d) => (d ? DIGITS[d - 1] : '.')).join('') });
  }

  // The fast solver at once: show its first solution (Solve now) or say how many there are
  // (Is it unique?), counting up to two either way.
  fastSolve(show) {
    // In a worker, so a pathological puzzle cannot freeze the page; Stop ends it.
    this.stopFast();
    this.player.pause();
    const puzzle = this.model.puzzle_line();
    const steps = this.model.steps();
    const w = new Worker(new URL('../worker.js', import.meta.url), { type: 'module' });
    this.fastWorker = w;
    this.fastButtons(true);
    // A clock while it works: most puzzles take milliseconds, some (see the 16x16 example
    // with no solution) longer than anyone will wait.
    const started = performance.now();
    const tick = () => {
      const text = `The fast solver is working… ${((performance.now() - started) / 1000).toFixed(0)} s (Stop ends it).`;
      this.fastLine.textContent = text;
      setStatus(text);
    };
    tick();
    this.fastTimer = setInterval(tick, 500);
    w.onmessage = (e) => {
      const a = e.data;
      if (a.type === 'error') { this.stopFast(); showNotices([a.message]); return; }
      this.stopFast();
      const how = `${a.millis < 1 ? 'under 1' : a.millis.toFixed(0)} ms, ${fmt(a.guesses)} guess${a.guesses === 1 ? '' : 'es'}`;
      const verdict = a.count === 0 ? 'No solution' : a.count === 1 ? 'Exactly one solution' : 'More than one solution';
      const text = show && a.count > 0
        ? `Solved by the fast solver (${how}). ${verdict}${a.count > 1 ? '; this is the first' : ''}.`
        : `${verdict}: the fast solver checked for a second one (${how}).`;
      if (this.model.puzzle_line() !== puzzle) return;
      this.fast = show && a.count > 0 ? { steps, cells: cellsOf(a.grid) } : null;
      this.fastLine.textContent = text;
      this.render();
      setStatus(text);
    };
    w.postMessage({ job: 'sudoku-fast', puzzle, limit: 2 });
  }

  fastButtons(running) {
    this.root.querySelector('[data-act=solve-now]').disabled = running;
    this.root.querySelector('[data-act=unique]').disabled = running;
    this.root.querySelector('[data-act=fast-stop]').hidden = !running;
  }

  stopFast(message) {
    if (this.fastWorker) this.fastWorker.terminate();
    this.fastWorker = null;
    clearInterval(this.fastTimer);
    this.fastButtons(false);
    if (message) {
      this.fastLine.textContent = message;
      setStatus(message);
    }
  }

  render() {
    const m = this.model;
    if (this.fast && this.fast.steps !== m.steps()) this.fast = null;
    if (this.bad && m.steps() > 0) this.bad = null;
    this.counters.set('steps', m.steps());
    this.counters.set('nodes', m.nodes());
    this.counters.set('solutions', m.solution_count());
    if (this.bfs) {
      this.counters.set('dead', m.dead_ends());
      this.counters.set('frontier', m.frontier());
      this.counters.set('max', m.max_frontier());
    } else {
      this.counters.set('backtracks', m.backtracks());
    }
    if (!this.fast) setStatus(this.bfs ? this.bfsStatus() : this.statusLine());
    this.draw();
    if (this.bfs) this.drawQueue();
    this.renderSolutions();
  }

  // The solutions the search has met so far, drawn small (the first SOLUTION_THUMBS); a
  // click shows one in the grid until the next step.
  renderSolutions() {
    const m = this.model;
    const n = m.solution_count();
    this.solBox.hidden = n === 0;
    const key = `${n}/${this.fast ? this.fast.solution : ''}`;
    if (this.solKey === key) return;
    this.solKey = key;
    const shown = Math.min(n, SOLUTION_THUMBS);
    this.solNote.textContent = n > shown
      ? `${fmt(n)} so far; the first ${shown} below. Click one to see it in the grid.`
      : `${n === 1 ? 'One' : fmt(n)} so far. Click one to see it in the grid.`;
    const size = m.size();
    const cell = Math.max(3, Math.floor(96 / size));
    const thumbs = [];
    for (let k = 0; k < shown; k++) {
      const cells = cellsOf(m.solution(k));
      const b = document.createElement('button');
      b.type = 'button';
      b.className = this.fast && this.fast.solution === k ? 'thumb current' : 'thumb';
      b.setAttribute('aria-label', `Show solution ${k + 1} in the grid`);
      const c = document.createElement('canvas');
      this.drawMini(sizeCanvas(c, cell * size + 4, cell * size + 4), 2, 2, cells, cell);
      b.append(c);
      b.addEventListener('click', () => this.showSolution(k));
      thumbs.push(b);
    }
    this.solThumbs.replaceChildren(...thumbs);
  }

  showSolution(k) {
    const m = this.model;
    const cells = cellsOf(m.solution(k));
    if (!cells.length) return;
    this.player.pause();
    this.fast = { steps: m.steps(), cells, solution: k };
    this.fastLine.textContent = '';
    this.render();
    setStatus(`Solution ${k + 1} of ${fmt(m.solution_count())} met by the search, shown in the grid. Step, Back or Play returns to the search.`);
  }

  // A grid drawn small with its top left at (x0, y0): givens dark, the rest blue, the boxes
  // faintly, so a small grid still reads as a sudoku.
  drawMini(ctx, x0, y0, cells, cell) {
    const m = this.model;
    const size = m.size();
    const side = cell * size;
    const givens = m.givens();
    ctx.fillStyle = '#fff';
    ctx.fillRect(x0, y0, side, side);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = `${Math.max(6, Math.floor(cell * 0.75))}px system-ui, sans-serif`;
    for (let i = 0; i < size * size; i++) {
      const d = cells[i];
      if (!d) continue;
      ctx.fillStyle = givens[i] ? '#111' : '#1f5fbf';
      ctx.fillText(DIGITS[d - 1], x0 + (i % size + 0.5) * cell, y0 + (Math.floor(i / size) + 0.5) * cell);
    }
    ctx.strokeStyle = '#222';
    ctx.lineWidth = 1;
    ctx.strokeRect(x0, y0, side, side);
    ctx.strokeStyle = '#aaa';
    ctx.beginPath();
    for (let k = 1; k < size; k++) {
      if (k % m.box_cols() === 0) { ctx.moveTo(x0 + k * cell, y0); ctx.lineTo(x0 + k * cell, y0 + side); }
      if (k % m.box_rows() === 0) { ctx.moveTo(x0, y0 + k * cell); ctx.lineTo(x0 + side, y0 + k * cell); }
    }
    ctx.stroke();
  }

  bfsStatus() {
    const m = this.model;
    const size = m.size();
    const found = m.solution_count();
    const kind = m.last_event();
    const waiting = `${fmt(m.frontier())} grid${m.frontier() === 1 ? '' : 's'} in the queue`;
    if (m.capped()) return `Stopped: the queue passed ${fmt(this.wasm.SudokuBfs.cap())} grids, so BFS stops here to keep memory bounded (${fmt(m.nodes())} grids taken off, ${found} solution${found === 1 ? '' : 's'}). DFS needs only one grid.`;
    if (m.finished()) {
      if (found === 0) return `No solution: the queue ran empty after ${fmt(m.nodes())} grids (largest queue ${fmt(m.max_frontier())}).`;
      const complete = this.opts.limit === 0 || found < this.opts.limit;
      if (complete) return found === 1 ? `Exactly one solution (${fmt(m.nodes())} grids taken off, largest queue ${fmt(m.max_frontier())}).` : `${fmt(found)} solutions, all of them (${fmt(m.nodes())} grids, largest queue ${fmt(m.max_frontier())}): this puzzle is not unique.`;
      return `Stopped at ${found} solution${found === 1 ? '' : 's'} (${fmt(m.nodes())} grids, largest queue ${fmt(m.max_frontier())})${found >= 2 ? ': the puzzle has more than one' : ''}.`;
    }
    if (!kind) return `${size}x${size} puzzle; BFS starts with this one grid in the queue. Step to take it off and queue one grid per candidate of its chosen cell.`;
    const last = m.last_move();
    const where = last.length ? ` (made by ${DIGITS[last[1] - 1]} in r${Math.floor(last[0] / size) + 1}c${(last[0] % size) + 1})` : '';
    if (kind === 'dead end') return `Took a grid off the queue${where}: its chosen cell has no candidate, a dead end. ${capitalise(waiting)}`;
    if (kind === 'solution') return `Took a grid off the queue${where}: it is full, a solution. ${capitalise(waiting)}`;
    return `Took a grid off the queue${where} and queued ${m.children()} more, one per candidate. ${capitalise(waiting)}`;
  }

  // The BFS extras: the queue by depth, the frontier's size over the steps, and the next
  // grids waiting, drawn small.
  drawQueue() {
    const m = this.model;
    const depths = Array.from(m.queue_depths());
    const parts = [];
    for (let i = 0; i < depths.length; i += 2) parts.push(`${fmt(depths[i + 1])} with ${fmt(depths[i])} digit${depths[i] === 1 ? '' : 's'} written`);
    this.queue.querySelector('[data-role=depths]').textContent = parts.length
      ? `Waiting: ${parts.join(', then ')}. BFS finishes one depth before the next, so the queue holds at most two.`
      : 'The queue is empty.';
    const hist = Array.from(m.frontier_history(300));
    const hc = this.queue.querySelector('[data-role=history]');
    const W = 320;
    const H = 140;
    let ctx = sizeCanvas(hc, W, H);
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, W, H);
    const top = Math.max(1, ...hist);
    ctx.strokeStyle = '#ccc';
    ctx.strokeRect(0.5, 0.5, W - 1, H - 1);
    ctx.fillStyle = '#555';
    ctx.font = '11px system-ui, sans-serif';
    ctx.textAlign = 'left';
    ctx.textBaseline = 'top';
    ctx.fillText(`${fmt(top)}`, 4, 3);
    ctx.textBaseline = 'bottom';
    ctx.fillText(`step ${fmt(m.steps())}`, 4, H - 2);
    ctx.strokeStyle = '#2162c4';
    ctx.lineWidth = 2;
    ctx.beginPath();
    hist.forEach((v, i) => {
      const x = 4 + (i / Math.max(1, hist.length - 1)) * (W - 8);
      const y = H - 16 - (v / top) * (H - 32);
      if (i === 0) ctx.moveTo(x, y); else ctx.lineTo(x, y);
    });
    ctx.stroke();
    const size = m.size();
    const k = 6;
    const next = m.queued(k);
    const n = next.length / (size * size);
    const cell = Math.max(3, Math.floor(96 / size));
    const side = cell * size;
    const nc = this.queue.querySelector('[data-role=next]');
    ctx = sizeCanvas(nc, Math.max(1, k * (side + 10)), side + 4);
    ctx.clearRect(0, 0, k * (side + 10), side + 4);
    for (let g = 0; g < n; g++) {
      this.drawMini(ctx, g * (side + 10) + 2, 2, next.subarray(g * size * size, (g + 1) * size * size), cell);
    }
  }

  statusLine() {
    const m = this.model;
    const size = m.size();
    const last = m.last_move();
    const name = (cell) => `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;
    const found = m.solution_count();
    if (m.finished()) {
      if (found === 0) return `No solution: the search tried everything (${fmt(m.nodes())} nodes, ${fmt(m.backtracks())} backtracks).`;
      const complete = this.opts.limit === 0 || found < this.opts.limit;
      if (complete) return found === 1 ? `Exactly one solution (${fmt(m.nodes())} nodes).` : `${fmt(found)} solutions, all of them (${fmt(m.nodes())} nodes): this puzzle is not unique.`;
      return `Stopped at ${found} solution${found === 1 ? '' : 's'} (${fmt(m.nodes())} nodes)${found >= 2 ? ': the puzzle has more than one' : ''}.`;
    }
    if (!last.length) return `${size}x${size} puzzle with ${Array.from(m.givens()).filter((d) => d).length} givens. Step, Play or Solve; click a cell and type to edit.`;
    const [cell, digit, back] = last;
    return back
      ? `Dead end below: took ${DIGITS[digit - 1]} back out of ${name(cell)}.`
      : `Trying ${DIGITS[digit - 1]} in ${name(cell)} (step ${fmt(m.steps())}).`;
  }

  draw() {
    const m = this.model;
    const size = m.size();
    const br = m.box_rows();
    const bc = m.box_cols();
    const avail = Math.min(this.root.clientWidth - 280, window.innerHeight - 320, 640);
    const cell = Math.max(20, Math.floor(Math.max(240, avail) / size));
    const ctx = sizeCanvas(this.canvas, cell * size + 2, cell * size + 2);
    this.geom = { size, cell };
    const givens = this.bad ? this.bad.cells : m.givens();
    const cells = this.bad ? this.bad.cells : this.fast ? this.fast.cells : m.cells();
    const emptied = this.bfs ? new Uint32Array(size * size) : m.emptied();
    let last = this.bad || this.fast ? [] : Array.from(m.last_move());
    if (this.bfs && last.length) last = [last[0], last[1], m.last_event() === 'dead end' ? 1 : 0];
    const marks = this.form.elements.marks.checked;
    const candidates = marks && !this.bad ? m.candidates() : null;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, cell * size + 2, cell * size + 2);
    for (let i = 0; i < size * size; i++) {
      const x = (i % size) * cell + 1;
      const y = Math.floor(i / size) * cell + 1;
      if (last.length && last[0] === i) {
        ctx.fillStyle = last[2] ? 'rgba(220, 50, 40, 0.45)' : 'rgba(255, 214, 0, 0.55)';
        ctx.fillRect(x, y, cell, cell);
      } else if (emptied[i] > 0 && !cells[i]) {
        ctx.fillStyle = `rgba(220, 50, 40, ${Math.min(0.08 + 0.02 * emptied[i], 0.3)})`;
        ctx.fillRect(x, y, cell, cell);
      }
      if (this.bad && this.bad.conflicts.includes(i)) {
        ctx.fillStyle = 'rgba(220, 0, 0, 0.5)';
        ctx.fillRect(x, y, cell, cell);
      }
      if (i === this.selected) {
        ctx.strokeStyle = '#2162c4';
        ctx.lineWidth = 3;
        ctx.strokeRect(x + 2, y + 2, cell - 4, cell - 4);
      }
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      if (cells[i]) {
        ctx.fillStyle = givens[i] ? '#111' : '#1f5fbf';
        ctx.font = `${givens[i] ? 800 : 500} ${Math.floor(cell * 0.58)}px system-ui, sans-serif`;
        ctx.fillText(DIGITS[cells[i] - 1], x + cell / 2, y + cell / 2 + 1);
      } else if (candidates) {
        ctx.fillStyle = '#777';
        const side = Math.ceil(Math.sqrt(size));
        ctx.font = `${Math.floor(cell / (side + 1.2))}px system-ui, sans-serif`;
        for (let k = 0; k < size; k++) {
          if (!(candidates[i] & (2 << k))) continue;
          ctx.fillText(DIGITS[k], x + ((k % side) + 0.5) * cell / side, y + (Math.floor(k / side) + 0.5) * cell / side);
        }
      }
    }
    for (let k = 0; k <= size; k++) {
      ctx.strokeStyle = '#222';
      ctx.lineWidth = k % bc === 0 ? 2.5 : 0.7;
      ctx.beginPath();
      ctx.moveTo(k * cell + 1, 1);
      ctx.lineTo(k * cell + 1, size * cell + 1);
      ctx.stroke();
      ctx.lineWidth = k % br === 0 ? 2.5 : 0.7;
      ctx.beginPath();
      ctx.moveTo(1, k * cell + 1);
      ctx.lineTo(size * cell + 1, k * cell + 1);
      ctx.stroke();
    }
  }

  compare() {
    this.stopWorker();
    const progress = this.root.querySelector('[data-role=progress]');
    progress.hidden = false;
    this.root.querySelector('[data-act=cancel]').disabled = false;
    this.root.querySelector('[data-act=compare]').disabled = true;
    setStatus('Comparing DFS and BFS, first empty cell and fewest candidates…');
    const w = new Worker(new URL('../worker.js', import.meta.url), { type: 'module' });
    this.worker = w;
    const body = this.table.querySelector('tbody');
    body.replaceChildren();
    this.table.hidden = false;
    progress.max = 8;
    progress.value = 0;
    w.onmessage = (e) => {
      if (e.data.type === 'error') { this.stopWorker(); showNotices([e.data.message]); return; }
      const [bfs, first, mrv, sols, nodes, dead, front, complete, capped, ms] = e.data.row;
      const tr = document.createElement('tr');
      const cells = [bfs ? 'BFS' : 'DFS', first ? 'one' : 'all', mrv ? 'fewest candidates' : 'first empty',
        capped ? `${fmt(sols)} (capped)` : fmt(sols), fmt(nodes), fmt(dead), fmt(front), `${ms.toFixed(1)} ms`];
      for (const text of cells) {
        const td = document.createElement('td');
        td.textContent = text;
        tr.append(td);
      }
      if (capped) tr.title = `BFS stopped when its queue passed ${fmt(this.wasm.SudokuBfs.cap())} grids`;
      body.append(tr);
      progress.value = e.data.done;
      if (e.data.type === 'progress') {
        setStatus(`Comparing: ${e.data.done} of ${e.data.of} searches done…`);
        return;
      }
      this.stopWorker();
      setStatus('Comparison done: fewer nodes with fewest candidates; BFS keeps a far larger frontier.');
    };
    w.postMessage({ job: 'sudoku-compare', puzzle: this.model.puzzle_line() });
  }

  stopWorker(message) {
    if (this.worker) this.worker.terminate();
    this.worker = null;
    this.root.querySelector('[data-role=progress]').hidden = true;
    this.root.querySelector('[data-act=cancel]').disabled = true;
    this.root.querySelector('[data-act=compare]').disabled = false;
    if (message) setStatus(message);
  }
}
