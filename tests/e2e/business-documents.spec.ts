import { unzipSync } from "fflate";
import { expect, test } from "./fixtures";

/**
 * The demo owner, signed in, opens the documents of the demo business's
 * shipments through the built server: a label and an LR copy as PDFs, the
 * POD ZIP streamed; another business's or an unknown LR is 404.
 */
test("the demo owner prints a label and an LR copy and downloads the POD ZIP", async ({ page }) => {
  await page.goto("/business/login");
  await page.getByLabel("E-mail address").fill("owner@demo-traders.example");
  await page.getByLabel("Password").fill("demo-traders-2026");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/business");

  for (const [path, type] of [
    ["/business/shipments/SB0000000002/label.pdf", "application/pdf"],
    ["/business/shipments/SB0000000002/lr.pdf", "application/pdf"],
    ["/business/shipments/SB0000000001/pod.pdf", "application/pdf"],
    ["/business/pod.zip?lr=SB0000000001", "application/zip"],
  ]) {
    const answer = await page.request.get(path!);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()["content-type"]).toBe(type);
    expect(answer.headers()["cache-control"]).toBe("no-store");
    const body = await answer.body();
    if (type === "application/zip")
      expect(Object.keys(unzipSync(new Uint8Array(body)))).toEqual(["SB0000000001-POD.pdf"]);
    else expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  }
  // An LR of the operations' demo shipments is no business's: 404, as a made-up one.
  for (const path of [
    "/business/shipments/SI20254567/pod.pdf",
    "/business/shipments/SB9999999999/lr.pdf",
  ])
    expect((await page.request.get(path)).status(), path).toBe(404);
  // Not signed in: to the login page, never the document.
  const signedOut = await page.context().browser()!.newContext();
  const answer = await signedOut.request.get(
    `${new URL(page.url()).origin}/business/pod.zip?lr=SB0000000001`,
    {
      maxRedirects: 0,
    },
  );
  expect(answer.status()).toBe(302);
  await signedOut.close();
});
