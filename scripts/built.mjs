// The names of a build's content-hashed files (the wasm-bindgen glue and the .wasm), read
// from its www/files.js (written by scripts/hash.mjs): the one way the build's other steps,
// the tests and the benchmarks find them (a build from before has them unhashed). Usage: builtFiles('dist') -> { glue, wasm }, paths
// from dist/ (e.g. 'searchlight-0123456789abcdef.js').
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

// A name scripts/hash.mjs gave: the file's stem, a dash and 16 hex digits of its SHA-256.
export const HASHED = /-[0-9a-f]{16}\.[a-z]+$/;

export function builtFiles(dist = 'dist') {
  // A build from before the names were hashed has no www/files.js: its names are plain.
  if (!existsSync(join(dist, 'www', 'files.js'))) return { glue: 'searchlight.js', wasm: 'searchlight_bg.wasm' };
  const src = readFileSync(join(dist, 'www', 'files.js'), 'utf8');
  const named = (name) => {
    const m = src.match(new RegExp(`^export const ${name} = '([^']+)';$`, 'm'));
    if (!m) throw new Error(`built: no ${name} in ${join(dist, 'www', 'files.js')}`);
    return m[1];
  };
  return { glue: named('GLUE'), wasm: named('WASM') };
}
