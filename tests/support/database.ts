/**
 * The database layer for the tests beside the pages: app/ imports neither
 * server/ nor database/ (eslint.config.js), so its tests reach them through
 * tests/support, the one door.
 */
export * from "../../database/schema";
export { openDatabase, type DatabaseHandle } from "../../database/client";
export { migrateDatabase } from "../../database/migrate";
export { seedDemoData } from "../../database/seed";
