import { z } from "zod";

/**
 * zod, configured: every module of the site that builds a schema imports
 * `z` from here (ESLint forbids importing it from "zod" in app/), so the
 * configuration runs before any schema is built, and only on the pages
 * that build one: the home and tracking pages load none of zod
 * (docs/decisions/028-fewer-script-files.md).
 *
 * Zod probes for `new Function` to compile fast object parsers; the site's
 * CSP forbids eval, and Chromium reports the refused probe as a violation on
 * every form page even though zod catches it. Our schemas are small: the
 * interpreted parser is enough.
 */
z.config({ jitless: true });

export { z };
