import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { TrackSearchForm } from "./track-search-form";

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderForm() {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => <TrackSearchForm placeholder="e.g. LR123456789" buttonLabel="Track Now" />,
    },
    { path: "/track-shipment-v2/:lrno", Component: Where },
    { path: "/track-shipment", Component: Where },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return screen.getByRole("textbox", { name: "LR number" });
}

afterEach(cleanup);

describe("TrackSearchForm", () => {
  it("is a plain GET form to /track-shipment, so it works without JavaScript", () => {
    const input = renderForm();
    const form = input.closest("form");
    expect(form?.getAttribute("method")).toBe("get");
    expect(form?.getAttribute("action")).toBe("/track-shipment");
    expect(input.getAttribute("name")).toBe("lrno");
  });

  it("goes straight to the tracking page of the trimmed LR number", async () => {
    const input = renderForm();
    fireEvent.change(input, { target: { value: "  SI20254567 " } });
    fireEvent.click(screen.getByRole("button", { name: "Track Now" }));
    expect((await screen.findByTestId("where")).textContent).toBe("/track-shipment-v2/SI20254567");
  });

  it("sends several numbers, duplicates once, to the list page", async () => {
    const input = renderForm();
    fireEvent.change(input, { target: { value: "si20254567, LR123456789 SI20254567" } });
    fireEvent.click(screen.getByRole("button", { name: "Track Now" }));
    expect((await screen.findByTestId("where")).textContent).toBe(
      "/track-shipment?lr=SI20254567,LR123456789",
    );
  });

  it("does nothing and shows no message when the input is empty", async () => {
    const input = renderForm();
    fireEvent.change(input, { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Track Now" }));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId("where")).toBeNull();
    expect(screen.getByRole("textbox", { name: "LR number" })).toBeTruthy();
  });
});
