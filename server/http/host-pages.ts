/**
 * The pages the host answers by itself, where React Router does not run:
 * too many tracking lookups (429, server/tracking/guard.ts) and a database
 * that does not answer (503, app.onError), in the language of the URL's
 * prefix, with the phone. The JSON API keeps its English messages. The host
 * is bundled by esbuild (no import.meta.glob): each translation by name.
 */
import { company } from "@core/content/company";
import hiPages from "@core/content/hi/host-pages";
import { texts } from "@core/content/host-pages";
import mrPages from "@core/content/mr/host-pages";
import { langOf, localizePath } from "@core/i18n";
import { fill } from "@core/texts";

const WORDS = { en: texts.en, hi: hiPages, mr: mrPages };

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** The page for `path`'s language: which trouble, and when to try again. */
export function hostPage(
  path: string,
  trouble: "tooMany" | "unavailable",
  retryAfterSeconds: number,
): string {
  const lang = langOf(path);
  const words = WORDS[lang];
  const { title, text } = words[trouble];
  const phone = `<a href="tel:${company.phone.tel}"><span lang="en" dir="ltr">${escape(company.phone.display)}</span></a>`;
  const [before = "", after = ""] = escape(words.call).split("{phone}");
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escape(title)}</title></head>` +
    `<body><main><h1>${escape(title)}</h1><p>${escape(text)}</p>` +
    `<p>${escape(fill(words.retry, { seconds: retryAfterSeconds }))}</p>` +
    `<p>${before}${phone}${after}</p>` +
    `<p><a href="${localizePath(lang, "/")}">${escape(words.home)}</a></p></main></body></html>`
  );
}
