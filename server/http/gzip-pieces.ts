/**
 * One gzip member made of pieces compressed apart: the
 * frame of a page is compressed once, at its best, and each answer adds its
 * own small pieces. Every piece is a raw deflate stream ended by a sync
 * flush, so it ends on a byte boundary in a block that is not the last and
 * refers to nothing before it; laid end to end they are one valid deflate
 * stream (RFC 1951 3.2.3–3.2.4), closed by an empty final block. The gzip
 * trailer's CRC-32 and length are of the whole (RFC 1952).
 */
import { constants, crc32, deflateRawSync } from "node:zlib";

export type Piece = { raw: Buffer; deflated: Buffer };

/** gzip's header: deflate, no name, no time; OS "unknown". */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final block of fixed codes: BFINAL 1, BTYPE 01, end of block. */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);
/** Below this a piece is sent as it is, in a stored block: compressing it would cost more. */
const STORED_BELOW = 128;
const STORED_MAX = 0xffff;

/** A piece, compressed at `level` (9 for what is compressed once). */
export function piece(text: string | Buffer, level = 6): Piece {
  const raw = typeof text === "string" ? Buffer.from(text) : text;
  if (raw.byteLength < STORED_BELOW) return { raw, deflated: stored(raw) };
  return { raw, deflated: deflateRawSync(raw, { level, finishFlush: constants.Z_SYNC_FLUSH }) };
}

/** Stored (uncompressed) blocks, none final: byte-aligned like a flushed stream. */
export function stored(raw: Buffer): Buffer {
  const blocks: Buffer[] = [];
  for (let at = 0; at < raw.byteLength || at === 0; at += STORED_MAX) {
    const part = raw.subarray(at, at + STORED_MAX);
    const head = Buffer.alloc(5);
    head[0] = 0; // BFINAL 0, BTYPE 00; the rest of the byte is padding
    head.writeUInt16LE(part.byteLength, 1);
    head.writeUInt16LE(~part.byteLength & 0xffff, 3);
    blocks.push(head, part);
    if (raw.byteLength === 0) break;
  }
  return Buffer.concat(blocks);
}

/** The pieces as one gzip member. */
export function gzipPieces(pieces: readonly Piece[]): Buffer {
  let crc = 0;
  let length = 0;
  const out: Buffer[] = [HEADER];
  for (const p of pieces) {
    // An empty piece changes nothing (and zlib.crc32 of nothing answers 0 here, not the value given).
    if (p.raw.byteLength === 0) continue;
    crc = crc32(p.raw, crc);
    length += p.raw.byteLength;
    out.push(p.deflated);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  out.push(LAST_BLOCK, trailer);
  return Buffer.concat(out);
}

/** The pieces as they are, for a client that takes no gzip. */
export function plainPieces(pieces: readonly Piece[]): Buffer {
  return Buffer.concat(pieces.map((p) => p.raw));
}
