/**
 * The server's modules for the tests beside the pages: app/ imports neither
 * server/ nor database/ (eslint.config.js), so its tests reach them through
 * tests/support, the one door.
 */
export { createApp } from "../../server/app";
export { createLogger } from "../../server/logger";
export { isSameOrigin } from "../../server/http/same-origin";
export { createOutboxSender, type OutboxSender } from "../../server/services/outbox";
export { createServices, type Services } from "../../server/services/create-services";
