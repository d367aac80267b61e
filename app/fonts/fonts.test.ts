/**
 * The Devanagari file cut by scripts/subset-devanagari.sh (docs/decisions/
 * 025-languages.md "Type") still draws every letter the Hindi and Marathi
 * pages use and every letter of the Devanagari block the @fontsource
 * original drew, at every weight from 400 to 700, and lays out every word of
 * the site and every two-consonant cluster as the original does (HarfBuzz,
 * harfbuzzjs), though it keeps only the conjuncts Hindi and Marathi form.
 * Manrope, cut by scripts/subset-manrope.sh, draws every Latin character the
 * site's source writes.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import * as hb from "harfbuzzjs";
import { describe, expect, it } from "vitest";

const here = path.dirname(new URL(import.meta.url).pathname);
const original = path.join(
  here,
  "../../node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2",
);
const subset = path.join(here, "noto-sans-devanagari-wght.woff2");

/** WOFF2's "known tags", by their number in a table directory entry. */
const KNOWN_TAGS = (
  "cmap head hhea hmtx maxp name OS/2 post cvt_ fpgm glyf loca prep CFF_ VORG EBDT EBLC gasp " +
  "hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL " +
  "SVG_ sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx " +
  "opbd prop trak Zapf Silf Glat Gloc Feat Sill"
)
  .split(" ")
  .map((tag) => tag.replace("_", " "));

/** A WOFF2 file's tables, uncompressed, by tag; `transformed` names those stored in WOFF2's own form. */
function tablesOf(file: string): { tables: Map<string, Buffer>; transformed: string[] } {
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
  const places: { tag: string; offset: number; length: number }[] = [];
  const transformed: string[] = [];
  for (let i = 0; i < numTables; i++) {
    const flags = font[at++]!;
    const tag =
      (flags & 0x3f) === 0x3f ? font.toString("latin1", at, (at += 4)) : KNOWN_TAGS[flags & 0x3f]!;
    const length = base128();
    const version = flags >> 6;
    // glyf and loca are transformed at version 0, the others at any other version.
    const isTransformed = tag === "glyf" || tag === "loca" ? version === 0 : version !== 0;
    const stored = isTransformed ? base128() : length;
    if (isTransformed) transformed.push(tag);
    places.push({ tag, offset, length: stored });
    offset += stored;
  }
  const data = brotliDecompressSync(font.subarray(at, at + compressedSize));
  const tables = new Map(
    places.map((place) => [place.tag, data.subarray(place.offset, place.offset + place.length)]),
  );
  return { tables, transformed };
}

/**
 * An OpenType font of a WOFF2 file's tables without the outlines (glyf and
 * loca, which WOFF2 stores transformed): what HarfBuzz needs to shape text
 * (cmap, GSUB, GPOS, GDEF, the advances and their variations).
 */
function shapingFontOf(file: string): Uint8Array {
  const { tables, transformed } = tablesOf(file);
  const outlines = ["glyf", "loca"];
  const unexpected = transformed.filter((tag) => !outlines.includes(tag));
  if (unexpected.length) throw new Error(`${file}: transformed ${unexpected.join(", ")}`);
  const kept = [...tables]
    .filter(([tag]) => !outlines.includes(tag))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const header = 12 + 16 * kept.length;
  const padded = (length: number) => (length + 3) & ~3;
  const size = kept.reduce((sum, [, table]) => sum + padded(table.length), header);
  const out = Buffer.alloc(size);
  out.writeUInt32BE(0x00010000, 0);
  out.writeUInt16BE(kept.length, 4);
  let place = header;
  kept.forEach(([tag, table], i) => {
    const record = 12 + 16 * i;
    out.write(tag, record, 4, "latin1");
    out.writeUInt32BE(place, record + 8);
    out.writeUInt32BE(table.length, record + 12);
    table.copy(out, place);
    place += padded(table.length);
  });
  return out;
}

/** The characters a WOFF2 file draws: its cmap's code points that map to a glyph. */
function codePointsOf(file: string): Set<number> {
  const table = tablesOf(file).tables.get("cmap");
  if (!table) throw new Error(`${file} has no cmap`);
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

/** The site's own source (app/ and core/, their tests aside): every text a page can show is in it. */
const siteSource = [path.join(here, ".."), path.join(here, "../../core")]
  .flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => readFileSync(path.join(dir, file), "utf8")),
  )
  .join("\n");

/** Every character of the site's source. */
const siteCharacters = new Set([...siteSource].map((char) => char.codePointAt(0)!));

/** Every word (run of Devanagari letters and joiners) of the site's texts. */
const siteWords = new Set(siteSource.match(/[\u0900-\u097f\u200c\u200d]+/g));

/** Every cluster of two consonants: ka + virama + ka to ha + virama + ha. */
function twoConsonantClusters(): string[] {
  const consonants = Array.from({ length: 0x93a - 0x915 }, (_, i) =>
    String.fromCodePoint(0x915 + i),
  );
  return consonants.flatMap((first) => consonants.map((second) => `${first}\u094d${second}`));
}

type Glyph = { cluster: number; xAdvance: number; xOffset: number; yOffset: number };

/** How HarfBuzz lays out each text in a file at a weight: each glyph's cluster, advance and offsets. */
function layouts(file: string, texts: readonly string[], weight: number): Glyph[][] {
  const font = new hb.Font(new hb.Face(new hb.Blob(shapingFontOf(file))));
  font.setVariations([new hb.Variation("wght", weight)]);
  return texts.map((text) => {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    const positions = buffer.getGlyphPositions();
    return buffer.getGlyphInfos().map(({ cluster }, i) => ({ cluster, ...positions[i]! }));
  });
}

/**
 * Whether two layouts draw a text alike: the same glyphs for the same
 * letters, placed within a unit of the em's 1000 (cutting the weight axis
 * rounds some bold advances by one). A ligature missing from one file comes
 * out as more glyphs.
 */
function alike(a: Glyph[], b: Glyph[]): boolean {
  const near = (x: number, y: number) => Math.abs(x - y) <= 1;
  return (
    a.length === b.length &&
    a.every(
      (glyph, i) =>
        glyph.cluster === b[i]!.cluster &&
        near(glyph.xAdvance, b[i]!.xAdvance) &&
        near(glyph.xOffset, b[i]!.xOffset) &&
        near(glyph.yOffset, b[i]!.yOffset),
    )
  );
}

/** A variable font's axes: tag, least and most. */
function axesOf(file: string): { tag: string; min: number; max: number }[] {
  const fvar = tablesOf(file).tables.get("fvar");
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
    const used = [...siteCharacters].filter(devanagari);
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter((c) => !drawn.has(c)).map((c) => c.toString(16))).toEqual([]);
  });

  it("draws all the original drew of the block, the joiners, ₹ and ◌, and nothing else", () => {
    const before = codePointsOf(original);
    const kept = (c: number) => devanagari(c) || [0x200c, 0x200d, 0x20b9, 0x25cc].includes(c);
    const drawn = codePointsOf(subset);
    expect([...before].filter(kept).sort()).toEqual([...drawn].sort());
    // What was left out: the Vedic and extended marks that Hindi and Marathi do not use.
    expect(before.size).toBeGreaterThan(drawn.size);
  });

  it("draws every word of the site and every two-consonant cluster as the original does, at 400 and 700", () => {
    const words = [...siteWords, ...twoConsonantClusters()];
    expect(words.length).toBeGreaterThan(3000);
    for (const weight of [400, 700]) {
      const before = layouts(original, words, weight);
      const after = layouts(subset, words, weight);
      const changed = words.filter((_, i) => !alike(before[i]!, after[i]!));
      expect(changed).toEqual([]);
    }
  });

  it("keeps fewer glyphs than the original: the conjuncts Hindi and Marathi words never form", () => {
    const glyphs = (file: string) => tablesOf(file).tables.get("maxp")!.readUInt16BE(4);
    expect(glyphs(subset)).toBeLessThan(400);
    expect(glyphs(original)).toBeGreaterThan(600);
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

const manropeOriginal = path.join(
  here,
  "../../node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2",
);
const manrope = path.join(here, "manrope-wght.woff2");

/** The code points of a unicode-range: "U+0020-007E, U+00A9". */
function rangePoints(ranges: string): Set<number> {
  const points = new Set<number>();
  for (const range of ranges.split(/,\s*/)) {
    const [from, to = from] = range.replace("U+", "").split("-");
    for (let c = parseInt(from!, 16); c <= parseInt(to!, 16); c++) points.add(c);
  }
  return points;
}

describe("Manrope, cut to weights 400–800 and to the Latin the site writes", () => {
  it("draws every character of the site that the original drew", () => {
    const before = codePointsOf(manropeOriginal);
    const drawn = codePointsOf(manrope);
    const used = [...siteCharacters].filter((c) => c >= 0x20 && before.has(c));
    expect(used.length).toBeGreaterThan(90);
    expect(used.filter((c) => !drawn.has(c)).map((c) => String.fromCodePoint(c))).toEqual([]);
  });

  it("draws exactly the characters the script cuts to and its @font-face declares", () => {
    const script = readFileSync(path.join(here, "../../scripts/subset-manrope.sh"), "utf8");
    const ranges = /ranges="([^"]+)"/.exec(script)![1]!;
    expect([...codePointsOf(manrope)].sort()).toEqual([...rangePoints(ranges)].sort());
    const css = readFileSync(path.join(here, "../app.css"), "utf8");
    const face = /@font-face \{\s*font-family: "Manrope";[^}]+\}/.exec(css)![0];
    const declared = /unicode-range:([^;]+);/.exec(face)![1]!.trim().replace(/\s+/g, " ");
    expect(declared).toBe(ranges.split(",").join(", "));
    expect(face).toContain("font-weight: 400 800;");
  });

  it("keeps the weights the pages use, 400 to 800, of the original's 200 to 800", () => {
    expect(axesOf(manropeOriginal)).toEqual([{ tag: "wght", min: 200, max: 800 }]);
    expect(axesOf(manrope)).toEqual([{ tag: "wght", min: 400, max: 800 }]);
  });
});
