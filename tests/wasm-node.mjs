// The release build's wasm module in Node (dist/, as `trunk build --release` leaves it), for
// the tests that read a lesson by the format's rules (src/lesson.rs, the facade's
// parse_lesson) outside a browser: the same module the page starts, its glue and .wasm by
// the names dist/www/files.js gives them.
import { readFile } from 'node:fs/promises';

const DIST = new URL('../dist/', import.meta.url);

/** The facade, instantiated once. */
export const loadWasm = (() => {
  let glue = null;
  return async () => {
    if (glue) return glue;
    const { GLUE, WASM } = await import(new URL('www/files.js', DIST).href);
    const module = await import(new URL(GLUE, DIST).href);
    module.initSync({ module: await readFile(new URL(WASM, DIST)) });
    glue = module;
    return glue;
  };
})();
