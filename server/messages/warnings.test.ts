import { describe, expect, it } from "vitest";
import { smsTemplates } from "@core/messages/templates";
import { capturedLogger } from "../../tests/support/test-app";
import { warnOfMessageSetup } from "./warnings";
import type { SmsSettings } from "./settings";

const sms: SmsSettings = {
  provider: "msg91",
  apiKey: "msg91-key-0123456789",
  sender: "SILLOG",
  dltEntityId: "1201160000000000001",
  baseUrl: "https://api.msg91.com",
  callbackSecret: "dlr-secret-0123456789",
};

const lines = (text: string) =>
  text
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { level: number; msg: string });

describe("the start's word on messages", () => {
  it("warns while SMS is on and DLT template ids are placeholders", () => {
    const { logger, text } = capturedLogger();
    expect(warnOfMessageSetup(logger, { sms, whatsapp: null })).toBe(smsTemplates.length);
    const logged = lines(text());
    expect(logged[0]!.msg).toBe("messages: SMS on, WhatsApp off");
    expect(logged[1]!.level).toBe(40);
    expect(logged[1]!.msg).toContain("core/messages/dlt-template-ids.ts");
  });

  it("says only which channels are on once the ids are real, or SMS is off", () => {
    const real = smsTemplates.map((_, i) => ({
      dltTemplateId: `120716000000000${String(i).padStart(4, "0")}`,
    }));
    const { logger, text } = capturedLogger();
    expect(warnOfMessageSetup(logger, { sms, whatsapp: null }, real)).toBe(0);
    expect(warnOfMessageSetup(logger, { sms: null, whatsapp: null })).toBe(0);
    expect(lines(text()).map((l) => l.level)).toEqual([30, 30]);
  });
});
