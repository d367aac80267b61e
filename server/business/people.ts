/**
 * An owner's work on the people of their business (CONTRACT.md "Business
 * accounts", users): the list, inviting by e-mail with a role, changing a
 * role, removing (deactivating: their sessions end, their history stays).
 * The module's rule keeps one active owner. A person of another business is
 * not found: every read checks the business id first. An owner also helps a
 * person back in: turns off their lost authenticator, or e-mails them a
 * new-password link (never for themselves: their own account page is for that).
 */
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import { businessTwoFactor, businessUsers } from "../../database/schema-business";
import { isBusinessRole, type BusinessRole } from "@core/business-access";
import { changeRole, resetTwoFactor, setActive } from "../accounts/changes";
import { findAccount, issueNewLink } from "../accounts/invitations";
import type { KindEnv } from "../accounts/kind";
import { bindContext } from "../services/bind-context";
import { assertMay, type BusinessActor } from "./business-actor";
import { businessAuditSink, businessKind } from "./business-kind";
import type { BusinessService } from "./business-service";

/** Why a change was refused, as a key of core/content/business-profile.ts's `people.refused`. */
export type PeopleRefusal =
  | "lastOwner"
  | "confirmOwnRole"
  | "notSelf"
  | "emailTaken"
  | "notActive"
  | "ownAccount";

type Context = {
  env: KindEnv<BusinessRole>;
  db: Database;
  business: Pick<BusinessService, "invite">;
};

export type Person = {
  id: string;
  email: string;
  name: string;
  role: BusinessRole;
  active: boolean;
  invited: boolean;
  /** Signs in with a code from an authenticator app (enrolment confirmed). */
  twoFactor: boolean;
};

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** The module answers in the kind's words; the portal names the reason in the page's language. */
function refusalOf(env: Context["env"], message: string): PeopleRefusal {
  const t = env.kind.texts;
  if (message === t.lastHolder) return "lastOwner";
  if (message === t.confirmOwnRole) return "confirmOwnRole";
  if (message === t.cannotDeactivateSelf) return "notSelf";
  if (message === t.emailTaken) return "emailTaken";
  return "notActive";
}

async function listPeople({ db }: Context, actor: BusinessActor): Promise<Person[]> {
  assertMay(actor, "people");
  const rows = await db
    .select({
      id: businessUsers.id,
      email: businessUsers.email,
      name: businessUsers.name,
      role: businessUsers.role,
      active: businessUsers.active,
      invited: sql<boolean>`${businessUsers.passwordHash} is null`,
      twoFactor: sql<boolean>`${businessTwoFactor.userId} is not null`,
    })
    .from(businessUsers)
    .leftJoin(
      businessTwoFactor,
      and(eq(businessTwoFactor.userId, businessUsers.id), isNotNull(businessTwoFactor.confirmedAt)),
    )
    .where(eq(businessUsers.businessId, actor.businessId))
    .orderBy(asc(businessUsers.createdAt), asc(businessUsers.id));
  return rows.map((row) => ({ ...row, role: isBusinessRole(row.role) ? row.role : "viewer" }));
}

async function isMine({ db }: Context, actor: BusinessActor, id: string) {
  if (!isUuid(id)) return false;
  const [row] = await db
    .select({ id: businessUsers.id })
    .from(businessUsers)
    .where(and(eq(businessUsers.id, id), eq(businessUsers.businessId, actor.businessId)));
  return Boolean(row);
}

type Change = { ok: true } | { ok: false; notFound: true } | { ok: false; refused: PeopleRefusal };

async function invitePerson(
  context: Context,
  actor: BusinessActor & { name: string },
  person: { email: string; name: string; role: BusinessRole },
): Promise<Change> {
  assertMay(actor, "people");
  const outcome = await context.business.invite(actor, actor.businessId, person);
  return outcome.ok
    ? { ok: true }
    : { ok: false, refused: refusalOf(context.env, outcome.message) };
}

async function changePersonRole(
  context: Context,
  actor: BusinessActor,
  id: string,
  role: BusinessRole,
  confirmed: boolean,
): Promise<Change> {
  assertMay(actor, "people");
  if (!(await isMine(context, actor, id))) return { ok: false, notFound: true };
  const outcome = await changeRole(context.env, actor, id, role, { confirmed });
  return outcome.ok
    ? { ok: true }
    : { ok: false, refused: refusalOf(context.env, outcome.message) };
}

async function removePerson(context: Context, actor: BusinessActor, id: string): Promise<Change> {
  assertMay(actor, "people");
  if (!(await isMine(context, actor, id))) return { ok: false, notFound: true };
  const outcome = await setActive(context.env, actor, id, false);
  return outcome.ok
    ? { ok: true }
    : { ok: false, refused: refusalOf(context.env, outcome.message) };
}

/**
 * The checks both ways of helping a person back in share: a person of this
 * business (else not found), not the owner themselves, and still active.
 */
async function helpable(
  context: Context,
  actor: BusinessActor,
  id: string,
): Promise<Change | undefined> {
  assertMay(actor, "people");
  if (!(await isMine(context, actor, id))) return { ok: false, notFound: true };
  if (id === actor.id) return { ok: false, refused: "ownAccount" };
  const person = await findAccount(context.env, id);
  if (!person?.active) return { ok: false, refused: "notActive" };
  return undefined;
}

/**
 * For a person who lost their authenticator and recovery codes: two-factor
 * off, recovery codes gone, every session ended, audited. If the business
 * requires two-factor, the guard sends them to enrol at their next sign-in.
 */
async function resetPersonTwoFactor(
  context: Context,
  actor: BusinessActor,
  id: string,
): Promise<Change> {
  const refused = await helpable(context, actor, id);
  if (refused) return refused;
  await resetTwoFactor(context.env, actor, id);
  return { ok: true };
}

/**
 * E-mails the person a one-time link (through the outbox, 72 hours, as an
 * invitation) to set a new password; spending it ends their other sessions.
 * Someone who never set a password gets their invitation again.
 */
async function sendPasswordLink(
  context: Context,
  actor: BusinessActor & { name: string },
  id: string,
): Promise<Change> {
  const refused = await helpable(context, actor, id);
  if (refused) return refused;
  const outcome = await issueNewLink(context.env, actor, id, actor.name || actor.email);
  return outcome.ok ? { ok: true } : { ok: false, refused: "notActive" };
}

export function createBusinessPeople(
  db: Database,
  business: Context["business"],
  siteUrl: string,
  now: () => Date = () => new Date(),
) {
  const env: KindEnv<BusinessRole> = {
    kind: businessKind(businessAuditSink(db)),
    db,
    now,
    siteUrl,
  };
  const bind = bindContext<Context>({ env, db, business });
  return {
    listPeople: bind(listPeople),
    invitePerson: bind(invitePerson),
    changePersonRole: bind(changePersonRole),
    removePerson: bind(removePerson),
    resetPersonTwoFactor: bind(resetPersonTwoFactor),
    sendPasswordLink: bind(sendPasswordLink),
  };
}
