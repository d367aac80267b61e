import { describe, expect, it } from "vitest";
import { EnvError, readEnv } from "../env";

const SMS = {
  SMS_PROVIDER: "msg91",
  SMS_API_KEY: "msg91-key-0123456789",
  SMS_SENDER: "SILLOG",
  SMS_DLT_ENTITY_ID: "1201160000000000001",
  SMS_CALLBACK_SECRET: "dlr-secret-0123456789",
};
const WHATSAPP = {
  WHATSAPP_TOKEN: "EAAG-token-0123456789",
  WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
  WHATSAPP_APP_SECRET: "app-secret-0123456789",
  WHATSAPP_VERIFY_TOKEN: "verify-token-0123456789",
};

describe("message settings", () => {
  it("keeps both channels off while nothing is set, the base URLs alone included", () => {
    expect(readEnv({}).messages).toEqual({ sms: null, whatsapp: null });
    expect(
      readEnv({ SMS_BASE_URL: "http://127.0.0.1:9", WHATSAPP_BASE_URL: "http://127.0.0.1:9" })
        .messages,
    ).toEqual({ sms: null, whatsapp: null });
  });

  it("turns a channel on when all its settings are set, with the providers' URLs by default", () => {
    const { sms, whatsapp } = readEnv({ ...SMS, ...WHATSAPP }).messages;
    expect(sms).toEqual({
      provider: "msg91",
      apiKey: SMS.SMS_API_KEY,
      sender: "SILLOG",
      dltEntityId: SMS.SMS_DLT_ENTITY_ID,
      baseUrl: "https://api.msg91.com",
      callbackSecret: SMS.SMS_CALLBACK_SECRET,
    });
    expect(whatsapp).toMatchObject({
      phoneNumberId: WHATSAPP.WHATSAPP_PHONE_NUMBER_ID,
      baseUrl: "https://graph.facebook.com/v21.0",
    });
    const local = readEnv({ ...SMS, SMS_BASE_URL: "http://127.0.0.1:4010/" }).messages;
    expect(local.sms?.baseUrl).toBe("http://127.0.0.1:4010");
    expect(local.whatsapp).toBeNull();
  });

  it("stops the start of a half-set channel, naming what is missing", () => {
    const { SMS_SENDER: _, ...noSender } = SMS;
    expect(() => readEnv(noSender)).toThrow(EnvError);
    expect(() => readEnv(noSender)).toThrow(/SMS is half set: SMS_SENDER is missing/);
    expect(() => readEnv({ WHATSAPP_TOKEN: WHATSAPP.WHATSAPP_TOKEN })).toThrow(
      /WhatsApp is half set: WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN are missing/,
    );
  });

  it("names a bad value", () => {
    expect(() => readEnv({ ...SMS, SMS_SENDER: "SIL" })).toThrow(
      /SMS_SENDER: must be the 6-letter/,
    );
    expect(() => readEnv({ ...SMS, SMS_PROVIDER: "twilio" })).toThrow(
      /SMS_PROVIDER: must be msg91/,
    );
    expect(() => readEnv({ ...SMS, SMS_DLT_ENTITY_ID: "12ab" })).toThrow(/SMS_DLT_ENTITY_ID/);
    expect(() => readEnv({ ...SMS, SMS_CALLBACK_SECRET: "has/slash/0123456789" })).toThrow(
      /SMS_CALLBACK_SECRET: must be letters/,
    );
    expect(() => readEnv({ ...WHATSAPP, WHATSAPP_APP_SECRET: "short" })).toThrow(
      /WHATSAPP_APP_SECRET: must be at least 16/,
    );
    expect(() => readEnv({ ...WHATSAPP, WHATSAPP_BASE_URL: "ftp://graph.example" })).toThrow(
      /WHATSAPP_BASE_URL/,
    );
  });
});
