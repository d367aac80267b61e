/**
 * The "Webhook" section of /staff/businesses/:id (docs/decisions/042-business-webhooks.md):
 * the loader as the host calls it gives the host, on or off, the counts and
 * the last failure; never the secret nor the URL's path.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { capturedLogger, openTestApp, type TestApp } from "../../../tests/support/test-app";
import { addShipments, makeBusiness } from "../../../tests/support/test-business";
import {
  ensureAdmin,
  loadContext,
  SESSION_SECRET,
  staffRequest,
} from "../../../tests/support/test-staff";
import { loader } from "./business";

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp({ services: { secret: SESSION_SECRET } });
});
afterAll(async () => {
  t.services.close();
  await t.database.close();
});

it("shows the webhook's host and health, never its secret or path", async () => {
  const admin = await ensureAdmin(t);
  const business = await makeBusiness(t.database.db, "Delta Hooks");
  const [lr] = await addShipments(t.database.db, business, [{}]);
  const owner = {
    id: business.userId,
    email: business.email,
    role: "owner" as const,
    businessId: business.id,
    ipHash: "s",
  };
  // A port that was just free and is closed again: the try is refused.
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  const set = await t.services.businessWebhooks.setUrl(
    owner,
    `http://127.0.0.1:${port}/private-token`,
  );
  if (!set.ok || !set.secret) throw new Error("not set");
  await t.services.tracking.appendEvents(lr!, [
    {
      externalId: "staff-1",
      status: "In Transit",
      location: "",
      remarks: "",
      occurredAt: new Date(),
    },
  ]);
  await t.services.businessWebhooks.sender({ logger: capturedLogger().logger }).deliverDue();

  const answer = await loader({
    request: staffRequest(`/staff/businesses/${business.id}`, admin),
    context: loadContext(t),
    params: { id: business.id },
  } as never);
  const { webhook } = answer as { webhook: Record<string, unknown> };
  expect(webhook).toMatchObject({
    configured: true,
    host: `127.0.0.1:${port}`,
    enabled: true,
    delivered: 0,
    waiting: 1,
    failed: 0,
    lastFailure: { lrNo: lr },
  });
  expect(String((webhook.lastFailure as { why: string }).why)).toContain("connection refused");
  const text = JSON.stringify(answer);
  expect(text).not.toContain(set.secret);
  expect(text).not.toContain("private-token");
});
