import type { APIRequestContext, TestInfo } from "@playwright/test";
import { addDays, todayInIndia } from "@core/schemas/lead-fields";
import { expect, expectNoAxeViolations, STAFF_AXE, visit } from "./fixtures";
import { field, useOwnAddress } from "./form-helpers";
import { test } from "./staff";

/**
 * Working one lead from its page: the "Work this
 * lead" panel takes assignee, status, follow-up day and a note in one post;
 * a call is logged in one tap; a reply goes out from the Hindi template the
 * lead's language chose. With JavaScript, and the panel's post without it.
 */
test.beforeEach(async ({ page }, testInfo) => useOwnAddress(page, testInfo));
test.use({ expectedConsoleErrors: /status of 400/ });

let sequence = 0;
const unique = (testInfo: TestInfo) =>
  `${testInfo.project.name}${Date.now().toString(36)}${(sequence += 1)}`;

let addresses = 0;
async function postQuote(request: APIRequestContext, tag: string, language = "en") {
  addresses += 1;
  const response = await request.post("/api/request-quote/create", {
    data: {
      name: `Sunita ${tag}`,
      email: `sunita-${tag}@example.org`,
      phone: "+91 98220 12345",
      service: "ptl",
      origin: "Pune, Maharashtra",
      destination: "Nagpur, Maharashtra",
      notes: "180 kg of machine parts",
      language,
    },
    headers: { "X-Forwarded-For": `172.21.${addresses % 250}.${(addresses % 200) + 1}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test("sales works a lead from its page: one post, a logged call, a reply in Hindi", async ({
  page,
  request,
  signInAs,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = unique(testInfo);
  const id = await postQuote(request, tag, "hi");
  const me = await signInAs("sales");
  await visit(page, `/staff/leads/${id}`);
  const panel = page.getByRole("region", { name: "Work this lead" });
  await expect(panel).toBeVisible();
  await expectNoAxeViolations(page, STAFF_AXE);

  // Take it, Contacted, a follow-up day and a note: one post.
  const tomorrow = addDays(todayInIndia(), 1);
  await panel
    .getByRole("combobox", { name: /^Assignee/ })
    .selectOption({ label: `Me (${me.name})` });
  await panel.getByRole("combobox", { name: /^Status/ }).selectOption({ label: "Contacted" });
  await field(page, "Follow up on").fill(tomorrow);
  await field(page, "Note").fill("Called: wants the 180 kg moved on Monday.");
  await panel.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByText("Saved: assignee, status (Contacted), follow-up day, note."),
  ).toBeVisible();
  const history = page.getByRole("region", { name: "Notes and history" });
  await expect(history).toContainText(`${me.name} took it`);
  await expect(history).toContainText("changed the status from New to Contacted");
  await expect(history).toContainText("set the follow-up for");
  await expect(history).toContainText("Called: wants the 180 kg moved on Monday.");
  // The panel starts again from the lead as it now is, the note box empty.
  await expect(field(page, "Note")).toHaveValue("");
  await expect(field(page, "Follow up on")).toHaveValue(tomorrow);

  await page.getByRole("button", { name: "Log a call" }).click();
  await expect(page.getByText("Call logged.")).toBeVisible();
  await expect(history).toContainText(/called at \d{1,2}:\d{2} [AP]M/);

  // The reply: the lead wrote in Hindi, so the Hindi template is first.
  const reply = page.getByRole("region", { name: "Reply by e-mail" });
  await expect(reply.getByLabel("Template language")).toHaveValue("hi");
  await expect(field(page, "Subject")).toHaveValue(/के लिए आपका कोटेशन/);
  await reply.getByRole("button", { name: "Send reply" }).click();
  await expect(reply.getByText("Fill in or remove the part in [[double brackets]].")).toBeVisible();
  const text = field(page, "Text");
  const draft = await text.inputValue();
  await text.fill(draft.replace(/\[\[[^\]]*\]\]/, "दर ₹2,200, 2 दिन में डिलीवरी।"));
  await reply.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Reply sent. It is in the history.")).toBeVisible();
  await expect(history).toContainText("replied by e-mail in Hindi");
  await expectNoAxeViolations(page, STAFF_AXE);

  // English on request, by a plain GET.
  await reply.getByLabel("Template language").selectOption("en");
  await reply.getByRole("button", { name: "Use this language" }).click();
  await expect(field(page, "Subject")).toHaveValue(/^Your quote for Pune/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the panel's post refuses Lost without a reason next to the field, keeping the note", async ({
    page,
    request,
    signInAs,
  }, testInfo) => {
    const tag = unique(testInfo);
    const id = await postQuote(request, tag);
    await signInAs("sales");
    await page.goto(`/staff/leads/${id}`);
    await page.getByRole("combobox", { name: /^Status/ }).selectOption({ label: "Lost" });
    await field(page, "Note").fill("They chose rail.");
    await page.getByRole("button", { name: "Save" }).click();
    const reason = field(page, "Reason, when lost");
    await expect(reason).toHaveAttribute("aria-invalid", "true");
    await expect(
      page.getByText("Say why the lead was lost, e.g. chose another carrier."),
    ).toBeVisible();
    await expect(field(page, "Note")).toHaveValue("They chose rail.");
    await reason.fill("Chose rail freight");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved: status (Lost), note.")).toBeVisible();
    await expect(page.getByText("Lost because: Chose rail freight")).toBeVisible();
  });
});
