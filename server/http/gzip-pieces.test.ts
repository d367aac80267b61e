import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzipPieces, piece, plainPieces, stored } from "./gzip-pieces";

describe("one gzip member from pieces compressed apart", () => {
  it("unzips to the pieces in order, whatever their size and level", () => {
    const frame = "<html><head><title>".repeat(2000);
    const pieces = [
      piece(frame, 9),
      piece("LR123456789"), // stored: too small to compress
      piece(""),
      piece("नमस्ते ".repeat(5000), 1),
      { raw: Buffer.alloc(70_000, 97), deflated: stored(Buffer.alloc(70_000, 97)) }, // two stored blocks
      piece("</html>"),
    ];
    const whole = Buffer.concat(pieces.map((p) => p.raw));
    expect(gunzipSync(gzipPieces(pieces)).equals(whole)).toBe(true);
    expect(plainPieces(pieces).equals(whole)).toBe(true);
  });

  it("compresses the frame: a page of repeated markup is a fraction of its size", () => {
    const html = '<li class="flex items-center gap-2"><a href="/x">A link</a></li>'.repeat(1000);
    expect(gzipPieces([piece(html, 9)]).byteLength).toBeLessThan(html.length / 20);
  });
});
