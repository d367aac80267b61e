/**
 * What a résumé really is, read from its content (DESIGN.md "Security
 * baseline": uploads are checked by their bytes, not by their name or
 * declared type). A renamed picture or program is refused,
 * and so are the Word files that carry code or would blow up when opened:
 * a .docx whose main part is not a Word document (macro-enabled, a template,
 * a spreadsheet renamed), one with a VBA project or ActiveX, a ZIP of more
 * entries or more inflated bytes than a résumé has, and a .doc with macros.
 */
import * as CFB from "cfb";
import { unzipSync, type UnzipFileInfo } from "fflate";
import { resumeMessages } from "@core/schemas/job-application";
import { safeFileName } from "./file-names";

export type ResumeKind = { contentType: string; extension: "pdf" | "doc" | "docx" };

export type ResumeCheck = { ok: true; kind: ResumeKind } | { ok: false; message: string };

const PDF: ResumeKind = { contentType: "application/pdf", extension: "pdf" };
const DOC: ResumeKind = { contentType: "application/msword", extension: "doc" };
const DOCX: ResumeKind = {
  contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  extension: "docx",
};

/** A résumé of text and a few pictures has tens of entries and a few MB inflated. */
export const DOCX_LIMITS = {
  entries: 500,
  inflatedBytes: 64 * 1024 * 1024,
  contentTypesBytes: 256 * 1024,
};

const WORD_MAIN =
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
/** Parts that hold code: VBA projects, their data, ActiveX controls. */
const CODE_PART = /vbaProject|vbaData|macroEnabled|activeX/i;

const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, i) => bytes[i] === byte);

const refuse = (message: string): ResumeCheck => ({ ok: false, message });

/** PDF, Word 97-2003 (.doc) or Word (.docx) without macros; else what is wrong, for the visitor. */
export function checkResume(bytes: Uint8Array): ResumeCheck {
  if (bytes.byteLength === 0) return refuse(resumeMessages.empty);
  if (Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-")
    return { ok: true, kind: PDF };
  if (startsWith(bytes, OLE_SIGNATURE)) return checkDoc(bytes);
  if (startsWith(bytes, ZIP_SIGNATURE)) return checkDocx(bytes);
  return refuse(resumeMessages.wrongType);
}

function checkDoc(bytes: Uint8Array): ResumeCheck {
  let paths: string[];
  try {
    paths = CFB.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      type: "buffer",
    }).FullPaths;
  } catch {
    return refuse(resumeMessages.wrongType);
  }
  const names = paths.flatMap((path) => path.split("/").filter(Boolean));
  if (!names.includes("WordDocument")) return refuse(resumeMessages.wrongType);
  // Word keeps a document's macros in a Macros storage (VBA project inside).
  if (names.some((name) => /^(macros|_vba_project|vba)$/i.test(name)))
    return refuse(resumeMessages.macros);
  return { ok: true, kind: DOC };
}

/** What deflate can at most make of `size` bytes: more means the declared size is a lie. */
const mostCompressed = (originalSize: number) => originalSize + 64 + Math.ceil(originalSize / 1000);

function checkDocx(bytes: Uint8Array): ResumeCheck {
  const entries: UnzipFileInfo[] = [];
  let contentTypes: Uint8Array | undefined;
  try {
    // The filter sees every entry of the central directory before anything is inflated;
    // only [Content_Types].xml is, into a buffer of its declared size.
    const files = unzipSync(bytes, {
      filter: (entry) => {
        entries.push(entry);
        return (
          entry.name === "[Content_Types].xml" &&
          entry.originalSize <= DOCX_LIMITS.contentTypesBytes
        );
      },
    });
    contentTypes = files["[Content_Types].xml"];
  } catch {
    return refuse(resumeMessages.wrongType);
  }
  const inflated = entries.reduce((sum, entry) => sum + entry.originalSize, 0);
  const lies = entries.some(
    (entry) =>
      (entry.compression !== 0 && entry.compression !== 8) ||
      entry.size > mostCompressed(entry.originalSize),
  );
  if (entries.length > DOCX_LIMITS.entries || inflated > DOCX_LIMITS.inflatedBytes || lies)
    return refuse(resumeMessages.unreadable);
  if (entries.some((entry) => CODE_PART.test(entry.name))) return refuse(resumeMessages.macros);
  if (!contentTypes) return refuse(resumeMessages.wrongType);

  const types = Buffer.from(contentTypes).toString("utf8");
  if (CODE_PART.test(types)) return refuse(resumeMessages.macros);
  // The main part is the one the package's content types call a Word document.
  const mainPart = [...types.matchAll(/<Override\b[^>]*>/g)]
    .map(([tag]) => ({
      part: /\bPartName="([^"]*)"/.exec(tag)?.[1],
      type: /\bContentType="([^"]*)"/.exec(tag)?.[1],
    }))
    .find((override) => override.type === WORD_MAIN)?.part;
  if (!mainPart || !entries.some((entry) => `/${entry.name}` === mainPart))
    return refuse(resumeMessages.wrongType);
  return { ok: true, kind: DOCX };
}

/** A file name safe to store and to offer for download: no path, no control characters. */
export function storedFileName(name: string, kind: ResumeKind): string {
  return safeFileName(name, kind.extension, "resume");
}
