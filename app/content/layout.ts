/** Words of the frame around every public page: the skip link, the language switcher. */
import { defineTexts } from "~/lib/texts";

export const texts = defineTexts("layout", {
  skipLink: "Skip to main content",
  /** The first step of every inner page's breadcrumb. */
  breadcrumbHome: "Home",
  languageSwitcher: {
    /** The label of the switcher's list, read by screen readers. */
    label: "Language",
  },
});
