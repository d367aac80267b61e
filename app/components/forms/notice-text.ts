import { fill } from "@core/texts";
import type { FormMessages, texts } from "@core/content/forms";
import type { LeadNotice } from "./lead-action-data";

/** The title and text of the error summary, in the words of spec section 8. */
export function noticeText(
  notice: LeadNotice,
  messages: FormMessages,
  errorCount: number,
  t: Pick<(typeof texts)["en"], "correctOne" | "correctMany" | "captcha">,
) {
  switch (notice.kind) {
    case "invalid":
      return {
        title: messages.invalidTitle,
        text: errorCount === 1 ? t.correctOne : fill(t.correctMany, { count: errorCount }),
      };
    case "captcha":
      return { title: t.captcha.wrongTitle, text: t.captcha.wrongText };
    case "rejected":
      return { title: messages.rejected.title, text: notice.text || messages.rejected.fallback };
    case "failed":
      return messages.failed;
  }
}
