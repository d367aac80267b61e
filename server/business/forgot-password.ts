/**
 * "Forgot your password?" on /business/login: whoever asks is answered the
 * same ("If that address has an account, we have sent a link"), and the
 * new-password link an owner can send (server/business/people.ts) is
 * e-mailed only when the address is an active person's of a business that is
 * not suspended. Limited per client address and per e-mail address (the
 * rate-limit service). The answer never depends on the account: the request
 * does the same lookup either way and answers before the link is written,
 * which happens after the answer (`pending`), so neither the words nor the
 * time tell whether the address exists (docs/decisions/045-helping-a-person-back-in.md).
 */
import { createHmac } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../database/client";
import { businesses, businessUsers } from "../../database/schema-business";
import { isBusinessRole, type BusinessRole } from "@core/business-access";
import type { KindEnv } from "../accounts/kind";
import { issueNewLink } from "../accounts/invitations";
import type { Logger } from "../logger";
import type { RateLimits } from "../services/rate-limit";
import { rateLimitKey } from "../visitor";
import { businessAuditSink, businessKind } from "./business-kind";

export type ForgotPasswordAnswer =
  /** The same answer for every address; `pending` settles once a link, if any, is queued. */
  | { status: "answered"; pending: Promise<void> }
  /** Too many asks from this client address. */
  | { status: "limited"; retryAfterSeconds: number };

type Options = {
  db: Database;
  rateLimits: RateLimits;
  /** Keys the e-mail addresses' counts, so the limiter never holds an address. */
  secret: string;
  siteUrl: string;
  logger: Logger;
  now?: () => Date;
};

export function createForgotPassword(options: Options) {
  const { db, rateLimits, logger, now = () => new Date() } = options;
  const env: KindEnv<BusinessRole> = {
    kind: businessKind(businessAuditSink(db)),
    db,
    now,
    siteUrl: options.siteUrl,
  };
  const emailKey = (email: string) =>
    createHmac("sha256", `business-password-email:${options.secret}`)
      .update(email)
      .digest("hex")
      .slice(0, 32);

  /** The active person of a business that is not suspended with this address, if any. */
  async function findHelpable(email: string) {
    const [row] = await db
      .select({
        id: businessUsers.id,
        email: businessUsers.email,
        role: businessUsers.role,
        business: businesses.legalName,
      })
      .from(businessUsers)
      .innerJoin(businesses, eq(businesses.id, businessUsers.businessId))
      .where(
        and(
          eq(businessUsers.email, email),
          eq(businessUsers.active, true),
          isNull(businesses.suspendedAt),
        ),
      );
    return row && isBusinessRole(row.role) ? { ...row, role: row.role } : undefined;
  }

  /** Links being written after their answer, so a caller can wait for them (tests, shutdown). */
  const writing = new Set<Promise<void>>();

  return {
    /** Resolves once every link asked for so far is queued (or its failure logged). */
    idle: () => Promise.all([...writing]).then(() => undefined),
    /**
     * `email` as the schema checked it; `ip` the client's address. Past the
     * e-mail address's budget the answer is the same and nothing is sent, so
     * the form cannot fill a mailbox nor tell which addresses it counts.
     */
    async ask(email: string, ip: string, ipHash: string): Promise<ForgotPasswordAnswer> {
      const perAddress = await rateLimits.consume("passwordLinkAddress", rateLimitKey(ip));
      if (!perAddress.ok)
        return { status: "limited", retryAfterSeconds: perAddress.retryAfterSeconds };
      const address = email.trim().toLowerCase();
      const perEmail = await rateLimits.consume("passwordLinkEmail", emailKey(address));
      const person = perEmail.ok ? await findHelpable(address) : undefined;
      const pending = person
        ? Promise.resolve()
            .then(() =>
              // The person asks for themselves; an invitation never accepted is sent again, from the business.
              issueNewLink(env, { ...person, ipHash }, person.id, person.business),
            )
            .then(
              () => undefined,
              (error: unknown) => logger.error({ err: error }, "new-password link not queued"),
            )
        : Promise.resolve();
      writing.add(pending);
      void pending.finally(() => writing.delete(pending));
      return { status: "answered", pending };
    },
  };
}

export type ForgotPassword = ReturnType<typeof createForgotPassword>;
