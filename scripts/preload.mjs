// Trunk post-build hook (run by scripts/post-build.mjs, after bundle.mjs, whose metafile it
// reads, and before csp.mjs): tells the browser, in dist/index.html's <head>, the files a
// first load needs, so it fetches them all at once while it parses the page instead of
// finding them one import at a time (a trace of a cold load showed eight round trips in a
// row: app.js, its imports, the catalogue, the glue, the wasm, the view, its imports, the
// code listings).
// Preloaded by every address, as modules: the files of the whole static import graph of
// www/shell/app.js (the chunks esbuild made of it, scripts/bundle.mjs).
// Kept in a <template id="view-files"> for www/shell/preload.js (a classic script right
// after it) to put in the page: each language's text (data-lang: www/text/CODE.js and every
// view's text/CODE.js), of which it takes the language the page will start in; and where
// the address names a view or a lesson, the .wasm (as
// the fetch www/shell/app.js makes), the wasm-bindgen glue, and each view's module with its
// static imports beyond the page's own (data-views: the routes that need it). The front
// page is drawn without them, and fetches the wasm after its first paint.
// Not preloaded: another language's text (loaded only when chosen or in the background
// after the first paint), the lessons' modules,
// the pictures on the front page's cards (www/views/ROUTE/card.js, asked for as it is
// drawn, so they never hold up its words), nor the code panel's listings (www/views/*/code/*.js, imported when the panel first shows
// one; the panel is closed by default).
import { readFileSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { join, dirname, normalize, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { builtFiles } from './built.mjs';
import { meta } from './bundle.mjs';

const dir = process.env.TRUNK_STAGING_DIR || process.argv[2] || 'dist';
const file = join(dir, 'index.html');
let html = readFileSync(file, 'utf8');
const fail = (why) => { throw new Error(`preload: ${why}`); };

// The files of the page's module graph as scripts/bundle.mjs joined them (esbuild's
// metafile): each output file, the module it stands for if it is an entry or the target of
// an import() (entryPoint), and the files it imports.
const { outputs } = meta;
// The output file standing for the source module `path` (from dist/, as the page had it).
const outputFor = (path) => (path in outputs && outputs[path].entryPoint === path ? path
  : Object.keys(outputs).find((o) => outputs[o].entryPoint === path)) || fail(`no file of the bundle stands for ${path}`);

// Every file reached from `roots` by static imports, each once, roots first; import() is
// left out.
function graph(roots) {
  const seen = new Set();
  const queue = [...roots];
  while (queue.length) {
    const p = queue.shift();
    if (seen.has(p)) continue;
    if (!existsSync(join(dir, p))) fail(`${p} is imported but not in ${dir}`);
    seen.add(p);
    queue.push(...outputs[p].imports.filter((i) => i.kind === 'import-statement').map((i) => i.path));
  }
  return [...seen];
}

const entry = (html.match(/<script type="module" src="([^"]+)"><\/script>/) || fail('no module script in index.html'))[1];
// The views: the registry's routes (www/shell/registry.js, read from the sources: the copy
// in dist/ is joined into the bundle), each its folder's view.js.
const { ROUTES } = await import(pathToFileURL(resolve('www/shell/registry.js')).href);
const viewOutput = (route) => outputFor(normalize(join(dirname(entry), `../views/${route}/view.js`)).split('\\').join('/'));
// Each language's text files (www/text/CODE.js and every view's text/CODE.js, which
// www/text/index.js imports by name as the page starts), and what they import beyond the
// page's own modules.
const { LANGUAGES } = await import(pathToFileURL(resolve('www/text/languages.js')).href);
const modules = graph([entry]);
const textLinks = LANGUAGES.flatMap(({ code }) => {
  const texts = [`www/text/${code}.js`, ...readdirSync('www/views').map((v) => `www/views/${v}/text/${code}.js`)]
    .filter((p) => existsSync(p));
  return graph(texts.map(outputFor)).filter((p) => !modules.includes(p))
    .map((p) => `<link rel="modulepreload" href="${p}" data-lang="${code}">`);
});
// Each file a view needs beyond those, and the routes that need it.
/** @type {Map<string, string[]>} */
const byView = new Map();
for (const route of ROUTES) {
  for (const p of graph([viewOutput(route)])) if (!modules.includes(p)) byView.set(p, [...(byView.get(p) || []), route]);
}
// The glue and the wasm, by the names scripts/hash.mjs gave them (www/files.js, which
// www/shell/app.js loads them by).
const { glue, wasm } = builtFiles(dir);
for (const p of [glue, wasm]) if (!existsSync(join(dir, p))) fail(`${p} is not in ${dir}`);

const links = modules.map((p) => `<link rel="modulepreload" href="${p}">`);
const viewLinks = [
  ...textLinks,
  // Same mode and credentials as app.js's fetch(), so that fetch takes this response.
  `<link rel="preload" href="${wasm}" as="fetch" type="application/wasm" crossorigin="anonymous">`,
  `<link rel="modulepreload" href="${glue}">`,
  ...[...byView].map(([p, routes]) => `<link rel="modulepreload" href="${p}" data-views="${routes.join(' ')}">`),
];
html = html.replace(/\s*<link rel="(?:modulepreload|preload)"[^>]*>/g, '').replace(/\s*<template id="view-files">[\s\S]*?<\/template>/, '');
// The template right before the script that reads it (ahead of the stylesheet, so the
// browser asks for that script first), the page's modules right after the stylesheet, so
// the page's look still comes first.
const script = html.indexOf('<script async src="www/shell/preload.js"></script>');
if (script < 0) fail('no <script async src="www/shell/preload.js"> in index.html');
html = `${html.slice(0, script)}<template id="view-files">\n    ${viewLinks.join('\n    ')}\n  </template>\n  ${html.slice(script)}`;
const at = html.search(/<link rel="stylesheet"[^>]*>/);
if (at < 0) fail('no stylesheet link in index.html');
const end = html.indexOf('>', at) + 1;
html = `${html.slice(0, end)}\n  ${links.join('\n  ')}${html.slice(end)}`;
writeFileSync(file, html);
console.log(`preload: ${modules.length} modules of ${entry}; ${textLinks.length} of the languages' text; for a view, ${wasm}, ${glue} and ${byView.size} modules of the views`);
