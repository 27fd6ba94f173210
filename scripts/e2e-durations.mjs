// A test reporter (node --test --test-reporter=...): the seconds each e2e file's tests took,
// summed, written as JSON when the run ends. scripts/test writes it to target/, where
// scripts/e2e-order.mjs reads it to start the longest files first next time.
import { relative } from 'node:path';

export default async function* durations(source) {
  const seconds = {};
  for await (const event of source) {
    if ((event.type === 'test:pass' || event.type === 'test:fail') && event.data.nesting === 0 && event.data.file) {
      const file = relative(process.cwd(), event.data.file);
      seconds[file] = (seconds[file] ?? 0) + (event.data.details?.duration_ms ?? 0) / 1000;
    }
  }
  const rounded = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b))
    .map(([file, s]) => [file, Math.round(s * 10) / 10]));
  yield `${JSON.stringify(rounded, null, 2)}\n`;
}
