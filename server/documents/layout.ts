/** Small drawing helpers the documents share: one line of text, a label over a value, a rule. */
import type { Doc, FontWeight } from "./pdf-kit";

export type TextStyle = {
  size: number;
  weight?: FontWeight;
  color?: string;
  width?: number;
  align?: "left" | "center" | "right";
  /** Lines at most: what does not fit ends in an ellipsis, never over what follows. */
  lines?: number;
};

export const INK = "#111111";
export const MUTED = "#555555";
export const RULE = "#9a9a9a";

/** Writes `text` at x, y; answers the height it took. */
export function write(doc: Doc, text: string, x: number, y: number, style: TextStyle): number {
  const { size, weight = "regular", color = INK, width, align = "left", lines = 1 } = style;
  doc.font(weight).fontSize(size).fillColor(color);
  // The font's own line height: Devanagari's matras need more than Latin's 1.2.
  const lineHeight = doc.currentLineHeight(true);
  const options: PDFKit.Mixins.TextOptions = {
    width,
    align,
    lineGap: 0,
    height: lineHeight * lines,
    ellipsis: true,
    lineBreak: lines > 1,
  };
  const height = Math.min(doc.heightOfString(text, options), lineHeight * lines);
  doc.text(text, x, y, options);
  return height;
}

/** A small grey caption over its value; answers the height both took. */
export function field(
  doc: Doc,
  caption: string,
  value: string,
  x: number,
  y: number,
  style: TextStyle,
): number {
  const captionSize = Math.max(6, style.size * 0.62);
  const top = write(doc, caption.toUpperCase(), x, y, {
    size: captionSize,
    weight: "semibold",
    color: MUTED,
    width: style.width,
    align: style.align,
  });
  return top + write(doc, value, x, y + top, style);
}

export function rule(doc: Doc, x: number, y: number, width: number, color = RULE, lineWidth = 0.6) {
  doc
    .save()
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(lineWidth)
    .strokeColor(color)
    .stroke();
  doc.restore();
}
