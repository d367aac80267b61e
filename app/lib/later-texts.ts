/**
 * Translated texts that do not travel with the page (docs/decisions/
 * 025-languages.md, "Texts loaded later"): the chat assistant's words and
 * the shipment statuses it reports are needed only once the visitor opens
 * the chat, so in Hindi and Marathi they come as scripts of their own,
 * fetched with the chat panel's script, instead of with every page's data.
 */
import type { TranslatedLang } from "@core/i18n";

/** The modules fetched with the chat rather than sent with each page. */
export const LATER_TEXTS = ["chat", "shipment-statuses"] as const;

/**
 * Their translations, each a script of its own, in every language's folder
 * (a glob cannot be built from LANGS; loadLaterTexts asks for the page's).
 */
const files = import.meta.glob<{ default: unknown }>([
  "../../core/content/*/chat.ts",
  "../../core/content/*/shipment-statuses.ts",
]);

/** The later texts of one language, by module key; rejects when a script cannot be fetched. */
export async function loadLaterTexts(lang: TranslatedLang): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    LATER_TEXTS.map(async (key) => {
      const load = files[`../../core/content/${lang}/${key}.ts`];
      if (!load) throw new Error(`No ${lang} texts "${key}" to load later`);
      return [key, (await load()).default] as const;
    }),
  );
  return Object.fromEntries(entries);
}
