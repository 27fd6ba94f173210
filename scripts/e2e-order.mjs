// The e2e files, longest first, one per line, for `node --test` (which starts files in the
// order given, as many at a time as --test-concurrency allows). With two at a time the run
// ends when the later of the two ends: a long file started last would run alone at the end.
// Longest by the seconds the last run measured (target/e2e-durations.json, written by
// scripts/e2e-durations.mjs), else by tests/e2e/durations.json (a run on the 2-core CI
// machine, kept in the tree for a fresh clone); a file neither names (new) goes first, as
// its length is unknown, by size.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
// A run cut short leaves target/'s file empty or partial: what cannot be read counts as none.
const read = (path) => {
  try {
    return existsSync(root + path) ? JSON.parse(readFileSync(root + path, 'utf8')) : {};
  } catch {
    return {};
  }
};
const measured = { ...read('tests/e2e/durations.json'), ...read('target/e2e-durations.json') };
const files = readdirSync(`${root}tests/e2e`).filter((name) => name.endsWith('.test.mjs')).map((name) => `tests/e2e/${name}`);
const unknown = files.filter((file) => !(file in measured));
const size = (file) => statSync(root + file).size;
const ordered = [
  ...unknown.sort((a, b) => size(b) - size(a) || a.localeCompare(b)),
  ...files.filter((file) => file in measured).sort((a, b) => measured[b] - measured[a] || a.localeCompare(b)),
];
process.stdout.write(`${ordered.join('\n')}\n`);
