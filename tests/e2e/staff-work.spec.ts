import type { APIRequestContext, TestInfo } from "@playwright/test";
import { buildTextPdf } from "../../database/pdf";
import { expect, expectNoAxeViolations, STAFF_AXE, visit } from "./fixtures";
import { field, typeFields, useOwnAddress } from "./form-helpers";
import { test } from "./staff";

/**
 * The staff console, part 2: leads sent through the
 * public forms worked by sales (filters, search, status, assignment, notes,
 * CSV export), an application worked by HR (résumé bytes, status), and an
 * erasure by an admin that the audit log records without the address. At
 * 390 and 1280 px, axe-clean, and with JavaScript off.
 */
test.beforeEach(async ({ page }, testInfo) => useOwnAddress(page, testInfo));
test.use({ expectedConsoleErrors: /status of (400|403|404)/ });

let sequence = 0;
const unique = (testInfo: TestInfo) =>
  `${testInfo.project.name}${Date.now().toString(36)}${(sequence += 1)}`;

/** A ten-digit Indian mobile number of its own, so a search finds one lead. */
const phoneOf = (seed: string) =>
  `9${[...seed]
    .reduce((n, c) => (n * 31 + c.charCodeAt(0)) % 1_000_000_000, 7)
    .toString()
    .padStart(9, "0")}`;

let addresses = 0;
async function postLead(request: APIRequestContext, path: string, body: unknown) {
  addresses += 1;
  const response = await request.post(`/api${path}`, {
    data: body,
    headers: { "X-Forwarded-For": `172.20.${addresses % 250}.${(addresses % 200) + 1}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test("sales works the leads the public forms brought in", async ({
  page,
  request,
  signInAs,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = unique(testInfo);
  const phone = phoneOf(tag);
  // One through the page as a visitor sends it, one through the JSON door.
  await visit(page, "/contact-us");
  await typeFields(page, [
    ["Name", `Meera ${tag}`],
    ["Email", `meera-${tag}@example.org`],
    ["Subject", "Parcel to Goa"],
    ["Message", `Where is my parcel LR123456789? ${tag}`],
  ]);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent successfully!")).toBeVisible();
  await postLead(request, "/request-quote/create", {
    name: "=1+1",
    email: `formula-${tag}@example.org`,
    phone: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`,
    service: "ftl",
    origin: "Pune, Maharashtra",
    destination: "Delhi, Delhi",
    origin_pincode: "411001",
    destination_pincode: "110001",
    weight_kg: 180,
    notes: tag,
  });

  const sales = await signInAs("sales");
  const nav = page.getByRole("navigation", { name: "Staff console" });
  await expect(nav.getByRole("link", { name: "Leads" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Applications" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /new quote leads/ })).toBeVisible();
  await expectNoAxeViolations(page, STAFF_AXE);

  await nav.getByRole("link", { name: "Leads" }).click();
  await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();
  await expectNoAxeViolations(page, STAFF_AXE);
  // Newest first, when asked: the quote arrived after the message. The order stays in the export.
  await field(page, "Order").selectOption({ label: "Newest first" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/sort=newest/);
  const names = page.getByRole("link", { name: /^(=1\+1|Meera )/ });
  await expect(names.first()).toHaveText("=1+1");
  await expect(page.getByRole("link", { name: "Export these as CSV" })).toHaveAttribute(
    "href",
    /sort=newest/,
  );

  await field(page, "Kind").selectOption({ label: "Contact" });
  await page.getByRole("combobox", { name: /^Status/ }).selectOption({ label: "New" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/type=contact/);
  await expect(page).toHaveURL(/status=new/);
  await expect(page.getByRole("link", { name: `Meera ${tag}` }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "=1+1" })).toHaveCount(0);

  await visit(page, "/staff/leads");
  // The phone as a caller reads it out, with the leading 0.
  await field(page, "Name, e-mail, phone, company, city, PIN code or LR").fill(
    `0${phone.slice(0, 5)} ${phone.slice(5)}`,
  );
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("status")).toContainText("1 lead ");
  await page.getByRole("link", { name: "=1+1" }).first().click();
  await expect(page.getByRole("heading", { name: "=1+1" })).toBeVisible();
  await expect(
    page.getByRole("link", { name: `Call +91 ${phone.slice(0, 5)} ${phone.slice(5)}` }),
  ).toHaveAttribute("href", `tel:+91${phone}`);
  await expect(page.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
    "href",
    `https://wa.me/91${phone}`,
  );
  // Every field in words: the service's name, the PIN codes, the weight and the estimate shown.
  const sent = page.getByRole("region", { name: "What they sent" });
  await expect(sent.getByText("Full Truck Load (FTL)")).toBeVisible();
  await expect(sent.getByText("411001")).toBeVisible();
  await expect(sent.getByText("110001")).toBeVisible();
  await expect(sent.getByText("180 kg")).toBeVisible();
  await expect(sent.getByText(/^₹[\d,]+ to ₹[\d,]+ plus 18% GST$/)).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Other requests from this customer" }),
  ).toBeVisible();
  await expectNoAxeViolations(page, STAFF_AXE);

  // Take it, then Contacted and a note in one post of the work panel.
  await page.getByRole("button", { name: "Take it" }).click();
  await expect(page.getByText("The lead is yours.")).toBeVisible();
  // The panel remounts with the lead as it now is; start from a settled page, as a person would.
  await page.reload();
  await page.getByRole("combobox", { name: /^Status/ }).selectOption({ label: "Contacted" });
  await field(page, "Note").fill("Called: wants a 20-foot truck on Friday.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved: status (Contacted), note.")).toBeVisible();

  await page.reload();
  await expect(page.getByText(/Quote · Contacted · received/)).toBeVisible();
  await expect(page.getByText(`${sales.name} took it`)).toBeVisible();
  await expect(page.getByText("Called: wants a 20-foot truck on Friday.")).toBeVisible();
  await expect(page.getByText("changed the status from New to Contacted")).toBeVisible();

  // The export holds the filtered leads, starts with a BOM, and neutralises the formula.
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  const exported = await request.get(`/staff/leads/export.csv?q=${phone}`, {
    headers: { Cookie: cookie },
  });
  expect(exported.status()).toBe(200);
  expect(exported.headers()["content-disposition"]).toMatch(/^attachment; filename="sil-leads-/);
  expect(exported.headers()["cache-control"]).toBe("no-store");
  const bytes = await exported.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString("utf8").slice(1).trim().split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(",'=1+1,");
  expect(lines[0]).toMatch(/^Received \(India time\),Kind,Status,/);
  expect(lines[1]).toContain(",Quote,Contacted,");
  expect(lines[1]).toContain(
    ',Full Truck Load (FTL),"Pune, Maharashtra",411001,"Delhi, Delhi",110001,180 kg,',
  );
});

test("on a phone the lead list comes first, its filters folded away until asked for", async ({
  page,
  request,
  signInAs,
}, testInfo) => {
  const tag = unique(testInfo);
  await postLead(request, "/contact/create", {
    name: `Phone ${tag}`,
    email: `phone-${tag}@example.org`,
    subject: "Rates",
    message: "Rates to Nashik?",
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs("sales");
  await visit(page, `/staff/leads?q=phone-${tag}`);
  const filters = page.getByText("Filters (1 on)");
  await expect(filters).toBeVisible();
  await expect(field(page, "Kind")).toBeHidden();
  // The first lead is on the first screen, above the fold.
  await expect(page.getByRole("link", { name: `Phone ${tag}` }).first()).toBeInViewport();
  await expectNoAxeViolations(page, STAFF_AXE);
  await filters.click();
  await expect(field(page, "Kind")).toBeVisible();
  await expectNoAxeViolations(page, STAFF_AXE);
  // From 768 px the filters are open, with no summary to click.
  await page.setViewportSize({ width: 1280, height: 800 });
  await visit(page, `/staff/leads?q=phone-${tag}`);
  await expect(field(page, "Kind")).toBeVisible();
  await expect(page.getByText("Filters (1 on)")).toBeHidden();
});

test("a lead sent from a Marathi page tells sales to answer in Marathi", async ({
  page,
  request,
  signInAs,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = unique(testInfo);
  const id = await postLead(request, "/contact/create", {
    name: `Sunita ${tag}`,
    email: `sunita-${tag}@example.org`,
    subject: "पार्सल कुठे आहे?",
    message: `माझे पार्सल अजून आले नाही. ${tag}`,
    language: "mr",
  });
  await signInAs("sales");
  await visit(page, `/staff/leads/${id}`);
  await expect(page.getByRole("heading", { name: `Sunita ${tag}` })).toBeVisible();
  await expect(page.getByText(/· Wrote in Marathi$/)).toBeVisible();
});

test("HR works an application sent through the site", async ({
  page,
  request,
  signInAs,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = unique(testInfo);
  const jobs = (await (await request.get("/api/jobs/active")).json()) as {
    id: number;
    title: string;
  }[];
  const pdf = Buffer.from(
    buildTextPdf([{ text: `Asha ${tag}`, size: 20 }, { text: "Fleet lead" }]),
  );
  const data = {
    job_id: jobs[0]!.id,
    basicInformation: {
      name: `Asha ${tag}`,
      email: `asha-${tag}@example.org`,
      number: "9876543210",
      location: "",
    },
    jobRelatedInformation: {
      cover_letter: "",
      portfolio_link: "",
      linkedin_profile: "",
      github_profile: "",
    },
    professionalInformation: {
      experience_years: 6,
      current_jobtitle: "Fleet Supervisor",
      skills: ["Excel"],
    },
    logistics: {
      current_salary: "4.8 lakh",
      expected_salary: "6 lakh",
      willing_to_relocate: true,
      authorized_to_work: true,
    },
  };
  const applied = await request.post("/api/job-applications/apply", {
    multipart: {
      data: JSON.stringify(data),
      resume_file: { name: "Asha CV.pdf", mimeType: "application/pdf", buffer: pdf },
    },
    headers: { "X-Forwarded-For": `172.21.${sequence % 250}.9` },
  });
  expect(applied.status(), await applied.text()).toBe(201);

  await signInAs("hr");
  await page
    .getByRole("navigation", { name: "Staff console" })
    .getByRole("link", { name: "Applications" })
    .click();
  await expect(page.getByRole("heading", { name: "Applications" })).toBeVisible();
  await expectNoAxeViolations(page, STAFF_AXE);
  await page.getByRole("link", { name: `Asha ${tag}` }).click();
  await expect(page.getByRole("heading", { name: `Asha ${tag}` })).toBeVisible();
  await expect(page.getByText(jobs[0]!.title).first()).toBeVisible();
  // Sent with no language, as from an English page: HR answers in English.
  await expect(page.getByText(/ · Wrote in English$/)).toBeVisible();
  await expectNoAxeViolations(page, STAFF_AXE);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: /Download résumé/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const saved = await file.path();
  const { readFile } = await import("node:fs/promises");
  expect(Buffer.compare(await readFile(saved), pdf)).toBe(0);

  await page.getByRole("combobox", { name: /^Status/ }).selectOption({ label: "Shortlisted" });
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByText("Status changed to Shortlisted.")).toBeVisible();
  await page.reload();
  await expect(page.getByText(/· Shortlisted · applied/)).toBeVisible();

  const leads = await page.goto("/staff/leads");
  expect(leads?.status()).toBe(403);
});

test("an admin erases everything held about an e-mail address; the audit log keeps only the fact", async ({
  page,
  request,
  signInAs,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = unique(testInfo);
  const email = `forget-${tag}@example.org`;
  await postLead(request, "/contact/create", {
    name: `Forget ${tag}`,
    email,
    subject: "Erase",
    message: "Please forget me.",
  });
  await postLead(request, "/request-quote/create", {
    name: `Forget ${tag}`,
    email,
    service: "ptl",
    origin: "Vasai, Maharashtra",
    destination: "Surat, Gujarat",
  });

  await signInAs("admin");
  // The overview counts the outbox for an admin: each figure links to its list.
  await expect(page.getByRole("heading", { name: "E-mails" })).toBeVisible();
  await expect(page.getByRole("link", { name: /failed e-mails$/ })).toHaveAttribute(
    "href",
    "/staff/outbox?status=failed",
  );
  await page
    .getByRole("navigation", { name: "Staff console" })
    .getByRole("link", { name: "Erasure" })
    .click();
  await field(page, "E-mail address or phone number").fill(email);
  await page.getByRole("button", { name: "Find what we hold" }).click();
  await expect(page.getByRole("heading", { name: `What we hold about ${email}` })).toBeVisible();
  await expect(page.getByText(`Contact lead from Forget ${tag}`)).toBeVisible();
  await expect(page.getByText(`Quote lead from Forget ${tag}`)).toBeVisible();
  await expectNoAxeViolations(page, STAFF_AXE);
  await page.getByLabel(/Erase all of this for good/).check();
  await page.getByRole("button", { name: "Erase everything listed" }).click();
  await expect(
    page.getByText(
      /Erased 2 leads, 0 applications, 0 résumés, 0 customer-care tickets with 0 files, 4 e-mails, 0 tracking alert subscriptions, 0 delivery requests, 0 SMS and WhatsApp messages and 0 subscriptions by phone with their consent records\./,
    ),
  ).toBeVisible();

  await visit(page, `/staff/leads?q=${encodeURIComponent(email)}`);
  await expect(page.getByText("No leads match these filters.")).toBeVisible();
  await visit(page, "/staff/audit?action=erasure");
  await expect(page.getByRole("listitem").filter({ hasText: "erasure" }).first()).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sales filters the list and changes a lead's status with plain forms", async ({
    page,
    request,
    signInAs,
  }, testInfo) => {
    test.setTimeout(90_000);
    const tag = unique(testInfo);
    await postLead(request, "/contact/create", {
      name: `Nojs ${tag}`,
      email: `nojs-${tag}@example.org`,
      subject: "Pickup",
      message: "Can you pick up from Bhiwandi?",
    });
    await signInAs("admin");
    await page.goto("/staff/leads");
    await field(page, "Name, e-mail, phone, company, city, PIN code or LR").fill(`nojs-${tag}`);
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(new RegExp(`q=nojs-${tag}`));
    await page.getByRole("link", { name: `Nojs ${tag}` }).click();
    await page.getByRole("combobox", { name: /^Status/ }).selectOption({ label: "Spam" });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved: status (Spam).")).toBeVisible();
    await page.getByRole("combobox", { name: /^Status/ }).selectOption({ label: "Lost" });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(
      page.getByText("Say why the lead was lost, e.g. chose another carrier."),
    ).toBeVisible();
  });
});
