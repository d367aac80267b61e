import { z } from "../zod";
import { EmailSchema } from "./lead-fields";

/** "Get updates by e-mail" on a shipment's page: the address, nothing else. */
export const TrackingAlertSchema = z.object({ email: EmailSchema });

/** The languages alerts can be written in; the page's language is stored with the subscription. */
export const ALERT_LANGUAGES = ["en"] as const;
export type AlertLanguage = (typeof ALERT_LANGUAGES)[number];
