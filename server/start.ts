/**
 * The built server's entry (build/host/start.js, docs/decisions/013-built-server.md).
 * In the bundle every package import is hoisted above the bundled code, so
 * NODE_ENV is set here first and the server is loaded after it: React and
 * React Router choose their production build when first imported.
 */
import "./node-env";

await import("./main");
