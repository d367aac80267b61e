import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import tseslint from "typescript-eslint";

/**
 * The one-way layers' zones; `tests` is the test folders a layer may not
 * import (all of tests/ for code, none for tests: they have their own door).
 */
function layerZones(tests) {
  return [
    {
      target: "./core",
      from: ["./app", "./server", "./database", "./scripts", ...tests],
      message: "core/ is shared by the pages and the server: it imports only core/.",
    },
    {
      target: "./database",
      from: ["./app", "./server", "./scripts", ...tests],
      message: "database/ is the bottom layer: it imports only core/ and packages.",
    },
    {
      target: "./server",
      from: ["./app"],
      message: "server/ never imports app/: move what both need to core/.",
    },
    {
      target: "./app",
      from: ["./server", "./database", "./scripts"],
      message:
        "app/ reaches the server only through the load context (context.services), whose types come with react-router's AppLoadContext.",
    },
  ];
}

/** zod is taken configured, from core/zod.ts (types may come straight from zod). */
const configuredZod = {
  name: "zod",
  message: 'Import { z } from "@core/zod" (configured).',
  allowTypeImports: true,
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "data/",
      "reports/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // The site's modules take zod configured, from core/zod.ts (types may come straight from zod),
    // and icons from the sprite.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            configuredZod,
            {
              name: "lucide-react",
              message:
                'Import icons from "~/components/ui/icons": one sprite, two elements an icon (scripts/icon-sprite.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // core/ likewise takes zod configured; icons it refuses by its own rule below (one message a mistake).
    files: ["core/**/*.ts"],
    ignores: ["core/zod.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [configuredZod],
        },
      ],
    },
  },
  // One-way layers (docs/decisions/029-one-way-layers.md): app/ and server/ both
  // stand on core/; server/ stands on database/; nothing points back up.
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: layerZones(["./tests"]) }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // A test sits beside what it tests and keeps its layer's rules, with one
    // door more: tests/support (the test app, test databases, fixtures), which
    // may import any layer.
    files: ["**/*.test.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...layerZones([]),
            ...["./core", "./database", "./server", "./app"].map((target) => ({
              target,
              from: "./tests",
              except: ["./support"],
              message: "Tests reach the other layers and the test helpers through tests/support.",
            })),
          ],
        },
      ],
    },
  },
  {
    // core/ runs in the browser and on the server alike: no React, no router, no icons, no Node.
    files: ["core/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["react", "react-dom", "react-dom/*", "react-router", "@react-router/*"],
              message: "core/ renders nothing: hooks and components live in app/.",
            },
            {
              group: ["lucide-react"],
              message: "Icons belong to the pages (app/lib/shipment-icons.ts).",
            },
            { group: ["node:*"], message: "core/ runs in the browser too: no Node built-ins." },
            { group: ["~/*"], message: "core/ imports only core/ (relative paths)." },
          ],
        },
      ],
    },
  },
);
