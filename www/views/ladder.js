// Word ladders by BFS: the layers drawn as rows of words (white unseen, gray in the queue,
// black expanded), the queue, and at the end the ladder traced back through predecessors
// and every shortest ladder counted.

import { View } from '../view.js';
import { Player, speedParam } from '../player.js';
import { writeHash } from '../url.js';
import { setStatus, showNotices } from '../app.js';
import { counters, readParams, stepParam, capitalise, layerColour, fmt } from '../kit.js';

const PER_LAYER = 240;
const LIST_SHOWN = 50;

export class LadderView extends View {
  constructor(root, wasm) {
    super(root, wasm);
    this.opts = { list: 'four', words: '', from: 'fool', to: 'sage' };
    root.innerHTML = `
      <form class="options" autocomplete="off">
        <label>From <input name="from" size="8" aria-label="Start word" spellcheck="false"></label>
        <label>To <input name="to" size="8" aria-label="Goal word" spellcheck="false"></label>
        <label>Words <select name="list" aria-label="Word list">
          <option value="four">Four-letter words (SCOWL)</option>
          <option value="sgb">Knuth's 5,757 five-letter words (SGB)</option>
          <option value="custom">My own list</option>
        </select></label>
        <button type="submit">Search</button>
        <label class="custom" hidden>Your words (spaces or lines)
          <textarea name="words" rows="3" cols="50" aria-label="Your word list" spellcheck="false"></textarea></label>
      </form>
      <p class="graph-info" data-role="info"></p>
      <div class="player" data-role="player"></div>
      <dl data-role="counters"></dl>
      <div class="queue" aria-label="Queue, front first"><span class="queue-label">Queue</span><ol data-role="queue"></ol></div>
      <div class="ladder-result" data-role="result" aria-live="polite"></div>
      <div class="layers" data-role="layers" aria-label="Layers of the breadth-first search"></div>`;
    this.form = root.querySelector('form');
    this.info = root.querySelector('[data-role=info]');
    this.queueList = root.querySelector('[data-role=queue]');
    this.result = root.querySelector('[data-role=result]');
    this.layers = root.querySelector('[data-role=layers]');
    this.counters = counters(root.querySelector('[data-role=counters]'), [
      ['steps', 'Steps'], ['discovered', 'Discovered'], ['expanded', 'Expanded'], ['edges', 'Edges examined'], ['queue', 'Queue'], ['max', 'Largest queue'],
    ]);
    this.player = new Player(root.querySelector('[data-role=player]'), {
      onRender: () => this.render(),
      onChange: () => this.saveUrl(),
    });
    const f = this.form.elements;
    f.list.addEventListener('change', () => {
      this.root.querySelector('.custom').hidden = f.list.value !== 'custom';
    });
    this.form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.change({ from: f.from.value.trim(), to: f.to.value.trim(), list: f.list.value, words: f.words.value });
    });
  }

  destroy() {
    super.destroy();
  }

  load(params) {
    const notices = [];
    const p = readParams(params, {
      list: (v) => { if (!['four', 'sgb', 'custom'].includes(v)) throw new Error('choose four, sgb or custom'); return v; },
      words: (v) => v,
      from: (v) => v,
      to: (v) => v,
      step: stepParam,
      speed: speedParam,
    }, notices);
    const next = { ...this.opts };
    for (const k of ['list', 'words', 'from', 'to']) if (p[k] !== undefined) next[k] = p[k];
    if (p.speed !== undefined) this.player.setSpeed(p.speed);
    try {
      this.wasm.check_ladder(next.list, next.words, next.from, next.to);
      this.opts = next;
    } catch (e) {
      notices.push(`The ladder in the link cannot be searched: ${e.message}. Showing FOOL to SAGE.`);
    }
    this.rebuild(p.step || 0);
    if (notices.length) showNotices(notices);
  }

  change(next) {
    try {
      this.wasm.check_ladder(next.list, next.words, next.from, next.to);
    } catch (e) {
      showNotices([capitalise(e.message)]);
      return;
    }
    this.adopt(next);
  }

  rebuild(step) {
    this.player.pause();
    if (this.model) this.model.free();
    const o = this.opts;
    this.model = new this.wasm.WordLadder(o.list, o.words, o.from, o.to);
    this.allLadders = null;
    if (step > 0) this.model.seek(step);
    this.player.setModel(this.model);
    const f = this.form.elements;
    f.from.value = o.from;
    f.to.value = o.to;
    f.list.value = o.list;
    f.words.value = o.words;
    this.root.querySelector('.custom').hidden = o.list !== 'custom';
    this.info.textContent = `${this.model.list_name()} list: ${fmt(this.model.size())} words, ${fmt(this.model.edge_count())} pairs one letter apart.`;
    this.render();
    this.saveUrl();
  }

  saveUrl() {
    if (!this.player || !this.model) return;
    const o = this.opts;
    writeHash('ladder', {
      list: o.list,
      words: o.list === 'custom' ? o.words.trim().split(/\s+/).join(' ') : undefined,
      from: o.from,
      to: o.to,
      speed: this.player.speedName,
      step: this.model.steps() > 0 ? this.model.steps() : undefined,
    });
  }

  render() {
    const m = this.model;
    const queue = m.queue();
    const colours = m.colours();
    const distances = m.distances();
    const current = m.current();
    this.counters.set('steps', m.steps());
    this.counters.set('discovered', m.discovered());
    this.counters.set('expanded', m.dequeued());
    this.counters.set('edges', m.edges_examined());
    this.counters.set('queue', queue.length);
    this.counters.set('max', m.max_queue());
    setStatus(m.status());

    const chip = (i) => {
      const li = document.createElement('li');
      li.textContent = m.word(i).toUpperCase();
      li.style.background = layerColour(distances[i], 0.35);
      return li;
    };
    const chips = Array.from(queue.slice(0, 80), chip);
    if (queue.length > 80) {
      const li = document.createElement('li');
      li.textContent = `+${fmt(queue.length - 80)} more`;
      chips.push(li);
    }
    this.queueList.replaceChildren(...chips);

    // Layers as rows of words, in discovery order within each layer.
    const rows = [];
    let layer = -1;
    let row = null;
    let inRow = 0;
    let hidden = 0;
    const flush = () => {
      if (row && hidden) {
        const more = document.createElement('span');
        more.className = 'more';
        more.textContent = `+${fmt(hidden)} more`;
        row.lastChild.append(more);
      }
    };
    for (const i of m.discovered_words()) {
      if (distances[i] !== layer) {
        flush();
        layer = distances[i];
        row = document.createElement('div');
        row.className = 'layer';
        row.innerHTML = `<span class="layer-label">Layer ${layer}</span><span class="words"></span>`;
        rows.push(row);
        inRow = 0;
        hidden = 0;
      }
      if (inRow++ >= PER_LAYER) { hidden++; continue; }
      const span = document.createElement('span');
      span.className = `word ${['white', 'gray', 'black'][colours[i]]}${i === current ? ' current' : ''}${i === m.to() ? ' goal' : ''}`;
      span.textContent = m.word(i).toUpperCase();
      span.style.borderColor = layerColour(layer);
      if (colours[i] === 2) span.style.background = layerColour(layer, 0.8);
      row.lastChild.append(span);
    }
    flush();
    this.layers.replaceChildren(...rows);

    const ladder = m.ladder();
    if (ladder) {
      if (!this.allLadders) this.allLadders = m.all_ladders(LIST_SHOWN);
      const [count, ...listed] = this.allLadders;
      const n = Number(count);
      this.result.innerHTML = '';
      const h = document.createElement('p');
      h.className = 'ladder';
      h.textContent = ladder.map((w) => w.toUpperCase()).join(' → ');
      const p = document.createElement('p');
      p.textContent = `${ladder.length} words, ${ladder.length - 1} changes. ${fmt(n)} shortest ladder${n === 1 ? '' : 's'}` +
        (n > listed.length ? ` (the first ${listed.length} listed):` : ':');
      const ol = document.createElement('ol');
      ol.className = 'all-ladders';
      for (const l of listed) {
        const li = document.createElement('li');
        li.textContent = l.toUpperCase().split(' ').join(' → ');
        ol.append(li);
      }
      const cmp = m.comparison();
      const c = document.createElement('p');
      c.className = 'comparison';
      if (cmp.length) {
        c.textContent = `To the goal, plain BFS discovered ${fmt(cmp[0])} words and looked along ${fmt(cmp[2])} edges; ` +
          `bidirectional BFS, growing from both ends, discovered ${fmt(cmp[3])} and looked along ${fmt(cmp[5])}.`;
      }
      this.result.append(h, p, c, ol);
    } else {
      this.result.textContent = '';
    }
  }
}
