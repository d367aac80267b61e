/**
 * The label's barcodes read back by a real reader (ZXing), not only checked
 * for their structure: the bars and QR runs the PDF draws are rasterised here
 * at a scanner's resolution, with the same geometry drawCode128 and drawQr
 * give them (quiet zones included), and decoded.
 */
import {
  BinaryBitmap,
  BitArray,
  Code128Reader,
  DecodeHintType,
  HybridBinarizer,
  QRCodeReader,
  RGBLuminanceSource,
} from "@zxing/library";
import { describe, expect, it } from "vitest";
import { documentShipment } from "../../tests/support/document-shipments";
import { code128Bars, qrRuns } from "./barcodes";
import { packageBarcode } from "./labels";

type Raster = { pixels: Uint8ClampedArray; width: number; height: number };

function blank(width: number, height: number): Raster {
  return { pixels: new Uint8ClampedArray(width * height).fill(255), width, height };
}

function darken(raster: Raster, x: number, y: number, width: number, height: number) {
  for (let row = y; row < y + height; row++)
    raster.pixels.fill(0, row * raster.width + x, row * raster.width + x + width);
}

function bitmapOf(raster: Raster) {
  const source = new RGBLuminanceSource(raster.pixels, raster.width, raster.height);
  return new BinaryBitmap(new HybridBinarizer(source));
}

/** Code 128 at `scale` pixels a module, 10 modules of quiet zone each side, as drawCode128 leaves. */
function rasterCode128(value: string, scale: number): Raster {
  const { bars, modules } = code128Bars(value);
  const raster = blank((modules + 20) * scale, 40);
  for (const [start, width] of bars) darken(raster, (start + 10) * scale, 0, width * scale, 40);
  return raster;
}

/** A QR code at `scale` pixels a module with the 4-module quiet zone drawQr leaves. */
function rasterQr(value: string, scale: number): Raster {
  const { runs, size } = qrRuns(value);
  const side = (size + 8) * scale;
  const raster = blank(side, side);
  for (const [row, start, length] of runs)
    darken(raster, (start + 4) * scale, (row + 4) * scale, length * scale, scale);
  return raster;
}

const shipment = documentShipment();

describe("the label's barcodes, read by a scanner", () => {
  it("reads each package's Code 128 as the LR number and package number", () => {
    for (const n of [1, 2, 5]) {
      const value = packageBarcode(shipment.lrNo, n);
      // 2 pixels a module: about a 0.25 mm module at a 203 dpi thermal printer.
      const raster = rasterCode128(value, 2);
      const row = bitmapOf(raster).getBlackRow(20, new BitArray(raster.width));
      const read = new Code128Reader().decodeRow(20, row, new Map());
      expect(read.getText()).toBe(value);
    }
  });

  it("reads the QR code as the shipment's tracking page", () => {
    const read = new QRCodeReader().decode(
      bitmapOf(rasterQr(shipment.trackingUrl, 4)),
      new Map([[DecodeHintType.PURE_BARCODE, true]]),
    );
    expect(read.getText()).toBe(shipment.trackingUrl);
    expect(read.getText()).toMatch(/\/track-shipment-v2\/SB0000000001$/);
  });
});
