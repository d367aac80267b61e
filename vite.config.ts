import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The canonical origin is baked into prerendered pages (CONTRACT.md: SITE_URL).
process.env.VITE_SITE_URL = process.env.SITE_URL || "http://localhost:3000";
// Server HTML (prerendered or not) shows the build's year; the browser corrects it (site-footer.tsx).
process.env.VITE_BUILD_YEAR = String(new Date().getFullYear());

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
});
