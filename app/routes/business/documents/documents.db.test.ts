import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessBookings, businesses } from "../../../../tests/support/business-documents";
import {
  makeBusinessWithShipments,
  type MadeBusiness,
} from "../../../../tests/support/business-documents";
import { readPdf } from "../../../../tests/support/pdf-reading";
import { openTestApp, type TestApp } from "../../../../tests/support/test-app";
import { loadContext, SESSION_SECRET } from "../../../../tests/support/test-staff";
import { loader as bookingLabels } from "./booking-labels";
import { loader as bookingLrCopies } from "./booking-lr-copies";
import { loader as podZip } from "./pod-zip";
import { loader as shipmentLabel } from "./shipment-label";
import { loader as shipmentLrCopy } from "./shipment-lr-copy";
import { loader as shipmentPod } from "./shipment-pod";

type Loader = (args: never) => Promise<Response>;

let t: TestApp;
let cookie: string;
let demoBooking: string;
let other: MadeBusiness;

beforeAll(async () => {
  t = await openTestApp({ services: { secret: SESSION_SECRET } });
  const outcome = await t.services.business.signIn.withPassword(
    "owner@demo-traders.example",
    "demo-traders-2026",
    "documents-tests",
  );
  if (outcome.status !== "signed-in") throw new Error(outcome.status);
  cookie = `sil_business=${outcome.token}`;
  const [demo] = await t.database.db
    .select({ id: businessBookings.id })
    .from(businessBookings)
    .innerJoin(businesses, eq(businesses.id, businessBookings.businessId))
    .where(eq(businesses.legalName, "Demo Traders Pvt Ltd"));
  demoBooking = demo!.id;
  other = await makeBusinessWithShipments(t.database.db, {
    name: "Other Mills",
    count: 2,
    delivered: 1,
  });
}, 120_000);
afterAll(() => t?.database.close());

/** A loader's answer to a GET of `path` by the demo owner (or nobody). */
async function get(loader: Loader, path: string, params: Record<string, string>, as = cookie) {
  const request = new Request(`http://localhost${path}`, { headers: as ? { Cookie: as } : {} });
  try {
    return await loader({ request, params, context: loadContext(t) } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("business documents", () => {
  it("serves the booking's labels and LR copies as PDFs never kept by a browser", async () => {
    const labels = await get(bookingLabels, `/business/bookings/${demoBooking}/labels.pdf`, {
      id: demoBooking,
    });
    expect(labels.status).toBe(200);
    expect(labels.headers.get("Content-Type")).toBe("application/pdf");
    expect(labels.headers.get("Cache-Control")).toBe("no-store");
    expect(labels.headers.get("Content-Disposition")).toMatch(
      /^inline; filename="labels-SB0000000001\.pdf"$/,
    );
    const pages = await readPdf(new Uint8Array(await labels.arrayBuffer()));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect([pages[0]!.width, pages[0]!.height]).toEqual([288, 432]);
    expect(pages.map((p) => p.text).join(" ")).toContain("SB0000000003");

    const copies = await get(bookingLrCopies, `/business/bookings/${demoBooking}/lr.pdf`, {
      id: demoBooking,
    });
    const copyPages = await readPdf(new Uint8Array(await copies.arrayBuffer()));
    expect(copyPages).toHaveLength(3);
    expect(copyPages[0]!.text).toContain("Demo Traders Pvt Ltd");
  });

  it("serves one shipment's LR copy, labels and POD", async () => {
    const lr = { lr: "SB0000000001" };
    for (const [loader, path] of [
      [shipmentLrCopy, "/business/shipments/SB0000000001/lr.pdf"],
      [shipmentLabel, "/business/shipments/SB0000000001/label.pdf"],
      [shipmentPod, "/business/shipments/SB0000000001/pod.pdf"],
    ] as const) {
      const answer = await get(loader, path, lr);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("Cache-Control")).toBe("no-store");
      expect((await readPdf(new Uint8Array(await answer.arrayBuffer())))[0]!.text).toContain(
        "SB0000000001",
      );
    }
    const notDelivered = await get(shipmentPod, "/business/shipments/SB0000000003/pod.pdf", {
      lr: "SB0000000003",
    });
    expect(notDelivered.status).toBe(404);
  });

  it("answers 404 for another business's booking and LR numbers, as for ones that do not exist", async () => {
    const lr = other.lrNos[0]!;
    const answers = [
      await get(bookingLabels, "/", { id: other.bookingId }),
      await get(bookingLrCopies, "/", { id: other.bookingId }),
      await get(bookingLabels, "/", { id: "00000000-0000-4000-8000-000000000000" }),
      await get(shipmentLrCopy, "/", { lr }),
      await get(shipmentLabel, "/", { lr }),
      await get(shipmentPod, "/", { lr }),
      await get(podZip, `/business/pod.zip?lr=${lr}`, {}),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.headers.get("Cache-Control")).toBe("no-store");
      expect(await answer.text()).not.toContain(lr);
    }
  });

  it("streams the POD ZIP of the business's delivered shipments, by LR numbers or by days", async () => {
    const zip = await get(
      podZip,
      `/business/pod.zip?lr=SB0000000001&lr=SB0000000002&lr=${other.lrNos[0]}`,
      {},
    );
    expect(zip.status).toBe(200);
    expect(zip.headers.get("Content-Type")).toBe("application/zip");
    expect(zip.headers.get("Content-Disposition")).toMatch(/^attachment; filename="POD-3\.zip"$/);
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files)).toEqual(["SB0000000001-POD.pdf"]);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const byDay = await get(podZip, `/business/pod.zip?from=2020-01-01&to=${today}`, {});
    expect(byDay.status).toBe(400); // more than a year
    const week = new Date(Date.now() + 330 * 60_000 - 6 * 86_400_000).toISOString().slice(0, 10);
    const lastWeek = await get(podZip, `/business/pod.zip?from=${week}&to=${today}`, {});
    expect(Object.keys(unzipSync(new Uint8Array(await lastWeek.arrayBuffer())))).toEqual([
      "SB0000000001-POD.pdf",
    ]);
    const wrong = await get(podZip, "/business/pod.zip?lr=not;an-lr", {});
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("is not an LR number");
  });

  it("sends a visitor who is not signed in to the portal's login", async () => {
    const answer = await get(podZip, "/business/pod.zip?lr=SB0000000001", {}, "");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toMatch(/^\/business\/login\?next=/);
  });
});
