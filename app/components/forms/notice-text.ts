import { captchaMessages, type FormMessages } from "~/content/forms";
import type { LeadNotice } from "./lead-action-data";

/** The title and text of the error summary, in the words of spec section 8. */
export function noticeText(notice: LeadNotice, messages: FormMessages, errorCount: number) {
  switch (notice.kind) {
    case "invalid":
      return {
        title: messages.invalidTitle,
        text:
          errorCount === 1
            ? "Please correct the field marked below."
            : `Please correct the ${errorCount} fields marked below.`,
      };
    case "captcha":
      return { title: captchaMessages.wrongTitle, text: captchaMessages.wrongText };
    case "rejected":
      return { title: messages.rejected.title, text: notice.text || messages.rejected.fallback };
    case "failed":
      return messages.failed;
  }
}
