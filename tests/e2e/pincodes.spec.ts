import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures";
import { dateAhead, expectSuccessDialog, field, useOwnAddress } from "./form-helpers";
import { E2E_OPS_TOKEN } from "./ops";

/** Pincodes: auto-fill, the delivery check and the instant estimate. */
test.beforeEach(async ({ page }, testInfo) => useOwnAddress(page, testInfo));

// The browser logs every 4xx answer: an unknown pincode is 404, a refused form 400.
const refusals = /status of 40[04]/;

/** The quote requests stored for one address, as the company's systems read them. */
async function storedQuotes(request: APIRequestContext, email: string) {
  const res = await request.get(`/api/ops/quote-requests?email=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${E2E_OPS_TOKEN}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    origin_pincode: string;
    destination_pincode: string;
    weight_kg: number;
    estimate: { low: number; high: number; transitDays: { min: number; max: number } } | null;
  }[];
}

const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

test.describe("auto-fill on the pickup form", () => {
  test.use({ expectedConsoleErrors: refusals });

  test("six digits fill the empty city and state and say so", async ({ page }) => {
    await visit(page, "/pickup-request");
    await field(page, "PIN code").fill("411001");
    await expect(field(page, "City")).toHaveValue("Pune");
    await expect(field(page, "State")).toHaveValue("Maharashtra");
    await expect(page.getByRole("status").filter({ hasText: "411001" })).toHaveText(
      "PIN code 411001 is in Pune, Maharashtra: we filled in the empty city and state fields.",
    );
  });

  test("never overwrites what the visitor typed", async ({ page }) => {
    await visit(page, "/pickup-request");
    await field(page, "City").fill("Vasai");
    await field(page, "PIN code").fill("401208");
    await expect(field(page, "State")).toHaveValue("Maharashtra");
    await expect(field(page, "City")).toHaveValue("Vasai");
  });

  test("a pincode that does not exist is refused by the server, next to the field, all else kept", async ({
    page,
  }) => {
    await visit(page, "/pickup-request");
    const fields: [string, string][] = [
      ["Full name", "Ravi Kumar"],
      ["Phone", "+91 98765-43210"],
      ["Email", "ravi@example.org"],
      ["Address", "Shop 4, Station Road"],
      ["City", "Vasai"],
      ["State", "Maharashtra"],
      ["PIN code", "999999"],
      ["Total boxes", "12"],
    ];
    for (const [label, value] of fields) await field(page, label).fill(value);
    await field(page, "Pickup date").fill(dateAhead(2).iso);
    await field(page, "Load type").selectOption("PTL");
    await expect(page.getByRole("status").filter({ hasText: "999999" })).toHaveText(
      "We could not find PIN code 999999. Check the 6 digits.",
    );
    await page.getByRole("button", { name: "Request Pickup" }).click();
    const pin = field(page, "PIN code");
    await expect(pin).toHaveAttribute("aria-invalid", "true");
    await expect(pin).toHaveAccessibleDescription(/We could not find PIN code 999999/);
    for (const [label, value] of fields) await expect(field(page, label)).toHaveValue(value);
  });
});

async function check(page: Page, pin: string) {
  await page.getByLabel("PIN code", { exact: true }).fill(pin);
  await page.getByRole("button", { name: "Check", exact: true }).click();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`"Do we deliver to your pincode?" ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled, expectedConsoleErrors: refusals });
    const open = (page: Page, path: string) =>
      javaScriptEnabled ? visit(page, path) : page.goto(path);

    test("yes, with the place, on the home page", async ({ page }) => {
      await open(page, "/");
      await check(page, "411001");
      await expect(page.getByText("Yes, we deliver to 411001, Pune, Maharashtra.")).toBeVisible();
      await expect(page.getByRole("link", { name: "Request a pickup" })).toBeVisible();
    });

    test("not yet, with a way to ask, on /services", async ({ page }) => {
      await open(page, "/services");
      await check(page, "744101");
      await expect(
        page.getByText(
          "Not yet: we do not deliver to 744101, South Andamans, Andaman and Nicobar Islands.",
        ),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Ask us about this pincode" })).toHaveAttribute(
        "href",
        "/contact-us",
      );
    });

    test("bad input and an unknown pincode are said next to the field", async ({ page }) => {
      await open(page, "/services");
      await check(page, "41100");
      const input = page.getByLabel("PIN code", { exact: true });
      await expect(input).toHaveAccessibleDescription("Enter the 6-digit PIN code, like 401208.");
      await expect(input).toHaveValue("41100");
      await check(page, "999999");
      await expect(page.getByLabel("PIN code", { exact: true })).toHaveAccessibleDescription(
        "We could not find PIN code 999999. Check the 6 digits.",
      );
    });
  });
}

test.describe("instant estimate on /get-a-quote", () => {
  test("updates as the visitor types, and is stored with the request", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("estimate-js");
    await visit(page, "/get-a-quote");
    await field(page, "Service").selectOption("ptl");
    await field(page, "Origin PIN code").fill("411001");
    await field(page, "Destination PIN code").fill("110001");
    await field(page, "Weight (kg)").fill("120");
    const estimate = page.getByTestId("estimate");
    await expect(estimate).toContainText(/₹[\d,]+ to ₹[\d,]+ plus GST/);
    await expect(estimate).toContainText("411001 Pune, Maharashtra to 110001 New Delhi, Delhi");
    await expect(page.getByText("Instant estimate (indicative)")).toBeVisible();
    const shown = await estimate.innerText();
    // Heavier costs more: the estimate follows the weight field, to the server's figure for 400 kg.
    await field(page, "Weight (kg)").fill("400");
    await expect(estimate).not.toHaveText(shown);
    const expected = (await (
      await request.get("/api/estimate?from=411001&to=110001&weight_kg=400&service=ptl")
    ).json()) as { price: { low: number; high: number } };
    const rupees = (n: number) => `₹${n.toLocaleString("en-IN")}`;
    await expect(estimate).toContainText(
      `${rupees(expected.price.low)} to ${rupees(expected.price.high)}`,
    );

    await field(page, "Full name").fill("Asha Patil");
    await field(page, "Email").fill(email);
    await field(page, "Origin").fill("Pune, Maharashtra");
    await field(page, "Destination").fill("Delhi, Delhi");
    const [, low, high] = /₹([\d,]+) to ₹([\d,]+)/.exec(await estimate.innerText())!;
    await page.getByRole("button", { name: "Get My Quote" }).click();
    await expectSuccessDialog(page, "Quote Request Sent!", "We will contact you within 24 hours.");

    const [stored] = await storedQuotes(request, email);
    expect(stored).toMatchObject({
      origin_pincode: "411001",
      destination_pincode: "110001",
      weight_kg: 400,
      estimate: {
        low: Number(low!.replace(/,/g, "")),
        high: Number(high!.replace(/,/g, "")),
      },
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("Show estimate answers by a plain post, keeps every value, then the quote is stored with it", async ({
      page,
      request,
    }) => {
      const email = uniqueEmail("estimate-nojs");
      await page.goto("/get-a-quote");
      await field(page, "Full name").fill("Asha Patil");
      await field(page, "Service").selectOption("cl");
      await field(page, "Origin PIN code").fill("401208");
      await field(page, "Destination PIN code").fill("560066");
      await field(page, "Weight (kg)").fill("2.5");
      await page.getByRole("button", { name: "Show estimate" }).click();
      const estimate = page.getByTestId("estimate");
      await expect(estimate).toContainText(/₹[\d,]+ to ₹[\d,]+ plus GST/);
      await expect(field(page, "Full name")).toHaveValue("Asha Patil");
      await expect(field(page, "Weight (kg)")).toHaveValue("2.5");
      // Asking for an estimate is not a refused submission: no field is marked.
      await expect(field(page, "Email")).not.toHaveAttribute("aria-invalid", "true");

      await field(page, "Email").fill(email);
      await field(page, "Origin").fill("Vasai, Maharashtra");
      await field(page, "Destination").fill("Bengaluru, Karnataka");
      await page.getByRole("button", { name: "Get My Quote" }).click();
      await expect(page.getByRole("dialog", { name: "Quote Request Sent!" })).toBeVisible();
      const [stored] = await storedQuotes(request, email);
      expect(stored?.estimate?.low).toBeGreaterThan(0);
      expect(stored).toMatchObject({ origin_pincode: "401208", weight_kg: 2.5 });
    });
  });
});
