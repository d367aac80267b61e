/**
 * The business portal's people (CONTRACT.md "Business accounts"), reached by
 * pages through `context.services.business`; the one guard over them is
 * app/lib/business-guard.server.ts. Sessions, sign-in, links and two-factor
 * are the accounts module's (server/accounts/) with the business kind; what
 * only a business has is here: the business itself, its suspension, and its
 * owner's choice to require two-factor.
 */
import { and, count, eq, gte, inArray, notInArray, sql } from "drizzle-orm";
import { businesses, businessUsers } from "../../database/schema-business";
import { shipments, trackingEvents } from "../../database/schema";
import type { Database } from "../../database/client";
import type { BusinessRole } from "@core/business-access";
import { INDIA_OFFSET_MS } from "@core/india-time";
import type { Logger } from "../logger";
import type { Actor, KindEnv, Session } from "../accounts/kind";
import { findAccount, inviteAccount, readLink, redeemLink } from "../accounts/invitations";
import { isLocked } from "../accounts/lockout";
import { createSecretBox } from "../accounts/secret-box";
import {
  endAllSessions,
  endSession,
  readSession,
  readSessionCookie,
  sessionCookie,
} from "../accounts/sessions";
import { changePassword, disableTwoFactor, enableTwoFactor } from "../accounts/changes";
import {
  proveIdentity,
  signInAfterNewPassword,
  signInWithCode,
  signInWithPassword,
  signOut,
  type SignInOutcome,
} from "../accounts/sign-in";
import { beginEnrolment, isEnrolled, recoveryCodesLeft } from "../accounts/two-factor";
import { hashIp } from "../services/ip-hash";
import { BUSINESS_COOKIE, businessAuditSink, businessKind } from "./business-kind";
import { passwordProblem, type PasswordProblem } from "./password-problems";

export type BusinessServiceOptions = {
  db: Database;
  /** Keys address hashes in the audit log. */
  secret: string;
  /** SESSION_SECRET as configured: seals two-factor secrets; none without it. */
  sessionSecret?: string;
  previousSecrets?: string[];
  siteUrl: string;
  logger: Logger;
  now?: () => Date;
};

export type BusinessFacts = {
  id: string;
  legalName: string;
  gstin: string | null;
  defaultPaymentMode: string;
  requireTwoFactor: boolean;
  suspended: boolean;
};

export type BusinessSession = Session<BusinessRole> & { business: BusinessFacts };

/** Who sends an invitation: a staff member (a business's first owner) or an owner. */
export type Inviter = { id: string; email: string; name: string; ipHash: string };

type Person = { id: string; email: string };

const businessColumns = {
  id: businesses.id,
  legalName: businesses.legalName,
  gstin: businesses.gstin,
  defaultPaymentMode: businesses.defaultPaymentMode,
  requireTwoFactor: businesses.requireTwoFactor,
  suspendedAt: businesses.suspendedAt,
};

/** The start of India's day and month at a moment, as instants. */
function indiaStarts(at: Date) {
  const local = new Date(at.getTime() + INDIA_OFFSET_MS);
  const day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const month = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1);
  return {
    today: new Date(day - INDIA_OFFSET_MS),
    month: new Date(month - INDIA_OFFSET_MS),
  };
}

const NOT_IN_TRANSIT = ["Booked", "Delivered", "Cancelled"];

export function createBusinessService(options: BusinessServiceOptions) {
  const { db, logger, siteUrl, now = () => new Date() } = options;
  const audit = businessAuditSink(db);
  const box = options.sessionSecret
    ? createSecretBox(options.sessionSecret, options.previousSecrets)
    : undefined;
  const env: KindEnv<BusinessRole> = { kind: businessKind(audit), db, now, siteUrl, box };
  const sessionToken = (request: Request) => readSessionCookie(BUSINESS_COOKIE, request);

  /** The business of a person: every portal read starts from it. */
  async function businessOf(userId: string): Promise<BusinessFacts | undefined> {
    const [row] = await db
      .select(businessColumns)
      .from(businessUsers)
      .innerJoin(businesses, eq(businesses.id, businessUsers.businessId))
      .where(eq(businessUsers.id, userId));
    if (!row) return undefined;
    const { suspendedAt, ...facts } = row;
    return { ...facts, suspended: suspendedAt !== null };
  }

  /**
   * A session of a suspended business opens nothing: it is ended here, so
   * the guard only has to say why.
   */
  async function refuseIfSuspended(
    token: string,
  ): Promise<SignInOutcome | { status: "suspended" }> {
    const session = await readSession(env, token);
    const business = session && (await businessOf(session.user.id));
    if (session && business && !business.suspended) return { status: "signed-in", token };
    if (session) await endSession(env, session.id);
    return { status: "suspended" };
  }

  /** Answers the sign-in's outcome, or `suspended` (its session ended) for a suspended business. */
  async function unlessSuspended(outcome: SignInOutcome) {
    if (outcome.status !== "signed-in" && outcome.status !== "code-needed") return outcome;
    const checked = await refuseIfSuspended(outcome.token);
    return checked.status === "suspended" ? checked : outcome;
  }

  const signIn = {
    isLocked: (email: string, ipHash: string) => isLocked(env, email, ipHash),
    withPassword: async (email: string, password: string, ipHash: string) =>
      unlessSuspended(await signInWithPassword(env, email.trim().toLowerCase(), password, ipHash)),
    withCode: async (pendingToken: string, code: string, ipHash: string) =>
      unlessSuspended(await signInWithCode(env, pendingToken, code, ipHash)),
    afterNewPassword: async (user: Person, via: "invite" | "reset", ipHash: string) =>
      unlessSuspended(await signInAfterNewPassword(env, user, via, ipHash)),
    signOut: (
      session: { id: string; user: Person & { role: BusinessRole } },
      everywhere: boolean,
      ipHash: string,
    ) => signOut(env, session, everywhere, ipHash),
  };

  /**
   * Invites a person into a business, e-mailed through the outbox (72 h).
   * The module's actor carries a role of the kind; only its id, e-mail and
   * address hash are used, for the audit row, so a staff inviter is named as
   * the owner they act for.
   */
  async function invite(
    by: Inviter,
    businessId: string,
    person: { email: string; name: string; role: BusinessRole },
    inviterWords = by.name || by.email,
  ) {
    const actor: Actor<BusinessRole> = { ...by, role: "owner" };
    const email = person.email.trim().toLowerCase();
    return inviteAccount(env, actor, { ...person, email }, inviterWords, { businessId });
  }

  return {
    audit,
    ipHash: (ip: string) => hashIp(options.secret, ip),
    signIn,
    businessOf,
    invite,

    /** The live session of the request's cookie with its business, if any (verified or waiting for its code). */
    async sessionOf(request: Request): Promise<BusinessSession | undefined> {
      const token = sessionToken(request);
      const session = token ? await readSession(env, token) : undefined;
      if (!session) return undefined;
      const business = await businessOf(session.user.id);
      return business ? { ...session, business } : undefined;
    },
    /** Ends a session, as the guard does for a suspended business. */
    endSession: (sessionId: string) => endSession(env, sessionId),
    hasSessionCookie: (request: Request) => sessionToken(request) !== undefined,
    sessionToken,
    /** HttpOnly, SameSite=Lax, Secure over HTTPS; `null` clears it. */
    sessionCookie: (request: Request, token: string | null) =>
      sessionCookie(BUSINESS_COOKIE, request, token),

    /** True when the business requires two-factor and this person has not enrolled. */
    async mustEnrol(userId: string, business: Pick<BusinessFacts, "requireTwoFactor">) {
      return business.requireTwoFactor && !(await isEnrolled(env, userId));
    },
    /**
     * An owner's choice that everyone of the business must use two-factor;
     * audited (the sink finds the business from the acting person).
     */
    async requireTwoFactor(actor: Actor<BusinessRole>, businessId: string, required: boolean) {
      await db.transaction(async (tx) => {
        await tx
          .update(businesses)
          .set({ requireTwoFactor: required, updatedAt: now() })
          .where(eq(businesses.id, businessId));
        await audit.record(
          {
            actor: { id: actor.id, email: actor.email },
            action: required ? "two-factor.required" : "two-factor.not-required",
            target: { type: "business", id: businessId },
            ipHash: actor.ipHash,
          },
          tx,
        );
      });
    },

    /** One's own account: password and two-factor (/business/account). */
    own: {
      /** False without SESSION_SECRET: enrolment is then refused. */
      twoFactorAvailable: box !== undefined,
      isEnrolled: (userId: string) => isEnrolled(env, userId),
      recoveryCodesLeft: (userId: string) => recoveryCodesLeft(env, userId),
      beginEnrolment: (user: Person) => beginEnrolment(env, user),
      /** The 10 recovery codes, once; undefined for a wrong code. */
      enableTwoFactor: (actor: Actor<BusinessRole>, code: string) =>
        enableTwoFactor(env, actor, code),
      /**
       * Turns it off after proof (password, current code or a recovery
       * code); refused while the business requires two-factor.
       */
      async disableTwoFactor(
        actor: Actor<BusinessRole>,
        business: Pick<BusinessFacts, "requireTwoFactor">,
        proof: string,
      ): Promise<{ ok: true } | { ok: false; problem: "required" | "locked" | "proofFailed" }> {
        if (business.requireTwoFactor) return { ok: false, problem: "required" };
        const proven = await proveIdentity(env, actor, proof, actor.ipHash);
        if (!proven.ok)
          return {
            ok: false,
            problem: proven.message === env.kind.texts.locked ? "locked" : "proofFailed",
          };
        await disableTwoFactor(env, actor);
        return { ok: true };
      },
      /** Changes one's password; the person's other sessions end. A refusal names its field and problem. */
      async changePassword(
        actor: Actor<BusinessRole> & { sessionId: string },
        current: string,
        next: string,
      ): Promise<
        | { ok: true }
        | { ok: false; field: "current"; problem: "currentWrong" }
        | { ok: false; field: "password"; problem: PasswordProblem }
      > {
        const outcome = await changePassword(env, actor, current, next);
        if (outcome.ok) return { ok: true };
        if (outcome.field === "password")
          return { ok: false, field: "password", problem: passwordProblem(outcome) };
        return { ok: false, field: "current", problem: "currentWrong" };
      },
    },

    links: {
      /** A live one-time link with its person's business, for the page that sets a password. */
      async read(token: string) {
        const link = await readLink(env, token);
        if (!link?.user) return undefined;
        const business = await businessOf(link.user.id);
        if (!business || business.suspended) return undefined;
        return { purpose: link.purpose, user: link.user, business };
      },
      /**
       * Spends the link with a new password. A refusal of the password names
       * its problem (password-problems.ts) for the page's language.
       */
      async redeem(token: string, input: { password: string; name?: string }, ipHash: string) {
        const link = await this.read(token);
        if (!link) return { ok: false as const, problem: "expired" as const };
        const outcome = await redeemLink(env, token, input, ipHash);
        if (outcome.ok) return { ok: true as const, user: outcome.user, purpose: link.purpose };
        return { ok: false as const, problem: passwordProblem(outcome) };
      },
    },

    /**
     * Opens a business and invites its owner (one-time link e-mailed through
     * the outbox, 72 hours). An address that already has an account is
     * refused and nothing is kept.
     */
    async createBusiness(input: {
      legalName: string;
      ownerEmail: string;
      ownerName: string;
      leadId?: string;
      by: Inviter;
    }) {
      const email = input.ownerEmail.trim().toLowerCase();
      const [taken] = await db
        .select({ id: businessUsers.id })
        .from(businessUsers)
        .where(eq(businessUsers.email, email));
      if (taken)
        return { ok: false as const, field: "ownerEmail", message: env.kind.texts.emailTaken };
      const [business] = await db
        .insert(businesses)
        .values({ legalName: input.legalName.trim(), leadId: input.leadId ?? null })
        .returning({ id: businesses.id });
      if (!business) throw new Error("no business made");
      const invited = await invite(
        input.by,
        business.id,
        { email, name: input.ownerName.trim(), role: "owner" },
        `${input.by.name || input.by.email}, for ${input.legalName.trim()}`,
      );
      if (!invited.ok) {
        // Taken in the meantime: a business without its owner is not kept.
        await db.delete(businesses).where(eq(businesses.id, business.id));
        return { ok: false as const, field: "ownerEmail", message: invited.message };
      }
      logger.info({ businessId: business.id }, "business opened");
      return { ok: true as const, businessId: business.id, ownerId: invited.id, url: invited.url };
    },

    /** Suspends a business (its sessions end at once) or restores it. */
    async setSuspended(businessId: string, suspended: boolean) {
      await db
        .update(businesses)
        .set({ suspendedAt: suspended ? now() : null, updatedAt: now() })
        .where(eq(businesses.id, businessId));
      if (!suspended) return;
      const people = await db
        .select({ id: businessUsers.id })
        .from(businessUsers)
        .where(eq(businessUsers.businessId, businessId));
      for (const person of people) await endAllSessions(env, person.id);
    },

    /** The home page's counts of one business's shipments, in India's day and month. */
    async dashboard(businessId: string) {
      const starts = indiaStarts(now());
      const mine = eq(shipments.businessId, businessId);
      const [booked] = await db
        .select({ n: count() })
        .from(shipments)
        .where(and(mine, gte(shipments.createdAt, starts.today)));
      const [moving] = await db
        .select({ n: count() })
        .from(shipments)
        .where(and(mine, notInArray(shipments.orderStatus, NOT_IN_TRANSIT)));
      const [delivered] = await db
        .select({ n: count() })
        .from(shipments)
        .where(
          and(
            mine,
            inArray(shipments.orderStatus, ["Delivered"]),
            sql`exists (select 1 from ${trackingEvents} where ${trackingEvents.shipmentId} = ${shipments.id}
              and ${trackingEvents.trackingStatus} = 'Delivered' and ${trackingEvents.occurredAt} >= ${starts.month})`,
          ),
        );
      return {
        bookedToday: booked?.n ?? 0,
        inTransit: moving?.n ?? 0,
        deliveredThisMonth: delivered?.n ?? 0,
      };
    },

    /** One person of a business, as the module reads them (the people pages). */
    findPerson: (id: string) => findAccount(env, id),
  };
}

export type BusinessService = ReturnType<typeof createBusinessService>;
