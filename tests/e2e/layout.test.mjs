// Layout: boards size themselves to the space they have (width and height). Browser zoom
// is emulated as the browser does it: a window of fewer CSS pixels (width / zoom x height /
// zoom), each drawn with `zoom` device pixels. Zooming in must make the board no smaller on
// screen (CSS px x zoom), a wide screen is used (the panel beside the board, not half the
// screen empty), and a phone shows the board whole; a phone has no keyboard line, keeps the
// legend near the board and, in landscape, the board near the top; the legend and "What is
// happening" fold after a first visit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, open, SHOTS, everyView, openDevice, ROUTES, shot, loadAt, violations } from './harness.mjs';
import { PAGES } from '../../www/shell/views.js';

const env = useBrowser();

// Each view at its defaults (with some steps taken), and the element that is its board.
// The ladder's board is text (layers of words that wrap): its area is compared, since a
// narrower column at a larger zoom holds the same words in more rows.
const VIEWS = everyView({
  knight: ['#/knight?board=8x8&start=a1&step=10', 'canvas[data-role=canvas]'],
  bfs: ['#/bfs?board=8x8&start=c3&step=20', 'canvas[data-role=canvas]'],
  ladder: ['#/ladder?step=30', '[data-role=layers]'],
  dfs: ['#/dfs?step=5', 'canvas[data-role=graph]'],
  queens: ['#/queens?n=8&step=20', 'canvas[data-role=canvas]'],
  sudoku: ['#/sudoku?step=10', 'canvas[data-role=grid]'],
  maze: ['#/maze?size=12x12&step=40', 'canvas[data-role=canvas]'],
  // A level as tall as it is wide (the first built-in level is 5 rows by 7 columns: its board
  // is as wide as the column allows, and shorter).
  sokoban: ['#/sokoban?n=9&step=10', 'canvas[data-role=canvas]'],
}, (route) => [`#/${route}?step=10`, 'canvas[data-role=canvas]']);

// The board's box on screen in device pixels, and the page's parts beside it, at a window
// of `width` x `height` device pixels and `zoom`.
async function measure(name, width, height, zoom, { touch = false } = {}) {
  const [hash, board] = VIEWS[name];
  const { context, page } = await openDevice(env.browser, env.url, hash, { width, height, zoom, touch, mobile: touch });
  await page.waitForFunction(() => /step=\d/.test(location.hash));
  const box = await page.locator(board).first().boundingBox();
  const player = await page.locator('.player').first().boundingBox();
  const side = await page.evaluate(() => {
    // The right edge of what the side panel shows, and whether anything spills sideways.
    const els = [...document.querySelectorAll('#view .side *')].filter((e) => e.getClientRects().length);
    return { right: Math.max(...els.map((e) => e.getBoundingClientRect().right)), scroll: document.documentElement.scrollWidth };
  });
  const scale = (b) => b && { x: b.x * zoom, y: b.y * zoom, width: b.width * zoom, height: b.height * zoom };
  await shot(page, `${SHOTS}layout-${name}-${width}x${height}-${zoom}.png`);
  await context.close();
  assert.deepEqual(page.errors, [], `${name} ${width}x${height} at ${zoom}`);
  return { board: scale(box), player: scale(player), sideRight: side.right * zoom, scrollWidth: side.scroll * zoom };
}

for (const [width, height] of [[1366, 768], [1920, 1080]]) {
  test(`at ${width}x${height}, zoom 150% makes no board smaller on screen, and nothing spills sideways`, async () => {
    for (const name of Object.keys(VIEWS)) {
      const at100 = await measure(name, width, height, 1);
      const at150 = await measure(name, width, height, 1.5);
      const what = `${name} at ${width}x${height}: ${JSON.stringify(at100.board)} at 100%, ${JSON.stringify(at150.board)} at 150%`;
      if (name === 'ladder') {
        assert.ok(at150.board.width * at150.board.height >= at100.board.width * at100.board.height, what);
      } else {
        assert.ok(at150.board.width >= at100.board.width - 0.5 && at150.board.height >= at100.board.height - 0.5, what);
      }
      // A real board, not a thumbnail: at least half the window's height at 100%.
      if (name !== 'ladder') assert.ok(at100.board.height >= height / 2, what);
      for (const m of [at100, at150]) assert.ok(m.scrollWidth <= width + 1, `${name}: the page is ${m.scrollWidth} px wide`);
    }
  });
}

test('at 1920x1080 the width is used: the player and panel beside the board, reaching across the screen', async () => {
  for (const name of Object.keys(VIEWS)) {
    const m = await measure(name, 1920, 1080, 1);
    const what = `${name}: board ${JSON.stringify(m.board)}, player ${JSON.stringify(m.player)}, panel to ${m.sideRight}`;
    assert.ok(m.player.x >= m.board.x + m.board.width, `${what}: the player is not beside the board`);
    assert.ok(m.player.y < 1080 / 2, `${what}: the player is below the board`);
    assert.ok(m.sideRight >= 1920 * 0.7, `${what}: the right of the screen is empty`);
  }
});

test('a phone (390x844, touch) shows every board whole', async () => {
  for (const name of Object.keys(VIEWS)) {
    const m = await measure(name, 390, 844, 1, { touch: true });
    const what = `${name}: board ${JSON.stringify(m.board)}`;
    assert.ok(m.board.x >= 0 && m.board.x + m.board.width <= 390, `${what} is cut at the sides`);
    assert.ok(m.board.height <= 844, `${what} is taller than the screen`);
    if (name !== 'ladder') assert.ok(m.board.width >= 300, `${what} is too small`);
    assert.ok(m.scrollWidth <= 391, `${name}: the page is ${m.scrollWidth} px wide`);
  }
});

test('four 16x16 sudoku panes side by side fit a 1280-pixel window', async () => {
  // Each grid kept cells of 20 pixels, 322 in all, in a pane of 300: 6 pixels spilled.
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${env.url}#/sudoku?p=${'.'.repeat(256)}&compare=first,mrv,dfs,bfs`);
  await page.waitForSelector('body[data-ready]');
  await page.waitForFunction(() => document.querySelectorAll('.pane canvas').length >= 4);
  const { scroll, rights, panes } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    rights: [...document.querySelectorAll('.pane [data-role=grid]')].map((c) => c.getBoundingClientRect().right),
    panes: [...document.querySelectorAll('.pane')].map((p) => p.getBoundingClientRect().right),
  }));
  assert.equal(rights.length, 4);
  assert.ok(scroll <= 1280, `the page is ${scroll} px wide`);
  rights.forEach((r, i) => assert.ok(r <= panes[i] + 0.5, `grid ${i + 1} ends at ${r}, its pane at ${panes[i]}`));
  await context.close();
});

test('a phone in landscape (844x390): the header is one short line, no keyboard line, the board starts in the top third', async () => {
  const { context, page } = await openDevice(env.browser, env.url, '#/queens?lang=zh&step=5', { width: 844, height: 390 });
  const header = await page.locator('header').boundingBox();
  assert.ok(header.height <= 60, `the header takes ${header.height} of 390 px`);
  assert.equal(await page.locator('.keys').isVisible(), false);
  const board = await page.locator('#view .stage canvas').first().boundingBox();
  assert.ok(board.y <= 130, `the board starts ${board.y} px down`);
  // ... and ends on the screen, its labels with it.
  assert.ok(board.y + board.height <= 390, `the board ends ${board.y + board.height} px down`);
  // Every puzzle is still reachable from the header (it scrolls sideways).
  const nav = page.locator('header nav a');
  assert.equal(await nav.count(), ROUTES.length + PAGES.length);
  await nav.last().scrollIntoViewIfNeeded();
  assert.ok(await nav.last().isVisible());
  await shot(page, `${SHOTS}layout-phone-landscape.png`);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a phone (390x844): no keyboard line; the legend follows the player, near the board', async () => {
  for (const hash of ['#/knight?step=3', '#/queens?step=3']) {
    const { context, page } = await openDevice(env.browser, env.url, hash);
    assert.equal(await page.locator('.keys').isVisible(), false);
    const board = await page.locator('#view .stage canvas').first().boundingBox();
    const player = await page.locator('#view .player').first().boundingBox();
    const legend = await page.locator('#view .side > .legend-list').boundingBox();
    assert.ok(legend.y >= player.y + player.height - 1, `${hash}: legend ${legend.y} above the player ${player.y}`);
    assert.ok(legend.y - (board.y + board.height) <= 250, `${hash}: the legend is ${legend.y - (board.y + board.height)} px below the board`);
    await context.close();
  }
  // On a desktop with a keyboard the line is still there.
  const page = await open(env.browser, env.url, '#/knight', { width: 1366, height: 768 });
  assert.equal(await page.locator('.keys').isVisible(), true);
  await page.close();
});

test('a phone (390x844): a wide table of searches scrolls inside its column and the page stays 390 wide', async () => {
  // The maze's search table (417 px) and sudoku's comparison (667 px) widened the page, and
  // sudoku BFS's queue of grids (616 px).
  for (const [hash, table, compare] of [
    ['#/maze?algo=astar&size=30x30&loops=20&step=100', 'table[data-role=compare]', false],
    ['#/sudoku', 'table[data-role=table]', true],
    ['#/sudoku?cell=first&frontier=bfs&step=40', null, false],
  ]) {
    const { context, page } = await openDevice(env.browser, env.url, hash);
    if (compare) {
      await page.getByRole('button', { name: 'Compare', exact: true }).click();
      await page.waitForFunction(() => /^Comparison done/.test(document.getElementById('status').textContent), null, { timeout: 60000 });
    }
    if (table) {
      const t = page.locator(table);
      await t.waitFor();
      const box = await t.evaluate((e) => ({ scroll: e.scrollWidth, client: e.clientWidth, focusable: e.tabIndex === 0 }));
      assert.ok(box.scroll > box.client && box.focusable, `${hash}: ${JSON.stringify(box)}`);
      assert.deepEqual(await tallHeaders(page), [], hash);
    }
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, hash);
    await context.close();
  }
});

test('a phone upright (390x844), in both languages: the header is one row of at most 50 px, the board in the first screen; its menu holds every puzzle, the lessons, the language, Share and Export', async () => {
  for (const lang of ['en', 'zh']) {
    for (const route of ROUTES) {
      const { context, page } = await openDevice(env.browser, env.url, `#/${route}?lang=${lang}`);
      const header = await page.locator('header').boundingBox();
      // One row: the name and the menu's button side by side (two rows were 57 px in English, 67 in Chinese).
      const name = await page.locator('header h1').boundingBox();
      const menu = await page.locator('#menu-open').boundingBox();
      assert.ok(header.height <= 50 && name.y < menu.y + menu.height && menu.y < name.y + name.height && menu.x + menu.width <= 390,
        `${route} ${lang}: the header takes ${header.height} px, ${JSON.stringify({ name, menu })}`);
      const board = await page.locator('#view .stage canvas, #view .stage svg, #view .stage .grid, #view .stage').first().boundingBox();
      assert.ok(board && board.y < 844 * 0.6, `${route} ${lang}: the board starts ${board?.y} px down`);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, `${route} ${lang}`);
      if (route === ROUTES[0]) await headerMenu(page, lang);
      await context.close();
    }
    // The practice page's form follows its status line at once (no board's room kept).
    const { context, page } = await openDevice(env.browser, env.url, `#/practice?lang=${lang}`);
    const gap = await page.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.getElementById('status'));
      return document.getElementById('practice-title').getBoundingClientRect().top - range.getBoundingClientRect().bottom;
    });
    assert.ok(gap < 40, `practice ${lang}: ${gap} px between the status line's words and the title`);
    await context.close();
  }
});

// The header's menu on a phone, as a person uses it by touch and by the keyboard: the button
// names its state; opened, every puzzle, the lessons, the language, Share and Export are on
// the screen; Escape closes it, focus back on its button; a link followed, a language chosen
// or Share pressed closes it and does what it says.
async function headerMenu(page, lang) {
  const menu = page.getByRole('button', { name: lang === 'en' ? 'Menu' : '菜单', exact: true });
  const expanded = () => menu.getAttribute('aria-expanded');
  const parts = page.locator('header nav a, #lessons-link, #lang, #share-open, #export-open');
  assert.equal(await expanded(), 'false');
  assert.equal(await page.locator('header nav').isVisible(), false, `${lang}: the nav shows with the menu closed`);
  await menu.click();
  assert.equal(await expanded(), 'true');
  const boxes = await parts.evaluateAll((es) => es.map((e) => ({ id: e.id || e.textContent, ...e.getBoundingClientRect().toJSON() })));
  assert.equal(boxes.length, ROUTES.length + PAGES.length + 4, lang);
  for (const b of boxes) assert.ok(b.width > 0 && b.left >= 0 && b.right <= 390 && b.top >= 0 && b.bottom <= 844, `${lang}: ${JSON.stringify(b)}`);
  await shot(page, `${SHOTS}layout-phone-menu-${lang}.png`);
  assert.deepEqual(await violations(page, `the header's menu open, ${lang}`), []);
  // The keyboard: the menu's first link follows its button; Escape closes it, focus back.
  await menu.focus();
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-view')), ROUTES[0], lang);
  await page.keyboard.press('Escape');
  assert.equal(await expanded(), 'false');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'menu-open', lang);
  // Enter opens it again, and a link in it goes to its view, the menu closed.
  await page.keyboard.press('Enter');
  assert.equal(await expanded(), 'true');
  const last = ROUTES[ROUTES.length - 1];
  await page.locator(`header nav a[data-view=${last}]`).click();
  await page.waitForFunction((r) => document.querySelector(`nav a[data-view=${r}]`)?.getAttribute('aria-current') === 'page', last);
  assert.equal(await expanded(), 'false');
  assert.match(page.url(), new RegExp(`#/${last}`));
  // Share from the menu: the menu closes under its panel; Escape closes Share, focus back on
  // the menu's button (Share's own is folded away in it).
  await menu.click();
  await page.locator('#share-open').click();
  assert.equal(await expanded(), 'false');
  assert.equal(await page.locator('#share-panel').isVisible(), true);
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('#share-panel').isVisible(), false);
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'menu-open', lang);
  // The language chosen in the menu: the page in the other language, the menu closed.
  const other = lang === 'en' ? 'zh' : 'en';
  await menu.click();
  await page.locator('#lang').selectOption(other);
  await page.waitForFunction((l) => document.documentElement.lang === l && /lang=/.test(location.hash), other);
  assert.equal(await page.locator('#menu-open').getAttribute('aria-expanded'), 'false');
  assert.deepEqual(page.errors, []);
}

// The headers of the page's tables that are on more than two lines: [table, header, lines],
// a line being a row of the header's text boxes.
const tallHeaders = (page) => page.evaluate(() => [...document.querySelectorAll('table th')].filter((th) => th.getClientRects().length).map((th) => {
  const range = document.createRange();
  range.selectNodeContents(th);
  const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  return [th.closest('table').dataset.role || th.closest('table').className, th.textContent.trim(), lines];
}).filter(([, , lines]) => lines > 2));

test('a phone upright (390x844), in both languages: the wide tables keep their headers on at most two lines', async () => {
  // The maze's search table, the side-by-side tables (the queens' and the sliding puzzle's),
  // the puzzle's frontier and its table by depth (AIMA's); sudoku's comparison is measured above.
  for (const lang of ['en', 'zh']) {
    for (const [hash, table] of [
      ['#/maze?algo=astar&size=30x30&loops=20&step=100', 'table[data-role=compare]'],
      ['#/queens?n=8&mode=all&compare=mark,check&step=400', 'table.compare-table'],
      ['#/puzzle?tiles=5,7,2,4,0,3,6,1,8&weight=5&compare=astar,wastar&step=999999', 'table.compare-table'],
      ['#/puzzle?step=30', 'table[data-role=aima-table]'],
    ]) {
      const { context, page } = await openDevice(env.browser, env.url, `${hash}&lang=${lang}`);
      await page.locator(table).first().waitFor();
      assert.deepEqual(await tallHeaders(page), [], `${hash} ${lang}`);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, `${hash} ${lang}`);
      await context.close();
    }
  }
});

// The legend's and "What is happening"'s state: the list shown, its button's aria-expanded,
// the summary open.
const folds = (page) => page.evaluate(() => ({
  legend: !document.querySelector('#view .side > .legend-list').hidden,
  expanded: document.querySelector('#view .side > .fold').getAttribute('aria-expanded'),
  about: document.querySelector('#view details.about')?.open ?? null,
}));

test('the legend and "What is happening" are open on a first visit and folded on the next; what the person opens stays open; a lesson, an embed and legend=1 show the legend', async () => {
  const page = await open(env.browser, env.url, '#/bfs', { width: 1366, height: 768 });
  assert.deepEqual(await folds(page), { legend: true, expanded: 'true', about: true }, 'first visit');
  // Another view is a first visit of its own.
  await loadAt(page, `${env.url}#/knight`);
  assert.deepEqual(await folds(page), { legend: true, expanded: 'true', about: true }, 'first visit to the knight');
  await loadAt(page, `${env.url}#/bfs?board=6x6`);
  assert.deepEqual(await folds(page), { legend: false, expanded: 'false', about: false }, 'second visit');
  assert.equal(await page.locator('#view .legend-list').isVisible(), false);
  // The person opens the legend: it shows, and stays open on the next visit; the essay stays folded.
  await page.getByRole('button', { name: 'What the colours and marks mean' }).click();
  assert.deepEqual(await folds(page), { legend: true, expanded: 'true', about: false });
  await page.locator('#view details.about summary').click();
  await loadAt(page, `${env.url}#/bfs`);
  assert.deepEqual(await folds(page), { legend: true, expanded: 'true', about: true }, 'opened by the person');
  await page.getByRole('button', { name: 'What the colours and marks mean' }).click();
  await page.locator('#view details.about summary').click();
  await loadAt(page, `${env.url}#/bfs`);
  assert.deepEqual(await folds(page), { legend: false, expanded: 'false', about: false }, 'folded by the person');
  // A link that asks for the legend, an embed and a lesson show it, visits or not.
  await loadAt(page, `${env.url}#/bfs?legend=1`);
  assert.equal((await folds(page)).legend, true, 'legend=1');
  await loadAt(page, `${env.url}#/bfs?embed=1`);
  assert.equal((await folds(page)).legend, true, 'embed');
  await loadAt(page, `${env.url}#/lesson/bfs?slide=2`);
  await page.waitForSelector('[data-role=slides][data-ready=true]', { state: 'attached' });
  assert.equal(await page.locator('#view .legend-list').isVisible(), true, 'lesson');
  assert.deepEqual(page.errors, []);
  await page.close();
});

// The view's options and its panels, as the page has them now: the form's controls in the row
// and under "More options" (by name), whether each fold is open, and the panels' order.
const folded = (page) => page.evaluate(() => {
  const form = document.querySelector('#view form.options');
  const more = form && form.querySelector('details.options-more');
  const names = (root) => [...new Set([...root.querySelectorAll('[name]')].map((e) => e.getAttribute('name')))];
  const panels = [...document.querySelectorAll('#view > .side > details')].filter((d) => !d.hidden && !d.classList.contains('about'));
  return {
    row: form ? names(form).filter((n) => !more || !more.contains(form.querySelector(`[name="${n}"]`))) : [],
    more: more ? names(more) : [], moreOpen: more ? more.open : null,
    panels: panels.map((d) => `${d.className}${d.open ? ' open' : ''}`),
  };
});

test('every view: the options a person changes most in a row under the player, the rest in "More options", the panels after them in one order, all folded until asked for and kept as the person leaves them', async () => {
  const page = await open(env.browser, env.url, '#/knight', { width: 1366, height: 768 });
  const order = ['tree-panel', 'compare-fold', 'challenge'];
  for (const route of ROUTES) {
    await loadAt(page, `${env.url}#/${route}`);
    const f = await folded(page);
    // Folded on a first visit, every one; in the one order wherever a view has them.
    assert.equal(f.moreOpen === true, false, `${route}: More options open`);
    assert.deepEqual(f.panels.filter((p) => p.endsWith(' open')), [], `${route}: ${f.panels}`);
    const places = f.panels.map((p) => order.indexOf(p));
    assert.ok(places.every((p, i) => p >= 0 && (i === 0 || p > places[i - 1])), `${route}: ${f.panels}`);
    assert.ok(f.panels.includes('challenge'), `${route}: no challenges`);
    // The options' row is short: at most three lines of controls, under the player.
    if (f.row.length) {
      const rowBox = await page.locator('#view form.options').boundingBox();
      const bar = await page.locator('#view .player').boundingBox();
      assert.ok(rowBox.y >= bar.y + bar.height - 1 && rowBox.height <= 3 * 40, `${route}: the options take ${rowBox.height} px at y ${rowBox.y}`);
    }
  }
  // The puzzle's: the search and its estimate in the row, the position and the goal under
  // More; opened, a field there edits the search, and the fold stays open on the next visit.
  await loadAt(page, `${env.url}#/puzzle`);
  let f = await folded(page);
  assert.ok(['algo', 'heuristic'].every((n) => f.row.includes(n)) && ['tiles', 'blank', 'korf'].every((n) => f.more.includes(n)), JSON.stringify(f));
  assert.equal(await page.locator('#view select[name=blank]').isVisible(), false);
  await page.getByText('More options', { exact: true }).click();
  await page.locator('#view select[name=blank]').selectOption('first');
  await page.waitForFunction(() => /blank=first/.test(location.hash));
  // Challenges opened by the person too.
  await page.locator('#view .challenge > summary').click();
  await loadAt(page, `${env.url}#/puzzle`);
  f = await folded(page);
  assert.equal(f.moreOpen, true, 'kept open');
  assert.deepEqual(f.panels.filter((p) => p.endsWith(' open')), ['challenge open']);
  // Folded again by the person: folded on the next visit; another view keeps its own.
  await page.getByText('More options', { exact: true }).click();
  await loadAt(page, `${env.url}#/puzzle`);
  assert.equal((await folded(page)).moreOpen, false, 'kept folded');
  await loadAt(page, `${env.url}#/sokoban`);
  assert.equal((await folded(page)).moreOpen, false, 'another view');
  // A link that names a challenge opens its panel; one that names a refused challenge
  // opens the list in its place; a lesson's slide that presses Measure opens the tree.
  await loadAt(page, `${env.url}#/queens?n=8&challenge=queens-squares`);
  assert.ok((await folded(page)).panels.includes('challenge open'));
  await loadAt(page, `${env.url}#/knight?challenge=nonesuch`);
  assert.ok((await folded(page)).panels.includes('challenge open'));
  assert.equal(await page.locator('#view .challenge-list').isVisible(), true);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// Every box of `sel` on the page: its box, its scroll and client widths.
const boxes = (page, sel) => page.locator(sel).evaluateAll((es) => es.filter((e) => e.getClientRects().length).map((e) => {
  const r = e.getBoundingClientRect();
  return { text: e.textContent.trim(), left: r.left, right: r.right, top: Math.round(r.top), bottom: r.bottom, scroll: e.scrollWidth, client: e.clientWidth };
}));

test('a projector at 150% (853x480), in both languages: the header wraps, cutting no name and scrolling nothing sideways; the player\'s toggles wrap together, in a window and in full screen', async () => {
  for (const lang of ['en', 'zh']) {
    const page = await open(env.browser, env.url, `#/knight?lang=${lang}`, { width: 853, height: 480 });
    const header = (await boxes(page, 'header'))[0];
    assert.ok(header.scroll <= header.client && header.bottom <= 72, `${lang}: ${JSON.stringify(header)}`);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 853, lang);
    // Every puzzle's name, practice, the lessons and the page's tools whole on the screen, none on another.
    const parts = [...await boxes(page, 'header nav a'), ...await boxes(page, 'header #lessons-link, header h1, header .page-tools > *')];
    assert.equal(parts.length, ROUTES.length + PAGES.length + 2 + 4, lang);
    for (const [i, p] of parts.entries()) {
      assert.ok(p.left >= 0 && p.right <= 853 && p.scroll <= p.client + 1, `${lang} ${p.text}: ${JSON.stringify(p)}`);
      for (const q of parts.slice(i + 1)) {
        const apart = p.right <= q.left + 0.5 || q.right <= p.left + 0.5 || p.bottom <= q.top + 0.5 || q.bottom <= p.top + 0.5;
        assert.ok(apart, `${lang}: ${p.text} on ${q.text}`);
      }
    }
    for (const presenting of [false, true]) {
      if (presenting) {
        await page.keyboard.press('f');
        await page.waitForFunction(() => document.documentElement.classList.contains('presenting'));
      }
      // Play on the bar's first row; Your turn and Code on one row, side by side, inside the bar.
      const bar = (await boxes(page, '#view .player'))[0];
      const play = (await boxes(page, '#view .player [data-act=play]'))[0];
      const toggles = await boxes(page, '#view .player .toggles > button');
      const where = `${lang}${presenting ? ' full screen' : ''}: ${JSON.stringify({ bar, play, toggles })}`;
      assert.ok(play.top - bar.top < play.bottom - play.top, where);
      assert.equal(toggles.length, 2, where);
      assert.equal(toggles[0].top, toggles[1].top, where);
      for (const b of toggles) assert.ok(b.left >= bar.left - 0.5 && b.right <= bar.right + 0.5 && b.scroll <= b.client + 1, where);
      await shot(page, `${SHOTS}layout-projector-853-${lang}${presenting ? '-present' : ''}.png`);
    }
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});
