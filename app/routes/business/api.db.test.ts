/**
 * /business/api through its loader: every role of a business reads the
 * API's documentation (it holds no key and no shipment), and only an owner
 * is offered the keys page; without a session it sends to the sign-in.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openTestApp, type TestApp } from "../../../tests/support/test-app";
import { makeBusiness, setPassword } from "../../../tests/support/test-business";
import { loadContext } from "../../../tests/support/test-staff";
import * as page from "./api";

let t: TestApp;
const PASSWORD = "a long enough test passphrase";

const args = (cookie: string) =>
  ({
    request: new Request("http://localhost/business/api", { headers: { Cookie: cookie } }),
    context: loadContext(t),
    params: {},
  }) as never;

async function cookieOf(role: "owner" | "booker" | "viewer") {
  const business = await makeBusiness(t.database.db, `Docs ${role}`);
  await t.database.db.execute(
    sql`update business_users set role = ${role} where id = ${business.userId}`,
  );
  await setPassword(t.database.db, business.userId, PASSWORD);
  const signedIn = await t.services.business.signIn.withPassword(business.email, PASSWORD, "docs");
  if (signedIn.status !== "signed-in") throw new Error(signedIn.status);
  return `sil_business=${signedIn.token}`;
}

beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  t.services.close();
  await t.database.close();
});

describe("/business/api", () => {
  for (const [role, mayMakeKeys] of [
    ["owner", true],
    ["booker", false],
    ["viewer", false],
  ] as const)
    it(`opens for ${role === "owner" ? "an" : "a"} ${role}, ${mayMakeKeys ? "with" : "without"} the keys page`, async () => {
      const data = await page.loader(args(await cookieOf(role)));
      expect(data).toEqual({ mayMakeKeys });
    });

  it("sends a visitor without a session to the sign-in", async () => {
    const answer = await page.loader(args("")).catch((error: unknown) => error);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe(
      "/business/login?next=%2Fbusiness%2Fapi",
    );
  });

  it("answers no-store", () => {
    expect(page.headers()).toEqual({ "Cache-Control": "no-store" });
  });
});
