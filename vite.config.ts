import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The canonical origin is baked into prerendered pages (CONTRACT.md: SITE_URL).
process.env.VITE_SITE_URL = process.env.SITE_URL || "http://localhost:3000";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
});
