// Counts what the wasm facade exports to JavaScript, from wasm-bindgen's generated module:
// classes, free functions, and the methods and getters of each class (the constructor,
// free() and the glue's own helpers not counted). Usage: node scripts/count-exports.mjs [GLUE] (default: dist's, whatever its hashed name)
import { readFileSync } from 'node:fs';
import { builtFiles } from './built.mjs';

const src = readFileSync(process.argv[2] || `dist/${builtFiles('dist').glue}`, 'utf8');
const classes = [...src.matchAll(/^export class (\w+)/gm)].map((m) => m[1]);
const functions = [...src.matchAll(/^export function (\w+)/gm)].map((m) => m[1]).filter((f) => f !== 'initSync');
let methods = 0;
const perClass = {};
for (const block of src.split(/^export class /m).slice(1)) {
  const name = block.match(/^\w+/)[0];
  const body = block.split(/^}/m)[0];
  const names = [...body.matchAll(/^ {4}(?:static |get |set )?(\w+)\(/gm)].map((m) => m[1])
    .filter((m) => !m.startsWith('__') && !['constructor', 'free'].includes(m));
  perClass[name] = names.length;
  methods += names.length;
}
console.log(JSON.stringify({ classes: classes.length, functions: functions.length, methods, total: classes.length + functions.length + methods, perClass, functionNames: functions }, null, 1));
