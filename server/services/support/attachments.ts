/**
 * A ticket's attachments, read from their bytes (DESIGN.md "Security
 * baseline"; CONTRACT.md "Customer care"): a JPEG, PNG or PDF, whatever the
 * name or the declared type says, at most 5 MB. Photos are decoded and
 * written again by sharp (libvips), which keeps the pixels and drops every
 * piece of metadata (EXIF with its GPS position, XMP, IPTC, comments) unless
 * asked to keep it; the orientation is applied first so a phone's portrait
 * photo stays upright. A file that does not decode as what its bytes claim is
 * refused. Decision 030 says why re-encoding, not editing the EXIF in place.
 *
 * Re-encoding a phone's photo takes seconds of a core: a request's files are
 * checked through a gate (../work-gate.ts) that lets one request per core at
 * once, each photo on one libvips thread, without libvips' cache of
 * decoded images (decision 030, "Bounded re-encoding").
 */
import { availableParallelism } from "node:os";
import sharp from "sharp";
import { ATTACHMENTS } from "@core/support";
import { ticketMessages } from "@core/schemas/support-ticket";
import { encodeMessage } from "@core/messages";
import { safeFileName } from "../file-names";
import { createWorkGate, type WorkGate } from "../work-gate";

// The gate counts one re-encoding per core; libvips would otherwise give each all the cores.
sharp.concurrency(1);
sharp.cache(false);

/**
 * The gate of one process: the machine's cores shared among the workers, a
 * queue of four requests per slot, each waiting at most 15 s.
 */
export function reencodingGate(workers = 1): WorkGate {
  const slots = Math.max(1, Math.floor(availableParallelism() / workers));
  return createWorkGate({ slots, queue: 4 * slots, waitMs: 15_000 });
}

export type CheckedAttachment = {
  fileName: string;
  contentType: (typeof ATTACHMENTS.types)[number];
  content: Uint8Array;
};

export type AttachmentCheck =
  | { ok: true; file: CheckedAttachment }
  | { ok: false; message: string };

/** A photo of more pixels than a phone takes (about 50 megapixels) is not decoded. */
const MAX_PIXELS = 50_000_000;

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, i) => bytes[i] === byte);

/** What the bytes are: a kind we take, or null. */
export function kindOf(bytes: Uint8Array): CheckedAttachment["contentType"] | null {
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  if (startsWith(bytes, PNG)) return "image/png";
  if (Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-") return "application/pdf";
  return null;
}

const EXTENSION = { "image/jpeg": "jpg", "image/png": "png", "application/pdf": "pdf" } as const;

/** The shown name of a file in a message: its last part, without control characters, short. */
const shownName = (name: string) =>
  // eslint-disable-next-line no-control-regex
  (name.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 80) || "file";

/** One file as sent: checked by its bytes, a photo written again without its metadata. */
export async function checkAttachment(file: File): Promise<AttachmentCheck> {
  const name = shownName(file.name);
  if (file.size > ATTACHMENTS.maxBytes)
    return { ok: false, message: ticketMessages.tooLarge(name) };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength === 0) return { ok: false, message: ticketMessages.empty(name) };
  const type = kindOf(bytes);
  if (!type) return { ok: false, message: ticketMessages.wrongType(name) };
  const fileName = safeFileName(file.name, EXTENSION[type], "attachment");
  if (type === "application/pdf")
    return { ok: true, file: { fileName, contentType: type, content: bytes } };
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" }).rotate();
    const content =
      type === "image/jpeg"
        ? await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer()
        : await image.png().toBuffer();
    // Written again, a photo may grow past the limit: it is refused like a larger original.
    if (content.byteLength > ATTACHMENTS.maxBytes)
      return { ok: false, message: ticketMessages.tooLarge(name) };
    return { ok: true, file: { fileName, contentType: type, content: new Uint8Array(content) } };
  } catch {
    return { ok: false, message: encodeMessage("attachmentUnreadable", { name }) };
  }
}

/** Every file, in order, in one turn of the gate; the refusals' messages by file, or the files. */
export async function checkAttachments(
  files: File[],
  gate: WorkGate,
): Promise<{ ok: true; files: CheckedAttachment[] } | { ok: false; messages: string[] }> {
  if (files.length === 0) return { ok: true, files: [] };
  // One after another within the request's turn: throws Busy when no turn comes.
  const checked = await gate.run(async () => {
    const results: AttachmentCheck[] = [];
    for (const file of files) results.push(await checkAttachment(file));
    return results;
  });
  const messages = checked.flatMap((c) => (c.ok ? [] : [c.message]));
  if (messages.length) return { ok: false, messages };
  return { ok: true, files: checked.flatMap((c) => (c.ok ? [c.file] : [])) };
}
