import { describe, expect, it } from "vitest";
import { replyReach } from "./staff-tickets";

const sms = (state: string) => ({ channel: "sms", state });

describe("how a staff reply reaches the customer", () => {
  it("names the e-mail in the ticket's language, and the updates that are on", () => {
    expect(replyReach({ email: "a@example.org", language: "mr", phoneUpdates: [] })).toBe(
      "an e-mail in Marathi carries it with a link to that page",
    );
    expect(
      replyReach({ email: "a@example.org", language: "hi", phoneUpdates: [sms("active")] }),
    ).toBe("an e-mail in Hindi carries it with a link to that page; an SMS tells them of it");
  });

  it("without an address, says the SMS or WhatsApp, or that nothing reaches them yet", () => {
    expect(replyReach({ email: "", language: "en", phoneUpdates: [sms("active")] })).toBe(
      "an SMS tells them of it",
    );
    expect(
      replyReach({
        email: "",
        language: "en",
        phoneUpdates: [sms("withdrawn"), { channel: "whatsapp", state: "active" }],
      }),
    ).toBe("a WhatsApp message tells them of it");
    for (const waiting of [[], [sms("pending")], [sms("withdrawn")]])
      expect(replyReach({ email: "", language: "en", phoneUpdates: waiting })).toMatch(
        /^nothing else reaches them: they gave no e-mail/,
      );
  });
});
