import { eq } from "drizzle-orm";
import exifr from "exifr";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../database/client";
import {
  shipments,
  staffUsers,
  supportAttachments,
  supportMessages,
  supportTickets,
  supportTicketTokens,
} from "../../../database/schema";
import { englishMessage } from "@core/messages";
import { openTestDatabase } from "../../../tests/support/test-database";
import { createLogger } from "../../logger";
import { createRateLimits } from "../rate-limit";
import { createPromiseKeeper } from "./promises";
import { LOOKUP_TOKENS_KEPT } from "./ticket-store";
import { createTicketService } from "./tickets";
import { clearEmails, queuedEmails } from "../../../tests/support/test-outbox";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
let ipNo = 0;
const visitor = () => ({ ip: `203.0.113.${++ipNo % 250}`, userAgent: "test" });

const fields = (extra: Record<string, unknown> = {}) => ({
  category: "damage",
  lr_no: "lr123456789",
  name: "Asha Patil",
  email: "Asha.Patil@example.org",
  phone: "+91 98765 43210",
  description: "The carton arrived torn and two of the six jars were broken.",
  declared_value: "₹2,500",
  ...extra,
});

async function photoWithGps() {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3a6" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "TestPhone" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "19/1 22/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "72/1 50/1 0/1",
      },
    })
    .toBuffer();
  expect(await exifr.gps(bytes)).toMatchObject({ latitude: expect.closeTo(19.37, 1) });
  return new File([new Uint8Array(bytes)], "IMG_2041.jpg", { type: "image/jpeg" });
}

describe("customer-care tickets, the visitor's side", () => {
  let database: DatabaseHandle;
  let clock = new Date("2026-11-27T04:30:00Z");
  const now = () => clock;
  let service: ReturnType<typeof createTicketService>;

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.insert(shipments).values({ lrNo: "LR123456789", orderStatus: "In Transit" });
    service = createTicketService({
      db: database.db,
      rateLimits: createRateLimits(),
      secret: "test-secret-0123456789",
      siteUrl: "https://sil.example.in",
      logger: createLogger("silent"),
      now,
    });
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    clock = new Date("2026-11-27T04:30:00Z");
    await database.db.delete(supportTickets);
    await clearEmails(database.db);
  });

  async function raise(extra: Record<string, unknown> = {}, language: "en" | "hi" | "mr" = "en") {
    const outcome = await service.raise(fields(extra), visitor(), { language });
    if (outcome.status !== "stored") throw new Error(JSON.stringify(outcome));
    return outcome.record.id;
  }

  it("numbers tickets SIL-<year>-<6 digits> upwards and stores the promises", async () => {
    const first = await raise();
    const second = await raise({ category: "billing", lr_no: "", declared_value: "" });
    expect(first).toMatch(/^SIL-2026-\d{6}$/);
    expect(Number(second.slice(-6))).toBe(Number(first.slice(-6)) + 1);
    const ticket = (await service.byNumber(first))!;
    expect(ticket).toMatchObject({
      category: "damage",
      lrNo: "LR123456789",
      email: "asha.patil@example.org",
      phone: "9876543210",
      declaredValue: 2500,
      status: "open",
      acknowledgeBy: new Date("2026-11-29T04:30:00Z"),
      resolveBy: new Date("2026-12-27T04:30:00Z"),
    });
    const billing = (await service.byNumber(second))!;
    expect(billing).toMatchObject({ lrNo: null, declaredValue: null });
  });

  it("acknowledges by e-mail in the page's language with the number, the promises and a link, never quoting the visitor", async () => {
    const number = await raise({}, "hi");
    const [mail] = await queuedEmails(database.db);
    expect(mail!.toAddress).toBe("asha.patil@example.org");
    expect(mail!.subject).toBe(`आपकी रिक्वेस्ट ${number} हमें मिल गई है`);
    expect(mail!.body).toContain("29 नवंबर 2026, 10:00 AM IST");
    expect(mail!.body).toMatch(
      new RegExp(`https://sil\\.example\\.in/hi/support/ticket/${number}\\?t=[A-Za-z0-9_-]{43}`),
    );
    expect(mail!.body).not.toContain("jars");
  });

  it("needs a known LR number for the shipment categories, and none for the others", async () => {
    for (const category of ["delay", "attempt", "damage", "lost", "pod"]) {
      const missing = await service.raise(fields({ category, lr_no: "" }), visitor());
      expect(missing).toMatchObject({ status: "invalid" });
      if (missing.status === "invalid")
        expect(englishMessage(missing.fieldErrors.lr_no![0]!)).toMatch(/Enter the LR number/);
    }
    const unknown = await service.raise(fields({ lr_no: "LR999999999" }), visitor());
    expect(unknown.status === "invalid" && englishMessage(unknown.fieldErrors.lr_no![0]!)).toMatch(
      /could not find LR number LR999999999/,
    );
    for (const category of ["pickup", "billing", "other"])
      expect((await service.raise(fields({ category, lr_no: "" }), visitor())).status).toBe(
        "stored",
      );
    expect(await database.db.select().from(supportTickets)).toHaveLength(3);
  });

  it("stores a photo without its location and refuses a file by its bytes, storing nothing", async () => {
    const number = await raise({ attachments: [await photoWithGps()] });
    const ticket = (await service.byNumber(number))!;
    const [stored] = await database.db
      .select()
      .from(supportAttachments)
      .where(eq(supportAttachments.ticketId, ticket.id));
    expect(stored!.contentType).toBe("image/jpeg");
    expect(await exifr.gps(Buffer.from(stored!.content))).toBeUndefined();
    expect(await exifr.parse(Buffer.from(stored!.content))).toBeUndefined();

    const before = (await database.db.select().from(supportTickets)).length;
    const fake = new File(["MZ this is a program"], "photo.jpg", { type: "image/jpeg" });
    const refused = await service.raise(fields({ attachments: [fake] }), visitor());
    expect(
      refused.status === "invalid" && englishMessage(refused.fieldErrors.attachments![0]!),
    ).toBe("photo.jpg is not a photo (JPG or PNG) or a PDF. Please choose another file.");
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "scan.pdf");
    const tooBig = await service.raise(fields({ attachments: [big] }), visitor());
    expect(tooBig.status).toBe("invalid");
    const four = await service.raise(
      fields({ attachments: [1, 2, 3, 4].map((n) => new File(["%PDF-1.4"], `${n}.pdf`)) }),
      visitor(),
    );
    expect(four.status === "invalid" && englishMessage(four.fieldErrors.attachments![0]!)).toBe(
      "Attach at most 3 files.",
    );
    expect(await database.db.select().from(supportTickets)).toHaveLength(before);
  });

  it("finds a ticket by number and e-mail or phone, answers a wrong fact like a wrong number, and locks after 5", async () => {
    const number = await raise();
    const from = visitor();
    expect(
      await service.lookup(number.toLowerCase(), "ASHA.PATIL@example.org", from),
    ).toMatchObject({
      status: "found",
    });
    const byPhone = await service.lookup(number, "98765-43210", from);
    expect(byPhone.status).toBe("found");
    if (byPhone.status === "found")
      expect((await service.open(number, byPhone.token))?.number).toBe(number);

    const wrongFact = await service.lookup(number, "someone@example.org", from);
    const wrongNumber = await service.lookup("SIL-2026-999999", "asha.patil@example.org", from);
    expect(wrongFact).toEqual(wrongNumber);
    expect(wrongFact.status).toBe("not-found");
    await service.lookup(number, "9999999999", from);
    await service.lookup("nonsense", "x", from);
    const fifth = await service.lookup(number, "nobody@example.org", from);
    expect(fifth.status).toBe("limited");
    // Locked: even the right facts wait 15 minutes.
    const right = await service.lookup(number, "asha.patil@example.org", from);
    expect(right).toMatchObject({ status: "limited" });
    if (right.status === "limited") expect(right.retryAfterSeconds).toBeGreaterThan(800);
  });

  it("opens by a link's token for 90 days, and not for another number", async () => {
    const number = await raise();
    const other = await raise();
    const found = await service.lookup(number, "asha.patil@example.org", visitor());
    if (found.status !== "found") throw new Error("not found");
    expect(await service.open(other, found.token)).toBeNull();
    expect(await service.open(number, "x".repeat(43))).toBeNull();
    clock = new Date(clock.getTime() + 89 * DAY);
    expect(await service.open(number, found.token)).not.toBeNull();
    clock = new Date(clock.getTime() + 2 * DAY);
    expect(await service.open(number, found.token)).toBeNull();
  });

  it("keeps a few lookup tokens a ticket, however often it is looked up, and every e-mailed link", async () => {
    const number = await raise();
    const [ack] = await queuedEmails(database.db);
    const mailed = /\?t=([\w-]+)/.exec(ack!.body)![1]!;
    const tokens: string[] = [];
    for (let i = 0; i < 30; i++) {
      clock = new Date(clock.getTime() + 60_000);
      const found = await service.lookup(number, "asha.patil@example.org", visitor());
      if (found.status !== "found") throw new Error("not found");
      tokens.push(found.token);
    }
    const { id } = (await service.byNumber(number))!;
    const rows = await database.db
      .select({ kind: supportTicketTokens.kind })
      .from(supportTicketTokens)
      .where(eq(supportTicketTokens.ticketId, id));
    expect(rows.filter((r) => r.kind === "lookup")).toHaveLength(LOOKUP_TOKENS_KEPT);
    expect(rows).toHaveLength(LOOKUP_TOKENS_KEPT + 1);
    // The newest lookups' pages and the e-mail's link still open it; the oldest lookup's no more.
    for (const token of [...tokens.slice(-LOOKUP_TOKENS_KEPT), mailed])
      expect((await service.open(number, token))?.number).toBe(number);
    expect(await service.open(number, tokens[0]!)).toBeNull();
  });

  it("lets the visitor reply, escalate once 48 hours have passed, and rate a resolved ticket", async () => {
    const number = await raise();
    let ticket = (await service.byNumber(number))!;
    expect(await service.reply(ticket, { body: "I also have the photos of the box." })).toEqual({
      status: "done",
    });
    expect(await service.escalate(ticket)).toMatchObject({ status: "refused" });
    clock = new Date(clock.getTime() + 48 * HOUR);
    await database.db
      .insert(staffUsers)
      .values({ email: "officer@example.com", role: "support", grievanceOfficer: true });
    await clearEmails(database.db);
    expect(await service.escalate(ticket)).toEqual({ status: "done" });
    const mails = await queuedEmails(database.db);
    expect(mails.map((m) => m.toAddress).sort()).toEqual([
      "asha.patil@example.org",
      "officer@example.com",
      // Nobody has the ticket yet: the support inbox hears of it.
      "support@example.com",
    ]);
    ticket = (await service.byNumber(number))!;
    expect(ticket.escalatedBecause).toBe("visitor");
    expect(await service.escalate(ticket)).toMatchObject({ status: "refused" });

    // Resolved by staff; a reply within 7 days reopens it.
    await database.db
      .update(supportTickets)
      .set({ status: "resolved", resolvedAt: clock })
      .where(eq(supportTickets.id, ticket.id));
    ticket = (await service.byNumber(number))!;
    expect(
      await service.reply(ticket, { body: "It is not solved: one jar is still missing." }),
    ).toEqual({ status: "done" });
    ticket = (await service.byNumber(number))!;
    expect(ticket.status).toBe("in_progress");

    await database.db
      .update(supportTickets)
      .set({ status: "resolved", resolvedAt: clock })
      .where(eq(supportTickets.id, ticket.id));
    ticket = (await service.byNumber(number))!;
    expect(await service.rate(ticket, { rating: "9" })).toMatchObject({ status: "invalid" });
    expect(await service.rate(ticket, { rating: "4", comment: "Quick help." })).toEqual({
      status: "done",
    });
    ticket = (await service.byNumber(number))!;
    expect(ticket).toMatchObject({ status: "closed", rating: 4, ratingComment: "Quick help." });
    expect(await service.reply(ticket, { body: "One more thing about this." })).toMatchObject({
      status: "refused",
    });
    const view = await service.view(ticket);
    expect(view.messages.map((m) => m.kind)).toEqual([
      "reply",
      "escalation",
      "reply",
      "status",
      "rating",
    ]);
  });

  it("escalates by itself a ticket not acknowledged in 48 hours or not resolved in 7 days, and closes resolved ones after 7 days", async () => {
    const keeper = createPromiseKeeper(database.db, { siteUrl: "https://sil.example.in", now });
    const late = await raise();
    const acknowledged = await raise();
    const resolved = await raise();
    await database.db
      .update(supportTickets)
      .set({ status: "acknowledged", acknowledgedAt: clock })
      .where(eq(supportTickets.number, acknowledged));
    await database.db
      .update(supportTickets)
      .set({ status: "resolved", resolvedAt: clock })
      .where(eq(supportTickets.number, resolved));

    clock = new Date(clock.getTime() + 47 * HOUR);
    // Due within the hour: the open one's acknowledgement, told to the team once.
    expect(await keeper.run()).toEqual({ escalated: 0, closed: 0, reminded: 1 });
    clock = new Date(clock.getTime() + 2 * HOUR);
    expect(await keeper.run()).toEqual({ escalated: 1, closed: 0, reminded: 0 });
    expect((await service.byNumber(late))!.escalatedBecause).toBe("acknowledgement");

    clock = new Date(clock.getTime() + 6 * DAY);
    expect(await keeper.run()).toEqual({ escalated: 1, closed: 1, reminded: 0 });
    expect((await service.byNumber(acknowledged))!.escalatedBecause).toBe("resolution");
    expect((await service.byNumber(resolved))!.status).toBe("closed");
    expect(await keeper.run()).toEqual({ escalated: 0, closed: 0, reminded: 0 });
    const history = await database.db.select().from(supportMessages);
    expect(history.filter((m) => m.kind === "escalation")).toHaveLength(2);
  });
});
