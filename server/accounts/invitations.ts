/**
 * One-time links (72 hours, once): an invitation, a new-password link, or the
 * setup of a kind's first account. Only the link's hash is stored. Spending
 * one sets the password and ends the account's other sessions; every step is
 * written to the kind's audit log, in the same transaction as the change.
 */
import { and, count, eq, gt, isNull } from "drizzle-orm";
import { enqueueEmails } from "../services/outbox";
import { accountTarget, byActor, type Account, type Actor, type KindEnv } from "./kind";
import { hashPassword, weakPasswordReason } from "./passwords";
import { endAllSessions } from "./sessions";
import { insertLink, insertUser, spendLink, updateUser, type Reader, type Writer } from "./tables";
import { hashToken, newToken } from "./tokens";

export const LINK_VALID_MS = 72 * 60 * 60_000;

export type Refusal = { ok: false; field?: string; message: string };
type Accepted<Role extends string> = { ok: true; user: Account<Role> };
/** A link that still opens; its account's `name` as typed (empty when it has none). */
type LiveLink<Role extends string> =
  | { purpose: "setup"; user: undefined }
  | { purpose: "invite" | "reset"; user: { id: string; email: string; name: string; role: Role } };

/** A link's full address on the site. */
export function linkUrl<Role extends string>(
  env: KindEnv<Role>,
  purpose: "invite" | "reset" | "setup",
  token: string,
) {
  return new URL(env.kind.linkPath(purpose, token), env.siteUrl).href;
}

/** A new one-time link; answers its token, which only the link carries. */
export async function issueLink<Role extends string>(
  env: KindEnv<Role>,
  tx: Writer,
  purpose: "invite" | "reset" | "setup",
  userId: string | null,
  createdBy: string | null,
) {
  const token = newToken();
  await insertLink(tx, env.kind.tables.tokens, {
    id: hashToken(token),
    purpose,
    userId,
    createdBy,
    expiresAt: new Date(env.now().getTime() + LINK_VALID_MS),
  });
  return token;
}

export async function hasAnyAccount<Role extends string>(
  { kind }: KindEnv<Role>,
  tx: Reader,
): Promise<boolean> {
  const [row] = await tx.select({ n: count() }).from(kind.tables.users);
  return (row?.n ?? 0) > 0;
}

/** One account as the module reads it; `name` as typed. */
export async function findAccount<Role extends string>({ kind, db }: KindEnv<Role>, id: string) {
  const { users } = kind.tables;
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      passwordHash: users.passwordHash,
      active: users.active,
    })
    .from(users)
    .where(eq(users.id, id));
  return user;
}

/**
 * The account and purpose of a live one-time link. A setup link lives only
 * while the kind has no account; the others while their account is active.
 */
export async function readLink<Role extends string>(
  env: KindEnv<Role>,
  token: string,
): Promise<LiveLink<Role> | undefined> {
  const { tokens } = env.kind.tables;
  const [link] = await env.db
    .select({ purpose: tokens.purpose, userId: tokens.userId })
    .from(tokens)
    .where(
      and(eq(tokens.id, hashToken(token)), isNull(tokens.usedAt), gt(tokens.expiresAt, env.now())),
    );
  if (!link) return undefined;
  if (link.purpose === "setup")
    return (await hasAnyAccount(env, env.db)) ? undefined : { purpose: "setup", user: undefined };
  if (link.purpose !== "invite" && link.purpose !== "reset") return undefined;
  const user = link.userId ? await findAccount(env, link.userId) : undefined;
  if (!user?.active || !env.kind.isRole(user.role)) return undefined;
  return {
    purpose: link.purpose,
    user: { id: user.id, email: user.email, name: user.name, role: user.role },
  };
}

/** The setup link's account: the kind's first, holding its managing role. */
async function createFirstAccount<Role extends string>(
  env: KindEnv<Role>,
  tx: Writer & Reader,
  values: { email: string; name: string; passwordHash: string },
): Promise<Accepted<Role> | Refusal> {
  const { kind } = env;
  const firstExists: Refusal = { ok: false, message: kind.texts.firstAccountExists };
  if (await hasAnyAccount(env, tx)) return firstExists;
  const role = kind.lastHolder.role;
  const id = await insertUser(tx, kind.tables.users, { ...values, role });
  if (!id) return firstExists;
  return { ok: true, user: { id, email: values.email, name: kind.displayName(values), role } };
}

const LINK_ACTIONS = {
  setup: "account.setup",
  invite: "invitation.accepted",
  reset: "password.reset",
} as const;

/**
 * Spends a one-time link: sets the password (and for setup creates the
 * first account). Ends the account's other sessions. Answers the account.
 */
export async function redeemLink<Role extends string>(
  env: KindEnv<Role>,
  token: string,
  input: { password: string; email?: string; name?: string },
  ipHash: string,
): Promise<Accepted<Role> | Refusal> {
  const { kind, db } = env;
  const link = await readLink(env, token);
  if (!link) return { ok: false, message: kind.texts.linkExpired };
  const email = link.user?.email ?? input.email;
  if (!email) return { ok: false, field: "email", message: kind.texts.emailNeeded };
  const weak = weakPasswordReason(input.password, email);
  if (weak) return { ok: false, field: "password", message: weak };
  const passwordHash = await hashPassword(input.password);
  const outcome = await db.transaction(async (tx): Promise<Accepted<Role> | Refusal> => {
    if (!(await spendLink(tx, kind.tables.tokens, hashToken(token), env.now())))
      return { ok: false, message: kind.texts.linkUsed };
    let accepted: Accepted<Role> | Refusal;
    if (link.purpose === "setup") {
      accepted = await createFirstAccount(env, tx, { email, name: input.name ?? "", passwordHash });
      if (!accepted.ok) return accepted;
    } else {
      const name = input.name ?? link.user.name;
      accepted = { ok: true, user: { ...link.user, name: kind.displayName({ name, email }) } };
      await updateUser(tx, kind.tables.users, link.user.id, {
        passwordHash,
        name,
        updatedAt: env.now(),
      });
    }
    const { user } = accepted;
    await kind.audit.record(
      {
        actor: user,
        action: LINK_ACTIONS[link.purpose],
        target: accountTarget(env, user.id),
        ipHash,
      },
      tx,
    );
    return accepted;
  });
  // Outside the transaction: the embedded database has one connection.
  if (outcome.ok) await endAllSessions(env, outcome.user.id);
  return outcome;
}

/**
 * Creates the account and its invitation, e-mailed through the outbox;
 * answers the link to show the inviter. `columns` are the kind's own further
 * ones (the business the person joins). `inviter` names who sends it.
 */
export async function inviteAccount<Role extends string>(
  env: KindEnv<Role>,
  actor: Actor<Role>,
  person: { email: string; role: Role; name: string },
  inviter: string,
  columns: Record<string, unknown> = {},
): Promise<{ ok: true; url: string; id: string } | Refusal> {
  const { kind, db } = env;
  return db.transaction(async (tx): Promise<{ ok: true; url: string; id: string } | Refusal> => {
    const id = await insertUser(tx, kind.tables.users, person, columns);
    if (!id) return { ok: false, field: "email", message: kind.texts.emailTaken };
    const token = await issueLink(env, tx, "invite", id, actor.id);
    const url = linkUrl(env, "invite", token);
    await enqueueEmails(tx, [
      kind.linkEmail(person.email, "invite", url, { role: person.role, by: inviter }),
    ]);
    await kind.audit.record(
      {
        ...byActor(actor),
        action: "account.invited",
        target: accountTarget(env, id),
        detail: { role: person.role },
      },
      tx,
    );
    return { ok: true, id, url };
  });
}

/** A new one-time link for someone who forgot their password (or an invitation sent again). */
export async function issueNewLink<Role extends string>(
  env: KindEnv<Role>,
  actor: Actor<Role>,
  userId: string,
  inviter: string,
): Promise<{ ok: true; url: string } | Refusal> {
  const { kind, db } = env;
  const user = await findAccount(env, userId);
  if (!user?.active || !kind.isRole(user.role)) return { ok: false, message: kind.texts.notActive };
  const purpose = user.passwordHash === null ? "invite" : "reset";
  const invitation = { role: user.role, by: inviter };
  return db.transaction(async (tx) => {
    const token = await issueLink(env, tx, purpose, user.id, actor.id);
    const url = linkUrl(env, purpose, token);
    await enqueueEmails(tx, [kind.linkEmail(user.email, purpose, url, invitation)]);
    await kind.audit.record(
      {
        ...byActor(actor),
        action: "account.link-issued",
        target: accountTarget(env, user.id),
        detail: { purpose },
      },
      tx,
    );
    return { ok: true as const, url };
  });
}
