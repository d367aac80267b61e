/**
 * A file's bytes from the database as a Response body: a view of the same
 * memory when it is an ArrayBuffer (as the drivers give it), else a copy.
 */
export function downloadBody(bytes: Uint8Array): BodyInit {
  const { buffer, byteOffset, byteLength } = bytes;
  return buffer instanceof ArrayBuffer
    ? new Uint8Array(buffer, byteOffset, byteLength)
    : bytes.slice();
}
