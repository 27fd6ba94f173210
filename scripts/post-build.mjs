// Trunk's one post-build hook: the steps that finish dist/, in order. Trunk starts the hooks
// of a stage all at once, so each step being a hook of its own would let offline.mjs hash
// an index.html that preload.mjs or csp.mjs had not finished writing.
//   hash.mjs     the glue, the .wasm and the stylesheet renamed by their content's hash
//   bundle.mjs   the page's modules joined by esbuild (app.js and worker.js, and chunks)
//   preload.mjs  the first view's files, preloaded from index.html's <head>
//   csp.mjs      the Content-Security-Policy, in index.html and dist/_headers, with the
//                caching of each file (a year for the hashed ones, no-cache for the rest)
//   offline.mjs  the service worker, listing every file of this build and its hash
await import('./hash.mjs');
await import('./bundle.mjs');
await import('./preload.mjs');
await import('./csp.mjs');
await import('./offline.mjs');
