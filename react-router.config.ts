import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./core/content/routes";
import { LANGS, localizePath } from "./core/i18n";

export default {
  ssr: true,
  // Pages whose HTML does not depend on the request are rendered once at build
  // time and served as files by the host (docs/decisions/004-prerendering.md).
  // /sitemap.xml lists the open jobs, so it is rendered per request
  // (docs/decisions/011-sitemap-per-request.md).
  // Each in English, Hindi and Marathi (docs/decisions/025-languages.md).
  prerender: [
    ...LANGS.flatMap((lang) => prerenderedPaths.map((path) => localizePath(lang, path))),
    "/robots.txt",
  ],
} satisfies Config;
