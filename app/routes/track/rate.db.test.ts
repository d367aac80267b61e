import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as ratePage, loader as openRating } from "./rate";
import { deliveryRatings, messages, shipments } from "../../../tests/support/database";
import { openTestApp, type TestApp } from "../../../tests/support/test-app";
import { insertPhoneSubscription, MESSAGES_ON } from "../../../tests/support/test-messages";

const OPS = "rate-tests-ops-token-0123456789";
const SECRET = "rate-tests-secret-0123456789";

/** What a loader or action answered: its status and its data, whichever form it took. */
function answer(result: unknown): { status: number; data: unknown; location?: string | null } {
  if (result instanceof Response)
    return { status: result.status, data: null, location: result.headers.get("Location") };
  if (
    result &&
    typeof result === "object" &&
    "type" in result &&
    result.type === "DataWithResponseInit"
  ) {
    const r = result as unknown as { data: unknown; init?: { status?: number } };
    return { status: r.init?.status ?? 200, data: r.data };
  }
  return { status: 200, data: result };
}

/** The /rate/<token> page: the link a Delivered event's message carries, rated once. */
describe("rating a delivery", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await openTestApp({
      opsApiToken: OPS,
      services: { secret: SECRET, messages: MESSAGES_ON },
    });
    await insertPhoneSubscription(t.database.db, SECRET, "LR444444444", {
      phone: "9822012345",
      language: "hi",
      events: ["delivered"],
    });
    // The Delivered event through the ingestion API, as the company's systems send it.
    const res = await t.app.request("/api/ops/shipments/LR444444444/events", {
      method: "POST",
      headers: { Authorization: `Bearer ${OPS}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        events: [
          {
            id: "rate-test-delivered",
            status: "Delivered",
            location: "Delhi",
            remarks: "",
            occurred_at: new Date().toISOString(),
          },
        ],
      }),
    });
    expect(res.status).toBe(200);
    const [sent] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.lrNo, "LR444444444"));
    token = (sent!.values as Record<string, string>).ratingToken!;
    expect(sent!.body).toContain(`/hi/rate/${token}`);
  }, 120_000);
  afterAll(() => t?.database.close());

  const context = () => ({ services: t.services }) as unknown as AppLoadContext;
  const open = async (tok: string) =>
    answer(
      await openRating({
        request: new Request(`http://localhost/hi/rate/${tok}`),
        params: { token: tok },
        context: context(),
      } as never),
    );
  const send = async (tok: string, fields: Record<string, string>, path = `/hi/rate/${tok}`) =>
    answer(
      await ratePage({
        request: new Request(`http://localhost${path}`, {
          method: "POST",
          body: new URLSearchParams(fields),
        }),
        params: { token: tok },
        context: context(),
      } as never),
    );

  it("opens the form for the delivered shipment, unrated", async () => {
    expect(await open(token)).toEqual({
      status: 200,
      data: { rating: { lrNo: "LR444444444", rating: null, comment: null } },
    });
  });

  it("answers an unknown token, or anything that is not a token, with a calm 404", async () => {
    for (const tok of ["ZyXwVuTsRqPoNmLkJiHgFeDcBa9876", "x", "' or 1=1 --", "a".repeat(5000)]) {
      expect(await open(tok)).toEqual({ status: 404, data: { rating: null } });
      expect((await send(tok, { rating: "5" })).status).toBe(404);
    }
  });

  it("refuses a rating out of 1 to 5 or a comment over 500 characters, keeping what was typed, storing nothing", async () => {
    for (const rating of ["", "0", "6", "2.5", "five"]) {
      const refused = await send(token, { rating, comment: "Left at the gate" });
      expect(refused).toEqual({
        status: 400,
        data: {
          fieldErrors: { rating: ["ticketRating"] },
          values: { rating, comment: "Left at the gate" },
        },
      });
    }
    const long = "x".repeat(501);
    const refused = await send(token, { rating: "4", comment: long });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ fieldErrors: { comment: ["tooLong?max=500"] } });
    const [row] = await t.database.db
      .select()
      .from(deliveryRatings)
      .where(eq(deliveryRatings.lrNo, "LR444444444"));
    expect(row).toMatchObject({ rating: null, comment: null, ratedAt: null });
  });

  it("stores the rating once, then shows it; a second sending changes nothing", async () => {
    const given = await send(token, { rating: "4", comment: "  Polite driver, on time.  " });
    expect(given).toMatchObject({ status: 303, location: `/hi/rate/${token}` });
    expect(await open(token)).toEqual({
      status: 200,
      data: { rating: { lrNo: "LR444444444", rating: 4, comment: "Polite driver, on time." } },
    });
    expect(await send(token, { rating: "1", comment: "" })).toMatchObject({ status: 303 });
    expect((await open(token)).data).toMatchObject({ rating: { rating: 4 } });
    expect(await t.services.deliveryRatings.forShipment("LR444444444")).toMatchObject([
      { rating: 4, comment: "Polite driver, on time." },
    ]);
    // The shipment is Delivered: the page's own facts are untouched by the rating.
    const [shipment] = await t.database.db
      .select()
      .from(shipments)
      .where(eq(shipments.lrNo, "LR444444444"));
    expect(shipment!.orderStatus).toBe("Delivered");
  });
});
