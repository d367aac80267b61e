import { acceptInvitation, registerClient, portalNav } from "./business-helpers";
import { expect, expectNoAxeViolations, STAFF_AXE, visit } from "./fixtures";
import { openMailbox } from "./mailbox";
import { test } from "./staff";

const PASSWORD = "mango orchards of ratnagiri";
const DEMO_OWNER = { email: "owner@demo-traders.example", password: "demo-traders-2026" };

test("sales opens a business account from a won lead; the owner sets up the profile, an address and a booker; a suspension signs them out", async ({
  page,
  browser,
  request,
  signInAs,
}) => {
  const tag = String(Date.now()).slice(-8);
  const leadId = await registerClient(request, tag);

  // Sales wins the lead and opens the account.
  await signInAs("sales");
  await visit(page, `/staff/leads/${leadId}`);
  await page.getByLabel("Status").selectOption("won");
  await page.getByRole("button", { name: /Save/ }).first().click();
  await page.getByRole("button", { name: "Open a business account" }).click();
  await expect(page.getByText("The business account is open")).toBeVisible();
  const link = await page.getByLabel("One-time link").inputValue();
  expect(link).toMatch(/\/business\/invite\/[\w-]+$/);
  await expect(page.getByRole("link", { name: "Open its page" })).toBeVisible();

  // The owner sets a password through the invitation, in a browser of their own.
  const { context: ownerContext, owner } = await acceptInvitation(browser, link, PASSWORD);

  // The profile: a wrong GSTIN is named beside its field, what was typed stays.
  await portalNav(owner, "Profile");
  await expect(owner.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  await expect(owner.getByLabel("Legal name")).toHaveValue(`Kulkarni Agro ${tag}`);
  await owner.getByLabel("GSTIN").fill("27AAAAA0000A1Z3");
  await owner.getByLabel("Billing address").fill("Plot 9, MIDC, Pune 411001");
  await owner.getByRole("button", { name: "Save profile" }).click();
  const gstin = owner.getByLabel("GSTIN");
  await expect(gstin).toHaveAttribute("aria-invalid", "true");
  await expect(owner.getByText("This GSTIN has a typing mistake")).toBeVisible();
  await expect(owner.getByLabel("Billing address")).toHaveValue("Plot 9, MIDC, Pune 411001");
  await gstin.fill("27AAAAA0000A1Z2");
  await owner.getByRole("button", { name: "Save profile" }).click();
  await expect(owner.getByText("The profile is saved.")).toBeVisible();
  await expect(owner.getByLabel("GSTIN")).toHaveValue("27AAAAA0000A1Z2");

  // A pickup address by its PIN code: the place shows as it is typed, and is stored.
  await owner.getByLabel("Name of the address").fill("Bhiwandi warehouse");
  await owner.getByLabel("Contact person").fill("Imran Khan");
  await owner.getByLabel("Mobile number").fill("98220 12345");
  await owner.getByRole("textbox", { name: "Address", exact: true }).fill("Gala 4, Rahnal village");
  await owner.getByLabel("PIN code").fill("421302");
  await expect(owner.getByText("PIN code 421302: Thane, Maharashtra.")).toBeVisible();
  await owner.getByRole("button", { name: "Add address" }).click();
  await expect(owner.getByText("The address is added.")).toBeVisible();
  await expect(owner.getByText(/Gala 4, Rahnal village, Thane, Maharashtra 421302/)).toBeVisible();
  await expectNoAxeViolations(owner, STAFF_AXE);

  // A booker invited by e-mail.
  await portalNav(owner, "People");
  await owner.getByRole("textbox", { name: "Name", exact: true }).fill("Vikas Booker");
  await owner.getByLabel("E-mail address").fill(`booker-${tag}@kulkarni-agro.example`);
  await owner.getByRole("combobox", { name: "Role", exact: true }).selectOption("booker");
  await owner.getByRole("button", { name: "Send invitation" }).click();
  await expect(owner.getByText("The invitation is sent.")).toBeVisible();
  await expect(owner.getByText(/booker-.*Booker · invited/)).toBeVisible();
  await expectNoAxeViolations(owner, STAFF_AXE);

  // Staff suspends the business: its sessions end at once, so the owner's next page is the sign-in.
  await page.getByRole("link", { name: "Open its page" }).click();
  await expect(page.getByRole("heading", { name: `Kulkarni Agro ${tag}` })).toBeVisible();
  // The person's card (the Activity section below names them too, as a link to it).
  await expect(page.getByText("Vikas Booker", { exact: false }).first()).toBeVisible();
  await page.getByLabel(/Yes, suspend/).check();
  await page.getByRole("button", { name: "Suspend" }).click();
  await expect(page.getByText("The business is suspended")).toBeVisible();
  await expectNoAxeViolations(page, STAFF_AXE);

  await owner.reload();
  await expect(owner).toHaveURL(/\/business\/login/);
  await expect(owner.getByRole("button", { name: "Sign in" })).toBeVisible();
  await ownerContext.close();
});

/** The path of the one-time link in an e-mail's text. */
function linkIn(text: string) {
  const match = text.match(/https?:\/\/\S+(\/business\/invite\/[\w-]+)/);
  if (!match) throw new Error(`no link in:\n${text}`);
  return match[1]!;
}

test("an owner sends a person a new-password link; they set it from the e-mail and sign in", async ({
  page,
  browser,
}, testInfo) => {
  // One SMTP port reads the e-mails of every test (tests/e2e/mailbox.ts): one width is enough.
  test.skip(testInfo.project.name === "phone", "the journey runs at 1280 px");
  test.setTimeout(90_000);
  const tag = String(Date.now()).slice(-8);
  const name = `Meera Booker ${tag}`;
  const email = `booker-${tag}@demo-traders.example`;
  const mailbox = await openMailbox();
  try {
    // The demo owner invites a booker, who sets a password from the invitation's e-mail.
    await visit(page, "/business/login");
    await page.getByLabel("E-mail address").fill(DEMO_OWNER.email);
    await page.getByLabel("Password").fill(DEMO_OWNER.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await portalNav(page, "People");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("combobox", { name: "Role", exact: true }).selectOption("booker");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByText("The invitation is sent.")).toBeVisible();
    const invitation = await mailbox.next(email);
    const { context, owner: booker } = await acceptInvitation(
      browser,
      `http://x${linkIn(invitation.text)}`,
      PASSWORD,
    );

    // The owner sends a new-password link, after a confirmation step.
    await page.reload();
    await page.getByRole("link", { name: `Send a new-password link to ${name}` }).click();
    await expect(page.getByText(`E-mail ${name} a link to set a new password?`)).toBeVisible();
    await expectNoAxeViolations(page, STAFF_AXE);
    await page.getByRole("button", { name: "Yes, send the link" }).click();
    await expect(page.getByText("The new-password link is sent by e-mail.")).toBeVisible();

    // The booker sets a new password from the e-mail, then signs in with it.
    const reset = await mailbox.next(email);
    expect(reset.subject).toContain("Set a new password");
    const fresh = "seven monsoon kites over pune";
    await booker.goto(linkIn(reset.text));
    await booker.getByLabel("New password").fill(fresh);
    await booker.getByLabel("Type the password again").fill(fresh);
    await booker.getByRole("button", { name: "Save password" }).click();
    await expect(
      booker.getByRole("heading", { level: 1, name: "Your shipments at a glance" }),
    ).toBeVisible();
    await booker.getByRole("button", { name: "Sign out" }).click();
    await booker.getByLabel("E-mail address").fill(email);
    await booker.getByLabel("Password").fill(fresh);
    await booker.getByRole("button", { name: "Sign in" }).click();
    await expect(
      booker.getByRole("heading", { level: 1, name: "Your shipments at a glance" }),
    ).toBeVisible();
    // The link worked once.
    await booker.goto(linkIn(reset.text));
    await expect(booker.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
    await context.close();
  } finally {
    await mailbox.close();
  }
});
