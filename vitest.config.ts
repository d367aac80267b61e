import { defineConfig } from "vitest/config";

/**
 * Unit tests (happy-dom, beside the code) and integration tests (server and
 * database, Node). Integration tests run on a fresh in-memory PGlite per file,
 * or on PostgreSQL when TEST_DATABASE_URL is set (.ci/run).
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "core/**/*.test.ts"],
          environment: "happy-dom",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["server/**/*.test.ts", "database/**/*.test.ts"],
          environment: "node",
          testTimeout: 20_000,
          // A fresh migrated and seeded database per file: slow on a busy shared machine.
          hookTimeout: 120_000,
          // One PostgreSQL database is shared when TEST_DATABASE_URL is set.
          fileParallelism: !process.env.TEST_DATABASE_URL,
        },
      },
    ],
  },
});
