/**
 * One-page text PDFs: the demo data's proof of delivery, and the résumés and
 * attachments tests upload. The bottom layer keeps this writer because the
 * demo seed needs it (docs/decisions/029-one-way-layers.md); the business
 * documents and the photographed POD are server/documents/. pdfkit with its
 * built-in Helvetica: these texts are English.
 */
import PDFDocument from "pdfkit";

/**
 * The same lines and date make the same bytes (pdfkit derives the file's id from its
 * information), so a retried upload of a test's file is the same upload; the demo seed
 * passes the moment it runs.
 */
export function buildTextPdf(
  lines: readonly { text: string; size?: number }[],
  createdAt = new Date("2026-01-01T00:00:00Z"),
): Uint8Array {
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: { Title: lines[0]?.text ?? "", CreationDate: createdAt },
  });
  doc.font("Helvetica");
  for (const { text, size = 12 } of lines)
    doc.fontSize(size).text(text, { lineGap: 10 - size * 0.2 });
  doc.end();
  // pdfkit writes synchronously and, read by no one, its stream keeps every chunk.
  const chunks: Buffer[] = [];
  for (let chunk = doc.read() as Buffer | null; chunk !== null; chunk = doc.read() as Buffer | null)
    chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
}
