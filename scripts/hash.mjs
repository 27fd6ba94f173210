// Trunk post-build step (scripts/post-build.mjs), the first: gives the largest files content-
// hashed names, so dist/_headers can let browsers keep them for a year without asking
// (scripts/csp.mjs). The .wasm becomes searchlight_bg-<hash>.wasm, the wasm-bindgen glue
// searchlight-<hash>.js (its default .wasm address rewritten first, so the glue names its
// own .wasm), the stylesheet style-<hash>.css (index.html's link rewritten; its integrity
// hash is of the same bytes); <hash> is 16 hex digits of the file's SHA-256, so a name means
// one content. www/files.js is written anew with the glue's and the .wasm's names, for the
// page and its worker to load them by (scripts/built.mjs reads it for the rest).
//
// Only these: the page's ES modules (www/) keep their names. Hashing them would mean
// rewriting every import between them (each importer's hash then changing with its
// imports'), or an import map, which would be an inline script the CSP would have to allow
// by hash; they are small, and a no-cache check of them costs a 304 each (none at all once
// the service worker has the build).
// Trunk's own filehash is not used: it names the glue and the .wasm by a hash of the wasm
// before wasm-bindgen and wasm-opt, not of the files served, and leaves the glue's default
// .wasm address (the worker's) unnamed.
import { readFileSync, writeFileSync, renameSync, existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR || process.argv[2] || 'dist';
const fail = (why) => { throw new Error(`hash: ${why}`); };
const hashOf = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

// `file` (from dir) renamed to stem-<hash>.ext after `edit` changed its text; the new name.
function hashed(file, edit = (x) => x) {
  const path = join(dir, file);
  if (!existsSync(path)) fail(`no ${file} in ${dir} (hashed already?)`);
  const bytes = edit(readFileSync(path));
  const name = file.replace(/\.([a-z]+)$/, (ext) => `-${hashOf(bytes)}${ext}`);
  writeFileSync(path, bytes);
  renameSync(path, join(dir, name));
  return name;
}

// Exactly one `from` in `text`, replaced by `to`.
function once(text, from, to, where) {
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + 1) >= 0) fail(`${JSON.stringify(from)} is not in ${where} exactly once`);
  return text.slice(0, at) + to + text.slice(at + from.length);
}

const wasm = hashed('searchlight_bg.wasm');
const glue = hashed('searchlight.js', (bytes) => Buffer.from(once(bytes.toString('utf8'),
  "new URL('searchlight_bg.wasm', import.meta.url)", `new URL('${wasm}', import.meta.url)`, 'searchlight.js')));
const style = hashed('style.css');
const page = join(dir, 'index.html');
writeFileSync(page, once(readFileSync(page, 'utf8'), 'href="./style.css"', `href="./${style}"`, 'index.html'));

// www/files.js anew, once the source's copy is seen to export the two names the page reads.
const files = join(dir, 'www', 'files.js');
const source = readFileSync(files, 'utf8');
for (const name of ['GLUE', 'WASM']) if (!new RegExp(`^export const ${name} = '`, 'm').test(source)) fail(`www/files.js exports no ${name}`);
writeFileSync(files, [
  '// The names of this build\'s content-hashed files, from the page\'s folder, for www/shell/app.js',
  '// and the worker to load them by: written by scripts/hash.mjs (www/files.js in the source).',
  `export const GLUE = '${glue}';`,
  `export const WASM = '${wasm}';`,
  '',
].join('\n'));
console.log(`hash: ${glue}, ${wasm}, ${style}`);
