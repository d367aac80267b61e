/**
 * The host with the real React Router build, compiled by Vite in the test
 * process: for the tests of what the host does with rendered pages (their
 * joining, its own pages in the visitor's language) rather than the routes
 * alone. The build is loaded once, as in production.
 */
import path from "node:path";
import type { ServerBuild } from "react-router";
import { createApp } from "../../server/app";
import { createLogger } from "../../server/logger";
import type { Services } from "../../server/services/create-services";

export type RenderingApp = {
  app: ReturnType<typeof createApp>;
  close: () => Promise<void>;
};

export async function openRenderingApp(services: Services): Promise<RenderingApp> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    root: path.resolve(import.meta.dirname, "../.."),
    logLevel: "silent",
    server: { middlewareMode: true, hmr: false, ws: false, fs: { strict: false } },
  });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  const app = createApp({
    services,
    logger: createLogger("silent"),
    siteUrl: "http://localhost:3000",
    build,
    mode: "production",
  });
  return { app, close: () => vite.close() };
}
