import type { texts } from "../layout";
import type { Review, TranslationOf } from "~/lib/texts";

export const review: Review = "machine";

export default {
  skipLink: "मुख्य मजकुराकडे जा",
  breadcrumbHome: "मुख्यपृष्ठ",
  languageSwitcher: { label: "भाषा" },
} satisfies TranslationOf<typeof texts>;
