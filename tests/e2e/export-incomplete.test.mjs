// Export's data part when a bound stopped the run before its search ended: the JSON says
// the table is incomplete and which bound stopped it, the worksheet's key says why in
// words, and the rows are the CLI's `--table` of the same run, which exits 1 and names the
// bound on stderr. Sudoku by BFS stopped by its frontier's cap and the mouse stopped at
// limit= gave complete tables, as if their searches had ended.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { useBrowser, open, useCli, download } from './harness.mjs';

const CLI = useCli();

// The CLI's --table: its exit status, the table, and what it said on stderr.
function cliTable(...args) {
  const r = spawnSync(CLI, [...args, '--table'], { encoding: 'utf8', maxBuffer: 1 << 28 });
  return { status: r.status, table: JSON.parse(r.stdout), stderr: r.stderr };
}

const env = useBrowser();


const CASES = [
  {
    name: 'sudoku by BFS on an empty 16x16 grid',
    hash: `#/sudoku?frontier=bfs&cell=mrv&p=${'.'.repeat(256)}`,
    args: ['sudoku', '.'.repeat(256), '--frontier', 'bfs', '--cell', 'mrv'],
    stopped: 'frontier',
    // A grid costs fewer bytes in wasm than natively, so the page's cap holds more grids
    // than the CLI's and its run stops later: the same bound, not the same step.
    same: false,
    words: {
      en: /^The search stopped after [\d,]+ steps, before it ended, when its frontier passed the most grids it may hold: the table holds what it had reached\.$/,
      zh: /^搜索在 [\d,]+ 个步骤后、结束之前停下：前沿超过了可容纳的盘面数上限。/,
    },
  },
  {
    name: 'the mouse at its step limit',
    hash: '#/maze?size=100x100&seed=1&limit=5',
    args: ['maze', '--size', '100x100', '--seed', '1', '--limit', '5'],
    stopped: 'limit',
    same: true,
    words: {
      en: /^The run stopped at its own step limit after 5 steps, before the search ended: the table holds what it had reached\.$/,
      zh: /^运行在 5 个步骤后到了自身的步数上限/,
    },
  },
];

for (const c of CASES) {
  for (const lang of ['en', 'zh']) {
    test(`${c.name} (${lang}): the JSON and the worksheet say the table is incomplete and why`, async () => {
      const cli = cliTable(...c.args);
      assert.equal(cli.status, 1);
      assert.equal(cli.table.complete, false);
      assert.equal(cli.table.stopped, c.stopped);
      assert.match(cli.stderr, /^searchlight: the table is incomplete: stopped by the /);

      const page = await open(env.browser, env.url, `${c.hash}&lang=${lang}`);
      await page.evaluate(() => { window.print = () => {}; });
      await page.click('#export-open');
      const buttons = page.locator('#export-items [data-part=data] button');
      await buttons.first().waitFor();
      const json = JSON.parse((await download(page, buttons.and(page.locator('[data-act=json]')))).text);
      assert.equal(json.complete, false);
      assert.equal(json.stopped, c.stopped);
      assert.equal(json.found, false);
      if (c.same) {
        assert.equal(json.steps, cli.table.steps);
        assert.deepEqual(json.rows.map((r) => json.columns.map((k) => r[k])), cli.table.rows);
      }

      await buttons.and(page.locator('[data-act=print]')).click();
      const why = page.locator('#worksheet .sheet-key .sheet-incomplete');
      await why.waitFor({ state: 'attached' });
      assert.match(await why.textContent(), c.words[lang]);
      assert.deepEqual(page.errors, []);
      await page.close();
    });
  }
}

test('a table whose run ended says so: complete, nothing stopped it, and whether it found its answer', async () => {
  const page = await open(env.browser, env.url, '#/queens?n=3&mode=one');
  await page.click('#export-open');
  const buttons = page.locator('#export-items [data-part=data] button');
  await buttons.first().waitFor();
  const json = JSON.parse((await download(page, buttons.and(page.locator('[data-act=json]')))).text);
  assert.deepEqual([json.complete, json.stopped, json.found], [true, null, false]);
  await page.evaluate(() => { window.print = () => {}; });
  await buttons.and(page.locator('[data-act=print]')).click();
  await page.locator('#worksheet').waitFor({ state: 'attached' });
  assert.equal(await page.locator('#worksheet .sheet-incomplete').count(), 0);
  await page.close();
});
