import { z } from "zod";

/**
 * An LR number as the visitor types it: 6 to 20 letters and digits after
 * trimming, compared case-insensitively (CONTRACT.md). Shared by the pages
 * and the server.
 */
export const LrNumberSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{6,20}$/, "An LR number has 6 to 20 letters and digits, like LR123456789.");

/** One entry of tracking_history, as the API sends it (CONTRACT.md). */
export type TrackingEntry = {
  tracking_id: number;
  tracking_status: string;
  remarks: string;
  location: string;
  /** '12th Nov 2025 - 10:30 AM', India time. */
  orderdate: string;
  /** ISO 8601. */
  timestamp: string;
};

export type OrderTracking = {
  lr_no: string;
  order_status: string;
  pod: string | null;
  /** Oldest first. */
  tracking_history: TrackingEntry[];
};
