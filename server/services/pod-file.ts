/**
 * A proof of delivery as it is kept and served: a PDF.
 * Field staff photograph the signed LR, so a JPEG or PNG (known by its
 * bytes, core/schemas/shipment-update.ts podProblem) is decoded by sharp,
 * turned upright, scaled to at most A4 at 300 dpi, flattened on white and
 * written again as a baseline JPEG, which drops every piece of metadata (the
 * phone's EXIF with its GPS position), then placed on one A4 page
 * (server/documents/pod.ts). A PDF is kept as sent. Both doors (the console and the
 * ingestion API) store what this answers.
 */
import sharp from "sharp";
import { buildImagePdf } from "../documents/pod";
import { POD_MAX_BYTES, podKind } from "@core/schemas/shipment-update";

/** A photo of more pixels than a phone takes (about 50 megapixels) is not decoded. */
const MAX_PIXELS = 50_000_000;
/** The long side of A4 at 300 dpi: print quality, and a file of a few hundred KB. */
const MAX_SIDE = 3508;

export type PodPdf = { ok: true; pdf: Uint8Array } | { ok: false; message: string };

/** The PDF to store for these bytes, which podProblem has already let through. */
export async function podAsPdf(bytes: Uint8Array): Promise<PodPdf> {
  const kind = podKind(bytes);
  if (kind === "pdf") return { ok: true, pdf: bytes };
  if (!kind) return { ok: false, message: "The file is not a PDF, JPEG or PNG." };
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85, mozjpeg: false, progressive: false })
      .toBuffer({ resolveWithObject: true });
    const pdf = buildImagePdf(data, {
      width: info.width,
      height: info.height,
      channels: info.channels === 1 ? 1 : 3,
    });
    if (pdf.byteLength > POD_MAX_BYTES)
      return { ok: false, message: "The photo is too detailed to keep; send a smaller one." };
    return { ok: true, pdf };
  } catch {
    return { ok: false, message: `The ${kind.toUpperCase()} photo could not be read.` };
  }
}
