/**
 * A list of pincodes as a spreadsheet saves it (/staff/serviceability): one a
 * line, in the first column; a first line that is a heading is skipped.
 * Anything else is refused by line number, so nothing is half-applied.
 */
export const PINCODE_CSV_MAX = 20_000;

export type PincodeCsv = { ok: true; pincodes: string[] } | { ok: false; message: string };

export function readPincodeCsv(text: string): PincodeCsv {
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  const found = new Set<string>();
  const bad: string[] = [];
  lines.forEach((line, i) => {
    const cell = (line.split(/[,;\t]/)[0] ?? "")
      .trim()
      .replace(/^"(.*)"$/, "$1")
      .trim();
    if (cell === "") return;
    if (/^[1-9]\d{5}$/.test(cell)) found.add(cell);
    else if (i === 0 && !/\d/.test(cell))
      return; // a heading such as "pincode"
    else bad.push(`line ${i + 1} (“${cell.slice(0, 20)}”)`);
  });
  if (bad.length > 0)
    return {
      ok: false,
      message: `Each line must start with a 6-digit pincode. Check ${bad.slice(0, 5).join(", ")}${bad.length > 5 ? ` and ${bad.length - 5} more` : ""}.`,
    };
  if (found.size === 0)
    return { ok: false, message: "The file has no pincodes. Put one 6-digit pincode a line." };
  if (found.size > PINCODE_CSV_MAX)
    return {
      ok: false,
      message: `The file has ${found.size.toLocaleString("en-IN")} pincodes; send at most ${PINCODE_CSV_MAX.toLocaleString("en-IN")} a file.`,
    };
  return { ok: true, pincodes: [...found] };
}
