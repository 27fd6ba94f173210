// Trunk post-build step (scripts/post-build.mjs, after hash.mjs, before preload.mjs): the
// page's modules joined by esbuild, so a first visit asks for about 25 files instead of
// about 45 and the browser links a few modules instead of every one (a cold #/knight was
// ready about 100 ms sooner here: benches/ready.mjs). Two entries: www/shell/app.js (the
// page) and www/worker.js (the Web Worker); what they import, statically or by import(), is
// split into chunks shared between them, named by esbuild's hash of their content
// (www/shell/chunk-XXXXXXXX.js, www/shell/view-XXXXXXXX.js, ...). The chunks are written
// beside app.js, in www/shell/, so an address a module makes from its own
// (`new URL('../worker.js', import.meta.url)` in www/shell/jobs.js) means the same joined or
// not: a module that makes one must live in www/shell/ (www/panels/export/lms.js takes the
// page's folder from document.baseURI instead). Not minified: the page's source stays
// readable in the browser, each module under a comment naming its file.
//
// The modules joined are removed from dist/ but for www/files.js (the build's file names,
// which scripts/built.mjs, the tests and the benchmarks read); www/sw.js (the service
// worker's template, for offline.mjs) and www/shell/start-check.js (a classic script) are
// not modules of the graph and stay. `meta` (esbuild's metafile) is what preload.mjs reads
// to find the chunks the first view needs.
import { build } from 'esbuild';
import { rmSync, readdirSync, rmdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = process.env.TRUNK_STAGING_DIR || process.argv[2] || 'dist';
const www = join(dir, 'www');
const result = await build({
  // Paths from dist/: in the metafile, and in the comment naming each module in the output
  // (`// www/views/knight/view.js`), which tests/e2e/harness.mjs's builtModule() finds.
  absWorkingDir: resolve(dir),
  entryPoints: ['www/shell/app.js', 'www/worker.js'],
  outbase: 'www',
  outdir: 'www',
  entryNames: '[dir]/[name]',
  chunkNames: 'shell/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  // The browsers the README names (WebAssembly SIMD): nothing of the page's syntax is
  // lowered for them.
  target: ['chrome91', 'firefox89', 'safari16.4'],
  allowOverwrite: true,
  metafile: true,
  charset: 'utf8',
  legalComments: 'inline',
  logLevel: 'warning',
});

// The metafile's paths are from dist/ (absWorkingDir), with forward slashes.
const fromDist = (p) => p.split('\\').join('/');
const outputs = new Set(Object.keys(result.metafile.outputs).map(fromDist));
// Kept: www/files.js, and each built-in lesson's text module (www/lessons/ID.js), which
// marks the lesson as one of this build's for the SCORM packager (src/export/scorm.rs, and
// the CLI's `searchlight scorm`, which lists them) and which a package copies.
// The built-in lessons are the list's (www/lessons/index.js, read from the sources).
const { LESSONS } = await import(pathToFileURL(resolve('www/lessons/index.js')).href);
const lessonFiles = new Set(LESSONS.map((l) => `www/lessons/${l.id}.js`));
const kept = (p) => outputs.has(p) || p === 'www/files.js' || lessonFiles.has(p);
const joined = Object.keys(result.metafile.inputs).map(fromDist).filter((p) => !kept(p));
for (const p of joined) rmSync(join(dir, p));
// And the folders they leave empty.
const prune = (d) => {
  for (const f of readdirSync(d)) if (statSync(join(d, f)).isDirectory()) prune(join(d, f));
  if (!readdirSync(d).length) rmdirSync(d);
};
prune(www);

/** esbuild's metafile, its paths from dist/: { outputs: { [path]: { imports, entryPoint } } }. */
export const meta = {
  outputs: Object.fromEntries(Object.entries(result.metafile.outputs).map(([p, o]) => [fromDist(p), {
    entryPoint: o.entryPoint && fromDist(o.entryPoint),
    imports: o.imports.filter((i) => !i.external).map((i) => ({ path: fromDist(i.path), kind: i.kind })),
  }])),
};
console.log(`bundle: ${joined.length + 2} modules joined into ${outputs.size} files`);
