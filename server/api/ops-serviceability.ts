/**
 * Where the company delivers, set by its own systems (README "Ingestion
 * API"): PUT /api/ops/serviceability changes rules by state, district
 * ("District, State") or pincode, GET lists them. Mounted inside /api/ops,
 * behind its bearer token. People use /staff/serviceability.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { Services } from "../services/create-services";
import { invalidFields, invalidInput, readJson } from "./responses";

const Entries = z
  .array(
    z
      .string({
        error: 'Give each entry as text: a pincode, a state\'s name or "District, State".',
      })
      .trim()
      .min(1, "Leave out empty entries.")
      .max(80, "Use at most 80 characters an entry."),
    { error: 'Send a list, like ["411001", "Maharashtra"].' },
  )
  .max(20_000, "Send at most 20,000 entries a list.")
  .default([]);

const ChangeSchema = z
  .strictObject(
    { serve: Entries, stop: Entries, reset: Entries },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? `Unknown field: ${issue.keys.join(", ")}. Use serve, stop and reset.`
          : issue.code === "invalid_type"
            ? 'Send a JSON object, like {"serve":["Maharashtra"],"stop":["744101"]}.'
            : undefined,
    },
  )
  .refine(
    (change) => change.serve.length + change.stop.length + change.reset.length > 0,
    "Send at least one entry in serve, stop or reset.",
  );

export function serviceabilityRoutes(services: Services) {
  return new Hono()
    .get("/serviceability", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await services.pincodes.listServiceability());
    })
    .put("/serviceability", async (c) => {
      const read = await readJson(c);
      if (read instanceof Response) return read;
      const parsed = ChangeSchema.safeParse(read.body);
      if (!parsed.success) return invalidInput(c, parsed.error);
      const changed = await services.pincodes.changeServiceability(parsed.data);
      if (!changed.ok) return invalidFields(c, changed.errors);
      c.header("Cache-Control", "no-store");
      return c.json({ ok: true, ...(await services.pincodes.listServiceability()) });
    });
}
