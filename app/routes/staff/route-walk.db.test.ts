import { isRouteErrorResponse } from "react-router";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../../routes";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { LeadKind } from "@core/schemas/staff-lists";
import { SHIPMENT_QUEUES } from "@core/shipment-queues";
import { insertEmails } from "../../../tests/support/test-outbox";
import {
  mayOpen,
  rolesForLeadKind,
  STAFF_ROLES,
  staffDoors,
  staffPages,
  type StaffPage,
  type StaffRole,
} from "@core/staff-access";
import { openTestApp, type TestApp } from "../../../tests/support/test-app";
import {
  actorOf,
  ensureAdmin,
  loadContext,
  makeStaff,
  staffRequest,
} from "../../../tests/support/test-staff";

/**
 * Walks every /staff route of the route table (app/routes.ts), so a page added
 * later is walked too: without a session, with a session still waiting for its
 * two-factor code, with a deactivated account's session, and with each role.
 * A loader or action that answers where it should refuse fails the test; so
 * does a staff page that does not say which roles it is for, and a route and
 * the page registry (core/staff-access.ts) that do not list the same pages.
 */
type Module = {
  staffPage?: StaffPage;
  loader?: (args: unknown) => Promise<unknown>;
  action?: (args: unknown) => Promise<unknown>;
};
type Answer =
  | { kind: "redirect"; to: string }
  | { kind: "refused"; status: number }
  | { kind: "answered" };

function staffRoutes(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.flatMap((entry) => [
    ...(entry.file.startsWith("routes/staff/") ? [entry] : []),
    ...staffRoutes(entry.children ?? []),
  ]);
}

async function answerOf(call: () => Promise<unknown>): Promise<Answer> {
  try {
    const value = await call();
    if (value instanceof Response && value.status >= 300 && value.status < 400)
      return { kind: "redirect", to: value.headers.get("Location") ?? "" };
    return { kind: "answered" };
  } catch (thrown) {
    if (thrown instanceof Response) {
      if (thrown.status >= 300 && thrown.status < 400)
        return { kind: "redirect", to: thrown.headers.get("Location") ?? "" };
      return { kind: "refused", status: thrown.status };
    }
    if (isRouteErrorResponse(thrown)) return { kind: "refused", status: thrown.status };
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status) return { kind: "refused", status: init.status };
    throw thrown;
  }
}

const walked = staffRoutes(routes);
const doors = new Set<string>(Object.values(staffDoors));

describe("every /staff route of the route table", () => {
  let t: TestApp;
  let userIds: Record<StaffRole, string>;
  beforeAll(async () => {
    t = await openTestApp();
    const admin = await ensureAdmin(t);
    userIds = { admin: (await actorOf(t, admin)).id } as Record<StaffRole, string>;
    for (const role of ["sales", "hr", "ops", "support"] as const)
      userIds[role] = (await makeStaff(t, admin, role)).id;
  }, 120_000);
  afterAll(() => t?.database.close());

  /** A fresh session per call: a sign-out action ends the one it is given. */
  async function sessionOf(role: StaffRole, verified = true) {
    return t.services.staff.sessions.create(userIds[role], verified);
  }

  function call(mod: Module, kind: "loader" | "action", path: string, token?: string) {
    const request = staffRequest(
      path,
      token,
      kind === "action" ? { method: "POST", body: new URLSearchParams() } : {},
    );
    const args = { request, context: loadContext(t), params: { token: "not-a-real-token" } };
    return answerOf(() => mod[kind]!(args));
  }

  it("includes the console's pages and doors", () => {
    const paths = walked.map((r) => r.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/staff",
        "/staff/accounts",
        "/staff/audit",
        "/staff/login",
        "/staff/invite/:token",
      ]),
    );
  });

  it("is the page registry, route for route, and the other way round", async () => {
    const registered = new Map<StaffPage, string>(
      Object.entries(staffPages).map(([name, page]) => [page, name]),
    );
    const exported = new Map<string, string>();
    const doorRoutes = new Set<string>();
    for (const route of walked) {
      if (route.path && doors.has(route.path)) {
        doorRoutes.add(route.path);
        continue;
      }
      const mod = (await import(/* @vite-ignore */ `../../${route.file}`)) as Module;
      const name = mod.staffPage && registered.get(mod.staffPage);
      expect(name, `${route.file} must export a page of staffPages`).toBeDefined();
      expect(exported.get(name!), `${route.file}: staffPages.${name} is exported twice`).toBe(
        undefined,
      );
      exported.set(name!, route.file);
      // The layout has no path of its own: its page is the console's, /staff.
      expect(route.path ?? "/staff", `${route.file}: staffPages.${name}.path`).toBe(
        mod.staffPage!.path,
      );
    }
    expect([...exported.keys()].sort(), "every page of staffPages has its route").toEqual(
      Object.keys(staffPages).sort(),
    );
    expect([...doorRoutes].sort(), "every door of staffDoors has its route").toEqual(
      [...doors].sort(),
    );
  });

  for (const route of walked) {
    const path = route.path ?? "(layout)";
    it(`${route.file}: ${path}`, async () => {
      const mod = (await import(/* @vite-ignore */ `../../${route.file}`)) as Module;
      if (route.path && doors.has(route.path)) {
        // Doors are open by design; without a session they show nothing held.
        if (mod.loader) {
          const answer = await call(mod, "loader", route.path.replace(":token", "x"));
          if (answer.kind === "refused") expect(answer.status).toBe(404);
          if (answer.kind === "redirect") expect(answer.to).toMatch(/^\/staff\/login/);
        }
        return;
      }
      expect(
        mod.staffPage,
        `${route.file} must export staffPage (core/staff-access.ts)`,
      ).toBeDefined();
      expect(mod.loader, `${route.file} must have a loader that runs the guard`).toBeDefined();
      const page = mod.staffPage!;
      const url = route.path ?? page.path;
      for (const kind of ["loader", "action"] as const) {
        if (!mod[kind]) continue;
        const label = `${kind} of ${route.file}`;

        const anonymous = await call(mod, kind, url);
        expect(anonymous, `${label} without a session`).toEqual({
          kind: "redirect",
          to: expect.stringMatching(/^\/staff\/login\?next=/),
        });

        const pending = await call(mod, kind, url, await sessionOf("admin", false));
        expect(pending, `${label} with a session waiting for its code`).toMatchObject({
          kind: "redirect",
          to: expect.stringMatching(/^\/staff\/login/),
        });

        for (const role of STAFF_ROLES) {
          const answer = await call(mod, kind, url, await sessionOf(role));
          if (page.roles.includes(role)) {
            expect(answer, `${label} as ${role}`).not.toMatchObject({
              kind: "refused",
              status: 403,
            });
            expect(answer, `${label} as ${role}`).not.toMatchObject({
              kind: "redirect",
              to: expect.stringMatching(/^\/staff\/login\?next=/),
            });
          } else {
            expect(answer, `${label} as ${role}`).toEqual({ kind: "refused", status: 403 });
          }
        }
      }
    });
  }

  it("keeps customer care to tickets, and tickets to customer care and admins", async () => {
    const loaderAt = async (path: string, role: StaffRole) => {
      const route = walked.find((r) => r.path === path)!;
      const mod = (await import(/* @vite-ignore */ `../../${route.file}`)) as Module;
      return call(mod, "loader", path, await sessionOf(role));
    };
    const refused = { kind: "refused", status: 403 };
    for (const path of ["/staff/leads", "/staff/applications", "/staff/shipments", "/staff/outbox"])
      expect(await loaderAt(path, "support"), `${path} as support`).toEqual(refused);
    for (const role of ["sales", "hr", "ops"] as const)
      for (const path of ["/staff/tickets", "/staff/tickets/export.csv"])
        expect(await loaderAt(path, role), `${path} as ${role}`).toEqual(refused);
    for (const role of ["support", "admin"] as const)
      expect(await loaderAt("/staff/tickets", role), `/staff/tickets as ${role}`).toEqual({
        kind: "answered",
      });
  });

  it("lets each action on a lead through only for roles that work that kind of lead", async () => {
    const route = walked.find((r) => r.path === staffPages.lead.path)!;
    const mod = (await import(/* @vite-ignore */ `../../${route.file}`)) as Module;
    // Each of the lead page's actions, as its form posts it.
    const posts: Record<string, Record<string, string>> = {
      work: { intent: "work", assignee: "none", status: "contacted", note: "Walked." },
      take: { intent: "take" },
      call: { intent: "call" },
      whatsapp: { intent: "whatsapp" },
      reply: { intent: "reply", language: "hi", subject: "Walk", body: "Walked." },
    };
    for (const kind of ["quote", "pickup"] as const satisfies LeadKind[]) {
      const id = randomUUID();
      await t.database.db.execute(
        sql`insert into leads (id, kind, name, email, phone, search, due_at)
            values (${id}, ${kind}, 'Walk', 'walk@example.org', '9876543210', 'walk', now())`,
      );
      for (const [name, fields] of Object.entries(posts))
        for (const role of STAFF_ROLES) {
          const request = staffRequest(`/staff/leads/${id}`, await sessionOf(role), {
            method: "POST",
            body: new URLSearchParams(fields),
          });
          const answer = await answerOf(() =>
            mod.action!({ request, context: loadContext(t), params: { id } }),
          );
          const may = mayOpen(role, staffPages.lead) && rolesForLeadKind(kind).includes(role);
          expect(answer, `${name} on a ${kind} lead as ${role}`).toEqual(
            may ? { kind: "answered" } : { kind: "refused", status: 403 },
          );
        }
      const found = await t.services.leadInbox.find(id);
      expect(found!.activity.length, `the ${kind} lead's history`).toBeGreaterThan(0);
    }
  });

  it("walks operations' lists and actions with each role", async () => {
    const modAt = async (path: string) => {
      const route = walked.find((r) => r.path === path)!;
      return (await import(/* @vite-ignore */ `../../${route.file}`)) as Module;
    };
    const expected = (page: StaffPage, role: StaffRole, allowed: Answer) =>
      mayOpen(role, page) ? allowed : { kind: "refused", status: 403 };
    const [shipments, pickups, shipment, outbox, lead] = await Promise.all(
      ["/staff/shipments", "/staff/pickups", "/staff/shipments/:lrno", "/staff/outbox"]
        .concat(staffPages.lead.path)
        .map(modAt),
    );
    const [pending] = await insertEmails(t.database.db, [
      { toAddress: "walk@example.org", subject: "Walk", body: "Walk." },
    ]);
    const leadOf = async (kind: LeadKind) => {
      const id = randomUUID();
      await t.database.db.execute(
        sql`insert into leads (id, kind, name, email, phone, search, due_at)
            values (${id}, ${kind}, 'Walk', 'walk@example.org', '9876543210', 'walk', now())`,
      );
      return id;
    };
    const leads = { pickup: await leadOf("pickup"), quote: await leadOf("quote") };
    const answered = { kind: "answered" } as const;
    for (const role of STAFF_ROLES) {
      const run = async (mod: Module, kind: "loader" | "action", path: string, init?: object) => {
        const request = staffRequest(path, await sessionOf(role), init);
        const params = { lrno: "LR555555555", id: path.split("/").at(-1) };
        return answerOf(() => mod[kind]!({ request, context: loadContext(t), params }));
      };
      const post = (fields: Record<string, string>) => ({
        method: "POST",
        body: new URLSearchParams(fields),
      });
      for (const queue of SHIPMENT_QUEUES)
        expect(
          await run(shipments!, "loader", `/staff/shipments?queue=${queue}`),
          `${queue} queue as ${role}`,
        ).toEqual(expected(staffPages.shipments, role, answered));
      expect(await run(pickups!, "loader", "/staff/pickups?date=2026-11-28"), role).toEqual(
        expected(staffPages.pickups, role, answered),
      );
      expect(
        await run(shipment!, "action", "/staff/shipments/LR555555555", post({ intent: "follow" })),
        `follow the newest event as ${role}`,
      ).toEqual(
        expected(staffPages.shipment, role, {
          kind: "redirect",
          to: "/staff/shipments/LR555555555?done=follow",
        }),
      );
      expect(
        await run(
          outbox!,
          "action",
          "/staff/outbox",
          post({ intent: "send-now", id: pending!.id }),
        ),
        `send now as ${role}`,
      ).toEqual(expected(staffPages.outbox, role, answered));
      for (const kind of ["pickup", "quote"] as const)
        expect(
          await run(lead!, "loader", `/staff/leads/${leads[kind]}`),
          `a ${kind} lead's page as ${role}`,
        ).toEqual(
          rolesForLeadKind(kind).includes(role) && mayOpen(role, staffPages.lead)
            ? answered
            : { kind: "refused", status: 403 },
        );
    }
  });

  it("refuses a deactivated account's session on every page", async () => {
    const admin = await sessionOf("admin");
    const hrSession = await sessionOf("hr");
    await t.services.staff.accounts.setActive(await actorOf(t, admin), userIds.hr, false);
    for (const route of walked) {
      if (!route.path || doors.has(route.path)) continue;
      const mod = (await import(/* @vite-ignore */ `../../${route.file}`)) as Module;
      expect(await call(mod, "loader", route.path, hrSession), route.file).toMatchObject({
        kind: "redirect",
        to: expect.stringMatching(/^\/staff\/login/),
      });
    }
  });
});
