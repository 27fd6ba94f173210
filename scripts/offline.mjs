// Trunk post-build step (scripts/post-build.mjs), after csp.mjs: the service worker for
// offline use. Every file of the build is listed in dist/sw.js with a hash of them all, so the
// worker caches exactly this build and a new one replaces it whole (www/sw.js is the
// template).
import { readFileSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, relative } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR || process.argv[2] || 'dist';
const walk = (d) => readdirSync(d).flatMap((f) => {
  const p = join(d, f);
  return statSync(p).isDirectory() ? walk(p) : [p];
});
// Not the worker itself, nor the host's header file.
const files = walk(dir)
  .map((p) => relative(dir, p).split('\\').join('/'))
  .filter((p) => p !== 'sw.js' && p !== '_headers' && p !== 'www/sw.js')
  .sort();
const hash = createHash('sha256');
for (const f of files) hash.update(f).update(readFileSync(join(dir, f)));
const version = hash.digest('hex').slice(0, 16);
const template = readFileSync(join(dir, 'www', 'sw.js'), 'utf8');
const list = JSON.stringify(['./', ...files.map((f) => `./${f}`)], null, 0);
writeFileSync(join(dir, 'sw.js'), `const VERSION = '${version}';\nconst FILES = ${list};\n${template}`);
console.log(`offline: ${files.length} files cached as build ${version}`);
