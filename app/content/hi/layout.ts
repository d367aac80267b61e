import type { texts } from "../layout";
import type { Review, TranslationOf } from "~/lib/texts";

export const review: Review = "machine";

export default {
  skipLink: "मुख्य सामग्री पर जाएँ",
  breadcrumbHome: "होम",
  languageSwitcher: { label: "भाषा" },
} satisfies TranslationOf<typeof texts>;
