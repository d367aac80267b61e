import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/content/routes";

export default {
  ssr: true,
  // Pages whose HTML does not depend on the request are rendered once at build
  // time and served as files by the host (docs/decisions/004-prerendering.md).
  // /sitemap.xml lists the open jobs, so it is rendered per request
  // (docs/decisions/011-sitemap-per-request.md).
  prerender: [...prerenderedPaths, "/robots.txt"],
} satisfies Config;
