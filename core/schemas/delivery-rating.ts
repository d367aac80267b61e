/**
 * A delivered shipment's rating (CONTRACT.md "Messages by SMS and
 * WhatsApp", "events": the delivered message's 1–5 rating link): 1 to 5,
 * with an optional comment. One schema for the /rate/<token> page's form,
 * in the browser and on the server.
 */
import { z } from "../zod";
import { encodeMessage as m } from "../messages";
import { tooLong } from "./lead-fields";
import { plainText } from "./plain-text";

export const RATING_COMMENT_MAX = 500;

export const DeliveryRatingSchema = z.object({
  rating: z.coerce
    .number({ error: m("ticketRating") })
    .int(m("ticketRating"))
    .min(1, m("ticketRating"))
    .max(5, m("ticketRating")),
  comment: plainText(
    z.string().trim().max(RATING_COMMENT_MAX, tooLong(RATING_COMMENT_MAX)),
    "several",
  ).optional(),
});

export type DeliveryRatingFields = z.output<typeof DeliveryRatingSchema>;
