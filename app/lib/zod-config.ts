import { z } from "zod";

/**
 * Imported first by app/root.tsx, so it runs in the browser and server
 * bundles before any schema is built. Zod probes for `new Function` to
 * compile fast object parsers; the site's CSP forbids eval, and Chromium
 * reports the refused probe as a violation on every form page even though
 * zod catches it. Our schemas are small: the interpreted parser is enough.
 */
z.config({ jitless: true });
