/**
 * How the business portal's documents are answered (CONTRACT.md
 * "documents"): PDFs shown in the browser to print, ZIPs downloaded, never
 * kept by a browser or proxy (they carry consignees' names and phones), and
 * one plain 404 for what is not this business's, whether it exists or not.
 */
const PRIVATE = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" } as const;

export function pdfResponse(file: { fileName: string; content: Uint8Array }): Response {
  return new Response(new Uint8Array(file.content), {
    headers: {
      ...PRIVATE,
      "Content-Type": "application/pdf",
      "Content-Length": String(file.content.byteLength),
      "Content-Disposition": `inline; filename="${safeName(file.fileName)}"`,
    },
  });
}

export function zipResponse(stream: ReadableStream<Uint8Array>, fileName: string): Response {
  return new Response(stream, {
    headers: {
      ...PRIVATE,
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${safeName(fileName)}"`,
    },
  });
}

/** A statement (decision 043): the PDF shown to print, the CSV downloaded; never kept. */
export function statementResponse(file: {
  fileName: string;
  content: Uint8Array;
  format: "pdf" | "csv";
}): Response {
  if (file.format === "pdf") return pdfResponse(file);
  return new Response(new Uint8Array(file.content), {
    headers: {
      ...PRIVATE,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Length": String(file.content.byteLength),
      "Content-Disposition": `attachment; filename="${safeName(file.fileName)}"`,
    },
  });
}

export function notFound(what = "No such document for your business."): Response {
  return new Response(what, {
    status: 404,
    headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8" },
  });
}

export function badRequest(message: string): Response {
  return new Response(message, {
    status: 400,
    headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8" },
  });
}

function safeName(name: string): string {
  return name.replace(/[^\w.-]/g, "_");
}
