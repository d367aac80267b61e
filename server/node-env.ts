/**
 * Imported first by server/main.ts: React and React Router choose their
 * development or production build from NODE_ENV when they are first
 * imported, so it must be set before anything else loads. Production unless
 * `--dev` (or an explicit NODE_ENV) says otherwise.
 */
process.env.NODE_ENV ??= process.argv.includes("--dev") ? "development" : "production";
