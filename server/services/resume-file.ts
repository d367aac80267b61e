/**
 * What a résumé really is, read from its first bytes (DESIGN.md "Security
 * baseline": uploads are checked by their bytes, not by their name or
 * declared type). A renamed picture or program is refused.
 */
export type ResumeKind = { contentType: string; extension: "pdf" | "doc" | "docx" };

const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, i) => bytes[i] === byte);

/** True when `needle` occurs in the bytes (names inside ZIP and OLE files are stored plainly). */
function contains(bytes: Uint8Array, needle: Buffer): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(needle);
}

const WORD_STREAM = Buffer.from("WordDocument", "utf16le");
const DOCX_PART = Buffer.from("word/", "latin1");

/** PDF, Word 97-2003 (.doc) or Word (.docx); null for anything else. */
export function detectResumeKind(bytes: Uint8Array): ResumeKind | null {
  if (Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-")
    return { contentType: "application/pdf", extension: "pdf" };
  if (startsWith(bytes, OLE_SIGNATURE) && contains(bytes, WORD_STREAM))
    return { contentType: "application/msword", extension: "doc" };
  if (startsWith(bytes, ZIP_SIGNATURE) && contains(bytes, DOCX_PART))
    return {
      contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      extension: "docx",
    };
  return null;
}

/** A file name safe to store and to offer for download: no path, no control characters. */
export function storedFileName(name: string, kind: ResumeKind): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, "")
    .trim()
    .slice(0, 120);
  const stem = base.replace(/\.[^.]*$/, "") || "resume";
  return `${stem}.${kind.extension}`;
}
