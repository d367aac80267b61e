/**
 * Barcodes drawn as vectors, so a thermal printer's 203 dpi gets sharp bars
 * at any size: Code 128 from bwip-js's encoder (its bar and space widths),
 * QR codes from the qrcode package (its module matrix; a fifth of bwip-js's
 * time a code). Each value is encoded once and kept, a few thousand at most,
 * so a labels PDF of many packages encodes each LR's QR code once.
 */
import bwipjs from "bwip-js/node";
import QRCode from "qrcode";
import type { Doc } from "./pdf-kit";

const KEEP = 4_000;

function remembered<T>(make: (value: string) => T) {
  const kept = new Map<string, T>();
  return (value: string): T => {
    let found = kept.get(value);
    if (found === undefined) {
      found = make(value);
      if (kept.size >= KEEP) kept.delete(kept.keys().next().value!);
      kept.set(value, found);
    }
    return found;
  };
}

/**
 * Code 128's bars as [start, width] in modules, the whole width in modules,
 * and the bars as PDF path operators in modules (one unit tall), made once.
 */
export type Bars = { bars: readonly (readonly [number, number])[]; modules: number; path: string };

export const code128Bars = remembered((value: string): Bars => {
  const [symbol] = bwipjs.raw("code128", value, "") as unknown as [{ sbs: number[] }];
  const bars: [number, number][] = [];
  let x = 0;
  symbol.sbs.forEach((width, i) => {
    if (i % 2 === 0) bars.push([x, width]);
    x += width;
  });
  return { bars, modules: x, path: bars.map(([at, width]) => `${at} 0 ${width} 1 re`).join("\n") };
});

/** A QR code's dark modules as runs [row, start, length], its size in modules, and the runs as PDF path operators in modules. */
export type QrRuns = {
  runs: readonly (readonly [number, number, number])[];
  size: number;
  path: string;
};

export const qrRuns = remembered((value: string): QrRuns => {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: "M" });
  const runs: [number, number, number][] = [];
  for (let row = 0; row < modules.size; row++) {
    let start = -1;
    for (let col = 0; col <= modules.size; col++) {
      const dark = col < modules.size && modules.get(row, col) === 1;
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        runs.push([row, start, col - start]);
        start = -1;
      }
    }
  }
  // A hair taller and wider than a module, so no white seam shows between runs.
  const path = runs
    .map(([row, start, length]) => `${start} ${row} ${length + 0.02} 1.02 re`)
    .join("\n");
  return { runs, size: modules.size, path };
});

/**
 * Code 128 of `value` filling `width` points (the quiet zones of 10 modules
 * each side inside it), `height` tall, with its top left at x, y. The bars
 * are written once in modules and scaled into place: a label of 500 writes
 * no coordinate twice.
 */
export function drawCode128(doc: Doc, value: string, box: Box): void {
  const { modules, path } = code128Bars(value);
  const quiet = 10;
  const unit = box.width / (modules + 2 * quiet);
  doc.save().transform(unit, 0, 0, box.height, box.x + quiet * unit, box.y);
  doc.addContent(path).fill("#000000").restore();
}

/** A QR code of `value` in a square of `size` points, its 4-module quiet zone inside it. */
export function drawQr(doc: Doc, value: string, x: number, y: number, size: number): void {
  const { size: modules, path } = qrRuns(value);
  const unit = size / (modules + 8);
  doc.save().transform(unit, 0, 0, unit, x + 4 * unit, y + 4 * unit);
  doc.addContent(path).fill("#000000").restore();
}

export type Box = { x: number; y: number; width: number; height: number };
