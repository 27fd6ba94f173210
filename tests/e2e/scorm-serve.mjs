// A SCORM package as a learning management system serves it, for the e2e tests:
// the zip read by a reader of its own (not the Rust code that wrote it), and its files served
// from another origin than the page's build, under /package/, beside an LMS's page at / that
// shows the package's index.html in a frame of the same origin (as Moodle and Canvas do: the
// SCORM API the page looks for in `parent` must be reachable, so the frame is same-origin
// with its parent). The .wasm is served with the type an LMS's file server gives it
// (application/octet-stream by default), never with the build's _headers.
//
//   unzip(bytes)                 Map of path -> Buffer, every entry of a zip (stored or
//                                deflated), each checked against its CRC-32
//   servePackage({ files, wasmType, parent, extra })
//       files     the package: a Map from unzip(), or the zip's bytes
//       wasmType  the Content-Type of .wasm files ('application/octet-stream')
//       parent    the HTML of the LMS's page at / (default: a page framing the package's
//                 index.html, <iframe id="sco" src="package/index.html">)
//       extra     more files at the root, { '/scorm-again.js': Buffer | string } (the
//                 runtime the parent page loads)
//     -> { url, packageUrl, requests, missing, close }: the parent page's address, the
//        package's index.html's, every path asked for so far (in order), those answered 404,
//        and close()
//   AGAIN                       the path of scorm-again's runtime (node_modules)
//   LMS_HTML, LMS_JS            an LMS's player page (/lms/index.html?v=1.2|2004&src=...)
//                                and its script (/lms/lms.js), for scorm-again's runtime
//                                at /lms/scorm-again.js: see below
import { createServer } from 'node:http';
import { inflateRawSync, crc32 } from 'node:zlib';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json',
  '.png': 'image/png', '.svg': 'image/svg+xml', '.webmanifest': 'application/manifest+json', '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Every entry of the zip `bytes`, by its name, from the central directory.
 * @param {Uint8Array} bytes
 * @returns {Map<string, Buffer>}
 */
export function unzip(bytes) {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = b.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('no end of central directory record');
  const count = b.readUInt16LE(end + 10);
  let at = b.readUInt32LE(end + 16);
  const files = new Map();
  for (let i = 0; i < count; i++) {
    if (b.readUInt32LE(at) !== 0x02014b50) throw new Error(`entry ${i}: no central directory record`);
    const method = b.readUInt16LE(at + 10);
    const crc = b.readUInt32LE(at + 16);
    const size = b.readUInt32LE(at + 20);
    const nameLength = b.readUInt16LE(at + 28);
    const skip = nameLength + b.readUInt16LE(at + 30) + b.readUInt16LE(at + 32);
    const local = b.readUInt32LE(at + 42);
    const name = b.toString('utf8', at + 46, at + 46 + nameLength);
    if (b.readUInt32LE(local) !== 0x04034b50) throw new Error(`${name}: no local header`);
    const start = local + 30 + b.readUInt16LE(local + 26) + b.readUInt16LE(local + 28);
    const raw = b.subarray(start, start + size);
    const data = method === 0 ? Buffer.from(raw) : method === 8 ? inflateRawSync(raw) : null;
    if (!data) throw new Error(`${name}: compression method ${method}`);
    if (crc32(data) !== crc) throw new Error(`${name}: CRC-32 ${crc32(data)} is not the ${crc} recorded`);
    if (files.has(name)) throw new Error(`${name} twice`);
    files.set(name, data);
    at += 46 + skip;
  }
  return files;
}

const FRAME = '<!doctype html><html lang="en"><link rel="icon" href="data:,"><title>Course</title><h1>Course</h1>'
  + '<iframe id="sco" src="package/index.html" title="Lesson" width="1000" height="800"></iframe></html>';

/**
 * @param {{ files: Map<string, Buffer> | Uint8Array, wasmType?: string, parent?: string,
 *   extra?: Record<string, Buffer | string> }} options
 */
export async function servePackage({ files, wasmType = 'application/octet-stream', parent = FRAME, extra = {} }) {
  const entries = files instanceof Map ? files : unzip(files);
  /** @type {string[]} */
  const requests = [];
  /** @type {string[]} */
  const missing = [];
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url || '/', 'http://x').pathname);
    requests.push(path);
    if (path === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(parent);
      return;
    }
    if (path in extra) {
      res.writeHead(200, { 'content-type': TYPES[extname(path)] || 'application/octet-stream' }).end(extra[path]);
      return;
    }
    const inside = path.startsWith('/package/') ? path.slice('/package/'.length) || 'index.html' : null;
    const body = inside === null ? undefined : entries.get(inside);
    if (!body) {
      missing.push(path);
      res.writeHead(404).end('not found');
      return;
    }
    const type = extname(inside) === '.wasm' ? wasmType : TYPES[extname(inside)] || 'application/octet-stream';
    res.writeHead(200, { 'content-type': type }).end(body);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', () => r(undefined)));
  server.unref();
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const url = `http://127.0.0.1:${address.port}/`;
  return {
    url,
    packageUrl: `${url}package/index.html`,
    requests,
    missing,
    close: () => new Promise((r) => {
      server.close(() => r(undefined));
      server.closeAllConnections();
    }),
  };
}

// scorm-again's runtime, the LMS side.
export const AGAIN = fileURLToPath(new URL('../../node_modules/scorm-again/dist/scorm-again.min.js', import.meta.url));

// The parent page, as an LMS's player: the runtime asked for by its query (v=1.2|2004;
// load=JSON of the cmi an earlier session left; refuse=1 for an API that refuses every
// SetValue, refuse=throw for one whose SetValue throws), each of its functions recorded in window.calls as [name, args, result], then the
// frame at src=.
export const LMS_HTML = '<!doctype html><html><head><meta charset="utf-8"><title>LMS</title>'
  + '<script src="/lms/scorm-again.js"></script><script src="/lms/lms.js"></script></head><body></body></html>';
export const LMS_JS = `
const q = new URLSearchParams(location.search);
const v = q.get('v');
const names = v === '1.2'
  ? ['LMSInitialize', 'LMSFinish', 'LMSGetValue', 'LMSSetValue', 'LMSCommit', 'LMSGetLastError', 'LMSGetErrorString', 'LMSGetDiagnostic']
  : ['Initialize', 'Terminate', 'GetValue', 'SetValue', 'Commit', 'GetLastError', 'GetErrorString', 'GetDiagnostic'];
window.calls = [];
window.logged = [];
let runtime;
if (q.get('refuse')) {
  // An LMS that takes nothing: every SetValue is "false", its error 405.
  let last = '0';
  runtime = {};
  for (const n of names) runtime[n] = () => { last = '0'; return /GetValue/.test(n) ? '' : 'true'; };
  runtime[names[3]] = q.get('refuse') === 'throw' ? () => { throw new TypeError('the LMS is down'); } : () => { last = '405'; return 'false'; };
  runtime[names[5]] = () => last;
  runtime[names[6]] = () => 'Incorrect data type';
} else {
  const settings = { logLevel: 1, onLogMessage: (level, message) => window.logged.push([level, message]) };
  // judge=1: an LMS that judges by the manifest's pass mark on its own (1.2: the masteryscore
  // against the raw score; 2004 does so by its sequencing, scaled_passing_score).
  if (q.get('judge')) settings.mastery_override = true;
  runtime = v === '1.2' ? new Scorm12API(settings) : new Scorm2004API(settings);
  if (q.get('load')) runtime.loadFromJSON(JSON.parse(q.get('load')));
}
window.runtime = runtime;
const api = {};
// nointeractions=1: an LMS that keeps no interactions (1.2's 401, not implemented: a
// SetValue on one is "false", its count "" with 401 too; nointeractions=set: only the
// SetValue says so).
let own = null;
for (const n of names) {
  api[n] = (...args) => {
    let out;
    const none = q.get('nointeractions') && /^cmi[.]interactions[.]/.test(args[0]);
    if (none && (n === names[3] || (n === names[2] && q.get('nointeractions') === '1'))) {
      out = n === names[3] ? 'false' : '';
      own = '401';
    } else if (n === names[5] && own) {
      out = own;
    } else {
      own = null;
      out = runtime[n](...args);
    }
    window.calls.push([n, args, out]);
    return out;
  };
}
window[v === '1.2' ? 'API' : 'API_1484_11'] = api;
addEventListener('DOMContentLoaded', () => {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width:100%;height:95vh;border:0';
  frame.src = q.get('src');
  document.body.append(frame);
});
`;
