import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp, type TestApp } from "../../tests/support/test-app";

/** The providers' callbacks while both channels are off (docs/decisions/047-messages.md). */
describe("message callbacks with SMS and WhatsApp off", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(() => t?.database.close());

  it("answers 404 in the API's shape, whatever is sent", async () => {
    const answers = await Promise.all([
      t.app.request("/api/messages/status/sms/any-secret-at-all", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "data=%5B%5D",
      }),
      t.app.request("/api/messages/status/whatsapp?hub.mode=subscribe&hub.challenge=1"),
      t.app.request("/api/messages/status/whatsapp", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"object":"whatsapp_business_account","entry":[]}',
      }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({ ok: false });
    }
  });
});
