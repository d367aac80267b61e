/**
 * Real résumé files for the checks of server/services/resume-file.ts, made
 * the way Word and a ZIP tool make them: OLE compound files (cfb) and ZIP
 * packages (fflate), plain and crafted (macros, renamed workbooks, bombs).
 */
import * as CFB from "cfb";
import { strToU8, zipSync, type Zippable } from "fflate";
import { buildDocx } from "./docx";

/** A Word 97-2003 file: a compound file with a WordDocument stream, and more storages if given. */
export function buildDoc(extra: Record<string, string> = {}): Uint8Array {
  const doc = CFB.utils.cfb_new();
  CFB.utils.cfb_add(doc, "/WordDocument", Buffer.from("Asha Patil, fleet supervisor", "latin1"));
  CFB.utils.cfb_add(doc, "/1Table", Buffer.alloc(64));
  for (const [path, text] of Object.entries(extra)) CFB.utils.cfb_add(doc, path, Buffer.from(text));
  return new Uint8Array(CFB.write(doc, { type: "buffer" }) as Buffer);
}

/** A .doc with a VBA project in its Macros storage, as Word saves one with macros. */
export const docWithMacros = () =>
  buildDoc({ "/Macros/VBA/_VBA_PROJECT": "vba", "/Macros/VBA/ThisDocument": "Sub AutoOpen()" });

const CONTENT_TYPES = (main: string, more = "") =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${main}${more}</Types>`;

const WORD_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const DOCUMENT = `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Asha Patil</w:t></w:r></w:p></w:body></w:document>`;

function zip(files: Record<string, string | Uint8Array>): Uint8Array {
  const entries: Zippable = {};
  for (const [name, content] of Object.entries(files))
    entries[name] = typeof content === "string" ? strToU8(content) : content;
  return zipSync(entries, { level: 6 });
}

/** A macro-enabled document (.docm) renamed .docx: its main part and a vbaProject.bin. */
export const macroDocx = () =>
  zip({
    "[Content_Types].xml": CONTENT_TYPES(
      '<Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/>',
      '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/>',
    ),
    "_rels/.rels": WORD_RELS,
    "word/document.xml": DOCUMENT,
    "word/vbaProject.bin": new Uint8Array([0xcc, 0x61, 0xff, 0xff]),
  });

/** A workbook renamed .docx, with a word/ entry added so a byte search would pass it. */
export const renamedWorkbook = () =>
  zip({
    "[Content_Types].xml": CONTENT_TYPES(
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>',
    ),
    "_rels/.rels": WORD_RELS.replace("word/document.xml", "xl/workbook.xml"),
    "xl/workbook.xml": "<workbook/>",
    "word/readme.txt": "not a document",
  });

/** A plain ZIP with a word/ name and no content types at all. */
export const zipWithWordName = () => zip({ "word/document.xml": DOCUMENT, "notes.txt": "hello" });

/** A genuine document whose package inflates to 80 MB (a zip bomb: a few hundred KB on the wire). */
export const zipBomb = () =>
  zip({
    "[Content_Types].xml": CONTENT_TYPES(
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>',
    ),
    "_rels/.rels": WORD_RELS,
    "word/document.xml": DOCUMENT,
    "word/media/padding.bin": new Uint8Array(80 * 1024 * 1024),
  });

/** The same bomb with its entry's declared size lowered to 1 KB (a lying central directory). */
export function lyingZipBomb(): Uint8Array {
  const bytes = Buffer.from(
    zip({
      "[Content_Types].xml": CONTENT_TYPES(
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>',
      ),
      "word/document.xml": DOCUMENT,
      "word/media/padding.bin": new Uint8Array(20 * 1024 * 1024),
    }),
  );
  // Lower the declared size of padding.bin in its local and central headers.
  const name = Buffer.from("word/media/padding.bin");
  for (let at = bytes.indexOf(name); at !== -1; at = bytes.indexOf(name, at + 1)) {
    const local = bytes.readUInt32LE(at - 30) === 0x04034b50;
    bytes.writeUInt32LE(1024, local ? at - 30 + 22 : at - 46 + 24);
  }
  return new Uint8Array(bytes);
}

/** A ZIP of more entries than any résumé has. */
export const zipOfManyEntries = () => {
  const files: Record<string, string> = {
    "[Content_Types].xml": CONTENT_TYPES(
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>',
    ),
    "word/document.xml": DOCUMENT,
  };
  for (let i = 0; i < 2_000; i += 1) files[`word/media/p${i}.xml`] = "<p/>";
  return zip(files);
};

/** The project's own minimal DOCX, as a genuine résumé. */
export const plainDocx = () => buildDocx(["Asha Patil", "Fleet supervisor"]);
