import { Hono } from "hono";
import type { Services } from "../services/create-services";

/** GET /api/captcha: a new question and its signed token (CONTRACT.md "Captcha"). */
export function captchaRoutes(services: Services) {
  return new Hono().get("/captcha", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(services.captcha.issue());
  });
}
