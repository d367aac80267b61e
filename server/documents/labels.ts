/**
 * Package labels, 4 × 6 inches, one a package (CONTRACT.md "documents"):
 * the LR number and the package's place ("2 of 5") as Code 128 of
 * `<LR>-<n>` with its text, a QR code of the tracking page, the destination
 * pincode large on black, the consignee, the service, and the COD amount
 * to collect. Many shipments make one PDF.
 */
import { company } from "@core/content/company";
import { drawCode128, drawQr } from "./barcodes";
import { packageCount, type DocumentShipment } from "./document-shipment";
import { field, INK, rule, write } from "./layout";
import {
  dayText,
  indiaDay,
  kilograms,
  LABEL,
  newDocument,
  finish,
  rupees,
  type Doc,
} from "./pdf-kit";

const M = 12;
const W = LABEL.width - 2 * M;

/** The value a package's barcode encodes: "SB0000000001-2". */
export function packageBarcode(lrNo: string, n: number): string {
  return `${lrNo}-${n}`;
}

/** One PDF with every package label of these shipments, in their order. */
export function renderLabels(shipments: readonly DocumentShipment[]): Uint8Array {
  const doc = newDocument({ size: [LABEL.width, LABEL.height], title: "Package labels" });
  for (const shipment of shipments) {
    const total = packageCount(shipment);
    for (let n = 1; n <= total; n++) drawLabel(doc, shipment, n, total);
  }
  return finish(doc);
}

function drawLabel(doc: Doc, s: DocumentShipment, n: number, total: number): void {
  doc.addPage({ size: [LABEL.width, LABEL.height], margin: 0 });

  // The carrier and the service, as the sorting hub reads them first.
  write(doc, company.name, M, M, { size: 9.5, weight: "bold", width: 190 });
  const service = s.service.toUpperCase();
  doc.font("bold").fontSize(10);
  const badge = doc.widthOfString(service) + 14;
  doc.rect(LABEL.width - M - badge, M - 2, badge, 17).fill(INK);
  write(doc, service, LABEL.width - M - badge, M + 0.5, {
    size: 10,
    weight: "bold",
    color: "#ffffff",
    width: badge,
    align: "center",
  });
  rule(doc, M, 32, W, INK, 1);

  // LR number and the package's place, then its barcode.
  field(doc, "LR number", s.lrNo, M, 37, { size: 17, weight: "bold", width: 180 });
  field(doc, "Package", `${n} of ${total}`, M + 170, 37, {
    size: 17,
    weight: "bold",
    width: W - 170,
    align: "right",
  });
  const code = packageBarcode(s.lrNo, n);
  drawCode128(doc, code, { x: M, y: 76, width: W, height: 50 });
  write(doc, code, M, 129, { size: 8.5, width: W, align: "center" });
  rule(doc, M, 144, W);

  // Whom it goes to.
  let y = 148;
  y += field(doc, "Deliver to", s.consignee.name, M, y, { size: 13, weight: "bold", width: W });
  y += write(doc, s.consignee.address, M, y + 1, { size: 8.5, width: W, lines: 2 }) + 1;
  write(doc, [s.consignee.city, s.consignee.state].filter(Boolean).join(", "), M, y, {
    size: 9,
    weight: "semibold",
    width: W,
  });

  // The pincode, unmistakable; beside it what the receiver pays, if anything.
  const boxY = 216;
  const boxH = 66;
  const pinW = 168;
  doc.rect(M, boxY, pinW, boxH).fill(INK);
  write(doc, "PIN CODE", M + 8, boxY + 5, { size: 7, weight: "semibold", color: "#ffffff" });
  write(doc, s.consignee.pincode, M, boxY + 11, {
    size: 42,
    weight: "bold",
    color: "#ffffff",
    width: pinW,
    align: "center",
  });
  const sideX = M + pinW + 6;
  const sideW = W - pinW - 6;
  doc
    .rect(sideX + 0.75, boxY + 0.75, sideW - 1.5, boxH - 1.5)
    .lineWidth(1.5)
    .strokeColor(INK)
    .stroke();
  if (s.paymentMode === "cod") {
    write(doc, "COLLECT COD", sideX, boxY + 8, {
      size: 8,
      weight: "bold",
      width: sideW,
      align: "center",
    });
    write(doc, rupees(s.codAmountPaise ?? 0), sideX + 2, boxY + 26, {
      size: 14,
      weight: "bold",
      width: sideW - 4,
      align: "center",
    });
  } else {
    write(doc, s.paymentMode === "to_pay" ? "TO PAY" : "PAID", sideX, boxY + 20, {
      size: 15,
      weight: "bold",
      width: sideW,
      align: "center",
    });
    if (s.paymentMode === "to_pay")
      write(doc, "freight from receiver", sideX, boxY + 42, {
        size: 7,
        width: sideW,
        align: "center",
      });
  }
  rule(doc, M, boxY + boxH + 8, W);

  // From, facts for the hub and the door; the tracking page's QR code.
  const qr = 92;
  const colW = W - qr - 8;
  y = boxY + boxH + 13;
  const facts = { size: 8, width: colW };
  y += field(doc, "From", s.business.legalName, M, y, { ...facts, weight: "semibold" });
  const from = [s.business.pickup.city, s.business.pickup.pincode].filter(Boolean).join(" ");
  y += write(doc, from, M, y, facts) + 3;
  const weight = `${kilograms(s.chargeableWeightGrams)} chargeable`;
  y += field(doc, "Weight", weight, M, y, facts) + 3;
  const when = s.expectedDate
    ? `Booked ${dayText(indiaDay(s.bookedAt))}, due ${dayText(s.expectedDate)}`
    : "";
  if (when) y += write(doc, when, M, y, { ...facts, size: 7.5 }) + 1;
  if (s.addressType === "home")
    write(doc, "Home delivery", M, y, { ...facts, size: 7.5, weight: "semibold" });
  drawQr(doc, s.trackingUrl, LABEL.width - M - qr, boxY + boxH + 12, qr);
  write(doc, "Scan to track", LABEL.width - M - qr, boxY + boxH + 12 + qr, {
    size: 7,
    width: qr,
    align: "center",
  });
  write(doc, s.trackingUrl.replace(/^https?:\/\//, ""), M, LABEL.height - M - 8, {
    size: 6.5,
    width: W,
    color: "#444444",
  });
}
