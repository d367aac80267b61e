import type { ShipmentLookup, ShipmentsLookup } from "~/lib/chat-replies";
import type { OrderTracking } from "@core/schemas/tracking";

/**
 * Asks the tracking service about one LR number, through the JSON API the
 * tracking pages answer from (CONTRACT.md: 200, 404 unknown, 400 not an LR
 * number). Any other answer, or none, is a failure the visitor can retry.
 */
export async function lookUpShipment(lrNo: string): Promise<ShipmentLookup> {
  try {
    const response = await fetch(`/api/order/web/tracking/${encodeURIComponent(lrNo)}`, {
      headers: { Accept: "application/json" },
    });
    if (response.status === 404 || response.status === 400) return { kind: "not-found" };
    if (!response.ok) throw new Error(`tracking service answered ${response.status}`);
    const body = (await response.json()) as { orderTracking?: OrderTracking };
    if (!body.orderTracking || !Array.isArray(body.orderTracking.tracking_history)) {
      throw new Error("tracking service sent no orderTracking");
    }
    return { kind: "found", tracking: body.orderTracking };
  } catch (error) {
    // The visitor's connection, most often: a warning, not an application error.
    console.warn(`Chat: tracking lookup for ${lrNo} failed`, error);
    return { kind: "failed" };
  }
}

/**
 * Asks about several LR numbers in one request, through the batch API
 * (CONTRACT.md: `GET /api/order/web/tracking?lr=A,B,C`). Any answer but 200
 * with results, or none, is a failure the visitor can retry.
 */
export async function lookUpShipments(lrNos: readonly string[]): Promise<ShipmentsLookup> {
  try {
    const response = await fetch(
      `/api/order/web/tracking?lr=${lrNos.map(encodeURIComponent).join(",")}`,
      {
        headers: { Accept: "application/json" },
      },
    );
    if (!response.ok) throw new Error(`tracking service answered ${response.status}`);
    const body = (await response.json()) as {
      results?: { lr_no: string; found: boolean; orderTracking?: OrderTracking }[];
    };
    if (!Array.isArray(body.results)) throw new Error("tracking service sent no results");
    return {
      kind: "found",
      results: body.results.map((r) => ({
        lrNo: r.lr_no,
        tracking:
          r.found && r.orderTracking && Array.isArray(r.orderTracking.tracking_history)
            ? r.orderTracking
            : null,
      })),
    };
  } catch (error) {
    console.warn(`Chat: tracking lookup of ${lrNos.length} numbers failed`, error);
    return { kind: "failed" };
  }
}
