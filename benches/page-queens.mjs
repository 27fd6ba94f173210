// Times the N-queens count as a person gets it: the built page in Chromium, the Count
// button, one worker per core, reading the page's own "counted in" figure.
// Run after ./scripts/build:   node benches/page-queens.mjs [N ...]   (default 14 15 16)
import { serveDist, launch, open } from '../tests/e2e/harness.mjs';

const sizes = process.argv.slice(2).length ? process.argv.slice(2) : ['14', '15', '16'];
const server = await serveDist();
const browser = await launch({ full: true });
const page = await open(browser, server.url, '#/queens?n=8');
console.log(`workers in the page: ${await page.evaluate(() => navigator.hardwareConcurrency)}`);
for (const n of sizes) {
  await page.getByLabel('N to count', { exact: true }).fill(n);
  await page.getByRole('button', { name: 'Count', exact: true }).click();
  await page.waitForFunction(
    () => /solutions.*, counted in/.test(document.querySelector('[data-role=count-result]').textContent),
    null, { timeout: 120000 });
  console.log(await page.locator('[data-role=count-result]').textContent());
}
await browser.close();
await server.close();
