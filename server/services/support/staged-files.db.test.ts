/**
 * A request's files are stored in statements of their own before its
 * transaction, which links them (docs/decisions/030-customer-care.md,
 * "Bounded re-encoding"): never one left unlinked by a request that was not
 * stored, and the retention job erases any a dead process left behind.
 */
import { isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../database/client";
import { supportAttachments } from "../../../database/schema";
import { openTestDatabase } from "../../../tests/support/test-database";
import { createLogger } from "../../logger";
import { createErasure } from "../erasure";
import { createRateLimits } from "../rate-limit";
import { stageFiles } from "./staged-files";
import { createTicketService } from "./tickets";

const fields = {
  category: "other",
  name: "Asha Patil",
  email: "asha.patil@example.org",
  phone: "+91 98765 43210",
  description: "The two receipts of the consignment are attached here.",
};
const pdf = (name: string) => new File([`%PDF-1.4\n${name}`], name, { type: "application/pdf" });

describe("staged files of customer-care requests", () => {
  let database: DatabaseHandle;
  let service: ReturnType<typeof createTicketService>;
  beforeAll(async () => {
    database = await openTestDatabase();
    service = createTicketService({
      db: database.db,
      rateLimits: createRateLimits(),
      secret: "test-secret-0123456789",
      siteUrl: "https://sil.example.in",
      logger: createLogger("silent"),
    });
  });
  afterAll(() => database?.close());

  const files = () => database.db.select().from(supportAttachments);

  it("links a stored request's files; a twin that lost to the same key leaves none behind", async () => {
    const raise = () =>
      service.raise(
        { ...fields, attachments: [pdf("a.pdf"), pdf("b.pdf")] },
        { ip: "198.51.100.9", userAgent: "test" },
        { key: "staged-twin-0123456789abcdef" },
      );
    const [one, two] = await Promise.all([raise(), raise()]);
    expect(one).toEqual(two);
    expect(one.status).toBe("stored");
    const rows = await files();
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.ticketId !== null)).toBe(true);
  });

  it("the retention job erases staged files a day old, and no other file", async () => {
    const now = new Date("2026-12-02T18:30:00Z");
    const linked = (await files()).length;
    const [fresh] = await stageFiles(
      database.db,
      [{ fileName: "fresh.pdf", contentType: "application/pdf", content: new Uint8Array([37]) }],
      new Date(now.getTime() - 60 * 60_000),
    );
    await stageFiles(
      database.db,
      [{ fileName: "left.pdf", contentType: "application/pdf", content: new Uint8Array([37]) }],
      new Date(now.getTime() - 25 * 60 * 60_000),
    );
    await createErasure(database.db).eraseExpired(365, now);
    const staged = await database.db
      .select({ id: supportAttachments.id })
      .from(supportAttachments)
      .where(isNull(supportAttachments.ticketId));
    expect(staged).toEqual([{ id: fresh }]);
    expect((await files()).length).toBe(linked + 1);
  });
});
