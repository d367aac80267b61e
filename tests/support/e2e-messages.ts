/**
 * The message channels of the e2e server (playwright.config.ts webServer
 * env): SMS and WhatsApp on, both pointed at E2E_PORT + 8, where the local
 * fake of MSG91 and the WhatsApp Cloud API listens while a spec holds it
 * (tests/e2e/message-fake.ts). With nothing there, a message fails for now
 * and waits in the outbox, as with a provider that is down.
 */
export const E2E_MESSAGE_PORT = Number(process.env.E2E_PORT ?? 3100) + 8;

/** The site's origin in the texts: the server's SITE_URL default, as the e2e server has none. */
export const E2E_MESSAGE_SITE = "http://localhost:3000";

export const E2E_MESSAGE_SETTINGS = {
  site: E2E_MESSAGE_SITE,
  sms: { apiKey: "e2e-msg91-key-0123456789", sender: "SILLOG", dltEntityId: "1201160000000000001" },
  whatsapp: {
    token: "e2e-whatsapp-token-0123456789",
    phoneNumberId: "106540352242922",
    appSecret: "e2e-whatsapp-app-secret-0123456789",
  },
};
export const E2E_SMS_CALLBACK_SECRET = "e2e-sms-callback-secret-0123456789";
export const E2E_WHATSAPP_VERIFY_TOKEN = "e2e-whatsapp-verify-token-0123456789";

/** The settings the server starts with. */
export const E2E_MESSAGE_ENV = {
  SMS_PROVIDER: "msg91",
  SMS_API_KEY: E2E_MESSAGE_SETTINGS.sms.apiKey,
  SMS_SENDER: E2E_MESSAGE_SETTINGS.sms.sender,
  SMS_DLT_ENTITY_ID: E2E_MESSAGE_SETTINGS.sms.dltEntityId,
  SMS_CALLBACK_SECRET: E2E_SMS_CALLBACK_SECRET,
  SMS_BASE_URL: `http://127.0.0.1:${E2E_MESSAGE_PORT}/msg91`,
  WHATSAPP_TOKEN: E2E_MESSAGE_SETTINGS.whatsapp.token,
  WHATSAPP_PHONE_NUMBER_ID: E2E_MESSAGE_SETTINGS.whatsapp.phoneNumberId,
  WHATSAPP_APP_SECRET: E2E_MESSAGE_SETTINGS.whatsapp.appSecret,
  WHATSAPP_VERIFY_TOKEN: E2E_WHATSAPP_VERIFY_TOKEN,
  WHATSAPP_BASE_URL: `http://127.0.0.1:${E2E_MESSAGE_PORT}/graph/v21.0`,
};
