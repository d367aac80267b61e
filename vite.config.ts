import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { chunkGroups } from "./scripts/chunk-groups.ts";
import { iconSprite } from "./scripts/icon-sprite.ts";
import { computeVersion, VERSION_FILE } from "./server/compute-version.ts";

// The canonical origin is baked into prerendered pages (CONTRACT.md: SITE_URL).
process.env.VITE_SITE_URL = process.env.SITE_URL || "http://localhost:3000";
// Server HTML (prerendered or not) shows the build's year; the browser corrects it (site-footer.tsx).
process.env.VITE_BUILD_YEAR = String(new Date().getFullYear());
// "1.0.0+<commit>": the staff console's footer shows it, the server reads it from the build.
process.env.VITE_APP_VERSION = computeVersion(import.meta.dirname);

/** Writes the build's SITE_URL beside the server build, for the server to check (server/site-url.ts). */
const recordSiteUrl: Plugin = {
  name: "sil-record-site-url",
  apply: "build",
  generateBundle() {
    if (this.environment.config.consumer !== "server") return;
    this.emitFile({
      type: "asset",
      fileName: "site-url.json",
      source: JSON.stringify({ siteUrl: process.env.VITE_SITE_URL }),
    });
    // The version too (server/app-version.ts): a copy without .git still knows its commit.
    this.emitFile({
      type: "asset",
      fileName: VERSION_FILE,
      source: JSON.stringify({ version: process.env.VITE_APP_VERSION }),
    });
  },
};

export default defineConfig({
  plugins: [iconSprite(), tailwindcss(), reactRouter(), recordSiteUrl],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // A route's file may export more than its module: the code the chunk groups put with it.
          preserveEntrySignatures: "allow-extension",
          output: { codeSplitting: { groups: chunkGroups() } },
        },
      },
    },
  },
});
