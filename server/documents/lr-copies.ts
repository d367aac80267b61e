/**
 * LR copies on A4, one page a shipment (CONTRACT.md "documents"): the
 * carrier, both parties, what is carried and how it is paid, the e-way
 * bill, and the liability line of the terms as the terms page states it.
 * Many shipments make one PDF.
 */
import { company } from "@core/content/company";
import { termsAndConditions } from "@core/content/legal";
import { indiaDateTime } from "@core/india-time";
import { drawCode128 } from "./barcodes";
import { packageCount, type DocumentShipment } from "./document-shipment";
import { field, INK, MUTED, rule, RULE, write } from "./layout";
import {
  A4,
  dayText,
  finish,
  kilograms,
  newDocument,
  PAYMENT_NAMES,
  rupees,
  SERVICE_NAMES,
  SLOT_NAMES,
  type Doc,
} from "./pdf-kit";

const M = 40;
const W = A4.width - 2 * M;

/** The terms' sentence on the carrier's liability, found by what it says, not where it stands. */
export function liabilityLine(): string {
  for (const section of termsAndConditions)
    for (const paragraph of section.paragraphs)
      if (/liability for loss or damage is limited/i.test(paragraph)) return paragraph;
  throw new Error("The terms no longer state the carrier's liability.");
}

export function renderLrCopies(shipments: readonly DocumentShipment[]): Uint8Array {
  const doc = newDocument({ size: "A4", title: "LR copies" });
  for (const shipment of shipments) drawLrCopy(doc, shipment);
  return finish(doc);
}

function drawLrCopy(doc: Doc, s: DocumentShipment): void {
  doc.addPage({ size: "A4", margin: 0 });

  // The carrier on the left, the consignment note's number on the right.
  write(doc, company.name, M, M, { size: 16, weight: "bold", width: 300 });
  write(doc, company.address.lines.join(", "), M, M + 22, { size: 8.5, color: MUTED, width: 320 });
  write(doc, `${company.phone.display}  ·  ${company.email.support}`, M, M + 34, {
    size: 8.5,
    color: MUTED,
    width: 300,
  });
  const rightX = M + W - 200;
  write(doc, "LORRY RECEIPT (LR COPY)", rightX, M, {
    size: 9,
    weight: "bold",
    width: 200,
    align: "right",
    color: MUTED,
  });
  write(doc, s.lrNo, rightX, M + 12, { size: 20, weight: "bold", width: 200, align: "right" });
  drawCode128(doc, s.lrNo, { x: rightX + 20, y: M + 40, width: 180, height: 30 });
  write(doc, `Booked ${indiaDateTime(s.bookedAt, "en")}`, rightX, M + 73, {
    size: 8.5,
    width: 200,
    align: "right",
  });
  rule(doc, M, M + 92, W, INK, 1.2);

  // Both parties side by side.
  let y = M + 102;
  const half = (W - 20) / 2;
  const party = (x: number, title: string, lines: [string, string][]) => {
    let at = y;
    at += write(doc, title, x, at, { size: 9, weight: "bold", color: MUTED, width: half }) + 4;
    for (const [caption, value] of lines)
      at += field(doc, caption, value, x, at, { size: 10, width: half, lines: 2 }) + 5;
    return at;
  };
  const pickup = s.business.pickup;
  const left = party(M, "CONSIGNOR (SENDER)", [
    ["Name", s.business.legalName],
    ["GSTIN", s.business.gstin ?? "Not given"],
    ["Pickup address", place(pickup)],
    ["Contact", [pickup.contactName, pickup.phone].filter(Boolean).join(", ") || "—"],
  ]);
  const c = s.consignee;
  const right = party(M + half + 20, "CONSIGNEE (RECEIVER)", [
    ["Name", c.name],
    ["Delivery address", place(c)],
    ["Phone", c.phone],
    ["Address type", s.addressType === "home" ? "Home" : "Office"],
  ]);
  y = Math.max(left, right) + 6;
  rule(doc, M, y, W);

  // The consignment's facts in a grid of three columns.
  y += 10;
  const facts: [string, string][] = [
    ["Service", SERVICE_NAMES[s.service] ?? s.service],
    ["Payment mode", PAYMENT_NAMES[s.paymentMode] ?? s.paymentMode],
    ["COD amount", s.paymentMode === "cod" ? rupees(s.codAmountPaise ?? 0) : "—"],
    ["Declared value", rupees(s.declaredValuePaise)],
    ["Invoice number", s.invoiceNo || "—"],
    ["E-way bill number", s.ewbNo ?? "Not required"],
    ["Packages", String(packageCount(s))],
    ["Chargeable weight", kilograms(s.chargeableWeightGrams)],
    ["Delivery slot", s.deliverySlot ? (SLOT_NAMES[s.deliverySlot] ?? s.deliverySlot) : "Any time"],
    ["Expected delivery", s.expectedDate ? dayText(s.expectedDate) : "—"],
  ];
  const col = W / 3;
  facts.forEach(([caption, value], i) => {
    const x = M + (i % 3) * col;
    const rowY = y + Math.floor(i / 3) * 34;
    field(doc, caption, value, x, rowY, { size: 10, weight: "semibold", width: col - 10 });
  });
  y += Math.ceil(facts.length / 3) * 34 + 4;

  y = drawPackages(doc, s, y);

  // What carriage is subject to, and the signatures.
  y += 16;
  doc.rect(M, y, W, 58).lineWidth(0.6).strokeColor(RULE).stroke();
  write(doc, "LIABILITY", M + 10, y + 8, { size: 7.5, weight: "bold", color: MUTED });
  write(doc, liabilityLine(), M + 10, y + 19, { size: 8.5, width: W - 20, lines: 3 });
  y += 58;
  write(
    doc,
    "Carried subject to the terms and conditions of the company, which the consignor accepts by booking.",
    M,
    y + 6,
    {
      size: 7.5,
      color: MUTED,
      width: W,
    },
  );
  const signY = A4.height - M - 70;
  for (const [i, caption] of [
    "Consignor's signature and seal",
    `For ${company.name}`,
    "Received in good condition by",
  ].entries()) {
    const x = M + i * (W / 3);
    rule(doc, x, signY + 30, W / 3 - 20, INK, 0.6);
    write(doc, caption, x, signY + 34, { size: 8, color: MUTED, width: W / 3 - 20 });
  }
  write(doc, `Track this shipment: ${s.trackingUrl}`, M, A4.height - M - 12, {
    size: 8,
    color: MUTED,
    width: W,
  });
}

/** An address on one line, whatever parts it has. */
function place(p: { address: string; city: string; state: string; pincode: string }): string {
  const state = [p.state, p.pincode].filter(Boolean).join(" ");
  return [p.address, p.city, state].filter(Boolean).join(", ") || "—";
}

/** The package lines as a table with totals; answers where it ends. */
function drawPackages(doc: Doc, s: DocumentShipment, top: number): number {
  const columns: [string, number, "left" | "right"][] = [
    ["#", 24, "left"],
    ["Packages", 70, "right"],
    ["Weight each", 90, "right"],
    ["Size each (L × B × H cm)", 160, "right"],
    ["Weight of the line", W - 24 - 70 - 90 - 160, "right"],
  ];
  let y = top;
  doc.rect(M, y, W, 18).fill("#eeeeee");
  let x = M;
  for (const [title, width, align] of columns) {
    write(doc, title, x + 6, y + 4.5, { size: 8, weight: "semibold", width: width - 12, align });
    x += width;
  }
  y += 18;
  let totalGrams = 0;
  s.packages.forEach((line, i) => {
    const lineGrams = line.weightGrams * line.count;
    totalGrams += lineGrams;
    const cells = [
      String(i + 1),
      String(line.count),
      kilograms(line.weightGrams),
      `${line.lengthCm} × ${line.breadthCm} × ${line.heightCm}`,
      kilograms(lineGrams),
    ];
    x = M;
    cells.forEach((cell, j) => {
      const [, width, align] = columns[j]!;
      write(doc, cell, x + 6, y + 5, { size: 9, width: width - 12, align });
      x += width;
    });
    y += 19;
    rule(doc, M, y, W, "#dddddd", 0.5);
  });
  x = M;
  write(doc, "Total", x + 6, y + 5, { size: 9, weight: "bold", width: 80 });
  write(doc, String(packageCount(s)), M + 24 + 6, y + 5, {
    size: 9,
    weight: "bold",
    width: 58,
    align: "right",
  });
  write(doc, `${kilograms(totalGrams)} actual`, M + W - columns[4]![1] + 6, y + 5, {
    size: 9,
    weight: "bold",
    width: columns[4]![1] - 12,
    align: "right",
  });
  return y + 20;
}
