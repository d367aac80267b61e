/**
 * Bytes as a response body takes them (Hono's `c.body`, the Fetch API's
 * BodyInit): a view over a plain ArrayBuffer. The database's bytea columns
 * are typed over any ArrayBuffer-like; the rare view over a shared one is
 * copied, every other is passed on as it is.
 */
export function responseBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return isOverArrayBuffer(bytes) ? bytes : new Uint8Array(bytes);
}

function isOverArrayBuffer(bytes: Uint8Array): bytes is Uint8Array<ArrayBuffer> {
  return bytes.buffer instanceof ArrayBuffer;
}
