// Trunk post-build step (scripts/post-build.mjs), after preload.mjs: the page's strict
// Content-Security-Policy, from this one place, in two forms. In the built page as a <meta>
// tag (for any static host), and in dist/_headers as a response header (the file static hosts
// such as Netlify and Cloudflare Pages read; ./scripts/serve and the e2e harness send what it
// says). Scripts, workers and fetches come from the page's own origin only; WebAssembly may
// compile ('wasm-unsafe-eval'); nothing inline runs (the page has no inline script: www/app.js
// loads the wasm). Should an inline script ever appear, it is allowed by its SHA-256 hash.
//
// No frame-ancestors: embedding in other sites' pages (course notes, from any origin, even
// a file on disk) stays allowed. In a <meta> tag it would be ignored anyway; in the header,
// leaving it out is the most open setting ('*' would still refuse file: and data: pages).
import { readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';

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
writeFileSync(join(dir, '_headers'), [
  '# Response headers for every path (Netlify / Cloudflare Pages format), written by',
  '# scripts/csp.mjs; ./scripts/serve and tests/e2e/harness.mjs send them too.',
  '/*',
  `  Content-Security-Policy: ${policy}`,
  '  Access-Control-Allow-Origin: *',
  // The file names carry no hash (www/app.js and the worker import ../searchlight.js by
  // name), so nothing may be kept without asking: a browser keeps each file but checks it
  // is still this build's before using it (a 304 when it is), never a glue of one build
  // with the wasm of another. Returning visits are quick anyway: the service worker
  // answers them from its cache.
  '  Cache-Control: no-cache',
  '',
].join('\n'));
console.log(`csp: ${hashes.length} inline script(s) allowed by hash; dist/_headers written`);
