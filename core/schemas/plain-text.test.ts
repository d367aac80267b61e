import { describe, expect, it } from "vitest";
import { ContactMessageSchema } from "./contact-message";
import {
  BROKEN_MESSAGE,
  hasFormatCharacters,
  hasLoneSurrogate,
  INVISIBLE_MESSAGE,
} from "./plain-text";
import { QuoteRequestSchema } from "./quote-request";

/** Invisible format characters in one-line fields. */
describe("one-line fields and invisible format characters", () => {
  it("finds the format characters of category Cf, but not the joiners Devanagari needs", () => {
    for (const c of ["\u202E", "\u202A", "\u2066", "\u200B", "\u2060", "\uFEFF", "\u00AD"])
      expect(hasFormatCharacters(`a${c}b`), c.codePointAt(0)!.toString(16)).toBe(true);
    // क्‍ष with a joiner, र्‌य with a non-joiner: Marathi spellings; a family emoji.
    for (const text of ["क्\u200Dष", "र्\u200Cय", "👨\u200D👩\u200D👧", "Asha Patil", "आशा पाटील"])
      expect(hasFormatCharacters(text), text).toBe(false);
  });

  it("refuses them in a name, a subject and a city, with the message on the field", () => {
    const contact = ContactMessageSchema.safeParse({
      name: "Asha \u202Eahsa",
      email: "asha@example.org",
      subject: "Parcel\u200B to Goa",
      message: "Several lines may hold them:\u200B",
    });
    expect(contact.success).toBe(false);
    const issues = contact.error!.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues).toEqual([
      ["name", INVISIBLE_MESSAGE],
      ["subject", INVISIBLE_MESSAGE],
    ]);
  });

  it("keeps Hindi and Marathi names with their joiners", () => {
    const quote = QuoteRequestSchema.safeParse({
      name: "क्\u200Dषमा पाटील",
      email: "kshama@example.org",
      phone: "98765 43210",
      service: "ftl",
      origin: "पुणे, महाराष्ट्र",
      destination: "र्\u200Cया, Delhi",
      notes: "",
    });
    expect(quote.error?.issues ?? []).toEqual([]);
  });
});

/** Half of a UTF-16 pair: no character, and PostgreSQL cannot store it. */
describe("text fields and lone surrogates", () => {
  it("refuses half a pair in one-line and several-line fields alike, keeps whole pairs", () => {
    const contact = ContactMessageSchema.safeParse({
      name: "Asha \ud800",
      email: "asha@example.org",
      subject: "Parcel to Goa 😀",
      message: "Two lines\nand half an emoji \udc00",
    });
    expect(contact.success).toBe(false);
    const issues = contact.error!.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues).toEqual([
      ["name", BROKEN_MESSAGE],
      ["message", BROKEN_MESSAGE],
    ]);
    expect(hasLoneSurrogate("😀 आशा")).toBe(false);
  });
});
