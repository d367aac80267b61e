/**
 * Staff sessions in the database (CONTRACT.md "Staff console"): revocable at
 * once, shared by every server process. The cookie holds a random token; the
 * table holds its hash. 12 hours idle, 7 days at most; a session waiting for
 * its two-factor code opens nothing and lasts 10 minutes.
 */
import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../../database/client";
import { staffSessions, staffUsers } from "../../../database/schema";
import type { StaffRole } from "@core/staff-access";
import { staffName } from "@core/content/staff-work";
import { hashToken, newToken } from "./tokens";

export const SESSION_IDLE_MS = 12 * 60 * 60_000;
export const SESSION_MAX_MS = 7 * 24 * 60 * 60_000;
export const PENDING_MAX_MS = 10 * 60_000;
/** lastSeenAt is written at most once a minute per session, not on every request. */
const TOUCH_AFTER_MS = 60_000;

export const SESSION_COOKIE = "sil_staff";

/** `name` is the display name (staffName in core/content/staff-work.ts): the name, or else the e-mail. */
export type StaffUser = { id: string; email: string; name: string; role: StaffRole };
export type StaffSession = { id: string; verified: boolean; user: StaffUser };

export function createSessionStore(db: Database, now: () => Date) {
  return {
    async create(userId: string, verified: boolean): Promise<string> {
      const token = newToken();
      const at = now();
      await db.insert(staffSessions).values({
        id: hashToken(token),
        userId,
        verified,
        createdAt: at,
        lastSeenAt: at,
        expiresAt: new Date(at.getTime() + (verified ? SESSION_MAX_MS : PENDING_MAX_MS)),
      });
      return token;
    },

    /** The session of a token, if it is live and its account active; an expired one is deleted. */
    async read(token: string): Promise<StaffSession | undefined> {
      const id = hashToken(token);
      const [row] = await db
        .select({
          id: staffSessions.id,
          verified: staffSessions.verified,
          lastSeenAt: staffSessions.lastSeenAt,
          expiresAt: staffSessions.expiresAt,
          user: {
            id: staffUsers.id,
            email: staffUsers.email,
            name: staffUsers.name,
            role: staffUsers.role,
            active: staffUsers.active,
          },
        })
        .from(staffSessions)
        .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.userId))
        .where(eq(staffSessions.id, id));
      if (!row) return undefined;
      const at = now().getTime();
      const expired =
        row.expiresAt.getTime() <= at || row.lastSeenAt.getTime() + SESSION_IDLE_MS <= at;
      if (expired || !row.user.active) {
        await db.delete(staffSessions).where(eq(staffSessions.id, id));
        return undefined;
      }
      if (at - row.lastSeenAt.getTime() > TOUCH_AFTER_MS)
        await db.update(staffSessions).set({ lastSeenAt: now() }).where(eq(staffSessions.id, id));
      const { active: _active, ...user } = row.user;
      return {
        id,
        verified: row.verified,
        user: { ...user, name: staffName(user), role: user.role as StaffRole },
      };
    },

    async end(sessionId: string) {
      await db.delete(staffSessions).where(eq(staffSessions.id, sessionId));
    },

    /** Ends every session of an account, or every one but `keep`. */
    async endAll(userId: string, keep?: string) {
      await db
        .delete(staffSessions)
        .where(
          and(eq(staffSessions.userId, userId), keep ? ne(staffSessions.id, keep) : undefined),
        );
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The token in the request's cookie, if any. */
export function readSessionCookie(request: Request): string | undefined {
  const header = request.headers.get("Cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === SESSION_COOKIE) return value.join("=") || undefined;
  }
  return undefined;
}

/**
 * HttpOnly, SameSite=Lax, Secure over HTTPS (CONTRACT.md). Path=/, not /staff:
 * React Router fetches the data of /staff from /staff.data, outside a /staff path.
 * No Max-Age: the server decides expiry, and the browser forgets the cookie when it closes.
 */
export function sessionCookie(request: Request, token: string | null): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  const value = token ?? "";
  const expire = token === null ? "; Max-Age=0" : "";
  return `${SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax${secure}${expire}`;
}
