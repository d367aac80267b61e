/**
 * MSG91 and the WhatsApp Cloud API on this machine, for trying the message
 * channels without sending anything (decision 046): it prints the settings
 * to start the site with, logs each message it accepts, and stays up until
 * Ctrl-C. Nothing leaves the machine.
 *
 *   npm run fake:messages        FAKE_MESSAGES_PORT=4010 SITE_URL=http://localhost:3000
 */
import { startFakeMessageProviders } from "../tests/support/fake-message-providers";

const port = Number(process.env.FAKE_MESSAGES_PORT ?? 4010);
const site = process.env.SITE_URL ?? "http://localhost:3000";
const settings = {
  site,
  sms: {
    apiKey: "fake-msg91-key-0123456789",
    sender: "SILLOG",
    dltEntityId: "1201160000000000001",
  },
  whatsapp: {
    token: "fake-whatsapp-token-0123456789",
    phoneNumberId: "106540352242922",
    appSecret: "fake-app-secret-0123456789",
  },
};
const fake = await startFakeMessageProviders(settings, port);

const env = {
  SMS_PROVIDER: "msg91",
  SMS_API_KEY: settings.sms.apiKey,
  SMS_SENDER: settings.sms.sender,
  SMS_DLT_ENTITY_ID: settings.sms.dltEntityId,
  SMS_BASE_URL: fake.smsBaseUrl,
  SMS_CALLBACK_SECRET: "fake-dlr-secret-0123456789",
  WHATSAPP_TOKEN: settings.whatsapp.token,
  WHATSAPP_PHONE_NUMBER_ID: settings.whatsapp.phoneNumberId,
  WHATSAPP_APP_SECRET: settings.whatsapp.appSecret,
  WHATSAPP_VERIFY_TOKEN: "fake-verify-token-0123456789",
  WHATSAPP_BASE_URL: fake.whatsappBaseUrl,
};
console.log(`Fake MSG91 and WhatsApp Cloud API at ${fake.url} (links checked against ${site}).`);
console.log("Start the site with:\n");
console.log(
  Object.entries(env)
    .map(([name, value]) => `${name}=${value}`)
    .join(" \\\n"),
);
console.log("\nEach accepted message is printed here. Ctrl-C stops.");

let seen = { sms: 0, whatsapp: 0 };
const timer = setInterval(() => {
  for (const sms of fake.received.sms.slice(seen.sms))
    console.log(`SMS ${sms.requestId} to ${sms.to}: ${sms.text}`);
  for (const wa of fake.received.whatsapp.slice(seen.whatsapp))
    console.log(
      `WhatsApp ${wa.messageId} to ${wa.to}: ${wa.name} (${wa.languageCode}) ${JSON.stringify(wa.parameters)}`,
    );
  for (const refused of fake.received.refused)
    console.log(`refused (${refused.channel}): ${JSON.stringify(refused.body)}`);
  fake.received.refused.length = 0;
  seen = { sms: fake.received.sms.length, whatsapp: fake.received.whatsapp.length };
}, 500);

const stop = () => {
  clearInterval(timer);
  void fake.close().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
