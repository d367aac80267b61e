import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { applyPage } from "./form-helpers";

/**
 * The script files a page asks for before anything else happens (its
 * `modulepreload` hints), as grouped by scripts/chunk-groups.ts
 * (docs/decisions/028-fewer-script-files.md): few files, none a page does
 * not need, the same in every language.
 */

async function scriptsOf(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  return [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    ([, href]) => href!,
  );
}

test("the home page asks for five script files or fewer, the same in English, Hindi and Marathi", async ({
  request,
}) => {
  const english = await scriptsOf(request, "/");
  expect(english.length).toBeGreaterThan(2);
  expect(english.length, english.join("\n")).toBeLessThanOrEqual(5);
  expect(new Set(english).size).toBe(english.length);
  expect(await scriptsOf(request, "/hi")).toEqual(english);
  expect(await scriptsOf(request, "/mr")).toEqual(english);
});

test("the home, tracking, form, application and delivery check pages load none of zod's schemas before an interaction", async ({
  request,
}) => {
  const bodies = async (path: string) =>
    Promise.all(
      (await scriptsOf(request, path)).map(async (href) => {
        const response = await request.get(href);
        expect(response.status(), href).toBe(200);
        return response.text();
      }),
    );
  // zod's schemas carry their error class's name even minified.
  const withZod = (texts: string[]) => texts.filter((body) => body.includes("ZodError"));
  const lead = ["/get-a-quote", "/request-quote", "/pickup-request", "/contact-us"];
  lead.push("/join-us/client-registration", "/join-us/franchise", "/hi/pickup-request");
  // The customer-care forms and the delivery check too (decision 034's follow-up).
  const care = ["/support/request", "/hi/support/request", "/support/ticket", "/mr/support/ticket"];
  care.push("/delivery-check", "/services");
  // A shipment's page with its delivery options and e-mail alerts (their forms use neither).
  const shipment = ["/track-shipment-v2/LR444444444", "/mr/track-shipment-v2/LR123456789"];
  // A job's application page, whose form loads its code as the lead forms do.
  const apply = await applyPage(request);
  const careers = [apply, `/hi${apply}`];
  const pages = ["/", "/track-shipment", "/hi/track-shipment", ...lead, ...care, ...shipment];
  for (const path of [...pages, ...careers]) expect(withZod(await bodies(path)), path).toEqual([]);
  // A lead form's code (decision 034), zod with it, is a file its page names but loads on demand.
  const loaded = await bodies("/get-a-quote");
  const named = new Set(
    loaded.flatMap((body) => [...body.matchAll(/assets\/[\w.-]+\.js/g)].map(([f]) => f)),
  );
  const onDemand = await Promise.all(
    [...named].map(async (file) => (await request.get(`/${file}`)).text()),
  );
  expect(withZod(onDemand).length).toBeGreaterThan(0);
});

test("a tracking page and a form page ask for twelve script files or fewer, each served", async ({
  request,
}) => {
  const most = {
    "/track-shipment": 12,
    "/hi/track-shipment": 12,
    // A shipment's page, "Change delivery" included.
    "/track-shipment-v2/LR123456789": 12,
    "/get-a-quote": 12,
    "/join-us/franchise": 12,
    // 18 while its form's code came with it.
    [await applyPage(request)]: 12,
  };
  for (const [path, limit] of Object.entries(most)) {
    const files = await scriptsOf(request, path);
    expect(files.length, `${path}:\n${files.join("\n")}`).toBeLessThanOrEqual(limit);
    for (const href of files) {
      const response = await request.head(href);
      expect(response.status(), href).toBe(200);
    }
  }
});
