// The names of the build's content-hashed files, from the page's folder (index.html's), for
// www/shell/app.js and the worker (www/worker.js) to load the wasm-bindgen glue and the .wasm by.
// This is the source's copy, with the names wasm-bindgen gives them; a release build renames
// the files in dist/ with a hash of their bytes and writes this module there anew with those
// names (scripts/hash.mjs), so the files can be cached for good (dist/_headers) and this
// small module, like every un-hashed file, is checked each time.
export const GLUE = 'searchlight.js';
export const WASM = 'searchlight_bg.wasm';
