import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { DeliveryPanel } from "~/lib/delivery-panel";
import { DeliveryOptions } from "./delivery-options";
import { DeliveryForm, type Branch } from "./delivery-form";

const branches: Branch[] = [
  {
    key: "pune",
    name: "Pune",
    address: "Shop 3, Sahyadri Cargo Centre, Hadapsar Industrial Estate, Pune, Maharashtra",
    pincode: "411013",
    hours: { days: "mon-sat", opens: "9:30 AM", closes: "6:30 PM" },
  },
];

const window = { first: "2026-11-28", last: "2026-12-06" };

function panel(overrides: Partial<DeliveryPanel>): DeliveryPanel {
  return {
    expected: "2026-11-30",
    silent: false,
    attempt: null,
    change: window,
    waiting: false,
    answer: null,
    requests: [],
    ...overrides,
  };
}

function show(p: DeliveryPanel, { sent = false } = {}) {
  const Stub = createRoutesStub([
    {
      path: "/track-shipment-v2/:lrno",
      Component: () => (
        <DeliveryOptions
          lrNo="LR123456789"
          panel={p}
          branches={branches}
          refused={undefined}
          sent={sent}
          chosen={undefined}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={["/track-shipment-v2/LR123456789"]} />);
  return screen.getByRole("region", { name: /Change delivery|We tried to deliver/ });
}

afterEach(cleanup);

describe("DeliveryOptions", () => {
  it("shows each request's answer, with the reason given, and nobody's details", () => {
    const region = show(
      panel({
        requests: [
          {
            id: "c",
            option: "collect",
            status: "declined",
            branch: "pune",
            decisionReason: "The parcel is too large for the Pune counter.",
            createdAt: "2026-11-27T06:00:00.000Z",
          },
          {
            id: "r",
            option: "reschedule",
            status: "accepted",
            requestedDate: "2026-12-01",
            createdAt: "2026-11-26T06:00:00.000Z",
          },
          {
            id: "i",
            option: "instructions",
            status: "accepted",
            createdAt: "2026-11-25T06:00:00.000Z",
          },
        ],
      }),
    );
    const items = within(region).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Collect from PuneAsked on Fri, 27 Nov 26, 11:30 AMReason: The parcel is too large for the Pune counter.Declined",
      "Deliver on Tue, 1 Dec 26Asked on Thu, 26 Nov 26, 11:30 AMAccepted",
      "Delivery instructionsAsked on Wed, 25 Nov 26, 11:30 AMAccepted",
    ]);
    // Answered: a new request may be made.
    expect(within(region).getByText("Choose an option")).toBeTruthy();
  });

  it("offers no form while a request waits, and says when the answer comes", () => {
    const region = show(
      panel({
        change: null,
        waiting: true,
        requests: [
          {
            id: "p",
            option: "phone",
            status: "received",
            createdAt: "2026-11-27T06:00:00.000Z",
            dueAt: "2026-11-27T10:00:00.000Z",
          },
        ],
        // Friday 11:30 IST: due 3:30 PM the same day.
        answer: { dueAt: "2026-11-27T10:00:00.000Z", asOf: "2026-11-27T06:00:00.000Z" },
      }),
    );
    expect(within(region).getByRole("listitem").textContent).toContain(
      "Another number for the driverAsked on Fri, 27 Nov 26, 11:30 AMReceived",
    );
    expect(within(region).queryByText("Choose an option")).toBeNull();
    expect(region.textContent).toContain(
      "We will answer by 3:30 PM today, here and by e-mail if you gave us your address.",
    );
  });

  it("names a missed delivery and links a ticket of category attempt with the LR number", () => {
    const region = show(
      panel({
        attempt: { orderdate: "26th Nov 2026 - 04:00 PM", timestamp: "2026-11-26T10:30:00.000Z" },
      }),
    );
    expect(within(region).getByRole("heading", { level: 2 }).textContent).toBe(
      "We tried to deliver",
    );
    expect(region.textContent).toContain(
      "We could not deliver this shipment on Thu, 26 Nov 26, 04:00 PM. Choose below what suits you",
    );
    expect(
      within(region)
        .getByRole("link", { name: "This attempt did not happen" })
        .getAttribute("href"),
    ).toBe("/support/request?category=attempt&lr=LR123456789");
  });
});

describe("DeliveryForm's one-time token", () => {
  it("is made as the form is sent, and sent again unchanged with a retry", async () => {
    const tokens: string[] = [];
    const Stub = createRoutesStub([
      {
        path: "/track-shipment-v2/:lrno",
        Component: () => (
          <DeliveryForm window={window} branches={branches} refused={undefined} chosen="phone" />
        ),
        action: async ({ request }) => {
          tokens.push(String((await request.formData()).get("submissionToken")));
          return null;
        },
      },
    ]);
    render(<Stub initialEntries={["/track-shipment-v2/LR123456789"]} />);
    // The HTML carries none: the shipment's page is shared by everyone who opens it.
    const hidden = document.querySelector<HTMLInputElement>('input[name="submissionToken"]');
    expect(hidden?.value).toBe("");
    const send = screen.getByRole("button", { name: "Send request" });
    fireEvent.click(send);
    await waitFor(() => expect(tokens).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole("button", { name: "Send request" })).toBeTruthy());
    fireEvent.click(screen.getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(tokens).toHaveLength(2));
    expect(tokens[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(tokens[1]).toBe(tokens[0]);
  });
});
