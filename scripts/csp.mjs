// Trunk post-build step (scripts/post-build.mjs), after preload.mjs: the page's strict
// Content-Security-Policy, from this one place, in two forms. In the built page as a <meta>
// tag (for any static host), and in dist/_headers as a response header (the file static hosts
// such as Netlify and Cloudflare Pages read; ./scripts/serve and the e2e harness send what it
// says). Scripts, workers and fetches come from the page's own origin only; WebAssembly may
// compile ('wasm-unsafe-eval'); nothing inline runs (the page has no inline script: www/shell/app.js
// loads the wasm). Should an inline script ever appear, it is allowed by its SHA-256 hash.
// dist/_headers also says how long each file may be cached (below).
//
// No frame-ancestors: embedding in other sites' pages (course notes, from any origin, even
// a file on disk) stays allowed. In a <meta> tag it would be ignored anyway; in the header,
// leaving it out is the most open setting ('*' would still refuse file: and data: pages).
import { readFileSync, writeFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { HASHED } from './built.mjs';

const dir = process.env.TRUNK_STAGING_DIR || process.argv[2] || 'dist';
const file = join(dir, 'index.html');
let html = readFileSync(file, 'utf8');
const hashes = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
  .filter((m) => !/\bsrc=/.test(m[0].slice(0, m[0].indexOf('>'))))
  .map((m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`);
const policy = [
  "default-src 'none'",
  `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`.trim(),
  "worker-src 'self'",
  "connect-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
].join('; ');
html = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>\s*/, '');
// What Trunk leaves of its rust link when it injects no loader: nothing for a browser.
html = html.replace(/\s*<link data-trunk rel="rust"[^>]*>/, '');
// In a sandboxed frame (sandbox="allow-scripts", no allow-same-origin) the page's origin
// is opaque, so every file it loads is cross-origin: the stylesheet's integrity can only be
// checked on a CORS request (crossorigin), and module scripts, the glue and the .wasm are
// always fetched with CORS. The files are public: every origin may read them
// (Access-Control-Allow-Origin: * in dist/_headers).
html = html.replace(/<link rel="stylesheet"(?![^>]*crossorigin)([^>]*\bintegrity=)/g, '<link rel="stylesheet" crossorigin="anonymous"$1');
html = html.replace('<meta charset="utf-8">', `<meta charset="utf-8">\n  <meta http-equiv="Content-Security-Policy" content="${policy}">`);
writeFileSync(file, html);
// How long a browser may keep each file. A hashed name (scripts/hash.mjs: the glue, the .wasm,
// the stylesheet) means one content, so those are kept a year without asking. Every other
// file keeps its name from build to build (index.html, sw.js, the modules in www/, which
// load the hashed ones by the names in www/files.js), so it may be kept but is checked
// before each use (a 304 when unchanged): never a page of one build with files of another.
// Returning visits are quick anyway: the service worker answers them from its cache.
// The rules are disjoint, each file under exactly one Cache-Control: where several rules
// match a path, Netlify and Cloudflare Pages send the headers of all of them (Cloudflare
// joins a header's values with commas), so a `/*` no-cache would spoil the hashed files'.
const YEAR = 'public, max-age=31536000, immutable';
// sw.js among them: scripts/offline.mjs writes it next.
const top = [...new Set([...readdirSync(dir).filter((f) => f !== '_headers'), 'sw.js'])].sort();
const folders = top.filter((f) => existsSync(join(dir, f)) && statSync(join(dir, f)).isDirectory());
const named = top.filter((f) => !folders.includes(f));
const forever = named.filter((f) => HASHED.test(f));
const checked = ['/', ...named.filter((f) => !HASHED.test(f)).map((f) => `/${f}`), ...folders.map((f) => `/${f}/*`)];
for (const f of folders) {
  const inside = readdirSync(join(dir, f), { recursive: true }).map(String).filter((p) => HASHED.test(p));
  if (inside.length) throw new Error(`csp: ${f}/${inside[0]} has a hashed name in a folder that is never cached for good`);
}
if (forever.length < 3) throw new Error(`csp: only ${forever.join(', ') || 'no files'} with hashed names in ${dir} (scripts/hash.mjs runs first)`);
const rule = (path, ...headers) => [path, ...headers.map((h) => `  ${h}`)];
writeFileSync(join(dir, '_headers'), [
  '# Response headers (Netlify / Cloudflare Pages format), written by scripts/csp.mjs;',
  '# ./scripts/serve and tests/e2e/harness.mjs send them too. Each path gets the headers of',
  '# every rule whose pattern matches it (* matches anything); the Cache-Control rules are',
  '# disjoint: a year for the content-hashed files, no-cache for the rest.',
  ...rule('/*', `Content-Security-Policy: ${policy}`, 'Access-Control-Allow-Origin: *'),
  ...checked.flatMap((path) => rule(path, 'Cache-Control: no-cache')),
  ...forever.flatMap((f) => rule(`/${f}`, `Cache-Control: ${YEAR}`)),
  '',
].join('\n'));
console.log(`csp: ${hashes.length} inline script(s) allowed by hash; dist/_headers written (${forever.join(', ')} kept a year)`);
