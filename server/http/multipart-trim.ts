/**
 * Reads a multipart body as it streams in and keeps what a page form's
 * action needs: every text field, and of each file at
 * most `fileMax + 1` bytes: enough for the action to see the file is over
 * its limit and say so beside the field, with everything else typed kept.
 * The rest of a large file is read and dropped, never held. Without this,
 * a 7 MB résumé sent without JavaScript met the host's body limit before
 * the page and got a JSON 413 in English, losing the form.
 *
 * Bounds: text fields together at most `textMax` bytes, everything kept at
 * most `fileMax + 1 + textMax` (so a hundred file parts cannot add up), and
 * at most `totalMax` bytes read; past those, TooLargeBody. A malformed body
 * is passed on as far as it was understood: the form parser then refuses it.
 */
export class TooLargeBody extends Error {}

export type TrimLimits = { fileMax: number; textMax: number; totalMax: number };

const CRLF = Buffer.from("\r\n");
const HEADERS_END = Buffer.from("\r\n\r\n");
/** Part headers longer than this are no browser's: the body is malformed. */
const HEADERS_MAX = 16 * 1024;

/** The boundary of a multipart/form-data Content-Type, or null. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\b/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

export async function trimMultipart(
  stream: ReadableStream<Uint8Array>,
  boundary: string,
  { fileMax, textMax, totalMax }: TrimLimits,
): Promise<Uint8Array<ArrayBuffer>> {
  // Every delimiter is CRLF--boundary; the first has no CRLF before it, so one is read in front.
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const keepMax = fileMax + 1 + textMax;
  const out: Buffer[] = [];
  let kept = 0;
  let read = 0;
  let textBytes = 0;
  let state: "preamble" | "after-delimiter" | "headers" | "content" | "done" = "preamble";
  let isFile = false;
  let fileBytes = 0;
  let pending: Buffer = Buffer.from(CRLF);
  let first = true;

  const keep = (bytes: Buffer) => {
    if (bytes.length === 0) return;
    kept += bytes.length;
    if (kept > keepMax) throw new TooLargeBody();
    out.push(bytes);
  };
  const content = (bytes: Buffer) => {
    if (state === "preamble") return;
    if (!isFile) {
      textBytes += bytes.length;
      if (textBytes > textMax) throw new TooLargeBody();
      return keep(bytes);
    }
    const room = Math.max(0, Math.min(fileMax + 1 - fileBytes, keepMax - kept));
    const part = bytes.subarray(0, room);
    fileBytes += part.length;
    keep(part);
  };

  const step = (): boolean => {
    switch (state) {
      case "preamble":
      case "content": {
        const at = pending.indexOf(delimiter);
        if (at < 0) {
          const safe = Math.max(0, pending.length - (delimiter.length - 1));
          content(pending.subarray(0, safe));
          pending = pending.subarray(safe);
          return false;
        }
        content(pending.subarray(0, at));
        keep(first ? delimiter.subarray(2) : delimiter);
        first = false;
        pending = pending.subarray(at + delimiter.length);
        state = "after-delimiter";
        return true;
      }
      case "after-delimiter": {
        if (pending.length < 2) return false;
        const next = pending.subarray(0, 2).toString("latin1");
        if (next === "--") {
          keep(Buffer.from("--\r\n"));
          state = "done";
          return false;
        }
        state = "headers";
        return true;
      }
      case "headers": {
        const at = pending.indexOf(HEADERS_END);
        if (at < 0) {
          if (pending.length > HEADERS_MAX) throw new TooLargeBody();
          return false;
        }
        const headers = pending.subarray(0, at + HEADERS_END.length);
        const disposition = /^content-disposition:([^\r\n]*)/im.exec(headers.toString("latin1"));
        isFile = /;\s*filename\*?=/i.test(disposition?.[1] ?? "");
        fileBytes = 0;
        textBytes += headers.length;
        if (textBytes > textMax) throw new TooLargeBody();
        keep(headers);
        pending = pending.subarray(headers.length);
        state = "content";
        return true;
      }
      case "done":
        pending = Buffer.alloc(0);
        return false;
    }
  };

  // Asked of a function: TypeScript does not see step() change the state.
  const finished = () => state === "done";

  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    read += value.byteLength;
    if (read > totalMax) throw new TooLargeBody();
    pending = pending.length ? Buffer.concat([pending, value]) : Buffer.from(value);
    while (step());
  }
  // Whatever was left unfinished goes on as it came: the form parser refuses a truncated body.
  if (!finished()) keep(pending);
  return new Uint8Array(Buffer.concat(out));
}
