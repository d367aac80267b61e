/**
 * /grievance in each language, rendered with the texts the root loader sends
 * that page (its handle's and the frame's): the officer from company.ts, the
 * three steps in order, the promises and claim limits from core/support.ts,
 * every "{name}" place filled and every link in the page's language. A text
 * module missing from the handle fails here (useTexts throws).
 */
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { company, texts as companyTexts } from "@core/content/company";
import { texts as grievanceTexts } from "@core/content/grievance";
import { LANGS, localizePath, type Lang } from "@core/i18n";
import { CLAIMS, PROMISES } from "@core/support";
import type { RootData, TextModule } from "@core/texts";
import { routes } from "~/lib/server-build.test-support";
import { pageTexts } from "~/lib/texts.server";
import Grievance from "./grievance";

const { textsFor } = pageTexts(routes);

/** Renders the page at its path in a language, and gives back the texts it was sent. */
function renderIn(lang: Lang) {
  const path = localizePath(lang, "/grievance");
  const root: RootData = { lang, texts: lang === "en" ? null : textsFor(lang, path) };
  const Stub = createRoutesStub([
    { id: "root", path: "/", Component: Outlet, children: [{ path, Component: Grievance }] },
  ]);
  render(<Stub initialEntries={[path]} hydrationData={{ loaderData: { root } }} />);
  return <T,>(module: TextModule<T>): T =>
    lang === "en" ? module.en : (root.texts![module.key] as T);
}

afterEach(cleanup);

describe.each(LANGS)("/grievance in %s", (lang) => {
  it("names the officer, with e-mail and phone links and the office's address", () => {
    const textsOf = renderIn(lang);
    const officer = company.grievanceOfficer;
    const card = screen.getByRole("region", { name: textsOf(grievanceTexts).officer.heading });
    expect(within(card).getByText(officer.name)).toBeTruthy();
    expect(within(card).getByText(textsOf(grievanceTexts).officer.designation)).toBeTruthy();
    expect(within(card).getByRole("link", { name: officer.email }).getAttribute("href")).toBe(
      `mailto:${officer.email}`,
    );
    expect(
      within(card).getByRole("link", { name: officer.phone.display }).getAttribute("href"),
    ).toBe(`tel:${officer.phone.tel}`);
    for (const line of textsOf(companyTexts).addressLines)
      expect(within(card).getByText(line)).toBeTruthy();
  });

  it("lists the three steps in order, the first linking to a new request", () => {
    const textsOf = renderIn(lang);
    const { steps } = textsOf(grievanceTexts);
    const list = within(screen.getByRole("region", { name: steps.heading })).getByRole("list");
    expect(list.tagName).toBe("OL");
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual(
      steps.items.map((step) => step.title),
    );
    const raise = within(items[0]!).getByRole("link");
    expect(raise.getAttribute("href")).toBe(localizePath(lang, "/support/request"));
    expect(items[1]!.textContent).toContain(company.grievanceOfficer.name);
    expect(within(items[2]!).getByRole("link", { name: "1915" }).getAttribute("href")).toBe(
      "tel:1915",
    );
    for (const site of ["https://consumerhelpline.gov.in", "https://e-jagriti.gov.in"])
      expect(
        within(items[2]!)
          .getAllByRole("link")
          .some((a) => a.getAttribute("href") === site),
        site,
      ).toBe(true);
  });

  it("states the promises and the claim limits with the figures of core/support.ts", () => {
    renderIn(lang);
    const main = document.body.textContent!;
    expect(main).not.toMatch(/\{\w+\}/);
    for (const figure of [
      PROMISES.acknowledgeHours,
      PROMISES.resolveDays,
      PROMISES.escalateUnresolvedDays,
      CLAIMS.withinDaysOfDelivery,
    ])
      expect(main).toMatch(new RegExp(`(?<!\\d)${figure}(?!\\d)`));
    expect(main).toContain(`₹${new Intl.NumberFormat("en-IN").format(CLAIMS.liabilityRupees)}`);
    if (lang !== "en") expect(main).toMatch(/[\u0900-\u097F]/);
  });

  it("links the claim rules to the terms in the page's language", () => {
    const textsOf = renderIn(lang);
    const terms = screen.getByRole("link", {
      name: textsOf(grievanceTexts).claims.termsLink.label,
    });
    expect(terms.getAttribute("href")).toBe(localizePath(lang, "/terms-and-conditions"));
  });
});
