/**
 * A file name safe to store and to offer for download (résumés, customer
 * care's attachments): no path, no control characters or quotes, at most
 * 120 characters, and the extension of what the bytes were found to be.
 */
export function safeFileName(name: string, extension: string, fallbackStem: string): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, "")
    .trim()
    .slice(0, 120);
  const stem = base.replace(/\.[^.]*$/, "") || fallbackStem;
  return `${stem}.${extension}`;
}
