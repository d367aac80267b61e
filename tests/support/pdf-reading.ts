/**
 * A PDF as a reader sees it, by Mozilla's PDF.js (a parser that is not the
 * writer): each page's size in points and its text, for tests of documents.
 */
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export type ReadPage = { width: number; height: number; text: string };

/** `textOf` lists the (1-based) pages whose text to read, when not all: reading text is the slow part. */
export async function readPdf(bytes: Uint8Array, textOf?: readonly number[]): Promise<ReadPage[]> {
  // PDF.js takes the buffer over: give it a copy so the caller's bytes stay usable.
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const pages: ReadPage[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const [x0, y0, x1, y1] = page.view as [number, number, number, number];
      let text = "";
      if (!textOf || textOf.includes(n)) {
        const content = await page.getTextContent();
        text = content.items.map((item) => ("str" in item ? item.str : "")).join(" ");
      }
      pages.push({ width: Math.round(x1 - x0), height: Math.round(y1 - y0), text });
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

export type PdfImage = { width: number; height: number; filter: string | null };

/** The image objects of a PDF as their dictionaries declare them, in whatever order their keys are written. */
export function imagesOf(bytes: Uint8Array): PdfImage[] {
  const text = Buffer.from(bytes).toString("latin1");
  const images: PdfImage[] = [];
  for (const [dictionary] of text.matchAll(
    /<<(?:(?!>>)[\s\S])*\/Subtype\s*\/Image(?:(?!>>)[\s\S])*>>/g,
  )) {
    const number = (key: string) => Number(new RegExp(`/${key}\\s+(\\d+)`).exec(dictionary)?.[1]);
    images.push({
      width: number("Width"),
      height: number("Height"),
      filter: /\/Filter\s*\/(\w+)/.exec(dictionary)?.[1] ?? null,
    });
  }
  return images;
}
