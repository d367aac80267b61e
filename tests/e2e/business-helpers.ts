/** Steps the business portal's specs share. */
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Goes to a page of the portal by its nav, as a person does: on a phone the
 * nav is one "Menu" to open first (app/routes/business/layout.tsx).
 */
export async function portalNav(page: Page, name: string) {
  const nav = page.getByRole("navigation", { name: "Business account" });
  const menu = nav.locator("details");
  if ((await menu.isVisible()) && !(await menu.evaluate((d: HTMLDetailsElement) => d.open))) {
    await menu.locator("summary").click();
  }
  await nav.getByRole("link", { name, exact: true }).click();
}

/** A client registration through the API, as the site's form sends it; answers the lead's id. */
export async function registerClient(request: APIRequestContext, tag: string) {
  const captcha = (await (await request.get("/api/captcha")).json()) as {
    token: string;
    question: string;
  };
  const [a, b] = captcha.question.match(/\d+/g)!.map(Number);
  const response = await request.post("/api/clients/register", {
    headers: { "X-Forwarded-For": `203.0.113.${40 + (tag.length % 50)}` },
    data: {
      name: "Neha Kulkarni",
      company_name: `Kulkarni Agro ${tag}`,
      contact: "9822012345",
      email: `owner-${tag}@kulkarni-agro.example`,
      address: "Plot 9, MIDC",
      city: "Pune",
      state: "Maharashtra",
      pincode: "411001",
      captchaToken: captcha.token,
      captchaInput: String(a! + b!),
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/**
 * The invited owner sets a password through the one-time link in a browser of
 * their own, which signs them in (no second typing of it): the portal's home.
 */
export async function acceptInvitation(browser: Browser, link: string, password: string) {
  const context = await browser.newContext();
  const owner = await context.newPage();
  await owner.goto(new URL(link).pathname);
  await owner.getByLabel("New password").fill(password);
  await owner.getByLabel("Type the password again").fill(password);
  await owner.getByRole("button", { name: "Save password" }).click();
  await expect(
    owner.getByRole("heading", { level: 1, name: "Your shipments at a glance" }),
  ).toBeVisible();
  return { context, owner };
}
