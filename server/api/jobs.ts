import { Hono } from "hono";
import type { Services } from "../services/create-services";
import { parseJobId } from "@core/schemas/job";
import { notFound } from "./responses";

const NOT_FOUND = "This job opening was not found or is no longer open.";

/** GET /api/jobs/active and GET /api/jobs/single/{id} (CONTRACT.md "Jobs"). */
export function jobsRoutes(services: Services) {
  return new Hono()
    .get("/jobs/active", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await services.jobs.listActiveJobs());
    })
    .get("/jobs/single/:id", async (c) => {
      c.header("Cache-Control", "no-store");
      const id = parseJobId(c.req.param("id"));
      const job = id === null ? null : await services.jobs.findActiveJob(id);
      if (!job) return notFound(c, NOT_FOUND);
      return c.json(job);
    });
}
