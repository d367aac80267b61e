/**
 * An owner helps a person back in (/business/people), and "Forgot your
 * password?" (/business/login/forgot), through the pages' loaders and
 * actions on a real database, with the outbox delivering to a real SMTP
 * server whose messages the tests read: resetting two-factor, the
 * new-password link (once, 72 hours, ending other sessions), who may not,
 * and the one answer for known and unknown addresses with its limits.
 */
import { and, eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { businessTokens, businessUsers } from "../../../tests/support/database";
import { createLogger, createOutboxSender, type OutboxSender } from "../../../tests/support/server";
import { openTestApp, type TestApp } from "../../../tests/support/test-app";
import {
  auditActions,
  makeBusiness,
  setPassword,
  type TestBusiness,
} from "../../../tests/support/test-business";
import { clearEmails, queuedEmails } from "../../../tests/support/test-outbox";
import { loadContext, SESSION_SECRET } from "../../../tests/support/test-staff";
import {
  readEmail,
  startTestSmtpServer,
  type TestSmtpServer,
} from "../../../tests/support/test-smtp";
import { requireBusiness } from "~/lib/business-guard.server";
import * as forgotPage from "./forgot-password";
import * as invitePage from "./invite";
import * as peoplePage from "./people";

const OWNER_PASSWORD = "monsoon ledger of alibag";
const PASSWORD = "quiet harbour lantern 42";
const NEW_PASSWORD = "copper kettle on the ghat";

let t: TestApp;
let smtp: TestSmtpServer;
let outbox: OutboxSender;
let b: TestBusiness;
let ownerCookie: string;
let ip = 10;

type Person = { id: string; email: string };

const request = (path: string, cookie: string, form?: Record<string, string>) =>
  new Request(`http://localhost${path}`, {
    method: form ? "POST" : "GET",
    body: form ? new URLSearchParams(form) : undefined,
    headers: { Cookie: cookie, Origin: "http://localhost" },
  });

const args = (
  path: string,
  cookie: string,
  form?: Record<string, string>,
  params: Record<string, string> = {},
  from = "203.0.113.7",
) => ({ request: request(path, cookie, form), context: loadContext(t, from), params }) as never;

/** Where a thrown or answered redirect goes, or the status and body of what was answered. */
async function outcomeOf(run: () => Promise<unknown>) {
  try {
    const value = await run();
    if (value instanceof Response)
      return { status: value.status, location: value.headers.get("Location") };
    const init = (value as { init?: { status?: number } } | null)?.init;
    const body = (value as { data?: unknown } | null)?.data ?? value;
    return { status: init?.status ?? 200, body };
  } catch (error) {
    if (error instanceof Response)
      return { status: error.status, location: error.headers.get("Location") };
    const init = (error as { init?: { status?: number } }).init;
    if (init?.status) return { status: init.status };
    throw error;
  }
}

async function signIn(email: string, password: string) {
  const outcome = await t.services.business.signIn.withPassword(email, password, "help-tests");
  return outcome;
}

async function cookieOf(email: string, password: string) {
  const outcome = await signIn(email, password);
  if (outcome.status !== "signed-in") throw new Error(outcome.status);
  return `sil_business=${outcome.token}`;
}

let made = 0;
/** A person of business `b` with a password, invited by its owner as the page would. */
async function addPerson(role: "booker" | "viewer", business = b): Promise<Person> {
  made += 1;
  const email = `${role}-${made}-${Date.now()}@konkan.example`;
  const owner = await requireBusiness(args("/business", ownerCookie), null);
  const invited = await t.services.business.invite(owner.actor, business.id, {
    email,
    name: `Person ${made}`,
    role,
  });
  if (!invited.ok) throw new Error(invited.message);
  await setPassword(t.database.db, invited.id, PASSWORD);
  await clearEmails(t.database.db);
  return { id: invited.id, email };
}

/** The e-mails the outbox delivers now, read as the SMTP server received them. */
async function delivered() {
  await outbox.deliverDue();
  return smtp.received.splice(0).map((m) => ({ to: m.to, ...readEmail(m.raw) }));
}

/** The one-time link's token in an e-mail's text. */
function tokenIn(text: string) {
  const match = text.match(/\/business\/invite\/([\w-]+)/);
  if (!match) throw new Error(`no link in:\n${text}`);
  return match[1]!;
}

const people = (form: Record<string, string>, cookie = ownerCookie, path = "/business/people") =>
  outcomeOf(() => peoplePage.action(args(path, cookie, form)));

const codeNow = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

beforeAll(async () => {
  t = await openTestApp({ services: { secret: SESSION_SECRET } });
  smtp = await startTestSmtpServer();
  outbox = createOutboxSender({
    db: t.database.db,
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    from: "Sahyadri <info@example.com>",
    logger: createLogger("silent"),
    // Ahead of the database's clock, so an e-mail queued this millisecond is due.
    now: () => new Date(Date.now() + 1_000),
  });
  b = await makeBusiness(t.database.db, "Konkan Spices");
  await setPassword(t.database.db, b.userId, OWNER_PASSWORD);
  ownerCookie = await cookieOf(b.email, OWNER_PASSWORD);
});
afterAll(async () => {
  await outbox?.stop();
  await smtp?.close();
  t.services.close();
  await t.database.close();
});
beforeEach(async () => {
  await clearEmails(t.database.db);
  smtp.received.length = 0;
});

describe("an owner resets a person's two-factor", () => {
  let booker: Person;

  beforeAll(async () => {
    booker = await addPerson("booker");
    const enrolment = await t.services.business.own.beginEnrolment(booker);
    const actor = { ...booker, role: "booker" as const, ipHash: "x" };
    const codes = await t.services.business.own.enableTwoFactor(actor, codeNow(enrolment!.secret));
    expect(codes).toHaveLength(10);
  });

  it("lists who uses two-factor, and asks to confirm first, also when posted without it", async () => {
    const page = await outcomeOf(() =>
      peoplePage.loader(
        args(`/business/people?confirm=reset-two-factor&id=${booker.id}`, ownerCookie),
      ),
    );
    const body = page.body as {
      people: { id: string; twoFactor: boolean }[];
      confirm: { intent: string; id: string };
    };
    expect(body.people.find((p) => p.id === booker.id)?.twoFactor).toBe(true);
    expect(body.people.find((p) => p.id === b.userId)?.twoFactor).toBe(false);
    expect(body.confirm).toEqual({ intent: "reset-two-factor", id: booker.id });
    expect(await people({ intent: "reset-two-factor", id: booker.id })).toEqual({
      status: 302,
      location: `/business/people?confirm=reset-two-factor&id=${booker.id}#confirm`,
    });
    expect(await t.services.business.own.isEnrolled(booker.id)).toBe(true);
  });

  it("turns it off, removes the recovery codes, ends the sessions; the booker signs in without a code", async () => {
    const pending = await signIn(booker.email, PASSWORD);
    expect(pending.status).toBe("code-needed");
    const pendingCookie = `sil_business=${"token" in pending ? pending.token : ""}`;
    expect(
      await people(
        { intent: "reset-two-factor", id: booker.id, confirm: "1" },
        ownerCookie,
        "/mr/business/people",
      ),
    ).toEqual({ status: 302, location: "/mr/business/people?done=twoFactorReset" });
    expect(await t.services.business.own.isEnrolled(booker.id)).toBe(false);
    expect(await t.services.business.own.recoveryCodesLeft(booker.id)).toBe(0);
    expect(
      await t.services.business.sessionOf(request("/business", pendingCookie)),
    ).toBeUndefined();
    expect((await signIn(booker.email, PASSWORD)).status).toBe("signed-in");
    expect(await auditActions(t.database.db, b.id)).toContain("two-factor.reset");
  });

  it("sends the booker to enrol at the next sign-in when the business requires two-factor", async () => {
    const owner = await requireBusiness(args("/business", ownerCookie), null);
    await t.services.business.requireTwoFactor(owner.actor, b.id, true);
    try {
      const cookie = await cookieOf(booker.email, PASSWORD);
      expect(
        await outcomeOf(() => requireBusiness(args("/business/shipments", cookie), "shipments")),
      ).toEqual({ status: 302, location: "/business/account/two-factor" });
    } finally {
      // The owner has no two-factor either: the rest of the file signs in without it.
      await t.services.business.requireTwoFactor(owner.actor, b.id, false);
    }
  });
});

describe("an owner sends a new-password link", () => {
  let booker: Person;
  let token: string;

  beforeAll(async () => {
    booker = await addPerson("booker");
  });

  it("e-mails a one-time link of 72 hours through the outbox, audited", async () => {
    const before = Date.now();
    expect(await people({ intent: "send-link", id: booker.id, confirm: "1" })).toEqual({
      status: 302,
      location: "/business/people?done=linkSent",
    });
    const [email, ...more] = await delivered();
    expect(more).toEqual([]);
    expect(email!.to).toEqual([booker.email]);
    expect(email!.subject).toMatch(/Set a new password/);
    token = tokenIn(email!.text);
    const [row] = await t.database.db
      .select({ expiresAt: businessTokens.expiresAt, purpose: businessTokens.purpose })
      .from(businessTokens)
      .where(and(eq(businessTokens.userId, booker.id), eq(businessTokens.purpose, "reset")));
    expect(row!.purpose).toBe("reset");
    const lifetime = row!.expiresAt.getTime() - before;
    expect(lifetime).toBeGreaterThan(72 * 3_600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(72 * 3_600_000 + 60_000);
    expect(await auditActions(t.database.db, b.id)).toContain("account.link-issued");
  });

  it("sets the password once, ends the person's other sessions and signs them in", async () => {
    const earlier = await cookieOf(booker.email, PASSWORD);
    const page = await outcomeOf(() =>
      invitePage.loader(args(`/business/invite/${token}`, "", undefined, { token })),
    );
    expect(page.body).toMatchObject({ live: true, email: booker.email, invitation: false });
    const weak = await outcomeOf(() =>
      invitePage.action(
        args(`/business/invite/${token}`, "", { password: "short", confirm: "short" }, { token }),
      ),
    );
    expect(weak).toEqual({
      status: 400,
      body: { name: "", errors: { password: "invite.tooShort" } },
    });
    const set = await outcomeOf(() =>
      invitePage.action(
        args(
          `/business/invite/${token}`,
          "",
          { password: NEW_PASSWORD, confirm: NEW_PASSWORD },
          { token },
        ),
      ),
    );
    expect(set).toEqual({ status: 302, location: "/business" });
    expect(await t.services.business.sessionOf(request("/business", earlier))).toBeUndefined();
    expect((await signIn(booker.email, PASSWORD)).status).toBe("failed");
    expect((await signIn(booker.email, NEW_PASSWORD)).status).toBe("signed-in");
    const again = await outcomeOf(() =>
      invitePage.action(
        args(`/business/invite/${token}`, "", { password: PASSWORD, confirm: PASSWORD }, { token }),
      ),
    );
    expect(again).toEqual({ status: 410, body: { name: "", errors: { form: "invite.expired" } } });
  });

  it("no longer works once its 72 hours are past", async () => {
    await people({ intent: "send-link", id: booker.id, confirm: "1" });
    const [email] = await delivered();
    const late = tokenIn(email!.text);
    await t.database.db
      .update(businessTokens)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(businessTokens.userId, booker.id));
    const page = await outcomeOf(() =>
      invitePage.loader(args(`/business/invite/${late}`, "", undefined, { token: late })),
    );
    expect(page.status).toBe(410);
    expect((await signIn(booker.email, NEW_PASSWORD)).status).toBe("signed-in");
  });
});

describe("who may not", () => {
  it("a booker and a viewer get 403; nothing is sent", async () => {
    const target = await addPerson("viewer");
    for (const role of ["booker", "viewer"] as const) {
      const someone = await addPerson(role);
      const cookie = await cookieOf(someone.email, PASSWORD);
      for (const intent of ["reset-two-factor", "send-link"]) {
        const answer = await people({ intent, id: target.id, confirm: "1" }, cookie);
        expect(answer.status, `${role} ${intent}`).toBe(403);
      }
      const page = await outcomeOf(() =>
        peoplePage.loader(args(`/business/people?confirm=send-link&id=${target.id}`, cookie)),
      );
      expect(page.status).toBe(403);
    }
    expect(await queuedEmails(t.database.db)).toEqual([]);
  });

  it("the owner for themselves: refused beside their row, nothing done", async () => {
    for (const intent of ["reset-two-factor", "send-link"])
      expect(await people({ intent, id: b.userId, confirm: "1" })).toEqual({
        status: 400,
        body: { intent, id: b.userId, refused: "ownAccount" },
      });
    const page = await outcomeOf(() =>
      peoplePage.loader(args(`/business/people?confirm=send-link&id=${b.userId}`, ownerCookie)),
    );
    expect((page.body as { confirm?: unknown }).confirm).toBeUndefined();
    expect(await queuedEmails(t.database.db)).toEqual([]);
  });

  it("a person of another business, or no such person: 404, nothing sent", async () => {
    const other = await makeBusiness(t.database.db, "Other Traders");
    for (const id of [other.userId, "not-an-id", "00000000-0000-4000-8000-000000000000"]) {
      for (const intent of ["reset-two-factor", "send-link"])
        expect((await people({ intent, id, confirm: "1" })).status, `${intent} ${id}`).toBe(404);
      const page = await outcomeOf(() =>
        peoplePage.loader(args(`/business/people?confirm=send-link&id=${id}`, ownerCookie)),
      );
      expect(page.status).toBe(404);
    }
    expect(await queuedEmails(t.database.db)).toEqual([]);
  });
});

describe("forgot your password", () => {
  const ask = (email: string, from = `198.51.100.${ip++}`, path = "/business/login/forgot") =>
    outcomeOf(() => forgotPage.action(args(path, "", { email }, {}, from)));

  /** Lets the links asked for be written (they are, after the answer), then delivers them. */
  async function settleAndDeliver() {
    await t.services.businessForgotPassword.idle();
    return delivered();
  }

  it("answers the same for a known and an unknown address, and e-mails only the known one", async () => {
    const person = await addPerson("booker");
    const unknown = await ask(
      "nobody-here@konkan.example",
      "198.51.100.1",
      "/hi/business/login/forgot",
    );
    const known = await ask(
      person.email.toUpperCase(),
      "198.51.100.2",
      "/hi/business/login/forgot",
    );
    expect(unknown).toEqual({ status: 302, location: "/hi/business/login/forgot?sent=1" });
    expect(known).toEqual(unknown);
    const mail = await settleAndDeliver();
    expect(mail.map((m) => m.to)).toEqual([[person.email]]);
    const token = tokenIn(mail[0]!.text);
    const set = await outcomeOf(() =>
      invitePage.action(
        args(
          `/business/invite/${token}`,
          "",
          { password: NEW_PASSWORD, confirm: NEW_PASSWORD },
          { token },
        ),
      ),
    );
    expect(set).toEqual({ status: 302, location: "/business" });
    expect((await signIn(person.email, NEW_PASSWORD)).status).toBe("signed-in");
  });

  it("sends nothing for a removed person or a suspended business, with the same answer", async () => {
    const removed = await addPerson("viewer");
    await t.database.db
      .update(businessUsers)
      .set({ active: false })
      .where(eq(businessUsers.id, removed.id));
    const other = await makeBusiness(t.database.db, "Suspended Traders");
    await t.services.business.setSuspended(other.id, true);
    for (const email of [removed.email, other.email])
      expect(await ask(email)).toEqual({ status: 302, location: "/business/login/forgot?sent=1" });
    expect(await settleAndDeliver()).toEqual([]);
  });

  it("names a mistyped address beside its field and sends nothing", async () => {
    expect(await ask("not an address")).toEqual({
      status: 400,
      body: { email: "not an address", errors: { email: "login.emailNeeded" } },
    });
    expect(await settleAndDeliver()).toEqual([]);
  });

  it("e-mails one address at most 3 times an hour, answering the same", async () => {
    const person = await addPerson("booker");
    for (let i = 0; i < 5; i++)
      expect((await ask(person.email)).location).toBe("/business/login/forgot?sent=1");
    expect((await settleAndDeliver()).length).toBe(3);
  });

  it("answers 429 past 10 asks in 15 minutes from one client address", async () => {
    const from = "192.0.2.99";
    for (let i = 0; i < 10; i++)
      expect((await ask(`someone-${i}@konkan.example`, from)).status).toBe(302);
    expect(await ask("someone-else@konkan.example", from)).toEqual({
      status: 429,
      body: { email: "someone-else@konkan.example", errors: { form: "forgot.limited" } },
    });
    expect((await ask("someone-else@konkan.example")).status).toBe(302);
  });
});
