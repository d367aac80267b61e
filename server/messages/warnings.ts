/**
 * The start's word on the message channels (decision 046): which are on,
 * and, while SMS is on, how many DLT template ids are still placeholders
 * (core/messages/dlt-template-ids.ts): MSG91 refuses those, so those SMS go
 * nowhere until the company writes the real ids.
 */
import { isRealDltTemplateId } from "@core/messages/dlt-template-ids";
import { smsTemplates } from "@core/messages/templates";
import type { Logger } from "../logger";
import type { MessageSettings } from "./settings";

/** Logs the channels' state; returns how many DLT ids are placeholders while SMS is on. */
export function warnOfMessageSetup(
  logger: Logger,
  settings: MessageSettings,
  templates: readonly { dltTemplateId: string }[] = smsTemplates,
): number {
  logger.info(
    { sms: settings.sms !== null, whatsapp: settings.whatsapp !== null },
    `messages: SMS ${settings.sms ? "on" : "off"}, WhatsApp ${settings.whatsapp ? "on" : "off"}`,
  );
  if (!settings.sms) return 0;
  const left = templates.filter((t) => !isRealDltTemplateId(t.dltTemplateId)).length;
  if (left > 0)
    logger.warn(
      { placeholders: left },
      `SMS is on but ${left} of ${templates.length} DLT template ids are still placeholders: register the texts listed at /staff/messages/templates and write their ids in core/messages/dlt-template-ids.ts`,
    );
  return left;
}
