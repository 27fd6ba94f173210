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
import { createServer } from 'node:http';
import { inflateRawSync, crc32 } from 'node:zlib';
import { extname } from 'node:path';

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
