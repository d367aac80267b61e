/**
 * Sessions in the database (CONTRACT.md "Staff console", "Business accounts"):
 * revocable at once, shared by every server process. The cookie holds a random
 * token; the kind's sessions table holds its hash. 12 hours idle, 7 days at
 * most; a session waiting for its two-factor code opens nothing and lasts 10
 * minutes. Each kind has its own table and cookie, so a session of one kind
 * never opens another's pages.
 */
import { and, eq, ne } from "drizzle-orm";
import type { KindEnv, Session } from "./kind";
import { insertSession, touchSession } from "./tables";
import { hashToken, newToken } from "./tokens";

export const SESSION_IDLE_MS = 12 * 60 * 60_000;
export const SESSION_MAX_MS = 7 * 24 * 60 * 60_000;
export const PENDING_MAX_MS = 10 * 60_000;
/** lastSeenAt is written at most once a minute per session, not on every request. */
const TOUCH_AFTER_MS = 60_000;

/** A new session of the account; answers the token for its cookie. */
export async function createSession<Role extends string>(
  { kind, db, now }: KindEnv<Role>,
  userId: string,
  verified: boolean,
): Promise<string> {
  const token = newToken();
  const at = now();
  await insertSession(db, kind.tables.sessions, {
    id: hashToken(token),
    userId,
    verified,
    createdAt: at,
    lastSeenAt: at,
    expiresAt: new Date(at.getTime() + (verified ? SESSION_MAX_MS : PENDING_MAX_MS)),
  });
  return token;
}

/**
 * The session of a token, if it is live and its account active (with a role
 * of the kind); an expired one is deleted.
 */
export async function readSession<Role extends string>(
  { kind, db, now }: KindEnv<Role>,
  token: string,
): Promise<Session<Role> | undefined> {
  const { sessions, users } = kind.tables;
  const id = hashToken(token);
  const [row] = await db
    .select({
      id: sessions.id,
      verified: sessions.verified,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      user: {
        id: users.id,
        email: users.email,
        name: users.name,
        role: users.role,
        active: users.active,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id));
  if (!row) return undefined;
  const at = now().getTime();
  const expired = row.expiresAt.getTime() <= at || row.lastSeenAt.getTime() + SESSION_IDLE_MS <= at;
  const { role } = row.user;
  if (expired || !row.user.active || !kind.isRole(role)) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return undefined;
  }
  if (at - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) await touchSession(db, sessions, id, now());
  const { email, name } = row.user;
  return {
    id,
    verified: row.verified,
    user: { id: row.user.id, email, name: kind.displayName({ name, email }), role },
  };
}

export async function endSession<Role extends string>(
  { kind, db }: KindEnv<Role>,
  sessionId: string,
) {
  await db.delete(kind.tables.sessions).where(eq(kind.tables.sessions.id, sessionId));
}

/** Ends every session of an account, or every one but `keep`. */
export async function endAllSessions<Role extends string>(
  { kind, db }: KindEnv<Role>,
  userId: string,
  keep?: string,
) {
  const { sessions } = kind.tables;
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keep ? ne(sessions.id, keep) : undefined));
}

/** The token in the request's cookie of the kind, if any. */
export function readSessionCookie(cookieName: string, request: Request): string | undefined {
  const header = request.headers.get("Cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === cookieName) return value.join("=") || undefined;
  }
  return undefined;
}

/**
 * HttpOnly, SameSite=Lax, Secure over HTTPS (CONTRACT.md). Path=/, not the
 * kind's pages: React Router fetches the data of /staff from /staff.data,
 * outside a /staff path. No Max-Age: the server decides expiry, and the
 * browser forgets the cookie when it closes.
 */
export function sessionCookie(cookieName: string, request: Request, token: string | null): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  const value = token ?? "";
  const expire = token === null ? "; Max-Age=0" : "";
  return `${cookieName}=${value}; Path=/; HttpOnly; SameSite=Lax${secure}${expire}`;
}
