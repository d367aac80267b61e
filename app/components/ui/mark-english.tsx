import { useLang } from "~/lib/i18n";

/**
 * Latin words in a Hindi or Marathi text: an LR number, an e-mail address, a
 * phone number, a place the server wrote in English. Marked lang="en" (so a
 * screen reader reads them as English) on Hindi and Marathi pages; on English
 * pages the text is returned as it is.
 */
const LATIN_RUN = /\+?[A-Za-z0-9@][\w@.+/:-]*(?:[ &]+[A-Za-z0-9@][\w@.+/:-]*)*/g;

export function MarkEnglish({ text }: { text: string }) {
  const lang = useLang();
  if (lang === "en") return <>{text}</>;
  return <>{markEnglish(text)}</>;
}

/** The text split into plain pieces and lang="en" spans. */
export function markEnglish(text: string) {
  const pieces: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LATIN_RUN)) {
    // A run ends before trailing punctuation: 'LR123456789.' marks 'LR123456789'.
    const run = match[0].replace(/[.:/-]+$/, "");
    // Digits alone are no language (dates, counts); a phone number starts with +.
    if (!/[A-Za-z@]/.test(run) && !run.startsWith("+")) continue;
    const start = match.index;
    if (start > last) pieces.push(text.slice(last, start));
    pieces.push(
      <span key={start} lang="en">
        {run}
      </span>,
    );
    last = start + run.length;
  }
  if (last === 0) return text;
  if (last < text.length) pieces.push(text.slice(last));
  return pieces;
}
