/** The page's language, for components: read from the URL (core/i18n.ts). */
import { useLocation } from "react-router";
import { langOf, localizePath, type Lang } from "@core/i18n";

/** The language of the page being shown. */
export function useLang(): Lang {
  return langOf(useLocation().pathname);
}

/** A function that turns a site path into the current page's language. */
export function useLocalize(): (href: string) => string {
  const lang = useLang();
  return (href) => localizePath(lang, href);
}
