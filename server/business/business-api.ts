/**
 * The business API's services (docs/decisions/041-business-api.md), as
 * server/services/create-services.ts adds them: `businessApiKeys` (an
 * owner's keys, and the bearer check) and `businessApiShipments` (book one,
 * read one).
 */
import type { Database } from "../../database/client";
import type { OrderTracking } from "@core/schemas/tracking";
import { createBusinessApiKeys } from "./api-keys";
import { createBusinessApiShipments } from "./api-shipments";
import type { BookingContext } from "./bookings";

export function createBusinessApi(
  db: Database,
  options: {
    sessionSecret?: string;
    previousSecrets?: string[];
    pincodes: BookingContext["pincodes"];
    onBooked?: BookingContext["onBooked"];
    findTracking: (lrNo: string) => Promise<OrderTracking | null>;
    messages?: BookingContext["messages"];
  },
) {
  return {
    businessApiKeys: createBusinessApiKeys({
      db,
      sessionSecret: options.sessionSecret,
      previousSecrets: options.previousSecrets,
    }),
    businessApiShipments: createBusinessApiShipments(
      db,
      { pincodes: options.pincodes, onBooked: options.onBooked, messages: options.messages },
      options.findTracking,
    ),
  };
}
