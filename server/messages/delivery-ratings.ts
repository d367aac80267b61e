/**
 * The ratings a delivered message asks for (CONTRACT.md "Messages by SMS
 * and WhatsApp", "events"; docs/decisions/047-messages.md, "Events"): its
 * /rate/<token> link opens the shipment's rating, given once, 1 to 5 with
 * an optional comment. The token is kept only as its SHA-256, so the page
 * finds the row by hashing what the link carries; a string that cannot be
 * a token is never looked up.
 */
import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "../../database/client";
import { deliveryRatings } from "../../database/schema";
import { DeliveryRatingSchema } from "@core/schemas/delivery-rating";
import { alertsTokenHash, isAlertsToken } from "./alerts-token";

export type RatingView = {
  lrNo: string;
  rating: number | null;
  comment: string | null;
  ratedAt: Date | null;
};

export type RateOutcome =
  | { kind: "done"; view: RatingView }
  /** Rated before: the first rating stands. */
  | { kind: "already"; view: RatingView }
  | { kind: "not-found" }
  | { kind: "invalid"; fieldErrors: Record<string, string[]> };

const view = (row: typeof deliveryRatings.$inferSelect): RatingView => ({
  lrNo: row.lrNo,
  rating: row.rating,
  comment: row.comment,
  ratedAt: row.ratedAt,
});

/** The rating a link opens, or null for a token that names none. */
async function find(db: Database, token: string): Promise<RatingView | null> {
  if (!isAlertsToken(token)) return null;
  const [row] = await db
    .select()
    .from(deliveryRatings)
    .where(eq(deliveryRatings.tokenHash, alertsTokenHash(token)));
  return row ? view(row) : null;
}

/** Gives the rating once: a second sending (a refresh, another tab) leaves the first. */
async function rate(
  db: Database,
  token: string,
  fields: unknown,
  now: Date = new Date(),
): Promise<RateOutcome> {
  const found = await find(db, token);
  if (!found) return { kind: "not-found" };
  if (found.rating !== null) return { kind: "already", view: found };
  const parsed = DeliveryRatingSchema.safeParse(fields);
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues)
      (fieldErrors[String(issue.path[0] ?? "rating")] ??= []).push(issue.message);
    return { kind: "invalid", fieldErrors };
  }
  const [row] = await db
    .update(deliveryRatings)
    .set({ rating: parsed.data.rating, comment: parsed.data.comment || null, ratedAt: now })
    .where(
      and(eq(deliveryRatings.tokenHash, alertsTokenHash(token)), isNull(deliveryRatings.rating)),
    )
    .returning();
  if (!row) return { kind: "already", view: (await find(db, token))! };
  return { kind: "done", view: view(row) };
}

/** A shipment's ratings given, newest first, for staff. */
async function forShipment(db: Database, lrNo: string): Promise<RatingView[]> {
  const rows = await db
    .select()
    .from(deliveryRatings)
    .where(and(eq(deliveryRatings.lrNo, lrNo.toUpperCase()), isNotNull(deliveryRatings.rating)))
    .orderBy(desc(deliveryRatings.ratedAt));
  return rows.map(view);
}

export function createDeliveryRatings(db: Database) {
  return {
    find: (token: string) => find(db, token),
    rate: (token: string, fields: unknown, now?: Date) => rate(db, token, fields, now),
    forShipment: (lrNo: string) => forShipment(db, lrNo),
  };
}

export type DeliveryRatings = ReturnType<typeof createDeliveryRatings>;
