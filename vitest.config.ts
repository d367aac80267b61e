import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import { iconSprite } from "./scripts/icon-sprite.ts";

/**
 * Tests sit beside what they test; the file's suffix picks the project:
 * - `*.db.test.ts(x)`, anywhere: "db", Node, a fresh in-memory PGlite per
 *   file, copied from a migrated template (tests/support/test-database.ts), or PostgreSQL when
 *   TEST_DATABASE_URL is set (.ci/run), a database per worker
 *   (tests/support/worker-database.ts);
 * - other tests of app/ and core/: "unit", happy-dom;
 * - other tests of server/, database/, scripts/ and tests/: "node".
 * tests/e2e/ is Playwright's.
 */
const DB_TESTS = "**/*.db.test.{ts,tsx}";

export default defineConfig({
  // Components import the icon sprite's URL; the plugin makes the file (scripts/icon-sprite.ts).
  plugins: [iconSprite()],
  resolve: { tsconfigPaths: true },
  test: {
    // Vitest's default is one worker fewer than the cores: on CI's two cores, one file at a
    // time while the main process, after the first transforms, mostly waits. Two workers
    // there (docs/decisions/038-ci-time.md); the default on bigger machines.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "core/**/*.test.{ts,tsx}"],
          exclude: [...configDefaults.exclude, DB_TESTS],
          environment: "happy-dom",
          // The root loader reads the server build's routes; only the React Router plugin makes it.
          alias: {
            "virtual:react-router/server-build": new URL(
              "./app/lib/server-build.test-support.ts",
              import.meta.url,
            ).pathname,
          },
        },
      },
      {
        extends: true,
        test: {
          name: "db",
          include: [DB_TESTS],
          exclude: [...configDefaults.exclude, "tests/e2e/**"],
          environment: "node",
          testTimeout: 20_000,
          // A fresh database per file, copied from a template (tests/support/test-database.ts),
          // and the demo data loaded: slow on a busy shared machine.
          hookTimeout: 120_000,
          // On PostgreSQL (TEST_DATABASE_URL), a database per worker, so files run in parallel.
          setupFiles: ["tests/support/worker-database.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "node",
          include: [
            "server/**/*.test.{ts,tsx}",
            "database/**/*.test.{ts,tsx}",
            "scripts/**/*.test.{ts,tsx}",
            "tests/**/*.test.{ts,tsx}",
          ],
          exclude: [...configDefaults.exclude, DB_TESTS, "tests/e2e/**"],
          environment: "node",
          testTimeout: 20_000,
        },
      },
    ],
  },
});
