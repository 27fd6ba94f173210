// What the wasm-bindgen glue is given to instantiate the .wasm from a fetched Response: the
// Response itself where the server says application/wasm (compiled as it streams in), else its
// bytes. A learning management system's file server (a SCORM package) may serve the
// .wasm as application/octet-stream or text/plain, which streaming compilation refuses; the
// glue would then warn on the console and fall back to the bytes itself. Here the bytes are
// taken at once, so a wrong type costs no failed attempt and says nothing, and a file that is
// not WebAssembly still fails as a CompileError (the page's "bad module" message).

/**
 * @param {Response} response a successful fetch of the .wasm
 * @returns {Promise<Response | ArrayBuffer>}
 */
export async function wasmInput(response) {
  const type = (response.headers.get('Content-Type') || '').split(';')[0].trim().toLowerCase();
  if (type === 'application/wasm' && typeof WebAssembly.instantiateStreaming === 'function') return response;
  return response.arrayBuffer();
}
