import { expect, expectNoAxeViolations, STAFF_AXE, test } from "./fixtures";

const OWNER = { email: "owner@demo-traders.example", password: "demo-traders-2026" };

/** The demo owner signs in, sees the home page with the business's counts, and signs out. */
for (const { prefix, words } of [
  {
    prefix: "",
    words: {
      email: "E-mail address",
      password: "Password",
      submit: "Sign in",
      home: "Your shipments at a glance",
      out: "Sign out",
      signedOut: "You have signed out.",
    },
  },
  {
    prefix: "/hi",
    words: {
      email: "ई-मेल पता",
      password: "पासवर्ड",
      submit: "साइन इन करें",
      home: "आपके शिपमेंट एक नज़र में",
      out: "साइन आउट",
      signedOut: "आप साइन आउट हो गए हैं।",
    },
  },
]) {
  test(`the demo owner signs in and out${prefix ? ` in ${prefix.slice(1)}` : ""}`, async ({
    page,
  }) => {
    const response = await page.goto(`${prefix}/business`);
    expect(page.url()).toContain(`${prefix}/business/login?next=`);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    expect(response?.headers()["x-robots-tag"]).toContain("noindex");
    await expectNoAxeViolations(page, STAFF_AXE);

    await page.getByLabel(words.email).fill(OWNER.email);
    await page.getByLabel(words.password).fill(OWNER.password);
    await page.getByRole("button", { name: words.submit }).click();
    await expect(page.getByRole("heading", { level: 1, name: words.home })).toBeVisible();
    await expect(page.getByText("Demo Traders Pvt Ltd").first()).toBeVisible();
    await expectNoAxeViolations(page, STAFF_AXE);

    await page.getByRole("button", { name: words.out }).click();
    await expect(page.getByText(words.signedOut)).toBeVisible();
    await page.goto(`${prefix}/business`);
    expect(page.url()).toContain(`${prefix}/business/login`);
  });
}
