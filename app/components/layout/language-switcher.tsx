import { useLocation } from "react-router";
import { texts as layoutTexts } from "@core/content/layout";
import { LANGS, LANGUAGE_NAMES, localizePath } from "@core/i18n";
import { useLang } from "~/lib/i18n";
import { useTextsOrEnglish } from "~/lib/texts";

/**
 * The same page in each language (CONTRACT.md "Languages"): plain links, so
 * they work without JavaScript, keeping the path (an LR number), the query
 * (several LR numbers) and the fragment. A click loads the whole page, so
 * the new language arrives with its font and texts. No automatic redirect.
 */
export function LanguageSwitcher({
  className = "",
  tone = "dark",
}: {
  className?: string;
  tone?: "dark" | "light";
}) {
  const current = useLang();
  const { pathname, search, hash } = useLocation();
  const { label } = useTextsOrEnglish(layoutTexts).languageSwitcher;
  const active = tone === "dark" ? "bg-white/15 text-white" : "bg-navy-900 text-white";
  const idle =
    tone === "dark" ? "hover:bg-white/10 hover:text-white" : "text-navy-900 hover:bg-navy-50";
  return (
    <ul aria-label={label} className={`flex items-center gap-1 ${className}`}>
      {LANGS.map((lang) => (
        <li key={lang}>
          <a
            href={localizePath(lang, pathname) + search + hash}
            hrefLang={lang}
            lang={lang}
            aria-current={lang === current ? "true" : undefined}
            data-language-link={lang}
            onClick={(event) => {
              // A prerendered page's links were written without the query the visitor arrived with.
              const here = window.location;
              event.currentTarget.href =
                localizePath(lang, here.pathname) + here.search + here.hash;
            }}
            className={`inline-flex min-h-8 items-center rounded-full px-2.5 text-sm font-semibold ${
              lang === current ? active : idle
            }`}
          >
            {LANGUAGE_NAMES[lang]}
          </a>
        </li>
      ))}
    </ul>
  );
}
