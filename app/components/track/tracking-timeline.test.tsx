import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { OrderTracking, TrackingEntry } from "@core/schemas/tracking";
import { rescheduleRemarks } from "@core/site-remarks";
import { packs } from "~/lib/texts.server";
import { LaterTexts } from "~/lib/texts";
import { TrackingTimeline } from "./tracking-timeline";

const entry = (id: number, status: string, remarks: string): TrackingEntry => ({
  tracking_id: id,
  tracking_status: status,
  remarks,
  location: "Vasai Hub",
  orderdate: `${10 + id}th Nov 2026 - 10:30 AM`,
  timestamp: "",
});

const tracking: OrderTracking = {
  lr_no: "LR123456789",
  order_status: "In Transit",
  pod: null,
  expected_delivery_date: null,
  tracking_history: [
    entry(1, "Manifested", "Booked at the counter"),
    entry(2, "Panding", "Waiting for a vehicle"),
    entry(3, "shipped", "Left the hub"),
    entry(4, "In Transit", rescheduleRemarks("2026-12-01")),
  ],
};

/** A language's texts by module key, as the root sends them with a page. */
const textsOf = (lang: "hi" | "mr") =>
  Object.fromEntries(Object.entries(packs[lang]).map(([key, file]) => [key, file.default]));

/** The timeline as a shipment's page in `lang` renders it, with that language's texts. */
function show(lang: "en" | "hi" | "mr") {
  const path = lang === "en" ? "/track-shipment-v2/:lrno" : `/${lang}/track-shipment-v2/:lrno`;
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <LaterTexts.Provider value={lang === "en" ? null : textsOf(lang)}>
          <TrackingTimeline tracking={tracking} />
        </LaterTexts.Provider>
      ),
    },
  ]);
  render(<Stub initialEntries={[path.replace(":lrno", "LR123456789")]} />);
  return screen.getByRole("list");
}

afterEach(cleanup);

describe("the timeline's words in the page's language", () => {
  it("names the legacy spellings as the spec does on the English page", () => {
    const list = show("en");
    const headings = [...list.querySelectorAll("h3")].map((h) => h.textContent);
    expect(headings).toEqual(expect.arrayContaining(["Pending", "Shipped"]));
    expect(list.textContent).not.toMatch(/Panding|shipped/);
  });

  it("says the site's own remarks in the page's language, others as sent", () => {
    expect(show("en").textContent).toContain(
      "Delivery rescheduled to Tue, 1 Dec 26 at the receiver's request.",
    );
    cleanup();
    for (const lang of ["hi", "mr"] as const) {
      const text = show(lang).textContent ?? "";
      expect(text).not.toContain("Delivery rescheduled");
      expect(text).toContain("Waiting for a vehicle");
      cleanup();
    }
    expect(show("hi").textContent).toContain(
      "पाने वाले के कहने पर डिलीवरी की नई तारीख मंगल, 1 दिस॰ 26 रखी गई।",
    );
  });
});
