// Pattern databases kept while the page is open and in the browser (IndexedDB) for the next
// visit, so a person builds each one once: its bytes (PdbBuild's result) by the key of its
// goal and estimate. Whether a copy read back is whole is Rust's to say (sliding_db_fits: its
// version and CRC-32); these only read, write and forget. Storage refused or missing (a
// private window, a sandboxed frame) is no error: the database is then built on each visit.

/** @type {Map<string, Uint8Array>} by databaseKey */
export const DATABASES = new Map();

// The database the options need built in a worker (a pattern database on 4x4; on 3x3 Rust
// builds its own at once): its estimate, side and where its blank is ("pdb663-4-first" for
// the 6-6-3 tables of Korf's goal); else null.
/** @param {Options} o @returns {string | null} */
export function databaseKey(o) {
  if (o.heuristic !== 'pdb' && o.heuristic !== 'pdb663') return null;
  if (Number(o.korf) > 0) return `${o.heuristic}-4-first`;
  return Number(o.side) >= 4 ? `${o.heuristic}-${o.side}-${o.blank}` : null;
}

const NAME = 'searchlight-pdb';
const STORE = 'tables';

/** @returns {Promise<IDBDatabase | null>} */
function opened() {
  return new Promise((resolve) => {
    try {
      const req = indexedDB.open(NAME, 1);
      req.onupgradeneeded = () => { req.result.createObjectStore(STORE); };
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => resolve(null);
      req.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

// One request on the store, its result (undefined when storage is not to be had).
/**
 * @param {IDBTransactionMode} mode
 * @param {(store: IDBObjectStore) => IDBRequest} ask
 * @returns {Promise<unknown>}
 */
async function request(mode, ask) {
  const db = await opened();
  if (!db) return undefined;
  return new Promise((resolve) => {
    try {
      const tx = db.transaction(STORE, mode);
      const req = ask(tx.objectStore(STORE));
      tx.oncomplete = () => { db.close(); resolve(req.result); };
      tx.onerror = () => { db.close(); resolve(undefined); };
      tx.onabort = () => { db.close(); resolve(undefined); };
    } catch {
      db.close();
      resolve(undefined);
    }
  });
}

// The bytes kept under `key`, or undefined.
/** @param {string} key @returns {Promise<Uint8Array | undefined>} */
export async function storedDatabase(key) {
  const value = await request('readonly', (s) => s.get(key));
  return value instanceof Uint8Array ? value : undefined;
}

/** @param {string} key @param {Uint8Array} bytes */
export const storeDatabase = (key, bytes) => request('readwrite', (s) => s.put(bytes, key));

/** @param {string} key */
export const forgetDatabase = (key) => request('readwrite', (s) => s.delete(key));
