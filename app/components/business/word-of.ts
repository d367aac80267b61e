import type { texts } from "@core/content/business-account";
import type { BusinessTextKey } from "@core/schemas/business-account";

type Texts = typeof texts.en;

/** The words of a refusal's key (`login.failed`) in the page's texts. */
export function wordOf(t: Texts, key: BusinessTextKey | undefined): string | undefined {
  if (!key) return undefined;
  const [section, name] = key.split(".") as [keyof Texts, string];
  const words = t[section];
  return typeof words === "object" && name in words
    ? (words as Record<string, string>)[name]
    : undefined;
}
