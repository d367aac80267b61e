/** Both message channels on, pointed nowhere: for db tests that check what is queued. */
import type { MessageSettings } from "../../server/messages/settings";

export const MESSAGES_ON: MessageSettings = {
  sms: {
    provider: "msg91",
    apiKey: "k",
    sender: "SILOGS",
    dltEntityId: "1201160000000000001",
    baseUrl: "http://127.0.0.1:1",
    callbackSecret: "s",
  },
  whatsapp: {
    token: "t",
    phoneNumberId: "1",
    appSecret: "a",
    verifyToken: "v",
    baseUrl: "http://127.0.0.1:1",
  },
};
