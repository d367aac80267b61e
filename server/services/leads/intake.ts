/**
 * What every submission door does around its own form (lead forms and job
 * applications alike): the honeypot, the two budgets per address (accepted
 * submissions strict, rejected ones looser: issue 12, item 12), the
 * acknowledgement budget per recipient (item 6), retries answered from the
 * stored answer (item 18), and the sender's keyed IP hash and user agent.
 */
import { createHmac } from "node:crypto";
import type { Database } from "../../../database/client";
import { HONEYPOT_FIELD } from "@core/schemas/honeypot";
import { encodeMessage } from "@core/messages";
import { fingerprintOf, findReplay, type Replay } from "../idempotency";
import type { Sender } from "./lead-forms";
import type { RateLimits } from "../rate-limit";
import { rateLimitKey, type Visitor } from "../../visitor";
import { hashIp } from "../ip-hash";
import type { Lang } from "@core/i18n";

/** Who is submitting: from the request, never from the form. */
export const LEAD_MESSAGES = {
  spam: encodeMessage("leadSpam"),
  limited: encodeMessage("leadLimited"),
  unavailable: encodeMessage("leadUnavailable"),
};

/** A submission turned away: a filled honeypot, or too many from one address. */
export type Turnaway =
  | { status: "spam"; message: string }
  | { status: "limited"; retryAfterSeconds: number; message: string };

/** How a door hands in a submission besides its fields. */
export type SubmitOptions = {
  /** The Idempotency-Key or the page form's token, already checked. */
  key?: string;
  /** Values of the wrong JSON type, by field (JSON doors only). */
  typeErrors?: Record<string, string>;
  /** The language of the page it came from, or the API's `language`: stored, and the acknowledgement's. */
  language?: Lang;
};

export function createIntake(deps: { db: Database; rateLimits: RateLimits; secret: string }) {
  const { db, rateLimits, secret } = deps;
  const keyed = (purpose: string, value: string) =>
    createHmac("sha256", `${purpose}:${secret}`).update(value).digest("hex").slice(0, 32);

  async function spend(
    budget: "accepted" | "rejected",
    form: string,
    ip: string,
  ): Promise<Turnaway | null> {
    // IPv6 visitors by their /64 (server/visitor.ts).
    const limit = await rateLimits.consume(budget, `${form}:${rateLimitKey(ip)}`);
    if (limit.ok) return null;
    const { retryAfterSeconds } = limit;
    return { status: "limited", retryAfterSeconds, message: LEAD_MESSAGES.limited };
  }

  return {
    /** The stored answer of an earlier submission with this key, and the fingerprint to store. */
    async replay(
      form: string,
      payload: FormData,
      key: string | undefined,
    ): Promise<{ replay: Replay | null; fingerprint: string }> {
      if (!key) return { replay: null, fingerprint: "" };
      const fingerprint = await fingerprintOf(payload);
      return { replay: await findReplay(db, form, key, fingerprint), fingerprint };
    },
    honeypotFilled(payload: FormData): boolean {
      const honeypot = payload.get(HONEYPOT_FIELD);
      return typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== null;
    },
    /** Counts a refused submission; `limited` once the looser budget is spent, else null. */
    reject: (form: string, visitor: Visitor) => spend("rejected", form, visitor.ip),
    /** Counts a submission about to be stored; `limited` once the strict budget is spent. */
    admit: (form: string, visitor: Visitor) => spend("accepted", form, visitor.ip),
    /** False once this address had its acknowledgements for the hour: the lead is stored all the same. */
    async mayAcknowledge(email: string): Promise<boolean> {
      const verdict = await rateLimits.consume(
        "acknowledgement",
        keyed("ack", email.trim().toLowerCase()),
      );
      return verdict.ok;
    },
    /** Keyed by the secret, so stored hashes cannot be looked up in a table of all addresses. */
    sender(visitor: Visitor): Sender {
      return { ipHash: hashIp(secret, visitor.ip), userAgent: visitor.userAgent.slice(0, 500) };
    },
  };
}

export type Intake = ReturnType<typeof createIntake>;
