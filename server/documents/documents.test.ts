import { describe, expect, it } from "vitest";
import { documentShipment } from "../../tests/support/document-shipments";
import { readPdf } from "../../tests/support/pdf-reading";
import { code128Bars, qrRuns } from "./barcodes";
import { packageBarcode, renderLabels } from "./labels";
import { liabilityLine, renderLrCopies } from "./lr-copies";
import { buildImagePdf } from "./pod";

const cod = documentShipment();
const paid = documentShipment({
  lrNo: "SB0000000002",
  paymentMode: "paid",
  codAmountPaise: null,
  ewbNo: null,
  packages: [{ count: 1, weightGrams: 2_000, lengthCm: 10, breadthCm: 10, heightCm: 10 }],
});

describe("package labels", () => {
  it("makes one 4 × 6 in page a package, numbered n of the shipment's count", async () => {
    const pages = await readPdf(renderLabels([cod, paid]));
    expect(pages).toHaveLength(6);
    for (const page of pages) expect([page.width, page.height]).toEqual([288, 432]);
    expect(pages[1]!.text).toContain("SB0000000001");
    expect(pages[1]!.text).toContain("2 of 5");
    expect(pages[1]!.text).toContain("SB0000000001-2");
    expect(pages[1]!.text).toContain("560066");
    expect(pages[5]!.text).toContain("1 of 1");
  });

  it("names the COD amount to collect on a cod shipment only", async () => {
    const [onCod, , , , , onPaid] = await readPdf(renderLabels([cod, paid]));
    expect(onCod!.text).toContain("COLLECT COD");
    expect(onCod!.text).toContain("₹12,000");
    expect(onPaid!.text).not.toContain("COLLECT COD");
    expect(onPaid!.text).toContain("PAID");
  });

  it("encodes the package's barcode as Code 128: start B, the value's symbols, check, stop", () => {
    const value = packageBarcode("SB0000000001", 2);
    expect(value).toBe("SB0000000001-2");
    const { bars, modules } = code128Bars(value);
    // Start, one symbol a character (set B), or fewer where set C packs digit pairs; check; stop.
    expect((modules - 13) % 11).toBe(0);
    expect(modules).toBeLessThanOrEqual(11 * (value.length + 2) + 13);
    // Start B is 11010010000: bars of 2, 1 and 1 modules at 0, 3 and 6.
    expect(bars.slice(0, 3)).toEqual([
      [0, 2],
      [3, 1],
      [6, 1],
    ]);
    // The stop pattern 1100011101011 ends every symbol: its last bar is 2 modules wide.
    expect(bars.at(-1)).toEqual([modules - 2, 2]);
    expect(code128Bars(value)).toBe(code128Bars(value));
  });

  it("makes the tracking page's QR code once per URL", () => {
    const qr = qrRuns(cod.trackingUrl);
    expect(qr.size).toBeGreaterThanOrEqual(21);
    // Finder patterns: 7 dark modules at both ends of the first row.
    const top = qr.runs.filter(([row]) => row === 0);
    expect(top[0]).toEqual([0, 0, 7]);
    expect(top.at(-1)).toEqual([0, qr.size - 7, 7]);
    expect(qrRuns(cod.trackingUrl)).toBe(qr);
  });
});

describe("LR copies", () => {
  it("makes one A4 page a shipment with both parties, payment, e-way bill and the liability line", async () => {
    const pages = await readPdf(renderLrCopies([cod, paid]));
    expect(pages).toHaveLength(2);
    for (const page of pages) expect([page.width, page.height]).toEqual([595, 842]);
    const [first, second] = pages.map((page) => page.text.replace(/\s+/g, " "));
    expect(first).toContain("SB0000000001");
    expect(first).toContain("Demo Traders Pvt Ltd");
    expect(first).toContain("27AAAAA0000A1Z2");
    expect(first).toContain("Cash on delivery (COD)");
    expect(first).toContain("331000123456");
    expect(first).toContain("₹65,000");
    expect(first).toContain("Our liability for loss or damage is limited to ₹5,000");
    expect(second).toContain("SB0000000002");
    expect(second).toContain("Not required");
  });

  it("takes the liability line from the terms page's text", () => {
    expect(liabilityLine()).toMatch(/^Our liability for loss or damage is limited to ₹5,000/);
  });

  it("keeps a name typed in Devanagari as text a reader can find", async () => {
    const [page] = await readPdf(renderLrCopies([cod]));
    expect(page!.text).toContain("राहुल");
  });
});

describe("a photographed POD", () => {
  it("places the JPEG on one A4 page", async () => {
    // The smallest baseline JPEG: one grey pixel.
    const jpeg = Buffer.from(
      "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==",
      "base64",
    );
    const pdf = buildImagePdf(jpeg, { width: 1, height: 1, channels: 1 });
    const pages = await readPdf(pdf);
    expect(pages).toHaveLength(1);
    expect([pages[0]!.width, pages[0]!.height]).toEqual([595, 842]);
    expect(Buffer.from(pdf).includes(jpeg)).toBe(true);
  });
});
