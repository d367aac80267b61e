/**
 * The Devanagari file cut by scripts/subset-devanagari.sh (docs/decisions/
 * 025-languages.md "Type") still draws every letter the Hindi and Marathi
 * pages use and every letter of the Devanagari block the @fontsource
 * original drew, at every weight from 400 to 700.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";

const here = path.dirname(new URL(import.meta.url).pathname);
const original = path.join(
  here,
  "../../node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2",
);
const subset = path.join(here, "noto-sans-devanagari-wght.woff2");

/** WOFF2's numbers for the tables read here (its "known tags"). */
const CMAP = 0;
const FVAR = 47;

/** The cmap and fvar tables of a WOFF2 file, uncompressed. */
function tablesOf(file: string): { cmap: Buffer; fvar?: Buffer } {
  const font = readFileSync(file);
  if (font.toString("latin1", 0, 4) !== "wOF2") throw new Error(`${file} is not WOFF2`);
  const numTables = font.readUInt16BE(12);
  const compressedSize = font.readUInt32BE(20);
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = font[at++]!;
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error("bad UIntBase128");
  };
  // The directory: each table's place in the one compressed stream, in order, unpadded.
  let offset = 0;
  const places = new Map<number | string, { offset: number; length: number }>();
  for (let i = 0; i < numTables; i++) {
    const flags = font[at++]!;
    const tagIndex = flags & 0x3f;
    const tag = tagIndex === 0x3f ? font.toString("latin1", at, (at += 4)) : tagIndex;
    const length = base128();
    const version = flags >> 6;
    // glyf (10) and loca (11) are transformed at version 0, the others at any other version.
    const transformed = tag === 10 || tag === 11 ? version === 0 : version !== 0;
    const stored = transformed ? base128() : length;
    places.set(tag, { offset, length: stored });
    offset += stored;
  }
  const data = brotliDecompressSync(font.subarray(at, at + compressedSize));
  const table = (tag: number) => {
    const place = places.get(tag);
    return place && data.subarray(place.offset, place.offset + place.length);
  };
  const cmap = table(CMAP);
  if (!cmap) throw new Error(`${file} has no cmap`);
  return { cmap, fvar: table(FVAR) };
}

/** The characters a WOFF2 file draws: its cmap's code points that map to a glyph. */
function codePointsOf(file: string): Set<number> {
  const table = tablesOf(file).cmap;
  const points = new Set<number>();
  const records = table.readUInt16BE(2);
  for (let r = 0; r < records; r++) {
    const sub = table.readUInt32BE(4 + r * 8 + 4);
    const format = table.readUInt16BE(sub);
    if (format === 12) {
      const groups = table.readUInt32BE(sub + 12);
      for (let g = 0; g < groups; g++) {
        const start = table.readUInt32BE(sub + 16 + g * 12);
        const end = table.readUInt32BE(sub + 20 + g * 12);
        for (let c = start; c <= end; c++) points.add(c);
      }
    } else if (format === 4) {
      const segments = table.readUInt16BE(sub + 6) / 2;
      const ends = sub + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let s = 0; s < segments; s++) {
        const start = table.readUInt16BE(starts + s * 2);
        const end = table.readUInt16BE(ends + s * 2);
        const delta = table.readUInt16BE(deltas + s * 2);
        const rangeOffset = table.readUInt16BE(rangeOffsets + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          const glyph = rangeOffset
            ? table.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (c - start) * 2)
            : (c + delta) & 0xffff;
          if (glyph) points.add(c);
        }
      }
    }
  }
  return points;
}

const devanagari = (c: number) => c >= 0x900 && c <= 0x97f;

/** Every Devanagari character of the Hindi and Marathi texts. */
function usedCharacters(): Set<number> {
  const used = new Set<number>();
  for (const lang of ["hi", "mr"]) {
    const dir = path.join(here, "../content", lang);
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts")))
      for (const char of readFileSync(path.join(dir, file), "utf8")) {
        const c = char.codePointAt(0)!;
        if (devanagari(c)) used.add(c);
      }
  }
  return used;
}

/** A variable font's axes: tag, least and most. */
function axesOf(file: string): { tag: string; min: number; max: number }[] {
  const fvar = tablesOf(file).fvar;
  if (!fvar) return [];
  const first = fvar.readUInt16BE(4);
  const size = fvar.readUInt16BE(10);
  return Array.from({ length: fvar.readUInt16BE(8) }, (_, i) => {
    const at = first + i * size;
    return {
      tag: fvar.toString("latin1", at, at + 4),
      min: fvar.readInt32BE(at + 4) / 65536,
      max: fvar.readInt32BE(at + 12) / 65536,
    };
  });
}

describe("the Devanagari type, cut to the Devanagari block and weights 400–700", () => {
  it("draws every letter the Hindi and Marathi pages use", () => {
    const drawn = codePointsOf(subset);
    const used = usedCharacters();
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((c) => !drawn.has(c)).map((c) => c.toString(16))).toEqual([]);
  });

  it("draws all the original drew of the block, the joiners, ₹ and ◌, and nothing else", () => {
    const before = codePointsOf(original);
    const kept = (c: number) => devanagari(c) || [0x200c, 0x200d, 0x20b9, 0x25cc].includes(c);
    const drawn = codePointsOf(subset);
    expect([...before].filter(kept).sort()).toEqual([...drawn].sort());
    // What was left out: the Vedic and extended marks that Hindi and Marathi do not use.
    expect(before.size).toBeGreaterThan(drawn.size);
  });

  it("keeps the weights the pages use, 400 to 700, of the original's 100 to 900", () => {
    expect(axesOf(original)).toEqual([{ tag: "wght", min: 100, max: 900 }]);
    expect(axesOf(subset)).toEqual([{ tag: "wght", min: 400, max: 700 }]);
  });

  it("is declared for the ranges and weights the script cuts to", () => {
    const script = readFileSync(path.join(here, "../../scripts/subset-devanagari.sh"), "utf8");
    const ranges = /ranges="([^"]+)"/.exec(script)![1]!.split(",");
    expect(script).toContain("wght=400:700");
    const css = readFileSync(path.join(here, "../app.css"), "utf8");
    const face = /@font-face \{\s*font-family: "Noto Sans Devanagari";[^}]+\}/.exec(css)![0];
    expect(face).toContain(`unicode-range: ${ranges.join(", ")};`);
    expect(face).toContain("font-weight: 400 700;");
  });
});
