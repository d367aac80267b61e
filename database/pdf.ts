/**
 * Writes real one-page PDFs without a PDF library: from lines of text (the
 * demo proof of delivery, tests that need a genuine PDF) or around one JPEG
 * photo (a proof of delivery photographed by field staff).
 */

/** The file: header, numbered objects, cross-reference table and trailer. */
function assemblePdf(objects: readonly Buffer[], header = "%PDF-1.4\n"): Uint8Array {
  const parts: Buffer[] = [Buffer.from(header, "latin1")];
  let length = parts[0]!.byteLength;
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, "latin1"),
      obj,
      Buffer.from("\nendobj\n", "latin1"),
    ]);
    parts.push(part);
    length += part.byteLength;
  });
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  tail += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(tail, "latin1"));
  return new Uint8Array(Buffer.concat(parts));
}

const text = (s: string) => Buffer.from(s, "latin1");
const stream = (dictionary: string, content: Buffer) =>
  Buffer.concat([
    text(`<< ${dictionary ? `${dictionary} ` : ""}/Length ${content.byteLength} >>\nstream\n`),
    content,
    text("\nendstream"),
  ]);

/** An A4 page in points. */
const A4 = { width: 595, height: 842 };

export function buildTextPdf(lines: readonly { text: string; size?: number }[]): Uint8Array {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, "?");
  let y = 780;
  const content = lines
    .map(({ text, size = 12 }) => {
      const op = `BT /F1 ${size} Tf 56 ${y} Td (${escape(text)}) Tj ET`;
      y -= size + 10;
      return op;
    })
    .join("\n");
  return assemblePdf([
    text("<< /Type /Catalog /Pages 2 0 R >>"),
    text("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
    text(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>`,
    ),
    text("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"),
    stream("", text(content)),
  ]);
}

/**
 * An A4 page holding one baseline JPEG (its bytes as they are, DCTDecode),
 * as large as fits within a 36-point margin, centred, upright as given.
 * `channels` is the JPEG's: 1 (grey) or 3 (RGB).
 */
export function buildImagePdf(
  jpeg: Uint8Array,
  { width, height, channels }: { width: number; height: number; channels: 1 | 3 },
): Uint8Array {
  const margin = 36;
  const scale = Math.min((A4.width - 2 * margin) / width, (A4.height - 2 * margin) / height);
  const [w, h] = [width * scale, height * scale].map((n) => Math.round(n * 100) / 100) as [
    number,
    number,
  ];
  const x = Math.round(((A4.width - w) / 2) * 100) / 100;
  const y = Math.round(((A4.height - h) / 2) * 100) / 100;
  const colourSpace = channels === 1 ? "/DeviceGray" : "/DeviceRGB";
  return assemblePdf(
    [
      text("<< /Type /Catalog /Pages 2 0 R >>"),
      text("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
      text(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R >>`,
      ),
      stream(
        `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace ${colourSpace} /BitsPerComponent 8 /Filter /DCTDecode`,
        Buffer.from(jpeg),
      ),
      stream("", text(`q ${w} 0 0 ${h} ${x} ${y} cm /Im1 Do Q`)),
    ],
    // A comment of high bytes after the header tells tools the file holds binary data.
    "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n",
  );
}
