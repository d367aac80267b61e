import type { Locator, Page } from "@playwright/test";
import { buildTextPdf } from "../../database/pdf";
import { expect, expectNoAxeViolations, test, visit } from "./fixtures";
import { tabTo, useOwnAddress } from "./form-helpers";
import { storedApplications, storedResume } from "./ops";

/**
 * The job application as applicants use it: the two-step dialog
 * by keyboard alone, every message of spec sections 5 and 8, the résumé
 * checks, and the single page form with JavaScript off. What was stored is
 * read back through the ingestion API, as the company's systems read it.
 */
test.beforeEach(async ({ page }, testInfo) => useOwnAddress(page, testInfo));

const API = "/api/job-applications/apply";
const JOB = "Warehouse Supervisor";

const STEP_ONE_ERRORS = [
  "Full Name is required",
  "Email is required",
  "Phone Number is required",
  "Resume is required",
];
const STEP_TWO_ERRORS = [
  "Experience is required",
  "Current Job Title is required",
  "Skills are required",
  "Current Salary is required",
  "Expected Salary is required",
  "Please select relocate option",
  "Please select work authorization",
];

/** An applicant of their own for each test, so read-backs find only their application. */
function applicant(tag: string) {
  const name = `Asha Patil ${tag}`;
  const email = `asha.${tag}.${Date.now()}@example.org`;
  const pdf = Buffer.from(buildTextPdf([{ text: name, size: 20 }, { text: "Warehouse lead" }]));
  return {
    name,
    email,
    pdf,
    file: { name: "Asha CV.pdf", mimeType: "application/pdf", buffer: pdf },
  };
}

/** A control by its label's exact text; the "*" of a required field is not part of it. */
function control(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\*)?$`));
}

async function typeInto(page: Page, scope: Locator, label: string, text: string) {
  await tabTo(page, control(scope, label));
  await page.keyboard.type(text);
}

/** The radio answer of a Yes / No question, chosen by keyboard: Tab into the group, Space. */
async function answer(page: Page, dialog: Locator, question: RegExp, choice: "Yes" | "No") {
  const group = dialog.getByRole("radiogroup", { name: question });
  await tabTo(page, group.getByRole("radio", { name: "Yes" }));
  if (choice === "No") await page.keyboard.press("ArrowRight");
  else await page.keyboard.press("Space");
  await expect(group.getByRole("radio", { name: choice })).toBeChecked();
}

/** Each message shown under its field (an error summary may list it too). */
async function expectErrors(scope: Locator, errors: string[]) {
  for (const error of errors)
    await expect(scope.locator("p").getByText(error, { exact: true })).toBeVisible();
}

test.describe("the application dialog", () => {
  test("is completed by keyboard alone from a card, with every error text; what is stored equals what was sent", async ({
    page,
    request,
  }) => {
    // Typing every field key by key takes long on a busy machine.
    test.setTimeout(60_000);
    const person = applicant("keyboard");
    await visit(page, "/join-us/career");
    const apply = page.getByRole("button", { name: `Apply Now: ${JOB}` });
    await tabTo(page, apply);
    await page.keyboard.press("Enter");

    const dialog = page.getByRole("dialog", { name: `Apply for ${JOB}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Step 1 of 2: About you" })).toBeVisible();
    await expectNoAxeViolations(page);

    // Step 1 does not move on until its fields are right.
    await tabTo(page, dialog.getByRole("button", { name: "Next" }));
    await page.keyboard.press("Enter");
    await expectErrors(dialog, STEP_ONE_ERRORS);
    await expect(control(dialog, "Full Name")).toBeFocused();
    await expect(dialog.getByRole("heading", { name: "Step 1 of 2: About you" })).toBeVisible();
    await expectNoAxeViolations(page);

    await typeInto(page, dialog, "Full Name", person.name);
    await typeInto(page, dialog, "Email", person.email);
    await typeInto(page, dialog, "Phone Number", "98765 43210");
    await typeInto(page, dialog, "Current location", "Bhiwandi, Maharashtra");
    // A file picker is the system's own window; the test hands it the file.
    await control(dialog, "Résumé").setInputFiles(person.file);
    await typeInto(page, dialog, "LinkedIn profile", "linkedin.com/in/asha-patil");
    for (const error of STEP_ONE_ERRORS)
      await expect(dialog.getByText(error, { exact: true })).toHaveCount(0);
    await tabTo(page, dialog.getByRole("button", { name: "Next" }));
    await page.keyboard.press("Enter");

    const stepTwo = dialog.getByRole("heading", { name: "Step 2 of 2: Your work" });
    await expect(stepTwo).toBeFocused();
    await expectNoAxeViolations(page);
    await tabTo(page, dialog.getByRole("button", { name: "Submit Application" }));
    await page.keyboard.press("Enter");
    await expectErrors(dialog, STEP_TWO_ERRORS);
    await expectNoAxeViolations(page);

    // Back keeps everything typed in step 1.
    await tabTo(page, dialog.getByRole("button", { name: "Back" }));
    await page.keyboard.press("Enter");
    await expect(control(dialog, "Full Name")).toHaveValue(person.name);
    await expect(control(dialog, "Current location")).toHaveValue("Bhiwandi, Maharashtra");
    await tabTo(page, dialog.getByRole("button", { name: "Next" }));
    await page.keyboard.press("Enter");
    await expect(stepTwo).toBeFocused();

    await typeInto(page, dialog, "Experience (years)", "6");
    await typeInto(page, dialog, "Current Job Title", "Shift Lead");
    const skills = dialog.getByRole("combobox", { name: "Skills" });
    await tabTo(page, skills);
    await page.keyboard.type("war");
    await expect(dialog.getByRole("option", { name: "Warehouse Management" })).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(skills).toHaveAttribute("aria-activedescendant", /option-0$/);
    await page.keyboard.press("Enter");
    await expect(skills).toHaveValue("Warehouse Management, ");
    await page.keyboard.type("Inventory C");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(skills).toHaveValue("Warehouse Management, Inventory Control, ");
    await page.keyboard.type("Forklift driving");
    await expect(dialog.getByText("Skills are required", { exact: true })).toHaveCount(0);
    await typeInto(page, dialog, "Current Salary", "₹4.2 lakh a year");
    await typeInto(page, dialog, "Expected Salary", "₹5 lakh a year");
    await answer(page, dialog, /willing to relocate/, "No");
    await answer(page, dialog, /authorised to work/, "Yes");

    // Hold the request a moment, so the busy state can be seen.
    await page.route(API, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const submit = dialog.getByRole("button", { name: "Submit Application" });
    await tabTo(page, submit);
    const sent = page.waitForResponse((r) => r.url().endsWith(API));
    await page.keyboard.press("Enter");
    const busy = dialog.getByRole("button", { name: "Submitting..." });
    await expect(busy).toBeDisabled();
    expect((await sent).status()).toBe(201);

    const thanks = dialog.getByRole("heading", { name: "Thank you for applying!" });
    await expect(thanks).toBeFocused();
    await expect(
      dialog.getByText("We've received your application and will be in touch soon."),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const [stored] = await storedApplications(request, person.email);
    expect(stored!.data).toEqual({
      job_id: stored!.job_id,
      basicInformation: {
        name: person.name,
        email: person.email,
        number: "98765 43210",
        location: "Bhiwandi, Maharashtra",
      },
      jobRelatedInformation: {
        cover_letter: "",
        portfolio_link: "",
        linkedin_profile: "https://linkedin.com/in/asha-patil",
        github_profile: "",
      },
      professionalInformation: {
        experience_years: 6,
        current_jobtitle: "Shift Lead",
        skills: ["Warehouse Management", "Inventory Control", "Forklift driving"],
      },
      logistics: {
        current_salary: "₹4.2 lakh a year",
        expected_salary: "₹5 lakh a year",
        willing_to_relocate: false,
        authorized_to_work: true,
      },
    });
    expect(stored!.resume).toMatchObject({
      file_name: "Asha CV.pdf",
      content_type: "application/pdf",
      size: person.pdf.byteLength,
    });
    expect((await storedResume(request, stored!)).equals(person.pdf)).toBe(true);

    // Closing returns focus to Apply; after 300 ms the form starts afresh at step 1.
    await tabTo(page, dialog.getByRole("button", { name: "Close" }).last());
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(apply).toBeFocused();
    await page.waitForTimeout(400);
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("heading", { name: "Step 1 of 2: About you" })).toBeVisible();
    await expect(control(dialog, "Full Name")).toHaveValue("");
  });

  test("opens from the detail view; closing resets step, errors and form after 300 ms", async ({
    page,
  }) => {
    await visit(page, "/join-us/career");
    await page.getByRole("link", { name: JOB, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: JOB })).toBeVisible();
    await page
      .getByRole("button", { name: `Apply Now: ${JOB}` })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: `Apply for ${JOB}` });
    await control(dialog, "Full Name").fill("Ravi Kumar");
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText("Email is required")).toBeVisible();

    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await page.waitForTimeout(400);
    await page
      .getByRole("button", { name: `Apply Now: ${JOB}` })
      .last()
      .click();
    await expect(control(dialog, "Full Name")).toHaveValue("");
    await expect(dialog.getByText("Email is required")).toHaveCount(0);

    // Escape closes it too.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("explains a wrong type or a file over 5 MB as soon as it is chosen", async ({ page }) => {
    await visit(page, `/join-us/career`);
    await page.getByRole("button", { name: `Apply Now: ${JOB}` }).click();
    const dialog = page.getByRole("dialog");
    const resume = control(dialog, "Résumé");
    await expect(dialog.getByText("PDF, DOC or DOCX, up to 5 MB.")).toBeVisible();

    await resume.setInputFiles({
      name: "photo.png",
      mimeType: "image/png",
      buffer: Buffer.from("x"),
    });
    await expect(dialog.getByText("Upload your résumé as a PDF, DOC or DOCX file.")).toBeVisible();
    await expect(resume).toHaveAttribute("aria-invalid", "true");

    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    await resume.setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: big });
    await expect(
      dialog.getByText("Your résumé is larger than 5 MB. Please choose a smaller file."),
    ).toBeVisible();

    const person = applicant("types");
    await resume.setInputFiles(person.file);
    await expect(dialog.getByText(/larger than 5 MB|PDF, DOC or DOCX file\./)).toHaveCount(0);
    await expect(dialog.getByText(/Asha CV\.pdf · \d+ KB/)).toBeVisible();
  });

  test.describe("a server refusal", () => {
    // The browser logs the status of the refused request.
    test.use({ expectedConsoleErrors: /status of 400/ });

    test("a file that only looks like a PDF is refused by the server at its field, nothing typed is lost", async ({
      page,
      request,
    }) => {
      const person = applicant("renamed");
      await visit(page, "/join-us/career");
      await page.getByRole("button", { name: `Apply Now: ${JOB}` }).click();
      const dialog = page.getByRole("dialog");
      await fillBothSteps(dialog, person, {
        name: "cv.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("\x89PNG\r\n\x1a\n not really a pdf"),
      });
      const answered = page.waitForResponse((r) => r.url().endsWith(API));
      await dialog.getByRole("button", { name: "Submit Application" }).click();
      expect((await answered).status()).toBe(400);

      await expect(dialog.getByRole("heading", { name: "Step 1 of 2: About you" })).toBeVisible();
      await expect(
        dialog.getByText("Upload your résumé as a PDF, DOC or DOCX file."),
      ).toBeVisible();
      await expect(control(dialog, "Résumé")).toBeFocused();
      await expect(control(dialog, "Full Name")).toHaveValue(person.name);
      expect(await storedApplications(request, person.email)).toEqual([]);

      // With a real PDF it goes through; step 2 kept its answers.
      await control(dialog, "Résumé").setInputFiles(person.file);
      await dialog.getByRole("button", { name: "Next" }).click();
      await expect(control(dialog, "Current Job Title")).toHaveValue("Shift Lead");
      await dialog.getByRole("button", { name: "Submit Application" }).click();
      await expect(dialog.getByRole("heading", { name: "Thank you for applying!" })).toBeVisible();
      expect(await storedApplications(request, person.email)).toHaveLength(1);
    });
  });

  test.describe("when the network fails", () => {
    test.use({ expectedConsoleErrors: /net::ERR_FAILED|Failed to load resource/ });

    test("says 'Oops...' and keeps everything for another try", async ({ page }) => {
      const person = applicant("offline");
      await visit(page, "/join-us/career");
      await page.getByRole("button", { name: `Apply Now: ${JOB}` }).click();
      const dialog = page.getByRole("dialog");
      await fillBothSteps(dialog, person, person.file);
      await page.route(API, (route) => route.abort("failed"));
      await dialog.getByRole("button", { name: "Submit Application" }).click();

      const alert = dialog.getByRole("alert");
      await expect(alert).toContainText("Oops...");
      await expect(alert).toContainText(
        "Failed to submit your application. Please try again later!",
      );
      await expect(control(dialog, "Current Job Title")).toHaveValue("Shift Lead");
      await expect(dialog.getByRole("button", { name: "Submit Application" })).toBeEnabled();

      await page.unroute(API);
      await dialog.getByRole("button", { name: "Submit Application" }).click();
      await expect(dialog.getByRole("heading", { name: "Thank you for applying!" })).toBeVisible();
    });
  });
});

test.describe("the skills field", () => {
  test("suggests by prefix, leaves out skills already entered, and clears its error when edited", async ({
    page,
  }) => {
    await visit(page, "/join-us/career");
    await page.getByRole("button", { name: `Apply Now: ${JOB}` }).click();
    const dialog = page.getByRole("dialog");
    const person = applicant("skills");
    await fillStepOne(dialog, person, person.file);
    await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await expect(dialog.getByText("Skills are required")).toBeVisible();

    const skills = dialog.getByRole("combobox", { name: "Skills" });
    await skills.click();
    await page.keyboard.type("e");
    await expect(dialog.getByText("Skills are required")).toHaveCount(0);
    await expect(skills).toHaveAttribute("aria-expanded", "true");
    const options = dialog.getByRole("option");
    await expect(options.first()).toBeVisible();
    for (const text of await options.allInnerTexts()) expect(text.toLowerCase()).toMatch(/^e/);
    await expect(dialog.getByRole("option", { name: "Excel", exact: true })).toBeVisible();

    await dialog.getByRole("option", { name: "Excel", exact: true }).click();
    await expect(skills).toHaveValue("Excel, ");
    await expect(skills).toBeFocused();
    await page.keyboard.type("e");
    await expect(options.first()).toBeVisible();
    await expect(dialog.getByRole("option", { name: "Excel", exact: true })).toHaveCount(0);

    await page.keyboard.press("Escape");
    await expect(skills).toHaveAttribute("aria-expanded", "false");
    await expect(dialog).toBeVisible();
  });
});

async function fillStepOne(
  dialog: Locator,
  person: ReturnType<typeof applicant>,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await control(dialog, "Full Name").fill(person.name);
  await control(dialog, "Email").fill(person.email);
  await control(dialog, "Phone Number").fill("9876543210");
  await control(dialog, "Résumé").setInputFiles(file);
}

async function fillBothSteps(
  dialog: Locator,
  person: ReturnType<typeof applicant>,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await fillStepOne(dialog, person, file);
  await dialog.getByRole("button", { name: "Next" }).click();
  await control(dialog, "Experience (years)").fill("2.5");
  await control(dialog, "Current Job Title").fill("Shift Lead");
  await dialog.getByRole("combobox", { name: "Skills" }).fill("Excel, SAP");
  await control(dialog, "Current Salary").fill("3 lakh");
  await control(dialog, "Expected Salary").fill("4 lakh");
  await dialog
    .getByRole("radiogroup", { name: /relocate/ })
    .getByRole("radio", { name: "Yes" })
    .check();
  await dialog
    .getByRole("radiogroup", { name: /authorised/ })
    .getByRole("radio", { name: "Yes" })
    .check();
}

test.describe("applying with JavaScript off", () => {
  // The browser logs the status of a form that comes back with errors.
  test.use({ javaScriptEnabled: false, expectedConsoleErrors: /status of 400/ });

  test("the Apply link leads to one form that shows every error and then stores the application", async ({
    page,
    request,
  }) => {
    const person = applicant("nojs");
    await page.goto("/join-us/career");
    await page.getByRole("link", { name: `Apply Now: ${JOB}` }).click();
    await expect(page).toHaveURL(/\/join-us\/career\/\d+\/apply$/);
    await expect(page.getByRole("heading", { level: 1, name: `Apply for ${JOB}` })).toBeVisible();

    await page.getByRole("button", { name: "Submit Application" }).click();
    const form = page.locator("form#job-application");
    await expectErrors(form, [...STEP_ONE_ERRORS, ...STEP_TWO_ERRORS]);
    await expect(page.getByText("Please correct the 11 fields marked below.")).toBeVisible();

    await control(page, "Full Name").fill(person.name);
    await control(page, "Email").fill(person.email);
    await control(page, "Phone Number").fill("+91 98765 43210");
    await control(page, "Résumé").setInputFiles(person.file);
    await control(page, "Experience (years)").fill("0");
    await control(page, "Current Job Title").fill("Graduate trainee");
    await page.getByRole("combobox", { name: "Skills" }).fill(" Excel ,, Communication ");
    await control(page, "Current Salary").fill("Not working yet");
    await control(page, "Expected Salary").fill("₹25,000 a month");
    await page
      .getByRole("radiogroup", { name: /relocate/ })
      .getByRole("radio", { name: "Yes" })
      .check();
    await page
      .getByRole("radiogroup", { name: /authorised/ })
      .getByRole("radio", { name: "No" })
      .check();
    await page.getByRole("button", { name: "Submit Application" }).click();

    await expect(page).toHaveURL(/\/apply\?sent=1$/);
    await expect(page.getByRole("dialog")).toContainText("Thank you for applying!");
    await expect(page.getByRole("dialog")).toContainText(
      "We've received your application and will be in touch soon.",
    );

    const [stored] = await storedApplications(request, person.email);
    expect(stored!.data).toMatchObject({
      basicInformation: { name: person.name, number: "+91 98765 43210", location: "N/A" },
      professionalInformation: {
        experience_years: 0,
        skills: ["Excel", "Communication"],
      },
      logistics: { willing_to_relocate: true, authorized_to_work: false },
    });
    expect((await storedResume(request, stored!)).equals(person.pdf)).toBe(true);
  });

  test("a server refusal keeps what was typed and asks for the résumé again", async ({ page }) => {
    const person = applicant("nojs-again");
    await page.goto("/join-us/career");
    await page.getByRole("link", { name: `Apply Now: ${JOB}` }).click();
    await control(page, "Full Name").fill(person.name);
    await control(page, "Email").fill("not-an-email");
    await control(page, "Phone Number").fill("9876543210");
    await control(page, "Résumé").setInputFiles(person.file);
    await page.getByRole("button", { name: "Submit Application" }).click();

    await expect(
      page.getByText("Enter your email address, like name@example.com.").first(),
    ).toBeVisible();
    await expect(control(page, "Full Name")).toHaveValue(person.name);
    await expect(control(page, "Email")).toHaveValue("not-an-email");
    await expect(
      page.getByText(
        "Files are not kept when the form comes back: please choose your résumé again.",
      ),
    ).toBeVisible();
  });
});

test.describe("the application page", () => {
  test("has no accessibility violations, and a closed job has none to apply to", async ({
    page,
    request,
  }) => {
    const jobs = (await (await request.get("/api/jobs/active")).json()) as { id: number }[];
    await visit(page, `/join-us/career/${jobs[0]!.id}/apply`);
    await expect(page.getByRole("button", { name: "Submit Application" })).toBeVisible();
    await expectNoAxeViolations(page);

    const closed = await request.get("/join-us/career/4/apply");
    expect(closed.status()).toBe(404);
  });
});

test.describe("the application API over HTTP", () => {
  const data = (jobId: number) =>
    JSON.stringify({
      job_id: jobId,
      basicInformation: { name: "Ravi Kumar", email: "ravi@example.org", number: "9876543210" },
      jobRelatedInformation: {},
      professionalInformation: {
        experience_years: 3,
        current_jobtitle: "Driver",
        skills: ["Excel"],
      },
      logistics: {
        current_salary: "3 lakh",
        expected_salary: "4 lakh",
        willing_to_relocate: true,
        authorized_to_work: true,
      },
    });

  test(
    "answers a wrong file type with 400 and a file over 5 MB with 413, each with a clear message",
    { tag: "@server" },
    async ({ request }) => {
      const jobs = (await (await request.get("/api/jobs/active")).json()) as { id: number }[];
      const jobId = jobs[0]!.id;
      const post = (buffer: Buffer, name: string) =>
        request.post(API, {
          multipart: {
            data: data(jobId),
            resume_file: { name, mimeType: "application/pdf", buffer },
          },
        });

      const wrong = await post(Buffer.from("GIF89a not a résumé"), "cv.pdf");
      expect(wrong.status()).toBe(400);
      expect(await wrong.json()).toMatchObject({
        ok: false,
        errors: { resume_file: "Upload your résumé as a PDF, DOC or DOCX file." },
      });

      const big = Buffer.alloc(5 * 1024 * 1024 + 10, 0x20);
      big.write("%PDF-1.4");
      const large = await post(big, "cv.pdf");
      expect(large.status()).toBe(413);
      expect((await large.json()).message).toBe(
        "Your résumé is larger than 5 MB. Please choose a smaller file.",
      );

      const huge = await post(Buffer.alloc(8 * 1024 * 1024), "cv.pdf");
      expect(huge.status()).toBe(413);
      expect((await huge.json()).ok).toBe(false);
    },
  );
});
