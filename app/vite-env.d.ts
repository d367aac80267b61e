/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_URL: string;
  readonly VITE_BUILD_YEAR: string;
  /** package.json's version and the commit built, "1.0.0+a1b2c3d" (server/app-version.ts). */
  readonly VITE_APP_VERSION: string;
}
