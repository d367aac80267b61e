/**
 * The settings of the two message channels, SMS (MSG91) and WhatsApp (Meta's
 * Cloud API), read from the environment by server/env.ts. A channel is off
 * while none of its settings is set; half of them set stops the server
 * with the missing ones named, as DELIVERY_WEBHOOK_URL without
 * WEBHOOK_SECRET does (docs/decisions/046-sms-and-whatsapp.md).
 */
import { z } from "zod";

export const MSG91_BASE_URL = "https://api.msg91.com";
/** The Graph API version the provider was written against (decision 046). */
export const WHATSAPP_BASE_URL = "https://graph.facebook.com/v21.0";

const secret = z.string().min(16, "must be at least 16 characters");
const baseUrl = z
  .url("must be a full http:// or https:// URL")
  .regex(/^https?:\/\//i, "must start with http:// or https://")
  .transform((url) => url.replace(/\/+$/, ""));

/** The variables, each parsed on its own so a bad one is named. */
export const MessageEnvShape = {
  SMS_PROVIDER: z.enum(["msg91"], "must be msg91").optional(),
  SMS_API_KEY: z.string().min(8, "must be at least 8 characters").optional(),
  /** The DLT-registered header the receiver sees as the sender. */
  SMS_SENDER: z
    .string()
    .regex(/^[A-Z]{6}$/, "must be the 6-letter DLT header in capitals (e.g. SILLOG)")
    .optional(),
  /** The company's DLT principal entity id (PE ID). */
  SMS_DLT_ENTITY_ID: z
    .string()
    .regex(/^\d{12,20}$/, "must be the DLT entity id: 12 to 20 digits")
    .optional(),
  SMS_BASE_URL: baseUrl.default(MSG91_BASE_URL),
  /** The secret path segment of POST /api/messages/status/sms/<secret> (MSG91 signs nothing). */
  SMS_CALLBACK_SECRET: secret
    .regex(/^[A-Za-z0-9_-]+$/, "must be letters, digits, - and _ only (it is part of a URL)")
    .optional(),
  WHATSAPP_TOKEN: secret.optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,20}$/, "must be the phone number id Meta shows (digits)")
    .optional(),
  /** Signs Meta's callbacks: X-Hub-Signature-256. */
  WHATSAPP_APP_SECRET: secret.optional(),
  /** What Meta sends back in the GET handshake (hub.verify_token). */
  WHATSAPP_VERIFY_TOKEN: secret.optional(),
  WHATSAPP_BASE_URL: baseUrl.default(WHATSAPP_BASE_URL),
};

type MessageEnv = z.infer<z.ZodObject<typeof MessageEnvShape>>;

export type SmsSettings = {
  provider: "msg91";
  apiKey: string;
  sender: string;
  dltEntityId: string;
  baseUrl: string;
  callbackSecret: string;
};

export type WhatsAppSettings = {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string;
  baseUrl: string;
};

export type MessageSettings = { sms: SmsSettings | null; whatsapp: WhatsAppSettings | null };

const SMS_KEYS = [
  "SMS_PROVIDER",
  "SMS_API_KEY",
  "SMS_SENDER",
  "SMS_DLT_ENTITY_ID",
  "SMS_CALLBACK_SECRET",
] as const;
const WHATSAPP_KEYS = [
  "WHATSAPP_TOKEN",
  "WHATSAPP_PHONE_NUMBER_ID",
  "WHATSAPP_APP_SECRET",
  "WHATSAPP_VERIFY_TOKEN",
] as const;

/** The names of `keys` left unset when some are set; [] when all or none are. */
function missing(env: Partial<Record<string, unknown>>, keys: readonly string[]): string[] {
  const unset = keys.filter((key) => env[key] === undefined);
  return unset.length === keys.length ? [] : unset;
}

/**
 * Each channel's settings, or null while it is off. Throws a message naming
 * what is missing when a channel is half set (the base URLs alone, having
 * defaults, turn nothing on).
 */
export function messageSettings(env: MessageEnv): MessageSettings {
  const problems: string[] = [];
  const smsMissing = missing(env, SMS_KEYS);
  if (smsMissing.length)
    problems.push(
      `  SMS is half set: ${smsMissing.join(", ")} ${smsMissing.length > 1 ? "are" : "is"} missing (set all of ${SMS_KEYS.join(", ")}, or none to keep SMS off)`,
    );
  const waMissing = missing(env, WHATSAPP_KEYS);
  if (waMissing.length)
    problems.push(
      `  WhatsApp is half set: ${waMissing.join(", ")} ${waMissing.length > 1 ? "are" : "is"} missing (set all of ${WHATSAPP_KEYS.join(", ")}, or none to keep WhatsApp off)`,
    );
  if (problems.length) throw new Error(`Invalid environment:\n${problems.join("\n")}`);
  const sms: SmsSettings | null =
    env.SMS_PROVIDER &&
    env.SMS_API_KEY &&
    env.SMS_SENDER &&
    env.SMS_DLT_ENTITY_ID &&
    env.SMS_CALLBACK_SECRET
      ? {
          provider: env.SMS_PROVIDER,
          apiKey: env.SMS_API_KEY,
          sender: env.SMS_SENDER,
          dltEntityId: env.SMS_DLT_ENTITY_ID,
          baseUrl: env.SMS_BASE_URL,
          callbackSecret: env.SMS_CALLBACK_SECRET,
        }
      : null;
  const whatsapp: WhatsAppSettings | null =
    env.WHATSAPP_TOKEN &&
    env.WHATSAPP_PHONE_NUMBER_ID &&
    env.WHATSAPP_APP_SECRET &&
    env.WHATSAPP_VERIFY_TOKEN
      ? {
          token: env.WHATSAPP_TOKEN,
          phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
          appSecret: env.WHATSAPP_APP_SECRET,
          verifyToken: env.WHATSAPP_VERIFY_TOKEN,
          baseUrl: env.WHATSAPP_BASE_URL,
        }
      : null;
  return { sms, whatsapp };
}
