import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { LeadList, type LeadRow } from "./lead-list";

afterEach(cleanup);

/** Names are isolated on display, whatever direction marks they hold. */
describe("LeadList", () => {
  it("isolates each lead's name and company in a <bdi>, in the cards and the table", () => {
    const row: LeadRow = {
      id: "0b6f1c7e-1111-4a4a-8a8a-000000000001",
      kind: "contact",
      name: "Asha \u202Eahsa",
      company: "\u202EGoa Freight",
      email: "asha@example.org",
      phone: "98765 43210",
      status: "new",
      receivedAt: "2026-11-20T10:00:00.000Z",
      dueAt: null,
      overdue: false,
      assignee: null,
    };
    const Stub = createRoutesStub([{ path: "/", Component: () => <LeadList rows={[row]} /> }]);
    render(<Stub initialEntries={["/"]} />);
    const names = screen.getAllByText(row.name);
    const companies = screen.getAllByText(row.company);
    expect(names).toHaveLength(2);
    expect(companies).toHaveLength(2);
    for (const element of [...names, ...companies]) expect(element.tagName).toBe("BDI");
  });
});
