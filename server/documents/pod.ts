/**
 * A proof of delivery photographed by field staff, as the one-page A4 PDF it
 * is kept as (server/services/pod-file.ts re-encodes the photo first): the
 * JPEG's bytes as they are, as large as fits within a 36-point margin,
 * centred, upright as given.
 */
import { A4, finish, newDocument } from "./pdf-kit";

const MARGIN = 36;

/** `width` and `height` are the JPEG's pixels; pdfkit reads its channels from the file itself. */
export function buildImagePdf(
  jpeg: Uint8Array,
  { width, height }: { width: number; height: number; channels?: 1 | 3 },
): Uint8Array {
  const doc = newDocument({ size: "A4", title: "Proof of delivery" });
  doc.addPage({ size: "A4", margin: 0 });
  const scale = Math.min((A4.width - 2 * MARGIN) / width, (A4.height - 2 * MARGIN) / height);
  const [w, h] = [width * scale, height * scale];
  doc.image(
    Buffer.from(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength),
    (A4.width - w) / 2,
    (A4.height - h) / 2,
    {
      width: w,
      height: h,
    },
  );
  return finish(doc);
}
